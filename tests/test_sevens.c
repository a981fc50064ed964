/*
 * test_sevens: the rules of Sevens, each accepted once and refused once,
 * through the session interface; then whole records through the reader
 * and the driver, the rule page's worked example among them.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/sevens.c: six dice;
 * after each throw groups adding up to 7 are removed, one group per
 * remove, until no group of the dice left adds up to 7; the dice left
 * are thrown again or the turn stops; the turn scores the sum of the
 * dice left after its last throw; the first seat of a round throws up
 * to 3 times, the others at most as often as it did; one round; the
 * highest total wins, equal totals share.
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

extern const struct game game_sevens;

#define G	(&game_sevens)
#define SO	(game_sevens.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("sevens"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Sevens");
	assert_null(G->aliases);
	assert_null(G->parse);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "remove", 6));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "remov", 5));
	assert_false(session_starts_action(G, "61", 2));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 1);
	assert_int_equal(variant_parse(G, "rounds=4", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 4);
	assert_int_equal(variant_parse(G, "rounds=0", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "1000");
	assert_int_equal(variant_parse(G, "target=100", &v, &e), -1);
	assert_string_equal(e.msg, "Sevens has no option 'target'");
}

/*
 * The rule page's example turn, which the rules allow: 5 2 1 1 1 2, the
 * 5 and a 2 removed, 1 + 1 + 1 + 2 = 5 left; the 4 dice thrown again,
 * 6 1 6 6, the 6 and the 1 removed, 6 + 6 = 12 left; the player stops
 * on 12 with a third throw still allowed.
 */
static void
test_rule_example(void **state)
{
	struct state st, alt;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 6, 1);
	turn(&st, 0);
	expect(&st, 0, 6, 0);
	ok(&st, "roll 521112", "roll 521112");
	/* a 7 to remove: no throw is due */
	expect(&st, 0, 0, 0);
	/* the player's choice of groups: 5+1+1 or 2+2+1+1+1 would do too,
	 * each leaving 5 (5+2+1+1+1+2 = 12, less one 7) */
	memcpy(&alt, &st, sizeof(alt));
	ok(&alt, "remove 115", "remove 511");
	/* 2 1 2 are left: a throw of 3 */
	expect(&alt, 0, 3, 0);
	memcpy(&alt, &st, sizeof(alt));
	ok(&alt, "remove 1 1 1 2 2", "remove 22111");
	/* one die, the 5, is left: a throw of 1 */
	expect(&alt, 0, 1, 0);
	ok(&st, "remove 25", "remove 52");
	/* 1112: no group makes 7 (all four are 5): throw or stop */
	expect(&st, 0, 4, 0);
	assert_int_equal(score(&st, 0), 0);
	ok(&st, "roll 6166", "roll 6166");
	expect(&st, 0, 0, 0);
	ok(&st, "remove 61", "remove 61");
	expect(&st, 0, 2, 0);
	/* nothing counts before the turn ends */
	assert_int_equal(score(&st, 0), 0);
	ok(&st, "stop", "stop");
	/* 6 + 6 = 12 */
	assert_int_equal(score(&st, 0), 12);
	/* Ann threw twice: Bob's turn, 6 dice */
	expect(&st, 1, 6, 1);
	assert_false(over(&st, NULL, NULL));
}

/* remove: each group adds up to 7 and is among the dice left, and no
 * throw or stop while a 7 is left. */
