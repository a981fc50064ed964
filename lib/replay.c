/*
 * replay: the shared driver (see replay.h).
 *
 * Move numbers: the side that moves first in the game's default start
 * is the "first" side; its plies are numbered "N." and the other side's
 * "N...".  A Setup with the other side to move starts at "1...".
 */
#include "replay.h"

#include <stddef.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "mem.h"
#include "text.h"

struct ctx {
	const struct replay_opts	*o;
	struct replay_state		*rs;
	struct diag			*d;
	const struct game		*g;
	void				*st;
	int				 offset;   /* 1: started at "1..." */
	unsigned long			 index;    /* record number */
	struct word			*w;
	size_t				 wcap;
	struct buf			 tmp;
	const struct record		*src;	/* record being read */
};

static struct diag_loc
loc(const struct ctx *c, const struct record *r, struct pos p,
    unsigned long len)
{
	struct diag_loc l = { r->file, p.line, p.col, len, r->src, NULL,
	    c->index };

	return l;
}

static int
nomem(struct ctx *c)
{
	diag_report(c->d, NULL, D_NOMEM);
	return -1;
}

/* Columns into a string value whose characters map 1:1 to the source. */
static struct diag_loc
loc_in_value(const struct ctx *c, const struct record *r, struct pos p,
    int exact, const char *s, const struct game_err *e)
{
	size_t n = strlen(s);
	unsigned off = e->off < n ? e->off : (unsigned)n;
	unsigned len = e->len;

	if (!exact)
		return loc(c, r, p, 1);
	if (off + len > n)
		len = (unsigned)(n - off);
	p.col += text_cols(s, off);
	return loc(c, r, p, len ? text_cols(s + off, len) : 1);
}

/* Where a refusal points: the word at fault, and inside it the bytes
 * the game named (the whole word when it named none). */
static struct diag_loc
word_loc(const struct ctx *c, const struct record *r, const struct rec_ply *p,
    const struct game_err *e)
{
	const struct rec_word *bw = &r->words[p->w0 +
	    (e->word < p->nw ? e->word : 0)];
	const char *ws = r->text.s + bw->off;
	size_t off = e->off < bw->len ? e->off : 0;
	size_t len = e->len ? e->len : bw->len - off;
	struct pos at = bw->pos;

	if (off + len > bw->len)
		len = bw->len - off;
	at.col += text_cols(ws, off);
	return loc(c, r, at, text_cols(ws + off, len));
}

/* "move 3 (Black)" for ply i, counting from the start position. */
static void
move_name(const struct ctx *c, unsigned long i, enum side s, char *out,
    size_t n)
{
	unsigned long j = i + (unsigned long)c->offset;

	snprintf(out, n, "move %lu (%s)", j / 2 + 1, side_name(s));
}

static void
expected_number(const struct ctx *c, unsigned long i, char *out, size_t n)
{
	unsigned long j = i + (unsigned long)c->offset;

	snprintf(out, n, "%lu%s", j / 2 + 1, j % 2 ? "..." : ".");
}

static int
check_number(struct ctx *c, const struct record *r, const struct rec_ply *p,
    unsigned long i)
{
	char want[32], got[32];
	unsigned long j = i + (unsigned long)c->offset;
	struct diag_loc l;

	if (p->dots == 0)
		return 0;
	if ((unsigned long)p->num == j / 2 + 1 && (p->dots == 3) == (j % 2 == 1))
		return 0;
	expected_number(c, i, want, sizeof(want));
	snprintf(got, sizeof(got), "%ld%s", p->num, p->dots == 3 ? "..." : ".");
	l = loc(c, r, p->numpos, strlen(got));
	diag_report(c->d, &l, D_MOVE_NUMBER, got, want);
	return 1;
}

static int
add_canonical_ply(struct ctx *c, unsigned long i, const char *canon)
{
	struct record *out = c->o->out;
	unsigned long j = i + (unsigned long)c->offset;
	const char *p = canon, *q;
	struct pos none = { 0, 0 };

	if (rec_add_ply(out, (long)(j / 2 + 1), j % 2 ? 3 : 1, none) < 0)
		return -1;
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		q = p;
		while (*q != '\0' && *q != ' ')
			q++;
		if (q > p && rec_add_word(out, p, (size_t)(q - p), none) < 0)
			return -1;
		p = q;
	}
	return 0;
}

