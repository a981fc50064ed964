/*
 * dice-parse: dice notation into a struct dice_expr (the grammar and
 * the limits are in dice.h), and its release.
 *
 * Recursive descent, one function a rule of the grammar, each building
 * nodes in the expression's array and returning the index of the one it
 * made.  Each refusal is one call of fail with the column and length of
 * the text at fault.  Numbers saturate instead of overflowing, so that
 * one too large is refused as out of range with its own text.  Each
 * reroll condition read narrows the faces allowed (allowed_faces), so
 * that a term that could never stop rerolling is refused at the
 * condition that makes it so.  Once the tree is whole, dice_bound
 * (dice-bound.c) works out every node's bounds.
 */
#include "dice.h"
#include "dice-int.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "mem.h"
#include "text.h"

struct parser {
	const char		*s;
	size_t			 i;
	struct dice_err		*err;
	struct dice_expr	*e;
	unsigned		 terms;		/* numbers and dice so far */
	unsigned		 depth;		/* parentheses, groups, ... */
};

/* The results of the parsing functions: a node's index, or one of
 * these. */
#define REFUSED	(-1)
#define NOMEM	(-2)

/* Refuse: the column and length at fault, and why. */
#define fail(p, at, len, ...) \
	(dice_err_set((p)->err, (at), (len), __VA_ARGS__), REFUSED)

static int
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

static int
is_lower(int c)
{
	return c >= 'a' && c <= 'z';
}

static struct dice_node *
node(struct parser *p, int32_t i)
{
	return &p->e->n[i];
}

/* A new node of kind k whose text starts at the parser. */
static int32_t
new_node(struct parser *p, enum dice_kind k)
{
	struct dice_expr *e = p->e;
	struct dice_node *n;

	if (mem_grow(&e->n, &e->ncap, e->nnodes + 1, sizeof(*e->n)) < 0)
		return NOMEM;
	n = &e->n[e->nnodes];
	memset(n, 0, sizeof(*n));
	n->kind = k;
	n->col = (unsigned long)p->i + 1;
	n->a = n->b = n->next = -1;
	return (int32_t)e->nnodes++;
}

/* The node's text ends at the parser. */
static void
end_node(struct parser *p, int32_t i)
{
	node(p, i)->len = (unsigned long)p->i + 1 - node(p, i)->col;
}

/* The character at the parser, for messages. */
static int32_t
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

static void
skip_blanks(struct parser *p)
{
	while (p->s[p->i] == ' ' || p->s[p->i] == '\t')
		p->i++;
}

/* ---- conditions and faces ---- */

/* The faces of d (as thrown, 1..sides) that meet c: *a..*b, empty when
 * *a > *b.  What the faces show does not decrease with the face, so the
 * faces meeting a condition are one span. */
static void
cond_faces(const struct dice_node *d, const struct dice_cond *c, uint32_t *a,
    uint32_t *b)
{
	uint32_t f;

	if (d->fudge) {
		*a = 1;
		*b = 0;
		for (f = d->sides; f >= 1; f--)
			if (dice_cond_holds(c, dice_face(d, f)))
				*a = f;
		for (f = 1; f <= d->sides; f++)
			if (dice_cond_holds(c, dice_face(d, f)))
				*b = f;
		return;
	}
	*a = 1;
	*b = d->sides;
	switch (c->op) {
	case '<':
		if (c->n < d->sides)
			*b = c->n < 1 ? 0 : (uint32_t)c->n;
		break;
	case '>':
		if (c->n > 1)
			*a = c->n > d->sides ? d->sides + 1 : (uint32_t)c->n;
		break;
	default:
		if (c->n < 1 || c->n > d->sides)
			*b = 0;
		else
			*a = *b = (uint32_t)c->n;
		break;
	}
}

/* How many of the faces lo..hi of d meet c. */
static uint32_t
cond_count(const struct dice_node *d, const struct dice_cond *c, uint32_t lo,
    uint32_t hi)
{
	uint32_t a, b;

	cond_faces(d, c, &a, &b);
	if (a < lo)
		a = lo;
	if (b > hi)
		b = hi;
	return a > b ? 0 : b - a + 1;
}

