/*
 * ship-captain-crew: Ship, Captain and Crew (also Ship, Battleship,
 * Mariner, Destroyer), a dice session for any number of seats with five
 * dice.
 *
 * The names are the rule text's: the 6 is the ship, the 5 the captain,
 * the 4 the mate, and the two other dice are the crew.
 *
 * A turn has up to three throws.  The player hunts for the ship, then
 * the captain, then the mate, in that order: after each throw the
 * referee sets aside the one it needs next when a die shows it, then,
 * from the same throw, the one after, and so on; a die that comes before
 * its turn stays among the thrown dice (a 5 with no ship, or a 4 with no
 * captain, is thrown again).  So 6 5 4 in one throw brings all three in
 * at once, and 6 4 brings only the ship.  Each throw is of the dice not
 * set aside.  Once ship, captain and mate are in, the other two dice are
 * the crew, and the turn scores their sum; a turn whose three throws do
 * not bring all three in scores nothing.
 *
 * Without the option "crew-reroll" the turn ends as soon as the mate is
 * in, and the crew stands.  With it, the player may throw the two crew
 * dice again with the throws the turn has left, each throw replacing the
 * crew, or stop and keep the crew in hand; the third throw always ends
 * the turn.
 *
 * The highest crew of the round wins.  When two or more players share
 * it, every player plays the round again, as the rule text says, in seat
 * order, until one crew is highest.  With the option "tied-only" only
 * the tied players play it again (a play-off round), as rongo did before.
 *
 * Actions: "roll DICE" (the throw, dice as digits in the order thrown)
 * and "stop" (keep the crew, crew-reroll only).  The referee works out
 * the rest.  "keep" is known only to be refused: nothing is set aside by
 * hand.
 *
 * RULINGS.md: the names above; crew-reroll; a tie for the highest crew
 * played again by all, tied-only by the tied players.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players; one round, then the round again as long as
 *    the highest crew is shared.
 *  - A round played again is one more turn each, in the order of the
 *    Players tag, written as ordinary turn lines after the round; its
 *    crews decide alone, the earlier round's count no more, and a new
 *    tie has it played again once more.  With tied-only the others'
 *    lines are out of turn.
 *  - A player's score (rongo-score) is the crew of the last round it
 *    played: the round that decides, once the game is over.  With
 *    tied-only it is the sum of its crews over the rounds it played (its
 *    crew when there is no play-off): those who play off were tied at
 *    the top, so the sum ranks the play-off's winner first and the
 *    others after it, above every player left out.  Either way a turn's
 *    own score is its crew.
 *  - A player may not stop before the mate is in: the turn goes on until
 *    the mate is in or the three throws are used.  With crew-reroll,
 *    stop keeps the crew in hand; without it there is nothing to stop,
 *    the turn ending when the mate is in.
 *  - With crew-reroll both crew dice are thrown together; a throw of one
 *    of them is refused.
 *
 * Data model: struct scc, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur
 * needs next, its dice the dice of the throw due, its throws those of
 * the turn.  now is the turn in progress as the sheet shows it: its
 * throws, aside how many of ship, captain and mate are in (0 to 3,
 * always in that order), crew its crew once the mate is in (t.points
 * too); show is its last throw, 0 for a die set aside.  round
 * counts the rounds from 1, in has a bit per seat playing this round
 * (every seat, but for a tied-only play-off), tied a bit per seat that
 * shared the highest crew of the round before, rcrew[] the crew of each
 * seat in this round (-1: not played yet), tie the crew they tied with.
 * t.total[] is each seat's score.  hist[] keeps the last SCC_HIST finished
 * turns for the score sheet; t.turns counts them all.
 *
 * Invariants: each throw has 5 - aside dice before the mate is in, 2
 * after (t.dice); aside == 3 exactly when the turn has a crew; only the
 * mover's total changes, once, when its turn ends; cur is always a seat
 * of in; in is every seat unless tiedonly and round > 1, and then in ==
 * tied; phase is T_OVER exactly when a round ended with one highest
 * crew, and winner is then that seat; a refused action leaves the state
 * untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define SCC_DICE	5
#define SCC_THROWS	3
#define SCC_CREW	2	/* the dice left when the mate is in */
#define SCC_HIST	400
#define NSEATS		SESSION_PLAYERS_MAX

