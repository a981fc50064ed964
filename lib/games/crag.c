/*
 * crag: Crag, a Yacht-like session with three dice and a card of
 * thirteen categories, each filled once by every player.
 *
 * A turn: `roll` throws the three dice; the player may then throw again,
 * once, any or all of them: `keep` sets aside dice of the first throw
 * (several keeps add up) and the second `roll` throws exactly the rest.
 * `score CAT` writes the three dice (those set aside plus the last
 * throw) into one category of the player's card that is still empty,
 * and ends the turn.  Dice that do not make the category score 0 there,
 * which is how the rules' "enter a nought" is written.
 *
 * The card, in order: ones to sixes (the dice showing that face, face
 * times count); odd-straight 1-3-5, even-straight 2-4-6, low-straight
 * 1-2-3 and high-straight 4-5-6, 20 each; three-of-a-kind (all three
 * alike) 25; thirteen (a total of 13 with three different values: 2-5-6
 * or 3-4-6) 26; crag (a total of 13 with a pair: 1-6-6, 3-5-5 or 4-4-5)
 * 50.  No bonus.  The game ends when every player has filled all
 * thirteen boxes; the highest total wins, equal best totals share the
 * win (RULINGS.md, dice games).
 *
 * Rulings of our own, where RULINGS.md is silent (rongo-games(7) marks
 * them):
 *  - One to sixteen players.
 *  - Any empty box may take the dice, a nought included, even when the
 *    dice would score elsewhere: the rules only say a player with no
 *    use for the dice must write a nought, and advise a low box.
 *  - A die set aside is not thrown again; nothing may be set aside
 *    after the rethrow (there is no throw left to keep dice from).
 *  - The rethrow is optional and may be of all three dice (no keep);
 *    a crag or any other category pays the same on either throw.
 *  - A crag is not a thirteen (the rules' "without a double"), and
 *    three alike are a three-of-a-kind whatever their face.
 *
 * Data model: struct crag, plain data.  cur is the seat to play; open
 * says its turn has begun and not yet scored; over that the turn line
 * being read has scored (lastcat) and takes no more actions.  During a
 * turn, kept[] holds the dice set aside and last[] what is left of the
 * last throw.  box[s][c] is EMPTY or the points written in category c
 * of seat s.
 *
 * Invariants: nkept + nlast == CRAG_DICE once throws > 0; throws <= 2;
 * open and over are never both set; every check comes before the first
 * change, so a refused action leaves the state untouched.
 */
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "sheet.h"

#define CRAG_DICE	3		/* dice of a throw */
#define CRAG_THROWS	2		/* the throw and the one rethrow */
#define CRAG_CATS	13
#define NSEATS		SESSION_PLAYERS_MAX
#define EMPTY		(-1)

/* What a category asks of the three dice. */
enum test {
	T_UPPER,		/* the dice showing face `arg` */
	T_SET,			/* exactly the faces of `set` */
	T_KIND,			/* three alike */
	T_THIRTEEN,		/* total 13, three different values */
	T_CRAG			/* total 13 with a pair */
};

struct cat {
	const char	*id;
	enum test	 test;
	unsigned char	 arg;
	unsigned char	 set[CRAG_DICE];	/* T_SET, increasing */
	int		 points;		/* all but T_UPPER */
};

static const struct cat cats[CRAG_CATS] = {
	{ "ones", T_UPPER, 1, { 0 }, 0 },
	{ "twos", T_UPPER, 2, { 0 }, 0 },
	{ "threes", T_UPPER, 3, { 0 }, 0 },
	{ "fours", T_UPPER, 4, { 0 }, 0 },
	{ "fives", T_UPPER, 5, { 0 }, 0 },
	{ "sixes", T_UPPER, 6, { 0 }, 0 },
	{ "odd-straight", T_SET, 0, { 1, 3, 5 }, 20 },
	{ "even-straight", T_SET, 0, { 2, 4, 6 }, 20 },
	{ "low-straight", T_SET, 0, { 1, 2, 3 }, 20 },
	{ "high-straight", T_SET, 0, { 4, 5, 6 }, 20 },
	{ "three-of-a-kind", T_KIND, 0, { 0 }, 25 },
	{ "thirteen", T_THIRTEEN, 0, { 0 }, 26 },
	{ "crag", T_CRAG, 0, { 0 }, 50 },
};

