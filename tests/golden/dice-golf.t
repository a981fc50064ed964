# The programs on Dice Golf records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games": three dice, a hole takes throws
# until one shows two equal dice, its score is its throws, lowest total
# wins), the rulings in rongo-games(7) and the diagnostic format.  The
# hand working of each fixture is in fixtures/dice-golf/README.

### a complete game of 3 holes: Ann 3 + 1 + 2 = 6, Bob 1 + 4 + 2 = 7
$ rongo-validate dice-golf/complete.rec
>>> status 0

### -v: the records, their turns (one per hole and player) and status
$ rongo-validate -v dice-golf/complete.rec dice-golf/complete.yaml dice-golf/tie.rec dice-golf/course.rec dice-golf/unfinished.rec dice-golf/between.rec
>>> status 0
>>> stdout
dice-golf/complete.rec: record 1: dice-golf, 6 turns, finished
dice-golf/complete.yaml: record 1: dice-golf, 6 turns, finished
dice-golf/tie.rec: record 1: dice-golf, 6 turns, finished
dice-golf/course.rec: record 1: dice-golf, 36 turns, finished
dice-golf/unfinished.rec: record 1: dice-golf, 2 turns, unfinished
dice-golf/between.rec: record 1: dice-golf, 2 turns, unfinished

### the score table: a turn's score is its hole's throws
$ rongo-score dice-golf/complete.rec
>>> status 0
>>> stdout
dice-golf/complete.rec: record 1: dice-golf, finished
  turn  player  score  total
     1  Ann         3      3
     2  Bob         1      1
     3  Ann         1      4
     4  Bob         4      5
     5  Ann         2      6
     6  Bob         2      7
  standings
     1  Ann         6
     2  Bob         7
  winner: Ann (the last of the 3 holes is played)

### the YAML document of the contract: fewer throws rank higher
$ rongo-score -f yaml dice-golf/complete.rec
>>> status 0
>>> stdout
file: dice-golf/complete.rec
record: 1
game: dice-golf
tags: {Variant: holes=3}
status: finished
winner: Ann
players:
  - name: Ann
    score: 6
    rank: 1
  - name: Bob
    score: 7
    rank: 2
turns:
  - {player: Ann, score: 3, total: 3, actions: ["roll 123", "roll 456", "roll 552"]}
  - {player: Bob, score: 1, total: 1, actions: ["roll 336"]}
  - {player: Ann, score: 1, total: 4, actions: ["roll 161"]}
  - {player: Bob, score: 4, total: 5, actions: ["roll 246", "roll 135", "roll 624", "roll 444"]}
  - {player: Ann, score: 2, total: 6, actions: ["roll 612", "roll 662"]}
  - {player: Bob, score: 2, total: 7, actions: ["roll 235", "roll 511"]}

### a tie for the lowest total shares the win: Ann 3, Bob 3, Cy 4
$ rongo-score dice-golf/tie.rec
>>> status 0
>>> stdout
dice-golf/tie.rec: record 1: dice-golf, finished
  turn  player  score  total
     1  Ann         1      1
     2  Bob         2      2
     3  Cy          1      1
     4  Ann         2      3
     5  Bob         1      3
     6  Cy          3      4
  standings
     1  Ann         3
     1  Bob         3
     3  Cy          4
  winners: Ann, Bob (the last of the 2 holes is played)

### the shared win in YAML: a list of winners
$ rongo-score -f yaml dice-golf/tie.rec | sed -n 1,7p
>>> status 0
>>> stdout
file: dice-golf/tie.rec
record: 1
game: dice-golf
tags: {Variant: holes=2}
status: finished
winner: [Ann, Bob]
players:

### the hole in progress counts its throws so far: Bob has thrown twice
$ rongo-score dice-golf/unfinished.rec
>>> status 0
>>> stdout
dice-golf/unfinished.rec: record 1: dice-golf, unfinished
  turn  player  score  total
     1  Ann         2      2
     2  Bob         2      2
  standings
     1  Ann         2
     1  Bob         2
  winner: none yet

### the full course of 18 holes: Ann 17 + 18 = 35, Bob 15 + 16 = 31
$ rongo-score dice-golf/course.rec | tail -n 4
>>> status 0
>>> stdout
  standings
     1  Bob        31
     2  Ann        35
  winner: Bob (the last of the 18 holes is played)

### the score card of the complete game
$ rongo-render-ascii dice-golf/complete.rec
>>> status 0
>>> stdout
Dice Golf, 3 holes played
Throws per hole with 3 dice; lowest total wins.
Hole   Ann  Bob
    1    3    1
    2    1    4
    3    2    2
Total    6    7
Finished: Ann wins with 6.

