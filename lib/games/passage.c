/*
 * passage: Passage, a dice session for two to sixteen seats with two
 * dice.
 *
 * The game opens with throws of one die each: the highest throw starts
 * the game, and the player with the lowest throws one die again, whose
 * face becomes the point.  Then, from the starting player round the
 * seats, each turn is one throw of both dice, scoring a point for each
 * die that shows the point; with the Variant option "double-three" both
 * dice showing the point score 3 instead of 2.  The first player whose
 * points reach 11 (the option "target=N" moves it) wins the game.
 *
 * Every throw is a turn line of its own, "roll D" with one die for the
 * start and for the point, "roll DD" in play.  The referee works out who
 * starts, who sets the point, the point and the points.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)
 * and notation/passage.md):
 *  - Two to sixteen players: with one, the highest throw would also be
 *    the lowest.
 *  - The throws for the start go in the order of the Players tag, from
 *    its first seat.  When every throw is equal, everyone throws again.
 *    Otherwise the highest and the lowest are different players; when
 *    several share the highest, they alone throw again, in seat order,
 *    until one is highest (the play-off for the start), and when several
 *    share the lowest, they alone throw again until one is lowest (the
 *    play-off for the point), the play-off for the start first.
 *  - The throw for the point is a turn of its own, before the starting
 *    player's first turn; it scores nothing.  The player who set the
 *    point then plays in its seat's order like everyone else.
 *  - "Reach 11" means 11 or more: a throw from 10 to 12 wins.  The game
 *    ends at once, the others taking no more turns, so exactly one
 *    player wins.
 *  - Option "target=N" (1 to 1000000, default 11) sets the points to
 *    reach.
 *
 * Data model: struct passage, plain data.  phase says which part of the
 * game is on (the throws for the start, the throw for the point, play,
 * the end); during the start, stage says which round of throws it is
 * (everyone, the play-off for the start, the play-off for the point),
 * in has a bit per seat throwing in it and sthrow[] their throws so far
 * (0: not yet); lowtie keeps the seats tied for the lowest while the
 * play-off for the start is on.  starter and setter are -1 until
 * known, point 0 until thrown.  open says that the turn of cur has
 * begun but has not thrown.  total[] holds the points.  hist[] keeps the
 * last PASSAGE_HIST turns for the score sheet (base[] the points before
 * the oldest kept one); turns counts them all.
 *
 * Invariants: cur is always a seat of in during the start; starter !=
 * setter once both are known; only the thrower's points change, and
 * only in play; phase is PH_OVER exactly when total[winner] reached the
 * target; a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "sheet.h"

#define PASSAGE_HIST	600
#define NSEATS		SESSION_PLAYERS_MAX

enum passage_opt {
	O_TARGET, O_DOUBLE
};

static const struct game_opt passage_opts[] = {
	{ "target", OPT_INT, 1, 1000000, 11,
	    "the first player whose points reach N wins", 0, { 0 } },
	{ "double-three", OPT_FLAG, 0, 1, 0,
	    "both dice showing the point score 3, not 2", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_START,		/* one die each, to find starter and setter */
	PH_POINT,		/* the setter throws one die for the point */
	PH_PLAY,		/* two dice a turn */
	PH_OVER			/* someone reached the target */
};

/* The rounds of the start. */
enum stage {
	ST_ALL,			/* everyone throws */
	ST_HIGH,		/* those tied for the highest throw again */
	ST_LOW			/* those tied for the lowest throw again */
};

/* What a turn was, for the sheet and for messages. */
enum kind {
	K_ALL,			/* a throw for the start, everyone in */
	K_HIGH,			/* in the play-off for the start */
	K_LOW,			/* in the play-off for the point */
	K_POINT,		/* the throw for the point */
	K_PLAY			/* a throw of two dice in play */
};

struct passage_row {
	int32_t		total;		/* the thrower's points after it */
	uint32_t	round;		/* the start round (K_ALL..K_LOW) */
	unsigned char	seat, kind, pts;
	unsigned char	d[2];		/* d[1] is 0 for a throw of one die */
};

