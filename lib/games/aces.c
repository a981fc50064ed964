/*
 * aces: Aces (also Aces to the Centre, Deuces to the Left and Fives to
 * the Right), a dice session for two to sixteen seats, each starting
 * with five dice.
 *
 * The game opens with the ordering throws: every seat, in the order of
 * the Players tag, throws five dice once, and the hands rank as poker
 * dice: five of a kind, four of a kind, full house, straight, three of
 * a kind, two pair, pair, nothing, 1s high.  The best hand plays first,
 * the next best second, and so on.  Players whose hands are equal throw
 * again, only they, in seat order, for their places among themselves.
 *
 * Then, in the order found, each player in turn throws every die it
 * holds.  Each 1 goes to the centre, out of the game; each 2 goes to the
 * player on the left (the next seat of the Players tag), each 5 to the
 * player on the right (the seat before).  When the throw had a 1, a 2 or
 * a 5 and the player still holds dice, it throws them all again in the
 * same turn; otherwise the turn ends.  A player holding no dice is
 * skipped until dice are passed to it.  When the last die in play comes
 * up 1 the game is over, and its thrower wins; with the Variant option
 * "last-one-loses" its thrower loses, and every other player shares the
 * win.
 *
 * Actions: "roll DICE" only, the dice as digits in the order thrown: 5
 * for an ordering throw, as many as the player holds after.  The referee
 * works out the rest: the hands and the order of play, where each die
 * goes, whether the player throws again, who is skipped, the end.  -l
 * lists the throw due, "roll ?????" (one '?' a die).
 *
 * Rulings of our own, where RULINGS.md is silent (also in
 * rongo-games(7)):
 *  - Two to sixteen players: with one there is nobody to pass to.
 *  - The straights are 1-2-3-4-5 and 2-3-4-5-6; 2-3-4-5-6 is the higher,
 *    the 1 of 1-2-3-4-5 playing low as the ace of poker's lowest
 *    straight does.  1-3-4-5-6 is no straight.
 *  - Equal ranks are decided by the values of the sets, the larger set
 *    first (the three of a full house before its pair, the higher pair
 *    of two pairs before the lower), then by the odd dice from the
 *    highest down, 1s high.  Only hands of the very same dice are equal,
 *    and only their throwers throw again.
 *  - When several groups are tied, the group with the best hands throws
 *    again first; each re-throw sorts its group among itself only, and
 *    a new tie inside it throws again in its turn.
 *  - Play follows the order found, round and round; passing follows the
 *    seats of the Players tag.  With two players left and right are the
 *    same player.
 *  - A player left alone with dice plays turn after turn, each on its
 *    own line.
 *  - When one throw sends the last dice in play to the centre together
 *    (two or more 1s), its thrower threw the last 1.  At the end every
 *    die is in the centre, so every player's score (dice held) is 0: the
 *    winner is named by the end, not by the scores.
 *  - "stop" is known only to be refused: a turn cannot end while a 1, 2
 *    or 5 came and dice are left.
 *
 * A turn line for a skipped player is refused with the game's reason
 * (not_now: "Ann holds no dice and is skipped: it is Cy's turn"), and
 * the score sheet says who is skipped.
 *
 * Data model: struct aces, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur
 * needs next, its dice are those of the throw due (5 while ordering,
 * else the dice cur holds).  stage is ordering or play.  held[] counts
 * each seat's dice, centre the dice out of the game.  ord[] lists the
 * seats in the order found so far; tied[i] is 1 when ord[i] is still
 * level with ord[i-1].  While ordering, ord[gfrom..gto) is the group
 * throwing, thr[] its seats in seat order, ithr the next of them to
 * throw, okey[] their hands' keys.  In play pos is cur's index in ord.
 * hist[] keeps the last ACES_HIST throws (ordering and play) for the
 * score sheet; throws counts them all, t.throws those of the turn.
 *
 * Invariants: the sum of held[] and centre is 5 times the seats; while
 * playing, held[cur] > 0 when a turn is due; the game is over exactly
 * when centre holds every die, and cur is then the thrower of the last
 * 1; a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define ACES_DICE	5
#define NSEATS		SESSION_PLAYERS_MAX
#define ACES_ALL	(ACES_DICE * NSEATS)	/* the most a seat can hold */
#define ACES_HIST	180

