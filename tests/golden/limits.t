# --limit: each limit once passed and once kept, in both encodings, at
# its exact boundary; the record after a refused one is read; every
# program takes the option.  The default limits are met in hostile.t
# (a 10 MB line) and here (1001 tags, a 5 MB record).

### a line of exactly the limit is read (line 1 is 14 bytes)
$ printf '[Game "kanga"]\n\n1. d4 d5 *\n' | rongo-validate --limit line=14
>>> status 0

### one byte more is refused, at the first byte past the limit; the
### quoted line ends at the limit
$ printf '[Game "kanga"]\n\n1. d4 d5 *\n' | rongo-validate --limit line=13
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:14: error: line past the limit of 13 bytes: raise it with --limit line=N
[Game "kanga"
             ^

### the CR of a CRLF line end is not counted
$ printf '[Game "kanga"]\r\n\r\n1. d4 d5 *\r\n' | rongo-validate --limit line=14
>>> status 0

### a long line in a record's moves: the rest of that record is passed
### over, the next one is judged (and its own long line refused)
$ printf '[Game "kanga"]\n\n1. d4 d5 2. e4 e5 *\n\n[Game "kanga"]\n\n1. d4 d9 *\n\n[Game "kanga"]\n\n1. a1 a2 a3 a4 *\n' | rongo-validate --limit line=14
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:15: error: line past the limit of 14 bytes: raise it with --limit line=N
1. d4 d5 2. e4
              ^
rongo-validate: <stdin>:7:7: error: record 2: move 1 (White): cannot read move 'd9': d9 is off the board (files a-g, ranks 1-7)
1. d4 d9 *
      ^~
rongo-validate: <stdin>:11:15: error: record 3: line past the limit of 14 bytes: raise it with --limit line=N
1. a1 a2 a3 a4
              ^

### while a record is passed over, a long line whose limit falls on the
### first byte of a read (line 5458 starts at byte 65506, so its 31st
### byte is the first of the second 64 KiB read) is passed over too, and
### the next record is judged
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"Ann\"]\n\nAnn: roll 66 2 3 4 5 6 6 6 6 6 6 6 6 6 6 6 6 6 6\n"; for (i = 0; i < 5452; i++) printf "Ann: roll 1\n"; printf "xx\nAnn: roll"; for (i = 0; i < 30; i++) printf " 6"; printf "\n\n[Game \"pig\"]\n[Players \"Ann\"]\n\nAnn: roll 7\n" }' | rongo-validate --limit line=30
>>> status 1
>>> stderr
rongo-validate: <stdin>:4:31: error: line past the limit of 30 bytes: raise it with --limit line=N
Ann: roll 66 2 3 4 5 6 6 6 6 6
                              ^
