/*
 * score: score sheets of dice sessions (see score.h).
 *
 * A turn is kept as three varints: its seat, what it scored, and how
 * far its total is from the seat's total at its last turn (0 at first);
 * the two numbers zigzagged, small either side of 0 taking a byte.  A
 * turn of a long session is mostly three bytes, where a struct took 24.
 */
#include "score.h"

#include <string.h>

#include "diag.h"
#include "hint.h"
#include "jwriter.h"
#include "mem.h"
#include "text.h"
#include "varint.h"

void
score_init(struct score_sheet *s)
{
	memset(s, 0, sizeof(*s));
	buf_init(&s->turns);
	rec_init(&s->canon);
}

void
score_release(struct score_sheet *s)
{
	buf_release(&s->turns);
	rec_release(&s->canon);
	score_init(s);
}

/* v - base, zigzagged (in unsigned arithmetic, which wraps) */
static unsigned long
zig(long v, long base)
{
	unsigned long u = (unsigned long)v - (unsigned long)base;

	return u << 1 ^ (0 - (u >> (8 * sizeof(u) - 1)));
}

static long
unzig(unsigned long z, long base)
{
	unsigned long u = z >> 1 ^ (0 - (z & 1));

	return (long)((unsigned long)base + u);
}

static int
add_turn(struct score_sheet *s, unsigned seat, long score, long total)
{
	unsigned char *p;
	size_t n, most = 3 * VARINT_MAX;

	if (s->turns.cap - s->turns.len <= most &&
	    buf_reserve(&s->turns, most) < 0)
		return -1;
	/* in place: a turn is scored for every turn played */
	p = (unsigned char *)s->turns.s + s->turns.len;
	n = varint_put(p, seat);
	n += varint_put(p + n, zig(score, 0));
	n += varint_put(p + n, zig(total, s->last[seat]));
	s->turns.len += n;
	s->turns.s[s->turns.len] = '\0';
	s->last[seat] = total;
	s->nturns++;
	return 0;
}

/* Walking the turns: init, then next for each, in order. */
struct turn_at {
	size_t		 i;
	long		 last[SESSION_PLAYERS_MAX];
};

static void
turn_first(struct turn_at *a)
{
	memset(a, 0, sizeof(*a));
}

static void
turn_next(const struct score_sheet *s, struct turn_at *a,
    struct score_turn *t)
{
	const unsigned char *p = (const unsigned char *)s->turns.s;

	t->seat = (unsigned)varint_get(p, &a->i);
	t->score = unzig(varint_get(p, &a->i), 0);
	t->total = unzig(varint_get(p, &a->i), a->last[t->seat]);
	a->last[t->seat] = t->total;
}

struct sctx {
	struct score_sheet	*s;
	const struct record	*r;
	struct diag		*d;
};

static int
on_turn(void *ctx, const struct game *g, const void *st, unsigned long ply,
    const char *player)
{
	struct sctx *x = ctx;
	struct score_sheet *s = x->s;
	unsigned i, seat = 0;
	long total, score;

	if (ply == 0) {
		s->n = session_nseats(g, x->r);
		for (i = 0; i < s->n; i++)
			s->prev[i] = g->session->score(st, i);
		return 0;
	}
	/* the driver names the seat with the string session_seat gives */
	for (i = 0; i < s->n; i++) {
		const char *name = session_seat(g, x->r, i);

		if (name == player || strcmp(name, player) == 0)
			seat = i;
	}
	total = g->session->score(st, seat);
	score = g->session->turn_score != NULL ?
	    g->session->turn_score(st, seat) : total - s->prev[seat];
	if (add_turn(s, seat, score, total) < 0) {
		diag_report(x->d, NULL, D_NOMEM);
		return -1;
	}
	for (i = 0; i < s->n; i++)
		s->prev[i] = g->session->score(st, i);
	return 0;
}

int
score_dice(const char *s, unsigned char *dice, size_t max,
    struct diag_loc *l, struct diag *d)
{
	size_t i, k;

	for (i = 0, k = 0; s[i] != '\0'; i++) {
		if (s[i] == ',' || s[i] == ' ')
			continue;
		if (s[i] < '1' || s[i] > '6' || k == max) {
			l->col = i + 1;
			diag_report(d, l, D_SESSION,
			    "dice are digits from 1 to 6");
			return -1;
		}
		dice[k++] = (unsigned char)(s[i] - '0');
	}
	return (int)k;
}

int
score_category(const struct game *g, const char *cat, const char *s,
    struct diag_loc *l, struct diag *d, long *points)
{
	unsigned char dice[64];
	struct game_err e;
	int k;

