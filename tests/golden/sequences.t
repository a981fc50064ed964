# The programs on Sequences records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7) and
# the diagnostic format; fixtures/sequences/README gives the arithmetic.
# Six dice, one throw a turn; the run from 1 scores 5, 10, 15, 20, 25,
# 35; three 1s or more reset the total; the first to reach 100 wins.

### a complete game: Ann reaches 110 on turn 9 and wins at once
$ rongo-validate -v sequences/complete.rec
>>> status 0
>>> stdout
sequences/complete.rec: record 1: sequences, 9 turns, finished

### classic rules under the alias, in YAML: Bob's 6s reach 70
$ rongo-validate -v sequences/classic.yaml
>>> status 0
>>> stdout
sequences/classic.yaml: record 1: sequences, 5 turns, finished

### a game left between turns, and one left on a begun turn line
$ rongo-validate -v sequences/unfinished.rec sequences/open-turn.rec
>>> status 0
>>> stdout
sequences/unfinished.rec: record 1: sequences, 4 turns, unfinished
sequences/open-turn.rec: record 1: sequences, 2 turns, unfinished

### valid records say nothing without -v
$ rongo-validate sequences/complete.rec sequences/classic.yaml sequences/unfinished.rec sequences/open-turn.rec
>>> status 0

### the scores turn by turn: Bob's reset counts minus what it lost
$ rongo-score sequences/complete.rec
>>> status 0
>>> stdout
sequences/complete.rec: record 1: sequences, finished
  turn  player  score  total
     1  Ann        35     35
     2  Bob        20     20
     3  Ann         0     35
     4  Bob        35     55
     5  Ann        25     60
     6  Bob       -55      0
     7  Ann        15     75
     8  Bob        10     10
     9  Ann        35    110
  standings
     1  Ann       110
     2  Bob        10
  winner: Ann (a total reached 100)

### the same in YAML: score is the points
$ rongo-score -f yaml sequences/complete.rec
>>> status 0
>>> stdout
file: sequences/complete.rec
record: 1
game: sequences
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 110
    rank: 1
  - name: Bob
    score: 10
    rank: 2
turns:
  - {player: Ann, score: 35, total: 35, actions: ["roll 123456"]}
  - {player: Bob, score: 20, total: 20, actions: ["roll 213346"]}
  - {player: Ann, score: 0, total: 35, actions: ["roll 245566"]}
  - {player: Bob, score: 35, total: 55, actions: ["roll 654321"]}
  - {player: Ann, score: 25, total: 60, actions: ["roll 132254"]}
  - {player: Bob, score: -55, total: 0, actions: ["roll 111234"]}
  - {player: Ann, score: 15, total: 75, actions: ["roll 112636"]}
  - {player: Bob, score: 10, total: 10, actions: ["roll 145256"]}
  - {player: Ann, score: 35, total: 110, actions: ["roll 314562"]}

### classic: the standings of three, Bob first
$ rongo-score sequences/classic.yaml | sed -n '/standings/,$p'
>>> status 0
>>> stdout
  standings
     1  Bob        70
     2  Cy         30
     3  Ann        25
  winner: Bob (a total reached 60)

### an unfinished game has no winner yet
$ rongo-score -f yaml sequences/unfinished.rec | sed -n 1,6p
>>> status 0
>>> stdout
file: sequences/unfinished.rec
record: 1
game: sequences
tags: {}
status: unfinished
winner: null

### the score sheet of the complete game
$ rongo-render-ascii sequences/complete.rec
>>> status 0
>>> stdout
Sequences, after turn 9
Target 100.  Runs from 1 score 5, 10, 15, 20, 25, 35.
Three 1s or more reset the total to 0.
Turn  Player  Throw   Run       Points  Ann  Bob
   1  Ann     123456  1-6       +35      35    0
   2  Bob     213346  1-4       +20      35   20
   3  Ann     245566  none      0        35   20
   4  Bob     654321  1-6       +35      35   55
   5  Ann     132254  1-5       +25      60   55
   6  Bob     111234  three 1s  reset    60    0
   7  Ann     112636  1-3       +15      75    0
   8  Bob     145256  1-2       +10      75   10
   9  Ann     314562  1-6       +35     110   10
