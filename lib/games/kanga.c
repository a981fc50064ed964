/*
 * kanga: Kanga, a game of drops on an NxN board (N from 5 to 19, 7 by
 * default, the Variant option "size").
 *
 * Black moves first; a move drops a stone of the mover's colour on an
 * empty point.  The drop captures, all at once and judged on the board
 * right after it, every run of an odd number (3 or more) of enemy stones
 * that it shuts against one of its own stones or the edge along one of the
 * 8 lines through it, and every enemy group it leaves without a liberty.
 * A drop whose own group then has no liberty is illegal (suicide).  A
 * group joining two opposite edges wins at once; a player with no legal
 * drop loses.
 *
 * Data model: struct kanga, plain data.  The points are two bit sets,
 * one per side (struct bset, a bit per point: bit r * w + f for file f
 * and rank r, rank 0 being rank 1), with a guard column f == n that is
 * never set, so that a shift by 1 or by w moves a set to its neighbours
 * without wrapping from one rank to the next.  A 7x7 board fits in one
 * 64-bit word; 19x19 takes six.  struct kgeo holds the size and the masks
 * of the board and of its four edges.  turn is the side to move;
 * captured[] counts the stones each side has taken since the start
 * position; result and why record the outcome once a drop (or a Setup
 * that is already over) has decided it;
 * open is set when the last drop left two empty points side by side, so
 * that outcome() knows at once that the side to move has a drop (0 says
 * nothing: outcome() looks).
 *
 * Invariants, kept by pos_read and play: while result is OUT_ONGOING,
 * every group has a liberty and no group joins two opposite edges.  Hence
 * a drop can only capture by liberties next to itself, can only win with
 * its own group, and never fills the board (its own group keeps a
 * liberty), so the draw on a full board, kept because the rules have it,
 * cannot arise in play, only in a Setup.  A Setup that is over stores its
 * result and is never played on, so its groups need no liberty.  A player
 * stuck without a move is found by outcome(), which is why that result
 * is not stored.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"

#define KANGA_MIN	5
#define KANGA_MAX	19
#define KANGA_DEF	7
#define NPT		(KANGA_MAX * KANGA_MAX)
/* words of a set: the largest board with its guard column, 19 x 20 bits */
#define KW		((KANGA_MAX * (KANGA_MAX + 1) + 63) / 64)

#define EMPTY		0
#define STONE(side)	((unsigned char)((side) + 1))

enum reason {
	WHY_NONE = 0,
	WHY_TOPBOTTOM,
	WHY_LEFTRIGHT,
	WHY_FULL
};

/* A set of points; only the first nw words of a board are used. */
struct bset {
	uint64_t	w[KW];
};

enum edge { EDGE_BOTTOM, EDGE_TOP, EDGE_LEFT, EDGE_RIGHT };

/* The board's geometry: what every set operation needs. */
struct kgeo {
	unsigned char	n;		/* board size */
	unsigned char	w;		/* bits per rank: n and the guard */
	unsigned char	nw;		/* words in use */
	struct bset	board;		/* every point */
	struct bset	edge[4];	/* enum edge */
};

struct kanga {
	struct kgeo	g;
	struct bset	st[2];		/* stones, by enum side */
	unsigned char	turn;		/* enum side to move */
	unsigned char	result;		/* enum outcome, set by a decisive drop */
	unsigned char	why;		/* enum reason, with result */
	unsigned char	open;		/* known: two empty points side by side */
	unsigned long	captured[2];	/* indexed by the capturer's side */
};

_Static_assert(sizeof(struct kanga) <= GAME_STATE_MAX, "kanga state");

struct kanga_move {
	unsigned char	file, rank;
};

/* kanga_parse() writes a move's two bytes itself. */
_Static_assert(offsetof(struct kanga_move, file) == 0 &&
    offsetof(struct kanga_move, rank) == 1, "kanga move bytes");

