/*
 * test_help_your_neighbour: the rules of Help Your Neighbour, each
 * accepted once and refused once, through the session interface; then
 * whole records through the reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/help-your-neighbour.c:
 * 2 to 6 players with counters=10 each; the numbers go to the seats in
 * order (six: one each; five: 1-5, 6 nobody's; four: 1-4; three: {1,4}
 * {2,5} {3,6}; two: {1,2,3} {4,5,6}); a turn is one throw of three dice,
 * and each die costs the owner of its number a counter while it has one;
 * the first player with none left wins at once, players emptied by the
 * same throw sharing; the score is the counters left, fewer ranking
 * higher.
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

extern const struct game game_help_your_neighbour;

#define G	(&game_help_your_neighbour)
#define SO	(game_help_your_neighbour.session)

#include "session-harness.h"

/* Every seat's counters, n of them. */
static void
left(const struct state *st, unsigned n, const long *want)
{
	unsigned s;

	for (s = 0; s < n; s++)
		assert_int_equal(score(st, s), want[s]);
}

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("help-your-neighbour"), G);
	assert_ptr_equal(game_find("help-your-neighbor"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Help Your Neighbour");
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_null(G->parse);
	assert_null(SO->category);
	assert_null(SO->legal);
	assert_null(SO->seats);
	/* counters left: the fewest rank first */
	assert_int_equal(SO->order, -1);
	assert_int_equal(SO->min_players, 2);
	assert_int_equal(SO->max_players, 6);
	assert_true(session_starts_action(G, "roll", 4));
	assert_false(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "pay", 3));
	assert_false(session_starts_action(G, "123", 3));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "counters")], 10);
	assert_int_equal(v.val[game_opt_index(G, "first")], 1);
	assert_int_equal(variant_parse(G, "counters=1000000 first=6", &v, &e),
	    0);
	assert_int_equal(v.val[game_opt_index(G, "counters")], 1000000);
	assert_int_equal(v.val[game_opt_index(G, "first")], 6);
	assert_int_equal(variant_parse(G, "counters=0", &v, &e), -1);
	assert_string_equal(e.msg, "counters must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "counters=1000001", &v, &e), -1);
	assert_string_equal(e.msg, "counters must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "first=7", &v, &e), -1);
	assert_string_equal(e.msg, "first must be a whole number from 1 to 6");
	assert_int_equal(variant_parse(G, "rounds=5", &v, &e), -1);
	assert_string_equal(e.msg, "Help Your Neighbour has no option "
	    "'rounds'");
}

/*
 * Who owns which number, for every count of players: one throw each
 * time, from counters=5.
 */
static void
test_numbers(void **state)
{
	struct state st;

	(void)state;
	/* two: Ann 1 2 3, Bob 4 5 6.  1 3 6: Ann 2, Bob 1 */
	start(&st, 2, "counters=5");
	turn(&st, 0);
	ok(&st, "roll 136", "roll 136");
	left(&st, 2, (const long[]){ 3, 4 });
	/* 4 5 2: Bob 2, Ann 1 */
	turn(&st, 1);
	ok(&st, "roll 452", "roll 452");
	left(&st, 2, (const long[]){ 2, 2 });

	/* three: Ann 1 4, Bob 2 5, Cy 3 6.  4 5 6: one each; 1 1 3: Ann
	 * two, Cy one */
	start(&st, 3, "counters=5");
	turn(&st, 0);
	ok(&st, "roll 456", "roll 456");
	left(&st, 3, (const long[]){ 4, 4, 4 });
	turn(&st, 1);
	ok(&st, "roll 113", "roll 113");
	left(&st, 3, (const long[]){ 2, 4, 3 });

	/* four: 1 2 3 4 one each, 5 and 6 nobody's: 5 6 5 costs nothing,
	 * 4 4 1 costs Dee two and Ann one */
	start(&st, 4, "counters=5");
	turn(&st, 0);
	ok(&st, "roll 565", "roll 565");
	left(&st, 4, (const long[]){ 5, 5, 5, 5 });
	turn(&st, 1);
	ok(&st, "roll 441", "roll 441");
	left(&st, 4, (const long[]){ 4, 5, 5, 3 });

	/* five: 6 nobody's, 5 Eve's: 6 5 6 costs Eve one */
	start(&st, 5, "counters=5");
	turn(&st, 0);
	ok(&st, "roll 656", "roll 656");
	left(&st, 5, (const long[]){ 5, 5, 5, 5, 4 });

	/* six: one each: 6 2 3 costs Fay, Bob and Cy one */
	start(&st, 6, "counters=5");
	turn(&st, 0);
	ok(&st, "roll 623", "roll 623");
	left(&st, 6, (const long[]){ 5, 4, 4, 5, 5, 4 });
}

/*
 * The thrower pays for its own numbers; a player with none left pays
 * nothing more; the game ends at once with the first player out.
 * Two players, counters=3: Ann 1 2 3, Bob 4 5 6.
 *  Ann 1 4 5: Ann 3 - 1 = 2, Bob 3 - 2 = 1, pot 3.
 *  Bob 1 2 3: Ann pays 1 and 2 (2 - 2 = 0) and has none for the 3;
 *  pot 5.  Ann wins, helped by her neighbour; Bob keeps 1.
 */
static void
test_paying(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 2, "counters=3");
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	expect(&st, 0, 3, 0);
	ok(&st, "roll 1 4 5", "roll 145");
	left(&st, 2, (const long[]){ 2, 1 });
	assert_false(over(&st, NULL, NULL));
	expect(&st, 1, 3, 1);
	turn(&st, 1);
	ok(&st, "roll 1,2,3", "roll 123");
	left(&st, 2, (const long[]){ 0, 1 });
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "a player has put in every counter");
	expect(&st, -1, 0, 0);
	/* nothing more */
	no(&st, "roll 456", 0, "the game is over: a player has put in every "
	    "counter");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
}

