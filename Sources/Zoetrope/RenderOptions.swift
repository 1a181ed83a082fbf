import Keyframes
import Scene

/// What a render produces.
public enum RenderMode: String, Hashable, Sendable, CaseIterable {
    /// One animated SVG that plays the whole timeline (CSS keyframes, or SMIL with `format`); a
    /// scene without a timeline gives a static SVG.
    case keyframes
    /// A static SVG of one instant (`t`).
    case snapshot
    /// Snapshots at a frame rate, as JSON: `{"fps": 30, "frames": [{"t": 0, "svg": "…"}, …]}`.
    case frames
}

/// How a keyframes render states its animation.
public typealias AnimationFormat = KeyframeEncoder.Format

/// How text is written into the SVG.
public enum TextRendering: String, Hashable, Sendable, CaseIterable {
    /// Glyph outlines as `<path>`: identical in every viewer.
    case paths
    /// `<text>` with a font-family list: smaller and selectable, but depends on installed fonts.
    case text
}

/// The options of one render, from the query string or the CLI.
public struct RenderOptions: Hashable, Sendable {
    public var mode: RenderMode
    /// The instant, in seconds, for snapshots.
    public var time: Double
    public var text: TextRendering
    /// Digits after the decimal point for coordinates in the SVG.
    public var precision: Int
    /// Frames per second, for `frames`.
    public var fps: Double
    /// The first frame's time, for `frames`.
    public var from: Double
    /// The last frame's time at most, for `frames`; nil is the end of the timeline.
    public var to: Double?
    /// CSS or SMIL, for `keyframes`.
    public var format: AnimationFormat

    public init(
        mode: RenderMode = .keyframes, time: Double = 0, text: TextRendering = .paths, precision: Int = 2,
        fps: Double = 30, from: Double = 0, to: Double? = nil, format: AnimationFormat = .css
    ) {
        self.mode = mode
        self.time = time
        self.text = text
        self.precision = precision
        self.fps = fps
        self.from = from
        self.to = to
        self.format = format
    }
}