static const struct game_opt kanga_opts[] = {
	{ "size", OPT_INT, KANGA_MIN, KANGA_MAX, KANGA_DEF,
	    "the board is size x size points", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

/* --- sets of points ------------------------------------------------- */

/*
 * The set operations take the number of words in use, nw.  The hot ones
 * are always inlined, and settle() is instantiated for a one-word board
 * (up to 7x7) with nw a constant, so that the compiler turns every loop
 * over the words into plain 64-bit arithmetic there.  A drop on such a
 * board has code of its own, on plain words: see drop1().
 */
#if defined(__GNUC__)
#define HOT	static inline __attribute__((always_inline))
#define APART	static __attribute__((noinline))
#else
#define HOT	static inline
#define APART	static
#endif

HOT int
bs_has(const struct bset *s, int p)
{
	return (int)(s->w[p >> 6] >> (p & 63) & 1);
}

HOT void
bs_add(struct bset *s, int p)
{
	s->w[p >> 6] |= (uint64_t)1 << (p & 63);
}

HOT void
bs_del(struct bset *s, int p)
{
	s->w[p >> 6] &= ~((uint64_t)1 << (p & 63));
}

HOT void
bs_clear(struct bset *s, int nw)
{
	int i;

	for (i = 0; i < nw; i++)
		s->w[i] = 0;
}

/* The single point p (written, never read: s may be uninitialized). */
HOT void
bs_point(struct bset *s, int p, int nw)
{
	int i;

	for (i = 0; i < nw; i++)
		s->w[i] = i == p >> 6 ? (uint64_t)1 << (p & 63) : 0;
}

/* Whether a and b share a point. */
HOT int
bs_meet(const struct bset *a, const struct bset *b, int nw)
{
	uint64_t x = 0;
	int i;

	for (i = 0; i < nw; i++)
		x |= a->w[i] & b->w[i];
	return x != 0;
}

HOT int
bs_any(const struct bset *s, int nw)
{
	uint64_t x = 0;
	int i;

	for (i = 0; i < nw; i++)
		x |= s->w[i];
	return x != 0;
}

/* The lowest point of the non-empty set s. */
HOT int
bs_first(const struct bset *s, int nw)
{
	int i;

	for (i = 0; i < nw - 1 && s->w[i] == 0; i++)
		continue;
	return i * 64 + __builtin_ctzll(s->w[i]);
}

static int
bs_count(const struct bset *s, int nw)
{
	int i, c = 0;

	for (i = 0; i < nw; i++)
		c += __builtin_popcountll(s->w[i]);
	return c;
}

/* a |= b */
HOT void
bs_or(struct bset *a, const struct bset *b, int nw)
{
	int i;

	for (i = 0; i < nw; i++)
		a->w[i] |= b->w[i];
}

/* out = a moved by sh bits (towards higher points when positive, |sh| <
 * 64), masked by m; out must not be a. */
HOT void
bs_shift(const struct bset *a, int sh, const struct bset *m, int nw,
    struct bset *out)
{
	int i;

	for (i = 0; i < nw; i++)
		if (sh > 0)
			out->w[i] = (a->w[i] << sh | (i > 0 ?
			    a->w[i - 1] >> (64 - sh) : 0)) & m->w[i];
		else
			out->w[i] = (a->w[i] >> -sh | (i + 1 < nw ?
			    a->w[i + 1] << (64 + sh) : 0)) & m->w[i];
}

/* out = the points orthogonally next to a point of a (a's own among
 * them); out must not be a. */
HOT void
bs_nbr(const struct kgeo *g, const struct bset *a, int nw, struct bset *out)
{
	int i, w = g->w;
	uint64_t x;

	for (i = 0; i < nw; i++) {
		x = a->w[i];
		x = x << 1 | x >> 1 | x << w | x >> w;
		if (i > 0)
			x |= a->w[i - 1] >> 63 | a->w[i - 1] >> (64 - w);
		if (i + 1 < nw)
			x |= a->w[i + 1] << 63 | a->w[i + 1] << (64 - w);
		out->w[i] = x & g->board.w[i];
	}
}

/*
 * Grow grp, holding points of own, to their whole group in own.  With lib
 * not NULL, stop as soon as a point of lib lies next to the group and
 * return 1 (grp is then only part of the group); else return 0.  Each
 * round adds a ring of the group, so most groups take a few.
 */
HOT int
flood(const struct kgeo *g, const struct bset *own, const struct bset *lib,
    int nw, struct bset *grp)
{
	struct bset nb;
	uint64_t x, changed;
	int i;

	for (;;) {
		bs_nbr(g, grp, nw, &nb);
		if (lib != NULL && bs_meet(&nb, lib, nw))
			return 1;
		for (changed = 0, i = 0; i < nw; i++) {
			x = grp->w[i] | (nb.w[i] & own->w[i]);
			changed |= x ^ grp->w[i];
			grp->w[i] = x;
		}
		if (changed == 0)
			return 0;
	}
}

/* The empty points. */
HOT void
bs_empty(const struct kanga *k, int nw, struct bset *e)
{
	int i;

	for (i = 0; i < nw; i++)
		e->w[i] = k->g.board.w[i] & ~(k->st[0].w[i] | k->st[1].w[i]);
}

/* --- the board -------------------------------------------------------- */

/* The geometry of the n x n board, made once per size and then copied:
 * a record starts a board often. */
static void
geo_init(struct kgeo *out, int n)
{
	static struct kgeo made[KANGA_MAX + 1];
	struct kgeo *g = &made[n];
	int f, r, p;

	if (g->n == n) {
		*out = *g;
		return;
	}
	memset(g, 0, sizeof(*g));
	g->n = (unsigned char)n;
	g->w = (unsigned char)(n + 1);
	g->nw = (unsigned char)((n * (n + 1) + 63) / 64);
	for (r = 0; r < n; r++)
		for (f = 0; f < n; f++) {
			p = r * g->w + f;
			bs_add(&g->board, p);
			if (r == 0)
				bs_add(&g->edge[EDGE_BOTTOM], p);
			if (r == n - 1)
				bs_add(&g->edge[EDGE_TOP], p);
			if (f == 0)
				bs_add(&g->edge[EDGE_LEFT], p);
			if (f == n - 1)
				bs_add(&g->edge[EDGE_RIGHT], p);
		}
	*out = *g;
}

/* Whether bit q is a point of the board. */
HOT int
on_board(const struct kgeo *g, int q)
{
	return (unsigned)q < (unsigned)(g->n * g->w) && bs_has(&g->board, q);
}

/* What is on point (f, r): EMPTY or STONE(side). */
static unsigned char
point_at(const struct kanga *k, int f, int r)
{
	int p = r * k->g.w + f;

	if (bs_has(&k->st[SIDE_BLACK], p))
		return STONE(SIDE_BLACK);
	return bs_has(&k->st[SIDE_WHITE], p) ? STONE(SIDE_WHITE) : EMPTY;
}

/* The side whose stone is on point value c. */
static enum side
stone_side(unsigned char c)
{
	return c == STONE(SIDE_BLACK) ? SIDE_BLACK : SIDE_WHITE;
}

/* Which pair of opposite edges the group grp joins. */
HOT enum reason
spans(const struct kgeo *g, const struct bset *grp, int nw)
{
	if (bs_meet(grp, &g->edge[EDGE_BOTTOM], nw) &&
	    bs_meet(grp, &g->edge[EDGE_TOP], nw))
		return WHY_TOPBOTTOM;
	if (bs_meet(grp, &g->edge[EDGE_LEFT], nw) &&
	    bs_meet(grp, &g->edge[EDGE_RIGHT], nw))
		return WHY_LEFTRIGHT;
	return WHY_NONE;
}

/*
 * Drop a stone of side me on the empty point p of k's stones: the
 * captures are judged (both kinds, on the board right after the drop,
 * before anything is removed), gathered in cap and made.  Returns 0, or
 * -1 for a suicide with the stones as they were.  Turn, counts and result
 * are the caller's, so that a trial drop can use this on a copy.
 */
HOT int
settle_n(struct kanga *k, int p, enum side me, int nw, struct bset *cap,
    int *open)
{
	const struct kgeo *g = &k->g;
	struct bset *mine = &k->st[me], *them = &k->st[me ^ 1];
	struct bset at, n4, x, y, empty, grp;
	int i, len, sh, q;

	bs_point(&at, p, nw);
	bs_add(mine, p);
	bs_clear(cap, nw);
	/* the lines: an odd run of 3 or more of theirs, shut by one of mine
	 * or by the edge, in each direction where the drop has a stone of
	 * theirs next to it (often none) */
	bs_nbr(g, &at, nw, &n4);
	for (i = 0; i < nw; i++)
		x.w[i] = n4.w[i];
	bs_shift(&at, g->w + 1, &g->board, nw, &y);
	bs_or(&x, &y, nw);
	bs_shift(&at, g->w - 1, &g->board, nw, &y);
	bs_or(&x, &y, nw);
	bs_shift(&at, -(g->w + 1), &g->board, nw, &y);
	bs_or(&x, &y, nw);
	bs_shift(&at, -(g->w - 1), &g->board, nw, &y);
	bs_or(&x, &y, nw);
	for (i = 0; i < nw; i++)
		x.w[i] &= them->w[i];
	while (bs_any(&x, nw)) {
		q = bs_first(&x, nw);
		bs_del(&x, q);
		sh = q - p;
		/* theirs are on the board: no need to ask that first, only
		 * that the bit is in the set's words */
		for (len = 1; (unsigned)(q + sh) < (unsigned)(64 * nw) &&
		    bs_has(them, q + sh); len++)
			q += sh;
		if (len < 3 || len % 2 == 0)
			continue;
		if (on_board(g, q + sh) && !bs_has(mine, q + sh))
			continue;
		for (; q != p; q -= sh)
			bs_add(cap, q);
	}
	/* the enemy groups next to the drop, each flooded once and only as
	 * far as it takes to find a liberty; a stone with an empty point
	 * next to it needs no flood at all */
	bs_empty(k, nw, &empty);
	bs_nbr(g, &empty, nw, &y);
	/* captures only add empty points: two side by side now stay so */
	*open = bs_meet(&y, &empty, nw);
	for (i = 0; i < nw; i++)
		x.w[i] = n4.w[i] & them->w[i] & ~y.w[i];
	while (bs_any(&x, nw)) {
		bs_point(&grp, bs_first(&x, nw), nw);
		len = flood(g, them, &empty, nw, &grp);
		for (i = 0; i < nw; i++) {
			x.w[i] &= ~grp.w[i];
			if (!len)
				cap->w[i] |= grp.w[i];
		}
	}
	for (i = 0; i < nw; i++)
		them->w[i] &= ~cap->w[i];
	/* suicide: the drop's own group has no liberty once the captures
	 * are gone; undo them and the drop */
	bs_empty(k, nw, &empty);
	if (bs_meet(&n4, &empty, nw))
		return 0;
	grp = at;
	if (!flood(g, mine, &empty, nw, &grp)) {
		for (i = 0; i < nw; i++)
			them->w[i] |= cap->w[i];
		bs_del(mine, p);
		return -1;
	}
	return 0;
}

/* settle_n() for k's board. */
static int
settle(struct kanga *k, int p, enum side me, struct bset *cap)
{
	int open;

	if (k->g.nw == 1)
		return settle_n(k, p, me, 1, cap, &open);
	return settle_n(k, p, me, k->g.nw, cap, &open);
}

/*
 * Drop a stone of the side to move on the empty point p, make the
 * captures, settle the result and pass the turn.  Returns -1 for a
 * suicide, with k as it was.
 *
 * Speed matters here (every ply of every record comes through): the
 * points are bit sets, so a group is flooded a ring at a time, only as
 * far as it takes to find a liberty, and the win is looked for only when
 * the mover has stones on two opposite edges.
 */
HOT int
drop_n(struct kanga *k, int p, int nw)
{
	const struct kgeo *g = &k->g;
	struct bset cap, grp, empty, *mine = &k->st[k->turn];
	enum reason why = WHY_NONE;
	int open;

	if (settle_n(k, p, (enum side)k->turn, nw, &cap, &open) < 0)
		return -1;
	k->open = (unsigned char)open;
	if (bs_any(&cap, nw))
		k->captured[k->turn] += (unsigned long)bs_count(&cap, nw);
	if ((bs_meet(mine, &g->edge[EDGE_BOTTOM], nw) &&
	    bs_meet(mine, &g->edge[EDGE_TOP], nw)) ||
	    (bs_meet(mine, &g->edge[EDGE_LEFT], nw) &&
	    bs_meet(mine, &g->edge[EDGE_RIGHT], nw))) {
		bs_point(&grp, p, nw);
		flood(g, mine, NULL, nw, &grp);
		why = spans(g, &grp, nw);
	}
	bs_empty(k, nw, &empty);
	if (why != WHY_NONE) {
		k->result = k->turn == SIDE_BLACK ? OUT_BLACK : OUT_WHITE;
		k->why = (unsigned char)why;
	} else if (!bs_any(&empty, nw)) {
		k->result = OUT_DRAW;
		k->why = WHY_FULL;
	}
	k->turn ^= 1;
	return 0;
}

/* --- the one-word board ----------------------------------------------- */

/*
 * A board of up to 7x7 fits in one word (struct bset's w[0]), and the
 * default board is 7x7: drop1() plays a drop there on plain words, with
 * the size n and w (bits per rank, n + 1) constants for 7x7.  It is
 * drop_n() step for step, with the same judgement; what it adds is a
 * cheap test before each costly step that shows when the step cannot
 * change anything.  The shifts need no mask for the board: the guard
 * column stops a move along a rank, or a diagonal, from wrapping to the
 * next rank, and the sets it is met with (stones, empty points) hold
 * points of the board only.
 */

/* The points orthogonally next to a point of a, with guard bits. */
HOT uint64_t
nbr1(uint64_t a, int w)
{
	return a << 1 | a >> 1 | a << w | a >> w;
}

/* The first point of each rank of an n x n board, w bits a rank. */
HOT uint64_t
lanes1(int n, int w)
{
	return (((uint64_t)1 << n * w) - 1) / (((uint64_t)1 << w) - 1);
}

/*
 * flood() on one word: grow *grp, holding points of own, to its whole
 * group in own, and return 0; or return 1 as soon as a point of lib lies
 * next to it.
 */
HOT int
flood1(uint64_t *grp, uint64_t own, uint64_t lib, int w)
{
	uint64_t g = *grp, nb, x;

	for (;;) {
		nb = nbr1(g, w);
		if (nb & lib) {
			*grp = g;
			return 1;
		}
		x = g | (nb & own);
		if (x == g) {
			*grp = g;
			return 0;
		}
		g = x;
	}
}

/*
 * Three points in a row next to the drop, along one of the 8 lines.  A
 * line capture takes an odd run of 3 or more, so without three stones of
 * theirs in a row next to the drop there is none, and that is most drops.
 *
 * The stones are turned round so that the drop comes to bit 32: a stone
 * at p + d for -32 <= d < 32 then lies at bit 32 + d.  For a line of step
 * s, the three points above the drop are bits 32 + s, 32 + 2s and 32 + 3s,
 * the three below 32 - 3s, 32 - 2s and 32 - s; the bits between them are
 * set, the rest of the span from the first to the third cleared, and one
 * added at the first: it carries out of the span, into the bit past it,
 * when the three are all stones.  Spans that do not overlap, nor touch
 * each other's carry bit, share one addition: the lines of steps 1 and
 * w - 1 (w >= 6), then w, then w + 1.  Each carry bit tells its line and
 * way.  A stone farther from the drop than 32 comes round to some other
 * bit and may pass for one near it: that costs a walk that finds no run,
 * never a capture missed.  The points looked at lie within 3 * 9 of the
 * drop, and a step off the side of the board lands on the guard column,
 * never a stone.
 */
#define BIT(i)		((uint64_t)1 << (i))
#define SPAN(a, b)	((BIT((b) - (a) + 1) - 1) << (a))	/* bits a..b */
#define SPANS(s)	(SPAN(32 + (s), 32 + 3 * (s)) | \
			    SPAN(32 - 3 * (s), 32 - (s)))
#define ROWS(s)		(BIT(32 + (s)) | BIT(32 + 2 * (s)) | \
			    BIT(32 + 3 * (s)) | BIT(32 - (s)) | \
			    BIT(32 - 2 * (s)) | BIT(32 - 3 * (s)))
