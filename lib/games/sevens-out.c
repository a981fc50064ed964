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
 * Data model: struct sout, plain data.  phase says what the turn of seat
 * cur needs next; tally the points of the turn in progress; total[] the
 * totals noted so far.  hist[] keeps the last SOUT_HIST throws (turn
 * number, seat, dice, the tally after it, the mover's total after it)
 * for the score sheet, a ring whose oldest row is hist[hfirst], so that
 * a turn of a million throws costs no copying; throws counts them all.
 *
 * Invariants: tally is 0 outside a turn; only the mover's total changes,
 * and only at the 7; winner is -1 until the turn whose 7 brings a total
 * to the target, and phase is PH_OVER exactly when winner >= 0, which is
 * when finished() says so; every check comes before the first change, so
 * a refused action leaves the state untouched.  A throw adds at most 24:
 * int64_t tallies and totals cannot overflow in any record that fits in
 * memory.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
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
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, nothing thrown yet */
	PH_ROLLING,		/* thrown, no 7 yet */
	PH_OVER			/* the game is over */
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
	unsigned char	n, phase, cur;
	int		target;
	int		winner;		/* the seat at the target, or -1 */
	int64_t		tally;		/* points of the turn in progress */
	int64_t		total[NSEATS];
	unsigned long	turns;		/* turns finished */
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
	if (is_seven(d))
		return 0;
	return d[0] == d[1] ? 2 * (d[0] + d[1]) : d[0] + d[1];
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
	r->tally = p->tally;
	r->total = p->total[p->cur];
	r->turn = (uint32_t)(p->turns + 1);
	r->seat = p->cur;
	memcpy(r->d, d, SOUT_DICE);
	p->throws++;
}

static int
sout_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct sout *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Sevens Out is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	p->n = (unsigned char)n;
	p->target = v != NULL ? v->val[O_TARGET] : sout_opts[O_TARGET].def;
	p->winner = -1;
	p->phase = PH_WAIT;
	return 0;
}

static int
sout_starts_action(const char *s, size_t len)
{
	/* stop is read as an action so that it is refused with a reason */
	return len == 4 && (memcmp(s, "roll", 4) == 0 ||
	    memcmp(s, "stop", 4) == 0);
}

static int
sout_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct sout *p = st;

	if (p->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = 1ul << p->winner;
	if (why != NULL)
		snprintf(why, 256, "a total reached the target of %d",
		    p->target);
	return 1;
}

