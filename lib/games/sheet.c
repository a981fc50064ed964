/*
 * sheet: score-sheet helpers for the dice games (see sheet.h).
 */
#include "sheet.h"

#include <stdio.h>
#include <string.h>

#include "buf.h"
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
