/*
 * split: cutting inputs into pieces at record starts (see split.h).
 *
 * The reader does the work: it reads the records as any program would,
 * under the same limits and -g, its diagnostics unprinted, and its src's
 * tap passes the bytes through to the output as the reader leaves them
 * behind, and tells where a piece may begin.  So the places where a
 * piece begins are record starts by the readers' own account, not by a
 * second guess at the grammar.
 *
 * GNU parallel cuts the stream again before each "#rongo-chunk ", where
 * ever it is (a chunk line may follow a last line that has no line end,
 * and then the piece before must end without one too), so the input may
 * not hold those bytes anywhere: they are watched for as they pass, and
 * such an input is refused.
 */
#include "split.h"

#include <sys/stat.h>

#include <errno.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "reader.h"
#include "rec.h"
#include "src.h"
#include "text.h"

static const char key[] = "#rongo-chunk ";
#define KEYLEN	(sizeof(key) - 1)

struct cut {
	FILE		*out;
	const char	*name;
	unsigned long	 block;
	unsigned long	 since;		/* bytes since the last chunk line */
	unsigned long	 line, col;	/* of the next byte (col in bytes) */
	size_t		 match;		/* bytes of key matched up to it */
	unsigned long	 clash, ccol;	/* where key is, or 0 */
	/* ranges: the pieces are said, not copied (split.h) */
	int		 ranges;
	int		 index;		/* of the input, from 1 */
	unsigned long long off;		/* file offset of the next byte */
	unsigned long long start;	/* of the piece begun */
	unsigned long	 pline, prec;	/* its chunk line's numbers */
	unsigned long long size;	/* of the file */
	int		 last;		/* the piece begun is the last */
};

/* Watch p[0..n) for key ('#' is in it once, so a mismatch can only
 * start a new match with a '#'). */
static void
watch(struct cut *k, const char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n && k->clash == 0; i++) {
		if (p[i] == key[k->match]) {
			if (++k->match == KEYLEN) {
				k->clash = k->line;
				k->ccol = k->col - (KEYLEN - 1);
			}
		} else
			k->match = p[i] == '#';
		k->col++;
		if (p[i] == '\n') {
			k->line++;
			k->col = 1;
		}
	}
}

static void
put_out(void *ctx, const char *s, size_t n)
{
	fwrite(s, 1, n, ctx);
}

/* The chunk line before a piece; the name escaped, so that it is one
 * line and reads back exactly (text.h), and its '#' too, so that it
 * cannot hold the key where GNU parallel would cut. */
static void
chunk_line(FILE *out, unsigned long line, unsigned long record,
    const char *name)
{
	fprintf(out, "%s%lu %lu ", key, line, record);
	text_escape(name, "#", put_out, out);
	fputc('\n', out);
}

/* The piece standing for an input that could not be opened or read: the
 * diagnostic a program would give, which it gives from the piece without
 * opening anything (reader.h).  The reason is escaped as the name is, and
 * its colons too, so that the last ": " ends the name.  -1 when it is no
 * such trouble. */
static int
trouble_line(FILE *out, const struct diag *quiet, const char *path)
{
	const char *fmt = diag_format(quiet->last);
	size_t pre = strcspn(fmt, "%");

	if ((quiet->last != D_OPEN && quiet->last != D_READ) ||
	    strncmp(quiet->lastmsg, fmt, pre) != 0)
		return -1;
	fprintf(out, "%s%s ", key, quiet->last == D_OPEN ? "open" : "read");
	text_escape(path, "#", put_out, out);
	fputs(": ", out);
	text_escape(quiet->lastmsg + pre, ":#", put_out, out);
	fputc('\n', out);
	return 0;
}

/* The line saying the piece begun, now that its end is known: the
 * input, the piece's offset and length in the file, its chunk line. */
static void
range_line(struct cut *k)
{
	fprintf(k->out, "%d\t%llu\t%llu\t", k->index, k->start,
	    k->off - k->start);
	chunk_line(k->out, k->pline, k->prec, k->name);
	/* a job may start on it now */
	fflush(k->out);
}

static void
bytes(void *ctx, const char *p, size_t n)
{
	struct cut *k = ctx;

	/* the pieces are not copied: nothing cuts the bytes again */
	if (k->ranges)
		k->off += n;
	else {
		watch(k, p, n);
		fwrite(p, 1, n, k->out);
	}
	k->since += n;
}

static void
mark(void *ctx, unsigned long line, unsigned long record)
{
	struct cut *k = ctx;

	if (k->block > 0 && k->since >= k->block) {
		if (k->ranges) {
			range_line(k);
			k->start = k->off;
			k->pline = line;
			k->prec = record;
			k->last = k->size - k->start <= k->block;
		} else
			chunk_line(k->out, line, record, k->name);
		k->since = 0;
	}
}

