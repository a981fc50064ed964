/*
 * test_diag: the reporter's exact output: GNU "prog: file:line:col:
 * error: message", the quoted line with '^' and '~' under the columns,
 * the "record N: " prefix, and the file and record a text added to a
 * record names (-m), reports without a position or a file, the
 * quoted line cleaned ('?' for control characters and bytes that are not
 * UTF-8, tabs kept in both lines), lines longer than the 100-character
 * window cut around the caret with "...", and the worst severity with the
 * exit status it gives.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "diag.h"
#include "src.h"

/* A diag writing to memory. */
struct cap {
	struct diag	 d;
	FILE		*fp;
	char		*s;
	size_t		 n;
};

static void
cap_open(struct cap *c)
{
	c->s = NULL;
	c->n = 0;
	c->fp = open_memstream(&c->s, &c->n);
	assert_non_null(c->fp);
	diag_init(&c->d, "prog", c->fp);
}

/* Compare what was printed since the last check with want; start again
 * with an empty stream, keeping the diag's counts. */
static void
cap_check(struct cap *c, const char *want)
{
	assert_int_equal(fclose(c->fp), 0);
	assert_string_equal(c->s, want);
	free(c->s);
	c->s = NULL;
	c->n = 0;
	c->fp = open_memstream(&c->s, &c->n);
	assert_non_null(c->fp);
	c->d.out = c->fp;
}

static void
cap_close(struct cap *c)
{
	fclose(c->fp);
	free(c->s);
}

/* "0123456789" repeated to n characters. */
static char *
digits(size_t n)
{
	char *s = malloc(n + 1);
	size_t i;

	assert_non_null(s);
	for (i = 0; i < n; i++)
		s[i] = (char)('0' + i % 10);
	s[n] = '\0';
	return s;
}

/* Build the expected text of a window: pre, s[from..to), post, "\n",
 * then the caret line. */
static char *
window(const char *head, const char *pre, const char *s, size_t from,
    size_t to, const char *post, size_t spaces, const char *caret)
{
	size_t n = strlen(head) + 3 + (to - from) + 3 + 1 + 3 + spaces +
	    strlen(caret) + 2;
	char *w = malloc(n + 1);
	size_t k;

	assert_non_null(w);
	k = (size_t)snprintf(w, n, "%s%s%.*s%s\n%s", head, pre,
	    (int)(to - from), s + from, post, *pre != '\0' ? "   " : "");
	memset(w + k, ' ', spaces);
	k += spaces;
	snprintf(w + k, n - k, "%s\n", caret);
	return w;
}

static void
test_gnu_format(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 3, .col = 7, .len = 2,
	    .text = "1. d4 zz *" };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_MOVE_ILLEGAL, "move 1 (White)", "zz",
	    "no such point");
	cap_check(&c, "prog: f:3:7: error: move 1 (White): illegal move "
	    "'zz': no such point\n"
	    "1. d4 zz *\n"
	    "      ^~\n");
	/* len 0 underlines one character; column 1 has no indent */
	l.line = 12;
	l.col = 1;
	l.len = 0;
	l.text = "1-0";
	diag_report(&c.d, &l, D_RESULT, "1-0", "Black has won: a reason");
	cap_check(&c, "prog: f:12:1: error: result '1-0' contradicts the "
	    "position: Black has won: a reason\n"
	    "1-0\n"
	    "^\n");
	l.len = 3;
	diag_report(&c.d, &l, D_NO_GAME);
	cap_check(&c, "prog: f:12:1: error: the record has no Game tag: "
	    "name its game with -g\n"
	    "1-0\n"
	    "^~~\n");
	cap_close(&c);
}

/* An underline longer than the rest of the line stops at its end. */
static void
test_underline_clipped(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 1, .col = 3, .len = 10,
	    .text = "a bcd" };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_TAG_SYNTAX, "x");
	cap_check(&c, "prog: f:1:3: error: malformed tag: x\n"
	    "a bcd\n"
	    "  ^~~\n");
	cap_close(&c);
}

