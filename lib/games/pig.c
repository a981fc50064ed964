/*
 * pig: Pig, a dice session for any number of seats with one die (two with
 * the Variant option "dice=2").
 *
 * A turn throws the die again and again, adding each throw to the turn's
 * points, until the player stops and banks them, or throws a 1: then the
 * turn scores nothing and ends.  The round in which someone's total
 * reaches the target (100) is played out; then the highest total wins,
 * equal totals sharing.
 *
 * dice=2: each throw is of two dice.  A single 1 loses the turn's points
 * and ends the turn; a double 1 ends the turn, which banks exactly 25
 * whatever it held before (our ruling: the 25 replaces the turn's points,
 * as the rule text's "regardless of what they may have accumulated" has
 * it); any other double counts twice its total (6-6 adds 24).
 *
 * Actions: "roll DICE" (the throw, dice as digits in the order thrown) and
 * "stop" (bank).  The referee works out the rest.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - A turn begins with a throw: stopping before throwing is refused.
 *  - After the double 1 the turn is over; the 25 counts toward the
 *    target like any bank.
 *
 * Data model: struct pig, plain data, beginning with the session layer's
 * turn (session.h): its phase says what the turn of seat cur needs
 * next, its points are those of the turn so far; t.total[] the
 * banked totals.  hist[] keeps the last PIG_HIST finished turns (seat,
 * how it ended, the mover's total after it) for the score sheet; base[]
 * holds the totals before the oldest kept turn.
 *
 * Invariants: only the mover's total changes in a turn; phase is T_OVER
 * exactly when the game is over; reached is the first seat whose bank
 * reached the target, and the game ends when the turn of the last seat
 * of that round ends; a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"
#include "text.h"

#define PIG_DICE_MAX	2
#define PIG_HIST	720
#define NSEATS		SESSION_PLAYERS_MAX

enum pig_opt {
	O_TARGET, O_DICE
};

static const struct game_opt pig_opts[] = {
	{ "target", OPT_INT, 1, 1000000, 100,
	    "the round in which a total reaches N is the last", 0, { 0 } },
	{ "dice", OPT_INT, 1, 2, 1,
	    "dice per throw: 2 adds the double rules", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_ROLLING = T_GAME	/* thrown: throw again or stop */
};

/* How a finished turn ended. */
enum how {
	H_NONE,			/* no turn has ended yet */
	H_BANK,			/* stop: the points are banked */
	H_ONE,			/* a 1: the turn scores nothing */
	H_DOUBLE_ONE		/* two dice: double 1 banks 25 */
};

struct pig_row {
	int64_t		total;		/* the mover's total after the turn */
	unsigned char	seat, how;
};

struct pig {
	struct turn	t;		/* t.points: the turn's so far */
	unsigned char	ndice;
	unsigned char	last_how;	/* how the last turn ended */
	unsigned char	shown[PIG_DICE_MAX];	/* the turn's last throw */
	int		target;
	int		reached;	/* first seat at the target */
	int64_t		base[NSEATS];	/* totals before hist[0] */
	unsigned	nhist;
	struct pig_row	hist[PIG_HIST];
};

_Static_assert(sizeof(struct pig) <= GAME_STATE_MAX, "pig state");

static void
push_row(struct pig *p, unsigned seat, enum how how)
{
	if (p->nhist == PIG_HIST) {
		p->base[p->hist[0].seat] = p->hist[0].total;
		memmove(p->hist, p->hist + 1, (PIG_HIST - 1) *
		    sizeof(p->hist[0]));
		p->nhist--;
	}
	p->hist[p->nhist].total = p->t.total[seat];
	p->hist[p->nhist].seat = (unsigned char)seat;
	p->hist[p->nhist].how = (unsigned char)how;
	p->nhist++;
}

/* The turn of cur ends as how says (the total already changed). */
static void
end_of_turn(struct pig *p, enum how how)
{
	unsigned s = p->t.cur;

	if (how != H_ONE && p->reached < 0 && p->t.total[s] >= p->target)
		p->reached = (int)s;
	push_row(p, s, how);
	p->last_how = (unsigned char)how;
	turn_pass(&p->t);
	if (p->reached >= 0 && s == (unsigned)p->t.n - 1u)
		p->t.phase = T_OVER;
}

static int
pig_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct pig *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Pig is for 1 to %d players, not "
		    "%u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	p->target = v != NULL ? v->val[O_TARGET] : pig_opts[O_TARGET].def;
	p->ndice = (unsigned char)(v != NULL ? v->val[O_DICE] :
	    pig_opts[O_DICE].def);
	turn_init(&p->t, n, p->ndice);
	p->reached = -1;
	return 0;
}

static void
pig_why(const void *st, char why[256])
{
	const struct pig *p = st;

	snprintf(why, 256, "the round in which a total reached %d is "
	    "complete", p->target);
}