enum scc_opt {
	O_REROLL, O_TIEDONLY
};

static const struct game_opt scc_opts[] = {
	{ "crew-reroll", OPT_FLAG, 0, 1, 0,
	    "the two crew dice may be thrown again with the throws left", 0,
	    { 0 } },
	{ "tied-only", OPT_FLAG, 0, 1, 0,
	    "a tie for the highest crew is played again by the tied players "
	    "only", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_HUNT = T_GAME,	/* thrown, the mate not in yet */
	PH_CREW			/* crew-reroll: the mate is in, throws left */
};

/* How a finished turn ended. */
enum how {
	H_NONE,			/* not finished */
	H_CREW,			/* the mate came in: the crew stands */
	H_LAST,			/* the third throw, with a crew */
	H_STOP,			/* crew-reroll: stopped on a crew */
	H_SUNK			/* three throws, the mate never in */
};

/* One turn, for the score sheet. */
struct scc_row {
	int32_t		total;		/* the mover's total after it */
	uint32_t	round;		/* from 1 */
	unsigned char	seat, how, crew, aside;
	unsigned char	nd[SCC_THROWS];	/* dice of each throw; 0: none */
	unsigned char	d[SCC_THROWS][SCC_DICE];
};

struct scc {
	struct turn	t;
	unsigned char	reroll, tiedonly;
	unsigned char	winner;		/* T_OVER: the winning seat */
	uint32_t	round;
	int		tie;		/* round > 1: the tied crew */
	unsigned long	in;		/* seats in this round */
	unsigned long	tied;		/* round > 1: who tied in the one before */
	int		rcrew[NSEATS];	/* this round's crew, -1: not yet */
	struct scc_row	now;		/* the turn in progress */
	unsigned char	show[SCC_DICE];	/* its last throw, 0 when set aside */
	unsigned	nhist;
	struct scc_row	hist[SCC_HIST];
};

_Static_assert(sizeof(struct scc) <= GAME_STATE_MAX,
    "ship-captain-crew state");

/* What comes in, in order: the ship, the captain, the mate; member i
 * is a die showing 6 - i. */
static const char *const member[] = { "ship", "captain", "mate" };

/* What is in, by how many are. */
static const char *const in_words[] = {
	"nothing", "the ship", "the ship and captain",
	"the ship, captain and mate"
};

/* The round is over: one highest crew ends the game; a shared one has
 * the round played again, by every seat, or with tied-only by those who
 * share it (a play-off). */
static void
end_of_round(struct scc *g)
{
	unsigned long tied = 0;
	unsigned s, k = 0, first = 0;
	int best = -1;

	for (s = 0; s < g->t.n; s++)
		if ((g->in & (1ul << s)) && g->rcrew[s] > best)
			best = g->rcrew[s];
	/* downwards, so that first ends as the first of them */
	for (s = g->t.n; s-- > 0;)
		if ((g->in & (1ul << s)) && g->rcrew[s] == best) {
			tied |= 1ul << s;
			first = s;
			k++;
		}
	if (k == 1) {
		g->winner = (unsigned char)first;
		g->t.phase = T_OVER;
		g->t.won = 1ul << first;
		return;
	}
	g->round++;
	g->tie = best;
	g->tied = tied;
	if (g->tiedonly)
		g->in = tied;
	for (s = 0; s < g->t.n; s++)
		g->rcrew[s] = -1;
	g->t.cur = (unsigned char)(g->tiedonly ? first : 0);
}

/* The turn of cur ends as how says, with the crew it has (0: none).  The
 * score: with tied-only the sum of the seat's crews, else the crew of the
 * round it has played last. */
static void
end_of_turn(struct scc *g, enum how how)
{
	unsigned s = g->t.cur;
	int crew = g->now.crew;		/* 0 when sunk */
	int nx;

	g->t.total[s] = g->tiedonly ? g->t.total[s] + crew : crew;
	g->rcrew[s] = crew;
	g->now.total = (int32_t)g->t.total[s];
	g->now.how = (unsigned char)how;
	if (g->nhist == SCC_HIST) {
		memmove(g->hist, g->hist + 1, (SCC_HIST - 1) *
		    sizeof(g->hist[0]));
		g->nhist--;
	}
	g->hist[g->nhist++] = g->now;
	g->t.dice = SCC_DICE;
	turn_pass(&g->t);
	if ((nx = playoff_next(g->in, g->t.n, s)) >= 0)
		g->t.cur = (unsigned char)nx;
	else
		end_of_round(g);
}

static int
scc_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct scc *g = st;
	unsigned s;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Ship, Captain and Crew is for 1 "
		    "to %d players, not %u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	turn_init(&g->t, n, SCC_DICE);
	g->reroll = (unsigned char)(v != NULL ? v->val[O_REROLL] :
	    scc_opts[O_REROLL].def);
	g->tiedonly = (unsigned char)(v != NULL ? v->val[O_TIEDONLY] :
	    scc_opts[O_TIEDONLY].def);
	g->round = 1;
	g->in = (1ul << n) - 1;
	for (s = 0; s < NSEATS; s++)
		g->rcrew[s] = -1;
	return 0;
}

