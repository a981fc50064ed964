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
 * Data model: struct crag, plain data, beginning with the session
 * layer's turn (session.h): its cur is the seat to play, its phase
 * T_OPEN from the turn line's start until it scores (lastcat), its
 * throws the throws of the turn, its turns the turns scored, every
 * seat's.  During a turn, kept[] holds the dice set aside and last[]
 * what is left of the last throw.  box[s][c] is EMPTY or the points
 * written in category c of seat s.
 *
 * Invariants: nkept + nlast == CRAG_DICE once throws > 0, both 0
 * before; throws <= 2;
 * phase is T_OVER exactly when turns is 13 a seat, every box filled;
 * every check comes before the first change, so a refused action
 * leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"
#include "suggest.h"

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
	enum test	 test;
	unsigned char	 arg;
	unsigned char	 set[CRAG_DICE];	/* T_SET, three faces */
	int		 points;		/* all but T_UPPER */
};

/* The card, in order: the categories' names (NULL-terminated, as -l
 * tries them), and what each asks of the dice. */
static const char *const cat_ids[CRAG_CATS + 1] = {
	"ones", "twos", "threes", "fours", "fives", "sixes", "odd-straight",
	"even-straight", "low-straight", "high-straight", "three-of-a-kind",
	"thirteen", "crag", NULL
};

static const struct cat cats[CRAG_CATS] = {
	{ T_UPPER, 1, { 0 }, 0 },
	{ T_UPPER, 2, { 0 }, 0 },
	{ T_UPPER, 3, { 0 }, 0 },
	{ T_UPPER, 4, { 0 }, 0 },
	{ T_UPPER, 5, { 0 }, 0 },
	{ T_UPPER, 6, { 0 }, 0 },
	{ T_SET, 0, { 1, 3, 5 }, 20 },
	{ T_SET, 0, { 2, 4, 6 }, 20 },
	{ T_SET, 0, { 1, 2, 3 }, 20 },
	{ T_SET, 0, { 4, 5, 6 }, 20 },
	{ T_KIND, 0, { 0 }, 25 },
	{ T_THIRTEEN, 0, { 0 }, 26 },
	{ T_CRAG, 0, { 0 }, 50 },
};

struct crag {
	struct turn	t;		/* t.throws: 0 to 2 */
	unsigned char	lastcat;	/* the category scored last */
	unsigned char	nkept, nlast;
	unsigned char	kept[CRAG_DICE];
	unsigned char	last[CRAG_DICE];
	short		box[NSEATS][CRAG_CATS];
};

_Static_assert(sizeof(struct crag) <= GAME_STATE_MAX, "crag state");

/*
 * Scoring three dice.
 */

static long
points_of(const struct cat *c, const unsigned char d[CRAG_DICE])
{
	int total = d[0] + d[1] + d[2];
	/* the faces shown, a bit each, and how many differ: 1 all alike,
	 * 2 a pair, 3 none alike */
	unsigned shown = 1u << d[0] | 1u << d[1] | 1u << d[2];
	unsigned faces = 1u + (d[1] != d[0]) + (d[2] != d[0] && d[2] != d[1]);

	switch (c->test) {
	case T_UPPER:
		return (long)c->arg * ((d[0] == c->arg) + (d[1] == c->arg) +
		    (d[2] == c->arg));
	case T_SET:
		return shown == (1u << c->set[0] | 1u << c->set[1] |
		    1u << c->set[2]) ? c->points : 0;
	case T_KIND:
		return faces == 1 ? c->points : 0;
	case T_THIRTEEN:
		return total == 13 && faces == 3 ? c->points : 0;
	case T_CRAG:
	default:
		return total == 13 && faces == 2 ? c->points : 0;
	}
}

static int
cat_index(const char *s, size_t len)
{
	unsigned i;

	for (i = 0; i < CRAG_CATS; i++)
		if (strlen(cat_ids[i]) == len && memcmp(cat_ids[i], s, len) == 0)
			return (int)i;
	return -1;
}

static int
unknown_cat(unsigned word, const char *s, size_t len, struct game_err *e)
{
	char list[200];
	size_t n = 0;
	unsigned i;

	if (e == NULL)
		return -1;	/* a trial: nobody reads why */
	list[0] = '\0';
	for (i = 0; i < CRAG_CATS && n < sizeof(list); i++)
		n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
		    i == 0 ? "" : ", ", cat_ids[i]);
	game_errf(e, word, 0, 0, "unknown category '%.*s': crag has %s",
	    (int)(len > 40 ? 40 : len), s, list);
	/* and the closest of them */
	suggest_append(e->msg, sizeof(e->msg), suggest_list(s, len, cat_ids));
	return -1;
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

	if (seat >= g->t.n)
		return 0;
	for (i = 0; i < CRAG_CATS; i++)
		if (g->box[seat][i] != EMPTY)
			sum += g->box[seat][i];
	return sum;
}

