/*
 * rng: PCG32 and unbiased ranges (see rng.h).
 *
 * The generator follows the reference pcg32_random_r and
 * pcg32_srandom_r of the PCG "basic C" library line for line; the unit
 * test pins the reference demo's outputs.  Everything is uint32_t and
 * uint64_t arithmetic, whose wrap-around C defines.
 */
#include "rng.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#if defined(__has_include)
#if __has_include(<sys/random.h>)
#include <sys/random.h>
#define HAVE_GETRANDOM	1
#endif
#endif

#define PCG_MULT	UINT64_C(6364136223846793005)

uint32_t
rng_next32(struct rng *r)
{
	uint64_t old = r->state;
	uint32_t xorshifted, rot;

	r->state = old * PCG_MULT + r->inc;
	xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
	rot = (uint32_t)(old >> 59);
	return (xorshifted >> rot) | (xorshifted << ((0u - rot) & 31));
}

void
rng_init_seq(struct rng *r, uint64_t initstate, uint64_t initseq)
{
	r->state = 0;
	r->inc = (initseq << 1) | 1;
	(void)rng_next32(r);
	r->state += initstate;
	(void)rng_next32(r);
}

void
rng_init(struct rng *r, uint64_t seed)
{
	rng_init_seq(r, seed, RNG_STREAM);
}

/*
 * Lemire, "Fast random integer generation in an interval" (2019): x * n
 * spreads the 2^32 words over n outputs in runs of floor(2^32 / n) or
 * one more; rejecting the words whose low half is below 2^32 mod n
 * leaves exactly floor(2^32 / n) words for each output.  The division
 * that computes the threshold is only needed when the low half is below
 * n, which is rare for small n.  Inlined with the source known, so the
 * generator's own path makes no indirect call.
 */
static inline uint32_t
below(uint32_t (*next)(void *), void *ctx, uint32_t n)
{
	uint64_t m;
	uint32_t l, t;

	if (n == 0)
		return next(ctx);
	m = (uint64_t)next(ctx) * n;
	l = (uint32_t)m;
	if (l < n) {
		t = (0 - n) % n;
		while (l < t) {
			m = (uint64_t)next(ctx) * n;
			l = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

static uint32_t
next_of(void *r)
{
	return rng_next32(r);
}

uint32_t
rng_below(struct rng *r, uint32_t n)
{
	return below(next_of, r, n);
}

uint32_t
rng_below_src(uint32_t (*next)(void *), void *ctx, uint32_t n)
{
	return below(next, ctx, n);
}

uint32_t
rng_die(struct rng *r, uint32_t sides)
{
	return 1 + rng_below(r, sides);
}

void
rng_dice(struct rng *r, uint32_t sides, size_t k, uint32_t *out)
{
	size_t i;

	for (i = 0; i < k; i++)
		out[i] = rng_die(r, sides);
}

static int
read_urandom(unsigned char *p, size_t n)
{
	int fd, saved;
	ssize_t got;

	if ((fd = open("/dev/urandom", O_RDONLY)) < 0)
		return -1;
	while (n > 0) {
		got = read(fd, p, n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			saved = got < 0 ? errno : EIO;
			close(fd);
			errno = saved;
			return -1;
		}
		p += got;
		n -= (size_t)got;
	}
	close(fd);
	return 0;
}

int
rng_os_seed(uint64_t *seed)
{
	unsigned char b[8];
	int i;

#ifdef HAVE_GETRANDOM
	ssize_t got;

	do
		got = getrandom(b, sizeof(b), 0);
	while (got < 0 && errno == EINTR);
	if (got != (ssize_t)sizeof(b) && read_urandom(b, sizeof(b)) < 0)
		return -1;
#else
	if (read_urandom(b, sizeof(b)) < 0)
		return -1;
#endif
	*seed = 0;
	for (i = 0; i < 8; i++)
		*seed = *seed << 8 | b[i];
	return 0;
}
