# rongo-roll: dice notation rolled with fixed seeds (the dice come from
# PCG32, which test_rng pins to the reference), the display, the exact
# distributions, and every kind of error.

### --version and --help
$ rongo-roll --version && rongo-roll --help | head -n 4
>>> status 0
>>> stdout
rongo-roll (rongo) 0.1.0
usage: rongo-roll [-hsVv] [--stats] [-n count] [-o file]
                  [--seed n] expression ...
       rongo-roll --next [-v] [--strict] [--seed n] [-f format]
                  [-g game] [--limit name=n] [-o file] [file ...]

### totals for a fixed seed, one line per expression
$ rongo-roll --seed 42 3d6 4d6kh3 d% 2d6+3 7
>>> status 0
>>> stdout
9
12
45
13
7

### -n repeats each expression, all its rolls before the next
$ rongo-roll --seed 42 -n 5 d6 3d6
>>> status 0
>>> stdout
3
1
5
3
6
8
15
10
15
5

### --repeat= and --seed= with an equals sign, seed 0 and the largest seed
$ rongo-roll --seed=0 --repeat=2 d20 && rongo-roll --seed 18446744073709551615 d20
>>> status 0
>>> stdout
1
14
4

### -s shows every die: dropped in parentheses, explosions with '!', rerolls between tildes
$ rongo-roll --seed 12 -s '3d6!' 4d6r1 4d6kh3 4d6dl1 2d20kl1 '2d6+1d4-3' d% 5 '4d6r1dh1'
>>> status 0
>>> stdout
3d6!: [6!, 6!, 2, 1, 2] = 17
4d6r1: [2, 3, ~1~ 2, 3] = 10
4d6kh3: [5, (2), 5, 5] = 15
4d6dl1: [6, 3, (3), 5] = 14
2d20kl1: [(15), 13] = 13
2d6+1d4-3: [3, 3] + [1] - 3 = 4
d%: [83] = 83
5: 5 = 5
4d6r1dh1: [~1~ 6, 2, (6), 3] = 11

### -s with -n
$ rongo-roll --seed 31 -s -n 3 '3d6!>5kh3'
>>> status 0
>>> stdout
3d6!>5kh3: [(2), 6!, 6!, 6!, (4), (3)] = 18
3d6!>5kh3: [6!, (1), 4, 4] = 14
3d6!>5kh3: [(1), 6!, 4, 4] = 14

### an expression with a leading minus after --
$ rongo-roll --seed 3 -s -- -d6+10 '  2d6  -  1 '
>>> status 0
>>> stdout
-d6+10: -[3] + 10 = 7
  2d6  -  1 : [1, 3] - 1 = 3

### -v prints the seed on standard error, first
$ rongo-roll -v --seed 42 -n 2 d6
>>> status 0
>>> stdout
3
1
>>> stderr
seed: 42

### -v without --seed: the seed printed rolls the same again
$ s=$(rongo-roll -v -n 20 -s 3d6 2>&1 >$T/a | sed -n 's/^seed: \([0-9]*\)$/\1/p'); rongo-roll --seed "$s" -n 20 -s 3d6 | cmp - $T/a && echo same
>>> status 0
>>> stdout
same

### -o writes the file
$ rongo-roll --seed 1 -o $T/out -n 3 d6 && cat $T/out
>>> status 0
>>> stdout
3
6
5

### --stats 2d6: the exact table
$ rongo-roll --stats 2d6
>>> status 0
>>> stdout
2d6: 36 outcomes
 2  1  0.027778  1/36
 3  2  0.055556  1/18
 4  3  0.083333  1/12
 5  4  0.111111  1/9
 6  5  0.138889  5/36
 7  6  0.166667  1/6
 8  5  0.138889  5/36
 9  4  0.111111  1/9
10  3  0.083333  1/12
11  2  0.055556  1/18
12  1  0.027778  1/36
mean: 7 = 7.000000
min: 2
max: 12

### --stats: blocks separated by a blank line; keep, drop, rerolls and signs are exact
$ rongo-roll --stats 4d6kh3 2d6r1-d4
>>> status 0
>>> stdout
4d6kh3: 1296 outcomes
 3    1  0.000772  1/1296
 4    4  0.003086  1/324
 5   10  0.007716  5/648
 6   21  0.016204  7/432
 7   38  0.029321  19/648
 8   62  0.047840  31/648
 9   91  0.070216  91/1296