enum aces_opt {
	O_LASTONE
};

static const struct game_opt aces_opts[] = {
	{ "last-one-loses", OPT_FLAG, 0, 1, 0,
	    "the thrower of the last 1 loses, the others share the win", 0,
	    { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum stage {
	ST_ORDER,		/* the ordering throws */
	ST_PLAY			/* the dice go round, until the game is over */
};

enum phase {
	PH_ROLLING = T_GAME	/* a 1, 2 or 5 came: throw again */
};

/* How the last turn ended, for the reason a late throw is refused. */
enum how {
	H_NONE,			/* no turn has ended */
	H_ORDER,		/* its one ordering throw */
	H_QUIET,		/* a throw with no 1, 2 or 5 */
	H_EMPTY			/* no dice left to throw */
};

/* One throw, for the score sheet. */
struct aces_row {
	uint32_t	turn;		/* the turn's number, from 1 */
	uint32_t	oround;		/* its ordering round; 0: play */
	unsigned char	seat, nd;	/* who threw, how many dice */
	unsigned char	centre;		/* the centre after it */
	unsigned char	held[NSEATS];	/* every seat's dice after it */
	unsigned char	d[ACES_ALL / 2];	/* the dice, two per byte,
						 * the first in the low half */
};

struct aces {
	struct turn	t;
	unsigned char	stage, lastone, last_how;
	unsigned char	pos;		/* play: cur's index in ord */
	unsigned char	centre;
	unsigned char	gfrom, gto;	/* ordering: ord[gfrom..gto) throws */
	unsigned char	nthr, ithr;
	unsigned char	held[NSEATS];
	unsigned char	ord[NSEATS];
	unsigned char	tied[NSEATS];
	unsigned char	thr[NSEATS];
	uint32_t	okey[NSEATS];
	uint32_t	oround;		/* ordering round, from 1 */
	unsigned long	throws;		/* throws made */
	unsigned	nhist;
	struct aces_row	hist[ACES_HIST];
};

_Static_assert(sizeof(struct aces) <= GAME_STATE_MAX, "aces state");
_Static_assert(ACES_ALL <= 255, "a seat's dice fit a byte");

/*
 * Poker-dice hands.  A die's value with 1s high: 2 is 1 ... 6 is 5,
 * 1 is 6.  A hand's key is its rank, then up to five values in base 7:
 * the sets from the largest (and, among equal sizes, the highest), then
 * the odd dice from the highest.  A higher key is a better hand.
 */
enum rank {
	R_NOTHING, R_PAIR, R_TWO_PAIR, R_THREE, R_STRAIGHT, R_FULL_HOUSE,
	R_FOUR, R_FIVE
};

static const char *const rank_name[] = {
	"nothing", "pair", "two pair", "three of a kind", "straight",
	"full house", "four of a kind", "five of a kind"
};

static unsigned
high(unsigned face)
{
	return face == 1 ? 6 : face - 1;
}

static enum rank
hand_rank(const unsigned char *d, uint32_t *key)
{
	unsigned cnt[7] = { 0 }, i, f, ng = 0, big = 0, pairs = 0;
	unsigned gv[ACES_DICE], gc[ACES_DICE], t;
	enum rank r;
	uint32_t k;

	for (i = 0; i < ACES_DICE; i++)
		cnt[d[i]]++;
	/* the groups: by size, then by value, 1s high */
	for (f = 1; f <= 6; f++)
		if (cnt[f] > 0) {
			gv[ng] = high(f);
			gc[ng] = cnt[f];
			for (i = ng++; i > 0 && (gc[i - 1] < gc[i] ||
			    (gc[i - 1] == gc[i] && gv[i - 1] < gv[i])); i--) {
				t = gv[i], gv[i] = gv[i - 1], gv[i - 1] = t;
				t = gc[i], gc[i] = gc[i - 1], gc[i - 1] = t;
			}
			if (cnt[f] > big)
				big = cnt[f];
			pairs += cnt[f] == 2;
		}
	if (big == 5)
		r = R_FIVE;
	else if (big == 4)
		r = R_FOUR;
	else if (big == 3)
		r = pairs == 1 ? R_FULL_HOUSE : R_THREE;
	else if (big == 2)
		r = pairs == 2 ? R_TWO_PAIR : R_PAIR;
	else if (cnt[1] == 0 || cnt[6] == 0)
		r = R_STRAIGHT;
	else
		r = R_NOTHING;
	k = (uint32_t)r;
	for (i = 0; i < ACES_DICE; i++)
		k = k * 7 + (r == R_STRAIGHT ? 0 : i < ng ? gv[i] : 0);
	/* 2-3-4-5-6 above 1-2-3-4-5 */
	if (r == R_STRAIGHT && cnt[1] == 0)
		k++;
	*key = k;
	return r;
}

static unsigned char
dice_get(const struct aces_row *r, size_t i)
{
	return (unsigned char)(r->d[i / 2] >> (i % 2 * 4) & 0x0f);
}

static void
push_row(struct aces *g, const unsigned char *d, size_t nd)
{
	struct aces_row *r;
	size_t i;

	if (g->nhist == ACES_HIST) {
		memmove(g->hist, g->hist + 1, (ACES_HIST - 1) *
		    sizeof(g->hist[0]));
		g->nhist--;
	}
	r = &g->hist[g->nhist++];
	memset(r, 0, sizeof(*r));
	r->turn = (uint32_t)(g->t.turns + 1);
	r->oround = g->stage == ST_ORDER ? g->oround : 0;
	r->seat = g->t.cur;
	r->nd = (unsigned char)nd;
	for (i = 0; i < nd; i++)
		r->d[i / 2] |= (unsigned char)(d[i] << (i % 2 * 4));
	r->centre = g->centre;
	memcpy(r->held, g->held, sizeof(r->held));
	g->throws++;
	g->t.throws++;
}

/* The first group of ord still tied, as [from, to); 0 when none is. */
static int
first_tie(const struct aces *g, unsigned *from, unsigned *to)
{
	unsigned i, k;

	for (i = 1; i < g->t.n; i++)
		if (g->tied[i]) {
			for (k = i + 1; k < g->t.n && g->tied[k]; k++)
				;
			*from = i - 1;
			*to = k;
			return 1;
		}
	return 0;
}

/* The group ord[from..to) throws next, in seat order. */
static void
start_group(struct aces *g, unsigned from, unsigned to)
{
	unsigned s, i, k = 0;

	g->gfrom = (unsigned char)from;
	g->gto = (unsigned char)to;
	for (s = 0; s < g->t.n; s++)
		for (i = from; i < to; i++)
			if (g->ord[i] == s)
				g->thr[k++] = (unsigned char)s;
	g->nthr = (unsigned char)k;
	g->ithr = 0;
	g->t.cur = g->thr[0];
}

/* Every seat of the group has thrown: sort it by its hands, best first
 * (seat order among equals), and mark who is still level. */
static void
end_of_group(struct aces *g)
{
	unsigned i, k, from = g->gfrom, to = g->gto;
	unsigned char t;

	for (i = from + 1; i < to; i++)
		for (k = i; k > from && (g->okey[g->ord[k - 1]] <
		    g->okey[g->ord[k]] || (g->okey[g->ord[k - 1]] ==
		    g->okey[g->ord[k]] && g->ord[k - 1] > g->ord[k])); k--) {
			t = g->ord[k];
			g->ord[k] = g->ord[k - 1];
			g->ord[k - 1] = t;
		}
	for (i = from + 1; i < to; i++)
		g->tied[i] = g->okey[g->ord[i]] == g->okey[g->ord[i - 1]];
	if (first_tie(g, &from, &to)) {
		if (g->oround < UINT32_MAX)
			g->oround++;
		start_group(g, from, to);
		return;
	}
	g->stage = ST_PLAY;
	g->pos = 0;
	g->t.cur = g->ord[0];
}

/* The next player in the order of play after pos who holds dice; pos
 * itself last, when nobody else does.  Some die is in play. */
static void
next_player(struct aces *g)
{
	unsigned k, p;

	for (k = 1; k <= g->t.n; k++) {
		p = (g->pos + k) % g->t.n;
		if (g->held[g->ord[p]] > 0) {
			g->pos = (unsigned char)p;
			g->t.cur = g->ord[p];
			return;
		}
	}
}

static int
aces_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct aces *g = st;
	unsigned s;

	if (n < 2 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Aces is for 2 to %d players, not "
		    "%u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	turn_init(&g->t, n, ACES_DICE);
	g->lastone = (unsigned char)(v != NULL ? v->val[O_LASTONE] :
	    aces_opts[O_LASTONE].def);
	for (s = 0; s < n; s++) {
		g->held[s] = ACES_DICE;
		g->ord[s] = (unsigned char)s;
		g->tied[s] = s > 0;
	}
	g->oround = 1;
	start_group(g, 0, n);
	return 0;
}

static int
aces_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct aces *g = st;

	if (g->t.phase != T_OVER)
		return 0;
	if (winners != NULL)
		*winners = g->lastone ? ((1ul << g->t.n) - 1) &
		    ~(1ul << g->t.cur) : 1ul << g->t.cur;
	if (why != NULL)
		snprintf(why, 256, "no die is left in play: the thrower of the "
		    "last 1 %s", g->lastone ? "loses" : "wins");
	return 1;
}

/* Why no action can come now: how the last turn ended. */
static int
aces_ready(const void *st, struct game_err *e)
{
	static const char *const why[] = {
		[H_NONE] = "no turn has begun",
		[H_ORDER] = ("the turn is over: an ordering turn is a single "
		    "throw"),
		[H_QUIET] = "the turn is over: its throw showed no 1, 2 or 5",
		[H_EMPTY] = "the turn is over: no dice are left to throw"
	};
	const struct aces *g = st;

	if (g->t.phase != T_WAIT)
		return 0;
	return game_errf(e, 0, 0, 0, "%s", why[g->last_how]);
}

/* An ordering throw of seat cur: its hand is kept until its group has
 * thrown. */
static void
order_throw(struct aces *g, const unsigned char *d)
{
	hand_rank(d, &g->okey[g->t.cur]);
	push_row(g, d, ACES_DICE);
	g->last_how = H_ORDER;
	turn_pass(&g->t);	/* cur follows */
	if (++g->ithr < g->nthr)
		g->t.cur = g->thr[g->ithr];
	else
		end_of_group(g);
}

/* A throw of every die cur holds. */
static void
play_throw(struct aces *g, const unsigned char *d, size_t nd)
{
	unsigned s = g->t.cur, left = (s + 1) % g->t.n;
	unsigned right = (s + g->t.n - 1) % g->t.n, cnt[7] = { 0 };
	size_t i;

	for (i = 0; i < nd; i++)
		cnt[d[i]]++;
	g->held[s] = (unsigned char)(g->held[s] - cnt[1] - cnt[2] - cnt[5]);
	g->held[left] = (unsigned char)(g->held[left] + cnt[2]);
	g->held[right] = (unsigned char)(g->held[right] + cnt[5]);
	g->centre = (unsigned char)(g->centre + cnt[1]);
	push_row(g, d, nd);
	if (g->centre == g->t.n * ACES_DICE) {
		/* cur stays: the thrower of the last 1 */
		g->t.phase = T_OVER;
		g->t.turns++;
	} else if (cnt[1] + cnt[2] + cnt[5] > 0 && g->held[s] > 0)
		g->t.phase = PH_ROLLING;
	else {
		g->last_how = (unsigned char)(g->held[s] > 0 ? H_QUIET :
		    H_EMPTY);
		turn_pass(&g->t);
		next_player(g);
	}
}

/* The throw, read here (ACT_THROW_WORDS, listed as the throw due): the
 * layer's ACT_THROW reads at most ACT_DICE_MAX dice, where a seat may
 * hold ACES_ALL, and words its refusals otherwise. */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct aces *g = st;
	unsigned char d[ACES_ALL];
	unsigned want = g->t.dice, wi;
	size_t nd;

	if (get_dice(a->w, a->n, d, want, &nd, &wi, "the one action is roll",
	    e) < 0)
		return -1;
	if (g->stage == ST_ORDER && nd == 0)
		return game_errf(e, 0, 0, 0, "write the %d dice of the "
		    "ordering throw after roll", ACES_DICE);
	if (g->stage == ST_ORDER && nd != want)
		return game_errf(e, nd > want ? wi : (unsigned)a->n - 1, 0, 0,
		    "an ordering throw is %d dice, not %zu", ACES_DICE, nd);
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s held after roll",
		    want, die_noun(want));
	if (nd > want)
		return game_errf(e, wi, 0, 0, "only %u %s %s held, %zu %s "
		    "thrown", want, die_noun(want), is_are(want), nd,
		    was_were(nd));
	if (nd < want)
		return game_errf(e, (unsigned)a->n - 1, 0, 0, "%u %s %s held, "
		    "only %zu %s thrown: every die held is thrown", want,
		    die_noun(want), is_are(want), nd, was_were(nd));
	action_dice(a->canon, "roll", d, nd);
	if (g->stage == ST_ORDER)
		order_throw(g, d);
	else
		play_throw(g, d, nd);
	/* the throw due next: none at the end, cur holding no die */
	g->t.dice = g->stage == ST_ORDER ? ACES_DICE : g->held[g->t.cur];
	return 0;
}

