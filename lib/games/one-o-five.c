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
 * many as the player has left to throw.  The referee works out the rest:
 * which dice are set aside, when a target is complete, the end and the
 * winner.  "keep" and "stop" are known only to be refused: nothing is set
 * aside by hand, and a turn ends by itself after its throw.
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
 * Data model: struct ofive, plain data.  phase says what the turn of seat
 * cur needs next; target[s] is the target seat s works on (1 to 6, 7 once
 * it has completed the 6s) and aside[s] the dice it has set aside toward
 * it (0 to 4).  The last throw (its seat, dice, what it set aside and
 * whether it completed a target) is kept for messages and the sheet;
 * turns counts the turns finished.
 *
 * Invariants: 1 <= target <= 6 and aside <= 4 for every seat until one
 * seat's target becomes 7, and then phase is PH_OVER and that seat is
 * winner; a throw has exactly 5 - aside[cur] dice; only the mover's
 * target and aside change; score = 5 * (target - 1) + aside never goes
 * down; a refused action leaves the state untouched (every check comes
 * before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "sheet.h"

#define OF_DICE		5
#define OF_TARGETS	6
#define NSEATS		SESSION_PLAYERS_MAX

static const struct game_opt of_opts[] = {
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, not thrown yet */
	PH_OVER			/* someone has completed the 6s */
};

struct ofive {
	unsigned char	n, phase, cur, winner;
	unsigned char	target[NSEATS];	/* 1..6; 7: all complete */
	unsigned char	aside[NSEATS];	/* toward target, 0..4 */
	/* the last throw */
	unsigned char	lseat, lnd, lgot, ltarget, ldone;
	unsigned char	ld[OF_DICE];
	unsigned long	turns;		/* turns finished */
};

_Static_assert(sizeof(struct ofive) <= GAME_STATE_MAX, "one-o-five state");

/* The dice seat s throws next: what its target still needs. */
static unsigned
left(const struct ofive *g, unsigned s)
{
	return OF_DICE - g->aside[s];
}

static int
of_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct ofive *g = st;
	unsigned s;

	(void)v;
	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "One-O-Five is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	g->n = (unsigned char)n;
	for (s = 0; s < NSEATS; s++)
		g->target[s] = 1;
	g->phase = PH_WAIT;
	return 0;
}

static int
of_starts_action(const char *s, size_t len)
{
	/* keep and stop are read as actions so that they are refused with
	 * a reason */
	return len == 4 && (memcmp(s, "roll", 4) == 0 ||
	    memcmp(s, "keep", 4) == 0 || memcmp(s, "stop", 4) == 0);
}

static const char why_over[] = "all six targets are complete";

static int
of_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct ofive *g = st;

	if (g->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = 1ul << g->winner;
	if (why != NULL)
		snprintf(why, 256, "%s", why_over);
	return 1;
}

