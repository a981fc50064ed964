#!/bin/sh
# The golden tests again with every program under valgrind's memcheck:
# an invalid read or write, a use of uninitialized memory or a leak of
# any kind makes the program exit 99, and so fails its case.  The tables
# run on every CPU, and valgrind skips reading the debug info of inlined
# functions, a tenth of each of the thousand-odd runs.  (libc's clean-up
# at exit stays: without it the buffer of standard input would count as
# a leak.)  make check samples every tenth case of each table
# (VALGRIND_EVERY=10), which keeps it within its time; make check-valgrind
# runs them all.
# Usage: valgrind.sh BINDIR
. "$(dirname "$0")/prologue.sh"
if ! command -v valgrind >/dev/null 2>&1; then
	echo "valgrind: not installed (make deps installs it)" >&2
	exit 1
fi
wrap=$tmp
for p in "$bindir"/rongo-*; do
	n=${p##*/}
	if [ "$(head -c 2 "$p")" = '#!' ]; then
		# a script: it runs the wrapped programs, from PATH
		ln -s "$p" "$wrap/$n"
		continue
	fi
	cat >"$wrap/$n" <<EOS
#!/bin/sh
exec valgrind -q --error-exitcode=99 --leak-check=full \\
    --show-leak-kinds=all --errors-for-leak-kinds=all \\
    --read-inline-info=no \\
    "$p" "\$@"
EOS
	chmod +x "$wrap/$n"
done
# (the cases that bound memory with ulimit -v are left out: they read
# inputs of megabytes, and their bound is lifted under valgrind; the
# other passes run them)
GOLDEN_NO_ULIMIT=1 GOLDEN_EVERY=${VALGRIND_EVERY:-1} GOLDEN_LABEL=valgrind GOLDEN_JOBS=$(nproc 2>/dev/null || echo 2) \
    sh "$top/tests/golden.sh" "$wrap"
