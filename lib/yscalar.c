/*
 * yscalar: a YAML scalar's value from its source (see yscalar.h).
 *
 * The flow scalars (plain, single- and double-quoted) are read as YAML
 * 1.1 says and libyaml does: runs of other characters as they are (with
 * escapes, or doubled quotes), and between them the blanks kept when no
 * line ends there; where lines end, the blanks around the breaks go, one
 * break becomes a space and n of them n - 1 newlines, and an escaped
 * break ("\" at a line's end) joins the lines with nothing between.
 */
#include "yscalar.h"

#include <stdint.h>
#include <string.h>

enum { DECLINE = 0, DONE = 1, NOMEM = -1 };

/* Where the value goes: appended to out, or, with out NULL, compared
 * with the wn bytes at want (at of them matched so far). */
struct sink {
	struct buf	*out;
	const char	*want;
	size_t		 wn, at;
};

/* DONE, or NOMEM, or DECLINE when the value is not what is wanted. */
static int
put(struct sink *k, const char *s, size_t n)
{
	if (k->out != NULL)
		return buf_add(k->out, s, n) < 0 ? NOMEM : DONE;
	if (n > k->wn - k->at || memcmp(k->want + k->at, s, n) != 0)
		return DECLINE;
	k->at += n;
	return DONE;
}

static int
is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* The length of the line break at s[i] ("\n", "\r\n" or "\r"), or 0.
 * The Unicode breaks (NEL, LS, PS) are declined: *other is set. */
static size_t
line_break(const char *s, size_t n, size_t i, int *other)
{
	const unsigned char *u = (const unsigned char *)s;

	if (s[i] == '\n')
		return 1;
	if (s[i] == '\r')
		return i + 1 < n && s[i + 1] == '\n' ? 2 : 1;
	if ((u[i] == 0xc2 && i + 1 < n && u[i + 1] == 0x85) ||
	    (u[i] == 0xe2 && i + 2 < n && u[i + 1] == 0x80 &&
	    (u[i + 2] == 0xa8 || u[i + 2] == 0xa9)))
		*other = 1;
	return 0;
}

static int
put_utf8(struct sink *out, uint32_t c)
{
	char b[4];
	size_t n;

	if (c < 0x80) {
		b[0] = (char)c;
		n = 1;
	} else if (c < 0x800) {
		b[0] = (char)(0xc0 | c >> 6);
		b[1] = (char)(0x80 | (c & 0x3f));
		n = 2;
	} else if (c < 0x10000) {
		b[0] = (char)(0xe0 | c >> 12);
		b[1] = (char)(0x80 | (c >> 6 & 0x3f));
		b[2] = (char)(0x80 | (c & 0x3f));
		n = 3;
	} else {
		b[0] = (char)(0xf0 | c >> 18);
		b[1] = (char)(0x80 | (c >> 12 & 0x3f));
		b[2] = (char)(0x80 | (c >> 6 & 0x3f));
		b[3] = (char)(0x80 | (c & 0x3f));
		n = 4;
	}
	return put(out, b, n);
}

