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

### -s for the whole notation: fudge dice, explosions of each kind, targets and failures, sorting, exact fractions, functions, groups
$ rongo-roll --seed 12 -s 4dF '3d6!!' '3d6!p' '5d10>8f1' '4d6kh3sd' '1d6/4' 'floor(1d6/4)+round(7/2)' '{4d6,3d8}kh1' '{3d6+1}>10' '{4d6+3d8}kh1' 'd6ro<2' '{2d6,1d8,1d4}sa'
>>> status 0
>>> stdout
4dF: [1, 1, -1, -1] = 0
3d6!!: [2, 2, 3] = 7
3d6!p: [1, 2, 3] = 6
5d10>8f1: [8*, 2, 8*, 8*, 10*] = 4
4d6kh3sd: [5, 5, 3, (3)] = 13
1d6/4: [4] / 4 = 1
floor(1d6/4)+round(7/2): floor([3] / 4) + round(7 / 2) = 4
{4d6,3d8}kh1: {([3, 1, 5, 1]), [8, 3, 8]} = 19
{3d6+1}>10: {[3, 4, 5] + 1}* = 1
{4d6+3d8}kh1: {[(2), 6, (1), (4)] + [(2), (6), (3)]} = 6
d6ro<2: [6] = 6
{2d6,1d8,1d4}sa: {[2], [7], [3, 6]} = 18

### the remainder keeps the sign of the number divided; powers bind first, from the right, a sign before them applying to the power
$ rongo-roll --seed 12 -s -- '1d6%4' '(1d6-7)%3' '2**1d4' '-2**2' '1d6**2%7' '7/2%1' && rongo-roll --stats '2**1d4' '(1d6-4)%3'
>>> status 0
>>> stdout
1d6%4: [6] % 4 = 2
(1d6-7)%3: ([6] - 7) % 3 = -1
2**1d4: 2 ** [1] = 2
-2**2: -2 ** 2 = -4
1d6**2%7: [1] ** 2 % 7 = 1
7/2%1: 7 / 2 % 1 = 1/2
2**1d4: 4 outcomes
 2  1  0.250000  1/4
 4  1  0.250000  1/4
 8  1  0.250000  1/4
16  1  0.250000  1/4
mean: 15/2 = 7.500000
min: 2
max: 16

(1d6-4)%3: 6 outcomes
-2  1  0.166667  1/6
-1  1  0.166667  1/6
 0  2  0.333333  1/3
 1  1  0.166667  1/6
 2  1  0.166667  1/6
mean: 0 = 0.000000
min: -2
max: 2

### exponents that can be negative or fractions, and a remainder by what can be 0, are refused
$ rongo-roll '2**-1' '2**(1d6/2)' '1d6%(1d3-1)' '2**63'
>>> status 1
>>> stderr
rongo-roll: <expr 1>:1:4: error: the exponent '-1' can be negative: write 1/(x**n)
2**-1
   ^~
rongo-roll: <expr 2>:1:4: error: the exponent '(1d6/2)' can be a fraction
2**(1d6/2)
   ^~~~~~~
rongo-roll: <expr 3>:1:5: error: the divisor '(1d3-1)' can be 0
1d6%(1d3-1)
    ^~~~~~~
rongo-roll: <expr 4>:1:1: error: totals here could pass 2^62, beyond what a roll counts exactly
2**63
^~~~~

### rolldice's repeat: "6x3d6" prints six totals on a line (a line a roll with -s); a total that is not whole is a fraction
$ rongo-roll --seed 12 6x3d6 '2x1d6/4' && rongo-roll --seed 12 -n 2 3x1d6 && rongo-roll --seed 12 -s 2x1d6
>>> status 0
>>> stdout
14 5 6 10 16 11
5/4 1
6 6 2
1 2 2
2x1d6: [6] = 6
2x1d6: [6] = 6

### bad notation of the new forms: each error points at its cause
$ rongo-roll 'd6r1ro2' '3d6f1' '1d6/(1d3-2)' 'sqrt(2)' '{1d6,1d6}!' '{2d6+1}kh3' '0x3d6' '(1d6' '4dF.3'
>>> status 1
>>> stderr
rongo-roll: <expr 1>:1:5: error: a term rerolls with 'r' or with 'ro', not both
d6r1ro2
    ^~
rongo-roll: <expr 2>:1:4: error: a failure condition counts against a target: give the target first (as in '>8f1')
3d6f1
   ^~
rongo-roll: <expr 3>:1:5: error: the divisor '(1d3-2)' can be 0
1d6/(1d3-2)
    ^~~~~~~
rongo-roll: <expr 4>:1:1: error: unknown function 'sqrt' (there are floor, ceil, round and abs)
sqrt(2)
^~~~
rongo-roll: <expr 5>:1:10: error: '!' applies to dice, not to a group
{1d6,1d6}!
         ^
