/*
 * jrec: the JSON Lines reader (see yrec.h): one JSON object on one line
 * a record, with the keys and values of the YAML encoding.
 *
 * A JSON text is a YAML flow node, and the record rules are yschema.c's
 * whatever the encoding, so this file is a JSON parser of its own that
 * hands yschema_event the events libyaml would give for the same node:
 * one document a line, a string a double-quoted scalar, a number, true,
 * false and null a plain one (text, as in YAML: 007 stays "007").  It
 * is not libyaml itself, which takes YAML's flow syntax for JSON
 * ({game: kanga}, 'single quotes', anchors) and refuses the surrogate
 * pairs that JSON writers use for characters past U+FFFF ("\ud83d\ude00");
 * nor a JSON library, none of which says where each value of an object
 * is, which every diagnostic needs.
 *
 * The parser is the yrec's: the same cursor turns event marks (character
 * indexes from the line's start) into lines and columns, the same
 * discard drops the lines read.  y->feed is the offset of the next line,
 * jline its number.  No recursion: the open arrays and objects are a
 * stack of bytes (jstack), bounded by the length of the line and cut
 * short by the depth limit, which yschema checks.
 *
 * Errors.  A JSON syntax error is reported at its character and ends the
 * record (bad); the next line is the next record, whatever this one was.
 * A line longer than the line limit is refused whole, unread.
 */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "buf.h"
#include "diag.h"
#include "rec.h"
#include "src.h"
#include "text.h"
#include "yrec-int.h"

/* What comes next on the line. */
enum jst {
	J_VALUE,	/* a value */
	J_VALUE_END,	/* a value, or ']' closing an empty array */
	J_KEY,		/* a key */
	J_KEY_END,	/* a key, or '}' closing an empty object */
	J_COLON,	/* ':' after a key */
	J_AFTER,	/* ',' or the end of the open array or object */
	J_DONE		/* the line's object is read: blanks only */
};

/* The line being read: buf[start..end) without its line end (buf[end]
 * is then '\n', or the NUL that src keeps past its bytes); idx is the
 * character index of buf[at].  In an ASCII line (ascii) an index is an
 * offset from start, and at and idx stay unused. */
struct jline {
	const char	*buf;
	size_t		 start;		/* of the line */
	size_t		 end;
	size_t		 at;
	size_t		 idx;
	int		 ascii;
};

/* A string's value: in the line (no escape) or in y->jstr. */
struct jstr {
	const char	*s;
	size_t		 n;
	int		 copied;
};

/* Bytes that end the plain run of a string: its closing quote, an
 * escape, a control character (the line's end among them). */
static const unsigned char jstop[256] = {
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	['"'] = 1, ['\\'] = 1
};

static int
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* The character index of offset off, at or after the last asked for. */
static size_t
idx_of(struct jline *l, size_t off)
{
	if (l->ascii)
		return off - l->start;
	for (; l->at < off; l->at++)
		if (((unsigned char)l->buf[l->at] & 0xc0) != 0x80)
			l->idx++;
	return l->idx;
}

static yaml_mark_t
mark(struct jline *l, size_t off)
{
	yaml_mark_t m;

	m.index = idx_of(l, off);
	m.line = 0;
	m.column = m.index;
	return m;
}

/* A JSON syntax error at offset off of the line, with len characters
 * under the caret. */
static void
syntax(struct yrec *y, struct record *r, struct jline *l, size_t off,
    unsigned long len, const char *msg)
{
	yrec_report(y, r, mark_pos(y, mark(l, off)), len, D_JSON_SYNTAX, msg);
}

/* The events are the caller's (here, on the stack) and own nothing:
 * the schema keeps none, and a scalar's value points into the line or
 * into y->jstr. */
