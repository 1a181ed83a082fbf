import Geometry
import Testing
import Views

@testable import Layout

/// Grids stay cheap: a 1,000-cell Grid and LazyVGrid, grids nested to the depth limit and cells
/// spanning every column compute a bounded number of content sizes per view as they grow (see
/// LayoutPerformanceTests). The work is counted, not timed; time is the benchmarks'.
@Suite struct GridPerformanceTests {
    static func grid(columns: Int) -> ViewNode {
        let rows = (0..<25).map { row in
            ViewNode(id: "r\(row)", content: .gridRow(alignment: nil, children: (0..<columns).map { V.color("c\(row)-\($0)") }))
        }
        return ViewNode(id: "g", content: .grid(GridSpec(horizontalSpacing: 0, verticalSpacing: 0), children: rows))
    }

    static func lazyGrid(cells: Int) -> ViewNode {
        ViewNode(
            id: "l",
            content: .lazyGrid(
                LazyGridSpec(axis: .vertical, items: [GridItem(.adaptive(minimum: 10, maximum: .infinity), spacing: 0)], spacing: 0),
                children: (0..<cells).map { V.rect("c\($0)", [V.frame(nil, 10)]) }))
    }

    static func nestedGrids(depth levels: Int) -> ViewNode {
        var node = V.text("leaf", "x")
        for depth in (0..<levels).reversed() {
            node = ViewNode(
                id: "g\(depth)",
                content: .grid(GridSpec(), children: [
                    ViewNode(id: "r\(depth)", content: .gridRow(alignment: nil, children: [V.text("t\(depth)", "ab"), node]))
                ]))
        }
        return node
    }

    /// `rows` rows of one colour spanning `columns` columns.
    static func spanningGrid(rows: Int, columns: Int) -> ViewNode {
        let rows = (0..<rows).map { r in
            ViewNode(id: "r\(r)", content: .gridRow(alignment: nil, children: [
                ViewNode(id: "c\(r)", content: .color(.black), gridCell: GridCell(columns: columns))
            ]))
        }
        return ViewNode(id: "g", content: .grid(GridSpec(horizontalSpacing: 0, verticalSpacing: 0), children: rows))
    }

    @Test func thousandCellGridAndLazyGrid() {
        var (laid, sizesPerView) = layoutWork(Self.grid(columns: 40), 400, 250)
        // Every column and row is a colour, 0…∞ flexible: 400 ÷ 40 = 10 wide, 250 ÷ 25 = 10 tall.
        #expect(laid.frame(of: "c24-39") == rect(390, 240, 10, 10))
        var smaller = layoutWork(Self.grid(columns: 10), 400, 250).sizesPerView
        #expect(sizesPerView <= smaller * 1.25, "Grid: \(sizesPerView) content sizes per view, \(smaller) for 250 cells")

        (laid, sizesPerView) = layoutWork(Self.lazyGrid(cells: 1_000), 400, 250)
        // 40 columns of 10; the 1,000th child is in row 24, column 39 (the grid is 250 tall: y 0).
        #expect(laid.frame(of: "c999") == rect(390, 240, 10, 10))
        smaller = layoutWork(Self.lazyGrid(cells: 250), 400, 250).sizesPerView
        #expect(sizesPerView <= smaller * 1.25, "LazyVGrid: \(sizesPerView) content sizes per view, \(smaller) for 250 cells")
    }

    @Test func gridsNestedToTheDepthLimit() {
        let (laid, sizesPerView) = layoutWork(Self.nestedGrids(depth: 64), 4000, 4000)
        #expect(laid.frame(of: "leaf")?.size == Size(width: 10, height: 20))
        // At most quadratic in the depth: twice the levels, at most twice the work per view.
        let half = layoutWork(Self.nestedGrids(depth: 32), 4000, 4000).sizesPerView
        #expect(sizesPerView <= half * 2, "nested grids: \(sizesPerView) content sizes per view, \(half) at 32 levels")
    }

    @Test func manyCellsSpanningEveryColumnStayLinear() {
        // 2,000 rows of one colour spanning 1,000 columns: 2,000,000 column memberships; the
        // work per view must not grow with them.
        let (laid, sizesPerView) = layoutWork(Self.spanningGrid(rows: 2_000, columns: 1_000), 1_000, 2_000)
        // 1,000 columns of 1 (the colours are flexible); 2,000 rows of 1.
        #expect(laid.frame(of: "c1999") == rect(0, 1_999, 1_000, 1))
        let smaller = layoutWork(Self.spanningGrid(rows: 500, columns: 250), 1_000, 2_000).sizesPerView
        #expect(sizesPerView <= smaller * 1.25, "spanning cells: \(sizesPerView) content sizes per view, \(smaller) for 500 rows")
    }
}
