/*
 * rongo-play: referee a game live, a line at a time, from a person at a
 * terminal, a script on a pipe, or programs playing sides; the record is
 * saved after every line accepted.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <editline/readline.h>

#include "bot.h"
#include "buf.h"
#include "cli.h"
#include "edit.h"
#include "mem.h"
#include "play.h"
#include "rng.h"

static const char usage[] =
    "usage: rongo-play [-hsV] [--strict] [-f format] [-g game]\n"
    "                  [--players names] [--variant words]\n"
    "                  [--tag name=value] [--seed n] [--white command]\n"
    "                  [--black command] [--seat name=command]\n"
    "                  [--games n] [--move-time seconds]\n"
    "                  [--draw-after n] file\n"
    "       rongo-play --list what [-g game]\n";

static const char help[] =
    "usage: rongo-play [-hsV] [--strict] [-f format] [-g game]\n"
    "                  [--players names] [--variant words]\n"
    "                  [--tag name=value] [--seed n] [--white command]\n"
    "                  [--black command] [--seat name=command]\n"
    "                  [--games n] [--move-time seconds]\n"
    "                  [--draw-after n] file\n"
    "       rongo-play --list what [-g game]\n"
    "Referee a game kept in FILE: read moves, actions and commands a\n"
    "line at a time, judge each, and save FILE after every line\n"
    "accepted.  FILE's last record is continued, or a new game of -g\n"
    "begun when FILE is absent or empty.  Type 'help' for the commands.\n"
    "\n"
    "      --black CMD   the program that plays Black (as --seat)\n"
    "      --draw-after N\n"
    "                    a game with no result after N plies (a\n"
    "                    session: turns) is drawn by the referee\n"
    "  -f, --format FMT  write a new FILE as notation, yaml or json\n"
    "  -g, --game ID     the game of a new FILE\n"
    "      --games N     play a match of N games, the programs changing\n"
    "                    sides after each, every record kept in FILE\n"
    "      --move-time SECONDS\n"
    "                    the time a program has for each answer\n"
    "      --players NAMES\n"
    "                    name the players, in seat order (\"Ann, Bob\";\n"
    "                    a board game: White's, then Black's)\n"
    "      --seat NAME=CMD\n"
    "                    the program that plays seat NAME: run with\n"
    "                    the record on its standard input, it prints\n"
    "                    its move or action on one line\n"
    "      --seed N      seed the referee's dice with N\n"
    "  -s, --show        draw the position after every line accepted\n"
    "                    (always on a terminal)\n"
    "      --strict      refuse spellings that are not canonical\n"
    "      --tag NAME=VALUE\n"
    "                    a tag of the new game (or set in FILE's)\n"
    "      --variant WORDS\n"
    "                    play under these Variant options\n"
    "      --white CMD   the program that plays White (as --seat)\n"
    "  -h, --help        print this help and exit\n"
    "  -V, --version     print the version and exit\n"
    "\n"
    "Exit status: 0 every line accepted, 1 some line refused (FILE\n"
    "still holds a valid record), 2 usage, I/O or memory trouble.\n"
    "See rongo-play(1).\n";

enum {
	O_TAG = 0x200, O_PLAYERS, O_VARIANT, O_SEED, O_WHITE, O_BLACK,
	O_SEAT, O_GAMES, O_MOVE_TIME, O_DRAW_AFTER
};

/* The most bytes of a program's answer. */
#define ANSWER_MAX	1024

/* A program named for a seat on the command line. */
struct seatcmd {
	const char	*seat;		/* as written: "White", "Ann" */
	const char	*cmd;
};

/* Who plays, across the games of a match: participant i sits in seat
 * (i + k) mod n in game k (counting from 0). */
struct who {
	char		*name;		/* a player's name, or NULL */
	const char	*cmd;		/* a program, or NULL: a person */
	const char	*opt;		/* how diagnostics name the program */
	char		 optbuf[80];
	unsigned long	 won, drawn, lost;
};

