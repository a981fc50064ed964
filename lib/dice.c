/*
 * dice: parse, roll and count dice expressions (see dice.h).
 *
 * An expression is an array of terms.  A term is a constant or NdS with
 * its modifiers; parsing also derives the faces that survive the reroll
 * conditions as ascending spans, which both rolling (the draw after
 * DICE_REROLL_CAP) and counting use.
 *
 * Rolling sums the dice as they are thrown, and writes the display as
 * they are thrown too.  Only a keep or drop term holds its dice, for
 * choosing the kept: as values, or past a quarter of its faces, as a
 * histogram of the faces, so that it needs no more room than its faces
 * however many dice explode.  Shown, such a term is thrown a second
 * time from the same position in the source, the dice marked as they
 * fall.
 *
 * Counting is exact, in unsigned big integers of a fixed number of
 * 32-bit limbs (least significant first) chosen from the number of
 * outcomes: every count is at most that number, and a few limbs more
 * hold the sums of the mean.  Plain dice are added one at a time by a
 * sliding window over prefix sums; a keep or drop term is counted by a
 * dynamic programme over the faces from the best down (see kd_dist),
 * then convolved.
 */
#include "dice.h"

#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mem.h"
#include "rng.h"
#include "text.h"

enum kd { KD_NONE, KD_KH, KD_KL, KD_DH, KD_DL };
enum { F_EXPLODED = 1, F_DROPPED = 2 };

/* A compare point: '<' at most n, '>' at least n, '=' exactly n. */
struct cond {
	char		 op;
	uint32_t	 n;
};

struct span {
	uint32_t	 lo, hi;
};

struct term {
	int		 neg;
	int		 dice;		/* 0: the constant value */
	uint32_t	 value;
	uint32_t	 count, sides;
	enum kd		 kd;
	uint32_t	 kdn;
	int		 explode;
	struct cond	 ex;
	unsigned	 nrr;
	struct cond	 rr[DICE_MAX_REROLLS];
	/* the faces not rerolled, ascending, and how many there are */
	unsigned	 nallow;
	struct span	 allow[DICE_MAX_REROLLS + 1];
	uint32_t	 nallowed;
	/* where the term and its '!' are, for --stats refusals */
	unsigned long	 col, len, excol, exlen;
};

struct dice_expr {
	size_t		 nterms;
	struct term	 t[DICE_MAX_TERMS];
	/* the dice of a keep or drop term (see kd_add): m of them, their
	 * values in v, or once they are many for the faces, counted by
	 * face in scratch (inhist); scratch also holds the sorted copy */
	uint32_t	*v;
	size_t		 cap;
	uint32_t	*scratch;
	size_t		 scap;
	size_t		 m;
	int		 inhist;
};

/* ---- parsing ---- */

struct parser {
	const char		*s;
	size_t			 i;
	struct dice_err		*err;
};

