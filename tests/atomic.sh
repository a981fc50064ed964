#!/bin/sh
# Atomic output: rongo-apply -o FILE is interrupted at random points
# (SIGTERM, SIGINT, SIGKILL) while it writes; FILE must then be as it
# was or complete, never partial, and no temporary file may be left
# behind but after SIGKILL, which nothing can catch.
# Usage: atomic.sh BINDIR
. "$(dirname "$0")/prologue.sh"
A=$bindir/rongo-apply
# 20000 copies of a 13-ply record: long enough to be caught writing
awk 'BEGIN { while ((getline l < ARGV[1]) > 0) s = s l "\n"
	for (i = 0; i < 20000; i++) printf "%s\n", s; ARGV[1] = "" }' \
    "$top/fixtures/kanga/column.kg" >"$tmp/in.kg"
"$A" -f yaml "$tmp/in.kg" >"$tmp/full" || { echo "atomic: the run failed" >&2; exit 1; }
printf 'the file as it was\n' >"$tmp/old"
pass=0
fail=0
i=0
seed=1
for sig in TERM INT KILL; do
	i=0
	while [ $i -lt 12 ]; do
		mkdir -p "$tmp/d"
		rm -f "$tmp/d"/*
		cp "$tmp/old" "$tmp/d/out.yaml"
		# a pseudo-random pause from 0 to 0.3 s
		seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
		pause=$(awk -v s="$seed" 'BEGIN { printf "%.3f", (s % 300) / 1000 }')
		"$A" -f yaml -o "$tmp/d/out.yaml" "$tmp/in.kg" 2>/dev/null &
		pid=$!
		sleep "$pause"
		kill -s "$sig" "$pid" 2>/dev/null
		wait "$pid" 2>/dev/null
		left=$(ls -A "$tmp/d" | grep -v '^out.yaml$' || true)
		if ! cmp -s "$tmp/d/out.yaml" "$tmp/old" &&
		    ! cmp -s "$tmp/d/out.yaml" "$tmp/full"; then
			echo "atomic: FAILED: SIG$sig after $pause s: out.yaml is partial" >&2
			fail=$((fail + 1))
		elif [ "$sig" != KILL ] && [ -n "$left" ]; then
			echo "atomic: FAILED: SIG$sig after $pause s: left $left" >&2
			fail=$((fail + 1))
		else
			pass=$((pass + 1))
		fi
		i=$((i + 1))
	done
done
echo "atomic: $pass passed, $fail failed"
[ "$fail" = 0 ]