struct crag {
	unsigned char	nseats;
	unsigned char	cur;		/* the seat to play */
	unsigned char	open;		/* cur's turn has begun, not scored */
	unsigned char	over;		/* the turn line being read scored */
	unsigned char	lastcat;	/* ... in this category */
	unsigned char	throws;		/* throws of cur's turn, 0 to 2 */
	unsigned char	nkept, nlast;
	unsigned char	kept[CRAG_DICE];
	unsigned char	last[CRAG_DICE];
	unsigned	turns;		/* turns scored, every seat's */
	short		box[NSEATS][CRAG_CATS];
};

_Static_assert(sizeof(struct crag) <= GAME_STATE_MAX, "crag state");

/*
 * Scoring three dice.
 */

static long
points_of(const struct cat *c, const unsigned char d[CRAG_DICE])
{
	unsigned char s[CRAG_DICE], t;
	int total = d[0] + d[1] + d[2];
	int pair, all_alike;
	unsigned i, j;

	memcpy(s, d, sizeof(s));
	for (i = 1; i < CRAG_DICE; i++)		/* insertion sort */
		for (j = i; j > 0 && s[j - 1] > s[j]; j--) {
			t = s[j];
			s[j] = s[j - 1];
			s[j - 1] = t;
		}
	all_alike = s[0] == s[2];
	pair = !all_alike && (s[0] == s[1] || s[1] == s[2]);
	switch (c->test) {
	case T_UPPER:
		return (long)c->arg * ((d[0] == c->arg) + (d[1] == c->arg) +
		    (d[2] == c->arg));
	case T_SET:
		return memcmp(s, c->set, CRAG_DICE) == 0 ? c->points : 0;
	case T_KIND:
		return all_alike ? c->points : 0;
	case T_THIRTEEN:
		return total == 13 && !pair && !all_alike ? c->points : 0;
	case T_CRAG:
	default:
		return total == 13 && pair ? c->points : 0;
	}
}

static int
cat_index(const char *s, size_t len)
{
	unsigned i;

	for (i = 0; i < CRAG_CATS; i++)
		if (strlen(cats[i].id) == len && memcmp(cats[i].id, s, len) == 0)
			return (int)i;
	return -1;
}

static int
unknown_cat(unsigned word, const char *s, size_t len, struct game_err *e)
{
	char list[200];
	size_t n = 0;
	unsigned i;

	list[0] = '\0';
	for (i = 0; i < CRAG_CATS && n < sizeof(list); i++)
		n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
		    i == 0 ? "" : ", ", cats[i].id);
	return game_errf(e, word, 0, 0, "unknown category '%.*s': crag has %s",
	    (int)(len > 40 ? 40 : len), s, list);
}

static int
crag_category(const char *cat, const unsigned char *dice, size_t n,
    long *points, struct game_err *e)
{
	size_t i;
	int c;

	if (n != CRAG_DICE)
		return game_errf(e, 0, 0, 0, "a category takes 3 dice, not %zu",
		    n);
	for (i = 0; i < n; i++)
		if (dice[i] < 1 || dice[i] > 6)
			return game_errf(e, 0, 0, 0, "dice show 1 to 6, not %d",
			    dice[i]);
	if ((c = cat_index(cat, strlen(cat))) < 0)
		return unknown_cat(0, cat, strlen(cat), e);
	*points = points_of(&cats[c], dice);
	return 0;
}

/*
 * The card's sums and the end.
 */

static long
crag_score(const void *st, unsigned seat)
{
	const struct crag *g = st;
	long sum = 0;
	unsigned i;

	if (seat >= g->nseats)
		return 0;
	for (i = 0; i < CRAG_CATS; i++)
		if (g->box[seat][i] != EMPTY)
			sum += g->box[seat][i];
	return sum;
}

static int
card_full(const struct crag *g, unsigned seat)
{
	unsigned i;

	for (i = 0; i < CRAG_CATS; i++)
		if (g->box[seat][i] == EMPTY)
			return 0;
	return 1;
}

static int
crag_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct crag *g = st;
	unsigned long w = 0;
	long best = 0, t;
	unsigned i;

	for (i = 0; i < g->nseats; i++)
		if (!card_full(g, i))
			return 0;
	for (i = 0; i < g->nseats; i++) {
		t = crag_score(g, i);
		if (w == 0 || t > best) {
			best = t;
			w = 1UL << i;
		} else if (t == best)
			w |= 1UL << i;
	}
	if (winners != NULL)
		*winners = w;
	if (why != NULL)
		snprintf(why, 256, "every player has filled all 13 boxes");
	return 1;
}

