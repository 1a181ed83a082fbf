import Geometry
import Testing
import Views

@testable import Layout

/// LazyVGrid and LazyHGrid (steps L1–L5), sized by SwiftUI's GridItem rules: fixed items first,
/// then each other item in order an equal share of what is left (flexible clamped to its bounds,
/// adaptive as many repetitions of its minimum as fit). Default spacing 8.
@Suite struct LazyGridLayoutTests {
    private func lazy(
        _ axis: Axis, _ items: [GridItem], spacing: Double? = nil, alignment: Alignment = .center, _ children: [ViewNode]
    ) -> ViewNode {
        ViewNode(
            id: "g", content: .lazyGrid(LazyGridSpec(axis: axis, items: items, spacing: spacing, alignment: alignment), children: children))
    }

    private func bars(_ count: Int, height: Double = 30) -> [ViewNode] {
        (0..<count).map { V.rect("c\($0)", [V.frame(nil, height)]) }
    }

    @Test func fixedThenFlexibleThenAdaptive() {
        let laid = layout(
            lazy(.vertical, [GridItem(.fixed(50)), GridItem(.flexible(minimum: 10, maximum: .infinity)),
                GridItem(.adaptive(minimum: 80, maximum: .infinity))], bars(6)), 500, 200)
        // 500 − 8 − 8 (after the first two items) − 50 (fixed) = 434 for two items. Flexible:
        // 434 ÷ 2 = 217. Adaptive: share 217, ⌊(217 + 8) ÷ (80 + 8)⌋ = 2 repetitions of
        // (217 − 8) ÷ 2 = 104.5. Columns 50, 217, 104.5, 104.5: x = 0, 58, 283, 395.5.
        // Six children: rows of 4 and 2, each 30 tall, 8 apart: 68 tall, at y (200 − 68) ÷ 2 = 66.
        #expect(laid.frame == rect(0, 66, 500, 68), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c0") == rect(0, 66, 50, 30))
        #expect(laid.frame(of: "c1") == rect(58, 66, 217, 30))
        #expect(laid.frame(of: "c2") == rect(283, 66, 104.5, 30))
        #expect(laid.frame(of: "c3") == rect(395.5, 66, 104.5, 30))
        #expect(laid.frame(of: "c4") == rect(0, 104, 50, 30))
        #expect(laid.frame(of: "c5") == rect(58, 104, 217, 30))
    }

    /// The layout dump (test failures' listing) names each grid by its axis; its first line is
    /// the grid: 100 wide (its flexible columns share the width) and one row of 30, centred in
    /// 100 × 100 at y = (100 − 30) ÷ 2 = 35. The horizontal grid's line is checked for its name.
    @Test func layoutDumpNamesTheGridByItsAxis() {
        let columns = [GridItem(.flexible(minimum: 10, maximum: .infinity)), GridItem(.flexible(minimum: 10, maximum: .infinity))]
        let vertical = layout(lazy(.vertical, columns, bars(2)), 100, 100).layoutDump()
        #expect(vertical.split(separator: "\n").first == "g LazyVGrid (0, 35, 100, 30)", "\(vertical)")
        let horizontal = layout(lazy(.horizontal, [GridItem(.fixed(20))], bars(1)), 100, 100).layoutDump()
        #expect(horizontal.split(separator: "\n").first?.hasPrefix("g LazyHGrid (") == true, "\(horizontal)")
    }

    @Test func flexibleItemsAreClampedToTheirBounds() {
        let laid = layout(
            lazy(.vertical, [GridItem(.flexible(minimum: 10, maximum: 100)), GridItem(.flexible(minimum: 10, maximum: .infinity))],
                bars(2)), 300, 100)
        // 300 − 8 = 292: the first is offered 146 and takes at most 100; the second 192.
        #expect(laid.frame(of: "c0") == rect(0, 35, 100, 30), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c1") == rect(108, 35, 192, 30))
    }

    @Test func aMinimumLargerThanTheShareOverflows() {
        let laid = layout(
            lazy(.vertical, [GridItem(.flexible(minimum: 100, maximum: .infinity)), GridItem(.fixed(100)),
                GridItem(.adaptive(minimum: 100, maximum: .infinity)), GridItem(.fixed(100))], bars(4)), 300, 100)
        // 300 − 3 × 8 − 200 = 76: the flexible item is offered 38 but takes its minimum 100,
        // leaving −24; the adaptive item's share is then 0: one repetition, 0 wide. The columns:
        // 100 + 8 + 100 + 8 + 0 + 8 + 100 = 324, wider than the 300 offered, centred: x = −12.
        #expect(laid.frame == rect(-12, 35, 324, 30), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c2") == rect(204, 35, 0, 30))
        #expect(laid.frame(of: "c3") == rect(212, 35, 100, 30))
    }

