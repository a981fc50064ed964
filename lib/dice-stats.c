/*
 * dice-stats: the exact distribution of an expression (rongo-roll
 * --stats), and how it is written.
 *
 * A distribution (struct dist) is a list of totals with their counts:
 * dense, every integer from lo on, or sparse, sorted distinct fractions.
 * Counts are unsigned big integers (bigint.h) of one fixed number of
 * limbs for the whole expression, chosen from the number of outcomes:
 * a count is a number of equally likely outcomes of the dice below its
 * node, so none exceeds the expression's outcomes, and a few limbs more
 * hold the sums of the mean.  Operands are independent (each has its
 * own dice), so a sum is a convolution and the other operations are
 * over pairs, merged where totals meet.
 *
 * A sum of terms goes as it always went, for speed: the constants, then
 * every other term convolved, then the plain dice (uniform over spans
 * of faces) one die at a time by a sliding window over prefix sums.
 * Keep and drop is a dynamic programme over the dice's values from the
 * best down (kd_pools), with binomial counts; over the totals of a
 * group its state is the set of totals placed (kd_group).  A die that
 * explodes is counted by substitution to a depth (chain_dist): each
 * throw of its chain in turn, the chains that explode beyond the depth
 * left out; their mass is what the counted totals leave of the
 * outcomes, and is written as such.  Keeping among the dice that "!"
 * adds goes by the number of explosions (kd_explode).
 *
 * plan1 refuses what is beyond the DICE_STATS_ limits, and what cannot
 * be counted, from bounds on every node (struct ninfo), and work
 * estimates the steps, before anything big is allocated; from there on
 * only memory can fail (and, once the totals are known, a mean whose
 * denominator is too long).  The mean of fractions is summed over
 * their common denominator, for which the numbers are widened.
 */
#include "dice.h"
#include "dice-int.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bigint.h"
#include "mem.h"

/* Keep and drop among the totals of a group: its state is the set of
 * totals placed, 2^n of them. */
#define STATS_GROUP	12

/* A distribution: n totals, dense (v == NULL: lo, lo + 1, ...) or
 * sparse (v[i], increasing), with their counts, n numbers of w limbs. */
struct dist {
	int64_t			 lo;
	size_t			 n;
	struct dice_total	*v;
	bigint_limb		*c;
};

/* What stats_plan learns of a node. */
struct ninfo {
	int		 integ;		/* every total an integer, lo..hi */
	int64_t		 lo, hi;
	double		 size;		/* different totals, at most */
	double		 bits;		/* log2 of its dice's outcomes */
	/* dice: explosions counted; one die's values dlo..dhi (a chain's
	 * sums; of a single throw when keeping among the dice "!" adds),
	 * nval values shown by a throw, nex of which explode; log2 of the
	 * outcomes of a throw */
	unsigned	 depth;
	int64_t		 dlo, dhi;
	double		 nval, nex, tbits;
	int		 unit;		/* every value of a throw once */
};

struct dice_stats {
	unsigned	 w;		/* limbs of every number */
	bigint_limb	*outcomes;
	bigint_limb	*beyond;	/* outcomes not counted */
	bigint_limb	*l;		/* the totals' common denominator */
	int		 lone;		/* l is 1 */
	struct dist	 d;
	struct dice_total lo, hi;	/* bounds of every total */
	uint32_t	 repeat;
	unsigned	 depth;		/* explosions counted, when beyond */
	size_t		 nprimes;	/* the primes that divide outcomes */
	uint32_t	 primes[16 * DICE_MAX_TERMS];
	bigint_limb	*tmp;		/* NTMP numbers of scratch */
	bigint_limb	*shifted;	/* 2 * outcomes << b, b < NSHIFT */
	/* a count in decimal (numsz bytes), then a fraction (2 * numsz:
	 * two numbers, a slash and a NUL): each has the room of the
	 * longest it can hold, so that writing one never runs into the
	 * other */
	char		*str;
	size_t		 numsz;		/* bytes a number: BIGINT_STRSZ(w) */
};

struct ctx {
	const struct dice_expr	*e;
	struct ninfo		*ni;
	struct dice_stats	*st;
	struct dice_err		*err;
	unsigned		 w;
	unsigned long		 end;	/* the last column of the text */
	unsigned		 nexpl;	/* nodes of exploding dice */
	bigint_limb		*big;	/* the outcomes so far, tw limbs */
	unsigned		 tw;
	unsigned		 mindepth;
	int			 cut;	/* some chain is cut at its depth */
};

#define NTMP	14
#define NSHIFT	20
/* A decimal that dice_stats_write prints: an integer part below 2^63
 * (19 digits), a point, six decimals, a NUL, with room to spare. */
#define DECSZ	40

__extension__ typedef unsigned __int128 dice_u128;

static uint64_t binom[DICE_STATS_KEEP + 1][DICE_STATS_KEEP + 1];

static bigint_limb *
cnt(const struct dist *d, size_t i, unsigned w)
{
	return d->c + i * w;
}

static struct dice_total
dval(const struct dist *d, size_t i)
{
	struct dice_total t;

	if (d->v != NULL)
		return d->v[i];
	t.num = d->lo + (int64_t)i;
	t.den = 1;
	return t;
}

static void
dist_free(struct dist *d)
{
	mem_free(d->v);
	mem_free(d->c);
	memset(d, 0, sizeof(*d));
}

/* n zeroed counts, and n values when sparse; -1 out of memory. */
static int
dist_new(struct dist *d, size_t n, int sparse, unsigned w)
{
	memset(d, 0, sizeof(*d));
	if ((d->c = mem_array(NULL, n * w, sizeof(bigint_limb))) == NULL)
		return -1;
	memset(d->c, 0, n * w * sizeof(bigint_limb));
	if (sparse && (d->v = mem_array(NULL, n,
	    sizeof(struct dice_total))) == NULL) {
		mem_free(d->c);
		d->c = NULL;
		return -1;
	}
	d->n = n;
	return 0;
}

/* The most limbs of a count of d. */
static unsigned
dist_limbs(const struct dist *d, unsigned w)
{
	unsigned m = 1, l;
	size_t i;

	for (i = 0; i < d->n; i++)
		if ((l = bigint_limbs(cnt(d, i, w), w)) > m)
			m = l;
	return m;
}

static int
stats_fail(struct dice_err *err, unsigned long col, unsigned long len,
    const char *msg)
{
	err->col = col;
	err->len = len;
	snprintf(err->msg, sizeof(err->msg), "%s", msg);
	return 1;
}

/* ---- totals as fractions ---- */

static uint64_t
gcd64(uint64_t a, uint64_t b)
{
	while (b != 0) {
		uint64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* num/den (den != 0) in lowest terms; the parser's bounds make it
 * fit. */
static struct dice_total
tot_make(dice_i128 num, dice_i128 den)
{
	struct dice_total t = { 0, 1 };

	(void)dice_q_make(num, den, &t);
	return t;
}

/* A target's value: 1 a success, -1 a failure, else 0. */
static int
target_q(const struct dice_mods *m, struct dice_total v)
{
	if (dice_cond_holds_q(&m->sc, v))
		return 1;
	if (m->fail && dice_cond_holds_q(&m->fc, v))
		return -1;
	return 0;
}

static int
target_v(const struct dice_mods *m, int64_t v)
{
	if (dice_cond_holds(&m->sc, v))
		return 1;
	if (m->fail && dice_cond_holds(&m->fc, v))
		return -1;
	return 0;
}

/* The operations over pairs and single totals; OP_TARGET maps a total
 * to its target's value. */
#define OP_TARGET	100

static struct dice_total
tot_op(int op, struct dice_total a, struct dice_total b,
    const struct dice_mods *m)
{
	struct dice_total t;

	switch (op) {
	case DICE_N_ADD:
		return dice_q_add(a, b);
	case DICE_N_SUB:
		return dice_q_add(a, dice_q_neg(b));
	case DICE_N_MUL:
		return dice_q_mul(a, b);
	case DICE_N_DIV:
		/* b is never 0: the parser's bounds exclude it */
		return dice_q_div(a, b);
	case DICE_N_MOD:
		return dice_q_mod(a, b);
	case DICE_N_POW:
		/* within the parser's bounds: it fits */
		(void)dice_q_pow(a, b.num, &t);
		return t;
	case DICE_N_NEG:
		return dice_q_neg(a);
	case DICE_N_FLOOR:
		t.num = dice_q_floor(a);
		break;
	case DICE_N_CEIL:
		t.num = dice_q_ceil(a);
		break;
	case DICE_N_ROUND:
		t.num = dice_q_round(a);
		break;
	case DICE_N_ABS:
		a.num = a.num < 0 ? -a.num : a.num;
		return a;
	default:
		t.num = target_q(m, a);
		break;
	}
	t.den = 1;
	return t;
}

/* ---- combining distributions ---- */

struct pair {
	struct dice_total	 v;
	uint32_t		 ia, ib;
};

static int
pair_cmp(const void *x, const void *y)
{
	const struct pair *a = x, *b = y;

	return dice_q_cmp(a->v, b->v);
}

/* A sparse distribution of integers over a short span: dense. */
static int
settle(struct dist *d, unsigned w)
{
	struct dist n;
	size_t i;
	uint64_t span;

	if (d->v == NULL || d->n == 0)
		return 0;
	for (i = 0; i < d->n; i++)
		if (d->v[i].den != 1)
			return 0;
	span = (uint64_t)(d->v[d->n - 1].num - d->v[0].num) + 1;
	if (span > 4 * (uint64_t)d->n + 64)
		return 0;
	if (dist_new(&n, (size_t)span, 0, w) < 0)
		return -1;
	n.lo = d->v[0].num;
	for (i = 0; i < d->n; i++)
		memcpy(cnt(&n, (size_t)(d->v[i].num - n.lo), w), cnt(d, i, w),
		    w * sizeof(bigint_limb));
	dist_free(d);
	*d = n;
	return 0;
}

/* Whether every total of d is an integer. */
static int
integral(const struct dist *d)
{
	size_t i;

	for (i = 0; d->v != NULL && i < d->n; i++)
		if (d->v[i].den != 1)
			return 0;
	return 1;
}

/*
 * combine for integers whose results span few more than the np pairs:
 * each pair's count added where its result falls, with no sorting.  0,
 * 1 when the span is too wide (nothing done), -1 out of memory.
 */
static int
combine_dense(const struct dist *a, const struct dist *b, int op,
    const struct dice_mods *m, size_t np, struct dist *out, unsigned w)
{
	static const struct dice_total zero = { 0, 1 };
	int64_t lo = INT64_MAX, hi = INT64_MIN, v;
	size_t i, j, nb = b != NULL ? b->n : 1;
	unsigned la = dist_limbs(a, w), lb = b != NULL ? dist_limbs(b, w) : 0;
	int pass;

	for (pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			if (lo > hi || (uint64_t)(hi - lo) >= 4 * (uint64_t)np +
			    64)
				return 1;
			if (dist_new(out, (size_t)(hi - lo) + 1, 0, w) < 0)
				return -1;
			out->lo = lo;
		}
		for (i = 0; i < a->n; i++) {
			if (bigint_is_zero(cnt(a, i, w), w))
				continue;
			for (j = 0; j < nb; j++) {
				if (b != NULL && bigint_is_zero(cnt(b, j, w),
				    w))
					continue;
				v = tot_op(op, dval(a, i), b != NULL ?
				    dval(b, j) : zero, m).num;
				if (pass == 0) {
					lo = v < lo ? v : lo;
					hi = v > hi ? v : hi;
				} else if (b == NULL)
					bigint_add(cnt(out, (size_t)(v - lo), w),
					    cnt(a, i, w), w);
				else if (la <= lb)
					bigint_addmulbig(cnt(out, (size_t)(v -
					    lo), w), cnt(b, j, w), cnt(a, i, w),
					    w);
				else
					bigint_addmulbig(cnt(out, (size_t)(v -
					    lo), w), cnt(a, i, w), cnt(b, j, w),
					    w);
			}
		}
	}
	return 0;
}

/*
 * out = op over the totals of a (and b, independent): every pair of
 * totals that can occur, sorted, those that meet merged.  The counts
 * of a pair multiply.
 */
static int
combine(const struct dist *a, const struct dist *b, int op,
    const struct dice_mods *m, struct dist *out, unsigned w)
{
	static const struct dice_total zero = { 0, 1 };
	struct pair *p;
	size_t np = 0, i, j, k, nd;
	unsigned la, lb;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < a->n; i++)
		if (!bigint_is_zero(cnt(a, i, w), w))
			np++;
	if (b != NULL) {
		for (k = j = 0; j < b->n; j++)
			if (!bigint_is_zero(cnt(b, j, w), w))
				k++;
		np *= k;
	}
	if (op != DICE_N_DIV && integral(a) && (b == NULL || integral(b)))
		switch (combine_dense(a, b, op, m, np, out, w)) {
		case -1:
			return -1;
		case 0:
			return 0;
		default:
			break;
		}
	if ((p = mem_array(NULL, np ? np : 1, sizeof(*p))) == NULL)
		return -1;
	np = 0;
	for (i = 0; i < a->n; i++) {
		if (bigint_is_zero(cnt(a, i, w), w))
			continue;
		if (b == NULL) {
			p[np].v = tot_op(op, dval(a, i), zero, m);
			p[np].ia = (uint32_t)i;
			p[np++].ib = 0;
			continue;
		}
		for (j = 0; j < b->n; j++) {
			if (bigint_is_zero(cnt(b, j, w), w))
				continue;
			p[np].v = tot_op(op, dval(a, i), dval(b, j), m);
			p[np].ia = (uint32_t)i;
			p[np++].ib = (uint32_t)j;
		}
	}
	qsort(p, np, sizeof(*p), pair_cmp);
	for (nd = 0, i = 0; i < np; i++)
		if (i == 0 || dice_q_cmp(p[i].v, p[i - 1].v) != 0)
			nd++;
	if (dist_new(out, nd ? nd : 1, 1, w) < 0) {
		mem_free(p);
		return -1;
	}
	if (nd == 0) {
		out->v[0] = zero;
		mem_free(p);
		return 0;
	}
	la = dist_limbs(a, w);
	lb = b != NULL ? dist_limbs(b, w) : 0;
	for (k = 0, i = 0; i < np; i++) {
		bigint_limb *c;

		if (i > 0 && dice_q_cmp(p[i].v, p[i - 1].v) != 0)
			k++;
		out->v[k] = p[i].v;
		c = cnt(out, k, w);
		if (b == NULL)
			bigint_add(c, cnt(a, p[i].ia, w), w);
		else if (la <= lb)
			bigint_addmulbig(c, cnt(b, p[i].ib, w),
			    cnt(a, p[i].ia, w), w);
		else
			bigint_addmulbig(c, cnt(a, p[i].ia, w),
			    cnt(b, p[i].ib, w), w);
	}
	mem_free(p);
	if (settle(out, w) < 0) {
		dist_free(out);
		return -1;
	}
	return 0;
}

