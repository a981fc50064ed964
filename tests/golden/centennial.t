# The programs on Centennial records.  Every expected line was worked out
# by hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7)
# and the diagnostic format; the working is in fixtures/centennial/README.

### a complete game: Ann is back at 1 at turn 13
$ rongo-validate -v centennial/complete.rec
>>> status 0
>>> stdout
centennial/complete.rec: record 1: centennial, 13 turns, finished

### extra-throw and claims in YAML: Ann home in her second turn
$ rongo-validate -v centennial/extra.yaml
>>> status 0
>>> stdout
centennial/extra.yaml: record 1: centennial, 4 turns, finished

### unfinished games: a turn in progress, and the alias ohio
$ rongo-validate -v centennial/unfinished.rec centennial/alias.rec
>>> status 0
>>> stdout
centennial/unfinished.rec: record 1: centennial, 1 turn, unfinished
centennial/alias.rec: record 1: centennial, 2 turns, unfinished

### the score table of the complete game: targets made
$ rongo-score centennial/complete.rec
>>> status 0
>>> stdout
centennial/complete.rec: record 1: centennial, finished
  turn  player  score  total
     1  Ann         7      7
     2  Bob         0      0
     3  Ann         2      9
     4  Bob         4      4
     5  Ann         1     10
     6  Bob         2      6
     7  Ann         3     13
     8  Bob         2      8
     9  Ann         2     15
    10  Bob         0      8
    11  Ann         4     19
    12  Bob         1      9
    13  Ann         4     23
  standings
     1  Ann        23
     2  Bob         9
  winner: Ann (the first round trip, 1 to 12 and back to 1, is complete)

### the complete game's scores in YAML
$ rongo-score -f yaml centennial/complete.rec
>>> status 0
>>> stdout
file: centennial/complete.rec
record: 1
game: centennial
tags: {}
status: finished
winner: Ann
players:
  - name: Ann
    score: 23
    rank: 1
  - name: Bob
    score: 9
    rank: 2
turns:
  - {player: Ann, score: 7, total: 7, actions: ["roll 124"]}
  - {player: Bob, score: 0, total: 0, actions: ["roll 356"]}
  - {player: Ann, score: 2, total: 9, actions: ["roll 236"]}
  - {player: Bob, score: 4, total: 4, actions: ["roll 112"]}
  - {player: Ann, score: 1, total: 10, actions: ["roll 466"]}
  - {player: Bob, score: 2, total: 6, actions: ["roll 135"]}
  - {player: Ann, score: 3, total: 13, actions: ["roll 566"]}
  - {player: Bob, score: 2, total: 8, actions: ["roll 256"]}
  - {player: Ann, score: 2, total: 15, actions: ["roll 361"]}
  - {player: Bob, score: 0, total: 8, actions: ["roll 444"]}
  - {player: Ann, score: 4, total: 19, actions: ["roll 251"]}
  - {player: Bob, score: 1, total: 9, actions: ["roll 362"]}
  - {player: Ann, score: 4, total: 23, actions: ["roll 121"]}

### claims move players between their own turns: Bob's row counts from
### the 2 he claimed, Cy's 0 keeps his 2
$ rongo-score -f yaml centennial/extra.yaml
>>> status 0
>>> stdout
file: centennial/extra.yaml
record: 1
game: centennial
tags: {Variant: extra-throw claims}
status: finished
winner: Ann
players:
  - name: Ann
    score: 23
    rank: 1
  - name: Bob
    score: 6
    rank: 2
  - name: Cy
    score: 2
    rank: 3
turns:
  - {player: Ann, score: 9, total: 9, actions: ["roll 124", "claim 2", "claim 3", "roll 236", "claim 2", "roll 111", "claim 3"]}
  - {player: Bob, score: 4, total: 6, actions: ["roll 345", "roll 666", "roll 111"]}
  - {player: Cy, score: 0, total: 2, actions: ["roll 222"]}
  - {player: Ann, score: 14, total: 23, actions: ["roll 466", "roll 566", "roll 361", "roll 251", "roll 121"]}

### an unfinished game: no winner yet
$ rongo-score centennial/alias.rec
>>> status 0
>>> stdout
centennial/alias.rec: record 1: centennial, unfinished
  turn  player  score  total
     1  Ann         7      7
     2  Bob         0      0
  standings
     1  Ann         7
     2  Bob         0
  winner: none yet

### the track at the end of the complete game
$ rongo-render-ascii centennial/complete.rec
>>> status 0
>>> stdout
Centennial, after turn 13
3 dice; targets 1 to 12, then 11 back to 1.
       +----+----+----+----+----+----+----+----+----+----+----+----+
       |  1 |  2 |  3 |  4 |  5 |  6 |  7 |  8 |  9 | 10 | 11 | 12 |
       +----+----+----+----+----+----+----+----+----+----+----+----+
