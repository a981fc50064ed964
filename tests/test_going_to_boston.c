/*
 * test_going_to_boston: the rules of Going to Boston, each accepted once
 * and refused once, through the session interface; then whole records
 * through the reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/going-to-boston.c:
 * a turn throws 3, then 2, then 1 dice, the highest die of each throw
 * set aside (one of them when several show it), the last die with them;
 * the turn scores their sum, or (first + second) x third with
 * "multiplication"; the best score of a round wins it, equal best
 * scores all winning it; rounds=5; the most rounds won wins, equal
 * counts sharing.
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

extern const struct game game_going_to_boston;

#define G	(&game_going_to_boston)
#define SO	(game_going_to_boston.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("going-to-boston"), G);
	assert_ptr_equal(game_find("yankee-grab"), G);
	assert_ptr_equal(game_find("newmarket"), G);
	assert_null(game_find("boston"));
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Going to Boston");
	assert_null(G->parse);
	/* rounds won: more ranks higher */
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	/* known only to be refused with the game's reason */
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "653", 3));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 5);
	assert_int_equal(v.val[game_opt_index(G, "multiplication")], 0);
	assert_int_equal(variant_parse(G, "rounds=99 multiplication", &v,
	    &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 99);
	assert_int_equal(v.val[game_opt_index(G, "multiplication")], 1);
	assert_int_equal(variant_parse(G, "rounds=0", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "99");
	assert_int_equal(variant_parse(G, "rounds=100", &v, &e), -1);
	assert_int_equal(variant_parse(G, "multiplication=1", &v, &e), -1);
	assert_string_equal(e.msg, "option 'multiplication' takes no value");
	assert_int_equal(variant_parse(G, "stakes=5", &v, &e), -1);
	assert_string_equal(e.msg, "Going to Boston has no option 'stakes'");
}

/* A turn: 3, 2 and 1 dice, the highest of each set aside; their sum. */
static void
test_turn(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	expect(&st, 0, 3, 0);
	/* 6 5 3: the 6 is set aside, 2 dice are left */
	ok(&st, "roll 653", "roll 653");
	expect(&st, 0, 2, 0);
	/* 4 1: the 4 is set aside, 1 die is left */
	ok(&st, "roll 41", "roll 41");
	expect(&st, 0, 1, 0);
	/* the last die ends the turn: 6 + 4 + 2 = 12 */
	ok(&st, "roll 2", "roll 2");
	expect(&st, 1, 3, 1);
	/* a round counts only when every seat has played it */
	assert_int_equal(score(&st, 0), 0);
	turn(&st, 1);
	/* two 6s: only one is set aside, the other is thrown again and
	 * may be set aside next: 6 + 6 + 3 = 15; dice apart or with
	 * commas */
	ok(&st, "roll 2 6 6", "roll 266");
	ok(&st, "roll 6,5", "roll 65");
	expect(&st, 1, 1, 0);
	ok(&st, "roll 3", "roll 3");
	/* round 1: Bob's 15 beats Ann's 12 */
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 1);
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 3, 1);
	/* round 2: Ann 4 + 3 + 6 = 13 (the highest of 444 is a 4), Bob
	 * 3 + 2 + 1 = 6: Ann's */
	turn(&st, 0);
	oks(&st, "roll 444; roll 13; roll 6");
	turn(&st, 1);
	oks(&st, "roll 123; roll 22; roll 1");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 1);
}

