# rongo-select (fixtures/select/README says what each record is).

### --player and --winner together: Ana wins games.kg 1 and 5 as Black
### (0-1); record 4 is invalid, reported and left out
$ rongo-select --player Ana --winner Ana select/games.kg
>>> status 1
>>> stdout
[Game "kanga"]
[Event "Spring Cup"]
[White "Teo"]
[Black "Ana"]

1. d1 a1
2. d2 a2
3. d3 a3
4. d4 a4
5. d5 a5
6. d6 a6
7. d7
0-1

[Game "kanga"]
[Event "Summer Cup"]
[White "Hemi"]
[Black "Ana"]

1. d1 a1
2. d2 a2
3. d3 a3
4. d4 a4
5. d5 a5
6. d6 a6
7. d7
0-1
>>> stderr
rongo-select: select/games.kg:46:7: error: record 4: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4
      ^~

### --count: ten records in two files, two invalid, every valid one
### selected when there is no condition
$ rongo-select --count select/games.kg select/games.yaml
>>> status 1
>>> stdout
8 of 10 records selected, 2 invalid
>>> stderr
rongo-select: select/games.kg:46:7: error: record 4: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4
      ^~
rongo-select: select/games.yaml:16:16: error: record 3: move 1 (White): illegal move 'd4': d4 is not empty
moves: ["d4", "d4"]
               ^~

### one record: "record", not "records"
$ rongo-select --count kanga/column.kg
>>> stdout
1 of 1 record selected, 0 invalid

### sessions: --player names a seat of Players; --winner the winner:
### Bob in games.kg 7 (32), Ann in games.yaml 1 (31)
$ for a in "--player Bob" "--winner Bob" "--winner Ann" "--player Ann --player Bob" "--player Ann --player Teo"; do rongo-select --count $a select/games.kg select/games.yaml 2>/dev/null; done
>>> status 1
>>> stdout
2 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid

### board games by their result: white wins 6; black 1, 3, 5 and
### games.yaml 2; no draw; none (*): 2
$ for w in white black draw none Rua Teo; do rongo-select --count --winner $w select/games.kg select/games.yaml 2>/dev/null; done
>>> status 1
>>> stdout
1 of 10 records selected, 2 invalid
4 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid

### Hanga-Tanga: its seats White and Black, named by their tags;
### complete.rec is won by Ana (White), draw.rec is a draw that both
### seats share, and names no one, so a seat goes by its own name
$ for a in "--winner Ana" "--winner Teo" "--winner white" "--winner black" "--winner draw" "--winner none" "--player Teo" "--player White" "--player Black --player Ana"; do rongo-select --count $a hanga-tanga/complete.rec hanga-tanga/draw.rec; done
>>> stdout
1 of 2 records selected, 0 invalid
0 of 2 records selected, 0 invalid
2 of 2 records selected, 0 invalid
1 of 2 records selected, 0 invalid
1 of 2 records selected, 0 invalid
0 of 2 records selected, 0 invalid
1 of 2 records selected, 0 invalid
1 of 2 records selected, 0 invalid
0 of 2 records selected, 0 invalid

### --result: of board games only; * is a game not over
$ for r in 1-0 0-1 1/2-1/2 '*'; do rongo-select --count --result "$r" select/games.kg select/games.yaml 2>/dev/null; done
>>> status 1
>>> stdout
1 of 10 records selected, 2 invalid
4 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid

### --plies counts a board game's plies (13: 1, 3, 5, games.yaml 2; 0:
### 6; up to 12: 2 and 6), --turns a session's turns (6: games.kg 7;
### up to 5: games.yaml 1)
$ for a in "--plies 13" "--plies 0" "--plies -12" "--plies 14-" "--turns 6" "--turns 1-5" "--turns 0-" "--plies 0- --turns 0-"; do rongo-select --count $a select/games.kg select/games.yaml 2>/dev/null; done
>>> status 1
>>> stdout
4 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid

### --records counts across the files: 9 is games.yaml's Kanga game,
### written as notation, the encoding of the first input
$ rongo-select --records 9 select/games.kg select/games.yaml 2>/dev/null
>>> status 1
>>> stdout
[Game "kanga"]
[White "Teo"]
[Black "Ana"]

1. d1 a1
2. d2 a2
3. d3 a3
4. d4 a4
5. d5 a5
6. d6 a6
7. d7
0-1

