/*
 * centennial: Centennial (also Ohio, Martinetti), a dice session for any
 * number of seats with three dice.
 *
 * Each player has a marker on a track of 23 targets: the squares 1 to
 * 12 on the way out, then 11 back down to 1.  A turn is one throw of the
 * three dice.  The referee moves the thrower's marker through its next
 * targets, in order, for as long as the throw makes each one: a target
 * is made when one die shows it, two dice add up to it or all three do,
 * and the same dice may serve again for the next target.  So 1 2 4 from
 * the start makes 1, 2, 3 (2+1), 4, 5 (4+1), 6 (4+2) and 7 (all three),
 * and 5 6 6 from 10 makes 11, 12 and 11 again on the way back.  The
 * first player to make the last target, 1 on the way back, wins at once.
 *
 * Options: "extra-throw" gives the thrower another throw, in the same
 * turn, after every throw that moved its marker; "claims" lets the other
 * players claim a target from a throw (below).
 *
 * Actions: "roll DICE" (the throw, dice as digits in the order thrown)
 * and, with claims, "claim N" (player N in the order of the Players
 * tag claims from the throw just made).  The referee works out every
 * advance; none is written.
 *
 * Rulings of our own, where RULINGS.md is silent (also in rongo-games(7)
 * and notation/centennial.md):
 *  - One to sixteen players.  The game ends at once, mid-round, with the
 *    throw (or claim) that makes a player's last target; that player
 *    wins alone.  A player's score is the targets it has made, 0 to 23.
 *  - extra-throw: the extra throw is not optional, as throwing never
 *    costs anything: the turn goes on while its throws move the marker
 *    and ends with the first throw that does not.
 *  - claims (RULINGS.md): the rule text lets a player claim a number the
 *    thrower overlooked; the referee overlooks nothing, so any throw that
 *    makes another player's next target may be claimed by that player,
 *    written on the thrower's line.  Ours: the claim comes right after
 *    the throw, before the next throw, and the claimant's marker moves
 *    on by exactly that one target.  Each player claims at most once
 *    from a throw.  The claim names the claimant by its number in the
 *    Players tag ("Ann: roll 124 claim 2").  A claim after the last
 *    throw of a turn still stands on that line; the next turn line
 *    closes the throw to claims.
 *
 * Data model: struct cent, plain data, beginning with the session
 * layer's turn (session.h): its phase says what the turn of seat cur
 * needs next.  pos[] counts each seat's targets made (0 to 23); the
 * next target of a seat at p is target(p).  The last throw is
 * kept for claims and the drawing: its dice, its thrower, the targets
 * it made for the thrower (from..to), the set of totals it makes
 * (a bit per total), and the seats that claimed from it.
 *
 * Invariants: 0 <= pos[s] <= 23, and pos[s] == 23 for at most one seat,
 * the winner, exactly when phase is T_OVER; only the thrower's marker
 * moves with a throw and only the claimant's with a claim, by one
 * target; open is set only while the last throw may still be claimed;
 * a refused action leaves the state untouched.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "session.h"
#include "sheet.h"

#define CENT_DICE	3
#define CENT_TARGETS	23	/* 1..12, then 11..1 */
#define CENT_SQUARES	12
#define NSEATS		SESSION_PLAYERS_MAX

enum cent_opt {
	O_EXTRA, O_CLAIMS
};

static const struct game_opt cent_opts[] = {
	{ "extra-throw", OPT_FLAG, 0, 1, 0,
	    "a throw that moves the marker gives another throw", 0, { 0 } },
	{ "claims", OPT_FLAG, 0, 1, 0,
	    "other players may claim their next target from a throw", 0,
	    { 0 } },
	{ NULL, OPT_FLAG, 0, 0, 0, NULL, 0, { 0 } }
};

enum phase {
	PH_AGAIN = T_GAME	/* extra-throw: the throw moved, throw again */
};

/* How the last turn ended. */
enum how {
	H_NONE,			/* no turn has ended yet */
	H_ONE,			/* its one throw (no extra-throw) */
	H_STILL			/* extra-throw: a throw that did not move */
};

