/*
 * game: the interface every game implements, and the registry; for
 * programs, the drivers that replay records and the game files alike.
 *
 * A board game is a table of functions over a state of state_size bytes.
 * The state is plain data (no pointers, no allocation): the driver copies
 * it with memcpy, so a game can try a move on a copy and never needs
 * memory of its own.  Moves pass through two steps: parse turns the words
 * of a move into a struct move without looking at legality; play resolves
 * what the words leave open (an origin, a path), checks the move against
 * the rules and, only when it is legal, applies it and writes its
 * canonical text.  Every refusal comes back as a struct game_err whose
 * message gives the reason in the game's own terms.
 *
 * Programs never name a game: they look it up with game_find.  The
 * helpers that only game files use are in lib/games/kit.h; the list of
 * games, and the checklist for adding one, in lib/games/registry.h.
 */
#ifndef RONGO_GAME_H
#define RONGO_GAME_H

#include <stddef.h>
#include <stdint.h>

#include "word.h"

struct buf;

enum game_kind {
	GAME_BOARD,		/* two sides, moves in plies */
	GAME_SESSION		/* players taking turns of actions (dice) */
};

enum side {
	SIDE_WHITE = 0,
	SIDE_BLACK = 1
};

enum outcome {
	OUT_ONGOING = 0,
	OUT_WHITE,		/* White has won: result "1-0" */
	OUT_BLACK,		/* Black has won: result "0-1" */
	OUT_DRAW		/* "1/2-1/2" */
};

/* The longest canonical move text, with its NUL. */
#define MOVE_TEXT_MAX	320
/* Room for a parsed move; each game lays out its own struct inside. */
#define MOVE_MAX	256
/* Options a game may have in its Variant tag. */
#define GAME_OPT_MAX	16
/* The largest game state. */
#define GAME_STATE_MAX	16384

struct move {
	union {
		unsigned char	b[MOVE_MAX];
		uint64_t	align;
	} u;
};


/* Why a move, a position string or an option was refused.  word is the
 * index of the word at fault (0 for position strings), off the byte offset
 * inside it, len the bytes to underline (0: the whole word for a
 * move, one character in a position string or an option). */
struct game_err {
	unsigned	word;
	unsigned	off;
	unsigned	len;
	char		msg[256];
};

/* Split a canonical text ("roll 66633") at its spaces into at most max
 * words of w, pointing into text; the count. */
size_t game_words(const char *text, struct word *w, size_t max);

/* Fill e and return -1, for `return game_errf(e, ...)`; with e NULL
 * (a trial move whose reason nobody reads) only return -1. */
int game_errf(struct game_err *, unsigned word, unsigned off, unsigned len,
    const char *fmt, ...) __attribute__((format(printf, 5, 6)));

enum opt_kind {
	OPT_FLAG,		/* a bare word: on when present */
	OPT_INT,		/* key=N with min <= N <= max */
	OPT_INTS		/* key=N,N,...: count numbers, each in range */
};

/* The most numbers an OPT_INTS option takes. */
#define OPT_INTS_MAX	3

struct game_opt {
	const char	*name;
	enum opt_kind	 kind;
	int		 min, max, def;
	const char	*help;
	/* OPT_INTS: how many numbers, and their defaults */
	unsigned	 count;
	int		 defs[OPT_INTS_MAX];
};

/* Option values in the order of the game's opts table; an OPT_INTS
 * option's numbers are in ints[], its first also in val[]. */
struct variant {
	int		val[GAME_OPT_MAX];
	int		ints[GAME_OPT_MAX][OPT_INTS_MAX];
	unsigned char	set[GAME_OPT_MAX];
};

/* What a drawing is of: the position after `ply` plies, `last` the
 * canonical text of the move that made it (NULL at the start). */
struct render_info {
	unsigned long	 ply;
	const char	*last;
	/* sessions: the seats' names */
	const char *const *players;
	unsigned	 nplayers;
};

/*
 * Dice sessions.  A session game keeps its state in the same plain-data
 * way as a board game; the driver (session.c) matches turn lines to seats
 * and feeds the actions one by one.  Seats are numbered from 0 in the
 * order of the Players tag; "left" is the next seat.
 */
#define SESSION_PLAYERS_MAX	16

