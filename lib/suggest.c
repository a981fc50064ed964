/*
 * suggest: the closest name to a refused word (see suggest.h).
 *
 * The distance is the usual dynamic programme over the prefixes of the
 * two words, d[i][j] the edits from a[0..i) to b[0..j), kept as three
 * rows (the swap looks two rows back).  Words are at most SUGGEST_MAX
 * bytes, so the rows live on the stack.
 */
#include "suggest.h"

#include <stdio.h>
#include <string.h>

/* ASCII only: a name is ASCII, and a byte of a UTF-8 sequence must
 * stay itself whatever the locale. */
static int
fold(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static unsigned
min3(unsigned x, unsigned y, unsigned z)
{
	unsigned m = x < y ? x : y;

	return m < z ? m : z;
}

unsigned
suggest_distance(const char *a, size_t alen, const char *b, size_t blen)
{
	unsigned rows[3][SUGGEST_MAX + 1];
	unsigned *two = rows[0], *one = rows[1], *cur = rows[2], *t;
	size_t i, j;
	int ca, cb;

	if (alen > SUGGEST_MAX || blen > SUGGEST_MAX)
		return SUGGEST_FAR;
	for (j = 0; j <= blen; j++)
		one[j] = (unsigned)j;
	for (i = 1; i <= alen; i++) {
		ca = fold((unsigned char)a[i - 1]);
		cur[0] = (unsigned)i;
		for (j = 1; j <= blen; j++) {
			cb = fold((unsigned char)b[j - 1]);
			cur[j] = min3(one[j] + 1, cur[j - 1] + 1,
			    one[j - 1] + (ca != cb));
			if (i > 1 && j > 1 && ca != cb &&
			    ca == fold((unsigned char)b[j - 2]) &&
			    fold((unsigned char)a[i - 2]) == cb &&
			    two[j - 2] + 1 < cur[j])
				cur[j] = two[j - 2] + 1;
		}
		t = two;
		two = one;
		one = cur;
		cur = t;
	}
	return one[blen];
}

void
suggest_init(struct suggest *s, const char *word, size_t len)
{
	s->word = word;
	s->len = len;
	/* a third of the word, rounded: "yatch" is two swaps from "yacht";
	 * but a typo is a few keys wrong, and past that a long word is
	 * another with a part in common ("last-one-wins" is 4 from the
	 * option "last-one-loses", which means the opposite) */
	s->most = (unsigned)((len + 1) / 3);
	if (s->most < 1)
		s->most = 1;
	if (s->most > SUGGEST_MOST)
		s->most = SUGGEST_MOST;
	s->dist = SUGGEST_FAR;
	s->best = NULL;
}

void
suggest_add(struct suggest *s, const char *cand)
{
	size_t n = strlen(cand);
	unsigned d;

	/* too far apart in length alone to be close */
	if ((n > s->len ? n - s->len : s->len - n) > s->most)
		return;
	d = suggest_distance(s->word, s->len, cand, n);
	/* strictly closer: the first of equals stays */
	if (d <= s->most && d < s->len && d < n && d < s->dist) {
		s->dist = d;
		s->best = cand;
	}
}

const char *
suggest_list(const char *word, size_t len, const char *const *cands)
{
	struct suggest s;

	suggest_init(&s, word, len);
	for (; cands != NULL && *cands != NULL; cands++)
		suggest_add(&s, *cands);
	return s.best;
}

char *
suggest_hint(char *buf, size_t cap, const char *best)
{
	if (cap == 0)
		return buf;
	if (best == NULL)
		buf[0] = '\0';
	else
		snprintf(buf, cap, ": did you mean '%s'?", best);
	return buf;
}

void
suggest_append(char *msg, size_t cap, const char *best)
{
	char hint[SUGGEST_MAX + 24];
	size_t n = strlen(msg), k;

	if (best == NULL)
		return;
	suggest_hint(hint, sizeof(hint), best);
	k = strlen(hint);
	if (n + k < cap)
		memcpy(msg + n, hint, k + 1);
}
