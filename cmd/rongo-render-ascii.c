/*
 * rongo-render-ascii: draw positions of records as ASCII diagrams.
 */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "cli.h"
#include "replay.h"
#include "text.h"

static const char usage[] =
    "usage: rongo-render-ascii [-hV] [--chunk] [--strict] [--all | --ply n]\n"
    "                          [-g game] [--limit name=n] [-o file]\n"
    "                          [file ...]\n"
    "       rongo-render-ascii --list what [-g game]\n";

static const char help[] =
    "usage: rongo-render-ascii [-hV] [--chunk] [--strict] [--all | --ply n]\n"
    "                          [-g game] [--limit name=n] [-o file]\n"
    "                          [file ...]\n"
    "       rongo-render-ascii --list what [-g game]\n"
    "Draw the position after the last move of every record as an ASCII\n"
    "diagram with coordinates, the side to move, captures and a legend.\n"
    "\n"
    "  -a, --all         draw every position, from the start on\n"
    "      --chunk       the input is a piece cut by rongo-split\n"
    "  -g, --game ID     the game of records that have no Game tag\n"
    "      --limit NAME=N\n"
    "                    read under another limit (N bytes, tags or\n"
    "                    levels; 0: none): line, record, tags, depth,\n"
    "                    tagtext\n"
    "      --list WHAT   print the games, or the options, actions or\n"
    "                    categories of game -g, and exit\n"
    "  -o, --output FILE write to FILE (atomically)\n"
    "  -P, --ply N       draw the position after N plies (0: the start)\n"
    "      --strict      refuse spellings that are not canonical\n"
    "  -h, --help        print this help and exit\n"
    "  -V, --version     print the version and exit\n"
    "\n"
    "Exit status: 0 all records valid, 1 some record invalid,\n"
    "2 usage, I/O or memory trouble.  See rongo-render-ascii(1).\n";

/* --all keeps a record's diagrams until its replay has judged it whole
 * (an invalid record draws nothing), up to this many bytes; a record
 * that draws more is replayed again, once found valid, to be drawn as
 * it goes. */
#define HOLD_MAX	(1u << 20)

struct opts {
	int		 all;
	long		 ply;		/* -1: the last */
	unsigned long	 drawn;		/* diagrams written, or held */
	struct buf	 out;
	/* --all: 1 while the diagrams are held in out, 2 once they no
	 * longer fit there (nothing more is drawn), 0 to write each */
	int		 hold;
	struct cli	*c;
	const struct record *r;		/* the record being drawn */
	const char	*players[SESSION_PLAYERS_MAX];	/* its players */
	unsigned	 nplayers;
	/* --ply: the position kept when it goes by; the last move */
	int		 found;
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} st;
	char		 last[MOVE_TEXT_MAX];
};

static int
draw(struct opts *o, const struct game *g, const void *st,
    unsigned long ply, const char *last)
{
	struct render_info ri = { ply, last, o->players, o->nplayers };

	if (o->hold == 2)
		return 0;
	/* the blank line between diagrams and the diagram: one write */
	if (!o->hold)
		buf_clear(&o->out);
	if (((o->drawn > 0 || o->c->chunk) && buf_putc(&o->out, '\n') < 0) ||
	    g->render(st, &ri, &o->out) < 0) {
		diag_report(&o->c->d, NULL, D_NOMEM);
		return -1;
	}
	o->drawn++;
	if (!o->hold)
		fwrite(o->out.s, 1, o->out.len, o->c->fp);
	else if (o->out.len > HOLD_MAX)
		o->hold = 2;
	return 0;
}

static int
on_pos(void *ctx, const struct game *g, const void *st, unsigned long ply,
    const char *last)
{
	struct opts *o = ctx;
	unsigned i;

	if (ply == 0 && g->kind == GAME_SESSION) {
		o->nplayers = session_nseats(g, o->r);
		for (i = 0; i < o->nplayers; i++)
			o->players[i] = session_person(g, o->r, i);
	}
	if (o->all)
		return draw(o, g, st, ply, last);
	if (o->ply < 0 || (unsigned long)o->ply == ply) {
		snprintf(o->last, sizeof(o->last), "%s", last ? last : "");
		if (o->ply >= 0) {
			memcpy(o->st.b, st, g->state_size);
			o->found = 1;
		}
	}
	return 0;
}

