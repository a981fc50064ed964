/*
 * test_hanga_roa: the rules of Hanga Roa, each accepted once and refused
 * once, and a brute-force check of the move list.
 *
 * Every position here is built with pos_read, every move goes through
 * parse and play, and every expected position string, message, move list
 * and diagram was worked out by hand from the rules (RULINGS.md), not
 * taken from the program.  Position strings list the ranks from rank 9
 * down; White's pieces are M A P, Black's m a p, stones S and s.
 *
 * The brute-force check builds, apart from legal(), every move text that
 * could be written in a position, plays each on a copy, and compares the
 * canonical texts of those accepted with legal()'s list.
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
#include "game.h"

extern const struct game game_hanga_roa;

#define G	game_hanga_roa
#define START	"2a1m1a2/3ppp3/4a4/9/9/9/4A4/3PPP3/2A1M1A2 w - 1"

#define LEGAL_SEP	", "
#include "board-harness.h"

static void
load(struct state *st, const char *pos)
{
	load_in(st, "", pos);
}

static void
start(struct state *st)
{
	start_in(st, "");
}

static void
test_table(void **unused)
{
	(void)unused;
	assert_string_equal(G.id, "hanga-roa");
	assert_string_equal(G.name, "Hanga Roa");
	assert_null(G.aliases);
	assert_int_equal(G.kind, GAME_BOARD);
	assert_true(G.state_size <= GAME_STATE_MAX);
	assert_null(G.opts[0].name);
}

static void
test_starts_move(void **unused)
{
	static const char *const yes[] = { "M", "A", "P", "Ac3", "A3c",
	    "A@c1", "Pe2", "M e2" };
	static const char *const no[] = { "e4", "3a", "a", "m", "p", "1.",
	    "@c1", "S", "x" };
	size_t i;

	(void)unused;
	for (i = 0; i < sizeof(yes) / sizeof(yes[0]); i++)
		assert_true(G.starts_move(yes[i], strlen(yes[i])));
	for (i = 0; i < sizeof(no) / sizeof(no[0]); i++)
		assert_false(G.starts_move(no[i], strlen(no[i])));
	assert_false(G.starts_move("", 0));
}

static void
test_start(void **unused)
{
	struct state st;

	(void)unused;
	start(&st);
	check_pos(&st, START);
	assert_int_equal(G.to_move(st.u.b), SIDE_WHITE);
	check_outcome(&st, OUT_ONGOING, NULL);
}

/*
 * The Moai on e1 and White stones on e2, f2, e3, f4 (e2 and f2 touch, so
 * two roads lead to e3 and on to f4), a lone one on a7; Black's stone on
 * d2 is no road for White.
 */
#define MOAI_POS "4m4/9/S8/9/9/5S3/4S4/3sSS3/4M4 w - 0"

/* White's road e5 e6 e7 e8 f9 to rank 9; Black has a8 to step to. */
#define FAR_POS "m4S3/s3S4/4S4/4S4/4S4/4M4/9/9/9 w - 0"

static void
test_moai_path(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, MOAI_POS);
	play_ok(&st, "M e2 e3 f4", "M e2 e3 f4");
	check_pos(&st, "4m4/9/S8/9/9/5M3/9/3s1S3/9 b - 0");

	/* Stopping midway takes up only the stones walked on. */
	load(&st, MOAI_POS);
	play_ok(&st, "M f2 e3", "M f2 e3");
	check_pos(&st, "4m4/9/S8/9/9/5S3/4M4/3sS4/9 b - 0");

	/* A whole path, next to the Moai first, then each next to the last. */
	load(&st, MOAI_POS);
	play_ok(&st, "M e2 f2 e3 f4", "M e2 f2 e3 f4");
	check_pos(&st, "4m4/9/S8/9/9/5M3/9/3s5/9 b - 0");

	/* Rank-first squares and an origin that is not needed. */
	load(&st, MOAI_POS);
	play_ok(&st, "Me1 2e 3e", "M e2 e3");
	check_pos(&st, "4m4/9/S8/9/9/5S3/4M4/3s1S3/9 b - 0");
}

static void
test_moai_refusals(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, MOAI_POS);
	refused_at(&st, "M d2", 1, "Moai has no own stone on d2");
	refused_at(&st, "M d1", 1, "Moai has no own stone on d1");
	refused_at(&st, "M e2 f3", 2, "Moai has no own stone on f3");
	refused_at(&st, "M e3 f4", 1, "e3 is not next to the Moai on e1");
	refused_at(&st, "M e2 f4", 2, "f4 is not next to e2");
	refused_at(&st, "M e2 e3 e2", 3, "the path passes e2 twice");
	refused_at(&st, "M e2 f2 e2", 3, "the path passes e2 twice");
	refused_at(&st, "Me2 e3", 0, "there is no White Moai on e2");
	refused_at(&st, "M", 0, "a Moai move needs its path");
}

static void
test_moai_destination(void **unused)
{
	struct state st;

	(void)unused;
	/* One road to f9, four squares away. */
	load(&st, FAR_POS);
	play_ok(&st, "M f9", "M e5 e6 e7 e8 f9");

	load(&st, MOAI_POS);
	/* e3 and f4: e2 e3, f2 e3, e2 f2 e3 and f2 e2 e3 reach e3. */
	refused_at(&st, "M e3", 1,
	    "ambiguous: 4 paths take the Moai to e3; write the path");
	refused_at(&st, "M f4", 1,
	    "ambiguous: 4 paths take the Moai to f4; write the path");
	refused_at(&st, "M a7", 1,
	    "no path of White stones takes the Moai to a7");
	refused_at(&st, "M e5", 1, "Moai has no own stone on e5");
	/* A square next to the Moai is a one-step path, whatever else
	 * reaches it: f2 is also e2 f2. */
	play_ok(&st, "M f2", "M f2");
	check_pos(&st, "4m4/9/S8/9/9/5S3/4S4/3sSM3/9 b - 0");

	/* Without f2 there is one road to f4. */
	load(&st, "4m4/9/S8/9/9/5S3/4S4/3sS4/4M4 w - 0");
	play_ok(&st, "M f4", "M e2 e3 f4");
	check_pos(&st, "4m4/9/S8/9/9/5M3/9/3s5/9 b - 0");

	/* Eleven stones around the Moai on a1: 2922 paths reach c4 (a
	 * depth-first count over the 3x4 block, made apart). */
	load(&st, "4m4/9/9/9/9/SSS6/SSS6/SSS6/MSS6 w - 0");
	refused_at(&st, "M c4", 1, "ambiguous: 100 or more paths take the "
	    "Moai to c4; write the path");
}

/* Every path, each before its extensions, squares in file-major order. */
static void
test_moai_legal(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, MOAI_POS);
	check_legal(&st, "M e2, M e2 e3, M e2 e3 f2, M e2 e3 f4, M e2 f2, "
	    "M e2 f2 e3, M e2 f2 e3 f4, M f2, M f2 e2, M f2 e2 e3, "
	    "M f2 e2 e3 f4, M f2 e3, M f2 e3 e2, M f2 e3 f4");
}

