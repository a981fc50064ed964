/*
 * test_text: UTF-8 sequences (valid 1-4 byte forms at their boundaries,
 * overlong forms, surrogates, code points past U+10FFFF, truncated and
 * broken sequences), validity with the offset of the first bad byte, and
 * columns (one per character, one per stray byte).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "text.h"

/* utf8_seq over the whole of a string literal. */
#define SEQ(s)	utf8_seq((s), sizeof(s) - 1)

static void
test_seq_valid(void **state)
{
	(void)state;
	assert_int_equal(SEQ("A"), 1);
	assert_int_equal(utf8_seq("\0", 1), 1);		/* U+0000 */
	assert_int_equal(SEQ("\x7f"), 1);		/* U+007F */
	assert_int_equal(SEQ("\xc2\x80"), 2);		/* U+0080 */
	assert_int_equal(SEQ("\xc3\xa9"), 2);		/* é */
	assert_int_equal(SEQ("\xdf\xbf"), 2);		/* U+07FF */
	assert_int_equal(SEQ("\xe0\xa0\x80"), 3);	/* U+0800 */
	assert_int_equal(SEQ("\xe2\x82\xac"), 3);	/* € */
	assert_int_equal(SEQ("\xed\x9f\xbf"), 3);	/* U+D7FF */
	assert_int_equal(SEQ("\xee\x80\x80"), 3);	/* U+E000 */
	assert_int_equal(SEQ("\xef\xbf\xbf"), 3);	/* U+FFFF */
	assert_int_equal(SEQ("\xf0\x90\x80\x80"), 4);	/* U+10000 */
	assert_int_equal(SEQ("\xf0\x9f\x98\x80"), 4);	/* 😀 */
	assert_int_equal(SEQ("\xf4\x8f\xbf\xbf"), 4);	/* U+10FFFF */
	/* only the first sequence counts */
	assert_int_equal(SEQ("ab"), 1);
	assert_int_equal(SEQ("\xc3\xa9z"), 2);
	assert_int_equal(SEQ("\xe2\x82\xac\xe2\x82\xac"), 3);
}

static void
test_seq_overlong(void **state)
{
	(void)state;
	assert_int_equal(SEQ("\xc0\x80"), 0);		/* U+0000 in 2 */
	assert_int_equal(SEQ("\xc0\xaf"), 0);		/* '/' in 2 */
	assert_int_equal(SEQ("\xc1\xbf"), 0);		/* U+007F in 2 */
	assert_int_equal(SEQ("\xe0\x80\x80"), 0);	/* U+0000 in 3 */
	assert_int_equal(SEQ("\xe0\x9f\xbf"), 0);	/* U+07FF in 3 */
	assert_int_equal(SEQ("\xf0\x80\x80\x80"), 0);	/* U+0000 in 4 */
	assert_int_equal(SEQ("\xf0\x8f\xbf\xbf"), 0);	/* U+FFFF in 4 */
}

static void
test_seq_surrogates(void **state)
{
	(void)state;
	assert_int_equal(SEQ("\xed\xa0\x80"), 0);	/* U+D800 */
	assert_int_equal(SEQ("\xed\xad\xbf"), 0);	/* U+DB7F */
	assert_int_equal(SEQ("\xed\xb0\x80"), 0);	/* U+DC00 */
	assert_int_equal(SEQ("\xed\xbf\xbf"), 0);	/* U+DFFF */
}

static void
test_seq_too_big(void **state)
{
	(void)state;
	assert_int_equal(SEQ("\xf4\x90\x80\x80"), 0);	/* U+110000 */
	assert_int_equal(SEQ("\xf4\xbf\xbf\xbf"), 0);
	assert_int_equal(SEQ("\xf5\x80\x80\x80"), 0);
	assert_int_equal(SEQ("\xf7\xbf\xbf\xbf"), 0);
	assert_int_equal(SEQ("\xf8\x88\x80\x80\x80"), 0);	/* 5 bytes */
	assert_int_equal(SEQ("\xfc\x84\x80\x80\x80\x80"), 0);	/* 6 bytes */
	assert_int_equal(SEQ("\xfe"), 0);
	assert_int_equal(SEQ("\xff"), 0);
}

static void
test_seq_truncated(void **state)
{
	(void)state;
	assert_int_equal(utf8_seq("", 0), 0);
	assert_int_equal(SEQ("\xc3"), 0);
	assert_int_equal(SEQ("\xe2\x82"), 0);
	assert_int_equal(SEQ("\xe2"), 0);
	assert_int_equal(SEQ("\xf0\x9f\x98"), 0);
	/* n is the limit, whatever follows in memory */
	assert_int_equal(utf8_seq("\xe2\x82\xac", 2), 0);
	assert_int_equal(utf8_seq("\xf0\x9f\x98\x80", 3), 0);
	assert_int_equal(utf8_seq("A", 0), 0);
}

