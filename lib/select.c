/*
 * select: rongo-select's conditions, identities and run (see select.h).
 *
 * Identity.  Two records are the same game when they have the same
 * game, Variant, canonical start and canonical moves (a board game; its
 * players, tags and result do not count), or the same game, Variant,
 * Setup, players and canonical turns (a dice session).  Those fields,
 * each with its length before it, are gathered in a buffer and hashed
 * with SipHash-2-4 in its 128-bit form, under a fixed key: the set
 * keeps 16 bytes a distinct record, and two distinct records share an
 * identity with odds of about n^2 / 2^129 among n of them (10^-20 for a
 * billion records), far below any other fault.  A board game's fields
 * come from the replay as it goes (on_pos shows each move's canonical
 * text), so that no canonical record is built for them; a session's
 * from its canonical record, walked after the replay.
 *
 * Invalid records verbatim (--invalid).  The reader's src hands every
 * byte it leaves behind to a tap (src.h), in order, never past the
 * start of the record the reader last returned.  Each record returned
 * leaves a mark: its first line (from the line's start when only
 * blanks stand before the record there, else from its first
 * character), and whether it is kept; the bytes the tap hands over
 * belong to the last mark they have reached.  So a record's bytes run
 * from its start to the next record's start, comments and blank lines
 * after it included, and are written as they pass, in constant memory.
 * Its diagnostics are held meanwhile (the reader reports a record as it
 * reads it, before the record can be judged), then written, or
 * forgotten when the record is selected.
 */
#include "select.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "mem.h"
#include "reader.h"
#include "text.h"

void
select_init(struct select *s)
{
	memset(s, 0, sizeof(*s));
	s->result = -1;
	recout_init(&s->rec, -1);
}

void
select_release(struct select *s)
{
	size_t i;

	for (i = 0; i < s->ntags; i++) {
		if (s->tags[i].is_re)
			regfree(&s->tags[i].re);
		mem_free(s->tags[i].name);
	}
	mem_free(s->tags);
	mem_free(s->players);
	buf_release(&s->tmp);
	select_set_release(&s->seen);
}

/* Digits at *p, moved past them: 0, or -1 when none or too many. */
static int
number(const char **p, unsigned long *v)
{
	const char *s = *p;
	unsigned long d;

	*v = 0;
	if (*s < '0' || *s > '9')
		return -1;
	for (; *s >= '0' && *s <= '9'; s++) {
		d = (unsigned long)(*s - '0');
		if (*v > (ULONG_MAX - d) / 10)
			return -1;
		*v = *v * 10 + d;
	}
	*p = s;
	return 0;
}

int
select_range_parse(const char *s, struct select_range *r)
{
	const char *p = s;

	r->lo = 0;
	r->hi = ULONG_MAX;
	if (*p != '-') {
		if (number(&p, &r->lo) < 0)
			return -1;
		if (*p == '\0') {		/* N */
			r->hi = r->lo;
			r->set = 1;
			return 0;
		}
		if (*p != '-')
			return -1;
	}
	p++;
	if (*p != '\0') {
		if (number(&p, &r->hi) < 0)
			return -1;
	} else if (p == s + 1)
		return -1;			/* "-" alone */
	if (*p != '\0' || r->lo > r->hi)
		return -1;
	r->set = 1;
	return 0;
}

static int
in_range(const struct select_range *r, unsigned long n)
{
	return n >= r->lo && n <= r->hi;
}

int
select_add_player(struct select *s, const char *name)
{
	if (mem_grow(&s->players, &s->playercap, s->nplayers + 1,
	    sizeof(*s->players)) < 0)
		return -1;
	s->players[s->nplayers++] = name;
	return 0;
}

