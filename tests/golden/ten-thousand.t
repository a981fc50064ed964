# The programs on Ten Thousand (farkle, dix-mille) records.  Every
# expected line was worked out by hand from RULINGS.md ("Dice games"),
# the rulings in rongo-games(7) and the diagnostic format: the totals of
# complete.rec and options.rec are in their comments.

### a complete game to 2500: Cy passes Ann in the round she reached it
$ rongo-validate -v ten-thousand/complete.rec
>>> status 0
>>> stdout
ten-thousand/complete.rec: record 1: ten-thousand, 6 turns, finished

### every option at once; a game left in the middle of a turn
$ rongo-validate -v ten-thousand/options.rec ten-thousand/unfinished.rec
>>> status 0
>>> stdout
ten-thousand/options.rec: record 1: ten-thousand, 6 turns, finished
ten-thousand/unfinished.rec: record 1: ten-thousand, 2 turns, unfinished

### the canonical record: the id for the alias, dice together, no separators
$ rongo-apply ten-thousand/complete.rec
>>> status 0
>>> stdout
[Game "ten-thousand"]
[Players "Ann, Bob, Cy"]
[Variant "target=2500"]

{By hand: Ann 600 + 3000 = 3600, Bob 0 + 1000 = 1000, Cy 1200 + 2700 = 3900}
Ann: roll 123446 keep 1 roll 55523 keep 555 stop
Bob: roll 223366 keep 223366 roll 234466 {three pairs, then a farkle}
Cy: roll 111526 keep 1115 roll 51 keep 51 stop
Ann: roll 613254 keep 613254 stop
Bob: roll 444123 keep 4441 roll 15 keep 15 roll 333326 keep 333 roll 526 keep 5 stop
Cy: roll 552346 keep 55 roll 1111 keep 1111 roll 666666 keep 666666 stop

### the record in YAML
$ rongo-apply -f yaml ten-thousand/complete.rec
>>> status 0
>>> stdout
game: ten-thousand
players: [Ann, Bob, Cy]
tags: {Variant: target=2500}
turns:
- {player: Ann, actions: ["roll 123446", "keep 1", "roll 55523", "keep 555", "stop"]}
- {player: Bob, actions: ["roll 223366", "keep 223366", "roll 234466"]}
- {player: Cy, actions: ["roll 111526", "keep 1115", "roll 51", "keep 51", "stop"]}
- {player: Ann, actions: ["roll 613254", "keep 613254", "stop"]}
- {player: Bob, actions: ["roll 444123", "keep 4441", "roll 15", "keep 15", "roll 333326", "keep 333", "roll 526", "keep 5", "stop"]}
- {player: Cy, actions: ["roll 552346", "keep 55", "roll 1111", "keep 1111", "roll 666666", "keep 666666", "stop"]}
comments: [{ply: 0, text: "By hand: Ann 600 + 3000 = 3600, Bob 0 + 1000 = 1000, Cy 1200 + 2700 = 3900"}, {ply: 8, text: "three pairs, then a farkle"}]

### YAML and back changes nothing
$ rongo-apply ten-thousand/complete.rec >$T/a.rec && rongo-apply -f yaml ten-thousand/complete.rec >$T/a.yaml && rongo-apply -f notation $T/a.yaml | cmp - $T/a.rec && echo same
>>> status 0
>>> stdout
same

### an alias and a turn in progress: the canonical record
$ rongo-apply ten-thousand/unfinished.rec
>>> status 0
>>> stdout
[Game "ten-thousand"]
[Players "Ann, Bob"]
[Variant "entry=500 takeover"]

Ann: roll 152336 keep 15 roll 5234 keep 5 roll 224
Bob: take roll 511 keep 511 roll 152336 keep 1

### the score sheet of the complete game
$ rongo-render-ascii ten-thousand/complete.rec
>>> status 0
>>> stdout
Ten Thousand, after turn 6
Target 2500 with 6 dice.
Turn  Player  Points   Ann   Bob    Cy
   1  Ann     +600     600     0     0
   2  Bob     farkle   600     0     0
   3  Cy      +1200    600     0  1200
   4  Ann     +3000   3600     0  1200
   5  Bob     +1000   3600  1000  1200
   6  Cy      +2700   3600  1000  3900
