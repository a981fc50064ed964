/*
 * beetle: Beetle (also Bugs, Cootie), a drawing race for any number of
 * seats with one die (two with the Variant option "dice=2").
 *
 * Every player draws a beetle of 13 parts: a body, a head, six legs, two
 * eyes, two antennae and a tail.  A turn is one throw.  Each die names a
 * part: 1 the body, 2 the head, 3 a leg, 4 an eye, 5 an antenna, 6 the
 * tail.  The head, the legs and the tail go on the body, so none of them
 * may be drawn before it; the eyes and the antennae go on the head.  The
 * referee draws the part a die names when the beetle may take it; when
 * the beetle has all of that part already, or lacks what it hangs on,
 * the die draws nothing.  Either way the turn is over and the next seat
 * throws.  The first player whose beetle is complete wins, at once: the
 * others do not finish the round.
 *
 * Option "points": a series of beetles.  Every part drawn is a point; a
 * beetle once complete is put aside and the player starts a new one with
 * its next throw.  The first player whose points reach the target (50,
 * or N with "target=N") wins, at once.
 *
 * The only action is "roll DICE", the dice in the order thrown.  The
 * player decides nothing: "keep" and "stop" are known only to be refused.
 * -l lists the throw due, "roll ?" (one '?' a die).
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players; a turn is exactly one throw, whatever it
 *    draws (no extra throw for a part drawn).
 *  - dice=2: both dice of a throw count, each naming its part, and they
 *    are drawn in the order that draws the most: the body first, then the
 *    head, then the rest (so 2 and 1 together draw the body and the
 *    head, and 1 and 4 the body only).  The record keeps the dice in the
 *    order thrown.
 *  - points: the extra option "target=N" (1 to 1000000, 50 by default;
 *    it needs points) sets the total.  The dice of one throw all go on
 *    the beetle being drawn: one that completes it leaves the other die
 *    nothing to draw, and the new beetle starts with the next throw.
 *  - The game ends with the throw that completes the first beetle (or
 *    reaches the target): the rest of the round is not played, so two
 *    players never share the win.
 *  - A player's score (rongo-score) is the parts of its beetle, or with
 *    points its points.
 *
 * Data model: struct beetle, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur
 * needs next (T_WAIT, T_OPEN or T_OVER: a turn is one throw), its dice
 * are those of every throw.  part[seat][k] counts the parts of kind k
 * (the die's face less one) on each seat's beetle in progress (with
 * points, the beetle after those put aside); t.total[] is the score: the
 * parts of the beetle, or with points every part ever drawn.  The last
 * throw, with what each die did, is kept for the drawing.
 *
 * Invariants: part[s][k] <= part_max[k]; a part other than the body is
 * on a beetle only with the body, an eye or an antenna only with the
 * head; without points total[s] is the parts of s's beetle, with points
 * it is 13 times the beetles put aside plus those parts; phase is
 * T_OVER exactly when the game is over, last_seat then the winner; a
 * refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define BT_DICE_MAX	2
#define BT_KINDS	6
#define BT_PARTS	13
#define BT_PER_ROW	4	/* beetles side by side in the drawing */
#define BT_ROWS		6	/* lines of one beetle */
#define NSEATS		SESSION_PLAYERS_MAX

enum bt_opt {
	O_DICE, O_POINTS, O_TARGET
};