static void
test_seq_broken(void **state)
{
	(void)state;
	/* continuation bytes without a lead */
	assert_int_equal(SEQ("\x80"), 0);
	assert_int_equal(SEQ("\xbf\x80"), 0);
	/* a lead byte followed by a non-continuation */
	assert_int_equal(SEQ("\xc3\x41"), 0);
	assert_int_equal(SEQ("\xc3\xc3\xa9"), 0);
	assert_int_equal(SEQ("\xe2\x28\xa1"), 0);
	assert_int_equal(SEQ("\xe2\x82\x28"), 0);
	assert_int_equal(SEQ("\xf0\x9f\x98\x41"), 0);
	assert_int_equal(SEQ("\xf0\x28\x8c\xbc"), 0);
}

static void
test_valid(void **state)
{
	size_t bad = 77;

	(void)state;
	assert_int_equal(utf8_valid("", 0, &bad), 1);
	assert_int_equal(utf8_valid("plain", 5, &bad), 1);
	assert_int_equal(utf8_valid("h\xc3\xa9llo \xe2\x82\xac \xf0\x9f\x98\x80",
	    15, &bad), 1);
	assert_int_equal(utf8_valid("a\0b", 3, &bad), 1);
	assert_int_equal(utf8_valid("x", 1, NULL), 1);
}

static void
test_valid_bad_offset(void **state)
{
	size_t bad;

	(void)state;
	bad = 99;
	assert_int_equal(utf8_valid("ab\xc3(", 4, &bad), 0);
	assert_int_equal(bad, 2);
	bad = 99;
	assert_int_equal(utf8_valid("\xff", 1, &bad), 0);
	assert_int_equal(bad, 0);
	bad = 99;
	/* the offset is in bytes: é before the bad byte counts 2 */
	assert_int_equal(utf8_valid("\xc3\xa9\xed\xa0\x80", 5, &bad), 0);
	assert_int_equal(bad, 2);
	bad = 99;
	assert_int_equal(utf8_valid("ok\xe2\x82", 4, &bad), 0);	/* cut */
	assert_int_equal(bad, 2);
	bad = 99;
	/* the sequence would be whole past n */
	assert_int_equal(utf8_valid("ok\xe2\x82\xac", 4, &bad), 0);
	assert_int_equal(bad, 2);
	bad = 99;
	assert_int_equal(utf8_valid("abc\xc0\x80z", 6, &bad), 0);
	assert_int_equal(bad, 3);
	bad = 99;
	/* the first bad byte, not a later one */
	assert_int_equal(utf8_valid("a\x80\xff", 3, &bad), 0);
	assert_int_equal(bad, 1);
	/* bad may be NULL */
	assert_int_equal(utf8_valid("\xff", 1, NULL), 0);
}

static void
test_cols(void **state)
{
	(void)state;
	assert_int_equal(text_cols("", 0), 0);
	assert_int_equal(text_cols("kanga", 5), 5);
	assert_int_equal(text_cols("kanga", 2), 2);
	assert_int_equal(text_cols("h\xc3\xa9llo", 6), 5);
	assert_int_equal(text_cols("\xf0\x9f\x98\x80\xe2\x82\xac" "a", 8), 3);
	assert_int_equal(text_cols("\t", 1), 1);
	/* stray bytes count one each */
	assert_int_equal(text_cols("\xff\xfe", 2), 2);
	assert_int_equal(text_cols("\xe2\x82", 2), 2);
	assert_int_equal(text_cols("a\xc3", 2), 2);
	assert_int_equal(text_cols("\xed\xa0\x80", 3), 3);
	assert_int_equal(text_cols("\xc0\x80" "b", 3), 3);
	/* a sequence cut by n: its bytes are stray */
	assert_int_equal(text_cols("\xe2\x82\xac", 2), 2);
}

#define PLAIN(s)	yaml_plain_safe(s, strlen(s))

/* Plain where every YAML reader reads the same string back; else to be
 * quoted.  Each refusal below is a string PyYAML (YAML 1.1) or a YAML
 * 1.2 reader takes for something else, or cannot take plain at all. */
