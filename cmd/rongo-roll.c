/*
 * rongo-roll: roll dice written in dice notation, or count their exact
 * distribution.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "cli.h"
#include "dice.h"
#include "mem.h"
#include "next.h"
#include "replay.h"
#include "rng.h"
#include "src.h"

static const char usage[] =
    "usage: rongo-roll [-hsVv] [--stats] [-n count] [-o file]\n"
    "                  [--seed n] expression ...\n"
    "       rongo-roll --next [-v] [--strict] [--seed n] [-f format]\n"
    "                  [-g game] [--limit name=n] [-o file] [file ...]\n"
    "       rongo-roll --list what [-g game]\n";

static const char help[] =
    "usage: rongo-roll [-hsVv] [--stats] [-n count] [-o file]\n"
    "                  [--seed n] expression ...\n"
    "       rongo-roll --next [-v] [--strict] [--seed n] [-f format]\n"
    "                  [-g game] [--limit name=n] [-o file] [file ...]\n"
    "       rongo-roll --list what [-g game]\n"
    "Roll the dice of each expression, written in Roll20's dice notation\n"
    "(3d6, 4d6kh3, d%+5, 2d6!!, 5d10>8f1, 4dF, {4d6,3d8}kh1, floor(1d6/2),\n"
    "6x3d6, ...), and print the total, one line per roll.\n"
    "\n"
    "  -f, --format FMT  --next: write records as notation, yaml or json\n"
    "  -g, --game ID     --next: the game of records without a Game tag\n"
    "      --limit NAME=N\n"
    "                    --next: read under another limit (N bytes,\n"
    "                    tags or levels; 0: none): line, record, tags,\n"
    "                    depth\n"
    "      --list WHAT   print the games, or the options, actions or\n"
    "                    categories of game -g, and exit\n"
    "  -n, --repeat N    roll each expression N times\n"
    "      --next        read dice sessions and add to each the throw it\n"
    "                    needs next, with the right number of dice\n"
    "  -o, --output FILE write to FILE (atomically)\n"
    "  -s, --show        show the dice: 4d6kh3: [6, 4, 3, (1)] = 13\n"
    "      --seed N      seed the dice with N (0 to 18446744073709551615)\n"
    "                    to roll the same again\n"
    "      --stats       print each expression's exact distribution\n"
    "      --strict      --next: refuse actions not written canonically\n"
    "  -v, --verbose     print the seed on standard error\n"
    "  -h, --help        print this help and exit\n"
    "  -V, --version     print the version and exit\n"
    "\n"
    "Exit status: 0 done, 1 some expression invalid,\n"
    "2 usage, I/O or memory trouble.  See rongo-roll(1).\n";

/* --next: the first record that had no throw due, for the error when
 * none had one. */
struct skipped {
	unsigned long	 n;		/* records passed through */
	unsigned long	 thrown;	/* records given a throw */
	struct diag_loc	 loc;
	char		*file;
	char		*line;		/* the source line, quoted */
	char		 why[160];
};

#define OPT_SEED	0x200
#define OPT_STATS	0x201
#define OPT_NEXT	0x202
#define REPEAT_MAX	1000000000000ULL

struct opts {
	int			 show;
	int			 stats;
	int			 verbose;
	int			 seeded;
	unsigned long		 blocks;	/* --stats: printed so far */
	uint64_t		 seed;
	unsigned long long	 repeat;
	struct rng		 rng;
	struct dice_src		 src;
	struct buf		 out;	/* lines not yet written */
	struct recout		 rec;	/* --next: records out */
	struct skipped		 skipped; /* --next: no throw due */
};

/* Write what out holds; -1 on a write error, which cli_end reports. */
static int
flush(struct cli *c, struct opts *o)
{
	if (o->out.len > 0 && fwrite(o->out.s, 1, o->out.len, c->fp) !=
	    o->out.len)
		return -1;
	buf_clear(&o->out);
	return 0;
}

/* Append v and then c to out. */
static int
put_total(struct buf *out, struct dice_total v, char c)
{
	char s[DICE_TOTAL_SZ + 1];
	size_t n = dice_total_str(v, s);

	s[n++] = c;
	return buf_add(out, s, n);
}

static int
nomem(struct cli *c)
{
	diag_report(&c->d, NULL, D_NOMEM);
	return -1;
}

/* Roll e o->repeat times, a line each: as many totals as "Nx" says, or
 * with -s a line a roll; -1 on fatal trouble (reported). */
