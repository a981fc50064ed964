/*
 * rongo-apply: replay records, add moves, and write the result: the
 * canonical record, its final position, or its legal moves.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "cli.h"
#include "edit.h"
#include "mem.h"
#include "notation.h"
#include "perft.h"
#include "reader.h"
#include "replay.h"
#include "score.h"

static const char usage[] =
    "usage: rongo-apply [-hlnpV] [--chunk] [--strict] [--count depth]\n"
    "                   [-f format] [-g game] [--limit name=n] [-m moves]\n"
    "                   [--tag name=value] [--untag name] [--players names]\n"
    "                   [--variant words] [--undo[=n] | --plies n]\n"
    "                   [-o file] [file ...]\n"
    "       rongo-apply --list what [-g game]\n";

static const char help[] =
    "usage: rongo-apply [-hlnpV] [--chunk] [--strict] [--count depth]\n"
    "                   [-f format] [-g game] [--limit name=n] [-m moves]\n"
    "                   [--tag name=value] [--untag name] [--players names]\n"
    "                   [--variant words] [--undo[=n] | --plies n]\n"
    "                   [-o file] [file ...]\n"
    "       rongo-apply --list what [-g game]\n"
    "Replay every record, add the moves given with -m, and write the\n"
    "records in canonical form (or, with -p, their final positions, or,\n"
    "with -l, the legal moves there).  Invalid records are reported on\n"
    "standard error and left out.\n"
    "\n"
    "      --chunk       the input is a piece cut by rongo-split\n"
    "      --count DEPTH print the number of move sequences of DEPTH\n"
    "                    legal moves from the final position (perft)\n"
    "  -f, --format FMT  write records as notation, yaml or json\n"
    "                    (default: the encoding of the first input)\n"
    "  -g, --game ID     the game of records that have no Game tag\n"
    "  -l, --legal       print the legal moves of the final position\n"
    "                    (a session: the actions open, after the player)\n"
    "      --limit NAME=N\n"
    "                    read under another limit (N bytes, tags or\n"
    "                    levels; 0: none): line, record, tags, depth,\n"
    "                    tagtext\n"
    "      --list WHAT   print the games, or the options, actions or\n"
    "                    categories of game -g, and exit\n"
    "  -m, --moves MOVES add these moves (notation) to every record;\n"
    "                    several -m add theirs in order\n"
    "  -n, --new         read no input: start a new record of game -g\n"
    "  -o, --output FILE write to FILE (atomically)\n"
    "  -p, --position    print the final position string (a session:\n"
    "                    its state, as key: value lines or YAML)\n"
    "      --players NAMES\n"
    "                    name the players, in seat order (\"Ann, Bob\";\n"
    "                    a board game: White's, then Black's)\n"
    "      --plies N     keep the first N plies (a session: turns)\n"
    "      --strict      refuse spellings that are not canonical\n"
    "      --tag NAME=VALUE\n"
    "                    add the tag, or replace its value\n"
    "      --undo[=N]    take back the last N plies (a session: actions;\n"
    "                    default 1), before -m adds its moves\n"
    "      --untag NAME  remove the tag\n"
    "      --variant WORDS\n"
    "                    play under these Variant options (\"\": none)\n"
    "  -h, --help        print this help and exit\n"
    "  -V, --version     print the version and exit\n"
    "\n"
    "Exit status: 0 all records valid, 1 some record invalid,\n"
    "2 usage, I/O or memory trouble.  See rongo-apply(1).\n";

enum what { W_RECORD, W_POSITION, W_LEGAL, W_COUNT };

/* the long options with no short form */
enum {
	O_TAG = 0x200, O_UNTAG, O_PLAYERS, O_VARIANT, O_UNDO, O_PLIES
};

struct opts {
	enum what	 what;
	unsigned	 depth;		/* --count */
	const char	*moves;
	struct buf	 mbuf;		/* the -m given, a line each */
	struct edit	 edit;
	struct edit_tag	*tags;
	size_t		 tagcap;
	struct recout	 rec;
	unsigned long	 written;
	struct buf	 tmp;
	/* the canonical record, its memory kept from record to record */
	struct record	 canon;
};

