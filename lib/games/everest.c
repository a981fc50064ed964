/*
 * everest: Everest (also Matterhorn), a dice session for any number of
 * seats with three dice.
 *
 * Every player's sheet has two rows of the numbers 1 to 12, the first
 * drawn 1 to 12 and the second 12 to 1: each number may be crossed off
 * twice, once in each row, 24 crossings in all.  A turn is one throw of
 * the three dice; then the player says which numbers it crosses off.
 * Each number must be made from a group of the dice thrown (one die, the
 * sum of two, or the sum of all three), the groups must not share a die,
 * and each number must still be open on the player's sheet.  From 2 3 5
 * the player may cross off 2 3 5, or 5 5 (2 + 3 and 5), or 2 8, or 3 7,
 * or 10, or fewer of them.  The first player to cross off all 24 wins.
 *
 * Actions: "roll DICE" (the three dice in the order thrown) and "cross
 * N..." (the numbers crossed off, none to three of them).  The referee
 * checks each number (on the sheet, still open, made from the throw, the
 * dice not shared) and works out the row it goes in, the end of the turn
 * and of the game.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players, one turn each in the order of the Players
 *    tag, round after round.
 *  - A turn is one throw, then one "cross" naming the numbers crossed
 *    off.  The player may cross off fewer numbers than the throw allows,
 *    or none at all: "cross" alone (the rules let it cross off "any
 *    values" it wishes).
 *  - When no number the throw can make is still open, the turn ends
 *    with the throw: there is nothing to decide, and a "cross" after it
 *    is refused.
 *  - A number goes in the first row while it is open there, then in the
 *    second: the rows are the same numbers, so which one is a matter of
 *    drawing; the sheet strikes out the first row first.
 *  - The game ends at once when a player crosses off its 24th number:
 *    it is the first to do so and wins alone; the round is not played
 *    out.
 *  - A player's score is the numbers it has crossed off, 0 to 24
 *    (RULINGS.md).  Sums of 13 to 18 are not on the sheet; a number may
 *    be written with leading zeros ("05" is 5), the canonical text
 *    lists the numbers in ascending order.
 *
 * Data model: struct ev, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs next,
 * its dice are the throw due (3, none while the numbers are due).
 * dice[] is the throw of the turn in progress, or of the last turn once
 * it is over.  crossed[s][v] is how many times seat s has crossed off v
 * (1 to 12): 0, 1 (the first row) or 2 (both rows); count[s] their sum.
 * last_* describe the last finished turn for the score sheet: its seat,
 * how it ended and the numbers it crossed off.
 *
 * Invariants: crossed[s][v] <= 2 and count[s] is the sum of
 * crossed[s][1..12], so count[s] <= 24; last_dice[] is dice[] as the
 * last finished turn left it; phase is T_OVER exactly when some count
 * is 24, last_seat being that seat, the only one (the game ends with
 * the first); a refused action leaves the state untouched (every check
 * comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define EV_DICE		3
#define EV_TOP		12	/* the numbers run 1 to 12 */
#define EV_ALL		(2 * EV_TOP)
#define NSEATS		SESSION_PLAYERS_MAX

static const struct game_opt ev_opts[] = {
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_CROSS = T_GAME	/* thrown: the numbers crossed off are due */
};

/* How the last turn ended. */
enum how {
	H_NONE,			/* no turn has ended yet */
	H_CROSSED,		/* its cross, of none or more numbers */
	H_NOTHING		/* nothing the throw makes was open */
};

struct ev {
	struct turn	t;
	unsigned char	dice[EV_DICE];
	unsigned char	last_how, last_seat, nlast;
	unsigned char	last_dice[EV_DICE];	/* the last turn's throw */
	unsigned char	last[EV_DICE];		/* its numbers, ascending */
	unsigned char	count[NSEATS];
	unsigned char	crossed[NSEATS][EV_TOP + 1];
};

_Static_assert(sizeof(struct ev) <= GAME_STATE_MAX, "everest state");

