/*
 * hint: a score card's categories ranked (see hint.h).
 *
 * hint_open never names an action of its own: it takes the actions the
 * session layer lists for the player due, keeps those whose last word is
 * one of the card's categories, and plays each on a copy of the state,
 * so that what it reports is what the game would score, bonuses and
 * special rules included.
 */
#include "hint.h"

#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "text.h"

/* Best first; equal points keep their order (i, the card's). */
struct ranked {
	struct hint	h;
	size_t		i;
};

static int
by_points(const void *a, const void *b)
{
	const struct ranked *x = a, *y = b;

	if (x->h.points != y->h.points)
		return x->h.points > y->h.points ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

static void
rank(struct hint *h, size_t n)
{
	struct ranked r[HINT_MAX];
	size_t i;

	for (i = 0; i < n; i++) {
		r[i].h = h[i];
		r[i].i = i;
	}
	qsort(r, n, sizeof(r[0]), by_points);
	for (i = 0; i < n; i++)
		h[i] = r[i].h;
}

int
hint_all(const struct game *g, const unsigned char *dice, size_t n,
    struct hint *out, char msg[256])
{
	const struct session_ops *so = g->session;
	struct game_err e;
	size_t i;

	for (i = 0; i < HINT_MAX && (out[i].cat = so->category_id(i)) !=
	    NULL; i++) {
		memset(&e, 0, sizeof(e));
		if (so->category(out[i].cat, dice, n, &out[i].points, &e) < 0) {
			snprintf(msg, 256, "%s", e.msg);
			return -1;
		}
	}
	rank(out, i);
	return (int)i;
}

struct hctx {
	const struct game	*g;
	const void		*st;
	struct hint		*out;
	size_t			 n;
	unsigned		 seat;
};

/* The category id written s[0..len), or NULL. */
static const char *
card_category(const struct game *g, const char *s, size_t len)
{
	const char *id;
	size_t i;

	for (i = 0; (id = g->session->category_id(i)) != NULL; i++)
		if (strlen(id) == len && memcmp(id, s, len) == 0)
			return id;
	return NULL;
}

static int
try_one(void *ctx, unsigned seat, const char *canon)
{
	struct hctx *h = ctx;
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} copy;
	char text[MOVE_TEXT_MAX];
	struct word w[8];
	struct game_err e;
	const char *cat;
	size_t n = game_words(canon, w, 8);

	if (n < 2 || n > 8 || h->n == HINT_MAX ||
	    (cat = card_category(h->g, w[n - 1].s, w[n - 1].len)) == NULL)
		return 0;
	memcpy(copy.b, h->st, h->g->state_size);
	memset(&e, 0, sizeof(e));
	if (session_action(h->g, copy.b, w, n, text, &e) < 0)
		return 0;	/* listed, so never: nothing to say of it */
	h->out[h->n].cat = cat;
	h->out[h->n].points = h->g->session->score(copy.b, seat) -
	    h->g->session->score(h->st, seat);
	h->n++;
	h->seat = seat;
	return 0;
}

int
hint_open(const struct game *g, const void *st, struct hint *out,
    unsigned *seat)
{
	struct hctx h = { g, st, out, 0, 0 };

	if (g->session->category_id == NULL)
		return 0;
	if (session_legal(g, st, try_one, &h) < 0)
		return -1;
	rank(out, h.n);
	*seat = h.seat;
	return (int)h.n;
}

void
hint_print(FILE *fp, const struct hint *h, size_t n)
{
	size_t i, w = 0, c;

	for (i = 0; i < n; i++)
		if ((c = text_cols(h[i].cat, strlen(h[i].cat))) > w)
			w = c;
	for (i = 0; i < n; i++)
		fprintf(fp, "%s%*s  %ld\n", h[i].cat, (int)(w -
		    text_cols(h[i].cat, strlen(h[i].cat))), "", h[i].points);
}
