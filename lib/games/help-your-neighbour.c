/*
 * help-your-neighbour: Help Your Neighbour, a dice session for two to six
 * seats with three dice and a stock of counters each (10, or the Variant
 * option "counters=N").
 *
 * The six numbers of a die are shared out among the seats, in the order
 * of the Players tag (RULINGS.md): with six players one number each
 * (seat 1 has 1, seat 2 has 2, ...); with five, 1 to 5, and 6 is
 * nobody's; with four, 1 to 4, and 5 and 6 are nobody's; with three, two
 * numbers each, {1,4} {2,5} {3,6}; with two, three each, {1,2,3}
 * {4,5,6}.  A turn is one throw of the three dice.  For each die the
 * seat that owns its number puts one counter into the pot: two dice
 * showing Bob's number cost Bob two counters, and the thrower pays for
 * its own numbers like anyone else.  A seat with no counters left pays
 * nothing more, and a number nobody owns costs nothing.  The first seat
 * whose counters are all in the pot wins, at once; two or more seats
 * emptied by the same throw share the win (RULINGS.md).  A seat's score
 * is the counters it has left, and fewer rank higher.
 *
 * Action: "roll DICE" (the three dice, digits in the order thrown), read
 * by the session layer.  The referee moves every counter and sees the
 * end; nothing else is written.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - A turn is exactly one throw: a second throw in a turn is refused,
 *    and so are "keep" and "stop", which the game has no use for.
 *  - A record is one game, one pot.  The rule text plays "a set number
 *    of rounds", each player leading one in turn; that is a match of
 *    several records, and the option first=K (1 to 6, default 1) lets
 *    seat K throw first in a record while every seat keeps its numbers.
 *    first=K beyond the seats is refused.
 *  - Every seat throws in turn whatever it has left: since the game
 *    ends the moment a seat is empty, nobody is ever skipped.
 *  - counters=N runs from 1 to 1000000.
 *
 * Data model: struct hyn, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs
 * next, its turns count the turns finished.  owner[v] is the seat
 * owning the number v (NOBODY for none); left[] the counters each seat
 * still holds; pot the counters paid in; won the bits of the seats
 * emptied when the game ended.  hist[] keeps the last HYN_HIST throws
 * (seat and dice) for the score sheet and for the refusal of a second
 * throw; base[] holds every seat's counters before the oldest kept
 * throw, from which the sheet replays the rest.
 *
 * Invariants: 0 <= left[s] <= counters; pot + the sum of left[] is n
 * times counters; won is not 0 exactly when phase is T_OVER, and its
 * bits are the seats with left[] 0; a refused action leaves the state
 * untouched (every check comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define HYN_DICE	3
#define HYN_SEATS	6
#define HYN_HIST	1024
#define HYN_MARKS_MAX	50	/* the most counters drawn as marks */
#define NOBODY		0xff

enum hyn_opt {
	O_COUNTERS, O_FIRST
};

