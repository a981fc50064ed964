/*
 * replay-board: the board game driver (see replay-int.h).
 *
 * Each ply of the record, then of the moves added (-m), has its move
 * number checked, is parsed and played by the game, and goes into the
 * canonical record; the first one refused stops the replay.  A result
 * the record states is checked against the position it leads to.
 *
 * Move numbers: the side that moves first in the game's default start
 * is the "first" side; its plies are numbered "N." and the other side's
 * "N...".  A Setup with the other side to move starts at "1..."
 * (c->offset, set by start()).
 */
#include "replay-int.h"

#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "game.h"
#include "rec.h"
#include "replay.h"
#include "text.h"

/* "move 3 (Black)" for ply i, counting from the start position. */
static void
move_name(const struct replay_ctx *c, unsigned long i, enum side s,
    char *out, size_t n)
{
	unsigned long j = i + (unsigned long)c->offset;

	snprintf(out, n, "move %lu (%s)", j / 2 + 1, side_name(s));
}

static void
expected_number(const struct replay_ctx *c, unsigned long i, char *out,
    size_t n)
{
	unsigned long j = i + (unsigned long)c->offset;

	snprintf(out, n, "%lu%s", j / 2 + 1, j % 2 ? "..." : ".");
}

static int
check_number(struct replay_ctx *c, const struct record *r,
    const struct rec_iter *p, unsigned long i)
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
	l = replay_loc(c, r, rec_where(r, &p->numw), strlen(got));
	diag_report(c->d, &l, D_MOVE_NUMBER, got, want);
	return 1;
}

/* Play the plies of r; base is the number of plies before them. */
static int
play_plies(struct replay_ctx *c, const struct record *r, unsigned long base)
{
	const struct game *g = c->g;
	struct rec_iter it;
	struct game_err e;
	struct move m;
	char canon[MOVE_TEXT_MAX], name[64];
	int rv;
	enum side mover;

	rec_iter_init(&it, r);
	while ((rv = replay_next_item(c, r, &it)) > 0) {
		unsigned long ply = base + it.ply;
		struct diag_loc l;

		if (it.kind == REC_COMMENT) {
			if (canon_comment(c, r, &it) < 0)
				goto nomem;
			continue;
		}
		if (it.kind != REC_PLY)
			continue;
		if (check_number(c, r, &it, ply))
			goto refused;
		mover = g->to_move(c->st);
		if (c->rs->outcome != OUT_ONGOING) {
			move_name(c, ply, mover, name,
			    sizeof(name));
			if (rec_iter_text(&it, &c->tmp) < 0)
				goto nomem;
			l = replay_first_loc(c, r, &it,
			    text_cols(it.w[0].s, it.w[0].len));
			diag_report(c->d, &l, D_MOVE_AFTER_END, name,
			    c->tmp.s, c->rs->why);
			goto refused;
		}
		if (it.nover > 0) {
			char why[128];

			move_name(c, ply, mover, name, sizeof(name));
			if (replay_too_many_words(c, r, &it, why, sizeof(why),
			    &l) < 0)
				goto nomem;
			diag_report(c->d, &l, D_MOVE_SYNTAX, name, c->tmp.s,
			    why);
			goto refused;
		}
		/* parse fills m, and a refusal fills e: no clearing here,
		 * on the path every ply takes */
		if ((rv = g->parse(c->st, it.w, it.nw, &m, &e)) == 0)
			rv = g->play(c->st, &m, canon, &e);
		else
			rv = -2;
		if (rv < 0 || c->o->strict) {
			move_name(c, ply, mover, name,
			    sizeof(name));
			if (rec_iter_text(&it, &c->tmp) < 0)
				goto nomem;
		}
		if (rv < 0) {
			l = replay_word_loc(c, r, &it, &e);
			diag_report(c->d, &l, rv == -2 ? D_MOVE_SYNTAX :
			    D_MOVE_ILLEGAL, name, c->tmp.s, e.msg);
			goto refused;
		}
		if (c->o->strict && strcmp(canon, c->tmp.s) != 0) {
			l = replay_first_loc(c, r, &it,
			    text_cols(c->tmp.s, c->tmp.len));
			diag_report(c->d, &l, D_NONCANONICAL, name, c->tmp.s,
			    canon);
			goto refused;
		}
		c->rs->plies++;
		c->rs->outcome = g->outcome(c->st, c->rs->why);
		if (c->o->out != NULL && canon_ply(c, r, &it, ply, canon) < 0)
			goto nomem;
		if (c->o->on_pos != NULL &&
		    (rv = c->o->on_pos(c->o->ctx, g, c->st, ply + 1, canon)) != 0)
			goto out;
	}
	if (rv < 0)
		goto nomem;
	rec_iter_release(&it);
	return 0;
nomem:
	rv = replay_nomem(c);
	goto out;
refused:
	rv = 1;
out:
	rec_iter_release(&it);
	return rv;
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
check_result(struct replay_ctx *c, const struct record *r)
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
	l = replay_loc(c, r, r->respos, strlen(result_string(r->result)));
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

int
board_replay(struct replay_ctx *c, const struct record *r,
    const struct record *more)
{
	int rv;

	if ((rv = play_plies(c, r, 0)) != 0)
		return rv;
	if ((rv = check_result(c, r)) != 0)
		return rv;
	if (more != NULL && (more->nplies > 0 || more->result != RES_NONE)) {
		/* a finished record takes no moves, nor another result */
		if (r->result != RES_NONE && r->result != RES_UNKNOWN &&
		    (more->nplies > 0 || more->result != r->result)) {
			struct rec_word w;
			struct diag_loc l = more->nplies > 0 &&
			    rec_first_word(more, &w) > 0 ? replay_loc(c, more,
			    rec_where(more, &w), text_cols(w.s, w.len)) :
			    replay_loc(c, more, more->respos,
			    strlen(result_string(more->result)));

			diag_report(c->d, &l, D_FINISHED,
			    result_string(r->result));
			return 1;
		}
		if ((rv = play_plies(c, more, r->nplies)) != 0 ||
		    (rv = check_result(c, more)) != 0)
			return rv;
	}
	if (c->o->out != NULL)
		c->o->out->result = replay_result(c->rs, r, more);
	return 0;
}

enum result
replay_result(const struct replay_state *rs, const struct record *r,
    const struct record *more)
{
	enum result res = more != NULL && more->result != RES_NONE ?
	    more->result : r->result;

	if (rs->outcome != OUT_ONGOING)
		return result_of(rs->outcome);
	return res == RES_NONE ? RES_UNKNOWN : res;
}
