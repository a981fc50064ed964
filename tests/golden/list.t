# --list: the games, and a game's options, actions and categories.  The
# expected lines are written from the games' own tables (registry order,
# ids, aliases, Variant options, score cards), in columns two spaces
# apart, each padded to its widest.

### every game, one a line: 4 board games and 27 dice games
$ rongo-validate --list games | wc -l; rongo-validate --list games | awk '$3 == "board" { print $1 }'; rongo-validate --list games | awk '$3 == "dice"' | wc -l
>>> status 0
>>> stdout
31
kanga
hanga-roa
hanga-tanga
tang
27

### -g picks one game, by id or alias
$ rongo-score --list games -g farkle; rongo-apply -g hanga-tanga --list games
>>> status 0
>>> stdout
ten-thousand  farkle,dix-mille  dice  1-16  Ten Thousand
hanga-tanga  hangatanga  board  2  Hanga-Tanga

### a game without aliases, and a game for 2 to 6
$ rongo-split --list games -g pig; rongo-render-ascii --list games -g help-your-neighbor
>>> status 0
>>> stdout
pig  -  dice  1-16  Pig
help-your-neighbour  help-your-neighbor  dice  2-6  Help Your Neighbour

### the Variant options of a game: values, default, what they do
$ rongo-validate --list options -g pig
>>> status 0
>>> stdout
target  1-1000000  100  the round in which a total reaches N is the last
dice    1-2        1    dice per throw: 2 adds the double rules

### options of several numbers, and flags
$ rongo-roll --list options -g hanga-tanga; rongo-validate --list options -g ten-thousand | grep -e takeover -e '^dice'
>>> status 0
>>> stdout
group   0-10000,0-10000,0-10000  10,20,30  a group of 3, 4, 5 dice scores A, B, C plus its sum
series  0-10000,0-10000,0-10000  10,20,30  a series of 3, 4, 5 dice scores A, B, C plus its sum
combo   0-10000                  15        a combo of 5 dice scores N plus its sum
target  1-100000                 200       a player reaching N points wins at once
takeover        flag        off    take up the previous player's scoreless dice and lost points
dice            5-7         6      dice in play: 5 (no straight, no three pairs), 6 or 7

### a board game's option
$ rongo-apply --list options -g kanga
>>> status 0
>>> stdout
size  5-19  7  the board is size x size points

### the categories of a score card, in its order
$ rongo-score --list categories -g crag
>>> status 0
>>> stdout
ones
twos
threes
fours
fives
sixes
odd-straight
even-straight
low-straight
high-straight
three-of-a-kind
thirteen
crag

### the Yacht family's cards
$ rongo-score --list categories -g yacht | tr '\n' ' '; echo; rongo-score --list categories -g yahtzee | tail -n 3
>>> status 0
>>> stdout
ones twos threes fours fives sixes little-straight big-straight full-house four-of-a-kind chance yacht 
large-straight
yahtzee
chance

### a game without a score card is refused, naming those with one
$ rongo-score --list categories -g pig
>>> status 2
>>> stderr
rongo-score: error: --list categories: Pig has no score card; the games with one are Yacht, Yahtzee, General and Crag

### options, actions and categories need the game
$ rongo-validate --list options
>>> status 2
>>> stderr
rongo-validate: error: --list options is for one game: name it with -g ID

### --list takes one of four words
$ rongo-validate --list players
>>> status 2
>>> stderr
rongo-validate: error: --list takes games, options, actions or categories, not 'players'

### an unknown game
$ rongo-validate --list games -g nope
>>> status 2
>>> stderr
rongo-validate: error: unknown game 'nope' (rongo-validate --list games lists them)

### --list reads no input
$ rongo-validate --list games -g pig < /dev/null; echo "[Game" | rongo-validate --list games -g kanga
>>> status 0
>>> stdout
pig  -  dice  1-16  Pig
kanga  -  board  2  Kanga

### a full disk or a closed standard output is a write error, status 2
$ rongo-validate --list games > /dev/full; rongo-score --list categories -g yacht >&-
>>> status 2
>>> stderr
rongo-validate: error: write error: No space left on device
rongo-score: error: write error: Bad file descriptor
