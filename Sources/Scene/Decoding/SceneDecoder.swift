import Motion
import Views

/// Turns a parsed JSON document into a validated `Scene`, collecting every diagnostic it can
/// rather than stopping at the first.
struct SceneDecoder {
    let limits: SceneLimits
    var log = DiagnosticLog()
    /// The components' parameters, known before any body is decoded so bodies can use each other.
    var componentParameters: [String: [Component.Parameter]] = [:]
    /// The custom shapes declared under `"shapes"`, decoded before any view.
    var customShapes: [String: CustomShapeDeclaration] = [:]
    /// The scene's own alignment guides, declared under `"alignments"`, decoded before any view.
    var customAlignments: [String: CustomAlignmentID] = [:]
    /// The scene's `namespaces` (matchedGeometryEffect's `in`).
    var namespaces: Set<String> = []
    /// Every `animationFromKey`, checked against the timeline's keys once both are decoded.
    var keyReaders: [(reader: AnimationFromKey, path: JSONPath)] = []
    /// Every value `withTransaction` gives a key, for the same check.
    var keyWrites: [(key: String, value: JSONValue, path: JSONPath, animation: Animation??)] = []

    /// The scene's `assets`, decoded before any view.
    var assets: [String: ImageAsset] = [:]
    /// Names of assets that were refused (already reported: an `Image` using one adds nothing).
    var refusedAssets: Set<String> = []
    /// The asset folder's images read so far, by name (nil: no such file).
    var folderAssets: [String: ImageAsset?] = [:]
    /// Bytes of the assets decoded so far, against `limits.assets.maxTotalAssetBytes`.
    var assetBytes = 0
    /// The scene's `fonts` and the font folder's fonts read so far (see `SceneDecoder+Fonts.swift`).
    var fonts = SceneFonts()

    init(limits: SceneLimits) {
        self.limits = limits
    }

    /// The type of `env` (see `environmentType(of:)`), known before any view is decoded.
    var environment: ValueType = defaultEnvironment

    /// The names environment values are read by in expressions: `colorScheme`, and `env` for
    /// the values of `environment` modifiers (`env.accent`; `env.colorScheme` too).
    static let environmentNames: [String: ValueType] = ["colorScheme": .string]

    /// The type of `env` in a scene without `environment` modifiers, made once.
    static let defaultEnvironment: ValueType = .object(environmentNames)

    /// Names a state variable, parameter or loop variable may not take.
    static let reservedNames: Set<String> = ["true", "false", "null", "colorScheme", "infinity", "env"]

    /// JSON nesting allowed for `limits`: four levels per view level (a view, its `modifiers`,
    /// a modifier, its argument object) and a margin, but never more than `maxJSONNesting`.
    static func maxNesting(for limits: SceneLimits) -> Int {
        min(min(max(limits.maxDepth, 1), maxJSONNesting) * 4 + 16, maxJSONNesting)
    }

    /// The deepest JSON any configuration accepts: it bounds the recursion of the parser, the
    /// decoder and the evaluator, whatever `maxDepth` says.
    static let maxJSONNesting = 512
}

/// What expressions at one place in a scene can read, and what of it is known before any
/// update (the initial state, for static ForEach counts).
struct NameScope {
    var expressions: Scope
    var initialValues: [String: Value]
    /// The state an action's `set` may write here: a component's local state inside its body,
    /// the scene's state elsewhere.
    var writableState: [String: ValueType]

    init(
        types: [String: ValueType], initialValues: [String: Value], writableState: [String: ValueType] = [:],
        environment: ValueType = SceneDecoder.defaultEnvironment
    ) {
        // Sized for every name at once: a copy of `environmentNames` grew as names were added.
        var names = [String: ValueType](minimumCapacity: SceneDecoder.environmentNames.count + 1 + types.count)
        for (name, type) in SceneDecoder.environmentNames { names[name] = type }
        names["env"] = environment
        for (name, type) in types { names[name] = type }
        expressions = Scope(names)
        self.initialValues = initialValues
        self.writableState = writableState
    }

    /// No names but the environment's, made once.
    static let empty = NameScope(types: [:], initialValues: [:])

    func declares(_ name: String) -> Bool { expressions.names[name] != nil }

    func adding(_ name: String, _ type: ValueType) -> NameScope {
        var copy = self
        copy.expressions = expressions.adding(name, type)
        copy.initialValues[name] = nil
        return copy
    }
}

/// Whether `name` can be read by an expression: ASCII letters, digits and `_`, not starting with
/// a digit.
func isIdentifier(_ name: String) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
    func test(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = utf8.first, isLetter(first) else { return false }
        return utf8.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
    // The bytes lent in place where they are contiguous (every native string): `withUTF8` wanted
    // a copy of the string to mutate.
    if let result = name.utf8.withContiguousStorageIfAvailable(test) { return result }
    var name = name
    return name.withUTF8(test)
}
