# The programs on Beetle records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games": 1 body, 2 head, 3 leg x6, 4 eye x2,
# 5 antenna x2, 6 tail; legs, tail and head need the body, eyes and
# antennae the head; the first complete beetle wins), the rulings in
# rongo-games(7) and the diagnostic format.  The hand working of each
# fixture is in fixtures/beetle/README.

### a complete game: Ann's 13th part in turn 29
$ rongo-validate beetle/complete.rec
>>> status 0

### -v: the records, their turns (one throw each) and status
$ rongo-validate -v beetle/complete.rec beetle/points.rec beetle/points.yaml beetle/three.rec beetle/unfinished.rec beetle/open.rec
>>> status 0
>>> stdout
beetle/complete.rec: record 1: beetle, 29 turns, finished
beetle/points.rec: record 1: beetle, 21 turns, finished
beetle/points.yaml: record 1: beetle, 21 turns, finished
beetle/three.rec: record 1: beetle, 20 turns, finished
beetle/unfinished.rec: record 1: beetle, 4 turns, unfinished
beetle/open.rec: record 1: beetle, 3 turns, unfinished

### the score table: a turn's score is the parts it drew
$ rongo-score beetle/complete.rec
>>> status 0
>>> stdout
beetle/complete.rec: record 1: beetle, finished
  turn  player  score  total
     1  Ann         0      0
     2  Bob         0      0
     3  Ann         1      1
     4  Bob         1      1
     5  Ann         0      1
     6  Bob         0      1
     7  Ann         1      2
     8  Bob         1      2
     9  Ann         1      3
    10  Bob         0      2
    11  Ann         1      4
    12  Bob         1      3
    13  Ann         1      5
    14  Bob         1      4
    15  Ann         1      6
    16  Bob         1      5
    17  Ann         1      7
    18  Bob         1      6
    19  Ann         1      8
    20  Bob         0      6
    21  Ann         1      9
    22  Bob         0      6
    23  Ann         1     10
    24  Bob         1      7
    25  Ann         1     11
    26  Bob         1      8
    27  Ann         1     12
    28  Bob         0      8
    29  Ann         1     13
  standings
     1  Ann        13
     2  Bob         8
  winner: Ann (a beetle is complete)

### the YAML document of the contract: score is parts drawn
$ rongo-score -f yaml beetle/complete.rec
>>> status 0
>>> stdout
file: beetle/complete.rec
record: 1
game: beetle
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 13
    rank: 1
  - name: Bob
    score: 8
    rank: 2
