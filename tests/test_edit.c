/*
 * test_edit: rongo-apply's edits of a record (lib/edit.c), the session
 * driver's cut after N turns (replay_opts.cut), and the ranking of a
 * score card's categories (lib/hint.c).  Every expected record is the
 * one read, with the edits worked out by hand: tags keep their places,
 * a new one comes last, the last edit naming a tag wins; a cut keeps a
 * prefix of the moves and drops the result.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "edit.h"
#include "game.h"
#include "hint.h"
#include "notation.h"
#include "rec.h"
#include "replay.h"
#include "src.h"

extern const struct game game_kanga, game_pig, game_yacht,
    game_hanga_tanga;

/* Black joins rank 1 to rank 7 on the d file with its 13th ply. */
#define COLUMN \
	"[Game \"kanga\"]\n[Black \"Ana\"]\n[White \"Teo\"]\n\n" \
	"1. d1 a1 {left} 2. d2 a2 3. d3 a3 4. d4 a4 5. d5 a5 6. d6 a6\n" \
	"7. d7 0-1\n"

/* Ann's first turn takes two lines; Bob's throws a 1. */
#define PIG \
	"[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n" \
	"Ann: roll 3\nAnn: roll 4 stop\nBob: roll 1\nAnn: roll 5\n"

struct fx {
	struct src	 s;
	struct nrec	*n;
	struct record	 r, out;
	struct diag	 d;
	FILE		*fp;
	char		*msg;
	size_t		 msgn;
};

static void
fx_open(struct fx *f, const char *text)
{
	memset(f, 0, sizeof(*f));
	f->fp = open_memstream(&f->msg, &f->msgn);
	assert_non_null(f->fp);
	diag_init(&f->d, "t", f->fp);
	assert_int_equal(src_open_string(&f->s, "f", text), 0);
	assert_int_equal(nrec_open(&f->n, &f->s, NULL, &f->d), 0);
	rec_init(&f->r);
	rec_init(&f->out);
	assert_int_equal(nrec_next(f->n, &f->r), 1);
	assert_false(f->r.bad);
}

/* What was reported. */
static const char *
fx_said(struct fx *f)
{
	fflush(f->fp);
	return f->msg != NULL ? f->msg : "";
}

static void
fx_close(struct fx *f)
{
	fclose(f->fp);
	free(f->msg);
	nrec_close(f->n);
	src_close(&f->s);
	rec_release(&f->r);
	rec_release(&f->out);
}

/* The canonical record of r, replayed under o, as notation. */
static char *
canonical(const struct record *r, struct replay_opts *o)
{
	struct replay_state rs;
	struct record c;
	struct diag d;
	char *s = NULL;
	size_t n = 0;
	FILE *fp = open_memstream(&s, &n);

	assert_non_null(fp);
	diag_init(&d, "t", stderr);
	rec_init(&c);
	o->out = &c;
	assert_int_equal(replay(r, NULL, o, &rs, &d), 0);
	assert_int_equal(nrec_write(fp, &c), 0);
	fclose(fp);
	rec_release(&c);
	return s;
}

static void
check_canonical(const struct record *r, struct replay_opts *o,
    const char *want)
{
	char *got = canonical(r, o);

	assert_string_equal(got, want);
	free(got);
}

static void
test_tags(void **state)
{
	const struct edit_tag t[] = {
		{ EDIT_SET, "White", "Tama" },		/* in place */
		{ EDIT_SET, "Round", "1" },		/* new */
		{ EDIT_SET, "Event", "Club" },		/* new */
		{ EDIT_UNSET, "Round", NULL },		/* and gone again */
		{ EDIT_UNSET, "Black", NULL },
		{ EDIT_SET, "Event", "Club night" },	/* the last wins */
		{ EDIT_UNSET, "Site", NULL },		/* none to remove */
	};
	struct edit e = { t, 7, CUT_NONE, 0 };
	struct fx f;

	(void)state;
	fx_open(&f, COLUMN);
	assert_int_equal(edit_record(&f.r, &e, &game_kanga, &f.out, &f.d), 0);
	assert_int_equal(f.out.ntags, 2);
	assert_string_equal(f.out.tags[0].name, "White");
	assert_string_equal(f.out.tags[0].value, "Tama");
	assert_string_equal(f.out.tags[1].name, "Event");
	assert_string_equal(f.out.tags[1].value, "Club night");
	/* the moves and the result as they were */
	assert_int_equal(f.out.nplies, 13);
	assert_int_equal(f.out.result, RES_BLACK);
	assert_string_equal(fx_said(&f), "");
	fx_close(&f);
}