### the card of the full course
$ rongo-render-ascii dice-golf/course.rec
>>> status 0
>>> stdout
Dice Golf, 18 holes played
Throws per hole with 3 dice; lowest total wins.
Hole   Ann  Bob
    1    1    2
    2    2    1
    3    3    1
    4    1    3
    5    1    2
    6    2    1
    7    4    1
    8    1    2
    9    2    2
   10    3    1
   11    1    4
   12    2    1
   13    1    2
   14    5    1
   15    1    3
   16    2    1
   17    2    1
   18    1    2
Total   35   31
Finished: Bob wins with 31.

### the card of a shared win
$ rongo-render-ascii dice-golf/tie.rec
>>> status 0
>>> stdout
Dice Golf, 2 holes played
Throws per hole with 3 dice; lowest total wins.
Hole   Ann  Bob  Cy
    1    1    2   1
    2    2    1   3
Total    3    3   4
Finished: Ann and Bob share the win with 3.

### a hole in progress: "2+" is two throws and no pair yet
$ rongo-render-ascii dice-golf/unfinished.rec
>>> status 0
>>> stdout
Dice Golf, hole 1 of 3
Throws per hole with 3 dice; lowest total wins.
Hole   Ann  Bob
    1    2   2+
    2
    3
Total    2    2
Bob's hole 1: 2 throws, no two dice equal yet; throw again.

### --next in mid-hole: three dice go on Bob's line
$ rongo-roll --next --seed 3 dice-golf/unfinished.rec | sed -E '$s/ [1-6]{3}$/ ddd/'
>>> status 0
>>> stdout
[Game "dice-golf"]
[Players "Ann, Bob"]
[Variant "holes=3"]

Ann: roll 123 roll 334
Bob: roll 156 roll 246 roll ddd

### --next between holes: three dice on a new line for Ann's hole 2
$ rongo-roll --next --seed 3 dice-golf/between.rec | sed -E '$s/ [1-6]{3}$/ ddd/'
>>> status 0
>>> stdout
[Game "dice-golf"]
[Players "Ann, Bob"]
[Variant "holes=3"]

Ann: roll 123 roll 334
Bob: roll 611
Ann: roll ddd

### --next in YAML: the throw goes into Bob's actions
$ rongo-apply -f yaml dice-golf/unfinished.rec | rongo-roll --next --seed 3 | sed -E '$s/roll [1-6]{3}"]}$/roll ddd"]}/' | tail -n 2
>>> status 0
>>> stdout
- {player: Ann, actions: ["roll 123", "roll 334"]}
- {player: Bob, actions: ["roll 156", "roll 246", "roll ddd"]}

### no throw is due once the course is played
$ rongo-roll --next dice-golf/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: dice-golf/complete.rec:1:1: error: the game is over: no throw is due
[Game "dice-golf"]
^

### -l lists the throw due, its three dice still to come, and never
### stop: Bob's hole 1 goes on (156 and 246 show no two equal dice);
### after his 655 (two 5s) ends it, Ann's hole 2; nothing once the
### course is played
$ rongo-apply -l dice-golf/unfinished.rec; rongo-apply -l -m 'Bob: roll 655' dice-golf/unfinished.rec; rongo-apply -l dice-golf/complete.rec
>>> status 0
>>> stdout
Bob: roll ???
Ann: roll ???

### a throw as -l lists it is refused: its dice are not known yet
$ rongo-apply -m 'Bob: roll ???' dice-golf/unfinished.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: dice-golf/unfinished.rec record 1: turn 2 (Bob): 'roll ???': '???' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ???
          ^~~

### the canonical record: dice together, no separators, lines joined
$ rongo-apply dice-golf/complete.rec
>>> status 0
>>> stdout
[Game "dice-golf"]
[Players "Ann, Bob"]
[Variant "holes=3"]

{By hand: Ann 3 + 1 + 2 = 6; Bob 1 + 4 + 2 = 7; Ann wins}
Ann: roll 123 roll 456 roll 552
Bob: roll 336
Ann: roll 161
Bob: roll 246 roll 135 roll 624 roll 444
Ann: roll 612 roll 662
Bob: roll 235 roll 511

### the record in YAML
$ rongo-apply -f yaml dice-golf/complete.rec
>>> status 0
>>> stdout
game: dice-golf
players: [Ann, Bob]
tags: {Variant: holes=3}
turns:
- {player: Ann, actions: ["roll 123", "roll 456", "roll 552"]}
- {player: Bob, actions: ["roll 336"]}
- {player: Ann, actions: ["roll 161"]}
- {player: Bob, actions: ["roll 246", "roll 135", "roll 624", "roll 444"]}
- {player: Ann, actions: ["roll 612", "roll 662"]}
- {player: Bob, actions: ["roll 235", "roll 511"]}
comments: [{ply: 0, text: "By hand: Ann 3 + 1 + 2 = 6; Bob 1 + 4 + 2 = 7; Ann wins"}]

