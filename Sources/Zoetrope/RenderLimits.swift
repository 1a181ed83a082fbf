import Scene
import Timeline

/// Every bound a render obeys; loaded from `config.yml`.
public struct RenderLimits: Hashable, Sendable {
    /// Bytes of a request body or scene file.
    public var maxBodyBytes: Int
    public var scene: SceneLimits
    /// Largest `precision` option.
    public var maxPrecision: Int
    /// Updates and seconds of timeline executed.
    public var timeline: TimelineLimits
    /// Frames in one `frames` render.
    public var maxFrames: Int
    /// Largest `fps` option.
    public var maxFPS: Double
    /// Path elements one drawing may hold (one snapshot, each frame, each instant a keyframe
    /// document takes its elements from): every shape's outline, clip and glyph outline together.
    public var maxDrawnPathElements: Int = 2_000_000
    /// Bytes of one response: one SVG, or every SVG of a frames render together, or a trace.
    public var maxOutputBytes: Int = 67_108_864
    /// Characters one layout of the tree may lay out (every `Text` shaped and broken into lines,
    /// at each width it is measured at), and the text an animation lays out again while drawing.
    public var maxLaidOutCharacters: Int = 1_000_000

    public init(
        maxBodyBytes: Int = 1_048_576, scene: SceneLimits = .default, maxPrecision: Int = 6,
        timeline: TimelineLimits = .default, maxFrames: Int = 600, maxFPS: Double = 120
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.scene = scene
        self.maxPrecision = maxPrecision
        self.timeline = timeline
        self.maxFrames = maxFrames
        self.maxFPS = maxFPS
    }

    public static let `default` = RenderLimits()
}
