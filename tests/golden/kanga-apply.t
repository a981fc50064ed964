# rongo-apply on Kanga records.  Expected records, positions and move
# lists are worked out by hand from the rules.

### a canonical record is written back unchanged
$ rongo-apply kanga/column.kg
>>> status 0
>>> stdout
[Game "kanga"]
[Black "Ana"]
[White "Teo"]

1. d1 a1
2. d2 a2
3. d3 a3
4. d4 a4
5. d5 a5
6. d6 a6
7. d7
0-1

### rank-first squares are written file first
$ rongo-apply kanga/rank-first.kg
>>> status 0
>>> stdout
[Game "kanga"]

1. d4 e5
*

### comments are kept; a record without a result gets '*'
$ printf '[Game "kanga"]\n{start} 1. d4 {centre} e5 2. c3\n' | rongo-apply
>>> status 0
>>> stdout
[Game "kanga"]

{start}
1. d4 {centre}
1... e5
2. c3
*

### YAML out
$ rongo-apply -f yaml kanga/liberty.kg
>>> status 0
>>> stdout
game: kanga
moves: ["b1", "a1", "a2"]
result: "*"

### YAML with tags and several records
$ rongo-apply -f yaml kanga/column.kg kanga/liberty.kg
>>> status 0
>>> stdout
game: kanga
tags: {Black: Ana, White: Teo}
moves: ["d1", "a1", "d2", "a2", "d3", "a3", "d4", "a4", "d5", "a5", "d6", "a6", "d7"]
result: "0-1"
---
game: kanga
moves: ["b1", "a1", "a2"]
result: "*"

### notation -> YAML -> notation gives back the canonical record
$ rongo-apply -f yaml kanga/column.kg | rongo-apply -f notation | cmp - kanga/column.kg && echo same
>>> status 0
>>> stdout
same

### YAML in: the output keeps the input's encoding
$ rongo-apply -f yaml kanga/setup.kg | rongo-apply -m d1
>>> status 0
>>> stdout
game: kanga
tags: {Variant: size=5}
setup: "5/5/1www1/1wbw1/5 b"
moves: ["c1", "b1", "d1"]
result: "*"

### -m adds moves; -p prints the final position (d1 e1 take three)
$ rongo-apply -m "d1 e1" -p kanga/setup.kg
>>> status 0
>>> stdout
5/5/1www1/1w1w1/1w2w b

### -p of a liberty capture: the white stone on a1 is gone
$ rongo-apply -p kanga/liberty.kg
>>> status 0
>>> stdout
7/7/7/7/7/b6/1b5 w

### -l lists every legal drop, file by file
$ rongo-apply -l kanga/setup.kg
>>> status 0
>>> stdout
a1
a2
a3
a4
a5
b4
b5
c4
c5
d1
d4
d5
e1
e2
e3
e4
e5

### -l of a finished game lists nothing
$ rongo-apply -l kanga/column.kg
>>> status 0

### an illegal move in -m is reported against -m
$ rongo-apply -m "c1 c1" kanga/setup.kg
>>> status 1
>>> stderr
rongo-apply: -m:1:1: error: kanga/setup.kg record 1: move 2 (Black): illegal move 'c1': c1 is not empty
c1 c1
^~

### no moves can be added to a finished record
$ rongo-apply -m d1 kanga/column.kg
>>> status 1
>>> stderr
rongo-apply: -m:1:1: error: kanga/column.kg record 1: the record is finished (0-1): nothing can be added
d1
^~

### -m refused for some records of several: each diagnostic names the
### record by its file and number.  three.kg: record 1 (d4 e5) and
### record 3 (i9 a1 e5) have a stone on e5, Black's move 2 and White's;
### record 2 is invalid in itself; liberty.kg (b1 a1 a2, a1 taken) takes
### White's e5
$ rongo-apply -m e5 kanga/three.kg kanga/liberty.kg
>>> status 1
>>> stdout
[Game "kanga"]

1. b1 a1
2. a2 e5
*
>>> stderr
rongo-apply: -m:1:1: error: kanga/three.kg record 1: move 2 (Black): illegal move 'e5': e5 is not empty
e5
^~
rongo-apply: kanga/three.kg:9:4: error: record 2: move 2 (Black): illegal move 'e5': e5 is not empty
2. e5 c3
   ^~
rongo-apply: -m:1:1: error: kanga/three.kg record 3: move 2 (White): illegal move 'e5': e5 is not empty
e5
^~

