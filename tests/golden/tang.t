# Tang through the programs.  Every expected line is worked out by hand
# from notation/tang.md and RULINGS.md (Tang); the working is in
# fixtures/tang/README.  Each broken record breaks one rule, the one its
# name says.
#
# Assumptions of this table (see the README):
#  - "cannot read move" (parse) is exactly what the move grammar refuses
#    ('c1c3', a jump with a turn letter); everything the grammar accepts
#    is judged by play: "illegal move";
#  - a refusal underlines the whole move (the game names no part of it);
#  - rongo-apply -l lists moves by origin a1 b1 ... h1 a2 ... h8, then by
#    direction N NE E SE S SW W NW, then by distance, then no turn, R, L,
#    r, l; a piece's jumps come after its slides (by direction);
#  - the diagram layout of tests/test_tang.c (test_render).

### White jumps onto d8 taking Black's d8, then moves d7 beside it to e8
$ rongo-validate -v tang/white-wins.kg
>>> status 0
>>> stdout
tang/white-wins.kg: record 1: tang, 3 plies, 1-0

### Black jumps onto g1 beside its f1
$ rongo-validate -v tang/black-wins.kg
>>> status 0
>>> stdout
tang/black-wins.kg: record 1: tang, 4 plies, 0-1

### the same game in YAML
$ rongo-validate -v tang/black-wins.yaml
>>> status 0
>>> stdout
tang/black-wins.yaml: record 1: tang, 4 plies, 0-1

### Black closes the last square round White's a1 and b1: White has no move
$ rongo-validate -v tang/no-move.kg
>>> status 0
>>> stdout
tang/no-move.kg: record 1: tang, 1 ply, 0-1

### the same position, with White named the winner
$ sed 's/^0-1$/1-0/' tang/no-move.kg | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:5:1: error: result '1-0' contradicts the position: Black has won: White has no legal move
1-0
^~~

### five plies from the default setup, a jump and turns among them
$ rongo-validate -v tang/unfinished.kg
>>> status 0
>>> stdout
tang/unfinished.kg: record 1: tang, 5 plies, *

### rank-first squares and a hit written without x are read
$ rongo-validate -v tang/lenient.kg
>>> status 0
>>> stdout
tang/lenient.kg: record 1: tang, 3 plies, 1-0

### but refused with --strict
$ rongo-validate --strict tang/lenient.kg
>>> status 1
>>> stderr
rongo-validate: tang/lenient.kg:6:4: error: move 1 (White): '6d^8d' is not canonical (--strict): write 'd6^d8x'
1. 6d^8d 4d-1a
   ^~~~~

### a move after White has won
$ rongo-validate tang/after-end.kg
>>> status 1
>>> stderr
rongo-validate: tang/after-end.kg:5:11: error: move 2 (Black): move 'h8-h7' after the end of the game: two White pieces stand side by side on rank 8
2. d7-e8R h8-h7
          ^~~~~

### a stated result against the position
$ rongo-validate tang/bad-result.kg
>>> status 1
>>> stderr
rongo-validate: tang/bad-result.kg:6:1: error: result '0-1' contradicts the position: White has won: two White pieces stand side by side on rank 8
0-1
^~~

### not a move
$ rongo-validate tang/not-a-move.kg
>>> status 1
>>> stderr
rongo-validate: tang/not-a-move.kg:3:4: error: move 1 (White): cannot read move 'c1c3': 'c1c3' is not a move: write a slide as c1-c3 or a jump as c1^c3
1. c1c3
   ^~~~

### no piece on the origin
$ rongo-validate tang/empty-square.kg
>>> status 1
>>> stderr
rongo-validate: tang/empty-square.kg:3:4: error: move 1 (White): illegal move 'c4-c5': c4 is empty
1. c4-c5
   ^~~~~

### the mover's enemy on the origin
$ rongo-validate tang/enemy-piece.kg
>>> status 1
>>> stderr
rongo-validate: tang/enemy-piece.kg:3:4: error: move 1 (White): illegal move 'c8-c7': the piece on c8 is Black's
1. c8-c7
   ^~~~~