rongo-validate: <stdin>:5463:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### a YAML line past the limit; the next document is read
$ printf 'game: kanga\ntags: {White: Ana, Black: Teo}\nmoves: [d4, d5]\n---\ngame: kanga\nmoves: [d4, d9]\n' | rongo-validate --limit line=20
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:21: error: line past the limit of 20 bytes: raise it with --limit line=N
tags: {White: Ana, B
                    ^
rongo-validate: <stdin>:6:13: error: record 2: move 1 (White): cannot read move 'd9': d9 is off the board (files a-g, ranks 1-7)
moves: [d4, d9]
            ^~

### a record runs from its first line to the line of the next: record
### 1 here is 15 + 1 + 11 + 1 = 28 bytes, record 2 is 15 + 1 + 8 = 24
$ printf '[Game "kanga"]\n\n1. d4 d5 *\n\n[Game "kanga"]\n\n1. d4 *\n' | rongo-validate --limit record=28
>>> status 0

### one byte less: record 1 is refused at its 28th byte, the blank line
$ printf '[Game "kanga"]\n\n1. d4 d5 *\n\n[Game "kanga"]\n\n1. d4 *\n' | rongo-validate --limit record=27
>>> status 1
>>> stderr
rongo-validate: <stdin>:4:1: error: record past the limit of 27 bytes: raise it with --limit record=N

^

### a YAML record runs up to the "---" of the next: 12 + 31 + 16 = 59
### bytes here; the second is 4 + 12 + 16 = 32
$ printf 'game: kanga\ntags: {White: Ana, Black: Teo}\nmoves: [d4, d5]\n---\ngame: kanga\nmoves: [d4, a1]\n' | rongo-validate --limit record=59
>>> status 0

### at 58 the first is refused at its last byte, the line end of line 3;
### at 31 both are, the second at its 32nd byte
$ printf 'game: kanga\ntags: {White: Ana, Black: Teo}\nmoves: [d4, d5]\n---\ngame: kanga\nmoves: [d4, a1]\n' >$T/r.yaml; rongo-validate --limit record=58 $T/r.yaml 2>&1 | sed 's|.*/r.yaml|r.yaml|'; rongo-validate --limit record=31 $T/r.yaml 2>&1 | sed 's|.*/r.yaml|r.yaml|'
>>> status 0
>>> stdout
r.yaml:3:16: error: record past the limit of 58 bytes: raise it with --limit record=N
moves: [d4, d5]
               ^
r.yaml:2:20: error: record past the limit of 31 bytes: raise it with --limit record=N
tags: {White: Ana, Black: Teo}
                   ^
r.yaml:6:16: error: record 2: record past the limit of 31 bytes: raise it with --limit record=N
moves: [d4, a1]
               ^

### a record of 5 MB passes the default record limit, 4 MiB: after the
### 16 bytes of its first two lines come lines of 10 bytes, and
### 4194304 - 16 = 10 * 419428 + 8, so byte 4194304 is the 9th of line
### 419431
$ awk 'BEGIN { printf "[Game \"kanga\"]\n\n"; for (i = 0; i < 500000; i++) printf "{%07d}\n", i; printf "*\n" }' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:419431:9: error: record past the limit of 4194304 bytes: raise it with --limit record=N
{0419428}
        ^

### tags: up to the limit, not counting Game, Setup and Players
$ printf '[Game "kanga"]\n[White "Ana"]\n[Black "Teo"]\n\n1. d4 *\n' | rongo-validate --limit tags=2
>>> status 0

### one more is refused at its '['
$ printf '[Game "kanga"]\n[White "Ana"]\n[Black "Teo"]\n\n1. d4 *\n' | rongo-validate --limit tags=1
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:1: error: tag past the limit of 1 tag: raise it with --limit tags=N
[Black "Teo"]
^

### the same in YAML, at the tag's name
$ printf 'game: kanga\ntags: {White: Ana, Black: Teo}\nmoves: [d4]\n' | rongo-validate --limit tags=1
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:20: error: tag past the limit of 1 tag: raise it with --limit tags=N
tags: {White: Ana, Black: Teo}
                   ^

### the default tag limit, 1000: the 1001st tag is on line 1002
$ awk 'BEGIN { print "[Game \"kanga\"]"; for (i = 0; i < 100000; i++) printf "[T%d \"%d\"]\n", i, i; print "1. d4 *" }' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:1002:1: error: tag past the limit of 1000 tags: raise it with --limit tags=N
[T1000 "1000"]
^

### tagtext: the bytes of the tags' names and values, Game, Setup and
### Players among them: Game and kanga 9, White and Ana 8, Black and
### Teo 8, 25 in all
$ printf '[Game "kanga"]\n[White "Ana"]\n[Black "Teo"]\n\n1. d4 *\n' | rongo-validate --limit tagtext=25
>>> status 0

### one byte less is refused at the value that passes it
$ printf '[Game "kanga"]\n[White "Ana"]\n[Black "Teo"]\n\n1. d4 *\n' | rongo-validate --limit tagtext=24
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:9: error: tag text past the limit of 24 bytes: raise it with --limit tagtext=N
[Black "Teo"]
        ^

### in YAML the players count one by one: game's pig 3, Ann 3, Bob 3
$ printf 'game: pig\nplayers: [Ann, Bob]\nturns: []\n' | rongo-validate --limit tagtext=9
>>> status 0

### so that at 8 Bob is refused
$ printf 'game: pig\nplayers: [Ann, Bob]\nturns: []\n' | rongo-validate --limit tagtext=8
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:16: error: tag text past the limit of 8 bytes: raise it with --limit tagtext=N
players: [Ann, Bob]
               ^

### the default, 16 KiB, far above any real record's tags: a Players
### tag of 349000 names (a line of 1 MiB) is refused at its value, in
### little memory (it took 23 MB, 56 bytes a name, and rongo-apply 42);
### the window is the tag's 10 bytes and 30 names
$ awk 'BEGIN { printf "[Game \"kanga\"]\n[Players \"a"; for (i = 1; i < 349000; i++) printf ", a"; printf "\"]\n\n1. d4 *\n" }' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:11: error: tag text past the limit of 16384 bytes: raise it with --limit tagtext=N
[Players "a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, ...
          ^

### depth: a dice session nests 4 deep (the document, turns, a turn,
### its actions)
$ printf 'game: pig\nplayers: [Ann, Bob]\nturns:\n- {player: Ann, actions: [roll 1]}\n' | rongo-validate --limit depth=4
>>> status 0

### at 3 the actions are refused at their '['
$ printf 'game: pig\nplayers: [Ann, Bob]\nturns:\n- {player: Ann, actions: [roll 1]}\n' | rongo-validate --limit depth=3
>>> status 1
>>> stderr
rongo-validate: <stdin>:4:26: error: nesting past the limit of 3 levels: raise it with --limit depth=N
- {player: Ann, actions: [roll 1]}
                         ^

### 0 lifts a limit; k, M and G multiply by 1024, 1024^2 and 1024^3
$ printf '[Game "kanga"]\n\n1. d4 d5 *\n' | rongo-validate --limit line=0 --limit record=1k --limit tags=1M --limit depth=1G
>>> status 0

### a limit name that is none
$ rongo-validate --limit lines=5 kanga/column.kg
>>> status 2
>>> stderr
rongo-validate: error: --limit takes NAME=N, with NAME line, record, tags, depth or tagtext, not 'lines=5'

### no value
$ rongo-validate --limit line kanga/column.kg
>>> status 2
>>> stderr
rongo-validate: error: --limit takes NAME=N, with NAME line, record, tags, depth or tagtext, not 'line'

### not a number, an unknown unit, past 2^64 - 1 (2^34 G is 2^64)
$ rongo-validate --limit line=x kanga/column.kg; rongo-validate --limit line=4T kanga/column.kg; rongo-validate --limit depth=18446744073709551616 kanga/column.kg; rongo-validate --limit depth=17179869184G kanga/column.kg
>>> status 2
>>> stderr
rongo-validate: error: --limit line: 'x' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3) up to 18446744073709551615
rongo-validate: error: --limit line: '4T' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3) up to 18446744073709551615
rongo-validate: error: --limit depth: '18446744073709551616' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3) up to 18446744073709551615
rongo-validate: error: --limit depth: '17179869184G' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3) up to 18446744073709551615