### a fault of -m's own text is reported for each record it is added
### to, naming it (record 2 too: -m is read before the record is played)
$ rongo-apply -m '{e5' kanga/three.kg
>>> status 1
>>> stderr
rongo-apply: -m:1:1: error: kanga/three.kg record 1: unterminated comment
{e5
^
rongo-apply: -m:1:1: error: kanga/three.kg record 2: unterminated comment
{e5
^
rongo-apply: -m:1:1: error: kanga/three.kg record 3: unterminated comment
{e5
^

### a new record of -n is the only one: its -m diagnostics name none
$ rongo-apply -n -g kanga -m "d4 d4"
>>> status 1
>>> stderr
rongo-apply: -m:1:4: error: move 1 (White): illegal move 'd4': d4 is not empty
d4 d4
   ^~

### -n starts a new game
$ rongo-apply -n -g kanga -m "d4 e5"
>>> status 0
>>> stdout
[Game "kanga"]

1. d4 e5
*

### the moves of -m end the game: the result is written
$ rongo-apply -n -g kanga -m "d1 a1 d2 a2 d3 a3 d4 a4 d5 a5 d6 a6 d7"
>>> status 0
>>> stdout
[Game "kanga"]

1. d1 a1
2. d2 a2
3. d3 a3
4. d4 a4
5. d5 a5
6. d6 a6
7. d7
0-1

### a bad record in a stream: the good ones are still written
$ rongo-apply -f yaml kanga/three.kg
>>> status 1
>>> stdout
game: kanga
moves: ["d4", "e5"]
result: "*"
---
game: kanga
tags: {Variant: size=9}
moves: ["i9", "a1", "e5"]
result: "*"
>>> stderr
rongo-apply: kanga/three.kg:9:4: error: record 2: move 2 (Black): illegal move 'e5': e5 is not empty
2. e5 c3
   ^~

### -o writes the file
$ rongo-apply -o "$T/out.kg" kanga/rank-first.kg && cat "$T/out.kg" && ls -A "$T"
>>> status 0
>>> stdout
[Game "kanga"]

1. d4 e5
*
out.kg

### -o after trouble (exit 2) leaves the file as it was, says so, and no temporary
$ cp kanga/column.kg "$T"; cd "$T"; echo old >o.kg; rongo-apply -o o.kg column.kg nope.kg; echo "status $?"; cat o.kg; ls -A
>>> status 0
>>> stdout
status 2
old
column.kg
o.kg
>>> stderr
rongo-apply: nope.kg: error: cannot open: No such file or directory
rongo-apply: o.kg: note: left as it was: nothing is written after an error

### a full disk is a write error
$ rongo-apply kanga/column.kg >/dev/full
>>> status 2
>>> stderr
rongo-apply: error: write error: No space left on device

### usage errors
$ rongo-apply -f xml kanga/column.kg
>>> status 2
>>> stderr
rongo-apply: error: unknown format 'xml': use notation, yaml or json

### -l and -p together
$ rongo-apply -l -p kanga/column.kg
>>> status 2
>>> stderr
rongo-apply: error: -l, -p and --count cannot be used together

### -n without a game
$ rongo-apply -n
>>> status 2
>>> stderr
rongo-apply: error: -n needs the game: -g ID

### nothing may follow a result in -m
$ rongo-apply -m '2... c3 * 3. a1' kanga/liberty.kg
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: kanga/liberty.kg record 1: unexpected moves after the result in -m
2... c3 * 3. a1
          ^

### a finished record takes no other result
$ rongo-apply -m 1-0 kanga/column.kg
>>> status 1
>>> stderr
rongo-apply: -m:1:1: error: kanga/column.kg record 1: the record is finished (0-1): nothing can be added
1-0
^~~

### but may be given its own again
$ rongo-apply -m 0-1 -p kanga/column.kg
>>> status 0
>>> stdout
3b3/w2b3/w2b3/w2b3/w2b3/w2b3/w2b3 w

### -m "" adds nothing
$ rongo-apply -m "" -p kanga/liberty.kg
>>> status 0
>>> stdout
7/7/7/7/7/b6/1b5 w

### --count: move sequences from the empty 7x7 board: 49, 49x48, 49x48x47
$ rongo-apply -n -g kanga --count 1; rongo-apply -n -g kanga --count 2; rongo-apply -n -g kanga --count 3
>>> status 0
>>> stdout
49
2352
110544

### --count 0 is 1; a finished game has no moves; 17 drops in setup.kg
$ rongo-apply --count 0 kanga/column.kg; rongo-apply --count 1 kanga/column.kg; rongo-apply --count 1 kanga/setup.kg
>>> status 0
>>> stdout
1
0
17

### --count with -l
$ rongo-apply --count 1 -l kanga/setup.kg
>>> status 2
>>> stderr
rongo-apply: error: -l, -p and --count cannot be used together
