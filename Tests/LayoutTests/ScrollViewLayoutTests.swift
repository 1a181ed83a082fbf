import Geometry
import Testing
import Views

@testable import Layout

/// ScrollView (step SV): content proposed unspecified along the scroll axes, the viewport takes
/// the proposal, content at the top/leading (or the anchor), moved back by the scroll position.
@Suite struct ScrollViewLayoutTests {
    private func scroll(_ spec: ScrollSpec, _ content: ViewNode, _ modifiers: [ViewModifier] = []) -> ViewNode {
        ViewNode(id: "s", content: .scrollView(spec, children: [content]), modifiers: modifiers)
    }

    /// A VStack of five 100 × 50 bars, 10 apart: 100 × (5 × 50 + 4 × 10 = 290).
    private var column: ViewNode {
        V.vstack("v", spacing: 10, (0..<5).map { V.rect("b\($0)", [V.frame(100, 50)]) })
    }

    @Test func contentStartsAtTheTopAndIsCentredAcross() {
        // Viewport 200 × 120 (the whole canvas). Content 100 × 290 (proposed 200 × unspecified),
        // at the top, centred across: x (200 − 100) ÷ 2 = 50.
        let laid = layout(scroll(ScrollSpec(), column), 200, 120)
        #expect(laid.frame == rect(0, 0, 200, 120), "\(laid.layoutDump())")
        #expect(laid.frame(of: "v") == rect(50, 0, 100, 290))
        #expect(laid.frame(of: "b2") == rect(50, 120, 100, 50))
    }

    @Test func scrollPositionMovesTheContentAndIsClamped() {
        // Offset 100: content at y −100, b2 (at 120 in the content) at 20.
        let moved = layout(scroll(ScrollSpec(position: 100), column), 200, 120)
        #expect(moved.frame(of: "b2") == rect(50, 20, 100, 50), "\(moved.layoutDump())")
        // The range is 290 − 120 = 170: 500 is clamped to 170, −30 to 0.
        #expect(layout(scroll(ScrollSpec(position: 500), column), 200, 120).frame(of: "v") == rect(50, -170, 100, 290))
        #expect(layout(scroll(ScrollSpec(position: -30), column), 200, 120).frame(of: "v") == rect(50, 0, 100, 290))
    }

    @Test func theDefaultAnchorPlacesLongAndShortContent() {
        // Bottom anchor (y 1): long content scrolled to its end, −170; short content (one 100 × 50
        // bar in a 120-tall viewport) at the bottom: y 120 − 50 = 70. Centre: −85 and 35.
        let bottom = ScrollSpec(anchor: UnitPoint(x: 0.5, y: 1))
        #expect(layout(scroll(bottom, column), 200, 120).frame(of: "v") == rect(50, -170, 100, 290))
        #expect(layout(scroll(bottom, V.rect("one", [V.frame(100, 50)])), 200, 120).frame(of: "one") == rect(50, 70, 100, 50))
        let centre = ScrollSpec(anchor: UnitPoint(x: 0.5, y: 0.5))
        #expect(layout(scroll(centre, column), 200, 120).frame(of: "v") == rect(50, -85, 100, 290))
        #expect(layout(scroll(centre, V.rect("one", [V.frame(100, 50)])), 200, 120).frame(of: "one") == rect(50, 35, 100, 50))
    }

    @Test func horizontalScrollingProposesNoWidth() {
        // An HStack of four 80 × 40 bars, default spacing 8: 4 × 80 + 3 × 8 = 344 wide, in a
        // 150 × 60 viewport (a frame centred in the 300 × 100 canvas at (75, 20)): content at the
        // leading edge x 75, centred vertically y 20 + (60 − 40) ÷ 2 = 30. Offset 50: x 25.
        let row = V.hstack("h", (0..<4).map { V.rect("c\($0)", [V.frame(80, 40)]) })
        let spec = ScrollSpec(horizontal: true, vertical: false)
        let laid = layout(scroll(spec, row, [V.frame(150, 60)]), 300, 100)
        #expect(laid.frame(of: "h") == rect(75, 30, 344, 40), "\(laid.layoutDump())")
        var scrolled = spec
        scrolled.position = 50
        #expect(layout(scroll(scrolled, row, [V.frame(150, 60)]), 300, 100).frame(of: "h") == rect(25, 30, 344, 40))
    }

    @Test func aFlexibleChildTakesItsIdealLengthAlongTheAxis() {
        // A Rectangle proposed 200 × unspecified is 200 × 10 (its ideal height), at the top.
        let laid = layout(scroll(ScrollSpec(), V.rect("r")), 200, 120)
        #expect(laid.frame(of: "r") == rect(0, 0, 200, 10), "\(laid.layoutDump())")
    }

    @Test func theScrollViewIsGreedyInAStack() {
        // In a VStack of 200 × 300 with a 20-tall header (spacing 0), the ScrollView takes the
        // remaining 280 (it is as flexible as a shape).
        let stack = V.vstack("v", spacing: 0, [V.rect("header", [V.frame(nil, 20)]), scroll(ScrollSpec(), column)])
        let laid = layout(stack, 200, 300)
        #expect(laid.frame(of: "s") == rect(0, 20, 200, 280), "\(laid.layoutDump())")
    }
}