/* A caret just after the end of the line. */
static void
test_caret_past_end(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 2, .col = 4, .len = 1,
	    .text = "1. " };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_UNEXPECTED, "end of the moves");
	cap_check(&c, "prog: f:2:4: error: unexpected end of the moves\n"
	    "1. \n"
	    "   ^\n");
	l.text = "";
	l.col = 1;
	diag_report(&c.d, &l, D_UNEXPECTED, "end");
	cap_check(&c, "prog: f:2:1: error: unexpected end\n"
	    "\n"
	    "^\n");
	cap_close(&c);
}

static void
test_record_prefix(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 9, .col = 8, .len = 5,
	    .text = "[Game \"chess\"]", .record = 2 };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_UNKNOWN_GAME, "chess", "");
	cap_check(&c, "prog: f:9:8: error: record 2: unknown game 'chess'\n"
	    "[Game \"chess\"]\n"
	    "       ^~~~~\n");
	/* record 1 and record 0 (unknown) get no prefix */
	l.record = 1;
	diag_report(&c.d, &l, D_UNKNOWN_GAME, "chess", "");
	cap_check(&c, "prog: f:9:8: error: unknown game 'chess'\n"
	    "[Game \"chess\"]\n"
	    "       ^~~~~\n");
	l.record = 0;
	diag_report(&c.d, &l, D_UNKNOWN_GAME, "chess", "");
	cap_check(&c, "prog: f:9:8: error: unknown game 'chess'\n"
	    "[Game \"chess\"]\n"
	    "       ^~~~~\n");
	/* and with no position */
	l.record = 12;
	l.line = 0;
	diag_report(&c.d, &l, D_NO_RECORD);
	cap_check(&c, "prog: f: error: record 12: no record found\n");
	cap_close(&c);
}

/* A text added to a record (-m) names the record, by its file (escaped
 * as a file name is) and its number, record 1 too; only a location of
 * that very text does, and none once it is cleared. */
static void
test_adding(void **state)
{
	struct cap c;
	char mname[] = "-m", other[] = "-m";
	struct diag_loc l = { .file = mname, .line = 1, .col = 4, .len = 2,
	    .text = "c1 c1", .record = 1 };
	struct diag_loc r = { .file = "g.kg", .line = 3, .col = 1,
	    .text = "1-0", .record = 1 };

	(void)state;
	cap_open(&c);
	diag_adding(&c.d, mname, "a\tb.kg", 1);
	diag_report(&c.d, &l, D_MOVE_ILLEGAL, "move 2 (Black)", "c1",
	    "c1 is not empty");
	cap_check(&c, "prog: -m:1:4: error: a\\011b.kg record 1: move 2 "
	    "(Black): illegal move 'c1': c1 is not empty\n"
	    "c1 c1\n"
	    "   ^~\n");
	/* its own number, not the location's */
	diag_adding(&c.d, mname, "g.kg", 3);
	diag_report(&c.d, &l, D_UNEXPECTED, "x");
	cap_check(&c, "prog: -m:1:4: error: g.kg record 3: unexpected x\n"
	    "c1 c1\n"
	    "   ^~\n");
	/* another text of the same name, and the record itself: as ever */
	l.file = other;
	l.record = 2;
	diag_report(&c.d, &l, D_UNEXPECTED, "x");
	cap_check(&c, "prog: -m:1:4: error: record 2: unexpected x\n"
	    "c1 c1\n"
	    "   ^~\n");
	diag_report(&c.d, &r, D_RESULT, "1-0", "Black has won");
	cap_check(&c, "prog: g.kg:3:1: error: result '1-0' contradicts the "
	    "position: Black has won\n"
	    "1-0\n"
	    "^\n");
	/* cleared */
	l.file = mname;
	diag_adding(&c.d, NULL, NULL, 0);
	diag_report(&c.d, &l, D_UNEXPECTED, "x");
	cap_check(&c, "prog: -m:1:4: error: record 2: unexpected x\n"
	    "c1 c1\n"
	    "   ^~\n");
	cap_close(&c);
}

