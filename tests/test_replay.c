/*
 * test_replay: the driver over Kanga records.  A valid game counts its
 * plies and finds its outcome; each kind of refusal (no game, unknown
 * game, bad Variant, bad Setup, wrong move number, a move that cannot be
 * read, an illegal move, a move after the end, a result against the
 * position, a non-canonical spelling under --strict) returns 1 with its
 * exact diagnostic; on_pos sees ply 0 to n; the canonical record comes
 * out numbered and with its result; moves added from -m are played after
 * the record, and refused on a finished one.  Out of memory at every
 * allocation ends cleanly.
 *
 * Kanga: 7x7 unless Variant "size=N"; Black moves first, so "N." is
 * Black's ply and "N..." White's.  Positions list the rows from rank 7
 * down, then the side to move.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "mem.h"
#include "notation.h"
#include "rec.h"
#include "replay.h"
#include "src.h"

/* Black joins rank 1 to rank 7 on the d file with its 13th ply. */
#define COLUMN \
	"[Game \"kanga\"]\n" \
	"\n" \
	"1. d1 a1\n" \
	"2. d2 a2\n" \
	"3. d3 a3\n" \
	"4. d4 a4\n" \
	"5. d5 a5\n" \
	"6. d6 a6\n" \
	"7. d7"

#define TOPBOTTOM	"Black's group joins the top and bottom edges"

/* One record read from a string, and the diagnostics. */
struct fx {
	struct src	 s;
	struct nrec	*n;
	struct record	 r;
};

struct env {
	struct diag	 d;
	FILE		*fp;
	char		*out;
	size_t		 outn;
};

static void
env_stream(struct env *e)
{
	e->out = NULL;
	e->outn = 0;
	e->fp = open_memstream(&e->out, &e->outn);
	assert_non_null(e->fp);
	e->d.out = e->fp;
}

static void
env_open(struct env *e)
{
	diag_init(&e->d, "t", NULL);
	env_stream(e);
}

/* What was reported since the last check. */
static void
env_check(struct env *e, const char *want)
{
	assert_int_equal(fclose(e->fp), 0);
	assert_string_equal(e->out, want);
	free(e->out);
	env_stream(e);
}

static void
env_close(struct env *e)
{
	env_check(e, "");
	fclose(e->fp);
	free(e->out);
}

/* Read the one record of text, shown as name. */
static void
fx_read(struct fx *f, struct env *e, const char *name, const char *text)
{
	memset(f, 0, sizeof(*f));
	assert_int_equal(src_open_string(&f->s, name, text), 0);
	assert_int_equal(nrec_open(&f->n, &f->s, NULL, &e->d), 0);
	rec_init(&f->r);
	assert_int_equal(nrec_next(f->n, &f->r), 1);
	assert_false(f->r.bad);
}

static void
fx_close(struct fx *f)
{
	nrec_close(f->n);
	src_close(&f->s);
	rec_release(&f->r);
}

/* Replay text as file "f"; return what replay returned. */
static int
run(struct env *e, const char *text, const struct replay_opts *o,
    struct replay_state *rs)
{
	struct fx f;
	struct replay_opts none;
	int rv;

	memset(&none, 0, sizeof(none));
	fx_read(&f, e, "f", text);
	rv = replay(&f.r, NULL, o != NULL ? o : &none, rs, &e->d);
	fx_close(&f);
	return rv;
}

/* Expect text to be refused with exactly diag. */
static void
refused(const char *text, int strict, const char *diag)
{
	struct env e;
	struct replay_opts o;
	struct replay_state rs;

	memset(&o, 0, sizeof(o));
	o.strict = strict;
	env_open(&e);
	assert_int_equal(run(&e, text, &o, &rs), 1);
	env_check(&e, diag);
	assert_int_equal(diag_exit_status(&e.d), 1);
	env_close(&e);
}

/* Write rec in notation into a string. */
static char *
notation(const struct record *r)
{
	char *out = NULL;
	size_t n = 0;
	FILE *fp = open_memstream(&out, &n);

	assert_non_null(fp);
	assert_int_equal(nrec_write(fp, r), 0);
	assert_int_equal(fclose(fp), 0);
	return out;
}

