# Hostile input: each case once, with its diagnostic and exit status.
# Big inputs are made by the case itself; the small ones are in
# fixtures/hostile.  Elsewhere: 100000 tags (recovery.t), a billion
# laughs (kanga-yaml.t), unterminated comment, tag and string, an
# unreadable file and a directory (kanga-validate.t), a full disk
# (kanga-apply.t, roll.t), a bad record between good ones
# (kanga-validate.t, kanga-yaml.t).

### a comment left open stops at the next record, a line opening with
### '[' (line 12): record 2 is refused at its '{' (line 9, column 7)
### and records 1 and 3 are read and checked as ever
$ rongo-validate -v hostile/comment-open.kg
>>> status 1
>>> stdout
hostile/comment-open.kg: record 1: kanga, 2 plies, *
hostile/comment-open.kg: record 2: kanga, 0 plies, invalid
hostile/comment-open.kg: record 3: kanga, 3 plies, *
>>> stderr
rongo-validate: hostile/comment-open.kg:9:7: error: record 2: unterminated comment
1. d4 {forgot to close this
      ^

### rongo-split cuts at record 3 all the same
$ rongo-split -b 1 hostile/comment-open.kg | grep '^#rongo'
>>> stdout
#rongo-chunk 1 1 hostile/comment-open.kg
#rongo-chunk 6 2 hostile/comment-open.kg
#rongo-chunk 12 3 hostile/comment-open.kg

### the same in a dice session: "Ann: roll 66666 score yacht " is 28
### characters, so the '{' is column 29
$ rongo-validate -v hostile/comment-open.rec
>>> status 1
>>> stdout
hostile/comment-open.rec: record 1: yacht, 2 turns, unfinished
hostile/comment-open.rec: record 2: yacht, 0 plies, invalid
hostile/comment-open.rec: record 3: yacht, 2 turns, unfinished
>>> stderr
rongo-validate: hostile/comment-open.rec:10:29: error: record 2: unterminated comment
Ann: roll 66666 score yacht {forgot to close this
                            ^

### --total counts records 1 and 3: Ann's full house 66633 is 24 and
### her fours 44441 16, 40 in all; Bob's little straight 30 and his
### yacht 50, 80 in all; no wins, so the means rank: 40.00 and 20.00
$ rongo-score --total hostile/comment-open.rec
>>> status 1
>>> stdout
total over 2 records
yacht, 2 records
  rank  player played  won   rate     mean   total
     1  Bob         2    0  0.000    40.00      80
     2  Ann         2    0  0.000    20.00      40
>>> stderr
rongo-score: hostile/comment-open.rec:10:29: error: record 2: unterminated comment
Ann: roll 66666 score yacht {forgot to close this
                            ^

### a comment in the tag block stops there too, at a '[' after blanks;
### record 2 is read from there, tags and all, and judged: Black's a1
### is move 1, and White may not play there again
$ printf '[Game "kanga"]\n{ open\n  [Game "kanga"]\n[Black "Teo"]\n\n1. a1 a1 *\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:1: error: unterminated comment
{ open
^
rongo-validate: <stdin>:6:7: error: record 2: move 1 (White): illegal move 'a1': a1 is not empty
1. a1 a1 *
      ^~

### an empty file holds no record
$ rongo-validate hostile/empty.kg
>>> status 1
>>> stderr
rongo-validate: hostile/empty.kg: error: no record found

### a file of blanks, tabs and line ends holds no record
$ rongo-validate hostile/blank.kg
>>> status 1
>>> stderr
rongo-validate: hostile/blank.kg: error: no record found

### a NUL byte: shown as '?', the caret on its column
$ rongo-validate hostile/nul.kg
>>> status 1
>>> stderr
rongo-validate: hostile/nul.kg:3:6: error: NUL byte in the input
1. d4? d5 *
     ^

### invalid UTF-8 in a tag value
$ rongo-validate hostile/utf8-tag.kg
>>> status 1
>>> stderr
rongo-validate: hostile/utf8-tag.kg:2:12: error: invalid UTF-8 in a tag value
[White "Ana?"]
           ^

### invalid UTF-8 in a player's name
$ rongo-validate hostile/utf8-player.rec
>>> status 1
>>> stderr
rongo-validate: hostile/utf8-player.rec:2:17: error: invalid UTF-8 in a tag value
[Players "Ann, B?b"]
                ^

### invalid UTF-8 in a player's name, in YAML: libyaml finds it at the
### byte that cannot follow the one before
$ rongo-validate hostile/utf8-player.yaml
>>> status 1
>>> stderr
rongo-validate: hostile/utf8-player.yaml:2:18: error: YAML: invalid trailing UTF-8 octet
players: [Ann, B?b]
                 ^

### a NUL written as a YAML escape is refused, not cut off
$ printf 'game: kanga\ntags: {White: "A\\x00B"}\nmoves: []\n' | rongo-apply
>>> status 1
>>> stderr
rongo-apply: <stdin>:2:15: error: NUL character in a value
tags: {White: "A\x00B"}
              ^~~~~~~~

### CRLF line ends are read, and written as LF
$ rongo-apply hostile/crlf.kg
>>> status 0
>>> stdout
[Game "kanga"]
[White "Ana"]

1. d4 d5
2. e4
*

### a 3.6 MB line of moves stops at the default line limit, 1 MiB: the
### quoted line ends there ("x%07d " is 9 bytes: byte 1048576 is the 5th
### of x0116508); the rest of the line is passed over, and the record
### after it is read
$ awk 'BEGIN { printf "[Game \"kanga\"]\n\n"; for (i = 0; i < 400000; i++) printf "x%07d ", i; printf "*\n\n[Game \"kanga\"]\n\n1. d4 d9 *\n" }' >$T/long.kg && cd $T && rongo-validate long.kg
>>> status 1
>>> stderr
rongo-validate: long.kg:3:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
... x0116503 x0116504 x0116505 x0116506 x0116507 x011
                                                     ^
rongo-validate: long.kg:7:7: error: record 2: move 1 (White): cannot read move 'd9': d9 is off the board (files a-g, ranks 1-7)
1. d4 d9 *
      ^~

### a line is passed over no further than the record limit, 4 MiB:
### this one, 4.5 MB, goes on past it, and nothing after it is read
$ awk 'BEGIN { printf "[Game \"kanga\"]\n\n"; for (i = 0; i < 500000; i++) printf "x%07d ", i; printf "*\n\n[Game \"kanga\"]\n\n1. d4 d9 *\n" }' >$T/long.kg && cd $T && rongo-validate long.kg
>>> status 1
>>> stderr
rongo-validate: long.kg:3:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
... x0116503 x0116504 x0116505 x0116506 x0116507 x011
                                                     ^
rongo-validate: long.kg: note: line 3 goes on past the record limit of 4194304 bytes: the rest of the input is not read

### an endless input without a line end ends all the same: /dev/zero
### is a NUL at 1:1 (the quote, the first 100 characters of the line,
### is cut after them), and the rest of its one line is passed over up
### to the record limit, 4194304 bytes, where reading stops
$ timeout 20 rongo-validate /dev/zero
>>> status 1
>>> stderr
rongo-validate: /dev/zero:1:1: error: NUL byte in the input
????????????????????????????????????????????????????????????????????????????????????????????????????...
^
rongo-validate: /dev/zero: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read

### the other programs the same (the quotes left out here)
$ for p in rongo-apply rongo-score rongo-render-ascii; do timeout 20 $p /dev/zero; echo "$p: exit $?"; done 2>&1 | grep -v '^[?^]'
>>> stdout
rongo-apply: /dev/zero:1:1: error: NUL byte in the input
rongo-apply: /dev/zero: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read
rongo-apply: exit 1
rongo-score: /dev/zero:1:1: error: NUL byte in the input
rongo-score: /dev/zero: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read
rongo-score: exit 1
rongo-render-ascii: /dev/zero:1:1: error: NUL byte in the input
rongo-render-ascii: /dev/zero: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read
rongo-render-ascii: exit 1

### rongo-split copies what was read, up to the byte past the bound:
### its chunk line (27 bytes) and 4194305 NULs; the program reading the
### piece says what it says reading /dev/zero
$ timeout 20 rongo-split /dev/zero | wc -c; timeout 20 rongo-split /dev/zero | rongo-validate --chunk 2>&1 | grep -v '^[?^]'
>>> stdout
4194332
rongo-validate: /dev/zero:1:1: error: NUL byte in the input
rongo-validate: /dev/zero: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read

### 3000000 NULs: the line ends with the input, before the bound:
### the NUL alone is reported
$ head -c 3000000 /dev/zero | timeout 20 rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:1: error: NUL byte in the input
????????????????????????????????????????????????????????????????????????????????????????????????????...
^

### the other programs the same; rongo-split copies all 3000000 bytes
### after its chunk line of 25
$ for p in rongo-apply rongo-score rongo-render-ascii; do head -c 3000000 /dev/zero | timeout 20 $p; echo "$p: exit $?"; done 2>&1 | grep -v '^[?^]'; head -c 3000000 /dev/zero | timeout 20 rongo-split | wc -c
>>> stdout
rongo-apply: <stdin>:1:1: error: NUL byte in the input
rongo-apply: exit 1
rongo-score: <stdin>:1:1: error: NUL byte in the input
rongo-score: exit 1
rongo-render-ascii: <stdin>:1:1: error: NUL byte in the input
rongo-render-ascii: exit 1
3000025

### 3000000 x and no line end: a word past the line limit, refused at
### byte 1048577; the quote ends at the limit, 50 columns after the
### window's start
$ yes x | tr -d '\n' | head -c 3000000 | timeout 20 rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
...xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
                                                     ^

### endless, the same and the note; each program ends by itself
$ for p in rongo-validate rongo-apply rongo-score rongo-render-ascii; do yes x | tr -d '\n' | timeout 20 $p; echo "$p: exit $?"; done 2>&1 | grep -v '^[.^ ]'; yes x | tr -d '\n' | timeout 20 rongo-split | wc -c
>>> stdout
rongo-validate: <stdin>:1:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
rongo-validate: <stdin>: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read
rongo-validate: exit 1
rongo-apply: <stdin>:1:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
rongo-apply: <stdin>: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read
rongo-apply: exit 1
rongo-score: <stdin>:1:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
rongo-score: <stdin>: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read
rongo-score: exit 1
rongo-render-ascii: <stdin>:1:1048577: error: line past the limit of 1048576 bytes: raise it with --limit line=N
rongo-render-ascii: <stdin>: note: line 1 goes on past the record limit of 4194304 bytes: the rest of the input is not read
rongo-render-ascii: exit 1
4194330

### under --limit: the line at 1:11, the bound at 100 bytes
$ yes x | tr -d '\n' | timeout 20 rongo-validate --limit line=10 --limit record=100
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:11: error: line past the limit of 10 bytes: raise it with --limit line=N
xxxxxxxxxx
          ^
rongo-validate: <stdin>: note: line 1 goes on past the record limit of 100 bytes: the rest of the input is not read

### a line end within the bound: reading goes on after it (line 1 is
### 100 bytes, the most the bound lets by), and record 2 is judged
$ { head -c 100 /dev/zero | tr '\0' x; printf '\n\n[Game "kanga"]\n\n1. d4 d9 *\n'; } | rongo-validate --limit line=14 --limit record=100
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:15: error: line past the limit of 14 bytes: raise it with --limit line=N
xxxxxxxxxxxxxx
              ^
rongo-validate: <stdin>:5:7: error: record 2: move 1 (White): cannot read move 'd9': d9 is off the board (files a-g, ranks 1-7)
1. d4 d9 *
      ^~

### one byte more, and it is not
$ { head -c 101 /dev/zero | tr '\0' x; printf '\n\n[Game "kanga"]\n\n1. d4 d9 *\n'; } | rongo-validate --limit line=14 --limit record=100
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:15: error: line past the limit of 14 bytes: raise it with --limit line=N
xxxxxxxxxxxxxx
              ^
rongo-validate: <stdin>: note: line 1 goes on past the record limit of 100 bytes: the rest of the input is not read

### --chunk: a first line that is no chunk line is not read for ever
$ timeout 20 rongo-validate --chunk /dev/zero
>>> status 2
>>> stderr
rongo-validate: /dev/zero:1:1: error: --chunk: the input must begin with '#rongo-chunk LINE RECORD NAME'
????????????????????????????????????????????????????????????????????????????????????????????????????...
^

### memory stays within a few MB whatever the input within the limits:
### a record of one-letter moves as long as the default record limit
### lets it be (16 + 20971 lines of 200 bytes + 2 = 4194218 bytes,
### 2097100 moves) is read under a limit of 64 MB of address space
### (it took 164 MB of memory); lifted for AddressSanitizer, which
### reserves far more, and for valgrind's wrappers.  Its first move is
### refused, quoted up to the window's 100 characters
$ awk 'BEGIN { printf "[Game \"kanga\"]\n\n"; for (i = 0; i < 20971; i++) { for (k = 0; k < 99; k++) printf "a "; printf "a\n" } printf "*\n" }' >$T/a.kg; p=$(command -v rongo-validate); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && rongo-validate a.kg); echo "exit $?"
>>> stdout
exit 1
>>> stderr
rongo-validate: a.kg:3:1: error: move 1 (Black): cannot read move 'a': 'a' is not a square: write its file letter and rank number, as in e5
a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a ...
^

### the same in YAML, in flow style: 12 + 9 bytes, 20971 lines of 200
### ("  a," then 65 times " a," and the line end), 5 for the last move
### and the bracket: 4194226 bytes, 1384087 moves; the first is at 3:3
$ awk 'BEGIN { printf "game: kanga\nmoves: [\n"; for (i = 0; i < 20971; i++) { printf "  a,"; for (k = 0; k < 65; k++) printf " a,"; printf "\n" } printf "  a]\n" }' >$T/a.yaml; p=$(command -v rongo-validate); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && rongo-validate a.yaml); echo "exit $?"
>>> stdout
exit 1
>>> stderr
rongo-validate: a.yaml:3:3: error: move 1 (Black): cannot read move 'a': 'a' is not a square: write its file letter and rank number, as in e5
  a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a, a,...
  ^

### and with every move an escaped string, "\a" (a word that is not
### its bytes in the input): 17300 lines of 40, 4186628 bytes, each move
### the place of its string, whose value is worked out again from there
### when the moves are walked
$ awk 'BEGIN { printf "game: kanga\nmoves: [\n"; for (i = 0; i < 17300; i++) { printf "  \"\\a\","; for (k = 0; k < 39; k++) printf " \"\\a\","; printf "\n" } printf "  \"a\"]\n" }' >$T/e.yaml; p=$(command -v rongo-validate); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && wc -c <e.yaml && rongo-validate e.yaml); echo "exit $?"
>>> stdout
4186628
exit 1
>>> stderr
rongo-validate: e.yaml:3:3: error: move 1 (Black): cannot read move '?': '?' is not a square: write its file letter and rank number, as in e5
  "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\a", "\...
  ^

### the same with 87 escaped words to each move, 15600 lines of one
### move (4165228 bytes): the record keeps a move's place, not its
### words and theirs (14 MB); the first is refused, all 87 words '?'
$ awk 'BEGIN { printf "game: kanga\nmoves: [\n"; for (i = 0; i < 15600; i++) { printf "  \""; for (k = 0; k < 87; k++) printf "\\a "; printf "\",\n" } printf "  \"a\"]\n" }' >$T/m.yaml; p=$(command -v rongo-validate); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && wc -c <m.yaml && rongo-validate m.yaml 2>&1 | sed -n 2,3p); echo "exit $?"
>>> stdout
4165228
  "\a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \a \...
  ^
