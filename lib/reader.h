/*
 * reader: records from one input, whatever its encoding.
 *
 * The encoding is detected from the first line that is neither blank nor
 * a '#' comment: '{' then '"' or '}' (a JSON object) means JSON Lines;
 * "---", "%YAML" or a top-level key of the YAML form ("game:",
 * "moves:", ...) mean YAML; anything else is notation.
 *
 * A piece of a larger input (cut by rongo-parallel at record starts, see
 * rongo(7)) begins with its chunk line,
 *
 *	#rongo-chunk LINE RECORD NAME
 *
 * saying that the next line is line LINE of the input NAME and the first
 * record there its record RECORD: diagnostics and record numbers then
 * read as they would in a run over the whole input.  NAME is escaped as
 * text.h says, so that any name is one line, and its '#' too, so that it
 * cannot hold "#rongo-chunk ", where GNU parallel cuts.  A piece that is
 * one of the lines
 *
 *	#rongo-chunk open NAME: REASON
 *	#rongo-chunk read NAME: REASON
 *
 * stands for an input the splitter could not open or read (REASON is
 * escaped too, with its colons, so the last ": " ends NAME): the reader
 * reports that, "NAME: cannot open: REASON" or "NAME: read error:
 * REASON", as a run over NAME would.  A chunk line never makes the
 * reader open anything: a piece is input, and NAME only a name.
 */
#ifndef RONGO_READER_H
#define RONGO_READER_H

#include "rec.h"
#include "src.h"

struct diag;
struct reader;

/* path "-" is standard input; lim NULL reads under the default limits.
 * Returns 0, or -1 after reporting why (cannot open, out of memory). */
int reader_open(struct reader **, const char *path, const char *defgame,
    const struct limits *lim, struct diag *);
/* reader_open for a piece of a larger input, which must begin with its
 * chunk line (refused, exit 2, otherwise). */
int reader_open_chunk(struct reader **, const char *path, const char *defgame,
    const struct limits *lim, struct diag *);
/* A reader over text, shown in diagnostics as name. */
int reader_open_string(struct reader **, const char *name, const char *text,
    const char *defgame, const struct limits *lim, struct diag *);
/* The same over the n bytes at data, NUL bytes and all. */
int reader_open_mem(struct reader **, const char *name, const char *data,
    size_t n, const char *defgame, const struct limits *lim, struct diag *);
/* reader_open_mem for a text that is line `line` of its input and the
 * lines after it (a line typed to rongo-play). */
int reader_open_line(struct reader **, const char *name, unsigned long line,
    const char *data, size_t n, const char *defgame,
    const struct limits *lim, struct diag *);
/* 1: a record (rec->bad if an error was reported for it); 0: the end
 * (an input without any record is reported); -1: fatal, reported. */
int reader_next(struct reader *, struct record *);
/* Hand every byte read from now on to tap (src.h, Taps); at the end,
 * reader_tap_end hands it the rest. */
void reader_set_tap(struct reader *, const struct src_tap *);
void reader_tap_end(struct reader *);
const struct src *reader_src(const struct reader *);
void reader_close(struct reader *);

#endif