/*
 * The turn.
 */

static int
crag_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct crag *g = st;
	unsigned i, c;

	(void)v;
	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Crag is for 1 to %d players, not "
		    "%u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	g->nseats = (unsigned char)n;
	for (i = 0; i < NSEATS; i++)
		for (c = 0; c < CRAG_CATS; c++)
			g->box[i][c] = EMPTY;
	return 0;
}

static int
is_word(const char *s, size_t len, const char *w)
{
	return strlen(w) == len && memcmp(s, w, len) == 0;
}

static int
crag_starts_action(const char *s, size_t len)
{
	return is_word(s, len, "roll") || is_word(s, len, "keep") ||
	    is_word(s, len, "score");
}

static int
crag_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct crag *g = st;

	if (session_turn_check(g->open, seat, g->cur, e) < 0)
		return -1;
	g->over = 0;
	g->open = 1;
	return 0;
}

static int
crag_end_turn(void *st, struct game_err *e)
{
	const struct crag *g = st;

	if (g->open)
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "ends by scoring a category");
	return 0;
}

static int
has_digit(const struct word *w)
{
	size_t i;

	for (i = 0; i < w->len; i++)
		if (w->s[i] >= '0' && w->s[i] <= '9')
			return 1;
	return 0;
}

/* The dice written in words w[1..n): digits 1-6, together or apart (a
 * ',' inside a word is skipped, as YAML keeps "3,6,6" whole).  The
 * first CRAG_DICE go into d[]; from[] tells the word of each of the
 * first CRAG_DICE + 1 (the first die too many is pointed at); *count
 * counts them all. */
static int
read_dice(const struct word *w, size_t n, unsigned char d[CRAG_DICE],
    unsigned from[CRAG_DICE + 1], unsigned *count, struct game_err *e)
{
	size_t k, i;
	char c;

	*count = 0;
	for (k = 1; k < n; k++)
		for (i = 0; i < w[k].len; i++) {
			c = w[k].s[i];
			if (c == ',')
				continue;
			if ((c < '1' || c > '6') && !has_digit(&w[k]))
				return game_errf(e, (unsigned)k, 0, 0,
				    "'%.*s' is neither dice nor an action "
				    "(roll, keep, score)", (int)(w[k].len > 40 ?
				    40 : w[k].len), w[k].s);
			if (c < '1' || c > '6')
				return game_errf(e, (unsigned)k, (unsigned)i, 1,
				    "'%.*s' is not dice: write each die as a "
				    "digit from 1 to 6", (int)(w[k].len > 40 ?
				    40 : w[k].len), w[k].s);
			if (*count < CRAG_DICE)
				d[*count] = (unsigned char)(c - '0');
			if (*count <= CRAG_DICE)
				from[*count] = (unsigned)k;
			if (*count < 1000)
				(*count)++;
		}
	return 0;
}

static const char *
dice_are(unsigned n)
{
	return n == 1 ? "die is" : "dice are";
}

static int
do_roll(struct crag *g, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[CRAG_DICE];
	unsigned from[CRAG_DICE + 1], count, at;
	unsigned need = CRAG_DICE - (g->throws > 0 ? g->nkept : 0u);

	if (g->throws >= CRAG_THROWS)
		return game_errf(e, 0, 0, 0, "a third throw is not allowed: "
		    "Crag has one rethrow; score a category");
	if (g->throws > 0 && need == 0)
		return game_errf(e, 0, 0, 0, "all three dice are set aside: "
		    "score a category");
	if (n < 2)
		return game_errf(e, 0, 0, 0, "roll needs the dice thrown, as "
		    "in 'roll 366'");
	if (read_dice(w, n, d, from, &count, e) < 0)
		return -1;
	if (count != need) {
		at = count > need ? from[need] : 0;
		if (g->throws == 0)
			return game_errf(e, at, 0, 0, "a throw is of 3 dice, "
			    "not %u", count);
		if (g->nkept == 0)
			return game_errf(e, at, 0, 0, "nothing is set aside: "
			    "the rethrow is of all 3 dice, not %u", count);
		return game_errf(e, at, 0, 0, "%s%u %s left to throw, not %u",
		    count > need ? "only " : "", need, dice_are(need), count);
	}
	memcpy(g->last, d, need);
	g->nlast = (unsigned char)need;
	g->throws++;
	action_dice(canon, "roll", d, count);
	return 0;
}

