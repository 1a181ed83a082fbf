import Assets
import FontFaces
import Geometry
import Views

/// Colour emoji: Noto Color Emoji's glyphs are PNG bitmaps, drawn as images in paths mode.
extension Typesetter {
    /// How many colour glyph images stay cached per generation (at most twice this many are held).
    public static let glyphImageCacheCapacity = 512

    struct CachedGlyphImage: Sendable {
        var image: GlyphImage?
    }

    /// The PNG of `glyph` of a colour fallback face and its box for a 1-pt font (the strike's
    /// bitmap metrics scaled to the em, as HarfBuzz reads them); nil for a face that is not the
    /// catalogue's colour face, or a glyph without a valid PNG.
    public func glyphImage(_ glyph: UInt32, fallback: FallbackFace) -> GlyphImage? {
        guard fallback.isColor, fallback.custom == nil else { return nil }
        let catalog = FontCatalog.shared
        guard let entry = catalog.indexByFace[FallbackFaceKey(path: fallback.path, index: fallback.index)], catalog.entries[entry].isColor
        else { return nil }
        return glyphImages.value(for: GlyphKey(face: .sans, fallback: entry, glyph: glyph)) {
            guard let face = catalog.face(at: entry),
                let color = ColorGlyph.image(font: face.font, glyph: glyph, unitsPerEm: face.unitsPerEm),
                color.width > 0, color.height > 0, let asset = ImageAsset.glyphPNG(color.png)
            else { return CachedGlyphImage(image: nil) }
            return CachedGlyphImage(
                image: GlyphImage(asset: asset, box: Rect(x: color.x, y: color.y, width: color.width, height: color.height)))
        }.image
    }
}
