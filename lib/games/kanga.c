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
 * Data model: struct kanga, plain data.  b.pt[] holds the points rank by
 * rank (pt[rank * n + file], rank 0 is rank 1), each EMPTY or
 * STONE(side); turn is the side to move; captured[] counts the stones
 * each side has taken since the start position; empty and stones[] count
 * the points; uf[] and edges[] are a union-find over each side's stones
 * whose roots know the edges their group touches (the win is read there,
 * not flooded); result and why record the outcome once a drop has decided
 * it.
 *
 * Invariants, kept by pos_read and play: every group has a liberty, and
 * no group joins two opposite edges unless result says so.  Hence a drop
 * can only capture by liberties next to itself, can only win with its own
 * group, and never fills the board (its own group keeps a liberty), so
 * the draw on a full board, kept because the rules have it, cannot arise
 * in play.  A player stuck without a move is found by outcome(), which is
 * why that result is not stored.
 */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "game.h"

#define KANGA_MIN	5
#define KANGA_MAX	19
#define KANGA_DEF	7
#define NPT		(KANGA_MAX * KANGA_MAX)

#define EMPTY		0
#define STONE(side)	((unsigned char)((side) + 1))

enum reason {
	WHY_NONE = 0,
	WHY_TOPBOTTOM,
	WHY_LEFTRIGHT,
	WHY_FULL
};

/* The points alone: what a trial drop needs to copy. */
struct kboard {
	unsigned char	n;		/* board size */
	unsigned char	pt[NPT];
};

struct kanga {
	struct kboard	b;
	unsigned char	turn;		/* enum side to move */
	unsigned char	result;		/* enum outcome, set by a decisive drop */
	unsigned char	why;		/* enum reason, with result */
	unsigned long	captured[2];	/* indexed by the capturer's side */
	unsigned short	empty;		/* empty points */
	unsigned short	stones[2];	/* stones on the board, by side */
	/* union-find over each side's stones: a group's root holds the
	 * edges it touches (1 bottom, 2 top, 4 left, 8 right) */
	unsigned short	uf[NPT];
	unsigned char	edges[NPT];
};

_Static_assert(sizeof(struct kanga) <= GAME_STATE_MAX, "kanga state");

struct kanga_move {
	unsigned char	file, rank;
};

