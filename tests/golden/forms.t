# The forms of every game's moves and actions (--list actions): each
# example a game's table gives is played, as written, in a game that
# reaches a position where it is legal, and the record is the one worked
# out by hand below from notation/*.md and rongo-games(7).  The examples
# are printed in the lists as they stand in lib/games/*.c.  Last, three
# listings, their columns padded by hand to the widest entry.

### Kanga: the drop, Black's first move
$ rongo-apply -n -g kanga -m d4
>>> status 0
>>> stdout
[Game "kanga"]

1. d4
*

### Hanga Roa: every form, the drop after an Ariki went back to hand
# Hanga Roa, from the default start (White: Moai e1, Ariki c1 g1 e3, Mato
# to'a d2 e2 f2; Black the mirror on ranks 9 to 7).
#  1. A c2 d1: the Ariki c1 (the only one that reaches c2) goes to c2 and
#     throws its one stone of White's first move to d1.  P c7: only d8's
#     Mato to'a is next to c7.
#  2. M d1: the Moai's one-step path over the stone on d1, which it takes
#     up.  A e5 a5 i5: the Ariki e7 goes down to e5 and throws a stone to
#     the west edge, a5, and one to the east edge, i5.
#  3. Pd2 d3: d2's and e2's Mato to'a both reach d3, so the origin is
#     written.  P g7: only f8's reaches g7.
#  4. A i1 h1 i2: the Ariki g1 goes to the corner over h1 and throws
#     stones to h1 and i2; h2 is still empty, so it is not enclosed.
#     A h9: the Ariki g9 steps east.
#  5. A h3 h2: the Ariki e3 goes to h3 and throws a stone to h2.  Now
#     every neighbour of the Ariki on i1 (h1, h2, i2) holds a White stone:
#     ringed by its own stones, it goes back to White's hand.  A i8: the
#     Ariki h9 steps south-east.
#  6. A@c1: the Ariki in hand is dropped on c1, empty on the home rank
#     since move 1.
$ rongo-apply -n -g hanga-roa -m "A c2 d1 P c7 M d1 A e5 a5 i5 Pd2 d3 P g7 A i1 h1 i2 A h9 A h3 h2 A i8 A@c1"
>>> status 0
>>> stdout
[Game "hanga-roa"]

1. A c2 d1 P c7
2. M d1 A e5 a5 i5
3. Pd2 d3 P g7
4. A i1 h1 i2 A h9
5. A h3 h2 A i8
6. A@c1
*

### Tang: slides, turns of a quarter and of an eighth, jumps with and without a hit
# Tang, from the default setup.
#  1. d1-d4: W(N) slides 3 north.  b8-b5: B(SW) slides 3 south, its hand
#     pointing at the empty a4.
#  2. f1^d1: f1 W(N,W) points west at e1 W(N,E,W), which points west too:
#     f1 jumps over it to d1, empty since move 1, hitting nothing.
#     h8-h7: B(S) steps south.
#  3. b1-b3: W(N,E) slides 2 north, no turn.  b5-b4: B(SW) steps south;
#     White's b3 keeps its free east hand, Black's b4 its south-west one.
#  4. a1-b2: W(N) steps north-east, pointing at its own b3.  h7-h6.
#  5. b2^b4x: b2 and b3 both point north: b2 jumps over b3 onto b4 and
#     hits Black's piece there; on b4 its hand points at the empty b5.
#     e8-e7: B(S) steps south.
#  6. c1-c2R: the three-hand c1 W(N,E,W) steps north and turns a quarter
#     clockwise, to E,S,N (written N,E,S); no Black piece is next to c2.
#     e7-e6.
#  7. g1-g3r: the one-hand g1 W(NE) slides 2 north, short of its longest
#     slide, and turns an eighth clockwise, to E.
$ rongo-apply -n -g tang -m "d1-d4 b8-b5 f1^d1 h8-h7 b1-b3 b5-b4 a1-b2 h7-h6 b2^b4x e8-e7 c1-c2R e7-e6 g1-g3r"
>>> status 0
>>> stdout
[Game "tang"]

