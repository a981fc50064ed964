/*
 * tang: Tang, pieces with 1 to 3 hands on an 8x8 board.
 *
 * A piece slides 1-3, 1-2 or exactly 1 squares by its number of hands,
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
 * once a move has made it.
 *
 * Invariants, kept by pos_read and play: no piece has every hand blocked
 * (the mover's own pieces cannot become blocked by its move, and the
 * opponent's that do are taken off), and no side stands side by side on
 * its goal rank unless result says so.  A player stuck without a move is
 * found by outcome(), which is why that result is not stored.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "game.h"

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
	/* legal: made in place */
	t->hands[from] = 0;
	t->black[from] = 0;
	t->hands[to] = (unsigned char)nm;
	t->black[to] = (unsigned char)me;
	t->own[me] = (t->own[me] & ~((uint64_t)1 << from)) | (uint64_t)1 << to;
	t->own[!me] &= ~((uint64_t)1 << to);	/* a hit */
	/* the hit piece went with the landing; then the blocked enemies,
	 * which can only be next to the moved piece: the move vacated one
	 * square and filled one, and only the mover's pieces block them */
	for (d = 0; d < 8; d++) {
		sq = next_sq(to, d);
		if (sq >= 0 && t->hands[sq] != 0 && t->black[sq] != me &&
		    all_blocked(t, sq, t->hands[sq], !me)) {
			t->hands[sq] = 0;
			t->black[sq] = 0;
			t->own[!me] &= ~((uint64_t)1 << sq);
		}
	}
	t->turn = (unsigned char)(me ? SIDE_WHITE : SIDE_BLACK);
	/* a win needs the moved piece, the only one of the mover's that
	 * changed, on the goal rank beside another of the mover's */
	if (to / SIDE == (me ? 0 : SIDE - 1) &&
	    ((to % SIDE > 0 && t->hands[to - 1] != 0 &&
	    t->black[to - 1] == me) || (to % SIDE < SIDE - 1 &&
	    t->hands[to + 1] != 0 && t->black[to + 1] == me)))
		t->result = (unsigned char)(me ? OUT_BLACK : OUT_WHITE);
	k = square_format(canon, from % SIDE, from / SIDE);
	canon[k++] = m->jump ? '^' : '-';
	k += square_format(canon + k, to % SIDE, to / SIDE);
	if (m->jump && hit)
		canon[k++] = 'x';
	else if (!m->jump && m->turn != TURN_NONE)
		canon[k++] = turn_char[m->turn];
	canon[k] = '\0';
	return 0;
}

static int
tang_parse(const void *st, const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	struct tang_move tm;
	const char *s, *sep;
	size_t len, a, b;
	int f, r, rf;
	char last;

	(void)st;
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
tang_play(void *st, struct move *m, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct tang *t = st;
	struct tang_move tm;

	memcpy(&tm, m->u.b, sizeof(tm));
	if (t->result != OUT_ONGOING)
		return game_errf(e, 0, 0, 0, "the game is over");
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
	int me = t->turn == SIDE_BLACK, sq, d, to;
	uint64_t b;

	for (b = t->own[me]; b != 0; b &= b - 1) {
		sq = __builtin_ctzll(b);
		for (d = 0; d < 8; d++)
			if ((to = next_sq(sq, d)) >= 0 && t->hands[to] == 0 &&
			    !blocked_but(t, to, t->hands[sq], me, sq))
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
				    "has %d squares, not 8", rank + 1, file);
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
		    "position has fewer than 8 rows" : "rank 1 has %d squares, "
		    "not 8", file);
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
	for (sq = 0; sq < NSQ; sq++)
		if (t.hands[sq] != 0 && all_blocked(&t, sq, t.hands[sq],
		    t.black[sq])) {
			sqname(sq, sn);
			return game_errf(e, 0, (unsigned)at[sq], 1, "the piece on "
			    "%s has every hand blocked", sn);
		}
	for (m = 0; m < 2; m++)
		if (won(&t, m))
			return game_errf(e, 0, 0, (unsigned)i, "%s already has two "
			    "pieces side by side on rank %d", colour(m), m ? 1 :
			    8);
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

/* The character of cell position (row y, column x, 0-2) for hands m. */
static char
cell_mark(unsigned m, int y, int x)
{
	/* direction at each place around the middle, -1 for the middle */
	static const signed char dir_at[3][3] = {
		{ 7, 0, 1 }, { 6, -1, 2 }, { 5, 4, 3 }
	};
	static const char mark[8] = { '|', '/', '-', '\\', '|', '/', '-',
		'\\' };
	int d = dir_at[y][x];

	return d >= 0 && (m >> d & 1) ? mark[d] : ' ';
}

/* Append line l with its trailing blanks cut. */
static int
put_line(struct buf *b, char *l, size_t n)
{
	while (n > 0 && l[n - 1] == ' ')
		n--;
	l[n++] = '\n';
	return buf_add(b, l, n);
}

/* The file letters, each over or under the middle of its column. */
static int
files_line(struct buf *b)
{
	char line[40];
	size_t n = 3;
	int f;

	memset(line, ' ', n);
	for (f = 0; f < SIDE; f++) {
		line[n++] = ' ';
		line[n++] = (char)('a' + f);
		line[n++] = ' ';
		line[n++] = ' ';
	}
	return put_line(b, line, n);
}

static int
render_board(const struct tang *t, const struct render_info *ri,
    struct buf *b)
{
	char line[64], why[256];
	enum outcome o;
	int f, r, y, x, sq, rc = 0;
	size_t n;

	if (ri == NULL || ri->ply == 0)
		rc |= buf_puts(b, "Tang, start\n");
	else if (ri->last == NULL)
		rc |= buf_printf(b, "Tang, after ply %lu\n", ri->ply);
	else
		rc |= buf_printf(b, "Tang, after ply %lu (%s)\n", ri->ply,
		    ri->last);
	rc |= files_line(b);
	for (r = SIDE - 1; r >= 0; r--)
		for (y = 0; y < 3; y++) {
			n = (size_t)snprintf(line, sizeof(line), y == 1 ?
			    "%2d " : "   ", r + 1);
			for (f = 0; f < SIDE; f++) {
				sq = r * SIDE + f;
				for (x = 0; x < 3; x++)
					line[n++] = y == 1 && x == 1 ?
					    (t->hands[sq] == 0 ? '.' :
					    t->black[sq] ? 'B' : 'W') :
					    cell_mark(t->hands[sq], y, x);
				line[n++] = ' ';
			}
			if (y == 1)
				n += (size_t)snprintf(line + n,
				    sizeof(line) - n, "%d", r + 1);
			rc |= put_line(b, line, n);
		}
	rc |= files_line(b);
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

const struct game game_tang = {
	.id = "tang",
	.name = "Tang",
	.aliases = NULL,
	.kind = GAME_BOARD,
	.opts = NULL,
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
