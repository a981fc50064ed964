/*
 * jwriter: records written as JSON Lines (see jwriter.h).
 *
 * A writer of its own rather than a JSON mode of ywriter.c: ywriter
 * hands events to libyaml's emitter, which cannot be told to write JSON
 * (it would write plain scalars, folds and YAML escapes such as "\e"),
 * so the two share nothing but the walk over the record, which is short.
 *
 * Each record is built whole in a buffer, then written with one fwrite:
 * a record that fails (a string not UTF-8) leaves no half line behind.
 * A record whose movetext passes SPILL bytes is the exception, so that
 * memory does not grow with a record (a dice session of 4 MiB is 16 MB
 * of JSON): its strings are checked first, then its moves, turns and
 * comments are written out every SPILL bytes as they are made.
 * Strings are escaped as RFC 8259 says: '"', '\\' and the control
 * characters, those with a short form ("\n", "\t"...) in it, the others
 * as "\u00XX"; every other character, valid UTF-8, is written as it is.
 * rongo-score's documents use the same escaper (jwriter_string).
 * No blank between tokens, as "jq -c" writes.
 *
 * Errors.  The first failure is kept (err, an errno value): every call
 * after it fails with it, jwriter_close too.
 */
#include "jwriter.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "mem.h"
#include "movetext.h"
#include "rec.h"
#include "text.h"

struct jwriter {
	FILE		*out;
	struct buf	 line;		/* the record being written */
	struct buf	 text;		/* one ply */
	int		 spill;		/* line may be written out as it grows */
	int		 err;		/* errno of the first failure, or 0 */
};

/* The size of movetext from which a record is written as it is made,
 * and of the pieces it is written in. */
#define SPILL	65536

/* Fail with e, unless an earlier failure is kept. */
static int
fail(struct jwriter *w, int e)
{
	if (w->err == 0)
		w->err = e;
	return -1;
}

int
jwriter_string(struct buf *b, const char *s, size_t n, int bytes)
{
	static const char hex[] = "0123456789abcdef";
	char esc[7];
	size_t i, from, k;
	unsigned char c;

	if (!bytes && !utf8_valid(s, n, NULL)) {
		errno = EILSEQ;
		return -1;
	}
	if (buf_putc(b, '"') < 0)
		goto nomem;
	for (from = i = 0; i < n; i += k) {
		c = (unsigned char)s[i];
		k = c >= 0x80 && bytes ? utf8_seq(s + i, n - i) : 1;
		if (k != 0 && c >= 0x20 && c != '"' && c != '\\')
			continue;
		k = 1;		/* (a byte not UTF-8 is one character) */
		if (buf_add(b, s + from, i - from) < 0)
			goto nomem;
		from = i + 1;
		esc[0] = '\\';
		esc[2] = '\0';
		switch (c) {
		case '"':
		case '\\':
			esc[1] = (char)c;
			break;
		case '\n':
			esc[1] = 'n';
			break;
		case '\r':
			esc[1] = 'r';
			break;
		case '\t':
			esc[1] = 't';
			break;
		case '\b':
			esc[1] = 'b';
			break;
		case '\f':
			esc[1] = 'f';
			break;
		default:
			/* a control character; or a byte not UTF-8, the
			 * character U+00XX */
			memcpy(esc + 1, "u00", 3);
			esc[4] = hex[c >> 4];
			esc[5] = hex[c & 0xf];
			esc[6] = '\0';
			break;
		}
		if (buf_puts(b, esc) < 0)
			goto nomem;
	}
	if (buf_add(b, s + from, n - from) < 0 || buf_putc(b, '"') < 0)
		goto nomem;
	return 0;
nomem:
	errno = ENOMEM;
	return -1;
}

/* The line made so far written out, when the record may be (spill) and
 * it has grown past SPILL bytes. */
static int
spill(struct jwriter *w)
{
	if (!w->spill || w->line.len < SPILL)
		return 0;
	errno = 0;
	if (fwrite(w->line.s, 1, w->line.len, w->out) != w->line.len)
		return fail(w, errno ? errno : EIO);
	buf_clear(&w->line);
	return 0;
}

/* Whether every string of r's movetext is UTF-8 (its turns' names,
 * plies and comments): -1 when out of memory. */
static int
movetext_utf8(const struct record *r)
{
	struct rec_iter it;
	size_t k;
	int rv, ok = 1;

	rec_iter_init(&it, r);
	while (ok && (rv = rec_iter_next(&it)) > 0) {
		if (it.kind == REC_PLY) {
			for (k = 0; k < it.nw; k++)
				ok &= utf8_valid(it.w[k].s, it.w[k].len, NULL);
		} else if (it.kind == REC_TURN || it.kind == REC_COMMENT)
			ok = utf8_valid(it.text.s, it.text.len, NULL);
	}
	rec_iter_release(&it);
	return rv < 0 ? -1 : ok;
}

