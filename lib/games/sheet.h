/*
 * sheet: what the dice games' score sheets share: the seats' names and
 * padded table cells (columns count characters, as diagnostics do).
 */
#ifndef RONGO_SHEET_H
#define RONGO_SHEET_H

#include <stddef.h>

#include "game.h"

struct buf;

struct sheet_names {
	const char	*s[SESSION_PLAYERS_MAX];
	char		 fallback[SESSION_PLAYERS_MAX][8];
};

/* The seats' names: the Players tag's, or P1, P2... when none came. */
void sheet_names(struct sheet_names *, const struct render_info *,
    unsigned n);
/* Characters in s. */
size_t sheet_cols(const char *s);
/* n spaces; -1 when out of memory. */
int sheet_pad(struct buf *, size_t n);
/* s in a column of width w (right-aligned when right), after a two-space
 * gap unless first; -1 when out of memory. */
int sheet_cell(struct buf *, const char *s, size_t w, int right, int first);

#endif