/* Known only to be refused with the game's reason. */
static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	const struct aces *g = st;

	(void)a;
	if (g->stage == ST_ORDER)
		return game_errf(e, 0, 0, 0, "nothing to stop: an ordering "
		    "turn is one throw of %d dice", ACES_DICE);
	return game_errf(e, 0, 0, 0, "no stopping in Aces: the dice held "
	    "are thrown again while a 1, 2 or 5 comes");
}

/* -p: the turn's throws (none once over) and, between them, the dice
 * cur keeps of the last, its 3s, 4s and 6s (no dice at all when more
 * than -p can show); no turn points, nothing set aside. */
static void
aces_view(const void *st, struct session_view *v)
{
	const struct aces *g = st;
	const struct aces_row *r = &g->hist[g->nhist > 0 ? g->nhist - 1 : 0];
	int rolling = g->t.phase == PH_ROLLING;
	unsigned char d;
	size_t i;

	v->throws = g->t.phase == T_OVER ? 0 : g->t.throws;
	v->has_dice = !rolling || g->held[g->t.cur] <= ACT_DICE_MAX;
	for (i = 0; rolling && v->has_dice && i < r->nd; i++)
		if ((d = dice_get(r, i)) != 1 && d != 2 && d != 5)
			v->show[v->nshow++] = d;
}

