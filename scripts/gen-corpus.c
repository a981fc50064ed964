/*
 * rongo-gen-corpus: make a benchmark corpus of random legal records.
 *
 *	rongo-gen-corpus -g GAME|dice [-f notation|yaml] [-s SIZE]
 *	    [--seed N] [-p PLIES] [-o FILE]
 *
 * Board games: random playouts from the default start position.  Each ply
 * counts the game's own legal() list, picks an index with the generator
 * below, walks legal() again to that index, and feeds the canonical words
 * back through parse() and play(), so every move written is one the
 * library itself generated and accepted.  A game ends at its outcome or
 * at the ply cap (then the result is "*").
 *
 * Dice sessions (-g ID of a session game, or -g dice for every session
 * game of the registry played by the Players tag, in turn): 2 to 4
 * players, or the game's own seats (named in a tag each), driven
 * through the game's listing of its next actions, as rongo-apply -l
 * gives them.  Each step picks a verb uniformly among those listed, then
 * one of its lines; a throw still to come ('?' a die) gets random dice,
 * and the action goes on the line of the turn in progress or opens the
 * turn of the seat the listing names.  Nothing here names a verb or a
 * category: the game lists, and its handlers judge.
 *
 * Records are added until the output holds at least SIZE bytes, read by
 * cli_size as every size in rongo is (k, M, G: 1024, 1024^2, 1024^3), so
 * that -s 1M here is as many bytes as rongo-split -b 1M or --limit
 * record=1M.  One generator stream serves the whole corpus,
 * so a corpus is a prefix of any larger one with the same seed.  With
 * -o FILE, the file is written atomically and FILE.count gets the counts
 * the benchmark needs (records, plies or actions, turns, bytes).
 *
 * Memory: one record at a time; each is formatted into a memory stream,
 * copied out, and cleared.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game.h"
#include "mem.h"
#include "notation.h"
#include "out.h"
#include "rec.h"
#include "suggest.h"
#include "ywriter.h"

static const char usage[] =
    "usage: rongo-gen-corpus -g game|dice [-f notation|yaml] [-s size]\n"
    "                        [--seed n] [-p plies] [-V variant] [-o file]\n";

static const char help_text[] =
    "Write random legal records of a game (or of every dice game, -g dice)\n"
    "until the output holds SIZE bytes (default 1M; k, M, G: 1024, 1024^2,\n"
    "1024^3, as for rongo-split -b).  Board games are random playouts\n"
    "through the game's legal move list; dice sessions random turns through\n"
    "its actions.  The same seed gives the same corpus; a smaller corpus is\n"
    "a prefix of a larger one.\n"
    "\n"
    "  -f, --format FMT  notation (default) or yaml\n"
    "  -g, --game ID     a game of the registry, or dice\n"
    "  -o, --output FILE write FILE (atomically) and the counts to FILE.count\n"
    "  -p, --plies N     stop a board game after N plies (default 200;\n"
    "                    60 for Hanga Roa, whose move lists are long)\n"
    "  -s, --size SIZE   bytes to write at least\n"
    "      --seed N      the generator's seed (default 1)\n"
    "  -V, --variant OPTS the game's options, as in a Variant tag\n"
    "                    (\"size=9\"); written into every record\n"
    "  -h, --help        print this help and exit\n";

#define SEATS_MIN	2
#define SEATS_MAX	4
#define ACTIONS_MAX	20000	/* a session stops there, unfinished */
#define CANDS_MAX	256

struct opts {
	const char	*game;
	const char	*out;
	int		 yaml;
	unsigned long	 size;		/* bytes to write at least */
	uint64_t	 seed;
	unsigned long	 plies;		/* 0: the game's default */
	const char	*variant;	/* the Variant tag, or NULL */
};

struct counts {
	unsigned long long records, plies, turns, bytes;
};

/* splitmix64 (Steele, Lea, Flood 2014): small, fast, and the same on
 * every machine. */
struct sm64 {
	uint64_t	s;
};

