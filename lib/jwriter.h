/*
 * jwriter: records written as JSON Lines, one JSON object on one line a
 * record, with the keys and values of the YAML encoding (yrec.h) in the
 * YAML writer's order.  What it writes, the reader reads back to the
 * same record (jrec.c).
 *
 * The writer reports nothing and never exits: a call that fails returns
 * -1 with errno set.
 */
#ifndef RONGO_JWRITER_H
#define RONGO_JWRITER_H

#include <stdio.h>

struct buf;
struct record;

/* Ownership: a jwriter owns its buffers; out is borrowed, flushed by
 * jwriter_close and never closed. */
struct jwriter;

/* Start writing JSON Lines on out (borrowed).  -1 with errno ENOMEM. */
int jwriter_open(struct jwriter **, FILE *out);
/* Write one record as one line.  -1 on a write error or when out of
 * memory, errno set (EILSEQ: a string of the record is not UTF-8); the
 * writer then refuses everything after, and writes nothing of the
 * record that failed. */
int jwriter_put(struct jwriter *, const struct record *);
/* Flush out and free the writer.  -1 on a write error (now or before),
 * errno set. */
int jwriter_close(struct jwriter *);

/* s[0..n) as a JSON string, appended to b, escaped as RFC 8259 says,
 * without blanks.  A byte that is not UTF-8 is refused (-1, errno
 * EILSEQ, b as it was), or with bytes set written as "\u00XX", the
 * character U+00XX (as a YAML document's "\xXX" reads).  -1 with errno
 * ENOMEM when out of memory, b then holding part of the string. */
int jwriter_string(struct buf *b, const char *s, size_t n, int bytes);

#endif