/* s[0..n) as a JSON string. */
static int
put_str(struct jwriter *w, const char *s, size_t n)
{
	return jwriter_string(&w->line, s, n, 0) < 0 ? fail(w, errno) : 0;
}

static int
put_cstr(struct jwriter *w, const char *s)
{
	return put_str(w, s, strlen(s));
}

/* Punctuation, and a key: the key's name is plain ASCII. */
static int
put_raw(struct jwriter *w, const char *s)
{
	return buf_puts(&w->line, s) < 0 ? fail(w, ENOMEM) : 0;
}

/* A key of the record, after the first one. */
static int
put_key(struct jwriter *w, const char *key)
{
	char k[32];
	size_t n = strlen(key), i = 0;

	if (n > sizeof(k) - 4)
		return fail(w, EINVAL);
	/* one append, not four: a record has a few keys */
	if (w->line.len > 1)
		k[i++] = ',';
	k[i++] = '"';
	memcpy(k + i, key, n);
	i += n;
	k[i++] = '"';
	k[i++] = ':';
	return buf_add(&w->line, k, i) < 0 ? fail(w, ENOMEM) : 0;
}

static int
put_tags(struct jwriter *w, const struct record *r)
{
	size_t i;

	if (r->ntags == 0)
		return 0;
	if (put_key(w, "tags") < 0 || put_raw(w, "{") < 0)
		return -1;
	for (i = 0; i < r->ntags; i++)
		if ((i > 0 && put_raw(w, ",") < 0) ||
		    put_cstr(w, r->tags[i].name) < 0 || put_raw(w, ":") < 0 ||
		    put_cstr(w, r->tags[i].value) < 0)
			return -1;
	return put_raw(w, "}");
}

static int
put_players(struct jwriter *w, const struct record *r)
{
	size_t i;

	if (!r->has_players)
		return 0;
	if (put_key(w, "players") < 0 || put_raw(w, "[") < 0)
		return -1;
	for (i = 0; i < r->nplayers; i++)
		if ((i > 0 && put_raw(w, ",") < 0) ||
		    put_cstr(w, r->players[i]) < 0)
			return -1;
	return put_raw(w, "]");
}

/* The end of a walk over the movetext: rv of rec_iter_next. */
static int
walk_end(struct jwriter *w, int rv)
{
	if (rv < 0)
		return fail(w, ENOMEM);
	return rv > 0 ? -1 : 0;
}

/* The ply at it as a JSON string, after a comma when comma is set:
 * its words joined by single spaces, written as they are when every
 * byte is printable ASCII with no escape (the common case, that a ply
 * of a large corpus takes no copy before its own), else by put_str.
 * -1 when out of memory. */
static int
put_ply(struct jwriter *w, const struct rec_iter *it, int comma)
{
	struct buf *b = &w->line;
	size_t k, i, n = 4, mark = b->len, len;
	const unsigned char *s;
	char *q;

	for (k = 0; k < it->nw; k++)
		n += it->w[k].len + 1;
	if (b->cap - b->len <= n && buf_reserve(b, n) < 0)
		return fail(w, ENOMEM);
	q = b->s + b->len;
	if (comma)
		*q++ = ',';
	*q++ = '"';
	for (k = 0; k < it->nw; k++) {
		s = (const unsigned char *)it->w[k].s;
		len = it->w[k].len;
		if (k > 0)
			*q++ = ' ';
		for (i = 0; i < len; i++) {
			if (s[i] < 0x20 || s[i] >= 0x7f || s[i] == '"' ||
			    s[i] == '\\')
				goto slow;
			*q++ = (char)s[i];
		}
	}
	*q++ = '"';
	*q = '\0';
	b->len = (size_t)(q - b->s);
	return 0;
slow:
	b->len = mark;
	b->s[mark] = '\0';
	if (rec_iter_text(it, &w->text) < 0)
		return fail(w, ENOMEM);
	return (comma && put_raw(w, ",") < 0) ||
	    put_str(w, w->text.s, w->text.len) < 0 ? -1 : 0;
}

/* What goes before the actions of a turn of the player named by the
 * len bytes at name, for rec_src_quoted: 1 when the name is not plain
 * ASCII, to be escaped. */
static int
put_turn(void *ctx, struct buf *b, const char *name, size_t len, int first)
{
	size_t i;

	(void)ctx;
	for (i = 0; i < len; i++)
		if ((unsigned char)(name[i] - 0x20) >= 0x5f ||
		    name[i] == '"' || name[i] == '\\')
			return 1;
	return buf_puts(b, first ? "{\"player\":\"" :
	    "]},{\"player\":\"") < 0 || buf_add(b, name, len) < 0 ||
	    buf_puts(b, "\",\"actions\":[") < 0 ? -1 : 0;
}

