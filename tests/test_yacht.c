/*
 * test_yacht: Yacht, Yahtzee and General (lib/games/yacht-family.c and
 * the three games' tables), each rule accepted once and refused once.
 *
 * Every category value, total, message and sheet here was worked out by
 * hand from RULINGS.md ("Dice games") and the rulings written at the top
 * of yacht-family.c, not taken from the program.  The games are driven
 * through their session_ops, as the driver does, and whole records are
 * also read and replayed through the library.
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
#include "games/yacht-family.h"
#include "reader.h"
#include "rec.h"
#include "replay.h"

extern const struct game game_yacht;
extern const struct game game_yahtzee;
extern const struct game game_general;

struct state {
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} u;
};

static void
start(const struct game *g, struct state *st, const char *variant,
    unsigned n)
{
	struct variant v;
	struct game_err e;

	memset(st, 0, sizeof(*st));
	if (variant_parse(g, variant, &v, &e) != 0)
		fail_msg("variant \"%s\": %s", variant, e.msg);
	if (g->session->init(st->u.b, n, &v, &e) != 0)
		fail_msg("init: %s", e.msg);
}

/*
 * Play the actions of line, words split at ' ', ',' and ';' and grouped
 * by starts_action as the reader does.  Returns -1 when every action was
 * accepted (their canonical texts joined in canon), else the index of
 * the refused one, with e filled and the state checked untouched.
 */
static int
actions(const struct game *g, struct state *st, const char *line,
    char *canon, struct game_err *e)
{
	struct word w[16];
	char one[MOVE_TEXT_MAX];
	struct state before;
	const char *p = line;
	size_t n = 0, k;
	int idx = 0;

	canon[0] = '\0';
	for (;;) {
		while (*p == ' ' || *p == ',' || *p == ';')
			p++;
		k = strcspn(p, " ,;");
		if (n > 0 && (k == 0 ||
		    session_starts_action(g, p, k))) {
			memcpy(&before, st, sizeof(before));
			memset(e, 0, sizeof(*e));
			if (session_action(g, st->u.b, w, n, one, e) != 0) {
				assert_memory_equal(&before, st,
				    g->state_size);
				return idx;
			}
			if (canon[0] != '\0')
				strcat(canon, " ");
			strcat(canon, one);
			idx++;
			n = 0;
		}
		if (k == 0)
			return -1;
		assert_true(n < 16);
		w[n].s = p;
		w[n].len = k;
		n++;
		p += k;
	}
}

/* A whole turn line of seat, every action accepted; returns the seat's
 * points from it. */
static long
turn(const struct game *g, struct state *st, unsigned seat,
    const char *line)
{
	struct game_err e;
	char canon[1024];
	long before = g->session->score(st->u.b, seat);

	memset(&e, 0, sizeof(e));
	if (g->session->begin_turn(st->u.b, seat, &e) != 0)
		fail_msg("begin_turn %u: %s", seat, e.msg);
	if (actions(g, st, line, canon, &e) >= 0)
		fail_msg("'%s': %s", line, e.msg);
	return g->session->score(st->u.b, seat) - before;
}

/* The actions of line in the turn under way, the last one refused (the
 * state left as the accepted ones made it) with exactly msg, pointing at
 * word `word` of the refused action. */
static void
refuse(const struct game *g, struct state *st, const char *line,
    unsigned word, const char *msg)
{
	struct game_err e;
	char canon[1024];

	if (actions(g, st, line, canon, &e) < 0)
		fail_msg("'%s' was accepted, expected: %s", line, msg);
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.word, word);
}

/* The points of dice in category cat, as rongo-score --category. */
static long
points(const struct game *g, const char *cat, const char *dice)
{
	unsigned char d[5];
	struct game_err e;
	long pts = -1;
	int i;

	assert_int_equal(strlen(dice), 5);
	for (i = 0; i < 5; i++)
		d[i] = (unsigned char)(dice[i] - '0');
	memset(&e, 0, sizeof(e));
	if (yacht_family_category(g, cat, d, &pts, &e) != 0)
		fail_msg("%s %s: %s", cat, dice, e.msg);
	return pts;
}

static void
test_registry(void **state)
{
	(void)state;
	assert_ptr_equal(game_find("yacht"), &game_yacht);
	assert_ptr_equal(game_find("cheerio"), &game_yacht);
	assert_ptr_equal(game_find("yot"), &game_yacht);
	assert_ptr_equal(game_find("yam"), &game_yacht);
	assert_ptr_equal(game_find("yahtzee"), &game_yahtzee);
	assert_ptr_equal(game_find("general"), &game_general);
	assert_ptr_equal(game_find("generala"), &game_general);
	assert_int_equal(game_yacht.kind, GAME_SESSION);
	assert_int_equal(game_yacht.session->min_players, 1);
	assert_int_equal(game_yacht.session->max_players,
	    SESSION_PLAYERS_MAX);
	assert_int_equal(game_yahtzee.session->order, 1);
	assert_non_null(game_general.session->category);
	assert_non_null(game_yacht.render);
}

static void
test_yacht_categories(void **state)
{
	const struct game *g = &game_yacht;

	(void)state;
	assert_int_equal(points(g, "ones", "11123"), 3);
	assert_int_equal(points(g, "twos", "22213"), 6);
	assert_int_equal(points(g, "threes", "33312"), 9);
	assert_int_equal(points(g, "fours", "44441"), 16);
	assert_int_equal(points(g, "fives", "55555"), 25);
	assert_int_equal(points(g, "sixes", "66633"), 18);
	assert_int_equal(points(g, "sixes", "12345"), 0);
	assert_int_equal(points(g, "little-straight", "12345"), 30);
	assert_int_equal(points(g, "little-straight", "54321"), 30);
	assert_int_equal(points(g, "little-straight", "23456"), 0);
	assert_int_equal(points(g, "little-straight", "12346"), 0);
	assert_int_equal(points(g, "big-straight", "23456"), 30);
	assert_int_equal(points(g, "big-straight", "62543"), 30);
	assert_int_equal(points(g, "big-straight", "12345"), 0);
	/* full house: the total of all five */
	assert_int_equal(points(g, "full-house", "66633"), 24);
	assert_int_equal(points(g, "full-house", "23232"), 12);
	assert_int_equal(points(g, "full-house", "66666"), 0);
	assert_int_equal(points(g, "full-house", "66653"), 0);
	assert_int_equal(points(g, "full-house", "66622"), 22);
	/* four of a kind: the total of the four */
	assert_int_equal(points(g, "four-of-a-kind", "66662"), 24);
	assert_int_equal(points(g, "four-of-a-kind", "26666"), 24);
	assert_int_equal(points(g, "four-of-a-kind", "33333"), 12);
	assert_int_equal(points(g, "four-of-a-kind", "66633"), 0);
	assert_int_equal(points(g, "chance", "66633"), 24);
	assert_int_equal(points(g, "chance", "11112"), 6);
	assert_int_equal(points(g, "yacht", "44444"), 50);
	assert_int_equal(points(g, "yacht", "44443"), 0);
}

