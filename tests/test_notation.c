/*
 * test_notation: the text encoding of records.
 *
 * Reading (nrec over a string src, and the reader on top): tags with
 * their escapes and positions, words and move numbers ("12.", "12...",
 * glued "1.d4"), comments in braces across lines and '#' to the end of
 * the line, each attached to the ply it follows, results and tag blocks
 * ending records, several records in one input; every syntax error the
 * lexer reports, with its exact diagnostic, and the record after the
 * broken one read as if nothing had happened.  Out of memory at every
 * allocation ends cleanly.
 *
 * Writing (nrec_write): the canonical layout against literal text, and a
 * canonical record read and written back byte for byte.
 *
 * In the inputs of the NUL tests, '@' stands for a NUL byte.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "mem.h"
#include "notation.h"
#include "reader.h"
#include "rec.h"
#include "src.h"

#include "rec-harness.h"

/* The record that follows every broken one in the error tests. */
#define TAIL	"\n[Game \"kanga\"]\n\n1. c3 *\n"

struct fx {
	struct src	 s;
	struct nrec	*n;
	struct record	 r;
	struct diag	 d;
	FILE		*fp;
	char		*out;
	size_t		 outn;
};

static void
fx_stream(struct fx *f)
{
	f->out = NULL;
	f->outn = 0;
	f->fp = open_memstream(&f->out, &f->outn);
	assert_non_null(f->fp);
	f->d.out = f->fp;
}

/* Read text (each '@' a NUL byte when nul is set) as file "f". */
static void
fx_open(struct fx *f, const char *text, int nul)
{
	size_t i;

	memset(f, 0, sizeof(*f));
	diag_init(&f->d, "t", NULL);
	fx_stream(f);
	assert_int_equal(src_open_string(&f->s, "f", text), 0);
	if (nul)
		for (i = 0; i < f->s.len; i++)
			if (f->s.buf[i] == '@')
				f->s.buf[i] = '\0';
	assert_int_equal(nrec_open(&f->n, &f->s, NULL, &f->d), 0);
	rec_init(&f->r);
}

/* What was reported since the last check. */
static void
fx_diag(struct fx *f, const char *want)
{
	assert_int_equal(fclose(f->fp), 0);
	assert_string_equal(f->out, want);
	free(f->out);
	fx_stream(f);
}

static void
fx_close(struct fx *f)
{
	fx_diag(f, "");
	nrec_close(f->n);
	src_close(&f->s);
	rec_release(&f->r);
	fclose(f->fp);
	free(f->out);
}

static void
check_tag(const struct record *r, size_t i, const char *name,
    const char *value, unsigned long line, unsigned long ncol,
    unsigned long vcol, int vexact)
{
	assert_true(i < r->ntags);
	assert_string_equal(r->tags[i].name, name);
	assert_string_equal(r->tags[i].value, value);
	check_pos(r->tags[i].npos, line, ncol);
	check_pos(r->tags[i].vpos, line, vcol);
	assert_int_equal(r->tags[i].vexact, vexact);
}

/* Ply i: its move number and its one word, with the word's position. */
static void
check_ply(const struct record *r, size_t i, long num, int dots,
    const char *word, unsigned long line, unsigned long col)
{
	struct rec_iter it;

	assert_true(i < r->nplies);
	nth(&it, r, REC_PLY, i);
	assert_int_equal(it.ply, i);
	assert_int_equal(it.num, num);
	assert_int_equal(it.dots, dots);
	assert_int_equal(it.nw, 1);
	assert_int_equal(it.w[0].len, strlen(word));
	assert_memory_equal(it.w[0].s, word, it.w[0].len);
	{
		struct rec_word w = rec_iter_word(&it, 0);

		check_pos(rec_where(r, &w), line, col);
	}
	rec_iter_release(&it);
}

/* Where ply i's move number is. */
static void
check_numpos(const struct record *r, size_t i, unsigned long line,
    unsigned long col)
{
	struct rec_iter it;

	nth(&it, r, REC_PLY, i);
	check_pos(rec_where(r, &it.numw), line, col);
	rec_iter_release(&it);
}

/* The TAIL record, its tag block at line `line`, as record `index`;
 * then the end of the input, with nothing more reported. */
static void
check_tail(struct fx *f, unsigned long index, unsigned long line)
{
	assert_int_equal(nrec_next(f->n, &f->r), 1);
	assert_false(f->r.bad);
	assert_int_equal(f->r.index, index);
	check_pos(f->r.start, line, 1);
	assert_non_null(f->r.game);
	assert_string_equal(f->r.game, "kanga");
	assert_int_equal(f->r.ntags, 0);
	assert_int_equal(f->r.nplies, 1);
	check_ply(&f->r, 0, 1, 1, "c3", line + 2, 4);
	assert_int_equal(f->r.result, RES_UNKNOWN);
	assert_int_equal(nrec_next(f->n, &f->r), 0);
	fx_diag(f, "");
}

/* Read a record that has a syntax error; check what was reported. */
static void
broken(struct fx *f, const char *text, int nul, const char *diag)
{
	fx_open(f, text, nul);
	assert_int_equal(nrec_next(f->n, &f->r), 1);
	assert_true(f->r.bad);
	assert_int_equal(f->r.index, 1);
	fx_diag(f, diag);
	assert_int_equal(f->d.count[SEV_ERROR], 1);
}

/* Reading. */

