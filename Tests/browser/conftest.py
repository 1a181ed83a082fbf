"""Shared set-up of the browser tests: the zoetrope binary, rendering fixtures, one browser
session per engine (Chromium through Playwright, WebKitGTK through its WebDriver)."""
import io
import json
import os
import subprocess
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
BINARY = Path(os.environ.get("ZOETROPE_BINARY", ROOT / ".build" / "debug" / "zoetrope"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
WEBKIT_DRIVER = os.environ.get("WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver")
ENGINES = ["chromium", "webkit"]


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


# Fixtures whose timeline runs to limits.maxDuration (a phaseAnimator cycling without a trigger)
# are compared over their first seconds only, and cycling ones past their last update up to a
# later instant.
FRAMES_UNTIL = {"phase-animator.json": "4",
                # Its last update is at 3.4 s; cycling on, it is compared up to 6 s.
                "phase-loop-handback.json": "6",
                # Passes that wait before they move, for ever: compared over several of them.
                "delay-inside-repeat.json": "4"}


# Fixtures written with `<text>` elements (`text=text`) in both documents: the browser lays the
# glyphs out, so its keyframes must animate the same positions, sizes and spacing.
TEXT_FIXTURES = {"text-animated-parts-as-text.json"}


def precision(name: str) -> str:
    return "2" if name in DEFAULT_PRECISION_FIXTURES else PRECISION


def text_mode(name: str) -> list:
    return ["--text", "text"] if name in TEXT_FIXTURES else []


def render_keyframes(name: str, fmt: str) -> bytes:
    return zoetrope("render", name, "--mode", "keyframes", "--format", fmt, "--precision", precision(name), *text_mode(name))


def render_snapshots(name: str, count: int = 10) -> list:
    """Snapshots at `count` instants spread over the timeline, none on an update's instant:
    frames at 20 fps from 0.0371 s, of which `count` are picked evenly."""
    until = ["--to", FRAMES_UNTIL[name]] if name in FRAMES_UNTIL else []
    frames = json.loads(zoetrope(
        "render", name, "--mode", "frames", "--fps", "20", "--from", "0.0371", "--precision", precision(name), *until, *text_mode(name)))["frames"]
    if len(frames) <= count:
        return frames
    step = (len(frames) - 1) / (count - 1)
    return [frames[round(i * step)] for i in range(count)]


class ChromiumTab:
    """A Chromium page whose viewport is the canvas."""

    def __init__(self, browser, size):
        self.page = browser.new_page(viewport=size)

    def goto(self, path: Path):
        self.page.goto(path.as_uri())

    def evaluate(self, function: str, argument=None):
        return self.page.evaluate(function, argument)

    def screenshot(self) -> Image.Image:
        return Image.open(io.BytesIO(self.page.screenshot())).convert("RGB")

    def close(self):
        self.page.close()


class Chromium:
    name = "chromium"

    def __init__(self, browser):
        self.browser = browser

    def tab(self, size):
        return ChromiumTab(self.browser, size)


class WebKitTab:
    """The one WebKitGTK window (WebDriver has one session per browser process); its viewport
    is larger than every canvas and screenshots are cut to the canvas."""

    def __init__(self, driver, size):
        self.driver, self.size = driver, size

    def goto(self, path: Path):
        self.driver.get(path.as_uri())

    def evaluate(self, function: str, argument=None):
        return self.driver.execute_script(f"return ({function})(arguments[0]);", argument)

    def screenshot(self) -> Image.Image:
        # Two animation frames first: WebKit paints a paused SMIL time after the call returns.
        self.driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done));")
        picture = Image.open(io.BytesIO(self.driver.get_screenshot_as_png())).convert("RGB")
        return picture.crop((0, 0, self.size["width"], self.size["height"]))

    def close(self):
        pass


class WebKit:
    name = "webkit"

    def __init__(self, driver):
        self.driver = driver

    def tab(self, size):
        return WebKitTab(self.driver, size)


def start_xvfb():
    """An Xvfb server on a free display (WebKitGTK needs an X display); returns the process."""
    read, write = os.pipe()
    process = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = pipe.readline().strip()
    if not display:
        process.kill()
        pytest.fail("Xvfb did not start (install Debian's xvfb; make browser-test does)")
    os.environ["DISPLAY"] = ":" + display
    return process


@pytest.fixture(scope="session", params=ENGINES)
def browser(request):
    """One browser session per engine, shared by every test."""
    if request.param == "chromium":
        with sync_playwright() as playwright:
            chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=["--disable-gpu", "--font-render-hinting=none"])
            yield Chromium(chromium)
            chromium.close()
        return
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    xvfb = start_xvfb() if not os.environ.get("DISPLAY") else None
    driver = webdriver.WebKitGTK(options=Options(), service=Service(executable_path=WEBKIT_DRIVER))
    try:
        driver.set_window_size(1100, 1000)
        yield WebKit(driver)
    finally:
        driver.quit()
        if xvfb:
            xvfb.terminate()
            xvfb.wait()
            del os.environ["DISPLAY"]
