/*
 * movetext: a record's moves and comments (struct record's mv and the
 * fields after it, rec.h), built and walked by movetext.c.  rec.h
 * includes this header at its end, so every caller of rec.h has it, and
 * this includes rec.h, so either may come first; the names keep the
 * record's prefix, rec_.
 *
 * The movetext -- the turns of a dice session, the plies, their words,
 * and the comments between them -- is one stream of items in mv, in
 * order, a few bytes each, so that it takes a fraction of the record's
 * size however the record is written: a word of up to three bytes and
 * the blank before it cost one byte.  An item the reader took from the
 * input holds no text: it says where its bytes are in src, counted from
 * base, and its position is worked out from them when a diagnostic
 * needs it.  src holds them until its reader reads on (reader_next); a
 * record kept longer must hold its own (rec_own).  An item made
 * otherwise (the canonical record, a test's) holds its text and its
 * position.  rec_iter walks the items; the builders add them.
 *
 * Ownership: the items are the record's (rec_clear, rec_release); a
 * struct rec_iter owns its arrays and buffers, freed by
 * rec_iter_release, and borrows the record it walks.
 */
#ifndef RONGO_MOVETEXT_H
#define RONGO_MOVETEXT_H

#include <stddef.h>

#include "buf.h"
#include "rec.h"
#include "varint.h"
#include "word.h"

struct src;

#if defined(__GNUC__)
#define REC_INLINE	static inline __attribute__((always_inline))
#else
#define REC_INLINE	static inline
#endif

/* A word, a name, a comment or a move number as rec_iter shows it: its
 * bytes (a word's not NUL-terminated), and where it is: off in the
 * record's src, counted from base, or REC_HELD for an item that holds
 * its text, and pos then (perhaps none).  rec_where gives the position
 * either way. */
#define REC_HELD	((size_t)-1)

struct rec_word {
	const char	*s;
	size_t		 len;
	size_t		 off;
	struct pos	 pos;
};

/*
 * The movetext, built in order.  A ply opens with rec_add_ply (or with
 * its first word, or its move number, from src) and its words follow; in
 * a dice session a turn's plies follow the turn.  A comment stands where
 * it is added, after the plies before it.  Each builder returns 0, or -1
 * when out of memory, unless it says otherwise.
 *
 * Items holding their text (pos may be { 0, 0 }):
 */
int rec_add_ply(struct record *, long num, int dots, struct pos numpos);
int rec_add_word(struct record *, const char *s, size_t len, struct pos);
/* A word opening a ply with no move number (rec_add_ply's 0, 0, and
 * rec_add_word in one item). */
int rec_add_open(struct record *, const char *s, size_t len, struct pos);
int rec_add_turn(struct record *, const char *name, size_t len,
    struct pos);
int rec_add_comment(struct record *, const char *s, size_t len,
    struct pos);

/*
 * Items taken from src, at offsets in src->buf.  rec_from says where the
 * record starts (off, at pos); the items come after it, in the order of
 * their bytes.
 */
void rec_from(struct record *, const struct src *, size_t off, struct pos);
/* A move number, "12." or "12...", opening a ply (below, inline). */
static inline int rec_src_number(struct record *, size_t off, size_t len);
/* A turn: the player's name is the len bytes at off. */
int rec_src_turn(struct record *, size_t off, size_t len);
/* A comment token, "{...}" or "#...": its text is what the braces hold,
 * or what follows '#' less the blanks at its ends. */
int rec_src_comment(struct record *, size_t off, size_t len);
/* A word, of the open ply or (ply) opening one (below, inline, as it
 * runs for every word). */
REC_INLINE int rec_src_word(struct record *, size_t off, size_t len,
    int ply);

/*
 * YAML's comments come in any order, each naming the ply it stands
 * after: they are added at the end, with their ply (the text held, or
 * the len bytes at off in src), and rec_place_comments puts them in
 * place, in order of ply and then of coming.
 */
