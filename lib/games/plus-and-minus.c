/*
 * plus-and-minus: Plus and Minus, a dice session for any number of seats
 * with five dice, played over a set number of rounds (5; Variant
 * "rounds=N").
 *
 * A turn is four throws, of 5, 3, 2 and 1 dice.  From the first throw
 * the player sets two dice aside and adds them; from the second (the
 * three dice left) one die, which is subtracted; from the third (two
 * dice) one die, which is added; the fourth throw is of the last die,
 * and it is subtracted.  What results is the turn's score; the turn
 * starts from nothing.  When every seat has played its turn in the last
 * round, the highest total wins and equal totals share the win.
 *
 * Actions: "roll DICE" (a throw, its dice as digits in the order thrown)
 * and "keep DICE" (the dice set aside from the throw just made: 2, then
 * 1, then 1), each read by its handler for refusals in the game's terms.
 * The referee works out the rest: which dice are left for the next
 * throw, the sign of each kept die, the last die's subtraction, the end
 * of the turn and of the game.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players.
 *  - Which dice are kept is the player's choice: any dice of the throw,
 *    not necessarily the best ones.  The referee only checks that the
 *    throw shows them.
 *  - The last die is subtracted by the referee: no keep is written after
 *    the fourth throw, and one is refused (the turn is over).
 *  - Every throw is of exactly the dice left (5, 3, 2, then 1); a throw
 *    of more or fewer is refused.  So is the rule page's worked example,
 *    whose second throw has four dice when three are left.
 *  - The turn's running score is on the player's sheet as it goes, as
 *    the rule page keeps it: the player's total includes a turn in
 *    progress, which may be below zero (the score can be negative).
 *  - "stop" is recognised only to be refused: a turn is all four throws.
 *
 * Data model: struct pm, plain data, beginning with the session layer's
 * turn (session.h): its phase is T_WAIT before a turn, T_OPEN during
 * one, T_OVER at the end of the game; its dice are those of the throw
 * due (none while a keep is), its hand those the last throw's keep
 * takes (the size of the sets -l tries), its throws and points the
 * turn's so far, its turns the turns finished.  now is the turn of
 * seat cur in progress (or, in T_WAIT, the last one finished): its
 * throws' dice one after the other in d[] (5, 3, 2 and 1 of them), and
 * the dice kept in kept[] (2 added, 1 subtracted, 1 added, then the
 * last die subtracted).  t.total[] is every seat's total, the turn in
 * progress included.  hist[] keeps the last PM_HIST finished turns for
 * the score sheet.
 *
 * Invariants: during a turn, now.nkept <= now.nthrows <= now.nkept + 1:
 * a throw is due when they are equal, a keep when the throw is ahead;
 * the fourth throw's die is kept at once, so a turn ends with 4 throws
 * and 4 keeps.  Only the mover's total changes in a turn.  The game is
 * over (phase T_OVER) exactly when turns is rounds times the seats.  A
 * refused action leaves the state untouched: every check comes before
 * the first change.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define PM_DICE		5
#define PM_THROWS	4
#define PM_THROWN	11	/* 5 + 3 + 2 + 1 dice over a turn */
#define PM_HIST		480
#define NSEATS		SESSION_PLAYERS_MAX

enum pm_opt {
	O_ROUNDS
};

