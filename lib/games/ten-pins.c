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
 * Data model: struct tenpins, plain data.  phase says what the turn of
 * seat cur needs next; frame is the frame being bowled (from 0);
 * throws, strike, held and dice[] describe it: dice[] the two dice
 * showing, dice[0] the held one when held is set.  pts[s][f] and
 * kind[s][f] hold every finished frame (K_NONE: not bowled yet;
 * K_SPARE_WAIT: a spare whose bonus is to come, counted 10 so far);
 * total[] the sum of pts[s][].  how, how_throw and how_frame tell how
 * the last frame ended, for the refusals that follow it.
 *
 * Invariants: total[s] is the sum of pts[s][]; only a seat's last
 * finished frame may be K_SPARE_WAIT; held is set only in PH_THROWN,
 * with throws below 3; phase is PH_OVER exactly when every seat
 * has finished the last frame; a refused action leaves the state
 * untouched (every check comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "sheet.h"

#define TP_DICE		2
#define TP_THROWS	3		/* throws of a frame */
#define TP_FRAMES_MAX	99
#define NSEATS		SESSION_PLAYERS_MAX

enum tp_opt {
	O_ROUNDS
};

static const struct game_opt tp_opts[] = {
	{ "rounds", OPT_INT, 1, TP_FRAMES_MAX, 10,
	    "the frames each player bowls", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_WAIT,		/* the turn of cur has not begun */
	PH_OPEN,		/* begun, nothing thrown yet */
	PH_THROWN,		/* thrown: hold, throw again or stop */
	PH_STRIKE,		/* 5-5 on throw 1: throw both dice again */
	PH_BONUS,		/* a spare in the last frame: its bonus throw */
	PH_OVER			/* every seat has bowled every frame */
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
	unsigned char	n, phase, cur, frame, frames;
	unsigned char	throws;		/* of the frame in progress */
	unsigned char	strike;		/* the frame in progress is one */
	unsigned char	held;		/* dice[0] is held */
	unsigned char	dice[TP_DICE];	/* the dice showing */
	unsigned char	how, how_throw, how_frame;
	short		pts[NSEATS][TP_FRAMES_MAX];
	unsigned char	kind[NSEATS][TP_FRAMES_MAX];
	int64_t		total[NSEATS];
	unsigned long	turns;		/* frames finished, all seats */
};

_Static_assert(sizeof(struct tenpins) <= GAME_STATE_MAX, "ten-pins state");

/* What a die counts: a 6 is off the alley. */
static int
pins(unsigned d)
{
	return d == 6 ? 0 : (int)d;
}

static int
count_of(const unsigned char d[TP_DICE])
{
	return pins(d[0]) + pins(d[1]);
}

static int
tp_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct tenpins *t = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Ten Pins is for 1 to %d "
		    "players, not %u", NSEATS, n);
	memset(t, 0, sizeof(*t));
	t->n = (unsigned char)n;
	t->frames = (unsigned char)(v != NULL ? v->val[O_ROUNDS] :
	    tp_opts[O_ROUNDS].def);
	t->phase = PH_WAIT;
	return 0;
}

static int
is_word(const struct word *w, const char *s)
{
	return w->len == strlen(s) && memcmp(w->s, s, w->len) == 0;
}

static int
tp_starts_action(const char *s, size_t len)
{
	return len == 4 && (memcmp(s, "roll", 4) == 0 ||
	    memcmp(s, "hold", 4) == 0 || memcmp(s, "stop", 4) == 0);
}

static int
tp_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct tenpins *t = st;

	if (t->phase != PH_OVER)
		return 0;
	if (winners != NULL)
		*winners = best_seats(t->total, t->n, 1);
	if (why != NULL) {
		if (t->frames == 1)
			snprintf(why, 256, "the only frame is bowled");
		else
			snprintf(why, 256, "the last of the %u frames is "
			    "bowled", t->frames);
	}
	return 1;
}

