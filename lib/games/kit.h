/*
 * kit: what the game files share, for game authors only.  A game
 * implements the interface of game.h; this header adds the helpers that
 * game files (and their unit tests) use and that programs and drivers
 * never need: squares, the ends of a diagram, the play-offs of dice
 * sessions, the reading and writing of dice actions, and the count
 * words of messages (text.h).
 *
 * Nothing here keeps state or owns memory: every function works on what
 * its caller gives it, and only render_status grows the caller's buf.
 */
#ifndef RONGO_KIT_H
#define RONGO_KIT_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "text.h"	/* die_noun() and the other count words */
#include "word.h"

struct buf;

/* "1-0", "0-1", "1/2-1/2" or "*" */
const char *outcome_result(enum outcome);

/* The status line of a diagram: "White to move.", "Black wins (0-1):
 * why.", "Draw (1/2-1/2): why."; -1 when out of memory. */
int render_status(struct buf *, enum outcome, enum side turn,
    const char *why);

/* The end of a render: rc 0 (done) is returned as it is; otherwise (out
 * of memory) b is cut back to len, as the caller gave it, and -1
 * returned. */
int render_end(struct buf *, size_t len, int rc);

/* Helpers for squares, shared by the board games.  A square is written
 * file letter then rank ("e5"); rank first ("5e") is lenient input.
 * Parses s[0..len) for a board of w files and h ranks.  Returns 0 and sets
 * *file, *rank (0-based), with *rank_first telling the spelling; -1 when
 * s is not a square on that board (e->msg says why). */
int square_parse_any(const char *s, size_t len, int w, int h, int *file,
    int *rank, int *rank_first, struct game_err *);
/* The common case, a letter and one digit, inline: every move of every
 * record comes through here. */
static inline int
square_parse(const char *s, size_t len, int w, int h, int *file, int *rank,
    int *rank_first, struct game_err *e)
{
	if (len == 2 && s[0] >= 'a' && s[0] < 'a' + w && s[1] >= '1' &&
	    s[1] <= '9' && s[1] - '0' <= h) {
		*file = s[0] - 'a';
		*rank = s[1] - '1';
		*rank_first = 0;
		return 0;
	}
	return square_parse_any(s, len, w, h, file, rank, rank_first, e);
}

/* Write "e5" into out (at least 4 bytes); returns the length. */
static inline int
square_format(char *out, int file, int rank)
{
	int n = 0;

	out[n++] = (char)('a' + file);
	if (rank + 1 >= 10)
		out[n++] = (char)('0' + (rank + 1) / 10);
	out[n++] = (char)('0' + (rank + 1) % 10);
	out[n] = '\0';
	return n;
}

/* Write v in decimal, as %llu and %lld do, into out (at least 21
 * bytes); return the length.  The score sheets write every cell so,
 * after every turn. */
static inline size_t
unum_format(char *out, unsigned long long v)
{
	static const char pairs[201] =
	    "0001020304050607080910111213141516171819"
	    "2021222324252627282930313233343536373839"
	    "4041424344454647484950515253545556575859"
	    "6061626364656667686970717273747576777879"
	    "8081828384858687888990919293949596979899";
	unsigned long long t = 10;
	size_t n = 1;
	char *q;
	unsigned k;

	/* the length first, by comparison, then the digits from the end two
	 * at a time */
	while (n < 20 && v >= t) {
		n++;
		t *= 10;
	}
	q = out + n;
	*q = '\0';
	for (; v >= 100; v /= 100) {
		k = (unsigned)(v % 100) * 2;
		*--q = pairs[k + 1];
		*--q = pairs[k];
	}
	if (v >= 10) {
		*--q = pairs[v * 2 + 1];
		*--q = pairs[v * 2];
	} else
		*--q = (char)('0' + v);
	return n;
}

static inline size_t
num_format(char *out, long long v)
{
	if (v >= 0)
		return unum_format(out, (unsigned long long)v);
	out[0] = '-';
	return 1 + unum_format(out + 1, 0ull - (unsigned long long)v);
}

/* A bit per seat of the n whose total is the best: the highest when
 * order > 0, the lowest when order < 0 (equal best totals share). */
unsigned long best_seats(const int64_t *total, unsigned n, int order);
/* For session_ops.not_now in a game whose tied players play off: 1 and
 * the reason when seat is not among the players in (a bit per seat) of
 * the play-off round, else 0. */
int playoff_not_now(unsigned seat, unsigned long in, char why[256]);
/* The next seat after s among the n seats of in (a bit per seat) that
 * play the round, or -1 when s was the last. */
int playoff_next(unsigned long in, unsigned n, unsigned s);
/* The dice written in words w[1..n) of an action: digits 1-6, together
 * or apart, a ',' inside a word skipped (YAML keeps "6,6,3" whole).  The
 * first max go into d[]; *nd counts them all, and *extra is the word of
 * the first die past max (0 when there is none).  A word that begins
 * with a letter is refused as neither dice nor an action, actions
 * saying which there are ("the actions are roll and stop").  Returns 0,
 * or -1 with e filled. */
int get_dice(const struct word *w, size_t n, unsigned char *d, size_t max,
    size_t *nd, unsigned *extra, const char *actions, struct game_err *e);
/* The canonical text of a dice game's action: verb, then a space and the
 * dice as digits when there are any (n > 0). */
void action_dice(char canon[MOVE_TEXT_MAX], const char *verb,
    const unsigned char *d, size_t n);
/* verb, a space and word ("score chance"). */
void action_word(char canon[MOVE_TEXT_MAX], const char *verb,
    const char *word);

#endif
