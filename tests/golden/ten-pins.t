# The programs on Ten Pins records.  Every expected line was worked
# out by hand from RULINGS.md ("Dice games": two dice, ten frames of up
# to three throws, a 6 counts 0, strike 10 + the dice after throw 3,
# spare 10 + the next first throw), the rulings in rongo-games(7) and the
# diagnostic format.  The hand working is in fixtures/ten-pins/README.

### a complete game: Ann 117, Bob 101
$ rongo-validate ten-pins/complete.rec
>>> status 0

### -v: the records, their turns (one per frame and player) and status
$ rongo-validate -v ten-pins/complete.rec ten-pins/complete.yaml ten-pins/tie.rec ten-pins/unfinished.rec ten-pins/strike.rec ten-pins/between.rec ten-pins/bonus.rec
>>> status 0
>>> stdout
ten-pins/complete.rec: record 1: ten-pins, 20 turns, finished
ten-pins/complete.yaml: record 1: ten-pins, 20 turns, finished
ten-pins/tie.rec: record 1: ten-pins, 3 turns, finished
ten-pins/unfinished.rec: record 1: ten-pins, 3 turns, unfinished
ten-pins/strike.rec: record 1: ten-pins, 1 turn, unfinished
ten-pins/between.rec: record 1: ten-pins, 1 turn, unfinished
ten-pins/bonus.rec: record 1: ten-pins, 1 turn, unfinished

### the score table: a turn's score is what it added, a spare's bonus in the turn of its throw
$ rongo-score ten-pins/complete.rec
>>> status 0
>>> stdout
ten-pins/complete.rec: record 1: ten-pins, finished
  turn  player  score  total
     1  Ann         8      8
     2  Bob        15     15
     3  Ann        19     27
     4  Bob         5     20
     5  Ann        10     37
     6  Bob         9     29
     7  Ann        16     53
     8  Bob         3     32
     9  Ann         3     56
    10  Bob        10     42
    11  Ann        20     76
    12  Bob        25     67
    13  Ann         3     79
    14  Bob         0     67
    15  Ann        10     89
    16  Bob         9     76
    17  Ann        12    101
    18  Bob         9     85
    19  Ann        16    117
    20  Bob        16    101
  standings
     1  Ann       117
     2  Bob       101
  winner: Ann (the last of the 10 frames is bowled)

### the YAML document of the contract
$ rongo-score -f yaml ten-pins/complete.rec
>>> status 0
>>> stdout
file: ten-pins/complete.rec
record: 1
game: ten-pins
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 117
    rank: 1
  - name: Bob
    score: 101
    rank: 2
turns:
  - {player: Ann, score: 8, total: 8, actions: ["roll 52", "hold 5", "roll 3", "stop"]}
  - {player: Bob, score: 15, total: 15, actions: ["roll 55", "roll 61", "roll 23"]}
  - {player: Ann, score: 19, total: 27, actions: ["roll 55", "roll 43", "hold 4", "roll 5"]}
  - {player: Bob, score: 5, total: 20, actions: ["roll 14", "roll 23", "stop"]}
  - {player: Ann, score: 10, total: 37, actions: ["roll 61", "roll 25", "hold 5", "roll 5"]}
  - {player: Bob, score: 9, total: 29, actions: ["roll 45", "hold 5", "roll 6", "roll 4"]}
  - {player: Ann, score: 16, total: 53, actions: ["roll 44", "stop"]}
  - {player: Bob, score: 3, total: 32, actions: ["roll 36", "stop"]}
  - {player: Ann, score: 3, total: 56, actions: ["roll 66", "roll 66", "roll 36"]}
  - {player: Bob, score: 10, total: 42, actions: ["roll 22", "roll 55"]}
  - {player: Ann, score: 20, total: 76, actions: ["roll 55", "roll 55", "stop"]}
  - {player: Bob, score: 25, total: 67, actions: ["roll 55", "roll 44", "hold 4", "roll 1"]}
  - {player: Ann, score: 3, total: 79, actions: ["roll 12", "roll 13", "roll 21"]}
  - {player: Bob, score: 0, total: 67, actions: ["roll 66", "stop"]}
  - {player: Ann, score: 10, total: 89, actions: ["roll 53", "hold 5", "roll 5"]}
  - {player: Bob, score: 9, total: 76, actions: ["roll 51", "hold 5", "roll 4", "stop"]}
  - {player: Ann, score: 12, total: 101, actions: ["roll 64", "hold 4", "roll 4", "stop"]}
  - {player: Bob, score: 9, total: 85, actions: ["roll 33", "roll 34", "roll 45"]}
  - {player: Ann, score: 16, total: 117, actions: ["roll 35", "hold 5", "roll 6", "roll 5", "roll 42"]}
  - {player: Bob, score: 16, total: 101, actions: ["roll 55", "roll 35", "roll 42"]}

