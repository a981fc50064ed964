/*
 * test_bot: asking a program for one move.  Lines as printed (with and
 * without a line end, "\r\n", input read from the start), every way of
 * giving no answer with its exact words, the limits (a line one byte too
 * long, a flood with no line end, a 1 MiB input read or never read),
 * and what is left afterwards: no child, no straggler, no descriptor of
 * ours in the program, the time taken (a lingering shell's 2 seconds
 * of grace included).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <sys/types.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bot.h"

#define MIB	(1024 * 1024)

static char line[128];
static char why[BOT_WHY_MAX];

/* bot_ask with a string as input, into line and why. */
static int
ask(const char *cmd, const char *input, unsigned long ms, size_t cap)
{
	assert_true(cap <= sizeof(line));
	memset(line, 'Z', sizeof(line));
	memset(why, 'Z', sizeof(why));
	return bot_ask(cmd, input, input == NULL ? 0 : strlen(input), ms,
	    line, cap, why);
}

static double
seconds(void)
{
	struct timespec ts;

	assert_int_equal(clock_gettime(CLOCK_MONOTONIC, &ts), 0);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Every child of ours has been reaped. */
static void
no_child(void)
{
	errno = 0;
	assert_int_equal(waitpid(-1, NULL, WNOHANG), -1);
	assert_int_equal(errno, ECHILD);
}

/* The answer is "want", with why left empty. */
static void
answer(const char *cmd, const char *input, const char *want)
{
	assert_int_equal(ask(cmd, input, 5000, sizeof(line)), 0);
	assert_string_equal(line, want);
	assert_string_equal(why, "");
	no_child();
}

/* No answer, for the reason "want". */
static void
refused(const char *cmd, unsigned long ms, size_t cap, const char *want)
{
	assert_int_equal(ask(cmd, NULL, ms, cap), 1);
	assert_string_equal(why, want);
	assert_string_equal(line, "");
	no_child();
}

static void
test_lines(void **state)
{
	(void)state;
	answer("echo \"A d5\"", NULL, "A d5");
	answer("head -n 1", "x\ny\n", "x");
	answer("printf 'a\\r\\n'", NULL, "a");
	answer("printf abc", NULL, "abc");
	/* a "\r" is dropped only before "\n" */
	answer("printf 'a\\r'", NULL, "a\r");
	answer("printf 'a\\r\\r\\n'", NULL, "a\r");
	/* the first line only, whatever follows it */
	answer("printf 'one\\ntwo\\n\\0'", NULL, "one");
	/* blanks inside and around are the program's */
	answer("printf ' A d5\\t\\n'", NULL, " A d5\t");
	/* the input is there from its first byte, and no more of it */
	answer("wc -c", "", "0");
	answer("cat", "hello", "hello");
	/* what the program does after its line does not matter */
	answer("echo x; exit 7", NULL, "x");
}

static void
test_nothing(void **state)
{
	(void)state;
	refused("true", 5000, sizeof(line), "printed nothing");
	refused("exit 3", 5000, sizeof(line),
	    "printed nothing and exited with status 3");
	refused("kill -9 $$", 5000, sizeof(line),
	    "printed nothing and was killed by signal 9");
	refused("/nonexistent/program 2>/dev/null", 5000, sizeof(line),
	    "printed nothing and exited with status 127");
	/* output closed early: the exit is still waited for */
	refused("exec >&-; sleep 0.1; exit 4", 5000, sizeof(line),
	    "printed nothing and exited with status 4");
	/* no time limit at all */
	refused("exit 5", 0, sizeof(line),
	    "printed nothing and exited with status 5");
}

static void
test_empty(void **state)
{
	(void)state;
	refused("echo", 5000, sizeof(line), "printed an empty line");
	refused("printf ' \\t \\r\\n'", 5000, sizeof(line),
	    "printed an empty line");
	refused("printf '  '", 5000, sizeof(line), "printed an empty line");
	refused("printf '\\r\\n'", 5000, sizeof(line),
	    "printed an empty line");
}

/* cap 10: 9 bytes fit, and a "\r\n" after them; a 10th byte does not. */
static void
test_long(void **state)
{
	static char hundred[160];

	(void)state;
	assert_int_equal(ask("printf '123456789\\n'", NULL, 5000, 10), 0);
	assert_string_equal(line, "123456789");
	assert_int_equal(ask("printf '123456789\\r\\n'", NULL, 5000, 10), 0);
	assert_string_equal(line, "123456789");
	assert_int_equal(ask("printf '12345678\\r\\r\\n'", NULL, 5000, 10), 0);
	assert_string_equal(line, "12345678\r");
	refused("printf '1234567890\\n'", 5000, 10,
	    "printed a line longer than 9 bytes");
	refused("printf '123456789\\r'", 5000, 10,
	    "printed a line longer than 9 bytes");
	refused("printf '123456789\\rx\\n'", 5000, 10,
	    "printed a line longer than 9 bytes");
	memcpy(hundred, "printf '", 8);
	memset(hundred + 8, 'a', 100);
	memcpy(hundred + 108, "\\n'", 4);
	refused(hundred, 5000, 10, "printed a line longer than 9 bytes");
	/* cap 1: room for the empty line only */
	refused("echo x", 5000, 1, "printed a line longer than 0 bytes");
	refused("echo", 5000, 1, "printed an empty line");
	/* cap 2: the count agrees */
	refused("echo xy", 5000, 2, "printed a line longer than 1 byte");
	assert_int_equal(ask("echo x", NULL, 5000, 2), 0);
	assert_string_equal(line, "x");
	/* a flood with no line end is cut short, not waited out */
	refused("yes | tr -d '\\n'", 5000, 10,
	    "printed a line longer than 9 bytes");
}

static void
test_nul(void **state)
{
	(void)state;
	refused("printf 'a\\0b\\n'", 5000, sizeof(line), "printed a NUL byte");
	refused("printf '\\0'", 5000, sizeof(line), "printed a NUL byte");
}

static void
test_timeout(void **state)
{
	double t;

	(void)state;
	t = seconds();
	refused("sleep 5", 300, sizeof(line),
	    "gave no answer within 0.3 seconds");
	t = seconds() - t;
	assert_true(t >= 0.3);
	assert_true(t < 1.5);
	/* output closed, the program still running */
	t = seconds();
	refused("exec >&-; sleep 5", 200, sizeof(line),
	    "gave no answer within 0.2 seconds");
	assert_true(seconds() - t < 1.5);
	/* a line not finished in time */
	t = seconds();
	refused("printf 'A d'; sleep 5", 200, sizeof(line),
	    "gave no answer within 0.2 seconds");
	assert_true(seconds() - t < 1.5);
}

/* A shell that lingers after its line has 2 seconds to exit, then is
 * killed; the line stands. */
static void
test_grace(void **state)
{
	double t;

	(void)state;
	t = seconds();
	answer("echo x; sleep 5", NULL, "x");
	t = seconds() - t;
	assert_true(t >= 2.0);
	assert_true(t < 3.5);
}

static void
test_seconds(void **state)
{
	(void)state;
	bot_why_timeout(why, 1000);
	assert_string_equal(why, "gave no answer within 1 second");
	bot_why_timeout(why, 1500);
	assert_string_equal(why, "gave no answer within 1.5 seconds");
	bot_why_timeout(why, 2000);
	assert_string_equal(why, "gave no answer within 2 seconds");
	bot_why_timeout(why, 500);
	assert_string_equal(why, "gave no answer within 0.5 seconds");
	bot_why_timeout(why, 1);
	assert_string_equal(why, "gave no answer within 0.001 seconds");
	bot_why_timeout(why, 10);
	assert_string_equal(why, "gave no answer within 0.01 seconds");
	bot_why_timeout(why, 1001);
	assert_string_equal(why, "gave no answer within 1.001 seconds");
	bot_why_timeout(why, 60000);
	assert_string_equal(why, "gave no answer within 60 seconds");
	bot_why_timeout(why, 1230);
	assert_string_equal(why, "gave no answer within 1.23 seconds");
}

/* Whether process pid is gone: no such process, or dead and waiting
 * for a parent that does not reap (init in some containers). */
static int
gone(pid_t pid)
{
	char path[64], buf[256], *p;
	FILE *fp;
	size_t n;

	if (kill(pid, 0) == -1 && errno == ESRCH)
		return 1;
	snprintf(path, sizeof(path), "/proc/%ld/stat", (long)pid);
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, fp);
	fclose(fp);
	buf[n] = '\0';
	p = strrchr(buf, ')');
	return p != NULL && p[1] == ' ' && p[2] == 'Z';
}

