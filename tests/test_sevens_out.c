/*
 * test_sevens_out: the rules of Sevens Out, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/sevens-out.c: two
 * dice; a turn throws until a 7; each throw before the 7 adds its total
 * to the turn's tally, a double twice its total; the 7 adds nothing and
 * notes the tally on the player's total; the turn whose 7 brings a total
 * to the target (500) ends the game, and that player wins.
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

extern const struct game game_sevens_out;

#define G	(&game_sevens_out)
#define SO	(game_sevens_out.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("sevens-out"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Sevens Out");
	assert_null(G->aliases);
	assert_null(G->parse);
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	/* read as an action only to be refused with a reason */
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "rol", 3));
	assert_false(session_starts_action(G, "5", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 500);
	assert_int_equal(variant_parse(G, "target=1000", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 1000);
	assert_int_equal(variant_parse(G, "target=0", &v, &e), -1);
	assert_string_equal(e.msg, "target must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "target=1000001", &v, &e), -1);
	assert_string_equal(e.msg, "target must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "rounds=2", &v, &e), -1);
	assert_string_equal(e.msg, "Sevens Out has no option 'rounds'");
}

/* Ann's first turn of fixtures/sevens-out/complete.rec, throw by throw:
 * the tally grows, the total moves only at the 7. */
static void
test_turn(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "target=60");
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	expect(&st, 0, 2, 0);
	/* 3 + 5 = 8 */
	ok(&st, "roll 35", "roll 35");
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 2, 0);
	/* a double: 2 * (4 + 4) = 16, tally 24 */
	ok(&st, "roll 44", "roll 44");
	/* 6 + 2 = 8, tally 32 */
	ok(&st, "roll 62", "roll 62");
	assert_int_equal(score(&st, 0), 0);
	/* 6 + 1 = 7: out, the 32 is noted */
	ok(&st, "roll 61", "roll 61");
	assert_int_equal(score(&st, 0), 32);
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 1, 2, 1);
	assert_false(over(&st, NULL, NULL));

	/* Bob: a 7 at the first throw, the turn scores 0 */
	turn(&st, 1);
	ok(&st, "roll 52", "roll 52");
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 0, 2, 1);
	assert_false(over(&st, NULL, NULL));
}

/* Every double adds twice its total; every other throw but a 7 adds its
 * total; each of the six 7s ends the turn. */
static void
test_throws(void **state)
{
	static const char *const sevens[] = {
		"roll 16", "roll 61", "roll 25", "roll 52", "roll 34",
		"roll 43"
	};
	struct state st;
	size_t i;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	/* 2*2 + 2*4 + 2*6 + 2*8 + 2*10 + 2*12 = 4+8+12+16+20+24 = 84 */
	oks(&st, "roll 11; roll 22; roll 33; roll 44; roll 55; roll 66");
	/* 1+2 + 1+3 + 2+4 + 5+6 + 6+5 + 4+5 = 3+4+6+11+11+9 = 44: 128 */
	oks(&st, "roll 12; roll 13; roll 24; roll 56; roll 65; roll 45");
	/* 1+5 = 6 and 6+2 = 8, and 2+6: 128 + 6 + 8 + 8 = 150 */
	oks(&st, "roll 15; roll 62; roll 26");
	assert_int_equal(score(&st, 0), 0);
	ok(&st, "roll 34", "roll 34");
	assert_int_equal(score(&st, 0), 150);

	for (i = 0; i < sizeof(sevens) / sizeof(sevens[0]); i++) {
		start(&st, 2, "");
		turn(&st, 0);
		/* the rule page's example: 4,4 making 8 scores 16 */
		ok(&st, "roll 44", "roll 44");
		ok(&st, sevens[i], sevens[i]);
		assert_int_equal(score(&st, 0), 16);
		expect(&st, 1, 2, 1);
	}
}

