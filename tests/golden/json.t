# JSON Lines (-f json): writing, reading, its diagnostics, limits, and
# pieces for runs in parallel (fixtures/json/README).

### a notation record as one JSON object on one line: the YAML keys in
### the YAML writer's order, a comment's ply a number, no blanks
$ rongo-apply -f json sample.kg
>>> status 0
>>> stdout
{"game":"kanga","tags":{"Black":"Ana","White":"Teo"},"moves":["c4","b4","d4","g1","e4","f4","d5","e5","d6","e6"],"comments":[{"ply":6,"text":"White closes the line: c4 d4 e4 are taken"}],"result":"*"}

### and back to the same notation bytes, and to the same YAML
$ rongo-apply -f json sample.kg | rongo-apply -f notation | cmp - sample.kg && rongo-apply -f json sample.kg | rongo-apply -f yaml | cmp - kanga/column.yaml >/dev/null; rongo-apply -f json sample.kg | rongo-apply | rongo-apply -f notation | cmp - sample.kg && echo same
>>> status 0
>>> stdout
same

### JSON in, JSON out: the output keeps the input's encoding
$ printf '{"game": "kanga", "moves": ["d4", "e5"]}\n' | rongo-apply
>>> status 0
>>> stdout
{"game":"kanga","moves":["d4","e5"],"result":"*"}

### a dice session: players, then turns each with its player and actions
$ printf '[Game "pig"]\n[Players "Ann, Bob"]\n\nAnn: roll 6 stop\nBob: roll 1\n' | rongo-apply -f json
>>> status 0
>>> stdout
{"game":"pig","players":["Ann","Bob"],"turns":[{"player":"Ann","actions":["roll 6","stop"]},{"player":"Bob","actions":["roll 1"]}]}

### strings: '"' and '\' escaped, a control character as \u00XX, tab as
### \t, '/' and every other character as it is; \/ and a surrogate pair
### read as the characters they stand for
$ printf '%s\n' '{"game":"kanga","tags":{"Event":"a\"b\\c\/d \u00e9 \ud83d\ude00"},"moves":["c4"],"comments":[{"ply":1,"text":"x\ty\u0001"}]}' | rongo-apply -f json
>>> status 0
>>> stdout
{"game":"kanga","tags":{"Event":"a\"b\\c/d é 😀"},"moves":["c4"],"comments":[{"ply":1,"text":"x\ty\u0001"}],"result":"*"}

### a number, true, false or null is its text, as a plain YAML scalar:
### ply 1 as 1 or "1"
$ printf '%s\n' '{"game":"kanga","moves":["c4"],"comments":[{"ply":1,"text":"a"},{"ply":"1","text":"b"}]}' | rongo-apply -f notation
>>> status 0
>>> stdout
[Game "kanga"]

1. c4 {a} {b}
*

### every JSON error at its place, each line its own record, the good
### ones written; blank and '#' lines hold none
$ rongo-apply json/broken.jsonl
>>> status 1
>>> stdout
{"game":"kanga","moves":["c4","b4"],"result":"*"}
{"game":"kanga","moves":["d4","e5"],"result":"*"}
>>> stderr
rongo-apply: json/broken.jsonl:2:17: error: record 2: unknown key 'mvoes': did you mean 'moves'?
{"game":"kanga","mvoes":["c4"]}
                ^~~~~~~
rongo-apply: json/broken.jsonl:3:17: error: record 3: duplicate key 'game'
{"game":"kanga","game":"kanga"}
                ^~~~~~
rongo-apply: json/broken.jsonl:4:25: error: record 4: 'moves' must be a sequence of strings
{"game":"kanga","moves":"c4"}
                        ^~~~
rongo-apply: json/broken.jsonl:5:18: error: record 5: JSON: expected the end of the line after the record's object, not 'x'
{"game":"kanga"} x
                 ^
