/*
 * movetext: building a record's movetext, walking it, packing its tiny
 * words, putting YAML's comments in place, rec_own and rec_where, and
 * giving the pages walked back (see movetext.h: the items, and the item
 * stream at its end).
 *
 * Invariants: the items taken from src come in the order of their
 * bytes, each counted from where the last one ended (at); mv[0 .. cfrom)
 * is packed and what follows is not yet; a walk keeps a pointer into
 * src's buffer, which reads no more while the record is walked.
 */
/* MADV_DONTNEED, which POSIX leaves out (rec_iter_give_back) */
#define _DEFAULT_SOURCE

#include "movetext.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "buf.h"
#include "mem.h"
#include "rec.h"
#include "src.h"
#include "text.h"
#include "yscalar.h"

/*
 * The movetext (see movetext.h, and the item stream at its end).  An
 * item holding its text is REC_IT_HELD with what (below) as the rest of
 * its first varint, then: a ply its number and dots; a word, a turn
 * their length and bytes; a comment 1 + its ply (0 once in place), its
 * length and bytes; each then its position, the line (0: none) and the
 * column; X_OPEN is a word opening a ply with no number, in one item
 * where a ply and a word took two.  REC_IT_CTEXT has its offset from
 * base as the rest of its first varint, then its length and 1 + its ply
 * (0 once in place).
 * Neither moves at, so that they can be put anywhere: YAML's comments
 * and turns are put in place after the items around them.
 *
 * X_SCALAR is a ply whose words are those of a YAML scalar written
 * otherwise than its value (rec_src_scalar): then a varint of its
 * source's length << 4 | held << 3 | act << 2 | g, its gap from at
 * being g (g < 3) or a varint after (g == 3); when held, the value's
 * length and bytes.  It moves at past its source.  X_CSCALAR is a
 * comment whose text is such a scalar: 1 + its ply (0 once in place),
 * the scalar's offset from base and its source's length; like
 * REC_IT_CTEXT it does not move at.
 */
enum { X_PLY, X_WORD, X_TURN, X_NOTE, X_OPEN, X_SCALAR, X_CSCALAR };

/* The bytes the walk skips before a tiny word, and those that end it:
 * blanks and the punctuation around words in both encodings. */
