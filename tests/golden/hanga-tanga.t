# The programs on Hanga-Tanga records.  Every expected line was worked
# out by hand from notation/hanga-tanga.md, move by move: the working is
# in fixtures/hanga-tanga/README (hands, reserves, blocks, captures and
# every score), and each broken record names its fault on its first line.
# Seats are named by the White and Black tags in rongo-score's output and
# by White and Black in diagnostics.

### a complete game to 75: a capture, a refill, scores at the start and after placing, lines across the edges
$ rongo-validate -v hanga-tanga/complete.rec
>>> status 0
>>> stdout
hanga-tanga/complete.rec: record 1: hanga-tanga, 31 turns, finished

### the same game in YAML
$ rongo-validate -v hanga-tanga/complete.yaml
>>> status 0
>>> stdout
hanga-tanga/complete.yaml: record 1: hanga-tanga, 31 turns, finished

### a game ended by the last die, placed without scoring
$ rongo-validate -v hanga-tanga/last-die.rec
>>> status 0
>>> stdout
hanga-tanga/last-die.rec: record 1: hanga-tanga, 31 turns, finished

### a draw: the last die placed without scoring at 0 to 0
$ rongo-validate -v hanga-tanga/draw.rec
>>> status 0
>>> stdout
hanga-tanga/draw.rec: record 1: hanga-tanga, 31 turns, finished

### an unfinished game: Black ended its turn with a score at the start
$ rongo-validate -v hanga-tanga/unfinished.rec
>>> status 0
>>> stdout
hanga-tanga/unfinished.rec: record 1: hanga-tanga, 9 turns, unfinished

### unfinished games waiting for a throw: a refill, the roll-off, the roll-off again after a tie
$ rongo-validate -v hanga-tanga/refill-due.rec hanga-tanga/rolloff.rec hanga-tanga/rolloff-tie.rec
>>> status 0
>>> stdout
hanga-tanga/refill-due.rec: record 1: hanga-tanga, 31 turns, unfinished
hanga-tanga/rolloff.rec: record 1: hanga-tanga, 1 turn, unfinished
hanga-tanga/rolloff-tie.rec: record 1: hanga-tanga, 2 turns, unfinished

### every valid record passes in silence
$ rongo-validate hanga-tanga/complete.rec hanga-tanga/complete.yaml hanga-tanga/last-die.rec hanga-tanga/draw.rec hanga-tanga/unfinished.rec hanga-tanga/refill-due.rec hanga-tanga/rolloff.rec hanga-tanga/rolloff-tie.rec hanga-tanga/lenient.rec
>>> status 0

### -v on a broken record counts the turns before the refused one
$ rongo-validate -v hanga-tanga/reserve-empty.rec 2>/dev/null
>>> status 1
>>> stdout
hanga-tanga/reserve-empty.rec: record 1: hanga-tanga, 28 turns, invalid

### the score sheet of the complete game: Teo 28, Ana 25 then 50, reaching 75
$ rongo-score hanga-tanga/complete.rec
>>> status 0
>>> stdout
hanga-tanga/complete.rec: record 1: hanga-tanga, finished
  turn  player  score  total
     1  Ana         0      0
     2  Teo         0      0
     3  Ana         0      0
     4  Teo         0      0
     5  Ana         0      0
     6  Teo         0      0
     7  Ana         0      0
     8  Teo         0      0
     9  Ana         0      0
    10  Teo         0      0
    11  Ana         0      0
    12  Teo         0      0
    13  Ana         0      0
    14  Teo         0      0
    15  Ana         0      0
    16  Teo         0      0
    17  Ana         0      0
    18  Teo         0      0
    19  Ana         0      0
    20  Teo         0      0
    21  Ana         0      0
    22  Teo         0      0
    23  Ana         0      0
    24  Teo         0      0
    25  Ana         0      0
    26  Teo         0      0
    27  Ana         0      0
    28  Teo        28     28
    29  Ana        25     25
    30  Teo         0     28
    31  Ana        50     75
  standings
     1  Ana        75
     2  Teo        28
  winner: Ana (White reached 75 points)

### the complete game's sheet in YAML
$ rongo-score -f yaml hanga-tanga/complete.rec
>>> status 0
>>> stdout
file: hanga-tanga/complete.rec
record: 1
game: hanga-tanga
tags: {White: Ana, Black: Teo, Variant: target=75}
status: finished
winner: Ana
players:
  - name: Ana
    score: 75
    rank: 1
  - name: Teo
    score: 28
    rank: 2
turns:
  - {player: Ana, score: 0, total: 0, actions: ["roll 34"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 52"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 35"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 16"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 a2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 6", "place 6 g7"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 b2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 6", "place 6 h7"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 3", "place 3 e3"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 1", "place 1 e4"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 h2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 1", "place 1 e5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 3", "place 3 e6"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 2", "place 2 b6"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 g2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 6", "place 6 a7"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 6", "place 5 b3"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 3", "place 3 c6"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 a3"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 5", "place 5 b5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 c2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 4", "place 4 a5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 2", "place 2 f1"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 1", "place 1 h5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 6", "place 6 d1"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 2", "place 2 c5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 5", "place 5 g1"]}
  - {player: Teo, score: 28, total: 28, actions: ["score g7-a7"]}
  - {player: Ana, score: 25, total: 25, actions: ["reroll 3", "roll 6", "place 6 c3", "score a3-c3", "roll 4"]}
  - {player: Teo, score: 0, total: 28, actions: ["roll 6", "place 6 g6"]}
  - {player: Ana, score: 50, total: 75, actions: ["score g2-c2"]}

