/*
 * ywriter: records written as YAML documents (the encoding of yrec.h)
 * with libyaml's emitter.
 *
 * One document per record, the first without "---" (the emitter writes
 * it before every later document on its own, and writes no "..." after
 * an implicit end), in the key order of the example in yrec.h.  The
 * words of a ply are joined by single spaces, which the reader splits
 * again, so what it writes reads back to the same record and writes
 * again to the same bytes.
 *
 * Errors.  The first failure is kept (err, an errno value): every call
 * after it fails with it, ywriter_close too.  Nothing is printed.
 */
#include "ywriter.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include <yaml.h>

#include "buf.h"
#include "mem.h"
#include "rec.h"
#include "text.h"

/* Where the writer folds a long line. */
#define YW_WIDTH	65536

struct ywriter {
	FILE		*out;
	yaml_emitter_t	 em;
	struct buf	 text;		/* one ply, or a number */
	int		 err;		/* errno of the first failure, or 0 */
	int		 werr;		/* errno of a failed fwrite */
	int		 after;		/* the first document opens with "---" */
	int		 wrote;		/* a document was written */
	struct buf	 doc;		/* a document written by hand */
};

static int
wout(void *data, unsigned char *b, size_t n)
{
	struct ywriter *w = data;

	errno = 0;
	if (n > 0 && fwrite(b, 1, n, w->out) != n) {
		w->werr = errno ? errno : EIO;
		return 0;
	}
	return 1;
}

/* Emit ev (initialised when ok); the emitter owns it either way. */
static int
emit(struct ywriter *w, yaml_event_t *ev, int ok)
{
	if (!ok) {
		if (w->err == 0)
			w->err = ENOMEM;
		return -1;
	}
	if (w->err) {
		yaml_event_delete(ev);
		return -1;
	}
	if (!yaml_emitter_emit(&w->em, ev)) {
		if (w->em.error == YAML_MEMORY_ERROR)
			w->err = ENOMEM;
		else if (w->em.error == YAML_WRITER_ERROR)
			w->err = w->werr ? w->werr : EIO;
		else
			w->err = EINVAL;
		return -1;
	}
	return 0;
}

static int
put_scalar(struct ywriter *w, const char *s, size_t n,
    yaml_scalar_style_t style)
{
	yaml_event_t ev;

	if (w->err)
		return -1;
	if (n > INT_MAX) {
		w->err = EOVERFLOW;
		return -1;
	}
	if (!utf8_valid(s, n, NULL)) {
		w->err = EILSEQ;
		return -1;
	}
	/* a string is plain only where every reader reads it back as the
	 * same string (PLAIN is asked for only for keys and numbers) */
	if (style == YAML_ANY_SCALAR_STYLE)
		style = yaml_plain_safe(s, n) ? YAML_PLAIN_SCALAR_STYLE :
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE;
	return emit(w, &ev, yaml_scalar_event_initialize(&ev, NULL, NULL,
	    (const yaml_char_t *)s, (int)n, 1, 1, style));
}

static int
put_key(struct ywriter *w, const char *key)
{
	return put_scalar(w, key, strlen(key), YAML_PLAIN_SCALAR_STYLE);
}

static int
put_map(struct ywriter *w, yaml_mapping_style_t style)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_mapping_start_event_initialize(&ev, NULL,
	    NULL, 1, style));
}

static int
put_map_end(struct ywriter *w)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_mapping_end_event_initialize(&ev));
}

static int
put_seq(struct ywriter *w)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_sequence_start_event_initialize(&ev, NULL,
	    NULL, 1, YAML_FLOW_SEQUENCE_STYLE));
}

static int
put_seq_end(struct ywriter *w)
{
	yaml_event_t ev;

	return emit(w, &ev, yaml_sequence_end_event_initialize(&ev));
}

void
ywriter_after(struct ywriter *w)
{
	w->after = 1;
}

