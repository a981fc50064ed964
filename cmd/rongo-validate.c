/*
 * rongo-validate: check records against their games' rules.
 */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "replay.h"
#include "text.h"

static const char usage[] =
    "usage: rongo-validate [-hVv] [--chunk] [--strict] [-g game]\n"
    "                      [--limit name=n] [-o file] [file ...]\n"
    "       rongo-validate --list what [-g game]\n";

static const char help[] =
    "usage: rongo-validate [-hVv] [--chunk] [--strict] [-g game]\n"
    "                      [--limit name=n] [-o file] [file ...]\n"
    "       rongo-validate --list what [-g game]\n"
    "Check every record of every file (standard input when none, or -)\n"
    "against its game's rules; report each problem on standard error.\n"
    "\n"
    "      --chunk       the input is a piece cut by rongo-split\n"
    "  -g, --game ID     the game of records that have no Game tag\n"
    "      --limit NAME=N\n"
    "                    read under another limit (N bytes, tags or\n"
    "                    levels; 0: none): line, record, tags, depth,\n"
    "                    tagtext\n"
    "      --list WHAT   print the games, or the options, actions or\n"
    "                    categories of game -g, and exit\n"
    "  -o, --output FILE write the -v summary to FILE (atomically)\n"
    "      --strict      refuse spellings that are not canonical\n"
    "  -v, --verbose     print one summary line per record\n"
    "  -h, --help        print this help and exit\n"
    "  -V, --version     print the version and exit\n"
    "\n"
    "Exit status: 0 all records valid, 1 some record invalid,\n"
    "2 usage, I/O or memory trouble.  See rongo-validate(1).\n";

struct opts {
	int	verbose;
};

static int
each(struct cli *c, const struct record *r, void *ctx)
{
	const struct opts *o = ctx;
	struct replay_opts ro;
	struct replay_state rs;
	int rv = 1;
	const char *game = r->game != NULL ? r->game :
	    c->defgame != NULL ? c->defgame : "-";
	const char *status = "invalid";

	replay_opts_init(&ro, c->defgame, c->strict);
	rs.g = NULL;		/* for a record that never gets replayed */
	rs.plies = 0;
	rs.turns = 0;
	if (!r->bad && (rv = replay(r, NULL, &ro, &rs, &c->d)) < 0)
		return -1;
	if (o->verbose) {
		int sess = rs.g != NULL && rs.g->kind == GAME_SESSION;
		unsigned long n = sess ? (unsigned long)rs.turns : rs.plies;

		if (rs.g != NULL)
			game = rs.g->id;
		if (rv == 0)
			status = sess ? (rs.finished ? "finished" :
			    "unfinished") :
			    result_string(replay_result(&rs, r, NULL));
		text_escape_fp(c->fp, r->file);
		fprintf(c->fp, ": record %lu: %s, %lu %s, %s\n", r->index,
		    game, n, sess ? (n == 1 ? "turn" : "turns") :
		    n == 1 ? "ply" : "plies", status);
	}
	return rv;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_LONGOPTS,
		CLI_CHUNK_LONGOPT,
		{ "verbose", no_argument, NULL, 'v' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli c;
	struct opts o = { 0 };
	int ch, rv;

	cli_init(&c, "rongo-validate");
	c.longopts = longopts;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":v" CLI_SHORTOPTS, longopts,
	    NULL)) != -1) {
		if ((rv = cli_option(&c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			continue;
		}
		if (ch == 'v')
			o.verbose = 1;
	}
	if (c.list != NULL)
		return cli_list(&c);
	return cli_run(&c, argv + optind, argc - optind, each, &o);
}
