/// The bold and italic a scene's font fakes because it is not itself bold or italic: its
/// outlines are emboldened and slanted (paths mode); `text=text` output leaves it to the
/// viewer's `font-synthesis`.
public struct FontSynthesis: Hashable, Sendable {
    /// Bold asked of a regular font: every edge of a glyph moves out by ``emboldening`` ems.
    public var bold = false
    /// Italic asked of an upright font: glyphs lean right by ``obliqueAngle`` degrees about the baseline.
    public var italic = false

    public init(bold: Bool = false, italic: Bool = false) {
        self.bold = bold
        self.italic = italic
    }

    public var isNone: Bool { !bold && !italic }

    /// How far synthetic bold moves each edge out, in ems: FreeType's `FT_GlyphSlot_Embolden`
    /// (a glyph grows by 1/24 em in all). Advances stay the font's.
    public static let emboldening = 1.0 / 48
    /// The slant of synthetic italic, in degrees: CSS's default `oblique` angle (14°), which
    /// browsers use for `font-synthesis: style`.
    public static let obliqueAngle = 14.0
}
