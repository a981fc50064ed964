/*
 * test_tang: the rules of Tang, each accepted once and refused once.
 *
 * Every position here is built with pos_read, every move goes through
 * parse and play, and every expected position string, message, move list
 * and diagram was worked out by hand from notation/tang.md (and
 * RULINGS.md, Tang), not taken from the program.  Position strings list
 * the rows from rank 8 down; a piece is W(...) or B(...) with its hands
 * in the order N NE E SE S SW W NW.
 *
 * Conventions of the working in the comments: "W(N) d4" is a White
 * piece with one hand pointing north standing on d4.  A hand is blocked
 * when its square is off the board or holds an enemy piece; the mover's
 * own pieces never block.  Turns: R turns every hand a quarter clockwise
 * (N->E, NE->SE, E->S, SE->SW, S->W, SW->NW, W->N, NW->NE), L a quarter
 * anticlockwise (N->W, ...), r an eighth clockwise (N->NE, ...), l an
 * eighth anticlockwise (N->NW, ...).
 *
 * Most positions keep a Black B(S) on h8 (its hand points at the empty
 * h7) only so that Black has a piece and a move; it plays no part.
 *
 * Exact messages are asserted where notation/tang.md gives them (its
 * Refusals table); where it gives a pattern only for some cases ("a
 * two-hand piece slides at most 2 squares"), the other cases follow the
 * same pattern ("a three-hand piece slides at most 1 square", "turning a
 * 1-square slide ...").  Setup refusals have no message in the spec:
 * only the refusal itself is checked.
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

extern const struct game game_tang;

#define G	game_tang

/* The default setup (notation/tang.md, "Position string"). */
#define START	"1B(SW)B(E,S)B(E,S,W)B(S)B(E,S,W)B(S,W)B(S)/8/8/8/8/8/8/" \
		"W(N)W(N,E)W(N,E,W)W(N)W(N,E,W)W(N,W)W(NE)1 w"

#include "board-harness.h"

static void
load(struct state *st, const char *pos)
{
	load_in(st, "", pos);
}

static void
start(struct state *st)
{
	start_in(st, "");
}

/* From pos, mv is played as canon and leaves after; the game goes on. */
static void
slide_case(const char *pos, const char *mv, const char *canon,
    const char *after)
{
	struct state st;

	load(&st, pos);
	play_ok(&st, mv, canon);
	check_pos(&st, after);
	check_outcome(&st, OUT_ONGOING, NULL);
}

/* From pos, mv is refused with msg. */
static void
refused_case(const char *pos, const char *mv, const char *msg)
{
	struct state st;

	load(&st, pos);
	play_refused(&st, mv, msg);
}

static int
count_move(void *ctx, const char *canon)
{
	unsigned long *n = ctx;

	(void)canon;
	++*n;
	return 0;
}

static void
test_table(void **unused)
{
	(void)unused;
	assert_string_equal(G.id, "tang");
	assert_string_equal(G.name, "Tang");
	assert_int_equal(G.kind, GAME_BOARD);
	assert_true(G.state_size <= GAME_STATE_MAX);
	/* "No options." */
	assert_true(G.opts == NULL || G.opts[0].name == NULL);
	assert_null(G.session);
}

/*
 * The default setup, White to move.  152 legal moves, counted by piece
 * (no enemy piece is within reach of any destination, so every longest
 * slide may turn; a move is lost only when the moved piece's hands would
 * all point off the board):
 *   a1 W(N): N a2 a3 a4, NE b2 c3 d4; E b1 is taken.  On file a, L (W)
 *      and l (NW) point off the board: 3 x 3 (none R r) + 3 x 5 = 24.
 *   b1 W(N,E): N b2 b3, NE c2 d3, NW a2: 5 x 3 (none R L) = 15.  Its
 *      jump b1^d1 would land on the own d1.
 *   c1 W(N,E,W): N c2, NE d2, NW b2: 3 x 3 = 9.  No jump: d1 has no E
 *      hand, b1 no W hand.
 *   d1 W(N): N d2 d3 d4, NE e2 f3 g4, NW c2 b3 a4: on a4 L and l point
 *      off the board: 8 x 5 + 3 = 43.
 *   e1 W(N,E,W): N e2, NE f2, NW d2: 9.  f1 has no E hand, d1 no W.
 *   f1 W(N,W): N f2 f3, NE g2 h3, NW e2 d3: 6 x 3 = 18.  Its jump
 *      f1^d1 over e1 would land on the own d1.
 *   g1 W(NE): N g2 g3 g4, NE h2, E h1, NW f2 e3 d4.  On h2 and h1 the
 *      hand NE, SE (R) and E (r) points off the board: only L (NW) and
 *      l (N) stay: 6 x 5 + 2 + 2 = 34.
 * 24 + 15 + 9 + 43 + 9 + 18 + 34 = 152.
 */
static void
test_start(void **unused)
{
	struct state st;
	unsigned long n = 0;

	(void)unused;
	start(&st);
	check_pos(&st, START);
	assert_int_equal(G.to_move(st.u.b), SIDE_WHITE);
	check_outcome(&st, OUT_ONGOING, NULL);
	assert_int_equal(G.legal(st.u.b, count_move, &n), 0);
	assert_int_equal(n, 152);

	/* read and written back */
	load(&st, START);
	check_pos(&st, START);

	/* d1 W(N) up three; Black's e8 B(S) down three; b1 jumps over c1
	 * (both have an E hand) to the d1 just left. */
	start(&st);
	play_ok(&st, "d1-d4", "d1-d4");
	assert_int_equal(G.to_move(st.u.b), SIDE_BLACK);
	play_ok(&st, "e8-e5", "e8-e5");
	assert_int_equal(G.to_move(st.u.b), SIDE_WHITE);
	play_ok(&st, "b1^d1", "b1^d1");
	check_pos(&st, "1B(SW)B(E,S)B(E,S,W)1B(E,S,W)B(S,W)B(S)/8/8/"
	    "4B(S)3/3W(N)4/8/8/W(N)1W(N,E,W)W(N,E)W(N,E,W)W(N,W)W(NE)1 b");
	check_outcome(&st, OUT_ONGOING, NULL);
}

