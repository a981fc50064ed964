/*
 * test_buf: growable strings: appending, formatting, growth, clearing,
 * releasing, and the promise that a failed append (out of memory or a
 * size that cannot be) leaves the content as it was.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <limits.h>
#include <string.h>

#include "buf.h"
#include "mem.h"

static int
teardown(void **state)
{
	(void)state;
	mem_fail_after(-1);
	return 0;
}

static void
test_init(void **state)
{
	struct buf a = BUF_INIT, b;

	(void)state;
	assert_null(a.s);
	assert_int_equal(a.len, 0);
	assert_int_equal(a.cap, 0);
	memset(&b, 0xff, sizeof(b));
	buf_init(&b);
	assert_null(b.s);
	assert_int_equal(b.len, 0);
	assert_int_equal(b.cap, 0);
	/* releasing or clearing an empty buf is harmless */
	buf_clear(&a);
	buf_release(&a);
	assert_null(a.s);
}

static void
test_add(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	assert_int_equal(buf_add(&b, "abc", 3), 0);
	assert_string_equal(b.s, "abc");
	assert_int_equal(b.len, 3);
	assert_true(b.cap >= 4);
	assert_int_equal(buf_add(&b, "defgh", 2), 0);	/* n bytes only */
	assert_string_equal(b.s, "abcde");
	assert_int_equal(b.len, 5);
	assert_int_equal(buf_puts(&b, "-xyz"), 0);
	assert_string_equal(b.s, "abcde-xyz");
	assert_int_equal(buf_putc(&b, '!'), 0);
	assert_string_equal(b.s, "abcde-xyz!");
	assert_int_equal(b.len, 10);
	/* embedded NUL bytes are content like any other */
	assert_int_equal(buf_add(&b, "\0z", 2), 0);
	assert_int_equal(b.len, 12);
	assert_memory_equal(b.s, "abcde-xyz!\0z", 13);
	buf_release(&b);
	assert_null(b.s);
	assert_int_equal(b.len, 0);
	assert_int_equal(b.cap, 0);
}

/* Appending nothing still gives a NUL-terminated string. */
static void
test_add_empty(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	assert_int_equal(buf_add(&b, "", 0), 0);
	assert_non_null(b.s);
	assert_string_equal(b.s, "");
	assert_int_equal(b.len, 0);
	buf_release(&b);
	assert_int_equal(buf_printf(&b, "%s", ""), 0);
	assert_non_null(b.s);
	assert_string_equal(b.s, "");
	buf_release(&b);
}

static void
test_growth(void **state)
{
	struct buf b = BUF_INIT;
	char want[3001];
	int i;

	(void)state;
	for (i = 0; i < 3000; i++) {
		want[i] = (char)('a' + i % 26);
		assert_int_equal(buf_putc(&b, 'a' + i % 26), 0);
		assert_true(b.cap > b.len);
		assert_int_equal(b.s[b.len], '\0');
	}
	want[3000] = '\0';
	assert_int_equal(b.len, 3000);
	assert_string_equal(b.s, want);
	buf_release(&b);
}