int
select_add_tag(struct select *s, const char *arg, char *why, size_t cap)
{
	struct select_tag t;
	size_t n = 0;
	int e;

	while ((arg[n] >= 'a' && arg[n] <= 'z') ||
	    (arg[n] >= 'A' && arg[n] <= 'Z') ||
	    (arg[n] >= '0' && arg[n] <= '9') || arg[n] == '_')
		n++;
	if (n == 0 || (arg[n] != '=' && arg[n] != '~')) {
		snprintf(why, cap, "--tag takes NAME=VALUE or NAME~REGEX, "
		    "not '%s'", arg);
		return 1;
	}
	memset(&t, 0, sizeof(t));
	t.value = arg + n + 1;
	t.is_re = arg[n] == '~';
	if (t.is_re && (e = regcomp(&t.re, t.value,
	    REG_EXTENDED | REG_NOSUB)) != 0) {
		char msg[128];

		if (e == REG_ESPACE)
			return -1;
		regerror(e, &t.re, msg, sizeof(msg));
		snprintf(why, cap, "--tag '%s': bad regular expression "
		    "'%s': %s", arg, t.value, msg);
		return 1;
	}
	if ((t.name = mem_strndup(arg, n)) == NULL ||
	    mem_grow(&s->tags, &s->tagcap, s->ntags + 1,
	    sizeof(*s->tags)) < 0) {
		mem_free(t.name);
		if (t.is_re)
			regfree(&t.re);
		return -1;
	}
	s->tags[s->ntags++] = t;
	return 0;
}

/* The value of tag name of r: Game, Setup and Players too, which have
 * fields of their own; NULL when r has none.  -1 in *nomem when out of
 * memory. */
static const char *
tag_value(struct select *s, const struct record *r, const char *name,
    int *nomem)
{
	const struct rec_tag *t;

	if (strcmp(name, "Game") == 0)
		return r->game;
	if (strcmp(name, "Setup") == 0)
		return r->setup;
	if (strcmp(name, "Players") == 0 && r->has_players) {
		buf_clear(&s->tmp);
		if (rec_players_string(r, &s->tmp) < 0) {
			*nomem = 1;
			return NULL;
		}
		return s->tmp.s != NULL ? s->tmp.s : "";
	}
	t = rec_tag(r, name);
	return t != NULL ? t->value : NULL;
}

/* Whether name plays in r: a name of its Players, its White or Black
 * tag, or (a session with fixed seats) the person in a seat. */
static int
plays(const struct record *r, const struct game *g, const char *name)
{
	const struct rec_tag *t;
	unsigned i, n;

	for (i = 0; i < r->nplayers; i++)
		if (strcmp(r->players[i], name) == 0)
			return 1;
	if (((t = rec_tag(r, "White")) != NULL && strcmp(t->value, name) == 0) ||
	    ((t = rec_tag(r, "Black")) != NULL && strcmp(t->value, name) == 0))
		return 1;
	if (g != NULL && g->kind == GAME_SESSION && g->session->seats != NULL) {
		n = session_nseats(g, r);
		for (i = 0; i < n; i++)
			if (strcmp(session_person(g, r, i), name) == 0)
				return 1;
	}
	return 0;
}

int
select_before(struct select *s, const struct record *r,
    const struct game *g, unsigned long n)
{
	const char *v;
	size_t i;
	int nomem = 0;

	if (s->records.set && !in_range(&s->records, n))
		return 0;
	if (s->game != NULL && g != s->game)
		return 0;
	for (i = 0; i < s->nplayers; i++)
		if (!plays(r, g, s->players[i]))
			return 0;
	for (i = 0; i < s->ntags; i++) {
		v = tag_value(s, r, s->tags[i].name, &nomem);
		if (nomem)
			return -1;
		if (v == NULL)
			return 0;
		if (s->tags[i].is_re ? regexec(&s->tags[i].re, v, 0, NULL,
		    0) != 0 : strcmp(v, s->tags[i].value) != 0)
			return 0;
	}
	return 1;
}

int
select_has_after(const struct select *s)
{
	return s->winner != NULL || s->result >= 0 || s->plies.set ||
	    s->turns.set;
}

