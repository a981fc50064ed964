/*
 * select: rongo-select's conditions on records, the identity of a
 * record for --unique and --check, and the run over the inputs.
 *
 * A selection is a set of conditions that must all hold.  Some are
 * judged on the record as read (--game, --player, --tag, --records:
 * select_before), the others on the replay's outcome (--winner,
 * --result, --plies, --turns: select_after); --invert turns the
 * verdict of both together.  Every record is replayed once anyway, to
 * judge whether it is valid, so nothing is replayed for a condition
 * alone.  --unique and --check then drop a selected record whose
 * identity is in the set of those seen (select_set): that set is the
 * only memory that grows with the input.
 *
 * Ownership: a struct select owns its arrays and compiled patterns
 * (select_release); the strings it points to are the caller's (argv).
 */
#ifndef RONGO_SELECT_H
#define RONGO_SELECT_H

#include <regex.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "cli.h"
#include "game.h"
#include "rec.h"
#include "replay.h"

/* A range A-B of counts, both ends included; set 0: no condition. */
struct select_range {
	int		 set;
	unsigned long	 lo, hi;
};

/* --tag NAME=VALUE, or NAME~REGEX (re compiled). */
struct select_tag {
	char		*name;
	const char	*value;
	int		 is_re;
	regex_t		 re;
};

/* The identity of a record: a 128-bit hash of its canonical game,
 * Variant, Setup, players and moves (select_identity). */
struct select_id {
	uint64_t	 a, b;
};

/* A set of identities, open addressing. */
struct select_set {
	struct select_id *slot;
	size_t		 cap;		/* a power of 2, or 0 */
	size_t		 n;
};

/* What rongo-select writes. */
enum select_out {
	SEL_RECORDS,		/* the records selected, canonical */
	SEL_COUNT,		/* one line of counts */
	SEL_INVALID		/* the invalid records selected, verbatim */
};

struct select {
	const struct game	*game;		/* --game, or NULL */
	const char		**players;	/* --player, all must play */
	size_t			 nplayers, playercap;
	struct select_tag	*tags;		/* --tag, all must hold */
	size_t			 ntags, tagcap;
	const char		*winner;	/* --winner, or NULL */
	int			 result;	/* --result: enum result, or -1 */
	struct select_range	 plies, turns, records;
	int			 invert;
	int			 unique;
	const char		*check;		/* --check FILE, or NULL */
	enum select_out		 out;
	struct recout		 rec;		/* -f, and the records written */
	struct buf		 tmp;

	/* the run */
	struct select_set	 seen;
	unsigned long		 nrec, nsel, ninvalid;
};

void select_init(struct select *);
void select_release(struct select *);

/* "A-B", "A-", "-B" or "N" (1-based): 0, or -1 when s is none of them
 * or A > B. */
int select_range_parse(const char *s, struct select_range *);
/* --tag arg: 0; 1 with why (cap bytes) saying what is wrong; -1 when
 * out of memory. */
int select_add_tag(struct select *, const char *arg, char *why, size_t cap);
/* --player name: 0, or -1 when out of memory. */
int select_add_player(struct select *, const char *name);
/* Whether the conditions that need no replay hold for r (game g, or
 * NULL when unknown), record n of the input; -1 when out of memory. */
int select_before(struct select *, const struct record *r,
    const struct game *g, unsigned long n);
/* Whether the conditions on the replay's outcome hold. */
int select_after(const struct select *, const struct record *r,
    const struct replay_state *rs);
/* Whether there are conditions select_after judges. */
int select_has_after(const struct select *);

/* The identity of canon, a canonical record (replay_opts.out), its
 * fields gathered in b: 0, or -1 when out of memory. */
int select_identity(const struct record *canon, struct buf *b,
    struct select_id *);
/* 1: id was added; 0: it was there already; -1: out of memory. */
int select_set_add(struct select_set *, const struct select_id *);
int select_set_has(const struct select_set *, const struct select_id *);
void select_set_release(struct select_set *);

/* --check: the identities of the valid records of path into s->seen.
 * Its invalid records are reported, as any input's.  0, or -1 on fatal
 * trouble (reported). */
int select_load_check(struct cli *, struct select *, const char *path);
/* The run over the inputs, writing to c->fp. */
void select_files(struct cli *, struct select *, char *const *files,
    int nfiles);
/* After the run: --count's line, and the end of a YAML stream. */
void select_end(struct cli *, struct select *);

#endif
