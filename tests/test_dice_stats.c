/*
 * test_dice_stats: the exact distributions of the whole dice notation
 * (--stats).  Each expected count is worked out here apart from the
 * code under test: by a binomial or multinomial formula, by a closed
 * form for a chain of explosions, by convolving such a chain with
 * itself, or by enumerating every throw of a few dice.  Then the tail
 * of explosions, the mean as an interval, every refusal with its
 * column, length and message next to an expression just inside the
 * limit, and out of memory at every allocation.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "mem.h"

#include "dice-harness.h"

__extension__ typedef unsigned __int128 u128;

static int
teardown(void **state)
{
	(void)state;
	mem_fail_after(-1);
	return 0;
}


static void
u128_str(u128 v, char *out)
{
	char b[48], *p = b + sizeof(b);

	*--p = '\0';
	do {
		*--p = (char)('0' + (int)(v % 10));
		v /= 10;
	} while (v != 0);
	strcpy(out, p);
}

static u128
gcd128(u128 a, u128 b)
{
	while (b != 0) {
		u128 t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* "num/den" reduced, or "num". */
static void
frac_str(u128 num, u128 den, char *out)
{
	u128 g = gcd128(num, den);
	size_t n;

	if (num == 0) {
		strcpy(out, "0");
		return;
	}
	u128_str(num / g, out);
	if (den / g != 1) {
		n = strlen(out);
		out[n++] = '/';
		u128_str(den / g, out + n);
	}
}

/* The row of s for the total written tot: its count, or NULL. */
static const char *
row_of(const char *s, const char *tot)
{
	const char *p = strchr(s, '\n');
	size_t n = strlen(tot);

	while (p != NULL && p[1] != '\0') {
		p++;
		while (*p == ' ')
			p++;
		if (strncmp(p, tot, n) == 0 && p[n] == ' ') {
			p += n;
			while (*p == ' ')
				p++;
			return p;
		}
		p = strchr(p, '\n');
	}
	return NULL;
}

/* The row of total tot counts c outcomes (c == 0: there is no row). */
static void
assert_count(const char *s, const char *tot, u128 c)
{
	const char *p = row_of(s, tot);
	char want[48];
	size_t n;

	if (c == 0) {
		if (p != NULL)
			fail_msg("a row for %s in:\n%s", tot, s);
		return;
	}
	if (p == NULL)
		fail_msg("no row for %s in:\n%s", tot, s);
	u128_str(c, want);
	n = strlen(want);
	if (strncmp(p, want, n) != 0 || p[n] != ' ')
		fail_msg("row %s: '%.30s', want the count %s", tot, p, want);
}

static void
assert_icount(const char *s, long tot, u128 c)
{
	char t[32];

	snprintf(t, sizeof(t), "%ld", tot);
	assert_count(s, t, c);
}

/* The number of rows of s: its lines less the header, mean, min and
 * max (and beyond). */
static size_t
rows(const char *s)
{
	size_t n = 0;
	const char *p;

	for (p = s; (p = strchr(p, '\n')) != NULL; p++)
		n++;
	return n - 4 - (strstr(s, "\nbeyond: ") != NULL);
}

static u128
pow128(u128 b, unsigned e)
{
	u128 r = 1;

	while (e-- > 0)
		r *= b;
	return r;
}

static u128
fact(unsigned n)
{
	return n <= 1 ? 1 : n * fact(n - 1);
}

/* ---- targets ---- */

