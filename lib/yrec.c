/*
 * yrec: YAML records on libyaml's event API (see yrec.h).
 *
 * Reading.  libyaml pulls bytes through feed() straight from src->buf.
 * feed is the offset in src->buf of the next byte to hand over; pfed
 * counts every byte the current parser was given, so a raw offset x of
 * the parser lies at src->buf offset feed - (pfed - x).  feed() hands
 * over at most one line per call: libyaml's reader decodes (and checks)
 * all it is given at once, so with bigger pieces invalid UTF-8 in a later
 * document would fail the document being read.
 *
 * Positions.  libyaml's marks count characters (index) and its own line
 * breaks, which include a lone CR and U+2028; the diagnostics count '\n'
 * lines of the buffer.  So a mark goes through the cursor, which walks
 * the fed bytes to the mark's index and knows the buffer offset, line and
 * column there.  Event marks only move forward, so the walk is linear in
 * the size of the document.  Most input is ASCII, where a character is a
 * byte: feed() notes hi, the offset just past the last byte >= 0x80 it
 * handed over, and while the cursor is at or past hi a seek is one
 * addition; the cursor's nl (no '\n' in [off, nl)) says whether there
 * is a '\n' to count on the way, which memchr then finds.  Only the rest
 * is walked a character at a time.  The parser is told its input is
 * UTF-8 (left to guess, it would take a UTF-16 byte order mark at its
 * word and count no bytes for it); a UTF-8 byte order mark opening the
 * stream is skipped here instead, since libyaml would take it for a
 * column of indentation.  Columns do not count it either, which is where
 * an editor shows them.
 *
 * Memory.  When a document ends, the offset and line of the line holding
 * its end become the pending discard; the discard happens at the start
 * of the next yrec_next, so that the caller can still quote the lines of
 * the record it was given.  The discard offset is a mark's line start, so
 * it never passes feed.
 *
 * Errors.  A schema error marks the record bad and the events are read on
 * to the end of the document.  A syntax error (or a nesting deeper than
 * the depth limit, refused before libyaml's stacks grow with it, or a
 * line or record past its limit, which src refuses to read) ends the
 * parser: the next parser starts at the first line at or after the error
 * line that begins with "---", skipping the line where the bad document
 * started.  Each restart is at a later line than the last one, so the
 * stream always ends.
 *
 * The schema is a small state machine, no recursion: st says what the
 * next node is; a node that is refused is skipped by counting the
 * collection starts and ends inside it (skip).
 *
 * Writing goes through libyaml's emitter; see ywriter_put.
 */
#include "yrec.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "diag.h"
#include "mem.h"
#include "rec.h"
#include "src.h"
#include "text.h"
#include "yscalar.h"

/* Bytes of a bad document's remains kept while looking for the next. */
#define RESYNC_DROP	65536
/* Where the writer folds a long line. */
#define YW_WIDTH	65536
/* Longest piece of the input quoted inside a message, in bytes. */
#define QUOTE_MAX	64

/* What the next node of the document is. */
enum yst {
	ST_ROOT,	/* the document's root */
	ST_END,		/* nothing: the root is done */
	ST_KEY,		/* a key of the record */
	ST_VALUE,	/* the value of the record's key y->key */
	ST_TAGNAME,
	ST_TAGVALUE,
	ST_MOVE,	/* an entry of 'moves' */
	ST_COMMENT,	/* an entry of 'comments' */
	ST_CKEY,	/* a key of a comment */
	ST_CVALUE,	/* its value */
	ST_PLAYER,	/* an entry of 'players' */
	ST_TURN,	/* an entry of 'turns' */
	ST_TKEY,	/* a key of a turn */
	ST_TVALUE,	/* its value */
	ST_ACTION	/* an entry of a turn's 'actions' */
};

enum ykey {
	K_NONE,		/* unknown or repeated: its value is ignored */
	K_GAME,
	K_TAGS,
	K_SETUP,
	K_MOVES,
	K_COMMENTS,
	K_RESULT,
	K_PLAYERS,
	K_TURNS
};

static const char *const keynames[] = {
	NULL, "game", "tags", "setup", "moves", "comments", "result",
	"players", "turns"
};

enum tkey {
	T_NONE,
	T_PLAYER,
	T_ACTIONS
};

enum ckey {
	C_NONE,
	C_PLY,
	C_TEXT
};

/* Results of one event. */
enum {
	EV_MORE,
	EV_RECORD,	/* the document ended */
	EV_END,		/* the stream ended */
	EV_FATAL,	/* reported */
	EV_RESYNC	/* reported; drop this parser */
};

/* A comment's ply is checked when the record ends, when the number of
 * plies is known. */
#define PLY_BAD	SIZE_MAX

struct plyref {
	struct pos	 pos;
	unsigned long	 len;
};

/* A place in the fed bytes: character idx of the parser is at off. */
struct cursor {
	size_t		 idx;
	size_t		 off;
	unsigned long	 line;
	size_t		 lstart;	/* offset of the start of line */
	size_t		 lidx;		/* idx at lstart */
	size_t		 lfloor;	/* no line starts before: a BOM */
	size_t		 nl;		/* no '\n' in [off, nl); may lag off */
};