### the same game in YAML scores the same
$ rongo-score -f yaml ten-pins/complete.yaml | sed -n 1,13p
>>> status 0
>>> stdout
file: ten-pins/complete.yaml
record: 1
game: ten-pins
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 117
    rank: 1
  - name: Bob
    score: 101
    rank: 2

### a tie for the highest total shares the win: Ann 11, Bob 11, Cy 7
$ rongo-score ten-pins/tie.rec
>>> status 0
>>> stdout
ten-pins/tie.rec: record 1: ten-pins, finished
  turn  player  score  total
     1  Ann        11     11
     2  Bob        11     11
     3  Cy          7      7
  standings
     1  Ann        11
     1  Bob        11
     3  Cy          7
  winners: Ann, Bob (the only frame is bowled)

### the shared win in YAML: a list of winners
$ rongo-score -f yaml ten-pins/tie.rec | sed -n 1,7p
>>> status 0
>>> stdout
file: ten-pins/tie.rec
record: 1
game: ten-pins
tags: {Variant: rounds=1}
status: finished
winner: [Ann, Bob]
players:

### a frame in progress counts nothing yet: Ann 8, Bob 15
$ rongo-score ten-pins/unfinished.rec
>>> status 0
>>> stdout
ten-pins/unfinished.rec: record 1: ten-pins, unfinished
  turn  player  score  total
     1  Ann         8      8
     2  Bob        15     15
     3  Ann         0      8
  standings
     1  Bob        15
     2  Ann         8
  winner: none yet

### the score sheet of the complete game
$ rongo-render-ascii ten-pins/complete.rec
>>> status 0
>>> stdout
Ten Pins, 10 frames bowled
Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / spare.
Frame    Ann    Bob
    1      8   X 15
    2   X 19      5
    3   / 18      9
    4      8      3
    5      3   / 20
    6   X 20   X 15
    7      3      0
    8   / 14      9
    9      8      9
   10   / 16   X 16
Total    117    101
Finished: Ann wins with 117.

### the sheet of a shared win
$ rongo-render-ascii ten-pins/tie.rec
>>> status 0
>>> stdout
Ten Pins, 1 frame bowled
Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / spare.
Frame    Ann    Bob     Cy
    1   / 11   X 11      7
Total     11     11      7
Finished: Ann and Bob share the win with 11.

### a frame in progress: the strike's second throw, a 4 held
$ rongo-render-ascii ten-pins/unfinished.rec
>>> status 0
>>> stdout
Ten Pins, frame 2 of 10
Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / spare.
Frame    Ann    Bob
    1      8   X 15
    2
    3
    4
    5
    6
    7
    8
    9
   10
Total      8     15
Ann's frame 2 (a strike), after throw 2 of 3: 4 held and 3; throw 1 die or stop.

