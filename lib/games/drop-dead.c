/*
 * drop-dead: Drop Dead, a dice session for any number of seats with five
 * dice.
 *
 * A turn starts with all five dice alive.  The player throws every live
 * die.  A throw showing no 2 and no 5 scores the total of its dice; a
 * throw showing a 2 or a 5 scores nothing, and its 2s and 5s are dead:
 * they leave the turn.  The player throws what is still alive, again and
 * again, until the last die turns up a 2 or a 5 (the player "drops
 * dead"); then the next seat plays.  When every seat has had its turn
 * in each of the rounds (1, or N with the Variant option "rounds=N") the
 * highest total wins, equal totals sharing.
 *
 * Actions: "roll DICE" only, the dice as digits in the order thrown, as
 * many as are alive.  The referee works out the rest: which dice die,
 * what each throw scores, when the turn and the game end.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players.
 *  - The points of a throw are the player's as soon as it is thrown: a
 *    later throw with a 2 or a 5 scores nothing but takes nothing back
 *    (the rule page's running tally, and its example, read this way).
 *  - A throw of the wrong number of dice is refused, whichever way it is
 *    wrong; so is a record of the rule page's worked example, whose
 *    second throw has three dice when only two are alive.
 *  - "stop" is recognised only to be refused: a turn cannot end while a
 *    die is alive.
 *
 * Data model: struct dd, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs next,
 * its dice are the dice still alive (the throw due), its throws and
 * points those of the turn so far; dead[] the turn's dead dice as they
 * died; t.total[] every seat's total, the turn in progress included.
 * hist[] keeps the last DD_HIST throws (turn number, seat, dice, the
 * mover's total after it) for the score sheet; thrown counts them all.
 *
 * Invariants: 1 <= t.dice <= 5 while the game is not over (5 between
 * turns); only the mover's total changes in a turn; phase is T_OVER
 * exactly when every seat has had rounds turns, which is when
 * the game is over; a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define DD_DICE		5
#define DD_HIST		512
#define NSEATS		SESSION_PLAYERS_MAX

enum dd_opt {
	O_ROUNDS
};

static const struct game_opt dd_opts[] = {
	{ "rounds", OPT_INT, 1, 1000, 1,
	    "every player has N turns", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_ROLLING = T_GAME	/* thrown, some dice still alive */
};

/* One throw, for the score sheet. */
struct dd_row {
	int64_t		total;		/* the mover's total after it */
	uint32_t	turn;		/* the turn's number, from 1 */
	unsigned char	seat, n;	/* who threw, how many dice */
	unsigned char	d[DD_DICE];	/* the dice in the order thrown */
};

struct dd {
	struct turn	t;		/* t.dice: the dice alive */
	int		rounds;
	unsigned char	dead[DD_DICE];	/* DD_DICE - t.dice of them */
	unsigned long	thrown;		/* throws made, all turns */
	unsigned	nhist;
	struct dd_row	hist[DD_HIST];
};

_Static_assert(sizeof(struct dd) <= GAME_STATE_MAX, "drop-dead state");

static int
is_dead(unsigned char d)
{
	return d == 2 || d == 5;
}

/* What a throw scores: its total, or nothing when a die of it died. */
static int
throw_points(const unsigned char *d, size_t n)
{
	size_t i;
	int sum = 0;

	for (i = 0; i < n; i++) {
		if (is_dead(d[i]))
			return 0;
		sum += d[i];
	}
	return sum;
}

static void
push_row(struct dd *p, const unsigned char *d, size_t n)
{
	struct dd_row *r;

	if (p->nhist == DD_HIST) {
		memmove(p->hist, p->hist + 1, (DD_HIST - 1) *
		    sizeof(p->hist[0]));
		p->nhist--;
	}
	r = &p->hist[p->nhist++];
	memset(r, 0, sizeof(*r));
	r->total = p->t.total[p->t.cur];
	r->turn = (uint32_t)(p->t.turns + 1);
	r->seat = p->t.cur;
	r->n = (unsigned char)n;
	memcpy(r->d, d, n);
	p->thrown++;
}

