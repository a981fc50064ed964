/*
 * going-to-boston: Going to Boston (also called Yankee Grab and
 * Newmarket), a dice session for any number of seats with three dice,
 * played over a set number of rounds (5; Variant "rounds=N").
 *
 * A turn is three throws.  The first throws all three dice and the
 * highest of them is set aside; the second throws the two others and
 * again the highest is set aside; the third throws the last die.  When
 * several dice show the highest value only one of them is set aside.
 * The turn scores the sum of the three dice set aside (the last die
 * counts as set aside), or with the Variant flag "multiplication" the
 * sum of the first two times the third.  When every seat has played its
 * turn of a round, the best score of the round wins it; every seat with
 * that score wins it (RULINGS.md: ties share a round).  After the last
 * round the most rounds won wins the game, equal counts sharing the
 * win.
 *
 * The only action is "roll DICE" (the dice as digits in the order
 * thrown: 3, then 2, then 1).  The referee sets the highest die aside,
 * scores the turn, decides the round and the game; none of it is
 * written and the player decides nothing, so the refusals are about the
 * record: a throw of the wrong size, a throw after the turn ended, a
 * turn left unfinished, a turn out of order.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - One to sixteen players; every round is played in the order of the
 *    Players tag, the first seat always opening it.
 *  - Setting aside is the referee's, never the player's: "keep" is
 *    recognised only to be refused with that reason, and so is "stop",
 *    since a turn is always its three throws.
 *  - A player's score is the rounds it has won; a round counts only
 *    once its last seat has played, so the round in progress adds
 *    nothing yet.
 *  - Under multiplication the "first two dice" are the dice set aside
 *    from the first and the second throw, the "third" the last die:
 *    kept 6, 5 and a last 4 score (6 + 5) x 4 = 44.
 *  - Equal most rounds share the win: the rule text names no play-off.
 *
 * Data model: struct boston, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur in
 * round `round` (from 0) needs next, its throws are those made in that
 * turn and its dice those of the throw due.  kept[r][s][] are the dice
 * set aside by seat s in round r, in the order set aside (0: not yet);
 * won[r] a bit per seat that won round r (0: not decided); t.total[] the
 * rounds each seat has won; last the digits of the last throw, for the
 * refusal of keep.
 *
 * Invariants: t.throws < 3 and t.dice == 3 - t.throws while a turn is
 * open, and kept[round][cur] has exactly t.throws dice; t.turns ==
 * round * n + cur while the game is not over; total[s] is the number of
 * decided rounds whose won[] has bit s; won[r] is non-zero exactly for
 * the rounds every seat has played; phase is T_OVER exactly when the
 * last round is decided; a refused action leaves the state untouched
 * (every check comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define BOS_DICE	3	/* dice of the first throw, throws a turn */
#define BOS_ROUNDS_MAX	99
#define NSEATS		SESSION_PLAYERS_MAX

enum boston_opt {
	O_ROUNDS, O_MULT
};

