#!/bin/sh
# Fault injection of the -o FILE contract, in the way coreutils and
# SQLite test data safety: every program that writes is run with -o
# FILE under a fault (an invalid record, a usage error, a missing or
# empty input, closed descriptors 0/1/2, a symbolic link, a FIFO or a
# device node as FILE, an owner, mode or extended attribute to keep, a
# signal while the temporary file exists, ulimit -f, a full file
# system, a folder it may not write, a name of NAME_MAX bytes, a full
# standard output), and then FILE must be byte for byte what it was, or
# exactly the output the program writes to standard output on the same
# input; it must keep its owner, mode and type; and nothing else may be
# left in its folder, dot files included.
#
# The cases are the table below: programs, fault, expected exit status,
# expected FILE, and a text standard error must hold.  FILE is
#	out	the expected output (from the program writing to stdout)
#	kept	as it was: same bytes, inode, owner, group and mode
#	absent	still not there
#	fifo	still a FIFO; its reader got the expected output
#	device	still the same character device node
#	throws	rongo-roll --next only: one throw added to each session
#		that has one due, every other record the same
#	kept|out  (signals) killed with FILE kept, or finished, status 0,
#		with FILE the expected output
#	-	there is no FILE in the case
# Cases that need root (device nodes, chown, a tmpfs, running as
# nobody) or a tool that is missing are skipped with a line on stderr.
# Everything happens in $tmp; the tmpfs mounted there is unmounted on
# exit.
# Usage: faults.sh BINDIR
. "$(dirname "$0")/prologue.sh"

umask 022
ulimit -c 0		# the crash signals: no core files anywhere
fx=$top/fixtures
log=$tmp/log		# what the shell and the tools say on the side
: >"$log"
mounts=
bgpid=
cleanup() {
	[ -n "$bgpid" ] && kill "$bgpid" 2>>"$log"
	for m in $mounts; do
		umount "$m" 2>>"$log" || umount -l "$m" 2>>"$log"
	done
	chmod -R u+rwX "$tmp" 2>>"$log"
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM

me=$(id -u)
mygrp=$(id -g)
root=0
[ "$me" = 0 ] && root=1
# under AddressSanitizer the crash signals may end otherwise
asan=0
grep -q __asan_init "$bindir/rongo-apply" && asan=1
# Background jobs of a non-interactive sh ignore SIGINT and SIGQUIT, and
# the caller may ignore more: the runs start with every signal at its
# default unless the case ignores one on purpose.
dflt=
if env --default-signal true 2>>"$log"; then
	dflt="env --default-signal"
else
	echo "faults: skipped: env --default-signal: the INT and QUIT cases run with them ignored" >&2
fi

# --- inputs, all under $tmp/in, readable by nobody for read-only-folder
in=$tmp/in
mkdir "$in" "$tmp/exp"
[ $root = 1 ] && chmod 711 "$tmp"
copies() {	# file n: n copies of the file, a blank line after each
	awk -v n="$2" 'BEGIN { while ((getline l < ARGV[1]) > 0) s = s l "\n"
		for (i = 0; i < n; i++) printf "%s\n", s; ARGV[1] = "" }' "$1"
}
cp "$fx/kanga/column.kg" "$in/column.kg"
cat "$fx/kanga/column.kg" "$fx/kanga/occupied.kg" >"$in/column-bad.kg"
grep -v '^#' "$fx/yacht/complete.rec" >"$in/complete.rec"
cat "$in/complete.rec" "$fx/yacht/out-of-turn.rec" >"$in/complete-bad.rec"
grep -v '^#' "$fx/yacht/unfinished.rec" >"$in/unfinished.rec"
cat "$in/unfinished.rec" "$fx/yacht/out-of-turn.rec" >"$in/unfinished-bad.rec"
cp "$fx/split/clash.rec" "$in/clash.rec"
cp "$fx/faults/sessions.rec" "$fx/faults/no-throw-due.rec" "$in/"
: >"$in/empty"
awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\n"
	for (i = 0; i < 40000; i++) printf "A: roll 1\n" }' >"$in/long.rec"
cat "$in/long.rec" "$fx/kanga/occupied.kg" >"$in/long-bad.rec"