out  > |    |    |    |    |    |    |    |    | B  |    |    |    |
back < | A  |    |    |    |    |    |    |    |    |    |    |    |
       +----+----+----+----+----+----+----+----+----+----+----+----+
Marker  Player  Way    Square  Next  Reached
A       Ann     home        1     -       23
B       Bob     out         9    10        9
Last throw: Ann 121 made 4 3 2 1.
Finished: Ann is back at 1 first and wins.

### the track in the middle of the complete game (turn 7: Ann past 12)
$ head -n 10 centennial/complete.rec | rongo-render-ascii
>>> status 0
>>> stdout
Centennial, after turn 7
3 dice; targets 1 to 12, then 11 back to 1.
       +----+----+----+----+----+----+----+----+----+----+----+----+
       |  1 |  2 |  3 |  4 |  5 |  6 |  7 |  8 |  9 | 10 | 11 | 12 |
       +----+----+----+----+----+----+----+----+----+----+----+----+
out  > |    |    |    |    |    | B  |    |    |    |    |    |    |
back < |    |    |    |    |    |    |    |    |    |    | A  |    |
       +----+----+----+----+----+----+----+----+----+----+----+----+
Marker  Player  Way    Square  Next  Reached
A       Ann     back       11    10       13
B       Bob     out         6     7        6
Last throw: Ann 566 made 11 12 11.
Bob to play.

### the track after turn 1 with claims: Cy claimed 2 from Ann's 111
$ rongo-render-ascii --ply 1 centennial/extra.yaml
>>> status 0
>>> stdout
Centennial, after turn 1
3 dice; targets 1 to 12, then 11 back to 1.
Options: extra-throw, claims.
       +----+----+----+----+----+----+----+----+----+----+----+----+
       |  1 |  2 |  3 |  4 |  5 |  6 |  7 |  8 |  9 | 10 | 11 | 12 |
       +----+----+----+----+----+----+----+----+----+----+----+----+
out  > |    | BC |    |    |    |    |    |    | A  |    |    |    |
back < |    |    |    |    |    |    |    |    |    |    |    |    |
       +----+----+----+----+----+----+----+----+----+----+----+----+
Marker  Player  Way    Square  Next  Reached
A       Ann     out         9    10        9
B       Bob     out         2     3        2
C       Cy      out         2     3        2
Last throw: Ann 111 made nothing; 10 was needed.
Claimed from it: Cy 2.
Bob to play.

### a turn in progress with extra-throw
$ rongo-render-ascii centennial/unfinished.rec
>>> status 0
>>> stdout
Centennial, turn 1 in progress
3 dice; targets 1 to 12, then 11 back to 1.
Options: extra-throw.
       +----+----+----+----+----+----+----+----+----+----+----+----+
       |  1 |  2 |  3 |  4 |  5 |  6 |  7 |  8 |  9 | 10 | 11 | 12 |
       +----+----+----+----+----+----+----+----+----+----+----+----+
out  > |    |    |    |    |    |    |    |    | A  |    |    |    |
back < |    |    |    |    |    |    |    |    |    |    |    |    |
       +----+----+----+----+----+----+----+----+----+----+----+----+
Marker  Player  Way    Square  Next  Reached
A       Ann     out         9    10        9
B       Bob     start       -     1        0
Last throw: Ann 236 made 8 9.
Ann to throw again (extra-throw).

### --next in a turn that goes on (extra-throw): three dice on Ann's line
$ rongo-roll --next centennial/unfinished.rec | tail -n 1 | sed -E 's/(roll )[1-6]{3}$/\1ddd/'
>>> status 0
>>> stdout
Ann: roll 124 roll 236 roll ddd

### --next between turns: three dice for Bob, on a new line
$ head -n 6 centennial/complete.rec | rongo-roll --next | tail -n 2 | sed -E '$ s/(roll )[1-6]{3}$/\1ddd/'
>>> status 0
>>> stdout
Ann: roll 236
Bob: roll ddd

### no throw is due once the game is over
$ rongo-roll --next centennial/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: centennial/complete.rec:1:1: error: the game is over: no throw is due
[Game "centennial"]
^

### the game with claims in notation: the dice together, claims kept
$ rongo-apply -f notation centennial/extra.yaml
>>> status 0
>>> stdout
[Game "centennial"]
[Players "Ann, Bob, Cy"]
[Variant "extra-throw claims"]

Ann: roll 124 claim 2 claim 3 roll 236 claim 2 roll 111 claim 3
Bob: roll 345 roll 666 roll 111
Cy: roll 222
Ann: roll 466 roll 566 roll 361 roll 251 roll 121

