# The programs on Ship, Captain and Crew records.  Every expected line was
# worked out by hand from RULINGS.md ("Dice games"), the rulings in
# rongo-games(7) and the diagnostic format; the working is in
# fixtures/ship-captain-crew/README.

### a complete game: Ann and Bob tie on 5, everyone plays round 2 again,
### and Ann wins it with 9 to Bob's 7 and Cy's 3
$ rongo-validate -v ship-captain-crew/complete.rec
>>> status 0
>>> stdout
ship-captain-crew/complete.rec: record 1: ship-captain-crew, 6 turns, finished

### the same first round with tied-only: Ann and Bob alone play off
$ rongo-validate -v ship-captain-crew/tied-only.rec
>>> status 0
>>> stdout
ship-captain-crew/tied-only.rec: record 1: ship-captain-crew, 5 turns, finished

### crew-reroll in YAML, the dice written in several ways: Ann 12, Bob 8
$ rongo-validate -v ship-captain-crew/reroll.yaml
>>> status 0
>>> stdout
ship-captain-crew/reroll.yaml: record 1: ship-captain-crew, 2 turns, finished

### games left in the middle of a turn
$ rongo-validate -v ship-captain-crew/unfinished.rec ship-captain-crew/unfinished-reroll.rec
>>> status 0
>>> stdout
ship-captain-crew/unfinished.rec: record 1: ship-captain-crew, 2 turns, unfinished
ship-captain-crew/unfinished-reroll.rec: record 1: ship-captain-crew, 1 turn, unfinished

### the score table of the complete game: round 2 replaces round 1, a
### player's score is the crew of its last round, each turn scores its crew
$ rongo-score ship-captain-crew/complete.rec
>>> status 0
>>> stdout
ship-captain-crew/complete.rec: record 1: ship-captain-crew, finished
  turn  player  score  total
     1  Ann         5      5
     2  Bob         5      5
     3  Cy          0      0
     4  Ann         9      9
     5  Bob         7      7
     6  Cy          3      3
  standings
     1  Ann         9
     2  Bob         7
     3  Cy          3
  winner: Ann (round 2, played again after a tie, is won with a crew of 9)

### the complete game's scores in YAML
$ rongo-score -f yaml ship-captain-crew/complete.rec
>>> status 0
>>> stdout
file: ship-captain-crew/complete.rec
record: 1
game: ship-captain-crew
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 9
    rank: 1
  - name: Bob
    score: 7
    rank: 2
  - name: Cy
    score: 3
    rank: 3
