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
 * Data model: struct sv, plain data.  phase says what the turn of seat
 * cur needs next; dice[0..live) are the dice in play, in the order
 * thrown, less the groups removed; throws counts the turn's throws and
 * limit is the most it may have; lead the throws of the round's first
 * seat (0 until its turn is over).  total[] every seat's score from its
 * finished turns.  hist[] keeps the last SV_HIST throws (turn number,
 * seat, dice, the groups removed from it) for the score sheet.
 *
 * Invariants: live <= 6; phase is PH_REMOVE exactly when a turn is open
 * and some group of dice[0..live) adds up to 7; a turn is open in
 * PH_CHOOSE only while 0 < live and throws < limit; only the mover's
 * total changes, once, when the turn ends; phase is PH_OVER exactly when
 * turns is rounds times the seats; a refused action leaves the state
 * untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
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
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, nothing thrown yet */
	PH_REMOVE,		/* a group of the dice left adds up to 7 */
	PH_CHOOSE,		/* no 7 left: throw again or stop */
	PH_OVER			/* the game is over */
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
	unsigned char	n, phase, cur, live;
	unsigned char	throws, limit, lead, last_how;
	unsigned char	dice[SV_DICE];
	int		rounds;
	int64_t		total[NSEATS];
	unsigned long	turns;		/* turns finished */
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

/* Sort n dice high to low, the canonical order of a group. */
static void
sort_down(unsigned char *d, size_t n)
{
	size_t i, k;
	unsigned char t;

	for (i = 1; i < n; i++)
		for (k = i; k > 0 && d[k - 1] < d[k]; k--) {
			t = d[k];
			d[k] = d[k - 1];
			d[k - 1] = t;
		}
}

/* "6+1" */
static void
group_text(const unsigned char *g, size_t n, char *out, size_t len)
{
	size_t i, k = 0;

	for (i = 0; i < n && k + 3 < len; i++) {
		if (i > 0)
			out[k++] = '+';
		out[k++] = (char)('0' + g[i]);
	}
	out[k] = '\0';
}

/* Whether group a (na dice, high to low) comes before b in messages:
 * fewer dice first, then the higher dice first. */
static int
group_before(const unsigned char *a, size_t na, const unsigned char *b,
    size_t nb)
{
	size_t i;

	if (na != nb)
		return na < nb;
	for (i = 0; i < na; i++)
		if (a[i] != b[i])
			return a[i] > b[i];
	return 0;
}

/*
 * The groups of the dice in play adding up to 7, as a message: "6+1",
 * "6+1 or 5+2", "6+1, 5+2 or another group"; "" when there is none.
 * Returns how many different groups there are (by their dice).
 */
static unsigned
sevens_left(const unsigned char *d, size_t n, char *out, size_t len)
{
	unsigned char g[64][SV_DICE], ng[64], t[SV_DICE];
	unsigned mask, cnt = 0, i, k;
	size_t nt, j;
	char a[16], b[16];

	out[0] = '\0';
	for (mask = 1; mask < (1u << n); mask++) {
		for (j = 0, nt = 0; j < n; j++)
			if (mask & (1u << j))
				t[nt++] = d[j];
		if (sum_of(t, nt) != 7)
			continue;
		sort_down(t, nt);
		for (i = 0; i < cnt; i++)
			if (ng[i] == nt && memcmp(g[i], t, nt) == 0)
				break;
		if (i < cnt)
			continue;
		memcpy(g[cnt], t, nt);
		ng[cnt++] = (unsigned char)nt;
	}
	/* in message order: fewer dice first, then the higher dice */
	for (i = 1; i < cnt; i++)
		for (k = i; k > 0 && group_before(g[k], ng[k], g[k - 1],
		    ng[k - 1]); k--) {
			memcpy(t, g[k], SV_DICE);
			memcpy(g[k], g[k - 1], SV_DICE);
			memcpy(g[k - 1], t, SV_DICE);
			nt = ng[k];
			ng[k] = ng[k - 1];
			ng[k - 1] = (unsigned char)nt;
		}
	if (cnt == 0)
		return 0;
	group_text(g[0], ng[0], a, sizeof(a));
	if (cnt == 1)
		snprintf(out, len, "%s", a);
	else {
		group_text(g[1], ng[1], b, sizeof(b));
		if (cnt == 2)
			snprintf(out, len, "%s or %s", a, b);
		else
			snprintf(out, len, "%s, %s or another group", a, b);
	}
	return cnt;
}

