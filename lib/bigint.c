/*
 * bigint: unsigned big integers of a fixed width (see bigint.h).
 *
 * Each step of a carry or a remainder is done in one uint64_t: a limb
 * times a limb plus two limbs never exceeds 2^64 - 1.
 */
#include "bigint.h"

#include <string.h>

void
bigint_set(bigint_limb *a, unsigned w, uint64_t v)
{
	memset(a, 0, w * sizeof(bigint_limb));
	a[0] = (bigint_limb)v;
	if (w > 1)
		a[1] = (bigint_limb)(v >> 32);
}

int
bigint_is_zero(const bigint_limb *a, unsigned w)
{
	unsigned i;

	for (i = 0; i < w; i++)
		if (a[i] != 0)
			return 0;
	return 1;
}

int
bigint_cmp(const bigint_limb *a, const bigint_limb *b, unsigned w)
{
	while (w-- > 0)
		if (a[w] != b[w])
			return a[w] < b[w] ? -1 : 1;
	return 0;
}

unsigned
bigint_limbs(const bigint_limb *a, unsigned w)
{
	while (w > 0 && a[w - 1] == 0)
		w--;
	return w;
}

void
bigint_add(bigint_limb *a, const bigint_limb *b, unsigned w)
{
	uint64_t c = 0;
	unsigned i;

	for (i = 0; i < w; i++) {
		c += (uint64_t)a[i] + b[i];
		a[i] = (bigint_limb)c;
		c >>= 32;
	}
}

void
bigint_sub(bigint_limb *a, const bigint_limb *b, unsigned w)
{
	uint64_t borrow = 0;
	unsigned i;

	for (i = 0; i < w; i++) {
		uint64_t x = (uint64_t)a[i] - b[i] - borrow;

		a[i] = (bigint_limb)x;
		borrow = (x >> 32) & 1;
	}
}

/* a += b * m; no step can exceed 2^64 - 1 */
static void
bigint_addmul32(bigint_limb *a, const bigint_limb *b, uint32_t m, unsigned w)
{
	uint64_t c = 0;
	unsigned i;

	if (m == 0)
		return;
	for (i = 0; i < w; i++) {
		c += (uint64_t)a[i] + (uint64_t)b[i] * m;
		a[i] = (bigint_limb)c;
		c >>= 32;
	}
}

void
bigint_addmul64(bigint_limb *a, const bigint_limb *b, uint64_t m, unsigned w)
{
	bigint_addmul32(a, b, (uint32_t)m, w);
	if (w > 1)
		bigint_addmul32(a + 1, b, (uint32_t)(m >> 32), w - 1);
}

void
bigint_addmulbig(bigint_limb *a, const bigint_limb *b, const bigint_limb *c,
    unsigned w)
{
	unsigned j;

	for (j = 0; j < w; j++)
		bigint_addmul32(a + j, b, c[j], w - j);
}

int
bigint_mul32(bigint_limb *a, unsigned w, uint32_t m)
{
	uint64_t c = 0;
	unsigned i;

	for (i = 0; i < w; i++) {
		c += (uint64_t)a[i] * m;
		a[i] = (bigint_limb)c;
		c >>= 32;
	}
	return c != 0;
}

uint32_t
bigint_div32(bigint_limb *a, unsigned w, uint32_t d)
{
	uint64_t r = 0;

	while (w-- > 0) {
		r = r << 32 | a[w];
		a[w] = (bigint_limb)(r / d);
		r %= d;
	}
	return (uint32_t)r;
}

uint32_t
bigint_mod32(const bigint_limb *a, unsigned w, uint32_t d)
{
	uint64_t r = 0;

	while (w-- > 0)
		r = (r << 32 | a[w]) % d;
	return (uint32_t)r;
}

/* Below 2^64 the remainder, shifted by a limb, stays below 2^96. */
uint64_t
bigint_div64(bigint_limb *a, unsigned w, uint64_t d)
{
	__extension__ unsigned __int128 r = 0;

	while (w-- > 0) {
		r = r << 32 | a[w];
		a[w] = (bigint_limb)(r / d);
		r %= d;
	}
	return (uint64_t)r;
}

uint64_t
bigint_mod64(const bigint_limb *a, unsigned w, uint64_t d)
{
	__extension__ unsigned __int128 r = 0;

	while (w-- > 0)
		r = (r << 32 | a[w]) % d;
	return (uint64_t)r;
}

