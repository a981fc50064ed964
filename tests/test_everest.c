/*
 * test_everest: the rules of Everest, each accepted once and refused
 * once, through the session interface; then whole records through the
 * reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/everest.c: three
 * dice; each player's sheet has two rows of 1 to 12, each number crossed
 * off at most twice (row 1 first, then row 2), 24 in all; a turn is one
 * throw, then one cross naming none to three numbers, each made from its
 * own group of the dice (one die, two summed, all three summed; no die
 * shared) and each still open; a throw after which nothing it makes is
 * open ends the turn; the first player to cross off all 24 wins at once;
 * a player's score is the numbers it has crossed off.
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

extern const struct game game_everest;

#define G	(&game_everest)
#define SO	(game_everest.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("everest"), G);
	assert_ptr_equal(game_find("matterhorn"), G);
	assert_null(game_find("k2"));
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Everest");
	assert_null(G->parse);
	assert_true(G->state_size <= GAME_STATE_MAX);
	/* numbers crossed off: the most ranks first */
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_null(SO->category);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "cross", 5));
	assert_false(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "stop", 4));
	assert_false(session_starts_action(G, "crossed", 7));
	assert_false(session_starts_action(G, "5", 1));
	/* no options at all */
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(game_opt_index(G, "rounds"), -1);
	assert_int_equal(variant_parse(G, "rounds=3", &v, &e), -1);
	assert_string_equal(e.msg, "Everest has no option 'rounds'");
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 17, &v, &e), -1);
	assert_string_equal(e.msg, "Everest is for 1 to 16 players, not 17");
	assert_int_equal(SO->init(st.u.b, 0, &v, &e), -1);
	assert_string_equal(e.msg, "Everest is for 1 to 16 players, not 0");
	assert_int_equal(SO->init(st.u.b, 16, &v, &e), 0);
}

/*
 * The rule page's example, 2 3 5, in each of its five readings, each in
 * a fresh game: (A) 2 3 5, (B) 5 5 = 2+3 and 5, (C) 2 8 = 2 and 3+5,
 * (D) 3 7 = 3 and 2+5, (E) 10 = 2+3+5; and fewer numbers than possible.
 */
static void
test_groups(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	expect(&st, 0, 3, 1);
	turn(&st, 0);
	expect(&st, 0, 3, 0);
	ok(&st, "roll 235", "roll 235");
	/* the numbers are due: no throw */
	expect(&st, 0, 0, 0);
	ok(&st, "cross 2 3 5", "cross 2 3 5");
	assert_int_equal(score(&st, 0), 3);
	expect(&st, 0, 3, 1);

	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 235; cross 5 5");
	assert_int_equal(score(&st, 0), 2);

	start(&st, 1, "");
	turn(&st, 0);
	/* any order, written apart or with commas; canonical ascending */
	ok(&st, "roll 2 3 5", "roll 235");
	ok(&st, "cross 8,2", "cross 2 8");
	assert_int_equal(score(&st, 0), 2);

	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 5,3,2", "roll 532");
	ok(&st, "cross 7 3", "cross 3 7");
	assert_int_equal(score(&st, 0), 2);

	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 235; cross 10");
	assert_int_equal(score(&st, 0), 1);

	/* fewer than possible: one number of three, or none at all */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 235; cross 3");
	assert_int_equal(score(&st, 0), 1);
	turn(&st, 1);
	oks(&st, "roll 235; cross");
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 0, 3, 1);

	/* three dice summed as the group of a number up to 12 */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 444; cross 12");
	turn(&st, 0);
	/* 6+6 = 12 again, its second row; 1 + 12 = 13 is not asked */
	oks(&st, "roll 616; cross 1 12");
	assert_int_equal(score(&st, 0), 1 + 2);	/* 3 */
}

