/*
 * test_crag: the rules of Crag, each accepted once and refused once,
 * through the session interface; then whole records through the reader
 * and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md (three dice, one optional rethrow of any of them; ones to
 * sixes face x count; odd-straight 1-3-5, even-straight 2-4-6,
 * low-straight 1-2-3, high-straight 4-5-6 20 each; three-of-a-kind 25;
 * thirteen 26 = total 13 without a double; crag 50 = total 13 with a
 * double) and the rulings at the top of lib/games/crag.c.
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

extern const struct game game_crag;

#define G	(&game_crag)
#define SO	(game_crag.session)

#include "session-harness.h"

/* The points of three dice (as digits) in category cat. */
static long
points(const char *cat, const char *dice)
{
	unsigned char d[8];
	struct game_err e;
	size_t n;
	long p = -1;

	for (n = 0; dice[n] != '\0' && n < sizeof(d); n++)
		d[n] = (unsigned char)(dice[n] - '0');
	memset(&e, 0, sizeof(e));
	if (SO->category(cat, d, n, &p, &e) != 0)
		fail_msg("%s %s: %s", cat, dice, e.msg);
	return p;
}

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("crag"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Crag");
	assert_null(G->parse);
	assert_null(G->aliases);
	assert_non_null(SO->category);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "6", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(variant_parse(G, "rounds=5", &v, &e), -1);
	assert_string_equal(e.msg, "Crag has no option 'rounds'");
}

static void
test_categories(void **state)
{
	unsigned char d[4] = { 1, 2, 3, 4 }, bad[3] = { 1, 7, 3 };
	struct game_err e;
	long p;

	(void)state;
	/* the upper boxes: face x count, whatever else shows */
	assert_int_equal(points("ones", "111"), 3);		/* 3 x 1 */
	assert_int_equal(points("ones", "236"), 0);
	assert_int_equal(points("twos", "242"), 4);		/* 2 x 2 */
	assert_int_equal(points("threes", "313"), 6);		/* 2 x 3 */
	assert_int_equal(points("fours", "414"), 8);		/* 2 x 4 */
	assert_int_equal(points("fives", "156"), 5);		/* 1 x 5 */
	assert_int_equal(points("sixes", "666"), 18);		/* 3 x 6 */
	/* the straights: exactly those three faces, in any order */
	assert_int_equal(points("odd-straight", "531"), 20);
	assert_int_equal(points("odd-straight", "133"), 0);
	assert_int_equal(points("even-straight", "462"), 20);
	assert_int_equal(points("even-straight", "246"), 20);
	assert_int_equal(points("even-straight", "245"), 0);
	assert_int_equal(points("low-straight", "312"), 20);
	assert_int_equal(points("low-straight", "124"), 0);
	assert_int_equal(points("high-straight", "654"), 20);
	assert_int_equal(points("high-straight", "456"), 20);
	assert_int_equal(points("high-straight", "345"), 0);
	/* three alike, 1s included */
	assert_int_equal(points("three-of-a-kind", "111"), 25);
	assert_int_equal(points("three-of-a-kind", "666"), 25);
	assert_int_equal(points("three-of-a-kind", "665"), 0);
	/* thirteen: 2+5+6 and 3+4+6, the only totals of 13 with three
	 * different values; 3+5+5 has a double */
	assert_int_equal(points("thirteen", "256"), 26);
	assert_int_equal(points("thirteen", "643"), 26);
	assert_int_equal(points("thirteen", "355"), 0);
	assert_int_equal(points("thirteen", "166"), 0);
	assert_int_equal(points("thirteen", "356"), 0);	/* 14 */
	/* crag: 1+6+6, 3+5+5, 4+4+5, the totals of 13 with a double */
	assert_int_equal(points("crag", "166"), 50);
	assert_int_equal(points("crag", "616"), 50);
	assert_int_equal(points("crag", "355"), 50);
	assert_int_equal(points("crag", "544"), 50);
	assert_int_equal(points("crag", "346"), 0);		/* no double */
	assert_int_equal(points("crag", "266"), 0);		/* 14 */
	assert_int_equal(points("crag", "444"), 0);		/* 12 */

	/* refusals */
	assert_int_equal(SO->category("crag", d, 4, &p, &e), -1);
	assert_string_equal(e.msg, "a category takes 3 dice, not 4");
	assert_int_equal(SO->category("crag", d, 2, &p, &e), -1);
	assert_string_equal(e.msg, "a category takes 3 dice, not 2");
	assert_int_equal(SO->category("crag", bad, 3, &p, &e), -1);
	assert_string_equal(e.msg, "dice show 1 to 6, not 7");
	assert_int_equal(SO->category("chance", d, 3, &p, &e), -1);
	assert_string_equal(e.msg, "unknown category 'chance': crag has ones, "
	    "twos, threes, fours, fives, sixes, odd-straight, even-straight, "
	    "low-straight, high-straight, three-of-a-kind, thirteen, crag");
	/* a near miss: the closest is named after the list */
	assert_int_equal(SO->category("thirten", d, 3, &p, &e), -1);
	assert_string_equal(e.msg, "unknown category 'thirten': crag has "
	    "ones, twos, threes, fours, fives, sixes, odd-straight, "
	    "even-straight, low-straight, high-straight, three-of-a-kind, "
	    "thirteen, crag: did you mean 'thirteen'?");
}