static uint64_t
sm64_next(struct sm64 *g)
{
	uint64_t z = (g->s += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* A number in [0, n), n > 0; the modulo bias is below 2^-40 for the
 * sizes used here, which does not matter for a corpus. */
static unsigned long
sm64_below(struct sm64 *g, unsigned long n)
{
	return (unsigned long)(sm64_next(g) % n);
}

static const char *const names[] = {
	"Ana", "Teo", "Hotu", "Rapa", "Moana", "Tiki", "Vai", "Mana",
	"Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"
};
#define NNAMES	(sizeof(names) / sizeof(names[0]))

static const struct pos nopos = { 0, 0 };

static void
die_nomem(void)
{
	fprintf(stderr, "rongo-gen-corpus: out of memory\n");
	exit(2);
}

/* Add canon (space-separated words) to r as one ply. */
static void
add_ply_text(struct record *r, long num, int dots, const char *canon)
{
	const char *p = canon, *q;

	if (rec_add_ply(r, num, dots, nopos) < 0)
		die_nomem();
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		if (q > p && rec_add_word(r, p, (size_t)(q - p), nopos) < 0)
			die_nomem();
		p = q;
	}
}

/*
 * Board games.
 */

/*
 * The legal moves of one side, as listed at its last listing: at most
 * LIST_SLOTS of them, a uniform sample (reservoir sampling, algorithm R)
 * of the first LIST_BUDGET that legal() gave.  The budget is there
 * because a Hanga Roa Moai on a web of its own stones has paths by the
 * million (legal() lists every one), which would take seconds and
 * gigabytes to list in full; the Moai's paths come first in the list,
 * so such a position yields a Moai move, which takes up stones and
 * shrinks the web again.
 */
#define LIST_SLOTS	4096
#define LIST_BUDGET	65536ul

struct movelist {
	char		(*slot)[MOVE_TEXT_MAX];
	size_t		 n;		/* slots in use */
	unsigned long	 seen;		/* moves listed */
	struct sm64	*rng;
};

static int
list_cb(void *ctx, const char *canon)
{
	struct movelist *l = ctx;
	unsigned long j;
	size_t len;

	l->seen++;
	if (l->n < LIST_SLOTS)
		j = l->n++;
	else if ((j = sm64_below(l->rng, l->seen)) >= LIST_SLOTS)
		return 0;
	if ((len = strlen(canon)) >= MOVE_TEXT_MAX)
		len = MOVE_TEXT_MAX - 1;
	memcpy(l->slot[j], canon, len);
	l->slot[j][len] = '\0';
	return l->seen >= LIST_BUDGET;
}

static void
list_moves(const struct game *g, const void *st, struct movelist *l)
{
	if (l->slot == NULL &&
	    (l->slot = malloc(LIST_SLOTS * sizeof(*l->slot))) == NULL)
		die_nomem();
	l->n = 0;
	l->seen = 0;
	(void)g->legal(st, list_cb, l);
}

static void
list_drop(struct movelist *l, size_t i)
{
	if (i != --l->n)
		memcpy(l->slot[i], l->slot[l->n], sizeof(l->slot[i]));
}

static void
list_release(struct movelist *l)
{
	free(l->slot);
	memset(l, 0, sizeof(*l));
}

static void
fatal_game(const struct game *g, const char *what, const char *move,
    const struct game_err *e)
{
	fprintf(stderr, "rongo-gen-corpus: %s: %s '%s' refused: %s\n", g->id,
	    what, move, e->msg);
	exit(2);
}

/* A list this long is kept for the side's later turns (see pick_move). */
#define LIST_KEEP	512
/* Refusals in a row that make a kept list be listed again. */
#define LIST_MISSES	8

/*
 * Play a random legal move in st and write its canonical text into
 * canon; 0, or -1 when the side has no legal move.
 *
 * A short list (LIST_KEEP moves or fewer) is listed at every turn and
 * the pick is uniform over it.  A long one (Hanga Roa lists ten
 * thousand moves and more while the board is open, and listing them at
 * every ply would make a 10 MB corpus take an hour) is kept for the
 * side's next turns: a random entry is tried with parse() and play(),
 * which refuse it if it no longer applies (it is then dropped), and
 * after LIST_MISSES refusals in a row the side's moves are listed anew.
 * Every move played is one the game listed and play() accepted in the
 * position at hand; the pick is uniform over the kept sample of moves
 * that still apply.
 */
static int
pick_move(const struct game *g, void *st, struct movelist *l,
    struct sm64 *rng, char canon[MOVE_TEXT_MAX])
{
	struct game_err e;
	struct move m;
	struct word w[MOVE_TEXT_MAX / 2];
	const char *text;
	size_t i, nw;
	int misses = 0, fresh = 0;

	l->rng = rng;
	if (l->seen <= LIST_KEEP || l->n == 0) {
		list_moves(g, st, l);
		fresh = 1;
	}
	for (;;) {
		if (l->n == 0 || misses == LIST_MISSES) {
			if (fresh && l->n == 0)
				return -1;
			list_moves(g, st, l);
			fresh = 1;
			misses = 0;
			continue;
		}
		i = sm64_below(rng, l->n);
		text = l->slot[i];
		nw = game_words(text, w, sizeof(w) / sizeof(w[0]));
		memset(&e, 0, sizeof(e));
		if (g->parse(st, w, nw, &m, &e) == 0 &&
		    g->play(st, &m, canon, &e) == 0) {
			/* played: a kept list drops it (a stone thrown, a
			 * square taken: it is rarely legal again) */
			list_drop(l, i);
			return 0;
		}
		if (fresh)
			fatal_game(g, "listed move", text, &e);
		list_drop(l, i);
		misses++;
	}
}

static void
board_record(const struct game *g, const struct variant *v,
    unsigned long cap, struct sm64 *rng, struct movelist lists[2],
    struct record *r, struct counts *c)
{
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} st;
	struct game_err e;
	char canon[MOVE_TEXT_MAX];
	enum outcome o = OUT_ONGOING;
	unsigned long ply;

	memset(&e, 0, sizeof(e));
	if (g->init(st.b, v, &e) < 0)
		fatal_game(g, "start", "", &e);
	if (rec_set_string(&r->game, g->id, strlen(g->id)) < 0)
		die_nomem();
	for (ply = 0; ply < 2; ply++) {
		const char *tag = ply == 0 ? "White" : "Black";
		const char *name = names[sm64_below(rng, 8) + 8 * ply];

		if (rec_add_tag(r, tag, strlen(tag), name, strlen(name),
		    nopos, nopos, 1) < 0)
			die_nomem();
		lists[ply].n = lists[ply].seen = 0;
	}
	for (ply = 0; ply < cap; ply++) {
		if ((o = g->outcome(st.b, NULL)) != OUT_ONGOING)
			break;
		if (pick_move(g, st.b, &lists[g->to_move(st.b) & 1], rng,
		    canon) < 0)
			break;
		add_ply_text(r, (long)(ply / 2 + 1), ply % 2 == 0 ? 1 : 0,
		    canon);
		c->plies++;
	}
	if (ply == cap)
		o = g->outcome(st.b, NULL);
	r->result = o == OUT_WHITE ? RES_WHITE : o == OUT_BLACK ? RES_BLACK :
	    o == OUT_DRAW ? RES_DRAW : RES_UNKNOWN;
}

