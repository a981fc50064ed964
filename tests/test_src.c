/*
 * test_src: input sources: lines of a string source, lines present and
 * absent, discarding and the numbering after it, line ends, opening files
 * (missing, standard input, a directory), reading a line longer than the
 * 64 KiB chunk, the line and record limits, allocation failures, and
 * taps (every byte handed over once, in order, and the marks).
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

#include "diag.h"
#include "mem.h"
#include "src.h"

#define LONGLINE	100000

static char tmpdir[64];

static int
setup_dir(void **state)
{
	const char *t = getenv("TMPDIR");

	(void)state;
	snprintf(tmpdir, sizeof(tmpdir), "%s/test_src.XXXXXX",
	    t != NULL && *t != '\0' && strlen(t) < 40 ? t : "/tmp");
	return mkdtemp(tmpdir) == NULL ? -1 : 0;
}

static int
teardown_dir(void **state)
{
	(void)state;
	return rmdir(tmpdir);
}

static int
teardown(void **state)
{
	(void)state;
	mem_fail_after(-1);
	return 0;
}

/* Write n bytes of data to name in the test directory; the path goes to
 * path. */
static void
write_file(char *path, size_t size, const char *name, const char *data,
    size_t n)
{
	FILE *fp;

	snprintf(path, size, "%s/%s", tmpdir, name);
	fp = fopen(path, "wb");
	assert_non_null(fp);
	assert_int_equal(fwrite(data, 1, n, fp), n);
	assert_int_equal(fclose(fp), 0);
}

/* Check that line holds want (or is absent when want is NULL). */
static void
check_line(const struct src *s, unsigned long line, const char *want)
{
	const char *p;
	size_t len = 12345;

	p = src_line(s, line, &len);
	if (want == NULL) {
		if (p != NULL)
			fail_msg("line %lu: expected none, got \"%.*s\"", line,
			    (int)len, p);
		return;
	}
	if (p == NULL)
		fail_msg("line %lu: expected \"%s\", got none", line, want);
	assert_int_equal(len, strlen(want));
	assert_memory_equal(p, want, len);
}

static void
test_string_lines(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open_string(&s, "-m", "one\ntwo\r\n\nfour"), 0);
	assert_string_equal(s.name, "-m");
	assert_int_equal(s.base_line, 1);
	assert_int_equal(s.len, 14);
	assert_true(s.eof);
	check_line(&s, 1, "one");
	check_line(&s, 2, "two");	/* CR LF: the CR is not text */
	check_line(&s, 3, "");
	check_line(&s, 4, "four");	/* no final newline */
	check_line(&s, 5, NULL);
	check_line(&s, 0, NULL);
	check_line(&s, 100, NULL);
	/* a string source has nothing more to read */
	assert_int_equal(src_fill(&s), 0);
	src_close(&s);
	assert_null(s.buf);
	assert_null(s.name);
}

/* After a final newline there is no further line. */
static void
test_string_final_newline(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open_string(&s, "f", "a\nb\n"), 0);
	check_line(&s, 1, "a");
	check_line(&s, 2, "b");
	check_line(&s, 3, NULL);
	src_close(&s);
}

/* The source reads from a copy of the text. */
static void
test_string_copy(void **state)
{
	struct src s;
	char text[] = "abc\n";

	(void)state;
	assert_int_equal(src_open_string(&s, "f", text), 0);
	text[0] = 'X';
	check_line(&s, 1, "abc");
	src_close(&s);
}

static void
test_need_line_string(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open_string(&s, "f", "l1\nline2\nend"), 0);
	assert_int_equal(src_need_line(&s, 0), 3);
	assert_int_equal(src_need_line(&s, 3), 9);
	assert_int_equal(src_need_line(&s, 9), 12);	/* up to the end */
	assert_int_equal(src_need_line(&s, 12), 12);	/* at the end */
	assert_int_equal(src_need_line(&s, 1), 3);	/* mid-line */
	src_close(&s);
}