#define FIRSTS(s)	(BIT(32 + (s)) | BIT(32 - 3 * (s)))
#define CARRY_UP(s)	BIT(32 + 3 * (s) + 1)
#define CARRY_DOWN(s)	BIT(32 - (s) + 1)

/* The carry bits for r of the lines whose spans, rows and first points
 * are given (see above). */
HOT uint64_t
rows3(uint64_t r, uint64_t spans, uint64_t rows, uint64_t firsts)
{
	return (((r & rows) | (spans & ~rows)) + firsts) & ~spans;
}

/* The carry bits of every line for the drop on p: 0 when no line has
 * three stones of them in a row next to the drop. */
HOT uint64_t
three1(int p, uint64_t them, int w)
{
	int k = (p - 32) & 63;
	uint64_t r = them >> k | them << ((64 - k) & 63);

	return rows3(r, SPANS(1) | SPANS(w - 1), ROWS(1) | ROWS(w - 1),
	    FIRSTS(1) | FIRSTS(w - 1)) |
	    rows3(r, SPANS(w), ROWS(w), FIRSTS(w)) |
	    rows3(r, SPANS(w + 1), ROWS(w + 1), FIRSTS(w + 1));
}

/*
 * The run of theirs from the drop on p with step sh, taken when it is
 * odd, 3 or more, and shut by one of mine or by the edge: the walk of
 * settle_n() on one word.
 */
