#!/bin/sh
# rongo-play beyond the pipe cases of tests/golden/play.t:
#
#   - at a terminal (tmux): the prompt names the side to move, a move
#     typed is drawn and saved, completion fills in a command, quit ends;
#   - programs playing every kind of game to its end, each record valid
#     with its result, and a match whose summary adds up;
#   - a crash (kill -9) at any moment leaves FILE a valid record;
#   - FILE that cannot be written (a full disk, as a file size limit)
#     keeps its last good record, and a FILE that is not a regular file
#     is refused.
. "$(dirname "$0")/prologue.sh"
pass=0
fail=0
PATH=$bindir:$PATH
export PATH
# A random player over the first legal moves: a Hanga Roa position can
# have more Moai paths than any list could hold (rongo-apply(1),
# CAVEATS), and shuf reads its whole input, so the list is cut.
bot='rongo-apply -l | head -n 5000 | shuf -n 1'

ok() {
	pass=$((pass + 1))
}
bad() {
	echo "play: FAILED: $*" >&2
	fail=$((fail + 1))
}

# --- at a terminal ------------------------------------------------------
# Wait (up to 5 s) for the pane to show $1.
wait_for() {
	i=0
	while [ $i -lt 50 ]; do
		tmux -L "$sock" capture-pane -t play -p >"$tmp/screen" \
		    2>/dev/null
		grep -q -- "$1" "$tmp/screen" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

if ! command -v tmux >/dev/null 2>&1; then
	bad "tmux is missing: run sh scripts/deps.sh check"
else
	sock=rongo-test-$$
	mkdir "$tmp/term"
	cd "$tmp/term" || exit 2
	tmux -L "$sock" kill-server 2>/dev/null
	tmux -L "$sock" new-session -d -s play -x 100 -y 40 \
	    "PATH='$PATH' rongo-play -g kanga --players 'Ana, Teo' t.kg; echo \"exit \$?\"; sleep 30"
	# Kanga's Black drops first: the prompt says so, over the empty board
	if wait_for '^Black>'; then ok; else
		bad "terminal: no 'Black> ' prompt"; cat "$tmp/screen" >&2; fi
	tmux -L "$sock" send-keys -t play 'd4' Enter
	# the stone is drawn on d4, and White is to move
	if wait_for '^White>' && grep -q '^ 4 \. \. \. X \. \. \. 4$' \
	    "$tmp/screen"; then ok; else
		bad "terminal: d4 not drawn"; cat "$tmp/screen" >&2; fi
	# saved at once, before the session ends
	if printf '[Game "kanga"]\n[White "Ana"]\n[Black "Teo"]\n\n1. d4\n*\n' |
	    cmp -s - t.kg; then ok; else bad "terminal: t.kg after d4"; fi
	# completion: "e" and TAB twice lists White's drops on file e
	tmux -L "$sock" send-keys -t play 'e' Tab Tab
	if wait_for 'e1  e2  e3  e4  e5  e6  e7'; then ok; else
		bad "terminal: completion of e"; cat "$tmp/screen" >&2; fi
	tmux -L "$sock" send-keys -t play C-u
	# a command completed: "und" TAB is undo, which takes d4 back
	tmux -L "$sock" send-keys -t play 'und' Tab Enter
	if wait_for '^Black>' &&
	    printf '[Game "kanga"]\n[White "Ana"]\n[Black "Teo"]\n\n*\n' |
	    cmp -s - t.kg; then ok; else
		bad "terminal: undo"; cat "$tmp/screen" t.kg >&2; fi
	# a move refused: the diagnostic, and the file as it was
	tmux -L "$sock" send-keys -t play 'z9' Enter
	if wait_for "error: move 1 (Black): cannot read move 'z9'"; then ok
	else bad "terminal: z9 not refused"; cat "$tmp/screen" >&2; fi
	tmux -L "$sock" send-keys -t play 'quit' Enter
	if wait_for '^exit 1$'; then ok; else
		bad "terminal: quit, exit 1"; cat "$tmp/screen" >&2; fi
	tmux -L "$sock" kill-server 2>/dev/null
	# Ctrl-C with a line half typed: the line is lost, the game is not
	# (the shell around it catches SIGINT, to say how it ended)
	sock=rongo-test2-$$
	tmux -L "$sock" new-session -d -s play -x 100 -y 40 \
	    "trap : INT; PATH='$PATH' rongo-play t.kg; echo \"exit \$?\"; sleep 30"
	wait_for '^Black>' >/dev/null
	tmux -L "$sock" send-keys -t play 'c3' Enter
	wait_for '^White>' >/dev/null
	tmux -L "$sock" send-keys -t play 'e5'
	sleep 0.2
	tmux -L "$sock" send-keys -t play C-c
	if wait_for 'exit 130$' &&
	    printf '[Game "kanga"]\n[White "Ana"]\n[Black "Teo"]\n\n1. c3\n*\n' |
	    cmp -s - t.kg && [ -z "$(ls -A | grep -v '^t\.kg$')" ]; then ok
	else bad "terminal: Ctrl-C"; cat "$tmp/screen" t.kg >&2; ls -A >&2; fi
	tmux -L "$sock" kill-server 2>/dev/null
	cd "$top" || exit 2
fi

# --- programs playing ---------------------------------------------------
# A board game between two random players ends with a result.
for g in kanga hanga-roa tang; do
	f=$tmp/$g.rec
	# random Hanga Roa may go on for ever: the referee draws it
	rongo-play -g "$g" --draw-after 300 --white "$bot" --black "$bot" \
	    "$f" >"$tmp/out" 2>"$tmp/err"
	st=$?
	last=$(tail -n 1 "$f")
	if [ $st = 0 ] && rongo-validate --strict "$f" &&
	    case $last in 1-0|0-1|1/2-1/2) true ;; *) false ;; esac &&
	    grep -q '^The game is over: ' "$tmp/out"; then ok; else
		bad "$g: programs' game (status $st, last line '$last')"
		cat "$tmp/err" >&2
	fi