/*
 * Dice sessions.
 */

/* One action listed for the next step, with the seat that would take
 * it. */
struct listed {
	unsigned	seat;
	char		text[MOVE_TEXT_MAX];
};

struct session {
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} st;
	struct listed	l[CANDS_MAX];
	size_t		n;
};

static int
listed_cb(void *ctx, unsigned seat, const char *canon)
{
	struct session *s = ctx;

	if (s->n < CANDS_MAX) {
		s->l[s->n].seat = seat;
		snprintf(s->l[s->n].text, sizeof(s->l[0].text), "%s", canon);
		s->n++;
	}
	return 0;
}

/* Whether listed actions a and b begin with the same word. */
static int
same_verb(const char *a, const char *b)
{
	size_t i;

	for (i = 0; a[i] != '\0' && a[i] != ' ' && a[i] == b[i]; i++)
		;
	return (a[i] == '\0' || a[i] == ' ') && (b[i] == '\0' || b[i] == ' ');
}

/* One of the listed actions: a verb picked uniformly among those
 * listed, then one of its lines, so that a verb of few lines ("stop")
 * is not drowned by one of many ("keep"). */
static size_t
pick_action(const struct session *s, struct sm64 *rng)
{
	size_t i, j, nverbs = 0, want, first = 0, nof = 0;

	for (i = 0; i < s->n; i++) {
		for (j = 0; j < i && !same_verb(s->l[i].text, s->l[j].text);
		    j++)
			;
		nverbs += j == i;
	}
	want = sm64_below(rng, nverbs);
	for (i = 0; i < s->n; i++) {
		for (j = 0; j < i && !same_verb(s->l[i].text, s->l[j].text);
		    j++)
			;
		if (j == i && want-- == 0) {
			first = i;
			break;
		}
	}
	for (i = first; i < s->n; i++)
		nof += same_verb(s->l[i].text, s->l[first].text);
	want = sm64_below(rng, nof);
	for (i = first; i < s->n; i++)
		if (same_verb(s->l[i].text, s->l[first].text) && want-- == 0)
			break;
	return i;
}