static const struct verb aces_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
aces_end_turn(void *st, struct game_err *e)
{
	const struct aces *g = st;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	if (g->t.phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: a "
		    "1, 2 or 5 came, and the %u %s still held %s thrown again",
		    g->t.dice, die_noun(g->t.dice), is_are(g->t.dice));
	return 0;
}

static long
aces_score(const void *st, unsigned seat)
{
	const struct aces *g = st;

	return seat < g->t.n ? (long)g->held[seat] : 0;
}

/*
 * The score sheet, as players keep it: the ordering throws with their
 * hands, the order of play, then a row per throw with its dice, how
 * many went to the centre, left and right, and the dice every player
 * holds after it; the turn's number and player on its first row.  Then
 * the dice held, who is skipped, and the status.
 */

/* "Ann and Bob", "Ann, Bob and Cy": the k seats of s[]. */
static int
name_list(struct buf *b, const struct sheet_names *nm,
    const unsigned char *s, unsigned k)
{
	unsigned i;
	int rc = 0;

	for (i = 0; i < k; i++) {
		if (i > 0)
			rc |= buf_puts(b, i + 1 == k ? " and " : ", ");
		rc |= buf_puts(b, nm->s[s[i]]);
	}
	return rc;
}

static void
row_dice(const struct aces_row *r, char *out)
{
	size_t i;

	for (i = 0; i < r->nd; i++)
		out[i] = (char)('0' + dice_get(r, i));
	out[r->nd] = '\0';
}

