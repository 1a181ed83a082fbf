import Views

/// The fonts scenes bring (`"fonts"`), opened from their bytes on first use.
///
/// Only this cache holds a scene's font between renders: words, outlines, fallback choices and
/// layouts in a scene's font are not cached process-wide (their keys would keep the font's
/// bytes alive, and a stream of scenes with different fonts could then pin memory without
/// bound). A font the renders use keeps its HarfBuzz face here, at most `2 × capacity` fonts.
extension Typesetter {
    /// How many scene fonts stay open per generation (at most twice this many are held).
    public static let customFaceCacheCapacity = 8

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

extension ResolvedText {
    /// Whether the text or one of its runs is set in a scene's font.
    var usesSceneFont: Bool {
        font.custom != nil || runs.contains { $0.font.custom != nil }
    }
}