	if ((k = score_dice(s, dice, sizeof(dice), l, d)) < 0)
		return 1;
	memset(&e, 0, sizeof(e));
	if (g->session->category(cat, dice, (size_t)k, points, &e) < 0) {
		diag_report(d, l, D_SESSION, e.msg);
		return 1;
	}
	return 0;
}

void
score_rank(const long *scores, unsigned n, int order, unsigned *rank)
{
	unsigned i, k;

	for (i = 0; i < n; i++) {
		rank[i] = 1;
		for (k = 0; k < n; k++)
			if (order > 0 ? scores[k] > scores[i] :
			    scores[k] < scores[i])
				rank[i]++;
	}
}

int
score_record(struct score_sheet *s, const struct record *r,
    const struct replay_opts *base, struct diag *d)
{
	struct replay_opts o = *base;
	struct replay_state rs;
	struct sctx x = { s, r, d };
	const struct game *g;
	unsigned i;
	int rv;

	s->nturns = 0;
	buf_clear(&s->turns);
	memset(s->last, 0, sizeof(s->last));
	s->g = NULL;
	g = r->game != NULL && r->g != NULL ? r->g : game_find(r->game !=
	    NULL ? r->game : base->defgame != NULL ? base->defgame : "");
	if (g != NULL && g->kind != GAME_SESSION) {
		struct diag_loc l = { r->file, r->gamepos.line != 0 ?
		    r->gamepos.line : r->start.line, r->gamepos.line != 0 ?
		    r->gamepos.col : r->start.col, 1, r->src, NULL, r->index };
		char msg[128];

		snprintf(msg, sizeof(msg), "%s is a board game: rongo-score "
		    "scores dice sessions", g->name);
		diag_report(d, &l, D_SESSION, msg);
		return 1;
	}
	/* the seats are known once the record has been started */
	s->n = 0;
	o.on_pos = on_turn;
	o.ctx = &x;
	o.give_back = 1;	/* as the sheet grows */
	/* the canonical record refers to the source's bytes where it
	 * says the same: its actions cost a few bytes each */
	rec_clear(&s->canon);
	o.out = s->no_actions ? NULL : &s->canon;
	if ((rv = replay(r, NULL, &o, &rs, d)) != 0)
		return rv;
	s->g = rs.g;
	s->n = rs.nplayers;
	for (i = 0; i < s->n; i++) {
		s->names[i] = session_person(rs.g, r, i);
		s->scores[i] = rs.g->session->score(rs.st.b, i);
	}
	score_rank(s->scores, s->n, rs.g->session->order, s->rank);
	s->finished = rs.finished;
	s->winners = rs.winners;
	snprintf(s->why, sizeof(s->why), "%s", rs.why);
	return 0;
}

static size_t
name_width(const struct score_sheet *s)
{
	size_t w = 6, i;

	for (i = 0; i < s->n; i++)
		if (strlen(s->names[i]) > w)
			w = strlen(s->names[i]);
	return w;
}

static void
put_winners(FILE *fp, const struct score_sheet *s)
{
	unsigned i, k = 0;

	if (!s->finished) {
		fputs("  winner: none yet\n", fp);
		return;
	}
	for (i = 0; i < s->n; i++)
		if (s->winners & (1ul << i))
			k++;
	fprintf(fp, "  %s: ", k > 1 ? "winners" : "winner");
	for (i = 0, k = 0; i < s->n; i++)
		if (s->winners & (1ul << i))
			fprintf(fp, "%s%s", k++ ? ", " : "", s->names[i]);
	fprintf(fp, "%s (%s)\n", k ? "" : "none", s->why);
}

/*
 * The lines of a sheet, a turn's above all, are most of what rongo-score
 * writes: they are put together here, as fprintf's "%-*s" and "%6ld"
 * would, and written a few KiB at a time, where a fprintf a line took
 * more than scoring the turn.
 */
struct lines {
	FILE	*fp;
	size_t	 n;
	char	 b[4096];
};

static void
lines_flush(struct lines *o)
{
	if (o->n > 0)
		(void)fwrite(o->b, 1, o->n, o->fp);
	o->n = 0;
}

static void
lines_add(struct lines *o, const char *s, size_t n)
{
	if (n > sizeof(o->b) - o->n) {
		lines_flush(o);
		if (n > sizeof(o->b)) {
			(void)fwrite(s, 1, n, o->fp);
			return;
		}
	}
	memcpy(o->b + o->n, s, n);
	o->n += n;
}

/* v in decimal, right-aligned in width bytes or more ("%*ld"), at
 * e's left: where it starts. */
static char *
num_left_of(char *e, long v, size_t width)
{
	char *p = e;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) > 0);
	if (v < 0)
		*--p = '-';
	while ((size_t)(e - p) < width)
		*--p = ' ';
	return p;
}