static int
do_keep(struct crag *g, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[CRAG_DICE], rest[CRAG_DICE];
	unsigned from[CRAG_DICE + 1], count, i, k, nrest;
	unsigned have[7] = { 0 }, want[7] = { 0 };

	if (g->throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (g->throws >= CRAG_THROWS)
		return game_errf(e, 0, 0, 0, "the rethrow is made: dice are set "
		    "aside only before it; score a category");
	if (n < 2)
		return game_errf(e, 0, 0, 0, "keep needs the dice set aside, "
		    "as in 'keep 66'");
	if (read_dice(w, n, d, from, &count, e) < 0)
		return -1;
	if (g->nlast == 0)
		return game_errf(e, 1, 0, 0, "all three dice are set aside "
		    "already");
	if (count > g->nlast)
		return game_errf(e, from[g->nlast], 0, 0, "only %u %s left in "
		    "the last throw to keep, not %u", g->nlast,
		    dice_are(g->nlast), count);
	for (i = 0; i < g->nlast; i++)
		have[g->last[i]]++;
	for (i = 0; i < count; i++) {
		if (++want[d[i]] <= have[d[i]])
			continue;
		if (have[d[i]] == 0)
			return game_errf(e, from[i], 0, 0, "there is no %d left "
			    "in the last throw to keep", d[i]);
		return game_errf(e, from[i], 0, 0, "there %s only %u %s "
		    "showing %d left in the last throw to keep",
		    have[d[i]] == 1 ? "is" : "are", have[d[i]],
		    have[d[i]] == 1 ? "die" : "dice", d[i]);
	}
	/* take them out of the last throw, the rest in order */
	nrest = 0;
	for (i = 0; i < g->nlast; i++) {
		k = g->last[i];
		if (want[k] > 0)
			want[k]--;
		else
			rest[nrest++] = (unsigned char)k;
	}
	memcpy(g->kept + g->nkept, d, count);
	g->nkept = (unsigned char)(g->nkept + count);
	memcpy(g->last, rest, nrest);
	g->nlast = (unsigned char)nrest;
	action_dice(canon, "keep", d, count);
	return 0;
}

static int
do_score(struct crag *g, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	unsigned char d[CRAG_DICE];
	int c;

	if (n < 2)
		return game_errf(e, 0, 0, 0, "score needs a category, as in "
		    "'score crag'");
	if (n > 2)
		return game_errf(e, 2, 0, 0, "score takes one category");
	if ((c = cat_index(w[1].s, w[1].len)) < 0)
		return unknown_cat(1, w[1].s, w[1].len, e);
	if (g->throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (g->box[g->cur][c] != EMPTY)
		return game_errf(e, 1, 0, 0, "%s is already scored",
		    cats[c].id);
	memcpy(d, g->kept, g->nkept);
	memcpy(d + g->nkept, g->last, g->nlast);
	g->box[g->cur][c] = (short)points_of(&cats[c], d);
	g->lastcat = (unsigned char)c;
	g->open = 0;
	g->over = 1;
	g->throws = g->nkept = g->nlast = 0;
	g->cur = (unsigned char)((g->cur + 1u) % g->nseats);
	g->turns++;
	action_word(canon, "score", cats[c].id);
	return 0;
}

static int
crag_action(void *st, const struct word *w, size_t n,
    char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	struct crag *g = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "empty action");
	if (!crag_starts_action(w[0].s, w[0].len))
		return game_errf(e, 0, 0, 0, "unknown action '%.*s': Crag has "
		    "roll, keep and score", (int)(w[0].len > 40 ? 40 :
		    w[0].len), w[0].s);
	if (g->over)
		return game_errf(e, 0, 0, 0, "the turn is over: it scored %s",
		    cats[g->lastcat].id);
	if (!g->open)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	if (is_word(w[0].s, w[0].len, "roll"))
		return do_roll(g, w, n, canon, e);
	if (is_word(w[0].s, w[0].len, "keep"))
		return do_keep(g, w, n, canon, e);
	return do_score(g, w, n, canon, e);
}

static void
crag_expect(const void *st, struct expect *x)
{
	const struct crag *g = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (crag_finished(g, NULL, NULL)) {
		x->seat = -1;
		return;
	}
	x->seat = g->cur;
	x->new_turn = !g->open;
	if (!g->open || g->throws == 0)
		x->dice = CRAG_DICE;
	else if (g->throws < CRAG_THROWS && g->nkept < CRAG_DICE)
		x->dice = CRAG_DICE - g->nkept;
}

/*
 * The score sheet: a row per category in the order of the card, a
 * column per seat headed by its name, '.' for an empty box; the totals;
 * then who is to play (with the throws made, the dice set aside and the
 * rest of the last throw during a turn), or the winner.
 */

static void
dice_text(char *out, const unsigned char *d, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		out[i] = (char)('0' + d[i]);
	out[n] = '\0';
}

static int
status(const struct crag *g, const struct sheet_names *nm, struct buf *b)
{
	int64_t total[NSEATS];
	char kept[CRAG_DICE + 1], last[CRAG_DICE + 1];
	unsigned long w;
	unsigned s;
	int rc = 0;

	if (crag_finished(g, &w, NULL)) {
		for (s = 0; s < g->nseats; s++)
			total[s] = crag_score(g, s);
		return sheet_winners(b, nm, g->nseats, w, total);
	}
	rc |= buf_printf(b, "%s to play", nm->s[g->cur]);
	if (!g->open || g->throws == 0)
		return rc | buf_puts(b, ".\n");
	dice_text(kept, g->kept, g->nkept);
	dice_text(last, g->last, g->nlast);
	rc |= buf_printf(b, ": %u of %d throws", g->throws, CRAG_THROWS);
	if (g->nkept > 0)
		rc |= buf_printf(b, ", set aside %s", kept);
	if (g->nlast > 0)
		rc |= buf_printf(b, ", last throw %s", last);
	return rc | buf_puts(b, ".\n");
}

static int
sheet(const struct crag *g, const struct sheet_names *nm, struct buf *b)
{
	size_t lw = strlen("three-of-a-kind"), cw[NSEATS];
	char v[32];
	unsigned s, c;
	int rc = 0;

	if (g->open)
		rc |= buf_printf(b, "Crag, turn %u\n", g->turns + 1);
	else if (g->turns == 0)
		rc |= buf_puts(b, "Crag, start\n");
	else
		rc |= buf_printf(b, "Crag, after turn %u\n", g->turns);
	for (s = 0; s < g->nseats; s++) {
		cw[s] = sheet_cols(nm->s[s]);
		if (cw[s] < 3)
			cw[s] = 3;	/* 244 at most */
	}
	rc |= sheet_pad(b, lw);
	for (s = 0; s < g->nseats; s++)
		rc |= sheet_cell(b, nm->s[s], cw[s], 1, 0);
	rc |= sheet_end_line(b);
	for (c = 0; c < CRAG_CATS; c++) {
		rc |= sheet_cell(b, cats[c].id, lw, 0, 1);
		rc |= sheet_pad(b, lw - strlen(cats[c].id));
		for (s = 0; s < g->nseats; s++) {
			if (g->box[s][c] == EMPTY)
				snprintf(v, sizeof(v), ".");
			else
				snprintf(v, sizeof(v), "%d", g->box[s][c]);
			rc |= sheet_cell(b, v, cw[s], 1, 0);
		}
		rc |= sheet_end_line(b);
	}
	rc |= sheet_cell(b, "total", lw, 0, 1);
	rc |= sheet_pad(b, lw - strlen("total"));
	for (s = 0; s < g->nseats; s++) {
		snprintf(v, sizeof(v), "%ld", crag_score(g, s));
		rc |= sheet_cell(b, v, cw[s], 1, 0);
	}
	rc |= sheet_end_line(b);
	return rc;
}

static int
crag_render(const void *st, const struct render_info *ri, struct buf *b)
{
	const struct crag *g = st;
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, g->nseats);
	return render_end(b, len, (sheet(g, &nm, b) == 0 &&
	    status(g, &nm, b) == 0) ? 0 : -1);
}

static const struct session_ops crag_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = crag_init,
	.starts_action = crag_starts_action,
	.begin_turn = crag_begin_turn,
	.action = crag_action,
	.end_turn = crag_end_turn,
	.expect = crag_expect,
	.score = crag_score,
	.order = 1,
	.finished = crag_finished,
	.category = crag_category,
};

const struct game game_crag = {
	.id = "crag",
	.name = "Crag",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = NULL,
	.state_size = sizeof(struct crag),
	.render = crag_render,
	.session = &crag_session,
};
