/*
 * ten-pins: Ten Pins, ten-pin bowling with two dice, a dice session for
 * any number of seats over ten frames (or the Variant option
 * "rounds=N").
 *
 * Each round every seat bowls one frame, in the order of the Players
 * tag.  A frame is up to three throws of the two dice.  After a throw
 * the player may hold one die (it is not thrown again in that frame)
 * and throw the other, throw both again, or stop and stand on the dice
 * as they show.  A die showing 6 counts 0 ("off the alley").
 *
 *  - Strike: 5-5 on the frame's first throw.  Both dice are thrown
 *    again, and the frame scores 10 plus the dice showing when the frame
 *    ends (after its third throw, or when the player stops after the
 *    second).
 *  - Spare: the dice showing 5-5 after the second or third throw of a
 *    frame that is not a strike, a held 5 included.  The frame ends at
 *    once and scores 10 plus the dice of the player's first throw of
 *    its next frame.  A spare in the last frame earns one bonus throw
 *    of both dice, in the same turn, which counts only for the spare.
 *  - Any other frame scores the dice showing after its last throw.
 * When the last seat has finished the last frame the game is over: the
 * highest total wins, equal totals sharing the win.
 *
 * Actions: "roll DICE" (the dice thrown, in the order thrown: two, or
 * one when a die is held), "hold DIE" (a die of the last throw stays)
 * and "stop" (the frame ends on the dice showing).  The referee finds
 * strikes and spares, ends frames, adds bonuses and ends the game.
 *
 * RULINGS.md: in a strike frame a later 5-5 is no spare: it counts in
 * the strike's total.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players; rounds=N (1 to 99) sets the number of
 *    frames, the last one taking the spare's bonus throw.
 *  - A held die stays held for the rest of the frame.  Holding both
 *    dice is standing on them: that is written stop, and "hold" of the
 *    last die left is refused.
 *  - A strike's two 5s are not held: the second throw is of both dice.
 *    Its frame may stop after the second throw (a 5-5 then scores
 *    10 + 10, as RULINGS.md has it).  A turn cannot stop on the strike
 *    itself.
 *  - The spare's bonus is the first throw of the next frame as thrown,
 *    6s counting 0, whatever that frame becomes (a strike gives 10).
 *  - A spare counts 10 in the total as soon as it is made; its bonus is
 *    added with the throw that earns it, so rongo-score shows the bonus
 *    in the turn of that throw.  A frame in progress counts nothing yet.
 *  - Equal highest totals share the win: the rule text names no play-off.
 *
 * Data model: struct tenpins, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur
 * needs next, its dice the dice of the throw due (1 when a die is
 * held), its throws those of the frame in progress; frame is the frame
 * being bowled (from 0; frames once over); strike, held and dice[]
 * describe it: dice[] the two dice showing, dice[0] the held one when
 * held is set.
 * pts[s][f] and kind[s][f] hold every finished frame (K_NONE: not
 * bowled yet; K_SPARE_WAIT: a spare whose bonus is to come, counted 10
 * so far); t.total[] the sum of pts[s][].  how, how_throw and how_frame
 * tell how the last frame ended, for the refusals that follow it.
 *
 * Invariants: total[s] is the sum of pts[s][]; only a seat's last
 * finished frame may be K_SPARE_WAIT; held is set only in PH_THROWN,
 * with throws below 3; phase is T_OVER exactly when every seat has
 * finished the last frame; a refused action leaves the state untouched
 * (every check comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define TP_DICE		2
#define TP_THROWS	3		/* throws of a frame */
#define TP_FRAMES_MAX	99
#define NSEATS		SESSION_PLAYERS_MAX
#define ACTIONS		"the actions are roll, hold and stop"

enum tp_opt {
	O_ROUNDS
};

static const struct game_opt tp_opts[] = {
	{ "rounds", OPT_INT, 1, TP_FRAMES_MAX, 10,
	    "the frames each player bowls", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_THROWN = T_GAME,	/* thrown: hold, throw again or stop */
	PH_STRIKE,		/* 5-5 on throw 1: throw both dice again */
	PH_BONUS		/* a spare in the last frame: its bonus throw */
};

enum kind {
	K_NONE,			/* not bowled yet */
	K_OPEN,			/* the dice showing at its end */
	K_STRIKE,		/* 10 + the dice showing at its end */
	K_SPARE,		/* 10 + the bonus */
	K_SPARE_WAIT		/* a spare, its bonus to come */
};

/* How the last finished frame ended. */
enum how {
	H_NONE,			/* no frame has ended yet */
	H_STOP,			/* stop */
	H_THIRD,		/* its third throw */
	H_SPARE,		/* a spare */
	H_BONUS			/* the last frame's bonus throw */
};

struct tenpins {
	struct turn	t;		/* t.throws: of the frame in progress */
	unsigned char	frame, frames;
	unsigned char	strike;		/* the frame in progress is one */
	unsigned char	held;		/* dice[0] is held */
	unsigned char	dice[TP_DICE];	/* the dice showing */
	unsigned char	how, how_throw, how_frame;
	short		pts[NSEATS][TP_FRAMES_MAX];
	unsigned char	kind[NSEATS][TP_FRAMES_MAX];
};

_Static_assert(sizeof(struct tenpins) <= GAME_STATE_MAX, "ten-pins state");

/* What two dice count: a 6 is off the alley, 0. */
static int
count_of(const unsigned char d[TP_DICE])
{
	return d[0] % 6 + d[1] % 6;
}

static int
tp_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct tenpins *p = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Ten Pins is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(p, 0, sizeof(*p));
	turn_init(&p->t, n, TP_DICE);
	p->frames = (unsigned char)(v != NULL ? v->val[O_ROUNDS] :
	    tp_opts[O_ROUNDS].def);
	return 0;
}