int rec_add_comment_at(struct record *, size_t ply, const char *s,
    size_t len, struct pos);
int rec_src_comment_at(struct record *, size_t ply, size_t off,
    size_t len);
int rec_place_comments(struct record *);
/* A comment in place whose text is the len bytes at off in src (not a
 * token: what the braces hold), which it need not follow: a canonical
 * record's comment the same as its source's. */
int rec_src_text(struct record *, size_t off, size_t len);
/* A ply of YAML that is one scalar, written otherwise than its value
 * (escapes, quotes doubled, folded lines: yscalar.h): the srclen bytes
 * of its source at off, after the last item from src; its value is
 * held, the len bytes at held, or (held NULL) worked out from the source
 * when walked.  nwords is how many words it has, split at blanks, and at
 * ',' and ';' too when act (a dice action).  -1 when out of memory, 1
 * when off comes before the end of the last item from src (the caller
 * adds the words as items holding their text). */
int rec_src_scalar(struct record *, size_t off, size_t srclen, int act,
    const char *held, size_t len, size_t nwords);
/* A comment whose text is such a scalar, the srclen bytes at off; pl is
 * 1 + the ply it stands after, to be put in place (rec_place_comments),
 * or 0 when it is in place.  -1 when out of memory. */
int rec_src_cscalar(struct record *, size_t pl, size_t off, size_t srclen);
/* YAML's turns may name their player after their actions: the turn
 * whose plies start at byte mark of mv is put there once its name is
 * known. */
int rec_insert_turn(struct record *, size_t mark, const char *name,
    size_t len, struct pos);

/*
 * Walking the movetext: rec_iter_next returns 1 with the next item in
 * it, 0 at the end, -1 when out of memory.  A comment that stands inside
 * a ply (a session's action may go on past one) comes after the ply; so
 * do those that stand before a turn, before the turn.  The iterator is
 * not to be copied (its arrays may be inside it).
 */
#define REC_ITER_WORDS	8
/* The words of a ply the walk shows, at most: a move is at most
 * MOVE_TEXT_MAX - 1 bytes as it is written back (game.h), so that none
 * has more than half as many words; a longer ply is refused by its
 * number of words (nover), and costs no memory for them. */
#define REC_PLY_WORDS	256

enum rec_kind {
	REC_PLY = 1,
	REC_TURN,
	REC_COMMENT
};

/* A place in mv: the next byte, where the last item from src ended,
 * and the tiny words left in the pack being read (pb: their bits, the
 * next lowest, 1 opening a ply; or with REC_PB3, their digits in base 3,
 * 2 a turn's name). */
struct rec_at {
	size_t		 i;
	size_t		 at;
	unsigned	 pn;
	unsigned	 pb;
};

struct rec_iter {
	const struct record	*r;
	enum rec_kind		 kind;
	size_t			 ply;	/* plies before the item */
	/* REC_PLY: its words (rec_iter_word: and where they are); its
	 * move number as written ("12." dots 1, "12..." dots 3; dots 0:
	 * none) and the number's place */
	struct word		*w;
	size_t			 nw;
	/* words past REC_PLY_WORDS: how many, and the first of them */
	size_t			 nover;
	struct rec_word		 over;
	long			 num;
	int			 dots;
	struct rec_word		 numw;
	/* REC_TURN: the player's name; REC_COMMENT: its text (s
	 * NUL-terminated), and when the text is a YAML scalar's value
	 * worked out again, the length of its source at text.off (else 0) */
	struct rec_word		 text;
	size_t			 tscalar;

