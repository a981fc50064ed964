/*
 * dice-golf: Dice Golf, a dice session for any number of seats with three
 * dice, played over a course of holes (18, or the Variant option
 * "holes=N").
 *
 * Each round every seat plays the same hole, one turn each in the order
 * of the Players tag.  Playing a hole is throwing all three dice again
 * and again until a throw shows two or three equal dice; the hole's score
 * is the number of throws it took, the last one included.  When the last
 * seat has played the last hole the game is over: the lowest total of
 * throws wins, equal totals sharing the win.
 *
 * The only action is "roll DICE" (the three dice in the order thrown).
 * The referee sees the pair, ends the hole and counts its throws; the
 * player decides nothing, so every refusal is about the record: a throw
 * of the wrong size, a throw after the hole ended, a hole left unfinished.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players; the holes are played in rounds, every seat
 *    playing hole 1, then every seat hole 2, and so on.
 *  - A hole cannot be given up or stopped: "stop" is refused.
 *  - A hole in progress counts its throws so far in the player's score,
 *    since every throw is a stroke whatever follows.
 *  - Equal lowest totals share the win: the rule text names no play-off.
 *
 * Data model: struct golf, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs next,
 * its points are the throws of the hole in progress, its turns the holes
 * finished by all seats.  hole is the hole being played (from 0);
 * card[seat][hole] the throws of every finished hole (0: not played
 * yet); t.total[] the throws of every seat, the hole in progress included;
 * last[] the last throw, for -p and the refusal after a hole.
 *
 * Invariants: total[s] is the sum of card[s][] plus t.points when s is
 * cur in mid-hole; a card cell is 0 exactly when the hole is not
 * finished; phase is T_OVER exactly when every seat has finished the
 * last hole; a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define GOLF_DICE	3
#define GOLF_HOLES_MAX	99
#define NSEATS		SESSION_PLAYERS_MAX

enum golf_opt {
	O_HOLES
};

static const struct game_opt golf_opts[] = {
	{ "holes", OPT_INT, 1, GOLF_HOLES_MAX, 18,
	    "the number of holes (rounds) on the course", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_ROLLING = T_GAME	/* thrown, no two dice equal yet */
};

struct golf {
	struct turn	t;		/* t.points: the hole's throws */
	unsigned char	hole, holes;
	unsigned char	last[GOLF_DICE];	/* the last throw */
	int64_t		card[NSEATS][GOLF_HOLES_MAX];
};

_Static_assert(sizeof(struct golf) <= GAME_STATE_MAX, "dice-golf state");

static int
golf_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct golf *g = st;

	(void)e;
	memset(g, 0, sizeof(*g));
	turn_init(&g->t, n, GOLF_DICE);
	g->holes = (unsigned char)(v != NULL ? v->val[O_HOLES] :
	    golf_opts[O_HOLES].def);
	return 0;
}

static void
golf_why(const void *st, char why[256])
{
	const struct golf *g = st;

	if (g->holes == 1)
		snprintf(why, 256, "the only hole is played");
	else
		snprintf(why, 256, "the last of the %u holes is played",
		    g->holes);
}

