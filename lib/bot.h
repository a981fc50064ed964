/*
 * bot: ask a program for one move.
 *
 * A side of a live game may be a program: at its turn the command is run
 * with the record so far on its standard input and must print its move
 * on one line.  bot_ask runs it and gets that line, and whatever the
 * program does instead (prints nothing, dies, hangs, floods, leaves
 * processes behind) it comes back, in bounded time when given a limit,
 * with no process of the command left and no memory that grows with
 * what the program printed.
 *
 * The command runs as `/bin/sh -c cmd` in a process group of its own;
 * its standard input is an unlinked temporary file holding the input
 * (so a program that never reads it cannot block us), its standard
 * output a pipe to us, its standard error ours.  No other descriptor of
 * ours reaches it.  Signal dispositions are left as they are.
 *
 * The caller owns cmd, input, line and why; bot_ask keeps none of them.
 */
#ifndef RONGO_BOT_H
#define RONGO_BOT_H

#include <stddef.h>

/* Room for a why text, its NUL included. */
#define BOT_WHY_MAX	160

/*
 * Run `/bin/sh -c cmd` with the n bytes at input on its standard input
 * (input may be NULL when n is 0) and wait, ms milliseconds at most (0:
 * no limit), for the first line it prints on its standard output.  A
 * last line without "\n" at the end of the output counts as a line.
 *
 * 0: the line, without its line end (a "\r" before "\n" dropped too),
 *    NUL-terminated in line[0..cap); how the program exits afterwards
 *    does not matter;
 * 1: no usable answer, why (BOT_WHY_MAX bytes) says what the program
 *    did, as words that follow "the program ...":
 *	printed nothing			end of output with no byte, exit 0
 *	printed nothing and exited with status N
 *	printed nothing and was killed by signal N
 *	printed an empty line		nothing but blanks and tabs
 *	gave no answer within S seconds	S: ms in seconds, up to three
 *					decimals ("0.5", "2"); "1 second"
 *	printed a line longer than N bytes	N: cap - 1 ("1 byte")
 *	printed a NUL byte
 *    the line is judged as its bytes come: the first fault in them is
 *    the one told; after an end of output with no byte, the program is
 *    waited for, within the time left, for its exit status;
 * -1: system trouble (pipe, fork, temporary file), errno set; EINVAL
 *    when cmd is NULL or cap is 0.
 *
 * After a line the shell is given 2 seconds to exit (it normally has at
 * once); then, and in every other case, the whole process group is
 * killed with SIGKILL and the shell reaped, so stragglers such as
 * "echo x; sleep 100 &" do not outlive the call.
 */
int bot_ask(const char *cmd, const char *input, size_t n, unsigned long ms,
    char *line, size_t cap, char why[BOT_WHY_MAX]);

/* The timeout's why text for ms milliseconds into why: "gave no answer
 * within 0.3 seconds", "... within 1 second". */
void bot_why_timeout(char why[BOT_WHY_MAX], unsigned long ms);

#endif
