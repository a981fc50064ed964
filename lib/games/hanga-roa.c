/*
 * hanga-roa: Hanga Roa, a race of Moai over roads of stones on a 9x9
 * board.
 *
 * White (home rank 1) moves first, Black's home rank is 9.  Each side has
 * one Moai, which walks only over its own stones and takes them up as it
 * goes; up to three Ariki, which move like chess queens and then throw 0,
 * 1 or 2 stones of their colour (White's very first move at most one);
 * and up to three Mato to'a, which step like chess kings and take a stone
 * of either colour by standing on it.  An Ariki shut in is retired to its
 * owner's hand (by its own stones only) or captured, and one in hand may
 * be dropped on its home rank.  A side wins when its Moai reaches the
 * other home rank or the other Moai is shut in; a side with no legal
 * move loses.  The rules are in RULINGS.md, "Hanga Roa".
 *
 * Data model: struct hanga, plain data.  sq[] holds the squares file by
 * file (sq[file * 9 + rank], rank 0 is rank 1), so that counting up goes
 * in the file-major order of legal() (a1 a2 .. a9 b1 ..), each EMPTY,
 * STONE(side) or PIECE(kind, side).  on[c] is the set of the squares
 * holding code c (EMPTY included), a bit per square in two 64-bit words,
 * kept in step with sq[] by put() and, a whole Ariki move at once, by
 * ariki_make: the enclosures, a side's pieces and its moves come from a
 * few operations on these sets and on the sets the compiler makes of the
 * neighbours and lines of each square, and a set is walked in file-major
 * order too.  hand[] counts the Ariki each side has in hand; turn is the
 * side to move; first is set while White's first move, the one that
 * throws at most one stone, is still to come; result and why record the
 * outcome once a move has decided it.
 *
 * Invariants, kept by pos_read and play: one Moai per side; at most 3
 * Ariki (board and hand) and 3 Mato to'a per side; while result is
 * OUT_ONGOING neither Moai is enclosed nor on the far rank, and no Ariki
 * is enclosed (each move ends by removing the enclosed ones).  Hence after
 * a move only the mover's pieces can have changed the enclosures that
 * decide, and a Moai's own move never encloses it: the square it came
 * from, next to where it stops, is empty.  Thrown stones are the mover's
 * own, which never close its Moai, so whether an Ariki move leaves the
 * Moai enclosed does not depend on its stones: another piece's move
 * encloses its Moai only by filling the last open square next to it from
 * a square not next to it (shuts_moai), which lets outcome() learn
 * whether the side to move has a move without listing them (can_move),
 * and play try every piece of a kind at once (movers).  And only a Moai
 * that moves can reach the far rank, and only a Moai or an Ariki on or
 * next to a square that a move fills can be enclosed after it (finish).
 *
 * Rulings of ours, on points RULINGS.md leaves open:
 *  - A decisive move ends the game at once: step (4), the removal of
 *    enclosed Ariki, is not made, so the final position shows what won.
 *  - The enclosed Ariki of step (4) are all judged first, then removed.
 *  - `M f4` with f4 next to the Moai is the one-step path to f4, not a
 *    destination that a longer path might also reach: every path as
 *    written out in full reads back as itself.  Only a square not next to
 *    the Moai is read as a bare destination.
 *  - "Could make the move", for the origin: another piece of the type
 *    could make the whole move legally, stones included (a stone may fly
 *    over the square an Ariki has just left).
 *
 * RULINGS.md: a setup in which a Moai or an Ariki is already enclosed is
 * refused (no position at rest has one: in play an enclosure is settled
 * the moment it arises); one in which the side to move has no legal move
 * is accepted, that side having lost.
 *
 * legal() lists the Moai's paths, then the Ariki moves, the Mato to'a
 * moves and the drops.  Squares go in file-major order (a1 a2 .. a9 b1
 * ..): paths in that order square by square, a path before its
 * extensions; Ariki and Mato to'a moves by origin, then destination, then
 * the stones in the same way (none, then each first stone followed by the
 * pairs it starts); drops by file.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"

#define N		9
#define NSQ		(N * N)
#define NOSQ		0xff
#define SQ(f, r)	((f) * N + (r))
#define FILE_OF(i)	((i) / N)
#define RANK_OF(i)	((i) % N)
#define MAXPATH		(NSQ - 1)	/* squares a Moai path can cover */
#define MAXKIND		3		/* Ariki, Mato to'a per side */
#define PATH_CAP	100		/* paths counted for an ambiguity */

enum kind {
	K_MOAI = 0,
	K_ARIKI,
	K_MATO
};

#define EMPTY		0
#define STONE(s)	((unsigned char)(1 + (s)))
#define PIECE(k, s)	((unsigned char)(3 + 2 * (k) + (s)))
#define NCODE		(PIECE(K_MATO, SIDE_BLACK) + 1)

enum mtype {
	T_MOAI = 0,
	T_ARIKI,
	T_MATO,
	T_DROP
};

enum reason {
	WHY_NONE = 0,
	WHY_RANK,		/* the winner's Moai reached the far rank */
	WHY_ENCLOSED		/* the loser's Moai is enclosed */
};

/* What line_walk finds between two squares. */
enum walk {
	W_OK = 0,
	W_SAME,			/* the same square */
	W_LINE,			/* not on a rank, file or diagonal */
	W_PASS,			/* something stands between */
	W_ONTO			/* something stands on the far square */
};

/* What happens to an Ariki at step (4). */
enum fate {
	F_STAYS = 0,
	F_RETIRED,
	F_CAPTURED
};

/* A set of squares: square i is bit i % 64 of w[i / 64]. */
struct bset {
	uint64_t	w[2];
};

struct hanga {
	struct bset	on[NCODE];	/* the squares of each code */
	unsigned char	sq[NSQ];
	unsigned char	hand[2];	/* Ariki in hand, by side */
	unsigned char	turn;		/* enum side to move */
	unsigned char	first;		/* White's first move still to come */
	unsigned char	result;		/* enum outcome, set by a decisive move */
	unsigned char	why;		/* enum reason, with result */
};

_Static_assert(sizeof(struct hanga) <= GAME_STATE_MAX, "hanga-roa state");

/* A move as written: sq[] is the destination then the stones (Ariki), the
 * path or its destination (Moai), the destination (Mato to'a) or the
 * square of a drop. */
struct hr_move {
	unsigned char	type;		/* enum mtype */
	unsigned char	from;		/* the origin written, or NOSQ */
	unsigned char	n;		/* squares in sq */
	unsigned char	sq[MAXPATH];
};

_Static_assert(sizeof(struct hr_move) <= MOVE_MAX, "hanga-roa move");

/* The 8 directions in file-major order of the squares they lead to, which
 * is also the order of the squares' bits. */
static const int dir8[8][2] = {
	{ -1, -1 }, { -1, 0 }, { -1, 1 }, { 0, -1 },
	{ 0, 1 }, { 1, -1 }, { 1, 0 }, { 1, 1 }
};

/*
 * The neighbours of each square, and the home ranks, as sets made by the
 * compiler: BIT_W is the bit of square (f, r) in word w, 0 when the
 * square is off the board or in the other word.  (The shift is unsigned
 * for the squares off the board too, which the compiler checks though it
 * never makes them.)
 */
#define ON_BOARD(f, r)	((f) >= 0 && (f) < N && (r) >= 0 && (r) < N)
#define BIT_W(f, r, w)	(ON_BOARD(f, r) && SQ(f, r) / 64 == (w) ? \
			    (uint64_t)1 << ((unsigned)SQ(f, r) % 64) : 0)
#define NBR_W(f, r, w)	(BIT_W((f) - 1, (r) - 1, w) | \
			    BIT_W((f) - 1, r, w) | \
			    BIT_W((f) - 1, (r) + 1, w) | \
			    BIT_W(f, (r) - 1, w) | BIT_W(f, (r) + 1, w) | \
			    BIT_W((f) + 1, (r) - 1, w) | \
			    BIT_W((f) + 1, r, w) | \
			    BIT_W((f) + 1, (r) + 1, w))
#define NBR(f, r)	{ { NBR_W(f, r, 0), NBR_W(f, r, 1) } }
#define NBR_FILE(f)	NBR(f, 0), NBR(f, 1), NBR(f, 2), NBR(f, 3), \
			    NBR(f, 4), NBR(f, 5), NBR(f, 6), NBR(f, 7), \
			    NBR(f, 8)
#define RANK_W(r, w)	(BIT_W(0, r, w) | BIT_W(1, r, w) | BIT_W(2, r, w) | \
			    BIT_W(3, r, w) | BIT_W(4, r, w) | BIT_W(5, r, w) | \
			    BIT_W(6, r, w) | BIT_W(7, r, w) | BIT_W(8, r, w))

static const struct bset nbr[NSQ] = {
	NBR_FILE(0), NBR_FILE(1), NBR_FILE(2), NBR_FILE(3), NBR_FILE(4),
	NBR_FILE(5), NBR_FILE(6), NBR_FILE(7), NBR_FILE(8)
};

/* The square and its neighbours: what a move that fills it can enclose. */
#define AROUND(f, r)	{ { NBR_W(f, r, 0) | BIT_W(f, r, 0), \
			    NBR_W(f, r, 1) | BIT_W(f, r, 1) } }
#define AROUND_FILE(f)	AROUND(f, 0), AROUND(f, 1), AROUND(f, 2), \
			    AROUND(f, 3), AROUND(f, 4), AROUND(f, 5), \
			    AROUND(f, 6), AROUND(f, 7), AROUND(f, 8)

static const struct bset around[NSQ] = {
	AROUND_FILE(0), AROUND_FILE(1), AROUND_FILE(2), AROUND_FILE(3),
	AROUND_FILE(4), AROUND_FILE(5), AROUND_FILE(6), AROUND_FILE(7),
	AROUND_FILE(8)
};

/*
 * The lines, as sets made by the compiler too, for the checks that only
 * ask whether a line is clear.  ray[i][d] holds the squares past i in
 * direction dir8[d] up to the edge; the squares from a up to b on that
 * line, b included, are ray[a][d] without ray[b][d].  fr17[i] is
 * file * 17 + rank, so that fr17[b] - fr17[a] + LINE_MID tells the file
 * and rank steps from a to b apart, and line_dir[] turns it into the
 * direction of b from a, or 8 when b is a or not on a line with it.
 */
#define RAY_W(f, r, df, dr, w) \
			(BIT_W((f) + (df), (r) + (dr), w) | \
			    BIT_W((f) + 2 * (df), (r) + 2 * (dr), w) | \
			    BIT_W((f) + 3 * (df), (r) + 3 * (dr), w) | \
			    BIT_W((f) + 4 * (df), (r) + 4 * (dr), w) | \
			    BIT_W((f) + 5 * (df), (r) + 5 * (dr), w) | \
			    BIT_W((f) + 6 * (df), (r) + 6 * (dr), w) | \
			    BIT_W((f) + 7 * (df), (r) + 7 * (dr), w) | \
			    BIT_W((f) + 8 * (df), (r) + 8 * (dr), w))
#define RAY(f, r, df, dr) \
			{ { RAY_W(f, r, df, dr, 0), RAY_W(f, r, df, dr, 1) } }
#define RAYS(f, r)	{ RAY(f, r, -1, -1), RAY(f, r, -1, 0), \
			    RAY(f, r, -1, 1), RAY(f, r, 0, -1), \
			    RAY(f, r, 0, 1), RAY(f, r, 1, -1), \
			    RAY(f, r, 1, 0), RAY(f, r, 1, 1) }
#define RAY_FILE(f)	RAYS(f, 0), RAYS(f, 1), RAYS(f, 2), RAYS(f, 3), \
			    RAYS(f, 4), RAYS(f, 5), RAYS(f, 6), RAYS(f, 7), \
			    RAYS(f, 8)