1. d1-d4 b8-b5
2. f1^d1 h8-h7
3. b1-b3 b5-b4
4. a1-b2 h7-h6
5. b2^b4x e8-e7
6. c1-c2R e7-e6
7. g1-g3r
*

### Hanga-Tanga: the roll-off, a reserve die placed, a line scored by its ends
# Hanga-Tanga: notation/hanga-tanga.md's canonical example.  The roll-off
# 3+5 beats 1+6: White moves first; each throws one reserve die and places
# a die (Black's 2 is free, so it places its 1); White's 6 on a3 makes
# a1 a2 a3, 4 5 6, a series it scores.
$ rongo-apply -n -g hanga-tanga -m "White: roll 35" -m "Black: roll 16" -m "White: roll 4 place 4 a1" -m "Black: roll 6 place 6 h8" -m "White: roll 5 place 5 a2" -m "Black: roll 2 place 1 h7" -m "White: roll 6 place 6 a3 score a1-a3"
>>> status 0
>>> stdout
[Game "hanga-tanga"]

White: roll 35
Black: roll 16
White: roll 4 place 4 a1
Black: roll 6 place 6 h8
White: roll 5 place 5 a2
Black: roll 2 place 1 h7
White: roll 6 place 6 a3 score a1-a3

### Hanga-Tanga: a hand die thrown again when the reserve is empty
# After turn 28 of complete.rec White's reserve is empty and its hand 3 6
# (fixtures/hanga-tanga/README): the 3 is thrown again, shows 6 and goes
# on c3; a3 b3 c3 show 4 5 6, and the hand of one die is refilled.
$ rongo-apply --plies 28 -m "White: reroll 3 roll 6 place 6 c3 score a3-c3 roll 4" hanga-tanga/complete.rec
>>> status 0
>>> stdout
[Game "hanga-tanga"]
[White "Ana"]
[Black "Teo"]
[Variant "target=75"]

White: roll 34
Black: roll 52
White: roll 35
Black: roll 16
White: roll 4 place 4 a2
Black: roll 6 place 6 g7
White: roll 4 place 4 b2
Black: roll 6 place 6 h7
White: roll 3 place 3 e3
Black: roll 1 place 1 e4
White: roll 4 place 4 h2
Black: roll 1 place 1 e5
White: roll 3 place 3 e6
Black: roll 2 place 2 b6
White: roll 4 place 4 g2
Black: roll 6 place 6 a7
White: roll 6 place 5 b3
Black: roll 3 place 3 c6
White: roll 4 place 4 a3
Black: roll 5 place 5 b5
White: roll 4 place 4 c2
Black: roll 4 place 4 a5
White: roll 2 place 2 f1
Black: roll 1 place 1 h5
White: roll 6 place 6 d1
Black: roll 2 place 2 c5
White: roll 5 place 5 g1
Black: score g7-a7
White: reroll 3 roll 6 place 6 c3 score a3-c3 roll 4

### Hanga-Tanga: a line named through a square between its ends
# In diagonals.rec White holds a1 b2 c3 d4 e5 and a1 b8 c7 d6 e5: a1-e5
# names the first, north-east, so the south-east one is written with the
# square between, a1-c7-e5 (fixtures/hanga-tanga/README).
$ grep -v '^#' hanga-tanga/diagonals.rec | rongo-apply -m "White: score a1-c7-e5"
>>> status 0
>>> stdout
[Game "hanga-tanga"]
[White "Ana"]
[Black "Teo"]

White: roll 56
Black: roll 12
White: roll 6 place 6 a1
Black: roll 1 place 1 a3
White: roll 2 place 2 e5
Black: roll 2 place 2 a5
White: roll 1 place 1 b2
Black: roll 1 place 1 a7
White: roll 1 place 1 c3
Black: roll 2 place 2 c1
White: roll 1 place 1 d4
Black: roll 2 place 2 c5
White: roll 5 place 5 b8
Black: roll 1 place 1 e1
White: roll 4 place 4 c7
Black: roll 1 place 1 e3
White: roll 3 place 3 d6
Black: roll 1 place 1 e7
White: roll 3 place 3 h2
Black: roll 2 place 2 g1
White: roll 3 place 3 g3
Black: roll 2 place 2 g5
White: roll 3 place 3 f4
Black: roll 3 place 3 h5
White: score a1-c7-e5

