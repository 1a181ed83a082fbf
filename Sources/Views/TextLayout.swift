import Geometry

/// Lays text out into lines; the seam between layout and the typesetter.
public protocol TextMeasuring: Sendable {
    /// Lays `text` out for a proposed width: nil means unconstrained (the ideal, one line per
    /// paragraph), `.infinity` likewise. The result's width never exceeds a finite `maxWidth`
    /// unless a single word is wider (it is then broken by character).
    func layout(_ text: ResolvedText, maxWidth: Double?) -> TextLayout
    /// `layout(_:maxWidth:)` for the `Text` written at `source` in the scene, so that a measurer
    /// bounding the render's work (``BudgetedTextMeasurer``) can name it.
    func layout(_ text: ResolvedText, maxWidth: Double?, source: SourcePath) -> TextLayout
    /// `text` made ready to be laid out at several widths by the two methods below.
    func prepare(_ text: ResolvedText) -> PreparedText
    /// `layout(_:maxWidth:)` of the prepared text, the same layout.
    func layout(_ prepared: PreparedText, maxWidth: Double?) -> TextLayout
    /// `layout(_:maxWidth:source:)` of the prepared text, the same layout.
    func layout(_ prepared: PreparedText, maxWidth: Double?, source: SourcePath) -> TextLayout
    /// `layout(_:maxWidth:)` of the prepared text with `lineLimit` in place of its own, the same
    /// layout as of that text unprepared.
    func layout(_ prepared: PreparedText, lineLimit: Int, maxWidth: Double?) -> TextLayout
    /// `layout(_:maxWidth:source:)` of the prepared text with `lineLimit` in place of its own.
    func layout(_ prepared: PreparedText, lineLimit: Int, maxWidth: Double?, source: SourcePath) -> TextLayout
    /// A layout of the whole tree begins (``LaidOutTextBudget`` counts per layout).
    func beginLayout()
}

extension TextMeasuring {
    public func layout(_ text: ResolvedText, maxWidth: Double?, source: SourcePath) -> TextLayout {
        layout(text, maxWidth: maxWidth)
    }

    public func prepare(_ text: ResolvedText) -> PreparedText {
        PreparedText(text)
    }

    public func layout(_ prepared: PreparedText, maxWidth: Double?) -> TextLayout {
        layout(prepared.text, maxWidth: maxWidth)
    }

    public func layout(_ prepared: PreparedText, maxWidth: Double?, source: SourcePath) -> TextLayout {
        layout(prepared.text, maxWidth: maxWidth, source: source)
    }

    public func layout(_ prepared: PreparedText, lineLimit: Int, maxWidth: Double?) -> TextLayout {
        layout(prepared.text.withLineLimit(lineLimit), maxWidth: maxWidth)
    }

    public func layout(_ prepared: PreparedText, lineLimit: Int, maxWidth: Double?, source: SourcePath) -> TextLayout {
        layout(prepared.text.withLineLimit(lineLimit), maxWidth: maxWidth, source: source)
    }

    public func beginLayout() {}
}

/// The result of laying out one `Text`: its size and its lines, in the text's own coordinates
/// (origin at the top-leading corner of `size`).
public struct TextLayout: Hashable, Sendable {
    public var size: Size
    public var lines: [TextLine]
    /// The face glyphs are drawn with unless they name one of `fallbackFaces`.
    public var face: FontFace
    public var fontSize: Double
    /// The faces of glyphs the DejaVu face does not have, in order of first use.
    public var fallbackFaces: [FallbackFace]
    /// Underlines and strikethroughs, drawn over the glyphs.
    public var decorations: [TextDecorationLine] = []
    /// Points added after each character by kerning and tracking, for `<text>` output
    /// (`letter-spacing`); the glyph positions already include it.
    public var letterSpacing: Double = 0
    /// Points the glyphs are raised from each line's baseline (`baselineOffset`), for `<text>`
    /// output; the glyph positions already include it.
    public var baselineOffset: Double = 0
    /// The faces, sizes and colours of a rich text's runs (`PositionedGlyph.style`).
    public var styles: [TextRunStyle] = []

    public init(size: Size, lines: [TextLine], face: FontFace, fontSize: Double, fallbackFaces: [FallbackFace] = []) {
        self.size = size
        self.lines = lines
        self.face = face
        self.fontSize = fontSize
        self.fallbackFaces = fallbackFaces
    }

