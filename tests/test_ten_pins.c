/*
 * test_ten_pins: the rules of Ten Pins, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/ten-pins.c: two
 * dice; frames of up to three throws; a held die stays for the frame; a
 * 6 counts 0; 5-5 on throw 1 is a strike, 10 + the dice at the frame's
 * end; 5-5 showing after throw 2 or 3 of another frame is a spare, 10 +
 * the next frame's first throw (the last frame: one bonus throw);
 * otherwise the dice at the frame's end; rounds=10; highest total wins,
 * equal totals sharing.
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

extern const struct game game_ten_pins;

#define G	(&game_ten_pins)
#define SO	(game_ten_pins.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("ten-pins"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Ten Pins");
	assert_null(G->parse);
	assert_null(SO->category);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "hold", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "55", 2));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 10);
	assert_int_equal(variant_parse(G, "rounds=99", &v, &e), 0);
	assert_int_equal(variant_parse(G, "rounds=100", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "99");
	assert_int_equal(variant_parse(G, "lanes=2", &v, &e), -1);
	assert_string_equal(e.msg, "Ten Pins has no option 'lanes'");
}

/* Open frames: stop, the third throw, holds, and the 6 counting 0. */
static void
test_open(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	expect(&st, 0, 2, 0);
	/* stop after throw 1: 4 + 3 = 7 */
	oks(&st, "roll 43; stop");
	assert_int_equal(score(&st, 0), 7);
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	/* 5 2, hold the 5: one die is thrown, 3; stop: 5 + 3 = 8 */
	oks(&st, "roll 52; hold 5");
	expect(&st, 0, 1, 0);
	oks(&st, "roll 3");
	assert_int_equal(score(&st, 0), 7);	/* a frame in progress: 0 */
	oks(&st, "stop");
	assert_int_equal(score(&st, 0), 7 + 8);
	turn(&st, 0);
	/* the third throw ends the frame: 6 and 3 count 0 + 3 */
	oks(&st, "roll 12; roll 66; roll 63");
	assert_int_equal(score(&st, 0), 15 + 3);
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	/* the held die stays: 4 held, then 1 and 2 alone: 4 + 2 = 6 */
	oks(&st, "roll 14; hold 4; roll 1; roll 2");
	assert_int_equal(score(&st, 0), 18 + 6);
	turn(&st, 0);
	/* the die held may be the second written; a 6 counts 0 */
	oks(&st, "roll 36; hold 6; roll 4; stop");
	assert_int_equal(score(&st, 0), 24 + 0 + 4);
	turn(&st, 0);
	/* dice written apart or with commas */
	ok(&st, "roll 2 1", "roll 21");
	ok(&st, "roll 3,4", "roll 34");
	ok(&st, "hold 4", "hold 4");
	ok(&st, "roll 4", "roll 4");
	/* third throw: 4 + 4 = 8 */
	assert_int_equal(score(&st, 0), 28 + 8);
	assert_false(over(&st, NULL, NULL));
}

/* Strikes: 5-5 on throw 1, both dice again, 10 + the dice at the end. */
static void
test_strike(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 55", "roll 55");
	expect(&st, 0, 2, 0);
	/* throws 2 and 3 of both dice: 10 + 2 + 1 = 13 */
	oks(&st, "roll 43; roll 21");
	assert_int_equal(score(&st, 0), 13);
	turn(&st, 0);
	/* a hold in a strike frame: 4 held, then 5: 10 + 4 + 5 = 19 */
	oks(&st, "roll 55; roll 34; hold 4; roll 5");
	assert_int_equal(score(&st, 0), 13 + 19);
	turn(&st, 0);
	/* 5-5 after a strike is no spare; stop after throw 2: 10 + 10 */
	oks(&st, "roll 55; roll 55; stop");
	assert_int_equal(score(&st, 0), 32 + 20);
	turn(&st, 0);
	/* 5-5 on the third throw of a strike: 10 + 10, over */
	oks(&st, "roll 55; roll 12; roll 55");
	assert_int_equal(score(&st, 0), 52 + 20);
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	/* 6s off the alley: 10 + 0 + 0 */
	oks(&st, "roll 55; roll 66; roll 66");
	assert_int_equal(score(&st, 0), 72 + 10);
	/* 5 and 5 on throw 1 in another order is the same strike */
	turn(&st, 0);
	ok(&st, "roll 5 5", "roll 55");
	oks(&st, "roll 16; stop");
	assert_int_equal(score(&st, 0), 82 + 11);
}