/* Whether name is side's (0 White, 1 Black) player in board game r. */
static int
side_is(const struct record *r, unsigned side, const char *name)
{
	const struct rec_tag *t = rec_tag(r, side ? "Black" : "White");

	if (t != NULL)
		return strcmp(t->value, name) == 0;
	return r->has_players && r->nplayers == 2 &&
	    strcmp(r->players[side], name) == 0;
}

static int
board_winner(const char *w, const struct record *r, enum result res)
{
	if (strcmp(w, "white") == 0)
		return res == RES_WHITE;
	if (strcmp(w, "black") == 0)
		return res == RES_BLACK;
	if (strcmp(w, "draw") == 0)
		return res == RES_DRAW;
	if (strcmp(w, "none") == 0)
		return res == RES_UNKNOWN || res == RES_NONE;
	return (res == RES_WHITE && side_is(r, 0, w)) ||
	    (res == RES_BLACK && side_is(r, 1, w));
}

/* A session: the winners rongo-score names, by name, or by seat for
 * white and black (Hanga-Tanga's seats); draw: a win shared. */
static int
session_winner(const char *w, const struct record *r,
    const struct replay_state *rs)
{
	const struct game *g = rs->g;
	unsigned i, k = 0;

	if (strcmp(w, "none") == 0)
		return !rs->finished;
	if (!rs->finished)
		return 0;
	for (i = 0; i < rs->nplayers; i++)
		k += (rs->winners >> i) & 1;
	if (strcmp(w, "draw") == 0)
		return k >= 2;
	for (i = 0; i < rs->nplayers; i++) {
		if (!((rs->winners >> i) & 1))
			continue;
		if (strcmp(w, "white") == 0 || strcmp(w, "black") == 0) {
			if (g->session->seats != NULL &&
			    strcasecmp(g->session->seats[i], w) == 0)
				return 1;
		} else if (strcmp(session_person(g, r, i), w) == 0)
			return 1;
	}
	return 0;
}

int
select_after(const struct select *s, const struct record *r,
    const struct replay_state *rs)
{
	int board = rs->g->kind == GAME_BOARD;

	if (s->winner != NULL && !(board ? board_winner(s->winner, r,
	    replay_result(rs, r, NULL)) : session_winner(s->winner, r, rs)))
		return 0;
	if (s->result >= 0 && (!board ||
	    replay_result(rs, r, NULL) != (enum result)s->result))
		return 0;
	if (s->plies.set && (!board || !in_range(&s->plies, rs->plies)))
		return 0;
	if (s->turns.set && (board || !in_range(&s->turns, rs->turns)))
		return 0;
	return 1;
}

/*
 * SipHash-2-4, 128-bit output (Aumasson and Bernstein), over a buffer.
 */
#define ROTL(x, b)	(uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))
#define SIPROUND do {							\
	v0 += v1; v1 = ROTL(v1, 13); v1 ^= v0; v0 = ROTL(v0, 32);	\
	v2 += v3; v3 = ROTL(v3, 16); v3 ^= v2;				\
	v0 += v3; v3 = ROTL(v3, 21); v3 ^= v0;				\
	v2 += v1; v1 = ROTL(v1, 17); v1 ^= v2; v2 = ROTL(v2, 32);	\
} while (0)

