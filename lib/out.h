/*
 * out: where a program writes: standard output, or FILE written
 * atomically.  With a path, the output goes to a temporary file beside
 * FILE, which replaces FILE by rename only when out_close commits it; a
 * run that fails, or is killed, leaves FILE as it was.  out_trap_signals
 * makes SIGINT, SIGTERM, SIGHUP and SIGPIPE remove the temporary file
 * before the program dies of the signal.
 */
#ifndef RONGO_OUT_H
#define RONGO_OUT_H

#include <stdio.h>

struct out {
	FILE	*fp;
	char	*path;		/* NULL: standard output */
	char	*tmp;
};

/* 0, or -1 with errno set. */
int out_open(struct out *, const char *path);
/* Flush and close; with commit, put the file in place.  0, or -1 with
 * errno set (nothing replaced then). */
int out_close(struct out *, int commit);
void out_trap_signals(void);

#endif