/* --all: one replay both judges the record and draws it, the diagrams
 * held until it is found valid: an invalid record draws nothing. */
static int
each_all(struct opts *o, const struct record *r, struct replay_opts *ro,
    struct replay_state *rs)
{
	unsigned long drawn = o->drawn;
	int rv;

	buf_clear(&o->out);
	o->hold = 1;
	rv = replay(r, NULL, ro, rs, &o->c->d);
	if (rv != 0) {
		o->hold = 0;
		o->drawn = drawn;
		return rv;
	}
	if (o->hold == 1) {
		o->hold = 0;
		if (o->out.len > 0)
			fwrite(o->out.s, 1, o->out.len, o->c->fp);
		return 0;
	}
	/* too much to hold: valid, so drawn as it goes this time */
	o->hold = 0;
	o->drawn = drawn;
	o->nplayers = 0;
	return replay(r, NULL, ro, rs, &o->c->d);
}

static int
each(struct cli *c, const struct record *r, void *ctx)
{
	struct opts *o = ctx;
	struct replay_opts ro;
	struct replay_state rs;
	int rv;

	if (r->bad)
		return 1;
	o->r = r;
	o->nplayers = 0;
	replay_opts_init(&ro, c->defgame, c->strict);
	ro.on_pos = on_pos;
	ro.ctx = o;
	o->found = 0;
	if (o->all)
		return each_all(o, r, &ro, &rs);
	if ((rv = replay(r, NULL, &ro, &rs, &c->d)) != 0)
		return rv;
	if (o->ply < 0) {
		unsigned long n = rs.g->kind == GAME_SESSION ?
		    (unsigned long)rs.turns : rs.plies;

		return draw(o, rs.g, rs.st.b, n, n > 0 ? o->last : NULL);
	}
	if (!o->found) {
		struct diag_loc l = { r->file, r->start.line, r->start.col, 1,
		    r->src, NULL, r->index };
		unsigned long n = rs.g->kind == GAME_SESSION ?
		    (unsigned long)rs.turns : rs.plies;

		diag_report(&c->d, &l, D_PLY_RANGE, (unsigned long)o->ply, n,
		    rs.g->kind == GAME_SESSION ? count_noun(n, "turn",
		    "turns") : count_noun(n, "ply", "plies"));
		return 0;
	}
	return draw(o, rs.g, o->st.b, (unsigned long)o->ply,
	    o->ply > 0 ? o->last : NULL);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_LONGOPTS,
		CLI_CHUNK_LONGOPT,
		{ "all", no_argument, NULL, 'a' },
		{ "ply", required_argument, NULL, 'P' },
		{ NULL, 0, NULL, 0 }
	};
	struct cli c;
	struct opts o;
	int ch, status, rv;
	char *end;

	cli_init(&c, "rongo-render-ascii");
	c.longopts = longopts;
	memset(&o, 0, sizeof(o));
	o.ply = -1;
	o.c = &c;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":aP:" CLI_SHORTOPTS, longopts,
	    NULL)) != -1) {
		if ((rv = cli_option(&c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			continue;
		}
		switch (ch) {
		case 'a':
			o.all = 1;
			break;
		case 'P':
			errno = 0;
			o.ply = strtol(optarg, &end, 10);
			if (*optarg == '\0' || *end != '\0' || o.ply < 0 ||
			    errno == ERANGE || o.ply > INT_MAX)
				return cli_usage_error(&c,
				    "--ply takes a whole number of plies, "
				    "not '%s'", optarg);
			break;
		}
	}
	if (c.list != NULL)
		return cli_list(&c);
	if (o.all && o.ply >= 0)
		return cli_usage_error(&c,
		    "--all and --ply cannot be used together");
	status = cli_run(&c, argv + optind, argc - optind, each, &o);
	buf_release(&o.out);
	return status;
}
