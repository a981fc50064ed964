# The programs on Around the Spot records.  Every expected line was
# worked out by hand from RULINGS.md ("Dice games": 3 throws of 3 dice;
# a 1 scores 1, a 3 scores 2, a 5 scores 4; a triple 2, 4 or 6 does not
# count and toggles the doubling of the turn; rounds=4), the rulings in
# rongo-games(7) and the diagnostic format.  The hand working of each
# fixture is in fixtures/around-the-spot/README.

### a complete game of 4 rounds: Ann 11 + 14 + 30 + 13 = 68, Bob 34 + 0 + 28 + 9 = 71
$ rongo-validate around-the-spot/complete.rec
>>> status 0

### -v: the records, their turns (one per round and player) and status
$ rongo-validate -v around-the-spot/complete.rec around-the-spot/complete.yaml around-the-spot/tie.yaml around-the-spot/unfinished.rec around-the-spot/between.rec
>>> status 0
>>> stdout
around-the-spot/complete.rec: record 1: around-the-spot, 8 turns, finished
around-the-spot/complete.yaml: record 1: around-the-spot, 8 turns, finished
around-the-spot/tie.yaml: record 1: around-the-spot, 3 turns, finished
around-the-spot/unfinished.rec: record 1: around-the-spot, 2 turns, unfinished
around-the-spot/between.rec: record 1: around-the-spot, 2 turns, unfinished

### the alias names the same game, here for a record without a Game tag
$ sed 1d around-the-spot/complete.rec | rongo-validate -v -g flower-petals - | sed 's/^[^:]*: //'
>>> status 0
>>> stdout
record 1: around-the-spot, 8 turns, finished

### the score table: Bob's 222 doubles round 1, Ann's 444 and 666 cancel in round 2
$ rongo-score around-the-spot/complete.rec
>>> status 0
>>> stdout
around-the-spot/complete.rec: record 1: around-the-spot, finished
  turn  player  score  total
     1  Ann        11     11
     2  Bob        34     34
     3  Ann        14     25
     4  Bob         0     34
     5  Ann        30     55
     6  Bob        28     62
     7  Ann        13     68
     8  Bob         9     71
  standings
     1  Bob        71
     2  Ann        68
  winner: Bob (all 4 rounds are played)

### the YAML document of the contract: points, the highest ranking first
$ rongo-score -f yaml around-the-spot/complete.rec
>>> status 0
>>> stdout
file: around-the-spot/complete.rec
record: 1
game: around-the-spot
tags: {}
status: finished
winner: Bob
players:
  - name: Ann
    score: 68
    rank: 2
  - name: Bob
    score: 71
    rank: 1
turns:
  - {player: Ann, score: 11, total: 11, actions: ["roll 135", "roll 246", "roll 113"]}
  - {player: Bob, score: 34, total: 34, actions: ["roll 555", "roll 222", "roll 616", "roll 334"]}
  - {player: Ann, score: 14, total: 25, actions: ["roll 444", "roll 351", "roll 666", "roll 262", "roll 135"]}
  - {player: Bob, score: 0, total: 34, actions: ["roll 246", "roll 264", "roll 462"]}
  - {player: Ann, score: 30, total: 55, actions: ["roll 511", "roll 353", "roll 666", "roll 146"]}
  - {player: Bob, score: 28, total: 62, actions: ["roll 555", "roll 553", "roll 115"]}
  - {player: Ann, score: 13, total: 68, actions: ["roll 123", "roll 456", "roll 333"]}
  - {player: Bob, score: 9, total: 71, actions: ["roll 612", "roll 343", "roll 656"]}

### a tie for the highest total shares the win: Ann 10, Bob 5 x 2 = 10, Cy 7
$ rongo-score around-the-spot/tie.yaml
>>> status 0
>>> stdout
around-the-spot/tie.yaml: record 1: around-the-spot, finished
  turn  player  score  total
     1  Ann        10     10
     2  Bob        10     10
     3  Cy          7      7
  standings
     1  Ann        10
     1  Bob        10
     3  Cy          7
  winners: Ann, Bob (the only round is played)