### the sheet of the game ended by the last die: Teo wins 28 to 0
$ rongo-score hanga-tanga/last-die.rec
>>> status 0
>>> stdout
hanga-tanga/last-die.rec: record 1: hanga-tanga, finished
  turn  player  score  total
     1  Ana         0      0
     2  Teo         0      0
     3  Ana         0      0
     4  Teo         0      0
     5  Ana         0      0
     6  Teo         0      0
     7  Ana         0      0
     8  Teo         0      0
     9  Ana         0      0
    10  Teo         0      0
    11  Ana         0      0
    12  Teo         0      0
    13  Ana         0      0
    14  Teo         0      0
    15  Ana         0      0
    16  Teo         0      0
    17  Ana         0      0
    18  Teo         0      0
    19  Ana         0      0
    20  Teo         0      0
    21  Ana         0      0
    22  Teo         0      0
    23  Ana         0      0
    24  Teo         0      0
    25  Ana         0      0
    26  Teo         0      0
    27  Ana         0      0
    28  Teo        28     28
    29  Ana         0      0
    30  Teo         0     28
    31  Ana         0      0
  standings
     1  Teo        28
     2  Ana         0
  winner: Teo (White placed the last die without scoring: Black wins 28 to 0)

### the last-die game's sheet in YAML
$ rongo-score -f yaml hanga-tanga/last-die.rec
>>> status 0
>>> stdout
file: hanga-tanga/last-die.rec
record: 1
game: hanga-tanga
tags: {White: Ana, Black: Teo}
status: finished
winner: Teo
players:
  - name: Ana
    score: 0
    rank: 2
  - name: Teo
    score: 28
    rank: 1
turns:
  - {player: Ana, score: 0, total: 0, actions: ["roll 34"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 52"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 35"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 16"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 a2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 6", "place 6 g7"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 b2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 6", "place 6 h7"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 3", "place 3 e3"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 1", "place 1 e4"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 h2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 1", "place 1 e5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 3", "place 3 e6"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 2", "place 2 b6"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 g2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 6", "place 6 a7"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 6", "place 5 b3"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 3", "place 3 c6"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 a3"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 5", "place 5 b5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 4", "place 4 c2"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 4", "place 4 a5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 2", "place 2 f1"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 1", "place 1 h5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 6", "place 6 d1"]}
  - {player: Teo, score: 0, total: 0, actions: ["roll 2", "place 2 c5"]}
  - {player: Ana, score: 0, total: 0, actions: ["roll 5", "place 5 g1"]}
  - {player: Teo, score: 28, total: 28, actions: ["score g7-a7"]}
  - {player: Ana, score: 0, total: 0, actions: ["reroll 3", "roll 6", "place 6 c3"]}
  - {player: Teo, score: 0, total: 28, actions: ["roll 6", "place 6 g6"]}
  - {player: Ana, score: 0, total: 0, actions: ["reroll 6", "roll 2", "place 2 d3"]}

### a draw, without White and Black tags: the seats are named White and Black
$ rongo-score hanga-tanga/draw.rec
>>> status 0
>>> stdout
hanga-tanga/draw.rec: record 1: hanga-tanga, finished
  turn  player  score  total
     1  White       0      0
     2  Black       0      0
     3  White       0      0
     4  Black       0      0
     5  White       0      0
     6  Black       0      0
     7  White       0      0
     8  Black       0      0
     9  White       0      0
    10  Black       0      0
    11  White       0      0
    12  Black       0      0
    13  White       0      0
    14  Black       0      0
    15  White       0      0
    16  Black       0      0
    17  White       0      0
    18  Black       0      0
    19  White       0      0
    20  Black       0      0
    21  White       0      0
    22  Black       0      0
    23  White       0      0
    24  Black       0      0
    25  White       0      0
    26  Black       0      0
    27  White       0      0
    28  Black       0      0
    29  White       0      0
    30  Black       0      0
    31  White       0      0
  standings
     1  White       0
     1  Black       0
  winners: White, Black (White placed the last die without scoring: a draw at 0)

### a shared win in YAML: the winners as a list
$ rongo-score -f yaml hanga-tanga/draw.rec | sed -n 1,14p
>>> status 0
>>> stdout
file: hanga-tanga/draw.rec
record: 1
game: hanga-tanga
tags: {}
status: finished
winner: [White, Black]
players:
  - name: White
    score: 0
    rank: 1
  - name: Black
    score: 0
    rank: 1
turns:

### the sheet of the unfinished game
$ rongo-score hanga-tanga/unfinished.rec
>>> status 0
>>> stdout
hanga-tanga/unfinished.rec: record 1: hanga-tanga, unfinished
  turn  player  score  total
     1  Ana         0      0
     2  Teo         0      0
     3  Teo         0      0
     4  Ana         0      0
     5  Teo         0      0
     6  Ana         0      0
     7  Teo         0      0
     8  Ana         0      0
     9  Teo        22     22
  standings
     1  Teo        22
     2  Ana         0
  winner: none yet

### --total: Ana 75 + 0, Teo 28 + 28, one win each: equal wins, and
### Ana's mean 75 / 2 = 37.50 ranks above Teo's 56 / 2 = 28.00
$ rongo-score --total hanga-tanga/complete.rec hanga-tanga/last-die.rec
>>> status 0
>>> stdout
total over 2 records
hanga-tanga, 2 records
  rank  player played  won   rate     mean   total
     1  Ana         2    1  0.500    37.50      75
     2  Teo         2    1  0.500    28.00      56

### the canonical record: complete.rec is written back unchanged
$ rongo-apply hanga-tanga/complete.rec | cmp - hanga-tanga/complete.rec && echo same
>>> status 0
>>> stdout
same

