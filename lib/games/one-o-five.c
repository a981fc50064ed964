/*
 * one-o-five: One-O-Five, a children's dice session for any number of
 * seats, each player with five dice.
 *
 * Every player works through the same six targets in order: the 1s, the
 * 2s, and so on up to the 6s.  A turn is one throw of the dice the player
 * has not yet set aside toward the current target: all five at the start
 * of a target.  The referee sets aside every die of the throw that shows
 * the target; the others are thrown again on the player's next turn.  When
 * the fifth die of a target is aside the target is complete, and the
 * player starts the next one on its next turn, with all five dice again
 * (RULINGS.md).  The first player to complete the 6s wins.
 *
 * Action: "roll DICE" only, the dice as digits in the order thrown, as
 * many as the player has left to throw, read by roll itself for its
 * refusals of a wrong count in the game's terms.  The referee works out
 * the rest: which dice are set aside, when a target is complete, the end
 * and the winner.  "keep" and "stop" are known only to be refused,
 * whenever they come: nothing is set aside by hand, and a turn ends by
 * itself after its throw.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)
 * and notation/one-o-five.md):
 *  - One to sixteen players; no options.
 *  - The game ends at once, with the throw that completes someone's 6s:
 *    the players after it in the round do not play.  So there is always
 *    exactly one winner; the others are ranked by their scores, equal
 *    scores sharing a place.
 *  - A throw is of exactly the dice left for the target; more or fewer
 *    are refused.
 *  - Only dice showing the current target are set aside: a die showing
 *    a later target counts for nothing now and is not kept for later
 *    (the throw that completes a target has no dice to spare anyway).
 *  - A player's score (RULINGS.md) is the dice set aside toward the
 *    targets: 5 for each completed target plus those aside toward the
 *    current one, so 30 for the winner.
 *
 * Data model: struct ofive, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur
 * needs next, its dice are those cur throws next (5 - aside[cur]), its
 * turns the turns finished.  target[s] is the target seat s works on (1
 * to 6, 7 once it has completed the 6s) and aside[s] the dice it has set
 * aside toward it (0 to 4).  The last throw (its seat, dice, what it set
 * aside and whether it completed a target) is kept for messages and the
 * sheet.
 *
 * Invariants: 1 <= target <= 6 and aside <= 4 for every seat until one
 * seat's target becomes 7, and then phase is T_OVER and that seat is
 * winner; a throw has exactly 5 - aside[cur] dice; only the mover's
 * target and aside change; score = 5 * (target - 1) + aside never goes
 * down; a refused action leaves the state untouched (every check comes
 * before the first change).
 */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define OF_DICE		5
#define OF_TARGETS	6
#define NSEATS		SESSION_PLAYERS_MAX

struct ofive {
	struct turn	t;		/* t.dice: 5 - aside[t.cur] */
	unsigned char	winner;
	unsigned char	target[NSEATS];	/* 1..6; 7: all complete */
	unsigned char	aside[NSEATS];	/* toward target, 0..4 */
	/* the last throw */
	unsigned char	lseat, lgot, ltarget, ldone;
	char		ld[OF_DICE + 1];	/* as digits */
};

_Static_assert(sizeof(struct ofive) <= GAME_STATE_MAX, "one-o-five state");

static int
of_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct ofive *g = st;

	(void)v;
	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "One-O-Five is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	turn_init(&g->t, n, OF_DICE);
	memset(g->target, 1, sizeof(g->target));
	return 0;
}

static void
of_why(const void *st, char why[256])
{
	(void)st;
	snprintf(why, 256, "all six targets are complete");
}

/* Always: keep and stop have their own reasons whenever they come, and
 * roll says why a turn that has thrown is over, where the layer would
 * only say that no turn has begun. */