static void
test_discard(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open_string(&s, "f", "l1\nl2\nl3\nl4"), 0);
	src_discard(&s, 0, 5);		/* nothing to drop: no change */
	assert_int_equal(s.base_line, 1);
	check_line(&s, 1, "l1");
	src_discard(&s, 3, 2);
	assert_int_equal(s.base_line, 2);
	assert_int_equal(s.len, 8);
	assert_memory_equal(s.buf, "l2\nl3\nl4", 9);
	check_line(&s, 1, NULL);
	check_line(&s, 2, "l2");
	check_line(&s, 3, "l3");
	check_line(&s, 4, "l4");
	check_line(&s, 5, NULL);
	src_discard(&s, 6, 4);
	check_line(&s, 2, NULL);
	check_line(&s, 3, NULL);
	check_line(&s, 4, "l4");
	/* offsets are relative to what is left */
	assert_int_equal(src_need_line(&s, 0), 2);
	src_close(&s);
}

/* Discarding everything leaves an empty buffer at the next line. */
static void
test_discard_all(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open_string(&s, "f", "a\nb\n"), 0);
	src_discard(&s, 4, 3);
	assert_int_equal(s.len, 0);
	assert_int_equal(s.base_line, 3);
	check_line(&s, 2, NULL);
	check_line(&s, 4, NULL);
	src_close(&s);
}

static void
test_open_missing(void **state)
{
	struct src s;
	char path[128];

	(void)state;
	snprintf(path, sizeof(path), "%s/no-such-file.kg", tmpdir);
	errno = 0;
	assert_int_equal(src_open(&s, path), -1);
	assert_int_equal(errno, ENOENT);
}

static void
test_open_stdin(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open(&s, "-"), 0);
	assert_string_equal(s.name, "<stdin>");
	assert_ptr_equal(s.fp, stdin);
	assert_false(s.own_fp);
	assert_int_equal(s.base_line, 1);
	src_close(&s);
	/* standard input is not closed */
	assert_true(fileno(stdin) >= 0);
}

static void
test_open_file(void **state)
{
	struct src s;
	char path[128];

	(void)state;
	write_file(path, sizeof(path), "small.kg", "first\nsecond\n", 13);
	assert_int_equal(src_open(&s, path), 0);
	assert_string_equal(s.name, path);
	assert_true(s.own_fp);
	assert_int_equal(s.len, 0);	/* nothing read yet */
	assert_false(s.eof);
	check_line(&s, 1, NULL);
	assert_int_equal(src_need_line(&s, 0), 6);
	check_line(&s, 1, "first");
	assert_int_equal(src_need_line(&s, 6), 13);
	check_line(&s, 2, "second");
	assert_int_equal(src_need_line(&s, 13), 13);
	assert_true(s.eof);
	assert_int_equal(s.err, 0);
	assert_int_equal(src_fill(&s), 0);
	src_close(&s);
	assert_int_equal(unlink(path), 0);
}

/* A line of 100000 bytes crosses the 64 KiB chunk boundary. */
static void
test_long_line(void **state)
{
	struct src s;
	char path[128], *data;
	const char *p;
	size_t n = LONGLINE + 1 + 7, len, i;

	(void)state;
	data = malloc(n);
	assert_non_null(data);
	memset(data, 'x', LONGLINE);
	data[0] = 'A';
	data[LONGLINE - 1] = 'Z';
	data[LONGLINE] = '\n';
	memcpy(data + LONGLINE + 1, "second\n", 7);
	write_file(path, sizeof(path), "long.kg", data, n);
	assert_int_equal(src_open(&s, path), 0);
	assert_int_equal(src_need_line(&s, 0), LONGLINE + 1);
	assert_true(s.len >= LONGLINE + 1);
	p = src_line(&s, 1, &len);
	assert_non_null(p);
	assert_int_equal(len, LONGLINE);
	assert_int_equal(p[0], 'A');
	assert_int_equal(p[LONGLINE - 1], 'Z');
	for (i = 1; i < LONGLINE - 1; i++)
		if (p[i] != 'x')
			fail_msg("byte %zu of the line is '%c'", i, p[i]);
	assert_int_equal(src_need_line(&s, LONGLINE + 1), n);
	check_line(&s, 2, "second");
	check_line(&s, 3, NULL);
	/* drop the long line; line 2 is first now */
	src_discard(&s, LONGLINE + 1, 2);
	check_line(&s, 1, NULL);
	check_line(&s, 2, "second");
	src_close(&s);
	free(data);
	assert_int_equal(unlink(path), 0);
}

