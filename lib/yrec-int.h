/*
 * yrec-int: the state of the YAML reader, shared by its two files and
 * by nothing else.  yrec.c feeds libyaml, keeps the cursor, reports, and
 * starts a new parser after an error; yschema.c reads the events of a
 * document into a record.
 *
 * Positions.  libyaml's marks count characters (index) and its own line
 * breaks, which include a lone CR and U+2028; the diagnostics count '\n'
 * lines of the buffer.  So a mark goes through the cursor, which walks
 * the fed bytes to the mark's index and knows the buffer offset, line and
 * column there.  Event marks only move forward, so the walk is linear in
 * the size of the document.  Most input is ASCII, where a character is a
 * byte: feed() notes hi, the offset just past the last byte >= 0x80 it
 * handed over, and while the cursor is at or past hi a seek is one
 * addition; the cursor's nl (no '\n' in [off, nl)) says whether there
 * is a '\n' to count on the way, which memchr then finds.  Only the rest
 * is walked a character at a time.  The parser is told its input is
 * UTF-8 (left to guess, it would take a UTF-16 byte order mark at its
 * word and count no bytes for it); a UTF-8 byte order mark opening the
 * stream is skipped by feed() instead, since libyaml would take it for a
 * column of indentation.  Columns do not count it either, which is where
 * an editor shows them.
 *
 * Ownership: a yrec owns its parser and its buffers (the name of the
 * tag being read among them); src and diag are borrowed.  The schema
 * keeps no event: an event's value need live only as long as the call
 * that hands it over, so that the JSON reader can point it into the
 * line it reads rather than copy it.
 */
#ifndef RONGO_YREC_INT_H
#define RONGO_YREC_INT_H

#include <stddef.h>
#include <stdint.h>

#include <yaml.h>

#include "buf.h"
#include "diag.h"
#include "rec.h"
#include "src.h"

/* What the next node of the document is. */
enum yst {
	ST_ROOT,	/* the document's root */
	ST_END,		/* nothing: the root is done */
	ST_KEY,		/* a key of the record */
	ST_VALUE,	/* the value of the record's key y->key */
	ST_TAGNAME,
	ST_TAGVALUE,
	ST_MOVE,	/* an entry of 'moves' */
	ST_COMMENT,	/* an entry of 'comments' */
	ST_CKEY,	/* a key of a comment */
	ST_CVALUE,	/* its value */
	ST_PLAYER,	/* an entry of 'players' */
	ST_TURN,	/* an entry of 'turns' */
	ST_TKEY,	/* a key of a turn */
	ST_TVALUE,	/* its value */
	ST_ACTION	/* an entry of a turn's 'actions' */
};

enum ykey {
	K_NONE,		/* unknown or repeated: its value is ignored */
	K_GAME,
	K_TAGS,
	K_SETUP,
	K_MOVES,
	K_COMMENTS,
	K_RESULT,
	K_PLAYERS,
	K_TURNS
};

enum tkey {
	T_NONE,
	T_PLAYER,
	T_ACTIONS
};

enum ckey {
	C_NONE,
	C_PLY,
	C_TEXT
};

/* Results of one event. */
enum {
	EV_MORE,
	EV_RECORD,	/* the document ended */
	EV_END,		/* the stream ended */
	EV_FATAL,	/* reported */
	EV_RESYNC	/* reported; drop this parser */
};

/* A comment's ply is checked when the record ends, when the number of
 * plies is known. */
#define PLY_BAD	SIZE_MAX

struct plyref {
	struct pos	 pos;
	unsigned long	 len;
};

/* A place in the fed bytes: character idx of the parser is at off. */
struct cursor {
	size_t		 idx;
	size_t		 off;
	unsigned long	 line;
	size_t		 lstart;	/* offset of the start of line */
	size_t		 lidx;		/* idx at lstart */
	size_t		 lfloor;	/* no line starts before: a BOM */
	size_t		 nl;		/* no '\n' in [off, nl); may lag off */
};

struct yrec {
	struct src	*src;
	struct diag	*diag;
	yaml_parser_t	 parser;
	int		 live;		/* parser is initialised */
	size_t		 feed;
	size_t		 pfed;
	int		 readerr;	/* feed() failed: src->err */
	/* bytes fed since the parser's last event, and where they passed
	 * the line limit (the parser was then fed no more) */
	size_t		 since;
	int		 toolong;
	size_t		 toolong_off;
	size_t		 hi;		/* past the last fed byte >= 0x80 */
	int		 bomcheck;	/* the stream's first bytes are next */
	struct cursor	 cur;
	unsigned long	 ndoc;		/* documents started so far */
	int		 indoc;		/* a document of this call began */
	unsigned long	 docline;	/* line where the current document began */

	int		 disc;		/* a discard is pending */
	size_t		 disc_off;
	unsigned long	 disc_line;
	int		 restart;	/* start a new parser at disc_off */
	int		 nomark;	/* no tap mark for the next document */
	int		 done;
	int		 fatal;