/* b = a + d (a - d when neg), both dense. */
static int
convolve(const struct dist *a, const struct dist *d, int neg,
    struct dist *b, unsigned w)
{
	size_t i, j, at;
	unsigned la, ld, wl;

	if (a->v != NULL || d->v != NULL)
		return combine(a, d, neg ? DICE_N_SUB : DICE_N_ADD, NULL, b,
		    w);
	if (dist_new(b, a->n + d->n - 1, 0, w) < 0)
		return -1;
	b->lo = a->lo + (neg ? -(d->lo + (int64_t)d->n - 1) : d->lo);
	/* a sum of fewer than 2^32 products of la and ld limbs fits in
	 * la + ld + 1: the products need go no further */
	la = dist_limbs(a, w);
	ld = dist_limbs(d, w);
	wl = la + ld + 1 < w ? la + ld + 1 : w;
	for (i = 0; i < a->n; i++) {
		if (bigint_is_zero(cnt(a, i, w), w))
			continue;
		for (j = 0; j < d->n; j++) {
			at = i + (neg ? d->n - 1 - j : j);
			/* the product's loop runs over the limbs of its
			 * third operand: the one with the fewer */
			if (la <= ld)
				bigint_addmulbig(cnt(b, at, w), cnt(d, j, w),
				    cnt(a, i, w), wl);
			else
				bigint_addmulbig(cnt(b, at, w), cnt(a, i, w),
				    cnt(d, j, w), wl);
		}
	}
	return 0;
}

/* ---- dice ---- */

/* Plain dice: uniform over spans of faces that are their values, no
 * keep, drop, target or explosion; added a die at a time. */
static int
plain(const struct dice_node *d)
{
	return d->kind == DICE_N_DICE && d->ex == DICE_EX_NONE &&
	    !d->fudge && !d->rronce && d->m.kd == DICE_KD_NONE && !d->m.succ;
}

static int
separate(const struct dice_node *d)
{
	return d->ex == DICE_EX_EXPLODE || d->ex == DICE_EX_PENETRATE;
}

static int
penetrates(const struct dice_node *d)
{
	return d->ex == DICE_EX_PENETRATE ||
	    d->ex == DICE_EX_COMPOUND_PENETRATE;
}

static uint32_t
kd_kept(const struct dice_mods *m, uint32_t n)
{
	uint32_t k = m->kd == DICE_KD_KH || m->kd == DICE_KD_KL ? m->kdn :
	    m->kdn > n ? 0 : n - m->kdn;

	return k > n ? n : k;
}

static int
kd_high(const struct dice_mods *m)
{
	return m->kd == DICE_KD_KH || m->kd == DICE_KD_DL;
}

/* One throw of a die (after its rerolls): the weight of each value it
 * shows, wt[v - vlo], over t (their sum). */
struct throwt {
	int64_t		 vlo;
	size_t		 nv;
	uint64_t	*wt;
	uint64_t	 t;
	uint64_t	 pe;		/* the weight that explodes */
	int64_t		 smin, smax;	/* the values shown */
};

static int
throw_table(const struct dice_node *d, struct throwt *tt)
{
	uint64_t s = d->sides, g = 0, m = 0;
	uint32_t f;
	unsigned k = 0;
	size_t i;

	memset(tt, 0, sizeof(*tt));
	tt->vlo = dice_face(d, 1);
	tt->nv = (size_t)(dice_face(d, d->sides) - tt->vlo + 1);
	if ((tt->wt = mem_array(NULL, tt->nv, sizeof(uint64_t))) == NULL)
		return -1;
	memset(tt->wt, 0, tt->nv * sizeof(uint64_t));
	if (d->rronce) {
		/* rerolled once: a face that is not rerolled at once (s
		 * ways in s^2), or any face after the reroll (m ways, m
		 * the faces rerolled) */
		for (f = 1; f <= d->sides; f++)
			m += (uint64_t)dice_rerolled(d, dice_face(d, f));
		for (f = 1; f <= d->sides; f++)
			tt->wt[dice_face(d, f) - tt->vlo] += m +
			    (dice_rerolled(d, dice_face(d, f)) ? 0 : s);
	} else
		for (f = 1; f <= d->sides; f++) {
			while (k < d->nallow && d->allow[k].hi < f)
				k++;
			tt->wt[dice_face(d, f) - tt->vlo] += k < d->nallow &&
			    d->allow[k].lo <= f;
		}
	for (i = 0; i < tt->nv; i++)
		g = gcd64(g, tt->wt[i]);
	tt->smin = INT64_MAX;
	tt->smax = INT64_MIN;
	for (i = 0; i < tt->nv; i++) {
		int64_t v = tt->vlo + (int64_t)i;

		if (tt->wt[i] == 0)
			continue;
		tt->wt[i] /= g;
		tt->t += tt->wt[i];
		if (v < tt->smin)
			tt->smin = v;
		tt->smax = v;
		if (d->ex != DICE_EX_NONE && dice_cond_holds(&d->exc, v))
			tt->pe += tt->wt[i];
	}
	return 0;
}

/* What throw j (from 1) of a chain adds: its value, or with score its
 * target's value. */
static int64_t
chain_h(const struct dice_node *d, int64_t v, unsigned j, int score)
{
	if (j >= 2 && penetrates(d))
		v--;
	return score ? target_v(&d->m, v) : v;
}

static int
explodes(const struct dice_node *d, int64_t v)
{
	return d->ex != DICE_EX_NONE && dice_cond_holds(&d->exc, v);
}

/* Bounds of what throws j.. of a chain add, from those of throws
 * j + 1.. (clo, chi). */
static void
level_bounds(const struct dice_node *d, const struct throwt *tt,
    unsigned j, unsigned depth, int score, int64_t clo, int64_t chi,
    int64_t *lop, int64_t *hip)
{
	int64_t lo = INT64_MAX, hi = INT64_MIN, x, v;
	size_t i;

	for (i = 0; i < tt->nv; i++) {
		if (tt->wt[i] == 0)
			continue;
		v = tt->vlo + (int64_t)i;
		x = chain_h(d, v, j, score);
		if (explodes(d, v) && j <= depth) {
			if (x + clo < lo)
				lo = x + clo;
			if (x + chi > hi)
				hi = x + chi;
			continue;
		}
		if (explodes(d, v) && depth < DICE_EXPLODE_CAP)
			continue;
		if (x < lo)
			lo = x;
		if (x > hi)
			hi = x;
	}
	*lop = lo;
	*hip = hi;
}

/* Bounds of what a whole chain adds. */
static void
chain_bounds(const struct dice_node *d, const struct throwt *tt,
    unsigned depth, int score, int64_t *lo, int64_t *hi)
{
	unsigned j;

	*lo = *hi = 0;
	for (j = depth + 1; j >= 1; j--)
		level_bounds(d, tt, j, depth, score, *lo, *hi, lo, hi);
}

/*
 * One die that explodes, into out (dense): what its chain adds (the sum
 * of its throws, or with score the sum of their target's values),
 * counted to depth explosions.  By substitution from the last throw
 * back: D(j) counts throws j.. of the chain, over outcomes of the
 * throws j..depth + 1, those a chain that stopped earlier leaves
 * unused counting for it all.  The last throw, at the cap, is kept as
 * it falls; below the cap, one that explodes is beyond.
 */
static int
chain_dist(const struct dice_node *d, const struct throwt *tt,
    unsigned depth, int score, struct dist *out, unsigned w)
{
	struct dist cur, nxt;
	bigint_limb *pad;
	unsigned j, m;
	size_t i, k;
	int64_t lo, hi;

	memset(&cur, 0, sizeof(cur));
	if ((pad = mem_array(NULL, (size_t)(depth + 1) * w,
	    sizeof(bigint_limb))) == NULL)
		return -1;
	bigint_set(pad, w, 1);
	for (m = 1; m <= depth; m++) {
		memset(pad + m * w, 0, w * sizeof(bigint_limb));
		bigint_addmul64(pad + m * w, pad + (m - 1) * w, tt->t, w);
	}
	for (j = depth + 1; j >= 1; j--) {
		level_bounds(d, tt, j, depth, score, cur.lo,
		    cur.lo + (int64_t)cur.n - 1, &lo, &hi);
		if (dist_new(&nxt, (size_t)(hi - lo + 1), 0, w) < 0) {
			dist_free(&cur);
			mem_free(pad);
			return -1;
		}
		nxt.lo = lo;
		for (i = 0; i < tt->nv; i++) {
			int64_t v = tt->vlo + (int64_t)i, x;

			if (tt->wt[i] == 0)
				continue;
			x = chain_h(d, v, j, score);
			if (explodes(d, v) && j <= depth) {
				for (k = 0; k < cur.n; k++)
					bigint_addmul64(cnt(&nxt, (size_t)(x +
					    cur.lo - lo) + k, w), cnt(&cur, k, w),
					    tt->wt[i], w);
				continue;
			}
			if (explodes(d, v) && depth < DICE_EXPLODE_CAP)
				continue;
			bigint_addmul64(cnt(&nxt, (size_t)(x - lo), w),
			    pad + (size_t)(depth + 1 - j) * w, tt->wt[i], w);
		}
		dist_free(&cur);
		cur = nxt;
	}
	mem_free(pad);
	*out = cur;
	return 0;
}

/* One die as it falls, unexploded (dense). */
static int
throw_dist(const struct throwt *tt, struct dist *out, unsigned w)
{
	size_t i;

	if (dist_new(out, tt->nv, 0, w) < 0)
		return -1;
	out->lo = tt->vlo;
	for (i = 0; i < tt->nv; i++)
		bigint_set(cnt(out, i, w), w, tt->wt[i]);
	return 0;
}

/*
 * Add one plain die of d (its negative when neg) to the distribution a,
 * into b (room for the result), by prefix sums: the count of total x is
 * the sum, over the spans of faces, of the counts of a between x - hi
 * and x - lo.
 */
static void
add_die(const struct dice_node *d, int neg, const struct dist *a,
    struct dist *b, bigint_limb *prefix, unsigned w)
{
	int64_t fmin, fmax, x, lo_i, hi_i, fa, fb;
	size_t i, j;
	unsigned k;
	uint32_t flo = d->allow[0].lo, fhi = d->allow[d->nallow - 1].hi;

	fmin = neg ? -(int64_t)fhi : flo;
	fmax = neg ? -(int64_t)flo : fhi;
	memset(prefix, 0, w * sizeof(bigint_limb));
	for (i = 0; i < a->n; i++) {
		memcpy(prefix + (i + 1) * w, prefix + i * w,
		    w * sizeof(bigint_limb));
		bigint_add(prefix + (i + 1) * w, cnt(a, i, w), w);
	}
	b->lo = a->lo + fmin;
	b->n = a->n + (size_t)(fmax - fmin);
	for (j = 0; j < b->n; j++) {
		bigint_limb *c = cnt(b, j, w);

		memset(c, 0, w * sizeof(bigint_limb));
		x = b->lo + (int64_t)j;
		for (k = 0; k < d->nallow; k++) {
			fa = neg ? -(int64_t)d->allow[k].hi : d->allow[k].lo;
			fb = neg ? -(int64_t)d->allow[k].lo : d->allow[k].hi;
			lo_i = x - fb - a->lo;
			hi_i = x - fa - a->lo + 1;
			if (lo_i < 0)
				lo_i = 0;
			if (hi_i > (int64_t)a->n)
				hi_i = (int64_t)a->n;
			if (hi_i <= lo_i)
				continue;
			bigint_add(c, prefix + (size_t)hi_i * w, w);
			bigint_sub(c, prefix + (size_t)lo_i * w, w);
		}
	}
}

