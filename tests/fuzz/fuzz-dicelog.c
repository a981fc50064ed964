/* Fuzz dice logs: a stream in either encoding, detected as the programs
 * detect it, whose records without a Game tag are Yacht sessions; then
 * replayed, scored and written (fuzz.h). */
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_records(data, size, "yacht", 0);
	return 0;
}
