/*
 * test_aces: the rules of Aces, each accepted once and refused once,
 * through the session interface; then whole records through the reader
 * and the driver.
 *
 * Every hand, order, count of dice, message and score sheet here was
 * worked out by hand from RULINGS.md and the rulings at the top of
 * lib/games/aces.c: five dice each; ordering throws ranked as poker
 * dice, 1s high, equal hands throwing again; then each throw sends its
 * 1s to the centre, its 2s to the next seat, its 5s to the seat before,
 * and goes on while a 1, 2 or 5 came and dice are left; the thrower of
 * the last 1 wins (last-one-loses: loses).
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

extern const struct game game_aces;

#define G	(&game_aces)
#define SO	(game_aces.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("aces"), G);
	assert_ptr_equal(game_find("aces-to-the-centre"), G);
	assert_ptr_equal(game_find("aces-to-the-center"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Aces");
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_null(G->parse);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 2);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "5", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "last-one-loses")], 0);
	assert_int_equal(variant_parse(G, "last-one-loses", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "last-one-loses")], 1);
	assert_int_equal(variant_parse(G, "last-one-wins", &v, &e), -1);
	assert_string_equal(e.msg, "Aces has no option 'last-one-wins'");
	/* one seat would have nobody to pass to; seventeen are too many */
	memset(&e, 0, sizeof(e));
	assert_int_equal(SO->init(st.u.b, 1, NULL, &e), -1);
	assert_string_equal(e.msg, "Aces is for 2 to 16 players, not 1");
	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Aces is for 2 to 16 players, not 17");
}

/* Two ordering throws, P1's a and P2's b: 0 when P1 plays first, 1 when
 * P2 does, -1 when the hands are equal and both throw again. */
static int
first_of(const char *a, const char *b)
{
	struct state st;
	struct buf buf = BUF_INIT;
	char ra[32], rb[32];
	int who = -2;

	snprintf(ra, sizeof(ra), "roll %s", a);
	snprintf(rb, sizeof(rb), "roll %s", b);
	start(&st, 2, "");
	turn(&st, 0);
	ok(&st, ra, ra);
	turn(&st, 1);
	ok(&st, rb, rb);
	assert_int_equal(G->render(st.u.b, NULL, &buf), 0);
	if (strstr(buf.s, "Order of play: P1, P2.\n") != NULL)
		who = 0;
	else if (strstr(buf.s, "Order of play: P2, P1.\n") != NULL)
		who = 1;
	else if (strstr(buf.s, "P1 and P2 threw equal hands") != NULL)
		who = -1;
	buf_release(&buf);
	return who;
}

static void
test_hands(void **state)
{
	(void)state;
	/* the ranks, each above the next; the better hand second too */
	assert_int_equal(first_of("22222", "11116"), 0);  /* five > four */
	assert_int_equal(first_of("11116", "22233"), 0);  /* four > full */
	assert_int_equal(first_of("23456", "22233"), 1);  /* full > str. */
	assert_int_equal(first_of("12345", "11123"), 0);  /* str. > three */
	assert_int_equal(first_of("22234", "11663"), 0);  /* three > 2 pr */
	assert_int_equal(first_of("22334", "11236"), 0);  /* 2 pr > pair */
	assert_int_equal(first_of("13456", "22346"), 1);  /* pair > none */
	/* 1s high: five 1s beat five 6s, a pair of 1s a pair of 6s */
	assert_int_equal(first_of("66666", "11111"), 1);
	assert_int_equal(first_of("11234", "66543"), 0);
	/* straights (ruling): 2-6 above 1-5; 1-3-4-5-6 is none */
	assert_int_equal(first_of("12345", "65432"), 1);
	assert_int_equal(first_of("13456", "12345"), 1);
	/* equal ranks (ruling): the larger set first, 3 of a full house */
	assert_int_equal(first_of("22211", "66655"), 1);  /* 6s over 2s */
	assert_int_equal(first_of("11122", "66655"), 0);  /* 1s over 6s */
	/* the higher pair, then the lower pair, then the odd die */
	assert_int_equal(first_of("66553", "11226"), 1);  /* 1s pair */
	assert_int_equal(first_of("66553", "66443"), 0);  /* 5s over 4s */
	assert_int_equal(first_of("66443", "66442"), 0);  /* 3 over 2 */
	assert_int_equal(first_of("44441", "44446"), 0);  /* odd 1 high */
	/* nothing: the dice from the highest, 1 first: 6 5 4 3 2 over
	 * 6 5 3 2 1 at the third */
	assert_int_equal(first_of("13456", "12346"), 0);
	/* only the very same dice are equal, in any order */
	assert_int_equal(first_of("66443", "34646"), -1);
	assert_int_equal(first_of("12345", "54321"), -1);
}

