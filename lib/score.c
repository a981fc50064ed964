/*
 * score: score sheets of dice sessions (see score.h).
 */
#include "score.h"

#include <string.h>

#include "diag.h"
#include "mem.h"
#include "text.h"

void
score_init(struct score_sheet *s)
{
	memset(s, 0, sizeof(*s));
}

void
score_release(struct score_sheet *s)
{
	mem_free(s->turns);
	score_init(s);
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

	if (ply == 0) {
		s->n = session_nseats(g, x->r);
		for (i = 0; i < s->n; i++)
			s->prev[i] = g->session->score(st, i);
		return 0;
	}
	for (i = 0; i < s->n; i++)
		if (strcmp(session_seat(g, x->r, i), player) == 0)
			seat = i;
	if (mem_grow(&s->turns, &s->cap, s->nturns + 1,
	    sizeof(*s->turns)) < 0) {
		diag_report(x->d, NULL, D_NOMEM);
		return -1;
	}
	s->turns[s->nturns].seat = seat;
	s->turns[s->nturns].total = g->session->score(st, seat);
	s->turns[s->nturns].score = s->turns[s->nturns].total - s->prev[seat];
	s->nturns++;
	for (i = 0; i < s->n; i++)
		s->prev[i] = g->session->score(st, i);
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
	s->g = NULL;
	g = game_find(r->game != NULL ? r->game :
	    base->defgame != NULL ? base->defgame : "");
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

	fprintf(fp, "%s: record %lu: %s, %s\n", r->file, r->index, s->g->id,
	    s->finished ? "finished" : "unfinished");
	fprintf(fp, "  turn  %-*s  score  total\n", (int)w, "player");
	for (i = 0; i < s->nturns; i++)
		fprintf(fp, "  %4zu  %-*s %6ld %6ld\n", i + 1, (int)w,
		    s->names[s->turns[i].seat], s->turns[i].score,
		    s->turns[i].total);
	fputs("  standings\n", fp);
	for (rank = 1; rank <= s->n; rank++)
		for (k = 0; k < s->n; k++)
			if (s->rank[k] == rank)
				fprintf(fp, "  %4u  %-*s %6ld\n", rank, (int)w,
				    s->names[k], s->scores[k]);
	put_winners(fp, s);
	return ferror(fp) ? -1 : 0;
}

/* Words YAML 1.1 would read as something else than a string. */
void
score_yaml_name(FILE *fp, const char *s)
{
	const char *p;

	if (yaml_plain_safe(s, strlen(s))) {
		fputs(s, fp);
		return;
	}
	fputc('"', fp);
	for (p = s; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			fputc('\\', fp);
		if ((unsigned char)*p < 0x20 || *p == 0x7f)
			fprintf(fp, "\\x%02x", (unsigned char)*p);
		else
			fputc(*p, fp);
	}
	fputc('"', fp);
}

int
score_write_yaml(FILE *fp, const struct score_sheet *s, int first)
{
	unsigned i, k = 0, w;
	size_t t;

	if (!first)
		fputs("---\n", fp);
	fprintf(fp, "game: %s\nstatus: %s\nwinner: ", s->g->id,
	    s->finished ? "finished" : "unfinished");
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
	for (t = 0; t < s->nturns; t++) {
		fputs("  - {player: ", fp);
		score_yaml_name(fp, s->names[s->turns[t].seat]);
		fprintf(fp, ", score: %ld, total: %ld}\n", s->turns[t].score,
		    s->turns[t].total);
	}
	return ferror(fp) ? -1 : 0;
}
