/*
 * game: the interface's own functions, for programs, drivers and games:
 * refusals, Variant options, side names.  The helpers only games use
 * are in games/kit.c; the table of games in games/registry.c.
 */
#include "game.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "suggest.h"

size_t
game_words(const char *text, struct word *w, size_t max)
{
	const char *p = text;
	size_t n = 0;

	while (*p != '\0' && n < max) {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		w[n].s = p;
		while (*p != '\0' && *p != ' ')
			p++;
		w[n].len = (size_t)(p - w[n].s);
		n++;
	}
	return n;
}

int
game_errf(struct game_err *e, unsigned word, unsigned off, unsigned len,
    const char *fmt, ...)
{
	va_list ap;

	if (e == NULL)
		return -1;	/* a trial whose reason nobody reads */
	e->word = word;
	e->off = off;
	e->len = len;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return -1;
}

const char *
game_suggest(const char *id)
{
	const struct game *g;
	const char *const *a;
	struct suggest s;
	size_t i;

	suggest_init(&s, id, strlen(id));
	for (i = 0; (g = game_at(i)) != NULL; i++) {
		suggest_add(&s, g->id);
		for (a = g->aliases; a != NULL && *a != NULL; a++)
			suggest_add(&s, *a);
	}
	return s.best;
}

char *
game_unknown_tail(char *buf, size_t cap, const char *prog, const char *id)
{
	char hint[SUGGEST_MAX + 24];

	snprintf(buf, cap, "%s (%s --list games lists them)",
	    suggest_hint(hint, sizeof(hint), game_suggest(id)), prog);
	return buf;
}

const char *
side_name(enum side s)
{
	return s == SIDE_WHITE ? "White" : "Black";
}

int
game_opt_index(const struct game *g, const char *name)
{
	int i;

	if (g->opts == NULL)
		return -1;
	for (i = 0; g->opts[i].name != NULL; i++)
		if (strcmp(g->opts[i].name, name) == 0)
			return i;
	return -1;
}

/* Parse a decimal number s[0..len) into *v; -1 if it is not one or does
 * not fit an int. */
static int
parse_int(const char *s, size_t len, int *v)
{
	long n = 0;
	size_t i;

	if (len == 0)
		return -1;
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return -1;
		n = n * 10 + (s[i] - '0');
		if (n > INT_MAX)
			return -1;
	}
	*v = (int)n;
	return 0;
}

/* The count numbers of an OPT_INTS option, "N,N,N", into out. */
static int
ints_parse(const struct game_opt *o, const char *s, size_t len, int *out)
{
	int tmp[OPT_INTS_MAX];
	const char *p = s, *end = s + len, *c;
	unsigned k;

	for (k = 0; k < o->count; k++) {
		c = memchr(p, ',', (size_t)(end - p));
		if (c == NULL)
			c = end;
		if ((k + 1 < o->count) != (c < end) ||
		    parse_int(p, (size_t)(c - p), &tmp[k]) < 0 ||
		    tmp[k] < o->min || tmp[k] > o->max)
			return -1;
		p = c + 1;
	}
	memcpy(out, tmp, o->count * sizeof(*out));
	return 0;
}

/* The refusal of an option the game has not: the name written (nl
 * bytes of it, cut to fit name), with the closest of the game's. */
static int
no_option(const struct game *g, const char *name, size_t nl, unsigned off,
    unsigned len, struct game_err *e)
{
	char hint[SUGGEST_MAX + 24];
	struct suggest s;
	int i;

	suggest_init(&s, name, nl);
	for (i = 0; g->opts != NULL && g->opts[i].name != NULL; i++)
		suggest_add(&s, g->opts[i].name);
	return game_errf(e, 0, off, len, "%s has no option '%s'%s", g->name,
	    name, suggest_hint(hint, sizeof(hint), s.best));
}

int
variant_parse(const struct game *g, const char *s, struct variant *v,
    struct game_err *e)
{
	const char *p = s, *w, *eq;
	char name[64];
	size_t wl, nl;
	int i, n;