/* "2 3 5": the dice in the order thrown. */
static void
dice_text(const unsigned char d[EV_DICE], char out[2 * EV_DICE])
{
	size_t i;

	for (i = 0; i < EV_DICE; i++) {
		out[2 * i] = (char)('0' + d[i]);
		out[2 * i + 1] = i + 1 < EV_DICE ? ' ' : '\0';
	}
}

/* "10", "6 and 12", "1, 4 and 6". */
static void
list_text(const unsigned char *v, size_t n, char *out, size_t len)
{
	size_t i, k = 0;

	out[0] = '\0';
	for (i = 0; i < n && k < len; i++)
		k += (size_t)snprintf(out + k, len - k, "%s%u", i == 0 ? "" :
		    i + 1 == n ? " and " : ", ", v[i]);
}

/* Whether the n numbers v[] can be made from disjoint groups of d[]:
 * each die goes to one number or to none, (n + 1)^3 ways at most. */
static int
makes(const unsigned char d[EV_DICE], const unsigned char *v, size_t n)
{
	unsigned code, c, ways = 1, sum[EV_DICE];
	size_t i, k;

	for (i = 0; i < EV_DICE; i++)
		ways *= (unsigned)n + 1;
	for (code = 0; code < ways; code++) {
		memset(sum, 0, sizeof(sum));
		for (i = 0, c = code; i < EV_DICE; i++, c /= (unsigned)n + 1)
			if (c % (n + 1) > 0)
				sum[c % (n + 1) - 1] += d[i];
		for (k = 0; k < n && sum[k] == v[k]; k++)
			;
		if (k == n)
			return 1;
	}
	return 0;
}

/* Whether some number the throw makes is still open for seat s. */
static int
any_open(const struct ev *p, unsigned s)
{
	unsigned char v;

	for (v = 1; v <= EV_TOP; v++)
		if (p->crossed[s][v] < 2 && makes(p->dice, &v, 1))
			return 1;
	return 0;
}

static int
ev_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct ev *p = st;

	(void)v;
	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Everest is for 1 to %d players, "
		    "not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, EV_DICE);
	return 0;
}

static void
ev_why(const void *st, char why[256])
{
	(void)st;
	snprintf(why, 256, "all %d numbers of a sheet are crossed off",
	    EV_ALL);
}

/* Why no action can come now: the turn is over. */
static int
ev_ready(const void *st, struct game_err *e)
{
	const struct ev *p = st;
	char dt[2 * EV_DICE];

	if (p->t.phase != T_WAIT)
		return 0;
	if (p->last_how == H_CROSSED)
		return game_errf(e, 0, 0, 0, "the turn is over: a turn is one "
		    "throw and one cross");
	if (p->last_how == H_NONE)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	dice_text(p->last_dice, dt);
	return game_errf(e, 0, 0, 0, "the turn is over: nothing %s makes is "
	    "open", dt);
}

/* The turn of cur ends; its numbers are already crossed off.  The game
 * ends with it when its sheet is full. */
static void
end_of_turn(struct ev *p, enum how how, const unsigned char *v, size_t n)
{
	p->last_how = (unsigned char)how;
	p->last_seat = p->t.cur;
	p->nlast = (unsigned char)n;
	memcpy(p->last_dice, p->dice, EV_DICE);
	if (n > 0)
		memcpy(p->last, v, n);
	turn_pass(&p->t);
	p->t.dice = EV_DICE;
	if (p->count[p->last_seat] == EV_ALL) {
		p->t.won = 1ul << p->last_seat;
		p->t.phase = T_OVER;
	}
}

/* roll: the layer has read the three dice, unless the numbers are due
 * (no throw is, and any dice come here to be refused). */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct ev *p = st;
	char dt[2 * EV_DICE];

	if (p->t.phase == PH_CROSS) {
		dice_text(p->dice, dt);
		return game_errf(e, 0, 0, 0, "a turn is one throw: cross off "
		    "numbers made from %s", dt);
	}
	memcpy(p->dice, a->d, EV_DICE);
	p->t.dice = 0;
	p->t.phase = PH_CROSS;
	if (!any_open(p, p->t.cur))
		end_of_turn(p, H_NOTHING, NULL, 0);
	return 0;
}

