/*
 * rongo-select: pick records out of a corpus by game, player, tag,
 * winner, result, length or place; drop duplicates; divert the invalid
 * records verbatim; or count.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "select.h"

static const char usage[] =
    "usage: rongo-select [-hV] [--chunk] [--strict] [--count | --invalid]\n"
    "                    [--invert] [--unique] [--check file] [-f format]\n"
    "                    [-g game] [--limit name=n] [--player name]\n"
    "                    [--tag name=value | --tag name~regex]\n"
    "                    [--winner who] [--result result] [--plies a-b]\n"
    "                    [--turns a-b] [--records a-b] [-o file] [file ...]\n"
    "       rongo-select --list what [-g game]\n";

static const char help[] =
    "usage: rongo-select [-hV] [--chunk] [--strict] [--count | --invalid]\n"
    "                    [--invert] [--unique] [--check file] [-f format]\n"
    "                    [-g game] [--limit name=n] [--player name]\n"
    "                    [--tag name=value | --tag name~regex]\n"
    "                    [--winner who] [--result result] [--plies a-b]\n"
    "                    [--turns a-b] [--records a-b] [-o file] [file ...]\n"
    "       rongo-select --list what [-g game]\n"
    "Write the valid records of every file that meet every condition\n"
    "given, in canonical form.  Invalid records are reported on standard\n"
    "error and left out.\n"
    "\n"
    "      --check FILE  leave out the records that FILE holds too\n"
    "      --chunk       the input is a piece cut by rongo-split\n"
    "      --count       print how many records were selected, instead\n"
    "  -f, --format FMT  write records as notation, yaml or json\n"
    "                    (default: the encoding of the first input)\n"
    "  -g, --game ID     the records of game ID (an id or an alias);\n"
    "                    a record with no Game tag is taken to be one\n"
    "      --invalid     write the invalid records instead, as written\n"
    "      --invert      select the valid records the conditions refuse\n"
    "      --limit NAME=N\n"
    "                    read under another limit (N bytes, tags or\n"
    "                    levels; 0: none): line, record, tags, depth,\n"
    "                    tagtext\n"
    "      --list WHAT   print the games, or the options, actions or\n"
    "                    categories of game -g, and exit\n"
    "  -o, --output FILE write to FILE (atomically)\n"
    "      --player NAME the records NAME plays in (several: all play)\n"
    "      --plies A-B   the board games of A to B plies (A-, -B, N)\n"
    "      --records A-B the records A to B of the whole input (A-, -B, N)\n"
    "      --result R    the board games that end 1-0, 0-1, 1/2-1/2 or *\n"
    "      --strict      refuse spellings that are not canonical\n"
    "      --tag NAME=VALUE, --tag NAME~REGEX\n"
    "                    the records whose tag NAME has that value, or\n"
    "                    matches that extended regular expression\n"
    "                    (several: all hold)\n"
    "      --turns A-B   the dice sessions of A to B turns (A-, -B, N)\n"
    "      --unique      leave out a record that came before\n"
    "      --winner WHO  the records won by WHO: a name, white, black,\n"
    "                    draw, or none (not finished)\n"
    "  -h, --help        print this help and exit\n"
    "  -V, --version     print the version and exit\n"
    "\n"
    "Exit status: 0 all records valid (or every invalid one selected),\n"
    "1 some record invalid, 2 usage, I/O or memory trouble.  See\n"
    "rongo-select(1).\n";

/* the long options with no short form */
enum {
	O_CHECK = 0x200, O_COUNT, O_INVALID, O_INVERT, O_PLAYER, O_PLIES,
	O_RECORDS, O_RESULT, O_TAG, O_TURNS, O_UNIQUE, O_WINNER
};

/* The encodings -f writes: one line each. */
static const struct {
	const char	*name;
	int		 format;
} formats[] = {
	{ "notation", FMT_NOTATION },
	{ "yaml", FMT_YAML },
	{ "json", FMT_JSON },
};
#define NFORMATS	(sizeof(formats) / sizeof(formats[0]))

static int
set_format(struct cli *c, struct select *s, const char *arg)
{
	char names[128] = "";
	size_t i;

	for (i = 0; i < NFORMATS; i++)
		if (strcmp(arg, formats[i].name) == 0) {
			recout_init(&s->rec, formats[i].format);
			return 0;
		}
	for (i = 0; i < NFORMATS; i++)
		snprintf(names + strlen(names), sizeof(names) - strlen(names),
		    "%s%s", i == 0 ? "" : i + 1 < NFORMATS ? ", " : " or ",
		    formats[i].name);
	return cli_usage_error(c, "unknown format '%s': use %s", arg, names);
}

/* --plies, --turns, --records. */
static int
set_range(struct cli *c, struct select_range *r, const char *opt,
    const char *arg)
{
	if (r->set)
		return cli_usage_error(c, "%s given twice", opt);
	if (select_range_parse(arg, r) < 0)
		return cli_usage_error(c, "%s takes A-B, A-, -B or N, whole "
		    "numbers with A no more than B, not '%s'", opt, arg);
	return 0;
}

