# The programs on Everest records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games": two rows of 1 to 12; each throw
# crosses off numbers from disjoint groups of the three dice; the player
# declares them; first to cross off all 24 wins), the rulings in
# rongo-games(7) and the diagnostic format.  The hand working of each
# fixture is in fixtures/everest/README.

### a complete game: Ann crosses off her 24th number in turn 23
$ rongo-validate everest/complete.rec
>>> status 0

### -v: the records, their turns and status
$ rongo-validate -v everest/complete.rec everest/complete.yaml everest/unfinished.rec everest/between.rec
>>> status 0
>>> stdout
everest/complete.rec: record 1: everest, 23 turns, finished
everest/complete.yaml: record 1: everest, 23 turns, finished
everest/unfinished.rec: record 1: everest, 2 turns, unfinished
everest/between.rec: record 1: everest, 2 turns, unfinished

### the alias names the same game, here for a record without a Game tag
$ sed 1d everest/complete.rec | rongo-validate -v -g matterhorn - | sed 's/^[^:]*: //'
>>> status 0
>>> stdout
record 1: everest, 23 turns, finished

### the score table: numbers crossed off; Bob's 555 and bare cross add nothing
$ rongo-score everest/complete.rec
>>> status 0
>>> stdout
everest/complete.rec: record 1: everest, finished
  turn  player  score  total
     1  Ann         2      2
     2  Bob         2      2
     3  Ann         2      4
     4  Bob         2      4
     5  Ann         2      6
     6  Bob         2      6
     7  Ann         2      8
     8  Bob         1      7
     9  Ann         2     10
    10  Bob         2      9
    11  Ann         2     12
    12  Bob         1     10
    13  Ann         2     14
    14  Bob         0     10
    15  Ann         2     16
    16  Bob         0     10
    17  Ann         2     18
    18  Bob         3     13
    19  Ann         2     20
    20  Bob         2     15
    21  Ann         2     22
    22  Bob         1     16
    23  Ann         2     24
  standings
     1  Ann        24
     2  Bob        16
  winner: Ann (all 24 numbers of a sheet are crossed off)

### the YAML document of the contract: score is the numbers crossed off
$ rongo-score -f yaml everest/complete.rec
>>> status 0
>>> stdout
file: everest/complete.rec
record: 1
game: everest
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 24
    rank: 1
  - name: Bob
    score: 16
    rank: 2
turns:
  - {player: Ann, score: 2, total: 2, actions: ["roll 611", "cross 1 7"]}
  - {player: Bob, score: 2, total: 2, actions: ["roll 235", "cross 5 5"]}
  - {player: Ann, score: 2, total: 4, actions: ["roll 622", "cross 2 8"]}
  - {player: Bob, score: 2, total: 4, actions: ["roll 235", "cross 2 8"]}
  - {player: Ann, score: 2, total: 6, actions: ["roll 633", "cross 3 9"]}
  - {player: Bob, score: 2, total: 6, actions: ["roll 235", "cross 3 7"]}
  - {player: Ann, score: 2, total: 8, actions: ["roll 644", "cross 4 10"]}
  - {player: Bob, score: 1, total: 7, actions: ["roll 235", "cross 10"]}
  - {player: Ann, score: 2, total: 10, actions: ["roll 655", "cross 5 11"]}
  - {player: Bob, score: 2, total: 9, actions: ["roll 235", "cross 2 3"]}
  - {player: Ann, score: 2, total: 12, actions: ["roll 666", "cross 6 12"]}
  - {player: Bob, score: 1, total: 10, actions: ["roll 555", "cross 10"]}
  - {player: Ann, score: 2, total: 14, actions: ["roll 341", "cross 1 7"]}
  - {player: Bob, score: 0, total: 10, actions: ["roll 555"]}
  - {player: Ann, score: 2, total: 16, actions: ["roll 532", "cross 2 8"]}
  - {player: Bob, score: 0, total: 10, actions: ["roll 146", "cross"]}
  - {player: Ann, score: 2, total: 18, actions: ["roll 453", "cross 3 9"]}
  - {player: Bob, score: 3, total: 13, actions: ["roll 146", "cross 1 4 6"]}
  - {player: Ann, score: 2, total: 20, actions: ["roll 554", "cross 4 10"]}
  - {player: Bob, score: 2, total: 15, actions: ["roll 666", "cross 6 12"]}
  - {player: Ann, score: 2, total: 22, actions: ["roll 565", "cross 5 11"]}
  - {player: Bob, score: 1, total: 16, actions: ["roll 112", "cross 4"]}
  - {player: Ann, score: 2, total: 24, actions: ["roll 666", "cross 6 12"]}

