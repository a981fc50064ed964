/*
 * replay-session: the dice session driver (see replay-int.h).
 *
 * Turn lines matched to seats, actions fed one by one.  A session's
 * seats are the game's own (session_ops.seats, each player named by the
 * tag of the seat's name) or its Players tag's, in seat order.  A turn
 * line names its seat (c->name, c->nword, c->nrec): it begins a turn,
 * or goes on with the turn in progress when the game still expects
 * that seat's actions; before each line the game says whether the
 * session is over and whose turn is due (session_ops.finished and
 * expect).  An action stands inside a turn line: one before any is
 * refused.  Turns, not turn lines, are counted over the whole session,
 * -m lines included (replay_state.turns): a turn written on two lines
 * is one turn in the diagnostics, to on_pos and so in rongo-score's
 * sheet.  Whether a line ends its turn is known only when the next line
 * begins (or the moves end), so on_pos sees a turn then, before the
 * game's end_turn.
 */
#include "replay-int.h"

#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "rec.h"
#include "replay.h"
#include "text.h"

/* "turn 3 (Ann)" for the turn being played: counted over the whole
 * session, -m lines included; a line that goes on with the turn in
 * progress is of that turn. */
static void
turn_name(const struct replay_ctx *c, char *out, size_t n)
{
	snprintf(out, n, "turn %zu (%s)", c->rs->turns + !c->joins,
	    c->name.s);
}

/* Show the turn played last to on_pos, now that it is over. */
static int
show_turn(struct replay_ctx *c)
{
	const char *seat = c->pending;

	c->pending = NULL;
	if (seat == NULL || c->o->on_pos == NULL)
		return 0;
	return c->o->on_pos(c->o->ctx, c->g, c->st, c->rs->turns, seat);
}

/* Where the player's name of the turn being played is: worked out only
 * for a diagnostic, as it takes a walk of the record. */
static struct diag_loc
name_loc(const struct replay_ctx *c)
{
	return replay_loc(c, c->nrec, rec_where(c->nrec, &c->nword),
	    text_cols(c->name.s, c->name.len));
}

/* Report a problem with the turn being played, which diagnostics name
 * "turn 3 (Ann)": named only then, as most turns need no name.  l NULL:
 * at the player's name. */
static void
turn_report(struct replay_ctx *c, const struct diag_loc *l, enum diag_id id,
    const char *a, const char *b)
{
	char name[128];
	struct diag_loc nl;

	if (l == NULL) {
		nl = name_loc(c);
		l = &nl;
	}
	turn_name(c, name, sizeof(name));
	diag_report(c->d, l, id, name, a, b);
}

unsigned
session_nseats(const struct game *g, const struct record *r)
{
	unsigned n = 0;

	if (g->session->seats == NULL)
		return (unsigned)r->nplayers;
	while (g->session->seats[n] != NULL)
		n++;
	return n;
}

const char *
session_seat(const struct game *g, const struct record *r, unsigned i)
{
	return g->session->seats != NULL ? g->session->seats[i] :
	    r->players[i];
}

const char *
session_person(const struct game *g, const struct record *r, unsigned i)
{
	const struct rec_tag *t;

	if (g->session->seats == NULL)
		return r->players[i];
	t = rec_tag(r, g->session->seats[i]);
	return t != NULL && t->value[0] != '\0' ? t->value :
	    g->session->seats[i];
}

/* "Ann, Bob, Cy" or "White and Black": the seats, for a message. */
static int
seats_string(const struct replay_ctx *c, const struct record *top,
    struct buf *b)
{
	const char *const *s = c->g->session->seats;
	unsigned i;

	if (s == NULL)
		return rec_players_string(top, b);
	for (i = 0; s[i] != NULL; i++)
		if (buf_printf(b, "%s%s", i == 0 ? "" : s[i + 1] == NULL ?
		    " and " : ", ", s[i]) < 0)
			return -1;
	return 0;
}

/* The seat the turn being played names, or -1 when nobody's. */
static int
seat_named(const struct replay_ctx *c, const struct record *top)
{
	size_t i;

	for (i = 0; i < c->rs->nplayers; i++)
		if (strcmp(session_seat(c->g, top, (unsigned)i),
		    c->name.s) == 0)
			return (int)i;
	return -1;
}