static int
simple(struct yrec *y, struct record *r, struct jline *l, yaml_event_type_t t,
    size_t from, size_t to)
{
	yaml_event_t ev;

	memset(&ev, 0, sizeof(ev));
	ev.type = t;
	ev.start_mark = mark(l, from);
	ev.end_mark = mark(l, to);
	if (t == YAML_DOCUMENT_START_EVENT)
		ev.data.document_start.implicit = 1;
	else if (t == YAML_DOCUMENT_END_EVENT)
		ev.data.document_end.implicit = 1;
	else if (t == YAML_MAPPING_START_EVENT) {
		ev.data.mapping_start.implicit = 1;
		ev.data.mapping_start.style = YAML_FLOW_MAPPING_STYLE;
	} else if (t == YAML_SEQUENCE_START_EVENT) {
		ev.data.sequence_start.implicit = 1;
		ev.data.sequence_start.style = YAML_FLOW_SEQUENCE_STYLE;
	}
	return yschema_event(y, r, &ev);
}

static int
scalar(struct yrec *y, struct record *r, struct jline *l, const char *s,
    size_t n, size_t from, size_t to, yaml_scalar_style_t style)
{
	yaml_event_t ev;

	ev.type = YAML_SCALAR_EVENT;
	ev.start_mark = mark(l, from);
	ev.end_mark = mark(l, to);
	ev.data.scalar.anchor = NULL;
	ev.data.scalar.tag = NULL;
	ev.data.scalar.value = (yaml_char_t *)(uintptr_t)s;
	ev.data.scalar.length = n;
	ev.data.scalar.plain_implicit = 1;
	ev.data.scalar.quoted_implicit = 1;
	ev.data.scalar.style = style;
	return yschema_event(y, r, &ev);
}

static int
hex4(const char *s, unsigned long *v)
{
	int i;

	*v = 0;
	for (i = 0; i < 4; i++) {
		*v <<= 4;
		if (s[i] >= '0' && s[i] <= '9')
			*v |= (unsigned long)(s[i] - '0');
		else if (s[i] >= 'a' && s[i] <= 'f')
			*v |= (unsigned long)(s[i] - 'a' + 10);
		else if (s[i] >= 'A' && s[i] <= 'F')
			*v |= (unsigned long)(s[i] - 'A' + 10);
		else
			return -1;
	}
	return 0;
}

static int
put_utf8(struct buf *b, unsigned long c)
{
	char u[4];
	size_t n;

	if (c < 0x80) {
		u[0] = (char)c;
		n = 1;
	} else if (c < 0x800) {
		u[0] = (char)(0xc0 | (c >> 6));
		u[1] = (char)(0x80 | (c & 0x3f));
		n = 2;
	} else if (c < 0x10000) {
		u[0] = (char)(0xe0 | (c >> 12));
		u[1] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[2] = (char)(0x80 | (c & 0x3f));
		n = 3;
	} else {
		u[0] = (char)(0xf0 | (c >> 18));
		u[1] = (char)(0x80 | ((c >> 12) & 0x3f));
		u[2] = (char)(0x80 | ((c >> 6) & 0x3f));
		u[3] = (char)(0x80 | (c & 0x3f));
		n = 4;
	}
	return buf_add(b, u, n);
}

/*
 * The rest of a string with an escape at l->buf[p], its value so far
 * b[from..p): decoded into y->jstr.  As string.
 */