	/* private: where the walk is */
	const char		*b;		/* the bytes at r's base */
	struct rec_at		 p;		/* the next item */
	struct rec_at		 d;		/* comments left inside a ply */
	struct rec_at		 de;		/* and where the ply ended */
	int			 defer;		/* 1: comments inside a ply;
						 * 2, 3: a run's comments, then
						 * its turns, from rs */
	struct rec_at		 rs;
	int			 inrun;		/* in a run seen, to rend */
	struct rec_at		 rend;
	size_t			 np;		/* plies shown */
	size_t			 given;		/* mv[0 .. given) given back */
	size_t			*woff;		/* the words' offs */
	struct pos		*wpos;		/* a held word's pos */
	size_t			 wcap;
	struct buf		 tbuf;
	struct buf		 sbuf;		/* a scalar's value */
	size_t			 wcoff;		/* where a scalar was last */
	struct pos		 wcpos;
	struct word		 w0[REC_ITER_WORDS];
	size_t			 woff0[REC_ITER_WORDS];
	struct pos		 wpos0[REC_ITER_WORDS];
};

void rec_iter_init(struct rec_iter *, const struct record *);
REC_INLINE int rec_iter_next(struct rec_iter *);
void rec_iter_release(struct rec_iter *);
/* Give the pages of the movetext the walk has passed back to the
 * system, when there are enough of them: a walk that builds something
 * as long (rongo-apply's canonical record, rongo-score's sheet) then
 * needs little more memory than the record.  Call it between items
 * only, since the item shown may hold its text in those pages.  The
 * record cannot be walked again after: rec_clear or rec_release it. */
REC_INLINE void rec_iter_give_back(struct rec_iter *);
/* The words of the ply at it joined by single spaces, into b. */
int rec_iter_text(const struct rec_iter *, struct buf *b);
/* Word k of the ply at it, and where it is (for rec_where). */
struct rec_word rec_iter_word(const struct rec_iter *, size_t k);

/* When r's movetext is words and move numbers from src alone, each one
 * byte after the one before, that byte nl before a number and ' '
 * before anything else, every number "N." as a writer writes it back
 * (or "N..." first), and no ply of more than REC_PLY_WORDS words: the
 * bytes they make up in src, from the first, and *len; else NULL.  A
 * record written in canonical notation as it was read is so, and the
 * notation writer copies it whole. */
const char *rec_src_span(const struct record *, char nl, size_t *len);
/* The same for a dice session's turns: when r's movetext is turns, each
 * its name then ": " then its actions, and the words of actions from
 * src alone, a blank between words and actions, nl before every turn
 * but the first, and no action of more than REC_PLY_WORDS words: the
 * bytes they make up in src, and *len; else NULL. */
const char *rec_src_turn_span(const struct record *, char nl, size_t *len);
/* When r's movetext is plies of words and move numbers from src alone
 * (no comment, no turn), none of more than REC_PLY_WORDS words, and
 * every byte of the words printable ASCII but '"' and '\\': each ply's
 * words joined by single spaces in double quotes, the plies joined by
 * sep (one byte or two), onto b, and 0 (the plies as rec_iter_text
 * gives them, quoted in JSON and YAML alike).  1 when r is not so (b as
 * it was), -1 when out of memory. */
/* With turn, a dice session's turns may stand between the plies (and
 * before the first of them, not so): turn puts onto b what goes before a
 * turn's plies, the turn before it closed unless first, for the name's
 * len bytes: 0, 1 when not so, -1 when out of memory. */
typedef int rec_turn_fn(void *ctx, struct buf *b, const char *name,
    size_t len, int first);
int rec_src_quoted(const struct record *, struct buf *b, const char *sep,
    rec_turn_fn *turn, void *ctx);
/* Where w, a word (name, comment, number) of r, is. */
struct pos rec_where(const struct record *, const struct rec_word *);
/* r's first word: 1, or 0 when it has none. */
int rec_first_word(const struct record *, struct rec_word *);
/* Make every item of r hold its text and position, so that r outlives
 * its reader's next record.  -1 when out of memory. */
int rec_own(struct record *);