static const struct game_opt pm_opts[] = {
	{ "rounds", OPT_INT, 1, 10000, 5,
	    "the number of rounds: each seat plays one turn a round", 0,
	    { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

/* Throw k of a turn: its dice, where they start in d[], the dice kept
 * from it, where those start in kept[], and their sign. */
static const unsigned char throw_dice[PM_THROWS] = { 5, 3, 2, 1 };
static const unsigned char throw_at[PM_THROWS] = { 0, 5, 8, 10 };
static const unsigned char keep_dice[PM_THROWS] = { 2, 1, 1, 1 };
static const unsigned char keep_at[PM_THROWS] = { 0, 2, 3, 4 };
static const int keep_sign[PM_THROWS] = { 1, -1, 1, -1 };
static const char *const ordinal[PM_THROWS] = {
	"first", "second", "third", "fourth"
};

/* One turn, for the score sheet and the turn in progress. */
struct pm_turn {
	int64_t		total;		/* the mover's total after it */
	uint32_t	turn;		/* the turn's number, from 1 */
	unsigned char	seat;
	unsigned char	nthrows;	/* throws made, 0 to 4 */
	unsigned char	nkept;		/* throws kept from, 0 to 4 */
	unsigned char	d[PM_THROWN];	/* the throws, one after the other */
	unsigned char	kept[PM_DICE];	/* +2 dice, -1, +1, -the last */
};

struct pm {
	struct turn	t;		/* t.dice: 0 while a keep is due */
	int		rounds;
	struct pm_turn	now;
	unsigned	nhist;
	struct pm_turn	hist[PM_HIST];
};

_Static_assert(sizeof(struct pm) <= GAME_STATE_MAX, "plus-and-minus state");

/* n dice as digits, in out (at least n + 1 bytes). */
static void
digits(const unsigned char *d, unsigned n, char *out)
{
	unsigned i;

	for (i = 0; i < n; i++)
		out[i] = (char)('0' + d[i]);
	out[i] = '\0';
}

/* The dice of throw k of t as digits, in out (at least 6 bytes). */
static void
throw_text(const struct pm_turn *t, unsigned k, char *out)
{
	digits(t->d + throw_at[k], throw_dice[k], out);
}

/* What the first m keeps of t add up to: the turn's score once they are
 * made. */
static int
kept_sum(const struct pm_turn *t, unsigned m)
{
	unsigned j, i;
	int sum = 0;

	for (j = 0; j < m && j < PM_THROWS; j++)
		for (i = 0; i < keep_dice[j]; i++)
			sum += keep_sign[j] * t->kept[keep_at[j] + i];
	return sum;
}

/* The dice in kept[] from throw k go on the sheet: the mover's total
 * takes them with their sign.  The last ends the turn. */
static void
apply_keep(struct pm *p, unsigned k)
{
	p->t.total[p->t.cur] += kept_sum(&p->now, k + 1) - p->t.points;
	p->t.points = kept_sum(&p->now, k + 1);
	p->now.nkept = (unsigned char)(k + 1);
	p->now.total = p->t.total[p->t.cur];
	p->t.dice = k + 1 < PM_THROWS ? throw_dice[k + 1] : PM_DICE;
	if (k + 1 < PM_THROWS)
		return;
	if (p->nhist == PM_HIST) {
		memmove(p->hist, p->hist + 1, (PM_HIST - 1) *
		    sizeof(p->hist[0]));
		p->nhist--;
	}
	p->hist[p->nhist++] = p->now;
	turn_pass(&p->t);
	if (p->t.turns >= (unsigned long)p->rounds * p->t.n)
		p->t.phase = T_OVER;
}

static int
pm_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct pm *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Plus and Minus is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, PM_DICE);
	p->rounds = v != NULL ? v->val[O_ROUNDS] : pm_opts[O_ROUNDS].def;
	return 0;
}

static void
pm_why(const void *st, char why[256])
{
	const struct pm *p = st;

	if (p->rounds == 1)
		snprintf(why, 256, "the one round is complete");
	else
		snprintf(why, 256, "all %d rounds are complete", p->rounds);
}

/* Why no action can come now: no turn has begun, or it is over. */
static int
pm_ready(const void *st, struct game_err *e)
{
	const struct pm *p = st;

	if (p->t.phase == T_OPEN)
		return 0;
	if (p->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return game_errf(e, 0, 0, 0, "the turn is over: its last die, a %u, "
	    "was subtracted; it scored %d", p->now.kept[PM_DICE - 1],
	    kept_sum(&p->now, PM_THROWS));
}

/* The word of w[1..n) in which die i of an action is written. */
static unsigned
die_word(const struct word *w, size_t n, size_t i)
{
	size_t k, j;

	for (k = 1; k < n; k++)
		for (j = 0; j < w[k].len; j++)
			if (w[k].s[j] != ',' && i-- == 0)
				return (unsigned)k;
	return 0;
}

/* The dice of a roll or keep, the first want of them in a->d. */
static int
read_dice(struct act *a, unsigned want, unsigned *wi, struct game_err *e)
{
	return get_dice(a->w, a->n, a->d, want, &a->nd, wi, "the actions are "
	    "roll and keep", e);
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct pm *p = st;
	unsigned wi, k = p->now.nthrows, want = throw_dice[k];
	char thrown[PM_DICE + 1];
	size_t nd;

	if (k > p->now.nkept) {
		throw_text(&p->now, k - 1, thrown);
		return game_errf(e, 0, 0, 0, "keep %u %s of the throw %s first: "
		    "%s %s", keep_dice[k - 1], die_noun(keep_dice[k - 1]),
		    thrown, keep_dice[k - 1] == 1 ? "it is" : "they are",
		    keep_sign[k - 1] > 0 ? "added" : "subtracted");
	}
	if (read_dice(a, want, &wi, e) != 0)
		return -1;
	nd = a->nd;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown after "
		    "roll", want, die_noun(want));
	if (nd != want && k == 0)
		return game_errf(e, nd > want ? wi : (unsigned)a->n - 1, 0, 0,
		    "the first throw is of all 5 dice, not %zu", nd);
	if (nd > want)
		return game_errf(e, wi, 0, 0, "only %u %s %s left, %zu %s "
		    "thrown", want, die_noun(want), is_are(want), nd,
		    was_were(nd));
	if (nd < want)
		return game_errf(e, (unsigned)a->n - 1, 0, 0, "%u %s %s left, "
		    "only %zu %s thrown: every die left is thrown", want,
		    die_noun(want), is_are(want), nd, was_were(nd));
	action_dice(a->canon, "roll", a->d, nd);
	memcpy(p->now.d + throw_at[k], a->d, want);
	p->now.nthrows = p->t.throws = (unsigned char)(k + 1);
	p->t.dice = 0;
	p->t.hand = keep_dice[k];
	if (k == PM_THROWS - 1) {
		/* the last die: subtracted without a keep */
		p->now.kept[keep_at[k]] = a->d[0];
		apply_keep(p, k);
	}
	return 0;
}

static int
act_keep(void *st, struct act *a, struct game_err *e)
{
	struct pm *p = st;
	unsigned have[7] = { 0 }, want[7] = { 0 };
	unsigned wi, k = p->now.nthrows, need, i;
	char thrown[PM_DICE + 1], kept[PM_DICE + 1];

	if (k == 0)
		return game_errf(e, 0, 0, 0, "nothing to keep: throw first");
	throw_text(&p->now, --k, thrown);	/* keep from throw k */
	need = keep_dice[k];
	if (k + 1 == p->now.nkept) {
		digits(p->now.kept + keep_at[k], need, kept);
		return game_errf(e, 0, 0, 0, "%s is kept from the throw %s "
		    "already: throw the %u %s left", kept, thrown,
		    throw_dice[k + 1], die_noun(throw_dice[k + 1]));
	}
	if (read_dice(a, need, &wi, e) != 0)
		return -1;
	if (a->nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s kept after keep",
		    need, die_noun(need));
	if (a->nd != need)
		return game_errf(e, a->nd > need ? wi : (unsigned)a->n - 1, 0,
		    0, "from the %s throw %u %s %s kept, not %zu", ordinal[k],
		    need, die_noun(need), is_are(need), a->nd);
	for (i = 0; i < throw_dice[k]; i++)
		have[p->now.d[throw_at[k] + i]]++;
	for (i = 0; i < need; i++) {
		if (++want[a->d[i]] <= have[a->d[i]])
			continue;
		return game_errf(e, die_word(a->w, a->n, i), 0, 0, "the throw "
		    "%s has %s %u", thrown, have[a->d[i]] == 0 ? "no" :
		    "only one", a->d[i]);
	}
	action_dice(a->canon, "keep", a->d, need);
	memcpy(p->now.kept + keep_at[k], a->d, need);
	apply_keep(p, k);
	return 0;
}

/* stop is read as an action so that it is refused with a reason */
static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	(void)a;
	return game_errf(e, 0, 0, 0, "no stopping in Plus and Minus: a turn "
	    "is all four throws");
}