const unsigned char rec_skip[256] = {
	[' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1, ['\f'] = 1, ['\v'] = 1,
	[','] = 1, [';'] = 1, [':'] = 1, ['"'] = 1, ['\''] = 1, ['['] = 1,
	[']'] = 1
};
const unsigned char rec_stop[256] = {
	[' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1, ['\f'] = 1, ['\v'] = 1,
	[','] = 1, [';'] = 1, [':'] = 1, ['"'] = 1, ['\''] = 1, ['['] = 1,
	[']'] = 1, ['{'] = 1, ['}'] = 1, ['\0'] = 1
};

static const char *base_bytes(const struct record *);
static void pack(struct record *);

/* Packing the movetext costs a walk of what is new, so it waits until
 * that is REC_PACK_AFTER bytes and more room is wanted: records of the
 * usual size are never packed, and a large one is packed as it grows,
 * not after (its unpacked movetext would be the peak). */
int
rec_grow_mv(struct record *r, size_t need)
{
	if (r->mv.len - r->cfrom >= REC_PACK_AFTER && !r->nopack &&
	    base_bytes(r) != NULL) {
		pack(r);
		if (r->mv.cap - r->mv.len > need)
			return 0;
	}
	return buf_reserve(&r->mv, need);
}

size_t
rec_varint(const char *s, size_t *i)
{
	return varint_get((const unsigned char *)s, i);
}

static void
put_bytes(struct record *r, const char *s, size_t len)
{
	memcpy(r->mv.s + r->mv.len, s, len);
	r->mv.len += len;
}

static void
put_pos(struct record *r, struct pos p)
{
	rec_put_varint(r, p.line);
	if (p.line != 0)
		rec_put_varint(r, p.col);
}

/* Room for an item of len bytes of text and a few varints. */
static int
room(struct record *r, size_t len)
{
	if (len > (size_t)-1 - 64 || rec_grow_mv(r, len + 64) < 0)
		return -1;
	return 0;
}

int
rec_add_ply(struct record *r, long num, int dots, struct pos numpos)
{
	if (room(r, 0) < 0)
		return -1;
	rec_put_varint(r, X_PLY << 3 | REC_IT_HELD);
	rec_put_varint(r, (size_t)num);
	rec_put_varint(r, (size_t)dots);
	put_pos(r, numpos);
	r->nplies++;
	return 0;
}

static int
add_text(struct record *r, int what, size_t pl, const char *s, size_t len,
    struct pos pos)
{
	if (room(r, len) < 0)
		return -1;
	rec_put_varint(r, (size_t)what << 3 | REC_IT_HELD);
	if (what == X_NOTE)
		rec_put_varint(r, pl);
	rec_put_varint(r, len);
	put_bytes(r, s, len);
	put_pos(r, pos);
	return 0;
}

int
rec_add_word(struct record *r, const char *s, size_t len, struct pos pos)
{
	if (add_text(r, X_WORD, 0, s, len, pos) < 0)
		return -1;
	r->nwords++;
	return 0;
}

int
rec_add_open(struct record *r, const char *s, size_t len, struct pos pos)
{
	if (add_text(r, X_OPEN, 0, s, len, pos) < 0)
		return -1;
	r->nplies++;
	r->nwords++;
	return 0;
}

int
rec_add_turn(struct record *r, const char *name, size_t len, struct pos pos)
{
	if (add_text(r, X_TURN, 0, name, len, pos) < 0)
		return -1;
	r->nturns++;
	return 0;
}

int
rec_add_comment(struct record *r, const char *s, size_t len, struct pos pos)
{
	if (add_text(r, X_NOTE, 0, s, len, pos) < 0)
		return -1;
	r->ncomments++;
	return 0;
}

int
rec_add_comment_at(struct record *r, size_t ply, const char *s, size_t len,
    struct pos pos)
{
	if (add_text(r, X_NOTE, ply + 1, s, len, pos) < 0)
		return -1;
	r->ncomments++;
	r->nloose++;
	return 0;
}

int
rec_src_scalar(struct record *r, size_t off, size_t srclen, int act,
    const char *held, size_t len, size_t nwords)
{
	size_t gap;

	if (off - r->base < r->at)
		return 1;
	gap = off - r->base - r->at;
	if (room(r, held != NULL ? len : 0) < 0)
		return -1;
	rec_put_varint(r, X_SCALAR << 3 | REC_IT_HELD);
	rec_put_varint(r, srclen << 4 | (size_t)(held != NULL) << 3 |
	    (size_t)(act != 0) << 2 | (gap < 3 ? gap : 3));
	if (gap >= 3)
		rec_put_varint(r, gap);
	if (held != NULL) {
		rec_put_varint(r, len);
		put_bytes(r, held, len);
	}
	r->at = off - r->base + srclen;
	r->nplies++;
	r->nwords += nwords;
	return 0;
}

int
rec_src_cscalar(struct record *r, size_t pl, size_t off, size_t srclen)
{
	if (room(r, 0) < 0)
		return -1;
	rec_put_varint(r, X_CSCALAR << 3 | REC_IT_HELD);
	rec_put_varint(r, pl);
	rec_put_varint(r, off - r->base);
	rec_put_varint(r, srclen);
	r->ncomments++;
	r->nloose += pl > 0;
	return 0;
}

void
rec_from(struct record *r, const struct src *src, size_t off, struct pos pos)
{
	r->src = src;
	r->base = off;
	r->basepos = pos;
	r->at = 0;
	r->cfrom = r->cat = 0;
}

int
rec_src_turn(struct record *r, size_t off, size_t len)
{
	if (rec_src_item(r, REC_IT_TURN, off, len) < 0)
		return -1;
	r->nturns++;
	return 0;
}

int
rec_src_comment(struct record *r, size_t off, size_t len)
{
	if (rec_src_item(r, REC_IT_NOTE, off, len) < 0)
		return -1;
	r->ncomments++;
	return 0;
}

static void
put_ctext(struct record *r, size_t rel, size_t len, size_t pl)
{
	rec_put_varint(r, rel << 3 | REC_IT_CTEXT);
	rec_put_varint(r, len);
	rec_put_varint(r, pl);
}

int
rec_src_comment_at(struct record *r, size_t ply, size_t off, size_t len)
{
	if (room(r, 0) < 0)
		return -1;
	put_ctext(r, off - r->base, len, ply + 1);
	r->ncomments++;
	r->nloose++;
	return 0;
}

int
rec_src_text(struct record *r, size_t off, size_t len)
{
	if (room(r, 0) < 0)
		return -1;
	put_ctext(r, off - r->base, len, 0);
	r->ncomments++;
	return 0;
}

/* The position of the byte off from r's base, walking on from *c (off
 * and pos), or from base when c is past it: c is moved there. */
struct walkpos {
	size_t		off;
	struct pos	pos;
};

static struct pos walk_to(const struct record *, struct walkpos *, size_t);

/* One item, as movetext.c sees it. */
enum { I_WORD, I_OPEN, I_NUM, I_XPLY, I_TURN, I_NOTE, I_TEXT, I_SCALAR };

struct item {
	int		 what;
	struct rec_word	 w;		/* I_SCALAR: its source (off) and its
					 * value held, or its source again */
	size_t		 slen;		/* I_SCALAR: its source's length, */
	int		 act;		/* split at ',' and ';' too, */
	int		 decode;	/* its value from its source */
	long		 num;		/* I_XPLY */
	int		 dots;
	size_t		 pl;		/* I_TEXT: 1 + its ply, or 0 */
	size_t		 i, e;		/* its bytes in mv (not in a pack) */
	int		 kind;		/* its REC_IT_ */
};

static struct pos
get_pos(const char *s, size_t *i)
{
	struct pos p = { 0, 0 };

	if ((p.line = rec_varint(s, i)) != 0)
		p.col = rec_varint(s, i);
	return p;
}

/* The bytes at r's base (for its items from src). */
static const char *
base_bytes(const struct record *r)
{
	return r->src != NULL && r->src->buf != NULL ?
	    r->src->buf + r->base : NULL;
}

/* The item of r at p, which moves past it; b: base_bytes(r). */
static void
next_item(const struct record *r, const char *b, struct rec_at *p,
    struct item *x)
{
	const char *s = r->mv.s;
	size_t t, a, gap, len;

	memset(x, 0, sizeof(*x));
	if (p->pn == 0) {
		x->i = p->i;
		t = rec_varint(s, &p->i);
		x->kind = (int)(t & 7);
		a = t >> 3;
		if (x->kind != REC_IT_PACK)
			goto whole;
		if (a < REC_PACK3) {
			p->pn = (unsigned)(a >> 8) + 1;
			p->pb = (unsigned)(a & 0xff);
		} else {
			a -= REC_PACK3;
			p->pn = (unsigned)(a / REC_PACK3_CODES) + 1;
			p->pb = REC_PB3 | (unsigned)(a % REC_PACK3_CODES);
		}
	}
	/* a tiny word */
	if (p->pb & REC_PB3) {
		t = (p->pb & ~REC_PB3) % 3;
		p->pb = REC_PB3 | (p->pb & ~REC_PB3) / 3;
	} else {
		t = p->pb & 1;
		p->pb >>= 1;
	}
	x->kind = t == 2 ? REC_IT_TURN : t ? REC_IT_PLY : REC_IT_WORD;
	x->what = t == 2 ? I_TURN : t ? I_OPEN : I_WORD;
	x->i = x->e = REC_NONE;
	x->w.off = rec_tiny(b, &p->at, &x->w.len);
	x->w.s = b + x->w.off;
	p->pn--;
	return;
whole:
	switch (x->kind) {
	case REC_IT_CTEXT:
		x->what = I_TEXT;
		x->w.off = a;
		x->w.len = rec_varint(s, &p->i);
		x->w.s = b + a;
		x->pl = rec_varint(s, &p->i);
		break;
	case REC_IT_HELD:
		x->w.off = REC_HELD;
		if (a == X_SCALAR) {
			t = rec_varint(s, &p->i);
			x->what = I_SCALAR;
			x->slen = t >> 4;
			x->act = (int)(t >> 2 & 1);
			x->decode = !(t & 8);
			x->w.off = p->at + ((t & 3) < 3 ? (t & 3) :
			    rec_varint(s, &p->i));
			p->at = x->w.off + x->slen;
			if (x->decode) {
				x->w.s = b + x->w.off;
				x->w.len = x->slen;
			} else {
				x->w.len = rec_varint(s, &p->i);
				x->w.s = s + p->i;
				p->i += x->w.len;
			}
			break;
		}
		if (a == X_CSCALAR) {
			x->what = I_TEXT;
			x->pl = rec_varint(s, &p->i);
			x->w.off = rec_varint(s, &p->i);
			x->slen = x->w.len = rec_varint(s, &p->i);
			x->w.s = b + x->w.off;
			x->decode = 1;
			break;
		}
		if (a == X_PLY) {
			x->what = I_XPLY;
			x->num = (long)rec_varint(s, &p->i);
			x->dots = (int)rec_varint(s, &p->i);
			x->w.pos = get_pos(s, &p->i);
			break;
		}
		x->what = a == X_NOTE ? I_TEXT : a == X_TURN ? I_TURN :
		    a == X_OPEN ? I_OPEN : I_WORD;
		if (a == X_NOTE)
			x->pl = rec_varint(s, &p->i);
		x->w.len = rec_varint(s, &p->i);
		x->w.s = s + p->i;
		p->i += x->w.len;
		x->w.pos = get_pos(s, &p->i);
		break;
	default:
		len = a >> 2;
		gap = (a & 3) < 3 ? (a & 3) + 1 : rec_varint(s, &p->i);
		x->w.off = p->at + gap;
		x->w.len = len;
		x->w.s = b + x->w.off;
		p->at = x->w.off + len;
		x->what = x->kind == REC_IT_WORD ? I_WORD :
		    x->kind == REC_IT_PLY ? I_OPEN :
		    x->kind == REC_IT_NUM ? I_NUM :
		    x->kind == REC_IT_TURN ? I_TURN : I_NOTE;
		break;
	}
	x->e = p->i;
}

static int
at_end(const struct record *r, const struct rec_at *p)
{
	return p->pn == 0 && p->i >= r->mv.len;
}

static int
opens_ply(int what)
{
	return what == I_OPEN || what == I_NUM || what == I_XPLY ||
	    what == I_SCALAR;
}

static int
is_comment(int what)
{
	return what == I_NOTE || what == I_TEXT;
}

/* Whether the len bytes at s, a move number as the reader takes it
 * (digits, then "." or "..."), are as "%ld." writes it back ("%ld..."
 * too when three is set): no leading 0, and not too long for a long. */
static inline int
plain_number(const char *s, size_t len, int three)
{
	if (s[len - 2] == '.')
		return three && len >= 4 && len <= 21 &&
		    (s[0] != '0' || len == 4);
	return len >= 2 && len <= 19 && (s[0] != '0' || len == 2);
}

const char *
rec_src_span(const struct record *r, char nl, size_t *len)
{
	const char *p = r->mv.s, *b = base_bytes(r);
	size_t i = 0, n = r->mv.len, at = 0, off, from = 0, t, a, l, nw = 0;
	int kind, first = 1;

	if (b == NULL || n == 0)
		return NULL;
	while (i < n) {
		t = rec_iter_varint(p, &i);
		kind = (int)(t & 7);
		a = t >> 3;
		l = a >> 2;
		if (kind > REC_IT_NUM)
			return NULL;
		if (first) {
			/* the first: wherever it is */
			off = at + ((a & 3) < 3 ? (a & 3) + 1 :
			    rec_iter_varint(p, &i));
			from = off;
		} else {
			if ((a & 3) != 0)
				return NULL;
			off = at + 1;
			if (b[at] != (kind == REC_IT_NUM ? nl : ' '))
				return NULL;
		}
		if (kind == REC_IT_NUM ? !plain_number(b + off, l, first) :
		    (nw = kind == REC_IT_PLY ? 1 : nw + 1) > REC_PLY_WORDS)
			return NULL;
		if (kind == REC_IT_NUM)
			nw = 0;
		at = off + l;
		first = 0;
	}
	*len = at - from;
	return b + from;
}

const char *
rec_src_turn_span(const struct record *r, char nl, size_t *len)
{
	const char *p = r->mv.s, *b = base_bytes(r);
	size_t i = 0, n = r->mv.len, at = 0, off, from = 0, t, a, l, nw = 0;
	int kind, last = -1;

	if (b == NULL || n == 0)
		return NULL;
	while (i < n) {
		t = rec_iter_varint(p, &i);
		kind = (int)(t & 7);
		a = t >> 3;
		l = a >> 2;
		if (kind != REC_IT_TURN && kind != REC_IT_PLY &&
		    kind != REC_IT_WORD)
			return NULL;
		if (last < 0) {
			if (kind != REC_IT_TURN)
				return NULL;
			off = at + ((a & 3) < 3 ? (a & 3) + 1 :
			    rec_iter_varint(p, &i));
			from = off;
		} else if (last == REC_IT_TURN) {
			/* "Name: " and the turn's first action */
			if ((a & 3) != 1 || kind != REC_IT_PLY ||
			    b[at] != ':' || b[at + 1] != ' ')
				return NULL;
			off = at + 2;
		} else {
			if ((a & 3) != 0 || b[at] != (kind == REC_IT_TURN ?
			    nl : ' '))
				return NULL;
			off = at + 1;
		}
		if (kind == REC_IT_PLY)
			nw = 1;
		else if (kind == REC_IT_WORD && ++nw > REC_PLY_WORDS)
			return NULL;
		at = off + l;
		last = kind;
	}
	if (last == REC_IT_TURN)
		return NULL;
	*len = at - from;
	return b + from;
}

/* The bytes a quoted string holds as they are, in JSON and in YAML's
 * double quotes alike: printable ASCII but '"' and '\\'. */
static const unsigned char quote_plain[256] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
};

int
rec_src_quoted(const struct record *r, struct buf *b, const char *sep,
    rec_turn_fn *turn, void *ctx)
{
	const unsigned char *w = (const unsigned char *)base_bytes(r), *x;
	size_t i = 0, n = r->mv.len, at = 0, off, t, a, l, k, nw = 0;
	size_t slen = strlen(sep), most, mark = b->len;
	int kind, open = 0, any = 0, first = 1, rv;
	char *q;

	if (w == NULL || n == 0 || slen < 1 || slen > 2)
		return 1;
	/* room for the plies at once: the words are at most the bytes up
	 * to the last, and each item adds a blank, or a quote, sep and a
	 * quote (a turn makes its own room, and this again after) */
	if (r->at > SIZE_MAX / 2 || n > SIZE_MAX / 2 / (slen + 3))
		return -1;
	most = r->at + n * (slen + 3) + 2;
	if (b->cap - b->len <= most && buf_reserve(b, most) < 0)
		return -1;
	q = b->s + b->len;
	while (i < n) {
		t = rec_iter_varint(r->mv.s, &i);
		kind = (int)(t & 7);
		a = t >> 3;
		l = a >> 2;
		if (kind > (turn != NULL ? REC_IT_TURN : REC_IT_NUM) ||
		    (turn != NULL && (kind == REC_IT_NUM ||
		    (first && kind != REC_IT_TURN))))
			goto not_so;
		off = at + ((a & 3) < 3 ? (a & 3) + 1 :
		    rec_iter_varint(r->mv.s, &i));
		at = off + l;
		if (kind == REC_IT_TURN) {
			if (open)
				*q++ = '"';
			open = any = 0;
			b->len = (size_t)(q - b->s);
			if ((rv = turn(ctx, b, (const char *)w + off, l,
			    first)) != 0) {
				b->len = mark;
				b->s[mark] = '\0';
				return rv;
			}
			first = 0;
			if (b->cap - b->len <= most &&
			    buf_reserve(b, most) < 0) {
				b->len = mark;
				b->s[mark] = '\0';
				return -1;
			}
			q = b->s + b->len;
			continue;
		}
		if (kind != REC_IT_WORD || !open) {
			/* a ply opens */
			if (open)
				*q++ = '"';
			if (any) {
				*q++ = sep[0];
				if (slen > 1)
					*q++ = sep[1];
			}
			*q++ = '"';
			open = any = 1;
			nw = 0;
			if (kind == REC_IT_NUM)
				continue;
		}
		if (++nw > REC_PLY_WORDS)
			goto not_so;
		if (nw > 1)
			*q++ = ' ';
		for (x = w + off, k = 0; k < l; k++) {
			if (!quote_plain[x[k]])
				goto not_so;
			q[k] = (char)x[k];
		}
		q += l;
	}
	if (open)
		*q++ = '"';
	*q = '\0';
	b->len = (size_t)(q - b->s);
	return 0;
not_so:
	b->len = mark;
	b->s[mark] = '\0';
	return 1;
}

void
rec_iter_init(struct rec_iter *it, const struct record *r)
{
	memset(it, 0, sizeof(*it));
	it->r = r;
	/* the src reads no more while its record is walked */
	it->b = base_bytes(r);
	buf_init(&it->tbuf);
	buf_init(&it->sbuf);
	it->w = it->w0;
	it->woff = it->woff0;
	it->wpos = it->wpos0;
	it->wcap = REC_ITER_WORDS;
}

void
rec_iter_release(struct rec_iter *it)
{
	if (it->w != it->w0)
		mem_free(it->w);
	if (it->woff != it->woff0)
		mem_free(it->woff);
	if (it->wpos != it->wpos0)
		mem_free(it->wpos);
	buf_release(&it->tbuf);
	buf_release(&it->sbuf);
	it->w = it->w0;
	it->woff = it->woff0;
	it->wpos = it->wpos0;
	it->wcap = REC_ITER_WORDS;
}

/* Given back in steps of at least this many bytes: a system call per
 * 64 KiB walked. */

void
rec_iter_give_back_more(struct rec_iter *it)
{
	static size_t page;
	size_t keep = it->p.i;
	uintptr_t from, to;

	if (keep - it->given < REC_GIVE_STEP)
		return;
	/* what a walk still comes back to: the comments put off */
	if (it->defer) {
		if (it->d.i < keep)
			keep = it->d.i;
		if (it->defer >= 2 && it->rs.i < keep)
			keep = it->rs.i;
	}
	if (keep - it->given < REC_GIVE_STEP)
		return;
#ifdef MADV_DONTNEED
	if (page == 0) {
		long n = sysconf(_SC_PAGESIZE);

		page = n > 0 ? (size_t)n : 4096;
	}
	/* whole pages inside mv[given .. keep): the allocator's own words
	 * lie outside mv */
	from = ((uintptr_t)it->r->mv.s + it->given + page - 1) & ~(page - 1);
	to = ((uintptr_t)it->r->mv.s + keep) & ~(page - 1);
	if (to > from) {
		(void)madvise((void *)from, to - from, MADV_DONTNEED);
		/* the page keep is in goes next time */
		it->given = (size_t)(to - (uintptr_t)it->r->mv.s);
	}
#else
	(void)page;
	(void)from;
	(void)to;
#endif
}

struct rec_word
rec_iter_word(const struct rec_iter *it, size_t k)
{
	struct rec_word w;

	w.s = it->w[k].s;
	w.len = it->w[k].len;
	w.off = it->woff[k];
	w.pos.line = w.pos.col = 0;
	if (w.off == REC_HELD)
		w.pos = it->wpos[k];
	return w;
}

int
rec_iter_grow(struct rec_iter *it)
{
	size_t cap = 2 * it->wcap;
	struct word *w;
	size_t *o;
	struct pos *p;

	/* each array is copied out of it the first time; wcap grows once
	 * all three have */
	if ((w = mem_array(it->w == it->w0 ? NULL : it->w, cap,
	    sizeof(*w))) == NULL)
		return -1;
	if (it->w == it->w0)
		memcpy(w, it->w0, sizeof(it->w0));
	it->w = w;
	if ((o = mem_array(it->woff == it->woff0 ? NULL : it->woff, cap,
	    sizeof(*o))) == NULL)
		return -1;
	if (it->woff == it->woff0)
		memcpy(o, it->woff0, sizeof(it->woff0));
	it->woff = o;
	if ((p = mem_array(it->wpos == it->wpos0 ? NULL : it->wpos, cap,
	    sizeof(*p))) == NULL)
		return -1;
	if (it->wpos == it->wpos0)
		memcpy(p, it->wpos0, sizeof(it->wpos0));
	it->wpos = p;
	it->wcap = cap;
	return 0;
}

static int
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' ||
	    c == '\v';
}