static size_t
string_escaped(struct yrec *y, struct record *r, struct jline *l, size_t open,
    size_t from, size_t p, struct jstr *v)
{
	const char *b = l->buf;
	struct buf *out = &y->jstr;
	unsigned long c, c2;
	char e;

	buf_clear(out);
	for (; p < l->end; p++) {
		if (b[p] == '"') {
			if (buf_add(out, b + from, p - from) < 0 ||
			    buf_reserve(out, 0) < 0)
				return (size_t)-1;
			v->s = out->s;
			v->n = out->len;
			v->copied = 1;
			return p + 1;
		}
		if ((unsigned char)b[p] < 0x20) {
			syntax(y, r, l, p, 1, "control character in a string: "
			    "write it as an escape");
			return 0;
		}
		if (b[p] != '\\')
			continue;
		if (buf_add(out, b + from, p - from) < 0)
			return (size_t)-1;
		e = p + 1 < l->end ? b[p + 1] : '\0';
		switch (e) {
		case '"':
		case '\\':
		case '/':
			c = (unsigned char)e;
			break;
		case 'b':
			c = '\b';
			break;
		case 'f':
			c = '\f';
			break;
		case 'n':
			c = '\n';
			break;
		case 'r':
			c = '\r';
			break;
		case 't':
			c = '\t';
			break;
		case 'u':
			if (l->end - p < 6 || hex4(b + p + 2, &c) < 0) {
				syntax(y, r, l, p, 2, "'\\u' must be followed "
				    "by four hexadecimal digits");
				return 0;
			}
			if (c >= 0xd800 && c <= 0xdbff && l->end - p >= 12 &&
			    b[p + 6] == '\\' && b[p + 7] == 'u' &&
			    hex4(b + p + 8, &c2) == 0 && c2 >= 0xdc00 &&
			    c2 <= 0xdfff) {
				/* a surrogate pair: one character */
				c = 0x10000 + ((c - 0xd800) << 10) +
				    (c2 - 0xdc00);
				p += 6;
			} else if (c >= 0xd800 && c <= 0xdfff) {
				syntax(y, r, l, p, 6, "lone surrogate in a "
				    "string: it stands for no character");
				return 0;
			}
			p += 4;
			break;
		default:
			syntax(y, r, l, p, e == '\0' ? 1 : 2, "invalid escape "
			    "in a string: use \\\", \\\\, \\/, \\b, \\f, \\n, "
			    "\\r, \\t or \\uXXXX");
			return 0;
		}
		if (put_utf8(out, c) < 0)
			return (size_t)-1;
		p++;
		from = p + 1;
	}
	syntax(y, r, l, open, 1, "unterminated string");
	return 0;
}

/*
 * The string opening at l->buf[p] ('"'), its value in *v: the bytes of
 * the line themselves when it has no escape, the common case, found by
 * a loop a byte with nothing else in it.  Returns the offset past its
 * closing quote, or 0 after reporting a syntax error (or (size_t)-1
 * when out of memory).
 */
static inline size_t
string(struct yrec *y, struct record *r, struct jline *l, size_t p,
    struct jstr *v)
{
	const unsigned char *b = (const unsigned char *)l->buf;
	size_t open = p, from = p + 1;

	for (p = from; !jstop[b[p]]; p++)
		;
	if (b[p] == '"') {
		v->s = l->buf + from;
		v->n = p - from;
		v->copied = 0;
		return p + 1;
	}
	if (p >= l->end) {
		syntax(y, r, l, open, 1, "unterminated string");
		return 0;
	}
	return string_escaped(y, r, l, open, from, p, v);
}

/* The number or literal at l->buf[p]: the offset past it, or 0 (not
 * one: the caller reports). */
static size_t
number(const struct jline *l, size_t p)
{
	const char *b = l->buf;
	size_t e = l->end;

	if (e - p >= 4 && memcmp(b + p, "true", 4) == 0)
		return p + 4;
	if (e - p >= 5 && memcmp(b + p, "false", 5) == 0)
		return p + 5;
	if (e - p >= 4 && memcmp(b + p, "null", 4) == 0)
		return p + 4;
	if (p < e && b[p] == '-')
		p++;
	if (p < e && b[p] == '0')
		p++;
	else if (p < e && b[p] >= '1' && b[p] <= '9')
		while (p < e && b[p] >= '0' && b[p] <= '9')
			p++;
	else
		return 0;
	if (p < e && b[p] == '.') {
		if (++p >= e || b[p] < '0' || b[p] > '9')
			return 0;
		while (p < e && b[p] >= '0' && b[p] <= '9')
			p++;
	}
	if (p < e && (b[p] == 'e' || b[p] == 'E')) {
		if (++p < e && (b[p] == '+' || b[p] == '-'))
			p++;
		if (p >= e || b[p] < '0' || b[p] > '9')
			return 0;
		while (p < e && b[p] >= '0' && b[p] <= '9')
			p++;
	}
	return p;
}

