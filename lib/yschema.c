/*
 * yschema: what a YAML record may hold, judged as libyaml's events of one
 * document come (yrec.c hands them over, one at a time, to
 * yschema_event) and put in the record as they are read.
 *
 * The schema is a small state machine, no recursion: st says what the
 * next node is; a node that is refused is skipped by counting the
 * collection starts and ends inside it (skip).
 *
 * A schema error marks the record bad, one diagnostic a record, and the
 * events are read on to the end of the document.
 */
#include "yrec-int.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "buf.h"
#include "diag.h"
#include "rec.h"
#include "src.h"
#include "suggest.h"
#include "text.h"
#include "varint.h"
#include "yscalar.h"

/* Longest piece of the input quoted inside a message, in bytes. */
#define QUOTE_MAX	64

/* The record's keys, by enum ykey. */
static const char *const keynames[] = {
	NULL, "game", "tags", "setup", "moves", "comments", "result",
	"players", "turns"
};

/*
 * Reporting.
 */

static void schema(struct yrec *, struct record *, struct pos, unsigned long,
    const char *, ...) __attribute__((format(printf, 5, 6)));

static void
schema(struct yrec *y, struct record *r, struct pos p, unsigned long len,
    const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	yrec_report(y, r, p, len, D_YAML_SCHEMA, msg);
}

/*
 * Scalars.
 */

static const char *
sval(const yaml_event_t *ev)
{
	return (const char *)ev->data.scalar.value;
}

static int
quoted(const yaml_event_t *ev)
{
	return ev->data.scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE ||
	    ev->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE;
}

/*
 * Whether the value's characters are the source's one for one: a scalar
 * on one line, plain or quoted, with no escape (every escape is longer
 * than what it stands for) and no anchor or tag before it.  cols is the
 * number of characters of the value when the caller has it, else
 * NOCOLS.
 */
#define NOCOLS	SIZE_MAX

static inline int
exact_cols(const yaml_event_t *ev, size_t cols)
{
	size_t span, q;

	if (ev->type != YAML_SCALAR_EVENT ||
	    ev->start_mark.line != ev->end_mark.line ||
	    ev->data.scalar.anchor != NULL || ev->data.scalar.tag != NULL)
		return 0;
	if (ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE)
		q = 0;
	else if (quoted(ev))
		q = 2;
	else
		return 0;
	span = ev->end_mark.index - ev->start_mark.index;
	if (span < q)
		return 0;
	if (cols == NOCOLS)
		cols = text_cols(sval(ev), ev->data.scalar.length);
	return span - q == cols;
}

static int
exact(const yaml_event_t *ev)
{
	return exact_cols(ev, NOCOLS);
}

/* Whether ev is a value left empty ("game:" and nothing after it): its
 * marks are those of whatever token follows, often on a later line. */
static int
empty_value(const struct yrec *y, const yaml_event_t *ev)
{
	return ev->type == YAML_SCALAR_EVENT && ev->data.scalar.length == 0 &&
	    ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE &&
	    ev->data.scalar.anchor == NULL && ev->data.scalar.tag == NULL &&
	    (y->st == ST_VALUE || y->st == ST_TAGVALUE || y->st == ST_CVALUE);
}

/* Where the value's first character is, when exact; else where the node
 * starts; for an empty value, where its key is. */
static struct pos
value_pos(struct yrec *y, const yaml_event_t *ev, int ex)
{
	struct pos p;

	if (empty_value(y, ev))
		return y->kpos;
	p = mark_pos(y, ev->start_mark);
	if (ex && quoted(ev))
		p.col++;
	return p;
}

/* Characters under the caret for a node: a scalar on one line whole. */
static unsigned long
node_len(const yaml_event_t *ev)
{
	if (ev->type == YAML_SCALAR_EVENT &&
	    ev->start_mark.line == ev->end_mark.line)
		return ev->end_mark.index - ev->start_mark.index;
	return 0;
}

/* Where to point at a node: an empty value at its key, an empty
 * document at its start. */
static void
node_at(struct yrec *y, const struct record *r, const yaml_event_t *ev,
    struct pos *p, unsigned long *len)
{
	if (empty_value(y, ev)) {
		*p = y->kpos;
		*len = y->klen;
	} else if (y->st == ST_ROOT && ev->type == YAML_SCALAR_EVENT &&
	    ev->data.scalar.length == 0) {
		*p = r->start;
		*len = 0;
	} else {
		*p = mark_pos(y, ev->start_mark);
		*len = node_len(ev);
	}
}

static void
node_error(struct yrec *y, struct record *r, const yaml_event_t *ev,
    const char *msg)
{
	struct pos p;
	unsigned long len;

	node_at(y, r, ev, &p, &len);
	schema(y, r, p, len, "%s", msg);
}

static int
is_word(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && memcmp(s, w, n) == 0;
}

static int
qlen(size_t n)
{
	return n > QUOTE_MAX ? QUOTE_MAX : (int)n;
}

/* The key s[0..n) is none of the nkeys in keys: refused, with the
 * closest of them. */
static void
unknown_key(struct yrec *y, struct record *r, const char *s, size_t n,
    const char *const *keys, size_t nkeys)
{
	char hint[SUGGEST_MAX + 24];
	struct suggest near;
	size_t i;

	suggest_init(&near, s, n);
	for (i = 0; i < nkeys; i++)
		suggest_add(&near, keys[i]);
	schema(y, r, y->kpos, y->klen, "unknown key '%.*s'%s", qlen(n), s,
	    suggest_hint(hint, sizeof(hint), near.best));
}

/* A whole number 0 .. INT_MAX, or PLY_BAD. */
static size_t
ply_number(const char *s, size_t n)
{
	size_t i, v = 0;

	if (n == 0)
		return PLY_BAD;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9')
			return PLY_BAD;
		v = v * 10 + (size_t)(s[i] - '0');
		if (v > INT_MAX)
			return PLY_BAD;
	}
	return v;
}

/*
 * The schema.
 */

