/*
 * around-the-spot: Around the Spot (also called Flower Petals), a dice
 * session for any number of seats with three dice.
 *
 * The faces with a centre spot are the flowers, and their outer spots the
 * petals: a die showing 1 scores 1 point, a 3 scores 2 and a 5 scores 4;
 * a 2, 4 or 6 scores nothing.  A turn is three throws of all three dice,
 * each adding its petals to the turn's points.  A throw of three 2s,
 * three 4s or three 6s is not one of the three: the player throws again,
 * and the triple turns the doubling of the turn's points on, or off when
 * it was on.  The game lasts four rounds (the Variant option "rounds=N"),
 * every seat playing one turn a round in the order of the Players tag;
 * then the highest total wins, equal totals sharing.
 *
 * The only action is "roll DICE" (the three dice in the order thrown).
 * The referee works out the petals, the triples, the doubling, the end of
 * the turn and of the game; the player has nothing to decide, so every
 * refusal is about the record: a throw of the wrong size, a throw after
 * the turn's third, a turn ended early, a turn out of order.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players; rounds=N from 1 to 99.
 *  - The doubling is of the whole turn: the points of the throws before
 *    the triple and after it.  Whether it stands is settled when the
 *    turn ends: after an odd number of triples the turn scores twice
 *    its points, after an even number (none included) once.
 *  - A triple 2, 4 or 6 may come at any throw and as often as it comes;
 *    it scores nothing itself (it has no petals).  A triple 1, 3 or 5 is
 *    an ordinary throw: 3, 6 or 12 points.
 *  - The turn ends at once with its third counted throw, so a triple
 *    cannot follow it; a turn cannot be stopped early: "stop" is refused.
 *  - A turn in progress counts in the player's score with its points so
 *    far, doubled when the doubling stands at that moment.
 *  - Equal highest totals share the win: the rule text names no play-off.
 *
 * Data model: struct ats, plain data.  phase says what the turn of seat
 * cur in round `round` (from 0) needs next; thrown the counted throws of
 * that turn, pts their points, doubled whether the doubling stands (an
 * odd number of triples 2, 4 or 6 so far); card[seat][round] the points
 * and doubling of every finished turn; total[] the totals of the
 * finished turns.
 *
 * Invariants: thrown < 3 while a turn is open; total[s] is the sum over
 * the played cells of card[s][] of their points, doubled where marked;
 * turns == round * n + cur while the game is not over; phase is PH_OVER
 * exactly when every seat has played every round, which is when
 * finished() says so; a refused action leaves the state untouched
 * (every check comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "sheet.h"

#define ATS_DICE	3
#define ATS_THROWS	3
#define ATS_ROUNDS_MAX	99
#define NSEATS		SESSION_PLAYERS_MAX

enum ats_opt {
	O_ROUNDS
};

static const struct game_opt ats_opts[] = {
	{ "rounds", OPT_INT, 1, ATS_ROUNDS_MAX, 4,
	    "every player has N turns", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, nothing thrown yet */
	PH_ROLLING,		/* thrown, counted throws still due */
	PH_OVER			/* every seat has played every round */
};

/* A finished turn on the card. */
enum cell_flag {
	C_PLAYED = 1,
	C_DOUBLED = 2
};

struct ats_cell {
	unsigned char	pts;		/* petals of the 3 throws, <= 36 */
	unsigned char	flags;		/* enum cell_flag */
};

struct ats {
	unsigned char	n, phase, cur, round, rounds;
	unsigned char	thrown;			/* counted throws this turn */
	unsigned char	doubled;		/* the doubling stands */
	int64_t		pts;			/* points of this turn */
	int64_t		total[NSEATS];		/* finished turns only */
	unsigned long	turns;			/* turns finished */
	struct ats_cell	card[NSEATS][ATS_ROUNDS_MAX];
};

_Static_assert(sizeof(struct ats) <= GAME_STATE_MAX, "around-the-spot state");

static const char *
throw_noun(unsigned long n)
{
	return n == 1 ? "throw" : "throws";
}

/* The petals of one die: the spots around a centre spot. */
static int
petals(unsigned char d)
{
	switch (d) {
	case 1:
		return 1;
	case 3:
		return 2;
	case 5:
		return 4;
	default:
		return 0;
	}
}

/* Whether a throw is three 2s, three 4s or three 6s. */
static int
even_triple(const unsigned char d[ATS_DICE])
{
	return d[0] == d[1] && d[1] == d[2] && d[0] % 2 == 0;
}

/* What the turn in progress is worth now. */
static int64_t
turn_value(const struct ats *a)
{
	return a->doubled ? 2 * a->pts : a->pts;
}

static int
ats_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct ats *a = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Around the Spot is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(a, 0, sizeof(*a));
	a->n = (unsigned char)n;
	a->rounds = (unsigned char)(v != NULL ? v->val[O_ROUNDS] :
	    ats_opts[O_ROUNDS].def);
	a->phase = PH_WAIT;
	return 0;
}

