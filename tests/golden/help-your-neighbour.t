# The programs on Help Your Neighbour records.  Every expected line was
# worked out by hand from RULINGS.md ("Dice games"), the rulings in
# rongo-games(7) and the diagnostic format; fixtures/help-your-neighbour/
# README gives the arithmetic.  Three dice a throw; each die costs the
# owner of its number a counter; the first player with none left wins.

### a complete game of three players: Bob puts in his last counter
$ rongo-validate -v help-your-neighbour/complete.rec
>>> status 0
>>> stdout
help-your-neighbour/complete.rec: record 1: help-your-neighbour, 9 turns, finished

### four players in YAML under the alias: Ann and Bob run out together
$ rongo-validate -v help-your-neighbour/shared.yaml
>>> status 0
>>> stdout
help-your-neighbour/shared.yaml: record 1: help-your-neighbour, 4 turns, finished

### a game left between turns, and one left on a begun turn line
$ rongo-validate -v help-your-neighbour/unfinished.rec help-your-neighbour/open-turn.rec
>>> status 0
>>> stdout
help-your-neighbour/unfinished.rec: record 1: help-your-neighbour, 3 turns, unfinished
help-your-neighbour/open-turn.rec: record 1: help-your-neighbour, 2 turns, unfinished

### valid records say nothing without -v
$ rongo-validate help-your-neighbour/complete.rec help-your-neighbour/shared.yaml help-your-neighbour/unfinished.rec
>>> status 0

### turn by turn: the thrower's change and counters left; fewest first
$ rongo-score help-your-neighbour/complete.rec
>>> status 0
>>> stdout
help-your-neighbour/complete.rec: record 1: help-your-neighbour, finished
  turn  player  score  total
     1  Ann         0     10
     2  Bob        -1      7
     3  Cy          0      8
     4  Ann         0      6
     5  Bob         0      4
     6  Cy         -1      5
     7  Ann         0      4
     8  Bob        -1      2
     9  Cy          0      2
  standings
     1  Bob         0
     2  Ann         2
     2  Cy          2
  winner: Bob (a player has put in every counter)

### the same in YAML: score is the counters left
$ rongo-score -f yaml help-your-neighbour/complete.rec
>>> status 0
>>> stdout
file: help-your-neighbour/complete.rec
record: 1
game: help-your-neighbour
tags: {}
status: finished
winner: Bob
players:
  - name: Ann
    score: 2
    rank: 2
  - name: Bob
    score: 0
    rank: 1
  - name: Cy
    score: 2
    rank: 2
turns:
  - {player: Ann, score: 0, total: 10, actions: ["roll 553"]}
  - {player: Bob, score: -1, total: 7, actions: ["roll 246"]}
  - {player: Cy, score: 0, total: 8, actions: ["roll 111"]}
  - {player: Ann, score: 0, total: 6, actions: ["roll 525"]}
  - {player: Bob, score: 0, total: 4, actions: ["roll 364"]}
  - {player: Cy, score: -1, total: 5, actions: ["roll 231"]}
  - {player: Ann, score: 0, total: 4, actions: ["roll 666"]}
  - {player: Bob, score: -1, total: 2, actions: ["roll 412"]}
  - {player: Cy, score: 0, total: 2, actions: ["roll 555"]}

### a shared win: the winner is a list, both ranked first
$ rongo-score -f yaml help-your-neighbour/shared.yaml | sed -n 1,19p
>>> status 0
>>> stdout
file: help-your-neighbour/shared.yaml
record: 1
game: help-your-neighbour
tags: {Variant: counters=3}
status: finished
winner: [Ann, Bob]
players:
  - name: Ann
    score: 0
    rank: 1
  - name: Bob
    score: 0
    rank: 1
  - name: Cy
    score: 2
    rank: 4
  - name: Dee
    score: 1
    rank: 3

### an unfinished game has no winner yet
$ rongo-score -f yaml help-your-neighbour/unfinished.rec | sed -n 1,6p
>>> status 0
>>> stdout
file: help-your-neighbour/unfinished.rec
record: 1
game: help-your-neighbour
tags: {Variant: first=4}
status: unfinished
winner: null