struct passage {
	unsigned char	n, phase, stage, open, cur, dbl, point, winner;
	int		starter, setter;	/* -1 until known */
	int		target;
	uint32_t	round;		/* start rounds, from 1 */
	unsigned long	in;		/* seats throwing in this round */
	unsigned long	lowtie;		/* tied for the lowest, waiting */
	unsigned char	sthrow[NSEATS];	/* this round's throws, 0: none */
	int64_t		total[NSEATS];
	int64_t		base[NSEATS];	/* points before hist[0] */
	unsigned long	turns;		/* turns finished */
	unsigned	nhist;
	struct passage_row hist[PASSAGE_HIST];
};

_Static_assert(sizeof(struct passage) <= GAME_STATE_MAX, "passage state");

/* What a throw of the kind is for, after "a throw" or "thrown". */
static const char *const kind_for[] = {
	"for the start", "in the play-off for the start",
	"in the play-off for the point", "for the point", "in play"
};

static unsigned
bits(unsigned long m)
{
	unsigned k = 0;

	for (; m != 0; m &= m - 1)
		k++;
	return k;
}

static unsigned
first_bit(unsigned long m)
{
	unsigned s = 0;

	while (s < NSEATS && !(m & (1ul << s)))
		s++;
	return s;
}

/* The kind of throw cur makes now. */
static enum kind
kind_now(const struct passage *g)
{
	switch (g->phase) {
	case PH_START:
		return g->stage == ST_ALL ? K_ALL : g->stage == ST_HIGH ?
		    K_HIGH : K_LOW;
	case PH_POINT:
		return K_POINT;
	default:
		return K_PLAY;
	}
}

static unsigned
dice_now(const struct passage *g)
{
	return g->phase == PH_PLAY ? 2 : 1;
}

static void
push_row(struct passage *g, const struct passage_row *r)
{
	const struct passage_row *o;

	if (g->nhist == PASSAGE_HIST) {
		o = &g->hist[0];
		if (o->kind == K_PLAY)
			g->base[o->seat] = o->total;
		memmove(g->hist, g->hist + 1, (PASSAGE_HIST - 1) *
		    sizeof(g->hist[0]));
		g->nhist--;
	}
	g->hist[g->nhist++] = *r;
	g->turns++;
}

static void
new_round(struct passage *g, enum stage stage, unsigned long in)
{
	g->stage = (unsigned char)stage;
	g->in = in;
	g->round++;
	memset(g->sthrow, 0, sizeof(g->sthrow));
	g->cur = (unsigned char)first_bit(in);
}

static void
to_point(struct passage *g)
{
	g->phase = PH_POINT;
	g->lowtie = 0;
	g->in = 0;
	g->cur = (unsigned char)g->setter;
}

/* Every seat of the round has thrown: who is highest, who lowest. */
static void
end_of_round(struct passage *g)
{
	unsigned long hi = 0, lo = 0;
	unsigned s, max = 0, min = 7;

	for (s = 0; s < g->n; s++)
		if (g->in & (1ul << s)) {
			if (g->sthrow[s] > max)
				max = g->sthrow[s];
			if (g->sthrow[s] < min)
				min = g->sthrow[s];
		}
	for (s = 0; s < g->n; s++)
		if (g->in & (1ul << s)) {
			if (g->sthrow[s] == max)
				hi |= 1ul << s;
			if (g->sthrow[s] == min)
				lo |= 1ul << s;
		}
	switch (g->stage) {
	case ST_ALL:
		if (max == min) {
			new_round(g, ST_ALL, g->in);
			return;
		}
		if (bits(hi) == 1)
			g->starter = (int)first_bit(hi);
		if (bits(lo) == 1)
			g->setter = (int)first_bit(lo);
		else
			g->lowtie = lo;
		break;
	case ST_HIGH:
		if (bits(hi) > 1) {
			new_round(g, ST_HIGH, hi);
			return;
		}
		g->starter = (int)first_bit(hi);
		break;
	default:
		if (bits(lo) > 1) {
			new_round(g, ST_LOW, lo);
			return;
		}
		g->setter = (int)first_bit(lo);
		break;
	}
	if (g->starter < 0)
		new_round(g, ST_HIGH, hi);
	else if (g->setter < 0)
		new_round(g, ST_LOW, g->lowtie);
	else
		to_point(g);
}