/* A session record: 2 to 4 players named in the Players tag, or the
 * game's own seats named in their tags, then random listed actions
 * until the game is over or ACTIONS_MAX is reached. */
static void
session_record(const struct game *g, const struct variant *v,
    struct sm64 *rng, struct session *s, struct record *r,
    struct counts *c)
{
	const struct session_ops *so = g->session;
	struct game_err e;
	struct expect x;
	struct word w[ACT_DICE_MAX + 2];
	char canon[MOVE_TEXT_MAX], text[MOVE_TEXT_MAX];
	const char *seat[SESSION_PLAYERS_MAX];
	unsigned long acts;
	unsigned lo, hi, n = 0, i, k, line = 0;
	size_t pick, nw;
	int started = 0;

	if (rec_set_string(&r->game, g->id, strlen(g->id)) < 0)
		die_nomem();
	k = (unsigned)sm64_below(rng, NNAMES);
	if (so->seats != NULL) {
		while (so->seats[n] != NULL)
			n++;
		for (i = 0; i < n; i++) {
			seat[i] = so->seats[i];
			if (rec_add_tag(r, seat[i], strlen(seat[i]),
			    names[(k + i) % NNAMES],
			    strlen(names[(k + i) % NNAMES]), nopos, nopos,
			    1) < 0)
				die_nomem();
		}
	} else {
		lo = so->min_players > SEATS_MIN ? so->min_players : SEATS_MIN;
		hi = so->max_players < SEATS_MAX ? so->max_players : SEATS_MAX;
		n = lo + (unsigned)sm64_below(rng, (hi < lo ? lo : hi) - lo +
		    1);
		r->has_players = 1;
		/* distinct names: a random start in the table, then on */
		for (i = 0; i < n; i++) {
			seat[i] = names[(k + i) % NNAMES];
			if (rec_add_player(r, seat[i], strlen(seat[i]),
			    nopos) < 0)
				die_nomem();
		}
	}
	memset(&e, 0, sizeof(e));
	if (so->init(s->st.b, n, v, &e) < 0)
		fatal_game(g, "start", "", &e);
	for (acts = 0; acts < ACTIONS_MAX; acts++) {
		if (session_finished(g, s->st.b, NULL, NULL))
			break;
		s->n = 0;
		(void)session_legal(g, s->st.b, listed_cb, s);
		if (s->n == 0)
			break;		/* the mover cannot act: it has lost */
		pick = pick_action(s, rng);
		so->expect(s->st.b, &x);
		/* a throw to come gets its dice */
		snprintf(text, sizeof(text), "%s", s->l[pick].text);
		for (i = 0; text[i] != '\0'; i++)
			if (text[i] == '?')
				text[i] = (char)('1' + sm64_below(rng,
				    x.sides >= 2 && x.sides <= 9 ? x.sides : 6));
		/* a new turn line unless the action goes on with the one
		 * in progress, as the replay has it */
		if (!started || s->l[pick].seat != line || (x.new_turn &&
		    (so->actor == NULL || so->actor(s->st.b) !=
		    (int)line))) {
			if (started && so->end_turn(s->st.b, &e) < 0)
				fatal_game(g, "end of turn", "", &e);
			if (so->begin_turn(s->st.b, s->l[pick].seat, &e) < 0)
				fatal_game(g, "turn of", seat[s->l[pick].seat],
				    &e);
			line = s->l[pick].seat;
			if (rec_add_turn(r, seat[line], strlen(seat[line]),
			    nopos) < 0)
				die_nomem();
			c->turns++;
			started = 1;
		}
		nw = game_words(text, w, sizeof(w) / sizeof(w[0]));
		memset(&e, 0, sizeof(e));
		if (session_action(g, s->st.b, w, nw, canon, &e) < 0)
			fatal_game(g, "listed action", text, &e);
		add_ply_text(r, 0, 0, canon);
		c->plies++;
	}
	r->result = RES_NONE;
}