### --records N, A-, -B; an invalid record has its number too
$ for r in 3-5 7- -2 4 10; do rongo-select --count --records $r select/games.kg select/games.yaml 2>/dev/null; done
>>> status 1
>>> stdout
2 of 10 records selected, 2 invalid
3 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid

### ranges past the end select nothing; an empty selection writes
### nothing and is no error
$ rongo-select --records 3- hanga-tanga/complete.rec hanga-tanga/draw.rec; echo "status $?"; rongo-select --player Nobody kanga/column.kg | wc -c
>>> stdout
status 0
0

### --tag: = an exact value, ~ an extended regular expression (anchors,
### alternation, groups); Game and Players are tags too; several --tag
### must all hold; a record without the tag never matches
$ for t in "Event~^Spring" "Event~Cup$" "Event~^(Autumn|Summer)" "Event~Open|Summer" "Event=Cup" "Event=Spring Cup" "Game=pig" "Players~Bob" "Variant~dice" "Event~.*"; do rongo-select --count --tag "$t" select/games.kg select/games.yaml 2>/dev/null; done; rongo-select --count --tag "Event=Spring Cup" --tag "White~^T" select/games.kg 2>/dev/null
>>> status 1
>>> stdout
2 of 10 records selected, 2 invalid
3 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
0 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
4 of 10 records selected, 2 invalid
1 of 7 records selected, 1 invalid