static void
test_printf(void **state)
{
	struct buf b = BUF_INIT;
	char big[600];

	(void)state;
	assert_int_equal(buf_printf(&b, "%d-%s", 42, "x"), 0);
	assert_string_equal(b.s, "42-x");
	assert_int_equal(b.len, 4);
	assert_int_equal(buf_printf(&b, " %c%03d", 'e', 5), 0);
	assert_string_equal(b.s, "42-x e005");
	assert_int_equal(b.len, 9);
	/* longer than the room there is: grows */
	memset(big, 'q', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	assert_int_equal(buf_printf(&b, "[%s]", big), 0);
	assert_int_equal(b.len, 9 + 601);
	assert_int_equal(b.s[9], '[');
	assert_int_equal(b.s[10], 'q');
	assert_int_equal(b.s[608], 'q');
	assert_int_equal(b.s[609], ']');
	assert_int_equal(b.s[610], '\0');
	buf_release(&b);
}

/* Numbers as %lld and %llu write them, the ends of the ranges too. */
static void
test_putnum(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	assert_int_equal(buf_putnum(&b, 0), 0);
	assert_int_equal(buf_putc(&b, ' '), 0);
	assert_int_equal(buf_putnum(&b, 7), 0);
	assert_int_equal(buf_putc(&b, ' '), 0);
	assert_int_equal(buf_putnum(&b, -42), 0);
	assert_int_equal(buf_putc(&b, ' '), 0);
	assert_int_equal(buf_putnum(&b, 1000), 0);
	assert_string_equal(b.s, "0 7 -42 1000");
	buf_clear(&b);
	assert_int_equal(buf_putnum(&b, LLONG_MIN), 0);
	assert_string_equal(b.s, "-9223372036854775808");
	buf_clear(&b);
	assert_int_equal(buf_putnum(&b, LLONG_MAX), 0);
	assert_string_equal(b.s, "9223372036854775807");
	buf_clear(&b);
	assert_int_equal(buf_putunum(&b, ULLONG_MAX), 0);
	assert_string_equal(b.s, "18446744073709551615");
	assert_int_equal(b.len, 20);
	buf_clear(&b);
	assert_int_equal(buf_putunum(&b, 10), 0);
	assert_string_equal(b.s, "10");
	/* padding: n copies, none at all too */
	assert_int_equal(buf_fill(&b, '.', 3), 0);
	assert_int_equal(buf_fill(&b, '.', 0), 0);
	assert_string_equal(b.s, "10...");
	assert_int_equal(b.len, 5);
	buf_release(&b);
	/* no room and no memory: as it was, "-" taken back too */
	assert_int_equal(buf_puts(&b, "ab"), 0);
	assert_int_equal(buf_fill(&b, ' ', b.cap - b.len - 2), 0);
	mem_fail_after(0);
	assert_int_equal(buf_putnum(&b, -123), -1);
	assert_int_equal(buf_fill(&b, ' ', 40), -1);
	mem_fail_after(-1);
	assert_int_equal(b.s[b.len], '\0');
	assert_int_equal(b.len, b.cap - 2);
	buf_release(&b);
}

/* Fields as "%*s", "%-*s" and "%*lld" write them: padded to the width,
 * never cut. */
static void
test_fields(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	assert_int_equal(buf_putsw(&b, "ab", 4), 0);
	assert_int_equal(buf_putc(&b, '|'), 0);
	assert_int_equal(buf_putsw(&b, "ab", -4), 0);
	assert_int_equal(buf_putc(&b, '|'), 0);
	assert_int_equal(buf_putsw(&b, "abcdef", 3), 0);
	assert_int_equal(buf_putc(&b, '|'), 0);
	assert_int_equal(buf_putsw(&b, "", 0), 0);
	assert_string_equal(b.s, "  ab|ab  |abcdef|");
	buf_clear(&b);
	assert_int_equal(buf_putnumw(&b, 7, 3), 0);
	assert_int_equal(buf_putc(&b, '|'), 0);
	assert_int_equal(buf_putnumw(&b, -42, 5), 0);
	assert_int_equal(buf_putc(&b, '|'), 0);
	assert_int_equal(buf_putnumw(&b, -42, -5), 0);
	assert_int_equal(buf_putc(&b, '|'), 0);
	assert_int_equal(buf_putnumw(&b, 12345, 2), 0);
	assert_int_equal(buf_putc(&b, '|'), 0);
	assert_int_equal(buf_putnumw(&b, LLONG_MIN, 0), 0);
	assert_string_equal(b.s, "  7|  -42|-42  |12345|-9223372036854775808");
	buf_release(&b);
	/* no memory: as it was */
	mem_fail_after(0);
	assert_int_equal(buf_putsw(&b, "ab", 8), -1);
	assert_int_equal(buf_putnumw(&b, 5, -8), -1);
	mem_fail_after(-1);
	assert_null(b.s);
	assert_int_equal(b.len, 0);
}

/* The conversions written without vsnprintf give what printf gives;
 * the rest (flags, precision, other conversions) still go to it, and
 * nothing of a format begun the quick way is written twice. */
static void
test_printf_quick(void **state)
{
	struct buf b = BUF_INIT;
	char big[300];

	(void)state;
	assert_int_equal(buf_printf(&b, "%s|%5s|%-5s|%*s|%-*s|%*s|%1s", "ab",
	    "ab", "ab", 4, "ab", 4, "ab", -4, "ab", "abc"), 0);
	assert_string_equal(b.s, "ab|   ab|ab   |  ab|ab  |ab  |abc");
	buf_clear(&b);
	assert_int_equal(buf_printf(&b, "%d %i %ld %lld %u %lu %llu %zu %c %%",
	    -7, 0, -123456789L, LLONG_MIN, 4000000000u, 42ul, ULLONG_MAX,
	    (size_t)99, 'x'), 0);
	assert_string_equal(b.s, "-7 0 -123456789 -9223372036854775808 "
	    "4000000000 42 18446744073709551615 99 x %");
	buf_clear(&b);
	assert_int_equal(buf_printf(&b, "%d|%4u|%-4d|%*lld|", INT_MIN, 7u, -3,
	    6, -42LL), 0);
	assert_string_equal(b.s, "-2147483648|   7|-3  |   -42|");
	buf_clear(&b);
	assert_int_equal(buf_printf(&b, "plain 100%% sure"), 0);
	assert_string_equal(b.s, "plain 100% sure");
	assert_int_equal(b.len, 15);
	buf_clear(&b);
	/* what vsnprintf writes */
	assert_int_equal(buf_printf(&b, "%05d|%.2s|%+d|%x", 42, "abc", 5, 255),
	    0);
	assert_string_equal(b.s, "00042|ab|+5|ff");
	buf_clear(&b);
	assert_int_equal(buf_puts(&b, ">"), 0);
	assert_int_equal(buf_printf(&b, "%s then %03d", "a", 7), 0);
	assert_string_equal(b.s, ">a then 007");
	assert_int_equal(b.len, 11);
	buf_release(&b);
	/* no memory part way through: as it was */
	assert_int_equal(buf_puts(&b, "hello"), 0);
	memset(big, 'q', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	mem_fail_after(0);
	assert_int_equal(buf_printf(&b, "!%u%s", 12u, big), -1);
	mem_fail_after(-1);
	assert_string_equal(b.s, "hello");
	assert_int_equal(b.len, 5);
	buf_release(&b);
	/* a buffer with no memory keeps none when the first piece fits in
	 * one allocation and the next fails: a caller that gives up leaks
	 * nothing */
	mem_fail_after(1);
	assert_int_equal(buf_printf(&b, "%s: %s", "Ann", big), -1);
	mem_fail_after(-1);
	assert_null(b.s);
	assert_int_equal(b.len, 0);
	/* nor when the format goes on to vsnprintf, which then fails */
	mem_fail_after(1);
	assert_int_equal(buf_printf(&b, "%s %05d %s", "Ann", 7, big), -1);
	mem_fail_after(-1);
	assert_null(b.s);
	assert_int_equal(b.len, 0);
}

/* A format that fits in the room is written once; one that does not
 * leaves no trace of the try. */
static void
test_printf_room(void **state)
{
	struct buf b = BUF_INIT;
	size_t cap;

	(void)state;
	assert_int_equal(buf_reserve(&b, 10), 0);
	cap = b.cap;
	mem_fail_after(0);
	assert_int_equal(buf_printf(&b, "%d", 123), 0);
	assert_string_equal(b.s, "123");
	assert_int_equal(buf_printf(&b, "%0*d", (int)cap, 5), -1);
	mem_fail_after(-1);
	assert_string_equal(b.s, "123");
	assert_int_equal(b.len, 3);
	buf_release(&b);
}

static void
test_clear(void **state)
{
	struct buf b = BUF_INIT;
	size_t cap;
	char *s;

	(void)state;
	assert_int_equal(buf_puts(&b, "some text"), 0);
	cap = b.cap;
	s = b.s;
	buf_clear(&b);
	/* empty, memory kept */
	assert_int_equal(b.len, 0);
	assert_string_equal(b.s, "");
	assert_int_equal(b.cap, cap);
	assert_ptr_equal(b.s, s);
	assert_int_equal(buf_puts(&b, "new"), 0);
	assert_string_equal(b.s, "new");
	buf_release(&b);
}

static void
test_reserve(void **state)
{
	struct buf b = BUF_INIT;
	char *s;

	(void)state;
	assert_int_equal(buf_puts(&b, "ab"), 0);
	assert_int_equal(buf_reserve(&b, 100), 0);
	assert_true(b.cap >= b.len + 100 + 1);
	assert_string_equal(b.s, "ab");
	/* the room is there: 100 more bytes need no allocation */
	s = b.s;
	mem_fail_after(0);
	assert_int_equal(buf_add(&b, "0123456789012345678901234567890123456789"
	    "0123456789012345678901234567890123456789"
	    "01234567890123456789", 100), 0);
	mem_fail_after(-1);
	assert_ptr_equal(b.s, s);
	assert_int_equal(b.len, 102);
	buf_release(&b);
}

/* Room made in a buffer that had none is an empty string, not garbage:
 * an empty tag value is read that way. */
static void
test_reserve_fresh(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	assert_int_equal(buf_reserve(&b, 0), 0);
	assert_non_null(b.s);
	assert_string_equal(b.s, "");
	buf_clear(&b);
	assert_int_equal(buf_reserve(&b, 50), 0);
	assert_string_equal(b.s, "");
	buf_release(&b);
}

/* A size that cannot be: refused, content kept. */
static void
test_reserve_overflow(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	assert_int_equal(buf_puts(&b, "hello"), 0);
	assert_int_equal(buf_reserve(&b, SIZE_MAX - 5), -1);
	assert_int_equal(buf_reserve(&b, SIZE_MAX - 6), -1);
	assert_int_equal(buf_reserve(&b, SIZE_MAX / 2), -1);
	/* len + SIZE_MAX + 1 wraps round to len itself */
	assert_int_equal(buf_reserve(&b, SIZE_MAX), -1);
	assert_string_equal(b.s, "hello");
	assert_int_equal(b.len, 5);
	buf_release(&b);
}

static void
test_nomem(void **state)
{
	struct buf b = BUF_INIT;
	size_t cap;

	(void)state;
	assert_int_equal(buf_puts(&b, "hello"), 0);
	cap = b.cap;
	mem_fail_after(0);
	/* every way of appending past the room fails, keeping "hello" */
	assert_int_equal(buf_puts(&b, " wonderful world"), -1);
	assert_string_equal(b.s, "hello");
	assert_int_equal(b.len, 5);
	assert_int_equal(buf_add(&b, "0123456789abcdef", 16), -1);
	assert_string_equal(b.s, "hello");
	assert_int_equal(buf_printf(&b, "%s %d", "a long format", 12345), -1);
	assert_string_equal(b.s, "hello");
	assert_int_equal(b.len, 5);
	assert_int_equal(buf_reserve(&b, 1000), -1);
	assert_int_equal(b.cap, cap);
	/* what fits in the room still works */
	assert_true(cap >= 8);
	assert_int_equal(buf_putc(&b, '!'), 0);
	assert_string_equal(b.s, "hello!");
	mem_fail_after(-1);
	assert_int_equal(buf_puts(&b, " and then more"), 0);
	assert_string_equal(b.s, "hello! and then more");
	buf_release(&b);
}

/* An empty buf that cannot get memory stays empty. */
static void
test_nomem_empty(void **state)
{
	struct buf b = BUF_INIT;

	(void)state;
	mem_fail_after(0);
	assert_int_equal(buf_putc(&b, 'x'), -1);
	assert_int_equal(buf_printf(&b, "%d", 1), -1);
	mem_fail_after(-1);
	assert_null(b.s);
	assert_int_equal(b.len, 0);
	assert_int_equal(b.cap, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_init, teardown),
		cmocka_unit_test_teardown(test_add, teardown),
		cmocka_unit_test_teardown(test_add_empty, teardown),
		cmocka_unit_test_teardown(test_growth, teardown),
		cmocka_unit_test_teardown(test_printf, teardown),
		cmocka_unit_test_teardown(test_putnum, teardown),
		cmocka_unit_test_teardown(test_fields, teardown),
		cmocka_unit_test_teardown(test_printf_room, teardown),
		cmocka_unit_test_teardown(test_printf_quick, teardown),
		cmocka_unit_test_teardown(test_clear, teardown),
		cmocka_unit_test_teardown(test_reserve, teardown),
		cmocka_unit_test_teardown(test_reserve_fresh, teardown),
		cmocka_unit_test_teardown(test_reserve_overflow, teardown),
		cmocka_unit_test_teardown(test_nomem, teardown),
		cmocka_unit_test_teardown(test_nomem_empty, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
