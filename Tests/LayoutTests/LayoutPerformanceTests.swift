import Geometry
import Testing
import Views

@testable import Layout

/// Memoisation keeps layout linear: a 1,000-cell grid and deeply nested stacks.
@Suite struct LayoutPerformanceTests {
    @Test func thousandCellGrid() {
        let rows = (0..<25).map { row in
            V.hstack("r\(row)", spacing: 0, (0..<40).map { column in V.color("c\(row)-\(column)") })
        }
        let grid = V.vstack("grid", spacing: 0, rows)
        let clock = ContinuousClock()
        var laid: LaidOutView?
        let elapsed = clock.measure { laid = layout(grid, 400, 250) }
        // Every colour is 0…∞ flexible: each row gets 250 / 25 = 10, each cell 400 / 40 = 10.
        #expect(laid?.frame(of: "c0-0") == rect(0, 0, 10, 10))
        #expect(laid?.frame(of: "c24-39") == rect(390, 240, 10, 10))
        #expect(laid?.frame(of: "c7-13") == rect(130, 70, 10, 10))
        // Generous for debug builds; a release build takes about 0.4 ms (see docs/layout.md).
        #expect(elapsed < .milliseconds(500), "1,000-cell grid took \(elapsed)")
    }

    @Test func deeplyNestedAlternatingStacks() {
        // 64 levels (the default scene depth limit), each a stack of a text and the next level;
        // without memoisation every level's probes (at 0 and ∞) and offer would re-measure the
        // level below: about 3^64 measurements.
        var node = V.text("leaf", "x")
        for depth in (0..<64).reversed() {
            let children = [V.text("t\(depth)", "ab"), node]
            node = depth.isMultiple(of: 2) ? V.vstack("v\(depth)", children) : V.hstack("h\(depth)", children)
        }
        let clock = ContinuousClock()
        var laid: LaidOutView?
        let elapsed = clock.measure { laid = layout(node, 4000, 4000) }
        #expect(laid?.frame(of: "leaf")?.size == Size(width: 10, height: 20))
        #expect(elapsed < .seconds(2), "nested stacks took \(elapsed)")
    }
}
