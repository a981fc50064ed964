#!/bin/sh
# Install the Debian packages rongo needs, if missing, in three sets:
#
#   sh scripts/deps.sh         the build and the demo: a C compiler and
#                              its C library headers, make, libyaml,
#                              libedit (rongo-play's line editing)
#   sh scripts/deps.sh check   and what make check runs: cmocka, clang
#                              and its sanitizer runtime (the second
#                              compiler of the sanitizer pass), valgrind,
#                              mandoc, python3-yaml (tests/roundtrip.py),
#                              GNU parallel (rongo-parallel), strace
#                              (tests/faults.sh), tmux (tests/play.sh,
#                              rongo-play at a terminal) and OpenSSH's
#                              server and client (tests/parallel-ssh.sh,
#                              rongo-parallel -S over two local sshds)
#   sh scripts/deps.sh fuzz    the build, and clang with its libFuzzer
#                              runtime (make fuzz)
#
# Each package is looked for by what it gives (a command, a header, a
# module, a program that links), so that whatever provides it will do.
# As root it runs apt-get update, then apt-get install; otherwise it
# prints the exact command and fails.  Everything else the build and the
# tests use (sh, awk, sed, cmp, timeout, script, setpriv...) is in every
# Debian system.
set -u

case ${1:-build} in
build|check|fuzz) set=${1:-build} ;;
*)	echo "usage: sh scripts/deps.sh [build|check|fuzz]" >&2
	exit 2 ;;
esac

missing=""
need() {	# need PACKAGE TEST...
	pkg=$1
	shift
	"$@" >/dev/null 2>&1 || missing="$missing $pkg"
}
header() {	# header NAME: a C header where the compiler looks by default
	test -f "/usr/include/$1" || test -f "/usr/local/include/$1"
}
# clang links a program with these options (the runtimes are a package
# apart from clang, not installed with it)
clang_links() {
	echo 'int main(void) { return 0; }' | clang "$@" -x c - -o /dev/null
}

need gcc command -v cc
need libc6-dev header stdio.h
need make command -v make
need libyaml-dev header yaml.h
need libedit-dev header editline/readline.h
if [ "$set" = check ]; then
	need libcmocka-dev header cmocka.h
	need clang command -v clang
	need libclang-rt-dev clang_links -fsanitize=address,undefined
	need valgrind command -v valgrind
	need mandoc command -v mandoc
	need python3-yaml /usr/bin/python3 -c 'import yaml'
	need parallel command -v parallel
	need strace command -v strace
	need tmux command -v tmux
	need openssh-server test -x /usr/sbin/sshd
	need openssh-client command -v ssh
fi
if [ "$set" = fuzz ]; then
	need clang command -v clang
	need libclang-rt-dev sh -c 'echo "int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { return 0; }" |
	    clang -fsanitize=fuzzer -x c - -o /dev/null'
fi

[ -z "$missing" ] && exit 0
cmd="apt-get update && apt-get install -y --no-install-recommends$missing"
if [ "$(id -u)" = 0 ]; then
	echo "deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	{ apt-get update -qq && apt-get install -y -qq --no-install-recommends $missing; } >&2 || {
		echo "deps: the install failed; run: $cmd" >&2
		exit 1
	}
	exit 0
fi
echo "deps: missing packages:$missing" >&2
echo "deps: as root, run: $cmd" >&2
echo "deps: (or: sudo sh -c '$cmd')" >&2
exit 1
