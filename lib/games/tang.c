/*
 * tang: Tang, pieces with 1 to 3 hands on an 8x8 board.
 *
 * A piece slides 1-3, 1-2 or exactly one square by its number of hands,
 * through empty squares, turning its hands a quarter (or, with one hand,
 * an eighth) on the way if it likes; or jumps over a neighbour of its
 * own when both have a hand pointing that way, hitting an enemy piece on
 * the landing square.  A hand is blocked by the board's edge or by an
 * enemy piece; after each move the enemy pieces with every hand blocked
 * are taken off.  Two pieces side by side on the far rank win; a player
 * with no legal move loses (notation/tang.md).
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - A jump that hits may be written without its x; the x is the
 *    canonical form, and an x on a jump that hits nothing is refused.
 *  - A Setup lists each piece's hands clockwise from north.
 * (A turn never leaves the hands as they were: with at most 3 hands no
 * mask is its own quarter or eighth turn, so each turn is a move of its
 * own.)
 *
 * Data model: struct tang, plain data.  hands[sq] is the piece's hand
 * mask (bit d for direction d, clockwise from north: N NE E SE S SW W NW)
 * and 0 for an empty square; black[sq] its colour; own[c] has a bit per
 * square holding a piece of colour c (0 White, 1 Black), for the search
 * of a move.  Square sq is rank * 8 + file, rank 0 being rank 1.  turn
 * is the side to move; result and why record a win on the goal rank
 * once a move (or a Setup) has made it.
 *
 * Invariants, kept by pos_read and play: while result is OUT_ONGOING,
 * no piece has every hand blocked (the mover's own pieces cannot become
 * blocked by its move, and the opponent's that do are taken off), and no
 * side stands side by side on its goal rank.  A Setup already won stores
 * its result and is never played on, so its pieces may be blocked.  A
 * player stuck without a move is found by outcome(), which is why that
 * result is not stored.
 *
 * The play path (parse, play, and outcome after every ply) takes the
 * common case first: a word of two squares, a separator and maybe a
 * turn or an x; a legal slide, checked and made on the bit sets own[]
 * with tables the compiler makes, without a loop over squares or
 * directions.  The fast path accepts only what the long way accepts,
 * with the same result; anything else (a jump, a refusal) goes the long
 * way, through the checks one by one, which finds the reason.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"

#define SIDE	8
#define NSQ	64

static const char *const dname[8] = {
	"N", "NE", "E", "SE", "S", "SW", "W", "NW"
};
static const char *const dword[8] = {
	"north", "north-east", "east", "south-east", "south", "south-west",
	"west", "north-west"
};

enum turn_kind {
	TURN_NONE, TURN_R, TURN_L, TURN_r, TURN_l
};
static const char turn_char[] = { '\0', 'R', 'L', 'r', 'l' };

struct tang {
	unsigned char	hands[NSQ];
	unsigned char	black[NSQ];
	uint64_t	own[2];		/* a bit per square of each side's */
	unsigned char	turn;		/* enum side to move */
	unsigned char	result;		/* enum outcome of a win, or 0 */
};

_Static_assert(sizeof(struct tang) <= GAME_STATE_MAX, "tang state");

struct tang_move {
	unsigned char	from, to;
	unsigned char	jump;		/* else a slide */
	unsigned char	turn;		/* enum turn_kind */
	unsigned char	x;		/* the jump was written with x */
};

static int
nhands(unsigned m)
{
	int n = 0;

	for (; m != 0; m &= m - 1)
		n++;
	return n;
}

/* The most squares a piece of n hands slides. */
static int
reach(int n)
{
	return n == 1 ? 3 : n == 2 ? 2 : 1;
}

static unsigned
rotate(unsigned m, int k)
{
	k &= 7;
	return ((m << k) | (m >> (8 - k))) & 0xffu;
}

static unsigned
turned(unsigned m, int t)
{
	switch (t) {
	case TURN_R:
		return rotate(m, 2);
	case TURN_L:
		return rotate(m, 6);
	case TURN_r:
		return rotate(m, 1);
	case TURN_l:
		return rotate(m, 7);
	}
	return m;
}

/* The square one step from square sq (0-63) in direction d, or -1 off
 * the board: a table the compiler makes, since every move and every
 * blocked hand looks it up: DF and DR are the steps in file and rank of
 * direction d, N NE E SE S SW W NW. */
#define DF(d)	((d) >= 1 && (d) <= 3 ? 1 : (d) >= 5 ? -1 : 0)
#define DR(d)	((d) == 7 || (d) <= 1 ? 1 : (d) >= 3 && (d) <= 5 ? -1 : 0)
#define NB(s, d) \
	((s) % SIDE + DF(d) < 0 || (s) % SIDE + DF(d) >= SIDE || \
	(s) / SIDE + DR(d) < 0 || (s) / SIDE + DR(d) >= SIDE ? -1 : \
	((s) / SIDE + DR(d)) * SIDE + (s) % SIDE + DF(d))
#define NB8(s)	{ NB(s, 0), NB(s, 1), NB(s, 2), NB(s, 3), NB(s, 4), \
	NB(s, 5), NB(s, 6), NB(s, 7) }
#define NBROW(r) NB8(r * SIDE), NB8(r * SIDE + 1), NB8(r * SIDE + 2), \
	NB8(r * SIDE + 3), NB8(r * SIDE + 4), NB8(r * SIDE + 5), \
	NB8(r * SIDE + 6), NB8(r * SIDE + 7)
static const signed char nbr[NSQ][8] = {
	NBROW(0), NBROW(1), NBROW(2), NBROW(3), NBROW(4), NBROW(5), NBROW(6),
	NBROW(7)
};

static int
next_sq(int sq, int d)
{
	return nbr[sq][d];
}

/* The direction of a step by rank sign and file sign (each -1, 0, 1,
 * plus 1); the middle, no step, is never asked for. */
static const signed char dir_of[3][3] = {
	{ 5, 4, 3 },	/* SW S SE */
	{ 6, -1, 2 },	/* W . E */
	{ 7, 0, 1 }	/* NW N NE */
};

/*
 * Tables for the play path's common case (see the top of the file).
 */