	/* the schema, for the current document */
	enum yst	 st;
	enum ykey	 key;
	unsigned	 seen;		/* bit per enum ykey */
	unsigned long	 skip;		/* open collections of an ignored node */
	unsigned long	 depth;		/* open collections */
	int		 moves_bad;	/* plies may be missing: no ply checks */
	struct buf	 tagname;	/* the name of the tag being read */
	int		 have_tagname;
	struct pos	 tagnpos;
	unsigned long	 tagnlen;	/* its node_len */
	struct buf	 scratch;	/* a value that must end in a NUL */
	enum ckey	 ckey;
	unsigned	 cseen;		/* bit per enum ckey */
	enum tkey	 tkey;
	unsigned	 tseen;		/* bit per enum tkey */
	int		 ctext;		/* the comment's text was read: */
	size_t		 ctoff;		/* at ctoff in src (not REC_HELD), */
	size_t		 ctscalar;	/* or the value of the ctscalar bytes
					 * at ctsoff (not 0), */
	size_t		 ctsoff;
	struct buf	 ctbuf;		/* or held here */
	struct pos	 ctpos;
	size_t		 cply;
	struct plyref	 cplyref;
	struct pos	 cpos;
	struct pos	 kpos;		/* of the last key read */
	unsigned long	 klen;
	/* the comments whose ply is past those of all before them, the only
	 * ones that can be the first past the record's plies: varints of
	 * their ply, line, column and length (of the ply's node) */
	struct buf	 cands;
	size_t		 candmax;	/* 1 + the greatest ply so far, or 0 */
	/* the turn being read: where its plies start in the record's mv,
	 * where it starts, its player's name (tnames[0..tnamen), in tname,
	 * or in the JSON line, which lasts as long as the turn) and where
	 * that is */
	size_t		 tmark;
	struct pos	 tpos;
	struct buf	 tname;
	const char	*tnames;
	size_t		 tnamen;
	struct pos	 tnpos;
	int		 tnamed;

	/* JSON Lines (jrec.c) */
	int		 json;
	unsigned long	 jline;		/* the number of the line at feed */
	struct buf	 jstr;		/* the string being read */
	struct buf	 jstack;	/* '{' or '[' a collection open */
};

/*
 * The cursor (yrec.c).  Its fast path is here, inline, since the schema
 * asks for a position at nearly every event.
 */

void yrec_cur_lines(struct yrec *, size_t to);
void yrec_cur_walk(struct yrec *, size_t idx);

/* Move the cursor to character idx, within the fed bytes.  The parser
 * has checked them, so every character is one UTF-8 sequence. */
static inline void
cur_seek(struct yrec *y, size_t idx)
{
	struct cursor *c = &y->cur;
	size_t to = c->off + (idx - c->idx);

	/* all ASCII from the cursor on, the common case: a character is a
	 * byte, and only the '\n' in between need finding */
	if (idx >= c->idx && y->hi <= c->off && to <= y->feed) {
		if (to > c->nl)
			yrec_cur_lines(y, to);
		c->idx = idx;
		c->off = to;
	} else
		yrec_cur_walk(y, idx);
}

static inline struct pos
mark_pos(struct yrec *y, yaml_mark_t m)
{
	struct pos p;

	cur_seek(y, m.index);
	p.line = y->cur.line;
	p.col = y->cur.idx - y->cur.lidx + 1;
	return p;
}

/*
 * Reporting (yrec.c): one diagnostic a record, which is then bad.
 */

/* Diagnostic id at p, len characters under the caret, msg its
 * argument. */
void yrec_report(struct yrec *, struct record *, struct pos,
    unsigned long len, enum diag_id, const char *msg);
/* Limit id passed at p. */
void yrec_limit(struct yrec *, struct record *, struct pos, enum lim_id);
/* A line opening a document: "---" then a blank or its end. */
int yrec_is_marker(const char *, size_t);

/* The cursor at offset off, the start of line `line`. */
void yrec_cur_reset(struct yrec *, size_t off, unsigned long line);
/* 1 + the offset of the last byte >= 0x80 in s[0..n), or 0 if none. */
size_t yrec_last_high(const char *s, size_t n);
/* Fatal errors, reported: out of memory, src failed.  Both -1. */
int yrec_fatal_nomem(struct yrec *);
int yrec_fatal_src(struct yrec *);

/*
 * JSON Lines (jrec.c): yrec_next for a yrec opened by yrec_open_json.
 */
int jrec_next(struct yrec *, struct record *);

/*
 * The schema (yschema.c).
 */

/* One event of the parser, for the record r: an EV_ result.  ev is the
 * caller's still (libyaml's are deleted after); a scalar's value need not
 * end in a NUL: the byte after it is only read. */
int yschema_event(struct yrec *, struct record *, const yaml_event_t *);
/* Entries of 'moves' or 'actions' as the state wants them (y->st
 * ST_MOVE or ST_ACTION, no skip): the JSON string whose value starts at
 * off in src, in an ASCII line, its words found as its end is, and those
 * that follow it with no blank between.  1 when one or more were added
 * (*past is then the offset past the last one's closing quote), 0 when
 * the first is not in the common form (no escape or control character,
 * at least one word, at most 64 bytes) and is to be read as any string,
 * -1 when out of memory. */
int yschema_src_jmoves(struct yrec *, struct record *, size_t off,
    size_t *past);
/* A turn of 'turns' opening as JSON writers write one, with no blank:
 * {"player":"NAME","actions":[ at character idx of an ASCII line, off
 * in src, NAME n bytes with no escape, where the state wants a turn
 * (ST_TURN, no skip).  What the events of its first five nodes would do
 * to the schema, at once: 1, or 0 when the depth limit is near and the
 * events must come one by one. */
int yschema_src_turn(struct yrec *, struct record *, size_t idx,
    size_t off, size_t n);
/* The ']' and '}' that end a turn's actions and the turn, where the
 * state is in those actions (ST_ACTION, no skip): what their events
 * would do, at once.  EV_MORE or EV_FATAL. */
int yschema_src_turn_end(struct yrec *, struct record *);
/* Free what the schema holds (yrec_close). */
void yschema_release(struct yrec *);

#endif