static void
test_dice_written(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	/* apart or with commas; canonical together, in the order thrown */
	ok(&st, "roll 6 6", "roll 66");
	ok(&st, "roll 2,3", "roll 23");
	ok(&st, "roll 3 2", "roll 32");
	/* 4 + 3 = 7 ends the turn: 24 + 5 + 5 = 34 */
	ok(&st, "roll 4, 3", "roll 43");
	assert_int_equal(score(&st, 0), 34);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "target=20");
	/* a line out of turn is the driver's to refuse (sevens-out.t) */
	no(&st, "roll 35", 0, "no turn has begun");
	no(&st, "stop", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: a turn "
	    "throws until a 7");
	no(&st, "stop", 0, "no stopping in Sevens Out: the turn goes on "
	    "until a 7");
	no(&st, "roll", 0, "write the 2 dice thrown after roll");
	no(&st, "roll 3", 1, "a throw is 2 dice, not 1");
	no(&st, "roll 356", 1, "a throw is 2 dice, not 3");
	no(&st, "roll 3 5 6", 3, "a throw is 2 dice, not 3");
	no(&st, "roll 35 66", 2, "a throw is 2 dice, not 4");
	no(&st, "roll 37", 1, "'37' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 3 0", 2, "'0' is not a die: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 35 keep", 2, "'keep' is neither dice nor an action: "
	    "the one action is roll");
	no(&st, "keep 35", 0, "'keep' is not a Sevens Out action: write roll");
	no(&st, "score 35", 0, "'score' is not a Sevens Out action: write "
	    "roll");
	/* 2 * (3 + 3) = 12 */
	ok(&st, "roll 33", "roll 33");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it goes on "
	    "until a 7 (12 so far)");
	no(&st, "stop", 0, "no stopping in Sevens Out: the turn goes on "
	    "until a 7");
	no(&st, "roll 6", 1, "a throw is 2 dice, not 1");
	/* 1 + 6 = 7: out with 12, short of 20 */
	ok(&st, "roll 16", "roll 16");
	assert_int_equal(score(&st, 0), 12);
	/* the turn is over once the 7 is thrown */
	no(&st, "roll 44", 0, "the turn is over: it threw a 7");
	no(&st, "stop", 0, "the turn is over: it threw a 7");
	turn(&st, 1);
	/* Bob: 2 * (5 + 5) = 20, then 2 + 5 = 7: 20 reaches 20 */
	oks(&st, "roll 55; roll 25");
	assert_true(over(&st, NULL, NULL));
	no(&st, "roll 44", 0, "the game is over: a total reached the target "
	    "of 20");
	no(&st, "stop", 0, "the game is over: a total reached the target of "
	    "20");

	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Sevens Out is for 1 to 16 players, not "
	    "17");
	assert_int_equal(SO->init(st.u.b, 0, NULL, &e), -1);
	assert_string_equal(e.msg, "Sevens Out is for 1 to 16 players, not 0");
}

static void
test_end_and_winner(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	/* complete.rec, target 60 (the working in fixtures/sevens-out/
	 * README) */
	start(&st, 3, "target=60");
	turn(&st, 0);
	/* 8 + 16 + 8 = 32 */
	oks(&st, "roll 35; roll 44; roll 62; roll 61");
	turn(&st, 1);
	oks(&st, "roll 52");
	turn(&st, 2);
	/* 2 * 2 = 4, + 5 = 9 */
	oks(&st, "roll 11; roll 23; roll 34");
	turn(&st, 0);
	/* 3 + 24 = 27: 32 + 27 = 59, one short of 60 */
	oks(&st, "roll 12; roll 66; roll 43");
	assert_int_equal(score(&st, 0), 59);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	/* 20 + 11 + 12 = 43 */
	oks(&st, "roll 55; roll 65; roll 33; roll 25");
	turn(&st, 2);
	/* 9 + 5 = 14 */
	oks(&st, "roll 14; roll 16");
	turn(&st, 0);
	/* 2 + 1 = 3: 59 + 3 = 62 >= 60 */
	ok(&st, "roll 21", "roll 21");
	/* the tally alone does not end the game: the 7 does */
	assert_false(over(&st, NULL, NULL));
	assert_int_equal(score(&st, 0), 59);
	ok(&st, "roll 34", "roll 34");
	assert_true(over(&st, &w, why));
	/* Ann wins at once: Bob and Cy do not finish the round */
	assert_int_equal(w, 1);
	assert_string_equal(why, "a total reached the target of 60");
	assert_int_equal(score(&st, 0), 62);
	assert_int_equal(score(&st, 1), 43);
	assert_int_equal(score(&st, 2), 14);
	expect(&st, -1, 0, 0);

	/* the default target, 500 (target.yaml): Ann 10 * 24 = 240, Bob 0,
	 * Ann 11 * 24 = 264: 504 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 66; roll 66; roll 66; roll 66; roll 66; roll 66; "
	    "roll 66; roll 66; roll 66; roll 66; roll 25");
	assert_int_equal(score(&st, 0), 240);
	turn(&st, 1);
	oks(&st, "roll 16");
	turn(&st, 0);
	/* ten throws: 240 + 240 = 480, short of 500 */
	oks(&st, "roll 66; roll 66; roll 66; roll 66; roll 66; roll 66; "
	    "roll 66; roll 66; roll 66; roll 66");
	oks(&st, "roll 66; roll 43");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "a total reached the target of 500");
	assert_int_equal(score(&st, 0), 504);

	/* 480 at the 7 is not 500: the game goes on */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 66; roll 66; roll 66; roll 66; roll 66; roll 66; "
	    "roll 66; roll 66; roll 66; roll 66; roll 66; roll 66; roll 66; "
	    "roll 66; roll 66; roll 66; roll 66; roll 66; roll 66; roll 66; "
	    "roll 52");
	/* 20 * 24 = 480 */
	assert_int_equal(score(&st, 0), 480);
	assert_false(over(&st, NULL, NULL));
	/* a lone player: her own turn again; 2 * 10 = 20 makes exactly
	 * 500, which reaches the target */
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	oks(&st, "roll 55; roll 34");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
	assert_int_equal(score(&st, 0), 500);

	/* the second seat can win; the win is never shared: only the
	 * mover's total moves, and the game ends at its 7.  Target 1: Ann's
	 * first throw is a 7 (0), Bob's 1 + 2 = 3 reaches 1. */
	start(&st, 3, "target=1");
	turn(&st, 0);
	oks(&st, "roll 43");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	oks(&st, "roll 12; roll 61");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "a total reached the target of 1");
	assert_int_equal(score(&st, 1), 3);
	assert_int_equal(score(&st, 2), 0);
	assert_int_equal(score(&st, 3), 0);
}