### notation -> YAML -> notation gives the canonical record back
$ rongo-apply dice-golf/complete.rec >$T/a && rongo-apply -f yaml dice-golf/complete.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### YAML in (dice apart, with commas), notation out
$ rongo-apply -f notation dice-golf/complete.yaml
>>> status 0
>>> stdout
[Game "dice-golf"]
[Players "Ann, Bob"]
[Variant "holes=3"]

Ann: roll 123 roll 456 roll 552
Bob: roll 336
Ann: roll 161
Bob: roll 246 roll 135 roll 624 roll 444
Ann: roll 612 roll 662
Bob: roll 235 roll 511

### a throw of two dice
$ rongo-validate dice-golf/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/wrong-count.rec:4:20: error: turn 1 (Ann): 'roll 45': a throw is 3 dice, not 2
Ann: roll 123 roll 45 roll 112
                   ^~

### a die that is not 1 to 6
$ rongo-validate dice-golf/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/bad-die.rec:4:20: error: turn 1 (Ann): 'roll 170': '170' is not dice: dice are written as digits 1 to 6
Ann: roll 123 roll 170
                   ^~~

### roll with no dice after it
$ rongo-validate dice-golf/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/no-dice.rec:4:15: error: turn 1 (Ann): 'roll': write the 3 dice thrown after roll
Ann: roll 123 roll
              ^~~~

### a throw after the pair that finished the hole
$ rongo-validate dice-golf/after-hole.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/after-hole.rec:4:24: error: turn 1 (Ann): 'roll 356': the turn is over: its throw 224 showed two equal dice and finished the hole
Ann: roll 123 roll 224 roll 356
                       ^~~~

### a hole given up with stop
$ rongo-validate dice-golf/stop.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/stop.rec:4:24: error: turn 1 (Ann): 'stop': a hole cannot be given up: throw until two dice are equal
Ann: roll 123 roll 456 stop
                       ^~~~

### a new turn line while the hole before has no pair yet
$ rongo-validate dice-golf/not-over.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: hole 1 goes on until a throw shows two equal dice
Bob: roll 112
^~~

### a turn line with no throw
$ rongo-validate dice-golf/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/no-throw.rec:5:1: error: turn 2 (Bob): the turn before has no throw: every hole takes at least one
Bob: roll 112
^~~

### a player out of turn
$ rongo-validate dice-golf/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 334
^~~

### a turn after the last hole
$ rongo-validate dice-golf/after-end.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/after-end.rec:7:1: error: turn 3 (Ann): the game is over: the only hole is played
Ann: roll 446
^~~

### an unknown action opening a turn
$ rongo-validate dice-golf/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/unknown-action.rec:5:6: error: turn 2 (Bob): 'keep 12': 'keep' is not a Dice Golf action: write roll
Bob: keep 12
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate dice-golf/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/unknown-word.rec:4:15: error: turn 1 (Ann): 'roll 123 hold': 'hold' is neither dice nor an action: the only action is roll
Ann: roll 123 hold
              ^~~~

### a course of no holes
$ rongo-validate dice-golf/bad-holes.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/bad-holes.rec:3:17: error: bad Variant 'holes=0': holes must be a whole number from 1 to 99
[Variant "holes=0"]
                ^

### an unknown option
$ rongo-validate dice-golf/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: dice-golf/unknown-option.rec:3:19: error: bad Variant 'holes=9 par=3': Dice Golf has no option 'par'
[Variant "holes=9 par=3"]
                  ^~~~~

### -p: the state for scripts.  The file's first 9 lines stop in Bob's
### hole 2: Ann has played hole 1 in 3 and hole 2 in 1 (4), Bob hole 1
### in 1; his 246 and 135 show no pair, so the hole goes on after 2
### throws (his total 1 + 2 = 3, the hole in progress counted), the 1 3
### 5 showing; no points (a hole scores its throws) and nothing aside.
### Once over nobody is due, no throw made, nothing showing, the totals
### Ann 3 + 1 + 2 = 6 and Bob 1 + 4 + 2 = 7 (the comment of complete.rec)
$ head -n 9 dice-golf/complete.rec | rongo-apply -p; rongo-apply -p dice-golf/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 2
showing: 135
aside:
totals: Ann 4, Bob 3
player: none
throw: 0
showing:
aside:
totals: Ann 6, Bob 7

### -p -f yaml: the same mid-hole state as a mapping
$ head -n 9 dice-golf/complete.rec | rongo-apply -p -f yaml
>>> status 0
>>> stdout
game: dice-golf
player: Bob
throw: 2
showing: [1, 3, 5]
aside: []
totals:
  - {name: Ann, score: 4}
  - {name: Bob, score: 3}
