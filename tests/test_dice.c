/*
 * test_dice: dice notation.  Every construct accepted; every refusal
 * with its column, length and message; rolls with scripted dice, so that
 * keep, drop, explosions, rerolls and their caps are checked against
 * results worked out by hand, display included; rolls with the real
 * generator against rng_dice; the display written as the dice fall,
 * with no memory but a keep or drop term's, and its write errors;
 * exact distributions worked out by hand (2d6, 3d6, 4d6kh3 and others),
 * and with exact fractions apart from this code where the numbers are
 * long (58d6, 40d20, 60d6kh1, 396d6), and the limits of --stats; out
 * of memory at every allocation.
 */
#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dice.h"
#include "mem.h"
#include "rng.h"

#include "dice-harness.h"

static int
teardown(void **state)
{
	(void)state;
	mem_fail_after(-1);
	return 0;
}

/* ---- a scripted source of dice ---- */

struct script {
	const uint32_t	*v;
	size_t		 n, i;
	uint32_t	 sides[256];	/* what each throw asked for */
};

static uint32_t
scripted(void *ctx, uint32_t sides)
{
	struct script *s = ctx;

	assert_true(s->i < s->n);
	assert_true(s->v[s->i] >= 1 && s->v[s->i] <= sides);
	if (s->i < 256)
		s->sides[s->i] = sides;
	return s->v[s->i++];
}

/* A shown keep or drop term goes back to throw its dice again. */
static uint64_t
scripted_tell(void *ctx)
{
	return ((struct script *)ctx)->i;
}

static void
scripted_seek(void *ctx, uint64_t pos)
{
	((struct script *)ctx)->i = (size_t)pos;
}

/* dice_roll of an expression whose totals are whole: the total as an
 * integer. */
static int
roll_int(struct dice_expr *e, const struct dice_src *src, int64_t *total,
    FILE *fp)
{
	struct dice_total t = { 0, 1 };
	int rv = dice_roll(e, src, &t, fp);

	assert_int_equal(t.den, 1);
	*total = t.num;
	return rv;
}

static double
pow3(double x)
{
	return x * x * x;
}

static int
dice_q_cmp_total(struct dice_total a, struct dice_total b)
{
	return a.num != b.num || a.den != b.den;
}

/* dice_roll with the display, which is returned (free it). */
static char *
roll_shown(struct dice_expr *e, const struct dice_src *src, int64_t *total)
{
	char *s = NULL;
	size_t n = 0;
	FILE *fp = open_memstream(&s, &n);

	assert_non_null(fp);
	assert_int_equal(roll_int(e, src, total, fp), 0);
	assert_int_equal(fclose(fp), 0);
	return s;
}

/* ---- parsing ---- */

static void
test_accept(void **state)
{
	static const char *const ok[] = {
		"3d6", "d6", "d%", "1d1", "0", "7", "1000000000",
		"1000000d1000000", "d1000000", "4d6kh3", "4d6kl3", "4d6k3",
		"4d6k", "4d6kh", "4d6kl", "4d6dh1", "4d6dl1", "4d6dh",
		"4d6dl", "4d6d1", "4d6d3", "2d6!", "2d6!>5", "2d6!<2",
		"2d6!=3", "2d6!3", "d%!", "2d6r1", "2d6r<2", "2d6r>5",
		"2d6r=3", "2d6r1r6", "d6r1r2r3r4r5", "2d6!r1",
		"4d6r1kh3", "3d6!kh2", "4d6kh3r1!", "2d6+1d4-3",
		"-2d6+10", "+3", "  3d6  +  2 ", "\t3d6\t-\td4\t",
		"d6-d6", "100000d6!", "d6r1r1r1r1r1r1r1r1", "d6r<5",
		"d6r>2", "d6!>6", "d%r<99", "3d6r1!>5dl1",
		/* fudge dice, explosions of every kind, reroll once */
		"4dF", "dF", "dF.1", "dF.2", "4dF!", "4dFr0", "3d6!!",
		"3d6!!>5", "3d6!p", "3d6!!p", "3d6!p>5", "3d6!!p<2",
		"d6ro1", "d6ro<2", "d6ro1ro2", "d6r>=5", "d6!<=2",
		/* targets, failures, sorting */
		"5d10>8", "5d10>=8", "5d10<=2", "5d10=10", "5d10<3",
		"5d10>8f1", "5d10>8f<2", "5d10>8f<=2", "5d10kh3>8",
		"5d10>8kh3", "4d6s", "4d6sa", "4d6sd", "4d6kh3sd",
		"4dF>1f<-1", "4dF=-1", "dF.1r=-1",
		/* arithmetic and functions */
		"1d6/2", "1d6*2", "(1d6+1)*2", "2*-3", "2/-1d6",
		"-(1d6)", "1d6/1d6/1d6", "floor(1d6/2)", "ceil(1d6/2)",
		"round(1d6/2)", "abs(1d6-4)", "( 1d6 + 2 ) * 3",
		"floor( 1d6 / 2 )", "round(-5/2)", "7%3", "1d6%1d3",
		"d%%7", "2**10", "2 ** 3 ** 2", "-2**2", "1d6**1d4",
		"(1d6/2)**2", "0**0", "2**62",
		/* groups and repeats */
		"{4d6,3d8}kh1", "{3d6+1}>10", "{2d6,1d8}>5",
		"{4d6+3d8}kh1", "{1d6,1d6}sa", "{ 1d6 , 2d6 }",
		"{{1d6,1d6}kh1,1d4}dl1", "{3d6*2+1}kh1", "{3d6!+1}dl1",
		"{1d6}", "6x3d6", "1x1", "1000x1d6", "2x{1d6,1d6}kh1",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(ok) / sizeof(ok[0]); i++)
		dice_free(parse_ok(ok[i]));
	dice_free(NULL);
}

struct refusal {
	const char	*text;
	unsigned long	 col, len;
	const char	*msg;
};

