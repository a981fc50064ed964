/*
 * out: output files that never lose data (see out.h).
 *
 * The one piece of process-wide state in the library is the name of the
 * temporary file being written, kept for the signal handler, with the
 * actions the handler replaced.  The handler calls only async-signal-
 * safe functions (unlink, sigaction, raise).  Signals are blocked while
 * the temporary file comes into being or goes away, so that the handler
 * never sees a name half set, nor misses a file just made.
 */
#include "out.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/xattr.h>
#endif

#include "mem.h"

/* Symlinks followed at most (as the kernel does, MAXSYMLINKS). */
#define MAX_HOPS	40
/* Signal numbers below this have their old action kept. */
#define NSIGS		128

static char *volatile pending_tmp;
static struct sigaction old_action[NSIGS];
static int trapped;

void
out_stdopen(void)
{
	int fd;

	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF) {
			/* open takes the lowest free descriptor: fd */
			int nfd = open("/dev/null", fd == 0 ? O_WRONLY :
			    O_RDONLY);

			if (nfd >= 0 && nfd != fd)
				close(nfd);	/* not ours to keep */
		}
}

static void
on_signal(int sig)
{
	int e = errno;
	char *t = pending_tmp;

	if (t != NULL)
		unlink(t);
	pending_tmp = NULL;
	/* the action replaced (the default, or a sanitizer's) takes the
	 * signal once this handler returns */
	sigaction(sig, &old_action[sig], NULL);
	raise(sig);
	errno = e;
}

/* Catch every signal whose default is to end the process, but those
 * the caller ignores; ignore SIGXFSZ. */
static void
trap_signals(void)
{
	static const int sigs[] = {
		SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS,
		SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM, SIGTERM,
		SIGXCPU, SIGVTALRM, SIGPROF, SIGSYS,
#ifdef SIGSTKFLT
		SIGSTKFLT,
#endif
#ifdef SIGIO
		SIGIO,
#endif
#ifdef SIGPWR
		SIGPWR,
#endif
#ifdef SIGEMT
		SIGEMT,
#endif
#ifdef SIGLOST
		SIGLOST,
#endif
	};
	struct sigaction sa, ign;
	size_t i;
	int sig;

	if (trapped)
		return;
	trapped = 1;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigfillset(&sa.sa_mask);
	memset(&ign, 0, sizeof(ign));
	ign.sa_handler = SIG_IGN;
	sigemptyset(&ign.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]) + 1; i++) {
		sig = i < sizeof(sigs) / sizeof(sigs[0]) ? sigs[i] : SIGXFSZ;
		if (sig >= NSIGS || sigaction(sig, NULL, &old_action[sig]) < 0 ||
		    old_action[sig].sa_handler == SIG_IGN)
			continue;
		sigaction(sig, sig == SIGXFSZ ? &ign : &sa, NULL);
	}
#if defined(SIGRTMIN) && defined(SIGRTMAX)
	for (sig = SIGRTMIN; sig <= SIGRTMAX && sig < NSIGS; sig++)
		if (sigaction(sig, NULL, &old_action[sig]) == 0 &&
		    old_action[sig].sa_handler != SIG_IGN)
			sigaction(sig, &sa, NULL);
#endif
}

/* Block every signal, the old mask in old; and back. */
static void
block(sigset_t *old)
{
	sigset_t all;

	sigfillset(&all);
	sigprocmask(SIG_BLOCK, &all, old);
}

static void
unblock(const sigset_t *old)
{
	sigprocmask(SIG_SETMASK, old, NULL);
}

/* dir[0..dl) and name[0..nl) joined by a slash, as a new string. */
static char *
join(const char *dir, size_t dl, const char *name, size_t nl)
{
	char *s;

	if ((s = mem_alloc(dl + 1 + nl + 1)) == NULL)
		return NULL;
	memcpy(s, dir, dl);
	if (dl > 0 && dir[dl - 1] != '/')
		s[dl++] = '/';
	memcpy(s + dl, name, nl);
	s[dl + nl] = '\0';
	return s;
}