static const struct bset ray[NSQ][8] = {
	RAY_FILE(0), RAY_FILE(1), RAY_FILE(2), RAY_FILE(3), RAY_FILE(4),
	RAY_FILE(5), RAY_FILE(6), RAY_FILE(7), RAY_FILE(8)
};

/* The squares on the lines through each square, but itself: where an
 * Ariki can come to it from. */
#define LINES_W(f, r, w) (RAY_W(f, r, -1, -1, w) | RAY_W(f, r, -1, 0, w) | \
			    RAY_W(f, r, -1, 1, w) | RAY_W(f, r, 0, -1, w) | \
			    RAY_W(f, r, 0, 1, w) | RAY_W(f, r, 1, -1, w) | \
			    RAY_W(f, r, 1, 0, w) | RAY_W(f, r, 1, 1, w))
#define LINES(f, r)	{ { LINES_W(f, r, 0), LINES_W(f, r, 1) } }
#define LINES_FILE(f)	LINES(f, 0), LINES(f, 1), LINES(f, 2), LINES(f, 3), \
			    LINES(f, 4), LINES(f, 5), LINES(f, 6), \
			    LINES(f, 7), LINES(f, 8)

static const struct bset lines[NSQ] = {
	LINES_FILE(0), LINES_FILE(1), LINES_FILE(2), LINES_FILE(3),
	LINES_FILE(4), LINES_FILE(5), LINES_FILE(6), LINES_FILE(7),
	LINES_FILE(8)
};

#define FR17(f)		(f) * 17, (f) * 17 + 1, (f) * 17 + 2, (f) * 17 + 3, \
			    (f) * 17 + 4, (f) * 17 + 5, (f) * 17 + 6, \
			    (f) * 17 + 7, (f) * 17 + 8

static const unsigned char fr17[NSQ] = {
	FR17(0), FR17(1), FR17(2), FR17(3), FR17(4), FR17(5), FR17(6),
	FR17(7), FR17(8)
};

#define LINE_MID	(8 * 17 + 8)
#define SGN(x)		(((x) > 0) - ((x) < 0))
#define D9(df, dr)	((SGN(df) + 1) * 3 + SGN(dr) + 1)
#define IN_LINE(df, dr)	(((df) != 0 || (dr) != 0) && ((df) == 0 || \
			    (dr) == 0 || (df) == (dr) || (df) == -(dr)))
#define LDIR(df, dr)	(IN_LINE(df, dr) ? D9(df, dr) - (D9(df, dr) > 4) : 8)
#define LDIR_ROW(df)	LDIR(df, -8), LDIR(df, -7), LDIR(df, -6), \
			    LDIR(df, -5), LDIR(df, -4), LDIR(df, -3), \
			    LDIR(df, -2), LDIR(df, -1), LDIR(df, 0), \
			    LDIR(df, 1), LDIR(df, 2), LDIR(df, 3), \
			    LDIR(df, 4), LDIR(df, 5), LDIR(df, 6), \
			    LDIR(df, 7), LDIR(df, 8)

static const unsigned char line_dir[2 * LINE_MID + 1] = {
	LDIR_ROW(-8), LDIR_ROW(-7), LDIR_ROW(-6), LDIR_ROW(-5), LDIR_ROW(-4),
	LDIR_ROW(-3), LDIR_ROW(-2), LDIR_ROW(-1), LDIR_ROW(0), LDIR_ROW(1),
	LDIR_ROW(2), LDIR_ROW(3), LDIR_ROW(4), LDIR_ROW(5), LDIR_ROW(6),
	LDIR_ROW(7), LDIR_ROW(8)
};

/* Each square alone. */
#define ONE(f, r)	{ { BIT_W(f, r, 0), BIT_W(f, r, 1) } }
#define ONE_FILE(f)	ONE(f, 0), ONE(f, 1), ONE(f, 2), ONE(f, 3), \
			    ONE(f, 4), ONE(f, 5), ONE(f, 6), ONE(f, 7), \
			    ONE(f, 8)

static const struct bset one[NSQ] = {
	ONE_FILE(0), ONE_FILE(1), ONE_FILE(2), ONE_FILE(3), ONE_FILE(4),
	ONE_FILE(5), ONE_FILE(6), ONE_FILE(7), ONE_FILE(8)
};

/* By side: the rank its Ariki are dropped on. */
static const struct bset home_set[2] = {
	{ { RANK_W(0, 0), RANK_W(0, 1) } },
	{ { RANK_W(N - 1, 0), RANK_W(N - 1, 1) } }
};

static const char *const kind_name[] = { "Moai", "Ariki", "Mato to'a" };
static const char piece_letter[] = "MAP";

static const char default_pos[] =
    "2a1m1a2/3ppp3/4a4/9/9/9/4A4/3PPP3/2A1M1A2 w - 1";