static void
test_target(void **state)
{
	char *s;
	int k, a, b;

	(void)state;
	/* 5d10>8: a die succeeds on 8, 9 or 10: C(5, k) 3^k 7^(5 - k) */
	s = stats_text("5d10>8");
	assert_line(s, "5d10>8: 100000 outcomes");
	for (k = 0; k <= 5; k++)
		assert_icount(s, k, fact(5) / fact((unsigned)k) /
		    fact(5 - (unsigned)k) * pow128(3, (unsigned)k) *
		    pow128(7, 5 - (unsigned)k));
	assert_int_equal(rows(s), 6);
	assert_line(s, "mean: 3/2 = 1.500000");
	free(s);
	/* and fails on 1: a successes, b failures, the rest 6 ways */
	s = stats_text("5d10>8f1");
	for (k = -5; k <= 5; k++) {
		u128 c = 0;

		for (a = 0; a <= 5; a++)
			for (b = 0; a + b <= 5; b++)
				if (a - b == k)
					c += fact(5) / fact((unsigned)a) /
					    fact((unsigned)b) /
					    fact(5 - (unsigned)(a + b)) *
					    pow128(3, (unsigned)a) *
					    pow128(6, 5 - (unsigned)(a + b));
		assert_icount(s, k, c);
	}
	/* mean 5 (3 - 1)/10 */
	assert_line(s, "mean: 1 = 1.000000");
	free(s);
	/* kept dice only: the best two of three d6, counted on 5 or more */
	s = stats_text("3d6kh2>5");
	{
		u128 c[3] = { 0, 0, 0 };
		int x, y, z;

		for (x = 1; x <= 6; x++)
			for (y = 1; y <= 6; y++)
				for (z = 1; z <= 6; z++) {
					int lo = x < y ? (x < z ? x : z) :
					    (y < z ? y : z);
					int n = (x >= 5) + (y >= 5) + (z >= 5);

					/* the lowest is dropped */
					c[n - (lo >= 5)]++;
				}
		for (k = 0; k <= 2; k++)
			assert_icount(s, k, c[k]);
	}
	free(s);
}

/* ---- fudge dice ---- */

static void
test_fudge(void **state)
{
	char *s;
	int k, a, b;

	(void)state;
	/* 4dF: a pluses, b minuses, the rest blank, each face alike */
	s = stats_text("4dF");
	assert_line(s, "4dF: 81 outcomes");
	for (k = -4; k <= 4; k++) {
		u128 c = 0;

		for (a = 0; a <= 4; a++)
			for (b = 0; a + b <= 4; b++)
				if (a - b == k)
					c += fact(4) / fact((unsigned)a) /
					    fact((unsigned)b) /
					    fact(4 - (unsigned)(a + b));
		assert_icount(s, k, c);
	}
	assert_line(s, "mean: 0 = 0.000000");
	free(s);
	/* dF.1: -1 on one face of six, +1 on one, 0 on four */
	s = stats_text("dF.1");
	assert_string_equal(s, "dF.1: 6 outcomes\n"
	    "-1  1  0.166667  1/6\n"
	    " 0  4  0.666667  2/3\n"
	    " 1  1  0.166667  1/6\n"
	    "mean: 0 = 0.000000\nmin: -1\nmax: 1\n");
	free(s);
	/* two of them: (x^-1 + 4 + x)^2 */
	s = stats_text("2dF.1");
	assert_icount(s, -2, 1);
	assert_icount(s, -1, 8);
	assert_icount(s, 0, 18);
	assert_icount(s, 1, 8);
	assert_icount(s, 2, 1);
	free(s);
}

/* ---- rerolls once ---- */

static void
test_reroll_once(void **state)
{
	char *s;

	(void)state;
	/* a 1 only when thrown twice: 1/36; each other face 1/6 + 1/36;
	 * the mean (1 + 7 * 20)/36 */
	s = stats_text("1d6ro1");
	assert_string_equal(s, "1d6ro1: 36 outcomes\n"
	    "1  1  0.027778  1/36\n"
	    "2  7  0.194444  7/36\n"
	    "3  7  0.194444  7/36\n"
	    "4  7  0.194444  7/36\n"
	    "5  7  0.194444  7/36\n"
	    "6  7  0.194444  7/36\n"
	    "mean: 47/12 = 3.916667\nmin: 1\nmax: 6\n");
	free(s);
	/* "<2" is 2 or less: 1 and 2 at 2/36, the others 8/36; the
	 * outcomes as few as the counts allow, 18 */
	s = stats_text("1d6ro<2");
	assert_line(s, "1d6ro<2: 18 outcomes");
	assert_icount(s, 1, 1);
	assert_icount(s, 2, 1);
	assert_icount(s, 3, 4);
	assert_icount(s, 6, 4);
	free(s);
	/* rerolled until it is not: the faces left alike */
	s = stats_text("1d6r<2");
	assert_line(s, "1d6r<2: 4 outcomes");
	assert_icount(s, 3, 1);
	free(s);
	/* two dice: (1, 7, 7, 7, 7, 7) with itself */
	s = stats_text("2d6ro1");
	assert_line(s, "2d6ro1: 1296 outcomes");
	assert_icount(s, 2, 1);
	assert_icount(s, 3, 14);
	assert_icount(s, 12, 49);
	/* 1 + 6 and 6 + 1 at 7 each, four pairs at 49 */
	assert_icount(s, 7, 2 * 7 + 4 * 49);
	free(s);
}