int
ywriter_open(struct ywriter **wp, FILE *out)
{
	struct ywriter *w;
	yaml_event_t ev;

	*wp = NULL;
	if ((w = mem_zalloc(sizeof(*w))) == NULL) {
		errno = ENOMEM;
		return -1;
	}
	w->out = out;
	buf_init(&w->text);
	buf_init(&w->doc);
	if (!yaml_emitter_initialize(&w->em)) {
		mem_free(w);
		errno = ENOMEM;
		return -1;
	}
	yaml_emitter_set_output(&w->em, wout, w);
	yaml_emitter_set_encoding(&w->em, YAML_UTF8_ENCODING);
	yaml_emitter_set_unicode(&w->em, 1);
	/* a record's moves stay on one line up to 64K columns, and are
	 * folded there, well inside the default line limit, so that any
	 * record written can be read back */
	yaml_emitter_set_width(&w->em, YW_WIDTH);
	if (emit(w, &ev, yaml_stream_start_event_initialize(&ev,
	    YAML_UTF8_ENCODING)) < 0) {
		errno = w->err;
		yaml_emitter_delete(&w->em);
		mem_free(w);
		return -1;
	}
	*wp = w;
	return 0;
}

static int
put_tags(struct ywriter *w, const struct record *r)
{
	size_t i;

	if (r->ntags == 0)
		return 0;
	if (put_key(w, "tags") < 0 || put_map(w, YAML_FLOW_MAPPING_STYLE) < 0)
		return -1;
	for (i = 0; i < r->ntags; i++)
		if (put_scalar(w, r->tags[i].name, strlen(r->tags[i].name),
		    YAML_ANY_SCALAR_STYLE) < 0 ||
		    put_scalar(w, r->tags[i].value, strlen(r->tags[i].value),
		    YAML_ANY_SCALAR_STYLE) < 0)
			return -1;
	return put_map_end(w);
}

/* Out of memory walking r's movetext. */
static int
walk_failed(struct ywriter *w)
{
	w->err = ENOMEM;
	return -1;
}

static int
put_moves(struct ywriter *w, const struct record *r)
{
	struct rec_iter it;
	int rv;

	if (put_key(w, "moves") < 0 || put_seq(w) < 0)
		return -1;
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_PLY)
			continue;
		if (rec_iter_text(&it, &w->text) < 0) {
			rv = walk_failed(w);
			break;
		}
		if (put_scalar(w, w->text.s, w->text.len,
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE) < 0)
			break;
	}
	rec_iter_release(&it);
	if (rv < 0)
		return rv < 0 && w->err == 0 ? walk_failed(w) : -1;
	if (rv > 0)
		return -1;
	return put_seq_end(w);
}

static int
put_players(struct ywriter *w, const struct record *r)
{
	size_t i;

	if (!r->has_players)
		return 0;
	if (put_key(w, "players") < 0 || put_seq(w) < 0)
		return -1;
	for (i = 0; i < r->nplayers; i++)
		if (put_scalar(w, r->players[i], strlen(r->players[i]),
		    YAML_ANY_SCALAR_STYLE) < 0)
			return -1;
	return put_seq_end(w);
}

/* turns: a block sequence of flow mappings, one line a turn. */
static int
put_turns(struct ywriter *w, const struct record *r)
{
	yaml_event_t ev;
	struct rec_iter it;
	int rv, open = 0;

	if (put_key(w, "turns") < 0 || emit(w, &ev,
	    yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1,
	    r->nturns > 0 ? YAML_BLOCK_SEQUENCE_STYLE :
	    YAML_FLOW_SEQUENCE_STYLE)) < 0)
		return -1;
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind == REC_TURN) {
			if ((open && (put_seq_end(w) < 0 ||
			    put_map_end(w) < 0)) ||
			    put_map(w, YAML_FLOW_MAPPING_STYLE) < 0 ||
			    put_key(w, "player") < 0 ||
			    put_scalar(w, it.text.s, it.text.len,
			    YAML_ANY_SCALAR_STYLE) < 0 ||
			    put_key(w, "actions") < 0 || put_seq(w) < 0)
				break;
			open = 1;
		} else if (it.kind == REC_PLY && open) {
			/* (actions before any turn are not written) */
			if (rec_iter_text(&it, &w->text) < 0) {
				rv = walk_failed(w);
				break;
			}
			if (put_scalar(w, w->text.s, w->text.len,
			    YAML_DOUBLE_QUOTED_SCALAR_STYLE) < 0)
				break;
		}
	}
	rec_iter_release(&it);
	if (rv != 0)
		return rv < 0 && w->err == 0 ? walk_failed(w) : -1;
	if (open && (put_seq_end(w) < 0 || put_map_end(w) < 0))
		return -1;
	return put_seq_end(w);
}