### the YAML record under the alias scores the same
$ rongo-score -f yaml everest/complete.yaml | sed -n 1,13p
>>> status 0
>>> stdout
file: everest/complete.yaml
record: 1
game: everest
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 24
    rank: 1
  - name: Bob
    score: 16
    rank: 2

### a game in progress: Bob's throw is not crossed off yet, no winner
$ rongo-score everest/unfinished.rec
>>> status 0
>>> stdout
everest/unfinished.rec: record 1: everest, unfinished
  turn  player  score  total
     1  Ann         2      2
     2  Bob         0      0
  standings
     1  Ann         2
     2  Bob         0
  winner: none yet

### the sheets of the complete game: row 1 drawn 1 to 12, row 2 12 to 1
$ rongo-render-ascii everest/complete.rec
>>> status 0
>>> stdout
Everest, after turn 23
3 dice; two rows of 1 to 12, 24 numbers to cross off.
-- marks a number crossed off.
Ann  -- -- -- -- -- -- -- -- -- -- -- --  24 of 24
     -- -- -- -- -- -- -- -- -- -- -- --
Bob  -- -- -- -- -- -- -- --  9 -- 11 --  16 of 24
     12 11 --  9  8  7 -- -- -- -- --  1
Turn 23: Ann threw 6 6 6 and crossed off 6 and 12.
Ann has crossed off all 24 numbers.
Finished: Ann wins with 24.

### a turn in progress: Bob has thrown and must say what he crosses off
$ rongo-render-ascii everest/unfinished.rec
>>> status 0
>>> stdout
Everest, turn 2 in progress
3 dice; two rows of 1 to 12, 24 numbers to cross off.
-- marks a number crossed off.
Ann  --  2  3  4  5  6 --  8  9 10 11 12  2 of 24
     12 11 10  9  8  7  6  5  4  3  2  1
Bob   1  2  3  4  5  6  7  8  9 10 11 12  0 of 24
     12 11 10  9  8  7  6  5  4  3  2  1
Turn 1: Ann threw 6 1 1 and crossed off 1 and 7.
Bob threw 2 3 5: numbers to cross off.

### after Bob's 5 5: one 5 in each of his rows
$ rongo-render-ascii everest/between.rec
>>> status 0
>>> stdout
Everest, after turn 2
3 dice; two rows of 1 to 12, 24 numbers to cross off.
-- marks a number crossed off.
Ann  --  2  3  4  5  6 --  8  9 10 11 12  2 of 24
     12 11 10  9  8  7  6  5  4  3  2  1
Bob   1  2  3  4 --  6  7  8  9 10 11 12  2 of 24
     12 11 10  9  8  7  6 --  4  3  2  1
Turn 2: Bob threw 2 3 5 and crossed off 5 and 5.
Ann to play.

### the sheet after a throw that ended the turn by itself (turn 14)
$ rongo-render-ascii --ply 14 everest/complete.rec | tail -n 2
>>> status 0
>>> stdout
Turn 14: Bob threw 5 5 5: nothing it makes is open.
Ann to play.

### --next between turns: three dice on a new line for Ann
$ rongo-roll --next --seed 3 everest/between.rec | sed -E '$s/ [1-6]{3}$/ ddd/'
>>> status 0
>>> stdout
[Game "everest"]
[Players "Ann, Bob"]

Ann: roll 611 cross 1 7
Bob: roll 235 cross 5 5
Ann: roll ddd

### --next in YAML: the throw opens Ann's turn
$ rongo-apply -f yaml everest/between.rec | rongo-roll --next --seed 3 | sed -E '$s/roll [1-6]{3}"]}$/roll ddd"]}/' | tail -n 2
>>> status 0
>>> stdout
- {player: Bob, actions: ["roll 235", "cross 5 5"]}
- {player: Ann, actions: ["roll ddd"]}

### the throw --next adds is one the referee accepts: Ann must now cross off
$ rongo-roll --next --seed 3 everest/between.rec | rongo-validate -v - | sed 's/^[^:]*: //'
>>> status 0
>>> stdout
record 1: everest, 3 turns, unfinished

