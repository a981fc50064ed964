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
 * Data model: struct tk, plain data.  phase says what the current turn
 * (of seat cur) needs next; thrown[] is the last throw; left the dice of
 * the next throw; turn the points of the turn so far; total[] the banked
 * totals.  hist[] keeps the last TK_HIST finished turns (seat, how it
 * ended, the mover's total after it) for the score sheet; base[] holds
 * the totals before the oldest kept turn.
 *
 * Invariants: only the mover's total changes in a turn; phase is
 * PH_OVER exactly when finished() says so; reached is the first seat
 * whose bank reached the target, and the game ends when the turn of the
 * last seat in that round ends; an action refused leaves the state
 * untouched (every check comes before any change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "sheet.h"
#include "text.h"

#define TK_DICE_MAX	7
#define TK_HIST		720
#define NSEATS		SESSION_PLAYERS_MAX

enum tk_opt {
	O_TARGET, O_ENTRY, O_TAKEOVER, O_THREE_FARKLES, O_LAST_DIE,
	O_FOUR_TWOS, O_SIX_KIND, O_DICE
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
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, nothing done yet */
	PH_TAKEN,		/* took up the previous dice: throw them */
	PH_KEEP,		/* the last throw scores: set dice aside */
	PH_KEPT,		/* dice set aside: throw again or stop */
	PH_RETRY,		/* the last die missed once: throw it again */
	PH_OVER			/* the game is over */
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
	unsigned char	n, ndice, phase, cur;
	unsigned char	takeover, three_farkles, last_die, four_twos, six_kind;
	unsigned char	nthrown;	/* dice of the last throw */
	unsigned char	thrown[TK_DICE_MAX];
	unsigned char	left;		/* dice of the next throw */
	unsigned char	kept_any;	/* a keep in this turn */
	unsigned char	misses;		/* the last die missed once */
	unsigned char	take_dice;	/* takeover offer: its dice */
	unsigned char	last_how;	/* how the last turn ended */
	unsigned char	entered[NSEATS];
	unsigned char	farkles[NSEATS];	/* scoreless first throws */
	int		target, entry;
	int		reached;	/* first seat at the target */
	int		winner6;	/* seat with six of a kind */
	unsigned	bonuses;	/* last dice scored this turn */
	int64_t		turn;		/* points of this turn */
	int64_t		take_points;	/* takeover offer: points */
	int64_t		total[NSEATS];
	int64_t		base[NSEATS];	/* totals before hist[0] */
	unsigned long	turns;		/* turns finished */
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

/* Read the dice of w[1..n): digits 1-6, written together or apart.  A
 * ',' inside a word is skipped: notation splits words there, but a YAML
 * action is split at blanks only, so "roll 6,6,3" arrives whole. */
static int
read_dice(const struct word *w, size_t n, struct dice_words *d,
    struct game_err *e)
{
	size_t i, k;

	memset(d, 0, sizeof(*d));
	for (i = 1; i < n; i++) {
		/* a word that starts no action joins the one before */
		if (w[i].len > 0 && ((w[i].s[0] >= 'a' && w[i].s[0] <= 'z') ||
		    (w[i].s[0] >= 'A' && w[i].s[0] <= 'Z')))
			return game_errf(e, (unsigned)i, 0, 0, "'%.*s' is "
			    "neither dice nor an action: the actions are roll, "
			    "keep, stop and take", (int)(w[i].len > 32 ? 32 :
			    w[i].len), w[i].s);
		for (k = 0; k < w[i].len; k++)
			if ((w[i].s[k] < '1' || w[i].s[k] > '6') &&
			    w[i].s[k] != ',')
				return game_errf(e, (unsigned)i, 0, 0,
				    "'%.*s' is not %s: dice are written as "
				    "digits 1 to 6", (int)(w[i].len > 32 ? 32 :
				    w[i].len), w[i].s, w[i].len == 1 ?
				    "a die" : "dice");
		for (k = 0; k < w[i].len; k++) {
			if (w[i].s[k] == ',')
				continue;	/* "6,6,3" in a YAML action */
			if (d->n < TK_DICE_MAX + 1) {
				d->v[d->n] = (unsigned char)(w[i].s[k] - '0');
				d->word[d->n] = (unsigned)i;
				d->off[d->n] = (unsigned)k;
			}
			d->n++;
		}
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

/* Whether a throw with counts c has anything that scores. */
static int
scores(const unsigned char c[7])
{
	int v, pairs = 0, straight = 1;

	if (c[1] > 0 || c[5] > 0)
		return 1;
	for (v = 1; v <= 6; v++) {
		if (c[v] >= 3)
			return 1;
		pairs += c[v] / 2;
		if (c[v] == 0)
			straight = 0;
	}
	return straight || pairs >= 3;
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

static void
dice_text(const unsigned char *v, size_t n, char *out)
{
	size_t i;

	for (i = 0; i < n; i++)
		out[i] = (char)('0' + v[i]);
	out[n] = '\0';
}

static void
push_row(struct tk *t, unsigned seat, enum how how)
{
	if (t->nhist == TK_HIST) {
		t->base[t->hist[0].seat] = t->hist[0].total;
		memmove(t->hist, t->hist + 1, (TK_HIST - 1) *
		    sizeof(t->hist[0]));
		t->nhist--;
	}
	t->hist[t->nhist].total = t->total[seat];
	t->hist[t->nhist].seat = (unsigned char)seat;
	t->hist[t->nhist].how = (unsigned char)how;
	t->nhist++;
	t->turns++;
}

/* The turn of cur ends as how says; pass the dice on. */
static void
end_of_turn(struct tk *t, enum how how)
{
	unsigned s = t->cur;

	if (how == H_FARKLE && !t->kept_any) {
		if (++t->farkles[s] == 3 && t->three_farkles) {
			t->total[s] -= 1000;
			t->farkles[s] = 0;
			how = H_PENALTY;
		}
	} else
		t->farkles[s] = 0;
	if (t->takeover && t->n > 1 && (how == H_FARKLE ||
	    how == H_PENALTY) && t->turn > 0) {
		t->take_dice = t->nthrown;
		t->take_points = t->turn;
	} else {
		t->take_dice = 0;
		t->take_points = 0;
	}
	if (how == H_BANK && t->reached < 0 && t->total[s] >= t->target)
		t->reached = (int)s;
	push_row(t, s, how);
	t->last_how = (unsigned char)how;
	t->turn = 0;
	t->kept_any = 0;
	t->misses = 0;
	t->bonuses = 0;
	if (t->reached >= 0 && s == (unsigned)t->n - 1u)
		t->phase = PH_OVER;
	else {
		t->cur = (unsigned char)((s + 1) % t->n);
		t->phase = PH_WAIT;
	}
}

static int
tk_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct tk *t = st;
	int val[GAME_OPT_MAX];
	size_t i;

	for (i = 0; tk_opts[i].name != NULL; i++)
		val[i] = v != NULL ? v->val[i] : tk_opts[i].def;
	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Ten Thousand is for 1 to %d "
		    "players, not %u", NSEATS, n);
	if (val[O_SIX_KIND] && val[O_DICE] < 6)
		return game_errf(e, 0, 0, 0, "six-kind-wins needs 6 or more "
		    "dice, and dice=%d is set", val[O_DICE]);
	memset(t, 0, sizeof(*t));
	t->n = (unsigned char)n;
	t->target = val[O_TARGET];
	t->entry = val[O_ENTRY];
	t->takeover = (unsigned char)val[O_TAKEOVER];
	t->three_farkles = (unsigned char)val[O_THREE_FARKLES];
	t->last_die = (unsigned char)val[O_LAST_DIE];
	t->four_twos = (unsigned char)val[O_FOUR_TWOS];
	t->six_kind = (unsigned char)val[O_SIX_KIND];
	t->ndice = (unsigned char)val[O_DICE];
	t->phase = PH_WAIT;
	t->reached = -1;
	t->winner6 = -1;
	t->left = t->ndice;
	return 0;
}

static int
tk_starts_action(const char *s, size_t len)
{
	static const char *const words[] = { "roll", "keep", "stop", "take" };
	size_t i;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (len == strlen(words[i]) && memcmp(s, words[i], len) == 0)
			return 1;
	return 0;
}

static int
tk_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct tk *t = st;

	if (t->phase != PH_OVER)
		return 0;
	if (t->winner6 >= 0) {
		if (winners != NULL)
			*winners = 1ul << t->winner6;
		if (why != NULL)
			snprintf(why, 256, "a throw of six of a kind won the "
			    "game");
		return 1;
	}
	if (winners != NULL)
		*winners = best_seats(t->total, t->n, 1);
	if (why != NULL)
		snprintf(why, 256, "the round in which a total reached %d is "
		    "complete", t->target);
	return 1;
}

/* Why an action cannot come now that the turn is over. */
static int
turn_over(const struct tk *t, struct game_err *e)
{
	char why[256], d[TK_DICE_MAX + 1];

	if (t->phase == PH_OVER) {
		tk_finished(t, NULL, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
	dice_text(t->thrown, t->nthrown, d);
	switch (t->last_how) {
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
		break;
	}
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

/* The dice the next throw needs in phase p. */
static unsigned
throw_size(const struct tk *t)
{
	switch (t->phase) {
	case PH_WAIT:
	case PH_OPEN:
		return t->ndice;
	case PH_TAKEN:
		return t->take_dice;
	case PH_KEPT:
		return t->left;
	case PH_RETRY:
		return 1;
	default:
		return 0;
	}
}

/* A throw of the right size in t: apply it. */
static void
apply_throw(struct tk *t, const unsigned char *v, unsigned n)
{
	unsigned char c[7];
	int k;

	memcpy(t->thrown, v, n);
	t->nthrown = (unsigned char)n;
	count_dice(v, n, c);
	if (t->six_kind)
		for (k = 1; k <= 6; k++)
			if (c[k] >= 6) {
				t->winner6 = t->cur;
				push_row(t, t->cur, H_SIXKIND);
				t->last_how = H_SIXKIND;
				t->phase = PH_OVER;
				return;
			}
	if (t->four_twos && c[2] >= 4) {
		t->total[t->cur] = 0;
		end_of_turn(t, H_TWOS);
		return;
	}
	if (scores(c)) {
		t->phase = PH_KEEP;
		return;
	}
	if (n == 1 && t->last_die && !t->misses) {
		t->misses = 1;
		t->phase = PH_RETRY;
		return;
	}
	end_of_turn(t, H_FARKLE);
}

static int
act_roll(struct tk *t, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct dice_words d;
	unsigned want;
	unsigned wi;

	switch (t->phase) {
	case PH_KEEP:
		return game_errf(e, 0, 0, 0, "set aside scoring dice from the "
		    "last throw before throwing again");
	case PH_WAIT:
	case PH_OVER:
		return turn_over(t, e);
	default:
		break;
	}
	if (read_dice(w, n, &d, e) < 0)
		return -1;
	want = throw_size(t);
	if (d.n == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown after "
		    "roll", want, die_noun(want));
	if (d.n != want) {
		/* the first die too many, or the last word */
		wi = d.n > want ? d.word[want] : (unsigned)n - 1;
		switch (t->phase) {
		case PH_OPEN:
			if (t->take_dice == d.n)
				return game_errf(e, wi, 0, 0, "a turn's first "
				    "throw is %u dice, not %zu (to throw the "
				    "dice of the turn before, write take "
				    "first)", want, d.n);
			return game_errf(e, wi, 0, 0, "a turn's first throw "
			    "is %u dice, not %zu", want, d.n);
		case PH_TAKEN:
			return game_errf(e, wi, 0, 0, "the dice taken up are "
			    "%u: throw %u %s, not %zu", want, want,
			    die_noun(want), d.n);
		case PH_RETRY:
			return game_errf(e, wi, 0, 0, "the last die is thrown "
			    "again: 1 die, not %zu", d.n);
		default:
			break;
		}
		if (want == t->ndice)	/* hot dice: left resets only so */
			return game_errf(e, wi, 0, 0, "all %u dice are thrown "
			    "again after hot dice, not %zu", want, d.n);
		if (d.n > want)
			return game_errf(e, wi, 0, 0, "only %u %s %s left to "
			    "throw, not %zu", want, die_noun(want),
			    want == 1 ? "is" : "are", d.n);
		return game_errf(e, wi, 0, 0, "%u %s %s left to throw, not "
		    "%zu", want, die_noun(want), want == 1 ? "is" : "are",
		    d.n);
	}
	apply_throw(t, d.v, want);
	action_dice(canon, "roll", d.v, want);
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
act_keep(struct tk *t, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct dice_words d;
	struct reading r;
	unsigned char tc[7], kc[7], seen[7] = { 0 };
	int64_t pts;
	size_t i;
	int v;

	switch (t->phase) {
	case PH_KEEP:
		break;
	case PH_WAIT:
	case PH_OVER:
		return turn_over(t, e);
	case PH_OPEN:
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet in "
		    "this turn");
	case PH_TAKEN:
		return game_errf(e, 0, 0, 0, "throw the %u %s taken up first",
		    t->take_dice, die_noun(t->take_dice));
	case PH_RETRY:
		return game_errf(e, 0, 0, 0, "the last die scored nothing: "
		    "throw it again");
	default:
		return game_errf(e, 0, 0, 0, "the dice of this throw are "
		    "already set aside: roll or stop");
	}
	if (read_dice(w, n, &d, e) < 0)
		return -1;
	if (d.n == 0)
		return game_errf(e, 0, 0, 0, "write the dice set aside after "
		    "keep");
	count_dice(t->thrown, t->nthrown, tc);
	for (i = 0; i < d.n; i++) {
		if (i == TK_DICE_MAX + 1)
			break;
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
	t->turn += pts;
	if (t->nthrown == 1 && t->last_die) {
		t->bonuses++;
		t->turn += 500 * (int64_t)t->bonuses;
	}
	t->kept_any = 1;
	t->misses = 0;
	t->left = (unsigned char)(t->nthrown - d.n);
	if (t->left == 0)
		t->left = t->ndice;
	t->phase = PH_KEPT;
	action_dice(canon, "keep", d.v, d.n);
	return 0;
}

static int
act_stop(struct tk *t, size_t n, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	switch (t->phase) {
	case PH_KEPT:
		break;
	case PH_WAIT:
	case PH_OVER:
		return turn_over(t, e);
	case PH_OPEN:
		return game_errf(e, 0, 0, 0, "nothing to bank: throw first");
	case PH_TAKEN:
		return game_errf(e, 0, 0, 0, "throw the %u %s taken up first",
		    t->take_dice, die_noun(t->take_dice));
	case PH_KEEP:
		return game_errf(e, 0, 0, 0, "set aside scoring dice from the "
		    "last throw before stopping");
	case PH_RETRY:
		return game_errf(e, 0, 0, 0, "the last die has its second "
		    "throw to come: roll it");
	default:
		break;
	}
	if (n > 1)
		return game_errf(e, 1, 0, 0, "stop takes nothing after it");
	if (!t->entered[t->cur] && t->turn < t->entry)
		end_of_turn(t, H_SHORT);
	else {
		t->total[t->cur] += t->turn;
		t->entered[t->cur] = 1;
		end_of_turn(t, H_BANK);
	}
	action_dice(canon, "stop", NULL, 0);
	return 0;
}

static int
act_take(struct tk *t, size_t n, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	if (t->phase == PH_WAIT || t->phase == PH_OVER)
		return turn_over(t, e);
	if (!t->takeover)
		return game_errf(e, 0, 0, 0, "take needs the takeover option "
		    "(Variant \"takeover\")");
	if (t->phase != PH_OPEN)
		return game_errf(e, 0, 0, 0, "take only opens a turn");
	if (t->take_dice == 0)
		return game_errf(e, 0, 0, 0, "there is nothing to take up: "
		    "the previous turn did not end on a scoreless throw "
		    "with points to lose");
	if (n > 1)
		return game_errf(e, 1, 0, 0, "take takes nothing after it");
	t->turn = t->take_points;
	t->phase = PH_TAKEN;
	action_dice(canon, "take", NULL, 0);
	return 0;
}

static int
tk_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct tk *t = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(t, w, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "keep", 4) == 0)
		return act_keep(t, w, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "stop", 4) == 0)
		return act_stop(t, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "take", 4) == 0)
		return act_take(t, n, canon, e);
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Ten Thousand action: "
	    "write roll, keep, stop or take", (int)(w[0].len > 32 ? 32 :
	    w[0].len), w[0].s);
}

static int
tk_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct tk *t = st;

	if (t->phase == PH_OVER)
		return turn_over(t, e);
	if (session_turn_check(t->phase != PH_WAIT, seat, t->cur, e) < 0)
		return -1;
	t->phase = PH_OPEN;
	t->turn = 0;
	t->left = t->ndice;
	return 0;
}

static int
tk_end_turn(void *st, struct game_err *e)
{
	struct tk *t = st;

	switch (t->phase) {
	case PH_OPEN:
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	case PH_TAKEN:
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "must throw the dice it took up");
	case PH_KEEP:
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "must set aside scoring dice from its last throw");
	case PH_KEPT:
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "ends with stop or a scoreless throw");
	case PH_RETRY:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "its last die has a second throw");
	default:
		return 0;
	}
}

