/*
 * test_drop_dead: the rules of Drop Dead, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver, the rule page's worked example among them.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/drop-dead.c: five
 * dice; a throw with no 2 and no 5 scores its total, one with a 2 or a 5
 * scores nothing and its 2s and 5s are dead; the live dice are thrown
 * until none is left; one round; the highest total wins, equal totals
 * share.
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

extern const struct game game_drop_dead;

#define G	(&game_drop_dead)
#define SO	(game_drop_dead.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("drop-dead"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Drop Dead");
	assert_null(G->aliases);
	assert_null(G->parse);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	/* read as an action only to be refused with a reason */
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "5", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 1);
	assert_int_equal(variant_parse(G, "rounds=3", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "rounds")], 3);
	assert_int_equal(variant_parse(G, "rounds=0", &v, &e), -1);
	assert_string_equal(e.msg, "rounds must be a whole number from 1 to "
	    "1000");
	assert_int_equal(variant_parse(G, "target=100", &v, &e), -1);
	assert_string_equal(e.msg, "Drop Dead has no option 'target'");
}

/* Ann's turn of fixtures/drop-dead/complete.rec, throw by throw. */
static void
test_turn(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	expect(&st, 0, 5, 0);
	/* no 2, no 5: 1 + 3 + 3 + 4 + 6 = 17 */
	ok(&st, "roll 13346", "roll 13346");
	assert_int_equal(score(&st, 0), 17);
	expect(&st, 0, 5, 0);
	/* two 5s: nothing, and 5 - 2 = 3 dice live on */
	ok(&st, "roll 14556", "roll 14556");
	assert_int_equal(score(&st, 0), 17);
	expect(&st, 0, 3, 0);
	/* 3 + 6 + 6 = 15: 17 + 15 = 32 */
	ok(&st, "roll 366", "roll 366");
	assert_int_equal(score(&st, 0), 32);
	/* a 2: nothing, 3 - 1 = 2 dice live on */
	ok(&st, "roll 236", "roll 236");
	assert_int_equal(score(&st, 0), 32);
	expect(&st, 0, 2, 0);
	/* 4 + 4 = 8: 40 */
	ok(&st, "roll 44", "roll 44");
	assert_int_equal(score(&st, 0), 40);
	/* 5 and 2: both dead, Ann drops dead with 40 */
	ok(&st, "roll 52", "roll 52");
	assert_int_equal(score(&st, 0), 40);
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 1, 5, 1);
	assert_false(over(&st, NULL, NULL));

	/* Bob: every die dead at the first throw, a turn of one throw */
	turn(&st, 1);
	ok(&st, "roll 22555", "roll 22555");
	assert_int_equal(score(&st, 1), 0);
	assert_true(over(&st, NULL, NULL));
}

static void
test_dice_written(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	/* apart or with commas; canonical together, in the order thrown */
	ok(&st, "roll 6 4 6 4 3", "roll 64643");
	assert_int_equal(score(&st, 0), 6 + 4 + 6 + 4 + 3);
	ok(&st, "roll 2,5,3,4,1", "roll 25341");
	assert_int_equal(score(&st, 0), 23);
	expect(&st, 0, 3, 0);
	/* 3 + 3 + 1 = 7: 30 */
	ok(&st, "roll 33 1", "roll 331");
	assert_int_equal(score(&st, 0), 30);
	/* one die of three dead: 2 live on */
	ok(&st, "roll 5 1 1", "roll 511");
	expect(&st, 0, 2, 0);
	/* one of two dead: the last die */
	ok(&st, "roll 62", "roll 62");
	expect(&st, 0, 1, 0);
	/* the last die alone: 6, then 1, then a 5 ends it */
	oks(&st, "roll 6; roll 1; roll 5");
	assert_int_equal(score(&st, 0), 30 + 6 + 1);
	assert_true(over(&st, NULL, NULL));
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (drop-dead.t) */
	no(&st, "roll 13346", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: a turn "
	    "throws until every die is dead");
	no(&st, "roll", 0, "write the 5 live dice thrown after roll");
	no(&st, "roll 1346", 1, "5 dice are alive, only 4 were thrown: every "
	    "live die is thrown");
	no(&st, "roll 13 46", 2, "5 dice are alive, only 4 were thrown: every "
	    "live die is thrown");
	no(&st, "roll 133466", 1, "only 5 dice are alive, 6 were thrown");
	no(&st, "roll 133 46 6", 3, "only 5 dice are alive, 6 were thrown");
	no(&st, "roll 13347", 1, "'13347' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 1 3 3 4 0", 5, "'0' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 13346 keep", 2, "'keep' is neither dice nor an action: "
	    "the one action is roll");
	no(&st, "keep 13346", 0, "'keep' is not a Drop Dead action: write "
	    "roll");
	no(&st, "score 13346", 0, "'score' is not a Drop Dead action: write "
	    "roll");
	no(&st, "stop", 0, "no stopping in Drop Dead: the turn goes on until "
	    "every die is dead");
	/* the 2 and both 5s die: the 1 and the 3 live on */
	ok(&st, "roll 13255", "roll 13255");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: 2 dice are "
	    "still alive");
	no(&st, "stop", 0, "no stopping in Drop Dead: the turn goes on until "
	    "every die is dead");
	no(&st, "roll 134", 1, "only 2 dice are alive, 3 were thrown");
	no(&st, "roll 1", 1, "2 dice are alive, only 1 was thrown: every live "
	    "die is thrown");
	ok(&st, "roll 15", "roll 15");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: 1 die is "
	    "still alive");
	no(&st, "roll", 0, "write the 1 live die thrown after roll");
	no(&st, "roll 44", 1, "only 1 die is alive, 2 were thrown");
	ok(&st, "roll 2", "roll 2");
	/* the turn is over once the last die is dead */
	no(&st, "roll 4", 0, "the turn is over: every die is dead");
	no(&st, "stop", 0, "the turn is over: every die is dead");
	turn(&st, 1);
	oks(&st, "roll 55555");
	assert_true(over(&st, NULL, NULL));
	no(&st, "roll 13346", 0, "the game is over: every player has had 1 "
	    "turn");

	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Drop Dead is for 1 to 16 players, not 17");
}

