#!/bin/sh
# Count words: no message, page or expected output says "1 dice", "1
# turns", "1 points" and the like.  Two checks:
#  1. the programs, run on inputs that make each counted message count
#     one (a throw of one die, a record of one ply or one turn, a row of
#     one point, a turn of one point...), print no plural after a 1;
#  2. no golden table, unit test, man page, notation page, fixture
#     README or library string has one either.
# A 1 that ends a list ("of 3, 2 and 1 dice") counts the list, and one
# after a - or + is a sum ("RECORD - 1 records"): both are allowed.
. "$(dirname "$0")/prologue.sh"
pass=0
fail=0
nouns='dice|turns|players|points|plies|rounds|frames|targets'
nouns="$nouns|counters|tokens|stones|moves|records|holes|numbers|parts"
nouns="$nouns|rows|squares|pieces|hands|lines|bytes|files|seats|values"
nouns="$nouns|categories|boxes|times|games|sides|faces|groups|runs"
nouns="$nouns|columns|steps|outcomes|tags|levels|words|paths"
# throws and ranks are verbs too: "player 1 throws", "1 ranks above 6"
nouns="$nouns|throws( left| are| a | of)"
# a 1 standing alone before a plural (not a square's rank, as in "a5-e1
# runs"), not at the end of a list
bad="(^|[^0-9A-Za-z.,^/=+-])1 ($nouns)([^a-z]|\$)"
allowed="(, | and | or | then |[-+] )1 ($nouns)"

check() {	# name, then the text on standard input
	if grep -E "$bad" | grep -v -E "$allowed" >"$tmp/hits"; then
		echo "count-words: FAILED: $1:" >&2
		sed 's/^/  /' "$tmp/hits" >&2
		fail=$((fail + 1))
	else
		pass=$((pass + 1))
	fi
}

run() {		# name, command (run in fixtures/, output and errors)
	(cd "$top/fixtures" && PATH="$bindir:$PATH" sh -c "$2" 2>&1) |
	    check "$1"
}

run 'rongo-roll, keep and drop of one die' \
    'rongo-roll 1d6d6; rongo-roll 1d6k2; rongo-roll 1d6kh0'
run '--ply past a record of one ply and one turn' \
    'printf "[Game \"kanga\"]\n\n1. d4 *\n" | rongo-render-ascii --ply 3;
     head -n 4 yacht/lenient.rec | rongo-render-ascii --ply 2'
run 'Setup rows of one square or point' \
    'printf "[Game \"tang\"]\n[Setup \"8/8/8/8/8/8/1/8 w\"]\n\n*\n" |
     rongo-validate;
     printf "[Game \"kanga\"]\n[Setup \"1/7/7/7/7/7/7 b\"]\n\n*\n" |
     rongo-validate'
run 'a turn of one point, a target of one point' \
    'printf "[Game \"around-the-spot\"]\n[Players \"Ann\"]\n\nAnn: roll 122\n" |
     rongo-render-ascii;
     printf "[Game \"beetle\"]\n[Players \"Ann\"]\n[Variant \"points target=1\"]\n\nAnn: roll 1\n" |
     rongo-render-ascii'
run 'one die left to throw, keep or release' \
    'printf "[Game \"yacht\"]\n[Players \"Ann\"]\n\nAnn: roll 66663 keep 6666 roll 55\n" |
     rongo-validate;
     printf "[Game \"yacht\"]\n[Players \"Ann\"]\n\nAnn: roll 66663 keep 66\n  release 666\n" |
     rongo-validate;
     printf "[Game \"yacht\"]\n[Players \"Ann\"]\n\nAnn: roll 66663 keep 66663 roll 1\n" |
     rongo-validate;
     printf "[Game \"ship\"]\n[Players \"Ann, Bob\"]\n\nAnn: roll 61111 roll 5111 roll 1\n" |
     rongo-validate'

# The texts under test and the texts that explain.
for f in "$top"/tests/golden/*.t "$top"/tests/test_*.c "$top"/man/*.[17] \
    "$top"/notation/*.md "$top"/fixtures/*/README "$top"/lib/*.c \
    "$top"/lib/games/*.c "$top"/cmd/*.c; do
	check "${f#"$top"/}" <"$f"
done
echo "count-words: $pass passed, $fail failed"
[ "$fail" = 0 ] && [ "$pass" -gt 0 ]