static void
siphash128(const unsigned char *p, size_t n, struct select_id *id)
{
	/* a fixed key: identities are the same from run to run */
	const uint64_t k0 = 0x726f6e676f2d7365ULL, k1 = 0x6c6563742d696473ULL;
	uint64_t v0 = k0 ^ 0x736f6d6570736575ULL;
	uint64_t v1 = k1 ^ 0x646f72616e646f6dULL ^ 0xee;
	uint64_t v2 = k0 ^ 0x6c7967656e657261ULL;
	uint64_t v3 = k1 ^ 0x7465646279746573ULL;
	uint64_t m;
	size_t i, left = n & 7;
	int k;

	for (i = 0; i + 8 <= n; i += 8) {
		for (m = 0, k = 7; k >= 0; k--)
			m = m << 8 | p[i + (size_t)k];
		v3 ^= m;
		SIPROUND;
		SIPROUND;
		v0 ^= m;
	}
	m = (uint64_t)n << 56;
	for (k = (int)left - 1; k >= 0; k--)
		m |= (uint64_t)p[i + (size_t)k] << (8 * k);
	v3 ^= m;
	SIPROUND;
	SIPROUND;
	v0 ^= m;
	v2 ^= 0xee;
	SIPROUND;
	SIPROUND;
	SIPROUND;
	SIPROUND;
	id->a = v0 ^ v1 ^ v2 ^ v3;
	v1 ^= 0xdd;
	SIPROUND;
	SIPROUND;
	SIPROUND;
	SIPROUND;
	id->b = v0 ^ v1 ^ v2 ^ v3;
}

/* A field of the identity: its kind, its length, its bytes; s NULL:
 * none (a kind of its own, so that none and "" differ).  The length
 * takes a byte, or nine from 255 bytes on. */
static int
id_field(struct buf *b, char kind, const char *s, size_t n)
{
	char *p;
	int k;

	if (buf_reserve(b, n + 10) < 0)
		return -1;
	p = b->s + b->len;
	if (s == NULL) {
		*p++ = (char)(kind - 'a' + 'A');
		n = 0;
	} else {
		*p++ = kind;
		if (n < 255)
			*p++ = (char)n;
		else {
			*p++ = (char)255;
			for (k = 0; k < 8; k++)
				*p++ = (char)((uint64_t)n >> (8 * k));
		}
		memcpy(p, s, n);
	}
	b->len = (size_t)(p - b->s) + n;
	b->s[b->len] = '\0';
	return 0;
}

int
select_identity(const struct record *r, struct buf *b, struct select_id *id)
{
	const struct rec_tag *v = rec_tag(r, "Variant");
	struct rec_iter it;
	size_t i;
	int rv = 0, bad = 0;

	buf_clear(b);
	bad |= id_field(b, 'g', r->game, r->game != NULL ?
	    strlen(r->game) : 0);
	bad |= id_field(b, 'v', v != NULL ? v->value : NULL,
	    v != NULL ? strlen(v->value) : 0);
	bad |= id_field(b, 's', r->setup, r->setup != NULL ?
	    strlen(r->setup) : 0);
	if (r->session)
		for (i = 0; i < r->nplayers; i++)
			bad |= id_field(b, 'p', r->players[i],
			    strlen(r->players[i]));
	rec_iter_init(&it, r);
	while (!bad && (rv = rec_iter_next(&it)) > 0) {
		if (it.kind == REC_TURN)
			bad |= id_field(b, 't', it.text.s, it.text.len);
		else if (it.kind == REC_PLY) {
			bad |= buf_putc(b, 'm');
			for (i = 0; i < it.nw; i++)
				bad |= id_field(b, 'w', it.w[i].s,
				    it.w[i].len);
		}
	}
	rec_iter_release(&it);
	if (bad || rv < 0)
		return -1;
	siphash128((const unsigned char *)b->s, b->len, id);
	/* (0, 0) marks an empty slot */
	if (id->a == 0 && id->b == 0)
		id->b = 1;
	return 0;
}

/* A board game's identity is gathered as it is replayed, from the
 * canonical start position and the canonical text of each move that
 * on_pos is shown: no canonical record need be built or walked.  Its
 * Variant is the record's own tag, as the canonical record keeps it. */
struct idrun {
	struct buf	*b;
	struct buf	 pos;
	struct diag	*d;
};

