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