### the record in YAML: no players key, the seats' people in the tags
$ rongo-apply -f yaml hanga-tanga/complete.rec
>>> status 0
>>> stdout
game: hanga-tanga
tags: {White: Ana, Black: Teo, Variant: target=75}
turns:
- {player: White, actions: ["roll 34"]}
- {player: Black, actions: ["roll 52"]}
- {player: White, actions: ["roll 35"]}
- {player: Black, actions: ["roll 16"]}
- {player: White, actions: ["roll 4", "place 4 a2"]}
- {player: Black, actions: ["roll 6", "place 6 g7"]}
- {player: White, actions: ["roll 4", "place 4 b2"]}
- {player: Black, actions: ["roll 6", "place 6 h7"]}
- {player: White, actions: ["roll 3", "place 3 e3"]}
- {player: Black, actions: ["roll 1", "place 1 e4"]}
- {player: White, actions: ["roll 4", "place 4 h2"]}
- {player: Black, actions: ["roll 1", "place 1 e5"]}
- {player: White, actions: ["roll 3", "place 3 e6"]}
- {player: Black, actions: ["roll 2", "place 2 b6"]}
- {player: White, actions: ["roll 4", "place 4 g2"]}
- {player: Black, actions: ["roll 6", "place 6 a7"]}
- {player: White, actions: ["roll 6", "place 5 b3"]}
- {player: Black, actions: ["roll 3", "place 3 c6"]}
- {player: White, actions: ["roll 4", "place 4 a3"]}
- {player: Black, actions: ["roll 5", "place 5 b5"]}
- {player: White, actions: ["roll 4", "place 4 c2"]}
- {player: Black, actions: ["roll 4", "place 4 a5"]}
- {player: White, actions: ["roll 2", "place 2 f1"]}
- {player: Black, actions: ["roll 1", "place 1 h5"]}
- {player: White, actions: ["roll 6", "place 6 d1"]}
- {player: Black, actions: ["roll 2", "place 2 c5"]}
- {player: White, actions: ["roll 5", "place 5 g1"]}
- {player: Black, actions: ["score g7-a7"]}
- {player: White, actions: ["reroll 3", "roll 6", "place 6 c3", "score a3-c3", "roll 4"]}
- {player: Black, actions: ["roll 6", "place 6 g6"]}
- {player: White, actions: ["score g2-c2"]}

### YAML and back changes nothing
$ rongo-apply -f yaml hanga-tanga/complete.rec | rongo-apply -f notation | cmp - hanga-tanga/complete.rec && echo same
>>> status 0
>>> stdout
same

### complete.yaml is complete.rec
$ rongo-apply -f notation hanga-tanga/complete.yaml | cmp - hanga-tanga/complete.rec && echo same
>>> status 0
>>> stdout
same

### lenient reading: the alias, dice apart and with a comma, separators, squares rank first
$ rongo-apply hanga-tanga/lenient.rec
>>> status 0
>>> stdout
[Game "hanga-tanga"]

White: roll 35
Black: roll 16
White: roll 4 place 4 a1
Black: roll 2 place 2 e5
White: roll 5 place 5 a2

### --strict refuses dice written apart
$ rongo-validate --strict hanga-tanga/lenient.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/lenient.rec:3:8: error: turn 1 (White): 'roll 3 5' is not canonical (--strict): write 'roll 35'
White: roll 3 5
       ^~~~~~~~

### --next, the roll-off due: Black's 2 dice on a new line
$ rongo-roll --next --seed 1 hanga-tanga/rolloff.rec | sed '$s/ roll [1-6][1-6]$/ roll DD/'
>>> status 0
>>> stdout
[Game "hanga-tanga"]

White: roll 35
Black: roll DD

### --next after a tied roll-off: White throws 2 dice again, on a new line
$ rongo-roll --next --seed 1 hanga-tanga/rolloff-tie.rec | sed '$s/ roll [1-6][1-6]$/ roll DD/'
>>> status 0
>>> stdout
[Game "hanga-tanga"]

White: roll 34
Black: roll 52
White: roll DD

### --next, a reserve die due: White's turn opens with 1 die, on a new line
$ rongo-roll --next --seed 1 hanga-tanga/unfinished.rec | sed '$s/ roll [1-6]$/ roll D/'
>>> status 0
>>> stdout
[Game "hanga-tanga"]
[White "Ana"]
[Black "Teo"]

White: roll 12
Black: roll 44
Black: roll 4 place 4 d4
White: roll 6 place 6 h8
Black: roll 4 place 4 e4
White: roll 2 place 2 a1
Black: roll 4 place 4 f4
White: roll 3 place 3 b2
Black: score d4-f4
White: roll D

### --next, a refill of 2 dice due: on the line of the turn in progress
$ rongo-roll --next --seed 1 hanga-tanga/refill-due.rec | sed '$s/ roll [1-6][1-6]$/ roll DD/'
>>> status 0
>>> stdout
[Game "hanga-tanga"]

White: roll 34
Black: roll 52
White: roll 35
Black: roll 16
White: roll 4 place 4 a2
Black: roll 6 place 6 g7
White: roll 4 place 4 b2
Black: roll 6 place 6 h7
White: roll 3 place 3 e3
Black: roll 1 place 1 e4
White: roll 4 place 4 h2
Black: roll 1 place 1 e5
White: roll 3 place 3 e6
Black: roll 2 place 2 b6
White: roll 4 place 4 g2
Black: roll 6 place 6 a7
White: roll 6 place 5 b3
Black: roll 3 place 3 c6
White: roll 4 place 4 a3
Black: roll 5 place 5 b5
White: roll 4 place 4 c2
Black: roll 4 place 4 a5
White: roll 2 place 2 f1
Black: roll 1 place 1 h5
White: roll 6 place 6 d1
Black: roll 2 place 2 c5
White: roll 5 place 5 g1
Black: score g7-a7
White: reroll 3 roll 1 place 1 h1
Black: roll 6 place 6 g6
White: reroll 6 roll 6 place 6 c3 score a3-c3 roll DD

