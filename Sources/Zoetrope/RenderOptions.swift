import Scene

/// What a render produces.
public enum RenderMode: String, Hashable, Sendable, CaseIterable {
    /// A static SVG of one instant.
    case snapshot
}

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

    public init(mode: RenderMode = .snapshot, time: Double = 0, text: TextRendering = .paths, precision: Int = 2) {
        self.mode = mode
        self.time = time
        self.text = text
        self.precision = precision
    }
}
