/*
 * ten-thousand: Ten Thousand (Farkle, Dix Mille), a dice session for any
 * number of seats with 6 dice (the Variant option "dice": 5 or 7).
 *
 * A turn throws all the dice, sets aside (keeps) scoring dice from each
 * throw, and throws the rest again, until the player stops and banks the
 * turn's points or throws nothing that scores (a farkle: the turn scores
 * 0 and ends).  When every die has been set aside (hot dice) all of them
 * may be thrown again.  The round in which someone's banked total reaches
 * the target (10000) is played out; then the highest total wins, equal
 * totals sharing.
 *
 * Scoring, each combination made within one throw: a 1 is 100, a 5 is 50,
 * three 1s 1000, three of another number N N*100, the straight 1-6 3000,
 * three pairs 1500 (four of a kind and a pair, or six of a kind, count as
 * three pairs).  The dice of one keep score by their best reading: a way
 * to split them into combinations that leaves no die over, with the most
 * points (six 1s are two triples, 2000; six 4s are three pairs, 1500).  A
 * keep that cannot be split so is refused, naming a die that scores
 * nothing; dice of a kind beyond three score only as single 1s or 5s.
 *
 * Actions: "roll DICE" (the throw, dice as digits in the order thrown),
 * "keep DICE" (one keep per throw, listing every die set aside from it,
 * in the order written), "stop" (bank), and "take" (option takeover, at
 * the start of a turn).  The referee works out everything else: scores,
 * farkles, hot dice, penalties, the end of the game.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - A throw that scores must be followed by a keep: stopping or throwing
 *    again first is refused.  A turn's first action is a throw.
 *  - entry=N: a player's turns bank nothing until one turn reaches N at
 *    its stop; a stop below it ends the turn with nothing banked.  Once
 *    in, a player stays in (even after four-twos empties the total).
 *  - takeover: when the previous turn (another player's) ended on a
 *    scoreless throw of k dice, forfeiting P > 0 points, the next player
 *    may begin with "take" and throw exactly those k dice; the turn then
 *    carries on from P (hot dice and all) and a farkle forfeits it again,
 *    so the player after may take it up in turn.  Without "take" the turn
 *    starts afresh with all the dice.
 *  - three-farkles: a turn that ends on a scoreless throw before any die
 *    was set aside counts; three such turns of a player in a row cost
 *    1000 points (a total may go below 0) and the count starts again;
 *    any other turn of that player resets the count.
 *  - last-die-bonus: a throw of a single die (the last one left) that
 *    scores nothing may, once, be thrown again at once (stopping in
 *    between is refused); setting the die aside earns a bonus of 500 for
 *    the first such die of the turn, 1000 for the second, and so on, on
 *    top of its own 100 or 50, and all the dice may be thrown again.
 *  - four-twos: a throw showing four or more 2s ends the turn at once
 *    and sets the thrower's total to 0.
 *  - six-kind-wins: a throw showing six dice of one number ends the game
 *    at once, the thrower winning whatever the totals (checked before
 *    four-twos, so six 2s win).  It needs 6 or more dice.
 *  - dice=5: five dice, the straight and three pairs cannot occur.
 *    dice=7: seven dice, the same combinations (a seventh die must score
 *    on its own).
 *
 * Data model: struct tk, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs
 * next, its dice are those of the next throw (0 while a keep is due),
 * its throws and points those of the turn so far.  opt[] holds the
 * options; thrown[] the dice of the last throw not set aside, aside[]
 * those set aside since all the dice were last thrown (on a takeover,
 * the turn before's with them); t.total[] the banked totals.  hist[] keeps
 * the last TK_HIST finished turns (seat, how it ended, the mover's total
 * after it) for the score sheet; base[] holds the totals before the
 * oldest kept turn.
 *
 * Invariants: only the mover's total changes in a turn; phase is
 * T_OVER exactly when finished() says so; reached is the first seat
 * whose bank reached the target, and the game ends when the turn of the
 * last seat in that round ends; an action refused leaves the state
 * untouched (every check comes before any change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"
#include "text.h"

#define TK_DICE_MAX	7
#define TK_HIST		720
#define NSEATS		SESSION_PLAYERS_MAX
#define ACTIONS		"the actions are roll, keep, stop and take"

enum tk_opt {
	O_TARGET, O_ENTRY, O_TAKEOVER, O_THREE_FARKLES, O_LAST_DIE,
	O_FOUR_TWOS, O_SIX_KIND, O_DICE, O_NOPTS
};

static const struct game_opt tk_opts[] = {
	{ "target", OPT_INT, 50, 1000000, 10000,
	    "the round in which a total reaches N is the last", 0, { 0 } },
	{ "entry", OPT_INT, 0, 1000000, 0,
	    "nothing is banked until a turn scores at least N", 0, { 0 } },
	{ "takeover", OPT_FLAG, 0, 1, 0,
	    "take up the previous player's scoreless dice and lost points", 0, { 0 } },
	{ "three-farkles", OPT_FLAG, 0, 1, 0,
	    "three scoreless first throws in a row cost 1000", 0, { 0 } },
	{ "last-die-bonus", OPT_FLAG, 0, 1, 0,
	    "the last die has two tries and earns 500, 1000, ...", 0, { 0 } },
	{ "four-twos", OPT_FLAG, 0, 1, 0,
	    "four or more 2s in a throw cancel the thrower's total", 0, { 0 } },
	{ "six-kind-wins", OPT_FLAG, 0, 1, 0,
	    "six of a kind in one throw wins at once", 0, { 0 } },
	{ "dice", OPT_INT, 5, 7, 6,
	    "dice in play: 5 (no straight, no three pairs), 6 or 7", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_TAKEN = T_GAME,	/* took up the previous dice: throw them */
	PH_KEEP,		/* the last throw scores: set dice aside */
	PH_KEPT,		/* dice set aside: throw again or stop */
	PH_RETRY		/* the last die missed once: throw it again */
};

