#!/usr/bin/env bash
# `make soak`: the release server under wrk at saturation (2 threads, 64 connections) for
# DURATION seconds (default 60) with a mix of good, bad and hostile requests (soak.lua). Prints
# req/s, p50/p99, the answers per status, socket errors and the server's RSS after a 30 s
# warm-up and at the end. Fails on any 5xx other than 503, if the server dies, or if RSS grows
# over 20 %.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DURATION=${DURATION:-60}
CONNECTIONS=${CONNECTIONS:-64}
LOG=$(mktemp)
STATUSES=$(mktemp)
. "$ROOT/scripts/http/start-server.sh"
start_server
export ZOETROPE_ROOT="$ROOT" ZOETROPE_SOAK_STATUSES="$STATUSES"

# Warm-up, so that the start figure includes the caches and threads a running server has.
# RSS is read with no request in flight (the hostile bodies, hundreds of KB each on 64
# connections, make it swing by tens of MiB while they are read), and after a warm-up of 30 s:
# the allocator's pools take about that long to reach the size they keep (measured: 75–80 MiB
# idle after 10 s, 85–98 MiB after 30 s to 90 s, on the same build), so that a shorter warm-up
# took that filling for growth.
ZOETROPE_SOAK_STATUSES="$STATUSES.warm-up" wrk -t2 -c"$CONNECTIONS" -d30s -s "$ROOT/scripts/http/soak.lua" "$BASE_URL" >/dev/null
# (Best effort: wrk is done, and 2 s lets the renders it left behind finish.)
sleep 2
rss_start=$(server_rss_kib)
wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --timeout 40s -s "$ROOT/scripts/http/soak.lua" "$BASE_URL" | sed -n '/^requests:/,$p'
if ! kill -0 "$SERVER_PID" 2>/dev/null; then
    echo "FAIL: the server died during the soak; its log:" >&2
    tail -n 50 "$LOG" >&2
    exit 1
fi
sleep 2
rss_end=$(server_rss_kib)

echo "answers by status:"
sed 's/^/  /' "$STATUSES"
echo "RSS after warm-up: $((rss_start / 1024)) MiB; at the end: $((rss_end / 1024)) MiB"
awk -v s="$rss_start" -v e="$rss_end" 'BEGIN { printf "RSS growth: %+.1f %%\n", (e - s) * 100 / s }'

status=0
if awk '$1 >= 500 && $1 != 503 { found = 1 } END { exit !found }' "$STATUSES" "$STATUSES.warm-up"; then
    echo "FAIL: answers with a 5xx other than 503 (see above); the server's errors:" >&2
    grep -i "error\|critical" "$LOG" | tail -n 20 >&2 || true
    status=1
fi
if [ "$rss_end" -gt $((rss_start * 120 / 100)) ]; then
    echo "FAIL: RSS grew more than 20 %" >&2
    status=1
fi
[ $status -eq 0 ] && echo "soak passed"
exit $status
