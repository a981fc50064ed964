/*
 * test_three_or_more: the rules of Three or More, each accepted once and
 * refused once, through the session interface; then whole records
 * through the reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/three-or-more.c:
 * five dice; three, four, five of a kind score 3, 6, 12; a throw whose
 * best is a pair may keep the pair and throw the other three once, the
 * five dice then scoring by their largest group; rounds=5.
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

extern const struct game game_three_or_more;

#define G	(&game_three_or_more)
#define SO	(game_three_or_more.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("three-or-more"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Three or More");
	assert_null(G->parse);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "5", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 5);
	assert_int_equal(variant_parse(G, "rounds=2", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 2);
	assert_int_equal(variant_parse(G, "rounds=0", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "10000");
	assert_int_equal(variant_parse(G, "doubles", &v, &e), -1);
	assert_string_equal(e.msg, "Three or More has no option 'doubles'");
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 17, &v, &e), -1);
	assert_string_equal(e.msg, "Three or More is for 1 to 16 players, "
	    "not 17");
}

/* The first throw alone decides: 3, 6, 12 points, or nothing. */
static void
test_first_throw(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "rounds=10");
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	expect(&st, 0, 5, 0);
	ok(&st, "roll 6,3,6,1,6", "roll 63616");	/* three 6s: 3 */
	assert_int_equal(score(&st, 0), 3);
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	ok(&st, "roll 2 2 5 2 2", "roll 22522");	/* four 2s: 6 */
	assert_int_equal(score(&st, 0), 3 + 6);
	turn(&st, 0);
	oks(&st, "roll 11111");				/* five 1s: 12 */
	assert_int_equal(score(&st, 0), 3 + 6 + 12);
	turn(&st, 0);
	oks(&st, "roll 23456");			/* no two alike: 0 */
	assert_int_equal(score(&st, 0), 21);
	turn(&st, 0);
	/* a full house: its three 4s count, the pair beside them not */
	oks(&st, "roll 44455");
	assert_int_equal(score(&st, 0), 21 + 3);
	assert_false(over(&st, NULL, NULL));
}

