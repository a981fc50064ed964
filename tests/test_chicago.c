/*
 * test_chicago: the rules of Chicago, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/chicago.c: two dice,
 * one throw per turn, round r aims at r + 1 and a throw totalling the aim
 * scores the aim, anything else 0; after the last round the highest total
 * wins, equal totals sharing.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "reader.h"
#include "rec.h"
#include "replay.h"

extern const struct game game_chicago;

#define G	(&game_chicago)
#define SO	(game_chicago.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("chicago"), G);
	assert_ptr_equal(game_find("rotation"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Chicago");
	assert_null(G->parse);
	assert_null(SO->category);
	assert_null(SO->legal);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_false(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "34", 2));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 11);
	assert_int_equal(variant_parse(G, "rounds=1", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 1);
	assert_int_equal(variant_parse(G, "rounds=12", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "11");
	assert_int_equal(variant_parse(G, "rounds=0", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "11");
	assert_int_equal(variant_parse(G, "target=50", &v, &e), -1);
	assert_string_equal(e.msg, "Chicago has no option 'target'");
}

/*
 * A whole game of 11 rounds.  Ann throws every round's aim, each time
 * another way: 1+1 = 2, 1+2 = 3, 1+3 = 4, 1+4 = 5, 1+5 = 6, 1+6 = 7,
 * 2+6 = 8, 3+6 = 9, 4+6 = 10, 5+6 = 11, 6+6 = 12; her running total
 * 2, 5, 9, 14, 20, 27, 35, 44, 54, 65, 77 (77 = 2 + 3 + ... + 12 =
 * 14 * 11 / 2).  Bob throws one more than the aim every round (the next
 * round's aim, which does not count now), and 1+1 = 2 in round 11 (aim
 * 12): he scores nothing, 0.  Ann wins with 77.
 */
static void
test_full_game(void **state)
{
	static const char *const ann[] = { "roll 11", "roll 12", "roll 13",
	    "roll 14", "roll 15", "roll 16", "roll 26", "roll 36", "roll 46",
	    "roll 56", "roll 66" };
	static const char *const bob[] = { "roll 21", "roll 22", "roll 23",
	    "roll 33", "roll 34", "roll 44", "roll 45", "roll 55", "roll 65",
	    "roll 66", "roll 11" };
	static const long run[] = { 2, 5, 9, 14, 20, 27, 35, 44, 54, 65, 77 };
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	unsigned r;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 2, 1);
	for (r = 0; r < 11; r++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, 0);
		expect(&st, 0, 2, 0);
		ok(&st, ann[r], ann[r]);
		assert_int_equal(score(&st, 0), run[r]);
		expect(&st, 1, 2, 1);
		turn(&st, 1);
		ok(&st, bob[r], bob[r]);
		assert_int_equal(score(&st, 1), 0);
		if (r < 10)
			expect(&st, 0, 2, 1);
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "all 11 rounds are played");
	expect(&st, -1, 0, 0);
	assert_int_equal(score(&st, 0), 77);
	assert_int_equal(score(&st, 1), 0);
	/* nothing more: a new turn, a throw */
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 11", 0, "the game is over: all 11 rounds are played");
}

/* Only the exact total of the round's aim scores, and it scores the aim. */
static void
test_aim(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "rounds=3");
	/* round 1, aim 2: 6+6 = 12 is the best throw there is, and misses */
	turn(&st, 0);
	ok(&st, "roll 66", "roll 66");
	assert_int_equal(score(&st, 0), 0);
	/* round 2, aim 3: 2+1 = 3 scores 3 (the dice keep their order) */
	turn(&st, 0);
	ok(&st, "roll 2 1", "roll 21");
	assert_int_equal(score(&st, 0), 3);
	/* round 3, aim 4: 2+2 = 4 scores 4; 3 + 4 = 7 */
	turn(&st, 0);
	ok(&st, "roll 2,2", "roll 22");
	assert_int_equal(score(&st, 0), 7);
	assert_true(over(&st, NULL, NULL));
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (chicago.t) */
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws the two dice once");
	no(&st, "roll", 0, "write the 2 dice thrown after roll");
	no(&st, "roll 3", 1, "a throw is 2 dice, not 1");
	no(&st, "roll 345", 1, "a throw is 2 dice, not 3");
	no(&st, "roll 3 4 5", 3, "a throw is 2 dice, not 3");
	no(&st, "roll 7 1", 1, "'7' is not a die: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 1 0", 2, "'0' is not a die: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 1x", 1, "'1x' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 1 stop", 2, "'stop' is neither dice nor an action: the "
	    "only action is roll");
	no(&st, "stop", 0, "'stop' is not a Chicago action: write roll and the "
	    "two dice; the referee scores the throw");
	no(&st, "score 2", 0, "'score' is not a Chicago action: write roll and "
	    "the two dice; the referee scores the throw");
	no(&st, "keep 1", 0, "'keep' is not a Chicago action: write roll and "
	    "the two dice; the referee scores the throw");
	assert_int_equal(score(&st, 0), 0);
	/* round 1, aim 2: 5+3 = 8 misses */
	ok(&st, "roll 53", "roll 53");
	assert_int_equal(score(&st, 0), 0);
	/* one throw a turn, even a hit would come too late */
	no(&st, "roll 11", 0, "the turn is over: a turn is one throw, and this "
	    "one threw 5+3");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	/* the last seat's throw ends the round: the message still names it */
	turn(&st, 1);
	ok(&st, "roll 11", "roll 11");
	assert_int_equal(score(&st, 1), 2);
	no(&st, "roll 12", 0, "the turn is over: a turn is one throw, and this "
	    "one threw 1+1");

	/* a game over after its one round */
	start(&st, 1, "rounds=1");
	turn(&st, 0);
	ok(&st, "roll 12", "roll 12");
	assert_true(over(&st, NULL, NULL));
	no(&st, "roll 11", 0, "the game is over: its one round is played");
	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Chicago is for 1 to 16 players, not 17");
}