### Yacht: keep, release, roll and score
# The Yacht family's turn (notation/yacht-family.md's release): 666 set
# aside, 4 5 thrown, a 6 taken back and thrown with them: 666, so the
# five dice are 66666, the top box of each card.
$ rongo-apply -n -g yacht --players "Ann, Bob" -m "Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score yacht"
>>> status 0
>>> stdout
[Game "yacht"]
[Players "Ann, Bob"]

Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score yacht

### Yahtzee: keep, release, roll and score
$ rongo-apply -n -g yahtzee --players "Ann, Bob" -m "Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score yahtzee"
>>> status 0
>>> stdout
[Game "yahtzee"]
[Players "Ann, Bob"]

Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score yahtzee

### General: keep, release, roll and score
# Three throws: a general, but not one of a single throw, so 60.
$ rongo-apply -n -g general --players "Ann, Bob" -m "Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score general"
>>> status 0
>>> stdout
[Game "general"]
[Players "Ann, Bob"]

Ann: roll 66633 keep 666 roll 45 release 6 roll 666 score general

### Ten Thousand: roll, keep, stop and, with takeover, take
# Ann keeps the 1, then 555, and banks 600.  Bob keeps 1 and 5 (150) and
# his four dice 2 3 4 6 score nothing: the 150 are lost, and Ann takes up
# those four dice, throws a 5 among them, keeps it and banks 200.
$ rongo-apply -n -g ten-thousand --players "Ann, Bob" --variant takeover -m "Ann: roll 123446 keep 1 roll 55523 keep 555 stop" -m "Bob: roll 155432 keep 15 roll 2346" -m "Ann: take roll 5234 keep 5 stop"
>>> status 0
>>> stdout
[Game "ten-thousand"]
[Players "Ann, Bob"]
[Variant "takeover"]

Ann: roll 123446 keep 1 roll 55523 keep 555 stop
Bob: roll 155432 keep 15 roll 2346
Ann: take roll 5234 keep 5 stop

### Pig: two throws, then the turn banked
$ rongo-apply -n -g pig --players "Ann, Bob" -m "Ann: roll 3 roll 4 stop"
>>> status 0
>>> stdout
[Game "pig"]
[Players "Ann, Bob"]

Ann: roll 3 roll 4 stop

### Three or More: a pair kept and the rest thrown, a pair stopped on
# Ann: pairs of 2s and 4s; she keeps the 4s and throws three dice.  Bob: a
# pair of 6s, and he stops.
$ rongo-apply -n -g three-or-more --players "Ann, Bob" -m "Ann: roll 24243 keep 44 roll 413" -m "Bob: roll 62615 stop"
>>> status 0
>>> stdout
[Game "three-or-more"]
[Players "Ann, Bob"]

Ann: roll 24243 keep 44 roll 413
Bob: roll 62615 stop

### Crag: roll, keep and score
# 6 6 kept and a 1 thrown: 13 with a pair, a crag.
$ rongo-apply -n -g crag --players "Ann, Bob" -m "Ann: roll 366 keep 66 roll 1 score crag"
>>> status 0
>>> stdout
[Game "crag"]
[Players "Ann, Bob"]

Ann: roll 366 keep 66 roll 1 score crag

### Drop Dead: the five live dice of a turn's first throw
$ rongo-apply -n -g drop-dead --players "Ann, Bob" -m "Ann: roll 13346"
>>> status 0
>>> stdout
[Game "drop-dead"]
[Players "Ann, Bob"]

Ann: roll 13346

### Chicago: the two dice of round 1
$ rongo-apply -n -g chicago --players "Ann, Bob" -m "Ann: roll 11"
>>> status 0
>>> stdout
[Game "chicago"]
[Players "Ann, Bob"]

Ann: roll 11