static int
nomem(struct cli *c)
{
	diag_report(&c->d, NULL, D_NOMEM);
	return 2;
}

/* The options, into c and s: -1 to go on, else the exit status to end
 * with now. */
static int
options(struct cli *c, struct select *s, int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_LONGOPTS,
		CLI_CHUNK_LONGOPT,
		{ "check", required_argument, NULL, O_CHECK },
		{ "count", no_argument, NULL, O_COUNT },
		{ "format", required_argument, NULL, 'f' },
		{ "invalid", no_argument, NULL, O_INVALID },
		{ "invert", no_argument, NULL, O_INVERT },
		{ "player", required_argument, NULL, O_PLAYER },
		{ "plies", required_argument, NULL, O_PLIES },
		{ "records", required_argument, NULL, O_RECORDS },
		{ "result", required_argument, NULL, O_RESULT },
		{ "tag", required_argument, NULL, O_TAG },
		{ "turns", required_argument, NULL, O_TURNS },
		{ "unique", no_argument, NULL, O_UNIQUE },
		{ "winner", required_argument, NULL, O_WINNER },
		{ NULL, 0, NULL, 0 }
	};
	enum result res;
	char why[512];
	int ch, rv, fset = 0;

	c->longopts = longopts;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:" CLI_SHORTOPTS, longopts,
	    NULL)) != -1) {
		if ((rv = cli_option(c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			/* -g selects the game's records too */
			if (ch == 'g')
				s->game = game_find(c->defgame);
			continue;
		}
		switch (ch) {
		case 'f':
			if ((rv = set_format(c, s, optarg)) != 0)
				return rv;
			fset = 1;
			break;
		case O_CHECK:
			if (s->check != NULL)
				return cli_usage_error(c, "--check given twice");
			s->check = optarg;
			break;
		case O_COUNT:
		case O_INVALID:
			if (s->out != SEL_RECORDS)
				return cli_usage_error(c, "--count and "
				    "--invalid cannot be used together");
			s->out = ch == O_COUNT ? SEL_COUNT : SEL_INVALID;
			break;
		case O_INVERT:
			s->invert = 1;
			break;
		case O_UNIQUE:
			s->unique = 1;
			break;
		case O_PLAYER:
			if (select_add_player(s, optarg) < 0)
				return nomem(c);
			break;
		case O_TAG:
			if ((rv = select_add_tag(s, optarg, why,
			    sizeof(why))) < 0)
				return nomem(c);
			if (rv > 0)
				return cli_usage_error(c, "%s", why);
			break;
		case O_WINNER:
			if (s->winner != NULL)
				return cli_usage_error(c, "--winner given twice");
			if (*optarg == '\0')
				return cli_usage_error(c, "--winner takes a "
				    "name, white, black, draw or none, not ''");
			s->winner = optarg;
			break;
		case O_RESULT:
			if (s->result >= 0)
				return cli_usage_error(c, "--result given twice");
			if (result_parse(optarg, strlen(optarg), &res) < 0)
				return cli_usage_error(c, "--result takes 1-0, "
				    "0-1, 1/2-1/2 or *, not '%s'", optarg);
			s->result = (int)res;
			break;
		case O_PLIES:
		case O_TURNS:
		case O_RECORDS:
			if ((rv = set_range(c, ch == O_PLIES ? &s->plies :
			    ch == O_TURNS ? &s->turns : &s->records,
			    ch == O_PLIES ? "--plies" : ch == O_TURNS ?
			    "--turns" : "--records", optarg)) != 0)
				return rv;
			break;
		}
	}
	if (c->list != NULL)
		return cli_list(c);
	if (fset && s->out != SEL_RECORDS)
		return cli_usage_error(c, "-f is for the records written: "
		    "%s writes %s", s->out == SEL_COUNT ? "--count" :
		    "--invalid", s->out == SEL_COUNT ? "a line of text" :
		    "them as they are");
	if (s->out == SEL_INVALID && (select_has_after(s) || s->unique ||
	    s->check != NULL))
		return cli_usage_error(c, "--invalid selects by what is read: "
		    "--winner, --result, --plies, --turns, --unique and "
		    "--check judge valid records only");
	if (c->chunk && (s->records.set || s->unique))
		return cli_usage_error(c, "--chunk: a piece is judged alone, "
		    "so --records and --unique cannot count over the whole "
		    "input");
	return -1;
}

int
main(int argc, char *argv[])
{
	struct cli c;
	struct select s;
	int rv;

	cli_init(&c, "rongo-select");
	select_init(&s);
	if ((rv = options(&c, &s, argc, argv)) < 0) {
		if (s.check != NULL && select_load_check(&c, &s, s.check) < 0)
			rv = 2;
		else if (cli_begin(&c) < 0)
			rv = 2;
		else {
			select_files(&c, &s, argv + optind, argc - optind);
			select_end(&c, &s);
			rv = cli_end(&c);
		}
	}
	select_release(&s);
	return rv;
}
