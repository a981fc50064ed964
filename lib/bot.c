/*
 * bot: run a command for one line of answer (see bot.h).
 *
 * The answer is read straight into the caller's line[], a chunk at a
 * time, and reading stops at the first line end or at the first byte
 * that makes the answer unusable; so memory is the same whatever the
 * program prints, and a program that keeps printing cannot keep us.
 * line[] holds at most cap - 1 bytes of the line and one more for a
 * "\r" that may turn out to precede the "\n".
 *
 * No process may outlive the call.  The command's shell leads a process
 * group of its own (set by the child and by us, whichever runs first),
 * so one kill(-pgid, SIGKILL) reaches everything it started that stayed
 * in the group.  The group is killed while the shell is still unreaped
 * (seen to have exited with WNOWAIT, or not yet exited): its pid, which
 * is the group's id, cannot then have been given to anyone else.
 */
#include "bot.h"

#include <sys/types.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "text.h"

/* How long the shell has to exit once it has answered. */
#define GRACE_MS	2000UL

/* What the read of the answer came to. */
enum got {
	GOT_LINE,	/* a line, in line[] */
	GOT_EOF,	/* end of output before any byte */
	GOT_EMPTY,
	GOT_LONG,
	GOT_NUL,
	GOT_TIMEOUT
};

static unsigned long
now_ms(void)
{
	struct timespec ts;

	(void)clock_gettime(CLOCK_MONOTONIC, &ts);
	return (unsigned long)ts.tv_sec * 1000UL +
	    (unsigned long)ts.tv_nsec / 1000000UL;
}

/*
 * fd made close-on-exec and moved to 3 or above when below: the child
 * dup2s it onto 0 or 1, and dup2 onto itself would keep the flag, and
 * onto the other would close it first.  The new fd, or -1.
 */
static int
keep_private(int fd)
{
	int nfd, e;

	if (fd > 2)
		return fcntl(fd, F_SETFD, FD_CLOEXEC) == -1 ? -1 : fd;
	nfd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
	e = errno;
	(void)close(fd);
	errno = e;
	return nfd;
}

/* An unlinked temporary file holding input[0..n), positioned at 0, in
 * $TMPDIR (or /tmp); its fd, or -1. */
static int
input_file(const char *input, size_t n)
{
	char path[4096];
	const char *dir = getenv("TMPDIR");
	int fd, e, len;
	ssize_t w;

	if (dir == NULL || *dir == '\0')
		dir = "/tmp";
	len = snprintf(path, sizeof(path), "%s/rongo-bot.XXXXXX", dir);
	if (len < 0 || (size_t)len >= sizeof(path))
		(void)snprintf(path, sizeof(path), "/tmp/rongo-bot.XXXXXX");
	if ((fd = mkstemp(path)) == -1)
		return -1;
	(void)unlink(path);
	if ((fd = keep_private(fd)) == -1)
		return -1;
	while (n > 0) {
		w = write(fd, input, n);
		if (w == -1) {
			if (errno == EINTR)
				continue;
			goto fail;
		}
		input += w;
		n -= (size_t)w;
	}
	if (lseek(fd, 0, SEEK_SET) == -1)
		goto fail;
	return fd;
fail:
	e = errno;
	(void)close(fd);
	errno = e;
	return -1;
}

/* Sleep for ms milliseconds, or less when a signal comes. */
static void
nap(unsigned long ms)
{
	struct timespec ts;

	ts.tv_sec = (time_t)(ms / 1000);
	ts.tv_nsec = (long)(ms % 1000) * 1000000L;
	(void)nanosleep(&ts, NULL);
}

/*
 * Wait until the shell has exited, without reaping it, for ms
 * milliseconds at most (ULONG_MAX: no limit).  1 when it has exited (or
 * cannot be waited for at all), 0 when time ran out.
 */
static int
exited(pid_t pid, unsigned long ms)
{
	unsigned long start = now_ms(), step = 1, spent;
	siginfo_t si;

	for (;;) {
		memset(&si, 0, sizeof(si));
		if (waitid(P_PID, (id_t)pid, &si,
		    WEXITED | WNOHANG | WNOWAIT) == -1) {
			if (errno == EINTR)
				continue;
			return 1;
		}
		if (si.si_pid != 0)
			return 1;
		spent = now_ms() - start;
		if (ms != ULONG_MAX && spent >= ms)
			return 0;
		if (ms != ULONG_MAX && step > ms - spent)
			step = ms - spent;
		nap(step);
		/* quick for the usual shell that is gone at once, cheap for
		 * the one that lingers */
		if (step < 50)
			step *= 2;
	}
}

/* Kill the group, then reap the shell: its wait status, or -1 with
 * errno set when it cannot be reaped. */
static int
finish(pid_t pid)
{
	int status;

	(void)kill(-pid, SIGKILL);
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR)
			return -1;
	return status;
}

/*
 * Read the first line from fd into line[], until deadline (ms on the
 * monotonic clock; 0: none), NUL-terminated there for GOT_LINE and
 * GOT_EMPTY.  -1 on a failed poll or read, errno set.
 */
