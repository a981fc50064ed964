/*
 * test_yrec: the YAML encoding of records, read and written.
 *
 * Inputs come from src_open_string (or a temporary file where chunked
 * reading matters); diagnostics go to a memory stream so that their exact
 * text can be compared.  Every expected value, position, message and
 * output here was worked out by hand from the format, not taken from the
 * program; libyaml's own syntax messages are those of libyaml 0.2.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buf.h"
#include "diag.h"
#include "mem.h"
#include "rec.h"
#include "src.h"
#include "yrec.h"
#include "ywriter.h"

#include "rec-harness.h"

/* A reader over a string, its diagnostics in memory. */
struct rd {
	struct src	 src;
	struct diag	 diag;
	FILE		*df;
	char		*dbuf;
	size_t		 dlen;
	struct yrec	*y;
	struct record	 r;
};

static void
rd_open(struct rd *t, const char *text)
{
	memset(t, 0, sizeof(*t));
	assert_int_equal(src_open_string(&t->src, "t.yaml", text), 0);
	assert_non_null(t->df = open_memstream(&t->dbuf, &t->dlen));
	diag_init(&t->diag, "rongo", t->df);
	assert_int_equal(yrec_open(&t->y, &t->src, &t->diag), 0);
	rec_init(&t->r);
}

/* The same over JSON Lines. */
static void
rd_open_json(struct rd *t, const char *text)
{
	memset(t, 0, sizeof(*t));
	assert_int_equal(src_open_string(&t->src, "t.jsonl", text), 0);
	assert_non_null(t->df = open_memstream(&t->dbuf, &t->dlen));
	diag_init(&t->diag, "rongo", t->df);
	assert_int_equal(yrec_open_format(&t->y, &t->src, FMT_JSON,
	    &t->diag), 0);
	rec_init(&t->r);
}

static const char *
rd_diag(struct rd *t)
{
	fflush(t->df);
	return t->dbuf != NULL ? t->dbuf : "";
}

static void
rd_close(struct rd *t)
{
	yrec_close(t->y);
	rec_release(&t->r);
	src_close(&t->src);
	fclose(t->df);
	free(t->dbuf);
}

static int
rd_next(struct rd *t)
{
	int n = yrec_next(t->y, &t->r);

	/* and the record rules, as reader_next applies them */
	if (n > 0 && !t->r.bad)
		(void)rec_check(&t->r, &t->diag);
	return n;
}

/* The first line of s, without its newline. */
static const char *
line1(const char *s, char *out, size_t n)
{
	size_t k = strcspn(s, "\n");

	if (k >= n)
		k = n - 1;
	memcpy(out, s, k);
	out[k] = '\0';
	return out;
}

/* The words of ply i joined by spaces. */
static void
check_ply(const struct record *r, size_t i, const char *want)
{
	struct buf b = BUF_INIT;
	struct rec_iter it;

	assert_true(i < r->nplies);
	nth(&it, r, REC_PLY, i);
	assert_int_equal(rec_iter_text(&it, &b), 0);
	assert_string_equal(b.s, want);
	buf_release(&b);
	rec_iter_release(&it);
}

/* Word k of ply i: its length, and where it is. */
static void
check_word(const struct record *r, size_t i, size_t k, size_t len,
    unsigned long line, unsigned long col)
{
	struct rec_iter it;

	nth(&it, r, REC_PLY, i);
	assert_true(k < it.nw);
	assert_int_equal(it.w[k].len, len);
	{
		struct rec_word w = rec_iter_word(&it, k);

		check_pos(rec_where(r, &w), line, col);
	}
	rec_iter_release(&it);
}

/* The number of words of ply i. */
static size_t
ply_words(const struct record *r, size_t i)
{
	struct rec_iter it;
	size_t n;

	nth(&it, r, REC_PLY, i);
	n = it.nw;
	rec_iter_release(&it);
	return n;
}

static const char example[] =
    "game: kanga\n"
    "tags: {Black: Ana, White: Teo, Variant: size=9}\n"
    "setup: \"9/9/9/9/9/9/9/9/9 b\"\n"
    "moves: [\"d4\", \"e5\", \"A d5 h1 d8\"]\n"
    "comments: [{ply: 0, text: \"a quiet opening\"}, {ply: 2, text: \"sharp\"}]\n"
    "result: \"1-0\"\n";