/* A process the program leaves behind, holding its output open, does not
 * hold us, and is killed. */
static void
test_straggler(void **state)
{
	char dir[64], file[96], cmd[512], buf[32];
	const char *t = getenv("TMPDIR");
	const struct timespec tick = { 0, 10000000 };
	double start;
	pid_t pid;
	FILE *fp;
	int i;

	(void)state;
	start = seconds();
	answer("echo x; sleep 100 &", NULL, "x");
	assert_true(seconds() - start < 1.5);

	snprintf(dir, sizeof(dir), "%s/test_bot.XXXXXX",
	    t != NULL && *t != '\0' && strlen(t) < 40 ? t : "/tmp");
	assert_non_null(mkdtemp(dir));
	snprintf(file, sizeof(file), "%s/pid", dir);
	/* the straggler has written its pid before the answer comes */
	snprintf(cmd, sizeof(cmd), "sh -c 'echo $$ >%s.new; mv %s.new %s; "
	    "exec sleep 100' & while [ ! -s %s ]; do sleep 0.01; done; "
	    "echo x", file, file, file, file);
	start = seconds();
	answer(cmd, NULL, "x");
	assert_true(seconds() - start < 1.5);
	assert_non_null(fp = fopen(file, "r"));
	assert_non_null(fgets(buf, sizeof(buf), fp));
	fclose(fp);
	pid = (pid_t)atol(buf);
	assert_true(pid > 1);
	/* SIGKILL is sent, not yet necessarily done */
	for (i = 0; i < 200 && !gone(pid); i++)
		nanosleep(&tick, NULL);
	assert_true(gone(pid));
	assert_int_equal(unlink(file), 0);
	assert_int_equal(rmdir(dir), 0);
}

