/*
 * catch-up: Catch-Up, a dice session for two to sixteen seats sitting in
 * a circle, with two dice that travel round it.
 *
 * The first die starts with seat 0, the second with the seat opposite,
 * floor(n / 2) (RULINGS.md).  The game goes in beats: in each beat the
 * holder of the first die throws it, then the holder of the second die
 * throws that.  When both have thrown, a die that shows 6 passes on: the
 * first die to the left (the next seat), the second to the right (the
 * previous seat).  If one seat now holds both dice, its player takes a
 * token and passes one die to the seat opposite, seat i + floor(n / 2)
 * mod n (RULINGS.md).  The first player to take the target number of
 * tokens (3; Variant "tokens=N") wins, and the game ends at once.
 *
 * The only action is "roll D" (the one die thrown).  The referee passes
 * the dice, hands out the tokens and ends the game; nothing of it is
 * written and the players decide nothing, so the refusals are about the
 * record: a line for a player who is not to throw, a throw of the wrong
 * size, a second throw on one line, a line with no throw.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)):
 *  - Two to sixteen players.  With two, the left and right neighbours
 *    are the same player, the other one, who is also the one opposite.
 *  - A beat is two turn lines, the holder of the first die first, then
 *    the holder of the second: each line is exactly one throw of one
 *    die.  The rule text has both throw at once; a record needs an
 *    order, and the passes wait until both have thrown.
 *  - The two passes of a beat happen together: when both dice show 6
 *    and their holders sit side by side, the first die on the right of
 *    the second, the dice simply change hands and nobody holds both.
 *  - The player who takes a token keeps the first die and passes the
 *    second die to the seat opposite, so the game goes on as it
 *    started, with that player in the place of seat 0; the dice keep
 *    their directions (first left, second right) for the whole game.
 *    The two dice are therefore never with one player when a beat
 *    begins, and every beat has two throwers.
 *  - Only the token ends the game; a beat in which nobody takes one
 *    simply leads to the next.  Tokens are never shared, so there is
 *    always a single winner; a player's score is its tokens.
 *  - "pass" is known only to be refused: the referee passes the dice.
 *  - A line for a player who holds no die, or for the second die's
 *    holder before the first die is thrown, is refused with the game's
 *    reason (not_now: "Bob holds no die: Ann throws the first die
 *    next").
 *
 * Data model: struct cu, plain data, beginning with the session layer's
 * turn (session.h): its cur is the holder of the die due, at[next],
 * its phase whether that holder's line has begun, its turns the lines
 * with their throw.  at[0] and at[1] are the seats holding the first
 * and the second die; next says which die throws next (0 or 1), the
 * first thrown waiting in the last beat of hist[] for the second.
 * tokens[] counts each seat's tokens.  hist[] keeps the last
 * CU_HIST beats for the score sheet (the oldest dropped first); beats
 * counts them all.
 *
 * Invariants: at[0] != at[1] whenever a beat begins (phase T_WAIT or
 * T_OPEN with next 0), since a meeting always ends with the second die
 * sent across the circle, and floor(n / 2) >= 1; t.cur == at[next];
 * phase is T_OVER exactly when some tokens[s] equals goal, and winner
 * is then s; a refused action leaves the state untouched (every check
 * comes before the first change).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define CU_HIST		600
#define CU_TOKENS_MAX	1000000
#define NSEATS		SESSION_PLAYERS_MAX
#define NOBODY		0xff

enum cu_opt {
	O_TOKENS
};

static const struct game_opt cu_opts[] = {
	{ "tokens", OPT_INT, 1, CU_TOKENS_MAX, 3,
	    "the first player to take N tokens wins", 0, { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

/* One beat, for the score sheet. */
struct cu_beat {
	unsigned char	by[2];		/* who threw the first, the second */
	unsigned char	d[2];		/* what they threw; d[1] 0: not yet */
	unsigned char	to[2];		/* where a 6 passed each; NOBODY */
	unsigned char	taker;		/* who took a token; NOBODY */
	unsigned char	across;		/* where the taker sent the second */
	uint32_t	count;		/* the taker's tokens after it */
};