/* A line of the sheet: "  %4lu  %-*s %6ld" then " %6ld" when two. */
static void
lines_row(struct lines *o, unsigned long k, const char *name, size_t w,
    long a, long b, int two)
{
	char num[32], *e = num + sizeof(num), *p;
	size_t n = strlen(name), room = (n > w ? n : w) + 64;
	char *q;

	if (room > sizeof(o->b) - o->n) {
		lines_flush(o);
		if (room > sizeof(o->b)) {
			/* a name longer than the buffer: not worth a path */
			fprintf(o->fp, "  %4lu  %-*s %6ld", k, (int)w, name,
			    a);
			if (two)
				fprintf(o->fp, " %6ld", b);
			fputc('\n', o->fp);
			return;
		}
	}
	q = o->b + o->n;
	*q++ = ' ';
	*q++ = ' ';
	p = num_left_of(e, (long)k, 4);
	memcpy(q, p, (size_t)(e - p));
	q += e - p;
	*q++ = ' ';
	*q++ = ' ';
	memcpy(q, name, n);
	q += n;
	for (; n < w; n++)
		*q++ = ' ';
	*q++ = ' ';
	p = num_left_of(e, a, 6);
	memcpy(q, p, (size_t)(e - p));
	q += e - p;
	if (two) {
		*q++ = ' ';
		p = num_left_of(e, b, 6);
		memcpy(q, p, (size_t)(e - p));
		q += e - p;
	}
	*q++ = '\n';
	o->n = (size_t)(q - o->b);
}

int
score_write_text(FILE *fp, const struct record *r,
    const struct score_sheet *s)
{
	size_t i, w = name_width(s);
	unsigned k, rank;
	struct turn_at a;
	struct score_turn t;
	struct lines o;

	text_escape_fp(fp, r->file);
	fprintf(fp, ": record %lu: %s, %s\n", r->index, s->g->id,
	    s->finished ? "finished" : "unfinished");
	fprintf(fp, "  turn  %-*s  score  total\n", (int)w, "player");
	o.fp = fp;
	o.n = 0;
	turn_first(&a);
	for (i = 0; i < s->nturns; i++) {
		turn_next(s, &a, &t);
		lines_row(&o, (unsigned long)(i + 1), s->names[t.seat], w,
		    t.score, t.total, 1);
	}
	lines_add(&o, "  standings\n", 12);
	for (rank = 1; rank <= s->n; rank++)
		for (k = 0; k < s->n; k++)
			if (s->rank[k] == rank)
				lines_row(&o, rank, s->names[k], w,
				    s->scores[k], 0, 0);
	lines_flush(&o);
	put_winners(fp, s);
	return ferror(fp) ? -1 : 0;
}

/* s in double quotes, with YAML's own escapes for what a YAML reader
 * would refuse raw or a terminal would obey: control characters, and
 * U+FFFE and U+FFFF.  A byte that is not UTF-8 has no escape of its own
 * (a YAML string is characters, not bytes): it is written as "\xHH",
 * which reads back as U+00HH. */
static void
yaml_quoted(FILE *fp, const char *s)
{
	size_t n = strlen(s), i = 0, k;

	fputc('"', fp);
	while (i < n) {
		unsigned char c = (unsigned char)s[i];

		k = c < 0x80 ? 1 : utf8_seq(s + i, n - i);
		if (c == '"' || c == '\\')
			fprintf(fp, "\\%c", c);
		else if (c >= 0x07 && c <= 0x0d)
			fprintf(fp, "\\%c", "abtnvfr"[c - 0x07]);
		else if (c == 0x1b)
			fputs("\\e", fp);
		else if (c < 0x20 || c == 0x7f || k == 0)
			fprintf(fp, "\\x%02X", c);
		else if (k == 2 && c == 0xc2 && (unsigned char)s[i + 1] < 0xa0)
			fprintf(fp, "\\x%02X", (unsigned char)s[i + 1]);
		else if (k == 3 && c == 0xef && (unsigned char)s[i + 1] == 0xbf &&
		    (unsigned char)s[i + 2] >= 0xbe)
			fprintf(fp, "\\u%s", (unsigned char)s[i + 2] == 0xbe ?
			    "FFFE" : "FFFF");
		else
			fwrite(s + i, 1, k, fp);
		i += k ? k : 1;
	}
	fputc('"', fp);
}

void
score_yaml_name(FILE *fp, const char *s)
{
	if (yaml_plain_safe(s, strlen(s)))
		fputs(s, fp);
	else
		yaml_quoted(fp, s);
}

/* num / den to places decimals, as a whole number of 10^-places,
 * halves away from zero (so that what is printed can be worked out by
 * hand, whatever a double would make of it). */
