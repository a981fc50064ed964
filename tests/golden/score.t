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
  - {player: Ann, score: 24, total: 24}
  - {player: Bob, score: 30, total: 30}
  - {player: Ann, score: 16, total: 40}
  - {player: Bob, score: 50, total: 80}

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

### --total adds up the records per player: Ann 40 + 227, Bob 80 + 214
$ rongo-score --total score/short.rec yacht/complete.rec
>>> status 0
>>> stdout
total over 2 records
     1  Bob       294  0 wins
     2  Ann       267  1 win

### --total in YAML
$ rongo-score --total -f yaml score/short.rec score/short.rec
>>> status 0
>>> stdout
records: 2
players:
  - name: Ann
    score: 80
    wins: 0
    rank: 2
  - name: Bob
    score: 160
    wins: 0
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