turns:
  - {player: Ann, score: 5, total: 5, actions: ["roll 54321", "roll 65432"]}
  - {player: Bob, score: 5, total: 5, actions: ["roll 64223", "roll 5423"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 55441", "roll 66121", "roll 1236"]}
  - {player: Ann, score: 9, total: 9, actions: ["roll 66543"]}
  - {player: Bob, score: 7, total: 7, actions: ["roll 11111", "roll 65443"]}
  - {player: Cy, score: 3, total: 3, actions: ["roll 65421"]}

### tied-only: the play-off turns add to the tied players' sums
$ rongo-score ship-captain-crew/tied-only.rec
>>> status 0
>>> stdout
ship-captain-crew/tied-only.rec: record 1: ship-captain-crew, finished
  turn  player  score  total
     1  Ann         5      5
     2  Bob         5      5
     3  Cy          0      0
     4  Ann         9     14
     5  Bob         7     12
  standings
     1  Ann        14
     2  Bob        12
     3  Cy          0
  winner: Ann (the play-off in round 2 is won with a crew of 9)

### crew-reroll: the crew thrown again counts, not the first one
$ rongo-score -f yaml ship-captain-crew/reroll.yaml
>>> status 0
>>> stdout
file: ship-captain-crew/reroll.yaml
record: 1
game: ship-captain-crew
tags: {Variant: crew-reroll}
status: finished
winner: Ann
players:
  - name: Ann
    score: 12
    rank: 1
  - name: Bob
    score: 8
    rank: 2
turns:
  - {player: Ann, score: 12, total: 12, actions: ["roll 65411", "roll 66", "stop"]}
  - {player: Bob, score: 8, total: 8, actions: ["roll 65422", "roll 35", "roll 26"]}

### an unfinished game: no winner yet
$ rongo-score ship-captain-crew/unfinished.rec
>>> status 0
>>> stdout
ship-captain-crew/unfinished.rec: record 1: ship-captain-crew, unfinished
  turn  player  score  total
     1  Ann         6      6
     2  Bob         0      0
  standings
     1  Ann         6
     2  Bob         0
     2  Cy          0
  winner: none yet

### the score sheet of the complete game, a row per turn, the crews of
### the round played again last
$ rongo-render-ascii ship-captain-crew/complete.rec
>>> status 0
>>> stdout
Ship, Captain and Crew, after turn 6
5 dice, 3 throws a turn; the crew stands once the mate is in.
Round  Player  Throws             In   Crew
    1  Ann     54321 65432        654     5
       Bob     64223 5423         654     5
       Cy      55441 66121 1236   6       0
    2  Ann     66543              654     9
       Bob     11111 65443        654     7
       Cy      65421              654     3
Scores, each player's last crew: Ann 9, Bob 7, Cy 3.
Round 2 was played again by everyone: Ann and Bob tied with a crew of 5.
Finished: Ann wins round 2 with a crew of 9.

### the sheet in the middle of round 2: Cy's score is still his round 1
### crew
$ head -n 7 ship-captain-crew/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
Ship, Captain and Crew, after turn 4
5 dice, 3 throws a turn; the crew stands once the mate is in.
Round  Player  Throws             In   Crew
    1  Ann     54321 65432        654     5
       Bob     64223 5423         654     5
       Cy      55441 66121 1236   6       0
    2  Ann     66543              654     9
Scores, each player's last crew: Ann 9, Bob 5, Cy 0.
Round 2 is played again by everyone: Ann and Bob tied with a crew of 5.
Bob to play.

### tied-only: the sheet adds up the crews, and names the play-off
$ rongo-render-ascii ship-captain-crew/tied-only.rec
>>> status 0
>>> stdout
Ship, Captain and Crew, after turn 5
5 dice, 3 throws a turn; the crew stands once the mate is in.
tied-only: a tie is played off by the tied players alone.
Round  Player  Throws             In   Crew  Total
    1  Ann     54321 65432        654     5      5
       Bob     64223 5423         654     5      5
       Cy      55441 66121 1236   6       0      0
    2  Ann     66543              654     9     14
       Bob     11111 65443        654     7     12
Totals: Ann 14, Bob 12, Cy 0.
Round 2 was a play-off between Ann and Bob, tied with a crew of 5.
Finished: Ann wins the play-off with a crew of 9.

### tied-only: the sheet in the middle of the play-off
$ head -n 8 ship-captain-crew/tied-only.rec | rongo-render-ascii | tail -n 5
>>> status 0
>>> stdout
       Cy      55441 66121 1236   6       0      0
    2  Ann     66543              654     9     14
Totals: Ann 14, Bob 5, Cy 0.
Round 2 is a play-off between Ann and Bob, tied with a crew of 5.
Bob to play.

### the sheet of a turn in progress: the ship is in
$ rongo-render-ascii ship-captain-crew/unfinished.rec
>>> status 0
>>> stdout
Ship, Captain and Crew, turn 2 in progress
5 dice, 3 throws a turn; the crew stands once the mate is in.
Round  Player  Throws             In   Crew
    1  Ann     61234 5541         654     6
       Bob     43216              6
Scores, each player's last crew: Ann 6, Bob 0, Cy 0.
Bob's turn: the ship in, the captain (a 5) next; 2 throws left.
Bob to play.

### the sheet with crew-reroll
$ rongo-render-ascii ship-captain-crew/reroll.yaml
>>> status 0
>>> stdout
Ship, Captain and Crew, after turn 2
5 dice, 3 throws a turn; crew-reroll: the crew may be thrown again.
Round  Player  Throws             In   Crew
    1  Ann     65411 66           654    12
       Bob     65422 35 26        654     8
Scores, each player's last crew: Ann 12, Bob 8.
Finished: Ann wins with a crew of 12.

### --next with the ship in: Bob's 4 dice, on his line
$ rongo-roll --next ship-captain-crew/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]{4}$/\1dddd/'
>>> status 0
>>> stdout
Bob: roll 43216 roll dddd

### --next with crew-reroll and a crew in hand: the 2 crew dice
$ rongo-roll --next ship-captain-crew/unfinished-reroll.rec | tail -n 1 | sed -E 's/(roll )[1-6]{2}$/\1dd/'
>>> status 0
>>> stdout
Ann: roll 66541 roll dd

### --next between turns: five dice for Cy, on a new line
$ head -n 5 ship-captain-crew/complete.rec | rongo-roll --next | tail -n 2 | sed -E 's/(roll )[1-6]{5}$/\1ddddd/'
>>> status 0
>>> stdout
Bob: roll 64223 roll 5423
Cy: roll ddddd

### --next in round 2: Bob, after Ann, throws five dice
$ head -n 7 ship-captain-crew/complete.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]{5}$/\1ddddd/'
>>> status 0
>>> stdout
Bob: roll ddddd