done
# Dice games between programs: the referee throws; each ends finished.
for g in pig yacht hanga-tanga; do
	f=$tmp/$g.rec
	case $g in
	hanga-tanga) rongo-play -g "$g" --seed 7 --white "$bot" \
	    --black "$bot" "$f" ;;
	pig) rongo-play -g "$g" --seed 7 --variant target=30 \
	    --players "Ann, Bob" --seat "Ann=$bot" --seat "Bob=$bot" "$f" ;;
	*) rongo-play -g "$g" --seed 7 --players "Ann, Bob" \
	    --seat "Ann=$bot" --seat "Bob=$bot" "$f" ;;
	esac >/dev/null 2>"$tmp/err"
	st=$?
	if [ $st = 0 ] && rongo-validate --strict "$f" &&
	    rongo-score -f yaml "$f" | grep -q '^status: finished'; then ok
	else
		bad "$g: programs' session (status $st)"
		cat "$tmp/err" >&2
	fi
done

# A match of four: four records, the names changing sides each game,
# and every game counted once for each program.
f=$tmp/match.kg
rongo-play -g kanga --players "Ana, Teo" --games 4 --white "$bot" \
    --black "$bot" "$f" >"$tmp/out" 2>"$tmp/err"
st=$?
whites=$(sed -n 's/^\[White "\(.*\)"\]$/\1/p' "$f" | tr '\n' ' ')
sum=$(awk -F'[ ,]+' '/ won, / { n += $2 + $4 + $6; w += $2; l += $6 }
    END { print n, w, l }' "$tmp/out")
if [ $st = 0 ] && [ "$(grep -c '^\[Game ' "$f")" = 4 ] &&
    rongo-validate "$f" && [ "$whites" = "Ana Teo Ana Teo " ] &&
    grep -q '^Match of 4 games:$' "$tmp/out" &&
    [ "$(grep -c '^[0-1]-[0-1]$\|^1/2-1/2$' "$f")" = 4 ] &&
    set -- $sum && [ "$1" = 8 ] && [ "$2" = "$3" ]; then ok; else
	bad "match: status $st, whites '$whites', counts '$sum'"
	cat "$tmp/out" "$tmp/err" >&2
fi

# What rongo-play writes in YAML and JSON Lines reads back, by another
# reader too: PyYAML and python's json see the moves played, and the
# file validates.
for fmt in yaml json; do
	f=$tmp/readback.$fmt
	rm -f "$f"
	printf 'd4\ne5\nnew\nc3\n' |
	    rongo-play -f $fmt -g kanga --players 'No, null' "$f" >/dev/null
	if rongo-validate "$f" && /usr/bin/python3 -c '
import json, sys, yaml
text = open(sys.argv[1]).read()
docs = ([json.loads(l) for l in text.splitlines()] if sys.argv[2] == "json"
    else list(yaml.safe_load_all(text)))
assert [d["moves"] for d in docs] == [["d4", "e5"], ["c3"]], docs
assert [d["tags"] for d in docs] == [{"White": "No", "Black": "null"}] * 2, docs
' "$f" $fmt; then ok; else bad "$fmt read back"; cat "$f" >&2; fi
done

# --- a crash at any moment ----------------------------------------------
# Programs play a long game; it is killed with SIGKILL after a while:
# FILE holds a valid record, whatever the moment.
for d in 0.05 0.2 0.4 0.7 1.1; do
	f=$tmp/crash.kg
	rm -f "$f"
	rongo-play -g kanga --variant size=19 --white "$bot" --black "$bot" \
	    "$f" >/dev/null 2>&1 &
	pid=$!
	sleep "$d"
	kill -9 $pid 2>/dev/null
	wait $pid 2>/dev/null
	if [ ! -e "$f" ] || rongo-validate "$f"; then ok; else
		bad "kill -9 after ${d}s: $f is not a valid record"
		cat "$f" >&2
	fi
done
# A person's lines, the last of them cut off by the crash.
f=$tmp/crash2.kg
rm -f "$f"
{ printf 'd4\ne5\n'; sleep 0.5; printf 'c3\nc'; sleep 5; } |
    rongo-play -g kanga "$f" >/dev/null 2>&1 &
sleep 1
pkill -9 -f "rongo-play -g kanga $f" 2>/dev/null
wait 2>/dev/null
if printf '[Game "kanga"]\n\n1. d4 e5\n2. c3\n*\n' | cmp -s - "$f"; then ok
else bad "kill -9 of a person's game"; cat "$f" >&2; fi

# A signal that ends the program while it waits for a line: FILE keeps
# every line accepted, and no temporary file is left beside it.
for sig in INT TERM HUP; do
	d=$tmp/sig$sig
	mkdir "$d"
	{ printf 'd4\n'; sleep 5; } | rongo-play -g kanga "$d/g.kg" \
	    >/dev/null 2>&1 &
	sleep 0.5
	pkill -"$sig" -f "rongo-play -g kanga $d/g.kg"
	wait 2>/dev/null
	if printf '[Game "kanga"]\n\n1. d4\n*\n' | cmp -s - "$d/g.kg" &&
	    [ "$(ls -A "$d")" = g.kg ]; then ok; else
		bad "SIG$sig while waiting"; ls -A "$d" >&2; fi
done

# --- files that cannot be kept ------------------------------------------
# A symlink is followed: the game is kept in its target.
mkdir "$tmp/ln"
printf '[Game "kanga"]\n\n1. d4\n' >"$tmp/ln/real.kg"
ln -s real.kg "$tmp/ln/link.kg"
if echo e5 | rongo-play "$tmp/ln/link.kg" && [ -L "$tmp/ln/link.kg" ] &&
    printf '[Game "kanga"]\n\n1. d4 e5\n*\n' | cmp -s - "$tmp/ln/real.kg"
then ok; else bad "symlink"; ls -l "$tmp/ln" >&2; fi
# A full disk, as a file size limit (dash counts it in 512-byte blocks;
# the tag makes the second move pass it): saving fails, the status is
# 2, and FILE keeps the last record saved.
f=$tmp/full.kg
rm -f "$f"
(ulimit -f 1; printf 'd4\ne5\n' | rongo-play -g kanga --tag \
    "Event=$(printf "%0476d" 0)" "$f" >/dev/null 2>"$tmp/err"
    echo $? >"$tmp/st")
st=$(cat "$tmp/st")
if [ "$st" = 2 ] && grep -q 'error: write error: File too large' \
    "$tmp/err" && rongo-validate "$f" && grep -q '^1\. d4$' "$f" &&
    ! grep -q e5 "$f"; then ok; else
	bad "full disk: status $st"; cat "$tmp/err" "$f" >&2
fi
# Not a regular file: refused, nothing read or written.
if printf 'd4\n' | rongo-play -g kanga /dev/null 2>"$tmp/err"; then
	bad "/dev/null taken as FILE"
elif [ $? = 2 ] && grep -q "/dev/null: error: not a regular file" \
    "$tmp/err"; then ok; else bad "/dev/null"; cat "$tmp/err" >&2; fi
# Standard output closed: what show would print cannot be: status 2.
printf 'show\n' | rongo-play -g kanga "$tmp/closed.kg" >&- 2>"$tmp/err"
st=$?
if [ $st = 2 ] && grep -q 'error: write error' "$tmp/err"; then ok; else
	bad "closed stdout: status $st"; cat "$tmp/err" >&2; fi

echo "play: $pass passed, $fail failed"
[ "$fail" = 0 ]
