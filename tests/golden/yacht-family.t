# Yacht, Yahtzee and General (the yacht family) through the programs.
# Every total, sheet and diagnostic below was worked out by hand from
# RULINGS.md ("Dice games") and the rulings in rongo-games(7); the
# fixtures' comments give the sums.

### a whole game of Yacht: finished
$ rongo-validate -v yacht/complete.rec
>>> status 0
>>> stdout
yacht/complete.rec: record 1: yacht, 24 turns, finished

### the same game in YAML
$ rongo-validate -v yacht/complete.yaml
>>> status 0
>>> stdout
yacht/complete.yaml: record 1: yacht, 24 turns, finished

### the YAML record and the notation one are the same game
$ rongo-apply -f yaml yacht/complete.yaml >$T/a && rongo-apply -f yaml yacht/complete.rec | grep -v '^comments:' >$T/b && cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
same

### an unfinished game, under an alias
$ rongo-validate -v yacht/unfinished.rec
>>> status 0
>>> stdout
yacht/unfinished.rec: record 1: yacht, 4 turns, unfinished

### canonical form: each throw and keep written together, one turn a line, the game's id
$ rongo-apply yacht/lenient.rec
>>> status 0
>>> stdout
[Game "yacht"]
[Players "Ann, Bob"]

Ann: roll 66633 keep 666 roll 46 keep 6 roll 6 score yacht
Bob: roll 12345 score little-straight
Ann: roll 12345

### the same as YAML
$ rongo-apply -f yaml yacht/lenient.rec
>>> status 0
>>> stdout
game: yacht
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 66633", "keep 666", "roll 46", "keep 6", "roll 6", "score yacht"]}
- {player: Bob, actions: ["roll 12345", "score little-straight"]}
- {player: Ann, actions: ["roll 12345"]}

### --strict refuses dice written apart
$ rongo-validate --strict yacht/lenient.rec
>>> status 1
>>> stderr
rongo-validate: yacht/lenient.rec:4:6: error: turn 1 (Ann): 'roll 6 6 6 3 3' is not canonical (--strict): write 'roll 66633'
Ann: roll 6 6 6 3 3 keep 6 6 6, roll 4 6; keep 6
     ^~~~~~~~~~~~~~

### the sheet of a finished game
$ rongo-render-ascii yacht/complete.rec
>>> status 0
>>> stdout
Yacht, after turn 24
                  Ann   Bob
ones                3     4
twos                8     6
threes              9     3
fours              20     4
fives              15     0
sixes               6    30
upper total        61    47
little-straight    30    30
big-straight       30    30
full-house         17    28
four-of-a-kind     16    12
chance             23    17
yacht              50    50
lower total       166   167
total             227   214
Finished: Ann wins with 227.

### the sheet in the middle of a turn
$ rongo-render-ascii yacht/unfinished.rec
>>> status 0
>>> stdout
Yacht, turn 4
                  Ann   Bob
ones                .     .
twos                .     .
threes              .     .
fours               .     .
fives               .     .
sixes               .     .
upper total         0     0
little-straight     .    30
big-straight        .     .
full-house         24     .
four-of-a-kind      .     .
chance              .     .
yacht              50     .
lower total        74    30
total              74    30
Bob to play: 2 of 3 throws, set aside 1111, last throw 2.

### the sheet at the start
$ rongo-render-ascii --ply 0 yacht/unfinished.rec
>>> status 0
>>> stdout
Yacht, start
                  Ann   Bob
ones                .     .
twos                .     .
threes              .     .
fours               .     .
fives               .     .
sixes               .     .
upper total         0     0
little-straight     .     .
big-straight        .     .
full-house          .     .
four-of-a-kind      .     .
chance              .     .
yacht               .     .
lower total         0     0
total               0     0
Ann to play.

### a throw of the wrong number of dice
$ rongo-validate yacht/wrong-count.rec
>>> status 1
>>> stderr
rongo-validate: yacht/wrong-count.rec:4:31: error: turn 1 (Ann): 'roll 461': only 2 dice are left to throw, not 3
Ann: roll 66633 keep 666 roll 461 score chance
                              ^~~

