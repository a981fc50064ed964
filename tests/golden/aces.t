# The programs on Aces records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7) and
# the diagnostic format; the working is in fixtures/aces/README.

### a complete game: a tie in the ordering throws, Bob skipped, Ann wins
$ rongo-validate -v aces/complete.rec
>>> status 0
>>> stdout
aces/complete.rec: record 1: aces, 13 turns, finished

### two players in YAML with last-one-loses
$ rongo-validate -v aces/two.yaml
>>> status 0
>>> stdout
aces/two.yaml: record 1: aces, 5 turns, finished

### a game left in the middle of Ann's turn
$ rongo-validate -v aces/unfinished.rec
>>> status 0
>>> stdout
aces/unfinished.rec: record 1: aces, 7 turns, unfinished

### the score table of the complete game: the score is the dice held
$ rongo-score aces/complete.rec
>>> status 0
>>> stdout
aces/complete.rec: record 1: aces, finished
  turn  player  score  total
     1  Ann         0      5
     2  Bob         0      5
     3  Cy          0      5
     4  Ann         0      5
     5  Cy          0      5
     6  Cy         -3      2
     7  Ann        -6      0
     8  Bob        -7      0
     9  Cy         -2      0
    10  Ann        -4      0
    11  Cy          0      1
    12  Cy         -1      0
    13  Ann        -1      0
  standings
     1  Ann         0
     1  Bob         0
     1  Cy          0
  winner: Ann (no die is left in play: the thrower of the last 1 wins)

### the complete game's scores in YAML
$ rongo-score -f yaml aces/complete.rec
>>> status 0
>>> stdout
file: aces/complete.rec
record: 1
game: aces
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 0
    rank: 1
  - name: Bob
    score: 0
    rank: 1
  - name: Cy
    score: 0
    rank: 1
turns:
  - {player: Ann, score: 0, total: 5, actions: ["roll 66443"]}
  - {player: Bob, score: 0, total: 5, actions: ["roll 11234"]}
  - {player: Cy, score: 0, total: 5, actions: ["roll 34646"]}
  - {player: Ann, score: 0, total: 5, actions: ["roll 23456"]}
  - {player: Cy, score: 0, total: 5, actions: ["roll 55551"]}
  - {player: Cy, score: -3, total: 2, actions: ["roll 12536", "roll 34"]}
  - {player: Ann, score: -6, total: 0, actions: ["roll 111116", "roll 2"]}
  - {player: Bob, score: -7, total: 0, actions: ["roll 1111155"]}
  - {player: Cy, score: -2, total: 0, actions: ["roll 22"]}
  - {player: Ann, score: -4, total: 0, actions: ["roll 1115"]}
  - {player: Cy, score: 0, total: 1, actions: ["roll 6"]}
  - {player: Cy, score: -1, total: 0, actions: ["roll 2"]}
  - {player: Ann, score: -1, total: 0, actions: ["roll 1"]}

### last-one-loses: Ann threw the last 1, so Bob wins
$ rongo-score -f yaml aces/two.yaml
>>> status 0
>>> stdout
file: aces/two.yaml
record: 1
game: aces
tags: {Variant: last-one-loses}
status: finished
winner: Bob
players:
  - name: Ann
    score: 0
    rank: 1
  - name: Bob
    score: 0
    rank: 1
turns:
  - {player: Ann, score: 0, total: 5, actions: ["roll 11111"]}
  - {player: Bob, score: 0, total: 5, actions: ["roll 66666"]}
  - {player: Ann, score: -4, total: 1, actions: ["roll 11253", "roll 4"]}
  - {player: Bob, score: -7, total: 0, actions: ["roll 1111113", "roll 5"]}
  - {player: Ann, score: -2, total: 0, actions: ["roll 16", "roll 1"]}

### the score sheet of the complete game
$ rongo-render-ascii aces/complete.rec
>>> status 0
>>> stdout
Aces, after turn 13
5 dice each: 1s to the centre, 2s to the left, 5s to the right.
The thrower of the last 1 wins.
Round  Player  Thrown  Hand
    1  Ann     66443   two pair
       Bob     11234   pair
       Cy      34646   two pair
    2  Ann     23456   straight
       Cy      55551   four of a kind
