/*
 * test_hanga_tanga: the rules of Hanga-Tanga, each accepted once and
 * refused once, through the session interface.
 *
 * Every score, message and expectation here was worked out by hand from
 * notation/hanga-tanga.md (the actions, the rulings, the refusals), not
 * taken from the program.  Seat 0 is White, seat 1 Black.  A square is
 * (file, rank); the board wraps on both axes, so h3-a3, c8-c1 and h8-a1
 * are neighbours.  Points: a group or a series of 3, 4, 5 dice scores
 * 10, 20, 30 plus the sum of its dice, a combo (5 dice) 15 plus the sum,
 * unless the Variant tag says otherwise.
 *
 * Most games open with White 5 6 against Black 1 2 (11 beats 3: White
 * moves first, its hand 5 6, Black's 1 2).  A die placed is, unless said
 * otherwise, the die just thrown, so the hands stay as the roll-off left
 * them and the must-place rule never bites by accident.  White builds on
 * ranks 1 to 3 (and 7, 8 where said); Black waits on e5 f5 g5 (see
 * black_wait), two ranks away, so no block or capture happens unless a
 * test means it.
 *
 * The driver calls end_turn before every turn line but the first: the
 * harness's turn() does both, begin() only begins a line.
 *
 * Readings where the notation leaves room: scored dice stay on the board
 * until the turn's scores are done (a second line through the placed die
 * still finds it); a game ended by a last die placed without a score is
 * looked at after end_turn, where the driver's next line would be; a
 * message the notation does not spell out (a block named from the other
 * end, a refill of 0 dice, a square that is none) is checked only for
 * the word it points at.
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

extern const struct game game_hanga_tanga;

#define G	(&game_hanga_tanga)
#define SO	(game_hanga_tanga.session)

#include "session-harness.h"

/* begin_turn alone: the first turn line of a game (the driver calls no
 * end_turn before it), or a line whose end_turn the test has called. */
static void
begin(struct state *st, unsigned seat)
{
	struct game_err e;

	memset(&e, 0, sizeof(e));
	if (SO->begin_turn(st->u.b, seat, &e) != 0)
		fail_msg("begin_turn %u: %s", seat, e.msg);
}

/* begin_turn refused with msg, the state untouched. */
static void
out_of_turn(struct state *st, unsigned seat, const char *msg)
{
	struct game_err e;
	struct state before;

	memcpy(&before, st, sizeof(before));
	memset(&e, 0, sizeof(e));
	assert_int_equal(SO->begin_turn(st->u.b, seat, &e), -1);
	assert_string_equal(e.msg, msg);
	assert_memory_equal(before.u.b, st->u.b, G->state_size);
}

/* end_turn refused with msg (the turn before is unfinished). */
static void
unfinished(struct state *st, const char *msg)
{
	struct game_err e;
	struct state before;

	memcpy(&before, st, sizeof(before));
	memset(&e, 0, sizeof(e));
	assert_int_equal(SO->end_turn(st->u.b, &e), -1);
	assert_string_equal(e.msg, msg);
	assert_memory_equal(before.u.b, st->u.b, G->state_size);
}

/* The diagram's last line, which says what is due, is want. */
static void
status(const struct state *st, const char *want)
{
	struct buf b = BUF_INIT;
	char *last;

	assert_int_equal(G->render(st->u.b, NULL, &b), 0);
	assert_true(b.len > 0 && b.s[b.len - 1] == '\n');
	b.s[b.len - 1] = '\0';
	last = strrchr(b.s, '\n');
	assert_string_equal(last != NULL ? last + 1 : b.s, want);
	buf_release(&b);
}

/* White 5 6 (11) against Black 1 2 (3): White moves first. */
static void
opening(struct state *st, const char *variant)
{
	start(st, 2, variant);
	begin(st, 0);
	ok(st, "roll 56", "roll 56");
	turn(st, 1);
	ok(st, "roll 12", "roll 12");
	expect(st, 0, 1, 1);
}

/* A turn of seat: a die v from the reserve, placed on sq. */
static void
put(struct state *st, unsigned seat, int v, const char *sq)
{
	char r[32], p[32];

	snprintf(r, sizeof(r), "roll %d", v);
	snprintf(p, sizeof(p), "place %d %s", v, sq);
	turn(st, seat);
	ok(st, r, r);
	ok(st, p, p);
}

/*
 * Black's turn while White builds, step *k: three 1s on e5 f5 g5 (Black's
 * hand 1 2 and a thrown 1: the 1 must be placed, and is), then the group
 * e5-g5 scored at the start of the fourth turn, 10 + 3 = 13, and round
 * again.  Black's reserve never empties (12, 11, 10, 9, then 12).  After
 * steps 0..n-1 Black has 13 * (n / 4) points.
 */
static void
black_wait(struct state *st, int *k)
{
	static const char *const sq[] = { "e5", "f5", "g5" };

	if (*k % 4 == 3) {
		turn(st, 1);
		ok(st, "score e5-g5", "score e5-g5");
	} else
		put(st, 1, 1, sq[*k % 4]);
	(*k)++;
}

/* The next "4a1" of a list: the value and the square. */
static const char *
token(const char *p, int *v, char sq[8])
{
	size_t n;

	while (*p == ' ')
		p++;
	if (*p == '\0')
		return NULL;
	*v = p[0] - '0';
	n = strcspn(p + 1, " ");
	snprintf(sq, 8, "%.*s", (int)n, p + 1);
	return p + 1 + n;
}

/* White's dice "4a1 5b1 ...", one a turn, Black waiting after each. */
static void
build(struct state *st, const char *list, int *k)
{
	const char *p = list;
	char sq[8];
	int v;

	while ((p = token(p, &v, sq)) != NULL) {
		put(st, 0, v, sq);
		black_wait(st, k);
	}
}

/* White's and Black's dice in turn, each list "4a1 ...". */
static void
build_pair(struct state *st, const char *white, const char *black)
{
	const char *p = white, *q = black;
	char sq[8];
	int v;

	while ((p = token(p, &v, sq)) != NULL) {
		put(st, 0, v, sq);
		q = token(q, &v, sq);
		assert_non_null(q);
		put(st, 1, v, sq);
	}
}

/* White scores line at the start of its turn, reaching total; its hand
 * keeps 2 dice, so the turn is over and Black's is next. */
static void
score_start(struct state *st, const char *line, long total, int *k)
{
	char a[32];

	snprintf(a, sizeof(a), "score %s", line);
	turn(st, 0);
	ok(st, a, a);
	assert_int_equal(score(st, 0), total);
	expect(st, 1, 1, 1);
	black_wait(st, k);
}

/*
 * White's twelve reserve dice, Black waiting between (steps 0..11, three
 * groups: 39 points by default).  Then White's reserve is empty and its
 * hand still 5 6.  a1 b1 hold 1 2 (a 3 on c1 makes the series a1-c1),
 * a3 b3 hold 4 4 (a 4 on c3 makes a group), e1 f1 g1 the group 6 6 6.
 */
#define TWELVE	"1a1 2b1 6e1 6f1 6g1 4a3 4b3 5e3 5g3 3d2 3f2 3h2"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;
	struct state st;

	(void)state;
	assert_ptr_equal(game_find("hanga-tanga"), G);
	assert_ptr_equal(game_find("hangatanga"), G);
	assert_string_equal(G->id, "hanga-tanga");
	assert_string_equal(G->name, "Hanga-Tanga");
	assert_int_equal(G->kind, GAME_SESSION);
	assert_null(G->parse);
	assert_non_null(SO);
	assert_int_equal(SO->min_players, 2);
	assert_int_equal(SO->max_players, 2);
	assert_int_equal(SO->order, 1);
	assert_true(SO->starts_action("roll", 4));
	assert_true(SO->starts_action("place", 5));
	assert_true(SO->starts_action("score", 5));
	assert_true(SO->starts_action("reroll", 6));
	assert_false(SO->starts_action("jump", 4));
	assert_false(SO->starts_action("4", 1));
	assert_false(SO->starts_action("a1", 2));

	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(variant_parse(G, "group=10,20,30 series=1,2,3 "
	    "combo=0 target=1", &v, &e), 0);
	assert_int_equal(variant_parse(G, "group=0,0,0 series=10000,10000,"
	    "10000 combo=10000 target=100000", &v, &e), 0);
	assert_int_equal(SO->init(st.u.b, 2, &v, &e), 0);
	assert_int_equal(variant_parse(G, "bonus=1", &v, &e), -1);
	assert_string_equal(e.msg, "Hanga-Tanga has no option 'bonus'");
	assert_int_equal(variant_parse(G, "target=5 target=6", &v, &e), -1);
	assert_string_equal(e.msg, "option 'target' is given twice");
	assert_int_equal(variant_parse(G, "target=0", &v, &e), -1);
	assert_int_equal(variant_parse(G, "target=100001", &v, &e), -1);
	assert_int_equal(variant_parse(G, "combo=10001", &v, &e), -1);
	assert_int_equal(variant_parse(G, "group=10001,0,0", &v, &e), -1);
	assert_int_equal(variant_parse(G, "group=10,20", &v, &e), -1);
	assert_int_equal(variant_parse(G, "series=1,2,3,4", &v, &e), -1);
	assert_int_equal(variant_parse(G, "group=1,2,3 group=1,2,3", &v, &e),
	    -1);
}

