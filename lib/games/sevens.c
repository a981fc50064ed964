/*
 * sevens: Sevens, a dice session for any number of seats with six dice,
 * one round (or N with the Variant option "rounds=N").
 *
 * A turn throws all six dice.  After every throw the player takes away
 * groups of dice that add up to 7, one group at a time, until no group
 * of the dice still in play adds up to 7; what is left is the turn's
 * score if the player stops there.  The player may throw the dice left
 * again (all of them), and after each throw takes away its sevens the
 * same way.  The turn scores the sum of the dice left after its last
 * throw.  The first seat of a round may throw at most three times; every
 * other seat of that round at most as many times as the first seat did.
 * When every seat has had its turn in each round, the highest total
 * wins, equal totals sharing.
 *
 * Actions: "roll DICE" (the throw, every die in play, in the order
 * thrown), "remove DICE" (one group adding up to 7) and "stop" (end the
 * turn on the dice left).  The referee checks that each group adds up to
 * 7 and is among the dice left, that no 7 is left before a throw or a
 * stop, and works out the rest: when the turn is over, its score, the
 * throws the round allows.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players.  The first seat of the Players tag leads
 *    every round, so that play always passes to the left.
 *  - Each group is removed by its own "remove"; which groups go is the
 *    player's choice (521112 may lose 52, 511 or 22111), as long as no
 *    group adding up to 7 is left in the end.
 *  - Every throw is of all the dice left; none is kept back.
 *  - The turn ends by itself when no 7 is left and either every die is
 *    removed (it scores 0) or the throws the turn may have are used up;
 *    otherwise the player ends it with "stop" or throws again.  A turn
 *    begins with a throw: "stop" before it is refused.
 *  - The first seat's count of throws is the most for the others of the
 *    round, however its turn ended (a turn that lost every die after 2
 *    throws allows 2).
 *  - A turn counts toward the total only when it is over.
 *  - The highest total wins (the rules aim at the highest total); equal
 *    totals share the win, there is no play-off.
 *
 * Data model: struct sv, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs next,
 * its throws counts the turn's throws and its dice those of the throw
 * due; dice[0..live) are the dice in play, in the order thrown, less the
 * groups removed; limit is the most throws the turn may have; lead the
 * throws of the round's first seat (0 until its turn is over).  t.total[]
 * every seat's score from its finished turns.  hist[] keeps the last
 * SV_HIST throws (turn number, seat, dice, the groups removed from it)
 * for the score sheet.
 *
 * Invariants: live <= 6; phase is PH_REMOVE exactly when a turn is open
 * and some group of dice[0..live) adds up to 7; a turn is open in
 * PH_CHOOSE only while 0 < live and throws < limit; t.dice is 0 in
 * PH_REMOVE, live in PH_CHOOSE, 6 otherwise; only the mover's total
 * changes, once, when the turn ends; phase is T_OVER exactly when turns
 * is rounds times the seats; a refused action leaves the state
 * untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define SV_DICE		6
#define SV_THROWS	3	/* the most for the first seat of a round */
#define SV_HIST		512
#define NSEATS		SESSION_PLAYERS_MAX

enum sv_opt {
	O_ROUNDS
};

