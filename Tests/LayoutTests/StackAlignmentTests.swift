import Geometry
import Testing
import Views

@testable import Layout

/// Cross-axis alignment (step S5) and dividers. GridMeasurer: baseline 16 pt below a line's top.
@Suite struct StackAlignmentTests {
    @Test func vStackLeadingAndTrailing() {
        func stack(_ alignment: HorizontalAlignment) -> ViewNode {
            V.vstack("v", alignment: alignment, [V.text("a", "a"), V.text("abcd", "abcd")])
        }
        // 10 × 20 and 40 × 20, gap 8: the stack is 40 × 48, at (30, 26) in 100 × 100.
        let leading = layout(stack(.leading), 100, 100)
        #expect(leading.frame(of: "a") == rect(30, 26, 10, 20), "\(leading.layoutDump())")
        #expect(leading.frame(of: "abcd") == rect(30, 54, 40, 20))
        // Trailing edges on one line: "a" at 40 − 10 = 30 inside the stack.
        let trailing = layout(stack(.trailing), 100, 100)
        #expect(trailing.frame(of: "a") == rect(60, 26, 10, 20), "\(trailing.layoutDump())")
        #expect(trailing.frame(of: "abcd") == rect(30, 54, 40, 20))
    }

    @Test func hStackBottom() {
        let root = V.hstack("h", alignment: .bottom, [V.rect("tall", [V.frame(10, 40)]), V.rect("short", [V.frame(10, 20)])])
        let laid = layout(root, 100, 100)
        // 10 + 8 + 10 = 28 wide, 40 high, at (36, 30); the short one's bottom on the tall one's: y + 20.
        #expect(laid.frame(of: "tall") == rect(36, 30, 10, 40), "\(laid.layoutDump())")
        #expect(laid.frame(of: "short") == rect(54, 50, 10, 20))
    }

    @Test func firstTextBaselineWithPaddingAndANonTextView() {
        let root = V.hstack("h", alignment: .firstTextBaseline, spacing: 0, [
            V.text("a", "a", [.padding(EdgeInsets(top: 10))]),
            V.text("b", "b"),
            V.rect("r", [V.frame(10, 10)]),
        ])
        let laid = layout(root, 100, 100)
        // Baselines from each top: a 10 + 16 = 26, b 16, the rect its bottom 10. Extents around the
        // line: a −26…4, b −16…4, r −10…0 → 30 high; tops at 0, 10, 16. Stack 30 × 30 at (35, 35).
        #expect(laid["a"]?.frames == [rect(35, 45, 10, 20), rect(35, 35, 10, 30)], "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(45, 45, 10, 20))
        #expect(laid.frame(of: "r") == rect(55, 51, 10, 10))
    }

    @Test func baselinePassesThroughAFrame() {
        let root = V.hstack("h", alignment: .firstTextBaseline, spacing: 0, [
            V.text("a", "a", [V.frame(nil, 50, .top)]),
            V.text("b", "b"),
        ])
        let laid = layout(root, 100, 100)
        // a sits at the top of its 50-high frame, so the frame's baseline is 16, like b's: tops level.
        // Stack 20 × 50 at (40, 25).
        #expect(laid["a"]?.frames == [rect(40, 25, 10, 20), rect(40, 25, 10, 50)], "\(laid.layoutDump())")
        #expect(laid.frame(of: "b") == rect(50, 25, 10, 20))
    }

    @Test func lastTextBaselineOfMultilineText() {
        func stack(_ alignment: VerticalAlignment) -> ViewNode {
            V.hstack("h", alignment: alignment, spacing: 0, [V.text("a", "a"), V.text("bc", "b\nc")])
        }
        // "b\nc" is two lines (baselines 16 and 36), 10 × 40.
        // Last baselines 16 and 36: "a" goes 20 down. Stack 20 × 40 at (40, 30).
        let last = layout(stack(.lastTextBaseline), 100, 100)
        #expect(last.frame(of: "a") == rect(40, 50, 10, 20), "\(last.layoutDump())")
        #expect(last.frame(of: "bc") == rect(50, 30, 10, 40))
        // First baselines are both 16: tops level.
        let first = layout(stack(.firstTextBaseline), 100, 100)
        #expect(first.frame(of: "a") == rect(40, 30, 10, 20), "\(first.layoutDump())")
        #expect(first.frame(of: "bc") == rect(50, 30, 10, 40))
    }

