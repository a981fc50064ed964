/*
 * test_kanga: the rules of Kanga, each accepted once and refused once.
 *
 * Every position here is built with pos_read, every move goes through
 * parse and play, and every expected position string, message and
 * diagram was worked out by hand from the rules, not taken from the
 * program.  Position strings list the rows from the top rank down.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "game.h"

extern const struct game game_kanga;

#define G	game_kanga

#include "board-harness.h"

static void
load(struct state *st, const char *variant, const char *pos)
{
	load_in(st, variant, pos);
}

static void
start(struct state *st, const char *variant)
{
	start_in(st, variant);
}

static void
check_captured(const struct state *st, int by_black, int by_white)
{
	struct render_info ri = { 1, "x", NULL, 0 };
	struct buf b = BUF_INIT;
	char want[64];

	snprintf(want, sizeof(want), "\nCaptured: by Black %d, by White %d.\n",
	    by_black, by_white);
	assert_int_equal(game_kanga.render(st->u.b, &ri, &b), 0);
	if (strstr(b.s, want) == NULL)
		fail_msg("no \"%s\" in\n%s", want + 1, b.s);
	buf_release(&b);
}

/* The drop, the position after it, and what each side has captured. */
static void
drop_case(const char *variant, const char *before, const char *mv,
    const char *after, int by_black, int by_white)
{
	struct state st;

	load(&st, variant, before);
	play_ok(&st, mv, mv);
	check_pos(&st, after);
	check_captured(&st, by_black, by_white);
	check_outcome(&st, OUT_ONGOING, NULL);
}

static void
test_table(void **unused)
{
	(void)unused;
	assert_string_equal(game_kanga.id, "kanga");
	assert_string_equal(game_kanga.name, "Kanga");
	assert_null(game_kanga.aliases);
	assert_int_equal(game_kanga.kind, GAME_BOARD);
	assert_null(game_kanga.starts_move);
	assert_true(game_kanga.state_size <= GAME_STATE_MAX);
	assert_string_equal(game_kanga.opts[0].name, "size");
	assert_int_equal(game_kanga.opts[0].kind, OPT_INT);
	assert_int_equal(game_kanga.opts[0].min, 5);
	assert_int_equal(game_kanga.opts[0].max, 19);
	assert_int_equal(game_kanga.opts[0].def, 7);
	assert_null(game_kanga.opts[1].name);
}

static void
test_start(void **unused)
{
	struct state st;

	(void)unused;
	start(&st, "");
	check_pos(&st, "7/7/7/7/7/7/7 b");
	assert_int_equal(game_kanga.to_move(st.u.b), SIDE_BLACK);
	check_outcome(&st, OUT_ONGOING, NULL);
	play_ok(&st, "d4", "d4");
	check_pos(&st, "7/7/7/3b3/7/7/7 w");
	assert_int_equal(game_kanga.to_move(st.u.b), SIDE_WHITE);
	play_ok(&st, "e5", "e5");
	check_pos(&st, "7/7/4w2/3b3/7/7/7 b");
	assert_int_equal(game_kanga.to_move(st.u.b), SIDE_BLACK);
}

/* c4 d4 e4 between b4 and the drop on f4. */
static void
test_custodian_orthogonal(void **unused)
{
	(void)unused;
	drop_case("", "7/7/7/1bwww2/7/7/7 b", "f4",
	    "7/7/7/1b3b1/7/7/7 w", 3, 0);
	/* The same line the other way, for White. */
	drop_case("", "7/7/7/2bbbw1/7/7/7 w", "b4",
	    "7/7/7/1w3w1/7/7/7 b", 0, 3);
	/* Up a file: d2 d3 d4 between d1 and d5. */
	drop_case("", "7/7/7/3w3/3w3/3w3/3b3 b", "d5",
	    "7/7/3b3/7/7/7/3b3 w", 3, 0);
}

