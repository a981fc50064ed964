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
 * Data model: struct golf, plain data.  phase says what the turn of seat
 * cur needs next; hole the hole being played (from 0); throws the throws
 * of the hole in progress; card[seat][hole] the throws of every finished
 * hole (0: not played yet); total[] the throws of every seat, the hole in
 * progress included; last[] the last throw, for the refusal after a hole.
 *
 * Invariants: total[s] is the sum of card[s][] plus throws when s is cur
 * in mid-hole; a card cell is 0 exactly when the hole is not finished;
 * phase is PH_OVER exactly when every seat has finished the last hole;
 * a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
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
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, nothing thrown yet */
	PH_ROLLING,		/* thrown, no two dice equal yet */
	PH_OVER			/* every seat has played every hole */
};

struct golf {
	unsigned char	n, phase, cur, hole, holes;
	unsigned char	last[GOLF_DICE];	/* the last throw */
	int64_t		throws;			/* of the hole in progress */
	int64_t		total[NSEATS];
	int64_t		card[NSEATS][GOLF_HOLES_MAX];
	unsigned long	turns;			/* holes finished, all seats */
};

_Static_assert(sizeof(struct golf) <= GAME_STATE_MAX, "dice-golf state");

static const char *
throw_noun(int64_t n)
{
	return n == 1 ? "throw" : "throws";
}

/* Whether a throw shows at least two equal dice. */
static int
holed(const unsigned char d[GOLF_DICE])
{
	return d[0] == d[1] || d[0] == d[2] || d[1] == d[2];
}

static int
golf_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct golf *g = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Dice Golf is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	g->n = (unsigned char)n;
	g->holes = (unsigned char)(v != NULL ? v->val[O_HOLES] :
	    golf_opts[O_HOLES].def);
	g->phase = PH_WAIT;
	return 0;
}

static int
golf_starts_action(const char *s, size_t len)
{
	/* "stop" is known only to be refused with the game's reason */
	return len == 4 && (memcmp(s, "roll", 4) == 0 ||
	    memcmp(s, "stop", 4) == 0);
}

static int
golf_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct golf *g = st;

	if (g->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = best_seats(g->total, g->n, -1);
	if (why != NULL) {
		if (g->holes == 1)
			snprintf(why, 256, "the only hole is played");
		else
			snprintf(why, 256, "the last of the %u holes is "
			    "played", g->holes);
	}
	return 1;
}

