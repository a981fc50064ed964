/*
 * edit: the edits rongo-apply makes to a record before replaying it:
 * tags set and removed, the players named (--tag, --untag, --players,
 * --variant), and the movetext cut (--undo, --plies).
 *
 * The edited record is a copy whose items hold their text and the
 * positions they had, so that a diagnostic about it still points into
 * the input and quotes its line.  An edit that names a value anew (a
 * tag's) has no position: a diagnostic about it names the record.
 *
 * Ownership: struct edit borrows its strings (the command line's); the
 * copy owns its own, as any record.
 */
#ifndef RONGO_EDIT_H
#define RONGO_EDIT_H

#include <stddef.h>

struct diag;
struct game;
struct limits;
struct reader;
struct record;

enum edit_kind {
	EDIT_SET,		/* --tag NAME=VALUE, --variant */
	EDIT_UNSET,		/* --untag NAME */
	EDIT_PLAYERS		/* --players "A, B" */
};

struct edit_tag {
	enum edit_kind	 kind;
	const char	*name;		/* EDIT_SET, EDIT_UNSET */
	const char	*value;		/* EDIT_SET, EDIT_PLAYERS */
};

enum edit_cut {
	CUT_NONE,
	CUT_UNDO,	/* drop the last n plies (a session: actions) */
	CUT_KEEP,	/* keep the first n plies (a session: turns) */
	CUT_ALL		/* none of the movetext, comments and result too:
			 * a new game with the tags (rongo-play's new) */
};

struct edit {
	const struct edit_tag	*tags;		/* in command-line order */
	size_t			 ntags;
	enum edit_cut		 cut;
	unsigned long		 n;
};

/* Whether e changes anything. */
int edit_any(const struct edit *e);

/* What is wrong with a tag edit as an option gives it (value NULL:
 * --untag), for a usage error; NULL when nothing. */
const char *edit_tag_problem(const char *name, const char *value);
/* What is wrong with the players of --players; NULL when nothing. */
const char *edit_players_problem(const char *value);

/*
 * Copy in into out (cleared first) with e's edits made.  g is in's game,
 * or NULL when it is unknown (the replay reports that).  0, or 1 when an
 * edit cannot be made to in (reported on d: --undo past the start,
 * --players for the wrong number of sides), or -1 when out of memory
 * (reported).
 */
int edit_record(const struct record *in, const struct edit *e,
    const struct game *g, struct record *out, struct diag *d);

/* Moves to add to a record: rongo-apply's -m, or a line typed to
 * rongo-play. */
struct edit_more {
	const char		*text;
	const char		*name;	/* the input's, for diagnostics */
	unsigned long		 line;	/* where text starts in it */
	const char		*what;	/* NULL: -m; else a line typed */
	const char		*defgame;
	const struct limits	*lim;
	/* diagnostics in text name the record it goes to, "FILE record
	 * N: ", for when one text goes to many records */
	int			 named;
};

/*
 * Read m's text as the movetext of a record of to's game, into more:
 * 0, 1 when it is not moves alone (reported: a tag, or moves after a
 * result), -1 on fatal trouble (reported).  The reader stays open in
 * *mr, for diagnostics that quote the text, until edit_end_moves closes
 * it (*mr NULL: none to close).
 */
int edit_read_moves(struct reader **mr, const struct edit_more *m,
    const struct record *to, struct record *more, struct diag *d);
void edit_end_moves(struct reader *mr, struct diag *d);

#endif
