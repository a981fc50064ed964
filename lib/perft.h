/*
 * perft: count the move sequences of a given length from a position, by
 * the game's own legal() and play(): a test of both against each other,
 * and the number `rongo-apply --count` prints.
 */
#ifndef RONGO_PERFT_H
#define RONGO_PERFT_H

#include "game.h"

/* The number of distinct sequences of depth legal moves from st (1 at
 * depth 0).  Every move above the last level is played; returns 0, or -1
 * when a move legal() listed was refused by parse or play (e then says
 * why: the game contradicts itself). */
int perft(const struct game *, const void *st, unsigned depth,
    unsigned long long *count, struct game_err *e);

#endif
