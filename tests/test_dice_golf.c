/*
 * test_dice_golf: the rules of Dice Golf, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score card here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/dice-golf.c: three
 * dice; a hole takes throws until one shows at least two equal dice; the
 * hole scores its throws, the last one included; holes=18; the lowest
 * total wins, equal totals sharing.
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

extern const struct game game_dice_golf;

#define G	(&game_dice_golf)
#define SO	(game_dice_golf.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("dice-golf"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Dice Golf");
	assert_null(G->parse);
	/* throws: the lowest total ranks first */
	assert_int_equal(SO->order, -1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "123", 3));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "holes")], 18);
	assert_int_equal(variant_parse(G, "holes=99", &v, &e), 0);
	assert_int_equal(variant_parse(G, "holes=0", &v, &e), -1);
	assert_string_equal(e.msg, "holes must be a whole number from 1 to "
	    "99");
	assert_int_equal(variant_parse(G, "par=3", &v, &e), -1);
	assert_string_equal(e.msg, "Dice Golf has no option 'par'");
}

/* A hole ends with the first throw showing two or three equal dice. */
static void
test_hole(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	expect(&st, 0, 3, 0);
	/* 1 2 3 and 4 5 6 have no two equal dice: the hole goes on */
	oks(&st, "roll 123; roll 456");
	expect(&st, 0, 3, 0);
	assert_int_equal(score(&st, 0), 2);
	/* 5 5 2: a pair ends the hole, 3 throws */
	ok(&st, "roll 552", "roll 552");
	assert_int_equal(score(&st, 0), 3);
	expect(&st, 1, 3, 1);
	turn(&st, 1);
	/* a pair on the first throw: 1 throw; the pair may be any two */
	oks(&st, "roll 336");
	assert_int_equal(score(&st, 1), 1);
	turn(&st, 0);
	oks(&st, "roll 161");
	assert_int_equal(score(&st, 0), 3 + 1);
	turn(&st, 1);
	oks(&st, "roll 244");
	assert_int_equal(score(&st, 1), 1 + 1);
	turn(&st, 0);
	/* three equal dice hold a pair too */
	oks(&st, "roll 135; roll 666");
	assert_int_equal(score(&st, 0), 4 + 2);
	/* the dice written apart or with commas */
	turn(&st, 1);
	ok(&st, "roll 1 2 4", "roll 124");
	ok(&st, "roll 6,5,6", "roll 656");
	assert_int_equal(score(&st, 1), 2 + 2);
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 3, 1);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (dice-golf.t) */
	no(&st, "roll 123", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every hole "
	    "takes at least one");
	no(&st, "roll", 0, "write the 3 dice thrown after roll");
	no(&st, "roll 12", 1, "a throw is 3 dice, not 2");
	no(&st, "roll 1 2", 2, "a throw is 3 dice, not 2");
	no(&st, "roll 1234", 1, "a throw is 3 dice, not 4");
	/* the first word holding a die too many */
	no(&st, "roll 12 34", 2, "a throw is 3 dice, not 4");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 120", 1, "'120' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 123 hold", 2, "'hold' is neither dice nor an action: "
	    "the only action is roll");
	no(&st, "keep 12", 0, "'keep' is not a Dice Golf action: write roll");
	no(&st, "score 3", 0, "'score' is not a Dice Golf action: write "
	    "roll");
	no(&st, "stop", 0, "a hole cannot be given up: throw until two dice "
	    "are equal");
	ok(&st, "roll 245", "roll 245");
	no(&st, "stop", 0, "a hole cannot be given up: throw until two dice "
	    "are equal");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: hole 1 goes "
	    "on until a throw shows two equal dice");
	ok(&st, "roll 424", "roll 424");
	no(&st, "roll 123", 0, "the turn is over: its throw 424 showed two "
	    "equal dice and finished the hole");
	no(&st, "stop", 0, "the turn is over: its throw 424 showed two equal "
	    "dice and finished the hole");
	/* the refusals changed nothing: 2 throws */
	assert_int_equal(score(&st, 0), 2);
	assert_int_equal(score(&st, 1), 0);
}

