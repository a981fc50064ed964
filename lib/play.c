/*
 * play: a game kept live in a file (see play.h).
 *
 * Every change goes the same way: the record so far and the change
 * make a new canonical record (replay with the moves added, or an edit,
 * or the throw of session_next); it is written out in the file's
 * encoding after the earlier records, the file replaced by rename; and
 * the text written is read back and replayed, to become the record so
 * far.  A line refused changes nothing, as the record so far is only
 * read.
 */
#include "play.h"

#include <sys/stat.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "hint.h"
#include "jwriter.h"
#include "mem.h"
#include "next.h"
#include "notation.h"
#include "out.h"
#include "reader.h"
#include "text.h"
#include "ywriter.h"

const char play_help[] =
    "MOVES         a move, or a turn of a dice game: its actions, after\n"
    "              \"NAME:\" or alone for the player due\n"
    "roll          the referee throws the dice due (\"roll 66633\" gives\n"
    "              the table's own)\n"
    "undo [N]      take back the last N plies or actions (default 1)\n"
    "legal         list what the side or player due may play\n"
    "hint          what each open category would score (dice games with\n"
    "              a score card)\n"
    "show          draw the position or the score sheet\n"
    "new           start another game after this one, with its tags\n"
    "help          this list\n"
    "quit          stop (the end of the input does the same)\n";

const char *const play_commands[] = {
	"help", "hint", "legal", "new", "quit", "roll", "show", "undo", NULL
};

static enum play_do
nomem(struct play *p)
{
	diag_report(p->d, NULL, D_NOMEM);
	return PLAY_FATAL;
}

/* A refusal of a command at column col (1-based) of the line, len
 * characters under the caret. */
static enum play_do
refuse(struct play *p, const struct play_in *in, unsigned long col,
    unsigned long len, const char *msg)
{
	struct diag_loc l = { NULL, 0, col, len, NULL, NULL, 0 };

	if (in != NULL) {
		l.file = in->name;
		l.line = in->line;
		l.text = in->text;
	}
	diag_report(p->d, in != NULL ? &l : NULL, D_SESSION, msg);
	return PLAY_REFUSED;
}

/* The record r, written in the file's encoding into b. */
static int
write_text(struct play *p, const struct record *r, struct buf *b)
{
	char *mem = NULL;
	size_t n = 0;
	FILE *fp;
	int rv;

	if ((fp = open_memstream(&mem, &n)) == NULL)
		return -1;
	if (p->format == FMT_YAML) {
		struct ywriter *yw;

		if ((rv = ywriter_open(&yw, fp)) == 0) {
			if (p->yaml_after)
				ywriter_after(yw);
			rv = ywriter_put(yw, r);
			if (ywriter_close(yw) < 0)
				rv = -1;
		}
	} else if (p->format == FMT_JSON) {
		struct jwriter *jw;

		if ((rv = jwriter_open(&jw, fp)) == 0) {
			rv = jwriter_put(jw, r);
			if (jwriter_close(jw) < 0)
				rv = -1;
		}
	} else
		rv = nrec_write(fp, r);
	if (fclose(fp) == EOF)
		rv = -1;
	buf_clear(b);
	if (rv == 0 && buf_add(b, mem != NULL ? mem : "", n) < 0)
		rv = -1;
	free(mem);
	return rv;
}

/* Replace FILE with the earlier records and text. */
static int
save(struct play *p, const struct buf *text)
{
	struct out o;
	int e;

	if (out_open(&o, p->o->path) < 0) {
		cli_out_trouble(p->d, &o, p->o->path);
		out_close(&o, 0);
		return -1;
	}
	if ((p->prefix.len > 0 &&
	    fwrite(p->prefix.s, 1, p->prefix.len, o.fp) != p->prefix.len) ||
	    fwrite(text->s, 1, text->len, o.fp) != text->len ||
	    out_close(&o, 1) < 0) {
		struct diag_loc l = { .file = p->o->path };

		e = errno;
		if (o.fp != NULL)
			out_close(&o, 0);
		diag_report(p->d, &l, e == ENOMEM ? D_NOMEM : D_WRITE,
		    strerror(e));
		return -1;
	}
	return 0;
}