#define FILE_A	UINT64_C(0x0101010101010101)
#define FILE_H	(FILE_A << 7)
#define BIT(sq)	((uint64_t)1 << (sq))

/* The hands of mask m as bits of the 3x3 cell around bit 9 (b2), rank 1
 * in bits 0-2, rank 2 in bits 8-10, rank 3 in bits 16-18. */
#define HB(m, d, b)	((m) >> (d) & 1 ? UINT32_C(1) << (b) : 0)
#define PAT(m)	(HB(m, 0, 17) | HB(m, 1, 18) | HB(m, 2, 10) | HB(m, 3, 2) | \
	HB(m, 4, 1) | HB(m, 5, 0) | HB(m, 6, 8) | HB(m, 7, 16))
#define PAT4(m)	PAT(m), PAT(m + 1), PAT(m + 2), PAT(m + 3)
#define PAT16(m) PAT4(m), PAT4(m + 4), PAT4(m + 8), PAT4(m + 12)
#define PAT64(m) PAT16(m), PAT16(m + 16), PAT16(m + 32), PAT16(m + 48)
static const uint32_t hand_cell[256] = {
	PAT64(0), PAT64(64), PAT64(128), PAT64(192)
};

/* The squares around each square, on the board. */
#define NBIT(s, d)	(NB(s, d) < 0 ? 0 : BIT(NB(s, d) & 63))
#define ADJ(s)	(NBIT(s, 0) | NBIT(s, 1) | NBIT(s, 2) | NBIT(s, 3) | \
	NBIT(s, 4) | NBIT(s, 5) | NBIT(s, 6) | NBIT(s, 7))
#define ADJ8(s)	ADJ(s), ADJ(s + 1), ADJ(s + 2), ADJ(s + 3), ADJ(s + 4), \
	ADJ(s + 5), ADJ(s + 6), ADJ(s + 7)
static const uint64_t around[NSQ] = {
	ADJ8(0), ADJ8(8), ADJ8(16), ADJ8(24), ADJ8(32), ADJ8(40), ADJ8(48),
	ADJ8(56)
};

/* The squares the hands m of a piece on sq point at (those on the
 * board): the same as next_sq(sq, d) for each hand d.  The cell is
 * turned round the 64 bits by sq - 9, to have its middle on sq; what
 * comes round past rank 8 or rank 1, or round the board's side (file
 * h beside file a), is no square around sq, and around[] cuts it. */
static uint64_t
pointed(int sq, unsigned m)
{
	unsigned k = (unsigned)(sq - 9) & 63;
	uint64_t c = hand_cell[m];

	return ((c << k) | (c >> ((64 - k) & 63))) & around[sq];
}

/* The number of hands of each mask, and how far that many slide. */
#define NH(m)	(((m) & 1) + ((m) >> 1 & 1) + ((m) >> 2 & 1) + ((m) >> 3 & 1) + \
	((m) >> 4 & 1) + ((m) >> 5 & 1) + ((m) >> 6 & 1) + ((m) >> 7 & 1))
#define REACH(m) (NH(m) == 1 ? 3 : NH(m) == 2 ? 2 : 1)
#define RCH4(m)	REACH(m), REACH(m + 1), REACH(m + 2), REACH(m + 3)
#define RCH16(m) RCH4(m), RCH4(m + 4), RCH4(m + 8), RCH4(m + 12)
#define RCH64(m) RCH16(m), RCH16(m + 16), RCH16(m + 32), RCH16(m + 48)
static const unsigned char reach_of[256] = {
	RCH64(0), RCH64(64), RCH64(128), RCH64(192)
};

/* What a slide of k squares (0: no line) with turn tu may do, for a
 * piece that slides at most r: SLIDE_OK, or SLIDE_LONE when only with no
 * enemy piece around the landing square (a turned slide of the full
 * length), or 0.  An eighth turn is a one-hand piece's, which slides 3. */
#define SLIDE_OK	1u
#define SLIDE_LONE	2u
#define RULE(r, k, tu)	((k) == 0 || (k) > (r) || \
	((tu) >= TURN_r && (r) != 3) ? 0 : \
	(tu) != TURN_NONE && (k) == (r) ? SLIDE_LONE : SLIDE_OK)
#define RULE_TU(r, k)	{ RULE(r, k, TURN_NONE), RULE(r, k, TURN_R), \
	RULE(r, k, TURN_L), RULE(r, k, TURN_r), RULE(r, k, TURN_l) }
#define RULE_K(r)	{ RULE_TU(r, 0), RULE_TU(r, 1), RULE_TU(r, 2), \
	RULE_TU(r, 3) }
static const unsigned char slide_rule[4][4][5] = {
	RULE_K(0), RULE_K(1), RULE_K(2), RULE_K(3)
};

/* The hands m after each turn: R a quarter clockwise, L a quarter
 * anticlockwise, r and l an eighth (turned() for tables). */
#define ROT(m, k)	((((m) << (k)) | ((m) >> (8 - (k)))) & 0xff)
#define TRN4(m, k)	ROT(m, k), ROT(m + 1, k), ROT(m + 2, k), ROT(m + 3, k)
#define TRN16(m, k)	TRN4(m, k), TRN4(m + 4, k), TRN4(m + 8, k), \
	TRN4(m + 12, k)
#define TRN64(m, k)	TRN16(m, k), TRN16(m + 16, k), TRN16(m + 32, k), \
	TRN16(m + 48, k)
#define TRN(k)	{ TRN64(0, k), TRN64(64, k), TRN64(128, k), TRN64(192, k) }
static const unsigned char turned_to[5][256] = {
	TRN(0), TRN(2), TRN(6), TRN(1), TRN(7)
};

/* The squares beside each square on its rank when that is the goal
 * rank of side black (rank 8 for White, rank 1 for Black), else none. */
#define BESIDE(s)	(((s) % SIDE > 0 ? BIT(((s) - 1) & 63) : 0) | \
	((s) % SIDE < SIDE - 1 ? BIT(((s) + 1) & 63) : 0))
#define GOAL(s, black)	((s) / SIDE == ((black) ? 0 : SIDE - 1) ? \
	BESIDE(s) : 0)