Order of play: Cy, Ann, Bob.
Turn  Player  Thrown   1s  2s  5s  Ann  Bob  Cy  Centre
   6  Cy      12536     1   1   1    6    6   2       1
              34        0   0   0    6    6   2       1
   7  Ann     111116    5   0   0    1    6   2       6
              2         0   1   0    0    7   2       6
   8  Bob     1111155   5   0   2    2    0   2      11
   9  Cy      22        0   2   0    4    0   0      11
  10  Ann     1115      3   0   1    0    0   1      14
  11  Cy      6         0   0   0    0    0   1      14
  12  Cy      2         0   1   0    1    0   0      14
  13  Ann     1         1   0   0    0    0   0      15
Dice held: Ann 0, Bob 0, Cy 0; centre 15.
No die is left in play: Ann threw the last 1.
Finished: Ann wins.

### the sheet of a turn in progress
$ rongo-render-ascii aces/unfinished.rec
>>> status 0
>>> stdout
Aces, turn 7 in progress
5 dice each: 1s to the centre, 2s to the left, 5s to the right.
The thrower of the last 1 wins.
Round  Player  Thrown  Hand
    1  Ann     66443   two pair
       Bob     11234   pair
       Cy      34646   two pair
    2  Ann     23456   straight
       Cy      55551   four of a kind
Order of play: Cy, Ann, Bob.
Turn  Player  Thrown  1s  2s  5s  Ann  Bob  Cy  Centre
   6  Cy      12536    1   1   1    6    6   2       1
              34       0   0   0    6    6   2       1
   7  Ann     111116   5   0   0    1    6   2       6
Dice held: Ann 1, Bob 6, Cy 2; centre 6.
Ann's turn: a 1, 2 or 5 came; 1 die to throw again.
Ann to play.

### the sheet while Ann and Cy throw again for their places
$ head -n 6 aces/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
Aces, after turn 3
5 dice each: 1s to the centre, 2s to the left, 5s to the right.
The thrower of the last 1 wins.
Round  Player  Thrown  Hand
    1  Ann     66443   two pair
       Bob     11234   pair
       Cy      34646   two pair
Dice held: Ann 5, Bob 5, Cy 5; centre 0.
Ann and Cy threw equal hands: they throw again for their places.
Ann to play.

### the sheet with Bob skipped: Cy is to play
$ head -n 13 aces/complete.rec | rongo-render-ascii | tail -n 3
>>> status 0
>>> stdout
Dice held: Ann 0, Bob 0, Cy 1; centre 14.
Ann and Bob hold no dice and are skipped.
Cy to play.

### the sheet of last-one-loses
$ rongo-render-ascii aces/two.yaml
>>> status 0
>>> stdout
Aces, after turn 5
5 dice each: 1s to the centre, 2s to the left, 5s to the right.
The thrower of the last 1 loses (last-one-loses).
Round  Player  Thrown  Hand
    1  Ann     11111   five of a kind
       Bob     66666   five of a kind
Order of play: Ann, Bob.
Turn  Player  Thrown   1s  2s  5s  Ann  Bob  Centre
   3  Ann     11253     2   1   1    1    7       2
              4         0   0   0    1    7       2
   4  Bob     1111113   6   0   0    1    1       8
              5         0   0   1    2    0       8
   5  Ann     16        1   0   0    1    0       9
              1         1   0   0    0    0      10
Dice held: Ann 0, Bob 0; centre 10.
No die is left in play: Ann threw the last 1.
Finished: Bob wins.

### --next in mid-turn: Ann's 1 die, on her line
$ rongo-roll --next aces/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Ann: roll 111116 roll d

### --next in the ordering: Ann throws 5 dice again, tied with Cy
$ head -n 6 aces/complete.rec | rongo-roll --next | tail -n 2 | sed -E '$ s/(roll )[1-6]{5}$/\1ddddd/'
>>> status 0
>>> stdout
Cy: roll 34646
Ann: roll ddddd

### --next past a skipped player: Bob holds none, Cy throws his 1 die
$ head -n 13 aces/complete.rec | rongo-roll --next | tail -n 2 | sed -E '$ s/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Ann: roll 1115
Cy: roll d