/*
 * The record of notation/hanga-tanga.md, with what the game expects at
 * every step.  White 3+5 = 8 beats Black 1+6 = 7.  Black throws a 6 with
 * a 6 in hand: a 6 must go down.  a1 a2 a3 show 4 5 6: a series of 3,
 * 10 + 15 = 25; the hand still holds 3 5, so nothing is refilled.
 */
static void
test_example(void **state)
{
	struct state st;

	(void)state;
	start(&st, 2, "");
	expect(&st, 0, 2, 1);
	begin(&st, 0);
	ok(&st, "roll 3 5", "roll 35");
	expect(&st, 1, 2, 1);
	turn(&st, 1);
	ok(&st, "roll 1,6", "roll 16");
	expect(&st, 0, 1, 1);

	turn(&st, 0);
	expect(&st, 0, 1, 0);
	ok(&st, "roll 4", "roll 4");
	expect(&st, 0, 0, 0);
	ok(&st, "place 4 a1", "place 4 a1");
	expect(&st, 1, 1, 1);

	turn(&st, 1);
	expect(&st, 1, 1, 0);
	ok(&st, "roll 6", "roll 6");
	no(&st, "place 1 h8", 1, "rolled a 6 and the hand holds a 6: a 6 "
	    "must be placed");
	ok(&st, "place 6 h8", "place 6 h8");
	expect(&st, 0, 1, 1);

	turn(&st, 0);
	oks(&st, "roll 5; place 5 a2");
	turn(&st, 1);
	/* 2 matches nothing in 1 6: the 1 may go down */
	oks(&st, "roll 2; place 1 h7");
	turn(&st, 0);
	oks(&st, "roll 6; place 6 a3");
	expect(&st, 1, 1, 1);
	ok(&st, "score a1-a3", "score a1-a3");
	assert_int_equal(score(&st, 0), 25);
	assert_int_equal(score(&st, 1), 0);
	expect(&st, 1, 1, 1);
	assert_false(over(&st, NULL, NULL));
	no(&st, "roll 3", 0, "nothing to refill: the hand is refilled only "
	    "after scoring, up to 2 dice");

	/* a1 a2 a3 are empty again: Black (hand 6 2, a 2 thrown: the 2
	 * must go down) takes a2, White a1 */
	turn(&st, 1);
	oks(&st, "roll 2; place 2 a2");
	turn(&st, 0);
	oks(&st, "roll 4; place 4 a1");
	expect(&st, 1, 1, 1);
}

/* Equal totals throw again, White first; the new dice replace the hands. */
static void
test_rolloff_tie(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	out_of_turn(&st, 1, "it is White's turn, not Black's");
	begin(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	no(&st, "place 4 a1", 0, "the game opens with the roll-off: each "
	    "player throws 2 dice with roll");
	no(&st, "score a1-a3", 0, "the game opens with the roll-off: each "
	    "player throws 2 dice with roll");
	no(&st, "reroll 3", 0, "the game opens with the roll-off: each "
	    "player throws 2 dice with roll");
	no(&st, "roll 4", 1, "the roll-off is a throw of 2 dice, not 1");
	no(&st, "roll", 0, "write the dice thrown after roll");
	no(&st, "jump", 0, "'jump' is not a Hanga-Tanga action: write roll, "
	    "place, score or reroll");
	no(&st, "plase a1", 0, "'plase' is not a Hanga-Tanga action: write "
	    "roll, place, score or reroll: did you mean 'place'?");
	/* the line has begun: the throw is due on it */
	expect(&st, 0, 2, 0);
	ok(&st, "roll 34", "roll 34");
	expect(&st, 1, 2, 1);
	status(&st, "Black to throw the roll-off (2 dice).");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	out_of_turn(&st, 0, "it is Black's turn, not White's");
	begin(&st, 1);
	no(&st, "place 1 a5", 0, "the game opens with the roll-off: each "
	    "player throws 2 dice with roll");
	ok(&st, "roll 16", "roll 16");
	/* 3 + 4 = 7 = 1 + 6: again, White first */
	expect(&st, 0, 2, 1);
	status(&st, "White to throw the roll-off (2 dice).");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	out_of_turn(&st, 1, "it is White's turn, not Black's");
	begin(&st, 0);
	ok(&st, "roll 45", "roll 45");
	expect(&st, 1, 2, 1);
	turn(&st, 1);
	ok(&st, "roll 23", "roll 23");
	/* 4 + 5 = 9 beats 2 + 3 = 5 */
	expect(&st, 0, 1, 1);
	status(&st, "White to move, having won the roll-off 9 to 5: throw a "
	    "die from the reserve.");
	turn(&st, 0);
	ok(&st, "roll 6", "roll 6");
	/* the 3 of the first throw is gone */
	no(&st, "place 3 a1", 1, "the hand holds no 3: it holds 4 5 6");
	ok(&st, "place 6 a1", "place 6 a1");
	turn(&st, 1);
	ok(&st, "roll 4", "roll 4");
	/* and Black's 1 */
	no(&st, "place 1 a5", 1, "the hand holds no 1: it holds 2 3 4");
	ok(&st, "place 4 a5", "place 4 a5");
	expect(&st, 0, 1, 1);
}

/* Black's higher total moves first. */
static void
test_rolloff_black_first(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "");
	begin(&st, 0);
	ok(&st, "roll 12", "roll 12");
	turn(&st, 1);
	ok(&st, "roll 3 4", "roll 34");
	/* 1 + 2 = 3 against 3 + 4 = 7: the diagram says Black's first
	 * turn is due, a throw of one die, as expect does */
	expect(&st, 1, 1, 1);
	status(&st, "Black to move, having won the roll-off 7 to 3: throw a "
	    "die from the reserve.");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	out_of_turn(&st, 0, "it is Black's turn, not White's");
	begin(&st, 1);
	expect(&st, 1, 1, 0);
	unfinished(&st, "Black's turn has no action: it scores a line or "
	    "throws a die");
	oks(&st, "roll 5; place 5 e5");
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	oks(&st, "roll 2; place 2 a1");
	expect(&st, 1, 1, 1);
}

/* The turn's order: throw, place, then nothing but scores. */
static void
test_turn_refusals(void **state)
{
	struct state st;

	(void)state;
	opening(&st, "");
	turn(&st, 0);
	expect(&st, 0, 1, 0);
	unfinished(&st, "White's turn has no action: it scores a line or "
	    "throws a die");
	no(&st, "place 5 a1", 0, "roll a die from the reserve first, or "
	    "score a line");
	no(&st, "roll 34", 1, "a die from the reserve is a throw of 1 die, "
	    "not 2");
	no(&st, "roll", 0, "write the dice thrown after roll");
	no(&st, "roll 7", 1, "'7' is not a die: dice are written as digits 1 "
	    "to 6");
	no(&st, "reroll 5", 0, "White's reserve is not empty: roll a die "
	    "from it");
	no(&st, "score", 0, "score takes one line, as in score a1-a3");
	no(&st, "score a1-a3 b1-b3", 0, "score takes one line, as in score "
	    "a1-a3");
	no(&st, "score a1", 1, "write the line as its two end squares, as in "
	    "a1-a3");
	no(&st, "score a1-a1", 1, "a line needs two different end squares");
	no(&st, "score a1-c2", 1, "c2 is not in line with a1 within 4 "
	    "squares");
	no(&st, "score a1-a3", 1, "a1 is empty");

	ok(&st, "roll 6", "roll 6");
	expect(&st, 0, 0, 0);
	unfinished(&st, "White has not placed the die thrown");
	no(&st, "score a1-a3", 0, "place a die from the hand first");
	no(&st, "place 7 a1", 1, "'7' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "place 6", 0, "place takes a die and a square, as in place 4 "
	    "a1");
	no(&st, "place 6 a1 a2", 0, "place takes a die and a square, as in "
	    "place 4 a1");
	no(&st, "place 6 i1", 2, NULL);
	/* hand 5 6 and a 6 thrown */
	no(&st, "place 5 a1", 1, "rolled a 6 and the hand holds a 6: a 6 "
	    "must be placed");
	/* rank first is read, file first written */
	ok(&st, "place 6 1a", "place 6 a1");
	expect(&st, 1, 1, 1);
	no(&st, "place 5 b1", 0, "a turn places one die");
	no(&st, "roll 3", 0, "nothing to refill: the hand is refilled only "
	    "after scoring, up to 2 dice");
	no(&st, "score a1-a3", 1, "a2 is empty");

	turn(&st, 1);
	ok(&st, "roll 1", "roll 1");
	no(&st, "place 1 a1", 2, "a1 is taken by White's 6");
	ok(&st, "place 1 e5", "place 1 e5");
	expect(&st, 0, 1, 1);
	assert_int_equal(SO->end_turn(st.u.b, &(struct game_err){ 0 }), 0);
	out_of_turn(&st, 1, "it is White's turn, not Black's");
}

