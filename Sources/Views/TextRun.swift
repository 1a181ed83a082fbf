import Geometry

/// A styled part of a rich `Text` (concatenated texts, inline Markdown): its length in the
/// text's string and what differs from the text's own style.
public struct TextRun: Hashable, Sendable {
    /// UTF-8 bytes of `ResolvedText.string` the run covers, following the previous run.
    public var length: Int
    public var font: Font
    /// nil: the text's colour.
    public var color: Color?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?

    public init(length: Int, font: Font, color: Color? = nil, underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil) {
        self.length = length
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
    }
}

/// How the glyphs of one run of a rich text are drawn.
public struct TextRunStyle: Hashable, Sendable {
    public var face: FontFace
    public var fontSize: Double
    /// nil: the text's colour.
    public var color: Color?

    public init(face: FontFace, fontSize: Double, color: Color?) {
        self.face = face
        self.fontSize = fontSize
        self.color = color
    }
}

/// A part of a rich text's line drawn in one style, for `<text>` output.
public struct TextSegment: Hashable, Sendable {
    /// An index into the layout's `styles`; nil for the text's own style.
    public var style: Int?
    public var string: String
    /// The x of the segment's first glyph, from the line's start.
    public var x: Double

    public init(style: Int?, string: String, x: Double) {
        self.style = style
        self.string = string
        self.x = x
    }
}
