/*
 * notation: reading the text encoding (see notation.h); writing it is
 * nwriter.c's.
 *
 * The lexer works on byte offsets into the src buffer, never pointers,
 * because the buffer moves when it grows.  It keeps line and column
 * (characters) as it goes.  Invariant: between records, everything before
 * the line of the next token has been discarded from the src, so memory
 * holds one record at a time.
 *
 * Speed: a board game's plain moves (words, move numbers and blanks,
 * which are most of every record) are read by plain_moves() straight
 * into the record, with no tokens; whatever it does not take, lex()
 * reads.  Both keep line, column and the record as the other would.
 */
#include "notation.h"

#include <errno.h>
#include <string.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "mem.h"
#include "rec.h"
#include "src.h"
#include "text.h"

/* The lexer is inlined into the loop that reads the moves, and what it
 * seldom needs is kept out of line, so that the common path stays
 * small: every token of every record comes through it. */
#if defined(__GNUC__)
#define HOT	static inline __attribute__((always_inline))
#define COLD	static __attribute__((noinline))
#else
#define HOT	static inline
#define COLD	static
#endif

enum tok {
	T_EOF,
	T_TAG,
	T_COMMENT,
	T_NUMBER,
	T_RESULT,
	T_WORD,
	T_ERROR,	/* reported; the record is bad */
	T_FATAL		/* read error or out of memory, reported */
};

struct token {
	enum tok	 t;
	size_t		 off, len;	/* the token's bytes */
	size_t		 lstart;	/* offset of its line's start */
	struct pos	 pos;
	long		 num;		/* T_NUMBER */
	int		 dots;
	enum result	 res;		/* T_RESULT */
	size_t		 noff, nlen;	/* T_TAG: name */
	struct pos	 npos, vpos;
	int		 vexact;	/* T_TAG: no escapes in the value */
	int		 tag;		/* it began with '[' */
};

/* Where a session's turn lines stand. */
struct sess {
	unsigned long	 line;		/* of the last word */
	int		 naming;	/* reading a name, up to its ':' */
	int		 open;		/* an action is open in this turn */
	struct buf	 name;
	struct pos	 npos;
	size_t		 noff;		/* where the name starts */
};

struct nrec {
	struct src	*src;
	struct diag	*d;
	const char	*defgame;
	size_t		 pos;		/* next byte to lex */
	size_t		 lstart;	/* start of the current line */
	unsigned long	 line, col;
	unsigned long	 count;		/* records read */
	unsigned long	 cur;		/* the record being read, 1-based */
	struct token	 peek;
	int		 have_peek;
	int		 peek_unread;	/* the peek is a '[' not lexed yet */
	struct buf	 val;		/* tag value or comment text */
	int		 in_tags;
	int		 cont;		/* UTF-8 continuation bytes due */
	int		 at_record;	/* an error stopped at a record start */
	struct sess	 sess;
};

int
nrec_open(struct nrec **np, struct src *src, const char *defgame,
    struct diag *d)
{
	struct nrec *n;

	if ((n = mem_zalloc(sizeof(*n))) == NULL) {
		diag_report(d, &(struct diag_loc){ .file = src->name },
		    D_NOMEM);
		return -1;
	}
	n->src = src;
	n->d = d;
	n->defgame = defgame;
	n->line = src->base_line;
	n->count = src->rec_base;
	n->col = 1;
	buf_init(&n->val);
	*np = n;
	return 0;
}

void
nrec_close(struct nrec *n)
{
	if (n == NULL)
		return;
	buf_release(&n->val);
	buf_release(&n->sess.name);
	mem_free(n);
}

/* The byte at offset off, reading more as needed: 0..255, -1 at the end
 * of the input, -2 on a read error. */
static int
at(struct nrec *n, size_t off)
{
	while (off >= n->src->len) {
		long r;

		if (n->src->eof)
			return -1;
		if ((r = src_fill(n->src)) < 0)
			return -2;
		if (r == 0)
			return -1;
	}
	return (unsigned char)n->src->buf[off];
}

/* Step over the byte at pos, keeping line and column.  Columns count as
 * text_cols() does: a valid UTF-8 sequence is one column, and each byte
 * of an invalid one is a column of its own. */
static void
advance(struct nrec *n)
{
	unsigned char c = (unsigned char)n->src->buf[n->pos++];
	size_t k;

	if (c == '\n') {
		n->line++;
		n->col = 1;
		n->lstart = n->pos;
		n->cont = 0;
	} else if (c >= 0xc0 || (c >= 0x80 && n->cont == 0)) {
		/* a lead byte, or a byte of no sequence */
		n->col++;
		n->cont = 0;
		if (c >= 0xc0) {
			/* the whole sequence in the buffer (an error
			 * reading is found again by the next at()) */
			(void)at(n, n->pos + 2);
			k = utf8_seq(n->src->buf + n->pos - 1,
			    n->src->len - (n->pos - 1));
			n->cont = k > 1 ? (int)k - 1 : 0;
		}
	} else if (c >= 0x80)
		n->cont--;	/* inside a valid sequence */
	else {
		n->col++;
		n->cont = 0;
	}
}