struct yrec {
	struct src	*src;
	struct diag	*diag;
	yaml_parser_t	 parser;
	int		 live;		/* parser is initialised */
	size_t		 feed;
	size_t		 pfed;
	int		 readerr;	/* feed() failed: src->err */
	/* bytes fed since the parser's last event, and where they passed
	 * the line limit (the parser was then fed no more) */
	size_t		 since;
	int		 toolong;
	size_t		 toolong_off;
	size_t		 hi;		/* past the last fed byte >= 0x80 */
	int		 bomcheck;	/* the stream's first bytes are next */
	struct cursor	 cur;
	unsigned long	 ndoc;		/* documents started so far */
	int		 indoc;		/* a document of this call began */
	unsigned long	 docline;	/* line where the current document began */

	int		 disc;		/* a discard is pending */
	size_t		 disc_off;
	unsigned long	 disc_line;
	int		 restart;	/* start a new parser at disc_off */
	int		 nomark;	/* no tap mark for the next document */
	int		 done;
	int		 fatal;

	/* the schema, for the current document */
	enum yst	 st;
	enum ykey	 key;
	unsigned	 seen;		/* bit per enum ykey */
	unsigned long	 skip;		/* open collections of an ignored node */
	unsigned long	 depth;		/* open collections */
	int		 moves_bad;	/* plies may be missing: no ply checks */
	yaml_event_t	 tagname;	/* the scalar of the tag being read */
	int		 have_tagname;
	struct pos	 tagnpos;
	enum ckey	 ckey;
	unsigned	 cseen;		/* bit per enum ckey */
	enum tkey	 tkey;
	unsigned	 tseen;		/* bit per enum tkey */
	int		 ctext;		/* the comment's text was read: */
	size_t		 ctoff;		/* at ctoff in src (not REC_HELD), */
	size_t		 ctscalar;	/* or the value of the ctscalar bytes
					 * at ctsoff (not 0), */
	size_t		 ctsoff;
	struct buf	 ctbuf;		/* or held here */
	struct pos	 ctpos;
	size_t		 cply;
	struct plyref	 cplyref;
	struct pos	 cpos;
	struct pos	 kpos;		/* of the last key read */
	unsigned long	 klen;
	/* the comments whose ply is past those of all before them, the only
	 * ones that can be the first past the record's plies: varints of
	 * their ply, line, column and length (of the ply's node) */
	struct buf	 cands;
	size_t		 candmax;	/* 1 + the greatest ply so far, or 0 */
	/* the turn being read: where its plies start in the record's mv,
	 * where it starts, its player's name and where that is */
	size_t		 tmark;
	struct pos	 tpos;
	struct buf	 tname;
	struct pos	 tnpos;
	int		 tnamed;
};

/*
 * The cursor.
 */

static void
cur_reset(struct yrec *y, size_t off, unsigned long line)
{
	y->cur.idx = 0;
	y->cur.off = off;
	y->cur.line = line;
	y->cur.lstart = off;
	y->cur.lidx = 0;
	y->cur.lfloor = off;
	y->cur.nl = off;
}

static int
is_cont(const char *b, size_t off)
{
	return ((unsigned char)b[off] & 0xc0) == 0x80;
}

/*
 * The cursor's slow paths are kept out of line (noinline) so that the
 * fast one, which runs for almost every event, inlines with no register
 * saves.
 */

/* Count the lines that start in the ASCII bytes (off, to], which the
 * cursor is about to pass: memchr finds each '\n' once, since nl only
 * moves forward here. */
static void __attribute__((noinline))
cur_lines(struct yrec *y, size_t to)
{
	struct cursor *c = &y->cur;
	const char *b = y->src->buf, *q;

	if (c->nl < c->off)
		c->nl = c->off;
	while (c->nl < to) {
		if ((q = memchr(b + c->nl, '\n', y->feed - c->nl)) == NULL) {
			c->nl = y->feed;
			break;
		}
		c->nl = (size_t)(q - b);
		if (c->nl >= to)
			break;
		c->line++;
		c->lstart = ++c->nl;
		c->lidx = c->idx + (c->lstart - c->off);
	}
}

/* cur_seek the long way, a character at a time. */
static void __attribute__((noinline))
cur_walk(struct yrec *y, size_t idx)
{
	struct cursor *c = &y->cur;
	const char *b = y->src->buf;
	size_t p;
	char ch;

	while (c->idx < idx && c->off < y->feed) {
		ch = b[c->off++];
		c->idx++;
		if (ch == '\n') {
			c->line++;
			c->lstart = c->off;
			c->lidx = c->idx;
		} else if ((unsigned char)ch >= 0x80) {
			/* past a character's continuation bytes (ASCII, the
			 * common case, has none) */
			while (c->off < y->feed && is_cont(b, c->off))
				c->off++;
		}
	}
	while (c->idx > idx && c->off > 0) {
		do
			c->off--;
		while (c->off > 0 && is_cont(b, c->off));
		c->idx--;
		c->nl = c->off;
		if (c->off < c->lstart) {
			/* back over the '\n' that ended the line before */
			for (p = c->off; p > c->lfloor && b[p - 1] != '\n';
			    p--)
				;
			c->line--;
			c->lstart = p;
			c->lidx = c->idx - text_cols(b + p, c->off - p);
		}
	}
}