### not a straight line
$ rongo-validate tang/not-straight.kg
>>> status 1
>>> stderr
rongo-validate: tang/not-straight.kg:3:4: error: move 1 (White): illegal move 'c1-d3': c1-d3 is not a straight line
1. c1-d3
   ^~~~~

### a two-hand piece three squares
$ rongo-validate tang/too-far.kg
>>> status 1
>>> stderr
rongo-validate: tang/too-far.kg:3:4: error: move 1 (White): illegal move 'b1-b4': a two-hand piece slides at most 2 squares
1. b1-b4
   ^~~~~

### a piece in the way: White's own b2
$ rongo-validate tang/way-blocked.kg
>>> status 1
>>> stderr
rongo-validate: tang/way-blocked.kg:4:4: error: move 2 (White): illegal move 'a1-c3': the way is blocked at b2
2. a1-c3
   ^~~~~

### a slide onto a piece
$ rongo-validate tang/taken.kg
>>> status 1
>>> stderr
rongo-validate: tang/taken.kg:3:4: error: move 1 (White): illegal move 'b1-c1': c1 is taken
1. b1-c1
   ^~~~~

### an eighth turn with two hands
$ rongo-validate tang/eighth-turn.kg
>>> status 1
>>> stderr
rongo-validate: tang/eighth-turn.kg:3:4: error: move 1 (White): illegal move 'b1-b2r': only a one-hand piece turns an eighth
1. b1-b2r
   ^~~~~~

### the longest slide turning next to an enemy
$ rongo-validate tang/turn-near-enemy.kg
>>> status 1
>>> stderr
rongo-validate: tang/turn-near-enemy.kg:4:4: error: move 2 (White): illegal move 'd1-d4R': turning a 3-square slide is not allowed next to the enemy piece on e5
2. d1-d4R
   ^~~~~~

### a jump three squares long
$ rongo-validate tang/jump-not-in-line.kg
>>> status 1
>>> stderr
rongo-validate: tang/jump-not-in-line.kg:3:4: error: move 1 (White): illegal move 'c1^c4': a jump goes over the neighbouring square to the next one in line
1. c1^c4
   ^~~~~

### a jump over an empty square
$ rongo-validate tang/jump-over-nothing.kg
>>> status 1
>>> stderr
rongo-validate: tang/jump-over-nothing.kg:3:4: error: move 1 (White): illegal move 'c1^c3': no jump: c2 is empty
1. c1^c3
   ^~~~~

### a jump over an enemy piece
$ rongo-validate tang/jump-over-enemy.kg
>>> status 1
>>> stderr
rongo-validate: tang/jump-over-enemy.kg:4:4: error: move 1 (White): illegal move 'c3^c5': no jump: the piece on c4 is Black's
1. c3^c5
   ^~~~~

### a jump over a piece without the hand
$ rongo-validate tang/jump-hand-missing.kg
>>> status 1
>>> stderr
rongo-validate: tang/jump-hand-missing.kg:4:4: error: move 1 (White): illegal move 'd1^d3': no jump: the piece on d2 has no hand pointing north
1. d1^d3
   ^~~~~

### a jump onto one's own piece
$ rongo-validate tang/jump-onto-own.kg
>>> status 1
>>> stderr
rongo-validate: tang/jump-onto-own.kg:3:4: error: move 1 (White): illegal move 'b1^d1': no jump: d1 holds White's own piece
1. b1^d1
   ^~~~~

### an x on a jump that hits nothing
$ rongo-validate tang/x-hits-nothing.kg
>>> status 1
>>> stderr
rongo-validate: tang/x-hits-nothing.kg:4:4: error: move 2 (White): illegal move 'b1^d1x': b1^d1x: the jump hits nothing on d1
2. b1^d1x
   ^~~~~~