/* The length of the folder part of path, without its last slash ("/"
 * itself kept). */
static size_t
dir_len(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (slash == NULL)
		return 0;
	return slash == path ? 1 : (size_t)(slash - path);
}

/*
 * Follow path through its symlinks to the file they name; a dangling
 * link names the file to create.  The result is a new string, or NULL
 * with errno set (ENOMEM, ELOOP, or what lstat said).
 */
static char *
resolve(const char *path, struct stat *sb, int *exists)
{
	char *cur, *link, *next;
	ssize_t n;
	size_t dl;
	int hops;

	if ((cur = mem_strdup(path)) == NULL)
		return NULL;
	for (hops = 0;; hops++) {
		if (lstat(cur, sb) < 0) {
			if (errno != ENOENT)
				goto fail;
			*exists = 0;
			return cur;
		}
		if (!S_ISLNK(sb->st_mode)) {
			*exists = 1;
			return cur;
		}
		if (hops == MAX_HOPS) {
			errno = ELOOP;
			goto fail;
		}
		if ((link = mem_alloc((size_t)sb->st_size + 2)) == NULL)
			goto fail;
		n = readlink(cur, link, (size_t)sb->st_size + 1);
		if (n < 0 || (size_t)n > (size_t)sb->st_size) {
			/* gone, or changed under us */
			if (n >= 0)
				errno = EAGAIN;
			mem_free(link);
			goto fail;
		}
		link[n] = '\0';
		if (link[0] == '/')
			next = link;
		else {
			dl = dir_len(cur);
			next = join(cur, dl, link, (size_t)n);
			mem_free(link);
			if (next == NULL)
				goto fail;
		}
		mem_free(cur);
		cur = next;
	}
fail:
	{
		int e = errno;

		mem_free(cur);
		errno = e;
	}
	return NULL;
}

/* Give the temporary file fd what the file it replaces has: owner and
 * group where we may, extended attributes, then the mode (last, since a
 * change of owner clears set-id bits).  A group or owner that cannot be
 * kept loses what it alone was allowed. */
static void
keep_attributes(int fd, const char *path, const struct stat *sb)
{
	struct stat now;
	mode_t mode = sb->st_mode & 07777;

	if (fchown(fd, sb->st_uid, sb->st_gid) < 0 &&
	    fchown(fd, (uid_t)-1, sb->st_gid) < 0) {
		/* ours, then: the group check below adjusts the mode */
	}
#ifdef __linux__
	{
		ssize_t n, vn;
		char *names, *p, *val;

		if ((n = listxattr(path, NULL, 0)) > 0 &&
		    (names = mem_alloc((size_t)n)) != NULL) {
			n = listxattr(path, names, (size_t)n);
			for (p = names; n > 0 && p < names + n;
			    p += strlen(p) + 1) {
				if ((vn = getxattr(path, p, NULL, 0)) < 0 ||
				    (val = mem_alloc((size_t)vn + 1)) == NULL)
					continue;
				vn = getxattr(path, p, val, (size_t)vn);
				if (vn >= 0)
					(void)fsetxattr(fd, p, val, (size_t)vn,
					    0);
				mem_free(val);
			}
			mem_free(names);
		}
	}
#else
	(void)path;
#endif
	if (fstat(fd, &now) == 0) {
		if (now.st_uid != sb->st_uid)
			mode &= (mode_t)~S_ISUID;
		if (now.st_gid != sb->st_gid)
			mode &= (mode_t)~(S_ISGID | ((~mode & 07) << 3));
	}
	(void)fchmod(fd, mode);
}

/* Open the temporary file beside o->path: its name is the file's with a
 * dot before and six random characters after, cut to fit the folder's
 * longest name. */
