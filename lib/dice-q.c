/*
 * dice-q: exact fractions, the totals of dice expressions.  A fraction
 * is a struct dice_total in lowest terms with a positive denominator.
 * The operations compute in 128 bits and reduce; the bounds dice_parse
 * puts on every node (dice-int.h) make every result of a roll fit in
 * 64 bits, and dice_q_make says when a bound itself would not.
 */
#include "dice.h"
#include "dice-int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static dice_i128
gcd128(dice_i128 a, dice_i128 b)
{
	if (a < 0)
		a = -a;
	if (b < 0)
		b = -b;
	while (b != 0) {
		dice_i128 t = a % b;

		a = b;
		b = t;
	}
	return a;
}

int
dice_q_make(dice_i128 num, dice_i128 den, struct dice_total *q)
{
	dice_i128 g;

	if (den < 0) {
		num = -num;
		den = -den;
	}
	g = gcd128(num, den);
	if (g > 1) {
		num /= g;
		den /= g;
	}
	if (num > INT64_MAX || num < -INT64_MAX || den > INT64_MAX)
		return -1;
	q->num = (int64_t)num;
	q->den = (int64_t)den;
	return 0;
}

struct dice_total
dice_q_int(int64_t v)
{
	struct dice_total q = { v, 1 };

	return q;
}

/* Within the bounds of dice-int.h, these cannot fail. */
struct dice_total
dice_q_add(struct dice_total a, struct dice_total b)
{
	struct dice_total q = { 0, 1 };

	if (a.den == 1 && b.den == 1)
		return dice_q_int(a.num + b.num);
	(void)dice_q_make((dice_i128)a.num * b.den + (dice_i128)b.num * a.den,
	    (dice_i128)a.den * b.den, &q);
	return q;
}

struct dice_total
dice_q_neg(struct dice_total a)
{
	a.num = -a.num;
	return a;
}

struct dice_total
dice_q_mul(struct dice_total a, struct dice_total b)
{
	struct dice_total q = { 0, 1 };

	(void)dice_q_make((dice_i128)a.num * b.num, (dice_i128)a.den * b.den,
	    &q);
	return q;
}

/* b is not 0. */
struct dice_total
dice_q_div(struct dice_total a, struct dice_total b)
{
	struct dice_total q = { 0, 1 };

	(void)dice_q_make((dice_i128)a.num * b.den, (dice_i128)a.den * b.num,
	    &q);
	return q;
}

int64_t
dice_q_floor(struct dice_total a)
{
	int64_t f = a.num / a.den;

	return a.num % a.den != 0 && a.num < 0 ? f - 1 : f;
}

int64_t
dice_q_ceil(struct dice_total a)
{
	int64_t f = a.num / a.den;

	return a.num % a.den != 0 && a.num > 0 ? f + 1 : f;
}

/* floor(a + 1/2): halves go up, as in Roll20 (round(-2.5) is -2). */
int64_t
dice_q_round(struct dice_total a)
{
	struct dice_total h = { 1, 2 };

	return dice_q_floor(dice_q_add(a, h));
}

struct dice_total
dice_q_mod(struct dice_total a, struct dice_total b)
{
	struct dice_total q = dice_q_div(a, b);

	/* the quotient truncated toward 0 */
	q = dice_q_int(q.num / q.den);
	return dice_q_add(a, dice_q_neg(dice_q_mul(b, q)));
}

int
dice_q_pow(struct dice_total a, int64_t e, struct dice_total *q)
{
	dice_i128 num = 1, den = 1, bn = a.num, bd = a.den;
	const dice_i128 most = (dice_i128)INT64_MAX;

	/* by squaring; a result out of 64 bits stops it (|a| >= 2 or a
	 * denominator >= 2 grows at every step) */
	while (e > 0) {
		if (e & 1) {
			num *= bn;
			den *= bd;
			if (num > most || num < -most || den > most)
				return -1;
		}
		e >>= 1;
		if (e == 0)
			break;
		if (bn * bn > most || bd * bd > most)
			return -1;
		bn *= bn;
		bd *= bd;
	}
	return dice_q_make(num, den, q);
}

int
dice_q_cmp(struct dice_total a, struct dice_total b)
{
	dice_i128 x = (dice_i128)a.num * b.den, y = (dice_i128)b.num * a.den;

	return x < y ? -1 : x > y;
}

size_t
dice_total_str(struct dice_total t, char *s)
{
	char b[DICE_TOTAL_SZ], *p = b + sizeof(b);
	uint64_t u;
	size_t n, i;
	int neg = t.num < 0;

	if (t.den != 1) {
		u = (uint64_t)t.den;
		do {
			*--p = (char)('0' + u % 10);
			u /= 10;
		} while (u != 0);
		*--p = '/';
	}
	u = neg ? 0 - (uint64_t)t.num : (uint64_t)t.num;
	do {
		*--p = (char)('0' + u % 10);
		u /= 10;
	} while (u != 0);
	if (neg)
		*--p = '-';
	/* a few bytes: copied here, not by a call */
	n = (size_t)(b + sizeof(b) - p);
	for (i = 0; i < n; i++)
		s[i] = p[i];
	s[n] = '\0';
	return n;
}

void
dice_err_set(struct dice_err *err, size_t at, size_t len, const char *fmt,
    ...)
{
	va_list ap;

	err->col = (unsigned long)at + 1;
	err->len = len ? (unsigned long)len : 1;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	va_end(ap);
}