static void
test_tags(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f,
	    "[Game \"kanga\"]\n"
	    "[White \"Ana\"]\n"
	    "[Event \"The \\\"Big\\\" one\"]\n"
	    "[ Round  \"3\" ]\n"
	    "[Path \"a\\\\b\\c\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n"
	    "[Empty \"\"]\n"
	    "\n"
	    "1... d4 *\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	assert_int_equal(f.r.index, 1);
	assert_int_equal(f.r.format, FMT_NOTATION);
	assert_string_equal(f.r.file, "f");
	assert_ptr_equal(f.r.src, &f.s);
	check_pos(f.r.start, 1, 1);
	/* Game and Setup have fields of their own */
	assert_string_equal(f.r.game, "kanga");
	check_pos(f.r.gamepos, 1, 8);
	assert_string_equal(f.r.setup, "7/7/7/3b3/7/7/7 w");
	check_pos(f.r.setuppos, 6, 9);
	assert_int_equal(f.r.setup_exact, 1);
	assert_null(rec_tag(&f.r, "Game"));
	assert_null(rec_tag(&f.r, "Setup"));
	assert_int_equal(f.r.ntags, 5);
	check_tag(&f.r, 0, "White", "Ana", 2, 2, 9, 1);
	/* escapes: the value is unescaped and no longer maps 1:1 */
	check_tag(&f.r, 1, "Event", "The \"Big\" one", 3, 2, 9, 0);
	check_tag(&f.r, 2, "Round", "3", 4, 3, 11, 1);
	/* \\ is a backslash; a backslash before anything else is itself */
	check_tag(&f.r, 3, "Path", "a\\b\\c", 5, 2, 8, 0);
	check_tag(&f.r, 4, "Empty", "", 7, 2, 9, 1);
	assert_ptr_equal(rec_tag(&f.r, "Round"), &f.r.tags[2]);
	assert_int_equal(f.r.nplies, 1);
	check_ply(&f.r, 0, 1, 3, "d4", 9, 6);
	check_numpos(&f.r, 0, 9, 1);
	assert_int_equal(f.r.result, RES_UNKNOWN);
	check_pos(f.r.respos, 9, 9);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

/* A Setup with an escape does not map 1:1 to the source. */
static void
test_setup_escaped(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f, "[Setup \"a\\\"b\"]\n*\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_string_equal(f.r.setup, "a\"b");
	assert_int_equal(f.r.setup_exact, 0);
	assert_null(f.r.game);
	fx_close(&f);
}

