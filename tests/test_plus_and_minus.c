/*
 * test_plus_and_minus: the rules of Plus and Minus, each accepted once and
 * refused once, through the session interface; then whole records
 * through the reader and the driver, the rule page's worked example among
 * them.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/plus-and-minus.c: a
 * turn throws 5, 3, 2 and 1 dice; two dice of the first throw are kept
 * and added, one of the second subtracted, one of the third added, and
 * the last die is subtracted; rounds=5; the highest total wins, equal
 * totals share.
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

extern const struct game game_plus_and_minus;

#define G	(&game_plus_and_minus)
#define SO	(game_plus_and_minus.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("plus-and-minus"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Plus and Minus");
	assert_null(G->parse);
	assert_null(SO->legal);
	assert_null(SO->category);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "6", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 5);
	assert_int_equal(variant_parse(G, "rounds=3", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 3);
	assert_int_equal(variant_parse(G, "rounds=0", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "10000");
	assert_int_equal(variant_parse(G, "target=50", &v, &e), -1);
	assert_string_equal(e.msg, "Plus and Minus has no option 'target'");
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 0, &v, &e), -1);
	assert_string_equal(e.msg, "Plus and Minus is for 1 to 16 players, "
	    "not 0");
	assert_int_equal(SO->init(st.u.b, 17, &v, &e), -1);
	assert_string_equal(e.msg, "Plus and Minus is for 1 to 16 players, "
	    "not 17");
}

/* A turn step by step: what is due, and the score as it goes. */
static void
test_turn(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "rounds=10");
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	expect(&st, 0, 5, 0);
	/* the rule page's numbers with the right dice: 6+5 = 11, 11-3 = 8,
	 * 8+4 = 12, 12-5 = 7 */
	ok(&st, "roll 6,5,2,2,1", "roll 65221");
	expect(&st, 0, 0, 0);		/* a keep is due, not a throw */
	assert_int_equal(score(&st, 0), 0);
	ok(&st, "keep 6 5", "keep 65");
	assert_int_equal(score(&st, 0), 11);
	expect(&st, 0, 3, 0);
	ok(&st, "roll 5 4 3", "roll 543");
	expect(&st, 0, 0, 0);
	ok(&st, "keep 3", "keep 3");
	assert_int_equal(score(&st, 0), 8);
	expect(&st, 0, 2, 0);
	ok(&st, "roll 4,2", "roll 42");
	expect(&st, 0, 0, 0);
	ok(&st, "keep 4", "keep 4");
	assert_int_equal(score(&st, 0), 12);
	expect(&st, 0, 1, 0);
	/* the last die is subtracted with no keep, and the turn is over */
	ok(&st, "roll 5", "roll 5");
	assert_int_equal(score(&st, 0), 7);
	expect(&st, 0, 5, 1);

	/* the best a turn can do: 6+6 = 12, -1 = 11, +6 = 17, -1 = 16 */
	turn(&st, 0);
	oks(&st, "roll 66612; keep 66; roll 612; keep 1; roll 61; keep 6; "
	    "roll 1");
	assert_int_equal(score(&st, 0), 7 + 16);
	/* the worst: 1+1 = 2, -6 = -4, +1 = -3, -6 = -9 */
	turn(&st, 0);
	oks(&st, "roll 11666; keep 11; roll 666; keep 6; roll 16; keep 1; "
	    "roll 6");
	assert_int_equal(score(&st, 0), 23 - 9);
	/* the player's choice, not the best (a ruling): 3+2 = 5 from
	 * 65432; the turn so far is on the total at once: 14 + 5 = 19 */
	turn(&st, 0);
	oks(&st, "roll 65432; keep 32");
	assert_int_equal(score(&st, 0), 14 + 5);
	/* -6: -1 (total 13), +5: 4 (18), -6: -2 (12) */
	oks(&st, "roll 654; keep 6");
	assert_int_equal(score(&st, 0), 13);
	oks(&st, "roll 65; keep 5; roll 6");
	assert_int_equal(score(&st, 0), 14 - 2);
	/* keep the dice in the order written: 2 then 6 */
	turn(&st, 0);
	ok(&st, "roll 62111", "roll 62111");
	ok(&st, "keep 2,6", "keep 26");
	assert_int_equal(score(&st, 0), 12 + 8);
	assert_false(over(&st, NULL, NULL));
}

/* The rule page's example turn throws 4 dice on its second throw, when 65
 * kept from 65221 leaves 3: refused. */