static void
tk_expect(const void *st, struct expect *x)
{
	const struct tk *t = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (t->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = t->cur;
	x->new_turn = t->phase == PH_WAIT;
	x->dice = t->phase == PH_KEEP ? 0 : throw_size(t);
}

static long
tk_score(const void *st, unsigned seat)
{
	const struct tk *t = st;

	return seat < t->n ? (long)t->total[seat] : 0;
}

/*
 * The score sheet: a row per finished turn with what it did and every
 * player's running total, then the turn in progress and the status.
 */

static void
row_label(const struct tk_row *r, int64_t before, char *out, size_t n)
{
	switch (r->how) {
	case H_BANK:
		snprintf(out, n, "+%lld", (long long)(r->total - before));
		break;
	case H_SHORT:
		snprintf(out, n, "under entry");
		break;
	case H_FARKLE:
		snprintf(out, n, "farkle");
		break;
	case H_PENALTY:
		snprintf(out, n, "farkle -1000");
		break;
	case H_TWOS:
		snprintf(out, n, "four 2s");
		break;
	default:
		snprintf(out, n, "six of a kind");
		break;
	}
}

/* Drop trailing blanks of the line just written (a last empty cell). */
/* Turn i of the sheet, for sheet_totals. */
static void
tk_row_of(const void *ctx, size_t i, int64_t before, unsigned *seat,
    int64_t *total, char label[32])
{
	const struct tk_row *r = &((const struct tk *)ctx)->hist[i];

	*seat = r->seat;
	*total = r->total;
	row_label(r, before, label, 32);
}

static int
sheet(const struct tk *t, const struct sheet_names *nm, struct buf *b)
{
	unsigned long first = t->turns - t->nhist + 1;
	unsigned i;
	int rc = 0;
	const char *opt[] = { "takeover", "three-farkles", "last-die-bonus",
	    "four-twos", "six-kind-wins" };
	const unsigned char on[] = { t->takeover, t->three_farkles,
	    t->last_die, t->four_twos, t->six_kind };

	/* turns counted here, not from ri->ply: a line may be unfinished */
	if (!(t->phase == PH_WAIT || t->phase == PH_OVER))
		rc |= buf_printf(b, "Ten Thousand, turn %lu in progress\n",
		    t->turns + 1);
	else if (t->turns == 0)
		rc |= buf_puts(b, "Ten Thousand, start\n");
	else
		rc |= buf_printf(b, "Ten Thousand, after turn %lu\n", t->turns);
	rc |= buf_printf(b, "Target %d with %u dice", t->target, t->ndice);
	if (t->entry > 0)
		rc |= buf_printf(b, "; entry %d", t->entry);
	for (i = 0; i < sizeof(on); i++)
		if (on[i])
			rc |= buf_printf(b, "; %s", opt[i]);
	rc |= buf_puts(b, ".\n");
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);

	/* column widths */
	rc |= sheet_totals(b, nm, t->n, t->base, t->nhist, first,
	    tk_row_of, t);
	return rc;
}