static int
passage_init(void *st, unsigned n, const struct variant *v,
    struct game_err *e)
{
	struct passage *g = st;

	if (n < 2 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Passage is for 2 to %d players, "
		    "not %u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	g->n = (unsigned char)n;
	g->target = v != NULL ? v->val[O_TARGET] : passage_opts[O_TARGET].def;
	g->dbl = (unsigned char)(v != NULL ? v->val[O_DOUBLE] :
	    passage_opts[O_DOUBLE].def);
	g->starter = -1;
	g->setter = -1;
	g->phase = PH_START;
	new_round(g, ST_ALL, (1ul << n) - 1);
	return 0;
}

static int
passage_starts_action(const char *s, size_t len)
{
	return len == 4 && memcmp(s, "roll", 4) == 0;
}

static void
over_why(const struct passage *g, char why[256])
{
	snprintf(why, 256, "%d %s reached", g->target, g->target == 1 ?
	    "point is" : "points are");
}

static int
passage_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct passage *g = st;

	if (g->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = 1ul << g->winner;
	if (why != NULL)
		over_why(g, why);
	return 1;
}

/* Why an action cannot come now: the game or the turn is over. */
static int
turn_over(const struct passage *g, struct game_err *e)
{
	const struct passage_row *r;
	char why[256];

	if (g->phase == PH_OVER) {
		over_why(g, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
	if (g->nhist == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	r = &g->hist[g->nhist - 1];
	if (r->kind == K_POINT)
		return game_errf(e, 0, 0, 0, "the turn is over: it set the "
		    "point at %u", r->d[0]);
	if (r->kind == K_PLAY)
		return game_errf(e, 0, 0, 0, "the turn is over: a turn in play "
		    "is one throw of 2 dice");
	return game_errf(e, 0, 0, 0, "the turn is over: it was the throw %s",
	    kind_for[r->kind]);
}

/* A start throw of d by cur. */
static void
throw_start(struct passage *g, struct passage_row *r, unsigned d)
{
	unsigned s = g->cur, k;

	r->round = g->round;
	g->sthrow[s] = (unsigned char)d;
	for (k = s + 1; k < g->n; k++)
		if (g->in & (1ul << k))
			break;
	if (k < g->n)
		g->cur = (unsigned char)k;
	else
		end_of_round(g);
}

static void
throw_play(struct passage *g, struct passage_row *r)
{
	unsigned s = g->cur, pts;

	pts = (r->d[0] == g->point) + (r->d[1] == g->point);
	if (pts == 2 && g->dbl)
		pts = 3;
	g->total[s] += pts;
	r->pts = (unsigned char)pts;
	r->total = (int32_t)g->total[s];
	if (g->total[s] >= g->target) {
		g->winner = (unsigned char)s;
		g->phase = PH_OVER;
	} else
		g->cur = (unsigned char)((s + 1) % g->n);
}

static int
act_roll(struct passage *g, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct passage_row r;
	unsigned char d[2];
	unsigned want, wi = 0;
	enum kind kind;
	size_t nd = 0;

	if (!g->open || g->phase == PH_OVER)
		return turn_over(g, e);
	want = dice_now(g);
	kind = kind_now(g);
	if (get_dice(w, n, d, want, &nd, &wi, "the action is roll", e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown %s after "
		    "roll", want, die_noun(want), kind_for[kind]);
	if (nd != want)
		return game_errf(e, nd > want ? wi : (unsigned)n - 1, 0, 0,
		    "a throw %s is %u %s, not %zu", kind_for[kind], want,
		    die_noun(want), nd);

	memset(&r, 0, sizeof(r));
	r.seat = g->cur;
	r.kind = (unsigned char)kind;
	r.d[0] = d[0];
	r.d[1] = want == 2 ? d[1] : 0;
	r.total = (int32_t)g->total[g->cur];
	action_dice(canon, "roll", d, want);
	switch (g->phase) {
	case PH_START:
		throw_start(g, &r, d[0]);
		break;
	case PH_POINT:
		g->point = d[0];
		g->phase = PH_PLAY;
		g->cur = (unsigned char)g->starter;
		break;
	default:
		throw_play(g, &r);
		break;
	}
	g->open = 0;
	push_row(g, &r);
	return 0;
}

static int
passage_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct passage *g = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(g, w, n, canon, e);
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Passage action: write "
	    "roll", (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s);
}

/* What the next turn is, after "player N ... ": "throws for the point". */
static const char *
next_does(const struct passage *g)
{
	static const char *const does[] = {
		"throws for the start",
		"throws in the play-off for the start",
		"throws in the play-off for the point",
		"throws for the point",
		"plays next"
	};

	if (g->phase == PH_PLAY && g->nhist > 0 &&
	    g->hist[g->nhist - 1].kind == K_POINT)
		return "starts the game";
	return does[kind_now(g)];
}

static int
passage_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct passage *g = st;

	if (g->phase == PH_OVER)
		return turn_over(g, e);
	if (g->open)
		return game_errf(e, 0, 0, 0, "the current turn is not over");
	if (seat != g->cur)
		return game_errf(e, 0, 0, 0, "out of turn: player %u in the "
		    "order of the Players tag %s", g->cur + 1u, next_does(g));
	g->open = 1;
	return 0;
}

static int
passage_end_turn(void *st, struct game_err *e)
{
	struct passage *g = st;

	if (g->open)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn is one throw");
	return 0;
}

static void
passage_expect(const void *st, struct expect *x)
{
	const struct passage *g = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (g->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = g->cur;
	x->dice = dice_now(g);
	x->new_turn = !g->open;
}

static long
passage_score(const void *st, unsigned seat)
{
	const struct passage *g = st;

	return seat < g->n ? (long)g->total[seat] : 0;
}

/*
 * The score sheet, as players keep it: the throws of the start a line
 * per round, who starts and who sets the point, the point; then a row
 * per turn of play with its throw, its points and every player's
 * points so far; then the totals and the status.
 */

static const char *const round_label[] = {
	"For the start", "Play-off for the start", "Play-off for the point"
};

static int
start_lines(const struct passage *g, const struct sheet_names *nm,
    struct buf *b)
{
	const struct passage_row *r;
	size_t i;
	int rc = 0;

	for (i = 0; i < g->nhist && g->hist[i].kind < K_POINT; i++) {
		r = &g->hist[i];
		if (i == 0 || r->round != g->hist[i - 1].round)
			rc |= buf_printf(b, "%s%s: ", round_label[r->kind],
			    i > 0 && g->hist[i - 1].kind == r->kind ?
			    " again" : "");
		else
			rc |= buf_puts(b, ", ");
		rc |= buf_printf(b, "%s %u", nm->s[r->seat], r->d[0]);
		if (i + 1 == g->nhist || g->hist[i + 1].kind >= K_POINT ||
		    g->hist[i + 1].round != r->round)
			rc |= buf_puts(b, ".\n");
	}
	if (g->starter >= 0 && g->setter >= 0)
		rc |= buf_printf(b, "%s starts the game; %s sets the point.\n",
		    nm->s[g->starter], nm->s[g->setter]);
	else if (g->starter >= 0)
		rc |= buf_printf(b, "%s starts the game.\n",
		    nm->s[g->starter]);
	else if (g->setter >= 0)
		rc |= buf_printf(b, "%s sets the point.\n", nm->s[g->setter]);
	if (g->point != 0)
		rc |= buf_printf(b, "The point is %u.\n", g->point);
	return rc;
}

static int
play_table(const struct passage *g, const struct sheet_names *nm,
    struct buf *b)
{
	unsigned long first = g->turns - g->nhist + 1;
	int64_t run[NSEATS];
	size_t wturn, wname = 6, wcol[NSEATS], c, i;
	char num[32], throw[4];
	const struct passage_row *r;
	unsigned s;
	int rc = 0;

	snprintf(num, sizeof(num), "%lu", g->turns);
	wturn = strlen(num) > 4 ? strlen(num) : 4;
	for (s = 0; s < g->n; s++) {
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
		wcol[s] = sheet_cols(nm->s[s]);
		snprintf(num, sizeof(num), "%lld", (long long)g->total[s]);
		if (strlen(num) > wcol[s])
			wcol[s] = strlen(num);
		run[s] = g->base[s];
	}
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", 0, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Throw  Points", 0, 0, 0);
	for (s = 0; s < g->n; s++)
		rc |= sheet_cell(b, nm->s[s], wcol[s], 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < g->nhist; i++) {
		r = &g->hist[i];
		if (r->kind != K_PLAY)
			continue;
		run[r->seat] = r->total;
		snprintf(num, sizeof(num), "%lu", first + i);
		rc |= sheet_cell(b, num, wturn, 1, 1);
		rc |= sheet_cell(b, nm->s[r->seat], 0, 0, 0);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
		throw[0] = (char)('0' + r->d[0]);
		throw[1] = (char)('0' + r->d[1]);
		throw[2] = '\0';
		rc |= sheet_cell(b, throw, 0, 0, 0);
		rc |= sheet_pad(b, 3);
		snprintf(num, sizeof(num), "%u", r->pts);
		rc |= sheet_cell(b, num, 6, 1, 0);
		for (s = 0; s < g->n; s++) {
			snprintf(num, sizeof(num), "%lld", (long long)run[s]);
			rc |= sheet_cell(b, num, wcol[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const struct passage *g, const struct sheet_names *nm, struct buf *b)
{
	unsigned long first = g->turns - g->nhist + 1;
	unsigned s;
	int rc = 0;

	if (g->open)
		rc |= buf_printf(b, "Passage, turn %lu in progress\n",
		    g->turns + 1);
	else if (g->turns == 0)
		rc |= buf_puts(b, "Passage, start\n");
	else
		rc |= buf_printf(b, "Passage, after turn %lu\n", g->turns);
	rc |= buf_printf(b, "First to %d %s; a double of the point scores "
	    "%s.\n", g->target, g->target == 1 ? "point" : "points",
	    g->dbl ? "3 (double-three)" : "2");
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);
	rc |= start_lines(g, nm, b);
	if (g->point == 0)
		return rc;
	rc |= play_table(g, nm, b);
	rc |= buf_puts(b, "Totals:");
	for (s = 0; s < g->n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)g->total[s]);
	return rc | buf_puts(b, ".\n");
}

static int
status(const struct passage *g, const struct sheet_names *nm, struct buf *b)
{
	if (g->phase == PH_OVER)
		return buf_printf(b, "%s reached %d first.\n",
		    nm->s[g->winner], g->target) |
		    sheet_winners(b, nm, g->n, 1ul << g->winner, g->total);
	if (g->phase == PH_PLAY)
		return buf_printf(b, "%s to play.\n", nm->s[g->cur]);
	return buf_printf(b, "%s %s.\n", nm->s[g->cur], next_does(g));
}

static int
passage_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct passage *g = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, g->n);
	return render_end(b, len, (sheet(g, &nm, b) == 0 &&
	    status(g, &nm, b) == 0) ? 0 : -1);
}

/* The reason a line of seat is refused while another is due (see
 * session_ops.not_now). */
static int
passage_not_now(const void *st, unsigned seat, char why[256])
{
	const struct passage *g = st;
	const char *does = next_does(g);

	if (g->phase == PH_OVER || seat == g->cur ||
	    strcmp(does, "plays next") == 0)
		return 0;
	snprintf(why, 256, "it is \2's turn, not \1's: \2 %s", does);
	return 1;
}

static const struct session_ops passage_session = {
	.min_players = 2,
	.max_players = NSEATS,
	.init = passage_init,
	.starts_action = passage_starts_action,
	.begin_turn = passage_begin_turn,
	.not_now = passage_not_now,
	.action = passage_action,
	.end_turn = passage_end_turn,
	.expect = passage_expect,
	.score = passage_score,
	.order = 1,
	.finished = passage_finished,
};

const struct game game_passage = {
	.id = "passage",
	.name = "Passage",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = passage_opts,
	.state_size = sizeof(struct passage),
	.render = passage_render,
	.session = &passage_session,
};