/* Why an action cannot come now that the turn is over. */
static int
turn_over(const struct tenpins *t, struct game_err *e)
{
	char why[256];

	if (t->phase == PH_OVER) {
		tp_finished(t, NULL, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
	switch (t->how) {
	case H_STOP:
		return game_errf(e, 0, 0, 0, "the turn is over: frame %u "
		    "ended with stop", t->how_frame + 1u);
	case H_THIRD:
		return game_errf(e, 0, 0, 0, "the turn is over: frame %u "
		    "ended with its third throw", t->how_frame + 1u);
	case H_SPARE:
		return game_errf(e, 0, 0, 0, "the turn is over: 5-5 on throw "
		    "%u is a spare and ended frame %u", t->how_throw,
		    t->how_frame + 1u);
	case H_BONUS:
		return game_errf(e, 0, 0, 0, "the turn is over: the spare's "
		    "bonus throw ended frame %u", t->how_frame + 1u);
	default:
		break;
	}
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

/* The frame of cur ends as how says; its kind and points are set. */
static void
end_of_frame(struct tenpins *t, enum how how)
{
	t->how = (unsigned char)how;
	t->how_throw = t->throws;
	t->how_frame = t->frame;
	t->throws = t->strike = t->held = 0;
	t->turns++;
	if (t->cur + 1u < t->n) {
		t->cur++;
		t->phase = PH_WAIT;
	} else if (t->frame + 1u < t->frames) {
		t->cur = 0;
		t->frame++;
		t->phase = PH_WAIT;
	} else
		t->phase = PH_OVER;
}

/* Write the points of the frame of cur, finished as its kind says. */
static void
score_frame(struct tenpins *t, enum kind k, int points)
{
	t->kind[t->cur][t->frame] = (unsigned char)k;
	t->pts[t->cur][t->frame] = (short)points;
	t->total[t->cur] += points;
}

/* The dice written in words w[1..n): digits 1-6, together or apart (a
 * ',' inside a word is skipped, as YAML keeps "5,3" whole).  The first
 * TP_DICE go into d[]; from[] tells the word of each of the first
 * TP_DICE + 1 (a die too many is pointed at); *count counts them all. */
static int
read_dice(const struct word *w, size_t n, unsigned char d[TP_DICE],
    unsigned from[TP_DICE + 1], size_t *count, struct game_err *e)
{
	size_t i, k;

	for (i = 1; i < n; i++) {
		/* a word that starts no action joins the one before */
		if (w[i].len > 0 && ((w[i].s[0] >= 'a' && w[i].s[0] <= 'z') ||
		    (w[i].s[0] >= 'A' && w[i].s[0] <= 'Z')))
			return game_errf(e, (unsigned)i, 0, 0, "'%.*s' is "
			    "neither dice nor an action: the actions are roll, "
			    "hold and stop", (int)(w[i].len > 32 ? 32 :
			    w[i].len), w[i].s);
		for (k = 0; k < w[i].len; k++)
			if ((w[i].s[k] < '1' || w[i].s[k] > '6') &&
			    w[i].s[k] != ',')
				return game_errf(e, (unsigned)i, 0, 0,
				    "'%.*s' is not %s: dice are written as "
				    "digits 1 to 6", (int)(w[i].len > 32 ? 32 :
				    w[i].len), w[i].s, w[i].len == 1 ?
				    "a die" : "dice");
	}
	*count = 0;
	for (i = 1; i < n; i++)
		for (k = 0; k < w[i].len; k++) {
			if (w[i].s[k] == ',')
				continue;	/* "5,3" in a YAML action */
			if (*count < TP_DICE)
				d[*count] = (unsigned char)(w[i].s[k] - '0');
			if (*count <= TP_DICE)
				from[*count] = (unsigned)i;
			if (*count < 1000)
				(*count)++;
		}
	return 0;
}

static int
act_roll(struct tenpins *t, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[TP_DICE];
	unsigned from[TP_DICE + 1], need;
	size_t nd;
	int prev;

	if (t->phase == PH_WAIT || t->phase == PH_OVER)
		return turn_over(t, e);
	if (read_dice(w, n, d, from, &nd, e) < 0)
		return -1;
	need = t->phase == PH_THROWN && t->held ? 1u : TP_DICE;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown after "
		    "roll", need, die_noun(need));
	if (nd != need && need == 1)
		return game_errf(e, from[1], 0, 0, "the %u is held: throw the "
		    "other die alone, not %zu dice", t->dice[0], nd);
	if (nd != need)
		return game_errf(e, nd > need ? from[need] : (unsigned)n - 1,
		    0, 0, "a throw is 2 dice, not %zu", nd);
	action_dice(canon, "roll", d, need);

	switch (t->phase) {
	case PH_BONUS:
		t->pts[t->cur][t->frame] = (short)(t->pts[t->cur][t->frame] +
		    count_of(d));
		t->kind[t->cur][t->frame] = K_SPARE;
		t->total[t->cur] += count_of(d);
		end_of_frame(t, H_BONUS);
		return 0;
	case PH_OPEN:
		/* the first throw is the bonus of a spare before it */
		prev = (int)t->frame - 1;
		if (prev >= 0 && t->kind[t->cur][prev] == K_SPARE_WAIT) {
			t->pts[t->cur][prev] = (short)(t->pts[t->cur][prev] +
			    count_of(d));
			t->kind[t->cur][prev] = K_SPARE;
			t->total[t->cur] += count_of(d);
		}
		memcpy(t->dice, d, TP_DICE);
		t->throws = 1;
		t->held = 0;
		if (d[0] == 5 && d[1] == 5) {
			t->strike = 1;
			t->phase = PH_STRIKE;
		} else
			t->phase = PH_THROWN;
		return 0;
	case PH_STRIKE:
		memcpy(t->dice, d, TP_DICE);
		t->throws = 2;
		t->phase = PH_THROWN;
		return 0;
	default:
		break;
	}
	/* PH_THROWN: throw 2 or 3 */
	if (t->held)
		t->dice[1] = d[0];
	else
		memcpy(t->dice, d, TP_DICE);
	t->throws++;
	if (!t->strike && t->dice[0] == 5 && t->dice[1] == 5) {
		score_frame(t, K_SPARE_WAIT, 10);
		if (t->frame + 1u == t->frames) {
			t->held = 0;
			t->phase = PH_BONUS;
		} else
			end_of_frame(t, H_SPARE);
	} else if (t->throws == TP_THROWS) {
		if (t->strike)
			score_frame(t, K_STRIKE, 10 + count_of(t->dice));
		else
			score_frame(t, K_OPEN, count_of(t->dice));
		end_of_frame(t, H_THIRD);
	}
	return 0;
}

/* Why hold or stop cannot come in this phase; 0 when they can. */
static int
not_now(const struct tenpins *t, const char *verb, struct game_err *e)
{
	switch (t->phase) {
	case PH_WAIT:
	case PH_OVER:
		return turn_over(t, e);
	case PH_OPEN:
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
act_hold(struct tenpins *t, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[TP_DICE];
	unsigned from[TP_DICE + 1];
	size_t nd;

	if (not_now(t, "hold", e) < 0)
		return -1;
	if (read_dice(w, n, d, from, &nd, e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the die to hold after "
		    "hold, as in 'hold 5'");
	if (t->held) {
		/* one die is left: holding it would hold both */
		if (nd > 1)
			return game_errf(e, from[1], 0, 0, "the %u is held: "
			    "only 1 die is left, not %zu", t->dice[0], nd);
		if (d[0] == t->dice[1])
			return game_errf(e, 0, 0, 0, "holding both dice is "
			    "standing on them: write stop");
		if (d[0] == t->dice[0])
			return game_errf(e, 1, 0, 0, "the %u is held already",
			    d[0]);
		return game_errf(e, 1, 0, 0, "there is no %u in the last "
		    "throw: it was %u", d[0], t->dice[1]);
	}
	if (nd > TP_DICE)
		return game_errf(e, from[TP_DICE], 0, 0, "there are 2 dice, "
		    "not %zu", nd);
	if (d[0] != t->dice[0] && d[0] != t->dice[1])
		return game_errf(e, 1, 0, 0, "there is no %u in the last "
		    "throw: it was %u%u", d[0], t->dice[0], t->dice[1]);
	if (nd == TP_DICE) {
		if (d[1] != (d[0] == t->dice[0] ? t->dice[1] : t->dice[0]))
			return game_errf(e, from[1], 0, 0, "there is no %u "
			    "beside the %u in the last throw: it was %u%u",
			    d[1], d[0], t->dice[0], t->dice[1]);
		return game_errf(e, 0, 0, 0, "holding both dice is standing "
		    "on them: write stop");
	}
	if (d[0] != t->dice[0]) {
		t->dice[1] = t->dice[0];
		t->dice[0] = d[0];
	}
	t->held = 1;
	action_dice(canon, "hold", d, 1);
	return 0;
}

static int
act_stop(struct tenpins *t, size_t n, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	if (not_now(t, "stop", e) < 0)
		return -1;
	if (n > 1)
		return game_errf(e, 1, 0, 0, "stop takes nothing after it");
	if (t->strike)
		score_frame(t, K_STRIKE, 10 + count_of(t->dice));
	else
		score_frame(t, K_OPEN, count_of(t->dice));
	end_of_frame(t, H_STOP);
	action_dice(canon, "stop", NULL, 0);
	return 0;
}

static int
tp_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct tenpins *t = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (is_word(&w[0], "roll"))
		return act_roll(t, w, n, canon, e);
	if (is_word(&w[0], "hold"))
		return act_hold(t, w, n, canon, e);
	if (is_word(&w[0], "stop"))
		return act_stop(t, n, canon, e);
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Ten Pins action: write "
	    "roll, hold or stop", (int)(w[0].len > 32 ? 32 : w[0].len),
	    w[0].s);
}

static int
tp_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct tenpins *t = st;

	if (t->phase == PH_OVER)
		return turn_over(t, e);
	if (session_turn_check(t->phase != PH_WAIT, seat, t->cur, e) < 0)
		return -1;
	t->phase = PH_OPEN;
	return 0;
}

static int
tp_end_turn(void *st, struct game_err *e)
{
	struct tenpins *t = st;

	switch (t->phase) {
	case PH_OPEN:
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every frame throws at least once");
	case PH_THROWN:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "frame %u ends with stop, a spare or its third throw",
		    t->frame + 1u);
	case PH_STRIKE:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "after the strike in frame %u both dice are thrown again",
		    t->frame + 1u);
	case PH_BONUS:
		return game_errf(e, 0, 0, 0, "the turn before is not over: "
		    "the spare in frame %u earns a bonus throw",
		    t->frame + 1u);
	default:
		return 0;
	}
}

