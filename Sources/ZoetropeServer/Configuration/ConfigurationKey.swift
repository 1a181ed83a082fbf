import Logging
import Scene
import Zoetrope

/// One setting: its dotted path in `config.yml`, its environment variable, and how a text value
/// is checked and stored. The table `all` is the single list the loader, the environment and
/// the documentation follow.
public struct ConfigurationKey: Sendable {
    /// The section and name in `config.yml`, e.g. `server.port`.
    public let path: String
    /// The environment variable that overrides it, e.g. `ZOETROPE_PORT`.
    public let environment: String
    /// Whether a YAML `null` (or an empty variable) means "unset" rather than an error.
    let allowsNull: Bool
    /// Parses `value` into the configuration; throws a ``ConfigurationError`` without the source,
    /// which the loader adds.
    let apply: @Sendable (inout ServerConfiguration, String) throws -> Void

    /// The section part of `path`.
    var section: Substring { path.prefix { $0 != "." } }
}

extension ConfigurationKey {
    public static let all: [ConfigurationKey] = [
        .init("server.host", "ZOETROPE_HOST") { try $0.host = nonEmpty($1) },
        .init("server.port", "ZOETROPE_PORT") { try $0.port = integer($1, in: 0...65_535) },
        .init("server.requestTimeoutSeconds", "ZOETROPE_REQUEST_TIMEOUT_SECONDS") { try $0.requestTimeoutSeconds = positive($1) },
        .init("server.idleTimeoutSeconds", "ZOETROPE_IDLE_TIMEOUT_SECONDS") { try $0.idleTimeoutSeconds = positive($1) },
        .init("server.renderThreads", "ZOETROPE_RENDER_THREADS") { try $0.renderThreads = integer($1, in: 0...1_024) },
        .init("server.maxQueuedRenders", "ZOETROPE_MAX_QUEUED_RENDERS") { try $0.maxQueuedRenders = integer($1, in: 0...1_000_000) },
        .init("server.maxHeaderBytes", "ZOETROPE_MAX_HEADER_BYTES") { try $0.maxHeaderBytes = integer($1, in: 1_024...16_777_216) },
        .init("server.publicDirectory", "ZOETROPE_PUBLIC_DIRECTORY") { try $0.publicDirectory = nonEmpty($1) },
        .init("server.examplesDirectory", "ZOETROPE_EXAMPLES_DIRECTORY") { try $0.examplesDirectory = nonEmpty($1) },
        .init("server.publicURL", "ZOETROPE_PUBLIC_URL", allowsNull: true) { try $0.publicURL = $1.isEmpty ? nil : baseURL($1) },
        .init("server.publicURLFromHost", "ZOETROPE_PUBLIC_URL_FROM_HOST") { try $0.publicURLFromHost = boolean($1) },
        .init("server.renderCacheBytes", "ZOETROPE_RENDER_CACHE_BYTES") {
            try $0.renderCacheBytes = integer($1, in: 0...1 << 40)
        },
        .init("server.textPathCacheBytes", "ZOETROPE_TEXT_PATH_CACHE_BYTES") {
            try $0.textPathCacheBytes = integer($1, in: 0...1 << 40)
        },
        .init("limits.maxBodyBytes", "ZOETROPE_MAX_BODY_BYTES") { try $0.limits.maxBodyBytes = integer($1, in: 1...Int(Int32.max)) },
        .init("limits.maxNodes", "ZOETROPE_MAX_NODES") { try $0.limits.scene.maxNodes = integer($1, in: 1...Int(Int32.max)) },
        // Every stage recurses once per level: the bound keeps that recursion inside a thread's stack.
        .init("limits.maxDepth", "ZOETROPE_MAX_DEPTH") { try $0.limits.scene.maxDepth = integer($1, in: 1...SceneLimits.deepestNesting) },
        .init("limits.maxTextLength", "ZOETROPE_MAX_TEXT_LENGTH") { try $0.limits.scene.maxTextLength = integer($1, in: 1...Int(Int32.max)) },
        .init("limits.maxPathElements", "ZOETROPE_MAX_PATH_ELEMENTS") {
            try $0.limits.scene.maxPathElements = integer($1, in: 1...10_000_000)
        },
        .init("limits.maxPathIterations", "ZOETROPE_MAX_PATH_ITERATIONS") {
            try $0.limits.scene.maxPathIterations = integer($1, in: 1...10_000_000)
        },
        .init("limits.maxStrokedPathElements", "ZOETROPE_MAX_STROKED_PATH_ELEMENTS") {
            try $0.limits.scene.maxStrokedPathElements = integer($1, in: 1...10_000_000)
        },
        .init("limits.maxExpressionLength", "ZOETROPE_MAX_EXPRESSION_LENGTH") {
            try $0.limits.scene.maxExpressionLength = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxEvents", "ZOETROPE_MAX_EVENTS") { try $0.limits.scene.maxEvents = integer($1, in: 0...Int(Int32.max)) },
        .init("limits.maxViewUpdates", "ZOETROPE_MAX_VIEW_UPDATES") {
            try $0.limits.scene.maxViewUpdates = integer($1, in: 1...Int(Int32.max))
        },
        // The initial state is an update too, so at least 1.
        .init("limits.maxUpdates", "ZOETROPE_MAX_UPDATES") { try $0.limits.timeline.maxUpdates = integer($1, in: 1...Int(Int32.max)) },
        .init("limits.maxDuration", "ZOETROPE_MAX_DURATION") { try $0.limits.timeline.maxDuration = positive($1) },
        .init("limits.maxCanvasSide", "ZOETROPE_MAX_CANVAS_SIDE") { try $0.limits.scene.maxCanvasSide = positive($1) },
        .init("limits.maxGradientStops", "ZOETROPE_MAX_GRADIENT_STOPS") {
            try $0.limits.scene.maxGradientStops = integer($1, in: 1...100_000)
        },
        .init("limits.maxKeyframes", "ZOETROPE_MAX_KEYFRAMES") { try $0.limits.scene.maxKeyframes = integer($1, in: 1...100_000) },
        .init("limits.maxKeyframeTracks", "ZOETROPE_MAX_KEYFRAME_TRACKS") {
            try $0.limits.scene.maxKeyframeTracks = integer($1, in: 1...1_000)
        },
        .init("limits.maxPhases", "ZOETROPE_MAX_PHASES") { try $0.limits.scene.maxPhases = integer($1, in: 1...100_000) },
        .init("limits.maxAnimationOptions", "ZOETROPE_MAX_ANIMATION_OPTIONS") { try $0.limits.scene.maxAnimationOptions = integer($1, in: 1...32) },
        .init("limits.maxTextRuns", "ZOETROPE_MAX_TEXT_RUNS") { try $0.limits.scene.maxTextRuns = integer($1, in: 1...100_000) },
        .init("limits.maxGlyphImageBytes", "ZOETROPE_MAX_GLYPH_IMAGE_BYTES") {
            try $0.limits.scene.maxGlyphImageBytes = integer($1, in: 0...Int(Int32.max))
        },
        .init("limits.maxGridColumns", "ZOETROPE_MAX_GRID_COLUMNS") {
            try $0.limits.scene.maxGridColumns = integer($1, in: 1...100_000)
        },
        // Below a millisecond a repeating pass is cut into tens of thousands of keyframes.
        .init("limits.minRepeatingPass", "ZOETROPE_MIN_REPEATING_PASS") {
            try $0.limits.scene.minRepeatingPass = number($1, in: 0.001...60)
        },
        // Coordinates are Doubles: beyond 15 decimals the digits are noise.
        .init("limits.maxAssetBytes", "ZOETROPE_MAX_ASSET_BYTES") {
            try $0.limits.scene.assets.maxAssetBytes = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxTotalAssetBytes", "ZOETROPE_MAX_TOTAL_ASSET_BYTES") {
            try $0.limits.scene.assets.maxTotalAssetBytes = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxFontBytes", "ZOETROPE_MAX_FONT_BYTES") {
            try $0.limits.scene.maxFontBytes = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxTotalFontBytes", "ZOETROPE_MAX_TOTAL_FONT_BYTES") {
            try $0.limits.scene.maxTotalFontBytes = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxImagePixels", "ZOETROPE_MAX_IMAGE_PIXELS") {
            try $0.limits.scene.assets.maxImagePixels = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxImageSide", "ZOETROPE_MAX_IMAGE_SIDE") {
            try $0.limits.scene.assets.maxImageSide = integer($1, in: 1...65_535)
        },
        .init("limits.maxSVGNodes", "ZOETROPE_MAX_SVG_NODES") {
            try $0.limits.scene.assets.maxSVGNodes = integer($1, in: 1...Int(Int32.max))
        },
        // libxml2 itself stops at 256 levels without XML_PARSE_HUGE.
        .init("limits.maxSVGDepth", "ZOETROPE_MAX_SVG_DEPTH") { try $0.limits.scene.assets.maxSVGDepth = integer($1, in: 1...256) },
        .init("limits.maxPrecision", "ZOETROPE_MAX_PRECISION") { try $0.limits.maxPrecision = integer($1, in: 0...15) },
        .init("limits.maxFrames", "ZOETROPE_MAX_FRAMES") { try $0.limits.maxFrames = integer($1, in: 1...Int(Int32.max)) },
        .init("limits.maxFPS", "ZOETROPE_MAX_FPS") { try $0.limits.maxFPS = positive($1) },
        .init("limits.maxDrawnPathElements", "ZOETROPE_MAX_DRAWN_PATH_ELEMENTS") {
            try $0.limits.maxDrawnPathElements = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxOutputBytes", "ZOETROPE_MAX_OUTPUT_BYTES") { try $0.limits.maxOutputBytes = integer($1, in: 1_024...1 << 40) },
        .init("limits.maxLaidOutCharacters", "ZOETROPE_MAX_LAID_OUT_CHARACTERS") {
            try $0.limits.maxLaidOutCharacters = integer($1, in: 1...Int(Int32.max))
        },
        .init("limits.maxURLBytes", "ZOETROPE_MAX_URL_BYTES") { try $0.maxURLBytes = integer($1, in: 256...16_777_216) },
        .init("render.mode", "ZOETROPE_RENDER_MODE") { try $0.defaults.mode = option("mode", $1).mode },
        .init("render.format", "ZOETROPE_RENDER_FORMAT") { try $0.defaults.format = option("format", $1).format },
        .init("render.t", "ZOETROPE_RENDER_T") { try $0.defaults.time = option("t", $1).time },
        .init("render.text", "ZOETROPE_RENDER_TEXT") { try $0.defaults.text = option("text", $1).text },
        .init("render.precision", "ZOETROPE_RENDER_PRECISION") { try $0.defaults.precision = option("precision", $1).precision },
        // Its bound, limits.maxFPS, may come from a later source: checked once every source is read.
        .init("render.fps", "ZOETROPE_RENDER_FPS") { try $0.defaults.fps = positive($1) },
        .init("render.fontDirectory", "ZOETROPE_FONT_DIR", allowsNull: true) { $0.fontDirectory = $1.isEmpty ? nil : $1 },
        .init("render.assetDirectory", "ZOETROPE_ASSET_DIR", allowsNull: true) {
            $0.limits.scene.assetDirectory = $1.isEmpty ? nil : $1
        },
        .init("render.sceneFontDirectory", "ZOETROPE_SCENE_FONT_DIR", allowsNull: true) {
            $0.limits.scene.fontDirectory = $1.isEmpty ? nil : $1
        },
        .init("logging.level", "ZOETROPE_LOG_LEVEL") { try $0.logLevel = logLevel($1) },
        .init("logging.format", "ZOETROPE_LOG_FORMAT") {
            guard let format = LogFormat(rawValue: $1) else { throw ConfigurationError("must be text or json, got '\($1)'") }
            $0.logFormat = format
        },
    ]

    /// The key at `path`, if there is one.
    public static func named(_ path: String) -> ConfigurationKey? {
        all.first { $0.path == path }
    }

    private init(
        _ path: String, _ environment: String, allowsNull: Bool = false,
        apply: @escaping @Sendable (inout ServerConfiguration, String) throws -> Void
    ) {
        self.path = path
        self.environment = environment
        self.allowsNull = allowsNull
        self.apply = apply
    }
}

// MARK: - Value parsers

extension ConfigurationKey {
    private static func nonEmpty(_ value: String) throws(ConfigurationError) -> String {
        guard !value.isEmpty else { throw ConfigurationError("must not be empty") }
        return value
    }

    private static func integer(_ value: String, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw ConfigurationError("must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(value)'")
        }
        return number
    }

    private static func number(_ value: String, in range: ClosedRange<Double>) throws(ConfigurationError) -> Double {
        guard let number = Double(value), range.contains(number) else {
            throw ConfigurationError("must be a number from \(range.lowerBound) to \(range.upperBound), got '\(value)'")
        }
        return number
    }

    private static func positive(_ value: String) throws(ConfigurationError) -> Double {
        guard let number = Double(value), number.isFinite, number > 0 else {
            throw ConfigurationError("must be a number greater than 0, got '\(value)'")
        }
        return number
    }

    private static func boolean(_ value: String) throws(ConfigurationError) -> Bool {
        switch value {
        case "true": return true
        case "false": return false
        default: throw ConfigurationError("must be true or false, got '\(value)'")
        }
    }

    /// An `http` or `https` URL of a host, perhaps with a path (a proxy's prefix), without a
    /// query or fragment; a trailing `/` is dropped.
    private static func baseURL(_ value: String) throws(ConfigurationError) -> String {
        let lowered = value.lowercased()
        let scheme = lowered.hasPrefix("https://") ? 8 : lowered.hasPrefix("http://") ? 7 : 0
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/:[]%@!$+,;=".unicodeScalars)
        guard scheme > 0, value.count > scheme, !value.dropFirst(scheme).hasPrefix("/"),
            value.unicodeScalars.allSatisfy({ allowed.contains($0) })
        else {
            throw ConfigurationError(
                "must be an http:// or https:// URL without a query or fragment, e.g. https://svg.example.com, got '\(value)'")
        }
        var url = value
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    private static func logLevel(_ value: String) throws(ConfigurationError) -> Logger.Level {
        guard let level = Logger.Level(rawValue: value) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigurationError("must be one of \(names), got '\(value)'")
        }
        return level
    }

    /// One render option parsed with the facade's own rules and wording; the precision's bound
    /// against `limits.maxPrecision` is checked once every source is read.
    private static func option(_ name: String, _ value: String) throws(ConfigurationError) -> RenderOptions {
        do {
            return try RenderOptions(parameters: [name: value], limits: RenderLimits(maxPrecision: 15))
        } catch {
            // "mode must be …": the loader puts the key's full path in front instead.
            let message = error.message.hasPrefix(name + " ") ? String(error.message.dropFirst(name.count + 1)) : error.message
            throw ConfigurationError(message)
        }
    }
}
