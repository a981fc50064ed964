/*
 * session: the session layer (session.h): the turn machine's common
 * steps, and the verb table's reading, writing and listing of actions
 * that drivers reach through game.h's session_* functions.
 *
 * Listing tries candidates on a copy of the state, so it costs a copy
 * of at most GAME_STATE_MAX bytes per candidate, on the stack, and never
 * allocates.
 */
#include <stdio.h>
#include <string.h>

#include "session.h"
#include "suggest.h"

void
turn_init(struct turn *t, unsigned n, unsigned dice)
{
	memset(t, 0, sizeof(*t));
	t->n = (unsigned char)n;
	t->dice = (unsigned char)dice;
	t->hand = (unsigned char)dice;
	t->phase = T_WAIT;
}

int
turn_begin(void *st, unsigned seat, struct game_err *e)
{
	struct turn *t = st;

	(void)e;
	t->cur = (unsigned char)seat;
	t->phase = T_OPEN;
	t->throws = 0;
	t->points = 0;
	return 0;
}

void
turn_expect(const void *st, struct expect *x)
{
	const struct turn *t = st;

	memset(x, 0, sizeof(*x));
	x->sides = 6;
	if (t->phase == T_OVER) {
		x->seat = -1;
		return;
	}
	x->seat = t->cur;
	x->dice = t->dice;
	x->new_turn = t->phase == T_WAIT;
}

void
turn_pass(struct turn *t)
{
	t->turns++;
	t->points = 0;
	t->throws = 0;
	t->cur = (unsigned char)((t->cur + 1u) % t->n);
	t->phase = T_WAIT;
}

long
turn_score(const void *st, unsigned seat)
{
	const struct turn *t = st;

	return seat < t->n ? (long)t->total[seat] : 0;
}

unsigned long
turn_winners(const struct turn *t, int order)
{
	return t->won != 0 ? t->won : best_seats(t->total, t->n, order);
}

int
session_finished(const struct game *g, const void *st, unsigned long *w,
    char why[256])
{
	const struct session_ops *so = g->session;

	if (so->finished != NULL)
		return so->finished(st, w, why);
	if (((const struct turn *)st)->phase != T_OVER)
		return 0;
	if (w != NULL)
		*w = turn_winners(st, so->order);
	if (why != NULL)
		so->why(st, why);
	return 1;
}

/* The verb written s[0..len): every word of every action comes here,
 * so no strlen. */
static const struct verb *
find_verb(const struct verb *v, const char *s, size_t len)
{
	size_t i;

	for (; v->word != NULL; v++) {
		for (i = 0; i < len && v->word[i] == s[i]; i++)
			;
		if (i == len && v->word[i] == '\0')
			return v;
	}
	return NULL;
}

/* The verbs as a list: "roll, keep or stop" (last "or" or "and"). */
static void
verb_list(const struct verb *v, const char *last, char *out, size_t cap)
{
	size_t i, n = 0, len = 0;

	while (v[n].word != NULL)
		n++;
	out[0] = '\0';
	for (i = 0; i < n && len < cap; i++)
		len += (size_t)snprintf(out + len, cap - len, "%s%s",
		    i == 0 ? "" : i + 1 == n ? last : ", ", v[i].word);
}

/* An unknown verb's refusal in e (the game's or the layer's) goes on
 * with the closest verb of the table, when one is close; returns -1. */
static int
verb_hint(const struct verb *v, const struct word *w, size_t n,
    struct game_err *e)
{
	struct suggest s;

	if (e == NULL || n == 0)
		return -1;
	suggest_init(&s, w[0].s, w[0].len);
	for (; v->word != NULL; v++)
		suggest_add(&s, v->word);
	suggest_append(e->msg, sizeof(e->msg), s.best);
	return -1;
}

/* Whether a name takes "an": it begins with a vowel sounded as one
 * (Aces, Around the Spot; not One-O-Five, said "won"). */
static int
an(const char *name)
{
	return name[0] != '\0' && strchr("AEIOU", name[0]) != NULL &&
	    strncmp(name, "One", 3) != 0 && strncmp(name, "Uni", 3) != 0;
}