static struct diag_loc
loc_at(const struct nrec *n, struct pos p, unsigned long len)
{
	struct diag_loc l = { n->src->name, p.line, p.col, len, n->src, NULL,
	    n->cur };

	return l;
}

COLD void
report(struct nrec *n, struct pos p, unsigned long len, enum diag_id id,
    const char *arg)
{
	struct diag_loc l = loc_at(n, p, len);

	diag_report(n->d, &l, id, arg);
}

/* src failed: a read error, out of memory, or a limit passed (which
 * nrec_next recovers from). */
COLD enum tok
fatal(struct nrec *n)
{
	diag_src(n->d, n->src, n->cur);
	return T_FATAL;
}

static int
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' ||
	    c == '\v';
}

static int
is_word_end(int c)
{
	return c < 0 || is_space(c) || c == '{' || c == '}';
}

static int
is_name(int c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_';
}

/* [Name "value"]: the value, unescaped, goes to n->val. */
COLD enum tok
lex_tag(struct nrec *n, struct token *t)
{
	int c;
	struct pos p;

	advance(n);			/* '[' */
	while ((c = at(n, n->pos)) == ' ' || c == '\t')
		advance(n);
	t->noff = n->pos;
	t->npos = (struct pos){ n->line, n->col };
	while ((c = at(n, n->pos)) >= 0 && is_name(c)) {
		n->pos++;	/* ASCII: a column a byte */
		n->col++;
		n->cont = 0;
	}
	if (c == -2)
		return fatal(n);
	t->nlen = n->pos - t->noff;
	if (t->nlen == 0) {
		report(n, t->npos, 1, D_TAG_SYNTAX,
		    "expected a tag name after '['");
		return T_ERROR;
	}
	while ((c = at(n, n->pos)) == ' ' || c == '\t')
		advance(n);
	if (c == -2)
		return fatal(n);
	if (c != '"') {
		p = (struct pos){ n->line, n->col };
		if (c < 0 || c == '\n' || c == '\r')
			report(n, t->pos, 1, D_TAG_UNTERMINATED, NULL);
		else
			report(n, p, 1, D_TAG_SYNTAX,
			    "expected '\"' before the tag value");
		return T_ERROR;
	}
	p = (struct pos){ n->line, n->col };
	advance(n);
	t->vpos = (struct pos){ n->line, n->col };
	t->vexact = 1;
	buf_clear(&n->val);
	if (buf_reserve(&n->val, 0) < 0) {
		n->src->err = ENOMEM;
		return fatal(n);
	}
	for (;;) {
		/* a run of plain ASCII straight from the buffer, at once */
		{
			const char *b = n->src->buf;
			size_t from = n->pos, end = n->src->len;
			unsigned char ch;

			while (n->pos < end) {
				ch = (unsigned char)b[n->pos];
				if (ch < ' ' || ch >= 0x7f || ch == '"' ||
				    ch == '\\')
					break;
				n->pos++;
			}
			if (n->pos > from) {
				n->col += n->pos - from;
				n->cont = 0;
				if (buf_add(&n->val, b + from, n->pos - from) <
				    0) {
					n->src->err = ENOMEM;
					return fatal(n);
				}
			}
		}
		c = at(n, n->pos);
		if (c == -2)
			return fatal(n);
		if (c < 0 || c == '\n' || c == '\r') {
			report(n, p, 1, D_STRING_UNTERMINATED, NULL);
			return T_ERROR;
		}
		if (c == '\0') {
			report(n, (struct pos){ n->line, n->col }, 1, D_NUL,
			    NULL);
			return T_ERROR;
		}
		if (c == '"')
			break;
		if (c == '\\') {
			int e = at(n, n->pos + 1);

			if (e == '"' || e == '\\') {
				advance(n);
				c = e;
				t->vexact = 0;
			}
		}
		if (buf_putc(&n->val, c) < 0) {
			n->src->err = ENOMEM;
			return fatal(n);
		}
		advance(n);
	}
	advance(n);			/* '"' */
	{
		size_t bad;

		if (!utf8_valid(n->val.s, n->val.len, &bad)) {
			struct pos bp = t->vpos;

			bp.col += text_cols(n->val.s, bad);
			report(n, bp, 1, D_UTF8, "a tag value");
			return T_ERROR;
		}
	}
	while ((c = at(n, n->pos)) == ' ' || c == '\t')
		advance(n);
	if (c == -2)
		return fatal(n);
	if (c != ']') {
		if (c < 0 || c == '\n' || c == '\r')
			report(n, t->pos, 1, D_TAG_UNTERMINATED, NULL);
		else
			report(n, (struct pos){ n->line, n->col }, 1,
			    D_TAG_SYNTAX, "expected ']' after the tag value");
		return T_ERROR;
	}
	advance(n);
	return T_TAG;
}

/* Whether the line at off opens a record: blanks (space, tab), then
 * '['.  -2 on a read error. */
