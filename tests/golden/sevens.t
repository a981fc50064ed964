# The programs on Sevens records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7) and
# the diagnostic format; the working is in fixtures/sevens/README.

### a complete game of one round: Ann 12, Bob 10, Cy 9
$ rongo-validate -v sevens/complete.rec
>>> status 0
>>> stdout
sevens/complete.rec: record 1: sevens, 3 turns, finished

### two rounds in YAML, the dice written in several ways: 30 each
$ rongo-validate -v sevens/tie.yaml
>>> status 0
>>> stdout
sevens/tie.yaml: record 1: sevens, 4 turns, finished

### games left in the middle of a turn
$ rongo-validate -v sevens/unfinished.rec sevens/remove-due.rec
>>> status 0
>>> stdout
sevens/unfinished.rec: record 1: sevens, 2 turns, unfinished
sevens/remove-due.rec: record 1: sevens, 1 turn, unfinished

### -v on a broken record: the turns before the refusal
$ rongo-validate -v sevens/round-limit.rec 2>/dev/null
>>> status 1
>>> stdout
sevens/round-limit.rec: record 1: sevens, 1 turn, invalid

### the score table of the complete game
$ rongo-score sevens/complete.rec
>>> status 0
>>> stdout
sevens/complete.rec: record 1: sevens, finished
  turn  player  score  total
     1  Ann        12     12
     2  Bob        10     10
     3  Cy          9      9
  standings
     1  Ann        12
     2  Bob        10
     3  Cy          9
  winner: Ann (every player has had 1 turn)

### the complete game's scores in YAML
$ rongo-score -f yaml sevens/complete.rec
>>> status 0
>>> stdout
file: sevens/complete.rec
record: 1
game: sevens
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 12
    rank: 1
  - name: Bob
    score: 10
    rank: 2
  - name: Cy
    score: 9
    rank: 3
turns:
  - {player: Ann, score: 12, total: 12, actions: ["roll 521112", "remove 52", "roll 6166", "remove 61", "stop"]}
  - {player: Bob, score: 10, total: 10, actions: ["roll 643315", "remove 61", "remove 43", "roll 64"]}
  - {player: Cy, score: 9, total: 9, actions: ["roll 255443", "remove 52", "remove 43", "stop"]}

### equal totals share the win: a list of winners
$ rongo-score -f yaml sevens/tie.yaml
>>> status 0
>>> stdout
file: sevens/tie.yaml
record: 1
game: sevens
tags: {Variant: rounds=2}
status: finished
winner: [Ann, Bob]
players:
  - name: Ann
    score: 30
    rank: 1
  - name: Bob
    score: 30
    rank: 1
