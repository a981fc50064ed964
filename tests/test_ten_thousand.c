/*
 * test_ten_thousand: the rules of Ten Thousand (Farkle), each accepted
 * once and refused once, through the session interface; then whole
 * records through the reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/ten-thousand.c: a 1
 * is 100, a 5 is 50, three 1s 1000, three Ns N*100, the straight 3000,
 * three pairs 1500; a keep scores its best reading and every die in it
 * must belong to a combination.
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

extern const struct game game_ten_thousand;

#define G	(&game_ten_thousand)
#define SO	(game_ten_thousand.session)

#include "session-harness.h"

/* A one-seat game: throw, keep, stop, and the points it banked. */
static long
bank(const char *roll, const char *keep)
{
	struct state st;
	char a[64], b[64];

	start(&st, 1, "");
	turn(&st, 0);
	snprintf(a, sizeof(a), "roll %s", roll);
	snprintf(b, sizeof(b), "keep %s", keep);
	ok(&st, a, a);
	ok(&st, b, b);
	ok(&st, "stop", "stop");
	return score(&st, 0);
}

static void
test_table(void **state)
{
	const struct game *g = game_find("ten-thousand");

	(void)state;
	assert_ptr_equal(g, G);
	assert_ptr_equal(game_find("farkle"), G);
	assert_ptr_equal(game_find("dix-mille"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Ten Thousand");
	assert_non_null(G->render);
	assert_null(G->parse);
	assert_null(G->play);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_true(session_starts_action(G, "take", 4));
	assert_false(session_starts_action(G, "66633", 5));
	assert_false(session_starts_action(G, "rol", 3));
	assert_false(session_starts_action(G, "score", 5));
}

static void
test_options(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 10000);
	assert_int_equal(v.val[game_opt_index(G, "entry")], 0);
	assert_int_equal(v.val[game_opt_index(G, "dice")], 6);
	assert_int_equal(variant_parse(G, "target=5000 entry=500 takeover "
	    "three-farkles last-die-bonus four-twos six-kind-wins dice=7", &v,
	    &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 5000);
	assert_int_equal(v.val[game_opt_index(G, "entry")], 500);
	assert_int_equal(v.val[game_opt_index(G, "dice")], 7);
	assert_int_equal(v.val[game_opt_index(G, "takeover")], 1);
	/* an unknown option */
	assert_int_equal(variant_parse(G, "jackpot", &v, &e), -1);
	assert_string_equal(e.msg, "Ten Thousand has no option 'jackpot'");
	assert_int_equal(variant_parse(G, "dice=4", &v, &e), -1);
	assert_string_equal(e.msg, "dice must be a whole number from 5 to 7");
	assert_int_equal(variant_parse(G, "dice=8", &v, &e), -1);
	/* six of a kind cannot come with five dice */
	assert_int_equal(variant_parse(G, "dice=5 six-kind-wins", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 2, &v, &e), -1);
	assert_string_equal(e.msg, "six-kind-wins needs 6 or more dice, and "
	    "dice=5 is set");
	/* no variant at all: the defaults */
	assert_int_equal(SO->init(st.u.b, 2, NULL, &e), 0);
	expect(&st, 0, 6, 1);
}

static void
test_singles_and_triples(void **state)
{
	(void)state;
	assert_int_equal(bank("152336", "1"), 100);
	assert_int_equal(bank("152336", "5"), 50);
	assert_int_equal(bank("152336", "15"), 150);
	assert_int_equal(bank("111234", "111"), 1000);
	assert_int_equal(bank("222346", "222"), 200);
	assert_int_equal(bank("333246", "333"), 300);
	assert_int_equal(bank("444236", "444"), 400);
	assert_int_equal(bank("555236", "555"), 500);
	assert_int_equal(bank("666234", "666"), 600);
	/* a triple with singles: 1000 + 50 + 50 */
	assert_int_equal(bank("111553", "11155"), 1100);
	/* beyond three of a kind only 1s and 5s: 1000 + 100, 500 + 100 */
	assert_int_equal(bank("111124", "1111"), 1100);
	assert_int_equal(bank("555552", "55555"), 600);
	/* 222 and a 1 from a throw with four 2s: 200 + 100 */
	assert_int_equal(bank("222213", "2221"), 300);
}

static void
test_straight_and_pairs(void **state)
{
	(void)state;
	assert_int_equal(bank("613254", "613254"), 3000);
	assert_int_equal(bank("223344", "223344"), 1500);
	/* three pairs beat 1 + 1 + 5 + 5 = 300 */
	assert_int_equal(bank("115566", "115566"), 1500);
	/* four of a kind and a pair */
	assert_int_equal(bank("222233", "222233"), 1500);
	/* 1111 55 as pairs 1500, not 1000 + 100 + 50 + 50 = 1200 */
	assert_int_equal(bank("111155", "111155"), 1500);
	/* six of a kind: three pairs 1500 beat two triples 800 */
	assert_int_equal(bank("444444", "444444"), 1500);
	/* five 5s... six 5s: two triples 1000 < three pairs 1500 */
	assert_int_equal(bank("555555", "555555"), 1500);
	/* six 1s: two triples 2000 > three pairs 1500 */
	assert_int_equal(bank("111111", "111111"), 2000);
	/* two triples: 200 + 300 */
	assert_int_equal(bank("222333", "222333"), 500);
	/* part of a straight scores as singles only */
	assert_int_equal(bank("613254", "15"), 150);
}

static void
test_keep_refusals(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	no(&st, "keep 1", 0, "nothing has been thrown yet in this turn");
	ok(&st, "roll 3 3 3 3 1 2", "roll 333312");
	no(&st, "keep 4", 1, "there is no 4 in the last throw to keep");
	no(&st, "keep 1 1", 2, "the last throw shows only one 1");
	no(&st, "keep 33333", 1, "the last throw shows only four 3s");
	no(&st, "keep 12", 1, "the 2 belongs to no scoring combination");
	no(&st, "keep 3333", 1, "the fourth 3 belongs to no scoring "
	    "combination (beyond three of a kind only 1s and 5s score)");
	no(&st, "keep 33", 1, "the 3 belongs to no scoring combination");
	no(&st, "keep 3 1 3", 1, "the 3 belongs to no scoring combination");
	no(&st, "keep", 0, "write the dice set aside after keep");
	no(&st, "keep 17", 1, "'17' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "keep 1 x", 2, "'x' is neither dice nor an action: the actions "
	    "are roll, keep, stop and take");
	no(&st, "keep 1 4x", 2, "'4x' is not dice: dice are written as digits "
	    "1 to 6");
	ok(&st, "keep 3,3,3,1", "keep 3331");
	/* one keep per throw */
	no(&st, "keep 3", 0, "the dice of this throw are already set aside: "
	    "roll or stop");
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 0), 400);

	/* the straight with a seventh die: the second 6 scores nothing */
	start(&st, 1, "dice=7");
	turn(&st, 0);
	ok(&st, "roll 1234566", "roll 1234566");
	no(&st, "keep 1234566", 1, "the second 6 belongs to no scoring "
	    "combination");
	/* three pairs of 2s, 3s and 4s leave the third 4 */
	start(&st, 1, "dice=7");
	turn(&st, 0);
	ok(&st, "roll 2233444", "roll 2233444");
	no(&st, "keep 2 2 3 3 4 4 4", 7, "the third 4 belongs to no scoring "
	    "combination");
}