static void
drop_tagname(struct yrec *y)
{
	y->have_tagname = 0;
}

void
yschema_release(struct yrec *y)
{
	drop_tagname(y);
	buf_release(&y->tagname);
	buf_release(&y->scratch);
	buf_release(&y->ctbuf);
	buf_release(&y->cands);
	buf_release(&y->tname);
}

/* The node of the current state is complete: what comes next. */
static void
after(struct yrec *y)
{
	switch (y->st) {
	case ST_ROOT:
		y->st = ST_END;
		break;
	case ST_KEY:
		y->st = ST_VALUE;
		break;
	case ST_VALUE:
		y->st = ST_KEY;
		break;
	case ST_TAGNAME:
		y->st = ST_TAGVALUE;
		break;
	case ST_TAGVALUE:
		drop_tagname(y);
		y->st = ST_TAGNAME;
		break;
	case ST_CKEY:
		y->st = ST_CVALUE;
		break;
	case ST_CVALUE:
		y->st = ST_CKEY;
		break;
	case ST_TKEY:
		y->st = ST_TVALUE;
		break;
	case ST_TVALUE:
		y->st = ST_TKEY;
		break;
	default:
		break;
	}
}

/* Pass over a node: a collection's insides are counted away. */
static void
ignore(struct yrec *y, const yaml_event_t *ev)
{
	if (ev->type == YAML_SEQUENCE_START_EVENT ||
	    ev->type == YAML_MAPPING_START_EVENT)
		y->skip = 1;
	else
		after(y);
}

static void
doc_begin(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	y->indoc = 1;
	r->index = ++y->ndoc;
	r->start = mark_pos(y, ev->start_mark);
	rec_from(r, y->src, y->cur.off, r->start);
	/* for a src's tap: a document opening with "---" at the start of
	 * its line, after no directives, can be read by a fresh parser */
	if (y->src->tap != NULL && !y->nomark && r->start.col == 1 &&
	    !ev->data.document_start.implicit &&
	    ev->data.document_start.version_directive == NULL &&
	    ev->data.document_start.tag_directives.start ==
	    ev->data.document_start.tag_directives.end &&
	    yrec_is_marker(y->src->buf + y->cur.lstart,
	    y->src->len - y->cur.lstart))
		src_mark(y->src, y->cur.lstart, r->start.line, r->index);
	y->nomark = 0;
	y->docline = r->start.line;
	y->st = ST_ROOT;
	y->key = K_NONE;
	y->seen = 0;
	y->skip = 0;
	y->depth = 0;
	y->moves_bad = 0;
	buf_clear(&y->cands);
	y->candmax = 0;
	drop_tagname(y);
}

static int
record_key(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	const char *s = sval(ev);
	size_t n = ev->data.scalar.length;
	int k;

	y->key = K_NONE;
	y->kpos = mark_pos(y, ev->start_mark);
	y->klen = node_len(ev);
	for (k = K_GAME; k <= K_TURNS; k++)
		if (is_word(s, n, keynames[k]))
			break;
	if (k > K_TURNS)
		unknown_key(y, r, s, n, keynames + K_GAME,
		    K_TURNS - K_GAME + 1);
	else if (y->seen & (1u << k))
		schema(y, r, y->kpos, y->klen, "duplicate key '%s'",
		    keynames[k]);
	else {
		y->seen |= 1u << k;
		y->key = (enum ykey)k;
	}
	after(y);
	return EV_MORE;
}

/* What ends a word in moves (MC_SEP), and in actions (MC_ASEP too), by
 * byte; MC_HIGH marks the bytes of non-ASCII characters, MC_NUL the
 * NUL that an escape can put in a double-quoted value. */
enum {
	MC_SEP = 1,
	MC_ASEP = 2,
	MC_HIGH = 4,
	MC_NUL = 8
};

#define MC_HIGH16 \
	MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, \
	MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, MC_HIGH, \
	MC_HIGH, MC_HIGH

static const unsigned char mclass[256] = {
	['\0'] = MC_NUL,
	['\t'] = MC_SEP, [' '] = MC_SEP, [','] = MC_ASEP, [';'] = MC_ASEP,
	[0x80] = MC_HIGH16, MC_HIGH16, MC_HIGH16, MC_HIGH16, MC_HIGH16,
	MC_HIGH16, MC_HIGH16, MC_HIGH16
};

/* Whether c ends a word, for sep, MC_SEP or MC_SEP | MC_ASEP. */
static int
is_sep(char c, unsigned sep)
{
	return mclass[(unsigned char)c] & sep;
}

/* An escape ("\0", "\x00") can put a NUL in a value, where the strings
 * of a record would end early; only a double-quoted one can have it
 * (libyaml refuses a NUL byte). */
static int
has_nul(const yaml_event_t *ev)
{
	return ev->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE &&
	    memchr(sval(ev), '\0', ev->data.scalar.length) != NULL;
}

static int
nul_value(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	node_error(y, r, ev, "NUL character in a value");
	ignore(y, ev);
	return EV_MORE;
}

/* Where a move's words start and end, for one of at most 64 ASCII
 * bytes: a bit per byte, so that the words are found with no branch a
 * byte.  MOVE_BITS is the longest such move. */
#define MOVE_BITS	64

struct wordbits {
	uint64_t	first;		/* a word's first byte */
	uint64_t	last;		/* a word's last byte */
	unsigned	any;		/* the mclass bits of all the bytes */
};

static void
word_bits(const char *s, size_t n, unsigned sep, struct wordbits *wb)
{
	uint64_t seps = 0, in;
	unsigned any = 0, c;
	size_t i;

	for (i = 0; i < n; i++) {
		c = mclass[(unsigned char)s[i]];
		any |= c;
		seps |= (uint64_t)((c & sep) != 0) << i;
	}
	in = ~seps & (n == MOVE_BITS ? ~(uint64_t)0 :
	    ((uint64_t)1 << n) - 1);
	wb->first = in & ~(in << 1);
	wb->last = in & ~(in >> 1);
	wb->any = any;
}

