# Shared by the scripts that time the keyframe benchmark's easeInOut CSS line against something
# (scripts/bench-drawsvg-ratio.sh, scripts/bench-rc-atomics.sh); sourced, POSIX sh. Each caller
# sets `script` (its name, for messages) and `root` (the repository) first.

# The Benchmarks binary to run (BENCH_BIN, default the release build), checked to exist.
bench_binary() {
    bin=${BENCH_BIN:-$root/.build/release/Benchmarks}
    if [ ! -x "$bin" ]; then
        echo "$script: no Benchmarks binary at $bin (make bench builds it; BENCH_BIN names another)" >&2
        exit 1
    fi
}

# Fails unless $2, the value of the setting named $1, is a whole number from 1.
whole_number() {
    case "$2" in
        '' | *[!0-9]* | 0*) echo "$script: $1 must be a whole number from 1, not '$2'" >&2; exit 2 ;;
    esac
}

# ms/doc of the timed line named $1 in standard input.
ms_per_doc() {
    awk -v name="$1" 'index($0, name) == 1 { for (i = 1; i < NF; i++) if ($(i + 1) == "ms/doc") { print $i; exit } }'
}

# The CPU time per document of the easeInOut CSS line with 20 rows (issue 9's figure), from
# `$bin`; empty if the run printed none. Extra `NAME=value` settings for the run may be given.
easeinout_css_ms() {
    env "$@" BENCH_ROWS=20 BENCH_CLOCK=cpu BENCH_ONLY=keyframes BENCH_MATCH='easeInOut: encode (css)' "$bin" \
        | ms_per_doc 'keyframes 20 rects, easeInOut: encode (css)'
}