static void
test_no_position(void **state)
{
	struct cap c;
	struct diag_loc whole = { .file = "nope.kg" };
	struct diag_loc nofile = { .file = NULL };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &whole, D_OPEN, "No such file or directory");
	cap_check(&c, "prog: nope.kg: error: cannot open: No such file or "
	    "directory\n");
	/* line 0: no position and no quoted line, even with text */
	whole.text = "some text";
	whole.col = 3;
	diag_report(&c.d, &whole, D_NO_RECORD);
	cap_check(&c, "prog: nope.kg: error: no record found\n");
	diag_report(&c.d, NULL, D_NOMEM);
	cap_check(&c, "prog: error: out of memory\n");
	diag_report(&c.d, &nofile, D_USAGE, "-g needs a game");
	cap_check(&c, "prog: error: -g needs a game\n");
	cap_close(&c);
}

/* The line comes from the src when it still holds it. */
static void
test_line_from_src(void **state)
{
	struct cap c;
	struct src s;
	struct diag_loc l = { .file = "f", .line = 2, .col = 7, .len = 2,
	    .src = &s };

	(void)state;
	assert_int_equal(src_open_string(&s, "f",
	    "[Game \"kanga\"]\r\n1. d4 d4\r\n*\r\n"), 0);
	cap_open(&c);
	diag_report(&c.d, &l, D_MOVE_ILLEGAL, "move 1 (White)", "d4",
	    "d4 is not empty");
	cap_check(&c, "prog: f:2:7: error: move 1 (White): illegal move "
	    "'d4': d4 is not empty\n"
	    "1. d4 d4\n"
	    "      ^~\n");
	/* text, when given, wins over the src */
	l.text = "other text";
	l.col = 1;
	l.len = 5;
	diag_report(&c.d, &l, D_NO_GAME);
	cap_check(&c, "prog: f:2:1: error: the record has no Game tag: "
	    "name its game with -g\n"
	    "other text\n"
	    "^~~~~\n");
	/* a line the src does not hold: no quote */
	l.text = NULL;
	l.line = 7;
	diag_report(&c.d, &l, D_NO_GAME);
	cap_check(&c, "prog: f:7:1: error: the record has no Game tag: "
	    "name its game with -g\n");
	src_discard(&s, 16, 2);
	l.line = 1;
	diag_report(&c.d, &l, D_NO_GAME);
	cap_check(&c, "prog: f:1:1: error: the record has no Game tag: "
	    "name its game with -g\n");
	cap_close(&c);
	src_close(&s);
}

static void
test_control_chars(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 1, .col = 6, .len = 1,
	    .text = "a\001b\177 c\033[2J" };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_NUL);
	cap_check(&c, "prog: f:1:6: error: NUL byte in the input\n"
	    "a?b? c?[2J\n"
	    "     ^\n");
	/* in the message too */
	diag_report(&c.d, NULL, D_UNKNOWN_GAME, "x\033[31my\r", "");
	cap_check(&c, "prog: error: unknown game 'x?[31my?'\n");
	cap_close(&c);
}

static void
test_invalid_utf8(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 1, .col = 4, .len = 2,
	    .text = "T\xff\xc3(\xed\xa0\x80!" };

	(void)state;
	cap_open(&c);
	/* each bad byte is one column and one '?' */
	diag_report(&c.d, &l, D_UTF8, "a tag value");
	cap_check(&c, "prog: f:1:4: error: invalid UTF-8 in a tag value\n"
	    "T?\?(?\?\?!\n"
	    "   ^~\n");
	diag_report(&c.d, NULL, D_UNKNOWN_GAME, "k\xe2\x82", "");
	cap_check(&c, "prog: error: unknown game 'k?\?'\n");
	cap_close(&c);
}

