/*
 * rec: the record model, shared by both encodings.
 *
 * A record is one game: its tags, its game id, an optional starting
 * position (Setup), its moves as written, comments, and a result.  The
 * readers fill it (notation.c, yrec.c) and the writers print it; the
 * replay driver (replay.c) judges it against its game.
 *
 * Data model: move text lives in one arena (text); a word is a slice of
 * it, and a ply is a run of consecutive words.  Every piece keeps the
 * position where it was read, for diagnostics.  Game, Setup and the
 * result have fields of their own and are not in tags.
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
	FMT_YAML
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

struct rec_word {
	size_t		off;		/* in text */
	size_t		len;
	struct pos	pos;
};

/* Move numbers as written before a ply: "12." (dots 1) or "12..."
 * (dots 3); dots 0 when none was written. */
struct rec_ply {
	size_t		 w0;		/* first word */
	size_t		 nw;
	long		 num;
	int		 dots;
	struct pos	 numpos;
};

/* A turn of a dice session: a player's name and the actions it took,
 * which are the plies p0 .. p0 + np - 1 (in a session, a ply is one
 * action: "roll 66633", "keep 666", "score yacht"). */
struct rec_turn {
	char		*player;
	struct pos	 pos;		/* of the name */
	size_t		 p0;
	size_t		 np;
};

/* A comment standing after `ply` plies (0: before the first move). */
struct rec_comment {
	size_t		 ply;
	char		*text;
	struct pos	 pos;
};

struct record {
	const char		*file;	/* as shown in diagnostics */
	const struct src	*src;	/* for quoting lines; may be NULL */
	unsigned long		 index;	/* 1-based, within its file */
	struct pos		 start;
	enum rec_format		 format;
	int			 bad;	/* a syntax error was reported */

	char			*game;	/* NULL: none written */
	struct pos		 gamepos;
	char			*setup;	/* NULL: the default start */
	struct pos		 setuppos;
	int			 setup_exact;

	/* tags[ntags..tagslots) hold the buffers of earlier records' tags,
	 * reused by rec_add_tag; rec_release frees them */
	struct rec_tag		*tags;
	size_t			 ntags, tagcap, tagslots;

	/* a dice session (turns, not moves): set by the replay driver in
	 * the canonical record it writes, for the writers */
	int			 session;
	/* dice sessions: the seats (Players tag, YAML players) and turns;
	 * a board game may have a Players tag too, kept as it is */
	char			**players;
	struct pos		*playerpos;	/* where each name was read */
	size_t			 nplayers, playercap, pposcap;
	int			 has_players;
	struct pos		 playerspos;
	struct rec_turn		*turns;
	size_t			 nturns, turncap;

	struct buf		 text;
	struct rec_word		*words;
	size_t			 nwords, wordcap;
	struct rec_ply		*plies;
	size_t			 nplies, plycap;
	struct rec_comment	*comments;
	size_t			 ncomments, commentcap;

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
/* Seats and turns of a dice session.  A new ply joins the last turn. */
int rec_add_player(struct record *, const char *name, size_t len,
    struct pos);
int rec_add_turn(struct record *, const char *player, size_t len,
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
/* What is wrong with a player's name s[0..n) (NULL: nothing): a name
 * must read back the same from a Players tag and a turn line. */
const char *rec_player_name_problem(const char *s, size_t n);

struct diag;
/* The record rules, after reading, for every encoding (rules.c): 0, or
 * 1 when r breaks one (reported on d, r->bad set). */
int rec_check(struct record *, struct diag *);

/* The value of tag name, or NULL. */
const struct rec_tag *rec_tag(const struct record *, const char *name);
/* Start a new ply; its words follow with rec_add_word.  Both return -1
 * when out of memory.  They run for every word read, so the case with
 * room to spare is inline and the rest is rec_grow_ply/rec_grow_word. */
int rec_grow_ply(struct record *, long num, int dots, struct pos numpos);
int rec_grow_word(struct record *, const char *s, size_t len, struct pos);

/* The ply and the word, stored where the room is already made. */
static inline void
rec_put_ply(struct record *r, long num, int dots, struct pos numpos)
{
	struct rec_ply *p = &r->plies[r->nplies++];

	p->w0 = r->nwords;
	p->nw = 0;
	p->num = num;
	p->dots = dots;
	p->numpos = numpos;
}

static inline void
rec_put_word(struct record *r, const char *s, size_t len, struct pos pos)
{
	struct rec_word *w = &r->words[r->nwords++];
	char *d = r->text.s + r->text.len;
	size_t i;

	w->off = r->text.len;
	w->len = len;
	w->pos = pos;
	/* words are short: a loop beats a call to memcpy */
	for (i = 0; i < len; i++)
		d[i] = s[i];
	d[len] = '\0';
	r->text.len += len;
	r->plies[r->nplies - 1].nw++;
}

static inline int
rec_add_ply(struct record *r, long num, int dots, struct pos numpos)
{
	if (r->nplies >= r->plycap || r->nturns > 0)
		return rec_grow_ply(r, num, dots, numpos);
	rec_put_ply(r, num, dots, numpos);
	return 0;
}

static inline int
rec_add_word(struct record *r, const char *s, size_t len, struct pos pos)
{
	if (r->nwords >= r->wordcap || len >= r->text.cap - r->text.len)
		return rec_grow_word(r, s, len, pos);
	rec_put_word(r, s, len, pos);
	return 0;
}

/* A ply's words cut from one string: rec_reserve_words makes room for
 * nw words and len bytes of text (-1 when out of memory),
 * rec_put_text copies the string into the text and returns its offset,
 * and rec_put_word_at adds a word that lies in it.  The text between
 * the words (their separators) stays in the text, unused. */
int rec_grow_words(struct record *, size_t nw, size_t len);

static inline int
rec_reserve_words(struct record *r, size_t nw, size_t len)
{
	if (r->nwords + nw > r->wordcap || len >= r->text.cap - r->text.len)
		return rec_grow_words(r, nw, len);
	return 0;
}

static inline size_t
rec_put_text(struct record *r, const char *s, size_t len)
{
	size_t off = r->text.len;

	memcpy(r->text.s + off, s, len);
	r->text.s[off + len] = '\0';
	r->text.len += len;
	return off;
}

static inline void
rec_put_word_at(struct record *r, size_t off, size_t len, struct pos pos)
{
	struct rec_word *w = &r->words[r->nwords++];

	w->off = off;
	w->len = len;
	w->pos = pos;
	r->plies[r->nplies - 1].nw++;
}

int rec_add_comment(struct record *, size_t ply, const char *s, size_t len,
    struct pos);
int rec_set_string(char **field, const char *s, size_t len);

/* The index of the first tag, in order, whose name an earlier tag has;
 * -1 when there is none, -2 when out of memory.  O(n log n). */
long rec_dup_tag(const struct record *);
/* Put the comments in ply order, keeping the order of each ply's own;
 * -1 when out of memory. */
int rec_sort_comments(struct record *);

/* The words of ply i joined by single spaces, into b (cleared first). */
int rec_ply_text(const struct record *, size_t i, struct buf *b);

/* "1-0", "0-1", "1/2-1/2", "*", or NULL for RES_NONE; and back (-1 when
 * s is not a result). */
const char *result_string(enum result);
int result_parse(const char *s, size_t len, enum result *);

/* Copy a record (deep).  -1 when out of memory, dst then cleared. */
int rec_copy(struct record *dst, const struct record *src);

#endif