static int
opens_record(struct nrec *n, size_t off)
{
	int c;

	while ((c = at(n, off)) == ' ' || c == '\t')
		off++;
	return c == -2 ? -2 : c == '[';
}

/*
 * {comment} or # comment: the text goes to n->val.  A {comment} may span
 * lines, but not into the next record: one still open at a line that
 * opens with '[' (where skip_record, and so rongo-split, would find the
 * next record) is unterminated, and the lexer stops at the start of that
 * line with n->at_record set, for the next record to be read from there.
 */
COLD enum tok
lex_comment(struct nrec *n, struct token *t, int brace)
{
	int c, r;
	size_t from, bad;

	advance(n);
	from = n->pos;
	for (;;) {
		c = at(n, n->pos);
		if (c == -2)
			return fatal(n);
		if (brace && c == '\n' &&
		    (r = opens_record(n, n->pos + 1)) != 0) {
			if (r < 0)
				return fatal(n);
			advance(n);
			n->at_record = 1;
			c = -1;
		}
		if (brace && c < 0) {
			report(n, t->pos, 1, D_COMMENT_UNTERMINATED, NULL);
			return T_ERROR;
		}
		if (c < 0 || (brace ? c == '}' : c == '\n' || c == '\r'))
			break;
		if (c == '\0') {
			report(n, (struct pos){ n->line, n->col }, 1, D_NUL,
			    NULL);
			return T_ERROR;
		}
		advance(n);
	}
	buf_clear(&n->val);
	{
		const char *s = n->src->buf + from;
		size_t len = n->pos - from;

		if (!brace) {
			while (len > 0 && is_space((unsigned char)s[0])) {
				s++;
				len--;
			}
			while (len > 0 && is_space((unsigned char)s[len - 1]))
				len--;
		}
		if (!utf8_valid(s, len, &bad)) {
			report(n, t->pos, 1, D_UTF8, "a comment");
			if (brace)
				advance(n);
			return T_ERROR;
		}
		if (buf_add(&n->val, s, len) < 0 || buf_reserve(&n->val, 0) < 0) {
			n->src->err = ENOMEM;
			return fatal(n);
		}
	}
	if (brace)
		advance(n);		/* '}' */
	return T_COMMENT;
}

/* Step over the blanks (space, tab, CR, LF) in the buffer from pos,
 * counting lines in n and columns in *col; returns where they end: the
 * first other byte, or the end of the bytes read so far.  n->pos and
 * n->col are the caller's to set. */
HOT size_t
blanks(struct nrec *n, size_t pos, unsigned long *col)
{
	const unsigned char *b = (const unsigned char *)n->src->buf;
	size_t len = n->src->len;
	unsigned c;

	while (pos < len) {
		c = b[pos];
		if (c == ' ' || c == '\t' || c == '\r') {
			pos++;
			++*col;
		} else if (c == '\n') {
			pos++;
			n->line++;
			*col = 1;
			n->lstart = pos;
		} else
			break;
	}
	return pos;
}

/* The bytes the lexer's fast path takes into a word at once: printable
 * ASCII but for the braces of comments. */
