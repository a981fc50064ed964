/*
 * diag: the catalogue and the reporter (see diag.h).
 *
 * The quoted source line is cleaned before printing: control characters
 * and bytes that are not UTF-8 show as '?', so a diagnostic about binary
 * garbage cannot garble the terminal; a line longer than WINDOW characters
 * is cut to a window around the caret, marked with "...".  A file name is
 * escaped instead (text_escape), so that it can still be told apart
 * from another and typed back.  Quoting costs
 * the window, not the line: a long line is never measured whole, and
 * its columns are found from the place the last diagnostic on it found
 * (struct diag_memo), so that a line of many errors is walked once.
 *
 * A diagnostic is put together whole in a buffer on the stack and
 * written with one write(2) where the stream has a descriptor, so that
 * programs sharing a log never tear each other's lines, and so that a
 * diagnostic about running out of memory needs no memory.
 */
#include "diag.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>

#include "src.h"
#include "text.h"

#define WINDOW	100

static const struct {
	enum diag_sev	 sev;
	const char	*fmt;
} catalogue[D__COUNT] = {
	[D_USAGE] = { SEV_FATAL, "%s" },
	[D_OPEN] = { SEV_FATAL, "cannot open: %s" },
	[D_READ] = { SEV_FATAL, "read error: %s" },
	[D_WRITE] = { SEV_FATAL, "write error: %s" },
	[D_TEMP] = { SEV_FATAL, "cannot create a temporary file in '%s': %s" },
	[D_KEPT] = { SEV_NOTE, "left as it was: nothing is written after "
	    "an error" },
	[D_NOT_MADE] = { SEV_NOTE, "not created: nothing is written after "
	    "an error" },
	[D_NOMEM] = { SEV_FATAL, "out of memory" },
	[D_PLY_RANGE] = { SEV_FATAL,
	    "--ply %lu: the record has only %lu %s" },
	[D_INTERNAL] = { SEV_FATAL, "internal error: a listed move was "
	    "refused: %s" },
	[D_BUG] = { SEV_FATAL, "internal error: %s" },
	[D_SEED] = { SEV_FATAL, "cannot seed the dice: %s" },
	[D_CHUNK] = { SEV_FATAL, "%s" },
	[D_STOPPED] = { SEV_NOTE, "line %lu goes on past the record limit "
	    "of %lu bytes: the rest of the input is not read" },
	[D_NO_RECORD] = { SEV_ERROR, "no record found" },
	[D_LIMIT] = { SEV_ERROR, "%s past the limit of %lu %s: raise it "
	    "with --limit %s=N" },
	[D_NUL] = { SEV_ERROR, "NUL byte in the input" },
	[D_UTF8] = { SEV_ERROR, "invalid UTF-8 in %s" },
	[D_TAG_UNTERMINATED] = { SEV_ERROR, "unterminated tag" },
	[D_TAG_SYNTAX] = { SEV_ERROR, "malformed tag: %s" },
	[D_TAG_DUPLICATE] = { SEV_ERROR, "duplicate tag '%s'" },
	[D_STRING_UNTERMINATED] = { SEV_ERROR, "unterminated string" },
	[D_COMMENT_UNTERMINATED] = { SEV_ERROR, "unterminated comment" },
	[D_UNEXPECTED] = { SEV_ERROR, "unexpected %s" },
	[D_SYNTAX] = { SEV_ERROR, "%s" },
	[D_YAML_SYNTAX] = { SEV_ERROR, "YAML: %s" },
	[D_YAML_ALIAS] = { SEV_ERROR, "YAML aliases are not allowed" },
	[D_YAML_SCHEMA] = { SEV_ERROR, "%s" },
	[D_JSON_SYNTAX] = { SEV_ERROR, "JSON: %s" },
	[D_RULE] = { SEV_ERROR, "%s" },
	[D_NO_GAME] = { SEV_ERROR,
	    "the record has no Game tag: name its game with -g" },
	[D_UNKNOWN_GAME] = { SEV_ERROR, "unknown game '%s'%s" },
	[D_VARIANT] = { SEV_ERROR, "bad Variant '%s': %s" },
	[D_SETUP] = { SEV_ERROR, "bad Setup: %s" },
	[D_MOVE_NUMBER] = { SEV_ERROR, "move number '%s': expected '%s'" },
	[D_MOVE_SYNTAX] = { SEV_ERROR, "%s: cannot read move '%s': %s" },
	[D_MOVE_ILLEGAL] = { SEV_ERROR, "%s: illegal move '%s': %s" },
	[D_MOVE_AFTER_END] = { SEV_ERROR,
	    "%s: move '%s' after the end of the game: %s" },
	[D_NONCANONICAL] = { SEV_ERROR,
	    "%s: '%s' is not canonical (--strict): write '%s'" },
	[D_RESULT] = { SEV_ERROR,
	    "result '%s' contradicts the position: %s" },
	[D_SESSION] = { SEV_ERROR, "%s" },
	[D_TURN] = { SEV_ERROR, "%s: %s" },
	[D_ACTION] = { SEV_ERROR, "%s: '%s': %s" },
	[D_FINISHED] = { SEV_ERROR,
	    "the record is finished (%s): nothing can be added" },
	[D_DICE] = { SEV_ERROR, "%s" },
};