static int
seven_left(const struct sv *p)
{
	unsigned mask, j;
	int s;

	for (mask = 1; mask < (1u << p->live); mask++) {
		for (j = 0, s = 0; j < p->live; j++)
			if (mask & (1u << j))
				s += p->dice[j];
		if (s == 7)
			return 1;
	}
	return 0;
}

static int
must_remove(const struct sv *p, struct game_err *e)
{
	char g[64];

	sevens_left(p->dice, p->live, g, sizeof(g));
	return game_errf(e, 0, 0, 0, "a 7 is left: %s must be removed", g);
}

static int
sv_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct sv *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Sevens is for 1 to %d players, "
		    "not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	p->n = (unsigned char)n;
	p->rounds = v != NULL ? v->val[O_ROUNDS] : sv_opts[O_ROUNDS].def;
	p->phase = PH_WAIT;
	return 0;
}

static int
sv_starts_action(const char *s, size_t len)
{
	return (len == 4 && (memcmp(s, "roll", 4) == 0 ||
	    memcmp(s, "stop", 4) == 0)) ||
	    (len == 6 && memcmp(s, "remove", 6) == 0);
}

static int
sv_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct sv *p = st;

	if (p->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = best_seats(p->total, p->n, 1);
	if (why != NULL)
		snprintf(why, 256, "every player has had %d %s", p->rounds,
		    p->rounds == 1 ? "turn" : "turns");
	return 1;
}