/* multiplication: (first kept + second kept) x the last die. */
static void
test_multiplication(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "rounds=1 multiplication");
	/* Ann keeps 6 and 4, last 5: (6 + 4) x 5 = 50 (the sum: 15) */
	turn(&st, 0);
	oks(&st, "roll 653; roll 41; roll 5");
	/* Bob keeps 6 and 6, last 3: (6 + 6) x 3 = 36 (the sum: 15 too,
	 * so by the sum the round would be shared) */
	turn(&st, 1);
	oks(&st, "roll 662; roll 56; roll 3");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 0);

	/* the same throws by the sum: 15 and 15, a shared round */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 653; roll 41; roll 5");
	turn(&st, 1);
	oks(&st, "roll 662; roll 56; roll 3");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 1);

	/* the order matters: kept 2, 2 and a last 6 make (2 + 2) x 6 =
	 * 24; kept 6, 2 and a last 2 make (6 + 2) x 2 = 16 */
	start(&st, 2, "rounds=1 multiplication");
	turn(&st, 0);
	oks(&st, "roll 221; roll 12; roll 6");
	turn(&st, 1);
	oks(&st, "roll 611; roll 21; roll 2");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 0);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (going-to-boston.t) */
	no(&st, "roll 653", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: a turn is "
	    "three throws, of 3, 2 and 1 dice");
	no(&st, "roll", 0, "write the 3 dice thrown after roll");
	no(&st, "roll 65", 1, "the first throw is of all 3 dice, not 2");
	no(&st, "roll 6 5", 2, "the first throw is of all 3 dice, not 2");
	/* the first word holding a die too many */
	no(&st, "roll 65 31", 2, "the first throw is of all 3 dice, not 4");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 650", 1, "'650' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 653 hold", 2, "'hold' is neither dice nor an action: "
	    "the only action is roll");
	no(&st, "score 12", 0, "'score' is not a Going to Boston action: "
	    "write roll");
	no(&st, "keep 6", 0, "keep is not written: the referee sets the "
	    "highest die of each throw aside");
	no(&st, "stop", 0, "a turn is always three throws: 3 dice are left "
	    "to throw");
	ok(&st, "roll 653", "roll 653");
	no(&st, "roll", 0, "write the 2 dice thrown after roll");
	no(&st, "roll 641", 1, "the 6 is kept: only 2 dice are left to "
	    "throw, not 3");
	no(&st, "roll 4", 1, "the 6 is kept: 2 dice are left to throw, not "
	    "1");
	no(&st, "keep 6", 0, "keep is not written: the referee has set aside "
	    "the 6 of 653");
	no(&st, "stop", 0, "a turn is always three throws: 2 dice are left "
	    "to throw");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it has 2 "
	    "dice left to throw");
	ok(&st, "roll 41", "roll 41");
	no(&st, "roll 23", 1, "6 and 4 are kept: only 1 die is left to "
	    "throw, not 2");
	no(&st, "roll", 0, "write the 1 die thrown after roll");
	no(&st, "keep 4", 0, "keep is not written: the referee has set aside "
	    "the 4 of 41");
	no(&st, "stop", 0, "a turn is always three throws: 1 die is left to "
	    "throw");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it has 1 "
	    "die left to throw");
	ok(&st, "roll 2", "roll 2");
	/* 6 + 4 + 2 = 12 */
	no(&st, "roll 5", 0, "the turn is over: its three throws kept 6, 4 "
	    "and 2, scoring 6 + 4 + 2 = 12");
	no(&st, "keep 2", 0, "the turn is over: its three throws kept 6, 4 "
	    "and 2, scoring 6 + 4 + 2 = 12");
	no(&st, "stop", 0, "the turn is over: its three throws kept 6, 4 and "
	    "2, scoring 6 + 4 + 2 = 12");
	/* the end of a round names the last seat's turn */
	turn(&st, 1);
	oks(&st, "roll 123; roll 45; roll 6");
	/* 3 + 5 + 6 = 14 */
	no(&st, "roll 653", 0, "the turn is over: its three throws kept 3, 5 "
	    "and 6, scoring 3 + 5 + 6 = 14");
	/* the refusals changed nothing: Bob's 14 beat Ann's 12 */
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 1);

	/* under multiplication the reason shows the product */
	start(&st, 1, "multiplication");
	turn(&st, 0);
	oks(&st, "roll 653; roll 41; roll 5");
	no(&st, "roll 1", 0, "the turn is over: its three throws kept 6, 4 "
	    "and 5, scoring (6 + 4) x 5 = 50");
}

