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

int
sheet_pad(struct buf *b, size_t n)
{
	int rc = 0;

	while (n-- > 0)
		rc |= buf_putc(b, ' ');
	return rc;
}

int
sheet_cell(struct buf *b, const char *s, size_t w, int right, int first)
{
	size_t c = sheet_cols(s);
	int rc = first ? 0 : buf_puts(b, "  ");

	if (right)
		rc |= sheet_pad(b, w > c ? w - c : 0);
	rc |= buf_puts(b, s);
	return rc;
}

int
sheet_end_line(struct buf *b)
{
	while (b->len > 0 && b->s[b->len - 1] == ' ')
		b->s[--b->len] = '\0';
	return buf_putc(b, '\n');
}

int
sheet_totals(struct buf *b, const struct sheet_names *nm, unsigned n,
    const int64_t *base, size_t nrows, unsigned long first,
    void (*row)(const void *, size_t, int64_t, unsigned *, int64_t *,
    char[32]), const void *ctx)
{
	int64_t run[SESSION_PLAYERS_MAX], total;
	size_t wturn, wname = 6, wpts = 6, wcol[SESSION_PLAYERS_MAX], c, i;
	char num[32], label[32];
	unsigned s, seat;
	int rc = 0;

	/* the widths, from a first pass over the rows */
	snprintf(num, sizeof(num), "%lu", first + nrows - 1);
	wturn = strlen(num) > 4 ? strlen(num) : 4;
	for (s = 0; s < n; s++) {
		run[s] = base[s];
		if ((c = sheet_cols(nm->s[s])) > wname)
			wname = c;
		wcol[s] = c;
		snprintf(num, sizeof(num), "%lld", (long long)run[s]);
		if (strlen(num) > wcol[s])
			wcol[s] = strlen(num);
	}
	for (i = 0; i < nrows; i++) {
		row(ctx, i, 0, &seat, &total, label);
		row(ctx, i, run[seat], &seat, &total, label);
		if (strlen(label) > wpts)
			wpts = strlen(label);
		run[seat] = total;
		snprintf(num, sizeof(num), "%lld", (long long)total);
		if (strlen(num) > wcol[seat])
			wcol[seat] = strlen(num);
	}
	rc |= sheet_cell(b, "Turn", wturn, 1, 1);
	rc |= sheet_cell(b, "Player", wname, 0, 0);
	rc |= sheet_pad(b, wname - 6);
	rc |= sheet_cell(b, "Points", wpts, 0, 0);
	rc |= sheet_pad(b, wpts - 6);
	for (s = 0; s < n; s++)
		rc |= sheet_cell(b, nm->s[s], wcol[s], 1, 0);
	rc |= sheet_end_line(b);
	for (s = 0; s < n; s++)
		run[s] = base[s];
	for (i = 0; i < nrows; i++) {
		row(ctx, i, 0, &seat, &total, label);
		row(ctx, i, run[seat], &seat, &total, label);
		snprintf(num, sizeof(num), "%lu", first + i);
		rc |= sheet_cell(b, num, wturn, 1, 1);
		rc |= sheet_cell(b, nm->s[seat], wname, 0, 0);
		rc |= sheet_pad(b, wname - sheet_cols(nm->s[seat]));
		run[seat] = total;
		rc |= sheet_cell(b, label, wpts, 0, 0);
		rc |= sheet_pad(b, wpts - strlen(label));
		for (s = 0; s < n; s++) {
			snprintf(num, sizeof(num), "%lld", (long long)run[s]);
			rc |= sheet_cell(b, num, wcol[s], 1, 0);
		}
		rc |= sheet_end_line(b);
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
	return rc | buf_printf(b, " %s with %lld.\n", nw == 1 ? "wins" :
	    "share the win", best);
}

int
sheet_title(struct buf *b, const char *name, const struct turn *t)
{
	if (t->phase != T_WAIT && t->phase != T_OVER)
		return buf_printf(b, "%s, turn %lu in progress\n", name,
		    t->turns + 1);
	if (t->turns == 0)
		return buf_printf(b, "%s, start\n", name);
	return buf_printf(b, "%s, after turn %lu\n", name, t->turns);
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
