/*
 * src: chunked input with the current record's lines kept (see src.h).
 */
#include "src.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "mem.h"
#include "text.h"

#define CHUNK	65536

/* The last epoch given to a src: see src.h. */
static unsigned long epochs;

/* Bytes in s->buf move or change: what was found in it is stale. */
static void
moved(struct src *s)
{
	s->epoch = ++epochs;
}

static const struct {
	const char	*name;		/* as --limit takes it */
	const char	*what;		/* what passed it, in the message */
	const char	*unit, *units;
	unsigned long	 def;
} lims[LIM__COUNT] = {
	[LIM_LINE] = { "line", "line", "byte", "bytes", LIM_DEFAULT_LINE },
	[LIM_RECORD] = { "record", "record", "byte", "bytes",
	    LIM_DEFAULT_RECORD },
	[LIM_TAGS] = { "tags", "tag", "tag", "tags", LIM_DEFAULT_TAGS },
	[LIM_DEPTH] = { "depth", "nesting", "level", "levels",
	    LIM_DEFAULT_DEPTH },
	[LIM_TAGTEXT] = { "tagtext", "tag text", "byte", "bytes",
	    LIM_DEFAULT_TAGTEXT }
};

void
lim_init(struct limits *l)
{
	int i;

	for (i = 0; i < LIM__COUNT; i++)
		l->max[i] = lims[i].def;
}

const char *
lim_name(enum lim_id id)
{
	return (unsigned)id < LIM__COUNT ? lims[id].name : NULL;
}

const char *
lim_what(enum lim_id id)
{
	return lims[id].what;
}

const char *
lim_unit(enum lim_id id, unsigned long n)
{
	return n == 1 ? lims[id].unit : lims[id].units;
}

