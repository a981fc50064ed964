/*
 * test_catch_up: the rules of Catch-Up, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every position, message and score sheet here was worked out by hand
 * from RULINGS.md and the rulings at the top of lib/games/catch-up.c:
 * the first die starts with seat 0, the second with seat floor(n/2);
 * each beat the holder of the first die throws, then the holder of the
 * second; then a 6 passes the first die left (seat + 1) and the second
 * right (seat - 1), both at once; a player left holding both takes a
 * token, keeps the first die and sends the second to seat
 * i + floor(n/2) mod n.  The first to the target (3) wins at once.
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

extern const struct game game_catch_up;

#define G	(&game_catch_up)
#define SO	(game_catch_up.session)

#include "session-harness.h"

/* One beat: the first die's holder a throws da, then the second's, b,
 * throws db. */
static void
beat(struct state *st, unsigned a, unsigned da, unsigned b, unsigned db)
{
	char text[16];

	expect(st, (int)a, 1, 1);
	turn(st, a);
	snprintf(text, sizeof(text), "roll %u", da);
	ok(st, text, text);
	expect(st, (int)b, 1, 1);
	turn(st, b);
	snprintf(text, sizeof(text), "roll %u", db);
	ok(st, text, text);
}

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("catch-up"), G);
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Catch-Up");
	assert_null(G->parse);
	assert_null(SO->category);
	assert_null(SO->legal);
	assert_null(SO->seats);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 2);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_true(G->state_size <= GAME_STATE_MAX);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "pass", 4));
	assert_false(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "6", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "tokens")], 3);
	assert_int_equal(variant_parse(G, "tokens=1000000", &v, &e), 0);
	assert_int_equal(variant_parse(G, "tokens=0", &v, &e), -1);
	assert_string_equal(e.msg, "tokens must be a whole number from 1 to "
	    "1000000");
	assert_int_equal(variant_parse(G, "rounds=3", &v, &e), -1);
	assert_string_equal(e.msg, "Catch-Up has no option 'rounds'");

	/* a circle needs two */
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 1, &v, &e), -1);
	assert_string_equal(e.msg, "Catch-Up is for 2 to 16 players, not 1");
	assert_int_equal(SO->init(st.u.b, 17, &v, &e), -1);
	assert_string_equal(e.msg, "Catch-Up is for 2 to 16 players, not 17");
}

/* The first die with seat 0, the second with seat floor(n/2). */
static void
test_start(void **state)
{
	struct state st;
	unsigned n;

	(void)state;
	for (n = 2; n <= SESSION_PLAYERS_MAX; n++) {
		start(&st, n, "");
		expect(&st, 0, 1, 1);
		turn(&st, 0);
		expect(&st, 0, 1, 0);
		ok(&st, "roll 1", "roll 1");
		/* 2 -> 1, 3 -> 1, 4 -> 2, 5 -> 2, ..., 16 -> 8 */
		expect(&st, (int)(n / 2), 1, 1);
		assert_int_equal(score(&st, 0), 0);
	}
	/* the die written with a comma or a space is the same throw */
	start(&st, 2, "");
	turn(&st, 0);
	ok(&st, "roll ,4", "roll 4");
	turn(&st, 1);
	ok(&st, "roll 5,", "roll 5");
	expect(&st, 0, 1, 1);
}

/* A 6 passes the first die left, the second right; other faces keep
 * them where they are. */