/* Valid UTF-8 is printed as it is; columns count characters. */
static void
test_utf8_columns(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 1, .col = 5, .len = 2,
	    .text = "\xc3\xa9 \xe2\x82\xac xy" };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_UNKNOWN_GAME, "\xc3\xa9t\xc3\xa9", "");
	cap_check(&c, "prog: f:1:5: error: unknown game '\xc3\xa9t\xc3\xa9'\n"
	    "\xc3\xa9 \xe2\x82\xac xy\n"
	    "    ^~\n");
	cap_close(&c);
}

static void
test_tab(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 1, .col = 8, .len = 2,
	    .text = "\t1. d4\tzz" };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_MOVE_SYNTAX, "move 1 (White)", "zz", "no");
	cap_check(&c, "prog: f:1:8: error: move 1 (White): cannot read move "
	    "'zz': no\n"
	    "\t1. d4\tzz\n"
	    "\t     \t^~\n");
	cap_close(&c);
}

/* 100 characters fit; 101 do not. */
static void
test_window_edges(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 1, .len = 1 };
	char *s, *want;

	(void)state;
	cap_open(&c);
	s = digits(100);
	l.text = s;
	l.col = 100;
	diag_report(&c.d, &l, D_NO_GAME);
	want = window("prog: f:1:100: error: the record has no Game tag: "
	    "name its game with -g\n", "", s, 0, 100, "", 99, "^");
	cap_check(&c, want);
	free(want);
	free(s);
	s = digits(101);
	l.text = s;
	l.col = 1;
	diag_report(&c.d, &l, D_NO_GAME);
	want = window("prog: f:1:1: error: the record has no Game tag: "
	    "name its game with -g\n", "", s, 0, 100, "...", 0, "^");
	cap_check(&c, want);
	free(want);
	free(s);
	cap_close(&c);
}

static void
head_line(char *h, size_t n, unsigned long col)
{
	snprintf(h, n, "prog: f:1:%lu: error: record 2: no record found\n",
	    col);
}

/*
 * The window: more than WINDOW (100) characters are cut to the 100
 * starting 50 before the caret's column (or at column 1), "..." marking
 * each side that was cut, the caret line indented by 3 for a leading
 * "...".
 */
static void
test_window(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 1 };
	char *s, *want;
	char h[128];

	(void)state;
	cap_open(&c);
	s = digits(200);
	l.text = s;
	l.record = 2;

	/* the middle: columns 70..169 shown, both sides cut */
	l.col = 120;
	l.len = 3;
	head_line(h, sizeof(h), l.col);
	diag_report(&c.d, &l, D_NO_RECORD);
	want = window(h, "...", s, 69, 169, "...", 50, "^~~");
	cap_check(&c, want);
	free(want);

	/* near the start: columns 1..100 */
	l.col = 10;
	l.len = 0;
	head_line(h, sizeof(h), l.col);
	diag_report(&c.d, &l, D_NO_RECORD);
	want = window(h, "", s, 0, 100, "...", 9, "^");
	cap_check(&c, want);
	free(want);

	/* column 51 still starts at column 1; 52 at column 2 */
	l.col = 51;
	head_line(h, sizeof(h), l.col);
	diag_report(&c.d, &l, D_NO_RECORD);
	want = window(h, "", s, 0, 100, "...", 50, "^");
	cap_check(&c, want);
	free(want);
	l.col = 52;
	head_line(h, sizeof(h), l.col);
	diag_report(&c.d, &l, D_NO_RECORD);
	want = window(h, "...", s, 1, 101, "...", 50, "^");
	cap_check(&c, want);
	free(want);

	/* near the end: columns 145..200, nothing cut after */
	l.col = 195;
	l.len = 2;
	head_line(h, sizeof(h), l.col);
	diag_report(&c.d, &l, D_NO_RECORD);
	want = window(h, "...", s, 144, 200, "", 50, "^~");
	cap_check(&c, want);
	free(want);

	/* just after the end of the line */
	l.col = 201;
	l.len = 1;
	head_line(h, sizeof(h), l.col);
	diag_report(&c.d, &l, D_NO_RECORD);
	want = window(h, "...", s, 150, 200, "", 50, "^");
	cap_check(&c, want);
	free(want);
	free(s);
	cap_close(&c);
}