/*
 * The numbers after cross: words 1..n-1, each a number or several joined
 * by ',' (YAML keeps "5,5" whole), EV_DICE at most.  v[] gets them,
 * wv[] the word of each, *nv their count.
 */
static int
read_numbers(const struct word *w, size_t n, unsigned char v[EV_DICE],
    unsigned wv[EV_DICE], size_t *nv, struct game_err *e)
{
	size_t i, k, j;
	unsigned val;
	char c;

	*nv = 0;
	for (i = 1; i < n; i++) {
		c = w[i].len > 0 ? w[i].s[0] : '0';
		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
			return game_errf(e, (unsigned)i, 0, 0, "'%.*s' is "
			    "neither a number nor an action: the actions "
			    "are roll and cross", (int)(w[i].len > 32 ? 32 :
			    w[i].len), w[i].s);
		for (k = 0; k < w[i].len; k++)
			if ((w[i].s[k] < '0' || w[i].s[k] > '9') &&
			    w[i].s[k] != ',')
				return game_errf(e, (unsigned)i, 0, 0, "'%.*s' "
				    "is not a number: write the numbers "
				    "crossed off, 1 to %d", (int)(w[i].len >
				    32 ? 32 : w[i].len), w[i].s, EV_TOP);
	}
	for (i = 1; i < n; i++)
		for (k = 0; k < w[i].len; k = j + 1) {
			for (j = k, val = 0; j < w[i].len &&
			    w[i].s[j] != ','; j++)
				if (val <= EV_TOP)	/* no overflow */
					val = val * 10 + (unsigned)(w[i].s[j] -
					    '0');
			if (j == k)
				continue;
			if (val < 1 || val > EV_TOP)
				return game_errf(e, (unsigned)i, 0, 0, "%.*s "
				    "is not on the sheet: its rows hold 1 to "
				    "%d", (int)(j - k > 32 ? 32 : j - k),
				    w[i].s + k, EV_TOP);
			if (*nv == EV_DICE)
				return game_errf(e, (unsigned)i, 0, 0, "%d dice "
				    "make at most %d numbers", EV_DICE,
				    EV_DICE);
			v[*nv] = (unsigned char)val;
			wv[(*nv)++] = (unsigned)i;
		}
	return 0;
}