static const struct game_opt sv_opts[] = {
	{ "rounds", OPT_INT, 1, 1000, 1,
	    "every player has N turns", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_REMOVE = T_GAME,	/* a group of the dice left adds up to 7 */
	PH_CHOOSE		/* no 7 left: throw again or stop */
};

/* How the last turn ended. */
enum how {
	H_NONE,
	H_STOP,			/* the player stopped */
	H_LIMIT,		/* the throws of the turn were used up */
	H_EMPTY			/* every die was removed */
};

/* One throw, for the score sheet. */
struct sv_row {
	int32_t		total;		/* the mover's total after the turn */
	uint32_t	turn;		/* the turn's number, from 1 */
	unsigned char	seat, nth;	/* who threw, which throw of the turn */
	unsigned char	n, nrem;	/* dice thrown, dice removed */
	unsigned char	gend;		/* bit i: a group ends at rem[i] */
	unsigned char	ended;		/* the turn ended after this throw */
	unsigned char	d[SV_DICE];	/* the dice in the order thrown */
	unsigned char	rem[SV_DICE];	/* the groups removed, in order */
};

struct sv {
	struct turn	t;
	unsigned char	live, limit, lead, last_how;
	unsigned char	dice[SV_DICE];
	int		rounds;
	unsigned long	nthrows;	/* throws made, all turns */
	unsigned	nhist;
	struct sv_row	hist[SV_HIST];
};

_Static_assert(sizeof(struct sv) <= GAME_STATE_MAX, "sevens state");

static const char *
times(unsigned long n)
{
	return n == 1 ? "time" : "times";
}

static int
sum_of(const unsigned char *d, size_t n)
{
	size_t i;
	int s = 0;

	for (i = 0; i < n; i++)
		s += d[i];
	return s;
}

/* qsort's order for dice high to low, the canonical order of a group. */
static int
down(const void *a, const void *b)
{
	return *(const unsigned char *)b - *(const unsigned char *)a;
}

/* The dice d[0..n) as digits into out (2n bytes), sep after die i when
 * bit i of ends is set and another die follows: "6+1", "61 43". */
static char *
dice_text(const unsigned char *d, size_t n, unsigned ends, char sep,
    char *out)
{
	size_t i, k = 0;

	for (i = 0; i < n; i++) {
		out[k++] = (char)('0' + d[i]);
		if ((ends & 1u << i) && i + 1 < n)
			out[k++] = sep;
	}
	out[k] = '\0';
	return out;
}

/* d less the dice of g, in the order of d, into out (which may be d);
 * returns how many are left. */
static size_t
take_away(const unsigned char *d, size_t n, const unsigned char *g,
    size_t ng, unsigned char *out)
{
	unsigned char used[SV_DICE];
	size_t i, k, nl = 0;

	memcpy(used, g, ng);
	for (i = 0; i < n; i++) {
		for (k = 0; k < ng && used[k] != d[i]; k++)
			;
		if (k < ng)
			used[k] = 0;	/* taken */
		else
			out[nl++] = d[i];
	}
	return nl;
}

/* Every group of dice adding up to 7, fewer dice first, then the
 * higher dice first: the order of messages. */
static const char *const groups7[] = {
	"6+1", "5+2", "4+3", "5+1+1", "4+2+1", "3+3+1", "3+2+2", "4+1+1+1",
	"3+2+1+1", "2+2+2+1", "3+1+1+1+1", "2+2+1+1+1", "2+1+1+1+1+1"
};

/* The dice of d[0..n) showing v. */
static unsigned
count_of(const unsigned char *d, size_t n, unsigned v)
{
	unsigned c = 0;

	while (n-- > 0)
		c += d[n] == v;
	return c;
}

/* The first face of which group g ("5+1+1") has more dice than d[0..n)
 * shows; 0 when the group is among the dice. */
static unsigned
short_of(const unsigned char *d, size_t n, const char *g)
{
	unsigned v, want;
	size_t i;

	for (v = 1; v <= 6; v++) {
		for (i = 0, want = 0; g[i] != '\0'; i++)
			want += g[i] == (char)('0' + v);
		if (want > count_of(d, n, v))
			return v;
	}
	return 0;
}

/*
 * The groups of the dice in play adding up to 7, as a message: "6+1",
 * "6+1 or 5+2", "6+1, 5+2 or another group"; "" when there is none
 * (out may be NULL when len is 0).  Returns how many different groups
 * there are (by their dice).
 */
static unsigned
sevens_left(const unsigned char *d, size_t n, char *out, size_t len)
{
	const char *g[2] = { "", "" };
	unsigned cnt = 0;
	size_t i;

	for (i = 0; i < sizeof(groups7) / sizeof(groups7[0]); i++)
		if (short_of(d, n, groups7[i]) == 0 && cnt++ < 2)
			g[cnt - 1] = groups7[i];
	snprintf(out, len, "%s%s%s%s", g[0], cnt > 2 ? ", " : cnt == 2 ?
	    " or " : "", g[1], cnt > 2 ? " or another group" : "");
	return cnt;
}

/* A 7 is left: after before, which groups must go. */
static int
must_remove(const struct sv *p, const char *before, struct game_err *e)
{
	char g[64];

	sevens_left(p->dice, p->live, g, sizeof(g));
	return game_errf(e, 0, 0, 0, "%sa 7 is left: %s must be removed",
	    before, g);
}

static int
sv_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct sv *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Sevens is for 1 to %d players, "
		    "not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, SV_DICE);
	p->rounds = v != NULL ? v->val[O_ROUNDS] : sv_opts[O_ROUNDS].def;
	return 0;
}

static void
sv_why(const void *st, char why[256])
{
	const struct sv *p = st;

	snprintf(why, 256, "every player has had %d %s", p->rounds,
	    p->rounds == 1 ? "turn" : "turns");
}

