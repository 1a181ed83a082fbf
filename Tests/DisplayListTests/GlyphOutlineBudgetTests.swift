import DisplayList
import Geometry
import Layout
import Testing
import Views

/// A text's glyph outlines are counted against `limits.maxDrawnPathElements` before its path is
/// made, so a font whose glyphs are huge is refused without the path ever being allocated (a
/// 30,000-point glyph 2,000 times was 3.3 GB, and the process died).
@Suite struct GlyphOutlineBudgetTests {
    /// A text of 100 glyphs drawn with a drawn-path budget of `limit`.
    func draw(limit: Int) -> (outline: Path?, budget: DrawnPathBudget, asked: Int) {
        let glyphs = (0..<100).map { PositionedGlyph(glyph: 1, x: Double($0)) }
        let layout = TextLayout(
            size: Size(width: 100, height: 12), lines: [TextLine(string: String(repeating: "a", count: 100), x: 0, baseline: 10, width: 100, glyphs: glyphs)],
            face: .sans, fontSize: 10)
        let node = ViewNode(id: "/", content: .text(ResolvedText(string: String(repeating: "a", count: 100), font: Font(size: 10))))
        let view = LaidOutView(node: node, frames: [Rect(x: 0, y: 0, width: 100, height: 12)], text: layout)
        let provider = TextPathCacheTests.CountingGlyphs()  // unit squares: a move, 3 lines and a close, 5 elements
        var builder = DisplayListBuilder(glyphs: provider)
        let budget = DrawnPathBudget(limit: limit)
        builder.drawnPaths = budget
        let list = builder.build(view, canvas: Size(width: 100, height: 100), background: nil)
        guard case .text(let item)? = list.items.first else { return (nil, budget, provider.count) }
        return (item.outline, budget, provider.count)
    }

    @Test func aTextThatFitsIsDrawnWhole() {
        // 100 glyphs × 5 elements = 500, within 500.
        let drawn = draw(limit: 500)
        #expect(drawn.outline?.elements.count == 500)
        #expect(drawn.budget.count == 500)
        #expect(!drawn.budget.isExceeded)
    }

    @Test func aTextPastTheBudgetStopsAtTheGlyphThatPassesIt() {
        // 200 elements allow 40 glyphs (200); the 41st makes 205: no more outlines are asked for,
        // no path is made, and the budget names the text.
        let drawn = draw(limit: 200)
        #expect(drawn.outline == nil)
        #expect(drawn.asked == 41)
        #expect(drawn.budget.exceededAt == "/")
    }
}
