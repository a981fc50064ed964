#!/bin/sh
# The round-trip property test (tests/roundtrip.py): every writer's
# output read back by rongo's readers and by PyYAML.  It needs Debian's
# python3 with python3-yaml (scripts/deps.sh installs it).
# Usage: roundtrip.sh BINDIR
. "$(dirname "$0")/prologue.sh"
py=/usr/bin/python3
if ! "$py" -c 'import yaml' 2>/dev/null; then
	echo "roundtrip: FAILED: $py cannot import yaml (apt-get install python3-yaml)" >&2
	echo "roundtrip: 0 passed, 1 failed"
	exit 1
fi
"$py" "$top/tests/roundtrip.py" "$bindir" "$tmp"