static const struct game_opt hr_opts[] = {
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

/* --- sets of squares ---------------------------------------------------- */

/* Small and inlined: they are the inner steps of every move. */

static inline int
bs_has(struct bset s, int i)
{
	return (int)(s.w[i >> 6] >> (i & 63) & 1);
}

static inline void
bs_add(struct bset *s, int i)
{
	s->w[i >> 6] |= (uint64_t)1 << (i & 63);
}

static inline void
bs_del(struct bset *s, int i)
{
	s->w[i >> 6] &= ~((uint64_t)1 << (i & 63));
}

static inline struct bset
bs_and(struct bset a, struct bset b)
{
	struct bset s = { { a.w[0] & b.w[0], a.w[1] & b.w[1] } };

	return s;
}

static inline struct bset
bs_or(struct bset a, struct bset b)
{
	struct bset s = { { a.w[0] | b.w[0], a.w[1] | b.w[1] } };

	return s;
}

static inline struct bset
bs_xor(struct bset a, struct bset b)
{
	struct bset s = { { a.w[0] ^ b.w[0], a.w[1] ^ b.w[1] } };

	return s;
}

/* a without b */
static inline struct bset
bs_minus(struct bset a, struct bset b)
{
	struct bset s = { { a.w[0] & ~b.w[0], a.w[1] & ~b.w[1] } };

	return s;
}

static inline int
bs_any(struct bset s)
{
	return (s.w[0] | s.w[1]) != 0;
}

/* The first square of the non-empty set s, in file-major order. */
static inline int
bs_first(struct bset s)
{
	return s.w[0] != 0 ? __builtin_ctzll(s.w[0]) :
	    64 + __builtin_ctzll(s.w[1]);
}

/* s without its first square: with bs_first, a walk in file-major order. */
static inline struct bset
bs_rest(struct bset s)
{
	if (s.w[0] != 0)
		s.w[0] &= s.w[0] - 1;
	else
		s.w[1] &= s.w[1] - 1;
	return s;
}

/* Whether s holds two squares or more. */
static inline int
bs_many(struct bset s)
{
	return bs_any(bs_rest(s));
}

/* --- the board ---------------------------------------------------------- */

static int
is_stone(unsigned char c)
{
	return c == STONE(SIDE_WHITE) || c == STONE(SIDE_BLACK);
}

static int
is_piece(unsigned char c)
{
	return c >= PIECE(K_MOAI, SIDE_WHITE) && c <= PIECE(K_MATO, SIDE_BLACK);
}

/* The side of a stone or piece. */
static int
owner(unsigned char c)
{
	return is_stone(c) ? c - STONE(SIDE_WHITE) :
	    (c - PIECE(K_MOAI, SIDE_WHITE)) % 2;
}

static int
kind_of(unsigned char c)
{
	return (c - PIECE(K_MOAI, SIDE_WHITE)) / 2;
}

static int
on_board(int f, int r)
{
	return ON_BOARD(f, r);
}

static int
adjacent(int a, int b)
{
	return bs_has(nbr[a], b);
}

/* The rank a side's Moai wins on: the other side's home rank. */
static int
far_rank(int side)
{
	return side == SIDE_WHITE ? N - 1 : 0;
}

static int
home_rank(int side)
{
	return side == SIDE_WHITE ? 0 : N - 1;
}

/* "the stone" or "the piece", for what stands on c. */
static const char *
thing(unsigned char c)
{
	return is_stone(c) ? "stone" : "piece";
}

static const char *
number_word(int n)
{
	static const char *const w[] = { "no", "one", "two", "three" };

	return n >= 0 && n <= 3 ? w[n] : "several";
}

/* The name of square i, as square_format writes it (one digit on 9
 * ranks), by hand: the checks that try a piece name squares in refusals
 * nobody reads. */
static char *
sqname(char out[4], int i)
{
	out[0] = (char)('a' + FILE_OF(i));
	out[1] = (char)('1' + RANK_OF(i));
	out[2] = '\0';
	return out;
}

/* Put code c on square i: sq[] and on[] change together, here or in
 * ariki_make. */
static inline void
put(struct hanga *h, int i, unsigned char c)
{
	bs_del(&h->on[h->sq[i]], i);
	bs_add(&h->on[c], i);
	h->sq[i] = c;
}

/* The pieces of side. */
static struct bset
pieces_of(const struct hanga *h, int side)
{
	return bs_or(h->on[PIECE(K_MOAI, side)],
	    bs_or(h->on[PIECE(K_ARIKI, side)], h->on[PIECE(K_MATO, side)]));
}

/* The squares of piece code c, in file-major order, at most max. */
static inline int
pieces(const struct hanga *h, unsigned char c, int *out, int max)
{
	struct bset s;
	int n = 0;

	for (s = h->on[c]; bs_any(s) && n < max; s = bs_rest(s))
		out[n++] = bs_first(s);
	return n;
}

static int
find_moai(const struct hanga *h, int side)
{
	struct bset s = h->on[PIECE(K_MOAI, side)];

	return bs_any(s) ? bs_first(s) : -1;
}

/* The neighbours of side's Moai on m that keep it open: empty, or its own
 * stones.  The Moai is enclosed when there are none. */
static struct bset
moai_open(const struct hanga *h, int side, int m)
{
	return bs_and(nbr[m], bs_or(h->on[EMPTY], h->on[STONE(side)]));
}

/* Every neighbour off the board, an enemy stone or a piece. */
static inline int
moai_enclosed(const struct hanga *h, int side)
{
	int m = find_moai(h, side);

	return m >= 0 && !bs_any(moai_open(h, side, m));
}

/*
 * Whether the mover's Moai is enclosed once one of its other pieces has
 * gone from `from` (NOSQ for a drop) to `to`, judged before the move is
 * made: `to` then holds a piece and `from` is empty; the stones an Ariki
 * throws are its own, on squares that were empty or `from`, and change
 * nothing.
 */
static inline int
shuts_moai(const struct hanga *h, int from, int to)
{
	int m = find_moai(h, h->turn);
	struct bset open;

	if (m < 0 || (from != NOSQ && adjacent(m, from)))
		return 0;
	open = moai_open(h, h->turn, m);
	bs_del(&open, to);
	return !bs_any(open);
}

/* The squares that keep an Ariki of side from being enclosed: the empty
 * ones and the pieces of its side. */
static inline struct bset
shelter(const struct hanga *h, int side)
{
	return bs_or(h->on[EMPTY], pieces_of(h, side));
}

/* Every neighbour off the board, a stone or an enemy piece; retired when
 * the neighbours on the board are all the owner's stones.  For side's
 * Ariki on i, shel being shelter(h, side). */
static enum fate
ariki_fate(const struct hanga *h, int i, int side, struct bset shel)
{
	if (bs_any(bs_and(nbr[i], shel)))
		return F_STAYS;
	return bs_any(bs_minus(nbr[i], h->on[STONE(side)])) ? F_CAPTURED :
	    F_RETIRED;
}

/* Walk the line from a to b over the squares sq: is it one, and is it
 * clear?  *blk gets the square that stands in the way. */
static inline enum walk
line_walk(const unsigned char *sq, int a, int b, int *blk)
{
	int fa = FILE_OF(a), ra = RANK_OF(a), fb = FILE_OF(b), rb = RANK_OF(b);
	int df = fb - fa, dr = rb - ra, step, i;

	if (a == b)
		return W_SAME;
	if (df != 0 && dr != 0 && df != dr && df != -dr)
		return W_LINE;
	step = SQ((df > 0) - (df < 0), (dr > 0) - (dr < 0));
	for (i = a + step; i != b; i += step)
		if (sq[i] != EMPTY) {
			*blk = i;
			return W_PASS;
		}
	if (sq[b] != EMPTY) {
		*blk = b;
		return W_ONTO;
	}
	return W_OK;
}

/* Whether a and b are on one line with nothing of occ from a, not
 * included, up to b, included: line_walk's W_OK, without the walk, for
 * occ the squares not empty. */
static inline int
line_clear(struct bset occ, int a, int b)
{
	int d = line_dir[fr17[b] - fr17[a] + LINE_MID];

	return d < 8 && !bs_any(bs_and(bs_minus(ray[a][d], ray[b][d]), occ));
}

/* The squares along the 8 lines from i up to the first one not in
 * clear: where an Ariki on i moves, or throws. */
static struct bset
lines_from(struct bset clear, int i)
{
	struct bset s = { { 0, 0 } };
	int d, f, r;

	for (d = 0; d < 8; d++)
		for (f = FILE_OF(i) + dir8[d][0], r = RANK_OF(i) + dir8[d][1];
		    on_board(f, r) && bs_has(clear, SQ(f, r));
		    f += dir8[d][0], r += dir8[d][1])
			bs_add(&s, SQ(f, r));
	return s;
}

/* Whether the piece on from moves to to by its own rule (Ariki or Mato
 * to'a), the rest of the move aside. */
static inline int
reaches(const struct hanga *h, int from, int to)
{
	int blk;

	if (kind_of(h->sq[from]) == K_ARIKI)
		return line_walk(h->sq, from, to, &blk) == W_OK;
	return adjacent(from, to) && !is_piece(h->sq[to]);
}

/*
 * The checks of a move (*_check) leave the board as it is, so that the
 * pieces that could make a move are tried without copies; the move is
 * made (*_make) once it is known to be legal.
 */

/* The Ariki on from, once it gets to sq[0], throws sq[1..n): the rest
 * of ariki_check. */
static int
ariki_throws(const struct hanga *h, int from, const unsigned char *sq,
    int n, struct game_err *e)
{
	unsigned char after[NSQ];
	char a[4], b[4];
	int j, blk, to = sq[0], side = h->turn;

	if (n > 2 && side == SIDE_WHITE && h->first)
		return game_errf(e, 3, 0, 0, "White's first move throws at most "
		    "one stone");
	if (n > 1) {
		/* the stones fly over the board as the move leaves it */
		memcpy(after, h->sq, sizeof(after));
		after[to] = after[from];
		after[from] = EMPTY;
	}
	for (j = 1; j < n; j++) {
		switch (line_walk(after, to, sq[j], &blk)) {
		case W_OK:
			break;
		case W_SAME:
			return game_errf(e, (unsigned)j + 1, 0, 0, "the Ariki "
			    "stands on %s: it throws its stones away from it",
			    sqname(a, to));
		case W_LINE:
			return game_errf(e, (unsigned)j + 1, 0, 0, "%s is not in "
			    "line with the Ariki on %s", sqname(a, sq[j]),
			    sqname(b, to));
		case W_PASS:
			return game_errf(e, (unsigned)j + 1, 0, 0, "Ariki cannot "
			    "throw past the %s on %s", thing(after[blk]),
			    sqname(a, blk));
		case W_ONTO:
			return game_errf(e, (unsigned)j + 1, 0, 0, "Ariki cannot "
			    "throw onto the %s on %s", thing(after[blk]),
			    sqname(a, blk));
		}
		after[sq[j]] = STONE(side);
	}
	if (shuts_moai(h, from, to))
		return game_errf(e, 0, 0, 0, "this move would leave your Moai "
		    "enclosed");
	return 0;
}

/* The Ariki on from goes to sq[0] and throws sq[1..n). */
static int
ariki_check(const struct hanga *h, int from, const unsigned char *sq, int n,
    struct game_err *e)
{
	char a[4], b[4];
	int blk, to = sq[0];

	switch (line_walk(h->sq, from, to, &blk)) {
	case W_OK:
		break;
	case W_SAME:
		return game_errf(e, 1, 0, 0, "the Ariki is already on %s",
		    sqname(a, to));
	case W_LINE:
		return game_errf(e, 1, 0, 0, "%s is not in line with the Ariki "
		    "on %s", sqname(a, to), sqname(b, from));
	case W_PASS:
		return game_errf(e, 1, 0, 0, "Ariki cannot pass the %s on %s",
		    thing(h->sq[blk]), sqname(a, blk));
	case W_ONTO:
		return game_errf(e, 1, 0, 0, "Ariki cannot move onto the %s on "
		    "%s", thing(h->sq[blk]), sqname(a, blk));
	}
	return ariki_throws(h, from, sq, n, e);
}

/*
 * A legal move fills only squares that are empty when it gets to them
 * (`from` too, for a stone), so the sets change by a few operations on
 * the squares together, in step with sq[] as put() would keep them.
 */
static void
ariki_make(struct hanga *h, int from, const unsigned char *sq, int n)
{
	struct bset moved = bs_or(one[from], one[sq[0]]), stones = { { 0, 0 } };
	unsigned char code = h->sq[from], stone = STONE(h->turn);
	int j;

	for (j = 1; j < n; j++)
		stones = bs_or(stones, one[sq[j]]);
	h->on[EMPTY] = bs_xor(h->on[EMPTY], bs_xor(moved, stones));
	h->on[code] = bs_xor(h->on[code], moved);
	h->on[stone] = bs_or(h->on[stone], stones);
	h->sq[sq[0]] = code;
	h->sq[from] = EMPTY;
	for (j = 1; j < n; j++)
		h->sq[sq[j]] = stone;
}

/* The Mato to'a on from steps to to. */
static int
mato_check(const struct hanga *h, int from, int to, struct game_err *e)
{
	char a[4], b[4];

	if (from == to)
		return game_errf(e, 1, 0, 0, "the Mato to'a is already on %s",
		    sqname(a, to));
	if (!adjacent(from, to))
		return game_errf(e, 1, 0, 0, "%s is not next to the Mato to'a "
		    "on %s", sqname(a, to), sqname(b, from));
	if (is_piece(h->sq[to]))
		return game_errf(e, 1, 0, 0, "Mato to'a cannot move onto the "
		    "piece on %s", sqname(a, to));
	if (shuts_moai(h, from, to))
		return game_errf(e, 0, 0, 0, "this move would leave your Moai "
		    "enclosed");
	return 0;
}

static void
mato_make(struct hanga *h, int from, int to)
{
	put(h, to, h->sq[from]);
	put(h, from, EMPTY);
}

static int
drop_check(const struct hanga *h, int to, struct game_err *e)
{
	char a[4];
	int side = h->turn;

	if (h->hand[side] == 0)
		return game_errf(e, 0, 0, 0, "no Ariki in hand to drop");
	if (RANK_OF(to) != home_rank(side))
		return game_errf(e, 0, 2, 2, "%s is not on %s's home rank",
		    sqname(a, to), side_name((enum side)side));
	if (h->sq[to] != EMPTY)
		return game_errf(e, 0, 2, 2, "cannot drop onto the %s on %s",
		    thing(h->sq[to]), sqname(a, to));
	if (shuts_moai(h, NOSQ, to))
		return game_errf(e, 0, 0, 0, "this move would leave your Moai "
		    "enclosed");
	return 0;
}

static void
drop_make(struct hanga *h, int to)
{
	put(h, to, PIECE(K_ARIKI, h->turn));
	h->hand[h->turn]--;
}

/* The Moai on m walks path[0..n): check it. */
static int
moai_check(const struct hanga *h, int m, const unsigned char *path, int n,
    struct game_err *e)
{
	struct bset seen = { { 0, 0 } };
	char a[4], b[4];
	int j, prev = m, side = h->turn;

	for (j = 0; j < n; j++) {
		if (bs_has(seen, path[j]))
			return game_errf(e, (unsigned)j + 1, 0, 0, "the path "
			    "passes %s twice", sqname(a, path[j]));
		bs_add(&seen, path[j]);
		if (h->sq[path[j]] != STONE(side))
			return game_errf(e, (unsigned)j + 1, 0, 0, "Moai has no "
			    "own stone on %s", sqname(a, path[j]));
		if (!adjacent(prev, path[j]))
			return game_errf(e, (unsigned)j + 1, 0, 0, j == 0 ?
			    "%s is not next to the Moai on %s" :
			    "%s is not next to %s", sqname(a, path[j]),
			    sqname(b, prev));
		prev = path[j];
	}
	return 0;
}

/* The Moai walks: it takes up the stones of its path. */
static void
moai_make(struct hanga *h, int m, const unsigned char *path, int n)
{
	int j;

	put(h, m, EMPTY);
	for (j = 0; j < n - 1; j++)
		put(h, path[j], EMPTY);
	put(h, path[n - 1], PIECE(K_MOAI, h->turn));
}

/*
 * Counting the Moai's paths to one square.  Every branch taken can still
 * reach the square, so the count costs no more than the paths it finds;
 * it stops at PATH_CAP.
 */
struct pathcount {
	const struct hanga	*h;
	unsigned char		 stone;
	int			 dest;
	unsigned char		 used[NSQ];
	unsigned char		 path[MAXPATH], found[MAXPATH];
	int			 len, flen, count;
};

/* Whether dest can be reached from i over unused stones. */
static int
can_reach(const struct pathcount *pc, int i)
{
	unsigned char seen[NSQ];
	int todo[NSQ], n = 0, j, d, f, r, q;

	memcpy(seen, pc->used, sizeof(seen));
	todo[n++] = i;
	seen[i] = 1;
	for (j = 0; j < n; j++)
		for (d = 0; d < 8; d++) {
			f = FILE_OF(todo[j]) + dir8[d][0];
			r = RANK_OF(todo[j]) + dir8[d][1];
			if (!on_board(f, r))
				continue;
			q = SQ(f, r);
			if (q == pc->dest)
				return 1;
			if (!seen[q] && pc->h->sq[q] == pc->stone) {
				seen[q] = 1;
				todo[n++] = q;
			}
		}
	return 0;
}

static void
count_paths(struct pathcount *pc, int at)
{
	int d, f, r, q;

	for (d = 0; d < 8 && pc->count < PATH_CAP; d++) {
		f = FILE_OF(at) + dir8[d][0];
		r = RANK_OF(at) + dir8[d][1];
		if (!on_board(f, r))
			continue;
		q = SQ(f, r);
		if (pc->h->sq[q] != pc->stone || pc->used[q])
			continue;
		if (q == pc->dest) {
			if (pc->count++ == 0) {
				memcpy(pc->found, pc->path, (size_t)pc->len);
				pc->found[pc->len] = (unsigned char)q;
				pc->flen = pc->len + 1;
			}
			continue;
		}
		pc->used[q] = 1;
		if (can_reach(pc, q)) {
			pc->path[pc->len++] = (unsigned char)q;
			count_paths(pc, q);
			pc->len--;
		}
		pc->used[q] = 0;
	}
}

/* The Moai's move: the path as written, or the one path to a square not
 * next to the Moai; the full path goes into path, *plen, and the Moai's
 * square into *m. */
static int
moai_move(const struct hanga *h, const struct hr_move *hm,
    unsigned char *path, int *plen, int *m, struct game_err *e)
{
	struct pathcount pc;
	char a[4];
	int side = h->turn, dest = hm->sq[0];

	if ((*m = find_moai(h, side)) < 0)
		return game_errf(e, 0, 0, 0, "%s has no Moai",
		    side_name((enum side)side));
	if (hm->from != NOSQ && hm->from != *m)
		return game_errf(e, 0, 1, 2, "there is no %s Moai on %s",
		    side_name((enum side)side), sqname(a, hm->from));
	if (hm->n > 1 || adjacent(*m, dest)) {
		memcpy(path, hm->sq, hm->n);
		*plen = hm->n;
		return moai_check(h, *m, path, *plen, e);
	}
	if (h->sq[dest] != STONE(side))
		return game_errf(e, 1, 0, 0, "Moai has no own stone on %s",
		    sqname(a, dest));
	memset(&pc, 0, sizeof(pc));
	pc.h = h;
	pc.stone = STONE(side);
	pc.dest = dest;
	pc.used[*m] = 1;
	count_paths(&pc, *m);
	if (pc.count == 0)
		return game_errf(e, 1, 0, 0, "no path of %s stones takes the "
		    "Moai to %s", side_name((enum side)side), sqname(a, dest));
	if (pc.count >= PATH_CAP)
		return game_errf(e, 1, 0, 0, "ambiguous: %d or more paths take "
		    "the Moai to %s; write the path", PATH_CAP,
		    sqname(a, dest));
	if (pc.count > 1)
		return game_errf(e, 1, 0, 0, "ambiguous: %d paths take the Moai "
		    "to %s; write the path", pc.count, sqname(a, dest));
	memcpy(path, pc.found, (size_t)pc.flen);
	*plen = pc.flen;
	return moai_check(h, *m, path, *plen, e);
}

static int
piece_check(const struct hanga *h, const struct hr_move *hm, int from,
    struct game_err *e)
{
	if (hm->type == T_ARIKI)
		return ariki_check(h, from, hm->sq, hm->n, e);
	return mato_check(h, from, hm->sq[0], e);
}

/*
 * The pieces of cand that can make the Ariki or Mato to'a move hm: the
 * pieces piece_check passes, found at once from the sets.  The mover's
 * Moai is shut in by any piece not next to it when `to` is its last open
 * square (shuts_moai); an Ariki's line to `to` and its stones' lines are
 * clear of the squares not empty as the move leaves them, the Ariki on
 * `to` and each stone on its square as it lands.
 */
static struct bset
movers(const struct hanga *h, const struct hr_move *hm, struct bset cand)
{
	struct bset can = { { 0, 0 } }, occ, after, open;
	int side = h->turn, to = hm->sq[0], m = find_moai(h, side), x, j;
	int shut = 0;

	if (m >= 0) {
		open = moai_open(h, side, m);
		bs_del(&open, to);
		shut = !bs_any(open);
	}
	if (hm->type != T_ARIKI) {
		if (is_piece(h->sq[to]))
			return can;
		cand = bs_and(cand, nbr[to]);
		if (shut)
			cand = bs_and(cand, nbr[m]);
		return cand;
	}
	if (hm->n > 2 && side == SIDE_WHITE && h->first)
		return can;
	occ.w[0] = ~h->on[EMPTY].w[0];
	occ.w[1] = ~h->on[EMPTY].w[1];
	for (cand = bs_and(cand, lines[to]); bs_any(cand);
	    cand = bs_rest(cand)) {
		x = bs_first(cand);
		if ((shut && !adjacent(m, x)) || !line_clear(occ, x, to))
			continue;
		after = occ;
		bs_del(&after, x);
		bs_add(&after, to);
		for (j = 1; j < hm->n && line_clear(after, to, hm->sq[j]); j++)
			bs_add(&after, hm->sq[j]);
		if (j == hm->n)
			bs_add(&can, x);
	}
	return can;
}

/* Whether the piece on from can make the move: piece_check without the
 * reason. */
static int
piece_can(const struct hanga *h, const struct hr_move *hm, int from)
{
	return bs_any(movers(h, hm, one[from]));
}

/*
 * An Ariki or Mato to'a move: find the piece that makes it (the origin
 * written, or the one piece of the type that can) into *from, and in
 * *others how many other pieces of the type could make it too.  The
 * pieces that can are found together (movers); the refusals, and the
 * ambiguities, then go the long way, piece by piece, for the reason.
 */
static int
resolve(const struct hanga *h, const struct hr_move *hm, int *from,
    int *others, struct game_err *e)
{
	char a[4], list[32];
	int k = hm->type == T_ARIKI ? K_ARIKI : K_MATO, side = h->turn;
	unsigned char code = PIECE(k, side);
	int org[MAXKIND], ok[MAXKIND], n, nok = 0, i;
	struct bset can = movers(h, hm, h->on[code]), s;
	size_t len = 0;

	if (hm->from == NOSQ ? bs_any(can) && !bs_many(can) :
	    h->sq[hm->from] == code && bs_has(can, hm->from)) {
		*from = hm->from == NOSQ ? bs_first(can) : hm->from;
		*others = 0;
		for (s = bs_rest(can); bs_any(s); s = bs_rest(s))
			++*others;
		return 0;
	}
	n = pieces(h, code, org, MAXKIND);
	if (hm->from != NOSQ) {
		if (h->sq[hm->from] != code)
			return game_errf(e, 0, 1, 2, "there is no %s %s on %s",
			    side_name((enum side)side), kind_name[k],
			    sqname(a, hm->from));
		if (piece_check(h, hm, hm->from, e) < 0)
			return -1;
		*from = hm->from;
		*others = 0;
		for (i = 0; i < n; i++)
			if (org[i] != hm->from && piece_can(h, hm, org[i]))
				++*others;
		return 0;
	}
	for (i = 0; i < n; i++)
		if (piece_can(h, hm, org[i]))
			ok[nok++] = org[i];
	if (n == 0)
		return game_errf(e, 0, 0, 0, "%s has no %s on the board",
		    side_name((enum side)side), kind_name[k]);
	if (n == 1 || nok == 1) {
		*from = n == 1 ? org[0] : ok[0];
		*others = 0;
		/* checked already when it can; else again, for the reason */
		return nok == 1 ? 0 : piece_check(h, hm, *from, e);
	}
	if (nok > 1) {
		for (i = 0; i < nok; i++)
			len += (size_t)snprintf(list + len, sizeof(list) - len,
			    "%s%s", i > 0 ? ", " : "", sqname(a, ok[i]));
		return game_errf(e, 0, 0, 0, "ambiguous: %s %s can reach %s "
		    "(%s); write the origin", number_word(nok), kind_name[k],
		    sqname(a, hm->sq[0]), list);
	}
	/* None can: the reason of the first that gets to the square. */
	for (i = 0; i < n; i++)
		if (reaches(h, org[i], hm->sq[0]))
			return piece_check(h, hm, org[i], e);
	return game_errf(e, 1, 0, 0, "no %s %s can reach %s",
	    side_name((enum side)side), kind_name[k], sqname(a, hm->sq[0]));
}

/*
 * Steps (2) to (4) after a legal move, and the turn passes.  near is the
 * squares the move filled and their neighbours (around[]), none for a
 * Moai's walk (walked), which ends on a stone of its own; finish makes
 * it from the n squares filled.  Only a Moai that moved can stand on the
 * far rank.
 * Only a Moai, or an Ariki, on a filled square or next to one can have
 * become enclosed, as none was before the move and the rest of a move
 * only empties squares or puts a piece where a stone was, which encloses
 * nothing that was not (a Moai's walk lets the other Moai be).
 */
static inline __attribute__((always_inline)) void
finish_near(struct hanga *t, struct bset near, int walked)
{
	struct bset gone = { { 0, 0 } }, s;
	int side = t->turn, m, i, x;

	t->first &= (unsigned char)side;	/* cleared by White's move */
	if (walked && (m = find_moai(t, side)) >= 0 &&
	    RANK_OF(m) == far_rank(side)) {
		t->result = side == SIDE_WHITE ? OUT_WHITE : OUT_BLACK;
		t->why = WHY_RANK;
	} else if (bs_any(bs_and(near, t->on[PIECE(K_MOAI, side ^ 1)])) &&
	    moai_enclosed(t, side ^ 1)) {
		t->result = side == SIDE_WHITE ? OUT_WHITE : OUT_BLACK;
		t->why = WHY_ENCLOSED;
	} else {
		/* all judged on the board as the move left it, then gone;
		 * both sides' Ariki in one walk, as each is judged alone,
		 * and an empty square next to one, part of its shelter,
		 * settles it without the rest */
		s = bs_and(bs_or(t->on[PIECE(K_ARIKI, SIDE_WHITE)],
		    t->on[PIECE(K_ARIKI, SIDE_BLACK)]), near);
		for (; bs_any(s); s = bs_rest(s)) {
			i = bs_first(s);
			if (bs_any(bs_and(nbr[i], t->on[EMPTY])))
				continue;
			x = t->sq[i] - PIECE(K_ARIKI, SIDE_WHITE);
			switch (ariki_fate(t, i, x, shelter(t, x))) {
			case F_STAYS:
				continue;
			case F_RETIRED:
				t->hand[x]++;
				break;
			case F_CAPTURED:
				break;
			}
			bs_add(&gone, i);
		}
		for (; bs_any(gone); gone = bs_rest(gone))
			put(t, bs_first(gone), EMPTY);
	}
	t->turn ^= 1;
}

static void
finish(struct hanga *t, const unsigned char *filled, int n)
{
	struct bset near = { { 0, 0 } };
	int i;

	for (i = 0; i < n; i++)
		near = bs_or(near, around[filled[i]]);
	finish_near(t, near, n == 0);
}

/* The names of the squares, by square, with the space before: " e4",
 * and a byte to spare, for the copies of four bytes at once; the name
 * alone is sq_word[i] + 1. */
#define WORD(f, r)	{ ' ', (char)('a' + (f)), (char)('1' + (r)), '\0' }
#define WORD_FILE(f)	WORD(f, 0), WORD(f, 1), WORD(f, 2), WORD(f, 3), \
			    WORD(f, 4), WORD(f, 5), WORD(f, 6), WORD(f, 7), \
			    WORD(f, 8)

static const char sq_word[NSQ][4] = {
	WORD_FILE(0), WORD_FILE(1), WORD_FILE(2), WORD_FILE(3), WORD_FILE(4),
	WORD_FILE(5), WORD_FILE(6), WORD_FILE(7), WORD_FILE(8)
};

/* Append "e4" to the text s of length len; returns the new length.  By
 * hand, as square_format would write it (one digit on 9 ranks): every
 * move played writes a few. */
static size_t
sq_text(char *s, size_t len, int i)
{
	s[len++] = sq_word[i][1];
	s[len++] = sq_word[i][2];
	return len;
}

/* Append " e4". */
static size_t
add_sq(char *s, size_t len, int i)
{
	s[len++] = ' ';
	return sq_text(s, len, i);
}

/* "A", or "Ac3" with the origin; returns the length. */
static size_t
piece_word(char *s, int k, int from)
{
	size_t len = 0;

	s[len++] = piece_letter[k];
	if (from != NOSQ)
		len = sq_text(s, len, from);
	s[len] = '\0';
	return len;
}

/* The code for board character c, or EMPTY when it is not one. */
static unsigned char
board_code(char c)
{
	switch (c) {
	case 'M': return PIECE(K_MOAI, SIDE_WHITE);
	case 'A': return PIECE(K_ARIKI, SIDE_WHITE);
	case 'P': return PIECE(K_MATO, SIDE_WHITE);
	case 'm': return PIECE(K_MOAI, SIDE_BLACK);
	case 'a': return PIECE(K_ARIKI, SIDE_BLACK);
	case 'p': return PIECE(K_MATO, SIDE_BLACK);
	case 'S': return STONE(SIDE_WHITE);
	case 's': return STONE(SIDE_BLACK);
	default: return EMPTY;
	}
}

static char
board_char(unsigned char c)
{
	if (is_stone(c))
		return owner(c) == SIDE_WHITE ? 'S' : 's';
	return (char)(owner(c) == SIDE_WHITE ? piece_letter[kind_of(c)] :
	    piece_letter[kind_of(c)] - 'A' + 'a');
}

/*
 * Read the ranks of s[0..end), rank 9 first, into h (all EMPTY, its sets
 * empty): its pieces and stones, and their sets; off[] gets the byte
 * offset of each square, for the refusals that name a square.
 */
static int
read_board(struct hanga *h, const char *s, size_t end, unsigned *off,
    struct game_err *e)
{
	size_t i = 0, over;
	int row, rank, f, num, j, digit;
	unsigned char c, code;

	for (row = 0; row < N; row++) {
		rank = N - 1 - row;
		f = 0;
		digit = 0;
		over = end;	/* where the rank first runs past 9 squares */
		while (i < end && s[i] != '/') {
			c = (unsigned char)s[i];
			code = EMPTY;
			if (c >= '1' && c <= '9') {
				if (digit)
					return game_errf(e, 0, (unsigned)i, 0,
					    "two digits in a row: write a run "
					    "of empty squares as one digit");
				num = c - '0';
				digit = 1;
			} else if (c == '0')
				return game_errf(e, 0, (unsigned)i, 0, "a run "
				    "of empty squares is a digit from 1 to 9");
			else if ((code = board_code((char)c)) != EMPTY) {
				num = 1;
				digit = 0;
			} else if (c >= 0x20 && c < 0x7f)
				return game_errf(e, 0, (unsigned)i, 0, "'%c' is "
				    "not a square: write M A P or m a p for a "
				    "piece, S or s for a stone, a digit for "
				    "empty squares", c);
			else
				return game_errf(e, 0, (unsigned)i, 0, "byte "
				    "0x%02x is not a square: write M A P or "
				    "m a p for a piece, S or s for a stone, a "
				    "digit for empty squares", c);
			/* h is all EMPTY: only a piece is written */
			if (code != EMPTY && f < N) {
				h->sq[SQ(f, rank)] = code;
				bs_add(&h->on[code], SQ(f, rank));
			}
			for (j = 0; j < num && f + j < N; j++)
				off[SQ(f + j, rank)] = (unsigned)i;
			if (f + num > N && over == end)
				over = i;
			f += num;
			i++;
		}
		if (f != N)
			return game_errf(e, 0, (unsigned)(f > N ? over : i), 0,
			    "rank %d has %d squares, not 9", rank + 1, f);
		i++;		/* the '/' */
	}
	return 0;
}

/* The field after the space at s[*p], in [*p, *q): 0, or -1 when the
 * position ends first. */
static int
next_field(const char *s, size_t len, size_t *p, size_t *q)
{
	if (*p >= len || *p + 1 >= len)
		return -1;
	*p += 1;
	for (*q = *p; *q < len && s[*q] != ' '; (*q)++)
		continue;
	return 0;
}

/* The side, hand and first-move fields after the board, from s[p]. */
static int
read_fields(struct hanga *h, const char *s, size_t len, size_t p,
    unsigned hoff[2 * (MAXKIND + 1)], struct game_err *e)
{
	static const char bad_hand[] = "the Ariki in hand are - or an A for "
	    "each White one, then an a for each Black one";
	size_t q, i;
	int side;

	if (next_field(s, len, &p, &q) < 0)
		return game_errf(e, 0, (unsigned)len, 0, "the side to move is "
		    "missing: write w or b after the board");
	if (q != p + 1 || (s[p] != 'w' && s[p] != 'b'))
		return game_errf(e, 0, (unsigned)p, 0, "the side to move is w "
		    "or b");
	h->turn = s[p] == 'b' ? SIDE_BLACK : SIDE_WHITE;

	p = q;
	if (next_field(s, len, &p, &q) < 0)
		return game_errf(e, 0, (unsigned)len, 0, "the Ariki in hand are "
		    "missing: write - or the A and a in hand after the side "
		    "to move");
	if (q == p)
		return game_errf(e, 0, (unsigned)p, 0, "%s", bad_hand);
	for (i = p; i < q && (q != p + 1 || s[p] != '-'); i++) {
		if (s[i] != 'A' && s[i] != 'a')
			return game_errf(e, 0, (unsigned)i, 0, "%s", bad_hand);
		side = s[i] == 'a';
		if (side == SIDE_WHITE && h->hand[SIDE_BLACK] > 0)
			return game_errf(e, 0, (unsigned)i, 0, "write White's "
			    "Ariki in hand (A) before Black's (a)");
		if (h->hand[side] <= MAXKIND)
			hoff[side * (MAXKIND + 1) + h->hand[side]] =
			    (unsigned)i;
		if (h->hand[side] < 100)
			h->hand[side]++;
	}

	p = q;
	if (next_field(s, len, &p, &q) < 0)
		return game_errf(e, 0, (unsigned)len, 0, "the first-move flag is "
		    "missing: write 1 when White's first move is still to "
		    "come, else 0");
	if (q != p + 1 || (s[p] != '0' && s[p] != '1'))
		return game_errf(e, 0, (unsigned)p, 0, "the first-move flag is "
		    "1 or 0");
	h->first = s[p] == '1';
	if (q < len)
		return game_errf(e, 0, (unsigned)q, (unsigned)(len - q),
		    "unexpected text after the first-move flag");
	return 0;
}

/* Each side's half of the board: ranks 1-4, ranks 6-9. */
#define HALF_W(a, w)	(RANK_W(a, w) | RANK_W(a + 1, w) | \
			    RANK_W(a + 2, w) | RANK_W(a + 3, w))