static void
test_valid_game(void **state)
{
	struct env e;
	struct replay_state rs;

	(void)state;
	env_open(&e);
	assert_int_equal(run(&e, "[Game \"kanga\"]\n\n1. d4 e5\n2. c3 *\n",
	    NULL, &rs), 0);
	assert_ptr_equal(rs.g, game_find("kanga"));
	assert_int_equal(rs.plies, 3);
	assert_int_equal(rs.outcome, OUT_ONGOING);
	assert_int_equal(rs.v.val[0], 7);
	/* lenient spellings are read */
	assert_int_equal(run(&e, "[Game \"kanga\"]\n\n1. 4d 5e\n", NULL,
	    &rs), 0);
	assert_int_equal(rs.plies, 2);
	/* move numbers are optional, and may be given for either side */
	assert_int_equal(run(&e, "[Game \"kanga\"]\n\nd4 1... e5 c3 2... c4 "
	    "3. b2\n", NULL, &rs), 0);
	assert_int_equal(rs.plies, 5);
	/* no moves at all */
	assert_int_equal(run(&e, "[Game \"kanga\"]\n\n*\n", NULL, &rs), 0);
	assert_int_equal(rs.plies, 0);
	assert_int_equal(diag_exit_status(&e.d), 0);
	env_close(&e);
}

static void
test_finished_game(void **state)
{
	struct env e;
	struct replay_state rs;

	(void)state;
	env_open(&e);
	assert_int_equal(run(&e, COLUMN "\n0-1\n", NULL, &rs), 0);
	assert_int_equal(rs.plies, 13);
	assert_int_equal(rs.outcome, OUT_BLACK);
	assert_string_equal(rs.why, TOPBOTTOM);
	/* unfinished results are not contradictions */
	assert_int_equal(run(&e, COLUMN "\n*\n", NULL, &rs), 0);
	assert_int_equal(rs.outcome, OUT_BLACK);
	assert_int_equal(run(&e, COLUMN "\n", NULL, &rs), 0);
	assert_int_equal(rs.outcome, OUT_BLACK);
	/* nor is a result stated before the position decides (resigned) */
	assert_int_equal(run(&e, "[Game \"kanga\"]\n\n1. d4 1-0\n", NULL,
	    &rs), 0);
	assert_int_equal(rs.outcome, OUT_ONGOING);
	env_close(&e);
}

static void
test_default_game(void **state)
{
	struct env e;
	struct replay_opts o;
	struct replay_state rs;

	(void)state;
	memset(&o, 0, sizeof(o));
	o.defgame = "kanga";
	env_open(&e);
	assert_int_equal(run(&e, "1. d4 e5 *\n", &o, &rs), 0);
	assert_int_equal(rs.plies, 2);
	/* the Game tag wins over the default */
	o.defgame = "chess";
	assert_int_equal(run(&e, "[Game \"kanga\"]\n1. d4 e5 *\n", &o, &rs),
	    0);
	env_close(&e);
}

static void
test_no_game(void **state)
{
	(void)state;
	refused("1. d4 e5 *\n", 0,
	    "t: f:1:1: error: the record has no Game tag: name its game "
	    "with -g\n"
	    "1. d4 e5 *\n"
	    "^\n");
}

static void
test_unknown_game(void **state)
{
	struct env e;
	struct replay_opts o;
	struct replay_state rs;

	(void)state;
	refused("[Game \"chess\"]\n\n1. e4 *\n", 0,
	    "t: f:1:8: error: unknown game 'chess' (t --list games lists "
	    "them)\n"
	    "[Game \"chess\"]\n"
	    "       ^~~~~\n");
	/* ids are lower case: Kanga is unknown, but kanga is named; so is
	 * kagna, g and n swapped */
	refused("[Game \"Kanga\"]\n\n1. d4 *\n", 0,
	    "t: f:1:8: error: unknown game 'Kanga': did you mean 'kanga'? "
	    "(t --list games lists them)\n"
	    "[Game \"Kanga\"]\n"
	    "       ^~~~~\n");
	refused("[Game \"kagna\"]\n\n1. d4 *\n", 0,
	    "t: f:1:8: error: unknown game 'kagna': did you mean 'kanga'? "
	    "(t --list games lists them)\n"
	    "[Game \"kagna\"]\n"
	    "       ^~~~~\n");
	/* an unknown default points at the record */
	memset(&o, 0, sizeof(o));
	o.defgame = "chess";
	env_open(&e);
	assert_int_equal(run(&e, "\n1. e4 *\n", &o, &rs), 1);
	env_check(&e, "t: f:2:1: error: unknown game 'chess' (t --list games "
	    "lists them)\n"
	    "1. e4 *\n"
	    "^\n");
	env_close(&e);
}

