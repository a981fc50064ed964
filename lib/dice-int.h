/*
 * dice-int: the expression as the parts of the dice module share it:
 * dice-parse.c builds it, dice-roll.c rolls it, dice-stats.c counts it.
 * Programs and tests see only dice.h.
 *
 * An expression is an array of terms.  A term is a constant or NdS with
 * its modifiers; parsing also derives the faces that survive the reroll
 * conditions as ascending spans, which both rolling (the draw after
 * DICE_REROLL_CAP) and counting use.
 *
 * Invariants, once dice_parse has returned an expression: 1 to
 * DICE_MAX_TERMS terms; a term of dice has 1 to nallow <= nrr + 1
 * spans, ascending and apart, within 1..sides, nallowed >= 1 faces in
 * them all; its explosion condition, if any, holds on some of those
 * faces and not all; it keeps 1 to count dice, or drops 1 to count - 1.
 */
#ifndef RONGO_DICE_INT_H
#define RONGO_DICE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "dice.h"

/* Keep or drop: none, keep highest, keep lowest, drop highest, drop
 * lowest. */
enum dice_kd {
	DICE_KD_NONE, DICE_KD_KH, DICE_KD_KL, DICE_KD_DH, DICE_KD_DL
};

/* A compare point: '<' at most n, '>' at least n, '=' exactly n. */
struct dice_cond {
	char		 op;
	uint32_t	 n;
};

struct dice_span {
	uint32_t	 lo, hi;
};

struct dice_term {
	int			 neg;
	int			 dice;		/* 0: the constant value */
	uint32_t		 value;
	uint32_t		 count, sides;
	enum dice_kd		 kd;
	uint32_t		 kdn;
	int			 explode;
	struct dice_cond	 ex;
	unsigned		 nrr;
	struct dice_cond	 rr[DICE_MAX_REROLLS];
	/* the faces not rerolled, ascending, and how many there are */
	unsigned		 nallow;
	struct dice_span	 allow[DICE_MAX_REROLLS + 1];
	uint32_t		 nallowed;
	/* where the term and its '!' are, for --stats refusals */
	unsigned long		 col, len, excol, exlen;
};

struct dice_expr {
	size_t			 nterms;
	struct dice_term	 t[DICE_MAX_TERMS];
	/* the dice of a keep or drop term (see kd_add in dice-roll.c): m
	 * of them, their values in v, or once they are many for the faces,
	 * counted by face in scratch (inhist); scratch also holds the
	 * sorted copy.  Both are the expression's own: its rolls reuse
	 * them, dice_free frees them */
	uint32_t		*v;
	size_t			 cap;
	uint32_t		*scratch;
	size_t			 scap;
	size_t			 m;
	int			 inhist;
};

/* Whether the face v meets c. */
static inline int
dice_cond_holds(const struct dice_cond *c, uint32_t v)
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

#endif
