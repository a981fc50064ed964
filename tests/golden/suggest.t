# "Did you mean": a name refused (a game, a Variant option, an action, a
# category, a YAML key, a long option) is told the closest one there is,
# when one is a few edits away (letters without case, two swapped
# letters one edit); a name too far from any gets the message alone.
# An unknown game also says where the list of games is.

### -g: a typo is told the closest id
$ rongo-validate -g yatch suggest/game.kg
>>> status 2
>>> stderr
rongo-validate: error: unknown game 'yatch': did you mean 'yacht'? (rongo-validate --list games lists them)

### -g: aliases too, and every program says the same
$ rongo-score -g bugz
>>> status 2
>>> stderr
rongo-score: error: unknown game 'bugz': did you mean 'bugs'? (rongo-score --list games lists them)

### -g: a game near none only points at the list
$ rongo-apply -n -g chess
>>> status 2
>>> stderr
rongo-apply: error: unknown game 'chess' (rongo-apply --list games lists them)

### a Game tag: a typo
$ rongo-validate suggest/game.kg
>>> status 1
>>> stderr
rongo-validate: suggest/game.kg:2:8: error: unknown game 'kagna': did you mean 'kanga'? (rongo-validate --list games lists them)
[Game "kagna"]
       ^~~~~

### a Game tag: ids are lower case, and Yacht is told so
$ rongo-validate suggest/game-case.rec
>>> status 1
>>> stderr
rongo-validate: suggest/game-case.rec:2:8: error: unknown game 'Yacht': did you mean 'yacht'? (rongo-validate --list games lists them)
[Game "Yacht"]
       ^~~~~

### a Game tag: an alias misspelt
$ rongo-score suggest/alias.rec
>>> status 1
>>> stderr
rongo-score: suggest/alias.rec:2:8: error: unknown game 'cooti': did you mean 'cootie'? (rongo-score --list games lists them)
[Game "cooti"]
       ^~~~~

### a Game tag near none only points at the list
$ rongo-score kanga/unknown-game.kg
>>> status 1
>>> stderr
rongo-score: kanga/unknown-game.kg:1:8: error: unknown game 'chess' (rongo-score --list games lists them)
[Game "chess"]
       ^~~~~

### a Variant option misspelt
$ rongo-validate suggest/option.rec
>>> status 1
>>> stderr
rongo-validate: suggest/option.rec:4:11: error: bad Variant 'taget=50': Pig has no option 'taget': did you mean 'target'?
[Variant "taget=50"]
          ^~~~~~~~

### a Variant option 4 edits from the nearest (last-one-loses) is not a typo of it
$ rongo-validate aces/unknown-option.rec
>>> status 1
>>> stderr
rongo-validate: aces/unknown-option.rec:4:11: error: bad Variant 'last-one-wins': Aces has no option 'last-one-wins'
[Variant "last-one-wins"]
          ^~~~~~~~~~~~~

### an action misspelt, opening a turn
$ rongo-validate suggest/action.rec
>>> status 1
>>> stderr
rongo-validate: suggest/action.rec:5:6: error: turn 1 (Ann): 'rol 3': 'rol' is not a Pig action: write roll or stop: did you mean 'roll'?
Ann: rol 3
     ^~~

### an action misspelt among the dice of another
$ rongo-validate suggest/stray.rec
>>> status 1
>>> stderr
rongo-validate: suggest/stray.rec:5:13: error: turn 1 (Ann): 'roll 3 sotp': 'sotp' is neither dice nor an action: the actions are roll and stop: did you mean 'stop'?
Ann: roll 3 sotp
            ^~~~

### a word near no action
$ rongo-validate suggest/action-far.rec
>>> status 1
>>> stderr
rongo-validate: suggest/action-far.rec:5:6: error: turn 1 (Ann): 'jump 3': 'jump' is not a Pig action: write roll or stop
Ann: jump 3
     ^~~~