static void
test_remove(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	no(&st, "remove 61", 0, "nothing to remove: throw first");
	/* 6 1 5 2 6 6: 6+1 and 5+2 are the groups of 7 */
	ok(&st, "roll 615266", "roll 615266");
	no(&st, "stop", 0, "a 7 is left: 6+1 or 5+2 must be removed");
	no(&st, "roll 666666", 0, "a 7 is left: 6+1 or 5+2 must be removed");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: a 7 is left: "
	    "6+1 or 5+2 must be removed");
	no(&st, "remove", 0, "write the dice of a group adding up to 7 after "
	    "remove");
	/* 6 + 2 = 8; 6 + 1 + 5 + 2 = 14: one group at a time */
	no(&st, "remove 62", 1, "6+2 is 8, not 7");
	no(&st, "remove 6 1 5 2", 1, "6+1+5+2 is 14, not 7");
	/* 3 + 4 and 4 + 2 + 1 make 7, but there is no 3 and no 4 */
	no(&st, "remove 34", 1, "the dice left, 615266, have no 3s");
	no(&st, "remove 421", 1, "the dice left, 615266, have no 4s");
	/* 1 + 1 + 5: one 1 only */
	no(&st, "remove 115", 1, "the dice left, 615266, have only one 1");
	no(&st, "remove 61x", 1, "'61x' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "remove 61 stopp", 2, "'stopp' is neither dice nor an action: "
	    "the actions are roll, remove and stop");
	/* the 6 and the 1 go: 5 2 6 6 holds 5+2 */
	ok(&st, "remove 16", "remove 61");
	no(&st, "stop", 0, "a 7 is left: 5+2 must be removed");
	no(&st, "remove 61", 1, "the dice left, 5266, have no 1s");
	ok(&st, "remove 5,2", "remove 52");
	/* 6 6 left: 12 */
	no(&st, "remove 61", 0, "nothing to remove: no group of the dice "
	    "left, 66, adds up to 7");
	/* 2 dice, a group of 3 */
	ok(&st, "roll 61", "roll 61");
	no(&st, "remove 151", 1, "only 2 dice are left, a group of 3 cannot "
	    "be removed");
	no(&st, "remove 1 1 5", 3, "only 2 dice are left, a group of 3 cannot "
	    "be removed");
	/* the last 2 dice go: the turn is over with nothing */
	ok(&st, "remove 61", "remove 61");
	assert_int_equal(score(&st, 0), 0);
	assert_true(over(&st, NULL, NULL));

	/* three or more groups: the two first named, fewest dice first,
	 * then the higher dice; 621354 holds 6+1, 5+2, 4+3, 4+2+1 */
	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 621354", "roll 621354");
	no(&st, "stop", 0, "a 7 is left: 6+1, 5+2 or another group must be "
	    "removed");
	/* 4+2+1 first: 6 3 5 left, 14, no 7 */
	ok(&st, "remove 124", "remove 421");
	expect(&st, 0, 3, 0);
	/* 1 1 1 1 1 2 holds only 2+1+1+1+1+1 */
	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 111112", "roll 111112");
	no(&st, "stop", 0, "a 7 is left: 2+1+1+1+1+1 must be removed");
	ok(&st, "remove 111112", "remove 211111");
	assert_true(over(&st, NULL, NULL));
}

/* The throws: all the dice left, up to 3 for the first seat, as many
 * as it threw for the others. */
static void
test_throws(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 3, "");
	turn(&st, 0);
	no(&st, "roll", 0, "write the 6 dice in play thrown after roll");
	no(&st, "roll 66665", 1, "6 dice are in play, only 5 were thrown: "
	    "every die in play is thrown");
	no(&st, "roll 6666556", 1, "only 6 dice are in play, 7 were thrown");
	no(&st, "roll 666 655 6", 3, "only 6 dice are in play, 7 were thrown");
	no(&st, "roll 666657", 1, "'666657' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "stop", 0, "nothing to stop on: throw first");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws at least once");
	/* 666655: no 1 and no 2, so no 7; 6 dice again */
	ok(&st, "roll 6 6 6 6 5 5", "roll 666655");
	expect(&st, 0, 6, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it may throw "
	    "again, or end with stop");
	no(&st, "stop 1", 1, "stop takes nothing after it");
	ok(&st, "roll 6,6,6,6,5,5", "roll 666655");
	/* the third throw ends the first seat's turn by itself: 6 + 6 + 5 +
	 * 5 + 4 + 4 = 30 */
	ok(&st, "roll 665544", "roll 665544");
	assert_int_equal(score(&st, 0), 30);
	no(&st, "roll 666666", 0, "the turn is over: the first player of a "
	    "round may throw at most 3 times");
	no(&st, "stop", 0, "the turn is over: the first player of a round may "
	    "throw at most 3 times");
	expect(&st, 1, 6, 1);
	/* a line out of turn is the driver's to refuse (sevens.t) */

	/* Bob may throw 3 times too; he stops after 2 on 6 + 6 = 12 */
	turn(&st, 1);
	ok(&st, "roll 666432", "roll 666432");
	/* 4+3 goes (4 + 2 + 1 needs a 1), then 6 6 6 2: no 7 */
	ok(&st, "remove 43", "remove 43");
	no(&st, "roll 66666", 1, "only 4 dice are in play, 5 were thrown");
	no(&st, "roll 666", 1, "4 dice are in play, only 3 were thrown: every "
	    "die in play is thrown");
	/* 6 6 6 1: 6+1 goes, 6 6 left */
	ok(&st, "roll 6661", "roll 6661");
	ok(&st, "remove 61", "remove 61");
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 1), 12);
	no(&st, "roll 66", 0, "the turn is over: it stopped");
	turn(&st, 2);
	/* Cy too: 615266 less 6+1 and 5+2 leaves 6 6; 2 dice thrown twice,
	 * the third throw ends the turn: 6 + 5 = 11 */
	oks(&st, "roll 615266; remove 61; remove 52; roll 66; roll 65");
	assert_int_equal(score(&st, 2), 11);
	assert_true(over(&st, NULL, NULL));
	no(&st, "roll 666666", 0, "the game is over: every player has had 1 "
	    "turn");

	/* the first seat throws once: the others once; rounds=2, and round
	 * 2 allows 3 throws to its first seat again */
	start(&st, 3, "rounds=2");
	turn(&st, 0);
	oks(&st, "roll 666655; stop");
	turn(&st, 1);
	/* 4 4 4 4 1 1 adds up to 7 nowhere (4+1+1 = 6): the turn is over */
	ok(&st, "roll 444411", "roll 444411");
	/* 4 * 4 + 1 + 1 = 18 */
	assert_int_equal(score(&st, 1), 18);
	no(&st, "roll 666666", 0, "the turn is over: the first player threw 1 "
	    "time, and the others may throw at most 1 time this round");
	no(&st, "stop", 0, "the turn is over: the first player threw 1 time, "
	    "and the others may throw at most 1 time this round");
	turn(&st, 2);
	/* removals after the last throw: the turn ends when no 7 is left,
	 * 4+3 removed from 644333 leaves 6 4 3 3, then 4+3 again: 6 3 */
	ok(&st, "roll 644333", "roll 644333");
	ok(&st, "remove 43", "remove 43");
	expect(&st, 2, 0, 0);
	ok(&st, "remove 43", "remove 43");
	assert_int_equal(score(&st, 2), 9);
	expect(&st, 0, 6, 1);
	turn(&st, 0);
	oks(&st, "roll 666655");
	expect(&st, 0, 6, 0);
	/* the first seat's turn empties at its second throw: 2 throws for
	 * the others */
	oks(&st, "roll 616161; remove 61; remove 61; remove 61");
	no(&st, "roll 6", 0, "the turn is over: every die was removed");
	turn(&st, 1);
	oks(&st, "roll 666655; roll 666655");
	no(&st, "roll 666655", 0, "the turn is over: the first player threw 2 "
	    "times, and the others may throw at most 2 times this round");

	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Sevens is for 1 to 16 players, not 17");
}