/*
 * The rule page's example turn: 1 2 2 4 5 scores 0, 3 4 6 scores 13,
 * 1 4 5 0, 6 4 10, 1 6 7, 2 5 0: 30.  Its sums are right, but its first
 * throw kills three dice (2, 2 and 5), leaving the 1 and the 4: the
 * second throw must be of 2 dice, and it has 3.  The referee follows
 * the rules and refuses it.
 */
static void
test_rule_example(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 12245", "roll 12245");
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 2, 0);
	no(&st, "roll 346", 1, "only 2 dice are alive, 3 were thrown");
	no(&st, "roll 3 4 6", 3, "only 2 dice are alive, 3 were thrown");
	/* the page's third throw, 1 4 5, has 3 dice too */
	no(&st, "roll 145", 1, "only 2 dice are alive, 3 were thrown");
}

static void
test_end_and_winner(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	/* complete.rec: Ann 40, Bob 30, Cy 0 (the working in test_turn and
	 * fixtures/drop-dead/README) */
	start(&st, 3, "");
	turn(&st, 0);
	oks(&st, "roll 13346; roll 14556; roll 366; roll 236; roll 44; "
	    "roll 52");
	turn(&st, 1);
	/* 0, 6 + 3 + 4 = 13, 1 + 1 + 6 = 8: 21, 0, 6: 27, 3: 30, 0 */
	oks(&st, "roll 25461; roll 634; roll 116; roll 512; roll 6; roll 3; "
	    "roll 5");
	assert_int_equal(score(&st, 1), 30);
	assert_false(over(&st, NULL, NULL));
	expect(&st, 2, 5, 1);
	turn(&st, 2);
	oks(&st, "roll 22555");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "every player has had 1 turn");
	assert_int_equal(score(&st, 0), 40);
	assert_int_equal(score(&st, 2), 0);
	expect(&st, -1, 0, 0);

	/* tie.yaml: rounds=2, Ann 5 + 30 = 35, Bob 5 + 30 = 35: shared */
	start(&st, 2, "rounds=2");
	turn(&st, 0);
	/* 1 + 1 + 1 + 1 + 1 = 5, then all dead */
	oks(&st, "roll 11111; roll 22222");
	turn(&st, 1);
	/* 0 with three dead, 1 + 4 = 5, then both dead */
	oks(&st, "roll 13255; roll 14; roll 25");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	/* 6 * 5 = 30: 35 */
	oks(&st, "roll 66666; roll 55555");
	turn(&st, 1);
	/* 6 + 4 + 6 + 4 + 3 = 23: 28; 0; 3 + 3 + 1 = 7: 35; all dead */
	oks(&st, "roll 64643; roll 25341; roll 331; roll 522");
	assert_int_equal(score(&st, 0), 35);
	assert_int_equal(score(&st, 1), 35);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "every player has had 2 turns");

	/* one player: the game is the one turn; 0 still wins */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 25252");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
	assert_int_equal(score(&st, 0), 0);
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
	    "Drop Dead, start\n"
	    "2 rounds of 5 dice.\n"
	    "Turn  Player  Thrown  Dead   Points  Total\n"
	    "Totals: Ann 0, Bob 0.\n"
	    "Ann to play.\n");
	/* unfinished.rec: Ann 20, 0, 11: 31; Bob 0, 24, 0 with 3 alive */
	turn(&st, 0);
	oks(&st, "roll 66431; roll 36625; roll 443; roll 252");
	turn(&st, 1);
	oks(&st, "roll 12346; roll 6666; roll 1135");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Drop Dead, turn 2 in progress\n"
	    "2 rounds of 5 dice.\n"
	    "Turn  Player  Thrown  Dead   Points  Total\n"
	    "   1  Ann     66431              20     20\n"
	    "              36625   25          0     20\n"
	    "              443                11     31\n"
	    "              252     252         0     31\n"
	    "   2  Bob     12346   2           0      0\n"
	    "              6666               24     24\n"
	    "              1135    5           0     24\n"
	    "Totals: Ann 31, Bob 24.\n"
	    "Bob's turn: 24 so far; 3 dice alive.\n"
	    "Bob to play.\n");
	/* 4 + 6 + 1 = 11: 35; then 2, 5, 5 all dead */
	oks(&st, "roll 461; roll 255");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "Drop Dead, after turn 2\n"));
	assert_non_null(strstr(b.s,
	    "              461                11     35\n"
	    "              255     255         0     35\n"
	    "Totals: Ann 31, Bob 35.\n"
	    "Ann to play.\n"));
	turn(&st, 0);
	oks(&st, "roll 22255");
	turn(&st, 1);
	oks(&st, "roll 55522");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "   3  Ann     22255   22255       0     31\n"
	    "   4  Bob     55522   55522       0     35\n"
	    "Totals: Ann 31, Bob 35.\n"
	    "Every player has had 2 turns.\n"
	    "Finished: Bob wins with 35.\n"));

	/* no names */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 25252");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Drop Dead, after turn 1\n"
	    "1 round of 5 dice.\n"
	    "Turn  Player  Thrown  Dead   Points  Total\n"
	    "   1  P1      25252   25252       0      0\n"
	    "Totals: P1 0.\n"
	    "Every player has had 1 turn.\n"
	    "Finished: P1 wins with 0.\n");
	buf_release(&b);
}

