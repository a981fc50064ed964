/*
 * dice-stats: the exact distribution of an expression (rongo-roll
 * --stats), and how it is written.
 *
 * Counting is exact, in unsigned big integers (bigint.h) of a fixed
 * number of limbs chosen from the number of outcomes: every count is at
 * most that number, and a few limbs more hold the sums of the mean.
 * Plain dice are added one at a time by a sliding window over prefix
 * sums; a keep or drop term is counted by a dynamic programme over the
 * faces from the best down (see kd_dist), then convolved.  stats_plan
 * refuses what is beyond the DICE_STATS_ limits before anything is
 * allocated; from there on only memory can fail.
 */
#include "dice.h"
#include "dice-int.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "bigint.h"
#include "mem.h"

/* Totals lo .. lo + n - 1 with their counts, n numbers of w limbs. */
struct dist {
	int64_t		 lo;
	size_t		 n;
	bigint_limb	*c;
};

struct dice_stats {
	unsigned	 w;		/* limbs of every number */
	bigint_limb	*outcomes;
	struct dist	 d;
	size_t		 nprimes;	/* the primes that divide outcomes */
	uint32_t	 primes[8 * DICE_MAX_TERMS];
	bigint_limb	*tmp;		/* NTMP numbers of scratch */
	bigint_limb	*shifted;	/* 2 * outcomes << b, b < NSHIFT */
	/* a count in decimal (numsz bytes), then a fraction (2 * numsz:
	 * two numbers, a slash and a NUL): each has the room of the
	 * longest it can hold, so that writing one never runs into the
	 * other */
	char		*str;
	size_t		 numsz;		/* bytes a number: BIGINT_STRSZ(w) */
};

#define NTMP	8
#define NSHIFT	20
/* A decimal that dice_stats_write prints: an integer part below 2^52
 * (16 digits), a point, six decimals, a NUL, with room to spare. */
#define DECSZ	32

static bigint_limb *
cnt(const struct dist *d, size_t i, unsigned w)
{
	return d->c + i * w;
}

/* The faces of a term as totals: its smallest and largest value. */
static void
face_range(const struct dice_term *t, uint32_t *lo, uint32_t *hi)
{
	*lo = t->allow[0].lo;
	*hi = t->allow[t->nallow - 1].hi;
}

static uint32_t
kept(const struct dice_term *t)
{
	return t->kd == DICE_KD_KH || t->kd == DICE_KD_KL ? t->kdn :
	    t->count - t->kdn;
}

static int
stats_fail(struct dice_err *err, unsigned long col, unsigned long len,
    const char *msg)
{
	err->col = col;
	err->len = len;
	snprintf(err->msg, sizeof(err->msg), "%s", msg);
	return 1;
}

/*
 * Add one die of t to the distribution a, into b (room for the result),
 * by prefix sums: the count of total x is the sum, over the spans of
 * faces, of the counts of a between x - hi and x - lo.
 */
static void
add_die(const struct dice_term *t, const struct dist *a, struct dist *b,
    bigint_limb *prefix, unsigned w)
{
	int64_t fmin, fmax, x, lo_i, hi_i, fa, fb;
	size_t i, j;
	unsigned k;
	uint32_t flo, fhi;

	face_range(t, &flo, &fhi);
	fmin = t->neg ? -(int64_t)fhi : flo;
	fmax = t->neg ? -(int64_t)flo : fhi;
	memset(prefix, 0, w * sizeof(bigint_limb));
	for (i = 0; i < a->n; i++) {
		memcpy(prefix + (i + 1) * w, prefix + i * w,
		    w * sizeof(bigint_limb));
		bigint_add(prefix + (i + 1) * w, cnt(a, i, w), w);
	}
	b->lo = a->lo + fmin;
	b->n = a->n + (size_t)(fmax - fmin);
	for (j = 0; j < b->n; j++) {
		bigint_limb *c = cnt(b, j, w);

		memset(c, 0, w * sizeof(bigint_limb));
		x = b->lo + (int64_t)j;
		for (k = 0; k < t->nallow; k++) {
			fa = t->neg ? -(int64_t)t->allow[k].hi :
			    t->allow[k].lo;
			fb = t->neg ? -(int64_t)t->allow[k].lo :
			    t->allow[k].hi;
			lo_i = x - fb - a->lo;
			hi_i = x - fa - a->lo + 1;
			if (lo_i < 0)
				lo_i = 0;
			if (hi_i > (int64_t)a->n)
				hi_i = (int64_t)a->n;
			if (hi_i <= lo_i)
				continue;
			bigint_add(c, prefix + (size_t)hi_i * w, w);
			bigint_sub(c, prefix + (size_t)lo_i * w, w);
		}
	}
}

