# The programs on Sevens Out records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7)
# and the diagnostic format; the working is in fixtures/sevens-out/README.

### a complete game to 60: Ann's third 7 brings her to 62
$ rongo-validate -v sevens-out/complete.rec
>>> status 0
>>> stdout
sevens-out/complete.rec: record 1: sevens-out, 7 turns, finished

### the default target, 500, in YAML: Ann 240 + 264 = 504
$ rongo-validate -v sevens-out/target.yaml
>>> status 0
>>> stdout
sevens-out/target.yaml: record 1: sevens-out, 3 turns, finished

### a game left in the middle of Bob's first turn, no 7 yet
$ rongo-validate -v sevens-out/unfinished.rec
>>> status 0
>>> stdout
sevens-out/unfinished.rec: record 1: sevens-out, 2 turns, unfinished

### the score table of the complete game
$ rongo-score sevens-out/complete.rec
>>> status 0
>>> stdout
sevens-out/complete.rec: record 1: sevens-out, finished
  turn  player  score  total
     1  Ann        32     32
     2  Bob         0      0
     3  Cy          9      9
     4  Ann        27     59
     5  Bob        43     43
     6  Cy          5     14
     7  Ann         3     62
  standings
     1  Ann        62
     2  Bob        43
     3  Cy         14
  winner: Ann (a total reached the target of 60)

### the complete game's scores in YAML
$ rongo-score -f yaml sevens-out/complete.rec
>>> status 0
>>> stdout
file: sevens-out/complete.rec
record: 1
game: sevens-out
tags: {Variant: target=60}
status: finished
winner: Ann
players:
  - name: Ann
    score: 62
    rank: 1
  - name: Bob
    score: 43
    rank: 2
  - name: Cy
    score: 14
    rank: 3
