/*
 * test_tang_perft: Tang's move generation, cross-checked against a
 * brute-force generator of this file's own.
 *
 * The generator below was written from notation/tang.md and the Tang
 * section of RULINGS.md alone, without reading lib/games/tang.c, so that
 * the two can only agree by both following the rules.  It is meant to be
 * obviously right rather than fast: it tries every move text a piece
 * could have on a plain 8x8 board and throws out those the rules
 * forbid.  For the default setup and a handful of
 * positions made to reach the corners of the rules (jumps that hit,
 * pieces taken off for being blocked, several at once, the ban on
 * blocking oneself, turns refused next to an enemy, the board's edges, a
 * won game), the test compares perft of both (to depth 3 for the
 * default setup and the smaller positions, to depth 2 for the others,
 * whose depth 3 runs to ten million moves) and the depth-1 move lists
 * as sets, printing the difference when they disagree.
 *
 * The generator is checked on its own first, against depth-1 counts and
 * positions worked out by hand (see the comments at hand_default,
 * HAND_WIN and HAND_WIN_B).
 *
 * Readings of the rules taken here:
 *  - r is the clockwise eighth turn, l the anticlockwise one (as R, L).
 *  - Move texts are counted, not resulting positions: a two-hand piece
 *    with opposite hands (N,S) gets the same hands from R and from L, and
 *    both texts are moves.  (No turn ever leaves hands unchanged: that
 *    would need a set of hands closed under a quarter turn, 4 or 8 of
 *    them.)
 *  - Whether an enemy stands next to the destination of a longest slide
 *    is judged on the board before the move; the eighth turns are turns
 *    and fall under the same rule.
 *  - Blocked enemy pieces are taken off all at once, judged on the board
 *    after the move and the hit; taking off enemy pieces never blocks
 *    another enemy piece, so the order cannot matter.
 *  - The win is the mover's only, judged after the removals; a won game
 *    has no moves.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "perft.h"

/* ---------------------------------------------------------------------
 * The generator.
 * ------------------------------------------------------------------ */

#define EMPTY	(-1)
#define WHITE	0
#define BLACK	1
/* Room for every move of one position: at most 64 pieces, each with at
 * most 8 directions x 3 squares x 5 turns of slides and 3 jumps. */
#define TMOVES_MAX	(64 * (8 * 3 * 5 + 3))

/* Directions in the order N NE E SE S SW W NW: bit i of a hand mask is
 * direction i; a clockwise eighth turn is i + 1, a quarter turn i + 2. */