/*
 * The distribution of a keep or drop term (before its sign), into d.
 *
 * The faces are taken from the best down (the highest for keeping the
 * highest, the lowest for keeping the lowest), so the first k dice
 * placed are the ones kept.  dp[j][s] counts the ways to give j of the
 * N dice a face seen so far, the kept among them (min(j, k)) summing to
 * s + min(j, k) * fmin.  Giving c more dice the face v multiplies by
 * C(N - j, c), the choice of which dice; the rows are updated in place
 * from the top down, so each reads rows not yet updated.
 */
static void
kd_dist(const struct dice_term *t, bigint_limb *dp, struct dist *d, unsigned w)
{
	static uint64_t binom[DICE_STATS_KEEP + 1][DICE_STATS_KEEP + 1];
	uint32_t n = t->count, k = kept(t), flo, fhi, v, f, j, j2;
	int high = t->kd == DICE_KD_KH || t->kd == DICE_KD_DL;
	size_t row, s, kc, kj, shift, last;
	unsigned sp, ns;

	if (binom[0][0] == 0)
		for (j = 0; j <= DICE_STATS_KEEP; j++) {
			binom[j][0] = 1;
			for (j2 = 1; j2 <= j; j2++)
				binom[j][j2] = binom[j - 1][j2 - 1] +
				    (j2 < j ? binom[j - 1][j2] : 0);
		}
	face_range(t, &flo, &fhi);
	row = (size_t)k * (fhi - flo) + 1;
	memset(dp, 0, (size_t)(n + 1) * row * w * sizeof(bigint_limb));
	dp[0] = 1;
	ns = t->nallow;
	for (sp = 0; sp < ns; sp++) {
		const struct dice_span *a = &t->allow[high ? ns - 1 - sp : sp];

		for (f = 0; f <= a->hi - a->lo; f++) {
			v = high ? a->hi - f : a->lo + f;
			for (j2 = n; j2 >= 1; j2--)
				for (j = 0; j < j2; j++) {
					kj = j < k ? j : k;
					kc = j2 - j < k - kj ? j2 - j : k - kj;
					shift = kc * (v - flo);
					last = kj * (fhi - flo);
					for (s = 0; s <= last; s++) {
						const bigint_limb *from = dp +
						    (j * row + s) * w;

						if (bigint_is_zero(from, w))
							continue;
						bigint_addmul64(dp + (j2 * row +
						    s + shift) * w, from,
						    binom[n - j][j2 - j], w);
					}
				}
		}
	}
	d->lo = (int64_t)k * flo;
	d->n = row;
	memcpy(d->c, dp + (size_t)n * row * w, row * w * sizeof(bigint_limb));
}

/* b = a convolved with the term distribution d (with its sign). */
static void
convolve(const struct dist *a, const struct dist *d, int neg,
    struct dist *b, unsigned w)
{
	size_t i, j, at;

	b->n = a->n + d->n - 1;
	b->lo = a->lo + (neg ? -(d->lo + (int64_t)d->n - 1) : d->lo);
	memset(b->c, 0, b->n * w * sizeof(bigint_limb));
	for (i = 0; i < a->n; i++) {
		if (bigint_is_zero(cnt(a, i, w), w))
			continue;
		for (j = 0; j < d->n; j++) {
			at = i + (neg ? d->n - 1 - j : j);
			/* the loop runs over the limbs of a's count,
			 * often a single one */
			bigint_addmulbig(cnt(b, at, w), cnt(d, j, w),
			    cnt(a, i, w), w);
		}
	}
}

