"""Shared set-up of the browser tests: the zoetrope binary, rendering fixtures, one Chromium."""
import json
import os
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
BINARY = Path(os.environ.get("ZOETROPE_BINARY", ROOT / ".build" / "debug" / "zoetrope"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def zoetrope(*arguments: str) -> bytes:
    """Runs the CLI (built by `swift build --build-tests`) from the fixtures folder and returns
    its standard output; fails the test with its standard error otherwise."""
    if not BINARY.exists():
        pytest.fail(f"{BINARY} is missing: run `swift build --build-tests` first (make test does)")
    run = subprocess.run([str(BINARY), *arguments], cwd=FIXTURES, capture_output=True, timeout=120)
    if run.returncode != 0:
        pytest.fail(f"zoetrope {' '.join(arguments)} failed: {run.stderr.decode()}")
    return run.stdout


# Both documents are written to 4 decimals: at the default 2, glyph outlines rounded at other
# positions differ by more than the tolerances. Fixtures without text that check the default
# precision itself (transforms far from the canvas origin) are written at 2.
PRECISION = "4"
DEFAULT_PRECISION_FIXTURES = {"rotated-offset.json"}


def precision(name: str) -> str:
    return "2" if name in DEFAULT_PRECISION_FIXTURES else PRECISION


def render_keyframes(name: str, fmt: str) -> bytes:
    return zoetrope("render", name, "--mode", "keyframes", "--format", fmt, "--precision", precision(name))


def render_snapshots(name: str, count: int = 10) -> list:
    """Snapshots at `count` instants spread over the timeline, none on an update's instant:
    frames at 20 fps from 0.0371 s, of which `count` are picked evenly."""
    frames = json.loads(zoetrope(
        "render", name, "--mode", "frames", "--fps", "20", "--from", "0.0371", "--precision", precision(name)))["frames"]
    if len(frames) <= count:
        return frames
    step = (len(frames) - 1) / (count - 1)
    return [frames[round(i * step)] for i in range(count)]


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--disable-gpu", "--font-render-hinting=none"])
        yield browser
        browser.close()
