/*
 * nwriter: records written in canonical notation (nrec_write, declared
 * in notation.h with the reader).
 *
 * The canonical form: the tags, one a line -- Game, Players, the others
 * in their order, Setup -- then a blank line when there were any, then
 * the movetext.  A dice session is a turn a line, "Name: action ...",
 * with no result; a board game's plies are a full move a line, then the
 * result ("*" when none was written).  A comment is braced, or, when its
 * text holds '}', a '#' comment to the end of its line.  The reader
 * (notation.c) takes the output back; tests/roundtrip.py checks that
 * notation read and written again is the same bytes.
 */
#include "notation.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "rec.h"

/* A tag's value, with '"' and '\\' escaped. */
static void
put_escaped(FILE *fp, const char *value)
{
	const char *p;
	size_t n;

	for (p = value; *p != '\0'; p += n) {
		n = strcspn(p, "\"\\");
		fwrite(p, 1, n, fp);
		if (p[n] == '\0')
			break;
		fputc('\\', fp);
		fputc(p[n], fp);
		n++;
	}
}

static int
put_tag(FILE *fp, const char *name, const char *value)
{
	fputc('[', fp);
	fputs(name, fp);
	fputs(" \"", fp);
	put_escaped(fp, value);
	return fputs("\"]\n", fp) == EOF ? -1 : 0;
}

static void
put_comment(FILE *fp, const char *text, int *col)
{
	if (strchr(text, '}') == NULL) {
		fprintf(fp, "%s{%s}", *col ? " " : "", text);
		*col = 1;
	} else {
		fprintf(fp, "%s# %s\n", *col ? " " : "", text);
		*col = 0;
	}
}

/*
 * The words of a large corpus are most of what is written, and most
 * records are written as they were read: the words taken from the
 * source (their off not REC_HELD) are not written one by one but kept
 * as a span of the source, which the next one extends when it follows
 * in the source after the same separator as it is written with.  A
 * record read canonical is then one fwrite; anything else written
 * writes the span first.
 */
struct nout {
	FILE		*fp;
	const char	*s;		/* NULL: no span */
	size_t		 n;
};

static void
nout_flush(struct nout *o)
{
	if (o->s != NULL)
		(void)fwrite(o->s, 1, o->n, o->fp);
	o->s = NULL;
}

/* The n bytes at w, after sep (0: none); src: w is in the source. */
static void
nout_word(struct nout *o, char sep, const char *w, size_t n, int src)
{
	if (src && o->s != NULL && (sep == 0 ? w == o->s + o->n :
	    w == o->s + o->n + 1 && o->s[o->n] == sep)) {
		o->n = (size_t)(w - o->s) + n;
		return;
	}
	nout_flush(o);
	if (sep != 0)
		fputc(sep, o->fp);
	if (src) {
		o->s = w;
		o->n = n;
	} else
		fwrite(w, 1, n, o->fp);
}

/* A word, after a space when the line holds something already. */
static void
put_word(FILE *fp, const char *w, size_t n, int *col)
{
	if (*col)
		fputc(' ', fp);
	fwrite(w, 1, n, fp);
	*col = 1;
}

/* The move number of the ply at it, "12." or "12...", after sep: from
 * the source when it is written there so. */
static void
put_number(struct nout *o, const struct rec_iter *it, char sep)
{
	char b[32], *e = b + sizeof(b) - 3, *p = e;
	long num = it->num;
	unsigned long u = num < 0 ? 0UL - (unsigned long)num :
	    (unsigned long)num;
	size_t n;

	memcpy(e, "...", 3);
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	if (num < 0)
		*--p = '-';
	n = (size_t)(e - p) + (it->dots == 1 ? 1 : 3);
	if (it->numw.off != REC_HELD && it->numw.len == n &&
	    memcmp(it->numw.s, p, n) == 0)
		nout_word(o, sep, it->numw.s, n, 1);
	else
		nout_word(o, sep, p, n, 0);
}