static void
test_passes(void **state)
{
	struct state st;

	(void)state;
	/* four seats: first die at 0, second at 2 */
	start(&st, 4, "");
	beat(&st, 0, 3, 2, 4);		/* no 6: first 0, second 2 */
	beat(&st, 0, 6, 2, 5);		/* first 0 -> 1 */
	beat(&st, 1, 2, 2, 6);		/* second 2 -> 1: Bob holds both */
	/* Bob takes a token, keeps the first, the second goes to
	 * 1 + 2 = 3 */
	assert_int_equal(score(&st, 1), 1);
	expect(&st, 1, 1, 1);
	beat(&st, 1, 5, 3, 6);		/* second 3 -> 2 */
	beat(&st, 1, 6, 2, 1);		/* first 1 -> 2: Cy holds both */
	/* Cy's token; the second goes to 2 + 2 = 4 mod 4 = 0 */
	assert_int_equal(score(&st, 2), 1);
	beat(&st, 2, 1, 0, 6);		/* second 0 -> -1 mod 4 = 3 */
	beat(&st, 2, 6, 3, 2);		/* first 2 -> 3: Dee holds both */
	/* Dee's token; the second goes to 3 + 2 = 5 mod 4 = 1 */
	assert_int_equal(score(&st, 3), 1);
	beat(&st, 3, 6, 1, 3);		/* first 3 -> 4 mod 4 = 0 */
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	ok(&st, "roll 2", "roll 2");
	expect(&st, 1, 1, 1);		/* the second still with Bob */
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 1);
	assert_int_equal(score(&st, 2), 1);
	assert_int_equal(score(&st, 3), 1);
	assert_false(over(&st, NULL, NULL));
}

/* The three ways to hold both, the crossing that is no meeting, and the
 * small and odd circles. */
static void
test_meetings(void **state)
{
	struct state st;

	(void)state;
	/* five seats, opposite is i + 2: first at 0, second at 2 */
	start(&st, 5, "");
	/* both 6: 0 -> 1 and 2 -> 1 meet at Bob, between them; the second
	 * goes to 1 + 2 = 3 */
	beat(&st, 0, 6, 2, 6);
	assert_int_equal(score(&st, 1), 1);
	beat(&st, 1, 6, 3, 6);		/* 1 -> 2, 3 -> 2: Cy; second to 4 */
	assert_int_equal(score(&st, 2), 1);
	beat(&st, 2, 6, 4, 6);		/* 2 -> 3, 4 -> 3: seat 3; to 0 */
	assert_int_equal(score(&st, 3), 1);
	/* 3 + 2 = 5 mod 5 = 0 holds the second */
	beat(&st, 3, 1, 0, 1);
	/* the first die's holder throws first again */
	expect(&st, 3, 1, 1);

	/* neighbours, the first die on the right of the second: both 6
	 * swap them, nobody holds both (four seats) */
	start(&st, 4, "");
	beat(&st, 0, 6, 2, 1);		/* first 0 -> 1; second at 2 */
	beat(&st, 1, 6, 2, 6);		/* 1 -> 2, 2 -> 1: they cross */
	assert_int_equal(score(&st, 1), 0);
	assert_int_equal(score(&st, 2), 0);
	beat(&st, 2, 1, 1, 1);		/* first at Cy, second at Bob */

	/* two seats: left, right and opposite are all the other one */
	start(&st, 2, "");
	beat(&st, 0, 6, 1, 1);		/* first 0 -> 1: Bob holds both */
	/* Bob's token, keeps the first, second to 1 + 1 = 0 */
	assert_int_equal(score(&st, 1), 1);
	beat(&st, 1, 6, 0, 6);		/* both 6: they change hands */
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 1);
	beat(&st, 0, 2, 1, 6);		/* second 1 -> 0: Ann holds both */
	/* the token goes to the first die's holder, not to the thrower */
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 1);
	expect(&st, 0, 1, 1);

	/* three seats: opposite is i + 1 */
	start(&st, 3, "");
	beat(&st, 0, 2, 1, 6);		/* second 1 -> 0: Ann; second to 1 */
	assert_int_equal(score(&st, 0), 1);
	beat(&st, 0, 6, 1, 6);		/* swap: first 1, second 0 */
	beat(&st, 1, 6, 0, 6);		/* 1 -> 2, 0 -> 2: Cy; second to 0 */
	assert_int_equal(score(&st, 2), 1);
	beat(&st, 2, 6, 0, 5);		/* first 2 -> 0: Ann; second to 1 */
	assert_int_equal(score(&st, 0), 2);
	assert_int_equal(score(&st, 1), 0);
	assert_int_equal(score(&st, 2), 1);
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 1, 1);

	/* sixteen seats: the second starts at 8 */
	start(&st, 16, "tokens=1000000");
	beat(&st, 0, 6, 8, 6);
	expect(&st, 1, 1, 1);
	turn(&st, 1);
	ok(&st, "roll 3", "roll 3");
	expect(&st, 7, 1, 1);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 4, "tokens=1");
	/* nothing before a turn line */
	no(&st, "roll 3", 0, "no turn has begun");
	/* a line out of turn is the driver's to refuse (catch-up.t) */
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: the holder "
	    "of the first die throws it once");
	no(&st, "roll", 0, "write the 1 die thrown after roll");
	no(&st, "roll 34", 1, "a throw is 1 die, not 2: each holder throws "
	    "its own die");
	no(&st, "roll 3 4", 2, "a throw is 1 die, not 2: each holder throws "
	    "its own die");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 0x", 1, "'0x' is not dice: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll keep", 1, "'keep' is neither dice nor an action: the "
	    "only action is roll");
	no(&st, "pass", 0, "nothing is passed by hand: the referee passes a "
	    "die that shows 6, and the second die after a token");
	no(&st, "stop", 0, "'stop' is not a Catch-Up action: write roll and "
	    "the die thrown");
	ok(&st, "roll 5", "roll 5");
	no(&st, "roll 3", 0, "the turn is over: a turn is one throw, and this "
	    "one threw the first die, a 5");
	no(&st, "pass", 0, "the turn is over: a turn is one throw, and this "
	    "one threw the first die, a 5");
	/* the second die, at seat 2, is next */
	turn(&st, 2);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: the holder "
	    "of the second die throws it once");
	/* second 2 -> 1; the first is at 0: no meeting */
	ok(&st, "roll 6", "roll 6");
	no(&st, "roll 2", 0, "the turn is over: a turn is one throw, and this "
	    "one threw the second die, a 6");
	assert_int_equal(score(&st, 1), 0);
	assert_false(over(&st, NULL, NULL));
}