struct opts {
	struct play_opts	 po;
	struct edit		 edit;
	struct edit_tag		*tags;
	size_t			 tagcap;
	struct seatcmd		*cmds;
	size_t			 ncmds, cmdcap;
	unsigned long		 games;		/* 0: no match */
	unsigned long		 ms;		/* --move-time; 0: none */
	unsigned long		 draw_after;	/* --draw-after; 0: none */
	int			 show;
	int			 seeded;
};

/* The run. */
struct run {
	struct cli	*c;
	struct opts	*o;
	struct play	 p;
	struct who	 who[SESSION_PLAYERS_MAX];
	unsigned	 n;		/* participants */
	unsigned long	 game;		/* of the match, from 0 */
	int		 people;	/* some seat is a person's */
	int		 tty;
	int		 refused;
	unsigned long	 lineno;
	int		 forfeit;	/* this game's forfeiting seat, or -1;
					 * -2: drawn by --draw-after */
	int		 counted;	/* this game's result is counted */
	char		 answer[ANSWER_MAX];
};

static int
nomem(struct cli *c)
{
	diag_report(&c->d, NULL, D_NOMEM);
	return 2;
}

/* --move-time: seconds, to the millisecond, more than none. */
static int
move_time(const char *s, unsigned long *ms)
{
	unsigned long whole = 0, frac = 0, scale = 100;
	const char *t = s;

	if (*t < '0' || *t > '9')
		return -1;
	for (; *t >= '0' && *t <= '9'; t++) {
		if (whole > 86400UL * 365)
			return -1;
		whole = whole * 10 + (unsigned long)(*t - '0');
	}
	if (*t == '.')
		for (t++; *t >= '0' && *t <= '9'; t++) {
			frac += (unsigned long)(*t - '0') * scale;
			scale /= 10;
		}
	if (*t != '\0' || (t[-1] == '.'))
		return -1;
	*ms = whole * 1000 + frac;
	return *ms > 0 ? 0 : -1;
}

static int
add_cmd(struct cli *c, struct opts *o, const char *seat, const char *cmd)
{
	size_t i;

	if (*cmd == '\0')
		return cli_usage_error(c, "the program for %s is empty",
		    seat);
	for (i = 0; i < o->ncmds; i++)
		if (strcmp(o->cmds[i].seat, seat) == 0)
			return cli_usage_error(c, "two programs for %s", seat);
	if (mem_grow(&o->cmds, &o->cmdcap, o->ncmds + 1,
	    sizeof(*o->cmds)) < 0)
		return nomem(c);
	o->cmds[o->ncmds].seat = seat;
	o->cmds[o->ncmds++].cmd = cmd;
	return 0;
}

/* The options, into c and o: -1 to go on, else the exit status to end
 * with now. */
