# The programs on One-O-Five records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games", one-o-five), the rulings in
# rongo-games(7) and the diagnostic format; fixtures/one-o-five/README
# gives the working.  Targets 1s to 6s, one throw a turn of the dice not
# yet set aside; dice showing the target are set aside by the referee;
# the first to complete the 6s wins at once.  score = dice set aside
# toward the targets, 5 per completed target.

### a complete game: Ann completes the 6s on turn 21
$ rongo-validate -v one-o-five/complete.rec
>>> status 0
>>> stdout
one-o-five/complete.rec: record 1: one-o-five, 21 turns, finished

### one player alone, in YAML: six throws, six targets
$ rongo-validate -v one-o-five/solo.yaml
>>> status 0
>>> stdout
one-o-five/solo.yaml: record 1: one-o-five, 6 turns, finished

### a game left between turns, and one left on a begun turn line
$ rongo-validate -v one-o-five/unfinished.rec one-o-five/open-turn.rec
>>> status 0
>>> stdout
one-o-five/unfinished.rec: record 1: one-o-five, 5 turns, unfinished
one-o-five/open-turn.rec: record 1: one-o-five, 3 turns, unfinished

### valid records say nothing without -v
$ rongo-validate one-o-five/complete.rec one-o-five/solo.yaml one-o-five/unfinished.rec one-o-five/open-turn.rec
>>> status 0

### the scores turn by turn: dice set aside, 5 per completed target
$ rongo-score one-o-five/complete.rec
>>> status 0
>>> stdout
one-o-five/complete.rec: record 1: one-o-five, finished
  turn  player  score  total
     1  Ann         2      2
     2  Bob         0      0
     3  Ann         3      5
     4  Bob         2      2
     5  Ann         5     10
     6  Bob         3      5
     7  Ann         2     12
     8  Bob         2      7
     9  Ann         0     12
    10  Bob         3     10
    11  Ann         3     15
    12  Bob         5     15
    13  Ann         4     19
    14  Bob         2     17
    15  Ann         1     20
    16  Bob         3     20
    17  Ann         5     25
    18  Bob         3     23
    19  Ann         3     28
    20  Bob         1     24
    21  Ann         2     30
  standings
     1  Ann        30
     2  Bob        24
  winner: Ann (all six targets are complete)

### the same in YAML: the winner has 30
$ rongo-score -f yaml one-o-five/complete.rec
>>> status 0
>>> stdout
file: one-o-five/complete.rec
record: 1
game: one-o-five
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 30
    rank: 1
  - name: Bob
    score: 24
    rank: 2