/*
 * The complete game of fixtures/help-your-neighbour/complete.rec, three
 * players with 10: Ann 1 4, Bob 2 5, Cy 3 6.
 *  1 Ann 5 5 3: Bob 2, Cy 1          Ann 10 Bob 8 Cy 9  pot 3
 *  2 Bob 2 4 6: Bob, Ann, Cy 1 each       9     7    8      6
 *  3 Cy  1 1 1: Ann 3                     6     7    8      9
 *  4 Ann 5 2 5: Bob 3                     6     4    8     12
 *  5 Bob 3 6 4: Cy 2, Ann 1               5     4    6     15
 *  6 Cy  2 3 1: one each                  4     3    5     18
 *  7 Ann 6 6 6: Cy 3                      4     3    2     21
 *  8 Bob 4 1 2: Ann 2, Bob 1              2     2    2     24
 *  9 Cy  5 5 5: Bob 2, then none left     2     0    2     26
 * Bob wins; 2 + 0 + 2 + 26 = 30 = 3 x 10.
 */
static void
test_full_game(void **state)
{
	static const char *const t[] = { "roll 553", "roll 246", "roll 111",
	    "roll 525", "roll 364", "roll 231", "roll 666", "roll 412",
	    "roll 555" };
	static const long run[][3] = { { 10, 8, 9 }, { 9, 7, 8 },
	    { 6, 7, 8 }, { 6, 4, 8 }, { 5, 4, 6 }, { 4, 3, 5 }, { 4, 3, 2 },
	    { 2, 2, 2 }, { 2, 0, 2 } };
	struct state st;
	unsigned long w;
	char why[256];
	unsigned i;

	(void)state;
	start(&st, 3, "");
	left(&st, 3, (const long[]){ 10, 10, 10 });
	for (i = 0; i < 9; i++) {
		assert_false(over(&st, NULL, NULL));
		expect(&st, (int)(i % 3), 3, 1);
		turn(&st, i % 3);
		ok(&st, t[i], t[i]);
		left(&st, 3, run[i]);
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "a player has put in every counter");
	expect(&st, -1, 0, 0);
}

