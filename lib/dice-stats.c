/*
 * dice-stats: the exact distribution of an expression (rongo-roll
 * --stats), and how it is written.  Here: the walk over the expression
 * (eval), the plan and the work estimates, and the writing; the
 * distributions and their counting are in dice-dist.c, what the two
 * share in dice-stats-int.h.
 *
 * Every count has one fixed number of limbs for the whole expression,
 * chosen from the number of outcomes (no count exceeds them), and a few
 * limbs more hold the sums of the mean.  A sum of terms goes as it
 * always went, for speed: the constants, then every other term
 * convolved, then the plain dice one die at a time (dist_add_plain).  The
 * chains of a die that explodes are counted to a depth; the mass of
 * those that explode beyond it is what the counted totals leave of the
 * outcomes, and is written as such.
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
#include "dice-stats-int.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bigint.h"
#include "mem.h"

/* Keep and drop among the totals of a group: its state is the set of
 * totals placed, 2^n of them. */
#define STATS_GROUP	12

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

#define NTMP	14
#define NSHIFT	20
/* A decimal that dice_stats_write prints: an integer part below 2^63
 * (19 digits), a point, six decimals, a NUL, with room to spare. */
#define DECSZ	40

__extension__ typedef unsigned __int128 dice_u128;

static int
stats_fail(struct dice_err *err, unsigned long col, unsigned long len,
    const char *msg)
{
	err->col = col;
	err->len = len;
	snprintf(err->msg, sizeof(err->msg), "%s", msg);
	return 1;
}

/* ---- evaluation ---- */

static int eval(struct ctx *, int32_t, struct dist *);

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
		if (dist_convolve(&a, &d, t[j].neg, &b, w) < 0) {
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
			if (dist_add_plain(n, t[j].neg, &a, w) < 0)
				goto nomem;
			continue;
		}
		/* after a fraction: the dice apart, then combined */
		if (dist_const(&d, 0, w) < 0)
			goto nomem;
		if (dist_add_plain(n, 0, &d, w) < 0 ||
		    dist_combine(&a, &d, t[j].neg ? DICE_N_SUB : DICE_N_ADD, NULL,
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

static int
eval_dice(struct ctx *x, int32_t i, struct dist *out)
{
	const struct dice_node *d = &x->e->n[i];
	struct dist die, g;
	struct pool pl;
	unsigned w = x->w;
	int rv;

	if (d->m.kd != DICE_KD_NONE && separate(d))
		return dist_kd_explode(x, i, out);
	if (dist_die(x, i, d->m.succ && separate(d), &die) < 0)
		return -1;
	if (d->m.kd != DICE_KD_NONE) {
		dist_pool_of(&pl, d->count, &die, d->m.succ ? &d->m : NULL);
		rv = dist_kd_pools(&pl, 1, kd_high(&d->m), kd_kept(&d->m, d->count),
		    out, w);
		dist_free(&die);
		return rv;
	}
	if (d->m.succ && !separate(d)) {
		if (dist_combine(&die, NULL, OP_TARGET, &d->m, &g, w) < 0) {
			dist_free(&die);
			return -1;
		}
		dist_free(&die);
		die = g;
	}
	rv = dist_pow_sum(&die, d->count, out, w);
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
	struct dist die;
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
		if (dist_die(x, i, 0, &die) < 0)
			return -1;
		dist_pool_of(&pl[*np], d->count, &die, NULL);
		pl[(*np)++].sign = sign;
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
				rv = dist_kd_pools(pl, np, kd_high(&d->m),
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
		rv = dist_combine(&a, NULL, OP_TARGET, &d->m, out, x->w);
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
			rv = dist_combine(&b, NULL, OP_TARGET, &d->m, &c, x->w);
			dist_free(&b);
			if (rv < 0)
				goto nomem;
			rv = dist_convolve(&a, &c, 0, &b, x->w);
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
	rv = dist_kd_group(kid, m, kd_high(&d->m), kd_kept(&d->m, m),
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
		rv = dist_combine(&a, &b, d->kind, NULL, out, x->w);
		dist_free(&a);
		dist_free(&b);
		return rv;
	default:
		/* the functions */
		if (eval(x, d->a, &a) < 0)
			return -1;
		rv = dist_combine(&a, NULL, d->kind, NULL, out, x->w);
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
		if (dist_throw_table(d, &tt) < 0)
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
			dist_chain_bounds(d, &tt, n->depth, 0, &n->dlo, &n->dhi);
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
			dist_chain_bounds(d, &tt, n->depth, 1, &slo, &shi);
		if (d->m.kd != DICE_KD_NONE && separate(d)) {
			/* dist_kd_explode: among single throws */
			n->dlo = tt.smin - dice_penetrates(d);
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

/* The work of dist_kd_pools over the dice of the sum at node i (a dice
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

/* How many states dist_kd_pools has for the sum at node i. */
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

			/* a dist_kd_pools for each t (and m), with the single
			 * pools of a state or two */
			if (n->depth >= DICE_EXPLODE_CAP)
				return 1e300;
			if (n->nex > 1) {
				/* pools of n and of t dice, t to tmax */
				double v = dsz, r = n->size;

				return (v * nn * (nn + 1) / 2 * tmax * tmax /
				    2 + v * (nn + 1) * tmax * tmax * tmax / 6) *
				    (dice_penetrates(d) ? 2 * (nn + 1) : 1) * r * w *
				    limbs_of(nn * n->tbits + 64) / 10 +
				    (nn + 1) * (tmax + 1) * n->depth * w;
			}
			states = dice_penetrates(d) ? (nn + 2) * (nn + 2) :
			    (nn + 1) * 2;
			return (tmax + 1) * (dice_penetrates(d) ? nn + 1 : 1) *
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
