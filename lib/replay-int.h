/*
 * replay-int: what the replay's files share, inside the library.
 *
 * replay.c finds the game, reads its Variant and Setup, and hands the
 * record to the board driver (replay-board.c) or the session driver
 * (replay-session.c); both build the canonical record, when asked for,
 * through replay-canon.c.  One struct replay_ctx lives on replay()'s
 * stack for a whole replay and is passed to all of them.
 *
 * Ownership: the context borrows the options, the state and the
 * diagnostics from replay()'s caller, the records being read from
 * replay(); it owns tmp and name, which replay() releases.
 */
#ifndef RONGO_REPLAY_INT_H
#define RONGO_REPLAY_INT_H

#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "rec.h"
#include "replay.h"

/* What the session driver's steps return when the record is cut there
 * (replay_opts.cut): not an error, the rest of it is not played. */
#define REPLAY_CUT	3

struct replay_ctx {
	const struct replay_opts	*o;
	struct replay_state		*rs;
	struct diag			*d;
	const struct game		*g;
	void				*st;
	int				 offset;   /* 1: started at "1..." */
	unsigned long			 index;    /* record number */
	struct buf			 tmp;
	struct buf			 name;	/* of the turn line being played */
	struct rec_word			 nword;	/* and where it is, */
	const struct record		*nrec;	/* in this record */
	int				 joins;	/* it goes on with a turn */
	const char			*seat;	/* the seat it names */
	/* the seat of the turn played last, shown to on_pos once the
	 * turn is known to be over; NULL when none is waiting */
	const char			*pending;
	const struct record		*given;	/* the one given back */
	/* the canonical record's comments at its last ply (replay-canon) */
	size_t				 notes;
};

/*
 * Diagnostics (replay.c).
 */

/* Position p of r, len characters long, in the record being replayed. */
struct diag_loc replay_loc(const struct replay_ctx *, const struct record *r,
    struct pos p, unsigned long len);
/* Report that memory ran out; returns -1. */
int replay_nomem(struct replay_ctx *);
/* Where a refusal points: the word at fault in the ply at it, and
 * inside it the bytes the game named (the whole word when it named
 * none). */
struct diag_loc replay_word_loc(const struct replay_ctx *,
    const struct record *r, const struct rec_iter *it,
    const struct game_err *e);
/* The first word of the ply at it (its number, if it has none). */
struct diag_loc replay_first_loc(const struct replay_ctx *,
    const struct record *r, const struct rec_iter *it, unsigned long len);
/* A ply of more words than REC_PLY_WORDS, which no game reads: the
 * first of its words (a move quoted whole would be megabytes), into
 * c->tmp, the reason into why, and where the first word too many is.
 * -1 when out of memory. */
int replay_too_many_words(struct replay_ctx *, const struct record *r,
    const struct rec_iter *it, char *why, size_t n, struct diag_loc *l);

/* The next item of r, once the one before is done with: the memory of
 * those passed goes back when the caller asked for it.  Inline: both
 * drivers take every item through it. */
static inline int
replay_next_item(struct replay_ctx *c, const struct record *r,
    struct rec_iter *it)
{
	if (c->o->give_back && r == c->given)
		rec_iter_give_back(it);
	return rec_iter_next(it);
}

/*
 * The drivers: 0 when everything is legal, 1 when refused (reported),
 * -1 on fatal trouble (reported), or what on_pos returned.
 */

/* Play the plies of r, then those of more (may be NULL), and check the
 * results they state (replay-board.c). */
int board_replay(struct replay_ctx *, const struct record *r,
    const struct record *more);
/* The start of a session: seats, options, no Setup, no result
 * (replay-session.c). */
int session_start(struct replay_ctx *, const struct record *r);
/* Play the turn lines of r, then those of more (may be NULL). */
int session_replay(struct replay_ctx *, const struct record *r,
    const struct record *more);

/*
 * The canonical record, c->o->out (replay-canon.c): each builder is
 * called only when there is one, but for canon_comment; each returns 0,
 * or -1 out of memory (not reported).
 */

/* Begin it for r: the game, the tags, and for a board game the Setup
 * (canonical, in c->tmp) and the Players tag. */
int canon_start(struct replay_ctx *, const struct record *r);
/* A session's players, in seat order. */
int canon_players(struct replay_ctx *, const struct record *r);
/* Ply i of a board game, at it of r, whose canonical text is canon. */
int canon_ply(struct replay_ctx *, const struct record *r,
    const struct rec_iter *it, unsigned long i, const char *canon);
/* A session's turn being played, its name in c->name. */
int canon_turn(struct replay_ctx *, const struct record *r);
/* A session's action at it of r, whose canonical text is canon. */
int canon_action(struct replay_ctx *, const struct record *r,
    const struct rec_iter *it, const char *canon);
/* The comment at it of r, where it stands; 0 when there is no
 * canonical record. */
int canon_comment(struct replay_ctx *, const struct record *r,
    const struct rec_iter *it);

#endif