/* Slides: 1 to 3 squares with one hand, 1 or 2 with two, 1 with three. */
#define ONE	"7B(S)/8/8/8/3W(N)4/8/8/8 w"
#define TWO	"7B(S)/8/8/8/3W(N,E)4/8/8/8 w"
#define THREE	"7B(S)/8/8/8/3W(N,E,W)4/8/8/8 w"

static void
test_slide_length(void **unused)
{
	(void)unused;
	/* one hand: three squares in any direction */
	slide_case(ONE, "d4-d7", "d4-d7", "7B(S)/3W(N)4/8/8/8/8/8/8 b");
	slide_case(ONE, "d4-g7", "d4-g7", "7B(S)/6W(N)1/8/8/8/8/8/8 b");
	slide_case(ONE, "d4-a1", "d4-a1", "7B(S)/8/8/8/8/8/8/W(N)7 b");
	slide_case(ONE, "d4-e4", "d4-e4", "7B(S)/8/8/8/4W(N)3/8/8/8 b");
	/* four squares east: h4 would leave the N hand free */
	refused_case(ONE, "d4-h4", "a one-hand piece slides at most 3 squares");

	/* two hands: two squares */
	slide_case(TWO, "d4-d6", "d4-d6", "7B(S)/8/3W(N,E)4/8/8/8/8/8 b");
	slide_case(TWO, "d4-b2", "d4-b2", "7B(S)/8/8/8/8/8/1W(N,E)6/8 b");
	refused_case(TWO, "d4-d7", "a two-hand piece slides at most 2 squares");

	/* three hands: one square */
	slide_case(THREE, "d4-e5", "d4-e5", "7B(S)/8/8/4W(N,E,W)3/8/8/8/8 b");
	refused_case(THREE, "d4-d6",
	    "a three-hand piece slides at most 1 square");

	/* a knight's step is in no direction */
	refused_case(ONE, "d4-e6", "d4-e6 is not a straight line");
	refused_case(TWO, "d4-c7", "d4-c7 is not a straight line");
}

static void
test_squares(void **unused)
{
	struct state st;

	(void)unused;
	/* rank-first squares are read, and written file first */
	slide_case(ONE, "4d-7d", "d4-d7", "7B(S)/3W(N)4/8/8/8/8/8/8 b");
	slide_case(ONE, "d4-5e", "d4-e5", "7B(S)/8/8/4W(N)3/8/8/8/8 b");
	/* the origin must hold a piece of the mover's */
	refused_case(ONE, "c4-c5", "c4 is empty");
	refused_case(ONE, "h8-h7", "the piece on h8 is Black's");
	load(&st, "7B(S)/8/8/8/3W(N)4/8/8/8 b");
	play_refused(&st, "d4-d5", "the piece on d4 is White's");
	play_ok(&st, "h8-h5", "h8-h5");
	check_pos(&st, "8/8/8/7B(S)/3W(N)4/8/8/8 w");
	/* not a move at all */
	refused_case(START, "c1c3", "'c1c3' is not a move: write a slide as "
	    "c1-c3 or a jump as c1^c3");
	/* squares off the board: refused (the spec gives no wording) */
	refused_case(ONE, "d4-d9", NULL);
	refused_case(ONE, "d4-i4", NULL);
}

/*
 * W(N) d3, W(N) d4, Black B(E) d6: a slide goes through empty squares
 * to an empty square, whoever's the piece in the way.
 */
#define WAY	"7B(S)/8/3B(E)4/8/3W(N)4/3W(N)4/8/8 w"

static void
test_way_and_taken(void **unused)
{
	(void)unused;
	refused_case(WAY, "d3-d5", "the way is blocked at d4");
	refused_case(WAY, "d4-d7", "the way is blocked at d6");
	refused_case(WAY, "d4-d6", "d6 is taken");
	refused_case(WAY, "d3-d4", "d4 is taken");
	/* d3 up the diagonal: c4 b5 a6 are empty; on a6 the N hand
	 * points at the empty a7 */
	slide_case(WAY, "d3-a6", "d3-a6",
	    "7B(S)/8/W(N)2B(E)4/8/3W(N)4/8/8/8 b");
	/* d4 by one square: on d5 its only hand points at Black's d6 */
	refused_case(WAY, "d4-d5",
	    "this move leaves the moved piece with every hand blocked");
}