static long long
ratio(long long num, unsigned long long den, int places)
{
	unsigned long long u = num < 0 ? 0ull - (unsigned long long)num :
	    (unsigned long long)num, p = 1, q;
	int i;

	if (den == 0)
		return 0;
	for (i = 0; i < places; i++)
		p *= 10;
	q = u / den * p + (u % den * p * 2 + den) / (2 * den);
	return num < 0 ? -(long long)q : (long long)q;
}

/* v / 10^places as a decimal: "-1.50", "0.667". */
static const char *
fixed_string(char *b, size_t n, long long v, int places)
{
	unsigned long long u = v < 0 ? 0ull - (unsigned long long)v :
	    (unsigned long long)v, p = 1;
	int i;

	for (i = 0; i < places; i++)
		p *= 10;
	snprintf(b, n, "%s%llu.%0*llu", v < 0 ? "-" : "", u / p, places,
	    u % p);
	return b;
}

/*
 * The score documents are written through the functions below, one per
 * kind of value (a string, a text always quoted, a whole number, a
 * decimal, null) and per collection, which know the layout: YAML block
 * collections one item a line, flow collections ("{...}", "[...]") on
 * one.  Another form of the same documents (JSON) is a branch in each:
 * every collection is then a flow one, with no blank after ',' or ':',
 * the strings escaped by jwriter's escaper, and the document built
 * whole in a buffer and written as one line, or not at all when memory
 * runs out.
 */
#define DOC_DEPTH	6

struct doc {
	FILE		*fp;
	int		 json;
	struct buf	 line;		/* JSON: the document so far */
	int		 nomem;		/* JSON: some of it could not be */
	int		 depth;		/* lv[depth] is the open collection */
	int		 key;		/* a key is written: its value is due */
	struct {
		unsigned char	 flow, map;
		unsigned char	 inline_first;	/* first key after "- " */
		unsigned	 indent;
		unsigned long	 n;		/* items so far */
	} lv[DOC_DEPTH];
};

static void
doc_put(struct doc *d, const char *s)
{
	if (buf_puts(&d->line, s) < 0)
		d->nomem = 1;
}

/* A JSON string: a byte not UTF-8 (in a file's name) is written as the
 * character YAML's "\xHH" reads, U+00HH, so that both forms say the
 * same. */
static void
doc_jstr(struct doc *d, const char *s)
{
	if (jwriter_string(&d->line, s, strlen(s), 1) < 0)
		d->nomem = 1;
}

/* A document: a block mapping, opening the stream when first; in JSON
 * an object. */
static void
doc_begin(struct doc *d, FILE *fp, enum score_form form, int first)
{
	memset(d, 0, sizeof(*d));
	d->fp = fp;
	d->json = form == SCORE_JSON;
	buf_init(&d->line);
	d->lv[0].map = 1;
	d->lv[0].inline_first = 1;
	if (d->json)
		doc_put(d, "{");
	else if (!first)
		fputs("---\n", fp);
}

/* 0, or -1 when out of memory: the JSON document is then not written. */
static int
doc_end(struct doc *d)
{
	int rv = 0;

	if (!d->json)
		fputc('\n', d->fp);
	else {
		doc_put(d, "}\n");
		if (d->nomem)
			rv = -1;
		else
			fwrite(d->line.s, 1, d->line.len, d->fp);
	}
	buf_release(&d->line);
	return rv;
}

/* Before a value: after its key, or as the next item of a sequence.
 * A block collection's items begin on lines of their own. */
static void
doc_item(struct doc *d, int block)
{
	if (d->key) {
		d->key = 0;
		if (!block && !d->json)
			fputc(' ', d->fp);
		return;
	}
	if (d->json) {
		if (d->lv[d->depth].n++ > 0)
			doc_put(d, ",");
	} else if (d->lv[d->depth].flow)
		fputs(d->lv[d->depth].n++ ? ", " : "", d->fp);
	else {
		fprintf(d->fp, "\n%*s- ", (int)d->lv[d->depth].indent, "");
		d->lv[d->depth].n++;
	}
}

static void
doc_key(struct doc *d, const char *k)
{
	if (d->json) {
		if (d->lv[d->depth].n++ > 0)
			doc_put(d, ",");
		doc_jstr(d, k);
		doc_put(d, ":");
		d->key = 1;
		return;
	}
	if (d->lv[d->depth].flow)
		fputs(d->lv[d->depth].n++ ? ", " : "", d->fp);
	else if (d->lv[d->depth].n++ > 0 || !d->lv[d->depth].inline_first)
		fprintf(d->fp, "\n%*s", (int)d->lv[d->depth].indent, "");
	score_yaml_name(d->fp, k);
	fputc(':', d->fp);
	d->key = 1;
}

