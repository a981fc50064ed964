/*
 * test_pig: the rules of Pig, each accepted once and refused once,
 * through the session interface; then whole records through the reader
 * and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/pig.c: one die, a 1
 * ends the turn with nothing; dice=2: a single 1 loses the turn, a double
 * 1 banks exactly 25, another double counts twice.
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

extern const struct game game_pig;

#define G	(&game_pig)
#define SO	(game_pig.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("pig"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Pig");
	assert_null(G->parse);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "5", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 100);
	assert_int_equal(v.val[game_opt_index(G, "dice")], 1);
	assert_int_equal(variant_parse(G, "dice=3", &v, &e), -1);
	assert_string_equal(e.msg, "dice must be a whole number from 1 to 2");
	assert_int_equal(variant_parse(G, "doubles", &v, &e), -1);
	assert_string_equal(e.msg, "Pig has no option 'doubles'");
}

static void
test_one_die(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	expect(&st, 0, 1, 0);
	oks(&st, "roll 3; roll 6; roll 2");
	expect(&st, 0, 1, 0);
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 0), 11);
	expect(&st, 1, 1, 1);
	turn(&st, 1);
	/* a 1 loses what the turn had */
	oks(&st, "roll 6; roll 6; roll 1");
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	/* a 1 at once */
	oks(&st, "roll 1");
	assert_int_equal(score(&st, 0), 11);
	assert_false(over(&st, NULL, NULL));
}

static void
test_two_dice(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "dice=2");
	turn(&st, 0);
	expect(&st, 0, 2, 0);
	/* 3 + 4, then double 6 twice 12, then double 2 twice 4 */
	oks(&st, "roll 34; roll 66; roll 22; stop");
	assert_int_equal(score(&st, 0), 7 + 24 + 8);
	turn(&st, 1);
	/* a single 1, either die, loses the turn */
	oks(&st, "roll 56; roll 51");
	assert_int_equal(score(&st, 1), 0);
	turn(&st, 0);
	oks(&st, "roll 16");
	assert_int_equal(score(&st, 0), 39);
	turn(&st, 1);
	/* double 1: exactly 25 whatever the turn held (11 + 20 here) */
	oks(&st, "roll 56; roll 55; roll 11");
	assert_int_equal(score(&st, 1), 25);
	no(&st, "stop", 0, "the turn is over: its double 1 banked 25");
	turn(&st, 0);
	/* double 1 on the first throw is 25 too */
	oks(&st, "roll 11");
	assert_int_equal(score(&st, 0), 64);
	/* the dice written apart or with commas */
	turn(&st, 1);
	ok(&st, "roll 4,5", "roll 45");
	ok(&st, "roll 2 3", "roll 23");
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 1), 25 + 9 + 5);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (pig.t) */
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws at least once");
	no(&st, "stop", 0, "nothing to bank: throw first");
	no(&st, "roll", 0, "write the 1 die thrown after roll");
	no(&st, "roll 34", 1, "a throw is 1 die, not 2");
	no(&st, "roll 3 4", 2, "a throw is 1 die, not 2");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 6x", 1, "'6x' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll six", 1, "'six' is neither dice nor an action: the "
	    "actions are roll and stop");
	no(&st, "keep 3", 0, "'keep' is not a Pig action: write roll or stop");
	no(&st, "score 3", 0, "'score' is not a Pig action: write roll or "
	    "stop");
	/* a misspelt verb is named, opening the action or among dice */
	no(&st, "rol 3", 0, "'rol' is not a Pig action: write roll or stop: "
	    "did you mean 'roll'?");
	no(&st, "roll sotp", 1, "'sotp' is neither dice nor an action: the "
	    "actions are roll and stop: did you mean 'stop'?");
	ok(&st, "roll 4", "roll 4");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it ends with "
	    "stop or a 1");
	no(&st, "stop 4", 1, "stop takes nothing after it");
	ok(&st, "stop", "stop");
	no(&st, "roll 4", 0, "the turn is over: its points are banked");
	turn(&st, 1);
	oks(&st, "roll 1");
	no(&st, "stop", 0, "the turn is over: it threw a 1");

	start(&st, 1, "dice=2");
	turn(&st, 0);
	no(&st, "roll 3", 1, "a throw is 2 dice, not 1");
	no(&st, "roll 345", 1, "a throw is 2 dice, not 3");
	no(&st, "roll 3 4 5", 3, "a throw is 2 dice, not 3");
}

