#!/usr/bin/env bash
# What atomic reference counting costs the keyframe encoder: the easeInOut CSS benchmark line
# (20 rows, CPU clock) run RUNS times (default 8) with the Swift runtime's atomic retains and
# releases, alternated with as many runs where scripts/nonatomic-rc.c, preloaded, makes every
# such call from our code non-atomic; prints both medians. The benchmark is single-threaded, so
# the non-atomic runs are safe; the figure says nothing of the multi-threaded server.
#
# Preloading replaces only calls into a shared runtime, and `make bench` links the runtime
# statically, so this needs a build against the shared one, from the repository's root (a
# second full release build in its own scratch path, minutes on a 2-core machine):
#
#   swift build -c release --product Benchmarks --scratch-path .build-shared
#   BENCH_BIN=.build-shared/release/Benchmarks scripts/bench-rc-atomics.sh
#
# s29 (docs/performance.md): 0.280 ms against 0.284 ms, no measurable difference.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
script=bench-rc-atomics
. "$root/scripts/bench-common.sh"
bench_binary
runs=${RUNS:-8}
whole_number RUNS "$runs"
runtime=$(ldd "$bin" | awk '/libswiftCore\.so/ { print $3; exit }')
if [ -z "$runtime" ]; then
    echo "bench-rc-atomics: $bin links the Swift runtime statically, so no preload can replace its reference counting;" >&2
    echo "build against the shared runtime: swift build -c release --product Benchmarks --scratch-path $root/.build-shared" >&2
    echo "and run BENCH_BIN=$root/.build-shared/release/Benchmarks $0" >&2
    exit 1
fi
command -v cc >/dev/null 2>&1 || "$root/scripts/install-debian-packages" gcc
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -shared -fPIC -o "$work/nonatomic-rc.so" "$root/scripts/nonatomic-rc.c" -L"$(dirname "$runtime")" -lswiftCore

run() {
    local value
    value=$(easeinout_css_ms ${1:+LD_PRELOAD=$1})
    if [ -z "$value" ]; then
        echo "bench-rc-atomics: a run printed no ms/doc" >&2
        exit 1
    fi
    echo "$value"
}
atomic=""
nonatomic=""
for _ in $(seq "$runs"); do
    atomic="$atomic $(run "")"
    nonatomic="$nonatomic $(run "$work/nonatomic-rc.so")"
done
median() { tr ' ' '\n' | grep . | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
printf "%-48s %s ms/doc (median of %d:%s)\n" "easeInOut CSS, atomic reference counting" "$(echo "$atomic" | median)" "$runs" "$atomic"
printf "%-48s %s ms/doc (median of %d:%s)\n" "easeInOut CSS, non-atomic (preloaded)" "$(echo "$nonatomic" | median)" "$runs" "$nonatomic"