static void
test_far_rank(void **unused)
{
	struct state st;
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	(void)unused;
	load(&st, FAR_POS);
	play_ok(&st, "M e5 e6 e7 e8", "M e5 e6 e7 e8");
	check_outcome(&st, OUT_ONGOING, NULL);

	load(&st, FAR_POS);
	play_ok(&st, "M e5 e6 e7 e8 f9", "M e5 e6 e7 e8 f9");
	check_pos(&st, "m4M3/s8/9/9/9/9/9/9/9 b - 0");
	check_outcome(&st, OUT_WHITE, "White's Moai reached rank 9");
	check_legal(&st, "");
	assert_int_equal(move(&st, "M e9", canon, &e), -1);
	assert_string_equal(e.msg, "the game is over");

	load(&st, "9/9/9/4m4/4s4/4s4/4s4/4s4/M2s5 b - 0");
	play_ok(&st, "M e5 e4 e3 e2 d1", "M e5 e4 e3 e2 d1");
	check_pos(&st, "9/9/9/9/9/9/9/9/M2m5 w - 0");
	check_outcome(&st, OUT_BLACK, "Black's Moai reached rank 1");
}

/* The rule page's example: a2 to d5, stones to h1 and d8. */
#define ARIKI_POS "4m4/9/9/9/9/s8/9/A1P6/4M4 w - 0"

static void
test_ariki_move(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, ARIKI_POS);
	play_ok(&st, "A d5 h1 d8", "A d5 h1 d8");
	check_pos(&st, "4m4/3S5/9/9/3A5/s8/9/2P6/4M2S1 b - 0");

	/* Rank-first squares, as on the rule page. */
	load(&st, ARIKI_POS);
	play_ok(&st, "A 5d 1h", "A d5 h1");
	check_pos(&st, "4m4/9/9/9/3A5/s8/9/2P6/4M2S1 b - 0");

	/* No stone at all; up the file to below the stone on a4. */
	load(&st, ARIKI_POS);
	play_ok(&st, "A a3", "A a3");
	check_pos(&st, "4m4/9/9/9/9/s8/A8/2P6/4M4 b - 0");

	/* A stone may fly over the square the Ariki has just left. */
	load(&st, ARIKI_POS);
	play_ok(&st, "A e6 a2", "A e6 a2");
	check_pos(&st, "4m4/9/9/4A4/9/s8/9/S1P6/4M4 b - 0");

	/* Two stones the same way: the far one first. */
	load(&st, ARIKI_POS);
	play_ok(&st, "A d5 d9 d8", "A d5 d9 d8");
	check_pos(&st, "3Sm4/3S5/9/9/3A5/s8/9/2P6/4M4 b - 0");
}

static void
test_ariki_refusals(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, ARIKI_POS);
	refused_at(&st, "A a2", 1, "the Ariki is already on a2");
	refused_at(&st, "A c5", 1, "c5 is not in line with the Ariki on a2");
	refused_at(&st, "A e2", 1, "Ariki cannot pass the piece on c2");
	refused_at(&st, "A c2", 1, "Ariki cannot move onto the piece on c2");
	refused_at(&st, "A a6", 1, "Ariki cannot pass the stone on a4");
	refused_at(&st, "A a4", 1, "Ariki cannot move onto the stone on a4");

	refused_at(&st, "A d5 d8 d9", 3, "Ariki cannot throw past the stone "
	    "on d8");
	refused_at(&st, "A d5 e7", 2, "e7 is not in line with the Ariki on d5");
	refused_at(&st, "A d5 d5", 2, "the Ariki stands on d5: it throws its "
	    "stones away from it");
	refused_at(&st, "A d5 h1 h1", 3, "Ariki cannot throw onto the stone "
	    "on h1");
	refused_at(&st, "A b2 c2", 2, "Ariki cannot throw onto the piece on "
	    "c2");
	refused_at(&st, "A b2 d2", 2, "Ariki cannot throw past the piece on "
	    "c2");
	refused_at(&st, "A a3 a4", 2, "Ariki cannot throw onto the stone on "
	    "a4");
	refused_at(&st, "A a3 a5", 2, "Ariki cannot throw past the stone on "
	    "a4");
	refused_at(&st, "A d5 h1 d8 d9", 4, "an Ariki throws at most two "
	    "stones");
	refused_at(&st, "A", 0, "an Ariki move needs a destination");

	/* No Ariki on the board. */
	load(&st, FAR_POS);
	refused_at(&st, "A e3", 0, "White has no Ariki on the board");
}

/* The rule page's order example: from h6, d2 before e3, not after. */
static void
test_throw_order(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "4m2a1/9/9/9/9/9/9/9/4M4 b - 0");
	refused_at(&st, "A h6 e3 d2", 3, "Ariki cannot throw past the stone "
	    "on e3");
	play_ok(&st, "A h6 d2 e3", "A h6 d2 e3");
	check_pos(&st, "4m4/9/9/7a1/9/9/4s4/3s5/4M4 w - 0");
}

static void
test_first_move(void **unused)
{
	struct state st;

	(void)unused;
	start(&st);
	refused_at(&st, "A e5 e6 d6", 3, "White's first move throws at most "
	    "one stone");
	play_ok(&st, "A e5 e6", "A e5 e6");
	check_pos(&st, "2a1m1a2/3ppp3/4a4/4S4/4A4/9/9/3PPP3/2A1M1A2 b - 0");
	/* Black's first move throws two. */
	play_ok(&st, "A d6 d5 c6", "A d6 d5 c6");
	check_pos(&st, "2a1m1a2/3ppp3/9/2saS4/3sA4/9/9/3PPP3/2A1M1A2 w - 0");
	/* And so does White's second. */
	play_ok(&st, "A e3 d3 f3", "A e3 d3 f3");
	check_pos(&st, "2a1m1a2/3ppp3/9/2saS4/3s5/9/3SAS3/3PPP3/2A1M1A2 b - 0");

	/* The flag is White's first move, whoever moves first. */
	load(&st, "2a1m1a2/3ppp3/4a4/9/9/9/4A4/3PPP3/2A1M1A2 b - 1");
	play_ok(&st, "A d6 d5 c6", "A d6 d5 c6");
	check_pos(&st, "2a1m1a2/3ppp3/9/2sa5/3s5/9/4A4/3PPP3/2A1M1A2 w - 1");
	refused_at(&st, "A e4 f4 g4", 3, "White's first move throws at most "
	    "one stone");
	/* A first move of a Mato to'a uses it up too. */
	play_ok(&st, "Pd2 c2", "P c2");
	check_pos(&st, "2a1m1a2/3ppp3/9/2sa5/3s5/9/4A4/2P1PP3/2A1M1A2 b - 0");
}

/* c3 and e3 both reach d4; stones thrown over c3 or e3 tell which. */
#define TWO_ARIKI "4m4/9/9/9/9/9/2A1A4/3PP4/4M4 w - 0"

