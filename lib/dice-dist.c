/*
 * dice-dist: the distributions of rongo-roll --stats and how they are
 * counted.  dice-stats.c walks the expression and calls these; what the
 * two share is in dice-stats-int.h.
 *
 * A distribution (struct dist) is a list of totals with their counts:
 * dense, every integer from lo on, or sparse, sorted distinct fractions.
 * Counts are unsigned big integers (bigint.h) of one fixed number of
 * limbs for the whole expression, chosen from the number of outcomes:
 * a count is a number of equally likely outcomes of the dice below its
 * node, so none exceeds the expression's outcomes.  Operands are
 * independent (each has its own dice), so a sum is a convolution and
 * the other operations are over pairs, merged where totals meet.
 *
 * Plain dice (uniform over spans of faces) are added one die at a time
 * by a sliding window over prefix sums (dist_add_plain).  Keep and drop is a
 * dynamic programme over the dice's values from the best down
 * (dist_kd_pools), with binomial counts; over the totals of a group its
 * state is the set of totals placed (dist_kd_group).  A die that explodes is
 * counted by substitution to a depth (chain_dist): each throw of its
 * chain in turn, the chains that explode beyond the depth left out.
 * Keeping among the dice that "!" adds goes by the number of explosions
 * (dist_kd_explode).
 *
 * The plan (dice-stats.c) has bounded every size before anything here
 * runs: only memory can fail.
 */
#include "dice.h"
#include "dice-int.h"
#include "dice-stats-int.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "bigint.h"
#include "mem.h"

static uint64_t binom[DICE_STATS_KEEP + 1][DICE_STATS_KEEP + 1];

void
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

/* out = a single total v. */
int
dist_const(struct dist *out, int64_t v, unsigned w)
{
	if (dist_new(out, 1, 0, w) < 0)
		return -1;
	out->lo = v;
	bigint_set(out->c, w, 1);
	return 0;
}

/* ---- totals as fractions ---- */

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
		t.num = dice_target_q(m, a);
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
 * dist_combine for integers whose results span few more than the np pairs:
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
int
dist_combine(const struct dist *a, const struct dist *b, int op,
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
int
dist_convolve(const struct dist *a, const struct dist *d, int neg,
    struct dist *b, unsigned w)
{
	size_t i, j, at;
	unsigned la, ld, wl;

	if (a->v != NULL || d->v != NULL)
		return dist_combine(a, d, neg ? DICE_N_SUB : DICE_N_ADD, NULL, b,
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

int
dist_throw_table(const struct dice_node *d, struct throwt *tt)
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
	if (j >= 2 && dice_penetrates(d))
		v--;
	return score ? dice_target(&d->m, v) : v;
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
void
dist_chain_bounds(const struct dice_node *d, const struct throwt *tt,
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
int
dist_add_plain(const struct dice_node *d, int neg, struct dist *a, unsigned w)
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

/* count dice of one die's distribution d, summed. */
int
dist_pow_sum(const struct dist *d, uint32_t count, struct dist *out, unsigned w)
{
	struct dist a, b;
	uint32_t i;

	if (dist_const(&a, 0, w) < 0)
		return -1;
	for (i = 0; i < count; i++) {
		if (dist_convolve(&a, d, 0, &b, w) < 0) {
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
int
dist_die(struct ctx *x, int32_t i, int score, struct dist *out)
{
	const struct dice_node *d = &x->e->n[i];
	struct throwt tt;
	int rv;

	if (dist_throw_table(d, &tt) < 0)
		return -1;
	if (d->ex != DICE_EX_NONE)
		rv = chain_dist(d, &tt, x->ni[i].depth, score, out, x->w);
	else
		rv = throw_dist(&tt, out, x->w);
	mem_free(tt.wt);
	return rv;
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

static int64_t
pool_h(const struct pool *p, int64_t v)
{
	return p->tm != NULL ? dice_target(p->tm, v) : p->sign * v;
}

/* The step of dist_kd_pools for a pool q of dice all at one value, of count
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
int
dist_kd_pools(struct pool *pl, unsigned np, int high, uint32_t k,
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

/*
 * Keep k of the totals of m independent sub-expressions (their
 * distributions kid[]), into out: the sum of the kept, or with tm the
 * number of the kept that meet its success condition less those that
 * meet its failure condition.  As dist_kd_pools, the totals from the best
 * down; the state is the set of sub-expressions given a total so far,
 * and the kept add s + min(placed, k) * hmin, in units of 1/l (l: the
 * common denominator of the totals).
 */
int
dist_kd_group(const struct dist *kid, unsigned m, int high, uint32_t k,
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
		h = tm != NULL ? dice_target_q(tm, ge[i].v) :
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

		h = tm != NULL ? dice_target_q(tm, g->v) : g->v.num * (l / g->v.den);
		for (mask = 0; mask < nmask; mask++) {
			if (mask & 1U << g->kid)
				continue;
			pc = (unsigned)__builtin_popcount(mask);
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
void
dist_pool_of(struct pool *p, uint32_t n, const struct dist *dv,
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
 * exploded are one less.  Those are pools dist_kd_pools counts; the ways to
 * split t among the chains (at most K each; m of them at least 1) and
 * the throws the shorter chains leave unused, T^(nK - t), multiply.
 * When one value x explodes, its pools are at one value, of any size;
 * else plan_dice has bounded n + nK by DICE_STATS_KEEP.
 */
int
dist_kd_explode(struct ctx *x, int32_t i, struct dist *out)
{
	const struct dice_node *d = &x->e->n[i];
	unsigned w = x->w, K = x->ni[i].depth, np;
	uint32_t n = d->count, t, m, mlo, mhi, e, k, tmax = n * K;
	int pen = dice_penetrates(d);
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
	if (dist_throw_table(d, &tt) < 0)
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
			dist_pool_of(&pl[np++], pen ? n - m : n, &ne, tm);
			if (pen && m > 0)
				dist_pool_of(&pl[np++], m, &nep, tm);
			if (single) {
				if ((pen ? m : t) > 0 && pool_single(&pl[np++],
				    pen ? m : t, xv, wx, tm, w) < 0)
					goto pools;
				if (pen && t > m && pool_single(&pl[np++],
				    t - m, xv - 1, wx, tm, w) < 0)
					goto pools;
			} else {
				/* fewer than DICE_STATS_KEEP: plan_dice */
				dist_pool_of(&pl[np++], pen ? m : t, &exd, tm);
				if (pen)
					dist_pool_of(&pl[np++], t - m, &exdp, tm);
			}
			if (dist_kd_pools(pl, np, kd_high(&d->m), kd_kept(&d->m,
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