/*
 * The item stream, for movetext.c and the inline code below.  An item opens
 * with a varint whose low 3 bits are its kind.  An item taken from src
 * has the rest as len << 2 | g, the gap from where the last one ended
 * being g + 1 (g < 3) or a varint after it (g == 3): a word of up to 3
 * bytes after a blank is one byte.  A pack is 3 to 8 tiny words from
 * src, each found where the last item ended by skipping the bytes of
 * rec_skip and taking those up to one of rec_stop: its first varint,
 * always two bytes, has (n - 1) << 8 | bits, a bit a word (1: it opens
 * a ply).  A pack holding a turn's name has instead REC_PACK3 + (n - 1)
 * * REC_PACK3_CODES + code, always three bytes, code giving each word a
 * digit in base 3, the first lowest: 0 a word, 1 one opening a ply, 2 a
 * turn's name.  Words are packed when they are tiny (the walk finds them
 * so) and the movetext is large (rec_grow_mv): a pack of 8 one-letter
 * moves is 2 bytes, where they were 8, and one of the turns "A: roll 1"
 * and "B: roll 2" 3 bytes, where they were 8.
 */
enum {
	REC_IT_WORD,		/* a word of the open ply */
	REC_IT_PLY,		/* a word opening a ply */
	REC_IT_NUM,		/* a move number opening a ply */
	REC_IT_TURN,		/* a turn's name */
	REC_IT_NOTE,		/* a comment token */
	REC_IT_CTEXT,		/* a comment, its text at an offset (YAML) */
	REC_IT_HELD,		/* an item holding its text */
	REC_IT_PACK		/* tiny words */
};

#define REC_NONE	((size_t)-1)
#define REC_PACK_MAX	8
#define REC_PACK3	2048		/* the first pack with turns */
#define REC_PACK3_CODES	6561		/* 3 to the REC_PACK_MAX */
#define REC_PB3		0x8000		/* rec_at.pb: digits in base 3 */
/* The movetext left unpacked before it is packed. */
#define REC_PACK_AFTER	65536

extern const unsigned char rec_skip[256], rec_stop[256];

int rec_grow_mv(struct record *, size_t need);
size_t rec_varint(const char *, size_t *i);
int rec_iter_more(struct rec_iter *);
int rec_iter_over(struct rec_iter *, size_t nw, const char *s, size_t len,
    size_t off);
int rec_iter_tail(struct rec_iter *);
int rec_iter_grow(struct rec_iter *);

static inline void
rec_put_varint(struct record *r, size_t v)
{
	r->mv.len += varint_put((unsigned char *)r->mv.s + r->mv.len, v);
}

/* An item of kind for the len bytes at off. */
static inline int
rec_src_item(struct record *r, int kind, size_t off, size_t len)
{
	size_t gap = off - r->base - r->at;
	size_t a = len << 2 | (gap - 1 < 3 ? gap - 1 : 3);

	if (r->mv.cap - r->mv.len < 32 && rec_grow_mv(r, 32) < 0)
		return -1;
	rec_put_varint(r, a << 3 | (size_t)kind);
	if ((a & 3) == 3)
		rec_put_varint(r, gap);
	r->at = off - r->base + len;
	return 0;
}

static inline int
rec_src_number(struct record *r, size_t off, size_t len)
{
	if (rec_src_item(r, REC_IT_NUM, off, len) < 0)
		return -1;
	r->nplies++;
	return 0;
}

REC_INLINE int
rec_src_word(struct record *r, size_t off, size_t len, int ply)
{
	r->nwords++;
	r->nplies += ply != 0;
	return rec_src_item(r, ply ? REC_IT_PLY : REC_IT_WORD, off, len);
}

static inline size_t
rec_iter_varint(const char *s, size_t *i)
{
	const unsigned char *p = (const unsigned char *)s + *i;

	if (p[0] < 0x80) {
		++*i;
		return p[0];
	}
	if (p[1] < 0x80) {
		*i += 2;
		return (size_t)(p[0] & 0x7f) | (size_t)p[1] << 7;
	}
	return rec_varint(s, i);
}