/* The text of a comment or a name, NUL-terminated in tbuf. */
static int
show_text(struct rec_iter *it, const struct item *x)
{
	const char *s = x->w.s;
	size_t len = x->w.len;

	if (x->what == I_NOTE && len > 0 && s[0] == '{') {
		s++;
		len -= len >= 2 ? 2 : 1;
	} else if (x->what == I_NOTE && len > 0) {
		s++;
		len--;
		while (len > 0 && is_blank(s[0])) {
			s++;
			len--;
		}
		while (len > 0 && is_blank(s[len - 1]))
			len--;
	}
	buf_clear(&it->tbuf);
	it->tscalar = 0;
	if (x->decode) {
		/* a YAML scalar's value, from its source (the reader made
		 * sure that this gives libyaml's) */
		if (yscalar_decode(s, len, &it->tbuf) <= 0)
			return -1;
		it->tscalar = len;
		len = it->tbuf.len;
	} else if (buf_add(&it->tbuf, s, len) < 0)
		return -1;
	if (buf_reserve(&it->tbuf, 0) < 0)
		return -1;
	it->text = x->w;
	it->text.s = it->tbuf.s;
	it->text.len = len;
	return 0;
}

static int
show_comment(struct rec_iter *it, const struct item *x)
{
	if (show_text(it, x) < 0)
		return -1;
	it->kind = REC_COMMENT;
	it->ply = x->pl > 0 ? x->pl - 1 : it->np;
	return 1;
}

