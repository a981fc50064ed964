/*
 * split: cutting inputs into pieces at record starts (see split.h).
 *
 * The reader does the work: it reads the records as any program would,
 * under the same limits and -g, its diagnostics unprinted, and its src's
 * tap passes the bytes through to the output as the reader leaves them
 * behind, and tells where a piece may begin.  So the places where a
 * piece begins are record starts by the readers' own account, not by a
 * second guess at the grammar; the one exception, the quick scan for
 * --ranges below, takes only inputs so plain that the reader's account
 * of them is beyond doubt, and leaves every other to the reader.
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
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "mem.h"
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

/*
 * The quick way to the ranges.  The reader takes a fifth of a
 * validation to find the record starts in the first pieces, while the
 * jobs wait; in the plainest inputs, such as the programs write, record
 * starts are found by looking at lines alone, at a few bytes a cycle.
 * The quick scan takes an input only while every line is one it cannot
 * misread: a tag line [Name "value"] from its first byte, a blank line
 * (spaces), or moves: letters, digits, spaces and .-+/:,=!?_'@*; a
 * record opens with its tags, in one block with its Game tag first and
 * only there, a result is the last word of its record, and nothing nears
 * a limit.
 * There every record opens with a tag line, where the reader marks it
 * (notation.c, mark), and the reader's error recovery stops there too:
 * a record starts at each tag line after a line of moves, a blank line
 * or the start.  Anything else (a comment, a byte order mark, a tab or
 * a carriage return, YAML, JSON, a byte past ASCII) and the input is
 * left to the reader, from its start: nothing has been said yet.
 */
#define QBUF	(1UL << 20)	/* the read size, and the longest line */

struct qcut {
	unsigned long long off;
	unsigned long	 line, record;
};

struct quick {
	unsigned long	 maxline, maxrecord, maxtags, maxtext;
	struct qcut	*cut;		/* the pieces' starts */
	size_t		 ncut, capcut;
	unsigned long	 block;
	unsigned long long size;
	unsigned long long recoff;	/* where the record begun begins */
	unsigned long	 record;	/* records begun */
	unsigned long	 tags;		/* in the record begun */
	int		 state;		/* Q_... */
	int		 blank;		/* a blank line after the tags */
	int		 ended;		/* a result ended the record */
	int		 done;		/* the last piece is begun */
};

enum { Q_NONE, Q_TAGS, Q_MOVES };

/* What a byte is in a line of moves: a byte of a word, maybe of a
 * result, or one the quick scan does not take (a space is none). */
enum { QC_WORD = 1, QC_RESULT = 2, QC_NO = 4 };
static unsigned char qclass[256];

static void
q_init_classes(void)
{
	const char *more = ".+:,=!?_'@";
	int k;

	for (k = 0; k < 256; k++)
		qclass[k] = ((k >= 'A' && k <= 'Z') || (k >= 'a' && k <= 'z') ||
		    (k >= '0' && k <= '9')) ? QC_WORD : QC_NO;
	for (; *more != '\0'; more++)
		qclass[(unsigned char)*more] = QC_WORD;
	/* in every result: 1-0, 0-1, 1/2-1/2, * */
	qclass['-'] = qclass['/'] = qclass['*'] = QC_WORD | QC_RESULT;
	qclass[' '] = 0;
}

/* Half a limit, or no limit: the quick scan keeps well inside it, so as
 * not to count bytes as the reader does. */
static unsigned long
half(const struct limits *l, enum lim_id id)
{
	return l->max[id] == 0 ? (unsigned long)-1 : l->max[id] / 2;
}

/* Whether p[0..n), opening with '[', is a tag line: 0, or -1 when the
 * quick scan does not take it. */
static int
q_tag(const struct quick *q, const char *p, size_t n)
{
	size_t i = 1;

	while (i < n && ((p[i] >= 'A' && p[i] <= 'Z') ||
	    (p[i] >= 'a' && p[i] <= 'z') || (p[i] >= '0' && p[i] <= '9') ||
	    p[i] == '_'))
		i++;
	if (i == 1 || i + 1 >= n || p[i] != ' ' || p[i + 1] != '"')
		return -1;
	i += 2;
	if (n - i < 2 || p[n - 1] != ']' || p[n - 2] != '"' ||
	    n - i - 2 >= q->maxtext)
		return -1;
	for (; i < n - 2; i++)
		if (p[i] < ' ' || p[i] > '~' || p[i] == '"' || p[i] == '\\')
			return -1;
	return 0;
}

/* The line of moves (or blank line) at p, of at most avail bytes (all
 * there is when eof): 1 with its length in *len and whether it is blank
 * in *blank, 0 when its end is past avail, -1 when the quick scan does
 * not take it.  Most lines are moves: a look at each byte, and at its
 * words only when one may be a result. */
static int
q_moves(struct quick *q, const char *p, size_t avail, int eof, size_t *len,
    int *blank)
{
	const char *e = memchr(p, '\n', avail);
	enum result res;
	size_t i, w, n;
	unsigned acc = 0;
	int result = 0;

	if (e == NULL && !eof)
		return 0;
	n = e == NULL ? avail : (size_t)(e - p);
	for (i = 0; i < n; i++)
		acc |= qclass[(unsigned char)p[i]];
	if (acc & QC_NO)
		return -1;
	for (i = 0; (acc & QC_RESULT) && i < n; i = w) {
		while (i < n && p[i] == ' ')
			i++;
		for (w = i; w < n && p[w] != ' '; w++)
			;
		if (w == i)
			break;
		/* a word after a result would begin a record with no tags */
		if (result)
			return -1;
		result = result_parse(p + i, w - i, &res) == 0;
	}
	if ((acc & QC_WORD) && q->ended)
		return -1;
	if (acc & QC_WORD)
		q->ended = result;
	*len = n;
	*blank = !(acc & QC_WORD);
	return 1;
}

