/*
 * chicago: Chicago (also called Rotation), a dice session for any number
 * of seats with two dice.
 *
 * The game lasts eleven rounds.  Round r has the aim r + 1: round 1 aims
 * at 2, round 2 at 3, and so on up to round 11, which aims at 12.  In each
 * round every seat, in the order of the Players tag, throws both dice
 * once; a throw whose total equals the round's aim scores the aim in
 * points, any other throw scores nothing.  After the last round the
 * highest total wins; equal totals share the win (RULINGS.md: no
 * play-off unless the game asks for one, and this one does not).
 *
 * Action: "roll DICE" (the throw, both dice as digits in the order
 * thrown).  The referee works out the points of every throw, the round,
 * the end and the winner; none of it is written.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - A turn is exactly one throw of the two dice.  The rule text speaks
 *    of a player "throwing a total" in each round and gives no second
 *    chance, so a second throw in the same turn is refused, and so is a
 *    new turn line before the turn before has thrown.
 *  - Only the exact total scores; a throw's points are the aim, never
 *    the dice (a 5+3 in round 7, aim 8, scores 8; the same throw in
 *    round 6 scores nothing).
 *  - One to sixteen players; a lone player simply plays for a score.
 *  - `rounds=N` (1 to 11, default 11) plays only the first N rounds,
 *    aims 2 to N + 1: RULINGS.md lets a set number of rounds be changed,
 *    and a twelfth round would aim at 13, which two dice cannot throw.
 *
 * Data model: struct chicago, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur in
 * round `round` (0-based; its aim is round + 2) needs next, its turns
 * are the turns finished.  dice[r][s] holds the throw of seat s in round
 * r, {0, 0} while it has not thrown; t.total[] the points so far.
 *
 * Invariants: turns == round * n + cur while the game is not over, and
 * exactly the turns finished have their dice[] filled; total[s] is the
 * sum over the filled rounds r of r + 2 where dice[r][s] totals r + 2;
 * phase is T_OVER exactly when every seat has thrown in the last
 * round; a refused action leaves the state untouched (every check
 * comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define CHI_ROUNDS	11
#define CHI_DICE	2
#define NSEATS		SESSION_PLAYERS_MAX

enum chicago_opt {
	O_ROUNDS
};

static const struct game_opt chicago_opts[] = {
	{ "rounds", OPT_INT, 1, CHI_ROUNDS, CHI_ROUNDS,
	    "play the first N rounds, aims 2 to N + 1", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

struct chicago {
	struct turn	t;
	unsigned char	rounds, round;
	unsigned char	dice[CHI_ROUNDS][NSEATS][CHI_DICE];
};

_Static_assert(sizeof(struct chicago) <= GAME_STATE_MAX, "chicago state");

/* The aim of round r (0-based). */
static int
aim(unsigned r)
{
	return (int)r + 2;
}

/* The points of throw d in round r. */
static int
points(const unsigned char *d, unsigned r)
{
	return d[0] + d[1] == aim(r) ? aim(r) : 0;
}

static int
chicago_init(void *st, unsigned n, const struct variant *v,
    struct game_err *e)
{
	struct chicago *c = st;

	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Chicago is for 1 to %d players, "
		    "not %u", NSEATS, n);
	memset(c, 0, sizeof(*c));
	turn_init(&c->t, n, CHI_DICE);
	c->rounds = (unsigned char)(v != NULL ? v->val[O_ROUNDS] :
	    chicago_opts[O_ROUNDS].def);
	return 0;
}

static void
chicago_why(const void *st, char why[256])
{
	const struct chicago *c = st;

	if (c->rounds == 1)
		snprintf(why, 256, "its one round is played");
	else
		snprintf(why, 256, "all %u rounds are played", c->rounds);
}

/* Why no throw can come now: the turn has thrown already. */
static int
chicago_ready(const void *st, struct game_err *e)
{
	const struct chicago *c = st;
	unsigned r, s;

	if (c->t.phase != T_WAIT)
		return 0;
	if (c->t.turns == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	/* the turn just finished: the one before (round, cur) */
	r = c->t.cur == 0 ? c->round - 1u : c->round;
	s = c->t.cur == 0 ? c->t.n - 1u : c->t.cur - 1u;
	return game_errf(e, 0, 0, 0, "the turn is over: a turn is one throw, "
	    "and this one threw %u+%u", c->dice[r][s][0], c->dice[r][s][1]);
}

/* The layer has read the throw, the two dice due: score it and pass
 * the dice on. */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct chicago *c = st;

	(void)e;
	memcpy(c->dice[c->round][c->t.cur], a->d, CHI_DICE);
	c->t.total[c->t.cur] += points(a->d, c->round);
	turn_pass(&c->t);
	if (c->t.cur == 0 && c->round + 1u == c->rounds)
		c->t.phase = T_OVER;
	else if (c->t.cur == 0)
		c->round++;
	return 0;
}

