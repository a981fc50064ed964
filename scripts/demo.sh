#!/bin/sh
# The main job on the bundled sample: validate a Kanga game, add a move,
# and draw the result.  `make demo` runs it; so can `sh scripts/demo.sh`
# on a machine that has no make yet.
set -eu
cd "$(dirname "$0")/.."
# usable without make: install what is missing (make and the compiler
# too), then build
sh scripts/deps.sh
make -s all
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