int
session_starts_action(const struct game *g, const char *s, size_t len)
{
	const struct session_ops *so = g->session;

	if (so->verbs != NULL)
		return find_verb(so->verbs, s, len) != NULL;
	return so->starts_action != NULL && so->starts_action(s, len);
}

void
session_view(const struct game *g, const void *st, struct session_view *v)
{
	memset(v, 0, sizeof(*v));
	v->throws = -1;
	if (g->session->view != NULL)
		g->session->view(st, v);
}

void
turn_view(const void *st, struct session_view *v)
{
	const struct turn *t = st;

	v->throws = (int)t->throws;
	v->has_points = 1;
	v->points = t->points;
}

int
session_can_list(const struct game *g)
{
	return g->kind == GAME_SESSION && (g->session->legal != NULL ||
	    g->session->verbs != NULL);
}

/* Whether an action of verb v can come now: the game's reasons, or the
 * layer's. */
static int
ready(const struct game *g, const void *st, const struct verb *v,
    struct game_err *e)
{
	const struct session_ops *so = g->session;
	const struct turn *t = st;
	char why[256];

	if (t->phase == T_OVER) {
		why[0] = '\0';
		session_finished(g, st, NULL, why);
		return game_errf(e, 0, 0, 0, "the game is over: %s", why);
	}
	if (v->own_time)
		return 0;
	if (so->ready != NULL)
		return so->ready(st, e);
	if (t->phase == T_WAIT)
		return game_errf(e, 0, 0, 0, "no turn has begun");
	return 0;
}

/* get_dice on the words of a, at most max dice kept; what a stray word
 * is told is worked out only for the refusal, off the hot path. */
static int
read_dice(const struct game *g, struct act *a, size_t max, unsigned *extra,
    struct game_err *e)
{
	const struct session_ops *so = g->session;
	char list[128], actions[160];

	if (get_dice(a->w, a->n, a->d, max, &a->nd, extra, "", NULL) == 0)
		return 0;
	verb_list(so->verbs, " and ", list, sizeof(list));
	snprintf(actions, sizeof(actions), "%s%s", so->actions != NULL ?
	    so->actions : "the actions are ", so->actions != NULL ? "" : list);
	get_dice(a->w, a->n, a->d, max, &a->nd, extra, actions, e);
	/* a word that starts with a letter is refused as neither dice nor
	 * an action (get_dice): a misspelt verb, most likely */
	if (e != NULL && e->word > 0 && e->word < a->n &&
	    a->w[e->word].len > 0 && ((a->w[e->word].s[0] >= 'a' &&
	    a->w[e->word].s[0] <= 'z') || (a->w[e->word].s[0] >= 'A' &&
	    a->w[e->word].s[0] <= 'Z')))
		verb_hint(so->verbs, &a->w[e->word], 1, e);
	return -1;
}

/* The dice of a throw: as many as the throw due has, when one is. */
static int
read_throw(const struct game *g, const void *st, struct act *a,
    struct game_err *e)
{
	const char *verb = a->w[0].s;
	struct expect x;
	unsigned extra;
	size_t want;

	g->session->expect(st, &x);
	want = x.dice > 0 && x.dice <= ACT_DICE_MAX ? x.dice : ACT_DICE_MAX;
	if (read_dice(g, a, want, &extra, e) < 0)
		return -1;
	/* no throw due: the handler refuses, whatever the count (d holds
	 * the first ACT_DICE_MAX) */
	if (x.dice == 0 || x.dice > ACT_DICE_MAX)
		return 0;
	if (a->nd == 0)
		return game_errf(e, 0, 0, 0, "write the %zu %s thrown after "
		    "%.*s", want, die_noun(want), (int)a->w[0].len, verb);
	if (a->nd != want)
		return game_errf(e, a->nd > want ? extra : (unsigned)a->n - 1,
		    0, 0, "a throw is %zu %s, not %zu", want, die_noun(want),
		    a->nd);
	return 0;
}

/* A verb that takes nothing, written with words after it: the game's
 * own refusal when it has one (tried on a copy), else the words'. */
static int
extra_words(const struct game *g, const void *st, const struct verb *v,
    struct act *a, struct game_err *e)
{
	unsigned char copy[GAME_STATE_MAX];

