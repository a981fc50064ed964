/*
 * out: atomic output files (see out.h).
 *
 * The one piece of process-wide state in the library is the name of the
 * temporary file being written, kept for the signal handler, which may
 * only call async-signal-safe functions (unlink, signal, raise).
 */
#include "out.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mem.h"

static char *volatile pending_tmp;

static void
on_signal(int sig)
{
	char *t = pending_tmp;

	if (t != NULL)
		unlink(t);
	signal(sig, SIG_DFL);
	raise(sig);
}

void
out_trap_signals(void)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGPIPE };
	size_t i;

	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		signal(sigs[i], on_signal);
}

int
out_open(struct out *o, const char *path)
{
	const char *slash;
	size_t dl;
	int fd, e;
	struct stat sb;
	mode_t mode, um;

	memset(o, 0, sizeof(*o));
	if (path == NULL || strcmp(path, "-") == 0) {
		o->fp = stdout;
		return 0;
	}
	if ((o->path = mem_strdup(path)) == NULL ||
	    (o->tmp = mem_alloc(strlen(path) + 16)) == NULL) {
		mem_free(o->path);
		errno = ENOMEM;
		return -1;
	}
	slash = strrchr(path, '/');
	dl = slash != NULL ? (size_t)(slash - path) + 1 : 0;
	memcpy(o->tmp, path, dl);
	snprintf(o->tmp + dl, strlen(path) + 16 - dl, ".%s.XXXXXX", path + dl);
	if ((fd = mkstemp(o->tmp)) < 0)
		goto fail;
	pending_tmp = o->tmp;
	/* the mode FILE has, or the one a new file would get */
	if (stat(path, &sb) == 0)
		mode = sb.st_mode & 07777;
	else {
		um = umask(0);
		umask(um);
		mode = 0666 & ~um;
	}
	if (fchmod(fd, mode) < 0 || (o->fp = fdopen(fd, "w")) == NULL) {
		e = errno;
		close(fd);
		unlink(o->tmp);
		pending_tmp = NULL;
		errno = e;
		goto fail;
	}
	return 0;
fail:
	e = errno;
	mem_free(o->path);
	mem_free(o->tmp);
	memset(o, 0, sizeof(*o));
	errno = e;
	return -1;
}

int
out_close(struct out *o, int commit)
{
	int rv = 0, e = 0;

	if (o->fp == NULL)
		return 0;
	if (o->path == NULL) {
		if (fflush(o->fp) == EOF || ferror(o->fp)) {
			e = errno ? errno : EIO;
			rv = -1;
		}
		o->fp = NULL;
		errno = e;
		return rv;
	}
	if (fflush(o->fp) == EOF || ferror(o->fp) || fsync(fileno(o->fp)) < 0) {
		e = errno ? errno : EIO;
		rv = -1;
	}
	if (fclose(o->fp) == EOF && rv == 0) {
		e = errno ? errno : EIO;
		rv = -1;
	}
	if (rv == 0 && commit && rename(o->tmp, o->path) < 0) {
		e = errno;
		rv = -1;
	}
	if (rv < 0 || !commit)
		unlink(o->tmp);
	pending_tmp = NULL;
	mem_free(o->path);
	mem_free(o->tmp);
	memset(o, 0, sizeof(*o));
	errno = e;
	return rv;
}
