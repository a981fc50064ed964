# rongo-split, --chunk and rongo-parallel (fixtures/split/README).

### pieces of at least 1 byte: a piece at every record start that can
### be one; the Pig records start on lines 1 and 6
$ rongo-split -b 1 split/two.rec
>>> stdout
#rongo-chunk 1 1 split/two.rec
[Game "pig"]
[Players "Ann"]

Ann: roll 6 stop

#rongo-chunk 6 2 split/two.rec
[Game "pig"]
[Players "Ann"]

Ann: roll 7

### -b 0 and the default (1M): one piece per input; - is standard input
$ rongo-split -b 0 split/two.rec | grep '^#rongo'; rongo-split - < split/two.rec | grep '^#rongo'
>>> stdout
#rongo-chunk 1 1 split/two.rec
#rongo-chunk 1 1 <stdin>

### YAML: the second document opens with "---" on line 5 (line 6 of
### the output, after the first chunk line)
$ rongo-split -b 1 split/two.yaml | grep -n '^#rongo'
>>> stdout
1:#rongo-chunk 1 1 split/two.yaml
6:#rongo-chunk 5 2 split/two.yaml

### no piece begins on the line where a record ends
$ rongo-split -b 1 split/inline.kg | grep '^#rongo'
>>> stdout
#rongo-chunk 1 1 split/inline.kg

### with the chunk lines taken out, the output is the input, inputs one
### after the other
$ rongo-split -b 1 split/two.rec split/two.yaml split/inline.kg | grep -v '^#rongo-chunk ' | cmp - split/all
>>> status 0

### an input that cannot be opened, or read: a piece that says why
$ rongo-split split/two.rec nonexistent split split/two.yaml | grep '^#rongo'
>>> stdout
#rongo-chunk 1 1 split/two.rec
#rongo-chunk open nonexistent: No such file or directory
#rongo-chunk read split: Is a directory
#rongo-chunk 1 1 split/two.yaml

### an input holding '#rongo-chunk ' (line 4, column 14) is refused
$ rongo-split split/clash.rec > /dev/null
>>> status 2
>>> stderr
rongo-split: split/clash.rec:4:14: error: an input holding '#rongo-chunk ' cannot be cut: GNU parallel would cut there

### usage
$ rongo-split -b 1x split/two.rec
>>> status 2
>>> stderr
rongo-split: error: --block: '1x' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3)

### -b takes k, M and G for 1024, 1024^2 and 1024^3 bytes, as --limit
### does.  Pig records of 13 + 16 + 1 + 17 + 1 = 48 bytes, record n at
### byte 48(n - 1), line 5(n - 1) + 1: past 1024 bytes the first start
### is record 23 (byte 1056, line 111), and 1024 bytes on from there
### record 45 (byte 2112, line 221); 1000 bytes would have cut at record
### 22
$ cd $T && awk 'BEGIN { for (i = 0; i < 50; i++) printf "[Game \"pig\"]\n[Players \"Ann\"]\n\nAnn: roll 6 stop\n\n" }' > r.rec && rongo-split -b 1k r.rec | grep '^#rongo' && rongo-split -b 1024 r.rec | grep -c '^#rongo'
>>> stdout
#rongo-chunk 1 1 r.rec
#rongo-chunk 111 23 r.rec
#rongo-chunk 221 45 r.rec
3

### -b 1M: of 25000 such records (1200000 bytes), the first start past
### 1048576 bytes is record 21847 (byte 1048608, line 109231); 10^6
### bytes would have cut at record 20835.  -b 1G: one piece
$ cd $T && awk 'BEGIN { for (i = 0; i < 25000; i++) printf "[Game \"pig\"]\n[Players \"Ann\"]\n\nAnn: roll 6 stop\n\n" }' > r.rec && rongo-split -b 1M r.rec | grep '^#rongo' && rongo-split -b 1G r.rec | grep '^#rongo'
>>> stdout
#rongo-chunk 1 1 r.rec
#rongo-chunk 109231 21847 r.rec
#rongo-chunk 1 1 r.rec

