/*
 * test_around_the_spot: the rules of Around the Spot, each accepted once
 * and refused once, through the session interface; then whole records
 * through the reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/around-the-spot.c:
 * three dice; a turn is three counted throws; a die showing 1 scores 1,
 * 3 scores 2, 5 scores 4, the others nothing; a triple 2, 4 or 6 does
 * not count and turns the doubling of the whole turn on or off; a turn
 * in progress counts its points so far, doubled when the doubling
 * stands; rounds=4; the highest total wins, equal totals sharing.
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

extern const struct game game_around_the_spot;

#define G	(&game_around_the_spot)
#define SO	(game_around_the_spot.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("around-the-spot"), G);
	assert_ptr_equal(game_find("flower-petals"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Around the Spot");
	assert_null(G->parse);
	/* points: the highest total ranks first */
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_null(SO->category);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "135", 3));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 4);
	assert_int_equal(variant_parse(G, "rounds=99", &v, &e), 0);
	assert_int_equal(variant_parse(G, "rounds=0", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "99");
	assert_int_equal(variant_parse(G, "rounds=100", &v, &e), -1);
	assert_int_equal(variant_parse(G, "double=3", &v, &e), -1);
	assert_string_equal(e.msg, "Around the Spot has no option 'double'");
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 17, &v, &e), -1);
	assert_string_equal(e.msg, "Around the Spot is for 1 to 16 players, "
	    "not 17");
	assert_int_equal(SO->init(st.u.b, 0, &v, &e), -1);
	assert_string_equal(e.msg, "Around the Spot is for 1 to 16 players, "
	    "not 0");
}

/* Each face scores its petals: 1 one, 3 two, 5 four, 2 4 6 nothing. */
static void
test_petals(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	expect(&st, 0, 3, 0);
	/* a triple 1, 3 or 5 is an ordinary throw */
	ok(&st, "roll 111", "roll 111");
	assert_int_equal(score(&st, 0), 1 + 1 + 1);		/* 3 */
	ok(&st, "roll 333", "roll 333");
	assert_int_equal(score(&st, 0), 3 + (2 + 2 + 2));	/* 9 */
	expect(&st, 0, 3, 0);
	/* the third counted throw ends the turn */
	ok(&st, "roll 555", "roll 555");
	assert_int_equal(score(&st, 0), 9 + (4 + 4 + 4));	/* 21 */
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	/* 2, 4 and 6 have no centre spot: nothing, in any mixture */
	oks(&st, "roll 246");
	assert_int_equal(score(&st, 0), 21);
	/* two equal even dice are no triple: an ordinary throw */
	oks(&st, "roll 122");
	assert_int_equal(score(&st, 0), 21 + 1);		/* 22 */
	oks(&st, "roll 364");
	assert_int_equal(score(&st, 0), 22 + 2);		/* 24 */
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	/* the dice written apart or with commas */
	ok(&st, "roll 5 4 6", "roll 546");
	assert_int_equal(score(&st, 0), 24 + 4);		/* 28 */
	ok(&st, "roll 1,3,5", "roll 135");
	assert_int_equal(score(&st, 0), 28 + (1 + 2 + 4));	/* 35 */
	ok(&st, "roll 65 3", "roll 653");
	assert_int_equal(score(&st, 0), 35 + (0 + 4 + 2));	/* 41 */
	assert_false(over(&st, NULL, NULL));
}

