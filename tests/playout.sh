#!/bin/sh
# Random playouts of the dice sessions through the programs alone: at
# each step rongo-apply -l lists what the player due may do; one line is
# picked at random and given back as it stands, to rongo-apply -m, or,
# when it is a throw still to come ("Ann: roll ???"), to rongo-roll
# --next, which throws it.  A game passes when it reaches its end (-l
# lists nothing and rongo-score calls it finished), every listed line
# was taken, and the record validates, strictly.  A line -l lists that
# -m refuses, or a game that does not end within the step limit, fails.
# PLAYOUT_JOBS=N plays N games at once.
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

# Play game $1 with the generator seeded by $2; its verdict in $tmp/$1.out
# ("pass" or the failure's lines).  Each game has files of its own, so
# that games can be played at once.
play() {
	g=$1
	r=$2
	rec=$tmp/$g.rec
	f=$tmp/$g
	: >"$f.out"
	start "$g" "$rec" || return 0
	# board games have no throw to make
	"$bindir/rongo-roll" --next --seed 1 "$rec" >/dev/null 2>&1 || return 0
	steps=0
	why=
	while :; do
		if ! "$bindir/rongo-apply" -l "$rec" >"$f.l" 2>"$f.err"; then
			why="-l refused: $(head -n 1 "$f.err")"
			break
		fi
		n=$(wc -l <"$f.l")
		[ "$n" -gt 0 ] || break
		steps=$((steps + 1))
		if [ "$steps" -gt "$steps_max" ]; then
			why="no end after $steps_max steps"
			break
		fi
		r=$(((r * 1103515245 + 12345) % 2147483648))
		line=$(sed -n "$((r / 65536 % n + 1))p" "$f.l")
		case $line in
		*'?'*)
			"$bindir/rongo-roll" --next --seed "$r" "$rec" \
			    >"$f.next" 2>"$f.err" ;;
		*)
			"$bindir/rongo-apply" -m "$line" "$rec" \
			    >"$f.next" 2>"$f.err" ;;
		esac || {
			why="'$line' refused: $(head -n 1 "$f.err")"
			break
		}
		mv "$f.next" "$rec"
	done
	if [ -z "$why" ] && ! "$bindir/rongo-validate" --strict "$rec" \
	    2>"$f.err"; then
		why="the record does not validate: $(head -n 1 "$f.err")"
	elif [ -z "$why" ] && ! "$bindir/rongo-score" "$rec" | head -n 1 |
	    grep -q ', finished$'; then
		why="-l lists nothing, yet the game is not over"
	fi
	if [ -z "$why" ]; then
		echo pass >"$f.out"
		[ -z "${PLAYOUT_VERBOSE:-}" ] || echo "playout: $g: $steps steps"
	else
		{
			echo "playout: $g: step $steps: $why"
			tail -n 3 "$rec" | sed "s/^/playout:   /"
		} >"$f.out"
	fi
}

# The games in PLAYOUT_JOBS workers (every CPU by default), worker k
# taking every jobs-th game from the k-th.
jobs=${PLAYOUT_JOBS:-$(nproc 2>/dev/null || echo 1)}
k=0
while [ "$k" -lt "$jobs" ]; do
	(
		i=0
		for g in $games; do
			[ $((i % jobs)) -ne "$k" ] || play "$g" $((12345 + i))
			i=$((i + 1))
		done
	) &
	k=$((k + 1))
done
wait
for g in $games; do
	[ -s "$tmp/$g.out" ] || continue
	if [ "$(cat "$tmp/$g.out")" = pass ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		cat "$tmp/$g.out"
	fi
done
echo "playout: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