static int
options(struct cli *c, struct opts *o, int argc, char *argv[])
{
	static const struct option longopts[] = {
		CLI_LONGOPTS,
		{ "black", required_argument, NULL, O_BLACK },
		{ "draw-after", required_argument, NULL, O_DRAW_AFTER },
		{ "format", required_argument, NULL, 'f' },
		{ "games", required_argument, NULL, O_GAMES },
		{ "move-time", required_argument, NULL, O_MOVE_TIME },
		{ "players", required_argument, NULL, O_PLAYERS },
		{ "seat", required_argument, NULL, O_SEAT },
		{ "seed", required_argument, NULL, O_SEED },
		{ "show", no_argument, NULL, 's' },
		{ "tag", required_argument, NULL, O_TAG },
		{ "variant", required_argument, NULL, O_VARIANT },
		{ "white", required_argument, NULL, O_WHITE },
		{ NULL, 0, NULL, 0 }
	};
	unsigned long long v;
	char *eq;
	int ch, rv;

	c->longopts = longopts;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":f:s" CLI_SHORTOPTS, longopts,
	    NULL)) != -1) {
		if ((rv = cli_option(c, ch, usage, help, argv)) != CLI_NOT_MINE) {
			if (rv != CLI_TAKEN)
				return rv;
			continue;
		}
		switch (ch) {
		case 'f':
			if (strcmp(optarg, "notation") == 0)
				o->po.format = FMT_NOTATION;
			else if (strcmp(optarg, "yaml") == 0)
				o->po.format = FMT_YAML;
			else if (strcmp(optarg, "json") == 0)
				o->po.format = FMT_JSON;
			else
				return cli_usage_error(c, "unknown format "
				    "'%s': use notation, yaml or json", optarg);
			break;
		case 's':
			o->show = 1;
			break;
		case O_TAG:
		case O_PLAYERS:
		case O_VARIANT:
			if ((rv = cli_tag_edit(c, ch == O_TAG ? "--tag" :
			    ch == O_PLAYERS ? "--players" : "--variant",
			    optarg, &o->edit, &o->tags, &o->tagcap)) != 0)
				return rv;
			break;
		case O_SEED:
			if (cli_number(optarg, UINT64_MAX, &v) < 0)
				return cli_usage_error(c, "--seed takes a "
				    "number from 0 to %llu, not '%s'",
				    (unsigned long long)UINT64_MAX, optarg);
			o->po.seed = v;
			o->seeded = 1;
			break;
		case O_WHITE:
		case O_BLACK:
			if ((rv = add_cmd(c, o, ch == O_WHITE ? "White" :
			    "Black", optarg)) != 0)
				return rv;
			break;
		case O_SEAT:
			if ((eq = strchr(optarg, '=')) == NULL ||
			    eq == optarg)
				return cli_usage_error(c, "--seat takes "
				    "NAME=COMMAND, not '%s'", optarg);
			*eq = '\0';
			if ((rv = add_cmd(c, o, optarg, eq + 1)) != 0)
				return rv;
			break;
		case O_DRAW_AFTER:
			if (cli_number(optarg, 100000000, &v) < 0 || v == 0)
				return cli_usage_error(c, "--draw-after takes "
				    "a number from 1 to 100000000, not '%s'",
				    optarg);
			o->draw_after = (unsigned long)v;
			break;
		case O_GAMES:
			if (cli_number(optarg, 1000000, &v) < 0 || v == 0)
				return cli_usage_error(c, "--games takes a "
				    "number from 1 to 1000000, not '%s'",
				    optarg);
			o->games = (unsigned long)v;
			break;
		case O_MOVE_TIME:
			if (move_time(optarg, &o->ms) < 0)
				return cli_usage_error(c, "--move-time takes "
				    "seconds, more than 0 (\"2\", \"0.5\"), "
				    "not '%s'", optarg);
			break;
		}
	}
	if (c->list != NULL)
		return cli_list(c);
	if (c->outpath != NULL)
		return cli_usage_error(c, "-o: rongo-play saves to FILE "
		    "itself");
	if (optind + 1 != argc)
		return cli_usage_error(c, optind == argc ? "FILE is "
		    "missing: the file the game is kept in" :
		    "one FILE only: the file the game is kept in");
	o->po.path = argv[optind];
	return -1;
}

/* The seat a program's option names, or -1 (reported). */
static int
seat_of(struct run *r, const char *seat)
{
	const struct game *g = r->p.rs.g;
	unsigned i;

	for (i = 0; i < play_nseats(&r->p); i++) {
		const char *s = g->kind == GAME_SESSION ?
		    session_seat(g, &r->p.rec, i) : side_name((enum side)i);

		if (strcmp(s, seat) == 0)
			return (int)i;
	}
	if (g->kind == GAME_SESSION && g->session->seats == NULL &&
	    (strcmp(seat, "White") == 0 || strcmp(seat, "Black") == 0))
		cli_usage_error(r->c, "--%s is for games of two sides: "
		    "%s's seats are named by its players: use --seat "
		    "NAME=COMMAND", strcmp(seat, "White") == 0 ? "white" :
		    "black", g->name);
	else
		cli_usage_error(r->c, "--seat %s: %s has no seat %s", seat,
		    g->name, seat);
	return -1;
}