static void
test_origin(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, TWO_ARIKI);
	refused_at(&st, "A d4", 0, "ambiguous: two Ariki can reach d4 "
	    "(c3, e3); write the origin");
	refused_at(&st, "A d4 d5", 0, "ambiguous: two Ariki can reach d4 "
	    "(c3, e3); write the origin");
	refused_at(&st, "Ab3 d4", 0, "there is no White Ariki on b3");
	refused_at(&st, "Ac3 f4", 1, "f4 is not in line with the Ariki on c3");
	refused_at(&st, "A f5", 1, "no White Ariki can reach f5");
	/* Neither can: c3's reason, the first in file order. */
	refused_at(&st, "A d4 c3 b2", 3, "Ariki cannot throw past the stone "
	    "on c3");
	refused_at(&st, "Ax3 d4", 0, "x3 is off the board (files a-i, ranks "
	    "1-9)");
	refused_at(&st, "A3 d4", 0, "'3' is not a square: write its file "
	    "letter and rank number, as in e5");

	play_ok(&st, "Ac3 d4", "Ac3 d4");
	check_pos(&st, "4m4/9/9/9/9/3A5/4A4/3PP4/4M4 b - 0");
	load(&st, TWO_ARIKI);
	play_ok(&st, "A3e 4d 5d", "Ae3 d4 d5");
	check_pos(&st, "4m4/9/9/9/3S5/3A5/2A6/3PP4/4M4 b - 0");

	/* Only c3, once gone, leaves c3 and the way to b2 open. */
	load(&st, TWO_ARIKI);
	play_ok(&st, "A d4 c3", "A d4 c3");
	check_pos(&st, "4m4/9/9/9/9/3A5/2S1A4/3PP4/4M4 b - 0");
	load(&st, TWO_ARIKI);
	play_ok(&st, "Ac3 d4 b2", "A d4 b2");
	check_pos(&st, "4m4/9/9/9/9/3A5/4A4/1S1PP4/4M4 b - 0");
	load(&st, TWO_ARIKI);
	play_ok(&st, "A d4 e3", "A d4 e3");
	check_pos(&st, "4m4/9/9/9/9/3A5/2A1S4/3PP4/4M4 b - 0");

	/* Only c3 reaches c6. */
	load(&st, TWO_ARIKI);
	play_ok(&st, "Ac3 c6", "A c6");
}

static void
test_default_origins(void **unused)
{
	struct state st;

	(void)unused;
	start(&st);
	refused_at(&st, "A c3", 0, "ambiguous: two Ariki can reach c3 "
	    "(c1, e3); write the origin");
	play_ok(&st, "A1c 3c 4c", "Ac1 c3 c4");
	check_pos(&st, "2a1m1a2/3ppp3/4a4/9/9/2S6/2A1A4/3PPP3/4M1A2 b - 0");

	start(&st);
	play_ok(&st, "A e5", "A e5");
	play_ok(&st, "A d6", "A d6");
	refused_at(&st, "P e3", 0, "ambiguous: three Mato to'a can reach e3 "
	    "(d2, e2, f2); write the origin");
	play_ok(&st, "P2d 3e", "Pd2 e3");
	refused_at(&st, "P e7", 0, "ambiguous: three Mato to'a can reach e7 "
	    "(d8, e8, f8); write the origin");
	play_ok(&st, "Pf8 e7", "Pf8 e7");
	/* d2 is empty now: only e2 reaches d1. */
	play_ok(&st, "Pe2 d1", "P d1");
	check_pos(&st, "2a1m1a2/3pp4/4p4/3a5/4A4/9/4P4/5P3/2APM1A2 b - 0");
}

static void
test_mato(void **unused)
{
	struct state st;

	(void)unused;
	/* Mato to'a on d3; White stone e4, Black stone d4, Ariki on c4. */
	load(&st, "4m4/9/9/9/9/2AsS4/3P5/9/4M4 w - 0");
	play_ok(&st, "P e4", "P e4");
	check_pos(&st, "4m4/9/9/9/9/2AsP4/9/9/4M4 b - 0");
	load(&st, "4m4/9/9/9/9/2AsS4/3P5/9/4M4 w - 0");
	play_ok(&st, "P d4", "P d4");
	check_pos(&st, "4m4/9/9/9/9/2APS4/9/9/4M4 b - 0");
	load(&st, "4m4/9/9/9/9/2AsS4/3P5/9/4M4 w - 0");
	play_ok(&st, "P c2", "P c2");
	check_pos(&st, "4m4/9/9/9/9/2AsS4/9/2P6/4M4 b - 0");

	load(&st, "4m4/9/9/9/9/2AsS4/3P5/9/4M4 w - 0");
	refused_at(&st, "P c4", 1, "Mato to'a cannot move onto the piece on "
	    "c4");
	refused_at(&st, "P d5", 1, "d5 is not next to the Mato to'a on d3");
	refused_at(&st, "P d3", 1, "the Mato to'a is already on d3");
	refused_at(&st, "Pd2 d3", 0, "there is no White Mato to'a on d2");
	refused_at(&st, "P e4 e5", 2, "a Mato to'a moves one square and "
	    "throws no stone");
	refused_at(&st, "P", 0, "a Mato to'a move needs a destination");
	load(&st, "4m4/9/9/9/9/9/9/9/4M4 w - 0");
	refused_at(&st, "P e2", 0, "White has no Mato to'a on the board");

	/* Never captured: shut in by Black stones, it stays. */
	load(&st, "4m4/9/9/8a/9/9/9/s8/Ps2M4 b - 0");
	play_ok(&st, "A b6 b2", "A b6 b2");
	check_pos(&st, "4m4/9/9/1a7/9/9/9/ss7/Ps2M4 w - 0");
}

static void
test_drop(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "4m4/9/9/9/9/9/9/9/S3M4 w A 0");
	refused_at(&st, "A@c5", 0, "c5 is not on White's home rank");
	refused_at(&st, "A@e1", 0, "cannot drop onto the piece on e1");
	refused_at(&st, "A@a1", 0, "cannot drop onto the stone on a1");
	refused_at(&st, "A@c1 d2", 1, "a drop is the whole move: it throws no "
	    "stone");
	refused_at(&st, "M@c1", 0, "only an Ariki is dropped");
	refused_at(&st, "A@", 0, "expected a square");
	refused_at(&st, "A@j1", 0, "j1 is off the board (files a-i, ranks "
	    "1-9)");
	play_ok(&st, "A@1c", "A@c1");
	check_pos(&st, "4m4/9/9/9/9/9/9/9/S1A1M4 b - 0");
	refused_at(&st, "A@c9", 0, "no Ariki in hand to drop");

	/* Black's home rank is 9. */
	load(&st, "4m4/9/9/9/9/9/9/9/4M4 b a 0");
	refused_at(&st, "A@c1", 0, "c1 is not on Black's home rank");
	play_ok(&st, "A@i9", "A@i9");
	check_pos(&st, "4m3a/9/9/9/9/9/9/9/4M4 w - 0");
}

/* The refusal points at the square inside the drop word. */
static void
test_drop_caret(void **unused)
{
	struct state st;
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	(void)unused;
	load(&st, "4m4/9/9/9/9/9/9/9/4M4 w A 0");
	assert_int_equal(move(&st, "A@c5", canon, &e), -1);
	assert_int_equal(e.word, 0);
	assert_int_equal(e.off, 2);
	assert_int_equal(e.len, 2);
	assert_int_equal(move(&st, "A@z1", canon, &e), -1);
	assert_int_equal(e.word, 0);
	assert_int_equal(e.off, 2);
	assert_int_equal(move(&st, "Az1 c3", canon, &e), -1);
	assert_int_equal(e.word, 0);
	assert_int_equal(e.off, 1);
	assert_int_equal(move(&st, "A c3 c4 z9", canon, &e), -1);
	assert_int_equal(e.word, 3);
	assert_int_equal(e.off, 0);
}

