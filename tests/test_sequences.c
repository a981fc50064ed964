/*
 * test_sequences: the rules of Sequences, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/sequences.c: six
 * dice, one throw per turn; the run from 1 (each number counted once)
 * scores 5, 10, 15, 20, 25, 35 for 1 to 6 numbers, six=N making the full
 * run N; three 1s or more score nothing and put the total back to 0,
 * except under classic, where five 6s score 35 and six 6s 70 (the better
 * of run and 6s); the first total to reach the target (100) wins at once.
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

extern const struct game game_sequences;

#define G	(&game_sequences)
#define SO	(game_sequences.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("sequences"), G);
	assert_ptr_equal(game_find("straight-shooter"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Sequences");
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_null(G->parse);
	assert_null(SO->category);
	assert_null(SO->legal);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "123456", 6));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 100);
	assert_int_equal(v.val[game_opt_index(G, "six")], 35);
	assert_int_equal(v.val[game_opt_index(G, "classic")], 0);
	assert_int_equal(variant_parse(G, "six=30 classic target=1000000",
	    &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 1000000);
	assert_int_equal(v.val[game_opt_index(G, "six")], 30);
	assert_int_equal(v.val[game_opt_index(G, "classic")], 1);
	assert_int_equal(variant_parse(G, "six=29", &v, &e), -1);
	assert_string_equal(e.msg, "six must be a whole number from 30 to 35");
	assert_int_equal(variant_parse(G, "six=36", &v, &e), -1);
	assert_string_equal(e.msg, "six must be a whole number from 30 to 35");
	assert_int_equal(variant_parse(G, "six", &v, &e), -1);
	assert_string_equal(e.msg, "option 'six' needs a value: six=N");
	assert_int_equal(variant_parse(G, "target=0", &v, &e), -1);
	assert_string_equal(e.msg, "target must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "target=1000001", &v, &e), -1);
	assert_string_equal(e.msg, "target must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "classic=1", &v, &e), -1);
	assert_string_equal(e.msg, "option 'classic' takes no value");
	assert_int_equal(variant_parse(G, "rounds=5", &v, &e), -1);
	assert_string_equal(e.msg, "Sequences has no option 'rounds'");
}

/* One throw by a lone player with a fresh total: its points. */
static long
points_of(const char *variant, const char *throw_)
{
	struct state st;

	start(&st, 1, variant);
	turn(&st, 0);
	ok(&st, throw_, throw_);
	return score(&st, 0);
}

/*
 * Every run length once, each number counted once however many dice show
 * it, the dice in any order.
 */
static void
test_runs(void **state)
{
	(void)state;
	/* no 1: nothing, whatever else shows */
	assert_int_equal(points_of("", "roll 234566"), 0);
	assert_int_equal(points_of("", "roll 666666"), 0);
	/* 1 without 2: 5 */
	assert_int_equal(points_of("", "roll 134566"), 5);
	/* 1-2, no 3: 10; the two 2s count once */
	assert_int_equal(points_of("", "roll 221456"), 10);
	/* 1-3, no 4: 15; two 1s are no reset */
	assert_int_equal(points_of("", "roll 311256"), 15);
	/* 1-4, no 5: 20 */
	assert_int_equal(points_of("", "roll 432166"), 20);
	/* 1-5, no 6: 25 */
	assert_int_equal(points_of("", "roll 542131"), 25);
	/* 1-6: 35, in any order */
	assert_int_equal(points_of("", "roll 615243"), 35);
	/* six=30: the full run 30, the shorter runs as before */
	assert_int_equal(points_of("six=30", "roll 123456"), 30);
	assert_int_equal(points_of("six=30", "roll 123455"), 25);
	/* six=32, a house rule between */
	assert_int_equal(points_of("six=32", "roll 123456"), 32);
}

/*
 * Three 1s or more: nothing, and the total back to 0.  Ann alone:
 * 123456 35; 111234 (three 1s, though 1-4 shows) resets to 0; 123456
 * 35; 112345 (two 1s) 1-5 +25 = 60; 111123 (four 1s) resets to 0;
 * 111111 resets 0 again (a reset at 0 stays 0).
 */
static void
test_reset(void **state)
{
	static const char *const t[] = { "roll 123456", "roll 111234",
	    "roll 123456", "roll 112345", "roll 111123", "roll 111111" };
	static const long run[] = { 35, 0, 35, 60, 0, 0 };
	struct state st;
	unsigned i;

	(void)state;
	start(&st, 1, "");
	for (i = 0; i < 6; i++) {
		turn(&st, 0);
		ok(&st, t[i], t[i]);
		assert_int_equal(score(&st, 0), run[i]);
	}
	assert_false(over(&st, NULL, NULL));
}