/*
 * Players emptied by the same throw share the win.
 *  Four players, counters=3 (fixtures/help-your-neighbour/shared.yaml):
 *  Ann 5 6 1: Ann 2 (5 and 6 nobody's); Bob 2 2 3: Bob 1, Cy 2; Cy
 *  4 4 6: Dee 1; Dee 1 1 2: Ann 0 and Bob 0 together.  Bits 1 | 2 = 3.
 *  Three players, counters=1: Ann's 1 2 3 empties all three: bits 7.
 */
static void
test_shared(void **state)
{
	static const char *const t[] = { "roll 561", "roll 223", "roll 446",
	    "roll 112" };
	struct state st;
	unsigned long w;
	char why[256];
	unsigned i;

	(void)state;
	start(&st, 4, "counters=3");
	for (i = 0; i < 4; i++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, i);
		ok(&st, t[i], t[i]);
	}
	left(&st, 4, (const long[]){ 0, 0, 2, 1 });
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "2 players put in their last counters with "
	    "the same throw");

	start(&st, 3, "counters=1");
	turn(&st, 0);
	ok(&st, "roll 123", "roll 123");
	left(&st, 3, (const long[]){ 0, 0, 0 });
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 7);
	assert_string_equal(why, "3 players put in their last counters with "
	    "the same throw");
}