/* How a finished turn ended. */
enum how {
	H_NONE,			/* no turn has ended yet */
	H_BANK,			/* stop: the points are banked */
	H_SHORT,		/* stop below the entry score: nothing banked */
	H_FARKLE,		/* a scoreless throw */
	H_PENALTY,		/* a scoreless throw, the third: -1000 */
	H_TWOS,			/* four 2s: the total is cancelled */
	H_SIXKIND		/* six of a kind: the game is won */
};

struct tk_row {
	int64_t		total;		/* the mover's total after the turn */
	unsigned char	seat, how;
};

struct tk {
	struct turn	t;		/* t.points: the turn's so far */
	int		opt[O_NOPTS];	/* the options, by enum tk_opt */
	unsigned char	nthrown, naside;
	unsigned char	thrown[TK_DICE_MAX], aside[TK_DICE_MAX];
	unsigned char	kept_any;	/* a keep in this turn */
	unsigned char	misses;		/* the last die missed once */
	unsigned char	take_dice;	/* takeover offer: its dice */
	unsigned char	last_how;	/* how the last turn ended */
	unsigned char	entered[NSEATS];
	unsigned char	farkles[NSEATS];	/* scoreless first throws */
	int		reached;	/* first seat at the target */
	int		winner6;	/* seat with six of a kind */
	unsigned	bonuses;	/* last dice scored this turn */
	int64_t		take_points;	/* takeover offer: points */
	int64_t		base[NSEATS];	/* totals before hist[0] */
	unsigned	nhist;
	struct tk_row	hist[TK_HIST];
};

_Static_assert(sizeof(struct tk) <= GAME_STATE_MAX, "ten-thousand state");

static const char *const ordinal[] = {
	"zeroth", "first", "second", "third", "fourth", "fifth", "sixth",
	"seventh"
};
static const char *const count_word[] = {
	"no", "one", "two", "three", "four", "five", "six", "seven"
};

/* Dice as written in an action: the values and where each stands. */
struct dice_words {
	size_t		n;			/* dice written */
	unsigned char	v[TK_DICE_MAX + 1];	/* the first of them */
	unsigned	word[TK_DICE_MAX + 1];
	unsigned	off[TK_DICE_MAX + 1];
};

/* Read the dice of w[1..n) as get_dice does, and where each stands, for
 * the refusals that point at one die. */
static int
read_dice(const struct word *w, size_t n, struct dice_words *d,
    struct game_err *e)
{
	size_t i, k, j = 0;
	unsigned extra;

	memset(d, 0, sizeof(*d));
	if (get_dice(w, n, d->v, TK_DICE_MAX + 1, &d->n, &extra, ACTIONS,
	    e) < 0)
		return -1;
	for (i = 1; i < n; i++)
		for (k = 0; k < w[i].len && j < TK_DICE_MAX + 1; k++)
			if (w[i].s[k] != ',') {	/* "6,6,3" in YAML */
				d->word[j] = (unsigned)i;
				d->off[j++] = (unsigned)k;
			}
	return 0;
}

