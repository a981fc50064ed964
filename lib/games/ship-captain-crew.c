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
 * Data model: struct scc, plain data.  phase says what the turn of seat
 * cur needs next; aside how many of ship, captain and mate are in (0 to
 * 3, always in that order), throws the throws of the turn, crew its crew
 * once the mate is in; now the turn in progress as the sheet shows it.
 * round counts the rounds from 1, in has a bit per seat playing this
 * round (every seat, but for a tied-only play-off), tied a bit per seat
 * that shared the highest crew of the round before, rcrew[] the crew of
 * each seat in this round (-1: not played yet), tie the crew they tied
 * with.  total[] is each seat's score.  hist[] keeps the last SCC_HIST
 * finished turns for the score sheet; turns counts them all.
 *
 * Invariants: each throw has 5 - aside dice before the mate is in, 2
 * after; aside == 3 exactly when the turn has a crew; only the mover's
 * total changes, once, when its turn ends; cur is always a seat of in;
 * in is every seat unless tiedonly and round > 1, and then in == tied;
 * phase is PH_OVER exactly when a round ended with one highest crew, and
 * winner is then that seat; a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
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
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, nothing thrown yet */
	PH_HUNT,		/* thrown, the mate not in yet */
	PH_CREW,		/* crew-reroll: the mate is in, throws left */
	PH_OVER			/* the game is over */
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
	unsigned char	n, phase, cur, reroll, tiedonly;
	unsigned char	aside, throws, crew;
	unsigned char	winner;		/* PH_OVER: the winning seat */
	uint32_t	round;
	int		tie;		/* round > 1: the tied crew */
	unsigned long	in;		/* seats in this round */
	unsigned long	tied;		/* round > 1: who tied in the one before */
	int		rcrew[NSEATS];	/* this round's crew, -1: not yet */
	int64_t		total[NSEATS];
	struct scc_row	now;		/* the turn in progress */
	unsigned long	turns;		/* turns finished */
	unsigned	nhist;
	struct scc_row	hist[SCC_HIST];
};

_Static_assert(sizeof(struct scc) <= GAME_STATE_MAX,
    "ship-captain-crew state");

/* What comes in, in order: the ship, the captain, the mate. */
static const char *const member[] = { "ship", "captain", "mate" };

/* The face the member with index i needs: 6, 5, 4. */
static unsigned
face(unsigned i)
{
	return 6 - i;
}

static const char *
throw_noun(unsigned long n)
{
	return n == 1 ? "throw" : "throws";
}

/* "the ship is", "the ship and captain are", "the ship, captain and
 * mate are": what is set aside. */
static const char *
aside_words(unsigned aside)
{
	switch (aside) {
	case 1:
		return "the ship is";
	case 2:
		return "the ship and captain are";
	default:
		return "the ship, captain and mate are";
	}
}

static void
push_row(struct scc *g, const struct scc_row *r)
{
	if (g->nhist == SCC_HIST) {
		memmove(g->hist, g->hist + 1, (SCC_HIST - 1) *
		    sizeof(g->hist[0]));
		g->nhist--;
	}
	g->hist[g->nhist++] = *r;
	g->turns++;
}

/* The round is over: one highest crew ends the game; a shared one has
 * the round played again, by every seat, or with tied-only by those who
 * share it (a play-off). */
static void
end_of_round(struct scc *g)
{
	unsigned long tied = 0;
	unsigned s, k = 0;
	int best = -1;

	for (s = 0; s < g->n; s++)
		if ((g->in & (1ul << s)) && g->rcrew[s] > best)
			best = g->rcrew[s];
	for (s = 0; s < g->n; s++)
		if ((g->in & (1ul << s)) && g->rcrew[s] == best) {
			tied |= 1ul << s;
			k++;
		}
	if (k == 1) {
		for (s = 0; !(tied & (1ul << s)); s++)
			;
		g->winner = (unsigned char)s;
		g->phase = PH_OVER;
		return;
	}
	g->round++;
	g->tie = best;
	g->tied = tied;
	if (g->tiedonly)
		g->in = tied;
	for (s = 0; s < g->n; s++)
		g->rcrew[s] = -1;
	for (s = 0; !(g->in & (1ul << s)); s++)
		;
	g->cur = (unsigned char)s;
	g->phase = PH_WAIT;
}

