/*
 * registry: the table of games, made from the list in registry.h (one
 * line a game; the checklist for adding one is there), and the lookups
 * of game.h.
 */
#include <string.h>

#include "game.h"
#include "registry.h"

#define DECLARE(id)	extern const struct game game_##id;
#define ENTRY(id)	&game_##id,

GAME_LIST(DECLARE)

static const struct game *const games[] = {
	GAME_LIST(ENTRY)
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
