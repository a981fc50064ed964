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
