# rongo-render-ascii on Kanga records: diagrams drawn by hand.

### the last position: a2 has taken the white stone on a1
$ rongo-render-ascii kanga/liberty.kg
>>> status 0
>>> stdout
Kanga 7x7, after ply 3 (a2)
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . . . . 5
 4 . . . . . . . 4
 3 . . . . . . . 3
 2 X . . . . . . 2
 1 . X . . . . . 1
   a b c d e f g
White to move.
Captured: by Black 1, by White 0.
Legend: X Black stone, O White stone, . empty point

### --ply 2: before the capture
$ rongo-render-ascii --ply 2 kanga/liberty.kg
>>> status 0
>>> stdout
Kanga 7x7, after ply 2 (a1)
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . . . . 5
 4 . . . . . . . 4
 3 . . . . . . . 3
 2 . . . . . . . 2
 1 O X . . . . . 1
   a b c d e f g
Black to move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point

### --all: every position from the start, a blank line between
$ rongo-render-ascii --all -g kanga kanga/no-game.kg
>>> status 0
>>> stdout
Kanga 7x7, start position
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . . . . 5
 4 . . . . . . . 4
 3 . . . . . . . 3
 2 . . . . . . . 2
 1 . . . . . . . 1
   a b c d e f g
Black to move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point

Kanga 7x7, after ply 1 (d4)
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . . . . 5
 4 . . . X . . . 4
 3 . . . . . . . 3
 2 . . . . . . . 2
 1 . . . . . . . 1
   a b c d e f g
White to move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point

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

### a finished game says who won and why
$ rongo-render-ascii kanga/column.kg
>>> status 0
>>> stdout
Kanga 7x7, after ply 13 (d7)
   a b c d e f g
 7 . . . X . . . 7
 6 O . . X . . . 6
 5 O . . X . . . 5
 4 O . . X . . . 4
 3 O . . X . . . 3
 2 O . . X . . . 2
 1 O . . X . . . 1
   a b c d e f g
Black wins (0-1): Black's group joins the top and bottom edges.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point

### a custodian capture: f4 takes c4 d4 e4 between itself and b4
$ rongo-render-ascii --ply 6 sample.kg
>>> status 0
>>> stdout
Kanga 7x7, after ply 6 (f4)
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . . . . 5
 4 . O . . . O . 4
 3 . . . . . . . 3
 2 . . . . . . . 2
 1 . . . . . . O 1
   a b c d e f g
Black to move.
Captured: by Black 0, by White 3.
Legend: X Black stone, O White stone, . empty point

### a ply past the end of the record
$ rongo-render-ascii --ply 9 kanga/liberty.kg
>>> status 2
>>> stderr
rongo-render-ascii: kanga/liberty.kg:1:1: error: --ply 9: the record has only 3 plies
[Game "kanga"]
^

### an invalid record draws nothing
$ rongo-render-ascii --all kanga/occupied.kg
>>> status 1
>>> stderr
rongo-render-ascii: kanga/occupied.kg:3:7: error: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4
      ^~

### a 9x9 board from a Variant
$ rongo-render-ascii kanga/three.kg 2>/dev/null | tail -n 15 | head -n 11
>>> status 0
>>> stdout
Kanga 9x9, after ply 3 (e5)
   a b c d e f g h i
 9 . . . . . . . . X 9
 8 . . . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . . . . . . . 6
 5 . . . . X . . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 O . . . . . . . . 1

### a player with no legal move has lost
$ rongo-render-ascii kanga/no-move.kg
>>> status 0
>>> stdout
Kanga 5x5, start position
   a b c d e
 5 O . O O . 5
 4 . O . O O 4
 3 O . O . O 3
 2 O O . O . 2
 1 . O O . O 1
   a b c d e
White wins (1-0): Black has no legal move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point