/* Row 1 first, then row 2, as the sheet shows; each number twice. */
static void
test_rows(void **state)
{
	static const char *const names[] = { "Ann" };
	struct render_info ri = { 0, NULL, names, 1 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 235; cross 5");
	turn(&st, 0);
	oks(&st, "roll 235; cross 8");
	turn(&st, 0);
	/* the second 5 goes in row 2, drawn 12 to 1: 8th from the left */
	oks(&st, "roll 156; cross 1 5 6");
	assert_int_equal(score(&st, 0), 5);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Everest, after turn 3\n"
	    "3 dice; two rows of 1 to 12, 24 numbers to cross off.\n"
	    "-- marks a number crossed off.\n"
	    "Ann  --  2  3  4 -- --  7 --  9 10 11 12  5 of 24\n"
	    "     12 11 10  9  8  7  6 --  4  3  2  1\n"
	    "Turn 3: Ann threw 1 5 6 and crossed off 1, 5 and 6.\n"
	    "Ann to play.\n");
	buf_release(&b);
}

/* Nothing the throw makes is open: the throw ends the turn. */
static void
test_nothing_open(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	turn(&st, 0);
	/* 5 and 10 twice each */
	oks(&st, "roll 555; cross 5 10");
	turn(&st, 1);
	oks(&st, "roll 111; cross 1 2");
	turn(&st, 0);
	oks(&st, "roll 555; cross 5 10");
	turn(&st, 1);
	oks(&st, "roll 111; cross 1 2");
	assert_int_equal(score(&st, 0), 4);
	turn(&st, 0);
	/* 5 and 10 closed, 15 off the sheet: over with the throw */
	ok(&st, "roll 555", "roll 555");
	expect(&st, 1, 3, 1);
	no(&st, "cross", 0, "the turn is over: nothing 5 5 5 makes is open");
	no(&st, "roll 123", 0, "the turn is over: nothing 5 5 5 makes is "
	    "open");
	assert_int_equal(score(&st, 0), 4);
	/* Bob's 1 and 2 closed, but 1+1+1 = 3 is open: he crosses it off */
	turn(&st, 1);
	ok(&st, "roll 111", "roll 111");
	expect(&st, 1, 0, 0);
	no(&st, "cross 1", 1, "1 is already crossed off twice");
	no(&st, "cross 2", 1, "2 is already crossed off twice");
	oks(&st, "cross 3");
	assert_int_equal(score(&st, 1), 5);
	/* an 18 never counts: 6 6 6 with 6 and 12 closed ends the turn */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 666; cross 6 12");
	turn(&st, 0);
	oks(&st, "roll 666; cross 6 12");
	turn(&st, 0);
	oks(&st, "roll 666");
	expect(&st, 0, 3, 1);
	assert_int_equal(score(&st, 0), 4);
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	/* a line out of turn is the driver's to refuse (everest.t) */
	no(&st, "roll 235", 0, "no turn has begun");
	no(&st, "cross 5", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: a turn is "
	    "one throw of 3 dice");
	no(&st, "cross 5", 0, "nothing to cross off: throw first");
	no(&st, "cross", 0, "nothing to cross off: throw first");
	no(&st, "roll", 0, "write the 3 dice thrown after roll");
	no(&st, "roll 23", 1, "a throw is 3 dice, not 2");
	no(&st, "roll 2 3", 2, "a throw is 3 dice, not 2");
	no(&st, "roll 2355", 1, "a throw is 3 dice, not 4");
	no(&st, "roll 23 55", 2, "a throw is 3 dice, not 4");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "roll 230", 1, "'230' is not dice: dice are written as digits "
	    "1 to 6");
	no(&st, "roll 235 hold", 2, "'hold' is neither dice nor an action: "
	    "the actions are roll and cross");
	no(&st, "keep 5", 0, "'keep' is not an Everest action: write roll or "
	    "cross");
	no(&st, "stop", 0, "'stop' is not an Everest action: write roll or "
	    "cross");
	ok(&st, "roll 235", "roll 235");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: it ends with "
	    "cross, the numbers made from 2 3 5 (none: cross alone)");
	no(&st, "roll 146", 0, "a turn is one throw: cross off numbers made "
	    "from 2 3 5");
	/* not on the sheet: 0, 13 to 18, and any huge number */
	no(&st, "cross 0", 1, "0 is not on the sheet: its rows hold 1 to 12");
	no(&st, "cross 5 13", 2, "13 is not on the sheet: its rows hold 1 to "
	    "12");
	no(&st, "cross 99999999999999999999999", 1, "99999999999999999999999 "
	    "is not on the sheet: its rows hold 1 to 12");
	no(&st, "cross 1 +2", 2, "'+2' is not a number: write the numbers "
	    "crossed off, 1 to 12");
	no(&st, "cross 5a", 1, "'5a' is not a number: write the numbers "
	    "crossed off, 1 to 12");
	no(&st, "cross 5 five", 2, "'five' is neither a number nor an action: "
	    "the actions are roll and cross");
	no(&st, "cross 2 3 5 5", 4, "3 dice make at most 3 numbers");
	/* each number alone from one group of 2 3 5: 2 3 5 5 7 8 10 */
	no(&st, "cross 1", 1, "1 cannot be made from 2 3 5: a number is one "
	    "die or the sum of two or three");
	no(&st, "cross 2 9", 2, "9 cannot be made from 2 3 5: a number is one "
	    "die or the sum of two or three");
	no(&st, "cross 4", 1, "4 cannot be made from 2 3 5: a number is one "
	    "die or the sum of two or three");
	/* no die in two groups: 8 is only 3+5, 10 needs them all */
	no(&st, "cross 8 5", 2, "8 and 5 cannot both be made from 2 3 5: each "
	    "die counts once");
	no(&st, "cross 2 10", 2, "2 and 10 cannot both be made from 2 3 5: "
	    "each die counts once");
	no(&st, "cross 7 8", 2, "7 and 8 cannot both be made from 2 3 5: each "
	    "die counts once");
	/* 5 5 (5 and 2+3) and 5 3 (5 and 3) are each possible; 5 5 3
	 * would need the 3 twice */
	no(&st, "cross 5 5 3", 3, "5, 5 and 3 cannot all be made from 2 3 5: "
	    "each die counts once");
	/* a number three times */
	no(&st, "cross 5 5 5", 3, "5 can be crossed off only twice, once in "
	    "each row");
	oks(&st, "cross 5");
	no(&st, "cross 3", 0, "the turn is over: a turn is one throw and one "
	    "cross");
	no(&st, "roll 235", 0, "the turn is over: a turn is one throw and one "
	    "cross");
	turn(&st, 1);
	/* 1 2 3: 3 3 and 3 1 are each possible, 3 3 1 needs four dice */
	ok(&st, "roll 123", "roll 123");
	no(&st, "cross 3 3 1", 3, "3, 3 and 1 cannot all be made from 1 2 3: "
	    "each die counts once");
	oks(&st, "cross 1 2 3");
	turn(&st, 0);
	/* Ann's 5 is open in row 2 only */
	ok(&st, "roll 355", "roll 355");
	no(&st, "cross 5 5", 2, "5 is already crossed off once: only one 5 is "
	    "left to cross off");
	oks(&st, "cross 5 8");
	turn(&st, 1);
	ok(&st, "roll 145", "roll 145");
	/* Ann's 5s are both crossed off; Bob's are open */
	oks(&st, "cross 5 5");
	turn(&st, 0);
	ok(&st, "roll 455", "roll 455");
	no(&st, "cross 5", 1, "5 is already crossed off twice");
	/* the refusals changed nothing: Ann 5, 5 8 = 3; Bob 1 2 3, 5 5 */
	assert_int_equal(score(&st, 0), 3);
	assert_int_equal(score(&st, 1), 5);
}