/* A thrown value already in the hand must be placed. */
static void
test_must_place(void **state)
{
	struct state st;

	(void)state;
	opening(&st, "");
	turn(&st, 0);
	/* 5 6 and a 5 */
	ok(&st, "roll 5", "roll 5");
	no(&st, "place 6 a1", 1, "rolled a 5 and the hand holds a 5: a 5 "
	    "must be placed");
	ok(&st, "place 5 a1", "place 5 a1");
	turn(&st, 1);
	/* 1 2 and a 3: any die may go down; the hand is 2 3 after */
	oks(&st, "roll 3; place 1 e5");
	turn(&st, 0);
	/* 5 6 and a 4: the 6 goes down, the hand is 5 4 */
	oks(&st, "roll 4; place 6 b1");
	turn(&st, 1);
	/* 2 3 and a 3 */
	ok(&st, "roll 3", "roll 3");
	no(&st, "place 2 e6", 1, "rolled a 3 and the hand holds a 3: a 3 "
	    "must be placed");
	ok(&st, "place 3 e6", "place 3 e6");
	turn(&st, 0);
	/* 5 4 and a 4 */
	ok(&st, "roll 4", "roll 4");
	no(&st, "place 5 c1", 1, "rolled a 4 and the hand holds a 4: a 4 "
	    "must be placed");
	ok(&st, "place 4 c1", "place 4 c1");
	expect(&st, 1, 1, 1);
}

/*
 * Lines of 3 and 4 scored at the start of a turn.  White: a1 b1 c1 2 3 4,
 * e1 f1 g1 5 5 5, a3 b3 c3 d3 6 5 4 3 (10 dice, reserve 2).
 *  a1-c1: series 2 3 4 rising, 10 + 9 = 19;
 *  a3-d3: series 6 5 4 3 falling, 20 + 18 = 38, 57 in all;
 *  g1-e1 (written westward): group 5 5 5, 10 + 15 = 25, 82 in all.
 */
static void
test_score_start(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, "2a1 3b1 4c1 5e1 5f1 5g1 6a3 5b3 4c3 3d3", &k);
	turn(&st, 0);
	no(&st, "score a1-b1", 1, "a1-b1 is a 2-die line and cannot be "
	    "scored");
	no(&st, "score c1-e1", 1, "d1 is empty");
	/* g1 h1 a1 eastward across the edge */
	no(&st, "score g1-a1", 1, "h1 is empty");
	no(&st, "score a1-c2", 1, "c2 is not in line with a1 within 4 "
	    "squares");
	ok(&st, "score a1-c1", "score a1-c1");
	assert_int_equal(score(&st, 0), 19);
	expect(&st, 1, 1, 1);
	no(&st, "place 5 d1", 0, "a turn that scores at its start ends "
	    "there");
	no(&st, "score e1-g1", 0, "only one line can be scored at the start "
	    "of a turn");
	black_wait(&st, &k);
	score_start(&st, "a3-d3", 57, &k);
	score_start(&st, "g1-e1", 82, &k);
	/* Black: steps 0..12, groups at 3, 7, 11 */
	assert_int_equal(score(&st, 1), 39);
	/* the scored squares are free again */
	build(&st, "2a1 3c1 6b3", &k);
	assert_int_equal(score(&st, 0), 82);
	assert_false(over(&st, NULL, NULL));
}

/*
 * Lines of 5 and of 4 at the start of a turn.
 *  a1-e1 4 4 4 4 4: group 30 + 20 = 50 beats combo 15 + 20 = 35;
 *  a3-e3 1 6 2 5 3: no group, no series, combo 15 + 17 = 32 (82);
 *  then a1..e1 5 4 3 2 1 and e1-a1 (westward: f1 g1 h1 are empty, so
 *  the eastward way is none): 1 2 3 4 5, series 30 + 15 = 45 beats
 *  combo 30 (127); then a3..d3 6 6 6 6, d3-a3: group 20 + 24 = 44 (171).
 */
static void
test_score_five(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, "4a1 4b1 4c1 4d1 4e1 1a3 6b3 2c3 5d3 3e3", &k);
	score_start(&st, "a1-e1", 50, &k);
	score_start(&st, "a3-e3", 82, &k);
	build(&st, "5a1 4b1 3c1 2d1 1e1", &k);
	score_start(&st, "e1-a1", 127, &k);
	build(&st, "6a3 6b3 6c3 6d3", &k);
	score_start(&st, "d3-a3", 171, &k);
	assert_false(over(&st, NULL, NULL));
}

/*
 * The torus ruling.  Rank 1 all White: a1..h1 1 2 3 4 5 6 6 6.  a1-e1
 * reaches e1 in 4 steps both ways, both all White: eastward (toward
 * higher files) is meant: 1 2 3 4 5, series 30 + 15 = 45 (westward
 * a1 h1 g1 f1 e1 would be a combo, 15 + 24 = 39).
 * a1..e1 again, 1 2 3 4 5: e1-a1 is eastward too, e1 f1 g1 h1 a1 =
 * 5 6 6 6 1: combo 15 + 24 = 39 (84), though westward would be 45.
 * e1 and h1 take dice again (westward, d1 c1 b1 would have gone instead).
 * a3 e3 f3 g3 h3 all 2s, b3 empty: a3-e3 eastward holds an empty square,
 * so westward, a3 h3 g3 f3 e3: group 30 + 10 = 40 (124).
 */
static void
test_torus_ruling(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, "1a1 2b1 3c1 4d1 5e1 6f1 6g1 6h1", &k);
	score_start(&st, "a1-e1", 45, &k);
	build(&st, "1a1 2b1 3c1 4d1 5e1", &k);
	score_start(&st, "e1-a1", 84, &k);
	/* e1 f1 g1 h1 a1 went back; b1 c1 d1 stay */
	build(&st, "6e1 6h1 2a3 2e3 2f3 2g3 2h3", &k);
	score_start(&st, "a3-e3", 124, &k);
}

/*
 * Lines across the edges in all 8 directions.  White fills the 3 by 3
 * block around a1 (which wraps to h8..b2):
 *     h8 3   a8 6   b8 6
 *     h1 1   a1 4   b1 6
 *     h2 2   a2 1   b2 5
 * The line through a1 along each direction, named by its ends, shows its
 * dice in that order: six are neither group nor series; h8-b2 (NE across
 * the corner) is the series 3 4 5, 10 + 12 = 22.  Then a1 is free again,
 * and c7 c8 c1 c2 2 3 4 5 read southward from c2 (across the rank edge,
 * 3 steps; northward is 5) are the series 5 4 3 2: 20 + 14 = 34 (56).
 */
static void
test_wrap_lines(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, "3h8 6a8 6b8 1h1 4a1 6b1 2h2 1a2 5b2", &k);
	turn(&st, 0);
	/* E and W across the file edge */
	no(&st, "score h1-b1", 1, "h1-b1 shows 1 4 6: neither a group nor a "
	    "series (a combo has 5 dice)");
	no(&st, "score b1-h1", 1, "b1-h1 shows 6 4 1: neither a group nor a "
	    "series (a combo has 5 dice)");
	/* N and S across the rank edge */
	no(&st, "score a8-a2", 1, "a8-a2 shows 6 4 1: neither a group nor a "
	    "series (a combo has 5 dice)");
	no(&st, "score a2-a8", 1, "a2-a8 shows 1 4 6: neither a group nor a "
	    "series (a combo has 5 dice)");
	/* SE and NW across the corner: h2 a1 b8 */
	no(&st, "score h2-b8", 1, "h2-b8 shows 2 4 6: neither a group nor a "
	    "series (a combo has 5 dice)");
	no(&st, "score b8-h2", 1, "b8-h2 shows 6 4 2: neither a group nor a "
	    "series (a combo has 5 dice)");
	/* NE across the corner, h8 a1 b2 */
	ok(&st, "score h8-b2", "score h8-b2");
	assert_int_equal(score(&st, 0), 22);
	black_wait(&st, &k);
	build(&st, "5a1 2c7 3c8 4c1 5c2", &k);
	score_start(&st, "c2-c7", 56, &k);
}

/*
 * Scores after a placement.  White: a3 b3 4 5, d3 e3 5 4, c1 c2 6 6,
 * e1 f1 g1 2 2 2 (9 dice, reserve 3), then a 6 thrown and placed on c3:
 *  a3-c3 4 5 6: series 10 + 15 = 25; c1-c3 6 6 6: group 10 + 18 = 28;
 *  c3 counts in both: 53.  c3-e3 (6 5 4) runs along a3-c3's direction.
 * The five dice a3 b3 c3 c1 c2 go back: reserve 2 + 5 = 7 (c3 once).
 * Seven more placements, the five squares among them, empty it.
 */
