import Geometry
import Testing
import Views

@testable import Layout

/// Grids stay cheap: a 1,000-cell Grid and LazyVGrid, and grids nested to the depth limit.
@Suite struct GridPerformanceTests {
    @Test func thousandCellGridAndLazyGrid() {
        let rows = (0..<25).map { row in
            ViewNode(id: "r\(row)", content: .gridRow(alignment: nil, children: (0..<40).map { V.color("c\(row)-\($0)") }))
        }
        let grid = ViewNode(id: "g", content: .grid(GridSpec(horizontalSpacing: 0, verticalSpacing: 0), children: rows))
        let clock = ContinuousClock()
        var laid: LaidOutView?
        var elapsed = clock.measure { laid = layout(grid, 400, 250) }
        // Every column and row is a colour, 0…∞ flexible: 400 ÷ 40 = 10 wide, 250 ÷ 25 = 10 tall.
        #expect(laid?.frame(of: "c24-39") == rect(390, 240, 10, 10))
        #expect(elapsed < .milliseconds(1_000), "1,000-cell Grid took \(elapsed)")

        let cells = (0..<1_000).map { V.rect("c\($0)", [V.frame(nil, 10)]) }
        let lazy = ViewNode(
            id: "l",
            content: .lazyGrid(
                LazyGridSpec(axis: .vertical, items: [GridItem(.adaptive(minimum: 10, maximum: .infinity), spacing: 0)], spacing: 0),
                children: cells))
        elapsed = clock.measure { laid = layout(lazy, 400, 250) }
        // 40 columns of 10; the 1,000th child is in row 24, column 39 (the grid is 250 tall: y 0).
        #expect(laid?.frame(of: "c999") == rect(390, 240, 10, 10), "\(elapsed)")
        #expect(elapsed < .milliseconds(1_000), "1,000-cell LazyVGrid took \(elapsed)")
    }

    @Test func gridsNestedToTheDepthLimit() {
        var node = V.text("leaf", "x")
        for depth in (0..<64).reversed() {
            node = ViewNode(
                id: "g\(depth)",
                content: .grid(GridSpec(), children: [
                    ViewNode(id: "r\(depth)", content: .gridRow(alignment: nil, children: [V.text("t\(depth)", "ab"), node]))
                ]))
        }
        let clock = ContinuousClock()
        var laid: LaidOutView?
        let elapsed = clock.measure { laid = layout(node, 4000, 4000) }
        #expect(laid?.frame(of: "leaf")?.size == Size(width: 10, height: 20))
        #expect(elapsed < .seconds(2), "nested grids took \(elapsed)")
    }

    @Test func manyCellsSpanningEveryColumnStayLinear() {
        // 2,000 rows of one colour spanning 1,000 columns: 2,000,000 column memberships, of which
        // only the first 10,000 (10 cells) size the columns.
        let rows = (0..<2_000).map { r in
            ViewNode(id: "r\(r)", content: .gridRow(alignment: nil, children: [
                ViewNode(id: "c\(r)", content: .color(.black), gridCell: GridCell(columns: 1_000))
            ]))
        }
        let grid = ViewNode(id: "g", content: .grid(GridSpec(horizontalSpacing: 0, verticalSpacing: 0), children: rows))
        let clock = ContinuousClock()
        var laid: LaidOutView?
        let elapsed = clock.measure { laid = layout(grid, 1_000, 2_000) }
        // 1,000 columns of 1 (the colours are flexible); 2,000 rows of 1.
        #expect(laid?.frame(of: "c1999") == rect(0, 1_999, 1_000, 1))
        #expect(elapsed < .seconds(2), "spanning cells took \(elapsed)")
    }
}
