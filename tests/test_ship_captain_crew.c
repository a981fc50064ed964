/*
 * test_ship_captain_crew: the rules of Ship, Captain and Crew, each
 * accepted once and refused once, through the session interface; then
 * whole records through the reader and the driver.
 *
 * Every score, message and score sheet here was worked out by hand from
 * RULINGS.md and the rulings at the top of lib/games/ship-captain-crew.c:
 * five dice, up to three throws; a 6 (ship), then a 5 (captain), then a 4
 * (mate) are set aside by the referee, in that order, as many as a throw
 * shows in turn; then the other two dice are the crew and the turn
 * scores their sum, or 0 when the mate never came in; without
 * crew-reroll the turn ends when the mate is in, with it the crew may
 * be thrown again or kept with stop; the highest crew wins.  A tie is
 * played again by every player, and a player's score is the crew of its
 * last round; with tied-only the tied players alone play off, and a
 * player's score is the sum of its crews.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "reader.h"
#include "rec.h"
#include "replay.h"

extern const struct game game_ship_captain_crew;

#define G	(&game_ship_captain_crew)
#define SO	(game_ship_captain_crew.session)

#include "session-harness.h"

static void
test_table(void **state)
{
	struct variant v;
	struct game_err e;

	(void)state;
	assert_ptr_equal(game_find("ship-captain-crew"), G);
	assert_ptr_equal(game_find("ship"), G);
	assert_ptr_equal(game_find("battleship"), G);
	assert_ptr_equal(game_find("mariner"), G);
	assert_ptr_equal(game_find("destroyer"), G);
	assert_null(game_find("ship-captain-mate-crew"));
	assert_int_equal(G->kind, GAME_SESSION);
	assert_string_equal(G->name, "Ship, Captain and Crew");
	assert_null(G->parse);
	assert_int_equal(SO->order, 1);
	assert_int_equal(SO->min_players, 1);
	assert_int_equal(SO->max_players, SESSION_PLAYERS_MAX);
	assert_null(SO->category);
	assert_true(session_starts_action(G, "roll", 4));
	assert_true(session_starts_action(G, "stop", 4));
	/* read as an action only to be refused with a reason */
	assert_true(session_starts_action(G, "keep", 4));
	assert_false(session_starts_action(G, "score", 5));
	assert_false(session_starts_action(G, "6", 1));
	assert_int_equal(variant_parse(G, "", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "crew-reroll")], 0);
	assert_int_equal(variant_parse(G, "crew-reroll", &v, &e), 0);
	assert_int_equal(v.val[game_opt_index(G, "crew-reroll")], 1);
	assert_int_equal(v.val[game_opt_index(G, "tied-only")], 0);
	assert_int_equal(variant_parse(G, "tied-only crew-reroll", &v, &e),
	    0);
	assert_int_equal(v.val[game_opt_index(G, "tied-only")], 1);
	assert_int_equal(v.val[game_opt_index(G, "crew-reroll")], 1);
	assert_int_equal(variant_parse(G, "tied-only=2", &v, &e), -1);
	assert_non_null(SO->turn_score);
	assert_int_equal(variant_parse(G, "crew-reroll rounds=3", &v, &e),
	    -1);
	assert_string_equal(e.msg, "Ship, Captain and Crew has no option "
	    "'rounds'");
}