static void
doc_open(struct doc *d, int map, int flow)
{
	int first = !flow && !d->key && !d->lv[d->depth].flow &&
	    !d->lv[d->depth].map;
	unsigned indent = d->lv[d->depth].indent + 2;

	if (d->json) {
		flow = 1;
		doc_item(d, 0);
		doc_put(d, map ? "{" : "[");
	} else {
		doc_item(d, !flow);
		if (flow)
			fputc(map ? '{' : '[', d->fp);
	}
	if (d->depth + 1 >= DOC_DEPTH)
		return;		/* (no document here is as deep) */
	d->depth++;
	memset(&d->lv[d->depth], 0, sizeof(d->lv[d->depth]));
	d->lv[d->depth].flow = (unsigned char)flow;
	d->lv[d->depth].map = (unsigned char)map;
	d->lv[d->depth].inline_first = (unsigned char)first;
	d->lv[d->depth].indent = indent;
}

/* An empty block collection is written "[]" or "{}", after its key. */
static void
doc_close(struct doc *d)
{
	if (d->json)
		doc_put(d, d->lv[d->depth].map ? "}" : "]");
	else if (d->lv[d->depth].flow)
		fputc(d->lv[d->depth].map ? '}' : ']', d->fp);
	else if (d->lv[d->depth].n == 0)
		fputs(d->lv[d->depth].map ? " {}" : " []", d->fp);
	d->depth--;
}

/* A string: plain where every reader reads it back as the same string,
 * else double-quoted. */
static void
doc_str(struct doc *d, const char *s)
{
	doc_item(d, 0);
	if (d->json)
		doc_jstr(d, s);
	else
		score_yaml_name(d->fp, s);
}

/* A text always quoted, as the record's YAML writes its actions. */
static void
doc_text(struct doc *d, const char *s)
{
	doc_item(d, 0);
	if (d->json)
		doc_jstr(d, s);
	else
		yaml_quoted(d->fp, s);
}

static void
doc_int(struct doc *d, long long v)
{
	doc_item(d, 0);
	if (!d->json)
		fprintf(d->fp, "%lld", v);
	else if (buf_printf(&d->line, "%lld", v) < 0)
		d->nomem = 1;
}

static void
doc_null(struct doc *d)
{
	doc_item(d, 0);
	if (d->json)
		doc_put(d, "null");
	else
		fputs("null", d->fp);
}

/* A decimal, v / 10^places, written with its places ("0.500"). */
static void
doc_fixed(struct doc *d, long long v, int places)
{
	char b[64];

	doc_item(d, 0);
	fixed_string(b, sizeof(b), v, places);
	if (d->json)
		doc_put(d, b);
	else
		fputs(b, d->fp);
}

/* The actions of the turn the walk at it is at (its REC_TURN item
 * shown), into acts, each ending with '\0', up to the next turn; *more
 * whether there is one.  0, or -1 out of memory. */
static int
turn_actions(struct rec_iter *it, struct buf *acts, struct buf *tmp,
    int *more)
{
	int rv;

	buf_clear(acts);
	*more = 0;
	while ((rv = rec_iter_next(it)) > 0) {
		if (it->kind == REC_TURN) {
			*more = 1;
			return 0;
		}
		if (it->kind != REC_PLY)
			continue;
		if (rec_iter_text(it, tmp) < 0 ||
		    buf_add(acts, tmp->s, tmp->len) < 0 ||
		    buf_add(acts, "", 1) < 0)
			return -1;
	}
	return rv;
}

/* The category a turn's actions scored in g's card ("score CAT" with
 * CAT one of its ids), or NULL: none (a turn still in progress). */
static const char *
turn_category(const struct game *g, const struct buf *acts)
{
	const char *p, *cat = NULL, *id;
	size_t i;

	if (!game_has_card(g))
		return NULL;
	for (p = acts->s; p != NULL && p < acts->s + acts->len;
	    p += strlen(p) + 1) {
		if (strncmp(p, "score ", 6) != 0)
			continue;
		for (i = 0; (id = g->session->category_id(i)) != NULL; i++)
			if (strcmp(p + 6, id) == 0)
				cat = id;
	}
	return cat;
}

static void
put_tags(struct doc *d, const struct record *r)
{
	size_t i;

	doc_key(d, "tags");
	doc_open(d, 1, 1);
	for (i = 0; i < r->ntags; i++) {
		doc_key(d, r->tags[i].name);
		doc_str(d, r->tags[i].value);
	}
	doc_close(d);
}