/* first=K: seat K throws first, the numbers stay where they are. */
static void
test_first(void **state)
{
	struct state st;
	struct game_err e;
	struct variant v;

	(void)state;
	start(&st, 3, "first=3");
	expect(&st, 2, 3, 1);
	turn(&st, 2);
	/* Cy still has 3 and 6: 3 6 1 costs Cy 2, Ann 1 */
	ok(&st, "roll 361", "roll 361");
	left(&st, 3, (const long[]){ 9, 10, 8 });
	/* then play passes on to seat 1 */
	expect(&st, 0, 3, 1);

	assert_int_equal(variant_parse(G, "first=4", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 3, &v, &e), -1);
	assert_string_equal(e.msg, "first=4 names no seat: there are 3 "
	    "players");
	assert_int_equal(SO->init(st.u.b, 4, &v, &e), 0);
	expect(&st, 3, 3, 1);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	assert_int_equal(SO->init(st.u.b, 1, NULL, &e), -1);
	assert_string_equal(e.msg, "Help Your Neighbour is for 2 to 6 players, "
	    "not 1");
	assert_int_equal(SO->init(st.u.b, 7, NULL, &e), -1);
	assert_string_equal(e.msg, "Help Your Neighbour is for 2 to 6 players, "
	    "not 7");
	/* NULL options: the defaults, 10 counters, seat 1 first */
	assert_int_equal(SO->init(st.u.b, 2, NULL, &e), 0);
	assert_int_equal(score(&st, 1), 10);
	/* a line out of turn, or after the end, is the driver's to refuse
	 * (help-your-neighbour.t) */
	no(&st, "roll 123", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws the three dice once");
	no(&st, "roll", 0, "write the 3 dice thrown after roll");
	no(&st, "roll 34", 1, "a throw is 3 dice, not 2");
	no(&st, "roll 3 4", 2, "a throw is 3 dice, not 2");
	no(&st, "roll 3456", 1, "a throw is 3 dice, not 4");
	no(&st, "roll 3 4 5 6", 4, "a throw is 3 dice, not 4");
	no(&st, "roll 7 1 2", 1, "'7' is not a die: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 12 0", 2, "'0' is not a die: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 1x2", 1, "'1x2' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 123 stop", 2, "'stop' is neither dice nor an action: the "
	    "only action is roll");
	no(&st, "stop", 0, "'stop' is not a Help Your Neighbour action: write "
	    "roll and the three dice; the referee moves the counters");
	no(&st, "keep 55", 0, "'keep' is not a Help Your Neighbour action: "
	    "write roll and the three dice; the referee moves the counters");
	no(&st, "pay 1", 0, "'pay' is not a Help Your Neighbour action: write "
	    "roll and the three dice; the referee moves the counters");
	left(&st, 2, (const long[]){ 10, 10 });
	/* 5 5 3: Bob 2, Ann 1 */
	ok(&st, "roll 553", "roll 553");
	left(&st, 2, (const long[]){ 9, 8 });
	/* one throw a turn */
	no(&st, "roll 111", 0, "the turn is over: a turn is one throw, and "
	    "this one threw 5, 5 and 3");
	no(&st, "keep 5", 0, "'keep' is not a Help Your Neighbour action: "
	    "write roll and the three dice; the referee moves the counters");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
}

/*
 * A huge stock and a long game: nothing overflows, and the sheet keeps
 * the last 1024 throws.  Two players, counters=1000000; every throw is
 * 1 4 6: Ann pays 1, Bob 2.  After 1100 throws Ann has 1000000 - 1100 =
 * 998900, Bob 1000000 - 2200 = 997800, the pot 3300.  Turns 1 to 76
 * (1100 - 1024) are dropped from the sheet; after turn 77 Ann had
 * 1000000 - 77 = 999923, Bob 1000000 - 154 = 999846, the pot 231.
 * Turn 77 is odd: Ann's.  Widths: 6 digits for the players, 4 for the
 * pot (3300); no marks beyond 50 counters.
 */
static void
test_long_game(void **state)
{
	static const char *const names[] = { "Ann", "Bob" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;
	unsigned i;

	(void)state;
	start(&st, 2, "counters=1000000");
	for (i = 0; i < 1100; i++) {
		turn(&st, i % 2);
		ok(&st, "roll 146", "roll 146");
	}
	left(&st, 2, (const long[]){ 998900, 997800 });
	assert_false(over(&st, NULL, NULL));
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "Help Your Neighbour, after turn 1100\n"
	    "1000000 counters each; each die thrown costs its number's owner "
	    "one.\n"
	    "Turns 1 to 76 are not shown.\n"
	    "Turn  Player  Thrown     Ann     Bob   Pot\n"
	    "  77  Ann     146     999923  999846   231\n"));
	assert_non_null(strstr(b.s,
	    "1100  Bob     146     998900  997800  3300\n"
	    "Player  Numbers     Left\n"
	    "Ann     1 2 3     998900\n"
	    "Bob     4 5 6     997800\n"
	    "Pot: 3300 counters.\n"
	    "Ann to play.\n"));
	buf_release(&b);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy" };
	struct render_info ri = { 0, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 3, "counters=6");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Help Your Neighbour, start\n"
	    "6 counters each; each die thrown costs its number's owner one.\n"
	    "Player  Numbers  Left  Counters\n"
	    "Ann     1 4         6  ||||| |\n"
	    "Bob     2 5         6  ||||| |\n"
	    "Cy      3 6         6  ||||| |\n"
	    "Pot: 0 counters.\n"
	    "Ann to play.\n");
	/* Ann 4 4 4: Ann 3; Bob 5 3 6: Bob 5, Cy 4; pot 6.  Cy's line
	 * begun */
	turn(&st, 0);
	oks(&st, "roll 444");
	turn(&st, 1);
	oks(&st, "roll 536");
	turn(&st, 2);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Help Your Neighbour, turn 3 in progress\n"
	    "6 counters each; each die thrown costs its number's owner one.\n"
	    "Turn  Player  Thrown  Ann  Bob  Cy  Pot\n"
	    "   1  Ann     444       3    6   6    3\n"
	    "   2  Bob     536       3    5   4    6\n"
	    "Player  Numbers  Left  Counters\n"
	    "Ann     1 4         3  |||\n"
	    "Bob     2 5         5  |||||\n"
	    "Cy      3 6         4  ||||\n"
	    "Pot: 6 counters.\n"
	    "Cy to play.\n");
	/* Cy 1 1 4: Ann 3 - 3 = 0 on her neighbour's throw; pot 9 */
	oks(&st, "roll 114");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Help Your Neighbour, after turn 3\n"
	    "6 counters each; each die thrown costs its number's owner one.\n"
	    "Turn  Player  Thrown  Ann  Bob  Cy  Pot\n"
	    "   1  Ann     444       3    6   6    3\n"
	    "   2  Bob     536       3    5   4    6\n"
	    "   3  Cy      114       0    5   4    9\n"
	    "Player  Numbers  Left  Counters\n"
	    "Ann     1 4         0\n"
	    "Bob     2 5         5  |||||\n"
	    "Cy      3 6         4  ||||\n"
	    "Pot: 9 counters.\n"
	    "Ann has put in every counter.\n"
	    "Finished: Ann wins.\n");

	/* no names: P1...; four players, counters=1: 5 6 1 costs Ann her
	 * one counter (5 and 6 nobody's); the pot is 1 counter */
	start(&st, 4, "counters=1");
	turn(&st, 0);
	oks(&st, "roll 561");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Help Your Neighbour, after turn 1\n"
	    "1 counter each; each die thrown costs its number's owner one.\n"
	    "Turn  Player  Thrown  P1  P2  P3  P4  Pot\n"
	    "   1  P1      561      0   1   1   1    1\n"
	    "Player  Numbers  Left  Counters\n"
	    "P1      1           0\n"
	    "P2      2           1  |\n"
	    "P3      3           1  |\n"
	    "P4      4           1  |\n"
	    "Nobody has 5 or 6.\n"
	    "Pot: 1 counter.\n"
	    "P1 has put in every counter.\n"
	    "Finished: P1 wins.\n");

	/* two emptied together, five players: 6 is nobody's.  counters=1,
	 * Ann 2 3 6: Bob and Cy out */
	start(&st, 5, "counters=1");
	turn(&st, 0);
	oks(&st, "roll 236");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Help Your Neighbour, after turn 1\n"
	    "1 counter each; each die thrown costs its number's owner one.\n"
	    "Turn  Player  Thrown  P1  P2  P3  P4  P5  Pot\n"
	    "   1  P1      236      1   0   0   1   1    2\n"
	    "Player  Numbers  Left  Counters\n"
	    "P1      1           1  |\n"
	    "P2      2           0\n"
	    "P3      3           0\n"
	    "P4      4           1  |\n"
	    "P5      5           1  |\n"
	    "Nobody has 6.\n"
	    "Pot: 2 counters.\n"
	    "P2 and P3 put in their last counters with the same throw.\n"
	    "Finished: P2 and P3 share the win.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * Two players under the alias, counters=4: Ann 1 2 3, Bob 4 5 6.
 *  Ann 6 6 1: Bob 2, Ann 1: Ann 3, Bob 2.
 *  Bob 4 4 2: Bob 2 (to 0), Ann 1: Ann 2, Bob 0.  Bob wins.
 */