/*
 * The common move: its value stands in src as it is, ASCII, at most
 * MOVE_BITS bytes.  Its words are then the source's, at their offsets,
 * and no position need be worked out (a word taken from src has its
 * place there); the classes and the words' ends come out of one pass
 * over the bytes, with no branch a byte.  What add_move would do with
 * it, in a fraction of the instructions: every move of every record
 * comes here.
 */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int
src_move(struct yrec *y, struct record *r, size_t off, size_t n)
{
	const unsigned char *b = (const unsigned char *)y->src->buf + off;
	unsigned sep = y->st == ST_ACTION ? MC_SEP | MC_ASEP : MC_SEP;
	uint64_t seps = 0, in, first, last;
	unsigned any = 0, c;
	size_t i, j;
	int ply;

	if (n - 1 >= MOVE_BITS)		/* n == 0 too */
		return 0;
	for (i = 0; i < n; i++) {
		c = mclass[b[i]];
		any |= c;
		seps |= (uint64_t)((c & sep) != 0) << i;
	}
	if (any & (MC_HIGH | MC_NUL))
		return 0;
	if (seps == 0)
		return rec_src_word(r, off, n, 1) < 0 ? -1 : 1;
	in = ~seps & (n == MOVE_BITS ? ~(uint64_t)0 :
	    ((uint64_t)1 << n) - 1);
	if (in == 0)
		return 0;		/* no word: an empty move */
	first = in & ~(in << 1);
	last = in & ~(in >> 1);
	ply = 1;
	do {
		i = (size_t)__builtin_ctzll(first);
		j = (size_t)__builtin_ctzll(last) + 1;
		if (rec_src_word(r, off + i, j - i, ply) < 0)
			return -1;
		ply = 0;
		first &= first - 1;
		last &= last - 1;
	} while (first != 0);
	return 1;
}

/*
 * The bytes of a JSON string in an ASCII line, for yschema_src_jmoves: a
 * word's (0), a separator's (JM_SEP), the closing quote (JM_QUOTE), or
 * what ends the common form (JM_STOP: an escape, a control character,
 * the line's end among them).  One table for moves, one for actions,
 * which split at ',' and ';' too (mclass's MC_ASEP).
 */
enum {
	JM_SEP = 1,
	JM_QUOTE = 2,
	JM_STOP = 3
};

#define JM_CTL16 \
	JM_STOP, JM_STOP, JM_STOP, JM_STOP, JM_STOP, JM_STOP, JM_STOP, \
	JM_STOP, JM_STOP, JM_STOP, JM_STOP, JM_STOP, JM_STOP, JM_STOP, \
	JM_STOP, JM_STOP

static const unsigned char jm_move[256] = {
	JM_CTL16, JM_CTL16,
	[' '] = JM_SEP, ['"'] = JM_QUOTE, ['\\'] = JM_STOP,
	[0x80] = JM_CTL16, JM_CTL16, JM_CTL16, JM_CTL16, JM_CTL16, JM_CTL16,
	JM_CTL16, JM_CTL16
};

static const unsigned char jm_action[256] = {
	JM_CTL16, JM_CTL16,
	[' '] = JM_SEP, [','] = JM_SEP, [';'] = JM_SEP, ['"'] = JM_QUOTE,
	['\\'] = JM_STOP,
	[0x80] = JM_CTL16, JM_CTL16, JM_CTL16, JM_CTL16, JM_CTL16, JM_CTL16,
	JM_CTL16, JM_CTL16
};

/* One move of yschema_src_jmoves, its value at off: the offset past its
 * closing quote, 0 when not in the common form, (size_t)-1 when out of
 * memory. */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline size_t
src_jmove(struct record *r, const unsigned char *b, const unsigned char *t,
    size_t off)
{
	size_t ws[MOVE_BITS / 2], we[MOVE_BITS / 2], nw = 0, p = off, i;
	unsigned c;

	/* one pass, a table look-up a byte: the string's end and its words
	 * together, where string() then src_move took two */
	for (;;) {
		if ((c = t[b[p]]) == JM_SEP) {
			p++;
			continue;
		}
		if (c != 0)
			break;
		if (nw == MOVE_BITS / 2)
			return 0;	/* past MOVE_BITS bytes */
		ws[nw] = p;
		while ((c = t[b[++p]]) == 0)
			;
		we[nw++] = p;
		if (c != JM_SEP)
			break;
		p++;
	}
	/* what src_move takes: at most MOVE_BITS bytes, one word or more */
	if (c != JM_QUOTE || nw == 0 || p - off > MOVE_BITS)
		return 0;
	for (i = 0; i < nw; i++)
		if (rec_src_word(r, ws[i], we[i] - ws[i], i == 0) < 0)
			return (size_t)-1;
	return p + 1;
}

int
yschema_src_jmoves(struct yrec *y, struct record *r, size_t off, size_t *past)
{
	const unsigned char *b = (const unsigned char *)y->src->buf;
	const unsigned char *t = y->st == ST_ACTION ? jm_action : jm_move;
	size_t q;
	int n = 0;

	/* the moves that follow, written with no blank between */
	for (;;) {
		if ((q = src_jmove(r, b, t, off)) == (size_t)-1)
			return -1;
		if (q == 0)
			break;
		*past = q;
		n = 1;
		if (b[q] != ',' || b[q + 1] != '"')
			break;
		off = q + 2;
	}
	return n;
}

/*
 * A move from libyaml: the offset in src of its value, when it may stand
 * there as it is (src_move then makes sure), else REC_HELD.  The cursor
 * is then at the scalar's start, as value_at leaves it.
 *
 * No need to compare the bytes, as value_at does: on one line, with no
 * anchor or tag, a plain scalar is its source; a quoted one is too when
 * it is two characters longer than its value, since an escape or a
 * doubled quote is longer than what it stands for.  That reckons the
 * source in characters and the value in bytes, which are the same
 * measure only where the source is ASCII; src_move declines any other.
 */
