/*
 * rng: the suite's random numbers: PCG32 (M. E. O'Neill, pcg-random.org),
 * the reference pcg32_random_r, bit for bit.
 *
 * The state is a 64-bit linear congruential generator (multiplier
 * 6364136223846793005, an odd increment chosen by the stream) and each
 * output is its old state permuted by XSH RR to 32 bits.  Only exact
 * integer arithmetic is used, so a seed gives the same numbers on every
 * machine and with every compiler: a roll made with --seed N is a roll
 * anyone can make again.  What is fixed for that promise, and must not
 * change between versions:
 *
 *	rng_init(r, seed)	pcg32_srandom_r(r, seed, RNG_STREAM)
 *	rng_below(r, n)		Lemire's multiply-and-reject, one 32-bit
 *				output per try (see rng_below_src)
 *	rng_die(r, s)		1 + rng_below(r, s)
 *	rng_dice(r, s, k, out)	k calls of rng_die, in order
 *
 * A struct rng is plain data: copy it to save a position in the stream.
 * It owns nothing; there is nothing to release.
 */
#ifndef RONGO_RNG_H
#define RONGO_RNG_H

#include <stddef.h>
#include <stdint.h>

/* The PCG stream (initseq) of rng_init: "rongo" in ASCII. */
#define RNG_STREAM	UINT64_C(0x726f6e676f)

struct rng {
	uint64_t	state;
	uint64_t	inc;		/* odd */
};

/* pcg32_srandom_r(r, initstate, initseq). */
void rng_init_seq(struct rng *, uint64_t initstate, uint64_t initseq);
/* The suite's seeding: rng_init_seq(r, seed, RNG_STREAM). */
void rng_init(struct rng *, uint64_t seed);
/* pcg32_random_r: the next 32-bit output. */
uint32_t rng_next32(struct rng *);
/*
 * A uniform number in [0, n), without bias: Lemire's method (multiply a
 * 32-bit output by n, keep the high half; reject the few outputs whose
 * low half is below 2^32 mod n, and draw again).  n == 0 stands for 2^32:
 * one output as it is.
 */
uint32_t rng_below(struct rng *, uint32_t n);
/* The same over any source of 32-bit words, for tests with scripted
 * words: next(ctx) is called once per try. */
uint32_t rng_below_src(uint32_t (*next)(void *), void *ctx, uint32_t n);
/* One die of sides faces (>= 1): 1 + rng_below(r, sides). */
uint32_t rng_die(struct rng *, uint32_t sides);
/* k dice of sides faces into out[0..k), in the order rolled. */
void rng_dice(struct rng *, uint32_t sides, size_t k, uint32_t *out);

/*
 * A seed from the system: getrandom(2), or /dev/urandom where that is
 * missing.  0, or -1 with errno set.
 */
int rng_os_seed(uint64_t *seed);

#endif