HOT uint64_t
line1(int p, int sh, uint64_t mine, uint64_t them, uint64_t board)
{
	uint64_t run = 0;
	int q, len;

	for (q = p + sh, len = 0; (unsigned)q < 64 && (them >> q & 1);
	    q += sh, len++)
		run |= BIT(q);
	if (len < 3 || len % 2 == 0)
		return 0;
	if ((unsigned)q < 64 && (board >> q & 1) && !(mine >> q & 1))
		return 0;
	return run;
}

/* The line captures of a drop on p, walking the lines whose carry bit is
 * in c, from three1(). */
HOT uint64_t
lines1(int p, uint64_t c, uint64_t mine, uint64_t them, uint64_t board,
    int w)
{
	uint64_t cap = 0;

#define WALK(sh, carry) \
	if (c & (carry)) \
		cap |= line1(p, (sh), mine, them, board)
	WALK(1, CARRY_UP(1));
	WALK(-1, CARRY_DOWN(1));
	WALK(w - 1, CARRY_UP(w - 1));
	WALK(-(w - 1), CARRY_DOWN(w - 1));
	WALK(w, CARRY_UP(w));
	WALK(-w, CARRY_DOWN(w));
	WALK(w + 1, CARRY_UP(w + 1));
	WALK(-(w + 1), CARRY_DOWN(w + 1));
#undef WALK
	return cap;
}

/* lines1() for the 7x7 board and for the others, apart from the drop:
 * few drops need it. */
APART uint64_t
lines1_7x7(int p, uint64_t c, uint64_t mine, uint64_t them, uint64_t board)
{
	return lines1(p, c, mine, them, board, KANGA_DEF + 1);
}

APART uint64_t
lines1_any(int p, uint64_t c, uint64_t mine, uint64_t them, uint64_t board,
    int w)
{
	return lines1(p, c, mine, them, board, w);
}

/* The board's points, n x n with w bits a rank. */
HOT uint64_t
board1(int n, int w)
{
	return lanes1(n, w) * (((uint64_t)1 << n) - 1);
}

/* The judgement of a drop on one word. */
struct settled1 {
	uint64_t	mine, them;	/* the stones after it */
	uint64_t	cap;		/* the stones it takes */
	uint64_t	n4;		/* the drop's neighbours */
	uint64_t	empty;		/* the empty points before the captures */
	uint64_t	byempty;	/* the points next to one of them */
};

/*
 * settle_n() on one word, for the drop on p of the side whose stones
 * are mine, them being the other side's: the stones after the drop go
 * to *s.  Returns 0, or -1 for a suicide.
 */
HOT int
settle1(int p, uint64_t mine, uint64_t them, uint64_t board, int w,
    struct settled1 *s)
{
	uint64_t at = (uint64_t)1 << p, n4, empty, byempty, cap = 0, x, grp;

