# rongo-play through a pipe: moves, actions and commands a line at a
# time, the file saved after every line accepted.  Each expected record
# is worked out from the rules: Kanga's Black drops first, a point taken
# cannot be taken again; a Pig turn is throws of one die, a 1 ending it
# with nothing banked; a Yacht turn is three throws at most, then a
# category.  The referee's dice for --seed N are the first dice of PCG32
# seeded with N on the stream "rongo" (rng.h), worked out with the
# reference algorithm: seed 1 gives 3 6 5 3 1 2, seed 4 gives 4 4 2 6 5 2.

### a new game: the moves are the record, saved as they come
$ printf 'd4\ne5\n' | rongo-play -g kanga --players "Ana, Teo" $T/g.kg; cat $T/g.kg
>>> status 0
>>> stdout
[Game "kanga"]
[White "Ana"]
[Black "Teo"]

1. d4 e5
*

### a move refused is reported in the game's terms and changes nothing
$ printf 'd4\nd4\ne5\n' | rongo-play -g kanga $T/g.kg; echo "status $?"; cat $T/g.kg
>>> status 0
>>> stdout
status 1
[Game "kanga"]

1. d4 e5
*
>>> stderr
rongo-play: <stdin>:2:1: error: move 1 (White): illegal move 'd4': d4 is not empty
d4
^~

### undo takes back the last ply; the move played next replaces it
$ printf 'd4\ne5\nundo\nc3\n' | rongo-play -g kanga $T/g.kg; cat $T/g.kg
>>> status 0
>>> stdout
[Game "kanga"]

1. d4 c3
*

### undo N takes back N plies, and no more than the game has
$ printf 'd4\ne5\nc3\nundo 2\nundo 2\n' | rongo-play -g kanga $T/g.kg; echo "status $?"; cat $T/g.kg
>>> status 0
>>> stdout
status 1
[Game "kanga"]

1. d4
*
>>> stderr
rongo-play: <stdin>:5:1: error: undo 2: the game has only 1 ply
undo 2
^~~~

### undo takes a count from 1
$ printf 'undo 0\nundo x\n' | rongo-play -g kanga $T/g.kg
>>> status 1
>>> stderr
rongo-play: <stdin>:1:6: error: undo takes a count from 1
undo 0
     ^
rongo-play: <stdin>:2:6: error: undo takes a count from 1
undo x
     ^

### the last record of a file goes on; the records before it are kept byte for byte, even one that is invalid
$ cp kanga/three.kg $T/k.kg; echo a2 | rongo-play $T/k.kg; cat $T/k.kg
>>> status 0
>>> stdout
[Game "kanga"]

1. d4 e5
*

[Game "kanga"]

1. d4 e5
2. e5 c3
*

[Game "kanga"]
[Variant "size=9"]

1. i9 a1
2. e5 a2
*

### a file whose last record is invalid is not gone on with, and is left as it was
$ head -n 11 kanga/three.kg > $T/k.kg; cp $T/k.kg $T/before; cd $T; echo a2 | rongo-play k.kg; echo "status $?"; cmp before k.kg && echo same
>>> status 0
>>> stdout
status 1
same
>>> stderr
rongo-play: k.kg:9:4: error: move 2 (Black): illegal move 'e5': e5 is not empty
2. e5 c3
   ^~

### a new game needs its game
$ cd $T; echo d4 | rongo-play none.kg; echo "status $?"; test -e none.kg || echo not made
>>> status 0
>>> stdout
status 2
not made
>>> stderr
rongo-play: none.kg: error: no game here to go on with: a new game needs -g ID

### a board game has no dice for the referee to throw
$ printf 'roll\n' | rongo-play -g kanga $T/g.kg
>>> status 1
>>> stderr
rongo-play: <stdin>:1:1: error: Kanga has no dice: 'roll' is for dice games
roll
^~~~

### show draws the position, with the side to move
$ printf 'd4\ne5\nshow\n' | rongo-play -g kanga $T/g.kg
>>> status 0
>>> stdout
Kanga 7x7, after ply 2 (e5)
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . O . . 5
 4 . . . X . . . 4
 3 . . . . . . . 3
 2 . . . . . . . 2
 1 . . . . . . . 1
   a b c d e f g
Black to move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point

### --show draws after every line accepted, and not after one refused
$ printf 'b2\nb2\n' | rongo-play -s -g kanga --variant size=5 $T/g.kg
>>> status 1
>>> stdout
Kanga 5x5, after ply 1 (b2)
   a b c d e
 5 . . . . . 5
 4 . . . . . 4
 3 . . . . . 3
 2 . X . . . 2
 1 . . . . . 1
   a b c d e