/* --players: a board game's White then Black; a session's Players. */
static void
test_players(void **state)
{
	const struct edit_tag board[] = { { EDIT_PLAYERS, NULL, " Ann ,Bob" } };
	const struct edit_tag three[] = { { EDIT_PLAYERS, NULL, "A, B, C" } };
	const struct edit_tag seats[] = { { EDIT_PLAYERS, NULL, "Cy, Bob" } };
	struct edit e = { board, 1, CUT_NONE, 0 };
	struct fx f;

	(void)state;
	fx_open(&f, COLUMN);
	assert_int_equal(edit_record(&f.r, &e, &game_kanga, &f.out, &f.d), 0);
	assert_string_equal(rec_tag(&f.out, "White")->value, "Ann");
	assert_string_equal(rec_tag(&f.out, "Black")->value, "Bob");
	e.tags = three;
	assert_int_equal(edit_record(&f.r, &e, &game_kanga, &f.out, &f.d), 1);
	assert_string_equal(fx_said(&f), "t: f:1:1: error: --players names 3 "
	    "players, where Kanga has 2 sides: White and Black\n"
	    "[Game \"kanga\"]\n^\n");
	fx_close(&f);

	fx_open(&f, PIG);
	e.tags = seats;
	assert_int_equal(edit_record(&f.r, &e, &game_pig, &f.out, &f.d), 0);
	assert_int_equal(f.out.nplayers, 2);
	assert_string_equal(f.out.players[0], "Cy");
	assert_string_equal(f.out.players[1], "Bob");
	assert_null(rec_tag(&f.out, "Players"));
	fx_close(&f);
}

/* --undo on a board game: plies and the result go; comments before the
 * cut stay. */
static void
test_undo_board(void **state)
{
	struct edit e = { NULL, 0, CUT_UNDO, 11 };
	struct replay_opts o;
	struct fx f;

	(void)state;
	fx_open(&f, COLUMN);
	assert_int_equal(edit_record(&f.r, &e, &game_kanga, &f.out, &f.d), 0);
	assert_int_equal(f.out.nplies, 2);
	assert_int_equal(f.out.result, RES_NONE);
	replay_opts_init(&o, NULL, 0);
	check_canonical(&f.out, &o, "[Game \"kanga\"]\n[Black \"Ana\"]\n"
	    "[White \"Teo\"]\n\n1. d1 a1 {left}\n*\n");
	e.n = 14;
	assert_int_equal(edit_record(&f.r, &e, &game_kanga, &f.out, &f.d), 1);
	assert_string_equal(fx_said(&f), "t: f:1:1: error: --undo=14: the "
	    "record has only 13 plies\n[Game \"kanga\"]\n^\n");
	fx_close(&f);
}

/* --undo in a session counts actions; a turn line goes with its last;
 * --plies on a board game keeps plies. */
static void
test_undo_session(void **state)
{
	struct edit e = { NULL, 0, CUT_UNDO, 2 };
	struct replay_opts o;
	struct fx f;

	(void)state;
	fx_open(&f, PIG);
	assert_int_equal(f.r.nplies, 5);
	assert_int_equal(edit_record(&f.r, &e, &game_pig, &f.out, &f.d), 0);
	assert_int_equal(f.out.nplies, 3);
	replay_opts_init(&o, NULL, 0);
	check_canonical(&f.out, &o, "[Game \"pig\"]\n[Players \"Ann, Bob\"]"
	    "\n\nAnn: roll 3 roll 4 stop\n");
	e.n = 4;
	assert_int_equal(edit_record(&f.r, &e, &game_pig, &f.out, &f.d), 0);
	check_canonical(&f.out, &o, "[Game \"pig\"]\n[Players \"Ann, Bob\"]"
	    "\n\nAnn: roll 3\n");
	fx_close(&f);

	fx_open(&f, COLUMN);
	e.cut = CUT_KEEP;
	e.n = 3;
	assert_int_equal(edit_record(&f.r, &e, &game_kanga, &f.out, &f.d), 0);
	assert_int_equal(f.out.nplies, 3);
	check_canonical(&f.out, &o, "[Game \"kanga\"]\n[Black \"Ana\"]\n"
	    "[White \"Teo\"]\n\n1. d1 a1 {left}\n2. d2\n*\n");
	fx_close(&f);
}

