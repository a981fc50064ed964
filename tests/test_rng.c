/*
 * test_rng: PCG32 against the reference demo's outputs, the suite's
 * seeding, Lemire's unbiased ranges (their edges, and the rejection of
 * exactly the right words, with scripted words), dice in order, and
 * seeds from the system.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "rng.h"

/* A source of scripted 32-bit words. */
struct words {
	const uint32_t	*w;
	size_t		 n, i;
};

static uint32_t
next_word(void *ctx)
{
	struct words *s = ctx;

	assert_true(s->i < s->n);
	return s->w[s->i++];
}

/* rng_below_src over the words; how many it took in *used. */
static uint32_t
below(const uint32_t *w, size_t n, uint32_t bound, size_t *used)
{
	struct words s = { w, n, 0 };
	uint32_t v = rng_below_src(next_word, &s, bound);

	*used = s.i;
	return v;
}

/* pcg32-demo: pcg32_srandom_r(&rng, 42u, 54u), then pcg32_random_r. */
static void
test_reference(void **state)
{
	static const uint32_t want[] = {
		0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b,
		0xcbed606e
	};
	struct rng r;
	size_t i;

	(void)state;
	rng_init_seq(&r, 42, 54);
	for (i = 0; i < sizeof(want) / sizeof(want[0]); i++)
		assert_int_equal(rng_next32(&r), want[i]);
}

/* rng_init is the reference seeding on the stream "rongo"; a copy of
 * the struct replays the stream. */
static void
test_seeding(void **state)
{
	struct rng a, b, saved;
	int i;

	(void)state;
	assert_true(RNG_STREAM == UINT64_C(0x726f6e676f));
	rng_init(&a, 12345);
	rng_init_seq(&b, 12345, RNG_STREAM);
	assert_memory_equal(&a, &b, sizeof(a));
	assert_true(a.inc & 1);
	saved = a;
	for (i = 0; i < 100; i++)
		assert_int_equal(rng_next32(&a), rng_next32(&b));
	a = saved;
	rng_init(&b, 12345);
	for (i = 0; i < 100; i++)
		(void)rng_next32(&b);
	for (i = 0; i < 100; i++)
		(void)rng_next32(&a);
	assert_memory_equal(&a, &b, sizeof(a));
	/* another seed, another stream position */
	rng_init(&b, 12346);
	rng_init(&a, 12345);
	assert_int_not_equal(rng_next32(&a), rng_next32(&b));
	/* seed 0 and the largest seed are fine */
	rng_init(&a, 0);
	rng_init(&b, UINT64_MAX);
	assert_int_not_equal(rng_next32(&a), rng_next32(&b));
}

/* The suite's dice for seed 1, pinned: --seed must roll the same in
 * every version. */
static void
test_pinned(void **state)
{
	static const uint32_t d6[] = { 3, 6, 5, 3, 1, 2, 4, 2, 2, 1 };
	uint32_t out[10];
	struct rng r, s;
	size_t i;

	(void)state;
	rng_init(&r, 1);
	s = r;
	rng_dice(&r, 6, 10, out);
	for (i = 0; i < 10; i++) {
		assert_int_equal(out[i], d6[i]);
		assert_int_equal(rng_die(&s, 6), d6[i]);
	}
	assert_memory_equal(&r, &s, sizeof(r));
	/* k = 0 takes nothing */
	rng_dice(&r, 6, 0, out);
	assert_memory_equal(&r, &s, sizeof(r));
}

/* n == 1 gives 0 from any word, in one word; n == 0 is the word. */
static void
test_below_one(void **state)
{
	static const uint32_t w[] = { 0, 1, 0x80000000, 0xffffffff };
	size_t i, used;

	(void)state;
	for (i = 0; i < 4; i++) {
		assert_int_equal(below(w + i, 1, 1, &used), 0);
		assert_int_equal(used, 1);
		assert_int_equal(below(w + i, 1, 0, &used), w[i]);
		assert_int_equal(used, 1);
	}
}

/* n == 2^32 - 1: 2^32 mod n is 1, so only the word 0 is rejected, and
 * a word x > 0 gives x - 1: every output from exactly one word. */