static void
test_big_input(void **state)
{
	char *big = malloc(MIB);

	(void)state;
	assert_non_null(big);
	memset(big, 'x', MIB);
	assert_int_equal(bot_ask("wc -c", big, MIB, 5000, line, sizeof(line),
	    why), 0);
	assert_string_equal(line, "1048576");
	/* a file, not a pipe: not reading it blocks nobody */
	assert_int_equal(bot_ask("echo ok", big, MIB, 5000, line,
	    sizeof(line), why), 0);
	assert_string_equal(line, "ok");
	free(big);
	no_child();
}

/* Descriptors 3 to 9 are closed in the program: neither the pipe nor
 * the temporary file reaches it. */
static void
test_descriptors(void **state)
{
	(void)state;
	answer("n=0; for f in 3 4 5 6 7 8 9; do "
	    "(: >&$f) 2>/dev/null && n=$((n + 1)); done; echo $n", NULL, "0");
}

/* With our standard input closed, the temporary file or the pipe comes
 * at descriptor 0, and must still end up where it belongs. */
static void
test_stdin_closed(void **state)
{
	int save;

	(void)state;
	assert_true((save = dup(STDIN_FILENO)) != -1);
	assert_int_equal(close(STDIN_FILENO), 0);
	answer("head -n 1", "x\ny\n", "x");
	assert_int_equal(dup2(save, STDIN_FILENO), STDIN_FILENO);
	assert_int_equal(close(save), 0);
}

static void
on_alarm(int sig)
{
	(void)sig;
}

/* Signals every 5 ms interrupt the poll, the read and the waits. */
static void
test_interrupted(void **state)
{
	struct sigaction sa, old;
	struct itimerval it, off;

	(void)state;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_alarm;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;		/* no SA_RESTART */
	assert_int_equal(sigaction(SIGALRM, &sa, &old), 0);
	memset(&it, 0, sizeof(it));
	it.it_interval.tv_usec = 5000;
	it.it_value.tv_usec = 5000;
	memset(&off, 0, sizeof(off));
	assert_int_equal(setitimer(ITIMER_REAL, &it, NULL), 0);
	answer("sleep 0.2; echo late", NULL, "late");
	refused("sleep 0.1; exit 2", 5000, sizeof(line),
	    "printed nothing and exited with status 2");
	refused("sleep 5", 200, sizeof(line),
	    "gave no answer within 0.2 seconds");
	assert_int_equal(setitimer(ITIMER_REAL, &off, NULL), 0);
	assert_int_equal(sigaction(SIGALRM, &old, NULL), 0);
}

static void
test_invalid(void **state)
{
	(void)state;
	errno = 0;
	assert_int_equal(bot_ask(NULL, NULL, 0, 0, line, sizeof(line), why),
	    -1);
	assert_int_equal(errno, EINVAL);
	errno = 0;
	assert_int_equal(bot_ask("echo x", NULL, 0, 0, line, 0, why), -1);
	assert_int_equal(errno, EINVAL);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lines),
		cmocka_unit_test(test_nothing),
		cmocka_unit_test(test_empty),
		cmocka_unit_test(test_long),
		cmocka_unit_test(test_nul),
		cmocka_unit_test(test_timeout),
		cmocka_unit_test(test_grace),
		cmocka_unit_test(test_seconds),
		cmocka_unit_test(test_straggler),
		cmocka_unit_test(test_big_input),
		cmocka_unit_test(test_descriptors),
		cmocka_unit_test(test_stdin_closed),
		cmocka_unit_test(test_interrupted),
		cmocka_unit_test(test_invalid),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