static void
put_winner(struct doc *d, const struct score_sheet *s)
{
	unsigned i, k = 0;

	for (i = 0; i < s->n; i++)
		if (s->finished && (s->winners & (1ul << i)))
			k++;
	/* null before the end; a name; a list when they share */
	doc_key(d, "winner");
	if (k == 0) {
		doc_null(d);
		return;
	}
	if (k > 1)
		doc_open(d, 0, 1);
	for (i = 0; i < s->n; i++)
		if (s->winners & (1ul << i))
			doc_str(d, s->names[i]);
	if (k > 1)
		doc_close(d);
}

static int
put_turns(struct doc *d, const struct score_sheet *s)
{
	struct buf acts = BUF_INIT, tmp = BUF_INIT;
	struct rec_iter it;
	struct turn_at a;
	struct score_turn t;
	const char *cat, *p;
	size_t n;
	int rv = 0, more = 0;

	rec_iter_init(&it, &s->canon);
	/* to the first turn (comments may come before it) */
	if (!s->no_actions)
		while ((rv = rec_iter_next(&it)) > 0 && it.kind != REC_TURN)
			;
	more = rv > 0;
	doc_key(d, "turns");
	doc_open(d, 0, 0);
	turn_first(&a);
	for (n = 0; rv >= 0 && n < s->nturns; n++) {
		turn_next(s, &a, &t);
		buf_clear(&acts);
		if (more && (rv = turn_actions(&it, &acts, &tmp, &more)) < 0)
			break;
		doc_open(d, 1, 1);
		doc_key(d, "player");
		doc_str(d, s->names[t.seat]);
		doc_key(d, "score");
		doc_int(d, t.score);
		doc_key(d, "total");
		doc_int(d, t.total);
		if (game_has_card(s->g)) {
			doc_key(d, "category");
			if ((cat = turn_category(s->g, &acts)) != NULL)
				doc_str(d, cat);
			else
				doc_null(d);
		}
		if (!s->no_actions) {
			doc_key(d, "actions");
			doc_open(d, 0, 1);
			for (p = acts.s; p != NULL && p < acts.s + acts.len;
			    p += strlen(p) + 1)
				doc_text(d, p);
			doc_close(d);
		}
		doc_close(d);
	}
	doc_close(d);
	rec_iter_release(&it);
	buf_release(&acts);
	buf_release(&tmp);
	return rv < 0 ? -1 : 0;
}

int
score_write_doc(FILE *fp, const struct record *r,
    const struct score_sheet *s, enum score_form form, int first)
{
	struct doc d;
	unsigned i;
	int rv;

	doc_begin(&d, fp, form, first);
	doc_key(&d, "file");
	doc_str(&d, r->file);
	doc_key(&d, "record");
	doc_int(&d, (long long)r->index);
	doc_key(&d, "game");
	doc_str(&d, s->g->id);
	put_tags(&d, r);
	doc_key(&d, "status");
	doc_str(&d, s->finished ? "finished" : "unfinished");
	put_winner(&d, s);
	doc_key(&d, "players");
	doc_open(&d, 0, 0);
	for (i = 0; i < s->n; i++) {
		doc_open(&d, 1, 0);
		doc_key(&d, "name");
		doc_str(&d, s->names[i]);
		doc_key(&d, "score");
		doc_int(&d, s->scores[i]);
		doc_key(&d, "rank");
		doc_int(&d, s->rank[i]);
		doc_close(&d);
	}
	doc_close(&d);
	rv = put_turns(&d, s);
	if (doc_end(&d) < 0)
		rv = -1;
	return rv;
}

/*
 * --total.  Records are summed per game, never across games (strokes of
 * Dice Golf are no Yahtzee points); in a game, per player, by name.  A
 * game played counts whether it is finished or not; a game won is one
 * finished with the player among its winners, so that a shared win
 * counts for each who shares it.
 */
void
score_totals_init(struct score_totals *t)
{
	memset(t, 0, sizeof(*t));
}

void
score_totals_release(struct score_totals *t)
{
	size_t i, k;

	for (i = 0; i < t->n; i++) {
		for (k = 0; k < t->groups[i].n; k++)
			mem_free(t->groups[i].sums[k].name);
		mem_free(t->groups[i].sums);
	}
	mem_free(t->groups);
	score_totals_init(t);
}