/* The faces of d that no reroll condition meets, as ascending spans.
 * With "ro" every face can be kept (the second throw stands), so the
 * spans are all the faces. */
static void
allowed_faces(struct dice_node *d)
{
	uint32_t f = 1, a, b, next;
	unsigned k;

	d->nallow = 0;
	d->nallowed = 0;
	while (f <= d->sides) {
		/* skip the faces some condition meets, from f on, until
		 * none meets f */
		for (k = 0; k < d->nrr && !d->rronce; k++) {
			cond_faces(d, &d->rr[k], &a, &b);
			if (a <= f && f <= b) {
				if (b >= d->sides)
					return;
				f = b + 1;
				k = UINT_MAX;	/* from the first again */
			}
		}
		/* the run ends before the next condition's span */
		next = d->sides;
		for (k = 0; k < d->nrr && !d->rronce; k++) {
			cond_faces(d, &d->rr[k], &a, &b);
			if (a <= b && a > f && a - 1 < next)
				next = a - 1;
		}
		d->allow[d->nallow].lo = f;
		d->allow[d->nallow].hi = next;
		d->nallow++;
		d->nallowed += next - f + 1;
		f = next + 1;
	}
}

/* A compare point, or with bare a number alone (exactly that), at the
 * parser, after the modifier that starts at start.  required: must
 * there be one?  *end: where it ends.  0, or REFUSED. */
static int
compare(struct parser *p, struct dice_cond *c, int bare, int required,
    size_t start, size_t *end)
{
	uint64_t v;
	size_t at = p->i, len;
	int neg = 0;

	c->op = '=';
	if (p->s[p->i] == '<' || p->s[p->i] == '>' || p->s[p->i] == '=') {
		c->op = p->s[p->i++];
		if (c->op != '=' && p->s[p->i] == '=')
			p->i++;
		/* after an operator a number may be negative, for fudge
		 * dice */
		if (p->s[p->i] == '-') {
			neg = 1;
			p->i++;
		}
		if (!is_digit(p->s[p->i]))
			return fail(p, p->i, 1, "expected a number after "
			    "'%.*s'", (int)(p->i - at), p->s + at);
	} else if (!bare || !is_digit(p->s[p->i])) {
		if (required)
			return fail(p, p->i, 1, "expected a number, or '<', "
			    "'>' or '=' and a number, after '%.*s'",
			    (int)(p->i - start), p->s + start);
		c->op = 0;
		*end = p->i;
		return 0;
	}
	number(p, &v, &at, &len);
	c->n = v > INT32_MAX ? INT32_MAX : (int64_t)v;
	if (neg)
		c->n = -c->n;
	*end = p->i;
	return 0;
}

/* The text of a compare point, for messages. */
static const char *
cond_text(const struct dice_cond *c, char *buf, size_t n)
{
	if (c->op == '=')
		snprintf(buf, n, "%lld", (long long)c->n);
	else
		snprintf(buf, n, "%c%lld", c->op, (long long)c->n);
	return buf;
}

/* The name of a die, for messages: "d6", "dF", "dF.1". */
static const char *
die_name(const struct dice_node *d, char *buf, size_t n)
{
	if (d->fudge == 2)
		snprintf(buf, n, "dF");
	else if (d->fudge == 1)
		snprintf(buf, n, "dF.1");
	else
		snprintf(buf, n, "d%lu", (unsigned long)d->sides);
	return buf;
}

/* ---- modifiers ---- */