static int
roll(struct cli *c, struct opts *o, struct dice_expr *e, const char *text)
{
	unsigned long long i;
	unsigned j, per = dice_repeat(e);
	struct dice_total total;
	int rv;

	for (i = 0; i < o->repeat; i++)
		for (j = 0; j < per; j++) {
			if (o->show) {
				/* written as the dice fall: a roll's text
				 * can be far more than memory */
				fputs(text, c->fp);
				fputs(": ", c->fp);
				if ((rv = dice_roll(e, &o->src, &total,
				    c->fp)) == -1)
					return nomem(c);
				putc('\n', c->fp);
				if (rv < 0 || ferror(c->fp))
					return -1;	/* cli_end reports it */
				continue;
			}
			if (dice_roll(e, &o->src, &total, NULL) < 0 ||
			    put_total(&o->out, total, j + 1 < per ? ' ' :
			    '\n') < 0)
				return nomem(c);
			if (o->out.len >= 65536 && flush(c, o) < 0)
				return -1;
		}
	return flush(c, o);
}

static int
stats(struct cli *c, struct opts *o, struct dice_expr *e, const char *text,
    const struct diag_loc *l)
{
	struct dice_stats *st;
	struct dice_err err;
	int rv;

	if ((rv = dice_stats(e, &st, &err)) < 0)
		return nomem(c);
	if (rv > 0) {
		struct diag_loc el = *l;

		el.col = err.col;
		el.len = err.len;
		diag_report(&c->d, &el, D_DICE, err.msg);
		return 0;
	}
	if (o->blocks++ > 0)
		fputc('\n', c->fp);
	dice_stats_write(st, text, c->fp);
	dice_stats_free(st);
	return ferror(c->fp) ? -1 : 0;	/* cli_end reports it */
}

/* One operand; -1 on fatal trouble (reported). */
static int
each(struct cli *c, struct opts *o, const char *text, int index)
{
	struct dice_expr *e;
	struct dice_err err;
	char name[32];
	struct diag_loc l;
	int rv;

	snprintf(name, sizeof(name), "<expr %d>", index);
	memset(&l, 0, sizeof(l));
	l.file = name;
	l.line = 1;
	l.text = text;
	if ((rv = dice_parse(&e, text, &err)) < 0)
		return nomem(c);
	if (rv > 0) {
		l.col = err.col;
		l.len = err.len;
		diag_report(&c->d, &l, D_DICE, err.msg);
		return 0;
	}
	rv = o->stats ? stats(c, o, e, text, &l) : roll(c, o, e, text);
	dice_free(e);
	return rv;
}

/* Remember r as passed through for why. */
static int
skip(struct skipped *k, const struct record *r, const char *why)
{
	const char *text;
	size_t len = 0;

	if (k->n++ > 0)
		return 0;
	k->loc = (struct diag_loc){ r->file, r->start.line, r->start.col, 1,
	    NULL, NULL, r->index };
	snprintf(k->why, sizeof(k->why), "%s", why);
	text = r->src != NULL ? src_line(r->src, r->start.line, &len) : NULL;
	k->loc.file = k->file = r->file != NULL ? mem_strdup(r->file) : NULL;
	k->loc.text = k->line = text != NULL ? mem_strndup(text, len) : NULL;
	if ((r->file != NULL && k->file == NULL) ||
	    (text != NULL && k->line == NULL))
		return -1;	/* the run stops: nothing to report at its end */
	return 0;
}

/* After the run: an error when no record had a throw due. */
static void
skipped_end(struct cli *c, struct skipped *k)
{
	char msg[256];

	if (k->n > 0 && k->thrown == 0 && c->d.worst < SEV_FATAL) {
		if (k->n == 1)
			snprintf(msg, sizeof(msg), "%s", k->why);
		else if (k->n == 2)
			snprintf(msg, sizeof(msg), "%s; nor in the other "
			    "record", k->why);
		else
			snprintf(msg, sizeof(msg), "%s; nor in any of the %lu "
			    "others", k->why, k->n - 1);
		diag_report(&c->d, &k->loc, D_SESSION, msg);
	}
	mem_free(k->file);
	mem_free(k->line);
}

/*
 * --next: each session written back with the throw it needs next added
 * (session_next); one with no throw due is written back as it is, and
 * remembered for the report at the end.
 */