static void
count_dice(const unsigned char *v, size_t n, unsigned char c[7])
{
	size_t i;

	memset(c, 0, 7);
	for (i = 0; i < n; i++)
		c[v[i]]++;
}

/* The best reading found so far: most dice covered, then most points. */
struct reading {
	int		covered;
	int64_t		points;
	unsigned char	left[7];	/* dice in no combination */
};

static void
consider(struct reading *best, const unsigned char c[7], int ncov,
    int64_t pts)
{
	int cov = ncov + c[1] + c[5];
	int64_t p = pts + 100 * c[1] + 50 * c[5];

	if (cov < best->covered || (cov == best->covered && p <= best->points))
		return;
	best->covered = cov;
	best->points = p;
	memcpy(best->left, c, 7);
	best->left[1] = best->left[5] = 0;
}

/* Triples of values v and up, then single 1s and 5s. */
static void
search_triples(struct reading *best, unsigned char c[7], int v, int ncov,
    int64_t pts)
{
	for (; v <= 6; v++)
		if (c[v] >= 3) {
			c[v] -= 3;
			search_triples(best, c, v, ncov + 3,
			    pts + (v == 1 ? 1000 : 100 * v));
			c[v] += 3;
		}
	consider(best, c, ncov, pts);
}

/* Every way to split the dice counted in c into combinations. */
static void
search(struct reading *best, const unsigned char c0[7])
{
	unsigned char c[7];
	int a, b, k, v;

	memcpy(c, c0, 7);
	search_triples(best, c, 1, 0, 0);
	/* the straight */
	for (v = 1; v <= 6 && c[v] > 0; v++)
		continue;
	if (v > 6) {
		for (v = 1; v <= 6; v++)
			c[v]--;
		search_triples(best, c, 1, 6, 3000);
		memcpy(c, c0, 7);
	}
	/* three pairs, of values a <= b <= k */
	for (a = 1; a <= 6; a++)
		for (b = a; b <= 6; b++)
			for (k = b; k <= 6; k++) {
				memcpy(c, c0, 7);
				if (c[a] < 2)
					continue;
				c[a] -= 2;
				if (c[b] < 2)
					continue;
				c[b] -= 2;
				if (c[k] < 2)
					continue;
				c[k] -= 2;
				search_triples(best, c, 1, 6, 1500);
			}
}

/*
 * The points of a keep whose dice are counted in c: the best reading
 * that leaves no die over; -1 when there is none, with best->left the
 * dice the closest reading leaves over.
 */
static int64_t
keep_points(const unsigned char c[7], struct reading *best)
{
	int v;

	memset(best, 0, sizeof(*best));
	best->covered = -1;
	search(best, c);
	for (v = 1; v <= 6; v++)
		if (best->left[v] > 0)
			return -1;
	return best->points;
}

/* Whether a throw with counts c has anything that scores: whether a
 * reading of it covers a die. */
static int
scores(const unsigned char c[7])
{
	struct reading r;

	keep_points(c, &r);
	return r.covered > 0;
}

static void
dice_text(const unsigned char *v, size_t n, char *out)
{
	size_t i;

	for (i = 0; i < n; i++)
		out[i] = (char)('0' + v[i]);
	out[n] = '\0';
}

static void
push_row(struct tk *p, unsigned seat, enum how how)
{
	if (p->nhist == TK_HIST) {
		p->base[p->hist[0].seat] = p->hist[0].total;
		memmove(p->hist, p->hist + 1, (TK_HIST - 1) *
		    sizeof(p->hist[0]));
		p->nhist--;
	}
	p->hist[p->nhist].total = p->t.total[seat];
	p->hist[p->nhist].seat = (unsigned char)seat;
	p->hist[p->nhist].how = (unsigned char)how;
	p->nhist++;
}