/* Whose seat the turn being played names; -1 out of memory, -2 when
 * nobody's (reported). */
static int
seat_of(struct replay_ctx *c, const struct record *top)
{
	struct buf names = BUF_INIT;
	struct diag_loc l;
	char msg[512];
	int seat;

	if ((seat = seat_named(c, top)) >= 0)
		return seat;
	if (seats_string(c, top, &names) < 0)
		return replay_nomem(c);
	snprintf(msg, sizeof(msg), "'%s' is not a player here: the players "
	    "are %s", c->name.s, names.s);
	buf_release(&names);
	l = name_loc(c);
	diag_report(c->d, &l, D_SESSION, msg);
	return -2;
}

/* why with its '\1' and '\2' replaced by the names a and b (see
 * session_ops.not_now), into out, cut to fit. */
static void
names_in(char *out, size_t size, const char *why, const char *a,
    const char *b)
{
	size_t n = 0, k;
	const char *s;

	for (; *why != '\0' && n + 1 < size; why++) {
		s = *why == '\1' ? a : *why == '\2' ? b : NULL;
		if (s == NULL) {
			out[n++] = *why;
			continue;
		}
		k = strlen(s);
		if (k > size - 1 - n)
			k = size - 1 - n;
		memcpy(out + n, s, k);
		n += k;
	}
	out[n] = '\0';
}

/* Whether a line of seat goes on with the turn in progress. */
static int
goes_on(const struct replay_ctx *c, int seat)
{
	const struct session_ops *so = c->g->session;
	struct expect x;

	if (c->rs->turns == 0 || seat < 0)
		return 0;
	so->expect(c->st, &x);
	return (x.seat >= 0 && !x.new_turn && x.seat == seat) ||
	    (so->actor != NULL && so->actor(c->st) == seat);
}

/* Begin the turn line at it (its name now in c->name): 0, 1 when
 * refused (reported), -1 out of memory, REPLAY_CUT when the record is
 * cut before it (replay_opts.cut), or what on_pos returned; c->joins
 * when the line goes on with the turn in progress. */
static int
begin_line(struct replay_ctx *c, const struct record *r,
    const struct record *top)
{
	const struct session_ops *so = c->g->session;
	struct game_err e;
	char why[256], msg[512];
	struct expect x;
	unsigned long w;
	int seat, rv;

	c->joins = 0;
	/* the turns kept are played: a line that begins another is cut,
	 * whatever is wrong with it */
	if (c->o->cut && r == top && c->rs->turns >= c->o->keep_turns &&
	    !goes_on(c, seat_named(c, top)))
		return REPLAY_CUT;
	if ((seat = seat_of(c, top)) < 0)
		return seat == -1 ? -1 : 1;
	memset(&e, 0, sizeof(e));
	if (session_finished(c->g, c->st, &w, why)) {
		snprintf(msg, sizeof(msg), "the game is over: %s", why);
		turn_report(c, NULL, D_TURN, msg, NULL);
		return 1;
	}
	so->expect(c->st, &x);
	c->joins = goes_on(c, seat);
	if (c->joins) {
		/* the turn in progress goes on on this line */
	} else if ((rv = show_turn(c)) != 0) {
		return rv;
	} else if (c->rs->turns > 0 && so->end_turn(c->st, &e) < 0) {
		turn_report(c, NULL, D_TURN, e.msg, NULL);
		return 1;
	} else if (x.seat >= 0 && x.seat != seat) {
		const char *due = session_seat(c->g, top, (unsigned)x.seat);

		if (so->not_now != NULL &&
		    so->not_now(c->st, (unsigned)seat, why))
			names_in(msg, sizeof(msg), why, c->name.s, due);
		else
			snprintf(msg, sizeof(msg), "it is %s's turn, not "
			    "%s's", due, c->name.s);
		turn_report(c, NULL, D_TURN, msg, NULL);
		return 1;
	} else if (so->begin_turn(c->st, (unsigned)seat, &e) < 0) {
		turn_report(c, NULL, D_TURN, e.msg, NULL);
		return 1;
	}
	c->seat = session_seat(c->g, top, (unsigned)seat);
	/* a line that goes on with the turn in progress joins its
	 * canonical line */
	if (c->o->out != NULL && !c->joins &&
	    canon_turn(c, r) < 0)
		return replay_nomem(c);
	return 0;
}