/* What the game expects next, for rongo-roll --next and for people. */
struct expect {
	int		 seat;		/* whose turn it is; -1 when over */
	unsigned	 dice;		/* dice of the next throw; 0: none */
	unsigned	 sides;		/* 6 unless the game says otherwise */
	int		 new_turn;	/* the throw starts a new turn */
};

/*
 * The session layer's verb table (lib/games/session.c).  A game that
 * gives one has its actions recognised, read, checked against the turn
 * and written by the layer, and listed for -l by trying each candidate
 * on a copy of the state; the game only says what each verb does.
 */
enum act_arg {
	ACT_NONE,		/* the verb alone: "stop" */
	ACT_THROW,		/* the dice of the throw due: "roll 345" */
	ACT_DICE,		/* one or more dice: "keep 55" */
	ACT_WORD,		/* one word: "score chance" */
	ACT_WORDS,		/* the handler reads the words itself */
	/* Read by the handler itself, as ACT_WORDS, for refusals in the
	 * game's own words; listed as a throw (ACT_THROW) or as sets of
	 * dice (ACT_DICE). */
	ACT_THROW_WORDS,
	ACT_DICE_WORDS
};

/* The most dice an action names. */
#define ACT_DICE_MAX	16

/* An action as the layer has read it, for the verb's handler. */
struct act {
	const struct word	*w;	/* as written: w[0] the verb */
	size_t			 n;
	unsigned char		 d[ACT_DICE_MAX];	/* ACT_THROW, ACT_DICE */
	size_t			 nd;
	/* the canonical text, MOVE_TEXT_MAX bytes: the layer has written
	 * the verb and its dice or word; a handler may write another */
	char			*canon;
};

struct verb {
	const char	*word;
	enum act_arg	 arg;
	/* Check the action in st and, when the rules allow it, apply it
	 * (0); else -1 with e filled, st untouched. */
	int	(*run)(void *st, struct act *, struct game_err *);
	/* Listing (-l): ACT_WORD the words to try, NULL-terminated. */
	const char *const *words;
	/* Listing: the texts to try, given one by one to try; NULL for
	 * the layer's own candidates (the bare verb, every set of dice of
	 * the game's hand, the words above, the throw due). */
	int	(*list)(const void *st, int (*try)(void *ctx,
		    const char *text), void *ctx);
	/* The handler judges alone whether the verb may come now (a verb
	 * refused at any time with its own reason): neither ready nor the
	 * layer's "no turn has begun" is asked, only whether the game is
	 * over. */
	int		 own_time;
};

/* What rongo-apply -p shows of a session's turn in progress, besides
 * the player due and the totals: what the game keeps, each field with
 * its flag. */
#define VIEW_OPEN_MAX	32
struct session_view {
	int		 throws;	/* made this turn; -1: not counted */
	int		 has_points;
	int64_t		 points;	/* the turn's points so far */
	int		 has_dice;
	unsigned char	 show[ACT_DICE_MAX];	/* dice showing */
	unsigned char	 aside[ACT_DICE_MAX];	/* set aside */
	unsigned	 nshow, naside;
	int		 has_card;
	const char	*open[VIEW_OPEN_MAX];	/* the due player's open
						 * categories */
	unsigned	 nopen;
};

