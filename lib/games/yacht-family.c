/*
 * yacht-family: the turn machine and score card of Yacht, Yahtzee and
 * General (see yacht-family.h for the data model).
 *
 * A turn: `roll` throws every die not set aside (5 on the first throw),
 * at most three times; `keep` sets aside dice that are not set aside
 * (what is left of the last throw, and dice released since); `release`
 * takes dice that are set aside back, to be thrown with the next throw
 * (RULINGS.md: as every published Yahtzee rule allows); `score CAT`
 * writes the five dice (those set aside, the rest of the last throw and
 * any released since, as they lie) into one open category and ends the
 * turn.  A record without `release` means what it meant before there was
 * one.  The game ends when every seat has filled every category, or, in
 * General, at once when a seat scores a general made with the turn's
 * first throw.
 *
 * Rulings of ours, where RULINGS.md is silent (rongo-games(7) marks
 * them): a release after the third throw is refused, no throw being left
 * to throw the dice again; a die released may be set aside again before
 * the next throw; five of a kind is a four-of-a-kind (and a
 * three-of-a-kind) but not a full house, except as Yahtzee's joker; a
 * straight of General and its other first-throw values count when the
 * turn made one throw only, whatever was kept or released: a release
 * throws nothing, so the five dice still come from that throw, and the
 * throw of a released die is the turn's second; a first-throw general
 * wins only when it is scored in the `general` box, and its box then
 * holds no points; Yahtzee's joker applies whenever the yahtzee box is
 * filled (with 50 or 0) and the 100 bonus only when it holds 50.
 *
 * The actions are declared against the session layer, which finds the
 * verb and refuses an unknown one or an action out of a turn, in the
 * family's words (yf_unknown, yf_ready); each handler reads its own
 * dice or category, for the family's messages.
 *
 * Invariants: nkept + nlast + nrel == YF_DICE once t.throws > 0, nrel ==
 * 0 before; t.dice is the dice of the throw due; a refused action leaves
 * the state untouched (every check comes before the first change).
 */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "sheet.h"
#include "suggest.h"
#include "text.h"
#include "yacht-family.h"

static const struct yf_rules *const family[] = {
	&yf_yacht, &yf_yahtzee, &yf_general
};

#define NFAMILY	(sizeof(family) / sizeof(family[0]))

_Static_assert(sizeof(struct yf_state) <= GAME_STATE_MAX &&
    YF_CATS_MAX <= VIEW_OPEN_MAX && YF_DICE <= ACT_DICE_MAX, "yacht state");

static const struct yf_rules *
rules_of(const struct yf_state *s)
{
	return family[s->rules];
}

/*
 * Scoring five dice.
 */

static void
count_faces(const unsigned char *d, unsigned cnt[7], int *total)
{
	int i;

	memset(cnt, 0, 7 * sizeof(cnt[0]));
	*total = 0;
	for (i = 0; i < YF_DICE; i++) {
		cnt[d[i]]++;
		*total += d[i];
	}
}

/* The face shown by at least n dice, or 0. */
static int
kind_of(const unsigned cnt[7], unsigned n)
{
	int f;

	for (f = 1; f <= 6; f++)
		if (cnt[f] >= n)
			return f;
	return 0;
}

/* Three of one value and two of another. */
static int
is_full(const unsigned cnt[7])
{
	int f, three = 0, two = 0;

	for (f = 1; f <= 6; f++) {
		three |= cnt[f] == 3;
		two |= cnt[f] == 2;
	}
	return three && two;
}

static int
has_run(const unsigned cnt[7], unsigned len, unsigned low)
{
	unsigned lo, f;

	for (lo = low ? low : 1; lo + len - 1 <= 6; lo++) {
		for (f = lo; f < lo + len && cnt[f] > 0; f++)
			;
		if (f == lo + len)
			return 1;
		if (low)
			break;
	}
	return 0;
}

/* General's straight, 1-2-3-4-5 or 2-3-4-5-6 with a 1 standing for a 2
 * or a 6: 3, 4 and 5 once each, and two more of 1, 2 and 6 that are not
 * two 2s or two 6s. */
static int
has_wild_run(const unsigned cnt[7])
{
	return cnt[3] == 1 && cnt[4] == 1 && cnt[5] == 1 && cnt[2] < 2 &&
	    cnt[6] < 2;
}

/*
 * The points of dice in category c: `first` when the turn made one
 * throw (General), `joker` when Yahtzee's joker makes a full house and
 * the straights count.  *wins is set when the category wins the game.
 */