struct cent {
	struct turn	t;
	unsigned char	extra, claims;
	unsigned char	how;		/* how the last turn ended */
	unsigned char	winner;		/* T_OVER: the seat home first */
	unsigned char	pos[NSEATS];	/* targets made, 0..23 */
	/* the last throw */
	unsigned char	thrown;		/* a throw has been made */
	unsigned char	open;		/* it may still be claimed */
	unsigned char	d[CENT_DICE];
	unsigned char	by;		/* its thrower */
	unsigned char	from, to;	/* the thrower's pos before, after */
	uint32_t	made;		/* bit t: the throw makes t */
	unsigned long	claimed;	/* a bit per seat that claimed */
};

_Static_assert(sizeof(struct cent) <= GAME_STATE_MAX, "centennial state");

/* The target after p made: 1..12, then 11..1. */
static unsigned
target(unsigned p)
{
	return p < CENT_SQUARES ? p + 1 : CENT_TARGETS - p;
}

/* The totals three dice make: each die, each two, all three. */
static uint32_t
totals(const unsigned char *d)
{
	return 1u << d[0] | 1u << d[1] | 1u << d[2] |
	    1u << (d[0] + d[1]) | 1u << (d[0] + d[2]) | 1u << (d[1] + d[2]) |
	    1u << (d[0] + d[1] + d[2]);
}

static int
makes(uint32_t made, unsigned p)
{
	return p < CENT_TARGETS && ((made >> target(p)) & 1u);
}

static int
cent_init(void *st, unsigned n, const struct variant *v, struct game_err *e)
{
	struct cent *c = st;

	(void)e;
	memset(c, 0, sizeof(*c));
	turn_init(&c->t, n, CENT_DICE);
	c->extra = (unsigned char)(v != NULL ? v->val[O_EXTRA] :
	    cent_opts[O_EXTRA].def);
	c->claims = (unsigned char)(v != NULL ? v->val[O_CLAIMS] :
	    cent_opts[O_CLAIMS].def);
	return 0;
}

static void
cent_why(const void *st, char why[256])
{
	(void)st;
	snprintf(why, 256, "the first round trip, 1 to 12 and back "
	    "to 1, is complete");
}

/* Why a throw cannot come now: the turn is over, or none has begun. */
static int
turn_over(const struct cent *c, struct game_err *e)
{
	if (c->how == H_ONE)
		return game_errf(e, 0, 0, 0, "the turn is over: a turn is one "
		    "throw, and another comes only with extra-throw");
	if (c->how == H_STILL)
		return game_errf(e, 0, 0, 0, "the turn is over: its throw "
		    "%u%u%u did not move the marker", c->d[0], c->d[1],
		    c->d[2]);
	return game_errf(e, 0, 0, 0, "no turn has begun");
}

/* Seat s has made its last target: it wins, and the game is over. */
static void
home(struct cent *c, unsigned s)
{
	if (c->t.phase != T_WAIT)
		c->t.turns++;	/* the turn in progress ends with the game */
	c->winner = (unsigned char)s;
	c->t.phase = T_OVER;
	c->t.won = 1ul << s;
	c->open = 0;
}

/* roll reads its dice itself: a turn over is told so before its dice
 * are read, and the actions named are claim only with the option. */
static int
act_roll(void *st, struct act *a, struct game_err *e)
{
	struct cent *c = st;
	unsigned char d[CENT_DICE];
	size_t nd;
	unsigned wi, s = c->t.cur, p;

	if (c->t.phase == T_WAIT)
		return turn_over(c, e);
	if (get_dice(a->w, a->n, d, CENT_DICE, &nd, &wi, c->claims ?
	    "the actions are roll and claim" : "the action is roll", e) < 0)
		return -1;
	if (nd == 0)
		return game_errf(e, 0, 0, 0, "write the %d dice thrown after "
		    "roll", CENT_DICE);
	if (nd != CENT_DICE)
		return game_errf(e, nd > CENT_DICE ? wi : (unsigned)a->n - 1,
		    0, 0, "a throw is %d dice, not %zu", CENT_DICE, nd);

	action_dice(a->canon, "roll", d, CENT_DICE);
	memcpy(c->d, d, sizeof(c->d));
	c->thrown = 1;
	c->t.throws++;
	c->open = c->claims;
	c->claimed = 0;
	c->by = (unsigned char)s;
	c->made = totals(d);
	/* at most 23 steps: pos only grows, up to CENT_TARGETS */
	for (p = c->from = c->pos[s]; makes(c->made, p); p++)
		;
	c->pos[s] = c->to = (unsigned char)p;
	if (p == CENT_TARGETS)
		home(c, s);
	else if (c->extra && c->to > c->from)
		c->t.phase = PH_AGAIN;
	else {
		c->how = (unsigned char)(c->extra ? H_STILL : H_ONE);
		turn_pass(&c->t);
	}
	return 0;
}