### no throw is due while Bob's numbers are
$ rongo-roll --next everest/unfinished.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: everest/unfinished.rec:1:1: error: no throw is due: Bob must decide first
[Game "everest"]
^

### no throw is due once a sheet is full
$ rongo-roll --next everest/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: everest/complete.rec:1:1: error: the game is over: no throw is due
[Game "everest"]
^

### -l lists what Bob may cross off with 2 3 5, his sheet still empty,
### the most numbers first, each set ascending: 2 3 5 one die each; the
### pairs 2 3, 2 5, 2 8 (3+5), 3 5, 3 7 (2+5), 5 5 (2+3 and 5); the
### numbers 2, 3, 5, 7, 8 and 10 alone; cross alone.  No throw while
### his numbers are due
$ rongo-apply -l everest/unfinished.rec
>>> status 0
>>> stdout
Bob: cross 2 3 5
Bob: cross 2 3
Bob: cross 2 5
Bob: cross 2 8
Bob: cross 3 5
Bob: cross 3 7
Bob: cross 5 5
Bob: cross 2
Bob: cross 3
Bob: cross 5
Bob: cross 7
Bob: cross 8
Bob: cross 10
Bob: cross

### -l between turns: Ann's throw is due, three dice to come; after her
### 6 1 1 her 1 and 7 are open in the second row only, so 1 1 and the
### three dice apart (1 1 6) are not listed: 1 6, 1 7 (1 and 6+1), 2 6
### (1+1 and 6); 1, 2, 6, 7 and 8 alone; cross alone.  Nothing once a
### sheet is full
$ rongo-apply -l everest/between.rec; rongo-apply -l -m 'Ann: roll 611' everest/between.rec; rongo-apply -l everest/complete.rec
>>> status 0
>>> stdout
Ann: roll ???
Ann: cross 1 6
Ann: cross 1 7
Ann: cross 2 6
Ann: cross 1
Ann: cross 2
Ann: cross 6
Ann: cross 7
Ann: cross 8
Ann: cross

### a line -l lists is one -m takes
$ rongo-apply -m 'Bob: cross 3 7' everest/unfinished.rec
>>> status 0
>>> stdout
[Game "everest"]
[Players "Ann, Bob"]

Ann: roll 611 cross 1 7
Bob: roll 235 cross 3 7

### and one it leaves out -m refuses, at the second 1
$ rongo-apply -m 'Ann: roll 611 cross 1 1' everest/between.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:23: error: everest/between.rec record 1: turn 3 (Ann): 'cross 1 1': 1 is already crossed off once: only one 1 is left to cross off
Ann: roll 611 cross 1 1
                      ^

### the canonical record: dice together, numbers ascending, lines joined
$ rongo-apply everest/complete.rec
>>> status 0
>>> stdout
[Game "everest"]
[Players "Ann, Bob"]

{By hand: Ann crosses off 2 numbers a turn, all 24 in her 12th turn; Bob 16}
Ann: roll 611 cross 1 7
Bob: roll 235 cross 5 5
Ann: roll 622 cross 2 8
Bob: roll 235 cross 2 8
Ann: roll 633 cross 3 9
Bob: roll 235 cross 3 7
Ann: roll 644 cross 4 10
Bob: roll 235 cross 10
Ann: roll 655 cross 5 11
Bob: roll 235 cross 2 3
Ann: roll 666 cross 6 12
Bob: roll 555 cross 10
Ann: roll 341 cross 1 7
Bob: roll 555
Ann: roll 532 cross 2 8
Bob: roll 146 cross
Ann: roll 453 cross 3 9
Bob: roll 146 cross 1 4 6
Ann: roll 554 cross 4 10
Bob: roll 666 cross 6 12
Ann: roll 565 cross 5 11
Bob: roll 112 cross 4
Ann: roll 666 cross 6 12

### the record in YAML
$ rongo-apply -f yaml everest/complete.rec | sed -n '1,6p;$p'
>>> status 0
>>> stdout
game: everest
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 611", "cross 1 7"]}
- {player: Bob, actions: ["roll 235", "cross 5 5"]}
- {player: Ann, actions: ["roll 622", "cross 2 8"]}
comments: [{ply: 0, text: "By hand: Ann crosses off 2 numbers a turn, all 24 in her 12th turn; Bob 16"}]