	memset(v, 0, sizeof(*v));
	for (i = 0; g->opts != NULL && g->opts[i].name != NULL; i++) {
		v->val[i] = g->opts[i].def;
		if (g->opts[i].kind == OPT_INTS) {
			memcpy(v->ints[i], g->opts[i].defs,
			    sizeof(v->ints[i]));
			v->val[i] = v->ints[i][0];
		}
	}
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		if (*p == '\0')
			break;
		w = p;
		while (*p != '\0' && *p != ' ' && *p != '\t' && *p != ',')
			p++;
		wl = (size_t)(p - w);
		eq = memchr(w, '=', wl);
		nl = eq != NULL ? (size_t)(eq - w) : wl;
		if (nl >= sizeof(name))
			nl = sizeof(name) - 1;
		memcpy(name, w, nl);
		name[nl] = '\0';
		if ((i = game_opt_index(g, name)) < 0)
			return no_option(g, name, nl, (unsigned)(w - s),
			    (unsigned)wl, e);
		if (g->opts[i].kind == OPT_INTS && eq != NULL) {
			/* its commas join its numbers, not words */
			while (*p != '\0' && *p != ' ' && *p != '\t')
				p++;
			wl = (size_t)(p - w);
		}
		if (v->set[i])
			return game_errf(e, 0, (unsigned)(w - s), (unsigned)wl,
			    "option '%s' is given twice", name);
		if (g->opts[i].kind == OPT_FLAG) {
			if (eq != NULL)
				return game_errf(e, 0, (unsigned)(w - s),
				    (unsigned)wl, "option '%s' takes no value",
				    name);
			v->val[i] = 1;
		} else if (g->opts[i].kind == OPT_INTS) {
			if (eq == NULL)
				return game_errf(e, 0, (unsigned)(w - s),
				    (unsigned)wl, "option '%s' needs %u values: "
				    "%s=N,N,N", name, g->opts[i].count, name);
			if (ints_parse(&g->opts[i], eq + 1,
			    (size_t)(p - eq - 1), v->ints[i]) < 0)
				return game_errf(e, 0, (unsigned)(eq + 1 - s),
				    (unsigned)(p - eq - 1), "%s takes %u whole "
				    "numbers from %d to %d, as in %s=%d,%d,%d",
				    name, g->opts[i].count, g->opts[i].min,
				    g->opts[i].max, name, g->opts[i].defs[0],
				    g->opts[i].defs[1], g->opts[i].defs[2]);
			v->val[i] = v->ints[i][0];
		} else {
			if (eq == NULL)
				return game_errf(e, 0, (unsigned)(w - s),
				    (unsigned)wl, "option '%s' needs a value: "
				    "%s=N", name, name);
			if (parse_int(eq + 1, wl - nl - 1, &n) < 0 ||
			    n < g->opts[i].min || n > g->opts[i].max)
				return game_errf(e, 0,
				    (unsigned)(eq + 1 - s),
				    (unsigned)(wl - nl - 1),
				    "%s must be a whole number from %d to %d",
				    name, g->opts[i].min, g->opts[i].max);
			v->val[i] = n;
		}
		v->set[i] = 1;
	}
	return 0;
}

void
game_names_where(int (*where)(const struct game *), char *out, size_t cap)
{
	size_t i, n = 0, k = 0, len = 0;
	const struct game *g;

	for (i = 0; i < game_count(); i++)
		n += where(game_at(i)) != 0;
	out[0] = '\0';
	for (i = 0; i < game_count() && len < cap; i++) {
		g = game_at(i);
		if (!where(g))
			continue;
		k++;
		len += (size_t)snprintf(out + len, cap - len, "%s%s", k == 1 ?
		    "" : k == n ? " and " : ", ", g->name);
	}
}

int
game_has_card(const struct game *g)
{
	return g->kind == GAME_SESSION && g->session->category != NULL &&
	    g->session->category_id != NULL;
}
