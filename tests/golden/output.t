# -o FILE never loses data (rongo(7), FILES): FILE is replaced only by
# a run that ends with status 0; after status 1 or 2 it is byte for
# byte what it was, and a note says so.  Each case works on copies in
# $T, so that the names in the messages are short.  The fault injection
# (closed descriptors, signals, full disks, special files) is in
# tests/faults.sh.

### in place: an illegal -m leaves the game as it was (d4 is taken)
$ cp kanga/rank-first.kg "$T/g.kg"; cd "$T"; rongo-apply -m d4 -o g.kg g.kg; echo "status $?"; cat g.kg; ls -A
>>> status 0
>>> stdout
status 1
[Game "kanga"]

1. 4d 5e
*
g.kg
>>> stderr
rongo-apply: -m:1:1: error: g.kg record 1: move 2 (Black): illegal move 'd4': d4 is not empty
d4
^~
rongo-apply: g.kg: note: left as it was: nothing is written after an error

### in place: a legal -m replaces the game, in canonical form
$ cp kanga/rank-first.kg "$T/g.kg"; cd "$T"; rongo-apply -m c3 -o g.kg g.kg; echo "status $?"; cat g.kg; ls -A
>>> status 0
>>> stdout
status 0
[Game "kanga"]

1. d4 e5
2. c3
*
g.kg

### in place: one invalid record among good ones, and nothing is written
$ cat kanga/rank-first.kg kanga/occupied.kg kanga/column.kg >"$T/all.kg"; cp "$T/all.kg" "$T/before"; cd "$T"; rongo-apply -o all.kg all.kg; echo "status $?"; cmp all.kg before && echo same
>>> status 0
>>> stdout
status 1
same
>>> stderr
rongo-apply: all.kg:7:7: error: record 2: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4
      ^~
rongo-apply: all.kg: note: left as it was: nothing is written after an error

### a file that did not exist is not made by a failed run
$ cp kanga/occupied.kg "$T"; cd "$T"; rongo-apply -o new.kg occupied.kg; echo "status $?"; ls -A
>>> status 0
>>> stdout
status 1
occupied.kg
>>> stderr
rongo-apply: occupied.kg:3:7: error: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4
      ^~
rongo-apply: new.kg: note: not created: nothing is written after an error

### an empty input holds no record: the file stays empty, not replaced
$ cd "$T"; : >e.kg; chmod 640 e.kg; rongo-apply -o e.kg e.kg; echo "status $?"; wc -c <e.kg; ls -A
>>> status 0
>>> stdout
status 1
0
e.kg
>>> stderr
rongo-apply: e.kg: error: no record found
rongo-apply: e.kg: note: left as it was: nothing is written after an error

### the mode of a replaced file is kept
$ cp kanga/column.kg "$T/g.kg"; cd "$T"; chmod 604 g.kg; rongo-apply -f yaml -o g.kg g.kg; echo "status $?"; stat -c %a g.kg; head -n 1 g.kg
>>> status 0
>>> stdout
status 0
604
game: kanga

### a symlink is written through: the link stays, its target changes
$ mkdir "$T/sub"; cp kanga/rank-first.kg "$T/sub/real.kg"; cd "$T"; ln -s sub/real.kg link.kg; rongo-apply -m c3 -o link.kg link.kg; echo "status $?"; test -L link.kg && echo "still a link"; tail -n 2 sub/real.kg; ls -A . sub
>>> status 0
>>> stdout
status 0
still a link
2. c3
*
.:
link.kg
sub

sub:
real.kg

### rongo-score in place: an invalid session leaves the file as it was
$ cp yacht/out-of-turn.rec "$T/s.rec"; cd "$T"; cp s.rec before; rongo-score -o s.rec s.rec; echo "status $?"; cmp s.rec before && echo same
>>> status 0
>>> stdout
status 1
same
>>> stderr
rongo-score: s.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 12345 score little-straight
^~~
rongo-score: s.rec: note: left as it was: nothing is written after an error

### rongo-render-ascii and rongo-validate -v: the same
$ cp kanga/occupied.kg "$T/g.kg"; cd "$T"; echo old >d.txt; echo old >v.txt; rongo-render-ascii -o d.txt g.kg 2>/dev/null; echo "render $?"; rongo-validate -v -o v.txt g.kg 2>/dev/null; echo "validate $?"; cat d.txt v.txt
>>> status 0
>>> stdout
render 1
validate 1
old
old

### rongo-split: an input it cannot cut leaves the output as it was
$ cp split/piece.rec "$T"; cd "$T"; echo old >p.txt; rongo-split -o p.txt piece.rec; echo "status $?"; cat p.txt
>>> status 0
>>> stdout
status 2
old
>>> stderr
rongo-split: piece.rec:1:1: error: an input holding '#rongo-chunk ' cannot be cut: GNU parallel would cut there
rongo-split: p.txt: note: left as it was: nothing is written after an error

### a folder is not a file to write
$ cd "$T"; rongo-apply -o . "$OLDPWD/kanga/column.kg"; echo "status $?"
>>> status 0
>>> stdout
status 2
>>> stderr
rongo-apply: .: error: cannot open: Is a directory

### a missing folder is named as what is missing
$ cd "$T"; rongo-apply -o nodir/g.kg "$OLDPWD/kanga/column.kg"; echo "status $?"; ls -A
>>> status 0
>>> stdout
status 2
>>> stderr
rongo-apply: nodir/g.kg: error: cannot create a temporary file in 'nodir': No such file or directory

### standard input closed: a read error, never the temporary file read
$ cp kanga/column.kg "$T/g.kg"; cd "$T"; rongo-apply -o g.kg <&-; echo "status $?"; cmp g.kg "$OLDPWD/kanga/column.kg" && echo same; ls -A
>>> status 0
>>> stdout
status 2
same
g.kg
>>> stderr
rongo-apply: <stdin>: error: read error: Bad file descriptor
rongo-apply: g.kg: note: left as it was: nothing is written after an error

### standard error closed: no diagnostic ends up in the file
$ cp kanga/occupied.kg "$T/g.kg"; cd "$T"; rongo-apply -o g.kg g.kg 2>&-; echo "status $?"; cmp g.kg "$OLDPWD/kanga/occupied.kg" && echo same; rongo-apply -o out.kg "$OLDPWD/kanga/rank-first.kg" 2>&-; echo "status $?"; cat out.kg
>>> status 0
>>> stdout
status 1
same
status 0
[Game "kanga"]

1. d4 e5
*

### standard output closed: a write error, reported once
$ rongo-apply kanga/column.kg >&-
>>> status 2
>>> stderr
rongo-apply: error: write error: Bad file descriptor

### --help and --version report a write error too
$ rongo-apply --help >/dev/full; echo "status $?"; rongo-roll --version >/dev/full; echo "status $?"
>>> status 0
>>> stdout
status 2
status 2
>>> stderr
rongo-apply: error: write error: No space left on device
rongo-roll: error: write error: No space left on device

