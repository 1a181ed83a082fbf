import Geometry
import Testing
import Views
@testable import Typesetting

@Suite struct GlyphOutlineTests {
    /// The points of every element, for bounding boxes.
    func points(_ path: Path) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
    }

    /// DejaVuSans.ttf glyf "l": one contour, xMin 193, yMin 0, xMax 377, yMax 1556 (of 2048),
    /// all on-curve points, so straight lines only; y is flipped to point down.
    @Test func lowercaseLIsARectangle() throws {
        let typesetter = try Typesetter()
        let glyph = try #require(typesetter.layout(body("l"), maxWidth: nil).lines.first?.glyphs.first).glyph
        let path = typesetter.glyphOutline(glyph, face: .sans)
        let xs = points(path).map(\.x), ys = points(path).map(\.y)
        #expect(xs.min() == 193 / 2048.0)
        #expect(xs.max() == 377 / 2048.0)
        #expect(ys.min() == -1556 / 2048.0)
        #expect(ys.max() == 0)
        #expect(path.elements.first.map { if case .move = $0 { true } else { false } } == true)
        #expect(path.elements.last == .closeSubpath)
        #expect(!path.elements.contains { if case .quadCurve = $0 { true } else { false } })
    }

    /// glyf "I": regular x 201…403, bold x 188…573, both y 0…1493; the bold stem is wider.
    @Test(arguments: [(FontFace.sans, 201.0, 403.0), (.sansBold, 188, 573)])
    func capitalIBoundsPerFace(face: FontFace, minX: Double, maxX: Double) throws {
        let typesetter = try Typesetter()
        let font = Font(size: 17, weight: face.isBold ? .bold : .regular)
        let glyph = try #require(
            typesetter.layout(ResolvedText(string: "I", font: font), maxWidth: nil).lines.first?.glyphs.first).glyph
        let outline = points(typesetter.glyphOutline(glyph, face: face))
        #expect(outline.map(\.x).min() == minX / 2048)
        #expect(outline.map(\.x).max() == maxX / 2048)
        #expect(outline.map(\.y).min() == -1493 / 2048.0)
        #expect(outline.map(\.y).max() == 0)
    }

    @Test func spaceHasNoOutlineAndIsNotPositioned() throws {
        let typesetter = try Typesetter()
        let layout = typesetter.layout(body("a b"), maxWidth: nil)
        #expect(layout.lines[0].glyphs.count == 2)
        #expect(layout.lines[0].string == "a b")
        #expect(layout.lines[0].glyphs[1].x == (1255 + 651) * unit17)  // a 1255 + space 651
    }

    @Test func outlinesAreCached() throws {
        let typesetter = try Typesetter()
        let first = typesetter.glyphOutline(79, face: .sans)  // glyph 79 is "l"
        let count = typesetter.outlines.count
        #expect(typesetter.glyphOutline(79, face: .sans) == first)
        #expect(typesetter.outlines.count == count)
    }
}