static int
hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* The escape at s[*i] (past its '\'), into out; *i moves past it. */
static int
escape(const char *s, size_t n, size_t *i, struct sink *out)
{
	static const char simple[][2] = {
		{ '0', '\0' }, { 'a', '\a' }, { 'b', '\b' }, { 't', '\t' },
		{ '\t', '\t' }, { 'n', '\n' }, { 'v', '\v' }, { 'f', '\f' },
		{ 'r', '\r' }, { 'e', '\033' }, { ' ', ' ' }, { '"', '"' },
		{ '/', '/' }, { '\'', '\'' }, { '\\', '\\' }
	};
	size_t k, digits = 0;
	uint32_t c = 0;
	int d;

	if (*i >= n)
		return DECLINE;
	for (k = 0; k < sizeof(simple) / sizeof(simple[0]); k++)
		if (s[*i] == simple[k][0]) {
			++*i;
			return put(out, &simple[k][1], 1);
		}
	switch (s[*i]) {
	case 'N':
		c = 0x85;
		break;
	case '_':
		c = 0xa0;
		break;
	case 'L':
		c = 0x2028;
		break;
	case 'P':
		c = 0x2029;
		break;
	case 'x':
		digits = 2;
		break;
	case 'u':
		digits = 4;
		break;
	case 'U':
		digits = 8;
		break;
	default:
		return DECLINE;
	}
	++*i;
	if (digits > n - *i)
		return DECLINE;
	for (k = 0; k < digits; k++) {
		if ((d = hex_digit(s[*i + k])) < 0)
			return DECLINE;
		c = c << 4 | (uint32_t)d;
	}
	*i += digits;
	if ((c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff)
		return DECLINE;
	return put_utf8(out, c);
}

/* A flow scalar's content s[0..n), without its quotes; q is its quote
 * ('"' or '\'') or 0 when plain. */
static int
flow(const char *s, size_t n, char q, struct sink *out)
{
	size_t i = 0, ws, we, nl, len;
	int joined, folded, other = 0, rv;

	for (;;) {
		joined = 0;	/* an escaped break ended the run */
		while (i < n && !is_blank(s[i]) &&
		    line_break(s, n, i, &other) == 0) {
			if (other)
				return DECLINE;
			if (q == '\'' && s[i] == '\'') {
				if (i + 1 >= n || s[i + 1] != '\'')
					return DECLINE;
				if ((rv = put(out, "'", 1)) != DONE)
					return rv;
				i += 2;
			} else if (q == '"' && s[i] == '\\') {
				if (i + 1 < n &&
				    (len = line_break(s, n, i + 1, &other)) > 0) {
					i += 1 + len;
					joined = 1;
					break;
				}
				i++;
				if ((rv = escape(s, n, &i, out)) != DONE)
					return rv;
			} else if (q != 0 && s[i] == q) {
				return DECLINE;
			} else {
				if ((rv = put(out, s + i, 1)) != DONE)
					return rv;
				i++;
			}
		}
		if (other)
			return DECLINE;
		/* the blanks and breaks up to the next run */
		ws = we = i;
		folded = 0;
		nl = 0;
		while (i < n) {
			if (is_blank(s[i])) {
				if (!joined && !folded)
					we = ++i;
				else
					i++;
			} else if ((len = line_break(s, n, i, &other)) > 0) {
				if (!joined && !folded)
					folded = 1;
				else
					nl++;
				i += len;
			} else
				break;
		}
		if (other)
			return DECLINE;
		if (folded && nl == 0)
			rv = put(out, " ", 1);
		else if (folded || joined)
			for (rv = DONE; rv == DONE && nl > 0; nl--)
				rv = put(out, "\n", 1);
		else
			rv = put(out, s + ws, we - ws);
		if (rv != DONE)
			return rv;
		if (i >= n)
			return DONE;
	}
}

/* The indentation spaces at s[*i], up to upto (0: no bound): their
 * number; *i moves past them. */
static size_t
spaces(const char *s, size_t n, size_t *i, size_t upto)
{
	size_t k = 0;

	while (*i < n && s[*i] == ' ' && (upto == 0 || k < upto)) {
		++*i;
		k++;
	}
	return k;
}

/*
 * A block scalar, s[0..n) from its '|' or '>' to the line end after its
 * last line, read as YAML 1.1 says and libyaml does.  Its indentation is
 * found from its lines (an indentation indicator counts from the
 * parent's, which is not known here: declined).  Then each line less
 * that indentation, joined by its line break; in a folded scalar ('>')
 * a break between two lines that start with no blank is a space, and
 * none where empty lines follow it.  The break after the last line is
 * kept ("clip"), or not ('-', "strip"), or kept with the empty lines
 * after it ('+', "keep").
 */
static int
block(const char *s, size_t n, struct sink *out)
{
	size_t i = 1, indent = 0, k, e, len, empty = 0;
	int literal = s[0] == '|', chomp = 0, other = 0, rv;
	int lead = 0, lblank = 0, tblank;

	for (; i < n && (s[i] == '+' || s[i] == '-'); i++)
		chomp = s[i] == '+' ? 1 : -1;
	while (i < n && is_blank(s[i]))
		i++;
	if (i < n && s[i] == '#')
		while (i < n && line_break(s, n, i, &other) == 0 && !other)
			i++;
	if (i >= n || (len = line_break(s, n, i, &other)) == 0)
		return DECLINE;
	i += len;
	/* the empty lines before the first, and its indentation */
	for (;;) {
		k = spaces(s, n, &i, 0);
		if (k > indent)
			indent = k;
		if (i >= n)
			return DECLINE;	/* no line: nothing to read */
		if (s[i] == '	')
			return DECLINE;
		if ((len = line_break(s, n, i, &other)) == 0)
			break;
		i += len;
		empty++;
	}
	/* (libyaml takes the deepest of those lines for the indentation,
	 * and a first line less indented than that ends the scalar) */
	if (other || k == 0 || k != indent)
		return DECLINE;
	/* i is past the first line's indentation */
	for (;;) {
		tblank = is_blank(s[i]);
		if (!literal && lead && !lblank && !tblank) {
			if (empty == 0 && (rv = put(out, " ", 1)) != DONE)
				return rv;
		} else if (lead && (rv = put(out, "\n", 1)) != DONE)
			return rv;
		for (; empty > 0; empty--)
			if ((rv = put(out, "\n", 1)) != DONE)
				return rv;
		lblank = tblank;
		for (e = i; e < n && (len = line_break(s, n, e, &other)) == 0;
		    e++)
			if (other)
				return DECLINE;
		if ((rv = put(out, s + i, e - i)) != DONE)
			return rv;
		lead = 0;
		if (e >= n) {
			i = e;
			break;	/* the input ends with this line */
		}
		i = e + len;
		lead = 1;
		/* the lines after it that are empty */
		for (;;) {
			k = spaces(s, n, &i, indent);
			if (i >= n || (len = line_break(s, n, i, &other)) == 0)
				break;
			i += len;
			empty++;
		}
		if (other)
			return DECLINE;
		if (i >= n)
			break;
		/* a line inside is as indented as the first */
		if (k < indent)
			return DECLINE;
	}
	if (chomp != -1 && lead && (rv = put(out, "\n", 1)) != DONE)
		return rv;
	for (; chomp == 1 && empty > 0; empty--)
		if ((rv = put(out, "\n", 1)) != DONE)
			return rv;
	return DONE;
}

static int
decode(const char *s, size_t n, struct sink *out)
{
	size_t i = 0;
	int other = 0;

	/* an anchor or a tag, and the blanks and breaks after it */
	while (i < n && (s[i] == '&' || s[i] == '!')) {
		while (i < n && !is_blank(s[i]) && s[i] != '\n' && s[i] != '\r')
			i++;
		while (i < n && (is_blank(s[i]) || s[i] == '\n' ||
		    s[i] == '\r'))
			i++;
	}
	s += i;
	n -= i;
	if (n == 0)
		return DECLINE;
	if (s[0] == '"' || s[0] == '\'') {
		if (n < 2 || s[n - 1] != s[0])
			return DECLINE;
		return flow(s + 1, n - 2, s[0], out);
	}
	if (s[0] == '|' || s[0] == '>')
		return block(s, n, out);
	/* a plain scalar: not an indicator that starts another kind of
	 * node, and nothing at its ends that a plain scalar cannot hold */
	if (s[0] == '*' || s[0] == '#' ||
	    is_blank(s[0]) || line_break(s, n, 0, &other) > 0 || other ||
	    is_blank(s[n - 1]) || s[n - 1] == '\n' || s[n - 1] == '\r')
		return DECLINE;
	return flow(s, n, 0, out);
}

int
yscalar_decode(const char *s, size_t n, struct buf *out)
{
	struct sink k = { out, NULL, 0, 0 };

	return decode(s, n, &k);
}

int
yscalar_is(const char *s, size_t n, const char *v, size_t vn)
{
	struct sink k = { NULL, v, vn, 0 };
	int rv = decode(s, n, &k);

	return rv == DONE && k.at == vn;
}