static int
order_rows(const struct aces *g, const struct sheet_names *nm,
    struct buf *b, size_t wname)
{
	const struct aces_row *r;
	unsigned char d[ACES_DICE];
	char num[32], dice[ACES_DICE + 1];
	uint32_t key, prev = 0;
	size_t i, k;
	int rc = 0, any = 0;

	for (i = 0; i < g->nhist; i++) {
		r = &g->hist[i];
		if (r->oround == 0)
			continue;
		if (!any) {
			rc |= sheet_cell(b, "Round", 5, 1, 1);
			rc |= sheet_cell(b, "Player", 0, 0, 0);
			rc |= sheet_pad(b, wname - 6);
			rc |= sheet_cell(b, "Thrown  Hand", 0, 0, 0);
			rc |= sheet_end_line(b);
			any = 1;
		}
		for (k = 0; k < ACES_DICE; k++)
			d[k] = dice_get(r, k);
		row_dice(r, dice);
		unum_format(num, (unsigned long)r->oround);
		rc |= sheet_cell(b, r->oround != prev ? num : "", 5, 1, 1);
		rc |= sheet_cell(b, nm->s[r->seat], 0, 0, 0);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[r->seat]));
		rc |= sheet_cell(b, dice, 0, 0, 0);
		rc |= sheet_pad(b, 6 - strlen(dice));
		rc |= sheet_cell(b, rank_name[hand_rank(d, &key)], 0, 0, 0);
		rc |= sheet_end_line(b);
		prev = r->oround;
	}
	return rc;
}

