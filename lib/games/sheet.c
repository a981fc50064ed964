/*
 * sheet: score-sheet helpers for the dice games (see sheet.h).
 */
#include "sheet.h"

#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "kit.h"
#include "text.h"

void
sheet_names(struct sheet_names *nm, const struct render_info *ri,
    unsigned n)
{
	unsigned s;

	for (s = 0; s < n && s < SESSION_PLAYERS_MAX; s++) {
		if (ri != NULL && ri->players != NULL && s < ri->nplayers &&
		    ri->players[s] != NULL)
			nm->s[s] = ri->players[s];
		else {
			snprintf(nm->fallback[s], sizeof(nm->fallback[s]),
			    "P%u", s + 1);
			nm->s[s] = nm->fallback[s];
		}
	}
}

size_t
sheet_cols(const char *s)
{
	return text_cols(s, strlen(s));
}

/* The blanks of a cell's padding, written BLANKS at a time where there
 * is room: a store or two, not a call per cell. */
#define BLANKS	32
static const char blanks[BLANKS + 1] = "                                ";

/* n blanks at p, with room for BLANKS; returns the end. */
static char *
put_blanks(char *p, size_t n)
{
	if (n <= BLANKS)
		memcpy(p, blanks, BLANKS);
	else
		memset(p, ' ', n);
	return p + n;
}

int
sheet_pad(struct buf *b, size_t n)
{
	char *p;

	if (b->len + n + BLANKS >= b->cap &&
	    buf_reserve(b, n + BLANKS) < 0)
		return -1;
	p = put_blanks(b->s + b->len, n);
	*p = '\0';
	b->len = (size_t)(p - b->s);
	return 0;
}

/* A cell whose text is len bytes and c columns: gap, padding and text
 * in one piece of room. */
static int
cell(struct buf *b, const char *s, size_t len, size_t c, size_t w,
    int right, int first)
{
	size_t blank = (first ? 0 : 2) + (right && w > c ? w - c : 0);
	char *p;

	/* every cell of every sheet after every turn: room made only when
	 * there is none */
	if (b->len + blank + len + BLANKS >= b->cap &&
	    buf_reserve(b, blank + len + BLANKS) < 0)
		return -1;
	p = put_blanks(b->s + b->len, blank);
	memcpy(p, s, len);
	p += len;
	*p = '\0';
	b->len = (size_t)(p - b->s);
	return 0;
}

int
sheet_cell(struct buf *b, const char *s, size_t w, int right, int first)
{
	size_t len = 0;

	/* ASCII, the common case: its length, found in one pass, is its
	 * columns */
	while ((unsigned char)s[len] - 1u < 0x7fu)
		len++;
	if (s[len] == '\0')
		return cell(b, s, len, len, w, right, first);
	len += strlen(s + len);
	return cell(b, s, len, text_cols(s, len), w, right, first);
}

/* "00" to "99": a number's digits two at a time */
static const char digit_pairs[201] =
	"0001020304050607080910111213141516171819"
	"2021222324252627282930313233343536373839"
	"4041424344454647484950515253545556575859"
	"6061626364656667686970717273747576777879"
	"8081828384858687888990919293949596979899";

/* The number of characters of v in decimal. */
static size_t
num_width(long long v)
{
	unsigned long long u = v < 0 ? 0ull - (unsigned long long)v :
	    (unsigned long long)v;
	size_t n = v < 0 ? 2 : 1;

	for (; u >= 10; u /= 10)
		n++;
	return n;
}

/* The digits of u (and a '-' when neg) ending at q; returns their
 * start. */
static inline char *
put_digits(char *q, unsigned long long u, int neg)
{
	unsigned k;

	for (; u >= 100; u /= 100) {
		k = (unsigned)(u % 100) * 2;
		*--q = digit_pairs[k + 1];
		*--q = digit_pairs[k];
	}
	if (u >= 10) {
		k = (unsigned)u * 2;
		*--q = digit_pairs[k + 1];
		*--q = digit_pairs[k];
	} else
		*--q = (char)('0' + u);
	if (neg)
		*--q = '-';
	return q;
}

static unsigned long long
magnitude(long long v)
{
	return v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
}

/* v right-aligned in the w characters at p, w at least its length,
 * room for BLANKS past p; returns the end of the field. */
static char *
field_num(char *p, long long v, size_t w)
{
	put_blanks(p, w);
	put_digits(p + w, magnitude(v), v < 0);
	return p + w;
}

/* s (len bytes, c columns) left in a field of w columns, after a gap;
 * room for BLANKS more past the field. */