/*
 * The game of fixtures/catch-up/complete.rec, tokens=2: Ann 0, Bob 1,
 * Cy 2, Dee 3; opposite is i + 2; first at Ann, second at Cy.
 *  1  Ann 3, Cy 6: second to Bob.
 *  2  Ann 6, Bob 2: first to Bob; Bob token 1, second to Dee.
 *  3  Bob 5, Dee 6: second to Cy.
 *  4  Bob 6, Cy 6: first to Cy, second to Bob.
 *  5  Cy 6, Bob 6: first to Dee, second to Ann.
 *  6  Dee 6, Ann 4: first to Ann; Ann token 1, second to Cy.
 *  7  Ann 6, Cy 6: both to Bob; Bob token 2: Bob wins.
 */
static void
play_complete(struct state *st)
{
	start(st, 4, "tokens=2");
	beat(st, 0, 3, 2, 6);
	beat(st, 0, 6, 1, 2);
	beat(st, 1, 5, 3, 6);
	beat(st, 1, 6, 2, 6);
	beat(st, 2, 6, 1, 6);
	beat(st, 3, 6, 0, 4);
	beat(st, 0, 6, 2, 6);
}

static void
test_game(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	play_complete(&st);
	assert_int_equal(score(&st, 0), 1);
	assert_int_equal(score(&st, 1), 2);
	assert_int_equal(score(&st, 2), 0);
	assert_int_equal(score(&st, 3), 0);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);		/* Bob */
	assert_string_equal(why, "the first to 2 tokens wins");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 3", 0, "the game is over: the first to 2 tokens wins");
	no(&st, "pass", 0, "the game is over: the first to 2 tokens wins");

	/* tokens=1: the first token ends the game, mid-circle */
	start(&st, 2, "tokens=1");
	turn(&st, 0);
	ok(&st, "roll 6", "roll 6");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	ok(&st, "roll 3", "roll 3");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "the first to 1 token wins");

	/*
	 * The default 3, two players (fixtures/catch-up/two.yaml): Ann 0,
	 * Bob 1; left, right and opposite are the other one.
	 *  1  Ann 2, Bob 6: second to Ann; Ann 1, second to Bob
	 *  2  Ann 6, Bob 6: they change hands
	 *  3  Bob 1, Ann 5: nothing
	 *  4  Bob 6, Ann 3: first to Ann; Ann 2, second to Bob
	 *  5  Ann 6, Bob 4: first to Bob; Bob 1, second to Ann
	 *  6  Bob 3, Ann 6: second to Bob; Bob 2, second to Ann
	 *  7  Bob 6, Ann 2: first to Ann; Ann 3: Ann wins
	 */
	start(&st, 2, "");
	beat(&st, 0, 2, 1, 6);
	beat(&st, 0, 6, 1, 6);
	beat(&st, 1, 1, 0, 5);
	beat(&st, 1, 6, 0, 3);
	assert_int_equal(score(&st, 0), 2);
	beat(&st, 0, 6, 1, 4);
	beat(&st, 1, 3, 0, 6);
	assert_int_equal(score(&st, 1), 2);
	assert_false(over(&st, NULL, NULL));
	beat(&st, 1, 6, 0, 2);
	assert_int_equal(score(&st, 0), 3);
	assert_int_equal(score(&st, 1), 2);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);		/* Ann */
	assert_string_equal(why, "the first to 3 tokens wins");
}