/* 601 throws in one turn: the sheet keeps the last 512, the total
 * stays right. */
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
	for (i = 1; i <= 600; i++)
		oks(&st, "roll 11111");
	oks(&st, "roll 22222");
	/* 600 throws of five 1s: 600 * 5 = 3000 */
	assert_int_equal(score(&st, 0), 3000);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, rounds, the note, the header, 512 rows, totals, 2 status */
	assert_int_equal(lines, 519);
	/* throws 90 to 601 are shown; after throw 90 the total is 450 */
	assert_non_null(strstr(b.s,
	    "Drop Dead, after turn 1\n"
	    "1 round of 5 dice.\n"
	    "Throws 1 to 89 are not shown.\n"
	    "Turn  Player  Thrown  Dead   Points  Total\n"
	    "   1  P1      11111               5    450\n"
	    "              11111               5    455\n"));
	assert_non_null(strstr(b.s,
	    "              11111               5   3000\n"
	    "              22222   22222       0   3000\n"
	    "Totals: P1 3000.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* complete.rec with separators and a continued line: Ann 40, Bob 30,
 * Cy 0 (worked out in test_turn and test_end_and_winner). */
#define COMPLETE \
	"[Game \"drop-dead\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"\n" \
	"Ann: roll 13346, roll 14556; roll 3 6 6 roll 236 roll 44 roll 52\n" \
	"Bob: roll 25461 roll 634 roll 116 roll 512\n" \
	"  roll 6 roll 3 roll 5\n" \
	"Cy: roll 2,2,5,5,5\n"

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
	assert_int_equal(r.rs.turns, 3);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 40);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 30);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 0);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Ann: roll 13346\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 4 (Ann): the game is over: every player "
	    "has had 1 turn\n"
	    "Ann: roll 13346\n"
	    "^~~\n");
	free(r.out);

	/* the rule page's example turn, as a record: refused at its second
	 * throw, 3 dice when the 1 and the 4 are the only ones alive */
	run_text(&r, "[Game \"drop-dead\"]\n[Players \"Ann\"]\n\n"
	    "Ann: roll 12245 roll 346 roll 145 roll 64 roll 16 roll 25\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:22: error: turn 1 (Ann): 'roll 346': only 2 dice are "
	    "alive, 3 were thrown\n"
	    "Ann: roll 12245 roll 346 roll 145 roll 64 roll 16 roll 25\n"
	    "                     ^~~\n");
	free(r.out);

	/* a new turn line while dice are alive */
	run_text(&r, "[Game \"drop-dead\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 13325\nBob: roll 13346\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Bob): the turn before is not over: 3 "
	    "dice are still alive\n"
	    "Bob: roll 13346\n"
	    "^~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_turn),
		cmocka_unit_test(test_dice_written),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_rule_example),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
