#!/bin/sh
# `make bench`: drawsvg (PyPI) in a virtual environment under .build/, on the keyframe
# benchmark's animation (scripts/bench-drawsvg.py).
set -eu
venv=.build/bench-venv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c "import drawsvg" 2>/dev/null || "$venv/bin/pip" install -q --disable-pip-version-check drawsvg
"$venv/bin/python" scripts/bench-drawsvg.py
