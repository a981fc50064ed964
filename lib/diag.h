/*
 * diag: the catalogue of diagnostics and the one reporter.
 *
 * Every message the suite prints about its input comes from the catalogue
 * in diag.c, addressed by an enum diag_id: one severity and one format per
 * entry.  Messages are lower case with no full stop, the failing thing
 * first, its subject in quotes.  The reporter prints GNU style,
 *
 *	prog: file:line:col: error: message
 *	    the source line
 *	       ^~~~
 *
 * to the stream the program gave it (the library never picks a stream on
 * its own), each diagnostic in one write, and remembers the worst
 * severity.  The program turns that into
 * the exit status with diag_exit_status: 0 nothing wrong, 1 an invalid
 * record, 2 usage, I/O or memory trouble.
 */
#ifndef RONGO_DIAG_H
#define RONGO_DIAG_H

#include <stdio.h>

struct src;

enum diag_sev {
	SEV_NONE = 0,
	SEV_NOTE,	/* said in passing: the exit status is not changed */
	SEV_WARNING,
	SEV_ERROR,	/* the input is invalid: exit 1 */
	SEV_FATAL	/* usage, I/O, out of memory: exit 2 */
};

enum diag_id {
	/* trouble outside the records (exit 2) */
	D_USAGE,		/* "%s" */
	D_OPEN,			/* "cannot open: %s" */
	D_READ,			/* "read error: %s" */
	D_WRITE,		/* "write error: %s" */
	D_TEMP,			/* "cannot create a temporary file in '%s': %s" */
	D_KEPT,			/* note: "left as it was: ..." (-o) */
	D_NOT_MADE,		/* note: "not created: ..." (-o) */
	D_NOMEM,		/* "out of memory" */
	D_PLY_RANGE,		/* "--ply %lu: the record has only %lu %s" */
	D_INTERNAL,		/* "internal error: a listed move was refused: %s" */
	D_BUG,			/* "internal error: %s" */
	D_SEED,			/* "cannot seed the dice: %s" */
	D_CHUNK,		/* "%s": pieces (--chunk, rongo-split) */
	D_STOPPED,		/* note: "line %lu goes on past ...: the rest of the input is not read" */
	/* the record's text */
	D_NO_RECORD,		/* "no record found" */
	D_LIMIT,		/* "%s past the limit of %lu %s: raise it with --limit %s=N" */
	D_NUL,			/* "NUL byte in the input" */
	D_UTF8,			/* "invalid UTF-8 in %s" */
	D_TAG_UNTERMINATED,	/* "unterminated tag" */
	D_TAG_SYNTAX,		/* "malformed tag: %s" */
	D_TAG_DUPLICATE,	/* "duplicate tag '%s'" */
	D_STRING_UNTERMINATED,	/* "unterminated string" */
	D_COMMENT_UNTERMINATED,	/* "unterminated comment" */
	D_UNEXPECTED,		/* "unexpected %s" */
	D_SYNTAX,		/* "%s": what the text should have been */
	D_YAML_SYNTAX,		/* "YAML: %s" */
	D_YAML_ALIAS,		/* "YAML aliases are not allowed" */
	D_YAML_SCHEMA,		/* "%s" */
	D_JSON_SYNTAX,		/* "JSON: %s" */
	D_RULE,			/* "%s": the record rules (rules.c) */
	/* the record against its game */
	D_NO_GAME,		/* "the record has no Game tag: name its game with -g" */
	D_UNKNOWN_GAME,		/* "unknown game '%s'%s": game_unknown_tail */
	D_VARIANT,		/* "bad Variant '%s': %s" */
	D_SETUP,		/* "bad Setup: %s" */
	D_MOVE_NUMBER,		/* "move number '%s': expected '%s'" */
	D_MOVE_SYNTAX,		/* "%s: cannot read move '%s': %s" */
	D_MOVE_ILLEGAL,		/* "%s: illegal move '%s': %s" */
	D_MOVE_AFTER_END,	/* "%s: move '%s' after the end of the game: %s" */
	D_NONCANONICAL,		/* "%s: '%s' is not canonical (--strict): write '%s'" */
	D_RESULT,		/* "result '%s' contradicts the position: %s" */
	D_FINISHED,		/* "the record is finished (%s): nothing can be added" */
	D_SESSION,		/* "%s" */
	D_TURN,			/* "%s: %s" */
	D_ACTION,		/* "%s: '%s': %s" */
	/* dice expressions (rongo-roll) */
	D_DICE,			/* "%s" */
	D__COUNT
};

/* Where a diagnostic points.  line == 0: the whole file (no position);
 * file == NULL: no file at all.  The quoted line comes from text when it
 * is set, else from src when it still holds the line. */
struct diag_loc {
	const char		*file;
	unsigned long		 line;
	unsigned long		 col;	/* 1-based, in characters */
	unsigned long		 len;	/* characters under the caret; 0 = 1 */
	const struct src	*src;
	const char		*text;	/* the line itself, when not in src */
	unsigned long		 record;/* > 1: "record N: " before the message */
};

/* Where the last line quoted from a src was found, and a column in it:
 * the next diagnostic on that line walks on from there, so that many
 * diagnostics along one long line cost the length of the line once, not
 * once each.  Good while the src's epoch is the same. */
struct diag_memo {
	const struct src	*src;
	unsigned long		 epoch;
	unsigned long		 line;
	size_t			 ls;	/* offset of the line's start */
	unsigned long		 col;
	size_t			 off;	/* offset of column col */
};

struct diag {
	const char	*prog;
	FILE		*out;
	enum diag_sev	 worst;
	unsigned long	 count[SEV_FATAL + 1];
	enum diag_id	 last;		/* the last reported */
	/* its message, cut to fit: rongo-split passes an input's trouble on
	 * in a chunk line */
	char		 lastmsg[256];
	struct diag_memo memo;
	/* A text being added to a record (rongo-apply's -m): a diagnostic
	 * located in it, its diag_loc's file the very pointer text, names
	 * the record it is added to, "FILE record N: ", as the place
	 * alone cannot say which of the records given it is.  text NULL:
	 * none.  Borrowed: cleared before text goes. */
	struct {
		const char	*text;
		const char	*file;
		unsigned long	 record;
	}		 adding;
};

void diag_init(struct diag *, const char *prog, FILE *out);
/* The text named text is being added to record N of file (see
 * diag.adding), from now until the next call; text NULL: none. */
void diag_adding(struct diag *, const char *text, const char *file,
    unsigned long record);
void diag_report(struct diag *, const struct diag_loc *, enum diag_id, ...);
/* That limit id (src.h's enum lim_id) of l was passed, at loc. */
struct limits;
void diag_limit(struct diag *, const struct diag_loc *, const struct limits *,
    int id);
/* Why src_fill failed: a read error, out of memory, or a limit, the
 * last at its place (record: the record's number, for the message). */
void diag_src(struct diag *, const struct src *, unsigned long record);
/* The same, with the text more (whole lines) after it, in the same
 * write: a usage error and the usage lines, say. */
void diag_report_more(struct diag *, const struct diag_loc *,
    const char *more, enum diag_id, ...);
enum diag_sev diag_severity(enum diag_id);
const char *diag_format(enum diag_id);
/* 0, 1 or 2 from the worst severity reported. */
int diag_exit_status(const struct diag *);

#endif
