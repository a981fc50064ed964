#!/bin/sh
# Run every example of every man page and compare what it prints.
#
# In the EXAMPLES section of a page (as mandoc renders it), a line
# starting with "$ " inside a display is a command; the display lines
# after it, up to the next command or the end of the display, are what
# it must print (standard output and standard error together).  The
# commands run in a copy of fixtures/, with the programs on PATH.
. "$(dirname "$0")/prologue.sh"
[ -n "${MAN_EXAMPLES_LIST:-}" ] && trap - EXIT
pass=0
fail=0

for page in "$top"/man/*.1 "$top"/man/*.7; do
	name=${page##*/}
	mandoc -Tascii -O width=200 "$page" | sed 's/.\x08//g' |
	awk -v dir="$tmp/$name" '
	function flush() {
		if (!pending) return
		pending = 0
		while (nwant > 0 && want[nwant] == "") nwant--
		f = dir "." ncmd
		print cmd > (f ".cmd")
		printf "" > (f ".exp")
		for (i = 1; i <= nwant; i++) print want[i] > (f ".exp")
		close(f ".cmd"); close(f ".exp")
	}
	/^[A-Z]/ { insect = ($0 == "EXAMPLES"); next }
	!insect { next }
	{
		match($0, /^ */); ind = RLENGTH
		line = substr($0, ind + 1)
		if (line ~ /^\$ /) {
			flush(); ncmd++; pending = 1; nwant = 0; k = ind
			cmd = substr(line, 3); incmd = 1; next
		}
		if (!incmd) next
		if (line == "") { want[++nwant] = ""; next }
		if (ind < k) { flush(); incmd = 0; cmd = ""; nwant = 0; next }
		want[++nwant] = substr($0, k + 1)
	}
	END { flush() }'
	for c in "$tmp/$name".*.cmd; do
		[ -f "$c" ] || continue
		base=${c%.cmd}
		rm -rf "$tmp/fx"
		cp -R "$top/fixtures" "$tmp/fx"
		(cd "$tmp/fx" && PATH="$bindir:$PATH" sh -c "$(cat "$c")" \
		    >"$base.got" 2>&1 </dev/null)
		# compare without trailing blank lines
		awk '{ l[NR] = $0 } END { n = NR; while (n > 0 && l[n] == "") n--;
		    for (i = 1; i <= n; i++) print l[i] }' "$base.got" >"$base.g2"
		if cmp -s "$base.g2" "$base.exp"; then
			pass=$((pass + 1))
		else
			echo "man-examples: FAILED: $name: \$ $(cat "$c")" >&2
			diff -u "$base.exp" "$base.g2" | sed 1,2d >&2
			fail=$((fail + 1))
		fi
	done
done
echo "man-examples: $pass passed, $fail failed"
[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
