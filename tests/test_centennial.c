/*
 * test_centennial: the rules of Centennial, each accepted once and
 * refused once, through the session interface; then whole records
 * through the reader and the driver.
 *
 * Every score, message and drawing here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/centennial.c: the
 * targets 1..12 then 11..1; a throw a b c makes a, b, c, a+b, a+c, b+c
 * and a+b+c, and moves the thrower through its next targets while each
 * is made; extra-throw: a throw that moves throws again; claims: "claim
 * N" moves player N on by its next target when the throw makes it.
 * The first player home (23 targets made) wins at once.
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

extern const struct game game_centennial;

#define G	(&game_centennial)
#define SO	(game_centennial.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("centennial"), G);
	assert_ptr_equal(game_find("ohio"), G);
	assert_ptr_equal(game_find("martinetti"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Centennial");
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_null(G->parse);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "claim", 5));
	assert_false(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "4", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "extra-throw")], 0);
	assert_int_equal(v.val[game_opt_index(G, "claims")], 0);
	assert_int_equal(variant_parse(G, "claims extra-throw", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "extra-throw")], 1);
	assert_int_equal(v.val[game_opt_index(G, "claims")], 1);
	assert_int_equal(variant_parse(G, "rounds=5", &v, &e), -1);
	assert_string_equal(e.msg, "Centennial has no option 'rounds'");
}

/* The rule text's own example, then targets made again after 12. */
static void
test_advance(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	expect(&st, 0, 3, 0);
	/* 1, 2, 2+1, 4, 4+1, 4+2, 4+2+1: targets 1 to 7 */
	ok(&st, "roll 1 2 4", "roll 124");
	assert_int_equal(score(&st, 0), 7);
	/* one throw a turn: Bob next, on a new line */
	expect(&st, 1, 3, 1);
	turn(&st, 1);
	/* 3 5 6 8 9 11 14: no 1, Bob stays off the track */
	ok(&st, "roll 3,5,6", "roll 356");
	assert_int_equal(score(&st, 1), 0);
	turn(&st, 0);
	/* Ann needs 8: 2+6 = 8, 3+6 = 9, no 10 (2 3 5 6 8 9 11) */
	oks(&st, "roll 236");
	assert_int_equal(score(&st, 0), 9);
	turn(&st, 1);
	/* 1 1 2 makes 1 2 3 4 */
	oks(&st, "roll 112");
	assert_int_equal(score(&st, 1), 4);
	turn(&st, 0);
	/* Ann needs 10: 4+6; 11 is not made (4 6 10 12 16) */
	oks(&st, "roll 466");
	assert_int_equal(score(&st, 0), 10);
	turn(&st, 1);
	/* Bob needs 5: 5, 6 (5+1), no 7 (1 3 4 5 6 8 9) */
	oks(&st, "roll 531");
	assert_int_equal(score(&st, 1), 6);
	turn(&st, 0);
	/* 5+6 = 11, 6+6 = 12, then 11 again on the way back: the same
	 * dice serve twice; 10 is not made: 13 targets */
	oks(&st, "roll 566");
	assert_int_equal(score(&st, 0), 13);
	turn(&st, 1);
	/* Bob needs 7: 6 6 6 makes 6 12 18 only */
	oks(&st, "roll 666");
	assert_int_equal(score(&st, 1), 6);
	turn(&st, 0);
	/* Ann needs 10 on the way back: 6+3+1 = 10, 6+3 = 9, no 8 */
	oks(&st, "roll 631");
	assert_int_equal(score(&st, 0), 15);
	turn(&st, 1);
	oks(&st, "roll 444");
	turn(&st, 0);
	/* 8 (5+2+1), 7 (5+2), 6 (5+1), 5, no 4 (1 2 3 5 6 7 8) */
	oks(&st, "roll 521");
	assert_int_equal(score(&st, 0), 19);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	oks(&st, "roll 222");
	turn(&st, 0);
	/* 1 2 1: 4 (all three), 3, 2, 1: home */
	oks(&st, "roll 121");
	assert_int_equal(score(&st, 0), 23);
	assert_int_equal(score(&st, 1), 6);
	assert_true(over(&st, NULL, NULL));
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	no(&st, "roll 124", 0, "no turn has begun");
	/* a line out of turn is the driver's to refuse (centennial.t) */
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws at least once");
	no(&st, "roll", 0, "write the 3 dice thrown after roll");
	no(&st, "roll 12", 1, "a throw is 3 dice, not 2");
	no(&st, "roll 1 2", 2, "a throw is 3 dice, not 2");
	no(&st, "roll 1234", 1, "a throw is 3 dice, not 4");
	no(&st, "roll 1 2 3 4", 4, "a throw is 3 dice, not 4");
	no(&st, "roll 120", 1, "'120' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 12 stop", 2, "'stop' is neither dice nor an action: the "
	    "action is roll");
	no(&st, "stop", 0, "'stop' is not a Centennial action: write roll");
	no(&st, "claim 2", 0, "claims are made only with the option claims");
	ok(&st, "roll 124", "roll 124");
	/* without extra-throw the turn is the one throw */
	no(&st, "roll 356", 0, "the turn is over: a turn is one throw, and "
	    "another comes only with extra-throw");
	no(&st, "claim 2", 0, "claims are made only with the option claims");

	/* extra-throw: a throw that moved asks for another */
	start(&st, 2, "extra-throw");
	turn(&st, 0);
	ok(&st, "roll 124", "roll 124");
	expect(&st, 0, 3, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: its throw "
	    "moved the marker, and extra-throw gives another");
	/* 6 6 6 makes 6 12 18: no 8, the turn ends */
	ok(&st, "roll 666", "roll 666");
	expect(&st, 1, 3, 1);
	no(&st, "roll 111", 0, "the turn is over: its throw 666 did not move "
	    "the marker");
	no(&st, "keep 1", 0, "'keep' is not a Centennial action: write roll");
	assert_int_equal(score(&st, 0), 7);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
}

