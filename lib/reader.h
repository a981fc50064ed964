/*
 * reader: records from one input, whatever its encoding.
 *
 * The encoding is detected from the first line that is neither blank nor
 * a '#' comment: "---", "%YAML" or a top-level key of the YAML form
 * ("game:", "moves:", ...) mean YAML; anything else is notation.
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
/* A reader over text, shown in diagnostics as name. */
int reader_open_string(struct reader **, const char *name, const char *text,
    const char *defgame, const struct limits *lim, struct diag *);
/* The same over the n bytes at data, NUL bytes and all. */
int reader_open_mem(struct reader **, const char *name, const char *data,
    size_t n, const char *defgame, const struct limits *lim, struct diag *);
/* 1: a record (rec->bad if an error was reported for it); 0: the end
 * (an input without any record is reported); -1: fatal, reported. */
int reader_next(struct reader *, struct record *);
enum rec_format reader_format(const struct reader *);
const struct src *reader_src(const struct reader *);
void reader_close(struct reader *);

#endif