#define GOAL8(s, b)	GOAL(s, b), GOAL(s + 1, b), GOAL(s + 2, b), \
	GOAL(s + 3, b), GOAL(s + 4, b), GOAL(s + 5, b), GOAL(s + 6, b), \
	GOAL(s + 7, b)
#define GOALS(b)	{ GOAL8(0, b), GOAL8(8, b), GOAL8(16, b), \
	GOAL8(24, b), GOAL8(32, b), GOAL8(40, b), GOAL8(48, b), GOAL8(56, b) }
static const uint64_t goal_beside[2][NSQ] = { GOALS(0), GOALS(1) };

/* Each square's name, for canonical texts. */
#define SQN(s)	{ (char)('a' + (s) % SIDE), (char)('1' + (s) / SIDE) }
#define SQN8(s)	SQN(s), SQN(s + 1), SQN(s + 2), SQN(s + 3), SQN(s + 4), \
	SQN(s + 5), SQN(s + 6), SQN(s + 7)
static const char sq_text[NSQ][2] = {
	SQN8(0), SQN8(8), SQN8(16), SQN8(24), SQN8(32), SQN8(40), SQN8(48),
	SQN8(56)
};

/* The straight lines of 1 to 3 squares, by to - from + 63: the step, the
 * file difference that tells a line from one that wraps round the
 * board's side (every such to - from is k steps of one direction only),
 * the length k (0: not such a line) and the direction. */
struct way {
	signed char	step, df;
	unsigned char	k, d;
};
#define LINE(d, k) [63 + (k) * (DR(d) * SIDE + DF(d))] = \
	{ DR(d) * SIDE + DF(d), (k) * DF(d), k, d }
#define LINES(d) LINE(d, 1), LINE(d, 2), LINE(d, 3)
static const struct way way_of[127] = {
	LINES(0), LINES(1), LINES(2), LINES(3), LINES(4), LINES(5), LINES(6),
	LINES(7)
};

static void
sqname(int sq, char out[4])
{
	square_format(out, sq % SIDE, sq / SIDE);
}

static const char *
colour(int black)
{
	return side_name(black ? SIDE_BLACK : SIDE_WHITE);
}

/* Whether the piece of colour black with hands m on sq has every hand
 * blocked on t's board, with square gone (or -1) taken as empty. */
static int
blocked_but(const struct tang *t, int sq, unsigned m, int black, int gone)
{
	int d, n;

	for (; m != 0; m &= m - 1) {
		d = __builtin_ctz(m);
		n = next_sq(sq, d);
		if (n >= 0 && (n == gone || t->hands[n] == 0 ||
		    t->black[n] == black))
			return 0;
	}
	return 1;
}

static int
all_blocked(const struct tang *t, int sq, unsigned m, int black)
{
	return blocked_but(t, sq, m, black, -1);
}

/* Whether side black has two pieces side by side on its goal rank. */
static int
won(const struct tang *t, int black)
{
	int r = black ? 0 : SIDE - 1, f, a, b;

	for (f = 0; f + 1 < SIDE; f++) {
		a = r * SIDE + f;
		b = a + 1;
		if (t->hands[a] && t->hands[b] && t->black[a] == black &&
		    t->black[b] == black)
			return 1;
	}
	return 0;
}

/* The bit sets of t's pieces, from its squares. */
static void
set_own(struct tang *t)
{
	int sq;

	t->own[0] = t->own[1] = 0;
	for (sq = 0; sq < NSQ; sq++)
		if (t->hands[sq] != 0)
			t->own[t->black[sq] != 0] |= (uint64_t)1 << sq;
}

static int
tang_init(void *st, const struct variant *v, struct game_err *e)
{
	/* the default setup: RULINGS.md */
	static const struct { const char *sq; unsigned hands; } white[] = {
		{ "a1", 1u << 0 }, { "b1", 1u << 0 | 1u << 2 },
		{ "c1", 1u << 6 | 1u << 0 | 1u << 2 }, { "d1", 1u << 0 },
		{ "e1", 1u << 6 | 1u << 0 | 1u << 2 },
		{ "f1", 1u << 0 | 1u << 6 }, { "g1", 1u << 1 }
	};
	struct tang *t = st;
	size_t i;
	int sq;

	(void)v;
	(void)e;
	memset(t, 0, sizeof(*t));
	for (i = 0; i < sizeof(white) / sizeof(white[0]); i++) {
		sq = (white[i].sq[1] - '1') * SIDE + (white[i].sq[0] - 'a');
		t->hands[sq] = (unsigned char)white[i].hands;
		/* Black is White turned half a turn */
		t->hands[NSQ - 1 - sq] = (unsigned char)rotate(white[i].hands,
		    4);
		t->black[NSQ - 1 - sq] = 1;
	}
	set_own(t);
	t->turn = SIDE_WHITE;
	return 0;
}

/*
 * Moves.
 */

/* Whether m is a legal slide in t for side me, checked all at once on
 * the bit sets; if so *nm gets the piece's hands after its turn.  It
 * asks what try_move's checks of a slide ask, in one expression:
 *  - from holds a piece of me's (own[] has a bit for each piece);
 *  - from-to is a straight line of k <= 3 squares (way_of), no longer
 *    than the piece slides (reach_of);
 *  - the squares on the way, and to, are empty;
 *  - an eighth turn is a one-hand piece's;
 *  - a turned slide of the full length has no enemy piece around to
 *    (from is me's, so never an enemy);
 *  - the moved piece, on to with hands *nm, has a hand pointing at a
 *    square on the board without an enemy piece (from is left empty,
 *    and no enemy stands there).
 * A no sends the move the long way, which finds the reason; a yes is a
 * yes of the long way too, with the same hands, and nothing hit. */