static void
test_yaml_plain(void **state)
{
	(void)state;
	assert_true(PLAIN("Ann"));
	assert_true(PLAIN("Ana Mar\xc3\xad" "a"));
	assert_true(PLAIN("target=30"));
	assert_true(PLAIN("O'Brien"));
	assert_true(PLAIN("a.b/c-d_e+f"));
	assert_true(PLAIN("\xc3\xa9t\xc3\xa9"));	/* a non-ASCII letter first */
	/* booleans and nulls of YAML 1.1, any case */
	assert_false(PLAIN("No"));
	assert_false(PLAIN("NO"));
	assert_false(PLAIN("yes"));
	assert_false(PLAIN("On"));
	assert_false(PLAIN("off"));
	assert_false(PLAIN("y"));
	assert_false(PLAIN("N"));
	assert_false(PLAIN("true"));
	assert_false(PLAIN("False"));
	assert_false(PLAIN("null"));
	assert_false(PLAIN("Null"));
	/* but words that only begin like them are strings */
	assert_true(PLAIN("Nora"));
	assert_true(PLAIN("yes-man"));
	/* numbers, dates, specials: they do not start with a letter */
	assert_false(PLAIN("007"));
	assert_false(PLAIN("0x1F"));
	assert_false(PLAIN("1e3"));
	assert_false(PLAIN("1:20"));
	assert_false(PLAIN("2001-12-14"));
	assert_false(PLAIN(".inf"));
	assert_false(PLAIN("~"));
	assert_false(PLAIN("-1"));
	assert_false(PLAIN("<<"));
	/* indicators and blanks a plain scalar cannot hold */
	assert_false(PLAIN(""));
	assert_false(PLAIN("Paris, France"));
	assert_false(PLAIN("a: b"));
	assert_false(PLAIN("a #b"));
	assert_false(PLAIN("Ann "));
	assert_false(PLAIN("Ann  Bob"));
	assert_false(PLAIN("a\tb"));
	assert_false(PLAIN("say \"hi\""));
	assert_false(PLAIN("[x]"));
	/* a no-break space, a BOM, a line separator: readers change them */
	assert_false(PLAIN("a\xc2\xa0" "b"));
	assert_false(PLAIN("a\xef\xbb\xbf"));
	assert_false(PLAIN("a\xe2\x80\xa8"));
	/* invalid UTF-8 */
	assert_false(PLAIN("a\xff"));
}

/* text_escape into a buffer, and back. */
static void
esc(const char *s, const char *want)
{
	char out[256], back[256];
	size_t n;

	text_escape_str(out, sizeof(out), s);
	assert_string_equal(out, want);
	n = strlen(out);
	memcpy(back, out, n);
	assert_int_equal(text_unescape(back, &n), 0);
	back[n] = '\0';
	assert_string_equal(back, s);
}

static void
test_escape(void **state)
{
	(void)state;
	esc("plain/name.rec", "plain/name.rec");
	/* UTF-8 as it is */
	esc("caf\xc3\xa9 \xe2\x82\xac", "caf\xc3\xa9 \xe2\x82\xac");
	esc("a\033[31mb", "a\\033[31mb");
	esc("a\nb\tc\r", "a\\012b\\011c\\015");
	esc("\x01\x1f\x7f", "\\001\\037\\177");
	esc("back\\slash", "back\\\\slash");
	esc("\\033", "\\\\033");			/* the text \033 is not ESC */
	esc("\xc2\x9b[2J", "\\302\\233[2J");		/* C1 CSI */
	esc("\xc2\xa0", "\xc2\xa0");			/* U+00A0 is no control */
	esc("\xff\xc3(", "\\377\\303(");		/* stray bytes */
	esc("\xe2\x82", "\\342\\202");		/* a cut sequence */
	esc("", "");
}

static void
test_escape_cut(void **state)
{
	char out[64];

	(void)state;
	/* whole escapes and whole characters, or nothing more */
	text_escape_str(out, 8, "a\033bcdef");
	assert_string_equal(out, "a\\033bc");
	text_escape_str(out, 4, "a\033b");
	assert_string_equal(out, "a");
	text_escape_str(out, 4, "ab\xc3\xa9");
	assert_string_equal(out, "ab");
	text_escape_str(out, 1, "abc");
	assert_string_equal(out, "");
}

static void
put_buf(void *ctx, const char *s, size_t n)
{
	strncat(ctx, s, n);
}

static void
test_escape_also(void **state)
{
	char out[64] = "";

	(void)state;
	text_escape("No: such\\\n", ":", put_buf, out);
	assert_string_equal(out, "No\\072 such\\\\\\012");
}

static void
test_unescape_bad(void **state)
{
	static const char *const bad[] = {
		"a\\", "\\0", "\\01", "\\000", "\\400", "\\8", "\\q",
		"\\x1b", "\\n", NULL
	};
	char buf[16];
	size_t i, n;

	(void)state;
	for (i = 0; bad[i] != NULL; i++) {
		n = strlen(bad[i]);
		memcpy(buf, bad[i], n);
		assert_int_equal(text_unescape(buf, &n), -1);
	}
	n = 10;
	memcpy(buf, "\\101\\\\\\377", 10);
	assert_int_equal(text_unescape(buf, &n), 0);
	assert_int_equal(n, 3);
	assert_memory_equal(buf, "A\\\xff", 3);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_seq_valid),
		cmocka_unit_test(test_seq_overlong),
		cmocka_unit_test(test_seq_surrogates),
		cmocka_unit_test(test_seq_too_big),
		cmocka_unit_test(test_seq_truncated),
		cmocka_unit_test(test_seq_broken),
		cmocka_unit_test(test_valid),
		cmocka_unit_test(test_valid_bad_offset),
		cmocka_unit_test(test_cols),
		cmocka_unit_test(test_yaml_plain),
		cmocka_unit_test(test_escape),
		cmocka_unit_test(test_escape_cut),
		cmocka_unit_test(test_escape_also),
		cmocka_unit_test(test_unescape_bad),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