/* The window counts characters, not bytes. */
static void
test_window_utf8(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "f", .line = 4, .col = 100, .len = 1 };
	char s[301], *want;
	int i;

	(void)state;
	for (i = 0; i < 150; i++)
		memcpy(s + 2 * i, "\xc3\xa9", 2);
	s[300] = '\0';
	l.text = s;
	cap_open(&c);
	diag_report(&c.d, &l, D_NO_RECORD);
	/* columns 50..149: bytes 98..298 */
	want = window("prog: f:4:100: error: no record found\n", "...", s,
	    98, 298, "...", 50, "^");
	cap_check(&c, want);
	free(want);
	cap_close(&c);
}

/*
 * Windows of a long line held by a src: found from where the last
 * diagnostic on the line found its own when they come in order, from
 * the line's start when they do not, and anew when the line is another
 * or the src's bytes moved.  Each is the window test_window shows.
 */
static void
test_window_src(void **state)
{
	static const struct { unsigned long line, col, len; size_t from, to;
	    const char *post; } cases[] = {
		{ 2, 120, 3, 69, 169, "..." },
		{ 2, 130, 1, 79, 179, "..." },
		{ 2, 10, 1, 0, 100, "..." },	/* back */
		{ 2, 195, 2, 144, 200, "" },
		{ 2, 201, 1, 150, 200, "" },
		{ 3, 60, 1, 9, 109, "..." },	/* another line */
		{ 2, 52, 1, 1, 101, "..." },	/* back again */
	};
	struct cap c;
	struct src src;
	struct diag_loc l = { .file = "f", .src = &src };
	char *s, *text, *want, h[128];
	size_t i;

	(void)state;
	s = digits(200);
	text = malloc(3 * 201 + 1);
	assert_non_null(text);
	snprintf(text, 3 * 201 + 1, "x\n%s\n%s\n", s, s);
	assert_int_equal(src_open_string(&src, "f", text), 0);
	cap_open(&c);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		l.line = cases[i].line;
		l.col = cases[i].col;
		l.len = cases[i].len;
		snprintf(h, sizeof(h), "prog: f:%lu:%lu: error: no record "
		    "found\n", l.line, l.col);
		diag_report(&c.d, &l, D_NO_RECORD);
		want = window(h, cases[i].from > 0 ? "..." : "", s,
		    cases[i].from,
		    cases[i].to, cases[i].post, l.col - 1 - cases[i].from,
		    l.len == 3 ? "^~~" : l.len == 2 ? "^~" : "^");
		cap_check(&c, want);
		free(want);
		if (i == 3) {
			/* line 2 moves to the front: what was found in it
			 * is stale */
			src_discard(&src, 2, 2);
		}
	}
	cap_close(&c);
	src_close(&src);
	free(text);
	free(s);
}

/* A message longer than the reporter's buffer is cut, not overrun. */
static void
test_long_message(void **state)
{
	struct cap c;
	char *s = digits(3000);

	(void)state;
	cap_open(&c);
	diag_report(&c.d, NULL, D_USAGE, s);
	assert_int_equal(fflush(c.fp), 0);
	assert_true(c.n > 100);
	assert_true(c.n < 1100);
	assert_memory_equal(c.s, "prog: error: 0123456789", 23);
	assert_int_equal(c.s[c.n - 1], '\n');
	cap_close(&c);
	free(s);
}

