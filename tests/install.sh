#!/bin/sh
# make install and make uninstall into a DESTDIR, with a PREFIX: the
# programs, the pages, the completion and the grammar (notation/, in
# DOCDIR, which the installed rongo(7) names); then the same with DOCDIR
# set apart.  Uninstall leaves no file behind.
set -eu
cd "$(dirname "$0")/.."
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT INT TERM
fail() {
	echo "install: FAILED: $*" >&2
	exit 1
}
# check DOCDIR: every file installed, rongo(7) naming DOCDIR
check() {
	for f in bin/rongo-validate bin/rongo-apply bin/rongo-render-ascii \
	    bin/rongo-score bin/rongo-roll bin/rongo-split bin/rongo-parallel \
	    share/man/man1/rongo-roll.1 share/man/man1/rongo-split.1 \
	    share/man/man1/rongo-parallel.1 \
	    share/bash-completion/completions/rongo-validate \
	    share/bash-completion/completions/rongo-parallel \
	    share/man/man1/rongo-validate.1 share/man/man1/rongo-apply.1 \
	    share/man/man1/rongo-render-ascii.1 share/man/man1/rongo-score.1 \
	    share/man/man7/rongo.7 share/man/man7/rongo-games.7; do
		[ -f "$d/opt/rongo/$f" ] || fail "$f not installed"
	done
	for f in notation/*.md; do
		[ -f "$d$1/${f#notation/}" ] || fail "$f not installed in $1"
		cmp -s "$f" "$d$1/${f#notation/}" || fail "$1/${f#notation/} is not $f"
	done
	[ -f "$d$1/records.md" ] || fail "records.md not installed in $1"
	page=$d/opt/rongo/share/man/man7/rongo.7
	grep -q "^\.Pa $1 \.$" "$page" || fail "rongo(7) does not name $1"
	if [ "$1" != /usr/local/share/doc/rongo ] &&
	    grep -q /usr/local/share/doc/rongo "$page"; then
		fail "rongo(7) names /usr/local/share/doc/rongo, not $1"
	fi
	"$d/opt/rongo/bin/rongo-validate" --version >/dev/null
}
gone() {
	left=$(find "$d" -type f | wc -l)
	[ "$left" = 0 ] || fail "uninstall left $left files: $(find "$d" -type f | head -n 3)"
	[ ! -d "$d$1" ] || fail "uninstall left $1"
}

make -s install DESTDIR="$d" PREFIX=/opt/rongo >/dev/null
check /opt/rongo/share/doc/rongo
make -s uninstall DESTDIR="$d" PREFIX=/opt/rongo >/dev/null
gone /opt/rongo/share/doc/rongo

make -s install DESTDIR="$d" PREFIX=/opt/rongo DOCDIR=/opt/doc/rongo-grammar \
    >/dev/null
check /opt/doc/rongo-grammar
make -s uninstall DESTDIR="$d" PREFIX=/opt/rongo \
    DOCDIR=/opt/doc/rongo-grammar >/dev/null
gone /opt/doc/rongo-grammar
echo "install: 2 passed, 0 failed"