### the refill is the two dice that the same seed rolls plainly
$ a=$(rongo-roll --next --seed 1 hanga-tanga/refill-due.rec | tail -n 1 | sed 's/.* roll //'); b=$(rongo-roll --seed 1 -s 2d6 | sed 's/.*\[//; s/\].*//; s/, //g'); test "$a" = "$b" && echo same
>>> status 0
>>> stdout
same

### the reserve die is the one die that the same seed rolls plainly
$ a=$(rongo-roll --next --seed 1 hanga-tanga/unfinished.rec | tail -n 1 | sed 's/.* roll //'); b=$(rongo-roll --seed 1 -s 1d6 | sed 's/.*\[//; s/\].*//'); test "$a" = "$b" && echo same
>>> status 0
>>> stdout
same

### --next in YAML: the refill joins the turn in progress
$ rongo-apply -f yaml hanga-tanga/refill-due.rec | rongo-roll --next --seed 1 | tail -n 1 | sed 's/"roll [1-6][1-6]"\]}$/"roll DD"]}/'
>>> status 0
>>> stdout
- {player: White, actions: ["reroll 6", "roll 6", "place 6 c3", "score a3-c3", "roll DD"]}

### --next on a finished game: no throw is due
$ rongo-roll --next --seed 1 hanga-tanga/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: hanga-tanga/complete.rec:1:1: error: the game is over: no throw is due
[Game "hanga-tanga"]
^

### the must-place rule: a 3 thrown to a hand holding a 3
$ rongo-validate hanga-tanga/must-place.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/must-place.rec:6:21: error: turn 3 (White): 'place 5 a1': rolled a 3 and the hand holds a 3: a 3 must be placed
White: roll 3 place 5 a1
                    ^

### a placed value the hand does not hold: 3 5 and the 6 just thrown
$ rongo-validate hanga-tanga/place-not-held.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/place-not-held.rec:6:21: error: turn 3 (White): 'place 4 a1': the hand holds no 4: it holds 3 5 6
White: roll 6 place 4 a1
                    ^

### a placement on a taken square
$ rongo-validate hanga-tanga/taken.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/taken.rec:7:23: error: turn 4 (Black): 'place 2 c3': c3 is taken by White's 4
Black: roll 2 place 2 c3
                      ^~

### a block too low: a 3 beside the 5 that ends Black's line b2-c2
$ rongo-validate hanga-tanga/block-low.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/block-low.rec:9:21: error: turn 6 (White): 'place 3 d2': a 3 cannot block Black's line b2-c2 ending in a 5
White: roll 3 place 3 d2
                    ^

### a capture too low: the 3s on a2 and d2 would enclose b2-c2, whose 5 is above 3
$ rongo-validate hanga-tanga/capture-low.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/capture-low.rec:9:21: error: turn 6 (White): 'place 3 d2': a 3 cannot capture Black's line b2-c2 ending in a 5
White: roll 3 place 3 d2
                    ^

### a 2-die line cannot be scored
$ rongo-validate hanga-tanga/two-die-line.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/two-die-line.rec:8:32: error: turn 5 (White): 'score a1-b1': a1-b1 is a 2-die line and cannot be scored
White: roll 4 place 4 b1 score a1-b1
                               ^~~~~

### a line of no type: 4 5 1
$ rongo-validate hanga-tanga/no-type.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/no-type.rec:10:32: error: turn 7 (White): 'score a1-a3': a1-a3 shows 4 5 1: neither a group nor a series (a combo has 5 dice)
White: roll 1 place 1 a3 score a1-a3
                               ^~~~~

### a line scored after a placement must hold the placed die
$ rongo-validate hanga-tanga/not-through.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/not-through.rec:12:32: error: turn 9 (White): 'score a1-a3': a1-a3 does not hold the die placed on b4
White: roll 4 place 4 b4 score a1-a3
                               ^~~~~

### two lines through the placed die along one direction
$ rongo-validate hanga-tanga/scored-direction.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/scored-direction.rec:12:44: error: turn 9 (White): 'score b4-d4': a line through b4 along this direction is scored already
White: roll 4 place 4 b4 score a4-c4 score b4-d4
                                           ^~~~~

### the roll-off is 2 dice: Black throws 1
$ rongo-validate hanga-tanga/rolloff-count.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/rolloff-count.rec:5:13: error: turn 2 (Black): 'roll 6': the roll-off is a throw of 2 dice, not 1
Black: roll 6
            ^

### the game opens with the roll-off, not a placement
$ rongo-validate hanga-tanga/rolloff-place.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/rolloff-place.rec:4:8: error: turn 1 (White): 'place 4 a1': the game opens with the roll-off: each player throws 2 dice with roll
White: place 4 a1
       ^~~~~

### a die from the reserve is 1 die, not 2
$ rongo-validate hanga-tanga/start-two-dice.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/start-two-dice.rec:6:13: error: turn 3 (White): 'roll 45': a die from the reserve is a throw of 1 die, not 2
White: roll 45 place 4 a1
            ^~

### a turn cannot open with place
$ rongo-validate hanga-tanga/start-place.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/start-place.rec:6:8: error: turn 3 (White): 'place 3 a1': roll a die from the reserve first, or score a line
White: place 3 a1
       ^~~~~

### reroll with dice in the reserve
$ rongo-validate hanga-tanga/reroll-reserve.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reroll-reserve.rec:6:8: error: turn 3 (White): 'reroll 3': White's reserve is not empty: roll a die from it
White: reroll 3 roll 4 place 4 a1
       ^~~~~~

### a score between the throw and the placement
$ rongo-validate hanga-tanga/no-place.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/no-place.rec:6:15: error: turn 3 (White): 'score a1-a3': place a die from the hand first
White: roll 4 score a1-a3
              ^~~~~