static void
scc_why(const void *st, char why[256])
{
	const struct scc *g = st;

	if (g->round == 1)
		snprintf(why, 256, "round 1 is won with a crew of %d",
		    g->rcrew[g->winner]);
	else if (g->tiedonly)
		snprintf(why, 256, "the play-off in round %u is won with a "
		    "crew of %d", g->round, g->rcrew[g->winner]);
	else
		snprintf(why, 256, "round %u, played again after a tie, is "
		    "won with a crew of %d", g->round, g->rcrew[g->winner]);
}

/* Why no action can come now: the turn is over. */
static int
turn_over(const struct scc *g, struct game_err *e)
{
	const struct scc_row *r;

	if (g->nhist == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	r = &g->hist[g->nhist - 1];
	switch (r->how) {
	case H_CREW:
		return game_errf(e, 0, 0, 0, "the turn is over: the mate is "
		    "in and the crew of %u stands: the crew dice are thrown "
		    "again only with crew-reroll", r->crew);
	case H_LAST:
		return game_errf(e, 0, 0, 0, "the turn is over: its %d throws "
		    "are used, with a crew of %u", SCC_THROWS, r->crew);
	case H_STOP:
		return game_errf(e, 0, 0, 0, "the turn is over: it stopped "
		    "with a crew of %u", r->crew);
	default:
		return game_errf(e, 0, 0, 0, "the turn is over: its %d throws "
		    "brought no %s, and it scores 0", SCC_THROWS,
		    member[r->aside]);
	}
}

/* Why a throw of nd dice is not the want the turn needs. */
static int
wrong_count(const struct scc *g, size_t nd, size_t want, unsigned wi,
    unsigned last, struct game_err *e)
{
	if (g->t.phase == PH_CREW) {
		if (nd > want)
			return game_errf(e, wi, 0, 0, "only the %d crew dice "
			    "are thrown again, %zu %s thrown: %s are set "
			    "aside", SCC_CREW, nd, was_were(nd), in_words[3]);
		return game_errf(e, last, 0, 0, "the %d crew dice are thrown "
		    "again together, not %zu", SCC_CREW, nd);
	}
	if (g->now.aside == 0)
		return game_errf(e, nd > want ? wi : last, 0, 0, "a throw is "
		    "%d dice, not %zu: nothing is set aside yet", SCC_DICE,
		    nd);
	if (nd > want)
		return game_errf(e, wi, 0, 0, "only %zu dice are left to "
		    "throw, %zu %s thrown: %s %s set aside", want, nd,
		    was_were(nd), in_words[g->now.aside],
		    is_are(g->now.aside));
	return game_errf(e, last, 0, 0, "%zu dice are left to throw, only "
	    "%zu %s thrown: every die not set aside is thrown", want, nd,
	    was_were(nd));
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct scc *g = st;
	struct scc_row *r = &g->now;
	unsigned char d[SCC_DICE] = { 0 }, *p;
	size_t nd, want = g->t.dice, i;
	unsigned wi;

	if (g->t.phase == T_WAIT)
		return turn_over(g, e);
	if (get_dice(a->w, a->n, d, want, &nd, &wi, "the actions are roll "
	    "and stop", e) != 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %zu %s%s thrown after "
		    "roll", want, g->t.phase == PH_CREW ? "crew " : "",
		    die_noun(want));
	if (nd != want)
		return wrong_count(g, nd, want, wi, (unsigned)a->n - 1, e);

	action_dice(a->canon, "roll", d, nd);
	memcpy(r->d[g->t.throws], d, nd);
	r->nd[g->t.throws++] = (unsigned char)nd;
	/* set aside what comes next, as long as it shows (a die set aside
	 * counts 0 below); once the mate is in, the rest of the throw is
	 * the crew, with crew-reroll replacing the one in hand */
	while (r->aside < 3 && (p = memchr(d, 6 - r->aside, nd)) != NULL) {
		*p = 0;
		r->aside++;
	}
	for (i = 0, r->crew = 0; i < nd && r->aside == 3; i++)
		r->crew = (unsigned char)(r->crew + d[i]);
	g->t.points = r->crew;
	memcpy(g->show, d, SCC_DICE);
	if (g->t.throws == SCC_THROWS)
		end_of_turn(g, r->aside < 3 ? H_SUNK : H_LAST);
	else if (r->aside == 3 && !g->reroll)
		end_of_turn(g, H_CREW);
	else {
		/* the dice not set aside: the two crew dice once the mate
		 * is in */
		g->t.phase = r->aside < 3 ? PH_HUNT : PH_CREW;
		g->t.dice = (unsigned char)(SCC_DICE - r->aside);
	}
	return 0;
}

/* Refuse with why, the mate not in yet: "why: the captain (a 5) is not
 * in yet, and 2 throws are left". */
static int
not_in(const struct scc *g, const char *why, struct game_err *e)
{
	unsigned left = SCC_THROWS - g->t.throws;

	return game_errf(e, 0, 0, 0, "%s: the %s (a %u) is not in yet, and "
	    "%u %s %s left", why, member[g->now.aside], 6u - g->now.aside,
	    left, count_noun(left, "throw", "throws"), is_are(left));
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct scc *g = st;

	(void)a;
	if (g->t.phase == T_WAIT)
		return turn_over(g, e);
	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to keep: throw first");
	if (g->t.phase == PH_HUNT)
		return not_in(g, "no crew to keep", e);
	end_of_turn(g, H_STOP);
	return 0;
}

/* keep is a verb only to be refused with a reason */
static int
act_keep(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	(void)a;
	return game_errf(e, 0, 0, 0, "nothing is kept by hand: the referee "
	    "sets the ship, captain and mate aside as they come");
}

/* roll reads its own dice, for its own refusals; -l lists the throw
 * due, and stop when it can come.  Each verb says when it may come:
 * keep is refused for what it is, turn or no turn, roll and stop see
 * first whether the turn is over (turn_over). */
static const struct verb scc_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 1 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 1 },
	{ "keep", ACT_WORDS, act_keep, NULL, NULL, 1 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

/* -p: the turn's throws, its crew as its points (0 until the mate is
 * in), what is in aside (6, 5, 4 in that order) and the dice of the
 * last throw not set aside, to be thrown again. */
static void
scc_view(const void *st, struct session_view *v)
{
	const struct scc *g = st;
	int open = g->t.phase == PH_HUNT || g->t.phase == PH_CREW;
	unsigned i;

	turn_view(st, v);
	v->has_dice = 1;
	for (i = 0; i < SCC_DICE && open; i++) {
		if (i < g->now.aside)
			v->aside[v->naside++] = (unsigned char)(6 - i);
		if (g->show[i] != 0)
			v->show[v->nshow++] = g->show[i];
	}
}

static int
scc_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct scc *g = st;

	turn_begin(g, seat, e);
	memset(&g->now, 0, sizeof(g->now));
	g->now.seat = (unsigned char)seat;
	g->now.round = g->round;
	return 0;
}

