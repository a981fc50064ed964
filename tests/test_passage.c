/*
 * test_passage: the rules of Passage, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/passage.c: each
 * player throws one die in seat order; the highest starts, the lowest
 * throws one die again for the point; everyone tied throws again, those
 * tied for the highest play off for the start, those tied for the lowest
 * for the point; then from the starting player each turn is one throw of
 * two dice, a point per die showing the point (3 for both with
 * double-three); the first whose points reach the target (11) wins at
 * once.
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

extern const struct game game_passage;

#define G	(&game_passage)
#define SO	(game_passage.session)

#include "session-harness.h"

/* One turn of one throw: seat begins and throws. */
static void
throw1(struct state *st, unsigned seat, const char *roll)
{
	turn(st, seat);
	ok(st, roll, roll);
}

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("passage"), G);
	assert_null(G->aliases);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Passage");
	assert_null(G->parse);
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 2);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_null(SO->category);
	assert_true(session_starts_action(G, "roll", 4));
	assert_false(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "4", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 11);
	assert_int_equal(v.val[game_opt_index(G, "double-three")], 0);
	assert_int_equal(variant_parse(G, "double-three target=1000000", &v,
	    &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 1000000);
	assert_int_equal(v.val[game_opt_index(G, "double-three")], 1);
	assert_int_equal(variant_parse(G, "target=1000001", &v, &e), -1);
	assert_int_equal(variant_parse(G, "target=0", &v, &e), -1);
	assert_int_equal(variant_parse(G, "rounds=3", &v, &e), -1);
	assert_string_equal(e.msg, "Passage has no option 'rounds'");
}

/* Highest starts, lowest sets the point, with no tie. */
static void
test_start(void **state)
{
	struct state st;

	(void)state;
	start(&st, 3, "");
	/* Ann first, one die, a new turn */
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	expect(&st, 0, 1, 0);
	ok(&st, "roll 4", "roll 4");
	expect(&st, 1, 1, 1);
	throw1(&st, 1, "roll 6");
	throw1(&st, 2, "roll 1");
	/* Bob 6 highest starts, Cy 1 lowest throws for the point */
	expect(&st, 2, 1, 1);
	throw1(&st, 2, "roll 3");
	/* the point is 3; Bob starts with two dice; nothing scored yet */
	expect(&st, 1, 2, 1);
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 0);
	assert_int_equal(score(&st, 2), 0);
	/* then round the seats from Bob: Cy, Ann, Bob */
	throw1(&st, 1, "roll 33");
	expect(&st, 2, 2, 1);
	throw1(&st, 2, "roll 31");
	expect(&st, 0, 2, 1);
	throw1(&st, 0, "roll 12");
	expect(&st, 1, 2, 1);
	/* Bob 33: 2; Cy 31: 1; Ann 12: 0 */
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 2);
	assert_int_equal(score(&st, 2), 1);

	/* two players: the lowest is the other one; Bob 2 over Ann 1 */
	start(&st, 2, "");
	throw1(&st, 0, "roll 1");
	throw1(&st, 1, "roll 2");
	expect(&st, 0, 1, 1);
	throw1(&st, 0, "roll 6");
	expect(&st, 1, 2, 1);
}