/* Why an action cannot come now: the game or the turn is over. */
static int
turn_over(const struct sout *p, struct game_err *e)
{
	char why[256];

	if (p->phase == PH_OVER) {
		sout_finished(p, NULL, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
	if (p->turns > 0)
		return game_errf(e, 0, 0, 0, "the turn is over: it threw a 7");
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

static int
act_roll(struct sout *p, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[SOUT_DICE];
	size_t nd = 0;
	unsigned wi = 0;
	unsigned s = p->cur;

	if (p->phase == PH_WAIT || p->phase == PH_OVER)
		return turn_over(p, e);
	if (get_dice(w, n, d, SOUT_DICE, &nd, &wi,
	    "the one action is roll", e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %d dice thrown after "
		    "roll", SOUT_DICE);
	if (nd != SOUT_DICE)
		return game_errf(e, nd > SOUT_DICE ? wi : (unsigned)n - 1, 0,
		    0, "a throw is %d dice, not %zu", SOUT_DICE, nd);

	action_dice(canon, "roll", d, SOUT_DICE);
	if (!is_seven(d)) {
		p->tally += throw_adds(d);
		p->phase = PH_ROLLING;
		push_row(p, d);
		return 0;
	}
	/* the 7: the tally is noted, the turn is over */
	p->total[s] += p->tally;
	push_row(p, d);
	p->turns++;
	p->tally = 0;
	if (p->total[s] >= p->target) {
		p->winner = (int)s;
		p->phase = PH_OVER;
	} else {
		p->cur = (unsigned char)((s + 1) % p->n);
		p->phase = PH_WAIT;
	}
	return 0;
}

static int
sout_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct sout *p = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(p, w, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "stop", 4) == 0) {
		if (p->phase == PH_WAIT || p->phase == PH_OVER)
			return turn_over(p, e);
		return game_errf(e, 0, 0, 0, "no stopping in Sevens Out: the "
		    "turn goes on until a 7");
	}
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Sevens Out action: "
	    "write roll", (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s);
}

static int
sout_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct sout *p = st;

	if (p->phase == PH_OVER)
		return turn_over(p, e);
	if (session_turn_check(p->phase != PH_WAIT, seat, p->cur, e) < 0)
		return -1;
	p->phase = PH_OPEN;
	p->tally = 0;
	return 0;
}

static int
sout_end_turn(void *st, struct game_err *e)
{
	struct sout *p = st;

	if (p->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn throws until a 7");
	if (p->phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "goes on until a 7 (%lld so far)", (long long)p->tally);
	return 0;
}

static void
sout_expect(const void *st, struct expect *x)
{
	const struct sout *p = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (p->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = p->cur;
	x->dice = SOUT_DICE;
	x->new_turn = p->phase == PH_WAIT;
}

static long
sout_score(const void *st, unsigned seat)
{
	const struct sout *p = st;

	return seat < p->n ? (long)p->total[seat] : 0;
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
	char num[32];
	size_t c;

	snprintf(num, sizeof(num), "%lld", (long long)v);
	c = strlen(num);
	return c > min ? c : min;
}

static int
sheet_rows(const struct sout *p, const struct sheet_names *nm,
    struct buf *b)
{
	size_t wturn = 4, wname = 6, wtally = 5, wtot = 5, c;
	char num[32], dice[SOUT_DICE + 1];
	const struct sout_row *r;
	unsigned s, i;
	int rc = 0, head, seven;

	if (p->nhist > 0)
		wturn = num_width((int64_t)row_at(p, p->nhist - 1)->turn,
		    wturn);
	for (s = 0; s < p->n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (i = 0; i < p->nhist; i++) {
		wtally = num_width(row_at(p, i)->tally, wtally);
		wtot = num_width(row_at(p, i)->total, wtot);
	}
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", wname, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Thrown", 0, 0, 0);
	rc |= sheet_cell(b, "Adds", 4, 1, 0);
	rc |= sheet_cell(b, "Tally", wtally, 1, 0);
	rc |= sheet_cell(b, "Total", wtot, 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < p->nhist; i++) {
		r = row_at(p, i);
		head = i == 0 || row_at(p, i - 1)->turn != r->turn;
		seven = is_seven(r->d);
		snprintf(num, sizeof(num), "%lu", (unsigned long)r->turn);
		rc |= sheet_cell(b, head ? num : "", wturn, 1, 1);
		rc |= sheet_cell(b, head ? nm->s[r->seat] : "", wname, 0, 0);
		rc |= sheet_pad(b, wname - (head ?
		    sheet_cols(nm->s[r->seat]) : 0));
		dice[0] = (char)('0' + r->d[0]);
		dice[1] = (char)('0' + r->d[1]);
		dice[2] = '\0';
		rc |= sheet_cell(b, dice, 0, 0, 0);
		rc |= sheet_pad(b, 6 - SOUT_DICE);
		if (seven)
			snprintf(num, sizeof(num), "out");
		else
			snprintf(num, sizeof(num), "%d", throw_adds(r->d));
		rc |= sheet_cell(b, num, 4, 1, 0);
		snprintf(num, sizeof(num), "%lld", (long long)r->tally);
		rc |= sheet_cell(b, num, wtally, 1, 0);
		if (seven) {
			snprintf(num, sizeof(num), "%lld",
			    (long long)r->total);
			rc |= sheet_cell(b, num, wtot, 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const struct sout *p, const struct sheet_names *nm, struct buf *b)
{
	unsigned long first = p->throws - p->nhist + 1;
	unsigned s;
	int rc = 0;

	if (p->phase == PH_OPEN || p->phase == PH_ROLLING)
		rc |= buf_printf(b, "Sevens Out, turn %lu in progress\n",
		    p->turns + 1);
	else if (p->turns == 0)
		rc |= buf_puts(b, "Sevens Out, start\n");
	else
		rc |= buf_printf(b, "Sevens Out, after turn %lu\n", p->turns);
	rc |= buf_printf(b, "Target %d with 2 dice; a double counts twice.\n",
	    p->target);
	if (first > 1)
		rc |= buf_printf(b, "Throws 1 to %lu are not shown.\n",
		    first - 1);
	rc |= sheet_rows(p, nm, b);
	rc |= buf_puts(b, "Totals:");
	for (s = 0; s < p->n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)p->total[s]);
	return rc | buf_puts(b, ".\n");
}

static int
status(const struct sout *p, const struct sheet_names *nm, struct buf *b)
{
	int rc = 0;

	switch (p->phase) {
	case PH_ROLLING:
		rc |= buf_printf(b, "%s's turn: %lld so far; throw until a "
		    "7.\n", nm->s[p->cur], (long long)p->tally);
		return rc | buf_printf(b, "%s to play.\n", nm->s[p->cur]);
	case PH_OVER:
		break;
	default:
		return buf_printf(b, "%s to play.\n", nm->s[p->cur]);
	}
	rc |= buf_printf(b, "%s reached the target of %d.\n",
	    nm->s[p->winner], p->target);
	return rc | sheet_winners(b, nm, p->n, 1ul << p->winner, p->total);
}

static int
sout_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct sout *p = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, p->n);
	return render_end(b, len, (sheet(p, &nm, b) == 0 &&
	    status(p, &nm, b) == 0) ? 0 : -1);
}

static const struct session_ops sout_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = sout_init,
	.starts_action = sout_starts_action,
	.begin_turn = sout_begin_turn,
	.action = sout_action,
	.end_turn = sout_end_turn,
	.expect = sout_expect,
	.score = sout_score,
	.order = 1,
	.finished = sout_finished,
};

const struct game game_sevens_out = {
	.id = "sevens-out",
	.name = "Sevens Out",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = sout_opts,
	.state_size = sizeof(struct sout),
	.render = sout_render,
	.session = &sout_session,
};