static void
test_below_max(void **state)
{
	static const uint32_t w[] = { 0, 0, 5 };
	static const uint32_t one[] = { 1 }, top[] = { 0xffffffff };
	size_t used;

	(void)state;
	assert_int_equal(below(w, 3, 0xffffffff, &used), 4);
	assert_int_equal(used, 3);
	assert_int_equal(below(one, 1, 0xffffffff, &used), 0);
	assert_int_equal(used, 1);
	assert_int_equal(below(top, 1, 0xffffffff, &used), 0xfffffffe);
	assert_int_equal(used, 1);
}

/* Rejection with scripted words. */
static void
test_below_rejection(void **state)
{
	/* n = 3: 2^32 mod 3 = 1, so the word 0 alone is rejected */
	static const uint32_t a[] = { 0, 1 };
	static const uint32_t b[] = { 0x55555555 };
	static const uint32_t c[] = { 0x55555556 };
	static const uint32_t d[] = { 0xaaaaaaab };
	static const uint32_t e[] = { 0xffffffff };
	/* n = 2^31 + 1: 2^32 mod n = 2^31 - 1, nearly half the words are
	 * rejected: 2 (low half 2) and 0x80000001 (low half 1), not 1
	 * (low half 2^31 + 1) nor 3 (low half 2^31 + 3) */
	static const uint32_t f[] = { 2, 0x80000001, 1 };
	static const uint32_t g[] = { 2, 3 };
	/* n = 6: 2^32 mod 6 = 4: the words 0 (low half 0) and 0x2aaaaaab
	 * (6x = 2^32 + 2) are rejected, 0xd5555556 (6x = 5 * 2^32 + 4)
	 * is not */
	static const uint32_t h[] = { 0, 0x2aaaaaab, 0xd5555556 };
	size_t used;

	(void)state;
	assert_int_equal(below(a, 2, 3, &used), 0);
	assert_int_equal(used, 2);
	assert_int_equal(below(b, 1, 3, &used), 0);
	assert_int_equal(below(c, 1, 3, &used), 1);
	assert_int_equal(below(d, 1, 3, &used), 2);
	assert_int_equal(below(e, 1, 3, &used), 2);
	assert_int_equal(below(f, 3, 0x80000001, &used), 0);
	assert_int_equal(used, 3);
	assert_int_equal(below(g, 2, 0x80000001, &used), 1);
	assert_int_equal(used, 2);
	assert_int_equal(below(h, 3, 6, &used), 5);
	assert_int_equal(used, 3);
}

/* The real generator through rng_below: in range, and close to uniform
 * (a fixed seed, so this cannot flake). */
static void
test_below_uniform(void **state)
{
	unsigned long count[6] = { 0 };
	struct rng r;
	uint32_t v;
	int i;

	(void)state;
	rng_init(&r, 2026);
	for (i = 0; i < 600000; i++) {
		v = rng_below(&r, 6);
		assert_true(v < 6);
		count[v]++;
	}
	for (i = 0; i < 6; i++) {
		assert_true(count[i] > 99000);
		assert_true(count[i] < 101000);
	}
	for (i = 0; i < 1000; i++) {
		assert_int_equal(rng_below(&r, 1), 0);
		assert_true(rng_below(&r, 0xffffffff) < 0xffffffff);
		v = rng_die(&r, 20);
		assert_true(v >= 1 && v <= 20);
	}
}

static void
test_os_seed(void **state)
{
	uint64_t a = 0, b = 0;

	(void)state;
	assert_int_equal(rng_os_seed(&a), 0);
	assert_int_equal(rng_os_seed(&b), 0);
	/* equal once in 2^64 */
	assert_true(a != b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reference),
		cmocka_unit_test(test_seeding),
		cmocka_unit_test(test_pinned),
		cmocka_unit_test(test_below_one),
		cmocka_unit_test(test_below_max),
		cmocka_unit_test(test_below_rejection),
		cmocka_unit_test(test_below_uniform),
		cmocka_unit_test(test_os_seed),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