static void
test_turns(void **unused)
{
	(void)unused;
	/* one hand: quarter and eighth turns */
	slide_case(ONE, "d4-d5R", "d4-d5R", "7B(S)/8/8/3W(E)4/8/8/8/8 b");
	slide_case(ONE, "d4-d5L", "d4-d5L", "7B(S)/8/8/3W(W)4/8/8/8/8 b");
	slide_case(ONE, "d4-d5r", "d4-d5r", "7B(S)/8/8/3W(NE)4/8/8/8/8 b");
	slide_case(ONE, "d4-d5l", "d4-d5l", "7B(S)/8/8/3W(NW)4/8/8/8/8 b");
	/* the longest slide turns: no enemy next to d7 (h8 is not) */
	slide_case(ONE, "d4-d7r", "d4-d7r", "7B(S)/3W(NE)4/8/8/8/8/8/8 b");
	/* eighth turns round the compass: NW -> N, SW -> W, SW -> S */
	slide_case("7B(S)/8/8/8/3W(NW)4/8/8/8 w", "d4-c4r", "d4-c4r",
	    "7B(S)/8/8/8/2W(N)5/8/8/8 b");
	slide_case("7B(S)/8/8/8/3W(SW)4/8/8/8 w", "d4-d5r", "d4-d5r",
	    "7B(S)/8/8/3W(W)4/8/8/8/8 b");
	slide_case("7B(S)/8/8/8/3W(SW)4/8/8/8 w", "d4-d5l", "d4-d5l",
	    "7B(S)/8/8/3W(S)4/8/8/8/8 b");

	/* two hands: N E turns to E S (R) or W N (L) */
	slide_case(TWO, "d4-d5R", "d4-d5R", "7B(S)/8/8/3W(E,S)4/8/8/8/8 b");
	slide_case(TWO, "d4-d5L", "d4-d5L", "7B(S)/8/8/3W(N,W)4/8/8/8/8 b");
	refused_case(TWO, "d4-d5r", "only a one-hand piece turns an eighth");
	refused_case(TWO, "d4-d5l", "only a one-hand piece turns an eighth");
	/* diagonal hands: NE S turns to SE W (R) or NW E (L) */
	slide_case("7B(S)/8/8/8/3W(NE,S)4/8/8/8 w", "d4-d5R", "d4-d5R",
	    "7B(S)/8/8/3W(SE,W)4/8/8/8/8 b");
	slide_case("7B(S)/8/8/8/3W(NE,S)4/8/8/8 w", "d4-d5L", "d4-d5L",
	    "7B(S)/8/8/3W(E,NW)4/8/8/8/8 b");

	/* three hands: N E W turns to E S N (R) or W N S (L); the only
	 * slide is the longest, and no enemy is next to d5 */
	slide_case(THREE, "d4-d5R", "d4-d5R",
	    "7B(S)/8/8/3W(N,E,S)4/8/8/8/8 b");
	slide_case(THREE, "d4-d5L", "d4-d5L",
	    "7B(S)/8/8/3W(N,S,W)4/8/8/8/8 b");
	refused_case(THREE, "d4-d5l", "only a one-hand piece turns an eighth");
}

/*
 * The longest slide of each kind turns only when no enemy piece is next
 * to its destination.  Black's B(S) on e4 (its hand at the empty e3)
 * stands next to d4 and d3, not next to d2.
 */
static void
test_longest_slide_turn(void **unused)
{
	const char *one = "8/8/8/8/4B(S)3/8/8/3W(N)4 w";
	const char *two = "8/8/8/8/8/4B(S)3/8/3W(N,E)4 w";
	const char *three = "8/8/8/8/4B(S)3/3W(N,E,W)4/8/8 w";

	(void)unused;
	/* one hand, three squares to d4, next to e4 */
	/* (L, not R: R would also point its hand at e4, blocking itself) */
	refused_case(one, "d1-d4L", "turning a 3-square slide is not allowed "
	    "next to the enemy piece on e4");
	refused_case(one, "d1-d4r", "turning a 3-square slide is not allowed "
	    "next to the enemy piece on e4");
	slide_case(one, "d1-d4", "d1-d4", "8/8/8/8/3W(N)B(S)3/8/8/8 b");
	/* two squares to d3, also next to e4: a shorter slide turns */
	slide_case(one, "d1-d3R", "d1-d3R", "8/8/8/8/4B(S)3/3W(E)4/8/8 b");

	/* two hands, Black on e3: d3 is next to it, and so is d2 */
	refused_case(two, "d1-d3R", "turning a 2-square slide is not allowed "
	    "next to the enemy piece on e3");
	slide_case(two, "d1-d3", "d1-d3", "8/8/8/8/8/3W(N,E)B(S)3/8/8 b");
	slide_case(two, "d1-d2R", "d1-d2R", "8/8/8/8/8/4B(S)3/3W(E,S)4/8 b");

	/* three hands: every slide is the longest */
	refused_case(three, "d3-d4R", "turning a 1-square slide is not "
	    "allowed next to the enemy piece on e4");
	slide_case(three, "d3-d4", "d3-d4", "8/8/8/8/3W(N,E,W)B(S)3/8/8/8 b");
	/* c2 is not next to e4 */
	slide_case(three, "d3-c2R", "d3-c2R", "8/8/8/8/4B(S)3/8/2W(N,E,S)5/8 b");

	/* judged before anything is taken off (RULINGS.md): d2-d5R would
	 * leave B(S) on d6 pointing at the piece on d5, blocked, and take it
	 * off, but d6 is next to d5 when the turn is judged */
	refused_case("8/8/3B(S)4/8/8/8/3W(N)4/8 w", "d2-d5R", "turning a "
	    "3-square slide is not allowed next to the enemy piece on d6");
}

/* W(N) d2 and W(N) d3: both hands point from d2 toward d3. */
#define JUMP	"7B(S)/8/8/8/8/3W(N)4/3W(N)4/8 w"

