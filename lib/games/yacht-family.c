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
 * Invariants: nkept + nlast + nrel == YF_DICE once throws > 0, nrel == 0
 * before; open and over are never both set; a refused action leaves the
 * state untouched (every check comes before the first change).
 */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "text.h"
#include "yacht-family.h"

static const struct yf_rules *const family[] = {
	&yf_yacht, &yf_yahtzee, &yf_general
};

#define NFAMILY	(sizeof(family) / sizeof(family[0]))

_Static_assert(sizeof(struct yf_state) <= GAME_STATE_MAX, "yacht state");

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

/* General's straight: the dice other than 1s all different, and the
 * values they leave missing of 1-5 (or of 2-6) each a 1's to stand for:
 * 1 or 2 (or 2 or 6). */
static int
has_wild_run(const unsigned cnt[7])
{
	static const unsigned char lows[2] = { 1, 2 };
	unsigned f, k;
	int ok;

	for (f = 2; f <= 6; f++)
		if (cnt[f] > 1)
			return 0;
	for (k = 0; k < 2; k++) {
		ok = 1;
		for (f = 2; f <= 6; f++)
			if (cnt[f] > 0 && (f < lows[k] || f > lows[k] + 4u))
				ok = 0;
		for (f = lows[k]; f <= lows[k] + 4u; f++)
			if (cnt[f] == 0 && f != 1 && f != 2 && f != 6)
				ok = 0;
		if (ok)
			return 1;
	}
	return 0;
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
	int total, ok, f;
	long fixed;

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
	fixed = c->points;
	if (first && c->first == YF_WINS) {
		*wins = 1;
		return 0;
	}
	if (first && c->first != YF_SAME)
		fixed = c->first;
	switch (c->pay) {
	case YF_TOTAL:
		return total;
	case YF_SET:
		f = kind_of(cnt, c->arg);
		return (long)f * c->arg;
	case YF_FIXED:
	default:
		break;
	}
	return fixed;
}

static int
cat_index(const struct yf_rules *r, const char *s, size_t len)
{
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (strlen(r->cats[i].id) == len &&
		    memcmp(r->cats[i].id, s, len) == 0)
			return (int)i;
	return -1;
}

static int
unknown_cat(const struct yf_rules *r, unsigned word, const char *s,
    size_t len, struct game_err *e)
{
	char list[200];
	size_t n = 0;
	unsigned i;

	list[0] = '\0';
	for (i = 0; i < r->ncats && n < sizeof(list); i++)
		n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
		    i == 0 ? "" : ", ", r->cats[i].id);
	return game_errf(e, word, 0, 0, "unknown category '%.*s': %s has %s",
	    (int)(len > 40 ? 40 : len), s, r->id, list);
}

int
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
	if ((c = cat_index(r, cat, strlen(cat))) < 0)
		return unknown_cat(r, 0, cat, strlen(cat), e);
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

static long
upper_sum(const struct yf_state *s, unsigned seat)
{
	const struct yf_rules *r = rules_of(s);
	long sum = 0;
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (is_upper(&r->cats[i]) && s->box[seat][i] != YF_EMPTY)
			sum += s->box[seat][i];
	return sum;
}

static long
lower_sum(const struct yf_state *s, unsigned seat)
{
	const struct yf_rules *r = rules_of(s);
	long sum = 0;
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (!is_upper(&r->cats[i]) && s->box[seat][i] != YF_EMPTY)
			sum += s->box[seat][i];
	return sum;
}

static int
upper_full(const struct yf_state *s, unsigned seat)
{
	const struct yf_rules *r = rules_of(s);
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (is_upper(&r->cats[i]) && s->box[seat][i] == YF_EMPTY)
			return 0;
	return 1;
}

static long
bonus_of(const struct yf_state *s, unsigned seat)
{
	const struct yf_rules *r = rules_of(s);

	return r->bonus_at > 0 && upper_sum(s, seat) >= r->bonus_at ?
	    r->bonus : 0;
}

