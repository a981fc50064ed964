/*
 * suggest: "did you mean": of the names a refused word could have been
 * meant for, the one closest to it, when one is close enough.
 *
 * Closeness is the edit distance with adjacent swaps (the restricted
 * Damerau-Levenshtein distance, or optimal string alignment: inserting,
 * deleting or changing a byte, or swapping two neighbours, counts one),
 * with ASCII letters compared without case, so that "Yacht" is 0 from
 * "yacht" and "pgi" 1 from "pig".  A candidate is close enough when it
 * is at most max(1, round(len / 3)) edits from a word of len bytes
 * ("yatch" takes 2 to "yacht") and never more than SUGGEST_MOST, and
 * fewer edits than either has bytes, so that no word is turned into
 * another whole ("x" is not taken for "n").  On a tie the first
 * candidate offered wins, so that the answer depends on nothing but
 * the order of the list.
 *
 * The word need not end in a NUL (it is often a word inside a line);
 * the candidates do.  Nothing is allocated: the strings are the
 * caller's, and the answer is one of the candidates.
 */
#ifndef RONGO_SUGGEST_H
#define RONGO_SUGGEST_H

#include <stddef.h>

/* Words and names longer than this are never close to anything (no
 * name is near it); it bounds the work and the rows on the stack. */
#define SUGGEST_MAX	64
/* The most edits a suggestion is ever away, however long the word. */
#define SUGGEST_MOST	3

/* A search in progress: suggest_init, then suggest_add with each
 * candidate in order; best is the answer, or NULL. */
struct suggest {
	const char	*word;
	size_t		 len;
	unsigned	 most;	/* edits allowed */
	unsigned	 dist;	/* best's distance */
	const char	*best;
};

void suggest_init(struct suggest *, const char *word, size_t len);
void suggest_add(struct suggest *, const char *cand);

/* The closest of the NULL-terminated list cands, or NULL. */
const char *suggest_list(const char *word, size_t len,
    const char *const *cands);

/* The distance between a[0..alen) and b[0..blen), letters without case;
 * SUGGEST_FAR when either is longer than SUGGEST_MAX. */
#define SUGGEST_FAR	((unsigned)-1)
unsigned suggest_distance(const char *a, size_t alen, const char *b,
    size_t blen);

/* The words a message takes after the refused name: ": did you mean
 * 'BEST'?" into buf (cut to fit cap), or "" when best is NULL.
 * Returns buf. */
char *suggest_hint(char *buf, size_t cap, const char *best);
/* The same added to the message msg (a string in cap bytes), only when
 * it fits whole: a hint cut short would mislead. */
void suggest_append(char *msg, size_t cap, const char *best);

#endif