static void
test_variant(void **state)
{
	struct env e;
	struct replay_state rs;

	(void)state;
	env_open(&e);
	assert_int_equal(run(&e, "[Game \"kanga\"]\n[Variant \"size=9\"]\n\n"
	    "1. i9 a1 *\n", NULL, &rs), 0);
	assert_int_equal(rs.v.val[0], 9);
	assert_int_equal(rs.v.set[0], 1);
	env_close(&e);
	refused("[Game \"kanga\"]\n[Variant \"colour=red\"]\n\n1. d4 *\n", 0,
	    "t: f:2:11: error: bad Variant 'colour=red': Kanga has no option "
	    "'colour'\n"
	    "[Variant \"colour=red\"]\n"
	    "          ^~~~~~~~~~\n");
	refused("[Game \"kanga\"]\n[Variant \"size=4\"]\n\n1. d4 *\n", 0,
	    "t: f:2:16: error: bad Variant 'size=4': size must be a whole "
	    "number from 5 to 19\n"
	    "[Variant \"size=4\"]\n"
	    "               ^\n");
	/* columns after an escape are unknown: the caret marks the value */
	refused("[Game \"kanga\"]\n[Variant \"size=\\\"4\"]\n\n1. d4 *\n", 0,
	    "t: f:2:11: error: bad Variant 'size=\"4': size must be a whole "
	    "number from 5 to 19\n"
	    "[Variant \"size=\\\"4\"]\n"
	    "          ^\n");
	/* the default size: i9 is off a 7x7 board */
	refused("[Game \"kanga\"]\n\n1. i9 *\n", 0,
	    "t: f:3:4: error: move 1 (Black): cannot read move 'i9': i9 is off "
	    "the board (files a-g, ranks 1-7)\n"
	    "1. i9 *\n"
	    "   ^~\n");
}

static void
test_setup(void **state)
{
	struct env e;
	struct replay_state rs;

	(void)state;
	env_open(&e);
	/* White to move: White's plies are numbered "N..." */
	assert_int_equal(run(&e, "[Game \"kanga\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n\n1... e5 2. c3 *\n", NULL, &rs),
	    0);
	assert_int_equal(rs.plies, 2);
	env_close(&e);
	refused("[Game \"kanga\"]\n[Setup \"7/7/7/3b3/7/7/7 x\"]\n\n1. d4 *\n",
	    0,
	    "t: f:2:25: error: bad Setup: the side to move is b or w\n"
	    "[Setup \"7/7/7/3b3/7/7/7 x\"]\n"
	    "                        ^\n");
}

/* Move numbers, when written, must be the right ones. */
static void
test_move_number(void **state)
{
	struct env e;
	struct replay_state rs;

	(void)state;
	refused("[Game \"kanga\"]\n\n1. d4 e5 3. c3\n*\n", 0,
	    "t: f:3:10: error: move number '3.': expected '2.'\n"
	    "1. d4 e5 3. c3\n"
	    "         ^~\n");
	refused("[Game \"kanga\"]\n\n1. d4 2... e5\n*\n", 0,
	    "t: f:3:7: error: move number '2...': expected '1...'\n"
	    "1. d4 2... e5\n"
	    "      ^~~~\n");
	/* Black moves first: its plies are "N." */
	refused("[Game \"kanga\"]\n\n1... d4\n*\n", 0,
	    "t: f:3:1: error: move number '1...': expected '1.'\n"
	    "1... d4\n"
	    "^~~~\n");
	/* White to move at the start: its first ply is "1..." */
	env_open(&e);
	assert_int_equal(run(&e, "[Game \"kanga\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n\n1. e5\n*\n", NULL, &rs), 1);
	env_check(&e, "t: f:4:1: error: move number '1.': expected '1...'\n"
	    "1. e5\n"
	    "^~\n");
	assert_int_equal(rs.plies, 0);
	env_close(&e);
}

