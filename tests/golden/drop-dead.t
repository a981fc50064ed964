# The programs on Drop Dead records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7)
# and the diagnostic format; the working is in fixtures/drop-dead/README.

### a complete game of one round: Ann 40, Bob 30, Cy 0
$ rongo-validate -v drop-dead/complete.rec
>>> status 0
>>> stdout
drop-dead/complete.rec: record 1: drop-dead, 3 turns, finished

### two rounds in YAML, the dice written in several ways: 35 each
$ rongo-validate -v drop-dead/tie.yaml
>>> status 0
>>> stdout
drop-dead/tie.yaml: record 1: drop-dead, 4 turns, finished

### a game left in the middle of Bob's first turn, 3 dice alive
$ rongo-validate -v drop-dead/unfinished.rec
>>> status 0
>>> stdout
drop-dead/unfinished.rec: record 1: drop-dead, 2 turns, unfinished

### -v on the rule page's example: no turn gets through
$ rongo-validate -v drop-dead/rule-example.rec 2>/dev/null
>>> status 1
>>> stdout
drop-dead/rule-example.rec: record 1: drop-dead, 0 turns, invalid

### the rule page's worked example is refused: 12245 leaves 2 dice alive,
### its second throw has 3
$ rongo-validate drop-dead/rule-example.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/rule-example.rec:5:22: error: turn 1 (Ann): 'roll 346': only 2 dice are alive, 3 were thrown
Ann: roll 12245 roll 346 roll 145 roll 64 roll 16 roll 25
                     ^~~

### the score table of the complete game
$ rongo-score drop-dead/complete.rec
>>> status 0
>>> stdout
drop-dead/complete.rec: record 1: drop-dead, finished
  turn  player  score  total
     1  Ann        40     40
     2  Bob        30     30
     3  Cy          0      0
  standings
     1  Ann        40
     2  Bob        30
     3  Cy          0
  winner: Ann (every player has had 1 turn)

### the complete game's scores in YAML
$ rongo-score -f yaml drop-dead/complete.rec
>>> status 0
>>> stdout
file: drop-dead/complete.rec
record: 1
game: drop-dead
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 40
    rank: 1
  - name: Bob
    score: 30
    rank: 2
  - name: Cy
    score: 0
    rank: 3
