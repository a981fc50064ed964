# The programs on Crag records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7) and
# the diagnostic format; fixtures/crag/README gives the working.

### a whole game: 13 turns each, every box filled
$ rongo-validate -v crag/complete.rec
>>> status 0
>>> stdout
crag/complete.rec: record 1: crag, 26 turns, finished

### a game left in the middle of Ann's second turn
$ rongo-validate -v crag/unfinished.rec crag/new-turn.rec crag/rethrown.rec
>>> status 0
>>> stdout
crag/unfinished.rec: record 1: crag, 4 turns, unfinished
crag/new-turn.rec: record 1: crag, 1 turn, unfinished
crag/rethrown.rec: record 1: crag, 1 turn, unfinished

### a valid record prints nothing without -v
$ rongo-validate crag/complete.rec crag/lenient.rec
>>> status 0

### the score table: each turn's box, running totals, standings
$ rongo-score crag/complete.rec
>>> status 0
>>> stdout
crag/complete.rec: record 1: crag, finished
  turn  player  score  total
     1  Ann        50     50
     2  Bob         0      0
     3  Ann        26     76
     4  Bob         0      0
     5  Ann        20     96
     6  Bob         0      0
     7  Ann        20    116
     8  Bob         0      0
     9  Ann        20    136
    10  Bob        20     20
    11  Ann        20    156
    12  Bob        20     40
    13  Ann        25    181
    14  Bob        20     60
    15  Ann         3    184
    16  Bob         3     63
    17  Ann         4    188
    18  Bob         6     69
    19  Ann         9    197
    20  Bob         3     72
    21  Ann        12    209
    22  Bob        12     84
    23  Ann         5    214
    24  Bob        15     99
    25  Ann        18    232
    26  Bob        18    117
  standings
     1  Ann       232
     2  Bob       117
  winner: Ann (every player has filled all 13 boxes)

### the same as YAML: score is the card's points
$ rongo-score -f yaml crag/complete.rec
>>> status 0
>>> stdout
file: crag/complete.rec
record: 1
game: crag
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 232
    rank: 1
  - name: Bob
    score: 117
    rank: 2
turns:
  - {player: Ann, score: 50, total: 50, category: crag, actions: ["roll 366", "keep 66", "roll 1", "score crag"]}
  - {player: Bob, score: 0, total: 0, category: thirteen, actions: ["roll 355", "score thirteen"]}
  - {player: Ann, score: 26, total: 76, category: thirteen, actions: ["roll 256", "score thirteen"]}
  - {player: Bob, score: 0, total: 0, category: crag, actions: ["roll 346", "score crag"]}
  - {player: Ann, score: 20, total: 96, category: odd-straight, actions: ["roll 135", "score odd-straight"]}
  - {player: Bob, score: 0, total: 0, category: three-of-a-kind, actions: ["roll 445", "score three-of-a-kind"]}
  - {player: Ann, score: 20, total: 116, category: even-straight, actions: ["roll 241", "keep 24", "roll 6", "score even-straight"]}
  - {player: Bob, score: 0, total: 0, category: low-straight, actions: ["roll 123", "keep 12", "roll 4", "score low-straight"]}
  - {player: Ann, score: 20, total: 136, category: low-straight, actions: ["roll 312", "score low-straight"]}
  - {player: Bob, score: 20, total: 20, category: high-straight, actions: ["roll 654", "score high-straight"]}
  - {player: Ann, score: 20, total: 156, category: high-straight, actions: ["roll 456", "score high-straight"]}
  - {player: Bob, score: 20, total: 40, category: odd-straight, actions: ["roll 531", "score odd-straight"]}
  - {player: Ann, score: 25, total: 181, category: three-of-a-kind, actions: ["roll 552", "keep 55", "roll 5", "score three-of-a-kind"]}
  - {player: Bob, score: 20, total: 60, category: even-straight, actions: ["roll 642", "score even-straight"]}
  - {player: Ann, score: 3, total: 184, category: ones, actions: ["roll 114", "keep 11", "roll 1", "score ones"]}
  - {player: Bob, score: 3, total: 63, category: ones, actions: ["roll 111", "score ones"]}
  - {player: Ann, score: 4, total: 188, category: twos, actions: ["roll 225", "score twos"]}
  - {player: Bob, score: 6, total: 69, category: twos, actions: ["roll 222", "score twos"]}
  - {player: Ann, score: 9, total: 197, category: threes, actions: ["roll 333", "score threes"]}
  - {player: Bob, score: 3, total: 72, category: threes, actions: ["roll 123", "score threes"]}
  - {player: Ann, score: 12, total: 209, category: fours, actions: ["roll 461", "keep 4", "roll 44", "score fours"]}
  - {player: Bob, score: 12, total: 84, category: fours, actions: ["roll 444", "score fours"]}
  - {player: Ann, score: 5, total: 214, category: fives, actions: ["roll 566", "roll 156", "score fives"]}
  - {player: Bob, score: 15, total: 99, category: fives, actions: ["roll 555", "score fives"]}
  - {player: Ann, score: 18, total: 232, category: sixes, actions: ["roll 666", "score sixes"]}
  - {player: Bob, score: 18, total: 117, category: sixes, actions: ["roll 662", "keep 66", "roll 6", "score sixes"]}