/* Why an action cannot come now: the game or the turn is over. */
static int
turn_over(const struct sv *p, struct game_err *e)
{
	char why[256];

	if (p->phase == PH_OVER) {
		sv_finished(p, NULL, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
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

/* The turn of cur ends as how says. */
static void
end_of_turn(struct sv *p, enum how how)
{
	int pts = sum_of(p->dice, p->live);

	p->total[p->cur] += pts;
	if (p->nhist > 0) {
		p->hist[p->nhist - 1].ended = 1;
		p->hist[p->nhist - 1].total = (int32_t)p->total[p->cur];
	}
	if (p->cur == 0)
		p->lead = p->throws;
	p->last_how = (unsigned char)how;
	p->turns++;
	p->live = 0;
	if (p->turns >= (unsigned long)p->rounds * p->n)
		p->phase = PH_OVER;
	else {
		p->cur = (unsigned char)((p->cur + 1) % p->n);
		p->phase = PH_WAIT;
	}
}

/* After a throw or a removal: a 7 to remove, a choice, or the end. */
static void
settle(struct sv *p)
{
	if (seven_left(p))
		p->phase = PH_REMOVE;
	else if (p->live == 0)
		end_of_turn(p, H_EMPTY);
	else if (p->throws >= p->limit)
		end_of_turn(p, H_LIMIT);
	else
		p->phase = PH_CHOOSE;
}

/*
 * The dice after a roll or remove: words 1..n-1, digits 1-6 written
 * together or apart ("," allowed inside a word, as YAML actions may have
 * it).  Stores at most max dice in d and the count in *nd; *wi is the
 * word of the first die beyond max.
 */
static int
read_dice(const struct word *w, size_t n, unsigned char *d, size_t max,
    size_t *nd, unsigned *wi, struct game_err *e)
{
	return get_dice(w, n, d, max, nd, wi,
	    "the actions are roll, remove and stop", e);
}

static int
act_roll(struct sv *p, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[SV_DICE];
	struct sv_row *r;
	size_t nd;
	unsigned wi;

	if (p->phase == PH_WAIT || p->phase == PH_OVER)
		return turn_over(p, e);
	if (read_dice(w, n, d, p->live, &nd, &wi, e) < 0)
		return -1;
	if (p->phase == PH_REMOVE)
		return must_remove(p, e);
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s in play thrown "
		    "after roll", p->live, die_noun(p->live));
	if (nd > p->live)
		return game_errf(e, wi, 0, 0, "only %u %s %s in play, %zu %s "
		    "thrown", p->live, die_noun(p->live), is_are(p->live),
		    nd, was_were(nd));
	if (nd < p->live)
		return game_errf(e, (unsigned)n - 1, 0, 0, "%u %s %s in play, "
		    "only %zu %s thrown: every die in play is thrown",
		    p->live, die_noun(p->live), is_are(p->live), nd,
		    was_were(nd));

	action_dice(canon, "roll", d, nd);
	memcpy(p->dice, d, nd);
	p->throws++;
	p->nthrows++;
	if (p->nhist == SV_HIST) {
		memmove(p->hist, p->hist + 1, (SV_HIST - 1) *
		    sizeof(p->hist[0]));
		p->nhist--;
	}
	r = &p->hist[p->nhist++];
	memset(r, 0, sizeof(*r));
	r->total = (int32_t)p->total[p->cur];
	r->turn = (uint32_t)(p->turns + 1);
	r->seat = p->cur;
	r->nth = p->throws;
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
act_remove(struct sv *p, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char g[SV_DICE], left[SV_DICE];
	char txt[32], dl[SV_DICE + 1];
	struct sv_row *r;
	size_t nd, i, k, nl;
	unsigned wi, have, want, v;

	if (p->phase == PH_WAIT || p->phase == PH_OVER)
		return turn_over(p, e);
	if (read_dice(w, n, g, p->live, &nd, &wi, e) < 0)
		return -1;
	if (p->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to remove: throw first");
	for (i = 0; i < p->live; i++)
		dl[i] = (char)('0' + p->dice[i]);
	dl[p->live] = '\0';
	if (p->phase == PH_CHOOSE)
		return game_errf(e, 0, 0, 0, "nothing to remove: no group of "
		    "the dice left, %s, adds up to 7", dl);
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the dice of a group adding "
		    "up to 7 after remove");
	if (nd > p->live)
		return game_errf(e, wi, 0, 0, "only %u %s %s left, a group of "
		    "%zu cannot be removed", p->live, die_noun(p->live),
		    is_are(p->live), nd);
	group_text(g, nd, txt, sizeof(txt));
	if (sum_of(g, nd) != 7)
		return game_errf(e, 1, 0, 0, "%s is %d, not 7", txt,
		    sum_of(g, nd));
	for (v = 1; v <= 6; v++) {
		for (i = 0, want = 0; i < nd; i++)
			want += g[i] == v;
		for (i = 0, have = 0; i < p->live; i++)
			have += p->dice[i] == v;
		if (want > have)
			return game_errf(e, 1, 0, 0, "the dice left, %s, have "
			    "%s %u%s", dl, count_word[have], v, have == 1 ?
			    "" : "s");
	}

	sort_down(g, nd);
	action_dice(canon, "remove", g, nd);
	/* the dice left keep the order thrown */
	memcpy(left, g, nd);
	for (i = 0, nl = 0; i < p->live; i++) {
		for (k = 0; k < nd; k++)
			if (left[k] == p->dice[i])
				break;
		if (k < nd)
			left[k] = 0;	/* used */
		else
			p->dice[nl++] = p->dice[i];
	}
	p->live = (unsigned char)nl;
	if (p->nhist > 0) {
		r = &p->hist[p->nhist - 1];
		memcpy(r->rem + r->nrem, g, nd);
		r->nrem = (unsigned char)(r->nrem + nd);
		r->gend = (unsigned char)(r->gend | 1u << (r->nrem - 1));
	}
	settle(p);
	return 0;
}

static int
act_stop(struct sv *p, size_t n, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	if (p->phase == PH_WAIT || p->phase == PH_OVER)
		return turn_over(p, e);
	if (n > 1)
		return game_errf(e, 1, 0, 0, "stop takes nothing after it");
	if (p->phase == PH_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to stop on: throw first");
	if (p->phase == PH_REMOVE)
		return must_remove(p, e);
	action_dice(canon, "stop", NULL, 0);
	end_of_turn(p, H_STOP);
	return 0;
}

static int
sv_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct sv *p = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (w[0].len == 4 && memcmp(w[0].s, "roll", 4) == 0)
		return act_roll(p, w, n, canon, e);
	if (w[0].len == 6 && memcmp(w[0].s, "remove", 6) == 0)
		return act_remove(p, w, n, canon, e);
	if (w[0].len == 4 && memcmp(w[0].s, "stop", 4) == 0)
		return act_stop(p, n, canon, e);
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Sevens action: write "
	    "roll, remove or stop", (int)(w[0].len > 32 ? 32 : w[0].len),
	    w[0].s);
}

static int
sv_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct sv *p = st;

	if (p->phase == PH_OVER)
		return turn_over(p, e);
	if (session_turn_check(p->phase != PH_WAIT, seat, p->cur, e) < 0)
		return -1;
	p->phase = PH_OPEN;
	p->live = SV_DICE;
	p->throws = 0;
	p->limit = seat == 0 ? SV_THROWS : p->lead;
	return 0;
}

static int
sv_end_turn(void *st, struct game_err *e)
{
	struct sv *p = st;
	char g[64];

	switch (p->phase) {
	case PH_OPEN:
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	case PH_REMOVE:
		sevens_left(p->dice, p->live, g, sizeof(g));
		return game_errf(e, 0, 0, 0, "the turn before is not over: a 7 "
		    "is left: %s must be removed", g);
	case PH_CHOOSE:
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "may throw again, or end with stop");
	default:
		return 0;
	}
}