static long
points_of(const struct yf_cat *c, const unsigned char *d, int first,
    int joker, int *wins)
{
	unsigned cnt[7];
	int total, ok;

	count_faces(d, cnt, &total);
	*wins = 0;
	switch (c->test) {
	case YF_UPPER:
		return (long)cnt[c->arg] * c->arg;
	case YF_KIND:
		ok = kind_of(cnt, c->arg) != 0;
		break;
	case YF_FULL:
		ok = joker || is_full(cnt);
		break;
	case YF_RUN:
		ok = joker || has_run(cnt, c->arg, c->low);
		break;
	case YF_WILD_RUN:
		ok = has_wild_run(cnt);
		break;
	case YF_FIVE:
		ok = kind_of(cnt, 5) != 0;
		break;
	case YF_CHANCE:
	default:
		ok = 1;
		break;
	}
	if (!ok)
		return 0;
	if (first && c->first == YF_WINS) {
		*wins = 1;
		return 0;
	}
	switch (c->pay) {
	case YF_TOTAL:
		return total;
	case YF_SET:
		return (long)kind_of(cnt, c->arg) * c->arg;
	case YF_FIXED:
	default:
		return first && c->first != YF_SAME ? c->first : c->points;
	}
}

/* The first category of test t (showing face f, for YF_UPPER), or -1. */
static int
cat_of(const struct yf_rules *r, enum yf_test t, int f)
{
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (r->cats[i].test == t && (t != YF_UPPER ||
		    r->cats[i].arg == f))
			return (int)i;
	return -1;
}

/* The category named s[0..len) (word `word` of the action), or -1 with
 * e filled: the categories there are, and the closest. */
static int
cat_index(const struct yf_rules *r, unsigned word, const char *s,
    size_t len, struct game_err *e)
{
	char list[200];
	size_t n = 0;
	unsigned i;
	struct suggest near;

	for (i = 0; i < r->ncats; i++)
		if (strlen(r->cats[i].id) == len &&
		    memcmp(r->cats[i].id, s, len) == 0)
			return (int)i;
	if (e == NULL)
		return -1;	/* a trial: nobody reads why */
	list[0] = '\0';
	suggest_init(&near, s, len);
	for (i = 0; i < r->ncats && n < sizeof(list); i++)
		n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
		    i == 0 ? "" : ", ", r->cats[i].id);
	for (i = 0; i < r->ncats; i++)
		suggest_add(&near, r->cats[i].id);
	game_errf(e, word, 0, 0, "unknown category '%.*s': %s has %s",
	    (int)(len > 40 ? 40 : len), s, r->id, list);
	suggest_append(e->msg, sizeof(e->msg), near.best);
	return -1;
}

static int
yf_category(const struct yf_rules *r, const char *cat,
    const unsigned char *dice, size_t n, long *points, struct game_err *e)
{
	size_t i;
	int c, wins;

	if (n != YF_DICE)
		return game_errf(e, 0, 0, 0, "a category takes 5 dice, not %zu",
		    n);
	for (i = 0; i < n; i++)
		if (dice[i] < 1 || dice[i] > 6)
			return game_errf(e, 0, 0, 0, "dice show 1 to 6, not %d",
			    dice[i]);
	if ((c = cat_index(r, 0, cat, strlen(cat), e)) < 0)
		return -1;
	*points = points_of(&r->cats[c], dice, 0, 0, &wins);
	return 0;
}

int
yacht_family_category(const struct game *g, const char *cat,
    const unsigned char dice[5], long *points, struct game_err *e)
{
	size_t i;

	for (i = 0; i < NFAMILY; i++)
		if (strcmp(family[i]->id, g->id) == 0)
			return yf_category(family[i], cat, dice, YF_DICE,
			    points, e);
	return game_errf(e, 0, 0, 0, "%s has no score categories", g->name);
}

/*
 * The card's sums.
 */

static int
is_upper(const struct yf_cat *c)
{
	return c->test == YF_UPPER;
}

/* The points in seat's boxes of the upper section (upper 1), the lower
 * (0) or both (-1); *open counts those boxes still empty. */
static long
section(const struct yf_state *s, unsigned seat, int upper, unsigned *open)
{
	const struct yf_rules *r = rules_of(s);
	long sum = 0;
	unsigned i;

	*open = 0;
	for (i = 0; i < r->ncats; i++)
		if (is_upper(&r->cats[i]) == upper || upper < 0) {
			if (s->box[seat][i] == YF_EMPTY)
				(*open)++;
			else
				sum += s->box[seat][i];
		}
	return sum;
}