### -b refuses K, m, g and a B after the letter: one spelling for every
### size
$ rongo-split -b 1K split/two.rec; rongo-split -b 1MB split/two.rec
>>> status 2
>>> stderr
rongo-split: error: --block: '1K' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3)
rongo-split: error: --block: '1MB' is not a whole number (with k, M or G for 1024, 1024^2 or 1024^3)

### --chunk: the second piece alone reports line 9 of the whole input,
### record 2
$ rongo-split -b 1 split/two.rec | sed -n '/^#rongo-chunk 6/,$p' | rongo-validate --chunk -v
>>> status 1
>>> stdout
split/two.rec: record 2: pig, 0 turns, invalid
>>> stderr
rongo-validate: split/two.rec:9:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### the same in YAML: "roll 7" at line 9, column 35
$ rongo-split -b 1 split/two.yaml | sed -n '/^#rongo-chunk 5/,$p' | rongo-validate --chunk
>>> status 1
>>> stderr
rongo-validate: split/two.yaml:9:35: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
  - {player: Ann, actions: ["roll 7"]}
                                  ^

### a chunk line is not held to the line limit (it is not the input's)
$ printf '#rongo-chunk 3 1 a-long-name-for-an-input\n[Game "pig"]\n[Players "Ann"]\n\nAnn: roll 7\n' | rongo-validate --chunk --limit line=16
>>> status 1
>>> stderr
rongo-validate: a-long-name-for-an-input:6:11: error: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### a piece may be a file operand too
$ rongo-validate --chunk split/piece.rec
>>> status 1
>>> stderr
rongo-validate: split/two.rec:9:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### an input without a chunk line, or a bad one, is refused
$ printf '[Game "pig"]\n' | rongo-validate --chunk; printf '#rongo-chunk 0 1 x\n' | rongo-score --chunk; printf '#rongo-chunk 1 1 \n' | rongo-apply --chunk -f yaml
>>> status 2
>>> stderr
rongo-validate: <stdin>:1:1: error: --chunk: the input must begin with '#rongo-chunk LINE RECORD NAME'
[Game "pig"]
^
rongo-score: <stdin>:1:1: error: --chunk: the input must begin with '#rongo-chunk LINE RECORD NAME'
#rongo-chunk 0 1 x
^
rongo-apply: <stdin>:1:1: error: --chunk: the input must begin with '#rongo-chunk LINE RECORD NAME'
#rongo-chunk 1 1 
^

### from that piece the program says what it would have said alone, and
### exits 2
$ rongo-split nonexistent | rongo-validate --chunk; rongo-split split | rongo-score --chunk
>>> status 2
>>> stderr
rongo-validate: nonexistent: error: cannot open: No such file or directory
rongo-score: split: error: read error: Is a directory

### a chunk line never makes a program open a file: one naming a file
### that exists, in the old form, is refused, and nothing of the file is
### read or quoted
$ printf '#rongo-chunk open /etc/passwd\n' | rongo-validate --chunk -v
>>> status 2
>>> stderr
rongo-validate: <stdin>:1:1: error: --chunk: the input must begin with '#rongo-chunk LINE RECORD NAME'
#rongo-chunk open /etc/passwd
^

### "open NAME: REASON" naming a file that exists and holds two records
### (which -v would list): the program says what the piece says, and
### opens nothing
$ printf '#rongo-chunk open split/two.rec: No such file or directory\n' | rongo-validate --chunk -v; printf '#rongo-chunk read /etc/passwd: Is a directory\n' | rongo-score --chunk
>>> status 2
>>> stderr
rongo-validate: split/two.rec: error: cannot open: No such file or directory
rongo-score: /etc/passwd: error: read error: Is a directory