Ann reached 2500; the round is complete.
Finished: Cy wins with 3900.

### the score sheet with every option: under entry, a lost takeover, four 2s
$ rongo-render-ascii ten-thousand/options.rec
>>> status 0
>>> stdout
Ten Thousand, after turn 6
Target 2000 with 6 dice; entry 500; takeover; three-farkles; last-die-bonus; four-twos.
Turn  Player  Points       Ann   Bob
   1  Ann     under entry    0     0
   2  Bob     farkle         0     0
   3  Ann     farkle         0     0
   4  Bob     +1750          0  1750
   5  Ann     four 2s        0  1750
   6  Bob     +500           0  2250
Bob reached 2000; the round is complete.
Finished: Bob wins with 2250.

### a turn in progress after a takeover
$ rongo-render-ascii ten-thousand/unfinished.rec
>>> status 0
>>> stdout
Ten Thousand, turn 2 in progress
Target 10000 with 6 dice; entry 500; takeover.
Turn  Player  Points  Ann  Bob
   1  Ann     farkle    0    0
Bob's turn: 550 so far; throw 5 dice or stop.
Bob to play.

### --ply 2: after the second turn line
$ rongo-render-ascii --ply 2 ten-thousand/complete.rec
>>> status 0
>>> stdout
Ten Thousand, after turn 2
Target 2500 with 6 dice.
Turn  Player  Points  Ann  Bob  Cy
   1  Ann     +600    600    0   0
   2  Bob     farkle  600    0   0
Cy to play.

### wrong number of dice: only 4 are left after keeping two
$ rongo-validate ten-thousand/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/wrong-count.rec:4:31: error: turn 1 (Ann): 'roll 52346': only 4 dice are left to throw, not 5
Ann: roll 152336 keep 15 roll 52346
                              ^~~~~

### a keep of a die the throw does not show
$ rongo-validate ten-thousand/keep-not-thrown.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/keep-not-thrown.rec:4:24: error: turn 1 (Ann): 'keep 14': there is no 4 in the last throw to keep
Ann: roll 152336 keep 14
                       ^

### a keep with a die in no combination: a fourth 3
$ rongo-validate ten-thousand/keep-scoreless.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/keep-scoreless.rec:4:26: error: turn 1 (Ann): 'keep 3333': the fourth 3 belongs to no scoring combination (beyond three of a kind only 1s and 5s score)
Ann: roll 333312 keep 3333
                         ^

### a second keep from one throw
$ rongo-validate ten-thousand/keep-twice.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/keep-twice.rec:4:25: error: turn 1 (Ann): 'keep 5': the dice of this throw are already set aside: roll or stop
Ann: roll 152336 keep 1 keep 5
                        ^~~~

### a throw after a farkle ended the turn
$ rongo-validate ten-thousand/after-farkle.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/after-farkle.rec:4:18: error: turn 1 (Ann): 'roll 152336': the turn is over: 234662 scores nothing
Ann: roll 234662 roll 152336
                 ^~~~

### stop before setting dice aside
$ rongo-validate ten-thousand/stop-unkept.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/stop-unkept.rec:4:18: error: turn 1 (Ann): 'stop': set aside scoring dice from the last throw before stopping
Ann: roll 152336 stop
                 ^~~~

### last-die-bonus: stop between the two throws of the last die
$ rongo-validate ten-thousand/last-die-stop.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/last-die-stop.rec:5:36: error: turn 1 (Ann): 'stop': the last die has its second throw to come: roll it
Ann: roll 111553 keep 11155 roll 3 stop
                                   ^~~~

### a player out of turn
$ rongo-validate ten-thousand/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 152336 keep 1 stop
^~~