exit 0

### a move of more words than any game reads (300: roll and 299 dice)
### is refused by their number, at the first past 256: the 256th die,
### at column 7 + 2 * 256 = 519, quoted in its window of 100 columns
### from 50 before it
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\nA: roll"; for (i = 0; i < 299; i++) printf " 1"; printf "\n" }' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:4:519: error: turn 1 (A): 'roll 1 1 1 ...': it has 300 words, where a move has at most 256
...1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 ...
                                                     ^

### in YAML the same, its 257th word at column 3 + 2 * 256 = 515
$ awk 'BEGIN { printf "game: kanga\nmoves:\n- a"; for (i = 0; i < 299; i++) printf " a"; printf "\n" }' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:515: error: move 1 (Black): cannot read move 'a a a a ...': it has 300 words, where a move has at most 256
...a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a ...
                                                     ^

### and in a string with an escape, whose words are where the string
### starts
$ awk 'BEGIN { printf "game: kanga\nmoves:\n- \"\\x61"; for (i = 0; i < 299; i++) printf " a"; printf "\"\n" }' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:3:3: error: move 1 (Black): cannot read move 'a a a a ...': it has 300 words, where a move has at most 256
- "\x61 a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a ...
  ^

### a move of 2028001 words ("roll", then 15600 lines of 130 dice) is
### read in a few MB (the words a walk shows are at most 256; it took
### 90 MB): the 256th die is the 126th on line 5, at column 252
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\nA: roll"; for (i = 0; i < 15600; i++) { for (k = 0; k < 130; k++) printf " 1"; printf "\n" } }' >$T/n.rec; p=$(command -v rongo-validate); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && rongo-validate n.rec); echo "exit $?"
>>> stdout
exit 1
>>> stderr
rongo-validate: n.rec:5:252: error: turn 1 (A): 'roll 1 1 1 ...': it has 2028001 words, where a move has at most 256
...1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
                                                     ^

