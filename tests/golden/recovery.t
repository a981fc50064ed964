# Reading on after a broken record: nothing valid is lost, and every
# problem is charged to its own record, in order.

### a broken tag after the moves of a record without a result: that
### record is complete and valid, the error is the next record's
$ printf '[Game "kanga"]\n\n1. d4 e5\n\n[Game "kanga]\n\n1. a1 b1\n\n[Game "kanga"]\n\n1. c3 c4\n' | rongo-validate -v
>>> status 1
>>> stdout
<stdin>: record 1: kanga, 2 plies, *
<stdin>: record 2: -, 0 plies, invalid
<stdin>: record 3: kanga, 2 plies, *
>>> stderr
rongo-validate: <stdin>:5:7: error: record 2: unterminated string
[Game "kanga]
      ^

### the errors come in the order of the records: an illegal move of
### record 1 before the broken tag that opens record 2, though the reader
### meets that tag before record 1 is judged
$ printf '[Game "kanga"]\n\n1. d4 d9\n[Game "kanga"\n\n1. d4\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:7: error: move 1 (White): cannot read move 'd9': d9 is off the board (files a-g, ranks 1-7)
1. d4 d9
      ^~
rongo-validate: <stdin>:4:1: error: record 2: unterminated tag
[Game "kanga"
^

### records without tags, separated by results: after an error the
### reader goes on at the next result
$ printf '1. d4 } *\n1. a1 b2 *\n1. zz *\n' | rongo-validate -g kanga -v
>>> status 1
>>> stdout
<stdin>: record 1: kanga, 0 plies, invalid
<stdin>: record 2: kanga, 2 plies, *
<stdin>: record 3: kanga, 0 plies, invalid
>>> stderr
rongo-validate: <stdin>:1:7: error: unexpected '}' outside a comment
1. d4 } *
      ^
rongo-validate: <stdin>:3:4: error: record 3: move 1 (Black): cannot read move 'zz': 'zz' is not a square: write its file letter and rank number, as in e5
1. zz *
   ^~

### diagnostics come in the order of the records
$ printf '[Game "kanga"]\n1. d4 d4 *\n} [Game "kanga"] 1. a1 *\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:7: error: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4 *
      ^~
rongo-validate: <stdin>:3:1: error: record 2: unexpected '}' outside a comment
} [Game "kanga"] 1. a1 *
^

### comments after a result stay with its record
$ printf '[Game "kanga"]\n1. d4 e5 * {a} # b\n' | rongo-apply
>>> status 0
>>> stdout
[Game "kanga"]

1. d4 e5 {a} {b}
*

### an input of comments alone holds no record
$ printf '# nothing here\n{nor here}\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>: error: no record found

### a lone CR ends a '#' comment (it is no line end: the quoted line
### loses its last CR only)
$ printf '[Game "kanga"]\r\r1. d4 # note\r1... d4\r*\r' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:35: error: move 1 (White): illegal move 'd4': d4 is not empty
[Game "kanga"]??1. d4 # note?1... d4?*
                                  ^~

### stray UTF-8 bytes are a column each
$ printf '[Game "kanga"]\n1. d4 e5 * \200\200\200\200 }\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:17: error: record 2: unexpected '}' outside a comment
1. d4 e5 * ???? }
                ^

### a cut-short UTF-8 sequence is a column a byte, as its caret line shows
$ printf '[Game "kanga"]\n1. \342\202a\200 x }\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:11: error: unexpected '}' outside a comment
1. ??a? x }
          ^

### a whole UTF-8 sequence is one column
$ printf '[Game "kanga"]\n1. \303\251\342\202\254x }\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:8: error: unexpected '}' outside a comment
1. é€x }
       ^

### under raised limits 100000 tags are read quickly; the one given
### twice is found
$ awk 'BEGIN { print "[Game \"kanga\"]"; for (i = 0; i < 100000; i++) printf "[T%d \"%d\"]\n", i, i; print "[T5 \"again\"]"; print "1. d4 *" }' | rongo-validate --limit tags=0 --limit tagtext=0
>>> status 1
>>> stderr
rongo-validate: <stdin>:100002:2: error: duplicate tag 'T5'
[T5 "again"]
 ^~

### out-of-order YAML comments are written in ply order
$ printf 'game: kanga\nmoves: [d4, e5, c3]\ncomments: [{ply: 2, text: two}, {ply: 1, text: one}, {ply: 0, text: zero}, {ply: 1, text: also one}]\n' | rongo-apply -f notation
>>> status 0
>>> stdout
[Game "kanga"]

{zero}
1. d4 {one} {also one}
1... e5 {two}
2. c3
*

### a duplicate YAML tag
$ printf 'game: kanga\ntags: {A: x, B: y, A: z}\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:20: error: duplicate tag 'A'
tags: {A: x, B: y, A: z}
                   ^