/* -p: the turn's throws and score so far (the turn keeps them); showing
 * the dice of its last throw not kept from it, aside the dice kept */
static void
pm_view(const void *st, struct session_view *v)
{
	const struct pm *p = st;
	const struct pm_turn *t = &p->now;
	int left[7] = { 0 };
	unsigned k = t->nthrows, i;

	turn_view(st, v);
	v->has_dice = 1;
	if (p->t.phase != T_OPEN || k-- == 0)
		return;
	v->naside = keep_at[t->nkept];
	memcpy(v->aside, t->kept, v->naside);
	if (k < t->nkept)	/* kept from the last throw: not showing */
		for (i = keep_at[k]; i < v->naside; i++)
			left[t->kept[i]]++;
	for (i = throw_at[k]; i < throw_at[k] + throw_dice[k]; i++)
		if (left[t->d[i]]-- <= 0)
			v->show[v->nshow++] = t->d[i];
}

static const struct verb pm_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "keep", ACT_DICE_WORDS, act_keep, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
pm_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct pm *p = st;

	memset(&p->now, 0, sizeof(p->now));
	p->now.turn = (uint32_t)(p->t.turns + 1);
	p->now.seat = (unsigned char)seat;
	p->now.total = p->t.total[seat];
	return turn_begin(st, seat, e);
}