/* The turn line being played is over; its turn may go on on the next
 * line, so on_pos sees it later (show_turn). */
static void
end_line(struct replay_ctx *c)
{
	if (!c->joins)
		c->rs->turns++;
	c->pending = c->seat;
	c->rs->finished = session_finished(c->g, c->st, &c->rs->winners,
	    c->rs->why);
}

/* Whether the action at it names dice still to throw, as -l lists a
 * throw due ("roll ?????"): a word of '?' only. */
static int
unthrown(const struct rec_iter *it, struct game_err *e)
{
	size_t i, k;

	for (i = 1; i < it->nw; i++) {
		for (k = 0; k < it->w[i].len && it->w[i].s[k] == '?'; k++)
			;
		if (k > 0 && k == it->w[i].len)
			return game_errf(e, (unsigned)i, 0, 0, "'%.*s' stands "
			    "for dice not yet thrown: rongo-roll --next "
			    "throws them", (int)(k > 32 ? 32 : k), it->w[i].s);
	}
	return 0;
}

/* Play the action at it, of the turn being played. */
static int
play_action(struct replay_ctx *c, const struct record *r,
    const struct rec_iter *it)
{
	struct game_err e;
	struct diag_loc l;
	char canon[MOVE_TEXT_MAX];
	int rv;

	if (it->nover > 0) {
		char why[128];

		if (replay_too_many_words(c, r, it, why, sizeof(why), &l) < 0)
			return replay_nomem(c);
		turn_report(c, &l, D_ACTION, c->tmp.s, why);
		return 1;
	}
	memset(&e, 0, sizeof(e));
	rv = unthrown(it, &e) < 0 ? -1 : session_action(c->g, c->st, it->w,
	    it->nw, canon, &e);
	if ((rv < 0 || c->o->strict) && rec_iter_text(it, &c->tmp) < 0)
		return replay_nomem(c);
	if (rv < 0) {
		l = replay_word_loc(c, r, it, &e);
		turn_report(c, &l, D_ACTION, c->tmp.s, e.msg);
		return 1;
	}
	if (c->o->strict && strcmp(canon, c->tmp.s) != 0) {
		l = replay_first_loc(c, r, it, text_cols(c->tmp.s,
		    c->tmp.len));
		turn_report(c, &l, D_NONCANONICAL, c->tmp.s, canon);
		return 1;
	}
	if (c->o->out != NULL && canon_action(c, r, it, canon) < 0)
		return replay_nomem(c);
	return 0;
}

/* Play the turn lines of r; top is the record whose Players count.
 * (Actions before any turn line are refused by the callers.) */
static int
play_turns(struct replay_ctx *c, const struct record *r,
    const struct record *top)
{
	struct rec_iter it;
	int n, rv = 0, inturn = 0;

	rec_iter_init(&it, r);
	while ((n = replay_next_item(c, r, &it)) > 0) {
		switch (it.kind) {
		case REC_COMMENT:
			rv = canon_comment(c, r, &it) < 0 ? replay_nomem(c) : 0;
			break;
		case REC_TURN:
			if (inturn)
				end_line(c);
			buf_clear(&c->name);
			if (buf_add(&c->name, it.text.s, it.text.len) < 0 ||
			    buf_reserve(&c->name, 0) < 0) {
				rv = replay_nomem(c);
				break;
			}
			c->nword = it.text;
			c->nrec = r;
			rv = begin_line(c, r, top);
			inturn = 1;
			if (rv == REPLAY_CUT) {
				/* the rest of r is not played */
				inturn = 0;
				goto cut;
			}
			break;
		case REC_PLY:
			rv = inturn ? play_action(c, r, &it) : 0;
			break;
		}
		if (rv != 0)
			break;
	}
	if (n < 0)
		rv = replay_nomem(c);
	if (rv == 0 && inturn)
		end_line(c);
cut:
	if (rv == REPLAY_CUT)
		rv = 0;
	rec_iter_release(&it);
	return rv;
}