/* Why no action can come now: the turn is over. */
static int
sv_ready(const void *st, struct game_err *e)
{
	const struct sv *p = st;

	if (p->t.phase != T_WAIT)
		return 0;
	switch (p->last_how) {
	case H_STOP:
		return game_errf(e, 0, 0, 0, "the turn is over: it stopped");
	case H_EMPTY:
		return game_errf(e, 0, 0, 0, "the turn is over: every die was "
		    "removed");
	case H_LIMIT:
		if (p->nhist == 0 || p->hist[p->nhist - 1].seat == 0)
			return game_errf(e, 0, 0, 0, "the turn is over: the "
			    "first player of a round may throw at most %d "
			    "times", SV_THROWS);
		return game_errf(e, 0, 0, 0, "the turn is over: the first "
		    "player threw %u %s, and the others may throw at most %u "
		    "%s this round", p->lead, times(p->lead), p->lead,
		    times(p->lead));
	default:
		break;
	}
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

/* The turn of cur, which has thrown (its throw is the last row), ends
 * as how says. */
static void
end_of_turn(struct sv *p, enum how how)
{
	p->t.total[p->t.cur] += sum_of(p->dice, p->live);
	p->hist[p->nhist - 1].ended = 1;
	p->hist[p->nhist - 1].total = (int32_t)p->t.total[p->t.cur];
	if (p->t.cur == 0)
		p->lead = p->t.throws;
	p->last_how = (unsigned char)how;
	p->live = 0;
	turn_pass(&p->t);
	p->t.dice = SV_DICE;
	if (p->t.turns >= (unsigned long)p->rounds * p->t.n)
		p->t.phase = T_OVER;
}

/* After a throw or a removal: a 7 to remove, a choice, or the end. */
static void
settle(struct sv *p)
{
	p->t.dice = 0;
	if (sevens_left(p->dice, p->live, NULL, 0) > 0)
		p->t.phase = PH_REMOVE;
	else if (p->live == 0)
		end_of_turn(p, H_EMPTY);
	else if (p->t.throws >= p->limit)
		end_of_turn(p, H_LIMIT);
	else {
		p->t.phase = PH_CHOOSE;
		p->t.dice = p->live;
	}
}

/* roll and remove read their dice themselves: the layer's count
 * messages are not the game's. */
static const char actions[] = "the actions are roll, remove and stop";

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct sv *p = st;
	unsigned char d[SV_DICE];
	struct sv_row *r;
	size_t nd;
	unsigned wi;

	if (get_dice(a->w, a->n, d, p->live, &nd, &wi, actions, e) < 0)
		return -1;
	if (p->t.phase == PH_REMOVE)
		return must_remove(p, "", e);
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s in play thrown "
		    "after roll", p->live, die_noun(p->live));
	if (nd > p->live)
		return game_errf(e, wi, 0, 0, "only %u %s %s in play, %zu %s "
		    "thrown", p->live, die_noun(p->live), is_are(p->live),
		    nd, was_were(nd));
	if (nd < p->live)
		return game_errf(e, (unsigned)a->n - 1, 0, 0, "%u %s %s in "
		    "play, only %zu %s thrown: every die in play is thrown",
		    p->live, die_noun(p->live), is_are(p->live), nd,
		    was_were(nd));

	action_dice(a->canon, "roll", d, nd);
	memcpy(p->dice, d, nd);
	p->t.throws++;
	p->nthrows++;
	if (p->nhist == SV_HIST) {
		memmove(p->hist, p->hist + 1, (SV_HIST - 1) *
		    sizeof(p->hist[0]));
		p->nhist--;
	}
	r = &p->hist[p->nhist++];
	memset(r, 0, sizeof(*r));
	r->total = (int32_t)p->t.total[p->t.cur];
	r->turn = (uint32_t)(p->t.turns + 1);
	r->seat = p->t.cur;
	r->nth = p->t.throws;
	r->n = (unsigned char)nd;
	memcpy(r->d, d, nd);
	settle(p);
	return 0;
}

static const char *const count_word[] = {
	"no", "only one", "only two", "only three", "only four", "only five",
	"only six"
};

