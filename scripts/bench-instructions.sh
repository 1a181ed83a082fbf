#!/usr/bin/env bash
# `make bench-instructions`: instructions per document, counted by valgrind's callgrind, for the
# four keyframe-encoding lines (issue 9) and the profile card's render (issue 10). A count does
# not move with the machine's load, so two builds compare within a fraction of a percent where
# `make bench`'s times move by tens of percent on a shared machine.
#
# Callgrind dumps its counters before each call of the measured function; each line runs at
# least 15 times, and the median over the steady-state documents is printed (the dump before the
# first call, the first three calls, which pay one-time costs such as type metadata, and the
# last, which holds the exit, are left out). BENCH_BIN names another Benchmarks binary (e.g. an
# earlier commit's build) to measure.
#
# drawsvg's SMIL writer on the same 20 rectangles is counted too (its interpreter under callgrind:
# 30 documents less 10, over 20), and issue 9's ratio printed in instructions.
#
# The easeInOut CSS document is measured again with 40 rectangles (`BENCH_ROWS=40`) and the two
# counts split into a fixed part and a part per row (the difference over the 20 more rows): 10×
# drawsvg needs both parts smaller (docs/performance.md, s23).
set -euo pipefail
shopt -s nullglob
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK="$ROOT/.build/bench-instructions"
mkdir -p "$WORK"
# valgrind 3.19 cannot read the DWARF 5 debug information Swift 6 writes: a stripped copy.
cp "${BENCH_BIN:-$ROOT/.build/release/Benchmarks}" "$WORK/Benchmarks"
strip --strip-debug "$WORK/Benchmarks"

# measure LABEL GROUP MATCH FUNCTION [ROWS]: the median instructions per call of FUNCTION (a
# mangled name, wildcards allowed) while the bench line GROUP / MATCH runs, with ROWS rectangles
# in the keyframe scenes (default 20); printed, and kept in MEDIAN.
MEDIAN=0
measure() {
    local label=$1 group=$2 match=$3 function=$4 rows=${5:-20}
    rm -f "$WORK"/cg.out.*
    BENCH_ROWS=$rows BENCH_ONLY=$group BENCH_MATCH=$match BENCH_MIN_ITERATIONS=15 valgrind --tool=callgrind --dump-before="$function" \
        --callgrind-out-file="$WORK/cg.out.%p" "$WORK/Benchmarks" >"$WORK/bench.log" 2>"$WORK/valgrind.log" || {
        # Checked here: `set -e` does not stop a function called before `||`.
        echo "$label: the run failed (see $WORK/valgrind.log)" >&2
        exit 1
    }
    # Dumps are numbered from 1 (before the first call); dump k + 1 holds call k.
    local counts
    counts=$(for file in "$WORK"/cg.out.*.*; do
        echo "${file##*.} $(awk '/^totals:/ { print $2 }' "$file")"
    done | sort -n | awk '{ count[NR] = $2 } END { for (i = 5; i <= NR; i++) print count[i] }')
    if [ -z "$counts" ]; then
        echo "$label: too few calls of $function were seen (see $WORK/valgrind.log)" >&2
        exit 1
    fi
    # A Benchmarks built before BENCH_ROWS draws 20 rows whatever it is asked.
    if [ "$rows" != 20 ] && ! grep -q "keyframes $rows rects" "$WORK/bench.log"; then
        echo "$label: not measured (this Benchmarks binary ignores BENCH_ROWS and drew 20 rows)"
        return 1
    fi
    MEDIAN=$(echo "$counts" | sort -n | awk '{ value[NR] = $1 } END { print value[int((NR + 1) / 2)] }')
    printf "%-48s %12.0f instructions/doc (median of %d)\n" "$label" "$MEDIAN" "$(echo "$counts" | wc -l)"
}

encode='$s9Keyframes15KeyframeEncoderV6encode_6canvas10background*'
render='$s8Zoetrope8RendererC6render_7options12cancellation*'
measure "keyframes 20 rects, easeInOut: encode (css)" keyframes "easeInOut: encode (css)" "$encode"
twenty=$MEDIAN
measure "keyframes 20 rects, easeInOut: encode (smil)" keyframes "easeInOut: encode (smil)" "$encode"
measure "keyframes 20 rects, spring: encode (css)" keyframes "spring: encode (css)" "$encode"
measure "keyframes 20 rects, spring: encode (smil)" keyframes "spring: encode (smil)" "$encode"
measure "render profile card snapshot, text=paths" throughput "text=paths" "$render"

# drawsvg's SMIL writer on the same 20 rows (scripts/bench-drawsvg.py), counted the same way:
# its interpreter's start and the import cost the same in both runs, so the difference between
# 30 and 10 documents, over 20, is one document's instructions (the hash seed fixed, as it
# moves the count by about 0.5 %); against the easeInOut CSS line
# it is issue 9's ratio in instructions, which, unlike `make bench`'s last line, does not move
# with the machine's load (the two run at different rates per instruction, so the time ratio
# differs from it: docs/performance.md).
python=$("$ROOT/scripts/bench-venv.sh")
few=10
many=30
# drawsvg_total DOCS: the instructions of one run writing DOCS documents after its warm-up.
drawsvg_total() {
    rm -f "$WORK"/py.out
    BENCH_ROWS=20 BENCH_DOCS=$1 PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file="$WORK/py.out" "$python" "$ROOT/scripts/bench-drawsvg.py" \
        >/dev/null 2>"$WORK/valgrind-drawsvg.log" || {
        echo "drawsvg: the run failed (see $WORK/valgrind-drawsvg.log)" >&2
        exit 1
    }
    local total
    total=$(awk '/^totals:/ { print $2 }' "$WORK/py.out")
    if ! [[ $total =~ ^[0-9]+$ ]]; then
        echo "drawsvg: no instruction total in $WORK/py.out" >&2
        exit 1
    fi
    echo "$total"
}
fewer=$(drawsvg_total "$few")
more=$(drawsvg_total "$many")
awk -v a="$fewer" -v b="$more" -v n="$((many - few))" -v few="$few" -v many="$many" -v ours="$twenty" 'BEGIN {
    doc = (b - a) / n
    label = sprintf("instructions/doc (%d documents less %d, over %d)", many, few, n)
    printf "%-48s %12.0f %s\n", "drawsvg 20 rects: SMIL (linear, Python)", doc, label
    printf "%-48s %12.2f× fewer instructions (the aim, in time, is 10×)\n", "keyframe encoding against drawsvg", doc / ours
}'

measure "keyframes 40 rects, easeInOut: encode (css)" keyframes "easeInOut: encode (css)" "$encode" 40 || exit 0
awk -v a="$twenty" -v b="$MEDIAN" 'BEGIN {
    row = (b - a) / 20
    printf "%-48s %12.0f instructions fixed, %.0f a row\n", "  easeInOut CSS document, split (20 to 40 rows)", a - 20 * row, row
}'
