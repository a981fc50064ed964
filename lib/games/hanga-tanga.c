/*
 * hanga-tanga: Hanga-Tanga, dice placed on an 8x8 board that wraps on
 * both axes, played by the fixed seats White (0) and Black (1).
 *
 * Record words (notation/hanga-tanga.md): "roll D..." a throw, "place V
 * SQ" a hand die onto a square, "score A-B" or "score A-M-B" a segment
 * scored, "reroll V" the hand die thrown again when the reserve is
 * empty.  Captures, returns to the reserve and the end are the referee's.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - The roll-off is White's turn line, then Black's; on equal totals
 *    both throw again, White first, and the new dice are the hands.
 *  - "score A-B" runs from A to B along a direction that reaches B in at
 *    most 4 steps; where several do (4 steps each way on the torus: two
 *    along a rank or a file, four diagonals) and hold only the mover's
 *    dice, the first toward higher files, then toward higher ranks, is
 *    meant.  "score A-M-B" names the one through M.
 *  - Lines scored after a placement each run along an axis of their own.
 *  - The game ends at the end of the turn line that places the mover's
 *    last die without scoring; scores after it belong on that line.
 *  - A target option (default 200) sets the winning score.
 *
 * Data model: struct ht, plain data.  board[] holds 0 (empty) or the die
 * as side << 3 | value; hand[] each seat's dice in rising order.  The
 * phase says what the turn of seat cur needs next; squares of lines
 * scored this turn are in pend until the refill or the end of the turn,
 * so that every line of a turn is judged on the board as placed.
 *
 * Invariants: for each seat, hand + reserve + dice on the board +
 * captured = 14; a refused action leaves the state untouched; phase is
 * PH_OVER exactly when the game ended by the target, the last die or a
 * mover that can place no die (the last two are also seen by finished()
 * before end_turn makes them final).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "suggest.h"
#include "text.h"

#define SIDE	8
#define NSQ	64
#define DICE	14

enum ht_opt {
	O_GROUP, O_SERIES, O_COMBO, O_TARGET
};

static const struct game_opt ht_opts[] = {
	{ .name = "group", .kind = OPT_INTS, .min = 0, .max = 10000,
	    .help = "a group of 3, 4, 5 dice scores A, B, C plus its sum",
	    .count = 3, .defs = { 10, 20, 30 } },
	{ .name = "series", .kind = OPT_INTS, .min = 0, .max = 10000,
	    .help = "a series of 3, 4, 5 dice scores A, B, C plus its sum",
	    .count = 3, .defs = { 10, 20, 30 } },
	{ .name = "combo", .kind = OPT_INT, .min = 0, .max = 10000,
	    .def = 15, .help = "a combo of 5 dice scores N plus its sum" },
	{ .name = "target", .kind = OPT_INT, .min = 1, .max = 100000,
	    .def = 200, .help = "a player reaching N points wins at once" },
	{ .name = NULL }
};

enum phase {
	PH_ROLLOFF,	/* cur throws its two roll-off dice */
	PH_ROLLDONE,	/* cur has thrown them: its line is over */
	PH_START,	/* cur's turn, nothing done yet */
	PH_THROWN,	/* a reserve die thrown: a place is due */
	PH_CHOSEN,	/* reroll: the chosen die is to be thrown */
	PH_REROLLED,	/* thrown again: it is to be placed */
	PH_PLACED,	/* placed: lines through it may be scored */
	PH_SCORED,	/* a line scored at the start */
	PH_DONE,	/* refilled: nothing more this turn */
	PH_OVER
};

enum end {
	END_NONE,
	END_TARGET,	/* the mover reached the target */
	END_LAST,	/* the mover placed its last die without scoring */
	END_STUCK	/* the mover can place no die */
};

struct ht {
	unsigned char	board[NSQ];
	unsigned char	hand[2][3], nhand[2];
	unsigned char	reserve[2], captured[2];
	int32_t		score[2];
	unsigned char	phase, cur, begun;
	unsigned char	roll[2];	/* roll-off totals, this round */
	unsigned char	must;		/* the value to place, or 0 */
	unsigned char	strict;		/* must is the re-rolled die's */
	unsigned char	placed;		/* square + 1 placed this turn */
	unsigned char	axes;		/* bit per axis scored this turn */
	unsigned char	nscored;
	unsigned char	end, winners, mover;	/* when over */
	uint64_t	pend;
	int32_t		group[3], series[3], combo, target;
};

_Static_assert(sizeof(struct ht) <= GAME_STATE_MAX, "hanga-tanga state");

static const char *const seat_names[] = { "White", "Black", NULL };

/* The 8 directions, counter-clockwise from east; d and d + 4 are
 * opposite, d % 4 is the axis. */
static const signed char dfile[8] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const signed char drank[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };

static int
step(int sq, int d, int k)
{
	int f = (sq % SIDE + k * dfile[d]) & (SIDE - 1);
	int r = (sq / SIDE + k * drank[d]) & (SIDE - 1);

	return r * SIDE + f;
}

static int
owner(unsigned char c)
{
	return c == 0 ? -1 : c >> 3;
}

static int
value(unsigned char c)
{
	return c & 7;
}

static void
sqname(int sq, char out[4])
{
	square_format(out, sq % SIDE, sq / SIDE);
}

/* "3 5 6": a hand for a message. */
static void
hand_text(const struct ht *h, int s, char out[16])
{
	int i, n = 0, v;

	/* no snprintf: the diagram writes both hands after every ply; at
	 * most three dice, each of at most three digits */
	for (i = 0; i < h->nhand[s] && i < 3; i++) {
		if (i > 0)
			out[n++] = ' ';
		v = h->hand[s][i];
		if (v >= 100)
			out[n++] = (char)('0' + v / 100);
		if (v >= 10)
			out[n++] = (char)('0' + v / 10 % 10);
		out[n++] = (char)('0' + v % 10);
	}
	out[n] = '\0';
}

static int
in_hand(const struct ht *h, int s, int v)
{
	int i;

	for (i = 0; i < h->nhand[s]; i++)
		if (h->hand[s][i] == v)
			return 1;
	return 0;
}

static void
hand_add(struct ht *h, int s, int v)
{
	int i = h->nhand[s]++;

	while (i > 0 && h->hand[s][i - 1] > v) {
		h->hand[s][i] = h->hand[s][i - 1];
		i--;
	}
	h->hand[s][i] = (unsigned char)v;
}

