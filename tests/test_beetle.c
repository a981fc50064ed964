/*
 * test_beetle: the rules of Beetle, each accepted once and refused once,
 * through the session interface; then whole records through the reader
 * and the driver.
 *
 * Every score, message and drawing here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/beetle.c: a turn is
 * one throw; 1 the body, 2 the head, 3 a leg (6), 4 an eye (2), 5 an
 * antenna (2), 6 the tail; head, legs and tail need the body, eyes and
 * antennae the head; 13 parts complete a beetle and win at once.
 * dice=2: the lower die is drawn first.  points: a point per part, a new
 * beetle after each complete one, the first to target=N (50) wins.
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

extern const struct game game_beetle;

#define G	(&game_beetle)
#define SO	(game_beetle.session)

#include "session-harness.h"

/* One turn of one throw for seat, its canonical text the same. */
static void
throw1(struct state *st, unsigned seat, const char *action)
{
	turn(st, seat);
	ok(st, action, action);
}

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("beetle"), G);
	assert_ptr_equal(game_find("bugs"), G);
	assert_ptr_equal(game_find("cootie"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Beetle");
	assert_null(G->parse);
	assert_true(G->state_size <= GAME_STATE_MAX);
	/* parts or points: the most ranks first */
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	/* known only to be refused */
	assert_true(session_starts_action(G, "keep", 4));
	assert_true(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "3", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "dice")], 1);
	assert_int_equal(v.val[game_opt_index(G, "points")], 0);
	assert_int_equal(v.val[game_opt_index(G, "target")], 50);
	assert_int_equal(variant_parse(G, "dice=2 points target=1000000", &v,
	    &e), 0);
	assert_int_equal(variant_parse(G, "dice=3", &v, &e), -1);
	assert_string_equal(e.msg, "dice must be a whole number from 1 to 2");
	assert_int_equal(variant_parse(G, "points target=0", &v, &e), -1);
	assert_string_equal(e.msg, "target must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "rounds=3", &v, &e), -1);
	assert_string_equal(e.msg, "Beetle has no option 'rounds'");

	/* target alone is refused when the game starts */
	assert_int_equal(variant_parse(G, "target=30", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 2, &v, &e), -1);
	assert_string_equal(e.msg, "target=30 needs the points option: "
	    "without it the first complete beetle wins");
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 0, &v, &e), -1);
	assert_string_equal(e.msg, "Beetle is for 1 to 16 players, not 0");
	assert_int_equal(SO->init(st.u.b, 17, &v, &e), -1);
	assert_string_equal(e.msg, "Beetle is for 1 to 16 players, not 17");
	assert_int_equal(SO->init(st.u.b, 16, &v, &e), 0);
}

/* Each part once drawn and once not, one die a turn, one player. */
static void
test_parts(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	expect(&st, 0, 1, 0);
	/* 2, 3 and 6 need the body: nothing is drawn, the turn is over */
	ok(&st, "roll 2", "roll 2");
	expect(&st, 0, 1, 1);
	assert_int_equal(score(&st, 0), 0);
	throw1(&st, 0, "roll 3");
	throw1(&st, 0, "roll 6");
	/* 4 and 5 need the head (and so the body) */
	throw1(&st, 0, "roll 4");
	throw1(&st, 0, "roll 5");
	assert_int_equal(score(&st, 0), 0);
	/* 1: the body */
	throw1(&st, 0, "roll 1");
	assert_int_equal(score(&st, 0), 1);
	/* a second body: nothing */
	throw1(&st, 0, "roll 1");
	assert_int_equal(score(&st, 0), 1);
	/* the tail and a leg go on the body now; eyes still wait */
	throw1(&st, 0, "roll 6");
	throw1(&st, 0, "roll 3");
	throw1(&st, 0, "roll 4");
	throw1(&st, 0, "roll 5");
	assert_int_equal(score(&st, 0), 1 + 1 + 1);
	/* a second tail: nothing */
	throw1(&st, 0, "roll 6");
	assert_int_equal(score(&st, 0), 3);
	/* the head; a second head nothing */
	throw1(&st, 0, "roll 2");
	throw1(&st, 0, "roll 2");
	assert_int_equal(score(&st, 0), 4);
	/* two eyes, a third nothing; two antennae, a third nothing */
	throw1(&st, 0, "roll 4");
	throw1(&st, 0, "roll 4");
	throw1(&st, 0, "roll 4");
	throw1(&st, 0, "roll 5");
	throw1(&st, 0, "roll 5");
	throw1(&st, 0, "roll 5");
	assert_int_equal(score(&st, 0), 4 + 2 + 2);
	/* legs 2 to 5: 9 + 4 = 12 parts, not complete */
	throw1(&st, 0, "roll 3");
	throw1(&st, 0, "roll 3");
	throw1(&st, 0, "roll 3");
	throw1(&st, 0, "roll 3");
	assert_int_equal(score(&st, 0), 12);
	assert_false(over(&st, NULL, NULL));
	/* the sixth leg completes the beetle: 13 */
	throw1(&st, 0, "roll 3");
	assert_int_equal(score(&st, 0), 13);
	assert_true(over(&st, NULL, NULL));
}