static const struct bset half[2] = {
	{ { HALF_W(0, 0), HALF_W(0, 1) } },
	{ { HALF_W(5, 0), HALF_W(5, 1) } }
};

static int
bs_count(struct bset s)
{
	return __builtin_popcountll(s.w[0]) + __builtin_popcountll(s.w[1]);
}

/* The setup rules: the pieces each side may have, and where.  Each
 * rule is checked on the sets of squares first; only a setup that
 * breaks it is walked in reading order, to point at the piece. */
static int
check_setup(const struct hanga *h, const unsigned *off,
    const unsigned hoff[2 * (MAXKIND + 1)], size_t end, struct game_err *e)
{
	char a[4];
	int cnt[2][3], m[2], side, row, f, i, k, over = 0, first = -1;
	unsigned char c;
	struct bset set[2] = { { { 0, 0 } }, { { 0, 0 } } }, x;
	static const char *const limit[] = { "exactly one",
	    "at most 3", "at most 3" };

	for (side = 0; side < 2; side++)
		for (k = K_MOAI; k <= K_MATO; k++) {
			x = h->on[PIECE(k, side)];
			cnt[side][k] = bs_count(x);
			over |= cnt[side][k] >= (k == K_MOAI ? 2 : MAXKIND + 1);
			set[side] = bs_or(set[side], x);
		}
	if (over)
		memset(cnt, 0, sizeof(cnt));
	/* In reading order, so that the refusal points at the piece too
	 * many; the Ariki in hand count after those on the board. */
	for (row = 0; over && row < N; row++)
		for (f = 0; f < N; f++) {
			c = h->sq[SQ(f, N - 1 - row)];
			if (!is_piece(c))
				continue;
			side = owner(c);
			k = kind_of(c);
			if (++cnt[side][k] == (k == K_MOAI ? 2 : MAXKIND + 1))
				return game_errf(e, 0, off[SQ(f, N - 1 - row)],
				    0, "%s has more than %s %s; a side has %s",
				    side_name((enum side)side), k == K_MOAI ?
				    "one" : "3", kind_name[k], limit[k]);
		}
	for (side = 0; side < 2; side++) {
		if (cnt[side][K_MOAI] == 0)
			return game_errf(e, 0, 0, (unsigned)end, "%s has no Moai; "
			    "a side has exactly one", side_name((enum side)side));
		if (cnt[side][K_ARIKI] + h->hand[side] > MAXKIND)
			return game_errf(e, 0, hoff[side * (MAXKIND + 1) +
			    MAXKIND - cnt[side][K_ARIKI]], 0, "%s has more than "
			    "3 Ariki, on the board and in hand; a side has at "
			    "most 3", side_name((enum side)side));
	}
	for (side = 0; side < 2; side++) {
		m[side] = find_moai(h, side);
		if (RANK_OF(m[side]) == far_rank(side))
			return game_errf(e, 0, off[m[side]], 0, "%s's Moai "
			    "already stands on rank %d: the game is over",
			    side_name((enum side)side), far_rank(side) + 1);
	}
	over = bs_any(bs_minus(set[SIDE_WHITE], half[SIDE_WHITE])) ||
	    bs_any(bs_minus(set[SIDE_BLACK], half[SIDE_BLACK]));
	for (row = 0; over && row < N; row++)
		for (f = 0; f < N; f++) {
			i = SQ(f, N - 1 - row);
			c = h->sq[i];
			if (!is_piece(c))
				continue;
			side = owner(c);
			if (side == SIDE_WHITE ? RANK_OF(i) <= 3 :
			    RANK_OF(i) >= 5)
				continue;
			return game_errf(e, 0, off[i], 0, "the %s %s on %s is "
			    "outside %s's half (ranks %s)",
			    side_name((enum side)side), kind_name[kind_of(c)],
			    sqname(a, i), side_name((enum side)side),
			    side == SIDE_WHITE ? "1-4" : "6-9");
		}
	for (side = 0; side < 2; side++)
		if (moai_enclosed(h, side))
			return game_errf(e, 0, off[m[side]], 0, "%s's Moai on %s "
			    "is enclosed: the game is over",
			    side_name((enum side)side), sqname(a, m[side]));
	/* the enclosed Ariki first in reading order */
	for (x = bs_or(h->on[PIECE(K_ARIKI, SIDE_WHITE)],
	    h->on[PIECE(K_ARIKI, SIDE_BLACK)]); bs_any(x); x = bs_rest(x)) {
		i = bs_first(x);
		c = h->sq[i];
		if (ariki_fate(h, i, owner(c), shelter(h, owner(c))) ==
		    F_STAYS)
			continue;
		if (first < 0 || RANK_OF(i) > RANK_OF(first) ||
		    (RANK_OF(i) == RANK_OF(first) && i < first))
			first = i;
	}
	if (first >= 0)
		return game_errf(e, 0, off[first], 0, "the %s Ariki on %s is "
		    "enclosed, and an enclosed Ariki leaves the board "
		    "after every move",
		    side_name((enum side)owner(h->sq[first])),
		    sqname(a, first));
	return 0;
}

