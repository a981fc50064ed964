# The programs on Plus and Minus records.  Every expected line was worked
# out by hand from RULINGS.md ("Dice games"), the rulings in
# rongo-games(7) and the diagnostic format; the scores are worked in
# fixtures/plus-and-minus/README.

### a complete game of 2 rounds: Ann 7 + 13 = 20, Bob 14 - 6 = 8
$ rongo-validate -v plus-and-minus/complete.rec
>>> status 0
>>> stdout
plus-and-minus/complete.rec: record 1: plus-and-minus, 4 turns, finished

### one round in YAML, the dice written in several ways: a shared win
$ rongo-validate -v plus-and-minus/tie.yaml
>>> status 0
>>> stdout
plus-and-minus/tie.yaml: record 1: plus-and-minus, 3 turns, finished

### games left in the middle of a turn: a throw due, a keep due
$ rongo-validate -v plus-and-minus/unfinished.rec plus-and-minus/keep-due.rec
>>> status 0
>>> stdout
plus-and-minus/unfinished.rec: record 1: plus-and-minus, 2 turns, unfinished
plus-and-minus/keep-due.rec: record 1: plus-and-minus, 1 turn, unfinished

### -v on the rule page's example: no turn gets through
$ rongo-validate -v plus-and-minus/rule-example.rec 2>/dev/null
>>> status 1
>>> stdout
plus-and-minus/rule-example.rec: record 1: plus-and-minus, 0 turns, invalid

### the rule page's worked example is refused: 65 kept from 65221 leaves
### 3 dice, its second throw has 4
$ rongo-validate plus-and-minus/rule-example.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/rule-example.rec:5:30: error: turn 1 (Ann): 'roll 5433': only 3 dice are left, 4 were thrown
Ann: roll 65221 keep 65 roll 5433 keep 3 roll 42 keep 4 roll 5
                             ^~~~

### the score table: Ann 7 then 13, Bob 14 then -6
$ rongo-score plus-and-minus/complete.rec
>>> status 0
>>> stdout
plus-and-minus/complete.rec: record 1: plus-and-minus, finished
  turn  player  score  total
     1  Ann         7      7
     2  Bob        14     14
     3  Ann        13     20
     4  Bob        -6      8
  standings
     1  Ann        20
     2  Bob         8
  winner: Ann (all 2 rounds are complete)

### the score in YAML
$ rongo-score -f yaml plus-and-minus/complete.rec
>>> status 0
>>> stdout
file: plus-and-minus/complete.rec
record: 1
game: plus-and-minus
tags: {Variant: rounds=2}
status: finished
winner: Ann
players:
  - name: Ann
    score: 20
    rank: 1
  - name: Bob
    score: 8
    rank: 2
turns:
  - {player: Ann, score: 7, total: 7, actions: ["roll 65221", "keep 65", "roll 543", "keep 3", "roll 42", "keep 4", "roll 5"]}
  - {player: Bob, score: 14, total: 14, actions: ["roll 66431", "keep 66", "roll 612", "keep 1", "roll 35", "keep 5", "roll 2"]}
  - {player: Ann, score: 13, total: 20, actions: ["roll 13524", "keep 54", "roll 631", "keep 1", "roll 66", "keep 6", "roll 1"]}
  - {player: Bob, score: -6, total: 8, actions: ["roll 22345", "keep 23", "roll 456", "keep 6", "roll 11", "keep 1", "roll 6"]}

### equal totals share the win: Ann 11, Bob 11, Cy -2
$ rongo-score -f yaml plus-and-minus/tie.yaml
>>> status 0
>>> stdout
file: plus-and-minus/tie.yaml
record: 1
game: plus-and-minus
tags: {Variant: rounds=1}
status: finished
winner: [Ann, Bob]
players:
  - name: Ann
    score: 11
    rank: 1
  - name: Bob
    score: 11
    rank: 1
  - name: Cy
    score: -2
    rank: 3
