/*
 * test_session: the session layer (lib/games/session.c) on a game of
 * the test's own, Toss, whose rules are made to reach every part of it.
 *
 * Toss: seats in turn; a turn throws two dice (roll), may set some of
 * the dice showing aside (keep, any of them, once), then ends with
 * score low (the turn's points at most 6) or score high (at least 7),
 * or with stop once it has thrown.  The game is over when every seat
 * has scored or stopped twice.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "games/session.h"

enum {
	PH_THROWN = T_GAME	/* thrown: keep, score or stop */
};

struct toss {
	struct turn	t;
	unsigned char	show[2], nshow, kept;
	unsigned	ends;		/* turns ended, every seat's */
};

static void
end_turn_of(struct toss *p)
{
	turn_pass(&p->t);
	p->t.dice = 2;
	p->nshow = 0;
	p->kept = 0;
	if (++p->ends == 2u * p->t.n)
		p->t.phase = T_OVER;
}

static int
toss_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct toss *p = st;

	(void)v;
	(void)e;
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, 2);
	return 0;
}

static int
toss_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct toss *p = st;

	if (p->t.phase != T_OVER)
		return 0;
	if (winners != NULL)
		*winners = 1;
	if (why != NULL)
		snprintf(why, 256, "every seat has ended two turns");
	return 1;
}

static int
toss_end_turn(void *st, struct game_err *e)
{
	const struct toss *p = st;

	return p->t.phase == T_OPEN || p->t.phase == PH_THROWN ?
	    game_errf(e, 0, 0, 0, "the turn before is not over") : 0;
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct toss *p = st;

	if (p->t.phase == PH_THROWN)
		return game_errf(e, 0, 0, 0, "one throw a turn");
	memcpy(p->show, a->d, 2);
	p->nshow = 2;
	p->t.points = a->d[0] + a->d[1];
	p->t.dice = 0;
	p->t.phase = PH_THROWN;
	return 0;
}

static int
act_keep(void *st, struct act *a, struct game_err *e)
{
	struct toss *p = st;
	unsigned char left[2];
	size_t i, k, n;

	if (p->t.phase != PH_THROWN || p->kept)
		return game_errf(e, 0, 0, 0, "nothing to keep");
	if (a->nd == 0)
		return game_errf(e, 0, 0, 0, "keep what?");
	memcpy(left, p->show, 2);
	n = p->nshow;
	for (i = 0; i < a->nd; i++) {
		for (k = 0; k < n && left[k] != a->d[i]; k++)
			;
		if (k == n)
			return game_errf(e, (unsigned)i + 1, 0, 0, "no %d "
			    "showing", a->d[i]);
		left[k] = left[--n];
	}
	p->kept = 1;
	return 0;
}

static const char *const toss_words[] = { "low", "high", NULL };

static int
act_score(void *st, struct act *a, struct game_err *e)
{
	struct toss *p = st;
	int low;

	if (p->t.phase != PH_THROWN)
		return game_errf(e, 0, 0, 0, "throw first");
	if (a->n != 2)
		return game_errf(e, 0, 0, 0, "score low or high");
	low = a->w[1].len == 3 && memcmp(a->w[1].s, "low", 3) == 0;
	if (!low && !(a->w[1].len == 4 && memcmp(a->w[1].s, "high", 4) == 0))
		return game_errf(e, 1, 0, 0, "low or high");
	if (low != (p->t.points <= 6))
		return game_errf(e, 1, 0, 0, "the turn has %lld",
		    (long long)p->t.points);
	end_turn_of(p);
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct toss *p = st;

	(void)a;
	if (p->t.phase != PH_THROWN)
		return game_errf(e, 0, 0, 0, "nothing to stop");
	end_turn_of(p);
	return 0;
}