### NAME and REASON are escaped: the last ": " ends NAME, since a colon
### in REASON is \072; what they hold is printed escaped again (a name)
### or cleaned (a message)
$ printf '#rongo-chunk open a: b\\033c: d\\072 e\\033f\n' | rongo-validate --chunk
>>> status 2
>>> stderr
rongo-validate: a: b\033c: error: cannot open: d: e?f

### a bad escape, or an empty name, is no chunk line
$ printf '#rongo-chunk 1 1 a\\q\n' | rongo-validate --chunk; printf '#rongo-chunk open : x\n' | rongo-apply -f yaml --chunk
>>> status 2
>>> stderr
rongo-validate: <stdin>:1:1: error: --chunk: the input must begin with '#rongo-chunk LINE RECORD NAME'
#rongo-chunk 1 1 a\q
^
rongo-apply: <stdin>:1:1: error: --chunk: the input must begin with '#rongo-chunk LINE RECORD NAME'
#rongo-chunk open : x
^

### --chunk: what separates records in the output comes before the
### piece's first one too (a blank line, "---")
$ rongo-split -b 1 split/two.rec | sed '/^#rongo-chunk 6/,$d' | rongo-score --chunk; rongo-split -b 1 split/two.rec | sed '/^#rongo-chunk 6/,$d' | rongo-apply --chunk -f yaml
>>> stdout

split/two.rec: record 1: pig, unfinished
  turn  player  score  total
     1  Ann         6      6
  standings
     1  Ann         6
  winner: none yet
---
game: pig
players: [Ann]
turns:
- {player: Ann, actions: ["roll 6", "stop"]}

