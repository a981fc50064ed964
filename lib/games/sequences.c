/*
 * sequences: Sequences (also called Straight Shooter), a dice session for
 * any number of seats with six dice.
 *
 * A turn is one throw of the six dice.  The throw scores the run of
 * numbers it shows counting up from 1, a number shown on several dice
 * counting once: 1 alone scores 5, 1-2 10, 1-3 15, 1-4 20, 1-5 25 and
 * the full run 1-6 35 (the Variant option "six=30" makes it 30).  A throw
 * without a 1 scores nothing.  A throw with three or more 1s scores
 * nothing and sets the player's total back to 0 (RULINGS.md), whatever
 * run it shows.  The first player whose total reaches the target (100)
 * wins, and the game ends with that throw.
 *
 * "classic" (the rule text's other version): three 1s are an ordinary
 * throw and never reset the total; five 6s score 35 and six 6s 70.
 *
 * The only action is "roll DICE" (the six dice, as digits in the order
 * thrown).  The referee works out the run, the points, the reset, the
 * end and the winner; none of it is written.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)
 * and notation/sequences.md):
 *  - One to sixteen players, in the order of the Players tag.
 *  - A turn is exactly one throw: a second throw in the same turn, a
 *    "keep" and a "stop" are refused, and so is a new turn line before
 *    the turn before has thrown.
 *  - The game ends at once, with the throw that brings a total to the
 *    target or past it: "the first player to reach 100 points wins".  So
 *    the win is never shared, and the seats after the winner do not get
 *    another turn in that round.
 *  - "six=N" takes a number from 30 to 35: the rule text knows 35 and,
 *    as a variation, 30; the values between are accepted as house rules.
 *  - "target=N" (1 to 1000000, default 100) changes the total to reach.
 *  - classic: five 6s leave one die, which may be a 1 (a run of 1, 5
 *    points): a throw scores one reading only, the better of the run and
 *    the 6s, so 6-6-6-6-6-1 scores 35, not 40.  Five and six 6s keep
 *    their 35 and 70 under six=30, as the rule text gives them.
 *  - A reset when the total is already 0 is still a reset: it scores
 *    nothing and the total stays 0.
 *
 * Data model: struct seq, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs next;
 * t.total[] the players' totals; hist[] keeps the last SEQ_HIST throws
 * (seat, dice, the mover's total after it) for the score sheet, and
 * base[] the totals before the oldest kept throw; a throw's run and
 * points are worked out again from its dice and the options.
 *
 * Invariants: only the mover's total changes in a turn, by the throw's
 * points or back to 0; t.turns counts the throws, one a turn; phase is
 * T_OVER exactly when winner >= 0, and winner is then the only seat
 * whose total reached the target; a refused action leaves the state
 * untouched (every check comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define SEQ_DICE	6
#define SEQ_HIST	720
#define NSEATS		SESSION_PLAYERS_MAX

enum seq_opt {
	O_TARGET, O_SIX, O_CLASSIC
};

static const struct game_opt seq_opts[] = {
	{ "target", OPT_INT, 1, 1000000, 100,
	    "the first total to reach N wins", 0, { 0 } },
	{ "six", OPT_INT, 30, 35, 35,
	    "the points of the full run 1 to 6", 0, { 0 } },
	{ "classic", OPT_FLAG, 0, 1, 0,
	    "no reset for three 1s; five 6s score 35, six 6s 70", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

/* What a throw counts as. */
enum kind {
	K_NONE,			/* no 1: nothing */
	K_RUN,			/* a run from 1 */
	K_RESET,		/* three 1s or more: the total back to 0 */
	K_FIVE6,		/* classic: five 6s */
	K_SIX6			/* classic: six 6s */
};

struct reading {
	enum kind	kind;
	unsigned	run;		/* the run's length, 0 to 6 */
	unsigned	ones;		/* the 1s thrown */
	int		points;
};

/* One throw, for the score sheet. */
struct seq_row {
	int64_t		total;		/* the mover's total after it */
	unsigned char	d[SEQ_DICE];
	unsigned char	seat;
};

struct seq {
	struct turn	t;		/* T_OPEN: begun, not thrown yet */
	unsigned char	classic;
	int		six, target;
	int		winner;		/* the seat that reached; -1 */
	int64_t		base[NSEATS];	/* totals before hist[0] */
	unsigned	nhist;
	struct seq_row	hist[SEQ_HIST];
};

_Static_assert(sizeof(struct seq) <= GAME_STATE_MAX, "sequences state");

/* The points of a run of len numbers from 1. */
static int
run_points(const struct seq *q, unsigned len)
{
	return len == 0 ? 0 : len < 6 ? 5 * (int)len : q->six;
}