### a jump with a turn
$ rongo-validate tang/jump-turn.kg
>>> status 1
>>> stderr
rongo-validate: tang/jump-turn.kg:4:9: error: move 2 (White): cannot read move 'b1^d1R': a jump cannot turn
2. b1^d1R
        ^

### a slide under an enemy piece
$ rongo-validate tang/self-blocking.kg
>>> status 1
>>> stderr
rongo-validate: tang/self-blocking.kg:4:4: error: move 2 (White): illegal move 'd4-d7': this move leaves the moved piece with every hand blocked
2. d4-d7
   ^~~~~

### self-blocking is judged before the blocker is taken off
$ rongo-validate tang/self-block-removal.kg
>>> status 1
>>> stderr
rongo-validate: tang/self-block-removal.kg:4:4: error: move 1 (White): illegal move 'd3-d5': this move leaves the moved piece with every hand blocked
1. d3-d5
   ^~~~~

### a Setup with a piece blocked on every hand (the reason's wording is the engine's)
$ rongo-validate tang/setup-blocked.kg 2>"$T/err"; echo "status $?"; grep -c '^rongo-validate: tang/setup-blocked.kg:2:[0-9]*: error: bad Setup: .' "$T/err"; sed -n 2p "$T/err"
>>> status 0
>>> stdout
status 1
1
[Setup "7B(S)/8/8/8/8/8/B(E)7/W(N)7 w"]

### the turn of a longest slide is judged before the move takes anything
### off: B(S) on d6 would be blocked by the piece on d5 and taken off, but
### it stands next to d5 when the turn is judged
$ printf '[Game "tang"]\n[Setup "8/8/3B(S)4/8/8/8/3W(N)4/8 w"]\n\n1. d2-d5R\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:4:4: error: move 1 (White): illegal move 'd2-d5R': turning a 3-square slide is not allowed next to the enemy piece on d6
1. d2-d5R
   ^~~~~~

### a Setup already won by White is accepted: the game is over before
### the first move (RULINGS.md), and a stated result must agree
$ rongo-validate -v tang/setup-won.kg; sed 's/^[*]$/0-1/' tang/setup-won.kg | rongo-validate
>>> status 1
>>> stdout
tang/setup-won.kg: record 1: tang, 0 plies, 1-0
>>> stderr
rongo-validate: <stdin>:4:1: error: result '0-1' contradicts the position: White has won: two White pieces stand side by side on rank 8
0-1
^~~

### a Setup in which both sides have won: no game gets there
$ printf '[Game "tang"]\n[Setup "W(S)W(S)6/8/8/8/8/8/8/B(N)B(N)6 w"]\n\n*\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:9: error: bad Setup: White and Black both have two pieces side by side on their goal ranks: no game gets there, as the first pair ends it
[Setup "W(S)W(S)6/8/8/8/8/8/8/B(N)B(N)6 w"]
        ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

### a Setup with 7 rows (the reason's wording is the engine's)
$ rongo-validate tang/setup-rows.kg 2>"$T/err"; echo "status $?"; grep -c '^rongo-validate: tang/setup-rows.kg:2:[0-9]*: error: bad Setup: .' "$T/err"; sed -n 2p "$T/err"
>>> status 0
>>> stdout
status 1
1
[Setup "8/8/8/8/8/8/8 w"]

### a canonical record is written back unchanged
$ rongo-apply tang/white-wins.kg
>>> status 0
>>> stdout
[Game "tang"]
[White "Ana"]
[Black "Teo"]
[Setup "3B(E,S)3B(S)/3W(N,E)4/3W(N,S)4/8/3B(E)4/8/W(S)7/8 w"]

1. d6^d8x d4-a1
2. d7-e8R
1-0

### rank-first squares are written file first, and the hit with x
$ rongo-apply tang/lenient.kg
>>> status 0
>>> stdout
[Game "tang"]
[White "Ana"]
[Black "Teo"]
[Setup "3B(E,S)3B(S)/3W(N,E)4/3W(N,S)4/8/3B(E)4/8/W(S)7/8 w"]