static void
test_roll_refusals(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	turn(&st, 0);
	no(&st, "roll 15233", 1, "a turn's first throw is 6 dice, not 5");
	no(&st, "roll 1 5 2 3 3 6 4", 7, "a turn's first throw is 6 dice, not "
	    "7");
	no(&st, "roll", 0, "write the 6 dice thrown after roll");
	no(&st, "roll 15233x", 1, "'15233x' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 1 5 2 3 3 7", 6, "'7' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 0 1 5 2 3 3", 1, "'0' is not a die: dice are written as "
	    "digits 1 to 6");
	ok(&st, "roll 1 5 2 3 3 6", "roll 152336");
	no(&st, "roll 152336", 0, "set aside scoring dice from the last "
	    "throw before throwing again");
	ok(&st, "keep 5 1", "keep 51");
	no(&st, "roll 523", 1, "4 dice are left to throw, not 3");
	no(&st, "roll 52 346", 2, "only 4 dice are left to throw, not 5");
	ok(&st, "roll 5 5 5 1", "roll 5551");
	ok(&st, "keep 5551", "keep 5551");
	/* hot dice: all six again */
	expect(&st, 0, 6, 0);
	no(&st, "roll 12345", 1, "all 6 dice are thrown again after hot dice, "
	    "not 5");
	ok(&st, "roll 2 2 2 3 4 6", "roll 222346");
	ok(&st, "keep 222", "keep 222");
	ok(&st, "roll 5 3 4", "roll 534");
	ok(&st, "keep 5", "keep 5");
	ok(&st, "roll 1 3", "roll 13");
	ok(&st, "keep 1", "keep 1");
	no(&st, "roll 3 4", 2, "only 1 die is left to throw, not 2");
	ok(&st, "stop", "stop");
	/* 150 + 600 (5551: 500 + 100) + 200 + 50 + 100 */
	assert_int_equal(score(&st, 0), 1100);
}

