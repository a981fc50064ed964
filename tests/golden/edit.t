# rongo-apply's edits: tags set and removed, players named, Variant
# changed, moves taken back or cut, several -m.  Every expected record is
# worked out by hand: a cut keeps a prefix of the record as it was
# written (any prefix of a valid record is a game still going, so its
# result is '*'), and tag edits change only the tags they name.

### --undo takes back the last ply; the result goes with it
$ rongo-apply --undo kanga/column.kg
>>> status 0
>>> stdout
[Game "kanga"]
[Black "Ana"]
[White "Teo"]

1. d1 a1
2. d2 a2
3. d3 a3
4. d4 a4
5. d5 a5
6. d6 a6
*

### --undo=N takes back N plies, comments before the cut kept
$ rongo-apply --undo=3 sample.kg
>>> status 0
>>> stdout
[Game "kanga"]
[Black "Ana"]
[White "Teo"]

1. c4 b4
2. d4 g1
3. e4 f4 {White closes the line: c4 d4 e4 are taken}
4. d5
*

### --undo then -m: the move replaced
$ rongo-apply --undo -m b2 kanga/liberty.kg
>>> status 0
>>> stdout
[Game "kanga"]

1. b1 a1
2. b2
*

### --undo in a session takes back actions; a turn line goes with its last
$ printf '[Game "pig"]\n[Players "Ann, Bob"]\n\nAnn: roll 3 roll 4 stop\nBob: roll 1\nAnn: roll 5\n' | rongo-apply --undo=2
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 roll 4 stop

### --undo inside a turn leaves the turn open
$ printf '[Game "pig"]\n[Players "Ann, Bob"]\n\nAnn: roll 3 roll 4 stop\n' | rongo-apply --undo
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 roll 4

### --undo past the start is refused, and the other records still written
$ rongo-apply --undo=3 kanga/liberty.kg kanga/rank-first.kg
>>> status 1
>>> stdout
[Game "kanga"]

*
>>> stderr
rongo-apply: kanga/rank-first.kg:1:1: error: --undo=3: the record has only 2 plies
[Game "kanga"]
^

### --undo of every ply leaves the start
$ rongo-apply --undo=2 kanga/rank-first.kg
>>> status 0
>>> stdout
[Game "kanga"]

*

### --undo in a session counts actions
$ printf '[Game "pig"]\n[Players "Ann"]\n\nAnn: roll 3 stop\n' | rongo-apply --undo=3
>>> status 1
>>> stderr
rongo-apply: <stdin>:1:1: error: --undo=3: the record has only 2 actions
[Game "pig"]
^

### --plies keeps the first plies
$ rongo-apply --plies 3 kanga/column.kg
>>> status 0
>>> stdout
[Game "kanga"]
[Black "Ana"]
[White "Teo"]

1. d1 a1
2. d2
*

### --plies 0 keeps the start, and more than the record keeps it whole
$ rongo-apply --plies 0 kanga/liberty.kg && rongo-apply --plies 99 kanga/liberty.kg
>>> status 0
>>> stdout
[Game "kanga"]

*
[Game "kanga"]

1. b1 a1
2. a2
*

### --plies in a session counts turn lines, and -m goes on from there
$ printf '[Game "pig"]\n[Players "Ann, Bob"]\n\nAnn: roll 3 roll 4 stop\nBob: roll 1\nAnn: roll 5\n' | rongo-apply --plies 2 -m "Ann: roll 6" -m "Ann: stop"
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 roll 4 stop
Bob: roll 1
Ann: roll 6 stop

### --plies counts turns, not lines: Ann's two lines are her first turn;
### what is cut is not read, faults and all
$ printf '[Game "pig"]\n[Players "Ann, Bob"]\n\nAnn: roll 3\nAnn: roll 4 stop\nBob: roll 1\nAnn: roll 5 {x}\nBob: bad\n' | rongo-apply --plies 1; printf '[Game "pig"]\n[Players "Ann, Bob"]\n\nAnn: roll 3\nAnn: roll 4 stop\nBob: roll 1\nAnn: roll 5 {x}\nBob: bad\n' | rongo-apply --plies 3
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 roll 4 stop
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 roll 4 stop
Bob: roll 1
Ann: roll 5 {x}