static void
test_ordering(void **state)
{
	struct state st;

	(void)state;
	/* complete.rec: Ann and Cy tie with two pair 6s 4s and 3; Bob's
	 * pair has third place */
	start(&st, 3, "");
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	expect(&st, 0, 5, 0);
	/* an ordering turn is 5 dice, one throw */
	no(&st, "roll", 0, "write the 5 dice of the ordering throw after "
	    "roll");
	no(&st, "roll 6644", 1, "an ordering throw is 5 dice, not 4");
	no(&st, "roll 6644 3 1", 3, "an ordering throw is 5 dice, not 6");
	no(&st, "stop", 0, "nothing to stop: an ordering turn is one throw "
	    "of 5 dice");
	ok(&st, "roll 6 6 4 4 3", "roll 66443");
	expect(&st, 1, 5, 1);
	no(&st, "roll 12345", 0, "the turn is over: an ordering turn is a "
	    "single throw");
	turn(&st, 1);
	ok(&st, "roll 11234", "roll 11234");
	turn(&st, 2);
	ok(&st, "roll 3,4,6,4,6", "roll 34646");
	/* Ann and Cy throw again, in seat order; Bob has his place */
	expect(&st, 0, 5, 1);
	/* a line of another seat is the driver's to refuse (aces.t) */
	turn(&st, 0);
	ok(&st, "roll 23456", "roll 23456");
	expect(&st, 2, 5, 1);
	turn(&st, 2);
	ok(&st, "roll 55551", "roll 55551");
	/* four of a kind beats the straight: Cy, Ann, Bob; every seat
	 * still holds 5 */
	expect(&st, 2, 5, 1);
	assert_int_equal(score(&st, 0), 5);
	assert_int_equal(score(&st, 1), 5);
	assert_int_equal(score(&st, 2), 5);
	assert_false(over(&st, NULL, NULL));
}

static void
test_groups(void **state)
{
	struct state st;

	(void)state;
	/* Bob and Dee tie on five 5s, Ann and Cy on nothing (1 2 3 4 6):
	 * the best group throws again first, Bob then Dee */
	start(&st, 4, "");
	turn(&st, 0);
	ok(&st, "roll 12346", "roll 12346");
	turn(&st, 1);
	ok(&st, "roll 55555", "roll 55555");
	turn(&st, 2);
	ok(&st, "roll 64321", "roll 64321");
	turn(&st, 3);
	ok(&st, "roll 55555", "roll 55555");
	expect(&st, 1, 5, 1);
	turn(&st, 1);
	ok(&st, "roll 33333", "roll 33333");
	turn(&st, 3);
	ok(&st, "roll 33333", "roll 33333");
	/* level again: Bob and Dee once more */
	expect(&st, 1, 5, 1);
	turn(&st, 1);
	ok(&st, "roll 11111", "roll 11111");
	turn(&st, 3);
	ok(&st, "roll 22222", "roll 22222");
	/* Bob, Dee settled; now Ann and Cy */
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	ok(&st, "roll 33333", "roll 33333");
	turn(&st, 2);
	ok(&st, "roll 44444", "roll 44444");
	/* order of play: Bob, Dee, Cy, Ann: Bob first */
	expect(&st, 1, 5, 1);
	turn(&st, 1);
	ok(&st, "roll 33334", "roll 33334");
	expect(&st, 3, 5, 1);
	turn(&st, 3);
	ok(&st, "roll 66666", "roll 66666");
	expect(&st, 2, 5, 1);
	turn(&st, 2);
	ok(&st, "roll 66666", "roll 66666");
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	ok(&st, "roll 66666", "roll 66666");
	expect(&st, 1, 5, 1);
}

/* Two seats through the ordering: P1's 66666 beats P2's 22222. */
static void
two_seats(struct state *st, const char *variant)
{
	start(st, 2, variant);
	turn(st, 0);
	ok(st, "roll 66666", "roll 66666");
	turn(st, 1);
	ok(st, "roll 22222", "roll 22222");
}