static void
test_severity(void **state)
{
	struct cap c;

	(void)state;
	cap_open(&c);
	assert_int_equal(c.d.worst, SEV_NONE);
	assert_int_equal(diag_exit_status(&c.d), 0);
	diag_report(&c.d, NULL, D_NO_RECORD);
	assert_int_equal(c.d.worst, SEV_ERROR);
	assert_int_equal(diag_exit_status(&c.d), 1);
	assert_int_equal(c.d.count[SEV_ERROR], 1);
	diag_report(&c.d, NULL, D_NOMEM);
	assert_int_equal(c.d.worst, SEV_FATAL);
	assert_int_equal(diag_exit_status(&c.d), 2);
	/* the worst is kept */
	diag_report(&c.d, NULL, D_TAG_UNTERMINATED);
	assert_int_equal(c.d.worst, SEV_FATAL);
	assert_int_equal(diag_exit_status(&c.d), 2);
	assert_int_equal(c.d.count[SEV_ERROR], 2);
	assert_int_equal(c.d.count[SEV_FATAL], 1);
	cap_close(&c);

	/* fatal alone */
	cap_open(&c);
	diag_report(&c.d, NULL, D_WRITE, "No space left on device");
	assert_int_equal(diag_exit_status(&c.d), 2);
	cap_close(&c);

	/* a warning does not fail the run */
	cap_open(&c);
	c.d.worst = SEV_WARNING;
	assert_int_equal(diag_exit_status(&c.d), 0);
	cap_close(&c);
}

/* A note is said in passing: labelled "note:", and the exit status is
 * not changed by it. */
static void
test_note(void **state)
{
	struct cap c;
	struct diag_loc l = { .file = "game.kg" };

	(void)state;
	cap_open(&c);
	diag_report(&c.d, &l, D_KEPT);
	cap_check(&c, "prog: game.kg: note: left as it was: nothing is "
	    "written after an error\n");
	assert_int_equal(c.d.worst, SEV_NOTE);
	assert_int_equal(diag_exit_status(&c.d), 0);
	diag_report(&c.d, &l, D_NOT_MADE);
	cap_check(&c, "prog: game.kg: note: not created: nothing is "
	    "written after an error\n");
	diag_report(&c.d, &l, D_TEMP, "/ro", "Permission denied");
	cap_check(&c, "prog: game.kg: error: cannot create a temporary file "
	    "in '/ro': Permission denied\n");
	assert_int_equal(diag_exit_status(&c.d), 2);
	cap_close(&c);
}

/* Each diagnostic leaves in one write(2), its quoted line, caret line
 * and any text after it included: over a SOCK_SEQPACKET pair every write
 * is one message, so each read below returns one write whole. */
static void
test_one_write(void **state)
{
	int sv[2];
	FILE *fp;
	struct diag d;
	struct diag_loc l = { .file = "g.kg", .line = 3, .col = 4, .len = 2,
	    .text = "1. d4 d4" };
	char got[512];
	ssize_t n;

	(void)state;
	assert_int_equal(socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv), 0);
	assert_non_null(fp = fdopen(sv[0], "w"));
	/* unbuffered, as stderr is */
	assert_int_equal(setvbuf(fp, NULL, _IONBF, 0), 0);
	diag_init(&d, "prog", fp);
	diag_report(&d, &l, D_MOVE_ILLEGAL, "move 1 (White)", "d4",
	    "d4 is not empty");
	diag_report_more(&d, NULL, "usage: prog [-h]\nTry it.\n", D_USAGE,
	    "bad");
	assert_int_equal(fcntl(sv[1], F_SETFL, O_NONBLOCK), 0);
	n = read(sv[1], got, sizeof(got) - 1);
	assert_true(n > 0);
	got[n] = '\0';
	assert_string_equal(got, "prog: g.kg:3:4: error: move 1 (White): "
	    "illegal move 'd4': d4 is not empty\n1. d4 d4\n   ^~\n");
	n = read(sv[1], got, sizeof(got) - 1);
	assert_true(n > 0);
	got[n] = '\0';
	assert_string_equal(got, "prog: error: bad\nusage: prog [-h]\n"
	    "Try it.\n");
	/* and nothing more */
	errno = 0;
	assert_int_equal(read(sv[1], got, sizeof(got)), -1);
	assert_true(errno == EAGAIN || errno == EWOULDBLOCK);
	fclose(fp);
	close(sv[1]);
}

