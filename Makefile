# Zoetrope: `make run` serves, `make test` runs every test, `make bench` prints the benchmarks,
# `make bench-http` the HTTP throughput, `make soak` runs the server under hostile load.
# Each target first installs the Debian packages it needs when they are missing.

SWIFT ?= swift
CONFIG ?= config.yml
# Fonts: DejaVu draws Latin, Greek and Cyrillic; Noto CJK, Noto (core) and Symbola are the
# fallback faces fontconfig finds (docs/text.md); ICU breaks lines and orders bidi text.
# Material Icons draws Image(systemName:) (docs/symbols.md). The executables allocate with
# jemalloc (docs/architecture.md, "Memory allocator").
RUNTIME_PACKAGES := libxml2-dev zlib1g-dev libharfbuzz-dev libfontconfig-dev libicu-dev libjemalloc-dev pkg-config \
	fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-symbola \
	fonts-material-design-icons-iconfont
TEST_PACKAGES := libxml2-utils w3c-sgml-lib
# Release builds link the Swift runtime and Foundation statically, as the Dockerfile's does: the
# same code takes about a fifth less time than against the shared runtime (docs/architecture.md,
# "Static Swift runtime"), so `make run`, the benchmarks and the container measure one build.
# `make bench BENCH_BASE=…` hands them to scripts/bench-before.sh for the earlier build.
RELEASE := -c release --static-swift-stdlib

.PHONY: run test browser-test bench bench-instructions bench-http bench-http-instructions soak fuzz build deps test-deps clean playground-screenshot

run: deps build
	.build/release/zoetrope serve --config $(CONFIG)

build: deps
	$(SWIFT) build $(RELEASE) --product zoetrope

test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@$(MAKE) --no-print-directory browser-test

# Keyframe SVGs paused in Debian's Chromium (Playwright from PyPI drives it; its own browser
# downloads are never used) and in Debian's WebKitGTK (its WebKitWebDriver, driven by Selenium,
# on an Xvfb display the tests start). pytest's "no tests collected" (exit 5) fails the run too.
browser-test: test-deps
	@scripts/install-debian-packages chromium webkit2gtk-driver xvfb
	@python3 -c "import playwright, selenium, pytest, PIL, kubernetes_validate, openapi_spec_validator, schemathesis, yaml" 2>/dev/null || python3 -m pip install -q --disable-pip-version-check -r Tests/browser/requirements.txt \
		|| python3 -m pip install -q --disable-pip-version-check --break-system-packages -r Tests/browser/requirements.txt
	@python3 -m pytest Tests/browser -q; status=$$?; if [ $$status -eq 5 ]; then echo "no browser test was collected" >&2; exit 1; fi; exit $$status

# docs/playground.png: the playground showing seed 002's Swift loading button, in Debian's Chromium
# (Playwright from PyPI, as for the browser tests).
playground-screenshot: deps
	@scripts/install-debian-packages chromium
	@python3 -c "import playwright" 2>/dev/null || python3 -m pip install -q --disable-pip-version-check -r Tests/browser/requirements.txt \
		|| python3 -m pip install -q --disable-pip-version-check --break-system-packages -r Tests/browser/requirements.txt
	$(SWIFT) build --product zoetrope
	scripts/playground-screenshot.py docs/playground.png

# BENCH_BASE=<commit> also builds and runs that commit's keyframe benchmarks first (before/after
# on one machine); drawsvg's SMIL writer on the same animation runs next, from a venv in .build/;
# scripts/bench-drawsvg-ratio.sh then alternates PAIRS (default 5) CPU-time runs of both and prints
# the median of drawsvg's ms/doc over ours (issue 9 aims at 10×).
BENCH_BASE ?=
bench: deps
	@scripts/install-debian-packages python3-venv
	$(SWIFT) build $(RELEASE) --product Benchmarks
	@if [ -n "$(BENCH_BASE)" ]; then scripts/bench-before.sh $(BENCH_BASE) $(RELEASE); fi
	.build/release/Benchmarks
	@scripts/bench-drawsvg.sh
	@scripts/bench-drawsvg-ratio.sh

# Instructions per document (valgrind's callgrind; steady-state median) of the keyframe lines
# and the profile card's render: figures that do not move with the machine's load; drawsvg's
# SMIL writer on the same document counted alike, and the ratio. Last, the easeInOut CSS
# document with 40 rows, and its cost split into a fixed part and a part per row.
# BENCH_BIN=<Benchmarks binary> measures another build (e.g. one scripts/bench-before.sh made).
bench-instructions: deps
	@scripts/install-debian-packages valgrind binutils python3-venv
	$(SWIFT) build $(RELEASE) --product Benchmarks
	scripts/bench-instructions.sh

# Server instructions per request (callgrind) for /healthz, a one-rectangle render and the card's,
# render cache off: load-independent before/after figures for the route (ZOETROPE_BIN=<binary>).
bench-http-instructions: deps build
	@scripts/install-debian-packages valgrind binutils curl gcc libc6-dev
	scripts/http/instructions-per-request.sh

# HTTP throughput of a real render (profile card snapshot) against /healthz, wrk: render cache off,
# then warm, and the embed URL warm.
bench-http: deps build
	@scripts/install-debian-packages wrk
	scripts/http/bench-http.sh

# 60 s of wrk at saturation with good, bad and hostile requests; fails on a 5xx other than 503,
# a crash, or RSS growth over 20 %.
soak: deps build
	@scripts/install-debian-packages wrk
	scripts/http/soak.sh

# libFuzzer over decode → render in every mode (Sources/ZoetropeFuzz), seeded with the examples
# and test scenes, for FUZZ_SECONDS (default 60); Tests/Fuzz/lsan.supp names the process-lifetime
# allocations LeakSanitizer may not count as leaks. A separate scratch path: the sanitized build
# is a full second build, so this is not part of `make test`. Findings land in .build-fuzz/artifacts/.
FUZZ_SECONDS ?= 60
FUZZ_FLAGS ?=
fuzz: deps
	ZOETROPE_FUZZ=1 $(SWIFT) build --scratch-path .build-fuzz --product ZoetropeFuzz -Xswiftc -sanitize=fuzzer,address
	@mkdir -p .build-fuzz/corpus .build-fuzz/artifacts
	LSAN_OPTIONS=suppressions=Tests/Fuzz/lsan.supp .build-fuzz/debug/ZoetropeFuzz .build-fuzz/corpus Examples Tests/browser/fixtures Tests/ZoetropeTests/Fixtures/seed004 \
		-max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
		-dict=Tests/Fuzz/scene.dict -artifact_prefix=.build-fuzz/artifacts/ $(FUZZ_FLAGS)

deps:
	@scripts/install-debian-packages $(RUNTIME_PACKAGES)

test-deps:
	@scripts/install-debian-packages $(TEST_PACKAGES)

clean:
	rm -rf .build