static int
scc_end_turn(void *st, struct game_err *e)
{
	struct scc *g = st;
	unsigned left = SCC_THROWS - g->t.throws;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	if (g->t.phase == PH_HUNT)
		return not_in(g, "the turn before is not over", e);
	if (g->t.phase == PH_CREW)
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "its crew is %u with %u %s left: stop, or throw the crew "
		    "again", g->now.crew, left, count_noun(left, "throw",
		    "throws"));
	return 0;
}

/* The score of the turn seat has just played: its crew, once it is over
 * (without tied-only a round played again replaces the score, so the
 * score's change is not the turn's). */
static long
scc_turn_score(const void *st, unsigned seat)
{
	const struct scc *g = st;
	const struct scc_row *r;

	if (g->nhist == 0 || (g->t.phase != T_WAIT && g->t.phase != T_OVER &&
	    g->t.cur == seat))
		return 0;
	r = &g->hist[g->nhist - 1];
	return r->seat == seat ? r->crew : 0;
}

/*
 * The score sheet, as players keep it: a row per turn with its round,
 * its player, its throws, what came in (6, 65 or 654), its crew and,
 * with tied-only, the player's total; the turn in progress last, without
 * a crew.  Then the scores, the round played again if there is one, and
 * the status.
 */

static int
sheet_row(const struct scc *g, struct buf *b, const struct sheet_names *nm,
    const struct scc_row *r, int head, int done, size_t wname, size_t wtot)
{
	/* what came in, by how many did */
	static const char *const in[] = { "-", "6", "65", "654" };
	char num[32], throws[32];
	size_t k = 0;
	unsigned t, i;
	int rc = 0;

	for (t = 0; t < SCC_THROWS && r->nd[t] > 0; t++) {
		if (t > 0)
			throws[k++] = ' ';
		for (i = 0; i < r->nd[t]; i++)
			throws[k++] = (char)('0' + r->d[t][i]);
	}
	throws[k] = '\0';
	unum_format(num, r->round);
	rc |= sheet_cell(b, head ? num : "", 5, 1, 1);
	rc |= sheet_cell(b, nm->s[r->seat], 0, 0, 0);
	rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
	rc |= sheet_cell(b, throws, 0, 0, 0);
	rc |= sheet_pad(b, 17 - strlen(throws));
	rc |= sheet_cell(b, in[r->aside], 0, 0, 0);
	rc |= sheet_pad(b, 3 - strlen(in[r->aside]));
	unum_format(num, r->crew);
	rc |= sheet_cell(b, done ? num : "", 4, 1, 0);
	if (g->tiedonly) {
		num_format(num, (long long)r->total);
		rc |= sheet_cell(b, done ? num : "", wtot, 1, 0);
	}
	return rc | sheet_end_line(b);
}