static inline size_t
move_src(struct yrec *y, const yaml_event_t *ev)
{
	size_t n = ev->data.scalar.length, q, off;

	if (ev->start_mark.line != ev->end_mark.line ||
	    ev->data.scalar.anchor != NULL || ev->data.scalar.tag != NULL)
		return REC_HELD;
	if (ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE)
		q = 0;
	else if (quoted(ev))
		q = 1;
	else
		return REC_HELD;
	/* ASCII (what src_move takes): a character a byte */
	if (ev->end_mark.index - ev->start_mark.index != n + 2 * q ||
	    n - 1 >= MOVE_BITS)
		return REC_HELD;
	cur_seek(y, ev->start_mark.index);
	off = y->cur.off + q;
	if (off > y->src->len || n > y->src->len - off)
		return REC_HELD;
	return off;
}

/* Where the value of ev starts, as value_pos (ex: exact(ev)) finds it,
 * and its offset in src when its bytes there are the value's, else
 * REC_HELD. */
static size_t
value_at(struct yrec *y, const yaml_event_t *ev, int ex, struct pos *start)
{
	const struct src *src = y->src;
	size_t n = ev->data.scalar.length, off;

	*start = mark_pos(y, ev->start_mark);
	off = y->cur.off;
	if (ex && quoted(ev)) {
		start->col++;
		off++;
	}
	if (!ex || off > src->len || n > src->len - off ||
	    memcmp(src->buf + off, sval(ev), n) != 0)
		return REC_HELD;
	return off;
}

/* A word of a move at s[i..j), the value at off in src (or REC_HELD),
 * at p when held; ply: it opens the move.  (Every word of every move
 * comes here: inline.) */
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
static inline int
move_word(struct record *r, const char *s, size_t i, size_t j, size_t off,
    struct pos p, int ply)
{
	if (off != REC_HELD)
		return rec_src_word(r, off + i, j - i, ply);
	if (ply)
		return rec_add_open(r, s + i, j - i, p);
	return rec_add_word(r, s + i, j - i, p);
}

/*
 * A move whose value is not its source's bytes (an escape, a folded
 * line, an anchor): the record keeps the place of its scalar, and works
 * the value out again from there when it walks the moves, which costs a
 * byte or two where holding the value with the place of each word took
 * ten or more.  Where yscalar_decode does not give exactly libyaml's
 * value, the record holds the value, once.  EV_MORE when added (or
 * reported), EV_FATAL, or SCALAR_WORDS when the caller is to add the
 * words itself.
 */
#define SCALAR_WORDS	(-1)

/* The source of the scalar ev, from its first byte (*off in src) to its
 * last: its length when yscalar_decode gives libyaml's value from it,
 * else 0. */
static size_t
scalar_at(struct yrec *y, const yaml_event_t *ev, size_t *off)
{
	size_t from, n;

	(void)mark_pos(y, ev->start_mark);
	from = y->cur.off;
	(void)mark_pos(y, ev->end_mark);
	n = y->cur.off - from;
	*off = from;
	return n > 0 && yscalar_is(y->src->buf + from, n, sval(ev),
	    ev->data.scalar.length) ? n : 0;
}

static int
scalar_move(struct yrec *y, struct record *r, const yaml_event_t *ev,
    unsigned sep)
{
	const char *s = sval(ev);
	size_t n = ev->data.scalar.length, i = 0, nw = 0, from, len;
	int rv;

	for (;;) {
		while (i < n && is_sep(s[i], sep))
			i++;
		if (i == n)
			break;
		nw++;
		while (i < n && !is_sep(s[i], sep))
			i++;
	}
	if (nw == 0)
		return SCALAR_WORDS;	/* reported as an empty move */
	rv = scalar_at(y, ev, &from) > 0;
	len = y->cur.off - from;
	rv = rec_src_scalar(r, from, len, sep & MC_ASEP, rv ? NULL : s, n,
	    nw);
	return rv < 0 ? EV_FATAL : rv > 0 ? SCALAR_WORDS : EV_MORE;
}

/* One entry of 'moves' (or of a turn's 'actions'): one ply, its words
 * split at spaces and tabs.  The words are the source's, where they
 * stand there as they are; else the record keeps the scalar's place
 * (scalar_move), or as a last resort holds each word. */
static int
add_move(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	const char *s = sval(ev);
	size_t n = ev->data.scalar.length, i, j, cols, off;
	int ascii, ex, first, rv;
	struct pos start, p;
	struct wordbits wb;

	/* actions split at ',' and ';' too, as on a notation turn line */
	int act = y->st == ST_ACTION;
	unsigned sep = act ? MC_SEP | MC_ASEP : MC_SEP;

	/* in ASCII a character is a byte: nothing to count, here nor in
	 * exact; and one word, the common case, is one step */
	for (i = 0; i < n && !is_sep(s[i], sep | MC_HIGH | MC_NUL); i++)
		;
	if (i == n && n > 0) {
		ex = exact_cols(ev, n);
		off = value_at(y, ev, ex, &start);
		if (off == REC_HELD && (rv = scalar_move(y, r, ev, sep)) != SCALAR_WORDS)
			return rv;
		if (move_word(r, s, 0, n, off, start, 1) < 0)
			return EV_FATAL;
		return EV_MORE;
	}
	/* several words, in a short ASCII move: a word's column is its
	 * offset */
	if (n <= MOVE_BITS) {
		word_bits(s, n, sep, &wb);
		if (wb.any & MC_NUL)
			return nul_value(y, r, ev);
		if (!(wb.any & MC_HIGH) && wb.first != 0) {
			ex = exact_cols(ev, n);
			off = value_at(y, ev, ex, &start);
			if (off == REC_HELD &&
			    (rv = scalar_move(y, r, ev, sep)) != SCALAR_WORDS)
				return rv;
			p = start;
			first = 1;
			do {
				i = (size_t)__builtin_ctzll(wb.first);
				j = (size_t)__builtin_ctzll(wb.last) + 1;
				if (ex)
					p.col = start.col + i;
				if (move_word(r, s, i, j, off, p, first) < 0)
					return EV_FATAL;
				first = 0;
				wb.first &= wb.first - 1;
				wb.last &= wb.last - 1;
			} while (wb.first != 0);
			return EV_MORE;
		}
	} else if (has_nul(ev))
		return nul_value(y, r, ev);

	for (j = 0, i = 0; i < n; i++)
		j |= (unsigned char)s[i];	/* no branch a byte */
	ascii = j < 0x80;
	ex = exact_cols(ev, ascii ? n : text_cols(s, n));

	for (i = 0; i < n && is_sep(s[i], sep); i++)
		;
	if (i == n) {
		node_error(y, r, ev, act ? "empty action in 'actions'" :
		    "empty move in 'moves'");
		y->moves_bad = 1;
		return EV_MORE;
	}
	off = value_at(y, ev, ex, &start);
	if (off == REC_HELD && (rv = scalar_move(y, r, ev, sep)) != SCALAR_WORDS)
		return rv;
	/* a separator is one ASCII byte: a column */
	cols = i;
	first = 1;
	while (i < n) {
		for (j = i + 1; j < n && !is_sep(s[j], sep); j++)
			;
		p = start;
		if (ex)
			p.col += cols;
		if (move_word(r, s, i, j, off, p, first) < 0)
			return EV_FATAL;
		first = 0;
		cols += ascii ? j - i : text_cols(s + i, j - i);
		for (i = j; i < n && is_sep(s[i], sep); i++)
			cols++;
	}
	return EV_MORE;
}