	mine |= at;
	n4 = nbr1(at, w) & board;
	empty = board & ~(mine | them);
	byempty = nbr1(empty, w);
	if ((x = three1(p, them, w)) != 0)
		cap = w == KANGA_DEF + 1 ? lines1_7x7(p, x, mine, them, board) :
		    lines1_any(p, x, mine, them, board, w);
	/* the enemy groups next to the drop, as in settle_n(): a stone with
	 * an empty point next to it keeps its group, else flood it */
	for (x = n4 & them & ~byempty; x != 0; x &= ~grp) {
		grp = x & -x;
		if (!flood1(&grp, them, empty, w))
			cap |= grp;
	}
	them &= ~cap;
	/* suicide: no empty point next to the drop's group once the
	 * captures are gone (they are empty now) */
	if ((n4 & (empty | cap)) == 0) {
		grp = at;
		if (!flood1(&grp, mine, empty | cap, w))
			return -1;
	}
	s->mine = mine;
	s->them = them;
	s->cap = cap;
	s->n4 = n4;
	s->empty = empty;
	s->byempty = byempty;
	return 0;
}

/*
 * drop_n() on a one-word board: see above.  n is the board size, w = n +
 * 1; the masks of the board and its edges follow from them.  Unlike
 * drop_n(), it takes any point of the board and returns -1 as well when
 * the point is not empty.
 */
HOT int
drop1(struct kanga *k, int p, int n, int w)
{
	const uint64_t lanes = lanes1(n, w), rank1 = ((uint64_t)1 << n) - 1;
	const uint64_t board = board1(n, w);
	const uint64_t bottom = rank1, top = rank1 << (n - 1) * w;
	const uint64_t left = lanes, right = lanes << (n - 1);
	/* for the win: the ranks below the top, the guard bit of each, and
	 * the files left of the last */
	const uint64_t low = board & ~top, guards = low << 1 & ~low;
	const uint64_t files = rank1 >> 1;
	const int me = k->turn;
	struct settled1 s;
	uint64_t mine, grp, v, h;
	int tb, lr;

	/* k is not touched before the drop is known to be legal; a point
	 * taken is refused as a suicide is, the caller telling them apart */
	if (((k->st[me].w[0] | k->st[me ^ 1].w[0]) >> p & 1) ||
	    settle1(p, k->st[me].w[0], k->st[me ^ 1].w[0], board, w, &s) < 0)
		return -1;
	mine = s.mine;
	k->st[me].w[0] = mine;
	k->st[me ^ 1].w[0] = s.them;
	/* captures only add empty points: two side by side now stay so */
	k->open = (s.byempty & s.empty) != 0;
	if (s.cap != 0)
		k->captured[me] += (unsigned long)__builtin_popcountll(s.cap);
	/*
	 * The win.  No group joined two opposite edges before the drop, so
	 * only the drop's group can now, and only when it is more than the
	 * drop alone, which touches at most two edges meeting at a corner
	 * (the board has 5 points a side or more).  A group joining the
	 * bottom and top edges holds, for each two ranks next to each
	 * other, two stones one above the other across them; one joining
	 * left and right, two side by side across each two files next to
	 * each other.  When the mover's stones miss such a pair across one
	 * gap, no group of theirs joins those edges and the group is not
	 * flooded.  Across the ranks: v holds the lower stone of each pair,
	 * and adding the ranks below the top, all n points set, to it
	 * carries into the guard bit of each rank where v has a point (a
	 * rank's n bits and its guard hold the sum).  Across the files: h
	 * holds the left stone of each pair, its ranks folded into one.
	 */
	v = mine & mine >> w;
	tb = ((v + low) & guards) == guards;
	h = mine & mine >> 1;
	h |= h >> w;
	h |= h >> 2 * w;
	h |= h >> 4 * w;
	lr = (h & files) == files;
	if ((tb | lr) & ((s.n4 & mine) != 0)) {
		grp = (uint64_t)1 << p;
		flood1(&grp, mine, 0, w);
		/* spans() */
		if ((grp & bottom) && (grp & top)) {
			k->result = me == SIDE_BLACK ? OUT_BLACK : OUT_WHITE;
			k->why = WHY_TOPBOTTOM;
		} else if ((grp & left) && (grp & right)) {
			k->result = me == SIDE_BLACK ? OUT_BLACK : OUT_WHITE;
			k->why = WHY_LEFTRIGHT;
		}
	}
	/* the full board of drop_n(), which the invariants rule out */
	if (k->result == OUT_ONGOING && (s.empty | s.cap) == 0) {
		k->result = OUT_DRAW;
		k->why = WHY_FULL;
	}
	k->turn ^= 1;
	return 0;
}

/* The drop for each kind of board: the one for the default board is
 * inlined in kanga_play(), the others are functions of their own so that
 * it stays small and keeps its words in registers. */
APART int
drop_small(struct kanga *k, int p)
{
	return drop1(k, p, k->g.n, k->g.w);
}

APART int
drop_large(struct kanga *k, int p)
{
	return drop_n(k, p, k->g.nw);
}

/* Drop on p for kanga_play(): on a one-word board the point may be
 * taken, and -1 says so as well as a suicide. */
HOT int
drop(struct kanga *k, int p)
{
	if (k->g.n == KANGA_DEF)
		return drop1(k, p, KANGA_DEF, KANGA_DEF + 1);
	return k->g.nw == 1 ? drop_small(k, p) : drop_large(k, p);
}

/* Whether the side to move may drop on the empty point p. */
static int
can_drop(const struct kanga *k, const struct bset *empty, int p)
{
	struct kanga t;
	struct bset one, nb, cap;
	struct settled1 s;

	bs_point(&one, p, k->g.nw);
	bs_nbr(&k->g, &one, k->g.nw, &nb);
	if (bs_meet(&nb, empty, k->g.nw))
		return 1;	/* an empty neighbour: always legal */
	if (k->g.nw == 1)	/* a trial on words, k untouched */
		return settle1(p, k->st[k->turn].w[0], k->st[k->turn ^ 1].w[0],
		    k->g.board.w[0], k->g.w, &s) == 0;
	/* a trial drop on a copy of the stones */
	memcpy(&t, k, offsetof(struct kanga, turn));
	return settle(&t, p, (enum side)k->turn, &cap) == 0;
}

static int
board_size(const struct variant *v, int *n, struct game_err *e)
{
	*n = v != NULL ? v->val[0] : KANGA_DEF;
	if (*n < KANGA_MIN || *n > KANGA_MAX)
		return game_errf(e, 0, 0, 0, "the board size must be from %d "
		    "to %d, not %d", KANGA_MIN, KANGA_MAX, *n);
	return 0;
}