/* A directory opens but cannot be read: the error is kept. */
static void
test_read_error(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open(&s, tmpdir), 0);
	assert_int_equal(src_need_line(&s, 0), (size_t)-1);
	assert_int_equal(s.err, EISDIR);
	assert_int_equal(src_fill(&s), -1);
	src_close(&s);
}

static void
test_nomem(void **state)
{
	struct src s;
	char path[128];

	(void)state;
	write_file(path, sizeof(path), "nomem.kg", "a\n", 2);
	mem_fail_after(0);
	errno = 0;
	assert_int_equal(src_open(&s, path), -1);
	assert_int_equal(errno, ENOMEM);
	errno = 0;
	assert_int_equal(src_open_string(&s, "f", "text"), -1);
	assert_int_equal(errno, ENOMEM);
	/* the name copied, the text not: nothing leaks */
	mem_fail_after(1);
	errno = 0;
	assert_int_equal(src_open_string(&s, "f", "text"), -1);
	assert_int_equal(errno, ENOMEM);
	/* open, then no memory for the chunk */
	mem_fail_after(1);
	assert_int_equal(src_open(&s, path), 0);
	assert_int_equal(src_need_line(&s, 0), (size_t)-1);
	assert_int_equal(s.err, ENOMEM);
	assert_int_equal(src_fill(&s), -1);
	mem_fail_after(-1);
	src_close(&s);
	assert_int_equal(unlink(path), 0);
}

/* Limits as --limit sets them: line and record, the others default. */
static void
set_limits(struct src *s, unsigned long line, unsigned long record)
{
	struct limits l;

	lim_init(&l);
	l.max[LIM_LINE] = line;
	l.max[LIM_RECORD] = record;
	src_set_limits(s, &l);
}

/* A line past the limit: its bytes from the limit on stay hidden until
 * the reader asks for them, then src_fill fails; the report points at
 * the first byte past the limit. */
static void
test_limit_line(void **state)
{
	static const char data[] = "ab\nxxxxxxxxxx\ncd\n";
	struct src s;
	struct diag d;
	char path[128], *out = NULL;
	size_t n = 0;
	FILE *f;

	(void)state;
	write_file(path, sizeof(path), "l.kg", data, sizeof(data) - 1);
	assert_int_equal(src_open(&s, path), 0);
	set_limits(&s, 5, 0);
	/* the chunk read holds all: line 2 is found too long at once, but
	 * what comes before its limit can be read */
	assert_int_equal(src_need_line(&s, 0), 3);
	assert_int_equal(s.over, 1 + LIM_LINE);
	assert_int_equal(s.over_off, 8);
	assert_int_equal(s.len, 8);	/* "ab\nxxxxx" */
	assert_int_equal(src_need_line(&s, 3), (size_t)-1);
	assert_int_equal(src_fill(&s), -1);	/* and it stays so */
	assert_non_null(f = open_memstream(&out, &n));
	diag_init(&d, "t", f);
	diag_src(&d, &s, 0);
	fclose(f);
	assert_int_equal(diag_exit_status(&d), 1);
	assert_non_null(strstr(out, ":2:6: error: line past the limit of 5 "
	    "bytes: raise it with --limit line=N\nxxxxx\n     ^\n"));
	free(out);
	/* skipping, the line loses what is past its limit */
	src_skip(&s);
	assert_int_equal(s.over, 0);
	assert_int_equal(src_need_line(&s, 3), 9);
	check_line(&s, 2, "xxxxx");
	assert_int_equal(src_need_line(&s, 9), 12);
	check_line(&s, 3, "cd");
	assert_int_equal(src_need_line(&s, 12), 12);
	assert_int_equal(s.over, 0);
	src_close(&s);
	assert_int_equal(unlink(path), 0);
}