static void
test_stop_and_order(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 6, 1);
	/* a line out of turn is the driver's to refuse (ten-thousand.t) */
	assert_int_equal(SO->begin_turn(st.u.b, 0, &e), 0);
	expect(&st, 0, 6, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws at least once");
	no(&st, "stop", 0, "nothing to bank: throw first");
	no(&st, "score yacht", 0, "'score' is not a Ten Thousand action: "
	    "write roll, keep, stop or take");
	no(&st, "66633", 0, "'66633' is not a Ten Thousand action: write "
	    "roll, keep, stop or take");
	no(&st, "take", 0, "take needs the takeover option (Variant "
	    "\"takeover\")");
	ok(&st, "roll 152336", "roll 152336");
	expect(&st, 0, 0, 0);
	no(&st, "stop", 0, "set aside scoring dice from the last throw before "
	    "stopping");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it must set "
	    "aside scoring dice from its last throw");
	ok(&st, "keep 1", "keep 1");
	expect(&st, 0, 5, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it ends with "
	    "stop or a scoreless throw");
	no(&st, "stop now", 1, "stop takes nothing after it");
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 0), 100);
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 1, 6, 1);
	no(&st, "roll 152336", 0, "the turn is over: its points are banked");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	assert_int_equal(SO->begin_turn(st.u.b, 1, &e), 0);
}

static void
test_farkle(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	turn(&st, 0);
	/* 2 3 4 6 6 2: no 1, no 5, no triple, two pairs only */
	ok(&st, "roll 234662", "roll 234662");
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 1, 6, 1);
	no(&st, "keep 66", 0, "the turn is over: 234662 scores nothing");
	no(&st, "stop", 0, "the turn is over: 234662 scores nothing");
	turn(&st, 1);
	/* points kept before a farkle are lost */
	oks(&st, "roll 111234; keep 111; roll 234");
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 0, 6, 1);
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	assert_int_equal(score(&st, 0), 1000);
	assert_false(over(&st, NULL, NULL));
}

static void
test_target_and_round(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	/* Ann reaches 1000 first; Bob and Cy still play the round, and Cy
	 * passes her */
	start(&st, 3, "target=1000");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	assert_int_equal(score(&st, 0), 1000);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	oks(&st, "roll 234662");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 2);
	oks(&st, "roll 111534; keep 1115; stop");
	assert_int_equal(score(&st, 2), 1050);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 4);
	assert_string_equal(why, "the round in which a total reached 1000 is "
	    "complete");
	expect(&st, -1, 0, 0);
	no(&st, "roll 152336", 0, "the game is over: the round in which a "
	    "total reached 1000 is complete");

	/* equal best totals share */
	start(&st, 2, "target=1000");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	turn(&st, 1);
	oks(&st, "roll 623111; keep 111; stop");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 3);

	/* the last seat reaching the target ends the game at once */
	start(&st, 2, "target=500");
	turn(&st, 0);
	oks(&st, "roll 152336; keep 1; stop");
	turn(&st, 1);
	oks(&st, "roll 555234; keep 555; stop");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);

	/* a target reached in a later round: that round is finished */
	start(&st, 2, "target=1100");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	turn(&st, 1);
	oks(&st, "roll 152336; keep 1; stop");
	turn(&st, 0);
	oks(&st, "roll 152336; keep 1; stop");
	assert_int_equal(score(&st, 0), 1100);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	oks(&st, "roll 234662");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
}

