#!/bin/sh
# `make bench`: drawsvg (PyPI) in a virtual environment under .build/ (scripts/bench-venv.sh), on
# the keyframe benchmark's animation (scripts/bench-drawsvg.py).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
"$("$root/scripts/bench-venv.sh")" "$root/scripts/bench-drawsvg.py"