# progvars SHORT: the program, its fixed arguments, a good input, a bad
# one (exit status 1; 2 for rongo-split), and the record that big inputs
# (a run of a few hundred ms) and mid ones (output past 64k) repeat.
progvars() {
	loud= nmid=3000
	case $1 in
	apply)	name=rongo-apply args= nbig=50000 ;;
	render)	name=rongo-render-ascii args= nbig=20000 ;;
	validate) name=rongo-validate args=-v nbig=100000 ;;
	split)	name=rongo-split args="-b 100" nbig=150000 ;;
	score)	name=rongo-score args= nbig=9000 ;;
	roll)	name=rongo-roll args="--next --seed 1" nbig=40000 loud=-v ;;
	# JSON Lines of a record long enough to be written out as it is
	# made (lib/jwriter.c): a 1.5 MB line
	apply-json) name=rongo-apply args="-f json" nbig=3 nmid=1 ;;
	esac
	case $1 in
	score)	good=$in/complete.rec bad=$in/complete-bad.rec ;;
	apply-json) good=$in/long.rec bad=$in/long-bad.rec ;;
	roll)	good=$in/unfinished.rec bad=$in/unfinished-bad.rec ;;
	split)	good=$in/column.kg bad=$in/clash.rec ;;
	*)	good=$in/column.kg bad=$in/column-bad.kg ;;
	esac
	exe=$bindir/$name
	big=$in/big-$1
	[ -f "$big" ] || copies "$good" "$nbig" >"$big"
	mid=$in/mid-$1
	[ -f "$mid" ] || copies "$good" "$nmid" >"$mid"
}