/* A number joined to another by ',' inside one word, as YAML keeps it. */
static void
test_comma_word(void **state)
{
	struct state st;
	struct word w[3];
	struct game_err e;
	char canon[MOVE_TEXT_MAX];

	(void)state;
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 146");
	w[0].s = "cross";
	w[0].len = 5;
	w[1].s = "6,4,,1";
	w[1].len = 6;
	assert_int_equal(session_action(G, st.u.b, w, 2, canon, &e), 0);
	assert_string_equal(canon, "cross 1 4 6");
	turn(&st, 0);
	oks(&st, "roll 146");
	w[1].s = "6,14";
	w[1].len = 4;
	assert_int_equal(session_action(G, st.u.b, w, 2, canon, &e), -1);
	assert_string_equal(e.msg, "14 is not on the sheet: its rows hold 1 to "
	    "12");
	assert_int_equal(e.word, 1);
	/* a fourth number in a later word */
	w[1].s = "1,4";
	w[1].len = 3;
	w[2].s = "6,1";
	w[2].len = 3;
	assert_int_equal(session_action(G, st.u.b, w, 3, canon, &e), -1);
	assert_string_equal(e.msg, "3 dice make at most 3 numbers");
	assert_int_equal(e.word, 2);
	assert_int_equal(score(&st, 0), 3);
}

