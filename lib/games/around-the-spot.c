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
 * The only action is "roll DICE" (the three dice in the order thrown);
 * -l lists the throw due as "roll ???".
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
 * Data model: struct ats, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur in round
 * `round` (from 0) needs next, its throws are the counted throws of that
 * turn and its points their petals; doubled says whether the doubling
 * stands (an odd number of triples 2, 4 or 6 so far); card[seat][round]
 * the points and doubling of every finished turn; t.total[] the totals of
 * the finished turns.
 *
 * Invariants: throws < 3 while a turn is open; total[s] is the sum over
 * the played cells of card[s][] of their points, doubled where marked;
 * turns == round * n + cur while the game is not over; phase is T_OVER
 * exactly when every seat has played every round, which is when
 * the game is over; a refused action leaves the state untouched
 * (every check comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
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
	PH_ROLLING = T_GAME	/* thrown, counted throws still due */
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
	struct turn	t;	/* t.throws: counted; t.points: petals */
	unsigned char	round, rounds;
	unsigned char	doubled;		/* the doubling stands */
	unsigned char	shown[ATS_DICE];	/* the turn's last throw */
	struct ats_cell	card[NSEATS][ATS_ROUNDS_MAX];
};

_Static_assert(sizeof(struct ats) <= GAME_STATE_MAX, "around-the-spot state");

/* The petals of a die by its face: the spots around a centre spot. */
static const unsigned char petals[7] = { 0, 1, 0, 2, 0, 4, 0 };

/* What the turn in progress is worth now. */
static int64_t
turn_value(const struct ats *a)
{
	return a->doubled ? 2 * a->t.points : a->t.points;
}

static int
ats_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct ats *a = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Around the Spot is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(a, 0, sizeof(*a));
	turn_init(&a->t, n, ATS_DICE);
	a->rounds = (unsigned char)(v != NULL ? v->val[O_ROUNDS] :
	    ats_opts[O_ROUNDS].def);
	return 0;
}

static void
ats_why(const void *st, char why[256])
{
	const struct ats *a = st;

	if (a->rounds == 1)
		snprintf(why, 256, "the only round is played");
	else
		snprintf(why, 256, "all %u rounds are played", a->rounds);
}