static int
pm_end_turn(void *st, struct game_err *e)
{
	struct pm *p = st;
	unsigned k = p->now.nthrows;
	char thrown[PM_DICE + 1];

	if (p->t.phase != T_OPEN)
		return 0;
	if (k == 0)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws four times");
	if (k > p->now.nkept) {
		throw_text(&p->now, k - 1, thrown);
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "nothing is kept from its throw %s", thrown);
	}
	return game_errf(e, 0, 0, 0, "the turn before is not over: %u %s %s "
	    "left to throw", throw_dice[k], die_noun(throw_dice[k]),
	    is_are(throw_dice[k]));
}

/*
 * The score sheet, as the rule page keeps it: a row per throw with the
 * dice thrown, the dice kept with their sign, the turn's score so far
 * and the player's total; the turn's number and player on its first
 * row.  Then every total and the status.
 */

/* The kept dice of throw k of t with their sign ("+6+5", "-3"), or ""
 * when nothing is kept from it yet. */
static void
kept_text(const struct pm_turn *t, unsigned k, char *out)
{
	unsigned i, len = 0;

	for (i = 0; k < t->nkept && i < keep_dice[k]; i++) {
		out[len++] = keep_sign[k] > 0 ? '+' : '-';
		out[len++] = (char)('0' + t->kept[keep_at[k] + i]);
	}
	out[len] = '\0';
}

/* The width of the Total column for the rows of t, at least 5. */
static size_t
total_width(const struct pm_turn *t)
{
	int64_t before = t->total - kept_sum(t, t->nkept);
	char num[32];
	size_t w, best = 5;
	unsigned k;

	for (k = 1; k <= t->nkept; k++) {
		w = num_format(num,
		    (long long)(before + kept_sum(t, k)));
		if (w > best)
			best = w;
	}
	return best;
}