/* Play the plies of r; base is the number of plies before them. */
static int
play_plies(struct ctx *c, const struct record *r, unsigned long base)
{
	const struct game *g = c->g;
	struct game_err e;
	struct move m;
	char canon[MOVE_TEXT_MAX], name[64];
	size_t i, k;
	int rv;
	enum side mover;

	for (i = 0; i < r->nplies; i++) {
		const struct rec_ply *p = &r->plies[i];
		const struct rec_word *w0 = &r->words[p->w0];
		unsigned long ply = base + i;
		struct diag_loc l;

		if (check_number(c, r, p, ply))
			return 1;
		mover = g->to_move(c->st);
		if (c->rs->outcome != OUT_ONGOING) {
			move_name(c, ply, mover, name,
			    sizeof(name));
			if (rec_ply_text(r, i, &c->tmp) < 0)
				return nomem(c);
			l = loc(c, r, w0->pos, text_cols(r->text.s + w0->off,
			    w0->len));
			diag_report(c->d, &l, D_MOVE_AFTER_END, name,
			    c->tmp.s, c->rs->why);
			return 1;
		}
		if (mem_grow(&c->w, &c->wcap, p->nw, sizeof(*c->w)) < 0)
			return nomem(c);
		for (k = 0; k < p->nw; k++) {
			c->w[k].s = r->text.s + r->words[p->w0 + k].off;
			c->w[k].len = r->words[p->w0 + k].len;
		}
		/* parse fills m, and a refusal fills e: no clearing here,
		 * on the path every ply takes */
		if ((rv = g->parse(c->st, c->w, p->nw, &m, &e)) == 0)
			rv = g->play(c->st, &m, canon, &e);
		else
			rv = -2;
		if (rv < 0 || c->o->strict) {
			move_name(c, ply, mover, name,
			    sizeof(name));
			if (rec_ply_text(r, i, &c->tmp) < 0)
				return nomem(c);
		}
		if (rv < 0) {
			l = word_loc(c, r, p, &e);
			diag_report(c->d, &l, rv == -2 ? D_MOVE_SYNTAX :
			    D_MOVE_ILLEGAL, name, c->tmp.s, e.msg);
			return 1;
		}
		if (c->o->strict && strcmp(canon, c->tmp.s) != 0) {
			l = loc(c, r, w0->pos, text_cols(c->tmp.s,
			    c->tmp.len));
			diag_report(c->d, &l, D_NONCANONICAL, name, c->tmp.s,
			    canon);
			return 1;
		}
		c->rs->plies++;
		c->rs->outcome = g->outcome(c->st, c->rs->why);
		if (c->o->out != NULL && add_canonical_ply(c, ply, canon) < 0)
			return nomem(c);
		if (c->o->on_pos != NULL &&
		    (rv = c->o->on_pos(c->o->ctx, g, c->st, ply + 1, canon)) != 0)
			return rv;
	}
	return 0;
}

static int
copy_comments(struct ctx *c, const struct record *r, size_t base)
{
	size_t i;

	for (i = 0; i < r->ncomments; i++)
		if (rec_add_comment(c->o->out, base + r->comments[i].ply,
		    r->comments[i].text, strlen(r->comments[i].text),
		    r->comments[i].pos) < 0)
			return -1;
	return 0;
}

/*
 * Dice sessions: turn lines matched to seats, actions fed one by one.
 */

/* "turn 3 (Ann)": counted over the whole session, -m lines included. */
static void
turn_name(const struct ctx *c, const struct record *r, size_t t, char *out,
    size_t n)
{
	snprintf(out, n, "turn %zu (%s)", c->rs->turns + 1, r->turns[t].player);
}

/* Report a problem with turn t, which diagnostics name "turn 3 (Ann)":
 * named only then, as most turns need no name. */
