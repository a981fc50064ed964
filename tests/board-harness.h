/*
 * board-harness: what the board games' unit tests share to drive a game
 * through its struct game directly: positions in and out, moves played
 * or refused, outcomes.  The including file defines G (its struct game)
 * first.
 */
#ifndef RONGO_BOARD_HARNESS_H
#define RONGO_BOARD_HARNESS_H

struct state {
	union {
		unsigned char	b[GAME_STATE_MAX];
		uint64_t	align;
	} u;
};

/* The position string pos, under the Variant words variant. */
static inline void
load_in(struct state *st, const char *variant, const char *pos)
{
	struct variant v;
	struct game_err e;

	if (variant_parse(&G, variant, &v, &e) != 0)
		fail_msg("variant \"%s\": %s", variant, e.msg);
	if (G.pos_read(st->u.b, pos, strlen(pos), &v, &e) != 0)
		fail_msg("position \"%s\": %s (at %u)", pos, e.msg, e.off);
}

/* The default start under the Variant words variant. */
static inline void
start_in(struct state *st, const char *variant)
{
	struct variant v;
	struct game_err e;

	if (variant_parse(&G, variant, &v, &e) != 0)
		fail_msg("variant \"%s\": %s", variant, e.msg);
	if (G.init(st->u.b, &v, &e) != 0)
		fail_msg("init: %s", e.msg);
}

/* Split mv at spaces into at most max words. */
static inline size_t
split(const char *mv, struct word *w, size_t max)
{
	size_t n = 0;
	const char *p = mv;

	for (;;) {
		while (*p == ' ')
			p++;
		if (*p == '\0' || n == max)
			return n;
		w[n].s = p;
		while (*p != '\0' && *p != ' ')
			p++;
		w[n].len = (size_t)(p - w[n].s);
		n++;
	}
}

/* Parse the words of mv and play them as one move. */
static inline int
move(struct state *st, const char *mv, char canon[MOVE_TEXT_MAX],
    struct game_err *e)
{
	struct word w[100];
	struct move m;
	size_t n = split(mv, w, 100);

	if (G.parse(st->u.b, w, n, &m, e) != 0)
		return -1;
	return G.play(st->u.b, &m, canon, e);
}

static inline void
check_pos(const struct state *st, const char *want)
{
	struct buf b = BUF_INIT;

	assert_int_equal(G.pos_write(st->u.b, &b), 0);
	assert_string_equal(b.s, want);
	buf_release(&b);
}

static inline void
play_ok(struct state *st, const char *mv, const char *canon_want)
{
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	if (move(st, mv, canon, &e) != 0)
		fail_msg("%s refused: %s", mv, e.msg);
	assert_string_equal(canon, canon_want);
}

/* mv is refused with msg (NULL: any reason) about word `word`, and the
 * state is left as it was. */
static inline void
refused_at(struct state *st, const char *mv, unsigned word, const char *msg)
{
	struct state before;
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	memcpy(&before, st, sizeof(before));
	memset(&e, 0, sizeof(e));
	e.word = 99;
	if (move(st, mv, canon, &e) != -1)
		fail_msg("%s accepted as %s", mv, canon);
	if ((msg != NULL && strcmp(e.msg, msg) != 0) || e.word != word)
		fail_msg("%s: got \"%s\" on word %u, want \"%s\" on word %u",
		    mv, e.msg, e.word, msg != NULL ? msg : "(any)", word);
	assert_memory_equal(st->u.b, before.u.b, G.state_size);
}

/* The same for a move of one word. */
static inline void
play_refused(struct state *st, const char *mv, const char *msg)
{
	refused_at(st, mv, 0, msg);
}

/* The legal moves, joined by LEGAL_SEP (a space unless the including
 * file says otherwise: Hanga Roa's moves hold spaces). */
#ifndef LEGAL_SEP
#define LEGAL_SEP	" "
#endif

static inline int
collect(void *ctx, const char *canon)
{
	struct buf *b = ctx;

	if (b->len > 0 && buf_puts(b, LEGAL_SEP) < 0)
		return -1;
	return buf_puts(b, canon) < 0 ? -1 : 0;
}

static inline void
check_legal(const struct state *st, const char *want)
{
	struct buf b = BUF_INIT;

	assert_int_equal(G.legal(st->u.b, collect, &b), 0);
	assert_string_equal(b.s != NULL ? b.s : "", want);
	buf_release(&b);
}

static inline void
check_outcome(const struct state *st, enum outcome want, const char *why)
{
	char got[256];

	assert_int_equal(G.outcome(st->u.b, got), want);
	if (want != OUT_ONGOING)
		assert_string_equal(got, why);
}

#endif
