/*
 * sevens-out: Sevens Out, a dice session for any number of seats with two
 * dice.
 *
 * A turn is a run of throws of both dice that lasts until a throw totals
 * 7.  Every throw before the 7 adds its total to the turn's tally, a
 * double adding twice its total (4-4 adds 16); the 7 adds nothing and
 * ends the turn, whose tally is then noted on the sheet and added to the
 * player's total (the 7 wipes nothing).  The game ends at the end of the
 * turn in which a player's total reaches the target (500, or N with the
 * Variant option "target=N"), and that player wins; the others do not
 * finish the round (RULINGS.md).
 *
 * Action: "roll DICE" only, both dice as digits in the order thrown.  The
 * referee works out the rest: what each throw adds, the tally, when the
 * turn and the game end, the winner.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players; a lone player plays until the target.
 *  - "stop" is recognised only to be refused: there is no stopping, the
 *    turn goes on until a 7.
 *  - A turn's points count when its 7 is thrown, as the rule page notes
 *    the score on the sheet then; until then they are the turn's tally,
 *    announced after every throw, and no one's total.  (The end of the
 *    game waits for the 7 either way.)
 *  - Since the game ends at once when one total reaches the target, and
 *    only the mover's total changes in a turn, it has exactly one winner:
 *    no tie and no play-off can arise.
 *  - A first throw of 7 ends the turn at once; it scores 0.
 *
 * Data model: struct sout, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs
 * next, its points are the tally of the turn in progress; t.total[] the
 * totals noted so far.  hist[] keeps the last SOUT_HIST throws (turn
 * number, seat, dice, the tally after it, the mover's total after it)
 * for the score sheet, a ring whose oldest row is hist[hfirst], so that
 * a turn of a million throws costs no copying; throws counts them all.
 *
 * Invariants: the tally is 0 outside a turn; only the mover's total
 * changes, and only at the 7; winner is -1 until the turn whose 7 brings
 * a total to the target, and phase is T_OVER exactly when winner >= 0,
 * which is when the game is over; every check comes before the first
 * change, so a refused action leaves the state untouched.  A throw adds
 * at most 24: int64_t tallies and totals cannot overflow in any record
 * that fits in memory.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define SOUT_DICE	2
#define SOUT_HIST	512
#define NSEATS		SESSION_PLAYERS_MAX

enum sout_opt {
	O_TARGET
};

static const struct game_opt sout_opts[] = {
	{ "target", OPT_INT, 1, 1000000, 500,
	    "the turn that brings a total to N ends the game", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_ROLLING = T_GAME	/* thrown, no 7 yet */
};

/* One throw, for the score sheet. */
struct sout_row {
	int64_t		tally;		/* the turn's tally after it */
	int64_t		total;		/* the mover's total after it */
	uint32_t	turn;		/* the turn's number, from 1 */
	unsigned char	seat;
	unsigned char	d[SOUT_DICE];	/* in the order thrown */
};

struct sout {
	struct turn	t;		/* t.points: the turn's tally */
	int		target;
	int		winner;		/* the seat at the target, or -1 */
	unsigned long	throws;		/* throws made, all turns */
	unsigned	nhist, hfirst;	/* rows kept, and where the oldest is */
	struct sout_row	hist[SOUT_HIST];
};

_Static_assert(sizeof(struct sout) <= GAME_STATE_MAX, "sevens-out state");

static int
is_seven(const unsigned char *d)
{
	return d[0] + d[1] == 7;
}

/* What a throw adds to the tally: its total, twice for a double, and
 * nothing for the 7 that ends the turn. */
static int
throw_adds(const unsigned char *d)
{
	return is_seven(d) ? 0 : (d[0] + d[1]) * (d[0] == d[1] ? 2 : 1);
}

/* Row i of the kept throws, 0 the oldest. */
static const struct sout_row *
row_at(const struct sout *p, unsigned i)
{
	return &p->hist[(p->hfirst + i) % SOUT_HIST];
}

static void
push_row(struct sout *p, const unsigned char *d)
{
	struct sout_row *r;

	if (p->nhist == SOUT_HIST) {
		/* the ring is full: the oldest row gives way */
		r = &p->hist[p->hfirst];
		p->hfirst = (p->hfirst + 1) % SOUT_HIST;
	} else
		r = &p->hist[(p->hfirst + p->nhist++) % SOUT_HIST];
	memset(r, 0, sizeof(*r));
	r->tally = p->t.points;
	r->total = p->t.total[p->t.cur];
	r->turn = (uint32_t)(p->t.turns + 1);
	r->seat = p->t.cur;
	memcpy(r->d, d, SOUT_DICE);
	p->throws++;
	p->t.throws++;
}

static int
sout_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct sout *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Sevens Out is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, SOUT_DICE);
	p->target = v != NULL ? v->val[O_TARGET] : sout_opts[O_TARGET].def;
	p->winner = -1;
	return 0;
}

static void
sout_why(const void *st, char why[256])
{
	const struct sout *p = st;

	snprintf(why, 256, "a total reached the target of %d",
	    p->target);
}

/* Why no action can come now: the turn is over. */
static int
sout_ready(const void *st, struct game_err *e)
{
	const struct sout *p = st;

	if (p->t.phase != T_WAIT)
		return 0;
	return game_errf(e, 0, 0, 0, "%s", p->t.turns > 0 ? "the turn is "
	    "over: it threw a 7" : "no turn has begun");
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct sout *p = st;
	unsigned s = p->t.cur;

	(void)e;
	p->t.points += throw_adds(a->d);
	p->t.phase = PH_ROLLING;
	/* the 7: the tally is noted, the turn is over */
	if (is_seven(a->d))
		p->t.total[s] += p->t.points;
	push_row(p, a->d);
	if (!is_seven(a->d))
		return 0;
	turn_pass(&p->t);
	if (p->t.total[s] >= p->target) {
		p->winner = (int)s;
		p->t.phase = T_OVER;
		p->t.won = 1ul << s;
	}
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	(void)a;
	return game_errf(e, 0, 0, 0, "no stopping in Sevens Out: the turn "
	    "goes on until a 7");
}

