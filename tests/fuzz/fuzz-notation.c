/* Fuzz the notation reader: records read as notation, whatever they look
 * like, then replayed and written (fuzz.h). */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_records(data, size, NULL, 'n');
	return 0;
}