static int
id_on_pos(void *ctx, const struct game *g, const void *st,
    unsigned long ply, const char *last)
{
	struct idrun *k = ctx;

	if (ply == 0) {
		buf_clear(&k->pos);
		if (g->pos_write(st, &k->pos) < 0 ||
		    id_field(k->b, 's', k->pos.s, k->pos.len) < 0)
			goto nomem;
	} else if (id_field(k->b, 'w', last, strlen(last)) < 0)
		goto nomem;
	return 0;
nomem:
	diag_report(k->d, NULL, D_NOMEM);
	return -1;
}

/* Ready ro to gather the identity of r, of game g, in k->b: 1 when it
 * does (a board game); 0 when the canonical record is to be walked
 * after (a session: select_identity); -1 when out of memory. */
static int
id_begin(struct idrun *k, struct replay_opts *ro, const struct game *g,
    const struct record *r)
{
	const struct rec_tag *v = rec_tag(r, "Variant");

	if (g == NULL || g->kind != GAME_BOARD)
		return 0;
	buf_clear(k->b);
	if (id_field(k->b, 'G', g->id, strlen(g->id)) < 0 ||
	    id_field(k->b, 'v', v != NULL ? v->value : NULL,
	    v != NULL ? strlen(v->value) : 0) < 0)
		return -1;
	ro->on_pos = id_on_pos;
	ro->ctx = k;
	return 1;
}

static void
id_end(const struct buf *b, struct select_id *id)
{
	siphash128((const unsigned char *)b->s, b->len, id);
	if (id->a == 0 && id->b == 0)
		id->b = 1;
}

static size_t
slot_of(const struct select_set *s, const struct select_id *id)
{
	size_t i = (size_t)id->a & (s->cap - 1);

	while ((s->slot[i].a != 0 || s->slot[i].b != 0) &&
	    (s->slot[i].a != id->a || s->slot[i].b != id->b))
		i = (i + 1) & (s->cap - 1);
	return i;
}

int
select_set_has(const struct select_set *s, const struct select_id *id)
{
	size_t i;

	if (s->cap == 0)
		return 0;
	i = slot_of(s, id);
	return s->slot[i].a != 0 || s->slot[i].b != 0;
}

int
select_set_add(struct select_set *s, const struct select_id *id)
{
	struct select_set n;
	size_t i, k;

	/* at most half full, for short probes */
	if ((s->n + 1) * 2 > s->cap) {
		n.cap = s->cap > 0 ? s->cap * 2 : 1024;
		n.n = s->n;
		if ((n.slot = mem_array(NULL, n.cap, sizeof(*n.slot))) == NULL)
			return -1;
		memset(n.slot, 0, n.cap * sizeof(*n.slot));
		for (i = 0; i < s->cap; i++)
			if (s->slot[i].a != 0 || s->slot[i].b != 0) {
				k = slot_of(&n, &s->slot[i]);
				n.slot[k] = s->slot[i];
			}
		mem_free(s->slot);
		*s = n;
	}
	i = slot_of(s, id);
	if (s->slot[i].a != 0 || s->slot[i].b != 0)
		return 0;
	s->slot[i] = *id;
	s->n++;
	return 1;
}

void
select_set_release(struct select_set *s)
{
	mem_free(s->slot);
	memset(s, 0, sizeof(*s));
}

/* Where a record's bytes begin, and whether they are written. */
struct mark {
	unsigned long	 line;
	size_t		 boff;		/* bytes into the line */
	int		 keep;
};

/* The state of a run over the inputs. */
struct run {
	struct cli	*c;
	struct select	*s;
	struct record	 canon;
	/* --invalid: the tap, its marks (mark[head .. n) not reached yet),
	 * and where it is */
	struct src_tap	 tap;
	struct mark	*mark;
	size_t		 head, n, cap;
	int		 keep;
	unsigned long	 line;
	size_t		 boff;
	int		 wrote;
	char		 last;		/* the last byte written */
	/* --invalid: the diagnostics of the record being judged */
	FILE		*held;
	char		*hbuf;
	size_t		 hlen;
	FILE		*err;		/* where they go */
	enum diag_sev	 worst;		/* c->d's before the record */
	unsigned long	 count[SEV_FATAL + 1];
};