/*
 * holes=3, Ann and Bob (the game of fixtures/dice-golf/complete.rec):
 *  hole 1: Ann 123 456 552 = 3;  Bob 336 = 1
 *  hole 2: Ann 161 = 1;          Bob 246 135 624 444 = 4
 *  hole 3: Ann 612 662 = 2;      Bob 235 511 = 2
 * Ann 3 + 1 + 2 = 6, Bob 1 + 4 + 2 = 7: Ann wins.
 */
static void
play_complete(struct state *st)
{
	start(st, 2, "holes=3");
	turn(st, 0);
	oks(st, "roll 123; roll 456; roll 552");
	turn(st, 1);
	oks(st, "roll 336");
	turn(st, 0);
	oks(st, "roll 161");
	turn(st, 1);
	oks(st, "roll 246; roll 135; roll 624; roll 444");
	turn(st, 0);
	oks(st, "roll 612; roll 662");
	turn(st, 1);
	oks(st, "roll 235; roll 511");
}

static void
test_course(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	int i;

	(void)state;
	play_complete(&st);
	assert_int_equal(score(&st, 0), 6);
	assert_int_equal(score(&st, 1), 7);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);		/* Ann */
	assert_string_equal(why, "the last of the 3 holes is played");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 123", 0, "the game is over: the last of the 3 holes "
	    "is played");
	no(&st, "stop", 0, "the game is over: the last of the 3 holes is "
	    "played");

	/* not over before the last seat ends the last hole */
	start(&st, 2, "holes=1");
	turn(&st, 0);
	oks(&st, "roll 112");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 1, 3, 1);
	turn(&st, 1);
	oks(&st, "roll 123");
	assert_false(over(&st, NULL, NULL));
	oks(&st, "roll 335");
	/* Ann 1, Bob 2 */
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "the only hole is played");

	/* the default course: 18 holes of one throw each for one player,
	 * over after the 18th and not before */
	start(&st, 1, "");
	for (i = 1; i <= 18; i++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, 0);
		oks(&st, "roll 222");
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(score(&st, 0), 18);
	assert_int_equal(w, 1);
	assert_string_equal(why, "the last of the 18 holes is played");
}