turns:
  - {player: Ann, score: 12, total: 12, actions: ["roll 112366", "remove 3211", "stop"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 444333", "remove 43", "remove 43", "remove 43"]}
  - {player: Ann, score: 18, total: 30, actions: ["roll 333333", "stop"]}
  - {player: Bob, score: 30, total: 30, actions: ["roll 666633"]}

### a turn in progress counts nothing yet: Bob has 14 on the table, 0
$ rongo-score sevens/unfinished.rec
>>> status 0
>>> stdout
sevens/unfinished.rec: record 1: sevens, unfinished
  turn  player  score  total
     1  Ann        12     12
     2  Bob         0      0
  standings
     1  Ann        12
     2  Bob         0
  winner: none yet

### the score sheet of the complete game, a row per throw
$ rongo-render-ascii sevens/complete.rec
>>> status 0
>>> stdout
Sevens, after turn 3
1 round of 6 dice; the first player of a round throws up to 3 times.
Turn  Player  Throw  Thrown  Removed   Left    Sum  Total
   1  Ann         1  521112  52        1112      5
                  2  6166    61        66       12     12
   2  Bob         1  643315  61 43     35        8
                  2  64                64       10     10
   3  Cy          1  255443  52 43     54        9      9
Totals: Ann 12, Bob 10, Cy 9.
Every player has had 1 turn.
Finished: Ann wins with 12.

### the sheet of a shared win, a turn that lost every die
$ rongo-render-ascii sevens/tie.yaml
>>> status 0
>>> stdout
Sevens, after turn 4
2 rounds of 6 dice; the first player of a round throws up to 3 times.
Turn  Player  Throw  Thrown  Removed   Left    Sum  Total
   1  Ann         1  112366  3211      66       12     12
   2  Bob         1  444333  43 43 43            0      0
   3  Ann         1  333333            333333   18     30
   4  Bob         1  666633            666633   30     30
Totals: Ann 30, Bob 30.
Every player has had 2 turns.
Finished: Ann and Bob share the win with 30.

### the sheet of a turn in progress, with the round's limit
$ rongo-render-ascii sevens/unfinished.rec
>>> status 0
>>> stdout
Sevens, turn 2 in progress
1 round of 6 dice; the first player of a round throws up to 3 times.
Turn  Player  Throw  Thrown  Removed   Left    Sum  Total
   1  Ann         1  662154  61 52     64       10
                  2  66                66       12     12
   2  Bob         1  554421  52        5441     14
Totals: Ann 12, Bob 0.
Ann threw 2 times: the others may throw at most 2 times this round.
Bob's throw 1 of 2: 14 left on 4 dice; throw again or stop.

### --next in mid-turn: Bob's 4 dice left, on his line
$ rongo-roll --next sevens/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]{4}$/\1dddd/'
>>> status 0
>>> stdout
Bob: roll 554421 remove 52 roll dddd

### --next between turns: six dice for Cy, on a new line
$ head -n 5 sevens/complete.rec | rongo-roll --next | tail -n 2 | sed -E 's/(roll )[1-6]{6}$/\1dddddd/'
>>> status 0
>>> stdout
Bob: roll 643315 remove 61 remove 43 roll 64
Cy: roll dddddd

### no throw while a 7 is to be removed
$ rongo-roll --next sevens/remove-due.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: sevens/remove-due.rec:1:1: error: no throw is due: Ann must decide first
# Ann's 643315 less 6+1 leaves 4 3 3 5: the 4 and a 3 must go first.
^

### no throw is due once the game is over
$ rongo-roll --next sevens/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: sevens/complete.rec:1:1: error: the game is over: no throw is due
[Game "sevens"]
^

### the complete game in YAML
$ rongo-apply -f yaml sevens/complete.rec
>>> status 0
>>> stdout
game: sevens
players: [Ann, Bob, Cy]
turns:
- {player: Ann, actions: ["roll 521112", "remove 52", "roll 6166", "remove 61", "stop"]}
- {player: Bob, actions: ["roll 643315", "remove 61", "remove 43", "roll 64"]}
- {player: Cy, actions: ["roll 255443", "remove 52", "remove 43", "stop"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml sevens/complete.rec | rongo-apply -f notation | cmp - sevens/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: dice together, groups high to low
$ rongo-apply -f notation sevens/tie.yaml
>>> status 0
>>> stdout
[Game "sevens"]
[Players "Ann, Bob"]
[Variant "rounds=2"]

Ann: roll 112366 remove 3211 stop
Bob: roll 444333 remove 43 remove 43 remove 43
Ann: roll 333333 stop
Bob: roll 666633

### -l lists the actions of the player due.  At the start Ann's turn
### begins with a throw of the six dice, still to come.  Her 5 2 1 1 1 2
### holds three groups adding up to 7: 2+2+1+1+1, 5+1+1 and 5+2, listed
### with the most dice first, and nothing else while a 7 is left.  With
### 5+2 gone 1 1 1 2 is left (5, no 7): after one throw of her three she
### may throw the four dice again or stop.  In the unfinished game Bob
### has 5 4 4 1 left (no 7) after one throw, and Ann threw twice: the
### same choice, on four dice.  Nothing once the game is over.
$ head -n 3 sevens/complete.rec | rongo-apply -l; head -n 3 sevens/complete.rec | rongo-apply -l -m 'Ann: roll 521112'; head -n 3 sevens/complete.rec | rongo-apply -l -m 'Ann: roll 521112 remove 52'; rongo-apply -l sevens/unfinished.rec; rongo-apply -l sevens/complete.rec
>>> status 0
>>> stdout
Ann: roll ??????
Ann: remove 22111
Ann: remove 511
Ann: remove 52
Ann: roll ????
Ann: stop
Bob: roll ????
Bob: stop

### a group -l lists is one -m takes: 2+2+1+1+1 leaves the 5, one die
### to throw again, or stop on
$ head -n 3 sevens/complete.rec | rongo-apply -m 'Ann: roll 521112 remove 22111'; head -n 3 sevens/complete.rec | rongo-apply -l -m 'Ann: roll 521112 remove 22111'
>>> status 0
>>> stdout
[Game "sevens"]
[Players "Ann, Bob, Cy"]

Ann: roll 521112 remove 22111
Ann: roll ?
Ann: stop

### seed 7 throws 2 5 5 2 (the same seed rolled plainly): 5+2 twice to
### remove before Bob may do anything else
$ rongo-roll --seed 7 -s 4d6 && rongo-roll --next --seed 7 sevens/unfinished.rec | tail -n 1
>>> status 0
>>> stdout
4d6: [2, 5, 5, 2] = 14
Bob: roll 554421 remove 52 roll 2552

### -p: the state for scripts; no turn points, a turn scoring the dice
### left when it ends.  Unfinished: Bob's first throw 554421 less 5+2
### leaves 5 4 4 1 showing (in the order thrown), 5 2 removed; Ann 12,
### Bob 0 (his turn is not over).  remove-due: Ann's 643315 less 6+1
### leaves 4 3 3 5, 4+3 still to go.  "Ann:" alone has not thrown:
### nothing shows.  After Ann's turn (12) Bob is due, nothing on the
### table.  Once over nobody is due: Ann 12, Bob 10, Cy 9
$ rongo-apply -p sevens/unfinished.rec sevens/remove-due.rec; head -n 3 sevens/complete.rec | rongo-apply -p -m 'Ann:'; head -n 4 sevens/complete.rec | rongo-apply -p; rongo-apply -p sevens/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 1
showing: 5441
aside: 52
totals: Ann 12, Bob 0

player: Ann
throw: 1
showing: 4335
aside: 61
totals: Ann 0, Bob 0
player: Ann
throw: 0
showing:
aside:
totals: Ann 0, Bob 0, Cy 0
player: Bob
throw: 0
showing:
aside:
totals: Ann 12, Bob 0, Cy 0
player: none
throw: 0
showing:
aside:
totals: Ann 12, Bob 10, Cy 9

### -p -f yaml: Ann's 521112 less 5+2 leaves four dice, thrown again as
### 6166, less 6+1: two throws, 6 6 showing, 5 2 and 6 1 removed in the
### order removed.  Read back by PyYAML
$ head -n 3 sevens/complete.rec | rongo-apply -p -f yaml -m 'Ann: roll 521112 remove 52 roll 6166 remove 61'; head -n 3 sevens/complete.rec | rongo-apply -p -f yaml -m 'Ann: roll 521112 remove 52 roll 6166 remove 61' | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], d["showing"], d["aside"], "points" in d)'
>>> status 0
>>> stdout
game: sevens
player: Ann
throw: 2
showing: [6, 6]
aside: [5, 2, 6, 1]
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 0}
  - {name: Cy, score: 0}