static void
hand_remove(struct ht *h, int s, int v)
{
	int i;

	for (i = 0; i < h->nhand[s] && h->hand[s][i] != v; i++)
		;
	for (h->nhand[s]--; i < h->nhand[s]; i++)
		h->hand[s][i] = h->hand[s][i + 1];
}

static int
ht_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct ht *h = st;
	int i;

	if (n != 2)
		return game_errf(e, 0, 0, 0, "Hanga-Tanga is for White and "
		    "Black");
	memset(h, 0, sizeof(*h));
	for (i = 0; i < 3; i++) {
		h->group[i] = v->ints[O_GROUP][i];
		h->series[i] = v->ints[O_SERIES][i];
	}
	h->combo = v->val[O_COMBO];
	h->target = v->val[O_TARGET];
	h->reserve[0] = h->reserve[1] = DICE - 2;
	h->phase = PH_ROLLOFF;
	return 0;
}

static int
ht_starts_action(const char *s, size_t len)
{
	return (len == 4 && memcmp(s, "roll", 4) == 0) ||
	    (len == 5 && memcmp(s, "place", 5) == 0) ||
	    (len == 5 && memcmp(s, "score", 5) == 0) ||
	    (len == 6 && memcmp(s, "reroll", 6) == 0);
}

/*
 * Placing.
 */

/* Whether side s may place value v on sq (empty): the block and capture
 * restriction.  On refusal, e says which line stops it. */
static int
may_place(const struct ht *h, int s, int v, int sq, struct game_err *e)
{
	int d, k, t, u, o = !s;
	char far[4], near[4];

	for (d = 0; d < 8; d++) {
		t = step(sq, d, 1);
		if (owner(h->board[t]) != o || owner(h->board[step(sq, d,
		    2)]) != o || v >= value(h->board[t]))
			continue;
		for (k = 1; k < SIDE && owner(h->board[step(sq, d, k)]) == o;
		    k++)
			;
		u = step(sq, d, k);
		sqname(step(sq, d, k - 1), far);
		sqname(t, near);
		return game_errf(e, 1, 0, 0, "a %d cannot %s %s's line %s-%s "
		    "ending in a %d", v, u != sq && owner(h->board[u]) == s &&
		    value(h->board[u]) == v ? "capture" : "block",
		    seat_names[o], far, near, value(h->board[t]));
	}
	return 0;
}

/* Put side s's v on sq and take what it captures. */
static void
put_die(struct ht *h, int s, int v, int sq)
{
	uint64_t cap = 0;
	int d, k, u, o = !s;

	h->board[sq] = (unsigned char)(s << 3 | v);
	for (d = 0; d < 8; d++) {
		for (k = 1; k < SIDE && owner(h->board[step(sq, d, k)]) == o;
		    k++)
			;
		u = step(sq, d, k);
		if (k == 1 || u == sq || owner(h->board[u]) != s ||
		    value(h->board[u]) != v)
			continue;
		while (--k > 0)
			cap |= (uint64_t)1 << step(sq, d, k);
	}
	for (k = 0; k < NSQ; k++)
		if (cap >> k & 1) {
			h->board[k] = 0;
			h->captured[o]++;
		}
}

/* Whether side s can place any hand die (or only h->must). */
static int
can_place(const struct ht *h, int s)
{
	int i, sq;

	for (i = 0; i < h->nhand[s]; i++) {
		if (h->must != 0 && h->hand[s][i] != h->must)
			continue;
		for (sq = 0; sq < NSQ; sq++)
			if (h->board[sq] == 0 && may_place(h, s,
			    h->hand[s][i], sq, NULL) == 0)
				return 1;
	}
	return 0;
}

/*
 * Lines.
 */

struct line {
	int	sq[5];
	int	n;		/* dice */
	int	dir;
	int	points;
};

/* The points of side s's dice along l (0: none qualifies; *why then
 * says what they show). */
static int
line_points(const struct ht *h, const struct line *l, char why[32])
{
	int v[5], i, sum = 0, eq = 1, up = 1, down = 1, best = -1, n = l->n;

	for (i = 0; i < n; i++) {
		v[i] = value(h->board[l->sq[i]]);
		sum += v[i];
		if (i > 0) {
			eq &= v[i] == v[i - 1];
			up &= v[i] == v[i - 1] + 1;
			down &= v[i] == v[i - 1] - 1;
		}
	}
	if (eq && h->group[n - 3] + sum > best)
		best = h->group[n - 3] + sum;
	if ((up || down) && h->series[n - 3] + sum > best)
		best = h->series[n - 3] + sum;
	if (n == 5 && h->combo + sum > best)
		best = h->combo + sum;
	if (best < 0 && why != NULL) {
		int k = 0;

		for (i = 0; i < n; i++)
			k += snprintf(why + k, (size_t)(32 - k), "%s%d",
			    i ? " " : "", v[i]);
	}
	return best;
}

/*
 * Naming a segment.  "A-B" runs from A to B along a direction that
 * reaches B in at most 4 steps.  On a board of 8 only 4 steps can be
 * ambiguous (1, 2 and 3 steps reach a different square in each
 * direction): 4 files apart on a rank, east and west reach B; 4 ranks
 * apart on a file, north and south; 4 files and 4 ranks apart, all four
 * diagonals.  The ruling: A-B means the first of them, in dorder, whose
 * squares all hold the mover's dice.  "A-M-B" means the one through M,
 * a square strictly between A and B.  The canonical name of a segment
 * is A-B when A-B means it, else A-M-B with M its middle square.
 */

/* Directions toward higher files first, then toward higher ranks: E NE
 * N SE, then NW W SW S. */
static const signed char dorder[8] = { 0, 1, 2, 7, 3, 4, 5, 6 };

/* The steps from a to b along d, 1 to 4; 0 when d does not reach b so. */
static int
steps(int a, int b, int d)
{
	int k;

	for (k = 1; k <= 4; k++)
		if (step(a, d, k) == b)
			return k;
	return 0;
}

/* l as the k + 1 squares from a along d. */
static void
seg_fill(struct line *l, int a, int d, int k)
{
	int j;

	l->n = k + 1;
	l->dir = d;
	for (j = 0; j < l->n; j++)
		l->sq[j] = step(a, d, j);
}