static int
open_temp(struct out *o, const struct stat *sb)
{
	const char *base;
	size_t dl, bl, room;
	long namemax;
	sigset_t old;
	mode_t um;
	int fd, e;

	dl = dir_len(o->path);
	base = strrchr(o->path, '/') != NULL ? strrchr(o->path, '/') + 1 :
	    o->path;
	bl = strlen(base);
	if ((o->dir = dl > 0 ? mem_strndup(o->path, dl) : mem_strdup("."))
	    == NULL)
		return -1;
	errno = 0;
	if ((namemax = pathconf(o->dir, _PC_NAME_MAX)) <= 0)
		namemax = 255;
	room = (size_t)namemax > 8 ? (size_t)namemax - 8 : 1;
	if (bl > room)
		bl = room;
	if ((o->tmp = mem_alloc((size_t)(base - o->path) + bl + 9)) == NULL)
		return -1;
	memcpy(o->tmp, o->path, (size_t)(base - o->path));
	snprintf(o->tmp + (base - o->path), bl + 9, ".%.*s.XXXXXX", (int)bl,
	    base);
	trap_signals();
	block(&old);
	if ((fd = mkstemp(o->tmp)) >= 0)
		pending_tmp = o->tmp;
	unblock(&old);
	if (fd < 0) {
		o->stage = OUT_TEMP;
		return -1;
	}
	if (o->existed)
		keep_attributes(fd, o->path, sb);
	else {
		um = umask(0);
		umask(um);
		(void)fchmod(fd, 0666 & ~um);
	}
	if ((o->fp = fdopen(fd, "w")) == NULL) {
		e = errno;
		close(fd);
		block(&old);
		unlink(o->tmp);
		pending_tmp = NULL;
		unblock(&old);
		errno = e;
		return -1;
	}
	mem_free(o->dir);
	o->dir = NULL;
	return 0;
}

int
out_open(struct out *o, const char *path)
{
	struct stat sb;
	int fd, exists = 0;

	memset(o, 0, sizeof(*o));
	if (path == NULL || strcmp(path, "-") == 0) {
		o->fp = stdout;
		return 0;
	}
	if ((o->path = resolve(path, &sb, &exists)) == NULL)
		return -1;
	o->existed = exists;
	if (exists && S_ISDIR(sb.st_mode)) {
		errno = EISDIR;
		return -1;
	}
	if (exists && !S_ISREG(sb.st_mode)) {
		/* a FIFO, a device: written as it is, as > would */
		if ((fd = open(o->path, O_WRONLY | O_NOCTTY)) < 0)
			return -1;
		if ((o->fp = fdopen(fd, "w")) == NULL) {
			int e = errno;

			close(fd);
			errno = e;
			return -1;
		}
		return 0;
	}
	/* a file we may not write is not ours to replace */
	if (exists && access(o->path, W_OK) < 0)
		return -1;
	return open_temp(o, &sb);
}

int
out_atomic(const struct out *o)
{
	return o->tmp != NULL;
}

int
out_close(struct out *o, int commit)
{
	int rv = 0, e = 0;
	sigset_t old;

	if (o->fp == NULL) {
		/* nothing opened, or a failed out_open */
		mem_free(o->path);
		mem_free(o->tmp);
		mem_free(o->dir);
		memset(o, 0, sizeof(*o));
		return 0;
	}
	if (fflush(o->fp) == EOF || ferror(o->fp)) {
		e = errno ? errno : EIO;
		rv = -1;
	}
	if (o->path == NULL) {
		o->fp = NULL;
		errno = e;
		return rv;
	}
	if (rv == 0 && o->tmp != NULL && fsync(fileno(o->fp)) < 0) {
		e = errno;
		rv = -1;
	}
	if (fclose(o->fp) == EOF && rv == 0) {
		e = errno ? errno : EIO;
		rv = -1;
	}
	if (o->tmp != NULL) {
		block(&old);
		if (rv == 0 && commit && rename(o->tmp, o->path) < 0) {
			e = errno;
			rv = -1;
		}
		if (rv < 0 || !commit)
			unlink(o->tmp);
		pending_tmp = NULL;
		unblock(&old);
	}
	mem_free(o->path);
	mem_free(o->tmp);
	mem_free(o->dir);
	memset(o, 0, sizeof(*o));
	errno = e;
	return rv;
}