static void
test_extra_throw(void **state)
{
	struct state st;

	(void)state;
	start(&st, 3, "extra-throw");
	turn(&st, 0);
	/* 1..7, 8 9, then 10 (4+6): three throws that move */
	oks(&st, "roll 124; roll 236; roll 466");
	expect(&st, 0, 3, 0);
	assert_int_equal(score(&st, 0), 10);
	/* 11 12 11, then 10 9, then 8 7 6 5, then 1 1 1: no 4 */
	oks(&st, "roll 566; roll 361; roll 251; roll 111");
	assert_int_equal(score(&st, 0), 19);
	expect(&st, 1, 3, 1);
	/* Bob: 3 3 3 makes 3 6 9, no 1: the turn ends at once */
	turn(&st, 1);
	oks(&st, "roll 333");
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 2, 3, 1);
	turn(&st, 2);
	/* Cy: 1 2 3, then 5 10 15: no 4 */
	oks(&st, "roll 111; roll 555");
	assert_int_equal(score(&st, 2), 3);
	turn(&st, 0);
	/* 4 3 2 1 from 1 2 1: home in the middle of round 2 */
	oks(&st, "roll 121");
	assert_int_equal(score(&st, 0), 23);
	assert_true(over(&st, NULL, NULL));
	expect(&st, -1, 0, 0);
}

