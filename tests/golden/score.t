# rongo-score: sheets worked out by hand.  short.rec: Ann's full house
# 66633 is 24 and her fours 44441 are 16; Bob's little straight is 30
# and his yacht 50.

### the table for people: turns, running totals, standings
$ rongo-score score/short.rec
>>> status 0
>>> stdout
score/short.rec: record 1: yacht, unfinished
  turn  player  score  total
     1  Ann        24     24
     2  Bob        30     30
     3  Ann        16     40
     4  Bob        50     80
  standings
     1  Bob        80
     2  Ann        40
  winner: none yet

### the YAML document of the contract
$ rongo-score -f yaml score/short.rec
>>> status 0
>>> stdout
file: score/short.rec
record: 1
game: yacht
tags: {}
status: unfinished
winner: null
players:
  - name: Ann
    score: 40
    rank: 2
  - name: Bob
    score: 80
    rank: 1
turns:
  - {player: Ann, score: 24, total: 24, category: full-house, actions: ["roll 66633", "score full-house"]}
  - {player: Bob, score: 30, total: 30, category: little-straight, actions: ["roll 12345", "score little-straight"]}
  - {player: Ann, score: 16, total: 40, category: fours, actions: ["roll 44441", "score fours"]}
  - {player: Bob, score: 50, total: 80, category: yacht, actions: ["roll 66666", "score yacht"]}

### a turn written on two or three lines is one turn: one row, the turns
### numbered as turns (worked out in two-lines.rec's comment)
$ rongo-score score/two-lines.rec
>>> status 0
>>> stdout
score/two-lines.rec: record 1: yacht, unfinished
  turn  player  score  total
     1  Ann        26     26
     2  Bob        30     30
     3  Ann        20     46
     4  Bob        50     80
  standings
     1  Bob        80
     2  Ann        46
  winner: none yet

### -f yaml: one entry per turn, from turn lines and from YAML entries
$ rongo-score -f yaml score/two-lines.rec score/two-lines.yaml | grep -E '^(---|file|turns|  - [{])'
>>> status 0
>>> stdout
file: score/two-lines.rec
turns:
  - {player: Ann, score: 26, total: 26, category: full-house, actions: ["roll 66633", "keep 666", "roll 44", "score full-house"]}
  - {player: Bob, score: 30, total: 30, category: little-straight, actions: ["roll 12345", "score little-straight"]}
  - {player: Ann, score: 20, total: 46, category: fours, actions: ["roll 44441", "keep 4444", "roll 1", "roll 4", "score fours"]}
  - {player: Bob, score: 50, total: 80, category: yacht, actions: ["roll 55555", "score yacht"]}
---
file: score/two-lines.yaml
turns:
  - {player: Ann, score: 26, total: 26, category: full-house, actions: ["roll 66633", "keep 666", "roll 44", "score full-house"]}
  - {player: Bob, score: 30, total: 30, category: little-straight, actions: ["roll 12345", "score little-straight"]}
  - {player: Ann, score: 20, total: 46, category: fours, actions: ["roll 44441", "keep 4444", "roll 1", "roll 4", "score fours"]}
  - {player: Bob, score: 50, total: 80, category: yacht, actions: ["roll 55555", "score yacht"]}

### rongo-validate -v counts the same turns
$ rongo-validate -v score/two-lines.rec score/two-lines.yaml
>>> status 0
>>> stdout
score/two-lines.rec: record 1: yacht, 4 turns, unfinished
score/two-lines.yaml: record 1: yacht, 4 turns, unfinished

### and rongo-render-ascii draws a sheet after each turn
$ rongo-render-ascii --all score/two-lines.rec | grep -E '^(Yacht|full-house|fours|total)'
>>> status 0
>>> stdout
Yacht, start
fours               .     .
full-house          .     .
total               0     0
Yacht, after turn 1
fours               .     .
full-house         26     .
total              26     0
Yacht, after turn 2
fours               .     .
full-house         26     .
total              26    30
Yacht, after turn 3
fours              20     .
full-house         26     .
total              46    30
Yacht, after turn 4
fours              20     .
full-house         26     .
total              46    80

