/*
 * rec: a record's life and its fields but the movetext (see rec.h):
 * init, clear and release, tags, players, results, copying, and tags
 * given twice.  The movetext is movetext.c's; clearing and copying a
 * record take its fields whole.
 *
 * Invariant: tags[ntags .. tagslots) keep the buffers of earlier
 * records' tags, which rec_add_tag fills again, so that reading many
 * records allocates for their tags only once.
 */
#include "rec.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "mem.h"
#include "text.h"

void
rec_init(struct record *r)
{
	memset(r, 0, sizeof(*r));
	buf_init(&r->mv);
}

void
rec_clear(struct record *r)
{
	size_t i;

	for (i = 0; i < r->nplayers; i++)
		mem_free(r->players[i]);
	r->nplayers = 0;
	r->has_players = 0;
	r->session = 0;
	memset(&r->playerspos, 0, sizeof(r->playerspos));
	mem_free(r->game);
	mem_free(r->setup);
	r->game = r->setup = NULL;
	r->g = NULL;
	r->ntags = 0;
	r->tagtext = 0;
	buf_clear(&r->mv);
	r->nturns = r->nplies = r->nwords = r->ncomments = r->nloose = 0;
	r->base = r->at = 0;
	r->cfrom = r->cat = 0;
	r->nopack = 0;
	memset(&r->basepos, 0, sizeof(r->basepos));
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
	mem_free(r->players);
	mem_free(r->playerpos);
	buf_release(&r->mv);
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
rec_player_next(const char **p, const char **name, size_t *len)
{
	const char *s = *p, *e, *z;

	if (s == NULL)
		return 0;
	if ((e = strchr(s, ',')) == NULL)
		e = s + strlen(s);
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	for (z = e; z > s && (z[-1] == ' ' || z[-1] == '\t'); z--)
		;
	*name = s;
	*len = (size_t)(z - s);
	*p = *e == '\0' ? NULL : e + 1;
	return 1;
}

int
rec_set_players(struct record *r, const char *v, struct pos vpos,
    int exact)
{
	const char *p = v, *a;
	struct pos at = vpos;
	size_t len;

	r->has_players = 1;
	while (rec_player_next(&p, &a, &len)) {
		if (exact)
			at.col = vpos.col + text_cols(v, (size_t)(a - v));
		if (rec_add_player(r, a, len, at) < 0)
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