static void
test_score_after_place(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, "4a3 5b3 6c1 6c2 5d3 4e3 2e1 2f1 2g1", &k);
	turn(&st, 0);
	ok(&st, "roll 6", "roll 6");
	ok(&st, "place 6 c3", "place 6 c3");
	expect(&st, 1, 1, 1);
	no(&st, "score e1-g1", 1, "e1-g1 does not hold the die placed on c3");
	ok(&st, "score a3-c3", "score a3-c3");
	assert_int_equal(score(&st, 0), 25);
	expect(&st, 1, 1, 1);
	ok(&st, "score c1-c3", "score c1-c3");
	assert_int_equal(score(&st, 0), 53);
	no(&st, "score c3-e3", 1, "a line through c3 along this direction is "
	    "scored already");
	no(&st, "score e1-g1", 1, "e1-g1 does not hold the die placed on c3");
	no(&st, "roll 3", 0, "nothing to refill: the hand is refilled only "
	    "after scoring, up to 2 dice");
	no(&st, "place 5 d1", 0, "a turn places one die");
	expect(&st, 1, 1, 1);
	black_wait(&st, &k);

	build(&st, "6c3 4a3 5b3 6c1 6c2 1a7", &k);
	expect(&st, 0, 1, 1);
	build(&st, "1c7", &k);
	expect(&st, 0, 0, 1);
	assert_int_equal(score(&st, 0), 53);
}

/*
 * An empty reserve, and the refill of 1 die.  After TWELVE, White
 * rethrows its 5 as a 3 and places it on c1: a1-c1 1 2 3, series
 * 10 + 6 = 16.  The hand holds the 6 alone: one die refills it.
 */
static void
test_refill_one(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, TWELVE, &k);
	expect(&st, 0, 0, 1);
	turn(&st, 0);
	expect(&st, 0, 0, 0);
	no(&st, "roll 3", 0, "White's reserve is empty: choose a hand die to "
	    "throw again with reroll");
	no(&st, "place 5 c1", 0, "White's reserve is empty: choose a hand die "
	    "to throw again with reroll");
	no(&st, "score e1-g1", 0, "White's reserve is empty: no line can be "
	    "scored at the start of the turn");
	no(&st, "reroll", 0, "reroll takes one die, as in reroll 3");
	no(&st, "reroll 5 6", 0, "reroll takes one die, as in reroll 3");
	no(&st, "reroll 4", 1, "the hand holds no 4: it holds 5 6");
	unfinished(&st, "White's turn has no action: it scores a line or "
	    "throws a die");

	ok(&st, "reroll 5", "reroll 5");
	expect(&st, 0, 1, 0);
	unfinished(&st, "White has not thrown the chosen die");
	no(&st, "place 5 c1", 0, "throw the chosen die again first: roll and "
	    "its new value");
	no(&st, "score e1-g1", 0, "throw the chosen die again first: roll and "
	    "its new value");
	no(&st, "roll 34", 1, "the chosen die is thrown alone: 1 die, not 2");

	ok(&st, "roll 3", "roll 3");
	expect(&st, 0, 0, 0);
	unfinished(&st, "White has not placed the die thrown again");
	no(&st, "place 6 c1", 1, "the die thrown again shows 3: place 3");
	no(&st, "score e1-g1", 0, "place a die from the hand first");

	ok(&st, "place 3 c1", "place 3 c1");
	expect(&st, 1, 1, 1);
	no(&st, "reroll 6", 0, "reroll opens a turn whose reserve is empty");
	no(&st, "score e1-g1", 1, "e1-g1 does not hold the die placed on c1");

	ok(&st, "score a1-c1", "score a1-c1");
	assert_int_equal(score(&st, 0), 16);
	expect(&st, 0, 1, 0);
	unfinished(&st, "White must refill the hand: roll 1 die");
	no(&st, "roll 45", 1, "the hand holds 1 die: refill it with 1, not 2");
	no(&st, "place 6 d1", 0, "a turn places one die");

	ok(&st, "roll 4", "roll 4");
	expect(&st, 1, 1, 1);
	no(&st, "score e1-g1", 0, "White's turn is over");
	assert_false(over(&st, NULL, NULL));

	/* the reserve: 3 back, 1 thrown, 2 left; hand 6 4 and a 4 thrown:
	 * a 4 goes down, on b1 freed by the score */
	black_wait(&st, &k);
	expect(&st, 0, 1, 1);
	turn(&st, 0);
	ok(&st, "roll 4", "roll 4");
	no(&st, "place 6 b1", 1, "rolled a 4 and the hand holds a 4: a 4 "
	    "must be placed");
	ok(&st, "place 4 b1", "place 4 b1");
	assert_int_equal(score(&st, 0), 16);
}

/*
 * The last die placed and scored: the game goes on, the empty hand takes
 * 2 dice.  Then the mover's last die placed without scoring, the mover
 * ahead.  group=0,20,30: Black's groups of 1s are worth 0 + 3 = 3.
 *  After TWELVE (Black 3 groups: 9), White rethrows 5 as 4 onto d1
 *  (hand 6), Black steps 12, White rethrows 6 as 3 onto c1: hand and
 *  reserve empty; a1-c1 1 2 3 is a series, 10 + 6 = 16 (series keeps
 *  10,20,30).  The 3 dice go back, 2 refill the hand: reserve 1.
 *  White 4 onto a1 (reserve 0), rethrows 2 as 1 onto b1 (hand 5), Black
 *  scores its fourth group (12), White rethrows 5 as 6 onto c2: its last
 *  die, no score: White wins 16 to 12.
 */
static void
test_refill_two(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];
	int k = 0;

	(void)state;
	opening(&st, "group=0,20,30");
	build(&st, TWELVE, &k);
	assert_int_equal(score(&st, 1), 9);
	turn(&st, 0);
	oks(&st, "reroll 5; roll 4; place 4 d1");
	black_wait(&st, &k);
	expect(&st, 0, 0, 1);
	turn(&st, 0);
	oks(&st, "reroll 6; roll 3; place 3 c1");
	ok(&st, "score a1-c1", "score a1-c1");
	assert_int_equal(score(&st, 0), 16);
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 2, 0);
	unfinished(&st, "White must refill the hand: roll 2 dice");
	no(&st, "roll 5", 1, NULL);
	ok(&st, "roll 2 5", "roll 25");
	expect(&st, 1, 1, 1);
	assert_false(over(&st, NULL, NULL));
	black_wait(&st, &k);

	expect(&st, 0, 1, 1);
	turn(&st, 0);
	oks(&st, "roll 4; place 4 a1");
	black_wait(&st, &k);
	expect(&st, 0, 0, 1);
	turn(&st, 0);
	oks(&st, "reroll 2; roll 1; place 1 b1");
	black_wait(&st, &k);
	assert_int_equal(score(&st, 1), 12);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	oks(&st, "reroll 5; roll 6; place 6 c2");
	assert_int_equal(SO->end_turn(st.u.b, &(struct game_err){ 0 }), 0);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "White placed the last die without scoring: "
	    "White wins 16 to 12");
	expect(&st, -1, 0, 0);
}

/*
 * The last die placed without scoring, the other ahead.  After TWELVE
 * Black has 3 groups, 39; White rethrows 5 as 3 onto d1, Black places
 * (step 12), White rethrows 6 as 2 onto c1 (a1-c1 1 2 2: nothing) and
 * scores nothing: Black wins 39 to 0.
 */
static void
test_last_die_loses(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, TWELVE, &k);
	turn(&st, 0);
	oks(&st, "reroll 5; roll 3; place 3 d1");
	expect(&st, 1, 1, 1);
	black_wait(&st, &k);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	oks(&st, "reroll 6; roll 2; place 2 c1");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "White placed the last die without scoring: "
	    "Black wins 39 to 0");
	assert_int_equal(score(&st, 0), 0);
	assert_int_equal(score(&st, 1), 39);
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->begin_turn(st.u.b, 1, &e), -1);
	no(&st, "roll 3", 0, "the game is over: White placed the last die "
	    "without scoring: Black wins 39 to 0");
}

/*
 * Equal scores share.  Black only places (rank 5, then a7 c7 e7 g7): its
 * reserve is empty after 12, so White's 13th place leaves Black nothing
 * to throw from; Black rethrows too.  White's 14th die is its last, no
 * score: 0 to 0.
 */
static void
test_last_die_draw(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];

	(void)state;
	opening(&st, "");
	build_pair(&st, TWELVE, "1a5 1b5 1c5 1d5 1e5 1f5 1g5 1h5 1a7 1c7 1e7 "
	    "1g7");
	expect(&st, 0, 0, 1);
	turn(&st, 0);
	oks(&st, "reroll 5; roll 3; place 3 d1");
	expect(&st, 1, 0, 1);
	turn(&st, 1);
	expect(&st, 1, 0, 0);
	no(&st, "roll 3", 0, "Black's reserve is empty: choose a hand die to "
	    "throw again with reroll");
	oks(&st, "reroll 2; roll 6; place 6 b7");
	expect(&st, 0, 0, 1);
	assert_false(over(&st, NULL, NULL));
	turn(&st, 0);
	oks(&st, "reroll 6; roll 2; place 2 c1");
	assert_int_equal(SO->end_turn(st.u.b, &e), 0);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 3);
	assert_string_equal(why, "White placed the last die without scoring: "
	    "a draw at 0");
	expect(&st, -1, 0, 0);
	no(&st, "place 1 h1", 0, "the game is over: White placed the last die "
	    "without scoring: a draw at 0");
}