struct session_ops {
	unsigned	 min_players, max_players;
	/* A new game for n seats. */
	int	(*init)(void *st, unsigned n, const struct variant *,
		    struct game_err *);
	/* Whether a word begins an action ("roll", "keep", "score"...). */
	int	(*starts_action)(const char *s, size_t len);
	/* Seat `seat` begins a turn line: refuse when it is not its turn
	 * (the driver has checked that the game is not over). */
	int	(*begin_turn)(void *st, unsigned seat, struct game_err *);
	/* One action of the current turn: check it, apply it, write its
	 * canonical text; on refusal st is untouched. */
	int	(*action)(void *st, const struct word *, size_t n,
		    char canon[MOVE_TEXT_MAX], struct game_err *);
	/* A new turn line follows (or -m adds one): refuse when the
	 * current turn is not over ("Ann must still score"). */
	int	(*end_turn)(void *st, struct game_err *);
	/* Who is to play, what the next throw needs. */
	void	(*expect)(const void *st, struct expect *);
	/* The game's own measure for seat (points, counters, throws...). */
	long	(*score)(const void *st, unsigned seat);
	/* The score of the turn seat has just played, for a game whose
	 * score is not a running sum (a round played again replaces it);
	 * NULL when it is the change in score. */
	long	(*turn_score)(const void *st, unsigned seat);
	/* 1 when a higher score ranks higher, -1 when lower does. */
	int	 order;
	/* Whether the game is over; when it is, *winners gets a bit per
	 * winning seat (several when they share) and why a reason.  A game
	 * with a verb table may leave it NULL and give why instead: the
	 * game is then over when its turn's phase is T_OVER, and won by
	 * turn.won, or when that is 0 by the best totals (order). */
	int	(*finished)(const void *st, unsigned long *winners,
		    char why[256]);
	void	(*why)(const void *st, char why[256]);
	/* Games with a score card: the points of n dice in a category
	 * (`rongo-score --category`); NULL for the others. */
	int	(*category)(const char *cat, const unsigned char *dice,
		    size_t n, long *points, struct game_err *);
	/* Their ids, in the card's order: category i, NULL past the last
	 * (--list categories). */
	const char	*(*category_id)(size_t i);
	/* Games played by fixed seats (Hanga-Tanga's White and Black):
	 * their names, as turn lines write them, NULL-terminated; the
	 * record has no Players tag, and a tag named after a seat names
	 * its player.  NULL for games of the Players tag. */
	const char *const	*seats;
	/* Call cb with the canonical text of every legal next action (a
	 * throw once per outcome), in a fixed order, stopping early when
	 * cb returns non-zero; NULL when the game cannot list them. */
	int	(*legal)(const void *st,
		    int (*cb)(void *ctx, const char *canon), void *ctx);
	/* Why a turn line of seat is refused when another seat is due, in
	 * the game's own terms ("Ann holds no dice and is skipped"): 1 and
	 * the reason in why, where the byte '\1' stands for the line's
	 * player and '\2' for the player due, the driver putting their
	 * names in; 0 when the game has nothing to add to "it is Bob's
	 * turn, not Ann's".  NULL for games that never have. */
	int	(*not_now)(const void *st, unsigned seat, char why[256]);
	/* The verb table, ending with word NULL; a game with one starts
	 * its state with a struct turn (lib/games/session.h) and leaves
	 * starts_action, action and, unless it lists otherwise, legal
	 * NULL.  write: what an unknown verb is told to write instead
	 * ("roll or stop"); NULL: the verbs, listed. */
	const struct verb	*verbs;
	const char		*write;
	/* What a word that is neither dice nor a verb is told ("the only
	 * action is roll"); NULL: "the actions are" and the verbs. */
	const char		*actions;
	/* Refuse an action that is empty (n 0) or whose first word is no
	 * verb, in the game's own words (always -1, e filled).  NULL: "an
	 * empty action", "'x' is not a Pig action: write" and write.
	 * Either way the layer adds the closest verb, when one is close. */
	int	(*unknown)(const void *st, const struct word *, size_t n,
		    struct game_err *);
	/* Why no action can come now (the turn over, none begun), in the
	 * game's terms: 0 when one can, else -1 with e filled; asked only
	 * while the game is not over (the layer says "the game is over"
	 * and finished's why).  NULL: the layer's own reasons. */
	int	(*ready)(const void *st, struct game_err *);
	/* The seat whose turn may still go on though expect names the
	 * next seat's (a score that may follow the last die placed), -1
	 * when none: its line joins the turn in progress, and -l names it
	 * for the actions it may take.  NULL: expect's seat alone acts. */
	int	(*actor)(const void *st);
	/* -p: fill what the game keeps of the turn in progress (the
	 * fields come cleared, throws -1).  NULL: nothing beyond the
	 * player due and the totals. */
	void	(*view)(const void *st, struct session_view *);
};

/* A form of move or action, as --list actions shows it: how it is
 * written ("score CATEGORY"), an example ("score full-house") and what
 * it does, in a few words. */
struct game_form {
	const char	*form;
	const char	*example;
	const char	*help;
};

struct game {
	const char		*id;
	const char		*name;		/* as people write it */
	const char *const	*aliases;	/* NULL-terminated, or NULL */
	enum game_kind		 kind;
	const struct game_opt	*opts;		/* ends with name == NULL */
	/* the forms of its moves or actions, ending with form NULL */
	const struct game_form	*forms;
	size_t			 state_size;	/* <= GAME_STATE_MAX */