### rongo-parallel: exactly the output and exit status of a run alone,
### in 2 jobs, in pieces of 500 bytes or more (12 jobs here)
$ cat pig/*.rec yacht/*.rec kanga/*.kg > $T/all.rec; for c in 'rongo-validate -v' 'rongo-score' 'rongo-score -f yaml' 'rongo-apply -f yaml' 'rongo-render-ascii'; do $c $T/all.rec split/two.yaml nonexistent > $T/s.out 2> $T/s.err; s=$?; rongo-parallel -j2 -b 500 $c $T/all.rec split/two.yaml nonexistent > $T/p.out 2> $T/p.err; p=$?; cmp -s $T/s.out $T/p.out && cmp -s $T/s.err $T/p.err && echo "$c: $s $p"; done
>>> stdout
rongo-validate -v: 2 2
rongo-score: 2 2
rongo-score -f yaml: 2 2
rongo-apply -f yaml: 2 2
rongo-render-ascii: 2 2

### rongo-parallel: pieces past GNU parallel's 1 MiB buffer (the default
### block, 1M, and a record more: 25000 records of 13 + 16 + 1 + 17 + 1 =
### 48 bytes make 1.2 MB)
### pass through whole and silently
$ awk 'BEGIN { for (i = 0; i < 25000; i++) printf "[Game \"pig\"]\n[Players \"Ann\"]\n\nAnn: roll 6 stop\n\n" }' > $T/big.rec; wc -c < $T/big.rec; rongo-parallel -j2 rongo-validate -v $T/big.rec | wc -l
>>> stdout
1200000
25000

### rongo-parallel: exit 1 when some record is invalid, 0 when none is
$ rongo-parallel -j2 -b 1 rongo-validate split/two.rec 2> /dev/null; echo $?; rongo-parallel -j2 rongo-validate pig/complete.rec; echo $?
>>> stdout
1
0

### rongo-parallel: what a piece cannot do is refused
$ rongo-parallel rongo-validate -o x split/two.rec; rongo-parallel rongo-score --total split/two.rec; rongo-parallel rongo-apply split/two.rec; rongo-parallel rongo-roll 3d6
>>> status 2
>>> stderr
rongo-parallel: error: '-o' is not for rongo-parallel: redirect its output instead
rongo-parallel: error: '--total' adds up the whole run, which pieces cannot
rongo-parallel: error: rongo-apply writes records here only with -f notation or -f yaml
rongo-parallel: error: 'rongo-roll' is not a program that reads records one by one: rongo-validate, rongo-score, rongo-apply, rongo-render-ascii or rongo-select

### standard input that cannot be read is rongo-split's own trouble: the
### program would read its own standard input, not this one
$ rongo-split <&-; echo "status $?"; rongo-split - <.; echo "status $?"
>>> status 0
>>> stdout
status 2
status 2
>>> stderr
rongo-split: <stdin>: error: read error: Bad file descriptor
rongo-split: <stdin>: error: read error: Is a directory

### names are printed escaped: ESC and a line end in octal, in
### diagnostics and in rongo-validate -v
$ n=$(printf 'a\033[31mb\nc.rec'); cp split/two.rec "$T/$n"; cd "$T"; rongo-validate -v "$n"
>>> status 1
>>> stdout
a\033[31mb\012c.rec: record 1: pig, 1 turn, unfinished
a\033[31mb\012c.rec: record 2: pig, 0 turns, invalid
>>> stderr
rongo-validate: a\033[31mb\012c.rec:9:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### an input that cannot be opened is named the same way
$ rongo-score "$(printf 'a\033[31mb\nc.rec')"
>>> status 2
>>> stderr
rongo-score: a\033[31mb\012c.rec: error: cannot open: No such file or directory

### rongo-score: the text names the file escaped; the YAML as a YAML
### double-quoted string with YAML's escapes, which reads back as the name
$ n=$(printf 'a\033[31mb\nc.rec'); cp pig/complete.rec "$T/$n"; cd "$T"; rongo-score "$n" | sed -n 1p; rongo-score -f yaml "$n" | sed -n 1,3p
>>> stdout
a\033[31mb\012c.rec: record 1: pig, finished
file: "a\e[31mb\nc.rec"
record: 1
game: pig

### a tab, DEL, a backslash, the C1 control U+009B and a byte that is not
### UTF-8, as printed and in YAML (the stray byte as U+00FF)
$ n=$(printf 't\tu\177v\\w\302\233x\377y'); cp pig/complete.rec "$T/$n"; cd "$T"; rongo-validate -v "$n"; rongo-score -f yaml "$n" | sed -n 1p
>>> stdout
t\011u\177v\\w\302\233x\377y: record 1: pig, 6 turns, finished
file: "t\tu\x7Fv\\w\x9Bx\xFFy"

### chunk lines hold the name escaped, one line whatever it holds, and
### the program reads it back: the same diagnostic as a run alone
$ n=$(printf 'a\033[31mb\nc.rec'); cp split/two.rec "$T/$n"; cd "$T"; rongo-split -b 1 "$n" "$n-missing" | grep '^#rongo'; rongo-split -b 1 "$n" | sed -n '/^#rongo-chunk 6/,$p' | rongo-validate --chunk
>>> status 1
>>> stdout
#rongo-chunk 1 1 a\033[31mb\012c.rec
#rongo-chunk 6 2 a\033[31mb\012c.rec
#rongo-chunk open a\033[31mb\012c.rec-missing: No such file or directory
>>> stderr
rongo-validate: a\033[31mb\012c.rec:9:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### a name holding the text \033 (a backslash, not ESC) reads back as
### itself: the backslash is doubled
$ cp split/two.rec "$T"/'x\033.rec'; cd "$T"; rongo-split -b 1 'x\033.rec' | sed -n '/^#rongo-chunk 6/,$p' > piece; head -1 piece; rongo-validate --chunk piece
>>> status 1
>>> stdout
#rongo-chunk 6 2 x\\033.rec
>>> stderr
rongo-validate: x\\033.rec:9:11: error: record 2: turn 1 (Ann): 'roll 7': '7' is not a die: dice are written as digits 1 to 6
Ann: roll 7
          ^

### a name holding "#rongo-chunk ", where GNU parallel cuts: its '#' is
### \043 in chunk lines, and rongo-parallel prints what a run alone does
$ cp split/two.rec "$T/#rongo-chunk 1"; cd "$T"; rongo-split -b 1 '#rongo-chunk 1' | grep '^#rongo'; rongo-validate -v '#rongo-chunk 1' > s.out 2> s.err; rongo-parallel -j2 -b 1 rongo-validate -v '#rongo-chunk 1' > p.out 2> p.err; cmp s.out p.out && cmp s.err p.err && cat p.out
>>> stdout
#rongo-chunk 1 1 \043rongo-chunk 1
#rongo-chunk 6 2 \043rongo-chunk 1
#rongo-chunk 1: record 1: pig, 1 turn, unfinished
#rongo-chunk 1: record 2: pig, 0 turns, invalid

### rongo-parallel over such a name prints what the program alone does,
### and no raw ESC reaches the output
$ n=$(printf 'a\033[31mb\nc.rec'); cat pig/*.rec > "$T/$n"; cd "$T"; printf '\033' > esc; for c in 'rongo-validate -v' 'rongo-score' 'rongo-score -f yaml'; do $c "$n" "$n-missing" > s.out 2> s.err; s=$?; rongo-parallel -j2 -b 200 $c "$n" "$n-missing" > p.out 2> p.err; p=$?; cmp -s s.out p.out && cmp -s s.err p.err && echo "$c: $s $p $(cat s.out s.err | grep -c -F -f esc)"; done
>>> stdout
rongo-validate -v: 2 2 0
rongo-score: 2 2 0
rongo-score -f yaml: 2 2 0

### rongo-parallel reads the program's options as the program does: -P 2
### (its value in the next word), -P2, --ply 2, --ply=2, and abbreviated;
### the two records of 13 plies give status 0
$ cat kanga/column.kg kanga/row.kg > $T/two.kg; for o in '-P 2' '-P2' '--ply 2' '--ply=2' '--pl 2' '--p=2'; do rongo-render-ascii $o $T/two.kg > $T/s.out 2> $T/s.err; s=$?; rongo-parallel -j2 -b 1 rongo-render-ascii $o $T/two.kg > $T/p.out 2> $T/p.err; p=$?; cmp -s $T/s.out $T/p.out && cmp -s $T/s.err $T/p.err && echo "$o: $s $p"; done
>>> stdout
-P 2: 0 0
-P2: 0 0
--ply 2: 0 0
--ply=2: 0 0
--pl 2: 0 0
--p=2: 0 0

### rongo-parallel -j2 rongo-render-ascii -P 2: the position after 2
### plies of each record, d1 a1 and a4 a1
$ cat kanga/column.kg kanga/row.kg > $T/two.kg; rongo-parallel -j2 -b 1 rongo-render-ascii -P 2 $T/two.kg
>>> stdout
Kanga 7x7, after ply 2 (a1)
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . . . . 5
 4 . . . . . . . 4
 3 . . . . . . . 3
 2 . . . . . . . 2
 1 O . . X . . . 1
   a b c d e f g
Black to move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point

Kanga 7x7, after ply 2 (a1)
   a b c d e f g
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . . . . . . 5
 4 X . . . . . . 4
 3 . . . . . . . 3
 2 . . . . . . . 2
 1 O . . . . . . 1
   a b c d e f g
Black to move.
Captured: by Black 0, by White 0.
Legend: X Black stone, O White stone, . empty point

### the other options with a value, in each form: -f, -m, --count (the
### Kanga games are over: no move may be added), -g and --limit (which
### rongo-split gets too: the Pig records have no Game tag here, and
### "Ann: roll 6 stop", 16 bytes, is past a limit of 15)
$ cat kanga/column.kg kanga/row.kg > $T/two.kg; cp split/two.rec $T; sed '/Game/d' split/two.rec > $T/nogame.rec; cd $T; for c in 'rongo-score -f yaml two.rec' 'rongo-score -fyaml two.rec' 'rongo-score --form=yaml two.rec' 'rongo-apply -pf notation two.kg' 'rongo-apply -lm d1 two.kg' 'rongo-apply -f yaml --moves d1 two.kg' 'rongo-apply --count 1 two.kg' 'rongo-apply --coun=1 two.kg'; do $c > s.out 2> s.err; s=$?; rongo-parallel -j2 -b 1 $c > p.out 2> p.err; p=$?; cmp -s s.out p.out && cmp -s s.err p.err && echo "${c% *}: $s $p"; done; for c in '-g pig' '-gpig' '--game pig' '--ga=pig' '-g pig --limit line=15' '-g pig --limit=line=15' '-vg pig --lim line=15'; do rongo-validate $c nogame.rec > s.out 2> s.err; s=$?; rongo-parallel -j2 -b 1 rongo-validate $c nogame.rec > p.out 2> p.err; p=$?; cmp -s s.out p.out && cmp -s s.err p.err && echo "$c: $s $p"; done
>>> stdout
rongo-score -f yaml: 1 1
rongo-score -fyaml: 1 1
rongo-score --form=yaml: 1 1
rongo-apply -pf notation: 0 0
rongo-apply -lm d1: 1 1
rongo-apply -f yaml --moves d1: 1 1
rongo-apply --count 1: 0 0
rongo-apply --coun=1: 0 0
-g pig: 1 1
-gpig: 1 1
--game pig: 1 1
--ga=pig: 1 1
-g pig --limit line=15: 1 1
-g pig --limit=line=15: 1 1
-vg pig --lim line=15: 1 1

### what a piece cannot do is refused, however it is written
$ rongo-parallel rongo-validate -vo x split/two.rec; rongo-parallel rongo-validate --out=x split/two.rec; rongo-parallel rongo-score --tot split/two.rec; rongo-parallel rongo-score -tf yaml split/two.rec; rongo-parallel rongo-apply --ne -f yaml
>>> status 2
>>> stderr
rongo-parallel: error: '-o' is not for rongo-parallel: redirect its output instead
rongo-parallel: error: '--out' is not for rongo-parallel: redirect its output instead
rongo-parallel: error: '--tot' adds up the whole run, which pieces cannot
rongo-parallel: error: '-t' adds up the whole run, which pieces cannot
rongo-parallel: error: '--ne' reads no input: there is nothing to split

### --list reads no input: nothing to split
$ rongo-parallel rongo-validate --list games; rongo-parallel rongo-score --lis=options -g pig
>>> status 2
>>> stderr
rongo-parallel: error: '--list' reads no input: there is nothing to split
rongo-parallel: error: '--lis' reads no input: there is nothing to split

### the edits of rongo-apply and rongo-score's --hint go to every piece,
### their values not taken for files: the same output as one run
### (the undo takes the second record's bad die away; --plies 1 keeps it;
### --hint refuses Pig)
$ for p in "rongo-apply -f notation --tag Event=x --players Ann --undo=1" "rongo-apply -f yaml --untag Event --plies 1" "rongo-score --hint"; do rongo-parallel -b 1 $p split/two.rec examples/yacht-turn.rec > $T/par 2>&1; echo "$?"; $p split/two.rec examples/yacht-turn.rec > $T/one 2>&1; echo "$?"; cmp $T/par $T/one && echo same; done
>>> status 0
>>> stdout
0
0
same
1
1
same
1
1
same

### rongo-parallel --list, before any program, is rongo-validate's
$ rongo-parallel --list games -g bugs; rongo-parallel --list=categories -g crag | wc -l
>>> status 0
>>> stdout
beetle  bugs,cootie  dice  1-16  Beetle
13

### rongo-parallel says an option needs a value as the other programs do
$ rongo-parallel -j 2>&1 | head -n 1; rongo-parallel --block 2>&1 | head -n 1; rongo-validate -g 2>&1 | head -n 1
>>> status 0
>>> stdout
rongo-parallel: error: option '-j' needs a value
rongo-parallel: error: option '--block' needs a value
rongo-validate: error: option '-g' needs a value