struct cu {
	struct turn	t;		/* t.turns: throws made */
	unsigned char	half, next;
	unsigned char	at[2];		/* the holders of the two dice */
	unsigned char	winner;
	uint32_t	goal;
	int64_t		tokens[NSEATS];
	unsigned long	beats;		/* beats begun */
	unsigned	nhist;
	struct cu_beat	hist[CU_HIST];
};

_Static_assert(sizeof(struct cu) <= GAME_STATE_MAX, "catch-up state");

static const char *const die_name[2] = { "first", "second" };

static int
cu_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct cu *g = st;

	if (n < 2 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Catch-Up is for 2 to %d "
		    "players, not %u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	turn_init(&g->t, n, 1);
	g->half = (unsigned char)(n / 2);
	g->goal = (uint32_t)(v != NULL ? v->val[O_TOKENS] :
	    cu_opts[O_TOKENS].def);
	g->at[1] = g->half;
	g->winner = NOBODY;
	return 0;
}

static void
cu_why(const void *st, char why[256])
{
	const struct cu *g = st;

	snprintf(why, 256, "the first to %lu %s wins",
	    (unsigned long)g->goal, count_noun(g->goal, "token",
	    "tokens"));
}

/* Why no throw can come on this line: it has thrown already. */
static int
cu_ready(const void *st, struct game_err *e)
{
	const struct cu *g = st;
	unsigned k = !g->next;	/* the die the line just ended threw */

	if (g->t.phase != T_WAIT)
		return 0;
	if (g->nhist == 0)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return game_errf(e, 0, 0, 0, "the turn is over: a turn is one throw, "
	    "and this one threw the %s die, a %u", die_name[k],
	    g->hist[g->nhist - 1].d[k]);
}

/* Keep room for one more beat, dropping the oldest. */
static struct cu_beat *
new_beat(struct cu *g)
{
	struct cu_beat *b;

	if (g->nhist == CU_HIST) {
		memmove(g->hist, g->hist + 1, (CU_HIST - 1) *
		    sizeof(g->hist[0]));
		g->nhist--;
	}
	b = &g->hist[g->nhist++];
	memset(b, 0, sizeof(*b));
	b->to[0] = b->to[1] = b->taker = b->across = NOBODY;
	g->beats++;
	return b;
}

/* Both dice are thrown: pass the 6s on, then hand out a token. */
static void
end_of_beat(struct cu *g, struct cu_beat *b)
{
	unsigned n = g->t.n, s;

	if (b->d[0] == 6)
		b->to[0] = g->at[0] = (unsigned char)((g->at[0] + 1u) % n);
	if (b->d[1] == 6)
		b->to[1] = g->at[1] = (unsigned char)((g->at[1] + n - 1u) % n);
	g->next = 0;
	if (g->at[0] != g->at[1])
		return;
	s = g->at[0];
	g->tokens[s]++;
	b->taker = (unsigned char)s;
	b->count = (uint32_t)g->tokens[s];
	b->across = g->at[1] = (unsigned char)((s + g->half) % n);
	if (g->tokens[s] >= g->goal) {
		g->winner = (unsigned char)s;
		g->t.phase = T_OVER;
		g->t.won = 1ul << s;
	}
}

/* roll reads its die itself: a throw of two dice is told why one is
 * enough, where the layer's throw would only count them. */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct cu *g = st;
	struct cu_beat *b;
	unsigned char d[1];
	size_t nd;
	unsigned wi;

	if (get_dice(a->w, a->n, d, 1, &nd, &wi, "the only action is roll",
	    e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the 1 die thrown after "
		    "roll");
	if (nd != 1)
		return game_errf(e, wi, 0, 0, "a throw is 1 die, not %zu: "
		    "each holder throws its own die", nd);

	/* legal: record it, and end the beat after the second die */
	action_dice(a->canon, "roll", d, 1);
	b = g->next == 0 ? new_beat(g) : &g->hist[g->nhist - 1];
	b->by[g->next] = g->at[g->next];
	b->d[g->next] = d[0];
	if (g->next == 0)
		g->next = 1;
	else
		end_of_beat(g, b);
	g->t.turns++;
	g->t.cur = g->at[g->next];
	if (g->t.phase != T_OVER)
		g->t.phase = T_WAIT;
	return 0;
}

