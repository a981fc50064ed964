/*
 * dice: dice notation.  An expression is parsed once into a struct
 * dice_expr, then rolled as often as wanted (dice_roll), or its exact
 * distribution counted (dice_stats): dice-parse.c, dice-roll.c and
 * dice-stats.c, over what they share in dice-int.h.
 *
 * The notation, a Roll20-style subset (rongo-roll(1) has it for users):
 *
 *	expression = [sign] term {sign term}	blanks around signs only
 *	sign	   = "+" | "-"
 *	term	   = number | [number] "d" (number | "%") {modifier}
 *	modifier   = "k" ["h" | "l"] [number]	keep highest (or lowest) N
 *		   | "d" ("h" | "l") [number]	drop highest (or lowest) N
 *		   | "d" number			drop lowest N
 *		   | "!" [compare]		explode
 *		   | "r" compare		reroll
 *	compare	   = ["<" | ">" | "="] number	at most / at least / exactly
 *
 * A count of dice defaults to 1, a keep or drop count to 1, "%" is 100
 * sides, "!" alone explodes on the highest face.  As in Roll20, "<N"
 * means N or less and ">N" N or more.  A term has at most one keep or
 * drop, one "!", and up to DICE_MAX_REROLLS reroll conditions.
 *
 * Rolling, in the order the dice are thrown: terms left to right, dice
 * in order; a die whose value meets a reroll condition is thrown again
 * at once; a die that meets the explosion condition adds one more die
 * right after it, thrown the same way.  Keep and drop then choose among
 * all the dice of the term; among equal dice, the earlier are kept.
 *
 * Limits, so that no total can overflow and no roll can run away (each
 * an error when parsing, never a silent fix, except the explosion cap):
 * see the DICE_ constants below.
 *
 * Ownership: a struct dice_expr owns the buffers its rolls reuse, so
 * rolling allocates only while those grow; dice_free releases it.  They
 * hold the dice of a keep or drop term, and never take more than 6
 * bytes a face (6 MB for a d1000000), however many dice are thrown;
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

void dice_src_rng(struct dice_src *, struct rng *);

/* 0 and *ep set; 1 when the text is not a valid expression (*err says
 * why); -1 out of memory. */
int dice_parse(struct dice_expr **ep, const char *text, struct dice_err *err);
void dice_free(struct dice_expr *);

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
int dice_roll(struct dice_expr *, const struct dice_src *, int64_t *total,
    FILE *show);

/* The exact distribution.  0 and *sp set; 1 when the expression is
 * beyond --stats (explosions, or the DICE_STATS_ limits; *err says why);
 * -1 out of memory. */
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
 * total and its number of outcomes (right-aligned), its probability
 * rounded to six decimals (half up), and as a reduced fraction; then
 * the mean as a reduced fraction and rounded the same way.
 */
void dice_stats_write(const struct dice_stats *, const char *label, FILE *);
void dice_stats_free(struct dice_stats *);

#endif
