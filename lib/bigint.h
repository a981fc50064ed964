/*
 * bigint: unsigned big integers of a fixed width, for counting the
 * outcomes of dice exactly (dice_stats.c).
 *
 * A number is an array of w 32-bit limbs, least significant first.  The
 * caller chooses w, owns the arrays and passes w to every call;
 * arithmetic is modulo 2^(32w) unless said otherwise, so the caller
 * chooses w large enough for what it counts (big_mul32 says when a
 * product does not fit).  Nothing here allocates or fails.
 */
#ifndef RONGO_BIGINT_H
#define RONGO_BIGINT_H

#include <stddef.h>
#include <stdint.h>

typedef uint32_t limb;

/* A number of w limbs has at most 10 digits a limb (2^32 < 10^10); and
 * a NUL.  A fraction is two numbers, a slash and a NUL. */
#define NUMSZ(w)	((size_t)(w) * 10 + 1)

/* a = v */
void big_set(limb *a, unsigned w, uint64_t v);
int big_is_zero(const limb *a, unsigned w);
/* -1, 0 or 1 as a is less than, equal to or greater than b */
int big_cmp(const limb *a, const limb *b, unsigned w);
/* The limbs up to the most significant that is not 0. */
unsigned big_limbs(const limb *a, unsigned w);
/* a += b */
void big_add(limb *a, const limb *b, unsigned w);
/* a -= b, modulo 2^(32w) */
void big_sub(limb *a, const limb *b, unsigned w);
/* a += b * m */
void big_addmul64(limb *a, const limb *b, uint64_t m, unsigned w);
/* a += b * c, modulo 2^(32w) */
void big_addmulbig(limb *a, const limb *b, const limb *c, unsigned w);
/* a *= m; nonzero when the product does not fit */
int big_mul32(limb *a, unsigned w, uint32_t m);
/* a /= d; the remainder */
uint32_t big_div32(limb *a, unsigned w, uint32_t d);
/* a % d */
uint32_t big_mod32(const limb *a, unsigned w, uint32_t d);
/* a in decimal into out (NUMSZ(w) bytes); tmp holds w limbs of
 * scratch.  The length.  Only the number's own digits are ever written
 * (nine a step, fewer in the last), so that out need not have room for
 * more. */
size_t big_str(const limb *a, unsigned w, limb *tmp, char *out);
/* The largest q <= hi with d * q <= a; t: w limbs of scratch. */
uint64_t big_quot(const limb *a, const limb *d, unsigned w, uint64_t hi,
    limb *t);

#endif
