/*
 * test_twenty_one: the rules of Twenty-One, each accepted once and
 * refused once, through the session interface; then whole records
 * through the reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/twenty-one.c: one
 * die thrown as often as wanted, each adding to the turn's total; stop
 * stands on it; over the target (21) is bust, ending the turn with 0;
 * exactly the target ends the turn; with dice=2 two dice a throw while
 * the total is under target - 7; one turn each, the nearest to the
 * target wins, tied players play off, and everyone bust in round 1
 * means nobody wins; a player's score is the sum of its turns' results.
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

extern const struct game game_twenty_one;

#define G	(&game_twenty_one)
#define SO	(game_twenty_one.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("twenty-one"), G);
	assert_null(game_find("blackjack"));
	assert_null(game_find("twenty"));
	assert_null(G->aliases);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Twenty-One");
	assert_null(G->parse);
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_null(SO->category);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "hit", 3));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "6", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 21);
	assert_int_equal(v.val[game_opt_index(G, "dice")], 1);
	assert_int_equal(variant_parse(G, "target=36 dice=2", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 36);
	assert_int_equal(v.val[game_opt_index(G, "dice")], 2);
	assert_int_equal(variant_parse(G, "target=1000000", &v, &e), 0);
	assert_int_equal(variant_parse(G, "target=0", &v, &e), -1);
	assert_string_equal(e.msg, "target must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "target=1000001", &v, &e), -1);
	assert_int_equal(variant_parse(G, "dice=3", &v, &e), -1);
	assert_string_equal(e.msg, "dice must be a whole number from 1 to 2");
	assert_int_equal(variant_parse(G, "target=36 rounds=3", &v, &e), -1);
	assert_string_equal(e.msg, "Twenty-One has no option 'rounds'");
}

/* One die: throws add up; stop stands; bust and the target end the
 * turn by themselves. */
static void
test_throws(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	/* 6 + 5 = 11, stop: stands on 11 */
	start(&st, 1, "");
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	expect(&st, 0, 1, 0);
	ok(&st, "roll 6", "roll 6");
	ok(&st, "roll 5", "roll 5");
	/* nothing counts until the turn ends */
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 1, 0);
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 0), 11);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "round 1 is won with 11");
	expect(&st, -1, 0, 0);

	/* 6 + 6 + 6 = 18, then 4: 22 is over 21, bust: 0, and the only
	 * player has gone bust */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6");
	expect(&st, 0, 1, 0);
	ok(&st, "roll 4", "roll 4");
	assert_int_equal(score(&st, 0), 0);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 0);
	assert_string_equal(why, "the only player went bust");

	/* 6 + 6 + 6 + 3 = 21 exactly: the turn ends, standing on 21 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6; roll 3");
	assert_int_equal(score(&st, 0), 21);
	expect(&st, 1, 1, 1);
	no(&st, "stop", 0, "the turn is over: it reached 21, the target, "
	    "which no throw can better");
	no(&st, "roll 1", 0, "the turn is over: it reached 21, the target, "
	    "which no throw can better");

	/* 21 ones: 21 throws make exactly 21 */
	start(&st, 1, "");
	turn(&st, 0);
	{
		int i;

		for (i = 0; i < 20; i++)
			ok(&st, "roll 1", "roll 1");
		expect(&st, 0, 1, 0);
		ok(&st, "roll 1", "roll 1");
	}
	assert_int_equal(score(&st, 0), 21);
	assert_true(over(&st, NULL, NULL));
}