turns:
  - {player: Ann, score: 40, total: 40, actions: ["roll 13346", "roll 14556", "roll 366", "roll 236", "roll 44", "roll 52"]}
  - {player: Bob, score: 30, total: 30, actions: ["roll 25461", "roll 634", "roll 116", "roll 512", "roll 6", "roll 3", "roll 5"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 22555"]}

### equal totals share the win: a list of winners
$ rongo-score -f yaml drop-dead/tie.yaml
>>> status 0
>>> stdout
file: drop-dead/tie.yaml
record: 1
game: drop-dead
tags: {Variant: rounds=2}
status: finished
winner: [Ann, Bob]
players:
  - name: Ann
    score: 35
    rank: 1
  - name: Bob
    score: 35
    rank: 1
turns:
  - {player: Ann, score: 5, total: 5, actions: ["roll 11111", "roll 22222"]}
  - {player: Bob, score: 5, total: 5, actions: ["roll 13255", "roll 14", "roll 25"]}
  - {player: Ann, score: 30, total: 35, actions: ["roll 66666", "roll 55555"]}
  - {player: Bob, score: 30, total: 35, actions: ["roll 64643", "roll 25341", "roll 331", "roll 522"]}

### the score sheet of the complete game, a row per throw
$ rongo-render-ascii drop-dead/complete.rec
>>> status 0
>>> stdout
Drop Dead, after turn 3
1 round of 5 dice.
Turn  Player  Thrown  Dead   Points  Total
   1  Ann     13346              17     17
              14556   55          0     17
              366                15     32
              236     2           0     32
              44                  8     40
              52      52          0     40
   2  Bob     25461   25          0      0
              634                13     13
              116                 8     21
              512     52          0     21
              6                   6     27
              3                   3     30
              5       5           0     30
   3  Cy      22555   22555       0      0
Totals: Ann 40, Bob 30, Cy 0.
Every player has had 1 turn.
Finished: Ann wins with 40.

### the sheet of a shared win
$ rongo-render-ascii drop-dead/tie.yaml | tail -n 3
>>> status 0
>>> stdout
Totals: Ann 35, Bob 35.
Every player has had 2 turns.
Finished: Ann and Bob share the win with 35.

### the sheet of a turn in progress
$ rongo-render-ascii drop-dead/unfinished.rec
>>> status 0
>>> stdout
Drop Dead, turn 2 in progress
2 rounds of 5 dice.
Turn  Player  Thrown  Dead   Points  Total
   1  Ann     66431              20     20
              36625   25          0     20
              443                11     31
              252     252         0     31
   2  Bob     12346   2           0      0
              6666               24     24
              1135    5           0     24
Totals: Ann 31, Bob 24.
Bob's turn: 24 so far; 3 dice alive.
Bob to play.

### --next in mid-turn: Bob's 3 live dice, on his line
$ rongo-roll --next drop-dead/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]{3}$/\1ddd/'
>>> status 0
>>> stdout
Bob: roll 12346 roll 6666 roll 1135 roll ddd

### --next between turns: five dice for Cy, on a new line
$ head -n 5 drop-dead/complete.rec | rongo-roll --next | tail -n 2 | sed -E 's/(roll )[1-6]{5}$/\1ddddd/'
>>> status 0
>>> stdout
Bob: roll 25461 roll 634 roll 116 roll 512 roll 6 roll 3 roll 5
Cy: roll ddddd

### seed 7 throws 2 5 5: Bob's last 3 dice die, and round 2 opens with
### 2 5 5 2 4 for Ann (the same seed rolled plainly, as in next.t)
$ rongo-roll --seed 7 -s 3d6 && rongo-roll --next --seed 7 drop-dead/unfinished.rec | rongo-roll --next --seed 7 | tail -n 2
>>> status 0
>>> stdout
3d6: [2, 5, 5] = 12
Bob: roll 12346 roll 6666 roll 1135 roll 255
Ann: roll 25524

### no throw is due once the game is over
$ rongo-roll --next drop-dead/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: drop-dead/complete.rec:1:1: error: the game is over: no throw is due
[Game "drop-dead"]
^

### -l lists the throw due, a '?' a live die, and never stop: Bob has
### 3 dice alive (the 2 of 12346 and the 5 of 1135 died); after his 155
### both 5s die and 1 is left; after Bob's turn of complete.rec (his
### last die a 5) Cy opens with all 5; nothing once the game is over
$ rongo-apply -l drop-dead/unfinished.rec; rongo-apply -l -m 'Bob: roll 155' drop-dead/unfinished.rec; head -n 5 drop-dead/complete.rec | rongo-apply -l; rongo-apply -l drop-dead/complete.rec
>>> status 0
>>> stdout
Bob: roll ???
Bob: roll ?
Cy: roll ?????

### a throw as -l lists it is refused: its dice are not known yet
$ rongo-apply -m 'Bob: roll ???' drop-dead/unfinished.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: drop-dead/unfinished.rec record 1: turn 2 (Bob): 'roll ???': '???' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ???
          ^~~

### the complete game in YAML
$ rongo-apply -f yaml drop-dead/complete.rec
>>> status 0
>>> stdout
game: drop-dead
players: [Ann, Bob, Cy]
turns:
- {player: Ann, actions: ["roll 13346", "roll 14556", "roll 366", "roll 236", "roll 44", "roll 52"]}
- {player: Bob, actions: ["roll 25461", "roll 634", "roll 116", "roll 512", "roll 6", "roll 3", "roll 5"]}
- {player: Cy, actions: ["roll 22555"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml drop-dead/complete.rec | rongo-apply -f notation | cmp - drop-dead/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice written together
$ rongo-apply -f notation drop-dead/tie.yaml
>>> status 0
>>> stdout
[Game "drop-dead"]
[Players "Ann, Bob"]
[Variant "rounds=2"]

Ann: roll 11111 roll 22222
Bob: roll 13255 roll 14 roll 25
Ann: roll 66666 roll 55555
Bob: roll 64643 roll 25341 roll 331 roll 522

### a first throw of 4 dice: all 5 are alive
$ rongo-validate drop-dead/too-few.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/too-few.rec:5:11: error: turn 1 (Ann): 'roll 1346': 5 dice are alive, only 4 were thrown: every live die is thrown
Ann: roll 1346
          ^~~~

### one die too many, written apart: the caret is on the first too many
$ rongo-validate drop-dead/too-many.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/too-many.rec:6:26: error: turn 1 (Ann): 'roll 1 4 6': only 2 dice are alive, 3 were thrown
Ann: roll 12545 roll 1 4 6
                         ^

### roll with no dice
$ rongo-validate drop-dead/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 5 live dice thrown after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate drop-dead/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 13467': '13467' is not dice: dice are written as digits 1 to 6
Ann: roll 13467
          ^~~~~

### a throw after the last die died
$ rongo-validate drop-dead/after-dead.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/after-dead.rec:5:26: error: turn 1 (Ann): 'roll 4': the turn is over: every die is dead
Ann: roll 13325 roll 225 roll 4
                         ^~~~

### stopping while dice are alive
$ rongo-validate drop-dead/stop.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/stop.rec:5:17: error: turn 1 (Ann): 'stop': no stopping in Drop Dead: the turn goes on until every die is dead
Ann: roll 13346 stop
                ^~~~

### a new turn line while dice are alive
$ rongo-validate drop-dead/not-over.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/not-over.rec:6:1: error: turn 2 (Bob): the turn before is not over: 3 dice are still alive
Bob: roll 13346
^~~

### a player out of turn
$ rongo-validate drop-dead/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 13346
^~~

### a turn after the end of the game
$ rongo-validate drop-dead/after-end.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/after-end.rec:7:1: error: turn 3 (Ann): the game is over: every player has had 1 turn
Ann: roll 13346
^~~

### an unknown action opening a turn
$ rongo-validate drop-dead/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/unknown-start.rec:5:6: error: turn 1 (Ann): 'hold 13346': 'hold' is not a Drop Dead action: write roll
Ann: hold 13346
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate drop-dead/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/unknown-word.rec:5:17: error: turn 1 (Ann): 'roll 13325 keep 1': 'keep' is neither dice nor an action: the one action is roll
Ann: roll 13325 keep 1
                ^~~~

### an unknown option
$ rongo-validate drop-dead/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: drop-dead/unknown-option.rec:4:20: error: bad Variant 'rounds=2 target=100': Drop Dead has no option 'target'
[Variant "rounds=2 target=100"]
                   ^~~~~~~~~~

### -p: the state for scripts.  After Ann's turn (40, fixtures/drop-dead/
### README) Bob throws 25461 (2 5 dead, 0), 634 (13), 116 (8) and 512
### (5 2 dead, 0): 4 throws, 21 points, the 1 of 512 alive and showing,
### the dead 2 5 5 2 aside in the order they died; his total is 21
### already (a throw's points are his at once).  Once over nobody is
### due, nothing showing or aside, the totals Ann 40, Bob 30, Cy 0
$ head -n 4 drop-dead/complete.rec | rongo-apply -p -m 'Bob: roll 25461 roll 634 roll 116 roll 512'; rongo-apply -p drop-dead/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 4
points: 21
showing: 1
aside: 2552
totals: Ann 40, Bob 21, Cy 0
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 40, Bob 30, Cy 0

### -p -f yaml: Bob's first throw 25461 scores nothing, its 2 and 5
### dead and aside, the 4 6 1 alive showing
$ head -n 4 drop-dead/complete.rec | rongo-apply -p -f yaml -m 'Bob: roll 25461'
>>> status 0
>>> stdout
game: drop-dead
player: Bob
throw: 1
points: 0
showing: [4, 6, 1]
aside: [2, 5]
totals:
  - {name: Ann, score: 40}
  - {name: Bob, score: 0}
  - {name: Cy, score: 0}
