# The programs on Twenty-One records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7)
# and the diagnostic format; the working is in fixtures/twenty-one/README.

### a complete game: Ann and Bob tie on 18, Ann wins the play-off on 21
$ rongo-validate -v twenty-one/complete.rec
>>> status 0
>>> stdout
twenty-one/complete.rec: record 1: twenty-one, 5 turns, finished

### dice=2 in YAML, the dice written in several ways: Bob 20, Ann 18
$ rongo-validate -v twenty-one/two-dice.yaml
>>> status 0
>>> stdout
twenty-one/two-dice.yaml: record 1: twenty-one, 2 turns, finished

### target=36 with two dice: one die from 29; Bob reaches 36 exactly
$ rongo-validate -v twenty-one/target-36.rec
>>> status 0
>>> stdout
twenty-one/target-36.rec: record 1: twenty-one, 2 turns, finished

### everyone goes bust: the game is over, nobody wins
$ rongo-validate -v twenty-one/all-bust.rec
>>> status 0
>>> stdout
twenty-one/all-bust.rec: record 1: twenty-one, 2 turns, finished

### games left in the middle of a turn
$ rongo-validate -v twenty-one/unfinished.rec twenty-one/unfinished-two.rec
>>> status 0
>>> stdout
twenty-one/unfinished.rec: record 1: twenty-one, 2 turns, unfinished
twenty-one/unfinished-two.rec: record 1: twenty-one, 2 turns, unfinished

### the score table of the complete game: a bust scores 0, the play-off
### turns add to the tied players' sums
$ rongo-score twenty-one/complete.rec
>>> status 0
>>> stdout
twenty-one/complete.rec: record 1: twenty-one, finished
  turn  player  score  total
     1  Ann        18     18
     2  Bob        18     18
     3  Cy          0      0
     4  Ann        21     39
     5  Bob         0     18
  standings
     1  Ann        39
     2  Bob        18
     3  Cy          0
  winner: Ann (the play-off in round 2 is won with 21)

### the complete game's scores in YAML
$ rongo-score -f yaml twenty-one/complete.rec
>>> status 0
>>> stdout
file: twenty-one/complete.rec
record: 1
game: twenty-one
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 39
    rank: 1
  - name: Bob
    score: 18
    rank: 2
  - name: Cy
    score: 0
    rank: 3
