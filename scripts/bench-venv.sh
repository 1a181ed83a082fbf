#!/bin/sh
# Makes .build/bench-venv with drawsvg (PyPI) in it when either is missing, and prints the venv's
# python: the drawsvg benchmarks (scripts/bench-drawsvg.sh, scripts/bench-drawsvg-ratio.sh) run it.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv=$root/.build/bench-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv" >&2
"$venv/bin/python" -c "import drawsvg" 2>/dev/null || "$venv/bin/pip" install -q --disable-pip-version-check drawsvg >&2
echo "$venv/bin/python"
