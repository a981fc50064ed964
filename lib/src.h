/*
 * src: an input source read in chunks, keeping the text of the record in
 * hand so that diagnostics can quote its lines.
 *
 * Data model: buf[0 .. len) holds bytes read from the file and not yet
 * discarded; buf[0] is the first byte of line base_line (1-based).  The
 * readers consume the buffer from the front; once a record is finished
 * they call src_discard with the offset of the next record's first line,
 * so memory is bounded by the largest record, not by the file.
 *
 * Limits.  A src is read under struct limits (the user's --limit).  The
 * two it enforces itself bound its memory: no line may be longer than
 * max[LIM_LINE] bytes, no record longer than max[LIM_RECORD].  src_fill
 * checks every line it reads; the bytes past a line's limit are hidden
 * until the reader gets there, so the error belongs to the record that
 * holds the line, and src_fill then fails with src->over set.  The record
 * the reader is in starts at rec (src_record_start); src_fill fails when
 * the reader asks for more while it already holds more than a chunk past
 * that record's limit, and the reader checks the exact length when the
 * record ends.  After reporting, the reader calls src_skip and goes on to
 * the next record: while skipping, long lines are cut at their limit as
 * they are read and the record limit is off (the reader drops what it
 * has passed).  Time is bounded too: the rest of a long line is read
 * through to its end only up to max[LIM_RECORD] bytes from the line's
 * start.  A line longer than that (/dev/zero) can hold no record start
 * and may never end: the input is taken to end there (eof, stopped set
 * for the reader to say so).
 *
 * Taps.  rongo-split cuts an input into pieces at record starts: a src
 * with a tap hands every byte it reads to tap->bytes once, in order, as
 * the reader leaves it behind (src_discard, a long line cut while
 * skipping, src_tap_end), and the readers tell it with src_mark where a
 * record starts that a fresh reader could start at too: a record whose
 * first token opens its line, nothing of the record before on the line.
 * Bytes before the mark have all been handed over when tap->mark runs,
 * those from the mark on not yet.
 *
 * Ownership: a src owns its buffer and its copy of the name; it owns the
 * FILE unless it is stdin.  A src made by src_open_string reads from a
 * copy of the string.
 */
#ifndef RONGO_SRC_H
#define RONGO_SRC_H

#include <stdio.h>
#include <stddef.h>


/* What an input may hold at most; 0 is no limit.  Lines and records are
 * counted in bytes (a line without its line end), tags per record, and
 * YAML nesting in open collections. */
enum lim_id {
	LIM_LINE,
	LIM_RECORD,
	LIM_TAGS,
	LIM_DEPTH,
	LIM_TAGTEXT,
	LIM__COUNT
};

struct limits {
	unsigned long	 max[LIM__COUNT];
};

#define LIM_DEFAULT_LINE	(1UL << 20)
#define LIM_DEFAULT_RECORD	(4UL << 20)
#define LIM_DEFAULT_TAGS	1000UL
#define LIM_DEFAULT_DEPTH	64UL
#define LIM_DEFAULT_TAGTEXT	(16UL << 10)

/* Add n to *have, a count under limit id: whether it passes it now. */
static inline int
lim_add(const struct limits *l, enum lim_id id, size_t *have, size_t n)
{
	*have += n;
	return l->max[id] != 0 && *have > l->max[id];
}

void lim_init(struct limits *);
/* The limit's name as --limit takes it ("line"), or NULL. */
const char *lim_name(enum lim_id);
/* How a message names the limit: what passed it ("line"), and the unit
 * of n of it ("byte", "bytes"); diag_limit reports one. */
const char *lim_what(enum lim_id);
const char *lim_unit(enum lim_id, unsigned long n);

struct src_tap {
	void	(*bytes)(void *ctx, const char *, size_t);
	/* a record starts here: its line and its number in the input */
	void	(*mark)(void *ctx, unsigned long line, unsigned long record);
	void	*ctx;
};