/* The first square of l that holds no die of side s's, or -1. */
static int
seg_gap(const struct ht *h, int s, const struct line *l)
{
	int j;

	for (j = 0; j < l->n; j++)
		if (owner(h->board[l->sq[j]]) != s)
			return l->sq[j];
	return -1;
}

/* The segment "A-B" means for side s: 0 with l filled; -1 when none,
 * *gap then the first square not s's along the first direction that
 * reaches b (-1 when none does within 4 steps). */
static int
resolve(const struct ht *h, int s, int a, int b, struct line *l, int *gap)
{
	struct line t;
	int i, k, g;

	*gap = -1;
	for (i = 0; i < 8; i++) {
		if ((k = steps(a, b, dorder[i])) == 0)
			continue;
		seg_fill(&t, a, dorder[i], k);
		if ((g = seg_gap(h, s, &t)) < 0) {
			*l = t;
			return 0;
		}
		if (*gap < 0)
			*gap = g;
	}
	return -1;
}

/* The canonical name of l, a segment of side s's dice, from its first
 * square to its last. */
static void
seg_name(const struct ht *h, int s, const struct line *l, char out[16])
{
	struct line r;
	int gap;
	char an[4], mn[4], bn[4];

	sqname(l->sq[0], an);
	sqname(l->sq[l->n - 1], bn);
	if (resolve(h, s, l->sq[0], l->sq[l->n - 1], &r, &gap) == 0 &&
	    r.dir == l->dir)
		snprintf(out, 16, "%s-%s", an, bn);
	else {
		sqname(l->sq[l->n / 2], mn);
		snprintf(out, 16, "%s-%s-%s", an, mn, bn);
	}
}

/* The squares of "A-B" or "A-M-B" (word wi) into sq[], *n of them. */
static int
line_squares(const struct word *w, unsigned wi, int sq[3], int *n,
    struct game_err *e)
{
	size_t at[4], len[3], i;
	int k = 0, f, r, rf;

	/* two or three parts between the dashes, none empty */
	at[0] = 0;
	for (i = 0; i < w->len; i++)
		if (w->s[i] == '-' && k++ < 3)
			at[k] = i + 1;
	if (k > 2)
		k = 0;
	at[k + 1] = w->len + 1;
	for (i = 0; (int)i <= k && k > 0; i++)
		if ((len[i] = at[i + 1] - 1 - at[i]) == 0)
			k = 0;
	if (k == 0)
		return game_errf(e, wi, 0, 0, "write the line as its two end "
		    "squares, as in a1-a3");
	for (i = 0; (int)i <= k; i++) {
		if (square_parse(w->s + at[i], len[i], SIDE, SIDE, &f, &r,
		    &rf, e) < 0) {
			if (e != NULL) {
				e->word = wi;
				e->off += (unsigned)at[i];
			}
			return -1;
		}
		sq[i] = r * SIDE + f;
	}
	*n = k + 1;
	return 0;
}

/* Why square sq stops a line of side s's. */
static int
gap_err(const struct ht *h, int sq, unsigned wi, struct game_err *e)
{
	char sn[4];

	sqname(sq, sn);
	if (h->board[sq] == 0)
		return game_errf(e, wi, 0, 0, "%s is empty", sn);
	return game_errf(e, wi, 0, 0, "%s holds %s's %d", sn,
	    seat_names[owner(h->board[sq])], value(h->board[sq]));
}

/* Read "A-B" or "A-M-B" (word wi) into l, for side s: its squares, its
 * points, and its canonical name.  -1 with e filled when it is no
 * segment of s's that scores. */
static int
read_line(const struct ht *h, int s, const struct word *w, unsigned wi,
    struct line *l, char name[16], struct game_err *e)
{
	int sq[3], n = 2, a, b, d, k = 0, j, gap, joined = 0;
	char an[4], mn[4], bn[4], what[32];

	if (line_squares(w, wi, sq, &n, e) < 0)
		return -1;
	a = sq[0];
	b = sq[n - 1];
	sqname(a, an);
	sqname(b, bn);
	if (a == b)
		return game_errf(e, wi, 0, 0, "a line needs two different end "
		    "squares");
	if (n == 2) {
		if (resolve(h, s, a, b, l, &gap) < 0)
			return gap < 0 ? game_errf(e, wi, 0, 0, "%s is not in "
			    "line with %s within 4 squares", bn, an) :
			    gap_err(h, gap, wi, e);
	} else {
		/* the one direction from a through m to b */
		for (d = 0; d < 8; d++) {
			if ((k = steps(a, b, d)) == 0)
				continue;
			joined = 1;
			for (j = 1; j < k && step(a, d, j) != sq[1]; j++)
				;
			if (j < k)
				break;
		}
		sqname(sq[1], mn);
		if (d == 8)
			return joined ? game_errf(e, wi, 0, 0, "%s is not "
			    "between %s and %s on a line", mn, an, bn) :
			    game_errf(e, wi, 0, 0, "%s is not in line with %s "
			    "within 4 squares", bn, an);
		seg_fill(l, a, d, k);
		if ((gap = seg_gap(h, s, l)) >= 0)
			return gap_err(h, gap, wi, e);
	}
	seg_name(h, s, l, name);
	if (l->n == 2)
		return game_errf(e, wi, 0, 0, "%s is a 2-die line and cannot be "
		    "scored", name);
	if ((l->points = line_points(h, l, what)) < 0)
		return game_errf(e, wi, 0, 0, "%s shows %s: neither a group nor "
		    "a series (a combo has 5 dice)", name, what);
	return 0;
}

/* Return the dice of the lines scored this turn to the reserve. */
static void
flush(struct ht *h)
{
	uint64_t m = h->pend;
	int sq;

	for (; m != 0; m &= m - 1) {
		sq = __builtin_ctzll(m);
		h->reserve[owner(h->board[sq])]++;
		h->board[sq] = 0;
	}
	h->pend = 0;
}

/*
 * The end.
 */

static int
last_die(const struct ht *h)
{
	return h->phase == PH_PLACED && h->nscored == 0 &&
	    h->nhand[h->cur] == 0 && h->reserve[h->cur] == 0;
}

static int
stuck(const struct ht *h)
{
	return (h->phase == PH_THROWN || h->phase == PH_REROLLED) &&
	    !can_place(h, h->cur);
}