/* dice=2: two dice while the total is under 14, then one. */
static void
test_two_dice(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 2, "dice=2");
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	expect(&st, 0, 2, 0);
	no(&st, "roll 6", 1, "a throw is 2 dice while the total is under 14, "
	    "not 1: the total is 0");
	no(&st, "roll 666", 1, "a throw is 2 dice while the total is under 14, "
	    "not 3: the total is 0");
	no(&st, "roll", 0, "write the 2 dice thrown after roll");
	/* 6 + 5 = 11 */
	ok(&st, "roll 6 5", "roll 65");
	expect(&st, 0, 2, 0);
	/* 11 + 1 + 2 = 14: one die from now */
	ok(&st, "roll 1,2", "roll 12");
	expect(&st, 0, 1, 0);
	no(&st, "roll 33", 1, "a throw is 1 die once the total reaches 14, "
	    "not 2: the total is 14");
	no(&st, "roll 3 3", 2, "a throw is 1 die once the total reaches 14, "
	    "not 2: the total is 14");
	no(&st, "roll", 0, "write the 1 die thrown after roll");
	/* 14 + 4 = 18, stands */
	ok(&st, "roll 4", "roll 4");
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 0), 18);
	/* every turn starts with two dice */
	expect(&st, 1, 2, 1);
	turn(&st, 1);
	/* 6 + 5 = 11, 1 + 1 = 13: still under 14, two dice */
	oks(&st, "roll 65; roll 11");
	expect(&st, 1, 2, 0);
	/* 13 + 1 + 1 = 15, then 6: 21, the turn ends */
	ok(&st, "roll 11", "roll 11");
	expect(&st, 1, 1, 0);
	ok(&st, "roll 6", "roll 6");
	assert_int_equal(score(&st, 1), 21);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "round 1 is won with 21");

	/* two dice can go bust: 6 + 6 = 12 is under 14, so two dice again:
	 * 12 + 6 + 6 = 24, bust */
	start(&st, 2, "dice=2");
	turn(&st, 0);
	oks(&st, "roll 66; roll 66");
	assert_int_equal(score(&st, 0), 0);
	no(&st, "roll 1", 0, "the turn is over: it went bust with 24, over "
	    "21");
	expect(&st, 1, 2, 1);
}

/* target=N: the bust line and, with dice=2, the switch at N - 7. */
static void
test_target(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	unsigned long w;
	int i;

	(void)state;
	/* target=36, one die: 6 + 6 + 6 + 4 = 22 is no bust; 22 stands */
	start(&st, 1, "target=36");
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6; roll 4");
	expect(&st, 0, 1, 0);
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 0), 22);

	/* target=36 dice=2: 12, 24, 28 (under 29: two dice), 30 (one die
	 * from now), 36: the target, the turn ends */
	start(&st, 1, "target=36 dice=2");
	turn(&st, 0);
	oks(&st, "roll 66; roll 66; roll 22");
	expect(&st, 0, 2, 0);
	ok(&st, "roll 11", "roll 11");
	expect(&st, 0, 1, 0);
	no(&st, "roll 11", 1, "a throw is 1 die once the total reaches 29, "
	    "not 2: the total is 30");
	ok(&st, "roll 6", "roll 6");
	assert_int_equal(score(&st, 0), 36);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);

	/* target=7 dice=2: 7 - 7 = 0, one die throughout */
	start(&st, 1, "target=7 dice=2");
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	no(&st, "roll 11", 1, "a throw is 1 die, not 2");
	/* 3 + 5 = 8, over 7: bust */
	oks(&st, "roll 3; roll 5");
	assert_int_equal(score(&st, 0), 0);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 0);

	/* target=1: a 1 reaches it, anything else busts */
	start(&st, 2, "target=1");
	turn(&st, 0);
	ok(&st, "roll 1", "roll 1");
	assert_int_equal(score(&st, 0), 1);
	turn(&st, 1);
	ok(&st, "roll 2", "roll 2");
	assert_int_equal(score(&st, 1), 0);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);

	/* the largest target: 1000 throws of 6 are 6000, far from bust;
	 * the sheet keeps the first 23 throws and the latest */
	start(&st, 1, "target=1000000");
	turn(&st, 0);
	for (i = 0; i < 1000; i++)
		ok(&st, "roll 6", "roll 6");
	ok(&st, "roll 2", "roll 2");
	ok(&st, "stop", "stop");
	/* 1000 * 6 + 2 = 6002 */
	assert_int_equal(score(&st, 0), 6002);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_non_null(strstr(b.s,
	    "    1  P1      6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 6 ... 2"
	    "   6002\n"));
	assert_non_null(strstr(b.s, "Finished: P1 wins with 6002.\n"));
	buf_release(&b);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* lines out of turn or after the end are the driver's to refuse
	 * (twenty-one.t) */
	no(&st, "roll 6", 0, "no turn has begun");
	no(&st, "stop", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws at least once");
	no(&st, "stop", 0, "nothing to stand on: a turn throws at least once");
	no(&st, "roll", 0, "write the 1 die thrown after roll");
	no(&st, "roll 65", 1, "a throw is 1 die, not 2");
	no(&st, "roll 6 5", 2, "a throw is 1 die, not 2");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 0", 1, "'0' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 6 score", 2, "'score' is neither dice nor an action: "
	    "the actions are roll and stop");
	no(&st, "hit 6", 0, "'hit' is not a Twenty-One action: write roll or "
	    "stop");
	no(&st, "keep 6", 0, "'keep' is not a Twenty-One action: write roll "
	    "or stop");
	ok(&st, "roll 6", "roll 6");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: its total is "
	    "6: throw again, or stop");
	no(&st, "stop 6", 1, "stop takes nothing after it");
	/* 6 + 6 = 12, stands */
	ok(&st, "roll 6", "roll 6");
	ok(&st, "stop", "stop");
	no(&st, "roll 3", 0, "the turn is over: it stood on 12");
	no(&st, "stop", 0, "the turn is over: it stood on 12");
	/* Bob: 6, 12, 17, 23: bust */
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 5; roll 6");
	/* Ann 12 against a bust: Ann wins, the game is over */
	assert_true(over(&st, NULL, NULL));
	no(&st, "roll 6", 0, "the game is over: round 1 is won with 12");
	no(&st, "stop", 0, "the game is over: round 1 is won with 12");

	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Twenty-One is for 1 to 16 players, not 17");
	assert_int_equal(SO->init(st.u.b, 0, NULL, &e), -1);

	/* a throw after a bust, the game going on */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 5; roll 6");
	no(&st, "roll 1", 0, "the turn is over: it went bust with 23, over "
	    "21");
	no(&st, "stop", 0, "the turn is over: it went bust with 23, over 21");
}