/* ---- explosions ---- */

/*
 * One d6 whose chain is counted to depth 15 (16 throws, over 6^16): a
 * total 6q + r (r 1..5) is q sixes then r, 6^(15 - q) of the 6^16
 * (the throws the chain leaves unused taking any face).  Penetrating,
 * each added throw counts one less: 5q + r.
 */
static u128
chain_count(int v, int step)
{
	int q = (v - 1) / step, r = v - q * step;

	if (v < 1 || r > 5 || q > 15)
		return 0;
	return pow128(6, (unsigned)(15 - q));
}

static void
test_compound(void **state)
{
	char *s;
	int v;

	(void)state;
	s = stats_text("d6!!");
	assert_line(s, "d6!!: 2821109907456 outcomes, explosions counted to "
	    "15 deep");
	for (v = 0; v <= 100; v++)
		assert_icount(s, v, chain_count(v, 6));
	assert_line(s, "beyond: 1  0.000000  1/2821109907456");
	assert_line(s, "min: 1");
	assert_line(s, "max: 95");
	free(s);
	s = stats_text("d6!!p");
	for (v = 0; v <= 100; v++)
		assert_icount(s, v, chain_count(v, 5));
	free(s);
	/* "!" adds a die: alone, the same totals */
	s = stats_text("d6!");
	for (v = 0; v <= 100; v++)
		assert_icount(s, v, chain_count(v, 6));
	free(s);
	s = stats_text("d6!p");
	for (v = 0; v <= 100; v++)
		assert_icount(s, v, chain_count(v, 5));
	free(s);
}

/* Two chains of d6 summed: the one-die table with itself. */
static void
test_explode_sum(void **state)
{
	char *s;
	int v, a;

	(void)state;
	/* 2 (1/6)^(K + 1) < 10^-12 first at K = 15: 6^32 outcomes */
	s = stats_text("2d6!");
	assert_line(s, "2d6!: 7958661109946400884391936 outcomes, explosions "
	    "counted to 15 deep");
	for (v = 0; v <= 200; v++) {
		u128 c = 0;

		for (a = 1; a < v; a++)
			c += chain_count(a, 6) * chain_count(v - a, 6);
		assert_icount(s, v, c);
	}
	free(s);
	s = stats_text("2d6!p");
	for (v = 0; v <= 200; v++) {
		u128 c = 0;

		for (a = 1; a < v; a++)
			c += chain_count(a, 5) * chain_count(v - a, 5);
		assert_icount(s, v, c);
	}
	free(s);
	/* 3 (1/6)^16 > 10^-12: one deeper, 6^(3 * 17) outcomes */
	s = stats_text("3d6!");
	assert_line(s, "3d6!: 4849687664788584363858837602739217760256 "
	    "outcomes, explosions counted to 16 deep");
	free(s);
	/* two nodes share the 10^-12: 2 (1/6)^(K + 1) each */
	s = stats_text("d6!+d6!!");
	assert_line(s, "d6!+d6!!: 7958661109946400884391936 outcomes, "
	    "explosions counted to 15 deep");
	free(s);
	/*
	 * "!" with a target: every throw of the chain is a die.  On 6 it
	 * explodes, on 4 or more it succeeds: s successes are s - 1
	 * sixes then 4 or 5, or s sixes then 1..3: 6^16 ((1/6)^(s - 1)
	 * 2/6 + (1/6)^s 3/6) = 15 6^(15 - s); at the depth, 15 sixes
	 * then 4 or 5 (2 ways) is the last.
	 */
	s = stats_text("d6!>6>4");
	assert_icount(s, 0, pow128(6, 16) / 2);
	for (v = 1; v <= 15; v++)
		assert_icount(s, v, 15 * pow128(6, 15 - (unsigned)v));
	assert_icount(s, 16, 2);
	free(s);
}