/* Why no action can come now: the turn is over, or none has begun. */
static int
ats_ready(const void *st, struct game_err *e)
{
	const struct ats *a = st;

	if (a->t.phase != T_WAIT)
		return 0;
	if (a->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return game_errf(e, 0, 0, 0, "the turn is over: its %d throws are "
	    "made", ATS_THROWS);
}

/* Refused with what, as the counted throws still due say. */
static int
throws_due(const struct ats *a, const char *what, struct game_err *e)
{
	unsigned due = ATS_THROWS - a->t.throws;

	return game_errf(e, 0, 0, 0, "%s: %u more %s %s due", what, due,
	    due == 1 ? "throw" : "throws", is_are(due));
}

/* The throw, its three dice read and counted by the layer (ACT_THROW). */
static int
act_roll(void *st, struct act *act, struct game_err *e)
{
	struct ats *a = st;
	struct ats_cell *c = &a->card[a->t.cur][a->round];
	size_t i;

	(void)e;
	a->t.phase = PH_ROLLING;
	memcpy(a->shown, act->d, ATS_DICE);
	if (act->d[0] == act->d[1] && act->d[1] == act->d[2] &&
	    act->d[0] % 2 == 0) {
		/* three 2s, 4s or 6s: not one of the three throws, it only
		 * turns the doubling over */
		a->doubled = !a->doubled;
		return 0;
	}
	for (i = 0; i < ATS_DICE; i++)
		a->t.points += petals[act->d[i]];
	if (++a->t.throws < ATS_THROWS)
		return 0;
	/* the third counted throw: the turn goes on the card */
	c->pts = (unsigned char)a->t.points;
	c->flags = (unsigned char)(C_PLAYED | (a->doubled ? C_DOUBLED : 0));
	a->t.total[a->t.cur] += turn_value(a);
	a->doubled = 0;
	turn_pass(&a->t);
	if (a->t.cur == 0 && ++a->round == a->rounds)
		a->t.phase = T_OVER;
	return 0;
}

static int
act_stop(void *st, struct act *act, struct game_err *e)
{
	(void)act;
	return throws_due(st, "a turn cannot be stopped", e);
}

/* -p: the counted throws, the turn's points as its score counts them
 * (doubled while the doubling stands), the dice of its last throw. */
static void
ats_view(const void *st, struct session_view *v)
{
	const struct ats *a = st;

	turn_view(st, v);
	v->points = turn_value(a);
	v->has_dice = 1;
	v->nshow = a->t.phase == PH_ROLLING ? ATS_DICE : 0;
	memcpy(v->show, a->shown, v->nshow);
}

static const struct verb ats_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	/* known only to be refused with the game's reason */
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
ats_end_turn(void *st, struct game_err *e)
{
	const struct ats *a = st;

	if (a->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn is %d throws of %d dice", ATS_THROWS, ATS_DICE);
	if (a->t.phase == PH_ROLLING)
		return throws_due(a, "the turn before is not over", e);
	return 0;
}

static long
ats_score(const void *st, unsigned seat)
{
	const struct ats *a = st;

	if (seat >= a->t.n)
		return 0;
	return (long)(a->t.total[seat] + (a->t.phase == PH_ROLLING &&
	    seat == a->t.cur ? turn_value(a) : 0));
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
	else if (a->t.phase == PH_ROLLING && s == a->t.cur && r == a->round)
		snprintf(out, 32, "%lld+", (long long)turn_value(a));
}

static int
draw_sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct ats *a = st;
	size_t w[NSEATS];
	char num[32], tot[NSEATS][32];
	unsigned s, r;
	int rc = sheet_title(b, "Around the Spot", &a->t);

	rc |= buf_printf(b, "%u %s of 3 throws of 3 dice; 1 scores 1, 3 "
	    "scores 2, 5 scores 4.\n", a->rounds, a->rounds == 1 ? "round" :
	    "rounds");
	rc |= buf_puts(b, "* marks a turn doubled by a triple 2, 4 or 6.\n");
	for (s = 0; s < a->t.n; s++) {
		/* every cell is at most the total's digits and a mark */
		snprintf(tot[s], sizeof(tot[s]), "%ld ", ats_score(a, s));
		w[s] = sheet_cols(nm->s[s]);
		if (strlen(tot[s]) > w[s])
			w[s] = strlen(tot[s]);
	}
	rc |= sheet_cell(b, "Round", 5, 0, 1);
	for (s = 0; s < a->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], w[s], 1, 0);
	rc |= sheet_end_line(b);
	for (r = 0; r < a->rounds; r++) {
		rc |= sheet_unum(b, r + 1, 5, 1, 1);
		for (s = 0; s < a->t.n; s++) {
			cell(a, s, r, num);
			rc |= sheet_cell(b, num, w[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	rc |= sheet_cell(b, "Total", 5, 0, 1);
	for (s = 0; s < a->t.n; s++)
		rc |= sheet_cell(b, tot[s], w[s], 1, 0);
	return rc | sheet_end_line(b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct ats *a = st;
	char dbl[48] = "";

	if (a->t.phase == PH_ROLLING) {
		if (a->doubled)
			snprintf(dbl, sizeof(dbl), " doubled to %lld",
			    (long long)turn_value(a));
		return buf_printf(b, "%s's round %u: %u of %d throws made, "
		    "%lld %s%s; throw again.\n", nm->s[a->t.cur],
		    a->round + 1u, a->t.throws, ATS_THROWS,
		    (long long)a->t.points, count_noun((unsigned long)
		    a->t.points, "point", "points"), dbl);
	}
	if (a->t.phase == T_OVER)
		return sheet_winners(b, nm, a->t.n, turn_winners(&a->t, 1),
		    a->t.total);
	return buf_printf(b, "%s to play round %u.\n", nm->s[a->t.cur],
	    a->round + 1u);
}

static int
ats_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct ats *)st)->t.n, st,
	    draw_sheet, status);
}

static const char *const ats_aliases[] = { "flower-petals", NULL };

static const struct session_ops ats_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = ats_init,
	.begin_turn = turn_begin,
	.end_turn = ats_end_turn,
	.expect = turn_expect,
	.score = ats_score,
	.order = 1,
	.why = ats_why,
	.verbs = ats_verbs,
	.write = "roll",
	.actions = "the only action is roll",
	.ready = ats_ready,
	.view = ats_view,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * stop, only ever refused, has none.
 */
static const struct game_form ats_forms[] = {
	{ "roll DICE", "roll 135",
	    "throw the three dice: 1, 3 and 5 score 1, 2 and 4" },
	{ NULL, NULL, NULL }
};

const struct game game_around_the_spot = {
	.id = "around-the-spot",
	.name = "Around the Spot",
	.aliases = ats_aliases,
	.kind = GAME_SESSION,
	.opts = ats_opts,
	.forms = ats_forms,
	.state_size = sizeof(struct ats),
	.render = ats_render,
	.session = &ats_session,
};