/* Set aside in order, as many as a throw shows in turn. */
static void
test_set_aside(void **state)
{
	struct state st;

	(void)state;
	start(&st, 1, "");
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	expect(&st, 0, 5, 0);
	/* a 5 and a 4 but no 6: nothing is in, all 5 dice again */
	ok(&st, "roll 54321", "roll 54321");
	expect(&st, 0, 5, 0);
	/* a 6 and a 4 but no 5: only the ship, 4 dice left */
	ok(&st, "roll 64411", "roll 64411");
	expect(&st, 0, 4, 0);
	/* the captain, and then the mate from the same throw: 654 in, the
	 * crew 1 + 2 = 3, and the turn ends on the third throw */
	ok(&st, "roll 1452", "roll 1452");
	assert_int_equal(score(&st, 0), 3);
	expect(&st, -1, 0, 0);

	/* two 6s: one is the ship, the other stays among the dice and may
	 * be crew; 6, 5, 4 in one throw: 6 + 1 = 7 */
	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 6 6 5 4 1", "roll 66541");
	assert_int_equal(score(&st, 0), 7);
	assert_true(over(&st, NULL, NULL));

	/* ship and captain at once (4 is missing): 3 dice left; then the
	 * mate alone: 4, crew 6 + 6 = 12, the best there is */
	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 56123", "roll 56123");
	expect(&st, 0, 3, 0);
	ok(&st, "roll 646", "roll 646");
	assert_int_equal(score(&st, 0), 12);

	/* one at a time over three throws: 6, 5, then the 4 on the last;
	 * crew 1 + 1 = 2 */
	start(&st, 1, "");
	turn(&st, 0);
	ok(&st, "roll 63322", "roll 63322");
	expect(&st, 0, 4, 0);
	ok(&st, "roll 5221", "roll 5221");
	expect(&st, 0, 3, 0);
	ok(&st, "roll 141", "roll 141");
	assert_int_equal(score(&st, 0), 2);
	assert_true(over(&st, NULL, NULL));

	/* a 4 before the captain on the second throw stays: 6 then 43211
	 * has no 5; the third throw of 4 dice has no 5 either: sunk, 0 */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 61111; roll 4321");
	expect(&st, 0, 4, 0);
	ok(&st, "roll 4444", "roll 4444");
	assert_int_equal(score(&st, 0), 0);
	assert_true(over(&st, NULL, NULL));
}

/* Without crew-reroll the crew stands; with it, it is thrown again. */
static void
test_crew(void **state)
{
	struct state st;
	struct game_err e;
	unsigned long w;

	(void)state;
	/* 65411 at once: crew 1 + 1 = 2, the turn is over at once */
	start(&st, 2, "");
	turn(&st, 0);
	ok(&st, "roll 65411", "roll 65411");
	assert_int_equal(score(&st, 0), 2);
	expect(&st, 1, 5, 1);
	no(&st, "roll 66", 0, "the turn is over: the mate is in and the crew "
	    "of 2 stands: the crew dice are thrown again only with "
	    "crew-reroll");
	no(&st, "stop", 0, "the turn is over: the mate is in and the crew of "
	    "2 stands: the crew dice are thrown again only with crew-reroll");

	/* crew-reroll: 2, then 6 + 6 = 12 in its place, then stop keeps it */
	start(&st, 3, "crew-reroll");
	turn(&st, 0);
	ok(&st, "roll 65411", "roll 65411");
	/* the crew is not banked until the turn ends */
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 2, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: its crew "
	    "is 2 with 2 throws left: stop, or throw the crew again");
	ok(&st, "roll 6,6", "roll 66");
	expect(&st, 0, 2, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: its crew "
	    "is 12 with 1 throw left: stop, or throw the crew again");
	no(&st, "stop now", 1, "stop takes nothing after it");
	ok(&st, "stop", "stop");
	assert_int_equal(score(&st, 0), 12);
	no(&st, "roll 66", 0, "the turn is over: it stopped with a crew of "
	    "12");
	expect(&st, 1, 5, 1);

	/* a worse crew thrown again replaces the better one: 4, 8, then 3
	 * on the third throw, which ends the turn */
	turn(&st, 1);
	oks(&st, "roll 65422; roll 35; roll 12");
	assert_int_equal(score(&st, 1), 3);
	no(&st, "roll 66", 0, "the turn is over: its 3 throws are used, with "
	    "a crew of 3");
	no(&st, "stop", 0, "the turn is over: its 3 throws are used, with "
	    "a crew of 3");
	assert_false(over(&st, NULL, NULL));
	/* Cy: no 6 in three throws, 0; Ann 12, Bob 3, Cy 0 */
	turn(&st, 2);
	oks(&st, "roll 11111; roll 11111; roll 11111");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 1);

	/* crew-reroll, the mate in on the third throw: nothing left to
	 * throw, the turn ends with its crew 3 + 3 = 6 */
	start(&st, 1, "crew-reroll");
	turn(&st, 0);
	oks(&st, "roll 11111; roll 61111; roll 5433");
	assert_int_equal(score(&st, 0), 6);
	assert_true(over(&st, NULL, NULL));
}