/* A keep or drop at the parser ('k', or 'd' and 'h', 'l' or a digit). */
static int
keep_drop(struct parser *p, struct dice_mods *m, size_t *at, size_t *len)
{
	char c = p->s[p->i];
	uint64_t v;
	size_t nat, nlen;

	if (m->kd != DICE_KD_NONE)
		return fail(p, p->i, 1, "only one keep or drop per term");
	*at = p->i++;
	if (p->s[p->i] == 'h')
		m->kd = c == 'k' ? DICE_KD_KH : DICE_KD_DH;
	else if (p->s[p->i] == 'l')
		m->kd = c == 'k' ? DICE_KD_KL : DICE_KD_DL;
	else
		m->kd = c == 'k' ? DICE_KD_KH : DICE_KD_DL;
	if (p->s[p->i] == 'h' || p->s[p->i] == 'l')
		p->i++;
	m->kdn = 1;
	if (is_digit(p->s[p->i])) {
		number(p, &v, &nat, &nlen);
		m->kdn = v > UINT32_MAX ? UINT32_MAX : (uint32_t)v;
	}
	*len = p->i - *at;
	return 0;
}

/* The keep or drop of m against n dice (or sub-expressions) read at
 * at, len: 0 or REFUSED. */
static int
check_kd(struct parser *p, const struct dice_mods *m, uint32_t n,
    const char *noun, size_t at, size_t len)
{
	if (m->kd == DICE_KD_KH || m->kd == DICE_KD_KL) {
		if (m->kdn == 0)
			return fail(p, at, len, "cannot keep 0 %s", noun);
		if (m->kdn > n)
			return fail(p, at, len, "cannot keep %lu of %lu %s",
			    (unsigned long)m->kdn, (unsigned long)n,
			    n == 1 && strcmp(noun, "dice") == 0 ? "die" :
			    noun);
	} else if (m->kd != DICE_KD_NONE) {
		if (m->kdn == 0)
			return fail(p, at, len, "cannot drop 0 %s", noun);
		if (m->kdn >= n)
			return fail(p, at, len, "cannot drop %lu of %lu %s",
			    (unsigned long)m->kdn, (unsigned long)n,
			    n == 1 && strcmp(noun, "dice") == 0 ? "die" :
			    noun);
	}
	return 0;
}

/* A modifier that dice and groups share at the parser: keep or drop, a
 * target and its failures, sorting.  1 when there is none here, 0 when
 * one was read, or REFUSED. */
static int
shared_modifier(struct parser *p, struct dice_mods *m, size_t *kdat,
    size_t *kdlen, size_t *tat)
{
	char c = p->s[p->i];
	size_t start = p->i, end;

	if (c == 'k' || (c == 'd' && (p->s[p->i + 1] == 'h' ||
	    p->s[p->i + 1] == 'l' || is_digit(p->s[p->i + 1]))))
		return keep_drop(p, m, kdat, kdlen);
	if (c == 'd')
		return fail(p, p->i + 1, 1, "expected 'h', 'l' or a number "
		    "after 'd'");
	if (c == '<' || c == '>' || c == '=') {
		if (m->succ)
			return fail(p, p->i, 1, "only one target per term");
		if (compare(p, &m->sc, 0, 1, start, &end) != 0)
			return REFUSED;
		m->succ = 1;
		*tat = start;
		return 0;
	}
	if (c == 'f') {
		if (m->fail)
			return fail(p, p->i, 1, "only one failure condition "
			    "per term");
		p->i++;
		if (compare(p, &m->fc, 1, 1, start, &end) != 0)
			return REFUSED;
		m->fail = 1;
		if (!m->succ)
			return fail(p, start, end - start, "a failure "
			    "condition counts against a target: give the "
			    "target first (as in '>8f1')");
		return 0;
	}
	if (c == 's') {
		if (m->sort)
			return fail(p, p->i, 1, "only one sort per term");
		p->i++;
		m->sort = 'a';
		if (p->s[p->i] == 'a' || p->s[p->i] == 'd')
			m->sort = p->s[p->i++];
		return 0;
	}
	return 1;
}

