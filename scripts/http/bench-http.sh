#!/usr/bin/env bash
# `make bench-http`: the throughput of a real render (the profile card as a snapshot) next to
# that of /healthz, on the same server in one run, with wrk at 32 connections. The render is
# measured with the render cache off (every request renders: the figure the ratio is about),
# then on a second server with the cache on (every request after the first is a hit), and the
# embed URL (GET /v1/render.svg) with its cache warm. A one-rectangle scene, rendered with the
# cache off, shows what the route itself costs (reading the body, the render queue, the answer):
# the ceiling of the ratio for any scene. DURATION (seconds, default 10) and CONNECTIONS may be
# overridden.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DURATION=${DURATION:-10}
CONNECTIONS=${CONNECTIONS:-32}
LOG=$(mktemp)
. "$ROOT/scripts/http/start-server.sh"
export ZOETROPE_SCENE="$ROOT/Examples/profile-card.json"

requests_per_second() {
    awk '/^Requests\/sec:/ { print $2 }'
}

# wrk's req/s for the rest of the arguments, after a 2 s warm-up (fonts, caches, threads).
measure() {
    wrk -t2 -c"$CONNECTIONS" -d2s "$@" >/dev/null
    local output
    output=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" "$@")
    local non2xx
    non2xx=$(echo "$output" | awk '/Non-2xx/ { print $NF }')
    if [ -n "$non2xx" ]; then echo "$non2xx non-2xx answers from wrk $*" >&2; exit 1; fi
    echo "$output" | requests_per_second
}

start_server ZOETROPE_RENDER_CACHE_BYTES=0
health=$(measure "$BASE_URL/healthz")
render=$(measure -s "$ROOT/scripts/http/render.lua" "$BASE_URL/v1/render?mode=snapshot")
floor=$(ZOETROPE_SCENE="$ROOT/scripts/http/one-rectangle.json" measure -s "$ROOT/scripts/http/render.lua" "$BASE_URL/v1/render?mode=snapshot")
stop_server

start_server
cached=$(measure -s "$ROOT/scripts/http/render.lua" "$BASE_URL/v1/render?mode=snapshot")
embed_path=$(curl -sf -H 'Content-Type: application/json' --data-binary "@$ZOETROPE_SCENE" "$BASE_URL/v1/embed?mode=snapshot" \
    | python3 -c 'import json, sys, urllib.parse; u = urllib.parse.urlsplit(json.load(sys.stdin)["url"]); print(u.path + "?" + u.query)')
embed=$(measure "$BASE_URL$embed_path")
stop_server

echo "GET /healthz                                        ${health} req/s"
echo "POST /v1/render?mode=snapshot (profile-card)        ${render} req/s (render cache off)"
echo "POST /v1/render?mode=snapshot, render cache warm    ${cached} req/s"
echo "GET /v1/render.svg (embed URL), render cache warm   ${embed} req/s"
echo "POST /v1/render?mode=snapshot (one rectangle)       ${floor} req/s (render cache off)"
awk -v r="$render" -v h="$health" 'BEGIN { printf "ratio render / healthz (uncached)                   %.3f\n", r / h }'
awk -v r="$cached" -v h="$health" 'BEGIN { printf "ratio render / healthz (cache warm)                 %.3f\n", r / h }'
awk -v r="$floor" -v h="$health" 'BEGIN { printf "ratio one rectangle / healthz (uncached)            %.3f\n", r / h }'