### a first throw of four dice
$ rongo-validate yacht/first-count.rec
>>> status 1
>>> stderr
rongo-validate: yacht/first-count.rec:4:6: error: turn 1 (Ann): 'roll 6663': a throw is of 5 dice, not 4
Ann: roll 6663
     ^~~~

### a keep of a die not thrown
$ rongo-validate yacht/keep-missing.rec
>>> status 1
>>> stderr
rongo-validate: yacht/keep-missing.rec:4:22: error: turn 1 (Ann): 'keep 664': there is no 4 left in the last throw to keep
Ann: roll 66633 keep 664 score chance
                     ^~~

### kept dice are no longer in the last throw
$ rongo-validate yacht/keep-twice.rec
>>> status 1
>>> stderr
rongo-validate: yacht/keep-twice.rec:5:30: error: turn 1 (Ann): 'keep 666': there is only 1 die showing 6 left in the last throw to keep
Ann: roll 66633 keep 66 keep 666
                             ^~~

### a keep before any throw
$ rongo-validate yacht/keep-first.rec
>>> status 1
>>> stderr
rongo-validate: yacht/keep-first.rec:4:6: error: turn 1 (Ann): 'keep 666': nothing has been thrown yet: roll first
Ann: keep 666
     ^~~~

### a score before any throw
$ rongo-validate yacht/score-first.rec
>>> status 1
>>> stderr
rongo-validate: yacht/score-first.rec:4:6: error: turn 1 (Ann): 'score chance': nothing has been thrown yet: roll first
Ann: score chance
     ^~~~~

### a category used twice
$ rongo-validate yacht/used-twice.rec
>>> status 1
>>> stderr
rongo-validate: yacht/used-twice.rec:6:23: error: turn 3 (Ann): 'score full-house': full-house is already scored
Ann: roll 55522 score full-house
                      ^~~~~~~~~~

### a fourth throw
$ rongo-validate yacht/fourth-throw.rec
>>> status 1
>>> stderr
rongo-validate: yacht/fourth-throw.rec:4:39: error: turn 1 (Ann): 'roll 12345': a fourth throw is not allowed: score a category
Ann: roll 12345 roll 12345 roll 12345 roll 12345 score chance
                                      ^~~~

### a throw with all five dice set aside
$ rongo-validate yacht/all-kept.rec
>>> status 1
>>> stderr
rongo-validate: yacht/all-kept.rec:4:28: error: turn 1 (Ann): 'roll 6': all five dice are set aside: score a category, or release dice to throw them again
Ann: roll 12345 keep 12345 roll 6
                           ^~~~

### an unknown category
$ rongo-validate yacht/unknown-category.rec
>>> status 1
>>> stderr
rongo-validate: yacht/unknown-category.rec:4:23: error: turn 1 (Ann): 'score fullhouse': unknown category 'fullhouse': yacht has ones, twos, threes, fours, fives, sixes, little-straight, big-straight, full-house, four-of-a-kind, chance, yacht: did you mean 'full-house'?
Ann: roll 66633 score fullhouse
                      ^~~~~~~~~

### score takes one category
$ rongo-validate yacht/score-two.rec
>>> status 1
>>> stderr
rongo-validate: yacht/score-two.rec:4:34: error: turn 1 (Ann): 'score full-house chance': score takes one category
Ann: roll 66633 score full-house chance
                                 ^~~~~~

### an action Yacht does not have
$ rongo-validate yacht/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: yacht/unknown-action.rec:4:17: error: turn 1 (Ann): 'roll 66633 stop': 'stop' is neither dice nor an action (roll, keep, release, score)
Ann: roll 66633 stop
                ^~~~

### an action the family does not have, opening a turn: the game's name and the family's verbs
$ rongo-validate general/unknown-start.rec
>>> status 1
>>> stderr
rongo-validate: general/unknown-start.rec:4:6: error: turn 1 (Ann): 'rol 66633': unknown action 'rol': General has roll, keep, release and score: did you mean 'roll'?
Ann: rol 66633 score general
     ^~~

### a die that is not 1 to 6
$ rongo-validate yacht/not-dice.rec
>>> status 1
>>> stderr
rongo-validate: yacht/not-dice.rec:4:13: error: turn 1 (Ann): 'roll 66073': '66073' is not dice: write each die as a digit from 1 to 6
Ann: roll 66073
            ^

