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
 * start and for the point, "roll DD" in play, read by roll itself for
 * refusals that say which throw is due.  The referee works out who
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
 * Data model: struct passage, plain data, beginning with the session
 * layer's turn (session.h): its phase says whether the turn of seat cur
 * has begun (T_OPEN, not thrown yet) or the game is over, its dice are
 * those of the throw due, its turns count every turn.  due says which
 * throw is due, and so which part of the game is on: during the start
 * which round of throws it is (everyone, the play-off for the start,
 * the play-off for the point), in has a bit per seat throwing in it and
 * sthrow[] their throws so far (0: not yet); lowtie keeps the seats
 * tied for the lowest while the play-off for the start is on; then the
 * throw for the point, then play.  starter and setter are -1 until
 * known, point 0 until thrown.  t.total[] holds the points.  hist[] keeps
 * the last PASSAGE_HIST turns for the score sheet (base[] the points
 * before the oldest kept one).
 *
 * Invariants: cur is always a seat of in during the start; starter !=
 * setter once both are known; only the thrower's points change, and
 * only in play; phase is T_OVER exactly when total[winner] reached the
 * target; a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
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

/* What a turn is, for the sheet and for messages: the rounds of the
 * start first. */
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
	struct turn	t;		/* t.dice: 1, 2 in play */
	unsigned char	due, dbl, point, winner;	/* due: enum kind */
	int		starter, setter;	/* -1 until known */
	int		target;
	uint32_t	round;		/* start rounds, from 1 */
	unsigned long	in;		/* seats throwing in this round */
	unsigned long	lowtie;		/* tied for the lowest, waiting */
	unsigned char	sthrow[NSEATS];	/* this round's throws, 0: none */
	int64_t		base[NSEATS];	/* points before hist[0] */
	unsigned	nhist;
	struct passage_row hist[PASSAGE_HIST];
};

_Static_assert(sizeof(struct passage) <= GAME_STATE_MAX, "passage state");

/* What a throw of the kind is for, after "a throw" or "thrown". */
static const char *const kind_for[] = {
	"for the start", "in the play-off for the start",
	"in the play-off for the point", "for the point", "in play"
};

static void
push_row(struct passage *g, const struct passage_row *r)
{
	if (g->nhist == PASSAGE_HIST) {
		if (g->hist[0].kind == K_PLAY)
			g->base[g->hist[0].seat] = g->hist[0].total;
		memmove(g->hist, g->hist + 1, (PASSAGE_HIST - 1) *
		    sizeof(g->hist[0]));
		g->nhist--;
	}
	g->hist[g->nhist++] = *r;
	g->t.turns++;
}

static void
new_round(struct passage *g, enum kind due, unsigned long in)
{
	g->due = (unsigned char)due;
	g->in = in;
	g->round++;
	memset(g->sthrow, 0, sizeof(g->sthrow));
	g->t.cur = (unsigned char)__builtin_ctzl(in);
}

/* Every seat of the round has thrown: who is highest, who lowest.  (No
 * set of seats here is empty: each round has some, hence a highest and a
 * lowest.) */
static void
end_of_round(struct passage *g)
{
	unsigned long hi = 0, lo = 0;
	unsigned s, max = 0, min = 7;

	for (s = 0; s < g->t.n; s++)
		if (g->in & (1ul << s)) {
			if (g->sthrow[s] > max)
				max = g->sthrow[s];
			if (g->sthrow[s] < min)
				min = g->sthrow[s];
		}
	for (s = 0; s < g->t.n; s++)
		if (g->in & (1ul << s)) {
			if (g->sthrow[s] == max)
				hi |= 1ul << s;
			if (g->sthrow[s] == min)
				lo |= 1ul << s;
		}
	switch (g->due) {
	case K_ALL:
		if (max == min) {
			new_round(g, K_ALL, g->in);
			return;
		}
		if (__builtin_popcountl(hi) == 1)
			g->starter = __builtin_ctzl(hi);
		if (__builtin_popcountl(lo) == 1)
			g->setter = __builtin_ctzl(lo);
		else
			g->lowtie = lo;
		break;
	case K_HIGH:
		if (__builtin_popcountl(hi) > 1) {
			new_round(g, K_HIGH, hi);
			return;
		}
		g->starter = __builtin_ctzl(hi);
		break;
	default:
		if (__builtin_popcountl(lo) > 1) {
			new_round(g, K_LOW, lo);
			return;
		}
		g->setter = __builtin_ctzl(lo);
		break;
	}
	if (g->starter < 0)
		new_round(g, K_HIGH, hi);
	else if (g->setter < 0)
		new_round(g, K_LOW, g->lowtie);
	else {
		g->due = K_POINT;
		g->lowtie = 0;
		g->in = 0;
		g->t.cur = (unsigned char)g->setter;
	}
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
	turn_init(&g->t, n, 1);
	g->target = v != NULL ? v->val[O_TARGET] : passage_opts[O_TARGET].def;
	g->dbl = (unsigned char)(v != NULL ? v->val[O_DOUBLE] :
	    passage_opts[O_DOUBLE].def);
	g->starter = -1;
	g->setter = -1;
	new_round(g, K_ALL, (1ul << n) - 1);
	return 0;
}