/* What throw d counts as under q's options. */
static void
read_throw(const struct seq *q, const unsigned char *d, struct reading *r)
{
	unsigned c[7] = { 0 }, i;

	for (i = 0; i < SEQ_DICE; i++)
		c[d[i]]++;
	r->ones = c[1];
	for (r->run = 0; r->run < 6 && c[r->run + 1] > 0; r->run++)
		;
	if (!q->classic && c[1] >= 3) {
		r->kind = K_RESET;
		r->points = 0;
		return;
	}
	r->points = run_points(q, r->run);
	r->kind = r->run > 0 ? K_RUN : K_NONE;
	if (!q->classic)
		return;
	if (c[6] == 6) {
		r->kind = K_SIX6;
		r->points = 70;
	} else if (c[6] == 5 && r->points < 35) {
		r->kind = K_FIVE6;
		r->points = 35;
	}
}

static int
seq_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct seq *q = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Sequences is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(q, 0, sizeof(*q));
	turn_init(&q->t, n, SEQ_DICE);
	q->target = v != NULL ? v->val[O_TARGET] : seq_opts[O_TARGET].def;
	q->six = v != NULL ? v->val[O_SIX] : seq_opts[O_SIX].def;
	q->classic = (unsigned char)(v != NULL && v->val[O_CLASSIC] != 0);
	q->winner = -1;
	return 0;
}

static void
seq_why(const void *st, char why[256])
{
	const struct seq *q = st;

	snprintf(why, 256, "a total reached %d", q->target);
}

/* Why a throw cannot come now: no turn has begun, or the turn's one
 * throw is made (keep and stop give their own reasons at any time). */
static int
seq_ready(const void *st, struct game_err *e)
{
	const struct seq *q = st;
	const unsigned char *d;

	if (q->t.phase == T_OPEN)
		return 0;
	if (q->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	d = q->hist[q->nhist - 1].d;
	return game_errf(e, 0, 0, 0, "the turn is over: a turn is one throw, "
	    "and this one threw %u%u%u%u%u%u", d[0], d[1], d[2], d[3], d[4],
	    d[5]);
}

/* The throw: the mover's total, then its row for the sheet (the oldest
 * giving way when hist is full), the winner, the next seat. */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct seq *q = st;
	struct seq_row *row;
	struct reading r;
	unsigned s = q->t.cur;

	(void)e;
	read_throw(q, a->d, &r);
	q->t.total[s] = (r.kind == K_RESET ? 0 : q->t.total[s]) + r.points;
	if (q->nhist == SEQ_HIST) {
		q->base[q->hist[0].seat] = q->hist[0].total;
		memmove(q->hist, q->hist + 1, (SEQ_HIST - 1) *
		    sizeof(q->hist[0]));
		q->nhist--;
	}
	row = &q->hist[q->nhist++];
	row->total = q->t.total[s];
	memcpy(row->d, a->d, SEQ_DICE);
	row->seat = q->t.cur;
	turn_pass(&q->t);
	if (q->t.total[s] >= q->target) {
		q->winner = (int)s;
		q->t.won = 1ul << s;
		q->t.phase = T_OVER;
	}
	return 0;
}

/* keep and stop are verbs only to be refused with a reason: a turn is
 * one throw. */
static int
act_refused(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	if (a->w[0].s[0] == 'k')
		return game_errf(e, 0, 0, 0, "nothing is kept in Sequences: a "
		    "turn is one throw of all six dice");
	return game_errf(e, 0, 0, 0, "nothing to stop in Sequences: a turn "
	    "is one throw, which ends it");
}