static int
record_value(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	int sc = ev->type == YAML_SCALAR_EVENT, ex = exact(ev);
	const char *s = sc ? sval(ev) : NULL;
	size_t n = sc ? ev->data.scalar.length : 0;
	enum result res;

	switch (y->key) {
	case K_NONE:
		break;
	case K_GAME:
	case K_SETUP:
		if (!sc) {
			node_error(y, r, ev, y->key == K_GAME ?
			    "'game' must be a string" :
			    "'setup' must be a string");
			break;
		}
		if (lim_add(&y->src->lim, LIM_TAGTEXT, &r->tagtext, n)) {
			yrec_limit(y, r, value_pos(y, ev, ex), LIM_TAGTEXT);
			break;
		}
		if (rec_set_string(y->key == K_GAME ? &r->game : &r->setup,
		    s, n) < 0)
			return EV_FATAL;
		if (y->key == K_GAME)
			r->gamepos = value_pos(y, ev, ex);
		else {
			r->setuppos = value_pos(y, ev, ex);
			r->setup_exact = ex;
		}
		break;
	case K_RESULT:
		if (!sc || result_parse(s, n, &res) < 0) {
			node_error(y, r, ev,
			    "'result' must be 1-0, 0-1, 1/2-1/2 or *");
			break;
		}
		r->result = res;
		r->respos = value_pos(y, ev, ex);
		break;
	case K_TAGS:
		if (ev->type == YAML_MAPPING_START_EVENT) {
			y->st = ST_TAGNAME;
			return EV_MORE;
		}
		node_error(y, r, ev, "'tags' must be a mapping");
		break;
	case K_MOVES:
		if (ev->type == YAML_SEQUENCE_START_EVENT) {
			y->st = ST_MOVE;
			return EV_MORE;
		}
		node_error(y, r, ev, "'moves' must be a sequence of strings");
		y->moves_bad = 1;
		break;
	case K_PLAYERS:
		if (r->has_players) {
			/* a Players tag came first */
			schema(y, r, y->kpos, y->klen, "duplicate tag "
			    "'Players': the key 'players' and the tag name "
			    "the same thing");
			break;
		}
		if (ev->type == YAML_SEQUENCE_START_EVENT) {
			r->has_players = 1;
			r->playerspos = value_pos(y, ev, 0);
			y->st = ST_PLAYER;
			return EV_MORE;
		}
		node_error(y, r, ev, "'players' must be a sequence of names");
		break;
	case K_TURNS:
		if (ev->type == YAML_SEQUENCE_START_EVENT) {
			y->st = ST_TURN;
			return EV_MORE;
		}
		node_error(y, r, ev, "'turns' must be a sequence of mappings");
		y->moves_bad = 1;
		break;
	case K_COMMENTS:
		if (ev->type == YAML_SEQUENCE_START_EVENT) {
			y->st = ST_COMMENT;
			return EV_MORE;
		}
		node_error(y, r, ev,
		    "'comments' must be a sequence of mappings");
		break;
	}
	ignore(y, ev);
	return EV_MORE;
}

/* A tag's name: kept (a copy: the event is the caller's) until its
 * value comes. */
static int
tag_name(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	struct pos p = value_pos(y, ev, exact(ev));

	(void)r;
	/* what a tag's name may be is a record rule (rules.c) */
	y->kpos = mark_pos(y, ev->start_mark);
	y->klen = node_len(ev);
	buf_clear(&y->tagname);
	if (buf_add(&y->tagname, sval(ev), ev->data.scalar.length) < 0 ||
	    buf_reserve(&y->tagname, 0) < 0)
		return EV_FATAL;
	y->have_tagname = 1;
	y->tagnpos = p;
	y->tagnlen = y->klen;
	after(y);
	return EV_MORE;
}