static void
test_entry(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "entry=500");
	turn(&st, 0);
	/* 150 is below the entry: nothing banked */
	oks(&st, "roll 152336; keep 15; stop");
	assert_int_equal(score(&st, 0), 0);
	no(&st, "roll 152336", 0, "the turn is over: it stopped below the "
	    "entry score");
	turn(&st, 0);
	/* exactly 500 enters */
	oks(&st, "roll 555234; keep 555; stop");
	assert_int_equal(score(&st, 0), 500);
	turn(&st, 0);
	/* once in, any bank counts */
	oks(&st, "roll 152336; keep 5; stop");
	assert_int_equal(score(&st, 0), 550);
}

static void
test_takeover(void **state)
{
	struct state st;

	(void)state;
	start(&st, 3, "takeover");
	turn(&st, 0);
	/* Ann keeps 150, then 2 3 4 6 scores nothing: 150 forfeited with
	 * 4 dice */
	oks(&st, "roll 152336; keep 15; roll 2346");
	turn(&st, 1);
	no(&st, "keep 5", 0, "nothing has been thrown yet in this turn");
	no(&st, "roll 5234", 1, "a turn's first throw is 6 dice, not 4 (to "
	    "throw the dice of the turn before, write take first)");
	ok(&st, "take", "take");
	expect(&st, 1, 4, 0);
	no(&st, "take", 0, "take only opens a turn");
	no(&st, "keep 5", 0, "throw the 4 dice taken up first");
	no(&st, "stop", 0, "throw the 4 dice taken up first");
	no(&st, "roll 523461", 1, "the dice taken up are 4: throw 4 dice, "
	    "not 6");
	ok(&st, "roll 5 2 3 4", "roll 5234");
	no(&st, "take", 0, "take only opens a turn");
	oks(&st, "keep 5; stop");
	/* 150 taken + 50 */
	assert_int_equal(score(&st, 1), 200);
	assert_int_equal(score(&st, 0), 0);
	/* after a bank there is nothing to take */
	turn(&st, 2);
	no(&st, "take", 0, "there is nothing to take up: the previous turn "
	    "did not end on a scoreless throw with points to lose");
	/* Cy: 1000, then 2 3 4 scores nothing: 1000 lost with 3 dice */
	oks(&st, "roll 111534; keep 111; roll 234");
	turn(&st, 0);
	/* Ann takes it and misses too: 1000 passes on, still 3 dice */
	oks(&st, "take; roll 266");
	assert_int_equal(score(&st, 0), 0);
	turn(&st, 1);
	/* Bob takes it and sets aside all three (250): hot dice, then
	 * three pairs */
	oks(&st, "take; roll 115; keep 115; roll 223344; keep 223344; stop");
	assert_int_equal(score(&st, 1), 200 + 1000 + 250 + 1500);
	/* a scoreless first throw forfeits nothing: nothing to take */
	turn(&st, 2);
	oks(&st, "roll 234662");
	turn(&st, 0);
	no(&st, "take", 0, "there is nothing to take up: the previous turn "
	    "did not end on a scoreless throw with points to lose");
	/* the offer is for the next turn only */
	oks(&st, "roll 152336; keep 1; roll 23466");
	turn(&st, 1);
	oks(&st, "roll 152336; keep 1; stop");
	turn(&st, 2);
	no(&st, "take", 0, "there is nothing to take up: the previous turn "
	    "did not end on a scoreless throw with points to lose");
}

