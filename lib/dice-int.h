/*
 * dice-int: the expression as the parts of the dice module share it:
 * dice-parse.c builds it (dice-bound.c bounds it), dice-roll.c rolls it,
 * dice-stats.c counts it (with dice-dist.c's distributions).
 * Programs and tests see only dice.h.
 *
 * An expression is a tree of nodes held in one array (e->n), children
 * named by their index.  A node is a constant, dice (NdS, NdF) with
 * their modifiers, a group ({a, b}) with its modifiers, a sign, one of
 * the four operations, parentheses (kept for the display) or a function.
 * Parsing also derives, for dice, the faces that survive the reroll
 * conditions as ascending spans, which both rolling and counting use,
 * and for every node bounds on its values (lo, hi, den) that keep all
 * arithmetic inside 64 bits.
 *
 * Invariants, once dice_parse has returned an expression: 1 to
 * DICE_MAX_TERMS numbers and dice, the root at e->root; every value a
 * node can take is a fraction p/q in lowest terms, with lo <= p/q <= hi
 * and q <= den, where den and max(|lo|, |hi|) * den are at most
 * DICE_MAX_VALUE (so that the sum or product of two values is exact in
 * 128 bits and, reduced, fits in 64); a divisor never takes the value 0
 * (its lo..hi does not hold 0).
 *
 * Dice: faces 1..sides are thrown; face f shows dice_face(node, f),
 * which is f, or for fudge dice -1, 0 or 1 (non-decreasing in f).
 * Every condition compares what a face shows.  1 to nallow <= nrr + 1
 * spans of faces not rerolled, nallowed >= 1 faces in them; an
 * explosion condition, if any, holds on some of those faces and not
 * all; keep 1 to count dice, or drop 1 to count - 1; a failure
 * condition only with a success condition.
 */
#ifndef RONGO_DICE_INT_H
#define RONGO_DICE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "dice.h"

/* The largest magnitude of a bound (2^62): two of them multiply within
 * 128 bits. */
#define DICE_MAX_VALUE	(INT64_C(1) << 62)

__extension__ typedef __int128 dice_i128;

/* Keep or drop: none, keep highest, keep lowest, drop highest, drop
 * lowest. */
enum dice_kd {
	DICE_KD_NONE, DICE_KD_KH, DICE_KD_KL, DICE_KD_DH, DICE_KD_DL
};

/* Explosions: none; "!" a die meeting the condition adds a die after
 * it; "!!" compounding: the new throw adds to the same die; "!p"
 * penetrating: as "!", each added die shows 1 less than its face (the
 * condition is checked on the face); "!!p" both. */
enum dice_ex {
	DICE_EX_NONE, DICE_EX_EXPLODE, DICE_EX_COMPOUND, DICE_EX_PENETRATE,
	DICE_EX_COMPOUND_PENETRATE
};

enum dice_kind {
	DICE_N_NUM,		/* value */
	DICE_N_DICE,		/* count dice of sides, modifiers */
	DICE_N_GROUP,		/* sub-expressions a, then each's next */
	DICE_N_NEG,		/* -a */
	DICE_N_ADD,		/* a + b */
	DICE_N_SUB,		/* a - b */
	DICE_N_MUL,		/* a * b */
	DICE_N_DIV,		/* a / b, exact (a fraction) */
	DICE_N_PAREN,		/* (a) */
	DICE_N_FLOOR,		/* floor(a): the largest integer <= a */
	DICE_N_CEIL,		/* ceil(a): the smallest integer >= a */
	DICE_N_ROUND,		/* round(a): floor(a + 1/2), as Roll20 */
	DICE_N_ABS,		/* abs(a) */
	DICE_N_MOD,		/* a % b: a - b * trunc(a / b), as Roll20 */
	DICE_N_POW		/* a ** b, b a whole number, 0 or more */
};

/* A compare point: '<' at most n, '>' at least n, '=' exactly n. */
struct dice_cond {
	char		 op;
	int64_t		 n;
};

struct dice_span {
	uint32_t	 lo, hi;
};


/*
 * Modifiers a dice node and a group share.  Keep or drop chooses among
 * the dice (a group: its sub-expressions' totals); with a success
 * condition the node's value is the number of kept dice (totals) that
 * meet it, less the number that meet the failure condition (a die
 * meeting both counts as a success); else the sum of the kept.  Sorting
 * changes only the display.
 */
struct dice_mods {
	enum dice_kd		 kd;
	uint32_t		 kdn;
	int			 succ, fail;
	struct dice_cond	 sc, fc;
	char			 sort;		/* 0, 'a' or 'd' */
};

struct dice_node {
	enum dice_kind		 kind;
	/* where the node's text is: 1-based column, length */
	unsigned long		 col, len;
	int32_t			 a, b;		/* operands; -1 none */
	int32_t			 next;		/* in a group: the next; -1 */
	int64_t			 value;		/* DICE_N_NUM */
	/* DICE_N_DICE */
	uint32_t		 count, sides;
	int			 fudge;		/* 0; 1 dF.1; 2 dF, dF.2 */
	enum dice_ex		 ex;
	struct dice_cond	 exc;
	unsigned long		 excol, exlen;	/* the explosion's text */
	unsigned		 nrr;
	int			 rronce;	/* "ro": rerolled once only */
	struct dice_cond	 rr[DICE_MAX_REROLLS];
	unsigned		 nallow;
	struct dice_span	 allow[DICE_MAX_REROLLS + 1];
	uint32_t		 nallowed;
	/* DICE_N_DICE and DICE_N_GROUP */
	struct dice_mods	 m;
	unsigned		 nkids;		/* DICE_N_GROUP */
	int			 sign;		/* see plain in dice_expr */
	/* DICE_N_DICE: the values its dice can show, a throw each, or a
	 * compounded chain each (dice_bound sets them) */
	int64_t			 ulo, uhi;
	/* bounds on the values: lo <= v <= hi, the denominator of v at
	 * most den */
	struct dice_total	 lo, hi;
	int64_t			 den;
};

