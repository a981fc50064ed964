# The programs on Three or More records.  Every expected line was worked
# out by hand from RULINGS.md ("Dice games"), the rulings in
# rongo-games(7) and the diagnostic format; the scores are worked in
# fixtures/three-or-more/README.

### a complete game of 4 rounds: Bob wins 24 to 18
$ rongo-validate -v three-or-more/complete.rec
>>> status 0
>>> stdout
three-or-more/complete.rec: record 1: three-or-more, 8 turns, finished

### one round in YAML, a shared win
$ rongo-validate -v three-or-more/tie.yaml
>>> status 0
>>> stdout
three-or-more/tie.yaml: record 1: three-or-more, 3 turns, finished

### games left in the middle of a turn
$ rongo-validate -v three-or-more/unfinished.rec three-or-more/pair-due.rec
>>> status 0
>>> stdout
three-or-more/unfinished.rec: record 1: three-or-more, 2 turns, unfinished
three-or-more/pair-due.rec: record 1: three-or-more, 1 turn, unfinished

### the score table: Ann 3 + 0 + 12 + 3 = 18, Bob 6 + 12 + 0 + 6 = 24
$ rongo-score three-or-more/complete.rec
>>> status 0
>>> stdout
three-or-more/complete.rec: record 1: three-or-more, finished
  turn  player  score  total
     1  Ann         3      3
     2  Bob         6      6
     3  Ann         0      3
     4  Bob        12     18
     5  Ann        12     15
     6  Bob         0     18
     7  Ann         3     18
     8  Bob         6     24
  standings
     1  Bob        24
     2  Ann        18
  winner: Bob (all 4 rounds are complete)

### the score in YAML
$ rongo-score -f yaml three-or-more/complete.rec
>>> status 0
>>> stdout
file: three-or-more/complete.rec
record: 1
game: three-or-more
tags: {Variant: rounds=4}
status: finished
winner: Bob
players:
  - name: Ann
    score: 18
    rank: 2
  - name: Bob
    score: 24
    rank: 1
turns:
  - {player: Ann, score: 3, total: 3, actions: ["roll 66345", "keep 66", "roll 621"]}
  - {player: Bob, score: 6, total: 6, actions: ["roll 44442"]}
  - {player: Ann, score: 0, total: 3, actions: ["roll 12346"]}
  - {player: Bob, score: 12, total: 18, actions: ["roll 33552", "keep 55", "roll 555"]}
  - {player: Ann, score: 12, total: 15, actions: ["roll 22222"]}
  - {player: Bob, score: 0, total: 18, actions: ["roll 11456", "keep 11", "roll 235"]}
  - {player: Ann, score: 3, total: 18, actions: ["roll 22314", "keep 22", "roll 555"]}
  - {player: Bob, score: 6, total: 24, actions: ["roll 65613", "keep 66", "roll 664"]}

### a shared win: Ann and Bob 3, Cy 0
$ rongo-score three-or-more/tie.yaml | tail -n 4
>>> status 0
>>> stdout
     1  Ann         3
     1  Bob         3
     3  Cy          0
  winners: Ann, Bob (the one round is complete)

### a shared win in YAML: the winner is a list
$ rongo-score -f yaml three-or-more/tie.yaml | sed -n 6p
>>> status 0
>>> stdout
winner: [Ann, Bob]

### Bob kept a pair: 3 dice are due on his line
$ rongo-roll --next three-or-more/unfinished.rec | tail -n 1 | sed -E 's/roll [1-6]{3}$/roll DDD/'
>>> status 0
>>> stdout
Bob: roll 12446 keep 44 roll DDD

### after Bob's second throw his turn is over: Cy throws 5 dice on a new line
$ rongo-roll --next three-or-more/unfinished.rec | rongo-roll --next | tail -n 2 | sed -E 's/roll [1-6]{3}$/roll DDD/; s/^Cy: roll [1-6]{5}$/Cy: roll DDDDD/'
>>> status 0
>>> stdout
Bob: roll 12446 keep 44 roll DDD
Cy: roll DDDDD

### a pair asks for a decision, not a throw
$ rongo-roll --next three-or-more/pair-due.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: three-or-more/pair-due.rec:1:1: error: no throw is due: Ann must decide first
[Game "three-or-more"]
^

