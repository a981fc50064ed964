/*
 * dice-harness: what the dice notation's unit tests (test_dice,
 * test_dice_stats) share: an expression that must parse, what --stats
 * writes for one, and a line that must be in a text.  The including
 * file includes cmocka.h, stdio.h, stdlib.h, string.h and dice.h first.
 */
#ifndef RONGO_DICE_HARNESS_H
#define RONGO_DICE_HARNESS_H

static struct dice_expr *
parse_ok(const char *text)
{
	struct dice_expr *e;
	struct dice_err err;

	if (dice_parse(&e, text, &err) != 0)
		fail_msg("'%s' refused at %lu: %s", text, err.col, err.msg);
	assert_non_null(e);
	return e;
}

/* What --stats writes for text (free it). */
static char *
stats_text(const char *text)
{
	struct dice_expr *e = parse_ok(text);
	struct dice_stats *st;
	struct dice_err err;
	char *s = NULL;
	size_t n = 0;
	FILE *fp;

	if (dice_stats(e, &st, &err) != 0)
		fail_msg("--stats '%s' refused: %s", text, err.msg);
	fp = open_memstream(&s, &n);
	assert_non_null(fp);
	dice_stats_write(st, text, fp);
	assert_int_equal(fclose(fp), 0);
	dice_stats_free(st);
	dice_free(e);
	return s;
}

/* The line of s that is line, whole. */
static void
assert_line(const char *s, const char *line)
{
	const char *p = s;
	size_t n = strlen(line);

	for (;;) {
		if (strncmp(p, line, n) == 0 && p[n] == '\n')
			return;
		if ((p = strchr(p, '\n')) == NULL)
			fail_msg("no line '%s' in:\n%s", line, s);
		p++;
	}
}

#endif