static int
on_pos(void *ctx, const struct game *g, const void *st, unsigned long ply,
    const char *last)
{
	struct play *p = ctx;

	(void)g;
	(void)st;
	p->ply = ply;
	snprintf(p->last, sizeof(p->last), "%s", last != NULL ? last : "");
	return 0;
}

/* Read text back as the game in play and replay it.  0, or -1 (the
 * text written does not read back: reported as a fault of ours). */
static int
load(struct play *p)
{
	struct replay_opts ro;
	unsigned i;
	int rv;

	reader_close(p->rd);
	p->rd = NULL;
	rec_clear(&p->rec);
	if (reader_open_line(&p->rd, p->o->path, p->line, p->text.s,
	    p->text.len, p->o->defgame, p->o->lim, p->d) < 0)
		return -1;
	if ((rv = reader_next(p->rd, &p->rec)) < 0)
		return -1;
	if (rv == 1 && !p->rec.bad) {
		replay_opts_init(&ro, p->o->defgame, 0);
		ro.on_pos = on_pos;
		ro.ctx = p;
		if ((rv = replay(&p->rec, NULL, &ro, &p->rs, p->d)) < 0)
			return -1;
	} else
		rv = 1;
	if (rv != 0) {
		struct diag_loc l = { .file = p->o->path };

		diag_report(p->d, &l, D_BUG,
		    "the record written does not read back");
		return -1;
	}
	p->nplayers = 0;
	if (p->rs.g->kind == GAME_SESSION) {
		p->nplayers = session_nseats(p->rs.g, &p->rec);
		for (i = 0; i < p->nplayers && i < SESSION_PLAYERS_MAX; i++)
			p->players[i] = session_person(p->rs.g, &p->rec, i);
	}
	return 0;
}

/* The canonical record r becomes the game in play: written, saved,
 * read back. */
static enum play_do
commit(struct play *p, const struct record *r)
{
	struct buf text;

	buf_init(&text);
	if (write_text(p, r, &text) < 0) {
		struct diag_loc l = { .file = p->o->path };
		int e = errno;

		buf_release(&text);
		if (e == ENOMEM)
			return nomem(p);
		diag_report(p->d, &l, D_WRITE, strerror(e));
		return PLAY_FATAL;
	}
	if (save(p, &text) < 0) {
		buf_release(&text);
		return PLAY_FATAL;
	}
	buf_release(&p->text);
	p->text = text;
	return load(p) == 0 ? PLAY_DONE : PLAY_FATAL;
}

/* Replay r (a new game, or the game in play edited) and make its
 * canonical record the game in play: 0, 1 when r is refused (reported),
 * -1. */
static enum play_do
replay_commit(struct play *p, const struct record *r)
{
	struct replay_opts ro;
	struct replay_state rs;
	struct record canon;
	enum play_do rv;

	replay_opts_init(&ro, p->o->defgame, p->o->strict);
	rec_init(&canon);
	ro.out = &canon;
	switch (replay(r, NULL, &ro, &rs, p->d)) {
	case 0:
		rv = commit(p, &canon);
		break;
	case 1:
		rv = PLAY_REFUSED;
		break;
	default:
		rv = PLAY_FATAL;
		break;
	}
	rec_release(&canon);
	return rv;
}

/* The line count of b, and whether it ends a line. */
static unsigned long
lines_in(const char *s, size_t n)
{
	unsigned long k = 0;
	size_t i;

	for (i = 0; i < n; i++)
		k += s[i] == '\n';
	return k;
}