turns:
  - {player: Ann, score: 11, total: 11, actions: ["roll 66512", "keep 66", "roll 345", "keep 3", "roll 26", "keep 6", "roll 4"]}
  - {player: Bob, score: 11, total: 11, actions: ["roll 55432", "keep 55", "roll 116", "keep 1", "roll 32", "keep 3", "roll 1"]}
  - {player: Cy, score: -2, total: -2, actions: ["roll 12345", "keep 54", "roll 666", "keep 6", "roll 11", "keep 1", "roll 6"]}

### a turn in progress counts as far as it has gone: Bob 11 - 1 = 10
$ rongo-score plus-and-minus/unfinished.rec
>>> status 0
>>> stdout
plus-and-minus/unfinished.rec: record 1: plus-and-minus, unfinished
  turn  player  score  total
     1  Ann        11     11
     2  Bob        10     10
  standings
     1  Ann        11
     2  Bob        10
  winner: none yet

### the score sheet of the complete game, a row per throw
$ rongo-render-ascii plus-and-minus/complete.rec
>>> status 0
>>> stdout
Plus and Minus, after turn 4
Round 2 of 2.
Turn  Player  Thrown  Kept  Score  Total
   1  Ann     65221   +6+5     11     11
              543     -3        8      8
              42      +4       12     12
              5       -5        7      7
   2  Bob     66431   +6+6     12     12
              612     -1       11     11
              35      +5       16     16
              2       -2       14     14
   3  Ann     13524   +5+4      9     16
              631     -1        8     15
              66      +6       14     21
              1       -1       13     20
   4  Bob     22345   +2+3      5     19
              456     -6       -1     13
              11      +1        0     14
              6       -6       -6      8
Totals: Ann 20, Bob 8.
The game is over: all 2 rounds are complete.
Finished: Ann wins with 20.

### the sheet of a shared win
$ rongo-render-ascii plus-and-minus/tie.yaml | tail -n 3
>>> status 0
>>> stdout
Totals: Ann 11, Bob 11, Cy -2.
The game is over: the one round is complete.
Finished: Ann and Bob share the win with 11.

### the sheet of a turn in progress, a throw due
$ rongo-render-ascii plus-and-minus/unfinished.rec
>>> status 0
>>> stdout
Plus and Minus, turn 2 in progress
Round 1 of 5.
Turn  Player  Thrown  Kept  Score  Total
   1  Ann     44621   +6+4     10     10
              331     -1        9      9
              52      +5       14     14
              3       -3       11     11
   2  Bob     63525   +6+5     11     11
              214     -1       10     10
Totals: Ann 11, Bob 10.
Bob's turn: 10 so far; throw the 2 dice left.
Bob to play.

### the sheet of a turn in progress, a keep due
$ rongo-render-ascii plus-and-minus/keep-due.rec
>>> status 0
>>> stdout
Plus and Minus, turn 1 in progress
Round 1 of 5.
Turn  Player  Thrown  Kept  Score  Total
   1  Ann     44621   +6+4     10     10
              331
Totals: Ann 10, Bob 0.
Ann's turn: 10 so far; keep 1 die of 331, to subtract.
Ann to play.

### --next in mid-turn: Bob's 2 dice left, on his line
$ rongo-roll --next plus-and-minus/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Bob: roll 63525 keep 65 roll 214 keep 1 roll dd

### --next for the last throw: one die, which ends the turn; then Bob's
### first throw, five dice on a new line
$ printf '[Game "plus-and-minus"]\n[Players "Ann, Bob"]\n\nAnn: roll 65221 keep 65 roll 543 keep 3 roll 42 keep 4\n' | rongo-roll --next | rongo-roll --next | tail -n 2 | sed -E 's/(roll )[1-6]$/\1d/; s/^Bob: roll [1-6]{5}$/Bob: roll ddddd/'
>>> status 0
>>> stdout
Ann: roll 65221 keep 65 roll 543 keep 3 roll 42 keep 4 roll d
Bob: roll ddddd