static int
kanga_init(void *st, const struct variant *v, struct game_err *e)
{
	struct kanga *k = st;
	int n;

	if (board_size(v, &n, e) < 0)
		return -1;
	memset(k, 0, sizeof(*k));
	geo_init(&k->g, n);
	k->turn = SIDE_BLACK;
	return 0;
}

/*
 * Read the rows of s[0..end), top rank first, into k's stones; off[] gets
 * the byte offset of each point (by rank * n + file), for the refusals
 * that name a point.
 */
static int
read_rows(struct kanga *k, const char *s, size_t end, unsigned *off,
    struct game_err *e)
{
	size_t i = 0, start, over;
	int n = k->g.n, row, rank, f, num, j;
	unsigned char c;

	for (row = 0; row < n; row++) {
		rank = n - 1 - row;
		f = 0;
		over = end;	/* where the row first runs past n points */
		while (i < end && s[i] != '/') {
			c = (unsigned char)s[i];
			start = i;
			if (c == 'b' || c == 'w') {
				num = 1;
				i++;
			} else if (c >= '1' && c <= '9') {
				/* A run of empty points; the cap only keeps
				 * absurd numbers from overflowing. */
				for (num = 0; i < end && s[i] >= '0' &&
				    s[i] <= '9'; i++)
					if (num < 10000)
						num = num * 10 + (s[i] - '0');
			} else if (c == '0')
				return game_errf(e, 0, (unsigned)i, 0,
				    "a run of empty points is a number from 1 "
				    "to %d, without a leading zero", KANGA_MAX);
			else if (c >= 0x20 && c < 0x7f)
				return game_errf(e, 0, (unsigned)i, 0,
				    "'%c' is not a point: write b, w or a "
				    "number of empty points", c);
			else
				return game_errf(e, 0, (unsigned)i, 0,
				    "byte 0x%02x is not a point: write b, w or "
				    "a number of empty points", c);
			if (f < n && c == 'b')
				bs_add(&k->st[SIDE_BLACK], rank * k->g.w + f);
			else if (f < n && c == 'w')
				bs_add(&k->st[SIDE_WHITE], rank * k->g.w + f);
			for (j = 0; j < num && f + j < n; j++)
				off[rank * n + f + j] = (unsigned)start;
			if (f + num > n && over == end)
				over = start;
			if (f <= 100000)
				f += num;
		}
		if (f != n)
			return game_errf(e, 0, (unsigned)(f > n ? over : i), 0,
			    "row %d has %d %s, not %d", row + 1, f,
			    count_noun((unsigned long)f, "point", "points"), n);
		i++;		/* the '/' */
	}
	return 0;
}

static int
kanga_pos_read(void *st, const char *s, size_t len, const struct variant *v,
    struct game_err *e)
{
	struct kanga k;
	struct bset seen, grp, nb, empty;
	unsigned off[NPT];
	size_t end, i, first = 0;
	int n, rows, f, r, p, won = -1, airless = -1, x;
	enum side airless_side = SIDE_BLACK;
	enum reason why, won_why = WHY_NONE;
	unsigned char c;
	char sq[8];

	if (board_size(v, &n, e) < 0)
		return -1;
	if (len == 0)
		return game_errf(e, 0, 0, 0, "the position is empty: write its "
		    "rows, top rank first, then b or w for the side to move");
	for (end = 0; end < len && s[end] != ' '; end++)
		continue;

	/* A wrong row count is most likely a wrong size: say so first. */
	for (rows = 1, i = 0; i < end; i++)
		if (s[i] == '/' && ++rows == n + 1)
			first = i + 1;
	if (rows != n) {
		if (rows < n)
			first = end;	/* else the first row too many */
		return game_errf(e, 0, (unsigned)first, 0, "the position has "
		    "%d row%s but the board is %dx%d (Variant \"size=N\" sets "
		    "the size)", rows, rows == 1 ? "" : "s", n, n);
	}
	memset(&k, 0, sizeof(k));
	geo_init(&k.g, n);
	if (read_rows(&k, s, end, off, e) < 0)
		return -1;

	if (end + 1 >= len)
		return game_errf(e, 0, (unsigned)len, 0, "the side to move is "
		    "missing: end the position with \" b\" or \" w\"");
	if (s[end + 1] != 'b' && s[end + 1] != 'w')
		return game_errf(e, 0, (unsigned)(end + 1), 0, "the side to "
		    "move is b or w");
	if (end + 2 < len)
		return game_errf(e, 0, (unsigned)(end + 2),
		    (unsigned)(len - end - 2), "unexpected text after the side "
		    "to move");
	k.turn = s[end + 1] == 'b' ? SIDE_BLACK : SIDE_WHITE;

	/*
	 * A Setup in which the game is already over is accepted, its result
	 * stored as a drop would have stored it (RULINGS.md): a side whose
	 * group joins two opposite edges has won (both sides at once is a
	 * position no game reaches, and is refused), and a full board
	 * without that is a draw.  A side to move with no legal drop has
	 * lost, which outcome() finds.  Otherwise every group must have a
	 * liberty (our ruling: in play a group is taken off the moment it
	 * has none), which the engine relies on.
	 */
	bs_empty(&k, k.g.nw, &empty);
	memset(&seen, 0, sizeof(seen));
	for (f = 0; f < n; f++)
		for (r = 0; r < n; r++) {
			p = r * k.g.w + f;
			if ((c = point_at(&k, f, r)) == EMPTY ||
			    bs_has(&seen, p))
				continue;
			/* File-major order: p is the group's lowest point. */
			bs_point(&grp, p, k.g.nw);
			flood(&k.g, &k.st[stone_side(c)], NULL, k.g.nw, &grp);
			for (x = 0; x < k.g.nw; x++)
				seen.w[x] |= grp.w[x];
			if ((why = spans(&k.g, &grp, k.g.nw)) != WHY_NONE) {
				if (won >= 0 && won != (int)stone_side(c))
					return game_errf(e, 0, off[r * n + f],
					    0, "Black and White both join two "
					    "opposite edges: no game gets there, "
					    "as the first join ends it");
				if (won < 0) {
					won = stone_side(c);
					won_why = why;
				}
			}
			bs_nbr(&k.g, &grp, k.g.nw, &nb);
			if (bs_meet(&nb, &empty, k.g.nw) || airless >= 0)
				continue;
			airless = r * n + f;
			airless_side = stone_side(c);
		}
	if (won >= 0) {
		k.result = (unsigned char)(won == SIDE_BLACK ? OUT_BLACK :
		    OUT_WHITE);
		k.why = (unsigned char)won_why;
	} else if (!bs_any(&empty, k.g.nw)) {
		k.result = OUT_DRAW;
		k.why = WHY_FULL;
	} else if (airless >= 0) {
		square_format(sq, airless % n, airless / n);
		return game_errf(e, 0, off[airless], 0, "the %s group at %s "
		    "has no liberty", airless_side == SIDE_BLACK ? "black" :
		    "white", sq);
	}
	memcpy(st, &k, sizeof(k));
	return 0;
}