static void
turn_report(struct ctx *c, const struct record *r, size_t t,
    const struct diag_loc *l, enum diag_id id, const char *a, const char *b)
{
	char name[128];

	turn_name(c, r, t, name, sizeof(name));
	diag_report(c->d, l, id, name, a, b);
}

unsigned
session_nseats(const struct game *g, const struct record *r)
{
	unsigned n = 0;

	if (g->session->seats == NULL)
		return (unsigned)r->nplayers;
	while (g->session->seats[n] != NULL)
		n++;
	return n;
}

const char *
session_seat(const struct game *g, const struct record *r, unsigned i)
{
	return g->session->seats != NULL ? g->session->seats[i] :
	    r->players[i];
}

const char *
session_person(const struct game *g, const struct record *r, unsigned i)
{
	const struct rec_tag *t;

	if (g->session->seats == NULL)
		return r->players[i];
	t = rec_tag(r, g->session->seats[i]);
	return t != NULL && t->value[0] != '\0' ? t->value :
	    g->session->seats[i];
}

/* "Ann, Bob, Cy" or "White and Black": the seats, for a message. */
static int
seats_string(const struct ctx *c, const struct record *top, struct buf *b)
{
	const char *const *s = c->g->session->seats;
	unsigned i;

	if (s == NULL)
		return rec_players_string(top, b);
	for (i = 0; s[i] != NULL; i++)
		if (buf_printf(b, "%s%s", i == 0 ? "" : s[i + 1] == NULL ?
		    " and " : ", ", s[i]) < 0)
			return -1;
	return 0;
}

/* Whose seat a turn line names; -1 when nobody's (reported). */
static int
seat_of(struct ctx *c, const struct record *r, const struct rec_turn *t,
    const struct record *top)
{
	struct buf names = BUF_INIT;
	struct diag_loc l;
	char msg[512];
	size_t i;

	for (i = 0; i < c->rs->nplayers; i++)
		if (strcmp(session_seat(c->g, top, (unsigned)i),
		    t->player) == 0)
			return (int)i;
	if (seats_string(c, top, &names) < 0)
		return nomem(c);
	snprintf(msg, sizeof(msg), "'%s' is not a player here: the players "
	    "are %s", t->player, names.s);
	buf_release(&names);
	l = loc(c, r, t->pos, text_cols(t->player, strlen(t->player)));
	diag_report(c->d, &l, D_SESSION, msg);
	return -2;
}

static int
add_canonical_action(struct ctx *c, const char *canon)
{
	struct record *out = c->o->out;
	const char *p = canon, *q;
	struct pos none = { 0, 0 };

	if (rec_add_ply(out, 0, 0, none) < 0)
		return -1;
	while (*p != '\0') {
		while (*p == ' ')
			p++;
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		if (q > p && rec_add_word(out, p, (size_t)(q - p), none) < 0)
			return -1;
		p = q;
	}
	return 0;
}

static int
add_canonical_turn(struct ctx *c, const char *player)
{
	struct pos none = { 0, 0 };

	return rec_add_turn(c->o->out, player, strlen(player), none);
}

/* why with its '\1' and '\2' replaced by the names a and b (see
 * session_ops.not_now), into out, cut to fit. */
static void
names_in(char *out, size_t size, const char *why, const char *a,
    const char *b)
{
	size_t n = 0, k;
	const char *s;

	for (; *why != '\0' && n + 1 < size; why++) {
		s = *why == '\1' ? a : *why == '\2' ? b : NULL;
		if (s == NULL) {
			out[n++] = *why;
			continue;
		}
		k = strlen(s);
		if (k > size - 1 - n)
			k = size - 1 - n;
		memcpy(out + n, s, k);
		n += k;
	}
	out[n] = '\0';
}

