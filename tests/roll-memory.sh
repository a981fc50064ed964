#!/bin/sh
# rongo-roll -s in bounded memory: each run below throws millions of dice
# under ulimit -v 65536 (64 MB of address space, where the program
# needs a few), and must print exactly what a model of the format
# prints with the same dice.  A roll's text is written as its dice fall,
# never held (holding it took 470 MB for 30 terms of 1000000d1000000),
# and a keep or drop term holds at most a histogram of its faces.
#
# The expected CRC and length (cksum) come from a model written apart
# from the program, in Python: PCG32 as pcg32_srandom_r and
# pcg32_random_r with the stream "rongo", Lemire's ranges, and the
# display as rongo-roll(1) describes it.
#
# Under AddressSanitizer, which reserves terabytes of address space,
# ulimit -v cannot work: the runs are made without the limit, so the
# output is still checked.
# Usage: roll-memory.sh BINDIR
. "$(dirname "$0")/prologue.sh"
roll=$bindir/rongo-roll
limit=65536
grep -q __asan_init "$roll" && limit=
pass=0
fail=0
check() {	# cksum args...
	want=$1
	shift
	got=$({ if [ -n "$limit" ]; then
			(ulimit -v $limit && exec "$roll" "$@")
		else
			"$roll" "$@"
		fi 2>"$tmp/err"
		echo $? >"$tmp/status"; } | cksum)
	if [ "$got" = "$want" ] && [ "$(cat "$tmp/status")" = 0 ] &&
	    [ ! -s "$tmp/err" ]; then
		pass=$((pass + 1))
	else
		echo "roll-memory: FAILED: rongo-roll $*" >&2
		echo "  cksum $got, want $want; status $(cat "$tmp/status")" >&2
		sed 's/^/  /' "$tmp/err" >&2
		fail=$((fail + 1))
	fi
}
# two rolls of a million dice, a line each
check '2564265827 15777414' -s --seed 1 1000000d1000000 1000000d1000000
# four million dice in one roll: 31 MB on one line
check '1918203161 31554817' -s --seed 2 \
    1000000d1000000+1000000d1000000+1000000d1000000+1000000d1000000
# keep: about three million dice, nearly every one exploding to the cap
check '3074639009 32962981' -s --seed 3 '30000d1000000!>2kh1'
# drop: about two million values rerolled, shown between tildes
check '1138604765 17932385' -s --seed 4 '20000d1000000r<999990dl1'
echo "roll-memory: $pass passed, $fail failed"
[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
