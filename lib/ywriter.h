/*
 * ywriter: records written in the YAML encoding of yrec.h, one document
 * a record, on libyaml's emitter.  What it writes, yrec reads back to the
 * same record.
 *
 * The writer reports nothing and never exits: a call that fails returns
 * -1 with errno set.
 */
#ifndef RONGO_YWRITER_H
#define RONGO_YWRITER_H

#include <stdio.h>

struct record;

/* Ownership: a ywriter owns its emitter and its buffer; out is borrowed,
 * flushed by ywriter_close and never closed. */
struct ywriter;

/* Start a YAML stream on out (borrowed).  -1 with errno ENOMEM. */
int ywriter_open(struct ywriter **, FILE *out);
/* The output goes on from documents written elsewhere (a piece of a
 * larger run, --chunk): the first document opens with "---" too. */
void ywriter_after(struct ywriter *);
/* Write one record as one document.  -1 on a write error or when out of
 * memory, errno set (EILSEQ: a string of the record is not UTF-8); the
 * writer then refuses everything after. */
int ywriter_put(struct ywriter *, const struct record *);
/* End the stream, flush out and free the writer.  -1 on a write error
 * (now or before), errno set. */
int ywriter_close(struct ywriter *);

#endif