/* Move the cursor to character idx, within the fed bytes.  The parser
 * has checked them, so every character is one UTF-8 sequence. */
static void
cur_seek(struct yrec *y, size_t idx)
{
	struct cursor *c = &y->cur;
	size_t to = c->off + (idx - c->idx);

	/* all ASCII from the cursor on, the common case: a character is a
	 * byte, and only the '\n' in between need finding */
	if (idx >= c->idx && y->hi <= c->off && to <= y->feed) {
		if (to > c->nl)
			cur_lines(y, to);
		c->idx = idx;
		c->off = to;
	} else
		cur_walk(y, idx);
}

static inline struct pos
mark_pos(struct yrec *y, yaml_mark_t m)
{
	struct pos p;

	cur_seek(y, m.index);
	p.line = y->cur.line;
	p.col = y->cur.idx - y->cur.lidx + 1;
	return p;
}

/* The position of byte off, at or after the cursor; for reader errors,
 * which carry a byte offset and no mark.  The cursor's idx is not kept
 * right: the parser is dropped after that. */
static struct pos
byte_pos(struct yrec *y, size_t off)
{
	struct cursor *c = &y->cur;
	const char *b = y->src->buf;
	struct pos p;

	while (c->off < off && c->off < y->src->len)
		if (b[c->off++] == '\n') {
			c->line++;
			c->lstart = c->off;
		}
	p.line = c->line;
	p.col = text_cols(b + c->lstart, c->off - c->lstart) + 1;
	return p;
}

/*
 * Reporting.
 */

static void
report(struct yrec *y, struct record *r, struct pos p, unsigned long len,
    enum diag_id id, const char *msg)
{
	struct diag_loc loc;

	/* one diagnostic per record, as for notation: what follows the
	 * first problem (a billion aliases, say) adds nothing */
	if (r->bad)
		return;
	memset(&loc, 0, sizeof(loc));
	loc.file = y->src->name;
	loc.line = p.line;
	loc.col = p.col;
	loc.len = len;
	loc.src = y->src;
	loc.record = r->index;
	diag_report(y->diag, &loc, id, msg);
	r->bad = 1;
}

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
	report(y, r, p, len, D_YAML_SCHEMA, msg);
}

static int
fatal_nomem(struct yrec *y)
{
	diag_report(y->diag, NULL, D_NOMEM);
	y->fatal = 1;
	return -1;
}

/* src failed: a read error, or out of memory growing its buffer. */
static int
fatal_src(struct yrec *y)
{
	if (y->src->err == ENOMEM)
		return fatal_nomem(y);
	src_report(y->src, y->diag, 0);
	y->fatal = 1;
	return -1;
}

/* Limit id passed at p (once per record, as report). */
static void
limit(struct yrec *y, struct record *r, struct pos p, enum lim_id id)
{
	struct diag_loc loc;

	if (r->bad)
		return;
	memset(&loc, 0, sizeof(loc));
	loc.file = y->src->name;
	loc.line = p.line;
	loc.col = p.col;
	loc.src = y->src;
	loc.record = r->index;
	lim_report(y->diag, &loc, &y->src->lim, id);
	r->bad = 1;
}