static void
test_refusals(void **state)
{
	struct state st;
	struct game_err e;

	(void)state;
	start(&st, 2, "crew-reroll");
	/* a line out of turn is the driver's to refuse (ship-captain-crew.t) */
	no(&st, "roll 65432", 0, "no turn has begun");
	no(&st, "stop", 0, "no turn has begun");
	turn(&st, 0);
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before has no throw: every turn "
	    "throws at least once");
	no(&st, "stop", 0, "nothing to keep: throw first");
	no(&st, "roll", 0, "write the 5 dice thrown after roll");
	no(&st, "roll 6543", 1, "a throw is 5 dice, not 4: nothing is set "
	    "aside yet");
	no(&st, "roll 654321", 1, "a throw is 5 dice, not 6: nothing is set "
	    "aside yet");
	no(&st, "roll 65 43 2 1", 4, "a throw is 5 dice, not 6: nothing is "
	    "set aside yet");
	no(&st, "roll 65437", 1, "'65437' is not dice: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 6 5 4 3 0", 5, "'0' is not a die: dice are written as "
	    "digits 1 to 6");
	no(&st, "roll 65432 score", 2, "'score' is neither dice nor an "
	    "action: the actions are roll and stop");
	no(&st, "keep 6", 0, "nothing is kept by hand: the referee sets the "
	    "ship, captain and mate aside as they come");
	no(&st, "hold 65432", 0, "'hold' is not a Ship, Captain and Crew "
	    "action: write roll or stop");
	/* the ship only: 4 dice left, 2 throws */
	ok(&st, "roll 61111", "roll 61111");
	no(&st, "stop", 0, "no crew to keep: the captain (a 5) is not in "
	    "yet, and 2 throws are left");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: the captain "
	    "(a 5) is not in yet, and 2 throws are left");
	no(&st, "roll 54321", 1, "only 4 dice are left to throw, 5 were "
	    "thrown: the ship is set aside");
	no(&st, "roll 5 4 3 2 1", 5, "only 4 dice are left to throw, 5 were "
	    "thrown: the ship is set aside");
	no(&st, "roll 543", 1, "4 dice are left to throw, only 3 were thrown: "
	    "every die not set aside is thrown");
	no(&st, "roll", 0, "write the 4 dice thrown after roll");
	/* the captain: 3 left, 1 throw */
	ok(&st, "roll 5111", "roll 5111");
	no(&st, "stop", 0, "no crew to keep: the mate (a 4) is not in yet, "
	    "and 1 throw is left");
	assert_int_equal(SO->end_turn(st.u.b, &e), -1);
	assert_string_equal(e.msg, "the turn before is not over: the mate (a "
	    "4) is not in yet, and 1 throw is left");
	no(&st, "roll 4111", 1, "only 3 dice are left to throw, 4 were "
	    "thrown: the ship and captain are set aside");
	no(&st, "roll 1 1", 2, "3 dice are left to throw, only 2 were thrown: "
	    "every die not set aside is thrown");
	/* no 4 on the third throw: sunk */
	ok(&st, "roll 111", "roll 111");
	assert_int_equal(score(&st, 0), 0);
	no(&st, "roll 411", 0, "the turn is over: its 3 throws brought no "
	    "mate, and it scores 0");
	no(&st, "stop", 0, "the turn is over: its 3 throws brought no mate, "
	    "and it scores 0");

	/* Bob, crew-reroll: the crew dice are 2, thrown together */
	turn(&st, 1);
	ok(&st, "roll 65411", "roll 65411");
	no(&st, "roll", 0, "write the 2 crew dice thrown after roll");
	no(&st, "roll 6", 1, "the 2 crew dice are thrown again together, not "
	    "1");
	no(&st, "roll 666", 1, "only the 2 crew dice are thrown again, 3 "
	    "were thrown: the ship, captain and mate are set aside");
	no(&st, "roll 6 6 6", 3, "only the 2 crew dice are thrown again, 3 "
	    "were thrown: the ship, captain and mate are set aside");
	ok(&st, "stop", "stop");
	/* Ann 0, Bob 1 + 1 = 2: one highest crew, the game is over */
	assert_true(over(&st, NULL, NULL));
	no(&st, "roll 65432", 0, "the game is over: round 1 is won with a "
	    "crew of 2");

	assert_int_equal(SO->init(st.u.b, 17, NULL, &e), -1);
	assert_string_equal(e.msg, "Ship, Captain and Crew is for 1 to 16 "
	    "players, not 17");
	assert_int_equal(SO->init(st.u.b, 0, NULL, &e), -1);
}