### rongo-apply: the records and the -m moves are read under the limits
$ rongo-apply --limit tags=1 kanga/column.kg; rongo-apply --limit line=6 -n -g kanga -m 'd5 e6 e5'
>>> status 1
>>> stderr
rongo-apply: kanga/column.kg:3:1: error: tag past the limit of 1 tag: raise it with --limit tags=N
[White "Teo"]
^
rongo-apply: -m:1:7: error: line past the limit of 6 bytes: raise it with --limit line=N
d5 e6 
      ^

### rongo-score and rongo-render-ascii
$ rongo-score --limit line=20 pig/after-end.rec; rongo-render-ascii --limit record=40 kanga/column.kg
>>> status 1
>>> stderr
rongo-score: pig/after-end.rec:3:21: error: line past the limit of 20 bytes: raise it with --limit line=N
[Variant "target=10"
                    ^
rongo-render-ascii: kanga/column.kg:3:12: error: record past the limit of 40 bytes: raise it with --limit record=N
[White "Teo"]
           ^

### rongo-roll --next, and rongo-roll without it
$ rongo-roll --next --seed 1 --limit line=12 pig/after-end.rec; rongo-roll --limit line=12 3d6
>>> status 2
>>> stderr
rongo-roll: pig/after-end.rec:2:13: error: line past the limit of 12 bytes: raise it with --limit line=N
[Players "An
            ^
rongo-roll: error: -f, -g, --limit and --strict go with --next