static const struct game_opt hyn_opts[] = {
	{ "counters", OPT_INT, 1, 1000000, 10,
	    "counters each player starts with", 0, { 0 } },
	{ "first", OPT_INT, 1, HYN_SEATS, 1,
	    "the seat that throws first", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

/* One throw, for the score sheet. */
struct hyn_row {
	unsigned char	seat;
	unsigned char	d[HYN_DICE];
};

struct hyn {
	struct turn	t;
	unsigned char	owner[7];
	int		counters;
	int64_t		left[HYN_SEATS];
	int64_t		base[HYN_SEATS];	/* left[] before hist[0] */
	int64_t		pot;
	unsigned long	won;
	unsigned	nhist;
	struct hyn_row	hist[HYN_HIST];
};

_Static_assert(sizeof(struct hyn) <= GAME_STATE_MAX,
    "help-your-neighbour state");

/* Pay for throw d out of left[] into *pot. */
static void
pay(const unsigned char *owner, const unsigned char *d, int64_t *left,
    int64_t *pot)
{
	unsigned i, o;

	for (i = 0; i < HYN_DICE; i++) {
		o = owner[d[i]];
		if (o != NOBODY && left[o] > 0) {
			left[o]--;
			(*pot)++;
		}
	}
}

static int
hyn_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct hyn *p = st;
	int first;
	unsigned s, k;

	if (n < 2 || n > HYN_SEATS)
		return game_errf(e, 0, 0, 0, "Help Your Neighbour is for 2 to "
		    "%d players, not %u", HYN_SEATS, n);
	first = v != NULL ? v->val[O_FIRST] : hyn_opts[O_FIRST].def;
	if (first < 1 || (unsigned)first > n)
		return game_errf(e, 0, 0, 0, "first=%d names no seat: there "
		    "are %u players", first, n);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, HYN_DICE);
	p->t.cur = (unsigned char)(first - 1);
	p->counters = v != NULL ? v->val[O_COUNTERS] :
	    hyn_opts[O_COUNTERS].def;
	/* two seats own three numbers each, three two each, more one each */
	p->owner[0] = NOBODY;
	for (k = 1; k <= 6; k++)
		p->owner[k] = (unsigned char)(n == 2 ? (k - 1) / 3 : n == 3 ?
		    (k - 1) % 3 : k <= n ? k - 1 : NOBODY);
	for (s = 0; s < n; s++)
		p->left[s] = p->base[s] = p->counters;
	return 0;
}

static int
hyn_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct hyn *p = st;
	unsigned long w = p->won;

	if (p->t.phase != T_OVER)
		return 0;
	if (winners != NULL)
		*winners = w;
	if (why != NULL && (w & (w - 1)) == 0)
		snprintf(why, 256, "a player has put in every counter");
	else if (why != NULL)
		snprintf(why, 256, "%d players put in their last counters "
		    "with the same throw", __builtin_popcountl(w));
	return 1;
}

/* Why no throw can come now: none has begun, or it has thrown (the
 * last of hist[]). */