static const int orth[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int dir8[8][2] = {
	{ 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
	{ 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 }
};

static const struct game_opt kanga_opts[] = {
	{ "size", OPT_INT, KANGA_MIN, KANGA_MAX, KANGA_DEF,
	    "the board is size x size points" },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL }
};

static int
on_board(const struct kboard *b, int f, int r)
{
	/* a negative file or rank turns into a huge unsigned one */
	return (unsigned)f < b->n && (unsigned)r < b->n;
}

/* The side whose stone is on point value c. */
static enum side
stone_side(unsigned char c)
{
	return c == STONE(SIDE_BLACK) ? SIDE_BLACK : SIDE_WHITE;
}

/* The counts kept beside the points, from the points. */
static void
recount(struct kanga *k)
{
	int i;

	k->empty = 0;
	k->stones[0] = k->stones[1] = 0;
	for (i = 0; i < k->b.n * k->b.n; i++)
		if (k->b.pt[i] == EMPTY)
			k->empty++;
		else
			k->stones[stone_side(k->b.pt[i])]++;
}

static int
has_empty(const struct kanga *k)
{
	return k->empty > 0;
}

/* The edges point p lies on. */
static unsigned char
edge_bits(const struct kanga *k, int p)
{
	int n = k->b.n, f = p % n, r = p / n;

	return (unsigned char)((r == 0 ? 1 : 0) | (r == n - 1 ? 2 : 0) |
	    (f == 0 ? 4 : 0) | (f == n - 1 ? 8 : 0));
}

static int
uf_find(struct kanga *k, int p)
{
	while (k->uf[p] != p) {
		k->uf[p] = k->uf[k->uf[p]];	/* path halving */
		p = k->uf[p];
	}
	return p;
}

static void
uf_union(struct kanga *k, int a, int b)
{
	a = uf_find(k, a);
	b = uf_find(k, b);
	if (a == b)
		return;
	k->uf[b] = (unsigned short)a;
	k->edges[a] |= k->edges[b];
}

/* Rebuild the groups of the stones of value c (after captures cut
 * them, or from a position string). */
static void
uf_build(struct kanga *k, unsigned char c)
{
	int n = k->b.n, p;

	for (p = 0; p < n * n; p++)
		if (k->b.pt[p] == c) {
			k->uf[p] = (unsigned short)p;
			k->edges[p] = edge_bits(k, p);
		}
	for (p = 0; p < n * n; p++) {
		if (k->b.pt[p] != c)
			continue;
		if (p % n < n - 1 && k->b.pt[p + 1] == c)
			uf_union(k, p, p + 1);
		if (p / n < n - 1 && k->b.pt[p + n] == c)
			uf_union(k, p, p + n);
	}
}

static int
empty_neighbour(const struct kboard *b, int f, int r)
{
	int d, ff, rr;

	for (d = 0; d < 4; d++) {
		ff = f + orth[d][0];
		rr = r + orth[d][1];
		if (on_board(b, ff, rr) && b->pt[rr * b->n + ff] == EMPTY)
			return 1;
	}
	return 0;
}

/*
 * The group of the stone on point i: its points go into grp (the count is
 * returned) and are marked in seen, so that a caller walking many groups
 * floods each once.  *lib tells whether it has an empty neighbour.
 */
static int
group(const struct kboard *b, int i, unsigned char *seen, int *grp, int *lib)
{
	int n = b->n, cnt = 1, j, f, r, q;
	unsigned char c = b->pt[i];

	grp[0] = i;
	seen[i] = 1;
	*lib = 0;
	for (j = 0; j < cnt; j++) {
		q = grp[j];
		f = q % n;
		r = q / n;
#define VISIT(ok, p) do {						\
		if ((ok)) {						\
			if (b->pt[(p)] == EMPTY)				\
				*lib = 1;				\
			else if (b->pt[(p)] == c && !seen[(p)]) {	\
				seen[(p)] = 1;				\
				grp[cnt++] = (p);			\
			}						\
		}							\
	} while (0)
		VISIT(f > 0, q - 1);
		VISIT(f < n - 1, q + 1);
		VISIT(r > 0, q - n);
		VISIT(r < n - 1, q + n);
#undef VISIT
	}
	return cnt;
}

/* Which pair of opposite edges the cnt points of grp join. */
static enum reason
spans(const struct kanga *k, const int *grp, int cnt)
{
	int j, n = k->b.n, edges = 0, q;

	/* a bit per edge: 1 bottom, 2 top, 4 left, 8 right */
	for (j = 0; j < cnt && edges != 15; j++) {
		q = grp[j];
		if (q < n)
			edges |= 1;
		if (q >= n * (n - 1))
			edges |= 2;
		if (q % n == 0)
			edges |= 4;
		if (q % n == n - 1)
			edges |= 8;
	}
	if ((edges & 3) == 3)
		return WHY_TOPBOTTOM;
	if ((edges & 12) == 12)
		return WHY_LEFTRIGHT;
	return WHY_NONE;
}

/*
 * Whether the group of the stone on point i has an empty orthogonal
 * neighbour, flooding no further than needed: most groups show one at
 * once.  seen marks the points flooded (the caller clears it).
 */
