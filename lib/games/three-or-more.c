/*
 * three-or-more: Three or More, a dice session for any number of seats
 * with five dice, played over a set number of rounds (5; Variant
 * "rounds=N").
 *
 * A turn throws all five dice.  The most dice showing one value decide:
 * three of a kind scores 3 points, four of a kind 6, five of a kind 12,
 * and the turn is over; no two dice alike scores nothing and the turn is
 * over.  When the best of the throw is a pair (one pair or two), the
 * player may set a pair aside and throw the other three dice once more;
 * the five dice then score by the same table, or nothing.  When every
 * seat has played its turn in the last round, the highest total wins and
 * equal totals share the win.
 *
 * Actions: "roll DICE" (the throw, dice as digits in the order thrown),
 * "keep DD" (set the pair aside before the second throw) and "stop"
 * (decline the second throw).  The referee works out every score.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players.
 *  - The second throw is the player's choice: after a pair the turn ends
 *    with either "keep" and a throw of three dice, or "stop", which
 *    scores nothing.  "keep" names the pair, so that with two pairs the
 *    player chooses which one stays.
 *  - After the second throw the five dice score by their largest group
 *    of one value, whether or not it is the kept pair's (kept 22 and a
 *    throw of 555 is three 5s: 3).
 *  - Once kept, the pair stays: "stop" after "keep" is refused.
 *
 * Data model: struct tom, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur
 * needs next, its dice the dice of the throw due (none while a pair
 * waits for keep or stop), its throws those of the turn; thrown[] is
 * the first throw of the turn, kept the value of the kept pair;
 * t.total[] the points of each seat.
 * hist[] keeps the last TOM_HIST finished turns (seat, how the turn
 * ended, the group it scored with, the mover's total after it) for the
 * score sheet and the refusals after a turn; base[] holds the totals
 * before the oldest kept turn.
 *
 * Invariants: only the mover's total changes in a turn, once, when the
 * turn ends; t.turns counts the finished turns and the game is over
 * (phase T_OVER) exactly when it is rounds times the seats; seat cur
 * plays turn number t.turns + 1; a refused action leaves the state
 * untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define TOM_DICE	5
#define TOM_AGAIN	3	/* dice of the second throw */
#define TOM_HIST	720
#define NSEATS		SESSION_PLAYERS_MAX
#define ACTIONS		"the actions are roll, keep and stop"

enum tom_opt {
	O_ROUNDS
};