static int
hyn_ready(const void *st, struct game_err *e)
{
	const struct hyn *p = st;
	const unsigned char *d;

	if (p->t.phase == T_OPEN)
		return 0;
	if (p->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	d = p->hist[p->nhist - 1].d;
	return game_errf(e, 0, 0, 0, "the turn is over: a turn is one throw, "
	    "and this one threw %u, %u and %u", d[0], d[1], d[2]);
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct hyn *p = st;
	int64_t dropped = 0;	/* the pot of the throw leaving hist[] */
	unsigned s;

	/* the layer has read the three dice: move the counters, see who
	 * is out */
	(void)e;
	pay(p->owner, a->d, p->left, &p->pot);
	if (p->nhist == HYN_HIST) {
		pay(p->owner, p->hist[0].d, p->base, &dropped);
		memmove(p->hist, p->hist + 1, (HYN_HIST - 1) *
		    sizeof(p->hist[0]));
		p->nhist--;
	}
	p->hist[p->nhist].seat = p->t.cur;
	memcpy(p->hist[p->nhist].d, a->d, HYN_DICE);
	p->nhist++;
	turn_pass(&p->t);
	for (s = 0; s < p->t.n; s++)
		if (p->left[s] == 0)
			p->won |= 1ul << s;
	if (p->won != 0)
		p->t.phase = T_OVER;
	return 0;
}

/* -p: a turn is one throw, read at once: the turn due has made none;
 * no turn points, no dice kept on the table */
static void
hyn_view(const void *st, struct session_view *v)
{
	v->throws = ((const struct turn *)st)->throws;
}

static const struct verb hyn_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
hyn_end_turn(void *st, struct game_err *e)
{
	struct hyn *p = st;

	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws the three dice once");
	return 0;
}

static long
hyn_score(const void *st, unsigned seat)
{
	const struct hyn *p = st;

	return seat < p->t.n ? (long)p->left[seat] : 0;
}

/*
 * The score sheet, as players keep it on paper: a row per throw with
 * its dice and every seat's counters after it, and the pot; then each
 * seat's numbers and counters left, drawn as tally marks in fives while
 * the game's stock is at most HYN_MARKS_MAX; then the pot and the status.
 */

/* "1 4", "1 2 3", "" */
static void
numbers_of(const struct hyn *p, unsigned seat, char *out)
{
	size_t k = 0;
	unsigned v;

	for (v = 1; v <= 6; v++)
		if (p->owner[v] == seat) {
			if (k > 0)
				out[k++] = ' ';
			out[k++] = (char)('0' + v);
		}
	out[k] = '\0';
}

/* Seats in bits w, as "Ann", "Ann and Bob", "Ann, Bob and Cy". */
static int
put_names(struct buf *b, const struct sheet_names *nm, unsigned n,
    unsigned long w)
{
	unsigned s, k = 0, nw = (unsigned)__builtin_popcountl(w);
	int rc = 0;

	for (s = 0; s < n; s++)
		if (w & (1ul << s)) {
			if (k > 0)
				rc |= buf_puts(b, k + 1 == nw ? " and " : ", ");
			rc |= buf_puts(b, nm->s[s]);
			k++;
		}
	return rc;
}

/* The throws kept, in a table wname wide for the names. */
static int
throw_rows(const struct hyn *p, const struct sheet_names *nm, size_t wname,
    struct buf *b)
{
	int64_t run[HYN_SEATS], pot;
	size_t wturn = 4, wcol[HYN_SEATS], wpot = 3, c, i;
	unsigned long first = p->t.turns - p->nhist + 1;
	const struct hyn_row *r;
	char num[32];
	unsigned s;
	int rc = 0;

	unum_format(num, p->t.turns);
	if (strlen(num) > wturn)
		wturn = strlen(num);
	pot = (int64_t)p->t.n * p->counters;
	for (s = 0; s < p->t.n; s++) {
		pot -= run[s] = p->base[s];
		/* counters only go down: the start is the widest */
		wcol[s] = num_format(num,
		    (long long)p->base[s]);
		if ((c = sheet_cols(nm->s[s])) > wcol[s])
			wcol[s] = c;
	}
	c = num_format(num, (long long)p->pot);
	if (c > wpot)
		wpot = c;
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", wname, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Thrown", 0, 0, 0);
	for (s = 0; s < p->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], wcol[s], 1, 0);
	rc |= sheet_cell(b, "Pot", wpot, 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < p->nhist; i++) {
		r = &p->hist[i];
		pay(p->owner, r->d, run, &pot);
		rc |= sheet_unum(b, first + i, wturn, 1, 1);
		rc |= sheet_cell(b, nm->s[r->seat], wname, 0, 0);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
		snprintf(num, sizeof(num), "%u%u%u", r->d[0], r->d[1],
		    r->d[2]);
		rc |= sheet_cell(b, num, 6, 0, 0);
		rc |= sheet_pad(b, 6 - strlen(num));
		for (s = 0; s < p->t.n; s++)
			rc |= sheet_num(b, (long long)run[s], wcol[s], 1, 0);
		rc |= sheet_num(b, (long long)pot, wpot, 1, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

/* Tally marks for k counters: groups of five, "||||| ||". */
static int
marks(struct buf *b, int64_t k)
{
	int64_t i;
	int rc = 0;

	for (i = 0; i < k; i++)
		rc |= buf_puts(b, i > 0 && i % 5 == 0 ? " |" : "|");
	return rc;
}

/* Every seat's numbers and counters left. */
static int
holdings(const struct hyn *p, const struct sheet_names *nm, size_t wname,
    struct buf *b)
{
	size_t wleft = 4, c;
	char num[32], nums[16];
	unsigned s;
	int rc = 0, draw = p->counters <= HYN_MARKS_MAX;

	c = num_format(num, p->counters);
	if (c > wleft)
		wleft = c;
	rc |= sheet_cell(b, "Player", wname, 0, 1);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Numbers", 0, 0, 0);
	rc |= sheet_cell(b, "Left", wleft, 1, 0);
	if (draw)
		rc |= sheet_cell(b, "Counters", 0, 0, 0);
	rc |= sheet_end_line(b);
	for (s = 0; s < p->t.n; s++) {
		rc |= sheet_cell(b, nm->s[s], wname, 0, 1);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[s]));
		numbers_of(p, s, nums);
		rc |= sheet_cell(b, nums, 7, 0, 0);
		rc |= sheet_pad(b, 7 - strlen(nums));
		rc |= sheet_num(b, (long long)p->left[s], wleft, 1, 0);
		if (draw) {
			rc |= sheet_pad(b, 2);
			rc |= marks(b, p->left[s]);
		}
		rc |= sheet_end_line(b);
	}
	if (p->t.n == 4)
		rc |= buf_puts(b, "Nobody has 5 or 6.\n");
	else if (p->t.n == 5)
		rc |= buf_puts(b, "Nobody has 6.\n");
	return rc | buf_printf(b, "Pot: %lld %s.\n", (long long)p->pot,
	    p->pot == 1 ? "counter" : "counters");
}

