#!/bin/sh
# Replay every fuzz harness over its kept inputs (tests/fuzz/regress/NAME,
# the findings of make fuzz) and its seeds, under whatever sanitizers the
# build has: a crash, a leak or a report fails the pass.
# Usage: fuzz-replay.sh TESTDIR 'NAME...'
set -eu
LC_ALL=C
export LC_ALL
dir=$1
names=$2
cd "$(dirname "$0")/.."
pass=0
fail=0
for n in $names; do
	set --
	for f in tests/fuzz/regress/$n/* tests/fuzz/seeds/$n/*; do
		[ -f "$f" ] && set -- "$@" "$f"
	done
	case $n in
	notation) set -- "$@" $(find fixtures -name '*.kg' -o -name '*.rec' | sort) ;;
	yaml)	set -- "$@" $(find fixtures -name '*.yaml' | sort) ;;
	dicelog) set -- "$@" $(find fixtures -name '*.rec' -o -name '*.yaml' | sort) ;;
	esac
	if "$dir/fuzz-$n-replay" "$@"; then
		pass=$((pass + 1))
	else
		echo "fuzz-replay: FAILED: fuzz-$n over $# inputs" >&2
		fail=$((fail + 1))
	fi
done
echo "fuzz-replay: $pass passed, $fail failed"
[ "$fail" = 0 ]