turns:
  - {player: Ann, score: 18, total: 18, actions: ["roll 6", "roll 5", "roll 4", "roll 3", "stop"]}
  - {player: Bob, score: 18, total: 18, actions: ["roll 5", "roll 6", "roll 2", "roll 5", "stop"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 6", "roll 6", "roll 4", "roll 6"]}
  - {player: Ann, score: 21, total: 39, actions: ["roll 4", "roll 6", "roll 5", "roll 6"]}
  - {player: Bob, score: 0, total: 18, actions: ["roll 3", "roll 6", "roll 6", "roll 5", "roll 2"]}

### target=36: the total that reaches the target wins
$ rongo-score -f yaml twenty-one/target-36.rec
>>> status 0
>>> stdout
file: twenty-one/target-36.rec
record: 1
game: twenty-one
tags: {Variant: target=36 dice=2}
status: finished
winner: Bob
players:
  - name: Ann
    score: 34
    rank: 2
  - name: Bob
    score: 36
    rank: 1
turns:
  - {player: Ann, score: 34, total: 34, actions: ["roll 66", "roll 55", "roll 33", "roll 21", "roll 3", "stop"]}
  - {player: Bob, score: 36, total: 36, actions: ["roll 64", "roll 65", "roll 62", "roll 6", "roll 1"]}

### all bust: finished without a winner
$ rongo-score twenty-one/all-bust.rec
>>> status 0
>>> stdout
twenty-one/all-bust.rec: record 1: twenty-one, finished
  turn  player  score  total
     1  Ann         0      0
     2  Bob         0      0
  standings
     1  Ann         0
     1  Bob         0
  winner: none (every player went bust)

### all bust in YAML: the winner is null
$ rongo-score -f yaml twenty-one/all-bust.rec
>>> status 0
>>> stdout
file: twenty-one/all-bust.rec
record: 1
game: twenty-one
tags: {}
status: finished
winner: null
players:
  - name: Ann
    score: 0
    rank: 1
  - name: Bob
    score: 0
    rank: 1
turns:
  - {player: Ann, score: 0, total: 0, actions: ["roll 6", "roll 6", "roll 6", "roll 4"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 5", "roll 5", "roll 5", "roll 5", "roll 5"]}

### an unfinished game: no winner yet, the turn in progress counts nothing
$ rongo-score twenty-one/unfinished.rec
>>> status 0
>>> stdout
twenty-one/unfinished.rec: record 1: twenty-one, unfinished
  turn  player  score  total
     1  Ann        17     17
     2  Bob         0      0
  standings
     1  Ann        17
     2  Bob         0
     2  Cy          0
  winner: none yet

### the score sheet of the complete game, BUST marked, the play-off shown
$ rongo-render-ascii twenty-one/complete.rec
>>> status 0
>>> stdout
Twenty-One, after turn 5
Target 21 with 1 die.
Round  Player  Throws     Total
    1  Ann     6 5 4 3       18
       Bob     5 6 2 5       18
       Cy      6 6 4 6       22  BUST
    2  Ann     4 6 5 6       21
       Bob     3 6 6 5 2     22  BUST
Round 2 was a play-off between Ann and Bob, tied on 18.
Finished: Ann wins the play-off with 21.

### the sheet in the middle of the play-off
$ head -n 7 twenty-one/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
Twenty-One, after turn 4
Target 21 with 1 die.
Round  Player  Throws   Total
    1  Ann     6 5 4 3     18
       Bob     5 6 2 5     18
       Cy      6 6 4 6     22  BUST
    2  Ann     4 6 5 6     21
Round 2 is a play-off between Ann and Bob, tied on 18.
Bob to play.

### the sheet of a turn in progress
$ rongo-render-ascii twenty-one/unfinished.rec
>>> status 0
>>> stdout
Twenty-One, turn 2 in progress
Target 21 with 1 die.
Round  Player  Throws  Total
    1  Ann     5 6 6      17
       Bob     4 3
Bob's turn: 7 so far; throw 1 die or stop.
Bob to play.

### the sheet with two dice: pairs written together
$ rongo-render-ascii twenty-one/two-dice.yaml
>>> status 0
>>> stdout
Twenty-One, after turn 2
Target 21; 2 dice while the total is under 14, then 1.
Round  Player  Throws   Total
    1  Ann     65 21 4     18
       Bob     66 11 6     20
Finished: Bob wins with 20.

### the sheet of target=36: the switch at 29
$ rongo-render-ascii twenty-one/target-36.rec
>>> status 0
>>> stdout
Twenty-One, after turn 2
Target 36; 2 dice while the total is under 29, then 1.
Round  Player  Throws         Total
    1  Ann     66 55 33 21 3     34
       Bob     64 65 62 6 1      36
Finished: Bob wins with 36.

### the sheet when everyone went bust
$ rongo-render-ascii twenty-one/all-bust.rec
>>> status 0
>>> stdout
Twenty-One, after turn 2
Target 21 with 1 die.
Round  Player  Throws     Total
    1  Ann     6 6 6 4       22  BUST
       Bob     5 5 5 5 5     25  BUST
Finished: every player went bust; nobody wins.

### --next in a turn: Bob's one die, on his line
$ rongo-roll --next twenty-one/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Bob: roll 4 roll 3 roll d

### --next between turns: one die for Cy, on a new line
$ head -n 5 twenty-one/complete.rec | rongo-roll --next | tail -n 2 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Bob: roll 5 roll 6 roll 2 roll 5 stop
Cy: roll d

### --next in the play-off: Bob, not Cy, throws
$ head -n 7 twenty-one/complete.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Bob: roll d

### --next with dice=2 under 14: two dice on Bob's line
$ rongo-roll --next twenty-one/unfinished-two.rec | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Bob: roll 53 roll dd

### --next with dice=2 at a new turn: two dice for Bob
$ head -n 5 twenty-one/unfinished-two.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Bob: roll dd

### --next with dice=2 from 14 on: one die (6+6 = 12, 3+1 = 16)
$ printf '[Game "twenty-one"]\n[Players "Ann, Bob"]\n[Variant "dice=2"]\n\nAnn: roll 66 roll 31\n' | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Ann: roll 66 roll 31 roll d

### no throw is due once the game is over
$ rongo-roll --next twenty-one/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: twenty-one/complete.rec:1:1: error: the game is over: no throw is due
[Game "twenty-one"]
^

### the complete game in YAML
$ rongo-apply -f yaml twenty-one/complete.rec
>>> status 0
>>> stdout
game: twenty-one
players: [Ann, Bob, Cy]
turns:
- {player: Ann, actions: ["roll 6", "roll 5", "roll 4", "roll 3", "stop"]}
- {player: Bob, actions: ["roll 5", "roll 6", "roll 2", "roll 5", "stop"]}
- {player: Cy, actions: ["roll 6", "roll 6", "roll 4", "roll 6"]}
- {player: Ann, actions: ["roll 4", "roll 6", "roll 5", "roll 6"]}
- {player: Bob, actions: ["roll 3", "roll 6", "roll 6", "roll 5", "roll 2"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml twenty-one/complete.rec | rongo-apply -f notation | cmp - twenty-one/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice of a throw written together
$ rongo-apply -f notation twenty-one/two-dice.yaml
>>> status 0
>>> stdout
[Game "twenty-one"]
[Players "Ann, Bob"]
[Variant "dice=2"]

Ann: roll 65 roll 21 roll 4 stop
Bob: roll 66 roll 11 roll 6 stop

### one die a throw: the caret is on the die too many
$ rongo-validate twenty-one/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/wrong-count.rec:5:20: error: turn 1 (Ann): 'roll 4 5': a throw is 1 die, not 2
Ann: roll 6 roll 4 5
                   ^

### dice=2: one die while the total is under 14
$ rongo-validate twenty-one/two-dice-count.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/two-dice-count.rec:6:11: error: turn 1 (Ann): 'roll 6': a throw is 2 dice while the total is under 14, not 1: the total is 0
Ann: roll 6
          ^

### dice=2: two dice once the total has reached 14
$ rongo-validate twenty-one/one-die-count.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/one-die-count.rec:6:27: error: turn 1 (Ann): 'roll 22': a throw is 1 die once the total reaches 14, not 2: the total is 15
Ann: roll 65 roll 31 roll 22
                          ^~

### roll with no dice
$ rongo-validate twenty-one/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 1 die thrown after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate twenty-one/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/bad-die.rec:5:18: error: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 6 roll 7
                 ^

### a throw after going bust
$ rongo-validate twenty-one/after-bust.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/after-bust.rec:5:34: error: turn 1 (Ann): 'roll 1': the turn is over: it went bust with 23, over 21
Ann: roll 6 roll 6 roll 5 roll 6 roll 1
                                 ^~~~

### a throw after standing
$ rongo-validate twenty-one/after-stop.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/after-stop.rec:5:25: error: turn 1 (Ann): 'roll 3': the turn is over: it stood on 12
Ann: roll 6 roll 6 stop roll 3
                        ^~~~

### stop after reaching 21: the turn ended by itself
$ rongo-validate twenty-one/after-target.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/after-target.rec:5:34: error: turn 1 (Ann): 'stop': the turn is over: it reached 21, the target, which no throw can better
Ann: roll 6 roll 6 roll 6 roll 3 stop
                                 ^~~~

### stop before any throw
$ rongo-validate twenty-one/stop-first.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/stop-first.rec:5:6: error: turn 1 (Ann): 'stop': nothing to stand on: a turn throws at least once
Ann: stop
     ^~~~

### a new turn line while the turn before goes on
$ rongo-validate twenty-one/not-over.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/not-over.rec:6:1: error: turn 2 (Bob): the turn before is not over: its total is 11: throw again, or stop
Bob: roll 4
^~~

### a player out of turn
$ rongo-validate twenty-one/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 5
^~~

### a player out of the play-off writes a turn in it
$ rongo-validate -v twenty-one/playoff-out.rec
>>> status 1
>>> stdout
twenty-one/playoff-out.rec: record 1: twenty-one, 3 turns, invalid
>>> stderr
rongo-validate: twenty-one/playoff-out.rec:8:1: error: turn 4 (Cy): Cy is not in the play-off: it is Ann's turn
Cy: roll 6
^~

### a turn after the end of the game
$ rongo-validate twenty-one/after-end.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/after-end.rec:7:1: error: turn 3 (Ann): the game is over: round 1 is won with 20
Ann: roll 1
^~~

### an unknown action opening a turn
$ rongo-validate twenty-one/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/unknown-start.rec:5:6: error: turn 1 (Ann): 'hit 5': 'hit' is not a Twenty-One action: write roll or stop
Ann: hit 5
     ^~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate twenty-one/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/unknown-word.rec:5:13: error: turn 1 (Ann): 'roll 6 hit': 'hit' is neither dice nor an action: the actions are roll and stop
Ann: roll 6 hit
            ^~~

### an unknown option
$ rongo-validate twenty-one/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: twenty-one/unknown-option.rec:4:21: error: bad Variant 'target=36 rounds=3': Twenty-One has no option 'rounds'
[Variant "target=36 rounds=3"]
                    ^~~~~~~~

### -l at a new turn: Cy's throw, its die still to come; stop cannot
### open a turn
$ head -n 5 twenty-one/complete.rec | rongo-apply -l
>>> status 0
>>> stdout
Cy: roll ?

### -l in a turn: Bob on 7 throws again or stands; with dice=2 his
### 5 + 3 = 8 is under 14, two dice; 6 + 6 more make 20, one die
$ rongo-apply -l twenty-one/unfinished.rec; rongo-apply -l twenty-one/unfinished-two.rec; rongo-apply -l -m 'Bob: roll 66' twenty-one/unfinished-two.rec
>>> status 0
>>> stdout
Bob: roll ?
Bob: stop
Bob: roll ??
Bob: stop
Bob: roll ?
Bob: stop

### -l in the play-off names Bob, not Cy; nothing once the game is over
$ head -n 7 twenty-one/complete.rec | rongo-apply -l; rongo-apply -l twenty-one/complete.rec
>>> status 0
>>> stdout
Bob: roll ?

### -m takes a stop as -l lists it: Bob stands on 7
$ rongo-apply -m 'Bob: stop' twenty-one/unfinished.rec | tail -n 1
>>> status 0
>>> stdout
Bob: roll 4 roll 3 stop

### a throw as -l lists it is refused: its die is not known yet
$ head -n 5 twenty-one/complete.rec | rongo-apply -m 'Cy: roll ?'
>>> status 1
>>> stderr
rongo-apply: -m:1:10: error: <stdin> record 1: turn 3 (Cy): 'roll ?': '?' stands for dice not yet thrown: rongo-roll --next throws them
Cy: roll ?
         ^

### -p: the state for scripts, mid-turn (see fixtures/twenty-one/README).
### unfinished.rec: Ann stood on 17; Bob's 4 and 3 make 7 on two
### throws, the 3 showing, nothing ever set aside.  complete.rec's first
### seven lines: round 1 gave Ann 18, Bob 18, Cy bust (0); Ann's play-off
### 21 makes her 39; Bob's play-off 3 and 6 make 9 on two throws, the 6
### showing.  A turn longer than a sheet row's throws (target=30): 25
### 1s and a 2 are 26 throws for 27, the 2 showing
$ rongo-apply -p twenty-one/unfinished.rec; head -n 7 twenty-one/complete.rec | rongo-apply -p -m 'Bob: roll 3 roll 6'; { printf '[Game "twenty-one"]\n[Players "Ann"]\n[Variant "target=30"]\n\nAnn:'; for i in $(seq 25); do printf ' roll 1'; done; echo ' roll 2'; } | rongo-apply -p
>>> status 0
>>> stdout
player: Bob
throw: 2
points: 7
showing: 3
aside:
totals: Ann 17, Bob 0, Cy 0
player: Bob
throw: 2
points: 9
showing: 6
aside:
totals: Ann 39, Bob 18, Cy 0
player: Ann
throw: 26
points: 27
showing: 2
aside:
totals: Ann 0

### -p between turns and once over: after complete.rec's seven lines
### Ann's 21 ended her play-off turn by itself and Bob's has not begun;
### complete.rec over: nobody due, totals 39, 18 and 0; all-bust.rec
### over with nobody winning, 0 each
$ head -n 7 twenty-one/complete.rec | rongo-apply -p; rongo-apply -p twenty-one/complete.rec; rongo-apply -p twenty-one/all-bust.rec
>>> status 0
>>> stdout
player: Bob
throw: 0
points: 0
showing:
aside:
totals: Ann 39, Bob 18, Cy 0
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 39, Bob 18, Cy 0
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 0, Bob 0

### -p -f yaml: unfinished-two.rec (dice=2): Ann stood on 18 (66 31 2);
### Bob's first throw, two dice 5 3, makes 8, read back by PyYAML
$ rongo-apply -p -f yaml twenty-one/unfinished-two.rec; rongo-apply -p -f yaml twenty-one/unfinished-two.rec | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], d["points"], d["showing"], d["aside"], d["totals"][0]["score"])'
>>> status 0
>>> stdout
game: twenty-one
player: Bob
throw: 1
points: 8
showing: [5, 3]
aside: []
totals:
  - {name: Ann, score: 18}
  - {name: Bob, score: 0}
Bob 1 8 [5, 3] [] 18