### a spare in the last frame waits for its bonus: "/ 10+"
$ rongo-render-ascii ten-pins/bonus.rec
>>> status 0
>>> stdout
Ten Pins, frame 1 of 1
Up to 3 throws of 2 dice a frame; a 6 counts 0; X strike, / spare.
Frame    Ann    Bob
    1  / 10+
Total     10      0
Ann's frame 1: a spare; one bonus throw of both dice.

### --next with a die held: one die goes on Ann's line
$ rongo-roll --next --seed 3 ten-pins/unfinished.rec | sed -E '$s/ roll [1-6]$/ roll d/'
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]

Ann: roll 52 hold 5 roll 3 stop
Bob: roll 55 roll 61 roll 23
Ann: roll 55 roll 43 hold 4 roll d

### --next after a strike: both dice again on Ann's line
$ rongo-roll --next --seed 3 ten-pins/strike.rec | sed -E '$s/ roll [1-6]{2}$/ roll dd/'
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]

Ann: roll 55 roll dd

### --next between frames: two dice on a new line for Bob
$ rongo-roll --next --seed 3 ten-pins/between.rec | sed -E '$s/ roll [1-6]{2}$/ roll dd/'
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]

Ann: roll 43 stop
Bob: roll dd

### --next for the last frame's spare: the bonus throw of two dice
$ rongo-roll --next --seed 3 ten-pins/bonus.rec | sed -E '$s/ roll [1-6]{2}$/ roll dd/'
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]
[Variant "rounds=1"]

Ann: roll 25 hold 5 roll 5 roll dd

### -l lists the actions of the player due: after a strike, before a
### frame's first throw and for the spare's bonus only the throw of both
### dice, its dice still to come; nothing once every frame is bowled;
### with a die held, the other die's throw or stop
$ rongo-apply -l ten-pins/strike.rec ten-pins/between.rec ten-pins/bonus.rec ten-pins/complete.rec ten-pins/unfinished.rec
>>> status 0
>>> stdout
Ann: roll ??

Bob: roll ??

Ann: roll ??


Ann: roll ?
Ann: stop

### -l after a first throw of 52: throw both again, hold either die,
### or stop; of 33 the one value is held once
$ rongo-apply -l -m 'Bob: roll 52' ten-pins/between.rec; rongo-apply -l -m 'Bob: roll 33' ten-pins/between.rec
>>> status 0
>>> stdout
Bob: roll ??
Bob: hold 5
Bob: hold 2
Bob: stop
Bob: roll ??
Bob: hold 3
Bob: stop

### a line -l lists is one -m takes: Bob holds the 2, and then one die
### is thrown, or he stops
$ rongo-apply -m 'Bob: roll 52 hold 2' ten-pins/between.rec; rongo-apply -l -m 'Bob: roll 52 hold 2' ten-pins/between.rec
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]

Ann: roll 43 stop
Bob: roll 52 hold 2
Bob: roll ?
Bob: stop

### no throw is due once every frame is bowled
$ rongo-roll --next ten-pins/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: ten-pins/complete.rec:1:1: error: the game is over: no throw is due
[Game "ten-pins"]
^

### the canonical record: dice together, no separators, lines joined
$ rongo-apply ten-pins/complete.rec
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]

{By hand: Ann 117, Bob 101; Ann wins}
Ann: roll 52 hold 5 roll 3 stop
Bob: roll 55 roll 61 roll 23
Ann: roll 55 roll 43 hold 4 roll 5
Bob: roll 14 roll 23 stop
Ann: roll 61 roll 25 hold 5 roll 5
Bob: roll 45 hold 5 roll 6 roll 4
Ann: roll 44 stop
Bob: roll 36 stop
Ann: roll 66 roll 66 roll 36
Bob: roll 22 roll 55
Ann: roll 55 roll 55 stop
Bob: roll 55 roll 44 hold 4 roll 1
Ann: roll 12 roll 13 roll 21
Bob: roll 66 stop
Ann: roll 53 hold 5 roll 5
Bob: roll 51 hold 5 roll 4 stop
Ann: roll 64 hold 4 roll 4 stop
Bob: roll 33 roll 34 roll 45
Ann: roll 35 hold 5 roll 6 roll 5 roll 42
Bob: roll 55 roll 35 roll 42