/* complete.rec: a tie and its play-off. */
static void
test_playoff(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 3, "");
	turn(&st, 0);
	oks(&st, "roll 6; roll 5; roll 4; roll 3; stop");	/* 18 */
	turn(&st, 1);
	oks(&st, "roll 5; roll 6; roll 2; roll 5; stop");	/* 18 */
	turn(&st, 2);
	oks(&st, "roll 6; roll 6; roll 4; roll 6");		/* 22 bust */
	assert_int_equal(score(&st, 0), 18);
	assert_int_equal(score(&st, 1), 18);
	assert_int_equal(score(&st, 2), 0);
	/* 18 = 18, the best: Ann and Bob play off, Ann first; Cy is out */
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	/* 4, 10, 15, 21: the target; 18 + 21 = 39 */
	oks(&st, "roll 4; roll 6; roll 5; roll 6");
	assert_int_equal(score(&st, 0), 39);
	expect(&st, 1, 1, 1);
	turn(&st, 1);
	/* 3, 9, 15, 20, 22: bust; 18 + 0 = 18 */
	oks(&st, "roll 3; roll 6; roll 6; roll 5; roll 2");
	assert_int_equal(score(&st, 1), 18);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "the play-off in round 2 is won with 21");
	expect(&st, -1, 0, 0);

	/* three tie on 20, then two on 19, then Bob wins 18 to 17 */
	start(&st, 3, "");
	turn(&st, 0);
	oks(&st, "roll 5; roll 5; roll 5; roll 5; stop");	/* 20 */
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 6; roll 2; stop");	/* 20 */
	turn(&st, 2);
	oks(&st, "roll 4; roll 4; roll 4; roll 4; roll 4; stop");	/* 20 */
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6; roll 1; stop");	/* 19 */
	turn(&st, 1);
	oks(&st, "roll 5; roll 5; roll 5; roll 4; stop");	/* 19 */
	turn(&st, 2);
	oks(&st, "roll 6; roll 6; roll 6; roll 6");		/* 24 bust */
	/* round 3: Ann and Bob; Cy's line would be out of turn */
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 5; stop");		/* 17 */
	expect(&st, 1, 1, 1);
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 6; stop");		/* 18 */
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "the play-off in round 3 is won with 18");
	/* the sums rank as the play-offs did: Bob 20 + 19 + 18 = 57, Ann
	 * 20 + 19 + 17 = 56, Cy 20 + 0 = 20 */
	assert_int_equal(score(&st, 0), 56);
	assert_int_equal(score(&st, 1), 57);
	assert_int_equal(score(&st, 2), 20);

	/* a play-off in which both go bust is played again */
	start(&st, 3, "");
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6; stop");		/* 18 */
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 6; stop");		/* 18 */
	turn(&st, 2);
	oks(&st, "roll 5; roll 5; stop");			/* 10 */
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6; roll 6");		/* 24 bust */
	turn(&st, 1);
	oks(&st, "roll 5; roll 5; roll 5; roll 5; roll 5");	/* 25 bust */
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	oks(&st, "roll 5; roll 5; roll 5; stop");		/* 15 */
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 6; roll 4");		/* 22 bust */
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "the play-off in round 3 is won with 15");
	/* Ann 18 + 0 + 15 = 33, Bob 18 + 0 + 0 = 18, Cy 10 */
	assert_int_equal(score(&st, 0), 33);
	assert_int_equal(score(&st, 1), 18);
	assert_int_equal(score(&st, 2), 10);
}