static int
read_answer(int fd, unsigned long deadline, char *line, size_t cap)
{
	char buf[512];
	struct pollfd pfd;
	unsigned long now;
	size_t k = 0, i, j;
	ssize_t r;
	int wait;

	for (;;) {
		wait = -1;
		if (deadline != 0) {
			now = now_ms();
			if (now >= deadline)
				return GOT_TIMEOUT;
			wait = deadline - now > INT_MAX ? INT_MAX :
			    (int)(deadline - now);
		}
		pfd.fd = fd;
		pfd.events = POLLIN;
		pfd.revents = 0;
		r = poll(&pfd, 1, wait);
		if (r == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (r == 0)
			continue;	/* the deadline, seen above */
		r = read(fd, buf, sizeof(buf));
		if (r == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (r == 0)
			break;
		for (i = 0; i < (size_t)r; i++) {
			if (buf[i] == '\n') {
				if (k > 0 && line[k - 1] == '\r')
					k--;
				goto line_end;
			}
			if (buf[i] == '\0')
				return GOT_NUL;
			/* room for cap - 1 bytes and a "\r" that may end
			 * the line */
			if (k == cap || (k == cap - 1 && buf[i] != '\r'))
				return GOT_LONG;
			line[k++] = buf[i];
		}
	}
	/* end of output: what came is the last line, without its "\n" */
	if (k == 0)
		return GOT_EOF;
line_end:
	if (k > cap - 1)
		return GOT_LONG;
	line[k] = '\0';
	for (j = 0; j < k && (line[j] == ' ' || line[j] == '\t'); j++)
		continue;
	return j == k ? GOT_EMPTY : GOT_LINE;
}

void
bot_why_timeout(char why[BOT_WHY_MAX], unsigned long ms)
{
	char frac[8];
	int i;

	if (ms == 1000) {
		(void)snprintf(why, BOT_WHY_MAX, "gave no answer within 1 second");
		return;
	}
	(void)snprintf(frac, sizeof(frac), ".%03lu", ms % 1000);
	for (i = 3; i > 0 && frac[i] == '0'; i--)
		frac[i] = '\0';
	if (i == 0)
		frac[0] = '\0';
	(void)snprintf(why, BOT_WHY_MAX, "gave no answer within %lu%s seconds",
	    ms / 1000, frac);
}

int
bot_ask(const char *cmd, const char *input, size_t n, unsigned long ms,
    char *line, size_t cap, char why[BOT_WHY_MAX])
{
	unsigned long deadline;
	pid_t pid;
	int in, p[2], got, status, e;

	if (cmd == NULL || cap == 0) {
		errno = EINVAL;
		return -1;
	}
	line[0] = '\0';
	why[0] = '\0';
	if ((in = input_file(input, n)) == -1)
		return -1;
	if (pipe(p) == -1)
		goto fail_in;
	if ((p[0] = keep_private(p[0])) == -1) {
		e = errno;
		(void)close(p[1]);
		errno = e;
		goto fail_in;
	}
	if ((p[1] = keep_private(p[1])) == -1)
		goto fail_pipe0;
	if ((pid = fork()) == -1) {
		e = errno;
		(void)close(p[1]);
		errno = e;
		goto fail_pipe0;
	}
	if (pid == 0) {
		/* only async-signal-safe calls from here */
		(void)setpgid(0, 0);
		if (dup2(in, STDIN_FILENO) == -1 ||
		    dup2(p[1], STDOUT_FILENO) == -1)
			_exit(127);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	/* the child may not have got there yet; EACCES once it has exec'd */
	(void)setpgid(pid, pid);
	(void)close(p[1]);
	(void)close(in);

	deadline = ms == 0 ? 0 : now_ms() + ms;
	got = read_answer(p[0], deadline, line, cap);
	e = errno;
	(void)close(p[0]);
	switch (got) {
	case GOT_EOF:
		/* the status says why; the program had its full time */
		if (!exited(pid, deadline == 0 ? ULONG_MAX :
		    deadline > now_ms() ? deadline - now_ms() : 0)) {
			got = GOT_TIMEOUT;
			break;
		}
		if ((status = finish(pid)) == -1)
			return -1;
		if (WIFSIGNALED(status))
			(void)snprintf(why, BOT_WHY_MAX,
			    "printed nothing and was killed by signal %d",
			    WTERMSIG(status));
		else if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
			(void)snprintf(why, BOT_WHY_MAX,
			    "printed nothing and exited with status %d",
			    WEXITSTATUS(status));
		else
			(void)snprintf(why, BOT_WHY_MAX, "printed nothing");
		return 1;
	case GOT_LINE:
	case GOT_EMPTY:
	case GOT_LONG:
	case GOT_NUL:
		/* it has spoken: a moment to exit on its own, no more */
		(void)exited(pid, GRACE_MS);
		break;
	default:
		break;
	}
	(void)finish(pid);
	switch (got) {
	case GOT_LINE:
		return 0;
	case GOT_EMPTY:
		(void)snprintf(why, BOT_WHY_MAX, "printed an empty line");
		break;
	case GOT_LONG:
		(void)snprintf(why, BOT_WHY_MAX,
		    "printed a line longer than %zu %s", cap - 1,
		    count_noun(cap - 1, "byte", "bytes"));
		break;
	case GOT_NUL:
		(void)snprintf(why, BOT_WHY_MAX, "printed a NUL byte");
		break;
	case GOT_TIMEOUT:
		bot_why_timeout(why, ms);
		break;
	default:
		errno = e;
		return -1;
	}
	line[0] = '\0';
	return 1;

fail_pipe0:
	e = errno;
	(void)close(p[0]);
	errno = e;
fail_in:
	e = errno;
	(void)close(in);
	errno = e;
	return -1;
}
