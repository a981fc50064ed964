/*
 * perft: move-path counting over legal() and play() (see perft.h).
 *
 * Each level copies the position into a buffer of its own on the stack,
 * so the recursion needs no allocation; depth is small in practice.
 * The moves of the last level are counted, not played.
 */
#include "perft.h"

#include <string.h>

struct level {
	const struct game	*g;
	const void		*st;
	unsigned		 depth;		/* still to go below st */
	unsigned long long	 n;
	struct game_err		*e;
	int			 bad;
};

static int perft_move(void *, const char *);

static int
count_leaf(void *ctx, const char *canon)
{
	(void)canon;
	((struct level *)ctx)->n++;
	return 0;
}

static int
count(const struct game *g, const void *st, unsigned depth,
    unsigned long long *n, struct game_err *e)
{
	struct level l = { g, st, depth, 0, e, 0 };

	if (depth == 0) {
		*n += 1;
		return 0;
	}
	if (g->outcome(st, NULL) != OUT_ONGOING)
		return 0;
	/* the last level is counted from the list, as perft does; the
	 * levels above play every move, so every move that leads on is
	 * checked against play() */
	g->legal(st, depth == 1 ? count_leaf : perft_move, &l);
	*n += l.n;
	return l.bad ? -1 : 0;
}

/* Split canon into words, play it on a copy, and count below it. */
static int
perft_move(void *ctx, const char *canon)
{
	struct level *l = ctx;
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} st;
	struct word w[MOVE_TEXT_MAX / 2];
	char text[MOVE_TEXT_MAX];
	struct move m;
	size_t n = game_words(canon, w, sizeof(w) / sizeof(w[0]));

	memcpy(st.b, l->st, l->g->state_size);
	memset(&m, 0, sizeof(m));
	if (l->g->parse(st.b, w, n, &m, l->e) < 0 ||
	    l->g->play(st.b, &m, text, l->e) < 0) {
		l->bad = 1;
		return 1;	/* stop: the game contradicts itself */
	}
	if (count(l->g, st.b, l->depth - 1, &l->n, l->e) < 0) {
		l->bad = 1;
		return 1;
	}
	return 0;
}

int
perft(const struct game *g, const void *st, unsigned depth,
    unsigned long long *n, struct game_err *e)
{
	*n = 0;
	return count(g, st, depth, n, e);
}