/* a plus (minus, with neg) the plain dice d, a die at a time; a dense. */
static int
add_plain(const struct dice_node *d, int neg, struct dist *a, unsigned w)
{
	struct dist b;
	bigint_limb *prefix, *grown;
	uint32_t flo = d->allow[0].lo, fhi = d->allow[d->nallow - 1].hi;
	size_t n = a->n + (size_t)d->count * (fhi - flo);
	uint32_t i;

	if ((prefix = mem_array(NULL, n + 1, w * sizeof(bigint_limb))) ==
	    NULL)
		return -1;
	if (dist_new(&b, n, 0, w) < 0) {
		mem_free(prefix);
		return -1;
	}
	/* mem_array leaves the old block on failure, still a's */
	if ((grown = mem_array(a->c, n, w * sizeof(bigint_limb))) == NULL) {
		mem_free(prefix);
		dist_free(&b);
		return -1;
	}
	a->c = grown;
	for (i = 0; i < d->count; i++) {
		struct dist t;

		add_die(d, neg, a, &b, prefix, w);
		t = *a;
		*a = b;
		b = t;
	}
	mem_free(prefix);
	dist_free(&b);
	return 0;
}

/* ---- keep and drop ---- */

static void
binom_init(void)
{
	uint32_t j, k;

	if (binom[0][0] != 0)
		return;
	for (j = 0; j <= DICE_STATS_KEEP; j++) {
		binom[j][0] = 1;
		for (k = 1; k <= j; k++)
			binom[j][k] = binom[j - 1][k - 1] +
			    (k < j ? binom[j - 1][k] : 0);
	}
}

/* Dice alike kept or dropped together: n dice, one die's values (dense)
 * with their counts; each kept die adds sign * its value, or with tm
 * its target's value. */
struct pool {
	uint32_t		 n;
	int			 single;	/* all at one value: no bound on n */
	int			 sign;
	const struct dice_mods	*tm;
	struct dist		 dv;
};

static int64_t
pool_h(const struct pool *p, int64_t v)
{
	return p->tm != NULL ? target_v(p->tm, v) : p->sign * v;
}

/* The step of kd_pools for a pool q of dice all at one value, of count
 * t, adding h each when kept: its dice all placed at once, t^n ways
 * (the coordinate of a state is 1 once they are). */
static void
kd_single(const struct pool *q, const bigint_limb *t, int64_t h,
    int64_t hmin, int64_t hmax, uint32_t k, bigint_limb *dp, size_t nstates,
    size_t stride, size_t row, const uint32_t *jsum, bigint_limb *m,
    unsigned w)
{
	bigint_limb *a = m + w;
	size_t st, s, last, shift;
	uint32_t c, kj, kc;

	bigint_set(m, w, 1);
	for (c = 0; c < q->n; c++) {
		memset(a, 0, w * sizeof(bigint_limb));
		bigint_addmulbig(a, m, t, w);
		memcpy(m, a, w * sizeof(bigint_limb));
	}
	for (st = 0; st < nstates; st++) {
		if (st / stride % 2 != 0)
			continue;
		kj = jsum[st] < k ? jsum[st] : k;
		kc = q->n < k - kj ? q->n : k - kj;
		shift = (size_t)kc * (size_t)(h - hmin);
		last = (size_t)kj * (size_t)(hmax - hmin);
		for (s = 0; s <= last; s++) {
			const bigint_limb *from = dp + (st * row + s) * w;

			if (!bigint_is_zero(from, w))
				bigint_addmulbig(dp + ((st + stride) * row +
				    s + shift) * w, from, m, w);
		}
	}
}

/*
 * Keep k of the dice of the pools (the highest with high, else the
 * lowest), into out (dense): what the kept add.
 *
 * The values are taken from the best down, so the first k dice placed
 * are the ones kept; between pools, at a value they share, the dice of
 * the earlier pool first.  A state is how many dice of each pool have a
 * value seen so far (mixed radix); dp[state][s] counts the ways, the
 * kept among them (min(J, k) of the J placed) adding s + min(J, k) *
 * hmin.  Giving c more dice of a pool the value v, of count t,
 * multiplies by C(left, c) t^c; a pool's counts are updated in place
 * from the most placed down, so each reads counts not yet updated.
 */
static int
kd_pools(struct pool *pl, unsigned np, int high, uint32_t k,
    struct dist *out, unsigned w)
{
	size_t stride[DICE_MAX_TERMS], nstates = 1, row, st, s, last, shift;
	int64_t hmin = INT64_MAX, hmax = INT64_MIN, vmin = INT64_MAX;
	int64_t vmax = INT64_MIN, v, h, idx;
	uint32_t *jsum = NULL, nmax = 0, n = 0, j, j2, c, kj, kc;
	bigint_limb *dp = NULL, *pw = NULL, *m = NULL;
	unsigned p;
	size_t i;

	binom_init();
	memset(out, 0, sizeof(*out));
	for (p = 0; p < np; p++) {
		stride[p] = nstates;
		nstates *= pl[p].single ? 2 : pl[p].n + 1;
		n += pl[p].n;
		if (!pl[p].single && pl[p].n > nmax)
			nmax = pl[p].n;
		for (i = 0; i < pl[p].dv.n; i++) {
			if (bigint_is_zero(cnt(&pl[p].dv, i, w), w))
				continue;
			v = pl[p].dv.lo + (int64_t)i;
			h = pool_h(&pl[p], v);
			if (h < hmin)
				hmin = h;
			if (h > hmax)
				hmax = h;
			if (v < vmin)
				vmin = v;
			if (v > vmax)
				vmax = v;
		}
	}
	if (k > n)
		k = n;
	row = (size_t)k * (size_t)(hmax - hmin) + 1;
	if ((jsum = mem_array(NULL, nstates, sizeof(uint32_t))) == NULL ||
	    (dp = mem_array(NULL, nstates * row, w * sizeof(bigint_limb))) ==
	    NULL || (pw = mem_array(NULL, nmax + 1,
	    w * sizeof(bigint_limb))) == NULL ||
	    (m = mem_array(NULL, 2 * (size_t)w, sizeof(bigint_limb))) ==
	    NULL || dist_new(out, row, 0, w) < 0)
		goto nomem;
	for (st = 0; st < nstates; st++) {
		jsum[st] = 0;
		for (p = 0; p < np; p++)
			jsum[st] += pl[p].single ? (st / stride[p] % 2 != 0 ?
			    pl[p].n : 0) : (uint32_t)(st / stride[p] %
			    (pl[p].n + 1));
	}
	memset(dp, 0, nstates * row * w * sizeof(bigint_limb));
	dp[0] = 1;
	for (idx = 0; idx <= vmax - vmin; idx++) {
		v = high ? vmax - idx : vmin + idx;
		for (p = 0; p < np; p++) {
			const struct pool *q = &pl[p];
			const bigint_limb *t;
			int unit;

			if (v < q->dv.lo || v >= q->dv.lo + (int64_t)q->dv.n)
				continue;
			t = cnt(&q->dv, (size_t)(v - q->dv.lo), w);
			if (bigint_is_zero(t, w))
				continue;
			h = pool_h(q, v);
			if (q->single) {
				kd_single(q, t, h, hmin, hmax, k, dp, nstates,
				    stride[p], row, jsum, m, w);
				continue;
			}
			unit = bigint_limbs(t, w) == 1 && t[0] == 1;
			bigint_set(pw, w, 1);
			for (c = 1; !unit && c <= q->n; c++) {
				memset(pw + c * w, 0, w * sizeof(bigint_limb));
				bigint_addmulbig(pw + c * w, pw + (c - 1) * w,
				    t, w);
			}
			for (st = 0; st < nstates; st++) {
				if (st / stride[p] % (q->n + 1) != 0)
					continue;
				for (j2 = q->n; j2 >= 1; j2--)
					for (j = 0; j < j2; j++) {
					size_t src = st + j * stride[p];
					size_t dst = st + j2 * stride[p];
					uint64_t b = binom[q->n - j][j2 - j];

					c = j2 - j;
					kj = jsum[src] < k ? jsum[src] : k;
					kc = c < k - kj ? c : k - kj;
					shift = (size_t)kc * (size_t)(h - hmin);
					last = (size_t)kj * (size_t)(hmax - hmin);
					if (!unit) {
						memset(m, 0, w *
						    sizeof(bigint_limb));
						bigint_addmul64(m, pw + c * w, b,
						    w);
					}
					for (s = 0; s <= last; s++) {
						const bigint_limb *from = dp +
						    (src * row + s) * w;
						bigint_limb *to = dp + (dst *
						    row + s + shift) * w;

						if (bigint_is_zero(from, w))
							continue;
						if (unit)
							bigint_addmul64(to, from,
							    b, w);
						else
							bigint_addmulbig(to,
							    from, m, w);
					}
				}
			}
		}
	}
	out->lo = (int64_t)k * hmin;
	memcpy(out->c, dp + (nstates - 1) * row * w,
	    row * w * sizeof(bigint_limb));
	mem_free(jsum);
	mem_free(dp);
	mem_free(pw);
	mem_free(m);
	return 0;
nomem:
	mem_free(jsum);
	mem_free(dp);
	mem_free(pw);
	mem_free(m);
	dist_free(out);
	return -1;
}

struct gentry {
	struct dice_total	 v;
	uint32_t		 kid, i;
};

static int
gentry_cmp(const void *x, const void *y)
{
	const struct gentry *a = x, *b = y;
	int r = dice_q_cmp(a->v, b->v);

	return r != 0 ? r : a->kid < b->kid ? -1 : a->kid > b->kid;
}