static int
play_rows(const struct aces *g, const struct sheet_names *nm,
    struct buf *b, size_t wname)
{
	size_t wturn = 4, wthrown = 6, i, k, c;
	unsigned cnt[7];
	char num[32], dice[ACES_ALL + 1];
	const struct aces_row *r;
	unsigned s;
	int rc = 0, head, any = 0;

	for (i = 0; i < g->nhist; i++) {
		r = &g->hist[i];
		if (r->oround != 0)
			continue;
		unum_format(num, (unsigned long)r->turn);
		if (strlen(num) > wturn)
			wturn = strlen(num);
		if (r->nd > wthrown)
			wthrown = r->nd;
		any = 1;
	}
	if (!any)
		return 0;
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", 0, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Thrown", 0, 0, 0);
	rc |= sheet_pad(b, wthrown - 6);
	rc |= sheet_cell(b, "1s  2s  5s", 0, 0, 0);
	for (s = 0; s < g->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], 2, 1, 0);
	rc |= sheet_cell(b, "Centre", 0, 0, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < g->nhist; i++) {
		r = &g->hist[i];
		if (r->oround != 0)
			continue;
		head = i == 0 || g->hist[i - 1].oround != 0 ||
		    g->hist[i - 1].turn != r->turn;
		unum_format(num, (unsigned long)r->turn);
		rc |= sheet_cell(b, head ? num : "", wturn, 1, 1);
		rc |= sheet_cell(b, head ? nm->s[r->seat] : "", 0, 0, 0);
		rc |= sheet_pad(b, wname - (head ?
		    sheet_cols(nm->s[r->seat]) : 0));
		row_dice(r, dice);
		rc |= sheet_cell(b, dice, 0, 0, 0);
		rc |= sheet_pad(b, wthrown - strlen(dice));
		memset(cnt, 0, sizeof(cnt));
		for (k = 0; k < r->nd; k++)
			cnt[dice_get(r, k)]++;
		rc |= sheet_unum(b, cnt[1], 2, 1, 0);
		rc |= sheet_unum(b, cnt[2], 2, 1, 0);
		rc |= sheet_unum(b, cnt[5], 2, 1, 0);
		for (s = 0; s < g->t.n; s++) {
			c = sheet_cols(nm->s[s]);
			rc |= sheet_unum(b, r->held[s], c > 2 ? c : 2, 1, 0);
		}
		rc |= sheet_unum(b, r->centre, 6, 1, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct aces *g = st;
	unsigned long first = g->throws - g->nhist + 1;
	size_t wname = 6, c;
	unsigned s;
	int rc = sheet_title(b, "Aces", &g->t);

	rc |= buf_printf(b, "%d dice each: 1s to the centre, 2s to the left, "
	    "5s to the right.\nThe thrower of the last 1 %s.\n", ACES_DICE,
	    g->lastone ? "loses (last-one-loses)" : "wins");
	if (first > 1)
		rc |= buf_printf(b, "Throws 1 to %lu are not shown.\n",
		    first - 1);
	for (s = 0; s < g->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	rc |= order_rows(g, nm, b, wname);
	if (g->stage != ST_ORDER) {
		rc |= buf_puts(b, "Order of play: ");
		for (s = 0; s < g->t.n; s++)
			rc |= buf_printf(b, "%s%s", s == 0 ? "" : ", ",
			    nm->s[g->ord[s]]);
		rc |= buf_puts(b, ".\n");
	}
	rc |= play_rows(g, nm, b, wname);
	rc |= buf_puts(b, "Dice held:");
	for (s = 0; s < g->t.n; s++)
		rc |= buf_printf(b, "%s %s %u", s == 0 ? "" : ",", nm->s[s],
		    g->held[s]);
	return rc | buf_printf(b, "; centre %u.\n", g->centre);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct aces *g = st;
	unsigned char out[NSEATS] = { 0 };
	unsigned s, k = 0;
	int rc = 0;

	if (g->t.phase == T_OVER) {
		rc |= buf_printf(b, "No die is left in play: %s threw the last "
		    "1.\nFinished: ", nm->s[g->t.cur]);
		if (!g->lastone)
			return rc | buf_printf(b, "%s wins.\n",
			    nm->s[g->t.cur]);
		for (s = 0; s < g->t.n; s++)
			if (s != g->t.cur)
				out[k++] = (unsigned char)s;
		rc |= name_list(b, nm, out, k);
		return rc | buf_printf(b, " %s.\n", k == 1 ? "wins" :
		    "share the win");
	}
	if (g->stage == ST_ORDER && g->oround > 1) {
		rc |= name_list(b, nm, g->thr, g->nthr);
		rc |= buf_puts(b, " threw equal hands: they throw again for "
		    "their places.\n");
	}
	if (g->stage == ST_PLAY) {
		for (s = 0; s < g->t.n; s++)
			if (g->held[s] == 0)
				out[k++] = (unsigned char)s;
		if (k > 0) {
			rc |= name_list(b, nm, out, k);
			rc |= buf_printf(b, " %s no dice and %s skipped.\n",
			    k == 1 ? "holds" : "hold", is_are(k));
		}
	}
	if (g->t.phase == PH_ROLLING)
		rc |= buf_printf(b, "%s's turn: a 1, 2 or 5 came; %u %s to "
		    "throw again.\n", nm->s[g->t.cur], g->held[g->t.cur],
		    die_noun(g->held[g->t.cur]));
	return rc | sheet_to_play(b, nm->s[g->t.cur]);
}

static int
aces_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct aces *)st)->t.n, st, sheet,
	    status);
}