Ann 2 [6, 6] [5, 2, 6, 1] False

### a throw while 4+3 is left
$ rongo-validate sevens/seven-left-roll.rec
>>> status 1
>>> stderr
rongo-validate: sevens/seven-left-roll.rec:5:28: error: turn 1 (Ann): 'roll 5143': a 7 is left: 4+3 must be removed
Ann: roll 643315 remove 61 roll 5143
                           ^~~~

### a stop while 6+1 is left
$ rongo-validate sevens/seven-left-stop.rec
>>> status 1
>>> stderr
rongo-validate: sevens/seven-left-stop.rec:5:28: error: turn 1 (Ann): 'stop': a 7 is left: 6+1 must be removed
Ann: roll 661245 remove 52 stop
                           ^~~~

### a group that does not add up to 7
$ rongo-validate sevens/not-seven.rec
>>> status 1
>>> stderr
rongo-validate: sevens/not-seven.rec:5:25: error: turn 1 (Ann): 'remove 62': 6+2 is 8, not 7
Ann: roll 661234 remove 62
                        ^~

### a group that is not among the dice left
$ rongo-validate sevens/not-there.rec
>>> status 1
>>> stderr
rongo-validate: sevens/not-there.rec:5:25: error: turn 1 (Ann): 'remove 52': the dice left, 661234, have no 5s
Ann: roll 661234 remove 52
                        ^~

### a removal when no group of the dice left makes 7
$ rongo-validate sevens/nothing-to-remove.rec
>>> status 1
>>> stderr
rongo-validate: sevens/nothing-to-remove.rec:5:18: error: turn 1 (Ann): 'remove 61': nothing to remove: no group of the dice left, 666655, adds up to 7
Ann: roll 666655 remove 61
                 ^~~~~~

### a removal before the first throw
$ rongo-validate sevens/remove-first.rec
>>> status 1
>>> stderr
rongo-validate: sevens/remove-first.rec:5:6: error: turn 1 (Ann): 'remove 61': nothing to remove: throw first
Ann: remove 61
     ^~~~~~

### remove with no dice
$ rongo-validate sevens/remove-no-dice.rec
>>> status 1
>>> stderr
rongo-validate: sevens/remove-no-dice.rec:5:18: error: turn 1 (Ann): 'remove': write the dice of a group adding up to 7 after remove
Ann: roll 661234 remove
                 ^~~~~~

### a group of more dice than are left
$ rongo-validate sevens/group-too-big.rec
>>> status 1
>>> stderr
rongo-validate: sevens/group-too-big.rec:5:53: error: turn 1 (Ann): 'remove 611': only 2 dice are left, a group of 3 cannot be removed
Ann: roll 115566 remove 61 remove 61 roll 61 remove 611
                                                    ^~~

