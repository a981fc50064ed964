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

	for (p = value; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			fputc('\\', fp);
		fputc(*p, fp);
	}
}

static int
put_tag(FILE *fp, const char *name, const char *value)
{
	fprintf(fp, "[%s \"", name);
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

/* A word, after a space when the line holds something already.  The
 * words of a large corpus are most of what is written: no fprintf. */
static void
put_word(FILE *fp, const char *w, size_t n, int *col)
{
	if (*col)
		fputc(' ', fp);
	fwrite(w, 1, n, fp);
	*col = 1;
}

/* A move number, "12." or "12...". */
static void
put_number(FILE *fp, long num, int dots, int *col)
{
	char b[32], *e = b + sizeof(b) - 3, *p = e;
	unsigned long u = num < 0 ? 0UL - (unsigned long)num :
	    (unsigned long)num;

	memcpy(e, "...", 3);
	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	if (num < 0)
		*--p = '-';
	put_word(fp, p, (size_t)(e - p) + (dots == 1 ? 1 : 3), col);
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
	struct rec_iter it;
	size_t k;
	int after_comment = 1, rv;

	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind == REC_COMMENT) {
			put_comment(fp, it.text.s, col);
			after_comment = 1;
			continue;
		}
		if (it.kind != REC_PLY)
			continue;
		/* a full move per line; what stood before move 1 alone; a
		 * second-side ply after a comment starts a line with N... */
		if (*col && (it.ply == 0 || it.dots == 1 ||
		    (it.dots == 3 && after_comment))) {
			fputc('\n', fp);
			*col = 0;
		}
		if (it.dots == 1 || (it.dots == 3 && after_comment))
			put_number(fp, it.num, it.dots, col);
		for (k = 0; k < it.nw; k++)
			put_word(fp, it.w[k].s, it.w[k].len, col);
		after_comment = 0;
	}
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
	size_t i;
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
	if (session)
		return write_turns(fp, r);
	if (write_plies(fp, r, &col) < 0)
		return -1;
	if (col)
		fputc('\n', fp);
	fprintf(fp, "%s\n", r->result != RES_NONE ? result_string(r->result) :
	    "*");
	return ferror(fp) ? -1 : 0;
}