static void
test_jump(void **unused)
{
	(void)unused;
	slide_case(JUMP, "d2^d4", "d2^d4", "7B(S)/8/8/8/3W(N)4/3W(N)4/8/8 b");
	slide_case(JUMP, "2d^4d", "d2^d4", "7B(S)/8/8/8/3W(N)4/3W(N)4/8/8 b");
	/* diagonal: c1 W(NE) over d2 W(NE) to e3 */
	slide_case("7B(S)/8/8/8/8/8/3W(NE)4/2W(NE)5 w", "c1^e3", "c1^e3",
	    "7B(S)/8/8/8/8/4W(NE)3/3W(NE)4/8 b");

	refused_case(JUMP, "d2^d4R", "a jump cannot turn");
	refused_case(JUMP, "d2^d5", "a jump goes over the neighbouring square "
	    "to the next one in line");
	refused_case(JUMP, "d2^e4", "a jump goes over the neighbouring square "
	    "to the next one in line");
	refused_case(JUMP, "d3^d5", "no jump: d4 is empty");
	refused_case(JUMP, "d2^d4x", "d2^d4x: the jump hits nothing on d4");

	/* the back piece without the hand */
	refused_case("7B(S)/8/8/8/8/3W(N)4/3W(E)4/8 w", "d2^d4",
	    "no jump: the piece on d2 has no hand pointing north");
	/* hands in line but opposite (N on d2, S on d3): neither way */
	refused_case("7B(S)/8/8/8/8/3W(S)4/3W(N)4/8 w", "d2^d4",
	    "no jump: the piece on d3 has no hand pointing north");
	refused_case("7B(S)/8/8/8/8/3W(S)4/3W(N)4/8 w", "d3^d1",
	    "no jump: the piece on d2 has no hand pointing south");
	/* over an enemy: d2 W(N,E) keeps its E hand free */
	refused_case("7B(S)/8/8/8/8/3B(N)4/3W(N,E)4/8 w", "d2^d4",
	    "no jump: the piece on d3 is Black's");
	/* onto one's own piece */
	refused_case("7B(S)/8/8/8/3W(N)4/3W(N)4/3W(N)4/8 w", "d2^d4",
	    "no jump: d4 holds White's own piece");
	/* off the board: d7 W(N) over d8 W(N,E) would land on d9 */
	refused_case("3W(N,E)3B(S)/3W(N)4/8/8/8/8/8/8 w", "d7^d9", NULL);
	/* a jump to rank 8 with only an N hand blocks itself */
	refused_case("7B(S)/3W(N)4/3W(N)4/8/8/8/8/8 w", "d6^d8",
	    "this move leaves the moved piece with every hand blocked");
}

/*
 * d2 W(N) jumps over d3 W(N,E) onto Black's B(E) on d4 and takes it.
 * (d3 needs its E hand: its N hand points at Black's d4.)
 */
#define HIT	"7B(S)/8/8/8/3B(E)4/3W(N,E)4/3W(N)4/8 w"
#define HIT_AFTER "7B(S)/8/8/8/3W(N)4/3W(N,E)4/8/8 b"

static void
test_jump_hit(void **unused)
{
	struct state st;

	(void)unused;
	slide_case(HIT, "d2^d4x", "d2^d4x", HIT_AFTER);
	/* read without the x, written with it */
	slide_case(HIT, "d2^d4", "d2^d4x", HIT_AFTER);
	slide_case(HIT, "2d^4d", "d2^d4x", HIT_AFTER);

	/* Black jumps south: d7 B(S) over d6 B(S,W) onto White's d5 W(E);
	 * d6's S hand points at d5, so it needs the W hand. */
	load(&st, "8/3B(S)4/3B(S,W)4/3W(E)4/8/8/8/W(N)7 b");
	play_ok(&st, "d7^d5", "d7^d5x");
	check_pos(&st, "8/8/3B(S,W)4/3B(S)4/8/8/8/W(N)7 w");
	check_outcome(&st, OUT_ONGOING, NULL);
	load(&st, "8/3B(S)4/3B(S,W)4/3W(E)4/8/8/8/W(N)7 b");
	play_refused(&st, "d7^d5R", "a jump cannot turn");
	load(&st, "8/3B(S)4/3B(S)4/3B(N)4/8/8/8/W(N)7 b");
	play_refused(&st, "d7^d5", "no jump: d5 holds Black's own piece");
	/* d7 needs its E hand: its S hand points at White's d6 */
	load(&st, "8/3B(E,S)4/3W(N,E)4/8/8/8/8/W(N)7 b");
	play_refused(&st, "d7^d5", "no jump: the piece on d6 is White's");
}

/*
 * Blocked hands: off the board, an enemy piece, or both.  After the move
 * every enemy piece with all its hands blocked is taken off, several at
 * once if need be; the mover's own pieces never block.
 */