static inline __attribute__((always_inline)) int
slide_ok(const struct tang *t, const struct tang_move *m, int me,
    unsigned *nm)
{
	int from = m->from, to = m->to;
	const struct way *w = &way_of[to - from + 63];
	uint64_t theirs = t->own[!me], occ = t->own[me] | theirs, path;
	unsigned hm = t->hands[from], k = w->k,
	    rule = slide_rule[reach_of[hm]][k][m->turn];

	/* the squares between: one for k = 2, two for k = 3 (for k = 1 or
	 * a no line the shifts are of 0; & 63 keeps them defined) */
	path = (uint64_t)(k >= 2) << ((from + w->step) & 63) |
	    (uint64_t)(k >= 3) << ((from + 2 * w->step) & 63);
	*nm = turned_to[m->turn][hm];
	return (int)(t->own[me] >> from & 1) &
	    (to % SIDE - from % SIDE == w->df) &
	    ((occ & (path | BIT(to))) == 0) &
	    ((rule & (SLIDE_OK | ((around[to] & theirs) == 0 ?
	    SLIDE_LONE : 0))) != 0) &
	    ((pointed(to, *nm) & ~theirs) != 0);
}

/* Make the legal move m of side me in t, the piece landing with hands
 * nm, hit telling whether the jump hits, and write its canonical text. */
static inline __attribute__((always_inline)) void
make_move(struct tang *t, const struct tang_move *m, int me, unsigned nm,
    int hit, char canon[MOVE_TEXT_MAX])
{
	int from = m->from, to = m->to, sq;
	uint64_t mine, theirs, gone = 0, b;
	char c;

	t->hands[from] = 0;
	t->black[from] = 0;
	t->hands[to] = (unsigned char)nm;
	t->black[to] = (unsigned char)me;
	mine = (t->own[me] & ~BIT(from)) | BIT(to);
	theirs = t->own[!me] & ~BIT(to);	/* a hit */
	/* the hit piece went with the landing; then the blocked enemies,
	 * which can only be next to the moved piece: the move vacated one
	 * square and filled one, and only the mover's pieces block them.
	 * An enemy whose every hand points off the board or at one of
	 * mine is taken off; taking one off blocks no other (its square
	 * is left empty, and an empty square blocks nothing). */
	for (b = around[to] & theirs; b != 0; b &= b - 1) {
		sq = __builtin_ctzll(b);
		if ((pointed(sq, t->hands[sq]) & ~mine) == 0)
			gone |= BIT(sq);
	}
	for (b = gone; b != 0; b &= b - 1) {
		sq = __builtin_ctzll(b);
		t->hands[sq] = 0;
		t->black[sq] = 0;
	}
	t->own[me] = mine;
	t->own[!me] = theirs & ~gone;
	t->turn = (unsigned char)!me;	/* SIDE_WHITE 0, SIDE_BLACK 1 */
	/* a win needs the moved piece, the only one of the mover's that
	 * changed, on the goal rank beside another of the mover's: a
	 * square beside to in to's rank, on the goal rank, of mine */
	if ((goal_beside[me][to] & mine) != 0)
		t->result = (unsigned char)(me ? OUT_BLACK : OUT_WHITE);
	memcpy(canon, sq_text[from], 2);
	canon[2] = m->jump ? '^' : '-';
	memcpy(canon + 3, sq_text[to], 2);
	c = m->jump ? (hit ? 'x' : '\0') : turn_char[m->turn];
	canon[5] = c;
	canon[5 + (c != '\0')] = '\0';
}

/* Check m in t for the side to move; when legal and apply is set, make
 * it (taking off what it takes) and write its canonical text. */
static int
try_move(struct tang *t, const struct tang_move *m, int apply,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	int me = t->turn == SIDE_BLACK, from = m->from, to = m->to, d, k, n,
	    sq, df = to % SIDE - from % SIDE, dr = to / SIDE - from / SIDE,
	    adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr, hit = 0;
	unsigned hm = t->hands[from], nm;
	char fn[4], tn[4], sn[4];

	/* the common case first: a legal slide */
	if (!m->jump && slide_ok(t, m, me, &nm)) {
		if (apply)
			make_move(t, m, me, nm, 0, canon);
		return 0;
	}
	sqname(from, fn);
	sqname(to, tn);
	if (hm == 0)
		return game_errf(e, 0, 0, 0, "%s is empty", fn);
	if (t->black[from] != me)
		return game_errf(e, 0, 0, 0, "the piece on %s is %s's", fn,
		    colour(!me));
	k = adf > adr ? adf : adr;
	if (m->jump && (k != 2 || (adf != 0 && adr != 0 && adf != adr)))
		return game_errf(e, 0, 0, 0, "a jump goes over the "
		    "neighbouring square to the next one in line");
	if ((adf != 0 && adr != 0 && adf != adr) || k == 0)
		return game_errf(e, 0, 0, 0, "%s-%s is not a straight line",
		    fn, tn);
	/* the direction from the signs of the steps (k > 0 here) */
	d = dir_of[(dr > 0) - (dr < 0) + 1][(df > 0) - (df < 0) + 1];
	n = nhands(hm);
	if (m->jump) {
		sq = next_sq(from, d);
		sqname(sq, sn);
		if (t->hands[sq] == 0)
			return game_errf(e, 0, 0, 0, "no jump: %s is empty", sn);
		if (t->black[sq] != me)
			return game_errf(e, 0, 0, 0, "no jump: the piece on %s is "
			    "%s's", sn, colour(!me));
		if (!(hm >> d & 1))
			return game_errf(e, 0, 0, 0, "no jump: the piece on %s has "
			    "no hand pointing %s", fn, dword[d]);
		if (!(t->hands[sq] >> d & 1))
			return game_errf(e, 0, 0, 0, "no jump: the piece on %s has "
			    "no hand pointing %s", sn, dword[d]);
		if (t->hands[to] != 0 && t->black[to] == me)
			return game_errf(e, 0, 0, 0, "no jump: %s holds %s's own "
			    "piece", tn, colour(me));
		hit = t->hands[to] != 0;
		if (m->x && !hit)
			return game_errf(e, 0, 0, 0, "%s^%sx: the jump hits nothing "
			    "on %s", fn, tn, tn);
		nm = hm;
	} else {
		if (k > reach(n))
			return game_errf(e, 0, 0, 0, "a %s piece slides %s",
			    n == 1 ? "one-hand" : n == 2 ? "two-hand" :
			    "three-hand", n == 1 ? "at most 3 squares" : n == 2 ?
			    "at most 2 squares" : "at most 1 square");
		for (sq = next_sq(from, d); sq != to; sq = next_sq(sq, d))
			if (t->hands[sq] != 0) {
				sqname(sq, sn);
				return game_errf(e, 0, 0, 0, "the way is blocked at "
				    "%s", sn);
			}
		if (t->hands[to] != 0)
			return game_errf(e, 0, 0, 0, "%s is taken", tn);
		if ((m->turn == TURN_r || m->turn == TURN_l) && n != 1)
			return game_errf(e, 0, 0, 0, "only a one-hand piece turns "
			    "an eighth");
		if (m->turn != TURN_NONE && k == reach(n))
			for (d = 0; d < 8; d++) {
				sq = next_sq(to, d);
				if (sq < 0 || sq == from || t->hands[sq] == 0 ||
				    t->black[sq] == me)
					continue;
				sqname(sq, sn);
				return game_errf(e, 0, 0, 0, "turning a %d-square "
				    "slide is not allowed next to the enemy "
				    "piece on %s", k, sn);
			}
		nm = turned(hm, m->turn);
	}
	/* the moved piece's hands on the board as the move leaves it,
	 * nothing taken off yet: from is empty, to is the piece's own */
	if (blocked_but(t, to, nm, me, from))
		return game_errf(e, 0, 0, 0, "this move leaves the moved piece "
		    "with every hand blocked");
	if (!apply)
		return 0;
	make_move(t, m, me, nm, hit, canon);
	return 0;
}

