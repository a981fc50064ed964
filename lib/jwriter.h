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

#endif
