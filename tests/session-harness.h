/*
 * session-harness: what the dice games' unit tests share to drive a game
 * through its session_ops directly, and whole records through the
 * driver.  The including file includes diag.h, reader.h, rec.h and
 * replay.h, and defines G (its struct game) and SO (G's session_ops)
 * first.
 */
#ifndef RONGO_SESSION_HARNESS_H
#define RONGO_SESSION_HARNESS_H

struct state {
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} u;
};

static inline void
start(struct state *st, unsigned n, const char *variant)
{
	struct variant v;
	struct game_err e;

	memset(&e, 0, sizeof(e));
	if (variant_parse(G, variant, &v, &e) != 0)
		fail_msg("variant \"%s\": %s", variant, e.msg);
	if (SO->init(st->u.b, n, &v, &e) != 0)
		fail_msg("init: %s", e.msg);
}

/* One action, its words split at spaces and commas as the reader does. */
static inline int
act(struct state *st, const char *text, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct word w[16];
	size_t n = 0;
	const char *p = text;

	memset(e, 0, sizeof(*e));
	while (*p != '\0' && n < 16) {
		while (*p == ' ' || *p == ',')
			p++;
		if (*p == '\0')
			break;
		w[n].s = p;
		while (*p != '\0' && *p != ' ' && *p != ',')
			p++;
		w[n].len = (size_t)(p - w[n].s);
		n++;
	}
	return session_action(G, st->u.b, w, n, canon, e);
}

static inline void
ok(struct state *st, const char *text, const char *want)
{
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	if (act(st, text, canon, &e) != 0)
		fail_msg("'%s' refused: %s", text, e.msg);
	assert_string_equal(canon, want);
}

/* Several accepted actions, each already canonical, split at ';'. */
static inline void
oks(struct state *st, const char *list)
{
	char one[128];
	const char *p = list, *q;

	while (*p != '\0') {
		q = strchr(p, ';');
		if (q == NULL)
			q = p + strlen(p);
		snprintf(one, sizeof(one), "%.*s", (int)(q - p), p);
		ok(st, one, one);
		p = *q == ';' ? q + 1 : q;
		while (*p == ' ')
			p++;
	}
}

/* Refused with msg (NULL: any reason) at word `word`, the state
 * untouched. */
static inline void
no(struct state *st, const char *text, unsigned word, const char *msg)
{
	char canon[MOVE_TEXT_MAX];
	struct game_err e;
	struct state before;

	memcpy(&before, st, sizeof(before));
	if (act(st, text, canon, &e) == 0)
		fail_msg("'%s' accepted as '%s'", text, canon);
	if (msg != NULL)
		assert_string_equal(e.msg, msg);
	assert_int_equal(e.word, word);
	assert_memory_equal(before.u.b, st->u.b, G->state_size);
}

static inline void
turn(struct state *st, unsigned seat)
{
	struct game_err e;

	memset(&e, 0, sizeof(e));
	if (SO->end_turn(st->u.b, &e) != 0)
		fail_msg("end_turn: %s", e.msg);
	if (SO->begin_turn(st->u.b, seat, &e) != 0)
		fail_msg("begin_turn %u: %s", seat, e.msg);
}

static inline long
score(const struct state *st, unsigned seat)
{
	return SO->score(st->u.b, seat);
}

static inline void
expect(const struct state *st, int seat, unsigned dice, int new_turn)
{
	struct expect x;

	SO->expect(st->u.b, &x);
	assert_int_equal(x.seat, seat);
	assert_int_equal(x.dice, dice);
	assert_int_equal(x.new_turn, new_turn);
	assert_int_equal(x.sides, 6);
}

static inline int
over(const struct state *st, unsigned long *w, char why[256])
{
	return session_finished(G, st->u.b, w, why);
}

/* A whole record through the reader and the driver, as the programs
 * take it: its diagnostics in out, the final state in rs. */
struct run {
	struct diag		d;
	FILE			*fp;
	char			*out;
	size_t			 outn;
	struct replay_state	 rs;
	int			 rv;
};

static inline void
run_text(struct run *r, const char *text)
{
	struct reader *rd;
	struct record rec;
	struct replay_opts o;

	memset(r, 0, sizeof(*r));
	r->fp = open_memstream(&r->out, &r->outn);
	assert_non_null(r->fp);
	diag_init(&r->d, "t", r->fp);
	assert_int_equal(reader_open_string(&rd, "g.rec", text, NULL, NULL,
	    &r->d), 0);
	rec_init(&rec);
	assert_int_equal(reader_next(rd, &rec), 1);
	replay_opts_init(&o, NULL, 0);
	r->rv = replay(&rec, NULL, &o, &r->rs, &r->d);
	rec_release(&rec);
	reader_close(rd);
	assert_int_equal(fclose(r->fp), 0);
}

#endif