static void
test_three_farkles(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "three-farkles");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	turn(&st, 0);
	oks(&st, "roll 234662");
	turn(&st, 0);
	oks(&st, "roll 234662");
	assert_int_equal(score(&st, 0), 1000);
	turn(&st, 0);
	oks(&st, "roll 234662");
	assert_int_equal(score(&st, 0), 0);
	/* the count starts again */
	turn(&st, 0);
	oks(&st, "roll 234662");
	turn(&st, 0);
	oks(&st, "roll 234662");
	assert_int_equal(score(&st, 0), 0);
	/* a farkle after a keep breaks the run, and so does a bank */
	turn(&st, 0);
	oks(&st, "roll 152336; keep 1; roll 23466");
	turn(&st, 0);
	oks(&st, "roll 234662");
	turn(&st, 0);
	oks(&st, "roll 234662");
	assert_int_equal(score(&st, 0), 0);
	turn(&st, 0);
	oks(&st, "roll 234662");
	/* three in a row from a total of 0: below zero */
	assert_int_equal(score(&st, 0), -1000);

	/* without the option, nothing */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 234662");
	turn(&st, 0);
	oks(&st, "roll 234662");
	turn(&st, 0);
	oks(&st, "roll 234662");
	assert_int_equal(score(&st, 0), 0);
}

static void
test_last_die_bonus(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "last-die-bonus");
	turn(&st, 0);
	oks(&st, "roll 111553; keep 11155; roll 3");
	/* a first miss: the die is thrown again */
	expect(&st, 0, 1, 0);
	no(&st, "stop", 0, "the last die has its second throw to come: roll "
	    "it");
	no(&st, "keep 3", 0, "the last die scored nothing: throw it again");
	no(&st, "roll 55", 1, "the last die is thrown again: 1 die, not 2");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: its last die "
	    "has a second throw");
	/* 1100, then 50 and a bonus of 500 */
	oks(&st, "roll 5; keep 5");
	expect(&st, 0, 6, 0);
	/* 150, then 551 200: 2000 with one die left */
	oks(&st, "roll 152336; keep 15; roll 5513; keep 551");
	/* the second last die of the turn earns 1000 */
	oks(&st, "roll 1; keep 1; stop");
	assert_int_equal(score(&st, 0), 1100 + 550 + 150 + 200 + 1100);
	/* two misses: a farkle */
	turn(&st, 1);
	oks(&st, "roll 111553; keep 11155; roll 3; roll 4");
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 0, 6, 1);

	/* without the option one miss is a farkle, and a hit no bonus */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 111553; keep 11155; roll 3");
	expect(&st, 0, 6, 1);
	turn(&st, 0);
	oks(&st, "roll 111553; keep 11155; roll 1; keep 1; stop");
	assert_int_equal(score(&st, 0), 1200);
}

static void
test_four_twos(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "four-twos");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	turn(&st, 0);
	oks(&st, "roll 222213");
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 6, 1);
	no(&st, "keep 1", 0, "the turn is over: the four 2s of 222213 "
	    "cancelled the total");
	/* three 2s are only 200 */
	turn(&st, 0);
	oks(&st, "roll 222513; keep 2225; stop");
	assert_int_equal(score(&st, 0), 250);
}

static void
test_six_kind_wins(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 2, "six-kind-wins");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	turn(&st, 1);
	oks(&st, "roll 333333");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "a throw of six of a kind won the game");
	assert_int_equal(score(&st, 0), 1000);
	assert_int_equal(score(&st, 1), 0);
	expect(&st, -1, 0, 0);
	no(&st, "keep 333333", 0, "the game is over: a throw of six of a kind "
	    "won the game");
	/* six 2s win before four-twos cancels; seven dice, six of a kind */
	start(&st, 2, "six-kind-wins four-twos dice=7");
	turn(&st, 0);
	oks(&st, "roll 2222225");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
}