static int
kanga_pos_write(const void *st, struct buf *b)
{
	const struct kanga *k = st;
	char out[NPT * 2 + 8];
	size_t len = 0;
	int f, r, run;
	unsigned char c;

	for (r = k->g.n - 1; r >= 0; r--) {
		for (run = 0, f = 0; f < k->g.n; f++) {
			c = point_at(k, f, r);
			if (c == EMPTY) {
				run++;
				continue;
			}
			if (run > 0)
				len += (size_t)sprintf(out + len, "%d", run);
			run = 0;
			out[len++] = c == STONE(SIDE_BLACK) ? 'b' : 'w';
		}
		if (run > 0)
			len += (size_t)sprintf(out + len, "%d", run);
		if (r > 0)
			out[len++] = '/';
	}
	out[len++] = ' ';
	out[len++] = k->turn == SIDE_BLACK ? 'b' : 'w';
	return buf_add(b, out, len);
}

/* kanga_parse() for all but the common case. */
APART int
parse_slow(const struct kanga *k, const struct word *w, size_t n,
    struct move *m, struct game_err *e)
{
	struct kanga_move km;
	int f, r, rank_first;

	if (n != 1)
		return game_errf(e, n > 1 ? 1 : 0, 0,
		    n > 1 ? (unsigned)w[1].len : 0,
		    "a Kanga move is one point");
	if (square_parse(w[0].s, w[0].len, k->g.n, k->g.n, &f, &r, &rank_first,
	    e) < 0) {
		e->word = 0;
		return -1;
	}
	km.file = (unsigned char)f;
	km.rank = (unsigned char)r;
	memcpy(m->u.b, &km, sizeof(km));
	return 0;
}

/* The common case first, a file letter and a rank digit, as
 * square_parse() reads it; all else, right or wrong, as before. */
static int
kanga_parse(const void *st, const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	const struct kanga *k = st;
	int f, r;

	if (n == 1 && w[0].len == 2) {
		f = w[0].s[0] - 'a';
		r = w[0].s[1] - '1';
		if ((unsigned)f < k->g.n && (unsigned)r < 9 && r < k->g.n) {
			/* struct kanga_move: file, then rank */
			m->u.b[0] = (unsigned char)f;
			m->u.b[1] = (unsigned char)r;
			return 0;
		}
	}
	return parse_slow(k, w, n, m, e);
}

/* Why kanga_play() refuses the drop on (f, r), canon its text: the game
 * is over, the point is taken, or else (drop() has said so) suicide. */
APART int
play_refused(const struct kanga *k, int f, int r, const char *canon,
    unsigned len, struct game_err *e)
{
	if (k->result != OUT_ONGOING)
		return game_errf(e, 0, 0, len, "the game is over");
	if (point_at(k, f, r) != EMPTY)
		return game_errf(e, 0, 0, len, "%s is not empty", canon);
	return game_errf(e, 0, 0, len, "the stone on %s would have no "
	    "liberty (suicide)", canon);
}

static int
kanga_play(void *st, struct move *m, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct kanga *k = st;
	struct kanga_move km;
	unsigned len;
	int p;

	memcpy(&km, m->u.b, sizeof(km));
	if (km.file >= k->g.n || km.rank >= k->g.n)
		return game_errf(e, 0, 0, 0, "the point is off the %dx%d board",
		    k->g.n, k->g.n);
	/* the point's name is the move's canonical text: square_format(),
	 * written out for a rank of one digit */
	if (km.rank < 9) {
		canon[0] = (char)('a' + km.file);
		canon[1] = (char)('1' + km.rank);
		canon[2] = '\0';
		len = 2;
	} else
		len = (unsigned)square_format(canon, km.file, km.rank);
	p = km.rank * k->g.w + km.file;
	if (k->result == OUT_ONGOING && (k->g.nw == 1 ||
	    (!bs_has(&k->st[SIDE_BLACK], p) &&
	    !bs_has(&k->st[SIDE_WHITE], p))) && drop(k, p) == 0)
		return 0;
	return play_refused(k, km.file, km.rank, canon, len, e);
}

static int
kanga_legal(const void *st, int (*cb)(void *, const char *), void *ctx)
{
	const struct kanga *k = st;
	struct bset empty;
	char sq[8];
	int f, r, ret;

	if (k->result != OUT_ONGOING)
		return 0;
	bs_empty(k, k->g.nw, &empty);
	for (f = 0; f < k->g.n; f++)
		for (r = 0; r < k->g.n; r++) {
			if (!bs_has(&empty, r * k->g.w + f) ||
			    !can_drop(k, &empty, r * k->g.w + f))
				continue;
			square_format(sq, f, r);
			if ((ret = cb(ctx, sq)) != 0)
				return ret;
		}
	return 0;
}

static enum side
kanga_to_move(const void *st)
{
	const struct kanga *k = st;

	return (enum side)k->turn;
}

/* The reason for the result a drop decided. */
static void
stored_reason(const struct kanga *k, char why[256])
{
	const char *w = side_name(k->result == OUT_BLACK ? SIDE_BLACK :
	    SIDE_WHITE);
	size_t n = strlen(w);

	/* once a record, but cheaper without snprintf */
	if (k->why == WHY_TOPBOTTOM || k->why == WHY_LEFTRIGHT) {
		memcpy(why, w, n);
		strcpy(why + n, k->why == WHY_TOPBOTTOM ?
		    "'s group joins the top and bottom edges" :
		    "'s group joins the left and right edges");
	} else
		strcpy(why, "the board is full");
}