### the shared win in YAML: a list of winners
$ rongo-score -f yaml around-the-spot/tie.yaml | sed -n 1,7p
>>> status 0
>>> stdout
file: around-the-spot/tie.yaml
record: 1
game: around-the-spot
tags: {Variant: rounds=1}
status: finished
winner: [Ann, Bob]
players:

### the turn in progress counts its points so far, doubled: Bob 9 x 2 = 18
$ rongo-score around-the-spot/unfinished.rec
>>> status 0
>>> stdout
around-the-spot/unfinished.rec: record 1: around-the-spot, unfinished
  turn  player  score  total
     1  Ann        11     11
     2  Bob        18     18
  standings
     1  Bob        18
     2  Ann        11
  winner: none yet

### the score sheet of the complete game: * marks the doubled turns
$ rongo-render-ascii around-the-spot/complete.rec
>>> status 0
>>> stdout
Around the Spot, after turn 8
4 rounds of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores 4.
* marks a turn doubled by a triple 2, 4 or 6.
Round  Ann  Bob
    1  11   34*
    2  14    0
    3  30*  28
    4  13    9
Total  68   71
Finished: Bob wins with 71.

### the sheet of a shared win
$ rongo-render-ascii around-the-spot/tie.yaml
>>> status 0
>>> stdout
Around the Spot, after turn 3
1 round of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores 4.
* marks a turn doubled by a triple 2, 4 or 6.
Round  Ann  Bob  Cy
    1  10   10*  7
Total  10   10   7
Finished: Ann and Bob share the win with 10.

### a turn in progress: "18+" is Bob's 9 points so far, doubled
$ rongo-render-ascii around-the-spot/unfinished.rec
>>> status 0
>>> stdout
Around the Spot, turn 2 in progress
4 rounds of 3 throws of 3 dice; 1 scores 1, 3 scores 2, 5 scores 4.
* marks a turn doubled by a triple 2, 4 or 6.
Round  Ann  Bob
    1  11   18+
    2
    3
    4
Total  11   18
Bob's round 1: 1 of 3 throws made, 9 points doubled to 18; throw again.

### --next in mid-turn: three dice go on Bob's line
$ rongo-roll --next --seed 3 around-the-spot/unfinished.rec | sed -E '$s/ [1-6]{3}$/ ddd/'
>>> status 0
>>> stdout
[Game "around-the-spot"]
[Players "Ann, Bob"]

Ann: roll 135 roll 246 roll 113
Bob: roll 222 roll 515 roll ddd

### --next between turns: three dice on a new line for Ann's round 2
$ rongo-roll --next --seed 3 around-the-spot/between.rec | sed -E '$s/ [1-6]{3}$/ ddd/'
>>> status 0
>>> stdout
[Game "around-the-spot"]
[Players "Ann, Bob"]

Ann: roll 135 roll 246 roll 113
Bob: roll 555 roll 222 roll 616 roll 334
Ann: roll ddd

### --next in YAML: the throw goes into Bob's actions
$ rongo-apply -f yaml around-the-spot/unfinished.rec | rongo-roll --next --seed 3 | sed -E '$s/roll [1-6]{3}"]}$/roll ddd"]}/' | tail -n 2
>>> status 0
>>> stdout
- {player: Ann, actions: ["roll 135", "roll 246", "roll 113"]}
- {player: Bob, actions: ["roll 222", "roll 515", "roll ddd"]}

### the throw --next adds is one the referee accepts
$ rongo-roll --next --seed 3 around-the-spot/unfinished.rec | rongo-validate -v - | sed 's/^[^:]*: //'
>>> status 0
>>> stdout
record 1: around-the-spot, 2 turns, unfinished

### no throw is due once every round is played
$ rongo-roll --next around-the-spot/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: around-the-spot/complete.rec:1:1: error: the game is over: no throw is due
[Game "around-the-spot"]
^

### -l lists the throw due, a '?' for each of its three dice: Bob in
### mid-turn (515 his one counted throw, 222 not counted); Ann's round
### 2 after Bob's 555, 616 and 334; Bob again after -m's 135, his
### second counted throw, and Ann once 246 ends his turn; stop is never
### taken, and a finished game lists nothing
$ rongo-apply -l around-the-spot/unfinished.rec; rongo-apply -l around-the-spot/between.rec; rongo-apply -l -m 'Bob: roll 135' around-the-spot/unfinished.rec; rongo-apply -l -m 'Bob: roll 135 roll 246' around-the-spot/unfinished.rec; rongo-apply -l around-the-spot/complete.rec
>>> status 0
>>> stdout
Bob: roll ???
Ann: roll ???
Bob: roll ???
Ann: roll ???

