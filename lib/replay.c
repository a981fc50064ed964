/*
 * replay: the shared driver (see replay.h).
 *
 * Move numbers: the side that moves first in the game's default start
 * is the "first" side; its plies are numbered "N." and the other side's
 * "N...".  A Setup with the other side to move starts at "1...".
 */
#include "replay.h"

#include <stddef.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "mem.h"
#include "src.h"
#include "text.h"

struct ctx {
	const struct replay_opts	*o;
	struct replay_state		*rs;
	struct diag			*d;
	const struct game		*g;
	void				*st;
	int				 offset;   /* 1: started at "1..." */
	unsigned long			 index;    /* record number */
	struct buf			 tmp;
	struct buf			 name;	/* of the turn being played */
	struct rec_word			 nword;	/* and where it is, */
	const struct record		*nrec;	/* in this record */
	const struct record		*src;	/* record being read */
	const struct record		*given;	/* the one given back */
};

static struct diag_loc
loc(const struct ctx *c, const struct record *r, struct pos p,
    unsigned long len)
{
	struct diag_loc l = { r->file, p.line, p.col, len, r->src, NULL,
	    c->index };

	return l;
}

static int
nomem(struct ctx *c)
{
	diag_report(c->d, NULL, D_NOMEM);
	return -1;
}

/* Columns into a string value whose characters map 1:1 to the source. */
static struct diag_loc
loc_in_value(const struct ctx *c, const struct record *r, struct pos p,
    int exact, const char *s, const struct game_err *e)
{
	size_t n = strlen(s);
	unsigned off = e->off < n ? e->off : (unsigned)n;
	unsigned len = e->len;

	if (!exact)
		return loc(c, r, p, 1);
	if (off + len > n)
		len = (unsigned)(n - off);
	p.col += text_cols(s, off);
	return loc(c, r, p, len ? text_cols(s + off, len) : 1);
}

/* Where a refusal points: the word at fault in the ply at it, and
 * inside it the bytes the game named (the whole word when it named
 * none). */
static struct diag_loc
word_loc(const struct ctx *c, const struct record *r,
    const struct rec_iter *it, const struct game_err *e)
{
	struct rec_word bw = rec_iter_word(it, e->word < it->nw ? e->word : 0);
	const char *ws = bw.s;
	size_t off = e->off < bw.len ? e->off : 0;
	size_t len = e->len ? e->len : bw.len - off;
	struct pos at = rec_where(r, &bw);

	if (off + len > bw.len)
		len = bw.len - off;
	at.col += text_cols(ws, off);
	return loc(c, r, at, text_cols(ws + off, len));
}

/* The first word of the ply at it (its number, if it has none). */
static struct diag_loc
first_loc(const struct ctx *c, const struct record *r,
    const struct rec_iter *it, unsigned long len)
{
	struct rec_word w = it->nw > 0 ? rec_iter_word(it, 0) : it->numw;

	return loc(c, r, rec_where(r, &w), len);
}

/* "move 3 (Black)" for ply i, counting from the start position. */
/* a move written back has at most MOVE_TEXT_MAX - 1 bytes, half of them
 * words at most: one of more words is no move */
_Static_assert(REC_PLY_WORDS >= MOVE_TEXT_MAX / 2, "REC_PLY_WORDS");

/* A ply of more words than REC_PLY_WORDS, which no game reads: the
 * first of its words (a move quoted whole would be megabytes), into
 * c->tmp, the reason into why, and where the first word too many is.
 * -1 when out of memory. */
static int
too_many_words(struct ctx *c, const struct record *r,
    const struct rec_iter *it, char *why, size_t n, struct diag_loc *l)
{
	size_t k;

	buf_clear(&c->tmp);
	for (k = 0; k < 4; k++)
		if ((k > 0 && buf_putc(&c->tmp, ' ') < 0) ||
		    buf_add(&c->tmp, it->w[k].s, it->w[k].len) < 0)
			return -1;
	if (buf_puts(&c->tmp, " ...") < 0)
		return -1;
	snprintf(why, n, "it has %zu words, where a move has at most %d",
	    it->nw + it->nover, REC_PLY_WORDS);
	*l = loc(c, r, rec_where(r, &it->over),
	    text_cols(it->over.s, it->over.len));
	return 0;
}

static void
move_name(const struct ctx *c, unsigned long i, enum side s, char *out,
    size_t n)
{
	unsigned long j = i + (unsigned long)c->offset;

	snprintf(out, n, "move %lu (%s)", j / 2 + 1, side_name(s));
}