static int
crag_finished(const void *st, unsigned long *winners, char why[256])
{
	const struct crag *g = st;
	int64_t total[NSEATS];
	unsigned s;

	if (g->t.phase != T_OVER)
		return 0;
	for (s = 0; s < g->t.n; s++)
		total[s] = crag_score(g, s);
	if (winners != NULL)
		*winners = best_seats(total, g->t.n, 1);
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

	(void)v;
	if (n < 1 || n > NSEATS)
		return game_errf(e, 0, 0, 0, "Crag is for 1 to %d players, not "
		    "%u", NSEATS, n);
	memset(g, 0, sizeof(*g));
	turn_init(&g->t, n, CRAG_DICE);
	memset(g->box, 0xff, sizeof(g->box));	/* every box EMPTY, -1 */
	return 0;
}

static int
crag_end_turn(void *st, struct game_err *e)
{
	const struct crag *g = st;

	if (g->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before is not over: it "
		    "ends by scoring a category");
	return 0;
}

/* Why no action can come now: the turn line has scored, or not begun. */
static int
crag_ready(const void *st, struct game_err *e)
{
	const struct crag *g = st;

	if (g->t.phase == T_OPEN)
		return 0;
	if (g->t.turns > 0)
		return game_errf(e, 0, 0, 0, "the turn is over: it scored %s",
		    cat_ids[g->lastcat]);
	return game_errf(e, 0, 0, 0, "no turn has begun");
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

/* Word k, with no digit, among dice: a misspelt action, most likely,
 * and the closest is named when one is close. */
static int
stray_word(const struct word *w, unsigned k, struct game_err *e)
{
	static const char *const actions[] = { "roll", "keep", "score", NULL };

	if (e == NULL)
		return -1;
	game_errf(e, k, 0, 0, "'%.*s' is neither dice nor an action (roll, "
	    "keep, score)", (int)(w[k].len > 40 ? 40 : w[k].len), w[k].s);
	suggest_append(e->msg, sizeof(e->msg),
	    suggest_list(w[k].s, w[k].len, actions));
	return -1;
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
				return stray_word(w, (unsigned)k, e);
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

/* The dice of the next throw, for expect and -l: 0 when none can come
 * (nothing is set aside before the first). */
static unsigned char
dice_due(const struct crag *g)
{
	return (unsigned char)(g->t.throws < CRAG_THROWS ? CRAG_DICE -
	    g->nkept : 0);
}

/* The throws and the keeps read their dice themselves, in Crag's own
 * words. */
static int
do_roll(void *st, struct act *a, struct game_err *e)
{
	struct crag *g = st;
	unsigned char d[CRAG_DICE];
	unsigned from[CRAG_DICE + 1], count, at;
	unsigned need = CRAG_DICE - g->nkept;

	if (g->t.throws >= CRAG_THROWS)
		return game_errf(e, 0, 0, 0, "a third throw is not allowed: "
		    "Crag has one rethrow; score a category");
	if (g->t.throws > 0 && need == 0)
		return game_errf(e, 0, 0, 0, "all three dice are set aside: "
		    "score a category");
	if (a->n < 2)
		return game_errf(e, 0, 0, 0, "roll needs the dice thrown, as "
		    "in 'roll 366'");
	if (read_dice(a->w, a->n, d, from, &count, e) < 0)
		return -1;
	if (count != need) {
		at = count > need ? from[need] : 0;
		if (g->t.throws == 0)
			return game_errf(e, at, 0, 0, "a throw is of 3 dice, "
			    "not %u", count);
		if (g->nkept == 0)
			return game_errf(e, at, 0, 0, "nothing is set aside: "
			    "the rethrow is of all 3 dice, not %u", count);
		return game_errf(e, at, 0, 0, "%s%u %s %s left to throw, not "
		    "%u", count > need ? "only " : "", need, die_noun(need),
		    is_are(need), count);
	}
	memcpy(g->last, d, need);
	g->nlast = (unsigned char)need;
	g->t.throws++;
	g->t.dice = dice_due(g);
	action_dice(a->canon, "roll", d, count);
	return 0;
}

static int
do_keep(void *st, struct act *a, struct game_err *e)
{
	struct crag *g = st;
	unsigned char d[CRAG_DICE];
	unsigned from[CRAG_DICE + 1], count, i, k, nrest;
	unsigned have[7] = { 0 }, want[7] = { 0 };

	if (g->t.throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (g->t.throws >= CRAG_THROWS)
		return game_errf(e, 0, 0, 0, "the rethrow is made: dice are set "
		    "aside only before it; score a category");
	if (a->n < 2)
		return game_errf(e, 0, 0, 0, "keep needs the dice set aside, "
		    "as in 'keep 66'");
	if (read_dice(a->w, a->n, d, from, &count, e) < 0)
		return -1;
	if (g->nlast == 0)
		return game_errf(e, 1, 0, 0, "all three dice are set aside "
		    "already");
	if (count > g->nlast)
		return game_errf(e, from[g->nlast], 0, 0, "only %u %s %s left "
		    "in the last throw to keep, not %u", g->nlast,
		    die_noun(g->nlast), is_are(g->nlast), count);
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
		    is_are(have[d[i]]), have[d[i]], die_noun(have[d[i]]),
		    d[i]);
	}
	/* take them out of the last throw, the rest moved up in order */
	for (i = 0, nrest = 0; i < g->nlast; i++) {
		k = g->last[i];
		if (want[k] > 0)
			want[k]--;
		else
			g->last[nrest++] = (unsigned char)k;
	}
	g->nlast = (unsigned char)nrest;
	memcpy(g->kept + g->nkept, d, count);
	g->nkept = (unsigned char)(g->nkept + count);
	g->t.dice = dice_due(g);
	action_dice(a->canon, "keep", d, count);
	return 0;
}

static int
do_score(void *st, struct act *a, struct game_err *e)
{
	struct crag *g = st;
	const struct word *w = a->w;
	unsigned char d[CRAG_DICE];
	int c;

	if (a->n < 2)
		return game_errf(e, 0, 0, 0, "score needs a category, as in "
		    "'score crag'");
	if (a->n > 2)
		return game_errf(e, 2, 0, 0, "score takes one category");
	if ((c = cat_index(w[1].s, w[1].len)) < 0)
		return unknown_cat(1, w[1].s, w[1].len, e);
	if (g->t.throws == 0)
		return game_errf(e, 0, 0, 0, "nothing has been thrown yet: "
		    "roll first");
	if (g->box[g->t.cur][c] != EMPTY)
		return game_errf(e, 1, 0, 0, "%s is already scored",
		    cat_ids[c]);
	memcpy(d, g->kept, g->nkept);
	memcpy(d + g->nkept, g->last, g->nlast);
	g->box[g->t.cur][c] = (short)points_of(&cats[c], d);
	g->lastcat = (unsigned char)c;
	g->nkept = g->nlast = 0;
	turn_pass(&g->t);
	g->t.dice = CRAG_DICE;
	/* a box a turn: the cards are full after 13 turns a seat */
	if (g->t.turns == (unsigned long)g->t.n * CRAG_CATS)
		g->t.phase = T_OVER;
	return 0;
}

/* -p: the turn's throws, the rest of its last throw showing, the dice
 * set aside, and the boxes still empty on the card of the seat due. */
static void
crag_view(const void *st, struct session_view *v)
{
	const struct crag *g = st;
	unsigned c;

	v->throws = g->t.throws;
	v->has_dice = v->has_card = 1;
	memcpy(v->show, g->last, v->nshow = g->nlast);
	memcpy(v->aside, g->kept, v->naside = g->nkept);
	for (c = 0; c < CRAG_CATS; c++)
		if (g->box[g->t.cur][c] == EMPTY)
			v->open[v->nopen++] = cat_ids[c];
}

static const struct verb crag_verbs[] = {
	{ "roll", ACT_THROW_WORDS, do_roll, NULL, NULL, 0 },
	{ "keep", ACT_DICE_WORDS, do_keep, NULL, NULL, 0 },
	{ "score", ACT_WORD, do_score, cat_ids, NULL, 0 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

/*
 * The score sheet: a row per category in the order of the card, a
 * column per seat headed by its name, '.' for an empty box; the totals;
 * then who is to play (with the throws made, the dice set aside and the
 * rest of the last throw during a turn), or the winner.
 */

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct crag *g = st;
	int64_t total[NSEATS];
	char kept[MOVE_TEXT_MAX], last[MOVE_TEXT_MAX];
	unsigned long w;
	unsigned s;

	if (crag_finished(g, &w, NULL)) {
		for (s = 0; s < g->t.n; s++)
			total[s] = crag_score(g, s);
		return sheet_winners(b, nm, g->t.n, w, total);
	}
	if (g->t.phase != T_OPEN || g->t.throws == 0)
		return sheet_to_play(b, nm->s[g->t.cur]);
	/* words, then the dice as digits, as an action's text is written */
	action_dice(kept, ", set aside", g->kept, g->nkept);
	action_dice(last, ", last throw", g->last, g->nlast);
	return buf_printf(b, "%s to play: %u of %d throws%s%s.\n",
	    nm->s[g->t.cur], g->t.throws, CRAG_THROWS, g->nkept > 0 ? kept :
	    "", g->nlast > 0 ? last : "");
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct crag *g = st;
	size_t lw = strlen("three-of-a-kind"), cw[NSEATS];
	char v[32];
	unsigned s, c;
	int rc = 0;

	/* no format parsed: the sheet goes out after every turn */
	if (g->t.phase == T_OPEN) {
		rc |= buf_puts(b, "Crag, turn ");
		rc |= buf_putunum(b, g->t.turns + 1);
		rc |= buf_putc(b, '\n');
	} else if (g->t.turns == 0)
		rc |= buf_puts(b, "Crag, start\n");
	else {
		rc |= buf_puts(b, "Crag, after turn ");
		rc |= buf_putunum(b, g->t.turns);
		rc |= buf_putc(b, '\n');
	}
	for (s = 0; s < g->t.n; s++) {
		cw[s] = sheet_cols(nm->s[s]);
		if (cw[s] < 3)
			cw[s] = 3;	/* 244 at most */
	}
	rc |= sheet_pad(b, lw);
	for (s = 0; s < g->t.n; s++)
		rc |= sheet_cell(b, nm->s[s], cw[s], 1, 0);
	rc |= sheet_end_line(b);
	/* a row per category, then the totals' */
	for (c = 0; c <= CRAG_CATS; c++) {
		rc |= buf_putsw(b, c < CRAG_CATS ? cat_ids[c] : "total",
		    -(int)lw);
		for (s = 0; s < g->t.n; s++) {
			if (c == CRAG_CATS)
				num_format(v, crag_score(g, s));
			else if (g->box[s][c] == EMPTY)
				memcpy(v, ".", 2);
			else
				num_format(v, g->box[s][c]);
			rc |= buf_add(b, "  ", 2);
			rc |= buf_putsw(b, v, (int)cw[s]);
		}
		rc |= sheet_end_line(b);
	}
	return rc;
}

static int
crag_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct crag *)st)->t.n, st, sheet,
	    status);
}