### a turn out of turn
$ rongo-validate yacht/out-of-turn.rec
>>> status 1
>>> stderr
rongo-validate: yacht/out-of-turn.rec:5:1: error: turn 2 (Ann): it is Bob's turn, not Ann's
Ann: roll 12345 score little-straight
^~~

### a turn before the previous one scored
$ rongo-validate yacht/not-scored.rec
>>> status 1
>>> stderr
rongo-validate: yacht/not-scored.rec:5:1: error: turn 2 (Bob): the turn above is not over: it must score a category
Bob: roll 12345 score little-straight
^~~

### an action after the score
$ rongo-validate yacht/after-score.rec
>>> status 1
>>> stderr
rongo-validate: yacht/after-score.rec:4:34: error: turn 1 (Ann): 'roll 12345': the turn is over: it scored full-house
Ann: roll 66633 score full-house roll 12345
                                 ^~~~

### a turn after every box is filled
$ rongo-validate yacht/after-end.rec
>>> status 1
>>> stderr
rongo-validate: yacht/after-end.rec:18:1: error: turn 13 (Ann): the game is over: every box is filled
Ann: roll 12345 score chance
^~~

### Yacht has no options
$ rongo-validate yacht/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: yacht/unknown-option.rec:3:11: error: bad Variant 'official': Yacht has no option 'official'
[Variant "official"]
          ^~~~~~~~

### a turn of somebody not playing
$ rongo-validate yacht/unknown-player.rec
>>> status 1
>>> stderr
rongo-validate: yacht/unknown-player.rec:4:1: error: 'Cy' is not a player here: the players are Ann, Bob
Cy: roll 66633 score full-house
^~

### Yahtzee alone: 81 above, so the 35 bonus; 326
$ rongo-validate -v yahtzee/complete.rec && rongo-render-ascii yahtzee/complete.rec
>>> status 0
>>> stdout
yahtzee/complete.rec: record 1: yahtzee, 13 turns, finished
Yahtzee, after turn 13
                  Ann
ones                3
twos                8
threes             15
fours              16
fives              15
sixes              24
upper total        81
bonus (63+)        35
three-of-a-kind    17
four-of-a-kind     22
full-house         25
small-straight     30
large-straight     40
yahtzee            50
chance             26
lower total       210
total             326
Finished: Ann wins with 326.

### 62 in ones to sixes: the bonus box takes 0
$ rongo-render-ascii yahtzee/bonus-62.rec
>>> status 0
>>> stdout
Yahtzee, after turn 6
                  Ann
ones                4
twos                8
threes             12
fours              16
fives              10
sixes              12
upper total        62
bonus (63+)         0
three-of-a-kind     .
four-of-a-kind      .
full-house          .
small-straight      .
large-straight      .
yahtzee             .
chance              .
lower total         0
total              62
Ann to play.

### official: 100 bonuses and jokers
$ rongo-validate -v yahtzee/official.rec && rongo-render-ascii yahtzee/official.rec
>>> status 0
>>> stdout
yahtzee/official.rec: record 1: yahtzee, 7 turns, unfinished
Yahtzee (official), after turn 7
                  Ann   Bob
ones                .     .
twos                .    10
threes             15     .
fours              20     .
fives               .     .
sixes               .     .
upper total        35    10
bonus (63+)         .     .
three-of-a-kind     .     .
four-of-a-kind      .     .
full-house         25     .
small-straight      .    30
large-straight      .     .
yahtzee            50     0
chance              .     .
yahtzee bonus     300     .
lower total       375    30
total             410    40
Bob to play.

### without official, five of a kind is no full house
$ rongo-render-ascii yahtzee/not-official.rec
>>> status 0
>>> stdout
Yahtzee, after turn 2
                  Ann
ones                .
twos                .
threes              .
fours               .
fives               .
sixes               .
upper total         0
bonus (63+)         .
three-of-a-kind     .
four-of-a-kind      .
full-house          0
small-straight      .
large-straight      .
yahtzee            50
chance              .
lower total        50
total              50
Ann to play.