/* What a tap saw: the bytes, with "|L.R|" where a mark came. */
struct seen {
	char	b[256];
	size_t	n;
};

static void
seen_bytes(void *ctx, const char *p, size_t n)
{
	struct seen *s = ctx;

	assert_true(s->n + n < sizeof(s->b));
	memcpy(s->b + s->n, p, n);
	s->n += n;
	s->b[s->n] = '\0';
}

static void
seen_mark(void *ctx, unsigned long line, unsigned long record)
{
	struct seen *s = ctx;

	s->n += (size_t)snprintf(s->b + s->n, sizeof(s->b) - s->n, "|%lu.%lu|",
	    line, record);
}

/* A tap gets every byte once, in order: the ones a discard drops, the
 * ones cut from a line past its limit while skipping, and the rest at
 * the end; a mark comes after every byte before it. */
static void
test_tap(void **state)
{
	static const char data[] = "ab\nxxxxxxxxxx\ncd\n";
	struct seen seen = { { 0 }, 0 };
	struct src_tap tap = { seen_bytes, seen_mark, &seen };
	struct src s;
	char path[128];

	(void)state;
	write_file(path, sizeof(path), "t.kg", data, sizeof(data) - 1);
	assert_int_equal(src_open(&s, path), 0);
	set_limits(&s, 5, 0);
	src_set_tap(&s, &tap);
	assert_int_equal(src_need_line(&s, 0), 3);
	src_discard(&s, 3, 2);			/* "ab\n" goes through */
	assert_string_equal(seen.b, "ab\n");
	assert_int_equal(src_need_line(&s, 0), (size_t)-1);
	src_skip(&s);				/* "xxxxx" is cut: through too */
	assert_string_equal(seen.b, "ab\nxxxxxxxxxx");
	assert_int_equal(src_need_line(&s, 0), 6);
	check_line(&s, 2, "xxxxx");
	src_mark(&s, 6, 3, 2);			/* "xxxxx\n", then the mark */
	assert_string_equal(seen.b, "ab\nxxxxxxxxxx\n|3.2|");
	assert_int_equal(src_need_line(&s, 6), 9);
	src_tap_end(&s);
	assert_string_equal(seen.b, "ab\nxxxxxxxxxx\n|3.2|cd\n");
	src_close(&s);
	assert_int_equal(unlink(path), 0);
}

/* A line of exactly the limit passes, and so does one with a CR before
 * its LF; one byte more does not. */
static void
test_limit_line_exact(void **state)
{
	static const char data[] = "12345\n12345\r\n123456\n";
	struct src s;
	char path[128];

	(void)state;
	write_file(path, sizeof(path), "e.kg", data, sizeof(data) - 1);
	assert_int_equal(src_open(&s, path), 0);
	set_limits(&s, 5, 0);
	assert_int_equal(src_need_line(&s, 0), 6);
	assert_int_equal(src_need_line(&s, 6), 13);
	check_line(&s, 2, "12345");
	assert_int_equal(src_need_line(&s, 13), (size_t)-1);
	assert_int_equal(s.over, 1 + LIM_LINE);
	assert_int_equal(s.over_off, 18);
	src_close(&s);
	/* with no limit, all of it */
	assert_int_equal(src_open(&s, path), 0);
	set_limits(&s, 0, 0);
	assert_int_equal(src_need_line(&s, 0), 6);
	assert_int_equal(src_need_line(&s, 6), 13);
	assert_int_equal(src_need_line(&s, 13), 20);
	src_close(&s);
	assert_int_equal(unlink(path), 0);
}

