/*
 * test_yscalar: a YAML scalar's value worked out again from its source
 * text.  Each form by hand (the values worked out from YAML 1.1's rules
 * for escapes, folding and chomping), the forms it declines, and a
 * property test: for scalars made at random, whatever it gives is what
 * libyaml reads, and it declines none of the forms it says it reads.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>
#include <yaml.h>

#include "buf.h"
#include "mem.h"
#include "yscalar.h"

/* The value of the scalar src as yscalar_decode gives it: its return
 * value, and the value in *out (len in *n). */
static int
decode(const char *src, struct buf *out)
{
	buf_clear(out);
	return yscalar_decode(src, strlen(src), out);
}

static void
expect(const char *src, const char *want, size_t wlen)
{
	struct buf b = BUF_INIT;

	if (decode(src, &b) != 1)
		fail_msg("declined: [%s]", src);
	if (b.len != wlen || memcmp(b.s, want, wlen) != 0)
		fail_msg("[%s] gave [%.*s] (%zu bytes), not [%.*s]", src,
		    (int)b.len, b.s, b.len, (int)wlen, want);
	/* and yscalar_is says so, without a copy; one byte less is not */
	assert_true(yscalar_is(src, strlen(src), want, wlen));
	if (wlen > 0)
		assert_false(yscalar_is(src, strlen(src), want, wlen - 1));
	buf_release(&b);
}

#define EXPECT(src, want)	expect(src, want, sizeof(want) - 1)

static void
declined(const char *src)
{
	struct buf b = BUF_INIT;

	if (decode(src, &b) != 0)
		fail_msg("not declined: [%s]", src);
	buf_release(&b);
}

static void
test_double_quoted(void **state)
{
	(void)state;
	EXPECT("\"a\"", "a");
	EXPECT("\"\"", "");
	/* the one-letter escapes */
	EXPECT("\"\\a\\b\\t\\n\\v\\f\\r\\e\"", "\a\b\t\n\v\f\r\033");
	EXPECT("\"\\ \\\"\\/\\\\\\'\"", " \"/\\'");
	EXPECT("\"\\\t\"", "\t");
	EXPECT("\"x\\0y\"", "x\0y");
	/* the Unicode ones: U+0085, U+00A0, U+2028, U+2029 in UTF-8 */
	EXPECT("\"\\N\\_\\L\\P\"", "\xc2\x85\xc2\xa0\xe2\x80\xa8\xe2\x80\xa9");
	/* by number: 'A', U+00E9, U+1F600 */
	EXPECT("\"\\x41\\u00e9\\U0001F600\"", "A\xc3\xa9\xf0\x9f\x98\x80");
	EXPECT("\"\\u00E9\"", "\xc3\xa9");
	/* blanks inside are kept, at both ends too */
	EXPECT("\"  a \t b  \"", "  a \t b  ");
}

static void
test_folding(void **state)
{
	(void)state;
	/* one break is a space; the blanks around it go */
	EXPECT("\"a\n  b\"", "a b");
	EXPECT("\"a  \n  b\"", "a b");
	EXPECT("\"a\r\n b\"", "a b");
	EXPECT("\"a\r b\"", "a b");
	/* n breaks are n - 1 newlines */
	EXPECT("\"a\n\n  b\"", "a\nb");
	EXPECT("\"a\n  \n\n b\"", "a\n\nb");
	/* a break first, or last */
	EXPECT("\"\n a\"", " a");
	EXPECT("\"a\n\"", "a ");
	/* an escaped break joins with nothing; the blanks before the '\'
	 * stay, those after the break go */
	EXPECT("\"a\\\n   b\"", "ab");
	EXPECT("\"a \\\n b\"", "a b");
	EXPECT("\"a\\\n\n b\"", "a\nb");
	/* single quotes: a doubled quote is one, no escapes, the same
	 * folding */
	EXPECT("'it''s'", "it's");
	EXPECT("'\\a'", "\\a");
	EXPECT("'a\n  b\n\n c'", "a b\nc");
	/* plain */
	EXPECT("a", "a");
	EXPECT("a b", "a b");
	EXPECT("a\n  b\n\n  c", "a b\nc");
	EXPECT("a  \n\t b", "a b");
}

static void
test_properties(void **state)
{
	(void)state;
	/* an anchor or a tag before the value is not in it */
	EXPECT("&x \"\\a\"", "\a");
	EXPECT("!!str a", "a");
	EXPECT("&x !!str\n  'b'", "b");
	EXPECT("!<tag:yaml.org,2002:str> c", "c");
}

