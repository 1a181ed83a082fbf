import Geometry
import Testing
import Views

@testable import Layout

/// Grid and GridRow (steps G1–G6). GridMeasurer: 10 pt per character, 20 pt lines, baseline 16.
@Suite struct GridLayoutTests {
    private func grid(
        _ id: String, alignment: Alignment = .center, h: Double? = nil, v: Double? = nil, _ children: [ViewNode]
    ) -> ViewNode {
        ViewNode(id: id, content: .grid(GridSpec(alignment: alignment, horizontalSpacing: h, verticalSpacing: v), children: children))
    }

    private func row(_ id: String, alignment: VerticalAlignment? = nil, _ children: [ViewNode]) -> ViewNode {
        ViewNode(id: id, content: .gridRow(alignment: alignment, children: children))
    }

    private func cell(_ view: ViewNode, _ options: GridCell) -> ViewNode {
        var view = view
        view.gridCell = options
        return view
    }

    @Test func columnsAreTheirWidestCellAndRowsTheirTallest() {
        let laid = layout(grid("g", [
            row("r0", [V.text("a", "a"), V.text("b", "bbbb")]),
            row("r1", [V.text("c", "ccc"), V.rect("d", [V.frame(20, 50)])]),
        ]), 400, 400)
        // Columns: max(10, 30) = 30 and max(40, 20) = 40 (each offered far more than it takes:
        // (400 − 8) ÷ 2 = 196, then 362). Rows: max(20, 20) = 20 and max(20, 50) = 50.
        // Grid: 30 + 8 + 40 = 78 wide, 20 + 8 + 50 = 78 tall, centred: (161, 161).
        #expect(laid.frame == rect(161, 161, 78, 78), "\(laid.layoutDump())")
        #expect(laid.frame(of: "r0") == rect(161, 161, 78, 20))
        #expect(laid.frame(of: "r1") == rect(161, 189, 78, 50))
        // Cells centred in their cells: "a" (10 wide) in 30 → +10; "ccc" (20 tall) in 50 → +15;
        // the 20 × 50 rect in the 40-wide column → +10.
        #expect(laid.frame(of: "a") == rect(171, 161, 10, 20))
        #expect(laid.frame(of: "b") == rect(199, 161, 40, 20))
        #expect(laid.frame(of: "c") == rect(161, 204, 30, 20))
        #expect(laid.frame(of: "d") == rect(209, 189, 20, 50))
    }

    @Test func flexibleCellsShareWhatTheOthersLeave() {
        let laid = layout(grid("g", [row("r", [V.text("t", "abc"), V.color("c1"), V.color("c2")])]), 200, 100)
        // Width 200 − 2 × 8 = 184. Least flexible first: the text column (30 at ∞, 10 at 0) is
        // offered 184 ÷ 3 and takes 30; the colours get 154 ÷ 2 = 77 each. The row (colours are
        // as tall as offered) takes the whole 100.
        #expect(laid.frame == rect(0, 0, 200, 100), "\(laid.layoutDump())")
        #expect(laid.frame(of: "t") == rect(0, 40, 30, 20))
        #expect(laid.frame(of: "c1") == rect(38, 0, 77, 100))
        #expect(laid.frame(of: "c2") == rect(123, 0, 77, 100))
    }

    @Test func aChildThatIsNoRowSpansEveryColumnAndUnsizedAxesStopItWideningTheGrid() {
        func laid(_ divider: ViewNode) -> LaidOutView {
            layout(grid("g", [
                row("r0", [V.text("a", "ab"), V.text("b", "cde")]),
                divider,
                row("r1", [V.text("c", "f"), V.text("d", "g")]),
            ]), 300, 300)
        }
        // Columns 20 and 30: 58 wide. Rows 20, 1 (the divider), 20: 20 + 8 + 1 + 8 + 20 = 57.
        // A divider is as wide as offered: proposed the grid's 300 it widens the grid to 300, and
        // the 58 of columns are centred in it: from x = 121.
        let wide = laid(V.divider("line"))
        #expect(wide.frame == rect(0, 121.5, 300, 57), "\(wide.layoutDump())")
        #expect(wide.frame(of: "line") == rect(0, 149.5, 300, 1))
        #expect(wide.frame(of: "a") == rect(121, 121.5, 20, 20))
        // Row 1 starts at 149.5 + 1 + 8; "g" is centred in column 1 (121 + 20 + 8 = 149, 30 wide).
        #expect(wide.frame(of: "d") == rect(159, 158.5, 10, 20))
        // gridCellUnsizedAxes(.horizontal): the divider takes the columns' 58.
        let narrow = laid(cell(V.divider("line"), GridCell(unsizedHorizontal: true)))
        #expect(narrow.frame == rect(121, 121.5, 58, 57), "\(narrow.layoutDump())")
        #expect(narrow.frame(of: "line") == rect(121, 149.5, 58, 1))
    }

