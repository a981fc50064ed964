/*
 * bigint: unsigned big integers of a fixed width, for counting the
 * outcomes of dice exactly (dice-stats.c, dice-dist.c).
 *
 * A number is an array of w 32-bit limbs, least significant first.  The
 * caller chooses w, owns the arrays and passes w to every call;
 * arithmetic is modulo 2^(32w) unless said otherwise, so the caller
 * chooses w large enough for what it counts (bigint_mul32 says when a
 * product does not fit).  Nothing here allocates or fails.
 */
#ifndef RONGO_BIGINT_H
#define RONGO_BIGINT_H

#include <stddef.h>
#include <stdint.h>

typedef uint32_t bigint_limb;

/* The bytes of a number of w limbs in decimal: at most 10 digits a limb
 * (2^32 < 10^10), and a NUL. */
#define BIGINT_STRSZ(w)	((size_t)(w) * 10 + 1)

/* a = v */
void bigint_set(bigint_limb *a, unsigned w, uint64_t v);
int bigint_is_zero(const bigint_limb *a, unsigned w);
/* -1, 0 or 1 as a is less than, equal to or greater than b */
int bigint_cmp(const bigint_limb *a, const bigint_limb *b, unsigned w);
/* The limbs up to the most significant that is not 0. */
unsigned bigint_limbs(const bigint_limb *a, unsigned w);
/* a += b */
void bigint_add(bigint_limb *a, const bigint_limb *b, unsigned w);
/* a -= b, modulo 2^(32w) */
void bigint_sub(bigint_limb *a, const bigint_limb *b, unsigned w);
/* a += b * m */
void bigint_addmul64(bigint_limb *a, const bigint_limb *b, uint64_t m,
    unsigned w);
/* a += b * c, modulo 2^(32w) */
void bigint_addmulbig(bigint_limb *a, const bigint_limb *b,
    const bigint_limb *c, unsigned w);
/* a *= m; nonzero when the product does not fit */
int bigint_mul32(bigint_limb *a, unsigned w, uint32_t m);
/* a /= d; the remainder */
uint32_t bigint_div32(bigint_limb *a, unsigned w, uint32_t d);
/* a % d */
uint32_t bigint_mod32(const bigint_limb *a, unsigned w, uint32_t d);
/* a /= d, d > 0; the remainder */
uint64_t bigint_div64(bigint_limb *a, unsigned w, uint64_t d);
/* a % d, d > 0 */
uint64_t bigint_mod64(const bigint_limb *a, unsigned w, uint64_t d);
/* a = a / d and r = a % d, d not 0, bit by bit; r: w limbs */
void bigint_divmod(bigint_limb *a, const bigint_limb *d, unsigned w,
    bigint_limb *r);
/* g = the greatest common divisor of a and b (binary, by shifts and
 * subtractions); t: w limbs of scratch */
void bigint_gcd(const bigint_limb *a, const bigint_limb *b, unsigned w,
    bigint_limb *g, bigint_limb *t);
/* a in decimal into out (BIGINT_STRSZ(w) bytes); tmp holds w limbs of
 * scratch.  The length.  Only the number's own digits are ever written
 * (nine a step, fewer in the last), so that out need not have room for
 * more. */
size_t bigint_str(const bigint_limb *a, unsigned w, bigint_limb *tmp,
    char *out);
/* The largest q <= hi with d * q <= a; t: w limbs of scratch. */
uint64_t bigint_quot(const bigint_limb *a, const bigint_limb *d, unsigned w,
    uint64_t hi, bigint_limb *t);

#endif
