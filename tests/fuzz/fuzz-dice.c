/*
 * Fuzz dice notation, as rongo-roll takes it: the expression is parsed and
 * rolled with a seeded generator.  An input that begins with "s:" also
 * has its exact distribution made and written, as --stats does: that can
 * take a second at the limits (a million totals), so only those inputs
 * pay for it and the rest run fast (fuzz.h).
 */
#include <string.h>

#include "dice.h"
#include "fuzz.h"
#include "mem.h"
#include "rng.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dice_expr *x;
	struct dice_stats *ds;
	struct dice_err err;
	struct dice_src src;
	struct rng r;
	struct dice_total total;
	char *text;
	int stats = size >= 2 && data[0] == 's' && data[1] == ':';

	if (stats) {
		data += 2;
		size -= 2;
	}
	if ((text = mem_alloc(size + 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (dice_parse(&x, text, &err) == 0) {
		rng_init(&r, 1);
		dice_src_rng(&src, &r);
		(void)dice_roll(x, &src, &total, fuzz_out());
		if (stats && dice_stats(x, &ds, &err) == 0) {
			dice_stats_write(ds, text, fuzz_out());
			dice_stats_free(ds);
		}
		dice_free(x);
	}
	mem_free(text);
	return 0;
}
