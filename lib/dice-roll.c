/*
 * dice-roll: rolling an expression (dice_roll), and the generator as a
 * source of dice (dice_src_rng).
 *
 * Rolling sums the dice as they are thrown, and writes the display as
 * they are thrown too.  Only a keep or drop term holds its dice, for
 * choosing the kept: as values, or past a quarter of its faces, as a
 * histogram of the faces, so that it needs no more room than its faces
 * however many dice explode.  Those are the expression's buffers (v and
 * scratch in struct dice_expr), kept from one roll to the next.  Shown,
 * such a term is thrown a second time from the same position in the
 * source, the dice marked as they fall.
 */
#include "dice.h"
#include "dice-int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mem.h"
#include "rng.h"



static uint32_t
roll_rng(void *ctx, uint32_t sides)
{
	return rng_die(ctx, sides);
}

/* The generator's position is its state: its stream (inc) stays as it
 * is while it rolls. */
static uint64_t
tell_rng(void *ctx)
{
	return ((const struct rng *)ctx)->state;
}

static void
seek_rng(void *ctx, uint64_t pos)
{
	((struct rng *)ctx)->state = pos;
}

void
dice_src_rng(struct dice_src *src, struct rng *r)
{
	src->roll = roll_rng;
	src->tell = tell_rng;
	src->seek = seek_rng;
	src->ctx = r;
}

static int
rerolled(const struct dice_term *t, uint32_t v)
{
	unsigned k;

	for (k = 0; k < t->nrr; k++)
		if (dice_cond_holds(&t->rr[k], v))
			return 1;
	return 0;
}

/* The i-th (0-based) face that is not rerolled. */
static uint32_t
allowed_face(const struct dice_term *t, uint32_t i)
{
	unsigned k;

	for (k = 0; k < t->nallow; k++) {
		if (i <= t->allow[k].hi - t->allow[k].lo)
			return t->allow[k].lo + i;
		i -= t->allow[k].hi - t->allow[k].lo + 1;
	}
	return t->allow[t->nallow - 1].hi;	/* not reached */
}

/* One die of t, rerolled as needed: its value in *out, the values
 * rerolled in rr (at most DICE_REROLL_CAP) when rr is not NULL, and how
 * many in *nr. */
static void
roll_one(const struct dice_term *t, const struct dice_src *src, uint32_t *rr,
    uint32_t *out, unsigned *nr)
{
	uint32_t v = src->roll(src->ctx, t->sides);
	unsigned n = 0;

	while (t->nrr > 0 && rerolled(t, v)) {
		if (rr != NULL)
			rr[n] = v;
		if (++n == DICE_REROLL_CAP) {
			v = allowed_face(t, src->roll(src->ctx,
			    t->nallowed) - 1);
			break;
		}
		v = src->roll(src->ctx, t->sides);
	}
	*out = v;
	*nr = n;
}

/*
 * The display goes to its stream as the dice fall, through this small
 * buffer: however many dice a roll throws, its text is never held
 * whole.  The show_ functions return 0, or -1 on a write error.
 */
struct show {
	FILE		*fp;
	size_t		 n;
	char		 b[4096];
};

static int
show_flush(struct show *sh)
{
	if (sh->n > 0 && fwrite(sh->b, 1, sh->n, sh->fp) != sh->n)
		return -1;
	sh->n = 0;
	return 0;
}

/* Room for n more bytes in the buffer (n <= its size). */
static int
show_room(struct show *sh, size_t n)
{
	return sh->n + n > sizeof(sh->b) ? show_flush(sh) : 0;
}

