/*
 * rongo-split: cut record files into pieces at record starts, each
 * opening with a chunk line, for programs run with --chunk in parallel.
 */
#include <getopt.h>
#include <stdio.h>

#include "cli.h"
#include "split.h"

#define RANGES	0x180	/* --ranges has no short form */

static const char usage[] =
    "usage: rongo-split [-hV] [-b size] [-g game] [--limit name=n] [-o file]\n"
    "                   [--ranges] [file ...]\n"
    "       rongo-split --list what [-g game]\n";

static const char help[] =
    "usage: rongo-split [-hV] [-b size] [-g game] [--limit name=n] [-o file]\n"
    "                   [--ranges] [file ...]\n"
    "       rongo-split --list what [-g game]\n"
    "Copy every file (standard input when none, or -) to the output in\n"
    "pieces cut at record starts, each opening with a line\n"
    "'#rongo-chunk LINE RECORD NAME', so that rongo-validate, rongo-score,\n"
    "rongo-apply and rongo-render-ascii run with --chunk over a piece\n"
    "report what they would over the whole file there.\n"
    "\n"
    "  -b, --block SIZE  cut at the first record start past SIZE bytes\n"
    "                    (k, M, G: 1024, 1024^2, 1024^3; default 1M;\n"
    "                    0: one piece per file)\n"
    "  -g, --game ID     the game of records that have no Game tag\n"
    "      --limit NAME=N\n"
    "                    read under another limit, as the program will\n"
    "                    (N bytes, tags or levels; 0: none): line,\n"
    "                    record, tags, depth\n"
    "      --list WHAT   print the games, or the options, actions or\n"
    "                    categories of game -g, and exit\n"
    "  -o, --output FILE write to FILE (atomically)\n"
    "      --ranges      say where the pieces are instead, a line each:\n"
    "                    INDEX, OFFSET, LENGTH and the chunk line, by tabs\n"
    "  -h, --help        print this help and exit\n"
    "  -V, --version     print the version and exit\n"
    "\n"
    "Exit status: 0 done, 2 usage or I/O trouble, or a line of a file\n"
    "that opens like a chunk line.  See rongo-split(1).\n";

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "block", required_argument, NULL, 'b' },
		{ "game", required_argument, NULL, 'g' },
		{ "help", no_argument, NULL, 'h' },
		{ "limit", required_argument, NULL, CLI_LIMIT },
		{ "list", required_argument, NULL, CLI_LIST },
		{ "output", required_argument, NULL, 'o' },
		{ "ranges", no_argument, NULL, RANGES },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	extern char *optarg;
	struct cli c;
	unsigned long block = 1UL << 20;
	int ch, ranges = 0, rv;

	cli_init(&c, "rongo-split");
	c.longopts = longopts;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":b:" CLI_SHORTOPTS, longopts,
	    NULL)) != -1) {
		if ((rv = cli_option(&c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			continue;
		}
		if (ch == RANGES)
			ranges = 1;
		else if (ch == 'b' && cli_size(optarg, &block) < 0)
			return cli_usage_error(&c, "--block: '%s' is "
			    "not a whole number (with k, M or G for 1024, "
			    "1024^2 or 1024^3)", optarg);
	}
	if (c.list != NULL)
		return cli_list(&c);
	if (cli_begin(&c) < 0)
		return 2;
	split_files(&c, argv + optind, argc - optind, block, ranges);
	return cli_end(&c);
}
