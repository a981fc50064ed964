/*
 * rules: the record rules every encoding obeys (see rec.h, rec_check).
 *
 * The readers only read: what a record may hold is decided here, once,
 * after it is read, so that a record is valid in one encoding exactly
 * when it is valid in the other and each writer writes back what the
 * readers take.
 */
#include "rec.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "text.h"

/* Report what at p (len characters), in r: 1. */
static int
broken(struct record *r, struct diag *d, struct pos p, unsigned long len,
    const char *what)
{
	struct diag_loc l = { r->file, p.line, p.col, len, r->src, NULL,
	    r->index };

	diag_report(d, &l, D_RULE, what);
	r->bad = 1;
	return 1;
}

int
rec_tag_name_ok(const char *s)
{
	if (*s == '\0')
		return 0;
	for (; *s != '\0'; s++)
		if (!((*s >= 'A' && *s <= 'Z') || (*s >= 'a' && *s <= 'z') ||
		    (*s >= '0' && *s <= '9') || *s == '_'))
			return 0;
	return 1;
}

/* Tags: a notation tag's name and one line of value, whatever the
 * encoding; Game and Setup are fields of their own (YAML's keys game
 * and setup), never in the tag list. */
static int
check_tags(struct record *r, struct diag *d)
{
	const struct rec_tag *t;
	char msg[160];
	size_t i;

	for (i = 0; i < r->ntags; i++) {
		t = &r->tags[i];
		if (!rec_tag_name_ok(t->name)) {
			snprintf(msg, sizeof(msg), "tag name '%.64s' must be "
			    "letters, digits and '_'", t->name);
			return broken(r, d, t->npos, text_cols(t->name,
			    strlen(t->name)), msg);
		}
		if (strcmp(t->name, "Game") == 0 ||
		    strcmp(t->name, "Setup") == 0) {
			snprintf(msg, sizeof(msg), "tag '%s' must be written as "
			    "the key '%s'", t->name, t->name[0] == 'G' ?
			    "game" : "setup");
			return broken(r, d, t->npos, strlen(t->name), msg);
		}
		if (strpbrk(t->value, "\r\n") != NULL) {
			snprintf(msg, sizeof(msg), "tag '%s' must be one line",
			    t->name);
			return broken(r, d, t->vpos, 1, msg);
		}
	}
	return 0;
}

/* Whether a line after the first of s opens with '[' after blanks: in
 * notation that line opens the next record, even inside a {comment}. */
static int
opens_record(const char *s)
{
	const char *nl;

	while ((nl = strchr(s, '\n')) != NULL) {
		for (s = nl + 1; *s == ' ' || *s == '\t'; s++)
			;
		if (*s == '[')
			return 1;
	}
	return 0;
}

/* A comment notation can hold: in {...} unless it holds '}', else
 * after '#' to the end of the line; and no line of it but the first
 * opening with '[', where notation would start the next record. */
static int
check_comments(struct record *r, struct diag *d)
{
	struct rec_iter it;
	const char *why = NULL;
	struct pos at = { 0, 0 };
	int k;

	if (r->ncomments == 0)
		return 0;
	rec_iter_init(&it, r);
	while ((k = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_COMMENT)
			continue;
		if (strchr(it.text.s, '}') != NULL &&
		    strpbrk(it.text.s, "\r\n") != NULL)
			why = "a comment with '}' in it must be one line";
		else if (opens_record(it.text.s))
			why = "a comment's lines after the first may not open "
			    "with '['";
		if (why != NULL) {
			at = rec_where(r, &it.text);
			break;
		}
	}
	rec_iter_release(&it);
	if (k < 0) {
		diag_report(d, NULL, D_NOMEM);
		return -1;
	}
	return why != NULL ? broken(r, d, at, 1, why) : 0;
}

int
rec_check(struct record *r, struct diag *d)
{
	const char *why;
	size_t i, n;
	int k;

	if (check_tags(r, d))
		return 1;
	if ((k = check_comments(r, d)) != 0)
		return k;

	for (i = 0; i < r->nplayers; i++) {
		n = strlen(r->players[i]);
		if ((why = rec_player_name_problem(r->players[i], n)) != NULL)
			return broken(r, d, r->playerpos[i], n > 0 ?
			    text_cols(r->players[i], n) : 1, why);
	}
	return 0;
}
