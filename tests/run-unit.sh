#!/bin/sh
# Run every cmocka unit test binary in DIR; fail if any fails.
set -u
dir=$1
fail=0
n=0
for t in "$dir"/test_*; do
	[ -x "$t" ] || continue
	case $t in *.o) continue ;; esac
	n=$((n + 1))
	if ! "$t"; then
		echo "unit: FAILED: $t" >&2
		fail=$((fail + 1))
	fi
done
echo "unit: $((n - fail)) passed, $fail failed"
[ "$fail" = 0 ] && [ "$n" -gt 0 ]