/*
 * The corpus.
 */

static int
write_counts(const struct opts *o, const struct counts *c)
{
	char path[4096];
	FILE *fp;

	snprintf(path, sizeof(path), "%s.count", o->out);
	if ((fp = fopen(path, "w")) == NULL)
		return -1;
	fprintf(fp, "game %s\nformat %s\nseed %" PRIu64 "\nrecords %llu\n"
	    "plies %llu\nturns %llu\nbytes %llu\n", o->game,
	    o->yaml ? "yaml" : "notation", o->seed, c->records, c->plies,
	    c->turns, c->bytes);
	return fclose(fp);
}

static void
flush_piece(FILE *ms, char **buf, size_t *len, FILE *out,
    struct counts *c)
{
	if (fflush(ms) != 0)
		die_nomem();
	if (*len > 0 && fwrite(*buf, 1, *len, out) != *len) {
		fprintf(stderr, "rongo-gen-corpus: write error: %s\n",
		    strerror(errno));
		exit(2);
	}
	c->bytes += *len;
	/* start the memory stream over; the next flush sets len anew */
	if (fseeko(ms, 0, SEEK_SET) != 0 || fflush(ms) != 0)
		die_nomem();
}

static int
run(const struct opts *o)
{
	const struct game *games[64];
	size_t ng = 0, i;
	struct variant v[64];
	struct game_err e;
	struct record r;
	struct counts c;
	struct session *sess;
	struct movelist lists[2];
	struct sm64 rng;
	struct ywriter *yw = NULL;
	struct out out;
	char *buf = NULL;
	size_t len = 0;
	FILE *ms;
	unsigned long cap;

	if (strcmp(o->game, "dice") == 0) {
		for (i = 0; i < game_count() && ng < 64; i++)
			if (game_at(i)->kind == GAME_SESSION &&
			    game_at(i)->session->seats == NULL)
				games[ng++] = game_at(i);
	} else if ((games[0] = game_find(o->game)) != NULL)
		ng = 1;
	if (ng == 0) {
		char hint[SUGGEST_MAX + 24];

		fprintf(stderr, "rongo-gen-corpus: unknown game '%s'%s\n",
		    o->game, suggest_hint(hint, sizeof(hint),
		    game_suggest(o->game)));
		return 2;
	}
	for (i = 0; i < ng; i++) {
		memset(&e, 0, sizeof(e));
		if (variant_parse(games[i], o->variant != NULL ? o->variant :
		    "", &v[i], &e) < 0) {
			fprintf(stderr, "rongo-gen-corpus: %s: %s\n",
			    games[i]->id, e.msg);
			return 2;
		}
	}
	if ((sess = mem_zalloc(sizeof(*sess))) == NULL)
		die_nomem();
	if ((ms = open_memstream(&buf, &len)) == NULL)
		die_nomem();
	if (out_open(&out, o->out) < 0) {
		fprintf(stderr, "rongo-gen-corpus: %s: %s\n", o->out,
		    strerror(errno));
		out_close(&out, 0);
		return 2;
	}
	if (o->yaml && ywriter_open(&yw, ms) < 0)
		die_nomem();
	memset(&c, 0, sizeof(c));
	memset(lists, 0, sizeof(lists));
	rng.s = o->seed;
	rec_init(&r);
	while (c.bytes < o->size) {
		const struct game *g = games[c.records % ng];

		rec_clear(&r);
		if (g->kind == GAME_SESSION)
			session_record(g, &v[c.records % ng], &rng, sess, &r,
			    &c);
		else {
			cap = o->plies ? o->plies :
			    strcmp(g->id, "hanga-roa") == 0 ? 60 : 200;
			board_record(g, &v[c.records % ng], cap, &rng, lists,
			    &r, &c);
		}
		r.session = g->kind == GAME_SESSION;
		if (o->variant != NULL && rec_add_tag(&r, "Variant", 7,
		    o->variant, strlen(o->variant), nopos, nopos, 1) < 0)
			die_nomem();
		if (o->yaml ? ywriter_put(yw, &r) < 0 :
		    (c.records > 0 && fputc('\n', ms) == EOF) ||
		    nrec_write(ms, &r) < 0)
			die_nomem();
		c.records++;
		flush_piece(ms, &buf, &len, out.fp, &c);
	}
	if (yw != NULL) {
		if (ywriter_close(yw) < 0)
			die_nomem();
		flush_piece(ms, &buf, &len, out.fp, &c);
	}
	rec_release(&r);
	list_release(&lists[0]);
	list_release(&lists[1]);
	fclose(ms);
	free(buf);
	mem_free(sess);
	if (out_close(&out, 1) < 0) {
		fprintf(stderr, "rongo-gen-corpus: %s: %s\n",
		    o->out ? o->out : "standard output", strerror(errno));
		return 2;
	}
	if (o->out != NULL && write_counts(o, &c) != 0) {
		fprintf(stderr, "rongo-gen-corpus: %s.count: %s\n", o->out,
		    strerror(errno));
		return 2;
	}
	return 0;
}