# expect INPUT: exp is the program's standard output on INPUT (cached
# but for inputs in the case's folder, whose names and bytes vary)
expect() {
	case $1 in
	"$tmp/d"/*) exp=$tmp/exp/now ;;
	*)	exp=$tmp/exp/$p.$(basename "$1")
		[ -f "$exp" ] && return ;;
	esac
	(cd "$tmp/cwd" && exec "$exe" $args "$1") <"$in/empty" >"$exp" \
	    2>>"$log" 9<&-
	s=$?
	[ $s = 0 ] || bad "(setup) $name $args $1 >stdout: status $s"
}

bad() { why="$why; $*"; }
skip() { skipwhy=$*; }

# the state of FILE before the run, and the owner:group:mode it must keep
snap() {
	if [ -e "$chk" ] || [ -L "$chk" ]; then
		before=$(stat -c '%F %i %u:%g:%a' "$chk")
		xown=$(stat -c %u:%g:%a "$chk")
	else
		before=
		xown=$me:$mygrp:644
	fi
}
# go COMMAND...: run it in an empty working folder, output to
# $tmp/stdout and $tmp/err; $redir: more redirections (closing 0, 1, 2)
go() {
	snap
	# (the braces take the shell's own "Killed"-like reports)
	{ (cd "$tmp/cwd" && eval "exec \"\$@\" $redir") <"$in/empty" \
	    >"$tmp/stdout" 2>"$tmp/err" 9<&-
	st=$?; } 2>>"$log"
}
# bgo COMMAND...: the same in the background, every signal at default
bgo() {
	snap
	(cd "$tmp/cwd" && exec $dflt "$@") <"$in/empty" >"$tmp/stdout" \
	    2>"$tmp/err" 9<&- &
	bgpid=$!
}
# wait until the temporary file is there (or the run is over)
waittmp() {
	n=0
	while [ $n -lt 1000 ]; do
		ls -A "$1" | grep -q '^\.' && return 0
		kill -0 "$bgpid" 2>>"$log" || return 1
		sleep 0.01
		n=$((n + 1))
	done
	return 1
}
bgwait() {
	wait "$bgpid" 2>>"$log"
	st=$?
	bgpid=
}
old() {	# [FROM]: make FILE (chk), as it was, from FROM or a line
	if [ $# -gt 0 ]; then
		cp "$1" "$tmp/old"
	else
		printf 'the file as it was\n' >"$tmp/old"
	fi
	cp "$tmp/old" "$chk"
}
leftover() {	# dir name...: what else is in dir
	ls -A "$1" >"$tmp/ls"
	shift
	for n in "$@"; do
		grep -vxF -e "$n" "$tmp/ls" >"$tmp/ls2"
		mv "$tmp/ls2" "$tmp/ls"
	done
	cut -c 1-40 "$tmp/ls" | tr '\n' ' ' | sed 's/ $//'
}
sigs=
signum() {	# NAME or number: its number, from kill -l where it can
	case $1 in
	*[!0-9]*) ;;
	*)	echo "$1"; return ;;
	esac
	[ -n "$sigs" ] || sigs=$(kill -l 2>>"$log")
	n=$(printf '%s\n' "$sigs" | awk -v n="$1" '$0 == n { print NR - 1; exit }')
	[ -n "$n" ] || n=$(env kill -l "$1" 2>>"$log")
	[ -n "$n" ] || n=$(python3 -c 'import signal, sys
print(int(getattr(signal, "SIG" + sys.argv[1])))' "$1" 2>>"$log")
	echo "$n"
}

# --- what the machine allows
fulldev=
if [ $root = 1 ]; then
	mkdir "$tmp/dev"
	if mknod "$tmp/dev/full" c 1 7 2>>"$log" &&
	    ! env printf x >"$tmp/dev/full" 2>"$tmp/probe" &&
	    grep -q 'No space' "$tmp/probe"; then
		fulldev=$tmp/dev/full
	fi
fi
full=
if [ $root = 1 ]; then
	mkdir "$tmp/full"
	if mount -t tmpfs -o size=64k,mode=755 rongo-faults "$tmp/full" \
	    2>>"$log"; then
		mounts=$tmp/full
		full=$tmp/full
	fi
fi
straceok=0
command -v strace >>"$log" 2>&1 &&
    strace -f -qq -e trace=write -o "$tmp/probe" true 2>>"$log" &&
    straceok=1

# --- one case
run_case() {	# short fault status file message
	p=$1 fault=$2 xst=$3 xfile=$4 xmsg=$5
	progvars "$p"
	for x in "$tmp/d" "$tmp/t" "$tmp/cwd"; do
		[ -d "$x" ] && chmod -R u+rwX "$x" && rm -rf "$x"
	done
	mkdir "$tmp/d" "$tmp/t" "$tmp/cwd"
	d=$tmp/d F=$tmp/d/out
	chk=$F xleft=out link= tleft= dev= redir= why= skipwhy= st=
	[ "$xfile" = absent ] || [ "$xfile" = - ] && xleft=
	case $fault in
	good)	old; expect "$good"; go "$exe" $args -o "$F" "$good" ;;
	good-new) expect "$good"; go "$exe" $args -o "$F" "$good" ;;
	relative)
		old; expect "$good"
		go sh -c 'cd "$1" && shift && exec "$@"' sh "$d" \
		    "$exe" $args -o out "$good" ;;
	invalid) old; go "$exe" $args -o "$F" "$bad" ;;
	invalid-new) go "$exe" $args -o "$F" "$bad" ;;
	usage)	old; go "$exe" $args -o "$F" --no-such-option "$good" ;;
	missing-input) old; go "$exe" $args -o "$F" "$good" "$in/missing" ;;
	empty-input)
		old; [ "$xfile" = out ] && expect "$in/empty"
		go "$exe" $args -o "$F" "$in/empty" ;;
	in-place) old "$good"; expect "$F"; go "$exe" $args -o "$F" "$F" ;;
	in-place-invalid) old "$bad"; go "$exe" $args -o "$F" "$F" ;;
	sessions) old; go "$exe" $args -o "$F" "$in/sessions.rec" ;;
	nothing-due) old; go "$exe" $args -o "$F" "$in/no-throw-due.rec" ;;
	nothing-due-stdout)
		# with no FILE, the records pass through to standard output
		go "$exe" $args "$in/no-throw-due.rec"
		cmp -s "$tmp/stdout" "$in/no-throw-due.rec" ||
		    bad "standard output is not the records passed through" ;;
	symlink|symlink-invalid|symlink-chain)
		chk=$tmp/t/target link=../t/target tleft=target
		old
		if [ $fault = symlink-chain ]; then
			ln -s target "$tmp/t/link"
			link=../t/link tleft="target link"
		fi
		ln -s "$link" "$F"
		i=$good
		[ $fault = symlink-invalid ] && i=$bad
		[ "$xfile" = out ] && expect "$i"
		go "$exe" $args -o "$F" "$i" ;;
	owner)
		[ $root = 1 ] || { skip "not root: cannot chown"; return; }
		old; chown 4321:8765 "$F"; chmod 640 "$F"; expect "$good"
		go "$exe" $args -o "$F" "$good" ;;
	mode)	old; chmod 604 "$F"; expect "$good"
		go "$exe" $args -o "$F" "$good" ;;
	umask)	expect "$good"
		go sh -c 'umask 027 && exec "$@"' sh "$exe" $args -o "$F" "$good"
		xown=$me:$mygrp:640 ;;
	xattr)	old
		command -v python3 >>"$log" 2>&1 ||
		    { skip "no python3 to set an extended attribute"; return; }
		python3 -c 'import os, sys
os.setxattr(sys.argv[1], "user.rongo", b"kept")' "$F" 2>>"$log" ||
		    { skip "the file system refuses user.* attributes"; return; }
		expect "$good"
		go "$exe" $args -o "$F" "$good"
		v=$(python3 -c 'import os, sys
print(os.getxattr(sys.argv[1], "user.rongo").decode())' "$F" 2>>"$log")
		[ "$v" = kept ] || bad "the user.rongo attribute is lost" ;;
	fifo)	mkfifo "$F" || { skip "mkfifo failed"; return; }
		expect "$good"
		cat "$F" >"$tmp/fifo.got" 2>>"$log" 9<&- &
		bgpid=$!
		go timeout 20 "$exe" $args -o "$F" "$good"
		s=$st
		# a program that renamed over the FIFO leaves cat waiting
		n=0
		while kill -0 "$bgpid" 2>>"$log" && [ $n -lt 100 ]; do
			sleep 0.01
			n=$((n + 1))
		done
		kill "$bgpid" 2>>"$log"
		bgwait
		st=$s ;;
	device-null|device-full)
		[ $root = 1 ] || { skip "not root: cannot mknod"; return; }
		dev=1:3
		[ $fault = device-full ] && dev=1:7
		mknod "$F" c ${dev%:*} ${dev#*:} ||
		    { skip "mknod failed"; return; }
		[ "$xfile" = out ] && expect "$good"
		go "$exe" $args -o "$F" "$good"
		n=$(grep -c 'No space left' "$tmp/err")
		[ $fault = device-null ] || [ "$n" = 1 ] ||
		    bad "the write error is reported $n times, not once" ;;
	stdin-closed) old; redir='<&-'; go "$exe" $args -o "$F" ;;
	stdin-closed-file) old; redir='<&-'; expect "$good"
		go "$exe" $args -o "$F" "$good" ;;
	stdout-closed) old; redir='>&-'; expect "$good"
		go "$exe" $args -o "$F" "$good" ;;
	stdout-closed-no-o) redir='>&-'; go "$exe" $args "$good" ;;
	stderr-closed) old; redir='2>&-'; expect "$good"
		go "$exe" $args $loud -o "$F" "$good" ;;
	stderr-closed-invalid) old; redir='2>&-'
		go "$exe" $args $loud -o "$F" "$bad" ;;
	all-closed) old; redir='<&- >&- 2>&-'; expect "$good"
		go "$exe" $args $loud -o "$F" "$good" ;;
	ignored-hup|ignored-term)
		old
		if [ $fault = ignored-hup ]; then
			s=HUP
			bgo nohup "$exe" $args -o "$F" "$big"
		else
			s=TERM
			bgo sh -c 'trap "" TERM && exec "$@"' sh \
			    "$exe" $args -o "$F" "$big"
		fi
		waittmp "$d" || echo "faults: note: $name: $fault: the run ended before a temporary file was seen; make the input bigger" >&2
		kill -s $s "$bgpid" 2>>"$log"
		bgwait
		expect "$big" ;;
	sig-*)	s=${fault#sig-}
		num=$(signum "$s")
		[ -n "$num" ] || { skip "no number for SIG$s"; return; }
		old
		bgo "$exe" $args -o "$F" "$big"
		seen=1
		waittmp "$d" || seen=0
		kill -s "$num" "$bgpid" 2>>"$log"
		bgwait
		if [ "$xst" = sig ]; then
			if [ "$st" = 0 ]; then
				xfile=out
				expect "$big"
				[ $seen = 1 ] || echo "faults: note: $name: $fault: the run ended before a temporary file was seen; make the input bigger" >&2
			elif [ "$st" = $((128 + num)) ]; then
				xfile=kept
			elif [ "$st" -gt 128 ] && [ $asan = 1 ] &&
			    case $s in SEGV|BUS|FPE|ILL|ABRT|TRAP) true ;;
			    *) false ;; esac; then
				xfile=kept
			else
				bad "exit status $st, expected $((128 + num)) (killed) or 0 (finished)"
				xfile=kept
				[ "$st" -gt 128 ] || xfile=out
				[ "$xfile" = out ] && expect "$big"
			fi
		else
			expect "$big"
		fi ;;
	ulimit-f)
		old
		go sh -c 'ulimit -f 4 && exec "$@"' sh $dflt "$exe" $args \
		    -o "$F" "$mid" ;;
	full-fs)
		[ $root = 1 ] || { skip "not root: cannot mount a tmpfs"; return; }
		[ -n "$full" ] || { skip "mounting a tmpfs failed"; return; }
		rm -rf "$full"/* "$full"/.[!.]* 2>>"$log"
		d=$full F=$full/out chk=$full/out
		old
		go "$exe" $args -o "$F" "$mid" ;;
	read-only-folder)
		old
		if [ $root = 1 ]; then
			command -v setpriv >>"$log" 2>&1 ||
			    { skip "no setpriv to run as nobody"; return; }
			# nobody's own FILE, in root's folder: only the folder
			# stands in the way
			chown 65534:65534 "$F"
			go setpriv --reuid=65534 --regid=65534 --clear-groups \
			    "$exe" $args -o "$F" "$good"
		else
			chmod 555 "$d"
			go "$exe" $args -o "$F" "$good"
			chmod 755 "$d"
		fi
		grep -qF -e "$d" "$tmp/err" ||
		    bad "the message does not name the folder $d" ;;
	name-255)
		n=$(awk 'BEGIN { while (i++ < 255) printf "n" }')
		F=$d/$n chk=$d/$n xleft=$n
		old "$good"; expect "$F"
		go "$exe" $args -o "$F" "$F" ;;
	name-256)
		n=$(awk 'BEGIN { while (i++ < 256) printf "n" }')
		F=$d/$n chk=$d/$n
		go "$exe" $args -o "$F" "$good" ;;
	strace)	[ $straceok = 1 ] ||
		    { skip "strace is missing or cannot trace"; return; }
		old
		# LeakSanitizer cannot run under ptrace
		pre=
		[ $asan = 1 ] &&
		    pre="env ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
		go $pre strace -f -qq -s 4096 -e trace=write -o "$tmp/trace" \
		    "$exe" $args -o "$F" "$bad"
		# every diagnostic ("prog: ...", its source and caret lines)
		# in one write: each write to fd 2 starts one and ends a line
		sed -n 's/^[0-9][0-9]* *//; /^write(2, /p' "$tmp/trace" >"$tmp/w2"
		nw=$(grep -c . "$tmp/w2")
		nd=$(grep -c "^$name: " "$tmp/err")
		w=$(awk -v p="write(2, \"$name: " 'index($0, p) != 1 ||
		    $0 !~ /\\n", [0-9]+\) += [0-9]+$/ { print; exit }' "$tmp/w2" |
		    cut -c 1-60)
		[ "$nd" -gt 0 ] || bad "no diagnostic"
		[ -z "$w" ] || bad "a write holds part of a diagnostic: $w"
		[ "$nw" = "$nd" ] || bad "$nd diagnostics in $nw writes" ;;
	help-full|version-full|stdout-full)
		[ -n "$fulldev" ] || { skip "no full device node (needs root and mknod)"; return; }
		redir='>"$fulldev"'
		case $fault in
		help-full) go "$exe" --help ;;
		version-full) go "$exe" --version ;;
		stdout-full) go "$exe" $args "$good" ;;
		esac
		[ "$(grep -c . "$tmp/err")" = 1 ] ||
		    bad "$(grep -c . "$tmp/err") lines on stderr, expected one" ;;
	*)	bad "(test) unknown fault $fault" ;;
	esac

	# the exit status
	case $xst in
	[0-9]*)	[ "$st" = "$xst" ] || bad "exit status $st, expected $xst" ;;
	esac
	# FILE
	case $xfile in
	out)	if [ ! -f "$chk" ] || [ -L "$chk" ]; then
			bad "FILE is missing or not a regular file"
		elif ! cmp -s "$chk" "$exp"; then
			bad "FILE ($(wc -c <"$chk") bytes) is not the expected output ($(wc -c <"$exp") bytes)"
		else
			o=$(stat -c %u:%g:%a "$chk")
			[ "$o" = "$xown" ] ||
			    bad "FILE is $o (owner:group:mode), expected $xown"
		fi ;;
	kept)	if [ ! -e "$chk" ]; then
			bad "FILE is gone"
		elif ! cmp -s "$chk" "$tmp/old"; then
			bad "FILE changed ($(wc -c <"$chk") bytes, was $(wc -c <"$tmp/old"))"
		else
			o=$(stat -c '%F %i %u:%g:%a' "$chk")
			[ "$o" = "$before" ] ||
			    bad "FILE was replaced or changed: $before is now $o"
		fi ;;
	absent)	{ [ -e "$F" ] || [ -L "$F" ]; } && bad "FILE was created" ;;
	fifo)	if [ ! -p "$F" ] || [ -L "$F" ]; then
			bad "FILE is no longer a FIFO"
		elif ! cmp -s "$tmp/fifo.got" "$exp"; then
			bad "the FIFO's reader got $(wc -c <"$tmp/fifo.got") bytes, not the expected output"
		fi ;;
	device)	{ [ -c "$F" ] && [ ! -L "$F" ] &&
		    [ "$(stat -c %t:%T "$F")" = "$dev" ]; } ||
		    bad "FILE is no longer the device node $dev" ;;
	throws)	# the same records, one throw more where one is due
		if ! awk 'NR == FNR { a[FNR] = $0; n = FNR; next }
		    { m = FNR; if ($0 == a[FNR]) next
		      if (index($0, a[FNR] " roll ") == 1 &&
			  substr($0, length(a[FNR]) + 7) ~ /^[1-6]+$/) {
			added++; next }
		      bad++ }
		    END { exit !(m == n && !bad && added == 2) }' \
		    "$in/sessions.rec" "$F"; then
			bad "FILE is not sessions.rec with a throw added to records 1 and 4"
		fi ;;
	esac
	if [ -n "$link" ]; then
		{ [ -L "$F" ] && [ "$(readlink "$F")" = "$link" ]; } ||
		    bad "FILE is no longer the symbolic link to $link"
		x=$(leftover "$tmp/t" $tleft)
		[ -z "$x" ] || bad "left beside the target: $x"
	fi
	# nothing else in the folder, nor in the working folder
	x=$(leftover "$d" $xleft)
	[ -z "$x" ] || bad "left in the folder: $x"
	x=$(leftover "$tmp/cwd")
	[ -z "$x" ] || bad "left in the working folder: $x"
	# standard error
	case $xmsg in
	''|-)	;;
	*)	grep -qF -e "$xmsg" "$tmp/err" || bad "stderr lacks '$xmsg'" ;;
	esac
}