static int
dd_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct dd *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Drop Dead is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, DD_DICE);
	p->rounds = v != NULL ? v->val[O_ROUNDS] : dd_opts[O_ROUNDS].def;
	return 0;
}

static void
dd_why(const void *st, char why[256])
{
	const struct dd *p = st;

	snprintf(why, 256, "every player has had %d %s", p->rounds,
	    p->rounds == 1 ? "turn" : "turns");
}

/* Why no action can come now: the turn is over. */
static int
dd_ready(const void *st, struct game_err *e)
{
	const struct dd *p = st;

	if (p->t.phase != T_WAIT)
		return 0;
	if (p->t.turns > 0)
		return game_errf(e, 0, 0, 0, "the turn is over: every die is "
		    "dead");
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

/*
 * roll: the throw is read here rather than by the layer (the verb is
 * ACT_THROW_WORDS, listed as the throw due) for the game's own words: a
 * throw counted against the dice alive, and a word joining it told that
 * "the one action is roll", stop being a verb only to be refused.
 */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct dd *p = st;
	unsigned alive = p->t.dice, extra;
	size_t i;
	int pts;

	if (get_dice(a->w, a->n, a->d, alive, &a->nd, &extra,
	    "the one action is roll", e) < 0)
		return -1;
	if (a->nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u live %s thrown "
		    "after roll", alive, die_noun(alive));
	if (a->nd != alive)
		return game_errf(e, a->nd > alive ? extra : (unsigned)a->n - 1,
		    0, 0, a->nd > alive ? "only %u %s %s alive, %zu %s thrown" :
		    "%u %s %s alive, only %zu %s thrown: every live die is "
		    "thrown", alive, die_noun(alive), is_are(alive), a->nd,
		    was_were(a->nd));
	action_dice(a->canon, "roll", a->d, a->nd);
	pts = throw_points(a->d, a->nd);
	p->t.total[p->t.cur] += pts;
	p->t.points += pts;
	for (i = 0; i < a->nd; i++)
		if (is_dead(a->d[i]))
			p->dead[DD_DICE - p->t.dice--] = a->d[i];
	push_row(p, a->d, a->nd);
	p->t.throws++;
	p->t.phase = PH_ROLLING;
	if (p->t.dice > 0)
		return 0;
	/* dropped dead: the turn is over */
	turn_pass(&p->t);
	p->t.dice = DD_DICE;
	if (p->t.turns >= (unsigned long)p->rounds * p->t.n)
		p->t.phase = T_OVER;
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	(void)a;
	return game_errf(e, 0, 0, 0, "no stopping in Drop Dead: the turn "
	    "goes on until every die is dead");
}

/* -p: the turn's throws and points; the live dice of its last throw
 * showing, its dead dice aside. */
static void
dd_view(const void *st, struct session_view *v)
{
	const struct dd *p = st;
	const struct dd_row *r;
	unsigned i;

	turn_view(st, v);
	v->has_dice = 1;
	if (p->t.phase != PH_ROLLING)
		return;
	for (r = &p->hist[p->nhist - 1], i = 0; i < r->n; i++)
		if (!is_dead(r->d[i]))
			v->show[v->nshow++] = r->d[i];
	memcpy(v->aside, p->dead, v->naside = DD_DICE - p->t.dice);
}

static const struct verb dd_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	/* known only to be refused with the game's reason */
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
dd_end_turn(void *st, struct game_err *e)
{
	struct dd *p = st;

	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn throws until every die is dead");
	if (p->t.phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "%u %s %s still alive", p->t.dice, die_noun(p->t.dice),
		    is_are(p->t.dice));
	return 0;
}

/*
 * The score sheet, as players keep it: a row per throw with the dice,
 * the dead ones among them, what the throw scored and the thrower's
 * total; the turn's number and player on its first row.  Then every
 * total and the status.
 */