static int
act_claim(void *st, struct act *a, struct game_err *e)
{
	struct cent *c = st;
	const struct word *w = a->w;
	unsigned v = 0, s;
	size_t k;

	if (!c->claims)
		return game_errf(e, 0, 0, 0, "claims are made only with the "
		    "option claims");
	if (!c->open)
		return game_errf(e, 0, 0, 0, "no throw to claim from: a claim "
		    "follows the throw it claims from, on the thrower's line");
	if (a->n < 2)
		return game_errf(e, 0, 0, 0, "write who claims after claim: a "
		    "player's number in the order of the Players tag");
	if (a->n > 2)
		return game_errf(e, 2, 0, 0, "claim names one player");
	for (k = 0; k < w[1].len && k < 2 && w[1].s[k] >= '0' &&
	    w[1].s[k] <= '9'; k++)
		v = v * 10 + (unsigned)(w[1].s[k] - '0');
	if (w[1].len == 0 || k != w[1].len || v < 1 || v > c->t.n)
		return game_errf(e, 1, 0, 0, "'%.*s' is not a player here: the "
		    "players are numbered 1 to %u in the order of the Players "
		    "tag", (int)(w[1].len > 32 ? 32 : w[1].len), w[1].s,
		    c->t.n);
	s = v - 1;
	if (s == c->by)
		return game_errf(e, 1, 0, 0, "player %u threw the dice: its "
		    "marker has moved as far as the throw goes", v);
	if (c->claimed & (1ul << s))
		return game_errf(e, 1, 0, 0, "player %u has already claimed "
		    "from this throw", v);
	if (!makes(c->made, c->pos[s]))
		return game_errf(e, 1, 0, 0, "the throw %u%u%u does not make "
		    "%u, player %u's next target", c->d[0], c->d[1], c->d[2],
		    target(c->pos[s]), v);
	c->pos[s]++;
	c->claimed |= 1ul << s;
	snprintf(a->canon, MOVE_TEXT_MAX, "claim %u", v);
	if (c->pos[s] == CENT_TARGETS)
		home(c, s);
	return 0;
}

static const char *const seat_numbers[] = {
	"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13",
	"14", "15", "16", NULL
};

/* Each verb says itself when it cannot come while the game goes on: a
 * claim may follow the last throw of a turn, and is refused without the
 * option first. */
static const struct verb cent_verbs[] = {
	{ "roll", ACT_THROW_WORDS, act_roll, NULL, NULL, 1 },
	{ "claim", ACT_WORD, act_claim, seat_numbers, NULL, 1 },
	{ NULL, ACT_NONE, NULL, NULL, NULL, 0 }
};

static int
cent_begin_turn(void *st, unsigned seat, struct game_err *e)
{
	struct cent *c = st;

	c->open = 0;
	return turn_begin(st, seat, e);
}

static int
cent_end_turn(void *st, struct game_err *e)
{
	struct cent *c = st;

	if (c->t.phase == T_OPEN)
		return game_errf(e, 0, 0, 0, "the turn before has no throw: "
		    "every turn throws at least once");
	if (c->t.phase == PH_AGAIN)
		return game_errf(e, 0, 0, 0, "the turn before is not over: its "
		    "throw moved the marker, and extra-throw gives another");
	return 0;
}

/* -p: the turn's throws.  A throw is read at once, except that with
 * claims and extra-throw the last one stays in play, to be claimed
 * from, while its turn goes on; nothing is ever set aside. */
static void
cent_view(const void *st, struct session_view *v)
{
	const struct cent *c = st;

	v->throws = c->t.phase == T_OVER ? 0 : c->t.throws;
	v->has_dice = c->claims && c->extra;
	if (v->has_dice && c->t.phase == PH_AGAIN)
		memcpy(v->show, c->d, v->nshow = CENT_DICE);
}

static long
cent_score(const void *st, unsigned seat)
{
	const struct cent *c = st;

	return seat < c->t.n ? (long)c->pos[seat] : 0;
}

