# What every program shares: --help, --version, usage errors.

### --version
$ rongo-validate --version && rongo-apply -V && rongo-render-ascii --version
>>> status 0
>>> stdout
rongo-validate (rongo) 0.1.0
rongo-apply (rongo) 0.1.0
rongo-render-ascii (rongo) 0.1.0

### an unknown option
$ rongo-validate -x kanga/column.kg
>>> status 2
>>> stderr
rongo-validate: error: unknown option '-x'
usage: rongo-validate [-hVv] [--chunk] [--strict] [-g game]
                      [--limit name=n] [-o file] [file ...]
       rongo-validate --list what [-g game]
Try 'rongo-validate --help' for more information.

### an unknown long option
$ rongo-render-ascii --plies 3 kanga/column.kg
>>> status 2
>>> stderr
rongo-render-ascii: error: unknown option '--plies'
usage: rongo-render-ascii [-hV] [--chunk] [--strict] [--all | --ply n]
                          [-g game] [--limit name=n] [-o file]
                          [file ...]
       rongo-render-ascii --list what [-g game]
Try 'rongo-render-ascii --help' for more information.

### an option without its value
$ rongo-validate -g
>>> status 2
>>> stderr
rongo-validate: error: option '-g' needs a value
usage: rongo-validate [-hVv] [--chunk] [--strict] [-g game]
                      [--limit name=n] [-o file] [file ...]
       rongo-validate --list what [-g game]
Try 'rongo-validate --help' for more information.

### -g with an unknown game
$ rongo-validate -g chess kanga/no-game.kg
>>> status 2
>>> stderr
rongo-validate: error: unknown game 'chess' (rongo-validate --list games lists them)

### --ply takes a number
$ rongo-render-ascii --ply x kanga/column.kg
>>> status 2
>>> stderr
rongo-render-ascii: error: --ply takes a whole number of plies, not 'x'

### a value given to an option that takes none
$ rongo-validate --strict=1 kanga/column.kg
>>> status 2
>>> stderr
rongo-validate: error: option '--strict' takes no value
usage: rongo-validate [-hVv] [--chunk] [--strict] [-g game]
                      [--limit name=n] [-o file] [file ...]
       rongo-validate --list what [-g game]
Try 'rongo-validate --help' for more information.

### a long option without its value
$ rongo-validate --game
>>> status 2
>>> stderr
rongo-validate: error: option '--game' needs a value
usage: rongo-validate [-hVv] [--chunk] [--strict] [-g game]
                      [--limit name=n] [-o file] [file ...]
       rongo-validate --list what [-g game]
Try 'rongo-validate --help' for more information.

### the output is the same whatever the locale (the programs never set
### one): a score sheet, a diagram and two diagnostics (after-end.kg
### has a move after the end, no-game.kg no Game tag)
$ for l in C POSIX C.UTF-8 fr_FR.UTF-8 tr_TR.UTF-8; do for p in 'rongo-score yacht/complete.rec' 'rongo-render-ascii hanga-roa/after-end.kg' 'rongo-validate kanga/no-game.kg'; do LC_ALL=$l LANG=$l $p; done > $T/$l 2>&1; grep -c . $T/$l > /dev/null && cmp -s $T/C $T/$l && echo "$l: same"; done; grep -c 'error:' $T/C
>>> stdout
C: same
POSIX: same
C.UTF-8: same
fr_FR.UTF-8: same
tr_TR.UTF-8: same
2

### no colour on a terminal either (with NO_COLOR unset): no escape byte
### in what the programs write there
$ unset NO_COLOR; script -qec 'rongo-validate kanga/no-game.kg; rongo-render-ascii kanga/rank-first.kg; rongo-score yacht/complete.rec' /dev/null > $T/tty; grep -c 'error:' $T/tty; if grep -q "$(printf '\033')" $T/tty; then echo colour; else echo none; fi
>>> stdout
1
none
