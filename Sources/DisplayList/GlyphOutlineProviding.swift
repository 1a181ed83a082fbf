import Geometry
import Views

/// Supplies glyph outlines for text drawn as paths (the typesetter, or a fake in tests).
public protocol GlyphOutlineProviding: Sendable {
    /// The outline of `glyph` for a 1-pt font: y down, origin at the pen position on the baseline.
    func glyphOutline(_ glyph: UInt32, face: FontFace) -> Path
    /// The outline of `glyph` in a face found by font fallback, in the same coordinates.
    func glyphOutline(_ glyph: UInt32, fallback: FallbackFace) -> Path
    /// The image of a colour glyph (a bitmap emoji) of a fallback face; nil for outline glyphs.
    func glyphImage(_ glyph: UInt32, fallback: FallbackFace) -> GlyphImage?
}

extension GlyphOutlineProviding {
    public func glyphImage(_ glyph: UInt32, fallback: FallbackFace) -> GlyphImage? { nil }
}