### a YAML string of many lines, which libyaml would hold whole, is no
### longer than a line may be: under --limit line=40 the one of record
### 1 (lines 3 to 34, of 5 bytes from line 4 on) is refused 40 bytes
### past its first line, at the first byte of line 12, and record 2 is
### read
$ { printf 'game: kanga\nmoves:\n- "a\n'; i=0; while [ $i -lt 30 ]; do printf '  bb\n'; i=$((i + 1)); done; printf '  c"\n---\ngame: kanga\nmoves: [e5]\n'; } | rongo-validate --limit line=40 -v
>>> status 1
>>> stdout
<stdin>: record 1: kanga, 0 plies, invalid
<stdin>: record 2: kanga, 1 ply, *
>>> stderr
rongo-validate: <stdin>:12:1: error: YAML scalar past the limit of 40 bytes: raise it with --limit line=N
  bb
^

### under the default limits a string of 4 MB (lines 3 to 15602, of
### 264 bytes from line 4 on, the window from 50 columns before the
### caret to the line's end: 40 a's) is refused 1048576 bytes past its
### first line: 1048576 = 3971 * 264 + 232, line 4 + 3971, column 233
### (it took 99 MB)
$ awk 'BEGIN { printf "game: kanga\nmoves: [\n  \""; for (i = 0; i < 15600; i++) { for (k = 0; k < 130; k++) printf "a "; printf "\n   " } printf "\"]\n" }' >$T/f.yaml; p=$(command -v rongo-validate); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && rongo-validate f.yaml); echo "exit $?"
>>> stdout
exit 1
>>> stderr
rongo-validate: f.yaml:3975:233: error: YAML scalar past the limit of 1048576 bytes: raise it with --limit line=N
... a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a 
                                                     ^