static void
test_yahtzee_categories(void **state)
{
	const struct game *g = &game_yahtzee;

	(void)state;
	assert_int_equal(points(g, "sixes", "66612"), 18);
	/* three and four of a kind: the total of all five */
	assert_int_equal(points(g, "three-of-a-kind", "33345"), 18);
	assert_int_equal(points(g, "three-of-a-kind", "33335"), 17);
	assert_int_equal(points(g, "three-of-a-kind", "33456"), 0);
	assert_int_equal(points(g, "four-of-a-kind", "55552"), 22);
	assert_int_equal(points(g, "four-of-a-kind", "55555"), 25);
	assert_int_equal(points(g, "four-of-a-kind", "55522"), 0);
	assert_int_equal(points(g, "full-house", "33322"), 25);
	assert_int_equal(points(g, "full-house", "33333"), 0);
	assert_int_equal(points(g, "full-house", "33324"), 0);
	/* any four in a run */
	assert_int_equal(points(g, "small-straight", "12346"), 30);
	assert_int_equal(points(g, "small-straight", "34561"), 30);
	assert_int_equal(points(g, "small-straight", "11234"), 30);
	assert_int_equal(points(g, "small-straight", "65436"), 30);
	assert_int_equal(points(g, "small-straight", "23456"), 30);
	assert_int_equal(points(g, "small-straight", "12456"), 0);
	assert_int_equal(points(g, "large-straight", "12345"), 40);
	assert_int_equal(points(g, "large-straight", "23456"), 40);
	assert_int_equal(points(g, "large-straight", "12346"), 0);
	assert_int_equal(points(g, "yahtzee", "66666"), 50);
	assert_int_equal(points(g, "yahtzee", "66665"), 0);
	assert_int_equal(points(g, "chance", "12346"), 16);
}

static void
test_general_categories(void **state)
{
	const struct game *g = &game_general;

	(void)state;
	/* later-throw values; a 1 may stand for a 2 or a 6 */
	assert_int_equal(points(g, "straight", "12345"), 20);
	assert_int_equal(points(g, "straight", "23456"), 20);
	assert_int_equal(points(g, "straight", "13456"), 20);
	assert_int_equal(points(g, "straight", "11345"), 20);
	assert_int_equal(points(g, "straight", "13451"), 20);
	assert_int_equal(points(g, "straight", "12346"), 0);
	assert_int_equal(points(g, "straight", "12456"), 0);
	assert_int_equal(points(g, "straight", "11456"), 0);
	assert_int_equal(points(g, "straight", "11111"), 0);
	assert_int_equal(points(g, "straight", "22345"), 0);
	assert_int_equal(points(g, "full-house", "22555"), 30);
	assert_int_equal(points(g, "full-house", "22222"), 0);
	assert_int_equal(points(g, "four-of-a-kind", "33336"), 40);
	assert_int_equal(points(g, "four-of-a-kind", "33333"), 40);
	assert_int_equal(points(g, "four-of-a-kind", "33366"), 0);
	assert_int_equal(points(g, "general", "22222"), 60);
	assert_int_equal(points(g, "general", "22223"), 0);
	assert_int_equal(points(g, "chance", "12345"), 15);
	assert_int_equal(points(g, "ones", "11345"), 2);
}

static void
test_category_refusals(void **state)
{
	unsigned char d[5] = { 6, 6, 6, 3, 3 }, bad[5] = { 6, 6, 7, 3, 3 };
	struct game_err e;
	long pts;

	(void)state;
	assert_int_equal(yacht_family_category(&game_yacht, "fullhouse", d,
	    &pts, &e), -1);
	assert_string_equal(e.msg, "unknown category 'fullhouse': yacht has "
	    "ones, twos, threes, fours, fives, sixes, little-straight, "
	    "big-straight, full-house, four-of-a-kind, chance, yacht: did you "
	    "mean 'full-house'?");
	/* nothing close: the list alone */
	assert_int_equal(yacht_family_category(&game_yacht, "pair", d, &pts,
	    &e), -1);
	assert_string_equal(e.msg, "unknown category 'pair': yacht has "
	    "ones, twos, threes, fours, fives, sixes, little-straight, "
	    "big-straight, full-house, four-of-a-kind, chance, yacht");
	/* one game's category is not another's */
	assert_int_equal(yacht_family_category(&game_yacht, "small-straight",
	    d, &pts, &e), -1);
	assert_int_equal(yacht_family_category(&game_general, "yacht", d,
	    &pts, &e), -1);
	assert_int_equal(yacht_family_category(&game_yahtzee, "chance", bad,
	    &pts, &e), -1);
	assert_string_equal(e.msg, "dice show 1 to 6, not 7");
	assert_int_equal(yacht_family_category(game_find("kanga"), "chance",
	    d, &pts, &e), -1);
	assert_string_equal(e.msg, "Kanga has no score categories");
	/* the session op: five dice, no more, no fewer */
	assert_int_equal(game_yacht.session->category("full-house", d, 4,
	    &pts, &e), -1);
	assert_string_equal(e.msg, "a category takes 5 dice, not 4");
	assert_int_equal(game_yacht.session->category("full-house", d, 5,
	    &pts, &e), 0);
	assert_int_equal(pts, 24);
}

/* The rules text's own example: keeps accumulate. */
static void
test_turn_keeps(void **state)
{
	const struct game *g = &game_yacht;
	const struct session_ops *so = g->session;
	struct state st;
	struct game_err e;
	struct expect x;
	char canon[1024];

	(void)state;
	start(g, &st, "", 2);
	so->expect(st.u.b, &x);
	assert_int_equal(x.seat, 0);
	assert_int_equal(x.dice, 5);
	assert_int_equal(x.sides, 6);
	assert_int_equal(x.new_turn, 1);
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 66633", canon, &e), -1);
	so->expect(st.u.b, &x);
	assert_int_equal(x.seat, 0);
	assert_int_equal(x.dice, 5);
	assert_int_equal(x.new_turn, 0);
	assert_int_equal(actions(g, &st, "keep 666", canon, &e), -1);
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 2);
	assert_int_equal(actions(g, &st, "roll 46 keep 6", canon, &e), -1);
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 1);
	assert_int_equal(actions(g, &st, "roll 6", canon, &e), -1);
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 0);	/* three throws: score now */
	assert_int_equal(so->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn above is not over: it must "
	    "score a category");
	assert_int_equal(actions(g, &st, "score yacht", canon, &e), -1);
	assert_string_equal(canon, "score yacht");
	assert_int_equal(so->score(st.u.b, 0), 50);
	assert_int_equal(so->end_turn(st.u.b, &e), 0);
	so->expect(st.u.b, &x);
	assert_int_equal(x.seat, 1);
	assert_int_equal(x.dice, 5);
	assert_int_equal(x.new_turn, 1);
	/* dice apart or with commas; canonical: together, as thrown */
	assert_int_equal(so->begin_turn(st.u.b, 1, &e), 0);
	assert_int_equal(actions(g, &st, "roll 6 6 1 2 6; keep 6,6 6", canon,
	    &e), -1);
	assert_string_equal(canon, "roll 66126 keep 666");
	/* the dice scored: the kept ones and what is left of the last
	 * throw (12): no full house */
	assert_int_equal(actions(g, &st, "roll 3 3 score full-house", canon,
	    &e), -1);
	assert_string_equal(canon, "roll 33 score full-house");
	assert_int_equal(so->score(st.u.b, 1), 24);
	/* all five set aside after one throw, then scored */
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 12345 keep 54321", canon, &e),
	    -1);
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 0);
	assert_int_equal(actions(g, &st, "score little-straight", canon, &e),
	    -1);
	assert_int_equal(so->score(st.u.b, 0), 80);
	/* a keep after the third throw changes nothing of the dice */
	assert_int_equal(turn(g, &st, 1, "roll 11234 keep 11 roll 123 keep 1 "
	    "roll 11 keep 11 score ones"), 5);
}