/* Ties: everyone, the highest, the lowest, both, again. */
static void
test_ties(void **state)
{
	struct state st;

	(void)state;
	/* everyone equal: everyone throws again, from the first seat */
	start(&st, 2, "");
	throw1(&st, 0, "roll 4");
	throw1(&st, 1, "roll 4");
	expect(&st, 0, 1, 1);
	throw1(&st, 0, "roll 5");
	throw1(&st, 1, "roll 2");
	/* Ann 5 starts, Bob 2 sets the point */
	expect(&st, 1, 1, 1);

	/* four: Ann 6, Bob 6, Cy 2, Dee 2: both ends tied */
	start(&st, 4, "");
	throw1(&st, 0, "roll 6");
	throw1(&st, 1, "roll 6");
	throw1(&st, 2, "roll 2");
	throw1(&st, 3, "roll 2");
	/* the play-off for the start first: Ann and Bob only */
	expect(&st, 0, 1, 1);
	throw1(&st, 0, "roll 3");
	throw1(&st, 1, "roll 3");
	/* tied again: again */
	expect(&st, 0, 1, 1);
	throw1(&st, 0, "roll 5");
	throw1(&st, 1, "roll 1");
	/* Ann starts (a 1 here does not make Bob lowest: only the
	 * play-off for the point decides that): Cy and Dee play off */
	expect(&st, 2, 1, 1);
	throw1(&st, 2, "roll 4");
	throw1(&st, 3, "roll 4");
	expect(&st, 2, 1, 1);
	throw1(&st, 2, "roll 2");
	throw1(&st, 3, "roll 3");
	/* Cy 2 is lowest: Cy throws for the point */
	expect(&st, 2, 1, 1);
	throw1(&st, 2, "roll 5");
	/* Ann starts the game */
	expect(&st, 0, 2, 1);
	throw1(&st, 0, "roll 55");
	expect(&st, 1, 2, 1);
	assert_int_equal(score(&st, 0), 2);

	/* the highest alone, three tied for the lowest, two of them again:
	 * Ann 5, Bob 2, Cy 2, Dee 2; Bob 6, Cy 1, Dee 1; Cy 5, Dee 4 */
	start(&st, 4, "");
	throw1(&st, 0, "roll 5");
	throw1(&st, 1, "roll 2");
	throw1(&st, 2, "roll 2");
	throw1(&st, 3, "roll 2");
	expect(&st, 1, 1, 1);
	throw1(&st, 1, "roll 6");
	throw1(&st, 2, "roll 1");
	throw1(&st, 3, "roll 1");
	expect(&st, 2, 1, 1);
	throw1(&st, 2, "roll 5");
	throw1(&st, 3, "roll 4");
	/* Dee 4 is lowest of the last two: Dee sets the point */
	expect(&st, 3, 1, 1);
	throw1(&st, 3, "roll 1");
	expect(&st, 0, 2, 1);

	/* the lowest alone, the highest tied: Ann 3, Bob 6, Cy 6; Bob 2,
	 * Cy 4: Cy starts, Ann sets the point, Cy then Ann then Bob */
	start(&st, 3, "");
	throw1(&st, 0, "roll 3");
	throw1(&st, 1, "roll 6");
	throw1(&st, 2, "roll 6");
	expect(&st, 1, 1, 1);
	throw1(&st, 1, "roll 2");
	throw1(&st, 2, "roll 4");
	expect(&st, 0, 1, 1);
	throw1(&st, 0, "roll 2");
	expect(&st, 2, 2, 1);
	throw1(&st, 2, "roll 23");
	expect(&st, 0, 2, 1);
	assert_int_equal(score(&st, 2), 1);
}

