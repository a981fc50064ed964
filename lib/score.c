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
#include "mem.h"
#include "text.h"
#include "varint.h"

void
score_init(struct score_sheet *s)
{
	memset(s, 0, sizeof(*s));
	buf_init(&s->turns);
}

void
score_release(struct score_sheet *s)
{
	buf_release(&s->turns);
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
	unsigned char b[3 * 10];
	size_t n;

	n = varint_put(b, seat);
	n += varint_put(b + n, zig(score, 0));
	n += varint_put(b + n, zig(total, s->last[seat]));
	if (buf_add(&s->turns, (const char *)b, n) < 0)
		return -1;
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
	for (i = 0; i < s->n; i++)
		if (strcmp(session_seat(g, x->r, i), player) == 0)
			seat = i;
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

int
score_write_text(FILE *fp, const struct record *r,
    const struct score_sheet *s)
{
	size_t i, w = name_width(s);
	unsigned k, rank;
	struct turn_at a;
	struct score_turn t;

	text_escape_fp(fp, r->file);
	fprintf(fp, ": record %lu: %s, %s\n", r->index, s->g->id,
	    s->finished ? "finished" : "unfinished");
	fprintf(fp, "  turn  %-*s  score  total\n", (int)w, "player");
	turn_first(&a);
	for (i = 0; i < s->nturns; i++) {
		turn_next(s, &a, &t);
		fprintf(fp, "  %4zu  %-*s %6ld %6ld\n", i + 1, (int)w,
		    s->names[t.seat], t.score, t.total);
	}
	fputs("  standings\n", fp);
	for (rank = 1; rank <= s->n; rank++)
		for (k = 0; k < s->n; k++)
			if (s->rank[k] == rank)
				fprintf(fp, "  %4u  %-*s %6ld\n", rank, (int)w,
				    s->names[k], s->scores[k]);
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

int
score_write_yaml(FILE *fp, const struct record *r,
    const struct score_sheet *s, int first)
{
	unsigned i, k = 0, w;
	size_t n;
	struct turn_at a;
	struct score_turn t;

	if (!first)
		fputs("---\n", fp);
	fputs("file: ", fp);
	score_yaml_name(fp, r->file);
	fprintf(fp, "\nrecord: %lu\ngame: %s\nstatus: %s\nwinner: ",
	    r->index, s->g->id, s->finished ? "finished" : "unfinished");
	for (i = 0; i < s->n; i++)
		if (s->finished && (s->winners & (1ul << i)))
			k++;
	/* null before the end; a name; a list when they share */
	fputs(k == 0 ? "null" : k > 1 ? "[" : "", fp);
	for (i = 0, w = 0; k > 0 && i < s->n; i++)
		if (s->winners & (1ul << i)) {
			fputs(w++ ? ", " : "", fp);
			score_yaml_name(fp, s->names[i]);
		}
	fputs(k > 1 ? "]" : "", fp);
	fputs("\nplayers:\n", fp);
	for (i = 0; i < s->n; i++) {
		fputs("  - name: ", fp);
		score_yaml_name(fp, s->names[i]);
		fprintf(fp, "\n    score: %ld\n    rank: %u\n", s->scores[i],
		    s->rank[i]);
	}
	fputs(s->nturns ? "turns:\n" : "turns: []\n", fp);
	turn_first(&a);
	for (n = 0; n < s->nturns; n++) {
		turn_next(s, &a, &t);
		fputs("  - {player: ", fp);
		score_yaml_name(fp, s->names[t.seat]);
		fprintf(fp, ", score: %ld, total: %ld}\n", t.score, t.total);
	}
	return ferror(fp) ? -1 : 0;
}

/* After a key, n dice: " 66633" (nothing when none), or in YAML
 * " [6, 6, 6, 3, 3]". */
static void
dice_out(FILE *fp, const unsigned char *d, unsigned n, int yaml)
{
	unsigned i;

	fputs(yaml ? " [" : n > 0 ? " " : "", fp);
	for (i = 0; i < n; i++)
		fprintf(fp, yaml && i > 0 ? ", %u" : "%u", d[i]);
	fputs(yaml ? "]\n" : "\n", fp);
}

int
score_write_state(FILE *fp, const struct record *r, const struct game *g,
    const void *st, int finished, int yaml, int first)
{
	const struct session_ops *so = g->session;
	struct session_view v;
	struct expect x;
	unsigned i, n = session_nseats(g, r);

	session_view(g, st, &v);
	so->expect(st, &x);
	if (yaml && !first)
		fputs("---\n", fp);
	if (yaml)
		fprintf(fp, "game: %s\n", g->id);
	fputs("player: ", fp);
	if (finished || x.seat < 0)
		fputs(yaml ? "null" : "none", fp);
	else if (yaml)
		score_yaml_name(fp, session_seat(g, r, (unsigned)x.seat));
	else
		fputs(session_seat(g, r, (unsigned)x.seat), fp);
	fputc('\n', fp);
	if (v.throws >= 0)
		fprintf(fp, "throw: %d\n", v.throws);
	if (v.has_points)
		fprintf(fp, "points: %lld\n", (long long)v.points);
	if (v.has_dice) {
		fputs("showing:", fp);
		dice_out(fp, v.show, v.nshow, yaml);
		fputs("aside:", fp);
		dice_out(fp, v.aside, v.naside, yaml);
	}
	if (v.has_card) {
		fputs(yaml ? "open: [" : "open:", fp);
		for (i = 0; i < v.nopen; i++)
			fprintf(fp, "%s%s", !yaml ? " " : i > 0 ? ", " : "",
			    v.open[i]);
		fputs(yaml ? "]\n" : "\n", fp);
	}
	fputs(yaml ? "totals:\n" : "totals:", fp);
	for (i = 0; i < n; i++) {
		if (yaml) {
			fputs("  - {name: ", fp);
			score_yaml_name(fp, session_seat(g, r, i));
			fprintf(fp, ", score: %ld}\n", so->score(st, i));
		} else
			fprintf(fp, "%s %s %ld", i > 0 ? "," : "",
			    session_seat(g, r, i), so->score(st, i));
	}
	if (!yaml)
		fputc('\n', fp);
	return ferror(fp) ? -1 : 0;
}
