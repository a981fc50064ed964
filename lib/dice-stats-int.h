/*
 * dice-stats-int: what the two files of the exact distribution
 * (rongo-roll --stats) share: dice-dist.c counts distributions,
 * dice-stats.c walks the expression, plans the work and writes the
 * result.  Only those two include it; programs and tests see dice.h.
 *
 * A distribution (struct dist) is n totals with their counts, dense or
 * sparse; every count has the same w limbs, w fixed for the whole
 * expression and passed to every call.  The plan's bounds on each node
 * (struct ninfo, in struct ctx) are what dice-dist.c trusts: it checks
 * no limit, only memory can fail.
 *
 * Ownership: a struct dist owns its v and c, freed by dist_free.  A
 * function that fills a distribution (out, b) returns 0 and the
 * distribution is then its caller's, or -1 out of memory and there is
 * nothing to free.  The inputs are only read, except dist_add_plain's a,
 * grown in place.  A pool's dv is read by dist_kd_pools, never freed there:
 * whoever made the pool frees it.  A throw table's wt is its caller's
 * to mem_free (NULL when dist_throw_table fails).
 */
#ifndef RONGO_DICE_STATS_INT_H
#define RONGO_DICE_STATS_INT_H

#include <stddef.h>
#include <stdint.h>

#include "bigint.h"
#include "dice.h"
#include "dice-int.h"

/* A distribution: n totals, dense (v == NULL: lo, lo + 1, ...) or
 * sparse (v[i], increasing), with their counts, n numbers of w limbs. */
struct dist {
	int64_t			 lo;
	size_t			 n;
	struct dice_total	*v;
	bigint_limb		*c;
};

/* What plan1 learns of a node. */
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

/* The state of the walk (dice-stats.c); dice-dist.c reads e, ni and
 * w. */
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

/* The operations over pairs and single totals; OP_TARGET maps a total
 * to its target's value. */
#define OP_TARGET	100

/* Count i of d (w limbs), and total i. */
static inline bigint_limb *
cnt(const struct dist *d, size_t i, unsigned w)
{
	return d->c + i * w;
}

static inline struct dice_total
dval(const struct dist *d, size_t i)
{
	struct dice_total t;

	if (d->v != NULL)
		return d->v[i];
	t.num = d->lo + (int64_t)i;
	t.den = 1;
	return t;
}

static inline uint64_t
gcd64(uint64_t a, uint64_t b)
{
	while (b != 0) {
		uint64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* Plain dice: uniform over spans of faces that are their values, no
 * keep, drop, target or explosion; added a die at a time. */
static inline int
plain(const struct dice_node *d)
{
	return d->kind == DICE_N_DICE && d->ex == DICE_EX_NONE &&
	    !d->fudge && !d->rronce && d->m.kd == DICE_KD_NONE && !d->m.succ;
}

static inline int
separate(const struct dice_node *d)
{
	return d->ex == DICE_EX_EXPLODE || d->ex == DICE_EX_PENETRATE;
}

static inline uint32_t
kd_kept(const struct dice_mods *m, uint32_t n)
{
	uint32_t k = m->kd == DICE_KD_KH || m->kd == DICE_KD_KL ? m->kdn :
	    m->kdn > n ? 0 : n - m->kdn;

	return k > n ? n : k;
}

static inline int
kd_high(const struct dice_mods *m)
{
	return m->kd == DICE_KD_KH || m->kd == DICE_KD_DL;
}

static inline int
explodes(const struct dice_node *d, int64_t v)
{
	return d->ex != DICE_EX_NONE && dice_cond_holds(&d->exc, v);
}

/* The distributions (dice-dist.c). */
void dist_free(struct dist *);
/* out = a single total v. */
int dist_const(struct dist *out, int64_t v, unsigned w);
/* out = op over the totals of a, and of b for the operations of two
 * operands; OP_TARGET with the target's modifiers m. */
int dist_combine(const struct dist *a, const struct dist *b, int op,
    const struct dice_mods *m, struct dist *out, unsigned w);
/* b = a + d (a - d when neg). */
int dist_convolve(const struct dist *a, const struct dist *d, int neg,
    struct dist *b, unsigned w);

/* Dice (dice-dist.c). */
int dist_throw_table(const struct dice_node *d, struct throwt *tt);
/* Bounds of what a whole chain adds, counted to depth explosions. */
void dist_chain_bounds(const struct dice_node *d, const struct throwt *tt,
    unsigned depth, int score, int64_t *lo, int64_t *hi);
/* a plus (minus, with neg) the plain dice d, a die at a time; a dense. */
int dist_add_plain(const struct dice_node *d, int neg, struct dist *a,
    unsigned w);
/* count dice of one die's distribution d, summed. */
int dist_pow_sum(const struct dist *d, uint32_t count, struct dist *out,
    unsigned w);
/* One die of node i (dense): its throw, or its chain to the plan's
 * depth; with score, what it adds to a target. */
int dist_die(struct ctx *x, int32_t i, int score, struct dist *out);

/* Keep and drop (dice-dist.c). */
/* Keep k of the dice of the np pools, the highest with high, else the
 * lowest: what the kept add (dense). */
/* *p: a pool of n dice of the values and counts of dv (which it does
 * not own), sign 1, counted against tm (NULL: summed). */
void dist_pool_of(struct pool *p, uint32_t n, const struct dist *dv,
    const struct dice_mods *tm);
int dist_kd_pools(struct pool *pl, unsigned np, int high, uint32_t k,
    struct dist *out, unsigned w);
/* Keep k of the totals of m sub-expressions, kid[]: the sum of the
 * kept, or with tm their targets' values. */
int dist_kd_group(const struct dist *kid, unsigned m, int high, uint32_t k,
    const struct dice_mods *tm, struct dist *out, unsigned w);
/* Keep or drop among the dice of "!" or "!p" at node i. */
int dist_kd_explode(struct ctx *x, int32_t i, struct dist *out);

#endif
