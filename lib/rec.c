/*
 * rec: building, copying and freeing records (see rec.h).
 */
#include "rec.h"

#include <stdlib.h>
#include <string.h>

#include "mem.h"
#include "text.h"

void
rec_init(struct record *r)
{
	memset(r, 0, sizeof(*r));
	buf_init(&r->text);
}

void
rec_clear(struct record *r)
{
	size_t i;

	for (i = 0; i < r->ncomments; i++)
		mem_free(r->comments[i].text);
	for (i = 0; i < r->nplayers; i++)
		mem_free(r->players[i]);
	for (i = 0; i < r->nturns; i++)
		mem_free(r->turns[i].player);
	r->nplayers = r->nturns = 0;
	r->has_players = 0;
	r->session = 0;
	memset(&r->playerspos, 0, sizeof(r->playerspos));
	mem_free(r->game);
	mem_free(r->setup);
	r->game = r->setup = NULL;
	r->ntags = r->nwords = r->nplies = r->ncomments = 0;
	buf_clear(&r->text);
	r->result = RES_NONE;
	r->bad = 0;
	r->setup_exact = 0;
	memset(&r->start, 0, sizeof(r->start));
	memset(&r->gamepos, 0, sizeof(r->gamepos));
	memset(&r->setuppos, 0, sizeof(r->setuppos));
	memset(&r->respos, 0, sizeof(r->respos));
}

void
rec_release(struct record *r)
{
	size_t i;

	rec_clear(r);
	for (i = 0; i < r->tagslots; i++) {
		mem_free(r->tags[i].name);
		mem_free(r->tags[i].value);
	}
	mem_free(r->tags);
	mem_free(r->words);
	mem_free(r->plies);
	mem_free(r->comments);
	mem_free(r->players);
	mem_free(r->playerpos);
	mem_free(r->turns);
	buf_release(&r->text);
	rec_init(r);
}

int
rec_set_string(char **field, const char *s, size_t len)
{
	char *d = mem_strndup(s, len);

	if (d == NULL)
		return -1;
	mem_free(*field);
	*field = d;
	return 0;
}

/* Copy s[0..len) into *field, a buffer of *cap bytes, growing it. */
static int
tag_string(char **field, size_t *cap, const char *s, size_t len)
{
	if (len >= *cap) {
		char *d = mem_array(*field, len + 1, 1);

		if (d == NULL)
			return -1;
		*field = d;
		*cap = len + 1;
	}
	memcpy(*field, s, len);
	(*field)[len] = '\0';
	return 0;
}

int
rec_add_tag(struct record *r, const char *name, size_t nlen,
    const char *value, size_t vlen, struct pos npos, struct pos vpos,
    int vexact)
{
	struct rec_tag *t;

	if (mem_grow(&r->tags, &r->tagcap, r->ntags + 1, sizeof(*t)) < 0)
		return -1;
	t = &r->tags[r->ntags];
	if (r->ntags == r->tagslots) {
		memset(t, 0, sizeof(*t));
		r->tagslots++;
	}
	if (tag_string(&t->name, &t->ncap, name, nlen) < 0 ||
	    tag_string(&t->value, &t->vcap, value, vlen) < 0)
		return -1;
	t->npos = npos;
	t->vpos = vpos;
	t->vexact = vexact;
	r->ntags++;
	return 0;
}

const struct rec_tag *
rec_tag(const struct record *r, const char *name)
{
	size_t i;

	for (i = 0; i < r->ntags; i++)
		if (strcmp(r->tags[i].name, name) == 0)
			return &r->tags[i];
	return NULL;
}

int
rec_grow_ply(struct record *r, long num, int dots, struct pos numpos)
{
	if (mem_grow(&r->plies, &r->plycap, r->nplies + 1,
	    sizeof(*r->plies)) < 0)
		return -1;
	if (r->nturns > 0)
		r->turns[r->nturns - 1].np++;
	rec_put_ply(r, num, dots, numpos);
	return 0;
}

int
rec_grow_word(struct record *r, const char *s, size_t len, struct pos pos)
{
	if (mem_grow(&r->words, &r->wordcap, r->nwords + 1,
	    sizeof(*r->words)) < 0 || buf_reserve(&r->text, len) < 0)
		return -1;
	rec_put_word(r, s, len, pos);
	return 0;
}

int
rec_grow_words(struct record *r, size_t nw, size_t len)
{
	if (mem_grow(&r->words, &r->wordcap, r->nwords + nw,
	    sizeof(*r->words)) < 0 || buf_reserve(&r->text, len) < 0)
		return -1;
	return 0;
}

int
rec_add_comment(struct record *r, size_t ply, const char *s, size_t len,
    struct pos pos)
{
	struct rec_comment *c;