long
yf_score(const void *st, unsigned seat)
{
	const struct yf_state *s = st;

	if (seat >= s->nseats)
		return 0;
	return upper_sum(s, seat) + bonus_of(s, seat) + lower_sum(s, seat) +
	    100L * s->extra[seat];
}

static int
card_full(const struct yf_state *s, unsigned seat)
{
	const struct yf_rules *r = rules_of(s);
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (s->box[seat][i] == YF_EMPTY)
			return 0;
	return 1;
}

int
yf_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct yf_state *s = st;
	long best = 0, t;
	unsigned i;

	*winners = 0;
	if (s->winner >= 0) {
		*winners = 1UL << s->winner;
		snprintf(why, 256, "a general on the first throw wins at once");
		return 1;
	}
	for (i = 0; i < s->nseats; i++)
		if (!card_full(s, i))
			return 0;
	for (i = 0; i < s->nseats; i++) {
		t = yf_score(s, i);
		if (*winners == 0 || t > best) {
			best = t;
			*winners = 1UL << i;
		} else if (t == best)
			*winners |= 1UL << i;
	}
	snprintf(why, 256, "every box is filled");
	return 1;
}

/*
 * The turn.
 */

int
yf_init(void *st, const struct yf_rules *r, unsigned n,
    const struct variant *v, struct game_err *e)
{
	struct yf_state *s = st;
	size_t i;

	if (n < 1 || n > SESSION_PLAYERS_MAX)
		return game_errf(e, 0, 0, 0, "%s is for 1 to %d players",
		    r->name, SESSION_PLAYERS_MAX);
	memset(s, 0, sizeof(*s));
	for (i = 0; i < NFAMILY; i++)
		if (family[i] == r)
			s->rules = (unsigned char)i;
	s->official = r->official && v != NULL && v->val[0] != 0;
	s->nseats = (unsigned char)n;
	s->winner = -1;
	for (i = 0; i < SESSION_PLAYERS_MAX; i++)
		memset(s->box[i], 0xff, sizeof(s->box[i]));
	return 0;
}

static int
is_word(const char *s, size_t len, const char *w)
{
	return strlen(w) == len && memcmp(s, w, len) == 0;
}

int
yf_starts_action(const char *s, size_t len)
{
	return is_word(s, len, "roll") || is_word(s, len, "keep") ||
	    is_word(s, len, "release") || is_word(s, len, "score");
}

int
yf_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct yf_state *s = st;

	if (seat != s->cur)
		return game_errf(e, 0, 0, 0, "out of turn: the player in seat "
		    "%u plays next", s->cur + 1u);
	s->over = 0;
	s->open = 1;
	return 0;
}

int
yf_end_turn(void *st, struct game_err *e)
{
	const struct yf_state *s = st;

	if (s->open)
		return game_errf(e, 0, 0, 0, "the turn above is not over: it "
		    "must score a category");
	return 0;
}