/* Why an action cannot come now that the turn is over. */
static int
turn_over(const struct golf *g, struct game_err *e)
{
	char why[256];

	if (g->phase == PH_OVER) {
		golf_finished(g, NULL, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
	if (g->turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return game_errf(e, 0, 0, 0, "the turn is over: its throw %u%u%u "
	    "showed two equal dice and finished the hole", g->last[0],
	    g->last[1], g->last[2]);
}

/* The hole of cur is finished by the throw just made. */
static void
end_of_hole(struct golf *g)
{
	g->card[g->cur][g->hole] = g->throws;
	g->throws = 0;
	g->turns++;
	if (g->cur + 1u < g->n) {
		g->cur++;
		g->phase = PH_WAIT;
	} else if (g->hole + 1u < g->holes) {
		g->cur = 0;
		g->hole++;
		g->phase = PH_WAIT;
	} else
		g->phase = PH_OVER;
}

static int
act_roll(struct golf *g, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[GOLF_DICE];
	size_t nd = 0;
	unsigned wi = 0;

	if (g->phase == PH_WAIT || g->phase == PH_OVER)
		return turn_over(g, e);
	if (get_dice(w, n, d, GOLF_DICE, &nd, &wi,
	    "the only action is roll", e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %d dice thrown after "
		    "roll", GOLF_DICE);
	if (nd != GOLF_DICE)
		return game_errf(e, nd > GOLF_DICE ? wi : (unsigned)n - 1, 0,
		    0, "a throw is %d dice, not %zu", GOLF_DICE, nd);

	action_dice(canon, "roll", d, GOLF_DICE);
	memcpy(g->last, d, GOLF_DICE);
	g->throws++;
	g->total[g->cur]++;
	if (holed(d))
		end_of_hole(g);
	else
		g->phase = PH_ROLLING;
	return 0;
}

static int
golf_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct golf *g = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(g, w, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "stop", 4) == 0) {
		if (g->phase == PH_WAIT || g->phase == PH_OVER)
			return turn_over(g, e);
		return game_errf(e, 0, 0, 0, "a hole cannot be given up: "
		    "throw until two dice are equal");
	}
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Dice Golf action: "
	    "write roll", (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s);
}

static int
golf_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct golf *g = st;

	if (g->phase == PH_OVER)
		return turn_over(g, e);
	if (session_turn_check(g->phase != PH_WAIT, seat, g->cur, e) < 0)
		return -1;
	g->phase = PH_OPEN;
	g->throws = 0;
	return 0;
}

static int
golf_end_turn(void *st, struct game_err *e)
{
	struct golf *g = st;

	if (g->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every hole takes at least one");
	if (g->phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "hole %u goes on until a throw shows two equal dice",
		    g->hole + 1u);
	return 0;
}

static void
golf_expect(const void *st, struct expect *x)
{
	const struct golf *g = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (g->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = g->cur;
	x->dice = GOLF_DICE;
	x->new_turn = g->phase == PH_WAIT;
}

static long
golf_score(const void *st, unsigned seat)
{
	const struct golf *g = st;

	return seat < g->n ? (long)g->total[seat] : 0;
}

/*
 * The score card: a row per hole of the course, a column per player,
 * each cell the throws of that hole ("2+" for the hole in progress,
 * blank for holes not played), then the totals and the status.
 */

/* The text of the card's cell for seat s at hole h. */
static void
cell(const struct golf *g, unsigned s, unsigned h, char out[32])
{
	out[0] = '\0';
	if (g->card[s][h] > 0)
		snprintf(out, 32, "%lld", (long long)g->card[s][h]);
	else if (g->phase == PH_ROLLING && s == g->cur && h == g->hole)
		snprintf(out, 32, "%lld+", (long long)g->throws);
}

static int
card(const struct golf *g, const struct sheet_names *nm, struct buf *b)
{
	size_t w[NSEATS];
	char num[32];
	unsigned s, h;
	int rc = 0;

	if (g->phase == PH_OVER)
		rc |= buf_printf(b, "Dice Golf, %u %s played\n", g->holes,
		    g->holes == 1 ? "hole" : "holes");
	else
		rc |= buf_printf(b, "Dice Golf, hole %u of %u\n",
		    g->hole + 1u, g->holes);
	rc |= buf_puts(b, "Throws per hole with 3 dice; lowest total "
	    "wins.\n");
	for (s = 0; s < g->n; s++) {
		w[s] = sheet_cols(nm->s[s]);
		snprintf(num, sizeof(num), "%lld", (long long)g->total[s]);
		if (strlen(num) + 1 > w[s])	/* room for "+" */
			w[s] = strlen(num) + 1;
	}
	rc |= sheet_cell(b, "Hole", 5, 0, 1);
	rc |= sheet_pad(b, 1);
	for (s = 0; s < g->n; s++)
		rc |= sheet_cell(b, nm->s[s], w[s], 1, 0);
	rc |= sheet_end_line(b);
	for (h = 0; h < g->holes; h++) {
		snprintf(num, sizeof(num), "%u", h + 1);
		rc |= sheet_cell(b, num, 5, 1, 1);
		for (s = 0; s < g->n; s++) {
			cell(g, s, h, num);
			rc |= sheet_cell(b, num, w[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	rc |= sheet_cell(b, "Total", 5, 0, 1);
	for (s = 0; s < g->n; s++) {
		snprintf(num, sizeof(num), "%lld", (long long)g->total[s]);
		rc |= sheet_cell(b, num, w[s], 1, 0);
	}
	return rc | sheet_end_line(b);
}

static int
status(const struct golf *g, const struct sheet_names *nm, struct buf *b)
{
	unsigned long w;

	if (g->phase == PH_ROLLING)
		return buf_printf(b, "%s's hole %u: %lld %s, no two dice "
		    "equal yet; throw again.\n", nm->s[g->cur], g->hole + 1u,
		    (long long)g->throws, throw_noun(g->throws));
	if (g->phase != PH_OVER)
		return buf_printf(b, "%s to play hole %u.\n", nm->s[g->cur],
		    g->hole + 1u);
	golf_finished(g, &w, NULL);
	return sheet_winners(b, nm, g->n, w, g->total);
}

static int
golf_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct golf *g = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, g->n);
	return render_end(b, len, (card(g, &nm, b) == 0 &&
	    status(g, &nm, b) == 0) ? 0 : -1);
}

static const struct session_ops golf_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = golf_init,
	.starts_action = golf_starts_action,
	.begin_turn = golf_begin_turn,
	.action = golf_action,
	.end_turn = golf_end_turn,
	.expect = golf_expect,
	.score = golf_score,
	.order = -1,
	.finished = golf_finished,
};

const struct game game_dice_golf = {
	.id = "dice-golf",
	.name = "Dice Golf",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = golf_opts,
	.state_size = sizeof(struct golf),
	.render = golf_render,
	.session = &golf_session,
};
