/*
 * test_game: what programs and drivers see of the games: Variant
 * options (over a small fake game with an options table of its own),
 * refusals, side names and the registry.  The helpers the games share
 * are test_kit's.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "game.h"

static const struct game_opt fake_opts[] = {
	{ "size", OPT_INT, 5, 19, 7, "board size", 0, { 0 } },
	{ "swap", OPT_FLAG, 0, 0, 0, "the pie rule", 0, { 0 } },
	{ "komi", OPT_INT, 0, 10, 3, "points for White", 0, { 0 } },
	{ "row", OPT_INTS, 0, 50, 0, "points per length", 3, { 1, 2, 3 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

static const struct game fake = {
	.id = "fake",
	.name = "Fake",
	.kind = GAME_BOARD,
	.opts = fake_opts,
};

static const struct game bare = {
	.id = "bare",
	.name = "Bare",
	.kind = GAME_BOARD,
	.opts = NULL,
};

/* Expect variant_parse(g, s) to fail with msg at off, len. */
static void
variant_refused(const struct game *g, const char *s, unsigned off,
    unsigned len, const char *msg)
{
	struct variant v;
	struct game_err e;

	memset(&e, 0, sizeof(e));
	if (variant_parse(g, s, &v, &e) != -1)
		fail_msg("variant \"%s\" accepted", s);
	assert_string_equal(e.msg, msg);
	assert_int_equal(e.word, 0);
	assert_int_equal(e.off, off);
	assert_int_equal(e.len, len);
}

static void
test_variant_defaults(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_int_equal(variant_parse(&fake, "", &v, &e), 0);
	assert_int_equal(v.val[0], 7);
	assert_int_equal(v.val[1], 0);
	assert_int_equal(v.val[2], 3);
	assert_int_equal(v.set[0], 0);
	assert_int_equal(v.set[1], 0);
	assert_int_equal(v.set[2], 0);
	assert_int_equal(variant_parse(&fake, "  \t, ", &v, &e), 0);
	assert_int_equal(v.val[0], 7);
	assert_int_equal(variant_parse(&bare, "", &v, &e), 0);
}

static void
test_variant_words(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_int_equal(variant_parse(&fake, "size=9 swap", &v, &e), 0);
	assert_int_equal(v.val[0], 9);
	assert_int_equal(v.set[0], 1);
	assert_int_equal(v.val[1], 1);
	assert_int_equal(v.set[1], 1);
	assert_int_equal(v.val[2], 3);
	assert_int_equal(v.set[2], 0);
	/* commas, tabs and several spaces separate words too */
	assert_int_equal(variant_parse(&fake, "swap,komi=0\t size=19 ", &v,
	    &e), 0);
	assert_int_equal(v.val[0], 19);
	assert_int_equal(v.val[1], 1);
	assert_int_equal(v.val[2], 0);
	assert_int_equal(v.set[2], 1);
}

static void
test_variant_bounds(void **state)
{
	struct variant v;
	struct game_err e;
	const char *range = "size must be a whole number from 5 to 19";

	(void)state;
	assert_int_equal(variant_parse(&fake, "size=5", &v, &e), 0);
	assert_int_equal(v.val[0], 5);
	assert_int_equal(variant_parse(&fake, "size=19", &v, &e), 0);
	assert_int_equal(v.val[0], 19);
	/* the offset and length are those of the value */
	variant_refused(&fake, "size=4", 5, 1, range);
	variant_refused(&fake, "size=20", 5, 2, range);
	variant_refused(&fake, "swap size=100", 10, 3, range);
	variant_refused(&fake, "size=-7", 5, 2, range);
	variant_refused(&fake, "size=+7", 5, 2, range);
	variant_refused(&fake, "size=7x", 5, 2, range);
	variant_refused(&fake, "size=", 5, 0, range);
	variant_refused(&fake, "size=99999999999999999999", 5, 20, range);
	variant_refused(&fake, "komi=11", 5, 2,
	    "komi must be a whole number from 0 to 10");
}

/* An option of several numbers: its commas join them, its defaults
 * stand until it is given, each number is in range, and the count is
 * exact. */
