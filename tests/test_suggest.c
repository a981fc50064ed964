/*
 * test_suggest: the edit distance on words worked out by hand (changes,
 * insertions, deletions, adjacent swaps, letters without case, the
 * restricted form's one swap per place), the bound on how far a
 * suggestion may be, ties, and the hint's words.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "suggest.h"

static unsigned
dist(const char *a, const char *b)
{
	return suggest_distance(a, strlen(a), b, strlen(b));
}

static const char *
closest(const char *word, const char *const *cands)
{
	return suggest_list(word, strlen(word), cands);
}

static void
test_distance(void **state)
{
	(void)state;
	assert_int_equal(dist("", ""), 0);
	assert_int_equal(dist("abc", ""), 3);		/* 3 deletions */
	assert_int_equal(dist("", "ab"), 2);		/* 2 insertions */
	assert_int_equal(dist("roll", "roll"), 0);
	assert_int_equal(dist("taget", "target"), 1);	/* r inserted */
	assert_int_equal(dist("scoore", "score"), 1);	/* o deleted */
	assert_int_equal(dist("rool", "roll"), 1);	/* o changed to l */
	/* kitten -> sitten -> sittin -> sitting */
	assert_int_equal(dist("kitten", "sitting"), 3);
	/* either way round */
	assert_int_equal(dist("sitting", "kitten"), 3);
}

static void
test_distance_swaps(void **state)
{
	(void)state;
	assert_int_equal(dist("pgi", "pig"), 1);	/* g and i swapped */
	assert_int_equal(dist("rlol", "roll"), 1);
	assert_int_equal(dist("ab", "ba"), 1);
	/* yatch: t and c swapped (yacth), then t and h (yacht); the second
	 * swap moves t again, so it counts as t deleted and put back after
	 * h: 2 either way */
	assert_int_equal(dist("yatch", "yacht"), 2);
	/* three swaps side by side: ab|cd|ef -> ba|dc|fe */
	assert_int_equal(dist("abcdef", "badcfe"), 3);
	/* each place edited once: "ca" to "abc" is not a swap (ac) and then
	 * b put between, but 3 edits: c changed to a, a to b, c added */
	assert_int_equal(dist("ca", "abc"), 3);
}

static void
test_distance_case(void **state)
{
	(void)state;
	assert_int_equal(dist("Yacht", "yacht"), 0);
	assert_int_equal(dist("YACHT", "yacht"), 0);
	assert_int_equal(dist("Pgi", "pig"), 1);
	/* only ASCII letters fold: digits and other bytes are themselves */
	assert_int_equal(dist("a1", "A1"), 0);
	assert_int_equal(dist("\xc3\xa9", "\xc3\x89"), 1);	/* é, É */
	assert_int_equal(dist("[", "{"), 1);
}

static void
test_distance_long(void **state)
{
	char a[SUGGEST_MAX + 2], b[SUGGEST_MAX + 2];

	(void)state;
	memset(a, 'a', sizeof(a));
	memset(b, 'a', sizeof(b));
	/* at the bound: one change in 64 */
	b[0] = 'b';
	assert_int_equal(suggest_distance(a, SUGGEST_MAX, b, SUGGEST_MAX), 1);
	/* past it: far, even when the same */
	assert_int_equal(suggest_distance(a, SUGGEST_MAX + 1, a,
	    SUGGEST_MAX + 1), SUGGEST_FAR);
	assert_int_equal(suggest_distance(a, 1, a, SUGGEST_MAX + 1),
	    SUGGEST_FAR);
}

static void
test_accepting(void **state)
{
	static const char *const games[] = {
		"kanga", "hanga-roa", "tang", "yacht", "yahtzee", "pig",
		"crag", NULL
	};
	static const char *const verbs[] = { "roll", "keep", "stop", NULL };
	static const char *const opts[] = { "rounds", "target", "dice",
		NULL };

	(void)state;
	/* 5 letters: 2 edits allowed */
	assert_string_equal(closest("yatch", games), "yacht");
	assert_string_equal(closest("Yacht", games), "yacht");
	assert_string_equal(closest("kagna", games), "kanga");
	assert_string_equal(closest("hangaroa", games), "hanga-roa");
	/* 3 and 4 letters: 1 */
	assert_string_equal(closest("pgi", games), "pig");
	assert_string_equal(closest("rol", verbs), "roll");
	assert_string_equal(closest("kepe", verbs), "keep");
	assert_string_equal(closest("taget", opts), "target");
	assert_string_equal(closest("ROUNDS", opts), "rounds");
	/* 12 letters: 3 (three deleted) */
	assert_string_equal(closest("thre-of-a-kd", (const char *const[]){
	    "three-of-a-kind", NULL }), "three-of-a-kind");
	/* 2 letters: 1, and fewer than either has */
	assert_string_equal(closest("ab", (const char *const[]){ "abc",
	    NULL }), "abc");
}