/* A scalar longer than the line limit, at p (feed). */
static void
scalar_limit(struct yrec *y, struct record *r, struct pos p)
{
	struct diag_loc loc;
	unsigned long max = y->src->lim.max[LIM_LINE];

	if (r->bad)
		return;
	memset(&loc, 0, sizeof(loc));
	loc.file = y->src->name;
	loc.line = p.line;
	loc.col = p.col;
	loc.src = y->src;
	loc.record = r->index;
	diag_report(y->diag, &loc, D_LIMIT, "YAML scalar", max,
	    max == 1 ? "byte" : "bytes", lim_name(LIM_LINE));
	r->bad = 1;
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
	if (y->have_tagname)
		yaml_event_delete(&y->tagname);
	y->have_tagname = 0;
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

static int is_marker(const char *, size_t);

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
	    is_marker(y->src->buf + y->cur.lstart,
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
		schema(y, r, y->kpos, y->klen, "unknown key '%.*s'", qlen(n),
		    s);
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
			limit(y, r, value_pos(y, ev, ex), LIM_TAGTEXT);
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

/* A tag's name: kept (the event itself) until its value comes. */
static int
tag_name(struct yrec *y, struct record *r, yaml_event_t *ev)
{
	struct pos p = value_pos(y, ev, exact(ev));

	(void)r;
	/* what a tag's name may be is a record rule (rules.c) */
	y->kpos = mark_pos(y, ev->start_mark);
	y->klen = node_len(ev);
	y->tagname = *ev;
	memset(ev, 0, sizeof(*ev));	/* the caller deletes nothing */
	y->have_tagname = 1;
	y->tagnpos = p;
	after(y);
	return EV_MORE;
}

static int
tag_value(struct yrec *y, struct record *r, const yaml_event_t *ev)
{
	const yaml_event_t *t = &y->tagname;
	struct pos p;
	unsigned long len;
	int ex;

	if (!y->have_tagname)
		;
	else if (ev->type != YAML_SCALAR_EVENT) {
		node_at(y, r, ev, &p, &len);
		schema(y, r, p, len, "tag '%s' must be a string", sval(t));
	} else if (lim_add(&y->src->lim, LIM_TAGTEXT, &r->tagtext,
	    t->data.scalar.length + ev->data.scalar.length)) {
		limit(y, r, value_pos(y, ev, exact(ev)), LIM_TAGTEXT);
	} else if (strcmp(sval(t), "Players") == 0) {
		/* the Players tag is the players, as in notation */
		ex = exact(ev);
		if (r->has_players)
			schema(y, r, y->tagnpos, node_len(t), "duplicate tag "
			    "'Players': the key 'players' and the tag name the "
			    "same thing");
		else {
			r->playerspos = value_pos(y, ev, ex);
			if (rec_set_players(r, sval(ev), r->playerspos, ex) < 0)
				return EV_FATAL;
		}
	} else {
		ex = exact(ev);
		if (r->ntags >= y->src->lim.max[LIM_TAGS] &&
		    y->src->lim.max[LIM_TAGS] != 0)
			limit(y, r, y->tagnpos, LIM_TAGS);
		else if (rec_add_tag(r, sval(t), t->data.scalar.length, sval(ev),
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
	const char *s = sval(ev);
	size_t n = ev->data.scalar.length;
	enum ckey k = is_word(s, n, "ply") ? C_PLY :
	    is_word(s, n, "text") ? C_TEXT : C_NONE;

	y->ckey = C_NONE;
	y->kpos = mark_pos(y, ev->start_mark);
	y->klen = node_len(ev);
	if (k == C_NONE)
		schema(y, r, y->kpos, y->klen, "unknown key '%.*s'", qlen(n),
		    s);
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
	char v[16];
	size_t k = 0;

	while (n >= 0x80) {
		v[k++] = (char)(n | 0x80);
		n >>= 7;
	}
	v[k++] = (char)n;
	return buf_add(b, v, k);
}

static size_t
get_varint(const char *s, size_t *i)
{
	size_t v = 0;
	unsigned sh = 0;
	unsigned char c;

	do {
		c = (unsigned char)s[(*i)++];
		if (sh < 8 * sizeof(v))
			v |= (size_t)(c & 0x7f) << sh;
		sh += 7;
	} while (c & 0x80);
	return v;
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
		size_t ply = get_varint(y->cands.s, &i);
		struct pos p;
		unsigned long len;

		p.line = get_varint(y->cands.s, &i);
		p.col = get_varint(y->cands.s, &i);
		len = get_varint(y->cands.s, &i);
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
		limit(y, r, value_pos(y, ev, exact(ev)), LIM_TAGTEXT);
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
	const char *s = sval(ev);
	size_t n = ev->data.scalar.length;
	enum tkey k = is_word(s, n, "player") ? T_PLAYER :
	    is_word(s, n, "actions") ? T_ACTIONS : T_NONE;

	y->tkey = T_NONE;
	y->kpos = mark_pos(y, ev->start_mark);
	y->klen = node_len(ev);
	if (k == T_NONE)
		schema(y, r, y->kpos, y->klen, "unknown key '%.*s'", qlen(n),
		    s);
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
node(struct yrec *y, struct record *r, yaml_event_t *ev)
{
	int sc = ev->type == YAML_SCALAR_EVENT;

	if (ev->type == YAML_ALIAS_EVENT) {
		report(y, r, mark_pos(y, ev->start_mark), 0, D_YAML_ALIAS,
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
		y->st = ST_TURN;
		if (!(y->tseen & (1u << T_PLAYER)))
			schema(y, r, y->tpos, 0, "turn has no 'player'");
		if (rec_insert_turn(r, y->tmark, y->tnamed ? y->tname.s : "",
		    y->tnamed ? y->tname.len : 0, y->tnamed ? y->tnpos :
		    y->tpos) < 0)
			return EV_FATAL;
		r->nopack = 0;
		break;
	default:
		break;
	}
	return EV_MORE;
}

static int
event(struct yrec *y, struct record *r, yaml_event_t *ev)
{
	unsigned long max;

	/* most events are moves: what node() would do for them, without
	 * a switch, whose jump is harder to foresee than a branch; add_move
	 * looks for a NUL itself */
	if (ev->type == YAML_SCALAR_EVENT && y->skip == 0 &&
	    (y->st == ST_MOVE || y->st == ST_ACTION))
		return add_move(y, r, ev);
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
			limit(y, r, p, LIM_RECORD);
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
			limit(y, r, mark_pos(y, ev->start_mark), LIM_DEPTH);
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
			report(y, r, mark_pos(y, ev->start_mark), 0,
			    D_YAML_ALIAS, NULL);
			return EV_MORE;
		}
		return node(y, r, ev);
	default:
		return EV_MORE;
	}
}

/*
 * Parsers and recovery.
 */

/* 1 + the offset of the last byte >= 0x80 in s[0..n), or 0 if none: a
 * word at a time, for the ASCII that most input is. */
static size_t
last_high(const char *s, size_t n)
{
	uint64_t w, w2, w3, w4;

	while (n >= 32) {
		memcpy(&w, s + n - 32, 8);
		memcpy(&w2, s + n - 24, 8);
		memcpy(&w3, s + n - 16, 8);
		memcpy(&w4, s + n - 8, 8);
		if ((w | w2 | w3 | w4) & UINT64_C(0x8080808080808080))
			break;
		n -= 32;
	}
	while (n >= 8) {
		memcpy(&w, s + n - 8, 8);
		if (w & UINT64_C(0x8080808080808080))
			break;
		n -= 8;
	}
	while (n > 0 && (unsigned char)s[n - 1] < 0x80)
		n--;
	return n;
}

static int
feed(void *data, unsigned char *out, size_t size, size_t *got)
{
	struct yrec *y = data;
	struct src *s = y->src;
	const char *nl;
	size_t n, k;
	unsigned long max;

	*got = 0;
	max = s->lim.max[LIM_LINE];
	if (max != 0 && y->since > max) {
		/* a scalar of many lines, which libyaml would hold whole:
		 * no longer than a line may be */
		y->toolong = 1;
		y->toolong_off = y->feed - (y->since - max);
		y->readerr = 1;
		return 0;
	}
	if (y->bomcheck) {
		y->bomcheck = 0;
		while (s->len < 3 && !s->eof)
			if (src_fill(s) < 0) {
				y->readerr = 1;
				return 0;
			}
		if (y->feed == 0 && s->len >= 3 &&
		    memcmp(s->buf, "\xef\xbb\xbf", 3) == 0) {
			y->feed = 3;
			cur_reset(y, 3, y->cur.line);
		}
	}
	while (y->feed >= s->len) {
		if (s->eof)
			return 1;
		if (src_fill(s) < 0) {
			y->readerr = 1;
			return 0;
		}
	}
	n = s->len - y->feed;
	if (n > size)
		n = size;
	if ((nl = memchr(s->buf + y->feed, '\n', n)) != NULL)
		n = (size_t)(nl - (s->buf + y->feed)) + 1;
	memcpy(out, s->buf + y->feed, n);
	if ((k = last_high(s->buf + y->feed, n)) > 0)
		y->hi = y->feed + k;
	y->feed += n;
	y->pfed += n;
	y->since += n;
	*got = n;
	return 1;
}

/* A fresh parser for the bytes from src->buf[0], line base_line. */
static int
parser_start(struct yrec *y)
{
	if (y->live) {
		yaml_parser_delete(&y->parser);
		y->live = 0;
	}
	if (!yaml_parser_initialize(&y->parser))
		return -1;
	y->live = 1;
	yaml_parser_set_input(&y->parser, feed, y);
	yaml_parser_set_encoding(&y->parser, YAML_UTF8_ENCODING);
	y->feed = y->pfed = y->hi = 0;
	y->since = 0;
	y->toolong = 0;
	y->readerr = 0;
	y->restart = 0;
	cur_reset(y, 0, y->src->base_line);
	y->docline = y->src->base_line;
	return 0;
}

static void
discard(struct yrec *y)
{
	size_t off = y->disc_off;

	y->disc = 0;
	src_record_start(y->src, off);
	if (!y->restart && off < SRC_DISCARD_MIN)
		return;		/* later, with more at once */
	if (!y->restart) {
		if (off > y->feed || off > y->cur.lstart)
			return;		/* cannot be: see the top */
		y->feed -= off;
		y->cur.off -= off;
		y->cur.lstart -= off;
		y->cur.lfloor = y->cur.lfloor > off ? y->cur.lfloor - off : 0;
		y->cur.nl = y->cur.nl > off ? y->cur.nl - off : 0;
		y->hi = y->hi > off ? y->hi - off : 0;
	}
	src_discard(y->src, off, y->disc_line);
}

/* A line opening a document: "---" then a blank or its end. */
static int
is_marker(const char *s, size_t n)
{
	return n >= 3 && memcmp(s, "---", 3) == 0 &&
	    (n == 3 || s[3] == ' ' || s[3] == '\t' || s[3] == '\r' ||
	    s[3] == '\n');
}

/*
 * After an error on the line at off, numbered line: find where the next
 * parser starts.  The error line itself may open the next document (an
 * unclosed bracket is found there), unless it is where this document
 * began.  Returns 1 (the record is done), or -1.
 *
 * The error is reported and the parser is done with, so the lines passed
 * over are dropped as the search goes (in big steps, so that the moves
 * stay linear): garbage after a bad document costs no memory.
 */
static int
resync(struct yrec *y, size_t off, unsigned long line)
{
	struct src *s = y->src;
	size_t end;
	int first = line <= y->docline;
	unsigned long eline = line;

	src_skip(s);
	for (;;) {
		if (off >= RESYNC_DROP) {
			src_discard(s, off, line);
			off = 0;
		}
		if ((end = src_need_line(s, off)) == (size_t)-1)
			return fatal_src(y);
		if (end <= off)
			break;
		if (!first && is_marker(s->buf + off, end - off)) {
			y->restart = 1;
			/* a document whose "---" ended the last one in error
			 * reads differently alone: no piece starts there */
			y->nomark = line == eline;
			y->disc = 1;
			y->disc_off = off;
			y->disc_line = line;
			return 1;
		}
		first = 0;
		off = end;
		line++;
	}
	y->done = 1;
	return 1;
}

/* yaml_parser_parse failed. */
static int
syntax(struct yrec *y, struct record *r)
{
	yaml_parser_t *p = &y->parser;
	const char *problem = p->problem ? p->problem : "malformed input";
	struct pos at, ctx;
	size_t lstart, back;
	unsigned long line;
	char msg[512];

	if (y->readerr && (y->src->over || y->toolong)) {
		/* a limit: the record is refused, the next one read */
		if (!y->indoc)
			r->index = ++y->ndoc;
		lstart = y->toolong ? y->toolong_off : y->src->over_off;
		src_pos(y->src, lstart, &at.line, &at.col);
		if (y->toolong)
			scalar_limit(y, r, at);
		else
			limit(y, r, at, (enum lim_id)(y->src->over - 1));
		while (lstart > 0 && y->src->buf[lstart - 1] != '\n')
			lstart--;
		return resync(y, lstart, at.line);
	}
	if (y->readerr)
		return fatal_src(y);
	if (p->error == YAML_MEMORY_ERROR)
		return fatal_nomem(y);
	if (p->error == YAML_READER_ERROR) {
		back = y->pfed - p->problem_offset;
		at = byte_pos(y, back <= y->feed ? y->feed - back : 0);
	} else
		at = mark_pos(y, p->problem_mark);
	line = y->cur.line;
	lstart = y->cur.lstart;
	if (p->context != NULL && p->error != YAML_READER_ERROR) {
		ctx = mark_pos(y, p->context_mark);
		if (ctx.line != at.line)
			snprintf(msg, sizeof(msg), "%s %s that starts on line "
			    "%lu", problem, p->context, ctx.line);
		else
			snprintf(msg, sizeof(msg), "%s %s", problem,
			    p->context);
	} else
		snprintf(msg, sizeof(msg), "%s", problem);
	report(y, r, at, 0, D_YAML_SYNTAX, msg);
	if (!y->indoc) {
		r->index = ++y->ndoc;
		r->start = at;
	}
	return resync(y, lstart, line);
}

int
yrec_open(struct yrec **yp, struct src *src, struct diag *diag)
{
	struct yrec *y;

	*yp = NULL;
	if ((y = mem_zalloc(sizeof(*y))) == NULL) {
		diag_report(diag, NULL, D_NOMEM);
		return -1;
	}
	y->src = src;
	y->diag = diag;
	y->bomcheck = src->base_line == 1;
	y->ndoc = src->rec_base;
	if (parser_start(y) < 0) {
		diag_report(diag, NULL, D_NOMEM);
		mem_free(y);
		return -1;
	}
	*yp = y;
	return 0;
}

int
yrec_next(struct yrec *y, struct record *r)
{
	yaml_event_t ev;
	unsigned long line;
	size_t lstart;
	int rc;

	rec_clear(r);
	r->file = y->src->name;
	r->src = y->src;
	r->format = FMT_YAML;
	if (y->fatal)
		return -1;
	if (y->done)
		return 0;
	if (y->disc)
		discard(y);
	if (y->restart && parser_start(y) < 0)
		return fatal_nomem(y);
	y->indoc = 0;
	for (;;) {
		if (!yaml_parser_parse(&y->parser, &ev))
			return syntax(y, r);
		y->since = 0;
		rc = event(y, r, &ev);
		yaml_event_delete(&ev);
		if (rc == EV_MORE)
			continue;
		switch (rc) {
		case EV_RECORD:
			return 1;
		case EV_END:
			y->done = 1;
			return 0;
		case EV_FATAL:
			return fatal_nomem(y);
		case EV_RESYNC:
			/* the cursor is on the refused node */
			line = y->cur.line;
			lstart = y->cur.lstart;
			if (!y->indoc)
				r->index = ++y->ndoc;
			return resync(y, lstart, line);
		}
	}
}

void
yrec_close(struct yrec *y)
{
	if (y == NULL)
		return;
	drop_tagname(y);
	if (y->live)
		yaml_parser_delete(&y->parser);
	buf_release(&y->ctbuf);
	buf_release(&y->cands);
	buf_release(&y->tname);
	mem_free(y);
}

/*
 * The writer.  One document per record, the first without "---" (the
 * emitter writes it before every later document on its own, and writes
 * no "..." after an implicit end), in the key order of the example in
 * yrec.h.  The words of a ply are joined by single spaces, which the
 * reader splits again, so what it writes reads back to the same record
 * and writes again to the same bytes.
 */

struct ywriter {
	FILE		*out;
	yaml_emitter_t	 em;
	struct buf	 text;		/* one ply, or a number */
	int		 err;		/* errno of the first failure, or 0 */
	int		 werr;		/* errno of a failed fwrite */
	int		 after;		/* the first document opens with "---" */
};

static int
wout(void *data, unsigned char *b, size_t n)
{
	struct ywriter *w = data;

	errno = 0;
	if (n > 0 && fwrite(b, 1, n, w->out) != n) {
		w->werr = errno ? errno : EIO;
		return 0;
	}
	return 1;
}

/* Emit ev (initialised when ok); the emitter owns it either way. */
static int
emit(struct ywriter *w, yaml_event_t *ev, int ok)
{
	if (!ok) {
		if (w->err == 0)
			w->err = ENOMEM;
		return -1;
	}
	if (w->err) {
		yaml_event_delete(ev);
		return -1;
	}
	if (!yaml_emitter_emit(&w->em, ev)) {
		if (w->em.error == YAML_MEMORY_ERROR)
			w->err = ENOMEM;
		else if (w->em.error == YAML_WRITER_ERROR)
			w->err = w->werr ? w->werr : EIO;
		else
			w->err = EINVAL;
		return -1;
	}
	return 0;
}

static int
put_scalar(struct ywriter *w, const char *s, size_t n,
    yaml_scalar_style_t style)
{
	yaml_event_t ev;

	if (w->err)
		return -1;
	if (n > INT_MAX) {
		w->err = EOVERFLOW;
		return -1;
	}
	if (!utf8_valid(s, n, NULL)) {
		w->err = EILSEQ;
		return -1;
	}
	/* a string is plain only where every reader reads it back as the
	 * same string (PLAIN is asked for only for keys and numbers) */
	if (style == YAML_ANY_SCALAR_STYLE)
		style = yaml_plain_safe(s, n) ? YAML_PLAIN_SCALAR_STYLE :
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE;
	return emit(w, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (const yaml_char_t *)s, (int)n, 1, 1, style));
}

static int
put_key(struct ywriter *w, const char *key)
{
	return put_scalar(w, key, strlen(key), YAML_PLAIN_SCALAR_STYLE);
}

static int
put_map(struct ywriter *w, yaml_mapping_style_t style)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_mapping_start_event_initialize(&ev, NULL,
	    NULL, 1, style));
}

static int
put_map_end(struct ywriter *w)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_mapping_end_event_initialize(&ev));
}