static void
test_turn(void **state)
{
	struct state st;

	(void)state;
	/* complete.rec from turn 6: order Cy, Ann, Bob */
	start(&st, 3, "");
	turn(&st, 0);
	ok(&st, "roll 66443", "roll 66443");
	turn(&st, 1);
	ok(&st, "roll 11234", "roll 11234");
	turn(&st, 2);
	ok(&st, "roll 34646", "roll 34646");
	turn(&st, 0);
	ok(&st, "roll 23456", "roll 23456");
	turn(&st, 2);
	ok(&st, "roll 55551", "roll 55551");
	turn(&st, 2);
	/* all 5 held are thrown */
	no(&st, "roll 1253", 1, "5 dice are held, only 4 were thrown: every "
	    "die held is thrown");
	no(&st, "roll 125366", 1, "only 5 dice are held, 6 were thrown");
	no(&st, "roll", 0, "write the 5 dice held after roll");
	no(&st, "roll 12537", 1, "'12537' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "hold 12536", 0, "'hold' is not an Aces action: write roll");
	/* 1 to the centre, 2 left to Ann, 5 right to Bob: 6, 6, 2; a 1, 2
	 * or 5 came and Cy holds 2: again */
	ok(&st, "roll 12536", "roll 12536");
	assert_int_equal(score(&st, 0), 6);
	assert_int_equal(score(&st, 1), 6);
	assert_int_equal(score(&st, 2), 2);
	expect(&st, 2, 2, 0);
	no(&st, "stop", 0, "no stopping in Aces: the dice held are thrown "
	    "again while a 1, 2 or 5 comes");
	no(&st, "roll 3 4 6", 3, "only 2 dice are held, 3 were thrown");
	/* no 1, 2 or 5: the turn is over */
	ok(&st, "roll 34", "roll 34");
	no(&st, "roll 66", 0, "the turn is over: its throw showed no 1, 2 "
	    "or 5");
	no(&st, "stop", 0, "the turn is over: its throw showed no 1, 2 or "
	    "5");
	expect(&st, 0, 6, 1);
	turn(&st, 0);
	/* five 1s: centre 6, Ann 1, again; a 2 left to Bob: Ann empty */
	ok(&st, "roll 111116", "roll 111116");
	expect(&st, 0, 1, 0);
	ok(&st, "roll 2", "roll 2");
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 7);
	no(&st, "roll 3", 0, "the turn is over: no dice are left to throw");
	expect(&st, 1, 7, 1);
	turn(&st, 1);
	/* five 1s (11), two 5s right to Ann: she is back in */
	ok(&st, "roll 1111155", "roll 1111155");
	assert_int_equal(score(&st, 0), 2);
	assert_int_equal(score(&st, 1), 0);
	/* Cy's 2s left to Ann: 4 */
	expect(&st, 2, 2, 1);
	turn(&st, 2);
	ok(&st, "roll 22", "roll 22");
	assert_int_equal(score(&st, 0), 4);
	assert_int_equal(score(&st, 2), 0);
	expect(&st, 0, 4, 1);
	turn(&st, 0);
	/* three 1s (14), the 5 right to Cy */
	ok(&st, "roll 1115", "roll 1115");
	/* Bob holds none: skipped, Cy plays */
	expect(&st, 2, 1, 1);
	turn(&st, 2);
	ok(&st, "roll 6", "roll 6");
	/* Cy alone holds dice: Cy again, a new turn */
	expect(&st, 2, 1, 1);
	turn(&st, 2);
	ok(&st, "roll 2", "roll 2");
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	assert_false(over(&st, NULL, NULL));
	ok(&st, "roll 1", "roll 1");
	expect(&st, -1, 0, 0);
}

static void
test_two_players(void **state)
{
	struct state st;

	(void)state;
	/* with two seats left and right are the other player: P1's 2 and 5
	 * both go to P2 */
	two_seats(&st, "");
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	ok(&st, "roll 12536", "roll 12536");
	assert_int_equal(score(&st, 0), 2);
	assert_int_equal(score(&st, 1), 7);
	ok(&st, "roll 55", "roll 55");
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 9);
	expect(&st, 1, 9, 1);
	turn(&st, 1);
	ok(&st, "roll 222233334", "roll 222233334");
	assert_int_equal(score(&st, 0), 4);
	assert_int_equal(score(&st, 1), 5);
	ok(&st, "roll 33334", "roll 33334");
	expect(&st, 0, 4, 1);
}

static void
test_skipped(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	/* P1's 22555 sends everything to P2 (10): P1 is skipped, and P2,
	 * alone with dice, plays turn after turn */
	two_seats(&st, "");
	turn(&st, 0);
	ok(&st, "roll 22555", "roll 22555");
	expect(&st, 1, 10, 1);
	memset(&e, 0, sizeof(e));
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	/* P1's line is the driver's to refuse, with not_now's reason */
	turn(&st, 1);
	ok(&st, "roll 3333344446", "roll 3333344446");
	expect(&st, 1, 10, 1);
	turn(&st, 1);
	/* a 5 back to P1: P1 is in again, after P2's turn */
	ok(&st, "roll 5333344446", "roll 5333344446");
	expect(&st, 1, 9, 0);
	ok(&st, "roll 333344446", "roll 333344446");
	expect(&st, 0, 1, 1);
}