/* The turn of cur ends as how says, with the crew it has (0: none).  The
 * score: with tied-only the sum of the seat's crews, else the crew of the
 * round it has played last. */
static void
end_of_turn(struct scc *g, enum how how)
{
	unsigned s = g->cur;
	int crew = how == H_SUNK ? 0 : g->crew;
	int nx;

	g->total[s] = g->tiedonly ? g->total[s] + crew : crew;
	g->rcrew[s] = crew;
	g->now.total = (int32_t)g->total[s];
	g->now.how = (unsigned char)how;
	g->now.crew = (unsigned char)crew;
	g->now.aside = g->aside;
	push_row(g, &g->now);
	if ((nx = playoff_next(g->in, g->n, s)) >= 0) {
		g->cur = (unsigned char)nx;
		g->phase = PH_WAIT;
	} else
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
	g->n = (unsigned char)n;
	g->reroll = (unsigned char)(v != NULL ? v->val[O_REROLL] :
	    scc_opts[O_REROLL].def);
	g->tiedonly = (unsigned char)(v != NULL ? v->val[O_TIEDONLY] :
	    scc_opts[O_TIEDONLY].def);
	g->round = 1;
	g->in = (1ul << n) - 1;
	for (s = 0; s < NSEATS; s++)
		g->rcrew[s] = -1;
	g->phase = PH_WAIT;
	return 0;
}

static int
scc_starts_action(const char *s, size_t len)
{
	/* keep is read as an action so that it is refused with a reason */
	return len == 4 && (memcmp(s, "roll", 4) == 0 ||
	    memcmp(s, "stop", 4) == 0 || memcmp(s, "keep", 4) == 0);
}