/* A triple 2, 4 or 6 does not count and turns the doubling over. */
static void
test_triples(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	turn(&st, 0);
	/* a triple as the first throw: doubling on, nothing to double */
	oks(&st, "roll 222");
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 3, 0);
	oks(&st, "roll 135");
	assert_int_equal(score(&st, 0), 7 * 2);		/* 14 */
	/* a second triple turns it off again */
	oks(&st, "roll 444");
	assert_int_equal(score(&st, 0), 7);
	/* a third on again: it doubles what came before it too */
	oks(&st, "roll 666");
	assert_int_equal(score(&st, 0), 7 * 2);		/* 14 */
	oks(&st, "roll 111");
	assert_int_equal(score(&st, 0), (7 + 3) * 2);		/* 20 */
	/* 135, 111, 355 count: the turn ends doubled, 6 throws in all */
	expect(&st, 0, 3, 0);
	oks(&st, "roll 355");
	assert_int_equal(score(&st, 0), (7 + 3 + 10) * 2);	/* 40 */
	expect(&st, 1, 3, 1);
	turn(&st, 1);
	/* on after a throw, off before the last: the turn is not doubled */
	oks(&st, "roll 246; roll 666; roll 123");
	assert_int_equal(score(&st, 1), (0 + 3) * 2);		/* 6 */
	oks(&st, "roll 444");
	assert_int_equal(score(&st, 1), 3);
	oks(&st, "roll 553");
	assert_int_equal(score(&st, 1), 0 + 3 + (4 + 4 + 2));	/* 13 */
	assert_int_equal(score(&st, 0), 40);
	expect(&st, 0, 3, 1);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (around-the-spot.t) */
	no(&st, "roll 135", 0, "no turn has begun");
	no(&st, "stop", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: a turn is 3 "
	    "throws of 3 dice");
	no(&st, "roll", 0, "write the 3 dice thrown after roll");
	no(&st, "roll 13", 1, "a throw is 3 dice, not 2");
	no(&st, "roll 1 3", 2, "a throw is 3 dice, not 2");
	no(&st, "roll 1355", 1, "a throw is 3 dice, not 4");
	/* the first word holding a die too many */
	no(&st, "roll 13 55", 2, "a throw is 3 dice, not 4");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 130", 1, "'130' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 135 hold", 2, "'hold' is neither dice nor an action: "
	    "the only action is roll");
	no(&st, "keep 13", 0, "'keep' is not an Around the Spot action: "
	    "write roll");
	no(&st, "score 7", 0, "'score' is not an Around the Spot action: "
	    "write roll");
	no(&st, "stop", 0, "a turn cannot be stopped: 3 more throws are due");
	/* a triple leaves all three throws due */
	ok(&st, "roll 222", "roll 222");
	no(&st, "stop", 0, "a turn cannot be stopped: 3 more throws are due");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: 3 more "
	    "throws are due");
	ok(&st, "roll 135", "roll 135");
	ok(&st, "roll 246", "roll 246");
	no(&st, "stop", 0, "a turn cannot be stopped: 1 more throw is due");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: 1 more throw "
	    "is due");
	ok(&st, "roll 113", "roll 113");
	/* after the third counted throw even a triple is refused */
	no(&st, "roll 444", 0, "the turn is over: its 3 throws are made");
	no(&st, "roll 135", 0, "the turn is over: its 3 throws are made");
	no(&st, "stop", 0, "the turn is over: its 3 throws are made");
	/* the refusals changed nothing: (7 + 0 + 4) x 2 = 22 */
	assert_int_equal(score(&st, 0), 22);
	assert_int_equal(score(&st, 1), 0);
}

/*
 * The default 4 rounds, Ann and Bob (fixtures/around-the-spot/
 * complete.rec):
 *  round 1: Ann 135=7 246=0 113=4 = 11
 *           Bob 555=12 222(on) 616=1 334=4 = 17 x 2 = 34
 *  round 2: Ann 444(on) 351=7 666(off) 262=0 135=7 = 14
 *           Bob 246 264 462 = 0
 *  round 3: Ann 511=6 353=8 666(on) 146=1 = 15 x 2 = 30
 *           Bob 555=12 553=10 115=6 = 28
 *  round 4: Ann 123=3 456=4 333=6 = 13
 *           Bob 612=1 343=4 656=4 = 9
 * Ann 11 + 14 + 30 + 13 = 68, Bob 34 + 0 + 28 + 9 = 71: Bob wins.
 */