/* Why no action can come now: the turn is over. */
static int
pig_ready(const void *st, struct game_err *e)
{
	const struct pig *p = st;

	if (p->t.phase != T_WAIT)
		return 0;
	switch (p->last_how) {
	case H_BANK:
		return game_errf(e, 0, 0, 0, "the turn is over: its points "
		    "are banked");
	case H_ONE:
		return game_errf(e, 0, 0, 0, "the turn is over: it threw a 1");
	case H_DOUBLE_ONE:
		return game_errf(e, 0, 0, 0, "the turn is over: its double 1 "
		    "banked 25");
	default:
		break;
	}
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct pig *p = st;
	int x = a->d[0], y = p->ndice == 2 ? a->d[1] : 0;

	(void)e;
	memcpy(p->shown, a->d, p->ndice);
	p->t.throws++;
	if (x == 1 && y == 1) {
		p->t.total[p->t.cur] += 25;
		end_of_turn(p, H_DOUBLE_ONE);
	} else if (x == 1 || y == 1)
		end_of_turn(p, H_ONE);
	else {
		p->t.points += x == y ? 2 * (x + y) : x + y;
		p->t.phase = PH_ROLLING;
	}
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct pig *p = st;

	(void)a;
	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "nothing to bank: throw first");
	p->t.total[p->t.cur] += p->t.points;
	end_of_turn(p, H_BANK);
	return 0;
}

/* -p: the turn's throws and points, the dice of its last throw. */
static void
pig_view(const void *st, struct session_view *v)
{
	const struct pig *p = st;

	turn_view(st, v);
	v->has_dice = 1;
	if (p->t.phase == PH_ROLLING) {
		memcpy(v->show, p->shown, p->ndice);
		v->nshow = p->ndice;
	}
}

static const struct verb pig_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
pig_end_turn(void *st, struct game_err *e)
{
	struct pig *p = st;

	if (p->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	if (p->t.phase == PH_ROLLING)
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "ends with stop or a 1");
	return 0;
}

/*
 * The score sheet: a row per finished turn with what it did and every
 * player's running total, then the turn in progress and the status.
 */

/* out: at least 22 bytes.  Without snprintf: the sheet asks for every
 * row's label twice per diagram. */
static void
row_label(const struct pig_row *r, int64_t before, char *out)
{
	switch (r->how) {
	case H_BANK:
		out[0] = '+';
		num_format(out + 1, (long long)(r->total - before));
		break;
	case H_ONE:
		memcpy(out, "a 1", sizeof("a 1"));
		break;
	default:
		memcpy(out, "double 1 +25", sizeof("double 1 +25"));
		break;
	}
}

/* Turn i of the sheet, for sheet_totals. */
static void
pig_row_of(const void *ctx, size_t i, const int64_t *run, unsigned *seat,
    int64_t *total, char label[32])
{
	const struct pig_row *r = &((const struct pig *)ctx)->hist[i];

	*seat = r->seat;
	*total = r->total;
	row_label(r, run[r->seat], label);
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct pig *p = st;
	unsigned long first = p->t.turns - p->nhist + 1;
	int rc = sheet_title(b, "Pig", &p->t);

	rc |= buf_printf(b, "Target %d with %u %s.\n", p->target, p->ndice,
	    die_noun(p->ndice));
	if (first > 1)
		rc |= buf_printf(b, "Turns 1 to %lu are not shown.\n",
		    first - 1);

	rc |= sheet_totals(b, nm, p->t.n, p->base, p->nhist, first,
	    pig_row_of, p);
	return rc;
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct pig *p = st;
	unsigned long w;
	int rc = 0;

	if (p->t.phase != T_OVER) {
		if (p->t.phase == PH_ROLLING)
			rc |= buf_printf(b, "%s's turn: %lld so far; throw "
			    "or stop.\n", nm->s[p->t.cur], (long long)p->t.points);
		return rc | sheet_to_play(b, nm->s[p->t.cur]);
	}
	w = turn_winners(&p->t, 1);
	rc |= buf_printf(b, "%s reached %d; the round is complete.\n",
	    nm->s[p->reached], p->target);
	return rc | sheet_winners(b, nm, p->t.n, w, p->t.total);
}

static int
pig_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct pig *)st)->t.n, st, sheet,
	    status);
}

static const struct session_ops pig_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = pig_init,
	.begin_turn = turn_begin,
	.end_turn = pig_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = pig_why,
	.verbs = pig_verbs,
	.ready = pig_ready,
	.view = pig_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form pig_forms[] = {
	{ "roll DICE", "roll 4",
	    "throw, adding to the turn's points; a 1 loses them" },
	{ "stop", "stop", "bank the turn's points" },
	{ NULL, NULL, NULL }
};

const struct game game_pig = {
	.id = "pig",
	.name = "Pig",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = pig_opts,
	.forms = pig_forms,
	.state_size = sizeof(struct pig),
	.render = pig_render,
	.session = &pig_session,
};