static void
tp_why(const void *st, char why[256])
{
	const struct tenpins *p = st;

	if (p->frames == 1)
		snprintf(why, 256, "the only frame is bowled");
	else
		snprintf(why, 256, "the last of the %u frames is bowled",
		    p->frames);
}

/* Why no action can come now: the turn is over. */
static int
tp_ready(const void *st, struct game_err *e)
{
	const struct tenpins *p = st;

	if (p->t.phase != T_WAIT)
		return 0;
	switch (p->how) {
	case H_STOP:
	case H_THIRD:
		return game_errf(e, 0, 0, 0, "the turn is over: frame %u "
		    "ended with %s", p->how_frame + 1u, p->how == H_STOP ?
		    "stop" : "its third throw");
	case H_SPARE:
		return game_errf(e, 0, 0, 0, "the turn is over: 5-5 on throw "
		    "%u is a spare and ended frame %u", p->how_throw,
		    p->how_frame + 1u);
	case H_BONUS:
		return game_errf(e, 0, 0, 0, "the turn is over: the spare's "
		    "bonus throw ended frame %u", p->how_frame + 1u);
	default:
		break;
	}
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

/* The frame of cur ends as how says; its kind and points are set. */
static void
end_of_frame(struct tenpins *p, enum how how)
{
	p->how = (unsigned char)how;
	p->how_throw = p->t.throws;
	p->how_frame = p->frame;
	p->strike = p->held = 0;
	p->t.dice = TP_DICE;
	turn_pass(&p->t);
	/* the round is over when the first seat is due again */
	if (p->t.cur == 0 && ++p->frame == p->frames)
		p->t.phase = T_OVER;
}

/* Frame f of cur is now of kind k, with points more: its own when it
 * ends, a spare's bonus after. */
static void
score_frame(struct tenpins *p, unsigned f, enum kind k, int points)
{
	p->kind[p->t.cur][f] = (unsigned char)k;
	p->pts[p->t.cur][f] = (short)(p->pts[p->t.cur][f] + points);
	p->t.total[p->t.cur] += points;
}

/* The points of the frame of cur, ended on the dice showing. */
static void
score_showing(struct tenpins *p)
{
	score_frame(p, p->frame, p->strike ? K_STRIKE : K_OPEN,
	    10 * p->strike + count_of(p->dice));
}

static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct tenpins *p = st;
	unsigned char d[TP_DICE];
	unsigned need = p->t.dice, extra;
	size_t nd;
	int five;

	/* read here, not by the layer, for the held die's refusal */
	if (get_dice(a->w, a->n, d, need, &nd, &extra, ACTIONS, e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown after "
		    "roll", need, die_noun(need));
	if (nd != need && need == 1)
		return game_errf(e, extra, 0, 0, "the %u is held: throw the "
		    "other die alone, not %zu dice", p->dice[0], nd);
	if (nd != need)
		return game_errf(e, nd > need ? extra : (unsigned)a->n - 1, 0,
		    0, "a throw is 2 dice, not %zu", nd);
	action_dice(a->canon, "roll", d, need);

	if (p->t.phase == PH_BONUS) {
		score_frame(p, p->frame, K_SPARE, count_of(d));
		end_of_frame(p, H_BONUS);
		return 0;
	}
	/* the first throw is the bonus of a spare before it */
	if (p->t.phase == T_OPEN && p->frame > 0 &&
	    p->kind[p->t.cur][p->frame - 1] == K_SPARE_WAIT)
		score_frame(p, p->frame - 1u, K_SPARE, count_of(d));
	/* the throw replaces the dice showing, but for a held one */
	if (p->held)
		p->dice[1] = d[0];
	else
		memcpy(p->dice, d, TP_DICE);
	/* 5-5 is a strike on the first throw, later a spare but in a
	 * strike's frame */
	five = p->dice[0] == 5 && p->dice[1] == 5;
	if (++p->t.throws == 1)
		p->strike = five;
	p->t.phase = p->strike && p->t.throws == 1 ? PH_STRIKE : PH_THROWN;
	if (five && !p->strike) {
		score_frame(p, p->frame, K_SPARE_WAIT, 10);
		if (p->frame + 1u == p->frames) {
			p->held = 0;
			p->t.dice = TP_DICE;
			p->t.phase = PH_BONUS;
		} else
			end_of_frame(p, H_SPARE);
	} else if (p->t.throws == TP_THROWS) {
		score_showing(p);
		end_of_frame(p, H_THIRD);
	}
	return 0;
}

/* Why hold or stop cannot come in this phase; 0 when they can. */
static int
not_now(const struct tenpins *p, const char *verb, struct game_err *e)
{
	switch (p->t.phase) {
	case T_OPEN:
		return game_errf(e, 0, 0, 0, "nothing is thrown yet: roll "
		    "first");
	case PH_STRIKE:
		return game_errf(e, 0, 0, 0, "no %s after a strike: both dice "
		    "are thrown again", verb);
	case PH_BONUS:
		return game_errf(e, 0, 0, 0, "no %s before the bonus throw: "
		    "the spare in the last frame earns a throw of both dice",
		    verb);
	default:
		return 0;
	}
}

static int
act_hold(void *st, struct act *a, struct game_err *e)
{
	struct tenpins *p = st;
	unsigned char d[TP_DICE];
	unsigned second, extra, other;
	size_t nd;

	if (not_now(p, "hold", e) < 0)
		return -1;
	/* read twice, for the words of the second die and of a third */
	if (get_dice(a->w, a->n, d, 1, &nd, &second, ACTIONS, e) < 0 ||
	    get_dice(a->w, a->n, d, TP_DICE, &nd, &extra, ACTIONS, e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the die to hold after "
		    "hold, as in 'hold 5'");
	if (p->held) {
		/* one die is left: holding it would hold both */
		if (nd > 1)
			return game_errf(e, second, 0, 0, "the %u is held: "
			    "only 1 die is left, not %zu", p->dice[0], nd);
		if (d[0] == p->dice[1])
			return game_errf(e, 0, 0, 0, "holding both dice is "
			    "standing on them: write stop");
		if (d[0] == p->dice[0])
			return game_errf(e, 1, 0, 0, "the %u is held already",
			    d[0]);
		return game_errf(e, 1, 0, 0, "there is no %u in the last "
		    "throw: it was %u", d[0], p->dice[1]);
	}
	if (nd > TP_DICE)
		return game_errf(e, extra, 0, 0, "there are 2 dice, not %zu",
		    nd);
	if (d[0] != p->dice[0] && d[0] != p->dice[1])
		return game_errf(e, 1, 0, 0, "there is no %u in the last "
		    "throw: it was %u%u", d[0], p->dice[0], p->dice[1]);
	/* the die thrown again, beside the one held */
	other = d[0] == p->dice[0] ? p->dice[1] : p->dice[0];
	if (nd == TP_DICE) {
		if (d[1] != other)
			return game_errf(e, second, 0, 0, "there is no %u "
			    "beside the %u in the last throw: it was %u%u",
			    d[1], d[0], p->dice[0], p->dice[1]);
		return game_errf(e, 0, 0, 0, "holding both dice is standing "
		    "on them: write stop");
	}
	p->dice[0] = d[0];
	p->dice[1] = (unsigned char)other;
	p->held = 1;
	p->t.dice = 1;
	action_dice(a->canon, "hold", d, 1);
	return 0;
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	struct tenpins *p = st;

	(void)a;
	if (not_now(p, "stop", e) < 0)
		return -1;
	score_showing(p);
	end_of_frame(p, H_STOP);
	return 0;
}

/* roll and hold read their own dice, for their own refusals; -l lists
 * the throw due and tries every die to hold */
static const struct verb tp_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "hold", ACT_DICE_WORDS, act_hold, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

/* -p: the frame's throws and the dice on the table, a held die aside
 * (a frame in progress counts no points: it has no turn points). */
static void
tp_view(const void *st, struct session_view *v)
{
	const struct tenpins *p = st;

	v->throws = p->t.throws;
	v->has_dice = 1;
	if (p->t.phase < T_GAME || p->t.phase == T_OVER)
		return;
	v->naside = p->held;
	v->nshow = TP_DICE - p->held;
	memcpy(v->aside, p->dice, v->naside);
	memcpy(v->show, p->dice + p->held, v->nshow);
}

static int
tp_end_turn(void *st, struct game_err *e)
{
	struct tenpins *p = st;

	switch (p->t.phase) {
	case T_OPEN:
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every frame throws at least once");
	case PH_THROWN:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "frame %u ends with stop, a spare or its third throw",
		    p->frame + 1u);
	case PH_STRIKE:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "after the strike in frame %u both dice are thrown again",
		    p->frame + 1u);
	case PH_BONUS:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "the spare in frame %u earns a bonus throw",
		    p->frame + 1u);
	default:
		return 0;
	}
}