static void
tap_write(struct run *x, const char *p, size_t n)
{
	if (!x->keep || n == 0)
		return;
	fwrite(p, 1, n, x->c->fp);
	x->wrote = 1;
	x->last = p[n - 1];
}

static void
tap_bytes(void *ctx, const char *p, size_t n)
{
	struct run *x = ctx;
	const struct mark *m;
	const char *nl;
	size_t i = 0, from = 0, k;

	while (i < n) {
		/* the marks reached (or passed, which cannot be) */
		while (x->head < x->n && ((m = &x->mark[x->head])->line <
		    x->line || (m->line == x->line && m->boff <= x->boff))) {
			tap_write(x, p + from, i - from);
			from = i;
			x->keep = m->keep;
			x->head++;
		}
		if (x->head == x->n)
			x->head = x->n = 0;
		/* on to the next mark, the end of the line, or of p */
		m = x->head < x->n ? &x->mark[x->head] : NULL;
		if ((nl = memchr(p + i, '\n', n - i)) != NULL)
			k = (size_t)(nl - (p + i)) + 1;
		else
			k = n - i;
		if (m != NULL && m->line == x->line && m->boff - x->boff < k)
			k = m->boff - x->boff;
		i += k;
		if (p[i - 1] == '\n') {
			x->line++;
			x->boff = 0;
		} else
			x->boff += k;
	}
	tap_write(x, p + from, n - from);
}

static void
tap_mark(void *ctx, unsigned long line, unsigned long record)
{
	(void)ctx;
	(void)line;
	(void)record;
}

/* The mark of r: 0, or -1 when out of memory. */
static int
mark_record(struct run *x, const struct record *r)
{
	struct mark m = { r->start.line, 0, 0 };
	const char *p;
	size_t len, b, lo, hi;

	if (r->start.line == 0)
		return 0;	/* nowhere: its bytes go with the one before */
	if (r->start.col > 1 &&
	    (p = src_line(r->src, r->start.line, &len)) != NULL) {
		/* the byte of column col: the blanks before it are
		 * ASCII, and so are most lines */
		for (b = 0; b < len && b + 1 < r->start.col &&
		    (p[b] == ' ' || p[b] == '\t'); b++)
			;
		if (b + 1 < r->start.col) {
			lo = b;
			hi = len;
			while (lo < hi) {	/* columns grow with bytes */
				b = lo + (hi - lo) / 2;
				if (text_cols(p, b) + 1 < r->start.col)
					lo = b + 1;
				else
					hi = b;
			}
			m.boff = lo;
		}
	}
	if (mem_grow(&x->mark, &x->cap, x->n + 1, sizeof(*x->mark)) < 0)
		return -1;
	x->mark[x->n++] = m;
	return 0;
}

/* Keep the record marked last. */
static void
keep_last(struct run *x, const struct record *r)
{
	if (r->start.line != 0 && x->n > 0)
		x->mark[x->n - 1].keep = 1;
}

/* Write what is held to the error stream, in one write. */
static void
held_out(struct run *x)
{
	long n;
	size_t off = 0;
	ssize_t k;
	int fd;

	if (x->held == NULL || fflush(x->held) == EOF ||
	    (n = ftell(x->held)) <= 0)
		return;
	fflush(x->err);
	if ((fd = fileno(x->err)) >= 0)
		while (off < (size_t)n) {
			if ((k = write(fd, x->hbuf + off, (size_t)n - off)) < 0) {
				if (errno == EINTR)
					continue;
				break;
			}
			off += (size_t)k;
		}
	rewind(x->held);
}

/* Forget what is held: the record it is about was selected. */
static void
held_drop(struct run *x)
{
	struct diag *d = &x->c->d;

	if (x->held == NULL)
		return;
	rewind(x->held);
	d->worst = x->worst;
	memcpy(d->count, x->count, sizeof(d->count));
}