static void
test_end_and_winner(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];
	unsigned s;

	(void)state;
	/* after-end.rec: Ann 20, Bob 19: Ann, in round 1 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 5; roll 5; roll 5; roll 5; stop");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	oks(&st, "roll 6; roll 6; roll 6; roll 1; stop");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "round 1 is won with 20");

	/* the lower total wins when the higher went bust: Ann 22 bust, Bob
	 * 6 + 1 = 7 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6; roll 4");
	turn(&st, 1);
	oks(&st, "roll 6; roll 1; stop");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "round 1 is won with 7");
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 7);

	/* all-bust.rec: 22 and 25, nobody wins */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 6; roll 6; roll 6; roll 4");
	turn(&st, 1);
	oks(&st, "roll 5; roll 5; roll 5; roll 5; roll 5");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 0);
	assert_string_equal(why, "every player went bust");
	expect(&st, -1, 0, 0);

	/* sixteen players: seat s stands on s + 1 (s ones); seat 15 has 16
	 * and wins alone */
	start(&st, 16, "");
	for (s = 0; s < 16; s++) {
		unsigned k;

		expect(&st, (int)s, 1, 1);
		turn(&st, s);
		for (k = 0; k <= s; k++)
			ok(&st, "roll 1", "roll 1");
		ok(&st, "stop", "stop");
		assert_int_equal(score(&st, s), s + 1);
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1ul << 15);
	assert_string_equal(why, "round 1 is won with 16");
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy" };
	struct render_info ri = { 0, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 3, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Twenty-One, start\n"
	    "Target 21 with 1 die.\n"
	    "Round  Player  Throws  Total\n"
	    "Ann to play.\n");
	/* complete.rec, turn by turn (see test_playoff) */
	turn(&st, 0);
	oks(&st, "roll 6; roll 5; roll 4; roll 3; stop");
	turn(&st, 1);
	oks(&st, "roll 5; roll 6");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Twenty-One, turn 2 in progress\n"
	    "Target 21 with 1 die.\n"
	    "Round  Player  Throws   Total\n"
	    "    1  Ann     6 5 4 3     18\n"
	    "       Bob     5 6\n"
	    "Bob's turn: 11 so far; throw 1 die or stop.\n"
	    "Bob to play.\n");
	oks(&st, "roll 2; roll 5; stop");
	turn(&st, 2);
	oks(&st, "roll 6; roll 6; roll 4; roll 6");
	turn(&st, 0);
	oks(&st, "roll 4; roll 6; roll 5; roll 6");
	turn(&st, 1);
	oks(&st, "roll 3; roll 6; roll 6; roll 5; roll 2");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Twenty-One, after turn 5\n"
	    "Target 21 with 1 die.\n"
	    "Round  Player  Throws     Total\n"
	    "    1  Ann     6 5 4 3       18\n"
	    "       Bob     5 6 2 5       18\n"
	    "       Cy      6 6 4 6       22  BUST\n"
	    "    2  Ann     4 6 5 6       21\n"
	    "       Bob     3 6 6 5 2     22  BUST\n"
	    "Round 2 was a play-off between Ann and Bob, tied on 18.\n"
	    "Finished: Ann wins the play-off with 21.\n");

	/* dice=2, no names: 6 + 6 = 12, 1 + 3 = 16, then one die */
	start(&st, 1, "dice=2");
	turn(&st, 0);
	oks(&st, "roll 66; roll 13");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Twenty-One, turn 1 in progress\n"
	    "Target 21; 2 dice while the total is under 14, then 1.\n"
	    "Round  Player  Throws  Total\n"
	    "    1  P1      66 13\n"
	    "P1's turn: 16 so far; throw 1 die or stop.\n"
	    "P1 to play.\n");
	/* 16 + 6 = 22: bust, and the only player */
	ok(&st, "roll 6", "roll 6");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Twenty-One, after turn 1\n"
	    "Target 21; 2 dice while the total is under 14, then 1.\n"
	    "Round  Player  Throws   Total\n"
	    "    1  P1      66 13 6     22  BUST\n"
	    "Finished: P1 went bust; nobody wins.\n");
	buf_release(&b);
}

