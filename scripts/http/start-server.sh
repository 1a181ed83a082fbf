# Sourced by the HTTP scripts: starts the release build of `zoetrope serve` (or the binary named by
# ZOETROPE_BIN, e.g. an earlier build kept for a before/after run) on a free port with
# request logging off, sets SERVER_PID and BASE_URL, and stops the server when the script exits.
# Needs ROOT (the repository) and LOG (a file for the server's log). Extra environment for the
# server (e.g. ZOETROPE_RENDER_CACHE_BYTES=0) may be given as arguments: start_server NAME=VALUE…
start_server() {
    env "$@" ZOETROPE_PORT=0 ZOETROPE_LOG_LEVEL=notice "${ZOETROPE_BIN:-$ROOT/.build/release/zoetrope}" serve --config "$ROOT/config.yml" >"$LOG" 2>&1 &
    SERVER_PID=$!
    trap stop_server EXIT
    for _ in $(seq 1 200); do
        BASE_URL=$(sed -n 's/.*ready at \(http:[^ ]*\).*/\1/p' "$LOG" | head -n 1)
        [ -n "$BASE_URL" ] && return 0
        kill -0 "$SERVER_PID" 2>/dev/null || { echo "the server did not start:" >&2; cat "$LOG" >&2; exit 1; }
        sleep 0.05
    done
    echo "the server did not report its address within 10 s" >&2
    exit 1
}

# Stops the server start_server started (also on exit).
stop_server() {
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
}

# The server's resident memory, in KiB.
server_rss_kib() {
    awk '/^VmRSS:/ { print $2 }' "/proc/$SERVER_PID/status"
}