static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy", "Dee" };
	struct render_info ri = { 0, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 3, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	/* three seats: the second die starts with seat 1, Bob */
	assert_string_equal(b.s,
	    "Catch-Up, start\n"
	    "First to 3 tokens; a 6 passes the first die left, the second "
	    "right.\n"
	    "Seat  Player  Holds   Tokens\n"
	    "   1  Ann     first        0\n"
	    "   2  Bob     second       0\n"
	    "   3  Cy                   0\n"
	    "Ann to throw the first die.\n");
	/* fixtures/catch-up/unfinished.rec: Ann 4, Bob 6: the second to
	 * Ann, who takes token 1 and sends it to 0 + 1 = Bob; then Ann 6 */
	beat(&st, 0, 4, 1, 6);
	turn(&st, 0);
	ok(&st, "roll 6", "roll 6");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Catch-Up, beat 2 in progress\n"
	    "First to 3 tokens; a 6 passes the first die left, the second "
	    "right.\n"
	    "Beat  First  Second  Then\n"
	    "   1  Ann 4  Bob 6   second to Ann; Ann takes token 1, second "
	    "to Bob\n"
	    "   2  Ann 6\n"
	    "Seat  Player  Holds   Tokens\n"
	    "   1  Ann     first        1\n"
	    "   2  Bob     second       0\n"
	    "   3  Cy                   0\n"
	    "Bob to throw the second die.\n");

	/* the complete game of test_game, with its names */
	ri.nplayers = 4;
	play_complete(&st);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Catch-Up, 7 beats played\n"
	    "First to 2 tokens; a 6 passes the first die left, the second "
	    "right.\n"
	    "Beat  First  Second  Then\n"
	    "   1  Ann 3  Cy 6    second to Bob\n"
	    "   2  Ann 6  Bob 2   first to Bob; Bob takes token 1, second to "
	    "Dee\n"
	    "   3  Bob 5  Dee 6   second to Cy\n"
	    "   4  Bob 6  Cy 6    first to Cy, second to Bob\n"
	    "   5  Cy 6   Bob 6   first to Dee, second to Ann\n"
	    "   6  Dee 6  Ann 4   first to Ann; Ann takes token 1, second to "
	    "Cy\n"
	    "   7  Ann 6  Cy 6    first to Bob, second to Bob; Bob takes "
	    "token 2, second to Dee\n"
	    "Seat  Player  Holds   Tokens\n"
	    "   1  Ann                  1\n"
	    "   2  Bob     first        2\n"
	    "   3  Cy                   0\n"
	    "   4  Dee     second       0\n"
	    "Finished: Bob wins with 2 tokens.\n");

	/* no names: P1, P2; one token to win, won in beat 1 */
	start(&st, 2, "tokens=1");
	beat(&st, 0, 6, 1, 1);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Catch-Up, 1 beat played\n"
	    "First to 1 token; a 6 passes the first die left, the second "
	    "right.\n"
	    "Beat  First  Second  Then\n"
	    "   1  P1 6   P2 1    first to P2; P2 takes token 1, second to "
	    "P1\n"
	    "Seat  Player  Holds   Tokens\n"
	    "   1  P1      second       0\n"
	    "   2  P2      first        1\n"
	    "Finished: P2 wins with 1 token.\n");
	buf_release(&b);
}

