/*
 * dice-bound: the bounds of every node of a parsed expression, from the
 * leaves up (dice-int.h says what they promise): the smallest and
 * largest value a node can take, and a bound on its denominators.  They
 * are worked out with the cap on explosions included, so that no roll
 * can overflow: an expression whose bounds leave the limit, or with a
 * divisor whose range holds 0, is refused here.
 */
#include "dice.h"
#include "dice-int.h"

#include <stdio.h>

struct bounder {
	struct dice_expr	*e;
	const char		*s;
	struct dice_err		*err;
};

#define REFUSED	(-1)
#define fail(p, at, len, ...) \
	(dice_err_set((p)->err, (at), (len), __VA_ARGS__), REFUSED)

static struct dice_node *
node(struct bounder *p, int32_t i)
{
	return &p->e->n[i];
}

/* Within the limit of dice-int.h. */
static int
in_limit(const struct dice_total *q, int64_t den)
{
	dice_i128 m = q->num < 0 ? -(dice_i128)q->num : q->num;

	return den <= DICE_MAX_VALUE && m * den <= (dice_i128)DICE_MAX_VALUE *
	    q->den;
}

static struct dice_total
qmin(struct dice_total a, struct dice_total b)
{
	return dice_q_cmp(a, b) <= 0 ? a : b;
}

static struct dice_total
qmax(struct dice_total a, struct dice_total b)
{
	return dice_q_cmp(a, b) >= 0 ? a : b;
}

/* The bounds of a dice node: the values its kept dice can show, and how
 * many can be kept.  inside: within a group that keeps or drops among
 * the dice, so any of them may be dropped. */
static void
bound_dice(struct dice_node *d, int inside)
{
	int64_t tmin, tmax, pen, ulo, uhi, kmin, kmax, umax, extra;

	if (d->rronce) {
		tmin = dice_face(d, 1);
		tmax = dice_face(d, d->sides);
	} else {
		tmin = dice_face(d, d->allow[0].lo);
		tmax = dice_face(d, d->allow[d->nallow - 1].hi);
	}
	pen = dice_penetrates(d);
	extra = d->ex == DICE_EX_NONE ? 0 : DICE_EXPLODE_CAP;
	umax = d->count;
	if (dice_compounds(d)) {
		/* a die: the first throw and up to the cap more */
		ulo = tmin + extra * (tmin - pen < 0 ? tmin - pen : 0);
		uhi = tmax + extra * (tmax - pen > 0 ? tmax - pen : 0);
	} else {
		ulo = tmin - pen < tmin ? tmin - pen : tmin;
		uhi = tmax;
		umax = (int64_t)d->count * (1 + extra);
	}
	d->ulo = ulo;
	d->uhi = uhi;
	switch (d->m.kd) {
	case DICE_KD_KH:
	case DICE_KD_KL:
		kmin = kmax = d->m.kdn;
		break;
	case DICE_KD_DH:
	case DICE_KD_DL:
		kmin = (int64_t)d->count - d->m.kdn;
		kmax = umax - d->m.kdn;
		break;
	default:
		kmin = d->count;
		kmax = umax;
		break;
	}
	if (inside)
		kmin = 0;
	if (d->m.succ) {
		d->lo = dice_q_int(d->m.fail ? -kmax : 0);
		d->hi = dice_q_int(kmax);
	} else {
		d->lo = dice_q_int(ulo >= 0 ? kmin * ulo : kmax * ulo);
		d->hi = dice_q_int(uhi >= 0 ? kmax * uhi : kmin * uhi);
	}
	d->den = 1;
}

static int32_t
bound(struct bounder *p, int32_t i, int inside);

/* The sum of the kept smallest (high: largest) of the bounds of g's
 * sub-expressions: a kept sum is at least (at most) that. */
static struct dice_total
kept_bound(struct bounder *p, const struct dice_node *g, uint32_t kept,
    int high)
{
	struct dice_total s = dice_q_int(0), x, y;
	uint32_t before;
	int32_t k, j;
	int c;

	for (k = g->a; k >= 0; k = node(p, k)->next) {
		x = high ? node(p, k)->hi : node(p, k)->lo;
		before = 0;
		for (j = g->a; j >= 0; j = node(p, j)->next) {
			y = high ? node(p, j)->hi : node(p, j)->lo;
			c = dice_q_cmp(y, x);
			if ((high ? c > 0 : c < 0) || (c == 0 && j < k))
				before++;
		}
		if (before < kept)
			s = dice_q_add(s, x);
	}
	return s;
}