### the unfinished game scored: no winner yet
$ rongo-score -f yaml crag/unfinished.rec
>>> status 0
>>> stdout
file: crag/unfinished.rec
record: 1
game: crag
tags: {}
status: unfinished
winner: null
players:
  - name: Ann
    score: 50
    rank: 1
  - name: Bob
    score: 26
    rank: 2
  - name: Cy
    score: 20
    rank: 3
turns:
  - {player: Ann, score: 50, total: 50, category: crag, actions: ["roll 366", "keep 66", "roll 1", "score crag"]}
  - {player: Bob, score: 26, total: 26, category: thirteen, actions: ["roll 256", "score thirteen"]}
  - {player: Cy, score: 20, total: 20, category: high-straight, actions: ["roll 456", "score high-straight"]}
  - {player: Ann, score: 0, total: 50, category: null, actions: ["roll 253", "keep 5"]}

### the score sheet of the complete game
$ rongo-render-ascii crag/complete.rec
>>> status 0
>>> stdout
Crag, after turn 26
                 Ann  Bob
ones               3    3
twos               4    6
threes             9    3
fours             12   12
fives              5   15
sixes             18   18
odd-straight      20   20
even-straight     20   20
low-straight      20    0
high-straight     20   20
three-of-a-kind   25    0
thirteen          26    0
crag              50    0
total            232  117
Finished: Ann wins with 232.

### the sheet in the middle of a turn: a 5 set aside, 2 and 3 to rethrow
$ rongo-render-ascii crag/unfinished.rec
>>> status 0
>>> stdout
Crag, turn 4
                 Ann  Bob   Cy
ones               .    .    .
twos               .    .    .
threes             .    .    .
fours              .    .    .
fives              .    .    .
sixes              .    .    .
odd-straight       .    .    .
even-straight      .    .    .
low-straight       .    .    .
high-straight      .    .   20
three-of-a-kind    .    .    .
thirteen           .   26    .
crag              50    .    .
total             50   26   20
Ann to play: 1 of 2 throws, set aside 5, last throw 23.

### after the rethrow
$ rongo-render-ascii crag/rethrown.rec | tail -n 1
>>> status 0
>>> stdout
Ann to play: 2 of 2 throws, last throw 124.

### the canonical record: dice together, no separators, one line a turn
$ rongo-apply crag/lenient.rec
>>> status 0
>>> stdout
[Game "crag"]
[Players "Ann, Bob"]

Ann: roll 366 keep 66 roll 1 score crag
Bob: roll 256 score thirteen

### notation -> YAML -> notation gives the record back
$ rongo-apply -f yaml crag/complete.rec >$T/y && rongo-apply -f notation $T/y >$T/n && cmp $T/n crag/complete.rec && echo same
>>> status 0
>>> stdout
same

### the YAML of a turn with a rethrow
$ rongo-apply -f yaml crag/lenient.rec
>>> status 0
>>> stdout
game: crag
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 366", "keep 66", "roll 1", "score crag"]}
- {player: Bob, actions: ["roll 256", "score thirteen"]}

### --next in mid-turn: 5 set aside, so two dice on Ann's line
$ rongo-roll --next --seed 3 crag/unfinished.rec | tail -n 1 | sed -E 's/roll [1-6][1-6]$/roll DD/'
>>> status 0
>>> stdout
Ann: roll 253 keep 5 roll DD

