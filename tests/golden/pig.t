# The programs on Pig records.  Every expected line was worked out by
# hand from RULINGS.md ("Dice games"), the rulings in rongo-games(7) and
# the diagnostic format: the totals are in the records' comments.

### a complete game to 30: Bob passes Ann in the round's last turn
$ rongo-validate -v pig/complete.rec
>>> status 0
>>> stdout
pig/complete.rec: record 1: pig, 6 turns, finished

### two dice, in YAML: a double 1 banks exactly 25
$ rongo-validate -v pig/two-dice.yaml
>>> status 0
>>> stdout
pig/two-dice.yaml: record 1: pig, 2 turns, finished

### a game left in the middle of a turn
$ rongo-validate -v pig/unfinished.rec
>>> status 0
>>> stdout
pig/unfinished.rec: record 1: pig, 3 turns, unfinished

### the canonical record: no separators, continued lines joined
$ rongo-apply pig/complete.rec
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]
[Variant "target=30"]

{By hand: Ann 15 + 0 + 14 + 0 = 29; Bob 0 + 20 + 12 = 32, over 30}
Ann: roll 6 roll 5 roll 4 stop
Bob: roll 3 roll 1
Ann: roll 6 roll 6 roll 2 stop
Bob: roll 4 roll 6 roll 5 roll 5 stop
Ann: roll 1
Bob: roll 6 roll 6 stop

### the record in YAML
$ rongo-apply -f yaml pig/complete.rec
>>> status 0
>>> stdout
game: pig
players: [Ann, Bob]
tags: {Variant: target=30}
turns:
- {player: Ann, actions: ["roll 6", "roll 5", "roll 4", "stop"]}
- {player: Bob, actions: ["roll 3", "roll 1"]}
- {player: Ann, actions: ["roll 6", "roll 6", "roll 2", "stop"]}
- {player: Bob, actions: ["roll 4", "roll 6", "roll 5", "roll 5", "stop"]}
- {player: Ann, actions: ["roll 1"]}
- {player: Bob, actions: ["roll 6", "roll 6", "stop"]}
comments: [{ply: 0, text: "By hand: Ann 15 + 0 + 14 + 0 = 29; Bob 0 + 20 + 12 = 32, over 30"}]

### YAML in, notation out: the dice written together
$ rongo-apply -f notation pig/two-dice.yaml
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]
[Variant "target=30 dice=2"]

Ann: roll 34 roll 66 stop
Bob: roll 22 roll 56 roll 33 roll 11

### the score sheet of the complete game
$ rongo-render-ascii pig/complete.rec
>>> status 0
>>> stdout
Pig, after turn 6
Target 30 with 1 die.
Turn  Player  Points  Ann  Bob
   1  Ann     +15      15    0
   2  Bob     a 1      15    0
   3  Ann     +14      29    0
   4  Bob     +20      29   20
   5  Ann     a 1      29   20
   6  Bob     +12      29   32
Bob reached 30; the round is complete.
Finished: Bob wins with 32.

### two dice: the double 1 on the sheet
$ rongo-render-ascii pig/two-dice.yaml
>>> status 0
>>> stdout
Pig, after turn 2
Target 30 with 2 dice.
Turn  Player  Points        Ann  Bob
   1  Ann     +31            31    0
   2  Bob     double 1 +25   31   25
Ann reached 30; the round is complete.
Finished: Ann wins with 31.

### a turn in progress
$ rongo-render-ascii pig/unfinished.rec
>>> status 0
>>> stdout
Pig, turn 3 in progress
Target 100 with 1 die.
Turn  Player  Points  Ann  Bob  Cy
   1  Ann     +8        8    0   0
   2  Bob     a 1       8    0   0
Cy's turn: 9 so far; throw or stop.
Cy to play.

### wrong number of dice: two with one die
$ rongo-validate pig/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: pig/wrong-count.rec:4:20: error: turn 1 (Ann): 'roll 4 5': a throw is 1 die, not 2
Ann: roll 4 roll 4 5 stop
                   ^

### wrong number of dice: one with two dice
$ rongo-validate pig/two-dice-count.rec
>>> status 1
>>> stderr
rongo-validate: pig/two-dice-count.rec:5:19: error: turn 1 (Ann): 'roll 6': a throw is 2 dice, not 1
Ann: roll 45 roll 6 stop
                  ^

### a die that is not 1 to 6
$ rongo-validate pig/bad-die.rec
>>> status 1
>>> stderr
rongo-validate: pig/bad-die.rec:4:18: error: turn 1 (Ann): 'roll 0': '0' is not a die: dice are written as digits 1 to 6
Ann: roll 4 roll 0 stop
                 ^

### stop before any throw
$ rongo-validate pig/stop-first.rec
>>> status 1
>>> stderr
rongo-validate: pig/stop-first.rec:5:6: error: turn 2 (Bob): 'stop': nothing to bank: throw first
Bob: stop
     ^~~~