static void
over_why(const struct scc *g, char why[256])
{
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

static int
scc_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct scc *g = st;

	if (g->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = 1ul << g->winner;
	if (why != NULL)
		over_why(g, why);
	return 1;
}

/* Why an action cannot come now: the game or the turn is over. */
static int
turn_over(const struct scc *g, struct game_err *e)
{
	const struct scc_row *r;
	char why[256];

	if (g->phase == PH_OVER) {
		over_why(g, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
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

/*
 * The dice of a roll: words 1..n-1, digits 1-6 written together or apart
 * ("," allowed inside a word, as YAML actions may have it).  Stores at
 * most max dice in d and the count in *nd; *wi is the word of the first
 * die too many.
 */
static int
read_dice(const struct word *w, size_t n, unsigned char *d, size_t max,
    size_t *nd, unsigned *wi, struct game_err *e)
{
	return get_dice(w, n, d, max, nd, wi, "the actions are roll and stop",
	    e);
}

/* Why a throw of nd dice is not the want the turn needs. */
static int
wrong_count(const struct scc *g, size_t nd, size_t want, unsigned wi,
    unsigned last, struct game_err *e)
{
	if (g->phase == PH_CREW) {
		if (nd > want)
			return game_errf(e, wi, 0, 0, "only the %d crew dice "
			    "are thrown again, %zu %s thrown: %s set aside",
			    SCC_CREW, nd, was_were(nd), aside_words(3));
		return game_errf(e, last, 0, 0, "the %d crew dice are thrown "
		    "again together, not %zu", SCC_CREW, nd);
	}
	if (g->aside == 0)
		return game_errf(e, nd > want ? wi : last, 0, 0, "a throw is "
		    "%d dice, not %zu: nothing is set aside yet", SCC_DICE,
		    nd);
	if (nd > want)
		return game_errf(e, wi, 0, 0, "only %zu dice are left to "
		    "throw, %zu %s thrown: %s set aside", want, nd,
		    was_were(nd), aside_words(g->aside));
	return game_errf(e, last, 0, 0, "%zu dice are left to throw, only "
	    "%zu %s thrown: every die not set aside is thrown", want, nd,
	    was_were(nd));
}

static int
act_roll(struct scc *g, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[SCC_DICE], used[SCC_DICE];
	size_t nd, want, i;
	unsigned wi, sum;

	if (g->phase == PH_WAIT || g->phase == PH_OVER)
		return turn_over(g, e);
	want = g->phase == PH_CREW ? SCC_CREW : SCC_DICE - g->aside;
	if (read_dice(w, n, d, want, &nd, &wi, e) != 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %zu %s%s thrown after "
		    "roll", want, g->phase == PH_CREW ? "crew " : "",
		    die_noun(want));
	if (nd != want)
		return wrong_count(g, nd, want, wi, (unsigned)n - 1, e);

	action_dice(canon, "roll", d, nd);
	memcpy(g->now.d[g->throws], d, nd);
	g->now.nd[g->throws] = (unsigned char)nd;
	g->throws++;
	if (g->phase == PH_HUNT || g->phase == PH_OPEN) {
		/* set aside what comes next, as long as it shows */
		memset(used, 0, sizeof(used));
		while (g->aside < 3) {
			for (i = 0; i < nd; i++)
				if (!used[i] && d[i] == face(g->aside))
					break;
			if (i == nd)
				break;
			used[i] = 1;
			g->aside++;
		}
		g->now.aside = g->aside;
		if (g->aside < 3) {
			if (g->throws == SCC_THROWS)
				end_of_turn(g, H_SUNK);
			else
				g->phase = PH_HUNT;
			return 0;
		}
		for (i = 0, sum = 0; i < nd; i++)
			if (!used[i])
				sum += d[i];
		g->crew = (unsigned char)sum;
		if (g->throws == SCC_THROWS)
			end_of_turn(g, H_LAST);
		else if (!g->reroll)
			end_of_turn(g, H_CREW);
		else
			g->phase = PH_CREW;
		return 0;
	}
	/* crew-reroll: the crew thrown again replaces the one in hand */
	g->crew = (unsigned char)(d[0] + d[1]);
	if (g->throws == SCC_THROWS)
		end_of_turn(g, H_LAST);
	return 0;
}

static int
act_stop(struct scc *g, size_t n, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	unsigned left;

	if (g->phase == PH_WAIT || g->phase == PH_OVER)
		return turn_over(g, e);
	if (g->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to keep: throw first");
	if (g->phase == PH_HUNT) {
		left = SCC_THROWS - g->throws;
		return game_errf(e, 0, 0, 0, "no crew to keep: the %s (a %u) "
		    "is not in yet, and %u %s %s left", member[g->aside],
		    face(g->aside), left, throw_noun(left), is_are(left));
	}
	if (n > 1)
		return game_errf(e, 1, 0, 0, "stop takes nothing after it");
	end_of_turn(g, H_STOP);
	action_dice(canon, "stop", NULL, 0);
	return 0;
}

static int
scc_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct scc *g = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(g, w, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "stop", 4) == 0)
		return act_stop(g, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "keep", 4) == 0)
		return game_errf(e, 0, 0, 0, "nothing is kept by hand: the "
		    "referee sets the ship, captain and mate aside as they "
		    "come");
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Ship, Captain and Crew "
	    "action: write roll or stop", (int)(w[0].len > 32 ? 32 :
	    w[0].len), w[0].s);
}

static int
scc_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct scc *g = st;

	if (g->phase == PH_OVER)
		return turn_over(g, e);
	if (session_turn_check(g->phase != PH_WAIT, seat, g->cur, e) < 0)
		return -1;
	g->phase = PH_OPEN;
	g->aside = 0;
	g->throws = 0;
	g->crew = 0;
	memset(&g->now, 0, sizeof(g->now));
	g->now.seat = (unsigned char)seat;
	g->now.round = g->round;
	return 0;
}

static int
scc_end_turn(void *st, struct game_err *e)
{
	struct scc *g = st;
	unsigned left = SCC_THROWS - g->throws;

	if (g->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	if (g->phase == PH_HUNT)
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "the %s (a %u) is not in yet, and %u %s %s left",
		    member[g->aside], face(g->aside), left, throw_noun(left),
		    is_are(left));
	if (g->phase == PH_CREW)
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "its crew is %u with %u %s left: stop, or throw the crew "
		    "again", g->crew, left, throw_noun(left));
	return 0;
}