static int
put_comments(struct ywriter *w, const struct record *r)
{
	struct rec_iter it;
	char num[32];
	int rv;

	if (r->ncomments == 0)
		return 0;
	if (put_key(w, "comments") < 0 || put_seq(w) < 0)
		return -1;
	rec_iter_init(&it, r);
	while ((rv = rec_iter_next(&it)) > 0) {
		if (it.kind != REC_COMMENT)
			continue;
		snprintf(num, sizeof(num), "%zu", it.ply);
		if (put_map(w, YAML_FLOW_MAPPING_STYLE) < 0 ||
		    put_key(w, "ply") < 0 ||
		    put_scalar(w, num, strlen(num),
		    YAML_PLAIN_SCALAR_STYLE) < 0 ||
		    put_key(w, "text") < 0 ||
		    put_scalar(w, it.text.s, it.text.len,
		    YAML_DOUBLE_QUOTED_SCALAR_STYLE) < 0 ||
		    put_map_end(w) < 0)
			break;
	}
	rec_iter_release(&it);
	if (rv != 0)
		return rv < 0 && w->err == 0 ? walk_failed(w) : -1;
	return put_seq_end(w);
}

/*
 * The emitter takes far longer over a record than reading and replaying
 * it did, most of it per scalar: a board game's record of the usual kind
 * -- no comment, its strings short and printable ASCII, its plies taken
 * from the source -- is written here by hand instead, as the emitter
 * would write it: plain where yaml_plain_safe says (the emitter takes
 * those plain, in flow context too: no indicator, no ": " nor " #"),
 * else double-quoted with nothing to escape; each line far inside the
 * width where the emitter would fold.  Anything else goes to the
 * emitter.  tests/roundtrip.py and the golden cases hold the two to the
 * same bytes.
 */
#define YW_HAND_MAX	60000	/* a document written by hand, at most */

/* s, a scalar in style ANY, onto b: 0, or 1 when not by hand. */
static int
hand_scalar(struct buf *b, const char *s, int any)
{
	size_t n = strlen(s), i;
	int plain = any && yaml_plain_safe(s, n);

	for (i = 0; i < n; i++)
		if ((unsigned char)(s[i] - 0x20) >= 0x5f || s[i] == '"' ||
		    s[i] == '\\')
			return 1;
	if (n > 128)
		return 1;	/* a key the emitter would not take as simple */
	if ((!plain && buf_putc(b, '"') < 0) || buf_add(b, s, n) < 0 ||
	    (!plain && buf_putc(b, '"') < 0))
		return -1;
	return 0;
}

/* What goes before the actions of a turn, "- {player: Ann, actions: [",
 * for rec_src_quoted: the name's len bytes as hand_scalar puts them. */
static int
hand_turn(void *ctx, struct buf *b, const char *name, size_t len, int first)
{
	char s[129];
	int rv;

	(void)ctx;
	if (len >= sizeof(s))
		return 1;
	memcpy(s, name, len);
	s[len] = '\0';
	if (buf_puts(b, first ? "- {player: " : "]}\n- {player: ") < 0)
		return -1;
	if ((rv = hand_scalar(b, s, 1)) != 0)
		return rv;
	return buf_puts(b, ", actions: [") < 0 ? -1 : 0;
}

/* r's document onto w->doc: 0, 1 when r is not for writing by hand, -1
 * when out of memory. */
