/*
 * edit: a record's tags and movetext edited into a copy (see edit.h).
 *
 * The tags: each edit is resolved against the game first (--players
 * becomes the Players tag, or the tags of a board game's sides and of
 * a session's fixed seats), then every tag of the record takes the
 * value the last edit naming it gives, in its place; a tag set that the
 * record lacks comes after the others, in the order first set.
 *
 * The movetext: the items are copied up to the cut (a session's turn
 * with none of its actions kept goes too); whatever the cut drops,
 * the result goes with it, for the replay to work out again.
 */
#include "edit.h"

#include <string.h>

#include "diag.h"
#include "game.h"
#include "mem.h"
#include "reader.h"
#include "rec.h"
#include "text.h"

/* A tag edit resolved: the name, and the value (NULL: removed). */
struct named {
	const char	*name;
	const char	*value;
	size_t		 vlen;
};

int
edit_any(const struct edit *e)
{
	return e->ntags > 0 || e->cut != CUT_NONE;
}

static const char *
value_problem(const char *v)
{
	if (!utf8_valid(v, strlen(v), NULL))
		return "is not valid UTF-8";
	if (strpbrk(v, "\r\n") != NULL)
		return "must be one line";
	return NULL;
}

const char *
edit_tag_problem(const char *name, const char *value)
{
	const char *why;

	if (!rec_tag_name_ok(name))
		return "a tag name is letters, digits and '_'";
	if (strcmp(name, "Game") == 0)
		return "the Game tag cannot be edited: a record's game is "
		    "what its moves are judged by";
	if (value != NULL && (why = value_problem(value)) != NULL)
		return why;
	if (value != NULL && strcmp(name, "Players") == 0)
		return edit_players_problem(value);
	return NULL;
}

const char *
edit_players_problem(const char *value)
{
	const char *p = value, *a, *why;
	size_t len;

	if ((why = value_problem(value)) != NULL)
		return why;
	while (rec_player_next(&p, &a, &len))
		if ((why = rec_player_name_problem(a, len)) != NULL)
			return why;
	return NULL;
}

static int
report(const struct record *in, struct diag *d, const char *what)
{
	struct diag_loc l = { in->file, in->start.line, in->start.col, 1,
	    in->src, NULL, in->index };

	diag_report(d, &l, D_SESSION, what);
	return 1;
}

/* The sides a --players value names in order, for a game that has
 * them (a board game's White and Black, a session's fixed seats);
 * NULL for a game of the Players tag. */
static const char *const *
sides_of(const struct game *g)
{
	static const char *const board[] = { "White", "Black", NULL };

	if (g == NULL)
		return NULL;
	if (g->kind != GAME_SESSION)
		return board;
	return g->session->seats;
}

/* e's tag edits resolved for g into *out (n of them): 0, 1 when one
 * cannot be (reported), -1 when out of memory (reported). */
static int
resolve(const struct record *in, const struct edit *e, const struct game *g,
    struct named **out, size_t *n, struct diag *d)
{
	const char *const *sides = sides_of(g);
	struct named *v;
	const char *p, *name;
	size_t i, k, len, ns = 0, max = e->ntags;
	char msg[256];

	while (sides != NULL && sides[ns] != NULL)
		ns++;
	max += e->ntags * ns;
	if ((v = mem_array(NULL, max > 0 ? max : 1, sizeof(*v))) == NULL) {
		diag_report(d, NULL, D_NOMEM);
		return -1;
	}
	*out = v;
	*n = 0;
	for (i = 0; i < e->ntags; i++) {
		const struct edit_tag *t = &e->tags[i];

		if (t->kind != EDIT_PLAYERS || sides == NULL) {
			v[*n].name = t->kind == EDIT_PLAYERS ? "Players" :
			    t->name;
			v[*n].value = t->kind == EDIT_UNSET ? NULL : t->value;
			v[*n].vlen = v[*n].value != NULL ?
			    strlen(v[*n].value) : 0;
			++*n;
			continue;
		}
		/* a name a side, read as a Players tag's are */
		for (k = 0, p = t->value; rec_player_next(&p, &name,
		    &len); k++)
			if (k < ns) {
				v[*n].name = sides[k];
				v[*n].value = name;
				v[*n].vlen = len;
				++*n;
			}
		if (k != ns) {
			snprintf(msg, sizeof(msg), "--players names %zu %s, "
			    "where %s has %zu sides: %s%s%s", k,
			    count_noun(k, "player", "players"), g->name,
			    ns, sides[0], ns > 1 ? " and " : "",
			    ns > 1 ? sides[1] : "");
			return report(in, d, msg);
		}
	}
	return 0;
}