/* The Moai on a1 has b1 left; own stones are a way out, pieces not. */
#define SHUT_POS "4m4/9/9/9/9/9/9/ssP6/M2A5 w A 0"

static void
test_own_moai_enclosed(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, SHUT_POS);
	refused_at(&st, "P b1", 0, "this move would leave your Moai enclosed");
	refused_at(&st, "A b1", 0, "this move would leave your Moai enclosed");
	refused_at(&st, "A@b1", 0, "this move would leave your Moai enclosed");
	play_ok(&st, "A c1 b1", "A c1 b1");
	check_pos(&st, "4m4/9/9/9/9/9/9/ssP6/MSA6 b A 0");
	load(&st, SHUT_POS);
	play_ok(&st, "P b2", "P b2");
	check_pos(&st, "4m4/9/9/9/9/9/9/sP7/M2A5 b A 0");
}

static void
test_enclose_win(void **unused)
{
	struct state st;
	char canon[MOVE_TEXT_MAX];
	struct game_err e;

	(void)unused;
	/* b8 is the Black Moai's last way out. */
	load(&st, "mS7/S8/9/9/9/1A7/9/9/4M4 w - 0");
	play_ok(&st, "A b5 b8", "A b5 b8");
	check_pos(&st, "mS7/SS7/9/9/1A7/9/9/9/4M4 b - 0");
	check_outcome(&st, OUT_WHITE, "Black's Moai is enclosed");
	check_legal(&st, "");
	assert_int_equal(move(&st, "M b8", canon, &e), -1);
	assert_string_equal(e.msg, "the game is over");

	/* Its own stone is a way out. */
	load(&st, "ms7/S8/9/9/9/1A7/9/9/4M4 w - 0");
	play_ok(&st, "A b5 b8", "A b5 b8");
	check_pos(&st, "ms7/SS7/9/9/1A7/9/9/9/4M4 b - 0");
	check_outcome(&st, OUT_ONGOING, NULL);
	/* Its own piece is not. */
	load(&st, "mS7/1p7/9/9/9/1A7/9/9/4M4 w - 0");
	play_ok(&st, "A a5 a8", "A a5 a8");
	check_pos(&st, "mS7/Sp7/9/9/A8/9/9/9/4M4 b - 0");
	check_outcome(&st, OUT_WHITE, "Black's Moai is enclosed");

	/* The win ends the game at once: the Black Ariki on c9, shut in by
	 * the same stone, is not taken off. */
	load(&st, "mSaS5/S1SS5/9/9/9/1A7/9/9/4M4 w - 0");
	play_ok(&st, "A b5 b8", "A b5 b8");
	check_pos(&st, "mSaS5/SSSS5/9/9/1A7/9/9/9/4M4 b - 0");
	check_outcome(&st, OUT_WHITE, "Black's Moai is enclosed");
}

static void
test_ariki_retired(void **unused)
{
	struct state st;

	(void)unused;
	/* i9 is ringed by Black's own stones h9, h8 and now i8. */
	load(&st, "4m2sa/7s1/9/7a1/9/9/9/9/4M4 b - 0");
	play_ok(&st, "A h7 i8", "A h7 i8");
	check_pos(&st, "4m2s1/7ss/7a1/9/9/9/9/9/4M4 w a 0");
	/* The mover's own Ariki, by its own throw. */
	load(&st, "4m4/9/9/9/9/9/9/S8/AS2M3A w - 0");
	play_ok(&st, "A h2 b2", "A h2 b2");
	check_pos(&st, "4m4/9/9/9/9/9/9/SS5A1/1S2M4 b A 0");
}

static void
test_ariki_captured(void **unused)
{
	struct state st;

	(void)unused;
	/* Black stones all round. */
	load(&st, "4m4/9/9/8a/9/9/9/s8/As2M4 b - 0");
	play_ok(&st, "A b6 b2", "A b6 b2");
	check_pos(&st, "4m4/9/9/1a7/9/9/9/ss7/1s2M4 w - 0");
	/* White stones and one Black one. */
	load(&st, "4m4/9/9/9/9/9/9/S8/As2M3A w - 0");
	play_ok(&st, "A h2 b2", "A h2 b2");
	check_pos(&st, "4m4/9/9/9/9/9/9/SS5A1/1s2M4 b - 0");
	/* White stones and an enemy piece: the Black Ariki coming to b5. */
	load(&st, "1a2m4/9/9/9/S8/AS7/SS7/9/4M4 b - 0");
	play_ok(&st, "A b5", "A b5");
	check_pos(&st, "4m4/9/9/9/Sa7/1S7/SS7/9/4M4 w - 0");
	/* A friendly piece beside it keeps it in play. */
	load(&st, "4m4/9/9/9/9/9/9/S8/AP2M3A w - 0");
	play_ok(&st, "A h2 b2", "A h2 b2");
	check_pos(&st, "4m4/9/9/9/9/9/9/SS5A1/AP2M4 b - 0");
}

static void
test_no_legal_move(void **unused)
{
	struct state st;

	(void)unused;
	/* Black has only its Moai and no stone. */
	load(&st, "4m4/9/9/9/9/9/2A6/9/4M4 w - 0");
	check_outcome(&st, OUT_ONGOING, NULL);
	play_ok(&st, "A c4", "A c4");
	check_outcome(&st, OUT_WHITE, "Black has no legal move");
	check_legal(&st, "");
	refused_at(&st, "M e8", 1, "Moai has no own stone on e8");

	load(&st, "4m4/9/9/9/9/9/9/9/4M4 w - 0");
	check_outcome(&st, OUT_BLACK, "White has no legal move");
	/* Given a stone, it has one. */
	load(&st, "4m4/9/9/9/9/9/9/5S3/4M4 w - 0");
	check_outcome(&st, OUT_ONGOING, NULL);
	check_legal(&st, "M f2");
}

static void
test_parse_errors(void **unused)
{
	struct state st;
	struct word w[1];
	struct move m;
	struct game_err e;

	(void)unused;
	start(&st);
	assert_int_equal(G.parse(st.u.b, w, 0, &m, &e), -1);
	assert_string_equal(e.msg, "expected a move");
	refused_at(&st, "e4", 0, "'e4' is not a piece: a move starts with M "
	    "(Moai), A (Ariki) or P (Mato to'a)");
	refused_at(&st, "Q e4", 0, "'Q' is not a piece: a move starts with M "
	    "(Moai), A (Ariki) or P (Mato to'a)");
	refused_at(&st, "A j4", 1, "j4 is off the board (files a-i, ranks "
	    "1-9)");
	refused_at(&st, "A e4 e", 2, "'e' is not a square: write its file "
	    "letter and rank number, as in e5");
	refused_at(&st, "M e2 e10", 2, "e10 is off the board (files a-i, "
	    "ranks 1-9)");
}

/*
 * Ariki a1 can go only to a2; from there its stone flies down to the
 * square it left or up the diagonal.  White's first move: one stone.
 */
static void
test_legal_order(void **unused)
{
	struct state st;

	(void)unused;
	load(&st, "4m4/9/9/9/9/9/s8/1s7/AP2M4 w A 1");
	check_legal(&st, "A a2, A a2 a1, A a2 b3, A a2 c4, A a2 d5, A a2 e6, "
	    "A a2 f7, A a2 g8, A a2 h9, P a2, P b2, P c1, P c2, A@c1, A@d1, "
	    "A@f1, A@g1, A@h1, A@i1");
}