static int
explosion(struct parser *p, struct dice_node *d)
{
	size_t start = p->i, end;

	if (d->ex != DICE_EX_NONE)
		return fail(p, p->i, 1, "only one '!' per term");
	p->i++;
	d->ex = DICE_EX_EXPLODE;
	if (p->s[p->i] == '!') {
		p->i++;
		d->ex = DICE_EX_COMPOUND;
	}
	if (p->s[p->i] == 'p') {
		p->i++;
		d->ex = d->ex == DICE_EX_COMPOUND ?
		    DICE_EX_COMPOUND_PENETRATE : DICE_EX_PENETRATE;
	}
	if (compare(p, &d->exc, 1, 0, start, &end) != 0)
		return REFUSED;
	if (d->exc.op == 0) {
		d->exc.op = '=';
		d->exc.n = dice_face(d, d->sides);
	}
	d->excol = (unsigned long)start + 1;
	d->exlen = (unsigned long)(end - start);
	return 0;
}

static int
reroll(struct parser *p, struct dice_node *d, size_t *rrat)
{
	size_t start = p->i, end;
	int once;
	char buf[32], die[16];

	if (d->nrr == DICE_MAX_REROLLS)
		return fail(p, p->i, 1, "too many reroll conditions (the "
		    "limit is %d)", DICE_MAX_REROLLS);
	p->i++;
	once = p->s[p->i] == 'o';
	if (once)
		p->i++;
	if (d->nrr > 0 && once != d->rronce)
		return fail(p, start, p->i - start, "a term rerolls with "
		    "'r' or with 'ro', not both");
	if (compare(p, &d->rr[d->nrr], 1, 1, start, &end) != 0)
		return REFUSED;
	if (cond_count(d, &d->rr[d->nrr], 1, d->sides) == 0)
		return fail(p, start, end - start, "reroll condition '%s' "
		    "never holds on a %s", cond_text(&d->rr[d->nrr], buf,
		    sizeof(buf)), die_name(d, die, sizeof(die)));
	if (d->nrr == 0)
		*rrat = start;
	d->rronce = once;
	d->nrr++;
	allowed_faces(d);
	if (d->nallowed == 0)
		return fail(p, *rrat, end - *rrat, "rerolling every face of "
		    "a %s would never end", die_name(d, die, sizeof(die)));
	return 0;
}

/* The modifiers of the dice node di, and the checks on them all. */
static int
dice_modifiers(struct parser *p, int32_t di, size_t cat, size_t clen)
{
	struct dice_node *d = node(p, di);
	size_t kdat = 0, kdlen = 0, rrat = 0, tat = 0;
	uint32_t n = 0;
	unsigned k;
	char buf[32], die[16];
	int rv;

	for (;;) {
		if (p->s[p->i] == '!')
			rv = explosion(p, d);
		else if (p->s[p->i] == 'r')
			rv = reroll(p, d, &rrat);
		else if ((rv = shared_modifier(p, &d->m, &kdat, &kdlen,
		    &tat)) == 1)
			break;
		if (rv != 0)
			return REFUSED;
	}
	allowed_faces(d);
	if (d->ex != DICE_EX_NONE) {
		const char *also = d->nrr && !d->rronce ?
		    " that is not rerolled" : "";

		for (k = 0; k < d->nallow; k++)
			n += cond_count(d, &d->exc, d->allow[k].lo,
			    d->allow[k].hi);
		if (n == 0)
			return fail(p, d->excol - 1, d->exlen, "explosion "
			    "condition '%s' never holds on a %s%s",
			    cond_text(&d->exc, buf, sizeof(buf)),
			    die_name(d, die, sizeof(die)), also);
		if (n == d->nallowed)
			return fail(p, d->excol - 1, d->exlen, "exploding on "
			    "every face of a %s%s would never end",
			    die_name(d, die, sizeof(die)), also);
		if (d->count > DICE_MAX_EXPLODING)
			return fail(p, cat, clen, "number of exploding dice "
			    "'%.*s' is out of range (1 to %d)", (int)clen,
			    p->s + cat, DICE_MAX_EXPLODING);
	}
	return check_kd(p, &d->m, d->count, "dice", kdat, kdlen);
}

/* ---- the grammar ---- */

static int32_t expr(struct parser *, int sign_at);

/* Dice at the parser: count (already read, at cat, clen; 1 and clen 0
 * when left out) then 'd'. */