/* A pair: keep it and throw three, or stop. */
static void
test_second_throw(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "rounds=10");
	turn(&st, 0);
	oks(&st, "roll 66345");
	expect(&st, 0, 0, 0);		/* a decision, not a throw */
	ok(&st, "keep 6,6", "keep 66");
	expect(&st, 0, 3, 0);
	ok(&st, "roll 6 1 2", "roll 612");	/* 66 + 612: three 6s, 3 */
	assert_int_equal(score(&st, 0), 3);
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	/* 66 + 666: five 6s, 12 */
	oks(&st, "roll 16365; keep 66; roll 666");
	assert_int_equal(score(&st, 0), 3 + 12);
	turn(&st, 0);
	/* 33 + 334: four 3s, 6 */
	oks(&st, "roll 33512; keep 33; roll 334");
	assert_int_equal(score(&st, 0), 15 + 6);
	turn(&st, 0);
	/* two pairs, the player chooses: 22 kept, 555 thrown; the five
	 * dice 22555 score their three 5s, 3 (a ruling) */
	oks(&st, "roll 25253; keep 22; roll 555");
	assert_int_equal(score(&st, 0), 21 + 3);
	turn(&st, 0);
	/* the other pair of two: 55 kept from 25215, 123: 55123 is 0 */
	oks(&st, "roll 25215; keep 55; roll 123");
	assert_int_equal(score(&st, 0), 24);
	turn(&st, 0);
	/* stop on a pair: 0 */
	oks(&st, "roll 44123; stop");
	assert_int_equal(score(&st, 0), 24);
	assert_false(over(&st, NULL, NULL));
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (three-or-more.t) */
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws five dice");
	no(&st, "stop", 0, "nothing to stop: a turn begins with a throw");
	no(&st, "keep 66", 0, "nothing to keep: throw first");
	no(&st, "roll", 0, "write the 5 dice thrown after roll");
	no(&st, "roll 6634", 1, "a throw is 5 dice, not 4");
	no(&st, "roll 66 34 512", 3, "a throw is 5 dice, not 7");
	no(&st, "roll 66370", 1, "'66370' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 6 6 3 7 5", 4, "'7' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll six", 1, "'six' is neither dice nor an action: the "
	    "actions are roll, keep and stop");
	no(&st, "score 66345", 0, "'score' is not a Three or More action: "
	    "write roll, keep or stop");

	/* a pair of 6s and a pair of 3s */
	ok(&st, "roll 63634", "roll 63634");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: after a "
	    "pair, keep it and throw again, or stop");
	no(&st, "roll 123", 0, "the best of the throw is a pair: set it "
	    "aside first (keep 33 or keep 66), or stop");
	no(&st, "keep", 0, "write the pair kept after keep");
	no(&st, "keep 6", 1, "keep sets aside a pair: 2 dice, not 1");
	no(&st, "keep 666", 1, "keep sets aside a pair: 2 dice, not 3");
	no(&st, "keep 6 6 6", 3, "keep sets aside a pair: 2 dice, not 3");
	no(&st, "keep 63", 1, "keep sets aside a pair: 6 and 3 differ");
	no(&st, "keep 44", 1, "the throw 63634 has no pair of 4s");
	no(&st, "keep 66 x", 2, "'x' is neither dice nor an action: the "
	    "actions are roll, keep and stop");
	no(&st, "stop 6", 1, "stop takes nothing after it");
	ok(&st, "keep 66", "keep 66");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: the 3 dice "
	    "beside its kept pair are not thrown");
	no(&st, "keep 33", 0, "the pair of 6s is kept already: throw the "
	    "other 3 dice");
	no(&st, "stop", 0, "the pair of 6s is kept: throw the other 3 dice");
	no(&st, "roll 12", 1, "the pair of 6s stays: throw the other 3 dice, "
	    "not 2");
	no(&st, "roll 12345", 1, "the pair of 6s stays: throw the other 3 "
	    "dice, not 5");
	ok(&st, "roll 124", "roll 124");	/* 66124: nothing */
	assert_int_equal(score(&st, 0), 0);
	no(&st, "roll 123", 0, "the turn is over: its second throw made no "
	    "three of a kind");

	turn(&st, 1);
	oks(&st, "roll 55512");
	no(&st, "keep 55", 0, "the turn is over: its three 5s scored 3");
	turn(&st, 0);
	oks(&st, "roll 12345");
	no(&st, "stop", 0, "the turn is over: no two dice of its throw were "
	    "alike");
	turn(&st, 1);
	oks(&st, "roll 12245; stop");
	no(&st, "roll 12345", 0, "the turn is over: it stopped on a pair");
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 3);
}

