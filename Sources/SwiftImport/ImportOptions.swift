import Scene

/// What the Swift source can't say: which view to import, the canvas, and the interactions
/// that become the timeline.
public struct ImportOptions: Equatable, Sendable {
    /// The view to import; by default the only `View` struct no other one uses.
    public var viewName: String?
    /// The canvas size and background, as the scene's `canvas` (absent: the format's defaults).
    public var width: Double?
    public var height: Double?
    public var background: String?
    /// Taps on a Button, Toggle or `onTapGesture` view at a time: its action runs then.
    public var taps: [Tap]
    /// Statements (`isActive.toggle()`, `count = 3`, `withAnimation { … }`) run at a time.
    public var statements: [TimedStatement]
    /// The seed of the import's random numbers: `Bool.random()`, `Int.random(in:)` and
    /// `Double.random(in:)` in an action that `taps` or `statements` run draw, in the order
    /// the import runs them, the next numbers of SplitMix64 seeded with it.
    public var randomSeed: UInt64 = 0
    /// Most view expressions the source may write (`limits.maxNodes`); the translation stops
    /// at the next one with a `limit_exceeded` error. nil: no bound.
    public var maxViews: Int? = nil
    /// Longest expression the translation may write (`limits.maxExpressionLength`), with the
    /// values of parameters put in; a longer one is an error there. nil: no bound.
    public var maxExpressionLength: Int? = nil
    /// Most items `Array(repeating: GridItem(…), count: n)` may make (`limits.maxGridColumns`).
    public var maxGridColumns = SceneLimits.default.maxGridColumns

    /// Bounds the translation by the scene limits the translated scene will be decoded with.
    public mutating func bound(by limits: SceneLimits) {
        maxViews = limits.maxNodes
        maxExpressionLength = limits.maxExpressionLength
        maxGridColumns = limits.maxGridColumns
    }

    public struct Tap: Equatable, Sendable {
        /// A Button's or Toggle's title, or the text or image name of a view with `onTapGesture`.
        public var label: String
        public var time: Double
        public init(label: String, time: Double) {
            self.label = label
            self.time = time
        }
    }

    public struct TimedStatement: Equatable, Sendable {
        public var time: Double
        public var source: String
        public init(time: Double, source: String) {
            self.time = time
            self.source = source
        }
    }

    public init(
        viewName: String? = nil, width: Double? = nil, height: Double? = nil, background: String? = nil,
        taps: [Tap] = [], statements: [TimedStatement] = []
    ) {
        self.viewName = viewName
        self.width = width
        self.height = height
        self.background = background
        self.taps = taps
        self.statements = statements
    }
}