/*
 * Keeping among the dice "!" adds: each chain of d6 ends on a throw of
 * 1..5 whatever came before, and the 6s are never the lowest, so the
 * lowest die is the lower of the two last throws.  Each chain counted
 * (all but the one beyond the depth in 6^16) ends on each of 1..5 as
 * often: (6^16 - 1)/5 times.  With "!p", the chains that exploded end
 * one less (0..4), (6^15 - 1)/5 times each, and those that did not on
 * 1..5, 6^15 times each.
 */
static void
test_explode_keep(void **state)
{
	u128 per = (pow128(6, 16) - 1) / 5, c[6], n;
	char *s;
	int v, a, b;

	(void)state;
	s = stats_text("2d6!kl1");
	assert_line(s, "2d6!kl1: 7958661109946400884391936 outcomes, "
	    "explosions counted to 15 deep");
	for (v = 1; v <= 5; v++)
		assert_icount(s, v, (u128)((6 - v) * (6 - v) - (5 - v) *
		    (5 - v)) * per * per);
	assert_icount(s, 6, 0);
	/* beyond: either chain past the depth, 2 6^16 - 1 */
	assert_line(s, "beyond: 5642219814911  0.000000  "
	    "5642219814911/7958661109946400884391936");
	free(s);
	/* the highest: a 6 once any chain exploded */
	s = stats_text("2d6!kh1");
	for (v = 1; v <= 5; v++)
		assert_icount(s, v, (u128)(2 * v - 1) * pow128(6, 30));
	assert_icount(s, 6, 11 * pow128(6, 30) - 2 * pow128(6, 16) + 1);
	free(s);
	/* on 5 or 6 (1 in 3): 26 throws counted; the lowest of one chain
	 * is its last throw, 1..4 alike, over all but the 2^26 chains
	 * that explode every time */
	s = stats_text("1d6!>5kl1");
	assert_line(s, "1d6!>5kl1: 170581728179578208256 outcomes, "
	    "explosions counted to 25 deep");
	for (v = 1; v <= 4; v++)
		assert_icount(s, v, (pow128(6, 26) - pow128(2, 26)) / 4);
	assert_int_equal(rows(s), 4);
	free(s);
	s = stats_text("2d6!pkl1");
	for (v = 0; v <= 5; v++)
		c[v] = (v >= 1 ? pow128(6, 15) : 0) +
		    (v <= 4 ? (pow128(6, 15) - 1) / 5 : 0);
	for (v = 0; v <= 5; v++) {
		n = 0;
		for (a = 0; a <= 5; a++)
			for (b = 0; b <= 5; b++)
				if ((a < b ? a : b) == v)
					n += c[a] * c[b];
		assert_icount(s, v, n);
	}
	free(s);
}

/* The tail beyond the depth, and the mean as an interval: d6! at
 * depth 15 leaves out one chain in 6^16, put at the node's least
 * total (1) and its most (101 throws of 6: 606). */
static void
test_tail(void **state)
{
	u128 sum = 0, o = pow128(6, 16);
	char *s, lo[96], hi[96], line[256];
	int q, r;

	(void)state;
	for (q = 0; q <= 15; q++)
		for (r = 1; r <= 5; r++)
			sum += (u128)(6 * q + r) * pow128(6, (unsigned)(15 - q));
	frac_str(sum + 1, o, lo);
	frac_str(sum + 606, o, hi);
	snprintf(line, sizeof(line), "mean: %s = 4.200000 to %s = 4.200000",
	    lo, hi);
	s = stats_text("d6!");
	assert_line(s, "beyond: 1  0.000000  1/2821109907456");
	assert_line(s, line);
	free(s);
	/* 1 in 2: 2^(K + 1) > 10^12 first at K + 1 = 40 */
	s = stats_text("d2!");
	assert_line(s, "d2!: 1099511627776 outcomes, explosions counted to "
	    "39 deep");
	assert_line(s, "beyond: 1  0.000000  1/1099511627776");
	free(s);
	/* no explosion, no tail */
	s = stats_text("2d6");
	assert_null(strstr(s, "beyond"));
	free(s);
}

