/*
 * next: the throw a dice session needs next, as rongo-roll --next adds
 * it.  The session is replayed to learn who throws and how many dice;
 * the dice are thrown; and the record is replayed again with the throw
 * added as a turn line of its own ("Ann: roll 66633"), read and judged
 * by the same reader and driver as any other line, its canonical record
 * being what is written back.  A session with no throw due (over, or a
 * decision to make first) is written back as it is.
 */
#ifndef RONGO_NEXT_H
#define RONGO_NEXT_H

#include "diag.h"
#include "rec.h"
#include "replay.h"
#include "rng.h"
#include "src.h"

/* The record r with the throw it needs next, into out (its canonical
 * record, whose items may refer to r's source: r outlives it), under
 * the options of base (its out and give_back are the function's) and
 * the limits lim, thrown with rng.  Returns 0 with *thrown 1, or 0 with
 * *thrown 0 and the reason in why when no throw is due (out is then r
 * as it is); 1 when r is invalid or a board game (reported); -1 on
 * fatal trouble (reported).  r's movetext is given back as it is
 * replayed the second time: r cannot be walked after. */
int session_next(const struct record *r, const struct replay_opts *base,
    struct rng *rng, const struct limits *lim, struct record *out,
    int *thrown, char why[160], struct diag *);

#endif