rongo-apply: json/broken.jsonl:6:17: error: record 6: JSON: the object does not end on its line: JSON Lines are one record a line
{"game":"kanga",
                ^
rongo-apply: json/broken.jsonl:7:12: error: record 7: JSON: invalid escape in a string: use \", \\, \/, \b, \f, \n, \r, \t or \uXXXX
{"game":"ka\qnga"}
           ^~
rongo-apply: json/broken.jsonl:8:34: error: record 8: JSON: lone surrogate in a string: it stands for no character
{"game":"kanga","tags":{"White":"\ud83d"}}
                                 ^~~~~~
rongo-apply: json/broken.jsonl:9:9: error: record 9: JSON: expected a value, not 'k': a string is written in double quotes
{"game":kanga}
        ^
rongo-apply: json/broken.jsonl:10:26: error: record 10: JSON: invalid number
{"game":"kanga","moves":[-]}
                         ^
rongo-apply: json/broken.jsonl:11:9: error: record 11: JSON: expected ':' after the key, not '"'
{"game" "kanga"}
        ^
rongo-apply: json/broken.jsonl:12:17: error: record 12: JSON: expected ',' or '}', not '"'
{"game":"kanga" "moves":[]}
                ^
rongo-apply: json/broken.jsonl:13:31: error: record 13: JSON: expected ',' or ']', not '"'
{"game":"kanga","moves":["c4" "b4"]}
                              ^
rongo-apply: json/broken.jsonl:14:17: error: record 14: JSON: expected a key in double quotes, not '}'
{"game":"kanga",}
                ^
rongo-apply: json/broken.jsonl:15:29: error: record 15: JSON: '\u' must be followed by four hexadecimal digits
{"game":"kanga","moves":["c4\u00"]}
                            ^~
rongo-apply: json/broken.jsonl:18:32: error: record 16: move 1 (White): illegal move 'c4': c4 is not empty
{"game":"kanga","moves":["c4","c4"]}
                               ^~

### a control character in a string, and a byte that is not UTF-8
$ printf '{"game":"ka\tnga"}\n{"game":"ka\377nga"}\n' | rongo-validate 2>&1 | grep error
>>> status 0
>>> stdout
rongo-validate: <stdin>:1:12: error: JSON: control character in a string: write it as an escape
rongo-validate: <stdin>:2:12: error: record 2: JSON: invalid UTF-8

### a record that is not an object, and an input of other encodings
### after JSON: each line refused on its own
$ printf '{"game":"kanga","moves":["c4"]}\n[Game "kanga"]\n\n1. c4 b4\ngame: kanga\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:1: error: record 2: a record must be a mapping
[Game "kanga"]
^
rongo-validate: <stdin>:4:1: error: record 3: JSON: invalid number
1. c4 b4
^
rongo-validate: <stdin>:5:1: error: record 4: JSON: expected a value, not 'g': a string is written in double quotes
game: kanga
^

### a notation file opening with a {comment} is notation; a YAML flow
### mapping with a plain key is YAML
$ printf '{a comment}\n[Game "kanga"]\n\n1. c4 *\n' | rongo-apply -f json; printf '{game: kanga, moves: [c4]}\n' | rongo-apply
>>> status 0
>>> stdout
{"game":"kanga","moves":["c4"],"comments":[{"ply":0,"text":"a comment"}],"result":"*"}
game: kanga
moves: ["c4"]
result: "*"

### the line limit: a longer line is refused at its first byte past the
### limit, the next line read
$ printf '{"game":"kanga","moves":["c4","b4"]}\n{"game":"kanga","moves":["d4"]}\n' | rongo-validate --limit line=31
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:32: error: line past the limit of 31 bytes: raise it with --limit line=N
{"game":"kanga","moves":["c4","
                               ^

### the depth limit: a session needs 4 (the record, turns, a turn, its
### actions); at 3 the actions are refused at their '['
$ printf '%s\n' '{"game":"pig","players":["Ann","Bob"],"turns":[{"player":"Ann","actions":["roll 1"]}]}' | rongo-validate --limit depth=4 && printf '%s\n' '{"game":"pig","players":["Ann","Bob"],"turns":[{"player":"Ann","actions":["roll 1"]}]}' | rongo-validate --limit depth=3
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:74: error: nesting past the limit of 3 levels: raise it with --limit depth=N
{"game":"pig","players":["Ann","Bob"],"turns":[{"player":"Ann","actions":["roll 1"]}]}
                                                                         ^

### rongo-roll --next -f json: the throw due added, written as JSON
$ printf '%s\n' '{"game":"pig","players":["Ann"],"turns":[{"player":"Ann","actions":["roll 6"]}]}' | rongo-roll --next --seed 7 -f json | cut -c1-60
>>> status 0
>>> stdout
{"game":"pig","players":["Ann"],"turns":[{"player":"Ann","ac

### rongo-split cuts JSON Lines at line starts, a piece a line
$ rongo-split -b 1 json/two.jsonl
>>> status 0
>>> stdout
#rongo-chunk 1 1 json/two.jsonl
{"game":"pig","players":["Ann"],"turns":[{"player":"Ann","actions":["roll 6","stop"]}]}
#rongo-chunk 2 2 json/two.jsonl
{"game":"pig","players":["Ann"],"turns":[{"player":"Ann","actions":["roll 7"]}]}

### a piece read alone reports as the whole input would: line 2, record 2
$ rongo-split -b 1 json/two.jsonl | tail -n 2 | rongo-validate --chunk
>>> status 1
>>> stderr
rongo-validate: json/two.jsonl:2:75: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
{"game":"pig","players":["Ann"],"turns":[{"player":"Ann","actions":["roll 7"]}]}
                                                                          ^

### a record is one line: the default line limit of JSON Lines is the
### record limit, so that a session of 42000 turns (36 bytes each, 1.5
### MB on one line) is read as its notation would be
$ awk 'BEGIN { printf "{\"game\":\"pig\",\"players\":[\"A\"],\"turns\":["; for (i = 0; i < 42000; i++) printf "%s{\"player\":\"A\",\"actions\":[\"roll 1\"]}", i ? "," : ""; printf "]}\n" }' | rongo-validate
>>> status 0

### a line limit given holds: at 1000000 bytes the line is refused at
### its byte 1000001
$ awk 'BEGIN { printf "{\"game\":\"pig\",\"players\":[\"A\"],\"turns\":["; for (i = 0; i < 42000; i++) printf "%s{\"player\":\"A\",\"actions\":[\"roll 1\"]}", i ? "," : ""; printf "]}\n" }' | rongo-validate --limit line=1000000 2>&1 >/dev/null | head -n 1
>>> status 0
>>> stdout
rongo-validate: <stdin>:1:1000001: error: line past the limit of 1000000 bytes: raise it with --limit line=N

### and notation keeps the line limit of 1M: a line of 1.5 MB is refused
$ awk 'BEGIN { printf "[Game \"kanga\"]\n\n{"; for (i = 0; i < 42000; i++) printf "a comment, 36 bytes of it, as above "; printf "} *\n" }' | rongo-validate 2>&1 >/dev/null | head -n 1
>>> status 0
>>> stdout
rongo-validate: <stdin>:3:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