### notation -> YAML -> notation gives the canonical record back
$ rongo-apply everest/complete.rec >$T/a && rongo-apply -f yaml everest/complete.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### YAML in (the alias, numbers joined by commas), notation out: the id is written
$ rongo-apply -f notation everest/complete.yaml | sed -n '1,6p;19p;21p;25p'
>>> status 0
>>> stdout
[Game "everest"]
[Players "Ann, Bob"]

Ann: roll 611 cross 1 7
Bob: roll 235 cross 5 5
Ann: roll 622 cross 2 8
Bob: roll 146 cross
Bob: roll 146 cross 1 4 6
Bob: roll 112 cross 4

### a throw of two dice
$ rongo-validate everest/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: everest/wrong-count.rec:5:11: error: turn 1 (Ann): 'roll 23': a throw is 3 dice, not 2
Ann: roll 23 cross 5
          ^~

### a die that is not 1 to 6
$ rongo-validate everest/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: everest/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 170': '170' is not dice: dice are written as digits 1 to 6
Ann: roll 170
          ^~~

### roll with no dice after it
$ rongo-validate everest/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: everest/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 3 dice thrown after roll
Ann: roll cross 5
     ^~~~

### numbers crossed off before the throw
$ rongo-validate everest/cross-first.rec
>>> status 1
>>> stderr
rongo-validate: everest/cross-first.rec:5:6: error: turn 1 (Ann): 'cross 5': nothing to cross off: throw first
Ann: cross 5 roll 235
     ^~~~~

### a second throw in one turn
$ rongo-validate everest/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: everest/second-throw.rec:5:15: error: turn 1 (Ann): 'roll 146': a turn is one throw: cross off numbers made from 2 3 5
Ann: roll 235 roll 146
              ^~~~

### a second cross in one turn
$ rongo-validate everest/after-cross.rec
>>> status 1
>>> stderr
rongo-validate: everest/after-cross.rec:5:24: error: turn 1 (Ann): 'cross 5': the turn is over: a turn is one throw and one cross
Ann: roll 235 cross 10 cross 5
                       ^~~~~

### a cross after a throw that ended the turn: nothing it makes is open
$ rongo-validate everest/after-nothing.rec
>>> status 1
>>> stderr
rongo-validate: everest/after-nothing.rec:9:15: error: turn 5 (Ann): 'cross': the turn is over: nothing 5 5 5 makes is open
Ann: roll 555 cross
              ^~~~~

### a number off the sheet
$ rongo-validate everest/off-sheet.rec
>>> status 1
>>> stderr
rongo-validate: everest/off-sheet.rec:5:21: error: turn 1 (Ann): 'cross 18': 18 is not on the sheet: its rows hold 1 to 12
Ann: roll 666 cross 18
                    ^~

### a number crossed off in both rows
$ rongo-validate everest/closed.rec
>>> status 1
>>> stderr
rongo-validate: everest/closed.rec:9:21: error: turn 5 (Ann): 'cross 10': 10 is already crossed off twice
Ann: roll 464 cross 10
                    ^~

### a number open in one row only, crossed off twice
$ rongo-validate everest/once-more.rec
>>> status 1
>>> stderr
rongo-validate: everest/once-more.rec:7:23: error: turn 3 (Ann): 'cross 5 5': 5 is already crossed off once: only one 5 is left to cross off
Ann: roll 235 cross 5 5
                      ^

### a number crossed off three times at once
$ rongo-validate everest/three-times.rec
>>> status 1
>>> stderr
rongo-validate: everest/three-times.rec:5:25: error: turn 1 (Ann): 'cross 5 5 5': 5 can be crossed off only twice, once in each row
Ann: roll 555 cross 5 5 5
                        ^

### a number no group of the dice makes
$ rongo-validate everest/not-made.rec
>>> status 1
>>> stderr
rongo-validate: everest/not-made.rec:5:21: error: turn 1 (Ann): 'cross 9': 9 cannot be made from 2 3 5: a number is one die or the sum of two or three
Ann: roll 235 cross 9
                    ^