	memcpy(copy, st, g->state_size);
	if (v->run(copy, a, e) < 0)
		return -1;
	return game_errf(e, 1, 0, 0, "%s takes nothing after it", v->word);
}

int
session_action(const struct game *g, void *st, const struct word *w,
    size_t n, char canon[MOVE_TEXT_MAX], struct game_err *e)
{
	const struct session_ops *so = g->session;
	const struct verb *v;
	char list[128];
	struct act a;
	unsigned extra;

	if (so->verbs == NULL)
		return so->action(st, w, n, canon, e);
	v = n > 0 ? find_verb(so->verbs, w[0].s, w[0].len) : NULL;
	if (v == NULL && so->unknown != NULL) {
		so->unknown(st, w, n, e);
		return verb_hint(so->verbs, w, n, e);
	}
	if (n == 0)
		return game_errf(e, 0, 0, 0, "an empty action");
	if (v == NULL) {
		verb_list(so->verbs, " or ", list, sizeof(list));
		game_errf(e, 0, 0, 0, "'%.*s' is not %s %s action: write %s",
		    (int)(w[0].len > 32 ? 32 : w[0].len), w[0].s,
		    an(g->name) ? "an" : "a", g->name,
		    so->write != NULL ? so->write : list);
		return verb_hint(so->verbs, w, n, e);
	}
	if (ready(g, st, v, e) < 0)
		return -1;
	a.w = w;
	a.n = n;
	a.nd = 0;
	a.canon = canon;
	switch (v->arg) {
	case ACT_NONE:
		action_dice(canon, v->word, NULL, 0);
		if (n > 1)
			return extra_words(g, st, v, &a, e);
		break;
	case ACT_THROW:
		if (read_throw(g, st, &a, e) < 0)
			return -1;
		action_dice(canon, v->word, a.d, a.nd);
		break;
	case ACT_DICE:
		if (read_dice(g, &a, ACT_DICE_MAX, &extra, e) < 0)
			return -1;
		if (a.nd > ACT_DICE_MAX)
			return game_errf(e, extra, 0, 0, "an action names at "
			    "most %d dice", ACT_DICE_MAX);
		action_dice(canon, v->word, a.d, a.nd);
		break;
	case ACT_WORD:
		snprintf(canon, MOVE_TEXT_MAX, "%s%s%.*s", v->word,
		    n > 1 ? " " : "", n > 1 ? (int)(w[1].len > 64 ? 64 :
		    w[1].len) : 0, n > 1 ? w[1].s : "");
		break;
	case ACT_WORDS:
	case ACT_THROW_WORDS:
	case ACT_DICE_WORDS:
		action_dice(canon, v->word, NULL, 0);
		break;
	}
	return v->run(st, &a, e);
}

/*
 * Listing.  Each candidate text is split into words and played on a
 * fresh copy of the state; the canonical texts of those accepted go to
 * the caller's callback, in the verb table's order.
 */
struct lister {
	const struct game	*g;
	const unsigned char	*base;		/* the state, turn begun */
	unsigned char		 work[GAME_STATE_MAX];
	int	(*cb)(void *, unsigned, const char *);
	void			*ctx;
	unsigned		 seat;		/* who plays what is listed */
};

static int
try_text(void *ctx, const char *text)
{
	struct lister *l = ctx;
	struct word w[ACT_DICE_MAX + 2];
	char canon[MOVE_TEXT_MAX];
	struct game_err e;
	size_t n = game_words(text, w, sizeof(w) / sizeof(w[0]));

	memcpy(l->work, l->base, l->g->state_size);
	if (session_action(l->g, l->work, w, n, canon, &e) < 0)
		return 0;
	return l->cb(l->ctx, l->seat, canon);
}

/* Every set of k dice of six faces, highest first, after verb. */
static int
try_sets(struct lister *l, const char *verb, char *text, size_t at,
    unsigned k, int top)
{
	int f, rv;

	if (k == 0) {
		text[at] = '\0';
		return try_text(l, text);
	}
	for (f = top; f >= 1; f--) {
		text[at] = (char)('0' + f);
		if ((rv = try_sets(l, verb, text, at + 1, k - 1, f)) != 0)
			return rv;
	}
	return 0;
}

