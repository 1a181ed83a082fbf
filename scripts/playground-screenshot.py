#!/usr/bin/env python3
"""Writes docs/playground.png: the playground (Public/) of a `zoetrope serve` of this checkout,
in Debian's Chromium driven by Playwright (`make playground-screenshot`).

It picks the example "AnimatedLoadingButton (Swift)" (seed 002, SwiftUI source with `tap=登录@0.5`),
waits for its preview and trace, moves the scrubber to 1.2 s (loading: the spinner) and takes a
1280 x 860 screenshot. ZOETROPE_BINARY names the binary (default .build/debug/zoetrope),
CHROMIUM the browser (default /usr/bin/chromium); the first argument, the output file.
"""
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
BINARY = Path(os.environ.get("ZOETROPE_BINARY", ROOT / ".build" / "debug" / "zoetrope"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
OUTPUT = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "playground.png"
EXAMPLE = "AnimatedLoadingButton"
SCRUB_TO = "1.2"


def start_server():
    """`zoetrope serve` on a free port with the repository's config.yml; its URL and process."""
    if not BINARY.exists():
        sys.exit(f"{BINARY} is missing: run `swift build` first")
    environment = {key: value for key, value in os.environ.items() if not key.startswith("ZOETROPE_")}
    process = subprocess.Popen(
        [str(BINARY), "serve", "--port", "0", "--config", str(ROOT / "config.yml")],
        cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    found = {}
    ready = threading.Event()

    def read():
        for line in process.stderr:
            match = re.search(r"ready at (http://\S+)", line)
            if match and not ready.is_set():
                found["url"] = match.group(1)
                ready.set()
        ready.set()

    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(60) or "url" not in found:
        process.terminate()
        sys.exit("zoetrope serve did not start")
    return found["url"], process


def main():
    url, server = start_server()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 860})
            page.goto(url + "/")
            page.wait_for_function("window.playground && window.playground.renders > 0")
            page.wait_for_function(
                f"[...document.getElementById('examples').options].some((o) => o.value === '{EXAMPLE}')")
            before = page.evaluate("window.playground.renders")
            page.select_option("#examples", EXAMPLE)
            page.wait_for_function(f"window.playground.renders > {before}")
            page.wait_for_function("document.getElementById('trace').textContent.includes('updates')")
            before = page.evaluate("window.playground.renders")
            page.evaluate(
                """(t) => { const s = document.getElementById('scrubber'); s.value = t;
                s.dispatchEvent(new Event('input', {bubbles: true})); }""", SCRUB_TO)
            page.wait_for_function(f"window.playground.renders > {before}")
            page.wait_for_function(
                "document.getElementById('preview').complete && document.getElementById('preview').naturalWidth > 0")
            if page.locator("#problem").inner_text():
                sys.exit("the playground shows an error: " + page.locator("#problem").inner_text())
            page.screenshot(path=str(OUTPUT))
            browser.close()
    finally:
        server.terminate()
        server.wait(10)
    print(f"wrote {OUTPUT}")


if __name__ == "__main__":
    main()