static void
test_full_record(void **state)
{
	struct rd t;
	const struct record *r = &t.r;

	(void)state;
	rd_open(&t, example);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(r->bad, 0);
	assert_int_equal(r->index, 1);
	assert_int_equal(r->format, FMT_YAML);
	assert_string_equal(r->file, "t.yaml");
	assert_ptr_equal(r->src, &t.src);
	check_pos(r->start, 1, 1);

	assert_string_equal(r->game, "kanga");
	check_pos(r->gamepos, 1, 7);

	assert_int_equal(r->ntags, 3);
	assert_string_equal(r->tags[0].name, "Black");
	assert_string_equal(r->tags[0].value, "Ana");
	check_pos(r->tags[0].npos, 2, 8);
	check_pos(r->tags[0].vpos, 2, 15);
	assert_int_equal(r->tags[0].vexact, 1);
	assert_string_equal(r->tags[1].name, "White");
	check_pos(r->tags[1].npos, 2, 20);
	assert_string_equal(r->tags[2].name, "Variant");
	assert_string_equal(r->tags[2].value, "size=9");
	check_pos(r->tags[2].vpos, 2, 41);

	/* quoted: the first character is one past the quote */
	assert_string_equal(r->setup, "9/9/9/9/9/9/9/9/9 b");
	check_pos(r->setuppos, 3, 9);
	assert_int_equal(r->setup_exact, 1);

	assert_int_equal(r->nplies, 3);
	assert_int_equal(r->nwords, 6);
	check_ply(r, 0, "d4");
	check_ply(r, 1, "e5");
	check_ply(r, 2, "A d5 h1 d8");
	check_word(r, 0, 0, 2, 4, 10);
	check_word(r, 2, 2, 2, 4, 27);		/* h1 */
	{
		struct rec_iter it;

		nth(&it, r, REC_PLY, 2);
		assert_memory_equal(it.w[2].s, "h1", 2);
		assert_int_equal(it.num, 0);
		assert_int_equal(it.dots, 0);
		rec_iter_release(&it);
	}

	assert_int_equal(r->ncomments, 2);
	check_comment(r, 0, 0, "a quiet opening", 5, 28);
	check_comment(r, 1, 2, "sharp", 5, 63);

	assert_int_equal(r->result, RES_WHITE);
	check_pos(r->respos, 6, 10);

	assert_int_equal(rd_next(&t), 0);
	assert_int_equal(rd_next(&t), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
}

/* Scalars are text whatever they look like; escapes, block scalars and
 * a BOM with CRLF lines still give the right positions. */
static void
test_scalars_as_text(void **state)
{
	struct rd t;
	const struct record *r = &t.r;

	(void)state;
	rd_open(&t,
	    "\xef\xbb\xbfgame: 007\r\n"
	    "tags: {Date: 2024-01-01, Flag: true, N: ~, 'Q': 'it''s'}\r\n"
	    "moves: [1, 0x10, \"\xc3\xa9" "5 d4\", \"a\\tb c\"]\r\n"
	    "result: 1-0\r\n"
	    "setup: |\r\n"
	    "  x y\r\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(r->bad, 0);
	/* the byte order mark is no column: an editor does not show it */
	assert_string_equal(r->game, "007");
	check_pos(r->gamepos, 1, 7);
	assert_int_equal(r->ntags, 4);
	assert_string_equal(r->tags[0].value, "2024-01-01");
	assert_string_equal(r->tags[1].value, "true");
	assert_string_equal(r->tags[2].value, "~");
	assert_string_equal(r->tags[3].name, "Q");
	check_pos(r->tags[3].npos, 2, 45);
	assert_int_equal(r->tags[2].vexact, 1);
	/* '' is an escape: the value does not map 1:1, point at the quote */
	assert_string_equal(r->tags[3].value, "it's");
	check_pos(r->tags[3].vpos, 2, 49);
	assert_int_equal(r->tags[3].vexact, 0);
	assert_int_equal(r->nplies, 4);
	check_ply(r, 0, "1");
	check_ply(r, 1, "0x10");
	check_ply(r, 2, "\xc3\xa9" "5 d4");
	/* columns count characters: d4 is after "é5 " */
	check_word(r, 2, 1, 2, 3, 22);
	/* an escape (a tab, which parts words): every word at the scalar */
	check_ply(r, 3, "a b c");
	assert_int_equal(ply_words(r, 3), 3);
	check_word(r, 3, 0, 1, 3, 27);
	check_word(r, 3, 2, 1, 3, 27);
	assert_int_equal(r->result, RES_WHITE);
	check_pos(r->respos, 4, 9);
	assert_string_equal(r->setup, "x y\n");
	check_pos(r->setuppos, 5, 8);
	assert_int_equal(r->setup_exact, 0);
	assert_int_equal(rd_next(&t), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
}

static void
test_several_documents(void **state)
{
	struct rd t;
	const struct record *r = &t.r;
	size_t len;

	(void)state;
	rd_open(&t,
	    "# three games\n"
	    "game: one\n"
	    "moves: [a]\n"
	    "--- # the second\n"
	    "game: two\n"
	    "...\n"
	    "---\n"
	    "game: three\n"
	    "moves: []\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(r->bad, 0);
	assert_int_equal(r->index, 1);
	check_pos(r->start, 2, 1);
	assert_string_equal(r->game, "one");
	assert_int_equal(r->nplies, 1);

	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(r->bad, 0);
	assert_int_equal(r->index, 2);
	check_pos(r->start, 4, 1);
	assert_string_equal(r->game, "two");
	check_pos(r->gamepos, 5, 7);
	assert_int_equal(r->nplies, 0);
	/* the record's lines are still there to quote (older ones go in
	 * steps of SRC_DISCARD_MIN bytes) */
	assert_non_null(src_line(&t.src, 5, &len));
	assert_int_equal(len, 9);

	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(r->bad, 0);
	assert_int_equal(r->index, 3);
	check_pos(r->start, 7, 1);
	assert_string_equal(r->game, "three");
	check_pos(r->gamepos, 8, 7);

	assert_int_equal(rd_next(&t), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
}

/* Thousands of records from a file, read in chunks: all read, and the
 * buffer never holds much more than a chunk. */
/*
 * JSON Lines.  A move with no escape is taken from the line where it
 * stands; any other string is decoded.
 */
static void
test_json_moves(void **state)
{
	char line[256], zs[71];
	struct rd t;
	int n;

	(void)state;
	memset(zs, 'z', 70);
	zs[70] = '\0';
	/* columns: '{"game":"kanga","moves":[' is 25 characters, so "d4"
	 * opens at 26; then "e\u0035" at 31, "a\tb" at 41, "c\/d" at 48,
	 * " x  y " at 55 (x at 57, y at 60), the 70 z at 64 */
	n = snprintf(line, sizeof(line), "{\"game\":\"kanga\",\"moves\":"
	    "[\"d4\",\"e\\u0035\",\"a\\tb\",\"c\\/d\",\" x  y \",\"%s\"]}\n",
	    zs);
	assert_true(n > 0 && (size_t)n < sizeof(line));
	rd_open_json(&t, line);
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.nplies, 6);
	check_ply(&t.r, 0, "d4");
	check_word(&t.r, 0, 0, 2, 1, 27);
	check_ply(&t.r, 1, "e5");
	/* a tab from an escape parts words, as in YAML */
	assert_int_equal(ply_words(&t.r, 2), 2);
	check_ply(&t.r, 2, "a b");
	check_ply(&t.r, 3, "c/d");
	assert_int_equal(ply_words(&t.r, 4), 2);
	check_word(&t.r, 4, 0, 1, 1, 57);
	check_word(&t.r, 4, 1, 1, 1, 60);
	/* longer than the short moves' 64 bytes */
	assert_int_equal(ply_words(&t.r, 5), 1);
	check_word(&t.r, 5, 0, 70, 1, 65);
	assert_int_equal(yrec_next(t.y, &t.r), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
}

static void
test_json_values(void **state)
{
	struct rd t;

	(void)state;
	rd_open_json(&t, "{\"game\":\"yacht\",\"tags\":{\"A\\u0042\":"
	    "\"x\\ud83d\\ude00y\",\"N\":0,\"F\":-1.5e+3,\"T\":true,"
	    "\"U\":null,\"Players\":\"Ann, Bob\"}}\n"
	    "{\"game\":\"kanga\",\"moves\":[\"\",\"\\u0000\"]}\n"
	    "{\"game\":\"ka");
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 0);
	assert_string_equal(t.r.game, "yacht");
	assert_int_equal(t.r.ntags, 5);
	assert_string_equal(t.r.tags[0].name, "AB");
	/* the pair is U+1F600, four bytes in UTF-8 */
	assert_string_equal(t.r.tags[0].value, "x\xf0\x9f\x98\x80y");
	assert_string_equal(t.r.tags[1].value, "0");
	assert_string_equal(t.r.tags[2].value, "-1.5e+3");
	assert_string_equal(t.r.tags[3].value, "true");
	assert_string_equal(t.r.tags[4].value, "null");
	/* the Players value ends at its quote, not at a NUL */
	assert_int_equal(t.r.nplayers, 2);
	assert_string_equal(t.r.players[0], "Ann");
	assert_string_equal(t.r.players[1], "Bob");
	/* '{"game":"yacht","tags":{' is 24 characters; the Players value
	 * opens at 98 */
	check_pos(t.r.playerpos[0], 1, 99);
	check_pos(t.r.playerpos[1], 1, 104);
	/* an empty move, and a NUL from an escape: refused as in YAML */
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 1);
	/* a string cut by the end of the input, no line end after it */
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(yrec_next(t.y, &t.r), 0);
	assert_string_equal(rd_diag(&t),
	    "rongo: t.jsonl:2:26: error: record 2: empty move in 'moves'\n"
	    "{\"game\":\"kanga\",\"moves\":[\"\",\"\\u0000\"]}\n"
	    "                         ^~\n"
	    "rongo: t.jsonl:3:9: error: record 3: JSON: unterminated string\n"
	    "{\"game\":\"ka\n"
	    "        ^\n");
	rd_close(&t);
}

/* Turn i: its player's name, where it is, and the plies before it. */
static void
check_turn(const struct record *r, size_t i, const char *name,
    unsigned long line, unsigned long col, size_t ply)
{
	struct rec_iter it;

	nth(&it, r, REC_TURN, i);
	assert_int_equal(it.text.len, strlen(name));
	assert_memory_equal(it.text.s, name, strlen(name));
	check_pos(rec_where(r, &it.text), line, col);
	assert_int_equal(it.ply, ply);
	rec_iter_release(&it);
}

/*
 * Turns in JSON Lines: as JSON writers write them, and with blanks or an
 * escape, the same record; the keys of a turn are judged after it as
 * before.
 */
static void
test_json_turns(void **state)
{
	char got[256];
	struct rd t;

	(void)state;
	/* '{"game":"pig","turns":[' is 23 characters: the first turn opens
	 * at 24, its name at 35, "roll 3" at 50 (its words at 51 and 56),
	 * "hold" at 59; the second turn at 68, its name at 79 */
	rd_open_json(&t, "{\"game\":\"pig\",\"turns\":["
	    "{\"player\":\"Al\",\"actions\":[\"roll 3\",\"hold\"]},"
	    "{\"player\":\"Bo\",\"actions\":[]}]}\n"
	    /* blanks, an escape: the name is not its source, at 35 */
	    "{\"game\":\"pig\",\"turns\":[ {\"player\":\"A\\u006c\", "
	    "\"actions\": [\"roll,3\"] } ]}\n"
	    /* a key after the turn's actions: a duplicate at 58 */
	    "{\"game\":\"pig\",\"turns\":[{\"player\":\"Al\",\"actions\":"
	    "[\"hold\"],\"player\":\"Bo\"}]}\n"
	    /* no player: the turn at 24 */
	    "{\"game\":\"pig\",\"turns\":[{\"actions\":[\"hold\"]}]}\n");
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.nturns, 2);
	assert_int_equal(t.r.nplies, 2);
	check_turn(&t.r, 0, "Al", 1, 35, 0);
	check_turn(&t.r, 1, "Bo", 1, 79, 2);
	check_ply(&t.r, 0, "roll 3");
	check_word(&t.r, 0, 0, 4, 1, 51);
	check_word(&t.r, 0, 1, 1, 1, 56);
	check_word(&t.r, 1, 0, 4, 1, 60);

	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.nturns, 1);
	/* an action splits at ',' too */
	check_ply(&t.r, 0, "roll 3");
	check_turn(&t.r, 0, "Al", 2, 35, 0);

	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(yrec_next(t.y, &t.r), 0);
	assert_string_equal(line1(rd_diag(&t), got, sizeof(got)),
	    "rongo: t.jsonl:3:58: error: record 3: duplicate key 'player'");
	assert_non_null(strstr(rd_diag(&t), "rongo: t.jsonl:4:24: error: "
	    "record 4: turn has no 'player'\n"));
	rd_close(&t);

	/* the depth limit between a turn's mapping and its actions: at
	 * the actions' '[', column 49 */
	rd_open_json(&t, "{\"game\":\"pig\",\"turns\":["
	    "{\"player\":\"Al\",\"actions\":[\"hold\"]}]}\n");
	t.src.lim.max[LIM_DEPTH] = 3;
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(yrec_next(t.y, &t.r), 0);
	assert_string_equal(line1(rd_diag(&t), got, sizeof(got)),
	    "rongo: t.jsonl:1:49: error: nesting past the limit of 3 levels: "
	    "raise it with --limit depth=N");
	rd_close(&t);
}

/* A move of more than 64 bytes, of many words, and moves that end the
 * line's common form: the words are the same, and where they are. */
static void
test_json_move_forms(void **state)
{
	char line[256], many[80];
	struct rd t;
	int i, n;

	(void)state;
	/* 33 words "a": 65 bytes */
	for (i = 0; i < 33; i++) {
		many[2 * i] = 'a';
		many[2 * i + 1] = ' ';
	}
	many[65] = '\0';
	/* '{"game":"kanga","moves":[' is 25 characters: the long move at
	 * 26, its first word at 27, its last at 27 + 64 = 91; " x" at 94
	 * (x at 96); "y,z" at 100 */
	n = snprintf(line, sizeof(line), "{\"game\":\"kanga\",\"moves\":"
	    "[\"%s\",\" x\",\"y,z\"]}\n", many);
	assert_true(n > 0 && (size_t)n < sizeof(line));
	rd_open_json(&t, line);
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.nplies, 3);
	assert_int_equal(ply_words(&t.r, 0), 33);
	check_word(&t.r, 0, 0, 1, 1, 27);
	check_word(&t.r, 0, 32, 1, 1, 91);
	check_word(&t.r, 1, 0, 1, 1, 96);
	/* a move splits at blanks alone */
	assert_int_equal(ply_words(&t.r, 2), 1);
	check_word(&t.r, 2, 0, 3, 1, 100);
	assert_int_equal(yrec_next(t.y, &t.r), 0);
	rd_close(&t);

	/* an escape after a word: read as any string; a tab, which JSON
	 * writes as an escape: refused at 13 */
	rd_open_json(&t, "{\"game\":\"kanga\",\"moves\":[\"a b\\u0063\"]}\n"
	    "{\"moves\":[\"d\te\"]}\n");
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(ply_words(&t.r, 0), 2);
	check_ply(&t.r, 0, "a bc");
	assert_int_equal(yrec_next(t.y, &t.r), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(yrec_next(t.y, &t.r), 0);
	assert_string_equal(line1(rd_diag(&t), line, sizeof(line)),
	    "rongo: t.jsonl:2:13: error: record 2: JSON: control character "
	    "in a string: write it as an escape");
	rd_close(&t);
}

/* Lines longer than src's reads: a string runs over the ends of the
 * chunks it was read in. */
static void
test_json_long(void **state)
{
	enum { LONG = 200000 };
	char path[] = "/tmp/test_yrec.XXXXXX";
	struct src src;
	struct diag d;
	struct yrec *y;
	struct record r;
	struct rec_iter it;
	FILE *f;
	int fd, i, k;

	(void)state;
	assert_true((fd = mkstemp(path)) >= 0);
	assert_non_null(f = fdopen(fd, "w"));
	for (i = 0; i < 3; i++) {
		fprintf(f, "{\"game\":\"kanga\",\"moves\":[\"c4\",\"d5\"],"
		    "\"comments\":[{\"ply\":1,\"text\":\"");
		for (k = 0; k < LONG + i; k++)
			fputs(k % 2 ? "ab" : "\\n", f);
		fprintf(f, "\"}],\"result\":\"1-0\"}\n");
	}
	assert_int_equal(fclose(f), 0);
	assert_int_equal(src_open(&src, path), 0);
	diag_init(&d, "rongo", NULL);
	assert_int_equal(yrec_open_format(&y, &src, FMT_JSON, &d), 0);
	rec_init(&r);
	for (i = 0; i < 3; i++) {
		assert_int_equal(yrec_next(y, &r), 1);
		assert_int_equal(r.bad, 0);
		assert_int_equal(r.nplies, 2);
		check_ply(&r, 1, "d5");
		assert_int_equal(r.ncomments, 1);
		nth(&it, &r, REC_COMMENT, 0);
		assert_int_equal(it.ply, 1);
		/* "\n" and "ab" by turns, "\n" first: a byte and two */
		assert_int_equal(strlen(it.text.s),
		    (LONG + i + 1) / 2 + (LONG + i) / 2 * 2);
		assert_int_equal(it.text.s[0], '\n');
		assert_int_equal(it.text.s[1], 'a');
		rec_iter_release(&it);
		assert_int_equal(r.result, RES_WHITE);
	}
	assert_int_equal(yrec_next(y, &r), 0);
	assert_int_equal(d.worst, SEV_NONE);
	yrec_close(y);
	rec_release(&r);
	src_close(&src);
	unlink(path);
}

static void
test_bounded_memory(void **state)
{
	char path[] = "/tmp/test_yrec.XXXXXX";
	struct src src;
	struct diag d;
	struct yrec *y;
	struct record r;
	FILE *f;
	size_t maxlen = 0;
	int fd, i, n = 0;

	(void)state;
	assert_true((fd = mkstemp(path)) >= 0);
	assert_non_null(f = fdopen(fd, "w"));
	for (i = 0; i < 20000; i++)
		fprintf(f, "%sgame: g%d\nmoves: [\"a b\", c]\n",
		    i ? "---\n" : "", i);
	assert_int_equal(fclose(f), 0);
	assert_int_equal(src_open(&src, path), 0);
	diag_init(&d, "rongo", NULL);
	assert_int_equal(yrec_open(&y, &src, &d), 0);
	rec_init(&r);
	while (yrec_next(y, &r) == 1) {
		char want[32];

		assert_int_equal(r.bad, 0);
		snprintf(want, sizeof(want), "g%d", n);
		assert_string_equal(r.game, want);
		check_pos(r.gamepos, 3 * (unsigned long)n + 1, 7);
		assert_int_equal(r.nplies, 2);
		if (src.len > maxlen)
			maxlen = src.len;
		n++;
	}
	assert_int_equal(n, 20000);
	assert_int_equal(d.worst, SEV_NONE);
	assert_true(maxlen < 2 * 65536 + 4096);
	yrec_close(y);
	rec_release(&r);
	src_close(&src);
	unlink(path);
}

static void
test_empty_stream(void **state)
{
	static const char *const inputs[] = {
		"", "\n\n", "# nothing here\n", "%YAML 1.1\n"
	};
	struct rd t;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(inputs) / sizeof(inputs[0]); i++) {
		rd_open(&t, inputs[i]);
		assert_int_equal(rd_next(&t), i < 3 ? 0 : 1);
		if (i == 3) {
			/* a directive needs a document */
			assert_int_equal(t.r.bad, 1);
			assert_int_equal(rd_next(&t), 0);
		} else
			assert_string_equal(rd_diag(&t), "");
		rd_close(&t);
	}
}