static void
expected_number(const struct ctx *c, unsigned long i, char *out, size_t n)
{
	unsigned long j = i + (unsigned long)c->offset;

	snprintf(out, n, "%lu%s", j / 2 + 1, j % 2 ? "..." : ".");
}

static int
check_number(struct ctx *c, const struct record *r, const struct rec_iter *p,
    unsigned long i)
{
	char want[32], got[32];
	unsigned long j = i + (unsigned long)c->offset;
	struct diag_loc l;

	if (p->dots == 0)
		return 0;
	if ((unsigned long)p->num == j / 2 + 1 && (p->dots == 3) == (j % 2 == 1))
		return 0;
	expected_number(c, i, want, sizeof(want));
	snprintf(got, sizeof(got), "%ld%s", p->num, p->dots == 3 ? "..." : ".");
	l = loc(c, r, rec_where(r, &p->numw), strlen(got));
	diag_report(c->d, &l, D_MOVE_NUMBER, got, want);
	return 1;
}

/*
 * The canonical record refers to its source's bytes where it says the
 * same as the source (most records say it all so), rather than hold its
 * own copy: a long record's canonical copy then costs a few bytes an
 * item.  It may when r was read from the source it names (not -m) and
 * the bytes at off, counted from r's base, come after its last item from
 * there (items from the source go in the order of their bytes).
 */
static int
same_src(const struct ctx *c, const struct record *r)
{
	const struct record *out = c->o->out;

	return r->src != NULL && r->src->buf != NULL && r->src == out->src &&
	    r->base == out->base;
}

static int
refers(const struct ctx *c, const struct record *r, size_t off)
{
	return off != REC_HELD && same_src(c, r) && off >= c->o->out->at;
}

/* The canonical words of the ply at it, canon, into the canonical
 * record; the first opens the ply when open (a session's action, whose
 * ply holds no number). */
static int
add_canonical_words(struct ctx *c, const struct record *r,
    const struct rec_iter *it, const char *canon, int open)
{
	struct record *out = c->o->out;
	const char *p = canon, *q;
	struct pos none = { 0, 0 };
	size_t k = 0, len, off;
	int rv;

	while (*p != '\0') {
		while (*p == ' ')
			p++;
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		if (q == p)
			break;
		len = (size_t)(q - p);
		off = k < it->nw ? it->woff[k] : REC_HELD;
		if (k < it->nw && it->w[k].len == len &&
		    memcmp(it->w[k].s, p, len) == 0 && refers(c, r, off))
			rv = rec_src_word(out, out->base + off, len, open);
		else if (open)
			rv = rec_add_open(out, p, len, none);
		else
			rv = rec_add_word(out, p, len, none);
		if (rv < 0)
			return -1;
		open = 0;
		k++;
		p = q;
	}
	return open ? rec_add_ply(out, 0, 0, none) : 0;
}

static int
add_canonical_ply(struct ctx *c, const struct record *r,
    const struct rec_iter *it, unsigned long i, const char *canon)
{
	unsigned long j = i + (unsigned long)c->offset;
	struct pos none = { 0, 0 };

	if (rec_add_ply(c->o->out, (long)(j / 2 + 1), j % 2 ? 3 : 1,
	    none) < 0)
		return -1;
	return add_canonical_words(c, r, it, canon, 0);
}

static int
is_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\f' || ch == '\v';
}

/* The length of the comment token ("{...}" or "#..." to the line's
 * end) at off in r's source when it holds the text of w as it is, or 0:
 * the canonical record refers to it in a byte or two. */
static size_t
comment_token(const struct record *r, size_t off, const struct rec_word *w)
{
	const char *b = r->src->buf + r->base;
	size_t end = r->src->len - r->base, e, s;

	if (off >= end)
		return 0;
	if (b[off] == '{')
		return w->len < end - off - 1 && b[off + 1 + w->len] == '}' &&
		    memcmp(b + off + 1, w->s, w->len) == 0 ? w->len + 2 : 0;
	if (b[off] != '#')
		return 0;
	for (e = off + 1; e < end && b[e] != '\n' && b[e] != '\r'; e++)
		;
	/* the text is what lies between, less the blanks at its ends */
	for (s = off + 1; s < e && is_blank(b[s]); s++)
		;
	if (e - s < w->len || memcmp(b + s, w->s, w->len) != 0)
		return 0;
	for (s += w->len; s < e && is_blank(b[s]); s++)
		;
	return s == e ? e - off : 0;
}