/* A long game: the sheet keeps the last 600 beats. */
static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	unsigned i;

	(void)state;
	start(&st, 2, "");
	for (i = 0; i < 700; i++)
		beat(&st, 0, 1, 1, 1);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	/* 700 - 600 = 100 beats dropped; the rows begin at 101 */
	assert_int_equal(strncmp(b.s,
	    "Catch-Up, after beat 700\n"
	    "First to 3 tokens; a 6 passes the first die left, the second "
	    "right.\n"
	    "Beats 1 to 100 are not shown.\n"
	    "Beat  First  Second  Then\n"
	    " 101  P1 1   P2 1\n"
	    " 102  P1 1   P2 1\n", strlen(
	    "Catch-Up, after beat 700\n"
	    "First to 3 tokens; a 6 passes the first die left, the second "
	    "right.\n"
	    "Beats 1 to 100 are not shown.\n"
	    "Beat  First  Second  Then\n"
	    " 101  P1 1   P2 1\n"
	    " 102  P1 1   P2 1\n")), 0);
	assert_non_null(strstr(b.s, " 700  P1 1   P2 1\n"
	    "Seat  Player  Holds   Tokens\n"
	    "   1  P1      first        0\n"
	    "   2  P2      second       0\n"
	    "P1 to throw the first die.\n"));
	/* a refusal after the history is full still names the last throw */
	no(&st, "roll 2", 0, "the turn is over: a turn is one throw, and this "
	    "one threw the second die, a 1");
	turn(&st, 0);
	ok(&st, "roll 4", "roll 4");
	no(&st, "roll 2", 0, "the turn is over: a turn is one throw, and this "
	    "one threw the first die, a 4");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* The game of play_complete, with a continued line and a ';'. */
#define COMPLETE \
	"[Game \"catch-up\"]\n" \
	"[Players \"Ann, Bob, Cy, Dee\"]\n" \
	"[Variant \"tokens=2\"]\n" \
	"\n" \
	"Ann: roll 3\n" \
	"Cy:\n" \
	"  roll 6\n" \
	"Ann: roll 6\n" \
	"Bob: roll 2\n" \
	"Bob: roll 5\n" \
	"Dee: roll 6\n" \
	"Bob: roll 6\n" \
	"Cy: roll 6\n" \
	"Cy: roll 6;\n" \
	"Bob: roll 6\n" \
	"Dee: roll 6\n" \
	"Ann: roll 4\n" \
	"Ann: roll 6\n" \
	"Cy: roll 6\n"

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
	assert_int_equal(r.rs.turns, 14);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 2);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 1);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 2);

	/* a line after the end: line 20, turn 15 */
	run_text(&r, COMPLETE "Bob: roll 1\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:20:1: error: turn 15 (Bob): the game is over: the first "
	    "to 2 tokens wins\n"
	    "Bob: roll 1\n"
	    "^~~\n");
	free(r.out);

	/* Bob holds no die: the game says so, and whose throw it is */
	run_text(&r, "[Game \"catch-up\"]\n[Players \"Ann, Bob, Cy, Dee\"]\n\n"
	    "Ann: roll 1\nBob: roll 2\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:5:1: error: turn 2 (Bob): Bob holds no die: Cy throws "
	    "the second die next\n"
	    "Bob: roll 2\n"
	    "^~~\n");
	free(r.out);

	/* one player is no circle */
	run_text(&r, "[Game \"catch-up\"]\n[Players \"Ann\"]\n\nAnn: roll 1\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:2:11: error: Catch-Up is for 2 to 16 players, not 1\n"
	    "[Players \"Ann\"]\n"
	    "          ^\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_passes),
		cmocka_unit_test(test_meetings),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