Ann reached 100 first.
Finished: Ann wins with 110.

### the sheet of the classic game: the 6s, six 1s a run of 1, 30 for 1-6
$ rongo-render-ascii sequences/classic.yaml
>>> status 0
>>> stdout
Sequences, after turn 5
Target 60.  Runs from 1 score 5, 10, 15, 20, 25, 30.
Five 6s score 35, six 6s 70.
Turn  Player  Throw   Run      Points  Ann  Bob  Cy
   1  Ann     111234  1-4      +20      20    0   0
   2  Bob     666661  five 6s  +35      20   35   0
   3  Cy      654321  1-6      +30      20   35  30
   4  Ann     111111  1        +5       25   35  30
   5  Bob     466666  five 6s  +35      25   70  30
Bob reached 60 first.
Finished: Bob wins with 70.

### the sheet of a game in progress: two resets, one from 0
$ rongo-render-ascii sequences/unfinished.rec
>>> status 0
>>> stdout
Sequences, after turn 4
Target 100.  Runs from 1 score 5, 10, 15, 20, 25, 35.
Three 1s or more reset the total to 0.
Turn  Player  Throw   Run       Points  Ann  Bob  Cy
   1  Ann     123345  1-5       +25      25    0   0
   2  Bob     234566  none      0        25    0   0
   3  Cy      111456  three 1s  reset    25    0   0
   4  Ann     121212  three 1s  reset     0    0   0
Bob to play.

### the sheet with a turn line begun and not thrown
$ rongo-render-ascii sequences/open-turn.rec
>>> status 0
>>> stdout
Sequences, turn 2 in progress
Target 100.  Runs from 1 score 5, 10, 15, 20, 25, 35.
Three 1s or more reset the total to 0.
Turn  Player  Throw   Run  Points  Ann  Bob
   1  Ann     124563  1-6  +35      35    0
Bob to play.

### the next throw: Bob opens a new line with six dice
$ rongo-roll --next sequences/unfinished.rec | tail -n 2 | sed '$s/roll [1-6]\{6\}$/roll DDDDDD/'
>>> status 0
>>> stdout
Ann: roll 121212
Bob: roll DDDDDD

### the next throw: Bob's begun line gets its six dice
$ rongo-roll --next sequences/open-turn.rec | tail -n 2 | sed '$s/roll [1-6]\{6\}$/roll DDDDDD/'
>>> status 0
>>> stdout
Ann: roll 124563
Bob: roll DDDDDD

### the throw --next adds is one the referee accepts
$ rongo-roll --next sequences/unfinished.rec | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: sequences, 5 turns, unfinished

### no throw is due once a total has reached the target
$ rongo-roll --next sequences/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: sequences/complete.rec:1:1: error: the game is over: no throw is due
[Game "sequences"]
^

### the canonical record: dice together, in the order thrown
$ rongo-apply sequences/complete.rec | sed -n 4,14p
>>> status 0
>>> stdout
{By hand, in the README: Ann reaches 110 on turn 9 and wins; Bob 10}
Ann: roll 123456
Bob: roll 213346
Ann: roll 245566
Bob: roll 654321
Ann: roll 132254
Bob: roll 111234
Ann: roll 112636
Bob: roll 145256
Ann: roll 314562

