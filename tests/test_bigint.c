/*
 * test_bigint: fixed-width big integers, each operation against values
 * worked out by hand or by the rules of arithmetic (2^100 and 6^40 in
 * decimal, 2^60 * 5^20 = 2^40 * 10^20, carries across limbs).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "bigint.h"

#define W	8	/* 256 bits */

static const char *
str(const bigint_limb *a)
{
	static char out[BIGINT_STRSZ(W)];
	bigint_limb tmp[W];

	(void)bigint_str(a, W, tmp, out);
	return out;
}

/* 2^n, by doubling */
static void
pow2(bigint_limb *a, unsigned n)
{
	bigint_set(a, W, 1);
	while (n-- > 0)
		assert_int_equal(bigint_mul32(a, W, 2), 0);
}

static void
test_set_and_print(void **state)
{
	bigint_limb a[W];

	(void)state;
	bigint_set(a, W, 0);
	assert_true(bigint_is_zero(a, W));
	assert_string_equal(str(a), "0");
	assert_int_equal(bigint_limbs(a, W), 0);
	bigint_set(a, W, 4294967296u);		/* 2^32: limb 1 */
	assert_string_equal(str(a), "4294967296");
	assert_int_equal(a[0], 0);
	assert_int_equal(a[1], 1);
	assert_int_equal(bigint_limbs(a, W), 2);
	bigint_set(a, W, UINT64_MAX);
	assert_string_equal(str(a), "18446744073709551615");
	/* 2^100 */
	pow2(a, 100);
	assert_string_equal(str(a), "1267650600228229401496703205376");
	/* a digit group of nine zeros inside: 10^18 */
	bigint_set(a, W, 1000000000000000000u);
	assert_string_equal(str(a), "1000000000000000000");
}

static void
test_add_sub_cmp(void **state)
{
	bigint_limb a[W], b[W];

	(void)state;
	/* (2^64 - 1) + 1 = 2^64: the carry runs through two limbs */
	bigint_set(a, W, UINT64_MAX);
	bigint_set(b, W, 1);
	bigint_add(a, b, W);
	assert_string_equal(str(a), "18446744073709551616");
	assert_int_equal(bigint_cmp(a, b, W), 1);
	assert_int_equal(bigint_cmp(b, a, W), -1);
	/* and back */
	bigint_sub(a, b, W);
	assert_string_equal(str(a), "18446744073709551615");
	bigint_set(b, W, UINT64_MAX);
	assert_int_equal(bigint_cmp(a, b, W), 0);
	/* 0 - 1 wraps to 2^256 - 1: every limb all ones */
	bigint_set(a, W, 0);
	bigint_set(b, W, 1);
	bigint_sub(a, b, W);
	assert_int_equal(a[0], 0xffffffffu);
	assert_int_equal(a[W - 1], 0xffffffffu);
}