/* The name of the player in seat i of the game in play, or NULL. */
static const char *
person(const struct play *p, unsigned i)
{
	const struct rec_tag *t;

	if (p->rs.g->kind == GAME_SESSION) {
		const char *s = session_seat(p->rs.g, &p->rec, i);

		/* a fixed seat without a player's tag is not a name */
		return strcmp(p->players[i], s) != 0 ||
		    p->rs.g->session->seats == NULL ? p->players[i] : NULL;
	}
	t = rec_tag(&p->rec, side_name((enum side)i));
	return t != NULL ? t->value : NULL;
}

/* Who sits where, from the game in play and the programs named. */
static int
seat_people(struct run *r)
{
	unsigned i;
	size_t k;
	int s;

	r->n = play_nseats(&r->p);
	for (i = 0; i < r->n; i++) {
		const char *name = person(&r->p, i);

		/* the record's strings go with it: keep a copy */
		if (name != NULL &&
		    (r->who[i].name = mem_strdup(name)) == NULL)
			return nomem(r->c);
		r->who[i].cmd = NULL;
	}
	for (k = 0; k < r->o->ncmds; k++) {
		if ((s = seat_of(r, r->o->cmds[k].seat)) < 0)
			return 2;
		r->who[s].cmd = r->o->cmds[k].cmd;
		snprintf(r->who[s].optbuf, sizeof(r->who[s].optbuf),
		    strcmp(r->o->cmds[k].seat, "White") == 0 ? "--white" :
		    strcmp(r->o->cmds[k].seat, "Black") == 0 ? "--black" :
		    "--seat=%s", r->o->cmds[k].seat);
		r->who[s].opt = r->who[s].optbuf;
	}
	r->people = 0;
	for (i = 0; i < r->n; i++)
		r->people |= r->who[i].cmd == NULL;
	return 0;
}

/* The participant in seat s of this game. */
static struct who *
in_seat(struct run *r, unsigned s)
{
	return &r->who[(s + (unsigned)(r->game % r->n)) % r->n];
}

/* How the summary and the forfeits name a participant. */
static const char *
label(const struct who *w)
{
	return w->name != NULL ? w->name : w->cmd != NULL ? w->cmd :
	    "a person";
}

/* The game is over: count it for the match, once. */
static void
count_game(struct run *r)
{
	char why[256];
	unsigned long winners, k = 0;
	unsigned s;

	if (r->counted || (r->forfeit == -1 &&
	    !play_over(&r->p, why, &winners)))
		return;
	r->counted = 1;
	if (r->forfeit >= 0)
		winners = ((1UL << r->n) - 1) & ~(1UL << r->forfeit);
	else if (r->forfeit == -2) {
		/* drawn: shared by all */
		winners = (1UL << r->n) - 1;
		k = r->n;
	}
	for (s = 0; s < r->n && r->forfeit != -2; s++)
		k += (winners >> s) & 1;
	for (s = 0; s < r->n; s++) {
		struct who *w = in_seat(r, s);

		if (!((winners >> s) & 1))
			w->lost++;
		else if (k == 1 || r->forfeit >= 0)
			w->won++;
		else
			w->drawn++;
	}
}

static int
draw(struct run *r)
{
	return play_show(&r->p, stdout);
}