/*
 * The values of the dice collected to choose among: in v while a
 * histogram of their range would take more room (span > 4m + 64), from
 * there on counted by value in hist, value lo + i at i.  So a pool takes
 * at most the room of its range however many dice it holds.
 */
struct dice_pool {
	int64_t		*v;
	size_t		 cap;
	uint32_t	*hist;
	size_t		 hcap;
	int64_t		*sorted;
	size_t		 scap;
	size_t		 m;
	int		 inhist;
	int64_t		 lo, hi;	/* the range the values can be in */
};

struct dice_expr {
	struct dice_node	*n;
	size_t			 nnodes, ncap;
	int32_t			 root;
	/* "6x3d6": the expression is rolled this many times a line */
	uint32_t		 repeat;
	/* whether the expression only adds and subtracts numbers and
	 * plain dice (dice-roll.c rolls those in one loop): 0 not known
	 * yet, 1 it does (each such node's sign in its sign), 2 not */
	int			 plain;
	/* the dice a node chooses among when it is rolled (dice-roll.c):
	 * the expression's own, its rolls reuse it, dice_free frees it */
	struct dice_pool	 pool;
};

/* Fractions (dice-q.c).  dice_q_make reduces num/den (den != 0) into
 * *q: 0, or -1 when it does not fit in 64 bits. */
int dice_q_make(dice_i128 num, dice_i128 den, struct dice_total *q);
struct dice_total dice_q_int(int64_t);
struct dice_total dice_q_add(struct dice_total, struct dice_total);
struct dice_total dice_q_neg(struct dice_total);
struct dice_total dice_q_mul(struct dice_total, struct dice_total);
struct dice_total dice_q_div(struct dice_total, struct dice_total);
int64_t dice_q_floor(struct dice_total);
int64_t dice_q_ceil(struct dice_total);
int64_t dice_q_round(struct dice_total);
int dice_q_cmp(struct dice_total, struct dice_total);
/* a % b, b not 0: the sign of a, as Roll20 (JavaScript). */
struct dice_total dice_q_mod(struct dice_total, struct dice_total);
/* a ** e into *q, e >= 0 (0 ** 0 is 1): 0, or -1 when it does not fit
 * in 64 bits. */
int dice_q_pow(struct dice_total a, int64_t e, struct dice_total *q);

/* *err: the column (at + 1) and length (at least 1) of the text at
 * fault, and the message. */
void dice_err_set(struct dice_err *err, size_t at, size_t len,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* The bounds of every node of a parsed expression (dice-bound.c): 0, or
 * 1 with *err set when they leave the limit, or a divisor can be 0. */
int dice_bound(struct dice_expr *, const char *text, struct dice_err *err);

/* Whether the throws a die of d adds by exploding count one less
 * ("!p", "!!p"), and whether they add up into the die ("!!", "!!p"). */
static inline int
dice_penetrates(const struct dice_node *d)
{
	return d->ex == DICE_EX_PENETRATE ||
	    d->ex == DICE_EX_COMPOUND_PENETRATE;
}

static inline int
dice_compounds(const struct dice_node *d)
{
	return d->ex == DICE_EX_COMPOUND ||
	    d->ex == DICE_EX_COMPOUND_PENETRATE;
}

/* What face f of dice node d shows. */
static inline int64_t
dice_face(const struct dice_node *d, uint32_t f)
{
	switch (d->fudge) {
	case 1:
		return f == 1 ? -1 : f == 6 ? 1 : 0;
	case 2:
		return (int64_t)f - 2;
	default:
		return f;
	}
}

/* Whether the value v meets c. */
static inline int
dice_cond_holds(const struct dice_cond *c, int64_t v)
{
	switch (c->op) {
	case '<':
		return v <= c->n;
	case '>':
		return v >= c->n;
	default:
		return v == c->n;
	}
}

/* Whether a throw of dice node d showing v is rerolled. */
static inline int
dice_rerolled(const struct dice_node *d, int64_t v)
{
	unsigned k;

	for (k = 0; k < d->nrr; k++)
		if (dice_cond_holds(&d->rr[k], v))
			return 1;
	return 0;
}

/* Whether the fraction q meets c. */
static inline int
dice_cond_holds_q(const struct dice_cond *c, struct dice_total q)
{
	dice_i128 v = (dice_i128)c->n * q.den;

	switch (c->op) {
	case '<':
		return q.num <= v;
	case '>':
		return q.num >= v;
	default:
		return q.num == v;
	}
}

/* What a die (or a total) of value v counts against the target of m:
 * 1 when it meets it, else -1 when it meets the failure condition,
 * else 0. */
static inline int
dice_target(const struct dice_mods *m, int64_t v)
{
	if (dice_cond_holds(&m->sc, v))
		return 1;
	return m->fail && dice_cond_holds(&m->fc, v) ? -1 : 0;
}

static inline int
dice_target_q(const struct dice_mods *m, struct dice_total v)
{
	if (dice_cond_holds_q(&m->sc, v))
		return 1;
	return m->fail && dice_cond_holds_q(&m->fc, v) ? -1 : 0;
}

#endif
