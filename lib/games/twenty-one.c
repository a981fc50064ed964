/*
 * twenty-one: Twenty-One, the dice form of the card game, a session for
 * any number of seats with one die (two at first with "dice=2").
 *
 * Each player has one turn.  It throws the die as often as it likes,
 * adding each throw to the turn's total, and stands on the total with
 * stop.  A total over the target (21) is bust: the turn ends at once and
 * counts for nothing.  When every seat has played, the total nearest the
 * target without going over wins.  When two or more players share it,
 * they play the round again, alone, in seat order (a play-off round),
 * until one total is best.
 *
 * Options: "target=N" (21; RULINGS.md names 36 as the variant) and
 * "dice=2": two dice a throw while the turn's total is under the
 * switch point, one die from then on.
 *
 * Actions: "roll DICE" (the throw, dice as digits in the order thrown)
 * and "stop" (stand).  The referee works out the rest.
 *
 * RULINGS.md: dice=2 throws two dice while the turn's total is under
 * target - 7, one die from then on.  For 21 that is the rules' 14; for
 * 36 it is 29: the risk of a throw depends on how far the total is from
 * the target, not on the target's size.  A target of 7 or less has one
 * die throughout.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)
 * and notation/twenty-one.md):
 *  - One to sixteen players.
 *  - A turn begins with a throw: stop before any throw is refused.
 *  - A total of exactly the target ends the turn at once: no throw can
 *    better it, so nothing more is written (a stop after it is refused).
 *  - A play-off round is one more turn each for the tied players only,
 *    in the order of the Players tag, written as ordinary turn lines
 *    after the round; the others' lines are out of turn.  Its totals
 *    decide between them alone; a new tie plays off again, and so does
 *    a play-off in which every one of them goes bust (they are still
 *    level).
 *  - When every player goes bust in round 1 nobody wins: the game is
 *    over without a winner (a bust player is out of the game).
 *  - A player's score (rongo-score) is the total of its turn, 0 for a
 *    bust; with play-offs, the sum over the rounds it played.  Those
 *    who play off were level at the top, so the sum ranks the
 *    play-off's winner first and the others after it, above everyone
 *    left out; a bust ranks below every total that stood.
 *
 * Data model: struct tw, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs next,
 * its points are the turn's total so far, its dice those of the next
 * throw, its turns count every finished turn.  round counts the rounds
 * from 1, in has a bit per seat playing this round, rtotal[] the result
 * of each seat (-1: not played yet, or out of the round; 0: bust, else
 * the total it stood on), so that the best of them are the round's
 * best; tie the total the play-off's players tied with.  t.total[]
 * sums each seat's results (the score).  hist[] keeps the last TW_HIST
 * finished turns for the score sheet, now the turn in progress; a row
 * keeps its first TW_SHOW - 1 throws and its latest one.
 *
 * Invariants: 0 <= points <= target while a turn is open (a throw that
 * passes the target ends it); a throw has 2 dice exactly when dice=2
 * and points < target - 7; only the mover's total changes, once, when
 * its turn ends; cur is always a seat of in; phase is T_OVER exactly
 * when finished() says so, winner then the winning seat (-1 when round
 * 1 went all bust); a refused action leaves the state
 * untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define TW_DICE_MAX	2
#define TW_SPAN		7	/* dice=2: one die from target - TW_SPAN */
#define TW_SHOW		24	/* throws a sheet row keeps */
#define TW_HIST		300
#define NSEATS		SESSION_PLAYERS_MAX

enum tw_opt {
	O_TARGET, O_DICE
};

