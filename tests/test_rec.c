/*
 * test_rec: the movetext stream: items from a source and items holding
 * their text, walked back in order with their words, numbers and
 * positions; comments inside a ply and among turns; a large movetext
 * packed (and what it costs); YAML's comments put in place, inside packs
 * too; a turn put before its actions; a record made to hold its own.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "rec.h"
#include "src.h"

/* What a walk shows, one line an item: "P0 1. a b" (ply 0, its number
 * if any, its words), "T name", "C2 text" (a comment after 2 plies). */
static char *
walk(const struct record *r)
{
	struct rec_iter it;
	struct buf b = BUF_INIT;
	size_t k;
	int rv;

	assert_int_equal(buf_reserve(&b, 0), 0);
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		switch (it.kind) {
		case REC_PLY:
			assert_int_equal(buf_printf(&b, "P%zu", it.ply), 0);
			if (it.dots)
				assert_int_equal(buf_printf(&b, " %ld%s", it.num,
				    it.dots == 3 ? "..." : "."), 0);
			for (k = 0; k < it.nw; k++)
				assert_int_equal(buf_printf(&b, " %.*s",
				    (int)it.w[k].len, it.w[k].s), 0);
			break;
		case REC_TURN:
			assert_int_equal(buf_printf(&b, "T %s", it.text.s), 0);
			break;
		case REC_COMMENT:
			assert_int_equal(buf_printf(&b, "C%zu %s", it.ply,
			    it.text.s), 0);
			break;
		}
		assert_int_equal(buf_putc(&b, '\n'), 0);
	}
	assert_int_equal(rv, 0);
	rec_iter_release(&it);
	return b.s;
}

static void
check_walk(const struct record *r, const char *want)
{
	char *got = walk(r);

	assert_string_equal(got, want);
	free(got);
}

/* The offset of the n-th (from 0) occurrence of w in s. */
static size_t
at(const char *s, const char *w, int n)
{
	const char *p = s;

	for (;;) {
		p = strstr(p, w);
		assert_non_null(p);
		if (n-- == 0)
			return (size_t)(p - s);
		p++;
	}
}

/* Items from a source, as the notation reader makes them: numbers,
 * words, a comment inside a ply and after it, positions from the bytes;
 * and the same walk once the record holds its own. */
static void
test_from_source(void **state)
{
	static const char text[] =
	    "[Game \"x\"]\n"
	    "1. A d5 {in} h1\n"
	    "  2...c3 {after} # hash \n"
	    "Ann: roll\n";
	struct src s;
	struct record r;
	struct rec_iter it;
	struct rec_word w;
	struct pos p;

	(void)state;
	assert_int_equal(src_open_string(&s, "t", text), 0);
	rec_init(&r);
	rec_from(&r, &s, 0, (struct pos){ 1, 1 });
	assert_int_equal(rec_src_number(&r, at(text, "1.", 0), 2), 0);
	assert_int_equal(rec_src_word(&r, at(text, "A", 0), 1, 0), 0);
	assert_int_equal(rec_src_word(&r, at(text, "d5", 0), 2, 0), 0);
	assert_int_equal(rec_src_comment(&r, at(text, "{in}", 0), 4), 0);
	assert_int_equal(rec_src_word(&r, at(text, "h1", 0), 2, 0), 0);
	assert_int_equal(rec_src_number(&r, at(text, "2...", 0), 4), 0);
	assert_int_equal(rec_src_word(&r, at(text, "c3", 0), 2, 0), 0);
	assert_int_equal(rec_src_comment(&r, at(text, "{after}", 0), 7), 0);
	assert_int_equal(rec_src_comment(&r, at(text, "# hash", 0), 8), 0);
	assert_int_equal(rec_src_turn(&r, at(text, "Ann", 0), 3), 0);
	assert_int_equal(rec_src_word(&r, at(text, "roll", 0), 4, 1), 0);
	assert_int_equal(r.nplies, 3);
	assert_int_equal(r.nwords, 5);
	assert_int_equal(r.ncomments, 3);
	assert_int_equal(r.nturns, 1);
	check_walk(&r,
	    "P0 1. A d5 h1\n"
	    "C1 in\n"
	    "P1 2... c3\n"
	    "C2 after\n"
	    "C2 hash\n"
	    "T Ann\n"
	    "P2 roll\n");
	/* positions: h1 at 2:14, the number 2... at 3:3, "# hash" at 3:18 */
	rec_iter_init(&it, &r);
	assert_int_equal(rec_iter_next(&it), 1);
	w = rec_iter_word(&it, 2);
	p = rec_where(&r, &w);
	assert_int_equal(p.line, 2);
	assert_int_equal(p.col, 14);
	assert_int_equal(rec_iter_next(&it), 1);	/* {in} */
	assert_int_equal(rec_iter_next(&it), 1);
	p = rec_where(&r, &it.numw);
	assert_int_equal(p.line, 3);
	assert_int_equal(p.col, 3);
	assert_int_equal(rec_iter_next(&it), 1);	/* {after} */
	assert_int_equal(rec_iter_next(&it), 1);
	p = rec_where(&r, &it.text);
	assert_int_equal(p.line, 3);
	assert_int_equal(p.col, 18);
	rec_iter_release(&it);
	/* held: the same walk, the same places, the source gone */
	assert_int_equal(rec_own(&r), 0);
	src_close(&s);
	r.src = NULL;
	check_walk(&r,
	    "P0 1. A d5 h1\n"
	    "C1 in\n"
	    "P1 2... c3\n"
	    "C2 after\n"
	    "C2 hash\n"
	    "T Ann\n"
	    "P2 roll\n");
	rec_iter_init(&it, &r);
	assert_int_equal(rec_iter_next(&it), 1);
	w = rec_iter_word(&it, 2);
	p = rec_where(&r, &w);
	assert_int_equal(p.line, 2);
	assert_int_equal(p.col, 14);
	rec_iter_release(&it);
	rec_release(&r);
}

