import Views

/// The fonts scenes bring (`"fonts"`), opened from their bytes on first use.
extension Typesetter {
    /// How many scene fonts stay open per generation (at most twice this many are held).
    public static let customFaceCacheCapacity = 32

    /// The HarfBuzz face of a scene's font, shaping in the DejaVu faces' units per em (so its
    /// advances add up with fallback glyphs on one line; HarfBuzz rounds them to whole units);
    /// nil when HarfBuzz cannot read it, and the text is then drawn in its DejaVu face.
    func customFace(_ font: CustomFont) -> HarfBuzzFace? {
        customFaces.value(for: font) {
            FontCatalog.OpenedFace(
                face: (try? HarfBuzzFace(bytes: font.bytes, name: font.name, shapingUnitsPerEm: FontCatalog.shapingUnitsPerEm)) ?? nil)
        }.face
    }
}
