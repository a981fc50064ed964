/*
 * dice-parse: dice notation into a struct dice_expr (the grammar and
 * the limits are in dice.h), and its release.
 *
 * One pass from left to right: parse reads the terms, parse_term one
 * term, parse_modifiers its modifiers.  Each refusal is one call of
 * fail with the column and length of the text at fault.  Numbers
 * saturate instead of overflowing, so that one too large is refused as
 * out of range with its own text.  Each reroll condition read narrows
 * the faces allowed (allowed_faces), so that a term that could never
 * stop rerolling is refused at the condition that makes it so.
 */
#include "dice.h"
#include "dice-int.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "mem.h"
#include "text.h"

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

/* How many of the faces lo..hi meet c. */
static uint32_t
cond_count(const struct dice_cond *c, uint32_t lo, uint32_t hi)
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
compare(struct parser *p, struct dice_cond *c, int required, size_t *end)
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
cond_text(const struct dice_cond *c, char *buf, size_t n)
{
	if (c->op == '=')
		snprintf(buf, n, "%lu", (unsigned long)c->n);
	else
		snprintf(buf, n, "%c%lu", c->op, (unsigned long)c->n);
	return buf;
}

/* The faces of t that no reroll condition meets, as ascending spans. */
static void
allowed_faces(struct dice_term *t)
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
			const struct dice_cond *c = &t->rr[k];
			int in = dice_cond_holds(c, f);

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
parse_modifiers(struct parser *p, struct dice_term *t)
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
			if (t->kd != DICE_KD_NONE)
				return fail(p, p->i, 1,
				    "only one keep or drop per term");
			p->i++;
			if (p->s[p->i] == 'h')
				t->kd = c == 'k' ? DICE_KD_KH : DICE_KD_DH;
			else if (p->s[p->i] == 'l')
				t->kd = c == 'k' ? DICE_KD_KL : DICE_KD_DL;
			else
				t->kd = c == 'k' ? DICE_KD_KH : DICE_KD_DL;
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
	if (t->kd == DICE_KD_KH || t->kd == DICE_KD_KL) {
		if (t->kdn == 0)
			return fail(p, kdat, kdlen, "cannot keep 0 dice");
		if (t->kdn > t->count)
			return fail(p, kdat, kdlen, "cannot keep %lu of %lu "
			    "%s", (unsigned long)t->kdn,
			    (unsigned long)t->count, die_noun(t->count));
	} else if (t->kd != DICE_KD_NONE) {
		if (t->kdn == 0)
			return fail(p, kdat, kdlen, "cannot drop 0 dice");
		if (t->kdn >= t->count)
			return fail(p, kdat, kdlen, "cannot drop %lu of %lu "
			    "%s", (unsigned long)t->kdn,
			    (unsigned long)t->count, die_noun(t->count));
	}
	return 0;
}

static int
parse_term(struct parser *p, struct dice_term *t, int sign_at)
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