### -p: the state for scripts (fixtures/around-the-spot/README).  throw
### counts the counted throws (a triple 2, 4 or 6 is not one); points
### are the turn's as its score counts them, doubled while the doubling
### stands; showing is the turn's last throw, all three dice (none
### between turns); nothing is set aside.  unfinished.rec: Bob's 222
### (on), then 515=9, one counted throw, 9 x 2 = 18, his total 18 with
### it, Ann 11.  Bob's 555=12 then 222 (on) by -m after round 1's Ann:
### one counted throw, 12 x 2 = 24, 222 showing.  between.rec: Ann due
### in round 2, no throw made; Ann 11, Bob 34
$ rongo-apply -p around-the-spot/unfinished.rec; head -n 5 around-the-spot/complete.rec | rongo-apply -p -m 'Bob: roll 555 roll 222'; rongo-apply -p around-the-spot/between.rec
>>> status 0
>>> stdout
player: Bob
throw: 1
points: 18
showing: 515
aside:
totals: Ann 11, Bob 18
player: Bob
throw: 1
points: 24
showing: 222
aside:
totals: Ann 11, Bob 24
player: Ann
throw: 0
points: 0
showing:
aside:
totals: Ann 11, Bob 34

### -p -f yaml: round 1 played (Ann 11, Bob 34), Ann's round 2 by -m:
### 444 (on), 351=7, 666 (off): one counted throw, 7 not doubled, her
### total 18 with it; read back by PyYAML
$ head -n 6 around-the-spot/complete.rec | rongo-apply -p -f yaml -m 'Ann: roll 444 roll 351 roll 666'; head -n 6 around-the-spot/complete.rec | rongo-apply -p -f yaml -m 'Ann: roll 444 roll 351 roll 666' | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["throw"], d["points"], d["showing"], d["aside"], [t["score"] for t in d["totals"]])'
>>> status 0
>>> stdout
game: around-the-spot
player: Ann
throw: 1
points: 7
showing: [6, 6, 6]
aside: []
totals:
  - {name: Ann, score: 18}
  - {name: Bob, score: 34}
Ann 1 7 [6, 6, 6] [] [18, 34]

### -p once over: nobody due, no turn in progress (no throw, 0 points,
### nothing showing); complete.rec Ann 68, Bob 71; tie.yaml (rounds=1)
### Ann 10, Bob 10, Cy 7; a blank line between records
$ rongo-apply -p around-the-spot/complete.rec around-the-spot/tie.yaml
>>> status 0
>>> stdout
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 68, Bob 71

player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 10, Bob 10, Cy 7

### the canonical record: dice together, no separators, lines joined
$ rongo-apply around-the-spot/complete.rec
>>> status 0
>>> stdout
[Game "around-the-spot"]
[Players "Ann, Bob"]

{By hand: Ann 11 + 14 + 30 + 13 = 68; Bob 34 + 0 + 28 + 9 = 71; Bob wins}
Ann: roll 135 roll 246 roll 113
Bob: roll 555 roll 222 roll 616 roll 334
Ann: roll 444 roll 351 roll 666 roll 262 roll 135
Bob: roll 246 roll 264 roll 462
Ann: roll 511 roll 353 roll 666 roll 146
Bob: roll 555 roll 553 roll 115
Ann: roll 123 roll 456 roll 333
Bob: roll 612 roll 343 roll 656

### the record in YAML
$ rongo-apply -f yaml around-the-spot/complete.rec
>>> status 0
>>> stdout
game: around-the-spot
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 135", "roll 246", "roll 113"]}
- {player: Bob, actions: ["roll 555", "roll 222", "roll 616", "roll 334"]}
- {player: Ann, actions: ["roll 444", "roll 351", "roll 666", "roll 262", "roll 135"]}
- {player: Bob, actions: ["roll 246", "roll 264", "roll 462"]}
- {player: Ann, actions: ["roll 511", "roll 353", "roll 666", "roll 146"]}
- {player: Bob, actions: ["roll 555", "roll 553", "roll 115"]}
- {player: Ann, actions: ["roll 123", "roll 456", "roll 333"]}
- {player: Bob, actions: ["roll 612", "roll 343", "roll 656"]}
comments: [{ply: 0, text: "By hand: Ann 11 + 14 + 30 + 13 = 68; Bob 34 + 0 + 28 + 9 = 71; Bob wins"}]