/* Play the turn lines of r; top is the record whose Players count. */
static int
play_turns(struct ctx *c, const struct record *r, const struct record *top)
{
	const struct session_ops *so = c->g->session;
	struct game_err e;
	struct diag_loc l;
	char canon[MOVE_TEXT_MAX], why[256], msg[512];
	struct expect x;
	unsigned long w;
	size_t t, i, k;
	int seat, rv;

	for (t = 0; t < r->nturns; t++) {
		const struct rec_turn *tu = &r->turns[t];

		l = loc(c, r, tu->pos, text_cols(tu->player,
		    strlen(tu->player)));
		if ((seat = seat_of(c, r, tu, top)) < 0)
			return seat == -1 ? -1 : 1;
		memset(&e, 0, sizeof(e));
		if (so->finished(c->st, &w, why)) {
			snprintf(msg, sizeof(msg), "the game is over: %s", why);
			turn_report(c, r, t, &l, D_TURN, msg, NULL);
			return 1;
		}
		so->expect(c->st, &x);
		if (x.seat >= 0 && !x.new_turn && x.seat == seat &&
		    c->rs->turns > 0) {
			/* the turn in progress goes on on this line */
		} else if (c->rs->turns > 0 && so->end_turn(c->st, &e) < 0) {
			turn_report(c, r, t, &l, D_TURN, e.msg, NULL);
			return 1;
		} else if (x.seat >= 0 && x.seat != seat) {
			const char *due = session_seat(c->g, top,
			    (unsigned)x.seat);

			if (so->not_now != NULL &&
			    so->not_now(c->st, (unsigned)seat, why))
				names_in(msg, sizeof(msg), why, tu->player,
				    due);
			else
				snprintf(msg, sizeof(msg), "it is %s's turn, "
				    "not %s's", due, tu->player);
			turn_report(c, r, t, &l, D_TURN, msg, NULL);
			return 1;
		} else if (so->begin_turn(c->st, (unsigned)seat, &e) < 0) {
			turn_report(c, r, t, &l, D_TURN, e.msg, NULL);
			return 1;
		}
		/* a line that goes on with the turn in progress joins its
		 * canonical line */
		if (c->o->out != NULL && !(x.seat >= 0 && !x.new_turn &&
		    x.seat == seat && c->rs->turns > 0) &&
		    add_canonical_turn(c, tu->player) < 0)
			return nomem(c);
		for (i = tu->p0; i < tu->p0 + tu->np; i++) {
			const struct rec_ply *p = &r->plies[i];

			if (mem_grow(&c->w, &c->wcap, p->nw,
			    sizeof(*c->w)) < 0)
				return nomem(c);
			for (k = 0; k < p->nw; k++) {
				c->w[k].s = r->text.s + r->words[p->w0 + k].off;
				c->w[k].len = r->words[p->w0 + k].len;
			}
			rv = so->action(c->st, c->w, p->nw, canon, &e);
			if (rv < 0 || c->o->strict) {
				if (rec_ply_text(r, i, &c->tmp) < 0)
					return nomem(c);
			}
			if (rv < 0) {
				l = word_loc(c, r, p, &e);
				turn_report(c, r, t, &l, D_ACTION, c->tmp.s,
				    e.msg);
				return 1;
			}
			if (c->o->strict && strcmp(canon, c->tmp.s) != 0) {
				const struct rec_word *bw = &r->words[p->w0];

				l = loc(c, r, bw->pos, text_cols(c->tmp.s,
				    c->tmp.len));
				turn_report(c, r, t, &l, D_NONCANONICAL,
				    c->tmp.s, canon);
				return 1;
			}
			if (c->o->out != NULL &&
			    add_canonical_action(c, canon) < 0)
				return nomem(c);
		}
		c->rs->turns++;
		c->rs->finished = so->finished(c->st, &c->rs->winners,
		    c->rs->why);
		if (c->o->on_pos != NULL && (rv = c->o->on_pos(c->o->ctx,
		    c->g, c->st, c->rs->turns, tu->player)) != 0)
			return rv;
	}
	return 0;
}

