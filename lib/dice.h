/*
 * dice: dice notation.  An expression is parsed once into a struct
 * dice_expr, then rolled as often as wanted (dice_roll), or its exact
 * distribution counted (dice_stats): dice-parse.c and dice-bound.c,
 * dice-roll.c, dice-stats.c and dice-dist.c, over what they share in
 * dice-int.h (and dice-q.c, its fractions).
 *
 * The notation is Roll20's core notation, with rolldice's repeat
 * ("6x3d6"); rongo-roll(1) has it for users, notation/dice.md whole:
 *
 *	line	   = [number "x"] expr
 *	expr	   = term {("+" | "-") term}
 *	term	   = unary {("*" | "/" | "%") unary}
 *	unary	   = ["+" | "-"] power
 *	power	   = atom ["**" unary]
 *	atom	   = number | dice | group | "(" expr ")"
 *		   | ("floor" | "ceil" | "round" | "abs") "(" expr ")"
 *	dice	   = [number] "d" (number | "%" | "F" [".1" | ".2"]) {modifier}
 *	group	   = "{" expr {"," expr} "}" {gmodifier}
 *	modifier   = keep | "!" ["!"] ["p"] [compare] | "r" ["o"] compare
 *		   | target | sort
 *	gmodifier  = keep | target | sort
 *	keep	   = "k" ["h" | "l"] [number] | "d" ("h" | "l") [number]
 *		   | "d" number
 *	target	   = point ["f" compare]
 *	sort	   = "s" ["a" | "d"]
 *	compare	   = point | number
 *	point	   = ("<" | ">" | "=" | "<=" | ">=") ["-"] number
 *
 * Blanks may stand between the parts of an expression, not inside a
 * number, dice or a function's name.  As in Roll20, "<N" means N or
 * less and ">N" N or more ("<=" and ">=" are the same).  A total is
 * exact: division gives a fraction; "%" keeps the dividend's sign, and
 * "**" takes whole exponents, 0 or more.
 *
 * Limits, so that no total can overflow and no roll can run away (each
 * an error when parsing, never a silent fix, except the explosion cap):
 * see the DICE_ constants below.
 *
 * Ownership: a struct dice_expr owns the buffers its rolls reuse, so
 * rolling allocates only while those grow; dice_free releases it.  They
 * hold the dice of a keep, drop or sorted term, and never take more than
 * 6 bytes a face (6 MB for a d1000000), however many dice are thrown, nor
 * more than 16 bytes a die for a group keeping among its (at most
 * DICE_MAX_COUNT) dice;
 * the display of a roll is written as it is made, never held.  A struct
 * dice_stats is independent of its expression.
 */
#ifndef RONGO_DICE_H
#define RONGO_DICE_H

#include <stdint.h>
#include <stdio.h>

struct rng;

#define DICE_MAX_COUNT		1000000	/* dice in a term */
#define DICE_MAX_SIDES		1000000	/* faces of a die */
#define DICE_MAX_CONST		1000000000	/* a constant term */
#define DICE_MAX_TERMS		100	/* terms in an expression */
#define DICE_MAX_REROLLS	8	/* reroll conditions of a term */
#define DICE_MAX_DEPTH		50	/* parentheses, groups, functions */
#define DICE_MAX_REPEAT		1000	/* the N of "Nx" */
#define DICE_MAX_EXPLODING	100000	/* dice in an exploding term */
/* A die explodes at most this many times in a row: the last extra die
 * of such a chain is kept as it falls.  (A d6 reaches it once in 6^100
 * chains.) */
#define DICE_EXPLODE_CAP	100
/* After this many rerolls of one die, its value is drawn at once from
 * the faces that are not rerolled: the same distribution, bounded work. */
#define DICE_REROLL_CAP		100

/* --stats: the limits of an exact distribution. */
#define DICE_STATS_BITS		1024	/* outcomes at most 2^1024 */
#define DICE_STATS_SPAN		1000000	/* different totals */
#define DICE_STATS_KEEP		60	/* dice of a keep or drop term */
#define DICE_STATS_WORK		100000000	/* steps of 32-bit arithmetic */

/* Why an expression was refused: where (1-based columns in the text;
 * len characters), and the message. */
struct dice_err {
	unsigned long	 col;
	unsigned long	 len;
	char		 msg[160];
};

/* Where the dice come from: roll(ctx, sides) returns a value from 1 to
 * sides.  tell(ctx) is the position in the stream of values, and
 * seek(ctx, pos) goes back to one: a keep or drop term being shown is
 * thrown twice, to choose the dice kept and then to show each as it
 * falls, so that its dice need not be held for the display.
 * dice_src_rng makes a source of rng_die(r, sides); tests script their
 * own. */
struct dice_src {
	uint32_t	(*roll)(void *ctx, uint32_t sides);
	uint64_t	(*tell)(void *ctx);
	void		(*seek)(void *ctx, uint64_t pos);
	void		*ctx;
};

struct dice_expr;
struct dice_stats;

/* A total: num/den in lowest terms, den > 0. */
struct dice_total {
	int64_t		 num, den;
};

void dice_src_rng(struct dice_src *, struct rng *);

/* 0 and *ep set; 1 when the text is not a valid expression (*err says
 * why); -1 out of memory. */
int dice_parse(struct dice_expr **ep, const char *text, struct dice_err *err);
void dice_free(struct dice_expr *);
/* How many totals a line of e has: N of "Nx", else 1. */
unsigned dice_repeat(const struct dice_expr *);
/* t in decimal, or as "num/den", into s (DICE_TOTAL_SZ bytes); the
 * length. */
#define DICE_TOTAL_SZ	48
size_t dice_total_str(struct dice_total t, char *s);

/*
 * Roll once: the total in *total.  With show != NULL, write to it how
 * the dice fell, as they fall, then " = " and the total:
 *
 *	[6, 4, 3, (1)] + 2 = 15
 *
 * a term's dice in brackets in the order thrown, constants as written,
 * a dropped die in parentheses, a die that exploded followed by '!' (the
 * die after it is the one it added), each value that was rerolled
 * before the die's own, between tildes: "~1~ 4".  No newline.
 * 0; -1 out of memory; -2 a write error on show (errno says why).  The
 * text written before a failure stays written.
 */
int dice_roll(struct dice_expr *, const struct dice_src *,
    struct dice_total *total, FILE *show);

/* The exact distribution.  0 and *sp set; 1 when the expression is
 * beyond the DICE_STATS_ limits or a form --stats cannot count (*err
 * says why); -1 out of memory. */
int dice_stats(const struct dice_expr *, struct dice_stats **sp,
    struct dice_err *err);
/*
 * Write the distribution:
 *
 *	2d6: 36 outcomes
 *	 2  1  0.027778  1/36
 *	 ...
 *	mean: 7 = 7.000000
 *	min: 2
 *	max: 12
 *
 * label first, then per total that can occur, in increasing order: the
 * total (a reduced fraction when it is not whole: "7/2") and its number
 * of outcomes (right-aligned), its probability rounded to six decimals
 * (half up), and as a reduced fraction; then the mean as a reduced
 * fraction and rounded the same way.  With a repeat the first line ends
 * "each of N rolls".  When explosions are counted to a depth, the first
 * line ends ", explosions counted to K deep", a line "beyond: count
 * decimal fraction" after the rows gives the outcomes left out, and the
 * mean is "A = a to B = b": with those outcomes at the smallest and at
 * the largest total the expression can reach.
 */
void dice_stats_write(const struct dice_stats *, const char *label, FILE *);
void dice_stats_free(struct dice_stats *);

#endif