static void
test_blocked_removal(void **unused)
{
	struct state st;

	(void)unused;
	/* enemy: d3 W(N,E) to d5; B(S) d6 points at d5 and goes.  The
	 * slider's N hand is blocked by d6, its E hand (e5) is free. */
	slide_case("7B(S)/8/3B(S)4/8/8/3W(N,E)4/8/8 w", "d3-d5", "d3-d5",
	    "7B(S)/8/8/3W(N,E)4/8/8/8/8 b");
	/* edge and enemy: B(N,W) a7 has its W hand off the board; d8 W(E)
	 * slides to a8 (its E hand at the empty b8) and blocks the N hand */
	slide_case("3W(E)3B(S)/B(N,W)7/8/8/8/8/8/8 w", "d8-a8", "d8-a8",
	    "W(E)6B(S)/8/8/8/8/8/8/8 b");
	/* two at once: B(SE) c6 and B(SW) e6 both point at d5 */
	slide_case("7B(S)/8/2B(SE)1B(SW)3/8/8/8/3W(S)4/8 w", "d2-d5", "d2-d5",
	    "7B(S)/8/8/3W(S)4/8/8/8/8 b");
	/* one hand of two blocked is not enough: B(S,E) d6 keeps e6 */
	slide_case("7B(S)/8/3B(E,S)4/8/8/3W(N,E)4/8/8 w", "d3-d5", "d3-d5",
	    "7B(S)/8/3B(E,S)4/3W(N,E)4/8/8/8/8 b");
	/* a jump that hits, then a blocked piece taken off: d2 W(N) over
	 * d3 W(N,E) onto d4 B(E), whose neighbour c5 B(SE) points at d4 */
	slide_case("7B(S)/8/8/2B(SE)5/3B(E)4/3W(N,E)4/3W(N)4/8 w", "d2^d4",
	    "d2^d4x", "7B(S)/8/8/8/3W(N)4/3W(N,E)4/8/8 b");

	/* own pieces never block: d2 W(E,W) slides between c4 W(N) and
	 * e4 W(N), both its hands pointing at them */
	slide_case("7B(S)/8/8/8/2W(N)1W(N)3/8/3W(E,W)4/8 w", "d2-d4", "d2-d4",
	    "7B(S)/8/8/8/2W(N)W(E,W)W(N)3/8/8/8 b");
	/* d4 W(S) and d3 W(N) point at each other: a Setup may have them */
	load(&st, "8/8/8/8/3W(S)4/3W(N)4/8/7B(N) w");
	check_outcome(&st, OUT_ONGOING, NULL);
	check_pos(&st, "8/8/8/8/3W(S)4/3W(N)4/8/7B(N) w");
}

static void
test_self_blocking(void **unused)
{
	(void)unused;
	/* edge: W(N) on rank 8 */
	refused_case("7B(S)/8/8/3W(N)4/8/8/8/8 w", "d5-d8",
	    "this move leaves the moved piece with every hand blocked");
	/* enemy: W(N) under B(E) d5 */
	refused_case("7B(S)/8/8/3B(E)4/8/3W(N)4/8/8 w", "d3-d4",
	    "this move leaves the moved piece with every hand blocked");
	/* both: c2 W(N,W) to a4, N at Black's a5, W off the board */
	refused_case("7B(S)/8/8/B(E)7/8/8/2W(N,W)5/8 w", "c2-a4",
	    "this move leaves the moved piece with every hand blocked");
	/* a turn that frees it: on d4, R turns N to E (e4 empty) */
	slide_case("7B(S)/8/8/3B(E)4/8/3W(N)4/8/8 w", "d3-d4R", "d3-d4R",
	    "7B(S)/8/8/3B(E)4/3W(E)4/8/8/8 b");
	/* and a turn that blocks it: L turns N to W, off the board */
	refused_case("7B(S)/8/8/8/8/W(N)7/8/8 w", "a3-a4L",
	    "this move leaves the moved piece with every hand blocked");
}

/*
 * Judged before anything is taken off: the slider's hands are blocked by
 * pieces that its own move would block and take off.
 */
static void
test_self_blocking_before_removal(void **unused)
{
	(void)unused;
	/* d3 W(N) to d5: its N hand at B(S) d6, whose S hand at d5 */
	refused_case("7B(S)/8/3B(S)4/8/8/3W(N)4/8/8 w", "d3-d5",
	    "this move leaves the moved piece with every hand blocked");
	/* two blockers, both of which the move would block: B(S) d6 and
	 * B(W) e5 point at d5; d3 W(N,E) would point at them */
	refused_case("7B(S)/8/3B(S)4/4B(W)3/8/3W(N,E)4/8/8 w", "d3-d5",
	    "this move leaves the moved piece with every hand blocked");
	/* a jump too: d3 W(N) over d4 W(N,E) lands on d5 under d6 */
	refused_case("7B(S)/8/3B(S)4/8/3W(N,E)4/3W(N)4/8/8 w", "d3^d5",
	    "this move leaves the moved piece with every hand blocked");
}

static void
test_win(void **unused)
{
	struct state st;

	(void)unused;
	/* White: c5 W(S) up to c8 beside b8 W(E) */
	load(&st, "1W(E)5B(S)/8/8/2W(S)5/8/8/8/8 w");
	check_outcome(&st, OUT_ONGOING, NULL);
	play_ok(&st, "c5-c8", "c5-c8");
	check_pos(&st, "1W(E)W(S)4B(S)/8/8/8/8/8/8/8 b");
	check_outcome(&st, OUT_WHITE,
	    "two White pieces stand side by side on rank 8");
	/* f8 is not beside b8 */
	load(&st, "1W(E)5B(S)/8/8/2W(S)5/8/8/8/8 w");
	play_ok(&st, "c5-f8", "c5-f8");
	check_pos(&st, "1W(E)3W(S)1B(S)/8/8/8/8/8/8/8 b");
	check_outcome(&st, OUT_ONGOING, NULL);

	/* Black: f4 B(N) down to f1 beside g1 B(W) */
	load(&st, "8/8/8/8/5B(N)2/W(N)7/8/6B(W)1 b");
	play_ok(&st, "f4-f1", "f4-f1");
	check_pos(&st, "8/8/8/8/8/W(N)7/8/5B(N)B(W)1 w");
	check_outcome(&st, OUT_BLACK,
	    "two Black pieces stand side by side on rank 1");

	/* side by side on one's own home rank is nothing */
	start(&st);
	check_outcome(&st, OUT_ONGOING, NULL);
}