static int
tag_value(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	const struct buf *t = &y->tagname;
	const char *v;
	struct pos p;
	unsigned long len;
	int ex;

	if (!y->have_tagname)
		;
	else if (ev->type != YAML_SCALAR_EVENT) {
		node_at(y, r, ev, &p, &len);
		schema(y, r, p, len, "tag '%s' must be a string", t->s);
	} else if (lim_add(&y->src->lim, LIM_TAGTEXT, &r->tagtext,
	    t->len + ev->data.scalar.length)) {
		yrec_limit(y, r, value_pos(y, ev, exact(ev)), LIM_TAGTEXT);
	} else if (strcmp(t->s, "Players") == 0) {
		/* the Players tag is the players, as in notation */
		ex = exact(ev);
		if (r->has_players)
			schema(y, r, y->tagnpos, y->tagnlen, "duplicate tag "
			    "'Players': the key 'players' and the tag name the "
			    "same thing");
		else {
			r->playerspos = value_pos(y, ev, ex);
			/* the value as a string: the JSON reader's ends where
			 * its source does */
			v = sval(ev);
			if (v[ev->data.scalar.length] != '\0') {
				buf_clear(&y->scratch);
				if (buf_add(&y->scratch, v,
				    ev->data.scalar.length) < 0 ||
				    buf_reserve(&y->scratch, 0) < 0)
					return EV_FATAL;
				v = y->scratch.s;
			}
			if (rec_set_players(r, v, r->playerspos, ex) < 0)
				return EV_FATAL;
		}
	} else {
		ex = exact(ev);
		if (r->ntags >= y->src->lim.max[LIM_TAGS] &&
		    y->src->lim.max[LIM_TAGS] != 0)
			yrec_limit(y, r, y->tagnpos, LIM_TAGS);
		else if (rec_add_tag(r, t->s, t->len, sval(ev),
		    ev->data.scalar.length, y->tagnpos, value_pos(y, ev, ex),
		    ex) < 0)
			return EV_FATAL;
	}
	ignore(y, ev);
	return EV_MORE;
}

static int
comment_key(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	static const char *const ckeys[] = { "ply", "text" };
	const char *s = sval(ev);
	size_t n = ev->data.scalar.length;
	enum ckey k = is_word(s, n, "ply") ? C_PLY :
	    is_word(s, n, "text") ? C_TEXT : C_NONE;

	y->ckey = C_NONE;
	y->kpos = mark_pos(y, ev->start_mark);
	y->klen = node_len(ev);
	if (k == C_NONE)
		unknown_key(y, r, s, n, ckeys, 2);
	else if (y->cseen & (1u << k))
		schema(y, r, y->kpos, y->klen, "duplicate key '%s'",
		    k == C_PLY ? "ply" : "text");
	else {
		y->cseen |= 1u << k;
		y->ckey = k;
	}
	after(y);
	return EV_MORE;
}

static int
comment_value(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	int sc = ev->type == YAML_SCALAR_EVENT, ex;

	if (y->ckey == C_PLY) {
		/* judged when the record ends: see record_end */
		y->cply = sc ? ply_number(sval(ev), ev->data.scalar.length) :
		    PLY_BAD;
		node_at(y, r, ev, &y->cplyref.pos, &y->cplyref.len);
	} else if (y->ckey == C_TEXT) {
		if (!sc)
			node_error(y, r, ev, "'text' must be a string");
		else {
			/* added once its ply is known too: comment_end */
			ex = exact(ev);
			y->ctoff = value_at(y, ev, ex, &y->ctpos);
			buf_clear(&y->ctbuf);
			y->ctscalar = 0;
			if (y->ctoff == REC_HELD)
				y->ctscalar = scalar_at(y, ev, &y->ctsoff);
			if (y->ctoff == REC_HELD && y->ctscalar == 0 &&
			    (buf_add(&y->ctbuf, sval(ev),
			    ev->data.scalar.length) < 0 ||
			    buf_reserve(&y->ctbuf, 0) < 0))
				return EV_FATAL;
			y->ctbuf.len = ev->data.scalar.length;
			y->ctext = 1;
		}
	}
	ignore(y, ev);
	return EV_MORE;
}

/* Put n in b as a varint. */
static int
put_varint(struct buf *b, size_t n)
{
	unsigned char v[VARINT_MAX];

	return buf_add(b, (const char *)v, varint_put(v, n));
}

static int
comment_end(struct yrec *y, struct record *r)
{
	if (!(y->cseen & (1u << C_PLY)))
		schema(y, r, y->cpos, 0, "comment has no 'ply'");
	if (!(y->cseen & (1u << C_TEXT)))
		schema(y, r, y->cpos, 0, "comment has no 'text'");
	if (!y->ctext || !(y->cseen & (1u << C_PLY)))
		return EV_MORE;
	/* a ply past those of the comments before: it may be the first
	 * past the record's plies (judged at the record's end) */
	if (y->cply == PLY_BAD || y->cply + 1 > y->candmax) {
		y->candmax = y->cply == PLY_BAD ? PLY_BAD : y->cply + 1;
		if (put_varint(&y->cands, y->cply) < 0 ||
		    put_varint(&y->cands, y->cplyref.pos.line) < 0 ||
		    put_varint(&y->cands, y->cplyref.pos.col) < 0 ||
		    put_varint(&y->cands, y->cplyref.len) < 0)
			return EV_FATAL;
	}
	if (y->cply == PLY_BAD)
		return EV_MORE;
	if ((y->ctoff != REC_HELD ? rec_src_comment_at(r, y->cply, y->ctoff,
	    y->ctbuf.len) : y->ctscalar > 0 ? rec_src_cscalar(r, y->cply + 1,
	    y->ctsoff, y->ctscalar) : rec_add_comment_at(r, y->cply,
	    y->ctbuf.s, y->ctbuf.len, y->ctpos)) < 0)
		return EV_FATAL;
	return EV_MORE;
}

/* The record's mapping ended: the tags and the comments' plies can be
 * judged, and the comments put in ply order (notation writes them in
 * place).  EV_MORE, or EV_FATAL when out of memory. */
static int
record_end(struct yrec *y, struct record *r)
{
	size_t i;
	long dup;

	/* duplicates are looked for once, not per tag: 10^5 tags stay
	 * cheap */
	if ((dup = rec_dup_tag(r)) == -2)
		return EV_FATAL;
	if (dup >= 0)
		schema(y, r, r->tags[dup].npos, strlen(r->tags[dup].name),
		    "duplicate tag '%s'", r->tags[dup].name);
	if ((y->seen & (1u << K_MOVES)) && (y->seen & (1u << K_TURNS)))
		schema(y, r, r->start, 0, "a record has 'moves' or 'turns', "
		    "not both");
	if (y->moves_bad)
		return EV_MORE;
	for (i = 0; i < y->cands.len;) {
		size_t ply = varint_get((const unsigned char *)y->cands.s, &i);
		struct pos p;
		unsigned long len;

		p.line = varint_get((const unsigned char *)y->cands.s, &i);
		p.col = varint_get((const unsigned char *)y->cands.s, &i);
		len = varint_get((const unsigned char *)y->cands.s, &i);
		if (ply > r->nplies) {
			schema(y, r, p, len, "'ply' must be a whole number "
			    "from 0 to %zu", r->nplies);
			break;
		}
	}
	if (rec_place_comments(r) < 0)
		return EV_FATAL;
	return EV_MORE;
}