static int
stop_at_third(void *ctx, const char *canon)
{
	int *n = ctx;

	(void)canon;
	return ++*n == 3 ? 42 : 0;
}

static void
test_legal_stops(void **unused)
{
	struct state st;
	int n = 0;

	(void)unused;
	load(&st, MOAI_POS);
	assert_int_equal(G.legal(st.u.b, stop_at_third, &n), 42);
	assert_int_equal(n, 3);
	n = 0;
	load(&st, "4m4/9/9/9/9/9/s8/1s7/AP2M4 w A 1");
	assert_int_equal(G.legal(st.u.b, stop_at_third, &n), 42);
	assert_int_equal(n, 3);
}

struct refusal {
	const char	*pos;
	unsigned	 off;
	const char	*msg;
};

#define EMPTYB "4m4/9/9/9/9/9/9/9/4M4"

static void
test_pos_read_refusals(void **unused)
{
	static const struct refusal r[] = {
		{ "", 0, "the position is empty: write the board, rank 9 "
		    "first, the side to move, the Ariki in hand and the "
		    "first-move flag" },
		{ "4m4/9/9/9/9/9/9/4M4 w - 0", 19, "the board has 8 ranks, "
		    "not 9" },
		{ "4m4/9/9/9/9/9/9/9/9/4M4 w - 0", 20, "the board has 10 "
		    "ranks, not 9" },
		{ "4m5/9/9/9/9/9/9/9/4M4 w - 0", 2, "rank 9 has 10 squares, "
		    "not 9" },
		{ "4m3/9/9/9/9/9/9/9/4M4 w - 0", 3, "rank 9 has 8 squares, "
		    "not 9" },
		{ "4m4/9/9/9/9/9/9/9/4M3 w - 0", 21, "rank 1 has 8 squares, "
		    "not 9" },
		{ "4m4/45/9/9/9/9/9/9/4M4 w - 0", 5, "two digits in a row: "
		    "write a run of empty squares as one digit" },
		{ "4m4/09/9/9/9/9/9/9/4M4 w - 0", 4, "a run of empty squares "
		    "is a digit from 1 to 9" },
		{ "4m4/4x4/9/9/9/9/9/9/4M4 w - 0", 5, "'x' is not a square: "
		    "write M A P or m a p for a piece, S or s for a stone, a "
		    "digit for empty squares" },
		{ "4m4/4o4/9/9/9/9/9/9/4M4 w - 0", 5, "'o' is not a square: "
		    "write M A P or m a p for a piece, S or s for a stone, a "
		    "digit for empty squares" },
		{ EMPTYB, 21, "the side to move is missing: write w or b "
		    "after the board" },
		{ EMPTYB " ", 22, "the side to move is missing: write w or b "
		    "after the board" },
		{ EMPTYB " x - 0", 22, "the side to move is w or b" },
		{ EMPTYB " wb - 0", 22, "the side to move is w or b" },
		{ EMPTYB "  w - 0", 22, "the side to move is w or b" },
		{ EMPTYB " w", 23, "the Ariki in hand are missing: write - or "
		    "the A and a in hand after the side to move" },
		{ EMPTYB " w x 0", 24, "the Ariki in hand are - or an A for "
		    "each White one, then an a for each Black one" },
		{ EMPTYB " w -A 0", 24, "the Ariki in hand are - or an A for "
		    "each White one, then an a for each Black one" },
		{ EMPTYB " w aA 0", 25, "write White's Ariki in hand (A) "
		    "before Black's (a)" },
		{ EMPTYB " w -", 25, "the first-move flag is missing: write 1 "
		    "when White's first move is still to come, else 0" },
		{ EMPTYB " w - 2", 26, "the first-move flag is 1 or 0" },
		{ EMPTYB " w - 01", 26, "the first-move flag is 1 or 0" },
		{ EMPTYB " w - 0 x", 27, "unexpected text after the "
		    "first-move flag" },
		{ "4m4/9/9/9/9/9/9/9/9 w - 0", 0, "White has no Moai; a side "
		    "has exactly one" },
		{ "9/9/9/9/9/9/9/9/4M4 w - 0", 0, "Black has no Moai; a side "
		    "has exactly one" },
		{ "4m4/9/9/9/9/9/9/9/3MM4 w - 0", 20, "White has more than one "
		    "Moai; a side has exactly one" },
		{ "4m4/9/9/9/9/9/9/9/AAAAM4 w - 0", 21, "White has more than 3 "
		    "Ariki; a side has at most 3" },
		{ "4m4/9/9/9/9/9/9/9/AAA1M4 w A 0", 27, "White has more than 3 "
		    "Ariki, on the board and in hand; a side has at most 3" },
		{ "4m4/9/9/9/9/9/9/9/A3M4 w AAAa 0", 27, "White has more than "
		    "3 Ariki, on the board and in hand; a side has at most 3" },
		{ "4m4/9/9/9/9/9/9/9/4M4 w aaaa 0", 27, "Black has more than 3 "
		    "Ariki, on the board and in hand; a side has at most 3" },
		{ "ppppm4/9/9/9/9/9/9/9/4M4 w - 0", 3, "Black has more than 3 "
		    "Mato to'a; a side has at most 3" },
		{ "M3m4/9/9/9/9/9/9/9/9 w - 0", 0, "White's Moai already stands "
		    "on rank 9: the game is over" },
		{ "9/9/9/9/9/9/9/9/m3M4 w - 0", 16, "Black's Moai already "
		    "stands on rank 1: the game is over" },
		{ "4m4/9/9/9/2A6/9/9/9/4M4 w - 0", 11, "the White Ariki on c5 "
		    "is outside White's half (ranks 1-4)" },
		{ "4m4/9/9/9/3p5/9/9/9/4M4 w - 0", 11, "the Black Mato to'a on "
		    "d5 is outside Black's half (ranks 6-9)" },
		{ "9/9/9/9/4m4/9/9/9/4M4 w - 0", 9, "the Black Moai on e5 is "
		    "outside Black's half (ranks 6-9)" },
		{ "4m4/9/9/9/9/4M4/9/9/9 w - 0", 12, "" },
		{ "mS7/SS7/9/9/9/9/9/9/4M4 w - 0", 0, "Black's Moai on a9 is "
		    "enclosed: the game is over" },
		{ "4m4/9/9/9/9/9/9/AP7/MA7 w - 0", 20, "White's Moai on a1 is "
		    "enclosed: the game is over" },
		{ "4m4/9/9/9/9/9/9/SS7/AS2M4 w - 0", 20, "the White Ariki on a1 "
		    "is enclosed, and an enclosed Ariki leaves the board after "
		    "every move" },
		{ "4m2sa/7Ss/9/9/9/9/9/9/4M4 w - 0", 4, "the Black Ariki on i9 "
		    "is enclosed, and an enclosed Ariki leaves the board after "
		    "every move" },
	};
	struct state st;
	struct game_err e;
	size_t i;

	(void)unused;
	for (i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		memset(&e, 0, sizeof(e));
		e.word = 99;
		if (r[i].msg[0] == '\0') {
			/* Not a refusal: a White Moai on e4 is in its half. */
			load(&st, r[i].pos);
			continue;
		}
		if (G.pos_read(st.u.b, r[i].pos, strlen(r[i].pos), NULL,
		    &e) != -1)
			fail_msg("\"%s\" accepted", r[i].pos);
		if (strcmp(e.msg, r[i].msg) != 0 || e.off != r[i].off)
			fail_msg("\"%s\": got \"%s\" at %u, want \"%s\" at %u",
			    r[i].pos, e.msg, e.off, r[i].msg, r[i].off);
		assert_int_equal(e.word, 0);
	}
}