/* -p: the turn's throws and tally, the dice of its last throw until the
 * 7 ends it. */
static void
sout_view(const void *st, struct session_view *v)
{
	const struct sout *p = st;

	turn_view(st, v);
	v->has_dice = 1;
	if (p->t.phase == PH_ROLLING)
		memcpy(v->show, row_at(p, p->nhist - 1)->d, v->nshow =
		    SOUT_DICE);
}

static const struct verb sout_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	/* a verb only to be refused with a reason */
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
sout_end_turn(void *st, struct game_err *e)
{
	struct sout *p = st;

	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn throws until a 7");
	if (p->t.phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "goes on until a 7 (%lld so far)", (long long)p->t.points);
	return 0;
}

/*
 * The score sheet, as players keep it: a row per throw with the dice,
 * what the throw adds and the tally announced after it; the turn's
 * number and player on its first row; on the row of the 7, "out" and
 * the total noted.  Then every total and the status.
 */

static size_t
num_width(int64_t v, size_t min)
{
	char num[24];
	size_t c = num_format(num, (long long)v);

	return c > min ? c : min;
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct sout *p = st;
	unsigned long first = p->throws - p->nhist + 1;
	size_t wturn = 4, wname = 6, wtally = 5, wtot = 5, c;
	const struct sout_row *r;
	char dice[] = "  00      ";
	unsigned s, i;
	int rc = sheet_title(b, "Sevens Out", &p->t), head;

	rc |= buf_printf(b, "Target %d with 2 dice; a double counts twice.\n",
	    p->target);
	if (first > 1)
		rc |= buf_printf(b, "Throws 1 to %lu are not shown.\n",
		    first - 1);

	/* the widths, from a first pass over the rows */
	if (p->nhist > 0)
		wturn = num_width((int64_t)row_at(p, p->nhist - 1)->turn,
		    wturn);
	for (s = 0; s < p->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (i = 0; i < p->nhist; i++) {
		wtally = num_width(row_at(p, i)->tally, wtally);
		wtot = num_width(row_at(p, i)->total, wtot);
	}

	/* names in sheet cells, which count characters; the rest ASCII,
	 * the dice padded to the width of "Thrown" */
	rc |= buf_printf(b, "%*s  %-*s  Thrown  Adds  %*s  %*s", (int)wturn,
	    "Turn", (int)wname, "Player", (int)wtally, "Tally", (int)wtot,
	    "Total");
	rc |= sheet_end_line(b);
	for (i = 0; i < p->nhist; i++) {
		r = row_at(p, i);
		head = i == 0 || row_at(p, i - 1)->turn != r->turn;
		/* every row again after every throw: no format parsed */
		if (head) {
			rc |= sheet_unum(b, r->turn, wturn, 1, 1);
			rc |= sheet_cell(b, nm->s[r->seat], wname, 0, 0);
			rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
		} else
			rc |= sheet_pad(b, wturn + 2 + wname);
		dice[2] = (char)('0' + r->d[0]);
		dice[3] = (char)('0' + r->d[1]);
		rc |= buf_add(b, dice, sizeof(dice) - 1);
		if (is_seven(r->d))
			rc |= sheet_cell(b, "out", 4, 1, 1);
		else
			rc |= sheet_num(b, throw_adds(r->d), 4, 1, 1);
		rc |= sheet_num(b, r->tally, wtally, 1, 0);
		if (is_seven(r->d))
			rc |= sheet_num(b, r->total, wtot, 1, 0);
		rc |= sheet_end_line(b);
	}
	rc |= buf_puts(b, "Totals:");
	for (s = 0; s < p->t.n; s++) {
		if (s > 0)
			rc |= buf_putc(b, ',');
		rc |= buf_putc(b, ' ');
		rc |= buf_puts(b, nm->s[s]);
		rc |= buf_putc(b, ' ');
		rc |= buf_putnum(b, p->t.total[s]);
	}
	return rc | buf_puts(b, ".\n");
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct sout *p = st;
	int rc = 0;

	if (p->t.phase == PH_ROLLING)
		rc |= buf_printf(b, "%s's turn: %lld so far; throw until a "
		    "7.\n", nm->s[p->t.cur], (long long)p->t.points);
	if (p->t.phase != T_OVER)
		return rc | sheet_to_play(b, nm->s[p->t.cur]);
	rc |= buf_printf(b, "%s reached the target of %d.\n",
	    nm->s[p->winner], p->target);
	return rc | sheet_winners(b, nm, p->t.n, 1ul << p->winner, p->t.total);
}

static int
sout_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct sout *)st)->t.n, st, sheet,
	    status);
}

static const struct session_ops sout_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = sout_init,
	.begin_turn = turn_begin,
	.end_turn = sout_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = sout_why,
	.verbs = sout_verbs,
	.write = "roll",
	.actions = "the one action is roll",
	.ready = sout_ready,
	.view = sout_view,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * stop, only ever refused, has none.
 */
static const struct game_form sout_forms[] = {
	{ "roll DICE", "roll 35",
	    "throw both dice, adding to the turn until a 7 ends it" },
	{ NULL, NULL, NULL }
};

const struct game game_sevens_out = {
	.id = "sevens-out",
	.name = "Sevens Out",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = sout_opts,
	.forms = sout_forms,
	.state_size = sizeof(struct sout),
	.render = sout_render,
	.session = &sout_session,
};