### Dice Golf: a pair of 5s ends the hole in one throw
$ rongo-apply -n -g dice-golf --players "Ann, Bob" -m "Ann: roll 552"
>>> status 0
>>> stdout
[Game "dice-golf"]
[Players "Ann, Bob"]

Ann: roll 552

### Sevens: roll, remove and stop
# 5+2 goes, 1 1 1 2 are thrown again; 6+1 goes and Ann stops on 6 6.
$ rongo-apply -n -g sevens --players "Ann, Bob" -m "Ann: roll 521112 remove 52 roll 6166 remove 61 stop"
>>> status 0
>>> stdout
[Game "sevens"]
[Players "Ann, Bob"]

Ann: roll 521112 remove 52 roll 6166 remove 61 stop

### Going to Boston: a turn's three throws, of 3, 2 and 1 dice
$ rongo-apply -n -g going-to-boston --players "Ann, Bob" -m "Ann: roll 653 roll 41 roll 2"
>>> status 0
>>> stdout
[Game "going-to-boston"]
[Players "Ann, Bob"]

Ann: roll 653 roll 41 roll 2

### Around the Spot: a turn's first throw
$ rongo-apply -n -g around-the-spot --players "Ann, Bob" -m "Ann: roll 135"
>>> status 0
>>> stdout
[Game "around-the-spot"]
[Players "Ann, Bob"]

Ann: roll 135

### Plus and Minus: a whole turn of four throws and three keeps
$ rongo-apply -n -g plus-and-minus --players "Ann, Bob" -m "Ann: roll 65221 keep 65 roll 543 keep 3 roll 42 keep 4 roll 5"
>>> status 0
>>> stdout
[Game "plus-and-minus"]
[Players "Ann, Bob"]

Ann: roll 65221 keep 65 roll 543 keep 3 roll 42 keep 4 roll 5

### Ship, Captain and Crew: a throw, and with crew-reroll the crew thrown again and kept
# Ann's 6 5 4 come at once, crew 1+1; she throws the crew again, 6 6, and
# stops on 12.  Bob's 6 5 4 also come at once: his crew may go on.
$ rongo-apply -n -g ship-captain-crew --players "Ann, Bob" --variant crew-reroll -m "Ann: roll 65411 roll 66 stop" -m "Bob: roll 65432"
>>> status 0
>>> stdout
[Game "ship-captain-crew"]
[Players "Ann, Bob"]
[Variant "crew-reroll"]

Ann: roll 65411 roll 66 stop
Bob: roll 65432

### Ten Pins: roll, hold and stop
$ rongo-apply -n -g ten-pins --players "Ann, Bob" -m "Ann: roll 52 hold 5 roll 3 stop"
>>> status 0
>>> stdout
[Game "ten-pins"]
[Players "Ann, Bob"]

Ann: roll 52 hold 5 roll 3 stop

### One-O-Five: the five dice toward the 1s
$ rongo-apply -n -g one-o-five --players "Ann, Bob" -m "Ann: roll 13145"
>>> status 0
>>> stdout
[Game "one-o-five"]
[Players "Ann, Bob"]

Ann: roll 13145

### Sevens Out: a throw of 8, the turn going on
$ rongo-apply -n -g sevens-out --players "Ann, Bob" -m "Ann: roll 35"
>>> status 0
>>> stdout
[Game "sevens-out"]
[Players "Ann, Bob"]

Ann: roll 35

### Twenty-One: 6, 11, 15, 18, and Ann stands
$ rongo-apply -n -g twenty-one --players "Ann, Bob" -m "Ann: roll 6 roll 5 roll 4 roll 3 stop"
>>> status 0
>>> stdout
[Game "twenty-one"]
[Players "Ann, Bob"]

Ann: roll 6 roll 5 roll 4 roll 3 stop

### Aces: the ordering throws, then a throw in play
# Five 1s beat five 6s: Ann plays first.  Her 1s go to the centre, the 2
# and the 5 to Bob; she throws the die she still holds, a 4.
$ rongo-apply -n -g aces --players "Ann, Bob" -m "Ann: roll 11111" -m "Bob: roll 66666" -m "Ann: roll 11253 roll 4"
>>> status 0
>>> stdout
[Game "aces"]
[Players "Ann, Bob"]

