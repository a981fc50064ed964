# Hanga Roa through the programs.  Games and positions are worked out by
# hand from the rules (RULINGS.md, Hanga Roa); each broken record breaks
# one rule.

### White's Moai walks its stones to rank 9 and wins
$ rongo-validate -v hanga-roa/far-rank.kg
>>> status 0
>>> stdout
hanga-roa/far-rank.kg: record 1: hanga-roa, 1 ply, 1-0

### a thrown stone closes the last square round Black's Moai
$ rongo-validate -v hanga-roa/enclosed.kg
>>> status 0
>>> stdout
hanga-roa/enclosed.kg: record 1: hanga-roa, 1 ply, 1-0

### Black, to move, has nothing to move: White wins
$ rongo-validate -v hanga-roa/no-move.kg
>>> status 0
>>> stdout
hanga-roa/no-move.kg: record 1: hanga-roa, 1 ply, 1-0

### an Ariki captured, another retired to hand and dropped
$ rongo-validate -v hanga-roa/ariki.kg
>>> status 0
>>> stdout
hanga-roa/ariki.kg: record 1: hanga-roa, 6 plies, *

### an Ariki cannot pass a piece
$ rongo-validate hanga-roa/ariki-blocked.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/ariki-blocked.kg:3:8: error: move 1 (White): illegal move 'Ac1 f4': Ariki cannot pass the piece on d2
1. Ac1 f4
       ^~

### an Ariki cannot stop on a piece
$ rongo-validate hanga-roa/ariki-onto-piece.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/ariki-onto-piece.kg:3:8: error: move 1 (White): illegal move 'Ac1 d2': Ariki cannot move onto the piece on d2
1. Ac1 d2
       ^~

### the first stone thrown blocks the second
$ rongo-validate hanga-roa/throw-past.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/throw-past.kg:4:12: error: move 2 (White): illegal move 'A f5 f6 f7': Ariki cannot throw past the stone on f6
2. A f5 f6 f7
           ^~

### a stone flies in a straight line only
$ rongo-validate hanga-roa/throw-off-line.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/throw-off-line.kg:3:9: error: move 1 (White): illegal move 'A e4 f6': f6 is not in line with the Ariki on e4
1. A e4 f6
        ^~

### White's first move throws one stone at most
$ rongo-validate hanga-roa/first-two.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/first-two.kg:3:12: error: move 1 (White): illegal move 'A e4 e5 e6': White's first move throws at most one stone
1. A e4 e5 e6
           ^~

### two Mato to'a can make the move: the origin is needed
$ rongo-validate hanga-roa/ambiguous-p.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/ambiguous-p.kg:3:4: error: move 1 (White): illegal move 'P d3': ambiguous: two Mato to'a can reach d3 (d2, e2); write the origin
1. P d3
   ^

### a Mato to'a never takes a piece
$ rongo-validate hanga-roa/matoa-onto-piece.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/matoa-onto-piece.kg:3:8: error: move 1 (White): illegal move 'Pe2 e3': Mato to'a cannot move onto the piece on e3
1. Pe2 e3
       ^~

### a Mato to'a steps one square
$ rongo-validate hanga-roa/matoa-two-steps.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/matoa-two-steps.kg:3:8: error: move 1 (White): illegal move 'Pd2 d4': d4 is not next to the Mato to'a on d2
1. Pd2 d4
       ^~

### the Moai moves only over its own stones
$ rongo-validate hanga-roa/moai-no-stone.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/moai-no-stone.kg:3:6: error: move 1 (White): illegal move 'M f1': Moai has no own stone on f1
1. M f1
     ^~

### two paths reach the Moai's destination: the path is needed
$ rongo-validate hanga-roa/moai-ambiguous.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/moai-ambiguous.kg:4:6: error: move 1 (White): illegal move 'M e3': ambiguous: 2 paths take the Moai to e3; write the path
1. M e3
     ^~

### no move may leave the mover's own Moai enclosed
$ rongo-validate hanga-roa/own-moai.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/own-moai.kg:4:4: error: move 2 (White): illegal move 'A f1': this move would leave your Moai enclosed
2. A f1
   ^

### a drop needs an Ariki in hand
$ rongo-validate hanga-roa/drop-empty-hand.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/drop-empty-hand.kg:3:4: error: move 1 (White): illegal move 'A@d1': no Ariki in hand to drop
1. A@d1
   ^~~~

### a drop goes on the home rank
$ rongo-validate hanga-roa/drop-wrong-rank.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/drop-wrong-rank.kg:6:11: error: move 3 (Black): illegal move 'A@c8': c8 is not on Black's home rank
3. P f5 A@c8
          ^~

### an origin without the piece on it
$ rongo-validate hanga-roa/no-ariki-there.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/no-ariki-there.kg:3:5: error: move 1 (White): illegal move 'Ac3 d4': there is no White Ariki on c3
1. Ac3 d4
    ^~