### no throw after the last round
$ rongo-roll --next three-or-more/complete.rec >/dev/null
>>> status 1
>>> stderr
rongo-roll: three-or-more/complete.rec:1:1: error: the game is over: no throw is due
[Game "three-or-more"]
^

### -l lists the actions of the player due: after a pair of 3s Ann
### keeps it or stops, no throw being due; nothing once the game is
### over; after Bob's kept pair, the throw of the other 3 dice, its dice
### still to come
$ rongo-apply -l three-or-more/pair-due.rec three-or-more/complete.rec three-or-more/unfinished.rec
>>> status 0
>>> stdout
Ann: keep 33
Ann: stop


Bob: roll ???

### -l before the first throw: 5 dice; after two pairs either pair may
### be kept, the higher listed first, or the turn stopped
$ head -n 5 three-or-more/complete.rec | rongo-apply -l; head -n 6 three-or-more/complete.rec | rongo-apply -l -m 'Bob: roll 33552'
>>> status 0
>>> stdout
Ann: roll ?????
Bob: keep 55
Bob: keep 33
Bob: stop

### a line -l lists is one -m takes: Ann keeps her 3s, and then 3 dice
### are due
$ rongo-apply -m 'Ann: keep 33' three-or-more/pair-due.rec; rongo-apply -l -m 'Ann: keep 33' three-or-more/pair-due.rec
>>> status 0
>>> stdout
[Game "three-or-more"]
[Players "Ann, Bob"]

Ann: roll 33456 keep 33
Ann: roll ???

### the score sheet of the complete game
$ rongo-render-ascii three-or-more/complete.rec
>>> status 0
>>> stdout
Three or More, after turn 8
Round 4 of 4.
Turn  Player  Points        Ann  Bob
   1  Ann     three 6s +3     3    0
   2  Bob     four 4s +6      3    6
   3  Ann     no pair         3    6
   4  Bob     five 5s +12     3   18
   5  Ann     five 2s +12    15   18
   6  Bob     pair, missed   15   18
   7  Ann     three 5s +3    18   18
   8  Bob     four 6s +6     18   24
The game is over: all 4 rounds are complete.
Finished: Bob wins with 24.

### the score sheet with a pair kept and the 3 dice due
$ rongo-render-ascii three-or-more/unfinished.rec
>>> status 0
>>> stdout
Three or More, turn 2 in progress
Round 1 of 5.
Turn  Player  Points       Ann  Bob  Cy
   1  Ann     three 3s +3    3    0   0
Bob's turn: 44 kept; throw the other 3 dice.
Bob to play.

### the canonical record: dice together, no separators, lines joined
$ rongo-apply three-or-more/complete.rec
>>> status 0
>>> stdout
[Game "three-or-more"]
[Players "Ann, Bob"]
[Variant "rounds=4"]

{By hand (README): Ann 3 + 0 + 12 + 3 = 18; Bob 6 + 12 + 0 + 6 = 24}
Ann: roll 66345 keep 66 roll 621
Bob: roll 44442
Ann: roll 12346
Bob: roll 33552 keep 55 roll 555
Ann: roll 22222
Bob: roll 11456 keep 11 roll 235
Ann: roll 22314 keep 22 roll 555
Bob: roll 65613 keep 66 roll 664

### the record in YAML
$ rongo-apply -f yaml three-or-more/complete.rec
>>> status 0
>>> stdout
game: three-or-more
players: [Ann, Bob]
tags: {Variant: rounds=4}
turns:
- {player: Ann, actions: ["roll 66345", "keep 66", "roll 621"]}
- {player: Bob, actions: ["roll 44442"]}
- {player: Ann, actions: ["roll 12346"]}
- {player: Bob, actions: ["roll 33552", "keep 55", "roll 555"]}
- {player: Ann, actions: ["roll 22222"]}
- {player: Bob, actions: ["roll 11456", "keep 11", "roll 235"]}
- {player: Ann, actions: ["roll 22314", "keep 22", "roll 555"]}
- {player: Bob, actions: ["roll 65613", "keep 66", "roll 664"]}
comments: [{ply: 0, text: "By hand (README): Ann 3 + 0 + 12 + 3 = 18; Bob 6 + 12 + 0 + 6 = 24"}]