/*
 * rounds=3, Ann, Bob and Cy (the game of fixtures/going-to-boston/
 * complete.rec):
 *  round 1: Ann 653 41 2: 6 + 4 + 2 = 12; Bob 266 65 3: 6 + 6 + 3 = 15;
 *           Cy 125 35 5: 5 + 5 + 5 = 15.  Bob and Cy share it.
 *  round 2: Ann 444 13 6: 4 + 3 + 6 = 13; Bob 123 22 1: 3 + 2 + 1 = 6;
 *           Cy 316 52 1: 6 + 5 + 1 = 12.  Ann's.
 *  round 3: Ann 556 55 4: 6 + 5 + 4 = 15; Bob 631 26 6: 6 + 6 + 6 = 18;
 *           Cy 245 34 6: 5 + 4 + 6 = 15.  Bob's.
 * Rounds won: Ann 1, Bob 1 + 1 = 2, Cy 1: Bob wins.
 */
static void
play_complete(struct state *st)
{
	start(st, 3, "rounds=3");
	turn(st, 0);
	oks(st, "roll 653; roll 41; roll 2");
	turn(st, 1);
	oks(st, "roll 266; roll 65; roll 3");
	turn(st, 2);
	oks(st, "roll 125; roll 35; roll 5");
	turn(st, 0);
	oks(st, "roll 444; roll 13; roll 6");
	turn(st, 1);
	oks(st, "roll 123; roll 22; roll 1");
	turn(st, 2);
	oks(st, "roll 316; roll 52; roll 1");
	turn(st, 0);
	oks(st, "roll 556; roll 55; roll 4");
	turn(st, 1);
	oks(st, "roll 631; roll 26; roll 6");
	turn(st, 2);
	oks(st, "roll 245; roll 34; roll 6");
}

static void
test_game(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	int i;

	(void)state;
	play_complete(&st);
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 2);
	assert_int_equal(score(&st, 2), 1);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);		/* Bob */
	assert_string_equal(why, "all 3 rounds are played");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 653", 0, "the game is over: all 3 rounds are played");
	no(&st, "keep 6", 0, "the game is over: all 3 rounds are played");

	/* not over before the last seat of the last round has thrown its
	 * last die */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 111; roll 11; roll 1");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	oks(&st, "roll 222; roll 22");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 1, 1, 0);
	oks(&st, "roll 2");
	/* Ann 1 + 1 + 1 = 3, Bob 2 + 2 + 2 = 6 */
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "the only round is played");

	/* the default 5 rounds, one player: over after the 5th, not
	 * before; a lone player wins every round */
	start(&st, 1, "");
	for (i = 1; i <= 5; i++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, 0);
		oks(&st, "roll 123; roll 12; roll 1");
		assert_int_equal(score(&st, 0), i);
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "all 5 rounds are played");
}