/* The value the edits leave name with, from what the record has (v,
 * NULL when absent); *named says whether an edit named it. */
static const char *
last_value(const struct named *ed, size_t n, const char *name,
    const char *v, size_t *vlen, int *named)
{
	size_t i;

	*named = 0;
	for (i = 0; i < n; i++)
		if (strcmp(ed[i].name, name) == 0) {
			v = ed[i].value;
			*vlen = ed[i].vlen;
			*named = 1;
		}
	return v;
}

/* The tags, Setup and players of in into out, edited. */
static int
copy_head(const struct record *in, struct record *out,
    const struct named *ed, size_t n)
{
	struct pos none = { 0, 0 };
	const char *v;
	size_t i, j, len;
	int named;

	out->file = in->file;
	out->src = in->src;
	out->base = in->base;
	out->index = in->index;
	out->start = in->start;
	out->format = in->format;
	out->g = in->g;
	out->gamepos = in->gamepos;
	if (in->game != NULL && rec_set_string(&out->game, in->game,
	    strlen(in->game)) < 0)
		return -1;
	len = in->setup != NULL ? strlen(in->setup) : 0;
	v = last_value(ed, n, "Setup", in->setup, &len, &named);
	if (v != NULL && rec_set_string(&out->setup, v, len) < 0)
		return -1;
	out->setuppos = named ? none : in->setuppos;
	out->setup_exact = named ? 0 : in->setup_exact;
	for (i = 0; i < in->ntags; i++) {
		const struct rec_tag *t = &in->tags[i];

		len = strlen(t->value);
		v = last_value(ed, n, t->name, t->value, &len, &named);
		if (v != NULL && rec_add_tag(out, t->name, strlen(t->name), v,
		    len, t->npos, named ? none : t->vpos,
		    named ? 0 : t->vexact) < 0)
			return -1;
	}
	/* tags set anew, in the order first set */
	for (i = 0; i < n; i++) {
		if (strcmp(ed[i].name, "Setup") == 0 ||
		    strcmp(ed[i].name, "Players") == 0 ||
		    rec_tag(out, ed[i].name) != NULL || rec_tag(in, ed[i].name))
			continue;
		for (j = 0; j < i && strcmp(ed[j].name, ed[i].name) != 0; j++)
			;
		if (j < i)
			continue;
		v = last_value(ed, n, ed[i].name, NULL, &len, &named);
		if (v != NULL && rec_add_tag(out, ed[i].name,
		    strlen(ed[i].name), v, len, none, none, 0) < 0)
			return -1;
	}
	v = last_value(ed, n, "Players", NULL, &len, &named);
	if (named) {
		if (v == NULL)
			return 0;	/* removed */
		/* a Players edit's value is an option's whole string */
		out->playerspos = in->start;
		return rec_set_players(out, v, none, 0);
	}
	for (i = 0; i < in->nplayers; i++)
		if (rec_add_player(out, in->players[i],
		    strlen(in->players[i]), in->playerpos[i]) < 0)
			return -1;
	out->has_players = in->has_players;
	out->playerspos = in->playerspos;
	return 0;
}

/* The items of in up to the cut into out: the first keep plies (a
 * session's actions), and the comments among them; a turn line goes
 * with its last action. */