static void
add_primes(struct dice_stats *st, uint32_t n)
{
	uint32_t p;
	size_t i;

	for (p = 2; n > 1; p++) {
		if ((uint64_t)p * p > n)
			p = n;
		if (n % p != 0)
			continue;
		while (n % p == 0)
			n /= p;
		for (i = 0; i < st->nprimes; i++)
			if (st->primes[i] == p)
				break;
		if (i == st->nprimes)
			st->primes[st->nprimes++] = p;
	}
}

void
dice_stats_free(struct dice_stats *st)
{
	if (st == NULL)
		return;
	mem_free(st->outcomes);
	mem_free(st->d.c);
	mem_free(st->tmp);
	mem_free(st->str);
	mem_free(st);
}

/* The checks and the sizes: 0, or 1 with *err set. */
static int
stats_plan(const struct dice_expr *e, unsigned *wp, size_t *spanp,
    size_t *dpp, struct dice_err *err)
{
	bigint_limb big[DICE_STATS_BITS / 32 + 1];
	unsigned tw = DICE_STATS_BITS / 32 + 1, w;
	uint64_t span = 1, i;
	size_t j, dpmax = 0;
	double work = 0, accn = 1, row, faces, nn;
	uint32_t flo, fhi;
	char msg[160];

	bigint_set(big, tw, 1);
	for (j = 0; j < e->nterms; j++) {
		const struct dice_term *t = &e->t[j];

		if (!t->dice)
			continue;
		if (t->explode)
			return stats_fail(err, t->excol, t->exlen,
			    "--stats cannot count exploding dice");
		if (t->kd != DICE_KD_NONE && t->count > DICE_STATS_KEEP) {
			snprintf(msg, sizeof(msg), "--stats counts keep and "
			    "drop on at most %d dice", DICE_STATS_KEEP);
			return stats_fail(err, t->col, t->len, msg);
		}
		if (t->nallowed >= 2)
			for (i = 0; i < t->count; i++)
				if (bigint_mul32(big, tw, t->nallowed) ||
				    big[tw - 1] != 0) {
					snprintf(msg, sizeof(msg), "--stats "
					    "counts fewer than 2^%d outcomes",
					    DICE_STATS_BITS);
					return stats_fail(err, 1,
					    t->col + t->len - 1, msg);
				}
		face_range(t, &flo, &fhi);
		span += (uint64_t)(t->kd != DICE_KD_NONE ? kept(t) : t->count) *
		    (fhi - flo);
		if (span > DICE_STATS_SPAN) {
			snprintf(msg, sizeof(msg), "--stats counts at most %d "
			    "different totals", DICE_STATS_SPAN);
			return stats_fail(err, 1, t->col + t->len - 1, msg);
		}
	}
	w = bigint_limbs(big, tw) + 4;
	/* the work, in steps of one limb, in the order dice_stats goes */
	for (j = 0; j < e->nterms; j++) {
		const struct dice_term *t = &e->t[j];

		if (!t->dice || t->kd == DICE_KD_NONE)
			continue;
		face_range(t, &flo, &fhi);
		row = (double)kept(t) * (fhi - flo) + 1;
		faces = t->nallowed;
		nn = t->count;
		work += faces * nn * (nn + 1) / 2 * row * 2 * w;
		work += accn * row * (accn > 1 ? (double)w * w : w);
		accn += row - 1;
		if ((size_t)(t->count + 1) * (size_t)row > dpmax)
			dpmax = (size_t)(t->count + 1) * (size_t)row;
	}
	for (j = 0; j < e->nterms; j++) {
		const struct dice_term *t = &e->t[j];
		double d;

		if (!t->dice || t->kd != DICE_KD_NONE || t->nallowed == 1)
			continue;
		face_range(t, &flo, &fhi);
		d = fhi - flo;
		nn = t->count;
		/* per die: the prefix sums, and each new count */
		work += (nn * accn + d * nn * (nn + 1) / 2) *
		    (t->nallow + 1) * 2 * w;
		accn += nn * d;
	}
	if (work > DICE_STATS_WORK) {
		snprintf(msg, sizeof(msg), "--stats takes at most %d steps, "
		    "and this needs more", DICE_STATS_WORK);
		return stats_fail(err, 1, e->t[e->nterms - 1].col +
		    e->t[e->nterms - 1].len - 1, msg);
	}
	*wp = w;
	*spanp = (size_t)span;
	*dpp = dpmax;
	return 0;
}