/* A group's bounds, its sub-expressions' known. */
static void
bound_group(struct bounder *p, struct dice_node *g)
{
	uint32_t kept = g->nkids;
	dice_i128 den = 1;
	int32_t k;

	if (g->nkids == 1)
		kept = 1;
	else if (g->m.kd == DICE_KD_KH || g->m.kd == DICE_KD_KL)
		kept = g->m.kdn;
	else if (g->m.kd != DICE_KD_NONE)
		kept = g->nkids - g->m.kdn;
	if (g->m.succ) {
		g->lo = dice_q_int(g->m.fail ? -(int64_t)kept : 0);
		g->hi = dice_q_int(kept);
		g->den = 1;
		return;
	}
	g->lo = kept_bound(p, g, kept, 0);
	g->hi = kept_bound(p, g, kept, 1);
	for (k = g->a; k >= 0; k = node(p, k)->next) {
		den *= node(p, k)->den;
		if (den > DICE_MAX_VALUE)
			den = (dice_i128)DICE_MAX_VALUE + 1;
	}
	g->den = (int64_t)den;
}

/* Refuse node i when its bounds leave the limit. */
static int32_t
too_large(struct bounder *p, int32_t i)
{
	const struct dice_node *n = node(p, i);

	if (in_limit(&n->lo, n->den) && in_limit(&n->hi, n->den))
		return i;
	return fail(p, n->col - 1, n->len, "totals here could pass 2^62, "
	    "beyond what a roll counts exactly");
}

/*
 * a ** b.  The exponent is a whole number, 0 or more.  Over a span of
 * whole exponents, x ** e is at its extremes at the ends of x's span or
 * 0, and at the smallest or largest exponent or the one after or before
 * it (the other parity): those are all tried.
 */
static int32_t
bound_pow(struct bounder *p, int32_t i, const struct dice_node *a,
    const struct dice_node *b)
{
	struct dice_node *n = node(p, i);
	struct dice_total x[3], q, lo, hi;
	int64_t e[4], emax;
	dice_i128 den = 1;
	int j, k, nx = 2, first = 1;

	if (b->den != 1 || b->lo.den != 1 || b->hi.den != 1)
		return fail(p, b->col - 1, b->len, "the exponent '%.*s' can "
		    "be a fraction", (int)b->len, p->s + b->col - 1);
	if (b->lo.num < 0)
		return fail(p, b->col - 1, b->len, "the exponent '%.*s' can "
		    "be negative: write 1/(x**n)", (int)b->len,
		    p->s + b->col - 1);
	x[0] = a->lo;
	x[1] = a->hi;
	if (a->lo.num < 0 && a->hi.num > 0)
		x[nx++] = dice_q_int(0);
	emax = b->hi.num;
	e[0] = b->lo.num;
	e[1] = b->lo.num + 1 <= emax ? b->lo.num + 1 : emax;
	e[2] = emax;
	e[3] = emax - 1 >= b->lo.num ? emax - 1 : b->lo.num;
	lo = hi = dice_q_int(0);
	for (j = 0; j < nx; j++)
		for (k = 0; k < 4; k++) {
			if (dice_q_pow(x[j], e[k], &q) < 0)
				goto large;
			if (first || dice_q_cmp(q, lo) < 0)
				lo = q;
			if (first || dice_q_cmp(q, hi) > 0)
				hi = q;
			first = 0;
		}
	/* the denominators: a's to the largest exponent */
	for (k = 0; a->den > 1 && k < emax; k++)
		if ((den *= a->den) > DICE_MAX_VALUE)
			goto large;
	n->lo = lo;
	n->hi = hi;
	n->den = (int64_t)den;
	return too_large(p, i);
large:
	return fail(p, n->col - 1, n->len, "totals here could pass 2^62, "
	    "beyond what a roll counts exactly");
}

/* The bounds of node i and all below it; inside: within a group that
 * keeps or drops among its dice. */