static int
act_cross(void *st, struct act *a, struct game_err *e)
{
	struct ev *p = st;
	unsigned wv[EV_DICE], seen[EV_TOP + 1];
	unsigned char v[EV_DICE], u[2], t;
	const unsigned char *cr = p->crossed[p->t.cur];
	char dt[2 * EV_DICE], lt[64];
	size_t nv, i, k;
	int len;

	if (read_numbers(a->w, a->n, v, wv, &nv, e) < 0)
		return -1;
	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to cross off: throw "
		    "first");
	dice_text(p->dice, dt);

	/* each number still open, counting repeats */
	memset(seen, 0, sizeof(seen));
	for (i = 0; i < nv; i++) {
		if (cr[v[i]] + ++seen[v[i]] <= 2)
			continue;
		if (cr[v[i]] == 2)
			return game_errf(e, wv[i], 0, 0, "%u is already crossed "
			    "off twice", v[i]);
		if (cr[v[i]] == 1)
			return game_errf(e, wv[i], 0, 0, "%u is already crossed "
			    "off once: only one %u is left to cross off",
			    v[i], v[i]);
		return game_errf(e, wv[i], 0, 0, "%u can be crossed off only "
		    "twice, once in each row", v[i]);
	}
	/* each made from the throw, then each pair, then all three */
	for (i = 0; i < nv; i++)
		if (!makes(p->dice, v + i, 1))
			return game_errf(e, wv[i], 0, 0, "%u cannot be made from "
			    "%s: a number is one die or the sum of two or "
			    "three", v[i], dt);
	for (k = 1; k < nv; k++)
		for (i = 0; i < k; i++) {
			u[0] = v[i];
			u[1] = v[k];
			if (!makes(p->dice, u, 2))
				return game_errf(e, wv[k], 0, 0, "%u and %u "
				    "cannot both be made from %s: each die "
				    "counts once", v[i], v[k], dt);
		}
	if (nv == EV_DICE && !makes(p->dice, v, nv)) {
		list_text(v, nv, lt, sizeof(lt));
		return game_errf(e, wv[nv - 1], 0, 0, "%s cannot all be made "
		    "from %s: each die counts once", lt, dt);
	}

	/* ascending, the canonical order */
	for (i = 1; i < nv; i++)
		for (k = i; k > 0 && v[k - 1] > v[k]; k--) {
			t = v[k];
			v[k] = v[k - 1];
			v[k - 1] = t;
		}
	len = snprintf(a->canon, MOVE_TEXT_MAX, "cross");
	for (i = 0; i < nv; i++) {
		len += snprintf(a->canon + len, (size_t)(MOVE_TEXT_MAX - len),
		    " %u", v[i]);
		p->crossed[p->t.cur][v[i]]++;
	}
	p->count[p->t.cur] = (unsigned char)(p->count[p->t.cur] + nv);
	end_of_turn(p, H_CROSSED, v, nv);
	return 0;
}

/* -l: cross and every set of k numbers after it, ascending, the smallest
 * from; act_cross keeps those the throw makes. */
static int
list_sets(char *text, size_t at, unsigned k, unsigned from,
    int (*try)(void *, const char *), void *ctx)
{
	unsigned v;
	int rv;

	if (k == 0) {
		text[at] = '\0';
		return try(ctx, text);
	}
	for (v = from; v <= EV_TOP; v++)
		if ((rv = list_sets(text, at + (size_t)sprintf(text + at,
		    " %u", v), k - 1, v, try, ctx)) != 0)
			return rv;
	return 0;
}

/* The most numbers first, "cross" alone last. */
static int
list_cross(const void *st, int (*try)(void *, const char *), void *ctx)
{
	char text[32] = "cross";
	unsigned k;
	int rv;

	(void)st;
	for (k = EV_DICE + 1; k-- > 0;)
		if ((rv = list_sets(text, 5, k, 1, try, ctx)) != 0)
			return rv;
	return 0;
}

/* -p: the turn's one throw, its dice showing while the numbers are
 * due; no points (a sheet's numbers are the player's, not the turn's). */
static void
ev_view(const void *st, struct session_view *v)
{
	const struct ev *p = st;

	v->throws = p->t.phase == PH_CROSS;
	v->has_dice = 1;
	if (p->t.phase == PH_CROSS)
		memcpy(v->show, p->dice, v->nshow = EV_DICE);
}

static const struct verb ev_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	{ "cross", ACT_WORDS, act_cross, NULL, list_cross, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
ev_end_turn(void *st, struct game_err *e)
{
	struct ev *p = st;
	char dt[2 * EV_DICE];

	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn is one throw of %d dice", EV_DICE);
	if (p->t.phase == PH_CROSS) {
		dice_text(p->dice, dt);
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "ends with cross, the numbers made from %s (none: cross "
		    "alone)", dt);
	}
	return 0;
}

static long
ev_score(const void *st, unsigned seat)
{
	const struct ev *p = st;

	return seat < p->t.n ? (long)p->count[seat] : 0;
}

/*
 * The score sheet, as on paper: each player's two rows, the first 1 to
 * 12 and the second 12 to 1, a crossed-off number struck out as "--",
 * and how many of the 24 are crossed off; then the last turn and the
 * status.
 */