/* dice=2: the lower die is drawn first, whatever order they fell in. */
static void
test_two_dice(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "dice=2");
	expect(&st, 0, 2, 1);
	turn(&st, 0);
	/* 2 then 1: the body, then the head on it; the order is kept */
	ok(&st, "roll 2 1", "roll 21");
	assert_int_equal(score(&st, 0), 2);
	turn(&st, 1);
	/* 4 and 1: the body; the eye still has no head */
	ok(&st, "roll 4,1", "roll 41");
	assert_int_equal(score(&st, 1), 1);
	turn(&st, 0);
	/* two of a kind: two legs */
	ok(&st, "roll 33", "roll 33");
	assert_int_equal(score(&st, 0), 4);
	turn(&st, 1);
	/* two bodies: the second draws nothing */
	ok(&st, "roll 11", "roll 11");
	assert_int_equal(score(&st, 1), 1);
	throw1(&st, 0, "roll 33");
	throw1(&st, 1, "roll 66");
	/* Ann 6, Bob 2 (the second tail nothing) */
	assert_int_equal(score(&st, 0), 6);
	assert_int_equal(score(&st, 1), 2);
	/* Ann has 4 legs: 3 3 draws the 5th and 6th; 3 3 again nothing */
	throw1(&st, 0, "roll 33");
	throw1(&st, 1, "roll 25");
	assert_int_equal(score(&st, 0), 8);
	/* Bob: the head, then an antenna on it */
	assert_int_equal(score(&st, 1), 4);
	throw1(&st, 0, "roll 33");
	assert_int_equal(score(&st, 0), 8);
	/* the 6th leg is the last: 3 and 3 with 5 legs draws one */
	start(&st, 1, "dice=2");
	throw1(&st, 0, "roll 13");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 33");
	assert_int_equal(score(&st, 0), 1 + 5);
	throw1(&st, 0, "roll 33");
	assert_int_equal(score(&st, 0), 7);
	expect(&st, 0, 2, 1);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (beetle.t) */
	no(&st, "roll 1", 0, "no turn has begun");
	no(&st, "keep 1", 0, "no turn has begun");
	no(&st, "stop", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: a turn is "
	    "one throw");
	no(&st, "roll", 0, "write the 1 die thrown after roll");
	no(&st, "roll 13", 1, "a throw is 1 die, not 2");
	no(&st, "roll 1 3", 2, "a throw is 1 die, not 2");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 10", 1, "'10' is not dice: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 1 hold", 2, "'hold' is neither dice nor an action: the "
	    "only action is roll");
	no(&st, "keep 1", 0, "nothing to keep in Beetle: the referee draws "
	    "the part each die allows");
	no(&st, "stop", 0, "no stopping in Beetle: a turn is one throw, and "
	    "it is still to come");
	no(&st, "score 1", 0, "'score' is not a Beetle action: write roll");
	no(&st, "", 0, "an empty action");
	ok(&st, "roll 1", "roll 1");
	/* a second throw, or anything else, in the turn */
	no(&st, "roll 2", 0, "the turn is over: a turn is one throw");
	no(&st, "keep 1", 0, "the turn is over: a turn is one throw");
	no(&st, "stop", 0, "the turn is over: a turn is one throw");
	/* dice=2: one die is too few */
	start(&st, 2, "dice=2");
	turn(&st, 0);
	no(&st, "roll 1", 1, "a throw is 2 dice, not 1");
	no(&st, "roll 123", 1, "a throw is 2 dice, not 3");
	no(&st, "roll 12 3", 2, "a throw is 2 dice, not 3");
	no(&st, "roll", 0, "write the 2 dice thrown after roll");
	/* the refusals changed nothing */
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 2, 0);
}