static void
test_custodian_diagonal(void **unused)
{
	(void)unused;
	/* e5 d4 c3 between f6 and b2. */
	drop_case("", "7/7/4w2/3w3/2w4/1b5/7 b", "f6",
	    "7/5b1/7/7/7/1b5/7 w", 3, 0);
	/* e3 d4 c5 between f2 and b6. */
	drop_case("", "7/1b5/2w4/3w3/4w2/7/7 b", "f2",
	    "7/1b5/7/7/7/5b1/7 w", 3, 0);
}

static void
test_custodian_five(void **unused)
{
	(void)unused;
	drop_case("", "7/7/7/bwwwww1/7/7/7 b", "g4",
	    "7/7/7/b5b/7/7/7 w", 5, 0);
}

static void
test_custodian_even_or_single(void **unused)
{
	(void)unused;
	drop_case("", "7/7/7/1bw4/7/7/7 b", "d4",
	    "7/7/7/1bwb3/7/7/7 w", 0, 0);
	drop_case("", "7/7/7/1bww3/7/7/7 b", "e4",
	    "7/7/7/1bwwb2/7/7/7 w", 0, 0);
	drop_case("", "7/7/7/1bwwww1/7/7/7 b", "g4",
	    "7/7/7/1bwwwwb/7/7/7 w", 0, 0);
	/* Four against the edge. */
	drop_case("", "7/7/7/wwww3/7/7/7 b", "e4",
	    "7/7/7/wwwwb2/7/7/7 w", 0, 0);
	/* The drop's own stones are not a run to capture. */
	drop_case("", "7/7/7/wbbb3/7/7/7 b", "e4",
	    "7/7/7/wbbbb2/7/7/7 w", 0, 0);
}

static void
test_custodian_edge(void **unused)
{
	(void)unused;
	drop_case("", "7/7/7/www4/7/7/7 b", "d4",
	    "7/7/7/3b3/7/7/7 w", 3, 0);
	/* e3 d4 c5 b6 a7, five up to the corner. */
	drop_case("", "w6/1w5/2w4/3w3/4w2/7/7 b", "f2",
	    "7/7/7/7/7/5b1/7 w", 5, 0);
}

static void
test_custodian_open_end(void **unused)
{
	(void)unused;
	drop_case("", "7/7/7/1www3/7/7/7 b", "e4",
	    "7/7/7/1wwwb2/7/7/7 w", 0, 0);
	/* Diagonal, open at a1. */
	drop_case("", "7/7/7/3w3/2w4/1w5/7 b", "e5",
	    "7/7/4b2/3w3/2w4/1w5/7 w", 0, 0);
}

static void
test_liberty_capture(void **unused)
{
	(void)unused;
	/* a1 b1 lose their last liberty. */
	drop_case("", "7/7/7/7/7/bb5/ww5 b", "c1",
	    "7/7/7/7/7/bb5/2b4 w", 2, 0);
	/* b2 is still free. */
	drop_case("", "7/7/7/7/7/b6/ww5 b", "c1",
	    "7/7/7/7/7/b6/wwb4 w", 0, 0);
	/* A bigger group in the middle, for White: c4 d4 d3. */
	drop_case("", "7/7/2ww3/1wbbw2/2wbw2/7/7 w", "d2",
	    "7/7/2ww3/1w2w2/2w1w2/3w3/7 b", 0, 3);
}

/* d4 takes e4 f4 g4 against the edge and c4 by its last liberty. */
static void
test_both_captures(void **unused)
{
	(void)unused;
	drop_case("", "7/7/2b4/1bw1www/2b4/7/7 b", "d4",
	    "7/7/2b4/1b1b3/2b4/7/7 w", 4, 0);
}

static void
test_suicide(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "", "7/7/7/7/7/w6/1w5 b");
	play_refused(&st, "a1",
	    "the stone on a1 would have no liberty (suicide)");
	/* Joining b1 does not help: the pair has no liberty either. */
	load(&st, "", "7/7/7/7/7/ww5/1bw4 b");
	play_refused(&st, "a1",
	    "the stone on a1 would have no liberty (suicide)");
	/* White in the middle. */
	load(&st, "", "7/7/7/2b4/1b1b3/2b4/7 w");
	play_refused(&st, "c3",
	    "the stone on c3 would have no liberty (suicide)");
	play_ok(&st, "e3", "e3");
}