/*
 * classic: no reset, five 6s 35, six 6s 70, the better reading only.
 */
static void
test_classic(void **state)
{
	struct state st;

	(void)state;
	/* three 1s with 2-3-4: the run 1-4, 20, no reset */
	assert_int_equal(points_of("classic", "roll 111234"), 20);
	/* six 1s: a run of 1, 5 */
	assert_int_equal(points_of("classic", "roll 111111"), 5);
	/* six 6s: 70 */
	assert_int_equal(points_of("classic", "roll 666666"), 70);
	/* five 6s and a 2: 35 */
	assert_int_equal(points_of("classic", "roll 662666"), 35);
	/* five 6s and a 1: 35 for the 6s beats 5 for the run; not 40 */
	assert_int_equal(points_of("classic", "roll 666616"), 35);
	/* four 6s are nothing: 1-2 and four 6s is the run, 10 */
	assert_int_equal(points_of("classic", "roll 126666"), 10);
	/* 1-6 still 35, or 30 under six=30; the 6s keep 35 and 70 */
	assert_int_equal(points_of("classic", "roll 123456"), 35);
	assert_int_equal(points_of("classic six=30", "roll 123456"), 30);
	assert_int_equal(points_of("classic six=30", "roll 666664"), 35);
	assert_int_equal(points_of("classic six=30", "roll 666666"), 70);
	/* without classic, 6s are nothing: 666616 is the run 1, 5 */
	assert_int_equal(points_of("", "roll 666616"), 5);

	/* no reset in classic: 123456 35, then 111123 1-3 +15 = 50 */
	start(&st, 1, "classic");
	turn(&st, 0);
	ok(&st, "roll 123456", "roll 123456");
	turn(&st, 0);
	ok(&st, "roll 111123", "roll 111123");
	assert_int_equal(score(&st, 0), 50);
}

/*
 * A whole game of two, target 100.  Ann throws 1-6 every turn: 35, 70,
 * 105.  Bob throws 1-5 (25), then 1-4 (20): 25, 45.  Ann's third throw
 * takes her to 105 >= 100: the game ends before Bob's third turn, Ann
 * wins alone (bit 1).
 */
static void
test_full_game(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 6, 1);
	turn(&st, 0);
	expect(&st, 0, 6, 0);
	ok(&st, "roll 1 2 3 4 5 6", "roll 123456");
	assert_int_equal(score(&st, 0), 35);
	expect(&st, 1, 6, 1);
	turn(&st, 1);
	ok(&st, "roll 5,4,3,2,1,1", "roll 543211");
	assert_int_equal(score(&st, 1), 25);
	turn(&st, 0);
	ok(&st, "roll 654321", "roll 654321");
	assert_int_equal(score(&st, 0), 70);
	turn(&st, 1);
	ok(&st, "roll 432166", "roll 432166");
	assert_int_equal(score(&st, 1), 45);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	ok(&st, "roll 162534", "roll 162534");
	assert_int_equal(score(&st, 0), 105);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "a total reached 100");
	expect(&st, -1, 0, 0);
	/* nothing more: a throw, a keep (Bob's turn line is the driver's
	 * to refuse, sequences.t) */
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 123456", 0, "the game is over: a total reached 100");
	no(&st, "keep 1", 0, "the game is over: a total reached 100");
	no(&st, "stop", 0, "the game is over: a total reached 100");
}

/*
 * The target: reached exactly, or passed; a small target from the
 * option.  target=20: 1-4 scores exactly 20 and wins.  target=1: any
 * throw with a 1 wins, a throw without one does not.  target=1000000:
 * a huge target is just far away.
 */
static void
test_target(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 3, "target=20");
	turn(&st, 0);
	ok(&st, "roll 123366", "roll 123366");	/* 1-3: 15 */
	turn(&st, 1);
	ok(&st, "roll 123345", "roll 123345");	/* 1-5: 25 >= 20 */
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "a total reached 20");

	start(&st, 2, "target=20");
	turn(&st, 0);
	ok(&st, "roll 143266", "roll 143266");	/* 1-4: exactly 20 */
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);

	start(&st, 2, "target=1");
	turn(&st, 0);
	ok(&st, "roll 222222", "roll 222222");	/* nothing: 0 < 1 */
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	ok(&st, "roll 122222", "roll 122222");	/* 1-2: 10 >= 1 */
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "a total reached 1");

	start(&st, 16, "target=1000000");
	turn(&st, 0);
	ok(&st, "roll 123456", "roll 123456");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 1, 6, 1);
}

