/*
 * cli: what the programs share around the library: the loop over file
 * operands, the output file, and the end of a run.
 *
 * A program fills a struct cli from its options, then calls cli_run with
 * a function for each record.  cli_run opens every operand in order ("-"
 * or none: standard input), hands over each record, carries on past a bad
 * record or an unreadable file, and returns the exit status: 0 all valid,
 * 1 some record invalid, 2 usage, I/O or memory trouble.  The output file
 * (-o) is put in place only when the status is 0; otherwise it is left
 * as it was, and a note says so.
 */
#ifndef RONGO_CLI_H
#define RONGO_CLI_H

#include <stdio.h>

#include "diag.h"
#include "out.h"
#include "rec.h"
#include "src.h"

struct edit;
struct edit_tag;
struct option;
struct jwriter;
struct ywriter;

#define RONGO_VERSION	"0.1.0"

struct cli {
	const char	*prog;
	struct diag	 d;
	const char	*defgame;	/* -g */
	const char	*outpath;	/* -o */
	int		 strict;	/* --strict */
	struct limits	 lim;		/* --limit */
	int		 limited;	/* --limit was given */
	int		 chunk;		/* --chunk: each input is a piece */
	const char	*list;		/* --list: what to list */
	struct out	 out;
	FILE		*fp;		/* where records go */
	int		 write_failed;	/* a write error was reported */
	/* the program's getopt_long table, when it sets it: an unknown long
	 * option is told the closest of them */
	const struct option *longopts;
};

/* Records written to the output, in one encoding: the one asked for, or
 * (format < 0) that of the first record written. */
struct recout {
	int		 format;	/* enum rec_format, or -1 */
	struct ywriter	*yw;
	struct jwriter	*jw;
	int		 failed;	/* a write error was reported */
	unsigned long	 written;
};

void recout_init(struct recout *, int format);
/* 0, or -1 (out of memory or a write error, reported). */
int recout_put(struct cli *, struct recout *, const struct record *);
/* End a YAML stream; reports a write error once. */
void recout_close(struct cli *, struct recout *);

/* Why out_open failed on path, errno still its: reported on d. */
void cli_out_trouble(struct diag *, const struct out *, const char *path);

/* Per record: 0 done, 1 the record is invalid (reported), -1 stop the
 * run (fatal trouble, reported). */
typedef int (*cli_record_fn)(struct cli *, const struct record *, void *);

void cli_init(struct cli *, const char *prog);
/* cli_run in three steps, for programs with work of their own to do
 * before the output is closed: open the output (-1: reported), run over
 * the operands, then close and return the exit status. */
int cli_begin(struct cli *);
void cli_files(struct cli *, char *const *files, int nfiles,
    cli_record_fn, void *ctx);
int cli_end(struct cli *);
int cli_run(struct cli *, char *const *files, int nfiles, cli_record_fn,
    void *ctx);
/* Report a usage error: the one line that says what is wrong (an
 * unknown option gets the synopsis too: cli_option); returns 2. */
int cli_usage_error(struct cli *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The long options every program takes, for its getopt_long table, and
 * the short ones, for its optstring. */
#define CLI_LONGOPTS \
	{ "game", required_argument, NULL, 'g' }, \
	{ "help", no_argument, NULL, 'h' }, \
	{ "limit", required_argument, NULL, CLI_LIMIT }, \
	{ "list", required_argument, NULL, CLI_LIST }, \
	{ "output", required_argument, NULL, 'o' }, \
	{ "strict", no_argument, NULL, CLI_STRICT }, \
	{ "version", no_argument, NULL, 'V' }
#define CLI_SHORTOPTS	"g:ho:V"
/* The programs that read records one by one also take --chunk (a piece
 * of a larger input, cut by rongo-split). */
#define CLI_CHUNK_LONGOPT \
	{ "chunk", no_argument, NULL, CLI_CHUNK }
#define CLI_STRICT	0x100	/* --strict has no short form */
#define CLI_LIMIT	0x101	/* nor has --limit */
#define CLI_CHUNK	0x102	/* nor --chunk */
#define CLI_LIST	0x103	/* nor --list */

/* What cli_option did with an option. */
enum {
	CLI_TAKEN = -2,		/* it was a common one: go on parsing */
	CLI_NOT_MINE = -1	/* the program's own, or an unknown one */
};
/* Handle a common option (--chunk, -g, -h, --limit, --list, -o,
 * --strict, -V) or a getopt error ('?', ':').  Returns CLI_TAKEN, CLI_NOT_MINE, or the exit status the
 * program must return now (after --help, --version or a usage error). */
int cli_option(struct cli *, int ch, const char *usage, const char *help,
    char *const *argv);

/* --tag NAME=VALUE, --untag NAME, --players NAMES or --variant WORDS
 * (opt, the option as written; arg is cut at '=') with its argument:
 * one more tag edit for e, in order, in *tags (grown, *cap its room).
 * 0, or the exit status of the usage error reported. */
int cli_tag_edit(struct cli *, const char *opt, char *arg, struct edit *e,
    struct edit_tag **tags, size_t *cap);

/* Standard output closed after --help, --version or --list: 0, or 2
 * with the write error reported. */
int cli_stdout_done(struct cli *);

/* --list: what exists, on standard output (games, or with -g the
 * game's options, actions or categories): the exit status. */
int cli_list(struct cli *);

/* A number written in decimal digits alone, at most max: 0, or -1
 * when s is not one (a sign, a blank, nothing, or past max). */
int cli_number(const char *s, unsigned long long max,
    unsigned long long *v);

/* A size: digits, then k, M or G for 1024, 1024^2 or 1024^3; 0, or -1
 * when s is not one or it passes ULONG_MAX. */
int cli_size(const char *s, unsigned long *out);

#endif
