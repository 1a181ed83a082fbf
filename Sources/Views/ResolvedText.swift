import Geometry

/// A `Text` with its environment resolved: the string after interpolation, font, colour and
/// paragraph options.
public struct ResolvedText: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var color: Color
    public var alignment: TextAlignment
    /// nil means unlimited.
    public var lineLimit: Int?
    public var lineSpacing: Double
    /// The BCP 47 locale (`environment.locale`): picks the regional form of CJK fonts and the
    /// line-breaking rules' tailoring.
    public var locale: String
    /// The environment's `layoutDirection`: where `.leading` lines go, and the paragraph
    /// direction of text without a strong (letter) character.
    public var layoutDirection: LayoutDirection
    /// Kerning, tracking, decorations, case and how text that does not fit is shrunk or cut.
    public var styling = TextStyling()
    /// The styled runs of a rich text, covering `string` in order; empty for one style.
    public var runs: [TextRun] = []
    /// How a change of `string` under an animation is drawn (`contentTransition`); nil where no
    /// `contentTransition` modifier applies (the change is drawn at once).
    public var contentTransition: ContentTransition?
    /// A gradient `foregroundStyle` that paints the glyphs instead of `color` (then clear), in
    /// the unit space of the text's frame.
    public var gradient: GradientPaint? {
        get { gradientStorage.first }
        set { gradientStorage = newValue.map { [$0] } ?? [] }
    }
    /// Boxed (an array's one reference), so that the rare gradient does not enlarge every value
    /// copied down deep view trees.
    private var gradientStorage: [GradientPaint] = []

    public init(
        string: String, font: Font = .body, color: Color = .black, alignment: TextAlignment = .leading,
        lineLimit: Int? = nil, lineSpacing: Double = 0, locale: String = "en",
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.locale = locale
        self.layoutDirection = layoutDirection
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
    }
}

extension ResolvedText {
    /// This text with `lineLimit` in place of its own.
    public func withLineLimit(_ lineLimit: Int?) -> ResolvedText {
        var text = self
        text.lineLimit = lineLimit
        return text
    }
}

/// `multilineTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