/* ---- arithmetic ---- */

static void
test_arith(void **state)
{
	char *s, t[16];
	int a, b, v;

	(void)state;
	s = stats_text("1d6/2");
	assert_string_equal(s, "1d6/2: 6 outcomes\n"
	    "1/2  1  0.166667  1/6\n"
	    "  1  1  0.166667  1/6\n"
	    "3/2  1  0.166667  1/6\n"
	    "  2  1  0.166667  1/6\n"
	    "5/2  1  0.166667  1/6\n"
	    "  3  1  0.166667  1/6\n"
	    "mean: 7/4 = 1.750000\nmin: 1/2\nmax: 3\n");
	free(s);
	s = stats_text("-1d6/3");
	assert_count(s, "-5/3", 1);
	assert_count(s, "-2", 1);
	assert_line(s, "mean: -7/6 = -1.166667");
	assert_line(s, "min: -2");
	assert_line(s, "max: -1/3");
	free(s);
	/* floor: 0 1 1 2 2 3 */
	s = stats_text("floor(1d6/2)");
	assert_icount(s, 0, 1);
	assert_icount(s, 1, 2);
	assert_icount(s, 2, 2);
	assert_icount(s, 3, 1);
	assert_int_equal(rows(s), 4);
	free(s);
	/* ceil of 1/4 .. 6/4: 1 1 1 1 2 2 */
	s = stats_text("ceil(1d6/4)");
	assert_icount(s, 1, 4);
	assert_icount(s, 2, 2);
	free(s);
	/* round, half up: 1/4 0, 2/4 1, 3/4 1, 1, 5/4 1, 6/4 2 */
	s = stats_text("round(1d6/4)");
	assert_icount(s, 0, 1);
	assert_icount(s, 1, 4);
	assert_icount(s, 2, 1);
	free(s);
	/* -5/2 and -2: both -2, as Roll20 rounds */
	s = stats_text("round((1d2-6)/2)");
	assert_string_equal(s, "round((1d2-6)/2): 2 outcomes\n"
	    "-2  2  1.000000  1\nmean: -2 = -2.000000\nmin: -2\nmax: -2\n");
	free(s);
	/* |-3..2|: 3 2 1 0 1 2 */
	s = stats_text("abs(1d6-4)");
	assert_icount(s, 0, 1);
	assert_icount(s, 1, 2);
	assert_icount(s, 2, 2);
	assert_icount(s, 3, 1);
	assert_line(s, "mean: 3/2 = 1.500000");
	free(s);
	/* 2d6 * 2: the even totals, 2d6's counts */
	s = stats_text("2d6*2");
	for (v = 2; v <= 12; v++) {
		assert_icount(s, 2 * v, (u128)(6 - abs(7 - v)));
		assert_icount(s, 2 * v + 1, 0);
	}
	assert_line(s, "mean: 14 = 14.000000");
	free(s);
	/* modulo keeps the dividend's sign: -3..2 % 3 is 0 -2 -1 0 1 2 */
	s = stats_text("(1d6-4)%3");
	assert_icount(s, -2, 1);
	assert_icount(s, -1, 1);
	assert_icount(s, 0, 2);
	assert_icount(s, 1, 1);
	assert_icount(s, 2, 1);
	assert_int_equal(rows(s), 5);
	assert_line(s, "mean: 0 = 0.000000");
	free(s);
	/* of fractions: 1/2 .. 3 % 1 is 1/2 0 1/2 0 1/2 0 */
	s = stats_text("1d6/2%1");
	assert_string_equal(s, "1d6/2%1: 6 outcomes\n"
	    "  0  3  0.500000  1/2\n"
	    "1/2  3  0.500000  1/2\n"
	    "mean: 1/4 = 0.250000\nmin: 0\nmax: 1/2\n");
	free(s);
	/* every pair of 2d6 and d4: the sums a divisor divides */
	s = stats_text("2d6%1d4");
	for (v = 0; v <= 3; v++) {
		u128 c = 0;
		int d;

		for (a = 1; a <= 6; a++)
			for (b = 1; b <= 6; b++)
				for (d = 1; d <= 4; d++)
					c += (a + b) % d == v;
		assert_icount(s, v, c);
	}
	free(s);
	/* powers: d4 squared, 2 to a d4, and every pair of d6s */
	s = stats_text("1d4**2");
	for (v = 1; v <= 4; v++)
		assert_icount(s, v * v, 1);
	assert_int_equal(rows(s), 4);
	assert_line(s, "mean: 15/2 = 7.500000");
	free(s);
	s = stats_text("2**1d4");
	for (v = 1; v <= 4; v++)
		assert_icount(s, 1 << v, 1);
	assert_line(s, "mean: 15/2 = 7.500000");
	free(s);
	s = stats_text("1d6**1d6");
	for (v = 1; v <= 46656; v++) {
		u128 c = 0;
		long x;
		int k;

		for (a = 1; a <= 6; a++)
			for (b = 1; b <= 6; b++) {
				for (x = 1, k = 0; k < b; k++)
					x *= a;
				c += x == v;
			}
		if (c > 0)
			assert_icount(s, v, c);
	}
	free(s);
	/* every pair of d4s */
	s = stats_text("1d4*1d4");
	for (v = 1; v <= 16; v++) {
		u128 c = 0;

		for (a = 1; a <= 4; a++)
			for (b = 1; b <= 4; b++)
				c += a * b == v;
		assert_icount(s, v, c);
	}
	assert_line(s, "mean: 25/4 = 6.250000");
	free(s);
	/* over pairs, fractions in lowest terms: E[a] E[1/b] =
	 * 7/2 (49/20)/6 */
	s = stats_text("1d6/1d6");
	assert_line(s, "1d6/1d6: 36 outcomes");
	assert_count(s, "1", 6);
	assert_count(s, "1/2", 3);
	assert_count(s, "2/3", 2);
	assert_line(s, "mean: 343/240 = 1.429167");
	free(s);
	/* the sum of a fraction and dice */
	s = stats_text("1d2/2+1d2");
	assert_count(s, "3/2", 1);
	assert_count(s, "2", 1);
	assert_count(s, "5/2", 1);
	assert_count(s, "3", 1);
	free(s);
	/* the mean over denominators whose common multiple has no
	 * bound known before: 1/1 .. 1/100, E = H(100)/100 (H(100) in
	 * lowest terms by Python's fractions) */
	s = stats_text("1/1d100");
	snprintf(t, sizeof(t), "1/%d", 100);
	assert_count(s, t, 1);
	assert_line(s, "mean: 14466636279520351160221518043104131447711/"
	    "278881500918849908658135235741249214227200 = 0.051874");
	free(s);
}