/* The turn's own score (rongo-score's turn rows): its crew. */
static long
tscore(const struct state *st, unsigned seat)
{
	return SO->turn_score(st->u.b, seat);
}

/* complete.rec: a tie for the highest crew, and the round played again
 * by everyone. */
static void
test_replay(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 3, "");
	turn(&st, 0);
	/* no 6; then 6 5 4 at once, crew 3 + 2 = 5 */
	oks(&st, "roll 54321; roll 65432");
	assert_int_equal(tscore(&st, 0), 5);
	turn(&st, 1);
	/* the ship (the 4 stays): Bob's turn goes on and has no score yet */
	oks(&st, "roll 64223");
	assert_int_equal(tscore(&st, 1), 0);
	/* 5 and 4, crew 2 + 3 = 5 */
	oks(&st, "roll 5423");
	assert_int_equal(tscore(&st, 1), 5);
	/* a seat whose turn is not the last one played: 0 */
	assert_int_equal(tscore(&st, 0), 0);
	turn(&st, 2);
	/* no 6; one 6; no 5 in 1236: sunk, 0 */
	oks(&st, "roll 55441; roll 66121; roll 1236");
	assert_int_equal(tscore(&st, 2), 0);
	assert_int_equal(score(&st, 0), 5);
	assert_int_equal(score(&st, 1), 5);
	assert_int_equal(score(&st, 2), 0);
	/* 5 = 5 > 0: the round is played again by all three, Ann first */
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 5, 1);
	assert_int_equal(SO->not_now(st.u.b, 2, why), 0);
	turn(&st, 0);
	/* 6 5 4, crew 6 + 3 = 9: round 2 replaces round 1, Ann's score is 9 */
	oks(&st, "roll 66543");
	assert_int_equal(score(&st, 0), 9);
	assert_int_equal(tscore(&st, 0), 9);
	expect(&st, 1, 5, 1);
	turn(&st, 1);
	/* no 6; then crew 4 + 3 = 7 */
	oks(&st, "roll 11111; roll 65443");
	assert_int_equal(score(&st, 1), 7);
	/* Cy was out of the tie, and plays round 2 all the same */
	assert_false(over(&st, NULL, NULL));
	expect(&st, 2, 5, 1);
	turn(&st, 2);
	/* crew 2 + 1 = 3 */
	oks(&st, "roll 65421");
	assert_int_equal(score(&st, 2), 3);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "round 2, played again after a tie, is won "
	    "with a crew of 9");
	expect(&st, -1, 0, 0);

	/* one who was not in the tie wins the round played again: Ann 2,
	 * Bob 12, Cy 12 (one 6 is the ship, the other crew), then Ann 12,
	 * Bob 0, Cy 3 + 3 = 6 */
	start(&st, 3, "");
	turn(&st, 0);
	oks(&st, "roll 65411");
	turn(&st, 1);
	oks(&st, "roll 65466");
	turn(&st, 2);
	oks(&st, "roll 66654");
	assert_int_equal(score(&st, 2), 12);
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	oks(&st, "roll 65466");
	turn(&st, 1);
	oks(&st, "roll 11111; roll 22222; roll 33333");
	assert_int_equal(score(&st, 1), 0);
	assert_int_equal(tscore(&st, 1), 0);
	turn(&st, 2);
	oks(&st, "roll 65433");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "round 2, played again after a tie, is won "
	    "with a crew of 12");
	assert_int_equal(score(&st, 0), 12);
	assert_int_equal(score(&st, 1), 0);
	assert_int_equal(score(&st, 2), 6);

	/* a round played again that ties again: 2 and 2, 0 and 0, then Ann
	 * 2 + 1 = 3 and Bob 3 + 3 = 6 in round 3 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 65411");
	turn(&st, 1);
	oks(&st, "roll 65411");
	turn(&st, 0);
	oks(&st, "roll 11111; roll 11111; roll 11111");
	turn(&st, 1);
	oks(&st, "roll 11111; roll 11111; roll 11111");
	assert_false(over(&st, NULL, NULL));
	assert_int_equal(score(&st, 0), 0);
	expect(&st, 0, 5, 1);
	turn(&st, 0);
	oks(&st, "roll 65421");
	turn(&st, 1);
	oks(&st, "roll 65433");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 2);
	assert_string_equal(why, "round 3, played again after a tie, is won "
	    "with a crew of 6");
	assert_int_equal(score(&st, 0), 3);
	assert_int_equal(score(&st, 1), 6);

	/* every turn sunk: 0 for all is a tie too, all three play again */
	start(&st, 3, "");
	turn(&st, 0);
	oks(&st, "roll 11111; roll 11111; roll 11111");
	turn(&st, 1);
	oks(&st, "roll 22222; roll 22222; roll 22222");
	turn(&st, 2);
	oks(&st, "roll 33333; roll 33333; roll 33333");
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 5, 1);
}