static int
act_remove(void *st, struct act *a, struct game_err *e)
{
	struct sv *p = st;
	unsigned char g[SV_DICE];
	char txt[32], dl[SV_DICE + 1];
	struct sv_row *r;
	size_t nd;
	unsigned wi, have, v;

	if (get_dice(a->w, a->n, g, p->live, &nd, &wi, actions, e) < 0)
		return -1;
	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to remove: throw first");
	dice_text(p->dice, p->live, 0, 0, dl);
	if (p->t.phase == PH_CHOOSE)
		return game_errf(e, 0, 0, 0, "nothing to remove: no group of "
		    "the dice left, %s, adds up to 7", dl);
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the dice of a group adding "
		    "up to 7 after remove");
	if (nd > p->live)
		return game_errf(e, wi, 0, 0, "only %u %s %s left, a group of "
		    "%zu cannot be removed", p->live, die_noun(p->live),
		    is_are(p->live), nd);
	dice_text(g, nd, ~0u, '+', txt);
	if (sum_of(g, nd) != 7)
		return game_errf(e, 1, 0, 0, "%s is %d, not 7", txt,
		    sum_of(g, nd));
	if ((v = short_of(p->dice, p->live, txt)) != 0) {
		have = count_of(p->dice, p->live, v);
		return game_errf(e, 1, 0, 0, "the dice left, %s, have %s %u%s",
		    dl, count_word[have], v, have == 1 ? "" : "s");
	}

	qsort(g, nd, 1, down);
	action_dice(a->canon, "remove", g, nd);
	/* the dice left keep the order thrown; the group joins the row of
	 * the throw, the last */
	p->live = (unsigned char)take_away(p->dice, p->live, g, nd, p->dice);
	r = &p->hist[p->nhist - 1];
	memcpy(r->rem + r->nrem, g, nd);
	r->nrem = (unsigned char)(r->nrem + nd);
	r->gend = (unsigned char)(r->gend | 1u << (r->nrem - 1));
	settle(p);
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct sv *p = st;

	(void)a;
	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to stop on: throw first");
	if (p->t.phase == PH_REMOVE)
		return must_remove(p, "", e);
	end_of_turn(p, H_STOP);
	return 0;
}

/* -p: the turn's throws; once it has thrown, the dice in play and the
 * groups removed.  No turn points: the turn scores the dice left. */
static void
sv_view(const void *st, struct session_view *v)
{
	const struct sv *p = st;
	unsigned i;

	v->throws = p->t.throws;
	v->has_dice = 1;
	memcpy(v->show, p->dice, v->nshow = p->t.throws > 0 ? p->live : 0);
	for (i = p->nhist - p->t.throws; i < p->nhist; i++) {
		memcpy(v->aside + v->naside, p->hist[i].rem, p->hist[i].nrem);
		v->naside += p->hist[i].nrem;
	}
}

/* roll and remove read their dice themselves, for their own count
 * messages; -l lists the throw due and, of every set of dice, the
 * groups adding up to 7. */
static const struct verb sv_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "remove", ACT_DICE_WORDS, act_remove, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
sv_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct sv *p = st;

	p->live = SV_DICE;
	p->limit = seat == 0 ? SV_THROWS : p->lead;
	return turn_begin(st, seat, e);
}

static int
sv_end_turn(void *st, struct game_err *e)
{
	struct sv *p = st;

	switch (p->t.phase) {
	case T_OPEN:
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	case PH_REMOVE:
		return must_remove(p, "the turn before is not over: ", e);
	case PH_CHOOSE:
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "may throw again, or end with stop");
	default:
		return 0;
	}
}

