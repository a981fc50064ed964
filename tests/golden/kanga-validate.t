# rongo-validate on Kanga records.  Every expected line is worked out by
# hand from the rules (RULINGS.md, Kanga) and the diagnostic format.

### a complete game: Black joins rank 1 to rank 7
$ rongo-validate kanga/column.kg
>>> status 0

### -v: one summary line per record
$ rongo-validate -v kanga/column.kg
>>> status 0
>>> stdout
kanga/column.kg: record 1: kanga, 13 plies, 0-1

### a stated result against the position
$ rongo-validate kanga/bad-result.kg
>>> status 1
>>> stderr
rongo-validate: kanga/bad-result.kg:12:1: error: result '1-0' contradicts the position: Black has won: Black's group joins the top and bottom edges
1-0
^~~

### a move after the game has ended
$ rongo-validate kanga/after-end.kg
>>> status 1
>>> stderr
rongo-validate: kanga/after-end.kg:11:7: error: move 7 (White): move 'a7' after the end of the game: Black's group joins the top and bottom edges
7. d7 a7
      ^~

### a drop on an occupied point
$ rongo-validate kanga/occupied.kg
>>> status 1
>>> stderr
rongo-validate: kanga/occupied.kg:3:7: error: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4
      ^~

### suicide: a1 between b1 and a2 captures nothing and has no liberty
$ rongo-validate kanga/suicide.kg
>>> status 1
>>> stderr
rongo-validate: kanga/suicide.kg:4:7: error: move 2 (White): illegal move 'a1': the stone on a1 would have no liberty (suicide)
2. a2 a1
      ^~

### liberty capture: a2 takes the white stone on a1
$ rongo-validate -v kanga/liberty.kg
>>> status 0
>>> stdout
kanga/liberty.kg: record 1: kanga, 3 plies, *

### a square off the board
$ rongo-validate kanga/off-board.kg
>>> status 1
>>> stderr
rongo-validate: kanga/off-board.kg:3:7: error: move 1 (White): cannot read move 'z9': z9 is off the board (files a-g, ranks 1-7)
1. d4 z9
      ^~

### a word that is not a square
$ rongo-validate kanga/not-square.kg
>>> status 1
>>> stderr
rongo-validate: kanga/not-square.kg:3:7: error: move 1 (White): cannot read move 'x': 'x' is not a square: write its file letter and rank number, as in e5
1. d4 x
      ^

### rank-first squares are read
$ rongo-validate kanga/rank-first.kg
>>> status 0

### but refused with --strict
$ rongo-validate --strict kanga/rank-first.kg
>>> status 1
>>> stderr
rongo-validate: kanga/rank-first.kg:3:4: error: move 1 (Black): '4d' is not canonical (--strict): write 'd4'
1. 4d 5e
   ^~

### a wrong move number
$ rongo-validate kanga/bad-number.kg
>>> status 1
>>> stderr
rongo-validate: kanga/bad-number.kg:3:10: error: move number '3.': expected '2.'
1. d4 e5 3. c3
         ^~