/* Stones on every square but the Moai's. */
#define DENSE "SSSSSSSSS/SSSSSSSSS/sssSsssss/SSSSmSSSS/sSSSSSSSS/" \
	"SSSSSSSSS/SSSSMSSSS/SSSSSSSSS/sssssssss w - 0"

static void
test_pos_round_trip(void **unused)
{
	static const char *const t[] = {
		START,
		"2a1m1a2/3ppp3/4a4/9/9/9/4A4/3PPP3/2A1M1A2 b - 1",
		EMPTYB " w - 0",
		EMPTYB " b Aa 0",
		EMPTYB " w AAA 1",
		EMPTYB " b aaa 0",
		/* Its own stones all round leave a Moai free. */
		"ms7/ss7/9/9/9/9/9/9/4M4 b - 0",
		"s3ms1a1/2p1s4/9/3S5/9/5s3/9/3P5/1A2M1A1S b Aa 0",
		DENSE,
	};
	struct state st;
	size_t i;

	(void)unused;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		load(&st, t[i]);
		check_pos(&st, t[i]);
	}
	load(&st, EMPTYB " b Aa 0");
	assert_int_equal(G.to_move(st.u.b), SIDE_BLACK);
}

static void
check_render(const struct state *st, unsigned long ply, const char *last,
    const char *want)
{
	struct render_info ri;
	struct buf b = BUF_INIT;

	ri.ply = ply;
	ri.last = last;
	assert_int_equal(G.render(st->u.b, &ri, &b), 0);
	assert_string_equal(b.s, want);
	buf_release(&b);
}

static void
test_render(void **unused)
{
	struct state st;

	(void)unused;
	start(&st);
	check_render(&st, 0, NULL,
	    "Hanga Roa, start position\n"
	    "   a b c d e f g h i\n"
	    " 9 . . a . m . a . . 9\n"
	    " 8 . . . p p p . . . 8\n"
	    " 7 . . . . a . . . . 7\n"
	    " 6 . . . . . . . . . 6\n"
	    " 5 . . . . . . . . . 5\n"
	    " 4 . . . . . . . . . 4\n"
	    " 3 . . . . A . . . . 3\n"
	    " 2 . . . P P P . . . 2\n"
	    " 1 . . A . M . A . . 1\n"
	    "   a b c d e f g h i\n"
	    "White to move.\n"
	    "In hand: White 0 Ariki, Black 0 Ariki.\n"
	    "Legend: M/m Moai, A/a Ariki, P/p Mato to'a (White/Black), "
	    "o White stone, x Black stone, . empty\n");

	load(&st, "4m2sa/7s1/9/7a1/9/9/9/5S3/4M4 b - 0");
	play_ok(&st, "A h7 i8", "A h7 i8");
	check_render(&st, 12, "A h7 i8",
	    "Hanga Roa, after ply 12 (A h7 i8)\n"
	    "   a b c d e f g h i\n"
	    " 9 . . . . m . . x . 9\n"
	    " 8 . . . . . . . x x 8\n"
	    " 7 . . . . . . . a . 7\n"
	    " 6 . . . . . . . . . 6\n"
	    " 5 . . . . . . . . . 5\n"
	    " 4 . . . . . . . . . 4\n"
	    " 3 . . . . . . . . . 3\n"
	    " 2 . . . . . o . . . 2\n"
	    " 1 . . . . M . . . . 1\n"
	    "   a b c d e f g h i\n"
	    "White to move.\n"
	    "In hand: White 0 Ariki, Black 1 Ariki.\n"
	    "Legend: M/m Moai, A/a Ariki, P/p Mato to'a (White/Black), "
	    "o White stone, x Black stone, . empty\n");

	load(&st, "mS7/S8/9/9/9/1A7/9/9/4M4 w - 0");
	play_ok(&st, "A b5 b8", "A b5 b8");
	check_render(&st, 1, NULL,
	    "Hanga Roa, after ply 1\n"
	    "   a b c d e f g h i\n"
	    " 9 m o . . . . . . . 9\n"
	    " 8 o o . . . . . . . 8\n"
	    " 7 . . . . . . . . . 7\n"
	    " 6 . . . . . . . . . 6\n"
	    " 5 . A . . . . . . . 5\n"
	    " 4 . . . . . . . . . 4\n"
	    " 3 . . . . . . . . . 3\n"
	    " 2 . . . . . . . . . 2\n"
	    " 1 . . . . M . . . . 1\n"
	    "   a b c d e f g h i\n"
	    "White wins (1-0): Black's Moai is enclosed.\n"
	    "In hand: White 0 Ariki, Black 0 Ariki.\n"
	    "Legend: M/m Moai, A/a Ariki, P/p Mato to'a (White/Black), "
	    "o White stone, x Black stone, . empty\n");

	load(&st, "4m4/9/9/9/9/9/9/9/4M4 w Aa 0");
	check_render(&st, 0, NULL,
	    "Hanga Roa, start position\n"
	    "   a b c d e f g h i\n"
	    " 9 . . . . m . . . . 9\n"
	    " 8 . . . . . . . . . 8\n"
	    " 7 . . . . . . . . . 7\n"
	    " 6 . . . . . . . . . 6\n"
	    " 5 . . . . . . . . . 5\n"
	    " 4 . . . . . . . . . 4\n"
	    " 3 . . . . . . . . . 3\n"
	    " 2 . . . . . . . . . 2\n"
	    " 1 . . . . M . . . . 1\n"
	    "   a b c d e f g h i\n"
	    "White to move.\n"
	    "In hand: White 1 Ariki, Black 1 Ariki.\n"
	    "Legend: M/m Moai, A/a Ariki, P/p Mato to'a (White/Black), "
	    "o White stone, x Black stone, . empty\n");
}

/*
 * The brute-force check.
 *
 * A set of move texts: sorted, for comparing.
 */
struct strset {
	char	**s;
	size_t	  n, cap;
};