static int
fail(struct parser *p, size_t at, size_t len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
fail(struct parser *p, size_t at, size_t len, const char *fmt, ...)
{
	va_list ap;

	p->err->col = (unsigned long)at + 1;
	p->err->len = len ? (unsigned long)len : 1;
	va_start(ap, fmt);
	vsnprintf(p->err->msg, sizeof(p->err->msg), fmt, ap);
	va_end(ap);
	return 1;
}

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* The character at the parser, for messages. */
static int
unexpected(struct parser *p, size_t at)
{
	unsigned char c = (unsigned char)p->s[at];

	if (c == '\0')
		return fail(p, at, 1, "unexpected end of the expression");
	if (c >= 'A' && c <= 'Z')
		return fail(p, at, 1,
		    "unexpected '%c': dice notation is lower case", c);
	if (c > ' ' && c < 0x7f)
		return fail(p, at, 1, "unexpected '%c'", c);
	return fail(p, at, 1, "unexpected character");
}

/* Digits at the parser into *v, saturated above any limit; the start
 * and length in *at, *len.  The caller has seen a digit. */
static void
number(struct parser *p, uint64_t *v, size_t *at, size_t *len)
{
	*at = p->i;
	*v = 0;
	while (is_digit(p->s[p->i])) {
		if (*v < UINT64_C(10000000000000))
			*v = *v * 10 + (uint64_t)(p->s[p->i] - '0');
		p->i++;
	}
	*len = p->i - *at;
}

static int
cond_holds(const struct cond *c, uint32_t v)
{
	switch (c->op) {
	case '<':
		return v <= c->n;
	case '>':
		return v >= c->n;
	default:
		return v == c->n;
	}
}

/* How many of the faces lo..hi meet c. */
static uint32_t
cond_count(const struct cond *c, uint32_t lo, uint32_t hi)
{
	uint32_t a = lo, b = hi;

	switch (c->op) {
	case '<':
		b = c->n < hi ? c->n : hi;
		break;
	case '>':
		a = c->n > lo ? c->n : lo;
		break;
	default:
		a = b = c->n;
		if (c->n < lo || c->n > hi)
			return 0;
		break;
	}
	return a > b ? 0 : b - a + 1;
}

/* A compare point after '!' or 'r' (the operator at p->i - 1);
 * required: must there be one? */
static int
compare(struct parser *p, struct cond *c, int required, size_t *end)
{
	char what = p->s[p->i - 1];
	uint64_t v;
	size_t at, len;

	c->op = '=';
	if (p->s[p->i] == '<' || p->s[p->i] == '>' || p->s[p->i] == '=') {
		c->op = p->s[p->i++];
		if (!is_digit(p->s[p->i]))
			return fail(p, p->i, 1, "expected a number after '%c'",
			    c->op);
	} else if (!is_digit(p->s[p->i])) {
		if (required)
			return fail(p, p->i, 1, "expected a number, or '<', "
			    "'>' or '=' and a number, after '%c'", what);
		c->op = 0;
		*end = p->i;
		return 0;
	}
	number(p, &v, &at, &len);
	c->n = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
	*end = p->i;
	return 0;
}

/* The text of a compare point, for messages. */
static const char *
cond_text(const struct cond *c, char *buf, size_t n)
{
	if (c->op == '=')
		snprintf(buf, n, "%lu", (unsigned long)c->n);
	else
		snprintf(buf, n, "%c%lu", c->op, (unsigned long)c->n);
	return buf;
}

/* The faces of t that no reroll condition meets, as ascending spans. */
static void
allowed_faces(struct term *t)
{
	uint32_t f = 1, g;
	unsigned k;

	t->nallow = 0;
	t->nallowed = 0;
	/* walk the faces by runs: a run ends where some condition's
	 * boundary is; at most 2 boundaries per condition */
	while (f <= t->sides) {
		int out = 0;

		g = t->sides;
		for (k = 0; k < t->nrr; k++) {
			const struct cond *c = &t->rr[k];
			int in = cond_holds(c, f);

			out |= in;
			/* the last face of this run as far as c goes */
			switch (c->op) {
			case '<':
				if (in && c->n < g)
					g = c->n;
				break;
			case '>':
				if (!in && c->n - 1 < g)
					g = c->n - 1;
				break;
			default:
				if (in)
					g = f;
				else if (c->n > f && c->n - 1 < g)
					g = c->n - 1;
				break;
			}
		}
		if (!out) {
			t->allow[t->nallow].lo = f;
			t->allow[t->nallow].hi = g;
			t->nallow++;
			t->nallowed += g - f + 1;
		}
		if (g == t->sides)
			break;
		f = g + 1;
	}
}

static int
parse_modifiers(struct parser *p, struct term *t)
{
	size_t kdat = 0, kdlen = 0, rrat = 0, end, at, len;
	uint64_t v;
	char buf[32];
	unsigned k;

	for (;;) {
		size_t start = p->i;
		char c = p->s[p->i];

		if (c == 'k' || (c == 'd' && (p->s[p->i + 1] == 'h' ||
		    p->s[p->i + 1] == 'l' || is_digit(p->s[p->i + 1])))) {
			if (t->kd != KD_NONE)
				return fail(p, p->i, 1,
				    "only one keep or drop per term");
			p->i++;
			if (p->s[p->i] == 'h')
				t->kd = c == 'k' ? KD_KH : KD_DH;
			else if (p->s[p->i] == 'l')
				t->kd = c == 'k' ? KD_KL : KD_DL;
			else
				t->kd = c == 'k' ? KD_KH : KD_DL;
			if (p->s[p->i] == 'h' || p->s[p->i] == 'l')
				p->i++;
			t->kdn = 1;
			if (is_digit(p->s[p->i])) {
				number(p, &v, &at, &len);
				t->kdn = v > UINT32_MAX ? UINT32_MAX :
				    (uint32_t)v;
			}
			kdat = start;
			kdlen = p->i - start;
		} else if (c == 'd') {
			return fail(p, p->i + 1, 1, "expected 'h', 'l' or a "
			    "number after 'd'");
		} else if (c == '!') {
			if (t->explode)
				return fail(p, p->i, 1,
				    "only one '!' per term");
			p->i++;
			if (p->s[p->i] == '!')
				return fail(p, p->i - 1, 2, "compounding "
				    "explosions ('!!') are not supported");
			if (compare(p, &t->ex, 0, &end) != 0)
				return 1;
			if (t->ex.op == 0) {
				t->ex.op = '=';
				t->ex.n = t->sides;
			}
			t->explode = 1;
			t->excol = (unsigned long)start + 1;
			t->exlen = (unsigned long)(end - start);
		} else if (c == 'r') {
			if (t->nrr == DICE_MAX_REROLLS)
				return fail(p, p->i, 1, "too many reroll "
				    "conditions (the limit is %d)",
				    DICE_MAX_REROLLS);
			p->i++;
			if (compare(p, &t->rr[t->nrr], 1, &end) != 0)
				return 1;
			if (cond_count(&t->rr[t->nrr], 1, t->sides) == 0)
				return fail(p, start, end - start, "reroll "
				    "condition '%s' never holds on a d%lu",
				    cond_text(&t->rr[t->nrr], buf,
				    sizeof(buf)), (unsigned long)t->sides);
			if (t->nrr == 0)
				rrat = start;
			t->nrr++;
			allowed_faces(t);
			if (t->nallowed == 0)
				return fail(p, rrat, end - rrat, "rerolling "
				    "every face of a d%lu would never end",
				    (unsigned long)t->sides);
		} else
			break;
	}
	allowed_faces(t);
	if (t->explode) {
		uint32_t n = 0;

		for (k = 0; k < t->nallow; k++)
			n += cond_count(&t->ex, t->allow[k].lo,
			    t->allow[k].hi);
		if (n == 0)
			return fail(p, t->excol - 1, t->exlen, "explosion "
			    "condition '%s' never holds on a d%lu%s",
			    cond_text(&t->ex, buf, sizeof(buf)),
			    (unsigned long)t->sides,
			    t->nrr ? " that is not rerolled" : "");
		if (n == t->nallowed)
			return fail(p, t->excol - 1, t->exlen, "exploding on "
			    "every face of a d%lu%s would never end",
			    (unsigned long)t->sides,
			    t->nrr ? " that is not rerolled" : "");
	}
	if (t->kd == KD_KH || t->kd == KD_KL) {
		if (t->kdn == 0)
			return fail(p, kdat, kdlen, "cannot keep 0 dice");
		if (t->kdn > t->count)
			return fail(p, kdat, kdlen, "cannot keep %lu of %lu "
			    "%s", (unsigned long)t->kdn,
			    (unsigned long)t->count, dice_noun(t->count));
	} else if (t->kd != KD_NONE) {
		if (t->kdn == 0)
			return fail(p, kdat, kdlen, "cannot drop 0 dice");
		if (t->kdn >= t->count)
			return fail(p, kdat, kdlen, "cannot drop %lu of %lu "
			    "%s", (unsigned long)t->kdn,
			    (unsigned long)t->count, dice_noun(t->count));
	}
	return 0;
}

static int
parse_term(struct parser *p, struct term *t, int sign_at)
{
	uint64_t v = 1;
	size_t at, len, cat = p->i, clen = 0;

	memset(t, 0, sizeof(*t));
	t->col = (unsigned long)p->i + 1;
	if (is_digit(p->s[p->i])) {
		number(p, &v, &cat, &clen);
		if (p->s[p->i] != 'd') {
			if (v > DICE_MAX_CONST)
				return fail(p, cat, clen, "number '%.*s' is "
				    "out of range (0 to %d)", (int)clen,
				    p->s + cat, DICE_MAX_CONST);
			t->value = (uint32_t)v;
			t->len = (unsigned long)clen;
			return 0;
		}
		if (v < 1 || v > DICE_MAX_COUNT)
			return fail(p, cat, clen, "number of dice '%.*s' is "
			    "out of range (1 to %d)", (int)clen, p->s + cat,
			    DICE_MAX_COUNT);
	} else if (p->s[p->i] != 'd') {
		if (p->s[p->i] == '\0' || p->s[p->i] == ' ' ||
		    p->s[p->i] == '\t') {
			if (sign_at < 0)
				return fail(p, 0, 1, "empty expression");
			return fail(p, p->i, 1, "expected a number or dice "
			    "after '%c'", p->s[sign_at]);
		}
		return unexpected(p, p->i);
	}
	t->dice = 1;
	t->count = (uint32_t)v;
	p->i++;				/* 'd' */
	if (p->s[p->i] == '%') {
		t->sides = 100;
		p->i++;
	} else if (is_digit(p->s[p->i])) {
		number(p, &v, &at, &len);
		if (v < 1 || v > DICE_MAX_SIDES)
			return fail(p, at, len, "number of sides '%.*s' is "
			    "out of range (1 to %d)", (int)len, p->s + at,
			    DICE_MAX_SIDES);
		t->sides = (uint32_t)v;
	} else
		return fail(p, p->i, 1, "expected a number of sides or '%%' "
		    "after 'd'");
	if (parse_modifiers(p, t) != 0)
		return 1;
	if (t->explode && t->count > DICE_MAX_EXPLODING)
		return fail(p, cat, clen, "number of exploding dice '%.*s' is "
		    "out of range (1 to %d)", (int)clen, p->s + cat,
		    DICE_MAX_EXPLODING);
	t->len = (unsigned long)p->i + 1 - t->col;
	return 0;
}

static void
skip_blanks(struct parser *p)
{
	while (p->s[p->i] == ' ' || p->s[p->i] == '\t')
		p->i++;
}

static int
parse(struct parser *p, struct dice_expr *e)
{
	int neg = 0, sign_at = -1;

	skip_blanks(p);
	if (p->s[p->i] == '+' || p->s[p->i] == '-') {
		neg = p->s[p->i] == '-';
		sign_at = (int)p->i++;
		skip_blanks(p);
	}
	for (;;) {
		if (e->nterms == DICE_MAX_TERMS)
			return fail(p, p->i, 1, "too many terms (the limit "
			    "is %d)", DICE_MAX_TERMS);
		if (parse_term(p, &e->t[e->nterms], sign_at) != 0)
			return 1;
		e->t[e->nterms++].neg = neg;
		skip_blanks(p);
		if (p->s[p->i] == '\0')
			return 0;
		if (p->s[p->i] != '+' && p->s[p->i] != '-')
			return unexpected(p, p->i);
		neg = p->s[p->i] == '-';
		sign_at = (int)p->i++;
		skip_blanks(p);
	}
}

int
dice_parse(struct dice_expr **ep, const char *text, struct dice_err *err)
{
	struct dice_expr *e;
	struct parser p;

	*ep = NULL;
	if ((e = mem_zalloc(sizeof(*e))) == NULL)
		return -1;
	p.s = text;
	p.i = 0;
	p.err = err;
	if (strlen(text) > INT_MAX / 2) {
		fail(&p, 0, 1, "expression too long");
		mem_free(e);
		return 1;
	}
	if (parse(&p, e) != 0) {
		mem_free(e);
		return 1;
	}
	*ep = e;
	return 0;
}

void
dice_free(struct dice_expr *e)
{
	if (e == NULL)
		return;
	mem_free(e->v);
	mem_free(e->scratch);
	mem_free(e);
}

/* ---- rolling ---- */

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
rerolled(const struct term *t, uint32_t v)
{
	unsigned k;

	for (k = 0; k < t->nrr; k++)
		if (cond_holds(&t->rr[k], v))
			return 1;
	return 0;
}

/* The i-th (0-based) face that is not rerolled. */
static uint32_t
allowed_face(const struct term *t, uint32_t i)
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
roll_one(const struct term *t, const struct dice_src *src, uint32_t *rr,
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
kd_add(struct dice_expr *e, const struct term *t, uint32_t v)
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
kd_pick(struct dice_expr *e, const struct term *t, struct pick *pk,
    int64_t *sum)
{
	size_t m = e->m, k, i, beyond = 0;
	uint32_t th = 0, f;
	int64_t s = 0;

	pk->high = t->kd == KD_KH || t->kd == KD_DL;
	k = t->kd == KD_KH || t->kd == KD_KL ? t->kdn : m - t->kdn;
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
throw_dice(struct dice_expr *e, const struct term *t,
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
			    cond_holds(&t->ex, v);
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
roll_term(struct dice_expr *e, const struct term *t,
    const struct dice_src *src, struct show *sh, int64_t *sum)
{
	struct pick pk;
	uint64_t pos = 0;
	int64_t s;
	size_t i;
	int rv;

	if (!t->explode && t->nrr == 0 && t->kd == KD_NONE && sh == NULL) {
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
	if (t->kd == KD_NONE)
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
		const struct term *t = &e->t[j];

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

/* ---- counting ---- */

typedef uint32_t limb;

/* Totals lo .. lo + n - 1 with their counts, n numbers of w limbs. */
struct dist {
	int64_t		 lo;
	size_t		 n;
	limb		*c;
};

struct dice_stats {
	unsigned	 w;		/* limbs of every number */
	limb		*outcomes;
	struct dist	 d;
	size_t		 nprimes;	/* the primes that divide outcomes */
	uint32_t	 primes[8 * DICE_MAX_TERMS];
	limb		*tmp;		/* NTMP numbers of scratch */
	limb		*shifted;	/* 2 * outcomes << b, b < NSHIFT */
	/* a count in decimal (numsz bytes), then a fraction (2 * numsz):
	 * each has the room of the longest it can hold, so that writing
	 * one never runs into the other */
	char		*str;
	size_t		 numsz;		/* bytes for one number: NUMSZ(w) */
};

#define NTMP	8
#define NSHIFT	20
/* A number of w limbs has at most 10 digits a limb (2^32 < 10^10); and
 * a NUL.  A fraction is two numbers, a slash and a NUL. */
#define NUMSZ(w)	((size_t)(w) * 10 + 1)
/* A decimal that dice_stats_write prints: an integer part below 2^52
 * (16 digits), a point, six decimals, a NUL, with room to spare. */
#define DECSZ	32

static void
big_set(limb *a, unsigned w, uint64_t v)
{
	memset(a, 0, w * sizeof(limb));
	a[0] = (limb)v;
	if (w > 1)
		a[1] = (limb)(v >> 32);
}

static int
big_is_zero(const limb *a, unsigned w)
{
	unsigned i;

	for (i = 0; i < w; i++)
		if (a[i] != 0)
			return 0;
	return 1;
}

static int
big_cmp(const limb *a, const limb *b, unsigned w)
{
	while (w-- > 0)
		if (a[w] != b[w])
			return a[w] < b[w] ? -1 : 1;
	return 0;
}

/* The limbs up to the most significant that is not 0. */
static unsigned
big_limbs(const limb *a, unsigned w)
{
	while (w > 0 && a[w - 1] == 0)
		w--;
	return w;
}

/* a += b */
static void
big_add(limb *a, const limb *b, unsigned w)
{
	uint64_t c = 0;
	unsigned i;

	for (i = 0; i < w; i++) {
		c += (uint64_t)a[i] + b[i];
		a[i] = (limb)c;
		c >>= 32;
	}
}

/* a -= b, modulo 2^(32w) */
static void
big_sub(limb *a, const limb *b, unsigned w)
{
	uint64_t borrow = 0;
	unsigned i;

	for (i = 0; i < w; i++) {
		uint64_t x = (uint64_t)a[i] - b[i] - borrow;

		a[i] = (limb)x;
		borrow = (x >> 32) & 1;
	}
}

/* a += b * m; no step can exceed 2^64 - 1 */
static void
big_addmul32(limb *a, const limb *b, uint32_t m, unsigned w)
{
	uint64_t c = 0;
	unsigned i;

	if (m == 0)
		return;
	for (i = 0; i < w; i++) {
		c += (uint64_t)a[i] + (uint64_t)b[i] * m;
		a[i] = (limb)c;
		c >>= 32;
	}
}

static void
big_addmul64(limb *a, const limb *b, uint64_t m, unsigned w)
{
	big_addmul32(a, b, (uint32_t)m, w);
	if (w > 1)
		big_addmul32(a + 1, b, (uint32_t)(m >> 32), w - 1);
}

/* a += b * c, modulo 2^(32w) */
static void
big_addmulbig(limb *a, const limb *b, const limb *c, unsigned w)
{
	unsigned j;

	for (j = 0; j < w; j++)
		big_addmul32(a + j, b, c[j], w - j);
}

/* a *= m; nonzero when the product does not fit */
static int
big_mul32(limb *a, unsigned w, uint32_t m)
{
	uint64_t c = 0;
	unsigned i;

	for (i = 0; i < w; i++) {
		c += (uint64_t)a[i] * m;
		a[i] = (limb)c;
		c >>= 32;
	}
	return c != 0;
}

/* a /= d; the remainder */
static uint32_t
big_div32(limb *a, unsigned w, uint32_t d)
{
	uint64_t r = 0;

	while (w-- > 0) {
		r = r << 32 | a[w];
		a[w] = (limb)(r / d);
		r %= d;
	}
	return (uint32_t)r;
}

static uint32_t
big_mod32(const limb *a, unsigned w, uint32_t d)
{
	uint64_t r = 0;

	while (w-- > 0)
		r = (r << 32 | a[w]) % d;
	return (uint32_t)r;
}

/* a in decimal into out (NUMSZ(w) bytes); tmp holds w limbs of
 * scratch.  The length.  Only the number's own digits are ever written
 * (nine a step, fewer in the last), so that out need not have room for
 * more. */
static size_t
big_str(const limb *a, unsigned w, limb *tmp, char *out)
{
	size_t n = 0, i;
	uint32_t r;
	int k;

	w = big_limbs(a, w);
	memcpy(tmp, a, w * sizeof(limb));
	do {
		r = big_div32(tmp, w, 1000000000);
		w = big_limbs(tmp, w);
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

/* The largest q <= hi with d * q <= a; t: w limbs of scratch. */
static uint64_t
big_quot(const limb *a, const limb *d, unsigned w, uint64_t hi, limb *t)
{
	uint64_t lo = 0, mid;

	while (lo < hi) {
		mid = lo + (hi - lo + 1) / 2;
		memset(t, 0, w * sizeof(limb));
		big_addmul64(t, d, mid, w);
		if (big_cmp(t, a, w) <= 0)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

static limb *
cnt(const struct dist *d, size_t i, unsigned w)
{
	return d->c + i * w;
}

/* The faces of a term as totals: its smallest and largest value. */
static void
face_range(const struct term *t, uint32_t *lo, uint32_t *hi)
{
	*lo = t->allow[0].lo;
	*hi = t->allow[t->nallow - 1].hi;
}

static uint32_t
kept(const struct term *t)
{
	return t->kd == KD_KH || t->kd == KD_KL ? t->kdn : t->count - t->kdn;
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
add_die(const struct term *t, const struct dist *a, struct dist *b,
    limb *prefix, unsigned w)
{
	int64_t fmin, fmax, x, lo_i, hi_i, fa, fb;
	size_t i, j;
	unsigned k;
	uint32_t flo, fhi;

	face_range(t, &flo, &fhi);
	fmin = t->neg ? -(int64_t)fhi : flo;
	fmax = t->neg ? -(int64_t)flo : fhi;
	memset(prefix, 0, w * sizeof(limb));
	for (i = 0; i < a->n; i++) {
		memcpy(prefix + (i + 1) * w, prefix + i * w,
		    w * sizeof(limb));
		big_add(prefix + (i + 1) * w, cnt(a, i, w), w);
	}
	b->lo = a->lo + fmin;
	b->n = a->n + (size_t)(fmax - fmin);
	for (j = 0; j < b->n; j++) {
		limb *c = cnt(b, j, w);

		memset(c, 0, w * sizeof(limb));
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
			big_add(c, prefix + (size_t)hi_i * w, w);
			big_sub(c, prefix + (size_t)lo_i * w, w);
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
kd_dist(const struct term *t, limb *dp, struct dist *d, unsigned w)
{
	static uint64_t binom[DICE_STATS_KEEP + 1][DICE_STATS_KEEP + 1];
	uint32_t n = t->count, k = kept(t), flo, fhi, v, f, j, j2;
	int high = t->kd == KD_KH || t->kd == KD_DL;
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
	memset(dp, 0, (size_t)(n + 1) * row * w * sizeof(limb));
	dp[0] = 1;
	ns = t->nallow;
	for (sp = 0; sp < ns; sp++) {
		const struct span *a = &t->allow[high ? ns - 1 - sp : sp];

		for (f = 0; f <= a->hi - a->lo; f++) {
			v = high ? a->hi - f : a->lo + f;
			for (j2 = n; j2 >= 1; j2--)
				for (j = 0; j < j2; j++) {
					kj = j < k ? j : k;
					kc = j2 - j < k - kj ? j2 - j : k - kj;
					shift = kc * (v - flo);
					last = kj * (fhi - flo);
					for (s = 0; s <= last; s++) {
						const limb *from = dp +
						    (j * row + s) * w;

						if (big_is_zero(from, w))
							continue;
						big_addmul64(dp + (j2 * row +
						    s + shift) * w, from,
						    binom[n - j][j2 - j], w);
					}
				}
		}
	}
	d->lo = (int64_t)k * flo;
	d->n = row;
	memcpy(d->c, dp + (size_t)n * row * w, row * w * sizeof(limb));
}

/* b = a convolved with the term distribution d (with its sign). */
static void
convolve(const struct dist *a, const struct dist *d, int neg,
    struct dist *b, unsigned w)
{
	size_t i, j, at;

	b->n = a->n + d->n - 1;
	b->lo = a->lo + (neg ? -(d->lo + (int64_t)d->n - 1) : d->lo);
	memset(b->c, 0, b->n * w * sizeof(limb));
	for (i = 0; i < a->n; i++) {
		if (big_is_zero(cnt(a, i, w), w))
			continue;
		for (j = 0; j < d->n; j++) {
			at = i + (neg ? d->n - 1 - j : j);
			/* the loop runs over the limbs of a's count,
			 * often a single one */
			big_addmulbig(cnt(b, at, w), cnt(d, j, w),
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
	limb big[DICE_STATS_BITS / 32 + 1];
	unsigned tw = DICE_STATS_BITS / 32 + 1, w;
	uint64_t span = 1, i;
	size_t j, dpmax = 0;
	double work = 0, accn = 1, row, faces, nn;
	uint32_t flo, fhi;
	char msg[160];

	big_set(big, tw, 1);
	for (j = 0; j < e->nterms; j++) {
		const struct term *t = &e->t[j];

		if (!t->dice)
			continue;
		if (t->explode)
			return stats_fail(err, t->excol, t->exlen,
			    "--stats cannot count exploding dice");
		if (t->kd != KD_NONE && t->count > DICE_STATS_KEEP) {
			snprintf(msg, sizeof(msg), "--stats counts keep and "
			    "drop on at most %d dice", DICE_STATS_KEEP);
			return stats_fail(err, t->col, t->len, msg);
		}
		if (t->nallowed >= 2)
			for (i = 0; i < t->count; i++)
				if (big_mul32(big, tw, t->nallowed) ||
				    big[tw - 1] != 0) {
					snprintf(msg, sizeof(msg), "--stats "
					    "counts fewer than 2^%d outcomes",
					    DICE_STATS_BITS);
					return stats_fail(err, 1,
					    t->col + t->len - 1, msg);
				}
		face_range(t, &flo, &fhi);
		span += (uint64_t)(t->kd != KD_NONE ? kept(t) : t->count) *
		    (fhi - flo);
		if (span > DICE_STATS_SPAN) {
			snprintf(msg, sizeof(msg), "--stats counts at most %d "
			    "different totals", DICE_STATS_SPAN);
			return stats_fail(err, 1, t->col + t->len - 1, msg);
		}
	}
	w = big_limbs(big, tw) + 4;
	/* the work, in steps of one limb, in the order dice_stats goes */
	for (j = 0; j < e->nterms; j++) {
		const struct term *t = &e->t[j];

		if (!t->dice || t->kd == KD_NONE)
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
		const struct term *t = &e->t[j];
		double d;

		if (!t->dice || t->kd != KD_NONE || t->nallowed == 1)
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
	limb *prefix = NULL, *dp = NULL;
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
	st->numsz = NUMSZ(w);
	for (j = 0; j < e->nterms; j++)
		if (e->t[j].dice && e->t[j].kd != KD_NONE) {
			uint32_t flo, fhi;

			face_range(&e->t[j], &flo, &fhi);
			if ((size_t)kept(&e->t[j]) * (fhi - flo) + 1 > n)
				n = (size_t)kept(&e->t[j]) * (fhi - flo) + 1;
		}
	if ((st->outcomes = mem_array(NULL, w, sizeof(limb))) == NULL ||
	    (st->tmp = mem_array(NULL, (size_t)(NTMP + NSHIFT) * w,
	    sizeof(limb))) == NULL ||
	    (st->str = mem_array(NULL, 3, st->numsz)) == NULL ||
	    (a.c = mem_array(NULL, span * w, sizeof(limb))) == NULL ||
	    (b.c = mem_array(NULL, span * w, sizeof(limb))) == NULL ||
	    (prefix = mem_array(NULL, (span + 1) * w,
	    sizeof(limb))) == NULL ||
	    (n > 0 && ((kd.c = mem_array(NULL, n * w,
	    sizeof(limb))) == NULL ||
	    (dp = mem_array(NULL, dpmax * w, sizeof(limb))) == NULL))) {
		mem_free(a.c);
		mem_free(b.c);
		mem_free(kd.c);
		mem_free(prefix);
		mem_free(dp);
		dice_stats_free(st);
		return -1;
	}
	big_set(st->outcomes, w, 1);
	for (j = 0; j < e->nterms; j++) {
		const struct term *t = &e->t[j];

		if (!t->dice)
			c += t->neg ? -(int64_t)t->value : t->value;
		else if (t->nallowed == 1)
			c += (t->neg ? -(int64_t)t->count : t->count) *
			    (int64_t)t->allow[0].lo;
		else {
			for (i = 0; i < t->count; i++)
				big_mul32(st->outcomes, w, t->nallowed);
			add_primes(st, t->nallowed);
		}
	}
	st->shifted = st->tmp + (size_t)NTMP * w;
	for (i = 0; i < NSHIFT; i++) {
		memcpy(st->shifted + i * w, i ? st->shifted + (i - 1) * w :
		    st->outcomes, w * sizeof(limb));
		big_add(st->shifted + i * w, st->shifted + i * w, w);
	}
	a.lo = c;
	a.n = 1;
	big_set(a.c, w, 1);
	for (j = 0; j < e->nterms; j++) {
		const struct term *t = &e->t[j];

		if (!t->dice || t->kd == KD_NONE)
			continue;
		kd_dist(t, dp, &kd, w);
		convolve(&a, &kd, t->neg, &b, w);
		tmp = a;
		a = b;
		b = tmp;
	}
	for (j = 0; j < e->nterms; j++) {
		const struct term *t = &e->t[j];

		if (!t->dice || t->kd != KD_NONE || t->nallowed == 1)
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
 * changed), into out (2 * NUMSZ(w) bytes): "num/den", or "num" when den
 * is 1.  Below 2^64, by Euclid's algorithm in one machine word. */
static void
fraction(const struct dice_stats *st, limb *num, limb *den, char *out)
{
	unsigned w = st->w, nl, dl;
	limb *t = st->tmp + 7 * w;
	size_t i, n;

	if (big_is_zero(num, w)) {
		strcpy(out, "0");
		return;
	}
	nl = big_limbs(num, w);
	dl = big_limbs(den, w);
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
		while (big_mod32(num, nl, pw[m]) == 0 &&
		    big_mod32(den, dl, pw[m]) == 0) {
			big_div32(num, nl, pw[m]);
			big_div32(den, dl, pw[m]);
		}
		for (j = m - 1; j >= 0; j--)
			if (big_mod32(num, nl, pw[j]) == 0 &&
			    big_mod32(den, dl, pw[j]) == 0) {
				big_div32(num, nl, pw[j]);
				big_div32(den, dl, pw[j]);
			}
	}
	n = big_str(num, w, t, out);
	big_set(t, w, 1);
	if (big_cmp(den, t, w) != 0) {
		out[n++] = '/';
		big_str(den, w, t, out + n);
	}
}

/* num/den rounded half up to six decimals, into out (DECSZ bytes); hi
 * bounds the integer part. */
static void
decimal6(const struct dice_stats *st, const limb *num, const limb *den,
    uint64_t hi, char *out)
{
	unsigned w = st->w;
	limb *r = st->tmp + 4 * w, *d2 = st->tmp + 5 * w;
	limb *t = st->tmp + 6 * w;
	uint64_t ip, frac;

	ip = big_quot(num, den, w, hi, t);
	memcpy(r, num, w * sizeof(limb));
	memset(t, 0, w * sizeof(limb));
	big_addmul64(t, den, ip, w);
	big_sub(r, t, w);
	/* frac = floor((2 * 10^6 * r + den) / (2 * den)) */
	big_mul32(r, w, 2000000);
	big_add(r, den, w);
	memcpy(d2, den, w * sizeof(limb));
	big_mul32(d2, w, 2);
	frac = big_quot(r, d2, w, 1000000, t);
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
row_decimal(const struct dice_stats *st, const limb *c, char *out)
{
	unsigned w = st->w;
	limb *n = st->tmp + 3 * w;
	uint32_t q = 0;
	int b;

	memcpy(n, c, w * sizeof(limb));
	big_mul32(n, w, 2000000);
	big_add(n, st->outcomes, w);
	for (b = NSHIFT - 1; b >= 0; b--)
		if (big_cmp(n, st->shifted + (size_t)b * w, w) >= 0) {
			big_sub(n, st->shifted + (size_t)b * w, w);
			q |= (uint32_t)1 << b;
		}
	snprintf(out, DECSZ, "%u.%06u", q / 1000000, q % 1000000);
}

void
dice_stats_write(const struct dice_stats *st, const char *label, FILE *fp)
{
	unsigned w = st->w;
	limb *pos = st->tmp, *neg = st->tmp + w, *t = st->tmp + 2 * w;
	const limb *most = NULL, *c;
	size_t i, first = SIZE_MAX, last = 0;
	char *cs = st->str, *fs = st->str + st->numsz;
	char ds[DECSZ], tot[2][32];
	int wt, wc, negative;

	for (i = 0; i < st->d.n; i++) {
		c = cnt(&st->d, i, w);
		if (big_is_zero(c, w))
			continue;
		if (first == SIZE_MAX)
			first = i;
		last = i;
		if (most == NULL || big_cmp(c, most, w) > 0)
			most = c;
	}
	/* the widths of the aligned columns: the longest total and count */
	snprintf(tot[0], sizeof(tot[0]), "%lld",
	    (long long)(st->d.lo + (int64_t)first));
	snprintf(tot[1], sizeof(tot[1]), "%lld",
	    (long long)(st->d.lo + (int64_t)last));
	wt = (int)(strlen(tot[0]) > strlen(tot[1]) ? strlen(tot[0]) :
	    strlen(tot[1]));
	wc = (int)big_str(most, w, t, cs);
	big_str(st->outcomes, w, t, cs);
	big_set(t, w, 1);
	fprintf(fp, "%s: %s outcome%s\n", label, cs,
	    big_cmp(st->outcomes, t, w) == 0 ? "" : "s");
	for (i = first; i <= last; i++) {
		c = cnt(&st->d, i, w);
		if (big_is_zero(c, w))
			continue;
		big_str(c, w, t, cs);
		row_decimal(st, c, ds);
		memcpy(pos, c, w * sizeof(limb));
		memcpy(neg, st->outcomes, w * sizeof(limb));
		fraction(st, pos, neg, fs);
		fprintf(fp, "%*lld  %*s  %s  %s\n", wt,
		    (long long)(st->d.lo + (int64_t)i), wc, cs, ds, fs);
	}
	/* the mean: the sum of total * count, over the outcomes */
	memset(pos, 0, 2 * w * sizeof(limb));
	for (i = first; i <= last; i++) {
		int64_t x = st->d.lo + (int64_t)i;

		if (x >= 0)
			big_addmul64(pos, cnt(&st->d, i, w), (uint64_t)x, w);
		else
			big_addmul64(neg, cnt(&st->d, i, w),
			    (uint64_t)-x, w);
	}
	negative = big_cmp(pos, neg, w) < 0;
	if (negative) {
		big_sub(neg, pos, w);
		memcpy(pos, neg, w * sizeof(limb));
	} else
		big_sub(pos, neg, w);
	/* pos: |sum|; neg: the outcomes, reduced with it below */
	decimal6(st, pos, st->outcomes, UINT64_C(1) << 52, ds);
	memcpy(neg, st->outcomes, w * sizeof(limb));
	fraction(st, pos, neg, fs);
	negative = negative && strcmp(fs, "0") != 0;
	fprintf(fp, "mean: %s%s = %s%s\n", negative ? "-" : "", fs,
	    negative && strcmp(ds, "0.000000") != 0 ? "-" : "", ds);
	fprintf(fp, "min: %s\nmax: %s\n", tot[0], tot[1]);
}
