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
usage: rongo-validate [-hVv] [--strict] [-g game] [--limit name=n]
                      [-o file] [file ...]
Try 'rongo-validate --help' for more information.

### an unknown long option
$ rongo-render-ascii --plies 3 kanga/column.kg
>>> status 2
>>> stderr
rongo-render-ascii: error: unknown option '--plies'
usage: rongo-render-ascii [-hV] [--strict] [--all | --ply n] [-g game]
                          [--limit name=n] [-o file] [file ...]
Try 'rongo-render-ascii --help' for more information.

### an option without its value
$ rongo-validate -g
>>> status 2
>>> stderr
rongo-validate: error: option '-g' needs a value
usage: rongo-validate [-hVv] [--strict] [-g game] [--limit name=n]
                      [-o file] [file ...]
Try 'rongo-validate --help' for more information.

### -g with an unknown game
$ rongo-validate -g chess kanga/no-game.kg
>>> status 2
>>> stderr
rongo-validate: error: unknown game 'chess'
usage: rongo-validate [-hVv] [--strict] [-g game] [--limit name=n]
                      [-o file] [file ...]
Try 'rongo-validate --help' for more information.

### --ply takes a number
$ rongo-render-ascii --ply x kanga/column.kg
>>> status 2
>>> stderr
rongo-render-ascii: error: --ply takes a whole number of plies, not 'x'
usage: rongo-render-ascii [-hV] [--strict] [--all | --ply n] [-g game]
                          [--limit name=n] [-o file] [file ...]
Try 'rongo-render-ascii --help' for more information.

### a value given to an option that takes none
$ rongo-validate --strict=1 kanga/column.kg
>>> status 2
>>> stderr
rongo-validate: error: option '--strict' takes no value
usage: rongo-validate [-hVv] [--strict] [-g game] [--limit name=n]
                      [-o file] [file ...]
Try 'rongo-validate --help' for more information.

### a long option without its value
$ rongo-validate --game
>>> status 2
>>> stderr
rongo-validate: error: option '--game' needs a value
usage: rongo-validate [-hVv] [--strict] [-g game] [--limit name=n]
                      [-o file] [file ...]
Try 'rongo-validate --help' for more information.