static const struct verb toss_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	{ "keep", ACT_DICE, act_keep, NULL, NULL, 0 },
	{ "score", ACT_WORD, act_score, toss_words, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static long
toss_score(const void *st, unsigned seat)
{
	(void)st;
	(void)seat;
	return 0;
}

static const struct session_ops toss_ops = {
	.min_players = 1,
	.max_players = 4,
	.init = toss_init,
	.begin_turn = turn_begin,
	.end_turn = toss_end_turn,
	.expect = turn_expect,
	.score = toss_score,
	.order = 1,
	.finished = toss_finished,
	.verbs = toss_verbs,
};

static const struct game toss = {
	.id = "toss",
	.name = "Toss",
	.kind = GAME_SESSION,
	.state_size = sizeof(struct toss),
	.session = &toss_ops,
};

/* The same rules under names that take "an" and "a". */
static const struct game ante = {
	.id = "ante", .name = "Ante", .kind = GAME_SESSION,
	.state_size = sizeof(struct toss), .session = &toss_ops,
};
static const struct game one_up = {
	.id = "one-up", .name = "One Up", .kind = GAME_SESSION,
	.state_size = sizeof(struct toss), .session = &toss_ops,
};

static struct toss st;

static int
act_on(const struct game *g, const char *text, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct word w[8];
	size_t n = game_words(text, w, 8);

	memset(e, 0, sizeof(*e));
	return session_action(g, &st, w, n, canon, e);
}

static void
ok(const char *text, const char *want)
{
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	if (act_on(&toss, text, canon, &e) != 0)
		fail_msg("'%s' refused: %s", text, e.msg);
	assert_string_equal(canon, want);
}

/* text refused, at word, with msg; the state untouched. */
static void
no(const struct game *g, const char *text, unsigned word, const char *msg)
{
	char canon[MOVE_TEXT_MAX];
	struct game_err e;
	struct toss before = st;

	if (act_on(g, text, canon, &e) == 0)
		fail_msg("'%s' accepted as '%s'", text, canon);
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.word, word);
	assert_memory_equal(&before, &st, sizeof(st));
}

static void
begin(unsigned seat)
{
	struct game_err e;

	assert_int_equal(toss_ops.begin_turn(&st, seat, &e), 0);
}

static void
test_turn(void **state)
{
	struct expect x;

	(void)state;
	assert_int_equal(toss_ops.init(&st, 2, NULL, NULL), 0);
	turn_expect(&st, &x);
	assert_int_equal(x.seat, 0);
	assert_int_equal(x.dice, 2);
	assert_int_equal(x.sides, 6);
	assert_true(x.new_turn);
	begin(0);
	turn_expect(&st, &x);
	assert_false(x.new_turn);
	assert_int_equal(st.t.phase, T_OPEN);
	ok("roll 3 4", "roll 34");
	assert_int_equal(st.t.points, 7);
	ok("stop", "stop");
	turn_expect(&st, &x);
	assert_int_equal(x.seat, 1);
	assert_true(x.new_turn);
	assert_int_equal(st.t.turns, 1);
	assert_int_equal(st.t.points, 0);
}

static void
test_verbs(void **state)
{
	(void)state;
	assert_true(session_starts_action(&toss, "roll", 4));
	assert_true(session_starts_action(&toss, "keep", 4));
	assert_true(session_starts_action(&toss, "score", 5));
	assert_true(session_starts_action(&toss, "stop", 4));
	assert_false(session_starts_action(&toss, "rol", 3));
	assert_false(session_starts_action(&toss, "rolls", 5));
	assert_false(session_starts_action(&toss, "34", 2));
}