### official: a yahtzee goes in its upper box while it is open
$ rongo-validate yahtzee/joker-upper.rec
>>> status 1
>>> stderr
rongo-validate: yahtzee/joker-upper.rec:7:23: error: turn 2 (Ann): 'score chance': joker rule: a yahtzee of 4s goes in fours while it is open
Ann: roll 44444 score chance
                      ^~~~~~

### official: then in a lower box before an upper one
$ rongo-validate yahtzee/joker-lower.rec
>>> status 1
>>> stderr
rongo-validate: yahtzee/joker-lower.rec:9:23: error: turn 3 (Ann): 'score twos': joker rule: a yahtzee goes in an open lower box before an upper one
Ann: roll 44444 score twos
                      ^~~~

### an unknown Yahtzee option
$ rongo-validate yahtzee/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: yahtzee/unknown-option.rec:3:20: error: bad Variant 'official joker': Yahtzee has no option 'joker'
[Variant "official joker"]
                   ^~~~~

### a whole game of General
$ rongo-validate -v general/complete.rec && rongo-render-ascii general/complete.rec
>>> status 0
>>> stdout
general/complete.rec: record 1: general, 22 turns, finished
General, after turn 22
                 Ann   Bob
ones               4     2
twos               6     4
threes             9     9
fours              8    12
fives             25    15
sixes             12    18
upper total       64    60
straight          25    20
full-house        35    30
four-of-a-kind    45    40
chance            20    18
general           60    60
lower total      185   168
total            249   228
Finished: Ann wins with 249.

### a general on the first throw wins at once
$ rongo-validate -v general/big-general.rec && rongo-render-ascii general/big-general.rec
>>> status 0
>>> stdout
general/big-general.rec: record 1: general, 2 turns, finished
General, after turn 2
                 Ann   Bob
ones               .     .
twos               .     .
threes             .     .
fours              .     .
fives              .     .
sixes              .     .
upper total        0     0
straight          25     .
full-house         .     .
four-of-a-kind     .     .
chance             .     .
general            .   win
lower total       25     0
total             25     0
Finished: Bob wins with a general on the first throw.

### and nothing follows it
$ rongo-validate general/after-win.rec
>>> status 1
>>> stderr
rongo-validate: general/after-win.rec:7:1: error: turn 3 (Ann): the game is over: a general on the first throw wins at once
Ann: roll 12345 score chance
^~~

### first-throw values: kept after one throw still counts; a general in sixes is 30
$ rongo-render-ascii general/first-throw.rec
>>> status 0
>>> stdout
General, after turn 2
                 Ann
ones               .
twos               .
threes             .
fours              .
fives              .
sixes             30
upper total       30
straight           .
full-house        35
four-of-a-kind     .
chance             .
general            .
lower total       35
total             65
Ann to play.

### 1-2-3-4-6 is no straight; the box then takes no other
$ rongo-validate general/bad-straight.rec
>>> status 1
>>> stderr
rongo-validate: general/bad-straight.rec:7:23: error: turn 2 (Ann): 'score straight': straight is already scored
Ann: roll 12345 score straight
                      ^~~~~~~~

### rongo-score --category: the points of five dice
$ rongo-score -g yacht --category full-house 66633 66666 6,6,6,3,3
>>> status 0
>>> stdout
24
0
24

### --category for each game
$ rongo-score -g yahtzee --category small-straight 12346 && rongo-score -g generala --category straight 13456 && rongo-score -g general --category general 44444
>>> status 0
>>> stdout
30
20
60


### release: dice set aside taken back and thrown again later in the turn
### (fixtures/yacht/release.rec gives the working), in every game of the
### family
$ rongo-validate -v yacht/release.rec general/release.rec
>>> status 0
>>> stdout
yacht/release.rec: record 1: yacht, 4 turns, unfinished
general/release.rec: record 1: general, 5 turns, finished

### release written canonically: the dice together, as written
$ rongo-apply yacht/release.rec | tail -n 4
>>> status 0
>>> stdout
Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score yacht
Bob: roll 12344 keep 1234 release 43 roll 563 score chance
Ann: roll 55512 keep 555 release 5 keep 5 roll 34 score fives
Bob: roll 11111 keep 11 release 1