static const struct game_opt bt_opts[] = {
	{ "dice", OPT_INT, 1, 2, 1,
	    "dice per throw, each drawing its part", 0, { 0 } },
	{ "points", OPT_FLAG, 0, 1, 0,
	    "a series of beetles, a point per part", 0, { 0 } },
	{ "target", OPT_INT, 1, 1000000, 50,
	    "with points: the first to N points wins", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

/* The parts, by the die's face less one. */
enum kind {
	K_BODY, K_HEAD, K_LEG, K_EYE, K_ANTENNA, K_TAIL
};

static const unsigned char part_max[BT_KINDS] = { 1, 1, 6, 2, 2, 1 };
static const char *const part_a[BT_KINDS] = {
	"the body", "the head", "a leg", "an eye", "an antenna", "the tail"
};
static const char *const part_word[BT_KINDS] = {
	"body", "head", "leg", "eye", "antenna", "tail"
};

/* What a die did. */
enum res {
	R_DRAWN,		/* its part is drawn */
	R_NO_BODY,		/* the part needs the body */
	R_NO_HEAD,		/* the part needs the head */
	R_FULL			/* the beetle has all of that part */
};

struct beetle {
	struct turn	t;			/* t.dice: every throw's */
	unsigned char	points;
	unsigned char	part[NSEATS][BT_KINDS];
	int		target;
	/* the last throw: who (when over, the winner), the dice as thrown,
	 * what each did */
	unsigned char	last_seat;
	unsigned char	last[BT_DICE_MAX], lres[BT_DICE_MAX];
	unsigned char	last_done;	/* it completed a beetle (points) */
};

_Static_assert(sizeof(struct beetle) <= GAME_STATE_MAX, "beetle state");

static unsigned
parts_of(const unsigned char *part)
{
	unsigned k, sum = 0;

	for (k = 0; k < BT_KINDS; k++)
		sum += part[k];
	return sum;
}

/* What the part of kind k does on a beetle with these parts. */
static enum res
try_part(const unsigned char *part, unsigned k)
{
	if (part[k] >= part_max[k])
		return R_FULL;
	if (k != K_BODY && part[K_BODY] == 0)
		return (k == K_EYE || k == K_ANTENNA) ? R_NO_HEAD : R_NO_BODY;
	if ((k == K_EYE || k == K_ANTENNA) && part[K_HEAD] == 0)
		return R_NO_HEAD;
	return R_DRAWN;
}

static int
bt_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct beetle *p = st;
	int val[GAME_OPT_MAX];
	size_t i;

	for (i = 0; bt_opts[i].name != NULL; i++)
		val[i] = v != NULL ? v->val[i] : bt_opts[i].def;
	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Beetle is for 1 to %d players, "
		    "not %u", NSEATS, n);
	if (v != NULL && v->set[O_TARGET] && !val[O_POINTS])
		return game_errf(e, 0, 0, 0, "target=%d needs the points "
		    "option: without it the first complete beetle wins",
		    val[O_TARGET]);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, (unsigned)val[O_DICE]);
	p->points = (unsigned char)(val[O_POINTS] != 0);
	p->target = val[O_TARGET];
	return 0;
}

static void
bt_why(const void *st, char why[256])
{
	const struct beetle *p = st;

	if (p->points)
		snprintf(why, 256, "a player's points reached %d", p->target);
	else
		snprintf(why, 256, "a beetle is complete");
}

/* Why no action can come now: the turn is over, or none has begun. */
static int
bt_ready(const void *st, struct game_err *e)
{
	const struct beetle *p = st;

	if (p->t.phase == T_OPEN)
		return 0;
	return game_errf(e, 0, 0, 0, "%s", p->t.turns > 0 ? "the turn is "
	    "over: a turn is one throw" : "no turn has begun");
}

/* The throw, its dice read and counted by the layer (ACT_THROW): it
 * draws what it can, and the turn is over. */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct beetle *p = st;
	unsigned want = p->t.dice, s = p->t.cur, k, i, j, lo, drawn = 0;
	unsigned char *part = p->part[s];

	(void)e;
	/* the lower face first (die j = i ^ lo): the body before the head
	 * before the rest, the order that draws the most */
	lo = want == 2 && a->d[1] < a->d[0];
	for (i = 0; i < want; i++) {
		j = i ^ lo;
		k = a->d[j] - 1u;
		p->lres[j] = (unsigned char)try_part(part, k);
		if (p->lres[j] == R_DRAWN) {
			part[k]++;
			drawn++;
		}
	}
	memcpy(p->last, a->d, want);
	p->last_seat = (unsigned char)s;
	p->t.total[s] += drawn;
	p->last_done = 0;
	turn_pass(&p->t);
	if (p->points ? p->t.total[s] >= p->target :
	    parts_of(part) == BT_PARTS) {
		p->t.won = 1ul << s;
		p->t.phase = T_OVER;
	} else if (parts_of(part) == BT_PARTS) {
		/* points: the beetle is put aside, a new one begins */
		memset(part, 0, BT_KINDS);
		p->last_done = 1;
	}
	return 0;
}