static int
of_ready(const void *st, struct game_err *e)
{
	(void)st;
	(void)e;
	return 0;
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct ofive *g = st;
	size_t want = g->t.dice, i;
	unsigned s = g->t.cur, got = 0, wi, last = (unsigned)a->n - 1;

	if (g->t.phase == T_WAIT && g->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	if (g->t.phase == T_WAIT && g->ldone)
		return game_errf(e, 0, 0, 0, "the turn is over: a turn is one "
		    "throw, and this one threw %s, completing the %us: the %us "
		    "start on the player's next turn", g->ld, g->ltarget,
		    g->ltarget + 1u);
	if (g->t.phase == T_WAIT)
		return game_errf(e, 0, 0, 0, "the turn is over: a turn is one "
		    "throw, and this one threw %s", g->ld);
	if (get_dice(a->w, a->n, a->d, want, &a->nd, &wi,
	    "the only action is roll", e) < 0)
		return -1;
	if (a->nd == 0)
		return game_errf(e, 0, 0, 0, "write the %zu %s thrown after "
		    "roll", want, die_noun(want));
	if (a->nd != want && g->aside[s] == 0)
		return game_errf(e, a->nd > want ? wi : last, 0, 0, "a throw "
		    "is %d dice, not %zu: none is set aside toward the %us yet",
		    OF_DICE, a->nd, g->target[s]);
	if (a->nd > want)
		return game_errf(e, wi, 0, 0, "only %zu %s %s left to throw, "
		    "%zu %s thrown: %u %s set aside toward the %us", want,
		    die_noun(want), is_are(want), a->nd, was_were(a->nd),
		    g->aside[s], is_are(g->aside[s]), g->target[s]);
	if (a->nd < want)
		return game_errf(e, last, 0, 0, "%zu %s %s left to throw, only "
		    "%zu %s thrown: every die not set aside is thrown", want,
		    die_noun(want), is_are(want), a->nd, was_were(a->nd));

	/* legal: set aside what shows the target */
	action_dice(a->canon, "roll", a->d, want);
	for (i = 0; i < want; i++) {
		got += a->d[i] == g->target[s];
		g->ld[i] = (char)('0' + a->d[i]);
	}
	g->ld[want] = '\0';
	g->lseat = (unsigned char)s;
	g->lgot = (unsigned char)got;
	g->ltarget = g->target[s];
	g->ldone = g->aside[s] + got == OF_DICE;
	g->aside[s] = (unsigned char)(g->ldone ? 0 : g->aside[s] + got);
	g->target[s] = (unsigned char)(g->target[s] + g->ldone);
	turn_pass(&g->t);
	g->t.dice = (unsigned char)(OF_DICE - g->aside[g->t.cur]);
	if (g->target[s] > OF_TARGETS) {
		g->winner = (unsigned char)s;
		g->t.phase = T_OVER;
		g->t.won = 1ul << s;
	}
	return 0;
}

/* keep and stop are read as actions only to be refused, whenever they
 * come, with their reasons */
static int
act_refused(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	if (a->w[0].s[0] == 'k')
		return game_errf(e, 0, 0, 0, "nothing is kept by hand: the "
		    "referee sets aside every die that shows the target");
	return game_errf(e, 0, 0, 0, "no stopping in One-O-Five: a turn is "
	    "one throw, and ends by itself");
}

/* -p: a turn is one throw, read at once, so none is made in the turn
 * due and nothing shows; aside are the due player's dice set aside
 * toward its target, none once the game is over */
static void
of_view(const void *st, struct session_view *v)
{
	const struct ofive *g = st;

	v->throws = g->t.throws;
	v->has_dice = 1;
	v->naside = g->t.phase == T_OVER ? 0 : g->aside[g->t.cur];
	memset(v->aside, g->target[g->t.cur], v->naside);
}

static const struct verb of_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "keep", ACT_NONE, act_refused, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_refused, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
of_end_turn(void *st, struct game_err *e)
{
	struct ofive *g = st;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws once");
	return 0;
}

static long
of_score(const void *st, unsigned seat)
{
	const struct ofive *g = st;

	return seat < g->t.n ? (long)OF_DICE * (g->target[seat] - 1) +
	    g->aside[seat] : 0;
}

/*
 * The score sheet, as a child keeps it: a row per player and a column per
 * target, the dice set aside ticked off as their digits, a dot for each
 * die still missing from the current target ("33..."), completed targets
 * full ("33333"), later ones blank; then the score.  Below it the last
 * throw and the status.
 */

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct ofive *g = st;
	size_t wname = 6, c, n;
	char cell[32], num[32];	/* 32: see sheet_cell32 */
	unsigned s, t, i;
	int rc = sheet_title(b, "One-O-Five", &g->t);

	rc |= buf_puts(b, "5 dice, one throw a turn; the targets are the 1s "
	    "to the 6s.\n");
	for (s = 0; s < g->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	rc |= sheet_cell(b, "Player", 0, 0, 1);
	rc |= sheet_pad(b, wname - 6);
	for (t = 1; t <= OF_TARGETS; t++) {
		n = unum_format(num, t);
		memcpy(num + n, "s", 2);
		rc |= sheet_cell32(b, num, 0, 0, 0);
		rc |= sheet_pad(b, OF_DICE - strlen(num));
	}
	rc |= sheet_cell(b, "Score", 5, 1, 0);
	rc |= sheet_end_line(b);
	for (s = 0; s < g->t.n; s++) {
		rc |= sheet_cell(b, nm->s[s], 0, 0, 1);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[s]));
		for (t = 1; t <= OF_TARGETS; t++) {
			for (i = 0; i < OF_DICE; i++)
				cell[i] = t < g->target[s] || (t ==
				    g->target[s] && i < g->aside[s]) ?
				    (char)('0' + t) : '.';
			cell[t > g->target[s] ? 0 : OF_DICE] = '\0';
			rc |= sheet_cell32(b, cell, 0, 0, 0);
			rc |= sheet_pad(b, OF_DICE - strlen(cell));
		}
		rc |= sheet_num(b, of_score(g, s), 5, 1, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct ofive *g = st;
	unsigned s = g->t.cur;
	int rc = 0;

	if (g->t.turns > 0 && g->ldone)
		rc |= buf_printf(b, "Last throw: %s %s, completing the %us.\n",
		    nm->s[g->lseat], g->ld, g->ltarget);
	else if (g->t.turns > 0)
		rc |= buf_printf(b, "Last throw: %s %s, %u %s set aside toward "
		    "the %us.\n", nm->s[g->lseat], g->ld, g->lgot,
		    die_noun(g->lgot), g->ltarget);
	if (g->t.phase != T_OVER)
		return rc | buf_printf(b, "%s to play: the %us, %u %s to "
		    "throw.\n", nm->s[s], g->target[s], g->t.dice,
		    die_noun(g->t.dice));
	rc |= buf_printf(b, "%s completed the 6s first: the game ends at "
	    "once.\n", nm->s[g->winner]);
	return rc | buf_printf(b, "Finished: %s wins with %ld.\n",
	    nm->s[g->winner], of_score(g, g->winner));
}

static int
of_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct ofive *)st)->t.n, st,
	    sheet, status);
}

static const struct session_ops of_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = of_init,
	.begin_turn = turn_begin,
	.end_turn = of_end_turn,
	.expect = turn_expect,
	.score = of_score,
	.order = 1,
	.why = of_why,
	.verbs = of_verbs,
	.write = "roll and the dice; the referee sets aside those that show "
	    "the target",
	.ready = of_ready,
	.view = of_view,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * keep and stop, only ever refused, have none.
 */
static const struct game_form of_forms[] = {
	{ "roll DICE", "roll 13145",
	    "throw the dice left: those showing the target go aside" },
	{ NULL, NULL, NULL }
};

const struct game game_one_o_five = {
	.id = "one-o-five",
	.name = "One-O-Five",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = NULL,
	.forms = of_forms,
	.state_size = sizeof(struct ofive),
	.render = of_render,
	.session = &of_session,
};