static const struct verb seq_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	{ "keep", ACT_NONE, act_refused, NULL, NULL, 1 },
	{ "stop", ACT_NONE, act_refused, NULL, NULL, 1 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
seq_end_turn(void *st, struct game_err *e)
{
	struct seq *q = st;

	if (q->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws the six dice once");
	return 0;
}

/*
 * The score sheet, as players keep it: a row per throw with its dice,
 * what they count as (the run, the 1s of a reset, classic's 6s), its
 * points, and every player's running total; then the status.
 */

static const char *const count_word[] = {
	"no", "one", "two", "three", "four", "five", "six"
};

/* The Run cell of a throw of each kind but the longer runs and the
 * resets. */
static const char *const kind_word[] = {
	[K_NONE] = "none", [K_RUN] = "1", [K_FIVE6] = "five 6s",
	[K_SIX6] = "six 6s"
};

/* The Run and Points cells of a throw. */
static void
cells(const struct seq *q, const unsigned char *d, char run[24],
    char pts[24])
{
	struct reading r;

	size_t n;

	/* twice per row, every row after every turn: no snprintf */
	read_throw(q, d, &r);
	if (r.kind == K_RUN && r.run > 1) {
		run[0] = '1';
		run[1] = '-';
		unum_format(run + 2, r.run);
	} else if (r.kind == K_RESET) {
		n = strlen(count_word[r.ones]);
		memcpy(run, count_word[r.ones], n);
		memcpy(run + n, " 1s", sizeof(" 1s"));
	} else
		memcpy(run, kind_word[r.kind], strlen(kind_word[r.kind]) + 1);
	if (r.kind == K_RESET)
		memcpy(pts, "reset", sizeof("reset"));
	else {
		n = 0;
		if (r.points > 0)
			pts[n++] = '+';
		num_format(pts + n, r.points);
	}
}

/* w widened to c columns. */
static void
widen(size_t *w, size_t c)
{
	if (c > *w)
		*w = c;
}

static size_t
num_len(int64_t v)
{
	char num[24];

	return num_format(num, (long long)v);
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct seq *q = st;
	int64_t run[NSEATS];
	size_t wturn = 4, wname = 6, wrun = 3, wcol[NSEATS];
	unsigned long first = q->t.turns - q->nhist + 1;
	char rs[24], ps[24], throw[] = "  000000";
	unsigned s, i;
	int rc = sheet_title(b, "Sequences", &q->t);

	rc |= buf_printf(b, "Target %d.  Runs from 1 score 5, 10, 15, 20, 25, "
	    "%d.\n%s.\n", q->target, q->six, q->classic ? "Five 6s score 35, "
	    "six 6s 70" : "Three 1s or more reset the total to 0");
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);

	/* the widths, from a first pass over the rows */
	widen(&wturn, num_len((int64_t)q->t.turns));
	for (s = 0; s < q->t.n; s++) {
		widen(&wname, wcol[s] = sheet_cols(nm->s[s]));
		widen(&wcol[s], num_len(q->base[s]));
	}
	for (i = 0; i < q->nhist; i++) {
		cells(q, q->hist[i].d, rs, ps);
		widen(&wrun, strlen(rs));
		widen(&wcol[q->hist[i].seat], num_len(q->hist[i].total));
	}

	/* names in sheet cells, which count characters; the rest ASCII,
	 * no Points cell ("reset", "+70") wider than its head */
	rc |= buf_printf(b, "%*s  %-*s  Throw   %-*s  Points", (int)wturn,
	    "Turn", (int)wname, "Player", (int)wrun, "Run");
	for (s = 0; s < q->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], wcol[s], 1, 0);
	rc |= sheet_end_line(b);
	memcpy(run, q->base, sizeof(run));
	for (i = 0; i < q->nhist; i++) {
		const struct seq_row *r = &q->hist[i];

		run[r->seat] = r->total;
		cells(q, r->d, rs, ps);
		/* every row again after every turn: no format parsed */
		rc |= sheet_unum(b, first + i, wturn, 1, 1);
		rc |= sheet_cell(b, nm->s[r->seat], wname, 0, 0);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
		for (s = 0; s < 6; s++)
			throw[2 + s] = (char)('0' + r->d[s]);
		rc |= buf_add(b, throw, sizeof(throw) - 1);
		rc |= sheet_cell(b, rs, 0, 0, 0);
		rc |= sheet_pad(b, wrun - strlen(rs));
		rc |= sheet_cell(b, ps, 0, 0, 0);
		rc |= sheet_pad(b, strlen(ps) < 6 ? 6 - strlen(ps) : 0);
		for (s = 0; s < q->t.n; s++)
			rc |= sheet_num(b, run[s], wcol[s], 1, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct seq *q = st;
	unsigned long w;

	if (q->t.phase != T_OVER)
		return sheet_to_play(b, nm->s[q->t.cur]);
	w = turn_winners(&q->t, 1);
	if (buf_printf(b, "%s reached %d first.\n", nm->s[q->winner],
	    q->target) < 0)
		return -1;
	return sheet_winners(b, nm, q->t.n, w, q->t.total);
}

static int
seq_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct seq *)st)->t.n, st, sheet,
	    status);
}

/* -p: the turn's throws, none before its one throw (which ends it);
 * no turn points and no dice between actions, the throw read at once. */
static void
seq_view(const void *st, struct session_view *v)
{
	v->throws = ((const struct seq *)st)->t.throws;
}

static const struct session_ops seq_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = seq_init,
	.begin_turn = turn_begin,
	.end_turn = seq_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = seq_why,
	.verbs = seq_verbs,
	.write = "roll and the six dice; the referee scores the throw",
	.actions = "the only action is roll",
	.ready = seq_ready,
	.view = seq_view,
};

static const char *const seq_aliases[] = { "straight-shooter", NULL };

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * keep and stop, only ever refused, have none.
 */
static const struct game_form seq_forms[] = {
	{ "roll DICE", "roll 123456",
	    "throw the six dice: the run up from 1 scores" },
	{ NULL, NULL, NULL }
};

const struct game game_sequences = {
	.id = "sequences",
	.name = "Sequences",
	.aliases = seq_aliases,
	.kind = GAME_SESSION,
	.opts = seq_opts,
	.forms = seq_forms,
	.state_size = sizeof(struct seq),
	.render = seq_render,
	.session = &seq_session,
};