### release in YAML, and back to the same notation
$ rongo-apply -f yaml yacht/release.rec | grep -v '^comments:'; rongo-apply -f yaml yacht/release.rec | rongo-apply -f notation >$T/a; rongo-apply yacht/release.rec >$T/b; cmp $T/a $T/b && echo same
>>> status 0
>>> stdout
game: yacht
players: [Ann, Bob]
turns:
- {player: Ann, actions: ["roll 66633", "keep 666", "roll 45", "release 6", "roll 666", "score yacht"]}
- {player: Bob, actions: ["roll 12344", "keep 1234", "release 43", "roll 563", "score chance"]}
- {player: Ann, actions: ["roll 55512", "keep 555", "release 5", "keep 5", "roll 34", "score fives"]}
- {player: Bob, actions: ["roll 11111", "keep 11", "release 1"]}
same

### the sheet: Bob's released die on the status line
$ rongo-render-ascii yacht/release.rec
>>> status 0
>>> stdout
Yacht, turn 4
                  Ann   Bob
ones                .     .
twos                .     .
threes              .     .
fours               .     .
fives              15     .
sixes               .     .
upper total        15     0
little-straight     .     .
big-straight        .     .
full-house          .     .
four-of-a-kind      .     .
chance              .    17
yacht              50     .
lower total        50    17
total              65    17
Bob to play: 1 of 3 throws, set aside 1, released 1, last throw 111.

### --next after a release: the released die and the three left, four dice
$ rongo-roll --next yacht/release.rec | tail -n 1 | sed -E 's/(roll )[1-6]{4}$/\1dddd/'
>>> status 0
>>> stdout
Bob: roll 11111 keep 11 release 1 roll dddd

### -l after a release lists Bob's choices: keeps of the four 1s not
### set aside (the three left of the throw and the one released), the
### release of the one set aside, the throw of those four dice, their
### faces still to come, and Bob's 11 open categories (chance is filled)
$ rongo-apply -l yacht/release.rec
>>> status 0
>>> stdout
Bob: keep 1111
Bob: keep 111
Bob: keep 11
Bob: keep 1
Bob: release 1
Bob: roll ????
Bob: score ones
Bob: score twos
Bob: score threes
Bob: score fours
Bob: score fives
Bob: score sixes
Bob: score little-straight
Bob: score big-straight
Bob: score full-house
Bob: score four-of-a-kind
Bob: score yacht

### -m takes a listed line: with the 1 set aside released too, nothing
### is set aside, so no release, and the throw is of all five dice
$ rongo-apply -l -m 'Bob: release 1' yacht/release.rec | sed -n '1,7p'
>>> status 0
>>> stdout
Bob: keep 11111
Bob: keep 1111
Bob: keep 111
Bob: keep 11
Bob: keep 1
Bob: roll ?????
Bob: score ones

### the throw as -l lists it is refused: its dice are not thrown yet
### (-m's line goes on with Bob's turn, the fourth)
$ rongo-apply -m 'Bob: roll ????' yacht/release.rec
>>> status 1
>>> stderr
rongo-apply: -m:1:11: error: yacht/release.rec record 1: turn 4 (Bob): 'roll ????': '????' stands for dice not yet thrown: rongo-roll --next throws them
Bob: roll ????
          ^~~~

### -l at a new turn: only its first throw, one line for the five dice
$ head -n 5 yacht/lenient.rec | rongo-apply -l
>>> status 0
>>> stdout
Bob: roll ?????

### -l after the third throw: keeps and categories, no release, no throw
$ rongo-apply -l -m 'Bob: roll 1111 roll 2222' yacht/release.rec
>>> status 0
>>> stdout
Bob: keep 2222
Bob: keep 222
Bob: keep 22
Bob: keep 2
Bob: score ones
Bob: score twos
Bob: score threes
Bob: score fours
Bob: score fives
Bob: score sixes
Bob: score little-straight
Bob: score big-straight
Bob: score full-house
Bob: score four-of-a-kind
Bob: score yacht