/* The next tiny word from *at: its offset; *at moves past it. */
static inline size_t
rec_tiny(const char *bytes, size_t *at, size_t *len)
{
	const unsigned char *b = (const unsigned char *)bytes;
	size_t off = *at, e;

	while (rec_skip[b[off]])
		off++;
	for (e = off + 1; !rec_stop[b[e]]; e++)
		;
	*len = e - off;
	*at = e;
	return off;
}

static inline int
rec_iter_put(struct rec_iter *it, size_t nw, const char *s, size_t len,
    size_t off)
{
	if (nw >= it->wcap) {
		if (nw >= REC_PLY_WORDS)
			return rec_iter_over(it, nw, s, len, off);
		it->nw = nw;
		if (rec_iter_grow(it) < 0)
			return -1;
	}
	it->w[nw].s = s;
	it->w[nw].len = len;
	it->woff[nw] = off;
	return 0;
}

/*
 * rec_iter_next: a ply from src, its first word or its move number then
 * its words, is most of every record, and is read here inline; anything
 * else (packs too) is rec_iter_more's, and rec_iter_tail's what may
 * follow such a ply inside it.
 */
REC_INLINE int
rec_iter_next(struct rec_iter *it)
{
	const struct record *r = it->r;
	const char *p = r->mv.s, *b = it->b;
	size_t i = it->p.i, j, at = it->p.at, n = r->mv.len, t, a, off;
	size_t len, nw = 0;
	int kind;

	if (it->defer || it->p.pn > 0 || i >= n)
		return rec_iter_more(it);
	t = rec_iter_varint(p, &i);
	kind = (int)(t & 7);
	if (kind != REC_IT_PLY && kind != REC_IT_NUM)
		return rec_iter_more(it);
	a = t >> 3;
	off = at + ((a & 3) < 3 ? (a & 3) + 1 : rec_iter_varint(p, &i));
	len = a >> 2;
	at = off + len;
	if (kind == REC_IT_NUM) {
		/* "12." or "12...", as the reader took it: digits, then the
		 * dots */
		const char *s = b + off;
		size_t k, dots = s[len - 2] == '.' ? 3 : 1;
		long v = 0;

		for (k = 0; k + dots < len; k++)
			v = v * 10 + (s[k] - '0');
		it->num = v;
		it->dots = (int)dots;
		it->numw.s = s;
		it->numw.len = len;
		it->numw.off = off;
	} else {
		/* (numw is not looked at without a number) */
		it->num = 0;
		it->dots = 0;
		it->w[0].s = b + off;
		it->w[0].len = len;
		it->woff[0] = off;
		nw = 1;
	}
	while (i < n) {
		j = i;
		t = rec_iter_varint(p, &j);
		if ((t & 7) != REC_IT_WORD)
			break;
		a = t >> 3;
		off = at + ((a & 3) < 3 ? (a & 3) + 1 : rec_iter_varint(p, &j));
		len = a >> 2;
		at = off + len;
		if (rec_iter_put(it, nw, b + off, len, off) < 0)
			return -1;
		nw++;
		i = j;
	}
	it->kind = REC_PLY;
	it->ply = it->np++;
	it->nover = 0;
	if (nw > REC_PLY_WORDS) {
		it->nover = nw - REC_PLY_WORDS;
		nw = REC_PLY_WORDS;
	}
	it->nw = nw;
	it->p.i = i;
	it->p.at = at;
	if (i < n && (t & 7) > REC_IT_TURN)
		return rec_iter_tail(it);	/* it may go on */
	return 1;
}

/* The pages go back a 64 KiB step at a time: most records are shorter,
 * and their walks pay a comparison an item. */
#define REC_GIVE_STEP	((size_t)1 << 16)

void rec_iter_give_back_more(struct rec_iter *);

REC_INLINE void
rec_iter_give_back(struct rec_iter *it)
{
	if (it->p.i - it->given >= REC_GIVE_STEP)
		rec_iter_give_back_more(it);
}

#endif