### --next in round 2 after Bob: Cy, out of the tie, plays it again too
$ head -n 8 ship-captain-crew/complete.rec | rongo-roll --next | tail -n 1 | sed -E 's/(roll )[1-6]{5}$/\1ddddd/'
>>> status 0
>>> stdout
Cy: roll ddddd

### --next with tied-only after the play-off's last turn: no throw is due
$ rongo-roll --next ship-captain-crew/tied-only.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: ship-captain-crew/tied-only.rec:1:1: error: the game is over: no throw is due
[Game "ship-captain-crew"]
^

### no throw is due once the game is over
$ rongo-roll --next ship-captain-crew/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: ship-captain-crew/complete.rec:1:1: error: the game is over: no throw is due
[Game "ship-captain-crew"]
^

### -l lists the actions of the player due: with the ship in, Bob's
### throw of the 4 dice left, their dice still to come (no crew to keep
### yet, and keep is never an action); nothing once the game is over;
### with crew-reroll and a crew in hand, the 2 crew dice again, or stop
$ rongo-apply -l ship-captain-crew/unfinished.rec ship-captain-crew/complete.rec ship-captain-crew/unfinished-reroll.rec
>>> status 0
>>> stdout
Bob: roll ????


Ann: roll ??
Ann: stop

### -l between turns: the next player's 5 dice; in a tied-only play-off
### after Ann's turn, Bob's, Cy being out of it
$ head -n 4 ship-captain-crew/unfinished.rec | rongo-apply -l; head -n 8 ship-captain-crew/playoff-out.rec | rongo-apply -l -m 'Ann: roll 65411'
>>> status 0
>>> stdout
Bob: roll ?????
Bob: roll ?????

### a line -l lists is one -m takes: Ann keeps her crew of 7, and Bob's
### 5 dice are due
$ rongo-apply -m 'Ann: stop' ship-captain-crew/unfinished-reroll.rec; rongo-apply -l -m 'Ann: stop' ship-captain-crew/unfinished-reroll.rec
>>> status 0
>>> stdout
[Game "ship-captain-crew"]
[Players "Ann, Bob"]
[Variant "crew-reroll"]

Ann: roll 66541 stop
Bob: roll ?????