/* v in decimal at p; the end. */
static char *
put_num(char *p, uint64_t v)
{
	char s[20], *q = s + sizeof(s);

	do {
		*--q = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	memcpy(p, q, (size_t)(s + sizeof(s) - q));
	return p + (s + sizeof(s) - q);
}

/* pre (a few bytes), then v in decimal. */
static int
show_num(struct show *sh, const char *pre, uint64_t v)
{
	size_t n = strlen(pre);

	if (show_room(sh, n + 20) < 0)
		return -1;
	memcpy(sh->b + sh->n, pre, n);
	sh->n = (size_t)(put_num(sh->b + sh->n + n, v) - sh->b);
	return 0;
}

/* One die: ", " unless it is the first of its term, '(' when dropped,
 * each rerolled value between tildes, the value, '!' when it exploded,
 * ')'. */
static int
show_die(struct show *sh, int first, int dropped, const uint32_t *rr,
    unsigned nr, uint32_t v, int exploded)
{
	char *p;
	unsigned j;

	/* at most ", (", nr times "~1000000~ ", then "1000000!)": with
	 * DICE_REROLL_CAP, well within the buffer */
	if (show_room(sh, 3 + (size_t)nr * 10 + 9) < 0)
		return -1;
	p = sh->b + sh->n;
	if (!first) {
		*p++ = ',';
		*p++ = ' ';
	}
	if (dropped)
		*p++ = '(';
	for (j = 0; j < nr; j++) {
		*p++ = '~';
		p = put_num(p, rr[j]);
		*p++ = '~';
		*p++ = ' ';
	}
	p = put_num(p, v);
	if (exploded)
		*p++ = '!';
	if (dropped)
		*p++ = ')';
	sh->n = (size_t)(p - sh->b);
	return 0;
}

/* What a keep or drop term keeps: the dice beyond th (above it when
 * keeping the highest, below it else), and the first need equal to it. */
struct pick {
	int		 high;
	uint32_t	 th;
	size_t		 need;
};

static void
kd_start(struct dice_expr *e)
{
	e->m = 0;
	e->inhist = 0;
}

/*
 * One more die of a keep or drop term.  Its value is kept in e->v while
 * a histogram of the faces would take more room (sides > 4m + 64); from
 * there on the dice are counted by face in e->scratch.  So a term takes
 * at most the room of its faces however many dice it throws, and a
 * histogram is cleared only when it is cheap for the dice.
 */
static int
kd_add(struct dice_expr *e, const struct dice_term *t, uint32_t v)
{
	size_t i;

	if (!e->inhist) {
		if ((size_t)t->sides > 4 * e->m + 64) {
			if (mem_grow(&e->v, &e->cap, e->m + 1,
			    sizeof(*e->v)) < 0)
				return -1;
			e->v[e->m++] = v;
			return 0;
		}
		if (mem_grow(&e->scratch, &e->scap, (size_t)t->sides + 1,
		    sizeof(*e->scratch)) < 0)
			return -1;
		memset(e->scratch, 0, ((size_t)t->sides + 1) *
		    sizeof(*e->scratch));
		for (i = 0; i < e->m; i++)
			e->scratch[e->v[i]]++;
		e->inhist = 1;
	}
	e->scratch[v]++;
	e->m++;
	return 0;
}

static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The dice that t keeps of those kd_add was given, into *pk, and their
 * sum.  The k-th value from the kept end is found in the histogram, or
 * by sorting a copy of the values.
 */
static int
kd_pick(struct dice_expr *e, const struct dice_term *t, struct pick *pk,
    int64_t *sum)
{
	size_t m = e->m, k, i, beyond = 0;
	uint32_t th = 0, f;
	int64_t s = 0;

	pk->high = t->kd == DICE_KD_KH || t->kd == DICE_KD_DL;
	k = t->kd == DICE_KD_KH || t->kd == DICE_KD_KL ? t->kdn : m - t->kdn;
	if (e->inhist) {
		for (i = 0; i <= t->sides; i++) {
			f = pk->high ? t->sides - (uint32_t)i : (uint32_t)i;
			if (beyond + e->scratch[f] >= k) {
				th = f;
				break;
			}
			beyond += e->scratch[f];
			s += (int64_t)f * e->scratch[f];
		}
	} else {
		if (mem_grow(&e->scratch, &e->scap, m,
		    sizeof(*e->scratch)) < 0)
			return -1;
		memcpy(e->scratch, e->v, m * sizeof(*e->scratch));
		qsort(e->scratch, m, sizeof(*e->scratch), cmp_u32);
		th = pk->high ? e->scratch[m - k] : e->scratch[k - 1];
		for (i = 0; i < m; i++)
			if (pk->high ? e->v[i] > th : e->v[i] < th) {
				beyond++;
				s += e->v[i];
			}
	}
	pk->th = th;
	pk->need = k - beyond;
	*sum = s + (int64_t)th * (int64_t)pk->need;
	return 0;
}

/*
 * Throw the dice of t in order, each rerolled as needed and each that
 * explodes followed by the die it adds; their sum in *sum.  With collect,
 * each value goes to kd_add; with sh, each die is shown as it falls,
 * dropped unless pk (NULL: none dropped) keeps it.  0, -1 out of memory,
 * -2 a write error.
 */
static int
throw_dice(struct dice_expr *e, const struct dice_term *t,
    const struct dice_src *src, struct show *sh, struct pick *pk,
    int collect, int64_t *sum)
{
	uint32_t rr[DICE_REROLL_CAP], v;
	unsigned chain, nr;
	size_t i, m = 0;
	int64_t s = 0;
	int ex, dropped;

	for (i = 0; i < t->count; i++) {
		chain = 0;
		do {
			roll_one(t, src, sh != NULL ? rr : NULL, &v, &nr);
			s += v;
			ex = t->explode && chain++ < DICE_EXPLODE_CAP &&
			    dice_cond_holds(&t->ex, v);
			if (collect && kd_add(e, t, v) < 0)
				return -1;
			if (sh != NULL) {
				dropped = 0;
				if (pk == NULL || (pk->high ? v > pk->th :
				    v < pk->th))
					;
				else if (v == pk->th && pk->need > 0)
					pk->need--;
				else
					dropped = 1;
				if (show_die(sh, m == 0, dropped, rr, nr, v,
				    ex) < 0)
					return -2;
			}
			m++;
		} while (ex);
	}
	*sum = s;
	return 0;
}

/*
 * One term of dice.  A keep or drop term is thrown once to choose the
 * dice it keeps; to show them, it is thrown again from the same
 * position in the source, and each die shown as it falls, so that the
 * dice need not be kept for the display.
 */
static int
roll_term(struct dice_expr *e, const struct dice_term *t,
    const struct dice_src *src, struct show *sh, int64_t *sum)
{
	struct pick pk;
	uint64_t pos = 0;
	int64_t s;
	size_t i;
	int rv;

	if (!t->explode && t->nrr == 0 && t->kd == DICE_KD_NONE && sh == NULL) {
		s = 0;
		for (i = 0; i < t->count; i++)
			s += src->roll(src->ctx, t->sides);
		*sum = s;
		return 0;
	}
	if (sh != NULL && show_room(sh, 1) < 0)
		return -2;
	if (sh != NULL)
		sh->b[sh->n++] = '[';
	if (t->kd == DICE_KD_NONE)
		rv = throw_dice(e, t, src, sh, NULL, 0, sum);
	else {
		if (sh != NULL)
			pos = src->tell(src->ctx);
		kd_start(e);
		if ((rv = throw_dice(e, t, src, NULL, NULL, 1, &s)) < 0)
			return rv;
		if (kd_pick(e, t, &pk, sum) < 0)
			return -1;
		if (sh == NULL)
			return 0;
		src->seek(src->ctx, pos);
		rv = throw_dice(e, t, src, sh, &pk, 0, &s);
	}
	if (rv < 0 || sh == NULL)
		return rv;
	if (show_room(sh, 1) < 0)
		return -2;
	sh->b[sh->n++] = ']';
	return 0;
}

int
dice_roll(struct dice_expr *e, const struct dice_src *src, int64_t *total,
    FILE *fp)
{
	struct show show, *sh = NULL;
	size_t j;
	int64_t sum, tot = 0;
	uint64_t mag;
	int rv;

	if (fp != NULL) {
		show.fp = fp;
		show.n = 0;
		sh = &show;
	}
	for (j = 0; j < e->nterms; j++) {
		const struct dice_term *t = &e->t[j];

		if (sh != NULL && show_room(sh, 3) < 0)
			return -2;
		if (sh != NULL && (j > 0 || t->neg)) {
			memcpy(sh->b + sh->n, j == 0 ? "-" : t->neg ?
			    " - " : " + ", j == 0 ? 1 : 3);
			sh->n += j == 0 ? 1 : 3;
		}
		if (t->dice) {
			if ((rv = roll_term(e, t, src, sh, &sum)) < 0)
				return rv;
		} else {
			sum = t->value;
			if (sh != NULL && show_num(sh, "", t->value) < 0)
				return -2;
		}
		tot += t->neg ? -sum : sum;
	}
	*total = tot;
	mag = tot < 0 ? 0 - (uint64_t)tot : (uint64_t)tot;
	if (sh != NULL && (show_num(sh, tot < 0 ? " = -" : " = ", mag) < 0 ||
	    show_flush(sh) < 0))
		return -2;
	return 0;
}