static const struct game_opt tom_opts[] = {
	{ "rounds", OPT_INT, 1, 10000, 5,
	    "the number of rounds: each seat plays one turn a round", 0,
	    { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_PAIR = T_GAME,	/* a pair is throw 1's best: keep or stop */
	PH_KEPT			/* a pair is kept: throw the other three */
};

/* How a finished turn ended. */
enum how {
	H_KIND,			/* three of a kind or better: points */
	H_NOMATCH,		/* the first throw had no two dice alike */
	H_STOP,			/* a pair, and the second throw declined */
	H_MISS			/* the second throw made no three of a kind */
};

/* A turn that scored nothing: its label on the sheet, and its end in
 * the refusal of an action after it. */
static const char *const nothing[][2] = {
	[H_NOMATCH] = { "no pair", "no two dice of its throw were alike" },
	[H_STOP] = { "pair, stop", "it stopped on a pair" },
	[H_MISS] = { "pair, missed", "its second throw made no three of a "
	    "kind" }
};

struct tom_row {
	int64_t		total;		/* the mover's total after the turn */
	unsigned char	seat, how;
	unsigned char	count, value;	/* H_KIND: the group that scored */
};

struct tom {
	struct turn	t;
	unsigned char	kept;		/* PH_KEPT: the pair's value */
	unsigned char	thrown[TOM_DICE]; /* the turn's first throw */
	int		rounds;
	int64_t		base[NSEATS];	/* totals before hist[0] */
	unsigned	nhist;
	struct tom_row	hist[TOM_HIST];
};

_Static_assert(sizeof(struct tom) <= GAME_STATE_MAX, "three-or-more state");

static const char *const kind_word[] = {
	"", "one", "two", "three", "four", "five"
};

/* The points of n dice of a kind, by n. */
static const int kind_points[TOM_DICE + 1] = { 0, 0, 0, 3, 6, 12 };

/* How many dice of value v are in d[0..n). */
static unsigned
count_of(const unsigned char *d, size_t n, unsigned v)
{
	unsigned k = 0;
	size_t i;

	for (i = 0; i < n; i++)
		k += d[i] == v;
	return k;
}

/* The largest group of one value among d[0..n): its size, and its value
 * in *value (the higher value when two groups are as large). */
static unsigned
best_group(const unsigned char *d, size_t n, unsigned *value)
{
	unsigned v, c, best = 0;

	*value = 0;
	for (v = 1; v <= 6; v++)
		if ((c = count_of(d, n, v)) >= best && c > 0) {
			best = c;
			*value = v;
		}
	return best;
}

/* The values of the pairs of the first throw, in p[], lowest first: how
 * many there are (1 or 2). */
static unsigned
pairs(const struct tom *t, unsigned p[2])
{
	unsigned v, np = 0;

	for (v = 1; v <= 6; v++)
		if (count_of(t->thrown, TOM_DICE, v) == 2)
			p[np++] = v;
	return np;
}

/* The turn of cur ends as how says, scoring with count dice of value;
 * the sheet keeps it. */
static void
end_of_turn(struct tom *t, enum how how, unsigned count, unsigned value)
{
	unsigned s = t->t.cur;

	t->t.total[s] += how == H_KIND ? kind_points[count] : 0;
	if (t->nhist == TOM_HIST) {
		t->base[t->hist[0].seat] = t->hist[0].total;
		memmove(t->hist, t->hist + 1, (TOM_HIST - 1) *
		    sizeof(t->hist[0]));
		t->nhist--;
	}
	t->hist[t->nhist++] = (struct tom_row){ .total = t->t.total[s],
	    .seat = (unsigned char)s, .how = (unsigned char)how,
	    .count = (unsigned char)count, .value = (unsigned char)value };
	t->kept = 0;
	t->t.dice = TOM_DICE;
	turn_pass(&t->t);
	if (t->t.turns >= (unsigned long)t->rounds * t->t.n)
		t->t.phase = T_OVER;
}

static int
tom_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct tom *t = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Three or More is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(t, 0, sizeof(*t));
	turn_init(&t->t, n, TOM_DICE);
	t->rounds = v != NULL ? v->val[O_ROUNDS] : tom_opts[O_ROUNDS].def;
	return 0;
}

static void
tom_why(const void *st, char why[256])
{
	const struct tom *t = st;

	if (t->rounds == 1)
		snprintf(why, 256, "the one round is complete");
	else
		snprintf(why, 256, "all %d rounds are complete", t->rounds);
}

/* Why no action can come now: the turn is over. */
static int
tom_ready(const void *st, struct game_err *e)
{
	const struct tom *t = st;
	const struct tom_row *r = &t->hist[t->nhist > 0 ? t->nhist - 1 : 0];

	if (t->t.phase != T_WAIT)
		return 0;
	if (t->nhist == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	if (r->how == H_KIND)
		return game_errf(e, 0, 0, 0, "the turn is over: its %s %us "
		    "scored %d", kind_word[r->count], r->value,
		    kind_points[r->count]);
	return game_errf(e, 0, 0, 0, "the turn is over: %s",
	    nothing[r->how][1]);
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct tom *t = st;
	unsigned char d[TOM_DICE];
	size_t nd, want = t->t.dice;
	unsigned wi, count, value, p[2];

	if (t->t.phase == PH_PAIR) {
		if (pairs(t, p) == 1)
			return game_errf(e, 0, 0, 0, "the best of the throw is "
			    "a pair: set it aside first (keep %u%u), or stop",
			    p[0], p[0]);
		return game_errf(e, 0, 0, 0, "the best of the throw is a "
		    "pair: set it aside first (keep %u%u or keep %u%u), or "
		    "stop", p[0], p[0], p[1], p[1]);
	}
	if (get_dice(a->w, a->n, d, want, &nd, &wi, ACTIONS, e) != 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %zu dice thrown after "
		    "roll", want);
	if (nd != want && t->t.phase == PH_KEPT)
		return game_errf(e, nd > want ? wi : (unsigned)a->n - 1, 0, 0,
		    "the pair of %us stays: throw the other 3 dice, not %zu",
		    t->kept, nd);
	if (nd != want)
		return game_errf(e, nd > want ? wi : (unsigned)a->n - 1, 0, 0,
		    "a throw is 5 dice, not %zu", nd);
	action_dice(a->canon, "roll", d, nd);
	t->t.throws++;

	/* the second throw scores with the pair beside it */
	if (t->t.phase == PH_KEPT)
		d[TOM_AGAIN] = d[TOM_AGAIN + 1] = t->kept;
	count = best_group(d, TOM_DICE, &value);
	if (count >= 3)
		end_of_turn(t, H_KIND, count, value);
	else if (t->t.phase == PH_KEPT)
		end_of_turn(t, H_MISS, count, value);
	else if (count < 2)
		end_of_turn(t, H_NOMATCH, count, value);
	else {
		memcpy(t->thrown, d, TOM_DICE);
		t->t.phase = PH_PAIR;
		t->t.dice = 0;
	}
	return 0;
}

static int
act_keep(void *st, struct act *a, struct game_err *e)
{
	struct tom *t = st;
	unsigned char d[2];
	size_t nd;
	unsigned wi;

	if (t->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to keep: throw first");
	if (t->t.phase == PH_KEPT)
		return game_errf(e, 0, 0, 0, "the pair of %us is kept already: "
		    "throw the other 3 dice", t->kept);
	if (get_dice(a->w, a->n, d, 2, &nd, &wi, ACTIONS, e) != 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the pair kept after keep");
	if (nd != 2)
		return game_errf(e, nd > 2 ? wi : (unsigned)a->n - 1, 0, 0,
		    "keep sets aside a pair: 2 dice, not %zu", nd);
	if (d[0] != d[1])
		return game_errf(e, 1, 0, 0, "keep sets aside a pair: %u and "
		    "%u differ", d[0], d[1]);
	if (count_of(t->thrown, TOM_DICE, d[0]) != 2)
		return game_errf(e, 1, 0, 0, "the throw %u%u%u%u%u has no pair "
		    "of %us", t->thrown[0], t->thrown[1], t->thrown[2],
		    t->thrown[3], t->thrown[4], d[0]);
	t->kept = d[0];
	t->t.phase = PH_KEPT;
	t->t.dice = TOM_AGAIN;
	action_dice(a->canon, "keep", d, 2);
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct tom *t = st;

	(void)a;
	if (t->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to stop: a turn begins "
		    "with a throw");
	if (t->t.phase == PH_KEPT)
		return game_errf(e, 0, 0, 0, "the pair of %us is kept: throw "
		    "the other 3 dice", t->kept);
	end_of_turn(t, H_STOP, 2, 0);
	return 0;
}

/* roll and keep read their own dice, for their own refusals; -l lists
 * the throw due and tries every pair to keep */
static const struct verb tom_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "keep", ACT_DICE_WORDS, act_keep, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

/* -p: the turn's throws and its first throw's dice, a kept pair aside
 * (a turn scores only as it ends: it has no turn points). */
static void
tom_view(const void *st, struct session_view *v)
{
	const struct tom *t = st;
	int open = t->t.phase == PH_PAIR || t->t.phase == PH_KEPT;
	unsigned i;

	v->throws = t->t.throws;
	v->has_dice = 1;
	for (i = 0; i < TOM_DICE && open; i++)
		if (t->thrown[i] == t->kept && v->naside < 2)
			v->aside[v->naside++] = t->kept;
		else
			v->show[v->nshow++] = t->thrown[i];
}

static int
tom_end_turn(void *st, struct game_err *e)
{
	struct tom *t = st;

	switch (t->t.phase) {
	case T_OPEN:
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws five dice");
	case PH_PAIR:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "after a pair, keep it and throw again, or stop");
	case PH_KEPT:
		return game_errf(e, 0, 0, 0, "the turn before is not over: the "
		    "3 dice beside its kept pair are not thrown");
	default:
		return 0;
	}
}

/*
 * The score sheet: a row per finished turn with what it scored and
 * every player's running total, then the turn in progress and the
 * status.
 */

/* Turn i of the sheet, for sheet_totals. */
static void
tom_row_of(const void *ctx, size_t i, const int64_t *run, unsigned *seat,
    int64_t *total, char label[32])
{
	const struct tom_row *r = &((const struct tom *)ctx)->hist[i];
	size_t n;

	(void)run;
	*seat = r->seat;
	*total = r->total;
	/* without snprintf: the sheet asks twice per diagram */
	if (r->how == H_KIND) {
		n = strlen(kind_word[r->count]);
		memcpy(label, kind_word[r->count], n);
		label[n++] = ' ';
		n += unum_format(label + n, r->value);
		label[n++] = 's';
		label[n++] = ' ';
		label[n++] = '+';
		num_format(label + n, kind_points[r->count]);
	} else
		memcpy(label, nothing[r->how][0], strlen(nothing[r->how][0]) +
		    1);
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tom *t = st;
	unsigned long first = t->t.turns - t->nhist + 1;
	int rc = sheet_title(b, "Three or More", &t->t);

	rc |= buf_printf(b, "Round %lu of %d.\n", t->t.phase == T_OVER ?
	    (unsigned long)t->rounds : t->t.turns / t->t.n + 1, t->rounds);
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);
	return rc | sheet_totals(b, nm, t->t.n, t->base, t->nhist, first,
	    tom_row_of, t);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tom *t = st;
	const char *who = nm->s[t->t.cur];
	unsigned long w;
	unsigned p[2];
	char why[256];
	int rc = 0;

	if (t->t.phase == T_OVER) {
		w = turn_winners(&t->t, 1);
		tom_why(t, why);
		rc |= buf_printf(b, "The game is over: %s.\n", why);
		return rc | sheet_winners(b, nm, t->t.n, w, t->t.total);
	}
	if (t->t.phase == PH_PAIR && pairs(t, p) == 1)
		rc |= buf_printf(b, "%s's turn: a pair of %us; keep it and "
		    "throw again, or stop.\n", who, p[0]);
	else if (t->t.phase == PH_PAIR)
		rc |= buf_printf(b, "%s's turn: pairs of %us and %us; keep one "
		    "and throw again, or stop.\n", who, p[0], p[1]);
	else if (t->t.phase == PH_KEPT)
		rc |= buf_printf(b, "%s's turn: %u%u kept; throw the other 3 "
		    "dice.\n", who, t->kept, t->kept);
	return rc | sheet_to_play(b, who);
}

static int
tom_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct tom *)st)->t.n, st, sheet,
	    status);
}

static const struct session_ops tom_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = tom_init,
	.begin_turn = turn_begin,
	.end_turn = tom_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = tom_why,
	.verbs = tom_verbs,
	.ready = tom_ready,
	.view = tom_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form tom_forms[] = {
	{ "roll DICE", "roll 24243",
	    "throw five dice, or the three beside a kept pair" },
	{ "keep DICE", "keep 44",
	    "after a pair, keep it and throw the other three" },
	{ "stop", "stop", "after a pair, end the turn scoring nothing" },
	{ NULL, NULL, NULL }
};

const struct game game_three_or_more = {
	.id = "three-or-more",
	.name = "Three or More",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = tom_opts,
	.forms = tom_forms,
	.state_size = sizeof(struct tom),
	.render = tom_render,
	.session = &tom_session,
};
