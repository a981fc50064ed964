/*
 * diag: the catalogue and the reporter (see diag.h).
 *
 * The quoted source line is cleaned before printing: control characters
 * and bytes that are not UTF-8 show as '?', so a diagnostic about binary
 * garbage cannot garble the terminal; a line longer than WINDOW characters
 * is cut to a window around the caret, marked with "...".
 */
#include "diag.h"

#include <stdarg.h>
#include <string.h>

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
	[D_NOMEM] = { SEV_FATAL, "out of memory" },
	[D_PLY_RANGE] = { SEV_FATAL,
	    "--ply %lu: the record has only %lu plies" },
	[D_INTERNAL] = { SEV_FATAL, "internal error: a listed move was "
	    "refused: %s" },
	[D_SEED] = { SEV_FATAL, "cannot seed the dice: %s" },
	[D_CHUNK] = { SEV_FATAL, "%s" },
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
	[D_YAML_SYNTAX] = { SEV_ERROR, "YAML: %s" },
	[D_YAML_ALIAS] = { SEV_ERROR, "YAML aliases are not allowed" },
	[D_YAML_SCHEMA] = { SEV_ERROR, "%s" },
	[D_NO_GAME] = { SEV_ERROR,
	    "the record has no Game tag: name its game with -g" },
	[D_UNKNOWN_GAME] = { SEV_ERROR, "unknown game '%s'" },
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

/* Byte offset of column col (1-based) in s[0..n), or n. */
static size_t
col_offset(const char *s, size_t n, unsigned long col)
{
	size_t i = 0, k;
	unsigned long c = 1;

	while (i < n && c < col) {
		k = (unsigned char)s[i] < 0x80 ? 1 : utf8_seq(s + i, n - i);
		i += k ? k : 1;
		c++;
	}
	return i;
}

/* Print s[from..to) cleaned; with caret != 0, print the caret line for
 * the characters instead (tabs kept so the caret lines up). */
static void
put_clean(FILE *out, const char *s, size_t from, size_t to, size_t cfrom,
    size_t cto, int caret)
{
	size_t i = from, k;

	while (i < to) {
		unsigned char c = (unsigned char)s[i];

		k = c < 0x80 ? 1 : utf8_seq(s + i, to - i);
		if (caret) {
			if (i >= cto)
				break;
			if (i < cfrom)
				fputc(c == '\t' ? '\t' : ' ', out);
			else
				fputc(i == cfrom ? '^' : '~', out);
		} else if (c == '\t')
			fputc('\t', out);
		else if (c < 0x20 || c == 0x7f || k == 0)
			fputc('?', out);
		else
			fwrite(s + i, 1, k, out);
		i += k ? k : 1;
	}
}

static void
quote_line(FILE *out, const char *s, size_t n, unsigned long col,
    unsigned long len)
{
	size_t cb = col_offset(s, n, col);
	size_t ce = col_offset(s, n, col + (len ? len : 1));
	size_t from = 0, to = n, ncols = text_cols(s, n);
	int pre = 0, post = 0;

	if (ncols > WINDOW) {
		unsigned long first = col > WINDOW / 2 ? col - WINDOW / 2 : 1;

		from = col_offset(s, n, first);
		to = col_offset(s, n, first + WINDOW);
		pre = from > 0;
		post = to < n;
	}
	if (ce == cb)
		ce = cb + 1;	/* caret after the end of the line */
	fputs(pre ? "..." : "", out);
	put_clean(out, s, from, to, 0, 0, 0);
	fputs(post ? "...\n" : "\n", out);
	fputs(pre ? "   " : "", out);
	put_clean(out, s, from, to < cb ? cb : to, cb, ce, 1);
	if (cb >= to)
		fputc('^', out);
	fputc('\n', out);
}

void
diag_report(struct diag *d, const struct diag_loc *loc, enum diag_id id, ...)
{
	va_list ap;
	char msg[1024];
	const char *text = NULL;
	size_t tlen = 0;
	enum diag_sev sev = catalogue[id].sev;

	if (sev > d->worst)
		d->worst = sev;
	d->count[sev]++;
	d->last = id;
	if (d->out == NULL)
		return;
	fprintf(d->out, "%s: ", d->prog);
	if (loc != NULL && loc->file != NULL) {
		if (loc->line > 0)
			fprintf(d->out, "%s:%lu:%lu: ", loc->file, loc->line,
			    loc->col);
		else
			fprintf(d->out, "%s: ", loc->file);
	}
	fputs(sev == SEV_WARNING ? "warning: " : "error: ", d->out);
	if (loc != NULL && loc->record > 1)
		fprintf(d->out, "record %lu: ", loc->record);
	va_start(ap, id);
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	vsnprintf(msg, sizeof(msg), catalogue[id].fmt, ap);
#pragma GCC diagnostic pop
	va_end(ap);
	put_clean(d->out, msg, 0, strlen(msg), 0, 0, 0);
	fputc('\n', d->out);
	if (loc == NULL || loc->line == 0)
		return;
	if (loc->text != NULL) {
		text = loc->text;
		tlen = strlen(text);
	} else if (loc->src != NULL)
		text = src_line(loc->src, loc->line, &tlen);
	if (text != NULL)
		quote_line(d->out, text, tlen, loc->col, loc->len);
}