static void
play_complete(struct state *st)
{
	start(st, 2, "");
	turn(st, 0);
	oks(st, "roll 135; roll 246; roll 113");
	assert_int_equal(score(st, 0), 11);
	turn(st, 1);
	oks(st, "roll 555; roll 222; roll 616; roll 334");
	assert_int_equal(score(st, 1), 34);
	turn(st, 0);
	oks(st, "roll 444; roll 351; roll 666; roll 262; roll 135");
	assert_int_equal(score(st, 0), 11 + 14);
	turn(st, 1);
	oks(st, "roll 246; roll 264; roll 462");
	assert_int_equal(score(st, 1), 34 + 0);
	turn(st, 0);
	oks(st, "roll 511; roll 353; roll 666; roll 146");
	assert_int_equal(score(st, 0), 25 + 30);
	turn(st, 1);
	oks(st, "roll 555; roll 553; roll 115");
	assert_int_equal(score(st, 1), 34 + 28);
	turn(st, 0);
	oks(st, "roll 123; roll 456; roll 333");
	assert_int_equal(score(st, 0), 55 + 13);
	turn(st, 1);
	oks(st, "roll 612; roll 343; roll 656");
	assert_int_equal(score(st, 1), 62 + 9);
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
	assert_int_equal(score(&st, 0), 68);
	assert_int_equal(score(&st, 1), 71);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);		/* Bob */
	assert_string_equal(why, "all 4 rounds are played");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 135", 0, "the game is over: all 4 rounds are played");
	no(&st, "stop", 0, "the game is over: all 4 rounds are played");

	/* not over before the last seat ends the last round */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 135; roll 246; roll 113");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 1, 3, 1);
	turn(&st, 1);
	oks(&st, "roll 111; roll 222; roll 333");
	assert_false(over(&st, NULL, NULL));
	oks(&st, "roll 555");
	/* Ann 11, Bob (3 + 6 + 12) x 2 = 42 */
	assert_int_equal(score(&st, 1), 42);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "the only round is played");

	/* the default 4 rounds for one player: over after the 4th turn
	 * and not before; 4 x (1 + 1 + 1) = 12 */
	start(&st, 1, "");
	for (i = 1; i <= 4; i++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, 0);
		oks(&st, "roll 411; roll 626; roll 122");
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(score(&st, 0), 12);
	assert_int_equal(w, 1);
	assert_string_equal(why, "all 4 rounds are played");
}

static void
test_ties(void **state)
{
	struct state st;
	unsigned long w;

	(void)state;
	/*
	 * rounds=1, Ann, Bob, Cy (fixtures/around-the-spot/tie.yaml):
	 *  Ann 135=7 111=3 246=0 = 10
	 *  Bob 444(on) 131=4 612=1 246=0 = 5 x 2 = 10
	 *  Cy 333=6 666(on) 222(off) 664=0 126=1 = 7
	 * Ann and Bob share the win.
	 */
	start(&st, 3, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 135; roll 111; roll 246");
	turn(&st, 1);
	oks(&st, "roll 444; roll 131; roll 612; roll 246");
	turn(&st, 2);
	oks(&st, "roll 333; roll 666; roll 222; roll 664; roll 126");
	assert_int_equal(score(&st, 0), 10);
	assert_int_equal(score(&st, 1), 10);
	assert_int_equal(score(&st, 2), 7);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2);

	/* everyone at nothing: all share */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 246; roll 246; roll 246");
	turn(&st, 1);
	oks(&st, "roll 224; roll 666; roll 466; roll 662");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1 | 2);

	/* the fewest points do not win: Ann 1, Bob 2 */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 126; roll 246; roll 246");
	turn(&st, 1);
	oks(&st, "roll 236; roll 246; roll 246");
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
	start(&st, 2, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* columns: "Round"/"Total" 5 wide, then two spaces and each name
	 * right-aligned in max(its width, digits of the total + 1 for the
	 * marks); numbers end before the marks' column */
	assert_string_equal(b.s,
	    "Around the Spot, start\n"
	    "4 rounds of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores "
	    "4.\n"
	    "* marks a turn doubled by a triple 2, 4 or 6.\n"
	    "Round  Ann  Bob\n"
	    "    1\n"
	    "    2\n"
	    "    3\n"
	    "    4\n"
	    "Total   0    0\n"
	    "Ann to play round 1.\n");
	turn(&st, 0);
	oks(&st, "roll 135; roll 246; roll 113");
	turn(&st, 1);
	oks(&st, "roll 555; roll 222; roll 616");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* Bob's turn in progress: 12 + 1 = 13, doubled 26 so far */
	assert_string_equal(b.s,
	    "Around the Spot, turn 2 in progress\n"
	    "4 rounds of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores "
	    "4.\n"
	    "* marks a turn doubled by a triple 2, 4 or 6.\n"
	    "Round  Ann  Bob\n"
	    "    1  11   26+\n"
	    "    2\n"
	    "    3\n"
	    "    4\n"
	    "Total  11   26\n"
	    "Bob's round 1: 2 of 3 throws made, 13 points doubled to 26; "
	    "throw again.\n");
	oks(&st, "roll 334");
	turn(&st, 0);
	oks(&st, "roll 444; roll 351; roll 666; roll 262; roll 135");
	turn(&st, 1);
	oks(&st, "roll 246; roll 264; roll 462");
	turn(&st, 0);
	oks(&st, "roll 511; roll 353");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* Ann's round 3 undoubled so far: 6 + 8 = 14; total 25 + 14 */
	assert_string_equal(b.s,
	    "Around the Spot, turn 5 in progress\n"
	    "4 rounds of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores "
	    "4.\n"
	    "* marks a turn doubled by a triple 2, 4 or 6.\n"
	    "Round  Ann  Bob\n"
	    "    1  11   34*\n"
	    "    2  14    0\n"
	    "    3  14+\n"
	    "    4\n"
	    "Total  39   34\n"
	    "Ann's round 3: 2 of 3 throws made, 14 points; throw again.\n");
	oks(&st, "roll 666; roll 146");
	turn(&st, 1);
	oks(&st, "roll 555; roll 553; roll 115");
	turn(&st, 0);
	oks(&st, "roll 123; roll 456; roll 333");
	turn(&st, 1);
	oks(&st, "roll 612; roll 343; roll 656");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Around the Spot, after turn 8\n"
	    "4 rounds of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores "
	    "4.\n"
	    "* marks a turn doubled by a triple 2, 4 or 6.\n"
	    "Round  Ann  Bob\n"
	    "    1  11   34*\n"
	    "    2  14    0\n"
	    "    3  30*  28\n"
	    "    4  13    9\n"
	    "Total  68   71\n"
	    "Finished: Bob wins with 71.\n");

	/* one round, no names, a shared win: P1 14, P2 7 x 2 = 14 after
	 * on, off, on; columns 3 wide for "14" and a mark */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 135; roll 135; roll 246");
	turn(&st, 1);
	oks(&st, "roll 666; roll 135; roll 246; roll 222; roll 666; "
	    "roll 426");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Around the Spot, after turn 2\n"
	    "1 round of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores "
	    "4.\n"
	    "* marks a turn doubled by a triple 2, 4 or 6.\n"
	    "Round   P1   P2\n"
	    "    1  14   14*\n"
	    "Total  14   14\n"
	    "Finished: P1 and P2 share the win with 14.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* The game of play_complete, with separators and a continued line. */