static void
test_ties(void **state)
{
	struct state st;
	unsigned long w;

	(void)state;
	/*
	 * rounds=2, Ann and Bob (fixtures/going-to-boston/tie.rec):
	 *  round 1: Ann 1 + 1 + 1 = 3, Bob 4 + 2 + 3 = 9: Bob's
	 *  round 2: Ann 6 + 6 + 6 = 18, Bob 6 + 4 + 2 = 12: Ann's
	 * one round each: they share the win.
	 */
	start(&st, 2, "rounds=2");
	turn(&st, 0);
	oks(&st, "roll 111; roll 11; roll 1");
	turn(&st, 1);
	oks(&st, "roll 234; roll 12; roll 3");
	turn(&st, 0);
	oks(&st, "roll 666; roll 66; roll 6");
	turn(&st, 1);
	oks(&st, "roll 516; roll 44; roll 2");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 1);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2);

	/*
	 * A shared round counts for each: rounds=2, Ann, Bob, Cy.
	 *  round 1: Ann 6 + 5 + 4 = 15, Bob 5 + 5 + 5 = 15, Cy 6 + 6 + 1
	 *           = 13: Ann and Bob share it
	 *  round 2: Ann 3 + 2 + 1 = 6, Bob 4 + 4 + 4 = 12, Cy 6 + 6 + 6
	 *           = 18: Cy's
	 * Ann 1, Bob 1, Cy 1: all three share the win.
	 */
	start(&st, 3, "rounds=2");
	turn(&st, 0);
	oks(&st, "roll 456; roll 35; roll 4");
	turn(&st, 1);
	oks(&st, "roll 555; roll 55; roll 5");
	turn(&st, 2);
	oks(&st, "roll 611; roll 16; roll 1");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 1);
	assert_int_equal(score(&st, 2), 0);
	turn(&st, 0);
	oks(&st, "roll 123; roll 21; roll 1");
	turn(&st, 1);
	oks(&st, "roll 444; roll 44; roll 4");
	turn(&st, 2);
	oks(&st, "roll 666; roll 66; roll 6");
	assert_int_equal(score(&st, 2), 1);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2 | 4);

	/* round 1 as above; in round 2 Bob's 6 + 6 + 6 = 18 ties Cy's
	 * 18, and both win it: Ann 1, Bob 1 + 1 = 2, Cy 1; Bob wins
	 * alone */
	start(&st, 3, "rounds=2");
	turn(&st, 0);
	oks(&st, "roll 456; roll 35; roll 4");
	turn(&st, 1);
	oks(&st, "roll 555; roll 55; roll 5");
	turn(&st, 2);
	oks(&st, "roll 611; roll 16; roll 1");
	turn(&st, 0);
	oks(&st, "roll 123; roll 21; roll 1");
	turn(&st, 1);
	oks(&st, "roll 666; roll 66; roll 6");
	turn(&st, 2);
	oks(&st, "roll 666; roll 66; roll 6");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 2);
	assert_int_equal(score(&st, 2), 1);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy" };
	struct render_info ri = { 0, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 3, "rounds=3");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* "Round" and "Won" 5 wide; each column as wide as its name or
	 * its widest cell, right-aligned, after two spaces */
	assert_string_equal(b.s,
	    "Going to Boston, round 1 of 3\n"
	    "Each cell: the dice kept, then the score (their sum); * won the "
	    "round.\n"
	    "Round  Ann  Bob  Cy\n"
	    "    1\n"
	    "    2\n"
	    "    3\n"
	    "Won      0    0   0\n"
	    "Ann to play round 1.\n");
	turn(&st, 0);
	oks(&st, "roll 653; roll 41; roll 2");
	turn(&st, 1);
	oks(&st, "roll 266");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* Ann's 642 12 is 6 wide; Bob's 6 kept so far "6.." */
	assert_string_equal(b.s,
	    "Going to Boston, round 1 of 3\n"
	    "Each cell: the dice kept, then the score (their sum); * won the "
	    "round.\n"
	    "Round     Ann  Bob  Cy\n"
	    "    1  642 12  6..\n"
	    "    2\n"
	    "    3\n"
	    "Won         0    0   0\n"
	    "Bob's turn: 6 kept; throw 2 dice.\n");
	oks(&st, "roll 65");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Going to Boston, round 1 of 3\n"
	    "Each cell: the dice kept, then the score (their sum); * won the "
	    "round.\n"
	    "Round     Ann   Bob  Cy\n"
	    "    1  642 12  66..\n"
	    "    2\n"
	    "    3\n"
	    "Won         0     0   0\n"
	    "Bob's turn: 6 and 6 kept; throw 1 die.\n");
	oks(&st, "roll 3");
	turn(&st, 2);
	oks(&st, "roll 125; roll 35; roll 5");
	turn(&st, 0);
	oks(&st, "roll 444; roll 13; roll 6");
	turn(&st, 1);
	oks(&st, "roll 123; roll 22; roll 1");
	turn(&st, 2);
	oks(&st, "roll 316; roll 52; roll 1");
	turn(&st, 0);
	oks(&st, "roll 556; roll 55; roll 4");
	turn(&st, 1);
	oks(&st, "roll 631; roll 26; roll 6");
	turn(&st, 2);
	oks(&st, "roll 245; roll 34; roll 6");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* the rounds of play_complete; "*" on each round's best */
	assert_string_equal(b.s,
	    "Going to Boston, 3 rounds played\n"
	    "Each cell: the dice kept, then the score (their sum); * won the "
	    "round.\n"
	    "Round      Ann      Bob       Cy\n"
	    "    1   642 12  663 15*  555 15*\n"
	    "    2  436 13*    321 6   651 12\n"
	    "    3   654 15  666 18*   546 15\n"
	    "Won          1        2        1\n"
	    "Finished: Bob wins with 2 rounds of 3.\n");

	/* multiplication, no names, a shared win: round 1 P1 (6 + 4) x 5
	 * = 50, P2 (6 + 6) x 3 = 36; round 2 P1 (2 + 2) x 6 = 24, P2
	 * (5 + 3) x 3 = 24 shared; P1 2, P2 1 */
	start(&st, 2, "rounds=2 multiplication");
	turn(&st, 0);
	oks(&st, "roll 653; roll 41; roll 5");
	turn(&st, 1);
	oks(&st, "roll 662; roll 56; roll 3");
	turn(&st, 0);
	oks(&st, "roll 221; roll 12; roll 6");
	turn(&st, 1);
	oks(&st, "roll 345; roll 33; roll 3");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Going to Boston, 2 rounds played\n"
	    "Each cell: the dice kept, then the score ((1st + 2nd) x 3rd); * "
	    "won the round.\n"
	    "Round       P1       P2\n"
	    "    1  645 50*   663 36\n"
	    "    2  226 24*  533 24*\n"
	    "Won          2        1\n"
	    "Finished: P1 wins with 2 rounds of 2.\n");

	/* one round, both 1 + 1 + 1: shared */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 111; roll 11; roll 1");
	turn(&st, 1);
	oks(&st, "roll 111; roll 11; roll 1");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Going to Boston, 1 round played\n"
	    "Each cell: the dice kept, then the score (their sum); * won the "
	    "round.\n"
	    "Round      P1      P2\n"
	    "    1  111 3*  111 3*\n"
	    "Won         1       1\n"
	    "Finished: P1 and P2 share the win with 1 round of 1 each.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* The game of play_complete, with separators and a continued line. */