### an error after turns of several lines names the turn by its number
### among turns: lines 14 and 15 are Ann's fifth turn (the record's
### eighth and ninth turn lines)
$ rongo-validate score/two-lines-late.rec
>>> status 1
>>> stderr
rongo-validate: score/two-lines-late.rec:15:20: error: turn 5 (Ann): 'score full-house': full-house is already scored
Ann: roll 33 score full-house
                   ^~~~~~~~~~

### the same from rongo-score
$ rongo-score score/two-lines-late.rec
>>> status 1
>>> stderr
rongo-score: score/two-lines-late.rec:15:20: error: turn 5 (Ann): 'score full-house': full-house is already scored
Ann: roll 33 score full-house
                   ^~~~~~~~~~

### and for a line of -m that begins a turn: Ann's fifth is due
$ rongo-apply -m 'Bob: roll 11111 score ones' score/two-lines.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:1: error: score/two-lines.rec record 1: turn 5 (Bob): it is Ann's turn, not Bob's
Bob: roll 11111 score ones
^~~

### a finished game (totals worked out in the fixture's comment)
$ rongo-score yacht/complete.rec | tail -n 4
>>> status 0
>>> stdout
  standings
     1  Ann       227
     2  Bob       214
  winner: Ann (every box is filled)

### several records: one YAML document each
$ rongo-score -f yaml score/short.rec yacht/complete.rec | grep -E '^(---|game|status|winner)'
>>> status 0
>>> stdout
game: yacht
status: unfinished
winner: null
---
game: yacht
status: finished
winner: Ann

### --total adds up the records per player: Ann 40 + 227 = 267, mean
### 133.50, Bob 80 + 214 = 294, mean 147.00; Ann won complete.rec, and
### games won rank before the mean
$ rongo-score --total score/short.rec yacht/complete.rec
>>> status 0
>>> stdout
total over 2 records
yacht, 2 records
  rank  player played  won   rate     mean   total
     1  Ann         2    1  0.500   133.50     267
     2  Bob         2    0  0.000   147.00     294

### --total in YAML
$ rongo-score --total -f yaml score/short.rec score/short.rec
>>> status 0
>>> stdout
game: yacht
records: 2
players:
  - name: Ann
    played: 2
    wins: 0
    win_rate: 0.000
    mean: 40.00
    score: 80
    rank: 2
  - name: Bob
    played: 2
    wins: 0
    win_rate: 0.000
    mean: 80.00
    score: 160
    rank: 1

### tags and actions join a document back to its record: every tag, a
### value quoted where a YAML reader would take it for something else;
### each turn's actions as written canonically (66633, 12345), and the
### category scored, null for Bob's turn still in progress
$ rongo-score -f yaml score/tags.rec
>>> status 0
>>> stdout
file: score/tags.rec
record: 1
game: yacht
tags: {Event: "No", Round: "0x1F", Site: "null", Note: ": x", Annotator: Teo}
status: unfinished
winner: null
players:
  - name: Ann
    score: 24
    rank: 1
  - name: Bob
    score: 0
    rank: 2
turns:
  - {player: Ann, score: 24, total: 24, category: full-house, actions: ["roll 66633", "score full-house"]}
  - {player: Bob, score: 0, total: 0, category: null, actions: ["roll 12345", "keep 1234", "roll 6"]}

### and PyYAML reads the same strings back
$ rongo-score -f yaml score/tags.rec | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["tags"]); print([(t["category"], t["actions"]) for t in d["turns"]])'
>>> status 0
>>> stdout
{'Event': 'No', 'Round': '0x1F', 'Site': 'null', 'Note': ': x', 'Annotator': 'Teo'}
[('full-house', ['roll 66633', 'score full-house']), (None, ['roll 12345', 'keep 1234', 'roll 6'])]

### a turn of several lines lists the actions of all of them
$ rongo-score -f yaml score/two-lines.rec | sed -n 4p; rongo-score -f yaml score/two-lines.rec | grep 'player: Ann'
>>> status 0
>>> stdout
tags: {}
  - {player: Ann, score: 26, total: 26, category: full-house, actions: ["roll 66633", "keep 666", "roll 44", "score full-house"]}
  - {player: Ann, score: 20, total: 46, category: fours, actions: ["roll 44441", "keep 4444", "roll 1", "roll 4", "score fours"]}