### the record in YAML
$ rongo-apply -f yaml ten-pins/complete.rec
>>> status 0
>>> stdout
game: ten-pins
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 52", "hold 5", "roll 3", "stop"]}
- {player: Bob, actions: ["roll 55", "roll 61", "roll 23"]}
- {player: Ann, actions: ["roll 55", "roll 43", "hold 4", "roll 5"]}
- {player: Bob, actions: ["roll 14", "roll 23", "stop"]}
- {player: Ann, actions: ["roll 61", "roll 25", "hold 5", "roll 5"]}
- {player: Bob, actions: ["roll 45", "hold 5", "roll 6", "roll 4"]}
- {player: Ann, actions: ["roll 44", "stop"]}
- {player: Bob, actions: ["roll 36", "stop"]}
- {player: Ann, actions: ["roll 66", "roll 66", "roll 36"]}
- {player: Bob, actions: ["roll 22", "roll 55"]}
- {player: Ann, actions: ["roll 55", "roll 55", "stop"]}
- {player: Bob, actions: ["roll 55", "roll 44", "hold 4", "roll 1"]}
- {player: Ann, actions: ["roll 12", "roll 13", "roll 21"]}
- {player: Bob, actions: ["roll 66", "stop"]}
- {player: Ann, actions: ["roll 53", "hold 5", "roll 5"]}
- {player: Bob, actions: ["roll 51", "hold 5", "roll 4", "stop"]}
- {player: Ann, actions: ["roll 64", "hold 4", "roll 4", "stop"]}
- {player: Bob, actions: ["roll 33", "roll 34", "roll 45"]}
- {player: Ann, actions: ["roll 35", "hold 5", "roll 6", "roll 5", "roll 42"]}
- {player: Bob, actions: ["roll 55", "roll 35", "roll 42"]}
comments: [{ply: 0, text: "By hand: Ann 117, Bob 101; Ann wins"}]

### notation -> YAML -> notation gives the canonical record back
$ rongo-apply ten-pins/complete.rec >$T/a && rongo-apply -f yaml ten-pins/complete.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### YAML in (dice apart, with commas), notation out
$ rongo-apply -f notation ten-pins/complete.yaml
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]

Ann: roll 52 hold 5 roll 3 stop
Bob: roll 55 roll 61 roll 23
Ann: roll 55 roll 43 hold 4 roll 5
Bob: roll 14 roll 23 stop
Ann: roll 61 roll 25 hold 5 roll 5
Bob: roll 45 hold 5 roll 6 roll 4
Ann: roll 44 stop
Bob: roll 36 stop
Ann: roll 66 roll 66 roll 36
Bob: roll 22 roll 55
Ann: roll 55 roll 55 stop
Bob: roll 55 roll 44 hold 4 roll 1
Ann: roll 12 roll 13 roll 21
Bob: roll 66 stop
Ann: roll 53 hold 5 roll 5
Bob: roll 51 hold 5 roll 4 stop
Ann: roll 64 hold 4 roll 4 stop
Bob: roll 33 roll 34 roll 45
Ann: roll 35 hold 5 roll 6 roll 5 roll 42
Bob: roll 55 roll 35 roll 42

