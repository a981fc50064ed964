# rongo-roll --next: the referee's dice.  The dice come from PCG32 (its
# reference values are pinned in tests/test_rng.c), so each throw here
# is checked against the same seed rolled plainly with -s.

### seed 7 rolls 2 5 5 2 4 as five d6, and 2 as one d6
$ rongo-roll --seed 7 -s 5d6 && rongo-roll --seed 7 -s 1d6
>>> status 0
>>> stdout
5d6: [2, 5, 5, 2, 4] = 18
1d6: [2] = 2

### Ann's turn comes next: five dice on a new line for her
$ rongo-roll --next --seed 7 score/short.rec
>>> status 0
>>> stdout
[Game "yacht"]
[Players "Ann, Bob"]

Ann: roll 66633 score full-house
Bob: roll 12345 score little-straight
Ann: roll 44441 score fours
Bob: roll 66666 score yacht
Ann: roll 25524

### Bob is in mid-turn with four dice set aside: one die, on his line
$ rongo-roll --next --seed 7 yacht/unfinished.rec | tail -n 1
>>> status 0
>>> stdout
Bob: roll 11111 keep 1111 roll 2 roll 2

### YAML in, YAML out
$ rongo-apply -f yaml score/short.rec | rongo-roll --next --seed 7 | tail -n 5
>>> status 0
>>> stdout
- {player: Ann, actions: ["roll 66633", "score full-house"]}
- {player: Bob, actions: ["roll 12345", "score little-straight"]}
- {player: Ann, actions: ["roll 44441", "score fours"]}
- {player: Bob, actions: ["roll 66666", "score yacht"]}
- {player: Ann, actions: ["roll 25524"]}

### after a third throw Ann must score: no throw is due
$ rongo-roll --next --seed 7 score/third.rec
>>> status 1
>>> stderr
rongo-roll: score/third.rec:1:1: error: no throw is due: Ann must decide first
[Game "yacht"]
^

### a board game needs no dice
$ rongo-roll --next --seed 1 kanga/column.kg
>>> status 1
>>> stderr
rongo-roll: kanga/column.kg:1:1: error: --next throws dice for dice sessions: a board game needs none
[Game "kanga"]
^

### -g belongs to --next
$ rongo-roll -g yacht 3d6
>>> status 2
>>> stderr
rongo-roll: error: -f, -g, --limit and --strict go with --next
usage: rongo-roll [-hsVv] [--stats] [-n count] [-o file]
                  [--seed n] expression ...
       rongo-roll --next [-v] [--strict] [--seed n] [-f format]
                  [-g game] [--limit name=n] [-o file] [file ...]
Try 'rongo-roll --help' for more information.