/* The comment at it, of r, into the canonical record, where it stands.
 * Its text is in the source when the bytes there are the same: where
 * the item is (YAML's), or inside "{...}", or after '#' and blanks. */
static int
copy_comment(struct ctx *c, const struct record *r,
    const struct rec_iter *it)
{
	size_t off = it->text.off, len = it->text.len, end, tok;
	const char *b;

	if (c->o->out == NULL)
		return 0;
	if (it->tscalar > 0 && same_src(c, r))
		return rec_src_cscalar(c->o->out, 0, r->base + off,
		    it->tscalar);
	if (refers(c, r, off) && (tok = comment_token(r, off, &it->text)) > 0)
		return rec_src_comment(c->o->out, r->base + off, tok);
	if (off != REC_HELD && same_src(c, r)) {
		b = r->src->buf + r->base;
		end = r->src->len - r->base;
		if (off < end && b[off] == '{')
			off++;
		else if (off < end && b[off] == '#')
			for (off++; off < end && (b[off] == ' ' ||
			    b[off] == '\t' || b[off] == '\r' || b[off] == '\n' ||
			    b[off] == '\f' || b[off] == '\v'); off++)
				;
		if (off <= end && len <= end - off &&
		    memcmp(b + off, it->text.s, len) == 0)
			return rec_src_text(c->o->out, r->base + off, len);
	}
	return rec_add_comment(c->o->out, it->text.s, it->text.len,
	    (struct pos){ 0, 0 });
}

/* The next item of r, once the one before is done with: the memory of
 * those passed goes back when the caller asked for it. */
static int
next_item(struct ctx *c, const struct record *r, struct rec_iter *it)
{
	if (c->o->give_back && r == c->given)
		rec_iter_give_back(it);
	return rec_iter_next(it);
}

/* Play the plies of r; base is the number of plies before them. */
static int
play_plies(struct ctx *c, const struct record *r, unsigned long base)
{
	const struct game *g = c->g;
	struct rec_iter it;
	struct game_err e;
	struct move m;
	char canon[MOVE_TEXT_MAX], name[64];
	int rv;
	enum side mover;

	rec_iter_init(&it, r);
	while ((rv = next_item(c, r, &it)) > 0) {
		unsigned long ply = base + it.ply;
		struct diag_loc l;

		if (it.kind == REC_COMMENT) {
			if (copy_comment(c, r, &it) < 0)
				goto nomem;
			continue;
		}
		if (it.kind != REC_PLY)
			continue;
		if (check_number(c, r, &it, ply))
			goto refused;
		mover = g->to_move(c->st);
		if (c->rs->outcome != OUT_ONGOING) {
			move_name(c, ply, mover, name,
			    sizeof(name));
			if (rec_iter_text(&it, &c->tmp) < 0)
				goto nomem;
			l = first_loc(c, r, &it, text_cols(it.w[0].s,
			    it.w[0].len));
			diag_report(c->d, &l, D_MOVE_AFTER_END, name,
			    c->tmp.s, c->rs->why);
			goto refused;
		}
		if (it.nover > 0) {
			char why[128];

			move_name(c, ply, mover, name, sizeof(name));
			if (too_many_words(c, r, &it, why, sizeof(why), &l) < 0)
				goto nomem;
			diag_report(c->d, &l, D_MOVE_SYNTAX, name, c->tmp.s,
			    why);
			goto refused;
		}
		/* parse fills m, and a refusal fills e: no clearing here,
		 * on the path every ply takes */
		if ((rv = g->parse(c->st, it.w, it.nw, &m, &e)) == 0)
			rv = g->play(c->st, &m, canon, &e);
		else
			rv = -2;
		if (rv < 0 || c->o->strict) {
			move_name(c, ply, mover, name,
			    sizeof(name));
			if (rec_iter_text(&it, &c->tmp) < 0)
				goto nomem;
		}
		if (rv < 0) {
			l = word_loc(c, r, &it, &e);
			diag_report(c->d, &l, rv == -2 ? D_MOVE_SYNTAX :
			    D_MOVE_ILLEGAL, name, c->tmp.s, e.msg);
			goto refused;
		}
		if (c->o->strict && strcmp(canon, c->tmp.s) != 0) {
			l = first_loc(c, r, &it, text_cols(c->tmp.s,
			    c->tmp.len));
			diag_report(c->d, &l, D_NONCANONICAL, name, c->tmp.s,
			    canon);
			goto refused;
		}
		c->rs->plies++;
		c->rs->outcome = g->outcome(c->st, c->rs->why);
		if (c->o->out != NULL && add_canonical_ply(c, r, &it, ply, canon) < 0)
			goto nomem;
		if (c->o->on_pos != NULL &&
		    (rv = c->o->on_pos(c->o->ctx, g, c->st, ply + 1, canon)) != 0)
			goto out;
	}
	if (rv < 0)
		goto nomem;
	rec_iter_release(&it);
	return 0;
nomem:
	rv = nomem(c);
	goto out;
refused:
	rv = 1;
out:
	rec_iter_release(&it);
	return rv;
}

