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
 * Ownership: a src owns its buffer and its copy of the name; it owns the
 * FILE unless it is stdin.  A src made by src_open_string reads from a
 * copy of the string.
 */
#ifndef RONGO_SRC_H
#define RONGO_SRC_H

#include <stdio.h>
#include <stddef.h>

struct src {
	FILE		*fp;
	char		*name;		/* as shown in diagnostics */
	char		*buf;
	size_t		 len;
	size_t		 cap;
	unsigned long	 base_line;	/* line number of buf[0] */
	int		 eof;		/* no more bytes to read */
	int		 err;		/* errno of a read failure, or 0 */
	int		 own_fp;
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
 * 0 at end of file, -1 on a read error (src->err set) or when out of
 * memory (src->err == ENOMEM). */
long src_fill(struct src *);

/* Make sure the buffer holds a complete line starting at off (up to and
 * including its newline, or up to end of file).  Returns the offset one
 * past the end of that line (past its '\n'), or (size_t)-1 on error. */
size_t src_need_line(struct src *, size_t off);

/* Drop buf[0 .. off); off must be the start of line `line`.  Readers
 * drop text in steps of at least SRC_DISCARD_MIN bytes, so that moving
 * what stays costs little per byte read. */
#define SRC_DISCARD_MIN	32768
void src_discard(struct src *, size_t off, unsigned long line);

/* The text of line `line` (without its line end) if it is still in the
 * buffer: returns a pointer and sets *len, else NULL. */
const char *src_line(const struct src *, unsigned long line, size_t *len);

#endif