static long
bonus_of(const struct yf_state *s, unsigned seat)
{
	const struct yf_rules *r = rules_of(s);
	unsigned open;

	return r->bonus_at > 0 && section(s, seat, 1, &open) >= r->bonus_at ?
	    r->bonus : 0;
}

static long
yf_score(const void *st, unsigned seat)
{
	const struct yf_state *s = st;
	unsigned open;

	if (seat >= s->t.n)
		return 0;
	return section(s, seat, -1, &open) + bonus_of(s, seat) +
	    100L * s->extra[seat];
}

static int
yf_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct yf_state *s = st;
	int64_t total[SESSION_PLAYERS_MAX];
	unsigned i;

	if (s->t.phase != T_OVER)
		return 0;
	for (i = 0; i < s->t.n; i++)
		total[i] = yf_score(s, i);
	if (winners != NULL)
		*winners = s->winner >= 0 ? 1UL << s->winner :
		    best_seats(total, s->t.n, 1);
	if (why != NULL)
		snprintf(why, 256, "%s", s->winner >= 0 ? "a general on the "
		    "first throw wins at once" : "every box is filled");
	return 1;
}

/*
 * The turn.
 */

static int
yf_init(void *st, const struct yf_rules *r, unsigned n,
    const struct variant *v, struct game_err *e)
{
	struct yf_state *s = st;
	size_t i;

	if (n < 1 || n > SESSION_PLAYERS_MAX)
		return game_errf(e, 0, 0, 0, "%s is for 1 to %d players",
		    r->name, SESSION_PLAYERS_MAX);
	memset(s, 0, sizeof(*s));
	turn_init(&s->t, n, YF_DICE);
	for (i = 0; i < NFAMILY; i++)
		if (family[i] == r)
			s->rules = (unsigned char)i;
	s->official = r->official && v != NULL && v->val[0] != 0;
	s->winner = -1;
	memset(s->box, 0xff, sizeof(s->box));
	return 0;
}

/* Why no action can come now: the turn of the line being read has
 * scored, or (a unit test acting alone: the driver begins every turn
 * line) none has begun yet. */
