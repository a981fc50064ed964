/*
 * rules: the record rules every encoding obeys (see rec.h, rec_check).
 *
 * The readers only read: what a record may hold is decided here, once,
 * after it is read, so that a record is valid in one encoding exactly
 * when it is valid in the other and each writer writes back what the
 * readers take.
 */
#include "rec.h"

#include <string.h>

#include "diag.h"
#include "text.h"

int
rec_check(struct record *r, struct diag *d)
{
	const char *why;
	size_t i, n;

	for (i = 0; i < r->nplayers; i++) {
		n = strlen(r->players[i]);
		if ((why = rec_player_name_problem(r->players[i], n)) != NULL) {
			struct diag_loc l = { r->file, r->playerpos[i].line,
			    r->playerpos[i].col, n > 0 ? text_cols(
			    r->players[i], n) : 1, r->src, NULL, r->index };

			diag_report(d, &l, D_PLAYERS, why);
			r->bad = 1;
			return 1;
		}
	}
	return 0;
}