static int
show_turn(struct rec_iter *it, const struct item *x)
{
	if (show_text(it, x) < 0)
		return -1;
	it->kind = REC_TURN;
	it->ply = it->np;
	return 1;
}

/* "12." or "12...": the number and its dots. */
static void
number(struct rec_iter *it, const struct rec_word *w)
{
	size_t k, dots = w->len >= 2 && w->s[w->len - 2] == '.' ? 3 : 1;
	long v = 0;

	for (k = 0; k + dots < w->len; k++)
		v = v * 10 + (w->s[k] - '0');
	it->num = v;
	it->dots = (int)dots;
	it->numw = *w;
}

/* the word arrays double from REC_ITER_WORDS, and stop at the most */
_Static_assert(REC_PLY_WORDS % REC_ITER_WORDS == 0 &&
    ((REC_PLY_WORDS / REC_ITER_WORDS) &
    (REC_PLY_WORDS / REC_ITER_WORDS - 1)) == 0, "REC_PLY_WORDS");

int
rec_iter_over(struct rec_iter *it, size_t nw, const char *s, size_t len,
    size_t off)
{
	if (nw == REC_PLY_WORDS) {
		it->over.s = s;
		it->over.len = len;
		it->over.off = off;
		it->over.pos.line = it->over.pos.col = 0;
	}
	return 0;
}