rongo-roll: <expr 6>:1:8: error: cannot keep 3 of 2 dice
{2d6+1}kh3
       ^~~
rongo-roll: <expr 7>:1:1: error: number of rolls '0' is out of range (1 to 1000)
0x3d6
^
rongo-roll: <expr 8>:1:1: error: '(' is never closed
(1d6
^
rongo-roll: <expr 9>:1:5: error: expected '1' or '2' after 'dF.'
4dF.3
    ^

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

### --stats: explosions counted to a depth, the outcomes beyond it written apart, the mean between two bounds
$ rongo-roll --stats 'd6!' | sed -n '1,2p;/^beyond/,$p'
>>> status 0
>>> stdout
d6!: 2821109907456 outcomes, explosions counted to 15 deep
 1  470184984576  0.166667  1/6
beyond: 1  0.000000  1/2821109907456
mean: 740541350701/176319369216 = 4.200000 to 1316517956869/313456656384 = 4.200000
min: 1
max: 95

### --stats: targets, groups and fractions
$ rongo-roll --stats '5d10>8' '{1d6,1d6}kh1' 1d6/2
>>> status 0
>>> stdout
5d10>8: 100000 outcomes
0  16807  0.168070  16807/100000
1  36015  0.360150  7203/20000
2  30870  0.308700  3087/10000
3  13230  0.132300  1323/10000
4   2835  0.028350  567/20000
5    243  0.002430  243/100000
mean: 3/2 = 1.500000
min: 0
max: 5

{1d6,1d6}kh1: 36 outcomes
1   1  0.027778  1/36
2   3  0.083333  1/12
3   5  0.138889  5/36
4   7  0.194444  7/36
5   9  0.250000  1/4
6  11  0.305556  11/36
mean: 161/36 = 4.472222
min: 1
max: 6

1d6/2: 6 outcomes
1/2  1  0.166667  1/6
  1  1  0.166667  1/6
3/2  1  0.166667  1/6
  2  1  0.166667  1/6
5/2  1  0.166667  1/6
  3  1  0.166667  1/6
mean: 7/4 = 1.750000
min: 1/2
max: 3

### --stats refuses keeping among the dice of a product, among 13 totals, and a mean over 1..720; keeps among 2d6 with a number, and the best 2 of 3 totals
$ rongo-roll --stats '{2d6*2}kh1' '{d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2}kh1' 1/1d720 '{2d6+2}kh1' '{d2,d2,d2}kh2'
>>> status 1
>>> stdout
{2d6+2}kh1: 36 outcomes
3   1  0.027778  1/36
4   3  0.083333  1/12
5   5  0.138889  5/36
6   7  0.194444  7/36
7   9  0.250000  1/4
8  11  0.305556  11/36
mean: 233/36 = 6.472222
min: 3
max: 8

{d2,d2,d2}kh2: 8 outcomes
2  1  0.125000  1/8
3  3  0.375000  3/8
4  4  0.500000  1/2
mean: 27/8 = 3.375000
min: 2
max: 4
>>> stderr
rongo-roll: <expr 1>:1:1: error: --stats keeps or drops the dice of one expression only in sums of dice and numbers, without "!" or "!p"
{2d6*2}kh1
^~~~~~~~~~
rongo-roll: <expr 2>:1:1: error: --stats keeps or drops among at most 12 totals of a group
{d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2,d2}kh1
^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
rongo-roll: <expr 3>:1:1: error: --stats writes a mean only over a denominator below 2^1024
1/1d720
^~~~~~~

### --stats refuses keeping among more than 60 dice with those '!' can add on two values, and sizes past its limits; the others are still counted
$ rongo-roll --stats '3d6!>5kh1' 61d6kh3 1000d6 2d1000000 20d50000 d3
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
rongo-roll: <expr 1>:1:1: error: --stats counts keep and drop on at most 60 dice, with those "!" or "!p" can add on more than one value
3d6!>5kh1
^~~~~~~~~
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
$ rongo-roll --seed 1 3d6+x 3d6 '' 4d6k5 3D6 1d1! 'd6r<6' 0d6 d1000001 2d '{4d6' 'd6 2'
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
rongo-roll: <expr 10>:1:3: error: expected a number of sides, '%' or 'F' after 'd'
2d
  ^
rongo-roll: <expr 11>:1:1: error: '{' is never closed
{4d6
^
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

### a full disk while groups and sorted dice are shown as they fall, past the display's buffer: the same error, once
$ rongo-roll --seed 1 -s -n 2000 '{40d6,30d8}kh1' '5d6!sd' >/dev/full
>>> status 2
>>> stderr
rongo-roll: error: write error: No space left on device

### out of memory
$ RONGO_FAIL_ALLOC=0 rongo-roll --seed 1 3d6
>>> status 2
>>> stderr
rongo-roll: error: out of memory