/* Tell that the game is over. */
static void
tell_over(struct run *r)
{
	char why[256];
	unsigned long w;

	if (r->forfeit == -2)
		printf("The game is over: drawn after %lu %s.\n",
		    r->o->draw_after, r->p.rs.g->kind == GAME_SESSION ?
		    "turns" : "plies");
	else if (r->forfeit >= 0)
		printf("The game is over: %s's program forfeits.\n",
		    r->p.rs.g->kind == GAME_SESSION ? session_seat(r->p.rs.g,
		    &r->p.rec, (unsigned)r->forfeit) :
		    side_name((enum side)r->forfeit));
	else if (play_over(&r->p, why, &w))
		printf("The game is over: %s.\n", why);
	/* in order with the diagnostics of the programs' moves */
	fflush(stdout);
}

/* A program fails to give a move it may play: it loses the game. */
static int
forfeit(struct run *r, unsigned seat, const char *what)
{
	const char *name;
	char why[512];

	(void)play_due(&r->p, &name);
	snprintf(why, sizeof(why), "%.60s's program %.420s: it forfeits",
	    name, what);
	r->forfeit = (int)seat;
	return play_end(&r->p, (int)seat, why) == PLAY_FATAL ? -1 : 0;
}

/* A program's turn: ask it, play its answer.  0, or -1 (fatal). */
static int
program_turn(struct run *r, unsigned seat)
{
	struct who *w = in_seat(r, seat);
	struct play_in in = { w->opt, 1, r->answer };
	char why[BOT_WHY_MAX], what[420];
	enum play_do rv;
	int k;

	if (play_only_throw(&r->p))
		/* the dice are the referee's to throw */
		return play_roll(&r->p, NULL) == PLAY_DONE ? 0 : -1;
	k = bot_ask(w->cmd, r->p.text.s, r->p.text.len, r->o->ms, r->answer,
	    sizeof(r->answer), why);
	if (k < 0) {
		char msg[200];

		snprintf(msg, sizeof(msg), "cannot run the program of %s: %s",
		    w->opt, strerror(errno));
		diag_report(&r->c->d, NULL, errno == ENOMEM ? D_NOMEM :
		    D_USAGE, msg);
		return -1;
	}
	if (k > 0)
		return forfeit(r, seat, why);
	if ((k = play_named(&r->p, r->answer)) >= 0 && (unsigned)k != seat) {
		/* a program plays its own seat only */
		snprintf(what, sizeof(what), "answered '%.120s', for "
		    "another player", r->answer);
		return forfeit(r, seat, what);
	}
	if ((rv = play_answer(&r->p, &in)) == PLAY_FATAL)
		return -1;
	if (rv == PLAY_REFUSED) {
		snprintf(what, sizeof(what), "answered '%.120s', which is "
		    "refused: %.255s", r->answer, r->c->d.lastmsg);
		return forfeit(r, seat, what);
	}
	return 0;
}

/* The next game of a match: the participants move on a seat. */
static int
next_game(struct run *r)
{
	struct edit_tag t = { EDIT_PLAYERS, NULL, NULL };
	struct edit e = { &t, 1, CUT_NONE, 0 };
	struct buf names;
	unsigned s;
	int all = 1, rv;

	r->game++;
	r->forfeit = -1;
	r->counted = 0;
	buf_init(&names);
	for (s = 0; s < r->n; s++) {
		const struct who *w = in_seat(r, s);

		all &= w->name != NULL;
		if (w->name != NULL && buf_printf(&names, "%s%s",
		    s > 0 ? ", " : "", w->name) < 0) {
			buf_release(&names);
			return -1;
		}
	}
	t.value = names.s;
	rv = play_new(&r->p, all ? &e : NULL) == PLAY_DONE ? 0 : -1;
	buf_release(&names);
	return rv;
}

/* A person's line, or NULL at the end of the input: on a terminal with
 * line editing and a prompt, else as it comes. */