### notation to YAML
$ rongo-apply -f yaml sequences/complete.rec | sed -n 1,5p
>>> status 0
>>> stdout
game: sequences
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 123456"]}
- {player: Bob, actions: ["roll 213346"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply sequences/complete.rec >$T/a.rec && rongo-apply -f yaml $T/a.rec | rongo-apply -f notation >$T/b.rec && cmp $T/a.rec $T/b.rec && echo same
>>> status 0
>>> stdout
same

### -l lists the actions of the player due: a turn is one throw of the
### six dice, still to come, whether Bob's line is to begin (unfinished:
### Ann's reset was turn 4) or is begun and empty (open-turn); keep and
### stop are always refused, so never listed.  After Bob's 1-6 (35, short
### of 100) Cy is due.  Nothing once a total has reached the target.
$ rongo-apply -l sequences/unfinished.rec; rongo-apply -l sequences/open-turn.rec; rongo-apply -l -m 'Bob: roll 123456' sequences/unfinished.rec; rongo-apply -l sequences/complete.rec
>>> status 0
>>> stdout
Bob: roll ??????
Bob: roll ??????
Cy: roll ??????

### the throw -l lists, once thrown, is taken as Bob's turn
$ rongo-apply -m 'Bob: roll 123456' sequences/unfinished.rec | tail -n 2
>>> status 0
>>> stdout
Ann: roll 121212
Bob: roll 123456

### -p: the state for scripts.  A turn is one throw, read at once, which
### ends it: the turn due has always thrown 0 times, and there are no turn
### points and no dice to show.  open-turn: Ann's 124563 is the run 1-6,
### 35; Bob's line is begun, not thrown.  The first 8 lines of complete.rec
### hold four turns: Ann 35 + 0, Bob 20 + 35 = 55, Ann due.  Once over
### nobody is due: Ann 110, Bob 10 (fixtures/sequences/README)
$ rongo-apply -p sequences/open-turn.rec; head -n 8 sequences/complete.rec | rongo-apply -p; rongo-apply -p sequences/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 0
totals: Ann 35, Bob 0
player: Ann
throw: 0
totals: Ann 35, Bob 55
player: none
throw: 0
totals: Ann 110, Bob 10

### -p -f yaml: the unfinished game's four turns leave Ann 0 (25, then
### her reset), Bob 0 and Cy 0 (his reset); Bob's 213346 is the run 1-4
### (no 5), 20, and Cy is due, not thrown.  Read back by PyYAML: no
### points or dice keys
$ rongo-apply -p -f yaml -m 'Bob: roll 213346' sequences/unfinished.rec; rongo-apply -p -f yaml -m 'Bob: roll 213346' sequences/unfinished.rec | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], "points" in d, "showing" in d, [t["score"] for t in d["totals"]])'
>>> status 0
>>> stdout
game: sequences
player: Cy
throw: 0
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 20}
  - {name: Cy, score: 0}
Cy 0 False False [0, 20, 0]

### YAML in, notation out: the alias becomes the id
$ rongo-apply -f notation sequences/classic.yaml
>>> status 0
>>> stdout
[Game "sequences"]
[Players "Ann, Bob, Cy"]
[Variant "classic six=30 target=60"]

Ann: roll 111234
Bob: roll 666661
Cy: roll 654321
Ann: roll 111111
Bob: roll 466666

### five dice in a throw
$ rongo-validate sequences/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: sequences/wrong-count.rec:5:19: error: turn 2 (Bob): 'roll 1 2 3 4 5': a throw is 6 dice, not 5
Bob: roll 1 2 3 4 5
                  ^

### seven dice in a throw
$ rongo-validate sequences/seven-dice.rec
>>> status 1
>>> stderr
rongo-validate: sequences/seven-dice.rec:4:11: error: turn 1 (Ann): 'roll 1234566': a throw is 6 dice, not 7
Ann: roll 1234566
          ^~~~~~~

### a die that is not 1 to 6
$ rongo-validate sequences/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: sequences/bad-die.rec:4:11: error: turn 1 (Ann): 'roll 123457': '123457' is not dice: dice are written as digits 1 to 6
Ann: roll 123457
          ^~~~~~

### roll without its dice
$ rongo-validate sequences/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: sequences/no-dice.rec:4:6: error: turn 1 (Ann): 'roll': write the 6 dice thrown after roll
Ann: roll
     ^~~~

