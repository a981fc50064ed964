#!/bin/sh
# Install the Debian packages rongo needs to build and test, if missing;
# with the argument "fuzz", also what make fuzz needs (clang and its
# libFuzzer runtime).  As root it runs apt-get; otherwise it prints the
# command and fails.
set -u

missing=""
need() {	# need PACKAGE TEST...
	pkg=$1
	shift
	"$@" >/dev/null 2>&1 || missing="$missing $pkg"
}
need gcc command -v cc
need libc6-dev test -f /usr/include/stdio.h
need make command -v make
need pkg-config command -v pkg-config
need libyaml-dev pkg-config --exists yaml-0.1
need libcmocka-dev pkg-config --exists cmocka
need mandoc command -v mandoc
need valgrind command -v valgrind
need parallel command -v parallel
need strace command -v strace
need python3-yaml /usr/bin/python3 -c 'import yaml'
if [ "${1:-}" = fuzz ]; then
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