### a one-player session: a line after a stop is the next turn
$ printf '[Game "pig"]\n[Players "Ann"]\n\nAnn: roll 3 stop\nAnn: roll 4\nAnn: stop\nAnn: roll 6 stop\n' | rongo-apply --plies 2
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann"]

Ann: roll 3 stop
Ann: roll 4 stop

### several -m add their moves in order, each a line of its own
$ rongo-apply -m "b2" -m "c1 c2" kanga/liberty.kg
>>> status 0
>>> stdout
[Game "kanga"]

1. b1 a1
2. a2 b2
3. c1 c2
*

### a move of the second -m is located on its line
$ rongo-apply -m "b2" -m "b2" kanga/liberty.kg
>>> status 1
>>> stderr
rongo-apply: -m:2:1: error: kanga/liberty.kg record 1: move 3 (Black): illegal move 'b2': b2 is not empty
b2
^~

### --tag replaces a value in place and adds a new tag after the others
$ rongo-apply --tag White=Tama --tag Round=3 kanga/column.kg | head -4
>>> status 0
>>> stdout
[Game "kanga"]
[Black "Ana"]
[White "Tama"]
[Round "3"]


### edits apply in order: the last one naming a tag wins
$ rongo-apply --tag Round=3 --untag Round --untag Black --tag Event=Club --tag Event="Club night" kanga/column.kg | head -3
>>> status 0
>>> stdout
[Game "kanga"]
[White "Teo"]
[Event "Club night"]


### --untag of a tag the record lacks changes nothing
$ rongo-apply --untag Event kanga/liberty.kg
>>> status 0
>>> stdout
[Game "kanga"]

1. b1 a1
2. a2
*

### --players names a board game's White, then Black
$ rongo-apply --players "Ana, Teo" --untag Black kanga/rank-first.kg
>>> status 0
>>> stdout
[Game "kanga"]
[White "Ana"]

1. d4 e5
*

### --players and -n start a dice session
$ rongo-apply -n -g yacht --players "Ann, Bob" -m "Ann: roll 66633"
>>> status 0
>>> stdout
[Game "yacht"]
[Players "Ann, Bob"]

Ann: roll 66633

### -n with --players and --variant, in YAML
$ rongo-apply -n -g pig --players "Ann,Bob" --variant dice=2 -f yaml
>>> status 0
>>> stdout
game: pig
players: [Ann, Bob]
tags: {Variant: dice=2}
turns: []

### --players replaces a session's players
$ printf '[Game "pig"]\n[Players "Ann, Bob"]\n\nAnn: roll 3 stop\n' | rongo-apply --players "Cy, Bob" -m "Bob: roll 2"
>>> status 1
>>> stderr
rongo-apply: <stdin>:4:1: error: 'Ann' is not a player here: the players are Cy, Bob
Ann: roll 3 stop
^~~

### Hanga-Tanga's seats are named by their tags
$ rongo-apply -n -g hanga-tanga --players "Ann, Bob"; echo end
>>> status 0
>>> stdout
[Game "hanga-tanga"]
[White "Ann"]
[Black "Bob"]

end


### a board game takes two names
$ rongo-apply -n -g kanga --players "Ann, Bob, Cy"
>>> status 1
>>> stderr
rongo-apply: -n: error: --players names 3 players, where Kanga has 2 sides: White and Black

### --variant judges the record under the new options
$ printf '[Game "pig"]\n[Players "Ann"]\n\nAnn: roll 3 stop\n' | rongo-apply --variant dice=2
>>> status 1
>>> stderr
rongo-apply: <stdin>:4:11: error: turn 1 (Ann): 'roll 3': a throw is 2 dice, not 1
Ann: roll 3 stop
          ^

