#!/usr/bin/env bash
# Renders every example, browser fixture and test scene in eight ways with one `zoetrope` binary
# into a folder, so that two builds' outputs can be compared byte for byte:
#
#   scripts/output-identity.sh .build/release/zoetrope /tmp/before
#   … change the code, build …
#   scripts/output-identity.sh .build/release/zoetrope /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
#
# A speed change should leave every file the same; errors are kept too (`<name>.<way>.err`), so
# a changed message shows. The ways: keyframes (CSS, SMIL, CSS with text as text), snapshots at
# 0.3 s (paths, text, precision 0), frames at 10 fps and the trace.
set -uo pipefail
if [ $# -ne 2 ]; then
    echo "usage: $0 <zoetrope binary> <output folder>" >&2
    exit 2
fi
BIN=$1
OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$OUT"
export ZOETROPE_RENDER_CACHE_BYTES=0
ways=(
    "keyframes-css|render --mode keyframes --format css"
    "keyframes-smil|render --mode keyframes --format smil"
    "keyframes-text|render --mode keyframes --format css --text text"
    "snapshot|render --mode snapshot --t 0.3"
    "snapshot-text|render --mode snapshot --t 0.3 --text text"
    "snapshot-p0|render --mode snapshot --t 0.3 --precision 0"
    "frames|render --mode frames --fps 10"
    "trace|trace"
)
count=0
for scene in "$ROOT"/Examples/*.json "$ROOT"/Tests/browser/fixtures/*.json "$ROOT"/Tests/Scenes/*.json; do
    [ -e "$scene" ] || continue
    folder=$(basename "$(dirname "$scene")")
    name="$folder-$(basename "$scene" .json)"
    for way in "${ways[@]}"; do
        label=${way%%|*}
        # shellcheck disable=SC2086
        (cd "$ROOT" && "$BIN" ${way#*|} "$scene") >"$OUT/$name.$label.out" 2>"$OUT/$name.$label.err"
        echo "exit $?" >>"$OUT/$name.$label.err"
        count=$((count + 1))
    done
done
echo "$count outputs in $OUT"