static void
test_block(void **state)
{
	(void)state;
	/* literal: lines less the indentation, each break kept; the last
	 * clipped to one, stripped, or kept with the empty lines after */
	EXPECT("|\n  a\n  b\n", "a\nb\n");
	EXPECT("|\n  a\n  b\n\n\n", "a\nb\n");
	EXPECT("|-\n  a\n  b\n\n", "a\nb");
	EXPECT("|+\n  a\n\n\n", "a\n\n\n");
	EXPECT("|\n  a", "a");
	EXPECT("|  # a comment\n  a\n", "a\n");
	/* leading empty lines, and lines more indented */
	EXPECT("|\n\n  a\n", "\na\n");
	EXPECT("|\n  a\n    b\n  c\n", "a\n  b\nc\n");
	/* an empty line of fewer spaces, and one of more (its spaces past
	 * the indentation are content) */
	EXPECT("|\n  a\n \n  b\n", "a\n\nb\n");
	EXPECT("|\n  a\n     \n  b\n", "a\n   \nb\n");
	/* folded: a break between two lines with no blank first is a
	 * space, or nothing when empty lines follow it (they are newlines);
	 * around a more indented line the breaks stay */
	EXPECT(">\n  a\n  b\n", "a b\n");
	EXPECT(">\n  a\n\n  b\n", "a\nb\n");
	EXPECT(">\n  a\n\n\n  b\n", "a\n\nb\n");
	EXPECT(">\n  a\n    b\n  c\n", "a\n  b\nc\n");
	EXPECT(">-\n  a\n  b\n", "a b");
	EXPECT(">\n  a\tb\n  c\n", "a\tb c\n");
	EXPECT(">\n   a\n   b\n", "a b\n");
}

static void
test_declined(void **state)
{
	(void)state;
	/* an indentation indicator counts from the parent's, unknown
	 * here */
	declined("|2\n  a\n");
	declined(">1-\n  a\n");
	/* Unicode line breaks: NEL, LS, PS */
	declined("\"a\xc2\x85" "b\"");
	declined("\"a\xe2\x80\xa8" "b\"");
	declined("a\xe2\x80\xa9" "b");
	/* what no scalar's source is */
	declined("");
	declined("\"a");
	declined("\"a\"b\"");
	declined("'a'b'");
	declined("\"\\q\"");
	declined("\"\\x4\"");
	declined("\"\\uD800\"");
	declined("\"\\U00110000\"");
	declined("*alias");
	declined("|\n");
	declined(" a");
	declined("a ");
	/* but a value it cannot give is a decline, never a wrong one */
	assert_false(yscalar_is("\"ab\"", 4, "a", 1));
	assert_false(yscalar_is("\"a\"", 3, "ab", 2));
}

static void
test_out_of_memory(void **state)
{
	struct buf b = BUF_INIT;
	int k, rv = -1;

	(void)state;
	for (k = 0; rv < 0; k++) {
		buf_release(&b);
		mem_fail_after(k);
		rv = yscalar_decode("\"\\a\\x41 b\"", 10, &b);
		mem_fail_after(-1);
		assert_true(rv == -1 || rv == 1);
	}
	assert_int_equal(b.len, 4);
	assert_memory_equal(b.s, "\aA b", 4);
	buf_release(&b);
}

/*
 * The property test.  Scalars are made at random in each form, put in
 * a document as a sequence's entry, and read by libyaml; the scalar's
 * source is found from its marks (all ASCII, so a mark's index is a byte
 * offset).
 */
static uint64_t seed = 0x9e3779b97f4a7c15u;

static unsigned
rnd(unsigned n)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return (unsigned)(seed % n);
}

static void
add(struct buf *b, const char *s)
{
	assert_int_equal(buf_puts(b, s), 0);
}

/* Text for inside a flow scalar of quote q (0: plain) on one line:
 * words, blanks, escapes.  A plain one starts and ends with a letter. */
static void
flow_run(struct buf *b, char q)
{
	static const char *const esc[] = {
		"\\a", "\\t", "\\n", "\\\"", "\\\\", "\\x41", "\\u00e9",
		"\\U0001F600", "\\N", "\\L", "\\ ", "\\/", "\\0"
	};
	unsigned k, n = 1 + rnd(4);

	for (k = 0; k < n; k++) {
		switch (rnd(q == '"' ? 5 : 4)) {
		case 0:
		case 1:
			add(b, rnd(2) ? "ab" : "x");
			break;
		case 2:
			if (q != 0 || k + 1 < n)
				add(b, rnd(2) ? " " : " \t ");
			else
				add(b, "y");
			break;
		case 3:
			add(b, q == '\'' ? "''" : q == 0 ? "z-z" : "c");
			break;
		default:
			add(b, esc[rnd(sizeof(esc) / sizeof(esc[0]))]);
			break;
		}
	}
}