static const struct game_opt tw_opts[] = {
	{ "target", OPT_INT, 1, 1000000, 21,
	    "the total to come nearest to without going over", 0, { 0 } },
	{ "dice", OPT_INT, 1, 2, 1,
	    "2: two dice a throw until 7 short of the target", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_ROLLING = T_GAME	/* thrown: throw again or stop */
};

/* How a finished turn ended. */
enum how {
	H_NONE,			/* not finished */
	H_STAND,		/* stop: the total stands */
	H_TARGET,		/* the total reached the target exactly */
	H_BUST			/* the total went over the target */
};

/* One turn, for the score sheet. */
struct tw_row {
	int32_t		total;		/* the turn's total, bust or not */
	uint32_t	round;		/* from 1 */
	uint32_t	nthrows;	/* every throw of the turn, each
					 * adding 1 or more: <= target + 1 */
	unsigned char	seat, how;
	/* throws: a die's value, or 10 * first + second for two dice;
	 * t[TW_SHOW - 1] is the latest when there are more */
	unsigned char	t[TW_SHOW];
};

struct tw {
	struct turn	t;		/* t.points: the turn's total so far */
	unsigned char	ndice;
	int		target;
	int		single;		/* dice=2: one die from this total */
	uint32_t	round;
	int		tie;		/* round > 1: the tied total */
	unsigned long	in;		/* seats in this round */
	int		winner;	/* T_OVER: the winning seat, or -1 */
	int64_t		rtotal[NSEATS];	/* this round's result, -1: none */
	struct tw_row	now;		/* the turn in progress */
	unsigned	nhist;
	struct tw_row	hist[TW_HIST];
};

_Static_assert(sizeof(struct tw) <= GAME_STATE_MAX, "twenty-one state");

/* The dice the next throw of the turn needs, from its total. */
static void
dice_due(struct tw *g)
{
	g->t.dice = g->ndice == 2 && g->t.points < g->single ? 2 : 1;
}

static void
push_row(struct tw *g, const struct tw_row *r)
{
	if (g->nhist == TW_HIST) {
		memmove(g->hist, g->hist + 1, (TW_HIST - 1) *
		    sizeof(g->hist[0]));
		g->nhist--;
	}
	g->hist[g->nhist++] = *r;
}

/* The round is over: one best total ends the game, a shared one starts
 * a play-off among those who share it; all bust ends round 1 without a
 * winner and plays a play-off again (they are all level at 0). */
static void
end_of_round(struct tw *g)
{
	/* the seats out of the round have no result, -1 */
	unsigned long tied = best_seats(g->rtotal, g->t.n, 1);
	int64_t best;
	unsigned s;

	for (s = 0; !(tied & (1ul << s)); s++)
		;
	best = g->rtotal[s];
	if ((tied & (tied - 1)) == 0 || (best == 0 && g->round == 1)) {
		g->winner = best > 0 ? (int)s : -1;
		g->t.phase = T_OVER;
		return;
	}
	g->round++;
	if (best > 0)
		g->tie = (int)best;
	g->in = tied;
	g->t.cur = (unsigned char)s;
	for (s = 0; s < NSEATS; s++)
		g->rtotal[s] = -1;
}

/* The turn of cur ends as how says. */
static void
end_of_turn(struct tw *g, enum how how)
{
	unsigned s = g->t.cur;
	int64_t result = how == H_BUST ? 0 : g->t.points;
	int nx;

	g->t.total[s] += result;
	g->rtotal[s] = result;
	g->now.total = (int32_t)g->t.points;
	g->now.how = (unsigned char)how;
	push_row(g, &g->now);
	turn_pass(&g->t);
	dice_due(g);
	/* the next seat of the round, not the next one at the table */
	if ((nx = playoff_next(g->in, g->t.n, s)) >= 0)
		g->t.cur = (unsigned char)nx;
	else
		end_of_round(g);
}

static int
tw_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct tw *g = st;
	unsigned s;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Twenty-One is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	g->target = v != NULL ? v->val[O_TARGET] : tw_opts[O_TARGET].def;
	g->ndice = (unsigned char)(v != NULL ? v->val[O_DICE] :
	    tw_opts[O_DICE].def);
	turn_init(&g->t, n, g->ndice);
	g->single = g->target - TW_SPAN;
	dice_due(g);
	g->round = 1;
	g->in = (1ul << n) - 1;
	for (s = 0; s < NSEATS; s++)
		g->rtotal[s] = -1;
	return 0;
}

static int
tw_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct tw *g = st;
	int w = g->winner;

	if (g->t.phase != T_OVER)
		return 0;
	if (winners != NULL)
		*winners = w >= 0 ? 1ul << w : 0;
	if (why == NULL)
		return 1;
	if (w < 0)
		snprintf(why, 256, "%s went bust", g->t.n == 1 ? "the only "
		    "player" : "every player");
	else if (g->round == 1)
		snprintf(why, 256, "round 1 is won with %d",
		    (int)g->rtotal[w]);
	else
		snprintf(why, 256, "the play-off in round %u is won with %d",
		    (unsigned)g->round, (int)g->rtotal[w]);
	return 1;
}