/*
 * Blocks.  Black b2 c2 5 4 (a line along rank 2), f7 f8 2 5 (along file
 * f; beyond f8 comes f1), h4 6 alone.  White's d6 d5 are out of the way.
 *  a2, next to b2: a 3 is too low, a 6 is higher: accepted;
 *  d2, next to c2 (4): a 3 is too low, a 4 equal: accepted;
 *  f1, next to f8 (5) across the edge: 3 and 1 too low, 5 accepted;
 *  a4, next to h4 across the edge: one die is no line, a 1 goes.
 */
static void
test_block(void **state)
{
	struct state st;

	(void)state;
	opening(&st, "");
	put(&st, 0, 6, "d6");
	put(&st, 1, 5, "b2");
	put(&st, 0, 6, "d5");
	put(&st, 1, 4, "c2");
	turn(&st, 0);
	/* hand 5 6 3 */
	ok(&st, "roll 3", "roll 3");
	no(&st, "place 3 a2", 1, "a 3 cannot block Black's line c2-b2 ending "
	    "in a 5");
	ok(&st, "place 6 a2", "place 6 a2");
	/* Black: 1 2 and a 2, the 2 goes down */
	put(&st, 1, 2, "f7");
	turn(&st, 0);
	/* hand 5 3 4 */
	ok(&st, "roll 4", "roll 4");
	no(&st, "place 3 d2", 1, NULL);
	ok(&st, "place 4 d2", "place 4 d2");
	put(&st, 1, 5, "f8");
	turn(&st, 0);
	/* hand 5 3 1 */
	ok(&st, "roll 1", "roll 1");
	no(&st, "place 3 f1", 1, NULL);
	no(&st, "place 1 f1", 1, NULL);
	ok(&st, "place 5 f1", "place 5 f1");
	put(&st, 1, 6, "h4");
	turn(&st, 0);
	/* hand 3 1 2 */
	ok(&st, "roll 2", "roll 2");
	ok(&st, "place 1 a4", "place 1 a4");
	expect(&st, 1, 1, 1);
	turn(&st, 1);
	unfinished(&st, "Black's turn has no action: it scores a line or "
	    "throws a die");
}

/*
 * Captures.  Black's dice and White's, turn by turn:
 *  W g7 5, B h8 6, W a1 5: h8 lies between a1 and g7, both 5s (SW across
 *  the corner): captured, one die, so its 6 over White's 5 is no bar.
 *  B a6 2, W c6 4, B b6 3, W h6 4: a6 b6 lie between h6 and c6 (E across
 *  the file edge), 4 >= 2: captured.
 *  B b2 5, W d2 3, B c2 2, W: a 3 on a2 would take c2-b2 (d2 shows 3)
 *  but 3 < 5; a 5 there takes nothing (d2 is no 5) and blocks (5 >= 5).
 * The freed squares take dice again (White h8, Black a6, White b6: then
 * h6 a6 b6 is White, Black, White); b2 is still Black's.  Black has
 * placed 7 of its reserve's 12 (the 3 captured do not come back), so
 * after 5 more its reserve is empty.  The other dice go where they touch
 * nothing: Black e4 f4 g4 e5 f5 d4, White c8 d8 e8 b8 (its 12th), a4.
 */
static void
test_capture(void **state)
{
	struct state st;

	(void)state;
	opening(&st, "");
	put(&st, 0, 5, "g7");
	put(&st, 1, 6, "h8");
	put(&st, 0, 5, "a1");
	put(&st, 1, 2, "a6");
	put(&st, 0, 4, "c6");
	put(&st, 1, 3, "b6");
	put(&st, 0, 4, "h6");
	put(&st, 1, 5, "b2");
	put(&st, 0, 3, "d2");
	put(&st, 1, 2, "c2");
	turn(&st, 0);
	/* hand 5 6 3 */
	ok(&st, "roll 3", "roll 3");
	no(&st, "place 3 a2", 1, "a 3 cannot capture Black's line c2-b2 "
	    "ending in a 5");
	ok(&st, "place 5 a2", "place 5 a2");
	put(&st, 1, 1, "e4");
	turn(&st, 0);
	/* hand 6 3 2 */
	ok(&st, "roll 2", "roll 2");
	no(&st, "place 2 b2", 2, "b2 is taken by Black's 5");
	ok(&st, "place 2 h8", "place 2 h8");
	put(&st, 1, 1, "a6");
	put(&st, 0, 2, "b6");
	put(&st, 1, 1, "f4");
	turn(&st, 0);
	/* h6 a6 b6: White, Black, White */
	no(&st, "score h6-b6", 1, "a6 holds Black's 1");
	oks(&st, "roll 1; place 1 c8");
	put(&st, 1, 1, "g4");
	put(&st, 0, 1, "d8");
	put(&st, 1, 1, "e5");
	put(&st, 0, 1, "e8");
	put(&st, 1, 1, "f5");
	put(&st, 0, 1, "b8");
	/* Black's reserve: 1 */
	expect(&st, 1, 1, 1);
	put(&st, 1, 1, "d4");
	/* White's reserve is empty too (12 placed); hand 6 3 */
	turn(&st, 0);
	oks(&st, "reroll 3; roll 4; place 4 a4");
	expect(&st, 1, 0, 1);
}

/* A player reaching the target wins at once. */
static void
test_target(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;
	char why[256];
	int k = 0;

	(void)state;
	/* the record of the notation, target 25: 4 5 6 scores 25 */
	start(&st, 2, "target=25");
	begin(&st, 0);
	ok(&st, "roll 35", "roll 35");
	turn(&st, 1);
	ok(&st, "roll 16", "roll 16");
	turn(&st, 0);
	oks(&st, "roll 4; place 4 a1");
	turn(&st, 1);
	oks(&st, "roll 6; place 6 h8");
	turn(&st, 0);
	oks(&st, "roll 5; place 5 a2");
	turn(&st, 1);
	oks(&st, "roll 2; place 1 h7");
	turn(&st, 0);
	oks(&st, "roll 6; place 6 a3");
	assert_false(over(&st, NULL, NULL));
	ok(&st, "score a1-a3", "score a1-a3");
	assert_int_equal(score(&st, 0), 25);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "White reached 25 points");
	expect(&st, -1, 0, 0);
	no(&st, "score a1-a3", 0, "the game is over: White reached 25 points");
	no(&st, "roll 3", 0, "the game is over: White reached 25 points");
	assert_int_equal(SO->begin_turn(st.u.b, 1, &e), -1);

	/* Black's second group of 1s: 13 + 13 = 26 */
	opening(&st, "target=26");
	build(&st, "1a1 1c1 1e1 1g1", &k);
	assert_int_equal(score(&st, 1), 13);
	assert_false(over(&st, NULL, NULL));
	build(&st, "1a3 1c3 1e3 1g3", &k);
	assert_int_equal(score(&st, 1), 26);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "Black reached 26 points");
	expect(&st, -1, 0, 0);
	assert_int_equal(SO->begin_turn(st.u.b, 0, &e), -1);
	no(&st, "roll 3", 0, "the game is over: Black reached 26 points");
}

/*
 * Naming segments by a square between the ends.  From a position saved
 * at the start of White's turn (its reserve not empty, so a line may be
 * scored), each name is scored on a copy: the canonical name written
 * back and White's points, 0 before.
 */
static void
score_from(const struct state *at, const char *line, const char *canon,
    long points)
{
	struct state st;
	char a[32], c[32];

	memcpy(&st, at, sizeof(st));
	snprintf(a, sizeof(a), "score %s", line);
	snprintf(c, sizeof(c), "score %s", canon);
	ok(&st, a, c);
	assert_int_equal(score(&st, 0), points);
}

/* The refusal of line from the saved position, at word 1. */
static void
refuse_from(const struct state *at, const char *line, const char *msg)
{
	struct state st;
	char a[32];

	memcpy(&st, at, sizeof(st));
	snprintf(a, sizeof(a), "score %s", line);
	no(&st, a, 1, msg);
}

/*
 * Along a rank, across the file edge.  Rank 1 all White, a1..h1
 * 1 2 3 4 5 6 5 4.  Between a1 and e1 (4 files apart) two segments:
 * eastward a1 b1 c1 d1 e1, 1 2 3 4 5, series 30 + 15 = 45; westward
 * a1 h1 g1 f1 e1, 1 4 5 6 5, combo 15 + 21 = 36.  a1-e1 is eastward
 * (the ruling), a1-g1-e1 westward; e1-a1 is eastward from e1, the same
 * dice as a1-g1-e1; e1-c1-a1 the same as a1-e1.  Between g1 and c1:
 * g1-c1 eastward g h a b c, 5 4 1 2 3, combo 15 + 15 = 30, g1-e1-c1
 * westward g f e d c, 5 6 5 4 3, combo 15 + 23 = 38; from c1 the other
 * way round.  A middle square that is not needed is dropped: a1-c1-e1 is
 * a1-e1, f1-g1-h1 (6 5 4, series 10 + 15 = 25) is f1-h1.
 */