/* A dice session's turns: one line each, "Name: action action ...". */
static int
write_turns(FILE *fp, const struct record *r)
{
	struct rec_iter it;
	struct buf pending = BUF_INIT;	/* a turn not written yet */
	size_t k;
	int col = 0, rv, held = 0;

	/* A turn's name waits for its first action: the comments that
	 * come before it (or after a turn with no action at all, which a
	 * comment's ply cannot tell apart) go before it, as YAML has them */
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (held && it.kind != REC_COMMENT) {
			if (col)
				fputc('\n', fp);
			fprintf(fp, "%s:", pending.s);
			col = 1;
			held = 0;
		}
		switch (it.kind) {
		case REC_COMMENT:
			put_comment(fp, it.text.s, &col);
			break;
		case REC_TURN:
			buf_clear(&pending);
			if (buf_puts(&pending, it.text.s) < 0) {
				rv = -1;
				goto out;
			}
			held = 1;
			break;
		case REC_PLY:
			for (k = 0; k < it.nw; k++) {
				if (!col)
					fputs("  ", fp);	/* continued */
				col = 1;
				put_word(fp, it.w[k].s, it.w[k].len, &col);
			}
			break;
		}
	}
	if (held && rv == 0) {
		if (col)
			fputc('\n', fp);
		fprintf(fp, "%s:", pending.s);
		col = 1;
	}
out:
	rec_iter_release(&it);
	buf_release(&pending);
	if (rv < 0) {
		errno = ENOMEM;
		return -1;
	}
	if (col)
		fputc('\n', fp);
	return ferror(fp) ? -1 : 0;
}

/* A board game's plies and comments: a full move a line. */
static int
write_plies(FILE *fp, const struct record *r, int *col)
{
	struct nout o = { fp, NULL, 0 };
	struct rec_iter it;
	size_t k;
	int after_comment = 1, rv;
	char sep;

	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind == REC_COMMENT) {
			nout_flush(&o);
			put_comment(fp, it.text.s, col);
			after_comment = 1;
			continue;
		}
		if (it.kind != REC_PLY)
			continue;
		/* a full move per line; what stood before move 1 alone; a
		 * second-side ply after a comment starts a line with N... */
		sep = *col ? ' ' : 0;
		if (*col && (it.ply == 0 || it.dots == 1 ||
		    (it.dots == 3 && after_comment)))
			sep = '\n';
		if (it.dots == 1 || (it.dots == 3 && after_comment)) {
			put_number(&o, &it, sep);
			sep = ' ';
		}
		for (k = 0; k < it.nw; k++) {
			nout_word(&o, sep, it.w[k].s, it.w[k].len,
			    it.woff[k] != REC_HELD);
			sep = ' ';
		}
		if (sep == ' ')
			*col = 1;
		else if (sep == '\n') {
			/* a ply of nothing, which ends the line all the same */
			nout_flush(&o);
			fputc('\n', fp);
			*col = 0;
		}
		after_comment = 0;
	}
	nout_flush(&o);
	rec_iter_release(&it);
	if (rv < 0) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}

int
nrec_write(FILE *fp, const struct record *r)
{
	const char *span;
	size_t i, n;
	int col = 0;
	int session = r->session || r->nturns > 0;

	if (r->game != NULL)
		put_tag(fp, "Game", r->game);
	if (r->has_players) {
		/* the names joined, escaped as any tag's value */
		fputs("[Players \"", fp);
		for (i = 0; i < r->nplayers; i++) {
			fputs(i ? ", " : "", fp);
			put_escaped(fp, r->players[i]);
		}
		fputs("\"]\n", fp);
	}
	for (i = 0; i < r->ntags; i++)
		put_tag(fp, r->tags[i].name, r->tags[i].value);
	if (r->setup != NULL)
		put_tag(fp, "Setup", r->setup);
	if (r->game != NULL || r->has_players || r->ntags > 0 ||
	    r->setup != NULL)
		fputc('\n', fp);
	if (session && (span = rec_src_turn_span(r, '\n', &n)) != NULL) {
		fwrite(span, 1, n, fp);
		fputc('\n', fp);
		return ferror(fp) ? -1 : 0;
	}
	if (session)
		return write_turns(fp, r);
	if ((span = rec_src_span(r, '\n', &n)) != NULL) {
		fwrite(span, 1, n, fp);
		col = 1;
	} else if (write_plies(fp, r, &col) < 0)
		return -1;
	if (col)
		fputc('\n', fp);
	fprintf(fp, "%s\n", r->result != RES_NONE ? result_string(r->result) :
	    "*");
	return ferror(fp) ? -1 : 0;
}