### notation -> YAML -> notation changes nothing
$ rongo-apply three-or-more/complete.rec >$T/a && rongo-apply -f yaml three-or-more/complete.rec | rongo-apply -f notation >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### YAML in, notation out: the dice written together
$ rongo-apply -f notation three-or-more/tie.yaml
>>> status 0
>>> stdout
[Game "three-or-more"]
[Players "Ann, Bob, Cy"]
[Variant "rounds=1"]

Ann: roll 55513
Bob: roll 24243 keep 44 roll 413
Cy: roll 62615 stop

### -p: the state for scripts, records apart by a blank line.  No
### points line: a turn scores only as it ends.  pair-due.rec: Ann's
### 33456 is a pair, keep or stop due: throw 1, all five showing.
### unfinished.rec: Ann's three 3s scored 3; Bob's 12446 with the 4s
### kept: the 4s aside, 1 2 6 showing, to be thrown again.
### complete.rec once over: nobody due, nothing showing, Ann 18, Bob 24
$ rongo-apply -p three-or-more/pair-due.rec three-or-more/unfinished.rec three-or-more/complete.rec
>>> status 0
>>> stdout
player: Ann
throw: 1
showing: 33456
aside:
totals: Ann 0, Bob 0

player: Bob
throw: 1
showing: 126
aside: 44
totals: Ann 3, Bob 0, Cy 0

player: none
throw: 0
showing:
aside:
totals: Ann 18, Bob 24

### -p -f yaml: after Ann's first turn (three 6s, 3) Bob throws 33552
### and keeps the 5s: 3 3 2 showing in the order thrown, 5 5 aside.
### tie.yaml once over: nobody due (null), Ann 3, Bob 3, Cy 0 (README)
$ head -n 6 three-or-more/complete.rec | rongo-apply -p -f yaml -m 'Bob: roll 33552 keep 55'; rongo-apply -p -f yaml three-or-more/tie.yaml
>>> status 0
>>> stdout
game: three-or-more
player: Bob
throw: 1
showing: [3, 3, 2]
aside: [5, 5]
totals:
  - {name: Ann, score: 3}
  - {name: Bob, score: 0}
game: three-or-more
player: null
throw: 0
showing: []
aside: []
totals:
  - {name: Ann, score: 3}
  - {name: Bob, score: 3}
  - {name: Cy, score: 0}

### a first throw of four dice
$ rongo-validate three-or-more/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/wrong-count.rec:4:11: error: turn 1 (Ann): 'roll 6634': a throw is 5 dice, not 4
Ann: roll 6634
          ^~~~

### a second throw of five dice
$ rongo-validate three-or-more/again-count.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/again-count.rec:4:30: error: turn 1 (Ann): 'roll 12345': the pair of 6s stays: throw the other 3 dice, not 5
Ann: roll 66345 keep 66 roll 12345
                             ^~~~~

### a die that is not 1 to 6
$ rongo-validate three-or-more/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/bad-die.rec:4:11: error: turn 1 (Ann): 'roll 66375': '66375' is not dice: dice are written as digits 1 to 6
Ann: roll 66375
          ^~~~~

### an unknown action word inside a turn joins the throw before it
$ rongo-validate three-or-more/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/unknown-action.rec:4:17: error: turn 1 (Ann): 'roll 66345 hold 66': 'hold' is neither dice nor an action: the actions are roll, keep and stop
Ann: roll 66345 hold 66
                ^~~~

### an unknown action opening a turn
$ rongo-validate three-or-more/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/unknown-start.rec:5:6: error: turn 2 (Bob): 'hold 4': 'hold' is not a Three or More action: write roll, keep or stop
Bob: hold 4
     ^~~~

### a roll without dice
$ rongo-validate three-or-more/roll-empty.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/roll-empty.rec:4:6: error: turn 1 (Ann): 'roll': write the 5 dice thrown after roll
Ann: roll keep 66
     ^~~~

### a second throw before the pair is kept
$ rongo-validate three-or-more/roll-unkept.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/roll-unkept.rec:4:17: error: turn 1 (Ann): 'roll 123': the best of the throw is a pair: set it aside first (keep 66), or stop
Ann: roll 66345 roll 123
                ^~~~

### keep before any throw
$ rongo-validate three-or-more/keep-first.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/keep-first.rec:4:6: error: turn 1 (Ann): 'keep 66': nothing to keep: throw first
Ann: keep 66 roll 123
     ^~~~