### --next for a player alone with dice: Cy again, on a new line
$ head -n 14 aces/complete.rec | rongo-roll --next | tail -n 2 | sed -E '$ s/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Cy: roll 6
Cy: roll d

### seed 7 throws a 2: Ann's last die goes left to Bob, who then throws
### his 7 dice on a new line
$ rongo-roll --seed 7 -s 1d6 && rongo-roll --next --seed 7 aces/unfinished.rec | rongo-roll --next | tail -n 2 | sed -E 's/(roll )[1-6]{7}$/\1ddddddd/'
>>> status 0
>>> stdout
1d6: [2] = 2
Ann: roll 111116 roll 2
Bob: roll ddddddd

### no throw is due once the game is over
$ rongo-roll --next aces/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: aces/complete.rec:1:1: error: the game is over: no throw is due
[Game "aces"]
^

### -l lists the throw due, a '?' for each die: Bob's ordering throw;
### Ann's re-throw, tied with Cy; Ann's 6 dice when play comes to her
### (Cy's 2 went left to her, his 5 right to Bob); her 1 die after -m's
### 111116; Cy's 1 die (Ann's 5) once Bob, holding none, is skipped;
### Cy alone with the 10 dice Bob passed him; stop is never taken, and
### a finished game lists nothing
$ head -n 4 aces/complete.rec | rongo-apply -l; head -n 6 aces/complete.rec | rongo-apply -l; head -n 9 aces/complete.rec | rongo-apply -l; head -n 9 aces/complete.rec | rongo-apply -l -m 'Ann: roll 111116'; head -n 13 aces/complete.rec | rongo-apply -l; head -n 9 aces/skipped.rec | rongo-apply -l; rongo-apply -l aces/complete.rec
>>> status 0
>>> stdout
Bob: roll ?????
Ann: roll ?????
Ann: roll ??????
Ann: roll ?
Cy: roll ?
Cy: roll ??????????

### -l for a throw of more dice than other games list: Ann's and Di's
### 2s and Cy's 5s bring all 20 dice to Bob
$ printf '[Game "aces"]\n[Players "Ann, Bob, Cy, Di"]\n\nAnn: roll 66666\nBob: roll 55555\nCy: roll 44444\nDi: roll 33333\nAnn: roll 22222\nBob: roll 3333344444\nCy: roll 55555\nDi: roll 22222\nAnn: roll 22222\n' | rongo-apply -l
>>> status 0
>>> stdout
Bob: roll ????????????????????

### -p: the state for scripts (fixtures/aces/README).  Aces has no turn
### points and sets nothing aside; showing is what the thrower keeps of
### its last throw to throw again (its 3s, 4s and 6s: the 1s went to the
### centre, the 2s left, the 5s right); totals are the dice held.  After
### the first ordering round (head -n 6) Ann is due to throw again, tied
### with Cy, no throw made, 5 dice each.  Cy's first throw of play, -m's
### 12536: the 1 to the centre, the 2 to Ann (his left), the 5 to Bob:
### Ann 6, Bob 6, Cy keeps 3 6; his 16 sends the 1 to the centre: his
### second throw, the 6 kept, Cy 1.  After his 34 (head -n 9) his turn
### is over: Ann due, no throw, Cy 2.  unfinished.rec: Ann's 111116,
### five 1s to the centre: one throw, the 6 kept, Ann 1, Bob 6, Cy 2
$ head -n 6 aces/complete.rec | rongo-apply -p; head -n 8 aces/complete.rec | rongo-apply -p -m 'Cy: roll 12536 roll 16'; head -n 9 aces/complete.rec | rongo-apply -p; rongo-apply -p aces/unfinished.rec
>>> status 0
>>> stdout
player: Ann
throw: 0
showing:
aside:
totals: Ann 5, Bob 5, Cy 5
player: Cy
throw: 2
showing: 6
aside:
totals: Ann 6, Bob 6, Cy 1
player: Ann
throw: 0
showing:
aside:
totals: Ann 6, Bob 6, Cy 2
player: Ann
throw: 1
showing: 6
aside:
totals: Ann 1, Bob 6, Cy 2