static int
has_digit(const struct word *w)
{
	size_t i;

	for (i = 0; i < w->len; i++)
		if (w->s[i] >= '0' && w->s[i] <= '9')
			return 1;
	return 0;
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
	size_t k, i;
	char c;

	*count = 0;
	for (k = 1; k < n; k++)
		for (i = 0; i < w[k].len; i++) {
			c = w[k].s[i];
			if (c == ',')
				continue;
			if ((c < '1' || c > '6') && !has_digit(&w[k]))
				return game_errf(e, (unsigned)k, 0, 0,
				    "'%.*s' is neither dice nor an action "
				    "(roll, keep, release, score)",
				    (int)(w[k].len > 40 ? 40 : w[k].len),
				    w[k].s);
			if (c < '1' || c > '6')
				return game_errf(e, (unsigned)k, (unsigned)i, 1,
				    "'%.*s' is not dice: write each die as a "
				    "digit from 1 to 6", (int)(w[k].len > 40 ?
				    40 : w[k].len), w[k].s);
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
do_roll(struct yf_state *s, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[YF_DICE];
	unsigned from[YF_DICE + 1], count, need = YF_DICE - s->nkept;

	if (s->throws >= YF_THROWS)
		return game_errf(e, 0, 0, 0, "a fourth throw is not allowed: "
		    "score a category");
	if (s->throws > 0 && need == 0)
		return game_errf(e, 0, 0, 0, "all five dice are set aside: "
		    "score a category, or release dice to throw them again");
	if (n < 2)
		return game_errf(e, 0, 0, 0, "roll needs the dice thrown, as "
		    "in 'roll 66633'");
	if (read_dice(w, n, d, from, &count, e) < 0)
		return -1;
	if (count != need) {
		unsigned at = count > need ? from[need] : 0;

		if (s->nkept == 0)
			return game_errf(e, at, 0, 0, "a throw is of 5 dice, "
			    "not %u", count);
		return game_errf(e, at, 0, 0, "%s%u %s left to throw, not %u",
		    count > need ? "only " : "", need, need == 1 ?
		    "die is" : "dice are", count);
	}
	memcpy(s->last, d, need);
	s->nlast = (unsigned char)need;
	s->nrel = 0;
	s->throws++;
	action_dice(canon, "roll", d, count);
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
dice_after_throw(const struct yf_state *s, const struct word *w, size_t n,
    const char *usage, unsigned char *d, unsigned *from, unsigned *count,
    struct game_err *e)
{
	if (s->throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (n < 2)
		return game_errf(e, 0, 0, 0, "%s", usage);
	return read_dice(w, n, d, from, count, e);
}

static int
do_keep(struct yf_state *s, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[YF_DICE], pool[2 * YF_DICE];
	unsigned from[YF_DICE + 1], count, np, f, k, want[7], rel[7];

	if (dice_after_throw(s, w, n, "keep needs the dice set aside, as in "
	    "'keep 666'", d, from, &count, e) < 0)
		return -1;
	/* the dice not set aside: the rest of the last throw, and the dice
	 * released since, which may be set aside again */
	memcpy(pool, s->last, s->nlast);
	memcpy(pool + s->nlast, s->rel, s->nrel);
	np = (unsigned)s->nlast + s->nrel;
	if (take_check(pool, np, d, from, count, "keep", s->nrel == 0 ?
	    "left in the last throw" : "not set aside", s->nrel == 0 ? NULL :
	    "among the dice not set aside", want, e) < 0)
		return -1;
	/* from the rest of the last throw first, then from the released */
	memset(rel, 0, sizeof(rel));
	for (f = 1; f <= 6; f++) {
		unsigned inlast = 0;

		for (k = 0; k < s->nlast; k++)
			inlast += s->last[k] == f;
		if (want[f] > inlast) {
			rel[f] = want[f] - inlast;
			want[f] = inlast;
		}
	}
	take_out(s->last, &s->nlast, want);
	take_out(s->rel, &s->nrel, rel);
	memcpy(s->kept + s->nkept, d, count);
	s->nkept = (unsigned char)(s->nkept + count);
	action_dice(canon, "keep", d, count);
	return 0;
}

/* release: dice set aside are taken back, to be thrown with the next
 * throw (after the third throw there is none). */
static int
do_release(struct yf_state *s, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[YF_DICE];
	unsigned from[YF_DICE + 1], count, want[7];

	if (dice_after_throw(s, w, n, "release needs the dice taken back, "
	    "as in 'release 6'", d, from, &count, e) < 0)
		return -1;
	if (s->throws >= YF_THROWS)
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
	action_dice(canon, "release", d, count);
	return 0;
}

/* The category of the face f in the upper section, or -1. */
static int
upper_cat(const struct yf_rules *r, int f)
{
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (r->cats[i].test == YF_UPPER && r->cats[i].arg == f)
			return (int)i;
	return -1;
}

static int
five_cat(const struct yf_rules *r)
{
	unsigned i;

	for (i = 0; i < r->ncats; i++)
		if (r->cats[i].test == YF_FIVE)
			return (int)i;
	return -1;
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
	const short *box = s->box[s->cur];
	int fc = five_cat(r), uc, i;
	unsigned cnt[7];
	int total;

	*is_joker = *bonus = 0;
	count_faces(d, cnt, &total);
	if (!s->official || fc < 0 || kind_of(cnt, 5) == 0 ||
	    box[fc] == YF_EMPTY)
		return 0;
	*bonus = box[fc] > 0;
	uc = upper_cat(r, d[0]);
	if (uc >= 0 && box[uc] == YF_EMPTY && (int)c != uc)
		return game_errf(e, 1, 0, 0, "joker rule: a yahtzee of %ds goes "
		    "in %s while it is open", d[0], r->cats[uc].id);
	if (is_upper(&r->cats[c]) && (int)c != uc) {
		for (i = 0; i < (int)r->ncats; i++)
			if (!is_upper(&r->cats[i]) && box[i] == YF_EMPTY)
				return game_errf(e, 1, 0, 0, "joker rule: a "
				    "yahtzee goes in an open lower box before "
				    "an upper one");
	}
	*is_joker = !is_upper(&r->cats[c]);
	return 0;
}

static int
do_score(struct yf_state *s, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	const struct yf_rules *r = rules_of(s);
	unsigned char d[YF_DICE];
	int c, wins, is_joker, bonus;
	long pts;

	if (n < 2)
		return game_errf(e, 0, 0, 0, "score needs a category, as in "
		    "'score chance'");
	if (n > 2)
		return game_errf(e, 2, 0, 0, "score takes one category");
	if ((c = cat_index(r, w[1].s, w[1].len)) < 0)
		return unknown_cat(r, 1, w[1].s, w[1].len, e);
	if (s->throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (s->box[s->cur][c] != YF_EMPTY)
		return game_errf(e, 1, 0, 0, "%s is already scored",
		    r->cats[c].id);
	memcpy(d, s->kept, s->nkept);
	memcpy(d + s->nkept, s->last, s->nlast);
	memcpy(d + s->nkept + s->nlast, s->rel, s->nrel);
	if (joker(s, (unsigned)c, d, &is_joker, &bonus, e) < 0)
		return -1;
	pts = points_of(&r->cats[c], d, s->throws == 1, is_joker, &wins);
	s->box[s->cur][c] = (short)pts;
	if (bonus)
		s->extra[s->cur]++;
	if (wins)
		s->winner = (signed char)s->cur;
	s->lastcat = (unsigned char)c;
	s->open = 0;
	s->over = 1;
	s->throws = s->nkept = s->nlast = s->nrel = 0;
	s->cur = (unsigned char)((s->cur + 1u) % s->nseats);
	s->turns++;
	action_word(canon, "score", r->cats[c].id);
	return 0;
}

int
yf_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct yf_state *s = st;
	const struct yf_rules *r = rules_of(s);

	if (n == 0)
		return game_errf(e, 0, 0, 0, "empty action");
	if (!yf_starts_action(w[0].s, w[0].len))
		return game_errf(e, 0, 0, 0, "unknown action '%.*s': %s has "
		    "roll, keep, release and score", (int)(w[0].len > 40 ? 40 :
		    w[0].len), w[0].s, r->name);
	if (s->over)
		return game_errf(e, 0, 0, 0, "the turn is over: it scored %s",
		    r->cats[s->lastcat].id);
	if (!s->open)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	if (is_word(w[0].s, w[0].len, "roll"))
		return do_roll(s, w, n, canon, e);
	if (is_word(w[0].s, w[0].len, "keep"))
		return do_keep(s, w, n, canon, e);
	if (is_word(w[0].s, w[0].len, "release"))
		return do_release(s, w, n, canon, e);
	return do_score(s, w, n, canon, e);
}

void
yf_expect(const void *st, struct expect *x)
{
	const struct yf_state *s = st;
	unsigned long w;
	char why[256];

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (yf_finished(s, &w, why)) {
		x->seat = -1;
		return;
	}
	x->seat = s->cur;
	x->new_turn = !s->open;
	if (!s->open || (s->throws < YF_THROWS && s->nkept < YF_DICE))
		x->dice = YF_DICE - (s->open ? s->nkept : 0u);
}

/*
 * session_ops.legal: what the seat due may do next, each action tried on
 * a copy of the state and listed only when yf_action takes it, so that
 * the list is the referee's own.  At a new turn that is its first throw;
 * during a turn the keeps (every set of the dice not set aside), the
 * releases (every set of the dice set aside), the throws and the
 * categories, in that order.  A throw is listed once for each set of
 * values it can show, as the order of the dice never matters to these
 * games.  Dice are written from high to low and the sets in decreasing
 * order: "roll 66666" first and "roll 11111" last, "keep 66633" before
 * "keep 666".
 */

struct lister {
	const struct yf_state	*s;
	int			 fresh;	/* the action opens a new turn */
	int			(*cb)(void *, const char *);
	void			*ctx;
};

/* Try "verb dice" (dice NULL: "verb word") on a copy; list it if taken. */
static int
try_list(const struct lister *l, const char *verb, const char *arg)
{
	struct yf_state t = *l->s;
	struct word w[2];
	struct game_err e;
	char canon[MOVE_TEXT_MAX];

	w[0].s = verb;
	w[0].len = strlen(verb);
	w[1].s = arg;
	w[1].len = strlen(arg);
	if (l->fresh && yf_begin_turn(&t, t.cur, &e) < 0)
		return 0;
	if (yf_action(&t, w, 2, canon, &e) < 0)
		return 0;
	return l->cb(l->ctx, canon);
}

/* Every non-empty set of dice of the pool cnt[1..6] (of size exactly
 * want when want > 0), faces from f down: out[0..len) so far. */
static int
list_sets(const struct lister *l, const char *verb, const unsigned cnt[7],
    unsigned f, unsigned want, char *out, size_t len)
{
	unsigned c, max, i;
	int rc;

	if (f == 0) {
		if (len == 0 || (want > 0 && len != want))
			return 0;
		out[len] = '\0';
		return try_list(l, verb, out);
	}
	max = want > 0 ? want - (unsigned)len : cnt[f];
	for (c = max + 1; c-- > 0;) {
		if (want > 0 && f == 1 && c != want - len)
			continue;
		for (i = 0; i < c; i++)
			out[len + i] = (char)('0' + f);
		if ((rc = list_sets(l, verb, cnt, f - 1, want, out,
		    len + c)) != 0)
			return rc;
	}
	return 0;
}

int
yf_legal(const void *st, int (*cb)(void *, const char *), void *ctx)
{
	const struct yf_state *s = st;
	const struct yf_rules *r = rules_of(s);
	struct lister l = { s, !s->open, cb, ctx };
	unsigned cnt[7], i, c;
	unsigned long w;
	char why[256], out[YF_DICE + 1];
	int rc;

	if (yf_finished(s, &w, why))
		return 0;
	if (s->open && s->throws > 0) {
		memset(cnt, 0, sizeof(cnt));
		for (i = 0; i < s->nlast; i++)
			cnt[s->last[i]]++;
		for (i = 0; i < s->nrel; i++)
			cnt[s->rel[i]]++;
		if ((rc = list_sets(&l, "keep", cnt, 6, 0, out, 0)) != 0)
			return rc;
		memset(cnt, 0, sizeof(cnt));
		for (i = 0; i < s->nkept; i++)
			cnt[s->kept[i]]++;
		if ((rc = list_sets(&l, "release", cnt, 6, 0, out, 0)) != 0)
			return rc;
	}
	if (!s->open || s->nkept < YF_DICE) {
		memset(cnt, 0, sizeof(cnt));
		if ((rc = list_sets(&l, "roll", cnt, 6, YF_DICE -
		    (s->open ? s->nkept : 0u), out, 0)) != 0)
			return rc;
	}
	if (s->open && s->throws > 0)
		for (c = 0; c < r->ncats; c++)
			if ((rc = try_list(&l, "score", r->cats[c].id)) != 0)
				return rc;
	return 0;
}

/*
 * The score sheet: a row per category, the upper section first, then
 * its total and (Yahtzee) its bonus, the lower section, Yahtzee's 100
 * bonuses (official), the lower total and the grand total; a column per
 * seat headed by its name; '.' for an empty box.
 */

struct sheet {
	struct buf		*b;
	const struct yf_state	*s;
	const struct render_info *ri;
	unsigned		 lw;		/* label column */
	unsigned		 cw[SESSION_PLAYERS_MAX];
	int			 rc;
};

static const char *
seat_name(const struct render_info *ri, unsigned i, char *tmp, size_t n)
{
	if (ri != NULL && ri->players != NULL && i < ri->nplayers)
		return ri->players[i];
	snprintf(tmp, n, "seat %u", i + 1);
	return tmp;
}

static void
cell(struct sheet *sh, unsigned i, const char *text)
{
	unsigned cols = (unsigned)text_cols(text, strlen(text));

	sh->rc |= buf_printf(sh->b, "  %*s%s", (int)(sh->cw[i] > cols ?
	    sh->cw[i] - cols : 0), "", text);
}

static void
label(struct sheet *sh, const char *text)
{
	sh->rc |= buf_printf(sh->b, "%-*s", (int)sh->lw, text);
}

/* A row of sums: f gives seat i's value, or -1 for '.'. */
static void
sum_row(struct sheet *sh, const char *name,
    long (*f)(const struct yf_state *, unsigned))
{
	char v[32];
	unsigned i;
	long x;

	label(sh, name);
	for (i = 0; i < sh->s->nseats; i++) {
		x = f(sh->s, i);
		if (x < 0)
			snprintf(v, sizeof(v), ".");
		else
			snprintf(v, sizeof(v), "%ld", x);
		cell(sh, i, v);
	}
	sh->rc |= buf_putc(sh->b, '\n');
}

static void
cat_row(struct sheet *sh, unsigned c)
{
	const struct yf_state *s = sh->s;
	char v[32];
	unsigned i;

	label(sh, rules_of(s)->cats[c].id);
	for (i = 0; i < s->nseats; i++) {
		if (s->box[i][c] == YF_EMPTY)
			snprintf(v, sizeof(v), ".");
		else if (s->winner == (int)i &&
		    rules_of(s)->cats[c].test == YF_FIVE)
			snprintf(v, sizeof(v), "win");
		else
			snprintf(v, sizeof(v), "%d", s->box[i][c]);
		cell(sh, i, v);
	}
	sh->rc |= buf_putc(sh->b, '\n');
}

static long
bonus_cell(const struct yf_state *s, unsigned i)
{
	long b = bonus_of(s, i);

	return b > 0 || upper_full(s, i) ? b : -1;
}

static long
extra_cell(const struct yf_state *s, unsigned i)
{
	return s->extra[i] > 0 ? 100L * s->extra[i] : -1;
}

static long
lower_cell(const struct yf_state *s, unsigned i)
{
	return lower_sum(s, i) + 100L * s->extra[i];
}

static long
total_cell(const struct yf_state *s, unsigned i)
{
	return yf_score(s, i);
}

static void
dice_text(char *out, const unsigned char *d, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		out[i] = (char)('0' + d[i]);
	out[n] = '\0';
}

static void
status_line(struct sheet *sh)
{
	const struct yf_state *s = sh->s;
	char tmp[32], kept[8], last[8], rel[8], why[256];
	unsigned long w;
	unsigned i, nw = 0, k = 0;
	long best = 0;

	if (yf_finished(s, &w, why)) {
		if (s->winner >= 0) {
			sh->rc |= buf_printf(sh->b, "Finished: %s wins with a "
			    "general on the first throw.\n", seat_name(sh->ri,
			    (unsigned)s->winner, tmp, sizeof(tmp)));
			return;
		}
		for (i = 0; i < s->nseats; i++)
			if (w & (1UL << i)) {
				nw++;
				best = yf_score(s, i);
			}
		sh->rc |= buf_puts(sh->b, "Finished: ");
		for (i = 0; i < s->nseats; i++)
			if (w & (1UL << i)) {
				k++;
				sh->rc |= buf_printf(sh->b, "%s%s", k == 1 ? "" :
				    k == nw ? " and " : ", ", seat_name(sh->ri,
				    i, tmp, sizeof(tmp)));
			}
		sh->rc |= buf_printf(sh->b, " %s with %ld.\n", nw == 1 ?
		    "wins" : "share the win", best);
		return;
	}
	sh->rc |= buf_printf(sh->b, "%s to play", seat_name(sh->ri, s->cur,
	    tmp, sizeof(tmp)));
	if (!s->open || s->throws == 0) {
		sh->rc |= buf_puts(sh->b, ".\n");
		return;
	}
	dice_text(kept, s->kept, s->nkept);
	dice_text(last, s->last, s->nlast);
	dice_text(rel, s->rel, s->nrel);
	sh->rc |= buf_printf(sh->b, ": %u of %d throws", s->throws, YF_THROWS);
	if (s->nkept > 0)
		sh->rc |= buf_printf(sh->b, ", set aside %s", kept);
	if (s->nrel > 0)
		sh->rc |= buf_printf(sh->b, ", released %s", rel);
	if (s->nlast > 0)
		sh->rc |= buf_printf(sh->b, ", last throw %s", last);
	sh->rc |= buf_puts(sh->b, ".\n");
}

static int
draw_sheet(const struct yf_state *s, const struct render_info *ri,
    struct buf *b)
{
	const struct yf_rules *r = rules_of(s);
	struct sheet sh;
	char tmp[32];
	const char *nm;
	unsigned i, c, cols;

	memset(&sh, 0, sizeof(sh));
	sh.b = b;
	sh.s = s;
	sh.ri = ri;
	sh.lw = (unsigned)strlen("upper total");
	for (c = 0; c < r->ncats; c++)
		if (strlen(r->cats[c].id) > sh.lw)
			sh.lw = (unsigned)strlen(r->cats[c].id);
	if (r->official && s->official && sh.lw < strlen("yahtzee bonus"))
		sh.lw = (unsigned)strlen("yahtzee bonus");
	for (i = 0; i < s->nseats; i++) {
		nm = seat_name(ri, i, tmp, sizeof(tmp));
		cols = (unsigned)text_cols(nm, strlen(nm));
		sh.cw[i] = cols > 4 ? cols : 4;
	}
	sh.rc |= buf_printf(b, "%s%s", r->name, s->official ?
	    " (official)" : "");
	if (s->turns == 0 && !s->open)
		sh.rc |= buf_puts(b, ", start\n");
	else if (s->open)
		sh.rc |= buf_printf(b, ", turn %u\n", s->turns + 1);
	else
		sh.rc |= buf_printf(b, ", after turn %u\n", s->turns);
	label(&sh, "");
	for (i = 0; i < s->nseats; i++)
		cell(&sh, i, seat_name(ri, i, tmp, sizeof(tmp)));
	sh.rc |= buf_putc(b, '\n');
	for (c = 0; c < r->ncats && is_upper(&r->cats[c]); c++)
		cat_row(&sh, c);
	sum_row(&sh, "upper total", upper_sum);
	if (r->bonus_at > 0) {
		char lbl[32];

		snprintf(lbl, sizeof(lbl), "bonus (%d+)", r->bonus_at);
		sum_row(&sh, lbl, bonus_cell);
	}
	for (; c < r->ncats; c++)
		cat_row(&sh, c);
	if (s->official)
		sum_row(&sh, "yahtzee bonus", extra_cell);
	sum_row(&sh, "lower total", lower_cell);
	sum_row(&sh, "total", total_cell);
	status_line(&sh);
	return sh.rc;
}

int
yf_render(const void *st, const struct render_info *ri, struct buf *b)
{
	size_t len = b->len;

	return render_end(b, len, draw_sheet(st, ri, b));
}