/* The end as it stands, in end/winners/mover; 0 when not over. */
static int
ending(const struct ht *h, int *end, unsigned *winners, int *mover)
{
	int c = h->cur;

	if (h->phase == PH_OVER) {
		*end = h->end;
		*winners = h->winners;
		*mover = h->mover;
		return 1;
	}
	*mover = c;
	if (last_die(h)) {
		*end = END_LAST;
		*winners = h->score[0] > h->score[1] ? 1u :
		    h->score[1] > h->score[0] ? 2u : 3u;
		return 1;
	}
	if (stuck(h)) {
		*end = END_STUCK;
		*winners = 1u << !c;
		return 1;
	}
	return 0;
}

static void
end_text(const struct ht *h, int end, unsigned winners, int mover,
    char why[256])
{
	int w = winners == 1u ? 0 : 1;

	switch (end) {
	case END_TARGET:
		snprintf(why, 256, "%s reached %d points", seat_names[mover],
		    h->target);
		break;
	case END_LAST:
		if (winners == 3u)
			snprintf(why, 256, "%s placed the last die without "
			    "scoring: a draw at %ld", seat_names[mover],
			    (long)h->score[0]);
		else
			snprintf(why, 256, "%s placed the last die without "
			    "scoring: %s wins %ld to %ld", seat_names[mover],
			    seat_names[w], (long)h->score[w],
			    (long)h->score[!w]);
		break;
	default:
		snprintf(why, 256, "%s can place no die: %s wins",
		    seat_names[mover], seat_names[!mover]);
		break;
	}
}

static int
ht_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct ht *h = st;
	unsigned w;
	int end, mover;

	if (!ending(h, &end, &w, &mover))
		return 0;
	if (winners != NULL)
		*winners = w;
	if (why != NULL)
		end_text(h, end, w, mover, why);
	return 1;
}

static int
over_err(const struct ht *h, struct game_err *e)
{
	char why[256];

	ht_finished(h, NULL, why);
	return game_errf(e, 0, 0, 0, "the game is over: %s", why);
}

/*
 * Turns.
 */

/* The seat to move once the line of cur is over. */
static int
next_seat(const struct ht *h)
{
	if (h->phase == PH_ROLLDONE)
		return h->cur == 0 ? 1 : h->roll[0] == h->roll[1] ? 0 :
		    h->roll[0] > h->roll[1] ? 0 : 1;
	return !h->cur;
}

/* Whether the roll-off goes on once cur's line is over: Black's throw
 * after White's, or both again after equal totals.  When it does not,
 * the roll-off is decided and its winner's first turn is due. */
static int
rolloff_goes_on(const struct ht *h)
{
	return h->phase == PH_ROLLDONE && (h->cur == 0 ||
	    h->roll[0] == h->roll[1]);
}

static int
ht_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct ht *h = st;

	if (h->phase == PH_OVER)
		return over_err(h, e);
	if (seat != h->cur)
		return game_errf(e, 0, 0, 0, "it is %s's turn, not %s's",
		    seat_names[h->cur], seat_names[seat & 1]);
	h->begun = 1;
	return 0;
}

static int
refill_due(const struct ht *h)
{
	return (h->phase == PH_PLACED || h->phase == PH_SCORED) &&
	    h->nscored > 0 && h->nhand[h->cur] < 2;
}

static int
ht_end_turn(void *st, struct game_err *e)
{
	struct ht *h = st;
	const char *me = seat_names[h->cur];
	unsigned w;
	int end, mover, next;

	switch (h->phase) {
	case PH_OVER:
		return over_err(h, e);
	case PH_ROLLOFF:
	case PH_START:
		if (!h->begun)
			return 0;	/* no line of its own yet */
		if (h->phase == PH_ROLLOFF)
			return game_errf(e, 0, 0, 0, "%s has not thrown the "
			    "roll-off", me);
		return game_errf(e, 0, 0, 0, "%s's turn has no action: it "
		    "scores a line or throws a die", me);
	case PH_THROWN:
		return game_errf(e, 0, 0, 0, "%s has not placed the die "
		    "thrown", me);
	case PH_CHOSEN:
		return game_errf(e, 0, 0, 0, "%s has not thrown the chosen "
		    "die", me);
	case PH_REROLLED:
		return game_errf(e, 0, 0, 0, "%s has not placed the die thrown "
		    "again", me);
	default:
		break;
	}
	if (refill_due(h))
		return game_errf(e, 0, 0, 0, "%s must refill the hand: roll %d "
		    "%s", me, 2 - h->nhand[h->cur],
		    die_noun((unsigned long)(2 - h->nhand[h->cur])));
	if (ending(h, &end, &w, &mover)) {
		h->end = (unsigned char)end;
		h->winners = (unsigned char)w;
		h->mover = (unsigned char)mover;
		h->phase = PH_OVER;
		return 0;
	}
	flush(h);
	next = next_seat(h);
	if (h->phase == PH_ROLLDONE && h->cur == 1 && h->roll[0] ==
	    h->roll[1]) {
		h->roll[0] = h->roll[1] = 0;
		h->phase = PH_ROLLOFF;
	} else if (h->phase == PH_ROLLDONE && h->cur == 0)
		h->phase = PH_ROLLOFF;
	else
		h->phase = PH_START;
	h->cur = (unsigned char)next;
	h->begun = 0;
	h->must = h->strict = 0;
	h->placed = h->axes = h->nscored = 0;
	return 0;
}

static void
ht_expect(const void *st, struct expect *x)
{
	const struct ht *h = st;
	int c = h->cur, n;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (ht_finished(h, NULL, NULL)) {
		x->seat = -1;
		return;
	}
	x->seat = c;
	switch (h->phase) {
	case PH_ROLLOFF:
		x->dice = 2;
		x->new_turn = !h->begun;
		return;
	case PH_START:
		x->dice = h->reserve[c] > 0 ? 1 : 0;
		x->new_turn = !h->begun;
		return;
	case PH_THROWN:
	case PH_REROLLED:
		return;
	case PH_CHOSEN:
		x->dice = 1;
		return;
	default:
		break;
	}
	if (refill_due(h)) {
		x->dice = 2u - h->nhand[c];
		return;
	}
	n = next_seat(h);
	x->seat = n;
	x->new_turn = 1;
	if (rolloff_goes_on(h))
		x->dice = 2;
	else
		x->dice = h->reserve[n] > 0 ? 1 : 0;
}

