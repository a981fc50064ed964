/*
 * yscalar: the value of a YAML scalar worked out again from its source
 * text, for the moves that libyaml reads as something other than their
 * bytes: escapes ("\a", "\x41"), doubled quotes ('it''s'), lines folded
 * into one, anchors and tags before the value.
 *
 * A record keeps such a move as the place of its scalar in the input and
 * works its value out again when the moves are walked (movetext.c, X_SCALAR),
 * rather than hold a copy: the copy took more memory than the input.
 * The YAML reader keeps the copy when yscalar_decode does not give back
 * exactly what libyaml read, so this need not know every form YAML has
 * (block scalars, Unicode line breaks): what it declines costs memory,
 * never a wrong move.
 */
#ifndef RONGO_YSCALAR_H
#define RONGO_YSCALAR_H

#include <stddef.h>

#include "buf.h"

/* The value of the scalar whose source is s[0..n) (from its first
 * character, or its anchor or tag, to its last), appended to out: 1, or
 * 0 when it is not a form this reads, or -1 when out of memory. */
int yscalar_decode(const char *s, size_t n, struct buf *out);
/* Whether that value is the vn bytes at v (found with no copy). */
int yscalar_is(const char *s, size_t n, const char *v, size_t vn);

#endif