static int
put_seq(struct ywriter *w)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_sequence_start_event_initialize(&ev, NULL,
	    NULL, 1, YAML_FLOW_SEQUENCE_STYLE));
}

static int
put_seq_end(struct ywriter *w)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_sequence_end_event_initialize(&ev));
}

void
ywriter_after(struct ywriter *w)
{
	w->after = 1;
}

int
ywriter_open(struct ywriter **wp, FILE *out)
{
	struct ywriter *w;
	yaml_event_t ev;

	*wp = NULL;
	if ((w = mem_zalloc(sizeof(*w))) == NULL) {
		errno = ENOMEM;
		return -1;
	}
	w->out = out;
	buf_init(&w->text);
	if (!yaml_emitter_initialize(&w->em)) {
		mem_free(w);
		errno = ENOMEM;
		return -1;
	}
	yaml_emitter_set_output(&w->em, wout, w);
	yaml_emitter_set_encoding(&w->em, YAML_UTF8_ENCODING);
	yaml_emitter_set_unicode(&w->em, 1);
	/* a record's moves stay on one line up to 64K columns, and are
	 * folded there, well inside the default line limit, so that any
	 * record written can be read back */
	yaml_emitter_set_width(&w->em, YW_WIDTH);
	if (emit(w, &ev, yaml_stream_start_event_initialize(&ev,
	    YAML_UTF8_ENCODING)) < 0) {
		errno = w->err;
		yaml_emitter_delete(&w->em);
		mem_free(w);
		return -1;
	}
	*wp = w;
	return 0;
}

