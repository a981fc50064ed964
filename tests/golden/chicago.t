# The programs on Chicago records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7) and
# the diagnostic format; fixtures/chicago/README gives the arithmetic.
# Round r aims at r + 1; a throw of two dice totalling the aim scores it.

### a complete game of 11 rounds: Bob wins 56 to 53
$ rongo-validate -v chicago/complete.rec
>>> status 0
>>> stdout
chicago/complete.rec: record 1: chicago, 22 turns, finished

### three rounds in YAML under the alias: Ann and Cy tie on 6
$ rongo-validate -v chicago/tie.yaml
>>> status 0
>>> stdout
chicago/tie.yaml: record 1: chicago, 9 turns, finished

### a game left between turns, and one left on a begun turn line
$ rongo-validate -v chicago/unfinished.rec chicago/open-turn.rec
>>> status 0
>>> stdout
chicago/unfinished.rec: record 1: chicago, 5 turns, unfinished
chicago/open-turn.rec: record 1: chicago, 2 turns, unfinished

### valid records say nothing without -v
$ rongo-validate chicago/complete.rec chicago/tie.yaml chicago/unfinished.rec
>>> status 0

### the scores turn by turn, the standings and the winner
$ rongo-score chicago/complete.rec
>>> status 0
>>> stdout
chicago/complete.rec: record 1: chicago, finished
  turn  player  score  total
     1  Ann         2      2
     2  Bob         0      0
     3  Ann         3      5
     4  Bob         3      3
     5  Ann         4      9
     6  Bob         4      7
     7  Ann         0      9
     8  Bob         5     12
     9  Ann         6     15
    10  Bob         6     18
    11  Ann         7     22
    12  Bob         0     18
    13  Ann         0     22
    14  Bob         8     26
    15  Ann         9     31
    16  Bob         9     35
    17  Ann        10     41
    18  Bob        10     45
    19  Ann         0     41
    20  Bob        11     56
    21  Ann        12     53
    22  Bob         0     56
  standings
     1  Bob        56
     2  Ann        53
  winner: Bob (all 11 rounds are played)

### the same in YAML: score is the points
$ rongo-score -f yaml chicago/complete.rec
>>> status 0
>>> stdout
file: chicago/complete.rec
record: 1
game: chicago
tags: {}
status: finished
winner: Bob
players:
  - name: Ann
    score: 53
    rank: 2
  - name: Bob
    score: 56
    rank: 1