static char *
read_line(struct run *r, char **mem, size_t *cap)
{
	const char *due;
	char prompt[128];
	ssize_t n;

	if (r->tty) {
		char *line;

		if (play_due(&r->p, &due) >= 0)
			snprintf(prompt, sizeof(prompt), "%s> ", due);
		else
			snprintf(prompt, sizeof(prompt), "> ");
		fflush(stdout);
		free(*mem);
		*mem = line = readline(prompt);
		if (line != NULL && line[strspn(line, " \t")] != '\0')
			add_history(line);
		return line;
	}
	if ((n = getline(mem, cap, stdin)) < 0)
		return NULL;
	if (n > 0 && (*mem)[n - 1] == '\n')
		(*mem)[--n] = '\0';
	if (n > 0 && (*mem)[n - 1] == '\r')
		(*mem)[--n] = '\0';
	return *mem;
}

/* Completion on a terminal: commands, and what may be played, whole
 * lines (a move has spaces in it). */
static struct run *complete_run;
static struct buf complete_buf;

static char *
complete_next(const char *text, int state)
{
	static const char *at;
	static size_t cmd;
	size_t n = strlen(text);

	if (state == 0) {
		FILE *fp;
		char *mem = NULL;
		size_t len = 0;

		cmd = 0;
		buf_clear(&complete_buf);
		if ((fp = open_memstream(&mem, &len)) != NULL) {
			play_legal(&complete_run->p, fp);
			fclose(fp);
			buf_add(&complete_buf, mem, len);
			free(mem);
		}
		at = complete_buf.s != NULL ? complete_buf.s : "";
	}
	while (play_commands[cmd] != NULL) {
		const char *c = play_commands[cmd++];

		if (strncmp(c, text, n) == 0)
			return strdup(c);
	}
	while (*at != '\0') {
		const char *nl = strchr(at, '\n'), *line = at, *due;
		size_t len = nl != NULL ? (size_t)(nl - at) : strlen(at);

		at = nl != NULL ? nl + 1 : at + len;
		/* the player due may go unnamed */
		if (play_due(&complete_run->p, &due) >= 0 &&
		    complete_run->p.rs.g->kind == GAME_SESSION &&
		    strncmp(line, due, strlen(due)) == 0 &&
		    line[strlen(due)] == ':' && strncmp(line, text, n) != 0) {
			line += strlen(due) + 2;
			len -= strlen(due) + 2;
		}
		if (len >= n && strncmp(line, text, n) == 0)
			return strndup(line, len);
	}
	return NULL;
}

static char **
complete(const char *text, int start, int end)
{
	(void)start;
	(void)end;
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, complete_next);
}

static void
term_init(struct run *r)
{
	static char breaks[] = "\n";

	complete_run = r;
	buf_init(&complete_buf);
	rl_readline_name = "rongo-play";
	rl_attempted_completion_function = complete;
	rl_basic_word_break_characters = breaks;
	rl_completer_word_break_characters = breaks;
}

/* Drive the game (or the match) to the end of the input or of the
 * games: 0, or -1 on fatal trouble. */