static int
has_liberty(const struct kboard *b, int i, unsigned char *seen,
    unsigned char mark, int *stack)
{
	int n = b->n, top = 0, q, f, r;
	unsigned char c = b->pt[i];

	stack[top++] = i;
	seen[i] = mark;
	while (top > 0) {
		q = stack[--top];
		f = q % n;
		r = q / n;
		/* the four neighbours, each on the board */
		if (f > 0 && b->pt[q - 1] == EMPTY)
			return 1;
		if (f < n - 1 && b->pt[q + 1] == EMPTY)
			return 1;
		if (r > 0 && b->pt[q - n] == EMPTY)
			return 1;
		if (r < n - 1 && b->pt[q + n] == EMPTY)
			return 1;
		if (f > 0 && b->pt[q - 1] == c && seen[q - 1] != mark) {
			seen[q - 1] = mark;
			stack[top++] = q - 1;
		}
		if (f < n - 1 && b->pt[q + 1] == c && seen[q + 1] != mark) {
			seen[q + 1] = mark;
			stack[top++] = q + 1;
		}
		if (r > 0 && b->pt[q - n] == c && seen[q - n] != mark) {
			seen[q - n] = mark;
			stack[top++] = q - n;
		}
		if (r < n - 1 && b->pt[q + n] == c && seen[q + n] != mark) {
			seen[q + n] = mark;
			stack[top++] = q + n;
		}
	}
	return 0;
}

/*
 * The drop of a `me` stone on the empty point (f, r) of b: the captures
 * are judged (both kinds before anything is removed), listed in cap[]
 * (a point may be listed twice) and made.  Returns the count, or -1 for
 * a suicide, with b as it was.  Works on the points alone, so that a
 * trial drop copies no more than them.
 */
static int
settle(struct kboard *b, int f, int r, unsigned char me, unsigned char them,
    int *cap)
{
	unsigned char seen[NPT];
	int grp[NPT], stack[NPT];
	int n = b->n, i = r * n + f, d, j, len, ff, rr, ncap = 0, cnt, lib;
	int cleared = 0;

	b->pt[i] = me;
	for (d = 0; d < 8; d++) {
		ff = f + dir8[d][0];
		rr = r + dir8[d][1];
		/* most directions end at once: nothing of theirs next */
		if (!on_board(b, ff, rr) || b->pt[rr * n + ff] != them)
			continue;
		for (len = 0; on_board(b, ff, rr) &&
		    b->pt[rr * n + ff] == them; len++) {
			ff += dir8[d][0];
			rr += dir8[d][1];
		}
		if (len < 3 || len % 2 == 0)
			continue;
		if (on_board(b, ff, rr) && b->pt[rr * n + ff] != me)
			continue;
		for (j = 1; j <= len; j++)
			cap[ncap++] = (r + j * dir8[d][1]) * n + f +
			    j * dir8[d][0];
	}
	/* each flood marks seen with a value of its own: one clearing,
	 * and only when there is something to flood */
	for (d = 0; d < 4; d++) {
		ff = f + orth[d][0];
		rr = r + orth[d][1];
		if (!on_board(b, ff, rr) || b->pt[rr * n + ff] != them)
			continue;
		if (!cleared) {
			memset(seen, 0, (size_t)(n * n));
			cleared = 1;
		}
		if (has_liberty(b, rr * n + ff, seen, (unsigned char)(d + 1),
		    stack))
			continue;
		memset(seen, 0, (size_t)(n * n));
		cnt = group(b, rr * n + ff, seen, grp, &lib);
		for (j = 0; j < cnt; j++)
			cap[ncap++] = grp[j];
		memset(seen, 0, (size_t)(n * n));
	}
	for (j = 0; j < ncap; j++)
		b->pt[cap[j]] = EMPTY;
	/* suicide: undo the removals and the drop */
	if (!empty_neighbour(b, f, r)) {
		if (!cleared)
			memset(seen, 0, (size_t)(n * n));
		if (!has_liberty(b, i, seen, 5, stack)) {
			for (j = 0; j < ncap; j++)
				b->pt[cap[j]] = them;
			b->pt[i] = EMPTY;
			return -1;
		}
	}
	return ncap;
}