static void
test_move_syntax(void **state)
{
	(void)state;
	refused("[Game \"kanga\"]\n\n1. d4 z9\n*\n", 0,
	    "t: f:3:7: error: move 1 (White): cannot read move 'z9': z9 is off "
	    "the board (files a-g, ranks 1-7)\n"
	    "1. d4 z9\n"
	    "      ^~\n");
	refused("[Game \"kanga\"]\n\n1. d4 x\n*\n", 0,
	    "t: f:3:7: error: move 1 (White): cannot read move 'x': 'x' is "
	    "not a square: write its file letter and rank number, as in e5\n"
	    "1. d4 x\n"
	    "      ^\n");
}

static void
test_illegal_move(void **state)
{
	(void)state;
	refused("[Game \"kanga\"]\n\n1. d4 d4\n*\n", 0,
	    "t: f:3:7: error: move 1 (White): illegal move 'd4': d4 is not "
	    "empty\n"
	    "1. d4 d4\n"
	    "      ^~\n");
	/* a1 between the black stones on b1 and a2 has no liberty and
	 * captures nothing */
	refused("[Game \"kanga\"]\n\n1. b1 g7\n2. a2 a1\n*\n", 0,
	    "t: f:4:7: error: move 2 (White): illegal move 'a1': the stone on "
	    "a1 would have no liberty (suicide)\n"
	    "2. a2 a1\n"
	    "      ^~\n");
}

static void
test_move_after_end(void **state)
{
	(void)state;
	refused(COLUMN " a7\n0-1\n", 0,
	    "t: f:9:7: error: move 7 (White): move 'a7' after the end of the "
	    "game: " TOPBOTTOM "\n"
	    "7. d7 a7\n"
	    "      ^~\n");
}

static void
test_result_contradicts(void **state)
{
	(void)state;
	refused(COLUMN "\n1-0\n", 0,
	    "t: f:10:1: error: result '1-0' contradicts the position: Black "
	    "has won: " TOPBOTTOM "\n"
	    "1-0\n"
	    "^~~\n");
	refused(COLUMN " 1/2-1/2\n", 0,
	    "t: f:9:7: error: result '1/2-1/2' contradicts the position: "
	    "Black has won: " TOPBOTTOM "\n"
	    "7. d7 1/2-1/2\n"
	    "      ^~~~~~~\n");
}

static void
test_strict(void **state)
{
	struct env e;
	struct replay_opts o;
	struct replay_state rs;

	(void)state;
	refused("[Game \"kanga\"]\n\n1. 4d 5e\n*\n", 1,
	    "t: f:3:4: error: move 1 (Black): '4d' is not canonical "
	    "(--strict): write 'd4'\n"
	    "1. 4d 5e\n"
	    "   ^~\n");
	refused("[Game \"kanga\"]\n\n1. d4 5e\n*\n", 1,
	    "t: f:3:7: error: move 1 (White): '5e' is not canonical "
	    "(--strict): write 'e5'\n"
	    "1. d4 5e\n"
	    "      ^~\n");
	/* canonical records pass */
	memset(&o, 0, sizeof(o));
	o.strict = 1;
	env_open(&e);
	assert_int_equal(run(&e, COLUMN "\n0-1\n", &o, &rs), 0);
	assert_int_equal(run(&e, "[Game \"kanga\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n\n1... e5 *\n", &o, &rs), 0);
	env_close(&e);
}

/* What on_pos saw. */
struct seen {
	int		 calls;
	unsigned long	 ply[8];
	char		 last[8][MOVE_TEXT_MAX];
	char		 pos[8][64];
	int		 stop_at;	/* return 5 at this ply, or -1 */
};