/* The turn of cur ends as how says; pass the dice on. */
static void
end_of_turn(struct tk *p, enum how how)
{
	unsigned s = p->t.cur;
	int take = p->opt[O_TAKEOVER] && p->t.n > 1 && (how == H_FARKLE ||
	    how == H_PENALTY) && p->t.points > 0;

	if (how == H_FARKLE && !p->kept_any) {
		if (++p->farkles[s] == 3 && p->opt[O_THREE_FARKLES]) {
			p->t.total[s] -= 1000;
			p->farkles[s] = 0;
			how = H_PENALTY;
		}
	} else
		p->farkles[s] = 0;
	p->take_dice = take ? p->nthrown : 0;
	p->take_points = take ? p->t.points : 0;
	if (how == H_BANK && p->reached < 0 &&
	    p->t.total[s] >= p->opt[O_TARGET])
		p->reached = (int)s;
	push_row(p, s, how);
	p->last_how = (unsigned char)how;
	p->kept_any = 0;
	p->misses = 0;
	p->bonuses = 0;
	turn_pass(&p->t);
	p->t.dice = (unsigned char)p->opt[O_DICE];
	if (how == H_SIXKIND || (p->reached >= 0 && s == p->t.n - 1u))
		p->t.phase = T_OVER;
}

static int
tk_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct tk *p = st;
	size_t i;

	memset(p, 0, sizeof(*p));
	for (i = 0; i < O_NOPTS; i++)
		p->opt[i] = v != NULL ? v->val[i] : tk_opts[i].def;
	if (p->opt[O_SIX_KIND] && p->opt[O_DICE] < 6)
		return game_errf(e, 0, 0, 0, "six-kind-wins needs 6 or more "
		    "dice, and dice=%d is set", p->opt[O_DICE]);
	turn_init(&p->t, n, (unsigned)p->opt[O_DICE]);
	p->reached = -1;
	p->winner6 = -1;
	return 0;
}

static int
tk_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct tk *p = st;

	if (p->t.phase != T_OVER)
		return 0;
	if (winners != NULL)
		*winners = p->winner6 >= 0 ? 1ul << p->winner6 :
		    best_seats(p->t.total, p->t.n, 1);
	if (why != NULL && p->winner6 >= 0)
		snprintf(why, 256, "a throw of six of a kind won the game");
	else if (why != NULL)
		snprintf(why, 256, "the round in which a total reached %d is "
		    "complete", p->opt[O_TARGET]);
	return 1;
}

/* Why no action can come now: the turn is over. */
static int
tk_ready(const void *st, struct game_err *e)
{
	const struct tk *p = st;
	char d[TK_DICE_MAX + 1];

	if (p->t.phase != T_WAIT)
		return 0;
	dice_text(p->thrown, p->nthrown, d);
	switch (p->last_how) {
	case H_BANK:
		return game_errf(e, 0, 0, 0, "the turn is over: its points "
		    "are banked");
	case H_SHORT:
		return game_errf(e, 0, 0, 0, "the turn is over: it stopped "
		    "below the entry score");
	case H_FARKLE:
	case H_PENALTY:
		return game_errf(e, 0, 0, 0, "the turn is over: %s scores "
		    "nothing", d);
	case H_TWOS:
		return game_errf(e, 0, 0, 0, "the turn is over: the four 2s "
		    "of %s cancelled the total", d);
	default:
		return game_errf(e, 0, 0, 0, "no turn has begun");
	}
}

/* A throw of the right size: apply it. */
static void
apply_throw(struct tk *p, const unsigned char *v, unsigned n)
{
	unsigned char c[7];
	int k;

	memcpy(p->thrown, v, n);
	p->nthrown = (unsigned char)n;
	p->t.throws++;
	if (n == (unsigned)p->opt[O_DICE])
		p->naside = 0;
	count_dice(v, n, c);
	for (k = 1; k <= 6; k++)
		if (p->opt[O_SIX_KIND] && c[k] >= 6) {
			p->winner6 = p->t.cur;
			end_of_turn(p, H_SIXKIND);
			return;
		}
	if (p->opt[O_FOUR_TWOS] && c[2] >= 4) {
		p->t.total[p->t.cur] = 0;
		end_of_turn(p, H_TWOS);
	} else if (scores(c)) {
		p->t.phase = PH_KEEP;
		p->t.dice = 0;
	} else if (n == 1 && p->opt[O_LAST_DIE] && !p->misses) {
		p->misses = 1;
		p->t.phase = PH_RETRY;
	} else
		end_of_turn(p, H_FARKLE);
}

/* What roll, keep, stop and a new turn line (end_turn) are told in a
 * phase where they cannot come, by phase and verb; NULL where they can.
 * keep and stop after take are told how many dice were taken up. */