static void
test_five_and_seven_dice(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "dice=5");
	turn(&st, 0);
	no(&st, "roll 111553", 1, "a turn's first throw is 5 dice, not 6");
	oks(&st, "roll 11155; keep 11155");
	expect(&st, 0, 5, 0);
	oks(&st, "roll 15234; keep 1; stop");
	assert_int_equal(score(&st, 0), 1200);

	start(&st, 1, "dice=7");
	turn(&st, 0);
	no(&st, "roll 112233", 1, "a turn's first throw is 7 dice, not 6");
	/* three pairs and a 5: 1500 + 50 */
	oks(&st, "roll 1122335; keep 1122335");
	expect(&st, 0, 7, 0);
	/* seven 1s: two triples and a 1 */
	oks(&st, "roll 1111111; keep 1111111");
	/* the straight and a 1 */
	oks(&st, "roll 1234561; keep 1234561; stop");
	assert_int_equal(score(&st, 0), 1550 + 2100 + 3100);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "entry=500 takeover");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ten Thousand, start\n"
	    "Target 10000 with 6 dice; entry 500; takeover.\n"
	    "Turn  Player  Points  Ann  Bob\n"
	    "Ann to play.\n");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; roll 155; keep 155; stop");
	turn(&st, 1);
	oks(&st, "roll 152336; keep 15; stop");
	turn(&st, 0);
	oks(&st, "roll 152336; keep 15; roll 2346");
	turn(&st, 1);
	oks(&st, "take; roll 1234; keep 1");
	buf_clear(&b);
	ri.ply = 4;
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ten Thousand, turn 4 in progress\n"
	    "Target 10000 with 6 dice; entry 500; takeover.\n"
	    "Turn  Player  Points        Ann  Bob\n"
	    "   1  Ann     +1200        1200    0\n"
	    "   2  Bob     under entry  1200    0\n"
	    "   3  Ann     farkle       1200    0\n"
	    "Bob's turn: 250 so far; throw 3 dice or stop.\n"
	    "Bob to play.\n");
	/* 250 is below the entry still: Bob throws on, 1000 more */
	oks(&st, "roll 111; keep 111; stop");
	turn(&st, 0);
	oks(&st, "roll 152336; keep 1; stop");
	buf_clear(&b);
	/* no names: P1, P2 */
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Ten Thousand, after turn 5\n"
	    "Target 10000 with 6 dice; entry 500; takeover.\n"
	    "Turn  Player  Points         P1    P2\n"
	    "   1  P1      +1200        1200     0\n"
	    "   2  P2      under entry  1200     0\n"
	    "   3  P1      farkle       1200     0\n"
	    "   4  P2      +1250        1200  1250\n"
	    "   5  P1      +100         1300  1250\n"
	    "P2 to play.\n");
	buf_release(&b);
}