/*
 * Without tied-only a round played again replaces the one before, and a
 * player's score is its last crew: the sheet shows the crews and ends
 * with the scores.  With tied-only the scores add up, in a Total column.
 */
static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct scc *g = st;
	struct turn t = g->t;
	unsigned long first = g->t.turns - g->nhist + 1;
	size_t wname = 6, wtot = 5, c, i;
	int open = g->t.phase == PH_HUNT || g->t.phase == PH_CREW;
	unsigned prev = 0;
	char num[32];
	unsigned s;
	int rc = 0;

	/* a turn is in progress from its first throw */
	t.phase = open ? t.phase : T_WAIT;
	rc |= sheet_title(b, "Ship, Captain and Crew", &t);
	rc |= buf_printf(b, "5 dice, 3 throws a turn; %s.\n", g->reroll ?
	    "crew-reroll: the crew may be thrown again" : "the crew stands "
	    "once the mate is in");
	if (g->tiedonly)
		rc |= buf_puts(b, "tied-only: a tie is played off by the tied "
		    "players alone.\n");
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);
	for (s = 0; s < g->t.n; s++) {
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
		num_format(num, (long long)g->t.total[s]);
		if (strlen(num) > wtot)
			wtot = strlen(num);
	}
	rc |= sheet_cell(b, "Round", 5, 1, 1);
	rc |= sheet_cell(b, "Player", 0, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Throws             In ", 0, 0, 0);
	rc |= sheet_cell(b, "Crew", 4, 1, 0);
	if (g->tiedonly)
		rc |= sheet_cell(b, "Total", wtot, 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < g->nhist; i++) {
		rc |= sheet_row(g, b, nm, &g->hist[i],
		    g->hist[i].round != prev, 1, wname, wtot);
		prev = g->hist[i].round;
	}
	if (open)
		rc |= sheet_row(g, b, nm, &g->now, g->now.round != prev, 0,
		    wname, wtot);
	rc |= buf_puts(b, g->tiedonly ? "Totals:" : "Scores, each player's "
	    "last crew:");
	for (s = 0; s < g->t.n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)g->t.total[s]);
	return rc | buf_puts(b, ".\n");
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct scc *g = st;
	unsigned left = SCC_THROWS - g->t.throws;
	int rc = 0;

	/* with tied-only, those tied are those in the play-off */
	if (g->round > 1) {
		rc |= buf_printf(b, "Round %u %s %s", g->round, g->t.phase ==
		    T_OVER ? "was" : "is", g->tiedonly ? "a play-off between " :
		    "played again by everyone: ");
		rc |= sheet_seats(b, nm, g->t.n, g->tied);
		rc |= buf_printf(b, "%s tied with a crew of %d.\n",
		    g->tiedonly ? "," : "", g->tie);
	}
	if (g->t.phase == PH_HUNT)
		rc |= buf_printf(b, "%s's turn: %s in, the %s (a %u) next; "
		    "%u %s left.\n", nm->s[g->t.cur], in_words[g->now.aside],
		    member[g->now.aside], 6u - g->now.aside, left,
		    count_noun(left, "throw", "throws"));
	else if (g->t.phase == PH_CREW)
		rc |= buf_printf(b, "%s's turn: the mate is in, crew %u; %u "
		    "%s left: throw the crew again or stop.\n", nm->s[g->t.cur],
		    g->now.crew, left, count_noun(left, "throw", "throws"));
	else if (g->t.phase == T_OVER && g->round > 1 && !g->tiedonly)
		return rc | buf_printf(b, "Finished: %s wins round %u with a "
		    "crew of %d.\n", nm->s[g->winner], g->round,
		    g->rcrew[g->winner]);
	else if (g->t.phase == T_OVER)
		return rc | buf_printf(b, "Finished: %s wins %swith a crew of "
		    "%d.\n", nm->s[g->winner], g->round > 1 ? "the play-off " :
		    "", g->rcrew[g->winner]);
	return rc | sheet_to_play(b, nm->s[g->t.cur]);
}