static void
test_other_words(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	no(&st, "keep 66", 0, "'keep' is not a Sevens action: write roll, "
	    "remove or stop");
	no(&st, "score", 0, "'score' is not a Sevens action: write roll, "
	    "remove or stop");
	no(&st, "roll 666655 keep", 2, "'keep' is neither dice nor an action: "
	    "the actions are roll, remove and stop");
	no(&st, "roll 6 6 6 6 5 0", 6, "'0' is not a die: dice are written as "
	    "digits 1 to 6");
}

static void
test_end_and_winner(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	/* complete.rec: Ann 12 (the rule page's turn), Bob 10, Cy 9 */
	start(&st, 3, "");
	turn(&st, 0);
	oks(&st, "roll 521112; remove 52; roll 6166; remove 61; stop");
	turn(&st, 1);
	/* 643315 less 6+1 and 4+3: 3 5, 8; Ann threw twice, so Bob's second
	 * throw, 6 4 (10, no 7), ends his turn */
	oks(&st, "roll 643315; remove 61; remove 43; roll 64");
	assert_int_equal(score(&st, 1), 10);
	expect(&st, 2, 6, 1);
	turn(&st, 2);
	/* 255443 less 5+2 and 4+3: 5 4, 9; Cy stops */
	oks(&st, "roll 255443; remove 52; remove 43; stop");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "every player has had 1 turn");
	assert_int_equal(score(&st, 0), 12);
	assert_int_equal(score(&st, 2), 9);
	expect(&st, -1, 0, 0);

	/* tie.yaml: rounds=2.  Ann 112366 less 3+2+1+1: 6 6, 12; Bob,
	 * once, 444333 less 4+3 three times: 0.  Ann 333333: 18 (30); Bob,
	 * once, 666633: 6 * 4 + 3 + 3 = 30.  30 each: shared */
	start(&st, 2, "rounds=2");
	turn(&st, 0);
	oks(&st, "roll 112366; remove 3211; stop");
	turn(&st, 1);
	oks(&st, "roll 444333; remove 43; remove 43; remove 43");
	assert_int_equal(score(&st, 1), 0);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	oks(&st, "roll 333333; stop");
	turn(&st, 1);
	oks(&st, "roll 666633");
	assert_int_equal(score(&st, 0), 30);
	assert_int_equal(score(&st, 1), 30);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "every player has had 2 turns");

	/* both lose every die: 0 each, shared */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 616161; remove 61; remove 61; remove 61");
	turn(&st, 1);
	/* 6 1 1 1 1 4 less 6+1 leaves 1 1 1 4, 7 again: less 4+1+1+1,
	 * nothing */
	oks(&st, "roll 611114; remove 61; remove 4111");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 3);
	/* the highest total wins, not the lowest: 20 beats 0 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 616161; remove 61; remove 61; remove 61");
	turn(&st, 1);
	/* one throw allowed: 2 2 4 4 4 4 holds no 7 (2+2 = 4, 4+2 = 6,
	 * 4+2+2 = 8): 20 */
	oks(&st, "roll 224444");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);
	assert_int_equal(score(&st, 1), 20);
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
	    "Sevens, start\n"
	    "1 round of 6 dice; the first player of a round throws up to 3 "
	    "times.\n"
	    "Turn  Player  Throw  Thrown  Removed   Left    Sum  Total\n"
	    "Totals: Ann 0, Bob 0, Cy 0.\n"
	    "Ann to play.\n");
	turn(&st, 0);
	oks(&st, "roll 521112");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* nothing removed yet: 5+2+1+1+1+2 = 12 */
	assert_string_equal(b.s,
	    "Sevens, turn 1 in progress\n"
	    "1 round of 6 dice; the first player of a round throws up to 3 "
	    "times.\n"
	    "Turn  Player  Throw  Thrown  Removed   Left    Sum  Total\n"
	    "   1  Ann         1  521112            521112   12\n"
	    "Totals: Ann 0, Bob 0, Cy 0.\n"
	    "Ann leads the round: up to 3 throws.\n"
	    "Ann's throw 1: a 7 is left, 5+2, 5+1+1 or another group to "
	    "remove.\n");
	oks(&st, "remove 52");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "   1  Ann         1  521112  52        1112      5\n"
	    "Totals: Ann 0, Bob 0, Cy 0.\n"
	    "Ann leads the round: up to 3 throws.\n"
	    "Ann's throw 1 of 3: 5 left on 4 dice; throw again or stop.\n"));
	oks(&st, "roll 6166; remove 61; stop");
	turn(&st, 1);
	oks(&st, "roll 643315; remove 61; remove 43; roll 64");
	turn(&st, 2);
	oks(&st, "roll 255443; remove 52; remove 43; stop");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Sevens, after turn 3\n"
	    "1 round of 6 dice; the first player of a round throws up to 3 "
	    "times.\n"
	    "Turn  Player  Throw  Thrown  Removed   Left    Sum  Total\n"
	    "   1  Ann         1  521112  52        1112      5\n"
	    "                  2  6166    61        66       12     12\n"
	    "   2  Bob         1  643315  61 43     35        8\n"
	    "                  2  64                64       10     10\n"
	    "   3  Cy          1  255443  52 43     54        9      9\n"
	    "Totals: Ann 12, Bob 10, Cy 9.\n"
	    "Every player has had 1 turn.\n"
	    "Finished: Ann wins with 12.\n");

	/* no names; a turn with every die removed; the round's limit */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 615243; remove 61; remove 52; remove 43");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Sevens, after turn 1\n"
	    "1 round of 6 dice; the first player of a round throws up to 3 "
	    "times.\n"
	    "Turn  Player  Throw  Thrown  Removed   Left    Sum  Total\n"
	    "   1  P1          1  615243  61 52 43            0      0\n"
	    "Totals: P1 0, P2 0.\n"
	    "P1 threw 1 time: the others may throw at most 1 time this "
	    "round.\n"
	    "P2 to play.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* complete.rec with separators and a continued line: Ann 12, Bob 10,
 * Cy 9 (worked out in test_end_and_winner). */