/*
 * Drop a stone of the side to move on the empty point (f, r), make the
 * captures, settle the result and pass the turn.  Returns -1 for a
 * suicide, with k as it was.
 *
 * Speed matters here (every ply of every record comes through): captures
 * go to a list rather than a board-sized map, groups are flooded only as
 * far as it takes to find a liberty, a suicide is undone from that list,
 * and the win is read off the union-find of the groups.
 */
static int
drop(struct kanga *k, int f, int r)
{
	int cap[2 * NPT];
	int n = k->b.n, i = r * n + f, j, ncap, q;
	unsigned char me = STONE(k->turn), them = STONE(k->turn ^ 1);
	enum reason why;

	if ((ncap = settle(&k->b, f, r, me, them, cap)) < 0)
		return -1;
	k->empty--;
	k->stones[k->turn]++;
	/* each captured point once (the list may repeat one) */
	for (j = 0; j < ncap; j++) {
		q = cap[j];
		if (k->b.pt[q] == EMPTY) {
			k->captured[k->turn]++;
			k->stones[k->turn ^ 1]--;
			k->empty++;
			k->b.pt[q] = them;	/* counted: mark it */
		}
	}
	for (j = 0; j < ncap; j++)
		k->b.pt[cap[j]] = EMPTY;

	/* the groups: the captured side's are rebuilt (captures may have
	 * cut them), the new stone joins its neighbours of its own */
	if (ncap > 0)
		uf_build(k, them);
	k->uf[i] = (unsigned short)i;
	k->edges[i] = edge_bits(k, i);
	if (f > 0 && k->b.pt[i - 1] == me)
		uf_union(k, i, i - 1);
	if (f < n - 1 && k->b.pt[i + 1] == me)
		uf_union(k, i, i + 1);
	if (r > 0 && k->b.pt[i - n] == me)
		uf_union(k, i, i - n);
	if (r < n - 1 && k->b.pt[i + n] == me)
		uf_union(k, i, i + n);
	q = k->edges[uf_find(k, i)];
	why = (q & 3) == 3 ? WHY_TOPBOTTOM : (q & 12) == 12 ? WHY_LEFTRIGHT :
	    WHY_NONE;
	if (why != WHY_NONE) {
		k->result = k->turn == SIDE_BLACK ? OUT_BLACK : OUT_WHITE;
		k->why = (unsigned char)why;
	} else if (!has_empty(k)) {
		k->result = OUT_DRAW;
		k->why = WHY_FULL;
	}
	k->turn ^= 1;
	return 0;
}

static int
can_drop(const struct kanga *k, int f, int r)
{
	struct kboard t;
	int cap[2 * NPT];

	if (empty_neighbour(&k->b, f, r))
		return 1;
	t.n = k->b.n;
	memcpy(t.pt, k->b.pt, (size_t)(t.n * t.n));
	return settle(&t, f, r, STONE(k->turn), STONE(k->turn ^ 1), cap) >= 0;
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
	k->b.n = (unsigned char)n;
	k->turn = SIDE_BLACK;
	recount(k);
	return 0;	/* no stones: no groups */
}

/*
 * Read the rows of s[0..end), top rank first, into k; off[] gets the byte
 * offset of each point, for the refusals that name a point.
 */
static int
read_rows(struct kanga *k, const char *s, size_t end, unsigned *off,
    struct game_err *e)
{
	size_t i = 0, start, over;
	int n = k->b.n, row, rank, f, num, j;
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
				k->b.pt[rank * n + f] = STONE(SIDE_BLACK);
			else if (f < n && c == 'w')
				k->b.pt[rank * n + f] = STONE(SIDE_WHITE);
			for (j = 0; j < num && f + j < n; j++)
				off[rank * n + f + j] = (unsigned)start;
			if (f + num > n && over == end)
				over = start;
			if (f <= 100000)
				f += num;
		}
		if (f != n)
			return game_errf(e, 0, (unsigned)(f > n ? over : i), 0,
			    "row %d has %d points, not %d", row + 1, f, n);
		i++;		/* the '/' */
	}
	return 0;
}