static int
scc_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct scc *)st)->t.n, st, sheet,
	    status);
}

/* The reason a line of seat is refused while another is due (see
 * session_ops.not_now): a tied-only play-off is for the tied players
 * only. */
static int
scc_not_now(const void *st, unsigned seat, char why[256])
{
	const struct scc *g = st;

	if (g->t.phase == T_OVER || seat == g->t.cur || g->round < 2)
		return 0;
	return playoff_not_now(seat, g->in, why);
}

static const struct session_ops scc_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = scc_init,
	.begin_turn = scc_begin_turn,
	.not_now = scc_not_now,
	.end_turn = scc_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.turn_score = scc_turn_score,
	.order = 1,
	.why = scc_why,
	.verbs = scc_verbs,
	.write = "roll or stop",
	.view = scc_view,
};

static const char *const scc_aliases[] = {
	"ship", "battleship", "mariner", "destroyer", NULL
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * keep, only ever refused, has none.
 */
static const struct game_form scc_forms[] = {
	{ "roll DICE", "roll 65432",
	    "throw the dice not set aside: 6, 5 and 4 go aside" },
	{ "roll CREW", "roll 66",
	    "crew-reroll: throw the two crew dice again" },
	{ "stop", "stop", "crew-reroll: keep the crew as it stands" },
	{ NULL, NULL, NULL }
};

const struct game game_ship_captain_crew = {
	.id = "ship-captain-crew",
	.name = "Ship, Captain and Crew",
	.aliases = scc_aliases,
	.kind = GAME_SESSION,
	.opts = scc_opts,
	.forms = scc_forms,
	.state_size = sizeof(struct scc),
	.render = scc_render,
	.session = &scc_session,
};