### the score sheet of the complete game
$ rongo-render-ascii help-your-neighbour/complete.rec
>>> status 0
>>> stdout
Help Your Neighbour, after turn 9
10 counters each; each die thrown costs its number's owner one.
Turn  Player  Thrown  Ann  Bob  Cy  Pot
   1  Ann     553      10    8   9    3
   2  Bob     246       9    7   8    6
   3  Cy      111       6    7   8    9
   4  Ann     525       6    4   8   12
   5  Bob     364       5    4   6   15
   6  Cy      231       4    3   5   18
   7  Ann     666       4    3   2   21
   8  Bob     412       2    2   2   24
   9  Cy      555       2    0   2   26
Player  Numbers  Left  Counters
Ann     1 4         2  ||
Bob     2 5         0
Cy      3 6         2  ||
Pot: 26 counters.
Bob has put in every counter.
Finished: Bob wins.

### the sheet of the shared win: 5 and 6 are nobody's
$ rongo-render-ascii help-your-neighbour/shared.yaml
>>> status 0
>>> stdout
Help Your Neighbour, after turn 4
3 counters each; each die thrown costs its number's owner one.
Turn  Player  Thrown  Ann  Bob  Cy  Dee  Pot
   1  Ann     561       2    3   3    3    1
   2  Bob     223       2    1   2    3    4
   3  Cy      446       2    1   2    1    6
   4  Dee     112       0    0   2    1    9
Player  Numbers  Left  Counters
Ann     1           0
Bob     2           0
Cy      3           2  ||
Dee     4           1  |
Nobody has 5 or 6.
Pot: 9 counters.
Ann and Bob put in their last counters with the same throw.
Finished: Ann and Bob share the win.

### a game in progress: five players, Dee threw first, Bob is next
$ rongo-render-ascii help-your-neighbour/unfinished.rec
>>> status 0
>>> stdout
Help Your Neighbour, after turn 3
10 counters each; each die thrown costs its number's owner one.
Turn  Player  Thrown  Ann  Bob  Cy  Dee  Eve  Pot
   1  Dee     664      10   10  10    9   10    1
   2  Eve     531       9   10   9    9    9    4
   3  Ann     262       9    8   9    9    9    6
Player  Numbers  Left  Counters
Ann     1           9  ||||| ||||
Bob     2           8  ||||| |||
Cy      3           9  ||||| ||||
Dee     4           9  ||||| ||||
Eve     5           9  ||||| ||||
Nobody has 6.
Pot: 6 counters.
Bob to play.

### a turn line begun, not thrown
$ rongo-render-ascii help-your-neighbour/open-turn.rec | sed -n '1p;$p'
>>> status 0
>>> stdout
Help Your Neighbour, turn 2 in progress
Bob to play.

### the next throw: Bob opens a new line with three dice
$ rongo-roll --next help-your-neighbour/unfinished.rec | tail -n 2 | sed '$s/roll [1-6][1-6][1-6]$/roll DDD/'
>>> status 0
>>> stdout
Ann: roll 262
Bob: roll DDD

### the next throw: Bob's begun line gets its three dice
$ rongo-roll --next help-your-neighbour/open-turn.rec | tail -n 2 | sed '$s/roll [1-6][1-6][1-6]$/roll DDD/'
>>> status 0
>>> stdout
Ann: roll 123
Bob: roll DDD

### the throw --next adds is one the referee accepts
$ rongo-roll --next help-your-neighbour/unfinished.rec | rongo-validate -v
>>> status 0
>>> stdout
<stdin>: record 1: help-your-neighbour, 4 turns, unfinished

### no throw is due once a player is out of counters
$ rongo-roll --next help-your-neighbour/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: help-your-neighbour/complete.rec:1:1: error: the game is over: no throw is due
[Game "help-your-neighbour"]
^

### -l lists the throw due, three '?' for the dice to come: nothing
### once Bob has won; with first=4 Dee, Eve and Ann have thrown and Bob
### is next; Bob on his begun line; after Cy's 111 (Ann pays three)
### Ann again, the game going on
$ rongo-apply -l help-your-neighbour/complete.rec help-your-neighbour/unfinished.rec help-your-neighbour/open-turn.rec; head -n 6 help-your-neighbour/complete.rec | rongo-apply -l -m 'Cy: roll 1 1 1'
>>> status 0
>>> stdout