static int
progress(const struct tk *t, const char *who, struct buf *b)
{
	char d[TK_DICE_MAX + 1];

	dice_text(t->thrown, t->nthrown, d);
	switch (t->phase) {
	case PH_TAKEN:
		return buf_printf(b, "%s's turn: took up %lld with %u %s; "
		    "throw them.\n", who, (long long)t->turn, t->take_dice,
		    die_noun(t->take_dice));
	case PH_KEEP:
		return buf_printf(b, "%s's turn: %lld so far; set aside "
		    "scoring dice from %s.\n", who, (long long)t->turn, d);
	case PH_KEPT:
		return buf_printf(b, "%s's turn: %lld so far; throw %u %s or "
		    "stop.\n", who, (long long)t->turn, t->left,
		    die_noun(t->left));
	case PH_RETRY:
		return buf_printf(b, "%s's turn: %lld so far; the last die "
		    "missed, throw it again.\n", who, (long long)t->turn);
	default:
		return 0;
	}
}

static int
status(const struct tk *t, const struct sheet_names *nm, struct buf *b)
{
	unsigned long w;
	int rc = 0;

	if (t->phase != PH_OVER) {
		rc |= progress(t, nm->s[t->cur], b);
		return rc | buf_printf(b, "%s to play.\n", nm->s[t->cur]);
	}
	tk_finished(t, &w, NULL);
	if (t->winner6 >= 0)
		rc |= buf_printf(b, "%s threw six of a kind.\n",
		    nm->s[t->winner6]);
	else
		rc |= buf_printf(b, "%s reached %d; the round is complete.\n",
		    nm->s[t->reached], t->target);
	return rc | sheet_winners(b, nm, t->n, w, t->total);
}

static int
tk_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct tk *t = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, t->n);
	return render_end(b, len, (sheet(t, &nm, b) == 0 && status(t, &nm, b) == 0) ? 0 : -1);
}

static const struct session_ops tk_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = tk_init,
	.starts_action = tk_starts_action,
	.begin_turn = tk_begin_turn,
	.action = tk_action,
	.end_turn = tk_end_turn,
	.expect = tk_expect,
	.score = tk_score,
	.order = 1,
	.finished = tk_finished,
};

static const char *const tk_aliases[] = { "farkle", "dix-mille", NULL };

const struct game game_ten_thousand = {
	.id = "ten-thousand",
	.name = "Ten Thousand",
	.aliases = tk_aliases,
	.kind = GAME_SESSION,
	.opts = tk_opts,
	.state_size = sizeof(struct tk),
	.render = tk_render,
	.session = &tk_session,
};