static void
test_words_and_numbers(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f,
	    "[Game \"kanga\"]\n"
	    "\n"
	    "1. d4 e5\n"
	    "2.c3   12...f6\n"
	    "  \te5 7 d\xc3\xa9 x\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	/* Kanga has no starts_move: every word is a ply */
	assert_int_equal(f.r.nplies, 8);
	assert_int_equal(f.r.nwords, 8);
	check_ply(&f.r, 0, 1, 1, "d4", 3, 4);
	check_numpos(&f.r, 0, 3, 1);
	check_ply(&f.r, 1, 0, 0, "e5", 3, 7);
	/* glued to the number */
	check_ply(&f.r, 2, 2, 1, "c3", 4, 3);
	check_numpos(&f.r, 2, 4, 1);
	check_ply(&f.r, 3, 12, 3, "f6", 4, 13);
	check_numpos(&f.r, 3, 4, 8);
	/* a tab is one column */
	check_ply(&f.r, 4, 0, 0, "e5", 5, 4);
	/* digits without a dot are a word */
	check_ply(&f.r, 5, 0, 0, "7", 5, 7);
	/* columns count characters */
	check_ply(&f.r, 6, 0, 0, "d\xc3\xa9", 5, 9);
	check_ply(&f.r, 7, 0, 0, "x", 5, 12);
	assert_int_equal(f.r.result, RES_NONE);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

static void
test_comments(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f,
	    "[Game \"kanga\"]\n"
	    "{before} 1. d4 {after\n"
	    "d4, two lines} e5 # rest of line \n"
	    "{\xc3\xa9} c3{ spaced }d5\n"
	    "1-0\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	assert_int_equal(f.r.nplies, 4);
	check_ply(&f.r, 0, 1, 1, "d4", 2, 13);
	check_numpos(&f.r, 0, 2, 10);
	check_ply(&f.r, 1, 0, 0, "e5", 3, 16);
	check_ply(&f.r, 2, 0, 0, "c3", 4, 5);
	check_ply(&f.r, 3, 0, 0, "d5", 4, 17);
	assert_int_equal(f.r.ncomments, 5);
	check_comment(&f.r, 0, 0, "before", 2, 1);
	/* braces keep the text as written, newlines and all */
	check_comment(&f.r, 1, 1, "after\nd4, two lines", 2, 16);
	/* '#' to the end of the line, trimmed */
	check_comment(&f.r, 2, 2, "rest of line", 3, 19);
	check_comment(&f.r, 3, 2, "\xc3\xa9", 4, 1);
	check_comment(&f.r, 4, 3, " spaced ", 4, 7);
	assert_int_equal(f.r.result, RES_WHITE);
	check_pos(f.r.respos, 5, 1);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

/* A comment between a move number and its move stands before the ply;
 * a '#' comment at the very end needs no newline. */
static void
test_comment_places(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f, "1. {why} d4 e5 #end", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	assert_int_equal(f.r.nplies, 2);
	check_ply(&f.r, 0, 1, 1, "d4", 1, 10);
	check_comment(&f.r, 0, 0, "why", 1, 4);
	check_comment(&f.r, 1, 2, "end", 1, 16);
	assert_null(f.r.game);
	fx_close(&f);
}

static void
test_results(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f,
	    "[Game \"kanga\"]\n"
	    "1. d4 1-0\n"
	    "[Game \"kanga\"]\n"
	    "[White \"W\"]\n"
	    "1. e5 0-1\n"
	    "[Game \"kanga\"]\n"
	    "\n"
	    "1. c3 1/2-1/2 1. d4\n"
	    "*\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_int_equal(f.r.index, 1);
	check_pos(f.r.start, 1, 1);
	assert_int_equal(f.r.result, RES_WHITE);
	check_pos(f.r.respos, 2, 7);
	assert_int_equal(f.r.nplies, 1);

	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_int_equal(f.r.index, 2);
	check_pos(f.r.start, 3, 1);
	assert_string_equal(f.r.game, "kanga");
	check_tag(&f.r, 0, "White", "W", 4, 2, 9, 1);
	check_ply(&f.r, 0, 1, 1, "e5", 5, 4);
	assert_int_equal(f.r.result, RES_BLACK);
	check_pos(f.r.respos, 5, 7);

	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_int_equal(f.r.index, 3);
	check_pos(f.r.start, 6, 1);
	assert_int_equal(f.r.result, RES_DRAW);
	check_pos(f.r.respos, 8, 7);
	assert_int_equal(f.r.nplies, 1);

	/* a result ends the record: what follows is a new one */
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_int_equal(f.r.index, 4);
	assert_null(f.r.game);
	check_pos(f.r.start, 8, 15);
	check_ply(&f.r, 0, 1, 1, "d4", 8, 18);
	assert_int_equal(f.r.result, RES_UNKNOWN);
	check_pos(f.r.respos, 9, 1);

	assert_int_equal(nrec_next(f.n, &f.r), 0);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

/* A tag block after movetext starts a new record, whose lines are
 * kept in the src. */
static void
test_tag_block_new_record(void **state)
{
	struct fx f;
	const char *p;
	size_t len;

	(void)state;
	fx_open(&f,
	    "[Game \"kanga\"]\n"
	    "\n"
	    "1. d4 e5\n"
	    "\n"
	    "[Game \"kanga\"]\n"
	    "[Black \"B\"]\n"
	    "\n"
	    "1. c3\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_int_equal(f.r.nplies, 2);
	assert_int_equal(f.r.result, RES_NONE);
	p = src_line(f.r.src, 3, &len);
	assert_non_null(p);
	assert_int_equal(len, 8);
	assert_memory_equal(p, "1. d4 e5", 8);

	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	assert_int_equal(f.r.index, 2);
	check_pos(f.r.start, 5, 1);
	assert_string_equal(f.r.game, "kanga");
	check_pos(f.r.gamepos, 5, 8);
	check_tag(&f.r, 0, "Black", "B", 6, 2, 9, 1);
	assert_int_equal(f.r.nplies, 1);
	check_ply(&f.r, 0, 1, 1, "c3", 8, 4);
	assert_int_equal(f.r.result, RES_NONE);
	/* the old lines go in steps of SRC_DISCARD_MIN bytes (see
	 * test_many_records_file); the new record's are all there */
	p = src_line(f.r.src, 5, &len);
	assert_non_null(p);
	assert_int_equal(len, 14);
	assert_memory_equal(p, "[Game \"kanga\"]", 14);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

static void
test_empty_input(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f, "", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
	fx_open(&f, "  \n\t\n\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

/* Syntax errors. */

static void
test_err_unterminated_tag(void **state)
{
	struct fx f;

	(void)state;
	broken(&f, "[Game \"kanga\"\n[White \"Teo\"]\n\n1. d4 *\n" TAIL, 0,
	    "t: f:1:1: error: unterminated tag\n"
	    "[Game \"kanga\"\n"
	    "^\n");
	check_pos(f.r.start, 1, 1);
	assert_null(f.r.game);
	check_tail(&f, 2, 6);
	fx_close(&f);
	broken(&f, "[Game \"kanga\"", 0,
	    "t: f:1:1: error: unterminated tag\n"
	    "[Game \"kanga\"\n"
	    "^\n");
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

static void
test_err_unterminated_string(void **state)
{
	struct fx f;

	(void)state;
	broken(&f, "[Game \"kanga\"]\n[White \"Teo]\n\n1. d4 *\n" TAIL, 0,
	    "t: f:2:8: error: unterminated string\n"
	    "[White \"Teo]\n"
	    "       ^\n");
	assert_string_equal(f.r.game, "kanga");
	check_tail(&f, 2, 6);
	fx_close(&f);
	/* cut off inside the value */
	broken(&f, "[Game \"kanga\"]\n[White \"Te", 0,
	    "t: f:2:8: error: unterminated string\n"
	    "[White \"Te\n"
	    "       ^\n");
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

static void
test_err_unterminated_comment(void **state)
{
	struct fx f;

	(void)state;
	broken(&f, "[Game \"kanga\"]\n\n1. d4 {never closed\n2. c3 c4\n", 0,
	    "t: f:3:7: error: unterminated comment\n"
	    "1. d4 {never closed\n"
	    "      ^\n");
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

static void
test_err_malformed_tag(void **state)
{
	struct fx f;

	(void)state;
	broken(&f, "[\"x\"]\n1. d4 *\n" TAIL, 0,
	    "t: f:1:2: error: malformed tag: expected a tag name after '['\n"
	    "[\"x\"]\n"
	    " ^\n");
	check_tail(&f, 2, 4);
	fx_close(&f);
	broken(&f, "[Game kanga]\n\n1. d4 *\n" TAIL, 0,
	    "t: f:1:7: error: malformed tag: expected '\"' before the tag "
	    "value\n"
	    "[Game kanga]\n"
	    "      ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
	broken(&f, "[Game \"kanga\" x]\n\n1. d4 *\n" TAIL, 0,
	    "t: f:1:15: error: malformed tag: expected ']' after the tag "
	    "value\n"
	    "[Game \"kanga\" x]\n"
	    "              ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
}

static void
test_err_duplicate_tag(void **state)
{
	struct fx f;

	(void)state;
	broken(&f, "[Game \"kanga\"]\n[White \"Teo\"]\n[White \"Ana\"]\n\n"
	    "1. d4 *\n" TAIL, 0,
	    "t: f:3:2: error: duplicate tag 'White'\n"
	    "[White \"Ana\"]\n"
	    " ^~~~~\n");
	/* found once the block is read: both are in the record */
	check_tag(&f.r, 0, "White", "Teo", 2, 2, 9, 1);
	check_tag(&f.r, 1, "White", "Ana", 3, 2, 9, 1);
	assert_int_equal(f.r.ntags, 2);
	check_tail(&f, 2, 7);
	fx_close(&f);
	broken(&f, "[Game \"kanga\"]\n[Game \"kanga\"]\n\n1. d4 *\n" TAIL, 0,
	    "t: f:2:2: error: duplicate tag 'Game'\n"
	    "[Game \"kanga\"]\n"
	    " ^~~~\n");
	check_tail(&f, 2, 6);
	fx_close(&f);
	broken(&f, "[Setup \"x\"]\n[Game \"kanga\"]\n[Setup \"y\"]\n\n1. d4 *\n"
	    TAIL, 0,
	    "t: f:3:2: error: duplicate tag 'Setup'\n"
	    "[Setup \"y\"]\n"
	    " ^~~~~\n");
	check_tail(&f, 2, 7);
	fx_close(&f);
}

static void
test_err_nul(void **state)
{
	struct fx f;

	(void)state;
	/* in a word */
	broken(&f, "[Game \"kanga\"]\n\n1. d@ e5 *\n" TAIL, 1,
	    "t: f:3:5: error: NUL byte in the input\n"
	    "1. d? e5 *\n"
	    "    ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
	/* on its own */
	broken(&f, "[Game \"kanga\"]\n\n1. d4 @ e5 *\n" TAIL, 1,
	    "t: f:3:7: error: NUL byte in the input\n"
	    "1. d4 ? e5 *\n"
	    "      ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
	/* in a tag value */
	broken(&f, "[Game \"ka@nga\"]\n\n1. d4 *\n" TAIL, 1,
	    "t: f:1:10: error: NUL byte in the input\n"
	    "[Game \"ka?nga\"]\n"
	    "         ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
	/* in a comment */
	broken(&f, "[Game \"kanga\"]\n\n1. d4 {a@b} e5 *\n" TAIL, 1,
	    "t: f:3:9: error: NUL byte in the input\n"
	    "1. d4 {a?b} e5 *\n"
	    "        ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
	broken(&f, "[Game \"kanga\"]\n\n1. d4 # a@b\n" TAIL, 1,
	    "t: f:3:10: error: NUL byte in the input\n"
	    "1. d4 # a?b\n"
	    "         ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
}

static void
test_err_utf8(void **state)
{
	struct fx f;

	(void)state;
	/* at the bad byte, in characters */
	broken(&f, "[Game \"kanga\"]\n[White \"\xc3\xa9t\xff\"]\n\n1. d4 *\n"
	    TAIL, 0,
	    "t: f:2:11: error: invalid UTF-8 in a tag value\n"
	    "[White \"\xc3\xa9t?\"]\n"
	    "          ^\n");
	check_tail(&f, 2, 6);
	fx_close(&f);
	/* a comment is reported where it starts */
	broken(&f, "[Game \"kanga\"]\n\n1. d4 {a\xff" "b} e5 *\n" TAIL, 0,
	    "t: f:3:7: error: invalid UTF-8 in a comment\n"
	    "1. d4 {a?b} e5 *\n"
	    "      ^\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
}

static void
test_err_close_brace(void **state)
{
	struct fx f;

	(void)state;
	broken(&f, "[Game \"kanga\"]\n\n1. d4 } e5 *\n" TAIL, 0,
	    "t: f:3:7: error: unexpected '}' outside a comment\n"
	    "1. d4 } e5 *\n"
	    "      ^\n");
	assert_int_equal(f.r.nplies, 1);
	check_tail(&f, 2, 5);
	fx_close(&f);
}

static void
test_err_number_alone(void **state)
{
	struct fx f;

	(void)state;
	/* at the end of the input */
	broken(&f, "[Game \"kanga\"]\n\n1. d4 e5 2.\n", 0,
	    "t: f:3:10: error: unexpected end of the moves after a move "
	    "number\n"
	    "1. d4 e5 2.\n"
	    "         ^\n");
	assert_int_equal(f.r.nplies, 2);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
	/* before the result */
	broken(&f, "[Game \"kanga\"]\n\n1. d4 e5 2. *\n" TAIL, 0,
	    "t: f:3:10: error: unexpected end of the moves after a move "
	    "number\n"
	    "1. d4 e5 2. *\n"
	    "         ^\n");
	assert_int_equal(f.r.result, RES_UNKNOWN);
	check_tail(&f, 2, 5);
	fx_close(&f);
	/* before another move number */
	broken(&f, "[Game \"kanga\"]\n\n1. 2... d4 *\n" TAIL, 0,
	    "t: f:3:4: error: unexpected move number: a move number must "
	    "be followed by a move\n"
	    "1. 2... d4 *\n"
	    "   ^~~~\n");
	check_tail(&f, 2, 5);
	fx_close(&f);
	/* before the next tag block */
	broken(&f, "[Game \"kanga\"]\n\n1. d4 2.\n[Game \"kanga\"]\n\n1. c3 *\n",
	    0,
	    "t: f:3:7: error: unexpected end of the moves after a move "
	    "number\n"
	    "1. d4 2.\n"
	    "      ^\n");
	check_tail(&f, 2, 4);
	fx_close(&f);
}

/* Errors in a later record name it. */
static void
test_err_record_number(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f, "[Game \"kanga\"]\n1. d4 *\n[Game \"kanga\"]\n1. d4 } *\n"
	    TAIL, 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_true(f.r.bad);
	assert_int_equal(f.r.index, 2);
	fx_diag(&f, "t: f:4:7: error: record 2: unexpected '}' outside a "
	    "comment\n"
	    "1. d4 } *\n"
	    "      ^\n");
	check_tail(&f, 3, 6);
	fx_close(&f);
}

/* An error on the first token of a later record names that record. */
static void
test_err_first_token_record(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f, "[Game \"kanga\"]\n1. d4 *\n[Game \"kanga\"\n" TAIL, 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_true(f.r.bad);
	assert_int_equal(f.r.index, 2);
	fx_diag(&f, "t: f:3:1: error: record 2: unterminated tag\n"
	    "[Game \"kanga\"\n"
	    "^\n");
	check_tail(&f, 3, 5);
	fx_close(&f);
}

/* A broken tag block ends at a blank line: the next record's tags are
 * not taken for more of it. */
static void
test_err_tags_then_record(void **state)
{
	struct fx f;

	(void)state;
	broken(&f, "[Game \"kanga\"]\n[White \"Te\n" TAIL, 0,
	    "t: f:2:8: error: unterminated string\n"
	    "[White \"Te\n"
	    "       ^\n");
	check_tail(&f, 2, 4);
	fx_close(&f);
}

/* Tag names of any length are checked for duplicates. */
static void
test_err_duplicate_long_tag(void **state)
{
	char in[512], name[71], want[512];
	struct fx f;

	(void)state;
	memset(name, 'N', 70);
	name[70] = '\0';
	snprintf(in, sizeof(in), "[%s \"1\"]\n[%s \"2\"]\n1. d4 *\n" TAIL,
	    name, name);
	/* the message quotes the name cut to 63 bytes */
	snprintf(want, sizeof(want), "t: f:2:2: error: duplicate tag '%.63s'\n"
	    "[%s \"2\"]\n"
	    " ^%.69s\n", name, name,
	    "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~");
	broken(&f, in, 0, want);
	check_tail(&f, 2, 5);
	fx_close(&f);
}

/* Comments after a result belong to its record: at the end of the input
 * they make no record of their own. */
static void
test_comments_after_result(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f, "[Game \"kanga\"]\n1. d4 1-0 {a} # b\n{c}\n", 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	assert_int_equal(f.r.result, RES_WHITE);
	assert_int_equal(f.r.ncomments, 3);
	check_comment(&f.r, 0, 1, "a", 2, 11);
	check_comment(&f.r, 1, 1, "b", 2, 15);
	check_comment(&f.r, 2, 1, "c", 3, 1);
	assert_int_equal(nrec_next(f.n, &f.r), 0);
	fx_close(&f);
}

/* Several broken records in a row, each reported, none hiding the
 * next. */
static void
test_err_several(void **state)
{
	struct fx f;

	(void)state;
	fx_open(&f,
	    "[Game \"kanga\"]\n"
	    "1. d4 }\n"
	    "[Game \"kanga\"]\n"
	    "1. d4 2. 3.\n"
	    "[Game \"kanga\"]\n"
	    "1. d4 {x\xff}\n"
	    TAIL, 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_true(f.r.bad);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_true(f.r.bad);
	assert_int_equal(f.r.index, 2);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_true(f.r.bad);
	assert_int_equal(f.r.index, 3);
	fx_diag(&f,
	    "t: f:2:7: error: unexpected '}' outside a comment\n"
	    "1. d4 }\n"
	    "      ^\n"
	    "t: f:4:10: error: record 2: unexpected move number: a move "
	    "number must be followed by a move\n"
	    "1. d4 2. 3.\n"
	    "         ^~\n"
	    "t: f:6:7: error: record 3: invalid UTF-8 in a comment\n"
	    "1. d4 {x?}\n"
	    "      ^\n");
	check_tail(&f, 4, 8);
	fx_close(&f);
}

/*
 * A file of 5000 records, about 280 KB: tokens cross the 64 KiB chunk
 * boundaries, every record is read whole, with its own line numbers,
 * and memory stays bounded by a record, not by the file.
 */
static void
test_many_records_file(void **state)
{
	char path[64] = "/tmp/test_notation.XXXXXX";
	struct src s;
	struct nrec *n;
	struct record r;
	struct diag d;
	FILE *fp;
	int fd;
	unsigned long i;
	char want[32];
	long size;

	(void)state;
	fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_non_null(fp = fdopen(fd, "w"));
	for (i = 0; i < 5000; i++)
		fprintf(fp, "[Game \"kanga\"]\n[Round \"%lu\"]\n\n"
		    "1. d4 e5 {c%lu} 2. c3 *\n\n", i, i);
	size = ftell(fp);
	assert_int_equal(fclose(fp), 0);
	assert_true(size > 4 * 65536);
	diag_init(&d, "t", stderr);
	assert_int_equal(src_open(&s, path), 0);
	assert_int_equal(nrec_open(&n, &s, NULL, &d), 0);
	rec_init(&r);
	for (i = 0; i < 5000; i++) {
		assert_int_equal(nrec_next(n, &r), 1);
		assert_false(r.bad);
		assert_int_equal(r.index, i + 1);
		check_pos(r.start, i * 5 + 1, 1);
		snprintf(want, sizeof(want), "%lu", i);
		check_tag(&r, 0, "Round", want, i * 5 + 2, 2, 9, 1);
		assert_int_equal(r.nplies, 3);
		check_ply(&r, 2, 2, 1, "c3", i * 5 + 4, 17 + strlen(want));
		snprintf(want, sizeof(want), "c%lu", i);
		check_comment(&r, 0, 2, want, i * 5 + 4, 10);
		assert_int_equal(r.result, RES_UNKNOWN);
	}
	assert_int_equal(nrec_next(n, &r), 0);
	assert_int_equal(d.worst, SEV_NONE);
	assert_true(s.cap < (size_t)size / 2);
	nrec_close(n);
	src_close(&s);
	rec_release(&r);
	assert_int_equal(unlink(path), 0);
}

/* The reader: detection, the end, and an input without records. */
static void
test_reader(void **state)
{
	struct reader *rd;
	struct record r;
	struct diag d;
	char *out = NULL;
	size_t outn = 0;
	FILE *fp = open_memstream(&out, &outn);

	(void)state;
	assert_non_null(fp);
	diag_init(&d, "t", fp);
	rec_init(&r);
	assert_int_equal(reader_open_string(&rd, "f",
	    "# a comment line\n\n[Game \"kanga\"]\n\n1. d4 e5 *\n"
	    "[Game \"kanga\"]\n1. c3 1-0\n", NULL, NULL, &d), 0);
	assert_string_equal(reader_src(rd)->name, "f");
	assert_int_equal(reader_next(rd, &r), 1);
	assert_int_equal(r.format, FMT_NOTATION);
	assert_int_equal(r.index, 1);
	assert_int_equal(r.nplies, 2);
	check_comment(&r, 0, 0, "a comment line", 1, 1);
	assert_int_equal(reader_next(rd, &r), 1);
	assert_int_equal(r.index, 2);
	assert_int_equal(r.result, RES_WHITE);
	assert_int_equal(reader_next(rd, &r), 0);
	assert_int_equal(reader_next(rd, &r), 0);
	reader_close(rd);
	assert_int_equal(diag_exit_status(&d), 0);

	/* nothing but blank lines: reported */
	assert_int_equal(reader_open_string(&rd, "f", " \n\n", NULL, NULL, &d), 0);
	assert_int_equal(reader_next(rd, &r), 0);
	reader_close(rd);
	assert_int_equal(fflush(fp), 0);
	assert_string_equal(out, "t: f: error: no record found\n");
	assert_int_equal(diag_exit_status(&d), 1);
	rec_release(&r);
	fclose(fp);
	free(out);
}

static void
test_reader_open_missing(void **state)
{
	struct reader *rd = (struct reader *)&rd;
	struct diag d;
	char *out = NULL;
	size_t outn = 0;
	FILE *fp = open_memstream(&out, &outn);

	(void)state;
	assert_non_null(fp);
	diag_init(&d, "t", fp);
	assert_int_equal(reader_open(&rd, "/nonexistent/rongo/x.kg", NULL, NULL, &d),
	    -1);
	assert_null(rd);
	assert_int_equal(fflush(fp), 0);
	assert_string_equal(out, "t: /nonexistent/rongo/x.kg: error: cannot "
	    "open: No such file or directory\n");
	assert_int_equal(diag_exit_status(&d), 2);
	fclose(fp);
	free(out);
}

/* Every allocation failing in turn: each run ends with -1 and one
 * "out of memory", nothing else reported, nothing leaked.  From a string
 * (path NULL) or from the file path. */
static void
nomem_loop(const char *path, const char *text)
{
	struct reader *rd;
	struct record r;
	struct diag d;
	char *out;
	size_t outn;
	FILE *fp;
	long n;
	int rv, records;

	for (n = 0; n < 10000; n++) {
		out = NULL;
		outn = 0;
		assert_non_null(fp = open_memstream(&out, &outn));
		diag_init(&d, "t", fp);
		rec_init(&r);
		records = 0;
		mem_fail_after(n);
		rv = path != NULL ? reader_open(&rd, path, NULL, NULL, &d) :
		    reader_open_string(&rd, "f", text, NULL, NULL, &d);
		if (rv == 0) {
			while ((rv = reader_next(rd, &r)) > 0)
				records++;
			reader_close(rd);
		}
		mem_fail_after(-1);
		rec_release(&r);
		assert_int_equal(fclose(fp), 0);
		if (rv == 0 && d.worst == SEV_NONE) {
			assert_int_equal(records, 2);
			free(out);
			break;
		}
		if (rv != -1 || d.count[SEV_FATAL] != 1 ||
		    d.count[SEV_ERROR] != 0 ||
		    strstr(out, "error: out of memory\n") == NULL)
			fail_msg("failing after %ld allocations: rv %d, "
			    "reported \"%s\"", n, rv, out);
		free(out);
	}
	assert_true(n > 5);
	assert_true(n < 10000);
}

static void
test_reader_nomem(void **state)
{
	const char *text =
	    "[Game \"kanga\"]\n"
	    "[White \"T\\\"eo\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n"
	    "\n"
	    "{start} 1... d4 {a\nb} 2. e5 c3 # end\n"
	    "*\n"
	    "[Game \"kanga\"]\n"
	    "1. d4 e5 2. c3 c4 3. d5 e6 4. f5 f6 5. g5 g6 1-0\n";
	char path[64] = "/tmp/test_notation.XXXXXX";
	FILE *fp;
	int fd;

	(void)state;
	nomem_loop(NULL, text);
	fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_non_null(fp = fdopen(fd, "w"));
	assert_true(fputs(text, fp) >= 0);
	assert_int_equal(fclose(fp), 0);
	nomem_loop(path, NULL);
	assert_int_equal(unlink(path), 0);
}

/* Writing. */

/* nrec_write into a string. */
static char *
write_rec(const struct record *r)
{
	char *out = NULL;
	size_t n = 0;
	FILE *fp = open_memstream(&out, &n);

	assert_non_null(fp);
	assert_int_equal(nrec_write(fp, r), 0);
	assert_int_equal(fclose(fp), 0);
	return out;
}

/* Read text as one record and write it back. */
static char *
rewrite(const char *text)
{
	struct fx f;
	char *out;

	fx_open(&f, text, 0);
	assert_int_equal(nrec_next(f.n, &f.r), 1);
	assert_false(f.r.bad);
	out = write_rec(&f.r);
	fx_close(&f);
	return out;
}

static void
test_write_canonical(void **state)
{
	struct record r;
	struct pos none = { 0, 0 };
	char *out;

	(void)state;
	rec_init(&r);
	/* built in another order than it is written */
	assert_int_equal(rec_set_string(&r.setup, "5/5/5/5/5 b", 11), 0);
	assert_int_equal(rec_add_tag(&r, "Event", 5, "E \"1\" \\", 7, none,
	    none, 1), 0);
	assert_int_equal(rec_add_tag(&r, "White", 5, "W", 1, none, none, 1),
	    0);
	assert_int_equal(rec_set_string(&r.game, "kanga", 5), 0);
	assert_int_equal(rec_add_comment(&r, "start", 5, none), 0);
	assert_int_equal(rec_add_ply(&r, 1, 1, none), 0);
	assert_int_equal(rec_add_word(&r, "d4", 2, none), 0);
	assert_int_equal(rec_add_comment(&r, "centre", 6, none), 0);
	assert_int_equal(rec_add_ply(&r, 1, 3, none), 0);
	assert_int_equal(rec_add_word(&r, "e5", 2, none), 0);
	assert_int_equal(rec_add_ply(&r, 2, 1, none), 0);
	assert_int_equal(rec_add_word(&r, "c3", 2, none), 0);
	assert_int_equal(rec_add_ply(&r, 2, 3, none), 0);
	assert_int_equal(rec_add_word(&r, "c4", 2, none), 0);
	assert_int_equal(rec_add_comment(&r, "a } brace", 9, none), 0);
	assert_int_equal(rec_add_ply(&r, 3, 1, none), 0);
	assert_int_equal(rec_add_word(&r, "d5", 2, none), 0);
	assert_int_equal(rec_add_comment(&r, "last", 4, none), 0);
	out = write_rec(&r);
	assert_string_equal(out,
	    "[Game \"kanga\"]\n"
	    "[Event \"E \\\"1\\\" \\\\\"]\n"
	    "[White \"W\"]\n"
	    "[Setup \"5/5/5/5/5 b\"]\n"
	    "\n"
	    "{start}\n"
	    "1. d4 {centre}\n"
	    "1... e5\n"
	    "2. c3 c4 # a } brace\n"
	    "3. d5 {last}\n"
	    "*\n");
	free(out);
	/* the result line */
	r.result = RES_DRAW;
	out = write_rec(&r);
	assert_non_null(strstr(out, "3. d5 {last}\n1/2-1/2\n"));
	free(out);
	rec_release(&r);
}

/* Without tags there is no blank line; without moves only the result. */
static void
test_write_bare(void **state)
{
	struct record r;
	struct pos none = { 0, 0 };
	char *out;

	(void)state;
	rec_init(&r);
	out = write_rec(&r);
	assert_string_equal(out, "*\n");
	free(out);
	r.result = RES_BLACK;
	assert_int_equal(rec_add_ply(&r, 1, 1, none), 0);
	assert_int_equal(rec_add_word(&r, "d4", 2, none), 0);
	out = write_rec(&r);
	assert_string_equal(out, "1. d4\n0-1\n");
	free(out);
	rec_clear(&r);
	assert_int_equal(rec_add_comment(&r, "only a comment", 14, none),
	    0);
	out = write_rec(&r);
	assert_string_equal(out, "{only a comment}\n*\n");
	free(out);
	rec_release(&r);
}

/* A canonical record read and written back is the same, byte for
 * byte. */
static void
test_round_trip(void **state)
{
	static const char *const canon[] = {
		"[Game \"kanga\"]\n"
		"[Black \"Ana\"]\n"
		"[White \"Teo \\\"T\\\" \\\\ Te\"]\n"
		"[Setup \"7/7/7/3b3/7/7/7 w\"]\n"
		"\n"
		"{opening}\n"
		"1... e5\n"
		"2. c3 c4 {a comment}\n"
		"3. d5 # has a } brace\n"
		"1-0\n",

		"[Game \"kanga\"]\n"
		"[Black \"Ana\"]\n"
		"[White \"Teo\"]\n"
		"\n"
		"1. d1 a1\n"
		"2. d2 a2\n"
		"3. d3 a3\n"
		"4. d4 a4\n"
		"5. d5 a5\n"
		"6. d6 a6\n"
		"7. d7\n"
		"0-1\n",

		"[Game \"kanga\"]\n"
		"\n"
		"*\n",

		"[Game \"kanga\"]\n"
		"\n"
		"{start}\n"
		"1. d4 {centre}\n"
		"1... e5 {two} {comments}\n"
		"2. c3 c4 # a } brace\n"
		"3. c5\n"
		"1/2-1/2\n",

		"1. d4 e5\n*\n",

		/* written in one copy of the source, as it is canonical */
		"1... e5\n"
		"2. c3 c4\n"
		"*\n",

		"[Game \"yacht\"]\n"
		"[Players \"Ann, Bob\"]\n"
		"\n"
		"Ann: roll 12345 score ones\n"
		"Bob: roll 66666 score yacht\n",
	};
	size_t i;
	char *out;

	(void)state;
	for (i = 0; i < sizeof(canon) / sizeof(canon[0]); i++) {
		out = rewrite(canon[i]);
		assert_string_equal(out, canon[i]);
		free(out);
	}
}

/* Other spellings come out in the canonical layout. */
static void
test_write_normalises(void **state)
{
	char *out;

	(void)state;
	out = rewrite("[White \"W\"] [Game \"kanga\"]\n"
	    "1.d4   e5 2.c3\n\n\n*");
	assert_string_equal(out,
	    "[Game \"kanga\"]\n"
	    "[White \"W\"]\n"
	    "\n"
	    "1. d4 e5\n"
	    "2. c3\n"
	    "*\n");
	free(out);
	/* numbers and blanks the canonical layout has not: not copied */
	out = rewrite("1. d4\n1... e5\n2. c3 *");
	assert_string_equal(out, "1. d4 e5\n2. c3\n*\n");
	free(out);
	out = rewrite("01. d4 e5\n 2. c3\n3.  c4 *");
	assert_string_equal(out, "1. d4 e5\n2. c3\n3. c4\n*\n");
	free(out);
	out = rewrite("[Game \"yacht\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann:  roll 12345 score ones\nBob: roll 66666\tscore yacht\n");
	assert_string_equal(out,
	    "[Game \"yacht\"]\n"
	    "[Players \"Ann, Bob\"]\n"
	    "\n"
	    "Ann: roll 12345 score ones\n"
	    "Bob: roll 66666 score yacht\n");
	free(out);
	out = rewrite("#  a } b  \n1. d4 { x }");
	assert_string_equal(out,
	    "# a } b\n"
	    "1. d4 { x }\n"
	    "*\n");
	free(out);
}

static void
test_write_error(void **state)
{
	struct record r;
	FILE *fp;

	(void)state;
	rec_init(&r);
	assert_int_equal(rec_set_string(&r.game, "kanga", 5), 0);
	fp = fopen("/dev/null", "r");
	assert_non_null(fp);
	assert_int_equal(nrec_write(fp, &r), -1);
	fclose(fp);
	rec_release(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tags),
		cmocka_unit_test(test_setup_escaped),
		cmocka_unit_test(test_words_and_numbers),
		cmocka_unit_test(test_comments),
		cmocka_unit_test(test_comment_places),
		cmocka_unit_test(test_results),
		cmocka_unit_test(test_tag_block_new_record),
		cmocka_unit_test(test_empty_input),
		cmocka_unit_test(test_err_unterminated_tag),
		cmocka_unit_test(test_err_unterminated_string),
		cmocka_unit_test(test_err_unterminated_comment),
		cmocka_unit_test(test_err_malformed_tag),
		cmocka_unit_test(test_err_duplicate_tag),
		cmocka_unit_test(test_err_nul),
		cmocka_unit_test(test_err_utf8),
		cmocka_unit_test(test_err_close_brace),
		cmocka_unit_test(test_err_number_alone),
		cmocka_unit_test(test_err_record_number),
		cmocka_unit_test(test_err_several),
		cmocka_unit_test(test_err_first_token_record),
		cmocka_unit_test(test_err_tags_then_record),
		cmocka_unit_test(test_err_duplicate_long_tag),
		cmocka_unit_test(test_comments_after_result),
		cmocka_unit_test(test_many_records_file),
		cmocka_unit_test(test_reader),
		cmocka_unit_test(test_reader_open_missing),
		cmocka_unit_test(test_reader_nomem),
		cmocka_unit_test(test_write_canonical),
		cmocka_unit_test(test_write_bare),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_write_normalises),
		cmocka_unit_test(test_write_error),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
