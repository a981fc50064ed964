/*
 * replay-canon: the canonical record the replay builds (rongo-apply's
 * output), item by item as the drivers play them (see replay-int.h).
 *
 * It holds the game's id, the record's tags, a board game's canonical
 * Setup and its Players, and the movetext as the game writes it back:
 * move numbers worked out from the ply, each move's or action's
 * canonical words, the turn lines' names and the comments where they
 * stand.  Its result is the board driver's (replay_result).
 *
 * The canonical record refers to its source's bytes where it says the
 * same as the source (most records say it all so), rather than hold its
 * own copy: a long record's canonical copy then costs a few bytes an
 * item.  Items from the source go in the order of their bytes.
 */
#include "replay-int.h"

#include <stddef.h>
#include <string.h>

#include "game.h"
#include "rec.h"
#include "replay.h"
#include "src.h"

/* An item of r may refer to its bytes when r was read from the source
 * the canonical record names (not -m) and the bytes at off, counted
 * from r's base, come after its last item from there. */
static int
same_src(const struct replay_ctx *c, const struct record *r)
{
	const struct record *out = c->o->out;

	return r->src != NULL && r->src->buf != NULL && r->src == out->src &&
	    r->base == out->base;
}

static int
refers(const struct replay_ctx *c, const struct record *r, size_t off)
{
	return off != REC_HELD && same_src(c, r) && off >= c->o->out->at;
}

/* Whether the n bytes at a and b are the same: words are a few bytes,
 * shorter than a call to memcmp. */
static inline int
same_bytes(const char *a, const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a[i] != b[i])
			return 0;
	return 1;
}

/* The canonical words of the ply at it, canon, into the canonical
 * record; the first opens the ply when open (a session's action, whose
 * ply holds no number).  Inline: it runs for every ply and action. */
REC_INLINE int
add_canonical_words(struct replay_ctx *c, const struct record *r,
    const struct rec_iter *it, const char *canon, int open)
{
	struct record *out = c->o->out;
	const char *p = canon, *q;
	struct pos none = { 0, 0 };
	size_t k = 0, len, off;
	int rv, same = same_src(c, r);

	for (;;) {
		while (*p == ' ')
			p++;
		for (q = p; *q != '\0' && *q != ' '; q++)
			;
		if (q == p)
			break;
		len = (size_t)(q - p);
		if (same && k < it->nw && it->w[k].len == len &&
		    (off = it->woff[k]) != REC_HELD && off >= out->at &&
		    same_bytes(it->w[k].s, p, len))
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
copy_tags(struct replay_ctx *c, const struct record *r)
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

int
canon_players(struct replay_ctx *c, const struct record *r)
{
	size_t i;

	for (i = 0; i < r->nplayers; i++)
		if (rec_add_player(c->o->out, r->players[i],
		    strlen(r->players[i]), r->playerpos[i]) < 0)
			return -1;
	return 0;
}

/* A board game's Players tag means nothing to its rules, and is kept
 * like any other tag. */
static int
copy_players(struct replay_ctx *c, const struct record *r)
{
	if (canon_players(c, r) < 0)
		return -1;
	c->o->out->has_players = r->has_players;
	c->o->out->playerspos = r->playerspos;
	return 0;
}

int
canon_start(struct replay_ctx *c, const struct record *r)
{
	struct record *out = c->o->out;

	rec_clear(out);
	out->file = r->file;
	rec_from(out, r->src, r->base, r->basepos);
	out->index = r->index;
	out->format = r->format;
	out->session = c->g->kind == GAME_SESSION;
	if (rec_set_string(&out->game, c->g->id, strlen(c->g->id)) < 0)
		return -1;
	if (out->session)
		return copy_tags(c, r);
	if (r->setup != NULL && rec_set_string(&out->setup, c->tmp.s,
	    c->tmp.len) < 0)
		return -1;
	if (copy_tags(c, r) < 0 || copy_players(c, r) < 0)
		return -1;
	return 0;
}

/*
 * A ply opens as the source's do where it can, so that the canonical
 * record is items from the source that its writers walk as fast as the
 * replay does: with the number from the source when it is the canonical
 * one, and a second side's ply, written after the first's on its line,
 * with its first word (no number) unless a comment stands before it,
 * which the writer follows with "12...".  The first ply always has its
 * number, and so has every first side's ply.
 */
int
canon_ply(struct replay_ctx *c, const struct record *r,
    const struct rec_iter *it, unsigned long i, const char *canon)
{
	struct record *out = c->o->out;
	unsigned long j = i + (unsigned long)c->offset;
	struct pos none = { 0, 0 };
	int after = out->ncomments != c->notes, rv;

	c->notes = out->ncomments;
	if (j % 2 == 1 && i > 0 && !after)
		return add_canonical_words(c, r, it, canon, 1);
	/* the source's number, digits then "." or "...", is the canonical
	 * one when it has its value and dots, and no leading 0 (nor so
	 * many digits that the value wrapped) */
	if (it->dots == (j % 2 ? 3 : 1) && it->num == (long)(j / 2 + 1) &&
	    refers(c, r, it->numw.off) && it->numw.len <= 20 &&
	    it->numw.s[0] != '0')
		rv = rec_src_number(out, out->base + it->numw.off,
		    it->numw.len);
	else
		rv = rec_add_ply(out, (long)(j / 2 + 1), j % 2 ? 3 : 1, none);
	if (rv < 0)
		return -1;
	return add_canonical_words(c, r, it, canon, 0);
}

int
canon_action(struct replay_ctx *c, const struct record *r,
    const struct rec_iter *it, const char *canon)
{
	return add_canonical_words(c, r, it, canon, 1);
}

int
canon_turn(struct replay_ctx *c, const struct record *r)
{
	struct pos none = { 0, 0 };
	struct record *out = c->o->out;

	if (refers(c, r, c->nword.off))
		return rec_src_turn(out, out->base + c->nword.off,
		    c->nword.len);
	return rec_add_turn(out, c->name.s, c->name.len, none);
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
int
canon_comment(struct replay_ctx *c, const struct record *r,
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