#define COMPLETE \
	"[Game \"going-to-boston\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"[Variant \"rounds=3\"]\n" \
	"\n" \
	"Ann: roll 653 roll 41 roll 2\n" \
	"Bob: roll 266, roll 6 5;\n" \
	"  roll 3\n" \
	"Cy: roll 1,2,5 roll 35 roll 5\n" \
	"Ann: roll 444 roll 13 roll 6\n" \
	"Bob: roll 123 roll 22 roll 1\n" \
	"Cy: roll 316 roll 52 roll 1\n" \
	"Ann: roll 556 roll 55 roll 4\n" \
	"Bob: roll 631 roll 26 roll 6\n" \
	"Cy: roll 245 roll 34 roll 6\n"

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
	assert_int_equal(r.rs.turns, 9);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 1);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 2);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 1);

	/* a turn line after the end: line 15, turn 10 */
	run_text(&r, COMPLETE "Ann: roll 653 roll 41 roll 2\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:15:1: error: turn 10 (Ann): the game is over: all 3 "
	    "rounds are played\n"
	    "Ann: roll 653 roll 41 roll 2\n"
	    "^~~\n");
	free(r.out);

	/* Ann's last die is not thrown when Bob's line comes */
	run_text(&r, "[Game \"newmarket\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 653 roll 41\nBob: roll 123\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Bob): the turn before is not over: "
	    "it has 1 die left to throw\n"
	    "Bob: roll 123\n"
	    "^~~\n");
	free(r.out);

	/* a line of Ann's goes on with her turn in progress; rounds=1,
	 * multiplication: Ann (6 + 4) x 2 = 20, Bob (3 + 5) x 6 = 48 */
	run_text(&r, "[Game \"yankee-grab\"]\n[Players \"Ann, Bob\"]\n"
	    "[Variant \"rounds=1 multiplication\"]\n\n"
	    "Ann: roll 653\nAnn: roll 41 roll 2\nBob: roll 123 roll 45 "
	    "roll 6\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_turn),
		cmocka_unit_test(test_multiplication),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