static int
put_tags(struct ywriter *w, const struct record *r)
{
	size_t i;

	if (r->ntags == 0)
		return 0;
	if (put_key(w, "tags") < 0 || put_map(w, YAML_FLOW_MAPPING_STYLE) < 0)
		return -1;
	for (i = 0; i < r->ntags; i++)
		if (put_scalar(w, r->tags[i].name, strlen(r->tags[i].name),
		    YAML_ANY_SCALAR_STYLE) < 0 ||
		    put_scalar(w, r->tags[i].value, strlen(r->tags[i].value),
		    YAML_ANY_SCALAR_STYLE) < 0)
			return -1;
	return put_map_end(w);
}

/* Out of memory walking r's movetext. */
static int
walk_failed(struct ywriter *w)
{
	w->err = ENOMEM;
	return -1;
}

static int
put_moves(struct ywriter *w, const struct record *r)
{
	struct rec_iter it;
	int rv;

	if (put_key(w, "moves") < 0 || put_seq(w) < 0)
		return -1;
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_PLY)
			continue;
		if (rec_iter_text(&it, &w->text) < 0) {
			rv = walk_failed(w);
			break;
		}
		if (put_scalar(w, w->text.s, w->text.len,
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE) < 0)
			break;
	}
	rec_iter_release(&it);
	if (rv < 0)
		return rv < 0 && w->err == 0 ? walk_failed(w) : -1;
	if (rv > 0)
		return -1;
	return put_seq_end(w);
}