### a throw after a 1 ended the turn
$ rongo-validate pig/after-one.rec
>>> status 1
>>> stderr
rongo-validate: pig/after-one.rec:4:20: error: turn 1 (Ann): 'roll 6': the turn is over: it threw a 1
Ann: roll 4 roll 1 roll 6 stop
                   ^~~~

### a player out of turn
$ rongo-validate pig/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: pig/out-of-turn.rec:6:1: error: turn 3 (Bob): it is Ann's turn, not Bob's
Bob: roll 5 stop
^~~

### a new turn line while the turn before is not over
$ rongo-validate pig/not-over.rec
>>> status 1
>>> stderr
rongo-validate: pig/not-over.rec:5:1: error: turn 2 (Bob): the turn before is not over: it ends with stop or a 1
Bob: roll 5 stop
^~~

### a turn after the end of the game
$ rongo-validate pig/after-end.rec
>>> status 1
>>> stderr
rongo-validate: pig/after-end.rec:7:1: error: turn 3 (Ann): the game is over: the round in which a total reached 10 is complete
Ann: roll 3 stop
^~~

### an unknown action opening a turn
$ rongo-validate pig/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: pig/unknown-start.rec:5:6: error: turn 2 (Bob): 'hold 4': 'hold' is not a Pig action: write roll or stop
Bob: hold 4
     ^~~~

### an unknown action word inside a turn joins the throw before it
$ rongo-validate pig/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: pig/unknown-action.rec:4:13: error: turn 1 (Ann): 'roll 4 hold': 'hold' is neither dice nor an action: the actions are roll and stop
Ann: roll 4 hold
            ^~~~

### an unknown option
$ rongo-validate pig/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: pig/unknown-option.rec:3:21: error: bad Variant 'target=50 death-dice': Pig has no option 'death-dice'
[Variant "target=50 death-dice"]
                    ^~~~~~~~~~

### a session needs its Players tag
$ rongo-validate pig/no-players.rec
>>> status 1
>>> stderr
rongo-validate: pig/no-players.rec:1:1: error: the record has no Players tag: name the players in seat order (rongo-apply --players "Ann, Bob")
[Game "pig"]
^

### -l lists Bob's choices: at the start of his turn only the throw,
### its die still to come; after a throw of 3, throwing again or
### stopping; nothing once the game is over
$ head -n 6 pig/complete.rec | rongo-apply -l; head -n 6 pig/complete.rec | rongo-apply -l -m 'Bob: roll 3'; rongo-apply -l pig/complete.rec
>>> status 0
>>> stdout
Bob: roll ?
Bob: roll ?
Bob: stop


### a throw as -l lists it is refused: its die is not known yet
$ head -n 6 pig/complete.rec | rongo-apply -m 'Bob: roll ?'
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: <stdin> record 1: turn 2 (Bob): 'roll ?': '?' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ?
          ^

### -p: the state for scripts.  Bob due after Ann's 6 5 4 banked (15);
### after Bob's 3 and 5 his turn has thrown twice for 8, a 5 showing;
### once over nobody is due and the totals are 29 and 32 (the comment
### of complete.rec)
$ head -n 6 pig/complete.rec | rongo-apply -p; head -n 6 pig/complete.rec | rongo-apply -p -m 'Bob: roll 3 roll 5'; rongo-apply -p pig/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 0
points: 0
showing:
aside:
totals: Ann 15, Bob 0
player: Bob
throw: 2
points: 8
showing: 5
aside:
totals: Ann 15, Bob 0
player: none
throw: 0
points: 0
showing:
aside:
totals: Ann 29, Bob 32

### -p -f yaml: the same as a mapping, read back by PyYAML
$ head -n 6 pig/complete.rec | rongo-apply -p -f yaml -m 'Bob: roll 3 roll 5'; head -n 6 pig/complete.rec | rongo-apply -p -f yaml -m 'Bob: roll 3 roll 5' | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["player"], d["points"], d["showing"], d["totals"][0]["score"])'
>>> status 0
>>> stdout
game: pig
player: Bob
throw: 2
points: 8
showing: [5]
aside: []
totals:
  - {name: Ann, score: 15}
  - {name: Bob, score: 0}
Bob 8 [5] 15

### --count is refused for Pig, which has no position string
$ rongo-apply --count 1 pig/complete.rec
>>> status 1
>>> stderr
rongo-apply: pig/complete.rec:1:1: error: --count is for games with a position string, which Pig has not
[Game "pig"]
^

### a session's listing and state report a failed write, status 2: a
### full disk, a closed standard output
$ head -n 6 pig/complete.rec | rongo-apply -l >/dev/full; head -n 6 pig/complete.rec | rongo-apply -p >&-
>>> status 2
>>> stderr
rongo-apply: error: write error: No space left on device
rongo-apply: error: write error: Bad file descriptor