static int
print_move(void *ctx, const char *canon)
{
	FILE *fp = ctx;

	fprintf(fp, "%s\n", canon);
	return 0;
}

/* A session's action after the name of the player who would play it,
 * as -m takes it. */
struct due {
	FILE			*fp;
	const struct game	*g;
	const struct record	*r;
};

static int
print_action(void *ctx, unsigned seat, const char *canon)
{
	const struct due *d = ctx;

	fprintf(d->fp, "%s: %s\n", session_seat(d->g, d->r, seat), canon);
	return 0;
}


static int
print_count(struct cli *c, const struct opts *o, const struct record *r,
    const struct replay_state *rs)
{
	unsigned long long n;
	struct game_err e;

	memset(&e, 0, sizeof(e));
	if (perft(rs->g, rs->st.b, o->depth, &n, &e) < 0) {
		/* a move the game listed and then refused: a bug to report */
		struct diag_loc l = { r->file, r->start.line, r->start.col, 1,
		    r->src, NULL, r->index };

		diag_report(&c->d, &l, D_INTERNAL, e.msg);
		return -1;
	}
	fprintf(c->fp, "%llu\n", n);
	return 0;
}

/* Read -m as the movetext of a record of r's game (edit_read_moves).
 * Its diagnostics name r, which -m is added to: the same -m goes to
 * every record, and the place in it does not say which record was
 * refused.  A new record (-n, read from no file) is the only one and
 * goes unnamed. */
static int
read_moves(struct cli *c, const struct opts *o, const struct record *r,
    struct reader **mr, struct record *more)
{
	struct edit_more m = { o->moves, "-m", 1, NULL, c->defgame, &c->lim,
	    1 };

	return edit_read_moves(mr, &m, r, more, &c->d);
}

static int
each(struct cli *c, const struct record *r, void *ctx)
{
	struct opts *o = ctx;
	struct replay_opts ro;
	struct replay_state rs;
	struct record *canon = &o->canon, more, edited;
	struct reader *mr = NULL;
	int rv;

	if (r->bad)
		return 1;
	replay_opts_init(&ro, c->defgame, c->strict);
	rec_clear(canon);
	rec_init(&more);
	rec_init(&edited);
	if (edit_any(&o->edit)) {
		const char *id = r->game != NULL ? r->game : c->defgame;
		const struct game *g = r->g != NULL ? r->g : id != NULL ?
		    game_find(id) : NULL;

		if ((rv = edit_record(r, &o->edit, g, &edited, &c->d)) != 0) {
			rec_release(&edited);
			return rv;
		}
		r = &edited;
		/* a session's turns are cut as they are played */
		if (g != NULL && g->kind == GAME_SESSION &&
		    o->edit.cut == CUT_KEEP) {
			ro.cut = 1;
			ro.keep_turns = o->edit.n;
		}
	}
	ro.out = canon;
	ro.give_back = 1;
	if (o->moves != NULL && (rv = read_moves(c, o, r, &mr, &more)) != 0) {
		edit_end_moves(mr, &c->d);
		rec_release(&more);
		rec_release(&edited);
		return rv;
	}
	rv = replay(r, mr != NULL ? &more : NULL, &ro, &rs, &c->d);
	if (rv == 0 && o->what == W_LEGAL && session_can_list(rs.g)) {
		/* a session that can list its next actions */
		if (o->written++ > 0 || c->chunk)
			fputc('\n', c->fp);
		if (!rs.finished) {
			struct due d = { c->fp, rs.g, r };

			session_legal(rs.g, rs.st.b, print_action, &d);
		}
	} else if (rv == 0 && o->what == W_POSITION &&
	    rs.g->kind == GAME_SESSION) {
		/* a session's state, for scripts */
		if (o->rec.format != FMT_YAML && o->rec.format != FMT_JSON &&
		    (o->written > 0 || c->chunk))
			fputc('\n', c->fp);
		if (score_write_state(c->fp, r, rs.g, rs.st.b, rs.finished,
		    o->rec.format == FMT_YAML ? SCORE_YAML :
		    o->rec.format == FMT_JSON ? SCORE_JSON : SCORE_TEXT,
		    o->written++ == 0) < 0) {
			diag_report(&c->d, NULL, D_NOMEM);
			rv = -1;
		}
	} else if (rv == 0 && o->what != W_RECORD &&
	    rs.g->kind == GAME_SESSION) {
		struct diag_loc l = { r->file, r->start.line, r->start.col, 1,
		    r->src, NULL, r->index };
		char msg[400], listed[256];

		game_names_where(session_can_list, listed, sizeof(listed));
		if (o->what == W_LEGAL)
			snprintf(msg, sizeof(msg), "-l lists the moves of board "
			    "games and the actions of %s, not those of %s",
			    listed, rs.g->name);
		else
			snprintf(msg, sizeof(msg), "--count is for games with "
			    "a position string, which %s has not", rs.g->name);
		diag_report(&c->d, &l, D_SESSION, msg);
		rv = 1;
	} else if (rv == 0) {
		switch (o->what) {
		case W_RECORD:
			rv = recout_put(c, &o->rec, canon);
			break;
		case W_POSITION:
			buf_clear(&o->tmp);
			if (rs.g->pos_write(rs.st.b, &o->tmp) < 0) {
				diag_report(&c->d, NULL, D_NOMEM);
				rv = -1;
			} else
				fprintf(c->fp, "%s\n", o->tmp.s);
			break;
		case W_LEGAL:
			if (o->written > 0 || c->chunk)
				fputc('\n', c->fp);
			if (rs.outcome == OUT_ONGOING)
				rs.g->legal(rs.st.b, print_move, c->fp);
			break;
		case W_COUNT:
			rv = print_count(c, o, r, &rs);
			break;
		}
		if (rv == 0)
			o->written++;
	}
	edit_end_moves(mr, &c->d);
	rec_release(&more);
	rec_release(&edited);
	return rv;
}

