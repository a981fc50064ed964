/*
 * play: a game kept live in a file, a line at a time (rongo-play).
 *
 * The file holds one or more records; the last is the game in play.
 * Each line offered (a move, an action or a turn line, a command) is
 * judged against the record so far by the same reader and replay driver
 * as any record, and when it is accepted the whole file is written
 * again, through a temporary file renamed over it (out.h), so that it
 * holds a valid record at every moment: a crash loses at most the line
 * being judged.  The earlier records are kept byte for byte; the game in
 * play is written in canonical form, in the file's encoding.
 *
 * After every change the saved text is read back and replayed: what is
 * played on is exactly what the file holds, read by the same reader any
 * program would use.
 *
 * Ownership: a struct play owns its buffers, its reader and its record;
 * struct play_opts and the diag are borrowed for its lifetime.
 */
#ifndef RONGO_PLAY_H
#define RONGO_PLAY_H

#include <stdint.h>
#include <stdio.h>

#include "buf.h"
#include "edit.h"
#include "replay.h"
#include "rng.h"

struct diag;
struct limits;
struct reader;

struct play_opts {
	const char		*path;		/* FILE */
	const char		*defgame;	/* -g */
	/* the tags of a new game; the edits made to a game continued */
	const struct edit	*edit;
	int			 format;	/* enum rec_format, -1: the
						 * file's (notation if new) */
	const struct limits	*lim;
	int			 strict;
	uint64_t		 seed;		/* the referee's dice */
};

struct play {
	struct diag		*d;
	const struct play_opts	*o;
	int			 format;
	struct buf		 prefix;	/* FILE before the game */
	unsigned long		 line;		/* the game's first line */
	int			 yaml_after;	/* a YAML document before it */
	struct buf		 text;		/* the game, as saved */
	struct reader		*rd;		/* over text */
	struct record		 rec;
	struct replay_state	 rs;
	unsigned long		 ply;		/* plies, or a session's turns */
	char			 last[MOVE_TEXT_MAX];
	struct rng		 rng;
	/* the players of a session, for drawings */
	const char		*players[SESSION_PLAYERS_MAX];
	unsigned		 nplayers;
};

/* Where a line offered came from, for diagnostics: the input's name
 * and line, and the line itself. */
struct play_in {
	const char	*name;
	unsigned long	 line;
	const char	*text;
};

/* Open FILE: continue its last record (with the edits made), or start a
 * new game of o->defgame when FILE is absent or empty.  0; 1 when FILE's
 * last record is invalid or an edit is refused (reported: nothing is
 * written); -1 on fatal trouble (reported).  play_close in every case. */
int play_open(struct play *, const struct play_opts *, struct diag *);
void play_close(struct play *);

/* What a line does, as play_line reports it. */
enum play_do {
	PLAY_DONE = 0,		/* accepted, or a command done */
	PLAY_REFUSED = 1,	/* refused (reported), nothing changed */
	PLAY_QUIT = 2,		/* "quit" */
	PLAY_FATAL = -1		/* I/O or memory trouble (reported) */
};

/* One line: a command (see play_help) or moves and actions, a session's
 * line without "NAME:" going to the player due.  Commands that print
 * (legal, hint, show, help) print on out.  *changed is set when the game
 * changed (and FILE was saved). */
enum play_do play_line(struct play *, const struct play_in *, FILE *out,
    int *changed);

/* The commands, one per line, for help. */
extern const char play_help[];
/* The command words, NULL-terminated, for completion. */
extern const char *const play_commands[];

/* Add the text of a line to the game: as play_line for moves. */
enum play_do play_moves(struct play *, const struct play_in *);
/* A program's answer: moves or actions, or a throw asked of the
 * referee ("roll", "roll ?????"); never a command. */
enum play_do play_answer(struct play *, const struct play_in *);
/* The referee throws the dice due (a session); in NULL: asked by none
 * (a refusal then has no place). */
enum play_do play_roll(struct play *, const struct play_in *);
/* Take back n plies (a session: actions). */
enum play_do play_undo(struct play *, const struct play_in *,
    unsigned long n);
/* Start a new game after this one, its tags those of this one, edited
 * by e (NULL: none). */
enum play_do play_new(struct play *, const struct edit *e);
/* The referee ends the game: the side or seat `loser` forfeits, or
 * (loser -1) it is drawn, why saying so.  A board game gets the result,
 * the reason as a comment before it; a session gets the comment, and
 * the caller stops there (see rongo-play(1)). */
enum play_do play_end(struct play *, int loser, const char *why);

/* Whose turn it is: the side (0 White, 1 Black) or seat, -1 when the
 * game is over; name (may be NULL) gets its name as turn lines write
 * it.  In a session, the seat whose turn may still go on (a score
 * after its last die) while it may. */
int play_due(const struct play *, const char **name);
/* The seat a session's line names ("NAME:"), or -1 when it names none
 * (or the game is a board game). */
int play_named(const struct play *, const char *line);
/* Whether a throw is due (a session), for the referee to make; and
 * whether it is the only thing the player due may do. */
int play_throw_due(const struct play *);
int play_only_throw(const struct play *);
/* Whether the game is over: 1 with why and the winners (a bit per side
 * or seat; 0 for a draw). */
int play_over(const struct play *, char why[256], unsigned long *winners);
/* The number of sides or seats. */
unsigned play_nseats(const struct play *);

/* Draw the position or score sheet, with who is to move, on out. */
int play_show(struct play *, FILE *out);
/* The legal moves or actions, one per line, as lines rongo-play takes. */
int play_legal(struct play *, FILE *out);

#endif