static void
passage_why(const void *st, char why[256])
{
	const struct passage *g = st;

	snprintf(why, 256, "%d %s reached", g->target, g->target == 1 ?
	    "point is" : "points are");
}

/* Why no throw can come now: none has begun, or it has thrown. */
static int
passage_ready(const void *st, struct game_err *e)
{
	const struct passage *g = st;
	const struct passage_row *r;

	if (g->t.phase == T_OPEN)
		return 0;
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

/* A start throw of d by cur; the next seat of the round throws, or the
 * round ends. */
static void
throw_start(struct passage *g, struct passage_row *r, unsigned d)
{
	int next = playoff_next(g->in, g->t.n, g->t.cur);

	r->round = g->round;
	g->sthrow[g->t.cur] = (unsigned char)d;
	if (next >= 0)
		g->t.cur = (unsigned char)next;
	else
		end_of_round(g);
}

static void
throw_play(struct passage *g, struct passage_row *r)
{
	unsigned s = g->t.cur, pts;

	pts = (r->d[0] == g->point) + (r->d[1] == g->point);
	if (pts == 2 && g->dbl)
		pts = 3;
	g->t.total[s] += pts;
	r->pts = (unsigned char)pts;
	r->total = (int32_t)g->t.total[s];
	if (g->t.total[s] >= g->target) {
		g->winner = (unsigned char)s;
		g->t.phase = T_OVER;
		g->t.won = 1ul << s;
	} else
		g->t.cur = (unsigned char)((s + 1) % g->t.n);
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct passage *g = st;
	struct passage_row r;
	unsigned want = g->t.dice, wi;
	enum kind kind = g->due;

	if (get_dice(a->w, a->n, a->d, want, &a->nd, &wi,
	    "the action is roll", e) < 0)
		return -1;
	if (a->nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown %s after "
		    "roll", want, die_noun(want), kind_for[kind]);
	if (a->nd != want)
		return game_errf(e, a->nd > want ? wi : (unsigned)a->n - 1, 0,
		    0, "a throw %s is %u %s, not %zu", kind_for[kind], want,
		    die_noun(want), a->nd);

	memset(&r, 0, sizeof(r));
	r.seat = g->t.cur;
	r.kind = (unsigned char)kind;
	r.d[0] = a->d[0];
	r.d[1] = want == 2 ? a->d[1] : 0;
	r.total = (int32_t)g->t.total[g->t.cur];
	action_dice(a->canon, "roll", a->d, want);
	g->t.phase = T_WAIT;
	if (kind == K_PLAY)
		throw_play(g, &r);
	else if (kind == K_POINT) {
		g->point = a->d[0];
		g->due = K_PLAY;
		g->t.dice = 2;
		g->t.cur = (unsigned char)g->starter;
	} else
		throw_start(g, &r, a->d[0]);
	push_row(g, &r);
	return 0;
}

/* -p: a turn is one throw, read at once: the turn due has made none;
 * the points are the players' totals, no dice stay on the table */
static void
passage_view(const void *st, struct session_view *v)
{
	v->throws = ((const struct turn *)st)->throws;
}

static const struct verb passage_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
passage_end_turn(void *st, struct game_err *e)
{
	struct passage *g = st;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn is one throw");
	return 0;
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
		/* no format parsed: every line goes out after every turn */
		if (i == 0 || r->round != g->hist[i - 1].round) {
			rc |= buf_puts(b, round_label[r->kind]);
			if (i > 0 && g->hist[i - 1].kind == r->kind)
				rc |= buf_puts(b, " again");
			rc |= buf_puts(b, ": ");
		} else
			rc |= buf_puts(b, ", ");
		rc |= buf_puts(b, nm->s[r->seat]);
		rc |= buf_putc(b, ' ');
		rc |= buf_putunum(b, r->d[0]);
		if (i + 1 == g->nhist || g->hist[i + 1].kind >= K_POINT ||
		    g->hist[i + 1].round != r->round)
			rc |= buf_puts(b, ".\n");
	}
	if (g->starter >= 0)
		rc |= buf_printf(b, "%s starts the game%s", nm->s[g->starter],
		    g->setter >= 0 ? "; " : ".\n");
	if (g->setter >= 0)
		rc |= buf_printf(b, "%s sets the point.\n", nm->s[g->setter]);
	if (g->point != 0)
		rc |= buf_printf(b, "The point is %u.\n", g->point);
	return rc;
}