struct src {
	FILE		*fp;
	char		*name;		/* as shown in diagnostics */
	char		*buf;
	size_t		 len;
	size_t		 cap;
	unsigned long	 base_line;	/* line number of buf[0] */
	unsigned long	 rec_base;	/* records before the first one here
					 * (a piece of a larger input) */
	int		 eof;		/* no more bytes to read */
	int		 err;		/* errno of a read failure, or 0 */
	int		 own_fp;
	struct limits	 lim;
	size_t		 lnl;		/* start of the last line in buf */
	size_t		 rec;		/* start of the reader's record */
	int		 skipping;	/* see Limits above */
	int		 over;		/* 0, or 1 + the enum lim_id passed */
	size_t		 over_off;	/* the first byte past the limit */
	size_t		 hid_len;	/* LIM_LINE: len with the hidden bytes */
	char		 hid_byte;	/* what buf[over_off] holds */
	int		 hid_eof;	/* eof, which waits while bytes hide */
	const struct src_tap *tap;	/* or NULL */
	size_t		 tapped;	/* buf[0 .. tapped) handed to the tap */
	int		 stopped;	/* 1: a line went on past the record
					 * limit, nothing more is read; 2:
					 * and that was reported */
	unsigned long	 stop_line;	/* which line */
	unsigned long	 epoch;		/* a new value, unique to this src,
					 * whenever bytes in buf move or
					 * change: see struct diag_memo */
	int		 braced;	/* 0 not known yet; 1 the input opens
					 * with '{' (JSON Lines: a line may be
					 * as long as a record); -1 not */
};

/* Open path ("-" is standard input, shown as "<stdin>").  Returns 0, or
 * -1 with errno set; on failure nothing needs releasing. */
int src_open(struct src *, const char *path);
/* A source over a copy of text, shown as name (e.g. "-m"). */
int src_open_string(struct src *, const char *name, const char *text);
/* The same over the n bytes at data, NUL bytes and all. */
int src_open_mem(struct src *, const char *name, const char *data,
    size_t n);
void src_close(struct src *);

/* Read the next chunk into the buffer.  Returns the number of bytes added,
 * 0 at end of file, -1 on a read error (src->err set), when out of
 * memory (src->err == ENOMEM), or when a limit is passed (src->over). */
long src_fill(struct src *);


/* Line and column (1-based, in characters) of the byte at off. */
void src_pos(const struct src *, size_t off, unsigned long *line,
    unsigned long *col);

/* Read under lim from now on (the bytes already in are checked too). */
void src_set_limits(struct src *, const struct limits *);
/* The reader's record starts at off: skipping ends, the record limit
 * counts from here. */
void src_record_start(struct src *, size_t off);
/* After a limit was reported: go on reading, past the rest of the line
 * or record, see Limits above. */
void src_skip(struct src *);

/* Make sure the buffer holds a complete line starting at off (up to and
 * including its newline, or up to end of file).  Returns the offset one
 * past the end of that line (past its '\n'), or (size_t)-1 on error. */
size_t src_need_line(struct src *, size_t off);

/* Drop buf[0 .. off); off must be the start of line `line`.  Readers
 * drop text in steps of at least SRC_DISCARD_MIN bytes, so that moving
 * what stays costs little per byte read. */
#define SRC_DISCARD_MIN	32768
void src_discard(struct src *, size_t off, unsigned long line);

/* Hand every byte read from now on to tap (see Taps above). */
void src_set_tap(struct src *, const struct src_tap *);
/* A record numbered record starts at off, the start of line `line`, and
 * a fresh reader could start there (see Taps above). */
void src_tap_mark(struct src *, size_t, unsigned long, unsigned long);
static inline void
src_mark(struct src *s, size_t off, unsigned long line, unsigned long record)
{
	if (s->tap != NULL)
		src_tap_mark(s, off, line, record);
}
/* Hand the tap what is left: the reader is done. */
void src_tap_end(struct src *);

/* The text of line `line` (without its line end) if it is still in the
 * buffer: returns a pointer and sets *len, else NULL. */
const char *src_line(const struct src *, unsigned long line, size_t *len);

#endif