/*
 * The game of fixtures/beetle/complete.rec, Ann and Bob, one die:
 *  Ann 2 - 1 body 4 - 2 head 3 3 3 4 4 5 3 3 3 5 6 tail: 13 in turn 29
 *  Bob 6 - 1 body 1 - 6 tail 5 - 2 head 5 4 3 6 - 2 - 3 5 5 -: 8
 * ("-" a throw that draws nothing.)
 */
static const char *const ann_throws[15] = {
	"2", "1", "4", "2", "3", "3", "3", "4", "4", "5", "3", "3", "3",
	"5", "6"
};
static const char *const bob_throws[14] = {
	"6", "1", "1", "6", "5", "2", "5", "4", "3", "6", "2", "3", "5", "5"
};

static void
play_complete(struct state *st, int turns)
{
	char a[16];
	int t;

	start(st, 2, "");
	for (t = 0; t < turns; t++) {
		snprintf(a, sizeof(a), "roll %s", t % 2 == 0 ?
		    ann_throws[t / 2] : bob_throws[t / 2]);
		throw1(st, (unsigned)(t % 2), a);
	}
}

static void
test_end(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	play_complete(&st, 28);
	/* Ann 12: body, head, 6 legs, 2 eyes, 2 antennae; Bob 8: body,
	 * tail, head, 2 antennae, an eye, 2 legs */
	assert_int_equal(score(&st, 0), 12);
	assert_int_equal(score(&st, 1), 8);
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 1, 1);
	throw1(&st, 0, "roll 6");
	assert_int_equal(score(&st, 0), 13);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);		/* Ann, at once: Bob does not play */
	assert_string_equal(why, "a beetle is complete");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 1", 0, "the game is over: a beetle is complete");
	no(&st, "stop", 0, "the game is over: a beetle is complete");
	no(&st, "keep 1", 0, "the game is over: a beetle is complete");

	/* the second seat may win too, before the third plays:
	 * Bob 12, 33, 33, 33, 44, 55 = 12 parts, then 6 4 draws the tail
	 * (the 4 a third eye, nothing) */
	start(&st, 3, "dice=2");
	throw1(&st, 0, "roll 66");
	throw1(&st, 1, "roll 12");
	throw1(&st, 2, "roll 66");
	throw1(&st, 0, "roll 66");
	throw1(&st, 1, "roll 33");
	throw1(&st, 2, "roll 66");
	throw1(&st, 0, "roll 66");
	throw1(&st, 1, "roll 33");
	throw1(&st, 2, "roll 66");
	throw1(&st, 0, "roll 66");
	throw1(&st, 1, "roll 33");
	throw1(&st, 2, "roll 66");
	throw1(&st, 0, "roll 66");
	throw1(&st, 1, "roll 44");
	throw1(&st, 2, "roll 66");
	throw1(&st, 0, "roll 66");
	throw1(&st, 1, "roll 55");
	throw1(&st, 2, "roll 66");
	throw1(&st, 0, "roll 66");
	assert_int_equal(score(&st, 1), 12);
	assert_false(over(&st, NULL, NULL));
	throw1(&st, 1, "roll 64");
	assert_int_equal(score(&st, 1), 13);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 2), 0);
	expect(&st, -1, 0, 0);
}