static int
play_table(const struct passage *g, const struct sheet_names *nm,
    struct buf *b)
{
	unsigned long first = g->t.turns - g->nhist + 1;
	int64_t run[NSEATS];
	size_t wturn, wname = 6, wcol[NSEATS], c, i;
	char num[32], throw[] = "  00   ";
	const struct passage_row *r;
	unsigned s;
	int rc = 0;

	unum_format(num, g->t.turns);
	wturn = strlen(num) > 4 ? strlen(num) : 4;
	for (s = 0; s < g->t.n; s++) {
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
		wcol[s] = sheet_cols(nm->s[s]);
		num_format(num, (long long)g->t.total[s]);
		if (strlen(num) > wcol[s])
			wcol[s] = strlen(num);
		run[s] = g->base[s];
	}
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", 0, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Throw  Points", 0, 0, 0);
	for (s = 0; s < g->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], wcol[s], 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < g->nhist; i++) {
		r = &g->hist[i];
		if (r->kind != K_PLAY)
			continue;
		run[r->seat] = r->total;
		/* every row again after every turn: no format parsed */
		rc |= sheet_unum(b, first + i, wturn, 1, 1);
		rc |= sheet_cell(b, nm->s[r->seat], 0, 0, 0);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
		throw[2] = (char)('0' + r->d[0]);
		throw[3] = (char)('0' + r->d[1]);
		rc |= buf_add(b, throw, sizeof(throw) - 1);
		rc |= sheet_unum(b, r->pts, 6, 1, 0);
		for (s = 0; s < g->t.n; s++)
			rc |= sheet_num(b, run[s], wcol[s], 1, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct passage *g = st;
	unsigned long first = g->t.turns - g->nhist + 1;
	unsigned s;
	int rc = sheet_title(b, "Passage", &g->t);

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
	for (s = 0; s < g->t.n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)g->t.total[s]);
	return rc | buf_puts(b, ".\n");
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct passage *g = st;

	if (g->t.phase == T_OVER)
		return buf_printf(b, "%s reached %d first.\n",
		    nm->s[g->winner], g->target) < 0 ? -1 :
		    sheet_winners(b, nm, g->t.n, 1ul << g->winner, g->t.total);
	if (g->due == K_PLAY)
		return sheet_to_play(b, nm->s[g->t.cur]);
	return buf_printf(b, "%s throws %s.\n", nm->s[g->t.cur],
	    kind_for[g->due]);
}

static int
passage_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct passage *)st)->t.n, st,
	    sheet, status);
}

/* The reason a line of seat is refused while another is due, the game
 * not over (session_ops.not_now): the throw due during the start, or the
 * first turn of play (after the throw for the point) the starter's. */
static int
passage_not_now(const void *st, unsigned seat, char why[256])
{
	const struct passage *g = st;
	int starts = g->due == K_PLAY && g->hist[g->nhist - 1].kind == K_POINT;

	(void)seat;
	if (g->due == K_PLAY && !starts)
		return 0;
	snprintf(why, 256, "it is \2's turn, not \1's: \2 %s%s", starts ?
	    "starts the game" : "throws ", starts ? "" : kind_for[g->due]);
	return 1;
}

static const struct session_ops passage_session = {
	.min_players = 2,
	.max_players = NSEATS,
	.init = passage_init,
	.begin_turn = turn_begin,
	.not_now = passage_not_now,
	.end_turn = passage_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = passage_why,
	.verbs = passage_verbs,
	.write = "roll",
	.ready = passage_ready,
	.view = passage_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form passage_forms[] = {
	{ "roll DIE", "roll 5",
	    "one die: the throws for the start and for the point" },
	{ "roll DICE", "roll 44",
	    "a turn of play: a point for each die showing the point" },
	{ NULL, NULL, NULL }
};

const struct game game_passage = {
	.id = "passage",
	.name = "Passage",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = passage_opts,
	.forms = passage_forms,
	.state_size = sizeof(struct passage),
	.render = passage_render,
	.session = &passage_session,
};