/* The characters of a move word as the common case reads them: a file
 * letter (its file) or a rank digit (its rank times 8), each with 0x40
 * added, 0 for any other character; the separator (1 -, 2 ^); the
 * letter that may end the word (a turn, or 8 for the x of a hit), and
 * the ends the separator refuses (x after -, a turn after ^). */
static const unsigned char file_at[256] = {
	['a'] = 0x40, ['b'] = 0x41, ['c'] = 0x42, ['d'] = 0x43,
	['e'] = 0x44, ['f'] = 0x45, ['g'] = 0x46, ['h'] = 0x47
};
static const unsigned char rank_at[256] = {
	['1'] = 0x40, ['2'] = 0x48, ['3'] = 0x50, ['4'] = 0x58,
	['5'] = 0x60, ['6'] = 0x68, ['7'] = 0x70, ['8'] = 0x78
};
static const unsigned char sep_at[256] = { ['-'] = 1, ['^'] = 2 };
static const unsigned char word_end[256] = {
	['R'] = TURN_R, ['L'] = TURN_L, ['r'] = TURN_r, ['l'] = TURN_l,
	['x'] = 8
};
static const unsigned char end_refused[3] = { 0, 8, 7 };

/* A move word the long way: any word, with the reason for a refusal. */
static __attribute__((noinline)) int
parse_word(const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	struct tang_move tm;
	const char *s, *sep;
	size_t len, a, b;
	int f, r, rf;
	char last;

	if (n != 1)
		return game_errf(e, n > 1 ? 1 : 0, 0, 0, "a Tang move is one "
		    "word: a slide as c1-c3 or a jump as c1^c3");
	s = w[0].s;
	len = w[0].len;
	memset(&tm, 0, sizeof(tm));
	sep = memchr(s, '-', len);
	if (sep == NULL && (sep = memchr(s, '^', len)) != NULL)
		tm.jump = 1;
	if (sep == NULL || sep == s || sep + 1 == s + len)
		return game_errf(e, 0, 0, 0, "'%.*s' is not a move: write a "
		    "slide as c1-c3 or a jump as c1^c3", (int)(len > 32 ? 32 :
		    len), s);
	a = (size_t)(sep - s);
	b = len - a - 1;
	last = s[len - 1];
	if (strchr("RLrl", last) != NULL) {
		if (tm.jump)
			return game_errf(e, 0, (unsigned)(len - 1), 1, "a jump "
			    "cannot turn");
		tm.turn = (unsigned char)(last == 'R' ? TURN_R : last == 'L' ?
		    TURN_L : last == 'r' ? TURN_r : TURN_l);
		b--;
	} else if (last == 'x') {
		if (!tm.jump)
			return game_errf(e, 0, (unsigned)(len - 1), 1, "only a "
			    "jump hits: a slide moves to an empty square");
		tm.x = 1;
		b--;
	}
	if (square_parse(s, a, SIDE, SIDE, &f, &r, &rf, e) < 0)
		return -1;
	tm.from = (unsigned char)(r * SIDE + f);
	if (square_parse(sep + 1, b, SIDE, SIDE, &f, &r, &rf, e) < 0) {
		if (e != NULL)
			e->off += (unsigned)(a + 1);
		return -1;
	}
	tm.to = (unsigned char)(r * SIDE + f);
	memcpy(m->u.b, &tm, sizeof(tm));
	return 0;
}

static int
tang_parse(const void *st, const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	struct tang_move tm;
	size_t len;

	(void)st;
	/* the common case first: c1-c3 or c1^c3, then maybe one letter, a
	 * turn after a slide or x after a jump.  The long way reads such a
	 * word the same: its first - (or, with none, ^) is the third
	 * character, and the squares are a letter and one digit. */
	if (n == 1 && ((len = w[0].len) == 5 || len == 6)) {
		const unsigned char *u = (const unsigned char *)w[0].s;
		unsigned f0 = file_at[u[0]], r0 = rank_at[u[1]],
		    f1 = file_at[u[3]], r1 = rank_at[u[4]], sep = sep_at[u[2]],
		    end = word_end[u[len - 1]];

		/* for len 5 the last character is the digit u[4], no end */
		if ((f0 & r0 & f1 & r1 & 0x40) != 0 && sep != 0 &&
		    (len == 5 + (end != 0)) & ((end & end_refused[sep]) == 0)) {
			tm.from = (unsigned char)((f0 | r0) & 63);
			tm.to = (unsigned char)((f1 | r1) & 63);
			tm.jump = (unsigned char)(sep == 2);
			tm.turn = (unsigned char)(end & 7);
			tm.x = (unsigned char)(end >> 3);
			memcpy(m->u.b, &tm, sizeof(tm));
			return 0;
		}
	}
	return parse_word(w, n, m, e);
}

