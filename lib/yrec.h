/*
 * yrec: the YAML encoding of records, and its reader on libyaml's event
 * API (ywriter.h writes it).
 *
 * One YAML document is one record; a stream holds any number of them:
 *
 *	game: kanga
 *	tags: {Black: Ana, White: Teo, Variant: size=9}
 *	setup: "9/9/9/9/9/9/9/9/9 b"
 *	moves: ["d4", "e5", "A d5 h1 d8"]
 *	comments: [{ply: 0, text: "a quiet opening"}, {ply: 2, text: "sharp"}]
 *	result: "1-0"
 *
 * Every key is optional.  Each entry of moves is one ply, its words
 * separated by spaces or tabs.  Scalars are text whatever they look like
 * (007 stays "007"); aliases are refused.
 *
 * The reader reports through the diag it was given and never prints or
 * exits.
 */
#ifndef RONGO_YREC_H
#define RONGO_YREC_H

#include "rec.h"

struct diag;
struct record;
struct src;

struct yrec;

/* Start reading records from src (borrowed; it must outlive the yrec).
 * Returns 0, or -1 with D_NOMEM reported. */
int yrec_open(struct yrec **, struct src *, struct diag *);
/* The same for fmt FMT_YAML or FMT_JSON: JSON Lines, one JSON object a
 * line, each with the keys and values of a YAML record (jrec.c). */
int yrec_open_format(struct yrec **, struct src *, enum rec_format fmt,
    struct diag *);
/*
 * Read the next document into rec (rec_clear'ed first).  Returns
 *	 1: a record was read; rec->bad == 1 if an error was reported for
 *	    it (the caller then skips it);
 *	 0: end of stream;
 *	-1: fatal (read error D_READ, or D_NOMEM), already reported; every
 *	    later call returns -1 too.
 * The lines of the record stay in src until the next call, so that the
 * caller can still quote them; after a syntax error, only those up to the
 * error are sure to.
 */
int yrec_next(struct yrec *, struct record *rec);
void yrec_close(struct yrec *);

#endif