/*
 * White to move: a1 W(E) and b1 W(W) point at each other (own pieces
 * never block), every square round them is taken by Black, and neither
 * has the hand for a jump (a1 has E but b1 not; b1 has W but a1 not).
 */
#define NO_MOVE	"8/8/8/8/8/8/B(N)B(N)B(N)5/W(E)W(W)B(N)5"

static void
test_no_legal_move(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, NO_MOVE " w");
	check_legal(&st, "");
	check_outcome(&st, OUT_BLACK, "White has no legal move");
	/* any move is refused; the game being over, the reason may be
	 * that (as Kanga says) or the rule's: a2 is taken; b1 has no E */
	play_refused(&st, "a1-a2", NULL);
	play_refused(&st, "a1^c1", NULL);
	/* Black to move has moves */
	load(&st, NO_MOVE " b");
	check_outcome(&st, OUT_ONGOING, NULL);

	/* White takes Black's last two pieces: Black has no legal move */
	load(&st, "8/8/2B(SE)1B(SW)3/8/8/8/3W(S)4/8 w");
	play_ok(&st, "d2-d5", "d2-d5");
	check_pos(&st, "8/8/8/3W(S)4/8/8/8/8 b");
	check_legal(&st, "");
	check_outcome(&st, OUT_WHITE, "Black has no legal move");
}

/*
 * The move list, by origin a1 b1 .. h1 a2 ..., then direction N NE E SE
 * S SW W NW, then distance, then no turn R L r l; a piece's jumps after
 * its slides.
 *
 * SMALL: a1 W(N,NE,E), b1 W(N,E,W), c1 B(N,W) (its W hand blocked by b1,
 * N free), h8 B(S).  c1 is next to b2 and c2, not to a2.
 *   a1: N a2 (no turn; R gives E SE S, E at b2 free; L gives N W NW, N at
 *       a3 free), NE b2 (no turn only: c1 is next to b2), E b1 own.
 *       Jump E over b1 (it has E) onto Black's c1: a1^c1x; on c1 its N
 *       NE E hands point at c2 d2 d1, free.
 *   b1: N b2, NE c2 (no turn only), E c1 taken, W a1 own, NW a2 (no
 *       turn, R, L).  No jump: E is over an enemy, W over a1 that has no
 *       W hand, N over the empty b2.
 */
#define SMALL	"7B(S)/8/8/8/8/8/8/W(N,NE,E)W(N,E,W)B(N,W)5 w"

static void
test_legal_order(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, SMALL);
	check_legal(&st, "a1-a2 a1-a2R a1-a2L a1-b2 a1^c1x b1-b2 b1-c2 "
	    "b1-a2 b1-a2R b1-a2L");
	play_ok(&st, "a1^c1", "a1^c1x");
	check_pos(&st, "7B(S)/8/8/8/8/8/8/1W(N,E,W)W(N,NE,E)5 b");

	/*
	 * a1 W(N) with Black B(N) on b1 and b2: only north.  On a2 R points
	 * E at Black's b2 (blocked); on file a L (W) and l (NW) point off
	 * the board.  a4 is the longest slide but no enemy is next to it.
	 */
	load(&st, "8/8/8/8/8/8/1B(N)6/W(N)B(N)6 w");
	check_legal(&st, "a1-a2 a1-a2r a1-a3 a1-a3R a1-a3r a1-a4 a1-a4R "
	    "a1-a4r");
	play_refused(&st, "a1-a2R",
	    "this move leaves the moved piece with every hand blocked");
}

struct refusal {
	const char	*why;
	const char	*pos;
};

static void
test_pos_read_refusals(void **unused)
{
	static const struct refusal r[] = {
		{ "empty", "" },
		{ "7 rows", "8/8/8/8/8/8/8 w" },
		{ "9 rows", "8/8/8/8/8/8/8/8/8 w" },
		{ "9 squares", "8/8/8/8/8/8/8/W(N)8 w" },
		{ "7 squares", "8/8/8/8/8/8/8/7 w" },
		{ "7 squares with pieces", "8/8/8/8/8/8/8/W(N)6 w" },
		{ "count 9", "9/8/8/8/8/8/8/8 w" },
		{ "count 0", "8/8/8/8/8/8/8/0W(N)7 w" },
		{ "two counts in a row", "8/8/8/8/8/8/8/44 w" },
		{ "two counts in a row after a piece",
		    "8/8/8/8/8/8/8/W(N)34 w" },
		{ "colour x", "8/8/8/8/8/8/8/X(N)7 w" },
		{ "lower-case colour", "8/8/8/8/8/8/8/w(N)7 w" },
		{ "no hand", "8/8/8/8/8/8/8/W()7 w" },
		{ "the same hand twice", "8/8/8/8/8/8/8/W(N,N)7 w" },
		{ "hands out of order", "8/8/8/8/8/8/8/W(E,N)7 w" },
		{ "four hands", "8/8/8/8/8/8/8/W(N,E,S,W)7 w" },
		{ "no such hand", "8/8/8/8/8/8/8/W(U)7 w" },
		{ "lower-case hand", "8/8/8/8/8/8/8/W(n)7 w" },
		{ "unclosed", "8/8/8/8/8/8/8/W(N7 w" },
		{ "no parentheses", "8/8/8/8/8/8/8/WN7 w" },
		{ "a space in the hands", "8/8/8/8/8/8/8/W(N, E)7 w" },
		{ "no side", "8/8/8/8/8/8/8/8" },
		{ "no side after the space", "8/8/8/8/8/8/8/8 " },
		{ "side x", "8/8/8/8/8/8/8/8 x" },
		{ "side W", "8/8/8/8/8/8/8/8 W" },
		{ "text after the side", "8/8/8/8/8/8/8/8 w w" },
		/* a piece with every hand blocked */
		{ "blocked by edges", "7B(S)/8/8/8/8/8/8/W(S,W)7 w" },
		{ "blocked by an enemy", "7B(S)/8/8/8/8/8/B(E)7/W(N)7 w" },
		{ "blocked by both", "7B(S)/8/8/8/8/8/B(E)7/W(N,W)7 w" },
		{ "a Black piece blocked", "B(S)7/W(N,E)7/8/8/8/8/8/8 w" },
		{ "a Black piece blocked, Black to move",
		    "B(S)7/W(N,E)7/8/8/8/8/8/8 b" },
		/* both already won: the first pair would have ended it */
		{ "both on their goal ranks",
		    "W(S)W(S)6/8/8/8/8/8/8/B(N)B(N)6 w" },
	};
	struct state st;
	struct variant v;
	struct game_err e;
	size_t i;

	(void)unused;
	assert_int_equal(variant_parse(&G, "", &v, &e), 0);
	for (i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		memset(&e, 0, sizeof(e));
		e.word = 99;
		if (G.pos_read(st.u.b, r[i].pos, strlen(r[i].pos), &v,
		    &e) != -1)
			fail_msg("%s: \"%s\" accepted", r[i].why, r[i].pos);
		if (e.msg[0] == '\0')
			fail_msg("%s: \"%s\" refused without a reason",
			    r[i].why, r[i].pos);
		assert_int_equal(e.word, 0);
	}
}