/* Why no action can come now: the hole is over. */
static int
golf_ready(const void *st, struct game_err *e)
{
	const struct golf *g = st;

	if (g->t.phase != T_WAIT)
		return 0;
	if (g->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return game_errf(e, 0, 0, 0, "the turn is over: its throw %u%u%u "
	    "showed two equal dice and finished the hole", g->last[0],
	    g->last[1], g->last[2]);
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct golf *g = st;
	const unsigned char *d = a->d;
	unsigned s = g->t.cur;

	(void)e;
	memcpy(g->last, d, GOLF_DICE);
	g->t.points++;
	g->t.total[s]++;
	g->t.phase = PH_ROLLING;
	if (d[0] != d[1] && d[0] != d[2] && d[1] != d[2])
		return 0;
	/* two equal dice: the hole is finished */
	g->card[s][g->hole] = g->t.points;
	turn_pass(&g->t);
	if (g->t.cur == 0 && g->hole + 1u == g->holes)
		g->t.phase = T_OVER;
	else if (g->t.cur == 0)
		g->hole++;
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	(void)a;
	return game_errf(e, 0, 0, 0, "a hole cannot be given up: throw "
	    "until two dice are equal");
}

/* -p: the hole's throws (its strokes: no points apart from them), the
 * dice of its last throw while it goes on. */
static void
golf_view(const void *st, struct session_view *v)
{
	const struct golf *g = st;

	v->throws = (int)g->t.points;
	v->has_dice = 1;
	if (g->t.phase == PH_ROLLING)
		memcpy(v->show, g->last, v->nshow = GOLF_DICE);
}

static const struct verb golf_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	/* known only to be refused with the game's reason */
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
golf_end_turn(void *st, struct game_err *e)
{
	struct golf *g = st;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every hole takes at least one");
	if (g->t.phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "hole %u goes on until a throw shows two equal dice",
		    g->hole + 1u);
	return 0;
}

/*
 * The score card: a row per hole of the course, a column per player,
 * each cell the throws of that hole ("2+" for the hole in progress,
 * blank for holes not played), then the totals and the status.
 */

/* The text of the card's cell for seat s at hole h; past the last hole,
 * the total. */
static void
cell(const struct golf *g, unsigned s, unsigned h, char out[32])
{
	size_t n;

	/* no format parsed: every cell goes out after every turn */
	out[0] = '\0';
	if (h == g->holes)
		num_format(out, (long long)g->t.total[s]);
	else if (g->card[s][h] > 0)
		num_format(out, (long long)g->card[s][h]);
	else if (g->t.phase == PH_ROLLING && s == g->t.cur &&
	    h == g->hole) {
		n = num_format(out, (long long)g->t.points);
		out[n++] = '+';
		out[n] = '\0';
	}
}

static int
card(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct golf *g = st;
	size_t w[NSEATS];
	char num[32];
	unsigned s, h;
	int rc = 0;

	if (g->t.phase == T_OVER)
		rc |= buf_printf(b, "Dice Golf, %u %s played\n", g->holes,
		    g->holes == 1 ? "hole" : "holes");
	else
		rc |= buf_printf(b, "Dice Golf, hole %u of %u\n",
		    g->hole + 1u, g->holes);
	rc |= buf_puts(b, "Throws per hole with 3 dice; lowest total "
	    "wins.\n");
	for (s = 0; s < g->t.n; s++) {
		w[s] = sheet_cols(nm->s[s]);
		cell(g, s, g->holes, num);
		if (strlen(num) + 1 > w[s])	/* room for "+" */
			w[s] = strlen(num) + 1;
	}
	rc |= sheet_cell(b, "Hole", 5, 0, 1);
	rc |= sheet_pad(b, 1);
	for (s = 0; s < g->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], w[s], 1, 0);
	rc |= sheet_end_line(b);
	/* a row per hole, then the totals */
	for (h = 0; h <= g->holes; h++) {
		unum_format(num, h + 1);
		if (h < g->holes)
			rc |= sheet_cell32(b, num, 5, 1, 1);
		else
			rc |= sheet_cell(b, "Total", 5, 0, 1);
		for (s = 0; s < g->t.n; s++) {
			cell(g, s, h, num);
			rc |= sheet_cell32(b, num, w[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct golf *g = st;
	unsigned long w;

	if (g->t.phase == PH_ROLLING)
		return buf_printf(b, "%s's hole %u: %lld %s, no two dice "
		    "equal yet; throw again.\n", nm->s[g->t.cur], g->hole + 1u,
		    (long long)g->t.points, count_noun((unsigned long)
		    g->t.points, "throw", "throws"));
	if (g->t.phase != T_OVER)
		return buf_printf(b, "%s to play hole %u.\n", nm->s[g->t.cur],
		    g->hole + 1u);
	w = turn_winners(&g->t, -1);
	return sheet_winners(b, nm, g->t.n, w, g->t.total);
}

static int
golf_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct golf *)st)->t.n, st, card,
	    status);
}

static const struct session_ops golf_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = golf_init,
	.begin_turn = turn_begin,
	.end_turn = golf_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = -1,
	.why = golf_why,
	.verbs = golf_verbs,
	.write = "roll",
	.actions = "the only action is roll",
	.ready = golf_ready,
	.view = golf_view,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * stop, only ever refused, has none.
 */
static const struct game_form golf_forms[] = {
	{ "roll DICE", "roll 552",
	    "throw the three dice until two are equal: a stroke" },
	{ NULL, NULL, NULL }
};

const struct game game_dice_golf = {
	.id = "dice-golf",
	.name = "Dice Golf",
	.kind = GAME_SESSION,
	.opts = golf_opts,
	.forms = golf_forms,
	.state_size = sizeof(struct golf),
	.render = golf_render,
	.session = &golf_session,
};