static int
list_verb(struct lister *l, const struct verb *v)
{
	const struct turn *t = (const void *)l->base;
	char text[MOVE_TEXT_MAX];
	struct expect x;
	size_t i, len = strlen(v->word);
	unsigned k;
	int rv;

	if (v->list != NULL)
		return v->list(l->base, try_text, l);
	switch (v->arg) {
	case ACT_NONE:
		return try_text(l, v->word);
	case ACT_THROW:
	case ACT_THROW_WORDS:
		/* the dice come from the table: one line, a '?' a die */
		l->g->session->expect(l->base, &x);
		if (x.dice == 0 || x.dice + len + 2 > sizeof(text))
			return 0;
		snprintf(text, sizeof(text), "%s ", v->word);
		memset(text + len + 1, '?', x.dice);
		text[len + 1 + x.dice] = '\0';
		return l->cb(l->ctx, l->seat, text);
	case ACT_DICE:
	case ACT_DICE_WORDS:
		snprintf(text, sizeof(text), "%s ", v->word);
		for (k = t->hand < ACT_DICE_MAX ? t->hand : ACT_DICE_MAX;
		    k >= 1; k--)
			if ((rv = try_sets(l, v->word, text, len + 1, k,
			    6)) != 0)
				return rv;
		return 0;
	case ACT_WORD:
		for (i = 0; v->words != NULL && v->words[i] != NULL; i++) {
			snprintf(text, sizeof(text), "%s %s", v->word,
			    v->words[i]);
			if ((rv = try_text(l, text)) != 0)
				return rv;
		}
		return 0;
	case ACT_WORDS:
		break;
	}
	return 0;
}

/* A game's own listing: each action with the seat that would play it,
 * the actor's when it takes the action without a new turn. */
struct own {
	const struct game	*g;
	const void		*st;
	unsigned char		 work[GAME_STATE_MAX];
	int			 actor;
	unsigned		 due;
	int	(*cb)(void *, unsigned, const char *);
	void			*ctx;
};

static int
own_cb(void *ctx, const char *canon)
{
	struct own *o = ctx;
	struct word w[ACT_DICE_MAX + 2];
	char out[MOVE_TEXT_MAX];
	struct game_err e;
	size_t n;

	if (o->actor >= 0 && strchr(canon, '?') == NULL) {
		n = game_words(canon, w, sizeof(w) / sizeof(w[0]));
		memcpy(o->work, o->st, o->g->state_size);
		if (o->g->session->action(o->work, w, n, out, &e) == 0)
			return o->cb(o->ctx, (unsigned)o->actor, canon);
	}
	return o->cb(o->ctx, o->due, canon);
}

int
session_legal(const struct game *g, const void *st,
    int (*cb)(void *ctx, unsigned seat, const char *canon), void *ctx)
{
	const struct session_ops *so = g->session;
	unsigned char base[GAME_STATE_MAX];
	struct lister l;
	struct game_err e;
	struct expect x;
	const struct verb *v;
	struct own o;
	int rv = 0;

	if (session_finished(g, st, NULL, NULL) && so->legal == NULL)
		return 0;
	so->expect(st, &x);
	if (so->legal != NULL) {
		o.g = g;
		o.st = st;
		o.actor = so->actor != NULL ? so->actor(st) : -1;
		o.due = x.seat >= 0 ? (unsigned)x.seat : 0;
		o.cb = cb;
		o.ctx = ctx;
		return so->legal(st, own_cb, &o);
	}
	if (so->verbs == NULL || x.seat < 0)
		return 0;
	/* a turn not begun is begun on the copy, as its line would */
	memcpy(base, st, g->state_size);
	if (x.new_turn && so->begin_turn(base, (unsigned)x.seat, &e) < 0)
		return 0;
	l.g = g;
	l.base = base;
	l.cb = cb;
	l.ctx = ctx;
	l.seat = (unsigned)x.seat;
	for (v = so->verbs; v->word != NULL && rv == 0; v++)
		rv = list_verb(&l, v);
	return rv;
}