#define COMPLETE \
	"[Game \"sevens\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"\n" \
	"Ann: roll 5 2 1 1 1 2; remove 2 5, roll 6166 remove 61 stop\n" \
	"Bob: roll 643315 remove 16 remove 34\n" \
	"  roll 6,4\n" \
	"Cy: roll 255443 remove 52 remove 43 stop\n"

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
	assert_int_equal(r.rs.turns, 3);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 12);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 10);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 9);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 666655\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 4 (Ann): the game is over: every player "
	    "has had 1 turn\n"
	    "Ann: roll 666655\n"
	    "^~~\n");
	free(r.out);

	/* Bob throws a third time when Ann threw twice */
	run_text(&r, "[Game \"sevens\"]\n[Players \"Ann, Bob, Cy\"]\n\n"
	    "Ann: roll 521112 remove 52 roll 6166 remove 61 stop\n"
	    "Bob: roll 666655 roll 666655 roll 666655\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:30: error: turn 2 (Bob): 'roll 666655': the turn is "
	    "over: the first player threw 2 times, and the others may throw "
	    "at most 2 times this round\n"
	    "Bob: roll 666655 roll 666655 roll 666655\n"
	    "                             ^~~~\n");
	free(r.out);

	/* a new turn line while a 7 is left */
	run_text(&r, "[Game \"sevens\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 661234 remove 43\nBob: roll 666655\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Bob): the turn before is not over: a "
	    "7 is left: 6+1 must be removed\n"
	    "Bob: roll 666655\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_rule_example),
		cmocka_unit_test(test_remove),
		cmocka_unit_test(test_throws),
		cmocka_unit_test(test_other_words),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