/*
 * The game of fixtures/everest/complete.rec (the README has the
 * working): Ann crosses off two numbers a turn, Bob
 * 2 2 2 1 2 1 0 0 3 2 1 = 16; Ann's 24th number ends the game in
 * turn 23.
 */
static void
play_complete(struct state *st)
{
	static const char *const ann[] = {
		"roll 611; cross 1 7", "roll 622; cross 2 8",
		"roll 633; cross 3 9", "roll 644; cross 4 10",
		"roll 655; cross 5 11", "roll 666; cross 6 12",
		"roll 341; cross 1 7", "roll 532; cross 2 8",
		"roll 453; cross 3 9", "roll 554; cross 4 10",
		"roll 565; cross 5 11", "roll 666; cross 6 12"
	};
	static const char *const bob[] = {
		"roll 235; cross 5 5", "roll 235; cross 2 8",
		"roll 235; cross 3 7", "roll 235; cross 10",
		"roll 235; cross 2 3", "roll 555; cross 10", "roll 555",
		"roll 146; cross", "roll 146; cross 1 4 6",
		"roll 666; cross 6 12", "roll 112; cross 4"
	};
	/* Bob's running count after each of his turns */
	static const long bobs[] = { 2, 4, 6, 7, 9, 10, 10, 10, 13, 15, 16 };
	int i;

	start(st, 2, "");
	for (i = 0; i < 12; i++) {
		turn(st, 0);
		oks(st, ann[i]);
		assert_int_equal(score(st, 0), 2 * (i + 1));
		if (i == 11)
			break;
		assert_false(over(st, NULL, NULL));
		turn(st, 1);
		oks(st, bob[i]);
		assert_int_equal(score(st, 1), bobs[i]);
	}
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
	assert_int_equal(score(&st, 0), 24);
	assert_int_equal(score(&st, 1), 16);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);		/* Ann */
	assert_string_equal(why, "all 24 numbers of a sheet are crossed off");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	no(&st, "roll 123", 0, "the game is over: all 24 numbers of a sheet "
	    "are crossed off");
	no(&st, "cross 1", 0, "the game is over: all 24 numbers of a sheet "
	    "are crossed off");
	/* out of range seats score nothing */
	assert_int_equal(score(&st, 2), 0);
}

/*
 * The first full sheet wins at once: three players, Bob fills his in
 * round 12 and Cy, one crossing short, never plays that round.  No tie
 * can come, as the game ends with the first.
 */
