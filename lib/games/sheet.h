/*
 * sheet: what the dice games' score sheets share: the seats' names and
 * padded table cells (columns count characters, as diagnostics do).
 */
#ifndef RONGO_SHEET_H
#define RONGO_SHEET_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "session.h"

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
/* The same for ASCII text s in an array of 32 bytes, all of them read
 * (and copied whole, which takes a few stores): the cells the yacht
 * sheets and score cards work out into a char[32], hundreds a diagram. */
int sheet_cell32(struct buf *, const char s[32], size_t w, int right,
    int first);
/* The number v as such a cell, written without a format: the sheets
 * write every row again after every turn. */
int sheet_num(struct buf *, long long v, size_t w, int right, int first);
int sheet_unum(struct buf *, unsigned long long v, size_t w, int right,
    int first);

/* The names of the seats in `in` (a bit per seat), in seat order:
 * "Ann", "Ann and Bob", "Ann, Bob and Cy"; -1 when out of memory. */
int sheet_seats(struct buf *, const struct sheet_names *, unsigned n,
    unsigned long in);

/* "Finished: Ann wins with 32." or "Finished: Ann and Bob share the
 * win with 30.", for the seats in w (not empty), whose totals are equal. */
int sheet_winners(struct buf *, const struct sheet_names *, unsigned n,
    unsigned long w, const int64_t *total);

/* The sheet's first line: "Pig, start", "Pig, turn 4 in progress" (a
 * turn begun and not over: the turns finished and 1), "Pig, after turn
 * 3". */
int sheet_title(struct buf *, const char *name, const struct turn *);

/* A session's render (struct game's render): the seats' names, then
 * sheet and status, each drawing its part of st; b cut back as it was
 * and -1 when out of memory. */
int sheet_render(struct buf *, const struct render_info *, unsigned n,
    const void *st,
    int (*sheet)(const void *st, const struct sheet_names *, struct buf *),
    int (*status)(const void *st, const struct sheet_names *,
    struct buf *));

/* The status line "Ann to play.": name, then " to play.\n", without a
 * format (it goes out after every turn). */
int sheet_to_play(struct buf *, const char *name);

/* The end of a line: trailing spaces dropped, then '\n'. */
int sheet_end_line(struct buf *);

/*
 * A running-totals table: a header "Turn  Player  Points  <names>", then
 * a row per turn with the turn's number (from first), its player, its
 * label and every seat's running total.  row(ctx, i, run, &seat,
 * &total, label) describes turn i: run[] holds every seat's total ahead
 * of it.  base[] holds the totals before the first row.
 */
int sheet_totals(struct buf *, const struct sheet_names *, unsigned n,
    const int64_t *base, size_t nrows, unsigned long first,
    void (*row)(const void *ctx, size_t i, const int64_t *run,
    unsigned *seat, int64_t *total, char label[32]), const void *ctx);

#endif
