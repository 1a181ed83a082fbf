#!/bin/sh
# `make bench BENCH_BASE=<commit>`: builds that commit's Benchmarks beside this one (a worktree
# under /tmp, its own scratch path) and prints its keyframe-encoding lines, so that a change's
# before and after are measured on the same machine in one run. Built as `make bench` builds
# (the Makefile's RELEASE flags: the Swift runtime linked statically), so that the two differ
# by their code alone.
set -eu
base="$1"
dir="/tmp/zoetrope-bench-$(git rev-parse --short "$base")"
[ -d "$dir" ] || git worktree add -q --detach "$dir" "$base"
(cd "$dir" && swift build -c release --static-swift-stdlib --product Benchmarks --scratch-path "$dir/.build" >/dev/null)
echo "before ($(git rev-parse --short "$base")):"
"$dir/.build/release/Benchmarks" | grep -A1 -E '^(keyframes .*encode|render snapshot (CJK )?card)'
