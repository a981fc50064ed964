#!/bin/sh
# The main job on the bundled sample: validate a Kanga game, add a move,
# and draw the result.  Run by `make demo` after the build.
set -eu
cd "$(dirname "$0")/.."
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