### a second placement in one turn
$ rongo-validate hanga-tanga/second-place.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/second-place.rec:6:26: error: turn 3 (White): 'place 3 b1': a turn places one die
White: roll 4 place 4 a1 place 3 b1
                         ^~~~~

### a throw after a placement with a hand of 2 dice
$ rongo-validate hanga-tanga/nothing-to-refill.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/nothing-to-refill.rec:6:26: error: turn 3 (White): 'roll 3': nothing to refill: the hand is refilled only after scoring, up to 2 dice
White: roll 4 place 4 a1 roll 3
                         ^~~~

### a placement after a score at the start
$ rongo-validate hanga-tanga/place-after-score.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/place-after-score.rec:12:20: error: turn 9 (White): 'place 4 b4': a turn that scores at its start ends there
White: score a1-a3 place 4 b4
                   ^~~~~

### a second line scored at the start
$ rongo-validate hanga-tanga/second-start-line.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/second-start-line.rec:18:20: error: turn 15 (White): 'score c1-c3': only one line can be scored at the start of a turn
White: score a1-a3 score c1-c3
                   ^~~~~

### a line not written as two squares and a dash
$ rongo-validate hanga-tanga/line-syntax.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/line-syntax.rec:6:14: error: turn 3 (White): 'score a1a3': write the line as its two end squares, as in a1-a3
White: score a1a3
             ^~~~

### a line from a square to itself
$ rongo-validate hanga-tanga/same-ends.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/same-ends.rec:8:14: error: turn 5 (White): 'score a1-a1': a line needs two different end squares
White: score a1-a1
             ^~~~~

### ends that no straight line joins
$ rongo-validate hanga-tanga/not-in-line.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/not-in-line.rec:10:14: error: turn 7 (White): 'score a1-c2': c2 is not in line with a1 within 4 squares
White: score a1-c2
             ^~~~~

### an empty square inside the line
$ rongo-validate hanga-tanga/empty-in-line.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/empty-in-line.rec:10:14: error: turn 7 (White): 'score a1-c1': b1 is empty
White: score a1-c1
             ^~~~~

### an opponent's die inside the line
$ rongo-validate hanga-tanga/opponent-in-line.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/opponent-in-line.rec:10:14: error: turn 7 (White): 'score a1-c1': b1 holds Black's 3
White: score a1-c1
             ^~~~~

### an unknown action word
$ rongo-validate hanga-tanga/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/unknown-action.rec:6:8: error: turn 3 (White): 'jump 4 a1': 'jump' is not a Hanga-Tanga action: write roll, place, score or reroll
White: jump 4 a1
       ^~~~

### a die that is not 1 to 6
$ rongo-validate hanga-tanga/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/bad-die.rec:6:13: error: turn 3 (White): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
White: roll 7 place 4 a1
            ^

### roll without dice
$ rongo-validate hanga-tanga/roll-alone.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/roll-alone.rec:6:8: error: turn 3 (White): 'roll': write the dice thrown after roll
White: roll place 4 a1
       ^~~~

### place without a square
$ rongo-validate hanga-tanga/place-args.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/place-args.rec:6:15: error: turn 3 (White): 'place 4': place takes a die and a square, as in place 4 a1
White: roll 4 place 4
              ^~~~~

### score without a line
$ rongo-validate hanga-tanga/score-args.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/score-args.rec:6:26: error: turn 3 (White): 'score': score takes one line, as in score a1-a3
White: roll 4 place 4 a1 score
                         ^~~~~

### an action after the score that reached the target
$ rongo-validate hanga-tanga/after-win.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/after-win.rec:11:38: error: turn 7 (White): 'roll 3': the game is over: White reached 25 points
White: roll 6 place 6 a3 score a1-a3 roll 3
                                     ^~~~

### the reserve is empty: roll refused, reroll is due
$ rongo-validate hanga-tanga/reserve-empty.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reserve-empty.rec:32:8: error: turn 29 (White): 'roll 4': White's reserve is empty: choose a hand die to throw again with reroll
White: roll 4 place 4 d3
       ^~~~

### the reserve is empty: no score at the start
$ rongo-validate hanga-tanga/reserve-empty-score.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reserve-empty-score.rec:32:8: error: turn 29 (White): 'score g2-c2': White's reserve is empty: no line can be scored at the start of the turn
White: score g2-c2
       ^~~~~

### reroll without its die
$ rongo-validate hanga-tanga/reroll-alone.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reroll-alone.rec:32:8: error: turn 29 (White): 'reroll': reroll takes one die, as in reroll 3
White: reroll roll 6 place 6 d3
       ^~~~~~

### reroll of a value the hand does not hold
$ rongo-validate hanga-tanga/reroll-not-held.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reroll-not-held.rec:32:15: error: turn 29 (White): 'reroll 4': the hand holds no 4: it holds 3 6
White: reroll 4 roll 4 place 4 d3
              ^

### after reroll, the die must be thrown before it is placed
$ rongo-validate hanga-tanga/reroll-no-throw.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reroll-no-throw.rec:32:17: error: turn 29 (White): 'place 3 d3': throw the chosen die again first: roll and its new value
White: reroll 3 place 3 d3
                ^~~~~

### after reroll, 1 die is thrown, not 2
$ rongo-validate hanga-tanga/reroll-two-dice.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reroll-two-dice.rec:32:22: error: turn 29 (White): 'roll 34': the chosen die is thrown alone: 1 die, not 2
White: reroll 3 roll 34 place 3 d3
                     ^~

### after reroll, the die thrown again is the one placed
$ rongo-validate hanga-tanga/reroll-other.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reroll-other.rec:32:30: error: turn 29 (White): 'place 6 d3': the die thrown again shows 5: place 5
White: reroll 3 roll 5 place 6 d3
                             ^