static void
sv_expect(const void *st, struct expect *x)
{
	const struct sv *p = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (p->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = p->cur;
	x->new_turn = p->phase == PH_WAIT;
	if (p->phase == PH_WAIT || p->phase == PH_OPEN)
		x->dice = SV_DICE;
	else if (p->phase == PH_CHOOSE)
		x->dice = p->live;
}

static long
sv_score(const void *st, unsigned seat)
{
	const struct sv *p = st;

	return seat < p->n ? (long)p->total[seat] : 0;
}

/*
 * The score sheet, as players keep it: a row per throw with the dice
 * thrown, the groups of 7 taken away, the dice left and their sum; the
 * turn's number and player on its first row, the player's total on its
 * last.  Then every total and the status.
 */

static void
row_cells(const struct sv_row *r, char dice[SV_DICE + 1],
    char rem[3 * SV_DICE], char left[SV_DICE + 1], int *sum)
{
	unsigned char used[SV_DICE];
	size_t i, k, nl = 0, nr = 0;

	for (i = 0; i < r->n; i++)
		dice[i] = (char)('0' + r->d[i]);
	dice[r->n] = '\0';
	for (i = 0; i < r->nrem; i++) {
		rem[nr++] = (char)('0' + r->rem[i]);
		if ((r->gend & (1u << i)) && i + 1 < r->nrem)
			rem[nr++] = ' ';
	}
	rem[nr] = '\0';
	memcpy(used, r->rem, r->nrem);
	*sum = 0;
	for (i = 0; i < r->n; i++) {
		for (k = 0; k < r->nrem; k++)
			if (used[k] == r->d[i])
				break;
		if (k < r->nrem)
			used[k] = 0;
		else {
			left[nl++] = dice[i];
			*sum += r->d[i];
		}
	}
	left[nl] = '\0';
}

static int
sheet_rows(const struct sv *p, const struct sheet_names *nm, struct buf *b)
{
	size_t wturn = 4, wname = 6, wtot = 5, c, i;
	char num[32], dice[SV_DICE + 1], rem[3 * SV_DICE], left[SV_DICE + 1];
	const struct sv_row *r;
	unsigned s;
	int rc = 0, head, sum;

	if (p->nhist > 0) {
		snprintf(num, sizeof(num), "%lu",
		    (unsigned long)p->hist[p->nhist - 1].turn);
		if (strlen(num) > wturn)
			wturn = strlen(num);
	}
	for (s = 0; s < p->n; s++)
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
	for (i = 0; i < p->nhist; i++) {
		snprintf(num, sizeof(num), "%ld", (long)p->hist[i].total);
		if (strlen(num) > wtot)
			wtot = strlen(num);
	}
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", wname, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Throw  Thrown  Removed   Left    Sum", 0, 0, 0);
	rc |= sheet_cell(b, "Total", wtot, 1, 0);
	rc |= sheet_end_line(b);
	for (i = 0; i < p->nhist; i++) {
		r = &p->hist[i];
		head = i == 0 || p->hist[i - 1].turn != r->turn;
		snprintf(num, sizeof(num), "%lu", (unsigned long)r->turn);
		rc |= sheet_cell(b, head ? num : "", wturn, 1, 1);
		rc |= sheet_cell(b, head ? nm->s[r->seat] : "", wname, 0, 0);
		rc |= sheet_pad(b, wname - (head ?
		    sheet_cols(nm->s[r->seat]) : 0));
		row_cells(r, dice, rem, left, &sum);
		snprintf(num, sizeof(num), "%u", r->nth);
		rc |= sheet_cell(b, num, 5, 1, 0);
		rc |= sheet_cell(b, dice, 0, 0, 0);
		rc |= sheet_pad(b, 6 - strlen(dice));
		rc |= sheet_cell(b, rem, 0, 0, 0);
		rc |= sheet_pad(b, 8 - strlen(rem));
		rc |= sheet_cell(b, left, 0, 0, 0);
		rc |= sheet_pad(b, 6 - strlen(left));
		snprintf(num, sizeof(num), "%d", sum);
		rc |= sheet_cell(b, num, 3, 1, 0);
		if (r->ended) {
			snprintf(num, sizeof(num), "%ld", (long)r->total);
			rc |= sheet_cell(b, num, wtot, 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const struct sv *p, const struct sheet_names *nm, struct buf *b)
{
	unsigned long first = p->nthrows - p->nhist + 1;
	unsigned s;
	int rc = 0;

	if (p->phase == PH_OPEN || p->phase == PH_REMOVE ||
	    p->phase == PH_CHOOSE)
		rc |= buf_printf(b, "Sevens, turn %lu in progress\n",
		    p->turns + 1);
	else if (p->turns == 0)
		rc |= buf_puts(b, "Sevens, start\n");
	else
		rc |= buf_printf(b, "Sevens, after turn %lu\n", p->turns);
	rc |= buf_printf(b, "%d %s of %d dice; the first player of a round "
	    "throws up to %d times.\n", p->rounds, p->rounds == 1 ? "round" :
	    "rounds", SV_DICE, SV_THROWS);
	if (first > 1)
		rc |= buf_printf(b, "Throws 1 to %lu are not shown.\n",
		    first - 1);
	rc |= sheet_rows(p, nm, b);
	rc |= buf_puts(b, "Totals:");
	for (s = 0; s < p->n; s++)
		rc |= buf_printf(b, "%s %s %lld", s == 0 ? "" : ",", nm->s[s],
		    (long long)p->total[s]);
	return rc | buf_puts(b, ".\n");
}

static int
status(const struct sv *p, const struct sheet_names *nm, struct buf *b)
{
	unsigned long w;
	char g[64];
	int rc = 0;

	if (p->phase == PH_OVER) {
		sv_finished(p, &w, NULL);
		rc |= buf_printf(b, "Every player has had %d %s.\n", p->rounds,
		    p->rounds == 1 ? "turn" : "turns");
		return rc | sheet_winners(b, nm, p->n, w, p->total);
	}
	/* the round's limit, once the first seat has set it */
	if (p->cur != 0 || p->phase != PH_WAIT) {
		if (p->cur == 0)
			rc |= buf_printf(b, "%s leads the round: up to %d "
			    "throws.\n", nm->s[0], SV_THROWS);
		else
			rc |= buf_printf(b, "%s threw %u %s: the others may "
			    "throw at most %u %s this round.\n", nm->s[0],
			    p->lead, times(p->lead), p->lead, times(p->lead));
	}
	switch (p->phase) {
	case PH_REMOVE:
		sevens_left(p->dice, p->live, g, sizeof(g));
		rc |= buf_printf(b, "%s's throw %u: a 7 is left, %s to "
		    "remove.\n", nm->s[p->cur], p->throws, g);
		break;
	case PH_CHOOSE:
		rc |= buf_printf(b, "%s's throw %u of %u: %d left on %u %s; "
		    "throw again or stop.\n", nm->s[p->cur], p->throws,
		    p->limit, sum_of(p->dice, p->live), p->live,
		    die_noun(p->live));
		break;
	default:
		rc |= buf_printf(b, "%s to play.\n", nm->s[p->cur]);
		break;
	}
	return rc;
}

static int
sv_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct sv *p = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, p->n);
	return render_end(b, len, (sheet(p, &nm, b) == 0 &&
	    status(p, &nm, b) == 0) ? 0 : -1);
}

static const struct session_ops sv_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = sv_init,
	.starts_action = sv_starts_action,
	.begin_turn = sv_begin_turn,
	.action = sv_action,
	.end_turn = sv_end_turn,
	.expect = sv_expect,
	.score = sv_score,
	.order = 1,
	.finished = sv_finished,
};

const struct game game_sevens = {
	.id = "sevens",
	.name = "Sevens",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = sv_opts,
	.state_size = sizeof(struct sv),
	.render = sv_render,
	.session = &sv_session,
};