    @Test func stackBaselinesComeFromItsFirstAndLastText() {
        let root = V.hstack("h", alignment: .lastTextBaseline, [
            V.vstack("v", [V.text("x", "x"), V.text("y", "y")]),
            V.text("z", "z"),
        ])
        let laid = layout(root, 100, 100)
        // v: x at 0, y at 28; its last baseline 28 + 16 = 44, 10 × 48. z's baseline 16 goes to 44:
        // z top at 28. h: 10 + 8 + 10 = 28 wide, 48 high, at (36, 26). z lines up with y.
        #expect(laid.frame(of: "v") == rect(36, 26, 10, 48), "\(laid.layoutDump())")
        #expect(laid.frame(of: "y") == rect(36, 54, 10, 20))
        #expect(laid.frame(of: "z") == rect(54, 54, 10, 20))
    }

    @Test func dividerSpansAVStackHorizontally() {
        let root = V.vstack("v", [V.text("t", "abc"), V.divider("d")])
        let laid = layout(root, 100, 50)
        // The divider is 1 high and takes the offered width, 100. Stack 100 × (20 + 8 + 1) = 29,
        // at y = (50 − 29) / 2 = 10.5; the text centred: x = 35.
        #expect(laid.frame(of: "t") == rect(35, 10.5, 30, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "d") == rect(0, 38.5, 100, 1))
        #expect(laid["d"]?.dividerAxis == .horizontal)
    }

    @Test func dividerSpansAnHStackVertically() {
        let root = V.hstack("h", [V.text("ab", "ab"), V.divider("d"), V.text("c", "c")])
        let laid = layout(root, 100, 50)
        // Gaps 8 + 8: available 84. The divider (1…1) and "c" (10…10) are least flexible: 1, then 10;
        // "ab" gets 20. Width 20 + 8 + 1 + 8 + 10 = 47, x = 26.5. The divider takes the full height 50.
        #expect(laid.frame(of: "ab") == rect(26.5, 15, 20, 20), "\(laid.layoutDump())")
        #expect(laid.frame(of: "d") == rect(54.5, 0, 1, 50))
        #expect(laid.frame(of: "c") == rect(63.5, 15, 10, 20))
        #expect(laid["d"]?.dividerAxis == .vertical)
    }

    @Test func fixedSizeVStackGivesEveryFillingChildTheWidestWidth() {
        // SwiftUI's equal-width trick (S6).
        let fill = FlexibleFrame(maxWidth: .infinity)
        let root = V.vstack("v", spacing: 0, [
            V.text("a", "a", [.flexibleFrame(fill), .background(V.color("bg"), alignment: .center)]),
            V.text("abcd", "abcd", [.flexibleFrame(fill)]),
        ], [.fixedSize(horizontal: true, vertical: false)])
        let laid = layout(root, 200, 100)
        // Measured with an unspecified width, the frames take their texts' widths (10, 40): the
        // stack is 40 × 40, at (80, 30). Placed, it proposes its 40 to both: each frame is 40 wide.
        #expect(laid.frame == rect(80, 30, 40, 40), "\(laid.layoutDump())")
        #expect(laid.frame(of: "a") == rect(80, 30, 40, 20))
        #expect(laid["a"]?.contentFrame == rect(95, 30, 10, 20))
        #expect(laid.frame(of: "bg") == rect(80, 30, 40, 20))
        #expect(laid.frame(of: "abcd") == rect(80, 50, 40, 20))
    }
}