/*
 * Actions.
 */

/* The dice of w[1..n) into d (at most max + 1 read), *count of them. */
static int
read_dice(const struct word *w, size_t n, unsigned char *d, int max,
    int *count, struct game_err *e)
{
	size_t i, k;

	*count = 0;
	if (n < 2)
		return game_errf(e, 0, 0, 0, "write the dice thrown after "
		    "roll");
	for (i = 1; i < n; i++)
		for (k = 0; k < w[i].len; k++) {
			if (w[i].s[k] == ',')
				continue;	/* kept whole by YAML */
			if (w[i].s[k] < '1' || w[i].s[k] > '6')
				return game_errf(e, (unsigned)i, 0, 0, "'%.*s' "
				    "is not a die: dice are written as digits 1 "
				    "to 6", (int)(w[i].len > 32 ? 32 :
				    w[i].len), w[i].s);
			if (*count <= max)
				d[*count] = (unsigned char)(w[i].s[k] - '0');
			if (*count < 100)
				(*count)++;
		}
	return 0;
}

/* One die value in word i. */
static int
read_die(const struct word *w, unsigned i, int *v, struct game_err *e)
{
	if (w[i].len != 1 || w[i].s[0] < '1' || w[i].s[0] > '6')
		return game_errf(e, i, 0, 0, "'%.*s' is not a die: dice are "
		    "written as digits 1 to 6", (int)(w[i].len > 32 ? 32 :
		    w[i].len), w[i].s);
	*v = w[i].s[0] - '0';
	return 0;
}

static int
do_roll(struct ht *h, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[3];
	int c = h->cur, count, need, i;
	const char *me = seat_names[c];

	switch (h->phase) {
	case PH_ROLLOFF:
		need = 2;
		break;
	case PH_START:
		if (h->reserve[c] == 0)
			return game_errf(e, 0, 0, 0, "%s's reserve is empty: "
			    "choose a hand die to throw again with reroll", me);
		need = 1;
		break;
	case PH_CHOSEN:
		need = 1;
		break;
	case PH_THROWN:
	case PH_REROLLED:
		return game_errf(e, 0, 0, 0, "place a die from the hand first");
	case PH_PLACED:
	case PH_SCORED:
		if (!refill_due(h))
			return game_errf(e, 0, 0, 0, "nothing to refill: the "
			    "hand is refilled only after scoring, up to 2 "
			    "dice");
		need = 2 - h->nhand[c];
		break;
	default:
		return game_errf(e, 0, 0, 0, "%s's turn is over", me);
	}
	if (read_dice(w, n, d, 2, &count, e) < 0)
		return -1;
	if (count != need) {
		unsigned at = n > 2 ? (unsigned)n - 1 : 1;

		if (h->phase == PH_ROLLOFF)
			return game_errf(e, at, 0, 0, "the roll-off is a throw "
			    "of 2 dice, not %d", count);
		if (h->phase == PH_START)
			return game_errf(e, at, 0, 0, "a die from the reserve is "
			    "a throw of 1 die, not %d", count);
		if (h->phase == PH_CHOSEN)
			return game_errf(e, at, 0, 0, "the chosen die is thrown "
			    "alone: 1 die, not %d", count);
		return game_errf(e, at, 0, 0, "the hand holds %d %s: refill it "
		    "with %d, not %d", h->nhand[c], die_noun(h->nhand[c]), need,
		    count);
	}
	switch (h->phase) {
	case PH_ROLLOFF:
		h->nhand[c] = 0;
		hand_add(h, c, d[0]);
		hand_add(h, c, d[1]);
		h->roll[c] = (unsigned char)(d[0] + d[1]);
		h->phase = PH_ROLLDONE;
		break;
	case PH_START:
		h->must = in_hand(h, c, d[0]) ? d[0] : 0;
		h->reserve[c]--;
		hand_add(h, c, d[0]);
		h->phase = PH_THROWN;
		break;
	case PH_CHOSEN:
		h->must = d[0];
		h->strict = 1;
		hand_add(h, c, d[0]);
		h->phase = PH_REROLLED;
		break;
	default:
		/* the refill: the scored dice are back in the reserve */
		flush(h);
		for (i = 0; i < count; i++)
			hand_add(h, c, d[i]);
		h->reserve[c] = (unsigned char)(h->reserve[c] - count);
		h->phase = PH_DONE;
		break;
	}
	action_dice(canon, "roll", d, (size_t)count);
	return 0;
}

static int
do_place(struct ht *h, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	int c = h->cur, v, f, r, rf, sq;
	const char *me = seat_names[c];
	char held[16], sn[4];

	switch (h->phase) {
	case PH_THROWN:
	case PH_REROLLED:
		break;
	case PH_START:
		if (h->reserve[c] == 0)
			return game_errf(e, 0, 0, 0, "%s's reserve is empty: "
			    "choose a hand die to throw again with reroll", me);
		return game_errf(e, 0, 0, 0, "roll a die from the reserve "
		    "first, or score a line");
	case PH_CHOSEN:
		return game_errf(e, 0, 0, 0, "throw the chosen die again "
		    "first: roll and its new value");
	case PH_PLACED:
		return game_errf(e, 0, 0, 0, "a turn places one die");
	case PH_SCORED:
		return game_errf(e, 0, 0, 0, "a turn that scores at its start "
		    "ends there");
	default:
		return game_errf(e, 0, 0, 0, "%s's turn is over", me);
	}
	if (n != 3)
		return game_errf(e, 0, 0, 0, "place takes a die and a square, "
		    "as in place 4 a1");
	if (read_die(w, 1, &v, e) < 0)
		return -1;
	if (square_parse(w[2].s, w[2].len, SIDE, SIDE, &f, &r, &rf, e) < 0) {
		if (e != NULL)
			e->word = 2;
		return -1;
	}
	sq = r * SIDE + f;
	if (!in_hand(h, c, v)) {
		hand_text(h, c, held);
		return game_errf(e, 1, 0, 0, "the hand holds no %d: it holds %s",
		    v, held);
	}
	if (h->must != 0 && v != h->must) {
		if (h->strict)
			return game_errf(e, 1, 0, 0, "the die thrown again shows "
			    "%d: place %d", h->must, h->must);
		return game_errf(e, 1, 0, 0, "rolled a %d and the hand holds a "
		    "%d: a %d must be placed", h->must, h->must, h->must);
	}
	sqname(sq, sn);
	if (h->board[sq] != 0)
		return game_errf(e, 2, 0, 0, "%s is taken by %s's %d", sn,
		    seat_names[owner(h->board[sq])], value(h->board[sq]));
	if (may_place(h, c, v, sq, e) < 0)
		return -1;
	hand_remove(h, c, v);
	put_die(h, c, v, sq);
	h->placed = (unsigned char)(sq + 1);
	h->phase = PH_PLACED;
	/* "place 4 a1", written by hand: every placement comes here */
	memcpy(canon, "place ", 6);
	canon[6] = (char)('0' + v);
	canon[7] = ' ';
	memcpy(canon + 8, sn, 3);
	return 0;
}