/* After getopt_long's own message about arg, when it is an unknown long
 * option: the closest there is, when one is close. */
static void
long_hint(const struct option *o, const char *arg)
{
	struct suggest s;
	extern int optopt;

	if (strncmp(arg, "--", 2) != 0 || optopt != 0)
		return;
	suggest_init(&s, arg + 2, strcspn(arg + 2, "="));
	for (; o->name != NULL; o++)
		suggest_add(&s, o->name);
	if (s.best != NULL)
		fprintf(stderr, "rongo-gen-corpus: did you mean '--%s'?\n",
		    s.best);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "format", required_argument, NULL, 'f' },
		{ "game", required_argument, NULL, 'g' },
		{ "help", no_argument, NULL, 'h' },
		{ "output", required_argument, NULL, 'o' },
		{ "plies", required_argument, NULL, 'p' },
		{ "seed", required_argument, NULL, 'S' },
		{ "size", required_argument, NULL, 's' },
		{ "variant", required_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct opts o;
	char *end;
	int ch;

	memset(&o, 0, sizeof(o));
	o.size = 1UL << 20;
	o.seed = 1;
	while ((ch = getopt_long(argc, argv, "f:g:ho:p:s:V:", longopts,
	    NULL)) != -1) {
		switch (ch) {
		case 'f':
			if (strcmp(optarg, "yaml") == 0)
				o.yaml = 1;
			else if (strcmp(optarg, "notation") != 0) {
				fprintf(stderr, "rongo-gen-corpus: unknown "
				    "format '%s'\n", optarg);
				return 2;
			}
			break;
		case 'g':
			o.game = optarg;
			break;
		case 'h':
			fputs(usage, stdout);
			fputs(help_text, stdout);
			return 0;
		case 'o':
			o.out = optarg;
			break;
		case 'p':
			errno = 0;
			o.plies = strtoul(optarg, &end, 10);
			if (errno != 0 || *end != '\0' || o.plies == 0) {
				fprintf(stderr, "rongo-gen-corpus: bad ply "
				    "cap '%s'\n", optarg);
				return 2;
			}
			break;
		case 's':
			if (cli_size(optarg, &o.size) < 0) {
				fprintf(stderr, "rongo-gen-corpus: --size: "
				    "'%s' is not a whole number (with k, M or G "
				    "for 1024, 1024^2 or 1024^3) up to %lu\n",
				    optarg, ULONG_MAX);
				return 2;
			}
			break;
		case 'V':
			o.variant = optarg;
			break;
		case 'S':
			errno = 0;
			o.seed = strtoull(optarg, &end, 10);
			if (errno != 0 || *end != '\0') {
				fprintf(stderr, "rongo-gen-corpus: bad seed "
				    "'%s'\n", optarg);
				return 2;
			}
			break;
		default:
			long_hint(longopts, argv[optind - 1]);
			fputs(usage, stderr);
			return 2;
		}
	}
	if (o.game == NULL || optind != argc) {
		fputs(usage, stderr);
		return 2;
	}
	return run(&o);
}
