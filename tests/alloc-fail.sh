#!/bin/sh
# Allocation failure along whole runs: each run below is made again with
# RONGO_FAIL_ALLOC=N (the first N allocations succeed, every later one
# fails) for N = 0, 1, 2 ... until a run goes through untouched.  Every
# run that meets a failure must end with the "out of memory" diagnostic
# and exit status 2: no crash, no other message, and (under the
# sanitizer build) no leak.  Usage: alloc-fail.sh BINDIR
. "$(dirname "$0")/prologue.sh"
cd "$top/fixtures"
pass=0
fail=0

check() {	# check WHAT CMD...: every N along CMD
	what=$1
	shift
	"$@" >"$tmp/base.out" 2>"$tmp/base.err"
	base=$?
	n=0
	while [ $n -le 20000 ]; do
		RONGO_FAIL_ALLOC=$n "$@" >"$tmp/out" 2>"$tmp/err"
		st=$?
		if [ $st = "$base" ] && cmp -s "$tmp/out" "$tmp/base.out" &&
		    cmp -s "$tmp/err" "$tmp/base.err"; then
			pass=$((pass + 1))
			[ -n "${ALLOC_FAIL_VERBOSE:-}" ] && echo "alloc-fail: $what: $n allocations, each made to fail"
			return
		fi
		if [ $st != 2 ] || ! grep -q ': out of memory$' "$tmp/err" ||
		    grep -v -e ': out of memory$' "$tmp/err" | grep -q -e 'Sanitizer' -e 'runtime error' -e 'LeakSanitizer'; then
			echo "alloc-fail: FAILED: $what with RONGO_FAIL_ALLOC=$n: exit $st" >&2
			head -n 20 "$tmp/err" >&2
			fail=$((fail + 1))
			return
		fi
		n=$((n + 1))
	done
	echo "alloc-fail: FAILED: $what: no end after $n allocations" >&2
	fail=$((fail + 1))
}

V=$bindir/rongo-validate
A=$bindir/rongo-apply
S=$bindir/rongo-score
R=$bindir/rongo-render-ascii
D=$bindir/rongo-roll
P=$bindir/rongo-split
SE=$bindir/rongo-select
check "validate, notation" "$V" -v kanga/column.kg hanga-roa/ariki.kg
check "validate, YAML" "$V" kanga/column.yaml
check "validate, a bad record" "$V" hanga-roa/throw-past.kg
check "apply, to YAML" "$A" -f yaml hanga-roa/ariki.kg
check "apply, YAML to notation" "$A" -f notation kanga/column.yaml
check "apply, to JSON" "$A" -f json hanga-roa/ariki.kg sample.kg
check "validate, JSON" "$V" json/broken.jsonl json/two.jsonl
check "apply -m -p" "$A" -m 'd4 d5' -p kanga/column.kg
check "apply -l" "$A" -l hanga-roa/ariki.kg
check "apply, edits" "$A" --undo=2 --tag Event=x --untag Black --players "A, B" -m a6 -m d7 kanga/column.kg sample.kg
check "apply, session edits" "$A" --plies 4 --variant "" --players "Ann, Bob" -m "Ann: roll 66666" yacht/complete.rec
check "apply -o" "$A" -o "$tmp/o.kg" kanga/column.kg
check "score" "$S" yacht/complete.rec
check "score -f yaml" "$S" -f yaml examples/tenk-bank.rec pig/complete.rec
check "score --hint" "$S" --hint yacht/complete.rec yacht/keep-first.rec yacht/after-score.rec
check "score -f json" "$S" -f json examples/tenk-bank.rec pig/complete.rec score/tags.rec
check "score --total -f json" "$S" --total -f json score/short.rec dice-golf/complete.rec
check "score --hint -f json" "$S" --hint -f json yacht/keep-first.rec yacht/after-score.rec
check "apply -p -f json, a session" "$A" -p -f json -m 'Ann: roll 66655 keep 666' score/short.rec
check "score --category all" "$S" -g yahtzee --category all 66633 12345
check "list" "$A" --list options -g ten-thousand
check "render --all" "$R" --all kanga/column.kg
check "render a session" "$R" yacht/complete.rec
check "roll" "$D" --seed 1 3d6 4d6kh3
check "roll --stats" "$D" --stats 3d6
check "roll -s, the dice held to choose and sort" "$D" --seed 1 -s '{4d6,3d8}kh1' '{4d6+3d8}kh1' '5d6!sd' '4d6kh3>4'
check "roll --stats, explosions, groups, fractions" "$D" --stats '3d6!!kh2' '{1d6,1d8}kh1' '{2d6+1d4}kh1' '2d6!' '1d6/2' '5d10>8f1'
check "roll --next" "$D" --seed 1 --next yacht/complete.rec
check "roll --next, several" "$D" --seed 1 --next score/third.rec score/short.rec yacht/complete.rec
check "split" "$P" -b 1 split/two.rec split/two.yaml json/two.jsonl nonexistent
check "split -o" "$P" -o "$tmp/s.rec" split/all
check "validate --chunk" "$V" --chunk -v split/piece.rec
check "score --chunk" "$S" -f yaml --chunk split/piece.rec
check "select, a selection" "$SE" --player Ana --tag "Event~^Spring" -f yaml select/games.kg select/games.yaml
check "select --unique --check" "$SE" --unique --check select/games.yaml select/games.kg select/games.yaml
check "select --invalid" "$SE" --invalid -g kanga select/bad.kg select/noeol.rec
# rongo-play: a new file each time, the game saved after every line
check "play, a board game" sh -c 'rm -f "$1"; printf "d4\ne5\nundo\nc3\nshow\nlegal\nnew\nd4\n" |
    "$0" -g kanga --players "Ana, Teo" "$1" && cat "$1"' "$bindir/rongo-play" "$tmp/p.kg"
check "play, a session" sh -c 'rm -f "$1"; printf "roll\nroll 4\nstop\nroll 2\nlegal\nundo\nshow\n" |
    "$0" -g pig --seed 1 --players "Ann, Bob" "$1" && cat "$1"' "$bindir/rongo-play" "$tmp/p.rec"
check "play, a hint" sh -c 'rm -f "$1"; printf "roll 66633\nhint\n" |
    "$0" -g yacht --players "Ann, Bob" "$1" && cat "$1"' "$bindir/rongo-play" "$tmp/y.rec"
echo "alloc-fail: $pass passed, $fail failed"
[ "$fail" = 0 ]