static int32_t
dice(struct parser *p, uint64_t count, size_t cat, size_t clen)
{
	int32_t di;
	uint64_t v;
	size_t at, len;
	struct dice_node *d;

	if (count < 1 || count > DICE_MAX_COUNT)
		return fail(p, cat, clen, "number of dice '%.*s' is out of "
		    "range (1 to %d)", (int)clen, p->s + cat, DICE_MAX_COUNT);
	p->i = cat;
	if ((di = new_node(p, DICE_N_DICE)) < 0)
		return di;
	p->i += clen + 1;			/* the count, 'd' */
	d = node(p, di);
	d->count = (uint32_t)count;
	if (p->s[p->i] == '%') {
		d->sides = 100;
		p->i++;
	} else if (p->s[p->i] == 'F') {
		p->i++;
		d->sides = 3;
		d->fudge = 2;
		if (p->s[p->i] == '.') {
			p->i++;
			if (p->s[p->i] != '1' && p->s[p->i] != '2')
				return fail(p, p->i, 1, "expected '1' or '2' "
				    "after 'dF.'");
			if (p->s[p->i++] == '1') {
				d->sides = 6;
				d->fudge = 1;
			}
		}
	} else if (is_digit(p->s[p->i])) {
		number(p, &v, &at, &len);
		if (v < 1 || v > DICE_MAX_SIDES)
			return fail(p, at, len, "number of sides '%.*s' is "
			    "out of range (1 to %d)", (int)len, p->s + at,
			    DICE_MAX_SIDES);
		d->sides = (uint32_t)v;
	} else
		return fail(p, p->i, 1, "expected a number of sides, '%%' "
		    "or 'F' after 'd'");
	if (dice_modifiers(p, di, cat, clen) != 0)
		return REFUSED;
	end_node(p, di);
	return di;
}

/* A group at the parser ('{'). */
static int32_t
group(struct parser *p)
{
	int32_t gi, ki, last = -1;
	size_t open = p->i, kdat = 0, kdlen = 0, tat = 0;
	struct dice_node *g;
	int rv;

	if ((gi = new_node(p, DICE_N_GROUP)) < 0)
		return gi;
	p->i++;
	for (;;) {
		skip_blanks(p);
		if ((ki = expr(p, (int)p->i - 1)) < 0)
			return ki;
		if (last < 0)
			node(p, gi)->a = ki;
		else
			node(p, last)->next = ki;
		last = ki;
		node(p, gi)->nkids++;
		skip_blanks(p);
		if (p->s[p->i] == ',') {
			p->i++;
			continue;
		}
		if (p->s[p->i] == '}')
			break;
		if (p->s[p->i] == '\0')
			return fail(p, open, 1, "'{' is never closed");
		return unexpected(p, p->i);
	}
	p->i++;
	g = node(p, gi);
	for (;;) {
		if (p->s[p->i] == '!' || p->s[p->i] == 'r')
			return fail(p, p->i, 1, "'%c' applies to dice, not to "
			    "a group", p->s[p->i]);
		if ((rv = shared_modifier(p, &g->m, &kdat, &kdlen, &tat)) == 1)
			break;
		if (rv != 0)
			return REFUSED;
	}
	if (g->nkids == 1 && g->m.sort)
		return fail(p, p->i - 1, 1, "sorting a group orders its "
		    "sub-expressions, and this one has one");
	if (g->nkids > 1 && check_kd(p, &g->m, g->nkids, "sub-expressions",
	    kdat, kdlen) != 0)
		return REFUSED;
	end_node(p, gi);
	return gi;
}