/*
 * The drawing, as players keep it on paper: the row of twelve squares,
 * a lane for the markers going out and one for those coming back, each
 * marker under its square; then a legend of markers, the last throw and
 * the status.
 */

/* A letter per seat: the first letter of its name not taken by an
 * earlier seat, else the first free letter A..Z. */
static void
markers(const struct sheet_names *nm, unsigned n, char mk[NSEATS])
{
	static const char abc[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
	unsigned s, t;
	const char *p;
	char ch;

	/* the name's letters, then the alphabet's, which never runs out:
	 * 16 seats take at most 16 of its 26 */
	for (s = 0; s < n; s++)
		for (mk[s] = '\0', p = nm->s[s]; mk[s] == '\0';
		    p = *p != '\0' ? p + 1 : abc) {
			ch = (char)(*p >= 'a' && *p <= 'z' ? *p - 'a' + 'A' : *p);
			if (ch < 'A' || ch > 'Z')
				continue;
			for (t = 0; t < s && mk[t] != ch; t++)
				;
			if (t == s)
				mk[s] = ch;
		}
}

/* The square of a marker at p (0: not on the track) and its lane:
 * 0 out, 1 back. */
static unsigned
square_of(unsigned p, unsigned *lane)
{
	*lane = p > CENT_SQUARES;
	return p == 0 ? 0 : target(p - 1);
}

static int
rule_line(struct buf *b, size_t w)
{
	unsigned q;
	int rc = buf_puts(b, "       +");

	for (q = 0; q < CENT_SQUARES; q++) {
		rc |= buf_fill(b, '-', w + 2);
		rc |= buf_putc(b, '+');
	}
	return rc | buf_putc(b, '\n');
}

static int
track(const struct cent *c, const char *mk, struct buf *b)
{
	/* the markers under each square of each lane, in seat order */
	char cell[2][CENT_SQUARES + 1][NSEATS + 1];
	unsigned q, s, lane, sq;
	size_t w = 2, k;
	int rc;

	memset(cell, 0, sizeof(cell));
	for (s = 0; s < c->t.n; s++)
		if ((sq = square_of(c->pos[s], &lane)) > 0) {
			k = strlen(cell[lane][sq]);
			cell[lane][sq][k] = mk[s];
			if (k + 1 > w)
				w = k + 1;
		}
	rc = rule_line(b, w);
	rc |= buf_puts(b, "       |");
	/* no format parsed: the track goes out after every turn */
	for (q = 1; q <= CENT_SQUARES; q++) {
		rc |= buf_putc(b, ' ');
		rc |= buf_putnumw(b, q, (int)w);
		rc |= buf_add(b, " |", 2);
	}
	rc |= buf_putc(b, '\n');
	rc |= rule_line(b, w);
	for (lane = 0; lane < 2; lane++) {
		rc |= buf_puts(b, lane == 0 ? "out  > |" : "back < |");
		for (q = 1; q <= CENT_SQUARES; q++) {
			rc |= buf_putc(b, ' ');
			rc |= buf_putsw(b, cell[lane][q], -(int)w);
			rc |= buf_add(b, " |", 2);
		}
		rc |= buf_putc(b, '\n');
	}
	return rc | rule_line(b, w);
}

static int
legend(const struct cent *c, const struct sheet_names *nm, const char *mk,
    struct buf *b)
{
	size_t wname = 6, cl;
	char sq[24], nx[24];
	const char *way;
	unsigned s, p, lane;
	int rc = 0;

	for (s = 0; s < c->t.n; s++)
		if ((cl = sheet_cols(nm->s[s])) > wname)
			wname = cl;
	rc |= buf_printf(b, "Marker  %-*s  Way    Square  Next  Reached\n",
	    (int)wname, "Player");
	for (s = 0; s < c->t.n; s++) {
		p = c->pos[s];
		way = p == 0 ? "start" : p == CENT_TARGETS ? "home" :
		    p <= CENT_SQUARES ? "out" : "back";
		/* a marker not yet on the track has no square, one home no
		 * next target */
		unum_format(sq, square_of(p, &lane));
		unum_format(nx, target(p));
		rc |= buf_putc(b, mk[s]);
		rc |= buf_fill(b, ' ', 7);
		rc |= buf_puts(b, nm->s[s]);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[s]));
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putsw(b, way, -5);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putsw(b, p == 0 ? "-" : sq, 6);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putsw(b, p == CENT_TARGETS ? "-" : nx, 4);
		rc |= buf_add(b, "  ", 2);
		rc |= buf_putnumw(b, p, 7);
		rc |= buf_putc(b, '\n');
	}
	return rc;
}