### no move after the Moai has reached the far rank
$ rongo-validate hanga-roa/after-end.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/after-end.kg:5:6: error: move 1 (Black): move 'P h8' after the end of the game: White's Moai reached rank 9
1... P h8
     ^

### a result against the position
$ rongo-validate hanga-roa/bad-result.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/bad-result.kg:5:1: error: result '0-1' contradicts the position: White has won: Black's Moai is enclosed
0-1
^~~

### a Setup with two White Moai
$ rongo-validate hanga-roa/setup-two-moai.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/setup-two-moai.kg:2:29: error: bad Setup: White has more than one Moai; a side has exactly one
[Setup "4m4/9/9/9/9/9/9/9/3MM4 w - 0"]
                            ^

### a Setup with a piece in the enemy half
$ rongo-validate hanga-roa/setup-enemy-half.kg
>>> status 1
>>> stderr
rongo-validate: hanga-roa/setup-enemy-half.kg:2:20: error: bad Setup: the White Mato to'a on e5 is outside White's half (ranks 1-4)
[Setup "4m4/9/9/9/4P4/9/9/9/4M4 w - 0"]
                   ^

### the destination alone is enough when one path reaches it; the
### canonical record writes the whole path
$ rongo-apply hanga-roa/far-rank.kg
>>> status 0
>>> stdout
[Game "hanga-roa"]
[Setup "4S3m/4S4/4S4/4S4/4S4/4M4/9/9/9 w - 0"]

1. M e5 e6 e7 e8 e9
1-0

### the path's stones are gone; the Moai stands on e9
$ rongo-apply -p hanga-roa/far-rank.kg
>>> status 0
>>> stdout
4M3m/9/9/9/9/9/9/9/9 b - 0

### rank-first squares and origins are read, and written file first,
### with the origin only where two pieces could move
$ rongo-apply hanga-roa/rank-first.kg
>>> status 0
>>> stdout
[Game "hanga-roa"]

1. Ae3 a3 Pd8 d7
*

### the position after a capture, a retirement and a drop
$ rongo-apply -p hanga-roa/ariki.kg
>>> status 0
>>> stdout
2a1m2s1/1a5ss/9/9/5P3/9/9/ss7/1s2M4 w - 0

### a lone Mato to'a in the corner has three steps; Black has no move
### after any of them
$ rongo-apply -l hanga-roa/tiny.kg; rongo-apply --count 1 hanga-roa/tiny.kg; rongo-apply --count 2 hanga-roa/tiny.kg
>>> status 0
>>> stdout
P a2
P b1
P b2
3
0

### the default start, and the move sequences from it at depths 1 and 2
### (perft): the same counts as the brute-force enumeration of every
### syntactically possible move in tests/test_hanga_roa.c (depth 2 in
### full with HANGA_ROA_BRUTE=all)
$ rongo-apply -n -g hanga-roa -p; rongo-apply -n -g hanga-roa --count 1; rongo-apply -n -g hanga-roa --count 2
>>> status 0
>>> stdout
2a1m1a2/3ppp3/4a4/9/9/9/4A4/3PPP3/2A1M1A2 w - 1
940
13646572

### the diagram after Black's Ariki has gone to hand
$ rongo-render-ascii --ply 4 hanga-roa/ariki.kg
>>> status 0
>>> stdout
Hanga Roa, after ply 4 (A b8 h8)
   a b c d e f g h i
 9 . . . . m . . x . 9
 8 . a . . . . . x x 8
 7 . . . . . . . . . 7
 6 . . . . . . . . . 6
 5 . . . . . . . . . 5
 4 . . . . . P . . . 4
 3 . . . . . . . . . 3
 2 x x . . . . . . . 2
 1 . x . . M . . . . 1
   a b c d e f g h i
White to move.
In hand: White 0 Ariki, Black 1 Ariki.
Legend: M/m Moai, A/a Ariki, P/p Mato to'a (White/Black), o White stone, x Black stone, . empty

### the diagram of a won game
$ rongo-render-ascii hanga-roa/enclosed.kg
>>> status 0
>>> stdout
Hanga Roa, after ply 1 (A b5 b8)
   a b c d e f g h i
 9 m o . . . . . . . 9
 8 o o . . . . . . . 8
 7 . . . . . . . . . 7
 6 . . . . . . . . . 6
 5 . A . . . . . . . 5
 4 . . . . . . . . . 4
 3 . . . . . . . . . 3
 2 . . . . . . . . . 2
 1 . . . . M . . . . 1
   a b c d e f g h i
White wins (1-0): Black's Moai is enclosed.
In hand: White 0 Ariki, Black 0 Ariki.
Legend: M/m Moai, A/a Ariki, P/p Mato to'a (White/Black), o White stone, x Black stone, . empty