static int
hr_pos_read(void *st, const char *s, size_t len, const struct variant *v,
    struct game_err *e)
{
	struct hanga h;
	unsigned off[NSQ], hoff[2 * (MAXKIND + 1)];
	size_t end, i, at = 0;
	int ranks, q;

	(void)v;
	if (len == 0)
		return game_errf(e, 0, 0, 0, "the position is empty: write the "
		    "board, rank 9 first, the side to move, the Ariki in hand "
		    "and the first-move flag");
	for (end = 0; end < len && s[end] != ' '; end++)
		continue;
	for (ranks = 1, i = 0; i < end; i++)
		if (s[i] == '/' && ++ranks == N + 1)
			at = i + 1;
	if (ranks != N)
		return game_errf(e, 0, (unsigned)(ranks < N ? end : at), 0,
		    "the board has %d rank%s, not 9", ranks,
		    ranks == 1 ? "" : "s");
	memset(&h, 0, sizeof(h));
	memset(hoff, 0, sizeof(hoff));
	if (read_board(&h, s, end, off, e) < 0 ||
	    read_fields(&h, s, len, end, hoff, e) < 0)
		return -1;
	/* the empty squares: those no code of read_board's holds */
	h.on[EMPTY] = (struct bset){ { ~(uint64_t)0,
	    ((uint64_t)1 << (NSQ - 64)) - 1 } };
	for (q = EMPTY + 1; q < NCODE; q++)
		h.on[EMPTY] = bs_minus(h.on[EMPTY], h.on[q]);
	if (check_setup(&h, off, hoff, end, e) < 0)
		return -1;
	memcpy(st, &h, sizeof(h));
	return 0;
}