static void
test_variant_ints(void **state)
{
	struct variant v;
	struct game_err e;
	const char *bad = "row takes 3 whole numbers from 0 to 50, as in "
	    "row=1,2,3";

	(void)state;
	assert_int_equal(variant_parse(&fake, "", &v, &e), 0);
	assert_int_equal(v.ints[3][0], 1);
	assert_int_equal(v.ints[3][1], 2);
	assert_int_equal(v.ints[3][2], 3);
	assert_int_equal(v.val[3], 1);
	assert_int_equal(v.set[3], 0);
	assert_int_equal(variant_parse(&fake, "size=9,row=0,50,7 swap", &v,
	    &e), 0);
	assert_int_equal(v.val[0], 9);
	assert_int_equal(v.ints[3][0], 0);
	assert_int_equal(v.ints[3][1], 50);
	assert_int_equal(v.ints[3][2], 7);
	assert_int_equal(v.set[3], 1);
	assert_int_equal(v.val[1], 1);
	variant_refused(&fake, "row=1,2", 4, 3, bad);
	variant_refused(&fake, "row=1,2,3,4", 4, 7, bad);
	variant_refused(&fake, "row=1,51,3", 4, 6, bad);
	variant_refused(&fake, "row=1,,3", 4, 4, bad);
	variant_refused(&fake, "swap row=1,2,x", 9, 5, bad);
	variant_refused(&fake, "row", 0, 3,
	    "option 'row' needs 3 values: row=N,N,N");
	variant_refused(&fake, "row=1,2,3 row=1,2,3", 10, 9,
	    "option 'row' is given twice");
}

static void
test_variant_unknown(void **state)
{
	(void)state;
	variant_refused(&fake, "colour=red", 0, 10,
	    "Fake has no option 'colour'");
	variant_refused(&fake, "size=9 pie", 7, 3, "Fake has no option 'pie'");
	/* the closest of the game's options, when one is close: Size is
	 * size but for case, kmoi komi with two letters swapped */
	variant_refused(&fake, "Size=9", 0, 6, "Fake has no option 'Size': "
	    "did you mean 'size'?");
	variant_refused(&fake, "swap kmoi=2", 5, 6, "Fake has no option "
	    "'kmoi': did you mean 'komi'?");
	variant_refused(&bare, "size=9", 0, 6, "Bare has no option 'size'");
}

static void
test_variant_twice(void **state)
{
	(void)state;
	variant_refused(&fake, "swap swap", 5, 4,
	    "option 'swap' is given twice");
	variant_refused(&fake, "size=9 komi=1 size=9", 14, 6,
	    "option 'size' is given twice");
}

static void
test_variant_missing_value(void **state)
{
	(void)state;
	variant_refused(&fake, "size", 0, 4,
	    "option 'size' needs a value: size=N");
	variant_refused(&fake, "swap komi", 5, 4,
	    "option 'komi' needs a value: komi=N");
}

static void
test_variant_flag_value(void **state)
{
	(void)state;
	variant_refused(&fake, "swap=1", 0, 6, "option 'swap' takes no value");
	variant_refused(&fake, "size=9 swap=", 7, 5,
	    "option 'swap' takes no value");
}

static void
test_opt_index(void **state)
{
	(void)state;
	assert_int_equal(game_opt_index(&fake, "size"), 0);
	assert_int_equal(game_opt_index(&fake, "komi"), 2);
	assert_int_equal(game_opt_index(&fake, "nope"), -1);
	assert_int_equal(game_opt_index(&bare, "size"), -1);
}