### --next after a scored turn: three dice on a new line for Bob
$ rongo-roll --next --seed 3 crag/new-turn.rec | tail -n 2 | sed -E 's/roll [1-6][1-6][1-6]$/roll DDD/'
>>> status 0
>>> stdout
Ann: roll 366 keep 66 roll 1 score crag
Bob: roll DDD

### --next after the rethrow: Ann must score, no throw is due
$ rongo-roll --next --seed 3 crag/rethrown.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: crag/rethrown.rec:1:1: error: no throw is due: Ann must decide first
[Game "crag"]
^

### --next on a finished game
$ rongo-roll --next --seed 3 crag/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: crag/complete.rec:1:1: error: the game is over: no throw is due
[Game "crag"]
^

### --category: the points of three dice
$ rongo-score -g crag --category crag 166 355 4,4,5 346 666
>>> status 0
>>> stdout
50
50
50
0
0

### --category: thirteen wants three different values
$ rongo-score -g crag --category thirteen 256 643 355 && rongo-score -g crag --category three-of-a-kind 111 112 && rongo-score -g crag --category odd-straight 531 && rongo-score -g crag --category fours 414
>>> status 0
>>> stdout
26
26
0
25
0
20
8

### --category: a card of three dice
$ rongo-score -g crag --category ones 1234
>>> status 1
>>> stderr
rongo-score: <dice 1>:1:1: error: a category takes 3 dice, not 4
1234
^

### wrong number of dice in the first throw
$ rongo-validate crag/first-count.rec
>>> status 1
>>> stderr
rongo-validate: crag/first-count.rec:4:6: error: turn 1 (Ann): 'roll 36': a throw is of 3 dice, not 2
Ann: roll 36 score crag
     ^~~~

### the rethrow is of the dice not set aside
$ rongo-validate crag/rethrow-count.rec
>>> status 1
>>> stderr
rongo-validate: crag/rethrow-count.rec:4:28: error: turn 1 (Ann): 'roll 12': only 1 die is left to throw, not 2
Ann: roll 366 keep 66 roll 12 score crag
                           ^~

### with nothing set aside, the rethrow is of all three
$ rongo-validate crag/rethrow-all-count.rec
>>> status 1
>>> stderr
rongo-validate: crag/rethrow-all-count.rec:4:15: error: turn 1 (Ann): 'roll 12': nothing is set aside: the rethrow is of all 3 dice, not 2
Ann: roll 366 roll 12 score crag
              ^~~~

### one rethrow only
$ rongo-validate crag/third-throw.rec
>>> status 1
>>> stderr
rongo-validate: crag/third-throw.rec:4:24: error: turn 1 (Ann): 'roll 666': a third throw is not allowed: Crag has one rethrow; score a category
Ann: roll 123 roll 456 roll 666 score sixes
                       ^~~~

### nothing to rethrow when every die is set aside
$ rongo-validate crag/all-kept.rec
>>> status 1
>>> stderr
rongo-validate: crag/all-kept.rec:4:24: error: turn 1 (Ann): 'roll 1': all three dice are set aside: score a category
Ann: roll 366 keep 366 roll 1 score crag
                       ^~~~

### keep before any throw
$ rongo-validate crag/keep-first.rec
>>> status 1
>>> stderr
rongo-validate: crag/keep-first.rec:4:6: error: turn 1 (Ann): 'keep 66': nothing has been thrown yet: roll first
Ann: keep 66
     ^~~~

### keep of a die not thrown
$ rongo-validate crag/keep-missing.rec
>>> status 1
>>> stderr
rongo-validate: crag/keep-missing.rec:4:20: error: turn 1 (Ann): 'keep 4': there is no 4 left in the last throw to keep
Ann: roll 366 keep 4 score fours
                   ^

### a die set aside is no longer in the last throw
$ rongo-validate crag/keep-twice.rec
>>> status 1
>>> stderr
rongo-validate: crag/keep-twice.rec:4:27: error: turn 1 (Ann): 'keep 66': there is only 1 die showing 6 left in the last throw to keep
Ann: roll 366 keep 6 keep 66 roll 11 score ones
                          ^~