1. d6^d8x d4-a1
2. d7-e8R
1-0

### YAML out
$ rongo-apply -f yaml tang/black-wins.kg
>>> status 0
>>> stdout
game: tang
tags: {White: Ana, Black: Teo}
setup: "8/8/1B(SE)1B(SW)4/8/5B(W)2/W(E)W(E)W(NE)3B(S,W)1/6B(S)1/8 w"
moves: ["c3-c5l", "f4-f1", "a3^c3", "g3^g1"]
result: "0-1"

### notation -> YAML -> notation gives back the canonical record
$ rongo-apply -f yaml tang/black-wins.kg | rongo-apply -f notation | cmp - tang/black-wins.kg && echo same
>>> status 0
>>> stdout
same

### YAML -> notation
$ rongo-apply -f notation tang/black-wins.yaml | cmp - tang/black-wins.kg && echo same
>>> status 0
>>> stdout
same

### notation -> YAML -> notation from the default setup
$ rongo-apply -f yaml tang/unfinished.kg | rongo-apply -f notation | cmp - tang/unfinished.kg && echo same
>>> status 0
>>> stdout
same

### a record starting with Black to move keeps its "1..."
$ rongo-apply tang/no-move.kg | cmp - tang/no-move.kg && echo same
>>> status 0
>>> stdout
same

### -p: the default setup
$ rongo-apply -n -g tang -p
>>> status 0
>>> stdout
1B(SW)B(E,S)B(E,S,W)B(S)B(E,S,W)B(S,W)B(S)/8/8/8/8/8/8/W(N)W(N,E)W(N,E,W)W(N)W(N,E,W)W(N,W)W(NE)1 w

### -p after White's win: d8 and e8 side by side, a2 taken off by a1
$ rongo-apply -p tang/white-wins.kg
>>> status 0
>>> stdout
3W(N,S)W(E,S)2B(S)/8/8/8/8/8/8/B(E)7 b

### -p after Black's win: b6 and d6 gone at once, g1 beside f1
$ rongo-apply -p tang/black-wins.kg
>>> status 0
>>> stdout
8/8/8/2W(N)5/8/1W(E)W(E)5/6B(S)1/5B(W)B(S,W)1 w

### -p after five plies from the default setup
$ rongo-apply -p tang/unfinished.kg
>>> status 0
>>> stdout
1B(SW)1B(E,S,W)1B(E,S,W)B(S,W)B(S)/8/2B(S,W)5/4B(S)3/W(NE)2W(N)4/8/8/2W(N,E,W)W(N,E)W(N,E,W)W(N,W)W(NE)1 b

### -p of the position with no White move
$ rongo-apply -p tang/no-move.kg
>>> status 0
>>> stdout
8/8/8/8/8/8/B(N)B(N)B(N)5/W(E)W(W)B(N)5 w

### -m: a jump that hits, written without x, is recorded with it
$ rongo-apply -m "a1^c1" tang/small.kg
>>> status 0
>>> stdout
[Game "tang"]
[Setup "7B(S)/8/8/8/8/8/8/W(N,NE,E)W(N,E,W)B(N,W)5 w"]

1. a1^c1x
*

### -m then -p: c1 taken, a1 now on c1
$ rongo-apply -m "a1^c1" -p tang/small.kg
>>> status 0
>>> stdout
7B(S)/8/8/8/8/8/8/1W(N,E,W)W(N,NE,E)5 b

### -m: a three-hand piece may not turn next to an enemy
$ rongo-apply -m "b1-b2R" tang/small.kg
>>> status 1
>>> stderr
rongo-apply: -m:1:1: error: tang/small.kg record 1: move 1 (White): illegal move 'b1-b2R': turning a 1-square slide is not allowed next to the enemy piece on c1
b1-b2R
^~~~~~

### -l: every legal move of small.kg, in the order of the header
$ rongo-apply -l tang/small.kg
>>> status 0
>>> stdout
a1-a2
a1-a2R
a1-a2L
a1-b2
a1^c1x
b1-b2
b1-c2
b1-a2
b1-a2R
b1-a2L