/* Spares: 10 now, the bonus with the next frame's first throw. */
static void
test_spare(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	/* both dice thrown again on throw 2: 5 5, a spare, frame over */
	oks(&st, "roll 52; roll 55");
	assert_int_equal(score(&st, 0), 10);
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	/* the bonus is the first throw, 4 + 3 = 7: frame 1 is 17;
	 * frame 2 goes on: 1 5 with the 5 held, then a 5 on throw 3:
	 * another spare */
	ok(&st, "roll 43", "roll 43");
	assert_int_equal(score(&st, 0), 17);
	oks(&st, "roll 15; hold 5; roll 5");
	assert_int_equal(score(&st, 0), 17 + 10);
	turn(&st, 0);
	/* a strike after a spare gives the spare 10: frame 2 is 20 */
	ok(&st, "roll 55", "roll 55");
	assert_int_equal(score(&st, 0), 17 + 20);
	/* frame 3: 10 + 1 + 2 = 13 */
	oks(&st, "roll 12; roll 12");
	assert_int_equal(score(&st, 0), 37 + 13);
	turn(&st, 0);
	/* a held 5 with a 5 on throw 2: a spare */
	oks(&st, "roll 53; hold 5; roll 5");
	assert_int_equal(score(&st, 0), 50 + 10);
	turn(&st, 0);
	/* the bonus counts a 6 as 0: 0 + 4 = 4, frame 4 is 14; frame 5
	 * 4 + 4 = 8 */
	oks(&st, "roll 64; hold 4; roll 4; stop");
	assert_int_equal(score(&st, 0), 60 + 4 + 8);
}