static int
hr_init(void *st, const struct variant *v, struct game_err *e)
{
	/* read once, then copied: a corpus starts a game per record */
	static struct hanga start;
	static int made;

	if (!made) {
		if (hr_pos_read(&start, default_pos, sizeof(default_pos) - 1,
		    v, e) < 0)
			return -1;
		made = 1;
	}
	memcpy(st, &start, sizeof(start));
	return 0;
}

static int
hr_pos_write(const void *st, struct buf *b)
{
	const struct hanga *h = st;
	char out[NSQ + 32];
	size_t len = 0;
	int f, r, run, j;
	unsigned char c;

	for (r = N - 1; r >= 0; r--) {
		for (run = 0, f = 0; f < N; f++) {
			c = h->sq[SQ(f, r)];
			if (c == EMPTY) {
				run++;
				continue;
			}
			if (run > 0)
				out[len++] = (char)('0' + run);
			run = 0;
			out[len++] = board_char(c);
		}
		if (run > 0)
			out[len++] = (char)('0' + run);
		if (r > 0)
			out[len++] = '/';
	}
	out[len++] = ' ';
	out[len++] = h->turn == SIDE_BLACK ? 'b' : 'w';
	out[len++] = ' ';
	if (h->hand[0] + h->hand[1] == 0)
		out[len++] = '-';
	for (j = 0; j < h->hand[0] && j < MAXKIND; j++)
		out[len++] = 'A';
	for (j = 0; j < h->hand[1] && j < MAXKIND; j++)
		out[len++] = 'a';
	out[len++] = ' ';
	out[len++] = h->first ? '1' : '0';
	return buf_add(b, out, len);
}

static int
hr_starts_move(const char *s, size_t len)
{
	/* a table, not three tests: every word of a record comes here */
	static const unsigned char piece[256] = { ['M'] = 1, ['A'] = 1,
	    ['P'] = 1 };

	return len > 0 && piece[(unsigned char)s[0]];
}

/* square_parse for word i, from byte off of it. */
static int
word_square_parse(const struct word *w, unsigned i, size_t off, int *sq,
    struct game_err *e)
{
	int f, r, rank_first;

	if (square_parse(w->s + off, w->len - off, N, N, &f, &r, &rank_first,
	    e) < 0) {
		e->word = i;
		e->off = (unsigned)off;
		e->len = (unsigned)(w->len - off);
		return -1;
	}
	*sq = SQ(f, r);
	return 0;
}

/* The same, with square_parse's common case here, without the call. */
static inline int
word_square(const struct word *w, unsigned i, size_t off, int *sq,
    struct game_err *e)
{
	const char *s = w->s + off;

	if (w->len - off == 2 && (unsigned)(s[0] - 'a') < N &&
	    (unsigned)(s[1] - '1') < N) {
		*sq = SQ(s[0] - 'a', s[1] - '1');
		return 0;
	}
	return word_square_parse(w, i, off, sq, e);
}

/*
 * A move goes to play in m as the bytes of a struct hr_move up to its
 * last square, written there by parse as it reads them: a whole struct
 * hr_move is mostly squares no move uses, and clearing and copying them
 * took longer than the rest of the parse.
 */
#define MV_TYPE		offsetof(struct hr_move, type)
#define MV_FROM		offsetof(struct hr_move, from)
#define MV_N		offsetof(struct hr_move, n)
#define MV_SQ		offsetof(struct hr_move, sq)

/* The move in m, when it could have come from parse: 0, else -1. */
static int
move_load(struct hr_move *hm, const struct move *m)
{
	const unsigned char *b = m->u.b + MV_SQ;
	int j;

	memcpy(hm, m->u.b, MV_SQ);
	if (hm->type > T_DROP || hm->n < 1 || hm->n > (hm->type == T_MOAI ?
	    MAXPATH : hm->type == T_ARIKI ? 3 : 1) ||
	    (hm->from != NOSQ && hm->from >= NSQ))
		return -1;
	for (j = 0; j < hm->n; j++)
		if ((hm->sq[j] = b[j]) >= NSQ)
			return -1;
	return 0;
}

/* Whether the two bytes at s name a square, into *sq. */
static inline int
plain_square(const char *s, unsigned char *sq)
{
	unsigned f = (unsigned)(s[0] - 'a'), r = (unsigned)(s[1] - '1');

	*sq = (unsigned char)SQ(f, r);
	return f < N && r < N;
}

/*
 * parse_words's common case, every square written as a letter and a
 * digit: 0 with the move in m as parse_words would write it, else -1 for
 * parse_words, which reads it again and finds the refusal if there is
 * one.  parse_words is kept out of line so that this path, which every
 * ply takes, does not pay for the refusals' calls.
 */
static inline int
parse_plain(const struct word *w, size_t n, struct move *m)
{
	static const unsigned char type[] = { ['M' - 'A'] = T_MOAI,
	    ['A' - 'A'] = T_ARIKI, ['P' - 'A'] = T_MATO };
	static const unsigned char most[] = { [T_MOAI] = MAXPATH,
	    [T_ARIKI] = 3, [T_MATO] = 1 };
	unsigned char *b = m->u.b, t;
	const char *s = w[0].s;
	size_t i;

	if (n == 0 || w[0].len == 0 || (s[0] != 'M' && s[0] != 'A' &&
	    s[0] != 'P'))
		return -1;
	t = type[s[0] - 'A'];
	if (n == 1)
		return t == T_ARIKI && w[0].len == 4 && s[1] == '@' &&
		    plain_square(s + 2, &b[MV_SQ]) ? (b[MV_TYPE] = T_DROP,
		    b[MV_FROM] = NOSQ, b[MV_N] = 1, 0) : -1;
	if (n - 1 > most[t])
		return -1;
	if (w[0].len == 1)
		b[MV_FROM] = NOSQ;
	else if (w[0].len != 3 || !plain_square(s + 1, &b[MV_FROM]))
		return -1;
	for (i = 1; i < n; i++)
		if (w[i].len != 2 || !plain_square(w[i].s, &b[MV_SQ + i - 1]))
			return -1;
	b[MV_TYPE] = t;
	b[MV_N] = (unsigned char)(n - 1);
	return 0;
}

/* The move in the n words of w into m, or the refusal into e. */
static __attribute__((noinline)) int
parse_words(const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	unsigned char *b = m->u.b;
	size_t i, max;
	int k, sq;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "expected a move");
	switch (w[0].len > 0 ? w[0].s[0] : '\0') {
	case 'M':
		k = K_MOAI;
		break;
	case 'A':
		k = K_ARIKI;
		break;
	case 'P':
		k = K_MATO;
		break;
	default:
		return game_errf(e, 0, 0, 0, "'%.*s' is not a piece: a move "
		    "starts with M (Moai), A (Ariki) or P (Mato to'a)",
		    (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s);
	}
	b[MV_FROM] = NOSQ;
	if (w[0].len > 1 && w[0].s[1] == '@') {
		if (k != K_ARIKI)
			return game_errf(e, 0, 0, 0, "only an Ariki is dropped");
		if (word_square(&w[0], 0, 2, &sq, e) < 0)
			return -1;
		if (n > 1)
			return game_errf(e, 1, 0, 0, "a drop is the whole move: "
			    "it throws no stone");
		b[MV_TYPE] = T_DROP;
		b[MV_N] = 1;
		b[MV_SQ] = (unsigned char)sq;
		return 0;
	}
	b[MV_TYPE] = (unsigned char)(k == K_MOAI ? T_MOAI : k == K_ARIKI ?
	    T_ARIKI : T_MATO);
	if (w[0].len > 1) {
		if (word_square(&w[0], 0, 1, &sq, e) < 0)
			return -1;
		b[MV_FROM] = (unsigned char)sq;
	}
	if (n == 1)
		return game_errf(e, 0, 0, 0, k == K_MOAI ? "a Moai move needs "
		    "its path" : "%s move needs a destination", k == K_ARIKI ?
		    "an Ariki" : "a Mato to'a");
	max = k == K_MOAI ? MAXPATH : k == K_ARIKI ? 3 : 1;
	if (n - 1 > max)
		return game_errf(e, (unsigned)(max + 1), 0, 0, k == K_MOAI ?
		    "a Moai path has at most 80 squares" : k == K_ARIKI ?
		    "an Ariki throws at most two stones" : "a Mato to'a moves "
		    "one square and throws no stone");
	for (i = 1; i < n; i++) {
		if (word_square(&w[i], (unsigned)i, 0, &sq, e) < 0)
			return -1;
		b[MV_SQ + i - 1] = (unsigned char)sq;
	}
	b[MV_N] = (unsigned char)(n - 1);
	return 0;
}

static int
hr_parse(const void *st, const struct word *w, size_t n, struct move *m,
    struct game_err *e)
{
	(void)st;
	/* play_fast reads the second and third squares whether the move
	 * has them or not (and masks them off when not): they are set */
	m->u.b[MV_SQ + 1] = m->u.b[MV_SQ + 2] = 0;
	return parse_plain(w, n, m) == 0 ? 0 : parse_words(w, n, m, e);
}

/*
 * A Moai's walk written out, square by square, that is legal: moai_move's
 * path as written and moai_check's tests at once (each square an own
 * stone next to the one before, not yet walked), and moai_make's changes
 * to the sets in a few operations: 0 with the walk made, or -1 with h
 * untouched for the long way, which finds the reason or counts the paths
 * to a square not next to the Moai.
 */
static int
walk_fast(struct hanga *h, const unsigned char *b, char canon[MOVE_TEXT_MAX])
{
	const unsigned char *path = b + MV_SQ;
	unsigned from = b[MV_FROM], n = b[MV_N], side = h->turn, m, q, j;
	unsigned char moai = PIECE(K_MOAI, side), stone = STONE(side);
	struct bset walked = { { 0, 0 } }, ends, zero = { { 0, 0 } };

	if (n < 1 || n > MAXPATH || h->result != OUT_ONGOING ||
	    !bs_any(h->on[moai]))
		return -1;
	m = (unsigned)bs_first(h->on[moai]);
	if (from != NOSQ && from != m)
		return -1;
	for (q = m, j = 0; j < n; j++) {
		if (path[j] >= NSQ || !bs_has(bs_minus(bs_and(nbr[q],
		    h->on[stone]), walked), path[j]))
			return -1;
		q = path[j];
		walked = bs_or(walked, one[q]);
	}
	/* the stones walked are taken up, the Moai left m for the last */
	ends = bs_or(one[m], one[q]);
	h->on[stone] = bs_xor(h->on[stone], walked);
	h->on[EMPTY] = bs_xor(h->on[EMPTY], bs_xor(walked, ends));
	h->on[moai] = bs_xor(h->on[moai], ends);
	h->sq[m] = EMPTY;
	canon[0] = piece_letter[K_MOAI];
	for (j = 0; j < n; j++) {
		h->sq[path[j]] = EMPTY;
		memcpy(canon + 1 + 3 * j, sq_word[path[j]], 4);
	}
	h->sq[q] = moai;
	canon[1 + 3 * n] = '\0';
	finish_near(h, zero, 1);
	return 0;
}

