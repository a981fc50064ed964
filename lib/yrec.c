/*
 * yrec: the YAML record reader on libyaml's event API (see yrec.h).  This
 * file feeds the parser, keeps the cursor, reports, and starts a new
 * parser after an error; yschema.c reads the events of each document into
 * a record.  Their shared state is in yrec-int.h.
 *
 * Reading.  libyaml pulls bytes through feed() straight from src->buf.
 * feed is the offset in src->buf of the next byte to hand over; pfed
 * counts every byte the current parser was given, so a raw offset x of
 * the parser lies at src->buf offset feed - (pfed - x).  feed() hands
 * over at most one line per call: libyaml's reader decodes (and checks)
 * all it is given at once, so with bigger pieces invalid UTF-8 in a later
 * document would fail the document being read.
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
 */
#include "yrec.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "diag.h"
#include "mem.h"
#include "rec.h"
#include "src.h"
#include "text.h"
#include "yrec-int.h"

/* Bytes of a bad document's remains kept while looking for the next. */
#define RESYNC_DROP	65536

/*
 * The cursor (its fast path, cur_seek and mark_pos, is in yrec-int.h).
 */

void
yrec_cur_reset(struct yrec *y, size_t off, unsigned long line)
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
void __attribute__((noinline))
yrec_cur_lines(struct yrec *y, size_t to)
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
void __attribute__((noinline))
yrec_cur_walk(struct yrec *y, size_t idx)
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

void
yrec_report(struct yrec *y, struct record *r, struct pos p, unsigned long len,
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

int
yrec_fatal_nomem(struct yrec *y)
{
	diag_report(y->diag, NULL, D_NOMEM);
	y->fatal = 1;
	return -1;
}

/* src failed: a read error, or out of memory growing its buffer. */
int
yrec_fatal_src(struct yrec *y)
{
	if (y->src->err == ENOMEM)
		return yrec_fatal_nomem(y);
	diag_src(y->diag, y->src, 0);
	y->fatal = 1;
	return -1;
}

/* Where a limit of r was passed, at p: 0 when r had a report already
 * (one a record, as yrec_report), else 1, r then bad. */
static int
limit_loc(struct yrec *y, struct record *r, struct pos p,
    struct diag_loc *loc)
{
	if (r->bad)
		return 0;
	memset(loc, 0, sizeof(*loc));
	loc->file = y->src->name;
	loc->line = p.line;
	loc->col = p.col;
	loc->src = y->src;
	loc->record = r->index;
	r->bad = 1;
	return 1;
}

/* Limit id passed at p. */
void
yrec_limit(struct yrec *y, struct record *r, struct pos p, enum lim_id id)
{
	struct diag_loc loc;

	if (limit_loc(y, r, p, &loc))
		diag_limit(y->diag, &loc, &y->src->lim, id);
}

/* A scalar longer than the line limit, at p (feed). */
static void
scalar_limit(struct yrec *y, struct record *r, struct pos p)
{
	struct diag_loc loc;
	unsigned long max = y->src->lim.max[LIM_LINE];

	if (limit_loc(y, r, p, &loc))
		diag_report(y->diag, &loc, D_LIMIT, "YAML scalar", max,
		    lim_unit(LIM_LINE, max), lim_name(LIM_LINE));
}

/*
 * Parsers and recovery.
 */

/* 1 + the offset of the last byte >= 0x80 in s[0..n), or 0 if none: a
 * word at a time, for the ASCII that most input is. */
size_t
yrec_last_high(const char *s, size_t n)
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
			yrec_cur_reset(y, 3, y->cur.line);
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
	if ((k = yrec_last_high(s->buf + y->feed, n)) > 0)
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
	yrec_cur_reset(y, 0, y->src->base_line);
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
int
yrec_is_marker(const char *s, size_t n)
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
			return yrec_fatal_src(y);
		if (end <= off)
			break;
		if (!first && yrec_is_marker(s->buf + off, end - off)) {
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
			yrec_limit(y, r, at, (enum lim_id)(y->src->over - 1));
		while (lstart > 0 && y->src->buf[lstart - 1] != '\n')
			lstart--;
		return resync(y, lstart, at.line);
	}
	if (y->readerr)
		return yrec_fatal_src(y);
	if (p->error == YAML_MEMORY_ERROR)
		return yrec_fatal_nomem(y);
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
	yrec_report(y, r, at, 0, D_YAML_SYNTAX, msg);
	if (!y->indoc) {
		r->index = ++y->ndoc;
		r->start = at;
	}
	return resync(y, lstart, line);
}

int
yrec_open(struct yrec **yp, struct src *src, struct diag *diag)
{
	return yrec_open_format(yp, src, FMT_YAML, diag);
}

int
yrec_open_format(struct yrec **yp, struct src *src, enum rec_format fmt,
    struct diag *diag)
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
	if (fmt == FMT_JSON) {
		/* no parser: jrec.c reads a line at a time */
		y->json = 1;
		y->jline = src->base_line;
		yrec_cur_reset(y, 0, src->base_line);
		*yp = y;
		return 0;
	}
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
	r->format = y->json ? FMT_JSON : FMT_YAML;
	if (y->fatal)
		return -1;
	if (y->done)
		return 0;
	if (y->disc)
		discard(y);
	if (y->json)
		return jrec_next(y, r);
	if (y->restart && parser_start(y) < 0)
		return yrec_fatal_nomem(y);
	y->indoc = 0;
	for (;;) {
		if (!yaml_parser_parse(&y->parser, &ev))
			return syntax(y, r);
		y->since = 0;
		rc = yschema_event(y, r, &ev);
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
			return yrec_fatal_nomem(y);
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
	if (y->live)
		yaml_parser_delete(&y->parser);
	yschema_release(y);
	buf_release(&y->jstr);
	buf_release(&y->jstack);
	mem_free(y);
}