### -p: the state for scripts, records apart by a blank line.  No
### points line: a frame in progress counts nothing.  unfinished.rec:
### Ann 8, Bob 15 (README); Ann's frame 2 is 55 (a strike) then 43 with
### the 4 held: throw 2, the 3 showing, the 4 aside.  strike.rec: Ann's
### strike 55 on throw 1 shows, both dice to be thrown again.  Bob after
### between.rec (Ann 43 stop = 7) throws 52 and holds the 2: the 5
### shows, the 2 is aside.  complete.rec once over: nobody due, nothing
### showing, Ann 117, Bob 101
$ rongo-apply -p ten-pins/unfinished.rec ten-pins/strike.rec; rongo-apply -p -m 'Bob: roll 52 hold 2' ten-pins/between.rec; rongo-apply -p ten-pins/complete.rec
>>> status 0
>>> stdout
player: Ann
throw: 2
showing: 3
aside: 4
totals: Ann 8, Bob 15

player: Ann
throw: 1
showing: 55
aside:
totals: Ann 0, Bob 0
player: Bob
throw: 1
showing: 5
aside: 2
totals: Ann 7, Bob 0
player: none
throw: 0
showing:
aside:
totals: Ann 117, Bob 101

### -p -f yaml: a document per record after the first opened by ---.
### unfinished.rec as above; bonus.rec (rounds=1): Ann's 25, the 5
### held, then 5: a spare on throw 2 of the last frame, counted 10 at
### once; its bonus throw is of both dice, so the 5-5 shows, none aside
$ rongo-apply -p -f yaml ten-pins/unfinished.rec ten-pins/bonus.rec
>>> status 0
>>> stdout
game: ten-pins
player: Ann
throw: 2
showing: [3]
aside: [4]
totals:
  - {name: Ann, score: 8}
  - {name: Bob, score: 15}
---
game: ten-pins
player: Ann
throw: 2
showing: [5, 5]
aside: []
totals:
  - {name: Ann, score: 10}
  - {name: Bob, score: 0}

### a first throw of three dice
$ rongo-validate ten-pins/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/wrong-count.rec:4:19: error: turn 1 (Ann): 'roll 523': a throw is 2 dice, not 3
Ann: roll 43 roll 523
                  ^~~

### two dice thrown while a die is held
$ rongo-validate ten-pins/held-count.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/held-count.rec:4:26: error: turn 1 (Ann): 'roll 34': the 5 is held: throw the other die alone, not 2 dice
Ann: roll 52 hold 5 roll 34
                         ^~

### a die that is not 1 to 6
$ rongo-validate ten-pins/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/bad-die.rec:4:19: error: turn 1 (Ann): 'roll 70': '70' is not dice: dice are written as digits 1 to 6
Ann: roll 43 roll 70
                  ^~

### roll with no dice after it
$ rongo-validate ten-pins/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/no-dice.rec:4:14: error: turn 1 (Ann): 'roll': write the 2 dice thrown after roll
Ann: roll 43 roll
             ^~~~

### holding a die the throw did not show
$ rongo-validate ten-pins/hold-missing.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/hold-missing.rec:4:19: error: turn 1 (Ann): 'hold 4': there is no 4 in the last throw: it was 52
Ann: roll 52 hold 4
                  ^

### holding both dice: that is stop
$ rongo-validate ten-pins/hold-both.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/hold-both.rec:4:14: error: turn 1 (Ann): 'hold 43': holding both dice is standing on them: write stop
Ann: roll 43 hold 43
             ^~~~

### holding the held die again
$ rongo-validate ten-pins/hold-again.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/hold-again.rec:4:33: error: turn 1 (Ann): 'hold 5': the 5 is held already
Ann: roll 52 hold 5 roll 3 hold 5
                                ^

### holding before the first throw
$ rongo-validate ten-pins/hold-first.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/hold-first.rec:4:6: error: turn 1 (Ann): 'hold 5': nothing is thrown yet: roll first
Ann: hold 5 roll 43
     ^~~~

### stopping before the first throw
$ rongo-validate ten-pins/stop-first.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/stop-first.rec:4:6: error: turn 1 (Ann): 'stop': nothing is thrown yet: roll first
Ann: stop
     ^~~~

### dice after stop
$ rongo-validate ten-pins/stop-extra.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/stop-extra.rec:4:19: error: turn 1 (Ann): 'stop 43': stop takes nothing after it
Ann: roll 43 stop 43
                  ^~