/* floor, ceil, round or abs at the parser. */
static int32_t
function(struct parser *p)
{
	static const struct {
		const char	*name;
		enum dice_kind	 kind;
	} fn[] = {
		{ "floor", DICE_N_FLOOR }, { "ceil", DICE_N_CEIL },
		{ "round", DICE_N_ROUND }, { "abs", DICE_N_ABS },
	};
	size_t at = p->i, len, k;
	int32_t fi, ai;

	while (is_lower(p->s[p->i]))
		p->i++;
	len = p->i - at;
	for (k = 0; k < sizeof(fn) / sizeof(fn[0]); k++)
		if (strlen(fn[k].name) == len &&
		    strncmp(fn[k].name, p->s + at, len) == 0)
			break;
	if (k == sizeof(fn) / sizeof(fn[0])) {
		if (len == 1)
			return unexpected(p, at);
		return fail(p, at, len, "unknown function '%.*s' (there are "
		    "floor, ceil, round and abs)", (int)len, p->s + at);
	}
	if (p->s[p->i] != '(')
		return fail(p, p->i, 1, "expected '(' after '%s'",
		    fn[k].name);
	p->i = at;
	if ((fi = new_node(p, fn[k].kind)) < 0)
		return fi;
	p->i = at + len + 1;
	skip_blanks(p);
	if ((ai = expr(p, (int)p->i - 1)) < 0)
		return ai;
	skip_blanks(p);
	if (p->s[p->i] != ')')
		return p->s[p->i] == '\0' ? fail(p, at + len, 1, "'(' is "
		    "never closed") : unexpected(p, p->i);
	p->i++;
	node(p, fi)->a = ai;
	end_node(p, fi);
	return fi;
}

/* A number, dice, a group, parentheses or a function: after the
 * character at sign_at (-1: at the start). */
static int32_t
atom(struct parser *p, int sign_at)
{
	char c = p->s[p->i];
	uint64_t v = 1;
	size_t at = p->i, len = 0;
	int32_t ni, ai;

	if (is_digit(c) || c == 'd') {
		if (++p->terms > DICE_MAX_TERMS)
			return fail(p, p->i, 1, "too many terms (the limit "
			    "is %d)", DICE_MAX_TERMS);
		if (is_digit(c))
			number(p, &v, &at, &len);
		if (p->s[p->i] == 'd')
			return dice(p, v, at, len);
		if (v > DICE_MAX_CONST)
			return fail(p, at, len, "number '%.*s' is out of range "
			    "(0 to %d)", (int)len, p->s + at, DICE_MAX_CONST);
		p->i = at;
		if ((ni = new_node(p, DICE_N_NUM)) < 0)
			return ni;
		p->i = at + len;
		node(p, ni)->value = (int64_t)v;
		end_node(p, ni);
		return ni;
	}
	if (c == '(' || c == '{' || is_lower(c)) {
		if (++p->depth > DICE_MAX_DEPTH)
			return fail(p, p->i, 1, "nested too deep (the limit "
			    "is %d)", DICE_MAX_DEPTH);
		if (c == '{')
			ni = group(p);
		else if (is_lower(c))
			ni = function(p);
		else {
			if ((ni = new_node(p, DICE_N_PAREN)) < 0)
				return ni;
			p->i++;
			skip_blanks(p);
			if ((ai = expr(p, (int)p->i - 1)) < 0)
				return ai;
			skip_blanks(p);
			if (p->s[p->i] != ')')
				return p->s[p->i] == '\0' ? fail(p, at, 1,
				    "'(' is never closed") :
				    unexpected(p, p->i);
			p->i++;
			node(p, ni)->a = ai;
			end_node(p, ni);
		}
		p->depth--;
		return ni;
	}
	if (c == '\0' || c == ' ' || c == '\t' || c == ')' || c == '}' ||
	    c == ',') {
		if (sign_at < 0)
			return fail(p, 0, 1, "empty expression");
		if (c == ')' || c == '}' || c == ',')
			return fail(p, p->i, 1, "expected a number or dice "
			    "before '%c'", c);
		return fail(p, p->i, 1, "expected a number or dice after "
		    "'%c'", p->s[sign_at]);
	}
	return unexpected(p, p->i);
}

static int32_t binary(struct parser *, enum dice_kind, int32_t, int32_t);
static int32_t unary(struct parser *, int, int);

/* An atom and, after "**", its exponent: a signed operand, so that
 * 2**3**2 is 2**9 and -2**2 is -4. */
