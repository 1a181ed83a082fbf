"""A `zoetrope serve` of this checkout on a free port, for the tests that talk HTTP."""
import os
import re
import subprocess
import threading
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("ZOETROPE_BINARY", ROOT / ".build" / "debug" / "zoetrope"))


class Server:
    """Starts the server with the repository's config.yml (so Public/ and Examples/ are the
    repository's) on port 0, and reads the port from its `ready at` line."""

    def __init__(self):
        if not BINARY.exists():
            pytest.fail(f"{BINARY} is missing: run `swift build --build-tests` first (make test does)")
        environment = {key: value for key, value in os.environ.items() if not key.startswith("ZOETROPE_")}
        self.process = subprocess.Popen(
            [str(BINARY), "serve", "--port", "0", "--config", str(ROOT / "config.yml")],
            cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.log = []
        ready = threading.Event()
        self.url = None

        def read():
            for line in self.process.stderr:
                self.log.append(line)
                match = re.search(r"ready at (http://\S+)", line)
                if match and not ready.is_set():
                    self.url = match.group(1)
                    ready.set()
            ready.set()

        threading.Thread(target=read, daemon=True).start()
        if not ready.wait(60) or self.url is None:
            self.stop()
            pytest.fail("zoetrope serve did not start:\n" + "".join(self.log))

    def get(self, path, headers=None):
        request = urllib.request.Request(self.url + path, headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture(scope="module")
def server():
    running = Server()
    yield running
    running.stop()