static void
test_points(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];
	int i;

	(void)state;
	/*
	 * fixtures/beetle/points.rec: dice=2, target=20, Ann and Bob.
	 * Ann 21 +2, 33 +2, 45 +2, 33 +2, 36 +2, 44 +1 (a third eye no),
	 *  53 +2 = 13: complete, a new beetle; 61 +2, 22 +1, 45 +2, 33 +2
	 *  = 20: the target.
	 * Bob 66 0, 11 +1, 42 +2, 55 +2, 54 +1, 36 +2, 12 0, 33 +2,
	 *  33 +2, 63 +1 (the 3 the 6th leg, the 6 a second tail) = 13.
	 */
	start(&st, 2, "dice=2 points target=20");
	throw1(&st, 0, "roll 21");
	throw1(&st, 1, "roll 66");
	throw1(&st, 0, "roll 33");
	throw1(&st, 1, "roll 11");
	throw1(&st, 0, "roll 45");
	throw1(&st, 1, "roll 42");
	throw1(&st, 0, "roll 33");
	throw1(&st, 1, "roll 55");
	throw1(&st, 0, "roll 36");
	throw1(&st, 1, "roll 54");
	throw1(&st, 0, "roll 44");
	throw1(&st, 1, "roll 36");
	assert_int_equal(score(&st, 0), 11);
	assert_int_equal(score(&st, 1), 8);
	throw1(&st, 0, "roll 53");
	/* a complete beetle in points is no win: 13 < 20 */
	assert_int_equal(score(&st, 0), 13);
	assert_false(over(&st, NULL, NULL));
	throw1(&st, 1, "roll 12");
	/* the new beetle takes its body again: 6 1 draws body and tail */
	throw1(&st, 0, "roll 61");
	assert_int_equal(score(&st, 0), 15);
	throw1(&st, 1, "roll 33");
	throw1(&st, 0, "roll 22");
	throw1(&st, 1, "roll 33");
	throw1(&st, 0, "roll 45");
	throw1(&st, 1, "roll 63");
	assert_int_equal(score(&st, 0), 18);
	assert_int_equal(score(&st, 1), 13);
	assert_false(over(&st, NULL, NULL));
	throw1(&st, 0, "roll 33");
	assert_int_equal(score(&st, 0), 20);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "a player's points reached 20");

	/* the die left over when a throw completes a beetle is lost:
	 * 12 legs... one player, 12 parts then 1 6: the tail completes it,
	 * the 1 (a second body) is not carried to the new beetle */
	start(&st, 1, "dice=2 points");
	throw1(&st, 0, "roll 12");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 44");
	throw1(&st, 0, "roll 55");
	assert_int_equal(score(&st, 0), 12);
	throw1(&st, 0, "roll 16");
	assert_int_equal(score(&st, 0), 13);
	/* the new beetle has no body: 2 draws nothing, 1 the body */
	throw1(&st, 0, "roll 22");
	assert_int_equal(score(&st, 0), 13);
	throw1(&st, 0, "roll 12");
	assert_int_equal(score(&st, 0), 15);
	assert_false(over(&st, NULL, NULL));

	/* target=1: the first part drawn wins */
	start(&st, 2, "points target=1");
	throw1(&st, 0, "roll 2");
	throw1(&st, 1, "roll 1");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "a player's points reached 1");

	/* the default target 50: 3 beetles (39) and 11 parts; one die,
	 * each beetle 1 2 3 3 3 3 3 3 4 4 5 5 6 */
	start(&st, 1, "points");
	for (i = 0; i < 3; i++) {
		throw1(&st, 0, "roll 1");
		throw1(&st, 0, "roll 2");
		throw1(&st, 0, "roll 3");
		throw1(&st, 0, "roll 3");
		throw1(&st, 0, "roll 3");
		throw1(&st, 0, "roll 3");
		throw1(&st, 0, "roll 3");
		throw1(&st, 0, "roll 3");
		throw1(&st, 0, "roll 4");
		throw1(&st, 0, "roll 4");
		throw1(&st, 0, "roll 5");
		throw1(&st, 0, "roll 5");
		throw1(&st, 0, "roll 6");
		assert_int_equal(score(&st, 0), 13 * (i + 1));
	}
	for (i = 0; i < 10; i++)
		throw1(&st, 0, i < 2 ? (i == 0 ? "roll 1" : "roll 2") :
		    "roll 3");
	/* body, head, 6 legs (the last two 3s nothing) = 8: 47 */
	assert_int_equal(score(&st, 0), 39 + 8);
	throw1(&st, 0, "roll 4");
	throw1(&st, 0, "roll 4");
	assert_false(over(&st, NULL, NULL));
	throw1(&st, 0, "roll 5");
	assert_int_equal(score(&st, 0), 50);
	assert_true(over(&st, &w, why));
	assert_string_equal(why, "a player's points reached 50");

	/* a huge target is no trouble: 100 throws of 2 dice, one player */
	start(&st, 1, "dice=2 points target=1000000");
	for (i = 0; i < 100; i++)
		throw1(&st, 0, "roll 12");
	/* 2 for the first, then nothing */
	assert_int_equal(score(&st, 0), 2);
	assert_false(over(&st, NULL, NULL));
}