### a second throw in one turn
$ rongo-validate sequences/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: sequences/second-throw.rec:4:18: error: turn 1 (Ann): 'roll 123456': the turn is over: a turn is one throw, and this one threw 234566
Ann: roll 234566 roll 123456
                 ^~~~

### keeping dice
$ rongo-validate sequences/keep.rec
>>> status 1
>>> stderr
rongo-validate: sequences/keep.rec:4:18: error: turn 1 (Ann): 'keep 11': nothing is kept in Sequences: a turn is one throw of all six dice
Ann: roll 112345 keep 11
                 ^~~~

### stopping
$ rongo-validate sequences/stop.rec
>>> status 1
>>> stderr
rongo-validate: sequences/stop.rec:4:18: error: turn 1 (Ann): 'stop': nothing to stop in Sequences: a turn is one throw, which ends it
Ann: roll 112345 stop
                 ^~~~

### an unknown action opening a turn: the referee does the scoring
$ rongo-validate sequences/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: sequences/unknown-start.rec:5:6: error: turn 2 (Bob): 'score 20': 'score' is not a Sequences action: write roll and the six dice; the referee scores the throw
Bob: score 20
     ^~~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate sequences/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: sequences/unknown-word.rec:4:18: error: turn 1 (Ann): 'roll 123456 bank': 'bank' is neither dice nor an action: the only action is roll
Ann: roll 123456 bank
                 ^~~~

### a turn line that never threw, followed by another
$ rongo-validate sequences/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: sequences/no-throw.rec:6:1: error: turn 3 (Ann): the turn before has no throw: every turn throws the six dice once
Ann: roll 123456
^~~

### a player out of turn
$ rongo-validate sequences/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: sequences/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 123456
^~~

### a turn after Ann's 35 reached target 30
$ rongo-validate sequences/after-end.rec
>>> status 1
>>> stderr
rongo-validate: sequences/after-end.rec:6:1: error: turn 2 (Bob): the game is over: a total reached 30
Bob: roll 123456
^~~

### the full run is worth 30 to 35
$ rongo-validate sequences/bad-six.rec
>>> status 1
>>> stderr
rongo-validate: sequences/bad-six.rec:3:15: error: bad Variant 'six=40': six must be a whole number from 30 to 35
[Variant "six=40"]
              ^~

### a target of at least 1
$ rongo-validate sequences/bad-target.rec
>>> status 1
>>> stderr
rongo-validate: sequences/bad-target.rec:3:18: error: bad Variant 'target=0': target must be a whole number from 1 to 1000000
[Variant "target=0"]
                 ^

### classic is a bare word
$ rongo-validate sequences/classic-value.rec
>>> status 1
>>> stderr
rongo-validate: sequences/classic-value.rec:3:11: error: bad Variant 'classic=1': option 'classic' takes no value
[Variant "classic=1"]
          ^~~~~~~~~

### an unknown option
$ rongo-validate sequences/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: sequences/unknown-option.rec:3:18: error: bad Variant 'six=30 rounds=5': Sequences has no option 'rounds'
[Variant "six=30 rounds=5"]
                 ^~~~~~~~

### a session needs its Players tag
$ rongo-validate sequences/no-players.rec
>>> status 1
>>> stderr
rongo-validate: sequences/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "sequences"]
^

### every broken record at once: each reported, the valid ones pass
$ rongo-validate sequences/*.rec sequences/*.yaml 2>&1 >/dev/null | grep -c error:
>>> status 0
>>> stdout
17

### a second throw on a turn's line is refused for the turn's end,
### whatever its dice: a turn is one throw
$ printf '[Game "sequences"]\n[Players "Ann, Bob"]\n\nAnn: roll 123456 roll 12\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:4:18: error: turn 1 (Ann): 'roll 12': the turn is over: a turn is one throw, and this one threw 123456
Ann: roll 123456 roll 12
                 ^~~~