static void
scc_expect(const void *st, struct expect *x)
{
	const struct scc *g = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (g->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = g->cur;
	x->dice = g->phase == PH_CREW ? SCC_CREW : g->phase == PH_HUNT ?
	    SCC_DICE - g->aside : SCC_DICE;
	x->new_turn = g->phase == PH_WAIT;
}

static long
scc_score(const void *st, unsigned seat)
{
	const struct scc *g = st;

	return seat < g->n ? (long)g->total[seat] : 0;
}

/* The score of the turn seat has just played: its crew, once it is over
 * (without tied-only a round played again replaces the score, so the
 * score's change is not the turn's). */
static long
scc_turn_score(const void *st, unsigned seat)
{
	const struct scc *g = st;
	const struct scc_row *r;

	if (g->nhist == 0 || ((g->phase == PH_OPEN || g->phase == PH_HUNT ||
	    g->phase == PH_CREW) && g->cur == seat))
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

static void
row_cells(const struct scc_row *r, char throws[32], char in[8])
{
	size_t k = 0;
	unsigned t, i;

	for (t = 0; t < SCC_THROWS && r->nd[t] > 0; t++) {
		if (t > 0)
			throws[k++] = ' ';
		for (i = 0; i < r->nd[t]; i++)
			throws[k++] = (char)('0' + r->d[t][i]);
	}
	throws[k] = '\0';
	for (i = 0; i < r->aside; i++)
		in[i] = (char)('0' + face(i));
	in[i] = '\0';
	if (i == 0)
		snprintf(in, 8, "-");
}

static int
sheet_row(const struct scc *g, struct buf *b, const struct sheet_names *nm,
    const struct scc_row *r, int head, int done, size_t wname, size_t wtot)
{
	char num[32], throws[32], in[8];
	int rc = 0;

	row_cells(r, throws, in);
	snprintf(num, sizeof(num), "%u", r->round);
	rc |= sheet_cell(b, head ? num : "", 5, 1, 1);
	rc |= sheet_cell(b, nm->s[r->seat], 0, 0, 0);
	rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
	rc |= sheet_cell(b, throws, 0, 0, 0);
	rc |= sheet_pad(b, 17 - strlen(throws));
	rc |= sheet_cell(b, in, 0, 0, 0);
	rc |= sheet_pad(b, 3 - strlen(in));
	snprintf(num, sizeof(num), "%u", r->crew);
	rc |= sheet_cell(b, done ? num : "", 4, 1, 0);
	if (g->tiedonly) {
		snprintf(num, sizeof(num), "%lld", (long long)r->total);
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
sheet(const struct scc *g, const struct sheet_names *nm, struct buf *b)
{
	unsigned long first = g->turns - g->nhist + 1;
	size_t wname = 6, wtot = 5, c, i;
	int open = g->phase == PH_HUNT || g->phase == PH_CREW;
	unsigned prev = 0;
	char num[32];
	unsigned s;
	int rc = 0;

	if (open)
		rc |= buf_printf(b, "Ship, Captain and Crew, turn %lu in "
		    "progress\n", g->turns + 1);
	else if (g->turns == 0)
		rc |= buf_puts(b, "Ship, Captain and Crew, start\n");
	else
		rc |= buf_printf(b, "Ship, Captain and Crew, after turn %lu\n",
		    g->turns);
	rc |= buf_printf(b, "5 dice, 3 throws a turn; %s.\n", g->reroll ?
	    "crew-reroll: the crew may be thrown again" : "the crew stands "
	    "once the mate is in");
	if (g->tiedonly)
		rc |= buf_puts(b, "tied-only: a tie is played off by the tied "
		    "players alone.\n");
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);
	for (s = 0; s < g->n; s++) {
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
		snprintf(num, sizeof(num), "%lld", (long long)g->total[s]);
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
	for (s = 0; s < g->n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)g->total[s]);
	return rc | buf_puts(b, ".\n");
}

/* "Ann and Bob", "Ann, Bob and Cy": the seats of in. */
static int
seat_list(struct buf *b, const struct sheet_names *nm, unsigned n,
    unsigned long in)
{
	unsigned s, k = 0, all = 0;
	int rc = 0;

	for (s = 0; s < n; s++)
		all += (in >> s) & 1u;
	for (s = 0; s < n; s++)
		if (in & (1ul << s)) {
			if (k > 0)
				rc |= buf_puts(b, k + 1 == all ? " and " :
				    ", ");
			rc |= buf_puts(b, nm->s[s]);
			k++;
		}
	return rc;
}

static int
status(const struct scc *g, const struct sheet_names *nm, struct buf *b)
{
	unsigned left = SCC_THROWS - g->throws;
	int rc = 0;

	if (g->round > 1 && g->tiedonly) {
		rc |= buf_printf(b, "Round %u %s a play-off between ",
		    g->round, g->phase == PH_OVER ? "was" : "is");
		rc |= seat_list(b, nm, g->n, g->in);
		rc |= buf_printf(b, ", tied with a crew of %d.\n", g->tie);
	} else if (g->round > 1) {
		rc |= buf_printf(b, "Round %u %s played again by everyone: ",
		    g->round, g->phase == PH_OVER ? "was" : "is");
		rc |= seat_list(b, nm, g->n, g->tied);
		rc |= buf_printf(b, " tied with a crew of %d.\n", g->tie);
	}
	switch (g->phase) {
	case PH_HUNT:
		rc |= buf_printf(b, "%s's turn: %s in, the %s (a %u) next; "
		    "%u %s left.\n", nm->s[g->cur], g->aside == 0 ? "nothing" :
		    g->aside == 1 ? "the ship" : "the ship and captain",
		    member[g->aside], face(g->aside), left, throw_noun(left));
		break;
	case PH_CREW:
		rc |= buf_printf(b, "%s's turn: the mate is in, crew %u; %u "
		    "%s left: throw the crew again or stop.\n", nm->s[g->cur],
		    g->crew, left, throw_noun(left));
		break;
	case PH_OVER:
		if (g->round > 1 && !g->tiedonly)
			return rc | buf_printf(b, "Finished: %s wins round %u "
			    "with a crew of %d.\n", nm->s[g->winner], g->round,
			    g->rcrew[g->winner]);
		return rc | buf_printf(b, "Finished: %s wins %swith a crew "
		    "of %d.\n", nm->s[g->winner], g->round > 1 ? "the play-off "
		    : "", g->rcrew[g->winner]);
	default:
		break;
	}
	return rc | buf_printf(b, "%s to play.\n", nm->s[g->cur]);
}

static int
scc_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct scc *g = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, g->n);
	return render_end(b, len, (sheet(g, &nm, b) == 0 &&
	    status(g, &nm, b) == 0) ? 0 : -1);
}

/* The reason a line of seat is refused while another is due (see
 * session_ops.not_now): a tied-only play-off is for the tied players
 * only. */
static int
scc_not_now(const void *st, unsigned seat, char why[256])
{
	const struct scc *g = st;

	if (g->phase == PH_OVER || seat == g->cur || g->round < 2)
		return 0;
	return playoff_not_now(seat, g->in, why);
}

static const struct session_ops scc_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = scc_init,
	.starts_action = scc_starts_action,
	.begin_turn = scc_begin_turn,
	.not_now = scc_not_now,
	.action = scc_action,
	.end_turn = scc_end_turn,
	.expect = scc_expect,
	.score = scc_score,
	.turn_score = scc_turn_score,
	.order = 1,
	.finished = scc_finished,
};

static const char *const scc_aliases[] = {
	"ship", "battleship", "mariner", "destroyer", NULL
};

const struct game game_ship_captain_crew = {
	.id = "ship-captain-crew",
	.name = "Ship, Captain and Crew",
	.aliases = scc_aliases,
	.kind = GAME_SESSION,
	.opts = scc_opts,
	.state_size = sizeof(struct scc),
	.render = scc_render,
	.session = &scc_session,
};