/* No two players ever share the win; the losers may tie. */
static void
test_ties(void **state)
{
	struct run r;

	(void)state;
	/* fixtures/beetle/three.rec: Bob wins in turn 20, Cy's turn of the
	 * round never comes; Ann 6 and Cy 6 (ranks 2 and 2) */
	run_text(&r, "[Game \"beetle\"]\n[Players \"Ann, Bob, Cy\"]\n"
	    "[Variant \"dice=2\"]\n\n"
	    "Ann: roll 13\nBob: roll 12\nCy: roll 31\n"
	    "Ann: roll 66\nBob: roll 33\nCy: roll 22\n"
	    "Ann: roll 22\nBob: roll 33\nCy: roll 66\n"
	    "Ann: roll 44\nBob: roll 33\nCy: roll 44\n"
	    "Ann: roll 11\nBob: roll 44\nCy: roll 11\n"
	    "Ann: roll 12\nBob: roll 55\nCy: roll 21\n"
	    "Ann: roll 11\nBob: roll 64\n");
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_int_equal(r.rs.turns, 20);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 6);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 13);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 6);
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
	/* columns 9 wide and two spaces apart; blank figure lines */
	assert_string_equal(b.s,
	    "Beetle, start\n"
	    "1 die per turn; the first complete beetle (13 parts) wins.\n"
	    "Ann        Bob\n"
	    "\n\n\n\n\n\n"
	    "0 parts    0 parts\n"
	    "Ann to play.\n");

	/* the complete game */
	play_complete(&st, 29);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Beetle, after turn 29\n"
	    "1 die per turn; the first complete beetle (13 parts) wins.\n"
	    "Ann        Bob\n"
	    "  \\   /      \\   /\n"
	    "  (o o)      (o  )\n"
	    "\\_/   \\_/  \\_/   \\_/\n"
	    "--|   |--    |   |\n"
	    "/-\\___/-\\    \\___/\n"
	    "    |          |\n"
	    "13 parts   8 parts\n"
	    "Ann threw 6: the tail.\n"
	    "Ann's beetle is complete.\n"
	    "Finished: Ann wins with 13.\n");

	/* a turn in progress, two dice: Ann 1 2, Bob 3 4, Ann's line */
	start(&st, 2, "dice=2");
	throw1(&st, 0, "roll 12");
	throw1(&st, 1, "roll 34");
	turn(&st, 0);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Beetle, turn 3 in progress\n"
	    "2 dice per turn; the first complete beetle (13 parts) wins.\n"
	    "Ann        Bob\n"
	    "\n"
	    "  (   )\n"
	    "  /   \\\n"
	    "  |   |\n"
	    "  \\___/\n"
	    "\n"
	    "2 parts    0 parts\n"
	    "Bob threw 3 and 4: no leg before the body, no eye before the "
	    "head.\n"
	    "Ann to play.\n");

	/* points: a beetle put aside, the words for full parts, no names */
	start(&st, 1, "dice=2 points target=30");
	throw1(&st, 0, "roll 12");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 44");
	throw1(&st, 0, "roll 55");
	throw1(&st, 0, "roll 61");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Beetle, after turn 7\n"
	    "2 dice per turn; a point per part; first to 30 points wins.\n"
	    "P1\n"
	    "\n\n\n\n\n\n"
	    "0 parts\n"
	    "13 points\n"
	    "P1 threw 6 and 1: the tail, no second body.\n"
	    "P1's beetle is complete: a new one begins.\n"
	    "P1 to play.\n");
	/* the words for the other full parts */
	throw1(&st, 0, "roll 12");
	throw1(&st, 0, "roll 22");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_non_null(strstr(b.s, "\nP1 threw 2 and 2: no second head, no "
	    "second head.\n"));
	throw1(&st, 0, "roll 44");
	throw1(&st, 0, "roll 45");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_non_null(strstr(b.s, "\nP1 threw 4 and 5: no 3rd eye, an "
	    "antenna.\n"));
	throw1(&st, 0, "roll 55");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	/* 13 + body, head, 2 eyes, 2 antennae = 19; of the two 5s the
	 * first draws the second antenna, the other would be a 3rd */
	assert_string_equal(b.s,
	    "Beetle, after turn 12\n"
	    "2 dice per turn; a point per part; first to 30 points wins.\n"
	    "P1\n"
	    "  \\   /\n"
	    "  (o o)\n"
	    "  /   \\\n"
	    "  |   |\n"
	    "  \\___/\n"
	    "\n"
	    "6 parts\n"
	    "19 points\n"
	    "P1 threw 5 and 5: an antenna, no 3rd antenna.\n"
	    "P1 to play.\n");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 33");
	throw1(&st, 0, "roll 33");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	/* 19 + 6 legs = 25, the tail still to come */
	assert_string_equal(b.s,
	    "Beetle, after turn 15\n"
	    "2 dice per turn; a point per part; first to 30 points wins.\n"
	    "P1\n"
	    "  \\   /\n"
	    "  (o o)\n"
	    "\\_/   \\_/\n"
	    "--|   |--\n"
	    "/-\\___/-\\\n"
	    "\n"
	    "12 parts\n"
	    "25 points\n"
	    "P1 threw 3 and 3: a leg, a leg.\n"
	    "P1 to play.\n");
	throw1(&st, 0, "roll 36");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	/* the tail: 26, the beetle put aside; the 3 a 7th leg */
	assert_string_equal(b.s,
	    "Beetle, after turn 16\n"
	    "2 dice per turn; a point per part; first to 30 points wins.\n"
	    "P1\n"
	    "\n\n\n\n\n\n"
	    "0 parts\n"
	    "26 points\n"
	    "P1 threw 3 and 6: no 7th leg, the tail.\n"
	    "P1's beetle is complete: a new one begins.\n"
	    "P1 to play.\n");
	buf_release(&b);
}