/* Why no action can come now: the turn is over. */
static int
tw_ready(const void *st, struct game_err *e)
{
	const struct tw *g = st;
	const struct tw_row *r;

	if (g->t.phase != T_WAIT)
		return 0;
	if (g->nhist == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	r = &g->hist[g->nhist - 1];
	switch (r->how) {
	case H_STAND:
		return game_errf(e, 0, 0, 0, "the turn is over: it stood on "
		    "%d", (int)r->total);
	case H_TARGET:
		return game_errf(e, 0, 0, 0, "the turn is over: it reached "
		    "%d, the target, which no throw can better", (int)r->total);
	default:
		return game_errf(e, 0, 0, 0, "the turn is over: it went bust "
		    "with %d, over %d", (int)r->total, g->target);
	}
}

/* Why a throw of nd dice is not the want the turn needs, at the die too
 * many or the last word. */
static int
wrong_count(const struct tw *g, size_t nd, unsigned want, unsigned at,
    struct game_err *e)
{
	if (g->ndice == 1 || g->single <= 0)
		return game_errf(e, at, 0, 0, "a throw is 1 die, not %zu", nd);
	if (want == 2)
		return game_errf(e, at, 0, 0, "a throw is 2 dice while the "
		    "total is under %d, not %zu: the total is %d", g->single,
		    nd, (int)g->t.points);
	return game_errf(e, at, 0, 0, "a throw is 1 die once the total "
	    "reaches %d, not %zu: the total is %d", g->single, nd,
	    (int)g->t.points);
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct tw *g = st;
	unsigned char d[TW_DICE_MAX];
	unsigned want = g->t.dice, wi, k;
	size_t nd;

	if (get_dice(a->w, a->n, d, want, &nd, &wi,
	    "the actions are roll and stop", e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown after "
		    "roll", want, die_noun(want));
	if (nd != want)
		return wrong_count(g, nd, want, nd > want ? wi :
		    (unsigned)a->n - 1, e);

	action_dice(a->canon, "roll", d, nd);
	k = g->now.nthrows < TW_SHOW ? g->now.nthrows : TW_SHOW - 1;
	g->now.t[k] = (unsigned char)(want == 2 ? 10 * d[0] + d[1] : d[0]);
	g->now.nthrows++;
	g->t.points += d[0] + (want == 2 ? d[1] : 0);
	if (g->t.points > g->target)
		end_of_turn(g, H_BUST);
	else if (g->t.points == g->target)
		end_of_turn(g, H_TARGET);
	else {
		g->t.phase = PH_ROLLING;
		dice_due(g);
	}
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct tw *g = st;

	(void)a;
	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to stand on: a turn "
		    "throws at least once");
	end_of_turn(g, H_STAND);
	return 0;
}

/* -p: the turn's throws and total and, while it is under way, the dice
 * of its last throw (none is ever set aside). */
static void
tw_view(const void *st, struct session_view *v)
{
	const struct tw *g = st;
	unsigned n = g->now.nthrows, last;

	turn_view(st, v);
	v->has_dice = 1;
	if (g->t.phase != PH_ROLLING)
		return;
	v->throws = (int)n;
	last = g->now.t[(n < TW_SHOW ? n : TW_SHOW) - 1];
	v->show[v->nshow++] = (unsigned char)(last >= 10 ? last / 10 : last);
	if (last >= 10)
		v->show[v->nshow++] = (unsigned char)(last % 10);
}

/* roll reads its own dice: a throw of the wrong size is refused in the
 * turn's terms (two dice under the switch point, one from it). */
static const struct verb tw_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
tw_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct tw *g = st;

	turn_begin(st, seat, e);
	memset(&g->now, 0, sizeof(g->now));
	g->now.seat = (unsigned char)seat;
	g->now.round = g->round;
	return 0;
}

static int
tw_end_turn(void *st, struct game_err *e)
{
	const struct tw *g = st;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	if (g->t.phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: its "
		    "total is %d: throw again, or stop", (int)g->t.points);
	return 0;
}

/*
 * The score sheet, as players keep it: a row per turn with its round,
 * its player, its throws and the total, marked BUST when it went over;
 * the turn in progress last, without a total.  Then the play-off if
 * there is one, and the status.
 */

/* The throws of r, apart, into out (at least TW_SHOW * 3 + 8 bytes). */
static void
row_throws(const struct tw_row *r, char *out, size_t size)
{
	size_t k = 0;
	unsigned i, shown = r->nthrows < TW_SHOW ? r->nthrows : TW_SHOW;

	for (i = 0; i < shown && k + 8 < size; i++) {
		if (i > 0)
			out[k++] = ' ';
		if (i == TW_SHOW - 1 && r->nthrows > TW_SHOW) {
			memcpy(out + k, "... ", 4);
			k += 4;
		}
		if (r->t[i] >= 10)
			out[k++] = (char)('0' + r->t[i] / 10);
		out[k++] = (char)('0' + r->t[i] % 10);
	}
	out[k] = '\0';
}

/* A line of the sheet, the header's too: the player and the throws
 * padded to their columns, the round and the total right-aligned. */