### keep of more dice than were thrown
$ rongo-validate crag/keep-too-many.rec
>>> status 1
>>> stderr
rongo-validate: crag/keep-too-many.rec:4:20: error: turn 1 (Ann): 'keep 3666': only 3 dice are left in the last throw to keep, not 4
Ann: roll 366 keep 3666 roll 1 score crag
                   ^~~~

### keep after the rethrow
$ rongo-validate crag/keep-after.rec
>>> status 1
>>> stderr
rongo-validate: crag/keep-after.rec:4:24: error: turn 1 (Ann): 'keep 5': the rethrow is made: dice are set aside only before it; score a category
Ann: roll 366 roll 125 keep 5 score fives
                       ^~~~

### roll, keep and score without what they need
$ rongo-validate crag/roll-empty.rec crag/keep-empty.rec crag/score-empty.rec
>>> status 1
>>> stderr
rongo-validate: crag/roll-empty.rec:4:6: error: turn 1 (Ann): 'roll': roll needs the dice thrown, as in 'roll 366'
Ann: roll score crag
     ^~~~
rongo-validate: crag/keep-empty.rec:4:15: error: turn 1 (Ann): 'keep': keep needs the dice set aside, as in 'keep 66'
Ann: roll 366 keep roll 1 score crag
              ^~~~
rongo-validate: crag/score-empty.rec:4:15: error: turn 1 (Ann): 'score': score needs a category, as in 'score crag'
Ann: roll 366 score
              ^~~~~

### score before any throw
$ rongo-validate crag/score-first.rec
>>> status 1
>>> stderr
rongo-validate: crag/score-first.rec:4:6: error: turn 1 (Ann): 'score crag': nothing has been thrown yet: roll first
Ann: score crag
     ^~~~~

### a category already filled
$ rongo-validate crag/used-twice.rec
>>> status 1
>>> stderr
rongo-validate: crag/used-twice.rec:8:21: error: turn 5 (Ann): 'score crag': crag is already scored
Ann: roll 446 score crag
                    ^~~~

### an unknown category: the message lists the card
$ rongo-validate crag/unknown-category.rec
>>> status 1
>>> stderr
rongo-validate: crag/unknown-category.rec:4:21: error: turn 1 (Ann): 'score double': unknown category 'double': crag has ones, twos, threes, fours, fives, sixes, odd-straight, even-straight, low-straight, high-straight, three-of-a-kind, thirteen, crag
Ann: roll 366 score double
                    ^~~~~~

### score takes one category
$ rongo-validate crag/score-two.rec
>>> status 1
>>> stderr
rongo-validate: crag/score-two.rec:4:27: error: turn 1 (Ann): 'score sixes crag': score takes one category
Ann: roll 366 score sixes crag
                          ^~~~

### a word that is neither dice nor an action
$ rongo-validate crag/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: crag/unknown-action.rec:4:15: error: turn 1 (Ann): 'roll 366 stop': 'stop' is neither dice nor an action (roll, keep, score)
Ann: roll 366 stop
              ^~~~

### an action Crag does not have, opening a turn
$ rongo-validate crag/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: crag/unknown-start.rec:4:6: error: turn 1 (Ann): 'hold 66': unknown action 'hold': Crag has roll, keep and score
Ann: hold 66
     ^~~~

### a die that is not 1 to 6
$ rongo-validate crag/not-dice.rec
>>> status 1
>>> stderr
rongo-validate: crag/not-dice.rec:4:12: error: turn 1 (Ann): 'roll 306': '306' is not dice: write each die as a digit from 1 to 6
Ann: roll 306 score threes
           ^

### an action after the score
$ rongo-validate crag/after-score.rec
>>> status 1
>>> stderr
rongo-validate: crag/after-score.rec:4:27: error: turn 1 (Ann): 'roll 125': the turn is over: it scored sixes
Ann: roll 366 score sixes roll 125
                          ^~~~

### a turn before the one above scored
$ rongo-validate crag/not-scored.rec
>>> status 1
>>> stderr
rongo-validate: crag/not-scored.rec:5:1: error: turn 2 (Bob): the turn before is not over: it ends by scoring a category
Bob: roll 125 score ones
^~~

### a player out of turn
$ rongo-validate crag/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: crag/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 125 score ones
^~~