static void
test_end_and_winner(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	/* two rounds of three: Ann 3 + 6 = 9, Bob 12 + 0 = 12, Cy 0 + 6 */
	start(&st, 3, "rounds=2");
	turn(&st, 0);
	oks(&st, "roll 44412");
	turn(&st, 1);
	oks(&st, "roll 33333");
	turn(&st, 2);
	oks(&st, "roll 12345");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	oks(&st, "roll 55124; keep 55; roll 556");	/* 55556: four 5s */
	turn(&st, 1);
	oks(&st, "roll 11234; stop");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 2, 5, 1);
	turn(&st, 2);
	oks(&st, "roll 66662");
	assert_int_equal(score(&st, 0), 9);
	assert_int_equal(score(&st, 1), 12);
	assert_int_equal(score(&st, 2), 6);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "all 2 rounds are complete");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 12345", 0, "the game is over: all 2 rounds are "
	    "complete");

	/* equal totals share: Ann three 1s 3, Bob 22 + 211 three 2s 3 */
	start(&st, 2, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 11136");
	turn(&st, 1);
	oks(&st, "roll 22345; keep 22; roll 211");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "the one round is complete");

	/* nobody scores: all share 0 */
	start(&st, 3, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 12345");
	turn(&st, 1);
	oks(&st, "roll 23456");
	turn(&st, 2);
	oks(&st, "roll 33124; stop");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 7);

	/* the default: five rounds, one player, five turns */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 11112");
	turn(&st, 0);
	oks(&st, "roll 11112");
	turn(&st, 0);
	oks(&st, "roll 11112");
	turn(&st, 0);
	oks(&st, "roll 11112");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	oks(&st, "roll 11112");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
	assert_int_equal(score(&st, 0), 5 * 6);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "rounds=2");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Three or More, start\n"
	    "Round 1 of 2.\n"
	    "Turn  Player  Points  Ann  Bob\n"
	    "Ann to play.\n");
	turn(&st, 0);
	oks(&st, "roll 44412");
	turn(&st, 1);
	oks(&st, "roll 25214");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* "three 4s +3" is 11 wide: the Points column grows to it */
	assert_string_equal(b.s,
	    "Three or More, turn 2 in progress\n"
	    "Round 1 of 2.\n"
	    "Turn  Player  Points       Ann  Bob\n"
	    "   1  Ann     three 4s +3    3    0\n"
	    "Bob's turn: a pair of 2s; keep it and throw again, or stop.\n"
	    "Bob to play.\n");
	oks(&st, "stop");
	turn(&st, 0);
	oks(&st, "roll 36316");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Three or More, turn 3 in progress\n"
	    "Round 2 of 2.\n"
	    "Turn  Player  Points       Ann  Bob\n"
	    "   1  Ann     three 4s +3    3    0\n"
	    "   2  Bob     pair, stop     3    0\n"
	    "Ann's turn: pairs of 3s and 6s; keep one and throw again, or "
	    "stop.\n"
	    "Ann to play.\n");
	oks(&st, "keep 33");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "Ann's turn: 33 kept; throw the other 3 dice.\n"
	    "Ann to play.\n"));
	oks(&st, "roll 125");		/* 33125: nothing */
	turn(&st, 1);
	oks(&st, "roll 66666");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* "pair, missed" is 12 wide: the column grows again */
	assert_string_equal(b.s,
	    "Three or More, after turn 4\n"
	    "Round 2 of 2.\n"
	    "Turn  Player  Points        Ann  Bob\n"
	    "   1  Ann     three 4s +3     3    0\n"
	    "   2  Bob     pair, stop      3    0\n"
	    "   3  Ann     pair, missed    3    0\n"
	    "   4  Bob     five 6s +12     3   12\n"
	    "The game is over: all 2 rounds are complete.\n"
	    "Finished: Bob wins with 12.\n");

	/* no names, a turn with no pair */
	start(&st, 1, "rounds=1");
	turn(&st, 0);
	oks(&st, "roll 13456");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Three or More, after turn 1\n"
	    "Round 1 of 1.\n"
	    "Turn  Player  Points   P1\n"
	    "   1  P1      no pair   0\n"
	    "The game is over: the one round is complete.\n"
	    "Finished: P1 wins with 0.\n");
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
	start(&st, 1, "rounds=1000");
	turn(&st, 0);
	oks(&st, "roll 66666");
	for (i = 2; i <= 800; i++) {
		turn(&st, 0);
		oks(&st, "roll 12346");
	}
	assert_int_equal(score(&st, 0), 12);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, round, the note, the header, 720 rows, the status */
	assert_int_equal(lines, 725);
	assert_non_null(strstr(b.s,
	    "Three or More, after turn 800\n"
	    "Round 801 of 1000.\n"
	    "Turns 1 to 80 are not shown.\n"
	    "Turn  Player  Points   P1\n"
	    "  81  P1      no pair  12\n"));
	assert_non_null(strstr(b.s,
	    " 800  P1      no pair  12\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * One round, two players.  By hand:
 *  1 Ann 44456: three 4s, 3.
 *  2 Bob 13136, pairs of 1s and 3s; keeps 33, throws 3 3 2: 33332, four
 *    3s, 6.
 * Bob's turn ends the round: Bob 6 beats Ann 3.
 */
#define COMPLETE \
	"[Game \"three-or-more\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"rounds=1\"]\n" \
	"\n" \
	"Ann: roll 4 4 4 5 6\n" \
	"Bob: roll 13136, keep 33;\n" \
	"  roll 3,3,2\n"

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
	assert_int_equal(G->session->score(r.rs.st.b, 0), 3);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 6);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 12345\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 3 (Ann): the game is over: the one "
	    "round is complete\n"
	    "Ann: roll 12345\n"
	    "^~~\n");
	free(r.out);

	/* a second throw before the pair is kept */
	run_text(&r, "[Game \"three-or-more\"]\n[Players \"Ann\"]\n\n"
	    "Ann: roll 55123 roll 555\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:17: error: turn 1 (Ann): 'roll 555': the best of the "
	    "throw is a pair: set it aside first (keep 55), or stop\n"
	    "Ann: roll 55123 roll 555\n"
	    "                ^~~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_first_throw),
		cmocka_unit_test(test_second_throw),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