    @Test func adaptiveRepetitionsAreCappedByTheirMaximumAndAligned() {
        let items = [GridItem(.adaptive(minimum: 50, maximum: 52))]
        // ⌊(300 + 8) ÷ (50 + 8)⌋ = 5 repetitions of (300 − 4 × 8) ÷ 5 = 53.6, capped at 52: the
        // columns are 5 × 52 + 4 × 8 = 292 wide, in a 300-wide grid.
        let centred = layout(lazy(.vertical, items, bars(5)), 300, 100)
        #expect(centred.frame == rect(0, 35, 300, 30), "\(centred.layoutDump())")
        #expect(centred.frame(of: "c0") == rect(4, 35, 52, 30))
        #expect(centred.frame(of: "c4") == rect(244, 35, 52, 30))
        let leading = layout(lazy(.vertical, items, alignment: .leading, bars(5)), 300, 100)
        #expect(leading.frame(of: "c0") == rect(0, 35, 52, 30))
        // Without the maximum: 53.6 each, filling the 300 exactly; the sixth child starts row 2
        // (rows 30 + 8 + 30 = 68 tall, from y 16).
        let open = layout(lazy(.vertical, [GridItem(.adaptive(minimum: 50, maximum: .infinity))], bars(6)), 300, 100)
        #expect(open.frame(of: "c4")?.width == 53.6)
        #expect(open.frame(of: "c5") == rect(0, 54, 53.6, 30))
    }

    @Test func rowsAreTheirTallestCellAndCellsAlignByTheirItem() {
        let laid = layout(
            lazy(.vertical, [GridItem(.fixed(40), alignment: .topLeading), GridItem(.fixed(40))], spacing: 4, [
                V.text("a", "a"), V.rect("b", [V.frame(20, 50)]), V.text("c", "cc"),
            ]), 200, 200)
        // Columns 40 + 8 + 40 = 88, in a 200-wide grid from x 56. Row 0: max(20, 50) = 50; row 1:
        // 20; 4 apart: 74 tall, at y 63. Column 0 is top-leading ("a", "cc"); the rect is centred.
        #expect(laid.frame == rect(0, 63, 200, 74), "\(laid.layoutDump())")
        #expect(laid.frame(of: "a") == rect(56, 63, 10, 20))
        #expect(laid.frame(of: "b") == rect(114, 63, 20, 50))
        #expect(laid.frame(of: "c") == rect(56, 117, 20, 20))
    }

    @Test func lazyHGridFillsColumnByColumn() {
        let laid = layout(lazy(.horizontal, [GridItem(.fixed(40)), GridItem(.fixed(40))], [
            V.text("a", "ab"), V.text("b", "b"), V.text("c", "cccc"),
        ]), 200, 200)
        // Rows 40 + 8 + 40 = 88 tall in a 200-tall grid (from y 56). Columns: max(20, 10) = 20 and
        // 40, 8 apart: 68 wide, at x 66. Each text is centred in its cell.
        #expect(laid.frame == rect(66, 0, 68, 200), "\(laid.layoutDump())")
        #expect(laid.frame(of: "a") == rect(66, 66, 20, 20))
        #expect(laid.frame(of: "b") == rect(71, 114, 10, 20))
        #expect(laid.frame(of: "c") == rect(94, 66, 40, 20))
    }

    @Test func repetitionsStopAtTheLimitAndUnspecifiedTakesMinimums() {
        var spec = LazyGridSpec(axis: .vertical, items: [GridItem(.adaptive(minimum: 1, maximum: .infinity), spacing: 0)])
        spec.maxRepetitions = 10
        let laid = layout(ViewNode(id: "g", content: .lazyGrid(spec, children: bars(11, height: 5))), 1_000, 100)
        // ⌊1000 ÷ 1⌋ = 1000 repetitions, cut to 10 of 100: the 11th child starts a second row
        // (rows 5 + 8 + 5 = 18 tall, from y 41).
        #expect(laid.frame(of: "c10") == rect(0, 54, 100, 5), "\(laid.layoutDump())")
        let ideal = engine.sizeThatFits(
            lazy(.vertical, [GridItem(.flexible(minimum: 30, maximum: .infinity)), GridItem(.adaptive(minimum: 25, maximum: .infinity))],
                bars(2)), proposal: .unspecified)
        // Unspecified width: the flexible item takes 30, the adaptive one 25: 30 + 8 + 25.
        #expect(ideal == Size(width: 63, height: 30))
    }

    @Test func adaptiveItemsShareOneColumnBudget() {
        var spec = LazyGridSpec(
            axis: .vertical,
            items: Array(repeating: GridItem(.adaptive(minimum: 1, maximum: .infinity), spacing: 0), count: 3))
        spec.maxRepetitions = 10
        let laid = layout(ViewNode(id: "g", content: .lazyGrid(spec, children: bars(13, height: 5))), 900, 100)
        // Shares: 900 ÷ 3 = 300 for the first, which may repeat to 10 columns of 30; the budget is
        // spent, so the others keep one column each: of 600 ÷ 2 = 300 and then 300. 12 columns:
        // the 13th child starts row 2 (rows 5 + 8 + 5 = 18 tall, from y 41).
        #expect(laid.frame(of: "c9") == rect(270, 41, 30, 5), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c10") == rect(300, 41, 300, 5))
        #expect(laid.frame(of: "c11") == rect(600, 41, 300, 5))
        #expect(laid.frame(of: "c12") == rect(0, 54, 30, 5))
    }
}