static int
on_pos(void *ctx, const struct game *g, const void *st, unsigned long ply,
    const char *last)
{
	struct seen *s = ctx;
	struct buf b = BUF_INIT;

	assert_true(s->calls < 8);
	assert_ptr_equal(g, game_find("kanga"));
	s->ply[s->calls] = ply;
	snprintf(s->last[s->calls], sizeof(s->last[0]), "%s",
	    last != NULL ? last : "(null)");
	assert_int_equal(g->pos_write(st, &b), 0);
	snprintf(s->pos[s->calls], sizeof(s->pos[0]), "%s", b.s);
	buf_release(&b);
	s->calls++;
	return (long)ply == s->stop_at ? 5 : 0;
}

/* Counts the positions, allocating nothing. */
static int
count_pos(void *ctx, const struct game *g, const void *st,
    unsigned long ply, const char *last)
{
	struct seen *s = ctx;

	(void)g;
	(void)st;
	(void)last;
	s->ply[s->calls % 8] = ply;
	s->calls++;
	return 0;
}

static void
test_on_pos(void **state)
{
	struct env e;
	struct replay_opts o;
	struct replay_state rs;
	struct seen s;
	const char *text = "[Game \"kanga\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n\n1... 5e 2. c3 *\n";

	(void)state;
	memset(&o, 0, sizeof(o));
	memset(&s, 0, sizeof(s));
	s.stop_at = -1;
	o.on_pos = on_pos;
	o.ctx = &s;
	env_open(&e);
	assert_int_equal(run(&e, text, &o, &rs), 0);
	assert_int_equal(s.calls, 3);
	assert_int_equal(s.ply[0], 0);
	assert_string_equal(s.last[0], "(null)");
	assert_string_equal(s.pos[0], "7/7/7/3b3/7/7/7 w");
	/* the canonical text of the move, not the words */
	assert_int_equal(s.ply[1], 1);
	assert_string_equal(s.last[1], "e5");
	assert_string_equal(s.pos[1], "7/7/4w2/3b3/7/7/7 b");
	assert_int_equal(s.ply[2], 2);
	assert_string_equal(s.last[2], "c3");
	assert_string_equal(s.pos[2], "7/7/4w2/3b3/2b4/7/7 w");

	/* a non-zero return stops the replay with that value */
	memset(&s, 0, sizeof(s));
	s.stop_at = 1;
	assert_int_equal(run(&e, text, &o, &rs), 5);
	assert_int_equal(s.calls, 2);
	assert_int_equal(rs.plies, 1);
	memset(&s, 0, sizeof(s));
	s.stop_at = 0;
	assert_int_equal(run(&e, text, &o, &rs), 5);
	assert_int_equal(s.calls, 1);
	assert_int_equal(rs.plies, 0);
	/* not called past an illegal move */
	memset(&s, 0, sizeof(s));
	s.stop_at = -1;
	assert_int_equal(run(&e, "[Game \"kanga\"]\n\n1. d4 d4 *\n", &o, &rs),
	    1);
	assert_int_equal(s.calls, 2);
	env_check(&e, "t: f:3:7: error: move 1 (White): illegal move 'd4': "
	    "d4 is not empty\n"
	    "1. d4 d4 *\n"
	    "      ^~\n");
	env_close(&e);
}

/* Replay text with an out record (and more, when set); return the
 * out record in notation. */
static char *
canonical(struct env *e, const char *text, const char *more, int want_rv,
    struct replay_state *rs)
{
	struct fx f, m;
	struct replay_opts o;
	struct record out;
	char *s;

	memset(&o, 0, sizeof(o));
	rec_init(&out);
	o.out = &out;
	fx_read(&f, e, "f", text);
	if (more != NULL)
		fx_read(&m, e, "-m", more);
	assert_int_equal(replay(&f.r, more != NULL ? &m.r : NULL, &o, rs,
	    &e->d), want_rv);
	s = want_rv == 0 ? notation(&out) : NULL;
	if (more != NULL)
		fx_close(&m);
	fx_close(&f);
	rec_release(&out);
	return s;
}