/* An entry of 'players' (its name is checked with the record). */
static int
add_player(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	if (lim_add(&y->src->lim, LIM_TAGTEXT, &r->tagtext,
	    ev->data.scalar.length)) {
		yrec_limit(y, r, value_pos(y, ev, exact(ev)), LIM_TAGTEXT);
		return EV_MORE;
	}
	if (rec_add_player(r, sval(ev), ev->data.scalar.length,
	    value_pos(y, ev, exact(ev))) < 0)
		return EV_FATAL;
	return EV_MORE;
}

static int
turn_key(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	static const char *const tkeys[] = { "player", "actions" };
	const char *s = sval(ev);
	size_t n = ev->data.scalar.length;
	enum tkey k = is_word(s, n, "player") ? T_PLAYER :
	    is_word(s, n, "actions") ? T_ACTIONS : T_NONE;

	y->tkey = T_NONE;
	y->kpos = mark_pos(y, ev->start_mark);
	y->klen = node_len(ev);
	if (k == T_NONE)
		unknown_key(y, r, s, n, tkeys, 2);
	else if (y->tseen & (1u << k))
		schema(y, r, y->kpos, y->klen, "duplicate key '%s'",
		    k == T_PLAYER ? "player" : "actions");
	else {
		y->tseen |= 1u << k;
		y->tkey = k;
	}
	after(y);
	return EV_MORE;
}

static int
turn_value(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	if (y->tkey == T_PLAYER) {
		if (ev->type != YAML_SCALAR_EVENT)
			node_error(y, r, ev, "'player' must be a string");
		else {
			/* the turn is put in the record at its end */
			buf_clear(&y->tname);
			if (buf_add(&y->tname, sval(ev),
			    ev->data.scalar.length) < 0 ||
			    buf_reserve(&y->tname, 0) < 0)
				return EV_FATAL;
			y->tnames = y->tname.s;
			y->tnamen = y->tname.len;
			y->tnpos = value_pos(y, ev, exact(ev));
			y->tnamed = 1;
		}
	} else if (y->tkey == T_ACTIONS) {
		if (ev->type == YAML_SEQUENCE_START_EVENT) {
			/* the actions must be the turn's last plies: a
			 * turn's are contiguous */
			y->st = ST_ACTION;
			return EV_MORE;
		}
		node_error(y, r, ev, "'actions' must be a sequence of strings");
		y->moves_bad = 1;
	}
	ignore(y, ev);
	return EV_MORE;
}

/* A node where the state wants one. */
static int
node(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	int sc = ev->type == YAML_SCALAR_EVENT;

	if (ev->type == YAML_ALIAS_EVENT) {
		yrec_report(y, r, mark_pos(y, ev->start_mark), 0, D_YAML_ALIAS,
		    NULL);
		/* the slot is used up; keep the alias from being judged
		 * again as a missing value */
		if (y->st == ST_KEY)
			y->key = K_NONE;
		else if (y->st == ST_CKEY)
			y->ckey = C_NONE;
		else if (y->st == ST_TKEY)
			y->tkey = T_NONE;
		else if (y->st == ST_CVALUE && y->ckey == C_PLY)
			y->cply = 0;
		after(y);
		return EV_MORE;
	}
	switch (y->st) {
	case ST_ROOT:
		if (ev->type == YAML_MAPPING_START_EVENT) {
			y->st = ST_KEY;
			return EV_MORE;
		}
		node_error(y, r, ev, "a record must be a mapping");
		break;
	case ST_KEY:
		if (sc)
			return record_key(y, r, ev);
		node_error(y, r, ev, "a key must be a string");
		y->key = K_NONE;
		break;
	case ST_VALUE:
		return record_value(y, r, ev);
	case ST_TAGNAME:
		if (sc)
			return tag_name(y, r, ev);
		node_error(y, r, ev, "a tag name must be a string");
		break;
	case ST_TAGVALUE:
		return tag_value(y, r, ev);
	case ST_MOVE:
		if (sc)
			return add_move(y, r, ev);
		node_error(y, r, ev, "'moves' must be a sequence of strings");
		y->moves_bad = 1;
		break;
	case ST_COMMENT:
		if (ev->type == YAML_MAPPING_START_EVENT) {
			y->st = ST_CKEY;
			y->cseen = 0;
			y->ctext = 0;
			y->cply = 0;
			y->cpos = mark_pos(y, ev->start_mark);
			return EV_MORE;
		}
		node_error(y, r, ev,
		    "'comments' must be a sequence of mappings");
		break;
	case ST_CKEY:
		if (sc)
			return comment_key(y, r, ev);
		node_error(y, r, ev, "a key must be a string");
		y->ckey = C_NONE;
		break;
	case ST_CVALUE:
		return comment_value(y, r, ev);
	case ST_PLAYER:
		if (sc)
			return add_player(y, r, ev);
		node_error(y, r, ev, "'players' must be a sequence of names");
		break;
	case ST_TURN:
		if (ev->type == YAML_MAPPING_START_EVENT) {
			/* mv stays as it is up to the turn's end, so that
			 * the turn can be put at tmark then */
			r->nopack = 1;
			y->tmark = r->mv.len;
			y->tpos = mark_pos(y, ev->start_mark);
			y->tnamed = 0;
			buf_clear(&y->tname);
			y->st = ST_TKEY;
			y->tseen = 0;
			return EV_MORE;
		}
		node_error(y, r, ev, "'turns' must be a sequence of mappings");
		y->moves_bad = 1;
		break;
	case ST_TKEY:
		if (sc)
			return turn_key(y, r, ev);
		node_error(y, r, ev, "a key must be a string");
		y->tkey = T_NONE;
		break;
	case ST_TVALUE:
		return turn_value(y, r, ev);
	case ST_ACTION:
		if (sc)
			return add_move(y, r, ev);
		node_error(y, r, ev, "'actions' must be a sequence of strings");
		y->moves_bad = 1;
		break;
	case ST_END:
		break;
	}
	ignore(y, ev);
	return EV_MORE;
}