#define COMPLETE \
	"[Game \"around-the-spot\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"\n" \
	"Ann: roll 135 roll 246 roll 113\n" \
	"Bob: roll 555 roll 222 roll 6,1,6 roll 3 3 4\n" \
	"Ann: roll 444 roll 351; roll 666,\n" \
	"  roll 262 roll 135\n" \
	"Bob: roll 246 roll 264 roll 462\n" \
	"Ann: roll 511 roll 353 roll 666 roll 146\n" \
	"Bob: roll 555 roll 553 roll 115\n" \
	"Ann: roll 123 roll 456 roll 333\n" \
	"Bob: roll 612 roll 343 roll 656\n"

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
	assert_int_equal(r.rs.turns, 8);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 68);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 71);

	/* a turn line after the end: line 13, turn 9 */
	run_text(&r, COMPLETE "Ann: roll 135\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:13:1: error: turn 9 (Ann): the game is over: all 4 "
	    "rounds are played\n"
	    "Ann: roll 135\n"
	    "^~~\n");
	free(r.out);

	/* the alias; Bob's 333 and 444 leave 2 throws due when Ann's line
	 * comes */
	run_text(&r, "[Game \"flower-petals\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 135 roll 246 roll 113\nBob: roll 333 roll 444\n"
	    "Ann: roll 555\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:6:1: error: turn 3 (Ann): the turn before is not over: "
	    "2 more throws are due\n"
	    "Ann: roll 555\n"
	    "^~~\n");
	free(r.out);

	/* a line of Bob's goes on with his turn in progress: Ann 11, Bob
	 * 333=6 444(on) 555=12 611=0+1+1=2: (6 + 12 + 2) x 2 = 40 */
	run_text(&r, "[Game \"around-the-spot\"]\n[Players \"Ann, Bob\"]\n"
	    "[Variant \"rounds=1\"]\n\n"
	    "Ann: roll 135 roll 246 roll 113\nBob: roll 333 roll 444\n"
	    "Bob: roll 555 roll 611\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_true(r.rs.finished);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 40);
	assert_int_equal(r.rs.winners, 2);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_petals),
		cmocka_unit_test(test_triples),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