turns:
  - {player: Ann, score: 2, total: 2, actions: ["roll 11"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 34"]}
  - {player: Ann, score: 3, total: 5, actions: ["roll 12"]}
  - {player: Bob, score: 3, total: 3, actions: ["roll 21"]}
  - {player: Ann, score: 4, total: 9, actions: ["roll 22"]}
  - {player: Bob, score: 4, total: 7, actions: ["roll 13"]}
  - {player: Ann, score: 0, total: 9, actions: ["roll 66"]}
  - {player: Bob, score: 5, total: 12, actions: ["roll 41"]}
  - {player: Ann, score: 6, total: 15, actions: ["roll 15"]}
  - {player: Bob, score: 6, total: 18, actions: ["roll 33"]}
  - {player: Ann, score: 7, total: 22, actions: ["roll 25"]}
  - {player: Bob, score: 0, total: 18, actions: ["roll 64"]}
  - {player: Ann, score: 0, total: 22, actions: ["roll 31"]}
  - {player: Bob, score: 8, total: 26, actions: ["roll 26"]}
  - {player: Ann, score: 9, total: 31, actions: ["roll 45"]}
  - {player: Bob, score: 9, total: 35, actions: ["roll 63"]}
  - {player: Ann, score: 10, total: 41, actions: ["roll 46"]}
  - {player: Bob, score: 10, total: 45, actions: ["roll 55"]}
  - {player: Ann, score: 0, total: 41, actions: ["roll 22"]}
  - {player: Bob, score: 11, total: 56, actions: ["roll 56"]}
  - {player: Ann, score: 12, total: 53, actions: ["roll 66"]}
  - {player: Bob, score: 0, total: 56, actions: ["roll 11"]}

### a shared win: the winner is a list, both ranked first
$ rongo-score -f yaml chicago/tie.yaml | sed -n 1,16p
>>> status 0
>>> stdout
file: chicago/tie.yaml
record: 1
game: chicago
tags: {Variant: rounds=3}
status: finished
winner: [Ann, Cy]
players:
  - name: Ann
    score: 6
    rank: 1
  - name: Bob
    score: 3
    rank: 3
  - name: Cy
    score: 6
    rank: 1

### an unfinished game has no winner yet
$ rongo-score -f yaml chicago/unfinished.rec | sed -n 1,6p
>>> status 0
>>> stdout
file: chicago/unfinished.rec
record: 1
game: chicago
tags: {}
status: unfinished
winner: null

### the score sheet of the complete game
$ rongo-render-ascii chicago/complete.rec
>>> status 0
>>> stdout
Chicago, after turn 22
11 rounds of 2 dice: a throw totalling the aim scores it.
Round  Aim  Ann  Bob
    1    2    2    0
    2    3    3    3
    3    4    4    4
    4    5    0    5
    5    6    6    6
    6    7    7    0
    7    8    0    8
    8    9    9    9
    9   10   10   10
   10   11    0   11
   11   12   12    0
Total        53   56
All 11 rounds are played.
Finished: Bob wins with 56.

### the sheet of the tie
$ rongo-render-ascii chicago/tie.yaml
>>> status 0
>>> stdout
Chicago, after turn 9
3 rounds of 2 dice: a throw totalling the aim scores it.
Round  Aim  Ann  Bob  Cy
    1    2    2    0   2
    2    3    0    3   0
    3    4    4    0   4
Total         6    3   6
All 3 rounds are played.
Finished: Ann and Cy share the win with 6.

### the sheet of a game in its second round
$ rongo-render-ascii chicago/unfinished.rec | sed -n 3,7p
>>> status 0
>>> stdout
Round  Aim  Ann  Bob  Cy
    1    2    0    2   0
    2    3    3    0
    3    4
    4    5

### the next throw: Cy opens a new line with two dice
$ rongo-roll --next chicago/unfinished.rec | tail -n 2 | sed '$s/roll [1-6][1-6]$/roll DD/'
>>> status 0
>>> stdout
Bob: roll 44
Cy: roll DD

### the next throw: Bob's begun line gets its two dice
$ rongo-roll --next chicago/open-turn.rec | tail -n 2 | sed '$s/roll [1-6][1-6]$/roll DD/'
>>> status 0
>>> stdout
Ann: roll 11
Bob: roll DD

### the throw --next adds is one the referee accepts
$ rongo-roll --next chicago/unfinished.rec | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: chicago, 6 turns, unfinished

### no throw is due after the last round
$ rongo-roll --next chicago/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: chicago/complete.rec:1:1: error: the game is over: no throw is due
[Game "chicago"]
^

### the canonical record: dice together, in the order thrown
$ rongo-apply chicago/complete.rec | sed -n 4,8p
>>> status 0
>>> stdout
{By hand, in the README: Ann 53, Bob 56; Bob wins}
Ann: roll 11
Bob: roll 34
Ann: roll 12
Bob: roll 21

### notation to YAML
$ rongo-apply -f yaml chicago/complete.rec | sed -n 1,5p
>>> status 0
>>> stdout
game: chicago
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 11"]}
- {player: Bob, actions: ["roll 34"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply chicago/complete.rec >$T/a.rec && rongo-apply -f yaml $T/a.rec | rongo-apply -f notation >$T/b.rec && cmp $T/a.rec $T/b.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the alias becomes the id
$ rongo-apply -f notation chicago/tie.yaml
>>> status 0
>>> stdout
[Game "chicago"]
[Players "Ann, Bob, Cy"]
[Variant "rounds=3"]

Ann: roll 11
Bob: roll 25
Cy: roll 11
Ann: roll 56
Bob: roll 12
Cy: roll 44
Ann: roll 31
Bob: roll 66
Cy: roll 22

### three dice in a throw
$ rongo-validate chicago/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: chicago/wrong-count.rec:5:15: error: turn 2 (Bob): 'roll 3 4 5': a throw is 2 dice, not 3
Bob: roll 3 4 5
              ^

### one die in a throw
$ rongo-validate chicago/one-die.rec
>>> status 1
>>> stderr
rongo-validate: chicago/one-die.rec:4:11: error: turn 1 (Ann): 'roll 6': a throw is 2 dice, not 1
Ann: roll 6
          ^

### a die that is not 1 to 6
$ rongo-validate chicago/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: chicago/bad-die.rec:4:11: error: turn 1 (Ann): 'roll 7 2': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7 2
          ^

### roll without its dice
$ rongo-validate chicago/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: chicago/no-dice.rec:4:6: error: turn 1 (Ann): 'roll': write the 2 dice thrown after roll
Ann: roll
     ^~~~

### a second throw in one turn
$ rongo-validate chicago/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: chicago/second-throw.rec:4:14: error: turn 1 (Ann): 'roll 11': the turn is over: a turn is one throw, and this one threw 3+4
Ann: roll 34 roll 11
             ^~~~

### a turn line that never threw, followed by another
$ rongo-validate chicago/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: chicago/no-throw.rec:6:1: error: turn 3 (Ann): the turn before has no throw: every turn throws the two dice once
Ann: roll 12
^~~

### a player out of turn
$ rongo-validate chicago/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: chicago/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 12
^~~

### a turn after the last round
$ rongo-validate chicago/after-end.rec
>>> status 1
>>> stderr
rongo-validate: chicago/after-end.rec:7:1: error: turn 3 (Ann): the game is over: its one round is played
Ann: roll 12
^~~

### an unknown action opening a turn: the referee does the scoring
$ rongo-validate chicago/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: chicago/unknown-start.rec:5:6: error: turn 2 (Bob): 'score 3': 'score' is not a Chicago action: write roll and the two dice; the referee scores the throw
Bob: score 3
     ^~~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate chicago/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: chicago/unknown-action.rec:4:14: error: turn 1 (Ann): 'roll 12 stop': 'stop' is neither dice nor an action: the only action is roll
Ann: roll 12 stop
             ^~~~

### a twelfth round would aim at 13
$ rongo-validate chicago/bad-rounds.rec
>>> status 1
>>> stderr
rongo-validate: chicago/bad-rounds.rec:3:18: error: bad Variant 'rounds=12': rounds must be a whole number from 1 to 11
[Variant "rounds=12"]
                 ^~

### an unknown option
$ rongo-validate chicago/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: chicago/unknown-option.rec:3:20: error: bad Variant 'rounds=5 target=50': Chicago has no option 'target'
[Variant "rounds=5 target=50"]
                   ^~~~~~~~~

### a session needs its Players tag
$ rongo-validate chicago/no-players.rec
>>> status 1
>>> stderr
rongo-validate: chicago/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "chicago"]
^

### every broken record at once: each reported, the valid ones pass
$ rongo-validate chicago/*.rec chicago/*.yaml 2>&1 >/dev/null | grep -c error:
>>> status 0
>>> stdout
13

### -l lists the throw due, both its dice still to come: Bob's after
### Ann's throw in round 1, Ann's once Bob has thrown too (round 2);
### nothing once the eleven rounds are played
$ head -n 5 chicago/complete.rec | rongo-apply -l; head -n 6 chicago/complete.rec | rongo-apply -l; rongo-apply -l chicago/complete.rec
>>> status 0
>>> stdout
Bob: roll ??
Ann: roll ??

### a throw as -l lists it is refused: its dice are not known yet
$ head -n 5 chicago/complete.rec | rongo-apply -m 'Bob: roll ??'
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: <stdin> record 1: turn 2 (Bob): 'roll ??': '??' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ??
          ^~

### -p: the state for scripts.  A turn is its one throw, read at once,
### its points going straight to the total: no turn points, no dice, and
### the turn due has thrown 0 times.  unfinished.rec: round 1 (aim 2)
### Ann 34 0, Bob 11 2, Cy 16 0; round 2 (aim 3) Ann 12 3, Bob 44 0; Cy
### due.  complete.rec, over: nobody due, Ann 53, Bob 56 (README)
$ rongo-apply -p chicago/unfinished.rec; rongo-apply -p chicago/complete.rec
>>> status 0
>>> stdout
player: Cy
throw: 0
totals: Ann 3, Bob 2, Cy 0
player: none
throw: 0
totals: Ann 53, Bob 56

### -p -f yaml after round 1 of unfinished.rec (its first 7 lines):
### Ann 0, Bob 2, Cy 0, Ann due in round 2
$ head -n 7 chicago/unfinished.rec | rongo-apply -p -f yaml
>>> status 0
>>> stdout
game: chicago
player: Ann
throw: 0
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 2}
  - {name: Cy, score: 0}
