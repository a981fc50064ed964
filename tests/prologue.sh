# The prologue of the shell tests that run the programs in a directory,
# sourced first thing: . "$(dirname "$0")/prologue.sh"
# It sets -u and the C locale, makes bindir (the programs, from $1) and
# top (the checkout) absolute, and gives a temporary directory $tmp that
# is removed on exit.
set -u
LC_ALL=C
export LC_ALL
bindir=$(cd "$1" && pwd)
top=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