/* ---- groups ---- */

static void
test_groups(void **state)
{
	char *s, t[16];
	int v, a, b, c;

	(void)state;
	/* the higher of two d6: (2v - 1)/36, the lower (13 - 2v)/36 */
	s = stats_text("{1d6,1d6}kh1");
	for (v = 1; v <= 6; v++)
		assert_icount(s, v, (u128)(2 * v - 1));
	free(s);
	s = stats_text("{1d6,1d6}kl1");
	for (v = 1; v <= 6; v++)
		assert_icount(s, v, (u128)(13 - 2 * v));
	free(s);
	s = stats_text("{1d6,1d6}dl1");
	for (v = 1; v <= 6; v++)
		assert_icount(s, v, (u128)(2 * v - 1));
	free(s);
	/* each total against 5: 2d6 >= 5 30 of 36, 1d8 4 of 8 */
	s = stats_text("{2d6,1d8}>5");
	assert_line(s, "{2d6,1d8}>5: 288 outcomes");
	assert_icount(s, 0, 6 * 4);
	assert_icount(s, 1, 30 * 4 + 6 * 4);
	assert_icount(s, 2, 30 * 4);
	free(s);
	/* one total: 3d6 + 1 >= 10, 3d6 >= 9: 216 - 56 */
	s = stats_text("{3d6+1}>10");
	assert_icount(s, 1, 160);
	assert_icount(s, 0, 56);
	free(s);
	/* keeping among a sub-expression's dice: the highest of 2d6 and
	 * 1d4, P(max <= v) = v^2 min(v, 4) / 144 */
	s = stats_text("{2d6+1d4}kh1");
	assert_line(s, "{2d6+1d4}kh1: 144 outcomes");
	for (v = 1; v <= 6; v++)
		assert_icount(s, v, (u128)(v * v * (v < 4 ? v : 4) -
		    (v - 1) * (v - 1) * (v - 1 < 4 ? v - 1 : 4)));
	free(s);
	/* the constant stays: the highest die + 1 */
	s = stats_text("{3d6+1}kh1");
	for (v = 1; v <= 6; v++)
		assert_icount(s, v + 1, (u128)(v * v * v - (v - 1) *
		    (v - 1) * (v - 1)));
	free(s);
	/* subtracted dice: kept by their value, the earlier die first
	 * among equals; the kept d4 counts against */
	s = stats_text("{1d6-1d4}kh1");
	for (v = -4; v <= 6; v++) {
		u128 n = 0;

		for (a = 1; a <= 6; a++)
			for (b = 1; b <= 4; b++)
				n += (a >= b ? a : -b) == v;
		assert_icount(s, v, n);
	}
	free(s);
	/* the best two totals of three d6: 3d6kh2 enumerated */
	s = stats_text("{1d6,1d6,1d6}kh2");
	for (v = 2; v <= 12; v++) {
		u128 n = 0;

		for (a = 1; a <= 6; a++)
			for (b = 1; b <= 6; b++)
				for (c = 1; c <= 6; c++) {
					int lo = a < b ? (a < c ? a : c) :
					    (b < c ? b : c);

					n += a + b + c - lo == v;
				}
		assert_icount(s, v, n);
	}
	free(s);
	/* and the kept counted against 4 */
	s = stats_text("{1d6,1d6,1d6}kh2>4");
	for (v = 0; v <= 2; v++) {
		u128 n = 0;

		for (a = 1; a <= 6; a++)
			for (b = 1; b <= 6; b++)
				for (c = 1; c <= 6; c++) {
					int lo = a < b ? (a < c ? a : c) :
					    (b < c ? b : c);

					n += (a >= 4) + (b >= 4) + (c >= 4) -
					    (lo >= 4) == v;
				}
		assert_icount(s, v, n);
	}
	free(s);
	/* totals that are fractions: max(a/2, b), in halves */
	s = stats_text("{1d4/2,1d4}kh1");
	for (v = 1; v <= 8; v++) {
		u128 n = 0;

		for (a = 1; a <= 4; a++)
			for (b = 1; b <= 4; b++)
				n += (a > 2 * b ? a : 2 * b) == v;
		if (v % 2 == 0)
			snprintf(t, sizeof(t), "%d", v / 2);
		else
			snprintf(t, sizeof(t), "%d/2", v);
		assert_count(s, t, n);
	}
	free(s);
	/* no modifier: the sum */
	s = stats_text("{1d6,1d6}");
	assert_icount(s, 7, 6);
	free(s);
	/* a group inside arithmetic */
	s = stats_text("{1d6,1d6}kh1*2-1");
	for (v = 1; v <= 6; v++)
		assert_icount(s, 2 * v - 1, (u128)(2 * v - 1));
	free(s);
}