static void
test_rule_example(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 65221; keep 65");
	no(&st, "roll 5433", 1, "only 3 dice are left, 4 were thrown");
	assert_int_equal(score(&st, 0), 11);
	expect(&st, 0, 3, 0);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn, or after the end, is the driver's to refuse
	 * (plus-and-minus.t) */
	no(&st, "roll 65221", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws four times");
	no(&st, "keep 65", 0, "nothing to keep: throw first");
	no(&st, "stop", 0, "no stopping in Plus and Minus: a turn is all four "
	    "throws");
	no(&st, "roll", 0, "write the 5 dice thrown after roll");
	no(&st, "roll 6522", 1, "the first throw is of all 5 dice, not 4");
	/* the sixth die is in word 3 */
	no(&st, "roll 65 22 13", 3, "the first throw is of all 5 dice, not 6");
	no(&st, "roll 65271", 1, "'65271' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 6 5 2 7 1", 4, "'7' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll six", 1, "'six' is neither dice nor an action: the "
	    "actions are roll and keep");
	no(&st, "score 65221", 0, "'score' is not a Plus and Minus action: "
	    "write roll or keep");

	ok(&st, "roll 65221", "roll 65221");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: nothing is "
	    "kept from its throw 65221");
	no(&st, "roll 543", 0, "keep 2 dice of the throw 65221 first: they "
	    "are added");
	no(&st, "keep", 0, "write the 2 dice kept after keep");
	no(&st, "keep 6", 1, "from the first throw 2 dice are kept, not 1");
	no(&st, "keep 652", 1, "from the first throw 2 dice are kept, not 3");
	no(&st, "keep 6 5 2", 3, "from the first throw 2 dice are kept, not 3");
	no(&st, "keep 64", 1, "the throw 65221 has no 4");
	no(&st, "keep 6 6", 2, "the throw 65221 has only one 6");
	no(&st, "keep 65 x", 2, "'x' is neither dice nor an action: the "
	    "actions are roll and keep");
	/* 2+2 = 4: the player's choice */
	ok(&st, "keep 22", "keep 22");
	assert_int_equal(score(&st, 0), 4);
	no(&st, "keep 1", 0, "22 is kept from the throw 65221 already: throw "
	    "the 3 dice left");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: 3 dice are "
	    "left to throw");
	no(&st, "roll 6521", 1, "only 3 dice are left, 4 were thrown");
	no(&st, "roll 65", 1, "3 dice are left, only 2 were thrown: every die "
	    "left is thrown");

	ok(&st, "roll 651", "roll 651");
	no(&st, "roll 55", 0, "keep 1 die of the throw 651 first: it is "
	    "subtracted");
	no(&st, "keep", 0, "write the 1 die kept after keep");
	no(&st, "keep 15", 1, "from the second throw 1 die is kept, not 2");
	no(&st, "keep 3", 1, "the throw 651 has no 3");
	ok(&st, "keep 1", "keep 1");		/* 4 - 1 = 3 */
	assert_int_equal(score(&st, 0), 3);
	no(&st, "roll 1", 1, "2 dice are left, only 1 was thrown: every die "
	    "left is thrown");

	ok(&st, "roll 33", "roll 33");
	no(&st, "roll 3", 0, "keep 1 die of the throw 33 first: it is added");
	no(&st, "keep 4", 1, "the throw 33 has no 4");
	no(&st, "keep 3 3", 2, "from the third throw 1 die is kept, not 2");
	ok(&st, "keep 3", "keep 3");		/* 3 + 3 = 6 */
	assert_int_equal(score(&st, 0), 6);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: 1 die is "
	    "left to throw");
	no(&st, "keep 3", 0, "3 is kept from the throw 33 already: throw the "
	    "1 die left");
	no(&st, "roll 12", 1, "only 1 die is left, 2 were thrown");

	ok(&st, "roll 2", "roll 2");		/* 6 - 2 = 4 */
	assert_int_equal(score(&st, 0), 4);
	no(&st, "keep 2", 0, "the turn is over: its last die, a 2, was "
	    "subtracted; it scored 4");
	no(&st, "roll 2", 0, "the turn is over: its last die, a 2, was "
	    "subtracted; it scored 4");
	no(&st, "stop", 0, "the turn is over: its last die, a 2, was "
	    "subtracted; it scored 4");
	assert_int_equal(score(&st, 1), 0);
}