turns:
  - {player: Ann, score: 2, total: 2, actions: ["roll 13145"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 23456"]}
  - {player: Ann, score: 3, total: 5, actions: ["roll 111"]}
  - {player: Bob, score: 2, total: 2, actions: ["roll 11234"]}
  - {player: Ann, score: 5, total: 10, actions: ["roll 22222"]}
  - {player: Bob, score: 3, total: 5, actions: ["roll 111"]}
  - {player: Ann, score: 2, total: 12, actions: ["roll 33612"]}
  - {player: Bob, score: 2, total: 7, actions: ["roll 22345"]}
  - {player: Ann, score: 0, total: 12, actions: ["roll 445"]}
  - {player: Bob, score: 3, total: 10, actions: ["roll 222"]}
  - {player: Ann, score: 3, total: 15, actions: ["roll 333"]}
  - {player: Bob, score: 5, total: 15, actions: ["roll 33333"]}
  - {player: Ann, score: 4, total: 19, actions: ["roll 44441"]}
  - {player: Bob, score: 2, total: 17, actions: ["roll 12344"]}
  - {player: Ann, score: 1, total: 20, actions: ["roll 4"]}
  - {player: Bob, score: 3, total: 20, actions: ["roll 444"]}
  - {player: Ann, score: 5, total: 25, actions: ["roll 55555"]}
  - {player: Bob, score: 3, total: 23, actions: ["roll 51525"]}
  - {player: Ann, score: 3, total: 28, actions: ["roll 61626"]}
  - {player: Bob, score: 1, total: 24, actions: ["roll 56"]}
  - {player: Ann, score: 2, total: 30, actions: ["roll 66"]}

### unfinished: no winner yet; Ann and Cy level on 5 share first place
$ rongo-score -f yaml one-o-five/unfinished.rec
>>> status 0
>>> stdout
file: one-o-five/unfinished.rec
record: 1
game: one-o-five
tags: {}
status: unfinished
winner: null
players:
  - name: Ann
    score: 5
    rank: 1
  - name: Bob
    score: 1
    rank: 3
  - name: Cy
    score: 5
    rank: 1
turns:
  - {player: Ann, score: 3, total: 3, actions: ["roll 12131"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 66666"]}
  - {player: Cy, score: 5, total: 5, actions: ["roll 11111"]}
  - {player: Ann, score: 2, total: 5, actions: ["roll 11"]}
  - {player: Bob, score: 1, total: 1, actions: ["roll 12345"]}

### the score sheet of the complete game
$ rongo-render-ascii one-o-five/complete.rec
>>> status 0
>>> stdout
One-O-Five, after turn 21
5 dice, one throw a turn; the targets are the 1s to the 6s.
Player  1s     2s     3s     4s     5s     6s     Score
Ann     11111  22222  33333  44444  55555  66666     30
Bob     11111  22222  33333  44444  5555.            24
Last throw: Ann 66, completing the 6s.
Ann completed the 6s first: the game ends at once.
Finished: Ann wins with 30.

### the sheet of a game in progress: Cy starts the 2s with five dice
$ rongo-render-ascii one-o-five/unfinished.rec
>>> status 0
>>> stdout
One-O-Five, after turn 5
5 dice, one throw a turn; the targets are the 1s to the 6s.
Player  1s     2s     3s     4s     5s     6s     Score
Ann     11111  .....                                  5
Bob     1....                                         1
Cy      11111  .....                                  5
Last throw: Bob 12345, 1 die set aside toward the 1s.
Cy to play: the 2s, 5 dice to throw.

### the sheet of a begun turn line: Ann has 2 dice left for the 1s
$ rongo-render-ascii one-o-five/open-turn.rec
>>> status 0
>>> stdout
One-O-Five, turn 3 in progress
5 dice, one throw a turn; the targets are the 1s to the 6s.
Player  1s     2s     3s     4s     5s     6s     Score
Ann     111..                                         3
Bob     11...                                         2
Last throw: Bob 16616, 2 dice set aside toward the 1s.
Ann to play: the 1s, 2 dice to throw.

### the sheet in the middle of the complete game, after turn 14
$ head -n 18 one-o-five/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
One-O-Five, after turn 14
5 dice, one throw a turn; the targets are the 1s to the 6s.
Player  1s     2s     3s     4s     5s     6s     Score
Ann     11111  22222  33333  4444.                   19
Bob     11111  22222  33333  44...                   17
Last throw: Bob 12344, 2 dice set aside toward the 4s.
Ann to play: the 4s, 1 die to throw.

### --next after a completed target: five dice for Cy, on a new line
$ rongo-roll --next one-o-five/unfinished.rec | tail -n 2 | sed -E '$s/(roll )[1-6]{5}$/\1ddddd/'
>>> status 0
>>> stdout
Bob: roll 12345
Cy: roll ddddd

### --next on a begun line: Ann throws her 2 dice left
$ rongo-roll --next one-o-five/open-turn.rec | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Ann: roll dd

### --next with one die left: Ann's last 4
$ head -n 18 one-o-five/complete.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]$/\1d/'
>>> status 0
>>> stdout
Ann: roll d

### the throw --next adds is one the referee accepts
$ rongo-roll --next one-o-five/unfinished.rec | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: one-o-five, 6 turns, unfinished

### no throw is due once someone has completed the 6s
$ rongo-roll --next one-o-five/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: one-o-five/complete.rec:1:1: error: the game is over: no throw is due
[Game "one-o-five"]
^

### -l lists the throw due, a '?' a die, and never keep or stop: after
### turn 8 Ann has two 3s aside and throws three dice; after her 313
### (two more 3s, four aside) Bob has two 2s aside and throws three;
### nothing for the finished game, then two dice for Ann on the begun
### line of open-turn.rec (three 1s aside)
$ head -n 12 one-o-five/complete.rec | rongo-apply -l; head -n 12 one-o-five/complete.rec | rongo-apply -l -m 'Ann: roll 3 1 3'; rongo-apply -l one-o-five/complete.rec one-o-five/open-turn.rec
>>> status 0
>>> stdout
Ann: roll ???
Bob: roll ???

Ann: roll ??

### the throw as -l lists it is refused: its dice are not known yet
$ head -n 12 one-o-five/complete.rec | rongo-apply -m 'Ann: roll ???'
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: <stdin> record 1: turn 9 (Ann): 'roll ???': '???' stands for dice not yet thrown: rongo-roll --next throws them
Ann: roll ???
          ^~~

### the canonical record: dice together, in the order thrown
$ rongo-apply one-o-five/complete.rec | sed -n 4,12p
>>> status 0
>>> stdout
{By hand, in the README: Ann completes the 6s first with 30; Bob 24}
Ann: roll 13145
Bob: roll 23456
Ann: roll 111
Bob: roll 11234
Ann: roll 22222
Bob: roll 111
Ann: roll 33612
Bob: roll 22345

### the indented line joins its turn line
$ rongo-apply one-o-five/complete.rec | tail -n 2
>>> status 0
>>> stdout
Bob: roll 56
Ann: roll 66

### notation to YAML
$ rongo-apply -f yaml one-o-five/complete.rec | sed -n 1,5p
>>> status 0
>>> stdout
game: one-o-five
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 13145"]}
- {player: Bob, actions: ["roll 23456"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply one-o-five/complete.rec >$T/a.rec && rongo-apply -f yaml $T/a.rec | rongo-apply -f notation >$T/b.rec && cmp $T/a.rec $T/b.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out
$ rongo-apply -f notation one-o-five/solo.yaml
>>> status 0
>>> stdout
[Game "one-o-five"]
[Players "Ann"]

Ann: roll 11111
Ann: roll 22222
Ann: roll 33333
Ann: roll 44444
Ann: roll 55555
Ann: roll 66666

### -p: the state for scripts.  A turn is one throw, read at once: the
### turn due has made none and nothing shows; aside are the dice the
### player due has set aside toward its target.  open-turn.rec: Ann's
### 12131 sets aside three 1s (3), Bob's 16616 two (2), and Ann's line
### is begun: her three 1s aside.  After the first 18 lines of
### complete.rec (turn 14) Ann has four 4s aside (19), Bob two (17), and
### Ann is due.  Once over nobody is due and nothing is aside: Ann 30,
### Bob 24 (README)
$ rongo-apply -p one-o-five/open-turn.rec; head -n 18 one-o-five/complete.rec | rongo-apply -p; rongo-apply -p one-o-five/complete.rec
>>> status 0
>>> stdout
player: Ann
throw: 0
showing:
aside: 111
totals: Ann 3, Bob 2
player: Ann
throw: 0
showing:
aside: 4444
totals: Ann 19, Bob 17
player: none
throw: 0
showing:
aside:
totals: Ann 30, Bob 24

### -p -f yaml.  unfinished.rec: Ann 3 + 2 1s and Cy's 11111 complete
### the 1s (5 each), Bob has one 1 aside (1); Cy is due for the 2s with
### five dice, none aside.  Read back by PyYAML, the 18 lines above:
### Ann due, nothing showing, four 4s aside
$ rongo-apply -p -f yaml one-o-five/unfinished.rec; head -n 18 one-o-five/complete.rec | rongo-apply -p -f yaml | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], d["showing"], d["aside"], [t["score"] for t in d["totals"]])'
>>> status 0
>>> stdout
game: one-o-five
player: Cy
throw: 0
showing: []
aside: []
totals:
  - {name: Ann, score: 5}
  - {name: Bob, score: 1}
  - {name: Cy, score: 5}
Ann 0 [] [4, 4, 4, 4] [19, 17]

### three dice thrown when two are left
$ rongo-validate one-o-five/too-many.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/too-many.rec:6:11: error: turn 3 (Ann): 'roll 111': only 2 dice are left to throw, 3 were thrown: 3 are set aside toward the 1s
Ann: roll 111
          ^~~

### one die thrown when two are left
$ rongo-validate one-o-five/too-few.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/too-few.rec:6:11: error: turn 3 (Ann): 'roll 1': 2 dice are left to throw, only 1 was thrown: every die not set aside is thrown
Ann: roll 1
          ^

### four dice at the start of a target
$ rongo-validate one-o-five/first-count.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/first-count.rec:4:11: error: turn 1 (Ann): 'roll 1213': a throw is 5 dice, not 4: none is set aside toward the 1s yet
Ann: roll 1213
          ^~~~

### a die that is not 1 to 6
$ rongo-validate one-o-five/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/bad-die.rec:4:15: error: turn 1 (Ann): 'roll 1 2 7 3 1': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 1 2 7 3 1
              ^

### roll without its dice
$ rongo-validate one-o-five/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/no-dice.rec:4:6: error: turn 1 (Ann): 'roll': write the 5 dice thrown after roll
Ann: roll
     ^~~~

### a second throw in one turn
$ rongo-validate one-o-five/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/second-throw.rec:4:17: error: turn 1 (Ann): 'roll 11': the turn is over: a turn is one throw, and this one threw 12131
Ann: roll 12131 roll 11
                ^~~~

### the next target starts on the next turn, not in the same one
$ rongo-validate one-o-five/after-complete.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/after-complete.rec:6:14: error: turn 3 (Ann): 'roll 22222': the turn is over: a turn is one throw, and this one threw 11, completing the 1s: the 2s start on the player's next turn
Ann: roll 11 roll 22222
             ^~~~

### keep: the referee sets the dice aside
$ rongo-validate one-o-five/keep.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/keep.rec:4:17: error: turn 1 (Ann): 'keep 111': nothing is kept by hand: the referee sets aside every die that shows the target
Ann: roll 12131 keep 111
                ^~~~

### stop: a turn ends by itself after its throw
$ rongo-validate one-o-five/stop.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/stop.rec:4:17: error: turn 1 (Ann): 'stop': no stopping in One-O-Five: a turn is one throw, and ends by itself
Ann: roll 12131 stop
                ^~~~

### a turn line that never threw, followed by another
$ rongo-validate one-o-five/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/no-throw.rec:6:1: error: turn 3 (Ann): the turn before has no throw: every turn throws once
Ann: roll 11111
^~~

### a player out of turn
$ rongo-validate one-o-five/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 11111
^~~

### the game ends at once: Bob gets no last turn after Ann's 6s
$ rongo-validate one-o-five/after-end.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/after-end.rec:15:1: error: turn 12 (Bob): the game is over: all six targets are complete
Bob: roll 66666
^~~

### an action word the game does not have
$ rongo-validate one-o-five/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/unknown-word.rec:4:6: error: turn 1 (Ann): 'score 1': 'score' is not a One-O-Five action: write roll and the dice; the referee sets aside those that show the target
Ann: score 1
     ^~~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate one-o-five/unknown-in-turn.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/unknown-in-turn.rec:4:17: error: turn 1 (Ann): 'roll 12131 three': 'three' is neither dice nor an action: the only action is roll
Ann: roll 12131 three
                ^~~~~

### One-O-Five has no options
$ rongo-validate one-o-five/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/unknown-option.rec:3:11: error: bad Variant 'target=105': One-O-Five has no option 'target'
[Variant "target=105"]
          ^~~~~~~~~~

### a session needs its Players tag
$ rongo-validate one-o-five/no-players.rec
>>> status 1
>>> stderr
rongo-validate: one-o-five/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "one-o-five"]
^

### every broken record at once: each reported, the valid ones pass
$ rongo-validate one-o-five/*.rec one-o-five/*.yaml 2>&1 >/dev/null | grep -c error:
>>> status 0
>>> stdout
16