static void
test_errf(void **state)
{
	struct game_err e;
	char big[600];

	(void)state;
	assert_int_equal(game_errf(&e, 2, 3, 4, "%s is %d", "x", 5), -1);
	assert_int_equal(e.word, 2);
	assert_int_equal(e.off, 3);
	assert_int_equal(e.len, 4);
	assert_string_equal(e.msg, "x is 5");
	/* a long message is cut to the buffer */
	memset(big, 'm', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	assert_int_equal(game_errf(&e, 0, 0, 0, "%s", big), -1);
	assert_int_equal(strlen(e.msg), sizeof(e.msg) - 1);
}

static void
test_names(void **state)
{
	(void)state;
	assert_string_equal(side_name(SIDE_WHITE), "White");
	assert_string_equal(side_name(SIDE_BLACK), "Black");
}

static void
test_registry(void **state)
{
	const struct game *g;
	size_t i, n;

	(void)state;
	g = game_find("kanga");
	assert_non_null(g);
	assert_string_equal(g->id, "kanga");
	assert_string_equal(g->name, "Kanga");
	assert_int_equal(g->kind, GAME_BOARD);
	assert_true(g->state_size <= GAME_STATE_MAX);
	assert_int_equal(game_opt_index(g, "size"), 0);
	assert_null(game_find("chess"));
	assert_null(game_find(""));
	assert_null(game_find("kang"));
	assert_null(game_find("kanga "));
	/* every game is found by its id, and ids are unique */
	n = game_count();
	assert_true(n >= 1);
	for (i = 0; i < n; i++) {
		g = game_at(i);
		assert_non_null(g);
		assert_ptr_equal(game_find(g->id), g);
		assert_non_null(g->render);
		if (g->kind == GAME_BOARD) {
			assert_non_null(g->init);
			assert_non_null(g->parse);
			assert_non_null(g->play);
			assert_null(g->session);
		} else {
			assert_non_null(g->session);
			assert_non_null(g->session->init);
			/* a verb table, or the game's own reading */
			assert_true((g->session->verbs != NULL) !=
			    (g->session->action != NULL));
			assert_true(g->session->verbs == NULL ||
			    g->session->starts_action == NULL);
			assert_non_null(g->session->begin_turn);
			assert_non_null(g->session->end_turn);
			assert_non_null(g->session->expect);
			assert_non_null(g->session->score);
			/* its own finished, or the layer's with a why */
			assert_true(g->session->finished != NULL ||
			    (g->session->verbs != NULL &&
			    g->session->why != NULL));
		}
	}
	assert_null(game_at(n));
}

/* A canonical text split at its spaces, as the listings read theirs. */
static void
test_words(void **state)
{
	struct word w[3];

	(void)state;
	assert_int_equal(game_words("roll 66633", w, 3), 2);
	assert_int_equal(w[0].len, 4);
	assert_memory_equal(w[0].s, "roll", 4);
	assert_int_equal(w[1].len, 5);
	assert_memory_equal(w[1].s, "66633", 5);
	assert_int_equal(game_words("  score   full-house ", w, 3), 2);
	assert_memory_equal(w[1].s, "full-house", 10);
	assert_int_equal(w[1].len, 10);
	assert_int_equal(game_words("", w, 3), 0);
	assert_int_equal(game_words("   ", w, 3), 0);
	/* at most max */
	assert_int_equal(game_words("a b c d e", w, 3), 3);
	assert_memory_equal(w[2].s, "c", 1);
}

/*
 * The verbs a game reads only to refuse them with its own reason
 * ("no stopping in Drop Dead"): no example of theirs is ever accepted,
 * so --list actions gives them no form.  Every other verb of a verb
 * table has one.
 */
static const struct {
	const char	*game;
	const char	*verb;
} refused_verbs[] = {
	{ "aces", "stop" },
	{ "around-the-spot", "stop" },
	{ "beetle", "keep" },
	{ "beetle", "stop" },
	{ "catch-up", "pass" },
	{ "dice-golf", "stop" },
	{ "drop-dead", "stop" },
	{ "going-to-boston", "keep" },
	{ "going-to-boston", "stop" },
	{ "one-o-five", "keep" },
	{ "one-o-five", "stop" },
	{ "plus-and-minus", "stop" },
	{ "sequences", "keep" },
	{ "sequences", "stop" },
	{ "sevens-out", "stop" },
	{ "ship-captain-crew", "keep" },
};

#define NREFUSED (sizeof(refused_verbs) / sizeof(refused_verbs[0]))

static int
only_refused(const struct game *g, const char *verb)
{
	size_t i;

	for (i = 0; i < NREFUSED; i++)
		if (strcmp(refused_verbs[i].game, g->id) == 0 &&
		    strcmp(refused_verbs[i].verb, verb) == 0)
			return 1;
	return 0;
}

/* A word all in lower case letters: a literal verb, not a placeholder. */
static int
literal(const struct word *w)
{
	size_t i;

	for (i = 0; i < w->len; i++)
		if (w->s[i] < 'a' || w->s[i] > 'z')
			return 0;
	return w->len > 0;
}

static int
same_word(const struct word *w, const char *s)
{
	return w->len == strlen(s) && memcmp(w->s, s, w->len) == 0;
}

/* The index of w in the verb table, or -1. */
static int
verb_index(const struct verb *v, const struct word *w)
{
	int i;

	for (i = 0; v[i].word != NULL; i++)
		if (same_word(w, v[i].word))
			return i;
	return -1;
}

/* One form: its three texts given, a help line in the house style (lower
 * case, no full stop, short), and an example that begins as the form's
 * literal verb does and that the game reads as the start of a move or an
 * action. */
static void
check_form(const struct game *g, const struct game_form *f)
{
	struct word fw[8], ew[8];
	size_t hl;

	assert_non_null(f->example);
	assert_non_null(f->help);
	assert_true(f->form[0] != '\0');
	assert_true(f->example[0] != '\0');
	hl = strlen(f->help);
	if (hl == 0 || hl > 60 || f->help[hl - 1] == '.' ||
	    (f->help[0] >= 'A' && f->help[0] <= 'Z'))
		fail_msg("%s: help \"%s\" is not a short lower-case line "
		    "without a full stop", g->id, f->help);
	assert_int_not_equal(game_words(f->form, fw, 8), 0);
	assert_int_not_equal(game_words(f->example, ew, 8), 0);
	if (literal(&fw[0]) && (fw[0].len != ew[0].len ||
	    memcmp(fw[0].s, ew[0].s, fw[0].len) != 0))
		fail_msg("%s: example \"%s\" does not begin with the verb of "
		    "\"%s\"", g->id, f->example, f->form);
	if (g->kind == GAME_SESSION) {
		if (!session_starts_action(g, ew[0].s, ew[0].len))
			fail_msg("%s: example \"%s\" begins no action", g->id,
			    f->example);
	} else if (g->starts_move != NULL &&
	    !g->starts_move(ew[0].s, ew[0].len))
		fail_msg("%s: example \"%s\" begins no move", g->id,
		    f->example);
}

/*
 * --list actions: every game gives the forms of its moves or actions.
 * A game with a verb table gives them verb by verb, in the table's
 * order: each form starts with a verb, and each verb has a form unless
 * the game only ever refuses it.
 */
static void
test_forms(void **state)
{
	const struct game *g;
	const struct verb *v;
	const struct game_form *f;
	struct word w[8];
	size_t i, k, nforms;
	int at, last, has;

	(void)state;
	for (i = 0; (g = game_at(i)) != NULL; i++) {
		assert_non_null(g->forms);
		v = g->kind == GAME_SESSION ? g->session->verbs : NULL;
		last = 0;
		for (nforms = 0; (f = &g->forms[nforms])->form != NULL;
		    nforms++) {
			check_form(g, f);
			if (v == NULL)
				continue;
			game_words(f->form, w, 8);
			if ((at = verb_index(v, &w[0])) < 0)
				fail_msg("%s: form \"%s\" starts with no verb",
				    g->id, f->form);
			if (at < last)
				fail_msg("%s: form \"%s\" out of the verb "
				    "table's order", g->id, f->form);
			last = at;
		}
		if (nforms == 0)
			fail_msg("%s has no form", g->id);
		for (k = 0; v != NULL && v[k].word != NULL; k++) {
			has = 0;
			for (f = g->forms; f->form != NULL; f++) {
				game_words(f->form, w, 8);
				has |= same_word(&w[0], v[k].word);
			}
			if (has == only_refused(g, v[k].word))
				fail_msg("%s: verb '%s' %s", g->id, v[k].word,
				    has ? "is only ever refused, yet has a "
				    "form" : "has no form");
		}
	}
	/* each verb listed as refused is a verb of its game */
	for (i = 0; i < NREFUSED; i++) {
		g = game_find(refused_verbs[i].game);
		assert_non_null(g);
		assert_int_equal(g->kind, GAME_SESSION);
		v = g->session->verbs;
		assert_non_null(v);
		for (k = 0; v[k].word != NULL &&
		    strcmp(v[k].word, refused_verbs[i].verb) != 0; k++)
			;
		assert_non_null(v[k].word);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_variant_defaults),
		cmocka_unit_test(test_variant_words),
		cmocka_unit_test(test_variant_bounds),
		cmocka_unit_test(test_variant_ints),
		cmocka_unit_test(test_variant_unknown),
		cmocka_unit_test(test_variant_twice),
		cmocka_unit_test(test_variant_missing_value),
		cmocka_unit_test(test_variant_flag_value),
		cmocka_unit_test(test_opt_index),
		cmocka_unit_test(test_errf),
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_registry),
		cmocka_unit_test(test_words),
		cmocka_unit_test(test_forms),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
