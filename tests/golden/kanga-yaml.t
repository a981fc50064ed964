# Kanga records in YAML: reading, errors located in the YAML text, and
# conversion both ways.

### a YAML record is read and checked like a notation one
$ rongo-validate -v kanga/column.yaml
>>> status 0
>>> stdout
kanga/column.yaml: record 1: kanga, 13 plies, 0-1

### YAML -> notation gives the canonical notation record
$ rongo-apply -f notation kanga/column.yaml | cmp - kanga/column.kg && echo same
>>> status 0
>>> stdout
same

### broken documents are reported, each at its place, and the others kept
$ rongo-apply kanga/broken.yaml
>>> status 1
>>> stdout
game: kanga
moves: ["d4", "e5"]
result: "*"
---
game: kanga
moves: ["a1", "b2"]
result: "*"
>>> stderr
rongo-apply: kanga/broken.yaml:6:1: error: record 2: YAML: did not find expected ',' or ']' while parsing a flow sequence that starts on line 5
---
^
rongo-apply: kanga/broken.yaml:8:1: error: record 3: unknown key 'moevs': did you mean 'moves'?
moevs: [d4]
^~~~~
rongo-apply: kanga/broken.yaml:12:9: error: record 4: YAML aliases are not allowed
result: *m
        ^
rongo-apply: kanga/broken.yaml:15:13: error: record 5: move 1 (White): illegal move 'c3': c3 is not empty
moves: [c3, c3]
            ^~

### a billion-laughs document is refused at its first alias
$ printf 'game: kanga\nmoves: &a ["d4"]\ncomments: [*a, *a, *a]\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:12: error: YAML aliases are not allowed
comments: [*a, *a, *a]
           ^
