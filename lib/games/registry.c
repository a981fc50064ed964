/*
 * registry: the table of games.  Adding a game is one line here; the
 * checklist is in game.h.
 */
#include <string.h>

#include "game.h"

extern const struct game game_kanga;
extern const struct game game_hanga_roa;
extern const struct game game_hanga_tanga;
extern const struct game game_yacht;
extern const struct game game_yahtzee;
extern const struct game game_general;
extern const struct game game_ten_thousand;
extern const struct game game_pig;
extern const struct game game_tang;
extern const struct game game_three_or_more;
extern const struct game game_crag;
extern const struct game game_drop_dead;
extern const struct game game_chicago;
extern const struct game game_dice_golf;
extern const struct game game_sevens;
extern const struct game game_going_to_boston;
extern const struct game game_around_the_spot;
extern const struct game game_plus_and_minus;
extern const struct game game_ship_captain_crew;
extern const struct game game_ten_pins;
extern const struct game game_one_o_five;
extern const struct game game_sevens_out;
extern const struct game game_twenty_one;
extern const struct game game_aces;
extern const struct game game_centennial;
extern const struct game game_everest;
extern const struct game game_beetle;
extern const struct game game_help_your_neighbour;
extern const struct game game_sequences;
extern const struct game game_passage;
extern const struct game game_catch_up;

static const struct game *const games[] = {
	&game_kanga,
	&game_hanga_roa,
	&game_hanga_tanga,
	&game_yacht,
	&game_yahtzee,
	&game_general,
	&game_ten_thousand,
	&game_pig,
	&game_tang,
	&game_three_or_more,
	&game_crag,
	&game_drop_dead,
	&game_chicago,
	&game_dice_golf,
	&game_sevens,
	&game_going_to_boston,
	&game_around_the_spot,
	&game_plus_and_minus,
	&game_ship_captain_crew,
	&game_ten_pins,
	&game_one_o_five,
	&game_sevens_out,
	&game_twenty_one,
	&game_aces,
	&game_centennial,
	&game_everest,
	&game_beetle,
	&game_help_your_neighbour,
	&game_sequences,
	&game_passage,
	&game_catch_up,
};

#define NGAMES (sizeof(games) / sizeof(games[0]))

size_t
game_count(void)
{
	return NGAMES;
}

const struct game *
game_at(size_t i)
{
	return i < NGAMES ? games[i] : NULL;
}

const struct game *
game_find(const char *id)
{
	size_t i;
	const char *const *a;

	for (i = 0; i < NGAMES; i++) {
		if (strcmp(games[i]->id, id) == 0)
			return games[i];
		for (a = games[i]->aliases; a != NULL && *a != NULL; a++)
			if (strcmp(*a, id) == 0)
				return games[i];
	}
	return NULL;
}
