/*
 * rongo-score: score dice sessions, turn by turn, with standings and the
 * winner; add up a series with --total; or score dice in a category.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "hint.h"
#include "replay.h"
#include "score.h"

static const char usage[] =
    "usage: rongo-score [-hV] [--chunk] [--strict] [--hint | --total]\n"
    "                   [-f format] [-g game] [--limit name=n] [-o file]\n"
    "                   [file ...]\n"
    "       rongo-score -g game --category name|all dice ...\n"
    "       rongo-score --list what [-g game]\n";

static const char help[] =
    "usage: rongo-score [-hV] [--chunk] [--strict] [--hint | --total]\n"
    "                   [-f format] [-g game] [--limit name=n] [-o file]\n"
    "                   [file ...]\n"
    "       rongo-score -g game --category name|all dice ...\n"
    "       rongo-score --list what [-g game]\n"
    "Score the dice sessions of every file (standard input when none, or\n"
    "-): each turn's score and running total, the standings and the\n"
    "winner.  With --category, score each dice operand in a category of\n"
    "the game's card instead (all: in every category, best first).\n"
    "\n"
    "      --chunk          the input is a piece cut by rongo-split\n"
    "  -c, --category NAME  score dice operands (66633) in category NAME,\n"
    "                       or (all) in every category, best first\n"
    "  -f, --format FMT     text (default), yaml or json (JSON Lines)\n"
    "  -g, --game ID        the game of records that have no Game tag\n"
    "      --hint           print the categories open to the player due,\n"
    "                       with what the dice showing score there\n"
    "      --limit NAME=N   read under another limit (N bytes, tags or\n"
    "                       levels; 0: none): line, record, tags, depth,\n"
    "                       tagtext\n"
    "      --list WHAT      print the games, or the options, actions or\n"
    "                       categories of game -g, and exit\n"
    "  -o, --output FILE    write to FILE (atomically)\n"
    "      --strict         refuse spellings that are not canonical\n"
    "  -t, --total          add up the records per game and player\n"
    "  -h, --help           print this help and exit\n"
    "  -V, --version        print the version and exit\n"
    "\n"
    "Exit status: 0 all records valid, 1 some record or dice operand\n"
    "invalid, 2 usage, I/O or memory trouble.  See rongo-score(1).\n";

struct opts {
	enum score_form		 form;
	int			 total;
	int			 hint;
	unsigned long		 written;
	struct score_totals	 sums;
};

/* --hint: the categories open to the player due after r. */
static int
hint_record(struct cli *c, struct opts *o, const struct record *r,
    const struct replay_opts *ro)
{
	struct replay_state rs;
	struct hint h[HINT_MAX];
	unsigned seat = 0;
	int rv, n = 0;

	if ((rv = replay(r, NULL, ro, &rs, &c->d)) != 0)
		return rv;
	if (!game_has_card(rs.g)) {
		struct diag_loc l = { r->file, r->start.line, r->start.col, 1,
		    r->src, NULL, r->index };
		char msg[400], names[256];

		game_names_where(game_has_card, names, sizeof(names));
		snprintf(msg, sizeof(msg), "--hint is for the games with a "
		    "score card, %s, not %s", names, rs.g->name);
		diag_report(&c->d, &l, D_SESSION, msg);
		return 1;
	}
	if (!rs.finished &&
	    (n = hint_open(rs.g, rs.st.b, h, &seat)) < 0) {
		diag_report(&c->d, NULL, D_NOMEM);
		return -1;
	}
	if (o->form != SCORE_TEXT) {
		if (score_write_hints(c->fp, r->index, n > 0 ?
		    session_seat(rs.g, r, seat) : NULL, h, (size_t)n, o->form,
		    o->written++ == 0 && !c->chunk) < 0) {
			diag_report(&c->d, NULL, D_NOMEM);
			return -1;
		}
		return 0;
	}
	if (o->written++ > 0 || c->chunk)
		fputc('\n', c->fp);
	hint_print(c->fp, h, (size_t)n);
	return 0;
}

static int
each(struct cli *c, const struct record *r, void *ctx)
{
	struct opts *o = ctx;
	struct replay_opts ro;
	struct score_sheet s;
	int rv;

	if (r->bad)
		return 1;
	replay_opts_init(&ro, c->defgame, c->strict);
	if (o->hint)
		return hint_record(c, o, r, &ro);
	score_init(&s);
	s.no_actions = o->total || o->form == SCORE_TEXT;
	if ((rv = score_record(&s, r, &ro, &c->d)) == 0) {
		if (o->total && score_totals_add(&o->sums, &s) < 0) {
			diag_report(&c->d, NULL, D_NOMEM);
			rv = -1;
		} else if (o->total)
			rv = 0;
		else if (o->form != SCORE_TEXT) {
			if ((rv = score_write_doc(c->fp, r, &s, o->form,
			    o->written++ == 0 && !c->chunk)) < 0)
				diag_report(&c->d, NULL, D_NOMEM);
		} else {
			if (o->written++ > 0 || c->chunk)
				fputc('\n', c->fp);
			rv = score_write_text(c->fp, r, &s);
		}
		if (rv > 0)
			rv = 0;
	}
	score_release(&s);
	return rv;
}