Ann: roll 11111
Bob: roll 66666
Ann: roll 11253 roll 4

### Centennial: a throw, and with claims a claim from it
# Ann's 1 2 4 makes 1 to 7; Bob, player 2, needs 1 and claims it.
$ rongo-apply -n -g centennial --players "Ann, Bob" --variant claims -m "Ann: roll 124 claim 2"
>>> status 0
>>> stdout
[Game "centennial"]
[Players "Ann, Bob"]
[Variant "claims"]

Ann: roll 124 claim 2

### Everest: numbers crossed off, and none
# Ann: 1 is the 1, 7 is 6+1.  Bob crosses off nothing.
$ rongo-apply -n -g everest --players "Ann, Bob" -m "Ann: roll 611 cross 1 7" -m "Bob: roll 146 cross"
>>> status 0
>>> stdout
[Game "everest"]
[Players "Ann, Bob"]

Ann: roll 611 cross 1 7
Bob: roll 146 cross

### Beetle: a 1 draws the body
$ rongo-apply -n -g beetle --players "Ann, Bob" -m "Ann: roll 1"
>>> status 0
>>> stdout
[Game "beetle"]
[Players "Ann, Bob"]

Ann: roll 1

### Help Your Neighbour: a throw of the three dice
$ rongo-apply -n -g help-your-neighbour --players "Ann, Bob" -m "Ann: roll 145"
>>> status 0
>>> stdout
[Game "help-your-neighbour"]
[Players "Ann, Bob"]

Ann: roll 145

### Sequences: the run 1 to 6
$ rongo-apply -n -g sequences --players "Ann, Bob" -m "Ann: roll 123456"
>>> status 0
>>> stdout
[Game "sequences"]
[Players "Ann, Bob"]

Ann: roll 123456

### Passage: one die for the start and the point, two in play
# Ann's 5 beats Bob's 2: Ann starts, Bob sets the point, 4; Ann's 4 4
# scores 2.
$ rongo-apply -n -g passage --players "Ann, Bob" -m "Ann: roll 5" -m "Bob: roll 2" -m "Bob: roll 4" -m "Ann: roll 44"
>>> status 0
>>> stdout
[Game "passage"]
[Players "Ann, Bob"]

Ann: roll 5
Bob: roll 2
Bob: roll 4
Ann: roll 44

### Catch-Up: the first die, with the first seat
$ rongo-apply -n -g catch-up --players "Ann, Bob" -m "Ann: roll 3"
>>> status 0
>>> stdout
[Game "catch-up"]
[Players "Ann, Bob"]

Ann: roll 3

### --list actions of a board game: Tang's slides and jumps
$ rongo-apply --list actions -g tang
>>> status 0
>>> stdout
FROM-TO       d1-d4   slide: up to 3 squares with 1 hand, 2 with 2, 1 with 3
FROM-TO(R|L)  c1-c2R  slide turning every hand a quarter, right or left
FROM-TO(r|l)  g1-g3r  slide turning a one-hand piece an eighth
FROM^TO       f1^d1   jump over one's own piece, both hands pointing that way
FROM^TOx      b2^b4x  a jump that hits the enemy piece it lands on

### --list actions of a dice game: Ten Thousand's verbs, take last
$ rongo-apply --list actions -g farkle
>>> status 0
>>> stdout
roll DICE  roll 123446  throw the dice not set aside; all of them to begin
keep DICE  keep 1       set aside the scoring dice of the last throw
stop       stop         bank the turn's points
take       take         takeover: take up the dice and points just lost

### --list actions of the Yacht family: Yahtzee's, with a box of its card
$ rongo-apply --list actions -g yahtzee
>>> status 0
>>> stdout
keep DICE       keep 666       set aside dice of the last throw
release DICE    release 6      take dice set aside back, to throw them again
roll DICE       roll 66633     throw the dice not set aside, three times at most
score CATEGORY  score yahtzee  fill an empty box of the card with the five dice
