/*
 * test_one_o_five: the rules of One-O-Five, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/one-o-five.c: five
 * dice, targets 1s to 6s in order, one throw a turn of the dice not yet
 * set aside; every die showing the target is set aside; a target is
 * complete with its fifth die, and the next starts on the player's next
 * turn with five dice; the first to complete the 6s wins at once.  score
 * = 5 per completed target + the dice aside toward the current one.
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

extern const struct game game_one_o_five;

#define G	(&game_one_o_five)
#define SO	(game_one_o_five.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("one-o-five"), G);
	assert_null(game_find("105"));
	assert_null(G->aliases);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "One-O-Five");
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_null(G->parse);
	assert_null(SO->category);
	assert_null(SO->legal);
	assert_null(SO->seats);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	/* read as actions only to be refused with their reasons */
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "rol", 3));
	assert_false(session_starts_action(G, "11111", 5));
	/* no options at all */
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(game_opt_index(G, "target"), -1);
	assert_int_equal(variant_parse(G, "target=105", &v, &e), -1);
	assert_string_equal(e.msg, "One-O-Five has no option 'target'");
	assert_int_equal(variant_parse(G, "rounds=5", &v, &e), -1);
	assert_string_equal(e.msg, "One-O-Five has no option 'rounds'");
}

/*
 * The game of fixtures/one-o-five/complete.rec, turn by turn (the README
 * there has the table).  Ann:
 *  1s: 13145 two 1s (2); 111 makes 5: complete, score 5
 *  2s: 22222 complete, 10
 *  3s: 33612 two 3s (12); 445 none (12); 333 makes 5: complete, 15
 *  4s: 44441 four (19); 4 makes 5: complete, 20
 *  5s: 55555 complete, 25
 *  6s: 61626 three (28); 66 makes 5: complete, 30: she wins
 * Bob:
 *  1s: 23456 none (0); 11234 two (2); 111 complete, 5
 *  2s: 22345 two (7); 222 complete, 10
 *  3s: 33333 complete, 15
 *  4s: 12344 two (17); 444 complete, 20
 *  5s: 51525 three (23); 56 one (24)
 */
static void
test_full_game(void **state)
{
	static const char *const ann[] = { "roll 13145", "roll 111",
	    "roll 22222", "roll 33612", "roll 445", "roll 333", "roll 44441",
	    "roll 4", "roll 55555", "roll 61626", "roll 66" };
	static const long arun[] = { 2, 5, 10, 12, 12, 15, 19, 20, 25, 28,
	    30 };
	/* dice Ann throws next: 5 - aside, 5 after a completed target */
	static const unsigned anext[] = { 3, 5, 5, 3, 3, 5, 1, 5, 5, 2 };
	static const char *const bob[] = { "roll 23456", "roll 11234",
	    "roll 111", "roll 22345", "roll 222", "roll 33333", "roll 12344",
	    "roll 444", "roll 51525", "roll 56" };
	static const long brun[] = { 0, 2, 5, 7, 10, 15, 17, 20, 23, 24 };
	static const unsigned bnext[] = { 5, 3, 5, 3, 5, 5, 3, 5, 2, 1 };
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	unsigned i;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 5, 1);
	for (i = 0; i < 11; i++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, 0);
		expect(&st, 0, i == 0 ? 5 : anext[i - 1], 0);
		ok(&st, ann[i], ann[i]);
		assert_int_equal(score(&st, 0), arun[i]);
		if (i == 10)
			break;
		expect(&st, 1, i == 0 ? 5 : bnext[i - 1], 1);
		turn(&st, 1);
		ok(&st, bob[i], bob[i]);
		assert_int_equal(score(&st, 1), brun[i]);
		expect(&st, 0, anext[i], 1);
	}
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "all six targets are complete");
	expect(&st, -1, 0, 0);
	assert_int_equal(score(&st, 0), 30);
	assert_int_equal(score(&st, 1), 24);
	/* at once: Bob gets no last turn in the round */
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 5", 0, "the game is over: all six targets are complete");
	no(&st, "keep 5", 0, "the game is over: all six targets are complete");
	no(&st, "stop", 0, "the game is over: all six targets are complete");
}

/*
 * Setting aside: every die showing the target, and only those.
 */
