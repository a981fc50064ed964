# The programs on Going to Boston records.  Every expected line was
# worked out by hand from RULINGS.md ("Dice games": throws of 3, 2 and 1
# dice, the highest of each kept, the turn scoring their sum or, with
# multiplication, (first two) x third; the best score wins the round,
# ties sharing it; most rounds won over rounds=5), the rulings in
# rongo-games(7) and the diagnostic format.  The hand working of each
# fixture is in fixtures/going-to-boston/README.

### a complete game of 3 rounds: rounds won Ann 1, Bob 2, Cy 1
$ rongo-validate going-to-boston/complete.rec
>>> status 0

### -v: the records, their turns (one per player and round) and status
$ rongo-validate -v going-to-boston/complete.rec going-to-boston/complete.yaml going-to-boston/tie.rec going-to-boston/multiplication.yaml going-to-boston/alias.rec going-to-boston/unfinished.rec going-to-boston/first-kept.rec going-to-boston/between.rec
>>> status 0
>>> stdout
going-to-boston/complete.rec: record 1: going-to-boston, 9 turns, finished
going-to-boston/complete.yaml: record 1: going-to-boston, 9 turns, finished
going-to-boston/tie.rec: record 1: going-to-boston, 4 turns, finished
going-to-boston/multiplication.yaml: record 1: going-to-boston, 4 turns, finished
going-to-boston/alias.rec: record 1: going-to-boston, 1 turn, finished
going-to-boston/unfinished.rec: record 1: going-to-boston, 2 turns, unfinished
going-to-boston/first-kept.rec: record 1: going-to-boston, 1 turn, unfinished
going-to-boston/between.rec: record 1: going-to-boston, 2 turns, unfinished

### the score table: a round counts when its last player has thrown, so
### a turn's score moves only on the turn that closes a round
$ rongo-score going-to-boston/complete.rec
>>> status 0
>>> stdout
going-to-boston/complete.rec: record 1: going-to-boston, finished
  turn  player  score  total
     1  Ann         0      0
     2  Bob         0      0
     3  Cy          1      1
     4  Ann         0      0
     5  Bob         0      1
     6  Cy          0      1
     7  Ann         0      1
     8  Bob         0      1
     9  Cy          0      1
  standings
     1  Bob         2
     2  Ann         1
     2  Cy          1
  winner: Bob (all 3 rounds are played)

### the YAML document of the contract: score is the rounds won
$ rongo-score -f yaml going-to-boston/complete.rec
>>> status 0
>>> stdout
file: going-to-boston/complete.rec
record: 1
game: going-to-boston
tags: {Variant: rounds=3}
status: finished
winner: Bob
players:
  - name: Ann
    score: 1
    rank: 2
  - name: Bob
    score: 2
    rank: 1
  - name: Cy
    score: 1
    rank: 2