### a dice session as long: 30 bytes of tags, then 419000 turns of 10
### bytes ("A: roll 1" and its line end), each a 1, so that A never
### scores and the game goes on
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\n"; for (i = 0; i < 419000; i++) printf "A: roll 1\n" }' >$T/a.rec; p=$(command -v rongo-validate); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && timeout 60 rongo-validate -v a.rec); echo "exit $?"
>>> stdout
a.rec: record 1: pig, 419000 turns, unfinished
exit 0

### rongo-apply writes it back as it is, its canonical record referring
### to the input rather than holding a copy of it
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\n"; for (i = 0; i < 419000; i++) printf "A: roll 1\n" }' >$T/a.rec; p=$(command -v rongo-apply); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && timeout 60 rongo-apply a.rec | cmp - a.rec); echo "exit $?"
>>> stdout
exit 0

### and so with a comment after every turn, 262000 of them
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\n"; for (i = 0; i < 262000; i++) printf "A: roll 1 {c}\n" }' >$T/c.rec; p=$(command -v rongo-apply); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && timeout 60 rongo-apply c.rec | cmp - c.rec); echo "exit $?"
>>> stdout
exit 0

### rongo-roll --next writes it back with the throw due added: 3 lines
### of tags, the 419000 turns and A's next throw
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\n"; for (i = 0; i < 419000; i++) printf "A: roll 1\n" }' >$T/a.rec; p=$(command -v rongo-roll); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && timeout 60 rongo-roll --seed 1 --next a.rec >b.rec && wc -l <b.rec && tail -n 1 b.rec | cut -c 1-8 && head -n 419003 b.rec | cmp - a.rec); echo "exit $?"
>>> stdout
419004
A: roll 
exit 0