static int
tang_play(void *st, struct move *m, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct tang *t = st;
	struct tang_move tm;
	unsigned nm;
	int me = t->turn == SIDE_BLACK;

	memcpy(&tm, m->u.b, sizeof(tm));
	if (t->result != OUT_ONGOING)
		return game_errf(e, 0, 0, 0, "the game is over");
	/* the common case first, as in try_move */
	if (!tm.jump && slide_ok(t, &tm, me, &nm)) {
		make_move(t, &tm, me, nm, 0, canon);
		return 0;
	}
	return try_move(t, &tm, 1, canon, e);
}

/* Every legal move of the side to move, in the order of notation/tang.md:
 * by origin square (a1, b1, ... h8), then slides by direction (N, NE,
 * ... NW), distance and turn (none, R, L, r, l), then jumps by
 * direction.  cb gets each canonical text; with cb NULL the first one
 * found ends the search (returns 1). */
static int
moves(const struct tang *t, int (*cb)(void *, const char *), void *ctx)
{
	struct tang u;
	struct tang_move m;
	char canon[MOVE_TEXT_MAX];
	int me = t->turn == SIDE_BLACK, sq, d, k, to, n, tu, rv;

	for (sq = 0; sq < NSQ; sq++) {
		if (t->hands[sq] == 0 || t->black[sq] != me)
			continue;
		n = nhands(t->hands[sq]);
		memset(&m, 0, sizeof(m));
		m.from = (unsigned char)sq;
		for (d = 0; d < 8; d++)
			for (to = sq, k = 1; k <= reach(n); k++) {
				if ((to = next_sq(to, d)) < 0 ||
				    t->hands[to] != 0)
					break;
				m.to = (unsigned char)to;
				for (tu = TURN_NONE; tu <= TURN_l; tu++) {
					if (tu >= TURN_r && n != 1)
						break;
					m.turn = (unsigned char)tu;
					u = *t;
					if (try_move(&u, &m, cb != NULL, canon,
					    NULL) < 0)
						continue;
					if (cb == NULL)
						return 1;
					if ((rv = cb(ctx, canon)) != 0)
						return rv;
				}
			}
		m.jump = 1;
		m.turn = TURN_NONE;
		for (d = 0; d < 8; d++) {
			if (!(t->hands[sq] >> d & 1) ||
			    (k = next_sq(sq, d)) < 0 ||
			    (to = next_sq(k, d)) < 0)
				continue;
			m.to = (unsigned char)to;
			u = *t;
			if (try_move(&u, &m, cb != NULL, canon, NULL) < 0)
				continue;
			if (cb == NULL)
				return 1;
			if ((rv = cb(ctx, canon)) != 0)
				return rv;
		}
	}
	return 0;
}

/* Whether the side to move has a legal move: most often a one-square
 * slide without a turn, which is legal when the square is empty and the
 * piece keeps a hand free there (try_move's last check, the only one
 * such a slide can fail); else the whole search. */
static int
has_move(const struct tang *t)
{
	int me = t->turn == SIDE_BLACK, sq;
	uint64_t theirs = t->own[!me], occ = t->own[me] | theirs, b, to;

	for (b = t->own[me]; b != 0; b &= b - 1) {
		sq = __builtin_ctzll(b);
		/* to free: a hand pointing at a square on the board
		 * without an enemy piece (sq, left empty, has none) */
		for (to = around[sq] & ~occ; to != 0; to &= to - 1)
			if ((pointed(__builtin_ctzll(to), t->hands[sq]) &
			    ~theirs) != 0)
				return 1;
	}
	return moves(t, NULL, NULL);
}

static int
tang_legal(const void *st, int (*cb)(void *, const char *), void *ctx)
{
	const struct tang *t = st;

	if (t->result != OUT_ONGOING)
		return 0;
	return moves(t, cb, ctx);
}

static enum side
tang_to_move(const void *st)
{
	return (enum side)((const struct tang *)st)->turn;
}

static enum outcome
tang_outcome(const void *st, char why[256])
{
	const struct tang *t = st;
	int w;

	if (t->result != OUT_ONGOING) {
		w = t->result == OUT_BLACK;
		if (why != NULL)
			snprintf(why, 256, "two %s pieces stand side by side on "
			    "rank %d", colour(w), w ? 1 : 8);
		return (enum outcome)t->result;
	}
	if (has_move(t))
		return OUT_ONGOING;
	if (why != NULL)
		snprintf(why, 256, "%s has no legal move",
		    side_name((enum side)t->turn));
	return t->turn == SIDE_BLACK ? OUT_WHITE : OUT_BLACK;
}

/*
 * Position strings.
 */

/* The hands "(N,E)" at s[*i]; their mask, or -1 (e filled). */
static int
read_hands(const char *s, size_t len, size_t *i, struct game_err *e)
{
	size_t p = *i, q;
	unsigned m = 0;
	int d;

	if (p >= len || s[p] != '(')
		return game_errf(e, 0, (unsigned)p, 0, "a piece is W or B and "
		    "its hands, as in W(N,E)");
	for (p++;;) {
		for (q = p; q < len && s[q] >= 'A' && s[q] <= 'Z'; q++)
			;
		for (d = 0; d < 8; d++)
			if (strlen(dname[d]) == q - p &&
			    memcmp(dname[d], s + p, q - p) == 0)
				break;
		if (d == 8)
			return game_errf(e, 0, (unsigned)p, (unsigned)(q - p),
			    "a hand points N, NE, E, SE, S, SW, W or NW");
		if (m >> d & 1)
			return game_errf(e, 0, (unsigned)p, (unsigned)(q - p),
			    "the hand %s is given twice", dname[d]);
		if (m >> d != 0)
			return game_errf(e, 0, (unsigned)p, (unsigned)(q - p),
			    "hands are written clockwise from N, as in "
			    "W(N,E,SW)");
		m |= 1u << d;
		if (q < len && s[q] == ',') {
			p = q + 1;
			continue;
		}
		if (q >= len || s[q] != ')')
			return game_errf(e, 0, (unsigned)q, 0, "the hands end "
			    "with ')'");
		*i = q + 1;
		break;
	}
	if (nhands(m) > 3)
		return game_errf(e, 0, (unsigned)p, 0, "a piece has 1 to 3 "
		    "hands");
	return (int)m;
}