static int
run(struct run *r)
{
	char *mem = NULL, *line;
	size_t cap = 0;
	int changed, due, was_over = 0, show = r->tty || r->o->show;
	char why[256];
	unsigned long w;
	enum play_do rv;

	r->forfeit = -1;
	/* a match begins with a game of its own, not one already over */
	if (r->o->games > 0 && play_over(&r->p, why, &w) &&
	    play_new(&r->p, NULL) != PLAY_DONE)
		return -1;
	if (r->tty && draw(r) < 0)
		return -1;
	for (;;) {
		int over = r->forfeit != -1 || play_over(&r->p, why, &w);

		if (!over && r->o->draw_after > 0 &&
		    r->p.ply >= r->o->draw_after) {
			snprintf(why, sizeof(why), "no result after %lu %s: "
			    "drawn by the referee", r->o->draw_after,
			    r->p.rs.g->kind == GAME_SESSION ? "turns" :
			    "plies");
			if (play_end(&r->p, -1, why) == PLAY_FATAL)
				goto fatal;
			r->forfeit = -2;
			over = 1;
		}

		if (over && !was_over) {
			count_game(r);
			tell_over(r);
		}
		was_over = over;
		if (over && r->o->games > 0 && r->game + 1 < r->o->games) {
			if (next_game(r) < 0)
				goto fatal;
			was_over = 0;
			if (show && draw(r) < 0)
				goto fatal;
			continue;
		}
		if (over && !r->people)
			break;
		due = play_due(&r->p, NULL);
		if (!over && due >= 0 && in_seat(r, (unsigned)due)->cmd != NULL) {
			if (program_turn(r, (unsigned)due) < 0)
				goto fatal;
			if (show && draw(r) < 0)
				goto fatal;
			continue;
		}
		if ((line = read_line(r, &mem, &cap)) == NULL) {
			if (!r->tty && ferror(stdin)) {
				diag_report(&r->c->d, &(struct diag_loc){
				    .file = "<stdin>" }, D_READ,
				    strerror(errno));
				goto fatal;
			}
			/* end of input typed: the shell's prompt on a
			 * line of its own */
			if (r->tty)
				putchar('\n');
			break;
		}
		r->lineno++;
		{
			struct play_in in = { "<stdin>", r->lineno, line };

			rv = play_line(&r->p, &in, stdout, &changed);
		}
		if (rv == PLAY_FATAL)
			goto fatal;
		if (rv == PLAY_QUIT)
			break;
		if (rv == PLAY_REFUSED)
			r->refused = 1;
		if (changed) {
			r->forfeit = -1;
			if (play_over(&r->p, why, &w) == 0) {
				/* an undo took the end back */
				r->counted = 0;
				was_over = 0;
			}
			if (show && draw(r) < 0)
				goto fatal;
		}
		fflush(stdout);
	}
	free(mem);
	return 0;
fatal:
	free(mem);
	return -1;
}

/* The summary of a match, a line per participant. */
static void
summary(struct run *r)
{
	unsigned i;

	printf("Match of %lu %s:\n", r->game + 1, r->game == 0 ? "game" :
	    "games");
	for (i = 0; i < r->n; i++)
		printf("%s: %lu won, %lu drawn, %lu lost\n", label(&r->who[i]),
		    r->who[i].won, r->who[i].drawn, r->who[i].lost);
}

int
main(int argc, char *argv[])
{
	static struct run r;
	struct cli c;
	struct opts o;
	int rv, rv2;

	cli_init(&c, "rongo-play");
	memset(&o, 0, sizeof(o));
	o.po.format = -1;
	if ((rv = options(&c, &o, argc, argv)) >= 0)
		goto done;
	if (!o.seeded && rng_os_seed(&o.po.seed) < 0) {
		diag_report(&c.d, NULL, D_SEED, strerror(errno));
		rv = 2;
		goto done;
	}
	o.po.defgame = c.defgame;
	o.po.lim = &c.lim;
	o.po.strict = c.strict;
	o.po.edit = &o.edit;
	r.c = &c;
	r.o = &o;
	r.tty = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
	if ((rv = play_open(&r.p, &o.po, &c.d)) != 0) {
		rv = rv < 0 ? 2 : 1;
		play_close(&r.p);
		goto done;
	}
	if ((rv = seat_people(&r)) == 0) {
		if (r.tty)
			term_init(&r);
		rv = run(&r) < 0 ? 2 : r.refused ? 1 : 0;
		if (rv != 2 && o.games > 0)
			summary(&r);
		if (fflush(stdout) == EOF || ferror(stdout)) {
			diag_report(&c.d, NULL, D_WRITE, strerror(errno));
			rv = 2;
		}
	}
	play_close(&r.p);
	buf_release(&complete_buf);
	for (rv2 = 0; rv2 < SESSION_PLAYERS_MAX; rv2++)
		mem_free(r.who[rv2].name);
done:
	mem_free(o.tags);
	mem_free(o.cmds);
	return rv;
}