/*
 * The score sheet, as players keep it: a row per throw with the dice
 * thrown, the groups of 7 taken away, the dice left and their sum; the
 * turn's number and player on its first row, the player's total on its
 * last.  Then every total and the status.
 */

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct sv *p = st;
	unsigned long first = p->nthrows - p->nhist + 1;
	size_t wturn = 4, wname = 6, wtot = 5, c, i, nl;
	char num[32], dice[2 * SV_DICE], rem[2 * SV_DICE], left[2 * SV_DICE];
	unsigned char l[SV_DICE];
	const struct sv_row *r;
	const char *who;
	unsigned s;
	int rc = sheet_title(b, "Sevens", &p->t), head;

	rc |= buf_printf(b, "%d %s of %d dice; the first player of a round "
	    "throws up to %d times.\n", p->rounds, p->rounds == 1 ? "round" :
	    "rounds", SV_DICE, SV_THROWS);
	if (first > 1)
		rc |= buf_printf(b, "Throws 1 to %lu are not shown.\n",
		    first - 1);

	/* the widths, from a first pass over the rows */
	if (p->nhist > 0 && (c = unum_format(num,
	    (unsigned long)p->hist[p->nhist - 1].turn)) > wturn)
		wturn = c;
	for (s = 0; s < p->t.n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (i = 0; i < p->nhist; i++)
		if ((c = num_format(num, (long)p->hist[i].total)) > wtot)
			wtot = c;

	/* names in sheet cells, which count characters; the rest ASCII */
	rc |= buf_printf(b, "%*s  %-*s  Throw  Thrown  Removed   Left    Sum  "
	    "%*s", (int)wturn, "Turn", (int)wname, "Player", (int)wtot,
	    "Total");
	rc |= sheet_end_line(b);
	for (i = 0; i < p->nhist; i++) {
		r = &p->hist[i];
		head = i == 0 || p->hist[i - 1].turn != r->turn;
		who = head ? nm->s[r->seat] : "";
		/* no format parsed: every row goes out after every throw */
		unum_format(num, (unsigned long)r->turn);
		rc |= buf_putsw(b, head ? num : "", (int)wturn);
		rc |= sheet_cell(b, who, wname, 0, 0);
		rc |= sheet_pad(b, wname - sheet_cols(who));
		nl = take_away(r->d, r->n, r->rem, r->nrem, l);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putnumw(b, r->nth, 5);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putsw(b, dice_text(r->d, r->n, 0, 0, dice), -6);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putsw(b, dice_text(r->rem, r->nrem, r->gend, ' ',
		    rem), -8);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putsw(b, dice_text(l, nl, 0, 0, left), -6);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putnumw(b, sum_of(l, nl), 3);
		if (r->ended) {
			rc |= buf_add(b, "  ", 2);
			rc |= buf_putnumw(b, (long)r->total, (int)wtot);
		}
		rc |= sheet_end_line(b);
	}
	rc |= buf_puts(b, "Totals:");
	for (s = 0; s < p->t.n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)p->t.total[s]);
	return rc | buf_puts(b, ".\n");
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct sv *p = st;
	unsigned long w;
	char g[64];
	int rc = 0;

	if (p->t.phase == T_OVER) {
		w = turn_winners(&p->t, 1);
		rc |= buf_printf(b, "Every player has had %d %s.\n", p->rounds,
		    p->rounds == 1 ? "turn" : "turns");
		return rc | sheet_winners(b, nm, p->t.n, w, p->t.total);
	}
	/* the round's limit, once the first seat has set it */
	if (p->t.cur != 0 || p->t.phase != T_WAIT) {
		if (p->t.cur == 0)
			rc |= buf_printf(b, "%s leads the round: up to %d "
			    "throws.\n", nm->s[0], SV_THROWS);
		else
			rc |= buf_printf(b, "%s threw %u %s: the others may "
			    "throw at most %u %s this round.\n", nm->s[0],
			    p->lead, times(p->lead), p->lead, times(p->lead));
	}
	switch (p->t.phase) {
	case PH_REMOVE:
		sevens_left(p->dice, p->live, g, sizeof(g));
		rc |= buf_printf(b, "%s's throw %u: a 7 is left, %s to "
		    "remove.\n", nm->s[p->t.cur], p->t.throws, g);
		break;
	case PH_CHOOSE:
		rc |= buf_printf(b, "%s's throw %u of %u: %d left on %u %s; "
		    "throw again or stop.\n", nm->s[p->t.cur], p->t.throws,
		    p->limit, sum_of(p->dice, p->live), p->live,
		    die_noun(p->live));
		break;
	default:
		rc |= sheet_to_play(b, nm->s[p->t.cur]);
		break;
	}
	return rc;
}

static int
sv_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct sv *)st)->t.n, st, sheet,
	    status);
}

static const struct session_ops sv_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = sv_init,
	.begin_turn = sv_begin_turn,
	.end_turn = sv_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = sv_why,
	.verbs = sv_verbs,
	.write = "roll, remove or stop",
	.ready = sv_ready,
	.view = sv_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form sv_forms[] = {
	{ "roll DICE", "roll 521112", "throw every die in play, six to begin" },
	{ "remove DICE", "remove 52",
	    "take away a group of dice that adds up to 7" },
	{ "stop", "stop", "end the turn on the sum of the dice left" },
	{ NULL, NULL, NULL }
};

const struct game game_sevens = {
	.id = "sevens",
	.name = "Sevens",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = sv_opts,
	.forms = sv_forms,
	.state_size = sizeof(struct sv),
	.render = sv_render,
	.session = &sv_session,
};