/*
 * Ties share the win.  rounds=3, aims 2, 3, 4:
 *  Ann 1+1 = 2 (2), 5+6 = 11 (0), 3+1 = 4 (4): 6
 *  Bob 2+5 = 7 (0), 1+2 = 3 (3), 6+6 = 12 (0): 3
 *  Cy  1+1 = 2 (2), 4+4 = 8 (0), 2+2 = 4 (4): 6
 * Ann (seat 0) and Cy (seat 2) share: bits 1 | 4 = 5.
 * Then rounds=1, both missing: 0 and 0 share, bits 1 | 2 = 3.
 */
static void
test_ties(void **state)
{
	static const char *const t[] = { "roll 11", "roll 25", "roll 11",
	    "roll 56", "roll 12", "roll 44", "roll 31", "roll 66",
	    "roll 22" };
	struct state st;
	unsigned long w;
	char why[256];
	unsigned i;

	(void)state;
	start(&st, 3, "rounds=3");
	for (i = 0; i < 9; i++) {
		turn(&st, i % 3);
		ok(&st, t[i], t[i]);
	}
	assert_int_equal(score(&st, 0), 6);
	assert_int_equal(score(&st, 1), 3);
	assert_int_equal(score(&st, 2), 6);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 5);
	assert_string_equal(why, "all 3 rounds are played");

	start(&st, 2, "rounds=1");
	turn(&st, 0);
	ok(&st, "roll 34", "roll 34");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	ok(&st, "roll 61", "roll 61");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "its one round is played");
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "rounds=2");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Chicago, start\n"
	    "2 rounds of 2 dice: a throw totalling the aim scores it.\n"
	    "Round  Aim  Ann  Bob\n"
	    "    1    2\n"
	    "    2    3\n"
	    "Total         0    0\n"
	    "Ann to play: round 1 aims at 2.\n");
	/* Ann 1+1 = 2 scores 2; Bob 4+3 = 7 misses: 0; Ann 2+1 = 3 scores
	 * 3, total 5; Bob's turn begun, not thrown */
	turn(&st, 0);
	oks(&st, "roll 11");
	turn(&st, 1);
	oks(&st, "roll 43");
	turn(&st, 0);
	oks(&st, "roll 21");
	turn(&st, 1);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Chicago, turn 4 in progress\n"
	    "2 rounds of 2 dice: a throw totalling the aim scores it.\n"
	    "Round  Aim  Ann  Bob\n"
	    "    1    2    2    0\n"
	    "    2    3    3\n"
	    "Total         5    0\n"
	    "Bob to play: round 2 aims at 3.\n");
	/* Bob 1+2 = 3 scores 3: 5 beats 3 */
	oks(&st, "roll 12");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Chicago, after turn 4\n"
	    "2 rounds of 2 dice: a throw totalling the aim scores it.\n"
	    "Round  Aim  Ann  Bob\n"
	    "    1    2    2    0\n"
	    "    2    3    3    3\n"
	    "Total         5    3\n"
	    "All 2 rounds are played.\n"
	    "Finished: Ann wins with 5.\n");

	/* no names: P1; one round, 1+1 = 2 scores 2; the column is as
	 * wide as "P1" */
	start(&st, 1, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 11");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Chicago, after turn 1\n"
	    "1 round of 2 dice: a throw totalling the aim scores it.\n"
	    "Round  Aim  P1\n"
	    "    1    2   2\n"
	    "Total        2\n"
	    "Its one round is played.\n"
	    "Finished: P1 wins with 2.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * Two rounds under the alias.  By hand:
 *  round 1, aim 2: Ann 1+1 = 2 scores 2; Bob 3+3 = 6 misses.
 *  round 2, aim 3: Ann 6+5 = 11 misses; Bob 2+1 = 3 scores 3.
 * Ann 2, Bob 3: Bob wins.
 */
#define COMPLETE \
	"[Game \"rotation\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"rounds=2\"]\n" \
	"\n" \
	"Ann: roll 1 1\n" \
	"Bob: roll 3,3\n" \
	"Ann: roll 65\n" \
	"Bob:\n" \
	"  roll 21\n"

static void
test_record(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, COMPLETE);
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 4);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 2);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 3);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 45\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:10:1: error: turn 5 (Ann): the game is over: all 2 "
	    "rounds are played\n"
	    "Ann: roll 45\n"
	    "^~~\n");
	free(r.out);

	/* a second throw on the line */
	run_text(&r, "[Game \"chicago\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 25 roll 11\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:14: error: turn 1 (Ann): 'roll 11': the turn is over: "
	    "a turn is one throw, and this one threw 2+5\n"
	    "Ann: roll 25 roll 11\n"
	    "             ^~~~\n");
	free(r.out);

	/* Ann plays out of turn */
	run_text(&r, "[Game \"chicago\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 12\nAnn: roll 11\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's\n"
	    "Ann: roll 11\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_full_game),
		cmocka_unit_test(test_aim),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
