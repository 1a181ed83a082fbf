import DisplayList
import Geometry
import Layout
import Testing
import Views

/// Glyphs from fallback faces are outlined from their own face.
@Suite struct FallbackGlyphTests {
    /// Font size 10, origin (5, 5), baseline 8: the DejaVu glyph at pen x 0 is the unit square
    /// (5, 3, 10, 10); the fallback glyph at pen x 10 is the fake's half-wide one (15, 3, 5, 10).
    @Test func fallbackGlyphsUseTheirFacesOutline() throws {
        let face = FallbackFace(path: "/fonts/cjk.ttc", index: 2, family: "Noto Sans CJK SC")
        let layout = TextLayout(
            size: Size(width: 20, height: 12),
            lines: [TextLine(string: "a你", x: 0, baseline: 8, width: 20, glyphs: [
                PositionedGlyph(glyph: 1, x: 0), PositionedGlyph(glyph: 7, x: 10, fallback: 0),
            ])],
            face: .sans, fontSize: 10, fallbackFaces: [face])
        let node = ViewNode(id: "/", content: .text(ResolvedText(string: "a你", font: Font(size: 10))))
        let view = LaidOutView(node: node, frames: [Rect(x: 5, y: 5, width: 20, height: 12)], text: layout)
        let list = DisplayListBuilder(glyphs: DisplayListBuilderTests.UnitSquareGlyphs())
            .build(view, canvas: Size(width: 100, height: 100), background: nil)
        guard case .text(let item) = try #require(list.items.first) else {
            Issue.record("expected a text item")
            return
        }
        var expected = Path(rect: Rect(x: 5, y: 3, width: 10, height: 10))
        expected.addPath(Path(rect: Rect(x: 15, y: 3, width: 5, height: 10)))
        #expect(item.outline == expected)
    }
}
