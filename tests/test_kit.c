/*
 * test_kit: the helpers the games share (lib/games/kit.h): squares read
 * and written, result strings, the best seats, the dice of an action.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "games/kit.h"

/* Expect square_parse(s) on a w x h board to give file, rank. */
static void
square_ok(const char *s, int w, int h, int file, int rank, int rf)
{
	struct game_err e;
	int f = -1, r = -1, x = -1;

	memset(&e, 0, sizeof(e));
	if (square_parse(s, strlen(s), w, h, &f, &r, &x, &e) != 0)
		fail_msg("square \"%s\" refused: %s", s, e.msg);
	assert_int_equal(f, file);
	assert_int_equal(r, rank);
	assert_int_equal(x, rf);
}

static void
square_refused(const char *s, size_t len, int w, int h, const char *msg)
{
	struct game_err e;
	int f = -1, r = -1, x = -1;

	memset(&e, 0, sizeof(e));
	if (square_parse(s, len, w, h, &f, &r, &x, &e) != -1)
		fail_msg("square \"%.*s\" accepted", (int)len, s);
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.off, 0);
	assert_int_equal(e.len, len);
	/* nothing written on refusal */
	assert_int_equal(f, -1);
	assert_int_equal(r, -1);
	assert_int_equal(x, -1);
}

#define NOT_SQUARE(s)	"'" s "' is not a square: write its file letter " \
	"and rank number, as in e5"

static void
test_square_parse(void **state)
{
	(void)state;
	square_ok("e5", 7, 7, 4, 4, 0);
	square_ok("a1", 7, 7, 0, 0, 0);
	square_ok("g7", 7, 7, 6, 6, 0);
	square_ok("5e", 7, 7, 4, 4, 1);
	square_ok("1a", 7, 7, 0, 0, 1);
	/* two-digit ranks, both spellings */
	square_ok("e10", 19, 19, 4, 9, 0);
	square_ok("10e", 19, 19, 4, 9, 1);
	square_ok("s19", 19, 19, 18, 18, 0);
	square_ok("19s", 19, 19, 18, 18, 1);
	/* boards need not be square */
	square_ok("h2", 8, 3, 7, 1, 0);
	/* only the first len bytes are read */
	{
		struct game_err e;
		int f, r, x;

		assert_int_equal(square_parse("c3 d4", 2, 7, 7, &f, &r, &x,
		    &e), 0);
		assert_int_equal(f, 2);
		assert_int_equal(r, 2);
	}
}

static void
test_square_off_board(void **state)
{
	(void)state;
	square_refused("a0", 2, 7, 7,
	    "a0 is off the board (files a-g, ranks 1-7)");
	square_refused("e0", 2, 7, 7,
	    "e0 is off the board (files a-g, ranks 1-7)");
	square_refused("e8", 2, 7, 7,
	    "e8 is off the board (files a-g, ranks 1-7)");
	square_refused("h1", 2, 7, 7,
	    "h1 is off the board (files a-g, ranks 1-7)");
	square_refused("z9", 2, 7, 7,
	    "z9 is off the board (files a-g, ranks 1-7)");
	square_refused("8e", 2, 7, 7,
	    "8e is off the board (files a-g, ranks 1-7)");
	square_refused("e10", 3, 7, 7,
	    "e10 is off the board (files a-g, ranks 1-7)");
	square_refused("t1", 2, 19, 19,
	    "t1 is off the board (files a-s, ranks 1-19)");
	square_refused("e20", 3, 19, 19,
	    "e20 is off the board (files a-s, ranks 1-19)");
	square_refused("20e", 3, 19, 19,
	    "20e is off the board (files a-s, ranks 1-19)");
}

static void
test_square_garbage(void **state)
{
	(void)state;
	square_refused("", 0, 7, 7, "expected a square");
	square_refused("x", 1, 7, 7, NOT_SQUARE("x"));
	square_refused("e", 1, 7, 7, NOT_SQUARE("e"));
	square_refused("5", 1, 7, 7, NOT_SQUARE("5"));
	square_refused("E5", 2, 7, 7, NOT_SQUARE("E5"));
	square_refused("5E", 2, 7, 7, NOT_SQUARE("5E"));
	square_refused("e5x", 3, 7, 7, NOT_SQUARE("e5x"));
	square_refused("5e5", 3, 7, 7, NOT_SQUARE("5e5"));
	square_refused("ee5", 3, 7, 7, NOT_SQUARE("ee5"));
	square_refused("e-5", 3, 7, 7, NOT_SQUARE("e-5"));
	square_refused(" e5", 3, 7, 7, NOT_SQUARE(" e5"));
	square_refused("e1234", 5, 19, 19, NOT_SQUARE("e1234"));
	/* no leading zero, in either spelling */
	square_refused("e05", 3, 19, 19, NOT_SQUARE("e05"));
	square_refused("05e", 3, 19, 19, NOT_SQUARE("05e"));
	square_refused("e007", 4, 19, 19, NOT_SQUARE("e007"));
}

