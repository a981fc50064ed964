/*
 * hint: what each category of a score card would give (rongo-score
 * --category all and --hint): for dice given, or for the dice the
 * player due shows in a session, over the categories still open to it.
 */
#ifndef RONGO_HINT_H
#define RONGO_HINT_H

#include <stddef.h>
#include <stdio.h>

struct game;

#define HINT_MAX	32	/* categories of a card, at most */

struct hint {
	const char	*cat;	/* the category's id (the game's string) */
	long		 points;
};

/* Every category of g's card with the points of dice[0..n) there,
 * best first, equal points in the card's order: how many, or -1 when
 * g refuses the dice (why in msg). */
int hint_all(const struct game *g, const unsigned char *dice, size_t n,
    struct hint *out, char msg[256]);

/* The categories the player due in st may score now, each with what
 * scoring there adds to that player's score, best first: how many (0
 * when none may be scored now, as before the turn's first throw); *seat
 * the player's.  -1 when out of memory. */
int hint_open(const struct game *g, const void *st, struct hint *out,
    unsigned *seat);

/* The hints as lines, "category  points", the categories padded to the
 * widest. */
void hint_print(FILE *, const struct hint *, size_t n);

#endif
