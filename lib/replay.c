/*
 * replay: the entry point (see replay.h), and what both drivers share.
 *
 * replay() sets up the context (replay-int.h) and start() finds the
 * game, reads the Variant options and, for a board game, the Setup
 * position and the side it has to move; the record then goes to its
 * driver: replay-board.c plays a board game's plies, replay-session.c
 * a dice session's turn lines.  Both report through the helpers here,
 * which point into the record being read, and build the canonical
 * record, when asked for, through replay-canon.c.
 *
 * The position is the caller's (replay_state.st): the game's init or
 * pos_read fills it, and it is the final position when replay returns.
 */
#include "replay.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "rec.h"
#include "replay-int.h"
#include "text.h"

struct diag_loc
replay_loc(const struct replay_ctx *c, const struct record *r, struct pos p,
    unsigned long len)
{
	struct diag_loc l = { r->file, p.line, p.col, len, r->src, NULL,
	    c->index };

	return l;
}

int
replay_nomem(struct replay_ctx *c)
{
	diag_report(c->d, NULL, D_NOMEM);
	return -1;
}

/* Columns into a string value whose characters map 1:1 to the source. */
static struct diag_loc
loc_in_value(const struct replay_ctx *c, const struct record *r, struct pos p,
    int exact, const char *s, const struct game_err *e)
{
	size_t n = strlen(s);
	unsigned off = e->off < n ? e->off : (unsigned)n;
	unsigned len = e->len;

	if (!exact)
		return replay_loc(c, r, p, 1);
	if (off + len > n)
		len = (unsigned)(n - off);
	p.col += text_cols(s, off);
	return replay_loc(c, r, p, len ? text_cols(s + off, len) : 1);
}

struct diag_loc
replay_word_loc(const struct replay_ctx *c, const struct record *r,
    const struct rec_iter *it, const struct game_err *e)
{
	struct rec_word bw = rec_iter_word(it, e->word < it->nw ? e->word : 0);
	const char *ws = bw.s;
	size_t off = e->off < bw.len ? e->off : 0;
	size_t len = e->len ? e->len : bw.len - off;
	struct pos at = rec_where(r, &bw);

	if (off + len > bw.len)
		len = bw.len - off;
	at.col += text_cols(ws, off);
	return replay_loc(c, r, at, text_cols(ws + off, len));
}

struct diag_loc
replay_first_loc(const struct replay_ctx *c, const struct record *r,
    const struct rec_iter *it, unsigned long len)
{
	struct rec_word w = it->nw > 0 ? rec_iter_word(it, 0) : it->numw;

	return replay_loc(c, r, rec_where(r, &w), len);
}

/* a move written back has at most MOVE_TEXT_MAX - 1 bytes, half of them
 * words at most: one of more words is no move */
_Static_assert(REC_PLY_WORDS >= MOVE_TEXT_MAX / 2, "REC_PLY_WORDS");

int
replay_too_many_words(struct replay_ctx *c, const struct record *r,
    const struct rec_iter *it, char *why, size_t n, struct diag_loc *l)
{
	size_t k;

	buf_clear(&c->tmp);
	for (k = 0; k < 4; k++)
		if ((k > 0 && buf_putc(&c->tmp, ' ') < 0) ||
		    buf_add(&c->tmp, it->w[k].s, it->w[k].len) < 0)
			return -1;
	if (buf_puts(&c->tmp, " ...") < 0)
		return -1;
	snprintf(why, n, "it has %zu words, where a move has at most %d",
	    it->nw + it->nover, REC_PLY_WORDS);
	*l = replay_loc(c, r, rec_where(r, &it->over),
	    text_cols(it->over.s, it->over.len));
	return 0;
}

static int
start(struct replay_ctx *c, const struct record *r)
{
	const struct rec_tag *vt = rec_tag(r, "Variant");
	const char *id = r->game != NULL ? r->game : c->o->defgame;
	struct game_err e;
	struct diag_loc l;
	enum side first;

	if (id == NULL) {
		l = replay_loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_NO_GAME);
		return 1;
	}
	if ((c->g = r->game != NULL && r->g != NULL ? r->g :
	    game_find(id)) == NULL) {
		char tail[160];

		l = r->game != NULL ? replay_loc(c, r, r->gamepos,
		    text_cols(id, strlen(id))) : replay_loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_UNKNOWN_GAME, id,
		    game_unknown_tail(tail, sizeof(tail), c->d->prog, id));
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
		if (c->o->out != NULL && canon_start(c, r) < 0)
			return replay_nomem(c);
		return session_start(c, r);
	}
	if (c->g->init(c->st, &c->rs->v, &e) < 0) {
		l = vt != NULL ? replay_loc(c, r, vt->vpos, 1) :
		    replay_loc(c, r, r->start, 1);
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
				return replay_nomem(c);
			if (c->o->strict && strcmp(c->tmp.s, r->setup) != 0) {
				l = replay_loc(c, r, r->setuppos,
				    text_cols(r->setup, strlen(r->setup)));
				diag_report(c->d, &l, D_NONCANONICAL, "Setup",
				    r->setup, c->tmp.s);
				return 1;
			}
		}
	}
	c->offset = c->g->to_move(c->st) != first;
	c->rs->outcome = c->g->outcome(c->st, c->rs->why);
	if (c->o->out != NULL && canon_start(c, r) < 0)
		return replay_nomem(c);
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

int
replay(const struct record *r, const struct record *more,
    const struct replay_opts *o, struct replay_state *rs, struct diag *d)
{
	struct replay_ctx c;
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
	c.given = r;
	buf_init(&c.tmp);
	if ((rv = start(&c, r)) != 0)
		goto out;
	if (c.g->kind == GAME_SESSION) {
		rv = session_replay(&c, r, more);
		goto out;
	}
	rv = board_replay(&c, r, more);
out:
	buf_release(&c.tmp);
	buf_release(&c.name);
	return rv;
}