### Hanga-Tanga: the seats' tags White and Black are tags, and a game
### with no score card has no category (the last four turns, 28 to 31)
$ rongo-score -f yaml hanga-tanga/complete.rec | sed -n 4p; rongo-score -f yaml hanga-tanga/complete.rec | tail -n 4
>>> status 0
>>> stdout
tags: {White: Ana, Black: Teo, Variant: target=75}
  - {player: Teo, score: 28, total: 28, actions: ["score g7-a7"]}
  - {player: Ana, score: 25, total: 25, actions: ["reroll 3", "roll 6", "place 6 c3", "score a3-c3", "roll 4"]}
  - {player: Teo, score: 0, total: 28, actions: ["roll 6", "place 6 g6"]}
  - {player: Ana, score: 50, total: 75, actions: ["score g2-c2"]}

### --total keeps each game apart, in order of first appearance: Yacht
### as above; Dice Golf (the fewest throws win): Ann 6 + 3 + 6 = 15
### over 3 games, mean 5.00, won all three (the tie of tie.rec shared
### with Bob counts for both); Bob 7 + 3 + 7 = 17, mean 17 / 3 = 5.67,
### won 1 of 3 = 0.333; Cy 4 in one game, none won
$ rongo-score --total score/short.rec dice-golf/complete.rec yacht/complete.rec dice-golf/tie.rec dice-golf/complete.rec
>>> status 0
>>> stdout
total over 5 records
yacht, 2 records
  rank  player played  won   rate     mean   total
     1  Ann         2    1  0.500   133.50     267
     2  Bob         2    0  0.000   147.00     294
dice-golf, 3 records
  rank  player played  won   rate     mean   total
     1  Ann         3    3  1.000     5.00      15
     2  Bob         3    1  0.333     5.67      17
     3  Cy          1    0  0.000     4.00       4

### the same in YAML, a document per game, read by PyYAML
$ rongo-score --total -f yaml score/short.rec dice-golf/complete.rec yacht/complete.rec dice-golf/tie.rec dice-golf/complete.rec | python3 -c 'import sys, yaml; [print(d["game"], d["records"], [(p["name"], p["played"], p["wins"], p["win_rate"], p["mean"], p["score"], p["rank"]) for p in d["players"]]) for d in yaml.safe_load_all(sys.stdin)]'
>>> status 0
>>> stdout
yacht 2 [('Ann', 2, 1, 0.5, 133.5, 267, 1), ('Bob', 2, 0, 0.0, 147.0, 294, 2)]
dice-golf 3 [('Ann', 3, 3, 1.0, 5.0, 15, 1), ('Bob', 3, 1, 0.333, 5.67, 17, 2), ('Cy', 1, 0, 0.0, 4.0, 4, 3)]

### --total with no session scored: the count alone, and no YAML document
$ rongo-score --total kanga/column.kg; rongo-score --total -f yaml kanga/column.kg
>>> status 1
>>> stdout
total over 0 records
>>> stderr
rongo-score: kanga/column.kg:1:8: error: Kanga is a board game: rongo-score scores dice sessions
[Game "kanga"]
       ^
rongo-score: kanga/column.kg:1:8: error: Kanga is a board game: rongo-score scores dice sessions
[Game "kanga"]
       ^

### one-shot scoring in a category
$ rongo-score -g yacht --category full-house 66633 12345 6,6,6,3,3
>>> status 0
>>> stdout
24
0
24

### bad dice in a one-shot
$ rongo-score -g yacht --category full-house 667
>>> status 1
>>> stderr
rongo-score: <dice 1>:1:3: error: dice are digits from 1 to 6
667
  ^

### a board game is not scored
$ rongo-score kanga/column.kg
>>> status 1
>>> stderr
rongo-score: kanga/column.kg:1:8: error: Kanga is a board game: rongo-score scores dice sessions
[Game "kanga"]
       ^