static void
test_canonical_out(void **state)
{
	struct env e;
	struct replay_state rs;
	char *s;

	(void)state;
	env_open(&e);
	/* numbers for every move, lenient squares rewritten, comments and
	 * tags kept, the missing result written as '*' */
	s = canonical(&e, "[Black \"Ana\"]\n[Game \"kanga\"]\n"
	    "4d 5e {here} 3c # end\n", NULL, 0, &rs);
	assert_string_equal(s,
	    "[Game \"kanga\"]\n"
	    "[Black \"Ana\"]\n"
	    "\n"
	    "1. d4 e5 {here}\n"
	    "2. c3 {end}\n"
	    "*\n");
	free(s);
	/* a comment inside a move: the second ply gets its own "N..." */
	s = canonical(&e, "[Game \"kanga\"]\n{start} 1. d4 {centre} e5 2. c3\n",
	    NULL, 0, &rs);
	assert_string_equal(s,
	    "[Game \"kanga\"]\n"
	    "\n"
	    "{start}\n"
	    "1. d4 {centre}\n"
	    "1... e5\n"
	    "2. c3\n"
	    "*\n");
	free(s);
	/* the result comes from the position when it is decided */
	s = canonical(&e, COLUMN "\n", NULL, 0, &rs);
	assert_string_equal(s,
	    "[Game \"kanga\"]\n"
	    "\n"
	    "1. d1 a1\n"
	    "2. d2 a2\n"
	    "3. d3 a3\n"
	    "4. d4 a4\n"
	    "5. d5 a5\n"
	    "6. d6 a6\n"
	    "7. d7\n"
	    "0-1\n");
	free(s);
	s = canonical(&e, COLUMN " *\n", NULL, 0, &rs);
	assert_non_null(strstr(s, "7. d7\n0-1\n"));
	free(s);
	/* a stated result stays while the game is open */
	s = canonical(&e, "[Game \"kanga\"]\n1. d4 1-0\n", NULL, 0, &rs);
	assert_string_equal(s, "[Game \"kanga\"]\n\n1. d4\n1-0\n");
	free(s);
	/* a Setup with White to move starts at "1..." */
	s = canonical(&e, "[Game \"kanga\"]\n[Variant \"size=7\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n\ne5 c3 e3\n", NULL, 0, &rs);
	assert_string_equal(s,
	    "[Game \"kanga\"]\n"
	    "[Variant \"size=7\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n"
	    "\n"
	    "1... e5\n"
	    "2. c3 e3\n"
	    "*\n");
	free(s);
	env_close(&e);
}

static void
test_more(void **state)
{
	struct env e;
	struct replay_state rs;
	char *s;

	(void)state;
	env_open(&e);
	s = canonical(&e, "[Game \"kanga\"]\n\n1. d4 e5\n", "c3 c4", 0, &rs);
	assert_int_equal(rs.plies, 4);
	assert_string_equal(s,
	    "[Game \"kanga\"]\n"
	    "\n"
	    "1. d4 e5\n"
	    "2. c3 c4\n"
	    "*\n");
	free(s);
	/* after a '*' result, with numbers and a result of their own */
	s = canonical(&e, "[Game \"kanga\"]\n\n1. d4 {x} *\n",
	    "1... e5 2. 3c {y} 1/2-1/2", 0, &rs);
	assert_int_equal(rs.plies, 3);
	assert_string_equal(s,
	    "[Game \"kanga\"]\n"
	    "\n"
	    "1. d4 {x}\n"
	    "1... e5\n"
	    "2. c3 {y}\n"
	    "1/2-1/2\n");
	free(s);
	/* the move that finishes the game sets the result */
	s = canonical(&e, "[Game \"kanga\"]\n\n1. d1 a1\n2. d2 a2\n3. d3 a3\n"
	    "4. d4 a4\n5. d5 a5\n6. d6 a6\n", "d7", 0, &rs);
	assert_int_equal(rs.outcome, OUT_BLACK);
	assert_non_null(strstr(s, "6. d6 a6\n7. d7\n0-1\n"));
	free(s);
	env_close(&e);
}