/* a1 would have no liberty, but it takes b1 first; White takes back. */
static void
test_capture_not_suicide_and_recapture(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "", "7/7/7/7/7/wb5/1wb4 b");
	play_ok(&st, "a1", "a1");
	check_pos(&st, "7/7/7/7/7/wb5/b1b4 w");
	check_captured(&st, 1, 0);
	play_ok(&st, "b1", "b1");
	check_pos(&st, "7/7/7/7/7/wb5/1wb4 b");
	check_captured(&st, 1, 1);
	play_ok(&st, "a1", "a1");
	check_pos(&st, "7/7/7/7/7/wb5/b1b4 w");
	check_captured(&st, 2, 1);
}

static void
test_win_top_bottom(void **unused)
{
	struct state st;
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	(void)unused;
	load(&st, "size=5", "5/2b2/2b2/2b2/2b2 b");
	check_outcome(&st, OUT_ONGOING, NULL);
	play_ok(&st, "c5", "c5");
	check_pos(&st, "2b2/2b2/2b2/2b2/2b2 w");
	check_outcome(&st, OUT_BLACK,
	    "Black's group joins the top and bottom edges");
	/* Over: no legal move listed, none played. */
	assert_int_equal(move(&st, "a1", canon, &e), -1);
	assert_string_equal(e.msg, "the game is over");

	load(&st, "size=5", "5/1w3/1w3/1w3/1w3 w");
	play_ok(&st, "b5", "b5");
	check_outcome(&st, OUT_WHITE,
	    "White's group joins the top and bottom edges");
}

static void
test_win_left_right(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "size=5", "5/5/wwww1/5/5 w");
	play_ok(&st, "e3", "e3");
	check_pos(&st, "5/5/wwwww/5/5 b");
	check_outcome(&st, OUT_WHITE,
	    "White's group joins the left and right edges");

	load(&st, "size=5", "5/5/5/5/1bbbb b");
	play_ok(&st, "a1", "a1");
	check_outcome(&st, OUT_BLACK,
	    "Black's group joins the left and right edges");

	/* Both pairs at once: the ruling names top and bottom. */
	load(&st, "size=5", "2b2/2b2/bb1bb/2b2/2b2 b");
	play_ok(&st, "c3", "c3");
	check_outcome(&st, OUT_BLACK,
	    "Black's group joins the top and bottom edges");
}

static void
test_diagonal_is_not_a_group(void **unused)
{
	struct state st;

	(void)unused;
	/* d3 d4 d5 touch the top, c1 c2 the bottom, c2-d3 only corners. */
	load(&st, "size=5", "5/3b1/3b1/2b2/2b2 b");
	play_ok(&st, "d5", "d5");
	check_pos(&st, "3b1/3b1/3b1/2b2/2b2 w");
	check_outcome(&st, OUT_ONGOING, NULL);
	/* Nor does b2 lend a1 a liberty. */
	load(&st, "", "7/7/7/7/7/wb5/1w5 b");
	play_refused(&st, "a1",
	    "the stone on a1 would have no liberty (suicide)");
}

/*
 * A full board: play cannot make one, since a drop that captures nothing
 * and fills the last point is suicide, but a Setup may give one: the game
 * is over, a draw, though no group has a liberty (RULINGS.md: a Setup in
 * which the game is already over is accepted).  On the last point of the
 * second board, c3, Black takes both white groups (they have no other
 * liberty) and wins instead.
 */
static void
test_full_board(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "size=5", "wbwbw/bwbwb/wbwbw/bwbwb/wbwbw b");
	check_outcome(&st, OUT_DRAW, "the board is full");
	check_legal(&st, "");
	play_refused(&st, "c3", "the game is over");
	/* a full board on which a group joins two edges: that side wins */
	load(&st, "size=5", "bwbwb/bbwbw/bwbwb/bbwbw/bwbwb w");
	check_outcome(&st, OUT_BLACK,
	    "Black's group joins the top and bottom edges");

	load(&st, "size=5", "wwwwb/bwwbb/bb1bb/bbwwb/bwwww b");
	play_ok(&st, "c3", "c3");
	check_pos(&st, "4b/b2bb/bbbbb/bb2b/b4 w");
	check_captured(&st, 12, 0);
	check_outcome(&st, OUT_BLACK,
	    "Black's group joins the top and bottom edges");
}