/* keep and stop: known only to be refused with the game's reason. */
static int
act_refused(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	return game_errf(e, 0, 0, 0, "%s", a->w[0].s[0] == 'k' ? "nothing to "
	    "keep in Beetle: the referee draws the part each die allows" :
	    "no stopping in Beetle: a turn is one throw, and it is still to "
	    "come");
}

/* -p: a turn is one throw, read at once: no throw made until it is
 * over; no turn points, no dice between actions. */
static void
bt_view(const void *st, struct session_view *v)
{
	v->throws = ((const struct beetle *)st)->t.throws;
}

static const struct verb bt_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	{ "keep", ACT_NONE, act_refused, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_refused, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
bt_end_turn(void *st, struct game_err *e)
{
	const struct beetle *p = st;

	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn is one throw");
	return 0;
}

/*
 * The drawing: every player's beetle as far as it has got, BT_PER_ROW
 * side by side, each under its player's name and over its count of
 * parts (and points); then what the last throw did and the status.
 */

/* The complete beetle, line by line (antennae; head and eyes; legs 1
 * to 6 on the body; tail), and under each mark the part it shows: the
 * die's face, then how many of that part the beetle must have. */
static const char figure[BT_ROWS][3][10] = {
	{ "  \\   /  ", "  5   5  ", "  1   2  " },
	{ "  (o o)  ", "  24 42  ", "  11 21  " },
	{ "\\_/   \\_/", "331   133", "111   122" },
	{ "--|   |--", "331   133", "331   144" },
	{ "/-\\___/-\\", "331111133", "551111166" },
	{ "    |    ", "    6    ", "    1    " }
};

/* Line r of the beetle with these parts, 9 columns, NUL-terminated. */
static void
figure_line(const unsigned char *part, unsigned r, char out[10])
{
	const char (*f)[10] = figure[r];
	unsigned i;

	for (i = 0; i < 9; i++)
		out[i] = f[1][i] != ' ' && part[f[1][i] - '1'] >= f[2][i] -
		    '0' ? f[0][i] : ' ';
	out[9] = '\0';
}

/* s left-aligned in a column of width w. */
static int
cell(struct buf *b, const char *s, size_t w, int first)
{
	size_t c = sheet_cols(s);
	int rc = sheet_cell(b, s, 0, 0, first);

	return rc | sheet_pad(b, w > c ? w - c : 0);
}

/* The captions under seat s's beetle: its parts, and its points. */
static void
captions(const struct beetle *p, unsigned s, char cap[2][48])
{
	unsigned np = parts_of(p->part[s]);

	snprintf(cap[0], 48, "%u %s", np, np == 1 ? "part" : "parts");
	if (p->points)
		snprintf(cap[1], 48, "%lld %s", (long long)p->t.total[s],
		    p->t.total[s] == 1 ? "point" : "points");
	else
		cap[1][0] = '\0';
}

static int
beetles_row(const struct beetle *p, const struct sheet_names *nm,
    unsigned s0, unsigned s1, struct buf *b)
{
	char cap[NSEATS][2][48], line[10];
	size_t w[NSEATS], c;
	unsigned s, r;
	int rc = 0;

	for (s = s0; s < s1; s++) {
		captions(p, s, cap[s]);
		w[s] = 9;
		if ((c = sheet_cols(nm->s[s])) > w[s])
			w[s] = c;
		if (strlen(cap[s][0]) > w[s])
			w[s] = strlen(cap[s][0]);
		if (strlen(cap[s][1]) > w[s])
			w[s] = strlen(cap[s][1]);
	}
	for (s = s0; s < s1; s++)
		rc |= cell(b, nm->s[s], w[s], s == s0);
	rc |= sheet_end_line(b);
	for (r = 0; r < BT_ROWS; r++) {
		for (s = s0; s < s1; s++) {
			figure_line(p->part[s], r, line);
			rc |= cell(b, line, w[s], s == s0);
		}
		rc |= sheet_end_line(b);
	}
	for (r = 0; r < (p->points ? 2u : 1u); r++) {
		for (s = s0; s < s1; s++)
			rc |= cell(b, cap[s][r], w[s], s == s0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

/* What die i of the last throw did, in words. */
static void
die_text(const struct beetle *p, unsigned i, char *out, size_t n)
{
	unsigned k = p->last[i] - 1u;

	switch (p->lres[i]) {
	case R_DRAWN:
		snprintf(out, n, "%s", part_a[k]);
		break;
	case R_NO_BODY:
	case R_NO_HEAD:
		snprintf(out, n, "no %s before the %s", part_word[k],
		    part_word[p->lres[i] == R_NO_BODY ? K_BODY : K_HEAD]);
		break;
	default:
		if (part_max[k] == 1)
			snprintf(out, n, "no second %s", part_word[k]);
		else
			snprintf(out, n, "no %u%s %s", part_max[k] + 1u,
			    part_max[k] == 6 ? "th" : "rd", part_word[k]);
		break;
	}
}

static int
last_throw(const struct beetle *p, const struct sheet_names *nm,
    struct buf *b)
{
	char t0[64], t1[64];
	int rc;

	if (p->t.turns == 0)
		return 0;
	die_text(p, 0, t0, sizeof(t0));
	if (p->t.dice == 1)
		rc = buf_printf(b, "%s threw %u: %s.\n", nm->s[p->last_seat],
		    p->last[0], t0);
	else {
		die_text(p, 1, t1, sizeof(t1));
		rc = buf_printf(b, "%s threw %u and %u: %s, %s.\n",
		    nm->s[p->last_seat], p->last[0], p->last[1], t0, t1);
	}
	if (p->last_done)
		rc |= buf_printf(b, "%s's beetle is complete: a new one "
		    "begins.\n", nm->s[p->last_seat]);
	return rc;
}

static int
drawing(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct beetle *p = st;
	unsigned s;
	int rc = sheet_title(b, "Beetle", &p->t);

	if (p->points)
		rc |= buf_printf(b, "%u %s per turn; a point per part; first "
		    "to %d %s wins.\n",
		    p->t.dice, die_noun(p->t.dice), p->target,
		    count_noun((unsigned long)p->target, "point", "points"));
	else
		rc |= buf_printf(b, "%u %s per turn; the first complete "
		    "beetle (13 parts) wins.\n", p->t.dice,
		    die_noun(p->t.dice));
	for (s = 0; s < p->t.n; s += BT_PER_ROW) {
		if (s > 0)
			rc |= buf_puts(b, "\n");
		rc |= beetles_row(p, nm, s, s + BT_PER_ROW < p->t.n ?
		    s + BT_PER_ROW : p->t.n, b);
	}
	return rc | last_throw(p, nm, b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct beetle *p = st;
	unsigned long w;
	int rc = 0;

	if (p->t.phase != T_OVER)
		return sheet_to_play(b, nm->s[p->t.cur]);
	w = turn_winners(&p->t, 1);
	if (p->points)
		rc |= buf_printf(b, "%s reached %d %s.\n",
		    nm->s[p->last_seat], p->target,
		    count_noun((unsigned long)p->target, "point", "points"));
	else
		rc |= buf_printf(b, "%s's beetle is complete.\n",
		    nm->s[p->last_seat]);
	return rc | sheet_winners(b, nm, p->t.n, w, p->t.total);
}

static int
bt_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct beetle *)st)->t.n, st,
	    drawing, status);
}

static const struct session_ops bt_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = bt_init,
	.begin_turn = turn_begin,
	.end_turn = bt_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = bt_why,
	.verbs = bt_verbs,
	.write = "roll",
	.actions = "the only action is roll",
	.ready = bt_ready,
	.view = bt_view,
};

static const char *const bt_aliases[] = {
	"bugs", "cootie", NULL
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * keep and stop, only ever refused, have none.
 */
static const struct game_form bt_forms[] = {
	{ "roll DICE", "roll 1",
	    "throw: each die draws its part when the beetle can take it" },
	{ NULL, NULL, NULL }
};

const struct game game_beetle = {
	.id = "beetle",
	.name = "Beetle",
	.aliases = bt_aliases,
	.kind = GAME_SESSION,
	.opts = bt_opts,
	.forms = bt_forms,
	.state_size = sizeof(struct beetle),
	.render = bt_render,
	.session = &bt_session,
};