static int
sheet_rows(const struct dd *p, const struct sheet_names *nm, struct buf *b)
{
	size_t wturn = 4, wname = 6, wtot = 5, c, i, k, nd;
	char num[32], dice[DD_DICE + 1], dead[DD_DICE + 1];
	const struct dd_row *r;
	unsigned s;
	int rc = 0, head;

	for (s = 0; s < p->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (i = 0; i < p->nhist; i++) {
		if ((c = unum_format(num,
		    (unsigned long)p->hist[i].turn)) > wturn)
			wturn = c;
		if ((c = num_format(num,
		    (long long)p->hist[i].total)) > wtot)
			wtot = c;
	}
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", wname, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Thrown  Dead ", 0, 0, 0);
	rc |= sheet_cell(b, "Points", 6, 1, 0);
	rc |= sheet_cell(b, "Total", wtot, 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < p->nhist; i++) {
		r = &p->hist[i];
		head = i == 0 || p->hist[i - 1].turn != r->turn;
		unum_format(num, (unsigned long)r->turn);
		rc |= sheet_cell(b, head ? num : "", wturn, 1, 1);
		rc |= sheet_cell(b, head ? nm->s[r->seat] : "", wname, 0, 0);
		rc |= sheet_pad(b, wname - (head ?
		    sheet_cols(nm->s[r->seat]) : 0));
		for (k = 0, nd = 0; k < r->n; k++) {
			dice[k] = (char)('0' + r->d[k]);
			if (is_dead(r->d[k]))
				dead[nd++] = dice[k];
		}
		dice[r->n] = '\0';
		dead[nd] = '\0';
		rc |= buf_printf(b, "  %-6s  %-5s", dice, dead);
		rc |= sheet_num(b, throw_points(r->d, r->n), 6, 1, 0);
		rc |= sheet_num(b, (long long)r->total, wtot, 1, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct dd *p = st;
	unsigned long first = p->thrown - p->nhist + 1;
	unsigned s;
	int rc = sheet_title(b, "Drop Dead", &p->t);

	rc |= buf_printf(b, "%d %s of %d dice.\n", p->rounds, p->rounds == 1 ?
	    "round" : "rounds", DD_DICE);
	if (first > 1)
		rc |= buf_printf(b, "Throws 1 to %lu are not shown.\n",
		    first - 1);
	rc |= sheet_rows(p, nm, b);
	rc |= buf_puts(b, "Totals:");
	for (s = 0; s < p->t.n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)p->t.total[s]);
	return rc | buf_puts(b, ".\n");
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct dd *p = st;
	unsigned long w;
	int rc = 0;

	if (p->t.phase != T_OVER) {
		if (p->t.phase == PH_ROLLING)
			rc |= buf_printf(b, "%s's turn: %lld so far; %u %s "
			    "alive.\n", nm->s[p->t.cur], (long long)p->t.points,
			    p->t.dice, die_noun(p->t.dice));
		return rc | sheet_to_play(b, nm->s[p->t.cur]);
	}
	w = turn_winners(&p->t, 1);
	rc |= buf_printf(b, "Every player has had %d %s.\n", p->rounds,
	    p->rounds == 1 ? "turn" : "turns");
	return rc | sheet_winners(b, nm, p->t.n, w, p->t.total);
}

static int
dd_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct dd *)st)->t.n, st, sheet,
	    status);
}

static const struct session_ops dd_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = dd_init,
	.begin_turn = turn_begin,
	.end_turn = dd_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = dd_why,
	.verbs = dd_verbs,
	.write = "roll",
	.ready = dd_ready,
	.view = dd_view,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * stop, only ever refused, has none.
 */
static const struct game_form dd_forms[] = {
	{ "roll DICE", "roll 13346",
	    "throw the live dice: 2s and 5s die and void the throw" },
	{ NULL, NULL, NULL }
};

const struct game game_drop_dead = {
	.id = "drop-dead",
	.name = "Drop Dead",
	.kind = GAME_SESSION,
	.opts = dd_opts,
	.forms = dd_forms,
	.state_size = sizeof(struct dd),
	.render = dd_render,
	.session = &dd_session,
};