/* Points, double-three, the end at once and the winner. */
static void
test_points_and_end(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];
	int i;

	(void)state;
	/* double-three: Ann 1, Bob 6; Ann sets the point at 6 */
	start(&st, 2, "double-three");
	throw1(&st, 0, "roll 1");
	throw1(&st, 1, "roll 6");
	throw1(&st, 0, "roll 6");
	/* Bob 66: 3, not 2; Ann 61: 1; Bob 16: 1; Ann 55: 0 */
	throw1(&st, 1, "roll 66");
	assert_int_equal(score(&st, 1), 3);
	throw1(&st, 0, "roll 61");
	throw1(&st, 1, "roll 16");
	throw1(&st, 0, "roll 55");
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 4);

	/* target=3: Ann 6, Bob 5, Cy 1; Cy sets the point at 2; Ann 22: 2,
	 * Bob 22: 2, Cy 12: 1, Ann 21: 2 + 1 = 3 reaches 3: the game ends
	 * at once, Bob and Cy throw no more */
	start(&st, 3, "target=3");
	throw1(&st, 0, "roll 6");
	throw1(&st, 1, "roll 5");
	throw1(&st, 2, "roll 1");
	throw1(&st, 2, "roll 2");
	throw1(&st, 0, "roll 22");
	throw1(&st, 1, "roll 22");
	throw1(&st, 2, "roll 12");
	assert_false(over(&st, NULL, NULL));
	throw1(&st, 0, "roll 21");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "3 points are reached");
	expect(&st, -1, 0, 0);
	assert_int_equal(score(&st, 0), 3);
	assert_int_equal(score(&st, 1), 2);
	assert_int_equal(score(&st, 2), 1);

	/* 11 by default, exactly: Ann 2, Bob 1; Bob sets the point at 5;
	 * Ann 55 five times (10) while Bob throws 11 (0); Ann 15: 11 */
	start(&st, 2, "");
	throw1(&st, 0, "roll 2");
	throw1(&st, 1, "roll 1");
	throw1(&st, 1, "roll 5");
	for (i = 0; i < 5; i++) {
		throw1(&st, 0, "roll 55");
		throw1(&st, 1, "roll 11");
	}
	assert_int_equal(score(&st, 0), 10);
	assert_false(over(&st, NULL, NULL));
	throw1(&st, 0, "roll 15");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "11 points are reached");
	assert_int_equal(score(&st, 0), 11);
	assert_int_equal(score(&st, 1), 0);

	/* past 11: Bob at 10 throws 55 for 12, and wins; a higher total
	 * than 11 is still a win */
	start(&st, 2, "");
	throw1(&st, 0, "roll 2");
	throw1(&st, 1, "roll 1");
	throw1(&st, 1, "roll 5");
	for (i = 0; i < 5; i++) {
		throw1(&st, 0, "roll 11");
		throw1(&st, 1, "roll 55");
	}
	assert_int_equal(score(&st, 1), 10);
	throw1(&st, 0, "roll 15");
	assert_int_equal(score(&st, 0), 1);
	throw1(&st, 1, "roll 55");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);
	assert_int_equal(score(&st, 1), 12);

	/* target=1: the first point wins */
	start(&st, 2, "target=1");
	throw1(&st, 0, "roll 2");
	throw1(&st, 1, "roll 1");
	throw1(&st, 1, "roll 4");
	throw1(&st, 0, "roll 43");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "1 point is reached");
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn, or after the end, is the driver's to refuse
	 * (passage.t) */
	no(&st, "roll 4", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "is one throw");
	no(&st, "", 0, "an empty action");
	no(&st, "roll", 0, "write the 1 die thrown for the start after roll");
	no(&st, "roll 45", 1, "a throw for the start is 1 die, not 2");
	no(&st, "roll 4 5", 2, "a throw for the start is 1 die, not 2");
	no(&st, "roll 0", 1, "'0' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 4 stop", 2, "'stop' is neither dice nor an action: the "
	    "action is roll");
	no(&st, "stop", 0, "'stop' is not a Passage action: write roll");
	ok(&st, "roll 4", "roll 4");
	no(&st, "roll 4", 0, "the turn is over: it was the throw for the "
	    "start");
	turn(&st, 1);
	ok(&st, "roll 4", "roll 4");
	/* tied: everyone again */
	turn(&st, 0);
	ok(&st, "roll 1", "roll 1");
	turn(&st, 1);
	ok(&st, "roll 3", "roll 3");
	/* Ann sets the point */
	turn(&st, 0);
	no(&st, "roll", 0, "write the 1 die thrown for the point after roll");
	/* the reader splits at commas: the die too many is word 2 */
	no(&st, "roll 3,3", 2, "a throw for the point is 1 die, not 2");
	ok(&st, "roll 3", "roll 3");
	no(&st, "roll 3", 0, "the turn is over: it set the point at 3");
	/* Bob plays */
	turn(&st, 1);
	no(&st, "roll", 0, "write the 2 dice thrown in play after roll");
	no(&st, "roll 3", 1, "a throw in play is 2 dice, not 1");
	no(&st, "roll 333", 1, "a throw in play is 2 dice, not 3");
	no(&st, "roll 3 3 3", 3, "a throw in play is 2 dice, not 3");
	no(&st, "roll 37", 1, "'37' is not dice: dice are written as digits "
	    "1 to 6");
	ok(&st, "roll 3, 3", "roll 33");
	no(&st, "roll 33", 0, "the turn is over: a turn in play is one throw "
	    "of 2 dice");

	/* the play-offs' counts */
	start(&st, 3, "");
	throw1(&st, 0, "roll 5");
	throw1(&st, 1, "roll 5");
	throw1(&st, 2, "roll 2");
	turn(&st, 0);
	no(&st, "roll", 0, "write the 1 die thrown in the play-off for the "
	    "start after roll");
	no(&st, "roll 56", 1, "a throw in the play-off for the start is 1 "
	    "die, not 2");
	ok(&st, "roll 5", "roll 5");
	no(&st, "roll 5", 0, "the turn is over: it was the throw in the "
	    "play-off for the start");
	start(&st, 3, "");
	throw1(&st, 0, "roll 5");
	throw1(&st, 1, "roll 2");
	throw1(&st, 2, "roll 2");
	turn(&st, 1);
	no(&st, "roll 21", 1, "a throw in the play-off for the point is 1 "
	    "die, not 2");
	ok(&st, "roll 2", "roll 2");
	no(&st, "roll 2", 0, "the turn is over: it was the throw in the "
	    "play-off for the point");

	/* after the end */
	start(&st, 2, "target=1");
	throw1(&st, 0, "roll 2");
	throw1(&st, 1, "roll 1");
	throw1(&st, 1, "roll 4");
	throw1(&st, 0, "roll 43");
	no(&st, "roll 44", 0, "the game is over: 1 point is reached");

	assert_int_equal(SO->init(st.u.b, 1, NULL, &e), -1);
	assert_string_equal(e.msg, "Passage is for 2 to 16 players, not 1");
	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Passage is for 2 to 16 players, not 17");
}

