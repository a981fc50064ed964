/*
 * list: --list, what exists, for people and for scripts (bash
 * completion among them): the games, and a game's Variant options,
 * forms of moves or actions, and score-card categories.
 *
 * One item a line, in columns two spaces apart, padded to the widest.
 * A game's, an option's or a category's line starts with its id, which
 * holds no space, so that `awk '{ print $1 }'` gives the ids; the last
 * column (a name, a help line) may hold spaces, and so may the forms
 * and examples of actions.
 */
#include "cli.h"

#include <stdio.h>
#include <string.h>

#include "game.h"
#include "text.h"

#define LIST_COLS	4	/* the columns before the last */

struct row {
	char	col[LIST_COLS][96];
	const char *last;
};

/* The rows in columns: widths from every row first. */
static void
print_rows(const struct row *r, size_t n, size_t ncols)
{
	size_t w[LIST_COLS] = { 0 }, i, k, len;

	for (i = 0; i < n; i++)
		for (k = 0; k < ncols; k++)
			if ((len = text_cols(r[i].col[k],
			    strlen(r[i].col[k]))) > w[k])
				w[k] = len;
	for (i = 0; i < n; i++) {
		for (k = 0; k < ncols; k++)
			printf("%s%*s  ", r[i].col[k], (int)(w[k] -
			    text_cols(r[i].col[k], strlen(r[i].col[k]))), "");
		printf("%s\n", r[i].last);
	}
}

/* How many play: "2", "1-16". */
static void
players(const struct game *g, char *out, size_t n)
{
	const struct session_ops *so = g->session;
	unsigned k = 0;

	if (g->kind == GAME_BOARD)
		snprintf(out, n, "2");
	else if (so->seats != NULL) {
		while (so->seats[k] != NULL)
			k++;
		snprintf(out, n, "%u", k);
	} else if (so->min_players == so->max_players)
		snprintf(out, n, "%u", so->min_players);
	else
		snprintf(out, n, "%u-%u", so->min_players, so->max_players);
}

/* A board game, or a dice game: Hanga-Tanga is a board game played
 * with dice, its seats the sides. */
static const char *
kind(const struct game *g)
{
	return g->kind == GAME_BOARD || g->session->seats != NULL ? "board" :
	    "dice";
}

static void
game_row(const struct game *g, struct row *r)
{
	size_t k, len = 0;

	snprintf(r->col[0], sizeof(r->col[0]), "%s", g->id);
	snprintf(r->col[1], sizeof(r->col[1]), "-");
	for (k = 0; g->aliases != NULL && g->aliases[k] != NULL; k++)
		len += (size_t)snprintf(r->col[1] + len, len <
		    sizeof(r->col[1]) ? sizeof(r->col[1]) - len : 0, "%s%s",
		    k > 0 ? "," : "", g->aliases[k]);
	snprintf(r->col[2], sizeof(r->col[2]), "%s", kind(g));
	players(g, r->col[3], sizeof(r->col[3]));
	r->last = g->name;
}

/* An option's values and default: "1-1000000" "100", "flag" "off",
 * "N,N,N" of min-max "1,2,3". */
static void
option_row(const struct game_opt *o, struct row *r)
{
	size_t k, len = 0;

	snprintf(r->col[0], sizeof(r->col[0]), "%s", o->name);
	switch (o->kind) {
	case OPT_FLAG:
		snprintf(r->col[1], sizeof(r->col[1]), "flag");
		snprintf(r->col[2], sizeof(r->col[2]), "off");
		break;
	case OPT_INT:
		snprintf(r->col[1], sizeof(r->col[1]), "%d-%d", o->min,
		    o->max);
		snprintf(r->col[2], sizeof(r->col[2]), "%d", o->def);
		break;
	case OPT_INTS:
		for (k = 0; k < o->count; k++)
			len += (size_t)snprintf(r->col[1] + len,
			    sizeof(r->col[1]) - len, "%s%d-%d", k > 0 ? "," :
			    "", o->min, o->max);
		for (k = 0, len = 0; k < o->count; k++)
			len += (size_t)snprintf(r->col[2] + len,
			    sizeof(r->col[2]) - len, "%s%d", k > 0 ? "," : "",
			    o->defs[k]);
		break;
	}
	r->last = o->help;
}

/* "Pig has no score card; the games with one are Yacht, ...". */
static int
no_card(struct cli *c, const struct game *g)
{
	char names[256];

	game_names_where(game_has_card, names, sizeof(names));
	return cli_usage_error(c, "--list categories: %s has no score "
	    "card; the games with one are %s", g->name, names);
}

/* "--list options needs the game: -g ID" and the like. */
static int
needs_game(struct cli *c)
{
	return cli_usage_error(c, "--list %s is for one game: name it "
	    "with -g ID", c->list);
}

int
cli_list(struct cli *c)
{
	const struct game *g = c->defgame != NULL ? game_find(c->defgame) :
	    NULL;
	struct row r[64];
	size_t n = 0, i;
	const char *id;

	if (strcmp(c->list, "games") == 0) {
		for (i = 0; i < game_count() && n < 64; i++)
			if (g == NULL || game_at(i) == g)
				game_row(game_at(i), &r[n++]);
		print_rows(r, n, 4);
		return cli_stdout_done(c);
	}
	if (g == NULL)
		return needs_game(c);
	if (strcmp(c->list, "options") == 0) {
		for (i = 0; g->opts != NULL && g->opts[i].name != NULL &&
		    n < 64; i++)
			option_row(&g->opts[i], &r[n++]);
		print_rows(r, n, 3);
	} else if (strcmp(c->list, "actions") == 0) {
		for (i = 0; g->forms != NULL && g->forms[i].form != NULL &&
		    n < 64; i++) {
			snprintf(r[n].col[0], sizeof(r[n].col[0]), "%s",
			    g->forms[i].form);
			snprintf(r[n].col[1], sizeof(r[n].col[1]), "%s",
			    g->forms[i].example);
			r[n++].last = g->forms[i].help;
		}
		print_rows(r, n, 2);
	} else {
		if (!game_has_card(g))
			return no_card(c, g);
		for (i = 0; (id = g->session->category_id(i)) != NULL; i++)
			printf("%s\n", id);
	}
	return cli_stdout_done(c);
}