static void
test_refuse(void **state)
{
	static const struct refusal bad[] = {
		{ "", 1, 1, "empty expression" },
		{ "   ", 1, 1, "empty expression" },
		{ "+", 2, 1, "expected a number or dice after '+'" },
		{ "3d6+", 5, 1, "expected a number or dice after '+'" },
		{ "3d6-", 5, 1, "expected a number or dice after '-'" },
		{ "3d6 +  ", 8, 1, "expected a number or dice after '+'" },
		{ "3d6+x", 5, 1, "unexpected 'x'" },
		{ "3D6", 2, 1, "unexpected 'D': dice notation is lower case" },
		{ "3d6x", 4, 1, "unexpected 'x'" },
		{ "3 d6", 3, 1, "unexpected 'd'" },
		{ "3d6 2", 5, 1, "unexpected '2'" },
		{ "3d6++2", 5, 1, "unexpected '+'" },
		{ "3d6)", 4, 1, "unexpected ')'" },
		{ "d6\xc3\xa9", 3, 1, "unexpected character" },
		{ "d6\n", 3, 1, "unexpected character" },
		{ "2d", 3, 1, "expected a number of sides, '%' or 'F' after 'd'" },
		{ "2dx", 3, 1, "expected a number of sides, '%' or 'F' after 'd'" },
		{ "0d6", 1, 1,
		    "number of dice '0' is out of range (1 to 1000000)" },
		{ "1000001d6", 1, 7,
		    "number of dice '1000001' is out of range (1 to 1000000)" },
		{ "d0", 2, 1,
		    "number of sides '0' is out of range (1 to 1000000)" },
		{ "3d1000001", 3, 7,
		    "number of sides '1000001' is out of range (1 to 1000000)" },
		{ "1000000001", 1, 10,
		    "number '1000000001' is out of range (0 to 1000000000)" },
		{ "2+99999999999999999999", 3, 20,
		    "number '99999999999999999999' is out of range "
		    "(0 to 1000000000)" },
		{ "4d6k5", 4, 2, "cannot keep 5 of 4 dice" },
		{ "4d6kh0", 4, 3, "cannot keep 0 dice" },
		{ "4d6kl99999999999", 4, 13,
		    "cannot keep 4294967295 of 4 dice" },
		{ "4d6dl4", 4, 3, "cannot drop 4 of 4 dice" },
		{ "4d6d0", 4, 2, "cannot drop 0 dice" },
		/* one die: "die", not "dice" */
		{ "1d6d6", 4, 2, "cannot drop 6 of 1 die" },
		{ "d6kh2", 3, 3, "cannot keep 2 of 1 die" },
		{ "1d6dl1", 4, 3, "cannot drop 1 of 1 die" },
		{ "4d6dh", 0, 0, NULL },	/* fine: a separator */
		{ "4d6kh3kl1", 7, 1, "only one keep or drop per term" },
		{ "4d6kh3d1", 7, 1, "only one keep or drop per term" },
		{ "4d6d", 5, 1, "expected 'h', 'l' or a number after 'd'" },
		{ "4d6dx", 5, 1, "expected 'h', 'l' or a number after 'd'" },
		{ "1d1!", 4, 1,
		    "exploding on every face of a d1 would never end" },
		{ "d6!>1", 3, 3,
		    "exploding on every face of a d6 would never end" },
		{ "d6!<6", 3, 3,
		    "exploding on every face of a d6 would never end" },
		{ "d6!>7", 3, 3, "explosion condition '>7' never holds on a d6" },
		{ "d6!0", 3, 2, "explosion condition '0' never holds on a d6" },
		{ "d6r1!1", 5, 2, "explosion condition '1' never holds on a "
		    "d6 that is not rerolled" },
		{ "d6r<5!", 6, 1, "exploding on every face of a d6 that is "
		    "not rerolled would never end" },
		{ "d6!!!", 5, 1, "only one '!' per term" },
		{ "d6!6!", 5, 1, "only one '!' per term" },
		{ "d6!>", 5, 1, "expected a number after '>'" },
		{ "d6!=x", 5, 1, "expected a number after '='" },
		{ "d6r", 4, 1, "expected a number, or '<', '>' or '=' and a "
		    "number, after 'r'" },
		{ "d6r<", 5, 1, "expected a number after '<'" },
		{ "d6r7", 3, 2, "reroll condition '7' never holds on a d6" },
		{ "d6r>7", 3, 3, "reroll condition '>7' never holds on a d6" },
		{ "d6r<0", 3, 3, "reroll condition '<0' never holds on a d6" },
		{ "1d1r1", 4, 2,
		    "rerolling every face of a d1 would never end" },
		{ "d6r<7", 3, 3,
		    "rerolling every face of a d6 would never end" },
		{ "d6r<3r>4", 3, 6,
		    "rerolling every face of a d6 would never end" },
		{ "d6r1r2r3r4r5r6", 3, 12,
		    "rerolling every face of a d6 would never end" },
		{ "d9r1r2r3r4r5r6r7r8r9", 19, 1,
		    "too many reroll conditions (the limit is 8)" },
		{ "100001d6!", 1, 6, "number of exploding dice '100001' is "
		    "out of range (1 to 100000)" },
		{ "d%r<100", 3, 5,
		    "rerolling every face of a d100 would never end" },
		/* fudge dice, explosions, reroll once */
		{ "dF.3", 4, 1, "expected '1' or '2' after 'dF.'" },
		{ "df", 2, 1, "expected a number of sides, '%' or 'F' "
		    "after 'd'" },
		{ "4dF!>2", 4, 3,
		    "explosion condition '>2' never holds on a dF" },
		{ "4dF.1r<1", 6, 3,
		    "rerolling every face of a dF.1 would never end" },
		{ "d6ro", 5, 1, "expected a number, or '<', '>' or '=' and "
		    "a number, after 'ro'" },
		{ "d6r1ro2", 5, 2,
		    "a term rerolls with 'r' or with 'ro', not both" },
		{ "d6ro<7", 0, 0, NULL },	/* fine: each once */
		{ "4dF>-", 6, 1, "expected a number after '>-'" },
		{ "d6!p>1", 3, 4,
		    "exploding on every face of a d6 would never end" },
		/* targets and sorting */
		{ "3d6>", 5, 1, "expected a number after '>'" },
		{ "3d6>=", 6, 1, "expected a number after '>='" },
		{ "3d6<=x", 6, 1, "expected a number after '<='" },
		{ "3d6f1", 4, 2, "a failure condition counts against a "
		    "target: give the target first (as in '>8f1')" },
		{ "3d6f", 5, 1, "expected a number, or '<', '>' or '=' and "
		    "a number, after 'f'" },
		{ "3d6>3>4", 6, 1, "only one target per term" },
		{ "3d6>3f1f2", 8, 1,
		    "only one failure condition per term" },
		{ "3d6ss", 5, 1, "only one sort per term" },
		{ "3d6sx", 5, 1, "unexpected 'x'" },
		/* arithmetic and functions */
		{ "1d6*", 5, 1, "expected a number or dice after '*'" },
		{ "1d6***2", 6, 1, "unexpected '*'" },
		{ "1d6**", 6, 1, "expected a number or dice after '*'" },
		{ "1d6%", 5, 1, "expected a number or dice after '%'" },
		{ "1d6%(1d3-1)", 5, 7, "the divisor '(1d3-1)' can be 0" },
		{ "2**-1", 4, 2, "the exponent '-1' can be negative: write "
		    "1/(x**n)" },
		{ "2**(1d6/2)", 4, 7,
		    "the exponent '(1d6/2)' can be a fraction" },
		{ "2**63", 1, 5, "totals here could pass 2^62, beyond what "
		    "a roll counts exactly" },
		{ "1d6**1d30", 1, 9, "totals here could pass 2^62, beyond "
		    "what a roll counts exactly" },
		{ "1d6/", 5, 1, "expected a number or dice after '/'" },
		{ "1d6/0", 5, 1, "the divisor '0' can be 0" },
		{ "1d6/(1d3-2)", 5, 7, "the divisor '(1d3-2)' can be 0" },
		{ "1/(1d6-1d6)", 3, 9,
		    "the divisor '(1d6-1d6)' can be 0" },
		{ "1/{1d6+1d6}dl1", 3, 12,
		    "the divisor '{1d6+1d6}dl1' can be 0" },
		{ "1/(3d6>4)", 3, 7, "the divisor '(3d6>4)' can be 0" },
		{ "()", 2, 1, "expected a number or dice before ')'" },
		{ "(1d6", 1, 1, "'(' is never closed" },
		{ "(1d6]", 5, 1, "unexpected ']'" },
		{ "floor", 6, 1, "expected '(' after 'floor'" },
		{ "floor 1", 6, 1, "expected '(' after 'floor'" },
		{ "floor(1d6", 6, 1, "'(' is never closed" },
		{ "sqrt(2)", 1, 4, "unknown function 'sqrt' (there are "
		    "floor, ceil, round and abs)" },
		{ "Floor(2)", 1, 1,
		    "unexpected 'F': dice notation is lower case" },
		{ "1d1000000*1d1000000*1d1000000*1d1000000", 1, 39,
		    "totals here could pass 2^62, beyond what a roll "
		    "counts exactly" },
		{ "--1", 2, 1, "unexpected '-'" },
		{ "2(3)", 2, 1, "unexpected '('" },
		/* groups and repeats */
		{ "{}", 2, 1, "expected a number or dice before '}'" },
		{ "{1d6,}", 6, 1, "expected a number or dice before '}'" },
		{ "{1d6", 1, 1, "'{' is never closed" },
		{ "{1d6,2d6}!", 10, 1, "'!' applies to dice, not to a group" },
		{ "{1d6,2d6}r1", 10, 1,
		    "'r' applies to dice, not to a group" },
		{ "{1d6}s", 6, 1, "sorting a group orders its "
		    "sub-expressions, and this one has one" },
		{ "{1d6,1d6}kh3", 10, 3, "cannot keep 3 of 2 sub-expressions" },
		{ "{1d6,1d6}dl2", 10, 3, "cannot drop 2 of 2 sub-expressions" },
		{ "{2d6+1}kh3", 8, 3, "cannot keep 3 of 2 dice" },
		{ "{1d6+1}dl1", 8, 3, "cannot drop 1 of 1 die" },
		{ "{1000000d6+1000000d6}kh1", 1, 24,
		    "a group keeps or drops among at most 1000000 dice" },
		{ "{500000d6+500000d6}kh1", 0, 0, NULL },
		{ "{2d6kh1+1d6}kh1", 2, 6, "dice in a group that keeps or "
		    "drops among them cannot keep, drop, sort or count "
		    "successes themselves" },
		{ "{{1d6}+1d6}kh1", 2, 5, "a group that keeps or drops "
		    "among its dice cannot hold a group" },
		{ "0x3d6", 1, 1,
		    "number of rolls '0' is out of range (1 to 1000)" },
		{ "1001x3d6", 1, 4,
		    "number of rolls '1001' is out of range (1 to 1000)" },
		{ "6x", 3, 1, "expected a number or dice after 'x'" },
		{ "1x", 3, 1, "expected a number or dice after 'x'" },
		{ "3d6x2", 4, 1, "unexpected 'x'" },
	};
	struct dice_expr *e;
	struct dice_err err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		const struct refusal *b = &bad[i];

		memset(&err, 0, sizeof(err));
		if (b->msg == NULL) {
			dice_free(parse_ok(b->text));
			continue;
		}
		if (dice_parse(&e, b->text, &err) != 1)
			fail_msg("'%s' accepted", b->text);
		assert_null(e);
		if (strcmp(err.msg, b->msg) != 0 || err.col != b->col ||
		    err.len != b->len)
			fail_msg("'%s': got %lu+%lu '%s', want %lu+%lu '%s'",
			    b->text, err.col, err.len, err.msg, b->col,
			    b->len, b->msg);
	}
}