static int32_t
power(struct parser *p, int sign_at)
{
	int32_t a, b;
	size_t save;
	int at;

	if ((a = atom(p, sign_at)) < 0)
		return a;
	save = p->i;
	skip_blanks(p);
	if (p->s[p->i] != '*' || p->s[p->i + 1] != '*') {
		p->i = save;
		return a;
	}
	at = (int)p->i + 1;
	p->i += 2;
	skip_blanks(p);
	if ((b = unary(p, at, 1)) < 0)
		return b;
	return binary(p, DICE_N_POW, a, b);
}

/* An operand of '*' or '/', or a term: a sign is allowed when signed
 * (at the start of an expression, after '*' or '/'). */
static int32_t
unary(struct parser *p, int sign_at, int signed_ok)
{
	int32_t ni, ai;
	size_t at = p->i;

	if (signed_ok && (p->s[p->i] == '+' || p->s[p->i] == '-')) {
		int neg = p->s[p->i] == '-';

		sign_at = (int)p->i++;
		skip_blanks(p);
		if ((ai = power(p, sign_at)) < 0 || !neg)
			return ai;
		p->i = at;
		if ((ni = new_node(p, DICE_N_NEG)) < 0)
			return ni;
		node(p, ni)->a = ai;
		node(p, ni)->len = node(p, ai)->col + node(p, ai)->len -
		    node(p, ni)->col;
		p->i = node(p, ni)->col - 1 + node(p, ni)->len;
		return ni;
	}
	return power(p, sign_at);
}

/* A binary node of kind k over a and b. */
static int32_t
binary(struct parser *p, enum dice_kind k, int32_t a, int32_t b)
{
	int32_t ni;
	size_t at = p->i;

	p->i = node(p, a)->col - 1;
	if ((ni = new_node(p, k)) < 0)
		return ni;
	p->i = at;
	node(p, ni)->a = a;
	node(p, ni)->b = b;
	end_node(p, ni);
	return ni;
}

/*
 * Operands joined by the operators of a level: terms by '+' and '-'
 * (mul 0), or signed powers by '*', '/' and '%' (mul 1), from the left.
 * A sign may start the first operand when signed_ok (at the start of an
 * expression), and each operand of '*', '/' or '%'.
 */
static int32_t
chain(struct parser *p, int sign_at, int mul, int signed_ok)
{
	int32_t a, b;
	char op;

	a = mul ? unary(p, sign_at, signed_ok) : chain(p, sign_at, 1, 1);
	if (a < 0)
		return a;
	for (;;) {
		size_t save = p->i;

		skip_blanks(p);
		op = p->s[p->i];
		if (mul ? op != '*' && op != '/' && op != '%' :
		    op != '+' && op != '-') {
			p->i = save;
			return a;
		}
		sign_at = (int)p->i++;
		skip_blanks(p);
		b = mul ? unary(p, sign_at, 1) : chain(p, sign_at, 1, 0);
		if (b < 0)
			return b;
		if ((a = binary(p, op == '+' ? DICE_N_ADD : op == '-' ?
		    DICE_N_SUB : op == '*' ? DICE_N_MUL : op == '/' ?
		    DICE_N_DIV : DICE_N_MOD, a, b)) < 0)
			return a;
	}
}

/* An expression: a sign may start it. */
static int32_t
expr(struct parser *p, int sign_at)
{
	return chain(p, sign_at, 0, 1);
}

/* The dice inside a group that keeps or drops among them: plain dice,
 * with no modifier that chooses among them on its own, and no group. */
static int32_t
check_inside(struct parser *p, int32_t i)
{
	const struct dice_node *n = node(p, i);

	if (n->kind == DICE_N_GROUP)
		return fail(p, n->col - 1, n->len, "a group that keeps or "
		    "drops among its dice cannot hold a group");
	if (n->kind == DICE_N_DICE && (n->m.kd != DICE_KD_NONE ||
	    n->m.succ || n->m.sort))
		return fail(p, n->col - 1, n->len, "dice in a group that "
		    "keeps or drops among them cannot keep, drop, sort or "
		    "count successes themselves");
	if (n->a >= 0 && check_inside(p, n->a) < 0)
		return REFUSED;
	if (n->b >= 0 && check_inside(p, n->b) < 0)
		return REFUSED;
	return i;
}

