import CHarfBuzz

/// A colour glyph's bitmap (Noto Color Emoji's CBDT strikes) and where it is drawn.
public struct ColorGlyphImage: Hashable, Sendable {
    /// The PNG file, as the font holds it.
    public var png: [UInt8]
    /// The image's box for a 1-pt font: x right, y down, origin at the pen position on the
    /// baseline (so `minY` is negative: the top is above the baseline). Scale by the font size.
    public var x: Double, y: Double, width: Double, height: Double
}

/// Colour glyphs out of HarfBuzz: the PNG of a bitmap glyph and its box in ems.
public enum ColorGlyph {
    /// The PNG image of `glyph` of `font` (an `hb_font_t` at its face's own scale, so extents
    /// come in font units) and its box in ems; nil when the glyph has no PNG (an outline glyph,
    /// or a font without CBDT/sbix). The box is the bitmap's metrics scaled from its strike's
    /// pixels per em to the font's em, as HarfBuzz reads them.
    public static func image(font: OpaquePointer, glyph: UInt32, unitsPerEm: Int) -> ColorGlyphImage? {
        guard unitsPerEm > 0, let blob = hb_ot_color_glyph_reference_png(font, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length >= 8 else { return nil }
        let png = Array(UnsafeRawBufferPointer(start: UnsafeRawPointer(data), count: Int(length)))
        guard png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
        let em = Double(unitsPerEm)
        return ColorGlyphImage(
            png: png, x: Double(extents.x_bearing) / em, y: -Double(extents.y_bearing) / em,
            width: Double(extents.width) / em, height: -Double(extents.height) / em)
    }
}