### keep one die
$ rongo-validate three-or-more/keep-one.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/keep-one.rec:4:22: error: turn 1 (Ann): 'keep 6': keep sets aside a pair: 2 dice, not 1
Ann: roll 66345 keep 6 roll 1234
                     ^

### keep two different dice
$ rongo-validate three-or-more/keep-differ.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/keep-differ.rec:4:22: error: turn 1 (Ann): 'keep 65': keep sets aside a pair: 6 and 5 differ
Ann: roll 66545 keep 65 roll 123
                     ^~

### keep a pair the throw has not
$ rongo-validate three-or-more/keep-missing.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/keep-missing.rec:4:22: error: turn 1 (Ann): 'keep 33': the throw 66345 has no pair of 3s
Ann: roll 66345 keep 33 roll 123
                     ^~

### keep twice
$ rongo-validate three-or-more/keep-twice.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/keep-twice.rec:4:25: error: turn 1 (Ann): 'keep 66': the pair of 6s is kept already: throw the other 3 dice
Ann: roll 66345 keep 66 keep 66 roll 123
                        ^~~~

### three of a kind ends the turn
$ rongo-validate three-or-more/after-kind.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/after-kind.rec:4:17: error: turn 1 (Ann): 'keep 66': the turn is over: its three 6s scored 3
Ann: roll 66634 keep 66 roll 612
                ^~~~

### a throw with no two dice alike ends the turn
$ rongo-validate three-or-more/after-no-pair.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/after-no-pair.rec:4:17: error: turn 1 (Ann): 'roll 12345': the turn is over: no two dice of its throw were alike
Ann: roll 12345 roll 12345
                ^~~~

### stop ends the turn
$ rongo-validate three-or-more/after-stop.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/after-stop.rec:4:22: error: turn 1 (Ann): 'roll 12345': the turn is over: it stopped on a pair
Ann: roll 66345 stop roll 12345
                     ^~~~

### there is one second throw only
$ rongo-validate three-or-more/after-second.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/after-second.rec:4:34: error: turn 1 (Ann): 'roll 123': the turn is over: its second throw made no three of a kind
Ann: roll 66345 keep 66 roll 123 roll 123
                                 ^~~~

### stop before any throw
$ rongo-validate three-or-more/stop-first.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/stop-first.rec:4:6: error: turn 1 (Ann): 'stop': nothing to stop: a turn begins with a throw
Ann: stop
     ^~~~

### stop after keep
$ rongo-validate three-or-more/stop-kept.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/stop-kept.rec:4:25: error: turn 1 (Ann): 'stop': the pair of 6s is kept: throw the other 3 dice
Ann: roll 66345 keep 66 stop
                        ^~~~

### stop with dice
$ rongo-validate three-or-more/stop-args.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/stop-args.rec:4:22: error: turn 1 (Ann): 'stop 6': stop takes nothing after it
Ann: roll 66345 stop 6
                     ^

### a new turn line after an undecided pair
$ rongo-validate three-or-more/not-over.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: after a pair, keep it and throw again, or stop
Bob: roll 44456
^~~

### a new turn line before the 3 dice beside the kept pair
$ rongo-validate three-or-more/not-thrown.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/not-thrown.rec:5:1: error: turn 2 (Bob): the turn before is not over: the 3 dice beside its kept pair are not thrown
Bob: roll 44456
^~~

### a player out of turn
$ rongo-validate three-or-more/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 55512
^~~

### a turn after the last round
$ rongo-validate three-or-more/after-end.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/after-end.rec:6:1: error: turn 3 (Ann): the game is over: the one round is complete
Ann: roll 55512
^~~

### an unknown option
$ rongo-validate three-or-more/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/unknown-option.rec:3:20: error: bad Variant 'rounds=5 doubles': Three or More has no option 'doubles'
[Variant "rounds=5 doubles"]
                   ^~~~~~~

### no rounds at all
$ rongo-validate three-or-more/bad-rounds.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/bad-rounds.rec:3:18: error: bad Variant 'rounds=0': rounds must be a whole number from 1 to 10000
[Variant "rounds=0"]
                 ^

### a session needs its Players tag
$ rongo-validate three-or-more/no-players.rec
>>> status 1
>>> stderr
rongo-validate: three-or-more/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "three-or-more"]
^