turns:
  - {player: Ann, score: 32, total: 32, actions: ["roll 35", "roll 44", "roll 62", "roll 61"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 52"]}
  - {player: Cy, score: 9, total: 9, actions: ["roll 11", "roll 23", "roll 34"]}
  - {player: Ann, score: 27, total: 59, actions: ["roll 12", "roll 66", "roll 43"]}
  - {player: Bob, score: 43, total: 43, actions: ["roll 55", "roll 65", "roll 33", "roll 25"]}
  - {player: Cy, score: 5, total: 14, actions: ["roll 14", "roll 16"]}
  - {player: Ann, score: 3, total: 62, actions: ["roll 21", "roll 34"]}

### the default target reached: one winner
$ rongo-score -f yaml sevens-out/target.yaml
>>> status 0
>>> stdout
file: sevens-out/target.yaml
record: 1
game: sevens-out
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 504
    rank: 1
  - name: Bob
    score: 0
    rank: 2
turns:
  - {player: Ann, score: 240, total: 240, actions: ["roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 25"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 16"]}
  - {player: Ann, score: 264, total: 504, actions: ["roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 66", "roll 43"]}

### unfinished: no winner; Bob's tally of 28 is not noted before his 7
$ rongo-score -f yaml sevens-out/unfinished.rec
>>> status 0
>>> stdout
file: sevens-out/unfinished.rec
record: 1
game: sevens-out
tags: {}
status: unfinished
winner: null
players:
  - name: Ann
    score: 17
    rank: 1
  - name: Bob
    score: 0
    rank: 2
turns:
  - {player: Ann, score: 17, total: 17, actions: ["roll 45", "roll 22", "roll 16"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 66", "roll 13"]}

### the score sheet of the complete game, a row per throw
$ rongo-render-ascii sevens-out/complete.rec
>>> status 0
>>> stdout
Sevens Out, after turn 7
Target 60 with 2 dice; a double counts twice.
Turn  Player  Thrown  Adds  Tally  Total
   1  Ann     35         8      8
              44        16     24
              62         8     32
              61       out     32     32
   2  Bob     52       out      0      0
   3  Cy      11         4      4
              23         5      9
              34       out      9      9
   4  Ann     12         3      3
              66        24     27
              43       out     27     59
   5  Bob     55        20     20
              65        11     31
              33        12     43
              25       out     43     43
   6  Cy      14         5      5
              16       out      5     14
   7  Ann     21         3      3
              34       out      3     62
Totals: Ann 62, Bob 43, Cy 14.
Ann reached the target of 60.
Finished: Ann wins with 62.

### the sheet of a turn in progress
$ rongo-render-ascii sevens-out/unfinished.rec
>>> status 0
>>> stdout
Sevens Out, turn 2 in progress
Target 500 with 2 dice; a double counts twice.
Turn  Player  Thrown  Adds  Tally  Total
   1  Ann     45         9      9
              22         8     17
              16       out     17     17
   2  Bob     66        24     24
              13         4     28
Totals: Ann 17, Bob 0.
Bob's turn: 28 so far; throw until a 7.
Bob to play.

### --next in mid-turn: 2 dice for Bob, on his line
$ rongo-roll --next sevens-out/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Bob: roll 66 roll 13 roll dd

### --next between turns: 2 dice for Cy, on a new line
$ head -n 6 sevens-out/complete.rec | rongo-roll --next | tail -n 2 | sed -E '$s/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Bob: roll 52
Cy: roll dd

### seed 7 throws 2 5 (next.t: its first d6 are 2 5 5): a 7 ends Bob's
### turn with 28, and Ann's new turn opens with 2 5 again
$ rongo-roll --seed 7 -s 2d6 && rongo-roll --next --seed 7 sevens-out/unfinished.rec | rongo-roll --next --seed 7 | tail -n 2
>>> status 0
>>> stdout
2d6: [2, 5] = 7
Bob: roll 66 roll 13 roll 25
Ann: roll 25

### no throw is due once the game is over
$ rongo-roll --next sevens-out/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: sevens-out/complete.rec:1:1: error: the game is over: no throw is due
[Game "sevens-out"]
^

### the complete game in YAML
$ rongo-apply -f yaml sevens-out/complete.rec
>>> status 0
>>> stdout
game: sevens-out
players: [Ann, Bob, Cy]
tags: {Variant: target=60}
turns:
- {player: Ann, actions: ["roll 35", "roll 44", "roll 62", "roll 61"]}
- {player: Bob, actions: ["roll 52"]}
- {player: Cy, actions: ["roll 11", "roll 23", "roll 34"]}
- {player: Ann, actions: ["roll 12", "roll 66", "roll 43"]}
- {player: Bob, actions: ["roll 55", "roll 65", "roll 33", "roll 25"]}
- {player: Cy, actions: ["roll 14", "roll 16"]}
- {player: Ann, actions: ["roll 21", "roll 34"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml sevens-out/complete.rec | rongo-apply -f notation | cmp - sevens-out/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice written together
$ rongo-apply -f notation sevens-out/target.yaml
>>> status 0
>>> stdout
[Game "sevens-out"]
[Players "Ann, Bob"]

Ann: roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 25
Bob: roll 16
Ann: roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 66 roll 43

### -l lists the actions of the player due.  Bob's turn in the
### unfinished game has 28 so far and no 7: the one action is a throw of
### both dice, still to come (stop is refused, so it is not listed).
### After Bob's 2 and 5 (a 7) Ann's turn begins, again with a throw.
### Nothing once the game is over.
$ rongo-apply -l sevens-out/unfinished.rec; rongo-apply -l -m 'Bob: roll 25' sevens-out/unfinished.rec; rongo-apply -l sevens-out/complete.rec
>>> status 0
>>> stdout
Bob: roll ??
Ann: roll ??

### the throw -l lists, once thrown, is taken: Bob's 7 ends his turn
$ rongo-apply -m 'Bob: roll 25' sevens-out/unfinished.rec
>>> status 0
>>> stdout
[Game "sevens-out"]
[Players "Ann, Bob"]

Ann: roll 45 roll 22 roll 16
Bob: roll 66 roll 13 roll 25

### the throw as -l lists it is refused: its dice are not known yet
$ rongo-apply -m 'Bob: roll ??' sevens-out/unfinished.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: sevens-out/unfinished.rec record 1: turn 2 (Bob): 'roll ??': '??' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ??
          ^~

### -p: the state for scripts.  The first 5 lines of complete.rec end
### with Ann's turn (8, 16, 8, then 61, a 7: 32 noted): Bob is due, not
### begun, so no throw, no tally, nothing showing.  In the unfinished game
### Bob's turn has thrown twice, 66 (a double, 24) and 13 (4): 28 so far,
### no 7, his 1 and 3 showing; Ann's 17 is noted, Bob's tally is not yet.
### His 25 is a 7: 28 noted, Ann due with nothing showing.  Nothing is
### ever aside: both dice are thrown every time.  Once over nobody is due
### and nothing shows: Ann 62, Bob 43, Cy 14 (fixtures/sevens-out/README)
$ head -n 5 sevens-out/complete.rec | rongo-apply -p; rongo-apply -p sevens-out/unfinished.rec; rongo-apply -p -m 'Bob: roll 25' sevens-out/unfinished.rec; rongo-apply -p sevens-out/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 0
points: 0
showing:
aside:
totals: Ann 32, Bob 0, Cy 0
player: Bob
throw: 2
points: 28
showing: 13
aside:
totals: Ann 17, Bob 0
player: Ann
throw: 0
points: 0
showing:
aside:
totals: Ann 17, Bob 28
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 62, Bob 43, Cy 14

### -p -f yaml: after Ann's 32 and Bob's 52 (a 7 at once, 0), Cy throws
### 11 (a double, 2*2 = 4) and 23 (5): two throws, 9 so far, the 2 and 3
### showing.  Read back by PyYAML
$ head -n 6 sevens-out/complete.rec | rongo-apply -p -f yaml -m 'Cy: roll 11 roll 23'; head -n 6 sevens-out/complete.rec | rongo-apply -p -f yaml -m 'Cy: roll 11 roll 23' | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], d["points"], d["showing"], d["aside"])'
>>> status 0
>>> stdout
game: sevens-out
player: Cy
throw: 2
points: 9
showing: [2, 3]
aside: []
totals:
  - {name: Ann, score: 32}
  - {name: Bob, score: 0}
  - {name: Cy, score: 0}
Cy 2 9 [2, 3] []

### three dice in a throw, written apart: the caret is on the first too many
$ rongo-validate sevens-out/too-many.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/too-many.rec:5:23: error: turn 1 (Ann): 'roll 4 4 6': a throw is 2 dice, not 3
Ann: roll 35 roll 4 4 6
                      ^

### one die in a throw
$ rongo-validate sevens-out/too-few.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/too-few.rec:5:11: error: turn 1 (Ann): 'roll 3': a throw is 2 dice, not 1
Ann: roll 3
          ^

### roll with no dice
$ rongo-validate sevens-out/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 2 dice thrown after roll
Ann: roll
     ^~~~

### dice that are not 1 to 6
$ rongo-validate sevens-out/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/bad-die.rec:5:19: error: turn 1 (Ann): 'roll 70': '70' is not dice: dice are written as digits 1 to 6
Ann: roll 35 roll 70
                  ^~

### a throw after the 7
$ rongo-validate sevens-out/after-seven.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/after-seven.rec:5:22: error: turn 1 (Ann): 'roll 44': the turn is over: it threw a 7
Ann: roll 35 roll 61 roll 44
                     ^~~~

### stopping before a 7
$ rongo-validate sevens-out/stop.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/stop.rec:5:14: error: turn 1 (Ann): 'stop': no stopping in Sevens Out: the turn goes on until a 7
Ann: roll 35 stop
             ^~~~

### a new turn line before the 7: 8 + 16 = 24 so far
$ rongo-validate sevens-out/not-over.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/not-over.rec:6:1: error: turn 2 (Bob): the turn before is not over: it goes on until a 7 (24 so far)
Bob: roll 16
^~~

### a player out of turn
$ rongo-validate sevens-out/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 44 roll 25
^~~

### a turn after the end: Ann's 24 reached the target of 20
$ rongo-validate sevens-out/after-end.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/after-end.rec:7:1: error: turn 2 (Bob): the game is over: a total reached the target of 20
Bob: roll 44 roll 16
^~~

### an unknown action opening a turn
$ rongo-validate sevens-out/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/unknown-start.rec:5:6: error: turn 1 (Ann): 'hold 35': 'hold' is not a Sevens Out action: write roll
Ann: hold 35
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate sevens-out/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/unknown-word.rec:5:14: error: turn 1 (Ann): 'roll 35 keep 3': 'keep' is neither dice nor an action: the one action is roll
Ann: roll 35 keep 3
             ^~~~

### an unknown option
$ rongo-validate sevens-out/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/unknown-option.rec:4:11: error: bad Variant 'rounds=2': Sevens Out has no option 'rounds'
[Variant "rounds=2"]
          ^~~~~~~~

### a target of 0
$ rongo-validate sevens-out/bad-target.rec
>>> status 1
>>> stderr
rongo-validate: sevens-out/bad-target.rec:4:18: error: bad Variant 'target=0': target must be a whole number from 1 to 1000000
[Variant "target=0"]
                 ^