/* Whether two empty points lie side by side: a drop on either is legal. */
HOT int
open_pair_n(const struct kanga *k, int nw)
{
	struct bset empty, nb;

	bs_empty(k, nw, &empty);
	bs_nbr(&k->g, &empty, nw, &nb);
	return bs_meet(&nb, &empty, nw);
}

/* kanga_outcome() past its first test. */
APART enum outcome
outcome_slow(const struct kanga *k, char why[256])
{
	struct bset empty;
	int f, r;

	if (k->result != OUT_ONGOING) {
		if (why != NULL)
			stored_reason(k, why);
		return (enum outcome)k->result;
	}

	/* A point with an empty neighbour is always legal: look for one
	 * before trying any drop in full, unless the last drop has seen
	 * one. */
	if (k->open || (k->g.nw == 1 ? open_pair_n(k, 1) :
	    open_pair_n(k, k->g.nw)))
		return OUT_ONGOING;
	bs_empty(k, k->g.nw, &empty);
	for (f = 0; f < k->g.n; f++)
		for (r = 0; r < k->g.n; r++)
			if (bs_has(&empty, r * k->g.w + f) &&
			    can_drop(k, &empty, r * k->g.w + f))
				return OUT_ONGOING;
	if (!bs_any(&empty, k->g.nw)) {
		if (why != NULL)
			snprintf(why, 256, "the board is full");
		return OUT_DRAW;
	}
	if (why != NULL)
		snprintf(why, 256, "%s has no legal move",
		    side_name((enum side)k->turn));
	return k->turn == SIDE_BLACK ? OUT_WHITE : OUT_BLACK;
}

/* After most drops the game goes on and the last drop has seen two empty
 * points side by side: that is looked at first. */
static enum outcome
kanga_outcome(const void *st, char why[256])
{
	const struct kanga *k = st;

	if (why != NULL)
		why[0] = '\0';
	if (k->result == OUT_ONGOING && k->open)
		return OUT_ONGOING;
	return outcome_slow(k, why);
}

/* The diagram goes out after every ply of rongo-render-ascii --all: each
 * line is put together in place and appended whole, no format parsed. */
/* s, n bytes, at p; returns the end. */
static char *
put(char *p, const char *s, size_t n)
{
	memcpy(p, s, n);
	return p + n;
}

/* The diagram is written straight into room made for it, twice: after
 * every ply of rongo-render-ascii --all, where the ply took a few
 * hundred instructions to check, a call per piece of it would cost more
 * than the ply. */
static int
render_board(const struct kanga *k, const struct render_info *ri,
    struct buf *b)
{
	static const char captured[] = "Captured: by Black ";
	static const char legend[] = "Legend: X Black stone, O White stone, "
	    ". empty point\n";
	char why[256], *p, *files;
	enum outcome o;
	int f, r, n = k->g.n;
	size_t nf, last = ri != NULL && ri->last != NULL ?
	    strlen(ri->last) : 0;

	/* the title with its numbers and move, the board's n + 2 lines of
	 * at most 2 n + 7 bytes */
	if (buf_reserve(b, 80 + last + (size_t)(n + 2) * (size_t)(2 * n + 7)) <
	    0)
		return -1;
	p = put(b->s + b->len, "Kanga ", 6);
	p += unum_format(p, (unsigned)n);
	*p++ = 'x';
	p += unum_format(p, (unsigned)n);
	if (ri == NULL || ri->ply == 0)
		p = put(p, ", start position\n", 17);
	else {
		p = put(p, ", after ply ", 12);
		p += unum_format(p, ri->ply);
		if (ri->last != NULL) {
			p = put(p, " (", 2);
			p = put(p, ri->last, last);
			*p++ = ')';
		}
		*p++ = '\n';
	}
	files = p;
	*p++ = ' ';
	*p++ = ' ';
	for (f = 0; f < n; f++) {
		*p++ = ' ';
		*p++ = (char)('a' + f);
	}
	*p++ = '\n';
	nf = (size_t)(p - files);
	for (r = n - 1; r >= 0; r--) {
		*p++ = r + 1 >= 10 ? (char)('0' + (r + 1) / 10) : ' ';
		*p++ = (char)('0' + (r + 1) % 10);
		for (f = 0; f < n; f++) {
			*p++ = ' ';
			*p++ = ".OX"[point_at(k, f, r)];
		}
		*p++ = ' ';
		if (r + 1 >= 10)
			*p++ = (char)('0' + (r + 1) / 10);
		*p++ = (char)('0' + (r + 1) % 10);
		*p++ = '\n';
	}
	p = put(p, files, nf);
	*p = '\0';
	b->len = (size_t)(p - b->s);
	o = kanga_outcome(k, why);
	if (render_status(b, o, (enum side)k->turn, why) < 0 ||
	    buf_reserve(b, sizeof(captured) + sizeof(legend) + 64) < 0)
		return -1;
	p = put(b->s + b->len, captured, sizeof(captured) - 1);
	p += unum_format(p, k->captured[SIDE_BLACK]);
	p = put(p, ", by White ", 11);
	p += unum_format(p, k->captured[SIDE_WHITE]);
	p = put(p, ".\n", 2);
	p = put(p, legend, sizeof(legend) - 1);
	*p = '\0';
	b->len = (size_t)(p - b->s);
	return 0;
}

static int
kanga_render(const void *st, const struct render_info *ri, struct buf *b)
{
	size_t len = b->len;

	return render_end(b, len, render_board(st, ri, b));
}

/* --list actions: a move is a drop, written as its point. */
static const struct game_form kanga_forms[] = {
	{ "POINT", "d4", "drop a stone of one's colour on an empty point" },
	{ NULL, NULL, NULL }
};

const struct game game_kanga = {
	.id = "kanga",
	.name = "Kanga",
	.aliases = NULL,
	.kind = GAME_BOARD,
	.opts = kanga_opts,
	.forms = kanga_forms,
	.state_size = sizeof(struct kanga),
	.init = kanga_init,
	.pos_read = kanga_pos_read,
	.pos_write = kanga_pos_write,
	.starts_move = NULL,
	.parse = kanga_parse,
	.play = kanga_play,
	.legal = kanga_legal,
	.to_move = kanga_to_move,
	.outcome = kanga_outcome,
	.render = kanga_render,
};