static int
kanga_pos_read(void *st, const char *s, size_t len, const struct variant *v,
    struct game_err *e)
{
	struct kanga k;
	unsigned char seen[NPT];
	unsigned off[NPT];
	int grp[NPT];
	size_t end, i, first = 0;
	int n, rows, f, r, p, cnt, won = -1, lib;
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
	k.b.n = (unsigned char)n;
	if (read_rows(&k, s, end, off, e) < 0)
		return -1;
	recount(&k);
	uf_build(&k, STONE(SIDE_BLACK));
	uf_build(&k, STONE(SIDE_WHITE));

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

	/* Checked first: on a full board no group has a liberty. */
	if (!has_empty(&k))
		return game_errf(e, 0, 0, (unsigned)end, "the board is full");
	memset(seen, 0, sizeof(seen));
	for (f = 0; f < n; f++)
		for (r = 0; r < n; r++) {
			p = r * n + f;
			if (k.b.pt[p] == EMPTY || seen[p])
				continue;
			/* File-major order: p is the group's lowest point. */
			cnt = group(&k.b, p, seen, grp, &lib);
			if (won < 0 && spans(&k, grp, cnt) != WHY_NONE)
				won = p;
			if (lib)
				continue;
			square_format(sq, f, r);
			return game_errf(e, 0, off[p], 0, "the %s group at %s "
			    "has no liberty", stone_side(k.b.pt[p]) ==
			    SIDE_BLACK ? "black" : "white", sq);
		}
	if (won >= 0)
		return game_errf(e, 0, off[won], 0, "%s already joins two "
		    "opposite edges", side_name(stone_side(k.b.pt[won])));
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