static void
test_claims(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 3, "claims");
	turn(&st, 0);
	no(&st, "claim 2", 0, "no throw to claim from: a claim follows the "
	    "throw it claims from, on the thrower's line");
	ok(&st, "roll 124", "roll 124");
	/* Bob and Cy need 1: 124 makes it; each moves on by one target */
	ok(&st, "claim 2", "claim 2");
	assert_int_equal(score(&st, 1), 1);
	no(&st, "claim 2", 1, "player 2 has already claimed from this throw");
	no(&st, "claim 1", 1, "player 1 threw the dice: its marker has moved "
	    "as far as the throw goes");
	no(&st, "claim", 0, "write who claims after claim: a player's number "
	    "in the order of the Players tag");
	no(&st, "claim 3 2", 2, "claim names one player");
	no(&st, "claim 4", 1, "'4' is not a player here: the players are "
	    "numbered 1 to 3 in the order of the Players tag");
	no(&st, "claim 0", 1, "'0' is not a player here: the players are "
	    "numbered 1 to 3 in the order of the Players tag");
	no(&st, "claim Cy", 1, "'Cy' is not a player here: the players are "
	    "numbered 1 to 3 in the order of the Players tag");
	no(&st, "claim 99999999999999999999", 1, "'99999999999999999999' is "
	    "not a player here: the players are numbered 1 to 3 in the order "
	    "of the Players tag");
	ok(&st, "claim 03", "claim 3");
	assert_int_equal(score(&st, 2), 1);
	assert_int_equal(score(&st, 0), 7);
	/* the turn is over but its throw is still open to claims */
	expect(&st, 1, 3, 1);
	turn(&st, 1);
	/* the new line closes Ann's throw */
	no(&st, "claim 3", 0, "no throw to claim from: a claim follows the "
	    "throw it claims from, on the thrower's line");
	/* Bob, on 1, needs 2: 3 5 6 8 9 11 14 has none */
	ok(&st, "roll 356", "roll 356");
	assert_int_equal(score(&st, 1), 1);
	/* Ann needs 8: 3+5; one target only, though 9 is made too */
	ok(&st, "claim 1", "claim 1");
	assert_int_equal(score(&st, 0), 8);
	/* Cy needs 2 */
	no(&st, "claim 3", 1, "the throw 356 does not make 2, player 3's next "
	    "target");
	(void)e;

	/* a claim that takes the claimant home ends the game at once, in
	 * the middle of the thrower's turn */
	start(&st, 2, "extra-throw claims");
	turn(&st, 0);
	/* 7, 9, 10, 13, 15, 19, then 3 2 2: 4 (2+2), 3, 2 (no 1): 22 */
	oks(&st, "roll 124; roll 236; roll 466; roll 566; roll 361; roll 251; "
	    "roll 322");
	assert_int_equal(score(&st, 0), 22);
	/* 6 6 6: no 1, Ann's turn ends one target short */
	oks(&st, "roll 666");
	assert_int_equal(score(&st, 0), 22);
	turn(&st, 1);
	/* Bob: 1 2 3, then Ann claims her 1 from his throw */
	oks(&st, "roll 111");
	assert_int_equal(score(&st, 1), 3);
	expect(&st, 1, 3, 0);
	assert_false(over(&st, NULL, NULL));
	ok(&st, "claim 1", "claim 1");
	assert_int_equal(score(&st, 0), 23);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "the first round trip, 1 to 12 and back to 1, "
	    "is complete");
	expect(&st, -1, 0, 0);
	no(&st, "roll 123", 0, "the game is over: the first round trip, 1 to "
	    "12 and back to 1, is complete");
	no(&st, "claim 2", 0, "the game is over: the first round trip, 1 to "
	    "12 and back to 1, is complete");
}