### -l of a finished game lists nothing
$ rongo-apply -l tang/white-wins.kg
>>> status 0

### -l when the side to move has no move lists nothing
$ rongo-apply -l tang/no-move.kg
>>> status 0

### --count 1: 10 moves in small.kg, 152 from the default setup
$ rongo-apply --count 1 tang/small.kg; rongo-apply -n -g tang --count 1
>>> status 0
>>> stdout
10
152

### --count 2 from the default setup: each side has 152 moves, and a
### White piece that ends on rank 4 next to the end of a Black slide of 3
### takes Black's turns of that slide and the moves its hands would
### block: 6 moves to a4 cost 9 each, 15 to d4 cost 13, 10 to g4 cost 4:
### 152 x 152 - 289 = 22815 (tests/test_tang_perft.c counts the same
### with a generator of its own, and depth 3)
$ rongo-apply -n -g tang --count 2
>>> status 0
>>> stdout
22815

### the start of small.kg
$ rongo-render-ascii tang/small.kg
>>> status 0
>>> stdout
Tang, start
    a   b   c   d   e   f   g   h

 8  .   .   .   .   .   .   .   B  8
                                |

 7  .   .   .   .   .   .   .   .  7


 6  .   .   .   .   .   .   .   .  6


 5  .   .   .   .   .   .   .   .  5


 4  .   .   .   .   .   .   .   .  4


 3  .   .   .   .   .   .   .   .  3


 2  .   .   .   .   .   .   .   .  2

    |/  |   |
 1  W- -W- -B   .   .   .   .   .  1

    a   b   c   d   e   f   g   h
White to move.
Legend: W White, B Black; hands: | - / \

### the end of the game won by Black
$ rongo-render-ascii tang/black-wins.kg
>>> status 0
>>> stdout
Tang, after ply 4 (g3^g1)
    a   b   c   d   e   f   g   h

 8  .   .   .   .   .   .   .   .  8


 7  .   .   .   .   .   .   .   .  7


 6  .   .   .   .   .   .   .   .  6

            |
 5  .   .   W   .   .   .   .   .  5


 4  .   .   .   .   .   .   .   .  4


 3  .   W-  W-  .   .   .   .   .  3


 2  .   .   .   .   .   .   B   .  2
                            |

 1  .   .   .   .   .  -B  -B   .  1
                            |
    a   b   c   d   e   f   g   h
Black wins (0-1): two Black pieces stand side by side on rank 1.
Legend: W White, B Black; hands: | - / \

### --ply 2: before the jumps, after f4-f1
$ rongo-render-ascii --ply 2 tang/black-wins.kg | sed -n "1,2p;15,28p"
>>> status 0
>>> stdout
Tang, after ply 2 (f4-f1)
    a   b   c   d   e   f   g   h

 4  .   .   .   .   .   .   .   .  4


 3  W-  W-  .   .   .   .  -B   .  3
                            |

 2  .   .   .   .   .   .   B   .  2
                            |

 1  .   .   .   .   .  -B   .   .  1

    a   b   c   d   e   f   g   h
White to move.

### a player with no legal move has lost
$ rongo-render-ascii tang/no-move.kg
>>> status 0
>>> stdout
Tang, after ply 1 (f4-c1)
    a   b   c   d   e   f   g   h

 8  .   .   .   .   .   .   .   .  8


 7  .   .   .   .   .   .   .   .  7


 6  .   .   .   .   .   .   .   .  6


 5  .   .   .   .   .   .   .   .  5


 4  .   .   .   .   .   .   .   .  4


 3  .   .   .   .   .   .   .   .  3

    |   |   |
 2  B   B   B   .   .   .   .   .  2

            |
 1  W- -W   B   .   .   .   .   .  1

    a   b   c   d   e   f   g   h
Black wins (0-1): White has no legal move.
Legend: W White, B Black; hands: | - / \
