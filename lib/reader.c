/*
 * reader: encoding detection and dispatch (see reader.h).
 */
#include "reader.h"

#include <errno.h>
#include <string.h>

#include "diag.h"
#include "mem.h"
#include "notation.h"
#include "text.h"
#include "yrec.h"

struct reader {
	struct src	 src;
	struct diag	*d;
	enum rec_format	 fmt;
	struct nrec	*n;
	struct yrec	*y;
	unsigned long	 count;
	int		 done;
	int		 file;		/* not a string given on the command line */
};

/* The longest chunk line read: "#rongo-chunk ", two numbers and a
 * name, which is a path. */
#define CHUNK_LINE_MAX	65536

static const char *const yaml_keys[] = {
	"game", "tags", "setup", "moves", "comments", "result", "players",
	"turns", NULL
};

/* Whether the line s[0..len) starts a YAML stream: "---", a directive,
 * or one of the record's keys and a colon, in block or flow style, the
 * key plain or quoted ({"game": "kanga", ...}, as JSON tools write it). */
static int
looks_yaml(const char *s, size_t len)
{
	size_t i = 0, k, k0;
	char q = 0;

	if ((len >= 3 && memcmp(s, "---", 3) == 0) || (len >= 1 && s[0] == '%'))
		return 1;
	if (i < len && s[i] == '{')
		for (i++; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
			;
	if (i < len && (s[i] == '"' || s[i] == '\''))
		q = s[i++];
	k0 = i;
	while (i < len && ((s[i] >= 'a' && s[i] <= 'z') || s[i] == '_'))
		i++;
	k = i - k0;
	if (q != 0) {
		if (i >= len || s[i] != q)
			return 0;
		i++;
	}
	/* a plain key needs blank space after its colon; a quoted one not
	 * (JSON writes "game":"kanga") */
	if (k == 0 || i >= len || s[i] != ':' || (q == 0 && i + 1 < len &&
	    s[i + 1] != ' ' && s[i + 1] != '\t' && s[i + 1] != '\r'))
		return 0;
	for (i = 0; yaml_keys[i] != NULL; i++)
		if (strlen(yaml_keys[i]) == k &&
		    memcmp(yaml_keys[i], s + k0, k) == 0)
			return 1;
	return 0;
}

/* Whether the line s[0..len), after its blanks, opens a JSON object:
 * '{', then '"' or '}' (a notation comment "{...}" does not). */
static int
looks_json(const char *s, size_t len)
{
	size_t i = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i >= len || s[i++] != '{')
		return 0;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i < len && (s[i] == '"' || s[i] == '}');
}

/* Look at the first significant line without consuming anything. */
static int
detect(struct reader *r)
{
	size_t off = 0, end, p;

	/* a UTF-8 byte order mark opening the input marks the encoding,
	 * which is UTF-8 anyway: it is no part of the first line */
	end = src_need_line(&r->src, 0);
	if (r->src.len >= 3 && memcmp(r->src.buf, "\xef\xbb\xbf", 3) == 0)
		src_discard(&r->src, 3, r->src.base_line);
	for (;;) {
		end = src_need_line(&r->src, off);
		if (end == (size_t)-1 && !r->src.over)
			return -1;
		if (end == (size_t)-1)
			end = r->src.len;	/* a long line: its start will do */
		if (end == off)
			break;		/* end of input */
		p = off;
		while (p < end && (r->src.buf[p] == ' ' ||
		    r->src.buf[p] == '\t' || r->src.buf[p] == '\r' ||
		    r->src.buf[p] == '\n'))
			p++;
		if (p < end && r->src.buf[p] != '#') {
			if (looks_json(r->src.buf + off, end - off))
				r->fmt = FMT_JSON;
			else if (looks_yaml(r->src.buf + off, end - off))
				r->fmt = FMT_YAML;
			else
				r->fmt = FMT_NOTATION;
			break;
		}
		off = end;
	}
	return 0;
}

static int
setup(struct reader *r, const char *defgame)
{
	if (detect(r) < 0) {
		diag_src(r->d, &r->src, 0);
		return -1;
	}
	if (r->fmt == FMT_YAML || r->fmt == FMT_JSON)
		return yrec_open_format(&r->y, &r->src, r->fmt, r->d);
	return nrec_open(&r->n, &r->src, defgame, r->d);
}

static struct reader *
new_reader(struct diag *d)
{
	struct reader *r = mem_zalloc(sizeof(*r));

	if (r == NULL)
		diag_report(d, NULL, D_NOMEM);
	else
		r->d = d;
	return r;
}