turns:
  - {player: Ann, score: 0, total: 0, actions: ["roll 2"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Ann, score: 1, total: 1, actions: ["roll 1"]}
  - {player: Bob, score: 1, total: 1, actions: ["roll 1"]}
  - {player: Ann, score: 0, total: 1, actions: ["roll 4"]}
  - {player: Bob, score: 0, total: 1, actions: ["roll 1"]}
  - {player: Ann, score: 1, total: 2, actions: ["roll 2"]}
  - {player: Bob, score: 1, total: 2, actions: ["roll 6"]}
  - {player: Ann, score: 1, total: 3, actions: ["roll 3"]}
  - {player: Bob, score: 0, total: 2, actions: ["roll 5"]}
  - {player: Ann, score: 1, total: 4, actions: ["roll 3"]}
  - {player: Bob, score: 1, total: 3, actions: ["roll 2"]}
  - {player: Ann, score: 1, total: 5, actions: ["roll 3"]}
  - {player: Bob, score: 1, total: 4, actions: ["roll 5"]}
  - {player: Ann, score: 1, total: 6, actions: ["roll 4"]}
  - {player: Bob, score: 1, total: 5, actions: ["roll 4"]}
  - {player: Ann, score: 1, total: 7, actions: ["roll 4"]}
  - {player: Bob, score: 1, total: 6, actions: ["roll 3"]}
  - {player: Ann, score: 1, total: 8, actions: ["roll 5"]}
  - {player: Bob, score: 0, total: 6, actions: ["roll 6"]}
  - {player: Ann, score: 1, total: 9, actions: ["roll 3"]}
  - {player: Bob, score: 0, total: 6, actions: ["roll 2"]}
  - {player: Ann, score: 1, total: 10, actions: ["roll 3"]}
  - {player: Bob, score: 1, total: 7, actions: ["roll 3"]}
  - {player: Ann, score: 1, total: 11, actions: ["roll 3"]}
  - {player: Bob, score: 1, total: 8, actions: ["roll 5"]}
  - {player: Ann, score: 1, total: 12, actions: ["roll 5"]}
  - {player: Bob, score: 0, total: 8, actions: ["roll 5"]}
  - {player: Ann, score: 1, total: 13, actions: ["roll 6"]}

### points: a point per part, a beetle put aside at 13; Ann reaches 20
$ rongo-score beetle/points.rec
>>> status 0
>>> stdout
beetle/points.rec: record 1: beetle, finished
  turn  player  score  total
     1  Ann         2      2
     2  Bob         0      0
     3  Ann         2      4
     4  Bob         1      1
     5  Ann         2      6
     6  Bob         2      3
     7  Ann         2      8
     8  Bob         2      5
     9  Ann         2     10
    10  Bob         1      6
    11  Ann         1     11
    12  Bob         2      8
    13  Ann         2     13
    14  Bob         0      8
    15  Ann         2     15
    16  Bob         2     10
    17  Ann         1     16
    18  Bob         2     12
    19  Ann         2     18
    20  Bob         1     13
    21  Ann         2     20
  standings
     1  Ann        20
     2  Bob        13
  winner: Ann (a player's points reached 20)

### the same game from YAML scores the same
$ rongo-score -f yaml beetle/points.yaml | sed -n 1,13p
>>> status 0
>>> stdout
file: beetle/points.yaml
record: 1
game: beetle
tags: {Variant: dice=2 points target=20}
status: finished
winner: Ann
players:
  - name: Ann
    score: 20
    rank: 1
  - name: Bob
    score: 13
    rank: 2

### the game ends at once: Cy's turn of the round never comes; one
### winner, Ann and Cy share rank 2
$ rongo-score beetle/three.rec | tail -n 5
>>> status 0
>>> stdout
  standings
     1  Bob        13
     2  Ann         6
     2  Cy          6
  winner: Bob (a beetle is complete)

### an unfinished game: nobody has won yet
$ rongo-score -f yaml beetle/unfinished.rec
>>> status 0
>>> stdout
file: beetle/unfinished.rec
record: 1
game: beetle
tags: {}
status: unfinished
winner: null
players:
  - name: Ann
    score: 2
    rank: 1
  - name: Bob
    score: 0
    rank: 3
  - name: Cy
    score: 1
    rank: 2
turns:
  - {player: Ann, score: 1, total: 1, actions: ["roll 1"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 3"]}
  - {player: Cy, score: 1, total: 1, actions: ["roll 1"]}
  - {player: Ann, score: 1, total: 2, actions: ["roll 2"]}

### the drawings of the complete game
$ rongo-render-ascii beetle/complete.rec
>>> status 0
>>> stdout
Beetle, after turn 29
1 die per turn; the first complete beetle (13 parts) wins.
Ann        Bob
  \   /      \   /
  (o o)      (o  )
\_/   \_/  \_/   \_/
--|   |--    |   |
/-\___/-\    \___/
    |          |
13 parts   8 parts
Ann threw 6: the tail.
Ann's beetle is complete.
Finished: Ann wins with 13.

### points: Ann's second beetle, Bob's new one empty
$ rongo-render-ascii beetle/points.rec
>>> status 0
>>> stdout
Beetle, after turn 21
2 dice per turn; a point per part; first to 20 points wins.
Ann        Bob
  \
  (o  )
\_/   \_/
  |   |
  \___/
    |
7 parts    0 parts
20 points  13 points
Ann threw 3 and 3: a leg, a leg.
Ann reached 20 points.
Finished: Ann wins with 20.

### three beetles, the winner's last throw
$ rongo-render-ascii beetle/three.rec
>>> status 0
>>> stdout
Beetle, after turn 20
2 dice per turn; the first complete beetle (13 parts) wins.
Ann        Bob        Cy
             \   /
  (o o)      (o o)      (o o)
\_/   \    \_/   \_/  \_/   \
  |   |    --|   |--    |   |
  \___/    /-\___/-\    \___/
    |          |          |
6 parts    13 parts   6 parts
Bob threw 6 and 4: the tail, no 3rd eye.
Bob's beetle is complete.
Finished: Bob wins with 13.

### a game in progress, a throw that drew nothing
$ rongo-render-ascii beetle/unfinished.rec
>>> status 0
>>> stdout
Beetle, after turn 4
1 die per turn; the first complete beetle (13 parts) wins.
Ann        Bob        Cy

  (   )
  /   \                 /   \
  |   |                 |   |
  \___/                 \___/

2 parts    0 parts    1 part
Ann threw 2: the head.
Bob to play.

### every turn of the game in progress, from the start
$ rongo-render-ascii --all beetle/unfinished.rec | sed -n 1,11p
>>> status 0
>>> stdout
Beetle, start
1 die per turn; the first complete beetle (13 parts) wins.
Ann        Bob        Cy






0 parts    0 parts    0 parts
Ann to play.

### a turn begun, its throw still to come
$ rongo-render-ascii beetle/open.rec
>>> status 0
>>> stdout
Beetle, turn 3 in progress
2 dice per turn; the first complete beetle (13 parts) wins.
Ann        Bob

  (   )
  /   \
  |   |
  \___/

2 parts    0 parts
Bob threw 3 and 4: no leg before the body, no eye before the head.
Ann to play.

### --next: one die on a new line for Bob
$ rongo-roll --next --seed 3 beetle/unfinished.rec | sed -E '$s/ [1-6]$/ d/'
>>> status 0
>>> stdout
[Game "beetle"]
[Players "Ann, Bob, Cy"]

Ann: roll 1
Bob: roll 3
Cy: roll 1
Ann: roll 2
Bob: roll d

### --next with dice=2 in a turn begun: two dice on Ann's line
$ rongo-roll --next --seed 3 beetle/open.rec | sed -E '$s/ [1-6]{2}$/ dd/'
>>> status 0
>>> stdout
[Game "beetle"]
[Players "Ann, Bob"]
[Variant "dice=2"]

Ann: roll 12
Bob: roll 34
Ann: roll dd

### --next in YAML: the throw is a new turn of Bob's
$ rongo-apply -f yaml beetle/unfinished.rec | rongo-roll --next --seed 3 | sed -E '$s/roll [1-6]"]}$/roll d"]}/' | tail -n 2
>>> status 0
>>> stdout
- {player: Ann, actions: ["roll 2"]}
- {player: Bob, actions: ["roll d"]}

### no throw is due once a beetle is complete
$ rongo-roll --next beetle/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: beetle/complete.rec:1:1: error: the game is over: no throw is due
[Game "beetle"]
^

### -l lists the throw due, a '?' for each die still to come: Bob
### after Ann's fourth turn; with dice=2 Bob after turn 1, and Cy once
### -m has played Bob's throw; keep and stop are never taken, and a
### finished game lists nothing
$ rongo-apply -l beetle/unfinished.rec; head -n 6 beetle/three.rec | rongo-apply -l; head -n 6 beetle/three.rec | rongo-apply -l -m 'Bob: roll 12'; rongo-apply -l beetle/complete.rec
>>> status 0
>>> stdout
Bob: roll ?
Bob: roll ??
Cy: roll ??

### -p: the state for scripts (fixtures/beetle/README).  A turn is one
### throw, read at once and ending the turn: throw is 0 while a turn is
### open, there are no turn points and no dice between actions; totals
### are the parts drawn.  open.rec: Ann's turn 3 begun, no throw yet
### (Ann 12 body+head 2, Bob 34 nothing 0); unfinished.rec: Bob due
### (Ann 2, Bob 0, Cy 1); a blank line between records
$ rongo-apply -p beetle/open.rec beetle/unfinished.rec
>>> status 0
>>> stdout
player: Ann
throw: 0
totals: Ann 2, Bob 0

player: Bob
throw: 0
totals: Ann 2, Bob 0, Cy 1

### -p -f yaml: points.rec after Ann's 4th throw (head -n 12): Ann 21 33
### 45 33 = 8 points, Bob 66 11 42 = 0 + 1 + 2 = 3, Bob due; the game is
### its id, not the alias bugs; read back by PyYAML
$ head -n 12 beetle/points.rec | rongo-apply -p -f yaml; head -n 12 beetle/points.rec | rongo-apply -p -f yaml | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["game"], d["player"], d["throw"], [t["score"] for t in d["totals"]])'
>>> status 0
>>> stdout
game: beetle
player: Bob
throw: 0
totals:
  - {name: Ann, score: 8}
  - {name: Bob, score: 3}
beetle Bob 0 [8, 3]

### -p once over: nobody due, no throw; complete.rec Ann 13 parts, Bob
### 8; points.rec Ann 20 points, Bob 13
$ rongo-apply -p beetle/complete.rec beetle/points.rec
>>> status 0
>>> stdout
player: none
throw: 0
totals: Ann 13, Bob 8

player: none
throw: 0
totals: Ann 20, Bob 13

### the throw as -l lists it is refused: its die is not known yet
$ rongo-apply -m 'Bob: roll ?' beetle/unfinished.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: beetle/unfinished.rec record 1: turn 5 (Bob): 'roll ?': '?' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ?
          ^

### the canonical record: the alias gives way to the id, dice together
$ rongo-apply beetle/points.rec
>>> status 0
>>> stdout
[Game "beetle"]
[Players "Ann, Bob"]
[Variant "dice=2 points target=20"]

{By hand: Ann 13 for her first beetle + 7 = 20 in turn 21; Bob 13}
Ann: roll 21
Bob: roll 66
Ann: roll 33
Bob: roll 11
Ann: roll 45
Bob: roll 42
Ann: roll 33
Bob: roll 55
Ann: roll 36
Bob: roll 54
Ann: roll 44
Bob: roll 36
Ann: roll 53
Bob: roll 12
Ann: roll 61
Bob: roll 33
Ann: roll 22
Bob: roll 33
Ann: roll 45
Bob: roll 63
Ann: roll 33

### the record in YAML
$ rongo-apply -f yaml beetle/three.rec
>>> status 0
>>> stdout
game: beetle
players: [Ann, Bob, Cy]
tags: {Variant: dice=2}
turns:
- {player: Ann, actions: ["roll 13"]}
- {player: Bob, actions: ["roll 12"]}
- {player: Cy, actions: ["roll 31"]}
- {player: Ann, actions: ["roll 66"]}
- {player: Bob, actions: ["roll 33"]}
- {player: Cy, actions: ["roll 22"]}
- {player: Ann, actions: ["roll 22"]}
- {player: Bob, actions: ["roll 33"]}
- {player: Cy, actions: ["roll 66"]}
- {player: Ann, actions: ["roll 44"]}
- {player: Bob, actions: ["roll 33"]}
- {player: Cy, actions: ["roll 44"]}
- {player: Ann, actions: ["roll 11"]}
- {player: Bob, actions: ["roll 44"]}
- {player: Cy, actions: ["roll 11"]}
- {player: Ann, actions: ["roll 12"]}
- {player: Bob, actions: ["roll 55"]}
- {player: Cy, actions: ["roll 21"]}
- {player: Ann, actions: ["roll 11"]}
- {player: Bob, actions: ["roll 64"]}
comments: [{ply: 0, text: "By hand: Bob's 64 in turn 20 completes his beetle; Ann 6, Cy 6"}]

### notation -> YAML -> notation gives the canonical record back
$ rongo-apply beetle/complete.rec >$T/a && rongo-apply -f yaml beetle/complete.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### the same for points and two dice
$ rongo-apply beetle/points.rec >$T/a && rongo-apply -f yaml beetle/points.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### YAML in (dice apart, with commas), notation out
$ rongo-apply -f notation beetle/points.yaml | sed -n 1,8p
>>> status 0
>>> stdout
[Game "beetle"]
[Players "Ann, Bob"]
[Variant "dice=2 points target=20"]

Ann: roll 21
Bob: roll 66
Ann: roll 33
Bob: roll 11

### a throw of two dice when one is thrown
$ rongo-validate beetle/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: beetle/wrong-count.rec:5:11: error: turn 2 (Bob): 'roll 34': a throw is 1 die, not 2
Bob: roll 34
          ^~

### a die that is not 1 to 6
$ rongo-validate beetle/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: beetle/bad-die.rec:5:11: error: turn 2 (Bob): 'roll 0': '0' is not a die: dice are written as digits 1 to 6
Bob: roll 0
          ^

### roll with no die after it
$ rongo-validate beetle/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: beetle/no-dice.rec:4:6: error: turn 1 (Ann): 'roll': write the 1 die thrown after roll
Ann: roll
     ^~~~

### a second throw in a turn
$ rongo-validate beetle/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: beetle/second-throw.rec:4:13: error: turn 1 (Ann): 'roll 2': the turn is over: a turn is one throw
Ann: roll 1 roll 2
            ^~~~

### keep: the referee draws, the player keeps nothing
$ rongo-validate beetle/keep.rec
>>> status 1
>>> stderr
rongo-validate: beetle/keep.rec:5:6: error: turn 2 (Bob): 'keep 3': nothing to keep in Beetle: the referee draws the part each die allows
Bob: keep 3
     ^~~~

### stop: a turn is its one throw
$ rongo-validate beetle/stop.rec
>>> status 1
>>> stderr
rongo-validate: beetle/stop.rec:5:6: error: turn 2 (Bob): 'stop': no stopping in Beetle: a turn is one throw, and it is still to come
Bob: stop
     ^~~~

### a turn line with no throw
$ rongo-validate beetle/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: beetle/no-throw.rec:5:1: error: turn 2 (Bob): the turn before has no throw: a turn is one throw
Bob: roll 1
^~~

### a player out of turn
$ rongo-validate beetle/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: beetle/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 2
^~~

### a turn after the first complete beetle
$ rongo-validate beetle/after-end.rec
>>> status 1
>>> stderr
rongo-validate: beetle/after-end.rec:18:1: error: turn 14 (Bob): the game is over: a beetle is complete
Bob: roll 11
^~~

### another action word
$ rongo-validate beetle/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: beetle/unknown-action.rec:5:6: error: turn 2 (Bob): 'score 3': 'score' is not a Beetle action: write roll
Bob: score 3
     ^~~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate beetle/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: beetle/unknown-word.rec:4:13: error: turn 1 (Ann): 'roll 1 hold': 'hold' is neither dice nor an action: the only action is roll
Ann: roll 1 hold
            ^~~~

### an unknown option
$ rongo-validate beetle/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: beetle/unknown-option.rec:3:18: error: bad Variant 'dice=2 rounds=3': Beetle has no option 'rounds'
[Variant "dice=2 rounds=3"]
                 ^~~~~~~~

### three dice a throw
$ rongo-validate beetle/bad-dice.rec
>>> status 1
>>> stderr
rongo-validate: beetle/bad-dice.rec:3:16: error: bad Variant 'dice=3': dice must be a whole number from 1 to 2
[Variant "dice=3"]
               ^

### a target of no points
$ rongo-validate beetle/bad-target.rec
>>> status 1
>>> stderr
rongo-validate: beetle/bad-target.rec:3:25: error: bad Variant 'points target=0': target must be a whole number from 1 to 1000000
[Variant "points target=0"]
                        ^

### a target without points
$ rongo-validate beetle/target-alone.rec
>>> status 1
>>> stderr
rongo-validate: beetle/target-alone.rec:1:1: error: target=30 needs the points option: without it the first complete beetle wins
[Game "beetle"]
^
