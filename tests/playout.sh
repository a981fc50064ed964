#!/bin/sh
# Random playouts of the dice sessions through the programs alone: at
# each step rongo-apply -l lists what the player due may do; one line is
# picked at random and given back as it stands, to rongo-apply -m, or,
# when it is a throw still to come ("Ann: roll ???"), to rongo-roll
# --next, which throws it.  A game passes when it reaches its end (-l
# lists nothing and rongo-score calls it finished), every listed line
# was taken, and the record validates, strictly.  A line -l lists that -m refuses, or a game that does not end
# within the step limit, fails.
#
# The session games are those of the registry for which rongo-roll
# --next has a throw to make at the start.  Short targets keep the long
# games short; PLAYOUT_GAMES="pig crag" plays only those.
. "$(dirname "$0")/prologue.sh"
pass=0
fail=0
steps_max=${PLAYOUT_STEPS:-3000}

# Options that shorten a game, by id.
variant() {
	case $1 in
	pig) echo 'target=30' ;;
	ten-thousand) echo 'target=1000' ;;
	*) echo '' ;;
	esac
}

games=${PLAYOUT_GAMES:-$(sed -n 's/^[[:space:]]*X(\([a-z_]*\)).*/\1/p' \
    "$top/lib/games/registry.h" | tr _ -)}

# A fresh record of game $1 in $2: two players, or the game's own seats
# when it refuses a Players tag.
start() {
	v=$(variant "$1")
	{
		printf '[Game "%s"]\n[Players "Ann, Bob"]\n' "$1"
		[ -z "$v" ] || printf '[Variant "%s"]\n' "$v"
	} >"$2"
	"$bindir/rongo-validate" "$2" 2>/dev/null && return 0
	{
		printf '[Game "%s"]\n' "$1"
		[ -z "$v" ] || printf '[Variant "%s"]\n' "$v"
	} >"$2"
	"$bindir/rongo-validate" "$2" 2>/dev/null
}

r=12345
for g in $games; do
	rec=$tmp/$g.rec
	start "$g" "$rec" || continue
	# board games have no throw to make
	"$bindir/rongo-roll" --next --seed 1 "$rec" >/dev/null 2>&1 || continue
	steps=0
	why=
	while :; do
		if ! "$bindir/rongo-apply" -l "$rec" >"$tmp/l" 2>"$tmp/err"; then
			why="-l refused: $(head -n 1 "$tmp/err")"
			break
		fi
		n=$(wc -l <"$tmp/l")
		[ "$n" -gt 0 ] || break
		steps=$((steps + 1))
		if [ "$steps" -gt "$steps_max" ]; then
			why="no end after $steps_max steps"
			break
		fi
		r=$(((r * 1103515245 + 12345) % 2147483648))
		line=$(sed -n "$((r / 65536 % n + 1))p" "$tmp/l")
		case $line in
		*'?'*)
			"$bindir/rongo-roll" --next --seed "$r" "$rec" \
			    >"$tmp/next" 2>"$tmp/err" ;;
		*)
			"$bindir/rongo-apply" -m "$line" "$rec" \
			    >"$tmp/next" 2>"$tmp/err" ;;
		esac || {
			why="'$line' refused: $(head -n 1 "$tmp/err")"
			break
		}
		mv "$tmp/next" "$rec"
	done
	if [ -z "$why" ] && ! "$bindir/rongo-validate" --strict "$rec" \
	    2>"$tmp/err"; then
		why="the record does not validate: $(head -n 1 "$tmp/err")"
	elif [ -z "$why" ] && ! "$bindir/rongo-score" "$rec" | head -n 1 |
	    grep -q ', finished$'; then
		why="-l lists nothing, yet the game is not over"
	fi
	if [ -z "$why" ]; then
		pass=$((pass + 1))
		[ -z "${PLAYOUT_VERBOSE:-}" ] || echo "playout: $g: $steps steps"
	else
		fail=$((fail + 1))
		echo "playout: $g: step $steps: $why"
		tail -n 3 "$rec" | sed "s/^/playout:   /"
	fi
done
echo "playout: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