/*
 * No shared win: the game ends with the first total at the target, so
 * no other total can be level with it then.  Ann, Bob and Cy at target
 * 35: Ann 1-5 (25), Bob 1-5 (25), Cy 1-5 (25): three level totals, and
 * the game goes on; Ann 1-2 (10) reaches 35 and wins alone although Bob
 * and Cy could each reach 35 with their next throw.
 */
static void
test_no_tie(void **state)
{
	struct state st;
	unsigned long w;
	unsigned s;

	(void)state;
	start(&st, 3, "target=35");
	for (s = 0; s < 3; s++) {
		turn(&st, s);
		ok(&st, "roll 123455", "roll 123455");
		assert_int_equal(score(&st, s), 25);
	}
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	ok(&st, "roll 212122", "roll 212122");
	assert_int_equal(score(&st, 0), 35);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
	assert_int_equal(score(&st, 1), 25);
	assert_int_equal(score(&st, 2), 25);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (sequences.t) */
	/* an action before any turn line */
	no(&st, "roll 123456", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws the six dice once");
	no(&st, "roll", 0, "write the 6 dice thrown after roll");
	no(&st, "roll 12345", 1, "a throw is 6 dice, not 5");
	no(&st, "roll 1 2 3 4 5", 5, "a throw is 6 dice, not 5");
	no(&st, "roll 1234561", 1, "a throw is 6 dice, not 7");
	no(&st, "roll 123 456 1", 3, "a throw is 6 dice, not 7");
	no(&st, "roll 1 2 3 4 5 7", 6, "'7' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 123450", 1, "'123450' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 123456 bank", 2, "'bank' is neither dice nor an action: "
	    "the only action is roll");
	no(&st, "keep 11", 0, "nothing is kept in Sequences: a turn is one "
	    "throw of all six dice");
	no(&st, "stop", 0, "nothing to stop in Sequences: a turn is one throw, "
	    "which ends it");
	no(&st, "score 20", 0, "'score' is not a Sequences action: write roll "
	    "and the six dice; the referee scores the throw");
	assert_int_equal(score(&st, 0), 0);
	/* 1-1-2-3-4-5: two 1s, the run 1-5, 25 */
	ok(&st, "roll 112345", "roll 112345");
	assert_int_equal(score(&st, 0), 25);
	/* one throw a turn, and nothing kept or stopped after it */
	no(&st, "roll 123456", 0, "the turn is over: a turn is one throw, and "
	    "this one threw 112345");
	no(&st, "keep 11", 0, "nothing is kept in Sequences: a turn is one "
	    "throw of all six dice");
	no(&st, "stop", 0, "nothing to stop in Sequences: a turn is one throw, "
	    "which ends it");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);

	assert_int_equal(SO->init(st.u.b, 0, NULL, &e), -1);
	assert_string_equal(e.msg, "Sequences is for 1 to 16 players, not 0");
	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Sequences is for 1 to 16 players, not 17");
	/* no variant: the defaults */
	assert_int_equal(SO->init(st.u.b, 1, NULL, &e), 0);
	turn(&st, 0);
	ok(&st, "roll 123456", "roll 123456");
	assert_int_equal(score(&st, 0), 35);
	assert_int_equal(score(&st, 5), 0);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "target=50");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Sequences, start\n"
	    "Target 50.  Runs from 1 score 5, 10, 15, 20, 25, 35.\n"
	    "Three 1s or more reset the total to 0.\n"
	    "Turn  Player  Throw   Run  Points  Ann  Bob\n"
	    "Ann to play.\n");
	/* Ann 1-6 35; Bob 111246, three 1s: a reset at 0; Ann 162666 the
	 * run 1-2, 10: 45; Bob's turn begun, not thrown */
	turn(&st, 0);
	oks(&st, "roll 123456");
	turn(&st, 1);
	oks(&st, "roll 111246");
	turn(&st, 0);
	oks(&st, "roll 162666");
	turn(&st, 1);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Sequences, turn 4 in progress\n"
	    "Target 50.  Runs from 1 score 5, 10, 15, 20, 25, 35.\n"
	    "Three 1s or more reset the total to 0.\n"
	    "Turn  Player  Throw   Run       Points  Ann  Bob\n"
	    "   1  Ann     123456  1-6       +35      35    0\n"
	    "   2  Bob     111246  three 1s  reset    35    0\n"
	    "   3  Ann     162666  1-2       +10      45    0\n"
	    "Bob to play.\n");
	/* Bob 223455, no 1: 0; Ann 1: 5, 50 reaches the target */
	oks(&st, "roll 223455");
	turn(&st, 0);
	oks(&st, "roll 133333");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Sequences, after turn 5\n"
	    "Target 50.  Runs from 1 score 5, 10, 15, 20, 25, 35.\n"
	    "Three 1s or more reset the total to 0.\n"
	    "Turn  Player  Throw   Run       Points  Ann  Bob\n"
	    "   1  Ann     123456  1-6       +35      35    0\n"
	    "   2  Bob     111246  three 1s  reset    35    0\n"
	    "   3  Ann     162666  1-2       +10      45    0\n"
	    "   4  Bob     223455  none      0        45    0\n"
	    "   5  Ann     133333  1         +5       50    0\n"
	    "Ann reached 50 first.\n"
	    "Finished: Ann wins with 50.\n");

	/* no names: P1; classic, six=30, target 70: six 6s 70 at once;
	 * the column as wide as "70" */
	start(&st, 1, "classic six=30 target=70");
	turn(&st, 0);
	oks(&st, "roll 666666");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Sequences, after turn 1\n"
	    "Target 70.  Runs from 1 score 5, 10, 15, 20, 25, 30.\n"
	    "Five 6s score 35, six 6s 70.\n"
	    "Turn  Player  Throw   Run     Points  P1\n"
	    "   1  P1      666666  six 6s  +70     70\n"
	    "P1 reached 70 first.\n"
	    "Finished: P1 wins with 70.\n");
	buf_release(&b);
}

