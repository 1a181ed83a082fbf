// swift-tools-version:6.0
import PackageDescription

/// jemalloc in place of glibc's malloc, linked dynamically before libc so that every library of
/// the process (the Swift runtime included) allocates with it. Linux only: elsewhere the system's
/// allocator stays.
let jemalloc: [LinkerSetting] = [.linkedLibrary("jemalloc", .when(platforms: [.linux]))]

let package = Package(
    name: "Zoetrope",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "zoetrope", targets: ["ZoetropeCLI"]),
        .library(name: "Zoetrope", targets: ["Zoetrope"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Already in Hummingbird's graph; named for the render thread pool and the channel handlers.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.24.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // /metrics: the metrics API and its Prometheus text exposition.
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        // Already in Hummingbird's test graph; SHA-256 for embed ETags and the render cache's keys.
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        // The SwiftUI-source front end (`zoetrope import`): the parser only, no macros.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        // System libraries (pkg-config).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),

        // ICU's line breaking and bidi behind a C header of plain types (libicu-dev).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]),

        // The pipeline, one module per stage; dependencies point one way.
        .target(name: "Geometry"),
        .target(name: "Cancellation"),
        .target(name: "Motion", dependencies: ["Geometry"]),
        .target(name: "Views", dependencies: ["Geometry"]),
        .target(name: "Assets", dependencies: ["Views", "CLibXML2"]),
        // HarfBuzz face primitives (glyph outlines, hhea metrics) shared by text and symbols.
        .target(name: "FontFaces", dependencies: ["Geometry", "CHarfBuzz"]),
        // The SF Symbol name table and the icon font it draws from.
        .target(name: "Symbols", dependencies: ["Geometry", "Views", "CHarfBuzz", "FontFaces"]),
        .target(name: "Scene", dependencies: ["Geometry", "Views", "Motion", "Assets", "Symbols", "FontFaces"]),
        .target(name: "Typesetting", dependencies: ["Geometry", "Views", "Assets", "CHarfBuzz", "CFontconfig", "CICU", "FontFaces"]),
        .target(name: "Layout", dependencies: ["Geometry", "Views"]),
        .target(name: "ViewGraph", dependencies: ["Geometry", "Views", "Scene", "Motion", "Symbols"]),
        .target(name: "DisplayList", dependencies: ["Geometry", "Views", "Layout"]),
        .target(name: "Timeline", dependencies: ["Geometry", "Views", "Scene", "Motion", "ViewGraph", "Layout", "Cancellation"]),
        .target(name: "SVG", dependencies: ["Geometry", "Views", "DisplayList"]),
        .target(name: "Keyframes", dependencies: ["Geometry", "Views", "Layout", "Motion", "Timeline", "DisplayList", "SVG", "Cancellation"]),
        // SwiftUI source to scene JSON (swift-syntax), decoded by Scene like any scene.
        .target(name: "SwiftImport", dependencies: [
            "Scene", "Cancellation",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .target(name: "Zoetrope", dependencies: [
            "Geometry", "Views", "Scene", "Typesetting", "Layout", "ViewGraph", "Timeline", "DisplayList", "SVG", "Motion", "CZlib",
            "Keyframes", "Cancellation",
        ]),
        .target(name: "ZoetropeServer", dependencies: [
            "Zoetrope", "Scene", "SwiftImport",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "Yams", package: "Yams"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
            .product(name: "Metrics", package: "swift-metrics"),
            .product(name: "Prometheus", package: "swift-prometheus"),
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // The executables allocate with jemalloc (libjemalloc-dev; docs/architecture.md,
        // "Memory allocator"): glibc's allocator cost every render about a tenth more. The
        // benchmarks link it too, so that they measure what ships.
        .executableTarget(
            name: "ZoetropeCLI",
            dependencies: [
                "Zoetrope", "ZoetropeServer", "SwiftImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ], linkerSettings: jemalloc),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "Zoetrope", "Motion", "Scene", "ViewGraph", "Layout", "DisplayList", "SVG", "Typesetting", "Geometry",
            ], linkerSettings: jemalloc),

        // Tests mirror Sources/.
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene"]),
        .testTarget(name: "AssetsTests", dependencies: ["Assets", "Views"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting"]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "Views", "Geometry"]),
        .testTarget(name: "FontFacesTests", dependencies: ["FontFaces", "CHarfBuzz"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "Views", "Geometry"]),
        .testTarget(name: "ViewsTests", dependencies: ["Views", "Geometry"]),
        .testTarget(name: "ViewGraphTests", dependencies: ["ViewGraph"]),
        .testTarget(name: "DisplayListTests", dependencies: ["DisplayList", "Layout"]),
        .testTarget(name: "TimelineTests", dependencies: ["Timeline", "Typesetting"]),
        .testTarget(name: "SVGTests", dependencies: ["SVG", "DisplayList"]),
        .testTarget(name: "SwiftImportTests", dependencies: ["SwiftImport", "Zoetrope", "Cancellation"]),
        .testTarget(name: "KeyframesTests", dependencies: ["Keyframes", "Timeline", "Typesetting", "Scene", "Cancellation"]),
        .testTarget(name: "ZoetropeTests", dependencies: ["Zoetrope", "Scene", "Timeline", "Cancellation"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ZoetropeServerTests", dependencies: [
            "ZoetropeServer", "Zoetrope", "Scene",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Yams", package: "Yams"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// `make fuzz` only (ZOETROPE_FUZZ=1): the libFuzzer target, which links only when built with
// `-sanitize=fuzzer` (its entry point calls libFuzzer's driver).
if Context.environment["ZOETROPE_FUZZ"] != nil {
    package.targets.append(
        .executableTarget(
            name: "ZoetropeFuzz", dependencies: ["Zoetrope", "Cancellation"]))
}