static int
sheet_line(struct buf *b, const char *round, const char *name,
    const char *throws, const char *total, int bust, size_t wname,
    size_t wthr)
{
	int rc = sheet_cell(b, round, 5, 1, 1);

	rc |= sheet_cell(b, name, 0, 0, 0);
	rc |= sheet_pad(b, wname - sheet_cols(name));
	rc |= sheet_cell(b, throws, 0, 0, 0);
	rc |= sheet_pad(b, wthr - strlen(throws));
	rc |= sheet_cell(b, total, 5, 1, 0);
	if (bust)
		rc |= sheet_cell(b, "BUST", 0, 0, 0);
	return rc | sheet_end_line(b);
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tw *g = st;
	const struct tw_row *r;
	unsigned long first = g->t.turns - g->nhist + 1;
	char throws[TW_SHOW * 3 + 8], rnd[24], tot[24];
	size_t wname = 6, wthr = 6, c, i;
	size_t nrows = g->nhist + (g->t.phase == PH_ROLLING);
	struct turn t = g->t;
	uint32_t prev = 0;
	unsigned s;
	int rc;

	/* a turn line with no throw yet has no row: not in progress */
	if (t.phase != PH_ROLLING)
		t.phase = T_WAIT;
	rc = sheet_title(b, "Twenty-One", &t);
	if (g->ndice == 2 && g->single > 0)
		rc |= buf_printf(b, "Target %d; 2 dice while the total is "
		    "under %d, then 1.\n", g->target, g->single);
	else
		rc |= buf_printf(b, "Target %d with 1 die.\n", g->target);
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);
	for (s = 0; s < g->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (i = 0; i < nrows; i++) {
		row_throws(i < g->nhist ? &g->hist[i] : &g->now, throws,
		    sizeof(throws));
		if (strlen(throws) > wthr)
			wthr = strlen(throws);
	}
	rc |= sheet_line(b, "Round", "Player", "Throws", "Total", 0, wname,
	    wthr);
	for (i = 0; i < nrows; i++) {
		r = i < g->nhist ? &g->hist[i] : &g->now;
		row_throws(r, throws, sizeof(throws));
		unum_format(rnd, (unsigned)r->round);
		num_format(tot, (int)r->total);
		/* the turn in progress has no total yet */
		rc |= sheet_line(b, r->round != prev ? rnd : "",
		    nm->s[r->seat], throws, i < g->nhist ? tot : "",
		    i < g->nhist && r->how == H_BUST, wname, wthr);
		prev = r->round;
	}
	return rc;
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tw *g = st;
	unsigned cur = g->t.cur;
	int w = g->winner, rc = 0;

	if (g->round > 1) {
		rc |= buf_printf(b, "Round %u %s a play-off between ",
		    (unsigned)g->round, g->t.phase == T_OVER ? "was" : "is");
		rc |= sheet_seats(b, nm, g->t.n, g->in);
		rc |= buf_printf(b, ", tied on %d.\n", g->tie);
	}
	if (g->t.phase == T_OVER) {
		if (w < 0)
			return rc | buf_printf(b, "Finished: %s went bust; "
			    "nobody wins.\n", g->t.n == 1 ? nm->s[0] :
			    "every player");
		return rc | buf_printf(b, "Finished: %s wins %swith %d.\n",
		    nm->s[w], g->round > 1 ? "the play-off " : "",
		    (int)g->rtotal[w]);
	}
	if (g->t.phase == PH_ROLLING)
		rc |= buf_printf(b, "%s's turn: %d so far; throw %u %s or "
		    "stop.\n", nm->s[cur], (int)g->t.points, g->t.dice,
		    die_noun(g->t.dice));
	return rc | sheet_to_play(b, nm->s[cur]);
}

static int
tw_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct tw *)st)->t.n, st, sheet,
	    status);
}

/* The reason a line of seat is refused while another is due (see
 * session_ops.not_now): a play-off is for the tied players only (in
 * round 1 every seat is in). */
static int
tw_not_now(const void *st, unsigned seat, char why[256])
{
	return playoff_not_now(seat, ((const struct tw *)st)->in, why);
}

static const struct session_ops tw_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = tw_init,
	.begin_turn = tw_begin_turn,
	.not_now = tw_not_now,
	.end_turn = tw_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.finished = tw_finished,
	.verbs = tw_verbs,
	.ready = tw_ready,
	.view = tw_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form tw_forms[] = {
	{ "roll DICE", "roll 6",
	    "throw, adding to the turn's total; over the target busts" },
	{ "stop", "stop", "stand on the turn's total" },
	{ NULL, NULL, NULL }
};

const struct game game_twenty_one = {
	.id = "twenty-one",
	.name = "Twenty-One",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = tw_opts,
	.forms = tw_forms,
	.state_size = sizeof(struct tw),
	.render = tw_render,
	.session = &tw_session,
};