/* tied-only: the tied players alone play off, and scores add up. */
static void
test_tied_only(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	start(&st, 3, "tied-only");
	turn(&st, 0);
	oks(&st, "roll 54321; roll 65432");	/* Ann 3 + 2 = 5 */
	turn(&st, 1);
	oks(&st, "roll 64223; roll 5423");	/* Bob 2 + 3 = 5 */
	turn(&st, 2);
	oks(&st, "roll 55441; roll 66121; roll 1236");	/* Cy 0 */
	/* 5 = 5 > 0: Ann and Bob play off, Ann first; Cy is out */
	assert_false(over(&st, NULL, NULL));
	expect(&st, 0, 5, 1);
	assert_int_equal(SO->not_now(st.u.b, 2, why), 1);
	assert_string_equal(why, "\1 is not in the play-off: it is \2's "
	    "turn");
	turn(&st, 0);
	/* 6 5 4, crew 6 + 3 = 9: 5 + 9 = 14; the turn itself scores 9 */
	oks(&st, "roll 66543");
	assert_int_equal(score(&st, 0), 14);
	assert_int_equal(tscore(&st, 0), 9);
	expect(&st, 1, 5, 1);
	turn(&st, 1);
	/* no 6; then crew 4 + 3 = 7: 5 + 7 = 12 */
	oks(&st, "roll 11111; roll 65443");
	assert_int_equal(score(&st, 1), 12);
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "the play-off in round 2 is won with a crew "
	    "of 9");
	expect(&st, -1, 0, 0);

	/* a play-off that ties again, then a second one; Ann is never in */
	start(&st, 3, "tied-only");
	turn(&st, 0);
	oks(&st, "roll 65411");		/* Ann 1 + 1 = 2 */
	turn(&st, 1);
	oks(&st, "roll 65466");		/* Bob 6 + 6 = 12 */
	turn(&st, 2);
	oks(&st, "roll 66654");		/* Cy 6 + 6 = 12 */
	/* round 2: Bob and Cy; Ann's line would be out of turn */
	expect(&st, 1, 5, 1);
	turn(&st, 1);
	oks(&st, "roll 11111; roll 22222; roll 33333");	/* Bob 0: 12 */
	expect(&st, 2, 5, 1);
	turn(&st, 2);
	oks(&st, "roll 11111; roll 11111; roll 11111");	/* Cy 0: 12 */
	/* 0 = 0: round 3, Bob and Cy again */
	assert_false(over(&st, NULL, NULL));
	expect(&st, 1, 5, 1);
	turn(&st, 1);
	oks(&st, "roll 65421");		/* Bob 2 + 1 = 3: 15 */
	turn(&st, 2);
	oks(&st, "roll 65433");		/* Cy 3 + 3 = 6: 18 */
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 4);
	assert_string_equal(why, "the play-off in round 3 is won with a crew "
	    "of 6");
	/* the sums rank as the play-offs did: Cy 18, Bob 15, Ann 2 */
	assert_int_equal(score(&st, 0), 2);
	assert_int_equal(score(&st, 1), 15);
	assert_int_equal(score(&st, 2), 18);
}