/* 100 terms are fine, 101 are not; the error is at the 101st. */
static void
test_terms_limit(void **state)
{
	char text[1024];
	struct dice_expr *e;
	struct dice_err err;
	int i;

	(void)state;
	text[0] = '\0';
	for (i = 0; i < DICE_MAX_TERMS; i++)
		strcat(text, i ? "+1" : "1");
	dice_free(parse_ok(text));
	strcat(text, "+1");
	assert_int_equal(dice_parse(&e, text, &err), 1);
	assert_int_equal(err.col, 2 * DICE_MAX_TERMS + 1);
	assert_string_equal(err.msg, "too many terms (the limit is 100)");
}

/* ---- rolling with scripted dice ---- */

struct case_roll {
	const char	*text;
	uint32_t	 v[24];
	size_t		 n;
	int64_t		 total;
	const char	*show;
};

static void
check_roll(const struct case_roll *c)
{
	struct script s;
	struct dice_src src = { scripted, scripted_tell, scripted_seek, &s };
	struct dice_expr *e = parse_ok(c->text);
	int64_t total = 0;
	char *shown;

	/* once without the display, once with: the same dice and total */
	memset(&s, 0, sizeof(s));
	s.v = c->v;
	s.n = c->n;
	assert_int_equal(roll_int(e, &src, &total, NULL), 0);
	if (total != c->total || s.i != c->n)
		fail_msg("'%s': total %lld from %zu dice, want %lld from %zu",
		    c->text, (long long)total, s.i, (long long)c->total,
		    c->n);
	s.i = 0;
	shown = roll_shown(e, &src, &total);
	assert_int_equal(total, c->total);
	assert_int_equal(s.i, c->n);
	if (strcmp(shown, c->show) != 0)
		fail_msg("'%s': shown '%s', want '%s'", c->text, shown,
		    c->show);
	free(shown);
	dice_free(e);
}