/* Out of memory while reading the options: 2. */
static int
nomem(struct cli *c)
{
	diag_report(&c->d, NULL, D_NOMEM);
	return 2;
}

/* --undo[=N], --plies N. */
static int
cut_option(struct cli *c, struct opts *o, int ch, const char *arg)
{
	const char *opt = ch == O_UNDO ? "--undo" : "--plies";
	unsigned long long n = 1;

	if (o->edit.cut != CUT_NONE)
		return cli_usage_error(c, "--undo and --plies cannot "
		    "be used together, nor either twice");
	if (arg != NULL) {
		if (cli_number(arg, ULONG_MAX, &n) < 0 ||
		    (ch == O_UNDO && n == 0))
			return cli_usage_error(c, "%s takes a number "
			    "%s, not '%s'", opt, ch == O_UNDO ? "from 1" :
			    "from 0", arg);
	}
	o->edit.cut = ch == O_UNDO ? CUT_UNDO : CUT_KEEP;
	o->edit.n = (unsigned long)n;
	return 0;
}

/* -n: one empty record of game -g. */
static void
run_new(struct cli *c, struct opts *o)
{
	struct record r;

	rec_init(&r);
	r.file = "-n";
	r.index = 1;
	r.format = o->rec.format < 0 ? FMT_NOTATION :
	    (enum rec_format)o->rec.format;
	(void)each(c, &r, o);
	rec_release(&r);
}

/* The options, into c and o (*new for -n): -1 to go on, else the exit
 * status to end with now. */