### --next between turns: five dice for Bob, on a new line
$ head -n 5 plus-and-minus/complete.rec | rongo-roll --next | tail -n 2 | sed -E 's/(roll )[1-6]{5}$/\1ddddd/'
>>> status 0
>>> stdout
Ann: roll 65221 keep 65 roll 543 keep 3 roll 42 keep 4 roll 5
Bob: roll ddddd

### a keep is due, not a throw
$ rongo-roll --next plus-and-minus/keep-due.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: plus-and-minus/keep-due.rec:1:1: error: no throw is due: Ann must decide first
[Game "plus-and-minus"]
^

### no throw after the last round
$ rongo-roll --next plus-and-minus/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: plus-and-minus/complete.rec:1:1: error: the game is over: no throw is due
[Game "plus-and-minus"]
^

### -l lists Ann's actions: at the start of her turn the throw of five
### dice, a '?' a die; after her 65221 every pair that throw shows,
### highest first; after 65 kept and her 543 each die of it; stop never,
### a turn being all four throws.  On unfinished.rec Bob has kept from
### two throws and throws his 2 dice left
$ head -n 4 plus-and-minus/complete.rec | rongo-apply -l; head -n 4 plus-and-minus/complete.rec | rongo-apply -l -m 'Ann: roll 65221'; head -n 4 plus-and-minus/complete.rec | rongo-apply -l -m 'Ann: roll 65221 keep 65 roll 543'; rongo-apply -l plus-and-minus/unfinished.rec
>>> status 0
>>> stdout
Ann: roll ?????
Ann: keep 65
Ann: keep 62
Ann: keep 61
Ann: keep 52
Ann: keep 51
Ann: keep 22
Ann: keep 21
Ann: keep 5
Ann: keep 4
Ann: keep 3
Bob: roll ??

### a keep -l lists is one -m takes: 2 and 2 kept from 65221, the 3 dice
### left are thrown next; the throw as listed is refused
$ head -n 4 plus-and-minus/complete.rec | rongo-apply -l -m 'Ann: roll 65221 keep 22'; head -n 4 plus-and-minus/complete.rec | rongo-apply -m 'Ann: roll ?????'
>>> status 1
>>> stdout
Ann: roll ???
>>> stderr
rongo-apply: -m:1:11: error: <stdin> record 1: turn 1 (Ann): 'roll ?????': '?????' stands for dice not yet thrown: rongo-roll --next throws them
Ann: roll ?????
          ^~~~~