static int32_t
bound(struct bounder *p, int32_t i, int inside)
{
	struct dice_node *n = node(p, i), *a, *b;
	struct dice_total q[4];
	dice_i128 den;
	int32_t k;
	int j;

	if (n->a >= 0 && n->kind != DICE_N_GROUP &&
	    bound(p, n->a, inside) < 0)
		return REFUSED;
	if (n->b >= 0 && bound(p, n->b, inside) < 0)
		return REFUSED;
	a = n->a >= 0 ? node(p, n->a) : NULL;
	b = n->b >= 0 ? node(p, n->b) : NULL;
	switch (n->kind) {
	case DICE_N_NUM:
		n->lo = n->hi = dice_q_int(n->value);
		n->den = 1;
		return i;
	case DICE_N_DICE:
		bound_dice(n, inside);
		return too_large(p, i);
	case DICE_N_GROUP:
		for (k = n->a; k >= 0; k = node(p, k)->next)
			if (bound(p, k, n->nkids == 1 &&
			    n->m.kd != DICE_KD_NONE) < 0)
				return REFUSED;
		bound_group(p, n);
		return too_large(p, i);
	case DICE_N_PAREN:
		n->lo = a->lo;
		n->hi = a->hi;
		n->den = a->den;
		return i;
	case DICE_N_NEG:
		n->lo = dice_q_neg(a->hi);
		n->hi = dice_q_neg(a->lo);
		n->den = a->den;
		return i;
	case DICE_N_FLOOR:
	case DICE_N_CEIL:
	case DICE_N_ROUND:
		n->lo = dice_q_int(n->kind == DICE_N_FLOOR ?
		    dice_q_floor(a->lo) : n->kind == DICE_N_CEIL ?
		    dice_q_ceil(a->lo) : dice_q_round(a->lo));
		n->hi = dice_q_int(n->kind == DICE_N_FLOOR ?
		    dice_q_floor(a->hi) : n->kind == DICE_N_CEIL ?
		    dice_q_ceil(a->hi) : dice_q_round(a->hi));
		n->den = 1;
		return too_large(p, i);
	case DICE_N_ABS:
		if (a->lo.num >= 0) {
			n->lo = a->lo;
			n->hi = a->hi;
		} else if (a->hi.num <= 0) {
			n->lo = dice_q_neg(a->hi);
			n->hi = dice_q_neg(a->lo);
		} else {
			n->lo = dice_q_int(0);
			n->hi = qmax(dice_q_neg(a->lo), a->hi);
		}
		n->den = a->den;
		return i;
	default:
		break;
	}
	den = (dice_i128)a->den * b->den;
	if ((n->kind == DICE_N_DIV || n->kind == DICE_N_MOD) &&
	    b->lo.num <= 0 && b->hi.num >= 0)
		return fail(p, b->col - 1, b->len, "the divisor '%.*s' can be "
		    "0", (int)b->len, p->s + b->col - 1);
	if (n->kind == DICE_N_MOD) {
		/* the sign of a, smaller than |b| and than |a| */
		struct dice_total m = qmax(dice_q_neg(b->lo), b->hi);

		n->lo = a->lo.num >= 0 ? dice_q_int(0) :
		    dice_q_neg(qmin(m, dice_q_neg(a->lo)));
		n->hi = a->hi.num <= 0 ? dice_q_int(0) : qmin(m, a->hi);
		n->den = den > DICE_MAX_VALUE ? DICE_MAX_VALUE + 1 :
		    (int64_t)den;
		return too_large(p, i);
	}
	if (n->kind == DICE_N_POW)
		return bound_pow(p, i, a, b);
	/* the operations: their extremes are at the operands'; the
	 * operands are within the limit, so these fit in 128 bits */
	for (j = 0; j < 4; j++) {
		struct dice_total x = j & 2 ? a->hi : a->lo;
		struct dice_total y = j & 1 ? b->hi : b->lo;
		dice_i128 num, qd;

		switch (n->kind) {
		case DICE_N_ADD:
		case DICE_N_SUB:
			/* the lows together, the highs together */
			x = j & 2 ? a->hi : a->lo;
			y = n->kind == DICE_N_ADD ? (j & 2 ? b->hi : b->lo) :
			    dice_q_neg(j & 2 ? b->lo : b->hi);
			num = (dice_i128)x.num * y.den +
			    (dice_i128)y.num * x.den;
			qd = (dice_i128)x.den * y.den;
			break;
		case DICE_N_MUL:
			num = (dice_i128)x.num * y.num;
			qd = (dice_i128)x.den * y.den;
			break;
		default:
			num = (dice_i128)x.num * y.den;
			qd = (dice_i128)x.den * y.num;
			break;
		}
		if (dice_q_make(num, qd, &q[j]) < 0)
			return fail(p, n->col - 1, n->len, "totals here could "
			    "pass 2^62, beyond what a roll counts exactly");
	}
	if (n->kind == DICE_N_DIV) {
		/* a p/q over b's r/s is ps/qr: r at most |b| * s */
		struct dice_total m = qmax(dice_q_neg(b->lo), b->hi);

		den *= m.num / m.den + 1;
	}
	n->lo = n->hi = q[0];
	for (j = 1; j < 4; j++) {
		n->lo = qmin(n->lo, q[j]);
		n->hi = qmax(n->hi, q[j]);
	}
	n->den = den > DICE_MAX_VALUE ? DICE_MAX_VALUE + 1 : (int64_t)den;
	return too_large(p, i);
}

int
dice_bound(struct dice_expr *e, const char *text, struct dice_err *err)
{
	struct bounder b = { e, text, err };

	return bound(&b, e->root, 0) < 0;
}