static void
test_action_refusals(void **state)
{
	const struct game *g = &game_yacht;
	struct state st;
	struct game_err e;
	char canon[1024];

	(void)state;
	start(g, &st, "", 2);
	/* a line out of turn is the driver's to refuse (yacht-family.t) */
	assert_int_equal(g->session->begin_turn(st.u.b, 0, &e), 0);
	refuse(g, &st, "keep 666", 0, "nothing has been thrown yet: roll "
	    "first");
	refuse(g, &st, "score chance", 0, "nothing has been thrown yet: roll "
	    "first");
	refuse(g, &st, "roll", 0, "roll needs the dice thrown, as in "
	    "'roll 66633'");
	refuse(g, &st, "roll 6663", 0, "a throw is of 5 dice, not 4");
	/* the first die too many is pointed at */
	refuse(g, &st, "roll 666 333", 2, "a throw is of 5 dice, not 6");
	refuse(g, &st, "roll 66073", 1, "'66073' is not dice: write each die "
	    "as a digit from 1 to 6");
	refuse(g, &st, "roll 66633 stop", 2, "'stop' is neither dice nor an "
	    "action (roll, keep, release, score)");
	/* a misspelt action is named: first in the line, or among dice */
	refuse(g, &st, "rol 66633", 0, "unknown action 'rol': Yacht has "
	    "roll, keep, release and score: did you mean 'roll'?");
	refuse(g, &st, "roll 66633 kep 666", 2, "'kep' is neither dice nor "
	    "an action (roll, keep, release, score): did you mean 'keep'?");
	/* no program's line comes empty (the readers refuse it) */
	assert_int_equal(session_action(g, st.u.b, NULL, 0, canon, &e), -1);
	assert_string_equal(e.msg, "empty action");
	assert_int_equal(actions(g, &st, "roll 66633", canon, &e), -1);
	refuse(g, &st, "keep", 0, "keep needs the dice set aside, as in "
	    "'keep 666'");
	refuse(g, &st, "keep 664", 1, "there is no 4 left in the last throw "
	    "to keep");
	refuse(g, &st, "keep 6666", 1, "there are only 3 dice showing 6 left "
	    "in the last throw to keep");
	refuse(g, &st, "keep 666 333", 2, "only 5 dice are left in the last "
	    "throw to keep, not 6");
	refuse(g, &st, "score fullhouse", 1, "unknown category 'fullhouse': "
	    "yacht has ones, twos, threes, fours, fives, sixes, "
	    "little-straight, big-straight, full-house, four-of-a-kind, "
	    "chance, yacht: did you mean 'full-house'?");
	refuse(g, &st, "score", 0, "score needs a category, as in 'score "
	    "chance'");
	refuse(g, &st, "score full-house chance", 2, "score takes one "
	    "category");
	/* 66 aside, 633 left */
	assert_int_equal(actions(g, &st, "keep 66", canon, &e), -1);
	refuse(g, &st, "keep 666", 1, "there is only 1 die showing 6 left in "
	    "the last throw to keep");
	refuse(g, &st, "roll 46", 0, "3 dice are left to throw, not 2");
	refuse(g, &st, "roll 4612", 1, "only 3 dice are left to throw, not "
	    "4");
	/* 6663 aside, 3 left */
	assert_int_equal(actions(g, &st, "keep 6 3", canon, &e), -1);
	refuse(g, &st, "roll 35", 1, "only 1 die is left to throw, not 2");
	assert_int_equal(actions(g, &st, "roll 5 roll 4", canon, &e), -1);
	refuse(g, &st, "roll 3", 0, "a fourth throw is not allowed: score a "
	    "category");
	/* a turn line may not follow before the score */
	assert_int_equal(g->session->end_turn(st.u.b, &e), -1);
	assert_int_equal(actions(g, &st, "score fours", canon, &e), -1);
	assert_int_equal(g->session->score(st.u.b, 0), 4);
	refuse(g, &st, "roll 12345", 0, "the turn is over: it scored fours");
	refuse(g, &st, "score chance", 0, "the turn is over: it scored fours");
	assert_int_equal(g->session->end_turn(st.u.b, &e), 0);
	/* all five aside: nothing is left to throw */
	assert_int_equal(g->session->begin_turn(st.u.b, 1, &e), 0);
	refuse(g, &st, "roll 12345 keep 12345 roll 6", 0, "all five dice are "
	    "set aside: score a category, or release dice to throw them "
	    "again");
	assert_int_equal(actions(g, &st, "score fours", canon, &e), -1);
	/* a category once per player: Bob's fours do not fill Ann's */
	assert_int_equal(g->session->begin_turn(st.u.b, 0, &e), 0);
	refuse(g, &st, "roll 44444 score fours", 1, "fours is already "
	    "scored");
	assert_int_equal(actions(g, &st, "score yacht", canon, &e), -1);
	assert_int_equal(g->session->score(st.u.b, 0), 54);
	assert_int_equal(g->session->score(st.u.b, 1), 4);
}

/* release: dice set aside are taken back and thrown with the next throw
 * (RULINGS.md), and may be set aside again before it (a ruling). */
