/*
 * notation: the PGN-like text encoding of records, read and written.
 *
 * The reader is a lexer over a src (tags, comments, move numbers,
 * results, words) and a record builder on top.  A record is a tag block
 * and movetext; it ends at its result, at the next tag block, or at the
 * end of the input.  Words are grouped into plies with the game's
 * starts_move (every word is a ply when the game has none or is unknown).
 * After a syntax error the reader skips to the next tag block, so one
 * broken record never hides the records after it.
 *
 * The reader is notation.c; the writer, nrec_write, is nwriter.c.
 */
#ifndef RONGO_NOTATION_H
#define RONGO_NOTATION_H

#include <stdio.h>

struct src;
struct diag;
struct record;
struct nrec;

/* defgame: the game of records that have no Game tag (may be NULL). */
int nrec_open(struct nrec **, struct src *, const char *defgame,
    struct diag *);
/* 1: a record in rec (rec->bad when an error was reported for it);
 * 0: end of input; -1: fatal trouble, reported. */
int nrec_next(struct nrec *, struct record *rec);
void nrec_close(struct nrec *);

/* Write rec in canonical notation; -1 on a write error or ENOMEM. */
int nrec_write(FILE *, const struct record *);

#endif
