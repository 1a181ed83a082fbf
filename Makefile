# Zoetrope: `make run` serves, `make test` runs every test, `make bench` prints the benchmarks.
# Each target first installs the Debian packages it needs when they are missing.

SWIFT ?= swift
CONFIG ?= config.yml
RUNTIME_PACKAGES := libxml2-dev zlib1g-dev libharfbuzz-dev pkg-config fonts-dejavu-core fonts-dejavu-extra
TEST_PACKAGES := libxml2-utils w3c-sgml-lib

.PHONY: run test bench build deps test-deps clean

run: deps build
	.build/release/zoetrope serve --config $(CONFIG)

build: deps
	$(SWIFT) build -c release --product zoetrope

test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

bench: deps
	$(SWIFT) build -c release --product Benchmarks
	.build/release/Benchmarks

deps:
	@scripts/install-debian-packages $(RUNTIME_PACKAGES)

test-deps:
	@scripts/install-debian-packages $(TEST_PACKAGES)

clean:
	rm -rf .build