static const unsigned char plain_word[256] = {
	['!'] = 1, ['"'] = 1, ['#'] = 1, ['$'] = 1, ['%'] = 1, ['&'] = 1,
	['\''] = 1, ['('] = 1, [')'] = 1, ['*'] = 1, ['+'] = 1, [','] = 1,
	['-'] = 1, ['.'] = 1, ['/'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1,
	['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1, ['8'] = 1,
	['9'] = 1, [':'] = 1, [';'] = 1, ['<'] = 1, ['='] = 1, ['>'] = 1,
	['?'] = 1, ['@'] = 1, ['A'] = 1, ['B'] = 1, ['C'] = 1, ['D'] = 1,
	['E'] = 1, ['F'] = 1, ['G'] = 1, ['H'] = 1, ['I'] = 1, ['J'] = 1,
	['K'] = 1, ['L'] = 1, ['M'] = 1, ['N'] = 1, ['O'] = 1, ['P'] = 1,
	['Q'] = 1, ['R'] = 1, ['S'] = 1, ['T'] = 1, ['U'] = 1, ['V'] = 1,
	['W'] = 1, ['X'] = 1, ['Y'] = 1, ['Z'] = 1, ['['] = 1, ['\\'] = 1,
	[']'] = 1, ['^'] = 1, ['_'] = 1, ['`'] = 1, ['a'] = 1, ['b'] = 1,
	['c'] = 1, ['d'] = 1, ['e'] = 1, ['f'] = 1, ['g'] = 1, ['h'] = 1,
	['i'] = 1, ['j'] = 1, ['k'] = 1, ['l'] = 1, ['m'] = 1, ['n'] = 1,
	['o'] = 1, ['p'] = 1, ['q'] = 1, ['r'] = 1, ['s'] = 1, ['t'] = 1,
	['u'] = 1, ['v'] = 1, ['w'] = 1, ['x'] = 1, ['y'] = 1, ['z'] = 1,
	['|'] = 1, ['~'] = 1
};

HOT enum tok
lex(struct nrec *n, struct token *t)
{
	int c;
	size_t i;
	long num;

	/* blanks: the fast path runs over the bytes in the buffer, in
	 * locals, and at() reads more only at its end */
	for (;;) {
		unsigned long col = n->col;
		size_t pos = blanks(n, n->pos, &col), len = n->src->len;

		n->pos = pos;
		n->col = col;
		c = pos < len ? (unsigned char)n->src->buf[pos] : -1;
		n->cont = 0;	/* a blank, or the word's first byte, ends
				 * any character */
		if (pos < len) {
			if (c != '\f' && c != '\v')
				break;
			advance(n);
			continue;
		}
		c = at(n, n->pos);
		if (c == -2)
			return t->t = fatal(n);
		if (c < 0 || !is_space(c))
			break;
	}
	t->len = 0;
	t->tag = 0;
	t->noff = 0;
	t->off = n->pos;
	t->lstart = n->lstart;
	t->pos = (struct pos){ n->line, n->col };
	if (c < 0)
		return t->t = T_EOF;
	if (c == '\0') {
		report(n, t->pos, 1, D_NUL, NULL);
		advance(n);
		return t->t = T_ERROR;
	}
	if (c == '[') {
		t->tag = 1;
		if (!n->in_tags) {
			/* the next record's tag block: it is lexed (and its
			 * errors reported) when that record is read, so that
			 * they come after this record's */
			n->peek_unread = 1;
			return t->t = T_TAG;
		}
		return t->t = lex_tag(n, t);
	}
	if (c == '{' || c == '#')
		return t->t = lex_comment(n, t, c == '{');
	if (c == '}') {
		report(n, t->pos, 1, D_UNEXPECTED, "'}' outside a comment");
		advance(n);
		return t->t = T_ERROR;
	}
	for (;;) {
		const unsigned char *b = (const unsigned char *)n->src->buf;
		size_t pos = n->pos, len = n->src->len;

		/* plain ASCII word bytes, straight from the buffer */
		while (pos < len && plain_word[b[pos]])
			pos++;
		if (pos < len)
			c = b[pos];
		if (pos > n->pos) {
			n->col += pos - n->pos;
			n->cont = 0;	/* ASCII ends any character */
			n->pos = pos;
		}
		if (pos >= len)
			c = at(n, pos);
		if (is_word_end(c))
			break;
		if (c == '\0') {
			report(n, (struct pos){ n->line, n->col }, 1, D_NUL,
			    NULL);
			return t->t = T_ERROR;
		}
		advance(n);	/* a control or non-ASCII byte */
	}
	if (c == -2)
		return t->t = fatal(n);
	t->len = n->pos - t->off;
	/* a result begins with 0, 1 or '*'; a move seldom does */
	c = (unsigned char)n->src->buf[t->off];
	if ((c == '0' || c == '1' || c == '*') &&
	    result_parse(n->src->buf + t->off, t->len, &t->res) == 0)
		return t->t = T_RESULT;
	/* a move number: digits then "." or "...", perhaps glued to a move */
	if (c >= '0' && c <= '9') {
		const char *s = n->src->buf + t->off;

		for (i = 0, num = 0; i < t->len && s[i] >= '0' && s[i] <= '9';
		    i++)
			if (i < 9)
				num = num * 10 + (s[i] - '0');
		/* past 9 digits it is no move number: the game refuses it */
		if (i > 0 && i <= 9 && i < t->len && s[i] == '.') {
			size_t k = i + 1;

			if (k + 1 < t->len + 1 && t->len >= i + 3 &&
			    s[i + 1] == '.' && s[i + 2] == '.')
				k = i + 3;
			t->num = num;
			t->dots = (int)(k - i);
			t->len = k;
			/* leave the rest of the word for the next token (the
			 * number is ASCII: one column a byte) */
			n->pos = t->off + k;
			n->col = t->pos.col + k;
			return t->t = T_NUMBER;
		}
	}
	return t->t = T_WORD;
}

static enum tok
next(struct nrec *n, struct token *t)
{
	if (n->have_peek) {
		n->have_peek = 0;
		if (n->peek_unread) {
			n->peek_unread = 0;
			return lex(n, t);	/* from the '[' on */
		}
		*t = n->peek;
		return t->t;
	}
	return lex(n, t);
}

/* Whether the line at off opens with a tag (blanks, then '['); with
 * *game set when it is a Game tag.  -2 on a read error. */
static int
tag_line(struct nrec *n, size_t off, int *game)
{
	int c;

	while ((c = at(n, off)) == ' ' || c == '\t')
		off++;
	if (c < 0)
		return c == -2 ? -2 : 0;
	*game = c == '[' && at(n, off + 1) == 'G' && at(n, off + 2) == 'a' &&
	    at(n, off + 3) == 'm' && at(n, off + 4) == 'e';
	return c == '[';
}

/* While skipping, the lines passed are dropped, in big steps: what is
 * left of a bad record costs no memory. */
#define SKIP_DROP	65536

static void
drop_passed(struct nrec *n)
{
	size_t k = n->lstart;

	if (k >= SKIP_DROP) {
		src_discard(n->src, k, n->line);
		n->pos -= k;
		n->lstart = 0;
	}
}

/*
 * After an error, skip to the start of the next record.  In a tag block:
 * the rest of its tag lines (a Game tag opens the next record).  In the
 * moves: up to a result, which ends this record, or up to a tag at the
 * start of a line, which opens the next.  When the lexer stopped at the
 * start of the next record already (n->at_record), nothing is skipped.
 */
static int
skip_record(struct nrec *n, int in_tags)
{
	int c, r, game, bol = n->pos == n->lstart;
	size_t w;

	if (n->at_record) {
		/* the lexer stopped where the next record starts */
		n->at_record = 0;
		return 0;
	}
	src_skip(n->src);
	if (in_tags) {
		while ((c = at(n, n->pos)) >= 0 && c != '\n')
			advance(n);
		for (;;) {
			if (c == -2)
				return -1;
			if (c < 0)
				return 0;
			advance(n);		/* '\n' */
			drop_passed(n);
			if ((r = tag_line(n, n->pos, &game)) < 0)
				return -1;
			if (!r || game)
				break;
			while ((c = at(n, n->pos)) >= 0 && c != '\n')
				advance(n);
		}
		bol = 1;
	}
	for (;;) {
		while ((c = at(n, n->pos)) >= 0 && is_space(c)) {
			bol = bol || c == '\n';
			advance(n);
		}
		drop_passed(n);
		if (c < 0)
			return c == -2 ? -1 : 0;
		if (c == '[' && bol)
			return 0;
		w = n->pos;
		while ((c = at(n, n->pos)) >= 0 && !is_space(c))
			advance(n);
		if (c == -2)
			return -1;
		if (result_parse(n->src->buf + w, n->pos - w, &(enum result){
		    RES_NONE }) == 0)
			return 0;
		bol = 0;
	}
}

static int
nomem(struct nrec *n)
{
	diag_report(n->d, &(struct diag_loc){ .file = n->src->name },
	    D_NOMEM);
	return -1;
}

static int
add_tag(struct nrec *n, struct record *r, const struct token *t)
{
	const char *name = n->src->buf + t->noff;
	size_t nl = t->nlen;
	int dup = (nl == 4 && memcmp(name, "Game", 4) == 0 && r->game != NULL) ||
	    (nl == 5 && memcmp(name, "Setup", 5) == 0 && r->setup != NULL);
	char nm[64];

	if (r->ntags >= n->src->lim.max[LIM_TAGS] &&
	    n->src->lim.max[LIM_TAGS] != 0) {
		struct diag_loc l = loc_at(n, t->pos, 1);

		diag_limit(n->d, &l, &n->src->lim, LIM_TAGS);
		return 1;
	}
	if (lim_add(&n->src->lim, LIM_TAGTEXT, &r->tagtext, nl + n->val.len)) {
		struct diag_loc l = loc_at(n, t->vpos, 1);

		diag_limit(n->d, &l, &n->src->lim, LIM_TAGTEXT);
		return 1;
	}
	/* other repeats are looked for once the block is read: dup_tags */
	if (dup) {
		snprintf(nm, sizeof(nm), "%.*s", (int)nl, name);
		report(n, t->npos, (unsigned long)nl, D_TAG_DUPLICATE, nm);
		return 1;
	}
	if (nl == 4 && memcmp(name, "Game", 4) == 0) {
		if (rec_set_string(&r->game, n->val.s, n->val.len) < 0)
			return nomem(n);
		r->gamepos = t->vpos;
		return 0;
	}
	if (nl == 7 && memcmp(name, "Players", 7) == 0) {
		if (r->has_players) {
			report(n, t->npos, (unsigned long)nl, D_TAG_DUPLICATE,
			    "Players");
			return 1;
		}
		r->playerspos = t->vpos;
		if (rec_set_players(r, n->val.s, t->vpos, t->vexact) < 0)
			return nomem(n);
		return 0;
	}
	if (nl == 5 && memcmp(name, "Setup", 5) == 0) {
		if (rec_set_string(&r->setup, n->val.s, n->val.len) < 0)
			return nomem(n);
		r->setuppos = t->vpos;
		r->setup_exact = t->vexact;
		return 0;
	}
	if (rec_add_tag(r, name, nl, n->val.s, n->val.len, t->npos, t->vpos,
	    t->vexact) < 0)
		return nomem(n);
	return 0;
}

/* Report a tag given twice in r's tag block: 1 when there is one
 * (r->bad), -1 when out of memory, 0 when none. */
static int
dup_tags(struct nrec *n, struct record *r)
{
	long i = rec_dup_tag(r);
	char nm[64];

	if (i == -2)
		return nomem(n);
	if (i < 0)
		return 0;
	snprintf(nm, sizeof(nm), "%s", r->tags[i].name);
	n->cur = r->index;
	report(n, r->tags[i].npos, (unsigned long)strlen(r->tags[i].name),
	    D_TAG_DUPLICATE, nm);
	r->bad = 1;
	return 1;
}

/* The turn line at ss->npos ended before the ':' after its name: 1. */
static int
no_colon(struct nrec *n, const struct sess *ss)
{
	report(n, ss->npos, 1, D_SYNTAX, "a turn line needs ':' after the "
	    "player's name");
	return 1;
}

/*
 * A word of a dice session's movetext.  A word that opens an unindented
 * line opens a turn: the player's name up to a ':' (several words when
 * the name has spaces); the rest are actions, split also at ',' and ';',
 * grouped by the game's starts_action.  1 on a syntax error (reported),
 * -1 when out of memory.
 */
static int
session_word(struct nrec *n, struct record *r, const struct game *g,
    const struct token *t, struct sess *ss)
{
	const char *w = n->src->buf + t->off, *colon;
	size_t len = t->len, i, k;

	if (t->pos.line != ss->line) {
		ss->line = t->pos.line;
		if (t->pos.col == 1) {
			/* a new turn line: its name comes first, the
			 * line before having ended its own */
			if (ss->naming)
				return no_colon(n, ss);
			ss->naming = 1;
			ss->open = 0;
			buf_clear(&ss->name);
			ss->npos = t->pos;
			ss->noff = t->off;
		} else if (ss->naming || r->nturns == 0) {
			report(n, t->pos, (unsigned long)text_cols(w, len),
			    D_UNEXPECTED, "indented line: a turn begins "
			    "with the player's name and ':' at the start "
			    "of a line");
			return 1;
		}
	}
	if (ss->naming) {
		colon = memchr(w, ':', len);
		k = colon != NULL ? (size_t)(colon - w) : len;
		if ((ss->name.len > 0 && buf_putc(&ss->name, ' ') < 0) ||
		    buf_add(&ss->name, w, k) < 0)
			return nomem(n);
		if (colon == NULL)
			return 0;
		ss->naming = 0;
		/* the name as written, unless its words stand apart by
		 * more than a space */
		k += (size_t)(w - (n->src->buf + t->off));
		if (t->off + k - ss->noff == ss->name.len &&
		    memcmp(n->src->buf + ss->noff, ss->name.s,
		    ss->name.len) == 0) {
			if (rec_src_turn(r, ss->noff, ss->name.len) < 0)
				return nomem(n);
		} else if (rec_add_turn(r, ss->name.s, ss->name.len,
		    ss->npos) < 0)
			return nomem(n);
		k -= (size_t)(w - (n->src->buf + t->off));
		w += k + 1;
		len -= k + 1;
	}
	/* the actions' words, split at ',' and ';' */
	for (i = 0; i < len; i = k + 1) {
		for (k = i; k < len && w[k] != ',' && w[k] != ';'; k++)
			;
		if (k > i) {
			int ply = !ss->open ||
			    session_starts_action(g, w + i, k - i);

			if (rec_src_word(r, (size_t)(w + i - n->src->buf),
			    k - i, ply) < 0)
				return nomem(n);
			ss->open = 1;
		}
	}
	return 0;
}

/* Where a board game's moves stand: the move number waiting for its
 * ply, and whether a ply is open for more words. */
struct mvt {
	size_t		 poff, plen;	/* the number's bytes */
	int		 pdots;		/* 0: no number waiting */
	int		 open;
	struct pos	 ppos;
};

/* The word of a board game's moves at s (offset off): it opens a ply, or
 * continues the open one when the game says so.  -1 when out of
 * memory. */
HOT int
move_word(struct record *r, const struct game *g, struct mvt *mv,
    const char *s, size_t len, size_t off)
{
	int ply = 0;

	if (mv->pdots) {
		if (rec_src_number(r, mv->poff, mv->plen) < 0)
			return -1;
		mv->pdots = 0;
		mv->open = 1;
	} else if (!mv->open || g == NULL || g->starts_move == NULL ||
	    g->starts_move(s, len)) {
		mv->open = 1;
		ply = 1;
	}
	return rec_src_word(r, off, len, ply);
}

/* The bytes that end a word of the fast path below, leaving the rest to
 * lex(): blanks and the braces of comments. */
static const unsigned char word_stop[256] = {
	[' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1, ['{'] = 1, ['}'] = 1
};

/*
 * A board game's moves, straight from the buffer while they are plain:
 * blanks, words of printable ASCII that begin with a letter, and move
 * numbers ("12." or "12...") followed by a blank or a move.  This is what
 * lex() and nrec_next would make of them, without the tokens: the moves
 * are most of every record.  Anything else (a tag, a comment, a result,
 * a byte that is not plain, the end of the bytes read so far) is left
 * where it starts, for lex().  -1 when out of memory.
 */
HOT int
plain_moves(struct nrec *n, struct record *r, const struct game *g,
    struct mvt *mv)
{
	const unsigned char *b = (const unsigned char *)n->src->buf;
	size_t pos = n->pos, len = n->src->len, j, k;
	unsigned long col = n->col;
	unsigned c;

	for (;;) {
		if ((k = blanks(n, pos, &col)) > pos)
			n->cont = 0;
		pos = k;
		n->pos = pos;
		n->col = col;
		if (pos >= len)
			return 0;
		c = b[pos];
		if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') {
			for (j = pos + 1; j < len && plain_word[b[j]]; j++)
				;
			if (j >= len || !word_stop[b[j]])
				return 0;
			if (move_word(r, g, mv, (const char *)b + pos, j - pos,
			    pos) < 0)
				return -1;
		} else if (c >= '0' && c <= '9' && !mv->pdots) {
			for (j = pos; j < len && j - pos < 9 &&
			    b[j] >= '0' && b[j] <= '9'; j++)
				;
			if (j + 3 >= len || b[j] != '.')
				return 0;
			k = b[j + 1] == '.' && b[j + 2] == '.' ? 3 : 1;
			c = b[j + k];
			if (!word_stop[c] || c == '{' || c == '}') {
				if ((c | 0x20) < 'a' || (c | 0x20) > 'z')
					return 0;
			}
			mv->poff = pos;
			mv->plen = j + k - pos;
			mv->pdots = (int)k;
			mv->ppos = (struct pos){ n->line, col };
			mv->open = 0;
			j += k;
		} else
			return 0;
		col += j - pos;
		pos = j;
		n->cont = 0;
		n->pos = pos;
		n->col = col;
	}
}

/* A record past the limit of its length (r->bad). */
static void
record_limit(struct nrec *n, struct record *r, size_t end)
{
	unsigned long max = n->src->lim.max[LIM_RECORD];
	struct diag_loc l;

	if (max == 0 || r->bad || end <= n->src->rec ||
	    end - n->src->rec <= max)
		return;
	l = loc_at(n, (struct pos){ 0, 0 }, 1);
	src_pos(n->src, n->src->rec + max, &l.line, &l.col);
	diag_limit(n->d, &l, &n->src->lim, LIM_RECORD);
	r->bad = 1;
}

/* For a src's tap: a record whose first token, a tag or a braced
 * comment, opens its line can be read from that line on by a fresh
 * reader (a record opening with a word might be read as YAML). */
static void
mark(struct nrec *n, const struct record *r, const struct token *t)
{
	const char *b = n->src->buf;
	size_t i;

	if (!t->tag && !(t->t == T_COMMENT && b[t->off] == '{'))
		return;
	for (i = t->lstart; i < t->off; i++)
		if (b[i] != ' ' && b[i] != '\t')
			return;
	src_mark(n->src, t->lstart, t->pos.line, r->index);
}

static int read_record(struct nrec *, struct record *);

int
nrec_next(struct nrec *n, struct record *r)
{
	int rv = read_record(n, r);

	if (rv < 0 && n->src->over) {
		/* a limit, reported: the rest of the record is passed over */
		r->bad = 1;
		n->count = r->index;
		if (skip_record(n, n->in_tags) < 0)
			return fatal(n), -1;
		return 1;
	}
	if (rv > 0)
		record_limit(n, r, n->have_peek ? n->peek.off : n->pos);
	return rv;
}

static int
read_record(struct nrec *n, struct record *r)
{
	struct token t;
	const struct game *g = NULL;
	struct mvt mv = { 0, 0, 0, 0, { 0, 0 } };
	int started = 0, r_, tags_checked = 0, fast = 0, had_tag = 0;
	int blank = 0;			/* a blank line after the tags */
	unsigned long last_line = 0;	/* where the last token ended */

	rec_clear(r);
	/* drop the finished record's text */
	{
		size_t keep = n->have_peek ? n->peek.lstart : n->lstart;

		/* the record's bytes start where the last one's end */
		src_record_start(n->src, n->have_peek ? keep : n->pos);
		if (keep >= SRC_DISCARD_MIN) {
			unsigned long kl = n->have_peek ? n->peek.pos.line :
			    n->line;

			src_discard(n->src, keep, kl);
			n->pos -= keep;
			n->lstart -= keep;
			if (n->have_peek) {
				n->peek.off -= keep;
				n->peek.lstart -= keep;
				n->peek.noff -= keep;
			}
		}
	}
	r->file = n->src->name;
	r->src = n->src;
	r->format = FMT_NOTATION;
	r->index = n->cur = n->count + 1;
	n->in_tags = 1;
	n->sess.line = 0;
	n->sess.naming = n->sess.open = 0;
	for (;;) {
		if (fast && !n->have_peek && plain_moves(n, r, g, &mv) < 0)
			return nomem(n);
		last_line = n->line;
		next(n, &t);
		if (n->in_tags && had_tag && t.pos.line > last_line + 1)
			blank = 1;
		if (t.t == T_TAG && blank) {
			/* a blank line ends a tag block: this tag opens the
			 * next record (one with no moves yet ends here) */
			n->peek = t;
			n->have_peek = 1;
			goto done;
		}
		/* once the moves have begun, their words and numbers need
		 * none of the checks below: the common case, kept short */
		if (!n->in_tags && (t.t == T_WORD || t.t == T_NUMBER))
			goto movetext;
		if (t.t == T_FATAL)
			return -1;
		if (t.t == T_EOF && !started)
			return 0;
		if (t.t == T_EOF)
			goto done;
		if (t.tag && !n->in_tags) {
			/* the next record's tag block (an error in it is the
			 * next record's, and was reported as such) */
			n->peek = t;
			n->have_peek = 1;
			goto done;
		}
		if (!tags_checked && t.t != T_TAG && t.t != T_ERROR &&
		    t.t != T_COMMENT) {
			/* the tag block is over (a comment may stand before
			 * or among its tags) */
			tags_checked = 1;
			if ((r_ = dup_tags(n, r)) < 0)
				return -1;
			if (r_ > 0) {
				if (skip_record(n, n->in_tags) < 0)
					return fatal(n), -1;
				return 1;
			}
		}
		if (!started) {
			r->start = t.pos;
			rec_from(r, n->src, t.off, t.pos);
			if (n->src->tap != NULL)
				mark(n, r, &t);
		}
		started = 1;
		n->count = r->index;
		if (n->in_tags && (t.t == T_NUMBER || t.t == T_WORD)) {
			/* the moves begin: their grouping is the game's */
			n->in_tags = 0;
			g = game_find(r->game ? r->game :
			    n->defgame ? n->defgame : "");
			if (r->game != NULL)
				r->g = g;
			fast = g == NULL || g->kind != GAME_SESSION;
		}
	movetext:
		switch (t.t) {
		case T_FATAL:
		case T_EOF:
			break;		/* handled above */
		case T_ERROR:
			r->bad = 1;
			if (skip_record(n, n->in_tags) < 0)
				return fatal(n), -1;
			return 1;
		case T_TAG:
			had_tag = 1;
			if ((r_ = add_tag(n, r, &t)) < 0)
				return -1;
			if (r_ > 0) {
				r->bad = 1;
				if (skip_record(n, 1) < 0)
					return fatal(n), -1;
				return 1;
			}
			break;
		case T_COMMENT:
			mv.open = 0;
			if (rec_src_comment(r, t.off, n->pos - t.off) < 0)
				return nomem(n);
			break;
		case T_NUMBER:
			if (g != NULL && g->kind == GAME_SESSION) {
				report(n, t.pos, (unsigned long)t.len,
				    D_UNEXPECTED, "move number in a dice session");
				r->bad = 1;
				if (skip_record(n, 0) < 0)
					return fatal(n), -1;
				return 1;
			}
			if (mv.pdots) {
				report(n, t.pos, (unsigned long)t.len,
				    D_UNEXPECTED, "move number: a move number "
				    "must be followed by a move");
				r->bad = 1;
				if (skip_record(n, 0) < 0)
					return fatal(n), -1;
				return 1;
			}
			mv.poff = t.off;
			mv.plen = t.len;
			mv.pdots = t.dots;
			mv.ppos = t.pos;
			mv.open = 0;
			break;
		case T_WORD:
			if (g != NULL && g->kind == GAME_SESSION) {
				if ((r_ = session_word(n, r, g, &t,
				    &n->sess)) < 0)
					return -1;
				if (r_ > 0) {
					r->bad = 1;
					if (skip_record(n, 0) < 0)
						return fatal(n), -1;
					return 1;
				}
				break;
			}
			if (move_word(r, g, &mv, n->src->buf + t.off, t.len,
			    t.off) < 0)
				return nomem(n);
			break;
		case T_RESULT:
			r->result = t.res;
			r->respos = t.pos;
			/* comments right after the result are this record's */
			for (;;) {
				int c;

				while ((c = at(n, n->pos)) >= 0 && is_space(c))
					advance(n);
				if (c == -2)
					return fatal(n), -1;
				if (c != '{' && c != '#')
					break;
				switch (lex(n, &t)) {
				case T_FATAL:
					return -1;
				case T_COMMENT:
					if (rec_src_comment(r, t.off,
					    n->pos - t.off) < 0)
						return nomem(n);
					break;
				default:
					r->bad = 1;	/* reported */
					return skip_record(n, 0) < 0 ?
					    fatal(n), -1 : 1;
				}
			}
			goto done;
		}
	}
done:
	n->cur = r->index;
	if (n->sess.naming && !r->bad) {
		no_colon(n, &n->sess);
		r->bad = 1;
		return 1;
	}
	if (!tags_checked && !r->bad && (r_ = dup_tags(n, r)) != 0)
		return r_ < 0 ? -1 : 1;

	if (mv.pdots) {
		report(n, mv.ppos, 1, D_UNEXPECTED,
		    "end of the moves after a move number");
		r->bad = 1;
	}
	return 1;
}