static void
test_end_and_winner(void **state)
{
	struct state st;
	unsigned long w;
	char why[256];

	(void)state;
	/* after-end.rec: Ann 3 + 2 = 5, Bob 3 + 1 = 4: Ann, in round 1 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 65432");
	assert_false(over(&st, NULL, NULL));
	turn(&st, 1);
	oks(&st, "roll 65431");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "round 1 is won with a crew of 5");

	/* the last seat wins: Ann 0 (sunk), Bob 2 + 2 = 4 */
	start(&st, 2, "");
	turn(&st, 0);
	oks(&st, "roll 54321; roll 54321; roll 54321");
	turn(&st, 1);
	oks(&st, "roll 22654");
	assert_true(over(&st, &w, NULL));
	assert_int_equal(w, 2);
	assert_int_equal(score(&st, 1), 4);

	/* one player: the one turn decides, even with 0 */
	start(&st, 1, "");
	turn(&st, 0);
	oks(&st, "roll 11111; roll 11111; roll 11111");
	assert_true(over(&st, &w, why));
	assert_int_equal(w, 1);
	assert_string_equal(why, "round 1 is won with a crew of 0");
	assert_int_equal(score(&st, 0), 0);
}

/* The sheet of complete.rec, turn by turn (see test_replay), then of
 * the same first round with tied-only, then crew-reroll. */
static void
test_render(void **state)
{
	static const char *const names[] = { "Ann", "Bob", "Cy" };
	struct render_info ri = { 0, NULL, names, 3 };
	struct state st;
	struct buf b = BUF_INIT;

	(void)state;
	start(&st, 3, "");
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ship, Captain and Crew, start\n"
	    "5 dice, 3 throws a turn; the crew stands once the mate is in.\n"
	    "Round  Player  Throws             In   Crew\n"
	    "Scores, each player's last crew: Ann 0, Bob 0, Cy 0.\n"
	    "Ann to play.\n");
	turn(&st, 0);
	oks(&st, "roll 54321; roll 65432");
	turn(&st, 1);
	ok(&st, "roll 64223", "roll 64223");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ship, Captain and Crew, turn 2 in progress\n"
	    "5 dice, 3 throws a turn; the crew stands once the mate is in.\n"
	    "Round  Player  Throws             In   Crew\n"
	    "    1  Ann     54321 65432        654     5\n"
	    "       Bob     64223              6\n"
	    "Scores, each player's last crew: Ann 5, Bob 0, Cy 0.\n"
	    "Bob's turn: the ship in, the captain (a 5) next; 2 throws "
	    "left.\n"
	    "Bob to play.\n");
	oks(&st, "roll 5423");
	turn(&st, 2);
	oks(&st, "roll 55441; roll 66121; roll 1236");
	turn(&st, 0);
	oks(&st, "roll 66543");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ship, Captain and Crew, after turn 4\n"
	    "5 dice, 3 throws a turn; the crew stands once the mate is in.\n"
	    "Round  Player  Throws             In   Crew\n"
	    "    1  Ann     54321 65432        654     5\n"
	    "       Bob     64223 5423         654     5\n"
	    "       Cy      55441 66121 1236   6       0\n"
	    "    2  Ann     66543              654     9\n"
	    "Scores, each player's last crew: Ann 9, Bob 5, Cy 0.\n"
	    "Round 2 is played again by everyone: Ann and Bob tied with a "
	    "crew of 5.\n"
	    "Bob to play.\n");
	turn(&st, 1);
	oks(&st, "roll 11111; roll 65443");
	turn(&st, 2);
	oks(&st, "roll 65421");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "    2  Ann     66543              654     9\n"
	    "       Bob     11111 65443        654     7\n"
	    "       Cy      65421              654     3\n"
	    "Scores, each player's last crew: Ann 9, Bob 7, Cy 3.\n"
	    "Round 2 was played again by everyone: Ann and Bob tied with a "
	    "crew of 5.\n"
	    "Finished: Ann wins round 2 with a crew of 9.\n"));

	/* tied-only: a Total column, the play-off named */
	start(&st, 3, "tied-only");
	turn(&st, 0);
	oks(&st, "roll 54321; roll 65432");
	turn(&st, 1);
	oks(&st, "roll 64223; roll 5423");
	turn(&st, 2);
	oks(&st, "roll 55441; roll 66121; roll 1236");
	turn(&st, 0);
	oks(&st, "roll 66543");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_string_equal(b.s,
	    "Ship, Captain and Crew, after turn 4\n"
	    "5 dice, 3 throws a turn; the crew stands once the mate is in.\n"
	    "tied-only: a tie is played off by the tied players alone.\n"
	    "Round  Player  Throws             In   Crew  Total\n"
	    "    1  Ann     54321 65432        654     5      5\n"
	    "       Bob     64223 5423         654     5      5\n"
	    "       Cy      55441 66121 1236   6       0      0\n"
	    "    2  Ann     66543              654     9     14\n"
	    "Totals: Ann 14, Bob 5, Cy 0.\n"
	    "Round 2 is a play-off between Ann and Bob, tied with a crew of "
	    "5.\n"
	    "Bob to play.\n");
	turn(&st, 1);
	oks(&st, "roll 11111; roll 65443");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, &ri, &b), 0);
	assert_non_null(strstr(b.s,
	    "    2  Ann     66543              654     9     14\n"
	    "       Bob     11111 65443        654     7     12\n"
	    "Totals: Ann 14, Bob 12, Cy 0.\n"
	    "Round 2 was a play-off between Ann and Bob, tied with a crew of "
	    "5.\n"
	    "Finished: Ann wins the play-off with a crew of 9.\n"));

	/* crew-reroll, no names: the crew in hand, then a win */
	start(&st, 1, "crew-reroll");
	turn(&st, 0);
	ok(&st, "roll 66541", "roll 66541");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Ship, Captain and Crew, turn 1 in progress\n"
	    "5 dice, 3 throws a turn; crew-reroll: the crew may be thrown "
	    "again.\n"
	    "Round  Player  Throws             In   Crew\n"
	    "    1  P1      66541              654\n"
	    "Scores, each player's last crew: P1 0.\n"
	    "P1's turn: the mate is in, crew 7; 2 throws left: throw the "
	    "crew again or stop.\n"
	    "P1 to play.\n");
	/* 6 + 1 = 7, then 5 + 5 = 10, kept */
	oks(&st, "roll 55; stop");
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	assert_string_equal(b.s,
	    "Ship, Captain and Crew, after turn 1\n"
	    "5 dice, 3 throws a turn; crew-reroll: the crew may be thrown "
	    "again.\n"
	    "Round  Player  Throws             In   Crew\n"
	    "    1  P1      66541 55           654    10\n"
	    "Scores, each player's last crew: P1 10.\n"
	    "Finished: P1 wins with a crew of 10.\n");
	buf_release(&b);
}