static void
held_from_here(struct run *x)
{
	x->worst = x->c->d.worst;
	memcpy(x->count, x->c->d.count, sizeof(x->count));
}

static int
nomem(struct cli *c)
{
	diag_report(&c->d, NULL, D_NOMEM);
	return -1;
}

/* One record: 0, or -1 when the run must stop (reported). */
static int
one(struct run *x, const struct record *r)
{
	struct cli *c = x->c;
	struct select *s = x->s;
	const struct game *g = r->g != NULL ? r->g : game_find(r->game !=
	    NULL ? r->game : c->defgame != NULL ? c->defgame : "");
	struct replay_opts ro;
	struct replay_state rs;
	struct select_id id;
	struct idrun idr = { &s->tmp, BUF_INIT, &c->d };
	int pre, rv = 1, sel, k, board = 0, may;

	if (s->out == SEL_INVALID && mark_record(x, r) < 0)
		return nomem(c);
	/* written in the encoding of the first input, unless -f says */
	if (s->rec.format < 0)
		s->rec.format = (int)r->format;
	if ((pre = select_before(s, r, g, ++s->nrec)) < 0)
		return nomem(c);
	if (!r->bad) {
		replay_opts_init(&ro, c->defgame, c->strict);
		may = s->out != SEL_INVALID &&
		    (s->invert ? !(pre && !select_has_after(s)) : pre);
		/* a board game's identity as it is played; a session's
		 * from its canonical record */
		if (may && (s->unique || s->check) &&
		    (board = id_begin(&idr, &ro, g, r)) < 0)
			return nomem(c);
		/* the canonical record, when it may be written or walked */
		if (may && (s->out == SEL_RECORDS ||
		    ((s->unique || s->check) && !board))) {
			rec_clear(&x->canon);
			ro.out = &x->canon;
			ro.give_back = 1;
		}
		rv = replay(r, NULL, &ro, &rs, &c->d);
		buf_release(&idr.pos);
		if (rv < 0)
			return -1;
	}
	if (rv != 0) {
		s->ninvalid++;
		if (s->out == SEL_INVALID && pre != s->invert) {
			s->nsel++;
			keep_last(x, r);
			held_drop(x);
		}
		return 0;
	}
	if (s->out == SEL_INVALID)
		return 0;
	sel = pre && (!select_has_after(s) || select_after(s, r, &rs));
	if (s->invert)
		sel = !sel;
	if (!sel)
		return 0;
	if (s->unique || s->check) {
		if (board)
			id_end(&s->tmp, &id);
		else if (select_identity(&x->canon, &s->tmp, &id) < 0)
			return nomem(c);
		if (!s->unique && select_set_has(&s->seen, &id))
			return 0;
		if (s->unique && (k = select_set_add(&s->seen, &id)) <= 0)
			return k < 0 ? nomem(c) : 0;
	}
	s->nsel++;
	if (s->out == SEL_RECORDS)
		return recout_put(c, &s->rec, &x->canon);
	return 0;
}

/* A write error on the output, reported once a run. */
static int
write_error(struct cli *c)
{
	struct diag_loc l = { .file = c->outpath };

	if (!c->write_failed)
		diag_report(&c->d, c->outpath != NULL ? &l : NULL, D_WRITE,
		    strerror(errno ? errno : EIO));
	c->write_failed = 1;
	return -1;
}

