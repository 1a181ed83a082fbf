#!/usr/bin/env bash
# `make bench-http`: the throughput of a real render (the profile card as a snapshot) next to
# that of /healthz, on the same server in one run, with wrk at 32 connections. Prints both
# figures and their ratio. DURATION (seconds, default 10) and CONNECTIONS may be overridden.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
DURATION=${DURATION:-10}
CONNECTIONS=${CONNECTIONS:-32}
LOG=$(mktemp)
. "$ROOT/scripts/http/start-server.sh"
start_server

requests_per_second() {
    awk '/^Requests\/sec:/ { print $2 }'
}

# A short warm-up: fonts, caches and the render threads.
export ZOETROPE_SCENE="$ROOT/Examples/profile-card.json"
wrk -t2 -c"$CONNECTIONS" -d2s -s "$ROOT/scripts/http/render.lua" "$BASE_URL/v1/render?mode=snapshot" >/dev/null
health_output=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency "$BASE_URL/healthz")
render_output=$(wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" --latency -s "$ROOT/scripts/http/render.lua" "$BASE_URL/v1/render?mode=snapshot")
health=$(echo "$health_output" | requests_per_second)
render=$(echo "$render_output" | requests_per_second)
non2xx=$(echo "$render_output" | awk '/Non-2xx/ { print $NF }')
echo "GET /healthz                                   ${health} req/s"
echo "POST /v1/render?mode=snapshot (profile-card)   ${render} req/s${non2xx:+ (${non2xx} non-2xx answers)}"
awk -v r="$render" -v h="$health" 'BEGIN { printf "ratio render / healthz                         %.3f\n", r / h }'