/* Comments standing before turns come before them, whatever their
 * order among them, as the writers put them. */
static void
test_turns_and_comments(void **state)
{
	struct record r;
	struct pos none = { 0, 0 };

	(void)state;
	rec_init(&r);
	assert_int_equal(rec_add_turn(&r, "Ann", 3, none), 0);
	assert_int_equal(rec_add_ply(&r, 0, 0, none), 0);
	assert_int_equal(rec_add_word(&r, "roll", 4, none), 0);
	assert_int_equal(rec_add_turn(&r, "Bob", 3, none), 0);
	assert_int_equal(rec_add_comment(&r, "c1", 2, none), 0);
	assert_int_equal(rec_add_turn(&r, "Cy", 2, none), 0);
	assert_int_equal(rec_add_comment(&r, "c2", 2, none), 0);
	assert_int_equal(rec_add_ply(&r, 0, 0, none), 0);
	assert_int_equal(rec_add_word(&r, "stop", 4, none), 0);
	check_walk(&r,
	    "T Ann\n"
	    "P0 roll\n"
	    "C1 c1\n"
	    "C1 c2\n"
	    "T Bob\n"
	    "T Cy\n"
	    "P1 stop\n");
	rec_release(&r);
}

/* A held word opening a ply is one item, walked as a ply and its word
 * were; a comment's text from src (rec_src_text) stands where it is
 * added, though its bytes come before the last item's. */
static void
test_open_and_text(void **state)
{
	const char *text = "roll 1 {note} stop";
	struct src s;
	struct record r;
	struct pos none = { 0, 0 };

	(void)state;
	assert_int_equal(src_open_string(&s, "t", text), 0);
	rec_init(&r);
	rec_from(&r, &s, 0, (struct pos){ 1, 1 });
	assert_int_equal(rec_add_turn(&r, "Ann", 3, none), 0);
	assert_int_equal(rec_add_open(&r, "keep", 4, none), 0);
	assert_int_equal(rec_add_word(&r, "66", 2, none), 0);
	assert_int_equal(rec_src_word(&r, 0, 4, 1), 0);
	assert_int_equal(rec_src_word(&r, 5, 1, 0), 0);
	assert_int_equal(rec_src_word(&r, 14, 4, 1), 0);
	assert_int_equal(rec_src_text(&r, 8, 4), 0);
	assert_int_equal(rec_add_open(&r, "score", 5, none), 0);
	assert_int_equal(r.nplies, 4);
	assert_int_equal(r.nwords, 6);
	check_walk(&r,
	    "T Ann\n"
	    "P0 keep 66\n"
	    "P1 roll 1\n"
	    "P2 stop\n"
	    "C3 note\n"
	    "P3 score\n");
	assert_int_equal(rec_own(&r), 0);
	check_walk(&r,
	    "T Ann\n"
	    "P0 keep 66\n"
	    "P1 roll 1\n"
	    "P2 stop\n"
	    "C3 note\n"
	    "P3 score\n");
	rec_release(&r);
	src_close(&s);
}