/* A move's words and their columns, on each path the reader takes: one
 * word; several, with runs of spaces; the longest move split a bit per
 * byte (64 bytes) and one byte longer.  Worked out by hand: the first
 * value's quote is at column 9, so its text starts at column 10. */
static void
test_move_words(void **state)
{
	struct rd t;
	const struct record *r = &t.r;
	char in[512], m64[65], m65[66];
	size_t i;

	(void)state;
	for (i = 0; i < 21; i++)
		memcpy(m64 + 3 * i, "a1 ", 3);
	memcpy(m65, m64, 63);
	m64[63] = 'b';
	m64[64] = '\0';
	memcpy(m65 + 63, "bc", 3);
	snprintf(in, sizeof(in),
	    "moves: [\"  A d5  h1 \", a b, \"x2 \", d4]\n"
	    "---\n"
	    "moves: [\"%s\", \"%s\"]\n", m64, m65);
	rd_open(&t, in);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(r->bad, 0);
	assert_int_equal(r->nplies, 4);
	check_ply(r, 0, "A d5 h1");
	assert_int_equal(ply_words(r, 0), 3);
	check_word(r, 0, 0, 1, 1, 12);
	check_word(r, 0, 1, 2, 1, 14);
	check_word(r, 0, 2, 2, 1, 18);
	/* a plain value: no quote before it */
	check_ply(r, 1, "a b");
	check_word(r, 1, 0, 1, 1, 24);
	check_word(r, 1, 1, 1, 1, 26);
	/* one word and a space after it */
	check_ply(r, 2, "x2");
	assert_int_equal(ply_words(r, 2), 1);
	check_word(r, 2, 0, 2, 1, 30);
	check_ply(r, 3, "d4");
	check_word(r, 3, 0, 2, 1, 36);

	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(r->bad, 0);
	assert_int_equal(r->nplies, 2);
	assert_int_equal(ply_words(r, 0), 22);
	assert_int_equal(ply_words(r, 1), 22);
	check_word(r, 0, 1, 2, 3, 13);
	check_word(r, 0, 21, 1, 3, 73);
	/* the second: quote at 77 (64 bytes and a quote, a comma, a
	 * space after the first's at 9), text from 78 */
	check_word(r, 1, 0, 2, 3, 78);
	check_word(r, 1, 21, 2, 3, 78 + 63);
	check_ply(r, 1, "a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 a1 "
	    "a1 a1 a1 a1 bc");
	assert_int_equal(rd_next(&t), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
}

/* Every schema error once: input, the first line of the diagnostic. */
static const struct {
	const char	*in;
	const char	*want;
} schema_cases[] = {
	{ "moevs: []\n", "t.yaml:1:1: error: unknown key 'moevs': did you mean "
	    "'moves'?" },
	/* keys are lower case; each mapping's keys are its own */
	{ "Game: kanga\n", "t.yaml:1:1: error: unknown key 'Game': did you "
	    "mean 'game'?" },
	{ "comments: [{ply: 0, txt: a}]\n", "t.yaml:1:21: error: unknown key "
	    "'txt': did you mean 'text'?" },
	{ "turns: [{player: Ann, action: [roll]}]\n", "t.yaml:1:23: error: "
	    "unknown key 'action': did you mean 'actions'?" },
	{ "turns: [{player: Ann, moves: [roll]}]\n", "t.yaml:1:23: error: "
	    "unknown key 'moves'" },
	/* what notation could not write back */
	{ "tags: {Event: \"a\\nb\"}\n",
	    "t.yaml:1:15: error: tag 'Event' must be one line" },
	{ "comments: [{ply: 0, text: \"x}\\ny\"}]\n",
	    "t.yaml:1:27: error: a comment with '}' in it must be one line" },
	{ "comments: [{ply: 0, text: \"x\\n \\t[y\"}]\n",
	    "t.yaml:1:27: error: a comment's lines after the first may not "
	    "open with '['" },
	{ "game: a\ngame: b\n", "t.yaml:2:1: error: duplicate key 'game'" },
	{ "[a]: b\n", "t.yaml:1:1: error: a key must be a string" },
	{ "- a\n", "t.yaml:1:1: error: a record must be a mapping" },
	{ "--- x\n", "t.yaml:1:5: error: a record must be a mapping" },
	{ "---\n", "t.yaml:1:1: error: a record must be a mapping" },
	{ "game: [a]\n", "t.yaml:1:7: error: 'game' must be a string" },
	{ "setup: {a: b}\n", "t.yaml:1:8: error: 'setup' must be a string" },
	{ "tags: [a]\n", "t.yaml:1:7: error: 'tags' must be a mapping" },
	/* an empty value is pointed at its key */
	{ "tags:\nmoves: []\n", "t.yaml:1:1: error: 'tags' must be a mapping" },
	{ "tags: {[a]: b}\n",
	    "t.yaml:1:8: error: a tag name must be a string" },
	{ "tags: {a b: c}\n",
	    "t.yaml:1:8: error: tag name 'a b' must be letters, digits and '_'" },
	{ "tags: {Game: x}\n",
	    "t.yaml:1:8: error: tag 'Game' must be written as the key 'game'" },
	{ "tags: {Setup: x}\n",
	    "t.yaml:1:8: error: tag 'Setup' must be written as the key 'setup'" },
	{ "tags: {A: x, A: y}\n", "t.yaml:1:14: error: duplicate tag 'A'" },
	{ "tags: {A: [x]}\n", "t.yaml:1:11: error: tag 'A' must be a string" },
	{ "moves: d4\n",
	    "t.yaml:1:8: error: 'moves' must be a sequence of strings" },
	{ "moves: [d4, [e5]]\n",
	    "t.yaml:1:13: error: 'moves' must be a sequence of strings" },
	{ "moves: [d4, \" \\t \"]\n",
	    "t.yaml:1:13: error: empty move in 'moves'" },
	/* a NUL from an escape, in each part of a move: its first word, a
	 * later one, a long move, an action; and a move of 64 spaces */
	{ "moves: [\"a\\0b\"]\n",
	    "t.yaml:1:9: error: NUL character in a value" },
	{ "moves: [\"a b\\x00\"]\n",
	    "t.yaml:1:9: error: NUL character in a value" },
	{ "moves: [\"a a a a a a a a a a a a a a a a a a a a a a a a a a a a "
	    "a a a a a a a a\\0\"]\n",
	    "t.yaml:1:9: error: NUL character in a value" },
	{ "turns: [{player: A, actions: [\"roll 1\\0\"]}]\n",
	    "t.yaml:1:31: error: NUL character in a value" },
	{ "moves: [\"                                                    "
	    "            \"]\n",
	    "t.yaml:1:9: error: empty move in 'moves'" },
	{ "comments: {ply: 0}\n",
	    "t.yaml:1:11: error: 'comments' must be a sequence of mappings" },
	{ "comments: [x]\n",
	    "t.yaml:1:12: error: 'comments' must be a sequence of mappings" },
	{ "comments: [{ply: 0, text: a, x: 1}]\n",
	    "t.yaml:1:30: error: unknown key 'x'" },
	{ "comments: [{ply: 0, ply: 0, text: a}]\n",
	    "t.yaml:1:21: error: duplicate key 'ply'" },
	{ "comments: [{text: a}]\n",
	    "t.yaml:1:12: error: comment has no 'ply'" },
	{ "comments: [{ply: 0}]\n",
	    "t.yaml:1:12: error: comment has no 'text'" },
	{ "comments: [{ply: 0, text: [a]}]\n",
	    "t.yaml:1:27: error: 'text' must be a string" },
	{ "moves: [a, b]\ncomments: [{ply: 3, text: x}]\n",
	    "t.yaml:2:18: error: 'ply' must be a whole number from 0 to 2" },
	{ "comments: [{ply: 2147483648, text: x}]\n",
	    "t.yaml:1:18: error: 'ply' must be a whole number from 0 to 0" },
	{ "comments: [{ply: 99999999999999999999999, text: x}]\n",
	    "t.yaml:1:18: error: 'ply' must be a whole number from 0 to 0" },
	{ "comments: [{ply: -1, text: x}]\nmoves: [a]\n",
	    "t.yaml:1:18: error: 'ply' must be a whole number from 0 to 1" },
	{ "result: 2-0\n",
	    "t.yaml:1:9: error: 'result' must be 1-0, 0-1, 1/2-1/2 or *" },
	{ "result: [1-0]\n",
	    "t.yaml:1:9: error: 'result' must be 1-0, 0-1, 1/2-1/2 or *" },
};

static void
test_schema_errors(void **state)
{
	char got[256], want[256];
	struct rd t;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(schema_cases) / sizeof(schema_cases[0]); i++) {
		rd_open(&t, schema_cases[i].in);
		assert_int_equal(rd_next(&t), 1);
		assert_int_equal(t.r.bad, 1);
		snprintf(want, sizeof(want), "rongo: %s", schema_cases[i].want);
		assert_string_equal(line1(rd_diag(&t), got, sizeof(got)), want);
		assert_int_equal(t.diag.count[SEV_ERROR], 1);
		assert_int_equal(t.diag.worst, SEV_ERROR);
		assert_int_equal(rd_next(&t), 0);
		rd_close(&t);
	}
}