/* 500 turns of a two-seat game that always ties: the sheet keeps the
 * last 400; each score is the last crew, 2, and with tied-only the sum,
 * 500. */
static void
test_render_long(void **state)
{
	struct state st;
	struct buf b = BUF_INIT;
	const char *p;
	int i, lines = 0;

	(void)state;
	start(&st, 2, "");
	for (i = 0; i < 500; i++) {
		turn(&st, (unsigned)(i % 2));
		/* crew 1 + 1 = 2 every time: 250 rounds of ties */
		oks(&st, "roll 65411");
	}
	assert_false(over(&st, NULL, NULL));
	assert_int_equal(score(&st, 0), 2);
	assert_int_equal(score(&st, 1), 2);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	for (p = b.s; *p != '\0'; p++)
		lines += *p == '\n';
	/* title, rule line, the note, the header, 400 rows, scores, the
	 * round played again, to play */
	assert_int_equal(lines, 407);
	/* turns 101 to 500 are shown: turn 101 is P1's in round 51 */
	assert_non_null(strstr(b.s,
	    "Turns 1 to 100 are not shown.\n"
	    "Round  Player  Throws             In   Crew\n"
	    "   51  P1      65411              654     2\n"
	    "       P2      65411              654     2\n"
	    "   52  P1      65411              654     2\n"));
	assert_non_null(strstr(b.s,
	    "  250  P1      65411              654     2\n"
	    "       P2      65411              654     2\n"
	    "Scores, each player's last crew: P1 2, P2 2.\n"
	    "Round 251 is played again by everyone: P1 and P2 tied with a "
	    "crew of 2.\n"
	    "P1 to play.\n"));

	start(&st, 2, "tied-only");
	for (i = 0; i < 500; i++) {
		turn(&st, (unsigned)(i % 2));
		oks(&st, "roll 65411");
	}
	assert_int_equal(score(&st, 0), 500);
	assert_int_equal(score(&st, 1), 500);
	buf_clear(&b);
	assert_int_equal(G->render(st.u.b, NULL, &b), 0);
	/* after round 50 P1 has 50 * 2 = 100, and 102 after turn 101 */
	assert_non_null(strstr(b.s,
	    "   51  P1      65411              654     2    102\n"));
	assert_non_null(strstr(b.s,
	    "       P2      65411              654     2    500\n"
	    "Totals: P1 500, P2 500.\n"
	    "Round 251 is a play-off between P1 and P2, tied with a crew of "
	    "2.\n"
	    "P1 to play.\n"));
	buf_release(&b);
}