static void
test_first_wins(void **state)
{
	static const char *const fill[] = {
		"roll 611; cross 1 7", "roll 622; cross 2 8",
		"roll 633; cross 3 9", "roll 644; cross 4 10",
		"roll 655; cross 5 11", "roll 666; cross 6 12"
	};
	struct state st;
	unsigned long w;
	int r;

	(void)state;
	start(&st, 3, "");
	for (r = 0; r < 12; r++) {
		turn(&st, 0);
		oks(&st, "roll 235; cross");	/* Ann crosses nothing */
		turn(&st, 1);
		oks(&st, fill[r % 6]);
		if (r == 11)
			break;
		turn(&st, 2);
		oks(&st, fill[r % 6]);
	}
	/* Bob 2 a round for 12 rounds, Cy 2 a round for 11 */
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 24);
	assert_int_equal(score(&st, 2), 22);
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);		/* Bob alone */
	expect(&st, -1, 0, 0);
}

/* A solo game ends with its own 24th number; sixteen players play on. */
static void
test_solo_and_sixteen(void **state)
{
	static const char *const fill[] = {
		"roll 611; cross 1 7", "roll 622; cross 2 8",
		"roll 633; cross 3 9", "roll 644; cross 4 10",
		"roll 655; cross 5 11", "roll 666; cross 6 12"
	};
	struct state st;
	unsigned long w;
	int r;
	unsigned s;

	(void)state;
	start(&st, 1, "");
	for (r = 0; r < 12; r++) {
		assert_false(over(&st, NULL, NULL));
		turn(&st, 0);
		oks(&st, fill[r % 6]);
	}
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);
	assert_int_equal(score(&st, 0), 24);

	/* sixteen seats: seat 15 (the 16th) wins, bit 15 */
	start(&st, 16, "");
	for (r = 0; r < 12; r++)
		for (s = 0; s < 16; s++) {
			turn(&st, s);
			if (s == 15)
				oks(&st, fill[r % 6]);
			else
				oks(&st, "roll 235; cross");
		}
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1ul << 15);
	assert_int_equal(score(&st, 15), 24);
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
	start(&st, 2, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Everest, start\n"
	    "3 dice; two rows of 1 to 12, 24 numbers to cross off.\n"
	    "-- marks a number crossed off.\n"
	    "Ann   1  2  3  4  5  6  7  8  9 10 11 12  0 of 24\n"
	    "     12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "Bob   1  2  3  4  5  6  7  8  9 10 11 12  0 of 24\n"
	    "     12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "Ann to play.\n");
	turn(&st, 0);
	oks(&st, "roll 611; cross 1 7");
	turn(&st, 1);
	oks(&st, "roll 235");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Everest, turn 2 in progress\n"
	    "3 dice; two rows of 1 to 12, 24 numbers to cross off.\n"
	    "-- marks a number crossed off.\n"
	    "Ann  --  2  3  4  5  6 --  8  9 10 11 12  2 of 24\n"
	    "     12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "Bob   1  2  3  4  5  6  7  8  9 10 11 12  0 of 24\n"
	    "     12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "Turn 1: Ann threw 6 1 1 and crossed off 1 and 7.\n"
	    "Bob threw 2 3 5: numbers to cross off.\n");
	oks(&st, "cross");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Everest, after turn 2\n"
	    "3 dice; two rows of 1 to 12, 24 numbers to cross off.\n"
	    "-- marks a number crossed off.\n"
	    "Ann  --  2  3  4  5  6 --  8  9 10 11 12  2 of 24\n"
	    "     12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "Bob   1  2  3  4  5  6  7  8  9 10 11 12  0 of 24\n"
	    "     12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "Turn 2: Bob threw 2 3 5 and crossed off nothing.\n"
	    "Ann to play.\n");

	/* the complete game; Bob's row 1 misses 9 and 11, his row 2 has
	 * 10 6 5 4 3 2 crossed twice */
	play_complete(&st);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Everest, after turn 23\n"
	    "3 dice; two rows of 1 to 12, 24 numbers to cross off.\n"
	    "-- marks a number crossed off.\n"
	    "Ann  -- -- -- -- -- -- -- -- -- -- -- --  24 of 24\n"
	    "     -- -- -- -- -- -- -- -- -- -- -- --\n"
	    "Bob  -- -- -- -- -- -- -- --  9 -- 11 --  16 of 24\n"
	    "     12 11 --  9  8  7 -- -- -- -- --  1\n"
	    "Turn 23: Ann threw 6 6 6 and crossed off 6 and 12.\n"
	    "Ann has crossed off all 24 numbers.\n"
	    "Finished: Ann wins with 24.\n");

	/* no names: P1, P2; a name column as wide as the longest */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 555");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Everest, turn 1 in progress\n"
	    "3 dice; two rows of 1 to 12, 24 numbers to cross off.\n"
	    "-- marks a number crossed off.\n"
	    "P1   1  2  3  4  5  6  7  8  9 10 11 12  0 of 24\n"
	    "    12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "P2   1  2  3  4  5  6  7  8  9 10 11 12  0 of 24\n"
	    "    12 11 10  9  8  7  6  5  4  3  2  1\n"
	    "P1 threw 5 5 5: numbers to cross off.\n");
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* The game of play_complete, with separators and a continued line. */
#define COMPLETE \
	"[Game \"everest\"]\n" \
	"[Players \"Ann, Bob\"]\n" \
	"\n" \
	"Ann: roll 611 cross 7 1\n" \
	"Bob: roll 235 cross 5 5\n" \
	"Ann: roll 6 2 2 cross 2 8\n" \
	"Bob: roll 235 cross 8,2\n" \
	"Ann: roll 633; cross 3 9\n" \
	"Bob: roll 235 cross 3 7\n" \
	"Ann: roll 644 cross 4 10\n" \
	"Bob: roll 235 cross 10\n" \
	"Ann: roll 655 cross 5 11\n" \
	"Bob: roll 235\n" \
	"  cross 2 3\n" \
	"Ann: roll 666 cross 6 12\n" \
	"Bob: roll 555 cross 10\n" \
	"Ann: roll 341 cross 1 7\n" \
	"Bob: roll 555\n" \
	"Ann: roll 532 cross 8 2\n" \
	"Bob: roll 146 cross\n" \
	"Ann: roll 453 cross 3 9\n" \
	"Bob: roll 146 cross 6 4 1\n" \
	"Ann: roll 554 cross 10 4\n" \
	"Bob: roll 666 cross 12 6\n" \
	"Ann: roll 565 cross 11 5\n" \
	"Bob: roll 112 cross 4\n" \
	"Ann: roll 666 cross 6 12\n"

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
	assert_int_equal(r.rs.turns, 23);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_int_equal(G->session->score(r.rs.st.b, 0), 24);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 16);

	/* a turn line after the end: line 28, turn 24 */
	run_text(&r, COMPLETE "Bob: roll 123 cross 1 2 3\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:28:1: error: turn 24 (Bob): the game is over: all 24 "
	    "numbers of a sheet are crossed off\n"
	    "Bob: roll 123 cross 1 2 3\n"
	    "^~~\n");
	free(r.out);

	/* the alias; a line of Bob's goes on with his throw */
	run_text(&r, "[Game \"matterhorn\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 611 cross 1 7\nBob: roll 235\nBob: cross 2 8\n"
	    "Ann: roll 111\n");
	assert_int_equal(r.rv, 0);
	free(r.out);
	assert_false(r.rs.finished);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 2);

	/* a cross refused in a record: 2 3 5 makes no 9 */
	run_text(&r, "[Game \"everest\"]\n[Players \"Ann\"]\n\n"
	    "Ann: roll 235 cross 9 1\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:21: error: turn 1 (Ann): 'cross 9 1': 9 cannot be made "
	    "from 2 3 5: a number is one die or the sum of two or three\n"
	    "Ann: roll 235 cross 9 1\n"
	    "                    ^\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_groups),
		cmocka_unit_test(test_rows),
		cmocka_unit_test(test_nothing_open),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_comma_word),
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_first_wins),
		cmocka_unit_test(test_solo_and_sixteen),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