	/* The default start position for these options. */
	int	(*init)(void *st, const struct variant *, struct game_err *);
	/* A start position from a position string (the Setup tag). */
	int	(*pos_read)(void *st, const char *s, size_t len,
		    const struct variant *, struct game_err *);
	/* The position string of st; -1 only when out of memory. */
	int	(*pos_write)(const void *st, struct buf *);
	/* Whether a word begins a new move in running text; NULL when
	 * every word is a move of its own. */
	int	(*starts_move)(const char *s, size_t len);
	/* Read the n words of one move (the words must make exactly one
	 * move), accepting the lenient spellings.  Legality is play's job. */
	int	(*parse)(const void *st, const struct word *, size_t n,
		    struct move *, struct game_err *);
	/* Check m in st; when legal, apply it, write its canonical text into
	 * canon and return 0; else fill e and return -1, st untouched.
	 * (--strict is the driver's: it compares the words as written with
	 * the canonical text.) */
	int	(*play)(void *st, struct move *m, char canon[MOVE_TEXT_MAX],
		    struct game_err *);
	/* Call cb with the canonical text of every legal move in st, in a
	 * fixed order; stop early when cb returns non-zero and return that. */
	int	(*legal)(const void *st,
		    int (*cb)(void *ctx, const char *canon), void *ctx);
	enum side	 (*to_move)(const void *st);
	/* Whether the game is over; when it is and why != NULL, a short
	 * reason in why ("Black's group joins the top and bottom edges"). */
	enum outcome	 (*outcome)(const void *st, char why[256]);
	/* An ASCII diagram with a legend (a score sheet for a session);
	 * -1 only when out of memory. */
	int	(*render)(const void *st, const struct render_info *,
		    struct buf *);

	/* GAME_SESSION only; the board-game functions above are then NULL
	 * but for init (unused), render and the identity fields. */
	const struct session_ops	*session;
};

/* The registry (lib/games/registry.c): the game of an id or alias, or
 * NULL; the games one by one, in the registry's order, game_at giving
 * NULL past the last. */
const struct game *game_find(const char *id);
size_t game_count(void);
const struct game *game_at(size_t i);
/* Whether g has a score card: categories to score dice in. */
int game_has_card(const struct game *g);
/* The names of the games where is true of, in the registry's order, as
 * a list: "Hanga-Tanga, Yacht and General"; cut short at cap. */
void game_names_where(int (*where)(const struct game *), char *out,
    size_t cap);
/* For an id game_find refused: the id or alias closest to it, letters
 * without case (see suggest.h), or NULL.  game_unknown_tail puts in buf
 * the words a message takes after "unknown game 'ID'": that one, when
 * there is one, and that "PROG --list games" lists them; returns buf. */
const char *game_suggest(const char *id);
char *game_unknown_tail(char *buf, size_t cap, const char *prog,
    const char *id);

/*
 * What drivers call for a session, whether the game has a verb table or
 * its own hooks: whether a word begins an action; one action (as
 * session_ops.action); the legal actions (as session_ops.legal, each
 * with the seat that would play it), and whether the game can list
 * them.
 */
int session_starts_action(const struct game *, const char *s, size_t len);
int session_action(const struct game *, void *st, const struct word *,
    size_t n, char canon[MOVE_TEXT_MAX], struct game_err *);
int session_legal(const struct game *, const void *st,
    int (*cb)(void *ctx, unsigned seat, const char *canon), void *ctx);
int session_can_list(const struct game *);
/* Whether the session is over, its winners and why (as
 * session_ops.finished, whichever way the game gives it). */
int session_finished(const struct game *, const void *st,
    unsigned long *winners, char why[256]);
/* What -p shows of st's turn in progress (see struct session_view). */
void session_view(const struct game *, const void *st,
    struct session_view *);

/* "White" or "Black". */
const char *side_name(enum side);

/*
 * Variant tag: words "key=N" or "flag", separated by spaces.  Fills v with
 * the game's defaults and the words given.  On error, e->off is the byte
 * offset of the bad word in s.
 */
int variant_parse(const struct game *, const char *s, struct variant *,
    struct game_err *);
/* The index of option name in g->opts, or -1. */
int game_opt_index(const struct game *, const char *name);

#endif