static char *
field_text(char *p, const char *s, size_t len, size_t c, size_t w)
{
	*p++ = ' ';
	*p++ = ' ';
	memcpy(p, s, len);
	return put_blanks(p + len, w > c ? w - c : 0);
}

/* v right-aligned in the w characters at p, w at least its length,
 * nothing written past them (the field sits among the cells of a row
 * copied from the row before). */
static void
field_num_in(char *p, long long v, size_t w)
{
	char *q = put_digits(p + w, magnitude(v), v < 0);

	while (q > p)
		*--q = ' ';
}

/* The number u (negative when neg) as a cell: its digits written where
 * a fixed-size copy can take them, then gap, padding and digits in one
 * piece of room. */
static int
num_cell(struct buf *b, unsigned long long u, int neg, size_t w, int right,
    int first)
{
	char d[48], *q, *p;
	size_t len, blank;

	memset(d + 24, ' ', 24);	/* what the copy takes past them */
	q = put_digits(d + 24, u, neg);
	len = (size_t)(d + 24 - q);
	blank = (first ? 0 : 2) + (right && w > len ? w - len : 0);
	if (b->len + blank + len + BLANKS >= b->cap &&
	    buf_reserve(b, blank + len + BLANKS) < 0)
		return -1;
	p = put_blanks(b->s + b->len, blank);
	/* 24 bytes, room for BLANKS past p: a few stores, not a call */
	memcpy(p, q, 24);
	p += len;
	*p = '\0';
	b->len = (size_t)(p - b->s);
	return 0;
}

int
sheet_cell32(struct buf *b, const char s[32], size_t w, int right,
    int first)
{
	size_t len = strlen(s), blank;
	char *p;

	blank = (first ? 0 : 2) + (right && w > len ? w - len : 0);
	if (b->len + blank + len + BLANKS >= b->cap &&
	    buf_reserve(b, blank + len + BLANKS) < 0)
		return -1;
	p = put_blanks(b->s + b->len, blank);
	/* the whole array, room for BLANKS past p: a few stores, not a
	 * call */
	memcpy(p, s, 32);
	p += len;
	*p = '\0';
	b->len = (size_t)(p - b->s);
	return 0;
}

int
sheet_num(struct buf *b, long long v, size_t w, int right, int first)
{
	return num_cell(b, v < 0 ? 0ull - (unsigned long long)v :
	    (unsigned long long)v, v < 0, w, right, first);
}

int
sheet_unum(struct buf *b, unsigned long long v, size_t w, int right,
    int first)
{
	return num_cell(b, v, 0, w, right, first);
}

int
sheet_to_play(struct buf *b, const char *name)
{
	int rc = buf_puts(b, name);

	return rc | buf_add(b, " to play.\n", 10);
}

int
sheet_end_line(struct buf *b)
{
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
	return buf_putc(b, '\n');
}

/* The turn number at p (right-aligned in w characters, room for one
 * digit more) made one more, in place. */
static void
field_next(char *p, size_t w)
{
	char *q = p + w;

	while (*--q == '9')
		*q = '0';
	*q = *q == ' ' ? '1' : (char)(*q + 1);
}

/* Every row of the table is written again after every turn, hundreds
 * of them in a long game: each row goes straight into room made for
 * it, the names' widths measured once.  A row differs from the one
 * before in its turn number, player, label and one seat's total: the
 * rest is copied from that row, the turn number counted up in place,
 * and only the changed total written out. */