/* Sixteen players and the largest target: 1000000 / 24 = 41666.67, so
 * 41667 throws of 66 (1000008) and a 7 end the game; nothing wraps. */
static void
test_limits(void **state)
{
	struct state st;
	unsigned long w;
	struct buf b = BUF_INIT;
	long i;
	unsigned s;

	(void)state;
	start(&st, 16, "target=1000000");
	for (s = 0; s < 15; s++) {
		turn(&st, s);
		oks(&st, "roll 25");
	}
	turn(&st, 15);
	for (i = 0; i < 41666; i++)
		ok(&st, "roll 66", "roll 66");
	/* 41666 * 24 = 999984: not yet */
	assert_false(over(&st, NULL, NULL));
	ok(&st, "roll 66", "roll 66");
	ok(&st, "roll 16", "roll 16");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1ul << 15);
	assert_int_equal(score(&st, 15), 1000008);
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_non_null(strstr(b.s,
	    "Totals: P1 0, P2 0, P3 0, P4 0, P5 0, P6 0, P7 0, P8 0, P9 0, "
	    "P10 0, P11 0, P12 0, P13 0, P14 0, P15 0, P16 1000008.\n"
	    "P16 reached the target of 1000000.\n"
	    "Finished: P16 wins with 1000008.\n"));
	buf_release(&b);
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
	    "Sevens Out, start\n"
	    "Target 500 with 2 dice; a double counts twice.\n"
	    "Turn  Player  Thrown  Adds  Tally  Total\n"
	    "Totals: Ann 0, Bob 0.\n"
	    "Ann to play.\n");
	/* unfinished.rec: Ann 9, 8 (tally 17), out: 17; Bob 24, 4: 28 */
	turn(&st, 0);
	oks(&st, "roll 45; roll 22; roll 16");
	turn(&st, 1);
	oks(&st, "roll 66; roll 13");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Sevens Out, turn 2 in progress\n"
	    "Target 500 with 2 dice; a double counts twice.\n"
	    "Turn  Player  Thrown  Adds  Tally  Total\n"
	    "   1  Ann     45         9      9\n"
	    "              22         8     17\n"
	    "              16       out     17     17\n"
	    "   2  Bob     66        24     24\n"
	    "              13         4     28\n"
	    "Totals: Ann 17, Bob 0.\n"
	    "Bob's turn: 28 so far; throw until a 7.\n"
	    "Bob to play.\n");
	/* 3 + 4 = 7: out with 28 */
	oks(&st, "roll 34");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Sevens Out, after turn 2\n"
	    "Target 500 with 2 dice; a double counts twice.\n"
	    "Turn  Player  Thrown  Adds  Tally  Total\n"
	    "   1  Ann     45         9      9\n"
	    "              22         8     17\n"
	    "              16       out     17     17\n"
	    "   2  Bob     66        24     24\n"
	    "              13         4     28\n"
	    "              34       out     28     28\n"
	    "Totals: Ann 17, Bob 28.\n"
	    "Ann to play.\n");

	/* no names; target 5: 2 * (3 + 3) = 12 reaches it */
	start(&st, 1, "target=5");
	turn(&st, 0);
	oks(&st, "roll 33; roll 52");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Sevens Out, after turn 1\n"
	    "Target 5 with 2 dice; a double counts twice.\n"
	    "Turn  Player  Thrown  Adds  Tally  Total\n"
	    "   1  P1      33        12     12\n"
	    "              52       out     12     12\n"
	    "Totals: P1 12.\n"
	    "P1 reached the target of 5.\n"
	    "Finished: P1 wins with 12.\n");
	buf_release(&b);
}