### a tag without its closing bracket; the rest of the record is skipped
$ rongo-validate -v kanga/unterminated-tag.kg
>>> status 1
>>> stdout
kanga/unterminated-tag.kg: record 1: -, 0 plies, invalid
>>> stderr
rongo-validate: kanga/unterminated-tag.kg:1:1: error: unterminated tag
[Game "kanga"
^

### a tag value without its closing quote
$ rongo-validate kanga/unterminated-string.kg
>>> status 1
>>> stderr
rongo-validate: kanga/unterminated-string.kg:2:8: error: unterminated string
[White "Teo]
       ^

### a file cut off inside a tag
$ rongo-validate kanga/truncated.kg
>>> status 1
>>> stderr
rongo-validate: kanga/truncated.kg:2:8: error: unterminated string
[White "Te
       ^

### the same tag twice
$ rongo-validate kanga/duplicate-tag.kg
>>> status 1
>>> stderr
rongo-validate: kanga/duplicate-tag.kg:3:2: error: duplicate tag 'White'
[White "Ana"]
 ^~~~~

### an unknown game
$ rongo-validate kanga/unknown-game.kg
>>> status 1
>>> stderr
rongo-validate: kanga/unknown-game.kg:1:8: error: unknown game 'chess' (rongo-validate --list games lists them)
[Game "chess"]
       ^~~~~

### no Game tag, and no -g
$ rongo-validate kanga/no-game.kg
>>> status 1
>>> stderr
rongo-validate: kanga/no-game.kg:1:1: error: the record has no Game tag: name its game with -g
1. d4 e5 *
^

### -g names the game of a record without a Game tag
$ rongo-validate -v -g kanga kanga/no-game.kg
>>> status 0
>>> stdout
kanga/no-game.kg: record 1: kanga, 2 plies, *

### a board size out of range
$ rongo-validate kanga/size-too-small.kg
>>> status 1
>>> stderr
rongo-validate: kanga/size-too-small.kg:2:16: error: bad Variant 'size=4': size must be a whole number from 5 to 19
[Variant "size=4"]
               ^

### an option Kanga does not have
$ rongo-validate kanga/unknown-option.kg
>>> status 1
>>> stderr
rongo-validate: kanga/unknown-option.kg:2:11: error: bad Variant 'colour=red': Kanga has no option 'colour'
[Variant "colour=red"]
          ^~~~~~~~~~

### a comment that never ends
$ rongo-validate kanga/unterminated-comment.kg
>>> status 1
>>> stderr
rongo-validate: kanga/unterminated-comment.kg:3:7: error: unterminated comment
1. d4 {never closed
      ^

### a bad record between two good ones: the others are still checked
$ rongo-validate -v kanga/three.kg
>>> status 1
>>> stdout
kanga/three.kg: record 1: kanga, 2 plies, *
kanga/three.kg: record 2: kanga, 2 plies, invalid
kanga/three.kg: record 3: kanga, 3 plies, *
>>> stderr
rongo-validate: kanga/three.kg:9:4: error: record 2: move 2 (Black): illegal move 'e5': e5 is not empty
2. e5 c3
   ^~

### several files in order; an unreadable one does not stop the rest
$ rongo-validate -v nope.kg kanga/liberty.kg
>>> status 2
>>> stdout
kanga/liberty.kg: record 1: kanga, 3 plies, *
>>> stderr
rongo-validate: nope.kg: error: cannot open: No such file or directory

### a directory as an operand
$ rongo-validate kanga
>>> status 2
>>> stderr
rongo-validate: kanga: error: read error: Is a directory

### empty input
$ rongo-validate </dev/null
>>> status 1
>>> stderr
rongo-validate: <stdin>: error: no record found

### binary garbage
$ printf 'PK\003\004\000\001' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:5: error: NUL byte in the input
PK????
    ^

### a 1 MB line: the quoted line is cut to a window around the caret
$ awk 'BEGIN { printf "[Game \"kanga\"]\n"; for (i = 0; i < 350000; i++) printf "d4 "; print "" }' | rongo-validate --limit line=2M
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:4: error: move 1 (White): illegal move 'd4': d4 is not empty
d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d4 d...
   ^~

### a position given in Setup
$ rongo-validate -v kanga/setup.kg
>>> status 0
>>> stdout
kanga/setup.kg: record 1: kanga, 2 plies, *

### standard input named -
$ rongo-validate -v - <kanga/liberty.kg
>>> status 0
>>> stdout
<stdin>: record 1: kanga, 3 plies, *

### a Setup with a group that has no liberty
$ rongo-validate kanga/setup-no-liberty.kg
>>> status 1
>>> stderr
rongo-validate: kanga/setup-no-liberty.kg:3:18: error: bad Setup: the white group at a1 has no liberty
[Setup "5/5/5/b4/wb3 b"]
                 ^

### a Setup that is already won is accepted: the game is over before the
### first move (RULINGS.md), and a stated result must agree
$ rongo-validate -v kanga/setup-won.kg; sed 's/^[*]$/1-0/' kanga/setup-won.kg | rongo-validate
>>> status 1
>>> stdout
kanga/setup-won.kg: record 1: kanga, 0 plies, 0-1
>>> stderr
rongo-validate: <stdin>:5:1: error: result '1-0' contradicts the position: Black has won: Black's group joins the left and right edges
1-0
^~~

### no drop after the end of a Setup that is already won
$ sed 's/^[*]$/1... a3/' kanga/setup-won.kg | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:5:6: error: move 1 (White): move 'a3' after the end of the game: Black's group joins the left and right edges
1... a3
     ^~

### a full board is a draw, though no group has a liberty
$ printf '[Game "kanga"]\n[Variant "size=5"]\n[Setup "wbwbw/bwbwb/wbwbw/bwbwb/wbwbw b"]\n\n*\n' | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: kanga, 0 plies, 1/2-1/2

### a Setup in which both sides join two opposite edges: no game gets there
$ printf '[Game "kanga"]\n[Variant "size=5"]\n[Setup "b3w/b3w/b3w/b3w/b3w b"]\n\n*\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:27: error: bad Setup: Black and White both join two opposite edges: no game gets there, as the first join ends it
[Setup "b3w/b3w/b3w/b3w/b3w b"]
                          ^

### a Setup with too few rows for the board
$ rongo-validate kanga/setup-rows.kg
>>> status 1
>>> stderr
rongo-validate: kanga/setup-rows.kg:2:20: error: bad Setup: the position has 6 rows but the board is 7x7 (Variant "size=N" sets the size)
[Setup "7/7/7/7/7/7 b"]
                   ^

### a run of empty points written with a leading zero
$ printf '[Game "kanga"]\n[Setup "7/7/7/7/7/7/07 b"]\n*\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:21: error: bad Setup: a run of empty points is a number from 1 to 19, without a leading zero
[Setup "7/7/7/7/7/7/07 b"]
                    ^

### a move number too large to be one
$ printf '[Game "kanga"]\n99999999999. d4 *\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:1: error: move 1 (Black): cannot read move '99999999999.': '99999999999.' is not a square: write its file letter and rank number, as in e5
99999999999. d4 *
^~~~~~~~~~~~

### CRLF line ends are read
$ printf '[Game "kanga"]\r\n\r\n1. d4 e5\r\n*\r\n' | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: kanga, 2 plies, *

### a row of Black from file a to file g: joined left and right
$ rongo-validate -v kanga/row.kg
>>> status 0
>>> stdout
kanga/row.kg: record 1: kanga, 13 plies, 0-1

### every empty point is suicide for Black, to move: White has won
$ rongo-validate -v kanga/no-move.kg
>>> status 0
>>> stdout
kanga/no-move.kg: record 1: kanga, 0 plies, 1-0

### the same position, with Black named the winner
$ sed 's/^1-0$/0-1/' kanga/no-move.kg | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:5:1: error: result '0-1' contradicts the position: White has won: Black has no legal move
0-1
^~~