static void
set_add(struct strset *set, const char *s)
{
	if (set->n == set->cap) {
		set->cap = set->cap ? set->cap * 2 : 1024;
		set->s = realloc(set->s, set->cap * sizeof(set->s[0]));
		assert_non_null(set->s);
	}
	set->s[set->n] = malloc(strlen(s) + 1);
	assert_non_null(set->s[set->n]);
	strcpy(set->s[set->n++], s);
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sort, and drop repeats when uniq. Returns how many repeats there were. */
static size_t
set_sort(struct strset *set, int uniq)
{
	size_t i, j, dup = 0;

	qsort(set->s, set->n, sizeof(set->s[0]), cmp_str);
	for (i = j = 0; i < set->n; i++) {
		if (j > 0 && strcmp(set->s[j - 1], set->s[i]) == 0) {
			dup++;
			if (uniq) {
				free(set->s[i]);
				continue;
			}
		}
		set->s[j++] = set->s[i];
	}
	set->n = j;
	return dup;
}

static void
set_free(struct strset *set)
{
	size_t i;

	for (i = 0; i < set->n; i++)
		free(set->s[i]);
	free(set->s);
	memset(set, 0, sizeof(*set));
}

/* The board as the position string has it: b[file][rank], and the side. */
struct board {
	char	b[9][9];
	int	side;
};

static void
decode(const struct state *st, struct board *bd)
{
	struct buf b = BUF_INIT;
	const char *p;
	int f = 0, r = 8, k;

	assert_int_equal(G.pos_write(st->u.b, &b), 0);
	for (p = b.s; *p != ' '; p++) {
		if (*p == '/') {
			r--;
			f = 0;
		} else if (*p >= '1' && *p <= '9')
			for (k = 0; k < *p - '0'; k++)
				bd->b[f++][r] = '.';
		else
			bd->b[f++][r] = *p;
	}
	bd->side = p[1] == 'b';
	buf_release(&b);
}

struct brute {
	const struct state	*st;
	struct board		 bd;
	struct strset		 acc;
	unsigned long		 tried;
};

static void
sqtext(char *out, int f, int r)
{
	out[0] = (char)('a' + f);
	out[1] = (char)('1' + r);
	out[2] = '\0';
}

/* Play text on a copy; 0 and the canonical text in canon when accepted.
 * An accepted text's canonical one must make the same move. */
static int
try_text(struct brute *br, const char *text, char canon[MOVE_TEXT_MAX])
{
	struct state a, b;
	struct game_err e;
	char again[MOVE_TEXT_MAX];

	br->tried++;
	memcpy(a.u.b, br->st->u.b, G.state_size);
	if (move(&a, text, canon, &e) != 0)
		return -1;
	memcpy(b.u.b, br->st->u.b, G.state_size);
	if (move(&b, canon, again, &e) != 0)
		fail_msg("\"%s\" is accepted as \"%s\", which is refused: %s",
		    text, canon, e.msg);
	if (strcmp(again, canon) != 0 ||
	    memcmp(a.u.b, b.u.b, G.state_size) != 0)
		fail_msg("\"%s\" and its canonical \"%s\" differ", text, canon);
	set_add(&br->acc, canon);
	return 0;
}

/* Every simple path of the side's stones from (f, r), the Moai first. */
static void
moai_paths(struct brute *br, int f, int r, char *text, size_t len,
    unsigned char used[9][9])
{
	char canon[MOVE_TEXT_MAX], own = br->bd.side ? 's' : 'S';
	int df, dr, ff, rr;

	for (df = -1; df <= 1; df++)
		for (dr = -1; dr <= 1; dr++) {
			ff = f + df;
			rr = r + dr;
			if (ff < 0 || ff > 8 || rr < 0 || rr > 8 ||
			    br->bd.b[ff][rr] != own || used[ff][rr])
				continue;
			text[len] = ' ';
			sqtext(text + len + 1, ff, rr);
			used[ff][rr] = 1;
			try_text(br, text, canon);
			moai_paths(br, ff, rr, text, len + 3, used);
			used[ff][rr] = 0;
		}
}

/*
 * Every move text that could be written: each piece letter bare and with
 * each of the 81 origins, then every square.  The Ariki's stones: the
 * stones of a legal move are thrown by an Ariki whose move without them,
 * written with its origin, is legal too (thrown stones are the mover's
 * own, which never shut in its Moai), so the stones are tried, all 81
 * squares each, after those origin-written moves that are accepted, and
 * then with the bare letter.
 */
static void
brute(const struct state *st, struct strset *acc, unsigned long *tried)
{
	static struct brute br;
	/* [destination][first stone] accepted with an origin; [81]: the
	 * destination alone */
	static unsigned char dest_ok[81][82];
	unsigned char used[9][9];
	char text[MOVE_TEXT_MAX], canon[MOVE_TEXT_MAX], piece[8], d[4], s1[4],
	    s2[4];
	const char *letters = "MAP";
	int o, k, f, r, t1, t2, t3, mf = -1, mr = -1;
	char moai;

	memset(&br, 0, sizeof(br));
	br.st = st;
	decode(st, &br.bd);
	moai = br.bd.side ? 'm' : 'M';

	memset(dest_ok, 0, sizeof(dest_ok));
	for (k = 0; k < 3; k++)
		for (o = -1; o < 81; o++) {
			if (o < 0)
				snprintf(piece, sizeof(piece), "%c", letters[k]);
			else {
				piece[0] = letters[k];
				sqtext(piece + 1, o / 9, o % 9);
			}
			for (t1 = 0; t1 < 81; t1++) {
				sqtext(d, t1 / 9, t1 % 9);
				snprintf(text, sizeof(text), "%s %s", piece, d);
				if (try_text(&br, text, canon) != 0 ||
				    letters[k] != 'A' || o < 0)
					continue;
				dest_ok[t1][81] = 1;
				for (t2 = 0; t2 < 81; t2++) {
					sqtext(s1, t2 / 9, t2 % 9);
					snprintf(text, sizeof(text), "%s %s %s",
					    piece, d, s1);
					if (try_text(&br, text, canon) != 0)
						continue;
					dest_ok[t1][t2] = 1;
					for (t3 = 0; t3 < 81; t3++) {
						sqtext(s2, t3 / 9, t3 % 9);
						snprintf(text, sizeof(text),
						    "%s %s %s %s", piece, d, s1,
						    s2);
						try_text(&br, text, canon);
					}
				}
			}
		}
	/* The same stones with the bare letter, once for all origins. */
	for (t1 = 0; t1 < 81; t1++) {
		if (!dest_ok[t1][81])
			continue;
		sqtext(d, t1 / 9, t1 % 9);
		for (t2 = 0; t2 < 81; t2++) {
			sqtext(s1, t2 / 9, t2 % 9);
			snprintf(text, sizeof(text), "A %s %s", d, s1);
			try_text(&br, text, canon);
			if (!dest_ok[t1][t2])
				continue;
			for (t3 = 0; t3 < 81; t3++) {
				sqtext(s2, t3 / 9, t3 % 9);
				snprintf(text, sizeof(text), "A %s %s %s", d, s1,
				    s2);
				try_text(&br, text, canon);
			}
		}
	}
	/* Drops, and two-square Moai texts of any squares. */
	for (t1 = 0; t1 < 81; t1++) {
		sqtext(d, t1 / 9, t1 % 9);
		snprintf(text, sizeof(text), "A@%s", d);
		try_text(&br, text, canon);
		for (t2 = 0; t2 < 81; t2++) {
			sqtext(s1, t2 / 9, t2 % 9);
			snprintf(text, sizeof(text), "M %s %s", d, s1);
			try_text(&br, text, canon);
		}
	}
	/* The Moai's paths over its stones, of any length. */
	for (f = 0; f < 9; f++)
		for (r = 0; r < 9; r++)
			if (br.bd.b[f][r] == moai) {
				mf = f;
				mr = r;
			}
	assert_true(mf >= 0);
	memset(used, 0, sizeof(used));
	used[mf][mr] = 1;
	strcpy(text, "M");
	moai_paths(&br, mf, mr, text, 1, used);

	set_sort(&br.acc, 1);
	*acc = br.acc;
	if (tried != NULL)
		*tried = br.tried;
}

static int
add_legal(void *ctx, const char *canon)
{
	set_add(ctx, canon);
	return 0;
}

/* legal() lists exactly the moves play accepts, each once, and each of
 * its texts plays as itself.  Returns how many. */
static size_t
cross_check(const struct state *st)
{
	struct strset acc, lst;
	struct brute br;
	char canon[MOVE_TEXT_MAX];
	size_t i, n;

	memset(&lst, 0, sizeof(lst));
	brute(st, &acc, NULL);
	assert_int_equal(G.legal(st->u.b, add_legal, &lst), 0);
	memset(&br, 0, sizeof(br));
	br.st = st;
	for (i = 0; i < lst.n; i++) {
		if (try_text(&br, lst.s[i], canon) != 0)
			fail_msg("legal() lists \"%s\", which is refused",
			    lst.s[i]);
		assert_string_equal(canon, lst.s[i]);
	}
	set_free(&br.acc);
	if (set_sort(&lst, 0) != 0)
		fail_msg("legal() lists a move twice");
	for (i = 0; i < acc.n || i < lst.n; i++)
		if (i >= acc.n || i >= lst.n ||
		    strcmp(acc.s[i], lst.s[i]) != 0)
			fail_msg("accepted \"%s\", listed \"%s\"",
			    i < acc.n ? acc.s[i] : "(none)",
			    i < lst.n ? lst.s[i] : "(none)");
	n = lst.n;
	set_free(&acc);
	set_free(&lst);
	return n;
}

static const char *const brute_positions[] = {
	START,
	/* A crowded middle game, either side to move. */
	"2a1m4/1s1psp1a1/4a1s2/2S2s3/1s1S2S2/4Ss3/1S1A1PS2/3PSSs2/2A1M2A1 w - 0",
	"2a1m4/1s1psp1a1/4a1s2/2S2s3/1s1S2S2/4Ss3/1S1A1PS2/3PSSs2/2A1M2A1 b - 0",
	/* Ariki in hand. */
	"s3ms1a1/2p1s4/9/3S5/9/5s3/9/3P5/1A2M1A1S b Aa 0",
	"s3ms1a1/2p1s4/9/3S5/9/5s3/9/3P5/1A2M1A1S w Aa 0",
	/* Near the end: a road to rank 9, g9 and g8 to shut Black in. */
	"3S3mS/4S2Sp/1a2S4/4S4/4S4/4M4/9/ss7/1PA6 w - 0",
	/* The own Moai one square from enclosed. */
	SHUT_POS,
	/* Origins that depend on the stones. */
	TWO_ARIKI,
	MOAI_POS,
	"4m4/9/9/9/9/9/s8/1s7/AP2M4 w A 1",
};

static void
test_brute_force(void **unused)
{
	struct state st;
	size_t i;

	(void)unused;
	for (i = 0; i < sizeof(brute_positions) / sizeof(brute_positions[0]);
	    i++) {
		load(&st, brute_positions[i]);
		cross_check(&st);
	}
}

/*
 * perft: the positions n plies on from st, through legal() and play.
 */
struct perft {
	const struct state	*st;
	int			 depth;
	unsigned long		 nodes;
};

static unsigned long perft(const struct state *, int);

static int
perft_move(void *ctx, const char *canon)
{
	struct perft *p = ctx;
	struct state t;
	char again[MOVE_TEXT_MAX];
	struct game_err e;

	memcpy(t.u.b, p->st->u.b, G.state_size);
	if (move(&t, canon, again, &e) != 0)
		fail_msg("listed \"%s\" refused: %s", canon, e.msg);
	p->nodes += perft(&t, p->depth - 1);
	return 0;
}

static int
count(void *ctx, const char *canon)
{
	(void)canon;
	++*(unsigned long *)ctx;
	return 0;
}

static unsigned long
perft(const struct state *st, int depth)
{
	struct perft p;
	unsigned long n = 0;

	if (depth == 0)
		return 1;
	if (depth == 1) {
		assert_int_equal(G.legal(st->u.b, count, &n), 0);
		return n;
	}
	p.st = st;
	p.depth = depth;
	p.nodes = 0;
	assert_int_equal(G.legal(st->u.b, perft_move, &p), 0);
	return p.nodes;
}

/* Brute force on every child of the start (HANGA_ROA_BRUTE=all), or on
 * every 320th (three), for the depth-2 count. */
struct children {
	unsigned long	 i, step, checked, sum;
	const struct state *st;
};

static int
child_check(void *ctx, const char *canon)
{
	struct children *c = ctx;
	struct state t;
	char again[MOVE_TEXT_MAX];
	struct game_err e;

	if (c->i++ % c->step != 0)
		return 0;
	memcpy(t.u.b, c->st->u.b, G.state_size);
	if (move(&t, canon, again, &e) != 0)
		fail_msg("listed \"%s\" refused: %s", canon, e.msg);
	c->sum += cross_check(&t);
	c->checked++;
	return 0;
}

static void
test_perft(void **unused)
{
	struct state st;
	struct strset acc;
	struct children c;
	const char *all = getenv("HANGA_ROA_BRUTE");
	unsigned long d1, d2;

	(void)unused;
	start(&st);
	d1 = perft(&st, 1);
	d2 = perft(&st, 2);
	print_message("perft(1) = %lu, perft(2) = %lu\n", d1, d2);
	brute(&st, &acc, NULL);
	assert_int_equal(d1, acc.n);
	set_free(&acc);
	assert_int_equal(d1, 940);
	assert_int_equal(d2, 13646572);

	memset(&c, 0, sizeof(c));
	c.st = &st;
	c.step = all != NULL && strcmp(all, "all") == 0 ? 1 : 320;
	assert_int_equal(G.legal(st.u.b, child_check, &c), 0);
	print_message("brute force on %lu of the %lu positions after one "
	    "move: %lu moves\n", c.checked, d1, c.sum);
	if (c.step == 1)
		assert_int_equal(c.sum, d2);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_starts_move),
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_moai_path),
		cmocka_unit_test(test_moai_refusals),
		cmocka_unit_test(test_moai_destination),
		cmocka_unit_test(test_moai_legal),
		cmocka_unit_test(test_far_rank),
		cmocka_unit_test(test_ariki_move),
		cmocka_unit_test(test_ariki_refusals),
		cmocka_unit_test(test_throw_order),
		cmocka_unit_test(test_first_move),
		cmocka_unit_test(test_origin),
		cmocka_unit_test(test_default_origins),
		cmocka_unit_test(test_mato),
		cmocka_unit_test(test_drop),
		cmocka_unit_test(test_drop_caret),
		cmocka_unit_test(test_own_moai_enclosed),
		cmocka_unit_test(test_enclose_win),
		cmocka_unit_test(test_ariki_retired),
		cmocka_unit_test(test_ariki_captured),
		cmocka_unit_test(test_no_legal_move),
		cmocka_unit_test(test_parse_errors),
		cmocka_unit_test(test_legal_order),
		cmocka_unit_test(test_legal_stops),
		cmocka_unit_test(test_pos_read_refusals),
		cmocka_unit_test(test_pos_round_trip),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_brute_force),
		cmocka_unit_test(test_perft),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
