/*
 * test_perft: move-path counting over a small fake game whose tree is
 * known by hand, and the report of a game that lists a move it then
 * refuses.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "game.h"
#include "perft.h"

/* The fake game: a counter; from n, the moves are "1" .. "k" with
 * k = 3 - n (so 3 moves, then 2, then 1, then none: 3, 6, 6, 6 paths);
 * with liar set, play refuses "2". */
struct fake {
	int	n;
	int	liar;
};

static int
f_legal(const void *st, int (*cb)(void *, const char *), void *ctx)
{
	const struct fake *f = st;
	static const char *const names[] = { "1", "2", "3" };
	int i, r;

	for (i = 0; i < 3 - f->n; i++)
		if ((r = cb(ctx, names[i])) != 0)
			return r;
	return 0;
}

static int
f_parse(const void *st, const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	(void)st;
	if (n != 1 || w[0].len != 1)
		return game_errf(e, 0, 0, 0, "one digit");
	m->u.b[0] = (unsigned char)w[0].s[0];
	return 0;
}

static int
f_play(void *st, struct move *m, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct fake *f = st;

	if (f->liar && m->u.b[0] == '2')
		return game_errf(e, 0, 0, 0, "two is refused");
	f->n++;
	canon[0] = (char)m->u.b[0];
	canon[1] = '\0';
	return 0;
}

static enum outcome
f_outcome(const void *st, char why[256])
{
	(void)st;
	(void)why;
	return OUT_ONGOING;
}

static const struct game fake = {
	.id = "fake", .name = "Fake", .kind = GAME_BOARD,
	.state_size = sizeof(struct fake), .parse = f_parse, .play = f_play,
	.legal = f_legal, .outcome = f_outcome,
};

static void
test_counts(void **state)
{
	struct fake f = { 0, 0 };
	struct game_err e;
	unsigned long long n;

	(void)state;
	assert_int_equal(perft(&fake, &f, 0, &n, &e), 0);
	assert_int_equal(n, 1);
	assert_int_equal(perft(&fake, &f, 1, &n, &e), 0);
	assert_int_equal(n, 3);
	assert_int_equal(perft(&fake, &f, 2, &n, &e), 0);
	assert_int_equal(n, 6);		/* 3 x 2 */
	assert_int_equal(perft(&fake, &f, 3, &n, &e), 0);
	assert_int_equal(n, 6);		/* 3 x 2 x 1 */
	assert_int_equal(perft(&fake, &f, 4, &n, &e), 0);
	assert_int_equal(n, 0);		/* no moves after three */
	assert_int_equal(f.n, 0);	/* the position is not touched */
}

static void
test_liar(void **state)
{
	struct fake f = { 0, 1 };
	struct game_err e;
	unsigned long long n;

	(void)state;
	memset(&e, 0, sizeof(e));
	assert_int_equal(perft(&fake, &f, 2, &n, &e), -1);
	assert_string_equal(e.msg, "two is refused");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_counts),
		cmocka_unit_test(test_liar),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