static int
put_players(struct ywriter *w, const struct record *r)
{
	size_t i;

	if (!r->has_players)
		return 0;
	if (put_key(w, "players") < 0 || put_seq(w) < 0)
		return -1;
	for (i = 0; i < r->nplayers; i++)
		if (put_scalar(w, r->players[i], strlen(r->players[i]),
		    YAML_ANY_SCALAR_STYLE) < 0)
			return -1;
	return put_seq_end(w);
}

/* turns: a block sequence of flow mappings, one line a turn. */
static int
put_turns(struct ywriter *w, const struct record *r)
{
	yaml_event_t ev;
	struct rec_iter it;
	int rv, open = 0;

	if (put_key(w, "turns") < 0 || emit(w, &ev,
	    yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
	    r->nturns > 0 ? YAML_BLOCK_SEQUENCE_STYLE :
	    YAML_FLOW_SEQUENCE_STYLE)) < 0)
		return -1;
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind == REC_TURN) {
			if ((open && (put_seq_end(w) < 0 ||
			    put_map_end(w) < 0)) ||
			    put_map(w, YAML_FLOW_MAPPING_STYLE) < 0 ||
			    put_key(w, "player") < 0 ||
			    put_scalar(w, it.text.s, it.text.len,
			    YAML_ANY_SCALAR_STYLE) < 0 ||
			    put_key(w, "actions") < 0 || put_seq(w) < 0)
				break;
			open = 1;
		} else if (it.kind == REC_PLY && open) {
			/* (actions before any turn are not written) */
			if (rec_iter_text(&it, &w->text) < 0) {
				rv = walk_failed(w);
				break;
			}
			if (put_scalar(w, w->text.s, w->text.len,
			    YAML_DOUBLE_QUOTED_SCALAR_STYLE) < 0)
				break;
		}
	}
	rec_iter_release(&it);
	if (rv != 0)
		return rv < 0 && w->err == 0 ? walk_failed(w) : -1;
	if (open && (put_seq_end(w) < 0 || put_map_end(w) < 0))
		return -1;
	return put_seq_end(w);
}

