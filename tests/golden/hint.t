# rongo-score --category all and --hint: every category of a card, or
# those open to the player due, with their points, best first, equal
# points in the card's order.  Points worked out by hand from the
# rules in rongo-games(7).

### Yacht's card for 66633: full house and chance are the total (24),
### sixes 18, threes 6, the rest nothing
$ rongo-score -g yacht --category all 66633
>>> status 0
>>> stdout
full-house       24
chance           24
sixes            18
threes           6
ones             0
twos             0
fours            0
fives            0
little-straight  0
big-straight     0
four-of-a-kind   0
yacht            0

### several operands, a blank line between; 66666 scores yacht 50,
### sixes and chance 30, four-of-a-kind 24 (the four dice of a kind)
$ rongo-score -g yacht -c all 12345 66666 | head -n 3; rongo-score -g yacht -c all 12345 66666 | sed -n '13,16p'
>>> status 0
>>> stdout
little-straight  30
chance           15
fives            5

yacht            50
sixes            30
chance           30

### Yahtzee, without its official rules: five of a kind is no full house
$ rongo-score -g yahtzee -c all 22222 | head -n 5
>>> status 0
>>> stdout
yahtzee          50
twos             10
three-of-a-kind  10
four-of-a-kind   10
chance           10

### bad dice are reported where they are, and the others still scored
$ rongo-score -g yacht -c all 66a 11111 | head -n 1
>>> status 0
>>> stdout
yacht            50
>>> stderr
rongo-score: <dice 1>:1:3: error: dice are digits from 1 to 6
66a
  ^

### the card needs as many dice as the game throws
$ rongo-score -g yacht --category all 6663
>>> status 1
>>> stderr
rongo-score: <dice 1>:1:1: error: a category takes 5 dice, not 4
6663
^

### --hint: Bob's 12345 after Ann's full house, every box still open to him
$ printf '[Game "yacht"]\n[Players "Ann, Bob"]\n\nAnn: roll 66633 score full-house\nBob: roll 12345\n' | rongo-score --hint
>>> status 0
>>> stdout
little-straight  30
chance           15
fives            5
fours            4
threes           3
twos             2
ones             1
sixes            0
big-straight     0
full-house       0
four-of-a-kind   0
yacht            0

### --hint leaves out the boxes the player due has filled
$ printf '[Game "yacht"]\n[Players "Ann"]\n\nAnn: roll 66633 score full-house\nAnn: roll 66655\n' | rongo-score --hint | head -n 3
>>> status 0
>>> stdout
chance           28
sixes            18
fives            10

### official Yahtzee: a second yahtzee adds 100 and, as a joker, must go
### in its own upper box while that is empty (5 x 5 + 100)
$ printf '[Game "yahtzee"]\n[Players "Ann"]\n[Variant "official"]\n\nAnn: roll 66666 score yahtzee\nAnn: roll 55555\n' | rongo-score --hint
>>> status 0
>>> stdout
fives  125

### that box filled, the joker goes in the lower section: the straights
### score 40 and 30, the others the total 25, each with the 100
$ printf '[Game "yahtzee"]\n[Players "Ann"]\n[Variant "official"]\n\nAnn: roll 66666 score yahtzee\nAnn: roll 55555 score fives\nAnn: roll 55555\n' | rongo-score --hint
>>> status 0
>>> stdout
large-straight   140
small-straight   130
three-of-a-kind  125
four-of-a-kind   125
full-house       125
chance           125

### an upper box that brings the 35 bonus counts it: threes 9 takes
### the upper total from 54 to 63 (Yahtzee)
$ printf '[Game "yahtzee"]\n[Players "Ann"]\n\nAnn: roll 11166 score ones\nAnn: roll 22266 score twos\nAnn: roll 44455 score fours\nAnn: roll 55566 score fives\nAnn: roll 66613 score sixes\nAnn: roll 33312\n' | rongo-score --hint | head -n 1
>>> status 0
>>> stdout
threes           44

### nothing before the turn's first throw, nor once the game is over
$ printf '[Game "yacht"]\n[Players "Ann"]\n\n' | rongo-score --hint; rongo-score --hint yacht/complete.rec; echo done
>>> status 0
>>> stdout
done

### YAML: the player due and the list, one document a record
$ printf '[Game "yacht"]\n[Players "Ann, Bob"]\n\nAnn: roll 66633 score full-house\nBob: roll 12345\n' > $T/h.rec; printf '[Game "yacht"]\n[Players "Ann"]\n\n' > $T/e.rec; rongo-score --hint -f yaml $T/h.rec $T/e.rec | head -n 7; rongo-score --hint -f yaml $T/h.rec $T/e.rec | tail -n 4
>>> status 0
>>> stdout
record: 1
player: Bob
hints:
  - category: little-straight
    points: 30
  - category: chance
    points: 15
---
record: 1
player: null
hints: []

### --hint is for the games with a score card
$ rongo-score --hint pig/complete.rec
>>> status 1
>>> stderr
rongo-score: pig/complete.rec:1:1: error: --hint is for the games with a score card, Yacht, Yahtzee, General and Crag, not Pig
[Game "pig"]
^

### --hint goes with neither --total nor --category
$ rongo-score --hint --total yacht/complete.rec; rongo-score -g yacht -c all --hint 66633
>>> status 2
>>> stderr
rongo-score: error: --hint and --total cannot be used together
rongo-score: error: --category scores dice operands: it takes neither --hint nor --total

### the YAML of --hint reads back with PyYAML, names that look like
### other types included
$ printf '[Game "yacht"]\n[Players "No, 1e3"]\n\nNo: roll 66633 score chance\n1e3: roll 12345\n' | rongo-score --hint -f yaml | /usr/bin/python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(repr(d["player"]), d["record"], d["hints"][0])'
>>> status 0
>>> stdout
'1e3' 1 {'category': 'little-straight', 'points': 30}

### --hint and --category all to a full disk or a closed output: status 2
$ printf '[Game "yacht"]\n[Players "Ann, Bob"]\n\nAnn: roll 66633 score full-house\nBob: roll 12345\n' > $T/h.rec; rongo-score --hint $T/h.rec > /dev/full; echo "status $?"; rongo-score -g yacht -c all 66633 >&-; echo "status $?"
>>> status 0
>>> stdout
status 2
status 2
>>> stderr
rongo-score: error: write error: No space left on device
rongo-score: error: write error: Bad file descriptor