/* The start of a session: seats, options, no Setup, no result. */
static int
start_session(struct ctx *c, const struct record *r)
{
	const struct session_ops *so = c->g->session;
	struct game_err e;
	struct diag_loc l;
	char msg[256];
	size_t i, k, n = r->nplayers;

	l = loc(c, r, r->start, 1);
	if (so->seats != NULL && r->has_players) {
		l = loc(c, r, r->playerspos, 1);
		snprintf(msg, sizeof(msg), "%s has the seats %s%s%s: name "
		    "the players with tags of those names, not Players",
		    c->g->name, so->seats[0], so->seats[1] != NULL ? " and " :
		    "", so->seats[1] != NULL ? so->seats[1] : "");
		diag_report(c->d, &l, D_SESSION, msg);
		return 1;
	}
	if (so->seats != NULL)
		n = session_nseats(c->g, r);
	else if (!r->has_players) {
		diag_report(c->d, &l, D_SESSION, "the record has no Players "
		    "tag: name the players in seat order");
		return 1;
	}
	l = loc(c, r, r->playerspos, 1);
	if (so->seats == NULL && (r->nplayers < so->min_players ||
	    r->nplayers > so->max_players)) {
		snprintf(msg, sizeof(msg), "%s is for %u to %u players, not "
		    "%zu", c->g->name, so->min_players, so->max_players,
		    r->nplayers);
		diag_report(c->d, &l, D_SESSION, msg);
		return 1;
	}
	for (i = 0; i < r->nplayers; i++)
		for (k = i + 1; k < r->nplayers; k++)
			if (strcmp(r->players[i], r->players[k]) == 0) {
				snprintf(msg, sizeof(msg), "'%s' sits twice",
				    r->players[i]);
				diag_report(c->d, &l, D_SESSION, msg);
				return 1;
			}
	if (r->setup != NULL) {
		l = loc(c, r, r->setuppos, 1);
		diag_report(c->d, &l, D_SESSION,
		    "a dice session takes no Setup");
		return 1;
	}
	if (r->result != RES_NONE && r->result != RES_UNKNOWN) {
		l = loc(c, r, r->respos, strlen(result_string(r->result)));
		diag_report(c->d, &l, D_SESSION, "a dice session takes no "
		    "result: rongo-score works out the winner");
		return 1;
	}
	if (r->nplies > 0 && r->nturns == 0) {
		l = loc(c, r, r->words[0].pos, 1);
		diag_report(c->d, &l, D_SESSION, "actions outside a turn: "
		    "begin each turn with the player's name and ':'");
		return 1;
	}
	memset(&e, 0, sizeof(e));
	if (so->init(c->st, (unsigned)n, &c->rs->v, &e) < 0) {
		l = loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_SESSION, e.msg);
		return 1;
	}
	c->rs->nplayers = (unsigned)n;
	c->rs->finished = so->finished(c->st, &c->rs->winners, c->rs->why);
	if (c->o->out != NULL && so->seats == NULL) {
		for (i = 0; i < r->nplayers; i++)
			if (rec_add_player(c->o->out, r->players[i],
			    strlen(r->players[i]), r->playerpos[i]) < 0)
				return nomem(c);
	}
	if (c->o->on_pos != NULL)
		return c->o->on_pos(c->o->ctx, c->g, c->st, 0, NULL);
	return 0;
}

/* Describe an outcome for a diagnostic: "Black has won: ...". */
static void
describe(const struct replay_state *rs, char *out, size_t n)
{
	if (rs->outcome == OUT_DRAW)
		snprintf(out, n, "the game is drawn: %s", rs->why);
	else
		snprintf(out, n, "%s has won: %s", rs->outcome == OUT_WHITE ?
		    "White" : "Black", rs->why);
}

static int
check_result(struct ctx *c, const struct record *r)
{
	char what[320];
	struct diag_loc l;
	enum outcome o = c->rs->outcome;

	if (r->result == RES_NONE || r->result == RES_UNKNOWN ||
	    o == OUT_ONGOING)
		return 0;
	if ((r->result == RES_WHITE && o == OUT_WHITE) ||
	    (r->result == RES_BLACK && o == OUT_BLACK) ||
	    (r->result == RES_DRAW && o == OUT_DRAW))
		return 0;
	describe(c->rs, what, sizeof(what));
	l = loc(c, r, r->respos, strlen(result_string(r->result)));
	diag_report(c->d, &l, D_RESULT, result_string(r->result), what);
	return 1;
}