static int
src_init(struct src *s, const char *name)
{
	memset(s, 0, sizeof(*s));
	s->base_line = 1;
	moved(s);
	lim_init(&s->lim);
	if ((s->name = mem_strdup(name)) == NULL) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

int
src_open(struct src *s, const char *path)
{
	int std = strcmp(path, "-") == 0;

	if (src_init(s, std ? "<stdin>" : path) < 0)
		return -1;
	if (std) {
		s->fp = stdin;
		return 0;
	}
	if ((s->fp = fopen(path, "rb")) == NULL) {
		int e = errno;

		mem_free(s->name);
		errno = e;
		return -1;
	}
	s->own_fp = 1;
	return 0;
}

int
src_open_mem(struct src *s, const char *name, const char *data, size_t n)
{
	if (src_init(s, name) < 0)
		return -1;
	if (n == SIZE_MAX || (s->buf = mem_alloc(n + 1)) == NULL) {
		mem_free(s->name);
		errno = ENOMEM;
		return -1;
	}
	memcpy(s->buf, data, n);
	s->buf[n] = '\0';
	s->len = n;
	s->cap = n + 1;
	s->eof = 1;
	src_set_limits(s, &s->lim);
	return 0;
}

int
src_open_string(struct src *s, const char *name, const char *text)
{
	return src_open_mem(s, name, text, strlen(text));
}

void
src_close(struct src *s)
{
	if (s->own_fp && s->fp != NULL)
		fclose(s->fp);
	mem_free(s->buf);
	mem_free(s->name);
	memset(s, 0, sizeof(*s));
}

/* Read a chunk, no questions asked: see src_fill. */
static long
raw_fill(struct src *s)
{
	size_t n;

	if (s->eof || s->err)
		return s->err ? -1 : 0;
	if (mem_grow(&s->buf, &s->cap, s->len + CHUNK + 1, 1) < 0) {
		s->err = ENOMEM;
		return -1;
	}
	n = fread(s->buf + s->len, 1, CHUNK, s->fp);
	s->len += n;
	s->buf[s->len] = '\0';
	if (n < CHUNK) {
		if (ferror(s->fp)) {
			s->err = errno ? errno : EIO;
			return -1;
		}
		if (n == 0)
			s->eof = 1;
	}
	return (long)n;
}

/* Hand the tap buf[tapped .. to). */
static void
tap_to(struct src *s, size_t to)
{
	if (s->tap != NULL && to > s->tapped) {
		s->tap->bytes(s->tap->ctx, s->buf + s->tapped, to - s->tapped);
		s->tapped = to;
	}
}

/* While skipping: drop the bytes from v up to the line end that follows
 * (it stays), reading on as far as it takes, but no further than the
 * record limit from the line's start (lnl): a line longer than that
 * stops the input (see Limits in src.h). */
static int
cut(struct src *s, size_t v)
{
	unsigned long bound = s->lim.max[LIM_RECORD];
	size_t seen = v - s->lnl;	/* bytes of the line before buf[v] */
	const char *nl;
	size_t k;

	moved(s);
	for (;;) {
		nl = memchr(s->buf + v, '\n', s->len - v);
		k = nl != NULL ? (size_t)(nl - (s->buf + v)) : s->len - v;
		if (bound != 0 && seen + k > bound) {
			/* what went up to the byte past the bound goes
			 * through a tap, so that a piece ends there too */
			tap_to(s, v + (bound + 1 - seen));
			s->len = v;
			s->tapped = s->tapped > v ? v : s->tapped;
			s->buf[v] = '\0';
			s->eof = 1;
			s->stopped = 1;
			src_pos(s, s->lnl, &s->stop_line, &(unsigned long){ 0 });
			return 0;
		}
		/* what is dropped goes through a tap all the same */
		if (nl != NULL) {
			tap_to(s, v + k);
			s->tapped = s->tapped > v ? v : s->tapped;
			memmove(s->buf + v, nl, s->len - v - k);
			s->len -= k;
			s->buf[s->len] = '\0';
			return 0;
		}
		tap_to(s, s->len);
		seen += k;
		s->len = v;
		s->tapped = s->tapped > v ? v : s->tapped;
		if (s->buf != NULL)
			s->buf[v] = '\0';
		if (raw_fill(s) <= 0)
			return s->err ? -1 : 0;
	}
}

/* Whether the input opens with '{', after a byte order mark, blanks and
 * lines that open with '#' (as reader.c's detection skips them): JSON
 * Lines, where each record is one line: its default line limit is the
 * record limit, so that what a writer makes of a long record is read
 * back as a notation or YAML record of as many bytes would be.  Found
 * once, from the first bytes read. */
static void
find_brace(struct src *s)
{
	size_t i = 0;
	unsigned long rmax = s->lim.max[LIM_RECORD];

	if (s->len >= 3 && memcmp(s->buf, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	for (; i < s->len; i++) {
		if (s->buf[i] == '#') {
			while (i < s->len && s->buf[i] != '\n')
				i++;
			if (i == s->len)
				break;
		} else if (s->buf[i] != ' ' && s->buf[i] != '\t' &&
		    s->buf[i] != '\r' && s->buf[i] != '\n')
			break;
	}
	if (i == s->len && !s->eof)
		return;		/* not known yet */
	s->braced = i < s->len && s->buf[i] == '{' ? 1 : -1;
	/* the default line limit only: one given by --limit holds */
	if (s->braced > 0 && s->lim.max[LIM_LINE] == LIM_DEFAULT_LINE &&
	    (rmax == 0 || rmax > LIM_DEFAULT_LINE))
		s->lim.max[LIM_LINE] = rmax;
}

/* Check the line lengths in buf[from, len), the first line starting at
 * lnl.  A line past the limit hides its bytes from there on (see src.h)
 * and the check stops. */
static void
check_lines(struct src *s, size_t from)
{
	unsigned long max = s->lim.max[LIM_LINE];
	size_t ls = s->lnl, end, n;
	const char *nl;

	/* the usual case, new bytes no more than a limit's worth: only the
	 * line going on from before can be too long, since every other
	 * line is within them */
	if (s->len - from <= max &&
	    (nl = memchr(s->buf + from, '\n', s->len - from)) != NULL) {
		end = (size_t)(nl - s->buf);
		n = end - ls;
		if (n > 0 && s->buf[end - 1] == '\r')
			n--;
		if (n <= max) {
			for (ls = s->len; s->buf[ls - 1] != '\n'; ls--)
				;
			s->lnl = ls;
			return;
		}
	}
	for (;;) {
		nl = memchr(s->buf + from, '\n', s->len - from);
		end = nl != NULL ? (size_t)(nl - s->buf) : s->len;
		n = end - ls;
		if (n > 0 && s->buf[end - 1] == '\r')
			n--;	/* a CR before the line end does not count */
		if (n > max) {
			moved(s);
			s->over = 1 + LIM_LINE;
			s->over_off = ls + max;
			s->hid_len = s->len;
			s->hid_byte = s->buf[ls + max];
			s->hid_eof = s->eof;
			s->eof = 0;
			s->len = ls + max;
			s->buf[s->len] = '\0';
			break;
		}
		if (nl == NULL)
			break;
		ls = from = end + 1;
	}
	s->lnl = ls;
}

/* Show the bytes a line past its limit hid. */
static void
reveal(struct src *s)
{
	moved(s);
	s->buf[s->over_off] = s->hid_byte;
	s->len = s->hid_len;
	s->eof = s->hid_eof;
	s->over = 0;
}

/* Skipping, at a line past its limit: the bytes past the limit are
 * dropped and the rest is checked. */
static void
unhide(struct src *s)
{
	size_t v = s->over_off;

	reveal(s);
	if (cut(s, v) == 0 && s->len > v)
		check_lines(s, v);
}

long
src_fill(struct src *s)
{
	unsigned long rmax = s->lim.max[LIM_RECORD];
	size_t old = s->len;
	long n;

	for (;;) {
		while (s->over == 1 + LIM_LINE && s->skipping) {
			unhide(s);
			if (s->len > old)
				return (long)(s->len - old);
		}
		if (s->over)
			return -1;
		/* a chunk of slack: the reader may have looked past its
		 * record */
		if (rmax != 0 && !s->skipping && s->len - s->rec > rmax &&
		    s->len - s->rec - rmax > CHUNK) {
			s->over = 1 + LIM_RECORD;
			s->over_off = s->rec + rmax;
			return -1;
		}
		if ((n = raw_fill(s)) > 0 && s->braced == 0 && s->base_line <= 1)
			find_brace(s);
		if (n > 0 && s->lim.max[LIM_LINE] != 0) {
			check_lines(s, old);
			/* all of it hidden (s->over): while skipping, the
			 * line is cut above, else it is the reader's error */
			if (s->len == old && s->skipping)
				continue;
			if (s->len == old)
				return -1;
			n = (long)(s->len - old);
		}
		return n;
	}
}

void
src_skip(struct src *s)
{
	s->skipping = 1;
	if (s->over == 1 + LIM_LINE)
		unhide(s);
	if (s->over == 1 + LIM_RECORD)
		s->over = 0;
}

void
src_set_limits(struct src *s, const struct limits *l)
{
	s->lim = *l;
	if (s->over == 1 + LIM_LINE)
		reveal(s);	/* judged under the limit before */
	s->lnl = 0;	/* buf[0] starts a line: see src_discard */
	if (s->len > 0 && s->lim.max[LIM_LINE] != 0)
		check_lines(s, 0);
}

void
src_record_start(struct src *s, size_t off)
{
	s->rec = off;
	s->skipping = 0;
}

void
src_pos(const struct src *s, size_t off, unsigned long *line,
    unsigned long *col)
{
	const char *p = s->buf, *end, *nl;
	unsigned long l = s->base_line;

	end = s->buf + (off < s->len ? off : s->len);
	while (p < end && (nl = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		l++;
		p = nl + 1;
	}
	*line = l;
	*col = text_cols(p, (size_t)(end - p)) + 1;
}


size_t
src_need_line(struct src *s, size_t off)
{
	size_t from = off;
	const char *nl;

	for (;;) {
		nl = from < s->len ? memchr(s->buf + from, '\n',
		    s->len - from) : NULL;
		if (nl != NULL)
			return (size_t)(nl - s->buf) + 1;
		from = s->len;
		if (s->eof)
			return s->len;
		if (src_fill(s) < 0)
			return (size_t)-1;
	}
}

void
src_set_tap(struct src *s, const struct src_tap *tap)
{
	s->tap = tap;
	s->tapped = 0;
}

void
src_tap_mark(struct src *s, size_t off, unsigned long line,
    unsigned long record)
{
	if (off < s->tapped)
		return;		/* cannot be: see src.h */
	tap_to(s, off);
	s->tap->mark(s->tap->ctx, line, record);
}

void
src_tap_end(struct src *s)
{
	tap_to(s, s->len);
}

void
src_discard(struct src *s, size_t off, unsigned long line)
{
	size_t hid = s->over == 1 + LIM_LINE ? s->hid_len - s->len : 0;

	if (off == 0)
		return;
	moved(s);
	tap_to(s, off);
	s->tapped = s->tapped > off ? s->tapped - off : 0;
	/* hidden bytes, and the NUL after the buffer, move along */
	memmove(s->buf, s->buf + off, s->len + hid + 1 - off);
	s->len -= off;
	if (hid > 0) {
		s->over_off -= off;
		s->hid_len -= off;
	}
	s->lnl = s->lnl > off ? s->lnl - off : 0;
	s->rec = s->rec > off ? s->rec - off : 0;
	s->base_line = line;
}

const char *
src_line(const struct src *s, unsigned long line, size_t *len)
{
	const char *p, *end, *nl;
	unsigned long l;

	if (s == NULL || s->buf == NULL || line < s->base_line)
		return NULL;
	p = s->buf;
	end = s->buf + s->len;
	for (l = s->base_line; l < line; l++) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			return NULL;
		p = nl + 1;
	}
	if (p >= end && line != s->base_line)
		return NULL;
	nl = memchr(p, '\n', (size_t)(end - p));
	*len = nl != NULL ? (size_t)(nl - p) : (size_t)(end - p);
	if (*len > 0 && p[*len - 1] == '\r')
		(*len)--;
	return p;
}