/* The plies in "moves", or the turns, each its player and actions, in
 * "turns". */
static int
put_plies(struct jwriter *w, const struct record *r)
{
	struct rec_iter it;
	int rv, turns = r->session || r->nturns > 0, open = 0, n = 0;

	if (put_key(w, turns ? "turns" : "moves") < 0 || put_raw(w, "[") < 0)
		return -1;
	/* the plies straight from the source, in one piece: not for a
	 * record written out as it is made */
	if (!w->spill && (rv = rec_src_quoted(r, &w->line, ",",
	    turns ? put_turn : NULL, NULL)) <= 0)
		return rv < 0 ? fail(w, ENOMEM) : put_raw(w, turns ? "]}]" :
		    "]");
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (turns && it.kind == REC_TURN) {
			if ((open && put_raw(w, "]},") < 0) ||
			    put_raw(w, "{\"player\":") < 0 ||
			    put_str(w, it.text.s, it.text.len) < 0 ||
			    put_raw(w, ",\"actions\":[") < 0)
				break;
			open = 1;
			n = 0;
		} else if (it.kind == REC_PLY && (open || !turns)) {
			/* (actions before any turn are not written, as in
			 * YAML) */
			if (put_ply(w, &it, n++ > 0) < 0)
				break;
		}
		if (spill(w) < 0)
			break;
	}
	rec_iter_release(&it);
	if (rv != 0)
		return walk_end(w, rv);
	if (open && put_raw(w, "]}") < 0)
		return -1;
	return put_raw(w, "]");
}

static int
put_comments(struct jwriter *w, const struct record *r)
{
	struct rec_iter it;
	char num[48];
	int rv, n = 0;

	if (r->ncomments == 0)
		return 0;
	if (put_key(w, "comments") < 0 || put_raw(w, "[") < 0)
		return -1;
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_COMMENT)
			continue;
		snprintf(num, sizeof(num), "%s{\"ply\":%zu,\"text\":",
		    n++ > 0 ? "," : "", it.ply);
		if (put_raw(w, num) < 0 ||
		    put_str(w, it.text.s, it.text.len) < 0 ||
		    put_raw(w, "}") < 0 || spill(w) < 0)
			break;
	}
	rec_iter_release(&it);
	if (rv != 0)
		return walk_end(w, rv);
	return put_raw(w, "]");
}

int
jwriter_open(struct jwriter **wp, FILE *out)
{
	struct jwriter *w;

	*wp = NULL;
	if ((w = mem_zalloc(sizeof(*w))) == NULL) {
		errno = ENOMEM;
		return -1;
	}
	w->out = out;
	buf_init(&w->line);
	buf_init(&w->text);
	*wp = w;
	return 0;
}

int
jwriter_put(struct jwriter *w, const struct record *r)
{
	const char *res = result_string(r->result);

	if (w->err != 0) {
		errno = w->err;
		return -1;
	}
	buf_clear(&w->line);
	/* a long record is written as it is made, once nothing in its
	 * movetext can fail it; its tags, players and setup are checked
	 * before anything is written */
	w->spill = 0;
	if (r->mv.len >= SPILL) {
		int ok = movetext_utf8(r);

		if (ok < 0) {
			(void)fail(w, ENOMEM);
			errno = w->err;
			return -1;
		}
		w->spill = ok;
	}
	if (put_raw(w, "{") == 0 &&
	    (r->game == NULL || (put_key(w, "game") == 0 &&
	    put_cstr(w, r->game) == 0)) &&
	    put_players(w, r) == 0 &&
	    put_tags(w, r) == 0 &&
	    (r->setup == NULL || (put_key(w, "setup") == 0 &&
	    put_cstr(w, r->setup) == 0)) &&
	    put_plies(w, r) == 0 &&
	    put_comments(w, r) == 0 &&
	    (res == NULL || (put_key(w, "result") == 0 &&
	    put_cstr(w, res) == 0)) &&
	    put_raw(w, "}\n") == 0) {
		errno = 0;
		if (fwrite(w->line.s, 1, w->line.len, w->out) == w->line.len)
			return 0;
		fail(w, errno ? errno : EIO);
	}
	errno = w->err;
	return -1;
}

int
jwriter_close(struct jwriter *w)
{
	int e;

	if (w == NULL)
		return 0;
	errno = 0;
	if (fflush(w->out) != 0 && w->err == 0)
		w->err = errno ? errno : EIO;
	e = w->err;
	buf_release(&w->line);
	buf_release(&w->text);
	mem_free(w);
	if (e != 0) {
		errno = e;
		return -1;
	}
	return 0;
}
