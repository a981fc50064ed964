# The programs on Catch-Up records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7)
# and the diagnostic format; the working is in fixtures/catch-up/README.

### a complete game to 2 tokens: Bob's second token, taken on Cy's line
$ rongo-validate -v catch-up/complete.rec
>>> status 0
>>> stdout
catch-up/complete.rec: record 1: catch-up, 14 turns, finished

### two players in YAML, the default 3 tokens: Ann wins 3 to 2
$ rongo-validate -v catch-up/two.yaml
>>> status 0
>>> stdout
catch-up/two.yaml: record 1: catch-up, 14 turns, finished

### a game left in the middle of a beat
$ rongo-validate -v catch-up/unfinished.rec
>>> status 0
>>> stdout
catch-up/unfinished.rec: record 1: catch-up, 3 turns, unfinished

### valid records say nothing without -v
$ rongo-validate catch-up/complete.rec catch-up/two.yaml catch-up/unfinished.rec
>>> status 0

### the tokens line by line, the standings and the winner; a token
### shows in a row only when its taker threw that line
$ rongo-score catch-up/complete.rec
>>> status 0
>>> stdout
catch-up/complete.rec: record 1: catch-up, finished
  turn  player  score  total
     1  Ann         0      0
     2  Cy          0      0
     3  Ann         0      0
     4  Bob         1      1
     5  Bob         0      1
     6  Dee         0      0
     7  Bob         0      1
     8  Cy          0      0
     9  Cy          0      0
    10  Bob         0      1
    11  Dee         0      0
    12  Ann         1      1
    13  Ann         0      1
    14  Cy          0      0
  standings
     1  Bob         2
     2  Ann         1
     3  Cy          0
     3  Dee         0
  winner: Bob (the first to 2 tokens wins)

### the complete game's scores in YAML: score is the tokens
$ rongo-score -f yaml catch-up/complete.rec
>>> status 0
>>> stdout
file: catch-up/complete.rec
record: 1
game: catch-up
tags: {Variant: tokens=2}
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
    score: 0
    rank: 3
  - name: Dee
    score: 0
    rank: 3