static void
test_release(void **state)
{
	const struct game *g = &game_yacht;
	const struct session_ops *so = g->session;
	struct state st;
	struct game_err e;
	struct expect x;
	char canon[1024];

	(void)state;
	start(g, &st, "", 1);
	assert_true(session_starts_action(g, "release", 7));
	assert_false(session_starts_action(g, "releases", 8));
	/* RULINGS.md's example: 666 aside, 45 thrown, a 6 taken back, so
	 * three dice are thrown: 666, and 66 + 666 is a yacht */
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	refuse(g, &st, "release 6", 0, "nothing has been thrown yet: roll "
	    "first");
	assert_int_equal(actions(g, &st, "roll 66633", canon, &e), -1);
	refuse(g, &st, "release 6", 0, "nothing is set aside to release: "
	    "keep sets dice aside");
	assert_int_equal(actions(g, &st, "keep 666 roll 45", canon, &e), -1);
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 2);
	refuse(g, &st, "release", 0, "release needs the dice taken back, as "
	    "in 'release 6'");
	refuse(g, &st, "release 5", 1, "there is no 5 set aside to release");
	refuse(g, &st, "release 6666", 1, "only 3 dice are set aside to "
	    "release, not 4");
	/* the first die too many is pointed at: word 2 */
	refuse(g, &st, "release 666 6", 2, "only 3 dice are set aside to "
	    "release, not 4");
	refuse(g, &st, "release 6s", 1, "'6s' is not dice: write each die as "
	    "a digit from 1 to 6");
	assert_int_equal(actions(g, &st, "release 6", canon, &e), -1);
	assert_string_equal(canon, "release 6");
	/* 66 aside: the next throw is of the other three, 4, 5 and the 6 */
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 3);
	assert_int_equal(x.new_turn, 0);
	refuse(g, &st, "roll 66", 0, "3 dice are left to throw, not 2");
	assert_int_equal(actions(g, &st, "roll 6 6 6", canon, &e), -1);
	assert_string_equal(canon, "roll 666");
	/* three throws made: no release any more */
	refuse(g, &st, "release 6", 0, "no throw is left to throw released "
	    "dice again: the turn has made its 3 throws; score a category");
	assert_int_equal(actions(g, &st, "score yacht", canon, &e), -1);
	assert_int_equal(so->score(st.u.b, 0), 50);

	/* a die released may be set aside again, from the released dice
	 * when the last throw has none of its face: 666 aside, 66 taken
	 * back, one 6 aside again: 66 aside, 6 released, 33 left */
	start(g, &st, "", 1);
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 66633 keep 666 release 66 "
	    "keep 6", canon, &e), -1);
	assert_string_equal(canon, "roll 66633 keep 666 release 66 keep 6");
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 3);
	refuse(g, &st, "keep 4", 1, "there is no 4 among the dice not set "
	    "aside to keep");
	refuse(g, &st, "keep 666", 1, "there is only 1 die showing 6 among "
	    "the dice not set aside to keep");
	refuse(g, &st, "keep 3333", 1, "only 3 dice are not set aside to "
	    "keep, not 4");
	/* nothing thrown since: the dice lie as they fell, 66 + 33 + 6 */
	assert_int_equal(actions(g, &st, "score full-house", canon, &e), -1);
	assert_int_equal(so->score(st.u.b, 0), 24);

	/* every die taken back: all five thrown again */
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 12345 keep 12345", canon, &e),
	    -1);
	refuse(g, &st, "release 11", 1, "there is only 1 die showing 1 set "
	    "aside to release");
	assert_int_equal(actions(g, &st, "release 54321 roll 22222 score "
	    "yacht", canon, &e), -1);
	/* kept and taken back after one throw, then scored as they lie:
	 * 1234 + 5, a little straight */
	assert_int_equal(turn(g, &st, 0, "roll 12345 keep 12345 release 5 "
	    "score little-straight"), 30);
	/* kept, released, kept and released again: the 1 is among the five
	 * dice not set aside, all thrown */
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 12345 keep 1 release 1 keep 1 "
	    "release 1", canon, &e), -1);
	so->expect(st.u.b, &x);
	assert_int_equal(x.dice, 5);
	refuse(g, &st, "roll 6", 0, "a throw is of 5 dice, not 1");
	assert_int_equal(actions(g, &st, "roll 33333 score threes", canon, &e),
	    -1);
	assert_int_equal(so->score(st.u.b, 0), 24 + 50 + 30 + 15);
}

/* rongo-apply -p: the turn's throws, no points, the dice showing (the
 * rest of the last throw, then those released) and aside, and the due
 * seat's empty boxes in the card's order; none once over. */
static void
test_view(void **state)
{
	const struct game *g = &game_yacht;
	struct state st;
	struct game_err e;
	struct session_view v;
	char canon[1024];

	(void)state;
	start(g, &st, "", 2);
	session_view(g, st.u.b, &v);
	assert_int_equal(v.throws, 0);
	assert_int_equal(v.has_points, 0);
	assert_true(v.has_dice && v.has_card);
	assert_int_equal(v.nshow + v.naside, 0);
	assert_int_equal(v.nopen, 12);
	assert_string_equal(v.open[0], "ones");
	assert_string_equal(v.open[11], "yacht");
	/* 666 aside, 33 left, a 6 taken back: 336 showing, 66 aside */
	assert_int_equal(g->session->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 66633 keep 666 release 6",
	    canon, &e), -1);
	session_view(g, st.u.b, &v);
	assert_int_equal(v.throws, 1);
	assert_int_equal(v.nshow, 3);
	assert_memory_equal(v.show, "\3\3\6", 3);
	assert_int_equal(v.naside, 2);
	assert_memory_equal(v.aside, "\6\6", 2);
	/* Ann's chance scored, then Bob's turn: Ann due, no throw, 11
	 * open, four-of-a-kind followed by yacht */
	assert_int_equal(actions(g, &st, "score chance", canon, &e), -1);
	assert_int_equal(turn(g, &st, 1, "roll 12345 score little-straight"),
	    30);
	session_view(g, st.u.b, &v);
	assert_int_equal(v.throws + v.nshow + v.naside, 0);
	assert_int_equal(v.nopen, 11);
	assert_string_equal(v.open[9], "four-of-a-kind");
	assert_string_equal(v.open[10], "yacht");
	/* General: a general of the first throw ends it, nothing open */
	g = &game_general;
	start(g, &st, "", 2);
	assert_int_equal(turn(g, &st, 0, "roll 55555 score general"), 0);
	session_view(g, st.u.b, &v);
	assert_int_equal(v.throws + v.nshow + v.naside + v.nopen, 0);
}

/* rongo-apply -l for the family: session_legal through a collector. */
struct list {
	char	text[16384];
	size_t	n, lines;
	size_t	stop;		/* stop after this many lines; 0: never */
};

static int
collect(void *ctx, unsigned seat, const char *canon)
{
	struct list *l = ctx;
	size_t k = strlen(canon);

	(void)seat;
	assert_true(l->n + k + 2 < sizeof(l->text));
	memcpy(l->text + l->n, canon, k);
	l->n += k;
	l->text[l->n++] = '\n';
	l->text[l->n] = '\0';
	l->lines++;
	return l->stop > 0 && l->lines == l->stop ? 7 : 0;
}

static int
prefix(const char *s, const char *p)
{
	return strncmp(s, p, strlen(p)) == 0;
}

static size_t
listed(const struct game *g, const struct state *st, struct list *l)
{
	memset(l, 0, sizeof(*l));
	assert_int_equal(session_legal(g, st->u.b, collect, l), 0);
	return l->lines;
}