/* Sixteen seats: the play wraps from the last seat to the first. */
static void
test_sixteen(void **state)
{
	struct state st;
	unsigned s;

	(void)state;
	start(&st, 16, "");
	/* all 3: everyone again */
	for (s = 0; s < 16; s++)
		throw1(&st, s, "roll 3");
	expect(&st, 0, 1, 1);
	/* seat 1 throws 1, seat 16 throws 6, the rest 3 */
	for (s = 0; s < 16; s++)
		throw1(&st, s, s == 0 ? "roll 1" : s == 15 ? "roll 6" :
		    "roll 3");
	expect(&st, 0, 1, 1);
	throw1(&st, 0, "roll 2");
	/* the point is 2; seat 16 starts, then seat 1 */
	expect(&st, 15, 2, 1);
	throw1(&st, 15, "roll 22");
	expect(&st, 0, 2, 1);
	assert_int_equal(score(&st, 15), 2);
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
	assert_string_equal(b.s,
	    "Passage, start\n"
	    "First to 11 points; a double of the point scores 2.\n"
	    "Ann throws for the start.\n");
	turn(&st, 0);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Passage, turn 1 in progress\n"
	    "First to 11 points; a double of the point scores 2.\n"
	    "Ann throws for the start.\n");
	ok(&st, "roll 2", "roll 2");
	throw1(&st, 1, "roll 5");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Passage, after turn 2\n"
	    "First to 11 points; a double of the point scores 2.\n"
	    "For the start: Ann 2, Bob 5.\n"
	    "Bob starts the game; Ann sets the point.\n"
	    "Ann throws for the point.\n");
	throw1(&st, 0, "roll 3");
	throw1(&st, 1, "roll 33");
	/* Bob 33 on the point 3: 2 */
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Passage, after turn 4\n"
	    "First to 11 points; a double of the point scores 2.\n"
	    "For the start: Ann 2, Bob 5.\n"
	    "Bob starts the game; Ann sets the point.\n"
	    "The point is 3.\n"
	    "Turn  Player  Throw  Points  Ann  Bob\n"
	    "   4  Bob     33          2    0    2\n"
	    "Totals: Ann 0, Bob 2.\n"
	    "Ann to play.\n");

	/* no names, double-three and target=3: P2 5, P1 5, again P1 6, P2
	 * 1: P1 starts, P2 sets the point at 4; P1 44: 3, the end */
	start(&st, 2, "double-three target=3");
	throw1(&st, 0, "roll 5");
	throw1(&st, 1, "roll 5");
	throw1(&st, 0, "roll 6");
	throw1(&st, 1, "roll 1");
	throw1(&st, 1, "roll 4");
	throw1(&st, 0, "roll 44");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Passage, after turn 6\n"
	    "First to 3 points; a double of the point scores 3 "
	    "(double-three).\n"
	    "For the start: P1 5, P2 5.\n"
	    "For the start again: P1 6, P2 1.\n"
	    "P1 starts the game; P2 sets the point.\n"
	    "The point is 4.\n"
	    "Turn  Player  Throw  Points  P1  P2\n"
	    "   6  P1      44          3   3   0\n"
	    "Totals: P1 3, P2 0.\n"
	    "P1 reached 3 first.\n"
	    "Finished: P1 wins with 3.\n");
	buf_release(&b);
}