### Yahtzee, official: Bob's 22222 with his yahtzee box holding 0 and
### his twos filled is a joker, so -l lists only his open lower boxes
### (small-straight is filled too), none of the upper ones
$ rongo-apply -l -m 'Bob: roll 22222' yahtzee/official.rec
>>> status 0
>>> stdout
Bob: keep 22222
Bob: keep 2222
Bob: keep 222
Bob: keep 22
Bob: keep 2
Bob: roll ?????
Bob: score three-of-a-kind
Bob: score four-of-a-kind
Bob: score full-house
Bob: score large-straight
Bob: score chance

### General: 6666 set aside after one throw: the keep of the 6 left,
### the releases, the throw of one die and Ann's 9 open boxes (sixes and
### full-house are filled); once her general of that one throw is
### scored she has won, and -l lists nothing
$ rongo-apply -l -m 'Ann: roll 66666 keep 6666' general/first-throw.rec; rongo-apply -l -m 'Ann: roll 66666 keep 6666 score general' general/first-throw.rec
>>> status 0
>>> stdout
Ann: keep 6
Ann: release 6666
Ann: release 666
Ann: release 66
Ann: release 6
Ann: roll ?
Ann: score ones
Ann: score twos
Ann: score threes
Ann: score fours
Ann: score fives
Ann: score straight
Ann: score four-of-a-kind
Ann: score chance
Ann: score general

### General: a release throws nothing, so the first-throw values and the
### general's win stand; a released die thrown again is a second throw
$ rongo-score general/release.rec
>>> status 0
>>> stdout
general/release.rec: record 1: general, finished
  turn  player  score  total
     1  Ann        25     25
     2  Bob        20     20
     3  Ann        30     55
     4  Bob        45     65
     5  Ann         0     55
  standings
     1  Bob        65
     2  Ann        55
  winner: Ann (a general on the first throw wins at once)

### a release of a die not set aside
$ rongo-validate yacht/release-missing.rec
>>> status 1
>>> stderr
rongo-validate: yacht/release-missing.rec:5:34: error: turn 1 (Ann): 'release 3': there is no 3 set aside to release
Ann: roll 66633 keep 666 release 3
                                 ^

### a release of more dice than are set aside: the caret on the first too
### many
$ rongo-validate yacht/release-count.rec
>>> status 1
>>> stderr
rongo-validate: yacht/release-count.rec:5:37: error: turn 1 (Ann): 'release 6 6 6': only 2 dice are set aside to release, not 3
Ann: roll 66633 keep 66 release 6 6 6
                                    ^

### a release with nothing set aside
$ rongo-validate yacht/release-nothing.rec
>>> status 1
>>> stderr
rongo-validate: yacht/release-nothing.rec:5:17: error: turn 1 (Ann): 'release 6': nothing is set aside to release: keep sets dice aside
Ann: roll 66633 release 6
                ^~~~~~~

### a release after the third throw
$ rongo-validate yacht/release-late.rec
>>> status 1
>>> stderr
rongo-validate: yacht/release-late.rec:5:48: error: turn 1 (Ann): 'release 5': no throw is left to throw released dice again: the turn has made its 3 throws; score a category
Ann: roll 66633 keep 666 roll 45 keep 5 roll 2 release 5
                                               ^~~~~~~

### -p: the state for scripts: the turn's throws, no points (a turn
### scores at once, it keeps no running total), the dice showing (the
### rest of the last throw, then any released), those set aside, and the
### open categories of the player due in the card's order.  Yacht,
### unfinished.rec: Bob rolled 11111, set 1111 aside and threw the fifth
### die again, a 2: his second throw, 2 showing, 1111 aside; his only box
### filled is little-straight (30); Ann has yacht 50 and full-house 66633
### (6+6+6+3+3 = 24): 74.  Once over (complete.rec): nobody due, no
### throw, nothing showing or aside, no box open; Ann 227, Bob 214 (the
### comment of complete.rec).  Bob's open boxes: every one but
### little-straight, in the card's order
$ rongo-apply -p yacht/unfinished.rec; rongo-apply -p yacht/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 2
showing: 2
aside: 1111
open: ones twos threes fours fives sixes big-straight full-house four-of-a-kind chance yacht
totals: Ann 74, Bob 30
player: none
throw: 0
showing:
aside:
open:
totals: Ann 227, Bob 214