/* The driver's cut: turns, not lines (Ann's two lines are one turn);
 * what follows is not read. */
static void
test_cut_turns(void **state)
{
	struct replay_opts o;
	struct fx f;

	(void)state;
	fx_open(&f, PIG "Bob: not a move\n");
	replay_opts_init(&o, NULL, 0);
	o.cut = 1;
	o.keep_turns = 0;
	check_canonical(&f.r, &o, "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n");
	o.keep_turns = 1;
	check_canonical(&f.r, &o, "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 3 roll 4 stop\n");
	o.keep_turns = 3;
	check_canonical(&f.r, &o, "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 3 roll 4 stop\nBob: roll 1\nAnn: roll 5\n");
	fx_close(&f);
}

/* Yacht's card for 66633: full house and chance the total, 24; sixes
 * 18; threes 6; the others nothing, in the card's order. */
static void
test_hint_all(void **state)
{
	static const unsigned char d[5] = { 6, 6, 6, 3, 3 };
	static const char *const order[] = { "full-house", "chance", "sixes",
	    "threes", "ones", "twos", "fours", "fives", "little-straight",
	    "big-straight", "four-of-a-kind", "yacht" };
	static const long pts[] = { 24, 24, 18, 6, 0, 0, 0, 0, 0, 0, 0, 0 };
	struct hint h[HINT_MAX];
	char msg[256];
	int i;

	(void)state;
	assert_int_equal(hint_all(&game_yacht, d, 5, h, msg), 12);
	for (i = 0; i < 12; i++) {
		assert_string_equal(h[i].cat, order[i]);
		assert_int_equal(h[i].points, pts[i]);
	}
	assert_int_equal(hint_all(&game_yacht, d, 4, h, msg), -1);
	assert_string_equal(msg, "a category takes 5 dice, not 4");
}

/* The boxes open to Bob after Ann filled full-house, for his 55566:
 * full house and chance 27, fives 15, sixes 12. */
static void
test_hint_open(void **state)
{
	struct replay_state rs;
	struct replay_opts o;
	struct hint h[HINT_MAX];
	unsigned seat = 9;
	struct fx f;

	(void)state;
	fx_open(&f, "[Game \"yacht\"]\n[Players \"Ann, Bob\"]\n\n"
	    "Ann: roll 66633 score full-house\nBob: roll 55566\n");
	replay_opts_init(&o, NULL, 0);
	assert_int_equal(replay(&f.r, NULL, &o, &rs, &f.d), 0);
	assert_int_equal(hint_open(&game_yacht, rs.st.b, h, &seat), 12);
	assert_int_equal(seat, 1);
	assert_string_equal(h[0].cat, "full-house");
	assert_int_equal(h[0].points, 27);
	assert_string_equal(h[1].cat, "chance");
	assert_int_equal(h[1].points, 27);
	assert_string_equal(h[2].cat, "fives");
	assert_int_equal(h[2].points, 15);
	assert_string_equal(h[3].cat, "sixes");
	assert_int_equal(h[3].points, 12);
	fx_close(&f);
}

/* The options' words, as rongo-apply refuses them. */
static void
test_problems(void **state)
{
	(void)state;
	assert_null(edit_tag_problem("Event", "Club night"));
	assert_null(edit_tag_problem("Round_2", NULL));
	assert_string_equal(edit_tag_problem("Two words", "x"),
	    "a tag name is letters, digits and '_'");
	assert_non_null(edit_tag_problem("Game", "pig"));
	assert_string_equal(edit_tag_problem("Event", "a\nb"),
	    "must be one line");
	assert_string_equal(edit_tag_problem("Event", "\xff"),
	    "is not valid UTF-8");
	assert_null(edit_players_problem("Ann Lee, Bob"));
	assert_non_null(edit_players_problem("Ann, "));
	assert_non_null(edit_players_problem("Ann, B:b"));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tags),
		cmocka_unit_test(test_players),
		cmocka_unit_test(test_undo_board),
		cmocka_unit_test(test_undo_session),
		cmocka_unit_test(test_cut_turns),
		cmocka_unit_test(test_hint_all),
		cmocka_unit_test(test_hint_open),
		cmocka_unit_test(test_problems),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