static int
do_score(struct ht *h, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	int c = h->cur, k, hit = 0;
	const char *me = seat_names[c];
	struct line l;
	char a_b[16], pn[4];

	switch (h->phase) {
	case PH_START:
		if (h->reserve[c] == 0)
			return game_errf(e, 0, 0, 0, "%s's reserve is empty: no "
			    "line can be scored at the start of the turn", me);
		break;
	case PH_PLACED:
		break;
	case PH_SCORED:
		return game_errf(e, 0, 0, 0, "only one line can be scored at "
		    "the start of a turn");
	case PH_THROWN:
	case PH_REROLLED:
		return game_errf(e, 0, 0, 0, "place a die from the hand first");
	case PH_CHOSEN:
		return game_errf(e, 0, 0, 0, "throw the chosen die again "
		    "first: roll and its new value");
	case PH_ROLLOFF:
		return game_errf(e, 0, 0, 0, "the game opens with the "
		    "roll-off: each player throws 2 dice with roll");
	default:
		return game_errf(e, 0, 0, 0, "%s's turn is over", me);
	}
	if (n != 2)
		return game_errf(e, 0, 0, 0, "score takes one line, as in score "
		    "a1-a3");
	if (read_line(h, c, &w[1], 1, &l, a_b, e) < 0)
		return -1;
	if (h->phase == PH_PLACED) {
		for (k = 0; k < l.n; k++)
			hit |= l.sq[k] == h->placed - 1;
		sqname(h->placed - 1, pn);
		if (!hit)
			return game_errf(e, 1, 0, 0, "%s does not hold the die "
			    "placed on %s", a_b, pn);
		if (h->axes >> (l.dir % 4) & 1)
			return game_errf(e, 1, 0, 0, "a line through %s along "
			    "this direction is scored already", pn);
		h->axes |= (unsigned char)(1u << (l.dir % 4));
	} else
		h->phase = PH_SCORED;
	for (k = 0; k < l.n; k++)
		h->pend |= (uint64_t)1 << l.sq[k];
	h->nscored++;
	h->score[c] += l.points;
	if (h->score[c] >= h->target) {
		h->end = END_TARGET;
		h->winners = (unsigned char)(1u << c);
		h->mover = (unsigned char)c;
		h->phase = PH_OVER;
	}
	snprintf(canon, MOVE_TEXT_MAX, "score %s", a_b);
	return 0;
}

static int
do_reroll(struct ht *h, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	int c = h->cur, v;
	const char *me = seat_names[c];
	char held[16];

	if (h->phase != PH_START) {
		if (h->phase == PH_DONE || h->phase == PH_ROLLDONE)
			return game_errf(e, 0, 0, 0, "%s's turn is over", me);
		return game_errf(e, 0, 0, 0, "reroll opens a turn whose "
		    "reserve is empty");
	}
	if (h->reserve[c] > 0)
		return game_errf(e, 0, 0, 0, "%s's reserve is not empty: roll a "
		    "die from it", me);
	if (n != 2)
		return game_errf(e, 0, 0, 0, "reroll takes one die, as in reroll "
		    "3");
	if (read_die(w, 1, &v, e) < 0)
		return -1;
	if (!in_hand(h, c, v)) {
		hand_text(h, c, held);
		return game_errf(e, 1, 0, 0, "the hand holds no %d: it holds %s",
		    v, held);
	}
	hand_remove(h, c, v);
	h->phase = PH_CHOSEN;
	snprintf(canon, MOVE_TEXT_MAX, "reroll %d", v);
	return 0;
}

/* A first word that is no action, with the closest that is. */
static int
unknown_action(const struct word *w, struct game_err *e)
{
	static const char *const verbs[] = {
		"roll", "place", "score", "reroll", NULL
	};

	if (e == NULL)
		return -1;
	game_errf(e, 0, 0, 0, "'%.*s' is not a Hanga-Tanga action: write "
	    "roll, place, score or reroll",
	    (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s);
	suggest_append(e->msg, sizeof(e->msg),
	    suggest_list(w[0].s, w[0].len, verbs));
	return -1;
}

static int
ht_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct ht *h = st, t = *h;
	int rv;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (h->phase == PH_OVER)
		return over_err(h, e);
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		rv = do_roll(&t, w, n, canon, e);
	else if (h->phase == PH_ROLLOFF && ht_starts_action(w[0].s,
	    w[0].len))
		return game_errf(e, 0, 0, 0, "the game opens with the roll-off: "
		    "each player throws 2 dice with roll");
	else if (w[0].len == 5 && memcmp(w[0].s, "place", 5) == 0)
		rv = do_place(&t, w, n, canon, e);
	else if (w[0].len == 5 && memcmp(w[0].s, "score", 5) == 0)
		rv = do_score(&t, w, n, canon, e);
	else if (w[0].len == 6 && memcmp(w[0].s, "reroll", 6) == 0)
		rv = do_reroll(&t, w, n, canon, e);
	else
		return unknown_action(w, e);
	if (rv == 0)
		*h = t;
	return rv;
}

static long
ht_score(const void *st, unsigned seat)
{
	const struct ht *h = st;

	return seat < 2 ? (long)h->score[seat] : 0;
}

/*
 * Listing the next actions (rongo-apply -l).
 */

/* The throw due, its dice still to come: "roll ?" or "roll ??". */
static int
list_throws(int dice, int (*cb)(void *, const char *), void *ctx)
{
	return cb(ctx, dice == 2 ? "roll ??" : "roll ?");
}