void
diag_init(struct diag *d, const char *prog, FILE *out)
{
	memset(d, 0, sizeof(*d));
	d->prog = prog;
	d->out = out;
}

void
diag_adding(struct diag *d, const char *text, const char *file,
    unsigned long record)
{
	d->adding.text = text;
	d->adding.file = file;
	d->adding.record = record;
}

enum diag_sev
diag_severity(enum diag_id id)
{
	return catalogue[id].sev;
}

const char *
diag_format(enum diag_id id)
{
	return catalogue[id].fmt;
}

int
diag_exit_status(const struct diag *d)
{
	if (d->worst >= SEV_FATAL)
		return 2;
	if (d->worst >= SEV_ERROR)
		return 1;
	return 0;
}

/* Whether the line in s[..end) ends at byte i: a '\n', the end of the
 * bytes, or a CR before either (not part of the line). */
static int
at_eol(const char *s, size_t i, size_t end)
{
	return i >= end || s[i] == '\n' ||
	    (s[i] == '\r' && (i + 1 == end || s[i + 1] == '\n'));
}

/* From byte i of a line in s[..end), at column *c, on to column col or
 * the line's end, whichever comes first: returns the byte reached, and
 * *c its column. */
static size_t
walk(const char *s, size_t i, size_t end, unsigned long *c, unsigned long col)
{
	size_t k;

	while (*c < col && !at_eol(s, i, end)) {
		k = (unsigned char)s[i] < 0x80 ? 1 : utf8_seq(s + i, end - i);
		i += k ? k : 1;
		++*c;
	}
	return i;
}

/* What a diagnostic is put together in: BUFSIZE bytes at most, the
 * rest cut (a file name or a message is never near that long). */
#define BUFSIZE	8192

struct line {
	char	s[BUFSIZE];
	size_t	n;
};

static void
put(struct line *b, const char *s, size_t n)
{
	if (n > sizeof(b->s) - b->n)
		n = sizeof(b->s) - b->n;
	memcpy(b->s + b->n, s, n);
	b->n += n;
}

static void
putc1(struct line *b, char c)
{
	put(b, &c, 1);
}

static void
puts0(struct line *b, const char *s)
{
	put(b, s, strlen(s));
}