static void
test_legal(void **state)
{
	const struct game *g = &game_yacht;
	const struct session_ops *so = g->session;
	struct state st;
	struct game_err e;
	struct list l;
	char canon[1024];

	(void)state;
	assert_ptr_equal(game_yahtzee.session->verbs, so->verbs);
	assert_ptr_equal(game_general.session->verbs, so->verbs);
	start(g, &st, "", 2);
	/* a new turn: its first throw, one line, its five dice to come */
	assert_int_equal(listed(g, &st, &l), 1);
	assert_string_equal(l.text, "roll ?????\n");
	/* after 66633: 11 keeps (the sets of 66633, largest first), no
	 * release, the throw of the five dice, the 12 categories */
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 66633", canon, &e), -1);
	assert_int_equal(listed(g, &st, &l), 11 + 1 + 12);
	assert_true(prefix(l.text, "keep 66633\nkeep 6663\nkeep 666\n"
	    "keep 6633\nkeep 663\nkeep 66\nkeep 633\nkeep 63\nkeep 6\n"
	    "keep 33\nkeep 3\nroll ?????\nscore ones\n"));
	assert_null(strstr(l.text, "release"));
	assert_non_null(strstr(l.text, "score chance\nscore yacht\n"));
	/* 666 aside, 45 thrown, a 6 released: keeps of 4, 5 and 6 (7),
	 * releases of 66 (2), the throw of three dice, the categories */
	assert_int_equal(actions(g, &st, "keep 666 roll 45 release 6", canon,
	    &e), -1);
	assert_int_equal(listed(g, &st, &l), 7 + 2 + 1 + 12);
	assert_true(prefix(l.text, "keep 654\nkeep 65\nkeep 64\nkeep 6\n"
	    "keep 54\nkeep 5\nkeep 4\nrelease 66\nrelease 6\nroll ???\n"
	    "score ones\n"));
	/* the listing stops when the callback says so, and says why */
	memset(&l, 0, sizeof(l));
	l.stop = 3;
	assert_int_equal(session_legal(g, st.u.b, collect, &l), 7);
	assert_int_equal(l.lines, 3);
	/* the third throw: keeps of 666 and categories only */
	assert_int_equal(actions(g, &st, "roll 666", canon, &e), -1);
	assert_int_equal(listed(g, &st, &l), 3 + 12);
	assert_string_equal(l.text, "keep 666\nkeep 66\nkeep 6\n"
	    "score ones\nscore twos\nscore threes\nscore fours\n"
	    "score fives\nscore sixes\nscore little-straight\n"
	    "score big-straight\nscore full-house\nscore four-of-a-kind\n"
	    "score chance\nscore yacht\n");
	assert_int_equal(actions(g, &st, "score yacht", canon, &e), -1);
	/* Bob, all five set aside after one throw: 31 releases, no throw,
	 * no keep */
	assert_int_equal(so->begin_turn(st.u.b, 1, &e), 0);
	assert_int_equal(actions(g, &st, "roll 12345 keep 12345", canon, &e),
	    -1);
	assert_int_equal(listed(g, &st, &l), 31 + 12);
	assert_true(prefix(l.text, "release 54321\nrelease 5432\n"));
	assert_null(strstr(l.text, "roll"));
	assert_int_equal(actions(g, &st, "score chance", canon, &e), -1);
	/* Ann's yacht box is filled: 11 categories after her next throw */
	assert_int_equal(so->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 11111", canon, &e), -1);
	assert_int_equal(listed(g, &st, &l), 5 + 1 + 11);
	assert_null(strstr(l.text, "score yacht"));

	/* Yahtzee's joker: a second yahtzee of 3s with threes open goes
	 * there, and only there */
	g = &game_yahtzee;
	start(g, &st, "official", 1);
	assert_int_equal(turn(g, &st, 0, "roll 33333 score yahtzee"), 50);
	assert_int_equal(g->session->begin_turn(st.u.b, 0, &e), 0);
	assert_int_equal(actions(g, &st, "roll 33333", canon, &e), -1);
	listed(g, &st, &l);
	assert_string_equal(l.text, "keep 33333\nkeep 3333\nkeep 333\n"
	    "keep 33\nkeep 3\nroll ?????\nscore threes\n");

	/* a game that is over lists nothing */
	g = &game_general;
	start(g, &st, "", 2);
	assert_int_equal(turn(g, &st, 0, "roll 44444 score general"), 0);
	assert_int_equal(listed(g, &st, &l), 0);
}

static void
test_init_and_options(void **state)
{
	struct state st;
	struct variant v;
	struct game_err e;

	(void)state;
	assert_int_equal(variant_parse(&game_yacht, "official", &v, &e), -1);
	assert_string_equal(e.msg, "Yacht has no option 'official'");
	assert_int_equal(variant_parse(&game_general, "rounds=3", &v, &e), -1);
	assert_string_equal(e.msg, "General has no option 'rounds'");
	assert_int_equal(variant_parse(&game_yahtzee, "official=1", &v, &e),
	    -1);
	assert_string_equal(e.msg, "option 'official' takes no value");
	assert_int_equal(variant_parse(&game_yahtzee, "official", &v, &e), 0);
	assert_int_equal(variant_parse(&game_yahtzee, "", &v, &e), 0);
	assert_int_equal(game_yacht.session->init(st.u.b, 0, &v, &e), -1);
	assert_string_equal(e.msg, "Yacht is for 1 to 16 players");
	assert_int_equal(game_yacht.session->init(st.u.b, 17, &v, &e), -1);
	assert_int_equal(game_yacht.session->init(st.u.b, 16, &v, &e), 0);
	/* the driver begins every turn line before its actions */
	assert_int_equal(session_action(&game_yacht, st.u.b, (struct word[]){
	    { "roll", 4 }, { "12345", 5 } }, 2, (char[MOVE_TEXT_MAX]){ 0 },
	    &e), -1);
	assert_string_equal(e.msg, "no turn has begun");
	assert_true(session_starts_action(&game_yacht, "roll", 4));
	assert_true(session_starts_action(&game_yacht, "keep", 4));
	assert_true(session_starts_action(&game_yacht, "score", 5));
	assert_false(session_starts_action(&game_yacht, "stop", 4));
	assert_false(session_starts_action(&game_yacht, "66633", 5));
	assert_false(session_starts_action(&game_yacht, "full-house", 10));
}

/* Twelve turns filling Yacht's twelve boxes: 5 + 10 + 15 + 20 + 25 + 30
 * + 30 + 30 + 28 + 24 + 30 + 50 = 297. */
static const char *const all_twelve[12] = {
	"roll 11111 score ones", "roll 22222 score twos",
	"roll 33333 score threes", "roll 44444 score fours",
	"roll 55555 score fives", "roll 66666 score sixes",
	"roll 12345 score little-straight", "roll 23456 score big-straight",
	"roll 66655 score full-house", "roll 66663 score four-of-a-kind",
	"roll 66666 score chance", "roll 44444 score yacht"
};

static void
test_end_and_winners(void **state)
{
	const struct game *g = &game_yacht;
	const struct session_ops *so = g->session;
	struct state st;
	struct expect x;
	unsigned long w;
	char why[256];
	int i;

	(void)state;
	/* alone */
	start(g, &st, "", 1);
	for (i = 0; i < 12; i++) {
		assert_int_equal(so->finished(st.u.b, &w, why), 0);
		turn(g, &st, 0, all_twelve[i]);
	}
	assert_int_equal(so->score(st.u.b, 0), 297);
	assert_int_equal(so->finished(st.u.b, &w, why), 1);
	assert_int_equal(w, 1);
	assert_string_equal(why, "every box is filled");
	so->expect(st.u.b, &x);
	assert_int_equal(x.seat, -1);
	assert_int_equal(x.dice, 0);
	/* equal best totals share the win */
	start(g, &st, "", 3);
	for (i = 0; i < 12; i++) {
		turn(g, &st, 0, all_twelve[i]);
		turn(g, &st, 1, i == 0 ? "roll 11112 score ones" :
		    all_twelve[i]);
		turn(g, &st, 2, all_twelve[i]);
	}
	assert_int_equal(so->score(st.u.b, 1), 296);
	assert_int_equal(so->finished(st.u.b, &w, why), 1);
	assert_int_equal(w, 5);
}

static void
test_yahtzee_upper_bonus(void **state)
{
	const struct game *g = &game_yahtzee;
	struct state st;

	(void)state;
	/* 3 + 6 + 9 + 12 + 15 + 18 = 63: the 35 comes with the sixes */
	start(g, &st, "", 2);
	assert_int_equal(turn(g, &st, 0, "roll 11123 score ones"), 3);
	assert_int_equal(turn(g, &st, 1, "roll 11112 score ones"), 4);
	assert_int_equal(turn(g, &st, 0, "roll 22213 score twos"), 6);
	assert_int_equal(turn(g, &st, 1, "roll 22221 score twos"), 8);
	assert_int_equal(turn(g, &st, 0, "roll 33312 score threes"), 9);
	assert_int_equal(turn(g, &st, 1, "roll 33331 score threes"), 12);
	assert_int_equal(turn(g, &st, 0, "roll 44412 score fours"), 12);
	assert_int_equal(turn(g, &st, 1, "roll 44441 score fours"), 16);
	assert_int_equal(turn(g, &st, 0, "roll 55512 score fives"), 15);
	/* Bob: 4 + 8 + 12 + 16 + 10 + 12 = 62, no bonus */
	assert_int_equal(turn(g, &st, 1, "roll 55111 score fives"), 10);
	assert_int_equal(turn(g, &st, 0, "roll 66612 score sixes"), 18 + 35);
	assert_int_equal(turn(g, &st, 1, "roll 66111 score sixes"), 12);
	assert_int_equal(g->session->score(st.u.b, 0), 98);
	assert_int_equal(g->session->score(st.u.b, 1), 62);
	/* the bonus is there as soon as 63 is reached */
	start(g, &st, "", 1);
	assert_int_equal(turn(g, &st, 0, "roll 66666 score sixes"), 30);
	assert_int_equal(turn(g, &st, 0, "roll 55555 score fives"), 25);
	assert_int_equal(turn(g, &st, 0, "roll 44442 score fours"), 16 + 35);
}

static void
test_yahtzee_official(void **state)
{
	const struct game *g = &game_yahtzee;
	struct state st;
	struct game_err e;
	char canon[256];

	(void)state;
	start(g, &st, "official", 2);
	assert_int_equal(turn(g, &st, 0, "roll 33333 score yahtzee"), 50);
	assert_int_equal(turn(g, &st, 1, "roll 12345 score yahtzee"), 0);
	/* the face's upper box first; Ann's yahtzee box holds 50: +100 */
	assert_int_equal(turn(g, &st, 0, "roll 44444 score fours"), 120);
	/* Bob's holds 0: no bonus */
	assert_int_equal(turn(g, &st, 1, "roll 22222 score twos"), 10);
	/* fours filled: a joker in a lower box */
	assert_int_equal(turn(g, &st, 0, "roll 44444 score full-house"), 125);
	assert_int_equal(turn(g, &st, 1, "roll 22222 score small-straight"),
	    30);
	assert_int_equal(turn(g, &st, 0, "roll 33333 score threes"), 115);
	assert_int_equal(turn(g, &st, 1, "roll 22222 score large-straight"),
	    40);
	assert_int_equal(g->session->score(st.u.b, 0), 410);
	assert_int_equal(g->session->score(st.u.b, 1), 80);
	/* the joker's refusals: Ann's fives are open, her fours filled */
	assert_int_equal(g->session->begin_turn(st.u.b, 0, NULL), 0);
	refuse(g, &st, "roll 55555 score chance", 1, "joker rule: a yahtzee "
	    "of 5s goes in fives while it is open");
	refuse(g, &st, "roll 44444 score twos", 1, "joker rule: a yahtzee "
	    "goes in an open lower box before an upper one");
	/* chance as a joker: the total */
	assert_int_equal(actions(g, &st, "score chance", canon, &e), -1);
	assert_int_equal(g->session->score(st.u.b, 0), 410 + 20 + 100);
	assert_int_equal(turn(g, &st, 1, "roll 55555 score fives"), 25);
	start(g, &st, "official", 1);
	assert_int_equal(turn(g, &st, 0, "roll 66666 score yahtzee"), 50);
	assert_int_equal(turn(g, &st, 0, "roll 66666 score sixes"), 130);
	assert_int_equal(turn(g, &st, 0, "roll 66666 score three-of-a-kind"),
	    130);
	assert_int_equal(turn(g, &st, 0, "roll 66666 score large-straight"),
	    140);
	/* every lower box filled: any upper box, for what it is worth */
	assert_int_equal(turn(g, &st, 0, "roll 12346 score four-of-a-kind"),
	    0);
	assert_int_equal(turn(g, &st, 0, "roll 12346 score full-house"), 0);
	assert_int_equal(turn(g, &st, 0, "roll 12346 score small-straight"),
	    30);
	assert_int_equal(turn(g, &st, 0, "roll 12346 score chance"), 16);
	assert_int_equal(turn(g, &st, 0, "roll 66666 score ones"), 100);
	assert_int_equal(g->session->score(st.u.b, 0), 50 + 130 + 130 + 140 +
	    30 + 16 + 100);
	/* without `official`: no joker, no bonus */
	start(g, &st, "", 1);
	assert_int_equal(turn(g, &st, 0, "roll 66666 score yahtzee"), 50);
	assert_int_equal(turn(g, &st, 0, "roll 44444 score full-house"), 0);
	assert_int_equal(turn(g, &st, 0, "roll 44444 score large-straight"),
	    0);
	assert_int_equal(turn(g, &st, 0, "roll 33333 score chance"), 15);
	assert_int_equal(g->session->score(st.u.b, 0), 65);
}

static void
test_general_first_throw(void **state)
{
	const struct game *g = &game_general;
	const struct session_ops *so = g->session;
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(g, &st, "", 2);
	assert_int_equal(turn(g, &st, 0, "roll 12345 score straight"), 25);
	assert_int_equal(turn(g, &st, 1, "roll 12346 keep 1234 roll 5 score "
	    "straight"), 20);
	/* set aside after the one throw: still the first-throw value */
	assert_int_equal(turn(g, &st, 0, "roll 66655 keep 66655 score "
	    "full-house"), 35);
	assert_int_equal(turn(g, &st, 1, "roll 66612 keep 666 roll 55 score "
	    "full-house"), 30);
	assert_int_equal(turn(g, &st, 0, "roll 31333 score four-of-a-kind"),
	    45);
	assert_int_equal(turn(g, &st, 1, "roll 31333 roll 33333 score "
	    "four-of-a-kind"), 40);
	/* a first-throw general elsewhere is only what that box pays */
	assert_int_equal(turn(g, &st, 0, "roll 66666 score sixes"), 30);
	/* a general on a later throw: 60, and play goes on */
	assert_int_equal(turn(g, &st, 1, "roll 66612 keep 666 roll 66 score "
	    "general"), 60);
	assert_int_equal(so->finished(st.u.b, &w, why), 0);
	/* on the first throw, in the general box: won at once */
	assert_int_equal(turn(g, &st, 0, "roll 22222 score general"), 0);
	assert_int_equal(so->finished(st.u.b, &w, why), 1);
	assert_int_equal(w, 1);
	assert_string_equal(why, "a general on the first throw wins at once");
	assert_int_equal(so->score(st.u.b, 0), 25 + 35 + 45 + 30);
	assert_int_equal(so->score(st.u.b, 1), 20 + 30 + 40 + 60);
	/* a release throws nothing: scored after one throw, the dice are
	 * still of that throw (a ruling): 123 + 5 + the 4 released, a
	 * straight, 25 */
	start(g, &st, "", 2);
	assert_int_equal(turn(g, &st, 0, "roll 12345 keep 1234 release 4 "
	    "score straight"), 25);
	/* the released 4 and the 6 thrown again: a second throw, 20 */
	assert_int_equal(turn(g, &st, 1, "roll 12346 keep 1234 release 4 "
	    "roll 45 score straight"), 20);
	assert_int_equal(turn(g, &st, 0, "roll 66655 keep 666 release 6 roll "
	    "655 score full-house"), 30);
	assert_int_equal(turn(g, &st, 1, "roll 44441 keep 4444 release 4 keep "
	    "4 score four-of-a-kind"), 45);
	/* a general of one throw, some of it released: it wins */
	assert_int_equal(turn(g, &st, 0, "roll 22222 keep 22 release 2 score "
	    "general"), 0);
	assert_int_equal(so->finished(st.u.b, &w, why), 1);
	assert_int_equal(w, 1);
	/* a general of 22 kept and 222 thrown again: 60, no win */
	start(g, &st, "", 1);
	assert_int_equal(turn(g, &st, 0, "roll 22222 keep 222 release 2 roll "
	    "222 score general"), 60);
	assert_int_equal(so->finished(st.u.b, &w, why), 0);
	/* five of a kind in the general box after a single throw, but not a
	 * general: nothing */
	start(g, &st, "", 1);
	assert_int_equal(turn(g, &st, 0, "roll 12345 score general"), 0);
	assert_int_equal(so->finished(st.u.b, &w, why), 0);
}

/* The sheet, drawn by hand: label column 15 wide ("three-of-a-kind"),
 * then per seat two spaces and the name's width (4 at least), right
 * aligned. */
static void
row(struct buf *b, const char *label, const char *a, const char *c)
{
	assert_int_equal(buf_printf(b, "%-15s  %4s  %11s\n", label, a, c), 0);
}

static void
test_render(void **state)
{
	const struct game *g = &game_yahtzee;
	static const char *const names[] = { "Ann", "Bartholomew" };
	struct render_info ri = { 0, NULL, names, 2 };
	struct state st;
	struct buf got = BUF_INIT, want = BUF_INIT;
	struct game_err e;
	char canon[256];

	(void)state;
	start(g, &st, "official", 2);
	assert_int_equal(g->render(st.u.b, &ri, &got), 0);
	assert_non_null(strstr(got.s, "Yahtzee (official), start\n"));
	assert_non_null(strstr(got.s, "\nAnn to play.\n"));
	buf_clear(&got);
	turn(g, &st, 0, "roll 33333 score yahtzee");
	turn(g, &st, 1, "roll 12345 score large-straight");
	turn(g, &st, 0, "roll 33333 score threes");
	assert_int_equal(g->session->begin_turn(st.u.b, 1, &e), 0);
	assert_int_equal(actions(g, &st, "roll 66612 keep 666 roll 45",
	    canon, &e), -1);
	assert_int_equal(buf_puts(&want, "Yahtzee (official), turn 4\n"
	    "                  Ann  Bartholomew\n"), 0);
	row(&want, "ones", ".", ".");
	row(&want, "twos", ".", ".");
	row(&want, "threes", "15", ".");
	row(&want, "fours", ".", ".");
	row(&want, "fives", ".", ".");
	row(&want, "sixes", ".", ".");
	row(&want, "upper total", "15", "0");
	row(&want, "bonus (63+)", ".", ".");
	row(&want, "three-of-a-kind", ".", ".");
	row(&want, "four-of-a-kind", ".", ".");
	row(&want, "full-house", ".", ".");
	row(&want, "small-straight", ".", ".");
	row(&want, "large-straight", ".", "40");
	row(&want, "yahtzee", "50", ".");
	row(&want, "chance", ".", ".");
	row(&want, "yahtzee bonus", "100", ".");
	row(&want, "lower total", "150", "40");
	row(&want, "total", "165", "40");
	assert_int_equal(buf_puts(&want, "Bartholomew to play: 2 of 3 throws, "
	    "set aside 666, last throw 45.\n"), 0);
	assert_int_equal(g->render(st.u.b, &ri, &got), 0);
	assert_string_equal(got.s, want.s);
	/* released dice on the status line, between those set aside and the
	 * last throw's */
	assert_int_equal(actions(g, &st, "release 66", canon, &e), -1);
	buf_clear(&got);
	assert_int_equal(g->render(st.u.b, &ri, &got), 0);
	assert_non_null(strstr(got.s, "\nBartholomew to play: 2 of 3 throws, "
	    "set aside 6, released 66, last throw 45.\n"));
	assert_int_equal(actions(g, &st, "keep 4 release 6", canon, &e), -1);
	buf_clear(&got);
	assert_int_equal(g->render(st.u.b, &ri, &got), 0);
	assert_non_null(strstr(got.s, "\nBartholomew to play: 2 of 3 throws, "
	    "set aside 4, released 666, last throw 5.\n"));
	buf_release(&got);
	buf_release(&want);
}

static void
test_render_finished(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy" };
	struct render_info ri = { 0, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;
	int i;

	(void)state;
	start(&game_yacht, &st, "", 3);
	for (i = 0; i < 12; i++) {
		turn(&game_yacht, &st, 0, all_twelve[i]);
		turn(&game_yacht, &st, 1, all_twelve[i]);
		turn(&game_yacht, &st, 2, i == 0 ? "roll 11112 score ones" :
		    all_twelve[i]);
	}
	assert_int_equal(game_yacht.render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s, "Yacht, after turn 36\n"));
	assert_non_null(strstr(b.s, "\nones                5     5     4\n"));
	assert_non_null(strstr(b.s, "\ntotal             297   297   296\n"
	    "Finished: Ann and Bob share the win with 297.\n"));
	buf_clear(&b);
	/* General's won box */
	start(&game_general, &st, "", 2);
	turn(&game_general, &st, 0, "roll 12345 score straight");
	turn(&game_general, &st, 1, "roll 55555 score general");
	assert_int_equal(game_general.render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s, "\ngeneral            .   win\n"));
	assert_non_null(strstr(b.s, "\nFinished: Bob wins with a general on "
	    "the first throw.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

#define YACHT_GAME \
	"[Game \"yacht\"]\n[Players \"Ann, Bob\"]\n\n" \
	"Ann: roll 66633 keep 666 roll 46 keep 6 roll 6 score yacht\n" \
	"Bob: roll 1 2 3 4 5 score little-straight\n" \
	"Ann: roll 12345 score little-straight\n" \
	"Bob: roll 11111 score yacht\n" \
	"Ann: roll 55523 keep 555 roll 11 score full-house\n" \
	"Bob: roll 6,6,6,5,5; score full-house\n" \
	"Ann: roll 44412 keep 444 roll 43 keep 4 roll 6 " \
	"score four-of-a-kind\n" \
	"Bob: roll 33332 score four-of-a-kind\n" \
	"Ann: roll 23456 score big-straight\n" \
	"Bob: roll 13456 keep 3456 roll 2 score big-straight\n" \
	"Ann: roll 66542 score chance\n" \
	"Bob: roll 12356 score chance\n" \
	"Ann: roll 11234 keep 11 roll 156 keep 1\n" \
	"  roll 22 score ones\n" \
	"Bob: roll 11112 score ones\n" \
	"Ann: roll 22345 keep 22 roll 263 keep 2 roll 24 keep 2 score twos\n" \
	"Bob: roll 22211 score twos\n" \
	"Ann: roll 33156 keep 33 roll 316 keep 3 roll 55 score threes\n" \
	"Bob: roll 12346 score threes\n" \
	"Ann: roll 44444 score fours\n" \
	"Bob: roll 12345 score fours\n" \
	"Ann: roll 55123 keep 55 roll 512 keep 5 roll 66 score fives\n" \
	"Bob: roll 66666 score fives\n" \
	"Ann: roll 61234 score sixes\n" \
	"Bob: roll 66666 score sixes\n"

#define GENERAL_GAME \
	"[Game \"generala\"]\n[Players \"Ann, Bob\"]\n\n" \
	"Ann: roll 12345 score straight\n" \
	"Bob: roll 13456 keep 3456 roll 1 score straight\n" \
	"Ann: roll 66655 score full-house\n" \
	"Bob: roll 22211 keep 222 roll 11 score full-house\n" \
	"Ann: roll 44441 score four-of-a-kind\n" \
	"Bob: roll 33332 keep 3333 roll 3 score four-of-a-kind\n" \
	"Ann: roll 22331 keep 33 roll 356 keep 3 roll 44 score threes\n" \
	"Bob: roll 12366 keep 66 roll 666 score general\n" \
	"Ann: roll 66612 keep 666 roll 66 score general\n" \
	"Bob: roll 11234 score ones\n" \
	"Ann: roll 11256 keep 11 roll 126 keep 1 roll 13 keep 1 score ones\n" \
	"Bob: roll 22456 score twos\n" \
	"Ann: roll 22245 score twos\n" \
	"Bob: roll 33345 score threes\n" \
	"Ann: roll 44321 score fours\n" \
	"Bob: roll 44456 score fours\n" \
	"Ann: roll 55512 keep 555 roll 54 keep 5 roll 5 score fives\n" \
	"Bob: roll 55566 score fives\n" \
	"Ann: roll 66123 score sixes\n" \
	"Bob: roll 66613 score sixes\n" \
	"Ann: roll 65432 score chance\n" \
	"Bob: roll 12456 score chance\n"

#define OFFICIAL_GAME \
	"game: yahtzee\n" \
	"tags: {Variant: official}\n" \
	"players: [Ann, Bob]\n" \
	"turns:\n" \
	"- {player: Ann, actions: [roll 33333, score yahtzee]}\n" \
	"- {player: Bob, actions: [roll 12345, score yahtzee]}\n" \
	"- {player: Ann, actions: [roll 44444, score fours]}\n" \
	"- {player: Bob, actions: [roll 22222, score twos]}\n" \
	"- {player: Ann, actions: [roll 44444, score full-house]}\n" \
	"- {player: Bob, actions: [\"roll 2,2,2,2,2\", score small-straight]}\n" \
	"- {player: Ann, actions: [roll 33333, score threes]}\n"

/* Replay the one record of text; returns what replay returned, with the
 * diagnostics in *diag (to free). */
static int
replay_text(const char *text, struct replay_state *rs, char **diag)
{
	struct diag d;
	struct reader *rd;
	struct record r;
	struct replay_opts o;
	size_t n = 0;
	FILE *fp = open_memstream(diag, &n);
	int rv;

	assert_non_null(fp);
	diag_init(&d, "t", fp);
	rec_init(&r);
	assert_int_equal(reader_open_string(&rd, "f", text, NULL, NULL, &d), 0);
	assert_int_equal(reader_next(rd, &r), 1);
	replay_opts_init(&o, NULL, 0);
	rv = replay(&r, NULL, &o, rs, &d);
	rec_release(&r);
	reader_close(rd);
	assert_int_equal(fclose(fp), 0);
	return rv;
}

static void
test_records(void **state)
{
	struct replay_state rs;
	char *diag;

	(void)state;
	assert_int_equal(replay_text(YACHT_GAME, &rs, &diag), 0);
	assert_string_equal(diag, "");
	free(diag);
	assert_ptr_equal(rs.g, &game_yacht);
	assert_int_equal(rs.turns, 24);
	assert_true(rs.finished);
	assert_int_equal(rs.winners, 1);
	assert_int_equal(game_yacht.session->score(rs.st.b, 0), 227);
	assert_int_equal(game_yacht.session->score(rs.st.b, 1), 214);

	assert_int_equal(replay_text(GENERAL_GAME, &rs, &diag), 0);
	assert_string_equal(diag, "");
	free(diag);
	assert_ptr_equal(rs.g, &game_general);
	assert_int_equal(rs.turns, 22);
	assert_true(rs.finished);
	assert_int_equal(rs.winners, 1);
	assert_int_equal(game_general.session->score(rs.st.b, 0), 249);
	assert_int_equal(game_general.session->score(rs.st.b, 1), 228);

	assert_int_equal(replay_text(OFFICIAL_GAME, &rs, &diag), 0);
	assert_string_equal(diag, "");
	free(diag);
	assert_int_equal(rs.turns, 7);
	assert_false(rs.finished);
	assert_int_equal(game_yahtzee.session->score(rs.st.b, 0), 410);
	assert_int_equal(game_yahtzee.session->score(rs.st.b, 1), 40);

	/* nothing after a general on the first throw */
	assert_int_equal(replay_text("[Game \"general\"]\n"
	    "[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 12345 score straight\n"
	    "Bob: roll 55555 score general\n"
	    "Ann: roll 12345 score chance\n", &rs, &diag), 1);
	assert_string_equal(diag, "t: f:6:1: error: turn 3 (Ann): the game is "
	    "over: a general "
	    "on the first throw wins at once\n"
	    "Ann: roll 12345 score chance\n"
	    "^~~\n");
	free(diag);
	assert_true(rs.finished);
	assert_int_equal(rs.winners, 2);

	/* releases in a record: 66 + 666, a yacht; the rest as it lies */
	assert_int_equal(replay_text("[Game \"yacht\"]\n[Players \"Ann\"]\n\n"
	    "Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score yacht\n"
	    "Ann: roll 12345, keep 1 2 3 4, release 4; score chance\n",
	    &rs, &diag), 0);
	assert_string_equal(diag, "");
	free(diag);
	assert_int_equal(game_yacht.session->score(rs.st.b, 0), 50 + 15);

	/* an action refused in a record: its words, line and column */
	assert_int_equal(replay_text("[Game \"yacht\"]\n[Players \"Ann\"]\n\n"
	    "Ann: roll 66633 keep 666 roll 461\n", &rs, &diag), 1);
	assert_string_equal(diag, "t: f:4:31: error: turn 1 (Ann): "
	    "'roll 461': only 2 dice are left to throw, not 3\n"
	    "Ann: roll 66633 keep 666 roll 461\n"
	    "                              ^~~\n");
	free(diag);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_registry),
		cmocka_unit_test(test_yacht_categories),
		cmocka_unit_test(test_yahtzee_categories),
		cmocka_unit_test(test_general_categories),
		cmocka_unit_test(test_category_refusals),
		cmocka_unit_test(test_turn_keeps),
		cmocka_unit_test(test_action_refusals),
		cmocka_unit_test(test_release),
		cmocka_unit_test(test_view),
		cmocka_unit_test(test_legal),
		cmocka_unit_test(test_init_and_options),
		cmocka_unit_test(test_end_and_winners),
		cmocka_unit_test(test_yahtzee_upper_bonus),
		cmocka_unit_test(test_yahtzee_official),
		cmocka_unit_test(test_general_first_throw),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_finished),
		cmocka_unit_test(test_records),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