static int
no_move_cb(void *ctx, const char *canon)
{
	fail_msg("setup %zu: a move listed: %s", *(const size_t *)ctx, canon);
	return 1;
}

/* A Setup already won is over, that side the winner (RULINGS.md), with
 * no move left, even with a piece blocked on every hand. */
static void
test_setup_won(void **unused)
{
	static const struct {
		const char	*pos;
		enum outcome	 o;
		const char	*why;
	} t[] = {
		{ "W(S)W(S)6/8/8/8/8/8/8/7B(N) w", OUT_WHITE,
		    "two White pieces stand side by side on rank 8" },
		{ "W(S)W(S)6/8/8/8/8/8/8/7B(N) b", OUT_WHITE,
		    "two White pieces stand side by side on rank 8" },
		{ "W(S)7/8/8/8/8/8/8/B(N)B(N)6 w", OUT_BLACK,
		    "two Black pieces stand side by side on rank 1" },
		/* h1 W(E) has its one hand off the board */
		{ "6W(N)W(N)/8/8/8/8/8/8/7W(E) b", OUT_WHITE,
		    "two White pieces stand side by side on rank 8" },
	};
	struct state st;
	struct variant v;
	struct game_err e;
	struct buf b = BUF_INIT;
	char why[256];
	size_t i;

	(void)unused;
	assert_int_equal(variant_parse(&G, "", &v, &e), 0);
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		memset(&e, 0, sizeof(e));
		if (G.pos_read(st.u.b, t[i].pos, strlen(t[i].pos), &v, &e) != 0)
			fail_msg("\"%s\": %s", t[i].pos, e.msg);
		assert_int_equal(G.outcome(st.u.b, why), t[i].o);
		assert_string_equal(why, t[i].why);
		assert_int_equal(G.legal(st.u.b, no_move_cb, &i), 0);
		buf_clear(&b);
		assert_int_equal(G.pos_write(st.u.b, &b), 0);
		assert_string_equal(b.s, t[i].pos);
	}
	buf_release(&b);
}

static void
test_pos_round_trip(void **unused)
{
	static const char *const t[] = {
		START,
		"1B(SW)B(E,S)B(E,S,W)B(S)B(E,S,W)B(S,W)B(S)/8/8/8/8/8/8/"
		    "W(N)W(N,E)W(N,E,W)W(N)W(N,E,W)W(N,W)W(NE)1 b",
		/* every hand once, in ones, twos and threes */
		"8/B(N,NE,E)B(SE,S)B(SW,W,NW)B(N,S)B(E,W)B(NE,SW)B(N,E,S)"
		    "B(N,NW)/8/8/W(N)W(NE)W(E)W(SE)W(S)W(SW)W(W)W(NW)/8/8/8 b",
		NO_MOVE " w",
		SMALL,
		/* pieces pointing at each other, and on the goal ranks but
		 * not side by side */
		"W(S)1W(S)4B(S)/8/8/8/3W(S)4/3W(N)4/8/B(N)1B(N)5 w",
		/* a side with no piece left */
		"8/8/8/3W(S)4/8/8/8/8 b",
	};
	struct state st;
	size_t i;

	(void)unused;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		load(&st, t[i]);
		check_pos(&st, t[i]);
	}
	/* the side to move is read */
	load(&st, t[1]);
	assert_int_equal(G.to_move(st.u.b), SIDE_BLACK);
	play_ok(&st, "h8-h5", "h8-h5");
	assert_int_equal(G.to_move(st.u.b), SIDE_WHITE);
}

static void
check_render(const struct state *st, unsigned long ply, const char *last,
    const char *want)
{
	struct render_info ri;
	struct buf b = BUF_INIT;

	memset(&ri, 0, sizeof(ri));
	ri.ply = ply;
	ri.last = last;
	assert_int_equal(G.render(st->u.b, &ri, &b), 0);
	assert_string_equal(b.s, want);
	buf_release(&b);
}