static void
test_square_format(void **state)
{
	char out[8];

	(void)state;
	assert_int_equal(square_format(out, 4, 4), 2);
	assert_string_equal(out, "e5");
	assert_int_equal(square_format(out, 0, 0), 2);
	assert_string_equal(out, "a1");
	assert_int_equal(square_format(out, 4, 9), 3);
	assert_string_equal(out, "e10");
	assert_int_equal(square_format(out, 18, 18), 3);
	assert_string_equal(out, "s19");
}

/* What square_format writes, square_parse reads back. */
static void
test_square_round_trip(void **state)
{
	char out[8];
	int f, r, pf, pr, x, n;
	struct game_err e;

	(void)state;
	for (f = 0; f < 19; f++)
		for (r = 0; r < 19; r++) {
			n = square_format(out, f, r);
			assert_int_equal(n, (int)strlen(out));
			assert_int_equal(square_parse(out, (size_t)n, 19, 19,
			    &pf, &pr, &x, &e), 0);
			assert_int_equal(pf, f);
			assert_int_equal(pr, r);
			assert_int_equal(x, 0);
		}
}

/* The best seats: the highest or lowest total, ties sharing. */
static void
test_best_seats(void **state)
{
	const int64_t t[4] = { 12, 30, -5, 30 };

	(void)state;
	assert_int_equal(best_seats(t, 4, 1), 0x2ul | 0x8ul);
	assert_int_equal(best_seats(t, 4, -1), 0x4ul);
	assert_int_equal(best_seats(t, 1, 1), 0x1ul);
	assert_int_equal(best_seats(t, 3, 1), 0x2ul);
}

/* Dice as written: together, apart, with commas; the first too many
 * pointed at; words that are no dice refused with their reason. */
static void
test_get_dice(void **state)
{
	struct word w[4] = { { "roll", 4 }, { "6,6", 3 }, { "31", 2 },
	    { "5", 1 } };
	unsigned char d[3];
	size_t nd;
	unsigned extra;
	struct game_err e;

	(void)state;
	assert_int_equal(get_dice(w, 4, d, 3, &nd, &extra, "x", &e), 0);
	assert_int_equal(nd, 5);		/* 6 6 3 1 5 */
	assert_int_equal(d[0], 6);
	assert_int_equal(d[1], 6);
	assert_int_equal(d[2], 3);
	assert_int_equal(extra, 2);		/* the 1, in "31" */
	assert_int_equal(get_dice(w, 2, d, 3, &nd, &extra, "x", &e), 0);
	assert_int_equal(nd, 2);
	assert_int_equal(extra, 0);
	w[2].s = "stop";
	w[2].len = 4;
	assert_int_equal(get_dice(w, 3, d, 3, &nd, &extra, "the actions are "
	    "roll and stop", &e), -1);
	assert_string_equal(e.msg, "'stop' is neither dice nor an action: the "
	    "actions are roll and stop");
	assert_int_equal(e.word, 2);
	w[2].s = "7";
	w[2].len = 1;
	assert_int_equal(get_dice(w, 3, d, 3, &nd, &extra, "x", &e), -1);
	assert_string_equal(e.msg, "'7' is not a die: dice are written as "
	    "digits 1 to 6");
	w[2].s = "40";
	w[2].len = 2;
	assert_int_equal(get_dice(w, 3, d, 3, &nd, &extra, "x", &e), -1);
	assert_string_equal(e.msg, "'40' is not dice: dice are written as "
	    "digits 1 to 6");
}

static void
test_results(void **state)
{
	(void)state;
	assert_string_equal(outcome_result(OUT_WHITE), "1-0");
	assert_string_equal(outcome_result(OUT_BLACK), "0-1");
	assert_string_equal(outcome_result(OUT_DRAW), "1/2-1/2");
	assert_string_equal(outcome_result(OUT_ONGOING), "*");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_square_parse),
		cmocka_unit_test(test_square_off_board),
		cmocka_unit_test(test_square_garbage),
		cmocka_unit_test(test_square_format),
		cmocka_unit_test(test_square_round_trip),
		cmocka_unit_test(test_results),
		cmocka_unit_test(test_best_seats),
		cmocka_unit_test(test_get_dice),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