### a new turn line while the turn before is not over
$ rongo-validate ten-thousand/not-over.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: it ends with stop or a scoreless throw
Bob: roll 152336 keep 1 stop
^~~

### a turn after the end of the game
$ rongo-validate ten-thousand/after-end.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/after-end.rec:7:1: error: turn 3 (Ann): the game is over: the round in which a total reached 1000 is complete
Ann: roll 152336 keep 15 stop
^~~

### an unknown action opening a turn
$ rongo-validate ten-thousand/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/unknown-action.rec:5:6: error: turn 2 (Bob): 'bank 152336': 'bank' is not a Ten Thousand action: write roll, keep, stop or take
Bob: bank 152336
     ^~~~

### a misspelt action inside a turn joins the dice before it
$ rongo-validate ten-thousand/misspelt.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/misspelt.rec:4:25: error: turn 1 (Ann): 'keep 1 stp': 'stp' is neither dice nor an action: the actions are roll, keep, stop and take
Ann: roll 152336 keep 1 stp
                        ^~~

### a die that is not 1 to 6
$ rongo-validate ten-thousand/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/bad-die.rec:4:21: error: turn 1 (Ann): 'roll 1 5 2 3 3 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 1 5 2 3 3 7
                    ^

### take without the takeover option
$ rongo-validate ten-thousand/take-without.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/take-without.rec:5:6: error: turn 2 (Bob): 'take': take needs the takeover option (Variant "takeover")
Bob: take roll 5234
     ^~~~

### take after a farkle that lost no points
$ rongo-validate ten-thousand/nothing-to-take.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/nothing-to-take.rec:6:6: error: turn 2 (Bob): 'take': there is nothing to take up: the previous turn did not end on a scoreless throw with points to lose
Bob: take roll 234662
     ^~~~

### an unknown option
$ rongo-validate ten-thousand/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/unknown-option.rec:3:23: error: bad Variant 'target=5000 jackpot': Ten Thousand has no option 'jackpot'
[Variant "target=5000 jackpot"]
                      ^~~~~~~

### six-kind-wins cannot come with five dice
$ rongo-validate ten-thousand/six-kind-five.rec
>>> status 1
>>> stderr
rongo-validate: ten-thousand/six-kind-five.rec:1:1: error: six-kind-wins needs 6 or more dice, and dice=5 is set
[Game "ten-thousand"]
^

### -l at the start of Ann's second turn: only the throw of all six
### dice, still to come (nothing to bank, no takeover option)
$ head -n 9 ten-thousand/complete.rec | rongo-apply -l
>>> status 0
>>> stdout
Ann: roll ??????

### -l with a keep due: Cy's 1 1 1 5 2 6 lets her keep any of 1 1 1 5,
### the most dice first; the 2 and the 6 never score, and nothing else
### can come before a keep
$ head -n 8 ten-thousand/complete.rec | sed '$s/ keep 1 1 1 5$//' | rongo-apply -l
>>> status 0
>>> stdout
Cy: keep 5111
Cy: keep 511
Cy: keep 111
Cy: keep 51
Cy: keep 11
Cy: keep 5
Cy: keep 1

### -m takes a keep as -l lists it: with 5 1 1 set aside Cy has three
### dice to throw, or stops
$ head -n 8 ten-thousand/complete.rec | sed '$s/ keep 1 1 1 5$//' | rongo-apply -m 'Cy: keep 511' | tail -n 1; head -n 8 ten-thousand/complete.rec | sed '$s/ keep 1 1 1 5$//' | rongo-apply -l -m 'Cy: keep 511'
>>> status 0
>>> stdout
Cy: roll 111526 keep 511
Cy: roll ???
Cy: stop

### -l with four 3s thrown: only the triple scores, the fourth 3 does not
$ head -n 11 ten-thousand/complete.rec | sed '$s/ keep 333$//' | rongo-apply -l
>>> status 0
>>> stdout
Bob: keep 333