### --category without dice
$ rongo-score -g yacht --category chance
>>> status 2
>>> stderr
rongo-score: error: --category needs dice to score, as in 66633

### -f json: the document of the YAML case above as one JSON object on
### one line, the same keys in the same order, no blank between tokens
$ rongo-score -f json score/short.rec
>>> status 0
>>> stdout
{"file":"score/short.rec","record":1,"game":"yacht","tags":{},"status":"unfinished","winner":null,"players":[{"name":"Ann","score":40,"rank":2},{"name":"Bob","score":80,"rank":1}],"turns":[{"player":"Ann","score":24,"total":24,"category":"full-house","actions":["roll 66633","score full-house"]},{"player":"Bob","score":30,"total":30,"category":"little-straight","actions":["roll 12345","score little-straight"]},{"player":"Ann","score":16,"total":40,"category":"fours","actions":["roll 44441","score fours"]},{"player":"Bob","score":50,"total":80,"category":"yacht","actions":["roll 66666","score yacht"]}]}

### -f json: strings as RFC 8259 escapes them ('"', '\', a tab, U+0001),
### other characters as they are (Zoë), a string YAML would quote (1e3)
### a string still; a byte of a file's name that is not UTF-8 (0xE9) is
### the character YAML's "\xE9" reads, U+00E9.  Zoë's full house 66633
### is 24, Bob has scored nothing
$ cd $T && printf '%s\n' 'game: yacht' 'players: ["Zo\u00eb", "1e3"]' 'tags: {Note: "a\"b\\c\td\u0001"}' 'turns: [{player: "Zo\u00eb", actions: ["roll 6,6,6,3,3", "score full-house"]}]' > "$(printf 'caf\351.yaml')" && rongo-score -f json caf*.yaml
>>> status 0
>>> stdout
{"file":"caf\u00e9.yaml","record":1,"game":"yacht","tags":{"Note":"a\"b\\c\td\u0001"},"status":"unfinished","winner":null,"players":[{"name":"Zoë","score":24,"rank":1},{"name":"1e3","score":0,"rank":2}],"turns":[{"player":"Zoë","score":24,"total":24,"category":"full-house","actions":["roll 66633","score full-house"]}]}

### --total -f json: the YAML case above, an object a game
$ rongo-score --total -f json score/short.rec score/short.rec
>>> status 0
>>> stdout
{"game":"yacht","records":2,"players":[{"name":"Ann","played":2,"wins":0,"win_rate":0.000,"mean":40.00,"score":80,"rank":2},{"name":"Bob","played":2,"wins":0,"win_rate":0.000,"mean":80.00,"score":160,"rank":1}]}

### --total -f json with no session scored: no line
$ rongo-score --total -f json kanga/column.kg
>>> status 1
>>> stderr
rongo-score: kanga/column.kg:1:8: error: Kanga is a board game: rongo-score scores dice sessions
[Game "kanga"]
       ^

### --hint -f json: Bob's 12345 after Ann's full house (every box open to
### him: little-straight 30, chance 15, then the numbers, the rest 0 in
### the card's order); a session not begun, nobody to score
$ printf '[Game "yacht"]\n[Players "Ann, Bob"]\n\nAnn: roll 66633 score full-house\nBob: roll 12345\n' > $T/h.rec; printf '[Game "yacht"]\n[Players "Ann"]\n\n' > $T/e.rec; cd $T && rongo-score --hint -f json h.rec e.rec
>>> status 0
>>> stdout
{"record":1,"player":"Bob","hints":[{"category":"little-straight","points":30},{"category":"chance","points":15},{"category":"fives","points":5},{"category":"fours","points":4},{"category":"threes","points":3},{"category":"twos","points":2},{"category":"ones","points":1},{"category":"sixes","points":0},{"category":"big-straight","points":0},{"category":"full-house","points":0},{"category":"four-of-a-kind","points":0},{"category":"yacht","points":0}]}
{"record":1,"player":null,"hints":[]}