static void
test_roll_scripted(void **state)
{
	static const struct case_roll cases[] = {
		{ "d6", { 4 }, 1, 4, "[4] = 4" },
		{ "3d6", { 1, 2, 3 }, 3, 6, "[1, 2, 3] = 6" },
		{ "d%", { 100 }, 1, 100, "[100] = 100" },
		{ "0", { 0 }, 0, 0, "0 = 0" },
		{ "1000000000", { 0 }, 0, 1000000000,
		    "1000000000 = 1000000000" },
		{ "2d6+1d4-3", { 2, 5, 4 }, 3, 8, "[2, 5] + [4] - 3 = 8" },
		{ "-2d6+10", { 1, 2 }, 2, 7, "-[1, 2] + 10 = 7" },
		{ "  3d6  +  2 ", { 1, 2, 3 }, 3, 8, "[1, 2, 3] + 2 = 8" },
		{ "d6-d6", { 1, 6 }, 2, -5, "[1] - [6] = -5" },
		/* keep and drop; among equal dice the earlier are kept */
		{ "4d6kh3", { 6, 4, 3, 1 }, 4, 13, "[6, 4, 3, (1)] = 13" },
		{ "4d6k3", { 1, 3, 4, 6 }, 4, 13, "[(1), 3, 4, 6] = 13" },
		{ "4d6kh3", { 3, 1, 3, 1 }, 4, 7, "[3, 1, 3, (1)] = 7" },
		{ "4d6k", { 3, 5, 5, 1 }, 4, 5, "[(3), 5, (5), (1)] = 5" },
		{ "4d6kl1", { 3, 1, 3, 1 }, 4, 1,
		    "[(3), 1, (3), (1)] = 1" },
		{ "4d6kl2", { 6, 2, 6, 1 }, 4, 3, "[(6), 2, (6), 1] = 3" },
		{ "4d6dh1", { 6, 2, 6, 1 }, 4, 9, "[6, 2, (6), 1] = 9" },
		{ "4d6dl1", { 6, 2, 6, 1 }, 4, 14, "[6, 2, 6, (1)] = 14" },
		{ "4d6dl", { 2, 2, 2, 2 }, 4, 6, "[2, 2, 2, (2)] = 6" },
		{ "4d6d2", { 6, 2, 6, 1 }, 4, 12, "[6, (2), 6, (1)] = 12" },
		{ "2d20kh1", { 7, 19 }, 2, 19, "[(7), 19] = 19" },
		{ "2d20kl1", { 7, 19 }, 2, 7, "[7, (19)] = 7" },
		{ "4d6kh4", { 1, 2, 3, 4 }, 4, 10, "[1, 2, 3, 4] = 10" },
		/* explosions: the extra die right after its parent */
		{ "3d6!", { 6, 6, 2, 3, 4 }, 5, 21,
		    "[6!, 6!, 2, 3, 4] = 21" },
		{ "2d6!>5", { 5, 1, 6, 6, 3 }, 5, 21,
		    "[5!, 1, 6!, 6!, 3] = 21" },
		{ "2d6!<2", { 1, 2, 3, 4 }, 4, 10, "[1!, 2!, 3, 4] = 10" },
		{ "2d6!=3", { 3, 4, 5 }, 3, 12, "[3!, 4, 5] = 12" },
		{ "2d6!3", { 3, 3, 1, 2 }, 4, 9, "[3!, 3!, 1, 2] = 9" },
		/* rerolls: the values thrown away between tildes */
		{ "2d6r1", { 1, 1, 4, 3 }, 4, 7, "[~1~ ~1~ 4, 3] = 7" },
		{ "2d6r<2", { 2, 1, 5, 6 }, 4, 11, "[~2~ ~1~ 5, 6] = 11" },
		{ "2d6r>5", { 6, 5, 1, 2 }, 4, 3, "[~6~ ~5~ 1, 2] = 3" },
		{ "2d6r1r6", { 6, 1, 3, 6, 2 }, 5, 5,
		    "[~6~ ~1~ 3, ~6~ 2] = 5" },
		{ "2d6r=2", { 2, 1, 2, 2, 6 }, 5, 7,
		    "[~2~ 1, ~2~ ~2~ 6] = 7" },
		/* together */
		{ "4d6r1kh3", { 1, 5, 2, 6, 1, 1, 3 }, 7, 14,
		    "[~1~ 5, (2), 6, ~1~ ~1~ 3] = 14" },
		{ "3d6!kh2", { 6, 1, 2, 3 }, 4, 9, "[6!, (1), (2), 3] = 9" },
		{ "2d6!r1", { 1, 6, 1, 2, 3 }, 5, 11,
		    "[~1~ 6!, ~1~ 2, 3] = 11" },
		{ "2d6!dl1", { 6, 6, 1, 4 }, 4, 16,
		    "[6!, 6!, (1), 4] = 16" },
		{ "2d6!dh1", { 6, 5, 1 }, 3, 6, "[(6!), 5, 1] = 6" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		check_roll(&cases[i]);
}

/* The notation beyond sums of dice: fudge dice, explosions of each
 * kind, reroll once, targets, sorting, arithmetic in fractions,
 * functions, groups.  Each display and total worked out by hand from
 * the dice scripted. */
struct case_show {
	const char	*text;
	uint32_t	 v[12];
	size_t		 n;
	const char	*show;
};

static void
test_roll_notation(void **state)
{
	static const struct case_show cases[] = {
		{ "4dF", { 1, 2, 3, 3 }, 4, "[-1, 0, 1, 1] = 1" },
		{ "dF.1", { 1 }, 1, "[-1] = -1" },
		{ "2dF.1", { 6, 3 }, 2, "[1, 0] = 1" },
		{ "3d6!!", { 6, 6, 2, 3, 4 }, 5, "[14!!, 3, 4] = 21" },
		{ "3d6!!kh1", { 6, 1, 2, 3 }, 4, "[7!!, (2), (3)] = 7" },
		/* penetrating: 1 off each added die, the condition on the
		 * face */
		{ "2d6!p", { 6, 6, 2, 3 }, 4, "[6!, 5!, 1, 3] = 15" },
		{ "d6!!p", { 6, 6, 3 }, 3, "[13!!] = 13" },
		{ "d6ro<2", { 1, 1 }, 2, "[~1~ 1] = 1" },
		{ "2d6ro1", { 1, 4, 2 }, 3, "[~1~ 4, 2] = 6" },
		{ "5d10>8", { 9, 8, 7, 10, 1 }, 5,
		    "[9*, 8*, 7, 10*, 1] = 3" },
		{ "5d10>=8f1", { 9, 1, 7, 10, 1 }, 5,
		    "[9*, 1_, 7, 10*, 1_] = 0" },
		{ "5d10>8f<=7", { 1, 2, 3, 4, 8 }, 5,
		    "[1_, 2_, 3_, 4_, 8*] = -3" },
		{ "5d10<3", { 1, 2, 3, 4, 5 }, 5, "[1*, 2*, 3*, 4, 5] = 3" },
		{ "3d6=6", { 6, 4, 4 }, 3, "[6*, 4, 4] = 1" },
		{ "4dF>1f<-1", { 3, 1, 2, 1 }, 4, "[1*, -1_, 0, -1_] = -1" },
		{ "5d10kh3>8", { 9, 2, 8, 2, 9 }, 5,
		    "[9*, (2), 8*, (2), 9*] = 3" },
		{ "4d6sa", { 4, 1, 3, 2 }, 4, "[1, 2, 3, 4] = 10" },
		{ "4d6sd", { 4, 1, 3, 2 }, 4, "[4, 3, 2, 1] = 10" },
		{ "4d6kh3s", { 4, 1, 3, 2 }, 4, "[(1), 2, 3, 4] = 9" },
		{ "4d6!sa", { 6, 2, 1, 3, 4 }, 5, "[1, 2, 3, 4, 6!] = 16" },
		{ "1d6/2", { 3 }, 1, "[3] / 2 = 3/2" },
		{ "1d6/2", { 4 }, 1, "[4] / 2 = 2" },
		{ "floor(1d6/4)", { 5 }, 1, "floor([5] / 4) = 1" },
		{ "ceil(1d6/4)", { 5 }, 1, "ceil([5] / 4) = 2" },
		{ "round(1d6/4)", { 2 }, 1, "round([2] / 4) = 1" },
		{ "round(-5/2)", { 0 }, 0, "round(-5 / 2) = -2" },
		{ "round(-7/2)", { 0 }, 0, "round(-7 / 2) = -3" },
		{ "floor(-1d6/4)", { 5 }, 1, "floor(-[5] / 4) = -2" },
		{ "ceil(-5/4)", { 0 }, 0, "ceil(-5 / 4) = -1" },
		{ "abs(1d6-4)", { 1 }, 1, "abs([1] - 4) = 3" },
		{ "(1d4+1)*2", { 3 }, 1, "([3] + 1) * 2 = 8" },
		{ "2*-1d6", { 3 }, 1, "2 * -[3] = -6" },
		{ "1d6*1d6/1d4", { 2, 3, 4 }, 3, "[2] * [3] / [4] = 3/2" },
		{ "1d6-1d6/3", { 1, 2 }, 2, "[1] - [2] / 3 = 1/3" },
		{ "2-7/3", { 0 }, 0, "2 - 7 / 3 = -1/3" },
		/* modulo with the dividend's sign, powers from the right */
		{ "1d6%4", { 6 }, 1, "[6] % 4 = 2" },
		{ "(1d6-7)%4", { 1 }, 1, "([1] - 7) % 4 = -2" },
		{ "7/2%1d2", { 2 }, 1, "7 / 2 % [2] = 3/2" },
		{ "1d6**2", { 5 }, 1, "[5] ** 2 = 25" },
		{ "2**1d4**2", { 3 }, 1, "2 ** [3] ** 2 = 512" },
		{ "-2**2*3", { 0 }, 0, "-2 ** 2 * 3 = -12" },
		{ "(1d6/2)**3", { 1 }, 1, "([1] / 2) ** 3 = 1/8" },
		/* groups: several sub-expressions choose among totals, one
		 * among its dice */
		{ "{4d6,3d8}kh1", { 1, 2, 3, 4, 8, 7, 1 }, 7,
		    "{([1, 2, 3, 4]), [8, 7, 1]} = 16" },
		{ "{2d6,1d8}>5", { 2, 2, 6 }, 3, "{[2, 2], [6]*} = 1" },
		{ "{3d6+1}>10", { 3, 3, 3 }, 3, "{[3, 3, 3] + 1}* = 1" },
		{ "{3d6+1}>10", { 1, 1, 1 }, 3, "{[1, 1, 1] + 1} = 0" },
		{ "{4d6+3d8}kh1", { 1, 2, 3, 4, 8, 7, 1 }, 7,
		    "{[(1), (2), (3), (4)] + [8, (7), (1)]} = 8" },
		{ "{3d6+1}kh1", { 2, 5, 5 }, 3, "{[(2), 5, (5)] + 1} = 6" },
		{ "{2d6,1d8,1d4}sd", { 1, 2, 5, 4 }, 4,
		    "{[5], [4], [1, 2]} = 12" },
		{ "{1d6,1d6}dl1>4f1", { 1, 5 }, 2, "{([1]), [5]*} = 1" },
		{ "{1d6,1d6}>4f1", { 1, 5 }, 2, "{[1]_, [5]*} = 0" },
		{ "{2d6-1d6}dh1", { 6, 2, 5 }, 3, "{[(6), 2] - [5]} = -3" },
		{ "{1d6/2,1d6}kh1", { 3, 1 }, 2, "{[3] / 2, ([1])} = 3/2" },
		{ "-{1d6}", { 2 }, 1, "-{[2]} = -2" },
		{ "{3d6!+1}dl1", { 6, 2, 3, 4 }, 4,
		    "{[6!, (2), 3, 4] + 1} = 14" },
		{ "{{1d6,1d6}kh1,1d4}dl1", { 2, 5, 4 }, 3,
		    "{{([2]), [5]}, ([4])} = 5" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct case_show *c = &cases[i];
		struct script s;
		struct dice_src src = { scripted, scripted_tell,
		    scripted_seek, &s };
		struct dice_expr *e = parse_ok(c->text);
		struct dice_total t, shown_t;
		char *shown = NULL, tot[DICE_TOTAL_SZ];
		size_t n = 0;
		FILE *fp;

		/* without the display and with it: the same dice, total */
		memset(&s, 0, sizeof(s));
		s.v = c->v;
		s.n = c->n;
		assert_int_equal(dice_roll(e, &src, &t, NULL), 0);
		s.i = 0;
		fp = open_memstream(&shown, &n);
		assert_non_null(fp);
		assert_int_equal(dice_roll(e, &src, &shown_t, fp), 0);
		assert_int_equal(fclose(fp), 0);
		dice_total_str(t, tot);
		if (strcmp(shown, c->show) != 0 || s.i != c->n ||
		    strcmp(strstr(c->show, " = ") + 3, tot) != 0 ||
		    dice_q_cmp_total(t, shown_t) != 0)
			fail_msg("'%s': shown '%s' total %s after %zu dice, "
			    "want '%s' after %zu", c->text, shown, tot, s.i,
			    c->show, c->n);
		free(shown);
		dice_free(e);
	}
	{
		struct dice_expr *e = parse_ok("6x3d6"), *one = parse_ok("3d6");

		assert_int_equal(dice_repeat(e), 6);
		assert_int_equal(dice_repeat(one), 1);
		dice_free(e);
		dice_free(one);
	}
}

/*
 * The mean of 10^6 seeded rolls of each form against its exact mean,
 * worked out by hand (or by binomial and convolution sums written out
 * here): within 4 standard errors (the sample's).  A roll that followed
 * another rule than the one counted would miss by far more.
 */
static double
binom_min3(int n, double p)
{
	double e = 0, c = 1;
	int k, j;

	for (k = 0; k <= n; k++) {
		c = 1;
		for (j = 0; j < k; j++)
			c = c * (n - j) / (j + 1);
		for (j = 0; j < k; j++)
			c *= p;
		for (j = 0; j < n - k; j++)
			c *= 1 - p;
		e += (k < 3 ? k : 3) * c;
	}
	return e;
}

/* The distribution of the sum of n dice of s sides, into d (index: the
 * sum). */
static void
sum_dist(int n, int s, double *d, int len)
{
	double t[64];
	int i, j, f;

	memset(d, 0, (size_t)len * sizeof(*d));
	d[0] = 1;
	for (i = 0; i < n; i++) {
		memset(t, 0, sizeof(t));
		for (j = 0; j < len; j++)
			for (f = 1; f <= s && j + f < len; f++)
				t[j + f] += d[j] / s;
		memcpy(d, t, (size_t)len * sizeof(*d));
	}
}

static void
test_roll_means(void **state)
{
	static const struct {
		const char	*text;
		double		 mean;	/* < -1000: worked out below */
	} cases[] = {
		{ "4dF", 0 }, { "dF.1", 0 },
		/* a chain of explosions: 3.5 per throw, 1/6 of them go on */
		{ "d6!!", 21.0 / 5 }, { "d6!", 21.0 / 5 },
		/* penetrating: an added die is worth 2.5 + E/6, so 3 */
		{ "d6!p", 4 }, { "d6!!p", 4 },
		/* "<2" is 2 or less: those are thrown once more */
		{ "d6ro<2", 25.0 / 6 }, { "d6ro1", 47.0 / 12 },
		{ "5d10>8", 1.5 }, { "5d10>8f1", 1 }, { "4dF>1f<-1", 0 },
		{ "5d10kh3>8", -1001 },
		{ "1d6/2", 7.0 / 4 }, { "floor(1d6/2)", 1.5 },
		{ "ceil(1d6/4)", 4.0 / 3 }, { "round(1d6/4)", 1 },
		{ "abs(1d6-4)", 1.5 }, { "2d6*2", 14 }, { "1d4*1d4", 6.25 },
		{ "1d6-1d6/3", 7.0 / 3 },
		{ "{1d6,1d6}kh1", 161.0 / 36 }, { "{3d6+1}>10", 20.0 / 27 },
		{ "{2d6,1d8}>5", 4.0 / 3 }, { "{3d6+1}kh1", 1287.0 / 216 },
		{ "{4d6+3d8}kh1", -1002 }, { "{4d6,3d8}kh1", -1003 },
		{ "4d6sd", 14 }, { "3d6!kh1", -1004 },
		/* 1 2 0 1 2 0; 1 4 9 16 25 36 */
		{ "1d6%3", 1 }, { "1d6**2", 91.0 / 6 },
	};
	double a[64], b[64], mean, x, sum, sq, se, f6, f8;
	struct rng r;
	struct dice_src src;
	struct dice_total t;
	size_t i;
	long k, n = 1000000;
	int v, w;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct dice_expr *e = parse_ok(cases[i].text);

		mean = cases[i].mean;
		if (mean == -1001)	/* successes among the best 3 */
			mean = binom_min3(5, 0.3);
		else if (mean == -1002) {
			/* the best of 4 d6 and 3 d8: P(best >= v) */
			mean = 0;
			for (v = 1; v <= 8; v++) {
				f6 = v - 1 > 6 ? 1 : (v - 1) / 6.0;
				f8 = (v - 1) / 8.0;
				mean += 1 - f6 * f6 * f6 * f6 * f8 * f8 * f8;
			}
		} else if (mean == -1003) {
			sum_dist(4, 6, a, 64);
			sum_dist(3, 8, b, 64);
			mean = 0;
			for (v = 0; v < 64; v++)
				for (w = 0; w < 64; w++)
					mean += (v > w ? v : w) * a[v] * b[w];
		} else if (mean == -1004) {
			/* the best die of 3 exploding d6, each chain's
			 * throws a die: the best is 6 when any die shows 6
			 * (then the chain's last throw is 1-5), else the
			 * best of 3 d6 that are not 6 */
			mean = 0;
			for (v = 1; v <= 5; v++)
				mean += v * (pow3(v / 6.0) - pow3((v - 1) / 6.0));
			mean += 6 * (1 - pow3(5 / 6.0));
		}
		rng_init(&r, 1000 + i);
		dice_src_rng(&src, &r);
		sum = sq = 0;
		for (k = 0; k < n; k++) {
			assert_int_equal(dice_roll(e, &src, &t, NULL), 0);
			x = (double)t.num / (double)t.den;
			sum += x;
			sq += x * x;
		}
		x = sum / (double)n;
		/* (x - mean)^2 against (4 standard errors)^2 */
		se = (sq / (double)n - x * x) / (double)n;
		if ((x - mean) * (x - mean) > 16 * se + 1e-18)
			fail_msg("'%s': mean of %ld rolls %.6f, exact %.6f, "
			    "variance of the mean %.3g", cases[i].text, n, x,
			    mean, se);
		dice_free(e);
	}
}

/* Each throw asks for the term's sides. */
static void
test_sides_asked(void **state)
{
	static const uint32_t v[] = { 1, 7, 50 };
	struct script s;
	struct dice_src src = { scripted, scripted_tell, scripted_seek, &s };
	struct dice_expr *e = parse_ok("d6+d8-d%");
	int64_t total;

	(void)state;
	memset(&s, 0, sizeof(s));
	s.v = v;
	s.n = 3;
	assert_int_equal(roll_int(e, &src, &total, NULL), 0);
	assert_int_equal(total, 1 + 7 - 50);
	assert_int_equal(s.sides[0], 6);
	assert_int_equal(s.sides[1], 8);
	assert_int_equal(s.sides[2], 100);
	dice_free(e);
}

/* A chain of explosions stops after DICE_EXPLODE_CAP extra dice. */
static void
test_explode_cap(void **state)
{
	uint32_t v[DICE_EXPLODE_CAP + 2];
	struct script s;
	struct dice_src src = { scripted, scripted_tell, scripted_seek, &s };
	struct dice_expr *e = parse_ok("d6!");
	int64_t total;
	size_t i;
	char *shown;

	(void)state;
	for (i = 0; i < DICE_EXPLODE_CAP + 2; i++)
		v[i] = 6;
	memset(&s, 0, sizeof(s));
	s.v = v;
	s.n = DICE_EXPLODE_CAP + 2;
	shown = roll_shown(e, &src, &total);
	assert_int_equal(s.i, DICE_EXPLODE_CAP + 1);
	assert_int_equal(total, 6 * (DICE_EXPLODE_CAP + 1));
	/* the last 6 shows no '!' */
	assert_non_null(strstr(shown, "6!, 6] = 606"));
	free(shown);
	dice_free(e);
}

/* After DICE_REROLL_CAP rerolls, the value is drawn from the faces that
 * are not rerolled: one throw of as many sides as they are. */
static void
test_reroll_cap(void **state)
{
	uint32_t v[DICE_REROLL_CAP + 1];
	struct script s;
	struct dice_src src = { scripted, scripted_tell, scripted_seek, &s };
	struct dice_expr *e = parse_ok("d6r1r4");
	int64_t total;
	size_t i;

	(void)state;
	for (i = 0; i < DICE_REROLL_CAP; i++)
		v[i] = i % 2 ? 1 : 4;
	/* the faces left are 2, 3, 5, 6: the 3rd is 5 */
	v[DICE_REROLL_CAP] = 3;
	memset(&s, 0, sizeof(s));
	s.v = v;
	s.n = DICE_REROLL_CAP + 1;
	assert_int_equal(roll_int(e, &src, &total, NULL), 0);
	assert_int_equal(s.i, DICE_REROLL_CAP + 1);
	assert_int_equal(s.sides[DICE_REROLL_CAP - 1], 6);
	assert_int_equal(s.sides[DICE_REROLL_CAP], 4);
	assert_int_equal(total, 5);
	dice_free(e);
}

/* A roll with the generator throws what rng_dice throws, and leaves
 * it where rng_dice does: a shown keep or drop term, thrown twice, too. */
static void
test_roll_rng(void **state)
{
	struct rng r, r2;
	struct dice_src src;
	struct dice_expr *e = parse_ok("5d6"), *kd = parse_ok("5d6dl2");
	uint32_t d[5];
	char want[64], *shown;
	int64_t total;
	int k, i, j, better;

	(void)state;
	for (k = 0; k < 100; k++) {
		rng_init(&r, (uint64_t)k);
		rng_init(&r2, (uint64_t)k);
		dice_src_rng(&src, &r);
		shown = roll_shown(e, &src, &total);
		rng_dice(&r2, 6, 5, d);
		snprintf(want, sizeof(want), "[%u, %u, %u, %u, %u] = %u",
		    d[0], d[1], d[2], d[3], d[4],
		    d[0] + d[1] + d[2] + d[3] + d[4]);
		assert_string_equal(shown, want);
		assert_memory_equal(&r, &r2, sizeof(r));
		free(shown);
		/* the two lowest dropped, the later of equal dice first:
		 * a die is dropped when three others are better */
		shown = roll_shown(kd, &src, &total);
		rng_dice(&r2, 6, 5, d);
		assert_memory_equal(&r, &r2, sizeof(r));
		strcpy(want, "[");
		for (i = 0; i < 5; i++) {
			better = 0;
			for (j = 0; j < 5; j++)
				if (d[j] > d[i] || (d[j] == d[i] && j < i))
					better++;
			snprintf(want + strlen(want), sizeof(want) -
			    strlen(want), better >= 3 ? "%s(%u)" : "%s%u",
			    i ? ", " : "", d[i]);
		}
		snprintf(want + strlen(want), sizeof(want) - strlen(want),
		    "] = %lld", (long long)total);
		assert_string_equal(shown, want);
		free(shown);
	}
	dice_free(e);
	dice_free(kd);
}

/*
 * Keep/drop over many dice, exploding and rerolled too, through each
 * way of choosing (sorting the values, counting the faces, and the
 * values turned into counts part way): the number kept, their sum, and
 * that no die dropped is better than one kept, nor an equal one earlier.
 */
static void
test_keep_large(void **state)
{
	static const struct {
		const char	*text;
		long		 keep;	/* < 0: all but -keep */
	} cases[] = {
		{ "1000d1000000kh10", 10 }, { "1000d6kl500", 500 },
		{ "300d100000dh3", -3 }, { "300d6dl299", 1 },
		{ "300d1000kh5", 5 }, { "1000d1000kl900", 900 },
		{ "200d6!kh7", 7 }, { "100d1000!>900dl40", -40 },
		{ "500d1000r<10kl3", 3 }, { "50d6r1r2!dh4", -4 },
	};
	static uint32_t v[20000];
	static unsigned char dropped[20000];
	struct rng r;
	struct dice_src src;
	int64_t total, sum;
	size_t i, j, n, kept;
	uint32_t worst;
	char *shown, *p;
	int high, seen, in;

	(void)state;
	rng_init(&r, 99);
	dice_src_rng(&src, &r);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct dice_expr *e = parse_ok(cases[i].text);

		shown = roll_shown(e, &src, &total);
		/* the dice, the rerolled values between tildes left out */
		n = 0;
		in = 0;
		for (p = shown + 1; *p != ']'; p++) {
			if (*p == '~')
				p = strchr(p + 1, '~');
			else if (*p == '(' || *p == ')')
				in = *p == '(';
			else if (*p >= '0' && *p <= '9') {
				assert_true(n < 20000);
				dropped[n] = (unsigned char)in;
				v[n++] = (uint32_t)strtoul(p, &p, 10);
				p--;
			}
		}
		sum = 0;
		kept = 0;
		for (j = 0; j < n; j++)
			if (!dropped[j]) {
				sum += v[j];
				kept++;
			}
		assert_int_equal(sum, total);
		assert_int_equal(kept, cases[i].keep > 0 ?
		    (size_t)cases[i].keep : n - (size_t)-cases[i].keep);
		/* the worst kept against the best dropped */
		high = strstr(cases[i].text, "kh") != NULL ||
		    strstr(cases[i].text, "dl") != NULL;
		worst = high ? UINT32_MAX : 0;
		for (j = 0; j < n; j++)
			if (!dropped[j] && (high ? v[j] < worst : v[j] > worst))
				worst = v[j];
		seen = 0;	/* a die equal to the worst kept, dropped */
		for (j = 0; j < n; j++) {
			if (dropped[j]) {
				assert_true(high ? v[j] <= worst :
				    v[j] >= worst);
				seen |= v[j] == worst;
			} else if (v[j] == worst && seen)
				fail_msg("'%s': die %zu kept after an equal "
				    "one dropped", cases[i].text, j);
		}
		free(shown);
		dice_free(e);
	}
}

/* ---- exact distributions ---- */

static void
test_stats_2d6(void **state)
{
	char *s = stats_text("2d6");

	(void)state;
	assert_string_equal(s,
	    "2d6: 36 outcomes\n"
	    " 2  1  0.027778  1/36\n"
	    " 3  2  0.055556  1/18\n"
	    " 4  3  0.083333  1/12\n"
	    " 5  4  0.111111  1/9\n"
	    " 6  5  0.138889  5/36\n"
	    " 7  6  0.166667  1/6\n"
	    " 8  5  0.138889  5/36\n"
	    " 9  4  0.111111  1/9\n"
	    "10  3  0.083333  1/12\n"
	    "11  2  0.055556  1/18\n"
	    "12  1  0.027778  1/36\n"
	    "mean: 7 = 7.000000\n"
	    "min: 2\n"
	    "max: 12\n");
	free(s);
}

static void
test_stats_3d6(void **state)
{
	static const int counts[] = {
		1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1
	};
	char *s = stats_text("3d6"), *p, *end;
	int i;

	(void)state;
	assert_line(s, "3d6: 216 outcomes");
	p = strchr(s, '\n') + 1;
	for (i = 0; i < 16; i++) {
		assert_int_equal(strtol(p, &end, 10), i + 3);
		assert_int_equal(strtol(end, &end, 10), counts[i]);
		p = strchr(p, '\n') + 1;
	}
	assert_line(s, "10  27  0.125000  1/8");
	assert_line(s, " 3   1  0.004630  1/216");
	assert_line(s, "mean: 21/2 = 10.500000");
	free(s);
}

static void
test_stats_keep(void **state)
{
	char *s;

	(void)state;
	/* 4d6, the lowest dropped: 1296 outcomes, mean 15869/1296 */
	s = stats_text("4d6kh3");
	assert_line(s, "4d6kh3: 1296 outcomes");
	assert_line(s, " 3    1  0.000772  1/1296");
	assert_line(s, "13  172  0.132716  43/324");
	assert_line(s, "18   21  0.016204  7/432");
	assert_line(s, "mean: 15869/1296 = 12.244599");
	free(s);
	s = stats_text("4d6dl1");
	assert_line(s, "mean: 15869/1296 = 12.244599");
	free(s);
	/* the lowest three: 14 - E[max of 4d6] = 14 - 6797/1296 */
	s = stats_text("4d6dh1");
	assert_line(s, "mean: 11347/1296 = 8.755401");
	free(s);
	s = stats_text("4d6kl3");
	assert_line(s, "mean: 11347/1296 = 8.755401");
	free(s);
	/* advantage: P(max = k) = (2k - 1)/400, mean 553/40 */
	s = stats_text("2d20kh1");
	assert_line(s, "20  39  0.097500  39/400");
	assert_line(s, " 1   1  0.002500  1/400");
	assert_line(s, "mean: 553/40 = 13.825000");
	free(s);
	s = stats_text("2d20kl1");
	assert_line(s, "mean: 287/40 = 7.175000");
	free(s);
	s = stats_text("-4d6kh3");
	assert_line(s, "mean: -15869/1296 = -12.244599");
	assert_line(s, "min: -18");
	assert_line(s, "max: -3");
	free(s);
	/* kept terms with others: the means add */
	s = stats_text("4d6kh3+1d4");
	assert_line(s, "4d6kh3+1d4: 5184 outcomes");
	assert_line(s, "mean: 19109/1296 = 14.744599");
	free(s);
	s = stats_text("2d20kh1-2d20kl1");
	assert_line(s, "mean: 133/20 = 6.650000");
	assert_line(s, "min: -19");
	assert_line(s, "max: 19");
	free(s);
	/* keeping all is the plain sum */
	s = stats_text("3d6k3");
	assert_line(s, "mean: 21/2 = 10.500000");
	assert_line(s, "10  27  0.125000  1/8");
	free(s);
}

static void
test_stats_other(void **state)
{
	char *s;

	(void)state;
	s = stats_text("5");
	assert_string_equal(s, "5: 1 outcome\n5  1  1.000000  1\n"
	    "mean: 5 = 5.000000\nmin: 5\nmax: 5\n");
	free(s);
	s = stats_text("1d1+2d1");
	assert_string_equal(s, "1d1+2d1: 1 outcome\n3  1  1.000000  1\n"
	    "mean: 3 = 3.000000\nmin: 3\nmax: 3\n");
	free(s);
	s = stats_text("d6-d6");
	assert_line(s, " 0  6  0.166667  1/6");
	assert_line(s, "-5  1  0.027778  1/36");
	assert_line(s, "mean: 0 = 0.000000");
	free(s);
	s = stats_text("-d6");
	assert_line(s, "mean: -7/2 = -3.500000");
	assert_line(s, "min: -6");
	assert_line(s, "max: -1");
	free(s);
	s = stats_text("3d6+2");
	assert_line(s, "mean: 25/2 = 12.500000");
	assert_line(s, "min: 5");
	assert_line(s, "max: 20");
	free(s);
	/* rerolls: the faces left, each as likely */
	s = stats_text("2d6r1");
	assert_line(s, "2d6r1: 25 outcomes");
	assert_line(s, " 8  5  0.200000  1/5");
	assert_line(s, "mean: 8 = 8.000000");
	free(s);
	s = stats_text("d6r3");
	assert_string_equal(s, "d6r3: 5 outcomes\n"
	    "1  1  0.200000  1/5\n"
	    "2  1  0.200000  1/5\n"
	    "4  1  0.200000  1/5\n"
	    "5  1  0.200000  1/5\n"
	    "6  1  0.200000  1/5\n"
	    "mean: 18/5 = 3.600000\nmin: 1\nmax: 6\n");
	free(s);
	/* a total that cannot occur is not listed */
	s = stats_text("2d6r2r3r4r5");
	assert_string_equal(s, "2d6r2r3r4r5: 4 outcomes\n"
	    " 2  1  0.250000  1/4\n"
	    " 7  2  0.500000  1/2\n"
	    "12  1  0.250000  1/4\n"
	    "mean: 7 = 7.000000\nmin: 2\nmax: 12\n");
	free(s);
	/* rounding half up: 1/16 = 0.0625 exactly at 4 places, 1/3 */
	s = stats_text("4d2");
	assert_line(s, "4  1  0.062500  1/16");
	free(s);
	s = stats_text("d3");
	assert_line(s, "1  1  0.333333  1/3");
	free(s);
	s = stats_text("d%");
	assert_line(s, "100  1  0.010000  1/100");
	assert_line(s, "mean: 101/2 = 50.500000");
	free(s);
	/* 1/2,000,000 = 0.0000005: rounds up */
	s = stats_text("d500000+d4");
	assert_line(s, "     2  1  0.000001  1/2000000");
	assert_line(s, "500004  1  0.000001  1/2000000");
	assert_line(s, "     5  4  0.000002  1/500000");
	free(s);
	/* 6^50 outcomes: counts beyond 128 bits */
	s = stats_text("50d6");
	assert_line(s, "50d6: 808281277464764060643139600456536293376 "
	    "outcomes");
	assert_line(s, "mean: 175 = 175.000000");
	assert_line(s, "min: 50");
	assert_line(s, "max: 300");
	free(s);
}

/* The row of total in s has the decimal dec and (unless NULL) the
 * fraction frac. */
static void
assert_row(const char *s, long total, const char *dec, const char *frac)
{
	const char *p = s;
	char *end;
	char want[64];
	size_t n;

	for (;;) {
		if ((p = strchr(p, '\n')) == NULL)
			fail_msg("no row %ld in:\n%s", total, s);
		p++;
		if (strtol(p, &end, 10) == total && end != p && *end == ' ')
			break;
	}
	/* the count, then the decimal and the fraction */
	(void)strtol(end, &end, 10);
	snprintf(want, sizeof(want), "  %s  ", dec);
	if (strncmp(end, want, strlen(want)) != 0)
		fail_msg("row %ld: '%.40s', want the decimal %s", total, end,
		    dec);
	if (frac == NULL)
		return;
	end += strlen(want);
	n = strlen(frac);
	if (strncmp(end, frac, n) != 0 || end[n] != '\n')
		fail_msg("row %ld: '%.*s', want the fraction %s", total,
		    (int)(strchr(end, '\n') - end), end, frac);
}

/*
 * Beyond about 10^45 outcomes a row's fraction is longer than one
 * number: the decimals and the mean must still come out right.  The
 * values were worked out apart from this code, with exact fractions in
 * Python: 58d6 and 40d20 by convolving the faces, 60d6kh1 as
 * P(max = k) = (k^60 - (k-1)^60) / 6^60, each rounded half up to six
 * decimals.
 */
static void
test_stats_big(void **state)
{
	char *s;

	(void)state;
	s = stats_text("58d6");
	assert_line(s, "58d6: 1357602166130257152481187563160405662935023616 "
	    "outcomes");
	assert_row(s, 140, "0.000000", "221321238897133923065271398350630"
	    "804333/1357602166130257152481187563160405662935023616");
	assert_row(s, 166, "0.000526", "714683405319263499942488272459956"
	    "923917067/1357602166130257152481187563160405662935023616");
	assert_row(s, 184, "0.010604", "143953577256275450503343778138260"
	    "46559887233/1357602166130257152481187563160405662935023616");
	assert_row(s, 203, "0.030589", "346061949672352861347506666119252"
	    "7942251877/113133513844188096040098963596700471911251968");
	assert_row(s, 222, "0.010604", NULL);
	assert_line(s, "mean: 203 = 203.000000");
	free(s);
	s = stats_text("40d20");
	assert_line(s, "40d20: 10995116277760000000000000000000000000000000000"
	    "000000 outcomes");
	assert_row(s, 395, "0.008644", "237603589346777735989931382769216"
	    "8427873192876531/2748779069440000000000000000000000000000000"
	    "00000000");
	assert_row(s, 420, "0.010898", "149779090547397007887818692586457"
	    "4168815751295287/1374389534720000000000000000000000000000000"
	    "00000000");
	assert_row(s, 480, "0.002848", "125238382473531053855273026092314"
	    "7301547668978091/4398046511104000000000000000000000000000000"
	    "00000000");
	assert_line(s, "mean: 420 = 420.000000");
	free(s);
	s = stats_text("60d6kh1");
	assert_row(s, 5, "0.000018", "32124459583718806010744049514403447"
	    "733187/1810136221507009536641583417547207550580031488");
	assert_row(s, 6, "0.999982", "48872810618951269085775546311533907"
	    "912291709551/48873677980689257489322752273774603865660850176");
	assert_line(s, "mean: 29324120052106832849421323353113399516141433567"
	    "7/48873677980689257489322752273774603865660850176 = 5.999982");
	free(s);
	s = stats_text("-60d6kh1");
	assert_line(s, "mean: -2932412005210683284942132335311339951614143356"
	    "77/48873677980689257489322752273774603865660850176 = "
	    "-5.999982");
	free(s);
	/* the most outcomes --stats counts, 6^396 < 2^1024: fractions of
	 * over 600 characters */
	s = stats_text("396d6");
	assert_row(s, 1300, "0.000477", NULL);
	assert_row(s, 1386, "0.011734", NULL);
	assert_line(s, "mean: 1386 = 1386.000000");
	free(s);
}

static void
test_stats_refused(void **state)
{
	static const struct refusal bad[] = {
		{ "61d6kh3", 1, 7,
		    "--stats counts keep and drop on at most 60 dice" },
		{ "1000d6", 1, 6, "--stats counts fewer than 2^1024 outcomes" },
		{ "2d1000000", 1, 9,
		    "--stats counts at most 1000000 different totals" },
		{ "20d50000", 1, 8, "--stats takes at most 100000000 steps, "
		    "and this needs more" },
		{ "40d20kh20", 1, 9, "--stats takes at most 100000000 steps, "
		    "and this needs more" },
	};
	struct dice_expr *e;
	struct dice_stats *st;
	struct dice_err err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		e = parse_ok(bad[i].text);
		memset(&err, 0, sizeof(err));
		assert_int_equal(dice_stats(e, &st, &err), 1);
		assert_null(st);
		if (strcmp(err.msg, bad[i].msg) != 0 ||
		    err.col != bad[i].col || err.len != bad[i].len)
			fail_msg("'%s': got %lu+%lu '%s'", bad[i].text,
			    err.col, err.len, err.msg);
		dice_free(e);
	}
	/* just inside the limits */
	free(stats_text("60d6kh3"));
	free(stats_text("d1000000"));
}