int
sheet_totals(struct buf *b, const struct sheet_names *nm, unsigned n,
    const int64_t *base, size_t nrows, unsigned long first,
    void (*row)(const void *, size_t, const int64_t *, unsigned *,
    int64_t *, char[32]), const void *ctx)
{
	int64_t run[SESSION_PLAYERS_MAX], total;
	size_t wturn, wname = 6, wpts = 6, wcol[SESSION_PLAYERS_MAX], c, i;
	size_t ncols[SESSION_PLAYERS_MAX], nlen[SESSION_PLAYERS_MAX], len;
	size_t coloff[SESSION_PLAYERS_MAX], colsz = 0, prow = 0, pcols = 0;
	size_t most, maxlen = 0;
	char num[32], label[32], *p, *q;
	unsigned s, seat;
	int rc = 0;

	/* the widths, from a first pass over the rows */
	len = unum_format(num, first + nrows - 1);
	wturn = len > 4 ? len : 4;
	for (s = 0; s < n; s++) {
		run[s] = base[s];
		nlen[s] = strlen(nm->s[s]);
		if (nlen[s] > maxlen)
			maxlen = nlen[s];
		ncols[s] = c = text_cols(nm->s[s], nlen[s]);
		if (c > wname)
			wname = c;
		wcol[s] = c;
		if ((len = num_format(num, (long long)run[s])) > wcol[s])
			wcol[s] = len;
	}
	for (i = 0; i < nrows; i++) {
		row(ctx, i, run, &seat, &total, label);
		if ((len = strlen(label)) > wpts)
			wpts = len;
		run[seat] = total;
		if ((len = num_width((long long)total)) > wcol[seat])
			wcol[seat] = len;
	}
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", wname, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Points", wpts, 0, 0);
	rc |= sheet_pad(b, wpts - 6);
	for (s = 0; s < n; s++)
		rc |= cell(b, nm->s[s], nlen[s], ncols[s], wcol[s], 1, 0);
	rc |= sheet_end_line(b);
	/* the most a row takes: its fields, the bytes of a name beyond
	 * its columns, the gaps and the newline */
	for (s = 0; s < n; s++) {
		run[s] = base[s];
		coloff[s] = colsz + 2;
		colsz += 2 + wcol[s];
	}
	most = wturn + 2 + wname + maxlen + 2 + wpts + colsz + 1 + BLANKS;
	for (i = 0; i < nrows && rc == 0; i++) {
		if (b->len + most >= b->cap && buf_reserve(b, most) < 0)
			return -1;
		row(ctx, i, run, &seat, &total, label);
		run[seat] = total;
		p = b->s + b->len;
		if (i == 0)
			p = field_num(p, (long long)first, wturn);
		else {
			memcpy(p, b->s + prow, wturn);
			field_next(p, wturn);
			p += wturn;
		}
		prow = b->len;
		p = field_text(p, nm->s[seat], nlen[seat], ncols[seat], wname);
		len = strlen(label);
		p = field_text(p, label, len, len, wpts);
		q = p;
		if (i == 0)
			for (s = 0; s < n; s++) {
				*p++ = ' ';
				*p++ = ' ';
				p = field_num(p, (long long)run[s], wcol[s]);
			}
		else {
			memcpy(p, b->s + pcols, colsz);
			field_num_in(p + coloff[seat], (long long)run[seat],
			    wcol[seat]);
			p += colsz;
		}
		pcols = (size_t)(q - b->s);
		while (p > b->s && p[-1] == ' ')
			p--;
		*p++ = '\n';
		*p = '\0';
		b->len = (size_t)(p - b->s);
	}
	return rc;
}

int
sheet_seats(struct buf *b, const struct sheet_names *nm, unsigned n,
    unsigned long in)
{
	unsigned s, k = 0, all = 0;
	int rc = 0;

	for (s = 0; s < n; s++)
		all += (in >> s) & 1u;
	for (s = 0; s < n; s++)
		if (in & (1ul << s)) {
			if (k > 0)
				rc |= buf_puts(b, k + 1 == all ? " and " :
				    ", ");
			rc |= buf_puts(b, nm->s[s]);
			k++;
		}
	return rc;
}

int
sheet_winners(struct buf *b, const struct sheet_names *nm, unsigned n,
    unsigned long w, const int64_t *total)
{
	unsigned s, nw = 0;
	long long best = 0;
	int rc;

	for (s = 0; s < n; s++)
		if (w & (1ul << s)) {
			nw++;
			best = (long long)total[s];
		}
	rc = buf_puts(b, "Finished: ");
	rc |= sheet_seats(b, nm, n, w);
	rc |= buf_puts(b, nw == 1 ? " wins with " : " share the win with ");
	rc |= buf_putnum(b, best);
	return rc | buf_add(b, ".\n", 2);
}

int
sheet_title(struct buf *b, const char *name, const struct turn *t)
{
	int rc = buf_puts(b, name);

	/* no format parsed: the title goes out after every turn */
	if (t->phase != T_WAIT && t->phase != T_OVER) {
		rc |= buf_add(b, ", turn ", 7);
		rc |= buf_putunum(b, t->turns + 1);
		return rc | buf_add(b, " in progress\n", 13);
	}
	if (t->turns == 0)
		return rc | buf_add(b, ", start\n", 8);
	rc |= buf_add(b, ", after turn ", 13);
	rc |= buf_putunum(b, t->turns);
	return rc | buf_putc(b, '\n');
}

int
sheet_render(struct buf *b, const struct render_info *ri, unsigned n,
    const void *st,
    int (*sheet)(const void *st, const struct sheet_names *, struct buf *),
    int (*status)(const void *st, const struct sheet_names *,
    struct buf *))
{
	struct sheet_names nm;
	size_t len = b->len;

	sheet_names(&nm, ri, n);
	return render_end(b, len, sheet(st, &nm, b) == 0 &&
	    status(st, &nm, b) == 0 ? 0 : -1);
}