/* Four turns of Ann, Bob and Cy, each worked out by hand below. */
static void
test_end_and_winner(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 3, "rounds=2");
	turn(&st, 0);			/* 6+6 -3 +5 -4 = 10 */
	oks(&st, "roll 66543; keep 66; roll 543; keep 3; roll 54; keep 5; "
	    "roll 4");
	turn(&st, 1);			/* 1+2 -5 +3 -4 = -3 */
	oks(&st, "roll 12345; keep 12; roll 345; keep 5; roll 34; keep 3; "
	    "roll 4");
	turn(&st, 2);			/* 5+5 -5 +5 -5 = 5 */
	oks(&st, "roll 55555; keep 55; roll 555; keep 5; roll 55; keep 5; "
	    "roll 5");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);			/* 1+1 -1 +1 -1 = 1: Ann 11 */
	oks(&st, "roll 11111; keep 11; roll 111; keep 1; roll 11; keep 1; "
	    "roll 1");
	turn(&st, 1);			/* 6+6 -1 +6 -1 = 16: Bob 13 */
	oks(&st, "roll 66666; keep 66; roll 661; keep 1; roll 66; keep 6; "
	    "roll 1");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 2, 5, 1);
	turn(&st, 2);			/* 4+4 -4 +4 -4 = 4: Cy 9 */
	oks(&st, "roll 44444; keep 44; roll 444; keep 4; roll 44; keep 4; "
	    "roll 4");
	assert_int_equal(score(&st, 0), 11);
	assert_int_equal(score(&st, 1), 13);
	assert_int_equal(score(&st, 2), 9);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);			/* Bob */
	assert_string_equal(why, "all 2 rounds are complete");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 12345", 0, "the game is over: all 2 rounds are "
	    "complete");

	/* equal totals share: Ann 6+6 -3 +5 -4 = 10, Bob 5+5 -2 +6 -4 =
	 * 10 */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 66543; keep 66; roll 543; keep 3; roll 54; keep 5; "
	    "roll 4");
	turn(&st, 1);
	oks(&st, "roll 55432; keep 55; roll 432; keep 2; roll 63; keep 6; "
	    "roll 4");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "the one round is complete");

	/* below zero, and shared: both 1+1 -6 +1 -6 = -9 */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 11666; keep 11; roll 666; keep 6; roll 16; keep 1; "
	    "roll 6");
	turn(&st, 1);
	oks(&st, "roll 61616; keep 11; roll 666; keep 6; roll 61; keep 1; "
	    "roll 6");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 3);
	assert_int_equal(score(&st, 0), -9);
	assert_int_equal(score(&st, 1), -9);

	/* the default: five rounds; one player scoring 1+1 -1 +1 -1 = 1 a
	 * turn */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 11111; keep 11; roll 111; keep 1; roll 11; keep 1; "
	    "roll 1");
	turn(&st, 0);
	oks(&st, "roll 11111; keep 11; roll 111; keep 1; roll 11; keep 1; "
	    "roll 1");
	turn(&st, 0);
	oks(&st, "roll 11111; keep 11; roll 111; keep 1; roll 11; keep 1; "
	    "roll 1");
	turn(&st, 0);
	oks(&st, "roll 11111; keep 11; roll 111; keep 1; roll 11; keep 1; "
	    "roll 1");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	oks(&st, "roll 11111; keep 11; roll 111; keep 1; roll 11; keep 1; "
	    "roll 1");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "all 5 rounds are complete");
	assert_int_equal(score(&st, 0), 5);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bartholomew" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "rounds=2");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* the Player column is as wide as "Bartholomew", 11 */
	assert_string_equal(b.s,
	    "Plus and Minus, start\n"
	    "Round 1 of 2.\n"
	    "Turn  Player       Thrown  Kept  Score  Total\n"
	    "Totals: Ann 0, Bartholomew 0.\n"
	    "Ann to play.\n");
	turn(&st, 0);			/* 11, 8, 12, 7 */
	oks(&st, "roll 65221; keep 65; roll 543; keep 3; roll 42; keep 4; "
	    "roll 5");
	turn(&st, 1);
	oks(&st, "roll 66431");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Plus and Minus, turn 2 in progress\n"
	    "Round 1 of 2.\n"
	    "Turn  Player       Thrown  Kept  Score  Total\n"
	    "   1  Ann          65221   +6+5     11     11\n"
	    "                   543     -3        8      8\n"
	    "                   42      +4       12     12\n"
	    "                   5       -5        7      7\n"
	    "   2  Bartholomew  66431\n"
	    "Totals: Ann 7, Bartholomew 0.\n"
	    "Bartholomew's turn: 0 so far; keep 2 dice of 66431, to add.\n"
	    "Bartholomew to play.\n");
	oks(&st, "keep 66");		/* 12 */
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "   2  Bartholomew  66431   +6+6     12     12\n"
	    "Totals: Ann 7, Bartholomew 12.\n"
	    "Bartholomew's turn: 12 so far; throw the 3 dice left.\n"
	    "Bartholomew to play.\n"));
	oks(&st, "roll 612; keep 1; roll 35; keep 5; roll 2"); /* 14 */
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "Plus and Minus, after turn 2\n"
	    "Round 2 of 2.\n"));
	assert_non_null(strstr(b.s,
	    "                   2       -2       14     14\n"
	    "Totals: Ann 7, Bartholomew 14.\n"
	    "Ann to play.\n"));

	/* no names, a score below zero: 2, -4, -3, -9 */
	start(&st, 1, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 11666; keep 11; roll 666; keep 6; roll 16; keep 1; "
	    "roll 6");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Plus and Minus, after turn 1\n"
	    "Round 1 of 1.\n"
	    "Turn  Player  Thrown  Kept  Score  Total\n"
	    "   1  P1      11666   +1+1      2      2\n"
	    "              666     -6       -4     -4\n"
	    "              16      +1       -3     -3\n"
	    "              6       -6       -9     -9\n"
	    "Totals: P1 -9.\n"
	    "The game is over: the one round is complete.\n"
	    "Finished: P1 wins with -9.\n");
	buf_release(&b);
}