	for (r = k->b.n - 1; r >= 0; r--) {
		for (run = 0, f = 0; f < k->b.n; f++) {
			c = k->b.pt[r * k->b.n + f];
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

static int
kanga_parse(const void *st, const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	const struct kanga *k = st;
	struct kanga_move km;
	int f, r, rank_first;

	if (n != 1)
		return game_errf(e, n > 1 ? 1 : 0, 0,
		    n > 1 ? (unsigned)w[1].len : 0,
		    "a Kanga move is one point");
	if (square_parse(w[0].s, w[0].len, k->b.n, k->b.n, &f, &r, &rank_first,
	    e) < 0) {
		e->word = 0;
		return -1;
	}
	km.file = (unsigned char)f;
	km.rank = (unsigned char)r;
	memcpy(m->u.b, &km, sizeof(km));
	return 0;
}

static int
kanga_play(void *st, struct move *m, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct kanga *k = st;
	struct kanga_move km;
	char sq[8];
	unsigned len;

	memcpy(&km, m->u.b, sizeof(km));
	if (km.file >= k->b.n || km.rank >= k->b.n)
		return game_errf(e, 0, 0, 0, "the point is off the %dx%d board",
		    k->b.n, k->b.n);
	len = (unsigned)square_format(sq, km.file, km.rank);
	if (k->result != OUT_ONGOING)
		return game_errf(e, 0, 0, len, "the game is over");
	if (k->b.pt[km.rank * k->b.n + km.file] != EMPTY)
		return game_errf(e, 0, 0, len, "%s is not empty", sq);
	if (drop(k, km.file, km.rank) < 0)
		return game_errf(e, 0, 0, len, "the stone on %s would have no "
		    "liberty (suicide)", sq);
	memcpy(canon, sq, (size_t)len + 1);
	return 0;
}

static int
kanga_legal(const void *st, int (*cb)(void *, const char *), void *ctx)
{
	const struct kanga *k = st;
	char sq[8];
	int f, r, ret;

	if (k->result != OUT_ONGOING)
		return 0;
	for (f = 0; f < k->b.n; f++)
		for (r = 0; r < k->b.n; r++) {
			if (k->b.pt[r * k->b.n + f] != EMPTY || !can_drop(k, f, r))
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

	if (k->why == WHY_TOPBOTTOM)
		snprintf(why, 256, "%s's group joins the top and bottom edges",
		    w);
	else if (k->why == WHY_LEFTRIGHT)
		snprintf(why, 256, "%s's group joins the left and right edges",
		    w);
	else
		snprintf(why, 256, "the board is full");
}

static enum outcome
kanga_outcome(const void *st, char why[256])
{
	const struct kanga *k = st;
	int f, r, i;

	if (why != NULL)
		why[0] = '\0';
	if (k->result != OUT_ONGOING) {
		if (why != NULL)
			stored_reason(k, why);
		return (enum outcome)k->result;
	}

	/* A point with an empty neighbour is always legal: look for one
	 * before trying any drop in full. */
	for (i = 0; i < k->b.n * k->b.n; i++)
		if (k->b.pt[i] == EMPTY && empty_neighbour(&k->b, i % k->b.n, i / k->b.n))
			return OUT_ONGOING;
	for (f = 0; f < k->b.n; f++)
		for (r = 0; r < k->b.n; r++)
			if (k->b.pt[r * k->b.n + f] == EMPTY && can_drop(k, f, r))
				return OUT_ONGOING;
	if (!has_empty(k)) {
		if (why != NULL)
			snprintf(why, 256, "the board is full");
		return OUT_DRAW;
	}
	if (why != NULL)
		snprintf(why, 256, "%s has no legal move",
		    side_name((enum side)k->turn));
	return k->turn == SIDE_BLACK ? OUT_WHITE : OUT_BLACK;
}

static int
render_board(const struct kanga *k, const struct render_info *ri,
    struct buf *b)
{
	char why[256];
	enum outcome o;
	int f, r, rc = 0;

	if (ri == NULL || ri->ply == 0)
		rc |= buf_printf(b, "Kanga %dx%d, start position\n", k->b.n, k->b.n);
	else if (ri->last == NULL)
		rc |= buf_printf(b, "Kanga %dx%d, after ply %lu\n", k->b.n, k->b.n,
		    ri->ply);
	else
		rc |= buf_printf(b, "Kanga %dx%d, after ply %lu (%s)\n", k->b.n,
		    k->b.n, ri->ply, ri->last);
	rc |= buf_puts(b, "  ");
	for (f = 0; f < k->b.n; f++)
		rc |= buf_printf(b, " %c", 'a' + f);
	rc |= buf_putc(b, '\n');
	for (r = k->b.n - 1; r >= 0; r--) {
		rc |= buf_printf(b, "%2d", r + 1);
		for (f = 0; f < k->b.n; f++)
			rc |= buf_printf(b, " %c", ".OX"[k->b.pt[r * k->b.n + f]]);
		rc |= buf_printf(b, " %d\n", r + 1);
	}
	rc |= buf_puts(b, "  ");
	for (f = 0; f < k->b.n; f++)
		rc |= buf_printf(b, " %c", 'a' + f);
	rc |= buf_putc(b, '\n');
	o = kanga_outcome(k, why);
	rc |= render_status(b, o, (enum side)k->turn, why);
	rc |= buf_printf(b, "Captured: by Black %lu, by White %lu.\n",
	    k->captured[SIDE_BLACK], k->captured[SIDE_WHITE]);
	rc |= buf_puts(b, "Legend: X Black stone, O White stone, "
	    ". empty point\n");
	return rc;
}

static int
kanga_render(const void *st, const struct render_info *ri, struct buf *b)
{
	size_t len = b->len;

	return render_end(b, len, render_board(st, ri, b));
}

const struct game game_kanga = {
	.id = "kanga",
	.name = "Kanga",
	.aliases = NULL,
	.kind = GAME_BOARD,
	.opts = kanga_opts,
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