/* "pass" is a verb only to be refused with the game's reason. */
static int
act_pass(void *st, struct act *a, struct game_err *e)
{
	(void)st;
	(void)a;
	return game_errf(e, 0, 0, 0, "nothing is passed by hand: the referee "
	    "passes a die that shows 6, and the second die after a token");
}

static const struct verb cu_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 0 },
	{ "pass", ACT_NONE, act_pass, NULL, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
cu_end_turn(void *st, struct game_err *e)
{
	struct cu *g = st;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "the holder of the %s die throws it once",
		    die_name[g->next]);
	return 0;
}

static long
cu_score(const void *st, unsigned seat)
{
	const struct cu *g = st;

	return seat < g->t.n ? (long)g->tokens[seat] : 0;
}

/*
 * The score sheet, as children would keep it on paper: a row per beat
 * with who threw what and what followed (the dice passed on, a token
 * taken), then the circle of players with the dice they hold and their
 * tokens, then the status.
 */

/* The "Then" cell of beat b. */
/* s after the len bytes of out (size bytes), cut as snprintf cuts;
 * returns the length it would have had whole.  Every row of the sheet
 * is written again after every beat: no format parsed. */
static size_t
text_cat(char *out, size_t len, size_t size, const char *s)
{
	size_t n = strlen(s);

	if (len + 1 < size)
		memcpy(out + len, s, len + n < size ? n + 1 : size - 1 - len);
	out[len + n < size ? len + n : size - 1] = '\0';
	return len + n;
}

static void
then_text(const struct cu_beat *b, const struct sheet_names *nm,
    char *out, size_t size)
{
	char num[24];
	size_t len = 0;
	unsigned k;

	out[0] = '\0';
	for (k = 0; k < 2; k++)
		if (b->to[k] != NOBODY && len < size) {
			if (len > 0)
				len = text_cat(out, len, size, ", ");
			len = text_cat(out, len, size, die_name[k]);
			len = text_cat(out, len, size, " to ");
			len = text_cat(out, len, size, nm->s[b->to[k]]);
		}
	if (b->taker != NOBODY && len < size) {
		len = text_cat(out, len, size, "; ");
		len = text_cat(out, len, size, nm->s[b->taker]);
		len = text_cat(out, len, size, " takes token ");
		unum_format(num, (unsigned long)b->count);
		len = text_cat(out, len, size, num);
		len = text_cat(out, len, size, ", second to ");
		text_cat(out, len, size, nm->s[b->across]);
	}
}

/* The "First" or "Second" cell: the thrower and its die. */
static void
throw_text(const struct cu_beat *b, unsigned k,
    const struct sheet_names *nm, char *out, size_t size)
{
	char num[24];
	size_t len;

	out[0] = '\0';
	if (b->d[k] != 0) {
		len = text_cat(out, 0, size, nm->s[b->by[k]]);
		len = text_cat(out, len, size, " ");
		unum_format(num, b->d[k]);
		text_cat(out, len, size, num);
	}
}

