# syntax=docker/dockerfile:1
# Zoetrope: `docker build -t zoetrope .` then `docker run --rm -p 8080:8080 zoetrope`.

# ---- build: the official Swift image (Debian 12, the toolchain the project is developed with)
ARG SWIFT_IMAGE=swift:6.3-bookworm
FROM ${SWIFT_IMAGE} AS build
RUN export DEBIAN_FRONTEND=noninteractive \
 && apt-get update \
 && apt-get install -y --no-install-recommends libxml2-dev zlib1g-dev libharfbuzz-dev libfontconfig-dev libicu-dev libjemalloc-dev pkg-config \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The manifest first, so that resolving dependencies is cached while only sources change.
# (The manifest names the test targets, so their folders come along with the sources.)
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift package resolve
# The Swift runtime and Foundation linked statically: the runtime image needs no Swift toolchain.
# jemalloc stays a shared library (libjemalloc2 below): Package.swift links it before libc, so
# that every library of the process allocates with it.
RUN swift build -c release --product zoetrope --static-swift-stdlib \
 && install -D -m 0755 "$(swift build -c release --show-bin-path)/zoetrope" /out/zoetrope

# ---- runtime: the C libraries the binary links, the fonts it measures and draws text with
FROM debian:bookworm-slim
RUN export DEBIAN_FRONTEND=noninteractive \
 && apt-get update \
 && apt-get install -y --no-install-recommends \
      libxml2 zlib1g libharfbuzz0b libfontconfig1 libicu72 libjemalloc2 libstdc++6 ca-certificates curl \
      fonts-dejavu-core fonts-dejavu-extra fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji fonts-symbola \
      fonts-material-design-icons-iconfont \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --user-group --home-dir /app --shell /usr/sbin/nologin zoetrope
WORKDIR /app
COPY --from=build /out/zoetrope /usr/local/bin/zoetrope
COPY config.yml ./config.yml
COPY Public ./Public
COPY Examples ./Examples
# config.yml keeps 127.0.0.1 for a developer's machine; in a container the port must be reachable.
ENV ZOETROPE_HOST=0.0.0.0
USER zoetrope
EXPOSE 8080
# curl is in the image for this check alone; the port follows ZOETROPE_PORT if it is changed.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD curl -fsS "http://127.0.0.1:${ZOETROPE_PORT:-8080}/healthz" > /dev/null || exit 1
# Exec form: zoetrope is PID 1 and receives SIGTERM itself, and shuts down gracefully.
ENTRYPOINT ["zoetrope"]
CMD ["serve"]