static const struct game_opt boston_opts[] = {
	{ "rounds", OPT_INT, 1, BOS_ROUNDS_MAX, 5,
	    "the number of rounds: each seat plays one turn a round", 0,
	    { 0 } },
	{ "multiplication", OPT_FLAG, 0, 1, 0,
	    "a turn scores the first two dice kept times the third", 0,
	    { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

struct boston {
	struct turn	t;		/* t.throws: of the three */
	unsigned char	round, rounds, mult;
	char		last[BOS_DICE + 1];	/* the last throw: "653" */
	unsigned char	kept[BOS_ROUNDS_MAX][NSEATS][BOS_DICE];
	uint32_t	won[BOS_ROUNDS_MAX];	/* winners' bits */
};

_Static_assert(sizeof(struct boston) <= GAME_STATE_MAX,
    "going-to-boston state");
_Static_assert(NSEATS <= 32, "a round's winners fit in 32 bits");

/* The points of three dice set aside in that order. */
static int
turn_points(const struct boston *b, const unsigned char k[BOS_DICE])
{
	return b->mult ? (k[0] + k[1]) * k[2] : k[0] + k[1] + k[2];
}

/* "6", "6 and 5", "6, 5 and 4": the dice set aside so far. */
static void
kept_words(const unsigned char *k, unsigned n, char *out, size_t len)
{
	if (n == 1)
		snprintf(out, len, "%u", k[0]);
	else if (n == 2)
		snprintf(out, len, "%u and %u", k[0], k[1]);
	else
		snprintf(out, len, "%u, %u and %u", k[0], k[1], k[2]);
}

/* "(6 + 5) x 4 = 44" or "6 + 5 + 4 = 15": how a turn scored. */
static void
points_words(const struct boston *b, const unsigned char k[BOS_DICE],
    char *out, size_t len)
{
	snprintf(out, len, b->mult ? "(%u + %u) x %u = %d" :
	    "%u + %u + %u = %d", k[0], k[1], k[2], turn_points(b, k));
}

static int
boston_init(void *st, unsigned n, const struct variant *v,
    struct game_err *e)
{
	struct boston *b = st;

	(void)e;
	memset(b, 0, sizeof(*b));
	turn_init(&b->t, n, BOS_DICE);
	b->rounds = (unsigned char)(v != NULL ? v->val[O_ROUNDS] :
	    boston_opts[O_ROUNDS].def);
	b->mult = (unsigned char)(v != NULL ? v->val[O_MULT] != 0 : 0);
	return 0;
}

static void
boston_why(const void *st, char why[256])
{
	const struct boston *b = st;

	if (b->rounds == 1)
		snprintf(why, 256, "the only round is played");
	else
		snprintf(why, 256, "all %u rounds are played", b->rounds);
}

/* Why no action can come now: the turn is over. */
static int
boston_ready(const void *st, struct game_err *e)
{
	const struct boston *b = st;
	const unsigned char *k;
	char pts[64];

	if (b->t.phase != T_WAIT)
		return 0;
	if (b->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	/* the turn that ended last: the seat before cur */
	k = b->t.cur == 0 ? b->kept[b->round - 1u][b->t.n - 1u] :
	    b->kept[b->round][b->t.cur - 1u];
	points_words(b, k, pts, sizeof(pts));
	return game_errf(e, 0, 0, 0, "the turn is over: its three throws "
	    "kept %u, %u and %u, scoring %s", k[0], k[1], k[2], pts);
}

/* The round of cur is complete: its best score wins it. */
static void
end_of_round(struct boston *b)
{
	int best = -1, p;
	unsigned s;

	for (s = 0; s < b->t.n; s++)
		if ((p = turn_points(b, b->kept[b->round][s])) > best)
			best = p;
	for (s = 0; s < b->t.n; s++)
		if (turn_points(b, b->kept[b->round][s]) == best) {
			b->won[b->round] |= (uint32_t)1 << s;
			b->t.total[s]++;
		}
}

/*
 * roll: the throw is read here rather than by the layer (the verb is
 * ACT_THROW_WORDS, listed as the throw due) for the game's own words: a
 * throw of the wrong size told what is kept and what is left, a word
 * joining it that "the only action is roll", keep and stop being verbs
 * only to be refused.
 */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct boston *b = st;
	unsigned want = b->t.dice, extra, at;
	unsigned char hi;
	char k[32];
	size_t i;

	if (get_dice(a->w, a->n, a->d, want, &a->nd, &extra,
	    "the only action is roll", e) < 0)
		return -1;
	if (a->nd == 0)
		return game_errf(e, 0, 0, 0, "write the %u %s thrown after "
		    "roll", want, die_noun(want));
	at = a->nd > want ? extra : (unsigned)a->n - 1;
	if (a->nd != want && b->t.throws == 0)
		return game_errf(e, at, 0, 0, "the first throw is of all 3 "
		    "dice, not %zu", a->nd);
	if (a->nd != want) {
		kept_words(b->kept[b->round][b->t.cur], b->t.throws, k,
		    sizeof(k));
		return game_errf(e, at, 0, 0, "%s%s %s kept: %s%u %s %s left "
		    "to throw, not %zu", b->t.throws == 1 ? "the " : "", k,
		    is_are(b->t.throws), a->nd > want ? "only " : "", want,
		    die_noun(want), is_are(want), a->nd);
	}
	action_dice(a->canon, "roll", a->d, want);
	snprintf(b->last, sizeof(b->last), "%s", a->canon + 5);
	for (hi = a->d[0], i = 1; i < a->nd; i++)
		if (a->d[i] > hi)
			hi = a->d[i];
	b->kept[b->round][b->t.cur][b->t.throws++] = hi;
	b->t.dice--;
	if (b->t.throws < BOS_DICE)
		return 0;
	/* the third throw ends the turn, the last seat's the round */
	turn_pass(&b->t);
	b->t.dice = BOS_DICE;
	if (b->t.cur != 0)
		return 0;
	end_of_round(b);
	if (b->round + 1u < b->rounds)
		b->round++;
	else
		b->t.phase = T_OVER;
	return 0;
}

static int
act_keep(void *st, struct act *a, struct game_err *e)
{
	const struct boston *b = st;

	(void)a;
	if (b->t.throws == 0)
		return game_errf(e, 0, 0, 0, "keep is not written: the referee "
		    "sets the highest die of each throw aside");
	return game_errf(e, 0, 0, 0, "keep is not written: the referee has "
	    "set aside the %u of %s", b->kept[b->round][b->t.cur]
	    [b->t.throws - 1], b->last);
}

static int
act_stop(void *st, struct act *a, struct game_err *e)
{
	const struct boston *b = st;

	(void)a;
	return game_errf(e, 0, 0, 0, "a turn is always three throws: %u %s "
	    "%s left to throw", b->t.dice, die_noun(b->t.dice),
	    is_are(b->t.dice));
}

/* -p: the turn's throws, the dice set aside so far, the others of the
 * last throw showing; no points until the third throw ends the turn. */
static void
boston_view(const void *st, struct session_view *v)
{
	const struct boston *b = st;
	const unsigned char *k = b->kept[b->round][b->t.cur];
	const char *c;
	int hi;

	v->throws = b->t.throws;
	v->has_dice = 1;
	if (b->t.phase != T_OPEN || b->t.throws == 0)
		return;
	memcpy(v->aside, k, v->naside = b->t.throws);
	/* the last throw but one of its highest */
	for (hi = k[b->t.throws - 1], c = b->last; *c != '\0'; c++)
		if (*c - '0' == hi)
			hi = 0;
		else
			v->show[v->nshow++] = (unsigned char)(*c - '0');
}

static const struct verb boston_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	/* known only to be refused with the game's reason */
	{ "keep", ACT_NONE, act_keep, NULL, NULL, 0 },
	{ "stop", ACT_NONE, act_stop, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
boston_end_turn(void *st, struct game_err *e)
{
	struct boston *b = st;

	if (b->t.phase != T_OPEN)
		return 0;
	if (b->t.throws == 0)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: a "
		    "turn is three throws, of 3, 2 and 1 dice");
	return game_errf(e, 0, 0, 0, "the turn before is not over: it has "
	    "%u %s left to throw", b->t.dice, die_noun(b->t.dice));
}

/*
 * The score sheet, as players keep it: a row per round, a column per
 * player, each cell the dice set aside in order and the turn's score,
 * "*" on the round's winners; then the rounds won and the status.
 */

/* The cell of seat s in round r. */
static void
cell(const struct boston *b, unsigned r, unsigned s, char out[32])
{
	const unsigned char *k = b->kept[r][s];
	size_t n = 0, i;

	/* no format parsed: every cell goes out after every turn */
	out[0] = '\0';
	if (k[0] == 0)
		return;
	for (i = 0; i < 3 && k[i] != 0; i++)
		n += unum_format(out + n, k[i]);
	if (i < 3) {
		memcpy(out + n, "..", 3);
		return;
	}
	out[n++] = ' ';
	n += num_format(out + n, turn_points(b, k));
	if ((b->won[r] >> s) & 1u)
		out[n++] = '*';
	out[n] = '\0';
}

static int
card(const void *st, const struct sheet_names *nm, struct buf *bf)
{
	const struct boston *b = st;
	size_t w[NSEATS];
	char num[32];
	unsigned s, r;
	int rc = 0;

	if (b->t.phase == T_OVER)
		rc |= buf_printf(bf, "Going to Boston, %u %s played\n",
		    b->rounds, b->rounds == 1 ? "round" : "rounds");
	else
		rc |= buf_printf(bf, "Going to Boston, round %u of %u\n",
		    b->round + 1u, b->rounds);
	rc |= buf_printf(bf, "Each cell: the dice kept, then the score "
	    "(%s); * won the round.\n", b->mult ? "(1st + 2nd) x 3rd" :
	    "their sum");
	for (s = 0; s < b->t.n; s++) {
		w[s] = sheet_cols(nm->s[s]);
		for (r = 0; r < b->rounds; r++) {
			cell(b, r, s, num);
			if (strlen(num) > w[s])
				w[s] = strlen(num);
		}
	}
	rc |= sheet_cell(bf, "Round", 5, 0, 1);
	for (s = 0; s < b->t.n; s++)
		rc |= sheet_cell(bf, nm->s[s], w[s], 1, 0);
	rc |= sheet_end_line(bf);
	for (r = 0; r < b->rounds; r++) {
		unum_format(num, r + 1);
		rc |= sheet_cell(bf, num, 5, 1, 1);
		for (s = 0; s < b->t.n; s++) {
			cell(b, r, s, num);
			rc |= sheet_cell(bf, num, w[s], 1, 0);
		}
		rc |= sheet_end_line(bf);
	}
	rc |= sheet_cell(bf, "Won", 5, 0, 1);
	rc |= sheet_pad(bf, 2);		/* "Won" in the 5 of "Round" */
	for (s = 0; s < b->t.n; s++) {
		num_format(num, (long long)b->t.total[s]);
		rc |= sheet_cell(bf, num, w[s], 1, 0);
	}
	return rc | sheet_end_line(bf);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *bf)
{
	const struct boston *b = st;
	unsigned long w;
	unsigned s;
	char kept[32];

	if (b->t.phase == T_OPEN && b->t.throws > 0) {
		kept_words(b->kept[b->round][b->t.cur], b->t.throws, kept,
		    sizeof(kept));
		return buf_printf(bf, "%s's turn: %s kept; throw %u %s.\n",
		    nm->s[b->t.cur], kept, b->t.dice, die_noun(b->t.dice));
	}
	if (b->t.phase != T_OVER)
		return buf_printf(bf, "%s to play round %u.\n", nm->s[b->t.cur],
		    b->round + 1u);
	w = turn_winners(&b->t, 1);
	for (s = 0; !(w & (1ul << s)); s++)
		;
	/* the winners' line, its "with N." going on: "with N rounds of M" */
	if (sheet_winners(bf, nm, b->t.n, w, b->t.total) < 0)
		return -1;
	bf->len -= 2;			/* its ".\n" */
	bf->s[bf->len] = '\0';
	return buf_printf(bf, " %s of %u%s.\n", b->t.total[s] == 1 ? "round" :
	    "rounds", b->rounds, w & (w - 1) ? " each" : "");
}

static int
boston_render(const void *st, const struct render_info *ri,
    struct buf *bf)
{
	return sheet_render(bf, ri, ((const struct boston *)st)->t.n, st,
	    card, status);
}

static const char *const boston_aliases[] = {
	"yankee-grab", "newmarket", NULL
};

static const struct session_ops boston_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = boston_init,
	.begin_turn = turn_begin,
	.end_turn = boston_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = boston_why,
	.verbs = boston_verbs,
	.write = "roll",
	.ready = boston_ready,
	.view = boston_view,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * keep and stop, only ever refused, have none.
 */
static const struct game_form boston_forms[] = {
	{ "roll DICE", "roll 653",
	    "throw 3 dice, then 2, then 1; the highest of each stays" },
	{ NULL, NULL, NULL }
};

const struct game game_going_to_boston = {
	.id = "going-to-boston",
	.name = "Going to Boston",
	.aliases = boston_aliases,
	.kind = GAME_SESSION,
	.opts = boston_opts,
	.forms = boston_forms,
	.state_size = sizeof(struct boston),
	.render = boston_render,
	.session = &boston_session,
};