10  122  0.094136  61/648
11  148  0.114198  37/324
12  167  0.128858  167/1296
13  172  0.132716  43/324
14  160  0.123457  10/81
15  131  0.101080  131/1296
16   94  0.072531  47/648
17   54  0.041667  1/24
18   21  0.016204  7/432
mean: 15869/1296 = 12.244599
min: 3
max: 18

2d6r1-d4: 100 outcomes
 0   1  0.010000  1/100
 1   3  0.030000  3/100
 2   6  0.060000  3/50
 3  10  0.100000  1/10
 4  14  0.140000  7/50
 5  16  0.160000  4/25
 6  16  0.160000  4/25
 7  14  0.140000  7/50
 8  10  0.100000  1/10
 9   6  0.060000  3/50
10   3  0.030000  3/100
11   1  0.010000  1/100
mean: 11/2 = 5.500000
min: 0
max: 11

### --stats: counts beyond 64 bits
$ rongo-roll --stats 50d6 | sed -n '1p;127p;$p'
>>> status 0
>>> stdout
50d6: 808281277464764060643139600456536293376 outcomes
175  26617249029052543563966858745544940456  0.032931  123228004764132146129476197896041391/3742042951225759540014535187298779136
max: 300

### --stats beyond 10^45 outcomes: rows whose fraction is longer than one number keep their decimals
# (the expected values are exact fractions worked out apart, in Python, rounded half up)
$ rongo-roll --stats 58d6 | awk 'NR == 1 || $1 ~ /^(140|166|184|203)$/ || /^mean/' && rongo-roll --stats 40d20 | awk 'NR == 1 || $1 ~ /^(395|420|480)$/ || /^mean/'
>>> status 0
>>> stdout
58d6: 1357602166130257152481187563160405662935023616 outcomes
140       221321238897133923065271398350630804333  0.000000  221321238897133923065271398350630804333/1357602166130257152481187563160405662935023616
166    714683405319263499942488272459956923917067  0.000526  714683405319263499942488272459956923917067/1357602166130257152481187563160405662935023616
184  14395357725627545050334377813826046559887233  0.010604  14395357725627545050334377813826046559887233/1357602166130257152481187563160405662935023616
203  41527433960682343361700799934310335307022524  0.030589  3460619496723528613475066661192527942251877/113133513844188096040098963596700471911251968
mean: 203 = 203.000000
40d20: 10995116277760000000000000000000000000000000000000000 outcomes
395   95041435738711094395972553107686737114927715061240  0.008644  2376035893467777359899313827692168427873192876531/274877906944000000000000000000000000000000000000000
420  119823272437917606310254954069165933505260103622960  0.010898  1497790905473970078878186925864574168815751295287/137438953472000000000000000000000000000000000000000
480   31309595618382763463818256523078682538691724452275  0.002848  1252383824735310538552730260923147301547668978091/439804651110400000000000000000000000000000000000000
mean: 420 = 420.000000

### --stats: a mean whose fraction is longer than one number keeps its decimal
$ rongo-roll --stats 60d6kh1
>>> status 0
>>> stdout
60d6kh1: 48873677980689257489322752273774603865660850176 outcomes
1                                                1  0.000000  1/48873677980689257489322752273774603865660850176
2                              1152921504606846975  0.000000  128102389400760775/5430408664521028609924750252641622651740094464
3                    42391158274063282009687586225  0.000000  42391158274063282009687586225/48873677980689257489322752273774603865660850176
4            1329227953393757597687603545985911375  0.000000  1329227953393757597687603545985911375/48873677980689257489322752273774603865660850176
5       867360408760407762290089336888893088796049  0.000018  32124459583718806010744049514403447733187/1810136221507009536641583417547207550580031488
6  48872810618951269085775546311533907912291709551  0.999982  48872810618951269085775546311533907912291709551/48873677980689257489322752273774603865660850176
mean: 293241200521068328494213233531133995161414335677/48873677980689257489322752273774603865660850176 = 5.999982
min: 1
max: 6

### --stats refuses explosions and sizes past its limits; the others are still counted
$ rongo-roll --stats '2d6!' 61d6kh3 1000d6 2d1000000 20d50000 d3
>>> status 1
>>> stdout
d3: 3 outcomes
1  1  0.333333  1/3
2  1  0.333333  1/3
3  1  0.333333  1/3
mean: 2 = 2.000000
min: 1
max: 3
>>> stderr
rongo-roll: <expr 1>:1:4: error: --stats cannot count exploding dice
2d6!
   ^
