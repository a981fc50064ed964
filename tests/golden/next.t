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
$ rongo-roll --next --seed 7 score/third.rec >/dev/null
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

### several sessions: the one with a throw due gets it (seed 7: 2 5 5 2 4),
### the one where Ann must score first is written back unchanged
$ cat score/third.rec score/short.rec >"$T/s.rec"; cd "$T"; rongo-roll --next --seed 7 -o s.rec s.rec; echo "status $?"; cat s.rec
>>> status 0
>>> stdout
status 0
[Game "yacht"]
[Players "Ann, Bob"]

Ann: roll 12345 roll 12346 roll 11111

[Game "yacht"]
[Players "Ann, Bob"]

Ann: roll 66633 score full-house
Bob: roll 12345 score little-straight
Ann: roll 44441 score fours
Bob: roll 66666 score yacht
Ann: roll 25524

### no session with a throw due: an error, and the file as it was
$ cat score/third.rec yacht/complete.rec >"$T/s.rec"; cp "$T/s.rec" "$T/before"; cd "$T"; rongo-roll --next --seed 7 -o s.rec s.rec; echo "status $?"; cmp s.rec before && echo same
>>> status 0
>>> stdout
status 1
same
>>> stderr
rongo-roll: s.rec:1:1: error: no throw is due: Ann must decide first; nor in the other record
[Game "yacht"]
^
rongo-roll: s.rec: note: left as it was: nothing is written after an error

### three with none due, on standard output: passed through, and the error
$ cat score/third.rec score/third.rec score/third.rec | rongo-roll --next | grep -c '^Ann: roll 12345 roll 12346 roll 11111$'
>>> status 0
>>> stdout
3
>>> stderr
rongo-roll: <stdin>:1:1: error: no throw is due: Ann must decide first; nor in any of the 2 others
[Game "yacht"]
^

### an invalid session among them: status 1, and nothing written
$ cat score/short.rec yacht/out-of-turn.rec >"$T/s.rec"; cp "$T/s.rec" "$T/before"; cd "$T"; rongo-roll --next --seed 7 -o s.rec s.rec 2>/dev/null; echo "status $?"; cmp s.rec before && echo same
>>> status 0
>>> stdout
status 1
same