/*
 * A Setup in which a side already joins two opposite edges: the game is
 * over, that side has won (RULINGS.md), and nothing may be dropped; the
 * position string reads back as it was.  Even with the joining side to
 * move, and with a group elsewhere left without a liberty.
 */
static void
test_setup_over(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "size=5", "2b2/2b2/2b2/2b2/2b2 w");
	check_outcome(&st, OUT_BLACK,
	    "Black's group joins the top and bottom edges");
	check_legal(&st, "");
	play_refused(&st, "a1", "the game is over");
	check_pos(&st, "2b2/2b2/2b2/2b2/2b2 w");
	load(&st, "size=5", "5/5/wwwww/5/5 w");
	check_outcome(&st, OUT_WHITE,
	    "White's group joins the left and right edges");
	load(&st, "size=5", "wb3/b4/wwwww/5/5 b");
	check_outcome(&st, OUT_WHITE,
	    "White's group joins the left and right edges");
}

/*
 * Every empty point is a white eye: a Black stone there has no liberty,
 * every white group keeps another, and no line of white stones from an
 * empty point is an odd 3 or more against the edge.
 */
#define NO_MOVE_5 "w1ww1/1w1ww/w1w1w/ww1w1/1ww1w"

static void
test_no_legal_move(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "size=5", NO_MOVE_5 " b");
	check_outcome(&st, OUT_WHITE, "Black has no legal move");
	check_legal(&st, "");
	play_refused(&st, "b3",
	    "the stone on b3 would have no liberty (suicide)");
	play_refused(&st, "e5",
	    "the stone on e5 would have no liberty (suicide)");

	/* White fills its own eyes at will. */
	load(&st, "size=5", NO_MOVE_5 " w");
	check_outcome(&st, OUT_ONGOING, NULL);
	check_legal(&st, "a1 a4 b3 b5 c2 c4 d1 d3 e2 e5");
}

static void
test_occupied(void **unused)
{
	struct state st;

	(void)unused;
	start(&st, "");
	play_ok(&st, "d4", "d4");
	play_refused(&st, "d4", "d4 is not empty");
	play_refused(&st, "4d", "d4 is not empty");
	play_ok(&st, "d5", "d5");
	play_refused(&st, "d5", "d5 is not empty");
}

static void
test_square_syntax(void **unused)
{
	struct state st;
	struct word w;
	struct move m;
	struct game_err e;

	(void)unused;
	start(&st, "");
	w.s = "h8";
	w.len = 2;
	assert_int_equal(game_kanga.parse(st.u.b, &w, 1, &m, &e), -1);
	assert_int_equal(e.word, 0);
	assert_string_equal(e.msg, "h8 is off the board (files a-g, ranks 1-7)");
	w.s = "zz";
	assert_int_equal(game_kanga.parse(st.u.b, &w, 1, &m, &e), -1);
	assert_int_equal(e.word, 0);
	assert_string_equal(e.msg, "'zz' is not a square: write its file "
	    "letter and rank number, as in e5");
	play_refused(&st, "d", "'d' is not a square: write its file letter "
	    "and rank number, as in e5");
	play_refused(&st, "a8", "a8 is off the board (files a-g, ranks 1-7)");

	play_ok(&st, "4d", "d4");
	check_pos(&st, "7/7/7/3b3/7/7/7 w");
	play_ok(&st, "7g", "g7");
	check_pos(&st, "6w/7/7/3b3/7/7/7 b");
}

static void
test_two_words(void **unused)
{
	struct state st;
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	(void)unused;
	start(&st, "");
	assert_int_equal(move(&st, "d4 e5", canon, &e), -1);
	assert_int_equal(e.word, 1);
	assert_string_equal(e.msg, "a Kanga move is one point");
	check_pos(&st, "7/7/7/7/7/7/7 b");
}

struct refusal {
	const char	*variant;
	const char	*pos;
	unsigned	 off;
	const char	*msg;
};