/* The byte offset where line `line` (1-based) of s[0..n) starts. */
static size_t
line_start(const char *s, size_t n, unsigned long line)
{
	unsigned long l = 1;
	size_t i = 0;

	while (l < line && i < n) {
		const char *nl = memchr(s + i, '\n', n - i);

		if (nl == NULL)
			return n;
		i = (size_t)(nl - s) + 1;
		l++;
	}
	return i;
}

/*
 * FILE's bytes data[0..n): find its last record, keep what comes before
 * it as the prefix, and the record as the text in play.  0, 1 when the
 * last record is invalid, -1.
 */
static int
take_file(struct play *p, const char *data, size_t n)
{
	struct diag quiet;
	struct reader *r;
	struct record rec;
	unsigned long start = 0;
	int fmt = FMT_NOTATION, rv;
	size_t off;

	/* the earlier records are not ours to judge: read them quietly */
	diag_init(&quiet, p->d->prog, NULL);
	if (reader_open_mem(&r, p->o->path, data, n, p->o->defgame,
	    p->o->lim, &quiet) < 0) {
		/* the same again, to report it */
		if (reader_open_mem(&r, p->o->path, data, n, p->o->defgame,
		    p->o->lim, p->d) == 0)
			reader_close(r);
		return -1;
	}
	rec_init(&rec);
	while ((rv = reader_next(r, &rec)) == 1) {
		start = rec.start.line;
		fmt = rec.format;
	}
	rec_release(&rec);
	reader_close(r);
	if (rv < 0 && start == 0) {
		diag_report(p->d, &(struct diag_loc){ .file = p->o->path },
		    D_READ, quiet.lastmsg);
		return -1;
	}
	if (start == 0)
		start = 1;
	if (p->o->format >= 0 && p->o->format != fmt) {
		char msg[200];

		static const char *const flag[] = { "notation", "yaml",
		    "json" }, *const name[] = { "notation", "YAML",
		    "JSON Lines" };

		snprintf(msg, sizeof(msg), "-f %s: the file holds %s, and "
		    "its game goes on in it", flag[p->o->format], name[fmt]);
		diag_report(p->d, &(struct diag_loc){ .file = p->o->path },
		    D_USAGE, msg);
		return -1;
	}
	p->format = fmt;
	off = line_start(data, n, start);
	if (fmt == FMT_YAML && start > 1) {
		/* the document's "---" goes with it */
		size_t prev = line_start(data, n, start - 1);

		if (off - prev >= 3 && memcmp(data + prev, "---", 3) == 0) {
			off = prev;
			start--;
		}
		p->yaml_after = off > 0;
	}
	p->line = start;
	buf_clear(&p->prefix);
	if (buf_add(&p->prefix, data, off) < 0 ||
	    (off > 0 && data[off - 1] != '\n' &&
	    buf_putc(&p->prefix, '\n') < 0) ||
	    buf_add(&p->text, data + off, n - off) < 0) {
		nomem(p);
		return -1;
	}
	return 0;
}

/* Read FILE whole into b: 1 when it exists and holds something but
 * blanks, 0 when not, -1 (reported). */