/*
 * A turn at l->buf[p] ('{') where the schema wants one, as JSON writers
 * write it: {"player":"NAME","actions":[ with no blank, NAME with no
 * escape.  Its two collections are opened on y->jstack and the schema
 * told at once (yschema_src_turn): the offset past its '['.  Else 0,
 * and the turn is read as any object.  Dice sessions have a turn every
 * few actions, whose five nodes cost as much as its actions did.
 */
static size_t
turn_open(struct yrec *y, struct record *r, struct jline *l, size_t p)
{
	static const char head[] = "{\"player\":\"";
	static const char tail[] = "\",\"actions\":[";
	const unsigned char *b = (const unsigned char *)l->buf;
	size_t q, n;

	if (l->end - p < sizeof(head) - 1 ||
	    memcmp(b + p, head, sizeof(head) - 1) != 0)
		return 0;
	for (q = p + sizeof(head) - 1; !jstop[b[q]]; q++)
		;
	n = q - (p + sizeof(head) - 1);
	if (l->end - q < sizeof(tail) - 1 ||
	    memcmp(b + q, tail, sizeof(tail) - 1) != 0 ||
	    buf_reserve(&y->jstack, 2) < 0 ||
	    !yschema_src_turn(y, r, p - l->start, p, n))
		return 0;
	buf_putc(&y->jstack, '{');
	buf_putc(&y->jstack, '[');
	return q + sizeof(tail) - 1;
}

/* What the parser expected, for a syntax error at the character c. */
static const char *
expected(enum jst st, char top)
{
	switch (st) {
	case J_VALUE:
		return "expected a value";
	case J_VALUE_END:
		return "expected a value or ']'";
	case J_KEY:
		return "expected a key in double quotes";
	case J_KEY_END:
		return "expected a key in double quotes or '}'";
	case J_COLON:
		return "expected ':' after the key";
	case J_AFTER:
		return top == '{' ? "expected ',' or '}'" : "expected ',' or ']'";
	default:
		return "expected the end of the line after the record's object";
	}
}

/* The character c at p is not what st wants: reported. */
static void
unexpected(struct yrec *y, struct record *r, struct jline *l, size_t p,
    enum jst st, char top, char c)
{
	char msg[96];