int
dice_stats(const struct dice_expr *e, struct dice_stats **sp,
    struct dice_err *err)
{
	struct dice_stats *st;
	struct dist a, b, kd, tmp;
	bigint_limb *prefix = NULL, *dp = NULL;
	size_t span, dpmax, j, i, n = 0;
	unsigned w;
	int64_t c = 0;
	int rv;

	*sp = NULL;
	if ((rv = stats_plan(e, &w, &span, &dpmax, err)) != 0)
		return rv;
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	memset(&kd, 0, sizeof(kd));
	if ((st = mem_zalloc(sizeof(*st))) == NULL)
		return -1;
	st->w = w;
	st->numsz = BIGINT_STRSZ(w);
	for (j = 0; j < e->nterms; j++)
		if (e->t[j].dice && e->t[j].kd != DICE_KD_NONE) {
			uint32_t flo, fhi;

			face_range(&e->t[j], &flo, &fhi);
			if ((size_t)kept(&e->t[j]) * (fhi - flo) + 1 > n)
				n = (size_t)kept(&e->t[j]) * (fhi - flo) + 1;
		}
	if ((st->outcomes = mem_array(NULL, w, sizeof(bigint_limb))) == NULL ||
	    (st->tmp = mem_array(NULL, (size_t)(NTMP + NSHIFT) * w,
	    sizeof(bigint_limb))) == NULL ||
	    (st->str = mem_array(NULL, 3, st->numsz)) == NULL ||
	    (a.c = mem_array(NULL, span * w, sizeof(bigint_limb))) == NULL ||
	    (b.c = mem_array(NULL, span * w, sizeof(bigint_limb))) == NULL ||
	    (prefix = mem_array(NULL, (span + 1) * w,
	    sizeof(bigint_limb))) == NULL ||
	    (n > 0 && ((kd.c = mem_array(NULL, n * w,
	    sizeof(bigint_limb))) == NULL ||
	    (dp = mem_array(NULL, dpmax * w, sizeof(bigint_limb))) == NULL))) {
		mem_free(a.c);
		mem_free(b.c);
		mem_free(kd.c);
		mem_free(prefix);
		mem_free(dp);
		dice_stats_free(st);
		return -1;
	}
	bigint_set(st->outcomes, w, 1);
	for (j = 0; j < e->nterms; j++) {
		const struct dice_term *t = &e->t[j];

		if (!t->dice)
			c += t->neg ? -(int64_t)t->value : t->value;
		else if (t->nallowed == 1)
			c += (t->neg ? -(int64_t)t->count : t->count) *
			    (int64_t)t->allow[0].lo;
		else {
			for (i = 0; i < t->count; i++)
				bigint_mul32(st->outcomes, w, t->nallowed);
			add_primes(st, t->nallowed);
		}
	}
	st->shifted = st->tmp + (size_t)NTMP * w;
	for (i = 0; i < NSHIFT; i++) {
		memcpy(st->shifted + i * w, i ? st->shifted + (i - 1) * w :
		    st->outcomes, w * sizeof(bigint_limb));
		bigint_add(st->shifted + i * w, st->shifted + i * w, w);
	}
	a.lo = c;
	a.n = 1;
	bigint_set(a.c, w, 1);
	for (j = 0; j < e->nterms; j++) {
		const struct dice_term *t = &e->t[j];

		if (!t->dice || t->kd == DICE_KD_NONE)
			continue;
		kd_dist(t, dp, &kd, w);
		convolve(&a, &kd, t->neg, &b, w);
		tmp = a;
		a = b;
		b = tmp;
	}
	for (j = 0; j < e->nterms; j++) {
		const struct dice_term *t = &e->t[j];

		if (!t->dice || t->kd != DICE_KD_NONE || t->nallowed == 1)
			continue;
		for (i = 0; i < t->count; i++) {
			add_die(t, &a, &b, prefix, w);
			tmp = a;
			a = b;
			b = tmp;
		}
	}
	st->d = a;
	mem_free(b.c);
	mem_free(kd.c);
	mem_free(prefix);
	mem_free(dp);
	*sp = st;
	return 0;
}