/*
 * The common case of play, an Ariki or Mato to'a move that is legal and
 * not ambiguous (or a Moai's walk, walk_fast's), straight from the
 * move's bytes as parse wrote them: 0 with the move made and its text in
 * canon, or -1 with h untouched, and hr_play goes the long way
 * (move_load, resolve), which finds the refusal, or the same move.  It is
 * that way made short:
 *  - it takes only what move_load takes, the squares a written move
 *    does not have standing in for `to`, so that every square is one
 *    of the board and the steps below need no test of the count: a stone
 *    on `to` is masked off, and around[to] is in near anyway;
 *  - the pieces that can make the move are movers' (its test of each
 *    Ariki, the shut Moai as a set), and the move is made when resolve's
 *    first case would make it: one piece can, or the origin written can;
 *  - the Ariki's squares change as ariki_make changes them: the stones
 *    land after the Ariki leaves (one may land where it was), and the
 *    Ariki's own square is written last, over the stand-ins for `to`.
 */
static int
play_fast(struct hanga *h, const unsigned char *b, char canon[MOVE_TEXT_MAX])
{
	static const unsigned char most[T_DROP + 1] = { [T_ARIKI] = 3,
	    [T_MATO] = 1 };
	unsigned type = b[MV_TYPE], from = b[MV_FROM], n = b[MV_N];
	unsigned to = b[MV_SQ], s1, s2, side = h->turn, m, x, d, d1, d2;
	uint64_t one1, one2, shut;
	struct bset cand, can, occ, open, moved, stones, thrown, past;
	unsigned char code, stone = STONE(side);
	size_t len;

	if (type == T_MOAI)
		return walk_fast(h, b, canon);
	if (type > T_DROP || n - 1 >= most[type] || h->result != OUT_ONGOING)
		return -1;
	one1 = -(uint64_t)(n > 1);
	one2 = -(uint64_t)(n > 2);
	/* read whether written or not (hr_parse sets them), and kept only
	 * when written */
	s1 = to ^ ((b[MV_SQ + 1] ^ to) & (unsigned)one1);
	s2 = to ^ ((b[MV_SQ + 2] ^ to) & (unsigned)one2);
	if ((to >= NSQ) | (s1 >= NSQ) | (s2 >= NSQ) |
	    ((from != NOSQ) & (from >= NSQ)))
		return -1;
	if (!bs_any(h->on[PIECE(K_MOAI, side)]))
		return -1;
	m = (unsigned)bs_first(h->on[PIECE(K_MOAI, side)]);
	code = type == T_ARIKI ? PIECE(K_ARIKI, side) : PIECE(K_MATO, side);

	/* movers: a shut Moai lets only the pieces next to it move */
	open = bs_minus(moai_open(h, (int)side, (int)m), one[to]);
	shut = -(uint64_t)!bs_any(open);
	cand.w[0] = h->on[code].w[0] & (nbr[m].w[0] | ~shut);
	cand.w[1] = h->on[code].w[1] & (nbr[m].w[1] | ~shut);
	if (type == T_MATO) {
		if (is_piece(h->sq[to]))
			return -1;
		can = bs_and(cand, nbr[to]);
	} else {
		if ((n > 2) & (side == SIDE_WHITE) & h->first)
			return -1;
		occ.w[0] = ~h->on[EMPTY].w[0];
		occ.w[1] = ~h->on[EMPTY].w[1];
		/*
		 * The stones' lines, past `to`, are the same for every
		 * Ariki but for the square it leaves: thrown is what stands
		 * on them, the second stone's line counting the first
		 * stone; an Ariki can when thrown has nothing but its own
		 * square.  The first stone on the second's line is in the
		 * way of every Ariki.
		 */
		d1 = line_dir[fr17[s1] - fr17[to] + LINE_MID];
		d2 = line_dir[fr17[s2] - fr17[to] + LINE_MID];
		if (((n > 1) & (d1 > 7)) | ((n > 2) & (d2 > 7)))
			return -1;
		d1 &= 7;
		d2 &= 7;
		past = bs_minus(ray[to][d2], ray[s2][d2]);
		if (bs_any(bs_and(past, one[s1])) & (n > 2))
			return -1;
		thrown = bs_minus(ray[to][d1], ray[s1][d1]);
		thrown.w[0] = ((thrown.w[0] & one1) | (past.w[0] & one2)) &
		    occ.w[0];
		thrown.w[1] = ((thrown.w[1] & one1) | (past.w[1] & one2)) &
		    occ.w[1];
		can.w[0] = can.w[1] = 0;
		for (cand = bs_and(cand, lines[to]); bs_any(cand);
		    cand = bs_rest(cand)) {
			x = (unsigned)bs_first(cand);
			/* cand is on the lines through `to`: d < 8 */
			d = line_dir[fr17[to] - fr17[x] + LINE_MID] & 7;
			past = bs_and(bs_minus(ray[x][d], ray[to][d]), occ);
			if (!bs_any(bs_or(past, bs_minus(thrown, one[x]))))
				can = bs_or(can, one[x]);
		}
	}

	/* resolve's first case */
	if (from == NOSQ) {
		if (!bs_any(can) || bs_many(can))
			return -1;
		x = (unsigned)bs_first(can);
	} else {
		if (h->sq[from] != code || !bs_has(can, (int)from))
			return -1;
		x = from;
	}

	if (type == T_ARIKI) {
		moved = bs_or(one[x], one[to]);
		stones.w[0] = (one[s1].w[0] & one1) | (one[s2].w[0] & one2);
		stones.w[1] = (one[s1].w[1] & one1) | (one[s2].w[1] & one2);
		h->on[EMPTY] = bs_xor(h->on[EMPTY], bs_xor(moved, stones));
		h->on[code] = bs_xor(h->on[code], moved);
		h->on[stone] = bs_or(h->on[stone], stones);
		h->sq[x] = EMPTY;
		h->sq[s1] = stone;
		h->sq[s2] = stone;
		h->sq[to] = code;
	} else {
		/* `to` held nothing or a stone, which the Mato to'a takes */
		h->on[h->sq[to]] = bs_xor(h->on[h->sq[to]], one[to]);
		h->on[EMPTY] = bs_xor(h->on[EMPTY], one[x]);
		h->on[code] = bs_xor(h->on[code], bs_or(one[x], one[to]));
		h->sq[x] = EMPTY;
		h->sq[to] = code;
	}

	/* the text: every square written, the count cuts it; the origin
	 * when another piece can make the move too */
	canon[0] = piece_letter[type == T_ARIKI ? K_ARIKI : K_MATO];
	memcpy(canon + 1, sq_word[x] + 1, 2);
	len = bs_many(can) ? 3 : 1;
	memcpy(canon + len, sq_word[to], 4);
	memcpy(canon + len + 3, sq_word[s1], 4);
	memcpy(canon + len + 6, sq_word[s2], 4);
	canon[len + 3 * n] = '\0';

	finish_near(h, bs_or(around[to], bs_or(around[s1], around[s2])), 0);
	return 0;
}

/* The long way, for every move: out of line, so that the common case
 * does not pay for its frame. */
static __attribute__((noinline)) int
play_slow(struct hanga *h, struct move *m, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct hr_move hm;
	unsigned char path[MAXPATH];
	int plen = 0, from = NOSQ, others = 0, j;
	size_t len;

	if (move_load(&hm, m) < 0)
		return game_errf(e, 0, 0, 0, "not a Hanga Roa move");
	if (h->result != OUT_ONGOING)
		return game_errf(e, 0, 0, 0, "the game is over");
	/* every refusal comes before the board changes */
	switch (hm.type) {
	case T_DROP:
		if (drop_check(h, hm.sq[0], e) < 0)
			return -1;
		drop_make(h, hm.sq[0]);
		len = piece_word(canon, K_ARIKI, NOSQ);
		canon[len++] = '@';
		len = sq_text(canon, len, hm.sq[0]);
		break;
	case T_MOAI:
		if (moai_move(h, &hm, path, &plen, &from, e) < 0)
			return -1;
		moai_make(h, from, path, plen);
		len = piece_word(canon, K_MOAI, NOSQ);
		for (j = 0; j < plen; j++)
			len = add_sq(canon, len, path[j]);
		break;
	default:
		if (resolve(h, &hm, &from, &others, e) < 0)
			return -1;
		if (hm.type == T_ARIKI)
			ariki_make(h, from, hm.sq, hm.n);
		else
			mato_make(h, from, hm.sq[0]);
		len = piece_word(canon, hm.type == T_ARIKI ? K_ARIKI : K_MATO,
		    others > 0 ? from : NOSQ);
		for (j = 0; j < hm.n; j++)
			len = add_sq(canon, len, hm.sq[j]);
		break;
	}
	canon[len] = '\0';
	finish(h, hm.sq, hm.type == T_MOAI ? 0 : hm.n);
	return 0;
}

static int
hr_play(void *st, struct move *m, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct hanga *h = st;

	if (play_fast(h, m->u.b, canon) == 0)
		return 0;
	return play_slow(h, m, canon, e);
}

/* legal(): the callback and the text being built. */
struct lister {
	int	(*cb)(void *, const char *);
	void	*ctx;
	char	 text[MOVE_TEXT_MAX];
};

/* Every path of the Moai from at, over the stones not used yet. */
static int
list_paths(const struct hanga *h, struct lister *l, struct bset used,
    int at, size_t len)
{
	struct bset s, u;
	int q, ret;
	size_t nl;

	/* the neighbours' bits go in the order of dir8 */
	for (s = bs_minus(bs_and(nbr[at], h->on[STONE(h->turn)]), used);
	    bs_any(s); s = bs_rest(s)) {
		q = bs_first(s);
		nl = add_sq(l->text, len, q);
		l->text[nl] = '\0';
		if ((ret = l->cb(l->ctx, l->text)) != 0)
			return ret;
		u = used;
		bs_add(&u, q);
		if ((ret = list_paths(h, l, u, q, nl)) != 0)
			return ret;
	}
	return 0;
}

/* The text of an Ariki move, with its origin when others could make it. */
static int
emit_ariki(struct lister *l, int from, int other, int to, int s1, int s2)
{
	size_t len = piece_word(l->text, K_ARIKI, other ? from : NOSQ);

	len = add_sq(l->text, len, to);
	if (s1 >= 0)
		len = add_sq(l->text, len, s1);
	if (s2 >= 0)
		len = add_sq(l->text, len, s2);
	l->text[len] = '\0';
	return l->cb(l->ctx, l->text);
}

/*
 * The Ariki moves.  For each move, the other Ariki that could make it
 * too are followed with boards of their own (the clear squares clr[],
 * where stones can fly), which differ from the mover's in the squares the
 * two have left, for the origin in the text.
 */