static void
test_render_finished(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy" };
	struct render_info ri = { 3, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 3, "target=1000 four-twos");
	turn(&st, 0);
	oks(&st, "roll 111234; keep 111; stop");
	turn(&st, 1);
	oks(&st, "roll 222241");
	turn(&st, 2);
	oks(&st, "roll 623111; keep 111; stop");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ten Thousand, after turn 3\n"
	    "Target 1000 with 6 dice; four-twos.\n"
	    "Turn  Player  Points    Ann  Bob    Cy\n"
	    "   1  Ann     +1000    1000    0     0\n"
	    "   2  Bob     four 2s  1000    0     0\n"
	    "   3  Cy      +1000    1000    0  1000\n"
	    "Ann reached 1000; the round is complete.\n"
	    "Finished: Ann and Cy share the win with 1000.\n");
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
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 152336; keep 1; stop");
	for (i = 2; i <= 800; i++) {
		turn(&st, 0);
		oks(&st, "roll 234662");
	}
	assert_int_equal(score(&st, 0), 100);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, target, the note, the header, 720 rows, the status */
	assert_int_equal(lines, 725);
	assert_non_null(strstr(b.s,
	    "Ten Thousand, after turn 800\n"
	    "Target 10000 with 6 dice.\n"
	    "Turns 1 to 80 are not shown.\n"
	    "Turn  Player  Points   P1\n"
	    "  81  P1      farkle  100\n"));
	assert_non_null(strstr(b.s,
	    " 800  P1      farkle  100\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* A keep with a die that scores nothing: the 2 of 5 2. */
#define GAME \
	"[Game \"farkle\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"[Variant \"target=2000\"]\n" \
	"\n" \
	"Ann: roll 1 1 1 5 3 4 keep 1115 roll 5 2 keep 5 2\n"

static void
test_record_refused(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, GAME);
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:49: error: turn 1 (Ann): 'keep 5 2': the 2 belongs to "
	    "no scoring combination\n"
	    "Ann: roll 1 1 1 5 3 4 keep 1115 roll 5 2 keep 5 2\n"
	    "                                                ^\n");
	free(r.out);
}

#define FULL \
	"[Game \"farkle\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"[Variant \"target=2000\"]\n" \
	"\n" \
	"Ann: roll 1 1 1 5 3 4, keep 1115; stop\n" \
	"Bob: roll 223344 keep 223344 roll 513624 keep 5 stop\n" \
	"Cy: roll 234662\n" \
	"Ann: roll 555 1 2 3 keep 5551\n" \
	"  roll 2 5 keep 5 roll 3 farkle\n"

#define COMPLETE \
	"[Game \"farkle\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"[Variant \"target=2000\"]\n" \
	"\n" \
	"Ann: roll 1 1 1 5 3 4, keep 1115; stop\n" \
	"Bob: roll 223344 keep 223344 roll 513624 keep 5 stop\n" \
	"Cy: roll 234662\n" \
	"Ann: roll 555 1 2 3 keep 5551 roll 2 5 keep 5 stop\n" \
	"Bob: roll 1 2 3 3 4 6 keep 1 roll 23466\n" \
	"Cy: roll 111 555 keep 111555 roll 1 5 2 3 4 6 keep 152346 stop\n"

static void
test_record_complete(void **state)
{
	struct run r;
	const struct session_ops *so;

	(void)state;
	/* "farkle" starts no action: the word joins roll's dice */
	run_text(&r, FULL);
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:9:26: error: turn 4 (Ann): 'roll 3 farkle': 'farkle' is "
	    "neither dice nor an action: the actions are roll, keep, stop and "
	    "take\n"
	    "  roll 2 5 keep 5 roll 3 farkle\n"
	    "                         ^~~~~~\n");
	free(r.out);

	/*
	 * Round 1: Ann 1115 = 1000 + 50 = 1050; Bob three pairs 1500, then
	 * a 5 = 50: 1550; Cy farkle, 0.
	 * Round 2: Ann 5551 = 500 + 100 = 600, then 5 = 50: 650, total
	 * 1700; Bob 1 then a farkle: 1550; Cy 111555 = 1000 + 500 = 1500,
	 * hot dice, the straight 3000: 4500.  Cy reached 2000 in round 2,
	 * the last turn of it: finished, Cy wins.
	 */
	run_text(&r, COMPLETE);
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	so = r.rs.g->session;
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 6);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 4);
	assert_int_equal(so->score(r.rs.st.b, 0), 1700);
	assert_int_equal(so->score(r.rs.st.b, 1), 1550);
	assert_int_equal(so->score(r.rs.st.b, 2), 4500);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_singles_and_triples),
		cmocka_unit_test(test_straight_and_pairs),
		cmocka_unit_test(test_keep_refusals),
		cmocka_unit_test(test_roll_refusals),
		cmocka_unit_test(test_stop_and_order),
		cmocka_unit_test(test_farkle),
		cmocka_unit_test(test_target_and_round),
		cmocka_unit_test(test_entry),
		cmocka_unit_test(test_takeover),
		cmocka_unit_test(test_three_farkles),
		cmocka_unit_test(test_last_die_bonus),
		cmocka_unit_test(test_four_twos),
		cmocka_unit_test(test_six_kind_wins),
		cmocka_unit_test(test_five_and_seven_dice),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_finished),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record_refused),
		cmocka_unit_test(test_record_complete),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