### reroll after the placement
$ rongo-validate hanga-tanga/reroll-late.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/reroll-late.rec:32:35: error: turn 29 (White): 'reroll 6': reroll opens a turn whose reserve is empty
White: reroll 3 roll 6 place 6 d3 reroll 6
                                  ^~~~~~

### a hand of 1 die is refilled with 1 die, not 2
$ rongo-validate hanga-tanga/refill-size.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/refill-size.rec:32:52: error: turn 29 (White): 'roll 45': the hand holds 1 die: refill it with 1, not 2
White: reroll 3 roll 6 place 6 c3 score a3-c3 roll 45
                                                   ^~

### an action after the refill that closed the turn
$ rongo-validate hanga-tanga/turn-over.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/turn-over.rec:32:54: error: turn 29 (White): 'score g2-c2': White's turn is over
White: reroll 3 roll 6 place 6 c3 score a3-c3 roll 4 score g2-c2
                                                     ^~~~~

### a turn out of order: White won the roll-off
$ rongo-validate hanga-tanga/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/out-of-turn.rec:6:1: error: turn 3 (Black): it is White's turn, not Black's
Black: roll 2 place 2 e5
^~~~~

### a new line while the die thrown is not placed
$ rongo-validate hanga-tanga/not-placed.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/not-placed.rec:7:1: error: turn 4 (Black): White has not placed the die thrown
Black: roll 2 place 2 e5
^~~~~

### a new line while the die chosen for reroll is not thrown
$ rongo-validate hanga-tanga/not-rethrown.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/not-rethrown.rec:33:1: error: turn 30 (Black): White has not thrown the chosen die
Black: roll 6 place 6 g6
^~~~~

### a new line while the die thrown again is not placed
$ rongo-validate hanga-tanga/not-placed-again.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/not-placed-again.rec:33:1: error: turn 30 (Black): White has not placed the die thrown again
Black: roll 6 place 6 g6
^~~~~

### a new line while the hand of 1 die is not refilled
$ rongo-validate hanga-tanga/no-refill.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/no-refill.rec:33:1: error: turn 30 (Black): White must refill the hand: roll 1 die
Black: roll 6 place 6 g6
^~~~~

### a turn after the game is over
$ rongo-validate hanga-tanga/after-end.rec
>>> status 1
>>> stderr
rongo-validate: hanga-tanga/after-end.rec:12:1: error: turn 8 (Black): the game is over: White reached 25 points
Black: roll 2 place 2 e7
^~~~~

### the roll-off decided (rolloff-won.rec: Black's 11 beats White's 7):
### Black's first turn is due, a throw of one reserve die, as --next
### throws it and -l lists it; the diagram says so too
$ rongo-roll --next --seed 1 hanga-tanga/rolloff-won.rec | sed '$s/ roll [1-6]$/ roll D/'
>>> status 0
>>> stdout
[Game "hanga-tanga"]

White: roll 34
Black: roll 65
Black: roll D

### -l after the roll-off is decided
$ rongo-apply -l hanga-tanga/rolloff-won.rec
>>> status 0
>>> stdout
Black: roll ?

### the diagram's status line after each roll-off line: Black's
### roll-off due, White's again after a tie, and Black's first turn
### once Black has won
$ for f in rolloff rolloff-tie rolloff-won; do rongo-render-ascii hanga-tanga/$f.rec | tail -n 1; done
>>> status 0
>>> stdout
Black to throw the roll-off (2 dice).
White to throw the roll-off (2 dice).
Black to move, having won the roll-off 11 to 7: throw a die from the reserve.

### -l, Black's roll-off due: one line, the throw of two dice still to
### come
$ rongo-apply -l hanga-tanga/rolloff.rec
>>> status 0
>>> stdout
Black: roll ??

### -l at White's turn start: its one line, h8 (1), a1 (2), b2 (3) going
### up and right across the corner, then the throw of a reserve die
$ rongo-apply -l hanga-tanga/series-open.rec
>>> status 0
>>> stdout
White: score h8-b2
White: roll ?

### -l after the throw of a 4: the hand holds 2, 4, 5 and no Black die is
### on the board, so each value may go on any of the 61 empty squares,
### a1 to h8 rank by rank: 3 x 61 = 183 places
$ rongo-apply -l -m 'White: roll 4' hanga-tanga/series-open.rec | sed -n '1p;2p;61p;62p;183p'; rongo-apply -l -m 'White: roll 4' hanga-tanga/series-open.rec | wc -l
>>> status 0
>>> stdout
White: place 2 b1
White: place 2 c1
White: place 2 g8
White: place 4 b1
White: place 5 g8
183

### -l after placing the 4 on c3: the lines through it, a1-c3 (2 3 4)
### and h8-c3 (1 2 3 4), both series
$ rongo-apply -l -m 'White: roll 4 place 4 c3' hanga-tanga/series-open.rec
>>> status 0
>>> stdout
White: score a1-c3
White: score h8-c3

### a score listed there, given as -l writes it on a line of its own,
### joins White's turn in progress, as the canonical record shows
$ rongo-apply -m 'White: roll 4 place 4 c3' hanga-tanga/series-open.rec | rongo-apply -m 'White: score h8-c3' | tail -n 1
>>> status 0
>>> stdout
White: roll 4 place 4 c3 score h8-c3

### -l once h8-c3 is scored: a1-c3 runs the same way, so no line is left
### and the hand still holds 2 dice: Black's turn opens next, Black's
### reserve holding 12 dice and Black no line on the board
$ rongo-apply -l -m 'White: roll 4 place 4 c3 score h8-c3' hanga-tanga/series-open.rec
>>> status 0
>>> stdout
Black: roll ?

