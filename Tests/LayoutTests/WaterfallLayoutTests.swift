import Geometry
import Testing
import Views

@testable import Layout

/// WaterfallLayout (step W), seed 002's custom Layout: shortest column first, trailing spacing
/// counted in the height as the seed's sizeThatFits does.
@Suite struct WaterfallLayoutTests {
    private func waterfall(columns: Int = 2, spacing: Double = 10, _ heights: [Double]) -> ViewNode {
        ViewNode(
            id: "w",
            content: .waterfall(
                WaterfallSpec(columns: columns, spacing: spacing),
                children: heights.enumerated().map { k, h in V.rect("c\(k)", [V.frame(nil, h)]) }),
            modifiers: [.fixedFrame(width: 210, height: nil, alignment: .topLeading)])
    }

    @Test func childrenGoToTheShortestColumn() {
        // Width 210, 2 columns, spacing 10: column width (210 − 10) ÷ 2 = 100; x 0 and 110.
        // c0 100 → col 0 (tie: first) at y 0, col 0 = 110. c1 150 → col 1 (0) at 0, col 1 = 160.
        // c2 120 → col 0 (110 < 160) at 110, col 0 = 240. c3 60 → col 1 (160) at 160, col 1 = 230.
        // c4 30 → col 1 (230 < 240) at 230, col 1 = 270. Height max(240, 270) = 270.
        // Canvas 210 × 400: the frame 210 × 270 is centred: y (400 − 270) ÷ 2 = 65.
        let laid = layout(waterfall([100, 150, 120, 60, 30]), 210, 400)
        #expect(laid.frame == rect(0, 65, 210, 270), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c0") == rect(0, 65, 100, 100))
        #expect(laid.frame(of: "c1") == rect(110, 65, 100, 150))
        #expect(laid.frame(of: "c2") == rect(0, 175, 100, 120))
        #expect(laid.frame(of: "c3") == rect(110, 225, 100, 60))
        #expect(laid.frame(of: "c4") == rect(110, 295, 100, 30))
    }

    @Test func threeColumnsAndAnEmptyLayout() {
        // Width 210, 3 columns, spacing 6: (210 − 12) ÷ 3 = 66; x 0, 72, 144. Heights 50, 20, 40
        // fill the columns in order; the fourth (10) goes to col 1 (20 + 6 = 26) at y 26.
        // Height max(56, 42, 46) = 56, centred in 210 × 100: y 22.
        let laid = layout(waterfall(columns: 3, spacing: 6, [50, 20, 40, 10]), 210, 100)
        #expect(laid.frame == rect(0, 22, 210, 56), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c2") == rect(144, 22, 66, 40))
        #expect(laid.frame(of: "c3") == rect(72, 48, 66, 10))
        // No children: 210 × 0.
        #expect(layout(waterfall([]), 210, 100).frame == rect(0, 50, 210, 0))
    }

    @Test func anUnspecifiedWidthIsZero() {
        // Under fixedSize the seed's `proposal.width ?? 0`: width 0, columns (0 − 10) ÷ 2 < 0 → 0.
        let node = ViewNode(
            id: "w", content: .waterfall(WaterfallSpec(columns: 2, spacing: 10), children: [V.rect("c0", [V.frame(nil, 40)])]),
            modifiers: [.fixedSize(horizontal: true, vertical: true)])
        let laid = layout(node, 100, 100)
        // Height 40 + 10 = 50, width 0, centred: (50, 25).
        #expect(laid.frame == rect(50, 25, 0, 50), "\(laid.layoutDump())")
        #expect(laid.frame(of: "c0") == rect(50, 25, 0, 40))
    }
}