static int
last_throw(const struct cent *c, const struct sheet_names *nm,
    struct buf *b)
{
	unsigned p, s, k;
	int rc = 0;

	if (!c->thrown)
		return 0;
	rc |= buf_printf(b, "Last throw: %s %u%u%u made ", nm->s[c->by],
	    c->d[0], c->d[1], c->d[2]);
	if (c->to == c->from)
		rc |= buf_printf(b, "nothing; %u was needed.\n",
		    target(c->from));
	else {
		for (p = c->from; p < c->to; p++)
			rc |= buf_printf(b, "%s%u", p == c->from ? "" : " ",
			    target(p));
		rc |= buf_puts(b, ".\n");
	}
	if (c->claimed == 0)
		return rc;
	rc |= buf_puts(b, "Claimed from it:");
	for (s = 0, k = 0; s < c->t.n; s++)
		if (c->claimed & (1ul << s))
			rc |= buf_printf(b, "%s %s %u", k++ == 0 ? "" : ",",
			    nm->s[s], target(c->pos[s] - 1u));
	return rc | buf_puts(b, ".\n");
}

static int
sheet(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct cent *c = st;
	char mk[NSEATS];
	int rc = sheet_title(b, "Centennial", &c->t);

	markers(nm, c->t.n, mk);
	rc |= buf_puts(b, "3 dice; targets 1 to 12, then 11 back to 1.\n");
	if (c->extra || c->claims)
		rc |= buf_printf(b, "Options: %s%s%s.\n", c->extra ?
		    "extra-throw" : "", c->extra && c->claims ? ", " : "",
		    c->claims ? "claims" : "");
	rc |= track(c, mk, b);
	rc |= legend(c, nm, mk, b);
	return rc | last_throw(c, nm, b);
}

static int
status(const void *st, const struct sheet_names *nm, struct buf *b)
{
	const struct cent *c = st;

	if (c->t.phase == T_OVER)
		return buf_printf(b, "Finished: %s is back at 1 first and "
		    "wins.\n", nm->s[c->winner]);
	if (c->t.phase == PH_AGAIN)
		return buf_printf(b, "%s to throw again (extra-throw).\n",
		    nm->s[c->t.cur]);
	return sheet_to_play(b, nm->s[c->t.cur]);
}

static int
cent_render(const void *st, const struct render_info *ri, struct buf *b)
{
	return sheet_render(b, ri, ((const struct cent *)st)->t.n, st, sheet,
	    status);
}

/* An unknown verb is told to write claim only with the option claims. */
static int
cent_unknown(const void *st, const struct word *w, size_t n,
    struct game_err *e)
{
	const struct cent *c = st;

	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	return game_errf(e, 0, 0, 0, "'%.*s' is not a Centennial action: "
	    "write %s", (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s,
	    c->claims ? "roll or claim" : "roll");
}

static const struct session_ops cent_session = {
	.min_players = 1,
	.max_players = NSEATS,
	.init = cent_init,
	.begin_turn = cent_begin_turn,
	.end_turn = cent_end_turn,
	.expect = turn_expect,
	.score = cent_score,
	.order = 1,
	.why = cent_why,
	.verbs = cent_verbs,
	.unknown = cent_unknown,
	.view = cent_view,
};

static const char *const cent_aliases[] = {
	"ohio", "martinetti", NULL
};

/* --list actions: the forms of each verb, in the order of the verb table. */
static const struct game_form cent_forms[] = {
	{ "roll DICE", "roll 124",
	    "throw the three dice: the marker takes each target made" },
	{ "claim N", "claim 2",
	    "claims: player N takes its next target from the throw" },
	{ NULL, NULL, NULL }
};

const struct game game_centennial = {
	.id = "centennial",
	.name = "Centennial",
	.aliases = cent_aliases,
	.kind = GAME_SESSION,
	.opts = cent_opts,
	.forms = cent_forms,
	.state_size = sizeof(struct cent),
	.render = cent_render,
	.session = &cent_session,
};
