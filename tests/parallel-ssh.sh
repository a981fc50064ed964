#!/bin/sh
# rongo-parallel across hosts (-S): two hosts made on this machine, each
# an sshd on a loopback port with keys of its own, started and stopped
# here.  The jobs go to both through GNU parallel and ssh, and the output,
# diagnostics and exit status are those of one run of the program.
# Without sshd (sh scripts/deps.sh check installs it), or when it cannot
# start, the test says so and is skipped.
. "$(dirname "$0")/prologue.sh"
pass=0
fail=0
PATH=$bindir:$PATH
export PATH

ok() {
	pass=$((pass + 1))
}
bad() {
	echo "parallel-ssh: FAILED: $*" >&2
	fail=$((fail + 1))
}
skip() {
	echo "parallel-ssh: skipped: $*" >&2
	echo "parallel-ssh: 0 passed, 0 failed"
	exit 0
}

sshd=$(command -v sshd || echo /usr/sbin/sshd)
[ -x "$sshd" ] || skip "no sshd: sh scripts/deps.sh check installs it"
command -v ssh >/dev/null 2>&1 && command -v ssh-keygen >/dev/null 2>&1 ||
	skip "no ssh or ssh-keygen"
command -v parallel >/dev/null 2>&1 ||
	skip "GNU parallel is not installed: sh scripts/deps.sh check"
# sshd wants its privilege separation directory, made at boot
if [ ! -d /run/sshd ]; then
	[ "$(id -u)" = 0 ] && mkdir -p /run/sshd ||
		skip "no /run/sshd, and not root to make it"
	chmod 755 /run/sshd
fi

ssh-keygen -q -t ed25519 -N '' -f "$tmp/host" || skip "ssh-keygen failed"
ssh-keygen -q -t ed25519 -N '' -f "$tmp/user" || skip "ssh-keygen failed"
cp "$tmp/user.pub" "$tmp/authorized_keys"
chmod 600 "$tmp/authorized_keys"

# Two ports, likely free (sshd says so otherwise, and the host is skipped).
base=$((20000 + $$ % 20000))
pids=
trap 'for p in $pids; do kill "$p" 2>/dev/null; done; rm -rf "$tmp"' EXIT
trap 'exit 2' INT TERM
: >"$tmp/ssh_config"
for h in 1 2; do
	port=$((base + h))
	cat >"$tmp/sshd$h.conf" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $tmp/host
PidFile $tmp/sshd$h.pid
AuthorizedKeysFile $tmp/authorized_keys
StrictModes no
PermitRootLogin prohibit-password
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
SetEnv PATH=$PATH LC_ALL=C
LogLevel VERBOSE
EOF
	"$sshd" -D -e -f "$tmp/sshd$h.conf" 2>"$tmp/sshd$h.log" &
	pids="$pids $!"
	cat >>"$tmp/ssh_config" <<EOF
Host rongo-host$h
	HostName 127.0.0.1
	Port $port
	User $(id -un)
	IdentityFile $tmp/user
	IdentitiesOnly yes
	BatchMode yes
	StrictHostKeyChecking no
	UserKnownHostsFile /dev/null
	LogLevel ERROR
	ConnectTimeout 5
EOF
done
# GNU parallel reaches the hosts with this ssh
PARALLEL_SSH="ssh -F $tmp/ssh_config"
export PARALLEL_SSH

# Wait (up to 5 s) until both hosts run a command.
for h in 1 2; do
	i=0
	until $PARALLEL_SSH rongo-host$h true 2>"$tmp/ssh.err"; do
		i=$((i + 1))
		if [ $i -ge 25 ]; then
			cat "$tmp/sshd$h.log" "$tmp/ssh.err" >&2
			skip "sshd on port $((base + h)) does not answer"
		fi
		sleep 0.2
	done
done

# Records of several games, some invalid, in pieces of 1k or more: the
# jobs run on both hosts, two at a time on each.
cd "$top/fixtures" || exit 2
cat pig/*.rec kanga/*.kg split/two.rec > "$tmp/all.rec"
for c in 'rongo-validate -v' 'rongo-score -f yaml' 'rongo-apply -f yaml'; do
	$c "$tmp/all.rec" >"$tmp/one.out" 2>"$tmp/one.err"
	s1=$?
	rongo-parallel -j2 -S 2/rongo-host1 -S 2/rongo-host2 -b 1k \
	    $c "$tmp/all.rec" >"$tmp/par.out" 2>"$tmp/par.err"
	s2=$?
	if [ "$s1" = "$s2" ] && cmp -s "$tmp/one.out" "$tmp/par.out" &&
	    cmp -s "$tmp/one.err" "$tmp/par.err"; then ok; else
		bad "$c: status $s2, not $s1, or other output"
		diff "$tmp/one.out" "$tmp/par.out" | head -n 5 >&2
		diff "$tmp/one.err" "$tmp/par.err" | head -n 5 >&2
	fi
	# the one run's status, worked out: all.rec holds split/two.rec's
	# invalid record 2, so 1
	if [ "$s1" = 1 ]; then ok; else bad "$c alone: status $s1, not 1"; fi
done

# Both hosts ran jobs: each logged a login with the key (one for the
# check above, more for the jobs).
for h in 1 2; do
	n=$(grep -c 'Accepted publickey' "$tmp/sshd$h.log")
	if [ "$n" -ge 2 ]; then ok; else
		bad "host $h: $n logins, no jobs ran there"; fi
done

echo "parallel-ssh: $pass passed, $fail failed"
[ "$fail" = 0 ]