/* A turn's mapping ended: it is put in the record, where its plies
 * start. */
static int
turn_end(struct yrec *y, struct record *r)
{
	y->st = ST_TURN;
	if (!(y->tseen & (1u << T_PLAYER)))
		schema(y, r, y->tpos, 0, "turn has no 'player'");
	if (rec_insert_turn(r, y->tmark, y->tnamed ? y->tnames : "",
	    y->tnamed ? y->tnamen : 0, y->tnamed ? y->tnpos : y->tpos) < 0)
		return EV_FATAL;
	r->nopack = 0;
	return EV_MORE;
}

int
yschema_src_turn(struct yrec *y, struct record *r, size_t idx, size_t off,
    size_t n)
{
	unsigned long max = y->src->lim.max[LIM_DEPTH];
	yaml_mark_t m;

	/* the mapping and the sequence: past the limit, the events say
	 * where */
	if (max != 0 && y->depth + 2 > max)
		return 0;
	y->depth += 2;
	memset(&m, 0, sizeof(m));
	/* the mapping, as in node() */
	r->nopack = 1;
	y->tmark = r->mv.len;
	m.index = idx;
	y->tpos = mark_pos(y, m);
	/* "player", then its value, exact: its first character */
	m.index = idx + 11;
	y->tnpos = mark_pos(y, m);
	y->tnames = y->src->buf + off + 11;
	y->tnamen = n;
	y->tnamed = 1;
	/* "actions", whose place is the last key's; then its sequence */
	m.index = idx + 13 + n;
	y->kpos = mark_pos(y, m);
	y->klen = 9;
	y->tseen = 1u << T_PLAYER | 1u << T_ACTIONS;
	y->tkey = T_ACTIONS;
	y->st = ST_ACTION;
	return 1;
}

int
yschema_src_turn_end(struct yrec *y, struct record *r)
{
	y->depth -= 2;
	return turn_end(y, r);
}

/* The end of a collection that was not ignored. */
static int
node_end(struct yrec *y, struct record *r)
{
	switch (y->st) {
	case ST_KEY:
		y->st = ST_END;
		return record_end(y, r);
	case ST_TAGNAME:
	case ST_MOVE:
	case ST_COMMENT:
	case ST_PLAYER:
	case ST_TURN:
		y->st = ST_KEY;
		break;
	case ST_CKEY:
		y->st = ST_COMMENT;
		return comment_end(y, r);
	case ST_ACTION:
		y->st = ST_TKEY;
		break;
	case ST_TKEY:
		return turn_end(y, r);
	default:
		break;
	}
	return EV_MORE;
}

/* Every event but the common moves (yschema_event), out of line so that
 * those take no more registers than they need. */
static int __attribute__((noinline))
other_event(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	unsigned long max;

	switch (ev->type) {
	case YAML_STREAM_END_EVENT:
		return EV_END;
	case YAML_DOCUMENT_START_EVENT:
		doc_begin(y, r, ev);
		return EV_MORE;
	case YAML_DOCUMENT_END_EVENT:
		/* drop what is before this line, next time */
		(void)mark_pos(y, ev->end_mark);
		max = y->src->lim.max[LIM_RECORD];
		if (max != 0 && y->cur.off > y->src->rec &&
		    y->cur.off - y->src->rec > max) {
			struct pos p;

			src_pos(y->src, y->src->rec + max, &p.line, &p.col);
			yrec_limit(y, r, p, LIM_RECORD);
		}
		y->disc = 1;
		y->disc_off = y->cur.lstart;
		y->disc_line = y->cur.line;
		y->docline = y->cur.line;
		y->indoc = 0;
		drop_tagname(y);
		return EV_RECORD;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		if (++y->depth > y->src->lim.max[LIM_DEPTH] &&
		    y->src->lim.max[LIM_DEPTH] != 0) {
			yrec_limit(y, r, mark_pos(y, ev->start_mark), LIM_DEPTH);
			return EV_RESYNC;
		}
		if (y->skip > 0) {
			y->skip++;
			return EV_MORE;
		}
		return node(y, r, ev);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		y->depth--;
		if (y->skip > 0) {
			if (--y->skip == 0)
				after(y);
			return EV_MORE;
		}
		return node_end(y, r);
	case YAML_SCALAR_EVENT:
		if (y->skip > 0)
			return EV_MORE;
		if (has_nul(ev))
			return nul_value(y, r, ev);
		return node(y, r, ev);
	case YAML_ALIAS_EVENT:
		if (y->skip > 0) {
			yrec_report(y, r, mark_pos(y, ev->start_mark), 0,
			    D_YAML_ALIAS, NULL);
			return EV_MORE;
		}
		return node(y, r, ev);
	default:
		return EV_MORE;
	}
}

int
yschema_event(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	size_t off;
	int rv;

	/* most events are moves: what node() would do for them, without
	 * a switch, whose jump is harder to foresee than a branch; add_move
	 * looks for a NUL itself */
	if (ev->type == YAML_SCALAR_EVENT && y->skip == 0 &&
	    (y->st == ST_MOVE || y->st == ST_ACTION)) {
		if ((off = move_src(y, ev)) != REC_HELD && (rv = src_move(y, r,
		    off, ev->data.scalar.length)) != 0)
			return rv < 0 ? EV_FATAL : EV_MORE;
		return add_move(y, r, ev);
	}
	return other_event(y, r, ev);
}