/* A decimal number >= 1 at s[*i], up to a space; 0 when there is none. */
static unsigned long
chunk_number(const char *s, size_t len, size_t *i)
{
	unsigned long v = 0;
	size_t k = *i;

	while (k < len && s[k] >= '0' && s[k] <= '9' && v < 1000000000000UL)
		v = v * 10 + (unsigned long)(s[k++] - '0');
	if (k == *i || k >= len || s[k] != ' ')
		return 0;
	*i = k + 1;
	return v;
}

/* A copy of s[0..n) with text_escape undone, or NULL (*bad set when
 * the escapes are, else out of memory). */
static char *
unescaped(const char *s, size_t n, int *bad)
{
	char *p = mem_alloc(n + 1);

	*bad = 0;
	if (p == NULL)
		return NULL;
	memcpy(p, s, n);
	if (text_unescape(p, &n) < 0) {
		mem_free(p);
		*bad = 1;
		return NULL;
	}
	p[n] = '\0';
	return p;
}

/* "open NAME: REASON" or "read NAME: REASON" at s[0..len): an input the
 * splitter could not open or read, and why.  The program says so as it
 * would have, and opens nothing: the piece came from the input, and a
 * name in it is only a name.  Returns -1 (reported), or 1 when s is not
 * that form. */
static int
chunk_trouble(struct reader *r, const char *s, size_t len)
{
	struct diag_loc l = { 0 };
	enum diag_id id;
	const char *sep = NULL, *p;
	char *name, *reason = NULL;
	int bad;

	if (len > 5 && memcmp(s, "open ", 5) == 0)
		id = D_OPEN;
	else if (len > 5 && memcmp(s, "read ", 5) == 0)
		id = D_READ;
	else
		return 1;
	/* REASON has its colons escaped: the last ": " ends NAME */
	for (p = s + 5; (p = memchr(p, ':', (size_t)(s + len - p))) != NULL;
	    p++)
		if (p + 1 < s + len && p[1] == ' ')
			sep = p;
	if (sep == NULL || sep == s + 5 || sep + 2 == s + len)
		return 1;
	if ((name = unescaped(s + 5, (size_t)(sep - s - 5), &bad)) == NULL ||
	    (reason = unescaped(sep + 2, (size_t)(s + len - sep - 2),
	    &bad)) == NULL) {
		mem_free(name);
		if (!bad) {
			diag_report(r->d, NULL, D_NOMEM);
			return -1;
		}
		return 1;
	}
	l.file = name;
	diag_report(r->d, &l, id, reason);
	mem_free(name);
	mem_free(reason);
	return -1;
}

/* Take the chunk line opening a piece of a larger input (see reader.h):
 * the src goes on as line LINE of NAME, after RECORD - 1 records.
 * Returns 0, or -1 (reported, and for a piece that stands for an input
 * the splitter could not read, the reason why). */
static int
take_chunk_line(struct reader *r)
{
	static const char key[] = "#rongo-chunk ";
	struct src *s = &r->src;
	struct diag_loc l = { .file = s->name, .line = 1, .col = 1, .src = s };
	size_t end, len, i = sizeof(key) - 1;
	unsigned long line = 0, rec = 0;
	char *name = NULL;
	int bad;

	if ((end = src_need_line(s, 0)) == (size_t)-1 && !s->over) {
		diag_src(r->d, s, 0);
		return -1;
	}
	if (end == (size_t)-1) {
		/* longer than any chunk line (/dev/zero, say) */
		diag_report(r->d, &l, D_CHUNK, "--chunk: the input must "
		    "begin with '#rongo-chunk LINE RECORD NAME'");
		return -1;
	}
	len = end;
	while (len > 0 && (s->buf[len - 1] == '\n' || s->buf[len - 1] == '\r'))
		len--;
	if (len > i && memcmp(s->buf, key, i) == 0 &&
	    memchr(s->buf, '\0', len) == NULL) {
		if (chunk_trouble(r, s->buf + i, len - i) < 0)
			return -1;
		if ((line = chunk_number(s->buf, len, &i)) != 0 &&
		    (rec = chunk_number(s->buf, len, &i)) != 0 && i < len &&
		    (name = unescaped(s->buf + i, len - i, &bad)) == NULL &&
		    !bad) {
			diag_report(r->d, NULL, D_NOMEM);
			return -1;
		}
	}
	if (name == NULL) {
		diag_report(r->d, &l, D_CHUNK, "--chunk: the input must "
		    "begin with '#rongo-chunk LINE RECORD NAME'");
		return -1;
	}
	mem_free(s->name);
	s->name = name;
	src_discard(s, end, line);
	s->rec_base = rec - 1;
	return 0;
}