### rongo-apply -p -f json on a session: Ann's 66655, 666 kept, is her
### first throw; she has scored full-house and fours, Bob has 80; once
### the game is over nobody is due and no box is open (totals as in
### complete.rec's comment)
$ rongo-apply -p -f json -m 'Ann: roll 66655 keep 666' score/short.rec; rongo-apply -p -f json yacht/complete.rec
>>> status 0
>>> stdout
{"game":"yacht","player":"Ann","throw":1,"showing":[5,5],"aside":[6,6,6],"open":["ones","twos","threes","fives","sixes","little-straight","big-straight","four-of-a-kind","chance","yacht"],"totals":[{"name":"Ann","score":40},{"name":"Bob","score":80}]}
{"game":"yacht","player":null,"throw":0,"showing":[],"aside":[],"open":[],"totals":[{"name":"Ann","score":227},{"name":"Bob","score":214}]}

### every -f json output is JSON Lines: each line one JSON value, read
### by Python's json module
$ printf '[Game "yacht"]\n[Players "Ann, Bob"]\n\nAnn: roll 66633 score full-house\nBob: roll 12345\n' > $T/h.rec; { rongo-score -f json score/short.rec yacht/complete.rec score/tags.rec hanga-tanga/complete.rec; rongo-score --total -f json score/short.rec dice-golf/complete.rec yacht/complete.rec dice-golf/tie.rec dice-golf/complete.rec; rongo-score --hint -f json $T/h.rec yacht/complete.rec; rongo-apply -p -f json score/short.rec yacht/complete.rec; } | python3 -c 'import json, sys; d = [json.loads(l) for l in sys.stdin]; print(len(d)); print(d[1]["status"], d[1]["winner"], d[2]["tags"]["Round"], d[2]["turns"][1]["category"]); print(d[3]["tags"]["White"], d[3]["turns"][-1]); print([(p["name"], p["win_rate"], p["mean"]) for p in d[5]["players"]])'
>>> status 0
>>> stdout
10
finished Ann 0x1F None
Ana {'player': 'Ana', 'score': 50, 'total': 75, 'actions': ['score g2-c2']}
[('Ann', 1.0, 5.0), ('Bob', 0.333, 5.67), ('Cy', 0.0, 4.0)]

### and each JSON document is its YAML document as data: the score
### documents, the totals, the hints and the states
$ printf '[Game "yacht"]\n[Players "Ann, Bob"]\n\nAnn: roll 66633 score full-house\nBob: roll 12345\n' > $T/h.rec; printf '[Game "yacht"]\n[Players "Ann"]\n\n' > $T/e.rec; for a in 'score/short.rec yacht/complete.rec score/tags.rec hanga-tanga/complete.rec score/two-lines.yaml' '--total score/short.rec dice-golf/complete.rec yacht/complete.rec dice-golf/tie.rec' "--hint $T/h.rec $T/e.rec yacht/complete.rec"; do rongo-score -f yaml $a > $T/y; rongo-score -f json $a > $T/j; python3 -c 'import json, sys, yaml; y = list(yaml.safe_load_all(open(sys.argv[1]))); j = [json.loads(l) for l in open(sys.argv[2])]; print(len(y), len(j), y == j)' $T/y $T/j; done; for f in yaml json; do rongo-apply -p -f $f -m 'Ann: roll 66655 keep 666' score/short.rec > $T/1.$f; rongo-apply -p -f $f yacht/complete.rec > $T/2.$f; done; python3 -c 'import json, sys, yaml; y = [yaml.safe_load(open(f)) for f in sys.argv[1:3]]; j = [json.loads(open(f).read()) for f in sys.argv[3:5]]; print(len(y), len(j), y == j)' $T/1.yaml $T/2.yaml $T/1.json $T/2.json
>>> status 0
>>> stdout
5 5 True
2 2 True
3 3 True
2 2 True

### a format that is not one: text, yaml or json
$ rongo-score -f xml score/short.rec
>>> status 2
>>> stderr
rongo-score: error: unknown format 'xml': use text, yaml or json

### a write error of -f json: status 2
$ rongo-score -f json score/short.rec > /dev/full
>>> status 2
>>> stderr
rongo-score: error: write error: No space left on device