static unsigned
bits_of(const bigint_limb *a, unsigned w)
{
	unsigned n = bigint_limbs(a, w), b = 0;

	if (n == 0)
		return 0;
	while (b < 32 && a[n - 1] >> b != 0)
		b++;
	return (n - 1) * 32 + b;
}

static unsigned
trailing_zeros(const bigint_limb *a, unsigned w)
{
	unsigned i = 0, b = 0;

	while (i < w && a[i] == 0)
		i++;
	if (i == w)
		return 0;
	while ((a[i] >> b & 1) == 0)
		b++;
	return i * 32 + b;
}

/* a >>= n */
static void
shift_right(bigint_limb *a, unsigned w, unsigned n)
{
	unsigned q = n / 32, r = n % 32, i;

	for (i = 0; i < w; i++) {
		uint64_t lo = i + q < w ? a[i + q] : 0;
		uint64_t hi = i + q + 1 < w ? a[i + q + 1] : 0;

		a[i] = (bigint_limb)((lo | hi << 32) >> r);
	}
}

/* a <<= n */
static void
shift_left(bigint_limb *a, unsigned w, unsigned n)
{
	unsigned q = n / 32, r = n % 32, i;

	for (i = w; i-- > 0;) {
		uint64_t hi = i >= q ? a[i - q] : 0;
		uint64_t lo = i >= q + 1 ? a[i - q - 1] : 0;

		a[i] = (bigint_limb)((hi << 32 | lo) >> (32 - r));
	}
}

void
bigint_divmod(bigint_limb *a, const bigint_limb *d, unsigned w,
    bigint_limb *r)
{
	unsigned i = bits_of(a, w);

	memset(r, 0, w * sizeof(bigint_limb));
	while (i-- > 0) {
		shift_left(r, w, 1);
		r[0] |= a[i / 32] >> (i % 32) & 1;
		a[i / 32] &= ~((bigint_limb)1 << (i % 32));
		if (bigint_cmp(r, d, w) >= 0) {
			bigint_sub(r, d, w);
			a[i / 32] |= (bigint_limb)1 << (i % 32);
		}
	}
}

void
bigint_gcd(const bigint_limb *a, const bigint_limb *b, unsigned w,
    bigint_limb *g, bigint_limb *t)
{
	unsigned ka, kb;

	memcpy(g, a, w * sizeof(bigint_limb));
	memcpy(t, b, w * sizeof(bigint_limb));
	if (bigint_is_zero(g, w)) {
		memcpy(g, t, w * sizeof(bigint_limb));
		return;
	}
	if (bigint_is_zero(t, w))
		return;
	ka = trailing_zeros(g, w);
	kb = trailing_zeros(t, w);
	shift_right(g, w, ka);
	/* g odd from here; t loses its twos, the smaller is kept in g */
	do {
		shift_right(t, w, trailing_zeros(t, w));
		if (bigint_cmp(g, t, w) > 0) {
			bigint_limb x;
			unsigned i;

			for (i = 0; i < w; i++) {
				x = g[i];
				g[i] = t[i];
				t[i] = x;
			}
		}
		bigint_sub(t, g, w);
	} while (!bigint_is_zero(t, w));
	shift_left(g, w, ka < kb ? ka : kb);
}

size_t
bigint_str(const bigint_limb *a, unsigned w, bigint_limb *tmp, char *out)
{
	size_t n = 0, i;
	uint32_t r;
	int k;

	w = bigint_limbs(a, w);
	memcpy(tmp, a, w * sizeof(bigint_limb));
	do {
		r = bigint_div32(tmp, w, 1000000000);
		w = bigint_limbs(tmp, w);
		for (k = 0; k < 9 && (w > 0 || r != 0 || n == 0); k++) {
			out[n++] = (char)('0' + r % 10);
			r /= 10;
		}
	} while (w > 0);
	for (i = 0; i < n / 2; i++) {
		char c = out[i];

		out[i] = out[n - 1 - i];
		out[n - 1 - i] = c;
	}
	out[n] = '\0';
	return n;
}

uint64_t
bigint_quot(const bigint_limb *a, const bigint_limb *d, unsigned w,
    uint64_t hi, bigint_limb *t)
{
	uint64_t lo = 0, mid;

	while (lo < hi) {
		/* the upper middle, (hi - lo + 1) / 2 past lo, with no
		 * overflow when the range is all of uint64_t */
		mid = lo + (hi - lo) / 2 + ((hi - lo) & 1);
		memset(t, 0, w * sizeof(bigint_limb));
		bigint_addmul64(t, d, mid, w);
		if (bigint_cmp(t, a, w) <= 0)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}
