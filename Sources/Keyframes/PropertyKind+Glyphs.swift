import DisplayList
import Geometry
import Layout
import Views

/// A text's glyphs as a keyframe property (`PropertyKind.glyphs`): while its font size, kerning
/// or tracking animates, the sampled view's text is laid out again (`ViewSampler`), and the
/// element's `d` moves every glyph outline to its place at that size. The element keeps the
/// glyphs of its layout; a text whose glyphs change on the way (a ligature that tracking turns
/// off) keeps its final places.
extension ElementRole {
    /// The glyphs of a text drawn in one face, without decorations or styled runs: what a
    /// `glyphs` value places.
    var animatedGlyphs: [UInt32]? {
        guard case .text(let layout, _) = self, layout.styles.isEmpty, layout.fallbackFaces.isEmpty, layout.decorations.isEmpty
        else { return nil }
        return layout.lines.flatMap { $0.glyphs.map(\.glyph) }
    }
}

extension TextLayout {
    /// `[font size, x and y of each glyph from the text's origin]`.
    var glyphValue: [Double] {
        var value = [fontSize]
        for line in lines {
            for glyph in line.glyphs {
                value.append(line.x + glyph.x)
                value.append(line.baseline + glyph.y)
            }
        }
        return value
    }
}

extension PropertyReader {
    /// The glyph places of the text as drawn from `view` (laid out again while it animates), or
    /// those of the element's own layout when the glyphs differ.
    func glyphValue(of view: LaidOutView) -> [Double] {
        guard case .text(let layout, _) = role else { return [0] }
        if let now = view.text, now.lines.count == layout.lines.count,
            zip(now.lines, layout.lines).allSatisfy({ $0.glyphs.map(\.glyph) == $1.glyphs.map(\.glyph) })
        {
            return now.glyphValue
        }
        return layout.glyphValue
    }
}

extension ElementKey {
    /// Sizes within 0.04 pt (a glyph's points lie within about an em of its origin, so they move
    /// by at most 0.05 px), places within 0.05 px.
    var glyphTolerances: [Double] {
        guard let glyphs = role.animatedGlyphs else { return [0.04] }
        return [0.04] + Array(repeating: 0.05, count: 2 * glyphs.count)
    }
}

/// The outlines of an element's glyphs, placed by a `glyphs` value from the point `origin`.
struct GlyphPlacement {
    let outlines: [Path]
    let origin: Point

    init?(role: ElementRole, origin: Point, glyphs: any GlyphOutlineProviding) {
        guard case .text(let layout, _) = role, let ids = role.animatedGlyphs else { return nil }
        outlines = ids.map { glyphs.glyphOutline($0, face: layout.face) }
        self.origin = origin
    }

    func path(_ value: [Double]) -> Path {
        guard value.count == 1 + 2 * outlines.count else { return Path() }
        var path = Path()
        path.elements.reserveCapacity(outlines.reduce(0) { $0 + $1.elements.count })
        for (i, outline) in outlines.enumerated() {
            path.addPath(outline, scaledBy: value[0], thenOffsetBy: origin.x + value[1 + 2 * i], origin.y + value[2 + 2 * i])
        }
        return path
    }
}