/* Several long lines, skipping: each is cut as the reader gets to it. */
static void
test_limit_skip_cuts(void **state)
{
	static const char data[] = "aaaaaaaa\nbbbbbbbb\ncc\ndddddd";
	struct src s;
	char path[128];

	(void)state;
	write_file(path, sizeof(path), "c.kg", data, sizeof(data) - 1);
	assert_int_equal(src_open(&s, path), 0);
	set_limits(&s, 4, 0);
	assert_int_equal(src_need_line(&s, 0), (size_t)-1);
	assert_int_equal(s.over_off, 4);
	src_skip(&s);
	assert_int_equal(src_need_line(&s, 0), 5);
	assert_int_equal(src_need_line(&s, 5), 10);
	assert_int_equal(src_need_line(&s, 10), 13);
	assert_int_equal(src_need_line(&s, 13), 17);	/* no line end */
	assert_int_equal(s.len, 17);
	assert_memory_equal(s.buf, "aaaa\nbbbb\ncc\ndddd", 17);
	/* a record starting ends the skipping */
	src_record_start(&s, 17);
	assert_int_equal(s.skipping, 0);
	src_close(&s);
	assert_int_equal(unlink(path), 0);
}

/* A source over a string is checked when its limits are set, and does
 * not end where its bytes hide. */
static void
test_limit_string(void **state)
{
	struct src s;

	(void)state;
	assert_int_equal(src_open_string(&s, "-m", "d4 d5 e4\n"), 0);
	set_limits(&s, 5, 0);
	assert_int_equal(s.len, 5);
	assert_int_equal(s.eof, 0);
	assert_int_equal(src_fill(&s), -1);
	assert_int_equal(s.over, 1 + LIM_LINE);
	src_skip(&s);
	assert_int_equal(s.len, 6);
	assert_memory_equal(s.buf, "d4 d5\n", 6);
	assert_int_equal(s.eof, 1);
	src_close(&s);
}

/* The record limit, at fill time: only once the reader holds more than a
 * chunk past it (the record's end is the reader's to check). */
static void
test_limit_record(void **state)
{
	enum { N = 300000 };
	struct src s;
	char path[128], *data;
	long r;

	(void)state;
	data = malloc(N);
	assert_non_null(data);
	memset(data, 'x', N);
	for (r = 9; r < N; r += 10)
		data[r] = '\n';
	write_file(path, sizeof(path), "r.kg", data, N);
	assert_int_equal(src_open(&s, path), 0);
	set_limits(&s, 0, 1000);
	src_record_start(&s, 0);
	while ((r = src_fill(&s)) > 0)
		;
	assert_int_equal(r, -1);
	assert_int_equal(s.over, 1 + LIM_RECORD);
	assert_int_equal(s.over_off, 1000);
	assert_int_equal(s.len, 2 * 65536);
	/* skipping: no record limit */
	src_skip(&s);
	while ((r = src_fill(&s)) > 0)
		;
	assert_int_equal(r, 0);
	assert_int_equal(s.len, N);
	/* a record that starts late counts from its start */
	src_close(&s);
	assert_int_equal(src_open(&s, path), 0);
	set_limits(&s, 0, 70000);
	src_record_start(&s, 0);
	assert_true(src_fill(&s) > 0);
	src_record_start(&s, 65000);
	/* it fails once len - 65000 - 70000 > 65536, len > 200536 */
	assert_true(src_fill(&s) > 0);	/* 131072 */
	assert_true(src_fill(&s) > 0);	/* 196608 */
	assert_true(src_fill(&s) > 0);	/* 262144 */
	assert_int_equal(src_fill(&s), -1);
	assert_int_equal(s.over_off, 135000);
	src_close(&s);
	free(data);
	assert_int_equal(unlink(path), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_string_lines),
		cmocka_unit_test(test_string_final_newline),
		cmocka_unit_test(test_string_copy),
		cmocka_unit_test(test_need_line_string),
		cmocka_unit_test(test_discard),
		cmocka_unit_test(test_discard_all),
		cmocka_unit_test(test_open_missing),
		cmocka_unit_test(test_open_stdin),
		cmocka_unit_test(test_open_file),
		cmocka_unit_test(test_long_line),
		cmocka_unit_test(test_limit_line),
		cmocka_unit_test(test_limit_line_exact),
		cmocka_unit_test(test_limit_skip_cuts),
		cmocka_unit_test(test_limit_string),
		cmocka_unit_test(test_limit_record),
		cmocka_unit_test(test_read_error),
		cmocka_unit_test(test_tap),
		cmocka_unit_test_teardown(test_nomem, teardown),
	};

	return cmocka_run_group_tests(tests, setup_dir, teardown_dir);
}