int
score_totals_add(struct score_totals *t, const struct score_sheet *s)
{
	struct score_group *gr;
	struct score_sum *sum;
	size_t i, k;

	for (i = 0; i < t->n; i++)
		if (t->groups[i].g == s->g)
			break;
	if (i == t->n) {
		if (mem_grow(&t->groups, &t->cap, i + 1,
		    sizeof(*t->groups)) < 0)
			return -1;
		memset(&t->groups[i], 0, sizeof(t->groups[i]));
		t->groups[i].g = s->g;
		t->n++;
	}
	gr = &t->groups[i];
	gr->records++;
	t->records++;
	for (i = 0; i < s->n; i++) {
		for (k = 0; k < gr->n; k++)
			if (strcmp(gr->sums[k].name, s->names[i]) == 0)
				break;
		if (k == gr->n) {
			if (mem_grow(&gr->sums, &gr->cap, k + 1,
			    sizeof(*gr->sums)) < 0)
				return -1;
			memset(&gr->sums[k], 0, sizeof(gr->sums[k]));
			if ((gr->sums[k].name = mem_strdup(s->names[i])) ==
			    NULL)
				return -1;
			gr->n++;
		}
		sum = &gr->sums[k];
		sum->score += s->scores[i];
		sum->played++;
		if (s->finished && (s->winners & (1ul << i)))
			sum->wins++;
	}
	return 0;
}

/* The mean score in hundredths, and the win rate in thousandths. */
static long long
sum_mean(const struct score_sum *u)
{
	return ratio(u->score, u->played, 2);
}

static long long
sum_rate(const struct score_sum *u)
{
	return ratio((long long)u->wins, u->played, 3);
}

/* Whether a ranks above b: more games won, then the better mean score
 * as printed (the higher, or in a game where the lowest wins the
 * lower); 0 when neither does, and they share a rank. */
static int
sum_above(const struct score_sum *a, const struct score_sum *b, int order)
{
	long long ma = sum_mean(a), mb = sum_mean(b);

	if (a->wins != b->wins)
		return a->wins > b->wins;
	return order >= 0 ? ma > mb : ma < mb;
}

static unsigned
sum_rank(const struct score_group *gr, size_t i)
{
	unsigned r = 1;
	size_t k;

	for (k = 0; k < gr->n; k++)
		if (sum_above(&gr->sums[k], &gr->sums[i],
		    gr->g->session->order))
			r++;
	return r;
}

static int
group_doc(FILE *fp, const struct score_group *gr, enum score_form form,
    int first)
{
	struct doc d;
	size_t i;

	doc_begin(&d, fp, form, first);
	doc_key(&d, "game");
	doc_str(&d, gr->g->id);
	doc_key(&d, "records");
	doc_int(&d, (long long)gr->records);
	doc_key(&d, "players");
	doc_open(&d, 0, 0);
	for (i = 0; i < gr->n; i++) {
		doc_open(&d, 1, 0);
		doc_key(&d, "name");
		doc_str(&d, gr->sums[i].name);
		doc_key(&d, "played");
		doc_int(&d, (long long)gr->sums[i].played);
		doc_key(&d, "wins");
		doc_int(&d, (long long)gr->sums[i].wins);
		doc_key(&d, "win_rate");
		doc_fixed(&d, sum_rate(&gr->sums[i]), 3);
		doc_key(&d, "mean");
		doc_fixed(&d, sum_mean(&gr->sums[i]), 2);
		doc_key(&d, "score");
		doc_int(&d, gr->sums[i].score);
		doc_key(&d, "rank");
		doc_int(&d, sum_rank(gr, i));
		doc_close(&d);
	}
	doc_close(&d);
	return doc_end(&d);
}

static void
group_text(FILE *fp, const struct score_group *gr)
{
	char rate[32], mean[64];
	size_t i, w = 6;
	unsigned r;

	for (i = 0; i < gr->n; i++)
		if (strlen(gr->sums[i].name) > w)
			w = strlen(gr->sums[i].name);
	fprintf(fp, "%s, %lu record%s\n", gr->g->id, gr->records,
	    gr->records == 1 ? "" : "s");
	fprintf(fp, "  rank  %-*s played  won   rate     mean   total\n",
	    (int)w, "player");
	for (r = 1; r <= gr->n; r++)
		for (i = 0; i < gr->n; i++) {
			const struct score_sum *u = &gr->sums[i];

			if (sum_rank(gr, i) != r)
				continue;
			fprintf(fp, "  %4u  %-*s %6lu %4lu %6s %8s %7lld\n", r,
			    (int)w, u->name, u->played, u->wins,
			    fixed_string(rate, sizeof(rate), sum_rate(u), 3),
			    fixed_string(mean, sizeof(mean), sum_mean(u), 2),
			    u->score);
		}
}

int
score_totals_write(FILE *fp, const struct score_totals *t,
    enum score_form form, int first)
{
	size_t i;
	int rv = 0;

	if (form == SCORE_TEXT)
		fprintf(fp, "total over %lu record%s\n", t->records,
		    t->records == 1 ? "" : "s");
	for (i = 0; i < t->n; i++)
		if (form == SCORE_TEXT)
			group_text(fp, &t->groups[i]);
		else if (group_doc(fp, &t->groups[i], form,
		    first && i == 0) < 0)
			rv = -1;
	return rv;
}