### a bad regular expression is a usage error that names it
$ rongo-select --tag 'Event~(Spring' select/games.kg
>>> status 2
>>> stderr
rongo-select: error: --tag 'Event~(Spring': bad regular expression '(Spring': Unmatched ( or \(

### --tag needs a name, then = or ~
$ rongo-select --tag Event select/games.kg; rongo-select --tag '~x' select/games.kg
>>> status 2
>>> stderr
rongo-select: error: --tag takes NAME=VALUE or NAME~REGEX, not 'Event'
rongo-select: error: --tag takes NAME=VALUE or NAME~REGEX, not '~x'

### -g selects a game, by its id or an alias (cheerio is Yacht); a
### record with no Game tag is taken to be of that game
$ rongo-select --count -g cheerio yacht/complete.rec select/games.kg 2>/dev/null; rongo-select --count -g pig select/games.kg select/games.yaml 2>/dev/null; rongo-select -g kanga kanga/no-game.kg
>>> stdout
1 of 8 records selected, 1 invalid
2 of 10 records selected, 2 invalid
[Game "kanga"]

1. d4 e5
*

### an unknown game is a usage error
$ rongo-select -g chess select/games.kg
>>> status 2
>>> stderr
rongo-select: error: unknown game 'chess' (rongo-select --list games lists them)

### --invert: the valid records the conditions refuse (1, 5 and 9 are
### Ana's wins; 7 and 8 are not Kanga)
$ rongo-select --count --invert --player Ana --winner Ana select/games.kg select/games.yaml 2>/dev/null; rongo-select --count --invert -g kanga select/games.kg select/games.yaml 2>/dev/null
>>> status 1
>>> stdout
5 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid

### --invert with --records, as written to YAML
$ rongo-select --invert --records 2- -f yaml select/games.yaml 2>/dev/null
>>> status 1
>>> stdout
game: pig
players: [Ann, Bob]
tags: {Variant: target=30 dice=2}
turns:
- {player: Ann, actions: ["roll 34", "roll 66", "stop"]}
- {player: Bob, actions: ["roll 22", "roll 56", "roll 33", "roll 11"]}

### --unique keeps the first of a game: games.kg 5 and games.yaml 2
### are games.kg 1 written otherwise; with --records, the first of
### those selected
$ for a in "" "--records 5-" "--records 5- --player Ana" "--player Ana"; do rongo-select --count --unique $a select/games.kg select/games.yaml 2>/dev/null; done
>>> status 1
>>> stdout
6 of 10 records selected, 2 invalid
4 of 10 records selected, 2 invalid
1 of 10 records selected, 2 invalid
2 of 10 records selected, 2 invalid

### --unique: the same game written otherwise (squares rank first;
### dice apart, separators, a turn on two lines) is the same game
$ rongo-select --count --unique select/games.kg select/games.yaml select/spelled.kg 2>/dev/null; rongo-select --count --unique select/spelled.kg kanga/column.kg kanga/column.yaml kanga/row.kg
>>> stdout
6 of 12 records selected, 2 invalid
3 of 5 records selected, 0 invalid

### --unique across files: a second copy adds nothing
$ rongo-select --count --unique hanga-tanga/complete.rec hanga-tanga/draw.rec hanga-tanga/complete.rec
>>> stdout
2 of 3 records selected, 0 invalid

### --check FILE: games.yaml holds games.kg 1 (and 5, the same game);
### FILE's invalid records are reported too
$ rongo-select --count --check select/games.yaml select/games.kg
>>> status 1
>>> stdout
4 of 7 records selected, 1 invalid
>>> stderr
rongo-select: select/games.yaml:16:16: error: record 3: move 1 (White): illegal move 'd4': d4 is not empty
moves: ["d4", "d4"]
               ^~
rongo-select: select/games.kg:46:7: error: record 4: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4
      ^~

### --check with --unique
$ rongo-select --count --check hanga-tanga/draw.rec --unique hanga-tanga/complete.rec hanga-tanga/draw.rec hanga-tanga/complete.rec
>>> stdout
1 of 3 records selected, 0 invalid

### --check of a file that cannot be read: nothing is run
$ rongo-select --check nonexistent kanga/column.kg
>>> status 2
>>> stderr
rongo-select: nonexistent: error: cannot open: No such file or directory

### --invalid: the invalid records byte for byte, the comment before
### the first and the blank line after it included; the one that starts
### in the middle of line 27 from there; nothing is reported
$ rongo-select --invalid select/bad.kg
>>> stdout
# three good records and four bad ones
[Game "kanga"]
[White "Teo"]

1. d4 d4 *

[Game "kanga"]
[Variant "size=4"]

*
[Game "pig"]
[Players "Ann"]

Ann: roll 7
[Game "kanga"] [White "Ana"] 1. d4 x *

### --invalid: a record at the end of a file without a line end gets
### one, so that the next starts on a line of its own
$ rongo-select --invalid select/noeol.rec select/noeol.rec
>>> stdout
[Game "pig"]
[Players "Ann"]

Ann: roll 0
[Game "pig"]
[Players "Ann"]

Ann: roll 0

### --invalid from YAML: the document from its "---"
$ rongo-select --invalid select/games.yaml
>>> stdout
---
game: kanga
tags: {White: Teo}
moves: ["d4", "d4"]

### --invalid with conditions: the Pig one is selected, the others are
### reported
$ rongo-select --invalid -g pig select/bad.kg
>>> status 1
>>> stdout
[Game "pig"]
[Players "Ann"]

Ann: roll 7
>>> stderr
rongo-select: select/bad.kg:5:7: error: move 1 (White): illegal move 'd4': d4 is not empty
1. d4 d4 *
      ^~
rongo-select: select/bad.kg:16:16: error: record 3: bad Variant 'size=4': size must be a whole number from 5 to 19
[Variant "size=4"]
               ^
rongo-select: select/bad.kg:27:59: error: record 7: move 1 (White): cannot read move 'x': 'x' is not a square: write its file letter and rank number, as in e5
[Game "kanga"] 1. a1 * [Game "kanga"] [White "Ana"] 1. d4 x *
                                                          ^

### --invalid --invert: the invalid records that are not Kanga's
$ rongo-select --invalid --invert -g kanga select/bad.kg select/noeol.rec 2>/dev/null
>>> status 1
>>> stdout
[Game "pig"]
[Players "Ann"]

Ann: roll 7
[Game "pig"]
[Players "Ann"]

Ann: roll 0

### --invalid -o: the file is written when every invalid record was
### selected, and left alone otherwise
$ cd "$T"; rongo-select --invalid -o out "$OLDPWD/select/noeol.rec"; echo "status $?"; cat out; rongo-select --invalid -g kanga -o out2 "$OLDPWD/select/noeol.rec" 2>/dev/null; echo "status $?"; ls
>>> stdout
status 0
[Game "pig"]
[Players "Ann"]

Ann: roll 0
status 1
out

### --count and --invalid write no records: -f is refused with them;
### they cannot be used together
$ rongo-select --count -f yaml kanga/column.kg; rongo-select --invalid -f notation kanga/column.kg; rongo-select --count --invalid kanga/column.kg
>>> status 2
>>> stderr
rongo-select: error: -f is for the records written: --count writes a line of text
rongo-select: error: -f is for the records written: --invalid writes them as they are
rongo-select: error: --count and --invalid cannot be used together

### --invalid judges what is read: the conditions on a replay, --unique
### and --check are refused with it
$ rongo-select --invalid --winner Ana kanga/column.kg; rongo-select --invalid --unique kanga/column.kg
>>> status 2
>>> stderr
rongo-select: error: --invalid selects by what is read: --winner, --result, --plies, --turns, --unique and --check judge valid records only
rongo-select: error: --invalid selects by what is read: --winner, --result, --plies, --turns, --unique and --check judge valid records only

### YAML in, YAML out by default; -f notation
$ rongo-select --player Teo select/games.yaml 2>/dev/null; rongo-select -f notation --winner Ann select/games.yaml 2>/dev/null
>>> status 1
>>> stdout
game: kanga
tags: {White: Teo, Black: Ana}
moves: ["d1", "a1", "d2", "a2", "d3", "a3", "d4", "a4", "d5", "a5", "d6", "a6", "d7"]
result: "0-1"
[Game "pig"]
[Players "Ann, Bob"]
[Variant "target=30 dice=2"]

Ann: roll 34 roll 66 stop
Bob: roll 22 roll 56 roll 33 roll 11

### -f takes notation or yaml
$ rongo-select -f text kanga/column.kg
>>> status 2
>>> stderr
rongo-select: error: unknown format 'text': use notation, yaml or json

### the values of --winner, --result and the ranges are checked; a
### condition given twice is refused
$ for a in "--winner=" "--result 2-0" "--plies 3-2" "--turns -" "--records x" "--plies 1 --plies 2" "--winner a --winner b" "--result 1-0 --result 0-1" "--check a --check b"; do rongo-select $a kanga/column.kg; done
>>> status 2
>>> stderr
rongo-select: error: --winner takes a name, white, black, draw or none, not ''
rongo-select: error: --result takes 1-0, 0-1, 1/2-1/2 or *, not '2-0'
rongo-select: error: --plies takes A-B, A-, -B or N, whole numbers with A no more than B, not '3-2'
rongo-select: error: --turns takes A-B, A-, -B or N, whole numbers with A no more than B, not '-'
rongo-select: error: --records takes A-B, A-, -B or N, whole numbers with A no more than B, not 'x'
rongo-select: error: --plies given twice
rongo-select: error: --winner given twice
rongo-select: error: --result given twice
rongo-select: error: --check given twice

### --chunk: a piece is judged alone, so --records and --unique are
### refused; the rest works on a piece
$ rongo-select --chunk --unique kanga/column.kg; rongo-split select/games.kg | rongo-select --chunk --count --winner Ana 2>/dev/null
>>> status 1
>>> stdout
2 of 7 records selected, 1 invalid
>>> stderr
rongo-select: error: --chunk: a piece is judged alone, so --records and --unique cannot count over the whole input

### an unknown option is told the synopsis
$ rongo-select --bogus
>>> status 2
>>> stderr
rongo-select: error: unknown option '--bogus'
usage: rongo-select [-hV] [--chunk] [--strict] [--count | --invalid]
                    [--invert] [--unique] [--check file] [-f format]
                    [-g game] [--limit name=n] [--player name]
                    [--tag name=value | --tag name~regex]
                    [--winner who] [--result result] [--plies a-b]
                    [--turns a-b] [--records a-b] [-o file] [file ...]
       rongo-select --list what [-g game]
Try 'rongo-select --help' for more information.

### bash completion: the options from --help, the values of --winner
### and --result, and files after --count, which takes no value here
$ c=$(dirname "$(command -v rongo-select)")/../completion/rongo.bash; [ -f "$c" ] || c=../build/completion/rongo.bash; cd select; bash -c '. "$0"; COMP_WORDS=(rongo-select --in); COMP_CWORD=1; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-select --winner ""); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-select --result ""); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-select --count games.k); COMP_CWORD=2; _rongo; echo "${COMPREPLY[*]}"; COMP_WORDS=(rongo-apply --count games.k); COMP_CWORD=2; _rongo; echo "${#COMPREPLY[@]}"' "$c"
>>> stdout
--invalid --invert
white black draw none
1-0 0-1 1/2-1/2 *
games.kg
0

### -f json writes the records selected as JSON Lines, and JSON Lines is read as input
$ rongo-apply -f json kanga/three.kg 2>/dev/null | rongo-select -f json --plies 3-
>>> status 0
>>> stdout
{"game":"kanga","tags":{"Variant":"size=9"},"moves":["i9","a1","e5"],"result":"*"}