/* The reason a line of seat is refused while another is due (see
 * session_ops.not_now: the driver asks only then, the game not over). */
static int
aces_not_now(const void *st, unsigned seat, char why[256])
{
	const struct aces *g = st;
	unsigned i;

	if (g->stage == ST_PLAY && g->held[seat] == 0) {
		snprintf(why, 256, "\1 holds no dice and is skipped: it is "
		    "\2's turn");
		return 1;
	}
	if (g->stage == ST_ORDER && g->oround > 1) {
		for (i = 0; i < g->nthr && g->thr[i] != seat; i++)
			;
		if (i == g->nthr) {
			snprintf(why, 256, "\1 has a place in the order "
			    "already: only tied players throw again, and it "
			    "is \2's turn");
			return 1;
		}
	}
	return 0;
}

static const struct session_ops aces_session = {
	.min_players = 2,
	.max_players = NSEATS,
	.init = aces_init,
	.begin_turn = turn_begin,
	.not_now = aces_not_now,
	.end_turn = aces_end_turn,
	.expect = turn_expect,
	.score = aces_score,
	.order = 1,
	.finished = aces_finished,
	.verbs = aces_verbs,
	.write = "roll",
	.ready = aces_ready,
	.view = aces_view,
};

static const char *const aces_aliases[] = {
	"aces-to-the-centre", "aces-to-the-center", NULL
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * stop, only ever refused, has none.
 */
static const struct game_form aces_forms[] = {
	{ "roll DICE", "roll 11111",
	    "an ordering throw of five dice: the best hand goes first" },
	{ "roll DICE", "roll 11253",
	    "throw the dice held: 1s to the centre, 2s left, 5s right" },
	{ NULL, NULL, NULL }
};

const struct game game_aces = {
	.id = "aces",
	.name = "Aces",
	.aliases = aces_aliases,
	.kind = GAME_SESSION,
	.opts = aces_opts,
	.forms = aces_forms,
	.state_size = sizeof(struct aces),
	.render = aces_render,
	.session = &aces_session,
};
