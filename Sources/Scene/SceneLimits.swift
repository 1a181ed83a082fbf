import Assets

/// Bounds on what a scene may ask for; every one is set in `config.yml`.
public struct SceneLimits: Hashable, Sendable {
    /// Bounds on the images of `assets` and of the asset folder.
    public var assets: AssetLimits = .default
    /// The server's asset folder (`render.assetDirectory`): image files `Image(name)` finds
    /// there by `<name>.<png|jpg|jpeg|gif|webp|svg>` when the scene's own assets lack the name.
    /// nil (the default) is none.
    public var assetDirectory: String?
    /// Decoded bytes of one font of `fonts` or of the font folder.
    public var maxFontBytes: Int = 2_000_000
    /// Decoded bytes of all the fonts one scene uses together.
    public var maxTotalFontBytes: Int = 4_000_000
    /// The server's font folder (`render.sceneFontDirectory`): TrueType and OpenType files a
    /// `{"custom": name}` font finds there as `<name>.ttf` or `<name>.otf` when the scene's
    /// `fonts` lack the name. nil (the default) is none.
    public var fontDirectory: String?
    /// Views in the evaluated tree, counting background and overlay views.
    public var maxNodes: Int
    /// Nesting depth of views.
    public var maxDepth: Int
    /// Characters in one text after interpolation.
    public var maxTextLength: Int
    /// Characters in one expression.
    public var maxExpressionLength: Int
    /// Events in the timeline, counting completion events.
    public var maxEvents: Int
    /// Canvas width and height, in points.
    public var maxCanvasSide: Double
    /// Views laid out over the whole timeline: the views of the initial tree times the updates
    /// the timeline runs (the initial state and every event, completions included). A scene past
    /// it is refused ahead; updates that actions start are not run once the views laid out reach it.
    public var maxViewUpdates: Int
    /// Elements one evaluation of a `Path` view's or custom shape's `path` may produce (and
    /// commands in an `svg` path string); elements past it are dropped.
    public var maxPathElements: Int = 10_000
    /// `for` iterations one evaluation of a `path` may run, all loops counted; the loop that
    /// reaches it stops.
    public var maxPathIterations: Int = 10_000
    /// Elements of the outline one `strokedPath` makes (dash steps counted): a constant `Path`'s
    /// outline past it is refused; at render time the pieces past it are left out.
    public var maxStrokedPathElements: Int = 100_000
    /// Stops (or colours) in one gradient.
    public var maxGradientStops: Int
    /// Keyframes in one track of a `keyframeAnimator`.
    public var maxKeyframes: Int = 256
    /// Tracks (named values) of one `keyframeAnimator`: each costs a layout when its run starts.
    public var maxKeyframeTracks: Int = 16
    /// Phases of one `phaseAnimator`.
    public var maxPhases: Int = 64
    /// Options of one animation's `options` list (each a time map every sample goes through).
    public var maxAnimationOptions: Int = 16
    /// Styled runs of one `Text`: entries of a `text` list, or spans of its inline Markdown.
    public var maxTextRuns: Int = 256
    /// Bytes of the colour glyph images (emoji, and colour glyphs of a scene's fonts) one
    /// document embeds, counted as their `data:` URIs, each distinct image once.
    public var maxGlyphImageBytes: Int = 1_000_000
    /// Columns of a `Grid` that `gridCellColumns` spans may reach, items of a lazy grid's
    /// `columns`/`rows`, and repetitions of one adaptive item.
    public var maxGridColumns: Int = 1_000
    /// The shortest pass, in seconds, a repeating keyframe track (or a cycling phaseAnimator's
    /// cycle) may have: shorter passes cannot be drawn, and a loop of them would be cut into
    /// thousands of keyframes for nothing. A hundredth of a second is shorter than a frame at 60 fps.
    public var minRepeatingPass: Double = 0.01

    public init(
        maxNodes: Int = 5_000, maxDepth: Int = 64, maxTextLength: Int = 10_000, maxExpressionLength: Int = 1_000,
        maxEvents: Int = 1_000, maxCanvasSide: Double = 8_192, maxViewUpdates: Int = 50_000,
        maxGradientStops: Int = 256
    ) {
        self.maxViewUpdates = maxViewUpdates
        self.maxGradientStops = maxGradientStops
        self.maxNodes = maxNodes
        self.maxDepth = maxDepth
        self.maxTextLength = maxTextLength
        self.maxExpressionLength = maxExpressionLength
        self.maxEvents = maxEvents
        self.maxCanvasSide = maxCanvasSide
    }

    public static let `default` = SceneLimits()

    /// The largest `maxDepth` a configuration may set: every stage recurses once per level, and
    /// this many levels fit 1 MB of stack even in a debug build (measured with a chain of
    /// modifiers: 256 levels overflow 512 KB there, 128 fit).
    public static let deepestNesting = 256
}
