/*
 * fuzz: the harnesses' shared part (see fuzz.h).
 */
#include "fuzz.h"

#include "diag.h"
#include "notation.h"
#include "reader.h"
#include "rec.h"
#include "replay.h"
#include "score.h"
#include "src.h"
#include "yrec.h"
#include "jwriter.h"
#include "ywriter.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What a src's tap handed over while the records were read (rongo-split
 * rests on it): every byte once, in order, so that at the end they are
 * the input; and each mark at the start of a line, numbered as it is,
 * records in rising order.  Any other outcome aborts, for the fuzzer to
 * keep. */
struct tapped {
	unsigned char	*b;
	size_t		 n, cap;
	unsigned long	 nl;		/* line ends among them */
	unsigned long	 rec;		/* the last mark's record */
};

static void
tapped_bytes(void *ctx, const char *p, size_t n)
{
	struct tapped *t = ctx;
	size_t i;

	if (t->n + n > t->cap) {
		t->cap = (t->n + n) * 2;
		if ((t->b = realloc(t->b, t->cap)) == NULL)
			abort();
	}
	memcpy(t->b + t->n, p, n);
	t->n += n;
	for (i = 0; i < n; i++)
		t->nl += p[i] == '\n';
}

static void
tapped_mark(void *ctx, unsigned long line, unsigned long record)
{
	struct tapped *t = ctx;

	if ((t->n > 0 && t->b[t->n - 1] != '\n') || line != t->nl + 1 ||
	    record <= t->rec)
		abort();
	t->rec = record;
}


FILE *
fuzz_out(void)
{
	static FILE *fp;

	if (fp == NULL && (fp = fopen("/dev/null", "w")) == NULL)
		fp = stderr;
	return fp;
}

static int
fuzz_count(void *ctx, const char *canon)
{
	unsigned long *n = ctx;

	(void)canon;
	return ++*n >= FUZZ_LEGAL_MAX;
}

/* A session's listing, checked: every action it lists is taken as it
 * stands by its seat (a throw to come played as 1s), on a copy of the
 * state, with the turn begun as its line would begin it; anything else
 * is a finding. */
struct listing {
	const struct game	*g;
	const void		*st;
	unsigned long		 n;
	unsigned char		 work[GAME_STATE_MAX];
};

static int
fuzz_listed(void *ctx, unsigned seat, const char *canon)
{
	struct listing *l = ctx;
	const struct session_ops *so = l->g->session;
	struct word w[64];
	struct game_err e;
	struct expect x;
	char text[MOVE_TEXT_MAX], out[MOVE_TEXT_MAX];
	size_t i, n;

	snprintf(text, sizeof(text), "%s", canon);
	for (i = 0; text[i] != '\0'; i++)
		if (text[i] == '?')
			text[i] = '1';
	n = game_words(text, w, 64);
	memcpy(l->work, l->st, l->g->state_size);
	so->expect(l->work, &x);
	if ((int)seat == x.seat && x.new_turn && (so->actor == NULL ||
	    so->actor(l->work) != (int)seat) &&
	    (so->end_turn(l->work, &e) < 0 ||
	    so->begin_turn(l->work, seat, &e) < 0))
		abort();
	if (session_action(l->g, l->work, w, n, out, &e) < 0)
		abort();
	return ++l->n >= FUZZ_LEGAL_MAX;
}

void
fuzz_position(const struct game *g, const void *st)
{
	struct render_info ri = { 0, NULL, NULL, 0 };
	struct buf b = BUF_INIT;
	unsigned long n = 0;
	char why[256];

	if (g->pos_write != NULL)
		(void)g->pos_write(st, &b);
	buf_clear(&b);
	if (g->render != NULL)
		(void)g->render(st, &ri, &b);
	if (g->outcome != NULL)
		(void)g->outcome(st, why);
	if (g->legal != NULL)
		(void)g->legal(st, fuzz_count, &n);
	buf_release(&b);
}

/* The canonical record canon, as written in notation (yaml 0), YAML
 * (1) or JSON Lines (2), into a new string (NULL when out of memory). */
static char *
written(const struct record *canon, int yaml, size_t *len)
{
	char *s = NULL;
	struct ywriter *w;
	struct jwriter *jw;
	FILE *fp;

	*len = 0;
	if ((fp = open_memstream(&s, len)) == NULL)
		return NULL;
	if (yaml == 0)
		(void)nrec_write(fp, canon);
	else if (yaml == 1 && ywriter_open(&w, fp) == 0) {
		(void)ywriter_put(w, canon);
		(void)ywriter_close(w);
	} else if (yaml == 2 && jwriter_open(&jw, fp) == 0) {
		(void)jwriter_put(jw, canon);
		(void)jwriter_close(jw);
	}
	fclose(fp);
	return s;
}

/*
 * What a writer wrote, the readers must take back: the text of canon in
 * each encoding reads as one record, valid, whose canonical record in
 * notation is the same bytes as canon's (want).  Anything else aborts,
 * for the fuzzer to keep.
 */