/* A large movetext of one-letter moves: packed, 8 moves in 2 bytes; and
 * YAML's comments put in place, inside packs, in order of ply then of
 * coming. */
static void
test_packed(void **state)
{
	enum { N = 200000 };
	char *text = malloc(2 * N + 2), *got;
	const char *want;
	struct src s;
	struct record r;
	struct rec_iter it;
	size_t i, n;
	int rv;

	(void)state;
	assert_non_null(text);
	for (i = 0; i < N; i++)
		memcpy(text + 2 * i, i % 3 == 2 ? "b " : "a ", 2);
	memcpy(text + 2 * N, "*", 2);
	assert_int_equal(src_open_string(&s, "t", text), 0);
	rec_init(&r);
	rec_from(&r, &s, 0, (struct pos){ 1, 1 });
	/* "b" goes on with the ply before it */
	for (i = 0; i < N; i++)
		assert_int_equal(rec_src_word(&r, 2 * i, 1, i % 3 != 2), 0);
	assert_int_equal(r.nplies, N - N / 3);
	/* a quarter byte a word, but for the tail not yet packed (no
	 * more than the 64 KiB that wait, and the room made by the last
	 * packing) */
	assert_true(r.mv.len < 2 * 65536 + N / 4);
	assert_int_equal(rec_src_comment_at(&r, 5, at(text, "b", 2), 1), 0);
	assert_int_equal(rec_src_comment_at(&r, 0, 0, 1), 0);
	assert_int_equal(rec_src_comment_at(&r, 5, 2, 1), 0);
	assert_int_equal(rec_src_comment_at(&r, r.nplies, 4, 1), 0);
	assert_int_equal(rec_place_comments(&r), 0);
	got = walk(&r);
	want = "C0 a\n"
	    "P0 a\n"
	    "P1 a b\n"
	    "P2 a\n"
	    "P3 a b\n"
	    "P4 a\n"
	    "C5 b\n"
	    "C5 a\n"
	    "P5 a b\n";
	assert_true(strncmp(got, want, strlen(want)) == 0);
	/* the last word, 199999 = 3 * 66666 + 1, is ply 2 * 66666 + 1;
	 * the last comment is the b at 4 */
	want = "P133332 a\nP133333 a\nC133334 b\n";
	assert_string_equal(got + strlen(got) - strlen(want), want);
	free(got);
	/* every word, in order */
	rec_iter_init(&it, &r);
	n = 0;
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_PLY)
			continue;
		for (i = 0; i < it.nw; i++, n++) {
			assert_int_equal(it.w[i].len, 1);
			assert_int_equal(it.w[i].s[0], n % 3 == 2 ? 'b' : 'a');
		}
	}
	assert_int_equal(rv, 0);
	assert_int_equal(n, N);
	rec_iter_release(&it);
	rec_release(&r);
	src_close(&s);
	free(text);
}

/* A turn named after its actions is put before them. */
static void
test_insert_turn(void **state)
{
	struct record r;
	struct pos none = { 0, 0 };
	size_t mark;

	(void)state;
	rec_init(&r);
	assert_int_equal(rec_add_turn(&r, "Ann", 3, none), 0);
	assert_int_equal(rec_add_ply(&r, 0, 0, none), 0);
	assert_int_equal(rec_add_word(&r, "roll", 4, none), 0);
	mark = r.mv.len;
	assert_int_equal(rec_add_ply(&r, 0, 0, none), 0);
	assert_int_equal(rec_add_word(&r, "roll", 4, none), 0);
	assert_int_equal(rec_add_word(&r, "6", 1, none), 0);
	assert_int_equal(rec_insert_turn(&r, mark, "Bob", 3, none), 0);
	assert_int_equal(r.nturns, 2);
	check_walk(&r,
	    "T Ann\n"
	    "P0 roll\n"
	    "T Bob\n"
	    "P1 roll 6\n");
	rec_release(&r);
}

/* A long session, as the notation reader makes it: "A: r 1" and "B: r 2
 * 3" by turns.  Its turns' names are packed with the words, 8 items in 3
 * bytes; the walk shows every turn and ply as they were added, giving
 * back the pages it has passed as it goes; YAML's comments are put in
 * place among the packed turns. */
