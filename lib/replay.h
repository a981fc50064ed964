/*
 * replay: judge a record against its game, ply by ply.
 *
 * The driver every program shares: it finds the game (Game tag or the
 * default), reads the Variant options and the Setup position, checks each
 * move number, parses and plays each move, stops at the first illegal
 * one, and checks the stated result against the final position.  It can
 * also build the canonical form of the record (for rongo-apply) and show
 * every position to a callback (for rongo-render-ascii).
 */
#ifndef RONGO_REPLAY_H
#define RONGO_REPLAY_H

#include "game.h"
#include "rec.h"

struct diag;

struct replay_opts {
	const char	*defgame;	/* for records without a Game tag */
	int		 strict;	/* refuse non-canonical spellings */
	/* Called with the start position (ply 0, last NULL) and after every
	 * ply (for a dice session: after every turn, however many lines it
	 * is written on, ply counting the turns, last the player's seat);
	 * a non-zero return stops the replay with that value (use -1 for
	 * fatal trouble, already reported). */
	int		(*on_pos)(void *ctx, const struct game *,
			    const void *st, unsigned long ply,
			    const char *last);
	void		*ctx;
	/* When set, receives the canonical record (see rongo(7)); where
	 * it says what the record read says, its items refer to the same
	 * bytes of src (rec.h), as long as they are there. */
	struct record	*out;
	/* Give the memory of the movetext of the record replayed (not of
	 * more) back as it is played (rec_iter_give_back): the caller
	 * walks it no more. */
	int		 give_back;
	/* A dice session: with cut set, only the first keep_turns turns of
	 * the record are played (a turn being one player's actions, however
	 * many lines), the rest of it left unread, so that more goes on
	 * from there (rongo-apply --plies). */
	int		 cut;
	unsigned long	 keep_turns;
};

/* Options with no callback and no canonical record. */
void replay_opts_init(struct replay_opts *, const char *defgame, int strict);

struct replay_state {
	const struct game	*g;
	struct variant		 v;
	unsigned long		 plies;		/* legal plies played */
	enum outcome		 outcome;
	char			 why[256];
	union {
		unsigned char	 b[GAME_STATE_MAX];
		uint64_t	 align;
	} st;					/* the final position */
	/* dice sessions */
	unsigned		 nplayers;
	size_t			 turns;		/* turns played, the last
						 * maybe unfinished */
	int			 finished;
	unsigned long		 winners;	/* a bit per winning seat */
};

/* A dice session's seat i: its name as turn lines write it, and the
 * name of its player (for fixed seats, the tag named after the seat when
 * there is one). */
unsigned session_nseats(const struct game *, const struct record *);
const char *session_seat(const struct game *, const struct record *,
    unsigned i);
const char *session_person(const struct game *, const struct record *,
    unsigned i);

/*
 * Replay r, then the plies of more (moves added with -m; may be NULL).
 * Returns 0 when everything is legal, 1 when the record is invalid (the
 * reason is reported), -1 on fatal trouble (reported).
 */
int replay(const struct record *r, const struct record *more,
    const struct replay_opts *, struct replay_state *, struct diag *);
/* The result of a board game replayed without fault: its outcome, or
 * the one stated (by more, if it states one), or "*". */
enum result replay_result(const struct replay_state *, const struct record *r,
    const struct record *more);

#endif