static int
options(struct cli *c, struct opts *o, int argc, char *argv[], int *new)
{
	static const struct option longopts[] = {
		CLI_LONGOPTS,
		CLI_CHUNK_LONGOPT,
		{ "count", required_argument, NULL, 'C' },
		{ "format", required_argument, NULL, 'f' },
		{ "legal", no_argument, NULL, 'l' },
		{ "moves", required_argument, NULL, 'm' },
		{ "new", no_argument, NULL, 'n' },
		{ "players", required_argument, NULL, O_PLAYERS },
		{ "plies", required_argument, NULL, O_PLIES },
		{ "position", no_argument, NULL, 'p' },
		{ "tag", required_argument, NULL, O_TAG },
		{ "undo", optional_argument, NULL, O_UNDO },
		{ "untag", required_argument, NULL, O_UNTAG },
		{ "variant", required_argument, NULL, O_VARIANT },
		{ NULL, 0, NULL, 0 }
	};
	int ch, rv;
	long depth;
	char *end;

	c->longopts = longopts;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:lm:np" CLI_SHORTOPTS,
	    longopts, NULL)) != -1) {
		if ((rv = cli_option(c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			continue;
		}
		switch (ch) {
		case 'C':
			errno = 0;
			depth = strtol(optarg, &end, 10);
			if (*optarg == '\0' || *end != '\0' || depth < 0 ||
			    depth > 64 || errno == ERANGE)
				return cli_usage_error(c, "--count takes "
				    "a depth from 0 to 64, not '%s'", optarg);
			if (o->what != W_RECORD)
				return cli_usage_error(c,
				    "-l, -p and --count cannot be used together");
			o->what = W_COUNT;
			o->depth = (unsigned)depth;
			break;
		case 'f':
			if (strcmp(optarg, "notation") == 0)
				o->rec.format = FMT_NOTATION;
			else if (strcmp(optarg, "yaml") == 0)
				o->rec.format = FMT_YAML;
			else if (strcmp(optarg, "json") == 0)
				o->rec.format = FMT_JSON;
			else
				return cli_usage_error(c, "unknown "
				    "format '%s': use notation, yaml or json",
				    optarg);
			break;
		case 'l':
		case 'p':
			if (o->what != W_RECORD)
				return cli_usage_error(c,
				    "-l, -p and --count cannot be used together");
			o->what = ch == 'l' ? W_LEGAL : W_POSITION;
			break;
		case 'm':
			/* -m "" adds nothing; each -m is a line of the
			 * moves, for diagnostics to point into */
			if ((o->mbuf.len > 0 && buf_putc(&o->mbuf, '\n') < 0) ||
			    buf_puts(&o->mbuf, optarg) < 0)
				return nomem(c);
			o->moves = o->mbuf.s[strspn(o->mbuf.s, " \t\r\n")] !=
			    '\0' ? o->mbuf.s : NULL;
			break;
		case O_TAG:
		case O_UNTAG:
		case O_PLAYERS:
		case O_VARIANT:
			if ((rv = cli_tag_edit(c, ch == O_TAG ? "--tag" :
			    ch == O_UNTAG ? "--untag" : ch == O_PLAYERS ?
			    "--players" : "--variant", optarg, &o->edit,
			    &o->tags, &o->tagcap)) != 0)
				return rv;
			break;
		case O_UNDO:
		case O_PLIES:
			if ((rv = cut_option(c, o, ch, optarg)) != 0)
				return rv;
			break;
		case 'n':
			*new = 1;
			break;
		}
	}
	if (c->list != NULL)
		return cli_list(c);
	if (*new && c->defgame == NULL)
		return cli_usage_error(c, "-n needs the game: -g ID");
	if (*new && optind < argc)
		return cli_usage_error(c,
		    "-n reads no input: drop the file operands");
	return -1;
}

int
main(int argc, char *argv[])
{
	struct cli c;
	struct opts o;
	int new = 0, rv;

	cli_init(&c, "rongo-apply");
	memset(&o, 0, sizeof(o));
	rec_init(&o.canon);
	recout_init(&o.rec, -1);
	if ((rv = options(&c, &o, argc, argv, &new)) < 0) {
		if (cli_begin(&c) < 0)
			rv = 2;
		else {
			if (new)
				run_new(&c, &o);
			else
				cli_files(&c, argv + optind, argc - optind,
				    each, &o);
			recout_close(&c, &o.rec);
			rv = cli_end(&c);
		}
	}
	rec_release(&o.canon);
	buf_release(&o.tmp);
	buf_release(&o.mbuf);
	mem_free(o.tags);
	return rv;
}