static int
next_each(struct cli *c, const struct record *r, void *ctx)
{
	struct opts *o = ctx;
	struct replay_opts ro;
	struct record canon;
	char why[160];
	int rv, thrown;

	if (r->bad)
		return 1;
	replay_opts_init(&ro, c->defgame, c->strict);
	rec_init(&canon);
	rv = session_next(r, &ro, &o->rng, &c->lim, &canon, &thrown, why,
	    &c->d);
	if (rv == 0 && !thrown && skip(&o->skipped, r, why) < 0) {
		diag_report(&c->d, NULL, D_NOMEM);
		rv = -1;
	}
	if (rv == 0) {
		o->skipped.thrown += (unsigned long)thrown;
		rv = recout_put(c, &o->rec, &canon);
	}
	rec_release(&canon);
	return rv;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_LONGOPTS,
		{ "format", required_argument, NULL, 'f' },
		{ "next", no_argument, NULL, OPT_NEXT },
		{ "repeat", required_argument, NULL, 'n' },
		{ "seed", required_argument, NULL, OPT_SEED },
		{ "show", no_argument, NULL, 's' },
		{ "stats", no_argument, NULL, OPT_STATS },
		{ "verbose", no_argument, NULL, 'v' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli c;
	struct opts o;
	unsigned long long v;
	int ch, rv, i, repeat_given = 0, next = 0, format = -1;

	cli_init(&c, "rongo-roll");
	c.longopts = longopts;
	memset(&o, 0, sizeof(o));
	o.repeat = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:n:sv" CLI_SHORTOPTS, longopts,
	    NULL)) != -1) {
		if ((rv = cli_option(&c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			continue;
		}
		switch (ch) {
		case 'n':
			if (cli_number(optarg, REPEAT_MAX, &o.repeat) < 0 ||
			    o.repeat == 0)
				return cli_usage_error(&c, "-n takes "
				    "a count from 1 to %llu, not '%s'",
				    REPEAT_MAX, optarg);
			repeat_given = 1;
			break;
		case 's':
			o.show = 1;
			break;
		case 'v':
			o.verbose = 1;
			break;
		case OPT_SEED:
			if (cli_number(optarg, UINT64_MAX, &v) < 0)
				return cli_usage_error(&c, "--seed takes "
				    "a number from 0 to %llu, not '%s'",
				    (unsigned long long)UINT64_MAX, optarg);
			o.seed = v;
			o.seeded = 1;
			break;
		case OPT_STATS:
			o.stats = 1;
			break;
		case OPT_NEXT:
			next = 1;
			break;
		case 'f':
			if (strcmp(optarg, "notation") == 0)
				format = FMT_NOTATION;
			else if (strcmp(optarg, "yaml") == 0)
				format = FMT_YAML;
			else if (strcmp(optarg, "json") == 0)
				format = FMT_JSON;
			else
				return cli_usage_error(&c, "unknown "
				    "format '%s': use notation, yaml or json",
				    optarg);
			break;
		}
	}
	if (c.list != NULL)
		return cli_list(&c);
	if (next && (o.stats || o.show || repeat_given))
		return cli_usage_error(&c,
		    "--next cannot be used with --stats, -n or -s");
	if (!next && (c.defgame != NULL || c.strict || format >= 0 ||
	    c.limited))
		return cli_usage_error(&c,
		    "-f, -g, --limit and --strict go with --next");
	if (!next && optind == argc)
		return cli_usage_error(&c, "no dice expression given");
	if (o.stats && (o.show || repeat_given))
		return cli_usage_error(&c,
		    "--stats cannot be used with -n or -s");
	if (!o.stats) {
		if (!o.seeded && rng_os_seed(&o.seed) < 0) {
			diag_report(&c.d, NULL, D_SEED, strerror(errno));
			return diag_exit_status(&c.d);
		}
		if (o.verbose)
			fprintf(stderr, "seed: %llu\n",
			    (unsigned long long)o.seed);
		rng_init(&o.rng, o.seed);
		dice_src_rng(&o.src, &o.rng);
	}
	if (cli_begin(&c) < 0)
		return diag_exit_status(&c.d);
	if (next) {
		recout_init(&o.rec, format);
		cli_files(&c, argv + optind, argc - optind, next_each, &o);
		skipped_end(&c, &o.skipped);
		recout_close(&c, &o.rec);
		return cli_end(&c);
	}
	for (i = optind; i < argc; i++)
		if (each(&c, &o, argv[i], i - optind + 1) < 0)
			break;
	buf_release(&o.out);
	return cli_end(&c);
}