static enum result
result_of(enum outcome o)
{
	switch (o) {
	case OUT_WHITE:
		return RES_WHITE;
	case OUT_BLACK:
		return RES_BLACK;
	case OUT_DRAW:
		return RES_DRAW;
	case OUT_ONGOING:
		break;
	}
	return RES_UNKNOWN;
}

static int
copy_tags(struct ctx *c, const struct record *r)
{
	size_t i;

	for (i = 0; i < r->ntags; i++)
		if (rec_add_tag(c->o->out, r->tags[i].name,
		    strlen(r->tags[i].name), r->tags[i].value,
		    strlen(r->tags[i].value), r->tags[i].npos,
		    r->tags[i].vpos, r->tags[i].vexact) < 0)
			return -1;
	return 0;
}

/* A board game's Players tag means nothing to its rules, and is kept
 * like any other tag. */
static int
copy_players(struct ctx *c, const struct record *r)
{
	size_t i;

	for (i = 0; i < r->nplayers; i++)
		if (rec_add_player(c->o->out, r->players[i],
		    strlen(r->players[i]), r->playerpos[i]) < 0)
			return -1;
	c->o->out->has_players = r->has_players;
	c->o->out->playerspos = r->playerspos;
	return 0;
}

static int
start(struct ctx *c, const struct record *r)
{
	const struct rec_tag *vt = rec_tag(r, "Variant");
	const char *id = r->game != NULL ? r->game : c->o->defgame;
	struct game_err e;
	struct diag_loc l;
	enum side first;

	if (id == NULL) {
		l = loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_NO_GAME);
		return 1;
	}
	if ((c->g = game_find(id)) == NULL) {
		l = r->game != NULL ? loc(c, r, r->gamepos, text_cols(id,
		    strlen(id))) : loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_UNKNOWN_GAME, id);
		return 1;
	}
	c->rs->g = c->g;
	memset(&e, 0, sizeof(e));
	if (variant_parse(c->g, vt != NULL ? vt->value : "", &c->rs->v,
	    &e) < 0) {
		l = loc_in_value(c, r, vt->vpos, vt->vexact, vt->value, &e);
		diag_report(c->d, &l, D_VARIANT, vt->value, e.msg);
		return 1;
	}
	if (c->g->kind == GAME_SESSION) {
		if (c->o->out != NULL) {
			rec_clear(c->o->out);
			c->o->out->file = r->file;
			c->o->out->src = r->src;
			c->o->out->index = r->index;
			c->o->out->format = r->format;
			c->o->out->session = 1;
			if (rec_set_string(&c->o->out->game, c->g->id,
			    strlen(c->g->id)) < 0 || copy_tags(c, r) < 0)
				return nomem(c);
		}
		return start_session(c, r);
	}
	if (c->g->init(c->st, &c->rs->v, &e) < 0) {
		l = vt != NULL ? loc(c, r, vt->vpos, 1) : loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_VARIANT, vt != NULL ? vt->value : "",
		    e.msg);
		return 1;
	}
	first = c->g->to_move(c->st);
	if (r->setup != NULL) {
		if (c->g->pos_read(c->st, r->setup, strlen(r->setup),
		    &c->rs->v, &e) < 0) {
			l = loc_in_value(c, r, r->setuppos, r->setup_exact,
			    r->setup, &e);
			diag_report(c->d, &l, D_SETUP, e.msg);
			return 1;
		}
		if (c->o->strict || c->o->out != NULL) {
			buf_clear(&c->tmp);
			if (c->g->pos_write(c->st, &c->tmp) < 0)
				return nomem(c);
			if (c->o->strict && strcmp(c->tmp.s, r->setup) != 0) {
				l = loc(c, r, r->setuppos,
				    text_cols(r->setup, strlen(r->setup)));
				diag_report(c->d, &l, D_NONCANONICAL, "Setup",
				    r->setup, c->tmp.s);
				return 1;
			}
		}
	}
	c->offset = c->g->to_move(c->st) != first;
	c->rs->outcome = c->g->outcome(c->st, c->rs->why);
	if (c->o->out != NULL) {
		struct record *out = c->o->out;

		rec_clear(out);
		out->file = r->file;
		out->src = r->src;
		out->index = r->index;
		out->format = r->format;
		if (rec_set_string(&out->game, c->g->id, strlen(c->g->id)) < 0 ||
		    (r->setup != NULL && rec_set_string(&out->setup, c->tmp.s,
		    c->tmp.len) < 0))
			return nomem(c);
		if (copy_tags(c, r) < 0 || copy_players(c, r) < 0)
			return nomem(c);
	}
	if (c->o->on_pos != NULL)
		return c->o->on_pos(c->o->ctx, c->g, c->st, 0, NULL);
	return 0;
}