static int
tang_pos_read(void *st, const char *s, size_t len, const struct variant *v,
    struct game_err *e)
{
	struct tang t;
	size_t i = 0, at[NSQ];
	int rank = SIDE - 1, file = 0, count_last = 0, sq, m;
	char sn[4];

	(void)v;
	memset(&t, 0, sizeof(t));
	if (len == 0)
		return game_errf(e, 0, 0, 0, "the position is empty: write its "
		    "rows, rank 8 first, then w or b for the side to move");
	while (i < len && s[i] != ' ') {
		if (s[i] == '/') {
			if (file != SIDE)
				return game_errf(e, 0, (unsigned)i, 0, "rank %d "
				    "has %d %s, not 8", rank + 1, file,
				    count_noun((unsigned long)file, "square",
				    "squares"));
			if (rank == 0)
				return game_errf(e, 0, (unsigned)i, 0, "the "
				    "position has more than 8 rows");
			rank--;
			file = 0;
			count_last = 0;
			i++;
			continue;
		}
		if (s[i] >= '1' && s[i] <= '8') {
			if (count_last)
				return game_errf(e, 0, (unsigned)i, 1, "two "
				    "counts in a row: write one, as 8");
			file += s[i] - '0';
			count_last = 1;
			i++;
		} else if (s[i] == 'W' || s[i] == 'B') {
			if (file >= SIDE)
				return game_errf(e, 0, (unsigned)i, 0, "rank %d "
				    "has more than 8 squares", rank + 1);
			sq = rank * SIDE + file;
			at[sq] = i;
			t.black[sq] = s[i] == 'B';
			i++;
			if ((m = read_hands(s, len, &i, e)) < 0)
				return -1;
			t.hands[sq] = (unsigned char)m;
			file++;
			count_last = 0;
		} else
			return game_errf(e, 0, (unsigned)i, 1, "'%c' is neither "
			    "a piece (W or B) nor a count of empty squares",
			    s[i]);
		if (file > SIDE)
			return game_errf(e, 0, (unsigned)i, 0, "rank %d has more "
			    "than 8 squares", rank + 1);
	}
	if (rank != 0 || file != SIDE)
		return game_errf(e, 0, (unsigned)i, 0, rank != 0 ? "the "
		    "position has fewer than 8 rows" : "rank 1 has %d %s, "
		    "not 8", file, count_noun((unsigned long)file, "square",
		    "squares"));
	if (i + 1 >= len)
		return game_errf(e, 0, (unsigned)len, 0, "the side to move is "
		    "missing: end the position with \" w\" or \" b\"");
	if (s[i + 1] != 'w' && s[i + 1] != 'b')
		return game_errf(e, 0, (unsigned)(i + 1), 0, "the side to move "
		    "is w or b");
	if (i + 2 < len)
		return game_errf(e, 0, (unsigned)(i + 2), (unsigned)(len - i -
		    2), "unexpected text after the side to move");
	t.turn = s[i + 1] == 'b' ? SIDE_BLACK : SIDE_WHITE;
	/*
	 * A Setup in which a side already has two pieces side by side on its
	 * goal rank is over, and accepted with that side the winner
	 * (RULINGS.md: a Setup in which the game is over is accepted); both
	 * sides at once is a position no game reaches.  Otherwise no piece
	 * may have every hand blocked (our ruling: in play it is taken off
	 * the moment it is), which the engine relies on.
	 */
	m = won(&t, 0) | won(&t, 1) << 1;
	if (m == 3)
		return game_errf(e, 0, 0, (unsigned)i, "White and Black both "
		    "have two pieces side by side on their goal ranks: no game "
		    "gets there, as the first pair ends it");
	if (m != 0)
		t.result = (unsigned char)(m == 1 ? OUT_WHITE : OUT_BLACK);
	else
		for (sq = 0; sq < NSQ; sq++)
			if (t.hands[sq] != 0 && all_blocked(&t, sq,
			    t.hands[sq], t.black[sq])) {
				sqname(sq, sn);
				return game_errf(e, 0, (unsigned)at[sq], 1,
				    "the piece on %s has every hand blocked",
				    sn);
			}
	set_own(&t);
	memcpy(st, &t, sizeof(t));
	return 0;
}

static int
tang_pos_write(const void *st, struct buf *b)
{
	const struct tang *t = st;
	int f, r, d, run, sq, first, rc = 0;

	for (r = SIDE - 1; r >= 0; r--) {
		for (run = 0, f = 0; f < SIDE; f++) {
			sq = r * SIDE + f;
			if (t->hands[sq] == 0) {
				run++;
				continue;
			}
			if (run > 0)
				rc |= buf_putc(b, (char)('0' + run));
			run = 0;
			rc |= buf_putc(b, t->black[sq] ? 'B' : 'W');
			rc |= buf_putc(b, '(');
			for (first = 1, d = 0; d < 8; d++)
				if (t->hands[sq] >> d & 1) {
					if (!first)
						rc |= buf_putc(b, ',');
					rc |= buf_puts(b, dname[d]);
					first = 0;
				}
			rc |= buf_putc(b, ')');
		}
		if (run > 0)
			rc |= buf_putc(b, (char)('0' + run));
		if (r > 0)
			rc |= buf_putc(b, '/');
	}
	rc |= buf_putc(b, ' ');
	rc |= buf_putc(b, t->turn == SIDE_BLACK ? 'b' : 'w');
	return rc ? -1 : 0;
}

/*
 * The diagram: each square a 3x3 cell, the piece's colour letter in the
 * middle and its hands around it.
 */

/* The rows of cells above and below the pieces, 4 characters each with
 * the gap, by the three hands that show there: above, bit 0 north '|',
 * 1 north-east '/', 2 north-west '\'; below, bit 0 south-east '\', 1
 * south '|', 2 south-west '/'. */
static const char row_above[8][5] = {
	"    ", " |  ", "  / ", " |/ ", "\\   ", "\\|  ", "\\ / ", "\\|/ "
};
static const char row_below[8][5] = {
	"    ", "  \\ ", " |  ", " |\\ ", "/   ", "/ \\ ", "/|  ", "/|\\ "
};
/* The row of the pieces: bit 0 the hand west '-', 1 east '-', 2 a
 * black piece; 8 no piece. */
