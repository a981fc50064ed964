/*
 * yacht-family: what Yacht, Yahtzee and General share (yacht.c,
 * yahtzee.c, general.c): the turn of up to three throws of five dice,
 * the score card, its categories and the sheet that draws it.
 *
 * A game of the family is a struct yf_rules (its categories, its upper
 * bonus, whether it has the `official` option) and the few lines that
 * make it a struct game of its session_ops here.  The rules tables live
 * in the games' own files; this helper finds a state's rules through the
 * family table in yacht-family.c, so that the state stays plain data (an
 * index, never a pointer).
 *
 * Ownership: everything here is static and read-only; nothing allocates.
 */
#ifndef RONGO_YACHT_FAMILY_H
#define RONGO_YACHT_FAMILY_H

#include <stddef.h>

#include "session.h"

struct buf;

#define YF_DICE		5	/* dice of a throw */
#define YF_THROWS	3	/* throws of a turn at most */
#define YF_CATS_MAX	13	/* categories of a card at most */

/* What a category asks of the five dice. */
enum yf_test {
	YF_UPPER,	/* the dice showing face `arg` (always scores) */
	YF_KIND,	/* at least `arg` dice of one value */
	YF_FULL,	/* three of one value and two of another */
	YF_RUN,		/* `arg` values in a run; from `low` (0: any run) */
	YF_WILD_RUN,	/* 1-5 or 2-6, a 1 standing for a 2 or a 6 */
	YF_FIVE,	/* five of a kind */
	YF_CHANCE	/* anything */
};

/* What a category pays when the dice qualify (nothing when they do not). */
enum yf_pay {
	YF_FIXED,	/* `points` */
	YF_TOTAL,	/* the total of the five dice */
	YF_SET		/* the total of the `arg` dice of a kind */
};

/* `first`: what a category pays when scored after a single throw. */
#define YF_SAME		0	/* the same as later */
#define YF_WINS		(-1)	/* the game is won at once */

struct yf_cat {
	const char	*id;		/* as written after `score` */
	enum yf_test	 test;
	unsigned char	 arg;
	unsigned char	 low;
	enum yf_pay	 pay;
	int		 points;	/* YF_FIXED, after the first throw */
	int		 first;		/* YF_SAME, YF_WINS or points */
};

struct yf_rules {
	const char		*id;		/* the game's id */
	const char		*name;
	const struct yf_cat	*cats;		/* the upper section first */
	unsigned		 ncats;
	int			 bonus_at;	/* 0: no upper bonus */
	int			 bonus;
	int			 official;	/* the `official` option is
						 * option 0 (Yahtzee) */
};

/* The family, one table each, in yacht.c, yahtzee.c and general.c. */
extern const struct yf_rules yf_yacht;
extern const struct yf_rules yf_yahtzee;
extern const struct yf_rules yf_general;

/*
 * A game in progress, beginning with the session layer's turn (session.h):
 * t.n seats play in turn; t.cur's turn is T_OPEN from its turn line's
 * start until it scores, then the next seat's is T_WAIT, and the game
 * T_OVER once finished; t.throws counts the turn's throws (0 to 3),
 * t.dice is the dice of the throw due (0 when none may come), t.turns
 * counts the turns scored, lastcat the category the last one scored in.
 * During a turn, kept[] holds the dice set aside, last[] what is left of
 * the last throw, and rel[] the dice released since it (taken back from
 * kept[], to be thrown with the next throw), so that nkept + nlast +
 * nrel is 5 once the turn has thrown; a throw empties last[] and rel[]
 * and refills last[].  box[s][c] is YF_EMPTY or the points written in
 * category c of seat s.
 */
#define YF_EMPTY	(-1)

struct yf_state {
	struct turn	t;
	unsigned char	rules;		/* index in the family table */
	unsigned char	official;	/* Yahtzee's official rules */
	unsigned char	lastcat;
	unsigned char	nkept, nlast, nrel;
	unsigned char	kept[YF_DICE];
	unsigned char	last[YF_DICE];
	unsigned char	rel[YF_DICE];
	signed char	winner;		/* a first-throw general; -1: none */
	short		box[SESSION_PLAYERS_MAX][YF_CATS_MAX];
	unsigned short	extra[SESSION_PLAYERS_MAX];	/* 100-point bonuses */
};

/*
 * The points of five dice (each 1 to 6) in category cat of game g, as
 * after a later throw (General's first-throw values and win aside), with
 * no joker: what `rongo-score -g yacht --category full-house 66633`
 * prints.  -1 with e filled when g is not of the family or cat is not
 * one of its categories.
 */
int yacht_family_category(const struct game *g, const char *cat,
    const unsigned char dice[5], long *points, struct game_err *e);

/* The games' session_ops (yacht-family.c): the family's turn and the
 * layer's, init and category bound to each game's rules above. */
extern const struct session_ops yf_yacht_ops, yf_yahtzee_ops,
    yf_general_ops;
/* struct game's render: the score sheet. */
int yf_render(const void *st, const struct render_info *, struct buf *);

#endif
