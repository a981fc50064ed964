# The programs on Passage records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games", passage), the rulings in
# rongo-games(7) and the diagnostic format; the working is in
# fixtures/passage/README.

### a complete game: a play-off for the start, Bob reaches 11 with 12
$ rongo-validate -v passage/complete.rec
>>> status 0
>>> stdout
passage/complete.rec: record 1: passage, 25 turns, finished

### double-three and target=5 in YAML, the dice written in several ways
$ rongo-validate -v passage/double-three.yaml
>>> status 0
>>> stdout
passage/double-three.yaml: record 1: passage, 11 turns, finished

### a game in play after play-offs for the start and for the point
$ rongo-validate -v passage/unfinished.rec
>>> status 0
>>> stdout
passage/unfinished.rec: record 1: passage, 13 turns, unfinished

### the score table of the complete game: the throws of the start and
### the throw for the point score nothing
$ rongo-score passage/complete.rec
>>> status 0
>>> stdout
passage/complete.rec: record 1: passage, finished
  turn  player  score  total
     1  Ann         0      0
     2  Bob         0      0
     3  Cy          0      0
     4  Ann         0      0
     5  Bob         0      0
     6  Cy          0      0
     7  Bob         2      2
     8  Cy          1      1
     9  Ann         2      2
    10  Bob         1      3
    11  Cy          0      1
    12  Ann         2      4
    13  Bob         2      5
    14  Cy          1      2
    15  Ann         1      5
    16  Bob         2      7
    17  Cy          0      2
    18  Ann         2      7
    19  Bob         1      8
    20  Cy          2      4
    21  Ann         1      8
    22  Bob         2     10
    23  Cy          0      4
    24  Ann         2     10
    25  Bob         2     12
  standings
     1  Bob        12
     2  Ann        10
     3  Cy          4
  winner: Bob (11 points are reached)

### the complete game's scores in YAML
$ rongo-score -f yaml passage/complete.rec
>>> status 0
>>> stdout
file: passage/complete.rec
record: 1
game: passage
tags: {}
status: finished
winner: Bob
players:
  - name: Ann
    score: 10
    rank: 2
  - name: Bob
    score: 12
    rank: 1
  - name: Cy
    score: 4
    rank: 3
