# The worked examples of the rule pages, where they agree with the
# rules, replayed and scored: each value is the page's own.

### Yacht: 66633, keep 666, 46, keep 6, 6: a yacht, 50
$ rongo-score -f yaml examples/yacht-turn.rec | grep -A2 '^players'
>>> status 0
>>> stdout
players:
  - name: Ann
    score: 50

### Yacht: four of a kind 6 6 6 6 2 scores the four, 24
$ rongo-score -g yacht --category four-of-a-kind 66662
>>> status 0
>>> stdout
24

### Ten Thousand: 200, then 700 more, then a scoreless throw: 0
$ rongo-score examples/tenk-farkle.rec | sed -n 3p
>>> status 0
>>> stdout
     1  Ann         0      0

### the same turn stopped before the last throw: 900
$ rongo-score examples/tenk-bank.rec | sed -n 3p
>>> status 0
>>> stdout
     1  Ann       900    900

### combinations count within one throw only: 100 + 200, not 1000
$ rongo-score examples/tenk-one-throw.rec | sed -n 3p
>>> status 0
>>> stdout
     1  Ann       300    300