static void
tp_expect(const void *st, struct expect *x)
{
	const struct tenpins *t = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (t->phase == PH_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = t->cur;
	x->dice = t->phase == PH_THROWN && t->held ? 1 : TP_DICE;
	x->new_turn = t->phase == PH_WAIT;
}

static long
tp_score(const void *st, unsigned seat)
{
	const struct tenpins *t = st;

	return seat < t->n ? (long)t->total[seat] : 0;
}

/*
 * The score sheet: a row per frame, a column per player, each cell the
 * frame's points ("X 18" a strike, "/ 13" a spare, "/ 10+" a spare whose
 * bonus is to come, blank a frame not finished), then the totals and
 * the status.
 */

static void
cell(const struct tenpins *t, unsigned s, unsigned f, char out[32])
{
	switch (t->kind[s][f]) {
	case K_OPEN:
		snprintf(out, 32, "%d", t->pts[s][f]);
		break;
	case K_STRIKE:
		snprintf(out, 32, "X %d", t->pts[s][f]);
		break;
	case K_SPARE:
		snprintf(out, 32, "/ %d", t->pts[s][f]);
		break;
	case K_SPARE_WAIT:
		snprintf(out, 32, "/ %d+", t->pts[s][f]);
		break;
	default:
		out[0] = '\0';
		break;
	}
}

static int
card(const struct tenpins *t, const struct sheet_names *nm, struct buf *b)
{
	size_t w[NSEATS];
	char num[32];
	unsigned s, f;
	int rc = 0;

	if (t->phase == PH_OVER)
		rc |= buf_printf(b, "Ten Pins, %u %s bowled\n", t->frames,
		    t->frames == 1 ? "frame" : "frames");
	else
		rc |= buf_printf(b, "Ten Pins, frame %u of %u\n",
		    t->frame + 1u, t->frames);
	rc |= buf_puts(b, "Up to 3 throws of 2 dice a frame; a 6 counts 0; "
	    "X strike, / spare.\n");
	for (s = 0; s < t->n; s++) {
		w[s] = sheet_cols(nm->s[s]);
		if (w[s] < 5)
			w[s] = 5;	/* "/ 10+", "X 20" */
		snprintf(num, sizeof(num), "%lld", (long long)t->total[s]);
		if (strlen(num) > w[s])
			w[s] = strlen(num);
	}
	rc |= sheet_cell(b, "Frame", 5, 0, 1);
	for (s = 0; s < t->n; s++)
		rc |= sheet_cell(b, nm->s[s], w[s], 1, 0);
	rc |= sheet_end_line(b);
	for (f = 0; f < t->frames; f++) {
		snprintf(num, sizeof(num), "%u", f + 1);
		rc |= sheet_cell(b, num, 5, 1, 1);
		for (s = 0; s < t->n; s++) {
			cell(t, s, f, num);
			rc |= sheet_cell(b, num, w[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	rc |= sheet_cell(b, "Total", 5, 0, 1);
	for (s = 0; s < t->n; s++) {
		snprintf(num, sizeof(num), "%lld", (long long)t->total[s]);
		rc |= sheet_cell(b, num, w[s], 1, 0);
	}
	return rc | sheet_end_line(b);
}

static int
status(const struct tenpins *t, const struct sheet_names *nm, struct buf *b)
{
	const char *who = nm->s[t->cur];
	unsigned long w;
	unsigned f = t->frame + 1u;

	switch (t->phase) {
	case PH_OVER:
		tp_finished(t, &w, NULL);
		return sheet_winners(b, nm, t->n, w, t->total);
	case PH_STRIKE:
		return buf_printf(b, "%s's frame %u: a strike; throw both dice "
		    "again.\n", who, f);
	case PH_BONUS:
		return buf_printf(b, "%s's frame %u: a spare; one bonus throw "
		    "of both dice.\n", who, f);
	case PH_THROWN:
		if (t->held)
			return buf_printf(b, "%s's frame %u%s, after throw %u "
			    "of 3: %u held and %u; throw 1 die or stop.\n",
			    who, f, t->strike ? " (a strike)" : "",
			    t->throws, t->dice[0], t->dice[1]);
		return buf_printf(b, "%s's frame %u%s, after throw %u of 3: "
		    "%u%u; hold a die, throw or stop.\n", who, f,
		    t->strike ? " (a strike)" : "", t->throws, t->dice[0],
		    t->dice[1]);
	default:
		return buf_printf(b, "%s to bowl frame %u.\n", who, f);
	}
}

static int
tp_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct tenpins *t = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, t->n);
	return render_end(b, len, (card(t, &nm, b) == 0 &&
	    status(t, &nm, b) == 0) ? 0 : -1);
}

static const struct session_ops tp_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = tp_init,
	.starts_action = tp_starts_action,
	.begin_turn = tp_begin_turn,
	.action = tp_action,
	.end_turn = tp_end_turn,
	.expect = tp_expect,
	.score = tp_score,
	.order = 1,
	.finished = tp_finished,
};

const struct game game_ten_pins = {
	.id = "ten-pins",
	.name = "Ten Pins",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = tp_opts,
	.state_size = sizeof(struct tenpins),
	.render = tp_render,
	.session = &tp_session,
};