static void
test_end(void **state)
{
	struct state st;
	unsigned long w;
	int i;

	(void)state;
	/* one player, extra-throw: the whole trip in one turn */
	start(&st, 1, "extra-throw");
	turn(&st, 0);
	oks(&st, "roll 124; roll 236; roll 466; roll 566; roll 361; roll 251");
	assert_false(over(&st, NULL, NULL));
	oks(&st, "roll 121");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
	assert_int_equal(score(&st, 0), 23);

	/* sixteen players: the last seat home, everyone else still off the
	 * track (3 3 3 makes no 1); play passes from seat 16 to seat 1 */
	start(&st, 16, "extra-throw");
	for (i = 0; i < 15; i++) {
		turn(&st, (unsigned)i);
		oks(&st, "roll 333");
	}
	turn(&st, 15);
	oks(&st, "roll 124; roll 666");
	expect(&st, 0, 3, 1);
	for (i = 0; i < 15; i++) {
		turn(&st, (unsigned)i);
		oks(&st, "roll 333");
	}
	turn(&st, 15);
	oks(&st, "roll 236; roll 466; roll 566; roll 361; roll 251; roll 121");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1ul << 15);
	assert_int_equal(score(&st, 15), 23);
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 16), 0);
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Abe", "Bob" };
	struct render_info ri = { 0, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 3, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* Abe's initial is Ann's: he takes the B of his name, and Bob the
	 * O of his */
	assert_string_equal(b.s,
	    "Centennial, start\n"
	    "3 dice; targets 1 to 12, then 11 back to 1.\n"
	    "       +----+----+----+----+----+----+----+----+----+----+----+"
	    "----+\n"
	    "       |  1 |  2 |  3 |  4 |  5 |  6 |  7 |  8 |  9 | 10 | 11 |"
	    " 12 |\n"
	    "       +----+----+----+----+----+----+----+----+----+----+----+"
	    "----+\n"
	    "out  > |    |    |    |    |    |    |    |    |    |    |    |"
	    "    |\n"
	    "back < |    |    |    |    |    |    |    |    |    |    |    |"
	    "    |\n"
	    "       +----+----+----+----+----+----+----+----+----+----+----+"
	    "----+\n"
	    "Marker  Player  Way    Square  Next  Reached\n"
	    "A       Ann     start       -     1        0\n"
	    "B       Abe     start       -     1        0\n"
	    "O       Bob     start       -     1        0\n"
	    "Ann to play.\n");

	/* four seats, no names, claims: P1 1 1 1 makes 1 2 3, the three
	 * others claim their 1 and share square 1 (cells 3 wide) */
	start(&st, 4, "claims");
	turn(&st, 0);
	oks(&st, "roll 111; claim 2; claim 3; claim 4");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Centennial, after turn 1\n"
	    "3 dice; targets 1 to 12, then 11 back to 1.\n"
	    "Options: claims.\n"
	    "       +-----+-----+-----+-----+-----+-----+-----+-----+-----+"
	    "-----+-----+-----+\n"
	    "       |   1 |   2 |   3 |   4 |   5 |   6 |   7 |   8 |   9 |"
	    "  10 |  11 |  12 |\n"
	    "       +-----+-----+-----+-----+-----+-----+-----+-----+-----+"
	    "-----+-----+-----+\n"
	    "out  > | ABC |     | P   |     |     |     |     |     |     |"
	    "     |     |     |\n"
	    "back < |     |     |     |     |     |     |     |     |     |"
	    "     |     |     |\n"
	    "       +-----+-----+-----+-----+-----+-----+-----+-----+-----+"
	    "-----+-----+-----+\n"
	    "Marker  Player  Way    Square  Next  Reached\n"
	    "P       P1      out         3     4        3\n"
	    "A       P2      out         1     2        1\n"
	    "B       P3      out         1     2        1\n"
	    "C       P4      out         1     2        1\n"
	    "Last throw: P1 111 made 1 2 3.\n"
	    "Claimed from it: P2 1, P3 1, P4 1.\n"
	    "P2 to play.\n");

	/* extra-throw, a turn in progress past 12, then a throw that does
	 * not move */
	start(&st, 1, "extra-throw");
	turn(&st, 0);
	oks(&st, "roll 124; roll 236; roll 466; roll 566");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "Centennial, turn 1 in progress\n"
	    "3 dice; targets 1 to 12, then 11 back to 1.\n"
	    "Options: extra-throw.\n"));
	assert_non_null(strstr(b.s,
	    "back < |    |    |    |    |    |    |    |    |    |    | A  |"
	    "    |\n"));
	assert_non_null(strstr(b.s,
	    "A       Ann     back       11    10       13\n"
	    "Last throw: Ann 566 made 11 12 11.\n"
	    "Ann to throw again (extra-throw).\n"));
	oks(&st, "roll 222");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s, "Centennial, after turn 1\n"));
	assert_non_null(strstr(b.s,
	    "Last throw: Ann 222 made nothing; 10 was needed.\n"
	    "Ann to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/*
 * Extra-throw and claims, under the alias martinetti, by hand:
 *  1 Ann 124: 1..7, Ann 7; Bob claims his 1: Bob 1; 666 (6 12 18): no
 *    8, the turn ends.
 *  2 Bob 335 (3 5 6 8 11): no 2, the turn ends; Ann claims her 8 (3+5):
 *    Ann 8.
 *  3 Ann 111 (1 2 3): no 9, the turn ends.
 *  4 Bob 112 (1 2 3 4): 2 3 4, Bob 4; 445 (4 5 8 9 13): 5, Bob 5; 666:
 *    6, Bob 6; 333 (3 6 9): no 7, the turn ends.
 * Unfinished after 4 turns: Ann 8, Bob 6, Ann to play.
 */
#define CLAIMS \
	"[Game \"martinetti\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"[Variant \"extra-throw claims\"]\n" \
	"\n" \
	"Ann: roll 124, claim 2; roll 6 6 6\n" \
	"Bob: roll 335 claim 1\n" \
	"Ann: roll 111\n" \
	"Bob: roll 112 roll 445\n" \
	"  roll 666 roll 333\n"

static void
test_record(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, CLAIMS);
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 4);
	assert_false(r.rs.finished);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 8);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 6);

	/* a claim from Ann's throw written on Bob's line */
	run_text(&r, "[Game \"centennial\"]\n[Players \"Ann, Bob\"]\n"
	    "[Variant \"claims\"]\n\nAnn: roll 124\nBob: claim 2\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:6:6: error: turn 2 (Bob): 'claim 2': no throw to claim "
	    "from: a claim follows the throw it claims from, on the thrower's "
	    "line\n"
	    "Bob: claim 2\n"
	    "     ^~~~~\n");
	free(r.out);

	/* Bob plays out of turn */
	run_text(&r, "[Game \"centennial\"]\n[Players \"Ann, Bob, Cy\"]\n\n"
	    "Ann: roll 124\nCy: roll 111\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Cy): it is Bob's turn, not Cy's\n"
	    "Cy: roll 111\n"
	    "^~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_advance),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_extra_throw),
		cmocka_unit_test(test_claims),
		cmocka_unit_test(test_end),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