Bob: roll ???

Bob: roll ???
Ann: roll ???

### the throw as -l lists it is refused: its dice are not known yet
$ head -n 6 help-your-neighbour/complete.rec | rongo-apply -m 'Cy: roll ???'
>>> status 1
>>> stderr
rongo-apply: -m:1:10: error: <stdin> record 1: turn 3 (Cy): 'roll ???': '???' stands for dice not yet thrown: rongo-roll --next throws them
Cy: roll ???
         ^~~

### only a throw wholly of '?' is the listed one: '?12' is not dice
$ head -n 6 help-your-neighbour/complete.rec | rongo-apply -m 'Cy: roll ?12'
>>> status 1
>>> stderr
rongo-apply: -m:1:10: error: <stdin> record 1: turn 3 (Cy): 'roll ?12': '?12' is not dice: dice are written as digits 1 to 6
Cy: roll ?12
         ^~~

### the canonical record: dice together, in the order thrown
$ rongo-apply help-your-neighbour/complete.rec | sed -n 4,8p
>>> status 0
>>> stdout
{By hand, in the README: Bob puts in his last counter on turn 9 and wins}
Ann: roll 553
Bob: roll 246
Cy: roll 111
Ann: roll 525

### notation to YAML
$ rongo-apply -f yaml help-your-neighbour/complete.rec | sed -n 1,5p
>>> status 0
>>> stdout
game: help-your-neighbour
players: [Ann, Bob, Cy]
turns:
- {player: Ann, actions: ["roll 553"]}
- {player: Bob, actions: ["roll 246"]}

### notation -> YAML -> notation changes nothing
$ rongo-apply help-your-neighbour/complete.rec >$T/a.rec && rongo-apply -f yaml $T/a.rec | rongo-apply -f notation >$T/b.rec && cmp $T/a.rec $T/b.rec && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the alias becomes the id
$ rongo-apply -f notation help-your-neighbour/shared.yaml
>>> status 0
>>> stdout
[Game "help-your-neighbour"]
[Players "Ann, Bob, Cy, Dee"]
[Variant "counters=3"]

Ann: roll 561
Bob: roll 223
Cy: roll 446
Dee: roll 112

### -p: the state for scripts.  A turn is one throw, read at once: the
### turn due has made none (throw 0); there are no turn points and no
### dice stay on the table, so no points, showing or aside lines.
### open-turn.rec: Ann's 1 2 3 costs Ann, Bob and Cy one each (9, 9, 9;
### Dee, Eve and Fay 10), and Bob's line is begun with no throw.  Once
### over nobody is due: Bob has put in his last counter, Ann and Cy
### have 2 (README)
$ rongo-apply -p help-your-neighbour/open-turn.rec; rongo-apply -p help-your-neighbour/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 0
totals: Ann 9, Bob 9, Cy 9, Dee 10, Eve 10, Fay 10
player: none
throw: 0
totals: Ann 2, Bob 0, Cy 2

### -p -f yaml, a mapping per record.  unfinished.rec (first=4, 6 is
### nobody's): Dee's 664 costs Dee one, Eve's 531 Eve, Cy and Ann one
### each, Ann's 262 Bob two: Ann 9, Bob 8, Cy 9, Dee 9, Eve 9, Bob due.
### shared.yaml, read under the alias (game is the id): Ann and Bob
### emptied by the same throw, Cy 2, Dee 1, nobody due (null).  Read
### back by PyYAML
$ rongo-apply -p -f yaml help-your-neighbour/unfinished.rec help-your-neighbour/shared.yaml; rongo-apply -p -f yaml help-your-neighbour/unfinished.rec help-your-neighbour/shared.yaml | python3 -c 'import sys, yaml; [print(d["player"], d["throw"], [t["score"] for t in d["totals"]]) for d in yaml.safe_load_all(sys.stdin)]'
>>> status 0
>>> stdout
game: help-your-neighbour
player: Bob
throw: 0
totals:
  - {name: Ann, score: 9}
  - {name: Bob, score: 8}
  - {name: Cy, score: 9}
  - {name: Dee, score: 9}
  - {name: Eve, score: 9}
