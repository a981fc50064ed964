# rongo-parallel over files on this host: rongo-split --ranges says where
# the pieces are, and each job reads its own bytes of the file
# (fixtures/split/README).

### --ranges: split/two.rec is 90 bytes, its first record 13 + 16 + 1 +
### 17 + 1 = 48 (lines 1 to 5), the second 13 + 16 + 1 + 12 = 42 from
### line 6; -b 10 falls inside the first record, so the piece after it
### begins at the next record start
$ rongo-split --ranges -b 10 split/two.rec
>>> stdout
1	0	48	#rongo-chunk 1 1 split/two.rec
1	48	42	#rongo-chunk 6 2 split/two.rec

### --ranges: a file that cannot be opened is a piece of no bytes that
### says why; an empty file one piece of no bytes; -b 0 one piece a file
$ : > $T/empty.rec; rongo-split --ranges -b 0 split/two.rec nonexistent $T/empty.rec | sed "s|$T|T|"
>>> stdout
1	0	90	#rongo-chunk 1 1 split/two.rec
2	0	0	#rongo-chunk open nonexistent: No such file or directory
3	0	0	#rongo-chunk 1 1 T/empty.rec

### --ranges: fewer bytes than -b left after a piece's start: the rest is
### the last piece, up to the end of the file
$ rongo-split --ranges -b 45 split/two.rec
>>> stdout
1	0	48	#rongo-chunk 1 1 split/two.rec
1	48	42	#rongo-chunk 6 2 split/two.rec

### --ranges refuses what is not a regular file: its pieces cannot be
### read by offsets
$ rongo-split --ranges < split/two.rec
>>> status 2
>>> stderr
rongo-split: <stdin>: error: --ranges: not a regular file: its pieces cannot be read by offsets

### --ranges takes no value
$ rongo-split --ranges=1 split/two.rec 2>&1 | head -n 1
>>> stdout
rongo-split: error: option '--ranges' takes no value