### the complete game in YAML
$ rongo-apply -f yaml ship-captain-crew/complete.rec
>>> status 0
>>> stdout
game: ship-captain-crew
players: [Ann, Bob, Cy]
turns:
- {player: Ann, actions: ["roll 54321", "roll 65432"]}
- {player: Bob, actions: ["roll 64223", "roll 5423"]}
- {player: Cy, actions: ["roll 55441", "roll 66121", "roll 1236"]}
- {player: Ann, actions: ["roll 66543"]}
- {player: Bob, actions: ["roll 11111", "roll 65443"]}
- {player: Cy, actions: ["roll 65421"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml ship-captain-crew/complete.rec | rongo-apply -f notation | cmp - ship-captain-crew/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice written together, stop kept
$ rongo-apply -f notation ship-captain-crew/reroll.yaml
>>> status 0
>>> stdout
[Game "ship-captain-crew"]
[Players "Ann, Bob"]
[Variant "crew-reroll"]

Ann: roll 65411 roll 66 stop
Bob: roll 65422 roll 35 roll 26

### -p: the state for scripts.  After Ann's and Bob's first turns (5
### each, README) Cy throws 55441: no 6, so nothing is in and the 5s
### and 4s are thrown again; then 66121: the first 6 is the ship, set
### aside, and no 5 follows, so throw 2 of Cy's turn shows the other
### four dice, 6121 (the second 6 among them), aside 6, points 0 (no
### crew without the mate).  Once over nobody is due, no die shows and
### the scores are the crews of round 2: Ann 9, Bob 7, Cy 3
$ head -n 5 ship-captain-crew/complete.rec | rongo-apply -p; head -n 5 ship-captain-crew/complete.rec | rongo-apply -p -m 'Cy: roll 55441 roll 66121'; rongo-apply -p ship-captain-crew/complete.rec
>>> status 0
>>> stdout
player: Cy
throw: 0
points: 0
showing:
aside:
totals: Ann 5, Bob 5, Cy 0
player: Cy
throw: 2
points: 0
showing: 6121
aside: 6
totals: Ann 5, Bob 5, Cy 0
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 9, Bob 7, Cy 3

### -p -f yaml with crew-reroll: Ann's 65411 brings 6, 5 and 4 in at
### once, crew 1 + 1; the crew thrown again, 66, is 12 with a throw
### left: throw 2, points 12 (the crew in hand), the two crew dice
### showing, 6 5 4 aside, nobody's score yet.  reroll.yaml once over:
### nobody due (null), nothing showing, Ann 12, Bob 8 (README)
$ rongo-apply -f notation ship-captain-crew/reroll.yaml | head -n 4 | rongo-apply -p -f yaml -m 'Ann: roll 65411 roll 66'; rongo-apply -p -f yaml ship-captain-crew/reroll.yaml
>>> status 0
>>> stdout
game: ship-captain-crew
player: Ann
throw: 2
points: 12
showing: [6, 6]
aside: [6, 5, 4]
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 0}
game: ship-captain-crew
player: null
throw: 0
points: 0
showing: []
aside: []
totals:
  - {name: Ann, score: 12}
  - {name: Bob, score: 8}

### one die too many, written apart: the caret is on the first too many
$ rongo-validate ship-captain-crew/too-many.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/too-many.rec:5:30: error: turn 1 (Ann): 'roll 5 4 3 2 1': only 4 dice are left to throw, 5 were thrown: the ship is set aside
Ann: roll 61122 roll 5 4 3 2 1
                             ^

### one die too few after the ship and captain
$ rongo-validate ship-captain-crew/too-few.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/too-few.rec:5:22: error: turn 1 (Ann): 'roll 42': 3 dice are left to throw, only 2 were thrown: every die not set aside is thrown
Ann: roll 65111 roll 42
                     ^~

### a first throw of 4 dice
$ rongo-validate ship-captain-crew/first-count.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/first-count.rec:5:11: error: turn 1 (Ann): 'roll 6543': a throw is 5 dice, not 4: nothing is set aside yet
Ann: roll 6543
          ^~~~

### roll with no dice
$ rongo-validate ship-captain-crew/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 5 dice thrown after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate ship-captain-crew/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 65410': '65410' is not dice: dice are written as digits 1 to 6
Ann: roll 65410
          ^~~~~

### a fourth throw
$ rongo-validate ship-captain-crew/fourth-throw.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/fourth-throw.rec:5:39: error: turn 1 (Ann): 'roll 65432': the turn is over: its 3 throws brought no ship, and it scores 0
Ann: roll 11111 roll 22222 roll 33333 roll 65432
                                      ^~~~

### the crew thrown again without crew-reroll
$ rongo-validate ship-captain-crew/crew-reroll.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/crew-reroll.rec:5:17: error: turn 1 (Ann): 'roll 66': the turn is over: the mate is in and the crew of 2 stands: the crew dice are thrown again only with crew-reroll
Ann: roll 65411 roll 66
                ^~~~

### crew-reroll: one crew die thrown again
$ rongo-validate ship-captain-crew/crew-count.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/crew-count.rec:6:22: error: turn 1 (Ann): 'roll 6': the 2 crew dice are thrown again together, not 1
Ann: roll 65411 roll 6
                     ^

### stop before any throw
$ rongo-validate ship-captain-crew/stop-first.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/stop-first.rec:6:6: error: turn 1 (Ann): 'stop': nothing to keep: throw first
Ann: stop
     ^~~~

### stop before the mate is in
$ rongo-validate ship-captain-crew/stop-early.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/stop-early.rec:6:17: error: turn 1 (Ann): 'stop': no crew to keep: the captain (a 5) is not in yet, and 2 throws are left
Ann: roll 61111 stop
                ^~~~

### keep: the referee sets dice aside
$ rongo-validate ship-captain-crew/keep.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/keep.rec:5:17: error: turn 1 (Ann): 'keep 6': nothing is kept by hand: the referee sets the ship, captain and mate aside as they come
Ann: roll 61234 keep 6
                ^~~~

### a new turn line while the mate is not in and throws are left
$ rongo-validate ship-captain-crew/not-over.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/not-over.rec:6:1: error: turn 2 (Bob): the turn before is not over: the captain (a 5) is not in yet, and 2 throws are left
Bob: roll 65432
^~~

### crew-reroll: a new turn line while a crew is in hand and throws are
### left
$ rongo-validate ship-captain-crew/not-stopped.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/not-stopped.rec:7:1: error: turn 2 (Bob): the turn before is not over: its crew is 2 with 2 throws left: stop, or throw the crew again
Bob: roll 65432
^~~

### a player out of turn
$ rongo-validate ship-captain-crew/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 65432
^~~

### tied-only: a player out of the play-off writes a turn in it
$ rongo-validate -v ship-captain-crew/playoff-out.rec
>>> status 1
>>> stdout
ship-captain-crew/playoff-out.rec: record 1: ship-captain-crew, 3 turns, invalid
>>> stderr
rongo-validate: ship-captain-crew/playoff-out.rec:9:1: error: turn 4 (Cy): Cy is not in the play-off: it is Ann's turn
Cy: roll 65466
^~

### the same without tied-only: Cy plays round 2 too, but after Ann and
### Bob
$ rongo-validate -v ship-captain-crew/replay-order.rec
>>> status 1
>>> stdout
ship-captain-crew/replay-order.rec: record 1: ship-captain-crew, 3 turns, invalid
>>> stderr
rongo-validate: ship-captain-crew/replay-order.rec:8:1: error: turn 4 (Cy): it is Ann's turn, not Cy's
Cy: roll 65466
^~

### ... and in his place Cy's line is accepted: Ann 4 + 4 = 8, Bob 6 + 2
### = 8, Cy 3 + 1 = 4, then round 2: Ann 2 + 1 = 3, Bob 0, Cy 6 + 6 = 12
$ { head -n 7 ship-captain-crew/replay-order.rec; printf 'Ann: roll 65421\nBob: roll 11111 roll 11111 roll 11111\nCy: roll 65466\n'; } | rongo-score | tail -n 5
>>> status 0
>>> stdout
  standings
     1  Cy         12
     2  Ann         3
     3  Bob         0
  winner: Cy (round 2, played again after a tie, is won with a crew of 12)

### a turn after the end of the game
$ rongo-validate ship-captain-crew/after-end.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/after-end.rec:7:1: error: turn 3 (Ann): the game is over: round 1 is won with a crew of 5
Ann: roll 65466
^~~

### an unknown action opening a turn
$ rongo-validate ship-captain-crew/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/unknown-start.rec:5:6: error: turn 1 (Ann): 'hold 65432': 'hold' is not a Ship, Captain and Crew action: write roll or stop
Ann: hold 65432
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate ship-captain-crew/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/unknown-word.rec:5:17: error: turn 1 (Ann): 'roll 61234 score 5': 'score' is neither dice nor an action: the actions are roll and stop
Ann: roll 61234 score 5
                ^~~~~

### an unknown option
$ rongo-validate ship-captain-crew/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: ship-captain-crew/unknown-option.rec:4:23: error: bad Variant 'crew-reroll rounds=3': Ship, Captain and Crew has no option 'rounds'
[Variant "crew-reroll rounds=3"]
                      ^~~~~~~~
