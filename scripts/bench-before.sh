#!/bin/sh
# `make bench BENCH_BASE=<commit>`: builds that commit's Benchmarks beside this one (a worktree
# under /tmp, its own scratch path) and prints its keyframe-encoding lines, so that a change's
# before and after are measured on the same machine in one run. Built with the flags after the
# commit, which `make bench` gives as its own (the Makefile's RELEASE: the Swift runtime linked
# statically), so that the two builds differ by their code alone.
#
#   scripts/bench-before.sh <commit> <swift build flags…>
set -eu
if [ $# -lt 2 ]; then
    echo "usage: $0 <commit> <swift build flags…> (make bench BENCH_BASE=<commit> passes the Makefile's RELEASE)" >&2
    exit 2
fi
base="$1"
shift
dir="/tmp/zoetrope-bench-$(git rev-parse --short "$base")"
[ -d "$dir" ] || git worktree add -q --detach "$dir" "$base"
(cd "$dir" && swift build "$@" --product Benchmarks --scratch-path "$dir/.build" >/dev/null)
echo "before ($(git rev-parse --short "$base")):"
"$dir/.build/release/Benchmarks" | grep -A1 -E '^(keyframes .*encode|render snapshot (CJK )?card)'
