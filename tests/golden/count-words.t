# Messages that count one thing say so in the singular: "1 die", "1 ply",
# "1 point".  tests/count-words.sh looks for plurals after a 1 in every
# table; these cases make the counted messages count one.

### keeping or dropping more dice than an expression throws, of one die
$ rongo-roll 1d6d6 1d6k2 1d6kl2
>>> status 1
>>> stderr
rongo-roll: <expr 1>:1:4: error: cannot drop 6 of 1 die
1d6d6
   ^~
rongo-roll: <expr 2>:1:4: error: cannot keep 2 of 1 die
1d6k2
   ^~
rongo-roll: <expr 3>:1:4: error: cannot keep 2 of 1 die
1d6kl2
   ^~~

### --ply past the end of a record of one ply
$ printf '[Game "kanga"]\n\n1. d4 *\n' | rongo-render-ascii --ply 3
>>> status 2
>>> stderr
rongo-render-ascii: <stdin>:1:1: error: --ply 3: the record has only 1 ply
[Game "kanga"]
^

### --ply past the end of a dice session of one turn: turns, not plies
$ head -n 4 yacht/lenient.rec | rongo-render-ascii --ply 2
>>> status 2
>>> stderr
rongo-render-ascii: <stdin>:1:1: error: --ply 2: the record has only 1 turn
[Game "cheerio"]
^

### a Tang Setup whose rank 2 has one square
$ printf '[Game "tang"]\n[Setup "8/8/8/8/8/8/1/8 w"]\n\n*\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:22: error: bad Setup: rank 2 has 1 square, not 8
[Setup "8/8/8/8/8/8/1/8 w"]
                     ^

### a Kanga Setup whose top row has one point
$ printf '[Game "kanga"]\n[Setup "1/7/7/7/7/7/7 b"]\n\n*\n' | rongo-validate
>>> status 1
>>> stderr
rongo-validate: <stdin>:2:10: error: bad Setup: row 1 has 1 point, not 7
[Setup "1/7/7/7/7/7/7 b"]
         ^

### Around the Spot: a turn standing at one point
$ printf '[Game "around-the-spot"]\n[Players "Ann"]\n\nAnn: roll 122\n' | rongo-render-ascii | tail -n 1
>>> status 0
>>> stdout
Ann's round 1: 1 of 3 throws made, 1 point; throw again.

### Beetle with points and a target of one point
$ printf '[Game "beetle"]\n[Players "Ann"]\n[Variant "points target=1"]\n\nAnn: roll 1\n' | rongo-render-ascii | sed -n "2p;/reached/p"
>>> status 0
>>> stdout
1 die per turn; a point per part; first to 1 point wins.
Ann reached 1 point.