static void
test_pos_read_refusals(void **unused)
{
	static const struct refusal r[] = {
		{ "", "", 0, "the position is empty: write its rows, top "
		    "rank first, then b or w for the side to move" },
		{ "", "7/7/7/7/7/7/7/7/7 b", 14, "the position has 9 rows "
		    "but the board is 7x7 (Variant \"size=N\" sets the size)" },
		{ "", "7/7/7 b", 5, "the position has 3 rows but the board "
		    "is 7x7 (Variant \"size=N\" sets the size)" },
		{ "size=5", "7/7/7/7/7/7/7 b", 10, "the position has 7 rows "
		    "but the board is 5x5 (Variant \"size=N\" sets the size)" },
		{ "", "7/7/8/7/7/7/7 b", 4, "row 3 has 8 points, not 7" },
		{ "", "7/7/7/3bb3/7/7/7 b", 9, "row 4 has 8 points, not 7" },
		{ "", "7/7/7/6/7/7/7 b", 7, "row 4 has 6 points, not 7" },
		{ "", "7/7/7/7/7/7/ b", 12, "row 7 has 0 points, not 7" },
		{ "", "7/7/7/3x3/7/7/7 b", 7, "'x' is not a point: write b, "
		    "w or a number of empty points" },
		{ "", "7/7/7/3B3/7/7/7 b", 7, "'B' is not a point: write b, "
		    "w or a number of empty points" },
		{ "", "7/7/7/03b3/7/7/7 b", 6, "a run of empty points is a "
		    "number from 1 to 19, without a leading zero" },
		{ "", "7/7/7/0b6/7/7/7 b", 6, "a run of empty points is a "
		    "number from 1 to 19, without a leading zero" },
		{ "", "7/7/7/7/7/7/7", 13, "the side to move is missing: end "
		    "the position with \" b\" or \" w\"" },
		{ "", "7/7/7/7/7/7/7 ", 14, "the side to move is missing: end "
		    "the position with \" b\" or \" w\"" },
		{ "", "7/7/7/7/7/7/7 x", 14, "the side to move is b or w" },
		{ "", "7/7/7/7/7/7/7  b", 14, "the side to move is b or w" },
		{ "", "7/7/7/7/7/7/7 b w", 15, "unexpected text after the "
		    "side to move" },
		{ "", "7/7/2b4/1bwb3/1bwb3/2b4/7 b", 16, "the white group at "
		    "c3 has no liberty" },
		{ "", "7/7/7/7/7/w6/bw5 w", 13, "the black group at a1 has "
		    "no liberty" },
		/* two joins: the first would have ended the game; the caret
		 * on the second side's group (e1, file by file) */
		{ "size=5", "b3w/b3w/b3w/b3w/b3w b", 18, "Black and White "
		    "both join two opposite edges: no game gets there, as the "
		    "first join ends it" },
		/* a group without a liberty, the game not over: the caret
		 * on its lowest point, file by file */
		{ "size=5", "1b3/bwb2/1b3/5/5 w", 5, "the white group at b4 "
		    "has no liberty" },
	};
	struct state st;
	struct variant v;
	struct game_err e;
	size_t i;

	(void)unused;
	for (i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		assert_int_equal(variant_parse(&game_kanga, r[i].variant, &v,
		    &e), 0);
		memset(&e, 0, sizeof(e));
		e.word = 99;
		if (game_kanga.pos_read(st.u.b, r[i].pos, strlen(r[i].pos),
		    &v, &e) != -1)
			fail_msg("\"%s\" accepted", r[i].pos);
		if (strcmp(e.msg, r[i].msg) != 0 || e.off != r[i].off)
			fail_msg("\"%s\": got \"%s\" at %u, want \"%s\" at %u",
			    r[i].pos, e.msg, e.off, r[i].msg, r[i].off);
		assert_int_equal(e.word, 0);
	}
}

