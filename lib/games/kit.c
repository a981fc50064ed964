/*
 * kit: the helpers the game files share (kit.h): result and status
 * lines, the ends of a diagram, squares, the play-offs of dice sessions
 * and the reading and writing of dice actions.
 */
#include "kit.h"

#include <stdio.h>
#include <string.h>

#include "buf.h"

const char *
outcome_result(enum outcome o)
{
	switch (o) {
	case OUT_WHITE:
		return "1-0";
	case OUT_BLACK:
		return "0-1";
	case OUT_DRAW:
		return "1/2-1/2";
	case OUT_ONGOING:
		break;
	}
	return "*";
}

int
square_parse_any(const char *s, size_t len, int w, int h, int *file,
    int *rank, int *rank_first, struct game_err *e)
{
	size_t i = 0, fpos;
	int r = 0, f, digits = 0, rf;

	if (len == 0)
		return game_errf(e, 0, 0, 0, "expected a square");
	rf = s[0] >= '0' && s[0] <= '9';
	if (!rf) {
		fpos = 0;
		i = 1;
	}
	while (i < len && s[i] >= '0' && s[i] <= '9' && digits < 3) {
		r = r * 10 + (s[i] - '0');
		i++;
		digits++;
	}
	if (rf) {
		fpos = i;
		i++;
	}
	if (digits == 0 || i != len || fpos >= len ||
	    s[fpos] < 'a' || s[fpos] > 'z' || (digits > 1 && (rf ?
	    s[0] == '0' : s[1] == '0')))
		return game_errf(e, 0, 0, (unsigned)len,
		    "'%.*s' is not a square: write its file letter and "
		    "rank number, as in e5", (int)(len > 32 ? 32 : len), s);
	f = s[fpos] - 'a';
	if (f >= w || r < 1 || r > h)
		return game_errf(e, 0, 0, (unsigned)len,
		    "%.*s is off the board (files a-%c, ranks 1-%d)",
		    (int)len, s, 'a' + w - 1, h);
	*file = f;
	*rank = r - 1;
	*rank_first = rf;
	return 0;
}

/* Every action is written after each throw: by hand, not snprintf. */
void
action_dice(char canon[MOVE_TEXT_MAX], const char *verb,
    const unsigned char *d, size_t n)
{
	size_t len = strlen(verb), i;

	if (len > MOVE_TEXT_MAX / 2)
		len = MOVE_TEXT_MAX / 2;
	memcpy(canon, verb, len);
	if (n > 0) {
		canon[len++] = ' ';
		for (i = 0; i < n && len < MOVE_TEXT_MAX - 1; i++)
			canon[len++] = (char)('0' + d[i]);
	}
	canon[len] = '\0';
}

void
action_word(char canon[MOVE_TEXT_MAX], const char *verb, const char *word)
{
	size_t a = strlen(verb), b = strlen(word);

	if (a > MOVE_TEXT_MAX / 2)
		a = MOVE_TEXT_MAX / 2;
	if (b > MOVE_TEXT_MAX - a - 2)
		b = MOVE_TEXT_MAX - a - 2;
	memcpy(canon, verb, a);
	canon[a] = ' ';
	memcpy(canon + a + 1, word, b);
	canon[a + 1 + b] = '\0';
}

/* Under every diagram: written without a format, as the board is. */
int
render_status(struct buf *b, enum outcome o, enum side turn,
    const char *why)
{
	int rc;

	switch (o) {
	case OUT_ONGOING:
		rc = buf_puts(b, side_name(turn));
		return rc | buf_puts(b, " to move.\n");
	case OUT_DRAW:
		rc = buf_puts(b, "Draw (");
		break;
	case OUT_WHITE:
	case OUT_BLACK:
	default:
		rc = buf_puts(b, side_name(o == OUT_BLACK ? SIDE_BLACK :
		    SIDE_WHITE));
		rc |= buf_puts(b, " wins (");
		break;
	}
	rc |= buf_puts(b, outcome_result(o));
	rc |= buf_puts(b, "): ");
	rc |= buf_puts(b, why);
	return rc | buf_puts(b, ".\n");
}

int
render_end(struct buf *b, size_t len, int rc)
{
	if (rc == 0)
		return 0;
	b->len = len;
	if (b->s != NULL)
		b->s[len] = '\0';
	return -1;
}

int
get_dice(const struct word *w, size_t n, unsigned char *d, size_t max,
    size_t *nd, unsigned *extra, const char *actions, struct game_err *e)
{
	size_t i, k;

	*nd = 0;
	*extra = 0;
	for (i = 1; i < n; i++) {
		/* a word that starts no action joins the one before */
		if (w[i].len > 0 && ((w[i].s[0] >= 'a' && w[i].s[0] <= 'z') ||
		    (w[i].s[0] >= 'A' && w[i].s[0] <= 'Z')))
			return game_errf(e, (unsigned)i, 0, 0, "'%.*s' is "
			    "neither dice nor an action: %s",
			    (int)(w[i].len > 32 ? 32 : w[i].len), w[i].s,
			    actions);
		for (k = 0; k < w[i].len; k++)
			if ((w[i].s[k] < '1' || w[i].s[k] > '6') &&
			    w[i].s[k] != ',')
				return game_errf(e, (unsigned)i, 0, 0,
				    "'%.*s' is not %s: dice are written as "
				    "digits 1 to 6", (int)(w[i].len > 32 ? 32 :
				    w[i].len), w[i].s, w[i].len == 1 ?
				    "a die" : "dice");
	}
	for (i = 1; i < n; i++)
		for (k = 0; k < w[i].len; k++) {
			if (w[i].s[k] == ',')
				continue;
			if (*nd < max)
				d[*nd] = (unsigned char)(w[i].s[k] - '0');
			else if (*nd == max)
				*extra = (unsigned)i;	/* the first too many */
			(*nd)++;
		}
	return 0;
}

int
playoff_next(unsigned long in, unsigned n, unsigned s)
{
	unsigned k;

	for (k = s + 1; k < n && k < sizeof(in) * 8; k++)
		if (in & (1ul << k))
			return (int)k;
	return -1;
}

int
playoff_not_now(unsigned seat, unsigned long in, char why[256])
{
	if (seat >= sizeof(in) * 8 || ((in >> seat) & 1u))
		return 0;
	snprintf(why, 256, "\1 is not in the play-off: it is \2's turn");
	return 1;
}

unsigned long
best_seats(const int64_t *total, unsigned n, int order)
{
	unsigned long w = 0;
	int64_t best = total[0];
	unsigned s;

	for (s = 1; s < n; s++)
		if (order > 0 ? total[s] > best : total[s] < best)
			best = total[s];
	for (s = 0; s < n; s++)
		if (total[s] == best)
			w |= 1ul << s;
	return w;
}