White to move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point
>>> stderr
rongo-play: <stdin>:2:1: error: move 1 (White): illegal move 'b2': b2 is not empty
b2
^~

### a command takes nothing after it
$ printf 'show me\n' | rongo-play -g kanga $T/g.kg
>>> status 1
>>> stderr
rongo-play: <stdin>:1:6: error: show takes nothing after it
show me
     ^~

### quit ends the input: the lines after it are not read
$ printf 'd4\nquit\ne5\n' | rongo-play -g kanga $T/g.kg; cat $T/g.kg
>>> status 0
>>> stdout
[Game "kanga"]

1. d4
*

### the referee throws the dice due, reproducibly with --seed; stop banks the turn
$ printf 'roll\nroll\nstop\nroll\n' | rongo-play -g pig --players "Ann, Bob" --seed 1 $T/p.rec; cat $T/p.rec
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 roll 6 stop
Bob: roll 5

### a line without a name goes to the player due; with one, to that player, who must be due
$ printf 'roll 4\nAnn: stop\nAnn: roll 2\nBob: roll 1\n' | rongo-play -g pig --players "Ann, Bob" $T/p.rec; echo "status $?"; cat $T/p.rec
>>> status 0
>>> stdout
status 1
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 4 stop
Bob: roll 1
>>> stderr
rongo-play: <stdin>:3:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 2
^~~

### legal lists what the player due may do, a throw with a ? per die
$ printf 'roll 4\nlegal\n' | rongo-play -g pig --players "Ann, Bob" $T/p.rec
>>> status 0
>>> stdout
Ann: roll ?
Ann: stop

### roll with a ? per die, as legal lists it, is the referee's throw too
$ printf 'Ann: roll ?\nroll ?\n' | rongo-play -g pig --players "Ann, Bob" --seed 4 $T/p.rec; cat $T/p.rec
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 4 roll 4

### undo in a session takes back actions
$ printf 'roll 4\nroll 5\nundo\nstop\n' | rongo-play -g pig --players "Ann, Bob" $T/p.rec; cat $T/p.rec
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 4 stop

### the table's own dice, and hint: each open category with its points, best first
$ printf 'roll 66633\nhint\n' | rongo-play -g yacht --players "Ann, Bob" $T/y.rec
>>> status 0
>>> stdout
Ann:
full-house       24
chance           24
sixes            18
threes           6
ones             0
twos             0
fours            0
fives            0
little-straight  0
big-straight     0
four-of-a-kind   0
yacht            0

### hint needs thrown dice and a score card
$ printf 'hint\n' | rongo-play -g yacht --players "Ann, Bob" $T/y.rec; printf 'roll 4\nhint\n' | rongo-play -g pig --players "Ann, Bob" $T/p.rec
>>> status 1
>>> stderr
rongo-play: <stdin>:1:1: error: nothing can be scored now: the dice are not thrown yet
hint
^~~~
rongo-play: <stdin>:2:1: error: Pig has no score card to hint at: 'legal' lists what may be played
hint
^~~~

### no throw is due after the third
$ printf 'roll 12345\nroll 12345\nroll 12345\nroll\n' | rongo-play -g yacht --players "Ann, Bob" $T/y.rec
>>> status 1
>>> stderr
rongo-play: <stdin>:4:1: error: no throw is due: Ann must decide first
roll
^~~~

### help lists the commands
$ echo help | rongo-play -g kanga $T/g.kg
>>> status 0
>>> stdout
MOVES         a move, or a turn of a dice game: its actions, after
              "NAME:" or alone for the player due