static int
put_word(struct rec_iter *it, const struct rec_word *w)
{
	if (it->nw >= REC_PLY_WORDS) {
		if (it->nover++ == 0)
			it->over = *w;
		return 0;
	}
	if (rec_iter_put(it, it->nw, w->s, w->len, w->off) < 0)
		return -1;
	it->wpos[it->nw] = w->pos;
	it->nw++;
	return 0;
}

static int
is_word_sep(char c, int act)
{
	return c == ' ' || c == '\t' || (act && (c == ',' || c == ';'));
}

/* The words of the scalar x, a ply's: its value is held, or worked out
 * from its source, and each word is where the scalar starts. */
static int
show_scalar(struct rec_iter *it, const struct item *x)
{
	struct walkpos c = { it->wcoff, it->wcpos };
	struct rec_word w;
	const char *s = x->w.s;
	size_t n = x->w.len, i = 0, j;

	if (x->decode) {
		buf_clear(&it->sbuf);
		/* the reader made sure that this gives libyaml's value */
		if (yscalar_decode(s, n, &it->sbuf) <= 0)
			return -1;
		s = it->sbuf.s;
		n = it->sbuf.len;
	}
	w.off = REC_HELD;
	w.pos = walk_to(it->r, &c, x->w.off);
	it->wcoff = c.off;
	it->wcpos = c.pos;
	for (;;) {
		while (i < n && is_word_sep(s[i], x->act))
			i++;
		if (i == n)
			return 0;
		for (j = i + 1; j < n && !is_word_sep(s[j], x->act); j++)
			;
		w.s = s + i;
		w.len = j - i;
		if (put_word(it, &w) < 0)
			return -1;
		i = j;
	}
}