static int
yf_ready(const void *st, struct game_err *e)
{
	const struct yf_state *s = st;

	if (s->t.phase == T_OPEN)
		return 0;
	if (s->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return game_errf(e, 0, 0, 0, "the turn is over: it scored %s",
	    rules_of(s)->cats[s->lastcat].id);
}

static int
yf_end_turn(void *st, struct game_err *e)
{
	const struct yf_state *s = st;

	if (s->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn above is not over: it "
		    "must score a category");
	return 0;
}

/* The throw due: the dice not set aside, while a throw is left. */
static void
set_due(struct yf_state *s)
{
	s->t.dice = (unsigned char)(s->t.throws < YF_THROWS ?
	    YF_DICE - s->nkept : 0);
}

/* The dice not set aside: the rest of the last throw, then the dice
 * released since; how many. */
static unsigned
not_aside(const struct yf_state *s, unsigned char *pool)
{
	memcpy(pool, s->last, s->nlast);
	memcpy(pool + s->nlast, s->rel, s->nrel);
	return (unsigned)s->nlast + s->nrel;
}

/* Word k, with no digit, among dice: a misspelt action, most likely,
 * and the closest is named when one is close. */
static int
stray_word(const struct word *w, unsigned k, struct game_err *e)
{
	static const char *const actions[] = {
		"roll", "keep", "release", "score", NULL
	};

	if (e == NULL)
		return -1;
	game_errf(e, k, 0, 0, "'%.*s' is neither dice nor an action (roll, "
	    "keep, release, score)", (int)(w[k].len > 40 ? 40 : w[k].len),
	    w[k].s);
	suggest_append(e->msg, sizeof(e->msg),
	    suggest_list(w[k].s, w[k].len, actions));
	return -1;
}

/* The dice written in words w[1..n): digits 1-6, together or apart (a
 * ',' inside a word is skipped, as YAML keeps "6,6,6,3,3" whole).  The
 * first YF_DICE go into d[]; from[] tells the word of each of the first
 * YF_DICE + 1 (the first die too many is pointed at); *count counts them
 * all. */
static int
read_dice(const struct word *w, size_t n, unsigned char *d,
    unsigned *from, unsigned *count, struct game_err *e)
{
	size_t k, i, j;
	char c;

	*count = 0;
	for (k = 1; k < n; k++)
		for (i = 0; i < w[k].len; i++) {
			c = w[k].s[i];
			if (c == ',')
				continue;
			if (c < '1' || c > '6') {
				/* a word with a digit (j short of its end) was
				 * meant as dice: the caret on the wrong one */
				for (j = 0; j < w[k].len && (w[k].s[j] < '0' ||
				    w[k].s[j] > '9'); j++)
					;
				if (j == w[k].len)
					return stray_word(w, (unsigned)k, e);
				return game_errf(e, (unsigned)k, (unsigned)i, 1,
				    "'%.*s' is not dice: write each die as a "
				    "digit from 1 to 6", (int)(w[k].len > 40 ?
				    40 : w[k].len), w[k].s);
			}
			if (*count < YF_DICE)
				d[*count] = (unsigned char)(c - '0');
			if (*count <= YF_DICE)
				from[*count] = (unsigned)k;
			if (*count < 1000)
				(*count)++;
		}
	return 0;
}

static int
do_roll(void *st, struct act *a, struct game_err *e)
{
	struct yf_state *s = st;
	unsigned char d[YF_DICE];
	unsigned from[YF_DICE + 1], count, need = YF_DICE - s->nkept, at;

	if (s->t.throws >= YF_THROWS)
		return game_errf(e, 0, 0, 0, "a fourth throw is not allowed: "
		    "score a category");
	if (need == 0)
		return game_errf(e, 0, 0, 0, "all five dice are set aside: "
		    "score a category, or release dice to throw them again");
	if (a->n < 2)
		return game_errf(e, 0, 0, 0, "roll needs the dice thrown, as "
		    "in 'roll 66633'");
	if (read_dice(a->w, a->n, d, from, &count, e) < 0)
		return -1;
	at = count > need ? from[need] : 0;
	if (count != need && s->nkept == 0)
		return game_errf(e, at, 0, 0, "a throw is of 5 dice, not %u",
		    count);
	if (count != need)
		return game_errf(e, at, 0, 0, "%s%u %s left to throw, not %u",
		    count > need ? "only " : "", need, need == 1 ?
		    "die is" : "dice are", count);
	memcpy(s->last, d, need);
	s->nlast = (unsigned char)need;
	s->nrel = 0;
	s->t.throws++;
	set_due(s);
	action_dice(a->canon, "roll", d, count);
	return 0;
}

/*
 * Whether the pool p[0..n) holds the count dice d[] (from[] their
 * words) for verb, the pool named where ("left in the last throw", "set
 * aside"), and amid for a die of it ("among the dice not set aside"; NULL:
 * where): 0 with want[] counting them by face, or -1 with e filled.
 */
static int
take_check(const unsigned char *p, unsigned n, const unsigned char *d,
    const unsigned *from, unsigned count, const char *verb,
    const char *where, const char *amid, unsigned want[7],
    struct game_err *e)
{
	unsigned have[7] = { 0 }, i;

	memset(want, 0, 7 * sizeof(want[0]));
	for (i = 0; i < n; i++)
		have[p[i]]++;
	if (count > n)
		return game_errf(e, from[n], 0, 0, "only %u %s %s %s to %s, "
		    "not %u", n, die_noun(n), is_are(n), where, verb, count);
	if (amid == NULL)
		amid = where;
	for (i = 0; i < count; i++) {
		if (++want[d[i]] <= have[d[i]])
			continue;
		if (have[d[i]] == 0)
			return game_errf(e, from[i], 0, 0, "there is no %d %s "
			    "to %s", d[i], amid, verb);
		return game_errf(e, from[i], 0, 0, "there %s only %u %s "
		    "showing %d %s to %s", is_are(have[d[i]]), have[d[i]],
		    die_noun(have[d[i]]), d[i], amid, verb);
	}
	return 0;
}

/* Take as many dice of each face as want[] says out of p[0..*n), the
 * rest keeping their order, counting want[] down. */
static void
take_out(unsigned char *p, unsigned char *n, unsigned want[7])
{
	unsigned char rest[YF_DICE];
	unsigned i, nrest = 0;

	for (i = 0; i < *n; i++)
		if (want[p[i]] > 0)
			want[p[i]]--;
		else
			rest[nrest++] = p[i];
	memcpy(p, rest, nrest);
	*n = (unsigned char)nrest;
}

/* The dice an action after a throw names (keep, release): refused
 * before the first throw, or when none is written (usage says how). */
static int
dice_after_throw(const struct yf_state *s, const struct act *a,
    const char *usage, unsigned char *d, unsigned *from, unsigned *count,
    struct game_err *e)
{
	if (s->t.throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (a->n < 2)
		return game_errf(e, 0, 0, 0, "%s", usage);
	return read_dice(a->w, a->n, d, from, count, e);
}

static int
do_keep(void *st, struct act *a, struct game_err *e)
{
	struct yf_state *s = st;
	unsigned char d[YF_DICE], pool[2 * YF_DICE];
	unsigned from[YF_DICE + 1], count, want[7];

	if (dice_after_throw(s, a, "keep needs the dice set aside, as in "
	    "'keep 666'", d, from, &count, e) < 0)
		return -1;
	/* the released dice may be set aside again */
	if (take_check(pool, not_aside(s, pool), d, from, count, "keep",
	    s->nrel == 0 ? "left in the last throw" : "not set aside",
	    s->nrel == 0 ? NULL : "among the dice not set aside", want,
	    e) < 0)
		return -1;
	/* from the rest of the last throw first, then from the released */
	take_out(s->last, &s->nlast, want);
	take_out(s->rel, &s->nrel, want);
	memcpy(s->kept + s->nkept, d, count);
	s->nkept = (unsigned char)(s->nkept + count);
	set_due(s);
	action_dice(a->canon, "keep", d, count);
	return 0;
}

/* release: dice set aside are taken back, to be thrown with the next
 * throw (after the third throw there is none). */
static int
do_release(void *st, struct act *a, struct game_err *e)
{
	struct yf_state *s = st;
	unsigned char d[YF_DICE];
	unsigned from[YF_DICE + 1], count, want[7];

	if (dice_after_throw(s, a, "release needs the dice taken back, as "
	    "in 'release 6'", d, from, &count, e) < 0)
		return -1;
	if (s->t.throws >= YF_THROWS)
		return game_errf(e, 0, 0, 0, "no throw is left to throw "
		    "released dice again: the turn has made its 3 throws; "
		    "score a category");
	if (s->nkept == 0)
		return game_errf(e, 0, 0, 0, "nothing is set aside to "
		    "release: keep sets dice aside");
	if (take_check(s->kept, s->nkept, d, from, count, "release",
	    "set aside", NULL, want, e) < 0)
		return -1;
	take_out(s->kept, &s->nkept, want);
	memcpy(s->rel + s->nrel, d, count);
	s->nrel = (unsigned char)(s->nrel + count);
	set_due(s);
	action_dice(a->canon, "release", d, count);
	return 0;
}

/*
 * Yahtzee's official rules on a yahtzee thrown when the yahtzee box is
 * already filled: *bonus when that box holds 50; the dice go into the
 * face's upper box while it is open, else into any open lower box (as a
 * joker: full house and straights count), else into any upper box.
 */
static int
joker(const struct yf_state *s, unsigned c, const unsigned char *d,
    int *is_joker, int *bonus, struct game_err *e)
{
	const struct yf_rules *r = rules_of(s);
	const short *box = s->box[s->t.cur];
	int fc = cat_of(r, YF_FIVE, 0), uc, total;
	unsigned cnt[7], open;

	*is_joker = *bonus = 0;
	count_faces(d, cnt, &total);
	if (!s->official || fc < 0 || kind_of(cnt, 5) == 0 ||
	    box[fc] == YF_EMPTY)
		return 0;
	*bonus = box[fc] > 0;
	uc = cat_of(r, YF_UPPER, d[0]);
	if (uc >= 0 && box[uc] == YF_EMPTY && (int)c != uc)
		return game_errf(e, 1, 0, 0, "joker rule: a yahtzee of %ds "
		    "goes in %s while it is open", d[0], r->cats[uc].id);
	section(s, s->t.cur, 0, &open);
	if (is_upper(&r->cats[c]) && (int)c != uc && open > 0)
		return game_errf(e, 1, 0, 0, "joker rule: a yahtzee goes in "
		    "an open lower box before an upper one");
	*is_joker = !is_upper(&r->cats[c]);
	return 0;
}

static int
do_score(void *st, struct act *a, struct game_err *e)
{
	struct yf_state *s = st;
	const struct yf_rules *r = rules_of(s);
	unsigned char d[YF_DICE];
	unsigned i, open;
	int c, wins, is_joker, bonus;
	long pts;

	if (a->n < 2)
		return game_errf(e, 0, 0, 0, "score needs a category, as in "
		    "'score chance'");
	if (a->n > 2)
		return game_errf(e, 2, 0, 0, "score takes one category");
	if ((c = cat_index(r, 1, a->w[1].s, a->w[1].len, e)) < 0)
		return -1;
	if (s->t.throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (s->box[s->t.cur][c] != YF_EMPTY)
		return game_errf(e, 1, 0, 0, "%s is already scored",
		    r->cats[c].id);
	memcpy(d, s->kept, s->nkept);
	not_aside(s, d + s->nkept);
	if (joker(s, (unsigned)c, d, &is_joker, &bonus, e) < 0)
		return -1;
	pts = points_of(&r->cats[c], d, s->t.throws == 1, is_joker, &wins);
	s->box[s->t.cur][c] = (short)pts;
	if (bonus)
		s->extra[s->t.cur]++;
	if (wins)
		s->winner = (signed char)s->t.cur;
	s->lastcat = (unsigned char)c;
	s->nkept = s->nlast = s->nrel = 0;
	turn_pass(&s->t);
	set_due(s);
	/* over at a win, or once every box of every card is filled */
	for (i = 0, open = 0; i < s->t.n && open == 0; i++)
		section(s, i, -1, &open);
	if (s->winner >= 0 || open == 0)
		s->t.phase = T_OVER;
	return 0;
}

/*
 * Listing (-l).  The layer tries each text on a copy of the state and
 * lists those taken, verb after verb: the keeps (every set of the dice
 * not set aside), the releases (every set of those set aside), the
 * throw due and the categories.  Dice are written from high to low and
 * the sets in decreasing order: "keep 66633" first, "keep 666" before
 * "keep 6633".
 */

/* Try every non-empty set of the dice cnt[1..6] counts by face, faces
 * from f down, written after text[0..start): text[start..len) so far. */
static int
try_sets(int (*try)(void *, const char *), void *ctx, const unsigned cnt[7],
    unsigned f, char *text, size_t start, size_t len)
{
	unsigned c, i;
	int rc;

	if (f == 0) {
		text[len] = '\0';
		return len > start ? try(ctx, text) : 0;
	}
	for (c = cnt[f] + 1; c-- > 0;) {
		for (i = 0; i < c; i++)
			text[len + i] = (char)('0' + f);
		if ((rc = try_sets(try, ctx, cnt, f - 1, text, start,
		    len + c)) != 0)
			return rc;
	}
	return 0;
}

static int
list_sets(const char *verb, const unsigned char *p, unsigned n,
    int (*try)(void *, const char *), void *ctx)
{
	unsigned cnt[7] = { 0 }, i;
	char text[32];
	size_t len = strlen(verb) + 1;

	for (i = 0; i < n; i++)
		cnt[p[i]]++;
	snprintf(text, sizeof(text), "%s ", verb);
	return try_sets(try, ctx, cnt, 6, text, len, len);
}

static int
list_keep(const void *st, int (*try)(void *, const char *), void *ctx)
{
	unsigned char pool[2 * YF_DICE];

	return list_sets("keep", pool, not_aside(st, pool), try, ctx);
}

static int
list_release(const void *st, int (*try)(void *, const char *), void *ctx)
{
	const struct yf_state *s = st;

	return list_sets("release", s->kept, s->nkept, try, ctx);
}

static int
list_score(const void *st, int (*try)(void *, const char *), void *ctx)
{
	const struct yf_rules *r = rules_of(st);
	char text[64];
	unsigned c;
	int rc;

	for (c = 0; c < r->ncats; c++) {
		snprintf(text, sizeof(text), "score %s", r->cats[c].id);
		if ((rc = try(ctx, text)) != 0)
			return rc;
	}
	return 0;
}

/* roll reads its dice in the family's words and is listed as the throw
 * due ("roll ?????"); keep and release list their own sets, in the
 * family's order (see above). */
static const struct verb yf_verbs[] = {
	{ "keep", ACT_WORDS, do_keep, NULL, list_keep, 0 },
	{ "release", ACT_WORDS, do_release, NULL, list_release, 0 },
	{ "roll", ACT_THROW_WORDS, do_roll, NULL, NULL, 0 },
	{ "score", ACT_WORD, do_score, NULL, list_score, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

/* An empty action and an unknown verb, in the family's words of old. */
static int
yf_unknown(const void *st, const struct word *w, size_t n,
    struct game_err *e)
{
	if (n == 0)
		return game_errf(e, 0, 0, 0, "empty action");
	return game_errf(e, 0, 0, 0, "unknown action '%.*s': %s has roll, "
	    "keep, release and score", (int)(w[0].len > 40 ? 40 : w[0].len),
	    w[0].s, rules_of(st)->name);
}

/* -p: the turn's throws (no running points: a turn scores at once),
 * the dice not set aside (the rest of the last throw, then any
 * released) and those set aside, and the due seat's empty boxes in the
 * card's order (none once over). */
static void
yf_view(const void *st, struct session_view *v)
{
	const struct yf_state *s = st;
	const struct yf_rules *r = rules_of(s);
	unsigned c;

	v->throws = s->t.throws;
	v->has_dice = v->has_card = 1;
	v->nshow = not_aside(s, v->show);
	memcpy(v->aside, s->kept, s->nkept);
	v->naside = s->nkept;
	for (c = 0; c < r->ncats && s->t.phase != T_OVER; c++)
		if (s->box[s->t.cur][c] == YF_EMPTY)
			v->open[v->nopen++] = r->cats[c].id;
}

/*
 * The score sheet: a row per category, the upper section first, then
 * its total and (Yahtzee) its bonus, the lower section, Yahtzee's 100
 * bonuses (official), the lower total and the grand total; a column per
 * seat headed by its name; '.' for an empty box.
 */

/* The rows of sums, apart from the categories' (0 up). */
enum {
	ROW_UPPER = -1, ROW_BONUS = -2, ROW_EXTRA = -3, ROW_LOWER = -4,
	ROW_TOTAL = -5
};

struct sheet {
	struct buf		*b;
	const struct yf_state	*s;
	struct sheet_names	 nm;
	unsigned		 lw;		/* label column */
	unsigned		 cw[SESSION_PLAYERS_MAX];
	int			 rc;
};

/* Seat i's cell in row c (a category, or a ROW_ sum): its text in v. */
static void
cell_text(const struct yf_state *s, unsigned i, int c, char v[32])
{
	unsigned open;
	long x;

	switch (c) {
	case ROW_UPPER:
		x = section(s, i, 1, &open);
		break;
	case ROW_BONUS:
		/* '.' until the bonus is won or the section filled */
		section(s, i, 1, &open);
		x = bonus_of(s, i);
		if (x == 0 && open > 0)
			x = -1;
		break;
	case ROW_EXTRA:
		x = s->extra[i] > 0 ? 100L * s->extra[i] : -1;
		break;
	case ROW_LOWER:
		x = section(s, i, 0, &open) + 100L * s->extra[i];
		break;
	case ROW_TOTAL:
		x = yf_score(s, i);
		break;
	default:
		x = s->box[i][c];
		if (x != YF_EMPTY && s->winner == (int)i &&
		    rules_of(s)->cats[c].test == YF_FIVE) {
			memcpy(v, "win", sizeof("win"));
			return;
		}
	}
	/* every cell after every action: no snprintf */
	if (x < 0)
		memcpy(v, ".", sizeof("."));
	else
		num_format(v, x);
}

static void
row(struct sheet *sh, const char *label, int c)
{
	char v[32];
	unsigned i;
	size_t n = strlen(label);

	sh->rc |= buf_add(sh->b, label, n);
	sh->rc |= sheet_pad(sh->b, sh->lw > n ? sh->lw - n : 0);
	for (i = 0; i < sh->s->t.n; i++) {
		cell_text(sh->s, i, c, v);
		sh->rc |= sheet_cell32(sh->b, v, sh->cw[i], 1, 0);
	}
	sh->rc |= buf_putc(sh->b, '\n');
}

/* ", set aside 666": what the dice d[0..n) are, when there are any. */
static void
dice_part(struct sheet *sh, const char *what, const unsigned char *d,
    unsigned n)
{
	unsigned i;

	if (n > 0)
		sh->rc |= buf_puts(sh->b, what);
	for (i = 0; i < n; i++)
		sh->rc |= buf_putc(sh->b, (char)('0' + d[i]));
}

static void
status_line(struct sheet *sh)
{
	const struct yf_state *s = sh->s;
	int64_t total[SESSION_PLAYERS_MAX];
	unsigned long w;
	unsigned i;

	if (yf_finished(s, &w, NULL)) {
		if (s->winner >= 0) {
			sh->rc |= buf_printf(sh->b, "Finished: %s wins with a "
			    "general on the first throw.\n",
			    sh->nm.s[s->winner]);
			return;
		}
		for (i = 0; i < s->t.n; i++)
			total[i] = yf_score(s, i);
		sh->rc |= sheet_winners(sh->b, &sh->nm, s->t.n, w, total);
		return;
	}
	/* no format parsed: the line goes out after every action */
	sh->rc |= buf_puts(sh->b, sh->nm.s[s->t.cur]);
	sh->rc |= buf_puts(sh->b, " to play");
	if (s->t.phase == T_OPEN && s->t.throws > 0) {
		sh->rc |= buf_puts(sh->b, ": ");
		sh->rc |= buf_putunum(sh->b, s->t.throws);
		sh->rc |= buf_puts(sh->b, " of ");
		sh->rc |= buf_putnum(sh->b, YF_THROWS);
		sh->rc |= buf_puts(sh->b, " throws");
		dice_part(sh, ", set aside ", s->kept, s->nkept);
		dice_part(sh, ", released ", s->rel, s->nrel);
		dice_part(sh, ", last throw ", s->last, s->nlast);
	}
	sh->rc |= buf_puts(sh->b, ".\n");
}

int
yf_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct yf_state *s = st;
	const struct yf_rules *r = rules_of(s);
	struct sheet sh;
	size_t len = b->len;
	char lbl[32];
	unsigned i, c, cols;
	size_t c2;

	memset(&sh, 0, sizeof(sh));
	sh.b = b;
	sh.s = s;
	sheet_names(&sh.nm, ri, s->t.n);
	sh.lw = (unsigned)strlen("upper total");
	for (c = 0; c < r->ncats; c++)
		if (strlen(r->cats[c].id) > sh.lw)
			sh.lw = (unsigned)strlen(r->cats[c].id);
	if (s->official && sh.lw < strlen("yahtzee bonus"))
		sh.lw = (unsigned)strlen("yahtzee bonus");
	for (i = 0; i < s->t.n; i++) {
		/* a seat without a name is "seat 1", as it always was */
		if (sh.nm.s[i] == sh.nm.fallback[i])
			snprintf(sh.nm.fallback[i], sizeof(sh.nm.fallback[i]),
			    "seat %u", i + 1);
		cols = (unsigned)sheet_cols(sh.nm.s[i]);
		sh.cw[i] = cols > 4 ? cols : 4;
	}
	sh.rc |= buf_puts(b, r->name);
	if (s->official)
		sh.rc |= buf_puts(b, " (official)");
	if (s->t.phase == T_OPEN) {
		sh.rc |= buf_puts(b, ", turn ");
		sh.rc |= buf_putunum(b, s->t.turns + 1);
		sh.rc |= buf_putc(b, '\n');
	} else if (s->t.turns == 0)
		sh.rc |= buf_puts(b, ", start\n");
	else {
		sh.rc |= buf_puts(b, ", after turn ");
		sh.rc |= buf_putunum(b, s->t.turns);
		sh.rc |= buf_putc(b, '\n');
	}
	sh.rc |= sheet_pad(b, sh.lw);
	for (i = 0; i < s->t.n; i++)
		sh.rc |= sheet_cell(b, sh.nm.s[i], sh.cw[i], 1, 0);
	sh.rc |= buf_putc(b, '\n');
	for (c = 0; c < r->ncats && is_upper(&r->cats[c]); c++)
		row(&sh, r->cats[c].id, (int)c);
	row(&sh, "upper total", ROW_UPPER);
	if (r->bonus_at > 0) {
		memcpy(lbl, "bonus (", 7);
		c2 = 7 + num_format(lbl + 7, r->bonus_at);
		memcpy(lbl + c2, "+)", 3);
		row(&sh, lbl, ROW_BONUS);
	}
	for (; c < r->ncats; c++)
		row(&sh, r->cats[c].id, (int)c);
	if (s->official)
		row(&sh, "yahtzee bonus", ROW_EXTRA);
	row(&sh, "lower total", ROW_LOWER);
	row(&sh, "total", ROW_TOTAL);
	status_line(&sh);
	return render_end(b, len, sh.rc);
}

/*
 * The games' session_ops: init and category bound to each game's rules,
 * the rest the family's and the layer's.
 */
#define YF_OPS(name)							\
static int								\
name##_init(void *st, unsigned n, const struct variant *v,		\
    struct game_err *e)							\
{									\
	return yf_init(st, &yf_##name, n, v, e);			\
}									\
									\
static int								\
name##_category(const char *cat, const unsigned char *dice, size_t n,	\
    long *points, struct game_err *e)					\
{									\
	return yf_category(&yf_##name, cat, dice, n, points, e);	\
}									\
									\
static const char *							\
name##_category_id(size_t i)						\
{									\
	return i < yf_##name.ncats ? yf_##name.cats[i].id : NULL;	\
}									\
									\
const struct session_ops yf_##name##_ops = {				\
	.min_players = 1,						\
	.max_players = SESSION_PLAYERS_MAX,				\
	.init = name##_init,						\
	.begin_turn = turn_begin,					\
	.end_turn = yf_end_turn,					\
	.expect = turn_expect,						\
	.score = yf_score,						\
	.order = 1,							\
	.finished = yf_finished,					\
	.category = name##_category,					\
	.category_id = name##_category_id,				\
	.verbs = yf_verbs,						\
	.ready = yf_ready,						\
	.unknown = yf_unknown,						\
	.view = yf_view,						\
}

YF_OPS(yacht);
YF_OPS(yahtzee);
YF_OPS(general);