### -p -f yaml after a release (release.rec): Bob threw 11111 once, set
### 11 aside and released one of them: 111 left of the throw and the 1
### released showing, one 1 aside; chance (17) is his only box filled,
### so 11 are open; Ann 50 + 15 = 65.  Read back by PyYAML
$ rongo-apply -p -f yaml yacht/release.rec; rongo-apply -p -f yaml yacht/release.rec | python3 -c 'import sys, yaml; d = yaml.safe_load(sys.stdin); print(d["throw"], d["showing"], d["aside"], len(d["open"]), d["open"][-1], d["totals"][1]["score"])'
>>> status 0
>>> stdout
game: yacht
player: Bob
throw: 1
showing: [1, 1, 1, 1]
aside: [1]
open: [ones, twos, threes, fours, fives, sixes, little-straight, big-straight, full-house, four-of-a-kind, yacht]
totals:
  - {name: Ann, score: 65}
  - {name: Bob, score: 17}
1 [1, 1, 1, 1] [1] 11 yacht 17

### -p, Yahtzee official (official.rec): Bob due, his turn not begun:
### no throw, no dice; his yahtzee (0), twos (10) and small-straight
### (30, a joker) filled, 10 open; Ann 50 + 20 + 25 + 15 + 300 = 410,
### Bob 40.  Once over (complete.rec, Ann alone): 326, nothing open
$ rongo-apply -p yahtzee/official.rec; rongo-apply -p yahtzee/complete.rec
>>> status 0
>>> stdout
player: Bob
throw: 0
showing:
aside:
open: ones threes fours fives sixes three-of-a-kind four-of-a-kind full-house large-straight chance
totals: Ann 410, Bob 40
player: none
throw: 0
showing:
aside:
open:
totals: Ann 326

### -p -f yaml, Yahtzee official: Bob throws 66651, sets 666 aside and
### throws the other two again, 43: his second throw, 43 showing, 666
### aside, the same 10 boxes open
$ rongo-apply -p -f yaml -m 'Bob: roll 66651 keep 666 roll 43' yahtzee/official.rec
>>> status 0
>>> stdout
game: yahtzee
player: Bob
throw: 2
showing: [4, 3]
aside: [6, 6, 6]
open: [ones, threes, fours, fives, sixes, three-of-a-kind, four-of-a-kind, full-house, large-straight, chance]
totals:
  - {name: Ann, score: 410}
  - {name: Bob, score: 40}

### -p, General (release.rec without its last line): Ann throws 22222,
### sets all five aside and releases two: one throw, nothing left of it,
### the 22 released showing and 222 aside; her straight (25) and
### full-house (30) filled, 9 open; Bob 20 + 45 = 65.  Once the general
### of that one throw is scored (the whole of release.rec) she has won:
### nobody due, nothing showing, aside or open (Bob's boxes are not
### his to fill any more); her general box holds no points: Ann 55
$ head -n 15 general/release.rec | rongo-apply -p -m 'Ann: roll 22222 keep 22222 release 22'; rongo-apply -p general/release.rec
>>> status 0
>>> stdout
player: Ann
throw: 1
showing: 22
aside: 222
open: ones twos threes fours fives sixes four-of-a-kind chance general
totals: Ann 55, Bob 65
player: none
throw: 0
showing:
aside:
open:
totals: Ann 55, Bob 65

### -p -f yaml, General (complete.rec under its alias generala, after
### Ann's first turn, a straight of one throw, 25): Bob throws 13456 and
### sets 3456 aside, the 1 showing, every box of his open; the game's id
### is general.  Once over: Ann 249, Bob 228 (the comment of
### complete.rec)
$ head -n 7 general/complete.rec | rongo-apply -p -f yaml -m 'Bob: roll 13456 keep 3456'; rongo-apply -p -f yaml general/complete.rec
>>> status 0
>>> stdout
game: general
player: Bob
throw: 1
showing: [1]
aside: [3, 4, 5, 6]
open: [ones, twos, threes, fours, fives, sixes, straight, full-house, four-of-a-kind, chance, general]
totals:
  - {name: Ann, score: 25}
  - {name: Bob, score: 0}
game: general
player: null
throw: 0
showing: []
aside: []
open: []
totals:
  - {name: Ann, score: 249}
  - {name: Bob, score: 228}