/* In ranges, the offset in the file of the bytes not yet handed to the
 * tap (those before are a byte order mark, which a piece does not hold
 * either); -1 when the input is not a regular file, which jobs cannot
 * read by offsets. */
static int
range_start(struct cut *k, struct reader *r)
{
	const struct src *s = reader_src(r);
	struct stat st;
	long at;

	/* what a line past its limit hides has been read too */
	size_t held = s->over == 1 + LIM_LINE ? s->hid_len : s->len;

	if (s->fp == NULL || s->fp == stdin || fstat(fileno(s->fp), &st) < 0 ||
	    !S_ISREG(st.st_mode) || (at = ftell(s->fp)) < 0 ||
	    (unsigned long)at < held)
		return -1;
	k->off = k->start = (unsigned long long)at - held;
	k->size = (unsigned long long)st.st_size;
	k->last = k->block == 0 || k->size - k->start <= k->block;
	return 0;
}

/* One input; -1 when the run must stop. */
static int
split_one(struct cli *c, const char *path, int index, unsigned long block,
    int ranges)
{
	struct cut k = { c->fp, NULL, block, 0, 1, 1, 0, 0, 0, ranges, index,
	    0, 0, 1, 1, 0, 0 };
	struct src_tap tap = { bytes, mark, &k };
	struct diag quiet;
	struct reader *r;
	struct record rec;
	int n;

	diag_init(&quiet, c->prog, NULL);
	if (reader_open(&r, path, c->defgame, &c->lim, &quiet) < 0) {
		if (quiet.last == D_NOMEM) {
			diag_report(&c->d, NULL, D_NOMEM);
			return -1;
		}
		/* standard input is ours alone, the program would read its
		 * own: the trouble is said here, by opening it again with
		 * the run's diagnostics (a closed one fails the same way;
		 * one that does not has lost what the first try read) */
		if (strcmp(path, "-") == 0) {
			struct diag_loc l = { .file = "<stdin>" };

			if (reader_open(&r, path, c->defgame, &c->lim,
			    &c->d) == 0) {
				reader_close(r);
				diag_report(&c->d, &l, D_READ, "it failed "
				    "once, and what was read then is lost");
			}
			return -1;
		}
		/* the program says why, as it would have */
		if (ranges)
			fprintf(c->fp, "%d\t0\t0\t", index);
		if (trouble_line(c->fp, &quiet, path) == 0)
			return 0;
		diag_report(&c->d, &(struct diag_loc){ .file = path },
		    D_CHUNK, quiet.lastmsg);
		return -1;
	}
	k.name = reader_src(r)->name;
	if (!ranges)
		chunk_line(c->fp, 1, 1, k.name);
	else if (range_start(&k, r) < 0) {
		struct diag_loc l = { .file = k.name };

		diag_report(&c->d, &l, D_CHUNK, "--ranges: not a regular "
		    "file: its pieces cannot be read by offsets");
		reader_close(r);
		return -1;
	}
	reader_set_tap(r, &tap);
	rec_init(&rec);
	/* with ranges, the last piece is the rest of the file, where no
	 * piece can begin (fewer than block bytes are left): it is not
	 * read, the job reading it reads what the program would, and
	 * stops where it would (at a line past the record limit, say) */
	while (!k.last && (n = reader_next(r, &rec)) > 0 && k.clash == 0)
		;
	if (k.last) {
		k.off = k.size;
		range_line(&k);
		n = 1;
	}
	if (n == 0 && k.clash == 0) {
		reader_tap_end(r);
		if (ranges)
			range_line(&k);
	}
	if (k.clash != 0) {
		struct diag_loc l = { .file = k.name, .line = k.clash,
		    .col = k.ccol };

		diag_report(&c->d, &l, D_CHUNK, "an input holding "
		    "'#rongo-chunk ' cannot be cut: GNU parallel would cut "
		    "there");
	} else if (n < 0) {
		const struct src *s = reader_src(r);
		struct diag_loc l = { .file = k.name };

		if (quiet.last == D_NOMEM || s->err == ENOMEM)
			diag_report(&c->d, NULL, D_NOMEM);
		else
			diag_report(&c->d, &l, D_READ,
			    strerror(s->err ? s->err : EIO));
	}
	rec_release(&rec);
	reader_close(r);
	return k.clash != 0 || n < 0 ? -1 : 0;
}

void
split_files(struct cli *c, char *const *paths, int n, unsigned long block,
    int ranges)
{
	int i;

	if (n == 0) {
		split_one(c, "-", 1, block, ranges);
		return;
	}
	for (i = 0; i < n; i++)
		if (split_one(c, paths[i], i + 1, block, ranges) < 0)
			break;
}
