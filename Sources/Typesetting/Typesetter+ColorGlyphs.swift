import Assets
import FontFaces
import Geometry
import Views

/// Colour glyphs: Noto Color Emoji's glyphs, and the bitmap glyphs (CBDT, sbix) of a scene's
/// fonts, are PNGs drawn as images in paths mode.
extension Typesetter {
    /// How many colour glyph images stay cached per generation (at most twice this many are held).
    public static let glyphImageCacheCapacity = 512

    struct CachedGlyphImage: Sendable {
        var image: GlyphImage?
    }

    /// The PNG of `glyph` of a colour fallback face and its box for a 1-pt font (the strike's
    /// bitmap metrics scaled to the em, as HarfBuzz reads them); nil for a face without colour
    /// glyphs, or a glyph without a valid PNG.
    public func glyphImage(_ glyph: UInt32, fallback: FallbackFace) -> GlyphImage? {
        guard fallback.isColor else { return nil }
        if let custom = fallback.custom {
            // A scene's font: not cached process-wide (see Typesetter+CustomFonts.swift).
            guard let face = customFace(custom) else { return nil }
            return face.colorGlyphImages.value(for: glyph) { CachedGlyphImage(image: Self.glyphImage(face: face, glyph: glyph)) }.image
        }
        let catalog = FontCatalog.shared
        guard let entry = catalog.indexByFace[FallbackFaceKey(path: fallback.path, index: fallback.index)], catalog.entries[entry].isColor
        else { return nil }
        return glyphImages.value(for: GlyphKey(face: .sans, fallback: entry, glyph: glyph)) {
            CachedGlyphImage(image: catalog.face(at: entry).flatMap { Self.glyphImage(face: $0, glyph: glyph) })
        }.image
    }

    /// The checked PNG of a bitmap glyph of `face` and its box for a 1-pt font; nil for an
    /// outline glyph or an invalid PNG.
    static func glyphImage(face: HarfBuzzFace, glyph: UInt32) -> GlyphImage? {
        guard let color = ColorGlyph.image(font: face.font, glyph: glyph, unitsPerEm: face.unitsPerEm),
            color.width > 0, color.height > 0, let asset = ImageAsset.glyphPNG(color.png)
        else { return nil }
        return GlyphImage(asset: asset, box: Rect(x: color.x, y: color.y, width: color.width, height: color.height))
    }
}