static void
test_set_aside(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	/* no 1 among 23456: nothing aside, five dice again */
	ok(&st, "roll 2 3 4 5 6", "roll 23456");
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	/* 1,6,1,6,1: three 1s aside (3), two dice left */
	ok(&st, "roll 1,6,1,6,1", "roll 16161");
	assert_int_equal(score(&st, 0), 3);
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	/* 2 and 6: a die of the next target is not kept: still 3, 2 left */
	ok(&st, "roll 26", "roll 26");
	assert_int_equal(score(&st, 0), 3);
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	/* 1 and 4: one more, 4 aside, 1 left */
	ok(&st, "roll 14", "roll 14");
	assert_int_equal(score(&st, 0), 4);
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	/* the last 1: the 1s are complete (5); the 2s start with five dice */
	ok(&st, "roll 1", "roll 1");
	assert_int_equal(score(&st, 0), 5);
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	/* 22222 at once: 2s complete, 10 */
	ok(&st, "roll 22222", "roll 22222");
	assert_int_equal(score(&st, 0), 10);
	turn(&st, 0);
	/* the 3s: 11113 shows one 3 (11); its 1s count for nothing now */
	ok(&st, "roll 11113", "roll 11113");
	assert_int_equal(score(&st, 0), 11);
	expect(&st, 0, 4, 1);
	assert_false(over(&st, NULL, NULL));
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn, or after the end, is the driver's to refuse
	 * (one-o-five.t) */
	/* nothing can come before a turn begins */
	no(&st, "roll 11111", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws once");
	no(&st, "roll", 0, "write the 5 dice thrown after roll");
	no(&st, "roll 1213", 1, "a throw is 5 dice, not 4: none is set aside "
	    "toward the 1s yet");
	no(&st, "roll 121314", 1, "a throw is 5 dice, not 6: none is set "
	    "aside toward the 1s yet");
	/* the word of the sixth die */
	no(&st, "roll 1 2 1 3 1 4", 6, "a throw is 5 dice, not 6: none is set "
	    "aside toward the 1s yet");
	no(&st, "roll 1 2 7 3 1", 3, "'7' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 12x31", 1, "'12x31' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 12131 three", 2, "'three' is neither dice nor an "
	    "action: the only action is roll");
	no(&st, "keep 111", 0, "nothing is kept by hand: the referee sets "
	    "aside every die that shows the target");
	no(&st, "stop", 0, "no stopping in One-O-Five: a turn is one throw, "
	    "and ends by itself");
	no(&st, "score 1", 0, "'score' is not a One-O-Five action: write roll "
	    "and the dice; the referee sets aside those that show the target");
	assert_int_equal(score(&st, 0), 0);
	/* 12131: three 1s, 3 */
	ok(&st, "roll 12131", "roll 12131");
	assert_int_equal(score(&st, 0), 3);
	no(&st, "roll 11", 0, "the turn is over: a turn is one throw, and this "
	    "one threw 12131");
	no(&st, "keep 1", 0, "nothing is kept by hand: the referee sets aside "
	    "every die that shows the target");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	turn(&st, 1);
	/* Bob 66661: one 1 (1), four left */
	ok(&st, "roll 66661", "roll 66661");
	assert_int_equal(score(&st, 1), 1);
	turn(&st, 0);
	/* Ann: 3 aside, 2 left */
	no(&st, "roll 111", 1, "only 2 dice are left to throw, 3 were thrown: "
	    "3 are set aside toward the 1s");
	no(&st, "roll 1 1 1", 3, "only 2 dice are left to throw, 3 were "
	    "thrown: 3 are set aside toward the 1s");
	no(&st, "roll 1", 1, "2 dice are left to throw, only 1 was thrown: "
	    "every die not set aside is thrown");
	no(&st, "roll", 0, "write the 2 dice thrown after roll");
	/* 11: 3 + 2 = 5, the 1s complete (5) */
	ok(&st, "roll 1 1", "roll 11");
	assert_int_equal(score(&st, 0), 5);
	/* the 2s start on her next turn, not in this one */
	no(&st, "roll 22222", 0, "the turn is over: a turn is one throw, and "
	    "this one threw 11, completing the 1s: the 2s start on the "
	    "player's next turn");
	turn(&st, 1);
	/* Bob, 1 aside, 4 left */
	no(&st, "roll 11111", 1, "only 4 dice are left to throw, 5 were "
	    "thrown: 1 is set aside toward the 1s");
	/* 1111: 1 + 4 = 5, complete */
	ok(&st, "roll 1111", "roll 1111");
	assert_int_equal(score(&st, 1), 5);
	turn(&st, 0);
	/* the 2s: 22223 sets four aside (5 + 4 = 9) */
	ok(&st, "roll 22223", "roll 22223");
	assert_int_equal(score(&st, 0), 9);
	turn(&st, 1);
	ok(&st, "roll 12345", "roll 12345");
	assert_int_equal(score(&st, 1), 6);
	/* Ann has one die left, spelt "1 die" */
	turn(&st, 0);
	no(&st, "roll 22", 1, "only 1 die is left to throw, 2 were thrown: 4 "
	    "are set aside toward the 2s");
	no(&st, "roll", 0, "write the 1 die thrown after roll");

	assert_int_equal(SO->init(st.u.b, 0, NULL, &e), -1);
	assert_string_equal(e.msg, "One-O-Five is for 1 to 16 players, not 0");
	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "One-O-Five is for 1 to 16 players, not "
	    "17");
}