static const char row_piece[9][5] = {
	" W  ", "-W  ", " W- ", "-W- ", " B  ", "-B  ", " B- ", "-B- ", " .  "
};

/* End the row of cells that begins at line, last the end of the last
 * cell with a hand in it (NULL: none): its trailing blanks cut, '\n'.
 * Returns where the next line begins. */
static char *
end_row(char *line, char *last)
{
	if (last == NULL)
		last = line;
	while (last > line && last[-1] == ' ')
		last--;
	*last++ = '\n';
	return last;
}

_Static_assert(SIDE < 10, "the diagram writes a rank as one digit");
_Static_assert(SIDE == sizeof(uint64_t), "a rank's hands are read as one word");

static const char files_line[] = "    a   b   c   d   e   f   g   h\n";
/* a rank with no piece, its number to be put at both ends */
static const char empty_rank[] = " 0  .   .   .   .   .   .   .   .  0\n";

_Static_assert(sizeof(files_line) == 4 * SIDE + 3, "files_line");
_Static_assert(sizeof(empty_rank) == 4 * SIDE + 6, "empty_rank");

/* The board, written straight into room made once: it goes out after
 * every ply of rongo-render-ascii --all, 650 bytes of it, where the
 * ply took a few hundred instructions to check. */
static int
render_board(const struct tang *t, const struct render_info *ri,
    struct buf *b)
{
	char why[256], *p, *q, *last;
	const unsigned char *h, *bl;
	enum outcome o;
	uint64_t w;
	unsigned m, k;
	int f, r, rc = 0;

	if (ri == NULL || ri->ply == 0)
		rc |= buf_add(b, "Tang, start\n", 12);
	else {
		rc |= buf_add(b, "Tang, after ply ", 16);
		rc |= buf_putunum(b, ri->ply);
		if (ri->last != NULL) {
			rc |= buf_add(b, " (", 2);
			rc |= buf_puts(b, ri->last);
			rc |= buf_putc(b, ')');
		}
		rc |= buf_putc(b, '\n');
	}
	/* the files twice, three lines of 3 + 4 * SIDE + 2 at most a rank */
	if (rc != 0 || buf_reserve(b, 2 * sizeof(files_line) +
	    3 * SIDE * (4 * SIDE + 5)) < 0)
		return -1;
	p = b->s + b->len;
	memcpy(p, files_line, sizeof(files_line) - 1);
	p += sizeof(files_line) - 1;
	for (r = SIDE - 1; r >= 0; r--) {
		h = t->hands + r * SIDE;
		bl = t->black + r * SIDE;
		/* most ranks have rows with no hand in them, or no piece:
		 * told apart a rank at a time */
		memcpy(&w, h, sizeof(w));
		if ((w & 0x8383838383838383u) == 0)
			*p++ = '\n';
		else {
			memset(p, ' ', 3);
			for (last = NULL, q = p + 3, f = 0; f < SIDE;
			    f++, q += 4) {
				k = (h[f] & 0x03u) | (h[f] >> 5 & 0x04u);
				memcpy(q, row_above[k], 4);
				if (k != 0)
					last = q + 3;
			}
			p = end_row(p, last);
		}
		if (w == 0) {
			memcpy(p, empty_rank, sizeof(empty_rank) - 1);
			p[1] = p[sizeof(empty_rank) - 3] = (char)('1' + r);
			p += sizeof(empty_rank) - 1;
			*p++ = '\n';
			continue;
		}
		p[0] = p[2] = ' ';
		p[1] = (char)('1' + r);
		for (q = p + 3, f = 0; f < SIDE; f++, q += 4) {
			m = h[f];
			k = m == 0 ? 8 : (m >> 6 & 1u) | (m >> 1 & 2u) |
			    (bl[f] ? 4u : 0u);
			memcpy(q, row_piece[k], 4);
		}
		*q++ = (char)('1' + r);
		*q++ = '\n';
		p = q;
		if ((w & 0x3838383838383838u) == 0)
			*p++ = '\n';
		else {
			memset(p, ' ', 3);
			for (last = NULL, q = p + 3, f = 0; f < SIDE;
			    f++, q += 4) {
				k = h[f] >> 3 & 0x07u;
				memcpy(q, row_below[k], 4);
				if (k != 0)
					last = q + 3;
			}
			p = end_row(p, last);
		}
	}
	memcpy(p, files_line, sizeof(files_line) - 1);
	p += sizeof(files_line) - 1;
	*p = '\0';
	b->len = (size_t)(p - b->s);
	o = tang_outcome(t, why);
	rc |= render_status(b, o, (enum side)t->turn, why);
	rc |= buf_puts(b, "Legend: W White, B Black; hands: | - / \\\n");
	return rc;
}

static int
tang_render(const void *st, const struct render_info *ri, struct buf *b)
{
	size_t len = b->len;

	return render_end(b, len, render_board(st, ri, b));
}

/*
 * --list actions: slides, with a turn or without, and jumps, with a
 * hit or without.
 */
static const struct game_form tang_forms[] = {
	{ "FROM-TO", "d1-d4",
	    "slide: up to 3 squares with 1 hand, 2 with 2, 1 with 3" },
	{ "FROM-TO(R|L)", "c1-c2R",
	    "slide turning every hand a quarter, right or left" },
	{ "FROM-TO(r|l)", "g1-g3r",
	    "slide turning a one-hand piece an eighth" },
	{ "FROM^TO", "f1^d1",
	    "jump over one's own piece, both hands pointing that way" },
	{ "FROM^TOx", "b2^b4x",
	    "a jump that hits the enemy piece it lands on" },
	{ NULL, NULL, NULL }
};

const struct game game_tang = {
	.id = "tang",
	.name = "Tang",
	.aliases = NULL,
	.kind = GAME_BOARD,
	.opts = NULL,
	.forms = tang_forms,
	.state_size = sizeof(struct tang),
	.init = tang_init,
	.pos_read = tang_pos_read,
	.pos_write = tang_pos_write,
	.starts_move = NULL,
	.parse = tang_parse,
	.play = tang_play,
	.legal = tang_legal,
	.to_move = tang_to_move,
	.outcome = tang_outcome,
	.render = tang_render,
};
