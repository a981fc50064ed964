/*
 * rec: the record model, shared by both encodings.
 *
 * A record is one game: its tags, its game id, an optional starting
 * position (Setup), its moves as written, comments, and a result.  The
 * readers fill it (notation.c, and yrec.c with yschema.c) and the
 * writers print it (nwriter.c, ywriter.c); the replay driver (replay.c
 * and the files it names) judges it against its game.  Game, Setup and
 * the result have fields of their own and are not in tags.
 *
 * Moves.  The moves and the comments between them are the record's
 * movetext, a stream of items in mv and the fields after it: movetext.h
 * says how it is built and walked (movetext.c), and is included at the
 * end of this header, so that whoever includes rec.h has it too.
 *
 * Ownership: a record owns every string and array it points to;
 * rec_clear empties it for reuse (keeping its memory), rec_release frees
 * it.  file and src are borrowed from the reader.
 */
#ifndef RONGO_REC_H
#define RONGO_REC_H

#include <stddef.h>
#include <string.h>

#include "buf.h"

struct game;
struct src;

/* A position in the input: 1-based line and column (characters);
 * line == 0 when unknown. */
struct pos {
	unsigned long	line;
	unsigned long	col;
};

enum result {
	RES_NONE = 0,		/* no result written */
	RES_WHITE,		/* 1-0 */
	RES_BLACK,		/* 0-1 */
	RES_DRAW,		/* 1/2-1/2 */
	RES_UNKNOWN		/* * */
};

enum rec_format {
	FMT_NOTATION = 0,
	FMT_YAML,
	FMT_JSON		/* JSON Lines */
};

struct rec_tag {
	char		*name;
	char		*value;
	size_t		 ncap, vcap;	/* their buffers' sizes, kept for the
					 * next record's tags */
	struct pos	 npos;		/* of the name */
	struct pos	 vpos;		/* of the value's first character */
	int		 vexact;	/* value columns map 1:1 to the source */
};

struct record {
	const char		*file;	/* as shown in diagnostics */
	const struct src	*src;	/* for quoting lines; may be NULL */
	unsigned long		 index;	/* 1-based, within its file */
	struct pos		 start;
	enum rec_format		 format;
	int			 bad;	/* a syntax error was reported */

	char			*game;	/* NULL: none written */
	/* the game game names, when a reader looked it up (the notation
	 * reader does, to group a session's words): the drivers look it
	 * up no more.  NULL when not looked up; whoever changes game
	 * clears it. */
	const struct game	*g;
	struct pos		 gamepos;
	char			*setup;	/* NULL: the default start */
	struct pos		 setuppos;
	int			 setup_exact;

	/* tags[ntags..tagslots) hold the buffers of earlier records' tags,
	 * reused by rec_add_tag; rec_release frees them */
	struct rec_tag		*tags;
	size_t			 ntags, tagcap, tagslots;
	/* bytes of tags read, names and values (Game, Setup and the
	 * players too), for the readers' tagtext limit */
	size_t			 tagtext;

	/* a dice session (turns, not moves): set by the replay driver in
	 * the canonical record it writes, for the writers */
	int			 session;
	/* dice sessions: the seats (Players tag, YAML players); a board
	 * game may have a Players tag too, kept as it is */
	char			**players;
	struct pos		*playerpos;	/* where each name was read */
	size_t			 nplayers, playercap, pposcap;
	int			 has_players;
	struct pos		 playerspos;

	/* the movetext (see movetext.h) and what it holds; base is the
	 * offset in src->buf of the byte at basepos, from which items
	 * taken from src count, and at is where the last of them ends */
	struct buf		 mv;		/* bytes, not a string */
	size_t			 base;
	struct pos		 basepos;
	size_t			 at;
	size_t			 nturns, nplies, nwords, ncomments;
	size_t			 nloose;	/* comments not in place */
	/* mv[0 .. cfrom) is packed, at is cat there (see rec_grow_mv);
	 * not while nopack is set */
	size_t			 cfrom, cat;
	int			 nopack;

	enum result		 result;
	struct pos		 respos;
};

void rec_init(struct record *);
void rec_clear(struct record *);
void rec_release(struct record *);

/* Builders; each returns 0, or -1 when out of memory. */
int rec_add_tag(struct record *, const char *name, size_t nlen,
    const char *value, size_t vlen, struct pos npos, struct pos vpos,
    int vexact);
/* Seats of a dice session, and where each name was read. */
int rec_add_player(struct record *, const char *name, size_t len,
    struct pos);
/* The players as written in a Players tag: "Ann, Bob". */
int rec_players_string(const struct record *, struct buf *);
/* Split a Players tag value at commas into r's players; names are
 * trimmed (an empty one is kept, for rec_check to report).  vpos is
 * where the value starts; with exact, its characters stand one for one
 * in the source, and each name gets its own column.  -1 when out of
 * memory. */
int rec_set_players(struct record *, const char *value, struct pos vpos,
    int exact);
/* The names of a Players value one by one: p starts at the value; each
 * call gives the next name, blanks trimmed (an empty one too), and 0
 * once past the last. */
int rec_player_next(const char **p, const char **name, size_t *len);
/* What is wrong with a player's name s[0..n) (NULL: nothing): a name
 * must read back the same from a Players tag and a turn line. */
const char *rec_player_name_problem(const char *s, size_t n);

struct diag;
/* The record rules, after reading, for every encoding (rules.c): 0, or
 * 1 when r breaks one (reported on d, r->bad set), or -1 when out of
 * memory (reported). */
int rec_check(struct record *, struct diag *);

/* Whether s may name a tag: letters, digits and '_', at least one. */
int rec_tag_name_ok(const char *s);

/* The value of tag name, or NULL. */
const struct rec_tag *rec_tag(const struct record *, const char *name);

int rec_set_string(char **field, const char *s, size_t len);

/* The index of the first tag, in order, whose name an earlier tag has;
 * -1 when there is none, -2 when out of memory.  O(n log n). */
long rec_dup_tag(const struct record *);

/* "1-0", "0-1", "1/2-1/2", "*", or NULL for RES_NONE; and back (-1 when
 * s is not a result). */
const char *result_string(enum result);
int result_parse(const char *s, size_t len, enum result *);

/* The movetext, on the record above: its inline code reads the
 * record's fields, hence here, at the end. */
#include "movetext.h"

#endif