static void
test_pos_round_trip(void **unused)
{
	static const struct {
		const char	*variant;
		const char	*pos;
	} t[] = {
		{ "", "7/7/7/7/7/7/7 b" },
		{ "", "7/7/7/7/7/7/7 w" },
		{ "", "7/5b1/7/7/7/1b5/7 w" },
		{ "", "bwbwbw1/7/7/3b3/7/7/1wwwww1 b" },
		{ "size=5", NO_MOVE_5 " b" },
		{ "size=5", "wwwwb/bwwbb/bb1bb/bbwwb/bwwww w" },
		{ "size=19", "19/19/19/19/19/19/19/19/19/9b9/19/19/19/19/19/"
		    "19/19/10w8/b17w b" },
	};
	struct state st;
	size_t i;

	(void)unused;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		load(&st, t[i].variant, t[i].pos);
		check_pos(&st, t[i].pos);
	}
	/* The side to move is read, not worked out. */
	load(&st, "", "7/7/7/7/7/7/7 w");
	assert_int_equal(game_kanga.to_move(st.u.b), SIDE_WHITE);
	play_ok(&st, "a1", "a1");
	check_pos(&st, "7/7/7/7/7/7/w6 b");
}

static void
test_size_option(void **unused)
{
	struct state st;
	struct variant v;
	struct game_err e;

	(void)unused;
	assert_int_equal(variant_parse(&game_kanga, "size=4", &v, &e), -1);
	assert_string_equal(e.msg, "size must be a whole number from 5 to 19");
	assert_int_equal(variant_parse(&game_kanga, "size=20", &v, &e), -1);
	assert_string_equal(e.msg, "size must be a whole number from 5 to 19");
	start(&st, "size=5");
	check_pos(&st, "5/5/5/5/5 b");
	start(&st, "size=19");
	check_pos(&st, "19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/"
	    "19/19 b");
	play_ok(&st, "s19", "s19");
	play_ok(&st, "19a", "a19");
	check_pos(&st, "w17b/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/19/"
	    "19/19 b");

	/* A variant not made by variant_parse is still checked. */
	memset(&v, 0, sizeof(v));
	v.val[0] = 4;
	assert_int_equal(game_kanga.init(st.u.b, &v, &e), -1);
}

static int
stop_at_third(void *ctx, const char *canon)
{
	int *n = ctx;

	(void)canon;
	return ++*n == 3 ? 42 : 0;
}

static void
test_legal_order(void **unused)
{
	struct state st;
	int n = 0;

	(void)unused;
	/* a1 is suicide for Black, a2 and b1 are taken. */
	load(&st, "size=5", "5/5/5/w4/1w3 b");
	check_legal(&st, "a3 a4 a5 b2 b3 b4 b5 c1 c2 c3 c4 c5 d1 d2 d3 d4 "
	    "d5 e1 e2 e3 e4 e5");
	assert_int_equal(game_kanga.legal(st.u.b, stop_at_third, &n), 42);
	assert_int_equal(n, 3);
	/* For White, a1 is just a point. */
	load(&st, "size=5", "5/5/5/w4/1w3 w");
	check_legal(&st, "a1 a3 a4 a5 b2 b3 b4 b5 c1 c2 c3 c4 c5 d1 d2 d3 "
	    "d4 d5 e1 e2 e3 e4 e5");
}

static void
check_render(const struct state *st, unsigned long ply, const char *last,
    const char *want)
{
	struct render_info ri;
	struct buf b = BUF_INIT;

	ri.ply = ply;
	ri.last = last;
	assert_int_equal(game_kanga.render(st->u.b, &ri, &b), 0);
	assert_string_equal(b.s, want);
	buf_release(&b);
}