static void
test_middle_rank(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, "1a1 2b1 3c1 4d1 5e1 6f1 5g1 4h1", &k);
	turn(&st, 0);
	score_from(&st, "a1-e1", "a1-e1", 45);
	score_from(&st, "a1-c1-e1", "a1-e1", 45);
	score_from(&st, "a1-b1-e1", "a1-e1", 45);
	score_from(&st, "a1-g1-e1", "a1-g1-e1", 36);
	score_from(&st, "a1-h1-e1", "a1-g1-e1", 36);
	score_from(&st, "a1-f1-e1", "a1-g1-e1", 36);
	score_from(&st, "1a-1g-1e", "a1-g1-e1", 36);
	score_from(&st, "e1-a1", "e1-a1", 36);
	score_from(&st, "e1-g1-a1", "e1-a1", 36);
	score_from(&st, "e1-c1-a1", "e1-c1-a1", 45);
	score_from(&st, "g1-c1", "g1-c1", 30);
	score_from(&st, "g1-a1-c1", "g1-c1", 30);
	score_from(&st, "g1-e1-c1", "g1-e1-c1", 38);
	score_from(&st, "c1-g1", "c1-g1", 38);
	score_from(&st, "c1-a1-g1", "c1-a1-g1", 30);
	score_from(&st, "c1-h1-g1", "c1-a1-g1", 30);
	score_from(&st, "f1-g1-h1", "f1-h1", 25);
	score_from(&st, "h1-g1-f1", "h1-f1", 25);
	refuse_from(&st, "h1-a1-b1", "h1-b1 shows 4 1 2: neither a group nor "
	    "a series (a combo has 5 dice)");
	refuse_from(&st, "b1-a1-h1", "b1-h1 shows 2 1 4: neither a group nor "
	    "a series (a combo has 5 dice)");
	refuse_from(&st, "a1-c2-e1", "c2 is not between a1 and e1 on a line");
	refuse_from(&st, "a1-a1-e1", "a1 is not between a1 and e1 on a line");
	refuse_from(&st, "a1-e1-e1", "e1 is not between a1 and e1 on a line");
	refuse_from(&st, "a1-e1-c1", "e1 is not between a1 and c1 on a line");
	refuse_from(&st, "a1-c1-a1", "a line needs two different end squares");
	refuse_from(&st, "a1-b1-c2", "c2 is not in line with a1 within 4 "
	    "squares");
	refuse_from(&st, "a1-b1-c1-d1", "write the line as its two end "
	    "squares, as in a1-a3");
	refuse_from(&st, "a1-b1-", "write the line as its two end squares, "
	    "as in a1-a3");
	refuse_from(&st, "a1--e1", "write the line as its two end squares, "
	    "as in a1-a3");
	refuse_from(&st, "-a1-e1", "write the line as its two end squares, "
	    "as in a1-a3");
	refuse_from(&st, "a3-a2-a1", "a3 is empty");
}

/*
 * Along a file, across the rank edge: file c all White, c1..c8
 * 1 2 3 4 5 6 5 4, the rank test turned a quarter.  c1-c5 northward
 * 1 2 3 4 5 (45), c1-c7-c5 southward c1 c8 c7 c6 c5, 1 4 5 6 5 (36);
 * c7-c3 northward c7 c8 c1 c2 c3, 5 4 1 2 3 (30), c7-c5-c3 southward
 * 5 6 5 4 3 (38); from c3 and c5 the other way round.  c6-c8 northward
 * 6 5 4: series 25.  A square between that is not one is refused, with
 * the caret under its letters.
 */
static void
test_middle_file(void **state)
{
	struct state st, t;
	struct game_err e;
	char canon[MOVE_TEXT_MAX];
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, "1c1 2c2 3c3 4c4 5c5 6c6 5c7 4c8", &k);
	turn(&st, 0);
	score_from(&st, "c1-c5", "c1-c5", 45);
	score_from(&st, "c1-c3-c5", "c1-c5", 45);
	score_from(&st, "c1-c7-c5", "c1-c7-c5", 36);
	score_from(&st, "c1-c8-c5", "c1-c7-c5", 36);
	score_from(&st, "c5-c1", "c5-c1", 36);
	score_from(&st, "c5-c8-c1", "c5-c1", 36);
	score_from(&st, "c5-c3-c1", "c5-c3-c1", 45);
	score_from(&st, "c5-c2-c1", "c5-c3-c1", 45);
	score_from(&st, "c7-c3", "c7-c3", 30);
	score_from(&st, "c7-c1-c3", "c7-c3", 30);
	score_from(&st, "c7-c5-c3", "c7-c5-c3", 38);
	score_from(&st, "c3-c7", "c3-c7", 38);
	score_from(&st, "c3-c1-c7", "c3-c1-c7", 30);
	score_from(&st, "c6-c8", "c6-c8", 25);
	score_from(&st, "c8-c7-c6", "c8-c6", 25);
	refuse_from(&st, "c8-c1-c2", "c8-c2 shows 4 1 2: neither a group nor "
	    "a series (a combo has 5 dice)");
	refuse_from(&st, "c2-c1-c8", "c2-c8 shows 2 1 4: neither a group nor "
	    "a series (a combo has 5 dice)");
	refuse_from(&st, "c1-e3-c5", "e3 is not between c1 and c5 on a line");
	refuse_from(&st, "c1-c5-c3", "c5 is not between c1 and c3 on a line");
	refuse_from(&st, "c1-d2-e5", "e5 is not in line with c1 within 4 "
	    "squares");
	memcpy(&t, &st, sizeof(t));
	assert_int_equal(act(&t, "score c1-x3-c5", canon, &e), -1);
	assert_int_equal(e.word, 1);
	assert_int_equal(e.off, 3);
	assert_string_equal(e.msg, "x3 is off the board (files a-h, ranks "
	    "1-8)");
	assert_int_equal(act(&t, "score c1-c3-c9", canon, &e), -1);
	assert_int_equal(e.word, 1);
	assert_int_equal(e.off, 6);
}

/*
 * The diagonals, across both edges.  e1 and a5 are 4 files and 4 ranks
 * apart: four diagonals join them.  White holds three of them (11 dice,
 * reserve 1), the fourth is empty:
 *   NE  e1 f2 g3 h4 a5   6 1 1 1 2   combo 15 + 11 = 26
 *   SE  e1 f8 g7 h6 a5   6 5 4 3 2   series 30 + 20 = 50
 *   NW  e1 d2 c3 b4 a5   6 3 3 3 2   combo 15 + 17 = 32
 *   SW  e1 d8 c7 b6 a5   empty
 * e1-a5 is the NE one (toward higher files, then higher ranks, the first
 * that holds only White's dice); a5-e1 runs from a5 NE (b6 is empty),
 * then SE: the NW one.  The SE one has no name of two squares: e1-g7-a5,
 * its middle square g7.  From a5 the other way: a5-g7-e1, and
 * a5-g3-e1 for NE read backwards.  Every direction of both diagonal
 * axes appears.
 */
#define DIAGONALS	"6e1 2a5 1f2 1g3 1h4 5f8 4g7 3h6 3d2 3c3 3b4"

static void
test_middle_diagonal(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "");
	build(&st, DIAGONALS, &k);
	turn(&st, 0);
	score_from(&st, "e1-a5", "e1-a5", 26);
	score_from(&st, "e1-g3-a5", "e1-a5", 26);
	score_from(&st, "e1-f2-a5", "e1-a5", 26);
	score_from(&st, "e1-g7-a5", "e1-g7-a5", 50);
	score_from(&st, "e1-f8-a5", "e1-g7-a5", 50);
	score_from(&st, "e1-h6-a5", "e1-g7-a5", 50);
	score_from(&st, "e1-c3-a5", "e1-c3-a5", 32);
	score_from(&st, "e1-b4-a5", "e1-c3-a5", 32);
	score_from(&st, "a5-e1", "a5-e1", 32);
	score_from(&st, "a5-c3-e1", "a5-e1", 32);
	score_from(&st, "a5-g7-e1", "a5-g7-e1", 50);
	score_from(&st, "a5-h6-e1", "a5-g7-e1", 50);
	score_from(&st, "a5-g3-e1", "a5-g3-e1", 26);
	score_from(&st, "a5-h4-e1", "a5-g3-e1", 26);
	/* shorter ones, across an edge or not: e1 f8 g7 6 5 4 (25),
	 * g7 h6 a5 4 3 2 (19), h6 g7 f8 e1 3 4 5 6 (20 + 18 = 38), f2 g3 h4
	 * 1 1 1 (13) */
	score_from(&st, "e1-g7", "e1-g7", 25);
	score_from(&st, "e1-f8-g7", "e1-g7", 25);
	score_from(&st, "a5-h6-g7", "a5-g7", 19);
	score_from(&st, "h6-g7-e1", "h6-e1", 38);
	score_from(&st, "h4-f2", "h4-f2", 13);
	refuse_from(&st, "e1-c7-a5", "d8 is empty");
	refuse_from(&st, "a5-c7-e1", "b6 is empty");
	refuse_from(&st, "e1-e3-a5", "e3 is not between e1 and a5 on a line");
	refuse_from(&st, "e1-a5-g3", "a5 is not between e1 and g3 on a line");
	refuse_from(&st, "f2-g3-a5", "f2-a5 shows 1 1 1 2: neither a group "
	    "nor a series (a combo has 5 dice)");
	refuse_from(&st, "h4-a5", "h4-a5 is a 2-die line and cannot be scored");
}