### the complete game in YAML
$ rongo-apply -f yaml plus-and-minus/complete.rec
>>> status 0
>>> stdout
game: plus-and-minus
players: [Ann, Bob]
tags: {Variant: rounds=2}
turns:
- {player: Ann, actions: ["roll 65221", "keep 65", "roll 543", "keep 3", "roll 42", "keep 4", "roll 5"]}
- {player: Bob, actions: ["roll 66431", "keep 66", "roll 612", "keep 1", "roll 35", "keep 5", "roll 2"]}
- {player: Ann, actions: ["roll 13524", "keep 54", "roll 631", "keep 1", "roll 66", "keep 6", "roll 1"]}
- {player: Bob, actions: ["roll 22345", "keep 23", "roll 456", "keep 6", "roll 11", "keep 1", "roll 6"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml plus-and-minus/complete.rec | rongo-apply -f notation | cmp - plus-and-minus/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice written together
$ rongo-apply -f notation plus-and-minus/tie.yaml
>>> status 0
>>> stdout
[Game "plus-and-minus"]
[Players "Ann, Bob, Cy"]
[Variant "rounds=1"]

Ann: roll 66512 keep 66 roll 345 keep 3 roll 26 keep 6 roll 4
Bob: roll 55432 keep 55 roll 116 keep 1 roll 32 keep 3 roll 1
Cy: roll 12345 keep 54 roll 666 keep 6 roll 11 keep 1 roll 6

### -p: the state for scripts: the turn's throws and its score so far;
### showing, the dice of its last throw not kept from it; aside, the
### dice kept.  unfinished.rec: Bob's 63525 keep 65 (+11), 214 keep 1
### (-1): two throws, 10 so far, 2 and 4 showing, 6 5 1 aside; Ann 11,
### Bob 10 with his turn (README).  keep-due.rec: Ann's 44621 keep 64
### (+10), then 331 with a keep due: two throws, 10, all of 331 showing,
### 6 4 aside.  Once over nobody is due and no turn is on: Ann 20, Bob 8
### (README)
$ rongo-apply -p plus-and-minus/unfinished.rec; rongo-apply -p plus-and-minus/keep-due.rec; rongo-apply -p plus-and-minus/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 2
points: 10
showing: 24
aside: 651
totals: Ann 11, Bob 10
player: Ann
throw: 2
points: 10
showing: 331
aside: 64
totals: Ann 10, Bob 0
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 20, Bob 8

### -p -f yaml: complete.rec's first three turns (Ann 7 + 13 = 20, Bob
### 14), then Bob's last turn up to its second keep: 22345 keep 23 (+5),
### 456 keep 6 (-6): two throws, -1 so far, 4 and 5 showing, 2 3 6
### aside, Bob 14 - 1 = 13.  Read back by PyYAML: Bob's line begun by
### -m after Ann's first turn (7) has thrown nothing
$ head -n 7 plus-and-minus/complete.rec | rongo-apply -p -f yaml -m 'Bob: roll 22345 keep 23 roll 456 keep 6'; head -n 5 plus-and-minus/complete.rec | rongo-apply -p -f yaml -m 'Bob:' | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], d["points"], d["showing"], d["aside"], [t["score"] for t in d["totals"]])'
>>> status 0
>>> stdout
game: plus-and-minus
player: Bob
throw: 2
points: -1
showing: [4, 5]
aside: [2, 3, 6]
totals:
  - {name: Ann, score: 20}
  - {name: Bob, score: 13}
Bob 0 0 [] [] [7, 0]

### a first throw of 4 dice
$ rongo-validate plus-and-minus/first-count.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/first-count.rec:5:11: error: turn 1 (Ann): 'roll 6522': the first throw is of all 5 dice, not 4
Ann: roll 6522
          ^~~~

### a second throw of 2 dice when 3 are left
$ rongo-validate plus-and-minus/too-few.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/too-few.rec:5:30: error: turn 1 (Ann): 'roll 54': 3 dice are left, only 2 were thrown: every die left is thrown
Ann: roll 65221 keep 65 roll 54
                             ^~

### a last throw of 2 dice, written apart: the caret on the one too many
$ rongo-validate plus-and-minus/too-many.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/too-many.rec:5:63: error: turn 1 (Ann): 'roll 5 1': only 1 die is left, 2 were thrown
Ann: roll 65221 keep 65 roll 543 keep 3 roll 42 keep 4 roll 5 1
                                                              ^

### roll with no dice
$ rongo-validate plus-and-minus/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 5 dice thrown after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate plus-and-minus/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 65271': '65271' is not dice: dice are written as digits 1 to 6
Ann: roll 65271
          ^~~~~

### a second throw before anything is kept from the first
$ rongo-validate plus-and-minus/roll-unkept.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/roll-unkept.rec:5:17: error: turn 1 (Ann): 'roll 543': keep 2 dice of the throw 65221 first: they are added
Ann: roll 65221 roll 543
                ^~~~

### keep before any throw
$ rongo-validate plus-and-minus/keep-first.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/keep-first.rec:5:6: error: turn 1 (Ann): 'keep 65': nothing to keep: throw first
Ann: keep 65 roll 543
     ^~~~

### keep with no dice
$ rongo-validate plus-and-minus/keep-empty.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/keep-empty.rec:5:17: error: turn 1 (Ann): 'keep': write the 2 dice kept after keep
Ann: roll 65221 keep
                ^~~~