/*
 * Whole records through the reader and the driver.
 */

/* complete.rec with separators, an alias and a continued line: Ann 9,
 * Bob 7, Cy 3 in round 2 (worked out in test_replay). */
#define COMPLETE \
	"[Game \"mariner\"]\n" \
	"[Players \"Ann, Bob, Cy\"]\n" \
	"\n" \
	"Ann: roll 54321, roll 6 5 4 3 2\n" \
	"Bob: roll 64223; roll 5,4,2,3\n" \
	"Cy: roll 55441 roll 66121\n" \
	"  roll 1236\n" \
	"Ann: roll 66543\n" \
	"Bob: roll 11111 roll 65443\n" \
	"Cy: roll 65421\n"

static void
test_record(void **state)
{
	struct run r;

	(void)state;
	run_text(&r, COMPLETE);
	assert_int_equal(r.rv, 0);
	assert_string_equal(r.out, "");
	free(r.out);
	assert_ptr_equal(r.rs.g, G);
	assert_int_equal(r.rs.turns, 6);
	assert_true(r.rs.finished);
	assert_int_equal(r.rs.winners, 1);
	assert_string_equal(r.rs.why, "round 2, played again after a tie, is "
	    "won with a crew of 9");
	assert_int_equal(G->session->score(r.rs.st.b, 0), 9);
	assert_int_equal(G->session->score(r.rs.st.b, 1), 7);
	assert_int_equal(G->session->score(r.rs.st.b, 2), 3);

	/* a turn line after the end */
	run_text(&r, COMPLETE "Cy: roll 65432\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:11:1: error: turn 7 (Cy): the game is over: round 2, "
	    "played again after a tie, is won with a crew of 9\n"
	    "Cy: roll 65432\n"
	    "^~\n");
	free(r.out);

	/* Cy, out of the tie, writes his line of round 2 first */
	run_text(&r, "[Game \"ship\"]\n[Players \"Ann, Bob, Cy\"]\n\n"
	    "Ann: roll 65444\nBob: roll 65462\nCy: roll 65431\n"
	    "Cy: roll 65466\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:7:1: error: turn 4 (Cy): it is Ann's turn, not Cy's\n"
	    "Cy: roll 65466\n"
	    "^~\n");
	free(r.out);

	/* the same with tied-only: Cy is out of the play-off */
	run_text(&r, "[Game \"ship\"]\n[Players \"Ann, Bob, Cy\"]\n"
	    "[Variant \"tied-only\"]\n\n"
	    "Ann: roll 65444\nBob: roll 65462\nCy: roll 65431\n"
	    "Cy: roll 65466\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:8:1: error: turn 4 (Cy): Cy is not in the play-off: "
	    "it is Ann's turn\n"
	    "Cy: roll 65466\n"
	    "^~\n");
	free(r.out);

	/* the crew thrown again without crew-reroll */
	run_text(&r, "[Game \"ship-captain-crew\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 65411 roll 66\n");
	assert_int_equal(r.rv, 1);
	assert_string_equal(r.out,
	    "t: g.rec:4:17: error: turn 1 (Ann): 'roll 66': the turn is over: "
	    "the mate is in and the crew of 2 stands: the crew dice are "
	    "thrown again only with crew-reroll\n"
	    "Ann: roll 65411 roll 66\n"
	    "                ^~~~\n");
	free(r.out);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_set_aside),
		cmocka_unit_test(test_crew),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_replay),
		cmocka_unit_test(test_tied_only),
		cmocka_unit_test(test_end_and_winner),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_long),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