/* The last frame's spare earns one bonus throw in the same turn. */
static void
test_last_frame(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 2, "rounds=2");
	turn(&st, 0);
	oks(&st, "roll 43; stop");			/* 7 */
	turn(&st, 1);
	oks(&st, "roll 55; roll 12; stop");		/* 10 + 3 = 13 */
	turn(&st, 0);
	oks(&st, "roll 25; hold 5; roll 6; roll 5");	/* spare, throw 3 */
	assert_int_equal(score(&st, 0), 7 + 10);
	assert_false(over(&st, NULL, NULL));
	/* the bonus throw: two dice on the same line */
	expect(&st, 0, 2, 0);
	ok(&st, "roll 61", "roll 61");
	/* 10 + 0 + 1: Ann 7 + 11 = 18 */
	assert_int_equal(score(&st, 0), 18);
	expect(&st, 1, 2, 1);
	turn(&st, 1);
	/* a strike in the last frame has no bonus beyond its own throws:
	 * 10 + 4 + 5 = 19; Bob 13 + 19 = 32 */
	oks(&st, "roll 55; roll 45; stop");
	assert_int_equal(score(&st, 1), 32);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);		/* Bob */
	assert_string_equal(why, "the last of the 2 frames is bowled");
	expect(&st, -1, 0, 0);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (ten-pins.t) */
	no(&st, "roll 43", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every frame "
	    "throws at least once");
	no(&st, "hold 5", 0, "nothing is thrown yet: roll first");
	no(&st, "stop", 0, "nothing is thrown yet: roll first");
	no(&st, "roll", 0, "write the 2 dice thrown after roll");
	no(&st, "roll 4", 1, "a throw is 2 dice, not 1");
	no(&st, "roll 432", 1, "a throw is 2 dice, not 3");
	/* the word of the first die too many */
	no(&st, "roll 4 3 2", 3, "a throw is 2 dice, not 3");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 40", 1, "'40' is not dice: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 43 keep", 2, "'keep' is neither dice nor an action: the "
	    "actions are roll, hold and stop");
	no(&st, "keep 5", 0, "'keep' is not a Ten Pins action: write roll, "
	    "hold or stop");
	no(&st, "score 5", 0, "'score' is not a Ten Pins action: write roll, "
	    "hold or stop");

	ok(&st, "roll 52", "roll 52");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: frame 1 ends "
	    "with stop, a spare or its third throw");
	no(&st, "hold", 0, "write the die to hold after hold, as in 'hold 5'");
	no(&st, "hold 4", 1, "there is no 4 in the last throw: it was 52");
	no(&st, "hold 523", 1, "there are 2 dice, not 3");
	no(&st, "hold 55", 1, "there is no 5 beside the 5 in the last throw: "
	    "it was 52");
	no(&st, "hold 25", 0, "holding both dice is standing on them: write "
	    "stop");
	no(&st, "stop 5", 1, "stop takes nothing after it");
	ok(&st, "hold 5", "hold 5");
	no(&st, "roll 34", 1, "the 5 is held: throw the other die alone, not "
	    "2 dice");
	no(&st, "roll 3 4", 2, "the 5 is held: throw the other die alone, not "
	    "2 dice");
	ok(&st, "roll 3", "roll 3");
	no(&st, "hold 5", 1, "the 5 is held already");
	no(&st, "hold 3", 0, "holding both dice is standing on them: write "
	    "stop");
	no(&st, "hold 4", 1, "there is no 4 in the last throw: it was 3");
	no(&st, "hold 35", 1, "the 5 is held: only 1 die is left, not 2");
	ok(&st, "roll 1", "roll 1");
	/* the third throw ended the frame: 5 + 1 = 6 */
	assert_int_equal(score(&st, 0), 6);
	no(&st, "roll 12", 0, "the turn is over: frame 1 ended with its third "
	    "throw");
	no(&st, "stop", 0, "the turn is over: frame 1 ended with its third "
	    "throw");

	turn(&st, 1);
	ok(&st, "roll 55", "roll 55");
	no(&st, "hold 5", 0, "no hold after a strike: both dice are thrown "
	    "again");
	no(&st, "stop", 0, "no stop after a strike: both dice are thrown "
	    "again");
	no(&st, "roll 4", 1, "a throw is 2 dice, not 1");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: after the "
	    "strike in frame 1 both dice are thrown again");
	oks(&st, "roll 43; stop");
	no(&st, "hold 4", 0, "the turn is over: frame 1 ended with stop");

	turn(&st, 0);
	oks(&st, "roll 12; roll 55");
	no(&st, "roll 12", 0, "the turn is over: 5-5 on throw 2 is a spare "
	    "and ended frame 2");
	/* the refusals changed nothing: Ann 6 + 10, Bob 10 + 7 */
	assert_int_equal(score(&st, 0), 16);
	assert_int_equal(score(&st, 1), 17);

	/* the last frame's bonus throw */
	start(&st, 1, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 35; hold 5; roll 5");
	no(&st, "stop", 0, "no stop before the bonus throw: the spare in the "
	    "last frame earns a throw of both dice");
	no(&st, "hold 5", 0, "no hold before the bonus throw: the spare in "
	    "the last frame earns a throw of both dice");
	no(&st, "roll 4", 1, "a throw is 2 dice, not 1");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: the spare in "
	    "frame 1 earns a bonus throw");
	ok(&st, "roll 44", "roll 44");
	/* 10 + 8 */
	assert_int_equal(score(&st, 0), 18);
	no(&st, "roll 44", 0, "the game is over: the only frame is bowled");
	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Ten Pins is for 1 to 16 players, not 17");
}

/*
 * The game of fixtures/ten-pins/complete.rec, ten frames:
 *  frame  Ann                                   Bob
 *   1  52 h5 3 stop: 5+3 = 8              55 61 23: 10+2+3 = 15
 *   2  55 43 h4 5: 10+4+5 = 19            14 23 stop: 2+3 = 5
 *   3  61 25 h5 5: spare, 10+(4+4) = 18   45 h5 6 4: 5+4 = 9
 *   4  44 stop: 8                         36 stop: 3+0 = 3
 *   5  66 66 36: 0+3... = 3               22 55: spare, 10+10 = 20
 *   6  55 55 stop: 10+10 = 20             55 44 h4 1: 10+4+1 = 15
 *   7  12 13 21: 2+1 = 3                  66 stop: 0
 *   8  53 h5 5: spare, 10+(0+4) = 14      51 h5 4 stop: 9
 *   9  64 h4 4 stop: 4+4 = 8              33 34 45: 4+5 = 9
 *  10  35 h5 6 5: spare, bonus 42: 16     55 35 42: 10+4+2 = 16
 * Ann 8+19+18+8+3+20+3+14+8+16 = 117; Bob 15+5+9+3+20+15+0+9+9+16 = 101.
 */