### rongo-parallel: several files, an invalid record (split/two.rec's
### second), an empty file, a file that cannot be opened: exactly what a
### run alone prints, with its status (2: the file that cannot be
### opened), in pieces of 1 byte or more and by default
$ : > $T/empty.rec; cat pig/*.rec kanga/*.kg > $T/all.rec; for b in '-b 1' '-b 300' ''; do for c in 'rongo-validate -v' 'rongo-score -f yaml' 'rongo-apply -f yaml'; do $c $T/all.rec split/two.rec $T/empty.rec nonexistent > $T/s.out 2> $T/s.err; s=$?; rongo-parallel -j2 $b $c $T/all.rec split/two.rec $T/empty.rec nonexistent > $T/p.out 2> $T/p.err; p=$?; cmp -s $T/s.out $T/p.out && cmp -s $T/s.err $T/p.err && echo "$b $c: $s $p"; done; done
>>> stdout
-b 1 rongo-validate -v: 2 2
-b 1 rongo-score -f yaml: 2 2
-b 1 rongo-apply -f yaml: 2 2
-b 300 rongo-validate -v: 2 2
-b 300 rongo-score -f yaml: 2 2
-b 300 rongo-apply -f yaml: 2 2
 rongo-validate -v: 2 2
 rongo-score -f yaml: 2 2
 rongo-apply -f yaml: 2 2

### rongo-parallel: the record spanning a would-be cut is read whole by
### one job; the error in the second is at line 9, column 11, record 2,
### as alone; status 1 (pig/complete.rec is valid)
$ rongo-parallel -j2 -b 10 rongo-validate split/two.rec pig/complete.rec
>>> status 1
>>> stderr
rongo-validate: split/two.rec:9:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### rongo-parallel: fewer records than jobs (4 jobs, one record of 48
### bytes, cut at every byte: one Pig turn of 6, short of 100, so
### unfinished), and an empty file alone (no record: status 1)
$ head -n 5 split/two.rec > $T/one.rec; : > $T/empty.rec; rongo-parallel -j4 -b 1 rongo-validate -v $T/one.rec | sed "s|$T|T|"; rongo-parallel -j4 rongo-validate -v $T/empty.rec 2>&1 | sed "s|$T|T|"; rongo-parallel -j4 rongo-validate $T/empty.rec 2> /dev/null; echo $?
>>> stdout
T/one.rec: record 1: pig, 1 turn, unfinished
rongo-validate: T/empty.rec: error: no record found
1

### rongo-parallel: standard input still goes through GNU parallel's
### pipe, with the same output
$ rongo-parallel -j2 -b 1 rongo-validate - < split/two.rec 2>&1; echo $?
>>> stdout
rongo-validate: <stdin>:9:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^
1

### --ranges over records such as the programs write (tag lines, blank
### lines, moves): record 1 is lines 1-5, 15 + 14 + 1 + 8 + 1 = 39 bytes;
### record 2 lines 6-9, 15 + 14 + 1 + 9 = 39, no result, the next tag
### line opening record 3 at line 10, offset 78, 15 + 1 + 10 = 26 bytes.
### -b 10 cuts at both record starts, -b 40 only at the second (39 < 40),
### after which 26 bytes are left, fewer than 40: the last piece
$ printf '[Game "kanga"]\n[White "Ann"]\n\n1. d4 *\n\n[Game "kanga"]\n[White "Bob"]\n\n1. a1 b2\n[Game "kanga"]\n\n1. c3 1-0\n' > $T/q.kg; for b in 10 40; do rongo-split --ranges -b $b $T/q.kg; done | sed "s|$T|T|"
>>> stdout
1	0	39	#rongo-chunk 1 1 T/q.kg
1	39	39	#rongo-chunk 6 2 T/q.kg
1	78	26	#rongo-chunk 10 3 T/q.kg
1	0	78	#rongo-chunk 1 1 T/q.kg
1	78	26	#rongo-chunk 10 3 T/q.kg

### --ranges: the same records after a comment line of 4 bytes: 4 bytes
### and a line further on each (record 1 begins at byte 4, short of 10)
$ printf '# c\n[Game "kanga"]\n[White "Ann"]\n\n1. d4 *\n\n[Game "kanga"]\n[White "Bob"]\n\n1. a1 b2\n[Game "kanga"]\n\n1. c3 1-0\n' > $T/c.kg; rongo-split --ranges -b 10 $T/c.kg | sed "s|$T|T|"
>>> stdout
1	0	43	#rongo-chunk 1 1 T/c.kg
1	43	39	#rongo-chunk 7 2 T/c.kg
1	82	26	#rongo-chunk 11 3 T/c.kg

### --ranges: a blank line ends a tag block, and the tag after it opens
### record 2 (line 3, byte 16); moves after a result open a record with
### no tags (record 2, line 4), where no piece can begin: the next piece
### begins at record 3 (line 5, byte 15 + 1 + 8 + 8 = 32)
$ printf '[Game "kanga"]\n\n[Game "kanga"]\n\n1. d4 *\n' > $T/a.kg; printf '[Game "kanga"]\n\n1. d4 *\n1. a1 *\n[Game "kanga"]\n\n1. b2 *\n' > $T/b.kg; rongo-split --ranges -b 1 $T/a.kg $T/b.kg | sed "s|$T|T|"
>>> stdout
1	0	16	#rongo-chunk 1 1 T/a.kg
1	16	24	#rongo-chunk 3 2 T/a.kg
2	0	32	#rongo-chunk 1 1 T/b.kg
2	32	24	#rongo-chunk 5 3 T/b.kg

### rongo-parallel runs the jobs over files itself: without GNU parallel
### on PATH, files are done as alone (split/two.rec's record 2 is
### invalid: status 1), standard input is refused (status 2)
$ mkdir $T/bin; for c in sh dd mkfifo cat head tail awk nproc wc mktemp ln rm mkdir sed; do ln -s "$(command -v $c)" $T/bin/$c; done; for c in rongo-parallel rongo-split rongo-validate; do ln -s "$(command -v $c)" $T/bin/$c; done; PATH=$T/bin rongo-parallel -j2 -b 1 rongo-validate split/two.rec 2> /dev/null; echo $?; PATH=$T/bin rongo-parallel rongo-validate < split/two.rec; echo $?
>>> stdout
1
2
>>> stderr
rongo-parallel: error: GNU parallel is not installed: apt-get install parallel

### rongo-parallel: the diagnostics of every job come first, then the
### output, as a run alone writes them to a file: split/two.rec's record
### 2 is invalid at its first turn (0 legal turns), pig/complete.rec's
### record has 6 turns; -v says so of each (cut at 40 bytes)
$ rongo-parallel -j2 -b 1 rongo-validate -v split/two.rec pig/complete.rec > $T/out 2>&1; echo $?; cut -c 1-40 $T/out
>>> stdout
1
rongo-validate: split/two.rec:9:11: erro
Ann: roll 7
          ^
split/two.rec: record 1: pig, 1 turn, un
split/two.rec: record 2: pig, 0 turns, i
pig/complete.rec: record 1: pig, 6 turns

### rongo-parallel runs rongo-select's conditions over each piece: the
### same records as alone, in any pieces (split/two.rec's record 2 is
### invalid: status 1; --invalid selects it, and then status 0)
$ cat pig/*.rec kanga/*.kg yacht/*.rec > $T/all.rec; for b in '-b 1' ''; do for c in 'rongo-select -f notation --tag Game=pig' 'rongo-select -f yaml --invert --player Bob' 'rongo-select -f json' 'rongo-select --invalid'; do $c $T/all.rec split/two.rec > $T/s.out 2> $T/s.err; s=$?; rongo-parallel -j2 $b $c $T/all.rec split/two.rec > $T/p.out 2> $T/p.err; p=$?; cmp -s $T/s.out $T/p.out && cmp -s $T/s.err $T/p.err && echo "$b $c: $s $p"; done; done
>>> stdout
-b 1 rongo-select -f notation --tag Game=pig: 1 1
-b 1 rongo-select -f yaml --invert --player Bob: 1 1
-b 1 rongo-select -f json: 1 1
-b 1 rongo-select --invalid: 0 0
 rongo-select -f notation --tag Game=pig: 1 1
 rongo-select -f yaml --invert --player Bob: 1 1
 rongo-select -f json: 1 1
 rongo-select --invalid: 0 0

### rongo-select's options that look at the whole run, or read a file of
### their own in every job, are refused, abbreviated or not; its records
### need -f (or --invalid)
$ rongo-parallel rongo-select --count x; rongo-parallel rongo-select -f json --records=1-2 x; rongo-parallel rongo-select -f json --uniq x; rongo-parallel rongo-select -f json --check y x; rongo-parallel rongo-select --player Ann x
>>> status 2
>>> stderr
rongo-parallel: error: '--count' adds up the whole run, which pieces cannot
rongo-parallel: error: '--records' looks across the whole input, which pieces cannot
rongo-parallel: error: '--uniq' looks across the whole input, which pieces cannot
rongo-parallel: error: '--check' reads its file in every job, which would report its trouble each time
rongo-parallel: error: rongo-select writes records here only with -f or --invalid

### --ranges: after an error in a record's tags (White twice), the
### reader passes over the tag lines that follow its moves up to a Game
### tag: record 1 is lines 1-6, 15 + 12 + 12 + 1 + 6 + 12 = 58 bytes,
### and record 2 begins at line 7 with its Game tag
$ printf '[Game "kanga"]\n[White "A"]\n[White "B"]\n\n1. d4\n[White "C"]\n[Game "kanga"]\n\n1. a1 *\n' > $T/d.kg; rongo-split --ranges -b 1 $T/d.kg | sed "s|$T|T|"
>>> stdout
1	0	58	#rongo-chunk 1 1 T/d.kg
1	58	24	#rongo-chunk 7 2 T/d.kg