static int
copy_moves(const struct record *in, struct record *out, size_t keep)
{
	struct pos none = { 0, 0 };
	struct rec_iter it;
	struct rec_word w;
	size_t k, nplies = 0;
	int rv;

	rec_iter_init(&it, in);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_COMMENT && nplies == keep)
			break;
		switch (it.kind) {
		case REC_TURN:
			rv = rec_add_turn(out, it.text.s, it.text.len,
			    rec_where(in, &it.text));
			break;
		case REC_PLY:
			nplies++;
			rv = rec_add_ply(out, it.num, it.dots, it.dots ?
			    rec_where(in, &it.numw) : none);
			for (k = 0; rv == 0 && k < it.nw; k++) {
				w = rec_iter_word(&it, k);
				rv = rec_add_word(out, w.s, w.len,
				    rec_where(in, &w));
			}
			break;
		case REC_COMMENT:
			rv = rec_add_comment(out, it.text.s, it.text.len,
			    rec_where(in, &it.text));
			break;
		}
		if (rv < 0)
			break;
	}
	rec_iter_release(&it);
	return rv < 0 ? -1 : 0;
}

int
edit_record(const struct record *in, const struct edit *e,
    const struct game *g, struct record *out, struct diag *d)
{
	int session = g != NULL && g->kind == GAME_SESSION;
	const char *unit = session ? "action" : "ply";
	struct named *ed = NULL;
	size_t n = 0, keep = in->nplies;
	char msg[256];
	int rv, cut;

	rec_clear(out);
	if ((rv = resolve(in, e, g, &ed, &n, d)) != 0) {
		mem_free(ed);
		return rv;
	}
	if (e->cut == CUT_UNDO && e->n > in->nplies) {
		snprintf(msg, sizeof(msg), "--undo=%lu: the record has %s%zu "
		    "%s", e->n, in->nplies > 0 ? "only " : "", in->nplies,
		    count_noun(in->nplies, unit, session ? "actions" :
		    "plies"));
		mem_free(ed);
		return report(in, d, msg);
	}
	if (e->cut == CUT_UNDO)
		keep = in->nplies - e->n;
	else if (e->cut == CUT_KEEP)
		keep = e->n;
	rv = copy_head(in, out, ed, n);
	mem_free(ed);
	/* a session's turns are known only by playing it: the replay cuts
	 * them (replay_opts.cut) */
	cut = e->cut == CUT_UNDO ? e->n > 0 : e->cut == CUT_KEEP &&
	    !session && keep < in->nplies;
	if (rv == 0 && e->cut != CUT_ALL)
		rv = copy_moves(in, out, cut ? keep : (size_t)-1);
	if (rv < 0) {
		diag_report(d, NULL, D_NOMEM);
		return -1;
	}
	if (!cut && e->cut != CUT_ALL) {
		out->result = in->result;
		out->respos = in->respos;
	}
	return rec_check(out, d);
}

int
edit_read_moves(struct reader **mr, const struct edit_more *m,
    const struct record *to, struct record *more, struct diag *d)
{
	const char *id = to->game != NULL ? to->game : m->defgame, *name;
	struct record extra;
	int rv;

	if (reader_open_line(mr, m->name, m->line, m->text, strlen(m->text),
	    id, m->lim, d) < 0)
		return -1;
	name = reader_src(*mr)->name;
	if (m->named && to->src != NULL)
		diag_adding(d, name, to->file, to->index);
	if ((rv = reader_next(*mr, more)) <= 0)
		return -1;	/* a string always holds a record */
	if (more->bad)
		return 1;
	if (more->ntags > 0 || more->game != NULL || more->setup != NULL) {
		struct diag_loc l = { name, more->start.line, more->start.col,
		    1, reader_src(*mr), NULL, 0 };

		diag_report(d, &l, D_UNEXPECTED, m->what == NULL ?
		    "tag in -m: it takes moves only" :
		    "tag: a line takes moves only");
		return 1;
	}
	/* nothing may follow a result (reading on, the reader may drop
	 * the text more's moves are in: more holds its own) */
	if (rec_own(more) < 0) {
		diag_report(d, NULL, D_NOMEM);
		return -1;
	}
	rec_init(&extra);
	if ((rv = reader_next(*mr, &extra)) > 0) {
		struct diag_loc l = { name, extra.start.line, extra.start.col,
		    1, reader_src(*mr), NULL, 0 };

		if (!extra.bad)
			diag_report(d, &l, D_UNEXPECTED, m->what == NULL ?
			    "moves after the result in -m" :
			    "moves after the result");
		rv = 1;
	}
	rec_release(&extra);
	return rv;
}

void
edit_end_moves(struct reader *mr, struct diag *d)
{
	diag_adding(d, NULL, NULL, 0);
	reader_close(mr);
}