static const char *const ann[10] = {
	"roll 52; hold 5; roll 3; stop", "roll 55; roll 43; hold 4; roll 5",
	"roll 61; roll 25; hold 5; roll 5", "roll 44; stop",
	"roll 66; roll 66; roll 36", "roll 55; roll 55; stop",
	"roll 12; roll 13; roll 21", "roll 53; hold 5; roll 5",
	"roll 64; hold 4; roll 4; stop",
	"roll 35; hold 5; roll 6; roll 5; roll 42"
};
static const char *const bob[10] = {
	"roll 55; roll 61; roll 23", "roll 14; roll 23; stop",
	"roll 45; hold 5; roll 6; roll 4", "roll 36; stop",
	"roll 22; roll 55", "roll 55; roll 44; hold 4; roll 1",
	"roll 66; stop", "roll 51; hold 5; roll 4; stop",
	"roll 33; roll 34; roll 45", "roll 55; roll 35; roll 42"
};

static void
test_game(void **state)
{
	/* the totals after each of Ann's and Bob's turns: a spare's 10
	 * at once, its bonus in the turn of the throw that earns it */
	static const long at[10] = { 8, 27, 37, 53, 56, 76, 79, 89, 101,
	    117 };
	static const long bt[10] = { 15, 20, 29, 32, 42, 67, 67, 76, 85,
	    101 };
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	unsigned f;

	(void)state;
	start(&st, 2, "");
	for (f = 0; f < 10; f++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, 0);
		oks(&st, ann[f]);
		assert_int_equal(score(&st, 0), at[f]);
		turn(&st, 1);
		oks(&st, bob[f]);
		assert_int_equal(score(&st, 1), bt[f]);
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);		/* Ann */
	assert_string_equal(why, "the last of the 10 frames is bowled");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 12", 0, "the game is over: the last of the 10 frames "
	    "is bowled");
	no(&st, "stop", 0, "the game is over: the last of the 10 frames is "
	    "bowled");
}