### -l after a turn lost 1650 on a scoreless throw of six dice (takeover):
### Bob may throw afresh or take it up; after take only its six dice are
### thrown; the last die missed once (last-die-bonus): it is thrown again
$ head -n 11 ten-thousand/options.rec | rongo-apply -l; head -n 11 ten-thousand/options.rec | rongo-apply -l -m 'Bob: take'; head -n 10 ten-thousand/options.rec | rongo-apply -l -m 'Ann: roll 111553 keep 11155 roll 3'
>>> status 0
>>> stdout
Bob: roll ??????
Bob: take
Bob: roll ??????
Ann: roll ?

### -l lists nothing once the game is over
$ rongo-apply -l ten-thousand/complete.rec
>>> status 0

### a throw as -l lists it is refused: its dice are not known yet
$ head -n 9 ten-thousand/complete.rec | rongo-apply -m 'Ann: roll ??????'
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: <stdin> record 1: turn 4 (Ann): 'roll ??????': '??????' stands for dice not yet thrown: rongo-roll --next throws them
Ann: roll ??????
          ^~~~~~

### -p: the state for scripts, mid-turn.  unfinished.rec (entry=500
### takeover): Ann's 152336 keeps 1 5 (150), 5234 keeps 5 (200), 224
### scores nothing: 200 lost on three dice, 1 5 5 set aside.  Bob takes
### them up: 200, no throw yet, the three dice still showing Ann's 2 2 4
### beside her 1 5 5.  Then 511 is all kept (+250: 450, hot dice) and
### 152336, all six thrown again (nothing aside), keeps 1: 550 on two
### throws, 5 2 3 3 6 showing, the 1 aside; nothing banked by anyone.
### options.rec's first three lines: Ann short of the entry, Bob a
### farkle, 0 each; then Ann's 111553 keeps 11155 (1100) and her last
### die, a 3, misses once (last-die-bonus): two throws, the 3 showing
$ head -n 5 ten-thousand/unfinished.rec | rongo-apply -p -m 'Bob: take'; rongo-apply -p ten-thousand/unfinished.rec; head -n 10 ten-thousand/options.rec | rongo-apply -p -m 'Ann: roll 111553 keep 11155 roll 3'
>>> status 0
>>> stdout
player: Bob
throw: 0
points: 200
showing: 224
aside: 155
totals: Ann 0, Bob 0
player: Bob
throw: 2
points: 550
showing: 52336
aside: 1
totals: Ann 0, Bob 0
player: Ann
throw: 2
points: 1100
showing: 3
aside: 11155
totals: Ann 0, Bob 0

### -p at hot dice and once over: Ann banked 600 (1, then 555); Bob's
### 223366 is three pairs, all six set aside, 1500 on one throw, none
### showing.  complete.rec over: nobody due, no turn, the totals of its
### comment
$ head -n 6 ten-thousand/complete.rec | rongo-apply -p -m 'Bob: roll 223366 keep 223366'; rongo-apply -p ten-thousand/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 1
points: 1500
showing:
aside: 223366
totals: Ann 600, Bob 0, Cy 0
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 3600, Bob 1000, Cy 3900

### -p -f yaml: unfinished.rec's end (above) and complete.rec's as two
### documents, read back by PyYAML
$ rongo-apply -p -f yaml ten-thousand/unfinished.rec ten-thousand/complete.rec; rongo-apply -p -f yaml ten-thousand/unfinished.rec ten-thousand/complete.rec | python3 -c 'import sys, yaml; print([(d["player"], d["points"], d["showing"], d["aside"]) for d in yaml.safe_load_all(sys.stdin)])'
>>> status 0
>>> stdout
game: ten-thousand
player: Bob
throw: 2
points: 550
showing: [5, 2, 3, 3, 6]
aside: [1]
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 0}
---
game: ten-thousand
player: null
throw: 0
points: 0
showing: []
aside: []
totals:
  - {name: Ann, score: 3600}
  - {name: Bob, score: 1000}
  - {name: Cy, score: 3900}
[('Bob', 550, [5, 2, 3, 3, 6], [1]), (None, 0, [], [])]
