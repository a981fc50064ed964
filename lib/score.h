/*
 * score: the score sheet of a dice session, turn by turn, with the
 * standings, and its printed forms: a table for people, and for scripts
 * the YAML document of DESIGN.md or the same as a JSON object on one
 * line (JSON Lines).
 *
 * The turns are kept a few bytes each, not a struct each: a long
 * session's sheet is a fraction of its record (score.c says how).
 *
 * Ownership: a sheet owns its turns and its canonical record; the
 * player names and tags are borrowed from the record scored, which must
 * outlive the printing.
 */
#ifndef RONGO_SCORE_H
#define RONGO_SCORE_H

#include <stdio.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "rec.h"
#include "replay.h"

struct hint;

/* The forms of what rongo-score prints: the JSON form has the keys and
 * values of the YAML one, each document one compact line. */
enum score_form {
	SCORE_TEXT,
	SCORE_YAML,
	SCORE_JSON
};

struct score_turn {
	unsigned	seat;
	long		score;		/* what the turn scored */
	long		total;		/* the seat's measure after it */
};

struct score_sheet {
	const struct game	*g;
	unsigned		 n;
	const char		*names[SESSION_PLAYERS_MAX];
	struct buf		 turns;		/* bytes, not a string */
	size_t			 nturns;
	long			 last[SESSION_PLAYERS_MAX];	/* totals */
	long			 prev[SESSION_PLAYERS_MAX];
	long			 scores[SESSION_PLAYERS_MAX];
	unsigned		 rank[SESSION_PLAYERS_MAX];	/* 1-based */
	int			 finished;
	unsigned long		 winners;
	char			 why[256];
	/* The record as rongo-apply writes it back, for each turn's actions
	 * in the YAML document; not built when no_actions is set before
	 * score_record (the text table and --total need none). */
	struct record		 canon;
	int			 no_actions;
};

/* --total: the sums of a series, per game (in order of first
 * appearance), per player (in order of first appearance there). */
struct score_sum {
	char		*name;		/* owned */
	long long	 score;
	unsigned long	 played, wins;
};

struct score_group {
	const struct game	*g;
	unsigned long		 records;
	struct score_sum	*sums;
	size_t			 n, cap;
};

struct score_totals {
	unsigned long		 records;
	struct score_group	*groups;
	size_t			 n, cap;
};

void score_init(struct score_sheet *);
void score_release(struct score_sheet *);
/* Replay r as a session and fill the sheet.  0, 1 (invalid, reported),
 * -1 (fatal, reported).  A board game is refused as invalid. */
int score_record(struct score_sheet *, const struct record *,
    const struct replay_opts *, struct diag *);
/* rongo-score --category: the points of the dice written in s ("66633"
 * or "6,6,6,3,3", blanks and commas between dice) in category cat of g,
 * a game with a score card.  0 and *points; or 1 after reporting at *l
 * why not (its column moved to a bad die). */
int score_category(const struct game *g, const char *cat, const char *s,
    struct diag_loc *l, struct diag *, long *points);
/* The dice written in s, as score_category reads them, into dice (at
 * most max): how many, or -1 after reporting at *l why not. */
int score_dice(const char *s, unsigned char *dice, size_t max,
    struct diag_loc *l, struct diag *);
/* Ranks from scores: by the game's order, ties sharing a rank. */
void score_rank(const long *scores, unsigned n, int order, unsigned *rank);

int score_write_text(FILE *, const struct record *,
    const struct score_sheet *);
/* One document, YAML or JSON, naming r's file and record, its tags,
 * and each turn's actions (the sheet's canonical record); first says
 * whether it opens the stream.  0, or -1 when out of memory (not
 * reported; a JSON document is then not written); a write error is left
 * in fp's error flag. */
int score_write_doc(FILE *, const struct record *r,
    const struct score_sheet *, enum score_form, int first);

void score_totals_init(struct score_totals *);
void score_totals_release(struct score_totals *);
/* Add a scored record to its game's sums: 0, or -1 out of memory. */
int score_totals_add(struct score_totals *, const struct score_sheet *);
/* The sums: a table per game, or a YAML or JSON document per game (the
 * first opening the stream when first).  0, or -1 when out of memory,
 * as score_write_doc. */
int score_totals_write(FILE *, const struct score_totals *,
    enum score_form, int first);
/* rongo-score --hint as a YAML or JSON document: the record's number,
 * the player due (NULL: none) and the hints, "category" and "points"
 * each.  0, or -1 when out of memory, as score_write_doc. */
int score_write_hints(FILE *, unsigned long record, const char *player,
    const struct hint *, size_t n, enum score_form, int first);
/* rongo-apply -p on a session: its state for scripts, the player due
 * (none once finished), what the game keeps of the turn in progress
 * (session_view) and every seat's total, as "key: value" lines, or a
 * YAML or JSON document (the first YAML one opening the stream when
 * first).  0, or -1 when out of memory, as score_write_doc. */
int score_write_state(FILE *, const struct record *, const struct game *,
    const void *st, int finished, enum score_form, int first);
/* A name as a YAML scalar: plain when safe, else double-quoted, with
 * YAML's escapes for control characters. */
void score_yaml_name(FILE *, const char *);

#endif