	if (mem_grow(&r->comments, &r->commentcap, r->ncomments + 1,
	    sizeof(*c)) < 0)
		return -1;
	c = &r->comments[r->ncomments];
	if ((c->text = mem_strndup(s, len)) == NULL)
		return -1;
	c->ply = ply;
	c->pos = pos;
	r->ncomments++;
	return 0;
}

int
rec_add_player(struct record *r, const char *name, size_t len,
    struct pos pos)
{
	char *d;

	if (mem_grow(&r->players, &r->playercap, r->nplayers + 1,
	    sizeof(*r->players)) < 0 ||
	    mem_grow(&r->playerpos, &r->pposcap, r->nplayers + 1,
	    sizeof(*r->playerpos)) < 0 ||
	    (d = mem_strndup(name, len)) == NULL)
		return -1;
	r->playerpos[r->nplayers] = pos;
	r->players[r->nplayers++] = d;
	r->has_players = 1;
	return 0;
}

const char *
rec_player_name_problem(const char *s, size_t n)
{
	size_t i;

	if (n == 0)
		return "a player's name is empty: write the names between "
		    "commas";
	for (i = 0; i < n; i++)
		if (s[i] == ',' || s[i] == ':' || s[i] == '\n' ||
		    s[i] == '\r' || s[i] == '{' || s[i] == '}' ||
		    s[i] == '#' || s[i] == '[' || s[i] == ']' ||
		    (unsigned char)s[i] < 0x20 || s[i] == 0x7f ||
		    (s[i] == ' ' && i + 1 < n && s[i + 1] == ' '))
			break;
	/* a turn line reads a name as words: one space between them */
	if (i < n || s[0] == ' ' || s[n - 1] == ' ')
		return "a player's name is words with one space between "
		    "them, without ',', ':', '#', brackets or braces";
	return NULL;
}

int
rec_add_turn(struct record *r, const char *player, size_t len,
    struct pos pos)
{
	struct rec_turn *t;
	char *d;

	if (mem_grow(&r->turns, &r->turncap, r->nturns + 1,
	    sizeof(*r->turns)) < 0 || (d = mem_strndup(player, len)) == NULL)
		return -1;
	t = &r->turns[r->nturns++];
	t->player = d;
	t->pos = pos;
	t->p0 = r->nplies;
	t->np = 0;
	return 0;
}

int
rec_players_string(const struct record *r, struct buf *b)
{
	size_t i;

	buf_clear(b);
	if (buf_reserve(b, 0) < 0)
		return -1;
	for (i = 0; i < r->nplayers; i++)
		if ((i > 0 && buf_puts(b, ", ") < 0) ||
		    buf_puts(b, r->players[i]) < 0)
			return -1;
	return 0;
}

int
rec_set_players(struct record *r, const char *v, struct pos vpos,
    int exact)
{
	const char *p = v, *e, *a, *z;
	struct pos at = vpos;

	r->has_players = 1;
	for (;;) {
		e = strchr(p, ',');
		if (e == NULL)
			e = p + strlen(p);
		for (a = p; a < e && (*a == ' ' || *a == '\t'); a++)
			;
		for (z = e; z > a && (z[-1] == ' ' || z[-1] == '\t'); z--)
			;
		if (exact)
			at.col = vpos.col + text_cols(v, (size_t)(a - v));
		if (rec_add_player(r, a, (size_t)(z - a), at) < 0)
			return -1;
		if (*e == '\0')
			return 0;
		p = e + 1;
	}
}

int
rec_ply_text(const struct record *r, size_t i, struct buf *b)
{
	const struct rec_ply *p = &r->plies[i];
	size_t k;

	buf_clear(b);
	if (buf_reserve(b, 0) < 0)
		return -1;
	for (k = 0; k < p->nw; k++) {
		const struct rec_word *w = &r->words[p->w0 + k];

		if ((k > 0 && buf_putc(b, ' ') < 0) ||
		    buf_add(b, r->text.s + w->off, w->len) < 0)
			return -1;
	}
	return 0;
}

static const char *const results[] = {
	NULL, "1-0", "0-1", "1/2-1/2", "*"
};

const char *
result_string(enum result res)
{
	return results[res];
}

int
result_parse(const char *s, size_t len, enum result *res)
{
	enum result r;

	/* most words are moves: each length has one candidate */
	switch (len) {
	case 1:
		r = RES_UNKNOWN;
		break;
	case 3:
		r = s[0] == '1' ? RES_WHITE : RES_BLACK;
		break;
	case 7:
		r = RES_DRAW;
		break;
	default:
		return -1;
	}
	if (memcmp(results[r], s, len) != 0)
		return -1;
	*res = r;
	return 0;
}

