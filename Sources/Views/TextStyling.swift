import Geometry

/// The character-level styling of a `Text` beyond its font and colour: `kerning`, `tracking`,
/// `baselineOffset`, `underline`, `strikethrough`, `textCase`, `monospacedDigit`,
/// `truncationMode`, `minimumScaleFactor` and `allowsTightening`. The default styles nothing.
public struct TextStyling: Hashable, Sendable {
    /// Points added after every glyph, the last one included (SwiftUI's `kerning`).
    public var kerning: Double = 0
    /// Points added after every grapheme cluster but the last of a line (SwiftUI's `tracking`,
    /// which counts the last as trailing white space); a non-zero value turns off ligatures.
    public var tracking: Double = 0
    /// Points the glyphs are raised (negative: lowered); lines grow to hold them.
    public var baselineOffset: Double = 0
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    public var textCase: TextCase?
    /// Digits drawn with the font's tabular figures (OpenType `tnum`).
    public var monospacedDigit = false
    /// Where a `lineLimit` cuts the last line: the "…" goes there.
    public var truncationMode: TruncationMode = .tail
    /// How far the font may shrink (0…1) before text that does not fit is truncated.
    public var minimumScaleFactor: Double = 1
    /// Whether the space between characters may shrink before text is truncated.
    public var allowsTightening = false

    public init() {}

    /// Whether anything is styled.
    public var isPlain: Bool { self == TextStyling() }
}

/// An underline or a strikethrough: its dash pattern and colour (nil: the text's colour).
public struct TextDecoration: Hashable, Sendable {
    public var pattern: LinePattern
    public var color: Color?

    public init(pattern: LinePattern = .solid, color: Color? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

/// SwiftUI's `Text.LineStyle.Pattern`.
public enum LinePattern: String, Hashable, Sendable, CaseIterable {
    case solid, dot, dash, dashDot, dashDotDot

    /// On and off lengths, in multiples of the line's thickness, repeated along the line;
    /// empty for a solid line.
    public var dashes: [Double] {
        switch self {
        case .solid: []
        case .dot: [1, 1]
        case .dash: [4, 2]
        case .dashDot: [4, 2, 1, 2]
        case .dashDotDot: [4, 2, 1, 2, 1, 2]
        }
    }
}

/// SwiftUI's `Text.Case`.
public enum TextCase: String, Hashable, Sendable, CaseIterable {
    case uppercase, lowercase
}

/// SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
    case head, middle, tail
}

/// An underline or strikethrough stroke of one line, in the text's coordinates (origin at the
/// top-leading corner of its frame): filled rectangles, one per dash.
public struct TextDecorationLine: Hashable, Sendable {
    public var rects: [Rect]
    /// nil: the text's colour.
    public var color: Color?

    public init(rects: [Rect], color: Color?) {
        self.rects = rects
        self.color = color
    }
}
