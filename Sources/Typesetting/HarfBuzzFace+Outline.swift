import FontFaces
import Geometry

extension HarfBuzzFace {
    /// The outline of `glyph` for a 1-pt font: font units divided by units-per-em, y flipped
    /// to point down, origin at the pen position on the baseline.
    func outline(of glyph: UInt32) -> Path {
        GlyphOutline.path(font: font, glyph: glyph, unitsPerEm: unitsPerEm)
    }
}
