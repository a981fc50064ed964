#!/bin/sh
# make install and make uninstall into a DESTDIR, with a PREFIX.
set -eu
cd "$(dirname "$0")/.."
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT INT TERM
make -s install DESTDIR="$d" PREFIX=/opt/rongo >/dev/null
for f in bin/rongo-validate bin/rongo-apply bin/rongo-render-ascii bin/rongo-score \
    bin/rongo-roll bin/rongo-split bin/rongo-parallel \
    share/man/man1/rongo-roll.1 share/man/man1/rongo-split.1 \
    share/man/man1/rongo-parallel.1 \
    share/bash-completion/completions/rongo-validate \
    share/bash-completion/completions/rongo-parallel \
    share/man/man1/rongo-validate.1 share/man/man1/rongo-apply.1 \
    share/man/man1/rongo-render-ascii.1 share/man/man1/rongo-score.1 share/man/man7/rongo.7 \
    share/man/man7/rongo-games.7; do
	if [ ! -f "$d/opt/rongo/$f" ]; then
		echo "install: FAILED: $f not installed" >&2
		exit 1
	fi
done
"$d/opt/rongo/bin/rongo-validate" --version >/dev/null
make -s uninstall DESTDIR="$d" PREFIX=/opt/rongo >/dev/null
left=$(find "$d" -type f | wc -l)
if [ "$left" != 0 ]; then
	echo "install: FAILED: uninstall left $left files" >&2
	exit 1
fi
echo "install: 1 passed, 0 failed"