/* ---- out of memory ---- */

static void
test_nomem(void **state)
{
	struct dice_expr *e;
	struct dice_stats *st;
	struct dice_err err;
	struct rng r;
	struct dice_src src;
	int64_t total;
	long n;
	int rv;
	FILE *fp;

	(void)state;
	mem_fail_after(0);
	assert_int_equal(dice_parse(&e, "3d6", &err), -1);
	assert_null(e);
	mem_fail_after(-1);
	/* every allocation of --stats, in turn */
	e = parse_ok("4d6kh3+2d6");
	for (n = 0;; n++) {
		mem_fail_after(n);
		rv = dice_stats(e, &st, &err);
		mem_fail_after(-1);
		if (rv == 0)
			break;
		assert_int_equal(rv, -1);
		assert_null(st);
	}
	assert_true(n > 3);
	dice_stats_free(st);
	/* rolling: a keep or drop term holds its dice, shown or not */
	rng_init(&r, 5);
	dice_src_rng(&src, &r);
	fp = fopen("/dev/null", "w");
	assert_non_null(fp);
	mem_fail_after(0);
	assert_int_equal(roll_int(e, &src, &total, NULL), -1);
	assert_int_equal(roll_int(e, &src, &total, fp), -1);
	mem_fail_after(-1);
	dice_free(e);
	/* once grown, the buffers are reused: no allocation */
	e = parse_ok("4d6kh3");
	assert_int_equal(roll_int(e, &src, &total, NULL), 0);
	mem_fail_after(0);
	assert_int_equal(roll_int(e, &src, &total, NULL), 0);
	assert_int_equal(roll_int(e, &src, &total, fp), 0);
	mem_fail_after(-1);
	dice_free(e);
	/* nothing else takes memory: not rerolls, nor explosions, nor
	 * the display, however many dice */
	e = parse_ok("d6r<5+1000000d1000000-100000d6!r1");
	mem_fail_after(0);
	assert_int_equal(roll_int(e, &src, &total, NULL), 0);
	assert_int_equal(roll_int(e, &src, &total, fp), 0);
	mem_fail_after(-1);
	dice_free(e);
	/* a keep or drop term: a histogram of the faces at once when the
	 * faces are few (one allocation), else the values until there are
	 * a quarter as many as faces (a few, growing), then the histogram;
	 * never memory after every die */
	e = parse_ok("1000000d6kh3");
	mem_fail_after(1);
	assert_int_equal(roll_int(e, &src, &total, fp), 0);
	mem_fail_after(-1);
	dice_free(e);
	e = parse_ok("3000d1000!>2dl1");
	mem_fail_after(12);
	assert_int_equal(roll_int(e, &src, &total, fp), 0);
	mem_fail_after(-1);
	dice_free(e);
	assert_int_equal(fclose(fp), 0);
}