static void
test_turn(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	expect(&st, 0, 3, 0);
	/* keep 66 of 366, rethrow the last die: 1+6+6 = 13 with a double */
	ok(&st, "roll 366", "roll 366");
	expect(&st, 0, 3, 0);
	ok(&st, "keep 66", "keep 66");
	expect(&st, 0, 1, 0);
	ok(&st, "roll 1", "roll 1");
	expect(&st, 0, 0, 0);
	ok(&st, "score crag", "score crag");
	assert_int_equal(score(&st, 0), 50);
	expect(&st, 1, 3, 1);

	/* Bob rethrows all three (no keep): only the second throw counts,
	 * 2+5+6 = 13 without a double */
	turn(&st, 1);
	oks(&st, "roll 111; roll 256; score thirteen");
	assert_int_equal(score(&st, 1), 26);

	/* Ann settles on her first throw; keeps add up, in pieces */
	turn(&st, 0);
	ok(&st, "roll 5 5 2", "roll 552");
	ok(&st, "keep 5", "keep 5");
	expect(&st, 0, 2, 0);
	ok(&st, "keep 5", "keep 5");
	expect(&st, 0, 1, 0);
	ok(&st, "roll 5", "roll 5");
	ok(&st, "score three-of-a-kind", "score three-of-a-kind");
	assert_int_equal(score(&st, 0), 50 + 25);

	/* all three kept: score at once; the dice are those of the throw */
	turn(&st, 1);
	oks(&st, "roll 654; keep 654");
	expect(&st, 1, 0, 0);
	ok(&st, "score high-straight", "score high-straight");
	assert_int_equal(score(&st, 1), 26 + 20);

	/* one throw only, and dice that fit nowhere: a nought in ones */
	turn(&st, 0);
	oks(&st, "roll 246; score ones");
	assert_int_equal(score(&st, 0), 75);

	/* a box that the dice do not make takes 0 though others would pay:
	 * 1-3-5 written into crag */
	turn(&st, 1);
	ok(&st, "roll 1,3,5", "roll 135");
	ok(&st, "score crag", "score crag");
	assert_int_equal(score(&st, 1), 46);
	assert_false(over(&st, NULL, NULL));
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	memset(&e, 0, sizeof(e));
	/* a line out of turn is the driver's to refuse (crag.t) */
	no(&st, "roll 366", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it ends by "
	    "scoring a category");

	/* before any throw */
	no(&st, "keep 6", 0, "nothing has been thrown yet: roll first");
	no(&st, "score crag", 0, "nothing has been thrown yet: roll first");
	no(&st, "roll", 0, "roll needs the dice thrown, as in 'roll 366'");
	no(&st, "roll 36", 0, "a throw is of 3 dice, not 2");
	no(&st, "roll 3661", 1, "a throw is of 3 dice, not 4");
	no(&st, "roll 36 6 1", 3, "a throw is of 3 dice, not 4");
	no(&st, "roll 376", 1, "'376' is not dice: write each die as a digit "
	    "from 1 to 6");
	no(&st, "roll 3 6 x", 3, "'x' is neither dice nor an action (roll, "
	    "keep, score)");
	no(&st, "roll 3 6 kep", 3, "'kep' is neither dice nor an action "
	    "(roll, keep, score): did you mean 'keep'?");
	no(&st, "rol 366", 0, "unknown action 'rol': Crag has roll, keep and "
	    "score: did you mean 'roll'?");
	no(&st, "stop", 0, "unknown action 'stop': Crag has roll, keep and "
	    "score");
	no(&st, "", 0, "empty action");

	/* after the first throw */
	ok(&st, "roll 366", "roll 366");
	no(&st, "keep", 0, "keep needs the dice set aside, as in 'keep 66'");
	no(&st, "keep 4", 1, "there is no 4 left in the last throw to keep");
	no(&st, "keep 666", 1, "there are only 2 dice showing 6 left in the "
	    "last throw to keep");
	no(&st, "keep 3 6 6 6", 4, "only 3 dice are left in the last throw to "
	    "keep, not 4");
	no(&st, "score", 0, "score needs a category, as in 'score crag'");
	no(&st, "score sixes crag", 2, "score takes one category");
	no(&st, "score chance", 1, "unknown category 'chance': crag has ones, "
	    "twos, threes, fours, fives, sixes, odd-straight, even-straight, "
	    "low-straight, high-straight, three-of-a-kind, thirteen, crag");
	no(&st, "score Crag", 1, "unknown category 'Crag': crag has ones, "
	    "twos, threes, fours, fives, sixes, odd-straight, even-straight, "
	    "low-straight, high-straight, three-of-a-kind, thirteen, crag: "
	    "did you mean 'crag'?");
	no(&st, "roll 12", 0, "nothing is set aside: the rethrow is of all 3 "
	    "dice, not 2");
	ok(&st, "keep 6", "keep 6");
	no(&st, "keep 66", 1, "there is only 1 die showing 6 left in the last "
	    "throw to keep");
	no(&st, "roll 1", 0, "2 dice are left to throw, not 1");
	no(&st, "roll 123", 1, "only 2 dice are left to throw, not 3");
	ok(&st, "keep 36", "keep 36");
	no(&st, "keep 6", 1, "all three dice are set aside already");
	no(&st, "roll 1", 0, "all three dice are set aside: score a category");
	ok(&st, "score sixes", "score sixes");		/* 2 x 6 = 12 */
	assert_int_equal(score(&st, 0), 12);
	no(&st, "roll 123", 0, "the turn is over: it scored sixes");

	/* after the rethrow */
	turn(&st, 1);
	oks(&st, "roll 135; roll 125");
	no(&st, "roll 666", 0, "a third throw is not allowed: Crag has one "
	    "rethrow; score a category");
	no(&st, "keep 5", 0, "the rethrow is made: dice are set aside only "
	    "before it; score a category");
	ok(&st, "score fives", "score fives");
	assert_int_equal(score(&st, 1), 5);

	/* a box once filled is closed: Ann's sixes; Bob's fives are his */
	turn(&st, 0);
	ok(&st, "roll 666", "roll 666");
	no(&st, "score sixes", 1, "sixes is already scored");
	ok(&st, "score fives", "score fives");		/* no 5: 0 */
	assert_int_equal(score(&st, 0), 12);

	/* seats */
	assert_int_equal(SO->init(st.u.b, 0, NULL, &e), -1);
	assert_string_equal(e.msg, "Crag is for 1 to 16 players, not 0");
	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Crag is for 1 to 16 players, not 17");
}