/* Whether side s could score the line numbered c (first square * 12
 * + direction * 3 + length - 3), set in *l. */
static int
scorable(const struct ht *h, int s, int c, struct line *l)
{
	static const int dirs[4] = { 0, 1, 2, 7 };	/* E, NE, N, SE */
	int a = c / 12, j;

	l->n = c % 3 + 3;
	l->dir = dirs[c % 12 / 3];
	for (j = 0; j < l->n; j++) {
		l->sq[j] = step(a, l->dir, j);
		if (owner(h->board[l->sq[j]]) != s)
			return 0;
	}
	return line_points(h, l, NULL) >= 0;
}

/* The lines side s could score: all of them, or those through sq + 1
 * along unused axes (through != 0), in the order of their numbers
 * (first square, then direction, then length).  With cb NULL, only
 * whether there is one: 1 or 0. */
static int
list_scores(const struct ht *h, int s, int through,
    int (*cb)(void *, const char *), void *ctx)
{
	char canon[MOVE_TEXT_MAX], name[16];
	struct line l;
	int hit[4 * (3 + 4 + 5)], nhit = 0, i, k, t, c, j, rv;

	if (through == 0) {
		for (c = 0; c < NSQ * 12; c++) {
			if (!scorable(h, s, c, &l))
				continue;
			if (cb == NULL)
				return 1;
			seg_name(h, s, &l, name);
			snprintf(canon, sizeof(canon), "score %s", name);
			if ((rv = cb(ctx, canon)) != 0)
				return rv;
		}
		return 0;
	}
	/* the lines through the square lie within the run of s's dice
	 * through it along each unused axis: back b, forward f squares */
	for (i = 0; i < 4; i++) {
		int d = i == 3 ? 7 : i, b, f;

		if (h->axes >> i & 1)	/* axis of E, NE, N, SE: 0 1 2 3 */
			continue;
		for (b = 0; b < 4 && owner(h->board[step(through - 1, d,
		    -(b + 1))]) == s; b++)
			continue;
		for (f = 0; f < 4 && owner(h->board[step(through - 1, d,
		    f + 1)]) == s; f++)
			continue;
		for (k = 2; k <= 4; k++)
			for (t = k - f > 0 ? k - f : 0; t <= k && t <= b; t++) {
				c = step(through - 1, d, -t) * 12 + i * 3 +
				    k - 2;
				if (!scorable(h, s, c, &l))
					continue;
				if (cb == NULL)
					return 1;
				for (j = nhit++; j > 0 && hit[j - 1] > c; j--)
					hit[j] = hit[j - 1];
				hit[j] = c;
			}
	}
	for (j = 0; j < nhit; j++) {
		(void)scorable(h, s, hit[j], &l);
		seg_name(h, s, &l, name);
		snprintf(canon, sizeof(canon), "score %s", name);
		if ((rv = cb(ctx, canon)) != 0)
			return rv;
	}
	return 0;
}

/* What opens seat s's turn, when it comes. */
static int
list_start(const struct ht *h, int s, int (*cb)(void *, const char *),
    void *ctx)
{
	char canon[MOVE_TEXT_MAX];
	int i, rv;

	if (h->reserve[s] == 0) {
		for (i = 0; i < h->nhand[s]; i++)
			if (i == 0 || h->hand[s][i] != h->hand[s][i - 1]) {
				snprintf(canon, sizeof(canon), "reroll %d",
				    h->hand[s][i]);
				if ((rv = cb(ctx, canon)) != 0)
					return rv;
			}
		return 0;
	}
	if ((rv = list_scores(h, s, 0, cb, ctx)) != 0)
		return rv;
	return list_throws(1, cb, ctx);
}

static int
ht_legal(const void *st, int (*cb)(void *, const char *), void *ctx)
{
	const struct ht *h = st;
	struct ht t;
	char canon[MOVE_TEXT_MAX], sn[4];
	int c = h->cur, i, sq, rv;

	if (last_die(h))	/* over once the line ends without a score */
		return list_scores(h, c, h->placed, cb, ctx);
	if (ht_finished(h, NULL, NULL))
		return 0;
	switch (h->phase) {
	case PH_ROLLOFF:
		return list_throws(2, cb, ctx);
	case PH_START:
		return list_start(h, c, cb, ctx);
	case PH_CHOSEN:
		return list_throws(1, cb, ctx);
	case PH_THROWN:
	case PH_REROLLED:
		for (i = 0; i < h->nhand[c]; i++) {
			if ((i > 0 && h->hand[c][i] == h->hand[c][i - 1]) ||
			    (h->must != 0 && h->hand[c][i] != h->must))
				continue;
			for (sq = 0; sq < NSQ; sq++) {
				if (h->board[sq] != 0 || may_place(h, c,
				    h->hand[c][i], sq, NULL) < 0)
					continue;
				sqname(sq, sn);
				snprintf(canon, sizeof(canon), "place %d %s",
				    h->hand[c][i], sn);
				if ((rv = cb(ctx, canon)) != 0)
					return rv;
			}
		}
		return 0;
	default:
		break;
	}
	/* lines through the placed die stay open until the refill */
	if (refill_due(h) && h->phase == PH_PLACED &&
	    (rv = list_scores(h, c, h->placed, cb, ctx)) != 0)
		return rv;
	if (refill_due(h))
		return list_throws(2 - h->nhand[c], cb, ctx);
	/* the mover's own lines while it may score, then the next turn */
	if (h->phase == PH_PLACED) {
		if (list_scores(h, c, h->placed, NULL, NULL))
			return list_scores(h, c, h->placed, cb, ctx);
	}
	if (rolloff_goes_on(h))
		return list_throws(2, cb, ctx);
	t = *h;
	flush(&t);
	return list_start(&t, next_seat(h), cb, ctx);
}

/* The mover, while lines through its placed die may still be scored
 * on a line of its own though the next seat's throw is due; else -1. */
static int
ht_actor(const void *st)
{
	const struct ht *h = st;

	if (h->phase != PH_PLACED || refill_due(h) ||
	    ht_finished(h, NULL, NULL))
		return -1;
	return list_scores(h, h->cur, h->placed, NULL, NULL) ? h->cur : -1;
}

/*
 * The diagram.
 */

_Static_assert(SIDE < 10, "the diagram writes a rank as one digit");