/* An unknown verb and an empty action, in Crag's words. */
static int
crag_unknown(const void *st, const struct word *w, size_t n,
    struct game_err *e)
{
	(void)st;
	if (n == 0)
		return game_errf(e, 0, 0, 0, "empty action");
	return game_errf(e, 0, 0, 0, "unknown action '%.*s': Crag has roll, "
	    "keep and score", (int)(w[0].len > 40 ? 40 : w[0].len), w[0].s);
}

static const char *
crag_category_id(size_t i)
{
	return i < CRAG_CATS ? cat_ids[i] : NULL;
}

static const struct session_ops crag_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = crag_init,
	.begin_turn = turn_begin,
	.end_turn = crag_end_turn,
	.expect = turn_expect,
	.score = crag_score,
	.order = 1,
	.finished = crag_finished,
	.category = crag_category,
	.category_id = crag_category_id,
	.verbs = crag_verbs,
	.ready = crag_ready,
	.unknown = crag_unknown,
	.view = crag_view,
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form crag_forms[] = {
	{ "roll DICE", "roll 366",
	    "throw the three dice, then once more those not kept" },
	{ "keep DICE", "keep 66", "set aside dice of the first throw" },
	{ "score CATEGORY", "score crag",
	    "fill an empty box of the card with the three dice" },
	{ NULL, NULL, NULL }
};

const struct game game_crag = {
	.id = "crag",
	.name = "Crag",
	.aliases = NULL,
	.kind = GAME_SESSION,
	.opts = NULL,
	.forms = crag_forms,
	.state_size = sizeof(struct crag),
	.render = crag_render,
	.session = &crag_session,
};