### Hanga-Tanga's own actions
$ rongo-validate suggest/hanga-tanga.rec hanga-tanga/unknown-action.rec
>>> status 1
>>> stderr
rongo-validate: suggest/hanga-tanga.rec:6:8: error: turn 3 (White): 'plase 4 a1': 'plase' is not a Hanga-Tanga action: write roll, place, score or reroll: did you mean 'place'?
White: plase 4 a1
       ^~~~~
rongo-validate: hanga-tanga/unknown-action.rec:6:8: error: turn 3 (White): 'jump 4 a1': 'jump' is not a Hanga-Tanga action: write roll, place, score or reroll
White: jump 4 a1
       ^~~~

### a category misspelt, in a record: after the card, the closest
$ rongo-validate suggest/category.rec
>>> status 1
>>> stderr
rongo-validate: suggest/category.rec:5:21: error: turn 1 (Ann): 'score thirten': unknown category 'thirten': crag has ones, twos, threes, fours, fives, sixes, odd-straight, even-straight, low-straight, high-straight, three-of-a-kind, thirteen, crag: did you mean 'thirteen'?
Ann: roll 661 score thirten
                    ^~~~~~~

### --category misspelt
$ rongo-score -g yahtzee --category yatzee 66666
>>> status 1
>>> stderr
rongo-score: <dice 1>:1:1: error: unknown category 'yatzee': yahtzee has ones, twos, threes, fours, fives, sixes, three-of-a-kind, four-of-a-kind, full-house, small-straight, large-straight, yahtzee, chance: did you mean 'yahtzee'?
66666
^

### --category near none: the card alone
$ rongo-score -g yacht --category pair 66633
>>> status 1
>>> stderr
rongo-score: <dice 1>:1:1: error: unknown category 'pair': yacht has ones, twos, threes, fours, fives, sixes, little-straight, big-straight, full-house, four-of-a-kind, chance, yacht
66633
^

### YAML keys: each mapping's own, and one near none
$ rongo-validate suggest/keys.yaml
>>> status 1
>>> stderr
rongo-validate: suggest/keys.yaml:3:1: error: unknown key 'mvoes': did you mean 'moves'?
mvoes: [d4]
^~~~~
rongo-validate: suggest/keys.yaml:8:19: error: record 2: unknown key 'actoins': did you mean 'actions'?
  - {player: Ann, actoins: [roll 3]}
                  ^~~~~~~
rongo-validate: suggest/keys.yaml:13:19: error: record 3: unknown key 'dice'
  - {player: Ann, dice: [roll 3]}
                  ^~~~

### a long option misspelt: the program's own
$ rongo-score --totl suggest/game.kg
>>> status 2
>>> stderr
rongo-score: error: unknown option '--totl': did you mean '--total'?
usage: rongo-score [-hV] [--chunk] [--strict] [--hint | --total]
                   [-f format] [-g game] [--limit name=n] [-o file]
                   [file ...]
       rongo-score -g game --category name|all dice ...
       rongo-score --list what [-g game]
Try 'rongo-score --help' for more information.

### a long option misspelt, with a value
$ rongo-roll --sead=3 1d6
>>> status 2
>>> stderr
rongo-roll: error: unknown option '--sead': did you mean '--seed'?
usage: rongo-roll [-hsVv] [--stats] [-n count] [-o file]
                  [--seed n] expression ...
       rongo-roll --next [-v] [--strict] [--seed n] [-f format]
                  [-g game] [--limit name=n] [-o file] [file ...]
       rongo-roll --list what [-g game]
Try 'rongo-roll --help' for more information.

### a long option near none
$ rongo-split --colour x
>>> status 2
>>> stderr
rongo-split: error: unknown option '--colour'
usage: rongo-split [-hV] [-b size] [-g game] [--limit name=n] [-o file]
                   [--ranges] [file ...]
       rongo-split --list what [-g game]
Try 'rongo-split --help' for more information.