### rongo-score keeps its sheet of the 419000 turns in a few bytes each
$ awk 'BEGIN { printf "[Game \"pig\"]\n[Players \"A\"]\n\n"; for (i = 0; i < 419000; i++) printf "A: roll 1\n" }' >$T/a.rec; p=$(command -v rongo-score); lim=65536; grep -q __asan_init "$p" && lim=unlimited; [ "$(head -c 2 "$p")" = '#!' ] && lim=unlimited; (ulimit -v $lim; cd $T && timeout 60 rongo-score a.rec | cksum); echo "exit $?"
>>> stdout
2352657629 12879117
exit 0

### 95000 bad records on one line of 1044999 bytes ("z9 a1 a2 *" and a
### space, 11 bytes): a diagnostic each, at columns 1, 12, ... 1044990,
### in time linear in the line (quadratic, it took minutes).  The last
### one's window starts 50 columns before its caret, at 1044940, the 6th
### byte of record 94995 (1044939 = 11 * 94994 + 5), and runs to the
### end of the line: 6 bytes of it, 4 records and the last
$ awk 'BEGIN { for (i = 0; i < 95000; i++) printf "%sz9 a1 a2 *", i ? " " : ""; printf "\n" }' | timeout 60 rongo-validate -g kanga 2>$T/err; echo "exit $?"; wc -l <$T/err; tail -n 3 $T/err
>>> stdout
exit 1
285000
rongo-validate: <stdin>:1:1044990: error: record 95000: move 1 (Black): cannot read move 'z9': z9 is off the board (files a-g, ranks 1-7)
... a2 * z9 a1 a2 * z9 a1 a2 * z9 a1 a2 * z9 a1 a2 * z9 a1 a2 *
                                                     ^~