/* A flow scalar over one or more lines, as a block sequence's entry. */
static void
make_flow(struct buf *b, char q)
{
	unsigned k, lines = 1 + rnd(4);

	add(b, "- ");
	if (rnd(5) == 0)
		add(b, "&a ");
	if (q != 0)
		assert_int_equal(buf_putc(b, q), 0);
	for (k = 0; k < lines; k++) {
		if (k > 0) {
			if (q == '"' && rnd(4) == 0)
				add(b, "\\");
			else if (rnd(3) == 0)
				add(b, rnd(2) ? " " : "\t");
			add(b, rnd(4) == 0 ? "\n\n" : rnd(8) == 0 ?
			    "\r\n" : "\n");
			add(b, rnd(2) ? "  " : "   ");
		}
		if (q == 0)
			add(b, "p");	/* a letter first, on every line */
		flow_run(b, q);
		if (q == 0)
			add(b, "q");	/* and last */
	}
	if (q != 0)
		assert_int_equal(buf_putc(b, q), 0);
	add(b, "\n");
}

/* A block scalar as a block sequence's entry: its lines indented 2 or
 * more, empty lines among them. */
static void
make_block(struct buf *b)
{
	static const char *const head[] = { "|", "|-", "|+", ">", ">-", ">+" };
	unsigned k, lines = 1 + rnd(6), ind = 2 + rnd(2), sp;

	add(b, "- ");
	add(b, head[rnd(6)]);
	if (rnd(6) == 0)
		add(b, " # c");
	add(b, "\n");
	if (rnd(4) == 0)
		add(b, "\n");
	for (k = 0; k < lines; k++) {
		if (k > 0 && rnd(4) == 0) {
			/* an empty line, of a few spaces */
			for (sp = rnd(ind + 3); sp > 0; sp--)
				add(b, " ");
			add(b, "\n");
		}
		for (sp = ind + (k > 0 && rnd(4) == 0 ? 2 : 0); sp > 0; sp--)
			add(b, " ");
		if (rnd(5) == 0)
			add(b, rnd(2) ? " " : "\t");
		add(b, rnd(2) ? "ab" : "a b\tc");
		add(b, "\n");
	}
	if (rnd(3) == 0)
		add(b, "\n");
}

static void
test_against_libyaml(void **state)
{
	struct buf doc = BUF_INIT, out = BUF_INIT;
	unsigned k, tried = 0, read = 0;
	yaml_parser_t p;
	yaml_event_t ev;
	int form, done, rv;

	(void)state;
	for (k = 0; k < 30000; k++) {
		buf_clear(&doc);
		add(&doc, "x:\n");
		form = (int)rnd(4);
		if (form == 3)
			make_block(&doc);
		else
			make_flow(&doc, form == 0 ? 0 : form == 1 ? '\'' : '"');
		add(&doc, "- end\n");
		assert_int_equal(yaml_parser_initialize(&p), 1);
		yaml_parser_set_input_string(&p,
		    (const unsigned char *)doc.s, doc.len);
		done = 0;
		while (!done) {
			if (!yaml_parser_parse(&p, &ev))
				break;	/* not YAML: nothing to check */
			done = ev.type == YAML_STREAM_END_EVENT;
			if (ev.type == YAML_SCALAR_EVENT &&
			    ev.start_mark.line >= 1 &&
			    strcmp((char *)ev.data.scalar.value, "end") != 0) {
				size_t from = ev.start_mark.index;
				size_t to = ev.end_mark.index;
				const char *v = (const char *)
				    ev.data.scalar.value;
				size_t vn = ev.data.scalar.length;

				tried++;
				buf_clear(&out);
				rv = yscalar_decode(doc.s + from, to - from,
				    &out);
				if (rv == 1 && (out.len != vn ||
				    memcmp(out.s, v, vn) != 0))
					fail_msg("[%.*s] gave [%.*s], libyaml "
					    "[%.*s]", (int)(to - from),
					    doc.s + from, (int)out.len, out.s,
					    (int)vn, v);
				if (rv != 1)
					fail_msg("declined [%.*s]",
					    (int)(to - from), doc.s + from);
				assert_int_equal(yscalar_is(doc.s + from,
				    to - from, v, vn), 1);
				read++;
			}
			yaml_event_delete(&ev);
		}
		yaml_parser_delete(&p);
	}
	/* most of what was made is YAML */
	assert_true(tried > 25000);
	assert_int_equal(read, tried);
	buf_release(&doc);
	buf_release(&out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_double_quoted),
		cmocka_unit_test(test_folding),
		cmocka_unit_test(test_properties),
		cmocka_unit_test(test_block),
		cmocka_unit_test(test_declined),
		cmocka_unit_test(test_out_of_memory),
		cmocka_unit_test(test_against_libyaml),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