static int
turn_rows(const struct pm_turn *t, const struct sheet_names *nm,
    size_t wturn, size_t wname, size_t wtot, struct buf *b)
{
	char num[32], thrown[PM_DICE + 1], kept[2 * PM_DICE + 1];
	int64_t before = t->total - kept_sum(t, t->nkept);
	unsigned k;
	int rc = 0;

	for (k = 0; k < t->nthrows; k++) {
		unum_format(num, (unsigned long)t->turn);
		rc |= sheet_cell(b, k == 0 ? num : "", wturn, 1, 1);
		rc |= sheet_cell(b, k == 0 ? nm->s[t->seat] : "", wname, 0,
		    0);
		rc |= sheet_pad(b, wname - (k == 0 ?
		    sheet_cols(nm->s[t->seat]) : 0));
		throw_text(t, k, thrown);
		rc |= sheet_cell(b, thrown, 0, 0, 0);
		rc |= sheet_pad(b, 6 - strlen(thrown));
		kept_text(t, k, kept);
		rc |= sheet_cell(b, kept, 0, 0, 0);
		rc |= sheet_pad(b, 4 - strlen(kept));
		if (k < t->nkept) {
			rc |= sheet_num(b, kept_sum(t, k + 1), 5, 1, 0);
			rc |= sheet_num(b, (long long)(before +
			    kept_sum(t, k + 1)), wtot, 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct pm *p = st;
	unsigned long first = p->t.turns - p->nhist + 1, round;
	size_t wturn = 4, wname = 6, wtot = 5, c, i;
	char num[32];
	unsigned s;
	int rc = sheet_title(b, "Plus and Minus", &p->t);
	int open = p->t.phase == T_OPEN;

	round = p->t.phase == T_OVER ? (unsigned long)p->rounds :
	    p->t.turns / p->t.n + 1;
	rc |= buf_printf(b, "Round %lu of %d.\n", round, p->rounds);
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);

	unum_format(num, p->t.turns + 1);
	if (strlen(num) > wturn)
		wturn = strlen(num);
	for (s = 0; s < p->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (i = 0; i < p->nhist; i++)
		if ((c = total_width(&p->hist[i])) > wtot)
			wtot = c;
	if (open && (c = total_width(&p->now)) > wtot)
		wtot = c;

	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", wname, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Thrown  Kept", 0, 0, 0);
	rc |= sheet_cell(b, "Score", 5, 1, 0);
	rc |= sheet_cell(b, "Total", wtot, 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < p->nhist; i++)
		rc |= turn_rows(&p->hist[i], nm, wturn, wname, wtot, b);
	if (open)
		rc |= turn_rows(&p->now, nm, wturn, wname, wtot, b);
	rc |= buf_puts(b, "Totals:");
	for (s = 0; s < p->t.n; s++) {
		rc |= buf_puts(b, s == 0 ? " " : ", ");
		rc |= buf_puts(b, nm->s[s]);
		rc |= buf_putc(b, ' ');
		rc |= buf_putnum(b, (long long)p->t.total[s]);
		}
	return rc | buf_puts(b, ".\n");
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct pm *p = st;
	const struct pm_turn *t = &p->now;
	unsigned long w;
	char why[256], thrown[PM_DICE + 1];
	unsigned k = t->nthrows;
	int rc = 0;

	if (p->t.phase == T_OPEN && k > 0) {
		if (k > t->nkept) {
			throw_text(t, k - 1, thrown);
			rc |= buf_printf(b, "%s's turn: %d so far; keep %u "
			    "%s of %s, to %s.\n", nm->s[p->t.cur],
			    kept_sum(t, t->nkept), keep_dice[k - 1],
			    die_noun(keep_dice[k - 1]), thrown,
			    keep_sign[k - 1] > 0 ? "add" : "subtract");
		} else
			rc |= buf_printf(b, "%s's turn: %d so far; throw the "
			    "%u %s left.\n", nm->s[p->t.cur], kept_sum(t,
			    t->nkept), throw_dice[k], die_noun(throw_dice[k]));
	}
	if (p->t.phase != T_OVER)
		return rc | sheet_to_play(b, nm->s[p->t.cur]);
	w = turn_winners(&p->t, 1);
	pm_why(p, why);
	rc |= buf_printf(b, "The game is over: %s.\n", why);
	return rc | sheet_winners(b, nm, p->t.n, w, p->t.total);
}

static int
pm_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct pm *)st)->t.n, st, sheet,
	    status);
}

static const struct session_ops pm_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = pm_init,
	.begin_turn = pm_begin_turn,
	.end_turn = pm_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = pm_why,
	.verbs = pm_verbs,
	.write = "roll or keep",
	.ready = pm_ready,
	.view = pm_view,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * stop, only ever refused, has none.
 */
static const struct game_form pm_forms[] = {
	{ "roll DICE", "roll 65221",
	    "throw the dice left: 5, then 3, 2 and 1" },
	{ "keep DICE", "keep 65",
	    "set aside 2, 1, then 1 dice: plus, minus, plus" },
	{ NULL, NULL, NULL }
};

const struct game game_plus_and_minus = {
	.id = "plus-and-minus",
	.name = "Plus and Minus",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = pm_opts,
	.forms = pm_forms,
	.state_size = sizeof(struct pm),
	.render = pm_render,
	.session = &pm_session,
};