/* The rest of opening, once r->src is open. */
static int
finish_open(struct reader **rp, struct reader *r, const char *defgame,
    const struct limits *lim, int chunk)
{
	int rc = 0;

	if (chunk) {
		/* the chunk line is not the input's: no limit of the
		 * input's counts it, but it is not read for ever */
		struct limits none = { { 0 } };

		none.max[LIM_LINE] = CHUNK_LINE_MAX;
		src_set_limits(&r->src, &none);
		rc = take_chunk_line(r);
	}
	src_set_limits(&r->src, lim != NULL ? lim : &r->src.lim);
	if (rc < 0 || setup(r, defgame) < 0) {
		reader_close(r);
		return -1;
	}
	*rp = r;
	return 0;
}

static int
open_file(struct reader **rp, const char *path, const char *defgame,
    const struct limits *lim, int chunk, struct diag *d)
{
	struct reader *r;

	*rp = NULL;
	if ((r = new_reader(d)) == NULL)
		return -1;
	if (src_open(&r->src, path) < 0) {
		struct diag_loc l = { .file = path };

		if (errno == ENOMEM)
			diag_report(d, &l, D_NOMEM);
		else
			diag_report(d, &l, D_OPEN, strerror(errno));
		mem_free(r);
		return -1;
	}
	r->file = 1;
	return finish_open(rp, r, defgame, lim, chunk);
}

int
reader_open(struct reader **rp, const char *path, const char *defgame,
    const struct limits *lim, struct diag *d)
{
	return open_file(rp, path, defgame, lim, 0, d);
}

int
reader_open_chunk(struct reader **rp, const char *path, const char *defgame,
    const struct limits *lim, struct diag *d)
{
	return open_file(rp, path, defgame, lim, 1, d);
}

int
reader_open_string(struct reader **rp, const char *name, const char *text,
    const char *defgame, const struct limits *lim, struct diag *d)
{
	return reader_open_mem(rp, name, text, strlen(text), defgame, lim, d);
}

int
reader_open_mem(struct reader **rp, const char *name, const char *data,
    size_t n, const char *defgame, const struct limits *lim, struct diag *d)
{
	return reader_open_line(rp, name, 1, data, n, defgame, lim, d);
}

int
reader_open_line(struct reader **rp, const char *name, unsigned long line,
    const char *data, size_t n, const char *defgame,
    const struct limits *lim, struct diag *d)
{
	struct reader *r;

	*rp = NULL;
	if ((r = new_reader(d)) == NULL)
		return -1;
	if (src_open_mem(&r->src, name, data, n) < 0) {
		diag_report(d, NULL, D_NOMEM);
		mem_free(r);
		return -1;
	}
	r->src.base_line = line;
	return finish_open(rp, r, defgame, lim, 0);
}

/* Say once that the src stopped at a line with no end in sight. */
static void
stopped(struct reader *r)
{
	struct diag_loc l = { .file = r->src.name };

	if (r->src.stopped != 1)
		return;
	r->src.stopped = 2;
	diag_report(r->d, &l, D_STOPPED, r->src.stop_line,
	    r->src.lim.max[LIM_RECORD]);
}

int
reader_next(struct reader *r, struct record *rec)
{
	int n;

	if (r->done)
		return 0;
	n = r->y != NULL ? yrec_next(r->y, rec) : nrec_next(r->n, rec);
	stopped(r);
	/* an input of comments alone holds no record (comments always join
	 * the record that follows them, so these are the input's last) */
	if (n > 0 && r->file && r->count == 0 && !rec->bad &&
	    rec->game == NULL && rec->setup == NULL && rec->ntags == 0 &&
	    rec->nplies == 0 && rec->result == RES_NONE)
		n = 0;
	if (n > 0) {
		r->count++;
		if (!rec->bad && rec_check(rec, r->d) < 0) {
			r->done = 1;
			return -1;
		}
		return 1;
	}
	r->done = 1;
	if (n == 0 && r->count == 0) {
		struct diag_loc l = { .file = r->src.name };

		diag_report(r->d, &l, D_NO_RECORD);
	}
	return n;
}

void
reader_set_tap(struct reader *r, const struct src_tap *tap)
{
	src_set_tap(&r->src, tap);
}

void
reader_tap_end(struct reader *r)
{
	src_tap_end(&r->src);
}

const struct src *
reader_src(const struct reader *r)
{
	return &r->src;
}

void
reader_close(struct reader *r)
{
	if (r == NULL)
		return;
	nrec_close(r->n);
	if (r->y != NULL)
		yrec_close(r->y);
	src_close(&r->src);
	mem_free(r);
}