/*
 * Dice sessions: turn lines matched to seats, actions fed one by one.
 */

/* "turn 3 (Ann)" for the turn being played: counted over the whole
 * session, -m lines included. */
static void
turn_name(const struct ctx *c, char *out, size_t n)
{
	snprintf(out, n, "turn %zu (%s)", c->rs->turns + 1, c->name.s);
}

/* Where the player's name of the turn being played is: worked out only
 * for a diagnostic, as it takes a walk of the record. */
static struct diag_loc
name_loc(const struct ctx *c)
{
	return loc(c, c->nrec, rec_where(c->nrec, &c->nword),
	    text_cols(c->name.s, c->name.len));
}

/* Report a problem with the turn being played, which diagnostics name
 * "turn 3 (Ann)": named only then, as most turns need no name.  l NULL:
 * at the player's name. */
static void
turn_report(struct ctx *c, const struct diag_loc *l, enum diag_id id,
    const char *a, const char *b)
{
	char name[128];
	struct diag_loc nl;

	if (l == NULL) {
		nl = name_loc(c);
		l = &nl;
	}
	turn_name(c, name, sizeof(name));
	diag_report(c->d, l, id, name, a, b);
}

unsigned
session_nseats(const struct game *g, const struct record *r)
{
	unsigned n = 0;

	if (g->session->seats == NULL)
		return (unsigned)r->nplayers;
	while (g->session->seats[n] != NULL)
		n++;
	return n;
}

const char *
session_seat(const struct game *g, const struct record *r, unsigned i)
{
	return g->session->seats != NULL ? g->session->seats[i] :
	    r->players[i];
}

const char *
session_person(const struct game *g, const struct record *r, unsigned i)
{
	const struct rec_tag *t;

	if (g->session->seats == NULL)
		return r->players[i];
	t = rec_tag(r, g->session->seats[i]);
	return t != NULL && t->value[0] != '\0' ? t->value :
	    g->session->seats[i];
}

/* "Ann, Bob, Cy" or "White and Black": the seats, for a message. */
static int
seats_string(const struct ctx *c, const struct record *top, struct buf *b)
{
	const char *const *s = c->g->session->seats;
	unsigned i;

	if (s == NULL)
		return rec_players_string(top, b);
	for (i = 0; s[i] != NULL; i++)
		if (buf_printf(b, "%s%s", i == 0 ? "" : s[i + 1] == NULL ?
		    " and " : ", ", s[i]) < 0)
			return -1;
	return 0;
}

/* Whose seat the turn being played names; -1 out of memory, -2 when
 * nobody's (reported). */
static int
seat_of(struct ctx *c, const struct record *r, const struct record *top)
{
	struct buf names = BUF_INIT;
	struct diag_loc l;
	char msg[512];
	size_t i;

	for (i = 0; i < c->rs->nplayers; i++)
		if (strcmp(session_seat(c->g, top, (unsigned)i),
		    c->name.s) == 0)
			return (int)i;
	if (seats_string(c, top, &names) < 0)
		return nomem(c);
	snprintf(msg, sizeof(msg), "'%s' is not a player here: the players "
	    "are %s", c->name.s, names.s);
	buf_release(&names);
	(void)r;
	l = name_loc(c);
	diag_report(c->d, &l, D_SESSION, msg);
	return -2;
}

static int
add_canonical_turn(struct ctx *c, const struct record *r)
{
	struct pos none = { 0, 0 };
	struct record *out = c->o->out;

	if (refers(c, r, c->nword.off))
		return rec_src_turn(out, out->base + c->nword.off,
		    c->nword.len);
	return rec_add_turn(out, c->name.s, c->name.len, none);
}

/* why with its '\1' and '\2' replaced by the names a and b (see
 * session_ops.not_now), into out, cut to fit. */