/*
 * The end is at once, whoever is left to play in the round; there is
 * one winner.  Three players: Ann and Bob throw every target in one
 * throw; Cy throws nothing of use.  After five rounds Ann and Bob have
 * 25 each, Cy 0.  Round 6: Ann's 66666 ends the game: Bob, level with
 * her until then, and Cy do not throw.  Ann 30, Bob 25, Cy 0.
 */
static void
test_end_at_once(void **state)
{
	static const char *const allof[] = { "roll 11111", "roll 22222",
	    "roll 33333", "roll 44444", "roll 55555" };
	struct state st;
	unsigned long w;
	char why[256];
	unsigned r;

	(void)state;
	start(&st, 3, "");
	for (r = 0; r < 5; r++) {
		turn(&st, 0);
		ok(&st, allof[r], allof[r]);
		turn(&st, 1);
		ok(&st, allof[r], allof[r]);
		turn(&st, 2);
		/* 1s: 23456 has no 1 */
		ok(&st, "roll 23456", "roll 23456");
	}
	assert_int_equal(score(&st, 0), 25);
	assert_int_equal(score(&st, 1), 25);
	assert_int_equal(score(&st, 2), 0);
	turn(&st, 0);
	ok(&st, "roll 66666", "roll 66666");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "all six targets are complete");
	assert_int_equal(score(&st, 0), 30);
	assert_int_equal(score(&st, 1), 25);
	assert_int_equal(score(&st, 2), 0);

	/* the last seat can win too: Bob's 6s on the round's last turn,
	 * bit 1 << 1 = 2 */
	start(&st, 2, "");
	for (r = 0; r < 5; r++) {
		turn(&st, 0);
		ok(&st, "roll 23456", "roll 23456");
		turn(&st, 1);
		ok(&st, allof[r], allof[r]);
	}
	turn(&st, 0);
	ok(&st, "roll 23456", "roll 23456");
	turn(&st, 1);
	/* 66665: four 6s (29), then the last 6 (30) */
	ok(&st, "roll 66665", "roll 66665");
	assert_int_equal(score(&st, 1), 29);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	ok(&st, "roll 34562", "roll 34562");
	turn(&st, 1);
	expect(&st, 1, 1, 0);
	ok(&st, "roll 6", "roll 6");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 30);
}