/* One operand; -1 when the whole run must stop. */
static int
run_file(struct run *x, const char *path)
{
	struct cli *c = x->c;
	struct reader *r;
	struct record rec;
	int n, rv = 0;

	held_from_here(x);
	if ((c->chunk ? reader_open_chunk : reader_open)(&r, path, c->defgame,
	    &c->lim, &c->d) < 0) {
		held_out(x);
		return 0;	/* reported; the other operands still count */
	}
	if (x->s->out == SEL_INVALID) {
		x->head = x->n = 0;
		x->keep = 0;
		x->wrote = 0;
		x->line = reader_src(r)->base_line;
		x->boff = 0;
		reader_set_tap(r, &x->tap);
	}
	rec_init(&rec);
	while ((n = reader_next(r, &rec)) > 0) {
		if (one(x, &rec) < 0) {
			rv = -1;
			break;
		}
		held_out(x);
		held_from_here(x);
		if (ferror(c->fp)) {
			rv = write_error(c);
			break;
		}
	}
	if (n == 0 && x->s->out == SEL_INVALID) {
		reader_tap_end(r);
		/* the next input's record starts on a line of its own */
		if (x->wrote && x->last != '\n')
			fputc('\n', c->fp);
	}
	held_out(x);
	rec_release(&rec);
	reader_close(r);
	return rv;
}

void
select_files(struct cli *c, struct select *s, char *const *files,
    int nfiles)
{
	static char dash[] = "-";
	char *const stdin_only[] = { dash };
	struct run x;
	int i;

	memset(&x, 0, sizeof(x));
	x.c = c;
	x.s = s;
	rec_init(&x.canon);
	x.tap.bytes = tap_bytes;
	x.tap.mark = tap_mark;
	x.tap.ctx = &x;
	x.err = c->d.out;
	if (s->out == SEL_INVALID && x.err != NULL) {
		if ((x.held = open_memstream(&x.hbuf, &x.hlen)) == NULL) {
			nomem(c);
			return;
		}
		c->d.out = x.held;
	}
	if (nfiles == 0) {
		files = stdin_only;
		nfiles = 1;
	}
	for (i = 0; i < nfiles; i++)
		if (run_file(&x, files[i]) < 0)
			break;
	if (x.held != NULL) {
		held_out(&x);
		c->d.out = x.err;
		fclose(x.held);
		free(x.hbuf);
	}
	rec_release(&x.canon);
	mem_free(x.mark);
}

int
select_load_check(struct cli *c, struct select *s, const char *path)
{
	struct reader *r;
	struct record rec, canon;
	struct replay_opts ro;
	struct replay_state rs;
	struct select_id id;
	int n, rv = 0, board;

	if (reader_open(&r, path, c->defgame, &c->lim, &c->d) < 0)
		return -1;
	rec_init(&rec);
	rec_init(&canon);
	while ((n = reader_next(r, &rec)) > 0) {
		const struct game *g = rec.g != NULL ? rec.g :
		    game_find(rec.game != NULL ? rec.game :
		    c->defgame != NULL ? c->defgame : "");
		struct idrun idr = { &s->tmp, BUF_INIT, &c->d };

		if (rec.bad)
			continue;
		replay_opts_init(&ro, c->defgame, c->strict);
		if ((board = id_begin(&idr, &ro, g, &rec)) < 0) {
			rv = nomem(c);
			break;
		}
		if (!board) {
			rec_clear(&canon);
			ro.out = &canon;
			ro.give_back = 1;
		}
		rv = replay(&rec, NULL, &ro, &rs, &c->d);
		buf_release(&idr.pos);
		if (rv < 0)
			break;
		if (rv == 0 && board)
			id_end(&s->tmp, &id);
		if (rv == 0 && ((!board && select_identity(&canon, &s->tmp,
		    &id) < 0) || select_set_add(&s->seen, &id) < 0)) {
			rv = nomem(c);
			break;
		}
		rv = 0;
	}
	rec_release(&canon);
	rec_release(&rec);
	reader_close(r);
	return n < 0 || rv < 0 ? -1 : 0;
}

void
select_end(struct cli *c, struct select *s)
{
	if (s->out == SEL_COUNT)
		fprintf(c->fp, "%lu of %lu record%s selected, %lu invalid\n",
		    s->nsel, s->nrec, s->nrec == 1 ? "" : "s", s->ninvalid);
	recout_close(c, &s->rec);
}