### a strike's 5 held
$ rongo-validate ten-pins/strike-hold.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/strike-hold.rec:4:14: error: turn 1 (Ann): 'hold 5': no hold after a strike: both dice are thrown again
Ann: roll 55 hold 5
             ^~~~

### a turn stopping on its strike
$ rongo-validate ten-pins/strike-stop.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/strike-stop.rec:4:14: error: turn 1 (Ann): 'stop': no stop after a strike: both dice are thrown again
Ann: roll 55 stop
             ^~~~

### the last frame's spare stopping before its bonus throw
$ rongo-validate ten-pins/bonus-stop.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/bonus-stop.rec:5:22: error: turn 1 (Ann): 'stop': no stop before the bonus throw: the spare in the last frame earns a throw of both dice
Ann: roll 52 roll 55 stop
                     ^~~~

### a fourth throw
$ rongo-validate ten-pins/after-third.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/after-third.rec:4:30: error: turn 1 (Ann): 'roll 12': the turn is over: frame 1 ended with its third throw
Ann: roll 12 roll 12 roll 12 roll 12
                             ^~~~

### a throw after a spare
$ rongo-validate ten-pins/after-spare.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/after-spare.rec:4:22: error: turn 1 (Ann): 'roll 43': the turn is over: 5-5 on throw 2 is a spare and ended frame 1
Ann: roll 52 roll 55 roll 43
                     ^~~~

### a throw after stop
$ rongo-validate ten-pins/after-stop.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/after-stop.rec:4:19: error: turn 1 (Ann): 'roll 12': the turn is over: frame 1 ended with stop
Ann: roll 43 stop roll 12
                  ^~~~

### the next player while a frame may go on
$ rongo-validate ten-pins/not-over.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: frame 1 ends with stop, a spare or its third throw
Bob: roll 12 stop
^~~

### the next player after a strike
$ rongo-validate ten-pins/strike-not-over.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/strike-not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: after the strike in frame 1 both dice are thrown again
Bob: roll 12 stop
^~~

### the next player before the last frame's bonus throw
$ rongo-validate ten-pins/bonus-not-over.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/bonus-not-over.rec:6:1: error: turn 2 (Bob): the turn before is not over: the spare in frame 1 earns a bonus throw
Bob: roll 12 stop
^~~

### a turn line with no throw
$ rongo-validate ten-pins/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/no-throw.rec:5:1: error: turn 2 (Bob): the turn before has no throw: every frame throws at least once
Bob: roll 12 stop
^~~

### a player out of turn
$ rongo-validate ten-pins/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 12 stop
^~~

### a turn after the last frame
$ rongo-validate ten-pins/after-end.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/after-end.rec:7:1: error: turn 3 (Ann): the game is over: the only frame is bowled
Ann: roll 12 stop
^~~

### an unknown action opening a turn
$ rongo-validate ten-pins/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/unknown-action.rec:5:6: error: turn 2 (Bob): 'keep 5': 'keep' is not a Ten Pins action: write roll, hold or stop
Bob: keep 5
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate ten-pins/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/unknown-word.rec:4:14: error: turn 1 (Ann): 'roll 43 keep': 'keep' is neither dice nor an action: the actions are roll, hold and stop
Ann: roll 43 keep
             ^~~~

### a game of no frames
$ rongo-validate ten-pins/bad-rounds.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/bad-rounds.rec:3:18: error: bad Variant 'rounds=0': rounds must be a whole number from 1 to 99
[Variant "rounds=0"]
                 ^

### an unknown option
$ rongo-validate ten-pins/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: ten-pins/unknown-option.rec:3:20: error: bad Variant 'rounds=5 lanes=2': Ten Pins has no option 'lanes'
[Variant "rounds=5 lanes=2"]
                   ^~~~~~~