/* Five players: four beetles a row, a blank line, then the fifth. */
static void
test_render_rows(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy", "Dee",
	    "Evangeline" };
	struct render_info ri = { 0, NULL, names, 5 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 5, "");
	throw1(&st, 0, "roll 1");
	throw1(&st, 1, "roll 2");
	throw1(&st, 2, "roll 3");
	throw1(&st, 3, "roll 4");
	throw1(&st, 4, "roll 1");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Beetle, after turn 5\n"
	    "1 die per turn; the first complete beetle (13 parts) wins.\n"
	    "Ann        Bob        Cy         Dee\n"
	    "\n\n"
	    "  /   \\\n"
	    "  |   |\n"
	    "  \\___/\n"
	    "\n"
	    "1 part     0 parts    0 parts    0 parts\n"
	    "\n"
	    "Evangeline\n"
	    "\n\n"
	    "  /   \\\n"
	    "  |   |\n"
	    "  \\___/\n"
	    "\n"
	    "1 part\n"
	    "Evangeline threw 1: the body.\n"
	    "Ann to play.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

#define COMPLETE \
	"[Game \"cootie\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"\n" \
	"Ann: roll 2\nBob: roll 6\nAnn: roll 1\nBob: roll 1\n" \
	"Ann: roll 4\nBob: roll 1\nAnn: roll 2\nBob: roll 6\n" \
	"Ann: roll 3\nBob: roll 5\nAnn: roll 3\nBob: roll 2\n" \
	"Ann: roll 3\nBob: roll 5\nAnn: roll 4\nBob: roll 4\n" \
	"Ann: roll 4\nBob: roll 3\nAnn: roll 5\nBob: roll 6\n" \
	"Ann: roll 3\nBob: roll 2\nAnn: roll 3\nBob: roll 3\n" \
	"Ann: roll 3\nBob: roll 5\nAnn: roll 5\nBob: roll 5\n" \
	"Ann: roll 6\n"

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
	assert_int_equal(r.rs.turns, 29);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 13);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 8);

	/* Bob's line after Ann's complete beetle: line 33, turn 30 */
	run_text(&r, COMPLETE "Bob: roll 1\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:33:1: error: turn 30 (Bob): the game is over: a beetle "
	    "is complete\n"
	    "Bob: roll 1\n"
	    "^~~\n");
	free(r.out);

	/* a second throw on a line */
	run_text(&r, "[Game \"bugs\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 1; roll 2\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:14: error: turn 1 (Ann): 'roll 2': the turn is over: "
	    "a turn is one throw\n"
	    "Ann: roll 1; roll 2\n"
	    "             ^~~~\n");
	free(r.out);

	/* one player may play alone, line after line */
	run_text(&r, "[Game \"beetle\"]\n[Players \"Ann\"]\n\n"
	    "Ann: roll 1\nAnn: roll 2\nAnn: roll 4\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_int_equal(r.rs.turns, 3);
	assert_false(r.rs.finished);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 3);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_parts),
		cmocka_unit_test(test_two_dice),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_end),
		cmocka_unit_test(test_points),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_rows),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