static int
ats_starts_action(const char *s, size_t len)
{
	/* "stop" is known only to be refused with the game's reason */
	return len == 4 && (memcmp(s, "roll", 4) == 0 ||
	    memcmp(s, "stop", 4) == 0);
}

static int
ats_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct ats *a = st;

	if (a->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = best_seats(a->total, a->n, 1);
	if (why != NULL) {
		if (a->rounds == 1)
			snprintf(why, 256, "the only round is played");
		else
			snprintf(why, 256, "all %u rounds are played",
			    a->rounds);
	}
	return 1;
}

/* Why an action cannot come now: the game or the turn is over. */
static int
turn_over(const struct ats *a, struct game_err *e)
{
	char why[256];

	if (a->phase == PH_OVER) {
		ats_finished(a, NULL, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
	if (a->turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return game_errf(e, 0, 0, 0, "the turn is over: its %d throws are "
	    "made", ATS_THROWS);
}

/* The third counted throw of cur is made: the turn goes on the card. */
static void
end_of_turn(struct ats *a)
{
	struct ats_cell *c = &a->card[a->cur][a->round];

	c->pts = (unsigned char)a->pts;
	c->flags = (unsigned char)(C_PLAYED | (a->doubled ? C_DOUBLED : 0));
	a->total[a->cur] += turn_value(a);
	a->pts = 0;
	a->doubled = 0;
	a->thrown = 0;
	a->turns++;
	if (a->cur + 1u < a->n) {
		a->cur++;
		a->phase = PH_WAIT;
	} else if (a->round + 1u < a->rounds) {
		a->cur = 0;
		a->round++;
		a->phase = PH_WAIT;
	} else
		a->phase = PH_OVER;
}

static int
act_roll(struct ats *a, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[ATS_DICE];
	size_t i, nd = 0;
	unsigned wi = 0;

	if (a->phase == PH_WAIT || a->phase == PH_OVER)
		return turn_over(a, e);
	if (get_dice(w, n, d, ATS_DICE, &nd, &wi,
	    "the only action is roll", e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %d dice thrown after "
		    "roll", ATS_DICE);
	if (nd != ATS_DICE)
		return game_errf(e, nd > ATS_DICE ? wi : (unsigned)n - 1, 0,
		    0, "a throw is %d dice, not %zu", ATS_DICE, nd);

	action_dice(canon, "roll", d, ATS_DICE);
	a->phase = PH_ROLLING;
	if (even_triple(d)) {
		/* not one of the three: it only turns the doubling over */
		a->doubled = !a->doubled;
		return 0;
	}
	for (i = 0; i < ATS_DICE; i++)
		a->pts += petals(d[i]);
	if (++a->thrown == ATS_THROWS)
		end_of_turn(a);
	return 0;
}

static int
ats_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct ats *a = st;
	unsigned due;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(a, w, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "stop", 4) == 0) {
		if (a->phase == PH_WAIT || a->phase == PH_OVER)
			return turn_over(a, e);
		due = ATS_THROWS - a->thrown;
		return game_errf(e, 0, 0, 0, "a turn cannot be stopped: %u "
		    "more %s %s due", due, throw_noun(due), is_are(due));
	}
	return game_errf(e, 0, 0, 0, "'%.*s' is not an Around the Spot "
	    "action: write roll", (int)(w[0].len > 32 ? 32 : w[0].len),
	    w[0].s);
}

static int
ats_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct ats *a = st;

	if (a->phase == PH_OVER)
		return turn_over(a, e);
	if (session_turn_check(a->phase != PH_WAIT, seat, a->cur, e) < 0)
		return -1;
	a->phase = PH_OPEN;
	return 0;
}

static int
ats_end_turn(void *st, struct game_err *e)
{
	struct ats *a = st;
	unsigned due;

	if (a->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn is %d throws of %d dice", ATS_THROWS, ATS_DICE);
	if (a->phase == PH_ROLLING) {
		due = ATS_THROWS - a->thrown;
		return game_errf(e, 0, 0, 0, "the turn before is not over: %u "
		    "more %s %s due", due, throw_noun(due), is_are(due));
	}
	return 0;
}

static void
ats_expect(const void *st, struct expect *x)
{
	const struct ats *a = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (a->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = a->cur;
	x->dice = ATS_DICE;
	x->new_turn = a->phase == PH_WAIT;
}

static long
ats_score(const void *st, unsigned seat)
{
	const struct ats *a = st;

	if (seat >= a->n)
		return 0;
	if (a->phase == PH_ROLLING && seat == a->cur)
		return (long)(a->total[seat] + turn_value(a));
	return (long)a->total[seat];
}

/*
 * The score sheet: a row per round, a column per player, each cell the
 * turn's score and a mark after it: "*" when a triple doubled the turn,
 * "+" for the turn in progress (its score so far); blank for turns not
 * played.  Then the totals and the status.  Numbers end one column
 * before the column's edge, the marks' column, so that they line up.
 */

/* The text of the sheet's cell for seat s in round r. */
static void
cell(const struct ats *a, unsigned s, unsigned r, char out[32])
{
	const struct ats_cell *c = &a->card[s][r];

	out[0] = '\0';
	if (c->flags & C_PLAYED)
		snprintf(out, 32, "%d%c", (c->flags & C_DOUBLED) ? 2 * c->pts :
		    c->pts, (c->flags & C_DOUBLED) ? '*' : ' ');
	else if (a->phase == PH_ROLLING && s == a->cur && r == a->round)
		snprintf(out, 32, "%lld+", (long long)turn_value(a));
}

static int
draw_sheet(const struct ats *a, const struct sheet_names *nm, struct buf *b)
{
	size_t w[NSEATS];
	char num[32];
	unsigned s, r;
	int rc = 0;

	if (a->phase == PH_OPEN || a->phase == PH_ROLLING)
		rc |= buf_printf(b, "Around the Spot, turn %lu in progress\n",
		    a->turns + 1);
	else if (a->turns == 0)
		rc |= buf_puts(b, "Around the Spot, start\n");
	else
		rc |= buf_printf(b, "Around the Spot, after turn %lu\n",
		    a->turns);
	rc |= buf_printf(b, "%u %s of 3 throws of 3 dice; 1 scores 1, 3 "
	    "scores 2, 5 scores 4.\n", a->rounds, a->rounds == 1 ? "round" :
	    "rounds");
	rc |= buf_puts(b, "* marks a turn doubled by a triple 2, 4 or 6.\n");
	for (s = 0; s < a->n; s++) {
		w[s] = sheet_cols(nm->s[s]);
		/* every cell is at most the total's digits and a mark */
		snprintf(num, sizeof(num), "%ld ", ats_score(a, s));
		if (strlen(num) > w[s])
			w[s] = strlen(num);
	}
	rc |= sheet_cell(b, "Round", 5, 0, 1);
	for (s = 0; s < a->n; s++)
		rc |= sheet_cell(b, nm->s[s], w[s], 1, 0);
	rc |= sheet_end_line(b);
	for (r = 0; r < a->rounds; r++) {
		snprintf(num, sizeof(num), "%u", r + 1);
		rc |= sheet_cell(b, num, 5, 1, 1);
		for (s = 0; s < a->n; s++) {
			cell(a, s, r, num);
			rc |= sheet_cell(b, num, w[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	rc |= sheet_cell(b, "Total", 5, 0, 1);
	for (s = 0; s < a->n; s++) {
		snprintf(num, sizeof(num), "%ld ", ats_score(a, s));
		rc |= sheet_cell(b, num, w[s], 1, 0);
	}
	return rc | sheet_end_line(b);
}

static int
status(const struct ats *a, const struct sheet_names *nm, struct buf *b)
{
	unsigned long w;

	if (a->phase == PH_ROLLING) {
		if (a->doubled)
			return buf_printf(b, "%s's round %u: %u of %d throws "
			    "made, %lld %s doubled to %lld; throw "
			    "again.\n", nm->s[a->cur], a->round + 1u,
			    a->thrown, ATS_THROWS, (long long)a->pts,
			    count_noun((unsigned long)a->pts, "point",
			    "points"), (long long)turn_value(a));
		return buf_printf(b, "%s's round %u: %u of %d throws made, "
		    "%lld %s; throw again.\n", nm->s[a->cur],
		    a->round + 1u, a->thrown, ATS_THROWS, (long long)a->pts,
		    count_noun((unsigned long)a->pts, "point", "points"));
	}
	if (a->phase != PH_OVER)
		return buf_printf(b, "%s to play round %u.\n", nm->s[a->cur],
		    a->round + 1u);
	ats_finished(a, &w, NULL);
	return sheet_winners(b, nm, a->n, w, a->total);
}

static int
ats_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct ats *a = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, a->n);
	return render_end(b, len, (draw_sheet(a, &nm, b) ==
	    0 && status(a, &nm, b) == 0) ? 0 : -1);
}

static const char *const ats_aliases[] = { "flower-petals", NULL };

static const struct session_ops ats_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = ats_init,
	.starts_action = ats_starts_action,
	.begin_turn = ats_begin_turn,
	.action = ats_action,
	.end_turn = ats_end_turn,
	.expect = ats_expect,
	.score = ats_score,
	.order = 1,
	.finished = ats_finished,
};

const struct game game_around_the_spot = {
	.id = "around-the-spot",
	.name = "Around the Spot",
	.aliases = ats_aliases,
	.kind = GAME_SESSION,
	.opts = ats_opts,
	.state_size = sizeof(struct ats),
	.render = ats_render,
	.session = &ats_session,
};