enum { V_ROLL, V_KEEP, V_STOP, V_END };

static const char *const refusal[PH_RETRY + 1][4] = {
	[T_OPEN] = { NULL, "nothing has been thrown yet in this turn",
	    "nothing to bank: throw first", "the turn before has no throw: "
	    "every turn throws at least once" },
	[PH_TAKEN] = { NULL, NULL, NULL, "the turn before is not over: it "
	    "must throw the dice it took up" },
	[PH_KEEP] = { "set aside scoring dice from the last throw before "
	    "throwing again", NULL, "set aside scoring dice from the last "
	    "throw before stopping", "the turn before is not over: it must "
	    "set aside scoring dice from its last throw" },
	[PH_KEPT] = { NULL, "the dice of this throw are already set aside: "
	    "roll or stop", NULL, "the turn before is not over: it ends with "
	    "stop or a scoreless throw" },
	[PH_RETRY] = { NULL, "the last die scored nothing: throw it again",
	    "the last die has its second throw to come: roll it", "the turn "
	    "before is not over: its last die has a second throw" }
};

static int
refused(const struct tk *p, int verb, struct game_err *e)
{
	if (p->t.phase > PH_RETRY)
		return 0;
	if (p->t.phase == PH_TAKEN && (verb == V_KEEP || verb == V_STOP))
		return game_errf(e, 0, 0, 0, "throw the %u %s taken up first",
		    p->t.dice, die_noun(p->t.dice));
	if (refusal[p->t.phase][verb] != NULL)
		return game_errf(e, 0, 0, 0, "%s", refusal[p->t.phase][verb]);
	return 0;
}

/* Why a throw of nd, not want dice, is refused, at word wi (the first
 * die too many, or the last word). */
static int
miscount(const struct tk *p, size_t nd, unsigned want, unsigned wi,
    struct game_err *e)
{
	if (p->t.phase == T_OPEN && p->take_dice == nd)
		return game_errf(e, wi, 0, 0, "a turn's first throw is %u "
		    "dice, not %zu (to throw the dice of the turn before, "
		    "write take first)", want, nd);
	if (p->t.phase == T_OPEN)
		return game_errf(e, wi, 0, 0, "a turn's first throw is %u "
		    "dice, not %zu", want, nd);
	if (p->t.phase == PH_TAKEN)
		return game_errf(e, wi, 0, 0, "the dice taken up are %u: "
		    "throw %u %s, not %zu", want, want, die_noun(want), nd);
	if (p->t.phase == PH_RETRY)
		return game_errf(e, wi, 0, 0, "the last die is thrown again: "
		    "1 die, not %zu", nd);
	if (want == (unsigned)p->opt[O_DICE])	/* hot dice */
		return game_errf(e, wi, 0, 0, "all %u dice are thrown again "
		    "after hot dice, not %zu", want, nd);
	return game_errf(e, wi, 0, 0, "%s%u %s %s left to throw, not %zu",
	    nd > want ? "only " : "", want, die_noun(want), is_are(want),
	    nd);
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct tk *p = st;
	unsigned char d[TK_DICE_MAX];
	unsigned want = p->t.dice, wi;
	size_t nd;

