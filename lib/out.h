/*
 * out: where a program writes: standard output, or FILE, never losing
 * what FILE held.
 *
 * A regular FILE (or one that does not exist yet) is written through a
 * temporary file beside it, which replaces FILE by rename only when
 * out_close commits it; a run that fails, or is killed by any signal
 * but SIGKILL, leaves FILE as it was and no temporary file behind.  The
 * replacement keeps FILE's owner, group, mode and extended attributes
 * where it may.  A symlink is followed to its target, and the temporary
 * file made beside the target.  Anything else (a FIFO, a device) is
 * opened and written directly, as a shell redirection would.
 *
 * While a temporary file exists, every signal whose default is to end
 * the process removes it first and then ends the process as the signal
 * would have; a signal the caller ignored stays ignored, and SIGXFSZ is
 * ignored, so that a file size limit is a write error like any other.
 *
 * out_stdopen makes sure descriptors 0, 1 and 2 are open before anything
 * else is, so that no file opened later takes their place.
 */
#ifndef RONGO_OUT_H
#define RONGO_OUT_H

#include <stdio.h>

/* Where out_open failed. */
enum out_stage {
	OUT_FILE = 0,		/* FILE itself: errno says why */
	OUT_TEMP		/* the temporary file, in folder dir */
};

struct out {
	FILE		*fp;
	char		*path;	/* the file written: NULL for stdout */
	char		*tmp;	/* NULL: written directly */
	int		 existed; /* path was there before */
	enum out_stage	 stage;	/* after a failed out_open */
	char		*dir;	/* after a failure at OUT_TEMP */
};

/* Open descriptors 0, 1 and 2 onto /dev/null where they are closed: 0
 * for writing only and 1 and 2 for reading only, so that using them
 * fails as it would have, and no other file can be taken for them. */
void out_stdopen(void);
/* 0, or -1 with errno set and o->stage (and o->dir) saying where;
 * out_close releases what a failed out_open keeps. */
int out_open(struct out *, const char *path);
/* 1 when the output goes through a temporary file (FILE is replaced
 * only by a commit). */
int out_atomic(const struct out *);
/* Flush and close; with commit, put the file in place.  0, or -1 with
 * errno set (nothing replaced then). */
int out_close(struct out *, int commit);

#endif
