/*
 * session: the session layer, for the dice games' authors.  A dice game
 * declares its rules against it rather than driving the turn itself:
 *
 *  - its state begins with a struct turn, the turn machine: whose turn
 *    it is, whether it has begun, the game's own phase, the dice of the
 *    throw due, the turn's throws and points, the turns played;
 *  - its session_ops give a verb table (game.h): the layer recognises
 *    an action by its verb, reads its dice or word, refuses it when the
 *    game is over or no turn has begun, writes its canonical text and
 *    only then calls the verb's handler, which applies the rules;
 *  - -l comes for free: the layer tries every candidate action on a
 *    copy of the state and lists those the handlers accept, so that a
 *    listed line is always one -m takes.
 *
 * The driver has already refused a turn line when the game is over or
 * another seat is due (with not_now's reason), and a new line while the
 * turn before is open (end_turn): begin_turn need not check again.
 *
 * Ownership: the turn lives in the game's state, plain data like the
 * rest of it; the verb tables are static.
 */
#ifndef RONGO_SESSION_H
#define RONGO_SESSION_H

#include <stdint.h>

#include "kit.h"

/* The phases every game shares; a game numbers its own from T_GAME. */
enum {
	T_WAIT = 0,		/* the turn of cur has not begun */
	T_OPEN = 1,		/* begun, nothing done yet */
	T_GAME = 2,		/* the game's own phases from here */
	T_OVER = 0xff		/* the game is over */
};

struct turn {
	unsigned char	n;	/* seats */
	unsigned char	cur;	/* the seat due */
	unsigned char	phase;
	unsigned char	dice;	/* dice of the throw due; 0: none can come */
	unsigned char	hand;	/* the most dice an ACT_DICE action names */
	unsigned	throws;	/* throws of this turn */
	unsigned long	turns;	/* turns finished */
	int64_t		points;	/* points of this turn */
	/* the winners (a bit per seat) once the game names them; 0: the
	 * best totals, by session_ops.order */
	unsigned long	won;
	/* each seat's measure (points banked, counters held...): what
	 * turn_score reports, and the winners' totals */
	int64_t		total[SESSION_PLAYERS_MAX];
};

/* A game for n seats throwing dice dice, nobody's turn begun. */
void turn_init(struct turn *, unsigned n, unsigned dice);

/* session_ops.begin_turn for a game that only opens the turn: phase
 * T_OPEN, no throws, no points. */
int turn_begin(void *st, unsigned seat, struct game_err *);

/* session_ops.expect from the turn: cur, its dice, six sides. */
void turn_expect(const void *st, struct expect *);

/* The turn of cur is over: the next seat is due, in T_WAIT. */
void turn_pass(struct turn *);

/* session_ops.score for a game that keeps its measure in total[]. */
long turn_score(const void *st, unsigned seat);

/* The winners of a game over: won, or the best totals (order as
 * session_ops.order). */
unsigned long turn_winners(const struct turn *, int order);

/* session_ops.view for a game that keeps its turn's throws and points
 * in the turn (a view hook of its own may call it first). */
void turn_view(const void *st, struct session_view *);

#endif