/* The rest of the ply being shown, from it->p: its words up to the next
 * ply or turn, any items; comments among them are put off. */
static int
ply_rest(struct rec_iter *it)
{
	const struct record *r = it->r;
	struct rec_at q;
	struct item y;

	while (!at_end(r, &it->p)) {
		q = it->p;
		next_item(r, it->b, &q, &y);
		if (y.what == I_WORD) {
			if (put_word(it, &y.w) < 0)
				return -1;
		} else if (is_comment(y.what)) {
			if (!it->defer) {
				it->defer = 1;
				it->d = it->p;
			}
		} else
			break;
		it->p = q;
	}
	if (it->defer)
		it->de = it->p;
	return 1;
}

int
rec_iter_tail(struct rec_iter *it)
{
	return ply_rest(it);
}

static int
same_at(const struct rec_at *a, const struct rec_at *b)
{
	return a->i == b->i && a->pn == b->pn;
}

int
rec_iter_more(struct rec_iter *it)
{
	const struct record *r = it->r;
	struct rec_at q, e, c;
	struct item x, y;
	int turns, notes;

	if (it->defer == 1 || it->defer == 2) {
		/* the comments that stood inside the ply just shown, or
		 * those of a run of turns and comments */
		while (!same_at(&it->d, &it->de)) {
			next_item(r, it->b, &it->d, &x);
			if (is_comment(x.what))
				return show_comment(it, &x);
		}
		if (it->defer == 2) {
			it->defer = 3;
			it->d = it->rs;
		} else
			it->defer = 0;
	}
	if (it->defer == 3) {
		/* then the run's turns */
		while (!same_at(&it->d, &it->de)) {
			next_item(r, it->b, &it->d, &x);
			if (x.what == I_TURN)
				return show_turn(it, &x);
		}
		it->defer = 0;
		it->p = it->de;
	}
	if (at_end(r, &it->p))
		return 0;
	q = it->p;
	next_item(r, it->b, &q, &x);
	if (x.what == I_TURN || is_comment(x.what)) {
		if (it->inrun && !same_at(&it->p, &it->rend)) {
			/* in a run already looked at: as it comes */
			it->p = q;
			return x.what == I_TURN ? show_turn(it, &x) :
			    show_comment(it, &x);
		}
		/* a run of turns and comments with no ply between: its
		 * comments stand before its turns, and come first */
		e = it->p;
		turns = notes = 0;
		while (!at_end(r, &e)) {
			c = e;
			next_item(r, it->b, &c, &y);
			if (y.what == I_TURN)
				turns++;
			else if (is_comment(y.what))
				notes++;
			else
				break;
			e = c;
		}
		if (turns > 0 && notes > 0) {
			it->defer = 2;
			it->rs = it->d = it->p;
			it->de = e;
			return rec_iter_more(it);
		}
		it->inrun = 1;
		it->rend = e;
		it->p = q;
		return x.what == I_TURN ? show_turn(it, &x) :
		    show_comment(it, &x);
	}
	it->inrun = 0;
	/* a ply whose first item is not from src, or a stray word */
	it->kind = REC_PLY;
	it->ply = it->np++;
	it->nw = 0;
	it->nover = 0;
	it->num = 0;
	it->dots = 0;
	memset(&it->numw, 0, sizeof(it->numw));
	it->numw.off = REC_HELD;
	if (x.what == I_NUM)
		number(it, &x.w);
	else if (x.what == I_XPLY) {
		it->num = x.num;
		it->dots = x.dots;
		it->numw.pos = x.w.pos;
	} else if (x.what == I_SCALAR) {
		if (show_scalar(it, &x) < 0)
			return -1;
	} else if (put_word(it, &x.w) < 0)
		return -1;
	it->p = q;
	return ply_rest(it);
}

int
rec_iter_text(const struct rec_iter *it, struct buf *b)
{
	size_t k;

	buf_clear(b);
	if (buf_reserve(b, 0) < 0)
		return -1;
	for (k = 0; k < it->nw; k++)
		if ((k > 0 && buf_putc(b, ' ') < 0) ||
		    buf_add(b, it->w[k].s, it->w[k].len) < 0)
			return -1;
	return 0;
}

static struct pos
walk_to(const struct record *r, struct walkpos *c, size_t off)
{
	const char *b = base_bytes(r), *p, *end, *nl;

	if (c->off > off || c->pos.line == 0) {
		c->off = 0;
		c->pos = r->basepos;
	}
	p = b + c->off;
	end = b + off;
	while ((nl = memchr(p, '\n', (size_t)(end - p))) != NULL) {
		c->pos.line++;
		c->pos.col = 1;
		p = nl + 1;
	}
	c->pos.col += text_cols(p, (size_t)(end - p));
	c->off = off;
	return c->pos;
}

struct pos
rec_where(const struct record *r, const struct rec_word *w)
{
	struct walkpos c = { 0, { 0, 0 } };

	if (w->off == REC_HELD || base_bytes(r) == NULL)
		return w->off == REC_HELD ? w->pos : c.pos;
	return walk_to(r, &c, w->off);
}