turns:
  - {player: Ann, score: 0, total: 0, actions: ["roll 653", "roll 41", "roll 2"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 266", "roll 65", "roll 3"]}
  - {player: Cy, score: 1, total: 1, actions: ["roll 125", "roll 35", "roll 5"]}
  - {player: Ann, score: 0, total: 0, actions: ["roll 444", "roll 13", "roll 6"]}
  - {player: Bob, score: 0, total: 1, actions: ["roll 123", "roll 22", "roll 1"]}
  - {player: Cy, score: 0, total: 1, actions: ["roll 316", "roll 52", "roll 1"]}
  - {player: Ann, score: 0, total: 1, actions: ["roll 556", "roll 55", "roll 4"]}
  - {player: Bob, score: 0, total: 1, actions: ["roll 631", "roll 26", "roll 6"]}
  - {player: Cy, score: 0, total: 1, actions: ["roll 245", "roll 34", "roll 6"]}

### a round each shares the win: Ann 1, Bob 1
$ rongo-score going-to-boston/tie.rec
>>> status 0
>>> stdout
going-to-boston/tie.rec: record 1: going-to-boston, finished
  turn  player  score  total
     1  Ann         0      0
     2  Bob         1      1
     3  Ann         0      0
     4  Bob         0      1
  standings
     1  Ann         1
     1  Bob         1
  winners: Ann, Bob (all 2 rounds are played)

### the shared win in YAML: a list of winners
$ rongo-score -f yaml going-to-boston/tie.rec | sed -n 1,7p
>>> status 0
>>> stdout
file: going-to-boston/tie.rec
record: 1
game: going-to-boston
tags: {Variant: rounds=2}
status: finished
winner: [Ann, Bob]
players:

### multiplication: Ann 50 beats Bob 36, then 24 and 24 share
$ rongo-score going-to-boston/multiplication.yaml | tail -n 4
>>> status 0
>>> stdout
  standings
     1  Ann         2
     2  Bob         1
  winner: Ann (all 2 rounds are played)

### the round in progress adds nothing yet
$ rongo-score going-to-boston/unfinished.rec | tail -n 4
>>> status 0
>>> stdout
  standings
     1  Ann         0
     1  Bob         0
  winner: none yet

### the score sheet of the complete game
$ rongo-render-ascii going-to-boston/complete.rec
>>> status 0
>>> stdout
Going to Boston, 3 rounds played
Each cell: the dice kept, then the score (their sum); * won the round.
Round      Ann      Bob       Cy
    1   642 12  663 15*  555 15*
    2  436 13*    321 6   651 12
    3   654 15  666 18*   546 15
Won          1        2        1
Finished: Bob wins with 2 rounds of 3.

### the sheet under multiplication, a shared round
$ rongo-render-ascii going-to-boston/multiplication.yaml
>>> status 0
>>> stdout
Going to Boston, 2 rounds played
Each cell: the dice kept, then the score ((1st + 2nd) x 3rd); * won the round.
Round      Ann      Bob
    1  645 50*   663 36
    2  226 24*  533 24*
Won          2        1
Finished: Ann wins with 2 rounds of 2.

### the sheet of a shared win
$ rongo-render-ascii going-to-boston/tie.rec
>>> status 0
>>> stdout
Going to Boston, 2 rounds played
Each cell: the dice kept, then the score (their sum); * won the round.
Round      Ann     Bob
    1    111 3  423 9*
    2  666 18*  642 12
Won          1       1
Finished: Ann and Bob share the win with 1 round of 2 each.

### a turn in progress: "65.." is 6 and 5 kept, one die to throw
$ rongo-render-ascii going-to-boston/unfinished.rec
>>> status 0
>>> stdout
Going to Boston, round 1 of 3
Each cell: the dice kept, then the score (their sum); * won the round.
Round     Ann   Bob
    1  642 12  65..
    2
    3
Won         0     0
Bob's turn: 6 and 5 kept; throw 1 die.

### --next before the last throw: one die goes on Bob's line
$ rongo-roll --next --seed 3 going-to-boston/unfinished.rec | sed -E '$s/ roll [1-6]$/ roll d/'
>>> status 0
>>> stdout
[Game "going-to-boston"]
[Players "Ann, Bob"]
[Variant "rounds=3"]

Ann: roll 653 roll 41 roll 2
Bob: roll 264 roll 35 roll d

### --next after the first throw: two dice on Ann's line
$ rongo-roll --next --seed 3 going-to-boston/first-kept.rec | sed -E '$s/ roll [1-6]{2}$/ roll dd/' | tail -n 1
>>> status 0
>>> stdout
Ann: roll 325 roll dd

### --next between rounds: three dice on a new line for Ann's round 2
$ rongo-roll --next --seed 3 going-to-boston/between.rec | sed -E '$s/ roll [1-6]{3}$/ roll ddd/' | tail -n 2
>>> status 0
>>> stdout
Bob: roll 264 roll 35 roll 1
Ann: roll ddd

### --next in YAML: the die goes into Bob's actions
$ rongo-apply -f yaml going-to-boston/unfinished.rec | rongo-roll --next --seed 3 | sed -E '$s/roll [1-6]"]}$/roll d"]}/' | tail -n 2
>>> status 0
>>> stdout
- {player: Ann, actions: ["roll 653", "roll 41", "roll 2"]}
- {player: Bob, actions: ["roll 264", "roll 35", "roll d"]}

### no throw is due once the rounds are played
$ rongo-roll --next going-to-boston/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: going-to-boston/complete.rec:1:1: error: the game is over: no throw is due
[Game "going-to-boston"]
^

### -l lists the throw due, a '?' a die, and never keep or stop: Bob
### has kept the 6 of 264 and the 5 of 35, 1 die left; his 4 ends round
### 1 and Ann opens round 2 with all 3; Ann's 653 sets the 6 aside, 2
### dice left; nothing once the rounds are played
$ rongo-apply -l going-to-boston/unfinished.rec; rongo-apply -l -m 'Bob: roll 4' going-to-boston/unfinished.rec; head -n 4 going-to-boston/unfinished.rec | rongo-apply -l -m 'Ann: roll 653'; rongo-apply -l going-to-boston/complete.rec
>>> status 0
>>> stdout
Bob: roll ?
Ann: roll ???
Ann: roll ??

### a throw as -l lists it is refused: its die is not known yet
$ rongo-apply -m 'Bob: roll ?' going-to-boston/unfinished.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: going-to-boston/unfinished.rec record 1: turn 2 (Bob): 'roll ?': '?' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ?
          ^

### the canonical record: dice together, no separators, lines joined
$ rongo-apply going-to-boston/complete.rec
>>> status 0
>>> stdout
[Game "going-to-boston"]
[Players "Ann, Bob, Cy"]
[Variant "rounds=3"]

{By hand: round 1 Ann 12, Bob 15, Cy 15 (shared); round 2 Ann 13,
 Bob 6, Cy 12; round 3 Ann 15, Bob 18, Cy 15.  Rounds won: Ann 1,
 Bob 2, Cy 1; Bob wins}
Ann: roll 653 roll 41 roll 2
Bob: roll 266 roll 65 roll 3
Cy: roll 125 roll 35 roll 5
Ann: roll 444 roll 13 roll 6
Bob: roll 123 roll 22 roll 1
Cy: roll 316 roll 52 roll 1
Ann: roll 556 roll 55 roll 4
Bob: roll 631 roll 26 roll 6
Cy: roll 245 roll 34 roll 6

### the record in YAML
$ rongo-apply -f yaml going-to-boston/complete.rec
>>> status 0
>>> stdout
game: going-to-boston
players: [Ann, Bob, Cy]
tags: {Variant: rounds=3}
turns:
- {player: Ann, actions: ["roll 653", "roll 41", "roll 2"]}
- {player: Bob, actions: ["roll 266", "roll 65", "roll 3"]}
- {player: Cy, actions: ["roll 125", "roll 35", "roll 5"]}
- {player: Ann, actions: ["roll 444", "roll 13", "roll 6"]}
- {player: Bob, actions: ["roll 123", "roll 22", "roll 1"]}
- {player: Cy, actions: ["roll 316", "roll 52", "roll 1"]}
- {player: Ann, actions: ["roll 556", "roll 55", "roll 4"]}
- {player: Bob, actions: ["roll 631", "roll 26", "roll 6"]}
- {player: Cy, actions: ["roll 245", "roll 34", "roll 6"]}
comments: [{ply: 0, text: "By hand: round 1 Ann 12, Bob 15, Cy 15 (shared); round 2 Ann 13,\n Bob 6, Cy 12; round 3 Ann 15, Bob 18, Cy 15.  Rounds won: Ann 1,\n Bob 2, Cy 1; Bob wins"}]

### notation -> YAML -> notation gives the canonical record back
$ rongo-apply going-to-boston/complete.rec >$T/a && rongo-apply -f yaml going-to-boston/complete.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### YAML in (dice apart, with commas), notation out
$ rongo-apply -f notation going-to-boston/multiplication.yaml
>>> status 0
>>> stdout
[Game "going-to-boston"]
[Players "Ann, Bob"]
[Variant "rounds=2 multiplication"]

Ann: roll 653 roll 41 roll 5
Bob: roll 662 roll 56 roll 3
Ann: roll 221 roll 12 roll 6
Bob: roll 345 roll 33 roll 3

### a first throw of two dice
$ rongo-validate going-to-boston/first-count.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/first-count.rec:4:11: error: turn 1 (Ann): 'roll 65': the first throw is of all 3 dice, not 2
Ann: roll 65 roll 41 roll 2
          ^~

### a second throw of three dice, though one is kept
$ rongo-validate going-to-boston/left-count.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/left-count.rec:4:20: error: turn 1 (Ann): 'roll 641': the 6 is kept: only 2 dice are left to throw, not 3
Ann: roll 653 roll 641 roll 2
                   ^~~

### a die that is not 1 to 6
$ rongo-validate going-to-boston/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/bad-die.rec:4:20: error: turn 1 (Ann): 'roll 70': '70' is not dice: dice are written as digits 1 to 6
Ann: roll 653 roll 70
                   ^~

### roll with no dice after it
$ rongo-validate going-to-boston/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/no-dice.rec:4:15: error: turn 1 (Ann): 'roll': write the 2 dice thrown after roll
Ann: roll 653 roll
              ^~~~

### a fourth throw: the turn ended with its third
$ rongo-validate going-to-boston/after-turn.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/after-turn.rec:4:30: error: turn 1 (Ann): 'roll 5': the turn is over: its three throws kept 6, 4 and 2, scoring 6 + 4 + 2 = 12
Ann: roll 653 roll 41 roll 2 roll 5
                             ^~~~

### keep written: setting aside is the referee's
$ rongo-validate going-to-boston/keep.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/keep.rec:4:15: error: turn 1 (Ann): 'keep 6': keep is not written: the referee has set aside the 6 of 653
Ann: roll 653 keep 6 roll 41 roll 2
              ^~~~

### a turn stopped before its third throw
$ rongo-validate going-to-boston/stop.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/stop.rec:4:23: error: turn 1 (Ann): 'stop': a turn is always three throws: 1 die is left to throw
Ann: roll 653 roll 41 stop
                      ^~~~

### a new turn line while the last die of the turn before is unthrown
$ rongo-validate going-to-boston/not-over.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: it has 1 die left to throw
Bob: roll 123 roll 45 roll 6
^~~

### a turn line with no throw
$ rongo-validate going-to-boston/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/no-throw.rec:5:1: error: turn 2 (Bob): the turn before has no throw: a turn is three throws, of 3, 2 and 1 dice
Bob: roll 123 roll 45 roll 6
^~~

### a player out of turn
$ rongo-validate going-to-boston/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 123 roll 45 roll 6
^~~

### a turn after the last round
$ rongo-validate going-to-boston/after-end.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/after-end.rec:7:1: error: turn 3 (Ann): the game is over: the only round is played
Ann: roll 111 roll 11 roll 1
^~~

### an unknown action opening a turn
$ rongo-validate going-to-boston/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/unknown-action.rec:5:6: error: turn 2 (Bob): 'score 12': 'score' is not a Going to Boston action: write roll
Bob: score 12
     ^~~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate going-to-boston/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/unknown-word.rec:4:15: error: turn 1 (Ann): 'roll 653 hold': 'hold' is neither dice nor an action: the only action is roll
Ann: roll 653 hold
              ^~~~

### a game of no rounds
$ rongo-validate going-to-boston/bad-rounds.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/bad-rounds.rec:3:18: error: bad Variant 'rounds=0': rounds must be a whole number from 1 to 99
[Variant "rounds=0"]
                 ^

### an unknown option
$ rongo-validate going-to-boston/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/unknown-option.rec:3:20: error: bad Variant 'rounds=3 stakes=5': Going to Boston has no option 'stakes'
[Variant "rounds=3 stakes=5"]
                   ^~~~~~~~

### the multiplication flag takes no value
$ rongo-validate going-to-boston/flag-value.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/flag-value.rec:3:11: error: bad Variant 'multiplication=1': option 'multiplication' takes no value
[Variant "multiplication=1"]
          ^~~~~~~~~~~~~~~~

### a record without its players
$ rongo-validate going-to-boston/no-players.rec
>>> status 1
>>> stderr
rongo-validate: going-to-boston/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "going-to-boston"]
^

### -p: the state for scripts.  The file's first 9 lines stop after
### Bob's second throw of round 1: 266 set the (first) 6 aside, 6 5 the
### 6: 2 throws, 6 6 aside in that order, the 5 showing, his last die to
### throw; no points, the turn scoring only with its third throw; no
### round decided, every total 0.  Once over nobody is due, nothing
### showing or aside, rounds won Ann 1, Bob 2, Cy 1 (the comment of
### complete.rec)
$ head -n 9 going-to-boston/complete.rec | rongo-apply -p; rongo-apply -p going-to-boston/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 2
showing: 5
aside: 66
totals: Ann 0, Bob 0, Cy 0
player: none
throw: 0
showing:
aside:
totals: Ann 1, Bob 2, Cy 1

### -p -f yaml: after Bob's first throw 266 one 6 is set aside, the
### other 6 and the 2 show in the order thrown
$ head -n 8 going-to-boston/complete.rec | rongo-apply -p -f yaml -m 'Bob: roll 266'
>>> status 0
>>> stdout
game: going-to-boston
player: Bob
throw: 1
showing: [2, 6]
aside: [6]
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 0}
  - {name: Cy, score: 0}