/* Why no throw can come now: the game or the turn is over. */
static int
turn_over(const struct ofive *g, struct game_err *e)
{
	char dice[OF_DICE + 1];
	unsigned i;

	if (g->phase == PH_OVER)
		return game_errf(e, 0, 0, 0, "the game is over: %s", why_over);
	if (g->turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	for (i = 0; i < g->lnd; i++)
		dice[i] = (char)('0' + g->ld[i]);
	dice[i] = '\0';
	if (g->ldone)
		return game_errf(e, 0, 0, 0, "the turn is over: a turn is one "
		    "throw, and this one threw %s, completing the %us: the %us "
		    "start on the player's next turn", dice, g->ltarget,
		    g->ltarget + 1u);
	return game_errf(e, 0, 0, 0, "the turn is over: a turn is one throw, "
	    "and this one threw %s", dice);
}

/* Why a throw of nd dice is not the want the turn needs. */
static int
wrong_count(const struct ofive *g, size_t nd, size_t want, unsigned wi,
    unsigned last, struct game_err *e)
{
	unsigned s = g->cur, a = g->aside[s], t = g->target[s];

	if (a == 0)
		return game_errf(e, nd > want ? wi : last, 0, 0, "a throw is "
		    "%d dice, not %zu: none is set aside toward the %us yet",
		    OF_DICE, nd, t);
	if (nd > want)
		return game_errf(e, wi, 0, 0, "only %zu %s %s left to throw, "
		    "%zu %s thrown: %u %s set aside toward the %us", want,
		    die_noun(want), is_are(want), nd, was_were(nd), a,
		    is_are(a), t);
	return game_errf(e, last, 0, 0, "%zu %s %s left to throw, only %zu "
	    "%s thrown: every die not set aside is thrown", want,
	    die_noun(want), is_are(want), nd, was_were(nd));
}

static int
act_roll(struct ofive *g, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[OF_DICE];
	size_t nd = 0, want, i;
	unsigned wi = 0, s = g->cur, got = 0;

	if (g->phase != PH_OPEN)
		return turn_over(g, e);
	want = left(g, s);
	if (get_dice(w, n, d, want, &nd, &wi, "the only action is roll",
	    e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %zu %s thrown after "
		    "roll", want, die_noun(want));
	if (nd != want)
		return wrong_count(g, nd, want, wi, (unsigned)n - 1, e);

	/* legal: set aside what shows the target */
	action_dice(canon, "roll", d, nd);
	for (i = 0; i < nd; i++)
		got += d[i] == g->target[s];
	memcpy(g->ld, d, nd);
	g->lnd = (unsigned char)nd;
	g->lseat = (unsigned char)s;
	g->lgot = (unsigned char)got;
	g->ltarget = g->target[s];
	g->ldone = g->aside[s] + got == OF_DICE;
	g->turns++;
	if (g->ldone) {
		g->target[s]++;
		g->aside[s] = 0;
	} else
		g->aside[s] = (unsigned char)(g->aside[s] + got);
	if (g->target[s] > OF_TARGETS) {
		g->winner = (unsigned char)s;
		g->phase = PH_OVER;
		return 0;
	}
	g->cur = (unsigned char)((s + 1) % g->n);
	g->phase = PH_WAIT;
	return 0;
}

static int
of_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct ofive *g = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(g, w, n, canon, e);
	/* keep and stop are wrong whenever they come: their own reason
	 * first, unless the game is over */
	if (w[0].len == 4 && memcmp(w[0].s, "keep", 4) == 0) {
		if (g->phase == PH_OVER)
			return turn_over(g, e);
		return game_errf(e, 0, 0, 0, "nothing is kept by hand: the "
		    "referee sets aside every die that shows the target");
	}
	if (w[0].len == 4 && memcmp(w[0].s, "stop", 4) == 0) {
		if (g->phase == PH_OVER)
			return turn_over(g, e);
		return game_errf(e, 0, 0, 0, "no stopping in One-O-Five: a turn "
		    "is one throw, and ends by itself");
	}
	return game_errf(e, 0, 0, 0, "'%.*s' is not a One-O-Five action: "
	    "write roll and the dice; the referee sets aside those that show "
	    "the target", (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s);
}

static int
of_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct ofive *g = st;

	if (g->phase == PH_OVER)
		return turn_over(g, e);
	if (session_turn_check(g->phase != PH_WAIT, seat, g->cur, e) < 0)
		return -1;
	g->phase = PH_OPEN;
	return 0;
}

static int
of_end_turn(void *st, struct game_err *e)
{
	struct ofive *g = st;

	if (g->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws once");
	return 0;
}

static void
of_expect(const void *st, struct expect *x)
{
	const struct ofive *g = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (g->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = g->cur;
	x->dice = left(g, g->cur);
	x->new_turn = g->phase == PH_WAIT;
}

static long
of_score(const void *st, unsigned seat)
{
	const struct ofive *g = st;

	if (seat >= g->n)
		return 0;
	return (long)OF_DICE * (g->target[seat] - 1) + g->aside[seat];
}

/*
 * The score sheet, as a child keeps it: a row per player and a column per
 * target, the dice set aside ticked off as their digits, a dot for each
 * die still missing from the current target ("33..."), completed targets
 * full ("33333"), later ones blank; then the score.  Below it the last
 * throw and the status.
 */

static int
sheet(const struct ofive *g, const struct sheet_names *nm, struct buf *b)
{
	size_t wname = 6, c;
	char cell[OF_DICE + 1], num[32];
	unsigned s, t, i;
	int rc = 0;

	if (g->phase == PH_OPEN)
		rc |= buf_printf(b, "One-O-Five, turn %lu in progress\n",
		    g->turns + 1);
	else if (g->turns == 0)
		rc |= buf_puts(b, "One-O-Five, start\n");
	else
		rc |= buf_printf(b, "One-O-Five, after turn %lu\n", g->turns);
	rc |= buf_puts(b, "5 dice, one throw a turn; the targets are the 1s "
	    "to the 6s.\n");
	for (s = 0; s < g->n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	rc |= sheet_cell(b, "Player", 0, 0, 1);
	rc |= sheet_pad(b, wname - 6);
	for (t = 1; t <= OF_TARGETS; t++) {
		snprintf(num, sizeof(num), "%us", t);
		rc |= sheet_cell(b, num, 0, 0, 0);
		rc |= sheet_pad(b, OF_DICE - strlen(num));
	}
	rc |= sheet_cell(b, "Score", 5, 1, 0);
	rc |= sheet_end_line(b);
	for (s = 0; s < g->n; s++) {
		rc |= sheet_cell(b, nm->s[s], 0, 0, 1);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[s]));
		for (t = 1; t <= OF_TARGETS; t++) {
			for (i = 0; i < OF_DICE; i++)
				cell[i] = t < g->target[s] || (t ==
				    g->target[s] && i < g->aside[s]) ?
				    (char)('0' + t) : '.';
			cell[t > g->target[s] ? 0 : OF_DICE] = '\0';
			rc |= sheet_cell(b, cell, 0, 0, 0);
			rc |= sheet_pad(b, OF_DICE - strlen(cell));
		}
		snprintf(num, sizeof(num), "%ld", of_score(g, s));
		rc |= sheet_cell(b, num, 5, 1, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
status(const struct ofive *g, const struct sheet_names *nm, struct buf *b)
{
	char dice[OF_DICE + 1];
	unsigned i, s = g->cur;
	int rc = 0;

	if (g->turns > 0) {
		for (i = 0; i < g->lnd; i++)
			dice[i] = (char)('0' + g->ld[i]);
		dice[i] = '\0';
		if (g->ldone)
			rc |= buf_printf(b, "Last throw: %s %s, completing the "
			    "%us.\n", nm->s[g->lseat], dice, g->ltarget);
		else
			rc |= buf_printf(b, "Last throw: %s %s, %u %s set "
			    "aside toward the %us.\n", nm->s[g->lseat], dice,
			    g->lgot, die_noun(g->lgot), g->ltarget);
	}
	if (g->phase != PH_OVER)
		return rc | buf_printf(b, "%s to play: the %us, %u %s to "
		    "throw.\n", nm->s[s], g->target[s], left(g, s),
		    die_noun(left(g, s)));
	rc |= buf_printf(b, "%s completed the 6s first: the game ends at "
	    "once.\n", nm->s[g->winner]);
	return rc | buf_printf(b, "Finished: %s wins with %ld.\n",
	    nm->s[g->winner], of_score(g, g->winner));
}

static int
of_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct ofive *g = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, g->n);
	return render_end(b, len, (sheet(g, &nm, b) == 0 &&
	    status(g, &nm, b) == 0) ? 0 : -1);
}

static const struct session_ops of_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = of_init,
	.starts_action = of_starts_action,
	.begin_turn = of_begin_turn,
	.action = of_action,
	.end_turn = of_end_turn,
	.expect = of_expect,
	.score = of_score,
	.order = 1,
	.finished = of_finished,
};

const struct game game_one_o_five = {
	.id = "one-o-five",
	.name = "One-O-Five",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = of_opts,
	.state_size = sizeof(struct ofive),
	.render = of_render,
	.session = &of_session,
};
