#!/bin/sh
# Each program's --help starts with the SYNOPSIS of its man page.
set -u
LC_ALL=C
export LC_ALL
bindir=$(cd "$1" && pwd)
top=$(cd "$(dirname "$0")/.." && pwd)
pass=0
fail=0
norm() {	# squeeze white space into single spaces
	tr -s ' \t\n' '   ' | sed 's/^ //; s/ $//'
}
for page in "$top"/man/rongo-*.1; do
	prog=$(basename "$page" .1)
	man=$(mandoc -Tascii -O width=500 "$page" | sed 's/.\x08//g' |
	    awk '/^SYNOPSIS/ { on = 1; next } /^[A-Z]/ { on = 0 } on' | norm)
	help=$("$bindir/$prog" --help | awk 'NR == 1 || /^  +(\[|rongo-)/ { print; next } { exit }' |
	    sed '1s/^usage: //' | norm)
	if [ -n "$man" ] && [ "$man" = "$help" ]; then
		pass=$((pass + 1))
	else
		echo "help-synopsis: FAILED: $prog" >&2
		echo "  man:  $man" >&2
		echo "  help: $help" >&2
		fail=$((fail + 1))
	fi
done
echo "help-synopsis: $pass passed, $fail failed"
[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