static int
list_ariki(const struct hanga *h, struct lister *l)
{
	struct bset dest[MAXKIND], clr[MAXKIND], ty1[MAXKIND], ty2[MAXKIND];
	struct bset s, t1, t2, u1, u2, c;
	int org[MAXKIND], oky[MAXKIND], oky1[MAXKIND];
	int side = h->turn, na, x, y, to, s1, s2, any, ret;
	int most = side == SIDE_WHITE && h->first ? 1 : 2;

	na = pieces(h, PIECE(K_ARIKI, side), org, MAXKIND);
	for (y = 0; y < na; y++)
		dest[y] = lines_from(h->on[EMPTY], org[y]);
	for (x = 0; x < na; x++)
		for (s = dest[x]; bs_any(s); s = bs_rest(s)) {
			to = bs_first(s);
			if (shuts_moai(h, org[x], to))
				continue;
			for (any = 0, y = 0; y < na; y++) {
				oky[y] = 0;
				if (y == x || !bs_has(dest[y], to) ||
				    shuts_moai(h, org[y], to))
					continue;
				oky[y] = any = 1;
				clr[y] = h->on[EMPTY];
				bs_add(&clr[y], org[y]);
				bs_del(&clr[y], to);
				ty1[y] = lines_from(clr[y], to);
			}
			if ((ret = emit_ariki(l, org[x], any, to, -1, -1)) != 0)
				return ret;
			clr[x] = h->on[EMPTY];
			bs_add(&clr[x], org[x]);
			bs_del(&clr[x], to);
			t1 = lines_from(clr[x], to);
			for (u1 = t1; bs_any(u1); u1 = bs_rest(u1)) {
				s1 = bs_first(u1);
				for (any = 0, y = 0; y < na; y++)
					any |= oky1[y] = oky[y] &&
					    bs_has(ty1[y], s1);
				if ((ret = emit_ariki(l, org[x], any, to, s1,
				    -1)) != 0)
					return ret;
				if (most < 2)
					continue;
				c = clr[x];
				bs_del(&c, s1);
				t2 = lines_from(c, to);
				for (y = 0; y < na; y++) {
					if (!oky1[y])
						continue;
					c = clr[y];
					bs_del(&c, s1);
					ty2[y] = lines_from(c, to);
				}
				for (u2 = t2; bs_any(u2); u2 = bs_rest(u2)) {
					s2 = bs_first(u2);
					for (any = 0, y = 0; y < na; y++)
						any |= oky1[y] &&
						    bs_has(ty2[y], s2);
					if ((ret = emit_ariki(l, org[x], any,
					    to, s1, s2)) != 0)
						return ret;
				}
			}
		}
	return 0;
}

static int
list_mato(const struct hanga *h, struct lister *l)
{
	int org[MAXKIND], n, x, y, d, f, r, other, ret;
	size_t len;

	n = pieces(h, PIECE(K_MATO, h->turn), org, MAXKIND);
	for (x = 0; x < n; x++)
		for (d = 0; d < 8; d++) {
			f = FILE_OF(org[x]) + dir8[d][0];
			r = RANK_OF(org[x]) + dir8[d][1];
			if (!on_board(f, r) ||
			    mato_check(h, org[x], SQ(f, r), NULL) < 0)
				continue;
			for (other = 0, y = 0; y < n; y++)
				if (y != x && mato_check(h, org[y], SQ(f, r),
				    NULL) == 0)
					other = 1;
			len = piece_word(l->text, K_MATO, other ? org[x] : NOSQ);
			len = add_sq(l->text, len, SQ(f, r));
			l->text[len] = '\0';
			if ((ret = l->cb(l->ctx, l->text)) != 0)
				return ret;
		}
	return 0;
}

static int
list_drops(const struct hanga *h, struct lister *l)
{
	int f, ret;
	size_t len;

	if (h->hand[h->turn] == 0)
		return 0;
	for (f = 0; f < N; f++) {
		if (h->sq[SQ(f, home_rank(h->turn))] != EMPTY ||
		    drop_check(h, SQ(f, home_rank(h->turn)), NULL) < 0)
			continue;
		len = piece_word(l->text, K_ARIKI, NOSQ);
		l->text[len++] = '@';
		len = sq_text(l->text, len, SQ(f, home_rank(h->turn)));
		l->text[len] = '\0';
		if ((ret = l->cb(l->ctx, l->text)) != 0)
			return ret;
	}
	return 0;
}

static int
hr_legal(const void *st, int (*cb)(void *, const char *), void *ctx)
{
	const struct hanga *h = st;
	struct lister l;
	struct bset used = { { 0, 0 } };
	int m, ret;

	if (h->result != OUT_ONGOING)
		return 0;
	l.cb = cb;
	l.ctx = ctx;
	if ((m = find_moai(h, h->turn)) >= 0) {
		bs_add(&used, m);
		piece_word(l.text, K_MOAI, NOSQ);
		if ((ret = list_paths(h, &l, used, m, 1)) != 0)
			return ret;
	}
	if ((ret = list_ariki(h, &l)) != 0 || (ret = list_mato(h, &l)) != 0)
		return ret;
	return list_drops(h, &l);
}

static enum side
hr_to_move(const void *st)
{
	const struct hanga *h = st;

	return (enum side)h->turn;
}

static int
stop_at_first(void *ctx, const char *canon)
{
	(void)ctx;
	(void)canon;
	return 1;
}

/*
 * Whether a piece that leaves from (next to the Moai or not) has a
 * destination in t that keeps one of the Moai's open neighbours open: the
 * move fills its destination and empties from (shuts_moai).
 */
static inline int
keeps_open(struct bset open, int near, struct bset t)
{
	if (!bs_any(t))
		return 0;
	return near || bs_many(open) ||
	    (bs_any(open) && bs_any(bs_minus(t, open)));
}

/*
 * Whether the side to move has a legal move.  outcome() asks after every
 * ply, so the moves are not listed: each kind of piece is judged at once
 * from the sets.  A Moai with a stone of its own next to it can step
 * there.  Otherwise a move of another piece is legal when the piece
 * moves by its rule and keeps the Moai open (keeps_open), stones or not;
 * an Ariki moves to the empty squares next to it and along the lines
 * through them.
 */
static inline __attribute__((always_inline)) int
can_move(const struct hanga *h)
{
	int side = h->turn, m = find_moai(h, side), x, q, f, r, near;
	struct bset open, busy, s, t;

	if (m < 0)		/* not at rest: one Moai per side */
		return hr_legal(h, stop_at_first, NULL) != 0;
	if (bs_any(bs_and(nbr[m], h->on[STONE(side)])))
		return 1;
	open = moai_open(h, side, m);
	/* the pieces: the squares neither empty nor a stone */
	busy = bs_or(h->on[EMPTY], bs_or(h->on[STONE(SIDE_WHITE)],
	    h->on[STONE(SIDE_BLACK)]));
	busy.w[0] = ~busy.w[0];
	busy.w[1] = ~busy.w[1];
	for (s = h->on[PIECE(K_MATO, side)]; bs_any(s); s = bs_rest(s)) {
		x = bs_first(s);
		if (keeps_open(open, adjacent(m, x), bs_minus(nbr[x], busy)))
			return 1;
	}
	for (s = h->on[PIECE(K_ARIKI, side)]; bs_any(s); s = bs_rest(s)) {
		x = bs_first(s);
		near = adjacent(m, x);
		t = bs_and(nbr[x], h->on[EMPTY]);
		if (keeps_open(open, near, t))
			return 1;
		if (near || !bs_any(t) || !bs_any(open))
			continue;
		/* t and open are both the one square q: the Ariki may still
		 * go on past it, along the line */
		q = bs_first(t);
		f = 2 * FILE_OF(q) - FILE_OF(x);
		r = 2 * RANK_OF(q) - RANK_OF(x);
		if (on_board(f, r) && h->sq[SQ(f, r)] == EMPTY)
			return 1;
	}
	return h->hand[side] > 0 &&
	    keeps_open(open, 0, bs_and(home_set[side], h->on[EMPTY]));
}

/* hr_outcome once the game is over: out of line, as play_plies asks
 * after every ply and the answer is almost always "not yet". */
static __attribute__((noinline)) enum outcome
outcome_over(const struct hanga *h, char why[256])
{
	int w;

	if (h->result != OUT_ONGOING) {
		w = h->result == OUT_BLACK ? SIDE_BLACK : SIDE_WHITE;
		if (why != NULL && h->why == WHY_RANK)
			snprintf(why, 256, "%s's Moai reached rank %d",
			    side_name((enum side)w), far_rank(w) + 1);
		else if (why != NULL)
			snprintf(why, 256, "%s's Moai is enclosed",
			    side_name((enum side)(w ^ 1)));
		return (enum outcome)h->result;
	}
	if (why != NULL)
		snprintf(why, 256, "%s has no legal move",
		    side_name((enum side)h->turn));
	return h->turn == SIDE_BLACK ? OUT_WHITE : OUT_BLACK;
}

static enum outcome
hr_outcome(const void *st, char why[256])
{
	const struct hanga *h = st;

	if (why != NULL)
		why[0] = '\0';
	if (h->result == OUT_ONGOING && can_move(h))
		return OUT_ONGOING;
	return outcome_over(h, why);
}

static char
render_char(unsigned char c)
{
	if (c == EMPTY)
		return '.';
	if (is_stone(c))
		return owner(c) == SIDE_WHITE ? 'o' : 'x';
	return board_char(c);
}

_Static_assert(N < 10, "the diagram writes a rank as one digit");

static int
render_board(const struct hanga *h, const struct render_info *ri,
    struct buf *b)
{
	char why[256];
	enum outcome o;
	int f, r, rc = 0;

	char line[2 + 2 * N + 3];
	size_t n;

	/* every line put together in place, no format parsed: the diagram
	 * goes out after every ply of rongo-render-ascii --all */
	if (ri == NULL || ri->ply == 0)
		rc |= buf_puts(b, "Hanga Roa, start position\n");
	else {
		rc |= buf_puts(b, "Hanga Roa, after ply ");
		rc |= buf_putunum(b, ri->ply);
		if (ri->last != NULL) {
			rc |= buf_puts(b, " (");
			rc |= buf_puts(b, ri->last);
			rc |= buf_putc(b, ')');
		}
		rc |= buf_putc(b, '\n');
	}
	rc |= buf_puts(b, "   a b c d e f g h i\n");
	for (r = N - 1; r >= 0; r--) {
		n = 0;
		line[n++] = ' ';	/* a rank is one digit */
		line[n++] = (char)('1' + r);
		for (f = 0; f < N; f++) {
			line[n++] = ' ';
			line[n++] = render_char(h->sq[SQ(f, r)]);
		}
		line[n++] = ' ';
		line[n++] = (char)('1' + r);
		line[n++] = '\n';
		rc |= buf_add(b, line, n);
	}
	rc |= buf_puts(b, "   a b c d e f g h i\n");
	o = hr_outcome(h, why);
	rc |= render_status(b, o, (enum side)h->turn, why);
	rc |= buf_puts(b, "In hand: White ");
	rc |= buf_putnum(b, h->hand[SIDE_WHITE]);
	rc |= buf_puts(b, " Ariki, Black ");
	rc |= buf_putnum(b, h->hand[SIDE_BLACK]);
	rc |= buf_puts(b, " Ariki.\n");
	rc |= buf_puts(b, "Legend: M/m Moai, A/a Ariki, P/p Mato to'a "
	    "(White/Black), o White stone, x Black stone, . empty\n");
	return rc;
}

static int
hr_render(const void *st, const struct render_info *ri, struct buf *b)
{
	size_t len = b->len;

	return render_end(b, len, render_board(st, ri, b));
}

/*
 * --list actions: a form for each piece's move and the drop; the origin
 * glued to the letter is written only when two pieces could move.
 */
static const struct game_form hr_forms[] = {
	{ "M SQUARE...", "M d1",
	    "the Moai travels over its own stones, taking them up" },
	{ "A TO [STONE [STONE]]", "A e5 a5 i5",
	    "an Ariki moves as a queen, then throws up to two stones" },
	{ "A@SQUARE", "A@c1", "an Ariki from hand dropped on the home rank" },
	{ "P TO", "P c7",
	    "a Mato to'a steps one square, taking any stone there" },
	{ "PFROM TO", "Pd2 d3",
	    "a piece named by its square, when two could move" },
	{ NULL, NULL, NULL }
};

const struct game game_hanga_roa = {
	.id = "hanga-roa",
	.name = "Hanga Roa",
	.aliases = NULL,
	.kind = GAME_BOARD,
	.opts = hr_opts,
	.forms = hr_forms,
	.state_size = sizeof(struct hanga),
	.init = hr_init,
	.pos_read = hr_pos_read,
	.pos_write = hr_pos_write,
	.starts_move = hr_starts_move,
	.parse = hr_parse,
	.play = hr_play,
	.legal = hr_legal,
	.to_move = hr_to_move,
	.outcome = hr_outcome,
	.render = hr_render,
};