/* 600 throws of 66 and a 7 in one turn: the sheet keeps the last 512
 * throws, the tally stays right and widens its column. */
static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	const char *p;
	int i, lines = 0;

	(void)state;
	start(&st, 1, "target=1000000");
	turn(&st, 0);
	for (i = 1; i <= 600; i++)
		oks(&st, "roll 66");
	oks(&st, "roll 43");
	/* 600 * 24 = 14400 */
	assert_int_equal(score(&st, 0), 14400);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, target, the note, the header, 512 rows, totals, status */
	assert_int_equal(lines, 518);
	/* throws 90 to 601 are shown; after throw 90 the tally is
	 * 90 * 24 = 2160 */
	assert_non_null(strstr(b.s,
	    "Sevens Out, after turn 1\n"
	    "Target 1000000 with 2 dice; a double counts twice.\n"
	    "Throws 1 to 89 are not shown.\n"
	    "Turn  Player  Thrown  Adds  Tally  Total\n"
	    "   1  P1      66        24   2160\n"
	    "              66        24   2184\n"));
	assert_non_null(strstr(b.s,
	    "              66        24  14400\n"
	    "              43       out  14400  14400\n"
	    "Totals: P1 14400.\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* complete.rec with separators, dice apart and a continued line: Ann 62,
 * Bob 43, Cy 14 (worked out in test_end_and_winner). */
#define COMPLETE \
	"[Game \"sevens-out\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"[Variant \"target=60\"]\n" \
	"\n" \
	"Ann: roll 35, roll 4 4; roll 6,2 roll 61\n" \
	"Bob: roll 52\n" \
	"Cy: roll 11 roll 23 roll 34\n" \
	"Ann: roll 12 roll 66 roll 43\n" \
	"Bob: roll 55 roll 65\n" \
	"  roll 33 roll 25\n" \
	"Cy: roll 14 roll 16\n" \
	"Ann: roll 21 roll 34\n"

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
	assert_int_equal(r.rs.turns, 7);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 62);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 43);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 14);

	/* Bob's line after Ann's winning 7: the round is not finished */
	run_text(&r, COMPLETE "Bob: roll 44 roll 16\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:13:1: error: turn 8 (Bob): the game is over: a total "
	    "reached the target of 60\n"
	    "Bob: roll 44 roll 16\n"
	    "^~~\n");
	free(r.out);

	/* a throw after the winning 7, on the same line */
	run_text(&r, "[Game \"sevens-out\"]\n[Players \"Ann, Bob\"]\n"
	    "[Variant \"target=10\"]\n\nAnn: roll 66 roll 34 roll 11\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:22: error: turn 1 (Ann): 'roll 11': the game is over: "
	    "a total reached the target of 10\n"
	    "Ann: roll 66 roll 34 roll 11\n"
	    "                     ^~~~\n");
	free(r.out);

	/* a turn goes on on a second line of the same player */
	run_text(&r, "[Game \"sevens-out\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 35\nAnn: roll 44 roll 25\nBob: roll 16\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 24);

	/* a new turn line before the 7: 8 + 16 = 24 so far */
	run_text(&r, "[Game \"sevens-out\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 35 roll 44\nBob: roll 16\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Bob): the turn before is not over: "
	    "it goes on until a 7 (24 so far)\n"
	    "Bob: roll 16\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_turn),
		cmocka_unit_test(test_throws),
		cmocka_unit_test(test_dice_written),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