### --variant "" removes the Variant tag
$ printf '[Game "pig"]\n[Players "Ann"]\n[Variant "dice=2"]\n\nAnn: roll 34 stop\n' | rongo-apply --variant ""
>>> status 1
>>> stderr
rongo-apply: <stdin>:5:11: error: turn 1 (Ann): 'roll 34': a throw is 1 die, not 2
Ann: roll 34 stop
          ^~

### a bad Variant given with --variant is reported for the record
$ rongo-apply -n -g pig --players Ann --variant dice=3
>>> status 1
>>> stderr
rongo-apply: -n: error: bad Variant 'dice=3': dice must be a whole number from 1 to 2

### --tag needs NAME=VALUE
$ rongo-apply --tag Event kanga/liberty.kg
>>> status 2
>>> stderr
rongo-apply: error: --tag takes NAME=VALUE, not 'Event'

### the Game tag is not edited, and a tag name is letters, digits and '_'
$ rongo-apply --untag Game kanga/liberty.kg; rongo-apply --tag "Two words=x" kanga/liberty.kg 2>&1 | head -1
>>> status 0
>>> stdout
rongo-apply: error: --tag 'Two words=x': a tag name is letters, digits and '_'
>>> stderr
rongo-apply: error: --untag 'Game': the Game tag cannot be edited: a record's game is what its moves are judged by

### --undo and --plies take one number, and not together
$ rongo-apply --undo=0 kanga/liberty.kg 2>&1 | head -1; rongo-apply --undo --plies 2 kanga/liberty.kg 2>&1 | head -1; rongo-apply --plies -1 kanga/liberty.kg 2>&1 | head -1
>>> status 0
>>> stdout
rongo-apply: error: --undo takes a number from 1, not '0'
rongo-apply: error: --undo and --plies cannot be used together, nor either twice
rongo-apply: error: --plies takes a number from 0, not '-1'

### a player's name must read back from a turn line
$ rongo-apply -n -g pig --players "Ann, " 2>&1 | head -1; rongo-apply -n -g pig --players "Ann, B:b" 2>&1 | head -1
>>> status 0
>>> stdout
rongo-apply: error: --players 'Ann, ': a player's name is empty: write the names between commas
rongo-apply: error: --players 'Ann, B:b': a player's name is words with one space between them, without ',', ':', '#', brackets or braces

### an edit refused in place leaves the file byte for byte as it was
$ f=$PWD/kanga/liberty.kg; cd $T && cp "$f" g.kg && rongo-apply --undo=9 -o g.kg g.kg; echo "status $?"; cmp g.kg "$f" && echo same
>>> status 0
>>> stdout
status 1
same
>>> stderr
rongo-apply: g.kg:1:1: error: --undo=9: the record has only 3 plies
[Game "kanga"]
^
rongo-apply: g.kg: note: left as it was: nothing is written after an error

### an edit made in place is a record our reader takes back, valid
$ cp kanga/liberty.kg $T/g.kg; rongo-apply --undo --tag Event=x -o $T/g.kg $T/g.kg && cat $T/g.kg && rongo-validate -v $T/g.kg | sed 's|.*: record|record|'
>>> status 0
>>> stdout
[Game "kanga"]
[Event "x"]

1. b1 a1
*
record 1: kanga, 2 plies, *

### edited tags and players in YAML read back by PyYAML as the strings given
$ rongo-apply -n -g pig --players "No, 1e3" --tag Event=yes --tag Round=null -f yaml | /usr/bin/python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["players"], d["tags"])'
>>> status 0
>>> stdout
['No', '1e3'] {'Event': 'yes', 'Round': 'null'}

### an edited record read back by our reader is the same record
$ rongo-apply -f yaml --tag Event="a \"b\" c" --players "Ana, Teo" --undo=2 kanga/column.kg > $T/e.yaml && rongo-apply -f notation $T/e.yaml > $T/e.kg && rongo-apply -f yaml $T/e.kg | cmp - $T/e.yaml && echo same
>>> status 0
>>> stdout
same