#define COMPLETE \
	"[Game \"help-your-neighbor\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"counters=4\"]\n" \
	"\n" \
	"Ann: roll 6 6 1\n" \
	"Bob:\n" \
	"  roll 4,4,2\n"

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
	assert_int_equal(r.rs.turns, 2);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 2);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 0);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 123\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 3 (Ann): the game is over: a player has "
	    "put in every counter\n"
	    "Ann: roll 123\n"
	    "^~~\n");
	free(r.out);

	/* a second throw on the line */
	run_text(&r, "[Game \"help-your-neighbour\"]\n[Players \"Ann, Bob\"]\n"
	    "\nAnn: roll 253 roll 111\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:15: error: turn 1 (Ann): 'roll 111': the turn is over: "
	    "a turn is one throw, and this one threw 2, 5 and 3\n"
	    "Ann: roll 253 roll 111\n"
	    "              ^~~~\n");
	free(r.out);

	/* Ann plays out of turn */
	run_text(&r, "[Game \"help-your-neighbour\"]\n[Players \"Ann, Bob\"]\n"
	    "\nAnn: roll 123\nAnn: roll 456\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's\n"
	    "Ann: roll 456\n"
	    "^~~\n");
	free(r.out);

	/* seven players */
	run_text(&r, "[Game \"help-your-neighbour\"]\n"
	    "[Players \"A, B, C, D, E, F, G\"]\n\nA: roll 123\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:2:11: error: Help Your Neighbour is for 2 to 6 players, "
	    "not 7\n"
	    "[Players \"A, B, C, D, E, F, G\"]\n"
	    "          ^\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_paying),
		cmocka_unit_test(test_full_game),
		cmocka_unit_test(test_shared),
		cmocka_unit_test(test_first),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_long_game),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