static int
ht_render(const void *st, const struct render_info *ri, struct buf *b)
{
	struct ht t = *(const struct ht *)st;
	const struct ht *h = &t;
	size_t len = b->len;
	unsigned w;
	int f, r, s, c, rc = 0, end, mover;
	char held[16], why[256], line[4 + 3 * SIDE + 4];
	const char *name;
	size_t n;

	flush(&t);	/* the lines scored are off the board */
	/* the board in lines put together in place, no format parsed:
	 * it goes out after every turn of rongo-render-ascii --all */
	if (ri == NULL || ri->ply == 0)
		rc |= buf_puts(b, "Hanga-Tanga, start\n");
	else {
		rc |= buf_puts(b, "Hanga-Tanga, after turn ");
		rc |= buf_putunum(b, ri->ply);
		rc |= buf_putc(b, '\n');
	}
	rc |= buf_puts(b, "      a  b  c  d  e  f  g  h\n");
	for (r = SIDE - 1; r >= 0; r--) {
		n = 0;
		line[n++] = ' ';	/* a rank is one digit */
		line[n++] = (char)('1' + r);
		line[n++] = ' ';
		line[n++] = ' ';
		for (f = 0; f < SIDE; f++) {
			c = h->board[r * SIDE + f];
			line[n++] = ' ';
			if (c == 0) {
				line[n++] = ' ';
				line[n++] = '.';
			} else {
				line[n++] = owner((unsigned char)c) == 0 ?
				    'W' : 'B';
				line[n++] = (char)('0' +
				    value((unsigned char)c));
			}
		}
		line[n++] = ' ';
		line[n++] = ' ';
		line[n++] = (char)('1' + r);
		line[n++] = '\n';
		rc |= buf_add(b, line, n);
	}
	rc |= buf_puts(b, "      a  b  c  d  e  f  g  h\n"
	    "The board wraps: file h is next to a, rank 8 next to 1.\n");
	for (s = 0; s < 2; s++) {
		name = ri != NULL && ri->players != NULL && ri->nplayers > 1 ?
		    ri->players[s] : seat_names[s];
		hand_text(h, s, held);
		rc |= buf_printf(b, "%s", seat_names[s]);
		if (strcmp(name, seat_names[s]) != 0)
			rc |= buf_printf(b, " (%s)", name);
		rc |= buf_printf(b, ": %ld %s; hand %s; reserve %d; captured "
		    "%d\n", (long)h->score[s], h->score[s] == 1 ? "point" :
		    "points", h->nhand[s] > 0 ? held : "empty", h->reserve[s],
		    h->captured[s]);
	}
	if (ending(h, &end, &w, &mover)) {
		end_text(h, end, w, mover, why);
		if (w == 3u)
			rc |= buf_printf(b, "Draw: %s.\n", why);
		else
			rc |= buf_printf(b, "%s wins: %s.\n",
			    seat_names[w == 1u ? 0 : 1], why);
		return render_end(b, len, rc ? -1 : 0);
	}
	switch (h->phase) {
	case PH_ROLLOFF:
		rc |= buf_printf(b, "%s to throw the roll-off (2 dice).\n",
		    seat_names[h->cur]);
		break;
	case PH_ROLLDONE:
		s = next_seat(h);
		if (rolloff_goes_on(h)) {
			rc |= buf_printf(b, "%s to throw the roll-off "
			    "(2 dice).\n", seat_names[s]);
			break;
		}
		/* decided: the board is still empty and each reserve
		 * holds 12 dice, so the winner's first turn can only
		 * throw one of them, as expect says */
		rc |= buf_printf(b, "%s to move, having won the roll-off "
		    "%d to %d: throw a die from the reserve.\n",
		    seat_names[s], h->roll[s], h->roll[!s]);
		break;
	case PH_THROWN:
	case PH_REROLLED:
		rc |= buf_printf(b, "%s to place a die%s.\n", seat_names[h->cur],
		    h->must ? " of the value thrown" : "");
		break;
	case PH_CHOSEN:
		rc |= buf_printf(b, "%s to throw the chosen die again.\n",
		    seat_names[h->cur]);
		break;
	default:
		if (refill_due(h)) {
			rc |= buf_printf(b, "%s to refill the hand (%d %s).\n",
			    seat_names[h->cur], 2 - h->nhand[h->cur],
			    die_noun((unsigned long)(2 - h->nhand[h->cur])));
			break;
		}
		s = h->phase == PH_START ? h->cur : next_seat(h);
		rc |= buf_printf(b, "%s to move: %s.\n", seat_names[s],
		    h->reserve[s] > 0 ? "score a line or throw a die from the "
		    "reserve" : "the reserve is empty: throw a hand die again");
		break;
	}
	return render_end(b, len, rc ? -1 : 0);
}

static const struct session_ops ht_session = {
	.min_players = 2,
	.max_players = 2,
	.init = ht_init,
	.starts_action = ht_starts_action,
	.begin_turn = ht_begin_turn,
	.action = ht_action,
	.end_turn = ht_end_turn,
	.expect = ht_expect,
	.score = ht_score,
	.order = 1,
	.finished = ht_finished,
	.seats = seat_names,
	.legal = ht_legal,
	.actor = ht_actor,
};

static const char *const ht_aliases[] = { "hangatanga", NULL };

/*
 * --list actions: the actions in the order of notation/hanga-tanga.md
 * (the game reads its own, with no verb table).
 */
static const struct game_form ht_forms[] = {
	{ "roll DICE", "roll 35",
	    "a throw: the roll-off's 2 dice, a reserve die, a refill" },
	{ "place DIE SQUARE", "place 4 a1",
	    "put a hand die showing DIE on an empty square" },
	{ "score END-END", "score a1-a3",
	    "score a line of 3 to 5 of one's dice, named by its ends" },
	{ "score END-MID-END", "score a1-c7-e5",
	    "the same, with a square between to tell the line apart" },
	{ "reroll DIE", "reroll 3",
	    "empty reserve: throw a hand die showing DIE again" },
	{ NULL, NULL, NULL }
};

const struct game game_hanga_tanga = {
	.id = "hanga-tanga",
	.name = "Hanga-Tanga",
	.aliases = ht_aliases,
	.kind = GAME_SESSION,
	.opts = ht_opts,
	.forms = ht_forms,
	.state_size = sizeof(struct ht),
	.render = ht_render,
	.session = &ht_session,
};