/* ---- refusals, each next to what is just inside ---- */

struct refusal {
	const char	*text;
	unsigned long	 col, len;
	const char	*msg;
};

static void
test_refused(void **state)
{
	static const struct refusal bad[] = {
		/* 1/3 explode: chains of 26 throws, 3 of them 78 dice */
		{ "3d6!>5kh1", 1, 9, "--stats counts keep and drop on at most "
		    "60 dice, with those \"!\" or \"!p\" can add on more "
		    "than one value" },
		{ "1+3d6!p>5dl1", 3, 10, "--stats counts keep and drop on at "
		    "most 60 dice, with those \"!\" or \"!p\" can add on "
		    "more than one value" },
		{ "{2d6*2}kh1", 1, 10, "--stats keeps or drops the dice of "
		    "one expression only in sums of dice and numbers, "
		    "without \"!\" or \"!p\"" },
		{ "{2d6!+1d4}kh1", 1, 13, "--stats keeps or drops the dice of "
		    "one expression only in sums of dice and numbers, "
		    "without \"!\" or \"!p\"" },
		{ "{31d6+30d6}kh1", 1, 14,
		    "--stats counts keep and drop on at most 60 dice" },
		{ "{d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2}kh1", 1, 43,
		    "--stats keeps or drops among at most 12 totals of a "
		    "group" },
		{ "60d2!", 1, 5, "--stats counts fewer than 2^1024 outcomes" },
		{ "d1000000!", 1, 9,
		    "--stats counts at most 1000000 different totals" },
		{ "d500000*d3", 1, 10,
		    "--stats counts at most 1000000 different totals" },
		{ "20d10!!kh10", 1, 11, "--stats takes at most 100000000 "
		    "steps, and this needs more" },
		/* the common multiple of 1..720 has 1037 bits, of 1..700
		 * 1009 */
		{ "1/1d720", 1, 7, "--stats writes a mean only over "
		    "a denominator below 2^1024" },
		{ "1d500000+1d2/2", 1, 14, "--stats takes at most 100000000 "
		    "steps, and this needs more" },
	};
	static const char *const good[] = {
		"2d6!kh1", "1+3d6!pdl1", "2d6!>5kh1", "1+2d6!p>5kl1",
		"{2d6+2}kh1", "{2d6!!+1d4}kh1",
		"{30d6+30d6}kh1", "{d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2}kh1",
		"10d2!", "d10000!", "d1000*d100", "8d10!!kh4", "1/1d700",
		"1d10000+1d2/2",
	};
	struct dice_expr *e;
	struct dice_stats *st;
	struct dice_err err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		e = parse_ok(bad[i].text);
		memset(&err, 0, sizeof(err));
		st = (struct dice_stats *)&err;
		assert_int_equal(dice_stats(e, &st, &err), 1);
		assert_null(st);
		if (strcmp(err.msg, bad[i].msg) != 0 ||
		    err.col != bad[i].col || err.len != bad[i].len)
			fail_msg("'%s': got %lu+%lu '%s'", bad[i].text,
			    err.col, err.len, err.msg);
		dice_free(e);
	}
	for (i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		free(stats_text(good[i]));
}