int
rec_first_word(const struct record *r, struct rec_word *w)
{
	struct rec_at p = { 0, 0, 0, 0 };
	struct item x;

	while (!at_end(r, &p)) {
		next_item(r, base_bytes(r), &p, &x);
		if (x.what == I_SCALAR) {
			/* the scalar, in the source */
			w->s = base_bytes(r) + x.w.off;
			w->len = x.slen;
			w->off = x.w.off;
			w->pos.line = w->pos.col = 0;
			return 1;
		}
		if (x.what == I_WORD || x.what == I_OPEN) {
			*w = x.w;
			return 1;
		}
	}
	return 0;
}

int
rec_own(struct record *r)
{
	struct record d;
	struct rec_iter it;
	struct walkpos c = { 0, { 0, 0 } };
	struct pos p;
	size_t k;
	int rv;

	rec_init(&d);
	rec_iter_init(&it, r);
	/* positions found along the way: items come in the order of their
	 * bytes, but for the comments put after a ply or before turns */
#define WHERE(w)	((w).off == REC_HELD ? (w).pos : walk_to(r, &c, (w).off))
	while ((rv = rec_iter_next(&it)) > 0) {
		switch (it.kind) {
		case REC_PLY:
			p = it.dots ? WHERE(it.numw) : (struct pos){ 0, 0 };
			if (rec_add_ply(&d, it.num, it.dots, p) < 0)
				rv = -1;
			for (k = 0; rv > 0 && k < it.nw; k++) {
				struct rec_word w = rec_iter_word(&it, k);

				if (rec_add_word(&d, w.s, w.len, WHERE(w)) < 0)
					rv = -1;
			}
			break;
		case REC_TURN:
			if (rec_add_turn(&d, it.text.s, it.text.len,
			    WHERE(it.text)) < 0)
				rv = -1;
			break;
		case REC_COMMENT:
			if (rec_add_comment_at(&d, it.ply, it.text.s,
			    it.text.len, WHERE(it.text)) < 0)
				rv = -1;
			break;
		}
		if (rv < 0)
			break;
	}
#undef WHERE
	rec_iter_release(&it);
	if (rv == 0 && rec_place_comments(&d) < 0)
		rv = -1;
	if (rv < 0) {
		buf_release(&d.mv);
		return -1;
	}
	buf_release(&r->mv);
	r->mv = d.mv;
	r->base = r->at = 0;
	r->cfrom = r->mv.len;
	r->cat = 0;
	return 0;
}

/* Whether the walk finds the word at off (len bytes) as a tiny word from
 * at, in the len bytes at b. */
static int
tiny(const unsigned char *b, size_t end, size_t at, size_t off, size_t len)
{
	size_t k;

	if (len == 0 || off + len >= end || !rec_stop[b[off + len]])
		return 0;
	for (k = at; k < off; k++)
		if (!rec_skip[b[k]])
			return 0;
	for (k = off; k < off + len; k++)
		if (rec_stop[b[k]])
			return 0;
	return 1;
}

/* A run of n tiny words whose items are mv[i .. e), to w: packed from 3
 * on, else as they are; code has their kinds in base 3 (0 a word, 1 one
 * opening a ply, 2 a turn's name), the first lowest.  Returns where the
 * output goes on. */
static size_t
put_run(struct record *r, size_t w, size_t i, size_t e, unsigned n,
    unsigned code, int turns)
{
	size_t t, a = 0;
	unsigned k, c, bits = 0;

	if (n < 3) {
		memmove(r->mv.s + w, r->mv.s + i, e - i);
		return w + (e - i);
	}
	if (turns) {
		a = REC_PACK3 + (size_t)(n - 1) * REC_PACK3_CODES + code;
		t = a << 3 | REC_IT_PACK;	/* three bytes */
		r->mv.s[w] = (char)(t | 0x80);
		r->mv.s[w + 1] = (char)(t >> 7 | 0x80);
		r->mv.s[w + 2] = (char)(t >> 14);
		return w + 3;
	}
	for (k = 0; k < n; k++, code /= 3) {
		c = code % 3;
		bits |= c << k;
	}
	t = ((size_t)(n - 1) << 8 | bits) << 3 | REC_IT_PACK;
	r->mv.s[w] = (char)(t | 0x80);
	r->mv.s[w + 1] = (char)(t >> 7);
	return w + 2;
}

/* Pack the tiny words of mv[cfrom ..] (see movetext.h, the item stream), in
 * place: the output is never longer than what it replaces. */
static void
pack(struct record *r)
{
	const char *b = base_bytes(r);
	size_t end = r->src->len - r->base, w = r->cfrom, ri = 0, before;
	struct rec_at p;
	struct item x;
	unsigned n = 0, code = 0, digit = 1, c;
	int turns = 0;

	p.i = r->cfrom;
	p.at = r->cat;
	p.pn = p.pb = 0;
	while (p.i < r->mv.len) {
		before = p.at;
		next_item(r, b, &p, &x);
		if ((x.kind == REC_IT_WORD || x.kind == REC_IT_PLY ||
		    x.kind == REC_IT_TURN) &&
		    x.i != REC_NONE && x.w.off != REC_HELD &&
		    tiny((const unsigned char *)b, end, before, x.w.off,
		    x.w.len)) {
			if (n == 0)
				ri = x.i;
			c = x.kind == REC_IT_TURN ? 2 : x.kind == REC_IT_PLY;
			turns |= c == 2;
			code += c * digit;
			digit *= 3;
			if (++n == REC_PACK_MAX) {
				w = put_run(r, w, ri, x.e, n, code, turns);
				n = code = 0;
				digit = 1;
				turns = 0;
			}
			continue;
		}
		if (n > 0) {
			w = put_run(r, w, ri, x.i, n, code, turns);
			n = code = 0;
			digit = 1;
			turns = 0;
		}
		/* anything else as it is (there are no packs here yet) */
		memmove(r->mv.s + w, r->mv.s + x.i, x.e - x.i);
		w += x.e - x.i;
	}
	if (n > 0)
		w = put_run(r, w, ri, r->mv.len, n, code, turns);
	r->mv.len = w;
	r->cfrom = w;
	r->cat = p.at;
}