static void
test_render(void **unused)
{
	struct state st;
	struct render_info ri = { 0, NULL, NULL, 0 };
	struct buf b = BUF_INIT;

	(void)unused;
	start(&st, "");
	play_ok(&st, "d4", "d4");
	play_ok(&st, "e5", "e5");
	play_ok(&st, "c3", "c3");
	check_render(&st, 3, "c3",
	    "Kanga 7x7, after ply 3 (c3)\n"
	    "   a b c d e f g\n"
	    " 7 . . . . . . . 7\n"
	    " 6 . . . . . . . 6\n"
	    " 5 . . . . O . . 5\n"
	    " 4 . . . X . . . 4\n"
	    " 3 . . X . . . . 3\n"
	    " 2 . . . . . . . 2\n"
	    " 1 . . . . . . . 1\n"
	    "   a b c d e f g\n"
	    "White to move.\n"
	    "Captured: by Black 0, by White 0.\n"
	    "Legend: X Black stone, O White stone, . empty point\n");

	start(&st, "size=5");
	check_render(&st, 0, NULL,
	    "Kanga 5x5, start position\n"
	    "   a b c d e\n"
	    " 5 . . . . . 5\n"
	    " 4 . . . . . 4\n"
	    " 3 . . . . . 3\n"
	    " 2 . . . . . 2\n"
	    " 1 . . . . . 1\n"
	    "   a b c d e\n"
	    "Black to move.\n"
	    "Captured: by Black 0, by White 0.\n"
	    "Legend: X Black stone, O White stone, . empty point\n");

	load(&st, "size=5", "wwwwb/bwwbb/bb1bb/bbwwb/bwwww b");
	play_ok(&st, "c3", "c3");
	check_render(&st, 41, "c3",
	    "Kanga 5x5, after ply 41 (c3)\n"
	    "   a b c d e\n"
	    " 5 . . . . X 5\n"
	    " 4 X . . X X 4\n"
	    " 3 X X X X X 3\n"
	    " 2 X X . . X 2\n"
	    " 1 X . . . . 1\n"
	    "   a b c d e\n"
	    "Black wins (0-1): Black's group joins the top and bottom "
	    "edges.\n"
	    "Captured: by Black 12, by White 0.\n"
	    "Legend: X Black stone, O White stone, . empty point\n");

	load(&st, "size=5", NO_MOVE_5 " b");
	check_render(&st, 0, NULL,
	    "Kanga 5x5, start position\n"
	    "   a b c d e\n"
	    " 5 O . O O . 5\n"
	    " 4 . O . O O 4\n"
	    " 3 O . O . O 3\n"
	    " 2 O O . O . 2\n"
	    " 1 . O O . O 1\n"
	    "   a b c d e\n"
	    "White wins (1-0): Black has no legal move.\n"
	    "Captured: by Black 0, by White 0.\n"
	    "Legend: X Black stone, O White stone, . empty point\n");

	/* Two-digit ranks line up with the one-digit ones. */
	start(&st, "size=19");
	assert_int_equal(game_kanga.render(st.u.b, &ri, &b), 0);
	if (strstr(b.s, "\n   a b c d e f g h i j k l m n o p q r s\n19 . . . "
	    ". . . . . . . . . . . . . . . . 19\n18 ") == NULL ||
	    strstr(b.s, "\n 9 . . . . . . . . . . . . . . . . . . . 9\n"
	    " 8 ") == NULL)
		fail_msg("19x19 diagram:\n%s", b.s);
	buf_release(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_custodian_orthogonal),
		cmocka_unit_test(test_custodian_diagonal),
		cmocka_unit_test(test_custodian_five),
		cmocka_unit_test(test_custodian_even_or_single),
		cmocka_unit_test(test_custodian_edge),
		cmocka_unit_test(test_custodian_open_end),
		cmocka_unit_test(test_liberty_capture),
		cmocka_unit_test(test_both_captures),
		cmocka_unit_test(test_suicide),
		cmocka_unit_test(test_capture_not_suicide_and_recapture),
		cmocka_unit_test(test_win_top_bottom),
		cmocka_unit_test(test_win_left_right),
		cmocka_unit_test(test_diagonal_is_not_a_group),
		cmocka_unit_test(test_full_board),
		cmocka_unit_test(test_setup_over),
		cmocka_unit_test(test_no_legal_move),
		cmocka_unit_test(test_occupied),
		cmocka_unit_test(test_square_syntax),
		cmocka_unit_test(test_two_words),
		cmocka_unit_test(test_pos_read_refusals),
		cmocka_unit_test(test_pos_round_trip),
		cmocka_unit_test(test_size_option),
		cmocka_unit_test(test_legal_order),
		cmocka_unit_test(test_render),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
