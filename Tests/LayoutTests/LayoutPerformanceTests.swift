import Geometry
import Testing
import Views

@testable import Layout

/// Memoisation keeps layout from growing exponentially: a grid of stacks and deeply nested
/// stacks compute a bounded number of content sizes per view as the tree grows, where
/// re-measuring every subtree at each parent's probes (0, ∞, the offer) would take 3^64 for 64
/// levels. The work is counted, not timed; time is the benchmarks' (`make bench`).
@Suite struct LayoutPerformanceTests {
    static func grid(columns: Int) -> ViewNode {
        let rows = (0..<25).map { row in
            V.hstack("r\(row)", spacing: 0, (0..<columns).map { column in V.color("c\(row)-\(column)") })
        }
        return V.vstack("grid", spacing: 0, rows)
    }

    static func nestedStacks(depth levels: Int) -> ViewNode {
        var node = V.text("leaf", "x")
        for depth in (0..<levels).reversed() {
            let children = [V.text("t\(depth)", "ab"), node]
            node = depth.isMultiple(of: 2) ? V.vstack("v\(depth)", children) : V.hstack("h\(depth)", children)
        }
        return node
    }

    @Test func thousandCellGrid() {
        let (laid, sizesPerView) = layoutWork(Self.grid(columns: 40), 400, 250)
        // Every colour is 0…∞ flexible: each row gets 250 / 25 = 10, each cell 400 / 40 = 10.
        #expect(laid.frame(of: "c0-0") == rect(0, 0, 10, 10))
        #expect(laid.frame(of: "c24-39") == rect(390, 240, 10, 10))
        #expect(laid.frame(of: "c7-13") == rect(130, 70, 10, 10))
        // Linear: four times the cells, (almost) the same work per view.
        let smaller = layoutWork(Self.grid(columns: 10), 400, 250).sizesPerView
        #expect(sizesPerView <= smaller * 1.25, "\(sizesPerView) content sizes per view, \(smaller) for 250 cells")
    }

    @Test func deeplyNestedAlternatingStacks() {
        // 64 levels (the default scene depth limit), each a stack of a text and the next level.
        let (laid, sizesPerView) = layoutWork(Self.nestedStacks(depth: 64), 4000, 4000)
        #expect(laid.frame(of: "leaf")?.size == Size(width: 10, height: 20))
        // Each level adds a few proposals to the levels below (at most quadratic in the depth);
        // without memoisation 32 more levels would multiply the work by about 3^32.
        let half = layoutWork(Self.nestedStacks(depth: 32), 4000, 4000).sizesPerView
        #expect(sizesPerView <= half * 2, "\(sizesPerView) content sizes per view, \(half) at 32 levels")
    }
}