static const int dfile[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int drank[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const char *const dname[8] = {
	"N", "NE", "E", "SE", "S", "SW", "W", "NW"
};

/* A position: square rank * 8 + file (a1 = 0, h8 = 63). */
struct tb {
	signed char	col[64];	/* EMPTY, WHITE or BLACK */
	unsigned char	hands[64];	/* hand mask, 0 on an empty square */
	int		side;		/* to move */
	int		over;		/* the last move won the game */
};

/* A move: from, to, and the character after the squares: for a slide
 * '\0' (no turn), 'R', 'L', 'r' or 'l'; for a jump '\0' or 'x'. */
struct tmove {
	unsigned char	from, to;
	char		jump;
	char		suffix;
};

static int
on_board(int file, int rank)
{
	return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

static int
nhands(unsigned h)
{
	int i, n = 0;

	for (i = 0; i < 8; i++)
		n += (int)((h >> i) & 1u);
	return n;
}

/* Every hand turned k eighths clockwise (k in 0..7). */
static unsigned char
turned(unsigned h, int k)
{
	unsigned o = 0;
	int i;

	for (i = 0; i < 8; i++)
		if ((h >> i) & 1u)
			o |= 1u << ((i + k) % 8);
	return (unsigned char)o;
}

/* Eighths clockwise of a turn letter. */
static int
turn_eighths(char t)
{
	switch (t) {
	case 'R':
		return 2;
	case 'L':
		return 6;
	case 'r':
		return 1;
	case 'l':
		return 7;
	default:
		return 0;
	}
}

/* Whether the piece of colour col with hands h on square sq of b has
 * every hand blocked: pointing off the board or at an enemy piece. */
static int
all_blocked(const struct tb *b, int sq, unsigned h, int col)
{
	int d, f, r;

	for (d = 0; d < 8; d++) {
		if (!((h >> d) & 1u))
			continue;
		f = sq % 8 + dfile[d];
		r = sq / 8 + drank[d];
		if (!on_board(f, r))
			continue;
		if (b->col[r * 8 + f] == 1 - col)
			continue;
		return 0;
	}
	return 1;
}

/* Whether a piece of colour enemy stands next to square sq. */
static int
enemy_next_to(const struct tb *b, int sq, int enemy)
{
	int d, f, r;

	for (d = 0; d < 8; d++) {
		f = sq % 8 + dfile[d];
		r = sq / 8 + drank[d];
		if (on_board(f, r) && b->col[r * 8 + f] == enemy)
			return 1;
	}
	return 0;
}

/* Whether side col has two pieces side by side on its goal rank. */
static int
pair_on_goal(const struct tb *b, int col)
{
	int rank = col == WHITE ? 7 : 0, f;

	for (f = 0; f + 1 < 8; f++)
		if (b->col[rank * 8 + f] == col &&
		    b->col[rank * 8 + f + 1] == col)
			return 1;
	return 0;
}

/* The canonical text of m. */
static void
tmove_text(const struct tmove *m, char out[16])
{
	int n = 0;

	out[n++] = (char)('a' + m->from % 8);
	out[n++] = (char)('1' + m->from / 8);
	out[n++] = m->jump ? '^' : '-';
	out[n++] = (char)('a' + m->to % 8);
	out[n++] = (char)('1' + m->to / 8);
	if (m->suffix != '\0')
		out[n++] = m->suffix;
	out[n] = '\0';
}

/* The hands of the piece m moves, after the move. */
static unsigned
moved_hands(const struct tb *b, const struct tmove *m)
{
	unsigned h = b->hands[m->from];

	return m->jump ? h : turned(h, turn_eighths(m->suffix));
}

/* Whether m leaves the moved piece with every hand blocked, judged
 * before anything is taken off (a piece hit is under the mover then). */
static int
self_blocked(const struct tb *b, const struct tmove *m)
{
	struct tb t = *b;

	t.col[m->from] = EMPTY;
	t.col[m->to] = (signed char)b->side;
	return all_blocked(&t, m->to, moved_hands(b, m), b->side);
}

/* Play m on b into *out: move (taking off a piece hit), then take off
 * every enemy piece with every hand blocked, all at once (taking off
 * enemy pieces blocks no enemy piece), then see whether the mover has
 * won.  The move must have passed self_blocked. */
static void
tplay(const struct tb *b, const struct tmove *m, struct tb *out)
{
	int me = b->side, enemy = 1 - b->side, sq;

	*out = *b;
	out->col[m->from] = EMPTY;
	out->hands[m->from] = 0;
	out->col[m->to] = (signed char)me;
	out->hands[m->to] = (unsigned char)moved_hands(b, m);
	for (sq = 0; sq < 64; sq++)
		if (out->col[sq] == enemy &&
		    all_blocked(out, sq, out->hands[sq], enemy)) {
			out->col[sq] = EMPTY;
			out->hands[sq] = 0;
		}
	out->over = pair_on_goal(out, me);
	out->side = enemy;
}

/* Every legal move of b into ms; returns how many. */
static size_t
tgen(const struct tb *b, struct tmove *ms)
{
	static const char turns[5] = { '\0', 'R', 'L', 'r', 'l' };
	int me = b->side, enemy = 1 - b->side;
	int sq, d, len, maxlen, n, t, f, r, y, z;
	size_t k = 0;
	struct tmove m;

	if (b->over)
		return 0;
	for (sq = 0; sq < 64; sq++) {
		if (b->col[sq] != me)
			continue;
		n = nhands(b->hands[sq]);
		maxlen = 4 - n;		/* 3, 2 or 1 squares */
		/* Slides, with every turn there is. */
		for (d = 0; d < 8; d++) {
			f = sq % 8;
			r = sq / 8;
			for (len = 1; len <= maxlen; len++) {
				f += dfile[d];
				r += drank[d];
				if (!on_board(f, r) ||
				    b->col[r * 8 + f] != EMPTY)
					break;
				for (t = 0; t < (n == 1 ? 5 : 3); t++) {
					if (turns[t] != '\0' && len == maxlen &&
					    enemy_next_to(b, r * 8 + f, enemy))
						continue;
					m.from = (unsigned char)sq;
					m.to = (unsigned char)(r * 8 + f);
					m.jump = 0;
					m.suffix = turns[t];
					if (!self_blocked(b, &m))
						ms[k++] = m;
				}
			}
		}
		/* Jumps: over an own piece with a hand the same way. */
		for (d = 0; d < 8; d++) {
			if (!((b->hands[sq] >> d) & 1u))
				continue;
			f = sq % 8 + dfile[d];
			r = sq / 8 + drank[d];
			if (!on_board(f, r))
				continue;
			y = r * 8 + f;
			if (b->col[y] != me || !((b->hands[y] >> d) & 1u))
				continue;
			f += dfile[d];
			r += drank[d];
			if (!on_board(f, r))
				continue;
			z = r * 8 + f;
			if (b->col[z] == me)
				continue;
			m.from = (unsigned char)sq;
			m.to = (unsigned char)z;
			m.jump = 1;
			m.suffix = b->col[z] == enemy ? 'x' : '\0';
			if (!self_blocked(b, &m))
				ms[k++] = m;
		}
	}
	assert_true(k <= TMOVES_MAX);
	return k;
}

static unsigned long long
tperft(const struct tb *b, unsigned depth)
{
	struct tmove *ms;
	struct tb after;
	unsigned long long n = 0;
	size_t k, i;

	if (depth == 0)
		return 1;
	ms = malloc(TMOVES_MAX * sizeof(*ms));
	assert_non_null(ms);
	k = tgen(b, ms);
	if (depth == 1) {
		free(ms);
		return k;
	}
	for (i = 0; i < k; i++) {
		tplay(b, &ms[i], &after);
		n += tperft(&after, depth - 1);
	}
	free(ms);
	return n;
}

/* Read a position string (notation/tang.md) into *b; returns 0, or -1
 * with the reason in why. */
static int
tread(struct tb *b, const char *s, char why[128])
{
	int rank = 7, file = 0, col, d, i, sq;
	unsigned h;
	size_t len;

	memset(b, 0, sizeof(*b));
	for (sq = 0; sq < 64; sq++)
		b->col[sq] = EMPTY;
	for (;;) {
		if (*s >= '1' && *s <= '8') {
			file += *s++ - '0';
			if (*s >= '1' && *s <= '8') {
				snprintf(why, 128, "two counts in a row");
				return -1;
			}
		} else if (*s == 'W' || *s == 'B') {
			col = *s++ == 'W' ? WHITE : BLACK;
			if (*s++ != '(') {
				snprintf(why, 128, "( expected");
				return -1;
			}
			h = 0;
			d = -1;
			for (;;) {
				for (i = 7; i >= 0; i--) {
					len = strlen(dname[i]);
					if (strncmp(s, dname[i], len) == 0 &&
					    (s[len] == ',' || s[len] == ')'))
						break;
				}
				if (i < 0 || i <= d) {
					snprintf(why, 128, "bad hand at %s", s);
					return -1;
				}
				d = i;
				h |= 1u << i;
				s += strlen(dname[i]);
				if (*s++ == ')')
					break;
			}
			if (nhands(h) > 3 || file >= 8) {
				snprintf(why, 128, "bad piece");
				return -1;
			}
			b->col[rank * 8 + file] = (signed char)col;
			b->hands[rank * 8 + file] = (unsigned char)h;
			file++;
		} else {
			if (file != 8) {
				snprintf(why, 128, "rank %d has %d squares",
				    rank + 1, file);
				return -1;
			}
			if (rank == 0)
				break;
			if (*s++ != '/') {
				snprintf(why, 128, "/ expected");
				return -1;
			}
			rank--;
			file = 0;
		}
		if (file > 8) {
			snprintf(why, 128, "rank %d too long", rank + 1);
			return -1;
		}
	}
	if (s[0] != ' ' || (s[1] != 'w' && s[1] != 'b') || s[2] != '\0') {
		snprintf(why, 128, "side expected at \"%s\"", s);
		return -1;
	}
	b->side = s[1] == 'w' ? WHITE : BLACK;
	/* The refusals of a Setup. */
	for (sq = 0; sq < 64; sq++)
		if (b->col[sq] != EMPTY &&
		    all_blocked(b, sq, b->hands[sq], b->col[sq])) {
			snprintf(why, 128, "%c%c has every hand blocked",
			    'a' + sq % 8, '1' + sq / 8);
			return -1;
		}
	if (pair_on_goal(b, WHITE) || pair_on_goal(b, BLACK)) {
		snprintf(why, 128, "a pair on a goal rank");
		return -1;
	}
	return 0;
}

/* Write b back as a position string (to check moves by hand). */
static void
twrite(const struct tb *b, char *out, size_t size)
{
	int rank, file, gap, d, first;
	size_t n = 0;

	for (rank = 7; rank >= 0; rank--) {
		gap = 0;
		for (file = 0; file < 8; file++) {
			const int sq = rank * 8 + file;

			if (b->col[sq] == EMPTY) {
				gap++;
				continue;
			}
			if (gap > 0)
				n += (size_t)snprintf(out + n, size - n, "%d",
				    gap);
			gap = 0;
			n += (size_t)snprintf(out + n, size - n, "%c(",
			    b->col[sq] == WHITE ? 'W' : 'B');
			first = 1;
			for (d = 0; d < 8; d++)
				if ((b->hands[sq] >> d) & 1u) {
					n += (size_t)snprintf(out + n,
					    size - n, "%s%s", first ? "" : ",",
					    dname[d]);
					first = 0;
				}
			n += (size_t)snprintf(out + n, size - n, ")");
		}
		if (gap > 0)
			n += (size_t)snprintf(out + n, size - n, "%d", gap);
		if (rank > 0)
			n += (size_t)snprintf(out + n, size - n, "/");
	}
	snprintf(out + n, size - n, " %c", b->side == WHITE ? 'w' : 'b');
}

static void
tload(struct tb *b, const char *pos)
{
	char why[128];

	if (tread(b, pos, why) != 0)
		fail_msg("generator: position \"%s\": %s", pos, why);
}

/* ---------------------------------------------------------------------
 * Move-text lists, as sets.
 * ------------------------------------------------------------------ */

struct strs {
	char	**v;
	size_t	  n, cap;
};

static int
strs_add(void *ctx, const char *s)
{
	struct strs *l = ctx;
	size_t len = strlen(s);

	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 64;
		l->v = realloc(l->v, l->cap * sizeof(*l->v));
		assert_non_null(l->v);
	}
	l->v[l->n] = malloc(len + 1);
	assert_non_null(l->v[l->n]);
	memcpy(l->v[l->n], s, len + 1);
	l->n++;
	return 0;
}

static void
strs_free(struct strs *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
	memset(l, 0, sizeof(*l));
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The generator's move texts of b. */
static void
tlist(const struct tb *b, struct strs *l)
{
	struct tmove *ms = malloc(TMOVES_MAX * sizeof(*ms));
	char text[16];
	size_t k, i;

	assert_non_null(ms);
	k = tgen(b, ms);
	for (i = 0; i < k; i++) {
		tmove_text(&ms[i], text);
		strs_add(l, text);
	}
	free(ms);
}

/* Compare two lists as sets (and for repeats); print the difference and
 * return the number of texts in it. */
static size_t
strs_diff(const char *what, struct strs *lib, struct strs *mine)
{
	size_t i = 0, j = 0, bad = 0;
	int c;

	qsort(lib->v, lib->n, sizeof(*lib->v), cmp_str);
	qsort(mine->v, mine->n, sizeof(*mine->v), cmp_str);
	for (i = 0; i + 1 < lib->n; i++)
		if (strcmp(lib->v[i], lib->v[i + 1]) == 0) {
			fprintf(stderr, "%s: legal() lists %s twice\n",
			    what, lib->v[i]);
			bad++;
		}
	for (i = 0; i + 1 < mine->n; i++)
		if (strcmp(mine->v[i], mine->v[i + 1]) == 0) {
			fprintf(stderr, "%s: the generator lists %s "
			    "twice\n", what, mine->v[i]);
			bad++;
		}
	i = 0;
	while (i < lib->n || j < mine->n) {
		if (i == lib->n)
			c = 1;
		else if (j == mine->n)
			c = -1;
		else
			c = strcmp(lib->v[i], mine->v[j]);
		if (c < 0) {
			fprintf(stderr, "%s: only legal() has %s\n", what,
			    lib->v[i++]);
			bad++;
		} else if (c > 0) {
			fprintf(stderr, "%s: only the generator has %s\n",
			    what, mine->v[j++]);
			bad++;
		} else {
			i++;
			j++;
		}
	}
	return bad;
}

/* Whether the generator lists text in b. */
static int
thas(const struct tb *b, const char *text)
{
	struct strs l = { NULL, 0, 0 };
	size_t i;
	int found = 0;

	tlist(b, &l);
	for (i = 0; i < l.n; i++)
		if (strcmp(l.v[i], text) == 0)
			found = 1;
	strs_free(&l);
	return found;
}

/* Play the generator's move text on b; the position string after it. */
static void
tafter(const struct tb *b, const char *text, char *out, size_t size)
{
	struct tmove *ms = malloc(TMOVES_MAX * sizeof(*ms));
	struct tb after;
	char t[16];
	size_t k, i;

	assert_non_null(ms);
	k = tgen(b, ms);
	for (i = 0; i < k; i++) {
		tmove_text(&ms[i], t);
		if (strcmp(t, text) == 0)
			break;
	}
	if (i == k) {
		free(ms);
		fail_msg("generator: %s is not a move", text);
	}
	tplay(b, &ms[i], &after);
	free(ms);
	twrite(&after, out, size);
	if (after.over)
		snprintf(out + strlen(out), size - strlen(out), " won");
}

/* ---------------------------------------------------------------------
 * The positions.
 * ------------------------------------------------------------------ */

#define DEFAULT_POS \
	"1B(SW)B(E,S)B(E,S,W)B(S)B(E,S,W)B(S,W)B(S)/8/8/8/8/8/8/" \
	"W(N)W(N,E)W(N,E,W)W(N)W(N,E,W)W(N,W)W(NE)1 w"

/*
 * Jumps.  White: c3^e5x hits e5 over d4, and the landing piece's hand
 * NE now meets f6 while its N is free, so it stands; f6 (SW) and d6 (SE)
 * then point only at it and both go too.  h6^h8 over h7 would leave
 * {N,NE} all off the board: refused.  a2 cannot jump onto c2 (White's),
 * b2 has no jump (c2 has no hand E), f2 cannot jump over g2 (Black's).
 * Black to move: b7^b5x over b6 hits b5.
 */
#define JUMPS \
	"8/1B(E,S)5W(N)/1B(S,W)1B(SE)1B(SW)1W(N,NE)/1W(N,E)2B(S,W)3/" \
	"3W(NE,E)4/2W(N,NE)5/W(E)W(E)W(N)2W(N,E)B(N,W)1/8"

/*
 * Removals.  White b5-b7 may not end with hand N on b8 (Black's), even
 * though b8 would then go; b5-b7R, L, r and l all take off a6, c6 and
 * b8 at once.  g5-h5 needs L (N free): E is off the board and R points
 * at h4; h4 {N,E} then goes.  e3-e6 is the longest slide next to f7: no
 * turn.  Black: c4-a2L takes a1 {N} off; other turns on a2 block
 * themselves.
 */
#define REMOVALS \
	"1B(S)6/5B(E,S)2/B(NE)1B(NW)5/1W(N)4W(E)1/2B(SW)4B(N,E)/" \
	"4W(N)3/8/W(N)7"

/*
 * Edges and turns: pieces in corners and on edges, two-hand pieces with
 * opposite hands (R and L give the same hands, two texts), a three-hand
 * piece whose slides next to e6 and c7 cannot turn, two-hand slides of
 * two squares next to an enemy that cannot turn.
 */
#define EDGES \
	"B(E,S)6W(S,W)/2B(E,S,W)5/4B(S,W)3/8/W(N,S)W(N,S)1W(N,E,W)4/8/8/" \
	"7B(N,W)"

/*
 * A win: White has ten winning moves (hand_win); after the others Black
 * may win with f3-f1R, f3-f1L and f3-h1R, and after a win nobody moves.
 */
#define WIN	"3W(S)4/4W(N)3/2W(N)1W(N,W)3/8/8/5B(S)2/8/6B(N,E)1"

/*
 * The default setup by hand, White to move.  No Black piece is near, so
 * only the board's edge blocks a hand and no turn is refused.  Turns of
 * a one-hand piece: none, R, L, r, l; of the others: none, R, L.
 *  a1 {N}: a2 a3 a4 (R, r, none: L, l point off the board) 3 x 3, b2 c3
 *     d4 3 x 5; E blocked by b1: 24.
 *  b1 {N,E}: b2 b3 c2 d3 a2, 3 turns each: 15.  Jump E over c1 lands
 *     on d1 (White's): none.
 *  c1 {N,E,W}: c2 d2 b2, 3 turns each: 9.  d1 and b1 have no hand E, W.
 *  d1 {N}: d2 d3 d4 e2 f3 g4 c2 b3 5 each, a4 3 (L, l off): 43.
 *  e1 {N,E,W}: e2 f2 d2, 3 each: 9.  Jump W over d1: no hand W there.
 *  f1 {N,W}: f2 f3 g2 h3 e2 d3, 3 each: 18.  Jump W over e1 lands on
 *     d1: none.
 *  g1 {NE}: g2 g3 g4 f2 e3 d4 5 each; h2 and h1 only L (NW) and l (N):
 *     2 each: 34.
 * In all 24 + 15 + 9 + 43 + 9 + 18 + 34 = 152, and as many for Black
 * (White's setup turned half a turn).
 *
 * Depth 2 by hand: no White move takes off, blocks or wins, and Black's
 * slides stay on ranks 5-8, so Black keeps its 152 but where a White
 * piece reaching rank 4 stands next to a three-square slide's end on
 * rank 5: such a slide may not turn, and a hand on the White piece
 * blocks.  On a4 (a1-a4, R, r; d1-a4, R, r: 6 moves) Black loses e8-b5
 * R L r l and b8-b5 (SW on a4) all 5: 9.  On d4 (a1-d4, d1-d4, g1-d4,
 * 5 turns each: 15) it loses h8-e5 and e8-e5 4 each, b8-e5 (SW on d4)
 * 5: 13.  On g4 (d1-g4, g1-g4: 10) it loses the turns R r of h8-h5 and
 * e8-h5 (L, l point off the board anyway): 4.  So 152 x 152 - 6 x 9 -
 * 15 x 13 - 10 x 4 = 23104 - 289 = 22815.
 */
static const struct {
	const char	*sq;
	unsigned	 n;
} hand_default[] = {
	{ "a1", 24 }, { "b1", 15 }, { "c1", 9 }, { "d1", 43 },
	{ "e1", 9 }, { "f1", 18 }, { "g1", 34 },
};

/*
 * WIN by hand, White to move.  Black's f3 is next to e4 and g4 only.
 *  d8 {S}: d7 d6 d5 c7 b6 e8 f8 g8 c8 b8 5 each, a5 a8 3 each (W and SW
 *     off): 56.  None wins: d8 leaves rank 8.
 *  e7 {N}: f7 g7 d7 c7 b7 f6 g5 d6 c5 b4 5 each, h7 h4 3 each, e8 R L
 *     (both win, next to d8), f8 R L: 60.
 *  c6 {N}: c7 d7 d6 d5 e4 c5 c4 c3 b5 b6 b7 5 each, a4 a6 3 each, c8 R
 *     L and e8 R L (all four win), a8 R: 66.
 *  e6 {N,W}: f7 g8 f6 g6 f5 e5 d5 c4 d6 d7 c8 3 each (c8 three wins),
 *     g4 and e4 longest slides next to f3: no turn, 1 each; jump e6^e8
 *     over e7 (W points at d8: free) wins: 36.
 * In all 218, 10 of them winning.
 */
#define HAND_WIN	218
#define HAND_WIN_WINS	10

/*
 * WIN by hand, Black to move.  Turns of {S}: R gives W, L E, r SW, l SE.
 *  f3 {S}: f4 f5 g4 g3 g2 f2 e2 e3 d3 c3 e4 d5 5 each; h5 h3 3 each (E,
 *     SE off); f6 is a longest slide next to e7 and e6: no turn, 1; h1
 *     R only (wins, next to g1); f1 R L (both win); d1 R L: 72.
 *  g1 {N,E} (R gives E,S; L N,W): g2 g3 h2 f2 e3 f1 e1 3 each, h1 2
 *     (R points off the board twice): 23.
 * In all 95, 3 of them winning.
 */
#define HAND_WIN_B	95
#define HAND_WIN_B_WINS	3

static void
tload_side(struct tb *b, const char *pos, char side)
{
	char s[512];

	snprintf(s, sizeof(s), "%s %c", pos, side);
	tload(b, s);
}

/* The generator's moves from square sq (e.g. "a1") of b. */
static unsigned
tcount_from(const struct tb *b, const char *sq)
{
	struct tmove *ms = malloc(TMOVES_MAX * sizeof(*ms));
	int from = (sq[1] - '1') * 8 + (sq[0] - 'a');
	unsigned n = 0;
	size_t k, i;

	assert_non_null(ms);
	k = tgen(b, ms);
	for (i = 0; i < k; i++)
		if (ms[i].from == from)
			n++;
	free(ms);
	return n;
}

static void
check_after(const struct tb *b, const char *move, const char *want)
{
	char got[512];

	tafter(b, move, got, sizeof(got));
	if (strcmp(got, want) != 0)
		fail_msg("generator: after %s\n got  %s\n want %s", move, got,
		    want);
}

static void
check_has(const struct tb *b, const char *move, int want)
{
	if (thas(b, move) != want)
		fail_msg("generator: %s should %sbe a move", move,
		    want ? "" : "not ");
}

/* ---------------------------------------------------------------------
 * The generator against the hand.
 * ------------------------------------------------------------------ */

static void
test_gen_default(void **unused)
{
	struct tb b;
	size_t i;
	unsigned long long n1, n2;
	static int printed;

	(void)unused;
	tload(&b, DEFAULT_POS);
	for (i = 0; i < sizeof(hand_default) / sizeof(hand_default[0]); i++)
		if (tcount_from(&b, hand_default[i].sq) != hand_default[i].n)
			fail_msg("generator: %u moves from %s, by hand %u",
			    tcount_from(&b, hand_default[i].sq),
			    hand_default[i].sq, hand_default[i].n);
	n1 = tperft(&b, 1);
	assert_int_equal(n1, 152);
	/* Black's setup is White's turned half a turn. */
	b.side = BLACK;
	assert_int_equal(tperft(&b, 1), 152);
	b.side = WHITE;
	n2 = tperft(&b, 2);
	assert_int_equal(n2, 22815);
	if (!printed) {
		printf("tang default setup: perft(1) = %llu, perft(2) = %llu\n",
		    n1, n2);
		printed = 1;
	}
}

static void
test_gen_jumps(void **unused)
{
	struct tb b;

	(void)unused;
	tload_side(&b, JUMPS, 'w');
	check_after(&b, "c3^e5x", "8/1B(E,S)5W(N)/1B(S,W)5W(N,NE)/"
	    "1W(N,E)2W(N,NE)3/3W(NE,E)4/8/W(E)W(E)W(N)2W(N,E)B(N,W)1/8 b");
	check_has(&b, "c3^e5", 0);
	check_has(&b, "h6^h8", 0);	/* would block itself */
	check_has(&b, "a2^c2", 0);	/* onto White's own */
	check_has(&b, "b2^d2", 0);	/* c2 has no hand E */
	check_has(&b, "f2^h2", 0);	/* over Black's g2 */
	check_has(&b, "d4^f6x", 0);	/* over Black's e5 */
	tload_side(&b, JUMPS, 'b');
	check_after(&b, "b7^b5x", "8/7W(N)/1B(S,W)1B(SE)1B(SW)1W(N,NE)/"
	    "1B(E,S)2B(S,W)3/3W(NE,E)4/2W(N,NE)5/"
	    "W(E)W(E)W(N)2W(N,E)B(N,W)1/8 w");
}

static void
test_gen_removals(void **unused)
{
	struct tb b;

	(void)unused;
	tload_side(&b, REMOVALS, 'w');
	check_has(&b, "b5-b7", 0);	/* N on b8: blocks itself */
	check_has(&b, "b5-b7L", 1);
	check_has(&b, "b5-b7r", 1);
	check_has(&b, "b5-b7l", 1);
	check_after(&b, "b5-b7R", "8/1W(E)3B(E,S)2/8/6W(E)1/2B(SW)4B(N,E)/"
	    "4W(N)3/8/W(N)7 b");
	check_has(&b, "g5-h5", 0);
	check_has(&b, "g5-h5R", 0);
	check_has(&b, "g5-h5r", 0);
	check_has(&b, "g5-h5l", 0);
	check_after(&b, "g5-h5L", "1B(S)6/5B(E,S)2/B(NE)1B(NW)5/1W(N)5W(N)/"
	    "2B(SW)5/4W(N)3/8/W(N)7 b");
	check_has(&b, "e3-e6", 1);
	check_has(&b, "e3-e6R", 0);	/* longest, next to f7 */
	check_has(&b, "e3-e6r", 0);
	check_has(&b, "e3-e5R", 1);
	tload_side(&b, REMOVALS, 'b');
	check_has(&b, "c4-a2", 0);
	check_has(&b, "c4-a2R", 0);
	check_has(&b, "c4-a2r", 0);
	check_has(&b, "c4-a2l", 0);	/* S on a1: White's */
	check_after(&b, "c4-a2L", "1B(S)6/5B(E,S)2/B(NE)1B(NW)5/1W(N)4W(E)1/"
	    "7B(N,E)/4W(N)3/B(SE)7/8 w");
}

static void
test_gen_edges(void **unused)
{
	struct tb b;

	(void)unused;
	tload_side(&b, EDGES, 'w');
	check_has(&b, "b4-b6", 1);
	check_has(&b, "b4-b6R", 0);	/* longest, next to c7 */
	check_has(&b, "b4-b5R", 1);	/* R and L: the same hands, */
	check_has(&b, "b4-b5L", 1);	/* two moves */
	check_has(&b, "b4-b5r", 0);	/* two hands: no eighth turn */
	check_has(&b, "a4-a5R", 1);
	check_has(&b, "d4-d5", 1);
	check_has(&b, "d4-d5R", 0);	/* next to e6 */
	check_has(&b, "d4-d3R", 1);
	check_has(&b, "h8-g7", 1);
}

/* The generator's moves of b, checked against the hand: n moves, wins
 * of them winning, no move after a win and some after the others. */
static void
check_wins(const struct tb *b, size_t n, size_t wins)
{
	struct tmove *ms = malloc(TMOVES_MAX * sizeof(*ms));
	struct tb after;
	size_t k, i, w = 0;
	char text[16];

	assert_non_null(ms);
	k = tgen(b, ms);
	assert_int_equal(k, n);
	for (i = 0; i < k; i++) {
		tplay(b, &ms[i], &after);
		tmove_text(&ms[i], text);
		if (after.over) {
			w++;
			if (tperft(&after, 1) != 0)
				fail_msg("generator: a move after %s", text);
		} else if (tperft(&after, 1) == 0) {
			fail_msg("generator: no reply to %s", text);
		}
	}
	free(ms);
	assert_int_equal(w, wins);
}

static void
test_gen_win(void **unused)
{
	struct tb b;

	(void)unused;
	tload_side(&b, WIN, 'w');
	check_wins(&b, HAND_WIN, HAND_WIN_WINS);
	check_has(&b, "e7-e8", 0);	/* N off the board */
	check_after(&b, "e6^e8", "3W(S)W(N,W)3/4W(N)3/2W(N)5/8/8/5B(S)2/8/"
	    "6B(N,E)1 b won");
	tload_side(&b, WIN, 'b');
	check_wins(&b, HAND_WIN_B, HAND_WIN_B_WINS);
	check_has(&b, "f3-f6R", 0);	/* longest, next to e7 */
	check_after(&b, "f3-h1R", "3W(S)4/4W(N)3/2W(N)1W(N,W)3/8/8/8/8/"
	    "6B(N,E)B(W) w won");
}

/* ---------------------------------------------------------------------
 * The library against the generator.
 * ------------------------------------------------------------------ */

struct state {
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} u;
};

static const struct game *
tang(void)
{
	const struct game *g = game_find("tang");

	if (g == NULL)
		fail_msg("no game \"tang\" in the registry");
	assert_true(g->state_size <= GAME_STATE_MAX);
	return g;
}

/* Compare legal() and perft(1..max) of the library's st with the
 * generator's b; name says which position.  (Depth 3 runs to millions
 * of moves: it is kept for the default setup and the small positions.) */
static void
compare(const char *name, const struct state *st, const struct tb *b,
    unsigned max)
{
	const struct game *g = tang();
	struct strs lib = { NULL, 0, 0 }, mine = { NULL, 0, 0 };
	struct game_err e;
	unsigned long long got, want;
	unsigned depth;
	size_t bad;

	assert_int_equal(g->legal(st->u.b, strs_add, &lib), 0);
	tlist(b, &mine);
	bad = strs_diff(name, &lib, &mine);
	if (bad != 0)
		fail_msg("%s: legal() lists %zu moves, the generator %zu; "
		    "%zu differences (printed above)", name, lib.n, mine.n,
		    bad);
	strs_free(&lib);
	strs_free(&mine);
	for (depth = 1; depth <= max; depth++) {
		memset(&e, 0, sizeof(e));
		if (perft(g, st->u.b, depth, &got, &e) != 0)
			fail_msg("%s: perft(%u): %s", name, depth, e.msg);
		want = tperft(b, depth);
		if (got != want)
			fail_msg("%s: perft(%u) is %llu, the generator's %llu",
			    name, depth, got, want);
	}
}

static void
compare_pos(const char *name, const char *pos, unsigned max)
{
	const struct game *g = tang();
	struct state st;
	struct variant v;
	struct game_err e;
	struct tb b;

	tload(&b, pos);
	if (variant_parse(g, "", &v, &e) != 0)
		fail_msg("variant: %s", e.msg);
	if (g->pos_read(st.u.b, pos, strlen(pos), &v, &e) != 0)
		fail_msg("%s: position \"%s\": %s (at %u)", name, pos, e.msg,
		    e.off);
	compare(name, &st, &b, max);
}

static void
compare_side(const char *name, const char *pos, char side, unsigned max)
{
	char s[512], n[64];

	snprintf(s, sizeof(s), "%s %c", pos, side);
	snprintf(n, sizeof(n), "%s, %s to move", name,
	    side == 'w' ? "White" : "Black");
	compare_pos(n, s, max);
}

static void
test_lib_default(void **unused)
{
	const struct game *g = tang();
	struct state st;
	struct variant v;
	struct game_err e;
	struct tb b;

	(void)unused;
	if (variant_parse(g, "", &v, &e) != 0)
		fail_msg("variant: %s", e.msg);
	if (g->init(st.u.b, &v, &e) != 0)
		fail_msg("init: %s", e.msg);
	tload(&b, DEFAULT_POS);
	compare("the default setup (init)", &st, &b, 3);
	compare_pos("the default setup (position string)", DEFAULT_POS, 2);
}

static void
test_lib_jumps(void **unused)
{
	(void)unused;
	compare_side("jumps", JUMPS, 'w', 2);
	compare_side("jumps", JUMPS, 'b', 2);
}

static void
test_lib_removals(void **unused)
{
	(void)unused;
	compare_side("removals", REMOVALS, 'w', 2);
	compare_side("removals", REMOVALS, 'b', 2);
}

static void
test_lib_edges(void **unused)
{
	(void)unused;
	compare_side("edges", EDGES, 'w', 3);
	compare_side("edges", EDGES, 'b', 3);
}

static void
test_lib_win(void **unused)
{
	(void)unused;
	compare_side("win", WIN, 'w', 2);
	compare_side("win", WIN, 'b', 3);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gen_default),
		cmocka_unit_test(test_gen_jumps),
		cmocka_unit_test(test_gen_removals),
		cmocka_unit_test(test_gen_edges),
		cmocka_unit_test(test_gen_win),
		cmocka_unit_test(test_lib_default),
		cmocka_unit_test(test_lib_jumps),
		cmocka_unit_test(test_lib_removals),
		cmocka_unit_test(test_lib_edges),
		cmocka_unit_test(test_lib_win),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