roll          the referee throws the dice due ("roll 66633" gives
              the table's own)
undo [N]      take back the last N plies or actions (default 1)
legal         list what the side or player due may play
hint          what each open category would score (dice games with
              a score card)
show          draw the position or the score sheet
new           start another game after this one, with its tags
help          this list
quit          stop (the end of the input does the same)

### new starts another game after this one, with its tags
$ printf 'd4\nnew\ne5\n' | rongo-play -g kanga --tag Event=Club $T/g.kg; cat $T/g.kg
>>> status 0
>>> stdout
[Game "kanga"]
[Event "Club"]

1. d4
*

[Game "kanga"]
[Event "Club"]

1. e5
*

### a YAML file goes on in YAML
$ printf 'd4\n' | rongo-play -f yaml -g kanga $T/g.yaml; printf 'e5\n' | rongo-play $T/g.yaml; cat $T/g.yaml
>>> status 0
>>> stdout
game: kanga
moves: ["d4", "e5"]
result: "*"

### a game that is over takes no more moves, and says why
$ cp kanga/column.kg $T/c.kg; echo e1 | rongo-play $T/c.kg
>>> status 1
>>> stdout
The game is over: Black's group joins the top and bottom edges.
>>> stderr
rongo-play: <stdin>:1:1: error: the record is finished (0-1): nothing can be added
e1
^~

### usage: one file, and no -o
$ rongo-play; rongo-play a b; rongo-play -o x y
>>> status 2
>>> stderr
rongo-play: error: FILE is missing: the file the game is kept in
rongo-play: error: one FILE only: the file the game is kept in
rongo-play: error: -o: rongo-play saves to FILE itself

### usage: the values of --games, --move-time, --seat and --seed
$ rongo-play --games 0 f; rongo-play --move-time 0 f; rongo-play --move-time 1. f; rongo-play --seat Ann f; rongo-play --seed -1 f
>>> status 2
>>> stderr
rongo-play: error: --games takes a number from 1 to 1000000, not '0'
rongo-play: error: --move-time takes seconds, more than 0 ("2", "0.5"), not '0'
rongo-play: error: --move-time takes seconds, more than 0 ("2", "0.5"), not '1.'
rongo-play: error: --seat takes NAME=COMMAND, not 'Ann'
rongo-play: error: --seed takes a number from 0 to 18446744073709551615, not '-1'

### a program for a seat the game has not is refused
$ rongo-play -g kanga --seat Ann=true $T/g.kg; rongo-play -g pig --players "Ann, Bob" --white true $T/p.rec
>>> status 2
>>> stderr
rongo-play: error: --seat Ann: Kanga has no seat Ann
rongo-play: error: --white is for games of two sides: Pig's seats are named by its players: use --seat NAME=COMMAND

### a program that answers a move refused forfeits: the result is written, the reason as a comment
$ rongo-play -g kanga --white 'echo zz' --black 'echo d4' $T/g.kg; cat $T/g.kg
>>> status 0
>>> stdout
The game is over: White's program forfeits.
[Game "kanga"]

1. d4 {White's program answered 'zz', which is refused: move 1 (White): cannot read move 'zz': 'zz' is not a square: write its file letter and rank number, as in e5: it forfeits}
0-1
>>> stderr
rongo-play: --white:1:1: error: move 1 (White): cannot read move 'zz': 'zz' is not a square: write its file letter and rank number, as in e5
zz
^~

### a program that answers nothing in time forfeits
$ rongo-play -g kanga --black 'sleep 5' --move-time 0.2 $T/g.kg; cat $T/g.kg
>>> status 0
>>> stdout
The game is over: Black's program forfeits.
[Game "kanga"]

{Black's program gave no answer within 0.2 seconds: it forfeits}
1-0

### --list as every program: Kanga's one option
$ rongo-play --list options -g kanga
>>> status 0
>>> stdout
size  5-19  7  the board is size x size points

### an unknown option is told the synopsis
$ rongo-play --bogus f
>>> status 2
>>> stderr
rongo-play: error: unknown option '--bogus'
usage: rongo-play [-hsV] [--strict] [-f format] [-g game]
                  [--players names] [--variant words]
                  [--tag name=value] [--seed n] [--white command]
                  [--black command] [--seat name=command]
                  [--games n] [--move-time seconds]
                  [--draw-after n] file
       rongo-play --list what [-g game]
Try 'rongo-play --help' for more information.

### the input unreadable: status 2, the new game saved as it began
$ cd $T; rongo-play -g kanga g.kg < /; echo "status $?"; cat g.kg
>>> status 0
>>> stdout
status 2
[Game "kanga"]

*
>>> stderr
rongo-play: <stdin>: error: read error: Is a directory

### --draw-after: a game with no result after N plies is drawn, the reason before the result
$ rongo-play -g kanga --white 'rongo-apply -l | head -n 1' --black 'rongo-apply -l | head -n 1' --draw-after 3 $T/d.kg; cat $T/d.kg
>>> status 0
>>> stdout
The game is over: drawn after 3 plies.
[Game "kanga"]

1. a1 a2
2. a3 {no result after 3 plies: drawn by the referee}
1/2-1/2

### a match: the players change sides after each game, and the summary counts each game once for each
$ rongo-play -g kanga --players "Ana, Teo" --games 3 --white 'rongo-apply -l | head -n 1' --black 'echo zz' $T/m.kg 2>/dev/null; grep '^\[White\|^\[Black\|^1-0\|^0-1' $T/m.kg
>>> status 0
>>> stdout
The game is over: Black's program forfeits.
The game is over: White's program forfeits.
The game is over: Black's program forfeits.
Match of 3 games:
Ana: 3 won, 0 drawn, 0 lost
Teo: 0 won, 0 drawn, 3 lost
[White "Ana"]
[Black "Teo"]
1-0
[White "Teo"]
[Black "Ana"]
0-1
[White "Ana"]
[Black "Teo"]
1-0

### a dice program that forfeits: the comment after the last turn, the game left there
$ rongo-play -g pig --players "Ann, Bob" --seed 1 --seat 'Ann=echo stop' --seat 'Bob=true' $T/p.rec; cat $T/p.rec
>>> status 0
>>> stdout
The game is over: Bob's program forfeits.
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 stop
Bob: roll 6 {Bob's program printed nothing: it forfeits}

### Hanga Roa: a move of several words, a line each, after a record with a Setup and a comment
$ printf '[Game "hanga-roa"]\n[Setup "4m2sa/8s/9/1a7/9/9/9/s4P3/As2M4 w - 0"]\n\n1. P f3 A b5 b2 {walled in}\n' > $T/h.kg; printf 'P f4\nA b8 h8\n' | rongo-play $T/h.kg; cat $T/h.kg
>>> status 0
>>> stdout
[Game "hanga-roa"]
[Setup "4m2sa/8s/9/1a7/9/9/9/s4P3/As2M4 w - 0"]

1. P f3 A b5 b2 {walled in}
2. P f4 A b8 h8
*

### Hanga-Tanga: the roll-off and a placement, each line to the side due; then what Black may do
$ printf 'roll 34\nroll 52\nroll 35\nroll 16\nroll 4 place 4 a2\nlegal\n' | rongo-play -g hanga-tanga --players "Ana, Teo" $T/t.rec; cat $T/t.rec
>>> status 0
>>> stdout
Black: roll ?
[Game "hanga-tanga"]
[White "Ana"]
[Black "Teo"]

White: roll 34
Black: roll 52
White: roll 35
Black: roll 16
White: roll 4 place 4 a2

### a program plays its own seat only
$ rongo-play -g pig --players "Ann, Bob" --seed 1 --seat 'Ann=echo Bob: roll 3' --seat 'Bob=true' $T/p.rec; cat $T/p.rec
>>> status 0
>>> stdout
The game is over: Ann's program forfeits.
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 {Ann's program answered 'Bob: roll 3', for another player: it forfeits}

### a match after a game that is over begins a game of its own, with the same tags
$ cp kanga/column.kg $T/c.kg; rongo-play --games 1 --white 'echo zz' --black 'rongo-apply -l | head -n 1' $T/c.kg 2>/dev/null; cat $T/c.kg
>>> status 0
>>> stdout
The game is over: White's program forfeits.
Match of 1 game:
Teo: 0 won, 0 drawn, 1 lost
Ana: 1 won, 0 drawn, 0 lost
[Game "kanga"]
[Black "Ana"]
[White "Teo"]

1. d1 a1
2. d2 a2
3. d3 a3
4. d4 a4
5. d5 a5
6. d6 a6
7. d7
0-1

[Game "kanga"]
[Black "Ana"]
[White "Teo"]

1. a1 {White's program answered 'zz', which is refused: move 1 (White): cannot read move 'zz': 'zz' is not a square: write its file letter and rank number, as in e5: it forfeits}
0-1

### a JSON Lines file goes on in JSON Lines, a record a line; another encoding is refused
$ printf 'd4\nnew\ne5\n' | rongo-play -f json -g kanga $T/g.jsonl; printf 'c3\n' | rongo-play $T/g.jsonl; cd $T; echo c4 | rongo-play -f yaml g.jsonl; echo "status $?"; cat g.jsonl
>>> status 0
>>> stdout
status 2
{"game":"kanga","moves":["d4"],"result":"*"}
{"game":"kanga","moves":["e5","c3"],"result":"*"}
>>> stderr
rongo-play: g.jsonl: error: -f yaml: the file holds JSON Lines, and its game goes on in it

### -f takes notation, yaml or json
$ rongo-play -f text f
>>> status 2
>>> stderr
rongo-play: error: unknown format 'text': use notation, yaml or json
