/*
 * Fuzz the position strings (the Setup tag): the input's first line names
 * a game (an id or alias; the registry's first board game when it names
 * none), an optional second line starting with "Variant " gives its
 * options, and the rest is the position.  A position that reads is
 * written back, drawn, judged and its moves listed, and a move of its own
 * is played on it (fuzz.h).
 */
#include <string.h>

#include "fuzz.h"

struct first {
	const struct game	*g;
	void			*st;
	int			 done;
};

/* The registry's first board game. */
static const struct game *
first_board(void)
{
	const struct game *g;
	size_t i;

	for (i = 0; (g = game_at(i)) != NULL; i++)
		if (g->kind == GAME_BOARD)
			break;
	return g;
}

/* Play the first legal move, as a record would. */
static int
play_first(void *ctx, const char *canon)
{
	struct first *f = ctx;
	struct word w[64];
	struct move m;
	struct game_err e;
	char out[MOVE_TEXT_MAX];
	size_t n = 0, i = 0, len = strlen(canon);

	while (i < len && n < 64) {
		size_t k = i;

		while (k < len && canon[k] != ' ')
			k++;
		w[n].s = canon + i;
		w[n].len = k - i;
		n++;
		i = k + 1;
	}
	if (f->g->parse(f->st, w, n, &m, &e) == 0)
		(void)f->g->play(f->st, &m, out, &e);
	f->done = 1;
	return 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *s = (const char *)data, *nl;
	const struct game *g;
	struct variant v;
	struct game_err e;
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} st;
	char id[32], opts[256];
	size_t n;
	struct first f;

	nl = memchr(s, '\n', size);
	n = nl != NULL ? (size_t)(nl - s) : 0;
	snprintf(id, sizeof(id), "%.*s", (int)(n < sizeof(id) ? n : 0), s);
	if ((g = game_find(id)) == NULL || g->kind == GAME_SESSION)
		g = first_board();
	if (variant_parse(g, "", &v, &e) != 0)
		return 0;		/* the defaults */
	if (nl != NULL) {
		size -= n + 1;
		s = nl + 1;
	}
	if (size > 8 && memcmp(s, "Variant ", 8) == 0 &&
	    (nl = memchr(s, '\n', size)) != NULL) {
		n = (size_t)(nl - s) - 8;
		snprintf(opts, sizeof(opts), "%.*s",
		    (int)(n < sizeof(opts) ? n : 0), s + 8);
		size -= (size_t)(nl - s) + 1;
		s = nl + 1;
		if (variant_parse(g, opts, &v, &e) != 0)
			return 0;
	}
	if (g->pos_read(st.b, s, size, &v, &e) != 0)
		return 0;
	fuzz_position(g, st.b);
	f.g = g;
	f.st = st.b;
	f.done = 0;
	(void)g->legal(st.b, play_first, &f);
	if (f.done)
		fuzz_position(g, st.b);
	return 0;
}