/* A comment to put in place: where its item is in mv, and its ply. */
struct loose {
	size_t	 i;
	size_t	 ply;
};

static int
cmp_loose(const void *a, const void *b)
{
	const struct loose *x = a, *y = b;

	if (x->ply != y->ply)
		return x->ply < y->ply ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/* Append the comment whose item is at byte i of r to nb, in place. */
static int
put_placed(const struct record *r, size_t i, struct record *nb)
{
	struct rec_at p = { 0, 0, 0, 0 };
	struct item x;

	p.i = i;
	next_item(r, base_bytes(r), &p, &x);
	if (room(nb, x.w.len) < 0)
		return -1;
	if (x.decode) {
		rec_put_varint(nb, X_CSCALAR << 3 | REC_IT_HELD);
		rec_put_varint(nb, 0);
		rec_put_varint(nb, x.w.off);
		rec_put_varint(nb, x.slen);
	} else if (x.w.off == REC_HELD) {
		rec_put_varint(nb, X_NOTE << 3 | REC_IT_HELD);
		rec_put_varint(nb, 0);
		rec_put_varint(nb, x.w.len);
		put_bytes(nb, x.w.s, x.w.len);
		put_pos(nb, x.w.pos);
	} else
		put_ctext(nb, x.w.off, x.w.len, 0);
	return 0;
}

int
rec_place_comments(struct record *r)
{
	const struct src *src = r->src;
	struct loose *v = NULL;
	struct record nb;
	struct rec_at p = { 0, 0, 0, 0 };
	struct item x;
	size_t n = 0, cap = 0, k = 0, opened = 0;
	int rv = 0;

	if (r->nloose == 0)
		return 0;
	while (!at_end(r, &p)) {
		next_item(r, base_bytes(r), &p, &x);
		if (x.what == I_TEXT && x.pl > 0) {
			if (mem_grow(&v, &cap, n + 1, sizeof(*v)) < 0) {
				mem_free(v);
				return -1;
			}
			v[n].i = x.i;
			v[n++].ply = x.pl - 1;
		}
	}
	qsort(v, n, sizeof(*v), cmp_loose);
	/* every other item again, the same (packs are made anew: a
	 * comment may come inside one), and before the turn or ply that
	 * follows a comment's ply, the comment */
	rec_init(&nb);
	nb.src = src;
	nb.base = r->base;
	nb.basepos = r->basepos;
	memset(&p, 0, sizeof(p));
	while (rv == 0 && !at_end(r, &p)) {
		next_item(r, base_bytes(r), &p, &x);
		if (x.what == I_TEXT && x.pl > 0)
			continue;
		if (opens_ply(x.what) || x.what == I_TURN)
			for (; k < n && v[k].ply <= opened; k++)
				if (put_placed(r, v[k].i, &nb) < 0) {
					rv = -1;
					break;
				}
		opened += opens_ply(x.what);
		if (rv < 0)
			break;
		if (x.i == REC_NONE && x.kind == REC_IT_TURN) {
			/* a turn's name from a pack */
			if (rec_src_item(&nb, REC_IT_TURN, r->base + x.w.off,
			    x.w.len) < 0)
				rv = -1;
		} else if (x.i == REC_NONE || x.kind == REC_IT_WORD ||
		    x.kind == REC_IT_PLY) {
			if (x.w.off == REC_HELD) {
				/* (a held word is never in a pack) */
				if (rec_grow_mv(&nb, x.e - x.i) < 0)
					rv = -1;
				else
					put_bytes(&nb, r->mv.s + x.i, x.e - x.i);
			} else if (rec_src_word(&nb, r->base + x.w.off,
			    x.w.len, x.kind == REC_IT_PLY) < 0)
				rv = -1;
		} else if (x.kind == REC_IT_NUM || x.kind == REC_IT_TURN ||
		    x.kind == REC_IT_NOTE) {
			if (rec_src_item(&nb, x.kind, r->base + x.w.off,
			    x.w.len) < 0)
				rv = -1;
		} else if (rec_grow_mv(&nb, x.e - x.i) < 0)
			rv = -1;
		else {
			put_bytes(&nb, r->mv.s + x.i, x.e - x.i);
			nb.at = p.at;	/* an X_SCALAR moves it */
		}
	}
	for (; rv == 0 && k < n; k++)
		if (put_placed(r, v[k].i, &nb) < 0)
			rv = -1;
	mem_free(v);
	if (rv < 0) {
		buf_release(&nb.mv);
		return -1;
	}
	buf_release(&r->mv);
	r->mv = nb.mv;
	r->at = nb.at;
	r->cfrom = nb.cfrom;
	r->cat = nb.cat;
	r->nloose = 0;
	return 0;
}

int
rec_insert_turn(struct record *r, size_t mark, const char *name, size_t len,
    struct pos pos)
{
	size_t end = r->mv.len, k;

	if (add_text(r, X_TURN, 0, name, len, pos) < 0)
		return -1;
	/* the item just put at the end goes to mark, the rest after it */
	k = r->mv.len - end;
	if (mark < end) {
		char tmp[128], *t = tmp;

		if (k > sizeof(tmp) && (t = mem_alloc(k)) == NULL) {
			r->mv.len = end;
			return -1;
		}
		memcpy(t, r->mv.s + end, k);
		memmove(r->mv.s + mark + k, r->mv.s + mark, end - mark);
		memcpy(r->mv.s + mark, t, k);
		if (t != tmp)
			mem_free(t);
	}
	r->nturns++;
	return 0;
}