### the complete game in YAML
$ rongo-apply -f yaml centennial/complete.rec
>>> status 0
>>> stdout
game: centennial
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 124"]}
- {player: Bob, actions: ["roll 356"]}
- {player: Ann, actions: ["roll 236"]}
- {player: Bob, actions: ["roll 112"]}
- {player: Ann, actions: ["roll 466"]}
- {player: Bob, actions: ["roll 135"]}
- {player: Ann, actions: ["roll 566"]}
- {player: Bob, actions: ["roll 256"]}
- {player: Ann, actions: ["roll 361"]}
- {player: Bob, actions: ["roll 444"]}
- {player: Ann, actions: ["roll 251"]}
- {player: Bob, actions: ["roll 362"]}
- {player: Ann, actions: ["roll 121"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply -f yaml centennial/complete.rec | rongo-apply -f notation | cmp - centennial/complete.rec && echo same
>>> status 0
>>> stdout
same

### the alias is read, the dice written apart and with commas; the
### comment is kept
$ rongo-apply -f notation centennial/alias.rec
>>> status 0
>>> stdout
[Game "centennial"]
[Players "Ann, Bob"]

{The game by its alias ohio: Ann makes 1 to 7, Bob nothing.}
Ann: roll 421
Bob: roll 653

### a throw of two dice
$ rongo-validate centennial/count.rec
>>> status 1
>>> stderr
rongo-validate: centennial/count.rec:5:11: error: turn 1 (Ann): 'roll 12': a throw is 3 dice, not 2
Ann: roll 12
          ^~

### four dice written apart: the caret is on the first too many
$ rongo-validate centennial/too-many.rec
>>> status 1
>>> stderr
rongo-validate: centennial/too-many.rec:5:17: error: turn 1 (Ann): 'roll 1 2 3 4': a throw is 3 dice, not 4
Ann: roll 1 2 3 4
                ^

### roll with no dice
$ rongo-validate centennial/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: centennial/no-dice.rec:5:6: error: turn 1 (Ann): 'roll': write the 3 dice thrown after roll
Ann: roll
     ^~~~

### a die that is not 1 to 6
$ rongo-validate centennial/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: centennial/bad-die.rec:5:11: error: turn 1 (Ann): 'roll 127': '127' is not dice: dice are written as digits 1 to 6
Ann: roll 127
          ^~~

### a second throw without extra-throw
$ rongo-validate centennial/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: centennial/second-throw.rec:5:15: error: turn 1 (Ann): 'roll 356': the turn is over: a turn is one throw, and another comes only with extra-throw
Ann: roll 124 roll 356
              ^~~~

### extra-throw: a throw after one that did not move
$ rongo-validate centennial/still.rec
>>> status 1
>>> stderr
rongo-validate: centennial/still.rec:6:24: error: turn 1 (Ann): 'roll 111': the turn is over: its throw 666 did not move the marker
Ann: roll 124 roll 666 roll 111
                       ^~~~

### extra-throw: a new turn line while the thrower must throw again
$ rongo-validate centennial/not-over.rec
>>> status 1
>>> stderr
rongo-validate: centennial/not-over.rec:7:1: error: turn 2 (Bob): the turn before is not over: its throw moved the marker, and extra-throw gives another
Bob: roll 111
^~~

### a claim without the option claims
$ rongo-validate centennial/no-claims.rec
>>> status 1
>>> stderr
rongo-validate: centennial/no-claims.rec:5:15: error: turn 1 (Ann): 'claim 2': claims are made only with the option claims
Ann: roll 124 claim 2
              ^~~~~

### a claim the throw does not make
$ rongo-validate centennial/claim-miss.rec
>>> status 1
>>> stderr
rongo-validate: centennial/claim-miss.rec:6:21: error: turn 1 (Ann): 'claim 2': the throw 356 does not make 1, player 2's next target
Ann: roll 356 claim 2
                    ^

### the thrower claims from its own throw
$ rongo-validate centennial/claim-self.rec
>>> status 1
>>> stderr
rongo-validate: centennial/claim-self.rec:6:21: error: turn 1 (Ann): 'claim 1': player 1 threw the dice: its marker has moved as far as the throw goes
Ann: roll 124 claim 1
                    ^

### a second claim by the same player from one throw
$ rongo-validate centennial/claim-twice.rec
>>> status 1
>>> stderr
rongo-validate: centennial/claim-twice.rec:6:29: error: turn 1 (Ann): 'claim 2': player 2 has already claimed from this throw
Ann: roll 124 claim 2 claim 2
                            ^

### a claim on the next line: the throw is closed
$ rongo-validate -v centennial/claim-late.rec
>>> status 1
>>> stdout
centennial/claim-late.rec: record 1: centennial, 1 turn, invalid
>>> stderr
rongo-validate: centennial/claim-late.rec:7:6: error: turn 2 (Bob): 'claim 2': no throw to claim from: a claim follows the throw it claims from, on the thrower's line
Bob: claim 2 roll 111
     ^~~~~

### a claim by a player who is not there
$ rongo-validate centennial/claim-nobody.rec
>>> status 1
>>> stderr
rongo-validate: centennial/claim-nobody.rec:6:21: error: turn 1 (Ann): 'claim 3': '3' is not a player here: the players are numbered 1 to 2 in the order of the Players tag
Ann: roll 124 claim 3
                    ^

### a player out of turn
$ rongo-validate centennial/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: centennial/out-of-turn.rec:6:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 111
^~~

### a turn after the end of the game
$ rongo-validate centennial/after-end.rec
>>> status 1
>>> stderr
rongo-validate: centennial/after-end.rec:18:1: error: turn 14 (Bob): the game is over: the first round trip, 1 to 12 and back to 1, is complete
Bob: roll 123
^~~

### an unknown action opening a turn
$ rongo-validate centennial/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: centennial/unknown-action.rec:5:6: error: turn 1 (Ann): 'keep 124': 'keep' is not a Centennial action: write roll
Ann: keep 124
     ^~~~

### an unknown word inside a turn joins the throw before it
$ rongo-validate centennial/unknown-word.rec
>>> status 1
>>> stderr
rongo-validate: centennial/unknown-word.rec:5:15: error: turn 1 (Ann): 'roll 124 stop': 'stop' is neither dice nor an action: the action is roll
Ann: roll 124 stop
              ^~~~

### an unknown option
$ rongo-validate centennial/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: centennial/unknown-option.rec:4:11: error: bad Variant 'target=50': Centennial has no option 'target'
[Variant "target=50"]
          ^~~~~~~~~

### -l lists the throw due, its three dice still to come: Bob's after
### Ann's one throw, nothing once Ann is home
$ head -n 4 centennial/complete.rec | rongo-apply -l; rongo-apply -l centennial/complete.rec
>>> status 0
>>> stdout
Bob: roll ???

### with extra-throw and claims, Ann's 1 2 4 from the start makes 1 to 7
### and gives her another throw; Bob and Cy, both still needing 1, may
### claim it, Ann herself may not, and there is no player 4: -l lists
### her throw and the two claims; once Bob's claim is in (-m, a listed
### line), only Cy's is left
$ printf '[Game "centennial"]\n[Players "Ann, Bob, Cy"]\n[Variant "extra-throw claims"]\n\nAnn: roll 124\n' > $T/c.rec; rongo-apply -l $T/c.rec; rongo-apply -l -m 'Ann: claim 2' $T/c.rec
>>> status 0
>>> stdout
Ann: roll ???
Ann: claim 2
Ann: claim 3
Ann: roll ???
Ann: claim 3

### -p: the state for scripts.  Centennial has no turn points, and a
### throw is read at once, its dice not kept (no showing or aside),
### except with claims and extra-throw (below).  unfinished.rec
### (extra-throw): Ann's 124 made 1..7 and her 236 made 8 9, so her turn
### goes on after two throws, Ann on 9, Bob 0; once complete.rec is
### over nobody is due, no throw, Ann 23, Bob 9 (fixtures README);
### extra.yaml, over too: Ann 23, Bob 6, Cy 2, nothing showing
$ rongo-apply -p centennial/unfinished.rec; rongo-apply -p centennial/complete.rec; rongo-apply -p centennial/extra.yaml
>>> status 0
>>> stdout
player: Ann
throw: 2
totals: Ann 9, Bob 0
player: none
throw: 0
totals: Ann 23, Bob 9
player: none
throw: 0
showing:
aside:
totals: Ann 23, Bob 6, Cy 2

### -p -f yaml, claims and extra-throw: Ann's 124 makes 1..7 (Ann 7) and
### moved her, so her turn goes on after one throw; Bob claims 1 from it
### (Bob 1), and the 124 shows still, Cy may claim from it too
$ printf '[Game "centennial"]\n[Players "Ann, Bob, Cy"]\n[Variant "extra-throw claims"]\n\nAnn: roll 124 claim 2\n' | rongo-apply -p -f yaml
>>> status 0
>>> stdout
game: centennial
player: Ann
throw: 1
showing: [1, 2, 4]
aside: []
totals:
  - {name: Ann, score: 7}
  - {name: Bob, score: 1}
  - {name: Cy, score: 0}
