/* Fuzz the YAML reader: records read as YAML documents, then replayed and
 * written (fuzz.h). */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_records(data, size, NULL, 'y');
	return 0;
}
