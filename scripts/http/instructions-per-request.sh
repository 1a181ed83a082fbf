#!/usr/bin/env bash
# Server instructions per request, counted by callgrind: `zoetrope serve` (the release build, or
# ZOETROPE_BIN) with the render cache off runs under valgrind; after 20 warm-up requests the
# counters are zeroed, N requests (default 200) are sent on one connection, and the total is
# divided by N. A count does not move with the machine's load, so two builds' routes compare
# (docs/performance.md, "Measuring"); runs still differ by about 1 % with the threads' wake-ups.
# Usage: scripts/http/instructions-per-request.sh [healthz|rect|card]… (default: all three)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
N=${N:-200}
for tool in valgrind callgrind_control cc strip curl; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: make bench-http-instructions installs it" >&2; exit 1; }
done
WORK=$(mktemp -d)
SERVER_PID=""
# The server is stopped on any exit, a failed step included, before its folder goes.
trap '[ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null; wait 2>/dev/null; rm -rf "$WORK"' EXIT
cc -shared -fPIC -O2 -o "$WORK/sigsuspend-copy.so" "$ROOT/scripts/http/sigsuspend-copy.c"
cp "${ZOETROPE_BIN:-$ROOT/.build/release/zoetrope}" "$WORK/zoetrope"
strip --strip-debug "$WORK/zoetrope"
count() {
    local kind=$1 path args=()
    case $kind in
        healthz) path=/healthz ;;
        rect) path='/v1/render?mode=snapshot'; args=(-H 'Content-Type: application/json' --data-binary "@$ROOT/scripts/http/one-rectangle.json") ;;
        card) path='/v1/render?mode=snapshot'; args=(-H 'Content-Type: application/json' --data-binary "@$ROOT/Examples/profile-card.json") ;;
        *) echo "unknown request kind: $kind (healthz, rect or card)" >&2; exit 2 ;;
    esac
    local log="$WORK/$kind.log"
    env ZOETROPE_RENDER_CACHE_BYTES=0 ZOETROPE_PORT=0 ZOETROPE_LOG_LEVEL=notice SWIFT_DETERMINISTIC_HASHING=1 \
        LD_PRELOAD="$WORK/sigsuspend-copy.so" valgrind --tool=callgrind --separate-threads=no \
        --callgrind-out-file="$WORK/$kind.out.%p" "$WORK/zoetrope" serve --config "$ROOT/config.yml" >"$log" 2>&1 &
    SERVER_PID=$!
    local pid=$SERVER_PID url=""
    for _ in $(seq 1 1200); do
        url=$(sed -n 's/.*ready at \(http:[^ ]*\).*/\1/p' "$log" | head -n 1)
        [ -n "$url" ] && break
        kill -0 "$pid" 2>/dev/null || { echo "the server did not start under valgrind:" >&2; cat "$log" >&2; exit 1; }
        sleep 0.1
    done
    [ -n "$url" ] || { echo "the server did not report its address within 120 s" >&2; kill "$pid"; exit 1; }
    local warm=() counted=()
    for _ in $(seq 1 20); do warm+=("$url$path"); done
    for _ in $(seq 1 "$N"); do counted+=("$url$path"); done
    curl -sf ${args[@]+"${args[@]}"} "${warm[@]}" >/dev/null
    sleep 0.5
    callgrind_control -z "$pid" >"$WORK/control.log" 2>&1 || { cat "$WORK/control.log" >&2; exit 1; }
    curl -sf ${args[@]+"${args[@]}"} "${counted[@]}" >/dev/null
    sleep 0.5
    callgrind_control -d "$pid" >"$WORK/control.log" 2>&1 || { cat "$WORK/control.log" >&2; exit 1; }
    sleep 0.5
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    SERVER_PID=""
    local dump total
    dump=$(ls -t "$WORK/$kind.out.$pid".* 2>/dev/null | head -n 1)
    total=$([ -n "$dump" ] && awk '/^(summary|totals):/ { print $2; exit }' "$dump" || true)
    [ -n "$total" ] || { echo "callgrind wrote no counts for $kind" >&2; exit 1; }
    printf '%-8s %12d instructions a request (%d requests)\n' "$kind" $((total / N)) "$N"
}
for kind in "${@:-healthz rect card}"; do
    for k in $kind; do count "$k"; done
done
