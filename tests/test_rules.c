/*
 * test_rules: the record rules both encodings share (rules.c and the
 * player helpers of rec.c): which player names pass, where each name of
 * a Players tag stands, and what rec_check reports, with its position.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "rec.h"

#define PROBLEM(s)	rec_player_name_problem(s, strlen(s))

static void
test_names(void **state)
{
	(void)state;
	assert_null(PROBLEM("Ann"));
	assert_null(PROBLEM("Ana Mar\xc3\xad" "a"));
	assert_null(PROBLEM("A\"x"));		/* escaped where written */
	assert_null(PROBLEM("O'Brien"));
	assert_non_null(PROBLEM(""));
	assert_non_null(PROBLEM("C:D"));	/* a turn line's colon */
	assert_non_null(PROBLEM("a,b"));	/* the Players separator */
	assert_non_null(PROBLEM("a#b"));	/* a comment */
	assert_non_null(PROBLEM("a{b}"));
	assert_non_null(PROBLEM("[a]"));
	assert_non_null(PROBLEM(" Ann"));
	assert_non_null(PROBLEM("Ann "));
	assert_non_null(PROBLEM("a\nb"));
	assert_non_null(PROBLEM("a\tb"));
	assert_non_null(PROBLEM("a  b"));	/* one space between words */
	assert_null(PROBLEM("a b c"));
	assert_non_null(PROBLEM("a\x7f"));
	/* the empty name has a message of its own */
	assert_non_null(strstr(PROBLEM(""), "empty"));
}

/* [Players "Ann,  Bob ,Cy"]: the value starts at column 11; each name
 * is trimmed and keeps the column of its first character. */
static void
test_set_players(void **state)
{
	struct record r;
	struct pos v = { 2, 11 };

	(void)state;
	rec_init(&r);
	assert_int_equal(rec_set_players(&r, "Ann,  Bob ,Cy", v, 1), 0);
	assert_int_equal(r.nplayers, 3);
	assert_true(r.has_players);
	assert_string_equal(r.players[0], "Ann");
	assert_string_equal(r.players[1], "Bob");
	assert_string_equal(r.players[2], "Cy");
	assert_int_equal(r.playerpos[0].col, 11);
	assert_int_equal(r.playerpos[1].col, 17);	/* "Ann,  " */
	assert_int_equal(r.playerpos[2].col, 22);	/* "Ann,  Bob ," */
	assert_int_equal(r.playerpos[2].line, 2);
	rec_clear(&r);
	/* not exact (an escape before): every name at the value's start */
	assert_int_equal(rec_set_players(&r, "A\"x, Bob", v, 0), 0);
	assert_int_equal(r.playerpos[1].col, 11);
	/* an empty name is kept, for rec_check */
	rec_clear(&r);
	assert_int_equal(rec_set_players(&r, "Ann,,Bob", v, 1), 0);
	assert_int_equal(r.nplayers, 3);
	assert_string_equal(r.players[1], "");
	assert_int_equal(r.playerpos[1].col, 15);
	rec_release(&r);
}

static void
test_check(void **state)
{
	struct record r;
	struct diag d;
	struct pos v = { 2, 11 };
	char *out = NULL;
	size_t len = 0;
	FILE *fp;

	(void)state;
	rec_init(&r);
	r.file = "f.rec";
	r.index = 1;
	assert_non_null(fp = open_memstream(&out, &len));
	diag_init(&d, "prog", fp);
	assert_int_equal(rec_set_players(&r, "Ann, Bob", v, 1), 0);
	assert_int_equal(rec_check(&r, &d), 0);
	assert_false(r.bad);
	rec_clear(&r);
	r.file = "f.rec";
	r.index = 1;
	assert_int_equal(rec_set_players(&r, "Ann, C:D", v, 1), 0);
	assert_int_equal(rec_check(&r, &d), 1);
	assert_true(r.bad);
	fclose(fp);
	assert_string_equal(out, "prog: f.rec:2:16: error: a player's name "
	    "is words with one space between them, without ',', ':', '#', "
	    "brackets or braces\n");
	assert_int_equal(diag_exit_status(&d), 1);
	free(out);
	rec_release(&r);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names),
		cmocka_unit_test(test_set_players),
		cmocka_unit_test(test_check),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