static void
test_ties(void **state)
{
	struct state st;
	unsigned long w;

	(void)state;
	/*
	 * rounds=1, Ann, Bob, Cy (fixtures/ten-pins/tie.rec):
	 *  Ann 25 h5 5: spare on throw 2, bonus 61: 10 + 0 + 1 = 11
	 *  Bob 55 16 stop: 10 + 1 + 0 = 11
	 *  Cy 43 45 34: 3 + 4 = 7
	 * Ann and Bob share the win with 11.
	 */
	start(&st, 3, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 25; hold 5; roll 5; roll 61");
	turn(&st, 1);
	oks(&st, "roll 55; roll 16; stop");
	turn(&st, 2);
	oks(&st, "roll 43; roll 45; roll 34");
	assert_int_equal(score(&st, 0), 11);
	assert_int_equal(score(&st, 1), 11);
	assert_int_equal(score(&st, 2), 7);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2);

	/* nobody scores: all share 0 */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 66; stop");
	turn(&st, 1);
	oks(&st, "roll 66; roll 66; roll 66");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2);

	/* the last seat wins: Ann 4 + 3 = 7, Bob 4 + 4 = 8 */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 43; stop");
	turn(&st, 1);
	oks(&st, "roll 43; hold 4; roll 4; stop");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "rounds=3");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* "Frame"/"Total" 5 wide; each name right-aligned in 5, after two
	 * spaces */
	assert_string_equal(b.s,
	    "Ten Pins, frame 1 of 3\n"
	    "Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / "
	    "spare.\n"
	    "Frame    Ann    Bob\n"
	    "    1\n"
	    "    2\n"
	    "    3\n"
	    "Total      0      0\n"
	    "Ann to bowl frame 1.\n");
	turn(&st, 0);
	oks(&st, "roll 52; roll 55");			/* spare */
	turn(&st, 1);
	oks(&st, "roll 55");				/* strike */
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ten Pins, frame 1 of 3\n"
	    "Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / "
	    "spare.\n"
	    "Frame    Ann    Bob\n"
	    "    1  / 10+\n"
	    "    2\n"
	    "    3\n"
	    "Total     10      0\n"
	    "Bob's frame 1: a strike; throw both dice again.\n");
	oks(&st, "roll 43");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(strstr(b.s, "Bob's"), "Bob's frame 1 (a strike), "
	    "after throw 2 of 3: 43; hold a die, throw or stop.\n");
	oks(&st, "stop");				/* 10 + 7 */
	turn(&st, 0);
	/* Ann's bonus 6 + 3 counts 3: frame 1 is 13 */
	oks(&st, "roll 63; hold 3");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ten Pins, frame 2 of 3\n"
	    "Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / "
	    "spare.\n"
	    "Frame    Ann    Bob\n"
	    "    1   / 13   X 17\n"
	    "    2\n"
	    "    3\n"
	    "Total     13     17\n"
	    "Ann's frame 2, after throw 1 of 3: 3 held and 6; throw 1 die or "
	    "stop.\n");
	oks(&st, "roll 4; stop");			/* 3 + 4 = 7 */
	turn(&st, 1);
	oks(&st, "roll 66; stop");			/* 0 */
	turn(&st, 0);
	oks(&st, "roll 11; stop");			/* 2 */
	turn(&st, 1);
	oks(&st, "roll 14; hold 4; roll 5");		/* 9, then 4 + 5 */
	oks(&st, "stop");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* Ann 13 + 7 + 2 = 22, Bob 17 + 0 + 9 = 26 */
	assert_string_equal(b.s,
	    "Ten Pins, 3 frames bowled\n"
	    "Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / "
	    "spare.\n"
	    "Frame    Ann    Bob\n"
	    "    1   / 13   X 17\n"
	    "    2      7      0\n"
	    "    3      2      9\n"
	    "Total     22     26\n"
	    "Finished: Bob wins with 26.\n");

	/* no names, a shared win */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 12; stop");
	turn(&st, 1);
	oks(&st, "roll 21; stop");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Ten Pins, 1 frame bowled\n"
	    "Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / "
	    "spare.\n"
	    "Frame     P1     P2\n"
	    "    1      3      3\n"
	    "Total      3      3\n"
	    "Finished: P1 and P2 share the win with 3.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

#define HEAD \
	"[Game \"ten-pins\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"rounds=2\"]\n" \
	"\n"

/* Frame 1: Ann 5+3 = 8, Bob spare 10 + (4 + 1) = 15; frame 2: Ann
 * strike 10 + 4 + 0 = 14, Bob 4 + 1 = 5.  Ann 22, Bob 20. */
#define GAME2 \
	HEAD \
	"Ann: roll 5 2, hold 5; roll 3 stop\n" \
	"Bob: roll 12 roll 55\n" \
	"Ann: roll 55 roll 46\n" \
	"  stop\n" \
	"Bob: roll 4,1 stop\n"

static void
test_record(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, GAME2);
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 4);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 22);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 20);

	/* a turn line after the end: line 10, turn 5 */
	run_text(&r, GAME2 "Ann: roll 12 stop\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:10:1: error: turn 5 (Ann): the game is over: the last "
	    "of the 2 frames is bowled\n"
	    "Ann: roll 12 stop\n"
	    "^~~\n");
	free(r.out);

	/* a refused hold, pointed at its die */
	run_text(&r, HEAD "Ann: roll 52 hold 4\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:19: error: turn 1 (Ann): 'hold 4': there is no 4 in "
	    "the last throw: it was 52\n"
	    "Ann: roll 52 hold 4\n"
	    "                  ^\n");
	free(r.out);

	/* a line of Ann's goes on with her frame in progress */
	run_text(&r, HEAD "Ann: roll 52 hold 5\nAnn: roll 3 stop\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 8);
	assert_false(r.rs.finished);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_open),
		cmocka_unit_test(test_strike),
		cmocka_unit_test(test_spare),
		cmocka_unit_test(test_last_frame),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
