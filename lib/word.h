/*
 * word: one word of a move as written, and its length in bytes (not
 * NUL-terminated).  The records hand their moves to the games so.
 */
#ifndef RONGO_WORD_H
#define RONGO_WORD_H

#include <stddef.h>

struct word {
	const char	*s;
	size_t		 len;
};

#endif