void
replay_opts_init(struct replay_opts *o, const char *defgame, int strict)
{
	memset(o, 0, sizeof(*o));
	o->defgame = defgame;
	o->strict = strict;
}

static int
replay_session(struct ctx *c, const struct record *r,
    const struct record *more)
{
	int rv;

	if ((rv = play_turns(c, r, r)) != 0)
		return rv;
	if (more != NULL) {
		if (more->nplies > 0 && more->nturns == 0) {
			struct diag_loc l = loc(c, more, more->words[0].pos, 1);

			diag_report(c->d, &l, D_SESSION, "actions outside a "
			    "turn: begin each turn with the player's name "
			    "and ':'");
			return 1;
		}
		if ((rv = play_turns(c, more, r)) != 0)
			return rv;
	}
	if (c->o->out != NULL && (copy_comments(c, r, 0) < 0 ||
	    (more != NULL && copy_comments(c, more, r->nplies) < 0)))
		return nomem(c);
	return 0;
}

int
replay(const struct record *r, const struct record *more,
    const struct replay_opts *o, struct replay_state *rs, struct diag *d)
{
	struct ctx c;
	int rv;

	/* everything but the position, which is 16 KiB: the game's init
	 * or pos_read fills it */
	memset(rs, 0, offsetof(struct replay_state, st));
	rs->nplayers = 0;
	rs->turns = 0;
	rs->finished = 0;
	rs->winners = 0;
	memset(&c, 0, sizeof(c));
	c.o = o;
	c.rs = rs;
	c.d = d;
	c.st = rs->st.b;
	c.index = r->index;
	buf_init(&c.tmp);
	if ((rv = start(&c, r)) != 0)
		goto out;
	if (c.g->kind == GAME_SESSION) {
		rv = replay_session(&c, r, more);
		goto out;
	}
	if ((rv = play_plies(&c, r, 0)) != 0)
		goto out;
	if ((rv = check_result(&c, r)) != 0)
		goto out;
	if (more != NULL && (more->nplies > 0 || more->result != RES_NONE)) {
		/* a finished record takes no moves, nor another result */
		if (r->result != RES_NONE && r->result != RES_UNKNOWN &&
		    (more->nplies > 0 || more->result != r->result)) {
			struct diag_loc l = more->nplies > 0 ? loc(&c, more,
			    more->words[0].pos, text_cols(more->text.s +
			    more->words[0].off, more->words[0].len)) :
			    loc(&c, more, more->respos,
			    strlen(result_string(more->result)));

			diag_report(d, &l, D_FINISHED,
			    result_string(r->result));
			rv = 1;
			goto out;
		}
		if ((rv = play_plies(&c, more, r->nplies)) != 0 ||
		    (rv = check_result(&c, more)) != 0)
			goto out;
	}
	if (o->out != NULL) {
		enum result res = more != NULL && more->result != RES_NONE ?
		    more->result : r->result;

		if (copy_comments(&c, r, 0) < 0 || (more != NULL &&
		    copy_comments(&c, more, r->nplies) < 0)) {
			rv = nomem(&c);
			goto out;
		}
		if (rs->outcome != OUT_ONGOING)
			res = result_of(rs->outcome);
		else if (res == RES_NONE)
			res = RES_UNKNOWN;
		o->out->result = res;
	}
out:
	mem_free(c.w);
	buf_release(&c.tmp);
	return rv;
}