turns:
  - {player: Ann, score: 0, total: 0, actions: ["roll 3"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Ann, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Bob, score: 1, total: 1, actions: ["roll 2"]}
  - {player: Bob, score: 0, total: 1, actions: ["roll 5"]}
  - {player: Dee, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Bob, score: 0, total: 1, actions: ["roll 6"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Bob, score: 0, total: 1, actions: ["roll 6"]}
  - {player: Dee, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Ann, score: 1, total: 1, actions: ["roll 4"]}
  - {player: Ann, score: 0, total: 1, actions: ["roll 6"]}
  - {player: Cy, score: 0, total: 0, actions: ["roll 6"]}

### two players: the token of beat 1 is Ann's, taken on Bob's line
$ rongo-score -f yaml catch-up/two.yaml
>>> status 0
>>> stdout
file: catch-up/two.yaml
record: 1
game: catch-up
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 3
    rank: 1
  - name: Bob
    score: 2
    rank: 2
turns:
  - {player: Ann, score: 0, total: 0, actions: ["roll 2"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Ann, score: 0, total: 1, actions: ["roll 6"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 1"]}
  - {player: Ann, score: 0, total: 1, actions: ["roll 5"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 6"]}
  - {player: Ann, score: 1, total: 2, actions: ["roll 3"]}
  - {player: Ann, score: 0, total: 2, actions: ["roll 6"]}
  - {player: Bob, score: 1, total: 1, actions: ["roll 4"]}
  - {player: Bob, score: 0, total: 1, actions: ["roll 3"]}
  - {player: Ann, score: 0, total: 2, actions: ["roll 6"]}
  - {player: Bob, score: 0, total: 2, actions: ["roll 6"]}
  - {player: Ann, score: 1, total: 3, actions: ["roll 2"]}

### an unfinished game: no winner yet
$ rongo-score catch-up/unfinished.rec
>>> status 0
>>> stdout
catch-up/unfinished.rec: record 1: catch-up, unfinished
  turn  player  score  total
     1  Ann         0      0
     2  Bob         0      0
     3  Ann         0      1
  standings
     1  Ann         1
     2  Bob         0
     2  Cy          0
  winner: none yet

### the sheet of the complete game: the beats, then the circle
$ rongo-render-ascii catch-up/complete.rec
>>> status 0
>>> stdout
Catch-Up, 7 beats played
First to 2 tokens; a 6 passes the first die left, the second right.
Beat  First  Second  Then
   1  Ann 3  Cy 6    second to Bob
   2  Ann 6  Bob 2   first to Bob; Bob takes token 1, second to Dee
   3  Bob 5  Dee 6   second to Cy
   4  Bob 6  Cy 6    first to Cy, second to Bob
   5  Cy 6   Bob 6   first to Dee, second to Ann
   6  Dee 6  Ann 4   first to Ann; Ann takes token 1, second to Cy
   7  Ann 6  Cy 6    first to Bob, second to Bob; Bob takes token 2, second to Dee
Seat  Player  Holds   Tokens
   1  Ann                  1
   2  Bob     first        2
   3  Cy                   0
   4  Dee     second       0
Finished: Bob wins with 2 tokens.

### the sheet at the start
$ rongo-render-ascii --ply 0 catch-up/complete.rec
>>> status 0
>>> stdout
Catch-Up, start
First to 2 tokens; a 6 passes the first die left, the second right.
Seat  Player  Holds   Tokens
   1  Ann     first        0
   2  Bob                  0
   3  Cy      second       0
   4  Dee                  0
Ann to throw the first die.

### the sheet between beats: Bob has both thrown at him and gone on
$ head -n 10 catch-up/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
Catch-Up, after beat 3
First to 2 tokens; a 6 passes the first die left, the second right.
Beat  First  Second  Then
   1  Ann 3  Cy 6    second to Bob
   2  Ann 6  Bob 2   first to Bob; Bob takes token 1, second to Dee
   3  Bob 5  Dee 6   second to Cy
Seat  Player  Holds   Tokens
   1  Ann                  0
   2  Bob     first        1
   3  Cy      second       0
   4  Dee                  0
Bob to throw the first die.

### the sheet in the middle of a beat: the first die is thrown
$ rongo-render-ascii catch-up/unfinished.rec
>>> status 0
>>> stdout
Catch-Up, beat 2 in progress
First to 3 tokens; a 6 passes the first die left, the second right.
Beat  First  Second  Then
   1  Ann 4  Bob 6   second to Ann; Ann takes token 1, second to Bob
   2  Ann 6
Seat  Player  Holds   Tokens
   1  Ann     first        1
   2  Bob     second       0
   3  Cy                   0
Bob to throw the second die.

### --next in the middle of a beat: 1 die for Bob, the second's holder
$ rongo-roll --next catch-up/unfinished.rec | tail -n 2 | sed -E '$s/(roll )[1-6]$/\1D/'
>>> status 0
>>> stdout
Ann: roll 6
Bob: roll D

### --next between beats: Bob, who threw the second die, now throws the
### first, on a new line
$ head -n 8 catch-up/complete.rec | rongo-roll --next | tail -n 2 | sed -E '$s/(roll )[1-6]$/\1D/'
>>> status 0
>>> stdout
Bob: roll 2
Bob: roll D

### the throw --next adds is one the referee accepts
$ rongo-roll --next catch-up/unfinished.rec | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: catch-up, 4 turns, unfinished

### no throw is due once the game is over
$ rongo-roll --next catch-up/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: catch-up/complete.rec:1:1: error: the game is over: no throw is due
[Game "catch-up"]
^

### the complete game in YAML
$ rongo-apply -f yaml catch-up/complete.rec
>>> status 0
>>> stdout
game: catch-up
players: [Ann, Bob, Cy, Dee]
tags: {Variant: tokens=2}
turns:
- {player: Ann, actions: ["roll 3"]}
- {player: Cy, actions: ["roll 6"]}
- {player: Ann, actions: ["roll 6"]}
- {player: Bob, actions: ["roll 2"]}
- {player: Bob, actions: ["roll 5"]}
- {player: Dee, actions: ["roll 6"]}
- {player: Bob, actions: ["roll 6"]}
- {player: Cy, actions: ["roll 6"]}
- {player: Cy, actions: ["roll 6"]}
- {player: Bob, actions: ["roll 6"]}
- {player: Dee, actions: ["roll 6"]}
- {player: Ann, actions: ["roll 4"]}
- {player: Ann, actions: ["roll 6"]}
- {player: Cy, actions: ["roll 6"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml catch-up/complete.rec | rongo-apply -f notation | cmp - catch-up/complete.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: one throw a line
$ rongo-apply -f notation catch-up/two.yaml
>>> status 0
>>> stdout
[Game "catch-up"]
[Players "Ann, Bob"]

Ann: roll 2
Bob: roll 6
Ann: roll 6
Bob: roll 6
Bob: roll 1
Ann: roll 5
Bob: roll 6
Ann: roll 3
Ann: roll 6
Bob: roll 4
Bob: roll 3
Ann: roll 6
Bob: roll 6
Ann: roll 2

### a line for a player who holds no die
$ rongo-validate catch-up/no-die.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/no-die.rec:5:1: error: turn 1 (Bob): Bob holds no die: Ann throws the first die next
Bob: roll 3
^~~

### the holder of the second die before the holder of the first
$ rongo-validate catch-up/second-first.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/second-first.rec:5:1: error: turn 1 (Cy): it is Ann's turn, not Cy's: Ann throws the first die
Cy: roll 3
^~

### the holder of the first die throws again before the second is thrown
$ rongo-validate -v catch-up/twice.rec
>>> status 1
>>> stdout
catch-up/twice.rec: record 1: catch-up, 1 turn, invalid
>>> stderr
rongo-validate: catch-up/twice.rec:6:1: error: turn 2 (Ann): it is Cy's turn, not Ann's: Cy throws the second die
Ann: roll 2
^~~

### two dice on a line: the caret on the first too many
$ rongo-validate catch-up/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/wrong-count.rec:6:12: error: turn 2 (Cy): 'roll 4 6': a throw is 1 die, not 2: each holder throws its own die
Cy: roll 4 6
           ^

### roll with no die
$ rongo-validate catch-up/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 1 die thrown after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate catch-up/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### a second throw on one line
$ rongo-validate catch-up/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/second-throw.rec:5:13: error: turn 1 (Ann): 'roll 6': the turn is over: a turn is one throw, and this one threw the first die, a 3
Ann: roll 3 roll 6
            ^~~~

### a line with no throw, followed by the next holder's
$ rongo-validate catch-up/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/no-throw.rec:6:1: error: turn 2 (Cy): the turn before has no throw: the holder of the first die throws it once
Cy: roll 6
^~

### passing a die by hand
$ rongo-validate catch-up/pass.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/pass.rec:6:5: error: turn 2 (Cy): 'pass 6': nothing is passed by hand: the referee passes a die that shows 6, and the second die after a token
Cy: pass 6
    ^~~~

### an unknown action opening a line
$ rongo-validate catch-up/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/unknown-start.rec:5:6: error: turn 1 (Ann): 'stop': 'stop' is not a Catch-Up action: write roll and the die thrown
Ann: stop
     ^~~~

### an unknown word inside a line joins the throw before it
$ rongo-validate catch-up/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/unknown-word.rec:5:13: error: turn 1 (Ann): 'roll 4 keep 4': 'keep' is neither dice nor an action: the only action is roll
Ann: roll 4 keep 4
            ^~~~

### a line after the end of the game
$ rongo-validate catch-up/after-end.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/after-end.rec:9:1: error: turn 3 (Bob): the game is over: the first to 1 token wins
Bob: roll 4
^~~

### one player is no circle
$ rongo-validate catch-up/one-player.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/one-player.rec:3:11: error: Catch-Up is for 2 to 16 players, not 1
[Players "Ann"]
          ^

### an unknown option
$ rongo-validate catch-up/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/unknown-option.rec:4:20: error: bad Variant 'tokens=5 rounds=3': Catch-Up has no option 'rounds'
[Variant "tokens=5 rounds=3"]
                   ^~~~~~~~

### a target of no tokens
$ rongo-validate catch-up/bad-tokens.rec
>>> status 1
>>> stderr
rongo-validate: catch-up/bad-tokens.rec:4:18: error: bad Variant 'tokens=0': tokens must be a whole number from 1 to 1000000
[Variant "tokens=0"]
                 ^

### -l lists the throw due, its die still to come, for the holder of
### the die due, and never pass (the referee passes the dice): after
### Ann's 3 with the first die, Cy's throw of the second; after Cy's
### 6 sent the second die to Bob, Ann's of the first again; after Ann
### throws a 6 there, Bob's of the second; nothing once Bob has won
$ head -n 5 catch-up/complete.rec | rongo-apply -l; head -n 6 catch-up/complete.rec | rongo-apply -l; head -n 6 catch-up/complete.rec | rongo-apply -l -m 'Ann: roll 6'; rongo-apply -l catch-up/complete.rec
>>> status 0
>>> stdout
Cy: roll ?
Ann: roll ?
Bob: roll ?

### a throw as -l lists it is refused: its die is not known yet
$ head -n 5 catch-up/complete.rec | rongo-apply -m 'Cy: roll ?'
>>> status 1
>>> stderr
rongo-apply: -m:1:10: error: <stdin> record 1: turn 2 (Cy): 'roll ?': '?' stands for dice not yet thrown: rongo-roll --next throws them
Cy: roll ?
         ^

### -p: the state for scripts.  Once over nobody is due, and the tokens
### are Ann 1, Bob 2, Cy 0, Dee 0; after the file's first 8 lines
### (beats 1 and 2) Bob is due with the first die, his token of beat 2
### taken (see fixtures/catch-up/README)
$ rongo-apply -p catch-up/complete.rec; head -n 8 catch-up/complete.rec | rongo-apply -p -f yaml
>>> status 0
>>> stdout
player: none
totals: Ann 1, Bob 2, Cy 0, Dee 0
game: catch-up
player: Bob
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 1}
  - {name: Cy, score: 0}
  - {name: Dee, score: 0}