static void
test_packed_turns(void **state)
{
	enum { N = 100000 };	/* pairs of turns */
	static const char pair[] = "A: r 1\nB: r 2 3\n";	/* 16 bytes */
	char *text = malloc(16 * N + 1), *got;
	const char *want;
	struct src s;
	struct record r;
	struct rec_iter it;
	size_t i, o, turns = 0, plies = 0;
	int rv;

	(void)state;
	assert_non_null(text);
	for (i = 0; i < N; i++)
		memcpy(text + 16 * i, pair, 16);
	text[16 * N] = '\0';
	assert_int_equal(src_open_string(&s, "t", text), 0);
	rec_init(&r);
	rec_from(&r, &s, 0, (struct pos){ 1, 1 });
	for (i = 0; i < N; i++) {
		o = 16 * i;
		assert_int_equal(rec_src_turn(&r, o, 1), 0);
		assert_int_equal(rec_src_word(&r, o + 3, 1, 1), 0);
		assert_int_equal(rec_src_word(&r, o + 5, 1, 0), 0);
		assert_int_equal(rec_src_turn(&r, o + 7, 1), 0);
		assert_int_equal(rec_src_word(&r, o + 10, 1, 1), 0);
		assert_int_equal(rec_src_word(&r, o + 12, 1, 0), 0);
		assert_int_equal(rec_src_word(&r, o + 14, 1, 0), 0);
	}
	assert_int_equal(r.nturns, 2 * N);
	/* 7 items a pair, 700000 in all: 3 bytes for each 8 of them, but
	 * for the tail not yet packed, at a byte an item */
	assert_true(r.mv.len < 700000 / 8 * 3 + 2 * 65536);
	assert_true(r.mv.len > 700000 / 8 * 3);
	/* a comment after the first two plies, and one before them */
	assert_int_equal(rec_src_comment_at(&r, 2, 5, 1), 0);
	assert_int_equal(rec_src_comment_at(&r, 0, 0, 1), 0);
	assert_int_equal(rec_place_comments(&r), 0);
	got = walk(&r);
	want = "C0 A\n"
	    "T A\n"
	    "P0 r 1\n"
	    "T B\n"
	    "P1 r 2 3\n"
	    "C2 1\n"
	    "T A\n"
	    "P2 r 1\n";
	assert_true(strncmp(got, want, strlen(want)) == 0);
	free(got);
	/* every turn and ply, the memory behind the walk given back */
	rec_iter_init(&it, &r);
	for (;;) {
		rec_iter_give_back(&it);
		if ((rv = rec_iter_next(&it)) <= 0)
			break;
		if (it.kind == REC_TURN) {
			assert_int_equal(it.text.len, 1);
			assert_int_equal(it.text.s[0], turns % 2 ? 'B' : 'A');
			turns++;
		} else if (it.kind == REC_PLY) {
			assert_int_equal(it.nw, plies % 2 ? 3 : 2);
			assert_int_equal(it.w[0].s[0], 'r');
			assert_int_equal(it.w[1].s[0], plies % 2 ? '2' : '1');
			plies++;
		}
	}
	assert_int_equal(rv, 0);
	assert_int_equal(turns, 2 * N);
	assert_int_equal(plies, 2 * N);
	assert_true(it.given > r.mv.len - 2 * 65536);
	rec_iter_release(&it);
	/* what was given back is gone, but the record is reused */
	rec_clear(&r);
	rec_from(&r, &s, 0, (struct pos){ 1, 1 });
	assert_int_equal(rec_src_turn(&r, 0, 1), 0);
	assert_int_equal(rec_src_word(&r, 3, 1, 1), 0);
	check_walk(&r, "T A\nP0 r\n");
	rec_release(&r);
	src_close(&s);
	free(text);
}

/* A ply of more than REC_PLY_WORDS words: the walk shows that many, and
 * counts the rest; the first of those is where the refusal points. */