static void
names_in(char *out, size_t size, const char *why, const char *a,
    const char *b)
{
	size_t n = 0, k;
	const char *s;

	for (; *why != '\0' && n + 1 < size; why++) {
		s = *why == '\1' ? a : *why == '\2' ? b : NULL;
		if (s == NULL) {
			out[n++] = *why;
			continue;
		}
		k = strlen(s);
		if (k > size - 1 - n)
			k = size - 1 - n;
		memcpy(out + n, s, k);
		n += k;
	}
	out[n] = '\0';
}

/* Begin the turn at it (its name now in c->name): 0, 1 when refused
 * (reported), -1 out of memory; *joins when the line goes on with the
 * turn in progress. */
static int
begin_line(struct ctx *c, const struct record *r, const struct record *top,
    int *joins)
{
	const struct session_ops *so = c->g->session;
	struct game_err e;
	char why[256], msg[512];
	struct expect x;
	unsigned long w;
	int seat;

	if ((seat = seat_of(c, r, top)) < 0)
		return seat == -1 ? -1 : 1;
	memset(&e, 0, sizeof(e));
	if (so->finished(c->st, &w, why)) {
		snprintf(msg, sizeof(msg), "the game is over: %s", why);
		turn_report(c, NULL, D_TURN, msg, NULL);
		return 1;
	}
	so->expect(c->st, &x);
	*joins = x.seat >= 0 && !x.new_turn && x.seat == seat &&
	    c->rs->turns > 0;
	if (*joins) {
		/* the turn in progress goes on on this line */
	} else if (c->rs->turns > 0 && so->end_turn(c->st, &e) < 0) {
		turn_report(c, NULL, D_TURN, e.msg, NULL);
		return 1;
	} else if (x.seat >= 0 && x.seat != seat) {
		const char *due = session_seat(c->g, top, (unsigned)x.seat);

		if (so->not_now != NULL &&
		    so->not_now(c->st, (unsigned)seat, why))
			names_in(msg, sizeof(msg), why, c->name.s, due);
		else
			snprintf(msg, sizeof(msg), "it is %s's turn, not "
			    "%s's", due, c->name.s);
		turn_report(c, NULL, D_TURN, msg, NULL);
		return 1;
	} else if (so->begin_turn(c->st, (unsigned)seat, &e) < 0) {
		turn_report(c, NULL, D_TURN, e.msg, NULL);
		return 1;
	}
	/* a line that goes on with the turn in progress joins its
	 * canonical line */
	if (c->o->out != NULL && !*joins &&
	    add_canonical_turn(c, r) < 0)
		return nomem(c);
	return 0;
}

/* The turn line being played is over. */
static int
end_line(struct ctx *c)
{
	int rv;

	c->rs->turns++;
	c->rs->finished = c->g->session->finished(c->st, &c->rs->winners,
	    c->rs->why);
	if (c->o->on_pos != NULL && (rv = c->o->on_pos(c->o->ctx, c->g, c->st,
	    c->rs->turns, c->name.s)) != 0)
		return rv;
	return 0;
}

/* Play the action at it, of the turn being played. */
static int
play_action(struct ctx *c, const struct record *r, const struct rec_iter *it)
{
	const struct session_ops *so = c->g->session;
	struct game_err e;
	struct diag_loc l;
	char canon[MOVE_TEXT_MAX];
	int rv;

	if (it->nover > 0) {
		char why[128];

		if (too_many_words(c, r, it, why, sizeof(why), &l) < 0)
			return nomem(c);
		turn_report(c, &l, D_ACTION, c->tmp.s, why);
		return 1;
	}
	memset(&e, 0, sizeof(e));
	rv = so->action(c->st, it->w, it->nw, canon, &e);
	if ((rv < 0 || c->o->strict) && rec_iter_text(it, &c->tmp) < 0)
		return nomem(c);
	if (rv < 0) {
		l = word_loc(c, r, it, &e);
		turn_report(c, &l, D_ACTION, c->tmp.s, e.msg);
		return 1;
	}
	if (c->o->strict && strcmp(canon, c->tmp.s) != 0) {
		l = first_loc(c, r, it, text_cols(c->tmp.s, c->tmp.len));
		turn_report(c, &l, D_NONCANONICAL, c->tmp.s, canon);
		return 1;
	}
	if (c->o->out != NULL && add_canonical_words(c, r, it, canon, 1) < 0)
		return nomem(c);
	return 0;
}

/* Play the turn lines of r; top is the record whose Players count.
 * (Actions before any turn line are refused by the callers.) */