int
score_write_hints(FILE *fp, unsigned long record, const char *player,
    const struct hint *h, size_t n, enum score_form form, int first)
{
	struct doc d;
	size_t i;

	doc_begin(&d, fp, form, first);
	doc_key(&d, "record");
	doc_int(&d, (long long)record);
	doc_key(&d, "player");
	if (player != NULL)
		doc_str(&d, player);
	else
		doc_null(&d);
	doc_key(&d, "hints");
	doc_open(&d, 0, 0);
	for (i = 0; i < n; i++) {
		doc_open(&d, 1, 0);
		doc_key(&d, "category");
		doc_str(&d, h[i].cat);
		doc_key(&d, "points");
		doc_int(&d, h[i].points);
		doc_close(&d);
	}
	doc_close(&d);
	return doc_end(&d);
}

/* After "showing:" or "aside:" in the text form, n dice: " 66633", or
 * nothing when none. */
static void
dice_text(FILE *fp, const unsigned char *d, unsigned n)
{
	unsigned i;

	fputs(n > 0 ? " " : "", fp);
	for (i = 0; i < n; i++)
		fprintf(fp, "%u", d[i]);
	fputc('\n', fp);
}

/* In a document, n dice as a list of numbers: [6, 6, 6, 3, 3]. */
static void
dice_doc(struct doc *d, const char *key, const unsigned char *dice,
    unsigned n)
{
	unsigned i;

	doc_key(d, key);
	doc_open(d, 0, 1);
	for (i = 0; i < n; i++)
		doc_int(d, dice[i]);
	doc_close(d);
}

static void
state_text(FILE *fp, const struct record *r, const struct game *g,
    const void *st, int finished)
{
	const struct session_ops *so = g->session;
	struct session_view v;
	struct expect x;
	unsigned i, n = session_nseats(g, r);

	session_view(g, st, &v);
	so->expect(st, &x);
	fprintf(fp, "player: %s\n", finished || x.seat < 0 ? "none" :
	    session_seat(g, r, (unsigned)x.seat));
	if (v.throws >= 0)
		fprintf(fp, "throw: %d\n", v.throws);
	if (v.has_points)
		fprintf(fp, "points: %lld\n", (long long)v.points);
	if (v.has_dice) {
		fputs("showing:", fp);
		dice_text(fp, v.show, v.nshow);
		fputs("aside:", fp);
		dice_text(fp, v.aside, v.naside);
	}
	if (v.has_card) {
		fputs("open:", fp);
		for (i = 0; i < v.nopen; i++)
			fprintf(fp, " %s", v.open[i]);
		fputc('\n', fp);
	}
	fputs("totals:", fp);
	for (i = 0; i < n; i++)
		fprintf(fp, "%s %s %ld", i > 0 ? "," : "",
		    session_seat(g, r, i), so->score(st, i));
	fputc('\n', fp);
}

int
score_write_state(FILE *fp, const struct record *r, const struct game *g,
    const void *st, int finished, enum score_form form, int first)
{
	const struct session_ops *so = g->session;
	struct session_view v;
	struct expect x;
	struct doc d;
	unsigned i, n = session_nseats(g, r);

	if (form == SCORE_TEXT) {
		state_text(fp, r, g, st, finished);
		return 0;
	}
	session_view(g, st, &v);
	so->expect(st, &x);
	doc_begin(&d, fp, form, first);
	doc_key(&d, "game");
	doc_str(&d, g->id);
	doc_key(&d, "player");
	if (finished || x.seat < 0)
		doc_null(&d);
	else
		doc_str(&d, session_seat(g, r, (unsigned)x.seat));
	if (v.throws >= 0) {
		doc_key(&d, "throw");
		doc_int(&d, v.throws);
	}
	if (v.has_points) {
		doc_key(&d, "points");
		doc_int(&d, (long long)v.points);
	}
	if (v.has_dice) {
		dice_doc(&d, "showing", v.show, v.nshow);
		dice_doc(&d, "aside", v.aside, v.naside);
	}
	if (v.has_card) {
		doc_key(&d, "open");
		doc_open(&d, 0, 1);
		for (i = 0; i < v.nopen; i++)
			doc_str(&d, v.open[i]);
		doc_close(&d);
	}
	doc_key(&d, "totals");
	doc_open(&d, 0, 0);
	for (i = 0; i < n; i++) {
		doc_open(&d, 1, 1);
		doc_key(&d, "name");
		doc_str(&d, session_seat(g, r, i));
		doc_key(&d, "score");
		doc_int(&d, so->score(st, i));
		doc_close(&d);
	}
	doc_close(&d);
	return doc_end(&d);
}