static int
put_comments(struct ywriter *w, const struct record *r)
{
	struct rec_iter it;
	char num[32];
	int rv;

	if (r->ncomments == 0)
		return 0;
	if (put_key(w, "comments") < 0 || put_seq(w) < 0)
		return -1;
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_COMMENT)
			continue;
		snprintf(num, sizeof(num), "%zu", it.ply);
		if (put_map(w, YAML_FLOW_MAPPING_STYLE) < 0 ||
		    put_key(w, "ply") < 0 ||
		    put_scalar(w, num, strlen(num),
		    YAML_PLAIN_SCALAR_STYLE) < 0 ||
		    put_key(w, "text") < 0 ||
		    put_scalar(w, it.text.s, it.text.len,
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE) < 0 ||
		    put_map_end(w) < 0)
			break;
	}
	rec_iter_release(&it);
	if (rv != 0)
		return rv < 0 && w->err == 0 ? walk_failed(w) : -1;
	return put_seq_end(w);
}

int
ywriter_put(struct ywriter *w, const struct record *r)
{
	const char *res = result_string(r->result);
	yaml_event_t ev;

	int implicit = !w->after;

	w->after = 0;
	if (w->err == 0 &&
	    emit(w, &ev, yaml_document_start_event_initialize(&ev, NULL, NULL,
	    NULL, implicit)) == 0 &&
	    put_map(w, YAML_BLOCK_MAPPING_STYLE) == 0 &&
	    (r->game == NULL || (put_key(w, "game") == 0 &&
	    put_scalar(w, r->game, strlen(r->game),
	    YAML_ANY_SCALAR_STYLE) == 0)) &&
	    put_players(w, r) == 0 &&
	    put_tags(w, r) == 0 &&
	    (r->setup == NULL || (put_key(w, "setup") == 0 &&
	    put_scalar(w, r->setup, strlen(r->setup),
	    YAML_DOUBLE_QUOTED_SCALAR_STYLE) == 0)) &&
	    ((r->session || r->nturns > 0) ? put_turns(w, r) :
	    put_moves(w, r)) == 0 &&
	    put_comments(w, r) == 0 &&
	    (res == NULL || (put_key(w, "result") == 0 &&
	    put_scalar(w, res, strlen(res),
	    YAML_DOUBLE_QUOTED_SCALAR_STYLE) == 0)) &&
	    put_map_end(w) == 0 &&
	    emit(w, &ev, yaml_document_end_event_initialize(&ev, 1)) == 0)
		return 0;
	errno = w->err;
	return -1;
}

int
ywriter_close(struct ywriter *w)
{
	yaml_event_t ev;
	int e;

	if (w == NULL)
		return 0;
	(void)emit(w, &ev, yaml_stream_end_event_initialize(&ev));
	errno = 0;
	if (fflush(w->out) != 0 && w->err == 0)
		w->err = errno ? errno : EIO;
	e = w->err;
	yaml_emitter_delete(&w->em);
	buf_release(&w->text);
	mem_free(w);
	if (e != 0) {
		errno = e;
		return -1;
	}
	return 0;
}
