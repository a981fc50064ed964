#!/bin/sh
# The main job on the bundled sample: validate a Kanga game, add a move,
# and draw the result.  `sh scripts/demo.sh` runs it on a machine that
# has no make and no compiler yet; `make demo` runs it too.
set -eu
cd "$(dirname "$0")/.."
# install only what the build needs, if missing (a compiler, make,
# libyaml: scripts/deps.sh; make check installs what the tests need),
# then build on every CPU
sh scripts/deps.sh
make -s -j"$(nproc 2>/dev/null || echo 2)" all
bin=bin
sample=fixtures/sample.kg

echo "\$ rongo-validate -v $sample"
$bin/rongo-validate -v $sample
echo
echo "\$ rongo-apply -m d3 $sample"
$bin/rongo-apply -m d3 $sample
echo
echo "\$ rongo-apply -m d3 $sample | rongo-render-ascii"
$bin/rongo-apply -m d3 $sample | $bin/rongo-render-ascii
echo
echo "\$ rongo-apply -f yaml $sample"
$bin/rongo-apply -f yaml $sample