### two numbers that need the same die
$ rongo-validate everest/die-twice.rec
>>> status 1
>>> stderr
rongo-validate: everest/die-twice.rec:5:23: error: turn 1 (Ann): 'cross 8 5': 8 and 5 cannot both be made from 2 3 5: each die counts once
Ann: roll 235 cross 8 5
                      ^

### three numbers, each pair possible, all three not
$ rongo-validate everest/all-three.rec
>>> status 1
>>> stderr
rongo-validate: everest/all-three.rec:5:25: error: turn 1 (Ann): 'cross 3 3 1': 3, 3 and 1 cannot all be made from 1 2 3: each die counts once
Ann: roll 123 cross 3 3 1
                        ^

### four numbers from three dice
$ rongo-validate everest/too-many.rec
>>> status 1
>>> stderr
rongo-validate: everest/too-many.rec:5:27: error: turn 1 (Ann): 'cross 1 2 3 4': 3 dice make at most 3 numbers
Ann: roll 123 cross 1 2 3 4
                          ^

### a number written with a sign
$ rongo-validate everest/not-a-number.rec
>>> status 1
>>> stderr
rongo-validate: everest/not-a-number.rec:5:23: error: turn 1 (Ann): 'cross 1 +2': '+2' is not a number: write the numbers crossed off, 1 to 12
Ann: roll 123 cross 1 +2
                      ^~

### an unknown word inside a cross joins it
$ rongo-validate everest/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: everest/unknown-word.rec:5:23: error: turn 1 (Ann): 'cross 5 five': 'five' is neither a number nor an action: the actions are roll and cross
Ann: roll 235 cross 5 five
                      ^~~~

### an unknown action opening a turn
$ rongo-validate everest/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: everest/unknown-start.rec:5:6: error: turn 1 (Ann): 'keep 5': 'keep' is not an Everest action: write roll or cross
Ann: keep 5
     ^~~~

### a new turn line while the numbers of a throw are due
$ rongo-validate everest/not-over.rec
>>> status 1
>>> stderr
rongo-validate: everest/not-over.rec:6:1: error: turn 2 (Bob): the turn before is not over: it ends with cross, the numbers made from 2 3 5 (none: cross alone)
Bob: roll 146
^~~

### a turn line with no throw
$ rongo-validate everest/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: everest/no-throw.rec:6:1: error: turn 2 (Bob): the turn before has no throw: a turn is one throw of 3 dice
Bob: roll 146
^~~

### a player out of turn
$ rongo-validate everest/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: everest/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 235 cross 10
^~~

### a turn after a full sheet: the game ended at once
$ rongo-validate everest/after-end.rec
>>> status 1
>>> stderr
rongo-validate: everest/after-end.rec:29:1: error: turn 24 (Bob): the game is over: all 24 numbers of a sheet are crossed off
Bob: roll 123 cross 1 2 3
^~~

### Everest has no options
$ rongo-validate everest/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: everest/unknown-option.rec:4:11: error: bad Variant 'rounds=3': Everest has no option 'rounds'
[Variant "rounds=3"]
          ^~~~~~~~

### -p: the state for scripts.  The file's first 14 lines stop after
### Bob's roll 235, his cross due: 1 throw, its dice 2 3 5 showing to
### cross from (the numbers crossed are the sheet's, not dice: nothing
### aside, no points); Ann has crossed 2 a turn in 5 turns (10), Bob 5 5,
### 8 2, 3 7 and 10 (7).  After 19 lines Bob's 555 made nothing open (5
### and 10 crossed twice, 15 off the sheet): his turn is over, Ann due
### with no throw, Ann 14 and Bob 10.  Once over nobody is due, the
### totals Ann 24 and Bob 16 (the comment of complete.rec)
$ head -n 14 everest/complete.rec | rongo-apply -p; head -n 19 everest/complete.rec | rongo-apply -p; rongo-apply -p everest/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 1
showing: 235
aside:
totals: Ann 10, Bob 7
player: Ann
throw: 0
showing:
aside:
totals: Ann 14, Bob 10
player: none
throw: 0
showing:
aside:
totals: Ann 24, Bob 16

### -p -f yaml: the throw to cross from as a mapping
$ head -n 14 everest/complete.rec | rongo-apply -p -f yaml
>>> status 0
>>> stdout
game: everest
player: Bob
throw: 1
showing: [2, 3, 5]
aside: []
totals:
  - {name: Ann, score: 10}
  - {name: Bob, score: 7}