turns:
  - {player: Ann, score: 0, total: 0, actions: ["roll 5"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 5"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 2"]}
  - {player: Ann, score: 0, total: 0, actions: ["roll 3"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 4"]}
  - {player: Bob, score: 2, total: 2, actions: ["roll 44"]}
  - {player: Cy, score: 1, total: 1, actions: ["roll 41"]}
  - {player: Ann, score: 2, total: 2, actions: ["roll 44"]}
  - {player: Bob, score: 1, total: 3, actions: ["roll 46"]}
  - {player: Cy, score: 0, total: 1, actions: ["roll 35"]}
  - {player: Ann, score: 2, total: 4, actions: ["roll 44"]}
  - {player: Bob, score: 2, total: 5, actions: ["roll 44"]}
  - {player: Cy, score: 1, total: 2, actions: ["roll 64"]}
  - {player: Ann, score: 1, total: 5, actions: ["roll 24"]}
  - {player: Bob, score: 2, total: 7, actions: ["roll 44"]}
  - {player: Cy, score: 0, total: 2, actions: ["roll 11"]}
  - {player: Ann, score: 2, total: 7, actions: ["roll 44"]}
  - {player: Bob, score: 1, total: 8, actions: ["roll 14"]}
  - {player: Cy, score: 2, total: 4, actions: ["roll 44"]}
  - {player: Ann, score: 1, total: 8, actions: ["roll 43"]}
  - {player: Bob, score: 2, total: 10, actions: ["roll 44"]}
  - {player: Cy, score: 0, total: 4, actions: ["roll 55"]}
  - {player: Ann, score: 2, total: 10, actions: ["roll 44"]}
  - {player: Bob, score: 2, total: 12, actions: ["roll 44"]}

### double-three: a double 6 on the point 6 scores 3
$ rongo-score -f yaml passage/double-three.yaml
>>> status 0
>>> stdout
file: passage/double-three.yaml
record: 1
game: passage
tags: {Variant: double-three target=5}
status: finished
winner: Ann
players:
  - name: Ann
    score: 7
    rank: 1
  - name: Bob
    score: 4
    rank: 2
turns:
  - {player: Ann, score: 0, total: 0, actions: ["roll 3"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 3"]}
  - {player: Ann, score: 0, total: 0, actions: ["roll 2"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Ann, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Bob, score: 3, total: 3, actions: ["roll 66"]}
  - {player: Ann, score: 1, total: 1, actions: ["roll 61"]}
  - {player: Bob, score: 1, total: 4, actions: ["roll 26"]}
  - {player: Ann, score: 3, total: 4, actions: ["roll 66"]}
  - {player: Bob, score: 0, total: 4, actions: ["roll 35"]}
  - {player: Ann, score: 3, total: 7, actions: ["roll 66"]}

### an unfinished game: no winner yet
$ rongo-score passage/unfinished.rec
>>> status 0
>>> stdout
passage/unfinished.rec: record 1: passage, unfinished
  turn  player  score  total
     1  Ann         0      0
     2  Bob         0      0
     3  Cy          0      0
     4  Dee         0      0
     5  Ann         0      0
     6  Cy          0      0
     7  Ann         0      0
     8  Cy          0      0
     9  Bob         0      0
    10  Dee         0      0
    11  Bob         0      0
    12  Ann         2      2
    13  Bob         1      1
  standings
     1  Ann         2
     2  Bob         1
     3  Cy          0
     3  Dee         0
  winner: none yet

### the score sheet of the complete game
$ rongo-render-ascii passage/complete.rec
>>> status 0
>>> stdout
Passage, after turn 25
First to 11 points; a double of the point scores 2.
For the start: Ann 5, Bob 5, Cy 2.
Play-off for the start: Ann 3, Bob 6.
Bob starts the game; Cy sets the point.
The point is 4.
Turn  Player  Throw  Points  Ann  Bob  Cy
   7  Bob     44          2    0    2   0
   8  Cy      41          1    0    2   1
   9  Ann     44          2    2    2   1
  10  Bob     46          1    2    3   1
  11  Cy      35          0    2    3   1
  12  Ann     44          2    4    3   1
  13  Bob     44          2    4    5   1
  14  Cy      64          1    4    5   2
  15  Ann     24          1    5    5   2
  16  Bob     44          2    5    7   2
  17  Cy      11          0    5    7   2
  18  Ann     44          2    7    7   2
  19  Bob     14          1    7    8   2
  20  Cy      44          2    7    8   4
  21  Ann     43          1    8    8   4
  22  Bob     44          2    8   10   4
  23  Cy      55          0    8   10   4
  24  Ann     44          2   10   10   4
  25  Bob     44          2   10   12   4
Totals: Ann 10, Bob 12, Cy 4.
Bob reached 11 first.
Finished: Bob wins with 12.

### the sheet after the throws for the start: Cy, lowest, will set the
### point; Ann and Bob play off for the start
$ head -n 6 passage/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
Passage, after turn 3
First to 11 points; a double of the point scores 2.
For the start: Ann 5, Bob 5, Cy 2.
Cy sets the point.
Ann throws in the play-off for the start.

### the sheet when the point is due
$ head -n 8 passage/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
Passage, after turn 5
First to 11 points; a double of the point scores 2.
For the start: Ann 5, Bob 5, Cy 2.
Play-off for the start: Ann 3, Bob 6.
Bob starts the game; Cy sets the point.
Cy throws for the point.

### the sheet of a game in play, after play-offs for both ends
$ rongo-render-ascii passage/unfinished.rec
>>> status 0
>>> stdout
Passage, after turn 13
First to 11 points; a double of the point scores 2.
For the start: Ann 6, Bob 1, Cy 6, Dee 1.
Play-off for the start: Ann 2, Cy 2.
Play-off for the start again: Ann 5, Cy 4.
Play-off for the point: Bob 3, Dee 5.
Ann starts the game; Bob sets the point.
The point is 1.
Turn  Player  Throw  Points  Ann  Bob  Cy  Dee
  12  Ann     11          2    2    0   0    0
  13  Bob     16          1    2    1   0    0
Totals: Ann 2, Bob 1, Cy 0, Dee 0.
Cy to play.

### the sheet with double-three, after everyone tied for the start
$ rongo-render-ascii passage/double-three.yaml
>>> status 0
>>> stdout
Passage, after turn 11
First to 5 points; a double of the point scores 3 (double-three).
For the start: Ann 3, Bob 3.
For the start again: Ann 2, Bob 6.
Bob starts the game; Ann sets the point.
The point is 6.
Turn  Player  Throw  Points  Ann  Bob
   6  Bob     66          3    0    3
   7  Ann     61          1    1    3
   8  Bob     26          1    1    4
   9  Ann     66          3    4    4
  10  Bob     35          0    4    4
  11  Ann     66          3    7    4
Totals: Ann 7, Bob 4.
Ann reached 5 first.
Finished: Ann wins with 7.

### --next in play: Cy's two dice, on a new line
$ rongo-roll --next passage/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Cy: roll dd

### --next in the play-off for the start: one die for Ann, not Cy
$ head -n 6 passage/complete.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Ann: roll d

### --next for the point: one die for Cy, the lowest
$ head -n 8 passage/complete.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Cy: roll d

### --next once the point is set: two dice for Bob, who starts
$ head -n 9 passage/complete.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Bob: roll dd

### no throw is due once the game is over
$ rongo-roll --next passage/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: passage/complete.rec:1:1: error: the game is over: no throw is due
[Game "passage"]
^

### -l lists the throw due, a '?' a die: one die for Ann in the play-off
### for the start (she and Bob tied on 5), one for Cy, lowest, for the
### point, two for Bob once Cy's 4 has set it; nothing once the game is
### over, then two for Cy in play
$ for n in 6 8; do head -n $n passage/complete.rec | rongo-apply -l; done; head -n 8 passage/complete.rec | rongo-apply -l -m 'Cy: roll 4'; rongo-apply -l passage/complete.rec passage/unfinished.rec
>>> status 0
>>> stdout
Ann: roll ?
Cy: roll ?
Bob: roll ??

Cy: roll ??

### the throw as -l lists it is refused: its die is not known yet
$ head -n 8 passage/complete.rec | rongo-apply -m 'Cy: roll ?'
>>> status 1
>>> stderr
rongo-apply: -m:1:10: error: <stdin> record 1: turn 6 (Cy): 'roll ?': '?' stands for dice not yet thrown: rongo-roll --next throws them
Cy: roll ?
         ^

### the complete game in YAML
$ rongo-apply -f yaml passage/complete.rec | head -n 12
>>> status 0
>>> stdout
game: passage
players: [Ann, Bob, Cy]
turns:
- {player: Ann, actions: ["roll 5"]}
- {player: Bob, actions: ["roll 5"]}
- {player: Cy, actions: ["roll 2"]}
- {player: Ann, actions: ["roll 3"]}
- {player: Bob, actions: ["roll 6"]}
- {player: Cy, actions: ["roll 4"]}
- {player: Bob, actions: ["roll 44"]}
- {player: Cy, actions: ["roll 41"]}
- {player: Ann, actions: ["roll 44"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml passage/complete.rec | rongo-apply -f notation | cmp - passage/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice written together
$ rongo-apply -f notation passage/double-three.yaml
>>> status 0
>>> stdout
[Game "passage"]
[Players "Ann, Bob"]
[Variant "double-three target=5"]

Ann: roll 3
Bob: roll 3
Ann: roll 2
Bob: roll 6
Ann: roll 6
Bob: roll 66
Ann: roll 61
Bob: roll 26
Ann: roll 66
Bob: roll 35
Ann: roll 66

### -p: the state for scripts.  A turn is one throw, read at once: the
### turn due has made none (throw 0); the points are each player's
### total, with no turn points, and no dice stay on the table.  After
### the first 6 lines of complete.rec (Ann 5, Bob 5, Cy 2) Ann throws in
### the play-off for the start, nobody has a point; after 9 lines (Cy
### sets the point at 4) Bob's line, begun by -m, has not thrown.  Once
### over nobody is due: Ann 10, Bob 12, Cy 4 (README)
$ head -n 6 passage/complete.rec | rongo-apply -p; head -n 9 passage/complete.rec | rongo-apply -p -m 'Bob:'; rongo-apply -p passage/complete.rec
>>> status 0
>>> stdout
player: Ann
throw: 0
totals: Ann 0, Bob 0, Cy 0
player: Bob
throw: 0
totals: Ann 0, Bob 0, Cy 0
player: none
throw: 0
totals: Ann 10, Bob 12, Cy 4

### -p -f yaml, a mapping per record.  unfinished.rec: point 1, Ann's 11
### scores 2, Bob's 16 1; Cy is due.  double-three.yaml: Ann's 66 takes
### her from 4 to 7 and reaches 5, Bob has 4; nobody is due (null).
### Read back by PyYAML
$ rongo-apply -p -f yaml passage/unfinished.rec passage/double-three.yaml; rongo-apply -p -f yaml passage/unfinished.rec passage/double-three.yaml | python3 -c 'import sys, yaml; [print(d["player"], d["throw"], [t["score"] for t in d["totals"]]) for d in yaml.safe_load_all(sys.stdin)]'
>>> status 0
>>> stdout
game: passage
player: Cy
throw: 0
totals:
  - {name: Ann, score: 2}
  - {name: Bob, score: 1}
  - {name: Cy, score: 0}
  - {name: Dee, score: 0}
---
game: passage
player: null
throw: 0
totals:
  - {name: Ann, score: 7}
  - {name: Bob, score: 4}
Cy 0 [2, 1, 0, 0]
None 0 [7, 4]

### two dice thrown for the start
$ rongo-validate passage/start-count.rec
>>> status 1
>>> stderr
rongo-validate: passage/start-count.rec:5:11: error: turn 1 (Ann): 'roll 56': a throw for the start is 1 die, not 2
Ann: roll 56
          ^~

### two dice in the play-off for the start, written apart: the caret is
### on the first too many
$ rongo-validate passage/playoff-count.rec
>>> status 1
>>> stderr
rongo-validate: passage/playoff-count.rec:8:13: error: turn 4 (Ann): 'roll 3 4': a throw in the play-off for the start is 1 die, not 2
Ann: roll 3 4
            ^

### two dice thrown for the point
$ rongo-validate passage/point-count.rec
>>> status 1
>>> stderr
rongo-validate: passage/point-count.rec:7:11: error: turn 3 (Ann): 'roll 24': a throw for the point is 1 die, not 2
Ann: roll 24
          ^~

### one die in play
$ rongo-validate passage/play-count.rec
>>> status 1
>>> stderr
rongo-validate: passage/play-count.rec:8:11: error: turn 4 (Bob): 'roll 4': a throw in play is 2 dice, not 1
Bob: roll 4
          ^

### roll with no dice
$ rongo-validate passage/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: passage/no-dice.rec:8:6: error: turn 4 (Bob): 'roll': write the 2 dice thrown in play after roll
Bob: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate passage/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: passage/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### the throws for the start go in seat order
$ rongo-validate passage/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: passage/out-of-turn.rec:5:1: error: turn 1 (Bob): it is Ann's turn, not Bob's: Ann throws for the start
Bob: roll 5
^~~

### a player out of the play-off for the start throws in it
$ rongo-validate -v passage/playoff-out.rec
>>> status 1
>>> stdout
passage/playoff-out.rec: record 1: passage, 3 turns, invalid
>>> stderr
rongo-validate: passage/playoff-out.rec:8:1: error: turn 4 (Cy): it is Ann's turn, not Cy's: Ann throws in the play-off for the start
Cy: roll 4
^~

### the starting player plays before the point is set
$ rongo-validate passage/point-out.rec
>>> status 1
>>> stderr
rongo-validate: passage/point-out.rec:8:1: error: turn 4 (Cy): it is Bob's turn, not Cy's: Bob throws for the point
Cy: roll 44
^~

### the first seat plays first instead of the starting player
$ rongo-validate passage/start-out.rec
>>> status 1
>>> stderr
rongo-validate: passage/start-out.rec:9:1: error: turn 5 (Ann): it is Cy's turn, not Ann's: Cy starts the game
Ann: roll 44
^~~

### a second throw for the start on one line
$ rongo-validate passage/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: passage/second-throw.rec:5:13: error: turn 1 (Ann): 'roll 3': the turn is over: it was the throw for the start
Ann: roll 5 roll 3
            ^~~~

### the point thrown twice
$ rongo-validate passage/second-point.rec
>>> status 1
>>> stderr
rongo-validate: passage/second-point.rec:7:13: error: turn 3 (Ann): 'roll 5': the turn is over: it set the point at 4
Ann: roll 4 roll 5
            ^~~~

### a second throw in a turn of play
$ rongo-validate passage/second-play.rec
>>> status 1
>>> stderr
rongo-validate: passage/second-play.rec:8:14: error: turn 4 (Bob): 'roll 44': the turn is over: a turn in play is one throw of 2 dice
Bob: roll 44 roll 44
             ^~~~

### a turn line with no throw
$ rongo-validate passage/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: passage/no-throw.rec:6:1: error: turn 2 (Bob): the turn before has no throw: every turn is one throw
Bob: roll 3
^~~

### a turn after the end: target=2 is reached at once
$ rongo-validate passage/after-end.rec
>>> status 1
>>> stderr
rongo-validate: passage/after-end.rec:10:1: error: turn 5 (Ann): the game is over: 2 points are reached
Ann: roll 44
^~~

### an unknown action
$ rongo-validate passage/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: passage/unknown-action.rec:5:6: error: turn 1 (Ann): 'stop': 'stop' is not a Passage action: write roll
Ann: stop
     ^~~~

### an unknown option
$ rongo-validate passage/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: passage/unknown-option.rec:3:24: error: bad Variant 'double-three rounds=3': Passage has no option 'rounds'
[Variant "double-three rounds=3"]
                       ^~~~~~~~

### one player is too few
$ rongo-validate passage/one-player.rec
>>> status 1
>>> stderr
rongo-validate: passage/one-player.rec:3:11: error: Passage is for 2 to 16 players, not 1
[Players "Ann"]
          ^