/*
 * A long game: the sheet keeps the last 720 throws.  One player, target
 * 1000000, 735 throws: the first 123456 (35), then 734 of 222222 (0).
 * Throws 1 to 15 fall off the sheet; its first row is turn 16, the total
 * before it 35.
 */
static void
test_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	unsigned i;

	(void)state;
	start(&st, 1, "target=1000000");
	turn(&st, 0);
	ok(&st, "roll 123456", "roll 123456");
	for (i = 1; i < 735; i++) {
		turn(&st, 0);
		ok(&st, "roll 222222", "roll 222222");
	}
	assert_int_equal(score(&st, 0), 35);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_non_null(strstr(b.s, "Turns 1 to 15 are not shown.\n"
	    "Turn  Player  Throw   Run   Points  P1\n"
	    "  16  P1      222222  none  0       35\n"));
	assert_non_null(strstr(b.s, " 735  P1      222222  none  0       35\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * Under the alias, target=40.  By hand:
 *  Ann 1 2 3 4 5 6: 1-6, 35.  Bob 3,3,1,2,5,5: 1-3, 15.
 *  Ann 111222: three 1s, reset to 0.  Bob 512344, 1-5 (25): 15 + 25
 *  = 40 reaches 40.
 * Bob wins (bit 2) with 40; Ann 0.
 */
#define COMPLETE \
	"[Game \"straight-shooter\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"target=40\"]\n" \
	"\n" \
	"Ann: roll 1 2 3 4 5 6\n" \
	"Bob: roll 3,3,1,2,5,5\n" \
	"Ann: roll 111222\n" \
	"Bob:\n" \
	"  roll 512344\n"

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
	assert_int_equal(G->session->score(r.rs.st.b, 0), 0);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 40);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 123456\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:10:1: error: turn 5 (Ann): the game is over: a total "
	    "reached 40\n"
	    "Ann: roll 123456\n"
	    "^~~\n");
	free(r.out);

	/* a keep on the line */
	run_text(&r, "[Game \"sequences\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 113456 keep 11\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:18: error: turn 1 (Ann): 'keep 11': nothing is kept in "
	    "Sequences: a turn is one throw of all six dice\n"
	    "Ann: roll 113456 keep 11\n"
	    "                 ^~~~\n");
	free(r.out);

	/* Ann plays out of turn */
	run_text(&r, "[Game \"sequences\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 123456\nAnn: roll 123456\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's\n"
	    "Ann: roll 123456\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_runs),
		cmocka_unit_test(test_reset),
		cmocka_unit_test(test_classic),
		cmocka_unit_test(test_full_game),
		cmocka_unit_test(test_target),
		cmocka_unit_test(test_no_tie),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