/* 400 turns of a two-seat game that always ties: the sheet keeps the
 * last 300, the scores stay right. */
static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	const char *p;
	int i, lines = 0;

	(void)state;
	start(&st, 2, "");
	for (i = 0; i < 400; i++) {
		turn(&st, (unsigned)(i % 2));
		/* 18 every time: 200 rounds of ties */
		oks(&st, "roll 6; roll 6; roll 6; stop");
	}
	assert_false(over(&st, NULL, NULL));
	/* 200 * 18 = 3600 */
	assert_int_equal(score(&st, 0), 3600);
	assert_int_equal(score(&st, 1), 3600);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, rule line, the note, the header, 300 rows, the play-off,
	 * to play */
	assert_int_equal(lines, 306);
	/* turns 101 to 400 are shown: turn 101 is P1's in round 51 */
	assert_non_null(strstr(b.s,
	    "Turns 1 to 100 are not shown.\n"
	    "Round  Player  Throws  Total\n"
	    "   51  P1      6 6 6      18\n"
	    "       P2      6 6 6      18\n"
	    "   52  P1      6 6 6      18\n"));
	assert_non_null(strstr(b.s,
	    "  200  P1      6 6 6      18\n"
	    "       P2      6 6 6      18\n"
	    "Round 201 is a play-off between P1 and P2, tied on 18.\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* complete.rec with separators and a continued line: Ann 18 + 21 = 39,
 * Bob 18 + 0 = 18, Cy 0 (worked out in test_playoff). */
#define COMPLETE \
	"[Game \"twenty-one\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"\n" \
	"Ann: roll 6, roll 5; roll 4 roll 3 stop\n" \
	"Bob: roll 5 roll 6\n" \
	"  roll 2 roll 5; stop\n" \
	"Cy: roll 6 roll 6 roll 4 roll 6\n" \
	"Ann: roll 4 roll 6 roll 5 roll 6\n" \
	"Bob: roll 3 roll 6 roll 6 roll 5 roll 2\n"

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
	assert_int_equal(r.rs.turns, 5);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_string_equal(r.rs.why, "the play-off in round 2 is won with "
	    "21");
	assert_int_equal(G->session->score(r.rs.st.b, 0), 39);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 18);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 0);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Cy: roll 6\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:10:1: error: turn 6 (Cy): the game is over: the play-off "
	    "in round 2 is won with 21\n"
	    "Cy: roll 6\n"
	    "^~\n");
	free(r.out);

	/* Cy, out of the play-off, writes a line in it */
	run_text(&r, "[Game \"twenty-one\"]\n[Players \"Ann, Bob, Cy\"]\n\n"
	    "Ann: roll 6 roll 6 roll 6 stop\n"
	    "Bob: roll 5 roll 5 roll 4 roll 4 stop\n"
	    "Cy: roll 6 roll 6 roll 3 stop\n"
	    "Cy: roll 6\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:7:1: error: turn 4 (Cy): Cy is not in the play-off: "
	    "it is Ann's turn\n"
	    "Cy: roll 6\n"
	    "^~\n");
	free(r.out);

	/* dice=2 in the Variant tag: one die too few at the start */
	run_text(&r, "[Game \"twenty-one\"]\n[Players \"Ann, Bob\"]\n"
	    "[Variant \"dice=2\"]\n\nAnn: roll 6\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:11: error: turn 1 (Ann): 'roll 6': a throw is 2 dice "
	    "while the total is under 14, not 1: the total is 0\n"
	    "Ann: roll 6\n"
	    "          ^\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_throws),
		cmocka_unit_test(test_two_dice),
		cmocka_unit_test(test_target),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_playoff),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