### -p -f yaml: Cy after his 12536 alone (as above: he keeps 3 6; Ann
### 6, Bob 6, Cy 2), as a mapping, read back by PyYAML
$ head -n 8 aces/complete.rec | rongo-apply -p -f yaml -m 'Cy: roll 12536'; head -n 8 aces/complete.rec | rongo-apply -p -f yaml -m 'Cy: roll 12536' | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], d["showing"], d["aside"], [t["score"] for t in d["totals"]])'
>>> status 0
>>> stdout
game: aces
player: Cy
throw: 1
showing: [3, 6]
aside: []
totals:
  - {name: Ann, score: 6}
  - {name: Bob, score: 6}
  - {name: Cy, score: 2}
Cy 1 [3, 6] [] [6, 6, 2]

### -p once over: nobody due, no throw, nothing showing, every die in
### the centre (complete.rec: Ann threw the last 1; two.yaml: Ann too,
### and with last-one-loses Bob wins), a blank line between records
$ rongo-apply -p aces/complete.rec aces/two.yaml
>>> status 0
>>> stdout
player: none
throw: 0
showing:
aside:
totals: Ann 0, Bob 0, Cy 0

player: none
throw: 0
showing:
aside:
totals: Ann 0, Bob 0

### -p when the dice kept are more than it shows (16): none are shown.
### Bob holds all 20 dice (as for -l above); his 1 and nineteen 3s send
### the 1 to the centre and leave him 19 to throw again
$ printf '[Game "aces"]\n[Players "Ann, Bob, Cy, Di"]\n\nAnn: roll 66666\nBob: roll 55555\nCy: roll 44444\nDi: roll 33333\nAnn: roll 22222\nBob: roll 3333344444\nCy: roll 55555\nDi: roll 22222\nAnn: roll 22222\n' | rongo-apply -p -m 'Bob: roll 13333333333333333333'
>>> status 0
>>> stdout
player: Bob
throw: 1
totals: Ann 0, Bob 19, Cy 0, Di 0