/* The display is written as the dice fall: a write error stops the roll
 * (-2), and what came before it is written. */
static void
test_show_write_error(void **state)
{
	struct dice_expr *e = parse_ok("100000d6");
	struct dice_src src;
	struct rng r;
	int64_t total;
	char *s = NULL;
	size_t n = 0;
	FILE *fp;

	(void)state;
	rng_init(&r, 5);
	dice_src_rng(&src, &r);
	if ((fp = fopen("/dev/full", "w")) != NULL) {
		errno = 0;
		assert_int_equal(roll_int(e, &src, &total, fp), -2);
		assert_int_equal(errno, ENOSPC);
		assert_true(ferror(fp));
		fclose(fp);
	}
	/* and a stream that takes it all has it all */
	fp = open_memstream(&s, &n);
	assert_non_null(fp);
	assert_int_equal(roll_int(e, &src, &total, fp), 0);
	assert_int_equal(fclose(fp), 0);
	/* "[d, d, ..., d] = total": 100000 one-digit dice */
	assert_true(n > 3 * 100000);
	assert_int_equal(s[0], '[');
	assert_int_equal(s[3 * 100000 - 1], ']');
	assert_int_equal(strncmp(s + 3 * 100000 - 1, "] = ", 4), 0);
	free(s);
	dice_free(e);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_accept),
		cmocka_unit_test(test_refuse),
		cmocka_unit_test(test_terms_limit),
		cmocka_unit_test(test_roll_notation),
		cmocka_unit_test(test_roll_means),
		cmocka_unit_test(test_roll_scripted),
		cmocka_unit_test(test_sides_asked),
		cmocka_unit_test(test_explode_cap),
		cmocka_unit_test(test_reroll_cap),
		cmocka_unit_test(test_roll_rng),
		cmocka_unit_test(test_keep_large),
		cmocka_unit_test(test_stats_2d6),
		cmocka_unit_test(test_stats_3d6),
		cmocka_unit_test(test_stats_keep),
		cmocka_unit_test(test_stats_other),
		cmocka_unit_test(test_stats_big),
		cmocka_unit_test(test_stats_refused),
		cmocka_unit_test_teardown(test_nomem, teardown),
		cmocka_unit_test(test_show_write_error),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