/*
 * What -l lists, against what the referee accepts.  At a point of the
 * game, the referee is asked about every action written systematically:
 * roll of 1 and of 2 dice, reroll, place of each value on each square,
 * score of every pair of squares and of every triple.  The "quick" mode
 * tries, of the triples, only a square, its neighbour in one of the 8
 * directions and the squares 2, 3 and 4 steps on: any segment that a
 * triple names is named so too (the square next to an end lies between
 * the ends), so what is accepted there is what is accepted at all,
 * and the triples off a line are refused by the tests above.  When the
 * mover can
 * still act, legal() must list exactly what it accepts; when it cannot,
 * exactly what opens the next turn (nothing, the game over).  A throw
 * or a placement is one action per canonical text; a score is one per
 * segment, told apart by the state it leaves: every listed score must
 * leave a state of its own.  Each listed text must be accepted as
 * written, and be canonical.
 */
#define LISTED_MAX	1024
#define AFTER_MAX	256

struct entry {
	char		text[24];
	unsigned char	after[AFTER_MAX];
	int		score;
};

struct listing {
	struct entry	e[LISTED_MAX];
	size_t		n;
	int		next;		/* listed for the next turn */
	int		seat;		/* whose turn that is */
};

static int
collect(void *ctx, const char *canon)
{
	struct listing *l = ctx;

	assert_true(l->n < LISTED_MAX);
	assert_true(strlen(canon) < sizeof(l->e[0].text));
	snprintf(l->e[l->n++].text, sizeof(l->e[0].text), "%s", canon);
	return 0;
}

/* Whether canon is the listed text, a '?' of a throw to come standing
 * for any die. */
static int
same_action(const char *listed, const char *canon)
{
	for (; *listed != '\0' && *canon != '\0'; listed++, canon++)
		if (*listed != *canon && !(*listed == '?' && *canon >= '1' &&
		    *canon <= '6'))
			return 0;
	return *listed == *canon;
}

/* One candidate at p: 1 when accepted.  With l, an accepted one must be
 * among the listed. */
static int
candidate(const struct state *p, const char *text, const struct listing *l)
{
	struct state t;
	struct game_err e;
	char canon[MOVE_TEXT_MAX];
	size_t i;

	memcpy(t.u.b, p->u.b, G->state_size);
	if (act(&t, text, canon, &e) != 0)
		return 0;
	if (l == NULL)
		return 1;
	for (i = 0; i < l->n; i++) {
		if (strncmp(canon, "score ", 6) == 0 ? l->e[i].score &&
		    memcmp(l->e[i].after, t.u.b, G->state_size) == 0 :
		    same_action(l->e[i].text, canon))
			return 1;
	}
	fail_msg("'%s' is accepted (as '%s') but not listed", text, canon);
	return 1;
}

/* "score A-B" or "score A-M-B" (m < 0: none) into text, by hand: the
 * quick pass writes some 40000 of them at each point. */
static void
score_text(char text[32], int a, int m, int b)
{
	char *p = text + 6;

	memcpy(text, "score ", 6);
	*p++ = (char)('a' + a % 8);
	*p++ = (char)('1' + a / 8);
	if (m >= 0) {
		*p++ = '-';
		*p++ = (char)('a' + m % 8);
		*p++ = (char)('1' + m / 8);
	}
	*p++ = '-';
	*p++ = (char)('a' + b % 8);
	*p++ = (char)('1' + b / 8);
	*p = '\0';
}

/* Every candidate at p; the number accepted (without l, 0 or more than
 * 0: it stops early). */
static size_t
candidates(const struct state *p, const struct listing *l, int quick)
{
	static const int df[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };
	static const int dr[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
	char text[32];
	size_t n = 0;
	int a, b, m, v, d, sq;

	for (v = 1; v <= 6; v++) {
		snprintf(text, sizeof(text), "roll %d", v);
		n += (size_t)candidate(p, text, l);
		snprintf(text, sizeof(text), "reroll %d", v);
		n += (size_t)candidate(p, text, l);
		for (d = 1; d <= 6; d++) {
			snprintf(text, sizeof(text), "roll %d%d", v, d);
			n += (size_t)candidate(p, text, l);
		}
		for (a = 0; a < 64; a++) {
			snprintf(text, sizeof(text), "place %d %c%c", v,
			    'a' + a % 8, '1' + a / 8);
			n += (size_t)candidate(p, text, l);
		}
	}
	for (a = 0; a < 64 && (l != NULL || n == 0); a++)
		for (b = 0; b < 64; b++) {
			score_text(text, a, -1, b);
			n += (size_t)candidate(p, text, l);
			for (m = 0; m < 64 && !quick; m++) {
				score_text(text, a, m, b);
				n += (size_t)candidate(p, text, l);
			}
		}
	/* quick: a, its neighbour m along d, and b 2 to 4 steps along d */
	for (a = 0; a < 64 && quick && (l != NULL || n == 0); a++)
		for (d = 0; d < 8; d++)
			for (v = 1; v <= 4; v++) {
				sq = ((a / 8 + v * dr[d] + 8) % 8) * 8 +
				    (a % 8 + v * df[d] + 8) % 8;
				if (v == 1)
					m = sq;
				else {
					score_text(text, a, m, sq);
					n += (size_t)candidate(p, text, l);
				}
			}
	return n;
}

/* Check what legal() lists at st; the listing, with the point it is
 * for, in *l. */
static void
check_listing(const struct state *st, struct listing *l, int quick)
{
	struct state p, t;
	struct game_err e;
	struct expect x;
	char canon[MOVE_TEXT_MAX], text[MOVE_TEXT_MAX];
	size_t i, j, n;

	assert_true(G->state_size <= AFTER_MAX);
	l->n = 0;
	l->next = 0;
	l->seat = -1;
	assert_int_equal(SO->legal(st->u.b, collect, l), 0);
	memcpy(&p, st, sizeof(p));
	if (candidates(st, NULL, quick) == 0) {
		if (over(st, NULL, NULL)) {
			if (l->n > 0)
				fail_msg("the game is over, yet '%s' is listed",
				    l->e[0].text);
			return;
		}
		memset(&e, 0, sizeof(e));
		if (SO->end_turn(p.u.b, &e) != 0)
			fail_msg("nothing is accepted, nor the end of the "
			    "turn: %s", e.msg);
		SO->expect(p.u.b, &x);
		assert_true(x.seat >= 0);
		if (SO->begin_turn(p.u.b, (unsigned)x.seat, &e) != 0)
			fail_msg("begin_turn %d: %s", x.seat, e.msg);
		l->next = 1;
		l->seat = x.seat;
	}
	for (i = 0; i < l->n; i++) {
		/* a throw is listed with its dice to come: played as 1s */
		snprintf(text, sizeof(text), "%s", l->e[i].text);
		for (j = 0; text[j] != '\0'; j++)
			if (text[j] == '?')
				text[j] = '1';
		memcpy(&t, &p, sizeof(t));
		if (act(&t, text, canon, &e) != 0)
			fail_msg("'%s' is listed but refused: %s", l->e[i].text,
			    e.msg);
		assert_string_equal(canon, text);
		memcpy(l->e[i].after, t.u.b, G->state_size);
		l->e[i].score = strncmp(canon, "score ", 6) == 0;
		for (j = 0; j < i; j++) {
			if (strcmp(l->e[i].text, l->e[j].text) == 0)
				fail_msg("'%s' is listed twice", l->e[i].text);
			if (l->e[i].score && l->e[j].score &&
			    memcmp(l->e[i].after, l->e[j].after,
			    G->state_size) == 0)
				fail_msg("'%s' and '%s' score the same segment",
				    l->e[j].text, l->e[i].text);
		}
	}
	n = candidates(&p, l, quick);
	assert_true(n >= l->n);
	assert_true(n > 0);
}

/* Whether text is in the listing. */
static int
listed(const struct listing *l, const char *text)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		if (strcmp(l->e[i].text, text) == 0)
			return 1;
	return 0;
}

static struct listing the_listing;