/* The checks on the whole tree: groups keeping among their dice. */
static int32_t
check_groups(struct parser *p)
{
	size_t i;

	for (i = 0; i < p->e->nnodes; i++) {
		const struct dice_node *g = &p->e->n[i];

		if (g->kind == DICE_N_GROUP && g->nkids == 1 &&
		    g->m.kd != DICE_KD_NONE && check_inside(p, g->a) < 0)
			return REFUSED;
	}
	return 0;
}

/* ---- the whole line ---- */

/* How many dice a group of one sub-expression keeps or drops among. */
static uint64_t
dice_in(struct parser *p, int32_t i)
{
	const struct dice_node *n = node(p, i);
	uint64_t c = n->kind == DICE_N_DICE ? n->count : 0;

	if (n->a >= 0)
		c += dice_in(p, n->a);
	if (n->b >= 0)
		c += dice_in(p, n->b);
	return c;
}

static int32_t
line(struct parser *p)
{
	uint64_t v;
	size_t at, len, i;
	int32_t root;
	int xat = -1;

	skip_blanks(p);
	p->e->repeat = 1;
	if (is_digit(p->s[p->i])) {
		size_t save = p->i;

		number(p, &v, &at, &len);
		if (p->s[p->i] == 'x') {
			if (v < 1 || v > DICE_MAX_REPEAT)
				return fail(p, at, len, "number of rolls "
				    "'%.*s' is out of range (1 to %d)",
				    (int)len, p->s + at, DICE_MAX_REPEAT);
			p->e->repeat = (uint32_t)v;
			xat = (int)p->i++;
		} else
			p->i = save;
	}
	if ((root = expr(p, xat)) < 0)
		return root;
	skip_blanks(p);
	if (p->s[p->i] != '\0')
		return unexpected(p, p->i);
	p->e->root = root;
	if (check_groups(p) < 0)
		return REFUSED;
	/* a keep or drop among the dice of a one-expression group */
	for (i = 0; i < p->e->nnodes; i++) {
		struct dice_node *g = &p->e->n[i];

		if (g->kind == DICE_N_GROUP && g->nkids == 1 &&
		    g->m.kd != DICE_KD_NONE) {
			uint64_t n = dice_in(p, g->a);
			size_t kat = g->col - 1 + g->len;

			/* the modifiers' text: after the closing brace */
			while (kat > g->col - 1 && p->s[kat - 1] != '}')
				kat--;
			/* the dice are held to choose among them: as many as
			 * one term may throw */
			if (n > DICE_MAX_COUNT)
				return fail(p, g->col - 1, g->len, "a group "
				    "keeps or drops among at most %d dice",
				    DICE_MAX_COUNT);
			if (check_kd(p, &g->m, (uint32_t)n, "dice", kat,
			    g->col - 1 + g->len - kat) != 0)
				return REFUSED;
		}
	}
	if (dice_bound(p->e, p->s, p->err) != 0)
		return REFUSED;
	return root;
}

int
dice_parse(struct dice_expr **ep, const char *text, struct dice_err *err)
{
	struct dice_expr *e;
	struct parser p;
	int32_t rv;

	*ep = NULL;
	if ((e = mem_zalloc(sizeof(*e))) == NULL)
		return -1;
	memset(&p, 0, sizeof(p));
	p.s = text;
	p.err = err;
	p.e = e;
	if (strlen(text) > INT_MAX / 2)
		rv = fail(&p, 0, 1, "expression too long");
	else
		rv = line(&p);
	if (rv < 0) {
		dice_free(e);
		return rv == NOMEM ? -1 : 1;
	}
	*ep = e;
	return 0;
}

unsigned
dice_repeat(const struct dice_expr *e)
{
	return e->repeat;
}