	if (refused(p, V_ROLL, e) < 0 ||
	    get_dice(a->w, a->n, d, want, &nd, &wi, ACTIONS, e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown after "
		    "roll", want, die_noun(want));
	if (nd != want)
		return miscount(p, nd, want, nd > want ? wi :
		    (unsigned)a->n - 1, e);
	apply_throw(p, d, want);
	action_dice(a->canon, "roll", d, want);
	return 0;
}

/* The keep d has a die in no combination: say which. */
static int
no_combination(const struct dice_words *d, const unsigned char kc[7],
    const struct reading *r, struct game_err *e)
{
	unsigned char seen[7] = { 0 };
	size_t i;
	int v, covered;

	for (i = 0; i < d->n; i++) {
		v = d->v[i];
		covered = kc[v] - r->left[v];
		if (++seen[v] <= covered)
			continue;
		if (covered == 0)
			return game_errf(e, d->word[i], d->off[i], 1, "the %d "
			    "belongs to no scoring combination", v);
		return game_errf(e, d->word[i], d->off[i], 1, "the %s %d "
		    "belongs to no scoring combination%s", ordinal[seen[v]], v,
		    covered == 3 ? " (beyond three of a kind only 1s and 5s "
		    "score)" : "");
	}
	return game_errf(e, 0, 0, 0, "the keep does not score");
}

static int
act_keep(void *st, struct act *a, struct game_err *e)
{
	struct tk *p = st;
	struct dice_words d;
	struct reading r;
	unsigned char tc[7], kc[7], seen[7] = { 0 };
	int64_t pts;
	size_t i, k;
	int v;

	if (refused(p, V_KEEP, e) < 0 || read_dice(a->w, a->n, &d, e) < 0)
		return -1;
	if (d.n == 0)
		return game_errf(e, 0, 0, 0, "write the dice set aside after "
		    "keep");
	count_dice(p->thrown, p->nthrown, tc);
	for (i = 0; i < d.n && i < TK_DICE_MAX + 1; i++) {
		v = d.v[i];
		if (++seen[v] <= tc[v])
			continue;
		if (tc[v] == 0)
			return game_errf(e, d.word[i], d.off[i], 1, "there is "
			    "no %d in the last throw to keep", v);
		return game_errf(e, d.word[i], d.off[i], 1, "the last throw "
		    "shows only %s %d%s", count_word[tc[v]], v,
		    tc[v] == 1 ? "" : "s");
	}
	/* more dice than the throw had are caught above */
	count_dice(d.v, d.n, kc);
	if ((pts = keep_points(kc, &r)) < 0)
		return no_combination(&d, kc, &r, e);
	p->t.points += pts;
	if (p->nthrown == 1 && p->opt[O_LAST_DIE])
		p->t.points += 500 * (int64_t)++p->bonuses;
	p->kept_any = 1;
	p->misses = 0;
	for (i = 0; i < d.n; i++) {
		k = (unsigned char *)memchr(p->thrown, d.v[i], p->nthrown) -
		    p->thrown;
		memmove(p->thrown + k, p->thrown + k + 1, --p->nthrown - k);
		p->aside[p->naside++] = d.v[i];
	}
	/* hot dice: every die set aside, all of them are thrown again */
	p->t.dice = (unsigned char)(p->nthrown > 0 ? p->nthrown :
	    p->opt[O_DICE]);
	p->t.phase = PH_KEPT;
	action_dice(a->canon, "keep", d.v, d.n);
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct tk *p = st;
	unsigned s = p->t.cur;

	(void)a;
	if (refused(p, V_STOP, e) < 0)
		return -1;
	if (p->entered[s] || p->t.points >= p->opt[O_ENTRY]) {
		p->t.total[s] += p->t.points;
		p->entered[s] = 1;
	}
	end_of_turn(p, p->entered[s] ? H_BANK : H_SHORT);
	return 0;
}

static int
act_take(void *st, struct act *a, struct game_err *e)
{
	struct tk *p = st;

	(void)a;
	if (!p->opt[O_TAKEOVER])
		return game_errf(e, 0, 0, 0, "take needs the takeover option "
		    "(Variant \"takeover\")");
	if (p->t.phase != T_OPEN)
		return game_errf(e, 0, 0, 0, "take only opens a turn");
	if (p->take_dice == 0)
		return game_errf(e, 0, 0, 0, "there is nothing to take up: "
		    "the previous turn did not end on a scoreless throw "
		    "with points to lose");
	p->t.points = p->take_points;
	p->t.dice = p->take_dice;
	p->t.phase = PH_TAKEN;
	return 0;
}

/* -p: the turn's throws and points; while it is under way, the dice of
 * its last throw not set aside (a takeover's, the dice taken up) and
 * those set aside. */
static void
tk_view(const void *st, struct session_view *v)
{
	const struct tk *p = st;

	turn_view(st, v);
	v->has_dice = 1;
	if (p->t.phase < T_GAME || p->t.phase > PH_RETRY)
		return;
	v->nshow = p->nthrown;
	v->naside = p->naside;
	memcpy(v->show, p->thrown, v->nshow);
	memcpy(v->aside, p->aside, v->naside);
}

/* roll and keep read their own dice: a throw of the wrong size is
 * refused in the turn's terms, and a keep points at the die at fault. */
static const struct verb tk_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "keep", ACT_DICE_WORDS, act_keep, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ "take", ACT_NONE, act_take, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
tk_end_turn(void *st, struct game_err *e)
{
	return refused(st, V_END, e);
}

/*
 * The score sheet: a row per finished turn with what it did and every
 * player's running total, then the turn in progress and the status.
 */

/* Turn i of the sheet, for sheet_totals: a bank shows its points, the
 * other ends what they were. */
static void
tk_row_of(const void *ctx, size_t i, const int64_t *run, unsigned *seat,
    int64_t *total, char label[32])
{
	static const char *const how[] = { "", "", "under entry", "farkle",
	    "farkle -1000", "four 2s", "six of a kind" };
	const struct tk_row *r = &((const struct tk *)ctx)->hist[i];

	*seat = r->seat;
	*total = r->total;
	/* without snprintf: the sheet asks twice per diagram */
	if (r->how == H_BANK) {
		label[0] = '+';
		num_format(label + 1, (long long)(r->total - run[r->seat]));
	} else
		memcpy(label, how[r->how], strlen(how[r->how]) + 1);
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tk *p = st;
	unsigned long first = p->t.turns - p->nhist + 1;
	int i, rc = sheet_title(b, "Ten Thousand", &p->t);

	rc |= buf_printf(b, "Target %d with %d dice", p->opt[O_TARGET],
	    p->opt[O_DICE]);
	if (p->opt[O_ENTRY] > 0)
		rc |= buf_printf(b, "; entry %d", p->opt[O_ENTRY]);
	for (i = O_TAKEOVER; i <= O_SIX_KIND; i++)
		if (p->opt[i])
			rc |= buf_printf(b, "; %s", tk_opts[i].name);
	rc |= buf_puts(b, ".\n");
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);
	return rc | sheet_totals(b, nm, p->t.n, p->base, p->nhist, first,
	    tk_row_of, p);
}