static void
test_not_over(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	two_seats(&st, "");
	turn(&st, 0);
	memset(&e, 0, sizeof(e));
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws at least once");
	ok(&st, "roll 12536", "roll 12536");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: a 1, 2 or 5 "
	    "came, and the 2 dice still held are thrown again");
	ok(&st, "roll 16", "roll 16");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: a 1, 2 or 5 "
	    "came, and the 1 die still held is thrown again");
}

static void
test_end_and_winner(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	/* P1 11111: centre 5; P2 11111: centre 10, no die left: P2 threw
	 * the last 1s, several at once (ruling), and wins */
	two_seats(&st, "");
	turn(&st, 0);
	ok(&st, "roll 11111", "roll 11111");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	ok(&st, "roll 11111", "roll 11111");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "no die is left in play: the thrower of the "
	    "last 1 wins");
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 0);
	expect(&st, -1, 0, 0);
	no(&st, "roll 3", 0, "the game is over: no die is left in play: the "
	    "thrower of the last 1 wins");

	/* last-one-loses, three seats: the two others share the win */
	start(&st, 3, "last-one-loses");
	turn(&st, 0);
	ok(&st, "roll 66666", "roll 66666");
	turn(&st, 1);
	ok(&st, "roll 55555", "roll 55555");
	turn(&st, 2);
	ok(&st, "roll 44444", "roll 44444");
	turn(&st, 0);
	ok(&st, "roll 11111", "roll 11111");
	turn(&st, 1);
	ok(&st, "roll 11111", "roll 11111");
	turn(&st, 2);
	/* Cy 4 1s (14), one die left, again; a 1: centre 15 */
	ok(&st, "roll 11113", "roll 11113");
	assert_false(over(&st, NULL, NULL));
	ok(&st, "roll 1", "roll 1");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "no die is left in play: the thrower of the "
	    "last 1 loses");

	/* with two seats last-one-loses names the other one */
	two_seats(&st, "last-one-loses");
	turn(&st, 0);
	ok(&st, "roll 11111", "roll 11111");
	turn(&st, 1);
	ok(&st, "roll 11111", "roll 11111");
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
	start(&st, 2, "");
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Aces, start\n"
	    "5 dice each: 1s to the centre, 2s to the left, 5s to the right.\n"
	    "The thrower of the last 1 wins.\n"
	    "Dice held: P1 5, P2 5; centre 0.\n"
	    "P1 to play.\n");
	/* P1 66666 over P2 22222; P1's 12536: 1 to the centre, 2 and 5
	 * to P2: P1 2, P2 7 */
	turn(&st, 0);
	ok(&st, "roll 66666", "roll 66666");
	turn(&st, 1);
	ok(&st, "roll 22222", "roll 22222");
	turn(&st, 0);
	ok(&st, "roll 12536", "roll 12536");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Aces, turn 3 in progress\n"
	    "5 dice each: 1s to the centre, 2s to the left, 5s to the right.\n"
	    "The thrower of the last 1 wins.\n"
	    "Round  Player  Thrown  Hand\n"
	    "    1  P1      66666   five of a kind\n"
	    "       P2      22222   five of a kind\n"
	    "Order of play: P1, P2.\n"
	    "Turn  Player  Thrown  1s  2s  5s  P1  P2  Centre\n"
	    "   3  P1      12536    1   1   1   2   7       1\n"
	    "Dice held: P1 2, P2 7; centre 1.\n"
	    "P1's turn: a 1, 2 or 5 came; 2 dice to throw again.\n"
	    "P1 to play.\n");
	/* 55: both to P2 (9); P1 holds none */
	ok(&st, "roll 55", "roll 55");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Aces, after turn 3\n"
	    "5 dice each: 1s to the centre, 2s to the left, 5s to the right.\n"
	    "The thrower of the last 1 wins.\n"
	    "Round  Player  Thrown  Hand\n"
	    "    1  Ann     66666   five of a kind\n"
	    "       Bob     22222   five of a kind\n"
	    "Order of play: Ann, Bob.\n"
	    "Turn  Player  Thrown  1s  2s  5s  Ann  Bob  Centre\n"
	    "   3  Ann     12536    1   1   1    2    7       1\n"
	    "              55       0   0   2    0    9       1\n"
	    "Dice held: Ann 0, Bob 9; centre 1.\n"
	    "Ann holds no dice and is skipped.\n"
	    "Bob to play.\n");
	buf_release(&b);
}