static void
test_mul_div(void **state)
{
	bigint_limb a[W], b[W], c[W], t[W];
	unsigned i;

	(void)state;
	/* 6^40 = 13367494538843734067838845976576 */
	bigint_set(a, W, 1);
	for (i = 0; i < 40; i++)
		assert_int_equal(bigint_mul32(a, W, 6), 0);
	assert_string_equal(str(a), "13367494538843734067838845976576");
	/* divided by 6 forty times: 1, each remainder 0 */
	for (i = 0; i < 40; i++)
		assert_int_equal(bigint_div32(a, W, 6), 0);
	assert_string_equal(str(a), "1");
	/* 2^100 mod 7: 2^3 = 1 (mod 7), 100 = 3 * 33 + 1, so 2 */
	pow2(a, 100);
	assert_int_equal(bigint_mod32(a, W, 7), 2);
	/* 2^100 / 10: remainder 6, the last digit */
	assert_int_equal(bigint_div32(a, W, 10), 6);
	assert_string_equal(str(a), "126765060022822940149670320537");
	/* a product that does not fit is said so: 2^255 * 2 */
	pow2(a, 255);
	assert_int_not_equal(bigint_mul32(a, W, 2), 0);
	/* a += b * m: 0 + 2^40 * 5^10 = 10^10 * 2^30 */
	bigint_set(a, W, 0);
	pow2(b, 40);
	bigint_addmul64(a, b, 9765625u, W);
	assert_string_equal(str(a), "10737418240000000000");
	/* a += b * c: 2^60 * 5^20 = 2^40 * 10^20, and 2^40 = 1099511627776 */
	bigint_set(a, W, 0);
	pow2(b, 60);
	bigint_set(c, W, 95367431640625u);
	bigint_addmulbig(a, b, c, W);
	assert_string_equal(str(a), "109951162777600000000000000000000");
	/* the largest q with 2^60 * q <= that: 5^20 exactly */
	assert_int_equal(bigint_quot(a, b, W, UINT64_MAX, t),
	    95367431640625u);
	/* one less: 5^20 - 1 */
	bigint_set(c, W, 1);
	bigint_sub(a, c, W);
	assert_int_equal(bigint_quot(a, b, W, UINT64_MAX, t),
	    95367431640624u);
	/* and never above hi */
	assert_int_equal(bigint_quot(a, b, W, 1000, t), 1000);
}

/* Division by 64 bits and by a number, and the greatest common divisor:
 * 6^40 = 2^40 3^40, 10^20 = 2^20 5^20. */
static void
test_divide_gcd(void **state)
{
	bigint_limb a[W], b[W], g[W], r[W], t[W];
	unsigned i;

	(void)state;
	/* 2^100 / (2^40 + 1): 2^100 = (2^40 + 1)(2^60 - 2^20) + 2^20 */
	pow2(a, 100);
	assert_int_equal(bigint_mod64(a, W, (UINT64_C(1) << 40) + 1),
	    UINT64_C(1) << 20);
	assert_int_equal(bigint_div64(a, W, (UINT64_C(1) << 40) + 1),
	    UINT64_C(1) << 20);
	assert_string_equal(str(a), "1152921504605798400");
	/* 6^40 / 3^40 = 2^40, nothing left; by a number */
	bigint_set(a, W, 1);
	bigint_set(b, W, 1);
	for (i = 0; i < 40; i++) {
		bigint_mul32(a, W, 6);
		bigint_mul32(b, W, 3);
	}
	bigint_divmod(a, b, W, r);
	assert_string_equal(str(a), "1099511627776");
	assert_true(bigint_is_zero(r, W));
	/* 10^20 + 7 by 10^10: 10^10 rest 7 */
	bigint_set(a, W, 1);
	for (i = 0; i < 20; i++)
		bigint_mul32(a, W, 10);
	bigint_set(t, W, 7);
	bigint_add(a, t, W);
	bigint_set(b, W, 10000000000ULL);
	bigint_divmod(a, b, W, r);
	assert_string_equal(str(a), "10000000000");
	assert_string_equal(str(r), "7");
	/* gcd(6^40, 10^20) = 2^20; gcd(a, 0) = a; gcd(2^100, 3) = 1 */
	bigint_set(a, W, 1);
	bigint_set(b, W, 1);
	for (i = 0; i < 40; i++)
		bigint_mul32(a, W, 6);
	for (i = 0; i < 20; i++)
		bigint_mul32(b, W, 10);
	bigint_gcd(a, b, W, g, t);
	assert_string_equal(str(g), "1048576");
	bigint_set(b, W, 0);
	bigint_gcd(b, a, W, g, t);
	assert_int_equal(bigint_cmp(g, a, W), 0);
	pow2(a, 100);
	bigint_set(b, W, 3);
	bigint_gcd(a, b, W, g, t);
	assert_string_equal(str(g), "1");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_set_and_print),
		cmocka_unit_test(test_add_sub_cmp),
		cmocka_unit_test(test_mul_div),
		cmocka_unit_test(test_divide_gcd),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
