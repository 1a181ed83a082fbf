#!/bin/sh
# `make bench`, last: issue 9's figure, our keyframe encoding against drawsvg's SMIL writer on the
# same animation, in CPU time (BENCH_CLOCK=cpu, so that other work on a shared machine counts
# less). The two are run in PAIRS (default 5) alternating pairs, each the easeInOut CSS line of
# the Benchmarks binary (BENCH_BIN, default the release build) and then scripts/bench-drawsvg.py
# in the venv scripts/bench-venv.sh makes; each pair's ratio is drawsvg's time per document over
# ours, and the median and range of the ratios are printed. One run's clock moves by a
# quarter even on an idle machine: a single pair says little, the median of several more.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
script=bench-drawsvg-ratio
. "$root/scripts/bench-common.sh"
bench_binary
pairs=${PAIRS:-5}
whole_number PAIRS "$pairs"
python=$("$root/scripts/bench-venv.sh")

ratios=""
i=1
while [ "$i" -le "$pairs" ]; do
    ours=$(easeinout_css_ms)
    theirs=$(BENCH_ROWS=20 BENCH_CLOCK=cpu "$python" "$root/scripts/bench-drawsvg.py" | ms_per_doc "drawsvg 20 rects")
    if [ -z "$ours" ] || [ -z "$theirs" ]; then
        echo "bench-drawsvg-ratio: a run printed no ms/doc (ours: '$ours', drawsvg: '$theirs')" >&2
        exit 1
    fi
    ratio=$(awk -v a="$theirs" -v b="$ours" 'BEGIN { printf "%.2f", a / b }')
    echo "    pair $i: easeInOut CSS $ours ms/doc, drawsvg $theirs ms/doc: ${ratio}×"
    ratios="$ratios $ratio"
    i=$((i + 1))
done
echo "$ratios" | tr ' ' '\n' | grep . | sort -n | awk '
    { value[NR] = $1 }
    END {
        median = NR % 2 ? value[(NR + 1) / 2] : (value[NR / 2] + value[NR / 2 + 1]) / 2
        printf "keyframe encoding against drawsvg (CPU time)     %.2f× faster, the median of %d pair%s (%.2f–%.2f×; the aim is 10×)\n", median, NR, NR == 1 ? "" : "s", value[1], value[NR]
    }'