static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	int i;

	(void)state;
	/* 2 ordering throws and 200 quiet ones: 202 throws, the sheet
	 * keeps the last 180, from 23 on; the ordering rows are gone */
	two_seats(&st, "");
	for (i = 0; i < 200; i++) {
		turn(&st, (unsigned)(i % 2));
		ok(&st, "roll 33333", "roll 33333");
	}
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_non_null(strstr(b.s, "Aces, after turn 202\n"));
	assert_non_null(strstr(b.s, "Throws 1 to 22 are not shown.\n"));
	assert_null(strstr(b.s, "Round  Player"));
	assert_non_null(strstr(b.s, "Order of play: P1, P2.\n"));
	assert_non_null(strstr(b.s, "\n  23  P1      33333 "));
	assert_non_null(strstr(b.s, "\n 202  P2      33333 "));
	buf_release(&b);
}

static void
test_sixteen(void **state)
{
	/* sixteen distinct hands, best first: the order of play is the
	 * seats' */
	static const char *const hand[16] = {
		"11111", "66666", "55555", "44444", "33333", "22222", "11116",
		"66661", "66665", "55551", "44441", "33331", "22221", "11166",
		"66611", "55511"
	};
	struct state st;
	struct buf b = BUF_INIT;
	char roll[MOVE_TEXT_MAX];
	unsigned long w;
	unsigned s;

	(void)state;
	start(&st, 16, "");
	for (s = 0; s < 16; s++) {
		turn(&st, s);
		snprintf(roll, sizeof(roll), "roll %s", hand[s]);
		ok(&st, roll, roll);
	}
	/* each seat throws all 2s: everything goes left, seat s holding
	 * 5 (s + 1); seat 15 sends all 80 to seat 0 */
	for (s = 0; s < 16; s++) {
		expect(&st, (int)s, 5 * (s + 1), 1);
		turn(&st, s);
		memcpy(roll, "roll ", 5);
		memset(roll + 5, '2', 5 * (s + 1));
		roll[5 + 5 * (s + 1)] = '\0';
		ok(&st, roll, roll);
	}
	expect(&st, 0, 80, 1);
	assert_int_equal(score(&st, 0), 80);
	turn(&st, 0);
	/* 81 dice are one too many: refused, the caret on that word */
	memset(roll + 5, '3', 81);
	roll[86] = '\0';
	no(&st, roll, 1, "only 80 dice are held, 81 were thrown");
	/* 80 1s: all to the centre, seat 0 threw the last 1 */
	memset(roll + 5, '1', 80);
	roll[85] = '\0';
	ok(&st, roll, roll);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_non_null(strstr(b.s, "Finished: P1 wins.\n"));
	buf_release(&b);
}

#define COMPLETE \
	"[Game \"aces\"]\n[Players \"Ann, Bob, Cy\"]\n\n" \
	"Ann: roll 66443\nBob: roll 11234\nCy: roll 34646\n" \
	"Ann: roll 23456\nCy: roll 55551\nCy: roll 12536 roll 34\n" \
	"Ann: roll 111116 roll 2\nBob: roll 1111155\nCy: roll 22\n" \
	"Ann: roll 1115\n"

static void
test_record(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, COMPLETE "Cy: roll 6\nCy: roll 2\nAnn: roll 1\n");
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 13);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);

	/* Bob holds no dice after turn 10: a line for him is refused */
	run_text(&r, COMPLETE "Bob: roll 3\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:14:1: error: turn 11 (Bob): Bob holds no dice and is "
	    "skipped: it is Cy's turn\n"
	    "Bob: roll 3\n"
	    "^~~\n");
	free(r.out);

	/* Ann's 11113 leaves her one die to throw again */
	run_text(&r, "[Game \"aces\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 66666\nBob: roll 22222\nAnn: roll 11113\n"
	    "Bob: roll 333333\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:7:1: error: turn 4 (Bob): the turn before is not over: "
	    "a 1, 2 or 5 came, and the 1 die still held is thrown again\n"
	    "Bob: roll 333333\n"
	    "^~~\n");
	free(r.out);

	/* an indented line continues Ann's turn */
	run_text(&r, "[Game \"aces\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 66666\nBob: roll 22222\nAnn: roll 11113\n"
	    "  roll 1\n");
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_int_equal(r.rs.turns, 3);
	assert_false(r.rs.finished);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_hands),
		cmocka_unit_test(test_ordering),
		cmocka_unit_test(test_groups),
		cmocka_unit_test(test_turn),
		cmocka_unit_test(test_two_players),
		cmocka_unit_test(test_skipped),
		cmocka_unit_test(test_not_over),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_sixteen),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