### a turn of somebody not playing
$ rongo-validate crag/unknown-player.rec
>>> status 1
>>> stderr
rongo-validate: crag/unknown-player.rec:4:1: error: 'Cy' is not a player here: the players are Ann, Bob
Cy: roll 366 score sixes
^~

### a turn after every box is filled (Cy alone, 244, the most there is)
$ rongo-validate crag/after-end.rec
>>> status 1
>>> stderr
rongo-validate: crag/after-end.rec:17:1: error: turn 14 (Cy): the game is over: every player has filled all 13 boxes
Cy: roll 123 score ones
^~

### Crag has no options
$ rongo-validate crag/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: crag/unknown-option.rec:3:11: error: bad Variant 'rounds=5': Crag has no option 'rounds'
[Variant "rounds=5"]
          ^~~~~~~~

### -l lists the actions of the player due.  At the start only Ann's
### throw, its three dice still to come.  Bob, sixes his last empty
### box, throws 6 6 2: he may throw all three again (no keep yet), set
### aside 662, 66, 62, 6 or 2, or score sixes; once 66 is set aside,
### the rethrow is of the one die left, the keep of the 2, or sixes;
### after the rethrow only sixes is left; nothing once the game is over
$ head -n 3 crag/complete.rec | rongo-apply -l; head -n 28 crag/complete.rec | rongo-apply -l -m 'Bob: roll 662'; head -n 28 crag/complete.rec | rongo-apply -l -m 'Bob: roll 662 keep 66'; head -n 28 crag/complete.rec | rongo-apply -l -m 'Bob: roll 662 keep 66 roll 6'; rongo-apply -l crag/complete.rec
>>> status 0
>>> stdout
Ann: roll ???
Bob: roll ???
Bob: keep 662
Bob: keep 66
Bob: keep 62
Bob: keep 6
Bob: keep 2
Bob: score sixes
Bob: roll ?
Bob: keep 2
Bob: score sixes
Bob: score sixes

### the listed score, played after the rethrow, ends the game as the
### record does
$ head -n 28 crag/complete.rec | rongo-apply -m 'Bob: roll 662 keep 66 roll 6 score sixes' | cmp - crag/complete.rec && echo same
>>> status 0
>>> stdout
same

### -p: the state for scripts.  Crag has no turn points: the dice go
### into a box.  unfinished.rec: Ann crag 50 (6 6 1), Bob thirteen 26
### (2 5 6), Cy high-straight 20 (4 5 6); Ann threw 253 and set the 5
### aside: one throw, 2 3 showing, 5 aside, every box open but crag.
### After its first 5 lines Cy is due, no throw, his card empty.  Once
### complete.rec is over nobody is due, nothing thrown, no box open (the
### seat after the last turn, Ann, has filled all 13); Ann 232, Bob 117
### (README)
$ rongo-apply -p crag/unfinished.rec; head -n 5 crag/unfinished.rec | rongo-apply -p; rongo-apply -p crag/complete.rec
>>> status 0
>>> stdout
player: Ann
throw: 1
showing: 23
aside: 5
open: ones twos threes fours fives sixes odd-straight even-straight low-straight high-straight three-of-a-kind thirteen
totals: Ann 50, Bob 26, Cy 20
player: Cy
throw: 0
showing:
aside:
open: ones twos threes fours fives sixes odd-straight even-straight low-straight high-straight three-of-a-kind thirteen crag
totals: Ann 50, Bob 26, Cy 0
player: none
throw: 0
showing:
aside:
open:
totals: Ann 232, Bob 117

### -p -f yaml: Ann's turn of unfinished.rec with its rethrow, 46, of
### the two dice not set aside: two throws, 4 6 showing, 5 aside
$ head -n 6 crag/unfinished.rec | rongo-apply -p -f yaml -m 'Ann: roll 253 keep 5 roll 46'
>>> status 0
>>> stdout
game: crag
player: Ann
throw: 2
showing: [4, 6]
aside: [5]
open: [ones, twos, threes, fours, fives, sixes, odd-straight, even-straight, low-straight, high-straight, three-of-a-kind, thirteen]
totals:
  - {name: Ann, score: 50}
  - {name: Bob, score: 26}
  - {name: Cy, score: 20}