/* Seat `seat` fills its whole card with the dice below, 244 in all:
 * 3 + 6 + 9 + 12 + 15 + 18 = 63 above, 4 x 20 straights, 25 + 26 + 50. */
static const char *const best[13] = {
	"roll 111; score ones", "roll 222; score twos",
	"roll 333; score threes", "roll 444; score fours",
	"roll 555; score fives", "roll 666; score sixes",
	"roll 135; score odd-straight", "roll 246; score even-straight",
	"roll 123; score low-straight", "roll 456; score high-straight",
	"roll 111; score three-of-a-kind", "roll 346; score thirteen",
	"roll 445; score crag"
};

static void
test_end_and_winner(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	unsigned i, s;

	(void)state;
	/* alone: 244, the most a card holds */
	start(&st, 1, "");
	for (i = 0; i < 13; i++) {
		assert_false(over(&st, &w, why));
		turn(&st, 0);
		oks(&st, best[i]);
	}
	assert_int_equal(score(&st, 0), 244);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "every player has filled all 13 boxes");
	expect(&st, -1, 0, 0);
	memset(&e, 0, sizeof(e));
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);

	/* three players, Ann and Cy the same card, Bob a nought in ones:
	 * Ann 244, Bob 244 - 3 = 241, Cy 244: Ann and Cy share */
	start(&st, 3, "");
	for (i = 0; i < 13; i++)
		for (s = 0; s < 3; s++) {
			turn(&st, s);
			if (s == 1 && i == 0)
				oks(&st, "roll 222; score ones");
			else
				oks(&st, best[i]);
			/* the game goes on until the last box of the last
			 * seat */
			assert_int_equal(over(&st, NULL, NULL),
			    i == 12 && s == 2);
		}
	assert_int_equal(score(&st, 0), 244);
	assert_int_equal(score(&st, 1), 241);
	assert_int_equal(score(&st, 2), 244);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1 | 4);

	/* Bob ahead alone */
	start(&st, 2, "");
	for (i = 0; i < 13; i++)
		for (s = 0; s < 2; s++) {
			turn(&st, s);
			if (s == 0 && i == 12)
				oks(&st, "roll 446; score crag");	/* 0 */
			else
				oks(&st, best[i]);
		}
	assert_int_equal(score(&st, 0), 194);	/* 244 - 50 */
	assert_int_equal(score(&st, 1), 244);
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
	unsigned i;

	(void)state;
	start(&st, 2, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Crag, start\n"
	    "                 Ann  Bob\n"
	    "ones               .    .\n"
	    "twos               .    .\n"
	    "threes             .    .\n"
	    "fours              .    .\n"
	    "fives              .    .\n"
	    "sixes              .    .\n"
	    "odd-straight       .    .\n"
	    "even-straight      .    .\n"
	    "low-straight       .    .\n"
	    "high-straight      .    .\n"
	    "three-of-a-kind    .    .\n"
	    "thirteen           .    .\n"
	    "crag               .    .\n"
	    "total              0    0\n"
	    "Ann to play.\n");
	/* Ann: crag 50; Bob: in his turn, 6 set aside, 1 and 2 thrown */
	turn(&st, 0);
	oks(&st, "roll 355; score crag");
	turn(&st, 1);
	oks(&st, "roll 634; keep 6; roll 12");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Crag, turn 2\n"
	    "                 Ann  Bob\n"
	    "ones               .    .\n"
	    "twos               .    .\n"
	    "threes             .    .\n"
	    "fours              .    .\n"
	    "fives              .    .\n"
	    "sixes              .    .\n"
	    "odd-straight       .    .\n"
	    "even-straight      .    .\n"
	    "low-straight       .    .\n"
	    "high-straight      .    .\n"
	    "three-of-a-kind    .    .\n"
	    "thirteen           .    .\n"
	    "crag              50    .\n"
	    "total             50    0\n"
	    "Bob to play: 2 of 2 throws, set aside 6, last throw 12.\n");
	ok(&st, "score low-straight", "score low-straight");	/* 6-1-2: 0 */

	/* one player, no names, the whole best card */
	start(&st, 1, "");
	for (i = 0; i < 13; i++) {
		turn(&st, 0);
		oks(&st, best[i]);
	}
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Crag, after turn 13\n"
	    "                  P1\n"
	    "ones               3\n"
	    "twos               6\n"
	    "threes             9\n"
	    "fours             12\n"
	    "fives             15\n"
	    "sixes             18\n"
	    "odd-straight      20\n"
	    "even-straight     20\n"
	    "low-straight      20\n"
	    "high-straight     20\n"
	    "three-of-a-kind   25\n"
	    "thirteen          26\n"
	    "crag              50\n"
	    "total            244\n"
	    "Finished: P1 wins with 244.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * By hand: Ann 1-6-6 after keeping 66 and rethrowing the 3: crag 50.
 * Bob 3-5-5: 13 but with a double, no thirteen: 0.  Ann 2-5-6 thrown
 * apart and with commas: thirteen 26, 76 in all.
 */
#define START \
	"[Game \"crag\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"\n" \
	"Ann: roll 366 keep 66 roll 1 score crag\n" \
	"Bob: roll 3 5 5; score thirteen\n" \
	"Ann: roll 2,5,6\n" \
	"  score thirteen\n"

static void
test_record(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, START);
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 3);
	assert_false(r.rs.finished);
	assert_int_equal(SO->score(r.rs.st.b, 0), 76);
	assert_int_equal(SO->score(r.rs.st.b, 1), 0);

	/* a second crag for Ann */
	run_text(&r, START "Bob: roll 123 score low-straight\n"
	    "Ann: roll 445 score crag\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:9:21: error: turn 5 (Ann): 'score crag': crag is "
	    "already scored\n"
	    "Ann: roll 445 score crag\n"
	    "                    ^~~~\n");
	free(r.out);

	/* Bob's turn line while Ann has not scored */
	run_text(&r, "[Game \"crag\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 366 keep 66\nBob: roll 125 score ones\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Bob): the turn before is not over: "
	    "it ends by scoring a category\n"
	    "Bob: roll 125 score ones\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_categories),
		cmocka_unit_test(test_turn),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