static void
test_refusals(void **state)
{
	(void)state;
	assert_int_equal(toss_ops.init(&st, 2, NULL, NULL), 0);
	no(&toss, "roll 34", 0, "no turn has begun");
	begin(0);
	no(&toss, "", 0, "an empty action");
	no(&toss, "hop 3", 0, "'hop' is not a Toss action: write roll, "
	    "keep, score or stop");
	no(&ante, "hop", 0, "'hop' is not an Ante action: write roll, "
	    "keep, score or stop");
	no(&one_up, "hop", 0, "'hop' is not a One Up action: write roll, "
	    "keep, score or stop");
	/* the throw: as many dice as expect says */
	no(&toss, "roll", 0, "write the 2 dice thrown after roll");
	no(&toss, "roll 3", 1, "a throw is 2 dice, not 1");
	no(&toss, "roll 3 4 5", 3, "a throw is 2 dice, not 3");
	no(&toss, "roll 345", 1, "a throw is 2 dice, not 3");
	no(&toss, "roll 37", 1, "'37' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&toss, "roll 3 hop", 2, "'hop' is neither dice nor an action: "
	    "the actions are roll, keep, score and stop");
	/* a verb misspelt: the closest is named */
	no(&toss, "roll 3 kepe", 2, "'kepe' is neither dice nor an action: "
	    "the actions are roll, keep, score and stop: did you mean "
	    "'keep'?");
	no(&toss, "scroe 3", 0, "'scroe' is not a Toss action: write roll, "
	    "keep, score or stop: did you mean 'score'?");
	/* a bare verb: the game's refusal first, then the words after */
	no(&toss, "stop 4", 0, "nothing to stop");
	ok("roll 6 6", "roll 66");
	no(&toss, "stop 4", 1, "stop takes nothing after it");
	/* the handlers' own */
	no(&toss, "keep 5", 1, "no 5 showing");
	no(&toss, "score low", 1, "the turn has 12");
	ok("keep 6", "keep 6");
	ok("score high", "score high");
	/* to the end */
	begin(1);
	ok("roll 1 2", "roll 12");
	ok("score low", "score low");
	begin(0);
	ok("roll 12", "roll 12");
	ok("stop", "stop");
	begin(1);
	ok("roll 12", "roll 12");
	ok("stop", "stop");
	no(&toss, "roll 34", 0, "the game is over: every seat has ended two "
	    "turns");
}

/* What a listing gave: its lines, "seat: text", one after another. */
struct lines {
	char	text[2048];
	size_t	n, len;
	size_t	stop;		/* stop after this many lines; 0: never */
};

static int
collect(void *ctx, unsigned seat, const char *canon)
{
	struct lines *l = ctx;

	l->len += (size_t)snprintf(l->text + l->len, sizeof(l->text) -
	    l->len, "%u: %s\n", seat, canon);
	assert_true(l->len < sizeof(l->text));
	return ++l->n == l->stop ? 9 : 0;
}

static const char *
listing(void)
{
	static struct lines l;

	memset(&l, 0, sizeof(l));
	assert_int_equal(session_legal(&toss, &st, collect, &l), 0);
	return l.text;
}

static void
test_listing(void **state)
{
	struct lines l;

	(void)state;
	assert_true(session_can_list(&toss));
	assert_int_equal(toss_ops.init(&st, 2, NULL, NULL), 0);
	/* a turn not begun: the throw due of the seat due, its dice to
	 * come; nothing else is open at a turn's start */
	assert_string_equal(listing(), "0: roll ??\n");
	begin(0);
	assert_string_equal(listing(), "0: roll ??\n");
	/* 4 and 3 showing (7): every set of them, largest first, high
	 * faces first; no throw; score high only; stop */
	ok("roll 4 3", "roll 43");
	assert_string_equal(listing(), "0: keep 43\n0: keep 4\n0: keep 3\n"
	    "0: score high\n0: stop\n");
	/* kept: no more keeps */
	ok("keep 3", "keep 3");
	assert_string_equal(listing(), "0: score high\n0: stop\n");
	ok("stop", "stop");
	/* Bob's turn, not begun */
	assert_string_equal(listing(), "1: roll ??\n");
	/* the callback stops the listing, and its value comes back */
	begin(1);
	ok("roll 1 1", "roll 11");
	memset(&l, 0, sizeof(l));
	l.stop = 2;
	assert_int_equal(session_legal(&toss, &st, collect, &l), 9);
	assert_string_equal(l.text, "1: keep 11\n1: keep 1\n");
	/* every listed line is taken as it stands */
	ok("score low", "score low");
	begin(0);
	ok("roll 12", "roll 12");
	ok("stop", "stop");
	begin(1);
	ok("roll 12", "roll 12");
	ok("stop", "stop");
	/* over: nothing */
	assert_string_equal(listing(), "");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_turn),
		cmocka_unit_test(test_verbs),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_listing),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