static void
test_ties(void **state)
{
	struct state st;
	unsigned long w;

	(void)state;
	/*
	 * holes=2, Ann, Bob, Cy:
	 *  hole 1: Ann 112 = 1; Bob 123 244 = 2; Cy 666 = 1
	 *  hole 2: Ann 145 233 = 2; Bob 515 = 1; Cy 316 254 363 = 3
	 * Ann 3, Bob 3, Cy 4: Ann and Bob share the win.
	 */
	start(&st, 3, "holes=2");
	turn(&st, 0);
	oks(&st, "roll 112");
	turn(&st, 1);
	oks(&st, "roll 123; roll 244");
	turn(&st, 2);
	oks(&st, "roll 666");
	turn(&st, 0);
	oks(&st, "roll 145; roll 233");
	turn(&st, 1);
	oks(&st, "roll 515");
	turn(&st, 2);
	oks(&st, "roll 316; roll 254; roll 363");
	assert_int_equal(score(&st, 0), 3);
	assert_int_equal(score(&st, 1), 3);
	assert_int_equal(score(&st, 2), 4);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2);

	/* everyone equal: all share */
	start(&st, 2, "holes=1");
	turn(&st, 0);
	oks(&st, "roll 123; roll 455");
	turn(&st, 1);
	oks(&st, "roll 456; roll 611");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2);

	/* the most throws does not win: Bob 1, Ann 2 */
	start(&st, 2, "holes=1");
	turn(&st, 0);
	oks(&st, "roll 123; roll 455");
	turn(&st, 1);
	oks(&st, "roll 111");
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
	start(&st, 2, "holes=3");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* columns: "Hole"/"Total" 5 wide, then two spaces and each name
	 * right-aligned in max(its width, digits of the total + 1) */
	assert_string_equal(b.s,
	    "Dice Golf, hole 1 of 3\n"
	    "Throws per hole with 3 dice; lowest total wins.\n"
	    "Hole   Ann  Bob\n"
	    "    1\n"
	    "    2\n"
	    "    3\n"
	    "Total    0    0\n"
	    "Ann to play hole 1.\n");
	turn(&st, 0);
	oks(&st, "roll 123; roll 456; roll 552");
	turn(&st, 1);
	oks(&st, "roll 336");
	turn(&st, 0);
	oks(&st, "roll 161");
	turn(&st, 1);
	oks(&st, "roll 246");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* Bob's hole 2 in progress: 1 throw, no pair; his total 1 + 1 */
	assert_string_equal(b.s,
	    "Dice Golf, hole 2 of 3\n"
	    "Throws per hole with 3 dice; lowest total wins.\n"
	    "Hole   Ann  Bob\n"
	    "    1    3    1\n"
	    "    2    1   1+\n"
	    "    3\n"
	    "Total    4    2\n"
	    "Bob's hole 2: 1 throw, no two dice equal yet; throw again.\n");
	oks(&st, "roll 135; roll 624; roll 444");
	turn(&st, 0);
	oks(&st, "roll 612; roll 662");
	turn(&st, 1);
	oks(&st, "roll 235; roll 511");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Dice Golf, 3 holes played\n"
	    "Throws per hole with 3 dice; lowest total wins.\n"
	    "Hole   Ann  Bob\n"
	    "    1    3    1\n"
	    "    2    1    4\n"
	    "    3    2    2\n"
	    "Total    6    7\n"
	    "Finished: Ann wins with 6.\n");

	/* one hole, no names, a shared win; P1 is 2 wide, "1" + 1 */
	start(&st, 2, "holes=1");
	turn(&st, 0);
	oks(&st, "roll 664");
	turn(&st, 1);
	oks(&st, "roll 313");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Dice Golf, 1 hole played\n"
	    "Throws per hole with 3 dice; lowest total wins.\n"
	    "Hole   P1  P2\n"
	    "    1   1   1\n"
	    "Total   1   1\n"
	    "Finished: P1 and P2 share the win with 1.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* The game of play_complete, with separators and a continued line. */
#define COMPLETE \
	"[Game \"dice-golf\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"holes=3\"]\n" \
	"\n" \
	"Ann: roll 123 roll 456 roll 552\n" \
	"Bob: roll 336\n" \
	"Ann: roll 1,6,1\n" \
	"Bob: roll 2 4 6, roll 135;\n" \
	"  roll 624 roll 444\n" \
	"Ann: roll 612 roll 662\n" \
	"Bob: roll 235 roll 511\n"

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
	assert_int_equal(r.rs.turns, 6);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 6);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 7);

	/* a turn line after the end: line 12, turn 7 */
	run_text(&r, COMPLETE "Ann: roll 112\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:12:1: error: turn 7 (Ann): the game is over: the last "
	    "of the 3 holes is played\n"
	    "Ann: roll 112\n"
	    "^~~\n");
	free(r.out);

	/* Bob's hole has no pair yet when Ann's line comes */
	run_text(&r, "[Game \"dice-golf\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 112\nBob: roll 123\nAnn: roll 445\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:6:1: error: turn 3 (Ann): the turn before is not over: "
	    "hole 1 goes on until a throw shows two equal dice\n"
	    "Ann: roll 445\n"
	    "^~~\n");
	free(r.out);

	/* a line of Bob's goes on with his hole in progress */
	run_text(&r, "[Game \"dice-golf\"]\n[Players \"Ann, Bob\"]\n"
	    "[Variant \"holes=1\"]\n\n"
	    "Ann: roll 112\nBob: roll 123\nBob: roll 445\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_true(r.rs.finished);
	/* Ann 1, Bob 2 */
	assert_int_equal(r.rs.winners, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_hole),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_course),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