static int
read_file(struct play *p, struct buf *b)
{
	struct diag_loc l = { .file = p->o->path };
	char chunk[65536];
	size_t n, i;
	FILE *fp;

	struct stat sb;

	/* FILE is read back and replaced: a device or a FIFO cannot be */
	if (stat(p->o->path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
		diag_report(p->d, &l, D_USAGE, "not a regular file: the "
		    "game is kept in one, replaced as it goes");
		return -1;
	}
	if ((fp = fopen(p->o->path, "r")) == NULL) {
		if (errno == ENOENT)
			return 0;
		diag_report(p->d, &l, D_OPEN, strerror(errno));
		return -1;
	}
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
		if (buf_add(b, chunk, n) < 0) {
			fclose(fp);
			nomem(p);
			return -1;
		}
	if (ferror(fp)) {
		diag_report(p->d, &l, D_READ, strerror(errno));
		fclose(fp);
		return -1;
	}
	fclose(fp);
	for (i = 0; i < b->len; i++)
		if (b->s[i] != ' ' && b->s[i] != '\t' && b->s[i] != '\n' &&
		    b->s[i] != '\r')
			return 1;
	return 0;
}

/* A new game of -g with the tags of the options. */
static int
new_game(struct play *p)
{
	static const struct edit none = { NULL, 0, CUT_NONE, 0 };
	const struct edit *e = p->o->edit != NULL ? p->o->edit : &none;
	const struct game *g = game_find(p->o->defgame);
	struct record empty, r;
	int rv;

	rec_init(&empty);
	rec_init(&r);
	empty.file = p->o->path;
	empty.index = 1;
	rv = edit_record(&empty, e, g, &r, p->d);
	if (rv == 0)
		rv = replay_commit(p, &r);
	rec_release(&r);
	rec_release(&empty);
	return rv;
}

int
play_open(struct play *p, const struct play_opts *o, struct diag *d)
{
	struct buf file;
	int rv;

	memset(p, 0, sizeof(*p));
	p->d = d;
	p->o = o;
	p->line = 1;
	p->format = o->format >= 0 ? o->format : FMT_NOTATION;
	buf_init(&p->prefix);
	buf_init(&p->text);
	rec_init(&p->rec);
	rng_init(&p->rng, o->seed);
	buf_init(&file);
	rv = read_file(p, &file);
	if (rv == 1)
		rv = take_file(p, file.s, file.len);
	else if (rv == 0) {
		if (o->defgame == NULL) {
			diag_report(d, &(struct diag_loc){ .file = o->path },
			    D_USAGE, "no game here to go on with: a new "
			    "game needs -g ID");
			rv = -1;
		} else
			rv = new_game(p);
		buf_release(&file);
		return rv;
	}
	buf_release(&file);
	if (rv != 0)
		return rv;
	/* the game in play, read and judged where it stands in FILE */
	if (reader_open_line(&p->rd, o->path, p->line, p->text.s,
	    p->text.len, o->defgame, o->lim, d) < 0)
		return -1;
	if ((rv = reader_next(p->rd, &p->rec)) < 0)
		return -1;
	if (rv == 0 || p->rec.bad)
		return 1;
	if (o->edit != NULL && edit_any(o->edit)) {
		struct record r;

		rec_init(&r);
		rv = edit_record(&p->rec, o->edit, p->rec.g != NULL ?
		    p->rec.g : game_find(p->rec.game != NULL ? p->rec.game :
		    o->defgame != NULL ? o->defgame : ""), &r, d);
		if (rv == 0)
			rv = replay_commit(p, &r);
		rec_release(&r);
		return rv;
	}
	{
		struct replay_opts ro;

		replay_opts_init(&ro, o->defgame, o->strict);
		ro.on_pos = on_pos;
		ro.ctx = p;
		if ((rv = replay(&p->rec, NULL, &ro, &p->rs, d)) != 0)
			return rv;
	}
	if (p->rs.g->kind == GAME_SESSION) {
		unsigned i;

		p->nplayers = session_nseats(p->rs.g, &p->rec);
		for (i = 0; i < p->nplayers && i < SESSION_PLAYERS_MAX; i++)
			p->players[i] = session_person(p->rs.g, &p->rec, i);
	}
	return 0;
}

void
play_close(struct play *p)
{
	reader_close(p->rd);
	p->rd = NULL;
	rec_release(&p->rec);
	buf_release(&p->prefix);
	buf_release(&p->text);
}

static int
session(const struct play *p)
{
	return p->rs.g->kind == GAME_SESSION;
}

unsigned
play_nseats(const struct play *p)
{
	return session(p) ? p->nplayers : 2;
}

int
play_over(const struct play *p, char why[256], unsigned long *winners)
{
	*winners = 0;
	why[0] = '\0';
	if (session(p)) {
		if (!p->rs.finished)
			return 0;
		*winners = p->rs.winners;
		snprintf(why, 256, "%s", p->rs.why);
		return 1;
	}
	switch (replay_result(&p->rs, &p->rec, NULL)) {
	case RES_WHITE:
		*winners = 1;
		break;
	case RES_BLACK:
		*winners = 2;
		break;
	case RES_DRAW:
		break;
	default:
		return 0;
	}
	snprintf(why, 256, "%s", p->rs.outcome != OUT_ONGOING ? p->rs.why :
	    "the result is written");
	return 1;
}

int
play_due(const struct play *p, const char **name)
{
	char why[256];
	unsigned long w;
	int who;

	if (name != NULL)
		*name = NULL;
	if (play_over(p, why, &w))
		return -1;
	if (session(p)) {
		struct expect e;

		memset(&e, 0, sizeof(e));
		p->rs.g->session->expect(p->rs.st.b, &e);
		who = e.seat;
		/* a turn that may go on (a score after the last die) has
		 * the decision before the next seat's throw */
		if (p->rs.g->session->actor != NULL &&
		    p->rs.g->session->actor(p->rs.st.b) >= 0)
			who = p->rs.g->session->actor(p->rs.st.b);
		if (who >= 0 && name != NULL)
			*name = session_seat(p->rs.g, &p->rec, (unsigned)who);
		return who;
	}
	who = (int)p->rs.g->to_move(p->rs.st.b);
	if (name != NULL)
		*name = side_name((enum side)who);
	return who;
}

int
play_throw_due(const struct play *p)
{
	struct expect e;

	if (!session(p) || play_due(p, NULL) < 0)
		return 0;
	memset(&e, 0, sizeof(e));
	p->rs.g->session->expect(p->rs.st.b, &e);
	return e.dice > 0;
}

int
play_named(const struct play *p, const char *s)
{
	const char *colon = strchr(s, ':'), *end;
	unsigned i;
	size_t n;

	if (colon == NULL || !session(p))
		return -1;
	s += strspn(s, " \t");
	for (end = colon; end > s && (end[-1] == ' ' || end[-1] == '\t');)
		end--;
	n = (size_t)(end - s);
	for (i = 0; i < play_nseats(p); i++) {
		const char *seat = session_seat(p->rs.g, &p->rec, i);

		if (strlen(seat) == n && memcmp(seat, s, n) == 0)
			return (int)i;
	}
	return -1;
}

/* Whether a session's line names its player. */
static int
names_player(const struct play *p, const char *s)
{
	return session(p) && play_named(p, s) >= 0;
}

/* play_moves; with imply, a session's line without "NAME:" goes to
 * the player due. */
static enum play_do
add_moves(struct play *p, const struct play_in *in, int imply)
{
	struct edit_more m = { in->text, in->name, in->line, "line",
	    p->o->defgame, p->o->lim, 0 };
	struct replay_opts ro;
	struct replay_state rs;
	struct record more, canon;
	struct reader *mr = NULL;
	struct buf line;
	const char *due;
	enum play_do rv;
	int r;

	buf_init(&line);
	if (imply && session(p) && !names_player(p, in->text) &&
	    play_due(p, &due) >= 0) {
		/* the player due is implied */
		if (buf_printf(&line, "%s: %s", due, in->text) < 0) {
			buf_release(&line);
			return nomem(p);
		}
		m.text = line.s;
	}
	rec_init(&more);
	rec_init(&canon);
	if ((r = edit_read_moves(&mr, &m, &p->rec, &more, p->d)) == 0) {
		replay_opts_init(&ro, p->o->defgame, p->o->strict);
		ro.out = &canon;
		r = replay(&p->rec, &more, &ro, &rs, p->d);
	}
	rv = r < 0 ? PLAY_FATAL : r > 0 ? PLAY_REFUSED : commit(p, &canon);
	edit_end_moves(mr, p->d);
	rec_release(&canon);
	rec_release(&more);
	buf_release(&line);
	return rv;
}

enum play_do
play_moves(struct play *p, const struct play_in *in)
{
	return add_moves(p, in, 1);
}

enum play_do
play_roll(struct play *p, const struct play_in *in)
{
	struct replay_opts ro;
	struct record out;
	char why[160], msg[256];
	enum play_do rv;
	int thrown, r;

	if (!session(p)) {
		snprintf(msg, sizeof(msg), "%s has no dice: 'roll' is for "
		    "dice games", p->rs.g->name);
		return refuse(p, in, 1, 4, msg);
	}
	replay_opts_init(&ro, p->o->defgame, p->o->strict);
	rec_init(&out);
	r = session_next(&p->rec, &ro, &p->rng, p->o->lim, &out, &thrown,
	    why, p->d);
	if (r < 0)
		rv = PLAY_FATAL;
	else if (r > 0)
		rv = PLAY_REFUSED;	/* not for a record in play */
	else if (!thrown) {
		rv = refuse(p, in, 1, 4, why);
	} else
		rv = commit(p, &out);
	rec_release(&out);
	/* session_next gave the record's movetext back: read it again */
	if (rv != PLAY_FATAL && rv != PLAY_DONE && load(p) < 0)
		rv = PLAY_FATAL;
	return rv;
}

/* Edit the game in play with e, and play on from the result. */
static enum play_do
edit_commit(struct play *p, const struct edit *e)
{
	struct record r;
	enum play_do rv;
	int k;

	rec_init(&r);
	k = edit_record(&p->rec, e, p->rs.g, &r, p->d);
	rv = k < 0 ? PLAY_FATAL : k > 0 ? PLAY_REFUSED : replay_commit(p, &r);
	rec_release(&r);
	return rv;
}

enum play_do
play_undo(struct play *p, const struct play_in *in, unsigned long n)
{
	struct edit e = { NULL, 0, CUT_UNDO, n };
	char msg[200];
	size_t have = p->rec.nplies;

	if (n > have) {
		snprintf(msg, sizeof(msg), "undo %lu: the game has %s%zu %s",
		    n, have > 0 ? "only " : "", have, session(p) ?
		    count_noun(have, "action", "actions") :
		    count_noun(have, "ply", "plies"));
		return refuse(p, in, 1, 4, msg);
	}
	return edit_commit(p, &e);
}

enum play_do
play_new(struct play *p, const struct edit *more)
{
	struct edit e = { NULL, 0, CUT_ALL, 0 };
	struct buf old;
	enum play_do rv;

	if (more != NULL) {
		e.tags = more->tags;
		e.ntags = more->ntags;
	}
	/* the game in play joins the earlier records */
	buf_init(&old);
	if (buf_add(&old, p->prefix.s != NULL ? p->prefix.s : "",
	    p->prefix.len) < 0 ||
	    buf_add(&p->prefix, p->text.s, p->text.len) < 0 ||
	    (p->format == FMT_NOTATION && buf_putc(&p->prefix, '\n') < 0)) {
		buf_release(&old);
		return nomem(p);
	}
	p->yaml_after = 1;
	p->line = lines_in(p->prefix.s, p->prefix.len) + 1;
	rv = edit_commit(p, &e);
	if (rv != PLAY_DONE) {
		/* as it was */
		buf_release(&p->prefix);
		p->prefix = old;
		p->line = lines_in(p->prefix.s, p->prefix.len) + 1;
		p->yaml_after = p->prefix.len > 0;
		return rv;
	}
	buf_release(&old);
	return rv;
}

enum play_do
play_end(struct play *p, int loser, const char *why)
{
	struct play_in in = { "rongo-play", 1, NULL };
	struct buf t;
	const char *s;
	enum play_do rv;

	buf_init(&t);
	if (buf_putc(&t, '{') < 0)
		return nomem(p);
	/* a comment cannot hold its closing brace */
	for (s = why; *s != '\0'; s++)
		if (buf_putc(&t, *s == '}' ? ')' : *s == '\n' ? ' ' : *s) < 0) {
			buf_release(&t);
			return nomem(p);
		}
	if (buf_puts(&t, "}") < 0 || (!session(p) &&
	    buf_puts(&t, loser < 0 ? " 1/2-1/2" : loser == SIDE_WHITE ?
	    " 0-1" : " 1-0") < 0)) {
		buf_release(&t);
		return nomem(p);
	}
	in.text = t.s;
	/* a session's comment goes after the last turn as it stands */
	rv = add_moves(p, &in, 0);
	buf_release(&t);
	return rv;
}

int
play_show(struct play *p, FILE *out)
{
	struct render_info ri = { p->ply, p->ply > 0 ? p->last : NULL,
	    p->players, p->nplayers };
	struct buf b;

	buf_init(&b);
	if (p->rs.g->render(p->rs.st.b, &ri, &b) < 0) {
		buf_release(&b);
		diag_report(p->d, NULL, D_NOMEM);
		return -1;
	}
	fputs(b.s, out);
	buf_release(&b);
	return 0;
}

struct lister {
	FILE			*fp;
	const struct play	*p;
};

static int
print_move(void *ctx, const char *canon)
{
	fprintf(ctx, "%s\n", canon);
	return 0;
}

static int
print_action(void *ctx, unsigned seat, const char *canon)
{
	const struct lister *l = ctx;

	fprintf(l->fp, "%s: %s\n", session_seat(l->p->rs.g, &l->p->rec,
	    seat), canon);
	return 0;
}

int
play_legal(struct play *p, FILE *out)
{
	char why[256];
	unsigned long w;

	if (play_over(p, why, &w))
		return 0;
	if (session(p)) {
		struct lister l = { out, p };

		return session_legal(p->rs.g, p->rs.st.b, print_action, &l);
	}
	return p->rs.g->legal(p->rs.st.b, print_move, out);
}

/* hint: the open categories of the player due, with their points. */
static enum play_do
hint(struct play *p, const struct play_in *in, FILE *out)
{
	struct hint h[HINT_MAX];
	char msg[256];
	unsigned seat;
	int n;

	if (!session(p) || !game_has_card(p->rs.g)) {
		snprintf(msg, sizeof(msg), "%s has no score card to hint "
		    "at: 'legal' lists what may be played", p->rs.g->name);
		return refuse(p, in, 1, 4, msg);
	}
	if ((n = hint_open(p->rs.g, p->rs.st.b, h, &seat)) < 0)
		return nomem(p);
	if (n == 0)
		return refuse(p, in, 1, 4, "nothing can be scored now: "
		    "the dice are not thrown yet");
	fprintf(out, "%s:\n", session_seat(p->rs.g, &p->rec, seat));
	hint_print(out, h, (size_t)n);
	return PLAY_DONE;
}

/* A command's argument, for those that take none. */
static enum play_do
no_arg(struct play *p, const struct play_in *in, const char *cmd,
    const char *arg)
{
	char msg[200];

	snprintf(msg, sizeof(msg), "%s takes nothing after it", cmd);
	return refuse(p, in, (unsigned long)(arg - in->text) + 1,
	    (unsigned long)strcspn(arg, " \t"), msg);
}

/* Whether the words after "roll" are only '?', one per die, as -l
 * lists a throw that is due (or none: "roll" alone). */
static int
roll_asked(const char *s)
{
	for (; *s != '\0'; s++)
		if (*s != '?' && *s != ' ' && *s != '\t')
			return 0;
	return 1;
}

enum play_do
play_line(struct play *p, const struct play_in *in, FILE *out,
    int *changed)
{
	const char *s = in->text + strspn(in->text, " \t"), *arg;
	size_t n = strcspn(s, " \t");
	enum play_do rv = PLAY_DONE;
	char word[8];

	*changed = 0;
	if (*s == '\0')
		return PLAY_DONE;
	arg = s + n + strspn(s + n, " \t");
	snprintf(word, sizeof(word), "%.*s", (int)(n < 7 ? n : 7), s);
	if (n > 6)
		word[0] = '\0';
	if (strcmp(word, "quit") == 0 || strcmp(word, "help") == 0 ||
	    strcmp(word, "show") == 0 || strcmp(word, "legal") == 0 ||
	    strcmp(word, "hint") == 0 || strcmp(word, "new") == 0) {
		if (*arg != '\0')
			return no_arg(p, in, word, arg);
		if (strcmp(word, "quit") == 0)
			return PLAY_QUIT;
		if (strcmp(word, "help") == 0)
			fputs(play_help, out);
		else if (strcmp(word, "show") == 0)
			return play_show(p, out) < 0 ? PLAY_FATAL : PLAY_DONE;
		else if (strcmp(word, "legal") == 0)
			play_legal(p, out);
		else if (strcmp(word, "hint") == 0)
			return hint(p, in, out);
		else if ((rv = play_new(p, NULL)) == PLAY_DONE)
			*changed = 1;
		return rv;
	}
	if (strcmp(word, "undo") == 0) {
		unsigned long k = 1;
		char *end;

		if (*arg != '\0') {
			errno = 0;
			k = strtoul(arg, &end, 10);
			end += strspn(end, " \t");
			if (*arg < '0' || *arg > '9' || *end != '\0' ||
			    errno == ERANGE || k == 0)
				return refuse(p, in,
				    (unsigned long)(arg - in->text) + 1,
				    (unsigned long)strcspn(arg, " \t"),
				    "undo takes a count from 1");
		}
		if ((rv = play_undo(p, in, k)) == PLAY_DONE)
			*changed = 1;
		return rv;
	}
	if (!session(p) && strcmp(word, "roll") == 0 && roll_asked(arg))
		return play_roll(p, in);
	if ((rv = play_answer(p, in)) == PLAY_DONE)
		*changed = 1;
	return rv;
}

/* Whether s asks the referee for the throw due: "roll", or "roll ???"
 * as -l lists it, after "NAME:" naming the player due or alone. */
static int
asks_throw(const struct play *p, const char *s)
{
	const char *due;

	s += strspn(s, " \t");
	if (session(p) && names_player(p, s)) {
		const char *colon = strchr(s, ':'), *end = colon;

		while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
			end--;
		if (play_due(p, &due) < 0 || strlen(due) !=
		    (size_t)(end - s) || strncmp(due, s, (size_t)(end - s)) != 0)
			return 0;
		s = colon + 1 + strspn(colon + 1, " \t");
	}
	return strncmp(s, "roll", 4) == 0 && (s[4] == ' ' || s[4] == '\t' ||
	    s[4] == '\0') && roll_asked(s + 4);
}

enum play_do
play_answer(struct play *p, const struct play_in *in)
{
	if (session(p) && asks_throw(p, in->text))
		return play_roll(p, in);
	return play_moves(p, in);
}

struct only {
	unsigned	 n;
	int		 throws;
};

static int
count_throw(void *ctx, unsigned seat, const char *canon)
{
	struct only *o = ctx;

	(void)seat;
	o->n++;
	o->throws &= strchr(canon, '?') != NULL;
	return o->n > 1;
}

int
play_only_throw(const struct play *p)
{
	struct only o = { 0, 1 };

	if (!play_throw_due(p) || !session_can_list(p->rs.g))
		return 0;
	session_legal(p->rs.g, p->rs.st.b, count_throw, &o);
	return o.n == 1 && o.throws;
}