/* 703 turns: the sheet keeps the last 600, the totals stay right. */
static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	const char *p;
	int i, lines = 0;

	(void)state;
	start(&st, 2, "target=1000000");
	throw1(&st, 0, "roll 1");
	throw1(&st, 1, "roll 6");
	throw1(&st, 0, "roll 6");
	/* 700 turns of 66 on the point 6, 2 each: 350 each, 700 points */
	for (i = 0; i < 700; i++)
		throw1(&st, (unsigned)((i + 1) % 2), "roll 66");
	assert_false(over(&st, NULL, NULL));
	assert_int_equal(score(&st, 0), 700);
	assert_int_equal(score(&st, 1), 700);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, rule line, the note, starter, point, header, 600 rows,
	 * totals, to play */
	assert_int_equal(lines, 608);
	/* turns 104 to 703 are shown: turns 4..103 are play, Bob's the
	 * even ones; before turn 104 Bob played 50 (100 points), Ann 50 */
	assert_non_null(strstr(b.s,
	    "Passage, after turn 703\n"
	    "First to 1000000 points; a double of the point scores 2.\n"
	    "Turns 1 to 103 are not shown.\n"
	    "P2 starts the game; P1 sets the point.\n"
	    "The point is 6.\n"
	    "Turn  Player  Throw  Points   P1   P2\n"
	    " 104  P2      66          2  100  102\n"
	    " 105  P1      66          2  102  102\n"));
	assert_non_null(strstr(b.s,
	    " 703  P1      66          2  700  700\n"
	    "Totals: P1 700, P2 700.\n"
	    "P2 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* Ann 5, Bob 5, Cy 2; Ann 3, Bob 6: Bob starts, Cy sets the point at
 * 4; then Bob 44 (2), Cy 41 (1), Ann 44 (2), Bob 44 (2 + 2 = 4), Cy 12
 * (1 + 0 = 1), Ann 46 (2 + 1 = 3): unfinished, Bob next.  Separators and a continued line. */
#define PLAYED \
	"[Game \"passage\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"\n" \
	"Ann: roll 5\n" \
	"Bob: roll 5;\n" \
	"Cy: roll 2\n" \
	"Ann: roll 3\n" \
	"Bob:\n" \
	"  roll 6\n" \
	"Cy: roll 4\n" \
	"Bob: roll 4,4\n" \
	"Cy: roll 4 1\n" \
	"Ann: roll 44\n" \
	"Bob: roll 44\n" \
	"Cy: roll 12\n" \
	"Ann: roll 46\n"

static void
test_record(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, PLAYED);
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 12);
	assert_false(r.rs.finished);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 3);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 4);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 1);

	/* Ann again instead of Bob */
	run_text(&r, PLAYED "Ann: roll 44\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:17:1: error: turn 13 (Ann): it is Bob's turn, not "
	    "Ann's\n"
	    "Ann: roll 44\n"
	    "^~~\n");
	free(r.out);

	/* target=4: Bob's second 44 brings him to 2 + 2 = 4: over, Cy may
	 * not throw */
	run_text(&r, "[Game \"passage\"]\n[Players \"Ann, Bob, Cy\"]\n"
	    "[Variant \"target=4\"]\n\n"
	    "Ann: roll 5\nBob: roll 5\nCy: roll 2\nAnn: roll 3\nBob: roll 6\n"
	    "Cy: roll 4\nBob: roll 44\nCy: roll 41\nAnn: roll 44\n"
	    "Bob: roll 44\nCy: roll 44\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:15:1: error: turn 11 (Cy): the game is over: 4 points "
	    "are reached\n"
	    "Cy: roll 44\n"
	    "^~\n");
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_points_and_end),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_sixteen),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