/*
 * The layout assumed (the spec says only "a 3x3 cell" per square):
 *  - "Tang, start" or "Tang, after ply N (MOVE)", then the file letters
 *    as below;
 *  - per rank, 8 down to 1, three lines; a square is 3 characters, the
 *    squares of a line are separated by one space;
 *  - the middle line: the rank right-aligned in 2, a space, the squares,
 *    a space and the rank; the top and bottom lines: 3 spaces, the
 *    squares, trailing blanks cut;
 *  - an empty square is blank but for '.' in the middle; a piece is its
 *    letter W or B in the middle, '\' '|' '/' above for NW N NE, '-' to
 *    the left for W and to the right for E, '/' '|' '\' below for SW S
 *    SE, spaces elsewhere;
 *  - below rank 1 the file letters, each under the middle of its square
 *    (4 spaces, then the letters 3 spaces apart);
 *  - the status line (render_status), then the legend
 *    "Legend: W White, B Black; hands: | - / \".
 */
#define EMPTY_RANK(n) \
	"\n" \
	" " #n "  .   .   .   .   .   .   .   .  " #n "\n" \
	"\n"
#define FILES	"    a   b   c   d   e   f   g   h\n"
#define LEGEND	"Legend: W White, B Black; hands: | - / \\\n"

/*
 * fixtures/tang/black-wins.kg: White's c3 W(NE) slides to c5 turning an
 * eighth to N and takes off B(SE) b6 and B(SW) d6, both pointing at c5;
 * Black's f4 B(W) comes down to f1; White's a3 W(E) jumps over b3 W(E)
 * to the empty c3; g3 B(S,W) jumps over g2 B(S) to g1, its W hand at its
 * own f1: f1 and g1 side by side on rank 1.
 */
#define BLACK_WINS "8/8/1B(SE)1B(SW)4/8/5B(W)2/W(E)W(E)W(NE)3B(S,W)1/" \
		"6B(S)1/8 w"

static void
test_render(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, SMALL);
	check_render(&st, 0, NULL,
	    "Tang, start\n"
	    FILES
	    "\n"
	    " 8  .   .   .   .   .   .   .   B  8\n"
	    "                                |\n"
	    EMPTY_RANK(7)
	    EMPTY_RANK(6)
	    EMPTY_RANK(5)
	    EMPTY_RANK(4)
	    EMPTY_RANK(3)
	    EMPTY_RANK(2)
	    "    |/  |   |\n"
	    " 1  W- -W- -B   .   .   .   .   .  1\n"
	    "\n"
	    FILES
	    "White to move.\n"
	    LEGEND);

	/* the end of the game won by Black, fixtures/tang/black-wins.kg
	 * (a won position cannot be a Setup: it is played to) */
	load(&st, BLACK_WINS);
	play_ok(&st, "c3-c5l", "c3-c5l");
	play_ok(&st, "f4-f1", "f4-f1");
	play_ok(&st, "a3^c3", "a3^c3");
	play_ok(&st, "g3^g1", "g3^g1");
	check_pos(&st, "8/8/8/2W(N)5/8/1W(E)W(E)5/6B(S)1/5B(W)B(S,W)1 w");
	check_render(&st, 4, "g3^g1",
	    "Tang, after ply 4 (g3^g1)\n"
	    FILES
	    EMPTY_RANK(8)
	    EMPTY_RANK(7)
	    EMPTY_RANK(6)
	    "            |\n"
	    " 5  .   .   W   .   .   .   .   .  5\n"
	    "\n"
	    EMPTY_RANK(4)
	    "\n"
	    " 3  .   W-  W-  .   .   .   .   .  3\n"
	    "\n"
	    "\n"
	    " 2  .   .   .   .   .   .   B   .  2\n"
	    "                            |\n"
	    "\n"
	    " 1  .   .   .   .   .  -B  -B   .  1\n"
	    "                            |\n"
	    FILES
	    "Black wins (0-1): two Black pieces stand side by side on "
	    "rank 1.\n"
	    LEGEND);

	/* the diagonals: d4 W(NE,SE,W) and e4 B(N,SW,NW), h8 B(S) */
	load(&st, "7B(S)/8/8/8/3W(NE,SE,W)B(N,SW,NW)3/8/8/8 w");
	check_render(&st, 0, NULL,
	    "Tang, start\n"
	    FILES
	    "\n"
	    " 8  .   .   .   .   .   .   .   B  8\n"
	    "                                |\n"
	    EMPTY_RANK(7)
	    EMPTY_RANK(6)
	    EMPTY_RANK(5)
	    "                 / \\|\n"
	    " 4  .   .   .  -W   B   .   .   .  4\n"
	    "                 \\ /\n"
	    EMPTY_RANK(3)
	    EMPTY_RANK(2)
	    EMPTY_RANK(1)
	    FILES
	    "White to move.\n"
	    LEGEND);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_slide_length),
		cmocka_unit_test(test_squares),
		cmocka_unit_test(test_way_and_taken),
		cmocka_unit_test(test_turns),
		cmocka_unit_test(test_longest_slide_turn),
		cmocka_unit_test(test_jump),
		cmocka_unit_test(test_jump_hit),
		cmocka_unit_test(test_blocked_removal),
		cmocka_unit_test(test_self_blocking),
		cmocka_unit_test(test_self_blocking_before_removal),
		cmocka_unit_test(test_win),
		cmocka_unit_test(test_no_legal_move),
		cmocka_unit_test(test_legal_order),
		cmocka_unit_test(test_pos_read_refusals),
		cmocka_unit_test(test_setup_won),
		cmocka_unit_test(test_pos_round_trip),
		cmocka_unit_test(test_render),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