static void
test_ply_words(void **state)
{
	enum { N = 300 };
	char text[2 * N + 1];
	struct src s;
	struct record r;
	struct rec_iter it;
	struct pos p;
	size_t i;

	(void)state;
	for (i = 0; i < N; i++)
		memcpy(text + 2 * i, i == REC_PLY_WORDS ? "z " : "w ", 2);
	text[2 * N] = '\0';
	assert_int_equal(src_open_string(&s, "t", text), 0);
	rec_init(&r);
	rec_from(&r, &s, 0, (struct pos){ 1, 1 });
	for (i = 0; i < N; i++)
		assert_int_equal(rec_src_word(&r, 2 * i, 1, i == 0), 0);
	rec_iter_init(&it, &r);
	assert_int_equal(rec_iter_next(&it), 1);
	assert_int_equal(it.nw, REC_PLY_WORDS);
	assert_int_equal(it.nover, N - REC_PLY_WORDS);
	assert_int_equal(it.over.len, 1);
	assert_int_equal(it.over.s[0], 'z');
	/* word 257 is at column 2 * 256 + 1 */
	p = rec_where(&r, &it.over);
	assert_int_equal(p.line, 1);
	assert_int_equal(p.col, 2 * REC_PLY_WORDS + 1);
	assert_int_equal(rec_iter_next(&it), 0);
	rec_iter_release(&it);
	rec_release(&r);
	src_close(&s);
}

/* YAML scalars kept as their place in the source: their words worked
 * out again when walked (split at ',' and ';' too for an action), or
 * held once; each word is where its scalar starts; the items around
 * them go on from where the scalar ends. */
static void
test_scalars(void **state)
{
	/* moves: ["\x61 b", 'c''d', "e,f", x]: the scalars at 8, 17, 24
	 * and the plain x at 31 */
	static const char text[] =
	    "moves: [\"\\x61 b\", 'c''d', \"e,f\", x]\n"
	    "turns: [\"g;\\th\"]\n";
	struct src s;
	static const char placed[] =
	    "P0 a b\n"
	    "C1 x\n"
	    "P1 c'd\n"
	    "P2 e,f\n"
	    "P3 x\n"
	    "P4 g h\n";
	struct record r;
	struct rec_word w;
	struct rec_iter it;
	struct pos p;

	(void)state;
	assert_int_equal(src_open_string(&s, "t", text), 0);
	rec_init(&r);
	rec_from(&r, &s, 0, (struct pos){ 1, 1 });
	assert_int_equal(rec_src_scalar(&r, 8, 8, 0, NULL, 3, 2), 0);
	assert_int_equal(rec_src_scalar(&r, 18, 6, 0, NULL, 3, 1), 0);
	/* held: the caller found its decoding wanting */
	assert_int_equal(rec_src_scalar(&r, 26, 5, 0, "e,f", 3, 1), 0);
	assert_int_equal(rec_src_word(&r, 33, 1, 1), 0);
	/* an action, on line 2 at column 9 (offset 36 + 8) */
	assert_int_equal(rec_src_scalar(&r, 44, 7, 1, NULL, 4, 2), 0);
	/* a scalar that comes before the last item is refused */
	assert_int_equal(rec_src_scalar(&r, 8, 8, 0, NULL, 3, 2), 1);
	assert_int_equal(r.nplies, 5);
	assert_int_equal(r.nwords, 7);
	check_walk(&r,
	    "P0 a b\n"
	    "P1 c'd\n"
	    "P2 e,f\n"
	    "P3 x\n"
	    "P4 g h\n");
	rec_iter_init(&it, &r);
	assert_int_equal(rec_iter_next(&it), 1);
	w = rec_iter_word(&it, 1);
	assert_true(w.off == REC_HELD);
	assert_int_equal(w.pos.line, 1);
	assert_int_equal(w.pos.col, 9);
	rec_iter_release(&it);
	assert_int_equal(rec_first_word(&r, &w), 1);
	p = rec_where(&r, &w);
	assert_int_equal(p.line, 1);
	assert_int_equal(p.col, 9);
	assert_int_equal(w.len, 8);
	/* YAML's comments go in place around them; and once the record
	 * holds its own, the same */
	assert_int_equal(rec_src_comment_at(&r, 1, 33, 1), 0);
	assert_int_equal(rec_place_comments(&r), 0);
	check_walk(&r, placed);
	assert_int_equal(rec_own(&r), 0);
	check_walk(&r, placed);
	rec_release(&r);
	src_close(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_from_source),
		cmocka_unit_test(test_turns_and_comments),
		cmocka_unit_test(test_open_and_text),
		cmocka_unit_test(test_packed),
		cmocka_unit_test(test_insert_turn),
		cmocka_unit_test(test_packed_turns),
		cmocka_unit_test(test_ply_words),
		cmocka_unit_test(test_scalars),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