int
rec_copy(struct record *d, const struct record *s)
{
	size_t i, k;

	rec_clear(d);
	d->file = s->file;
	d->src = s->src;
	d->index = s->index;
	d->start = s->start;
	d->format = s->format;
	d->bad = s->bad;
	d->gamepos = s->gamepos;
	d->setuppos = s->setuppos;
	d->setup_exact = s->setup_exact;
	d->result = s->result;
	d->respos = s->respos;
	if ((s->game != NULL &&
	    rec_set_string(&d->game, s->game, strlen(s->game)) < 0) ||
	    (s->setup != NULL &&
	    rec_set_string(&d->setup, s->setup, strlen(s->setup)) < 0))
		goto fail;
	for (i = 0; i < s->ntags; i++) {
		const struct rec_tag *t = &s->tags[i];

		if (rec_add_tag(d, t->name, strlen(t->name), t->value,
		    strlen(t->value), t->npos, t->vpos, t->vexact) < 0)
			goto fail;
	}
	for (i = 0; i < s->nplies; i++) {
		const struct rec_ply *p = &s->plies[i];

		if (rec_add_ply(d, p->num, p->dots, p->numpos) < 0)
			goto fail;
		for (k = 0; k < p->nw; k++) {
			const struct rec_word *w = &s->words[p->w0 + k];

			if (rec_add_word(d, s->text.s + w->off, w->len,
			    w->pos) < 0)
				goto fail;
		}
	}
	for (i = 0; i < s->ncomments; i++)
		if (rec_add_comment(d, s->comments[i].ply, s->comments[i].text,
		    strlen(s->comments[i].text), s->comments[i].pos) < 0)
			goto fail;
	for (i = 0; i < s->nplayers; i++)
		if (rec_add_player(d, s->players[i], strlen(s->players[i]),
		    s->playerpos[i]) < 0)
			goto fail;
	d->has_players = s->has_players;
	d->session = s->session;
	d->playerspos = s->playerspos;
	for (i = 0; i < s->nturns; i++) {
		if (mem_grow(&d->turns, &d->turncap, d->nturns + 1,
		    sizeof(*d->turns)) < 0)
			goto fail;
		d->turns[d->nturns] = s->turns[i];
		if ((d->turns[d->nturns].player =
		    mem_strdup(s->turns[i].player)) == NULL)
			goto fail;
		d->nturns++;
	}
	return 0;
fail:
	rec_clear(d);
	return -1;
}

static int
cmp_tag(const void *a, const void *b)
{
	const struct rec_tag *const *x = a, *const *y = b;
	int c = strcmp((*x)->name, (*y)->name);

	if (c != 0)
		return c;
	return *x < *y ? -1 : *x > *y;
}

long
rec_dup_tag(const struct record *r)
{
	const struct rec_tag **v;
	long dup = -1;
	size_t i;

	if (r->ntags < 2)
		return -1;
	if (r->ntags <= 16) {
		/* the usual handful: each against those before it, with
		 * nothing to allocate */
		size_t j;

		for (i = 1; i < r->ntags; i++)
			for (j = 0; j < i; j++)
				if (strcmp(r->tags[i].name, r->tags[j].name) ==
				    0)
					return (long)i;
		return -1;
	}
	if ((v = mem_array(NULL, r->ntags, sizeof(*v))) == NULL)
		return -2;
	for (i = 0; i < r->ntags; i++)
		v[i] = &r->tags[i];
	/* by name, then by place: each run's later members are repeats */
	qsort(v, r->ntags, sizeof(*v), cmp_tag);
	for (i = 1; i < r->ntags; i++)
		if (strcmp(v[i - 1]->name, v[i]->name) == 0 &&
		    (dup < 0 || v[i] - r->tags < dup))
			dup = v[i] - r->tags;
	mem_free(v);
	return dup;
}

static int
cmp_comment(const void *a, const void *b)
{
	const struct rec_comment *const *x = a, *const *y = b;

	if ((*x)->ply != (*y)->ply)
		return (*x)->ply < (*y)->ply ? -1 : 1;
	return *x < *y ? -1 : *x > *y;	/* stable: by place */
}

int
rec_sort_comments(struct record *r)
{
	const struct rec_comment **v;
	struct rec_comment *tmp;
	size_t i, n = r->ncomments;

	for (i = 1; i < n; i++)
		if (r->comments[i].ply < r->comments[i - 1].ply)
			break;
	if (i >= n)
		return 0;	/* the usual case: in order already */
	if ((v = mem_array(NULL, n, sizeof(*v))) == NULL)
		return -1;
	if ((tmp = mem_array(NULL, n, sizeof(*tmp))) == NULL) {
		mem_free(v);
		return -1;
	}
	for (i = 0; i < n; i++)
		v[i] = &r->comments[i];
	qsort(v, n, sizeof(*v), cmp_comment);
	for (i = 0; i < n; i++)
		tmp[i] = *v[i];
	memcpy(r->comments, tmp, n * sizeof(*tmp));
	mem_free(tmp);
	mem_free(v);
	return 0;
}