### the diagram: Black's d4-f4 went back to its reserve (12); White has
### placed 3 of its 14 dice, 2 in hand and 9 in reserve
$ rongo-render-ascii hanga-tanga/series-open.rec
>>> status 0
>>> stdout
Hanga-Tanga, after turn 9
      a  b  c  d  e  f  g  h
 8    .  .  .  .  .  .  . W1  8
 7    .  .  .  .  .  .  .  .  7
 6    .  .  .  .  .  .  .  .  6
 5    .  .  .  .  .  .  .  .  5
 4    .  .  .  .  .  .  .  .  4
 3    .  .  .  .  .  .  .  .  3
 2    . W3  .  .  .  .  .  .  2
 1   W2  .  .  .  .  .  .  .  1
      a  b  c  d  e  f  g  h
The board wraps: file h is next to a, rank 8 next to 1.
White (Ana): 0 points; hand 2 5; reserve 9; captured 0
Black (Teo): 22 points; hand 4 4; reserve 12; captured 0
White to move: score a line or throw a die from the reserve.

### the diagram of a finished game names the winner and why: Ana (White)
### reached the target of 75.  White's hand 6 4 (turn 29), reserve 2 + 5
### dice of g2-c2; Black's hand 1 6 and reserve 3 after turn 30, and the
### two dice captured on turn 13 (fixtures/hanga-tanga/README)
$ rongo-render-ascii hanga-tanga/complete.rec | tail -3
>>> status 0
>>> stdout
White (Ana): 75 points; hand 4 6; reserve 7; captured 0
Black (Teo): 28 points; hand 1 6; reserve 3; captured 2
White wins: White reached 75 points.

### -p: the state for scripts: White due at its turn's start, White 0
### points and Black 22 (as the diagram of series-open.rec has them)
$ rongo-apply -p hanga-tanga/series-open.rec
>>> status 0
>>> stdout
player: White
totals: White 0, Black 22

### a line whose far end is off the board: the caret under that square
$ rongo-apply -m 'White: score a1-i9' hanga-tanga/series-open.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:17: error: hanga-tanga/series-open.rec record 1: turn 10 (White): 'score a1-i9': i9 is off the board (files a-h, ranks 1-8)
White: score a1-i9
                ^~

### -l with three diagonals between a1 and e5 (diagonals.rec): each
### segment once, by a name that reads back to it; the south-east one
### from a1, which a1-e5 (north-east) does not reach, through its middle c7
$ rongo-apply -l hanga-tanga/diagonals.rec
>>> status 0
>>> stdout
White: score a1-e5
White: score a1-c7
White: score a1-d6
White: score a1-c7-e5
White: score b2-d4
White: score h2-d6
White: score g3-c7
White: score f4-h2
White: score f4-b8
White: score e5-a1
White: score d6-h2
White: score c7-e5
White: score c7-g3
White: score b8-d6
White: score b8-e5
White: score b8-f4
White: roll ?

### every score -l lists, given back with -m, is taken as it stands and
### scores its own segment: the points worked out in fixtures/hanga-tanga/README
$ rongo-apply -l hanga-tanga/diagonals.rec | grep ': score' | while read -r s; do rongo-apply -m "$s" hanga-tanga/diagonals.rec >"$T/r"; printf '%s %s\n' "$(tail -n 1 "$T/r")" "$(rongo-score -f yaml "$T/r" | sed -n '/name: Ana/{n;s/^ *score: //p;}')"; done
>>> status 0
>>> stdout
White: score a1-e5 26
White: score a1-c7 25
White: score a1-d6 38
White: score a1-c7-e5 50
White: score b2-d4 13
White: score h2-d6 36
White: score g3-c7 36
White: score f4-h2 19
White: score f4-b8 35
White: score e5-a1 32
White: score d6-h2 29
White: score c7-e5 19
White: score c7-g3 30
White: score b8-d6 22
White: score b8-e5 34
White: score b8-f4 32

### the four ways between a1 and e5 named from e5: e5-a1 is the first
### that holds only White's dice, toward higher files, then higher ranks
### (f6 is empty, so not north-east: south-east, the line a1 h2 g3 f4
### e5); a square between names the others; written canonically, the
### middle one, and none where the two ends alone say it
$ for s in e5-a1 e5-g3-a1 e5-d6-a1 e5-b8-a1 e5-c3-a1 e5-b2-a1; do rongo-apply -m "White: score $s" hanga-tanga/diagonals.rec >"$T/r"; printf '%s %s\n' "$(tail -n 1 "$T/r")" "$(rongo-score -f yaml "$T/r" | sed -n '/name: Ana/{n;s/^ *score: //p;}')"; done
>>> status 0
>>> stdout
White: score e5-a1 32
White: score e5-a1 32
White: score e5-c7-a1 50
White: score e5-c7-a1 50
White: score e5-c3-a1 26
White: score e5-c3-a1 26

### the series a1 b8 c7 d6 e5 scored (6 5 4 3 2: 30 + 20 = 50): those
### five dice leave the board, the other two lines stay
$ rongo-apply -m 'White: score a1-b8-e5' hanga-tanga/diagonals.rec | rongo-render-ascii | sed -n '2,11p;13p'
>>> status 0
>>> stdout
      a  b  c  d  e  f  g  h
 8    .  .  .  .  .  .  .  .  8
 7   B1  .  .  . B1  .  .  .  7
 6    .  .  .  .  .  .  .  .  6
 5   B2  . B2  .  .  . B2 B3  5
 4    .  .  . W1  . W3  .  .  4
 3   B1  . W1  . B1  . W3  .  3
 2    . W1  .  .  .  .  . W3  2
 1    .  . B2  . B1  . B2  .  1
      a  b  c  d  e  f  g  h
White (Ana): 50 points; hand 5 6; reserve 6; captured 0