static int
draw_sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct hyn *p = st;
	unsigned long first = p->t.turns - p->nhist + 1;
	size_t wname = 6, c;
	unsigned s;
	int rc = sheet_title(b, "Help Your Neighbour", &p->t);

	for (s = 0; s < p->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	rc |= buf_printf(b, "%d %s each; each die thrown costs its "
	    "number's owner one.\n", p->counters, p->counters == 1 ?
	    "counter" : "counters");
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);
	if (p->t.turns > 0)
		rc |= throw_rows(p, nm, wname, b);
	return rc | holdings(p, nm, wname, b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct hyn *p = st;
	unsigned long w = p->won;
	int one = (w & (w - 1)) == 0, rc = 0;

	if (p->t.phase != T_OVER)
		return sheet_to_play(b, nm->s[p->t.cur]);
	rc |= put_names(b, nm, p->t.n, w);
	rc |= buf_puts(b, one ? " has put in every counter.\n" :
	    " put in their last counters with the same throw.\n");
	rc |= buf_puts(b, "Finished: ");
	rc |= put_names(b, nm, p->t.n, w);
	return rc | buf_puts(b, one ? " wins.\n" : " share the win.\n");
}

static int
hyn_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct hyn *)st)->t.n, st,
	    draw_sheet, status);
}

static const struct session_ops hyn_session = {
	.min_players = 2,
	.max_players = HYN_SEATS,
	.init = hyn_init,
	.begin_turn = turn_begin,
	.end_turn = hyn_end_turn,
	.expect = turn_expect,
	.score = hyn_score,
	.order = -1,
	.finished = hyn_finished,
	.verbs = hyn_verbs,
	.actions = "the only action is roll",
	.write = "roll and the three dice; the referee moves the counters",
	.ready = hyn_ready,
	.view = hyn_view,
};

static const char *const hyn_aliases[] = { "help-your-neighbor", NULL };

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form hyn_forms[] = {
	{ "roll DICE", "roll 145",
	    "throw the three dice: each number's owner pays a counter" },
	{ NULL, NULL, NULL }
};

const struct game game_help_your_neighbour = {
	.id = "help-your-neighbour",
	.name = "Help Your Neighbour",
	.aliases = hyn_aliases,
	.kind = GAME_SESSION,
	.opts = hyn_opts,
	.forms = hyn_forms,
	.state_size = sizeof(struct hyn),
	.render = hyn_render,
	.session = &hyn_session,
};