### with the limits raised the 10 MB line is read: the quoted line is a
### window around the caret
$ awk 'BEGIN { printf "[Game \"kanga\"]\n\n"; for (i = 0; i < 1200000; i++) printf "x%07d ", i; printf "*\n" }' >$T/long.kg && cd $T && rongo-validate --limit line=16M --limit record=16M long.kg
>>> status 1
>>> stderr
rongo-validate: long.kg:3:1: error: move 1 (Black): cannot read move 'x0000000': 'x0000000' is not a square: write its file letter and rank number, as in e5
x0000000 x0000001 x0000002 x0000003 x0000004 x0000005 x0000006 x0000007 x0000008 x0000009 x0000010 x...
^~~~~~~~

### a 5 MB tag value is read under raised limits; the record is
### judged after it
$ awk 'BEGIN { printf "[Game \"kanga\"]\n[Note \""; for (i = 0; i < 500000; i++) printf "0123456789"; printf "\"]\n\n1. d4 d9 *\n" }' | rongo-validate --limit line=5M --limit record=8M --limit tagtext=5M
>>> status 1
>>> stderr
rongo-validate: <stdin>:4:7: error: move 1 (White): cannot read move 'd9': d9 is off the board (files a-g, ranks 1-7)
1. d4 d9 *
      ^~

### YAML nested 100000 deep: refused at the first node that is no move
$ awk 'BEGIN { printf "game: kanga\nmoves: "; for (i = 0; i < 100000; i++) printf "["; for (i = 0; i < 100000; i++) printf "]"; printf "\n" }' | rongo-validate 2>$T/err; echo "exit $?"; cut -c1-40 $T/err
>>> status 0
>>> stdout
exit 1
rongo-validate: <stdin>:2:9: error: 'mov
moves: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
        ^

### numbers past INT_MAX: a board size, a move number, a count of dice
$ printf '[Game "kanga"]\n[Variant "size=99999999999"]\n\n1. d4 *\n\n[Game "kanga"]\n\n99999999999. d4 *\n' | rongo-validate; rongo-roll 99999999999d6
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:16: error: bad Variant 'size=99999999999': size must be a whole number from 5 to 19
[Variant "size=99999999999"]
               ^~~~~~~~~~~
rongo-validate: <stdin>:8:1: error: record 2: move 1 (Black): cannot read move '99999999999.': '99999999999.' is not a square: write its file letter and rank number, as in e5
99999999999. d4 *
^~~~~~~~~~~~
rongo-roll: <expr 1>:1:1: error: number of dice '99999999999' is out of range (1 to 1000000)
99999999999d6
^~~~~~~~~~~

### --ply past ULONG_MAX is a usage error
$ rongo-render-ascii --ply 99999999999999999999999 kanga/column.kg
>>> status 2
>>> stderr
rongo-render-ascii: error: --ply takes a whole number of plies, not '99999999999999999999999'

### a record of 10^6 moves (3 MB, ten to a line) is read whole; its
### second is illegal
$ awk 'BEGIN { printf "[Game \"kanga\"]\n\n"; for (i = 0; i < 1000000; i++) printf "a1%s", i % 10 == 9 ? "\n" : " "; printf "*\n" }' | rongo-validate 2>$T/err; echo "exit $?"; cut -c1-40 $T/err
>>> status 0
>>> stdout
exit 1
rongo-validate: <stdin>:3:4: error: move
a1 a1 a1 a1 a1 a1 a1 a1 a1 a1
   ^~

### an empty Players tag, the first tag value read (found by fuzzing)
$ printf '[Players ""]\n\nAnn: roll 1\n' | rongo-validate -g pig
>>> status 1
>>> stderr
rongo-validate: <stdin>:1:11: error: a player's name is empty: write the names between commas
[Players ""]
          ^