---
game: help-your-neighbour
player: null
throw: 0
totals:
  - {name: Ann, score: 0}
  - {name: Bob, score: 0}
  - {name: Cy, score: 2}
  - {name: Dee, score: 1}
Bob 0 [9, 8, 9, 9, 9]
None 0 [0, 0, 2, 1]

### two dice in a throw
$ rongo-validate help-your-neighbour/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/wrong-count.rec:5:13: error: turn 2 (Bob): 'roll 3 4': a throw is 3 dice, not 2
Bob: roll 3 4
            ^

### four dice in a throw
$ rongo-validate help-your-neighbour/four-dice.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/four-dice.rec:4:11: error: turn 1 (Ann): 'roll 3456': a throw is 3 dice, not 4
Ann: roll 3456
          ^~~~

### a die that is not 1 to 6
$ rongo-validate help-your-neighbour/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/bad-die.rec:4:11: error: turn 1 (Ann): 'roll 7 2 3': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7 2 3
          ^

### roll without its dice
$ rongo-validate help-your-neighbour/no-dice.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/no-dice.rec:4:6: error: turn 1 (Ann): 'roll': write the 3 dice thrown after roll
Ann: roll
     ^~~~

### a second throw in one turn
$ rongo-validate help-your-neighbour/second-throw.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/second-throw.rec:4:15: error: turn 1 (Ann): 'roll 111': the turn is over: a turn is one throw, and this one threw 5, 5 and 3
Ann: roll 553 roll 111
              ^~~~

### a turn line that never threw, followed by another
$ rongo-validate help-your-neighbour/no-throw.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/no-throw.rec:6:1: error: turn 3 (Cy): the turn before has no throw: every turn throws the three dice once
Cy: roll 136
^~

### a player out of turn
$ rongo-validate help-your-neighbour/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 563
^~~

### a turn after Ann ran out of counters on Bob's throw
$ rongo-validate help-your-neighbour/after-end.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/after-end.rec:7:1: error: turn 3 (Ann): the game is over: a player has put in every counter
Ann: roll 456
^~~

### stop opening a turn: the referee moves the counters
$ rongo-validate help-your-neighbour/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/unknown-start.rec:5:6: error: turn 2 (Bob): 'stop': 'stop' is not a Help Your Neighbour action: write roll and the three dice; the referee moves the counters
Bob: stop
     ^~~~

### keep inside a turn joins the throw before it
$ rongo-validate help-your-neighbour/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/unknown-action.rec:4:15: error: turn 1 (Ann): 'roll 553 keep 55': 'keep' is neither dice nor an action: the only action is roll
Ann: roll 553 keep 55
              ^~~~

### one player is too few
$ rongo-validate help-your-neighbour/one-player.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/one-player.rec:2:11: error: Help Your Neighbour is for 2 to 6 players, not 1
[Players "Ann"]
          ^

### seven players are too many: a die has six numbers
$ rongo-validate help-your-neighbour/seven-players.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/seven-players.rec:2:11: error: Help Your Neighbour is for 2 to 6 players, not 7
[Players "Ann, Bob, Cy, Dee, Eve, Fay, Gus"]
          ^

### first=4 with three players
$ rongo-validate help-your-neighbour/bad-first.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/bad-first.rec:1:1: error: first=4 names no seat: there are 3 players
[Game "help-your-neighbour"]
^

### no counters to start with
$ rongo-validate help-your-neighbour/bad-counters.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/bad-counters.rec:3:20: error: bad Variant 'counters=0': counters must be a whole number from 1 to 1000000
[Variant "counters=0"]
                   ^

### an unknown option: a record is one game
$ rongo-validate help-your-neighbour/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/unknown-option.rec:3:11: error: bad Variant 'rounds=5': Help Your Neighbour has no option 'rounds'
[Variant "rounds=5"]
          ^~~~~~~~

### a session needs its Players tag
$ rongo-validate help-your-neighbour/no-players.rec
>>> status 1
>>> stderr
rongo-validate: help-your-neighbour/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "help-your-neighbour"]
^

### every broken record at once: each reported, the valid ones pass
$ rongo-validate help-your-neighbour/*.rec help-your-neighbour/*.yaml 2>&1 >/dev/null | grep -c error:
>>> status 0
>>> stdout
16