static uint64_t
gcd64(uint64_t a, uint64_t b)
{
	while (b != 0) {
		uint64_t t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/* num/den reduced by the primes of the outcomes (num and den are
 * changed), into out (2 * BIGINT_STRSZ(w) bytes): "num/den", or "num" when den
 * is 1.  Below 2^64, by Euclid's algorithm in one machine word. */
static void
fraction(const struct dice_stats *st, bigint_limb *num, bigint_limb *den,
    char *out)
{
	unsigned w = st->w, nl, dl;
	bigint_limb *t = st->tmp + 7 * w;
	size_t i, n;

	if (bigint_is_zero(num, w)) {
		strcpy(out, "0");
		return;
	}
	nl = bigint_limbs(num, w);
	dl = bigint_limbs(den, w);
	if (nl <= 2 && dl <= 2) {
		uint64_t a = num[0] | (uint64_t)num[1] << 32;
		uint64_t b = den[0] | (uint64_t)den[1] << 32;
		uint64_t g = gcd64(a, b);

		if (b == g)
			snprintf(out, 2 * st->numsz, "%llu",
			    (unsigned long long)(a / g));
		else
			snprintf(out, 2 * st->numsz, "%llu/%llu",
			    (unsigned long long)(a / g),
			    (unsigned long long)(b / g));
		return;
	}
	for (i = 0; i < st->nprimes; i++) {
		uint32_t pw[6];	/* p, p^2, p^4, ... while they fit */
		int j, m = 0;

		/* the common power of p, taken out by p^(2^m) while it
		 * divides both, then by each smaller square once: a few
		 * divisions where one p at a time took dozens (2^50 in the
		 * denominator of 50d2) */
		pw[0] = st->primes[i];
		while (m < 5 && pw[m] <= UINT32_MAX / pw[m]) {
			pw[m + 1] = pw[m] * pw[m];
			m++;
		}
		while (bigint_mod32(num, nl, pw[m]) == 0 &&
		    bigint_mod32(den, dl, pw[m]) == 0) {
			bigint_div32(num, nl, pw[m]);
			bigint_div32(den, dl, pw[m]);
		}
		for (j = m - 1; j >= 0; j--)
			if (bigint_mod32(num, nl, pw[j]) == 0 &&
			    bigint_mod32(den, dl, pw[j]) == 0) {
				bigint_div32(num, nl, pw[j]);
				bigint_div32(den, dl, pw[j]);
			}
	}
	n = bigint_str(num, w, t, out);
	bigint_set(t, w, 1);
	if (bigint_cmp(den, t, w) != 0) {
		out[n++] = '/';
		bigint_str(den, w, t, out + n);
	}
}

/* num/den rounded half up to six decimals, into out (DECSZ bytes); hi
 * bounds the integer part. */
static void
decimal6(const struct dice_stats *st, const bigint_limb *num,
    const bigint_limb *den, uint64_t hi, char *out)
{
	unsigned w = st->w;
	bigint_limb *r = st->tmp + 4 * w, *d2 = st->tmp + 5 * w;
	bigint_limb *t = st->tmp + 6 * w;
	uint64_t ip, frac;

	ip = bigint_quot(num, den, w, hi, t);
	memcpy(r, num, w * sizeof(bigint_limb));
	memset(t, 0, w * sizeof(bigint_limb));
	bigint_addmul64(t, den, ip, w);
	bigint_sub(r, t, w);
	/* frac = floor((2 * 10^6 * r + den) / (2 * den)) */
	bigint_mul32(r, w, 2000000);
	bigint_add(r, den, w);
	memcpy(d2, den, w * sizeof(bigint_limb));
	bigint_mul32(d2, w, 2);
	frac = bigint_quot(r, d2, w, 1000000, t);
	if (frac == 1000000) {
		ip++;
		frac = 0;
	}
	snprintf(out, DECSZ, "%llu.%06llu", (unsigned long long)ip,
	    (unsigned long long)frac);
}

/* count / outcomes rounded half up to six decimals, into out (DECSZ
 * bytes): the quotient floor((2 * 10^6 * count + outcomes) /
 * (2 * outcomes)), at most 10^6 < 2^20, by restoring division with the
 * shifted divisors that dice_stats prepared. */
static void
row_decimal(const struct dice_stats *st, const bigint_limb *c, char *out)
{
	unsigned w = st->w;
	bigint_limb *n = st->tmp + 3 * w;
	uint32_t q = 0;
	int b;

	memcpy(n, c, w * sizeof(bigint_limb));
	bigint_mul32(n, w, 2000000);
	bigint_add(n, st->outcomes, w);
	for (b = NSHIFT - 1; b >= 0; b--)
		if (bigint_cmp(n, st->shifted + (size_t)b * w, w) >= 0) {
			bigint_sub(n, st->shifted + (size_t)b * w, w);
			q |= (uint32_t)1 << b;
		}
	snprintf(out, DECSZ, "%u.%06u", q / 1000000, q % 1000000);
}

void
dice_stats_write(const struct dice_stats *st, const char *label, FILE *fp)
{
	unsigned w = st->w;
	bigint_limb *pos = st->tmp, *neg = st->tmp + w, *t = st->tmp + 2 * w;
	const bigint_limb *most = NULL, *c;
	size_t i, first = SIZE_MAX, last = 0;
	char *cs = st->str, *fs = st->str + st->numsz;
	char ds[DECSZ], tot[2][32];
	int wt, wc, negative;

	for (i = 0; i < st->d.n; i++) {
		c = cnt(&st->d, i, w);
		if (bigint_is_zero(c, w))
			continue;
		if (first == SIZE_MAX)
			first = i;
		last = i;
		if (most == NULL || bigint_cmp(c, most, w) > 0)
			most = c;
	}
	/* the widths of the aligned columns: the longest total and count */
	snprintf(tot[0], sizeof(tot[0]), "%lld",
	    (long long)(st->d.lo + (int64_t)first));
	snprintf(tot[1], sizeof(tot[1]), "%lld",
	    (long long)(st->d.lo + (int64_t)last));
	wt = (int)(strlen(tot[0]) > strlen(tot[1]) ? strlen(tot[0]) :
	    strlen(tot[1]));
	wc = (int)bigint_str(most, w, t, cs);
	bigint_str(st->outcomes, w, t, cs);
	bigint_set(t, w, 1);
	fprintf(fp, "%s: %s outcome%s\n", label, cs,
	    bigint_cmp(st->outcomes, t, w) == 0 ? "" : "s");
	for (i = first; i <= last; i++) {
		c = cnt(&st->d, i, w);
		if (bigint_is_zero(c, w))
			continue;
		bigint_str(c, w, t, cs);
		row_decimal(st, c, ds);
		memcpy(pos, c, w * sizeof(bigint_limb));
		memcpy(neg, st->outcomes, w * sizeof(bigint_limb));
		fraction(st, pos, neg, fs);
		fprintf(fp, "%*lld  %*s  %s  %s\n", wt,
		    (long long)(st->d.lo + (int64_t)i), wc, cs, ds, fs);
	}
	/* the mean: the sum of total * count, over the outcomes */
	memset(pos, 0, 2 * w * sizeof(bigint_limb));
	for (i = first; i <= last; i++) {
		int64_t x = st->d.lo + (int64_t)i;

		if (x >= 0)
			bigint_addmul64(pos, cnt(&st->d, i, w), (uint64_t)x, w);
		else
			bigint_addmul64(neg, cnt(&st->d, i, w),
			    (uint64_t)-x, w);
	}
	negative = bigint_cmp(pos, neg, w) < 0;
	if (negative) {
		bigint_sub(neg, pos, w);
		memcpy(pos, neg, w * sizeof(bigint_limb));
	} else
		bigint_sub(pos, neg, w);
	/* pos: |sum|; neg: the outcomes, reduced with it below */
	decimal6(st, pos, st->outcomes, UINT64_C(1) << 52, ds);
	memcpy(neg, st->outcomes, w * sizeof(bigint_limb));
	fraction(st, pos, neg, fs);
	negative = negative && strcmp(fs, "0") != 0;
	fprintf(fp, "mean: %s%s = %s%s\n", negative ? "-" : "", fs,
	    negative && strcmp(ds, "0.000000") != 0 ? "-" : "", ds);
	fprintf(fp, "min: %s\nmax: %s\n", tot[0], tot[1]);
}