/* A diagnostic longer than the reporter's buffer is cut, and still ends
 * with a newline. */
static void
test_cut(void **state)
{
	struct cap c;
	static char name[10000];
	struct diag_loc l = { .file = name };

	(void)state;
	memset(name, 'n', sizeof(name) - 1);
	cap_open(&c);
	diag_report(&c.d, &l, D_NO_RECORD);
	assert_int_equal(fflush(c.fp), 0);
	assert_int_equal(c.n, 8192);
	assert_int_equal(strncmp(c.s, "prog: nnn", 9), 0);
	assert_int_equal(c.s[8191], '\n');
	assert_null(memchr(c.s, '\n', 8191));
	cap_close(&c);
}

/* Without a stream, reports are still counted. */
static void
test_no_stream(void **state)
{
	struct diag d;
	struct diag_loc l = { .file = "f", .line = 1, .col = 1,
	    .text = "x" };

	(void)state;
	diag_init(&d, "prog", NULL);
	diag_report(&d, &l, D_MOVE_NUMBER, "3.", "expected '2.'");
	assert_int_equal(diag_exit_status(&d), 1);
	assert_int_equal(d.count[SEV_ERROR], 1);
	diag_report(&d, NULL, D_READ, "Is a directory");
	assert_int_equal(diag_exit_status(&d), 2);
}

static void
test_catalogue(void **state)
{
	int i;

	(void)state;
	assert_string_equal(diag_format(D_NOMEM), "out of memory");
	assert_string_equal(diag_format(D_UNKNOWN_GAME), "unknown game '%s'%s");
	/* trouble outside the records is fatal (exit 2) */
	assert_int_equal(diag_severity(D_USAGE), SEV_FATAL);
	assert_int_equal(diag_severity(D_OPEN), SEV_FATAL);
	assert_int_equal(diag_severity(D_READ), SEV_FATAL);
	assert_int_equal(diag_severity(D_WRITE), SEV_FATAL);
	assert_int_equal(diag_severity(D_NOMEM), SEV_FATAL);
	assert_int_equal(diag_severity(D_PLY_RANGE), SEV_FATAL);
	/* said in passing */
	assert_int_equal(diag_severity(D_KEPT), SEV_NOTE);
	assert_int_equal(diag_severity(D_STOPPED), SEV_NOTE);
	/* the rest make the record invalid (exit 1) */
	for (i = D_NO_RECORD; i < D__COUNT; i++) {
		assert_int_equal(diag_severity((enum diag_id)i), SEV_ERROR);
		assert_non_null(diag_format((enum diag_id)i));
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gnu_format),
		cmocka_unit_test(test_underline_clipped),
		cmocka_unit_test(test_caret_past_end),
		cmocka_unit_test(test_record_prefix),
		cmocka_unit_test(test_adding),
		cmocka_unit_test(test_no_position),
		cmocka_unit_test(test_line_from_src),
		cmocka_unit_test(test_control_chars),
		cmocka_unit_test(test_invalid_utf8),
		cmocka_unit_test(test_utf8_columns),
		cmocka_unit_test(test_tab),
		cmocka_unit_test(test_window_edges),
		cmocka_unit_test(test_window),
		cmocka_unit_test(test_window_utf8),
		cmocka_unit_test(test_window_src),
		cmocka_unit_test(test_long_message),
		cmocka_unit_test(test_severity),
		cmocka_unit_test(test_note),
		cmocka_unit_test(test_one_write),
		cmocka_unit_test(test_cut),
		cmocka_unit_test(test_no_stream),
		cmocka_unit_test(test_catalogue),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