static void
test_refusing(void **state)
{
	static const char *const games[] = {
		"kanga", "hanga-roa", "tang", "yacht", "yahtzee", "pig",
		"crag", NULL
	};
	static const char *const verbs[] = { "roll", "keep", "stop", NULL };

	(void)state;
	/* chess: 4 from crag (h, e and s changed, s deleted) */
	assert_null(closest("chess", games));
	assert_null(closest("go", games));
	assert_null(closest("", games));
	/* 4 letters: 2 edits are too many (rlo is 2 from roll) */
	assert_null(closest("rlo", verbs));
	assert_null(closest("jump", verbs));
	assert_null(closest("66633", verbs));
	/* one letter for another is not a typo of a one-letter name */
	assert_null(closest("x", (const char *const[]){ "n", NULL }));
	assert_null(closest("ab", (const char *const[]){ "b", NULL }));
	/* too far in length alone: 7 letters allow 2, full-house has 10 */
	assert_null(closest("fulhose", (const char *const[]){ "full-house",
	    NULL }));
	/* never more than 3: 13 letters, 4 edits (w, i, n changed, e put
	 * in) */
	assert_null(closest("last-one-wins", (const char *const[]){
	    "last-one-loses", NULL }));
	assert_null(closest("pig", NULL));
}

static void
test_ties(void **state)
{
	(void)state;
	/* equals: the first in the list */
	assert_string_equal(closest("bat", (const char *const[]){ "cat",
	    "hat", NULL }), "cat");
	assert_string_equal(closest("bat", (const char *const[]){ "hat",
	    "cat", NULL }), "hat");
	/* a closer one later wins over a close one first */
	assert_string_equal(closest("yatch", (const char *const[]){ "yacht",
	    "patch", NULL }), "patch");
	/* the same word in two cases: the first, at 0 */
	assert_string_equal(closest("Roll", (const char *const[]){ "rol",
	    "roll", NULL }), "roll");
}

static void
test_incremental(void **state)
{
	struct suggest s;

	(void)state;
	/* the word need not end in a NUL: "scor" out of "scor 66633" */
	suggest_init(&s, "scor 66633", 4);
	suggest_add(&s, "stop");	/* 2: s, t to c, p to r */
	assert_null(s.best);
	suggest_add(&s, "score");	/* 1 */
	assert_string_equal(s.best, "score");
	assert_int_equal(s.dist, 1);
	suggest_add(&s, "scor");	/* 0, but the same: still closer */
	assert_string_equal(s.best, "scor");
}

static void
test_hint(void **state)
{
	char buf[64], small[8], msg[41];

	(void)state;
	assert_string_equal(suggest_hint(buf, sizeof(buf), "yacht"),
	    ": did you mean 'yacht'?");
	assert_string_equal(suggest_hint(buf, sizeof(buf), NULL), "");
	/* cut to fit */
	assert_string_equal(suggest_hint(small, sizeof(small), "yacht"),
	    ": did y");

	strcpy(msg, "unknown key 'gmae'");
	suggest_append(msg, sizeof(msg), "game");
	assert_string_equal(msg, "unknown key 'gmae': did you mean 'game'?");
	/* whole or not at all: 18 + 23 bytes and the NUL do not fit 41 */
	strcpy(msg, "unknown key 'gmae'");
	suggest_append(msg, sizeof(msg), "gamer");
	assert_string_equal(msg, "unknown key 'gmae'");
	suggest_append(msg, sizeof(msg), NULL);
	assert_string_equal(msg, "unknown key 'gmae'");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_distance),
		cmocka_unit_test(test_distance_swaps),
		cmocka_unit_test(test_distance_case),
		cmocka_unit_test(test_distance_long),
		cmocka_unit_test(test_accepting),
		cmocka_unit_test(test_refusing),
		cmocka_unit_test(test_ties),
		cmocka_unit_test(test_incremental),
		cmocka_unit_test(test_hint),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