    @Test func spanningCellsColumnAlignmentAndAnchors() {
        let laid = layout(grid("g", h: 4, [
            row("r0", [cell(V.text("a", "a"), GridCell(columnAlignment: .leading)), V.text("b", "bbb")]),
            row("r1", [V.text("c", "ccc"), cell(V.text("d", "d"), GridCell(anchor: .bottomTrailing))]),
            row("r2", [cell(V.text("e", "ee"), GridCell(columns: 2))]),
        ]), 100, 100)
        // Columns 30 and 30 with 4 between: 64 wide; rows 3 × 20 + 2 × 8 = 76 tall, at (18, 12).
        #expect(laid.frame == rect(18, 12, 64, 76), "\(laid.layoutDump())")
        // Column 0 is leading (set on "a"), so "ccc" is too (it fills it anyway); "a" at x 18.
        #expect(laid.frame(of: "a") == rect(18, 12, 10, 20))
        // "d" anchored bottom-trailing in its 30 × 20 cell at x 52.
        #expect(laid.frame(of: "d") == rect(72, 40, 10, 20))
        // "ee" spans both columns (64) and is centred by the grid (the column alignment is for
        // single-column cells): 18 + (64 − 20) ÷ 2 = 40.
        #expect(laid.frame(of: "e") == rect(40, 68, 20, 20))
    }

    @Test func baselineRowsPutTheirBaselinesOnOneLine() {
        let laid = layout(grid("g", [
            row("r", alignment: .firstTextBaseline, [
                V.text("a", "a", [.padding(EdgeInsets(top: 10, leading: 0, bottom: 0, trailing: 0))]), V.text("b", "b"),
            ])
        ]), 100, 100)
        // "a" is 10 × 30 with its baseline at 10 + 16 = 26; "b" 10 × 20 with it at 16. The row:
        // 26 above the baseline + 4 below = 30; "b" sits 26 − 16 = 10 down. Grid 28 × 30 at (36, 35).
        #expect(laid.frame == rect(36, 35, 28, 30), "\(laid.layoutDump())")
        #expect(laid.frame(of: "a") == rect(36, 35, 10, 30))
        #expect(laid.frame(of: "b") == rect(54, 45, 10, 20))
    }

    @Test func unspecifiedProposalGivesIdealColumnsAndAStrayRowIsAnHStack() {
        let size = engine.sizeThatFits(
            grid("g", [row("r", [V.color("c"), V.text("t", "abcd")])]), proposal: .unspecified)
        // A colour's ideal width is 10: 10 + 8 + 40 = 58; heights max(10, 20) = 20.
        #expect(size == Size(width: 58, height: 20))
        let stray = layout(row("r", [V.text("a", "a"), V.text("b", "b")]), 100, 100)
        #expect(stray.frame == rect(36, 40, 28, 20), "\(stray.layoutDump())")
    }

    @Test func spansAreCutAtTheColumnLimit() {
        var spec = GridSpec()
        spec.maxColumns = 3
        let laid = layout(
            ViewNode(id: "g", content: .grid(spec, children: [
                row("r", [V.text("a", "a"), cell(V.text("b", "b"), GridCell(columns: 1_000_000))])
            ])), 200, 100)
        // "b" spans columns 1 and 2 only (3 columns, not a million). It is 10 wide whatever it is
        // offered (one character per line at least), so each of its columns needs
        // (10 − 8) ÷ 2 = 1: widths 10, 1, 1 and 2 × 8 between them: 28 wide, centred at x 86.
        #expect(laid.frame == rect(86, 40, 28, 20), "\(laid.layoutDump())")
    }

    @Test func aSpanningCellSizesColumnsNoOtherCellDoes() {
        let laid = layout(grid("g", [
            row("r", [V.color("a"), V.color("b"), cell(V.color("wide"), GridCell(columns: 2))])
        ]), 350, 350)
        // Four columns, all flexible (the spanning colour asks each of its two for half of what
        // it is offered less the 8 between them): 350 − 3 × 8 = 326 ÷ 4 = 81.5 each. The wide
        // cell: 81.5 × 2 + 8 = 171, from x 2 × 81.5 + 2 × 8 = 179.
        #expect(laid.frame(of: "a") == rect(0, 0, 81.5, 350), "\(laid.layoutDump())")
        #expect(laid.frame(of: "wide") == rect(179, 0, 171, 350))
    }

    @Test func aDividerInARowIsVerticalAndAsTallAsUnsized() {
        let laid = layout(grid("g", [
            row("r0", [V.text("a", "a"), cell(V.divider("line"), GridCell(unsizedVertical: true)), V.text("b", "bb")]),
            row("r1", [V.text("c", "c")]),
        ]), 100, 100)
        // The divider is 1 wide (vertical, as in an HStack) and, unsized vertically, takes the
        // row's 20. Columns 10, 1, 20 with 8 between: 47 wide; rows 20 + 8 + 20 = 48: at (26.5, 26).
        #expect(laid.frame(of: "line") == rect(44.5, 26, 1, 20), "\(laid.layoutDump())")
        #expect(laid["line"]?.dividerAxis == .vertical)
    }
}