/* The whole diagnostic: the line quoted, the caret under the key; and a
 * bad record does not stop the good one after it. */
static void
test_schema_diagnostic(void **state)
{
	struct rd t;

	(void)state;
	rd_open(&t, "game: kanga\n  # x\nmoevs: [d4]\n---\ngame: ok\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	assert_string_equal(t.r.game, "kanga");
	assert_int_equal(t.r.nplies, 0);
	assert_string_equal(rd_diag(&t),
	    "rongo: t.yaml:3:1: error: unknown key 'moevs': did you mean "
	    "'moves'?\n"
	    "moevs: [d4]\n"
	    "^~~~~\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.index, 2);
	assert_string_equal(t.r.game, "ok");
	assert_int_equal(rd_next(&t), 0);
	rd_close(&t);
}

/* A comment may come before the moves it counts. */
static void
test_comment_before_moves(void **state)
{
	struct rd t;

	(void)state;
	rd_open(&t, "comments: [{text: end, ply: 2}]\nmoves: [a, b]\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.ncomments, 1);
	check_comment(&t.r, 0, 2, "end", 1, 19);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
}

static void
test_alias(void **state)
{
	struct rd t;

	(void)state;
	rd_open(&t, "game: &g kanga\ntags: {A: *g, B: b}\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	/* the anchor alone is harmless; the alias is never expanded */
	assert_string_equal(t.r.game, "kanga");
	assert_int_equal(t.r.ntags, 1);
	assert_string_equal(t.r.tags[0].name, "B");
	assert_string_equal(rd_diag(&t),
	    "rongo: t.yaml:2:11: error: YAML aliases are not allowed\n"
	    "tags: {A: *g, B: b}\n"
	    "          ^\n");
	assert_int_equal(t.diag.count[SEV_ERROR], 1);
	assert_int_equal(rd_next(&t), 0);
	rd_close(&t);
}

/* A syntax error in document 2 of 3: 1 and 3 are read as if alone. */
static void
test_syntax_recovery(void **state)
{
	struct rd t;

	(void)state;
	rd_open(&t,
	    "game: one\n"
	    "---\n"
	    "moves: [d4, e5\n"
	    "---\n"
	    "game: three\n"
	    "moves: [\"x y\"]\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_string_equal(t.r.game, "one");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(t.r.index, 2);
	check_pos(t.r.start, 2, 1);
	assert_string_equal(rd_diag(&t),
	    "rongo: t.yaml:4:1: error: record 2: YAML: did not find expected "
	    "',' or ']' "
	    "while parsing a flow sequence that starts on line 3\n"
	    "---\n"
	    "^\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.index, 3);
	check_pos(t.r.start, 4, 1);
	assert_string_equal(t.r.game, "three");
	check_pos(t.r.gamepos, 5, 7);
	check_word(&t.r, 0, 1, 1, 6, 12);
	assert_int_equal(rd_next(&t), 0);
	assert_int_equal(t.diag.count[SEV_ERROR], 1);
	rd_close(&t);
}

/* Errors on the line that opens the document, past it, and with no
 * document after: the stream goes on, or ends, and never loops. */
static void
test_syntax_more(void **state)
{
	char got[256];
	struct rd t;

	(void)state;
	rd_open(&t,
	    "--- ]\n"
	    "---\n"
	    "game: two\n"
	    "--- {\n"
	    "game: three\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(t.r.index, 1);
	assert_string_equal(line1(rd_diag(&t), got, sizeof(got)),
	    "rongo: t.yaml:1:5: error: YAML: did not find expected node "
	    "content while parsing a block node");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.index, 2);
	assert_string_equal(t.r.game, "two");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(t.r.index, 3);
	assert_int_equal(rd_next(&t), 0);
	assert_int_equal(rd_next(&t), 0);
	assert_int_equal(t.diag.count[SEV_ERROR], 2);
	rd_close(&t);
}

/* Garbage after a syntax error is passed over in bounded memory, from
 * a file read in chunks. */
static void
test_resync_bounded(void **state)
{
	char path[] = "/tmp/test_yrec.XXXXXX";
	struct src src;
	struct diag d;
	struct yrec *y;
	struct record r;
	FILE *f;
	int fd, i;

	(void)state;
	assert_true((fd = mkstemp(path)) >= 0);
	assert_non_null(f = fdopen(fd, "w"));
	fputs("game: a\n---\ngame: [b\n", f);
	for (i = 0; i < 100000; i++)
		fputs("  garbage: [{, ---, ] ---\n", f);
	fputs("---\ngame: c\n", f);
	assert_int_equal(fclose(f), 0);
	assert_int_equal(src_open(&src, path), 0);
	diag_init(&d, "rongo", NULL);
	assert_int_equal(yrec_open(&y, &src, &d), 0);
	rec_init(&r);
	assert_int_equal(yrec_next(y, &r), 1);
	assert_string_equal(r.game, "a");
	assert_int_equal(yrec_next(y, &r), 1);
	assert_int_equal(r.bad, 1);
	assert_int_equal(r.index, 2);
	assert_int_equal(yrec_next(y, &r), 1);
	assert_int_equal(r.bad, 0);
	assert_int_equal(r.index, 3);
	assert_string_equal(r.game, "c");
	check_pos(r.gamepos, 100005, 7);
	/* a few chunks, whatever the garbage's size (4 MB here) */
	if (src.cap > 4 * 65536)
		fail_msg("src holds %zu bytes", src.cap);
	assert_int_equal(yrec_next(y, &r), 0);
	/* 'game' must be a string; the syntax error after it in the same
	 * record is not reported again */
	assert_int_equal(d.count[SEV_ERROR], 1);
	yrec_close(y);
	rec_release(&r);
	src_close(&src);
	unlink(path);
}

/* Invalid UTF-8 is a syntax error at its byte, in its document only. */
static void
test_bad_utf8(void **state)
{
	struct rd t;

	(void)state;
	rd_open(&t,
	    "game: a\n"
	    "---\n"
	    "game: \"\xc3\xa9\xff\"\n"
	    "---\n"
	    "game: c\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_string_equal(t.r.game, "a");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(t.r.index, 2);
	assert_string_equal(rd_diag(&t),
	    "rongo: t.yaml:3:9: error: record 2: YAML: invalid leading UTF-8 "
	    "octet\n"
	    "game: \"\xc3\xa9?\"\n"
	    "        ^\n");
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(t.r.index, 3);
	assert_string_equal(t.r.game, "c");
	check_pos(t.r.gamepos, 5, 7);
	assert_int_equal(rd_next(&t), 0);
	rd_close(&t);
}

static void
test_deep_nesting(void **state)
{
	static const char head[] = "game: a\n---\nmoves: ";
	static const char tail[] = "\n---\ngame: b\n";
	size_t n = 100000, k = strlen(head);
	char *in, got[256];
	struct rd t;

	(void)state;
	assert_non_null(in = malloc(k + n + sizeof(tail)));
	memcpy(in, head, k);
	memset(in + k, '[', n);
	memcpy(in + k + n, tail, sizeof(tail));
	rd_open(&t, in);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(t.r.index, 2);
	/* the record's mapping is the first level, so the 64th '['
	 * (column 8 + 63) would be the 65th; 'moves' complains first */
	assert_string_equal(line1(rd_diag(&t), got, sizeof(got)),
	    "rongo: t.yaml:3:9: error: record 2: 'moves' must be a sequence "
	    "of strings");
	/* one diagnostic per record: the nesting is not reported again */
	assert_null(strstr(rd_diag(&t), "nested deeper"));
	assert_int_equal(t.diag.count[SEV_ERROR], 1);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	assert_string_equal(t.r.game, "b");
	assert_int_equal(rd_next(&t), 0);
	rd_close(&t);

	/* with nothing after it, the stream ends there */
	in[k + n] = '\0';
	rd_open(&t, in);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 1);
	assert_int_equal(rd_next(&t), 0);
	rd_close(&t);
	free(in);
}

static void
test_read_error(void **state)
{
	struct src src;
	struct diag d;
	struct yrec *y;
	struct record r;
	char *out = NULL;
	size_t outlen = 0;
	FILE *f;

	(void)state;
	/* reading a directory fails with EISDIR */
	if (src_open(&src, "/") < 0)
		skip();
	assert_non_null(f = open_memstream(&out, &outlen));
	diag_init(&d, "rongo", f);
	assert_int_equal(yrec_open(&y, &src, &d), 0);
	rec_init(&r);
	assert_int_equal(yrec_next(y, &r), -1);
	assert_int_equal(yrec_next(y, &r), -1);
	fflush(f);
	assert_string_equal(out, "rongo: /: error: read error: Is a directory\n");
	assert_int_equal(diag_exit_status(&d), 2);
	yrec_close(y);
	rec_release(&r);
	src_close(&src);
	fclose(f);
	free(out);
}

/* A record built by hand. */
static void
build(struct record *r)
{
	struct pos p = { 0, 0 };

	rec_init(r);
	assert_int_equal(rec_set_string(&r->game, "kanga", 5), 0);
	assert_int_equal(rec_add_tag(r, "Black", 5, "Ana", 3, p, p, 0), 0);
	assert_int_equal(rec_add_tag(r, "Event", 5, "Paris, France", 13,
	    p, p, 0), 0);
	assert_int_equal(rec_add_tag(r, "Round", 5, "007", 3, p, p, 0), 0);
	assert_int_equal(rec_add_ply(r, 1, 1, p), 0);
	assert_int_equal(rec_add_word(r, "d4", 2, p), 0);
	assert_int_equal(rec_add_comment(r, "say \"hi\"", 8, p), 0);
	assert_int_equal(rec_add_ply(r, 0, 0, p), 0);
	assert_int_equal(rec_add_word(r, "A", 1, p), 0);
	assert_int_equal(rec_add_word(r, "d5", 2, p), 0);
	assert_int_equal(rec_add_word(r, "h1", 2, p), 0);
	assert_int_equal(rec_add_comment(r, "\xc3\xa9t\xc3\xa9", 5, p), 0);
	r->result = RES_DRAW;
}

static const char built_yaml[] =
    "game: kanga\n"
    /* 007 would be read as the number 7, and a comma ends a plain
     * value in a flow mapping: both quoted */
    "tags: {Black: Ana, Event: \"Paris, France\", Round: \"007\"}\n"
    "moves: [\"d4\", \"A d5 h1\"]\n"
    "comments: [{ply: 1, text: \"say \\\"hi\\\"\"}, {ply: 2, text: \"\xc3\xa9t\xc3\xa9\"}]\n"
    "result: \"1/2-1/2\"\n"
    "---\n"
    "moves: []\n"
    "---\n"
    "game: x\n"
    "setup: \"9 b\"\n"
    "moves: []\n"
    "result: \"*\"\n";

static void
test_writer_output(void **state)
{
	struct record a, b;
	struct ywriter *w;
	char *out = NULL;
	size_t len = 0;
	FILE *f;

	(void)state;
	build(&a);
	rec_init(&b);
	assert_non_null(f = open_memstream(&out, &len));
	assert_int_equal(ywriter_open(&w, f), 0);
	assert_int_equal(ywriter_put(w, &a), 0);
	assert_int_equal(ywriter_put(w, &b), 0);	/* empty */
	assert_int_equal(rec_set_string(&b.game, "x", 1), 0);
	assert_int_equal(rec_set_string(&b.setup, "9 b", 3), 0);
	b.result = RES_UNKNOWN;
	assert_int_equal(ywriter_put(w, &b), 0);
	assert_int_equal(ywriter_close(w), 0);
	fclose(f);
	assert_string_equal(out, built_yaml);
	free(out);
	rec_release(&a);
	rec_release(&b);

	/* nothing written: nothing out */
	assert_non_null(f = open_memstream(&out, &len));
	assert_int_equal(ywriter_open(&w, f), 0);
	assert_int_equal(ywriter_close(w), 0);
	fclose(f);
	assert_int_equal(len, 0);
	free(out);
}

static void
check_same(const struct record *a, const struct record *b)
{
	struct buf x = BUF_INIT;
	size_t i;

	assert_true((a->game == NULL) == (b->game == NULL));
	if (a->game != NULL)
		assert_string_equal(a->game, b->game);
	assert_true((a->setup == NULL) == (b->setup == NULL));
	if (a->setup != NULL)
		assert_string_equal(a->setup, b->setup);
	assert_int_equal(a->ntags, b->ntags);
	for (i = 0; i < a->ntags; i++) {
		assert_string_equal(a->tags[i].name, b->tags[i].name);
		assert_string_equal(a->tags[i].value, b->tags[i].value);
	}
	assert_int_equal(a->nplies, b->nplies);
	assert_int_equal(a->nwords, b->nwords);
	{
		/* the plies of both in one walk each (nth from the start
		 * for every ply is quadratic: minutes for a long record) */
		struct rec_iter ia, ib;
		struct buf y = BUF_INIT;
		int ra, rb;

		rec_iter_init(&ia, a);
		rec_iter_init(&ib, b);
		for (i = 0;; i++) {
			while ((ra = rec_iter_next(&ia)) > 0 &&
			    ia.kind != REC_PLY)
				continue;
			while ((rb = rec_iter_next(&ib)) > 0 &&
			    ib.kind != REC_PLY)
				continue;
			assert_int_equal(ra, rb);
			if (ra <= 0)
				break;
			assert_int_equal(rec_iter_text(&ia, &x), 0);
			assert_int_equal(rec_iter_text(&ib, &y), 0);
			assert_string_equal(x.s, y.s);
		}
		assert_int_equal(ra, 0);
		assert_int_equal(i, a->nplies);
		rec_iter_release(&ia);
		rec_iter_release(&ib);
		buf_release(&y);
	}
	assert_int_equal(a->ncomments, b->ncomments);
	for (i = 0; i < a->ncomments; i++) {
		struct rec_iter it;

		nth(&it, a, REC_COMMENT, i);
		check_comment(b, i, it.ply, it.text.s, 0, 0);
		rec_iter_release(&it);
	}
	assert_int_equal(a->result, b->result);
	buf_release(&x);
}

/* Write what was read, read that, write again: same records, same
 * bytes. */
static void
test_roundtrip(void **state)
{
	static const char in[] =
	    "game: \"kan:ga\"\n"
	    "tags: {Black: \"Ana, \\\"the\\\" best\", White: 'x # y', "
	    "Date: 2024-01-01, E: '', Long: \"a very long value that goes "
	    "past the width of eighty columns, so that libyaml folds it\", "
	    "Tab: \"a\\tb\", N: '\xe2\x99\x9e'}\n"
	    "setup: 'a \\ b'\n"
	    "moves: [\"  d4   e5 \", x, \"\xc3\xa9\", '*', \"1-0\", \"#\", "
	    "\"a b c d e f g h i j k l m n o p q r s t u v w x y z 1 2 3 4 5 6 7 "
	    "8 9 0 a b c d e f g h i j\"]\n"
	    "comments: [{ply: 6, text: \"line\\nbreak\"}, {ply: 0, text: ''}]\n"
	    "result: 0-1\n"
	    "---\n"
	    "game: ''\n";
	struct record first[2], again;
	struct ywriter *w;
	char *out1 = NULL, *out2 = NULL;
	size_t len1 = 0, len2 = 0;
	struct rd t;
	FILE *f;
	int i;

	(void)state;
	rd_open(&t, in);
	assert_non_null(f = open_memstream(&out1, &len1));
	assert_int_equal(ywriter_open(&w, f), 0);
	for (i = 0; i < 2; i++) {
		assert_int_equal(rd_next(&t), 1);
		assert_int_equal(t.r.bad, 0);
		assert_int_equal(ywriter_put(w, &t.r), 0);
		/* kept past the reader: holding its own text, the reader
		 * given a new record */
		assert_int_equal(rec_own(&t.r), 0);
		first[i] = t.r;
		rec_init(&t.r);
	}
	assert_string_equal(first[0].game, "kan:ga");
	assert_string_equal(first[0].setup, "a \\ b");
	check_ply(&first[0], 0, "d4 e5");
	assert_string_equal(first[1].game, "");
	assert_int_equal(rd_next(&t), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
	assert_int_equal(ywriter_close(w), 0);
	fclose(f);

	rd_open(&t, out1);
	assert_non_null(f = open_memstream(&out2, &len2));
	assert_int_equal(ywriter_open(&w, f), 0);
	rec_init(&again);
	for (i = 0; i < 2; i++) {
		assert_int_equal(rd_next(&t), 1);
		assert_int_equal(t.r.bad, 0);
		check_same(&first[i], &t.r);
		assert_int_equal(ywriter_put(w, &t.r), 0);
	}
	assert_int_equal(rd_next(&t), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
	assert_int_equal(ywriter_close(w), 0);
	fclose(f);
	assert_string_equal(out1, out2);
	free(out1);
	free(out2);
	rec_release(&first[0]);
	rec_release(&first[1]);
	rec_release(&again);
}

/* A record whose moves pass 64K columns is folded there, within the
 * default line limit, and reads back the same. */
static void
test_writer_folds(void **state)
{
	enum { PLIES = 20000 };
	struct record a;
	struct ywriter *w;
	struct pos p = { 0, 0 };
	char *out = NULL;
	const char *l, *nl;
	size_t len = 0, longest = 0, lines = 0;
	struct rd t;
	FILE *f;
	int i;

	(void)state;
	rec_init(&a);
	assert_int_equal(rec_set_string(&a.game, "hanga-roa", 9), 0);
	for (i = 0; i < PLIES; i++) {
		assert_int_equal(rec_add_ply(&a, 0, 0, p), 0);
		assert_int_equal(rec_add_word(&a, "A", 1, p), 0);
		assert_int_equal(rec_add_word(&a, "d5", 2, p), 0);
		assert_int_equal(rec_add_word(&a, "h1", 2, p), 0);
	}
	assert_non_null(f = open_memstream(&out, &len));
	assert_int_equal(ywriter_open(&w, f), 0);
	assert_int_equal(ywriter_put(w, &a), 0);
	assert_int_equal(ywriter_close(w), 0);
	fclose(f);
	/* each ply is '"A d5 h1", ': 11 columns, 220000 in all */
	for (l = out; (nl = strchr(l, '\n')) != NULL; l = nl + 1) {
		if ((size_t)(nl - l) > longest)
			longest = (size_t)(nl - l);
		lines++;
	}
	assert_true(longest > 65536);
	assert_true(longest <= 65536 + 11);
	assert_true(lines >= 2 + 220000 / 65547);
	rd_open(&t, out);
	assert_int_equal(rd_next(&t), 1);
	assert_int_equal(t.r.bad, 0);
	check_same(&a, &t.r);
	assert_int_equal(rd_next(&t), 0);
	assert_string_equal(rd_diag(&t), "");
	rd_close(&t);
	free(out);
	rec_release(&a);
}

static void
test_write_error(void **state)
{
	struct record r;
	struct ywriter *w;
	FILE *f;

	(void)state;
	if ((f = fopen("/dev/full", "w")) == NULL)
		skip();
	setvbuf(f, NULL, _IONBF, 0);
	build(&r);
	assert_int_equal(ywriter_open(&w, f), 0);
	errno = 0;
	assert_int_equal(ywriter_put(w, &r), -1);
	assert_int_equal(errno, ENOSPC);
	/* and it stays broken */
	assert_int_equal(ywriter_put(w, &r), -1);
	assert_int_equal(errno, ENOSPC);
	assert_int_equal(ywriter_close(w), -1);
	assert_int_equal(errno, ENOSPC);
	fclose(f);
	rec_release(&r);
}

/* A string that is not UTF-8 cannot be written. */
static void
test_write_bad_utf8(void **state)
{
	struct record r;
	struct ywriter *w;
	char *out = NULL;
	size_t len = 0;
	FILE *f;

	(void)state;
	rec_init(&r);
	assert_int_equal(rec_set_string(&r.game, "\xff", 1), 0);
	assert_non_null(f = open_memstream(&out, &len));
	assert_int_equal(ywriter_open(&w, f), 0);
	assert_int_equal(ywriter_put(w, &r), -1);
	assert_int_equal(errno, EILSEQ);
	assert_int_equal(ywriter_close(w), -1);
	fclose(f);
	free(out);
	rec_release(&r);
}

/*
 * One full read and write with the nth allocation failing, for every n
 * until a run needs no more: each run ends in -1 (D_NOMEM reported, for
 * the reader) or in success, with nothing leaked (ASan checks that).
 */
static int
full_run(const char *text, long n)
{
	struct src src;
	struct diag d;
	struct yrec *y;
	struct ywriter *w = NULL;
	struct record r;
	char *out = NULL;
	size_t len = 0;
	FILE *f;
	int rc, ok = -1;

	mem_fail_after(n);
	if (src_open_string(&src, "t.yaml", text) < 0) {
		mem_fail_after(-1);
		return -1;
	}
	diag_init(&d, "rongo", NULL);
	if (yrec_open(&y, &src, &d) < 0) {
		assert_int_equal(d.worst, SEV_FATAL);
		src_close(&src);
		mem_fail_after(-1);
		return -1;
	}
	rec_init(&r);
	f = open_memstream(&out, &len);
	assert_non_null(f);
	if (ywriter_open(&w, f) < 0) {
		assert_int_equal(errno, ENOMEM);
		goto done;
	}
	while ((rc = yrec_next(y, &r)) == 1)
		if (!r.bad && ywriter_put(w, &r) < 0) {
			assert_int_equal(errno, ENOMEM);
			goto done;
		}
	if (rc < 0) {
		assert_int_equal(d.worst, SEV_FATAL);
		assert_int_equal(yrec_next(y, &r), -1);
		goto done;
	}
	ok = 0;
done:
	if (w != NULL && ywriter_close(w) < 0)
		ok = -1;
	yrec_close(y);
	rec_release(&r);
	src_close(&src);
	mem_fail_after(-1);
	fclose(f);
	if (ok == 0) {
		assert_int_equal(d.worst, SEV_ERROR);	/* the bad one */
		assert_true(strstr(out, "game: two") != NULL);
	}
	free(out);
	return ok;
}

static void
test_out_of_memory(void **state)
{
	char in[sizeof(example) + 64];
	long n;
	int failed = 0;

	(void)state;
	snprintf(in, sizeof(in), "%s---\nmoves: [}\n---\ngame: two\n", example);
	for (n = 0; n < 10000; n++) {
		if (full_run(in, n) == 0)
			break;
		failed++;
	}
	assert_true(n < 10000);
	assert_true(failed > 20);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_full_record),
		cmocka_unit_test(test_scalars_as_text),
		cmocka_unit_test(test_move_words),
		cmocka_unit_test(test_several_documents),
		cmocka_unit_test(test_bounded_memory),
		cmocka_unit_test(test_empty_stream),
		cmocka_unit_test(test_schema_errors),
		cmocka_unit_test(test_schema_diagnostic),
		cmocka_unit_test(test_comment_before_moves),
		cmocka_unit_test(test_alias),
		cmocka_unit_test(test_syntax_recovery),
		cmocka_unit_test(test_syntax_more),
		cmocka_unit_test(test_resync_bounded),
		cmocka_unit_test(test_bad_utf8),
		cmocka_unit_test(test_deep_nesting),
		cmocka_unit_test(test_read_error),
		cmocka_unit_test(test_writer_output),
		cmocka_unit_test(test_json_moves),
		cmocka_unit_test(test_json_values),
		cmocka_unit_test(test_json_long),
		cmocka_unit_test(test_json_turns),
		cmocka_unit_test(test_json_move_forms),
		cmocka_unit_test(test_roundtrip),
		cmocka_unit_test(test_writer_folds),
		cmocka_unit_test(test_write_error),
		cmocka_unit_test(test_write_bad_utf8),
		cmocka_unit_test(test_out_of_memory),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