rongo-roll: <expr 2>:1:1: error: --stats counts keep and drop on at most 60 dice
61d6kh3
^~~~~~~
rongo-roll: <expr 3>:1:1: error: --stats counts fewer than 2^1024 outcomes
1000d6
^~~~~~
rongo-roll: <expr 4>:1:1: error: --stats counts at most 1000000 different totals
2d1000000
^~~~~~~~~
rongo-roll: <expr 5>:1:1: error: --stats takes at most 100000000 steps, and this needs more
20d50000
^~~~~~~~

### bad notation: each error points into its expression; the others still roll
$ rongo-roll --seed 1 3d6+x 3d6 '' 4d6k5 3D6 1d1! 'd6r<6' 0d6 d1000001 2d '4d6!!' 'd6 2'
>>> status 1
>>> stdout
14
>>> stderr
rongo-roll: <expr 1>:1:5: error: unexpected 'x'
3d6+x
    ^
rongo-roll: <expr 3>:1:1: error: empty expression

^
rongo-roll: <expr 4>:1:4: error: cannot keep 5 of 4 dice
4d6k5
   ^~
rongo-roll: <expr 5>:1:2: error: unexpected 'D': dice notation is lower case
3D6
 ^
rongo-roll: <expr 6>:1:4: error: exploding on every face of a d1 would never end
1d1!
   ^
rongo-roll: <expr 7>:1:3: error: rerolling every face of a d6 would never end
d6r<6
  ^~~
rongo-roll: <expr 8>:1:1: error: number of dice '0' is out of range (1 to 1000000)
0d6
^
rongo-roll: <expr 9>:1:2: error: number of sides '1000001' is out of range (1 to 1000000)
d1000001
 ^~~~~~~
rongo-roll: <expr 10>:1:3: error: expected a number of sides or '%' after 'd'
2d
  ^
rongo-roll: <expr 11>:1:4: error: compounding explosions ('!!') are not supported
4d6!!
   ^~
rongo-roll: <expr 12>:1:4: error: unexpected '2'
d6 2
   ^

### --seed takes a number
$ rongo-roll --seed x d6
>>> status 2
>>> stderr
rongo-roll: error: --seed takes a number from 0 to 18446744073709551615, not 'x'

### --seed beyond 64 bits
$ rongo-roll --seed 18446744073709551616 d6
>>> status 2
>>> stderr
rongo-roll: error: --seed takes a number from 0 to 18446744073709551615, not '18446744073709551616'

### --seed negative
$ rongo-roll --seed -1 d6
>>> status 2
>>> stderr
rongo-roll: error: --seed takes a number from 0 to 18446744073709551615, not '-1'

### -n takes a positive count
$ rongo-roll -n 0 d6
>>> status 2
>>> stderr
rongo-roll: error: -n takes a count from 1 to 1000000000000, not '0'

### -n takes a number
$ rongo-roll -n 3x d6
>>> status 2
>>> stderr
rongo-roll: error: -n takes a count from 1 to 1000000000000, not '3x'

### no expression
$ rongo-roll --seed 1
>>> status 2
>>> stderr
rongo-roll: error: no dice expression given

### --stats with -s
$ rongo-roll --stats -s 2d6
>>> status 2
>>> stderr
rongo-roll: error: --stats cannot be used with -n or -s

### --stats with -n
$ rongo-roll --stats -n 2 2d6
>>> status 2
>>> stderr
rongo-roll: error: --stats cannot be used with -n or -s

### an unknown option
$ rongo-roll -x d6
>>> status 2
>>> stderr
rongo-roll: error: unknown option '-x'
usage: rongo-roll [-hsVv] [--stats] [-n count] [-o file]
                  [--seed n] expression ...
       rongo-roll --next [-v] [--strict] [--seed n] [-f format]
                  [-g game] [--limit name=n] [-o file] [file ...]
       rongo-roll --list what [-g game]
Try 'rongo-roll --help' for more information.

### an option without its value
$ rongo-roll --seed
>>> status 2
>>> stderr
rongo-roll: error: option '--seed' needs a value
usage: rongo-roll [-hsVv] [--stats] [-n count] [-o file]
                  [--seed n] expression ...
       rongo-roll --next [-v] [--strict] [--seed n] [-f format]
                  [-g game] [--limit name=n] [-o file] [file ...]
       rongo-roll --list what [-g game]
Try 'rongo-roll --help' for more information.

### a full disk is a write error
$ rongo-roll --seed 1 d6 >/dev/full
>>> status 2
>>> stderr
rongo-roll: error: write error: No space left on device

### out of memory
$ RONGO_FAIL_ALLOC=0 rongo-roll --seed 1 3d6
>>> status 2
>>> stderr
rongo-roll: error: out of memory
