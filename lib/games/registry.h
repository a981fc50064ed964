/*
 * registry: the list of games, for lib/games/registry.c alone (programs
 * and drivers reach the games through game_find and game_at in game.h).
 * One line a game, X(ID), ID its id with '_' for '-'; registry.c expands
 * the list twice, into the declarations of the games' structs and into
 * the table.  The order is the registry's: game_at, the bash completion
 * and the messages that list games follow it.
 *
 * Adding a game, the checklist:
 *  1. lib/games/ID.c defining `const struct game game_ID`: the interface
 *     of game.h, with the helpers of kit.h (and sheet.h for a score
 *     sheet); the state a plain struct; every rule refusal a reason.  A
 *     dice game declares its rules against the session layer
 *     (session.h): its state begins with a struct turn, its actions are
 *     a verb table; then -l lists them and rongo-roll --next throws for
 *     it with nothing more (tests/playout.sh plays it at random).
 *  2. One line X(ID) in GAME_LIST below.
 *  3. notation/ID.md: its move and position syntax (EBNF), linked from
 *     notation/records.md.
 *  4. Its section in man/rongo-games.7, rulings marked; in rongo(7), a
 *     board game's position string (Positions) and a dice game's measure
 *     when it is not points (Score output).
 *  5. fixtures/ID/: complete, unfinished and broken records, and a
 *     README with the working by hand behind their expected outputs.
 *  6. tests/test_ID.c with every rule accepted once and refused once,
 *     and tests/golden/ID.t running every program on the fixtures.
 *  7. Its name in the list of games of README.md.
 * A family of games (Yacht, Yahtzee and General) shares its notation
 * page, unit tests and golden table.  The programs, the drivers and the
 * bash completion find a game here and name none.
 */
#ifndef RONGO_REGISTRY_H
#define RONGO_REGISTRY_H

#define GAME_LIST(X)		\
	X(kanga)		\
	X(hanga_roa)		\
	X(hanga_tanga)		\
	X(yacht)		\
	X(yahtzee)		\
	X(general)		\
	X(ten_thousand)		\
	X(pig)			\
	X(tang)			\
	X(three_or_more)	\
	X(crag)			\
	X(drop_dead)		\
	X(chicago)		\
	X(dice_golf)		\
	X(sevens)		\
	X(going_to_boston)	\
	X(around_the_spot)	\
	X(plus_and_minus)	\
	X(ship_captain_crew)	\
	X(ten_pins)		\
	X(one_o_five)		\
	X(sevens_out)		\
	X(twenty_one)		\
	X(aces)			\
	X(centennial)		\
	X(everest)		\
	X(beetle)		\
	X(help_your_neighbour)	\
	X(sequences)		\
	X(passage)		\
	X(catch_up)

#endif