/*
 * The listing at chosen points.  The diagonals of test_middle_diagonal:
 * e1-a5, e1-g7-a5 and a5-e1 listed, each once.  A refill due with a line
 * still open: White's reserve empty, a1 b1 1 2 and c2 c3 4 5; its 5
 * thrown again as a 3 on c1 makes a1-c1 1 2 3 (16) and c1-c3 3 4 5
 * (10 + 12 = 22).  Once a1-c1 is scored the hand holds the 6 alone: the
 * refill is due, and c1-c3 may still be scored: both are listed.  Then
 * the last die: after TWELVE, 5 thrown again as 4 on d1, 6 as 3 on c1:
 * hand and reserve empty, and lines through c1 may still be scored on
 * that line (a1-c1 1 2 3 among them) though the game would end there.
 */
static void
test_listing(void **state)
{
	struct state st;
	struct listing *l = &the_listing;
	int k = 0;

	(void)state;
	start(&st, 2, "");
	check_listing(&st, l, 1);
	assert_int_equal(l->n, 1);
	assert_string_equal(l->e[0].text, "roll ??");
	begin(&st, 0);
	ok(&st, "roll 56", "roll 56");
	check_listing(&st, l, 1);
	assert_true(l->next && l->seat == 1 && l->n == 1);
	turn(&st, 1);
	ok(&st, "roll 12", "roll 12");
	check_listing(&st, l, 1);
	assert_true(l->next && l->seat == 0 && l->n == 1);
	assert_string_equal(l->e[0].text, "roll ?");
	build(&st, DIAGONALS, &k);
	turn(&st, 0);
	check_listing(&st, l, 0);
	assert_false(l->next);
	assert_true(listed(l, "score e1-a5"));
	assert_true(listed(l, "score e1-g7-a5"));
	assert_true(listed(l, "score a5-e1"));
	assert_false(listed(l, "score e1-c3-a5"));
	ok(&st, "roll 4", "roll 4");
	check_listing(&st, l, 1);
	ok(&st, "place 4 d8", "place 4 d8");
	check_listing(&st, l, 1);

	k = 0;
	opening(&st, "");
	build(&st, "1a1 2b1 4c2 5c3 6e2 6f2 6g2 5e3 5f3 5g3 2e1 2f1", &k);
	turn(&st, 0);
	check_listing(&st, l, 1);
	assert_true(l->n == 2 && listed(l, "reroll 5"));
	oks(&st, "reroll 5; roll 3");
	check_listing(&st, l, 1);
	ok(&st, "place 3 c1", "place 3 c1");
	check_listing(&st, l, 1);
	assert_true(l->n == 2 && listed(l, "score a1-c1") &&
	    listed(l, "score c1-c3"));
	ok(&st, "score a1-c1", "score a1-c1");
	assert_int_equal(score(&st, 0), 16);
	expect(&st, 0, 1, 0);
	check_listing(&st, l, 0);
	assert_false(l->next);
	assert_int_equal(l->n, 2);
	assert_true(listed(l, "score c1-c3") && listed(l, "roll ?"));
	ok(&st, "score c1-c3", "score c1-c3");
	assert_int_equal(score(&st, 0), 38);
	check_listing(&st, l, 1);
	assert_true(!l->next && l->n == 1 && listed(l, "roll ?"));
	ok(&st, "roll 4", "roll 4");
	check_listing(&st, l, 1);
	assert_true(l->next && l->seat == 1);

	k = 0;
	opening(&st, "");
	build(&st, TWELVE, &k);
	turn(&st, 0);
	oks(&st, "reroll 5; roll 4; place 4 d1");
	black_wait(&st, &k);
	turn(&st, 0);
	oks(&st, "reroll 6; roll 3; place 3 c1");
	assert_true(over(&st, NULL, NULL));
	check_listing(&st, l, 1);
	assert_true(!l->next && listed(l, "score a1-c1"));
	ok(&st, "score a1-c1", "score a1-c1");
	check_listing(&st, l, 1);
	assert_true(listed(l, "roll ??"));
	assert_false(listed(l, "score a1-c1"));
}

static int
count_scores(void *ctx, const char *canon)
{
	*(int *)ctx += strncmp(canon, "score ", 6) == 0;
	return 0;
}

/* The scores listed once text is played at st. */
static int
lines_after(const struct state *st, const char *text)
{
	struct state t;
	struct game_err e;
	char canon[MOVE_TEXT_MAX];
	int n = 0;

	memcpy(t.u.b, st->u.b, G->state_size);
	if (act(&t, text, canon, &e) != 0)
		fail_msg("'%s' refused: %s", text, e.msg);
	SO->legal(t.u.b, count_scores, &n);
	return n;
}

/*
 * The listing along whole games: from each point, one of the listed
 * actions at random (a fixed seed), or now and then the end of a turn
 * that could go on; a placement, three times in four, one that opens
 * the most lines.  The quick candidates.  Half the games play to 1000
 * points, so that reserves run dry and last dice are placed.
 */
static void
test_listing_games(void **state)
{
	struct state st, t;
	struct game_err e;
	struct listing *l = &the_listing;
	struct expect x;
	uint32_t r = 0x2545f491u, q;
	char text[MOVE_TEXT_MAX];
	size_t i, pick;
	int game, steps;

	(void)state;
	for (game = 0; game < 6; game++) {
		start(&st, 2, game % 2 ? "target=1000" : "");
		begin(&st, 0);
		for (steps = 0; steps < 1000; steps++) {
			check_listing(&st, l, 1);
			if (l->n == 0)
				break;
			r ^= r << 13;
			r ^= r >> 17;
			r ^= r << 5;
			memcpy(&t, &st, sizeof(t));
			memset(&e, 0, sizeof(e));
			if (!l->next && r % 5 == 0 &&
			    SO->end_turn(t.u.b, &e) == 0 &&
			    !over(&t, NULL, NULL)) {
				SO->expect(t.u.b, &x);
				begin(&t, (unsigned)x.seat);
				memcpy(&st, &t, sizeof(st));
				continue;
			}
			if (l->next)
				turn(&st, (unsigned)l->seat);
			pick = (r >> 8) % l->n;
			if (strncmp(l->e[pick].text, "place ", 6) == 0 &&
			    r % 4 != 0) {
				int best = -1, n;

				for (i = 0; i < l->n; i++)
					if ((n = lines_after(&st,
					    l->e[i].text)) > best) {
						best = n;
						pick = i;
					}
			}
			/* a throw listed with its dice to come: throw them */
			snprintf(text, sizeof(text), "%s", l->e[pick].text);
			for (i = 0, q = r >> 8; text[i] != '\0'; i++)
				if (text[i] == '?') {
					text[i] = (char)('1' + q % 6);
					q /= 6;
				}
			ok(&st, text, text);
		}
		assert_true(steps < 1000);
	}
}

/*
 * Other points: group=5,6,7 series=0,0,0 combo=40.
 *  a1..e1 2 2 2 2 2: group 7 + 10 = 17, combo 40 + 10 = 50: 50;
 *  a3 b3 c3 4 5 6: series 0 + 15 = 15 (65);
 *  e3 f3 g3 6 6 6: group 5 + 18 = 23 (88);
 *  a1..e1 1 2 3 4 5: series 0 + 15, combo 40 + 15 = 55 (143);
 *  a3..d3 3 3 3 3: group 6 + 12 = 18 (161).
 * Black's groups of 1s are 5 + 3 = 8 now.
 */
static void
test_variant_points(void **state)
{
	struct state st;
	int k = 0;

	(void)state;
	opening(&st, "group=5,6,7 series=0,0,0 combo=40");
	build(&st, "2a1 2b1 2c1 2d1 2e1 4a3 5b3 6c3 6e3 6f3 6g3", &k);
	/* steps 0..10: groups at 3 and 7 */
	assert_int_equal(score(&st, 1), 16);
	score_start(&st, "a1-e1", 50, &k);
	score_start(&st, "a3-c3", 65, &k);
	score_start(&st, "e3-g3", 88, &k);
	build(&st, "1a1 2b1 3c1 4d1 5e1", &k);
	score_start(&st, "a1-e1", 143, &k);
	build(&st, "3a3 3b3 3c3 3d3", &k);
	score_start(&st, "a3-d3", 161, &k);
	assert_false(over(&st, NULL, NULL));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_example),
		cmocka_unit_test(test_rolloff_tie),
		cmocka_unit_test(test_rolloff_black_first),
		cmocka_unit_test(test_turn_refusals),
		cmocka_unit_test(test_must_place),
		cmocka_unit_test(test_score_start),
		cmocka_unit_test(test_score_five),
		cmocka_unit_test(test_torus_ruling),
		cmocka_unit_test(test_wrap_lines),
		cmocka_unit_test(test_score_after_place),
		cmocka_unit_test(test_refill_one),
		cmocka_unit_test(test_refill_two),
		cmocka_unit_test(test_last_die_loses),
		cmocka_unit_test(test_last_die_draw),
		cmocka_unit_test(test_block),
		cmocka_unit_test(test_capture),
		cmocka_unit_test(test_target),
		cmocka_unit_test(test_variant_points),
		cmocka_unit_test(test_middle_rank),
		cmocka_unit_test(test_middle_file),
		cmocka_unit_test(test_middle_diagonal),
		cmocka_unit_test(test_listing),
		cmocka_unit_test(test_listing_games),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
