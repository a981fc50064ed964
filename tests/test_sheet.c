/*
 * test_sheet: the dice score sheets' cells and running-totals table:
 * padding, numbers at the ends of their ranges, and a table whose turn
 * numbers carry into another digit.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <limits.h>
#include <string.h>

#include "buf.h"
#include "games/sheet.h"

static void
test_cells(void **state)
{
	struct buf b = BUF_INIT;
	char v[32] = "12";

	(void)state;
	assert_int_equal(sheet_cell32(&b, v, 4, 1, 1), 0);
	assert_int_equal(sheet_cell32(&b, v, 4, 0, 0), 0);
	assert_int_equal(sheet_num(&b, -7, 4, 1, 0), 0);
	assert_int_equal(sheet_unum(&b, ULLONG_MAX, 0, 1, 0), 0);
	assert_string_equal(b.s, "  12  12    -7  18446744073709551615");
	buf_clear(&b);
	assert_int_equal(sheet_num(&b, LLONG_MIN, 0, 1, 1), 0);
	assert_int_equal(sheet_num(&b, 0, 3, 0, 0), 0);
	assert_int_equal(sheet_unum(&b, 100, 5, 1, 0), 0);
	assert_string_equal(b.s, "-9223372036854775808  0    100");
	buf_clear(&b);
	/* columns, not bytes: "Zoë" takes three */
	assert_int_equal(sheet_cell(&b, "Zo\xc3\xab", 5, 1, 1), 0);
	assert_int_equal(sheet_cell(&b, "x", 3, 1, 0), 0);
	assert_string_equal(b.s, "  Zo\xc3\xab    x");
	/* trailing blanks go before the newline */
	assert_int_equal(sheet_pad(&b, 3), 0);
	assert_int_equal(sheet_end_line(&b), 0);
	assert_string_equal(b.s, "  Zo\xc3\xab    x\n");
	buf_release(&b);
}

/* Turn i: the seats take turns, the turn scoring 10 * (i + 1). */
static void
row_of(const void *ctx, size_t i, const int64_t *run, unsigned *seat,
    int64_t *total, char label[32])
{
	int64_t pts = 10 * (int64_t)(i + 1);

	(void)ctx;
	*seat = (unsigned)(i % 2);
	*total = run[*seat] + pts;
	label[0] = '+';
	label[1] = (char)('0' + pts / 10);
	label[2] = '0';
	label[3] = '\0';
}

/* Turns 95 to 102: the turn number carries from two digits to three,
 * each row's totals follow the one before's, the columns as wide as
 * their widest number or name. */
static void
test_totals(void **state)
{
	struct buf b = BUF_INIT;
	struct sheet_names nm = { { "Ann", "Bo" }, { "", "" } };
	const int64_t base[2] = { 0, 0 };

	(void)state;
	assert_int_equal(sheet_totals(&b, &nm, 2, base, 8, 95, row_of, NULL),
	    0);
	assert_string_equal(b.s,
	    "Turn  Player  Points  Ann   Bo\n"
	    "  95  Ann     +10      10    0\n"
	    "  96  Bo      +20      10   20\n"
	    "  97  Ann     +30      40   20\n"
	    "  98  Bo      +40      40   60\n"
	    "  99  Ann     +50      90   60\n"
	    " 100  Bo      +60      90  120\n"
	    " 101  Ann     +70     160  120\n"
	    " 102  Bo      +80     160  200\n");
	buf_clear(&b);
	/* a total falling below zero, the first turn 9 */
	{
		const int64_t low[2] = { -95, 5 };

		assert_int_equal(sheet_totals(&b, &nm, 2, low, 3, 9, row_of,
		    NULL), 0);
	}
	assert_string_equal(b.s,
	    "Turn  Player  Points  Ann  Bo\n"
	    "   9  Ann     +10     -85   5\n"
	    "  10  Bo      +20     -85  25\n"
	    "  11  Ann     +30     -55  25\n");
	buf_release(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cells),
		cmocka_unit_test(test_totals),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