/* " %2u" of 0 to 12 */
static const char num2[EV_TOP + 1][4] = {
	"  0", "  1", "  2", "  3", "  4", "  5", "  6", "  7", "  8", "  9",
	" 10", " 11", " 12"
};

static int
draw_rows(const struct ev *p, const struct sheet_names *nm, struct buf *b)
{
	size_t wname = 0, c;
	unsigned s, v;
	int rc = 0;

	for (s = 0; s < p->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (s = 0; s < p->t.n; s++) {
		rc |= buf_puts(b, nm->s[s]);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[s]) + 1);
		/* no format parsed: every row goes out after every turn */
		for (v = 1; v <= EV_TOP; v++)
			rc |= buf_add(b, p->crossed[s][v] >= 1 ? " --" :
			    num2[v], 3);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putunum(b, p->count[s]);
		rc |= buf_add(b, " of ", 4);
		rc |= buf_putnum(b, EV_ALL);
		rc |= sheet_end_line(b);
		rc |= sheet_pad(b, wname + 1);
		for (v = EV_TOP; v >= 1; v--)
			rc |= buf_add(b, p->crossed[s][v] >= 2 ? " --" :
			    num2[v], 3);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
draw_sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct ev *p = st;
	int rc = sheet_title(b, "Everest", &p->t);

	rc |= buf_printf(b, "%d dice; two rows of 1 to %d, %d numbers to "
	    "cross off.\n", EV_DICE, EV_TOP, EV_ALL);
	rc |= buf_puts(b, "-- marks a number crossed off.\n");
	return rc | draw_rows(p, nm, b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct ev *p = st;
	char dt[2 * EV_DICE], lt[64];
	int rc = 0;

	if (p->t.turns > 0) {
		dice_text(p->last_dice, dt);
		rc |= buf_printf(b, "Turn %lu: %s threw %s", p->t.turns,
		    nm->s[p->last_seat], dt);
		if (p->last_how == H_NOTHING)
			rc |= buf_puts(b, ": nothing it makes is open.\n");
		else if (p->nlast == 0)
			rc |= buf_puts(b, " and crossed off nothing.\n");
		else {
			list_text(p->last, p->nlast, lt, sizeof(lt));
			rc |= buf_printf(b, " and crossed off %s.\n", lt);
		}
	}
	switch (p->t.phase) {
	case T_OVER:
		rc |= buf_printf(b, "%s has crossed off all %d numbers.\n",
		    nm->s[p->last_seat], EV_ALL);
		return rc | buf_printf(b, "Finished: %s wins with %d.\n",
		    nm->s[p->last_seat], EV_ALL);
	case PH_CROSS:
		dice_text(p->dice, dt);
		return rc | buf_printf(b, "%s threw %s: numbers to cross "
		    "off.\n", nm->s[p->t.cur], dt);
	default:
		return rc | sheet_to_play(b, nm->s[p->t.cur]);
	}
}

static int
ev_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct ev *)st)->t.n, st,
	    draw_sheet, status);
}

static const char *const ev_aliases[] = { "matterhorn", NULL };

static const struct session_ops ev_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = ev_init,
	.begin_turn = turn_begin,
	.end_turn = ev_end_turn,
	.expect = turn_expect,
	.score = ev_score,
	.order = 1,
	.why = ev_why,
	.verbs = ev_verbs,
	.ready = ev_ready,
	.view = ev_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form ev_forms[] = {
	{ "roll DICE", "roll 611",
	    "throw the three dice, then cross off what they make" },
	{ "cross N...", "cross 1 7",
	    "cross off numbers, each made from dice of its own" },
	{ "cross", "cross", "cross off nothing from the throw" },
	{ NULL, NULL, NULL }
};

const struct game game_everest = {
	.id = "everest",
	.name = "Everest",
	.aliases = ev_aliases,
	.kind = GAME_SESSION,
	.opts = ev_opts,
	.forms = ev_forms,
	.state_size = sizeof(struct ev),
	.render = ev_render,
	.session = &ev_session,
};
