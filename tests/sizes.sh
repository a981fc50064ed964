#!/bin/sh
# One size convention everywhere: a whole number of bytes, or one with
# k, M or G for 1024, 1024^2 or 1024^3 (lib/cli.c, cli_size), and
# nothing else: rongo-gen-corpus -s, rongo-split -b and --limit accept
# and refuse the same spellings, and rongo-gen-corpus -s stops where
# that many bytes say.
# Usage: sizes.sh BINDIR
. "$(dirname "$0")/prologue.sh"
gen=$bindir/rongo-gen-corpus
split=$bindir/rongo-split
validate=$bindir/rongo-validate
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() {
	echo "sizes: FAILED: $*" >&2
	fail=$((fail + 1))
}

# The largest of each, worked out by hand: ULONG_MAX is 2^64 - 1, so
# the last k is 2^54 - 1, the last M 2^44 - 1, the last G 2^34 - 1.
accepted="0 1 1024 1k 3k 1M 1G 18446744073709551615 \
	18014398509481983k 17592186044415M 17179869183G"
refused="1K 1m 1g 1MB 1kB 1kk 1k2 k M '' 1.5k -1 +1 0x10 1T ' 1k' '1k ' \
	18446744073709551616 18014398509481984k 17592186044416M 17179869184G"
max=18446744073709551615

# rongo-gen-corpus: a refused size is reported and nothing is made; an
# accepted one lets the next option be judged (-f x, reported).  Either
# way no corpus is made, not even of a gigabyte by a size taken wrongly.
eval "set -- $accepted"
for s; do
	out=$("$gen" -g pig -s "$s" -f x 2>&1)
	st=$?
	if [ $st = 2 ] &&
	    [ "$out" = "rongo-gen-corpus: unknown format 'x'" ]; then ok
	else bad "rongo-gen-corpus -s '$s' refused (status $st): $out"; fi
done
eval "set -- $refused"
for s; do
	out=$("$gen" -g pig -s "$s" -f x 2>&1 >"$tmp/out")
	st=$?
	want="rongo-gen-corpus: --size: '$s' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3) up to $max"
	if [ $st = 2 ] && [ "$out" = "$want" ] && [ ! -s "$tmp/out" ]; then ok
	else bad "rongo-gen-corpus -s '$s' (status $st): $out"; fi
done

# rongo-split -b and --limit judge every spelling alike (status 0 or 2;
# an empty input has no record, which rongo-validate reports with 1)
for s in $accepted; do
	"$split" -b "$s" /dev/null >/dev/null 2>&1
	st=$?
	[ $st = 0 ] && ok || bad "rongo-split -b '$s' refused (status $st)"
	"$validate" --limit "record=$s" /dev/null >/dev/null 2>&1
	st=$?
	[ $st = 1 ] && ok || bad "--limit record='$s' refused (status $st)"
done
eval "set -- $refused"
for s; do
	"$split" -b "$s" /dev/null >/dev/null 2>&1
	st=$?
	[ $st = 2 ] && ok || bad "rongo-split -b '$s' accepted (status $st)"
	"$validate" --limit "record=$s" /dev/null >/dev/null 2>&1
	st=$?
	[ $st = 2 ] && ok || bad "--limit record='$s' accepted (status $st)"
done

# Where rongo-gen-corpus stops: a corpus is a prefix of a larger one
# with the same seed, and ends with the first record that takes it to
# SIZE bytes or more.  The ends of the records are read off a corpus of
# 2M (each record but the first opens with a blank line, then its Game
# tag); for each size the corpus must be exactly the prefix up to the
# first end at or past it, in bytes worked out from the suffix: k 1024,
# M 1048576.  Powers of 10 would end the 1M corpus 48576 bytes sooner,
# some forty Pig records.
"$gen" -g pig --seed 5 -s 2M >"$tmp/big" || bad "rongo-gen-corpus -s 2M failed"
awk 'BEGIN { print 0 } /^\[Game / && NR > 1 { print at - 1 }
	{ at += length($0) + 1 }
	END { print at }' "$tmp/big" >"$tmp/ends"
for c in 0:0 1:1 1k:1024 3k:3072 1024:1024 100k:102400 1M:1048576; do
	s=${c%:*}
	n=${c#*:}
	want=$(awk -v n="$n" '$1 >= n { print $1; exit }' "$tmp/ends")
	"$gen" -g pig --seed 5 -s "$s" >"$tmp/c" 2>"$tmp/err"
	st=$?
	got=$(wc -c <"$tmp/c")
	if [ $st = 0 ] && [ "$got" = "$want" ] && [ ! -s "$tmp/err" ] &&
	    head -c "$want" "$tmp/big" | cmp -s - "$tmp/c"; then ok
	else bad "rongo-gen-corpus -s $s: $got bytes (status $st), want $want, the first $n and the rest of a record"; fi
done

echo "sizes: $pass passed, $fail failed"
[ "$fail" = 0 ]