### a stop before the first throw
$ rongo-validate sevens/stop-first.rec
>>> status 1
>>> stderr
rongo-validate: sevens/stop-first.rec:5:6: error: turn 1 (Ann): 'stop': nothing to stop on: throw first
Ann: stop
     ^~~~

### stop with dice after it
$ rongo-validate sevens/stop-dice.rec
>>> status 1
>>> stderr
rongo-validate: sevens/stop-dice.rec:5:23: error: turn 1 (Ann): 'stop 12': stop takes nothing after it
Ann: roll 666655 stop 12
                      ^~

### a fourth throw by the first player of the round
$ rongo-validate sevens/first-limit.rec
>>> status 1
>>> stderr
rongo-validate: sevens/first-limit.rec:5:42: error: turn 1 (Ann): 'roll 666655': the turn is over: the first player of a round may throw at most 3 times
Ann: roll 666655 roll 666655 roll 666655 roll 666655
                                         ^~~~

### Ann threw once: Bob may throw once, and his turn is over
$ rongo-validate sevens/round-limit.rec
>>> status 1
>>> stderr
rongo-validate: sevens/round-limit.rec:6:18: error: turn 2 (Bob): 'roll 6666': the turn is over: the first player threw 1 time, and the others may throw at most 1 time this round
Bob: roll 444411 roll 6666
                 ^~~~

### a throw after every die was removed
$ rongo-validate sevens/after-empty.rec
>>> status 1
>>> stderr
rongo-validate: sevens/after-empty.rec:5:48: error: turn 1 (Ann): 'roll 6': the turn is over: every die was removed
Ann: roll 615243 remove 61 remove 52 remove 43 roll 6
                                               ^~~~

### a throw after stop
$ rongo-validate sevens/after-stop.rec
>>> status 1
>>> stderr
rongo-validate: sevens/after-stop.rec:5:23: error: turn 1 (Ann): 'roll 666655': the turn is over: it stopped
Ann: roll 666655 stop roll 666655
                      ^~~~

### a first throw of 5 dice: all 6 are in play
$ rongo-validate sevens/too-few.rec
>>> status 1
>>> stderr
rongo-validate: sevens/too-few.rec:5:11: error: turn 1 (Ann): 'roll 66665': 6 dice are in play, only 5 were thrown: every die in play is thrown
Ann: roll 66665
          ^~~~~

### one die too many, written apart: the caret on the first too many
$ rongo-validate sevens/too-many.rec
>>> status 1
>>> stderr
rongo-validate: sevens/too-many.rec:5:47: error: turn 1 (Ann): 'roll 6 4 3': only 2 dice are in play, 3 were thrown
Ann: roll 661245 remove 52 remove 61 roll 6 4 3
                                              ^

### roll with no dice
$ rongo-validate sevens/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: sevens/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 6 dice in play thrown after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate sevens/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: sevens/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 661237': '661237' is not dice: dice are written as digits 1 to 6
Ann: roll 661237
          ^~~~~~

### an unknown action opening a turn
$ rongo-validate sevens/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: sevens/unknown-start.rec:5:6: error: turn 1 (Ann): 'keep 66': 'keep' is not a Sevens action: write roll, remove or stop
Ann: keep 66
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate sevens/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: sevens/unknown-word.rec:5:18: error: turn 1 (Ann): 'roll 666655 keep 66': 'keep' is neither dice nor an action: the actions are roll, remove and stop
Ann: roll 666655 keep 66
                 ^~~~

### a turn line with no throw
$ rongo-validate sevens/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: sevens/no-throw.rec:6:1: error: turn 2 (Bob): the turn before has no throw: every turn throws at least once
Bob: roll 666655
^~~

### a new turn line while a 7 is left
$ rongo-validate sevens/not-over-seven.rec
>>> status 1
>>> stderr
rongo-validate: sevens/not-over-seven.rec:6:1: error: turn 2 (Bob): the turn before is not over: a 7 is left: 6+1 must be removed
Bob: roll 666655
^~~

### a new turn line while Ann may throw again or stop
$ rongo-validate sevens/not-over-choose.rec
>>> status 1
>>> stderr
rongo-validate: sevens/not-over-choose.rec:6:1: error: turn 2 (Bob): the turn before is not over: it may throw again, or end with stop
Bob: roll 666655
^~~

### a player out of turn
$ rongo-validate sevens/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: sevens/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 666655
^~~

### a turn after the end of the game
$ rongo-validate sevens/after-end.rec
>>> status 1
>>> stderr
rongo-validate: sevens/after-end.rec:7:1: error: turn 3 (Ann): the game is over: every player has had 1 turn
Ann: roll 666655
^~~

### an unknown option
$ rongo-validate sevens/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: sevens/unknown-option.rec:4:20: error: bad Variant 'rounds=2 target=100': Sevens has no option 'target'
[Variant "rounds=2 target=100"]
                   ^~~~~~~~~~