static unsigned
popcount(unsigned x)
{
	unsigned n = 0;

	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

/*
 * Keep k of the totals of m independent sub-expressions (their
 * distributions kid[]), into out: the sum of the kept, or with tm the
 * number of the kept that meet its success condition less those that
 * meet its failure condition.  As kd_pools, the totals from the best
 * down; the state is the set of sub-expressions given a total so far,
 * and the kept add s + min(placed, k) * hmin, in units of 1/l (l: the
 * common denominator of the totals).
 */
static int
kd_group(const struct dist *kid, unsigned m, int high, uint32_t k,
    const struct dice_mods *tm, struct dist *out, unsigned w)
{
	struct gentry *ge = NULL;
	bigint_limb *dp = NULL;
	size_t ne = 0, i, j, s, row, last, shift, nmask = (size_t)1 << m;
	int64_t hmin = INT64_MAX, hmax = INT64_MIN, l = 1, h;
	struct dist r;
	unsigned u, mask, pc, kj;

	memset(out, 0, sizeof(*out));
	for (u = 0; u < m; u++)
		ne += kid[u].n;
	if ((ge = mem_array(NULL, ne ? ne : 1, sizeof(*ge))) == NULL)
		return -1;
	ne = 0;
	for (u = 0; u < m; u++)
		for (i = 0; i < kid[u].n; i++) {
			if (bigint_is_zero(cnt(&kid[u], i, w), w))
				continue;
			ge[ne].v = dval(&kid[u], i);
			ge[ne].kid = u;
			ge[ne++].i = (uint32_t)i;
			if (tm == NULL)
				l = l / (int64_t)gcd64((uint64_t)l,
				    (uint64_t)ge[ne - 1].v.den) *
				    ge[ne - 1].v.den;
		}
	qsort(ge, ne, sizeof(*ge), gentry_cmp);
	for (i = 0; i < ne; i++) {
		h = tm != NULL ? target_q(tm, ge[i].v) :
		    ge[i].v.num * (l / ge[i].v.den);
		if (h < hmin)
			hmin = h;
		if (h > hmax)
			hmax = h;
	}
	if (k > m)
		k = m;
	row = (size_t)k * (size_t)(hmax - hmin) + 1;
	if ((dp = mem_array(NULL, nmask * row, w * sizeof(bigint_limb))) ==
	    NULL) {
		mem_free(ge);
		return -1;
	}
	memset(dp, 0, nmask * row * w * sizeof(bigint_limb));
	dp[0] = 1;
	for (j = 0; j < ne; j++) {
		const struct gentry *g = &ge[high ? ne - 1 - j : j];
		const bigint_limb *t = cnt(&kid[g->kid], g->i, w);

		h = tm != NULL ? target_q(tm, g->v) : g->v.num * (l / g->v.den);
		for (mask = 0; mask < nmask; mask++) {
			if (mask & 1U << g->kid)
				continue;
			pc = popcount(mask);
			kj = pc < k ? pc : k;
			shift = pc < k ? (size_t)(h - hmin) : 0;
			last = (size_t)kj * (size_t)(hmax - hmin);
			for (s = 0; s <= last; s++) {
				const bigint_limb *from = dp + (mask * row +
				    s) * w;

				if (bigint_is_zero(from, w))
					continue;
				bigint_addmulbig(dp + ((mask | 1U << g->kid) *
				    row + s + shift) * w, from, t, w);
			}
		}
	}
	mem_free(ge);
	if (dist_new(&r, row, l != 1, w) < 0) {
		mem_free(dp);
		return -1;
	}
	memcpy(r.c, dp + (nmask - 1) * row * w, row * w * sizeof(bigint_limb));
	mem_free(dp);
	r.lo = (int64_t)k * hmin;
	if (l != 1) {
		for (s = 0; s < row; s++)
			r.v[s] = tot_make(r.lo + (int64_t)s, l);
		/* the totals were in order as multiples of 1/l */
	}
	*out = r;
	return 0;
}

/* ---- evaluation ---- */

static int eval(struct ctx *, int32_t, struct dist *);

/* out = a single total v. */
static int
dist_const(struct dist *out, int64_t v, unsigned w)
{
	if (dist_new(out, 1, 0, w) < 0)
		return -1;
	out->lo = v;
	bigint_set(out->c, w, 1);
	return 0;
}

struct term {
	int32_t		 node;
	int		 neg;
};

/* Whether node i is a sum of its parts: what sum_terms takes apart. */
static int
is_sum(const struct dice_node *d)
{
	switch (d->kind) {
	case DICE_N_ADD:
	case DICE_N_SUB:
	case DICE_N_NEG:
	case DICE_N_PAREN:
		return 1;
	case DICE_N_GROUP:
		return d->m.kd == DICE_KD_NONE && !d->m.succ;
	case DICE_N_DICE:
		return plain(d);
	default:
		return 0;
	}
}

/* The terms of the sum at node i into t (with their signs), the
 * constants added to *cst. */
static void
sum_terms(const struct dice_expr *e, int32_t i, int neg, struct term *t,
    size_t *nt, int64_t *cst)
{
	const struct dice_node *d = &e->n[i];
	int32_t k;

	switch (d->kind) {
	case DICE_N_ADD:
	case DICE_N_SUB:
		sum_terms(e, d->a, neg, t, nt, cst);
		sum_terms(e, d->b, d->kind == DICE_N_SUB ? !neg : neg, t, nt,
		    cst);
		return;
	case DICE_N_NEG:
		sum_terms(e, d->a, !neg, t, nt, cst);
		return;
	case DICE_N_PAREN:
		sum_terms(e, d->a, neg, t, nt, cst);
		return;
	case DICE_N_NUM:
		*cst += neg ? -d->value : d->value;
		return;
	case DICE_N_GROUP:
		if (is_sum(d)) {
			for (k = d->a; k >= 0; k = e->n[k].next)
				sum_terms(e, k, neg, t, nt, cst);
			return;
		}
		break;
	case DICE_N_DICE:
		if (plain(d) && d->nallowed == 1) {
			int64_t v = (int64_t)d->count * d->allow[0].lo;

			*cst += neg ? -v : v;
			return;
		}
		break;
	default:
		break;
	}
	t[*nt].node = i;
	t[(*nt)++].neg = neg;
}

/* A sum: the constants, then every other term convolved, then the
 * plain dice a die at a time (as dice_stats always did). */
static int
eval_sum(struct ctx *x, int32_t i, struct dist *out)
{
	const struct dice_expr *e = x->e;
	struct term *t;
	struct dist a, d, b;
	size_t nt = 0, j;
	int64_t cst = 0;
	unsigned w = x->w;

	if ((t = mem_array(NULL, e->nnodes, sizeof(*t))) == NULL)
		return -1;
	sum_terms(e, i, 0, t, &nt, &cst);
	if (dist_const(&a, cst, w) < 0)
		goto nomem;
	for (j = 0; j < nt; j++) {
		if (plain(&e->n[t[j].node]))
			continue;
		if (eval(x, t[j].node, &d) < 0)
			goto nomem;
		if (convolve(&a, &d, t[j].neg, &b, w) < 0) {
			dist_free(&d);
			goto nomem;
		}
		dist_free(&d);
		dist_free(&a);
		a = b;
	}
	for (j = 0; j < nt; j++) {
		const struct dice_node *n = &e->n[t[j].node];

		if (!plain(n))
			continue;
		if (a.v == NULL) {
			if (add_plain(n, t[j].neg, &a, w) < 0)
				goto nomem;
			continue;
		}
		/* after a fraction: the dice apart, then combined */
		if (dist_const(&d, 0, w) < 0)
			goto nomem;
		if (add_plain(n, 0, &d, w) < 0 ||
		    combine(&a, &d, t[j].neg ? DICE_N_SUB : DICE_N_ADD, NULL,
		    &b, w) < 0) {
			dist_free(&d);
			goto nomem;
		}
		dist_free(&d);
		dist_free(&a);
		a = b;
	}
	mem_free(t);
	*out = a;
	return 0;
nomem:
	dist_free(&a);
	mem_free(t);
	return -1;
}

/* count dice of one die's distribution d, summed. */
static int
pow_sum(const struct dist *d, uint32_t count, struct dist *out, unsigned w)
{
	struct dist a, b;
	uint32_t i;

	if (dist_const(&a, 0, w) < 0)
		return -1;
	for (i = 0; i < count; i++) {
		if (convolve(&a, d, 0, &b, w) < 0) {
			dist_free(&a);
			return -1;
		}
		dist_free(&a);
		a = b;
	}
	*out = a;
	return 0;
}

/* One die of d (dense): its throw, or its chain; with score, what it
 * adds to a target (a die of "!" or "!p": each throw of its chain). */
static int
die_dist(struct ctx *x, int32_t i, int score, struct dist *out)
{
	const struct dice_node *d = &x->e->n[i];
	struct throwt tt;
	int rv;

	if (throw_table(d, &tt) < 0)
		return -1;
	if (d->ex != DICE_EX_NONE)
		rv = chain_dist(d, &tt, x->ni[i].depth, score, out, x->w);
	else
		rv = throw_dist(&tt, out, x->w);
	mem_free(tt.wt);
	return rv;
}

/* The value of d's throws that explodes (plan_dice has seen there is
 * one), and its count. */
static int64_t
explode_value(const struct dice_node *d, const struct throwt *tt,
    uint64_t *wt)
{
	size_t i;

	for (i = 0; i < tt->nv; i++)
		if (tt->wt[i] != 0 && explodes(d, tt->vlo + (int64_t)i))
			break;
	*wt = tt->wt[i];
	return tt->vlo + (int64_t)i;
}

/* a pool of n dice at one value v of count t */
static int
pool_single(struct pool *p, uint32_t n, int64_t v, uint64_t t,
    const struct dice_mods *tm, unsigned w)
{
	memset(p, 0, sizeof(*p));
	p->n = n;
	p->single = 1;
	p->sign = 1;
	p->tm = tm;
	if (dist_new(&p->dv, 1, 0, w) < 0)
		return -1;
	p->dv.lo = v;
	bigint_set(p->dv.c, w, t);
	return 0;
}

/* a pool of n dice of the values and counts of dv (not its own) */
static void
pool_of(struct pool *p, uint32_t n, const struct dist *dv,
    const struct dice_mods *tm)
{
	memset(p, 0, sizeof(*p));
	p->n = n;
	p->sign = 1;
	p->tm = tm;
	p->dv = *dv;
}

/*
 * Keep or drop among the dice of "!" or "!p", chains counted to depth
 * K < cap.  Given that the chains explode t times in all (m of them at
 * least once), the dice are: a throw that did not explode ending each
 * chain, n of them, and t throws that exploded; with "!p", the m chains
 * that exploded end on a throw one less, and t - m of the throws that
 * exploded are one less.  Those are pools kd_pools counts; the ways to
 * split t among the chains (at most K each; m of them at least 1) and
 * the throws the shorter chains leave unused, T^(nK - t), multiply.
 * When one value x explodes, its pools are at one value, of any size;
 * else plan_dice has bounded n + nK by DICE_STATS_KEEP.
 */
static int
kd_explode(struct ctx *x, int32_t i, struct dist *out)
{
	const struct dice_node *d = &x->e->n[i];
	unsigned w = x->w, K = x->ni[i].depth, np;
	uint32_t n = d->count, t, m, mlo, mhi, e, k, tmax = n * K;
	int pen = penetrates(d);
	const struct dice_mods *tm = d->m.succ ? &d->m : NULL;
	struct throwt tt;
	struct dist ne, nep, exd, exdp, r;
	struct pool pl[4];
	bigint_limb *ways = NULL, *nw, *f = NULL, *pad = NULL;
	int64_t xv, lo = INT64_MAX, hi = INT64_MIN, hmin, hmax;
	uint64_t wx;
	size_t j, u, nm;
	int rv = -1, single = x->ni[i].nex == 1;

	memset(out, 0, sizeof(*out));
	memset(&ne, 0, sizeof(ne));
	memset(&nep, 0, sizeof(nep));
	memset(&exd, 0, sizeof(exd));
	memset(&exdp, 0, sizeof(exdp));
	memset(pl, 0, sizeof(pl));
	if (throw_table(d, &tt) < 0)
		return -1;
	xv = explode_value(d, &tt, &wx);
	/* the throws that explode, and those that end a chain, as they
	 * fall and one less */
	if (throw_dist(&tt, &exd, w) < 0 || throw_dist(&tt, &exdp, w) < 0)
		goto done;
	for (j = 0; j < tt.nv; j++)
		if (explodes(d, tt.vlo + (int64_t)j))
			tt.wt[j] = 0;
		else {
			memset(cnt(&exd, j, w), 0, w * sizeof(bigint_limb));
			memset(cnt(&exdp, j, w), 0, w * sizeof(bigint_limb));
		}
	if (throw_dist(&tt, &ne, w) < 0 || throw_dist(&tt, &nep, w) < 0)
		goto done;
	nep.lo--;
	exdp.lo--;
	/* ways[m][t]: chains 1..m exploding t times, each 1..K (with
	 * "!p") or 0..K times; without "!p" only m = n is wanted */
	nm = (size_t)n + 1;
	if ((ways = mem_array(NULL, nm * (tmax + 1), w *
	    sizeof(bigint_limb))) == NULL ||
	    (f = mem_array(NULL, 2, w * sizeof(bigint_limb))) == NULL ||
	    (pad = mem_array(NULL, 1, w * sizeof(bigint_limb))) == NULL)
		goto done;
	memset(ways, 0, nm * (tmax + 1) * w * sizeof(bigint_limb));
	bigint_set(ways, w, 1);
	for (m = 1; m <= n; m++)
		for (t = 0; t <= tmax; t++) {
			nw = ways + ((size_t)m * (tmax + 1) + t) * w;
			for (e = pen ? 1 : 0; e <= K && e <= t; e++)
				bigint_add(nw, ways + ((size_t)(m - 1) *
				    (tmax + 1) + t - e) * w, w);
		}
	/* the range of every kept sum, for the dists of each t */
	for (t = 0; t <= tmax; t++) {
		k = kd_kept(&d->m, n + t);
		hmin = tm != NULL ? (d->m.fail ? -1 : 0) : tt.smin - pen;
		hmax = tm != NULL ? 1 : tt.smax;
		if ((int64_t)k * hmin < lo)
			lo = (int64_t)k * hmin;
		if ((int64_t)k * hmax > hi)
			hi = (int64_t)k * hmax;
	}
	if (dist_new(out, (size_t)(hi - lo + 1), 0, w) < 0)
		goto done;
	out->lo = lo;
	bigint_set(pad, w, 1);
	for (t = tmax + 1; t-- > 0;) {
		/* the unused throws: T^(nK - t) */
		if (t < tmax) {
			memset(f, 0, w * sizeof(bigint_limb));
			bigint_addmul64(f, pad, tt.t, w);
			memcpy(pad, f, w * sizeof(bigint_limb));
		}
		mlo = pen ? (t > 0 ? 1 : 0) : n;
		mhi = pen ? (t < n ? t : n) : n;
		for (m = mlo; m <= mhi; m++) {
			nw = ways + ((size_t)m * (tmax + 1) + t) * w;
			if (bigint_is_zero(nw, w))
				continue;
			/* the ways, times C(n, m) which chains explode */
			memset(f, 0, w * sizeof(bigint_limb));
			bigint_addmulbig(f, nw, pad, w);
			if (pen) {
				memcpy(f + w, f, w * sizeof(bigint_limb));
				memset(f, 0, w * sizeof(bigint_limb));
				binom_init();
				bigint_addmul64(f, f + w, binom[n][m], w);
			}
			np = 0;
			pl[np].single = 0;
			pl[np].n = pen ? n - m : n;
			pl[np].tm = tm;
			pl[np].sign = 1;
			pl[np++].dv = ne;
			if (pen && m > 0) {
				pl[np].single = 0;
				pl[np].n = m;
				pl[np].tm = tm;
				pl[np].sign = 1;
				pl[np++].dv = nep;
			}
			if (single) {
				if ((pen ? m : t) > 0 && pool_single(&pl[np++],
				    pen ? m : t, xv, wx, tm, w) < 0)
					goto pools;
				if (pen && t > m && pool_single(&pl[np++],
				    t - m, xv - 1, wx, tm, w) < 0)
					goto pools;
			} else {
				/* fewer than DICE_STATS_KEEP: plan_dice */
				pool_of(&pl[np++], pen ? m : t, &exd, tm);
				if (pen)
					pool_of(&pl[np++], t - m, &exdp, tm);
			}
			if (kd_pools(pl, np, kd_high(&d->m), kd_kept(&d->m,
			    n + t), &r, w) < 0)
				goto pools;
			for (j = 0; j < r.n; j++)
				if (!bigint_is_zero(cnt(&r, j, w), w))
					bigint_addmulbig(cnt(out, (size_t)(r.lo -
					    lo) + j, w), cnt(&r, j, w), f, w);
			dist_free(&r);
			for (u = 0; u < np; u++)
				if (pl[u].single)
					dist_free(&pl[u].dv);
		}
	}
	rv = 0;
	goto done;
pools:
	for (u = 0; u < 4; u++)
		if (pl[u].single)
			dist_free(&pl[u].dv);
done:
	if (rv < 0)
		dist_free(out);
	mem_free(tt.wt);
	dist_free(&ne);
	dist_free(&nep);
	dist_free(&exd);
	dist_free(&exdp);
	mem_free(ways);
	mem_free(f);
	mem_free(pad);
	return rv;
}

static int
eval_dice(struct ctx *x, int32_t i, struct dist *out)
{
	const struct dice_node *d = &x->e->n[i];
	struct dist die, g;
	struct pool pl;
	unsigned w = x->w;
	int rv;

	if (d->m.kd != DICE_KD_NONE && separate(d))
		return kd_explode(x, i, out);
	if (die_dist(x, i, d->m.succ && separate(d), &die) < 0)
		return -1;
	if (d->m.kd != DICE_KD_NONE) {
		pl.n = d->count;
		pl.sign = 1;
		pl.tm = d->m.succ ? &d->m : NULL;
		pl.single = 0;
		pl.dv = die;
		rv = kd_pools(&pl, 1, kd_high(&d->m), kd_kept(&d->m, d->count),
		    out, w);
		dist_free(&die);
		return rv;
	}
	if (d->m.succ && !separate(d)) {
		if (combine(&die, NULL, OP_TARGET, &d->m, &g, w) < 0) {
			dist_free(&die);
			return -1;
		}
		dist_free(&die);
		die = g;
	}
	rv = pow_sum(&die, d->count, out, w);
	dist_free(&die);
	return rv;
}

/* The dice of a group of one sub-expression, node i of it, as pools;
 * the numbers into *cst.  1 when it is not a sum of dice and numbers,
 * or has dice that add dice; -1 out of memory (with pl, the pools so
 * far stay for the caller to free). */
static int
group_pools(struct ctx *x, int32_t i, int sign, struct pool *pl,
    unsigned *np, int64_t *cst, uint32_t *ndice)
{
	const struct dice_node *d = &x->e->n[i];
	int rv;

	switch (d->kind) {
	case DICE_N_ADD:
	case DICE_N_SUB:
		if ((rv = group_pools(x, d->a, sign, pl, np, cst, ndice)) != 0)
			return rv;
		return group_pools(x, d->b, d->kind == DICE_N_SUB ? -sign :
		    sign, pl, np, cst, ndice);
	case DICE_N_NEG:
		return group_pools(x, d->a, -sign, pl, np, cst, ndice);
	case DICE_N_PAREN:
		return group_pools(x, d->a, sign, pl, np, cst, ndice);
	case DICE_N_NUM:
		*cst += sign * d->value;
		return 0;
	case DICE_N_DICE:
		if (separate(d) || d->m.kd != DICE_KD_NONE || d->m.succ)
			return 1;
		*ndice += d->count;
		if (pl == NULL)
			return 0;
		pl[*np].n = d->count;
		pl[*np].sign = sign;
		pl[*np].tm = NULL;
		pl[*np].single = 0;
		if (die_dist(x, i, 0, &pl[*np].dv) < 0)
			return -1;
		(*np)++;
		return 0;
	default:
		return 1;
	}
}

static int
eval_group(struct ctx *x, int32_t i, struct dist *out)
{
	const struct dice_expr *e = x->e;
	const struct dice_node *d = &e->n[i];
	struct dist kid[STATS_GROUP], a, b, c;
	struct pool *pl;
	unsigned np = 0, m = 0, u;
	uint32_t ndice = 0;
	int64_t cst = 0;
	int32_t k;
	int rv;

	memset(&a, 0, sizeof(a));
	if (d->nkids == 1) {
		if (d->m.kd != DICE_KD_NONE) {
			if ((pl = mem_array(NULL, e->nnodes, sizeof(*pl))) ==
			    NULL)
				return -1;
			rv = group_pools(x, d->a, 1, pl, &np, &cst, &ndice);
			if (rv == 0)
				rv = kd_pools(pl, np, kd_high(&d->m),
				    kd_kept(&d->m, ndice), &a, x->w);
			for (u = 0; u < np; u++)
				dist_free(&pl[u].dv);
			mem_free(pl);
			if (rv != 0)
				return -1;
			a.lo += cst;
		} else if (eval(x, d->a, &a) < 0)
			return -1;
		if (!d->m.succ) {
			*out = a;
			return 0;
		}
		rv = combine(&a, NULL, OP_TARGET, &d->m, out, x->w);
		dist_free(&a);
		return rv;
	}
	if (d->m.kd == DICE_KD_NONE) {
		/* a target alone: each total's value, summed */
		if (dist_const(&a, 0, x->w) < 0)
			return -1;
		for (k = d->a; k >= 0; k = e->n[k].next) {
			if (eval(x, k, &b) < 0)
				goto nomem;
			rv = combine(&b, NULL, OP_TARGET, &d->m, &c, x->w);
			dist_free(&b);
			if (rv < 0)
				goto nomem;
			rv = convolve(&a, &c, 0, &b, x->w);
			dist_free(&c);
			if (rv < 0)
				goto nomem;
			dist_free(&a);
			a = b;
		}
		*out = a;
		return 0;
	}
	for (k = d->a; k >= 0; k = e->n[k].next) {
		if (eval(x, k, &kid[m]) < 0)
			goto nomem;
		m++;
	}
	rv = kd_group(kid, m, kd_high(&d->m), kd_kept(&d->m, m),
	    d->m.succ ? &d->m : NULL, out, x->w);
	for (u = 0; u < m; u++)
		dist_free(&kid[u]);
	return rv;
nomem:
	for (u = 0; u < m; u++)
		dist_free(&kid[u]);
	dist_free(&a);
	return -1;
}

/* The distribution of node i into out; -1 out of memory. */
static int
eval(struct ctx *x, int32_t i, struct dist *out)
{
	const struct dice_node *d = &x->e->n[i];
	struct dist a, b;
	int rv;

	if (is_sum(d) || d->kind == DICE_N_NUM)
		return eval_sum(x, i, out);
	switch (d->kind) {
	case DICE_N_DICE:
		return eval_dice(x, i, out);
	case DICE_N_GROUP:
		return eval_group(x, i, out);
	case DICE_N_MUL:
	case DICE_N_DIV:
	case DICE_N_MOD:
	case DICE_N_POW:
		if (eval(x, d->a, &a) < 0)
			return -1;
		if (eval(x, d->b, &b) < 0) {
			dist_free(&a);
			return -1;
		}
		rv = combine(&a, &b, d->kind, NULL, out, x->w);
		dist_free(&a);
		dist_free(&b);
		return rv;
	default:
		/* the functions */
		if (eval(x, d->a, &a) < 0)
			return -1;
		rv = combine(&a, NULL, d->kind, NULL, out, x->w);
		dist_free(&a);
		return rv;
	}
}

/* ---- the plan ---- */

static unsigned long
node_end(const struct dice_node *d)
{
	return d->col + d->len - 1;
}

/* Refused, from the start of the text to the end of node d. */
static int
refuse_to(struct ctx *x, const struct dice_node *d, const char *msg)
{
	return stats_fail(x->err, 1, node_end(d), msg);
}

static void
add_primes(struct dice_stats *st, uint32_t n)
{
	uint32_t p;
	size_t i;

	for (p = 2; n > 1; p++) {
		if ((uint64_t)p * p > n)
			p = n;
		if (n % p != 0)
			continue;
		while (n % p == 0)
			n /= p;
		for (i = 0; i < st->nprimes; i++)
			if (st->primes[i] == p)
				break;
		if (i == st->nprimes)
			st->primes[st->nprimes++] = p;
	}
}

/* a *= m over w limbs (t: w limbs of scratch); nonzero when the top
 * limb is not 0 after. */
static int
mul64(bigint_limb *a, uint64_t m, unsigned w, bigint_limb *t)
{
	if (m <= UINT32_MAX)
		return bigint_mul32(a, w, (uint32_t)m) || a[w - 1] != 0;
	memset(t, 0, w * sizeof(bigint_limb));
	bigint_addmul64(t, a, m, w);
	memcpy(a, t, w * sizeof(bigint_limb));
	return a[w - 1] != 0;
}

/*
 * How deep to count the chains of an exploding die: the least depth K
 * with mult p^(K + 1) < 10^-12, p = pe/t the chance that a throw
 * explodes, mult the dice of this node times the nodes of exploding
 * dice (so that over them all, what is left out stays below 10^-12);
 * at most the cap, where nothing is left out.  Exactly, in integers:
 * mult 10^12 pe^(K + 1) < t^(K + 1).
 */
static unsigned
explode_depth(uint64_t mult, uint64_t pe, uint64_t t)
{
	enum { W = 160 };	/* 10^20 (10^12)^101 < 2^(32 W) */
	bigint_limb a[W], b[W], tmp[W];
	unsigned k;

	bigint_set(a, W, mult);
	bigint_mul32(a, W, 1000000);
	bigint_mul32(a, W, 1000000);
	bigint_set(b, W, 1);
	for (k = 0; k < DICE_EXPLODE_CAP; k++) {
		mul64(a, pe, W, tmp);
		mul64(b, t, W, tmp);
		if (bigint_cmp(a, b, W) < 0)
			return k;
	}
	return DICE_EXPLODE_CAP;
}

/* The outcomes times t^times; 1 (refused) past DICE_STATS_BITS. */
static int
plan_outcomes(struct ctx *x, const struct dice_node *d, uint64_t t,
    uint64_t times)
{
	bigint_limb tmp[DICE_STATS_BITS / 32 + 3];
	char msg[160];
	uint64_t i;

	if (t < 2)
		return 0;
	for (i = 0; i < times; i++)
		if (mul64(x->big, t, x->tw, tmp)) {
			snprintf(msg, sizeof(msg), "--stats counts fewer than "
			    "2^%d outcomes", DICE_STATS_BITS);
			return refuse_to(x, d, msg);
		}
	return 0;
}

static double
log2u(uint64_t t)
{
	double b = 0, v = (double)t;

	while (v >= 2) {
		v /= 2;
		b++;
	}
	/* log2 of the rest, 1 <= v < 2, near enough for estimates */
	return b + (v - 1);
}

static int plan1(struct ctx *, int32_t);

static int
plan_dice(struct ctx *x, int32_t i)
{
	const struct dice_node *d = &x->e->n[i];
	struct ninfo *n = &x->ni[i];
	struct throwt tt;
	uint32_t k;
	int64_t slo, shi;
	char msg[160];
	size_t j;
	int rv;

	if (d->m.kd != DICE_KD_NONE && d->count > DICE_STATS_KEEP) {
		snprintf(msg, sizeof(msg), "--stats counts keep and drop on at "
		    "most %d dice", DICE_STATS_KEEP);
		return stats_fail(x->err, d->col, d->len, msg);
	}
	n->integ = 1;
	if (plain(d)) {
		n->dlo = d->allow[0].lo;
		n->dhi = d->allow[d->nallow - 1].hi;
		n->nval = d->nallowed;
		n->unit = 1;
		n->tbits = log2u(d->nallowed);
		if ((rv = plan_outcomes(x, d, d->nallowed, d->count)) != 0)
			return rv;
		add_primes(x->st, d->nallowed);
	} else {
		if (throw_table(d, &tt) < 0)
			return -1;
		n->unit = !d->rronce && d->fudge != 1;
		for (j = 0; j < tt.nv; j++)
			if (tt.wt[j] != 0) {
				n->nval++;
				if (explodes(d, tt.vlo + (int64_t)j))
					n->nex++;
			}
		if (d->ex != DICE_EX_NONE) {
			n->unit = 0;
			n->depth = explode_depth((uint64_t)d->count * x->nexpl,
			    tt.pe, tt.t);
			if (n->depth < DICE_EXPLODE_CAP) {
				if (!x->cut || n->depth < x->mindepth)
					x->mindepth = n->depth;
				x->cut = 1;
			}
			chain_bounds(d, &tt, n->depth, 0, &n->dlo, &n->dhi);
			if (d->m.kd != DICE_KD_NONE && separate(d) &&
			    n->nex > 1 && (uint64_t)d->count * (n->depth +
			    1) > DICE_STATS_KEEP) {
				mem_free(tt.wt);
				snprintf(msg, sizeof(msg), "--stats counts "
				    "keep and drop on at most %d dice, with "
				    "those \"!\" or \"!p\" can add on more "
				    "than one value", DICE_STATS_KEEP);
				return stats_fail(x->err, d->col, d->len, msg);
			}
		} else {
			n->dlo = tt.smin;
			n->dhi = tt.smax;
		}
		n->tbits = log2u(tt.t);
		rv = plan_outcomes(x, d, tt.t, (uint64_t)d->count *
		    (n->depth + 1));
		if (rv == 0 && d->m.succ && separate(d))
			chain_bounds(d, &tt, n->depth, 1, &slo, &shi);
		if (d->m.kd != DICE_KD_NONE && separate(d)) {
			/* kd_explode: among single throws */
			n->dlo = tt.smin - penetrates(d);
			n->dhi = tt.smax;
		}
		mem_free(tt.wt);
		if (rv != 0)
			return rv;
		add_primes(x->st, d->sides);
		add_primes(x->st, d->nallowed);
	}
	n->bits = (double)d->count * (n->depth + 1) * n->tbits;
	k = d->m.kd != DICE_KD_NONE ? kd_kept(&d->m, d->count) : d->count;
	if (d->m.kd != DICE_KD_NONE && separate(d)) {
		/* up to count (depth + 1) dice; the kept ones add within
		 * [lo, hi] each */
		int64_t kmax = kd_kept(&d->m, d->count * (n->depth + 1));
		int64_t lo = d->m.succ ? (d->m.fail ? -1 : 0) : n->dlo;
		int64_t hi = d->m.succ ? 1 : n->dhi;

		if (d->m.kd == DICE_KD_KH || d->m.kd == DICE_KD_KL)
			kmax = d->m.kdn;
		n->lo = lo < 0 ? kmax * lo : (int64_t)k * lo;
		n->hi = hi > 0 ? kmax * hi : (int64_t)k * hi;
	} else if (d->m.succ && separate(d)) {
		n->lo = (int64_t)k * slo;
		n->hi = (int64_t)k * shi;
	} else if (d->m.succ) {
		n->lo = d->m.fail ? -(int64_t)k : 0;
		n->hi = k;
	} else {
		n->lo = (int64_t)k * n->dlo;
		n->hi = (int64_t)k * n->dhi;
	}
	n->size = (double)(n->hi - n->lo) + 1;
	return 0;
}

/* The most different totals node d can have by its bounds. */
static double
bound_size(const struct dice_node *d)
{
	double lo = (double)d->lo.num / (double)d->lo.den;
	double hi = (double)d->hi.num / (double)d->hi.den;

	/* fractions between lo and hi with denominators at most den */
	return (hi - lo) * (double)d->den * (double)d->den + 1;
}

static double
dmin(double a, double b)
{
	return a < b ? a : b;
}

static int
refuse_span(struct ctx *x, const struct dice_node *d)
{
	char msg[160];

	snprintf(msg, sizeof(msg), "--stats counts at most %d different "
	    "totals", DICE_STATS_SPAN);
	return refuse_to(x, d, msg);
}

/* The least and most that a die of the sum at node i adds (a group of
 * one expression's dice, kept or dropped). */
static void
pool_range(struct ctx *x, int32_t i, int sign, int64_t *lo, int64_t *hi)
{
	const struct dice_node *d = &x->e->n[i];
	const struct ninfo *n = &x->ni[i];
	int64_t a, b;

	switch (d->kind) {
	case DICE_N_ADD:
	case DICE_N_SUB:
		pool_range(x, d->a, sign, lo, hi);
		pool_range(x, d->b, d->kind == DICE_N_SUB ? -sign : sign, lo,
		    hi);
		return;
	case DICE_N_NEG:
		pool_range(x, d->a, -sign, lo, hi);
		return;
	case DICE_N_PAREN:
		pool_range(x, d->a, sign, lo, hi);
		return;
	case DICE_N_DICE:
		a = sign * n->dlo;
		b = sign * n->dhi;
		if ((a < b ? a : b) < *lo)
			*lo = a < b ? a : b;
		if ((a < b ? b : a) > *hi)
			*hi = a < b ? b : a;
		return;
	default:
		return;
	}
}

static int
plan_group(struct ctx *x, int32_t i)
{
	const struct dice_expr *e = x->e;
	const struct dice_node *d = &e->n[i];
	struct ninfo *n = &x->ni[i], *c;
	unsigned m = 0, np = 0;
	uint32_t ndice = 0, k;
	int64_t cst = 0, lo = INT64_MAX, hi = INT64_MIN, l = 1, h;
	double vmax = 0;
	char msg[160];
	int32_t j;
	int rv;

	n->integ = 1;
	for (j = d->a; j >= 0; j = e->n[j].next) {
		if ((rv = plan1(x, j)) != 0)
			return rv;
		c = &x->ni[j];
		n->bits += c->bits;
		m++;
	}
	if (d->m.kd == DICE_KD_NONE && d->m.succ) {
		n->lo = d->m.fail ? -(int64_t)m : 0;
		n->hi = m;
		if (d->nkids == 1)
			n->lo = d->m.fail ? -1 : 0;
		n->size = (double)(n->hi - n->lo) + 1;
		return 0;
	}
	if (d->m.kd == DICE_KD_NONE) {
		n->lo = n->hi = 0;
		n->size = 1;
		for (j = d->a; j >= 0; j = e->n[j].next) {
			c = &x->ni[j];
			n->integ = n->integ && c->integ;
			n->lo += c->lo;
			n->hi += c->hi;
			n->size *= c->size;
		}
		if (n->integ)
			n->size = (double)(n->hi - n->lo) + 1;
		else
			n->size = dmin(n->size, bound_size(d));
		return 0;
	}
	if (d->nkids == 1) {
		if ((rv = group_pools(x, d->a, 1, NULL, &np, &cst, &ndice)) != 0)
			return stats_fail(x->err, d->col, d->len, "--stats "
			    "keeps or drops the dice of one expression only "
			    "in sums of dice and numbers, without \"!\" or "
			    "\"!p\"");
		if (ndice > DICE_STATS_KEEP) {
			snprintf(msg, sizeof(msg), "--stats counts keep and "
			    "drop on at most %d dice", DICE_STATS_KEEP);
			return stats_fail(x->err, d->col, d->len, msg);
		}
		k = kd_kept(&d->m, ndice);
		n->lo = n->hi = cst;
		pool_range(x, d->a, 1, &lo, &hi);
		if (k > 0) {
			n->lo += (int64_t)k * lo;
			n->hi += (int64_t)k * hi;
		}
		if (d->m.succ) {
			n->lo = d->m.fail ? -1 : 0;
			n->hi = 1;
		}
		n->size = (double)(n->hi - n->lo) + 1;
		return 0;
	}
	if (m > STATS_GROUP) {
		snprintf(msg, sizeof(msg), "--stats keeps or drops among at "
		    "most %d totals of a group", STATS_GROUP);
		return stats_fail(x->err, d->col, d->len, msg);
	}
	k = kd_kept(&d->m, m);
	for (j = d->a; j >= 0; j = e->n[j].next) {
		const struct dice_node *kd = &e->n[j];
		int64_t f;

		c = &x->ni[j];
		if (c->integ) {
			lo = c->lo < lo ? c->lo : lo;
			hi = c->hi > hi ? c->hi : hi;
			continue;
		}
		lo = dice_q_floor(kd->lo) < lo ? dice_q_floor(kd->lo) : lo;
		hi = dice_q_ceil(kd->hi) > hi ? dice_q_ceil(kd->hi) : hi;
		/* the totals' denominators are at most den: their common
		 * multiple divides that of 1..den */
		for (f = 2; !d->m.succ && f <= kd->den; f++) {
			h = (int64_t)gcd64((uint64_t)l, (uint64_t)f);
			if ((double)l / (double)h * (double)f > 0x1p62)
				return refuse_span(x, d);
			l = l / h * f;
		}
	}
	if (d->m.succ) {
		n->lo = d->m.fail ? -(int64_t)k : 0;
		n->hi = k;
		n->size = (double)(n->hi - n->lo) + 1;
		return 0;
	}
	vmax = (double)(hi > -lo ? hi : -lo);
	n->size = (double)k * ((double)hi - (double)lo) * (double)l + 1;
	if (vmax * (double)l >= 0x1p62 || n->size > DICE_STATS_SPAN)
		return refuse_span(x, d);
	n->integ = l == 1;
	n->lo = (int64_t)k * lo;
	n->hi = (int64_t)k * hi;
	return 0;
}

/* The bounds of node i, the checks of the limits, the outcomes: 0, 1
 * refused (*err set), -1 out of memory. */
static int
plan1(struct ctx *x, int32_t i)
{
	const struct dice_node *d = &x->e->n[i];
	struct ninfo *n = &x->ni[i], *a, *b;
	dice_i128 p[4], lo, hi;
	int rv, k;

	memset(n, 0, sizeof(*n));
	switch (d->kind) {
	case DICE_N_NUM:
		n->integ = 1;
		n->lo = n->hi = d->value;
		break;
	case DICE_N_DICE:
		if ((rv = plan_dice(x, i)) != 0)
			return rv;
		break;
	case DICE_N_GROUP:
		if ((rv = plan_group(x, i)) != 0)
			return rv;
		break;
	default:
		if ((rv = plan1(x, d->a)) != 0 ||
		    (d->b >= 0 && (rv = plan1(x, d->b)) != 0))
			return rv;
		a = &x->ni[d->a];
		b = d->b >= 0 ? &x->ni[d->b] : NULL;
		n->bits = a->bits + (b != NULL ? b->bits : 0);
		n->integ = a->integ;
		n->lo = a->lo;
		n->hi = a->hi;
		n->size = a->size;
		switch (d->kind) {
		case DICE_N_ADD:
		case DICE_N_SUB:
			n->integ = a->integ && b->integ;
			n->lo = a->lo + (d->kind == DICE_N_ADD ? b->lo : -b->hi);
			n->hi = a->hi + (d->kind == DICE_N_ADD ? b->hi : -b->lo);
			n->size = n->integ ? (double)(n->hi - n->lo) + 1 :
			    dmin(a->size * b->size, bound_size(d));
			break;
		case DICE_N_NEG:
			n->lo = -a->hi;
			n->hi = -a->lo;
			break;
		case DICE_N_MUL:
			n->integ = a->integ && b->integ;
			n->size = dmin(a->size * b->size, bound_size(d));
			if (!n->integ)
				break;
			p[0] = (dice_i128)a->lo * b->lo;
			p[1] = (dice_i128)a->lo * b->hi;
			p[2] = (dice_i128)a->hi * b->lo;
			p[3] = (dice_i128)a->hi * b->hi;
			lo = hi = p[0];
			for (k = 1; k < 4; k++) {
				lo = p[k] < lo ? p[k] : lo;
				hi = p[k] > hi ? p[k] : hi;
			}
			n->lo = lo < dice_q_floor(d->lo) ?
			    dice_q_floor(d->lo) : (int64_t)lo;
			n->hi = hi > dice_q_ceil(d->hi) ?
			    dice_q_ceil(d->hi) : (int64_t)hi;
			n->size = dmin(n->size, (double)(n->hi - n->lo) + 1);
			break;
		case DICE_N_DIV:
			n->integ = 0;
			n->size = dmin(a->size * b->size, bound_size(d));
			break;
		case DICE_N_MOD:
		case DICE_N_POW:
			/* whole when the operands are (an exponent is) */
			n->integ = a->integ && b->integ;
			n->size = dmin(a->size * b->size, bound_size(d));
			if (!n->integ)
				break;
			n->lo = dice_q_floor(d->lo);
			n->hi = dice_q_ceil(d->hi);
			n->size = dmin(n->size, (double)(n->hi - n->lo) + 1);
			break;
		case DICE_N_FLOOR:
		case DICE_N_CEIL:
		case DICE_N_ROUND:
			if (!a->integ) {
				n->integ = 1;
				n->lo = dice_q_floor(d->lo);
				n->hi = dice_q_ceil(d->hi);
				n->size = dmin(a->size,
				    (double)(n->hi - n->lo) + 1);
			}
			break;
		case DICE_N_ABS:
			if (a->integ) {
				n->lo = a->lo >= 0 ? a->lo : a->hi <= 0 ?
				    -a->hi : 0;
				n->hi = a->hi > -a->lo ? a->hi : -a->lo;
			}
			break;
		default:
			break;
		}
		break;
	}
	if (n->integ)
		n->size = (double)(n->hi - n->lo) + 1;
	if (n->size > DICE_STATS_SPAN)
		return refuse_span(x, d);
	return 0;
}

/* ---- the work, in steps of one limb ---- */

static double
limbs_of(double bits)
{
	return (double)(unsigned long)(bits / 32) + 1;
}

static double work(struct ctx *, int32_t);

struct wsum {
	double		 accn, bits, work;
	int		 plainpass;
	int		 sparse;	/* a term of fractions went before */
};

/* The terms of a sum as eval_sum takes them: the others, then (with
 * plainpass) the plain dice. */
static void
work_terms(struct ctx *x, int32_t i, struct wsum *ws)
{
	const struct dice_expr *e = x->e;
	const struct dice_node *d = &e->n[i];
	const struct ninfo *n = &x->ni[i];
	double w = x->w, nn, dd, lb;
	int32_t k;

	switch (d->kind) {
	case DICE_N_ADD:
	case DICE_N_SUB:
		work_terms(x, d->a, ws);
		work_terms(x, d->b, ws);
		return;
	case DICE_N_NEG:
	case DICE_N_PAREN:
		work_terms(x, d->a, ws);
		return;
	case DICE_N_NUM:
		return;
	case DICE_N_GROUP:
		if (is_sum(d)) {
			for (k = d->a; k >= 0; k = e->n[k].next)
				work_terms(x, k, ws);
			return;
		}
		break;
	case DICE_N_DICE:
		if (!plain(d))
			break;
		if (!ws->plainpass || d->nallowed == 1)
			return;
		/* per die: the prefix sums, and each new count */
		nn = d->count;
		dd = (double)(n->dhi - n->dlo);
		if (ws->sparse) {
			/* apart, then over pairs with the fractions */
			ws->work += (nn + dd * nn * (nn + 1) / 2) *
			    (d->nallow + 1) * 2 * w + ws->accn * (nn * dd +
			    1) * (w + 64);
			ws->accn *= nn * dd + 1;
		} else
			ws->work += (nn * ws->accn + dd * nn * (nn + 1) /
			    2) * (d->nallow + 1) * 2 * w;
		ws->accn += nn * dd;
		ws->bits += n->bits;
		return;
	default:
		break;
	}
	if (ws->plainpass)
		return;
	lb = limbs_of(ws->bits < n->bits ? ws->bits : n->bits);
	ws->work += work(x, i) + ws->accn * n->size * (ws->accn > 1 ?
	    lb * dmin(w, limbs_of(ws->bits) + limbs_of(n->bits) + 1) : w);
	if (n->integ && !ws->sparse)
		ws->accn += n->size - 1;
	else {
		ws->work += ws->accn * n->size * 64;
		ws->accn *= n->size;
		ws->sparse = 1;
	}
	ws->bits += n->bits;
}

/* The work of a die's distribution: its throw, and its chain. */
static double
work_die(struct ctx *x, int32_t i)
{
	const struct dice_node *d = &x->e->n[i];
	const struct ninfo *n = &x->ni[i];
	double dsz = (double)(n->dhi - n->dlo) + 1;

	return (double)d->sides * 2 + (d->ex == DICE_EX_NONE ? 0 :
	    (n->depth + 1) * n->nex * dsz * x->w *
	    limbs_of((n->depth + 1) * n->tbits));
}

/* The work of kd_pools over the dice of the sum at node i (a dice
 * node, or a group of one expression's): values from the best down,
 * states of the placed dice, row sums each. */
static double
work_pools(struct ctx *x, int32_t i, double values, double row,
    double states)
{
	const struct dice_node *d = &x->e->n[i];
	const struct ninfo *n = &x->ni[i];
	double nn;

	switch (d->kind) {
	case DICE_N_ADD:
	case DICE_N_SUB:
		return work_pools(x, d->a, values, row, states) +
		    work_pools(x, d->b, values, row, states);
	case DICE_N_NEG:
	case DICE_N_PAREN:
		return work_pools(x, d->a, values, row, states);
	case DICE_N_DICE:
		nn = d->count;
		/* weighted, measured at a tenth of what the bounds say:
		 * most counts are 0 or short */
		return work_die(x, i) + values * states / (nn + 1) *
		    nn * (nn + 1) / 2 * row * x->w * (n->unit ? 2 :
		    limbs_of(n->bits + 64) / 10);
	default:
		return 0;
	}
}

/* How many states kd_pools has for the sum at node i. */
static double
pool_states(struct ctx *x, int32_t i)
{
	const struct dice_node *d = &x->e->n[i];

	switch (d->kind) {
	case DICE_N_ADD:
	case DICE_N_SUB:
		return pool_states(x, d->a) * pool_states(x, d->b);
	case DICE_N_NEG:
	case DICE_N_PAREN:
		return pool_states(x, d->a);
	case DICE_N_DICE:
		return (double)d->count + 1;
	default:
		return 1;
	}
}

static double
work(struct ctx *x, int32_t i)
{
	const struct dice_expr *e = x->e;
	const struct dice_node *d = &e->n[i];
	const struct ninfo *n = &x->ni[i], *a, *b;
	struct wsum ws;
	double w = x->w, dsz, row, sum, lk, lb;
	int64_t lo, hi;
	int32_t k;
	unsigned m;

	if (is_sum(d) || d->kind == DICE_N_NUM) {
		memset(&ws, 0, sizeof(ws));
		ws.accn = 1;
		work_terms(x, i, &ws);
		ws.plainpass = 1;
		work_terms(x, i, &ws);
		return ws.work;
	}
	switch (d->kind) {
	case DICE_N_DICE:
		dsz = (double)(n->dhi - n->dlo) + 1;
		if (d->m.kd != DICE_KD_NONE && separate(d)) {
			double nn = d->count, tmax = nn * n->depth, states;

			/* a kd_pools for each t (and m), with the single
			 * pools of a state or two */
			if (n->depth >= DICE_EXPLODE_CAP)
				return 1e300;
			if (n->nex > 1) {
				/* pools of n and of t dice, t to tmax */
				double v = dsz, r = n->size;

				return (v * nn * (nn + 1) / 2 * tmax * tmax /
				    2 + v * (nn + 1) * tmax * tmax * tmax / 6) *
				    (penetrates(d) ? 2 * (nn + 1) : 1) * r * w *
				    limbs_of(nn * n->tbits + 64) / 10 +
				    (nn + 1) * (tmax + 1) * n->depth * w;
			}
			states = penetrates(d) ? (nn + 2) * (nn + 2) :
			    (nn + 1) * 2;
			return (tmax + 1) * (penetrates(d) ? nn + 1 : 1) *
			    (dsz * states * (nn / 2 + 1) * n->size * w *
			    limbs_of(nn * n->tbits + 64) / 10 + tmax * w) +
			    (nn + 1) * (tmax + 1) * n->depth * w;
		}
		if (d->m.kd != DICE_KD_NONE) {
			row = n->size;
			return work_pools(x, i, d->ex != DICE_EX_NONE ?
			    dsz : n->nval, row, d->count + 1);
		}
		if (d->m.succ)
			dsz = separate(d) ? 2 * (n->depth + 1) + 1 : 3;
		/* a die at a time, the counts growing to the node's */
		lb = limbs_of((n->depth + 1) * n->tbits);
		return work_die(x, i) + (d->count * dsz + (dsz - 1) * dsz *
		    (double)d->count * (d->count - 1) / 2) * lb *
		    dmin(w, limbs_of(n->bits) / 2 + lb + 1);
	case DICE_N_GROUP:
		if (d->nkids == 1 && d->m.kd != DICE_KD_NONE) {
			unsigned np = 0;
			uint32_t ndice = 0;
			int64_t cst = 0;

			lo = INT64_MAX;
			hi = INT64_MIN;
			pool_range(x, d->a, 1, &lo, &hi);
			(void)group_pools(x, d->a, 1, NULL, &np, &cst, &ndice);
			row = (double)kd_kept(&d->m, ndice) * ((double)hi -
			    (double)lo) + 1;
			return work_pools(x, d->a, (double)hi - (double)lo +
			    1, row, pool_states(x, d->a)) + row * 64;
		}
		sum = 0;
		lk = 1;
		m = 0;
		dsz = 0;
		for (k = d->a; k >= 0; k = e->n[k].next) {
			sum += work(x, k) + x->ni[k].size * (w + 64);
			dsz += x->ni[k].size;
			if (limbs_of(x->ni[k].bits) > lk)
				lk = limbs_of(x->ni[k].bits);
			m++;
		}
		if (d->m.kd == DICE_KD_NONE)
			return sum + (double)m * m * 3 * w * lk;
		return sum + dsz * (64 + (double)((size_t)1 << (m - 1)) *
		    n->size * w * lk);
	case DICE_N_MUL:
	case DICE_N_DIV:
	case DICE_N_MOD:
	case DICE_N_POW:
		a = &x->ni[d->a];
		b = &x->ni[d->b];
		return work(x, d->a) + work(x, d->b) + a->size * b->size *
		    (w * limbs_of(a->bits < b->bits ? a->bits : b->bits) + 64);
	default:
		return work(x, d->a) + x->ni[d->a].size * (w + 64);
	}
}

/* ---- counting ---- */

void
dice_stats_free(struct dice_stats *st)
{
	if (st == NULL)
		return;
	mem_free(st->outcomes);
	dist_free(&st->d);
	mem_free(st->tmp);
	mem_free(st->str);
	mem_free(st);
}

/* l = the common multiple of the denominators of the totals of st->d
 * (and of the bounds where the mass beyond goes, when cut): 0, or 1
 * when it is 2^DICE_STATS_BITS or more. */
static int
common_den(const struct dice_stats *st, int cut, bigint_limb *l,
    unsigned lw)
{
	bigint_limb t[DICE_STATS_BITS / 32 + 8];
	uint64_t last = 1, den, g;
	size_t i;

	bigint_set(l, lw, 1);
	for (i = 0; i <= st->d.n + 1; i++) {
		if (i < st->d.n)
			den = bigint_is_zero(cnt(&st->d, i, st->w), st->w) ? 1 :
			    (uint64_t)dval(&st->d, i).den;
		else if (!cut)
			break;
		else
			den = (uint64_t)(i == st->d.n ? st->lo : st->hi).den;
		if (den == last || den == 1)
			continue;
		last = den;
		g = gcd64(bigint_mod64(l, lw, den), den);
		(void)mul64(l, den / g, lw, t);
		if (bigint_limbs(l, lw) > DICE_STATS_BITS / 32)
			return 1;
	}
	return 0;
}

int
dice_stats(const struct dice_expr *e, struct dice_stats **sp,
    struct dice_err *err)
{
	/* the outcomes' limbs (32 at most) and the 7 more of a width */
	enum { LW = DICE_STATS_BITS / 32 + 8 };
	bigint_limb big[DICE_STATS_BITS / 32 + 1], l[LW], *c;
	const struct dice_node *root = &e->n[e->root];
	struct dice_stats *st;
	struct ctx x;
	char msg[160];
	size_t j;
	unsigned w, w2, ol;
	int rv, cut;

	*sp = NULL;
	memset(&x, 0, sizeof(x));
	x.e = e;
	x.err = err;
	x.big = big;
	x.tw = DICE_STATS_BITS / 32 + 1;
	bigint_set(big, x.tw, 1);
	for (j = 0; j < e->nnodes; j++) {
		if (e->n[j].kind == DICE_N_DICE && e->n[j].ex != DICE_EX_NONE)
			x.nexpl++;
		if (node_end(&e->n[j]) > x.end)
			x.end = node_end(&e->n[j]);
	}
	if ((st = mem_zalloc(sizeof(*st))) == NULL)
		return -1;
	x.st = st;
	if ((x.ni = mem_array(NULL, e->nnodes, sizeof(*x.ni))) == NULL) {
		dice_stats_free(st);
		return -1;
	}
	if ((rv = plan1(&x, e->root)) != 0)
		goto out;
	/* room for the sums of the mean: total * count; with fractions
	 * more, below */
	ol = bigint_limbs(big, x.tw);
	w = ol + (root->den == 1 && root->lo.num > -(INT64_C(1) << 52) &&
	    root->hi.num < INT64_C(1) << 52 ? 4 : 7);
	x.w = w;
	/* the writing of fractions counts too: each row's reduction and
	 * its part of the mean, over a common denominator */
	if (work(&x, e->root) + (x.ni[e->root].integ ? 0 :
	    x.ni[e->root].size * w * 30) > DICE_STATS_WORK) {
		snprintf(msg, sizeof(msg), "--stats takes at most %d steps, "
		    "and this needs more", DICE_STATS_WORK);
		rv = stats_fail(err, 1, x.end, msg);
		goto out;
	}
	rv = -1;
	st->w = w;
	st->lo = root->lo;
	st->hi = root->hi;
	st->repeat = e->repeat;
	if (eval(&x, e->root, &st->d) < 0)
		goto out;
	/* the outcomes not counted: beyond the depth of explosions */
	memset(l, 0, sizeof(l));
	memcpy(l, big, ol * sizeof(bigint_limb));
	for (j = 0; j < st->d.n; j++)
		bigint_sub(l, cnt(&st->d, j, w), w);
	cut = !bigint_is_zero(l, w);
	if (common_den(st, cut, l, LW)) {
		snprintf(msg, sizeof(msg), "--stats writes a mean only over "
		    "a denominator below 2^%d", DICE_STATS_BITS);
		rv = stats_fail(err, 1, x.end, msg);
		goto out;
	}
	/* a mean over fractions: the sums are in units of 1/l */
	st->lone = bigint_limbs(l, LW) == 1 && l[0] == 1;
	w2 = st->lone ? w : ol + bigint_limbs(l, LW) + 7;
	if (w2 > w) {
		if ((c = mem_array(NULL, st->d.n * w2,
		    sizeof(bigint_limb))) == NULL)
			goto out;
		memset(c, 0, st->d.n * w2 * sizeof(bigint_limb));
		for (j = 0; j < st->d.n; j++)
			memcpy(c + j * w2, cnt(&st->d, j, w),
			    w * sizeof(bigint_limb));
		mem_free(st->d.c);
		st->d.c = c;
		st->w = w = w2;
	}
	st->numsz = BIGINT_STRSZ(w);
	if ((st->outcomes = mem_array(NULL, 3 * (size_t)w,
	    sizeof(bigint_limb))) == NULL ||
	    (st->tmp = mem_array(NULL, (size_t)(NTMP + NSHIFT) * w,
	    sizeof(bigint_limb))) == NULL ||
	    (st->str = mem_array(NULL, 6, st->numsz)) == NULL)
		goto out;
	st->beyond = st->outcomes + w;
	st->l = st->outcomes + 2 * w;
	memset(st->outcomes, 0, 3 * w * sizeof(bigint_limb));
	memcpy(st->outcomes, big, ol * sizeof(bigint_limb));
	memcpy(st->l, l, (w < LW ? w : LW) * sizeof(bigint_limb));
	memcpy(st->beyond, st->outcomes, w * sizeof(bigint_limb));
	for (j = 0; j < st->d.n; j++)
		bigint_sub(st->beyond, cnt(&st->d, j, w), w);
	if (cut)
		st->depth = x.mindepth;
	st->shifted = st->tmp + (size_t)NTMP * w;
	for (j = 0; j < NSHIFT; j++) {
		memcpy(st->shifted + j * w, j ? st->shifted + (j - 1) * w :
		    st->outcomes, w * sizeof(bigint_limb));
		bigint_add(st->shifted + j * w, st->shifted + j * w, w);
	}
	mem_free(x.ni);
	*sp = st;
	return 0;
out:
	mem_free(x.ni);
	dice_stats_free(st);
	return rv;
}

/* ---- writing ---- */

/* num/den reduced by the primes of the outcomes (num and den are
 * changed), into out (2 * BIGINT_STRSZ(w) bytes): "num/den", or "num"
 * when den is 1.  Below 2^64, by Euclid's algorithm in one machine
 * word. */
static void
fraction(const struct dice_stats *st, bigint_limb *num, bigint_limb *den,
    char *out)
{
	unsigned w = st->w, nl, dl;
	bigint_limb *t = st->tmp + 7 * w;
	size_t i, n;

	if (bigint_is_zero(num, w)) {
		strcpy(out, "0");
		return;
	}
	nl = bigint_limbs(num, w);
	dl = bigint_limbs(den, w);
	if (nl <= 2 && dl <= 2) {
		uint64_t a = num[0] | (uint64_t)num[1] << 32;
		uint64_t b = den[0] | (uint64_t)den[1] << 32;
		uint64_t g = gcd64(a, b);

		if (b == g)
			snprintf(out, 2 * st->numsz, "%llu",
			    (unsigned long long)(a / g));
		else
			snprintf(out, 2 * st->numsz, "%llu/%llu",
			    (unsigned long long)(a / g),
			    (unsigned long long)(b / g));
		return;
	}
	for (i = 0; i < st->nprimes; i++) {
		uint32_t pw[6];	/* p, p^2, p^4, ... while they fit */
		int j, m = 0;

		/* the common power of p, taken out by p^(2^m) while it
		 * divides both, then by each smaller square once: a few
		 * divisions where one p at a time took dozens (2^50 in the
		 * denominator of 50d2) */
		pw[0] = st->primes[i];
		while (m < 5 && pw[m] <= UINT32_MAX / pw[m]) {
			pw[m + 1] = pw[m] * pw[m];
			m++;
		}
		while (bigint_mod32(num, nl, pw[m]) == 0 &&
		    bigint_mod32(den, dl, pw[m]) == 0) {
			bigint_div32(num, nl, pw[m]);
			bigint_div32(den, dl, pw[m]);
		}
		for (j = m - 1; j >= 0; j--)
			if (bigint_mod32(num, nl, pw[j]) == 0 &&
			    bigint_mod32(den, dl, pw[j]) == 0) {
				bigint_div32(num, nl, pw[j]);
				bigint_div32(den, dl, pw[j]);
			}
	}
	n = bigint_str(num, w, t, out);
	bigint_set(t, w, 1);
	if (bigint_cmp(den, t, w) != 0) {
		out[n++] = '/';
		bigint_str(den, w, t, out + n);
	}
}

/* num/den rounded half up to six decimals, into out (DECSZ bytes); hi
 * bounds the integer part. */
static void
decimal6(const struct dice_stats *st, const bigint_limb *num,
    const bigint_limb *den, uint64_t hi, char *out)
{
	unsigned w = st->w;
	bigint_limb *r = st->tmp + 4 * w, *d2 = st->tmp + 5 * w;
	bigint_limb *t = st->tmp + 6 * w;
	uint64_t ip, frac;

	ip = bigint_quot(num, den, w, hi, t);
	memcpy(r, num, w * sizeof(bigint_limb));
	memset(t, 0, w * sizeof(bigint_limb));
	bigint_addmul64(t, den, ip, w);
	bigint_sub(r, t, w);
	/* frac = floor((2 * 10^6 * r + den) / (2 * den)) */
	bigint_mul32(r, w, 2000000);
	bigint_add(r, den, w);
	memcpy(d2, den, w * sizeof(bigint_limb));
	bigint_mul32(d2, w, 2);
	frac = bigint_quot(r, d2, w, 1000000, t);
	if (frac == 1000000) {
		ip++;
		frac = 0;
	}
	snprintf(out, DECSZ, "%llu.%06llu", (unsigned long long)ip,
	    (unsigned long long)frac);
}

/* count / outcomes rounded half up to six decimals, into out (DECSZ
 * bytes): the quotient floor((2 * 10^6 * count + outcomes) /
 * (2 * outcomes)), at most 10^6 < 2^20, by restoring division with the
 * shifted divisors that dice_stats prepared. */
static void
row_decimal(const struct dice_stats *st, const bigint_limb *c, char *out)
{
	unsigned w = st->w;
	bigint_limb *n = st->tmp + 3 * w;
	uint32_t q = 0;
	int b;

	memcpy(n, c, w * sizeof(bigint_limb));
	bigint_mul32(n, w, 2000000);
	bigint_add(n, st->outcomes, w);
	for (b = NSHIFT - 1; b >= 0; b--)
		if (bigint_cmp(n, st->shifted + (size_t)b * w, w) >= 0) {
			bigint_sub(n, st->shifted + (size_t)b * w, w);
			q |= (uint32_t)1 << b;
		}
	snprintf(out, DECSZ, "%u.%06u", q / 1000000, q % 1000000);
}

/* pos (or neg, below 0) += c * x, in units of 1/st->l */
static void
mean_add(const struct dice_stats *st, bigint_limb *pos, bigint_limb *neg,
    const bigint_limb *c, struct dice_total x)
{
	unsigned w = st->w;
	bigint_limb *a = x.num < 0 ? neg : pos;
	bigint_limb *q = st->tmp + 11 * w, *t = st->tmp + 12 * w;
	uint64_t u = x.num < 0 ? 0 - (uint64_t)x.num : (uint64_t)x.num;

	if (st->lone) {
		bigint_addmul64(a, c, u, w);
		return;
	}
	memcpy(q, st->l, w * sizeof(bigint_limb));
	bigint_div64(q, w, (uint64_t)x.den);
	memset(t, 0, w * sizeof(bigint_limb));
	bigint_addmul64(t, q, u, w);
	bigint_addmulbig(a, c, t, w);
}

/* (pos - neg) / (outcomes * l) as "fraction = decimal" into out; pos
 * and neg are changed. */
static void
mean_str(const struct dice_stats *st, bigint_limb *pos, bigint_limb *neg,
    char *out, size_t outsz)
{
	unsigned w = st->w;
	bigint_limb *den = st->tmp + 8 * w, *g = st->tmp + 11 * w;
	bigint_limb *t = st->tmp + 12 * w, *r = st->tmp + 13 * w;
	char *fs = st->str + st->numsz, ds[DECSZ];
	int negative = bigint_cmp(pos, neg, w) < 0;
	size_t n;

	if (negative) {
		bigint_sub(neg, pos, w);
		memcpy(pos, neg, w * sizeof(bigint_limb));
	} else
		bigint_sub(pos, neg, w);
	memset(den, 0, w * sizeof(bigint_limb));
	bigint_addmulbig(den, st->outcomes, st->l, w);
	decimal6(st, pos, den, UINT64_C(1) << 62, ds);
	if (st->lone)
		fraction(st, pos, den, fs);
	else if (bigint_is_zero(pos, w))
		strcpy(fs, "0");
	else {
		/* by their greatest common divisor: the primes of l are
		 * not known */
		bigint_gcd(pos, den, w, g, t);
		bigint_divmod(pos, g, w, r);
		bigint_divmod(den, g, w, r);
		n = bigint_str(pos, w, t, fs);
		bigint_set(t, w, 1);
		if (bigint_cmp(den, t, w) != 0) {
			fs[n++] = '/';
			bigint_str(den, w, t, fs + n);
		}
	}
	negative = negative && strcmp(fs, "0") != 0;
	snprintf(out, outsz, "%s%s = %s%s", negative ? "-" : "", fs,
	    negative && strcmp(ds, "0.000000") != 0 ? "-" : "", ds);
}

void
dice_stats_write(const struct dice_stats *st, const char *label, FILE *fp)
{
	unsigned w = st->w;
	bigint_limb *pos = st->tmp, *neg = st->tmp + w, *t = st->tmp + 2 * w;
	bigint_limb *p2 = st->tmp + 9 * w, *n2 = st->tmp + 10 * w;
	const bigint_limb *most = NULL, *c;
	size_t i, first = SIZE_MAX, last = 0, len;
	char *cs = st->str, *fs = st->str + st->numsz, *ms;
	char ds[DECSZ], tot[2][DICE_TOTAL_SZ], v[DICE_TOTAL_SZ];
	int wt = 0, wc, cut = !bigint_is_zero(st->beyond, w);

	for (i = 0; i < st->d.n; i++) {
		c = cnt(&st->d, i, w);
		if (bigint_is_zero(c, w))
			continue;
		if (first == SIZE_MAX)
			first = i;
		last = i;
		if (most == NULL || bigint_cmp(c, most, w) > 0)
			most = c;
		if ((len = dice_total_str(dval(&st->d, i), v)) > (size_t)wt)
			wt = (int)len;
	}
	/* the widths of the aligned columns: the longest total and count */
	dice_total_str(dval(&st->d, first), tot[0]);
	dice_total_str(dval(&st->d, last), tot[1]);
	wc = (int)bigint_str(most, w, t, cs);
	bigint_str(st->outcomes, w, t, cs);
	bigint_set(t, w, 1);
	fprintf(fp, "%s: %s outcome%s", label, cs,
	    bigint_cmp(st->outcomes, t, w) == 0 ? "" : "s");
	if (st->repeat > 1)
		fprintf(fp, " each of %lu rolls", (unsigned long)st->repeat);
	if (cut)
		fprintf(fp, ", explosions counted to %u deep", st->depth);
	fputc('\n', fp);
	for (i = first; i <= last; i++) {
		c = cnt(&st->d, i, w);
		if (bigint_is_zero(c, w))
			continue;
		bigint_str(c, w, t, cs);
		row_decimal(st, c, ds);
		memcpy(pos, c, w * sizeof(bigint_limb));
		memcpy(neg, st->outcomes, w * sizeof(bigint_limb));
		fraction(st, pos, neg, fs);
		dice_total_str(dval(&st->d, i), v);
		fprintf(fp, "%*s  %*s  %s  %s\n", wt, v, wc, cs, ds, fs);
	}
	if (cut) {
		bigint_str(st->beyond, w, t, cs);
		row_decimal(st, st->beyond, ds);
		memcpy(pos, st->beyond, w * sizeof(bigint_limb));
		memcpy(neg, st->outcomes, w * sizeof(bigint_limb));
		fraction(st, pos, neg, fs);
		fprintf(fp, "beyond: %s  %s  %s\n", cs, ds, fs);
	}
	/* the mean: the sum of total * count, over the outcomes, in
	 * units of 1/l */
	memset(pos, 0, 2 * w * sizeof(bigint_limb));
	for (i = first; i <= last; i++) {
		struct dice_total x = dval(&st->d, i);

		mean_add(st, pos, neg, cnt(&st->d, i, w), x);
	}
	/* the mean's text: a fraction, " = " and a decimal */
	ms = st->str + 3 * st->numsz;
	if (!cut) {
		mean_str(st, pos, neg, ms, 3 * st->numsz);
		fprintf(fp, "mean: %s\n", ms);
	} else {
		/* the mass beyond at the least total, then the most */
		memcpy(p2, pos, w * sizeof(bigint_limb));
		memcpy(n2, neg, w * sizeof(bigint_limb));
		mean_add(st, pos, neg, st->beyond, st->lo);
		mean_add(st, p2, n2, st->beyond, st->hi);
		mean_str(st, pos, neg, ms, 3 * st->numsz);
		fprintf(fp, "mean: %s to ", ms);
		mean_str(st, p2, n2, ms, 3 * st->numsz);
		fprintf(fp, "%s\n", ms);
	}
	fprintf(fp, "min: %s\nmax: %s\n", tot[0], tot[1]);
}