static int
beats(const struct cu *g, const struct sheet_names *nm, struct buf *b)
{
	unsigned long first = g->beats - g->nhist + 1;
	size_t wbeat = 4, wcol[2] = { 5, 6 }, c, i;
	char num[32], cell[SESSION_PLAYERS_MAX * 8 + 512];
	unsigned k;
	int rc = 0;

	if (g->nhist == 0)
		return 0;
	if (first > 1)
		rc |= buf_printf(b, "Beats 1 to %lu are not shown.\n",
		    first - 1);
	unum_format(num, g->beats);
	if (strlen(num) > wbeat)
		wbeat = strlen(num);
	for (i = 0; i < g->nhist; i++)
		for (k = 0; k < 2; k++) {
			throw_text(&g->hist[i], k, nm, cell, sizeof(cell));
			if ((c = sheet_cols(cell)) > wcol[k])
				wcol[k] = c;
		}
	rc |= buf_printf(b, "%*s  %-*s  %-*s  Then\n", (int)wbeat, "Beat",
	    (int)wcol[0], "First", (int)wcol[1], "Second");
	for (i = 0; i < g->nhist; i++) {
		rc |= buf_putnumw(b, (long long)(first + i), (int)wbeat);
		for (k = 0; k < 2; k++) {
			throw_text(&g->hist[i], k, nm, cell, sizeof(cell));
			rc |= sheet_cell(b, cell, wcol[k], 0, 0);
			rc |= sheet_pad(b, wcol[k] - sheet_cols(cell));
		}
		then_text(&g->hist[i], nm, cell, sizeof(cell));
		rc |= sheet_cell(b, cell, 0, 0, 0);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
circle(const struct cu *g, const struct sheet_names *nm, struct buf *b)
{
	size_t wname = 6, wtok = 6, c;
	char num[32];
	const char *holds;
	unsigned s;
	int rc = 0;

	for (s = 0; s < g->t.n; s++) {
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
		num_format(num, (long long)g->tokens[s]);
		if (strlen(num) > wtok)
			wtok = strlen(num);
	}
	rc |= buf_printf(b, "Seat  %-*s  Holds   %*s\n", (int)wname, "Player",
	    (int)wtok, "Tokens");
	for (s = 0; s < g->t.n; s++) {
		rc |= buf_printf(b, "%4u  %s", s + 1, nm->s[s]);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[s]));
		/* never both: a meeting sends the second die across */
		holds = g->at[0] == s ? "first" : g->at[1] == s ? "second" :
		    "";
		rc |= buf_printf(b, "  %-6s  %*lld", holds, (int)wtok,
		    (long long)g->tokens[s]);
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct cu *g = st;
	int rc = 0;

	if (g->t.phase == T_OVER)
		rc |= buf_printf(b, "Catch-Up, %lu %s played\n", g->beats,
		    count_noun(g->beats, "beat", "beats"));
	else if (g->next == 1)
		rc |= buf_printf(b, "Catch-Up, beat %lu in progress\n",
		    g->beats);
	else if (g->beats == 0)
		rc |= buf_puts(b, "Catch-Up, start\n");
	else
		rc |= buf_printf(b, "Catch-Up, after beat %lu\n", g->beats);
	rc |= buf_printf(b, "First to %lu %s; a 6 passes the first die "
	    "left, the second right.\n", (unsigned long)g->goal,
	    count_noun(g->goal, "token", "tokens"));
	rc |= beats(g, nm, b);
	return rc | circle(g, nm, b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct cu *g = st;

	if (g->t.phase != T_OVER)
		return buf_printf(b, "%s to throw the %s die.\n",
		    nm->s[g->at[g->next]], die_name[g->next]);
	return buf_printf(b, "Finished: %s wins with %lld %s.\n",
	    nm->s[g->winner], (long long)g->tokens[g->winner],
	    count_noun((unsigned long)g->tokens[g->winner], "token",
	    "tokens"));
}

static int
cu_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct cu *)st)->t.n, st, sheet,
	    status);
}

/* The reason a line of seat is refused while another is due (see
 * session_ops.not_now). */
static int
cu_not_now(const void *st, unsigned seat, char why[256])
{
	const struct cu *g = st;
	unsigned k = g->next;

	if (g->t.phase == T_OVER || seat == g->at[k])
		return 0;
	if (seat != g->at[!k])
		snprintf(why, 256, "\1 holds no die: \2 throws the %s die "
		    "next", die_name[k]);
	else
		snprintf(why, 256, "it is \2's turn, not \1's: \2 throws "
		    "the %s die", die_name[k]);
	return 1;
}

static const struct session_ops cu_session = {
	.min_players = 2,
	.max_players = NSEATS,
	.init = cu_init,
	.begin_turn = turn_begin,
	.not_now = cu_not_now,
	.end_turn = cu_end_turn,
	.expect = turn_expect,
	.score = cu_score,
	.order = 1,
	.why = cu_why,
	.verbs = cu_verbs,
	.write = "roll and the die thrown",
	.ready = cu_ready,
};

/*
 * --list actions: the forms of each verb, in the order of the verb table;
 * pass, only ever refused, has none.
 */
static const struct game_form cu_forms[] = {
	{ "roll DIE", "roll 3", "throw the die held; a 6 passes it on" },
	{ NULL, NULL, NULL }
};

const struct game game_catch_up = {
	.id = "catch-up",
	.name = "Catch-Up",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = cu_opts,
	.forms = cu_forms,
	.state_size = sizeof(struct cu),
	.render = cu_render,
	.session = &cu_session,
};