static int
play_turns(struct ctx *c, const struct record *r, const struct record *top)
{
	struct rec_iter it;
	int n, rv = 0, inturn = 0, joins;

	rec_iter_init(&it, r);
	while ((n = next_item(c, r, &it)) > 0) {
		switch (it.kind) {
		case REC_COMMENT:
			rv = copy_comment(c, r, &it) < 0 ? nomem(c) : 0;
			break;
		case REC_TURN:
			if (inturn && (rv = end_line(c)) != 0)
				break;
			buf_clear(&c->name);
			if (buf_add(&c->name, it.text.s, it.text.len) < 0 ||
			    buf_reserve(&c->name, 0) < 0) {
				rv = nomem(c);
				break;
			}
			c->nword = it.text;
			c->nrec = r;
			rv = begin_line(c, r, top, &joins);
			inturn = 1;
			break;
		case REC_PLY:
			rv = inturn ? play_action(c, r, &it) : 0;
			break;
		}
		if (rv != 0)
			break;
	}
	if (n < 0)
		rv = nomem(c);
	if (rv == 0 && inturn)
		rv = end_line(c);
	rec_iter_release(&it);
	return rv;
}

/* The start of a session: seats, options, no Setup, no result. */
static int
start_session(struct ctx *c, const struct record *r)
{
	const struct session_ops *so = c->g->session;
	struct game_err e;
	struct diag_loc l;
	char msg[256];
	size_t i, k, n = r->nplayers;

	l = loc(c, r, r->start, 1);
	if (so->seats != NULL && r->has_players) {
		l = loc(c, r, r->playerspos, 1);
		snprintf(msg, sizeof(msg), "%s has the seats %s%s%s: name "
		    "the players with tags of those names, not Players",
		    c->g->name, so->seats[0], so->seats[1] != NULL ? " and " :
		    "", so->seats[1] != NULL ? so->seats[1] : "");
		diag_report(c->d, &l, D_SESSION, msg);
		return 1;
	}
	if (so->seats != NULL)
		n = session_nseats(c->g, r);
	else if (!r->has_players) {
		diag_report(c->d, &l, D_SESSION, "the record has no Players "
		    "tag: name the players in seat order");
		return 1;
	}
	l = loc(c, r, r->playerspos, 1);
	if (so->seats == NULL && (r->nplayers < so->min_players ||
	    r->nplayers > so->max_players)) {
		snprintf(msg, sizeof(msg), "%s is for %u to %u players, not "
		    "%zu", c->g->name, so->min_players, so->max_players,
		    r->nplayers);
		diag_report(c->d, &l, D_SESSION, msg);
		return 1;
	}
	for (i = 0; i < r->nplayers; i++)
		for (k = i + 1; k < r->nplayers; k++)
			if (strcmp(r->players[i], r->players[k]) == 0) {
				snprintf(msg, sizeof(msg), "'%s' sits twice",
				    r->players[i]);
				diag_report(c->d, &l, D_SESSION, msg);
				return 1;
			}
	if (r->setup != NULL) {
		l = loc(c, r, r->setuppos, 1);
		diag_report(c->d, &l, D_SESSION,
		    "a dice session takes no Setup");
		return 1;
	}
	if (r->result != RES_NONE && r->result != RES_UNKNOWN) {
		l = loc(c, r, r->respos, strlen(result_string(r->result)));
		diag_report(c->d, &l, D_SESSION, "a dice session takes no "
		    "result: rongo-score works out the winner");
		return 1;
	}
	if (r->nplies > 0 && r->nturns == 0) {
		struct rec_word w;

		(void)rec_first_word(r, &w);
		l = loc(c, r, rec_where(r, &w), 1);
		diag_report(c->d, &l, D_SESSION, "actions outside a turn: "
		    "begin each turn with the player's name and ':'");
		return 1;
	}
	memset(&e, 0, sizeof(e));
	if (so->init(c->st, (unsigned)n, &c->rs->v, &e) < 0) {
		l = loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_SESSION, e.msg);
		return 1;
	}
	c->rs->nplayers = (unsigned)n;
	c->rs->finished = so->finished(c->st, &c->rs->winners, c->rs->why);
	if (c->o->out != NULL && so->seats == NULL) {
		for (i = 0; i < r->nplayers; i++)
			if (rec_add_player(c->o->out, r->players[i],
			    strlen(r->players[i]), r->playerpos[i]) < 0)
				return nomem(c);
	}
	if (c->o->on_pos != NULL)
		return c->o->on_pos(c->o->ctx, c->g, c->st, 0, NULL);
	return 0;
}