/* 500 turns of 1 each: the sheet keeps the last 480, the totals stay
 * right. */
static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	const char *p;
	int i, lines = 0;

	(void)state;
	start(&st, 1, "rounds=1000");
	for (i = 1; i <= 500; i++) {
		turn(&st, 0);
		oks(&st, "roll 11111; keep 11; roll 111; keep 1; roll 11; "
		    "keep 1; roll 1");
	}
	assert_int_equal(score(&st, 0), 500);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, round, the note, the header, 480 turns of 4 rows, the
	 * totals, the status */
	assert_int_equal(lines, 4 + 480 * 4 + 2);
	/* turn 21 starts from 20: 22, 21, 22, 21 */
	assert_non_null(strstr(b.s,
	    "Plus and Minus, after turn 500\n"
	    "Round 501 of 1000.\n"
	    "Turns 1 to 20 are not shown.\n"
	    "Turn  Player  Thrown  Kept  Score  Total\n"
	    "  21  P1      11111   +1+1      2     22\n"
	    "              111     -1        1     21\n"));
	assert_non_null(strstr(b.s,
	    " 500  P1      11111   +1+1      2    501\n"
	    "              111     -1        1    500\n"
	    "              11      +1        2    501\n"
	    "              1       -1        1    500\n"
	    "Totals: P1 500.\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * One round, two players.  By hand:
 *  Ann 65221 keeps 65: 11; 543 keeps 3: 8; 42 keeps 4: 12; 5: 7.
 *  Bob 66431 keeps 66: 12; 612 keeps 1: 11; 35 keeps 5: 16; 2: 14.
 * Bob's turn ends the round: Bob 14 beats Ann 7.
 */
#define COMPLETE \
	"[Game \"plus-and-minus\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"rounds=1\"]\n" \
	"\n" \
	"Ann: roll 6 5 2 2 1, keep 65;\n" \
	"  roll 5,4,3 keep 3 roll 42 keep 4 roll 5\n" \
	"Bob: roll 66431 keep 66 roll 612 keep 1 roll 35 keep 5 roll 2\n"

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
	assert_int_equal(r.rs.winners, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 7);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 14);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 12345\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 3 (Ann): the game is over: the one "
	    "round is complete\n"
	    "Ann: roll 12345\n"
	    "^~~\n");
	free(r.out);

	/* the rule page's example turn, as a record: refused at its second
	 * throw, 4 dice when 3 are left */
	run_text(&r, "[Game \"plus-and-minus\"]\n[Players \"Ann\"]\n\n"
	    "Ann: roll 65221 keep 65 roll 5433 keep 3 roll 42 keep 4 roll 5\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:30: error: turn 1 (Ann): 'roll 5433': only 3 dice "
	    "are left, 4 were thrown\n"
	    "Ann: roll 65221 keep 65 roll 5433 keep 3 roll 42 keep 4 roll 5\n"
	    "                             ^~~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_turn),
		cmocka_unit_test(test_rule_example),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