static int
hand_doc(struct ywriter *w, const struct record *r)
{
	struct buf *b = &w->doc;
	const char *res = result_string(r->result);
	size_t i;
	int rv = 0;

	buf_clear(b);
	if (r->ncomments > 0 || (r->session && r->nturns == 0))
		return 1;
	if (w->after || w->wrote)
		if (buf_puts(b, "---\n") < 0)
			return -1;
	if (r->game != NULL && (buf_puts(b, "game: ") < 0 ||
	    (rv = hand_scalar(b, r->game, 1)) != 0 || buf_putc(b, '\n') < 0))
		return rv > 0 ? 1 : -1;
	if (r->has_players) {
		if (buf_puts(b, "players: [") < 0)
			return -1;
		for (i = 0; i < r->nplayers; i++)
			if ((i > 0 && buf_puts(b, ", ") < 0) ||
			    (rv = hand_scalar(b, r->players[i], 1)) != 0)
				return rv > 0 ? 1 : -1;
		if (buf_puts(b, "]\n") < 0)
			return -1;
	}
	if (r->ntags > 0) {
		if (buf_puts(b, "tags: {") < 0)
			return -1;
		for (i = 0; i < r->ntags; i++)
			if ((i > 0 && buf_puts(b, ", ") < 0) ||
			    (rv = hand_scalar(b, r->tags[i].name, 1)) != 0 ||
			    buf_puts(b, ": ") < 0 ||
			    (rv = hand_scalar(b, r->tags[i].value, 1)) != 0)
				return rv > 0 ? 1 : -1;
		if (buf_puts(b, "}\n") < 0)
			return -1;
	}
	if (r->setup != NULL && (buf_puts(b, "setup: ") < 0 ||
	    (rv = hand_scalar(b, r->setup, 0)) != 0 || buf_putc(b, '\n') < 0))
		return rv > 0 ? 1 : -1;
	if (r->session || r->nturns > 0) {
		if (buf_puts(b, "turns:\n") < 0 ||
		    (rv = rec_src_quoted(r, b, ", ", hand_turn, NULL)) != 0 ||
		    buf_puts(b, "]}\n") < 0)
			return rv > 0 ? 1 : -1;
	} else if (buf_puts(b, "moves: [") < 0 ||
	    (rv = rec_src_quoted(r, b, ", ", NULL, NULL)) != 0 ||
	    buf_puts(b, "]\n") < 0)
		return rv > 0 ? 1 : -1;
	if (res != NULL && (buf_puts(b, "result: ") < 0 ||
	    hand_scalar(b, res, 0) != 0 || buf_putc(b, '\n') < 0))
		return -1;
	return b->len > YW_HAND_MAX ? 1 : 0;
}

int
ywriter_put(struct ywriter *w, const struct record *r)
{
	const char *res = result_string(r->result);
	yaml_event_t ev;

	int implicit = !w->after && !w->wrote, rv;

	if (w->err == 0 && (rv = hand_doc(w, r)) <= 0) {
		if (rv < 0)
			w->err = ENOMEM;
		else {
			errno = 0;
			if (fwrite(w->doc.s, 1, w->doc.len, w->out) !=
			    w->doc.len)
				w->err = errno ? errno : EIO;
		}
		w->after = 0;
		w->wrote = 1;
		if (w->err == 0)
			return 0;
		errno = w->err;
		return -1;
	}
	w->after = 0;
	w->wrote = 1;
	if (w->err == 0 &&
	    emit(w, &ev, yaml_document_start_event_initialize(&ev, NULL, NULL,
	    NULL, implicit)) == 0 &&
	    put_map(w, YAML_BLOCK_MAPPING_STYLE) == 0 &&
	    (r->game == NULL || (put_key(w, "game") == 0 &&
	    put_scalar(w, r->game, strlen(r->game),
	    YAML_ANY_SCALAR_STYLE) == 0)) &&
	    put_players(w, r) == 0 &&
	    put_tags(w, r) == 0 &&
	    (r->setup == NULL || (put_key(w, "setup") == 0 &&
	    put_scalar(w, r->setup, strlen(r->setup),
	    YAML_DOUBLE_QUOTED_SCALAR_STYLE) == 0)) &&
	    ((r->session || r->nturns > 0) ? put_turns(w, r) :
	    put_moves(w, r)) == 0 &&
	    put_comments(w, r) == 0 &&
	    (res == NULL || (put_key(w, "result") == 0 &&
	    put_scalar(w, res, strlen(res),
	    YAML_DOUBLE_QUOTED_SCALAR_STYLE) == 0)) &&
	    put_map_end(w) == 0 &&
	    emit(w, &ev, yaml_document_end_event_initialize(&ev, 1)) == 0)
		return 0;
	errno = w->err;
	return -1;
}

int
ywriter_close(struct ywriter *w)
{
	yaml_event_t ev;
	int e;

	if (w == NULL)
		return 0;
	(void)emit(w, &ev, yaml_stream_end_event_initialize(&ev));
	errno = 0;
	if (fflush(w->out) != 0 && w->err == 0)
		w->err = errno ? errno : EIO;
	e = w->err;
	yaml_emitter_delete(&w->em);
	buf_release(&w->text);
	buf_release(&w->doc);
	mem_free(w);
	if (e != 0) {
		errno = e;
		return -1;
	}
	return 0;
}