/* The registry's first game with a score card, for a refusal to name. */
static const char *
card_game(void)
{
	const struct game *g;
	size_t i;

	for (i = 0; (g = game_at(i)) != NULL; i++)
		if (game_has_card(g))
			return g->id;
	return "";
}

/* --category all: every category for the dice in s, best first, after
 * a blank line when *shown (some operand's lines came before). */
static void
category_all(struct cli *c, const struct game *g, const char *s,
    struct diag_loc *l, int *shown)
{
	unsigned char dice[64];
	struct hint h[HINT_MAX];
	char msg[256];
	int k, n;

	if ((k = score_dice(s, dice, sizeof(dice), l, &c->d)) < 0)
		return;
	if ((n = hint_all(g, dice, (size_t)k, h, msg)) < 0) {
		diag_report(&c->d, l, D_SESSION, msg);
		return;
	}
	if ((*shown)++ > 0)
		fputc('\n', c->fp);
	hint_print(c->fp, h, (size_t)n);
}

/* --category: each operand is dice, "66633" or "6,6,6,3,3". */
static int
run_category(struct cli *c, const char *cat, char *const *dice, int n)
{
	const struct game *g = game_find(c->defgame);
	char name[32];
	long points;
	int a, shown = 0;

	if (!game_has_card(g)) {
		cli_usage_error(c, "%s has no score card: --category "
		    "is for games like %s", g->name, card_game());
		return 2;
	}
	if (cli_begin(c) < 0)
		return 2;
	for (a = 0; a < n; a++) {
		struct diag_loc l = { NULL, 1, 1, 1, NULL, dice[a], 0 };

		snprintf(name, sizeof(name), "<dice %d>", a + 1);
		l.file = name;
		if (strcmp(cat, "all") == 0)
			category_all(c, g, dice[a], &l, &shown);
		else if (score_category(g, cat, dice[a], &l, &c->d,
		    &points) == 0)
			fprintf(c->fp, "%ld\n", points);
	}
	return cli_end(c);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_LONGOPTS,
		CLI_CHUNK_LONGOPT,
		{ "category", required_argument, NULL, 'c' },
		{ "format", required_argument, NULL, 'f' },
		{ "hint", no_argument, NULL, 'H' },
		{ "total", no_argument, NULL, 't' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli c;
	struct opts o;
	const char *cat = NULL;
	int ch, rv, status;

	cli_init(&c, "rongo-score");
	c.longopts = longopts;
	memset(&o, 0, sizeof(o));
	score_totals_init(&o.sums);
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":c:f:t" CLI_SHORTOPTS, longopts,
	    NULL)) != -1) {
		if ((rv = cli_option(&c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			continue;
		}
		switch (ch) {
		case 'c':
			cat = optarg;
			break;
		case 'f':
			if (strcmp(optarg, "yaml") == 0)
				o.form = SCORE_YAML;
			else if (strcmp(optarg, "json") == 0)
				o.form = SCORE_JSON;
			else if (strcmp(optarg, "text") == 0)
				o.form = SCORE_TEXT;
			else
				return cli_usage_error(&c, "unknown format "
				    "'%s': use text, yaml or json", optarg);
			break;
		case 'H':
			o.hint = 1;
			break;
		case 't':
			o.total = 1;
			break;
		}
	}
	if (c.list != NULL)
		return cli_list(&c);
	if (o.hint && o.total)
		return cli_usage_error(&c,
		    "--hint and --total cannot be used together");
	if (cat != NULL) {
		if (o.hint || o.total)
			return cli_usage_error(&c, "--category scores dice "
			    "operands: it takes neither --hint nor --total");
		if (c.defgame == NULL)
			return cli_usage_error(&c,
			    "--category needs the game: -g ID");
		if (optind == argc)
			return cli_usage_error(&c,
			    "--category needs dice to score, as in 66633");
		return run_category(&c, cat, argv + optind, argc - optind);
	}
	if (cli_begin(&c) < 0)
		return 2;
	cli_files(&c, argv + optind, argc - optind, each, &o);
	if (o.total && c.d.worst < SEV_FATAL &&
	    score_totals_write(c.fp, &o.sums, o.form, !c.chunk) < 0)
		diag_report(&c.d, NULL, D_NOMEM);
	status = cli_end(&c);
	score_totals_release(&o.sums);
	return status;
}
