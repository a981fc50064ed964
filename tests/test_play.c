/*
 * test_play: a game kept live in a file (lib/play.c).  Every expected
 * file is worked out by hand from the rules: Kanga's Black drops first
 * and a point cannot be taken twice; a Pig turn is throws of one die
 * ended by stop or a 1.  The referee's dice for seed 1 are PCG32's first
 * (rng.h): 3, 6, 5.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "edit.h"
#include "play.h"
#include "src.h"

struct fx {
	char		 dir[64];
	char		 path[96];
	struct play_opts o;
	struct edit	 e;
	struct edit_tag	 t;
	struct limits	 lim;
	struct diag	 d;
	FILE		*err;
	char		*msg;
	size_t		 msgn;
	struct play	 p;
	char		 text[4096];
};

static void
fx_init(struct fx *f, const char *game, const char *players)
{
	memset(f, 0, sizeof(*f));
	snprintf(f->dir, sizeof(f->dir), "/tmp/test_play.XXXXXX");
	assert_non_null(mkdtemp(f->dir));
	snprintf(f->path, sizeof(f->path), "%s/game", f->dir);
	f->err = open_memstream(&f->msg, &f->msgn);
	assert_non_null(f->err);
	diag_init(&f->d, "t", f->err);
	lim_init(&f->lim);
	f->o.path = f->path;
	f->o.defgame = game;
	f->o.format = -1;
	f->o.lim = &f->lim;
	f->o.seed = 1;
	if (players != NULL) {
		f->t.kind = EDIT_PLAYERS;
		f->t.value = players;
		f->e.tags = &f->t;
		f->e.ntags = 1;
	}
	f->o.edit = &f->e;
}

/* FILE as it stands. */
static const char *
fx_file(struct fx *f)
{
	FILE *fp = fopen(f->path, "r");
	size_t n;

	assert_non_null(fp);
	n = fread(f->text, 1, sizeof(f->text) - 1, fp);
	f->text[n] = '\0';
	fclose(fp);
	return f->text;
}

static void
fx_put(struct fx *f, const char *text)
{
	FILE *fp = fopen(f->path, "w");

	assert_non_null(fp);
	fputs(text, fp);
	fclose(fp);
}

static const char *
fx_said(struct fx *f)
{
	fflush(f->err);
	return f->msg != NULL ? f->msg : "";
}

static enum play_do
fx_line(struct fx *f, const char *line)
{
	struct play_in in = { "<stdin>", 1, line };
	FILE *out = fopen("/dev/null", "w");
	enum play_do rv;
	int changed;

	assert_non_null(out);
	rv = play_line(&f->p, &in, out, &changed);
	fclose(out);
	/* only a line done changes the game */
	assert_true(!changed || rv == PLAY_DONE);
	return rv;
}

static void
fx_done(struct fx *f)
{
	char cmd[128];

	play_close(&f->p);
	fclose(f->err);
	free(f->msg);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", f->dir);
	assert_int_equal(system(cmd), 0);
}

/* A new file: the game of -g with its players, saved before any move. */
static void
test_new_game(void **state)
{
	struct fx f;
	const char *name;

	(void)state;
	fx_init(&f, "kanga", "Ana, Teo");
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_string_equal(fx_file(&f), "[Game \"kanga\"]\n[White \"Ana\"]\n"
	    "[Black \"Teo\"]\n\n*\n");
	assert_int_equal(play_due(&f.p, &name), SIDE_BLACK);
	assert_string_equal(name, "Black");
	assert_int_equal(play_nseats(&f.p), 2);
	fx_done(&f);
}

/* No file and no game: nothing is made. */
static void
test_no_game(void **state)
{
	struct fx f;

	(void)state;
	fx_init(&f, NULL, NULL);
	assert_int_equal(play_open(&f.p, &f.o, &f.d), -1);
	assert_int_equal(access(f.path, F_OK), -1);
	assert_non_null(strstr(fx_said(&f), "a new game needs -g ID"));
	fx_done(&f);
}