/*
 * The score sheet: a row per frame, a column per player, each cell the
 * frame's points ("X 18" a strike, "/ 13" a spare, "/ 10+" a spare whose
 * bonus is to come, blank a frame not finished), then the totals and
 * the status.
 */

static void
cell(const struct tenpins *p, unsigned s, unsigned f, char out[32])
{
	/* by kind: K_NONE, K_OPEN, K_STRIKE, K_SPARE, K_SPARE_WAIT */
	static const char *const mark[] = { "", "", "X ", "/ ", "/ " };
	unsigned k = p->kind[s][f];
	size_t n;

	/* no format parsed: every cell goes out after every turn */
	out[0] = '\0';
	if (k == K_NONE)
		return;
	n = strlen(mark[k]);
	memcpy(out, mark[k], n);
	n += num_format(out + n, p->pts[s][f]);
	if (k == K_SPARE_WAIT)
		memcpy(out + n, "+", 2);
}

static int
card(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tenpins *p = st;
	size_t w[NSEATS];
	char num[32];
	unsigned s, f;
	int rc = 0;

	if (p->t.phase == T_OVER)
		rc |= buf_printf(b, "Ten Pins, %u %s bowled\n", p->frames,
		    p->frames == 1 ? "frame" : "frames");
	else
		rc |= buf_printf(b, "Ten Pins, frame %u of %u\n",
		    p->frame + 1u, p->frames);
	rc |= buf_puts(b, "Up to 3 throws of 2 dice a frame; a 6 counts 0; "
	    "X strike, / spare.\n");
	rc |= sheet_cell(b, "Frame", 5, 0, 1);
	/* room for "/ 10+", "X 20" and a total (99 frames of 20 at most) */
	for (s = 0; s < p->t.n; s++) {
		w[s] = sheet_cols(nm->s[s]) < 5 ? 5 : sheet_cols(nm->s[s]);
		rc |= sheet_cell(b, nm->s[s], w[s], 1, 0);
	}
	rc |= sheet_end_line(b);
	for (f = 0; f < p->frames; f++) {
		rc |= sheet_unum(b, f + 1, 5, 1, 1);
		for (s = 0; s < p->t.n; s++) {
			cell(p, s, f, num);
			rc |= sheet_cell(b, num, w[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	rc |= sheet_cell(b, "Total", 5, 0, 1);
	for (s = 0; s < p->t.n; s++)
		rc |= sheet_num(b, (long long)p->t.total[s], w[s], 1, 0);
	return rc | sheet_end_line(b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct tenpins *p = st;
	const char *who = nm->s[p->t.cur];
	unsigned long w;
	unsigned f = p->frame + 1u;

	switch (p->t.phase) {
	case T_OVER:
		w = turn_winners(&p->t, 1);
		return sheet_winners(b, nm, p->t.n, w, p->t.total);
	case PH_STRIKE:
		return buf_printf(b, "%s's frame %u: a strike; throw both dice "
		    "again.\n", who, f);
	case PH_BONUS:
		return buf_printf(b, "%s's frame %u: a spare; one bonus throw "
		    "of both dice.\n", who, f);
	case PH_THROWN:
		return buf_printf(b, "%s's frame %u%s, after throw %u of 3: "
		    "%u%s%u; %s or stop.\n", who, f, p->strike ? " (a strike)" :
		    "", p->t.throws, p->dice[0], p->held ? " held and " : "",
		    p->dice[1], p->held ? "throw 1 die" : "hold a die, throw");
	default:
		return buf_printf(b, "%s to bowl frame %u.\n", who, f);
	}
}

static int
tp_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct tenpins *)st)->t.n, st,
	    card, status);
}

static const struct session_ops tp_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = tp_init,
	.begin_turn = turn_begin,
	.end_turn = tp_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = tp_why,
	.verbs = tp_verbs,
	.ready = tp_ready,
	.view = tp_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form tp_forms[] = {
	{ "roll DICE", "roll 52", "throw both dice, or the one not held" },
	{ "hold DIE", "hold 5",
	    "keep a die of the last throw for the rest of the frame" },
	{ "stop", "stop", "end the frame on the dice showing" },
	{ NULL, NULL, NULL }
};

const struct game game_ten_pins = {
	.id = "ten-pins",
	.name = "Ten Pins",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = tp_opts,
	.forms = tp_forms,
	.state_size = sizeof(struct tenpins),
	.render = tp_render,
	.session = &tp_session,
};
