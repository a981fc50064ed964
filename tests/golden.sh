#!/bin/sh
# Golden tests of the programs: every tests/golden/*.t file is a table of
# cases.  A case is
#
#	### what it checks
#	$ shell command, run in fixtures/ with the programs on PATH
#	>>> status N
#	>>> stdout
#	expected standard output, line by line
#	>>> stderr
#	expected standard error
#
# A missing stdout or stderr section means "empty"; blank lines at the
# end of a section separate cases and are not part of it.  $T names a fresh
# temporary directory for the case.  Lines starting with "#" before the
# "$" line are comments.  The runner reports a failing case by file and
# line and shows the difference.
# GOLDEN_JOBS=N runs the tables in N workers at once (the valgrind pass
# does, on every CPU); each worker takes every Nth table, and the counts
# and failures are gathered here.
# GOLDEN_EVERY=N runs only every Nth case of each table (the first, the
# N+1th, ...): the valgrind pass of make check samples the tables so.
# GOLDEN_NO_ULIMIT=1 leaves out the cases that bound a program's memory
# with ulimit -v (inputs of megabytes, minutes under valgrind, which
# lifts the bound anyway).
. "$(dirname "$0")/prologue.sh"
pass=0
fail=0
jobs=${GOLDEN_JOBS:-1}
if [ -z "${GOLDEN_FILES:-}" ] && [ "$jobs" -gt 1 ]; then
	k=0
	while [ $k -lt "$jobs" ]; do
		i=0
		list=
		for f in "$top"/tests/golden/*.t; do
			[ $((i % jobs)) = $k ] && list="$list $f"
			i=$((i + 1))
		done
		GOLDEN_FILES=$list GOLDEN_LABEL=w sh "$0" "$bindir" \
		    >"$tmp/w$k.out" 2>"$tmp/w$k.err" &
		k=$((k + 1))
	done
	wait
	cat "$tmp"/w*.err >&2
	pass=$(awk '{ n += $2 } END { print n + 0 }' "$tmp"/w*.out)
	fail=$(awk '{ n += $4 } END { print n + 0 }' "$tmp"/w*.out)
	echo "${GOLDEN_LABEL:-golden}: $pass passed, $fail failed"
	[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
	exit
fi

every=${GOLDEN_EVERY:-1}
run_case() {	# file line
	ncase=$((ncase + 1))
	[ $(((ncase - 1) % every)) = 0 ] || return 0
	if [ -n "${GOLDEN_NO_ULIMIT:-}" ]; then
		case $cmd in *"ulimit -v"*) return 0 ;; esac
	fi
	mkdir -p "$tmp/T"
	rm -rf "$tmp/T"/* "$tmp/T"/.[!.]* 2>/dev/null
	(cd "$top/fixtures" && T="$tmp/T" PATH="$bindir:$PATH" \
	    sh -c "$cmd" >"$tmp/out" 2>"$tmp/err" </dev/null)
	got=$?
	ok=1
	if [ "$got" != "$status" ]; then
		echo "golden: $1:$2: exit status $got, expected $status" >&2
		ok=0
	fi
	if ! cmp -s "$tmp/out" "$tmp/exp.out"; then
		echo "golden: $1:$2: standard output differs:" >&2
		diff -u "$tmp/exp.out" "$tmp/out" | sed 1,2d | head -40 >&2
		ok=0
	fi
	if ! cmp -s "$tmp/err" "$tmp/exp.err"; then
		echo "golden: $1:$2: standard error differs:" >&2
		diff -u "$tmp/exp.err" "$tmp/err" | sed 1,2d | head -40 >&2
		ok=0
	fi
	if [ $ok = 1 ]; then
		pass=$((pass + 1))
	else
		echo "golden: FAILED: $1:$2: $title" >&2
		fail=$((fail + 1))
	fi
}

for f in ${GOLDEN_FILES:-"$top"/tests/golden/*.t}; do
	rel=${f#"$top"/}
	n=0
	ncase=0
	start=0
	sect=none
	blanks=0
	cmd=""
	while :; do
		if IFS= read -r line; then
			more=1
		else
			more=0
			line="### end"
		fi
		n=$((n + 1))
		case $line in
		"### "*|"\$ "*|">>> "*) blanks=0 ;;
		esac
		case $line in
		"### "*)
			[ -n "$cmd" ] && run_case "$rel" "$start"
			title=${line#"### "}
			start=$n
			cmd=""
			status=0
			sect=none
			: >"$tmp/exp.out"
			: >"$tmp/exp.err"
			;;
		"\$ "*)
			cmd=${line#"\$ "}
			;;
		">>> status "*)
			status=${line#">>> status "}
			;;
		">>> stdout")
			sect=out
			;;
		">>> stderr")
			sect=err
			;;
		"")
			blanks=$((blanks + 1))
			continue
			;;
		*)
			case $sect in
			out|err)
				while [ "$blanks" -gt 0 ]; do
					echo >>"$tmp/exp.$sect"
					blanks=$((blanks - 1))
				done
				printf '%s\n' "$line" >>"$tmp/exp.$sect"
				;;
			esac
			;;
		esac
		[ $more = 1 ] || break
	done <"$f"
done
echo "${GOLDEN_LABEL:-golden}: $pass passed, $fail failed"
[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