/* The record starting at off, on line: a piece begins there when the
 * piece before holds block bytes.  -1 out of memory. */
static int
q_record(struct quick *q, unsigned long long off, unsigned long line)
{
	q->record++;
	q->recoff = off;
	q->state = Q_TAGS;
	q->tags = 1;
	q->blank = q->ended = 0;
	if (off - q->cut[q->ncut - 1].off < q->block)
		return 0;
	if (mem_grow(&q->cut, &q->capcut, q->ncut + 1, sizeof(*q->cut)) < 0)
		return -1;
	q->cut[q->ncut++] = (struct qcut){ off, line, q->record };
	q->done = q->size - off <= q->block;
	return 0;
}

/* The line at p, of at most avail bytes (all there is when eof), at off
 * in the input: 1 with its length in *len, 0 when its end is past avail,
 * -1 when the quick scan gives up. */
static int
q_line(struct quick *q, const char *p, size_t avail, int eof,
    unsigned long long off, unsigned long line, size_t *len)
{
	const char *e;
	int blank, rv;

	if (q->state != Q_NONE && off - q->recoff >= q->maxrecord)
		return -1;
	if (*p != '[') {
		if ((rv = q_moves(q, p, avail, eof, len, &blank)) <= 0)
			return rv;
		if (*len >= q->maxline)
			return -1;
		if (blank) {
			q->blank = q->state == Q_TAGS;
			return 1;
		}
		if (q->state == Q_NONE)
			return -1;
		q->state = Q_MOVES;
		return 1;
	}
	if ((e = memchr(p, '\n', avail)) == NULL && !eof)
		return 0;
	*len = e == NULL ? avail : (size_t)(e - p);
	if (*len >= q->maxline || q_tag(q, p, *len) < 0)
		return -1;
	/* a record opens with its Game tag: after an error in a record's
	 * tags, the reader passes over tag lines up to a Game tag */
	if (q->state != Q_TAGS)
		return *len < 6 || memcmp(p, "[Game ", 6) != 0 ||
		    q_record(q, off, line) < 0 ? -1 : 1;
	/* a blank line, or a Game tag, would open another record */
	if (q->blank || (*len > 5 && memcmp(p, "[Game", 5) == 0) ||
	    ++q->tags >= q->maxtags)
		return -1;
	return 1;
}

/* The ranges of the regular file at path, the quick way: 1 said, 0 left
 * to the reader (nothing said). */
static int
quick_ranges(struct cli *c, const char *path, int index,
    unsigned long block)
{
	struct quick q;
	struct stat st;
	char *buf;
	size_t have = 0, i, n, s, len;
	unsigned long long off = 0;	/* of buf[0] */
	unsigned long line = 1;
	ssize_t got;
	int fd, rv = 0, eof = 0;

	if ((fd = open(path, O_RDONLY)) < 0)
		return 0;
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) ||
	    (unsigned long long)st.st_size <= block ||
	    (buf = mem_alloc(QBUF)) == NULL) {
		close(fd);
		return 0;
	}
	if (qclass['a'] == 0)
		q_init_classes();
	memset(&q, 0, sizeof(q));
	q.maxline = half(&c->lim, LIM_LINE);
	q.maxrecord = half(&c->lim, LIM_RECORD);
	q.maxtags = half(&c->lim, LIM_TAGS);
	q.maxtext = half(&c->lim, LIM_TAGTEXT);
	q.block = block;
	q.size = (unsigned long long)st.st_size;
	if (mem_grow(&q.cut, &q.capcut, 1, sizeof(*q.cut)) < 0)
		goto out;
	q.cut[q.ncut++] = (struct qcut){ 0, 1, 1 };
	/* lines are taken whole from buf; the one cut by its end is moved
	 * to the front for the next read */
	while (!q.done && !eof) {
		if (have == QBUF)
			goto out;		/* a line too long */
		if ((got = read(fd, buf + have, QBUF - have)) < 0) {
			if (errno == EINTR)
				continue;
			goto out;
		}
		eof = got == 0;
		n = have + (size_t)got;
		for (s = 0; s < n && !q.done; s += len + 1, line++) {
			int r = q_line(&q, buf + s, n - s, eof, off + s, line,
			    &len);

			if (r < 0)
				goto out;
			if (r == 0)
				break;
		}
		if (s > n)
			s = n;		/* the last line, with no line end */
		memmove(buf, buf + s, n - s);
		have = n - s;
		off += s;
	}
	for (i = 0; i < q.ncut; i++) {
		unsigned long long end = i + 1 < q.ncut ? q.cut[i + 1].off :
		    q.size;

		fprintf(c->fp, "%d\t%llu\t%llu\t", index, q.cut[i].off,
		    end - q.cut[i].off);
		chunk_line(c->fp, q.cut[i].line, q.cut[i].record, path);
	}
	fflush(c->fp);
	rv = 1;
out:
	mem_free(q.cut);
	mem_free(buf);
	close(fd);
	return rv;
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

#ifndef SPLIT_NO_QUICK
	if (ranges && block > 0 && strcmp(path, "-") != 0 &&
	    quick_ranges(c, path, index, block))
		return 0;
#endif
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
