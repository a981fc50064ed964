/*
 * next: the throw a dice session needs next (see next.h).
 *
 * The first replay builds nothing; the second builds the canonical
 * record while it gives the record's movetext back, so that a long
 * session is never held twice.
 */
#include "next.h"

#include <stdio.h>

#include "buf.h"
#include "game.h"
#include "reader.h"

int
session_next(const struct record *r, const struct replay_opts *base,
    struct rng *rng, const struct limits *lim, struct record *out,
    int *thrown, char why[160], struct diag *d)
{
	struct replay_opts ro = *base;
	struct replay_state rs;
	struct record more;
	struct reader *mr = NULL;
	struct expect x;
	struct buf line = BUF_INIT;
	uint32_t dice[64];
	unsigned i;
	int rv;
	struct diag_loc l = { r->file, r->start.line, r->start.col, 1, r->src,
	    NULL, r->index };

	*thrown = 0;
	why[0] = '\0';
	rec_init(&more);
	ro.out = NULL;
	ro.give_back = 0;
	if ((rv = replay(r, NULL, &ro, &rs, d)) != 0)
		goto done;
	ro.out = out;
	ro.give_back = 1;
	if (rs.g->kind != GAME_SESSION) {
		diag_report(d, &l, D_SESSION, "--next throws dice for dice "
		    "sessions: a board game needs none");
		rv = 1;
		goto done;
	}
	rs.g->session->expect(rs.st.b, &x);
	if (x.seat < 0 || x.dice == 0 ||
	    x.dice > sizeof(dice) / sizeof(dice[0]) ||
	    x.sides < 2 || x.sides > 9) {
		if (x.seat < 0)
			snprintf(why, 160, "the game is over: no throw is due");
		else
			snprintf(why, 160, "no throw is due: %s must decide "
			    "first", session_seat(rs.g, r, (unsigned)x.seat));
		/* written back as it is */
		rv = replay(r, NULL, &ro, &rs, d);
		goto done;
	}
	rng_dice(rng, x.sides, x.dice, dice);
	if (buf_printf(&line, "%s: roll ", session_seat(rs.g, r,
	    (unsigned)x.seat)) < 0)
		goto nomem;
	for (i = 0; i < x.dice; i++)
		if (buf_putc(&line, '0' + (int)dice[i]) < 0)
			goto nomem;
	if (reader_open_string(&mr, "--next", line.s, rs.g->id, lim,
	    d) < 0 || reader_next(mr, &more) <= 0)
		rv = -1;
	else if ((rv = replay(r, &more, &ro, &rs, d)) == 0)
		*thrown = 1;
	reader_close(mr);
done:
	rec_release(&more);
	buf_release(&line);
	return rv;
nomem:
	diag_report(d, NULL, D_NOMEM);
	rv = -1;
	goto done;
}