static void
read_back(const struct record *canon, const char *want, size_t wlen)
{
	struct diag quiet;
	struct reader *rd;
	struct record r, again;
	struct replay_opts ro;
	struct replay_state rs;
	char *text, *got;
	size_t len, glen;
	int yaml;

	for (yaml = 0; yaml <= 2; yaml++) {
		if ((text = written(canon, yaml, &len)) == NULL)
			continue;
		diag_init(&quiet, "fuzz", NULL);
		rec_init(&r);
		rec_init(&again);
		if (reader_open_mem(&rd, "back", text, len, NULL, NULL,
		    &quiet) < 0)
			abort();
		if (reader_next(rd, &r) != 1 || r.bad)
			abort();
		replay_opts_init(&ro, NULL, 0);
		ro.out = &again;
		if (replay(&r, NULL, &ro, &rs, &quiet) != 0 ||
		    quiet.worst >= SEV_ERROR)
			abort();
		if (reader_next(rd, &r) != 0)
			abort();	/* one record, not two */
		if ((got = written(&again, 0, &glen)) != NULL) {
			if (glen != wlen || memcmp(got, want, wlen) != 0)
				abort();
			free(got);
		}
		reader_close(rd);
		rec_release(&r);
		rec_release(&again);
		free(text);
	}
}

/* One record, as rongo-validate, rongo-apply and rongo-score take it. */
static void
fuzz_record(const struct record *r, const char *defgame, struct diag *d)
{
	struct replay_opts ro;
	struct replay_state rs;
	struct record canon;
	struct ywriter *w;
	int rv;

	replay_opts_init(&ro, defgame, 0);
	rec_init(&canon);
	ro.out = &canon;
	rv = replay(r, NULL, &ro, &rs, d);
	if (rv == 0) {
		char *want;
		size_t wlen;

		(void)nrec_write(fuzz_out(), &canon);
		if (ywriter_open(&w, fuzz_out()) == 0) {
			(void)ywriter_put(w, &canon);
			(void)ywriter_close(w);
		}
		if ((want = written(&canon, 0, &wlen)) != NULL) {
			read_back(&canon, want, wlen);
			free(want);
		}
		if (rs.g != NULL && rs.g->kind != GAME_SESSION)
			fuzz_position(rs.g, rs.st.b);
		else if (rs.g != NULL) {
			/* rongo-apply -l and rongo-render-ascii */
			static struct listing l;
			struct buf b = BUF_INIT;

			l.g = rs.g;
			l.st = rs.st.b;
			l.n = 0;
			if (!rs.finished)
				(void)session_legal(rs.g, rs.st.b,
				    fuzz_listed, &l);
			(void)rs.g->render(rs.st.b, NULL, &b);
			buf_release(&b);
		}
	}
	rec_release(&canon);
	/* --strict, and the scores of a session */
	replay_opts_init(&ro, defgame, 1);
	(void)replay(r, NULL, &ro, &rs, d);
	if (rv == 0 && rs.g != NULL && rs.g->kind == GAME_SESSION) {
		struct score_sheet sh;

		score_init(&sh);
		replay_opts_init(&ro, defgame, 0);
		if (score_record(&sh, r, &ro, d) == 0) {
			(void)score_write_text(fuzz_out(), r, &sh);
			(void)score_write_doc(fuzz_out(), r, &sh, SCORE_YAML,
			    1);
			(void)score_write_doc(fuzz_out(), r, &sh, SCORE_JSON,
			    1);
		}
		score_release(&sh);
	}
}

void
fuzz_records(const uint8_t *data, size_t size, const char *defgame, int how)
{
	struct diag d;
	struct record r;
	struct reader *rd = NULL;
	struct nrec *n = NULL;
	struct yrec *y = NULL;
	struct src src;
	struct tapped tp = { NULL, 0, 0, 0, 0 };
	struct src_tap tap = { tapped_bytes, tapped_mark, &tp };
	int rv;

	struct limits lim, *lp = NULL;

	if (size > 0 && (data[size - 1] & 1)) {
		lim_init(&lim);
		lim.max[LIM_LINE] = 48;
		lim.max[LIM_RECORD] = 400;
		lim.max[LIM_TAGS] = 3;
		lim.max[LIM_DEPTH] = 3;
		lp = &lim;
	}
	diag_init(&d, "fuzz", fuzz_out());
	rec_init(&r);
	if (how == 0) {
		if (reader_open_mem(&rd, "fuzz", (const char *)data, size,
		    defgame, lp, &d) < 0)
			goto out;
		reader_set_tap(rd, &tap);
	} else {
		if (src_open_mem(&src, "fuzz", (const char *)data, size) < 0)
			goto out;
		if (lp != NULL)
			src_set_limits(&src, lp);
		if ((how == 'n' ? nrec_open(&n, &src, defgame, &d) :
		    yrec_open(&y, &src, &d)) < 0) {
			src_close(&src);
			goto out;
		}
		src_set_tap(&src, &tap);
	}
	for (;;) {
		rv = rd != NULL ? reader_next(rd, &r) : n != NULL ?
		    nrec_next(n, &r) : yrec_next(y, &r);
		if (rv <= 0)
			break;
		/* the record rules, as reader_next applies them */
		if (!r.bad && rd == NULL)
			(void)rec_check(&r, &d);
		if (!r.bad)
			fuzz_record(&r, defgame, &d);
	}
	if (rv == 0) {
		/* the whole input read: the tap had it all; or, when a line
		 * longer than the record limit ended the input, all up to
		 * there (rongo-split's piece ends where the reader stops) */
		int stopped = (rd != NULL ? reader_src(rd) : &src)->stopped;

		if (rd != NULL)
			reader_tap_end(rd);
		else
			src_tap_end(&src);
		if (stopped ? tp.n > size : tp.n != size)
			abort();
		if (tp.n > 0 && memcmp(tp.b, data, tp.n) != 0)
			abort();
	}
	if (rd != NULL)
		reader_close(rd);
	if (n != NULL || y != NULL) {
		nrec_close(n);
		yrec_close(y);
		src_close(&src);
	}
out:
	free(tp.b);
	rec_release(&r);
}