/* ---- out of memory ---- */

static void
test_nomem(void **state)
{
	static const char *const texts[] = {
		"{2d6,1d8}kh1+1d6/2-d6!!kh1+{2d4-1d6+1}kh1+floor(3d6/4)",
		"d6!>6>4+{1d4/2,1d4}kh1>2+1/1d20+4dF.1+2d6ro1>4f1",
		"2d6!kh1-2d6!pdl1+1d6!p>5kl1+1d6*1d4",
	};
	struct dice_expr *e;
	struct dice_stats *st;
	struct dice_err err;
	size_t i;
	long n;
	int rv;

	(void)state;
	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		e = parse_ok(texts[i]);
		for (n = 0;; n++) {
			mem_fail_after(n);
			rv = dice_stats(e, &st, &err);
			mem_fail_after(-1);
			if (rv == 0)
				break;
			assert_int_equal(rv, -1);
			assert_null(st);
		}
		assert_true(n > 10);
		dice_stats_free(st);
		dice_free(e);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_target, teardown),
		cmocka_unit_test_teardown(test_fudge, teardown),
		cmocka_unit_test_teardown(test_reroll_once, teardown),
		cmocka_unit_test_teardown(test_compound, teardown),
		cmocka_unit_test_teardown(test_explode_sum, teardown),
		cmocka_unit_test_teardown(test_explode_keep, teardown),
		cmocka_unit_test_teardown(test_tail, teardown),
		cmocka_unit_test_teardown(test_arith, teardown),
		cmocka_unit_test_teardown(test_groups, teardown),
		cmocka_unit_test_teardown(test_refused, teardown),
		cmocka_unit_test_teardown(test_nomem, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