# --- the table: programs, fault, exit status, FILE, stderr holds
# A usage error stops a program before it opens anything: FILE is kept,
# and the usage message says why.  rongo-split hands an input it cannot
# open to the program as the piece "#rongo-chunk open NAME: REASON", so
# that the program says why (tests/golden/split.t): a missing input is no
# fault of its own.
records=apply,score,roll,render,validate
cat >"$tmp/table" <<EOF
*	good			0	out
*	good-new		0	out
apply	relative		0	out
$records	invalid		1	kept	note: left as it was
split	invalid			2	kept	note: left as it was
$records	invalid-new	1	absent	note: not created
split	invalid-new		2	absent	note: not created
*	usage			2	kept	-
$records	missing-input	2	kept	note: left as it was
$records	empty-input	1	kept	note: left as it was
split	empty-input		0	out
apply-json	good		0	out
apply-json	invalid		1	kept	note: left as it was
apply-json	in-place-invalid	1	kept	note: left as it was
apply-json	device-full	2	device	No space left on device
apply-json	stdout-closed	0	out
apply-json	stdout-full	2	-	write error
apply-json	ulimit-f	2	kept	File too large
apply-json	full-fs		2	kept	No space left on device
apply-json	sig-TERM	sig	kept|out
*	in-place		0	out
$records	in-place-invalid	1	kept	note: left as it was
split	in-place-invalid	2	kept	note: left as it was
roll	sessions		0	throws
roll	nothing-due		1	kept	note: left as it was
roll	nothing-due-stdout	1	-	no throw is due
*	symlink			0	out
$records	symlink-invalid	1	kept	note: left as it was
split	symlink-invalid		2	kept	note: left as it was
apply	symlink-chain		0	out
*	owner			0	out
*	mode			0	out
*	umask			0	out
*	xattr			0	out
*	fifo			0	fifo
*	device-null		0	device
*	device-full		2	device	No space left on device
*	stdin-closed		2	kept	note: left as it was
*	stdin-closed-file	0	out
*	stdout-closed		0	out
*	stdout-closed-no-o	2	-
*	stderr-closed		0	out	-
$records	stderr-closed-invalid	1	kept	-
split	stderr-closed-invalid	2	kept	-
*	all-closed		0	out	-
*	ignored-hup		0	out
*	ignored-term		0	out
*	ulimit-f		2	kept	File too large
*	full-fs			2	kept	No space left on device
*	read-only-folder	2	kept	cannot create a temporary file in
*	name-255		0	out
*	name-256		2	absent	File name too long
$records	strace		1	kept
split	strace			2	kept
*	help-full		2	-	write error
*	version-full		2	-	write error
*	stdout-full		2	-	write error
EOF
# signals: every one that kills by default for rongo-apply, a handful for
# the others; SIGXFSZ is ignored, so the run must finish
rt=$(kill -l 2>>"$log" | awk '$0 == "RTMIN" { a = NR - 1 } $0 == "RTMAX" { b = NR - 1 }
    END { if (a && b) print a, b }')
[ -n "$rt" ] || rt=$(python3 -c 'import signal
print(int(signal.SIGRTMIN), int(signal.SIGRTMAX))' 2>>"$log")
rtsigs=
[ -n "$rt" ] && rtsigs=$(seq ${rt% *} ${rt#* })
[ -n "$rt" ] || echo "faults: skipped: the real-time signals: no SIGRTMIN" >&2
for s in HUP INT QUIT ILL TRAP ABRT BUS FPE USR1 SEGV USR2 PIPE ALRM TERM \
    STKFLT XCPU VTALRM PROF IO PWR SYS $rtsigs; do
	printf 'apply\tsig-%s\tsig\tkept|out\n' "$s"
done >>"$tmp/table"
printf 'apply\tsig-XFSZ\t0\tout\n' >>"$tmp/table"
for s in TERM INT HUP USR1 ALRM QUIT; do
	printf 'score,roll,render,validate,split\tsig-%s\tsig\tkept|out\n' "$s"
done >>"$tmp/table"

pass=0
fail=0
skipped=0
while IFS='	' read -r progs fault xst xfile xmsg <&9; do
	[ "$progs" = '*' ] && progs=$records,split
	for p in $(echo "$progs" | tr , ' '); do
		run_case "$p" "$fault" "$xst" "$xfile" "$xmsg"
		if [ -n "$skipwhy" ]; then
			echo "faults: skipped: $name: $fault: $skipwhy" >&2
			skipped=$((skipped + 1))
		elif [ -n "$why" ]; then
			echo "faults: FAILED: $name: $fault: ${why#; }" >&2
			fail=$((fail + 1))
		else
			pass=$((pass + 1))
		fi
	done
done 9<"$tmp/table"
[ $skipped = 0 ] || echo "faults: skipped $skipped cases" >&2
echo "faults: $pass passed, $fail failed"
[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