static int
progress(const struct tk *p, const char *who, struct buf *b)
{
	char d[TK_DICE_MAX + 1];
	long long pts = (long long)p->t.points;

	dice_text(p->thrown, p->nthrown, d);
	switch (p->t.phase) {
	case PH_TAKEN:
		return buf_printf(b, "%s's turn: took up %lld with %u %s; "
		    "throw them.\n", who, pts, p->take_dice,
		    die_noun(p->take_dice));
	case PH_KEEP:
		return buf_printf(b, "%s's turn: %lld so far; set aside "
		    "scoring dice from %s.\n", who, pts, d);
	case PH_KEPT:
		return buf_printf(b, "%s's turn: %lld so far; throw %u %s or "
		    "stop.\n", who, pts, p->t.dice, die_noun(p->t.dice));
	case PH_RETRY:
		return buf_printf(b, "%s's turn: %lld so far; the last die "
		    "missed, throw it again.\n", who, pts);
	default:
		return 0;
	}
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tk *p = st;
	unsigned long w;
	int rc = 0;

	if (p->t.phase != T_OVER) {
		rc |= progress(p, nm->s[p->t.cur], b);
		return rc | sheet_to_play(b, nm->s[p->t.cur]);
	}
	tk_finished(p, &w, NULL);
	if (p->winner6 >= 0)
		rc |= buf_printf(b, "%s threw six of a kind.\n",
		    nm->s[p->winner6]);
	else
		rc |= buf_printf(b, "%s reached %d; the round is complete.\n",
		    nm->s[p->reached], p->opt[O_TARGET]);
	return rc | sheet_winners(b, nm, p->t.n, w, p->t.total);
}

static int
tk_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct tk *)st)->t.n, st, sheet,
	    status);
}

static const struct session_ops tk_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = tk_init,
	.begin_turn = turn_begin,
	.end_turn = tk_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.finished = tk_finished,
	.verbs = tk_verbs,
	.ready = tk_ready,
	.view = tk_view,
};

static const char *const tk_aliases[] = { "farkle", "dix-mille", NULL };

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form tk_forms[] = {
	{ "roll DICE", "roll 123446",
	    "throw the dice not set aside; all of them to begin" },
	{ "keep DICE", "keep 1",
	    "set aside the scoring dice of the last throw" },
	{ "stop", "stop", "bank the turn's points" },
	{ "take", "take", "takeover: take up the dice and points just lost" },
	{ NULL, NULL, NULL }
};

const struct game game_ten_thousand = {
	.id = "ten-thousand",
	.name = "Ten Thousand",
	.aliases = tk_aliases,
	.kind = GAME_SESSION,
	.opts = tk_opts,
	.forms = tk_forms,
	.state_size = sizeof(struct tk),
	.render = tk_render,
	.session = &tk_session,
};