/* A move accepted is saved; one refused changes nothing. */
static void
test_moves(void **state)
{
	struct fx f;

	(void)state;
	fx_init(&f, "kanga", NULL);
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(fx_line(&f, "d4"), PLAY_DONE);
	assert_string_equal(fx_file(&f), "[Game \"kanga\"]\n\n1. d4\n*\n");
	assert_int_equal(fx_line(&f, "d4"), PLAY_REFUSED);
	assert_non_null(strstr(fx_said(&f), "d4 is not empty"));
	assert_string_equal(fx_file(&f), "[Game \"kanga\"]\n\n1. d4\n*\n");
	assert_int_equal(fx_line(&f, "  "), PLAY_DONE);
	assert_int_equal(fx_line(&f, "e5 c3"), PLAY_DONE);
	assert_string_equal(fx_file(&f),
	    "[Game \"kanga\"]\n\n1. d4 e5\n2. c3\n*\n");
	assert_int_equal(play_due(&f.p, NULL), SIDE_WHITE);
	fx_done(&f);
}

/* The records before the last are kept byte for byte, an invalid one
 * too; the last goes on, rewritten in canonical form. */
static void
test_continue(void **state)
{
	static const char before[] =
	    "# club night\n[Game \"kanga\"]\n\n1. d4 d4\n*\n\n";
	struct fx f;
	char want[512];

	(void)state;
	fx_init(&f, NULL, NULL);
	snprintf(want, sizeof(want), "%s[Game \"kanga\"]\n\n1.  d4   e5\n",
	    before);
	fx_put(&f, want);
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(f.p.line, 7);
	assert_int_equal(fx_line(&f, "c3"), PLAY_DONE);
	snprintf(want, sizeof(want), "%s[Game \"kanga\"]\n\n1. d4 e5\n2. c3\n"
	    "*\n", before);
	assert_string_equal(fx_file(&f), want);
	fx_done(&f);
}

/* A last record that is invalid is not gone on with. */
static void
test_continue_invalid(void **state)
{
	static const char text[] = "[Game \"kanga\"]\n\n1. d4 d4\n";
	struct fx f;

	(void)state;
	fx_init(&f, NULL, NULL);
	fx_put(&f, text);
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 1);
	assert_string_equal(fx_file(&f), text);
	fx_done(&f);
}

/* A session's line without a name goes to the player due; the referee
 * throws with the seed; a throw is the only thing due at a turn's
 * start. */
static void
test_session(void **state)
{
	struct fx f;
	const char *name;

	(void)state;
	fx_init(&f, "pig", "Ann, Bob");
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(play_due(&f.p, &name), 0);
	assert_string_equal(name, "Ann");
	assert_true(play_throw_due(&f.p));
	assert_true(play_only_throw(&f.p));
	assert_int_equal(fx_line(&f, "roll"), PLAY_DONE);
	assert_string_equal(fx_file(&f),
	    "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\nAnn: roll 3\n");
	/* now roll or stop: a decision */
	assert_true(play_throw_due(&f.p));
	assert_false(play_only_throw(&f.p));
	assert_int_equal(fx_line(&f, "Bob: roll 2"), PLAY_REFUSED);
	assert_int_equal(fx_line(&f, "Ann: roll ?"), PLAY_DONE);
	assert_int_equal(fx_line(&f, "stop"), PLAY_DONE);
	assert_string_equal(fx_file(&f), "[Game \"pig\"]\n"
	    "[Players \"Ann, Bob\"]\n\nAnn: roll 3 roll 6 stop\n");
	assert_int_equal(play_due(&f.p, &name), 1);
	assert_string_equal(name, "Bob");
	fx_done(&f);
}

/* undo takes back plies or actions, never more than there are. */
static void
test_undo(void **state)
{
	struct fx f;

	(void)state;
	fx_init(&f, "pig", "Ann, Bob");
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(fx_line(&f, "roll 4"), PLAY_DONE);
	assert_int_equal(fx_line(&f, "roll 5"), PLAY_DONE);
	assert_int_equal(fx_line(&f, "undo 3"), PLAY_REFUSED);
	assert_non_null(strstr(fx_said(&f),
	    "undo 3: the game has only 2 actions"));
	assert_int_equal(fx_line(&f, "undo"), PLAY_DONE);
	assert_string_equal(fx_file(&f),
	    "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\nAnn: roll 4\n");
	assert_int_equal(fx_line(&f, "undo 1"), PLAY_DONE);
	assert_string_equal(fx_file(&f),
	    "[Game \"pig\"]\n[Players \"Ann, Bob\"]\n\n");
	assert_int_equal(fx_line(&f, "undo"), PLAY_REFUSED);
	assert_non_null(strstr(fx_said(&f), "undo 1: the game has 0 actions"));
	fx_done(&f);
}