/* Describe an outcome for a diagnostic: "Black has won: ...". */
static void
describe(const struct replay_state *rs, char *out, size_t n)
{
	if (rs->outcome == OUT_DRAW)
		snprintf(out, n, "the game is drawn: %s", rs->why);
	else
		snprintf(out, n, "%s has won: %s", rs->outcome == OUT_WHITE ?
		    "White" : "Black", rs->why);
}

static int
check_result(struct ctx *c, const struct record *r)
{
	char what[320];
	struct diag_loc l;
	enum outcome o = c->rs->outcome;

	if (r->result == RES_NONE || r->result == RES_UNKNOWN ||
	    o == OUT_ONGOING)
		return 0;
	if ((r->result == RES_WHITE && o == OUT_WHITE) ||
	    (r->result == RES_BLACK && o == OUT_BLACK) ||
	    (r->result == RES_DRAW && o == OUT_DRAW))
		return 0;
	describe(c->rs, what, sizeof(what));
	l = loc(c, r, r->respos, strlen(result_string(r->result)));
	diag_report(c->d, &l, D_RESULT, result_string(r->result), what);
	return 1;
}

static enum result
result_of(enum outcome o)
{
	switch (o) {
	case OUT_WHITE:
		return RES_WHITE;
	case OUT_BLACK:
		return RES_BLACK;
	case OUT_DRAW:
		return RES_DRAW;
	case OUT_ONGOING:
		break;
	}
	return RES_UNKNOWN;
}

static int
copy_tags(struct ctx *c, const struct record *r)
{
	size_t i;

	for (i = 0; i < r->ntags; i++)
		if (rec_add_tag(c->o->out, r->tags[i].name,
		    strlen(r->tags[i].name), r->tags[i].value,
		    strlen(r->tags[i].value), r->tags[i].npos,
		    r->tags[i].vpos, r->tags[i].vexact) < 0)
			return -1;
	return 0;
}

/* A board game's Players tag means nothing to its rules, and is kept
 * like any other tag. */
static int
copy_players(struct ctx *c, const struct record *r)
{
	size_t i;

	for (i = 0; i < r->nplayers; i++)
		if (rec_add_player(c->o->out, r->players[i],
		    strlen(r->players[i]), r->playerpos[i]) < 0)
			return -1;
	c->o->out->has_players = r->has_players;
	c->o->out->playerspos = r->playerspos;
	return 0;
}

static int
start(struct ctx *c, const struct record *r)
{
	const struct rec_tag *vt = rec_tag(r, "Variant");
	const char *id = r->game != NULL ? r->game : c->o->defgame;
	struct game_err e;
	struct diag_loc l;
	enum side first;

	if (id == NULL) {
		l = loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_NO_GAME);
		return 1;
	}
	if ((c->g = game_find(id)) == NULL) {
		l = r->game != NULL ? loc(c, r, r->gamepos, text_cols(id,
		    strlen(id))) : loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_UNKNOWN_GAME, id);
		return 1;
	}
	c->rs->g = c->g;
	memset(&e, 0, sizeof(e));
	if (variant_parse(c->g, vt != NULL ? vt->value : "", &c->rs->v,
	    &e) < 0) {
		l = loc_in_value(c, r, vt->vpos, vt->vexact, vt->value, &e);
		diag_report(c->d, &l, D_VARIANT, vt->value, e.msg);
		return 1;
	}
	if (c->g->kind == GAME_SESSION) {
		if (c->o->out != NULL) {
			rec_clear(c->o->out);
			c->o->out->file = r->file;
			rec_from(c->o->out, r->src, r->base, r->basepos);
			c->o->out->index = r->index;
			c->o->out->format = r->format;
			c->o->out->session = 1;
			if (rec_set_string(&c->o->out->game, c->g->id,
			    strlen(c->g->id)) < 0 || copy_tags(c, r) < 0)
				return nomem(c);
		}
		return start_session(c, r);
	}
	if (c->g->init(c->st, &c->rs->v, &e) < 0) {
		l = vt != NULL ? loc(c, r, vt->vpos, 1) : loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_VARIANT, vt != NULL ? vt->value : "",
		    e.msg);
		return 1;
	}
	first = c->g->to_move(c->st);
	if (r->setup != NULL) {
		if (c->g->pos_read(c->st, r->setup, strlen(r->setup),
		    &c->rs->v, &e) < 0) {
			l = loc_in_value(c, r, r->setuppos, r->setup_exact,
			    r->setup, &e);
			diag_report(c->d, &l, D_SETUP, e.msg);
			return 1;
		}
		if (c->o->strict || c->o->out != NULL) {
			buf_clear(&c->tmp);
			if (c->g->pos_write(c->st, &c->tmp) < 0)
				return nomem(c);
			if (c->o->strict && strcmp(c->tmp.s, r->setup) != 0) {
				l = loc(c, r, r->setuppos,
				    text_cols(r->setup, strlen(r->setup)));
				diag_report(c->d, &l, D_NONCANONICAL, "Setup",
				    r->setup, c->tmp.s);
				return 1;
			}
		}
	}
	c->offset = c->g->to_move(c->st) != first;
	c->rs->outcome = c->g->outcome(c->st, c->rs->why);
	if (c->o->out != NULL) {
		struct record *out = c->o->out;

		rec_clear(out);
		out->file = r->file;
		rec_from(out, r->src, r->base, r->basepos);
		out->index = r->index;
		out->format = r->format;
		if (rec_set_string(&out->game, c->g->id, strlen(c->g->id)) < 0 ||
		    (r->setup != NULL && rec_set_string(&out->setup, c->tmp.s,
		    c->tmp.len) < 0))
			return nomem(c);
		if (copy_tags(c, r) < 0 || copy_players(c, r) < 0)
			return nomem(c);
	}
	if (c->o->on_pos != NULL)
		return c->o->on_pos(c->o->ctx, c->g, c->st, 0, NULL);
	return 0;
}