static const struct verb chicago_verbs[] = {
	{ "roll", ACT_THROW, act_roll, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
chicago_end_turn(void *st, struct game_err *e)
{
	struct chicago *c = st;

	if (c->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws the two dice once");
	return 0;
}

/* -p: the turn's throws, 0: a turn is one throw, read at once. */
static void
chicago_view(const void *st, struct session_view *v)
{
	v->throws = ((const struct turn *)st)->throws;
}

/*
 * The score sheet, as players keep it: a row per round with its aim and
 * what each seat scored (0 for a miss, blank until it has thrown), then
 * the totals and the status.
 */

static int
draw_sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct chicago *c = st;
	size_t w[NSEATS], len;
	char num[32];
	unsigned r, s;
	int rc = sheet_title(b, "Chicago", &c->t);

	rc |= buf_printf(b, "%u %s of 2 dice: a throw totalling the aim "
	    "scores it.\n", c->rounds, count_noun(c->rounds, "round",
	    "rounds"));
	for (s = 0; s < c->t.n; s++) {
		w[s] = sheet_cols(nm->s[s]);
		len = num_format(num,
		    (long long)c->t.total[s]);
		if (len > w[s])
			w[s] = len;
	}
	rc |= buf_puts(b, "Round  Aim");
	for (s = 0; s < c->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], w[s], 1, 0);
	rc |= sheet_end_line(b);
	for (r = 0; r < c->rounds; r++) {
		/* no format parsed: every row goes out after every turn */
		rc |= buf_putnumw(b, r + 1, 5);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putnumw(b, aim(r), 3);
		for (s = 0; s < c->t.n; s++) {
			if (c->dice[r][s][0] == 0)
				rc |= sheet_cell(b, "", w[s], 1, 0);
			else
				rc |= sheet_num(b, points(c->dice[r][s], r),
				    w[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	rc |= buf_add(b, "Total     ", 10);
	for (s = 0; s < c->t.n; s++)
		rc |= sheet_num(b, (long long)c->t.total[s], w[s], 1, 0);
	return rc | sheet_end_line(b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct chicago *c = st;
	unsigned long w;
	char why[256];

	if (c->t.phase != T_OVER)
		return buf_printf(b, "%s to play: round %u aims at %d.\n",
		    nm->s[c->t.cur], c->round + 1u, aim(c->round));
	w = turn_winners(&c->t, 1);
	chicago_why(c, why);
	why[0] = (char)(why[0] - 'a' + 'A');
	if (buf_printf(b, "%s.\n", why) < 0)
		return -1;
	return sheet_winners(b, nm, c->t.n, w, c->t.total);
}

static int
chicago_render(const void *st, const struct render_info *ri,
    struct buf *b)
{
	return sheet_render(b, ri, ((const struct chicago *)st)->t.n, st,
	    draw_sheet, status);
}

static const struct session_ops chicago_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = chicago_init,
	.begin_turn = turn_begin,
	.end_turn = chicago_end_turn,
	.expect = turn_expect,
	.score = turn_score,
	.order = 1,
	.why = chicago_why,
	.verbs = chicago_verbs,
	.write = "roll and the two dice; the referee scores the throw",
	.actions = "the only action is roll",
	.ready = chicago_ready,
	.view = chicago_view,
};

static const char *const chicago_aliases[] = { "rotation", NULL };

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form chicago_forms[] = {
	{ "roll DICE", "roll 11",
	    "throw the two dice once, aiming at the round's total" },
	{ NULL, NULL, NULL }
};

const struct game game_chicago = {
	.id = "chicago",
	.name = "Chicago",
	.aliases = chicago_aliases,
	.kind = GAME_SESSION,
	.opts = chicago_opts,
	.forms = chicago_forms,
	.state_size = sizeof(struct chicago),
	.render = chicago_render,
	.session = &chicago_session,
};