### the complete game in YAML
$ rongo-apply -f yaml aces/complete.rec
>>> status 0
>>> stdout
game: aces
players: [Ann, Bob, Cy]
turns:
- {player: Ann, actions: ["roll 66443"]}
- {player: Bob, actions: ["roll 11234"]}
- {player: Cy, actions: ["roll 34646"]}
- {player: Ann, actions: ["roll 23456"]}
- {player: Cy, actions: ["roll 55551"]}
- {player: Cy, actions: ["roll 12536", "roll 34"]}
- {player: Ann, actions: ["roll 111116", "roll 2"]}
- {player: Bob, actions: ["roll 1111155"]}
- {player: Cy, actions: ["roll 22"]}
- {player: Ann, actions: ["roll 1115"]}
- {player: Cy, actions: ["roll 6"]}
- {player: Cy, actions: ["roll 2"]}
- {player: Ann, actions: ["roll 1"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml aces/complete.rec | rongo-apply -f notation | cmp - aces/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice written together
$ rongo-apply -f notation aces/two.yaml
>>> status 0
>>> stdout
[Game "aces"]
[Players "Ann, Bob"]
[Variant "last-one-loses"]

Ann: roll 11111
Bob: roll 66666
Ann: roll 11253 roll 4
Bob: roll 1111113 roll 5
Ann: roll 16 roll 1

### an alias names the game
$ sed 's/"aces"/"aces-to-the-centre"/' aces/complete.rec | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: aces, 13 turns, finished

### one player has nobody to pass to
$ rongo-validate aces/one-player.rec
>>> status 1
>>> stderr
rongo-validate: aces/one-player.rec:3:11: error: Aces is for 2 to 16 players, not 1
[Players "Ann"]
          ^

### an ordering throw of 4 dice
$ rongo-validate aces/order-count.rec
>>> status 1
>>> stderr
rongo-validate: aces/order-count.rec:5:11: error: turn 1 (Ann): 'roll 6666': an ordering throw is 5 dice, not 4
Ann: roll 6666
          ^~~~

### a second throw in an ordering turn
$ rongo-validate aces/order-twice.rec
>>> status 1
>>> stderr
rongo-validate: aces/order-twice.rec:5:17: error: turn 1 (Ann): 'roll 12345': the turn is over: an ordering turn is a single throw
Ann: roll 66666 roll 12345
                ^~~~

### a throw of 4 dice when Ann holds 5
$ rongo-validate aces/too-few.rec
>>> status 1
>>> stderr
rongo-validate: aces/too-few.rec:7:11: error: turn 3 (Ann): 'roll 1253': 5 dice are held, only 4 were thrown: every die held is thrown
Ann: roll 1253
          ^~~~

### one die too many, written apart: the caret is on the first too many
$ rongo-validate aces/too-many.rec
>>> status 1
>>> stderr
rongo-validate: aces/too-many.rec:7:26: error: turn 3 (Ann): 'roll 3 4 6': only 2 dice are held, 3 were thrown
Ann: roll 12536 roll 3 4 6
                         ^

### roll with no dice
$ rongo-validate aces/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: aces/no-dice.rec:7:6: error: turn 3 (Ann): 'roll': write the 5 dice held after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate aces/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: aces/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 66606': '66606' is not dice: dice are written as digits 1 to 6
Ann: roll 66606
          ^~~~~

### a throw after one with no 1, 2 or 5
$ rongo-validate aces/after-quiet.rec
>>> status 1
>>> stderr
rongo-validate: aces/after-quiet.rec:7:25: error: turn 3 (Ann): 'roll 6': the turn is over: its throw showed no 1, 2 or 5
Ann: roll 12536 roll 34 roll 6
                        ^~~~

### a throw when every die has gone
$ rongo-validate aces/after-empty.rec
>>> status 1
>>> stderr
rongo-validate: aces/after-empty.rec:7:17: error: turn 3 (Ann): 'roll 3': the turn is over: no dice are left to throw
Ann: roll 12255 roll 3
                ^~~~

### stopping when a 1, 2 or 5 came
$ rongo-validate aces/stop.rec
>>> status 1
>>> stderr
rongo-validate: aces/stop.rec:7:17: error: turn 3 (Ann): 'stop': no stopping in Aces: the dice held are thrown again while a 1, 2 or 5 comes
Ann: roll 12536 stop
                ^~~~

### a new turn line while Ann must throw again
$ rongo-validate aces/not-over.rec
>>> status 1
>>> stderr
rongo-validate: aces/not-over.rec:8:1: error: turn 4 (Bob): the turn before is not over: a 1, 2 or 5 came, and the 2 dice still held are thrown again
Bob: roll 3333333
^~~

### a turn line for a player holding no dice: Ann is skipped, Cy plays
$ rongo-validate aces/skipped.rec
>>> status 1
>>> stderr
rongo-validate: aces/skipped.rec:11:1: error: turn 7 (Ann): Ann holds no dice and is skipped: it is Cy's turn
Ann: roll 3
^~~

### a player with his place throws in the tie's re-throw
$ rongo-validate aces/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: aces/out-of-turn.rec:9:1: error: turn 4 (Bob): Bob has a place in the order already: only tied players throw again, and it is Ann's turn
Bob: roll 66666
^~~

### a turn after the end of the game
$ rongo-validate aces/after-end.rec
>>> status 1
>>> stderr
rongo-validate: aces/after-end.rec:9:1: error: turn 5 (Ann): the game is over: no die is left in play: the thrower of the last 1 wins
Ann: roll 3
^~~

### an unknown action opening a turn
$ rongo-validate aces/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: aces/unknown-start.rec:5:6: error: turn 1 (Ann): 'keep 66666': 'keep' is not an Aces action: write roll
Ann: keep 66666
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate aces/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: aces/unknown-word.rec:5:17: error: turn 1 (Ann): 'roll 66666 keep 6': 'keep' is neither dice nor an action: the one action is roll
Ann: roll 66666 keep 6
                ^~~~

### an unknown option
$ rongo-validate aces/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: aces/unknown-option.rec:4:11: error: bad Variant 'last-one-wins': Aces has no option 'last-one-wins'
[Variant "last-one-wins"]
          ^~~~~~~~~~~~~