    /// Distance from the top to the first line's baseline (the bottom for empty text).
    public var firstBaseline: Double { lines.first?.baseline ?? size.height }
    /// Distance from the top to the last line's baseline (the bottom for empty text).
    public var lastBaseline: Double { lines.last?.baseline ?? size.height }
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The characters shown on the line (with "…" when truncated).
    public var string: String
    /// The x of the line's start, already offset for `multilineTextAlignment`.
    public var x: Double
    /// The y of the line's baseline.
    public var baseline: Double
    public var width: Double
    public var glyphs: [PositionedGlyph]
    /// A rich text's line cut where the style changes, for `<text>` output; empty otherwise.
    public var segments: [TextSegment] = []

    public init(
        string: String, x: Double, baseline: Double, width: Double, glyphs: [PositionedGlyph], segments: [TextSegment] = []
    ) {
        self.segments = segments
        self.string = string
        self.x = x
        self.baseline = baseline
        self.width = width
        self.glyphs = glyphs
    }
}

/// A glyph and its pen position relative to the line start and baseline, in points.
public struct PositionedGlyph: Hashable, Sendable {
    public var glyph: UInt32
    public var x: Double
    public var y: Double
    /// The glyph's face as an index into the layout's `fallbackFaces`; nil for the layout's `face`.
    public var fallback: Int?
    /// A rich text's run style (an index into the layout's `styles`); nil for the text's own.
    public var style: Int?

    public init(glyph: UInt32, x: Double, y: Double = 0, fallback: Int? = nil, style: Int? = nil) {
        self.style = style
        self.glyph = glyph
        self.x = x
        self.y = y
        self.fallback = fallback
    }
}

/// The DejaVu faces Zoetrope draws with (Debian's fonts-dejavu-core and fonts-dejavu-extra).
public enum FontFace: String, Hashable, Sendable, CaseIterable {
    case sans = "DejaVuSans"
    case sansBold = "DejaVuSans-Bold"
    case sansOblique = "DejaVuSans-Oblique"
    case sansBoldOblique = "DejaVuSans-BoldOblique"
    case mono = "DejaVuSansMono"
    case monoBold = "DejaVuSansMono-Bold"
    case monoOblique = "DejaVuSansMono-Oblique"
    case monoBoldOblique = "DejaVuSansMono-BoldOblique"
    case serif = "DejaVuSerif"
    case serifBold = "DejaVuSerif-Bold"
    case serifItalic = "DejaVuSerif-Italic"
    case serifBoldItalic = "DejaVuSerif-BoldItalic"

    /// The face for `font`: weights of semibold and above use the bold face; `rounded` falls
    /// back to the sans face.
    public static func forFont(_ font: Font) -> FontFace {
        let bold = font.weight.isBold, italic = font.isItalic
        switch font.design {
        case .monospaced:
            return bold ? (italic ? .monoBoldOblique : .monoBold) : (italic ? .monoOblique : .mono)
        case .serif:
            return bold ? (italic ? .serifBoldItalic : .serifBold) : (italic ? .serifItalic : .serif)
        case .default, .rounded:
            return bold ? (italic ? .sansBoldOblique : .sansBold) : (italic ? .sansOblique : .sans)
        }
    }

    /// The font file's name in `/usr/share/fonts/truetype/dejavu/`.
    public var fileName: String { rawValue + ".ttf" }

    /// Whether the face is one of the bold faces (a switch, not a search of `rawValue`: the
    /// SVG writer asks for every line of every `text=text` text).
    public var isBold: Bool {
        switch self {
        case .sansBold, .sansBoldOblique, .monoBold, .monoBoldOblique, .serifBold, .serifBoldItalic: true
        case .sans, .sansOblique, .mono, .monoOblique, .serif, .serifItalic: false
        }
    }

    /// Whether the face is one of the oblique or italic faces.
    public var isItalic: Bool {
        switch self {
        case .sansOblique, .sansBoldOblique, .monoOblique, .monoBoldOblique, .serifItalic, .serifBoldItalic: true
        case .sans, .sansBold, .mono, .monoBold, .serif, .serifBold: false
        }
    }

    /// The CSS font-family list for `text=text` output.
    public var cssFamily: String {
        switch self {
        case .sans, .sansBold, .sansOblique, .sansBoldOblique:
            "'DejaVu Sans', -apple-system, 'Helvetica Neue', Arial, sans-serif"
        case .mono, .monoBold, .monoOblique, .monoBoldOblique:
            "'DejaVu Sans Mono', ui-monospace, Menlo, monospace"
        case .serif, .serifBold, .serifItalic, .serifBoldItalic:
            "'DejaVu Serif', Georgia, serif"
        }
    }
}