### the empty line south-west of a1 (h8 g7 f6), named by a square on it
$ rongo-apply -m 'White: score a1-g7-e5' hanga-tanga/diagonals.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:14: error: hanga-tanga/diagonals.rec record 1: turn 25 (White): 'score a1-g7-e5': h8 is empty
White: score a1-g7-e5
             ^~~~~~~~

### a square that is not between the ends
$ rongo-apply -m 'White: score a1-c5-e5' hanga-tanga/diagonals.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:14: error: hanga-tanga/diagonals.rec record 1: turn 25 (White): 'score a1-c5-e5': c5 is not between a1 and e5 on a line
White: score a1-c5-e5
             ^~~~~~~~

### a line of four squares
$ rongo-apply -m 'White: score a1-c7-e5-g3' hanga-tanga/diagonals.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:14: error: hanga-tanga/diagonals.rec record 1: turn 25 (White): 'score a1-c7-e5-g3': write the line as its two end squares, as in a1-a3
White: score a1-c7-e5-g3
             ^~~~~~~~~~~

### a name with a square between goes to YAML and back unchanged
$ rongo-apply -m 'White: score a1-c7-e5' -f yaml hanga-tanga/diagonals.rec | rongo-apply -f notation | tail -n 2
>>> status 0
>>> stdout
Black: roll 3 place 3 h5
White: score a1-c7-e5

### -l on rank-file.rec: rank 1 full, 1 2 3 4 5 6 5 4, and c7 c8 c1 c2
### 1 2 3 4 along file c across the edge; each line once
$ rongo-apply -l hanga-tanga/rank-file.rec
>>> status 0
>>> stdout
White: score a1-c1
White: score a1-d1
White: score a1-e1
White: score b1-d1
White: score b1-e1
White: score b1-f1
White: score c1-e1
White: score c1-f1
White: score c1-g1
White: score d1-f1
White: score d1-h1
White: score e1-a1
White: score f1-h1
White: score f1-b1
White: score g1-c1
White: score h1-d1
White: score c7-c1
White: score c7-c2
White: score c8-c2
White: roll ?

### every score -l lists reads back to its segment
$ rongo-apply -l hanga-tanga/rank-file.rec | grep ': score' | while read -r s; do rongo-apply -m "$s" hanga-tanga/rank-file.rec >"$T/r"; printf '%s %s\n' "$(tail -n 1 "$T/r")" "$(rongo-score -f yaml "$T/r" | sed -n '/name: Ana/{n;s/^ *score: //p;}')"; done
>>> status 0
>>> stdout
White: score a1-c1 16
White: score a1-d1 30
White: score a1-e1 45
White: score b1-d1 19
White: score b1-e1 34
White: score b1-f1 50
White: score c1-e1 22
White: score c1-f1 38
White: score c1-g1 38
White: score d1-f1 25
White: score d1-h1 39
White: score e1-a1 36
White: score f1-h1 25
White: score f1-b1 33
White: score g1-c1 30
White: score h1-d1 29
White: score c7-c1 16
White: score c7-c2 30
White: score c8-c2 19

### both ways along rank 1 and file c, across the edges: a1-e1 is
### eastward, a1-g1-e1 westward; e1-a1 is eastward from e1, e1-c1-a1
### westward; g1-c1 eastward, g1-e1-c1 westward; c1-g1 and c1-a1-g1; file c
### northward and southward, a square between that is not needed dropped
$ for s in a1-e1 a1-g1-e1 e1-a1 e1-c1-a1 g1-c1 g1-e1-c1 c1-g1 c1-a1-g1 c7-c2 c2-c8-c7 c8-c1-c2 c2-c1-c8; do rongo-apply -m "White: score $s" hanga-tanga/rank-file.rec >"$T/r"; printf '%s %s\n' "$(tail -n 1 "$T/r")" "$(rongo-score -f yaml "$T/r" | sed -n '/name: Ana/{n;s/^ *score: //p;}')"; done
>>> status 0
>>> stdout
White: score a1-e1 45
White: score a1-g1-e1 36
White: score e1-a1 36
White: score e1-c1-a1 45
White: score g1-c1 30
White: score g1-e1-c1 38
White: score c1-g1 38
White: score c1-a1-g1 30
White: score c7-c2 30
White: score c2-c7 30
White: score c8-c2 19
White: score c2-c8 19

### a1-g1-e1 takes a1 h1 g1 f1 e1 (1 4 5 6 5) off rank 1; b1 c1 d1 stay
$ rongo-apply -m 'White: score a1-g1-e1' hanga-tanga/rank-file.rec | rongo-render-ascii | sed -n '2p;10p'
>>> status 0
>>> stdout
      a  b  c  d  e  f  g  h
 1    . W2 W3 W4  .  .  .  .  1

### -l with a refill due after a1-c1 (refill-lines.rec): c1-c3 through
### the placed die may still be scored, and the throw of 1 die is due
$ rongo-apply -l hanga-tanga/refill-lines.rec
>>> status 0
>>> stdout
White: score c1-c3
White: roll ?

### c1-c3 on a line of its own joins the turn in progress; then only the
### refill is open
$ rongo-apply -m 'White: score c1-c3' hanga-tanga/refill-lines.rec | tail -n 1; rongo-apply -l -m 'White: score c1-c3' hanga-tanga/refill-lines.rec
>>> status 0
>>> stdout
White: reroll 5 roll 3 place 3 c1 score a1-c1 score c1-c3
White: roll ?

### the turn: a1-c1 1 2 3 (10 + 6 = 16), c1-c3 3 4 5 (10 + 12 = 22)
$ rongo-apply -m 'White: score c1-c3 roll 4' hanga-tanga/refill-lines.rec | rongo-score | tail -n 6
>>> status 0
>>> stdout
    26  Teo         0      0
    27  Ana        38     38
  standings
     1  Ana        38
     2  Teo         0
  winner: none yet