int
session_start(struct replay_ctx *c, const struct record *r)
{
	const struct session_ops *so = c->g->session;
	struct game_err e;
	struct diag_loc l;
	char msg[256];
	size_t i, k, n = r->nplayers;

	l = replay_loc(c, r, r->start, 1);
	if (so->seats != NULL && r->has_players) {
		l = replay_loc(c, r, r->playerspos, 1);
		snprintf(msg, sizeof(msg), "%s has the seats %s%s%s: name "
		    "the players with tags of those names, not Players",
		    c->g->name, so->seats[0], so->seats[1] != NULL ? " and " :
		    "", so->seats[1] != NULL ? so->seats[1] : "");
		diag_report(c->d, &l, D_SESSION, msg);
		return 1;
	}
	if (so->seats != NULL)
		n = session_nseats(c->g, r);
	else if (!r->has_players) {
		diag_report(c->d, &l, D_SESSION, "the record has no Players "
		    "tag: name the players in seat order (rongo-apply "
		    "--players \"Ann, Bob\")");
		return 1;
	}
	l = replay_loc(c, r, r->playerspos, 1);
	if (so->seats == NULL && (r->nplayers < so->min_players ||
	    r->nplayers > so->max_players)) {
		snprintf(msg, sizeof(msg), "%s is for %u to %u players, not "
		    "%zu", c->g->name, so->min_players, so->max_players,
		    r->nplayers);
		diag_report(c->d, &l, D_SESSION, msg);
		return 1;
	}
	for (i = 0; i < r->nplayers; i++)
		for (k = i + 1; k < r->nplayers; k++)
			if (strcmp(r->players[i], r->players[k]) == 0) {
				snprintf(msg, sizeof(msg), "'%s' sits twice",
				    r->players[i]);
				diag_report(c->d, &l, D_SESSION, msg);
				return 1;
			}
	if (r->setup != NULL) {
		l = replay_loc(c, r, r->setuppos, 1);
		diag_report(c->d, &l, D_SESSION,
		    "a dice session takes no Setup");
		return 1;
	}
	if (r->result != RES_NONE && r->result != RES_UNKNOWN) {
		l = replay_loc(c, r, r->respos,
		    strlen(result_string(r->result)));
		diag_report(c->d, &l, D_SESSION, "a dice session takes no "
		    "result: rongo-score works out the winner");
		return 1;
	}
	if (r->nplies > 0 && r->nturns == 0) {
		struct rec_word w;

		(void)rec_first_word(r, &w);
		l = replay_loc(c, r, rec_where(r, &w), 1);
		diag_report(c->d, &l, D_SESSION, "actions outside a turn: "
		    "begin each turn with the player's name and ':'");
		return 1;
	}
	memset(&e, 0, sizeof(e));
	if (so->init(c->st, (unsigned)n, &c->rs->v, &e) < 0) {
		l = replay_loc(c, r, r->start, 1);
		diag_report(c->d, &l, D_SESSION, e.msg);
		return 1;
	}
	c->rs->nplayers = (unsigned)n;
	c->rs->finished = session_finished(c->g, c->st, &c->rs->winners,
	    c->rs->why);
	if (c->o->out != NULL && so->seats == NULL && canon_players(c, r) < 0)
		return replay_nomem(c);
	if (c->o->on_pos != NULL)
		return c->o->on_pos(c->o->ctx, c->g, c->st, 0, NULL);
	return 0;
}

int
session_replay(struct replay_ctx *c, const struct record *r,
    const struct record *more)
{
	int rv;

	if ((rv = play_turns(c, r, r)) != 0)
		return rv;
	if (more != NULL) {
		if (more->nplies > 0 && more->nturns == 0) {
			struct rec_word w;
			struct diag_loc l;

			(void)rec_first_word(more, &w);
			l = replay_loc(c, more, rec_where(more, &w), 1);

			diag_report(c->d, &l, D_SESSION, "actions outside a "
			    "turn: begin each turn with the player's name "
			    "and ':'");
			return 1;
		}
		if ((rv = play_turns(c, more, r)) != 0)
			return rv;
	}
	return show_turn(c);
}