static void
test_target_and_round(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	/* Ann reaches 20 in round 2; Bob finishes the round and passes */
	start(&st, 2, "target=20");
	turn(&st, 0);
	oks(&st, "roll 6; roll 5; roll 4; stop");
	turn(&st, 1);
	oks(&st, "roll 3; roll 1");
	turn(&st, 0);
	oks(&st, "roll 2; roll 3; stop");
	assert_int_equal(score(&st, 0), 20);
	assert_false(over(&st, NULL, NULL));
	expect(&st, 1, 1, 1);
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 6; roll 4; stop");
	assert_int_equal(score(&st, 1), 22);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "the round in which a total reached 20 is "
	    "complete");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 3", 0, "the game is over: the round in which a total "
	    "reached 20 is complete");

	/* equal totals share; the double 1's 25 reaches the target */
	start(&st, 2, "target=25 dice=2");
	turn(&st, 0);
	oks(&st, "roll 11");
	turn(&st, 1);
	oks(&st, "roll 11");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 3);

	/* one player: the round is the turn */
	start(&st, 1, "target=5");
	turn(&st, 0);
	oks(&st, "roll 5; stop");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "target=20");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Pig, start\n"
	    "Target 20 with 1 die.\n"
	    "Turn  Player  Points  Ann  Bob\n"
	    "Ann to play.\n");
	turn(&st, 0);
	oks(&st, "roll 6; roll 5; roll 4; stop");
	turn(&st, 1);
	oks(&st, "roll 3; roll 1");
	turn(&st, 0);
	oks(&st, "roll 2");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Pig, turn 3 in progress\n"
	    "Target 20 with 1 die.\n"
	    "Turn  Player  Points  Ann  Bob\n"
	    "   1  Ann     +15      15    0\n"
	    "   2  Bob     a 1      15    0\n"
	    "Ann's turn: 2 so far; throw or stop.\n"
	    "Ann to play.\n");
	oks(&st, "roll 3; stop");
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 6; roll 4; stop");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Pig, after turn 4\n"
	    "Target 20 with 1 die.\n"
	    "Turn  Player  Points  Ann  Bob\n"
	    "   1  Ann     +15      15    0\n"
	    "   2  Bob     a 1      15    0\n"
	    "   3  Ann     +5       20    0\n"
	    "   4  Bob     +22      20   22\n"
	    "Ann reached 20; the round is complete.\n"
	    "Finished: Bob wins with 22.\n");

	/* two dice, a double 1, no names */
	start(&st, 1, "dice=2");
	turn(&st, 0);
	oks(&st, "roll 11");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Pig, after turn 1\n"
	    "Target 100 with 2 dice.\n"
	    "Turn  Player  Points        P1\n"
	    "   1  P1      double 1 +25  25\n"
	    "P1 to play.\n");
	buf_release(&b);
}

/* 800 turns: the sheet keeps the last 720, the totals stay right. */
static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	const char *p;
	int i, lines = 0;

	(void)state;
	start(&st, 1, "target=1000");
	turn(&st, 0);
	oks(&st, "roll 5; stop");
	for (i = 2; i <= 800; i++) {
		turn(&st, 0);
		oks(&st, "roll 1");
	}
	assert_int_equal(score(&st, 0), 5);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, target, the note, the header, 720 rows, the status */
	assert_int_equal(lines, 725);
	assert_non_null(strstr(b.s,
	    "Pig, after turn 800\n"
	    "Target 1000 with 1 die.\n"
	    "Turns 1 to 80 are not shown.\n"
	    "Turn  Player  Points  P1\n"
	    "  81  P1      a 1      5\n"
	    "  82  P1      a 1      5\n"));
	assert_non_null(strstr(b.s,
	    " 800  P1      a 1      5\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * Target 30, two dice.  By hand:
 *  1 Ann 3+4 = 7, 6-6 = 24: 31, banked: 31, over the target.
 *  2 Bob 2-2 = 8, 5+6 = 11, 3-3 = 12: 31, then 1 1: exactly 25.
 * Ann reached 30 in round 1, Bob's turn ends it: Ann 31 beats Bob 25.
 */
#define COMPLETE \
	"[Game \"pig\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"target=30 dice=2\"]\n" \
	"\n" \
	"Ann: roll 3 4 roll 66 stop\n" \
	"Bob: roll 22, roll 56; roll 3 3\n" \
	"  roll 1 1\n"

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
	assert_int_equal(r.rs.turns, 2);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 31);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 25);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 45\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 3 (Ann): the game is over: the round in "
	    "which a total reached 30 is complete\n"
	    "Ann: roll 45\n"
	    "^~~\n");
	free(r.out);

	/* Bob plays out of turn */
	run_text(&r, "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 4 stop\nAnn: roll 5 stop\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's\n"
	    "Ann: roll 5 stop\n"
	    "^~~\n");
	free(r.out);

	/* a line of the player whose turn goes on is of that turn: Ann's
	 * 6 5 4 (15) on lines 4 and 5 is turn 1, Bob's 3 then 1 turn 2 */
	run_text(&r, "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 6 roll 5\nAnn: roll 4 stop\nBob: roll 3 roll 1\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_int_equal(r.rs.turns, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 15);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 0);
	/* so Ann's 2 on line 7 is turn 3, and her line 8 turn 4 */
	run_text(&r, "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 6 roll 5\nAnn: roll 4 stop\nBob: roll 3 roll 1\n"
	    "Ann: roll 2 stop\nAnn: roll 5\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 4 (Ann): it is Bob's turn, not Ann's\n"
	    "Ann: roll 5\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_one_die),
		cmocka_unit_test(test_two_dice),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_target_and_round),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