### notation -> YAML -> notation gives the canonical record back
$ rongo-apply around-the-spot/complete.rec >$T/a && rongo-apply -f yaml around-the-spot/complete.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### YAML in (dice apart, with commas, the alias), notation out: the id is written
$ rongo-apply -f notation around-the-spot/complete.yaml
>>> status 0
>>> stdout
[Game "around-the-spot"]
[Players "Ann, Bob"]

Ann: roll 135 roll 246 roll 113
Bob: roll 555 roll 222 roll 616 roll 334
Ann: roll 444 roll 351 roll 666 roll 262 roll 135
Bob: roll 246 roll 264 roll 462
Ann: roll 511 roll 353 roll 666 roll 146
Bob: roll 555 roll 553 roll 115
Ann: roll 123 roll 456 roll 333
Bob: roll 612 roll 343 roll 656

### a throw of two dice
$ rongo-validate around-the-spot/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/wrong-count.rec:4:20: error: turn 1 (Ann): 'roll 46': a throw is 3 dice, not 2
Ann: roll 135 roll 46 roll 113
                   ^~

### a die that is not 1 to 6
$ rongo-validate around-the-spot/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/bad-die.rec:4:20: error: turn 1 (Ann): 'roll 170': '170' is not dice: dice are written as digits 1 to 6
Ann: roll 135 roll 170
                   ^~~

### roll with no dice after it
$ rongo-validate around-the-spot/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/no-dice.rec:4:15: error: turn 1 (Ann): 'roll': write the 3 dice thrown after roll
Ann: roll 135 roll
              ^~~~

### a triple after the third counted throw: the turn is over
$ rongo-validate around-the-spot/after-third.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/after-third.rec:4:33: error: turn 1 (Ann): 'roll 444': the turn is over: its 3 throws are made
Ann: roll 135 roll 246 roll 113 roll 444
                                ^~~~

### a turn stopped early: 444 did not count, two throws are due
$ rongo-validate around-the-spot/stop.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/stop.rec:4:24: error: turn 1 (Ann): 'stop': a turn cannot be stopped: 2 more throws are due
Ann: roll 135 roll 444 stop
                       ^~~~

### a new turn line while a throw is still due (666 did not count)
$ rongo-validate around-the-spot/not-over.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: 1 more throw is due
Bob: roll 111
^~~

### a turn line with no throw
$ rongo-validate around-the-spot/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/no-throw.rec:5:1: error: turn 2 (Bob): the turn before has no throw: a turn is 3 throws of 3 dice
Bob: roll 111
^~~

### a player out of turn
$ rongo-validate around-the-spot/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 111
^~~

### a turn after the last round
$ rongo-validate around-the-spot/after-end.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/after-end.rec:7:1: error: turn 3 (Ann): the game is over: the only round is played
Ann: roll 135
^~~

### an unknown action opening a turn
$ rongo-validate around-the-spot/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/unknown-action.rec:5:6: error: turn 2 (Bob): 'keep 13': 'keep' is not an Around the Spot action: write roll
Bob: keep 13
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate around-the-spot/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/unknown-word.rec:4:15: error: turn 1 (Ann): 'roll 135 hold': 'hold' is neither dice nor an action: the only action is roll
Ann: roll 135 hold
              ^~~~

### a game of no rounds
$ rongo-validate around-the-spot/bad-rounds.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/bad-rounds.rec:3:18: error: bad Variant 'rounds=0': rounds must be a whole number from 1 to 99
[Variant "rounds=0"]
                 ^

### an unknown option
$ rongo-validate around-the-spot/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: around-the-spot/unknown-option.rec:3:20: error: bad Variant 'rounds=2 double=3': Around the Spot has no option 'double'
[Variant "rounds=2 double=3"]
                   ^~~~~~~~