/* Sixteen players, the most: the last seat plays, play wraps round. */
static void
test_sixteen(void **state)
{
	struct state st;
	unsigned s;

	(void)state;
	start(&st, 16, "");
	for (s = 0; s < 16; s++) {
		turn(&st, s);
		/* every seat throws 12345: one 1 aside (1), four left */
		ok(&st, "roll 1 2 3 4 5", "roll 12345");
		assert_int_equal(score(&st, s), 1);
	}
	expect(&st, 0, 4, 1);
	assert_int_equal(score(&st, 15), 1);
	assert_int_equal(score(&st, 16), 0);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bartholomew" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 2, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "One-O-Five, start\n"
	    "5 dice, one throw a turn; the targets are the 1s to the 6s.\n"
	    "Player       1s     2s     3s     4s     5s     6s     Score\n"
	    "Ann          .....                                         0\n"
	    "Bartholomew  .....                                         0\n"
	    "Ann to play: the 1s, 5 dice to throw.\n");
	/* Ann 11111: the 1s complete (5); Bartholomew 61612: two 1s (2);
	 * Ann's turn begun, not thrown: the 2s, five dice */
	turn(&st, 0);
	oks(&st, "roll 11111");
	turn(&st, 1);
	oks(&st, "roll 61612");
	turn(&st, 0);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "One-O-Five, turn 3 in progress\n"
	    "5 dice, one throw a turn; the targets are the 1s to the 6s.\n"
	    "Player       1s     2s     3s     4s     5s     6s     Score\n"
	    "Ann          11111  .....                                  5\n"
	    "Bartholomew  11...                                         2\n"
	    "Last throw: Bartholomew 61612, 2 dice set aside toward the 1s.\n"
	    "Ann to play: the 2s, 5 dice to throw.\n");
	/* Ann 32456: one 2 (6) */
	oks(&st, "roll 32456");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "One-O-Five, after turn 3\n"
	    "5 dice, one throw a turn; the targets are the 1s to the 6s.\n"
	    "Player       1s     2s     3s     4s     5s     6s     Score\n"
	    "Ann          11111  2....                                  6\n"
	    "Bartholomew  11...                                         2\n"
	    "Last throw: Ann 32456, 1 die set aside toward the 2s.\n"
	    "Bartholomew to play: the 1s, 3 dice to throw.\n");

	/* no names: P1, a solo game of six perfect throws */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 11111");
	turn(&st, 0);
	oks(&st, "roll 22222");
	turn(&st, 0);
	oks(&st, "roll 33333");
	turn(&st, 0);
	oks(&st, "roll 44444");
	turn(&st, 0);
	oks(&st, "roll 55555");
	turn(&st, 0);
	oks(&st, "roll 66666");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "One-O-Five, after turn 6\n"
	    "5 dice, one throw a turn; the targets are the 1s to the 6s.\n"
	    "Player  1s     2s     3s     4s     5s     6s     Score\n"
	    "P1      11111  22222  33333  44444  55555  66666     30\n"
	    "Last throw: P1 66666, completing the 6s.\n"
	    "P1 completed the 6s first: the game ends at once.\n"
	    "Finished: P1 wins with 30.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * By hand: Ann 11111 (1s complete, 5); Bob 21212 (two 1s, 2); Ann 22222
 * (10); Bob 111 (2 + 3: 1s complete, 5); then Ann 33333 (15), 44444
 * (20), 55555 (25) and 66666 (30), Bob between them 13456 (no 2: 5),
 * 2 2 2 2 3 on an indented line (four 2s: 9) and 4 (his one die left,
 * no 2: 9).  Ann wins on turn 11 with 30; Bob has 9.
 */
#define COMPLETE \
	"[Game \"one-o-five\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"\n" \
	"Ann: roll 11111\n" \
	"Bob: roll 2 1 2 1 2\n" \
	"Ann: roll 22222\n" \
	"Bob: roll 1,1,1\n" \
	"Ann: roll 33333\n" \
	"Bob: roll 13456\n" \
	"Ann: roll 44444\n" \
	"Bob:\n" \
	"  roll 2 2 2 2 3\n" \
	"Ann: roll 55555\n" \
	"Bob: roll 4\n" \
	"Ann: roll 66666\n"

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
	assert_int_equal(r.rs.turns, 11);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 30);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 9);

	/* Bob's turn after the end */
	run_text(&r, COMPLETE "Bob: roll 2\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:16:1: error: turn 12 (Bob): the game is over: all six "
	    "targets are complete\n"
	    "Bob: roll 2\n"
	    "^~~\n");
	free(r.out);

	/* the wrong number of dice: Bob has 3 aside, 2 left */
	run_text(&r, "[Game \"one-o-five\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 23456\nBob: roll 11156\nAnn: roll 23456\n"
	    "Bob: roll 11111\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:7:11: error: turn 4 (Bob): 'roll 11111': only 2 dice "
	    "are left to throw, 5 were thrown: 3 are set aside toward the "
	    "1s\n"
	    "Bob: roll 11111\n"
	    "          ^~~~~\n");
	free(r.out);

	/* Ann plays out of turn */
	run_text(&r, "[Game \"one-o-five\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 12345\nAnn: roll 1111\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's\n"
	    "Ann: roll 1111\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_full_game),
		cmocka_unit_test(test_set_aside),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_end_at_once),
		cmocka_unit_test(test_sixteen),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