/* The referee ends a game: a forfeit, a draw. */
static void
test_end(void **state)
{
	struct fx f;
	unsigned long w;
	char why[256];

	(void)state;
	fx_init(&f, "kanga", NULL);
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(fx_line(&f, "d4"), PLAY_DONE);
	assert_int_equal(play_over(&f.p, why, &w), 0);
	assert_int_equal(play_end(&f.p, SIDE_WHITE, "White {left}"),
	    PLAY_DONE);
	assert_string_equal(fx_file(&f),
	    "[Game \"kanga\"]\n\n1. d4 {White {left)}\n0-1\n");
	assert_int_equal(play_over(&f.p, why, &w), 1);
	assert_int_equal(w, 2);
	assert_int_equal(play_due(&f.p, NULL), -1);
	/* the next game has the tags, and none of the moves or result */
	assert_int_equal(play_new(&f.p, NULL), PLAY_DONE);
	assert_int_equal(play_over(&f.p, why, &w), 0);
	assert_int_equal(play_end(&f.p, -1, "drawn"), PLAY_DONE);
	assert_string_equal(fx_file(&f),
	    "[Game \"kanga\"]\n\n1. d4 {White {left)}\n0-1\n\n"
	    "[Game \"kanga\"]\n\n{drawn}\n1/2-1/2\n");
	assert_int_equal(play_over(&f.p, why, &w), 1);
	assert_int_equal(w, 0);
	fx_done(&f);
}

/* A YAML file goes on in YAML, each game a document. */
static void
test_yaml(void **state)
{
	struct fx f;

	(void)state;
	fx_init(&f, "kanga", NULL);
	f.o.format = FMT_YAML;
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(fx_line(&f, "d4"), PLAY_DONE);
	assert_int_equal(fx_line(&f, "new"), PLAY_DONE);
	assert_string_equal(fx_file(&f), "game: kanga\nmoves: [\"d4\"]\n"
	    "result: \"*\"\n---\ngame: kanga\nmoves: []\n"
	    "result: \"*\"\n");
	play_close(&f.p);
	/* and again from the file: the second document goes on */
	f.o.format = -1;
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(fx_line(&f, "e5"), PLAY_DONE);
	assert_string_equal(fx_file(&f), "game: kanga\nmoves: [\"d4\"]\n"
	    "result: \"*\"\n---\ngame: kanga\nmoves: [\"e5\"]\n"
	    "result: \"*\"\n");
	fx_done(&f);
}

/* Commands: quit, help, and what they refuse. */
static void
test_commands(void **state)
{
	struct fx f;

	(void)state;
	fx_init(&f, "kanga", NULL);
	assert_int_equal(play_open(&f.p, &f.o, &f.d), 0);
	assert_int_equal(fx_line(&f, "quit"), PLAY_QUIT);
	assert_int_equal(fx_line(&f, "help"), PLAY_DONE);
	assert_int_equal(fx_line(&f, "legal"), PLAY_DONE);
	assert_int_equal(fx_line(&f, "show me"), PLAY_REFUSED);
	assert_int_equal(fx_line(&f, "roll"), PLAY_REFUSED);
	assert_int_equal(fx_line(&f, "hint"), PLAY_REFUSED);
	assert_int_equal(fx_line(&f, "undo 0"), PLAY_REFUSED);
	assert_string_equal(fx_file(&f), "[Game \"kanga\"]\n\n*\n");
	fx_done(&f);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_new_game),
		cmocka_unit_test(test_no_game),
		cmocka_unit_test(test_moves),
		cmocka_unit_test(test_continue),
		cmocka_unit_test(test_continue_invalid),
		cmocka_unit_test(test_session),
		cmocka_unit_test(test_undo),
		cmocka_unit_test(test_end),
		cmocka_unit_test(test_yaml),
		cmocka_unit_test(test_commands),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