static void
test_more_refused(void **state)
{
	struct env e;
	struct replay_state rs;

	(void)state;
	env_open(&e);
	/* a finished record takes no more moves */
	assert_null(canonical(&e, COLUMN "\n0-1\n", "a7", 1, &rs));
	env_check(&e, "t: -m:1:1: error: the record is finished (0-1): "
	    "nothing can be added\n"
	    "a7\n"
	    "^~\n");
	/* a decided position without a result: the move is after the end */
	assert_null(canonical(&e, COLUMN "\n", "b7 a7", 1, &rs));
	env_check(&e, "t: -m:1:1: error: move 7 (White): move 'b7' after "
	    "the end of the game: " TOPBOTTOM "\n"
	    "b7 a7\n"
	    "^~\n");
	/* the added moves are judged like any */
	assert_null(canonical(&e, "[Game \"kanga\"]\n\n1. d4 e5\n", "c3 e5",
	    1, &rs));
	env_check(&e, "t: -m:1:4: error: move 2 (White): illegal move 'e5': "
	    "e5 is not empty\n"
	    "c3 e5\n"
	    "   ^~\n");
	assert_null(canonical(&e, "[Game \"kanga\"]\n\n1. d4 e5\n", "\n1. c3",
	    1, &rs));
	env_check(&e, "t: -m:2:1: error: move number '1.': expected '2.'\n"
	    "1. c3\n"
	    "^~\n");
	env_close(&e);
}

/* Out of memory at each allocation in turn: -1 and one "out of
 * memory", nothing else reported, nothing leaked. */
static void
test_nomem(void **state)
{
	struct env e;
	struct fx f, m;
	struct replay_opts o;
	struct replay_state rs;
	struct record out;
	struct seen s;
	long n;
	int rv;

	(void)state;
	env_open(&e);
	fx_read(&f, &e, "f", "[Game \"kanga\"]\n[Black \"B\"]\n"
	    "[Setup \"7/7/7/3b3/7/7/7 w\"]\n\n{a} 1... 5e {b} 2. c3 e3 # c\n");
	fx_read(&m, &e, "-m", "b2 {d} b3 b4");
	memset(&o, 0, sizeof(o));
	memset(&s, 0, sizeof(s));
	s.stop_at = -1;
	o.out = &out;
	o.strict = 0;
	for (n = 0; n < 10000; n++) {
		struct diag *d = &e.d;

		diag_init(d, "t", e.fp);
		rec_init(&out);
		mem_fail_after(n);
		rv = replay(&f.r, &m.r, &o, &rs, d);
		mem_fail_after(-1);
		rec_release(&out);
		if (rv == 0) {
			assert_int_equal(d->worst, SEV_NONE);
			break;
		}
		assert_int_equal(rv, -1);
		assert_int_equal(d->count[SEV_FATAL], 1);
		assert_int_equal(d->count[SEV_ERROR], 0);
		env_check(&e, "t: error: out of memory\n");
	}
	assert_true(n > 5);
	assert_int_equal(rs.plies, 6);
	/* and without an out record */
	o.out = NULL;
	o.on_pos = count_pos;
	o.ctx = &s;
	for (n = 0; n < 10000; n++) {
		struct diag *d = &e.d;

		s.calls = 0;
		diag_init(d, "t", e.fp);
		mem_fail_after(n);
		rv = replay(&f.r, &m.r, &o, &rs, d);
		mem_fail_after(-1);
		if (rv == 0)
			break;
		assert_int_equal(rv, -1);
		assert_int_equal(d->count[SEV_ERROR], 0);
		env_check(&e, "t: error: out of memory\n");
	}
	assert_true(n > 0);
	assert_int_equal(s.calls, 7);
	fx_close(&m);
	fx_close(&f);
	env_close(&e);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_valid_game),
		cmocka_unit_test(test_finished_game),
		cmocka_unit_test(test_default_game),
		cmocka_unit_test(test_no_game),
		cmocka_unit_test(test_unknown_game),
		cmocka_unit_test(test_variant),
		cmocka_unit_test(test_setup),
		cmocka_unit_test(test_move_number),
		cmocka_unit_test(test_move_syntax),
		cmocka_unit_test(test_illegal_move),
		cmocka_unit_test(test_move_after_end),
		cmocka_unit_test(test_result_contradicts),
		cmocka_unit_test(test_strict),
		cmocka_unit_test(test_on_pos),
		cmocka_unit_test(test_canonical_out),
		cmocka_unit_test(test_more),
		cmocka_unit_test(test_more_refused),
		cmocka_unit_test(test_nomem),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