void
replay_opts_init(struct replay_opts *o, const char *defgame, int strict)
{
	memset(o, 0, sizeof(*o));
	o->defgame = defgame;
	o->strict = strict;
}

static int
replay_session(struct ctx *c, const struct record *r,
    const struct record *more)
{
	int rv;

	if ((rv = play_turns(c, r, r)) != 0)
		return rv;
	if (more != NULL) {
		if (more->nplies > 0 && more->nturns == 0) {
			struct rec_word w;
			struct diag_loc l;

			(void)rec_first_word(more, &w);
			l = loc(c, more, rec_where(more, &w), 1);

			diag_report(c->d, &l, D_SESSION, "actions outside a "
			    "turn: begin each turn with the player's name "
			    "and ':'");
			return 1;
		}
		if ((rv = play_turns(c, more, r)) != 0)
			return rv;
	}
	return 0;
}

int
replay(const struct record *r, const struct record *more,
    const struct replay_opts *o, struct replay_state *rs, struct diag *d)
{
	struct ctx c;
	int rv;

	/* everything but the position, which is 16 KiB: the game's init
	 * or pos_read fills it */
	memset(rs, 0, offsetof(struct replay_state, st));
	rs->nplayers = 0;
	rs->turns = 0;
	rs->finished = 0;
	rs->winners = 0;
	memset(&c, 0, sizeof(c));
	c.o = o;
	c.rs = rs;
	c.d = d;
	c.st = rs->st.b;
	c.index = r->index;
	c.given = r;
	buf_init(&c.tmp);
	if ((rv = start(&c, r)) != 0)
		goto out;
	if (c.g->kind == GAME_SESSION) {
		rv = replay_session(&c, r, more);
		goto out;
	}
	if ((rv = play_plies(&c, r, 0)) != 0)
		goto out;
	if ((rv = check_result(&c, r)) != 0)
		goto out;
	if (more != NULL && (more->nplies > 0 || more->result != RES_NONE)) {
		/* a finished record takes no moves, nor another result */
		if (r->result != RES_NONE && r->result != RES_UNKNOWN &&
		    (more->nplies > 0 || more->result != r->result)) {
			struct rec_word w;
			struct diag_loc l = more->nplies > 0 &&
			    rec_first_word(more, &w) > 0 ? loc(&c, more,
			    rec_where(more, &w), text_cols(w.s, w.len)) :
			    loc(&c, more, more->respos,
			    strlen(result_string(more->result)));

			diag_report(d, &l, D_FINISHED,
			    result_string(r->result));
			rv = 1;
			goto out;
		}
		if ((rv = play_plies(&c, more, r->nplies)) != 0 ||
		    (rv = check_result(&c, more)) != 0)
			goto out;
	}
	if (o->out != NULL)
		o->out->result = replay_result(rs, r, more);
out:
	buf_release(&c.tmp);
	buf_release(&c.name);
	return rv;
}

enum result
replay_result(const struct replay_state *rs, const struct record *r,
    const struct record *more)
{
	enum result res = more != NULL && more->result != RES_NONE ?
	    more->result : r->result;

	if (rs->outcome != OUT_ONGOING)
		return result_of(rs->outcome);
	return res == RES_NONE ? RES_UNKNOWN : res;
}
