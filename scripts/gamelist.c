/*
 * gamelist: print every game id and alias of the registry, one a line,
 * for the bash completion that the build makes (scripts/gen-completion).
 * A build tool: not installed.
 */
#include <stdio.h>

#include "game.h"

int
main(void)
{
	const struct game *g;
	size_t i, k;

	for (i = 0; (g = game_at(i)) != NULL; i++) {
		printf("%s\n", g->id);
		for (k = 0; g->aliases != NULL && g->aliases[k] != NULL; k++)
			printf("%s\n", g->aliases[k]);
	}
	return fclose(stdout) == 0 ? 0 : 1;
}
