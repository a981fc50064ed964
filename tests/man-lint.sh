#!/bin/sh
# Lint every man page with mandoc: any message at all is a failure.
set -u
cd "$(dirname "$0")/.." || exit 2
out=$(mandoc -Tlint -W warning man/*.1 man/*.7 2>&1)
if [ -n "$out" ]; then
	printf '%s\n' "$out" >&2
	echo "man-lint: FAILED" >&2
	exit 1
fi
# a program's page has every section a user looks for
for page in man/*.1; do
	for sec in NAME SYNOPSIS DESCRIPTION OPTIONS "EXIT STATUS" EXAMPLES \
	    DIAGNOSTICS "SEE ALSO"; do
		if ! grep -qx ".Sh $sec" "$page"; then
			echo "man-lint: FAILED: $page has no $sec section" >&2
			exit 1
		fi
	done
done
echo "man-lint: $(ls man/*.1 man/*.7 | wc -l) pages clean, every section there"