	if ((st == J_VALUE || st == J_VALUE_END) &&
	    (c == '-' || (c >= '0' && c <= '9')))
		snprintf(msg, sizeof(msg), "invalid number");
	else if ((st == J_VALUE || st == J_VALUE_END) &&
	    ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
		snprintf(msg, sizeof(msg), "%s, not '%c': a string is written "
		    "in double quotes", expected(st, top), c);
	else if ((unsigned char)c < 0x80 && c >= 0x20)
		snprintf(msg, sizeof(msg), "%s, not '%c'", expected(st, top),
		    c);
	else
		snprintf(msg, sizeof(msg), "%s", expected(st, top));
	syntax(y, r, l, p, 1, msg);
}

/*
 * The record on the line [start, end) (its line end left out), numbered
 * line: its events, in order, to the schema.  An EV_ result: EV_RECORD
 * (the record is read, bad or not) or EV_FATAL.
 *
 * A string that is an entry of 'moves' or of 'actions', with no escape
 * in an ASCII line, skips the event and string(): yschema_src_jmoves
 * finds its end and its words in one pass, and takes them where they
 * are, it and the moves after it.
 */
static int
parse(struct yrec *y, struct record *r, struct jline *l, unsigned long line)
{
	const char *b = l->buf;
	size_t p = l->start, q, bad;
	enum jst st = J_VALUE;
	struct jstr v;
	char top, c;
	int rc = EV_MORE;

	buf_clear(&y->jstack);
	while (p < l->end && is_blank(b[p]))
		p++;
	if ((rc = simple(y, r, l, YAML_DOCUMENT_START_EVENT, p, p)) != EV_MORE)
		return rc == EV_FATAL ? EV_FATAL : EV_RECORD;
	/* a fresh reader could start at this line: a piece of the input
	 * for rongo-split */
	src_mark(y->src, l->start, line, r->index);
	if (!l->ascii &&
	    !utf8_valid(b + l->start, l->end - l->start, &bad)) {
		syntax(y, r, l, l->start + bad, 1, "invalid UTF-8");
		return EV_RECORD;
	}
	top = 0;
	for (;;) {
		while (p < l->end && is_blank(b[p]))
			p++;
		if (p == l->end) {
			if (st == J_DONE)
				break;
			syntax(y, r, l, p, 0, top != 0 ? "the object does not "
			    "end on its line: JSON Lines are one record a "
			    "line" : "expected a value");
			return EV_RECORD;
		}
		c = b[p];
		rc = EV_MORE;
		switch (c) {
		case '"':
			if (st == J_AFTER || st == J_COLON || st == J_DONE)
				goto bad;
			if (top == '[' && l->ascii && y->skip == 0 &&
			    (y->st == ST_MOVE || y->st == ST_ACTION) &&
			    (rc = yschema_src_jmoves(y, r, p + 1, &q)) != 0) {
				if (rc < 0)
					return EV_FATAL;
				rc = EV_MORE;
				p = q;
				st = J_AFTER;
				continue;
			}
			if ((q = string(y, r, l, p, &v)) == 0)
				return EV_RECORD;
			if (q == (size_t)-1)
				return EV_FATAL;
			if (st == J_KEY || st == J_KEY_END)
				st = J_COLON;
			else
				st = top != 0 ? J_AFTER : J_DONE;
			rc = scalar(y, r, l, v.s, v.n, p, q,
			    YAML_DOUBLE_QUOTED_SCALAR_STYLE);
			p = q;
			break;
		case ',':
			if (st != J_AFTER)
				goto bad;
			p++;
			st = top == '{' ? J_KEY : J_VALUE;
			continue;
		case ':':
			if (st != J_COLON)
				goto bad;
			p++;
			st = J_VALUE;
			continue;
		case '{':
		case '[':
			if (st != J_VALUE && st != J_VALUE_END)
				goto bad;
			if (c == '{' && y->st == ST_TURN && y->skip == 0 &&
			    l->ascii && (q = turn_open(y, r, l, p)) != 0) {
				p = q;
				top = '[';
				st = J_VALUE_END;
				continue;
			}
			if (buf_putc(&y->jstack, c) < 0)
				return EV_FATAL;
			top = c;
			rc = simple(y, r, l, c == '{' ?
			    YAML_MAPPING_START_EVENT :
			    YAML_SEQUENCE_START_EVENT, p, p + 1);
			p++;
			st = c == '{' ? J_KEY_END : J_VALUE_END;
			break;
		case '}':
		case ']':
			if (!(st == J_VALUE_END && c == ']') &&
			    !(st == J_KEY_END && c == '}') &&
			    !(st == J_AFTER && c == (top == '{' ? '}' : ']')))
				goto bad;
			if (c == ']' && b[p + 1] == '}' && y->st == ST_ACTION &&
			    y->skip == 0) {
				/* a turn's actions, then the turn */
				rc = yschema_src_turn_end(y, r);
				p += 2;
				y->jstack.len -= 2;
				top = y->jstack.s[y->jstack.len - 1];
				st = J_AFTER;
				break;
			}
			rc = simple(y, r, l, c == '}' ? YAML_MAPPING_END_EVENT :
			    YAML_SEQUENCE_END_EVENT, p, p + 1);
			p++;
			y->jstack.len--;
			top = y->jstack.len > 0 ?
			    y->jstack.s[y->jstack.len - 1] : 0;
			st = top != 0 ? J_AFTER : J_DONE;
			break;
		default:
			if ((st != J_VALUE && st != J_VALUE_END) ||
			    (q = number(l, p)) == 0)
				goto bad;
			rc = scalar(y, r, l, b + p, q - p, p, q,
			    YAML_PLAIN_SCALAR_STYLE);
			p = q;
			st = top != 0 ? J_AFTER : J_DONE;
			break;
		}
		if (rc == EV_FATAL)
			return EV_FATAL;
		if (rc == EV_RESYNC)
			return EV_RECORD;	/* reported (too deep) */
	}
	rc = simple(y, r, l, YAML_DOCUMENT_END_EVENT, l->end, l->end);
	return rc == EV_FATAL ? EV_FATAL : EV_RECORD;
bad:
	unexpected(y, r, l, p, st, top, c);
	return EV_RECORD;
}

/* A line past the line limit, at off, numbered line: refused, and
 * passed over.  1, or -1 (fatal, reported). */
static int
too_long(struct yrec *y, struct record *r, size_t off, unsigned long line)
{
	struct src *s = y->src;
	struct pos at;
	size_t end;

	r->index = ++y->ndoc;
	src_pos(s, s->over_off, &at.line, &at.col);
	yrec_limit(y, r, at, (enum lim_id)(s->over - 1));
	src_skip(s);
	if ((end = src_need_line(s, off)) == (size_t)-1)
		return yrec_fatal_src(y);
	y->feed = end;
	yrec_cur_reset(y, end, line + 1);
	y->jline = line + 1;
	y->disc = 1;
	y->disc_off = end;
	y->disc_line = line + 1;
	return 1;
}

int
jrec_next(struct yrec *y, struct record *r)
{
	struct src *s = y->src;
	struct jline l;
	size_t off = y->feed, end, p, k;
	unsigned long line = y->jline, n;

	for (;;) {
		end = src_need_line(s, off);
		if (end == (size_t)-1 && s->over)
			return too_long(y, r, off, line);
		if (end == (size_t)-1)
			return yrec_fatal_src(y);
		if (end == off) {
			y->done = 1;
			return 0;
		}
		for (p = off; p < end && (is_blank(s->buf[p]) ||
		    s->buf[p] == '\n'); p++)
			;
		if (p < end && s->buf[p] != '#')
			break;
		/* blank, or a comment: no record; a long run of them is
		 * dropped as it is passed, and counts for no record's limit */
		off = end;
		line++;
		src_record_start(s, off);
		if (off >= SRC_DISCARD_MIN) {
			src_discard(s, off, line);
			off = 0;
		}
	}
	src_record_start(s, off);
	l.buf = s->buf;
	l.start = l.at = off;
	l.idx = 0;
	l.end = end;
	if (l.end > off && s->buf[l.end - 1] == '\n')
		l.end--;
	/* the cursor, over this line alone */
	y->feed = end;
	y->hi = (k = yrec_last_high(s->buf + off, end - off)) > 0 ?
	    off + k : 0;
	l.ascii = k == 0;
	yrec_cur_reset(y, off, line);
	y->jline = line + 1;
	n = y->ndoc;
	if (parse(y, r, &l, line) == EV_FATAL)
		return yrec_fatal_nomem(y);
	if (y->ndoc == n)
		r->index = ++y->ndoc;	/* refused before it began */
	/* the next call drops this line; what the schema set for it (the
	 * document's end) is the same */
	y->disc = 1;
	y->disc_off = off;
	y->disc_line = line;
	y->indoc = 0;
	/* the cursor was set up for this line alone */
	y->feed = end;
	return 1;
}