static void
putf(struct line *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
putf(struct line *b, const char *fmt, ...)
{
	va_list ap;
	size_t room = sizeof(b->s) - b->n;
	int n;

	if (room == 0)
		return;
	va_start(ap, fmt);
	n = vsnprintf(b->s + b->n, room, fmt, ap);
	va_end(ap);
	if (n > 0)
		b->n += (size_t)n < room ? (size_t)n : room - 1;
}

/* A name, through text_escape. */
static void
put_name(void *ctx, const char *s, size_t n)
{
	put(ctx, s, n);
}

/* Put s[from..to) cleaned; with caret != 0, the caret line for the
 * characters instead (tabs kept so the caret lines up). */
static void
put_clean(struct line *b, const char *s, size_t from, size_t to,
    size_t cfrom, size_t cto, int caret)
{
	size_t i = from, k;

	while (i < to) {
		unsigned char c = (unsigned char)s[i];

		k = c < 0x80 ? 1 : utf8_seq(s + i, to - i);
		if (caret) {
			if (i >= cto)
				break;
			if (i < cfrom)
				putc1(b, c == '\t' ? '\t' : ' ');
			else
				putc1(b, i == cfrom ? '^' : '~');
		} else if (c == '\t')
			putc1(b, '\t');
		else if (c < 0x20 || c == 0x7f || k == 0 || (k == 2 &&
		    c == 0xc2 && (unsigned char)s[i + 1] < 0xa0))
			putc1(b, '?');	/* U+0080 to U+009F are controls too */
		else
			put(b, s + i, k);
		i += k ? k : 1;
	}
}

/* Put the part of the line s[from..to) around the caret, then the caret
 * line: cb and ce are the bytes of the caret's first character and of
 * the one after it; pre and post say that the line goes on before from
 * and after to. */
static void
put_quote(struct line *b, const char *s, size_t from, size_t to, size_t cb,
    size_t ce, int pre, int post)
{
	if (ce == cb)
		ce = cb + 1;	/* caret after the end of the line */
	puts0(b, pre ? "..." : "");
	put_clean(b, s, from, to, 0, 0, 0);
	puts0(b, post ? "...\n" : "\n");
	puts0(b, pre ? "   " : "");
	put_clean(b, s, from, to < cb ? cb : to, cb, ce, 1);
	if (cb >= to)
		putc1(b, '^');
	putc1(b, '\n');
}

/* The window of the line at s[ls..end) around column col (the line's
 * start is column 1); m, when not NULL, is where the last diagnostic on
 * this line found its window: column m->col at byte m->off, and it is
 * moved on to this one's.  A line of WINDOW characters or fewer is put
 * whole. */
static void
quote(struct line *b, const char *s, size_t ls, size_t end,
    unsigned long col, unsigned long len, struct diag_memo *m)
{
	unsigned long c = 1, first;
	size_t i, from, to, cb, ce;

	if (len == 0)
		len = 1;
	i = walk(s, ls, end, &c, WINDOW + 1);
	if (at_eol(s, i, end)) {
		/* a short line: whole */
		c = 1;
		cb = walk(s, ls, end, &c, col);
		ce = walk(s, cb, end, &c, col + len);
		put_quote(b, s, ls, i, cb, ce, 0, 0);
		return;
	}
	first = col > WINDOW / 2 ? col - WINDOW / 2 : 1;
	if (m != NULL && m->col <= first) {
		c = m->col;
		from = walk(s, m->off, end, &c, first);
	} else {
		c = 1;
		from = walk(s, ls, end, &c, first);
	}
	if (m != NULL) {
		m->col = c;
		m->off = from;
	}
	first = c;
	to = walk(s, from, end, &c, first + WINDOW);
	c = first;
	cb = walk(s, from, end, &c, col);
	ce = walk(s, cb, end, &c, col + len < first + WINDOW ? col + len :
	    first + WINDOW);
	put_quote(b, s, from, to, cb, ce, from > ls, !at_eol(s, to, end));
}

/* Quote line `line` of src, if its buffer still holds it, with d's memo:
 * the line is looked for from the memo's when it is the same or a later
 * one. */
static void
quote_src(struct line *b, struct diag *d, const struct src *s,
    unsigned long line, unsigned long col, unsigned long len)
{
	struct diag_memo *m = &d->memo;
	const char *nl;
	unsigned long l = s->base_line;
	size_t p = 0;

	if (s->buf == NULL || line < s->base_line)
		return;
	if (m->src == s && m->epoch == s->epoch && m->line <= line &&
	    m->line >= l && m->ls <= s->len) {
		l = m->line;
		p = m->ls;
	}
	if (l != line || m->src != s || m->epoch != s->epoch) {
		/* another line: the memo starts over there */
		for (; l < line; l++) {
			if ((nl = memchr(s->buf + p, '\n', s->len - p)) ==
			    NULL)
				return;
			p = (size_t)(nl - s->buf) + 1;
		}
		if (p >= s->len && line != s->base_line)
			return;
		m->src = s;
		m->epoch = s->epoch;
		m->line = line;
		m->ls = p;
		m->col = 1;
		m->off = p;
	}
	quote(b, s->buf, m->ls, s->len, col, len, m);
}

/* Write the diagnostic in one piece: one write(2) where the stream has a
 * descriptor (after whatever the stream still buffers), else fwrite.  A
 * failure to write a diagnostic has nowhere to be reported. */
static void
emit(FILE *out, struct line *b)
{
	size_t off = 0;
	ssize_t k;
	int fd;

	if (b->n == sizeof(b->s))	/* cut: end the last line */
		b->s[b->n - 1] = '\n';
	fflush(out);
	if ((fd = fileno(out)) < 0) {
		fwrite(b->s, 1, b->n, out);
		return;
	}
	while (off < b->n) {
		if ((k = write(fd, b->s + off, b->n - off)) < 0) {
			if (errno == EINTR)
				continue;
			return;
		}
		off += (size_t)k;
	}
}

static void
vreport(struct diag *d, const struct diag_loc *loc, const char *more,
    enum diag_id id, va_list ap)
{
	struct line b;
	char msg[1024];
	const char *text = NULL;
	size_t tlen = 0, n;
	enum diag_sev sev = diag_severity(id);
	static const char *const label[] = {
		[SEV_NOTE] = "note: ", [SEV_WARNING] = "warning: ",
		[SEV_ERROR] = "error: ", [SEV_FATAL] = "error: "
	};

	if (sev > d->worst)
		d->worst = sev;
	d->count[sev]++;
	d->last = id;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	vsnprintf(msg, sizeof(msg), catalogue[id].fmt, ap);
#pragma GCC diagnostic pop
	n = strlen(msg) < sizeof(d->lastmsg) ? strlen(msg) :
	    sizeof(d->lastmsg) - 1;
	memcpy(d->lastmsg, msg, n);
	d->lastmsg[n] = '\0';
	if (d->out == NULL)
		return;
	b.n = 0;
	putf(&b, "%s: ", d->prog);
	if (loc != NULL && loc->file != NULL) {
		text_escape(loc->file, NULL, put_name, &b);
		if (loc->line > 0)
			putf(&b, ":%lu:%lu", loc->line, loc->col);
		puts0(&b, ": ");
	}
	puts0(&b, label[sev]);
	if (loc != NULL && loc->file != NULL &&
	    loc->file == d->adding.text) {
		text_escape(d->adding.file, NULL, put_name, &b);
		putf(&b, " record %lu: ", d->adding.record);
	} else if (loc != NULL && loc->record > 1)
		putf(&b, "record %lu: ", loc->record);
	put_clean(&b, msg, 0, strlen(msg), 0, 0, 0);
	putc1(&b, '\n');
	if (loc != NULL && loc->line > 0) {
		if (loc->text != NULL) {
			text = loc->text;
			tlen = strlen(text);
			quote(&b, text, 0, tlen, loc->col, loc->len, NULL);
		} else if (loc->src != NULL)
			quote_src(&b, d, loc->src, loc->line, loc->col,
			    loc->len);
	}
	if (more != NULL)
		puts0(&b, more);
	emit(d->out, &b);
}

void
diag_report(struct diag *d, const struct diag_loc *loc, enum diag_id id, ...)
{
	va_list ap;

	va_start(ap, id);
	vreport(d, loc, NULL, id, ap);
	va_end(ap);
}

void
diag_report_more(struct diag *d, const struct diag_loc *loc,
    const char *more, enum diag_id id, ...)
{
	va_list ap;

	va_start(ap, id);
	vreport(d, loc, more, id, ap);
	va_end(ap);
}

void
diag_limit(struct diag *d, const struct diag_loc *loc, const struct limits *l,
    int id)
{
	enum lim_id i = (enum lim_id)id;

	diag_report(d, loc, D_LIMIT, lim_what(i), l->max[i],
	    lim_unit(i, l->max[i]), lim_name(i));
}

void
diag_src(struct diag *d, const struct src *s, unsigned long record)
{
	struct diag_loc l = { .file = s->name };

	if (s->over) {
		src_pos(s, s->over_off, &l.line, &l.col);
		l.src = s;
		l.record = record;
		diag_limit(d, &l, &s->lim, s->over - 1);
	} else if (s->err == ENOMEM)
		diag_report(d, &l, D_NOMEM);
	else
		diag_report(d, &l, D_READ, strerror(s->err ? s->err : EIO));
}