### one die kept from the first throw
$ rongo-validate plus-and-minus/keep-count.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/keep-count.rec:5:22: error: turn 1 (Ann): 'keep 6': from the first throw 2 dice are kept, not 1
Ann: roll 65221 keep 6 roll 5221
                     ^

### a kept die the throw does not show
$ rongo-validate plus-and-minus/keep-missing.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/keep-missing.rec:5:22: error: turn 1 (Ann): 'keep 64': the throw 65221 has no 4
Ann: roll 65221 keep 64 roll 521
                     ^~

### a die kept twice: the caret on the second 6
$ rongo-validate plus-and-minus/keep-one-six.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/keep-one-six.rec:5:24: error: turn 1 (Ann): 'keep 6 6': the throw 65221 has only one 6
Ann: roll 65221 keep 6 6 roll 521
                       ^

### a second keep from one throw
$ rongo-validate plus-and-minus/keep-twice.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/keep-twice.rec:5:25: error: turn 1 (Ann): 'keep 2': 65 is kept from the throw 65221 already: throw the 3 dice left
Ann: roll 65221 keep 65 keep 2 roll 21
                        ^~~~

### the last die is subtracted by the referee: a keep after it is refused
$ rongo-validate plus-and-minus/keep-last.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/keep-last.rec:5:63: error: turn 1 (Ann): 'keep 5': the turn is over: its last die, a 5, was subtracted; it scored 7
Ann: roll 65221 keep 65 roll 543 keep 3 roll 42 keep 4 roll 5 keep 5
                                                              ^~~~

### no stopping in the middle of a turn
$ rongo-validate plus-and-minus/stop.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/stop.rec:5:25: error: turn 1 (Ann): 'stop': no stopping in Plus and Minus: a turn is all four throws
Ann: roll 65221 keep 65 stop
                        ^~~~

### a new turn line before the keep from a throw
$ rongo-validate plus-and-minus/not-kept.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/not-kept.rec:6:1: error: turn 2 (Bob): the turn before is not over: nothing is kept from its throw 65221
Bob: roll 66431
^~~

### a new turn line with dice left to throw
$ rongo-validate plus-and-minus/not-over.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/not-over.rec:6:1: error: turn 2 (Bob): the turn before is not over: 2 dice are left to throw
Bob: roll 66431
^~~

### a turn line with no throw at all
$ rongo-validate plus-and-minus/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/no-throw.rec:6:1: error: turn 2 (Bob): the turn before has no throw: every turn throws four times
Bob: roll 66431
^~~

### a player out of turn
$ rongo-validate plus-and-minus/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 66431
^~~

### a turn after the last round
$ rongo-validate plus-and-minus/after-end.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/after-end.rec:8:1: error: turn 3 (Ann): the game is over: the one round is complete
Ann: roll 13524
^~~

### an unknown action opening a turn
$ rongo-validate plus-and-minus/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/unknown-start.rec:5:6: error: turn 1 (Ann): 'hold 65221': 'hold' is not a Plus and Minus action: write roll or keep
Ann: hold 65221
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate plus-and-minus/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/unknown-word.rec:5:17: error: turn 1 (Ann): 'roll 65221 take 65': 'take' is neither dice nor an action: the actions are roll and keep
Ann: roll 65221 take 65
                ^~~~

### an unknown option
$ rongo-validate plus-and-minus/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/unknown-option.rec:4:20: error: bad Variant 'rounds=2 target=50': Plus and Minus has no option 'target'
[Variant "rounds=2 target=50"]
                   ^~~~~~~~~

### no rounds at all
$ rongo-validate plus-and-minus/bad-rounds.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/bad-rounds.rec:4:18: error: bad Variant 'rounds=0': rounds must be a whole number from 1 to 10000
[Variant "rounds=0"]
                 ^

### a session needs its Players tag
$ rongo-validate plus-and-minus/no-players.rec
>>> status 1
>>> stderr
rongo-validate: plus-and-minus/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "plus-and-minus"]
^
