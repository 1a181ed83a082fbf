import Geometry
import Testing
import Views

@testable import Layout

/// Text sizing (T1–T2) and the dump format.
@Suite struct TextLayoutTests {
    @Test func textWrapsToTheProposedWidth() {
        let laid = layout(V.text("t", "aa bb cc"), 55, 100)
        // 5 characters a line: "aa bb" (50) and "cc": 50 × 40, at (2.5, 30).
        #expect(laid.frame == rect(2.5, 30, 50, 40))
        #expect(laid.text?.lines.map(\.string) == ["aa bb", "cc"])
        #expect(laid.text?.size == Size(width: 50, height: 40))
    }

    @Test func textTruncatesToTheLinesThatFitAShortHeight() {
        let laid = layout(V.text("t", "aa bb cc", [V.frame(20, 45)]), 100, 100)
        // Three 20-pt lines need 60; ⌊45 / 20⌋ = 2 fit: re-laid out with lineLimit 2, 20 × 40,
        // centred in the 20 × 45 frame at (40, 27.5): y = 27.5 + 2.5.
        #expect(laid["t"]?.frames == [rect(40, 30, 20, 40), rect(40, 27.5, 20, 45)], "\(laid.layoutDump())")
        #expect(laid.text?.lines.map(\.string) == ["aa", "bb"])
    }

    @Test func truncationKeepsAtLeastOneLineAndHonoursLineLimit() {
        // 10 high cannot hold a line: one line is kept.
        let short = layout(V.text("t", "aa bb", [V.frame(20, 10)]), 100, 100)
        #expect(short.text?.lines.map(\.string) == ["aa"])
        // lineLimit 1 already applies at any height.
        let limited = layout(V.text("t", "aa bb", lineLimit: 1, [V.frame(20, 100)]), 100, 100)
        #expect(limited.text?.lines.map(\.string) == ["aa"])
    }

    /// A text's size is memoised per proposal, not per view: one text asked at several widths in
    /// one pass gets the size of each width. GridMeasurer: 10 pt a character, 20 pt a line.
    /// "aa bb cc" at 50 wraps to "aa bb", "cc": 50 × 40; at 80 or unbounded it is one line,
    /// 80 × 20; at 30 (3 characters a line) "aa", "bb", "cc": 20 × 60. Asked again at 50, the
    /// memo answers 50 × 40 without measuring.
    @Test func oneTextInOnePassHasASizePerProposedWidth() {
        let pass = LayoutPass(root: V.text("t", "aa bb cc"), measurer: GridMeasurer(), canvas: Size(width: 100, height: 100))
        #expect(pass.size(0, ProposedSize(width: 50, height: nil)) == Size(width: 50, height: 40))
        #expect(pass.size(0, ProposedSize(width: 80, height: nil)) == Size(width: 80, height: 20))
        #expect(pass.size(0, ProposedSize(width: 30, height: nil)) == Size(width: 20, height: 60))
        #expect(pass.size(0, ProposedSize(width: nil, height: nil)) == Size(width: 80, height: 20))
        let computed = pass.contentSizesComputed
        #expect(pass.size(0, ProposedSize(width: 50, height: nil)) == Size(width: 50, height: 40))
        #expect(pass.size(0, ProposedSize(width: 30, height: nil)) == Size(width: 20, height: 60))
        #expect(pass.contentSizesComputed == computed)
    }

    /// An HStack asks its text for its size at 0 and unbounded (80 × 20, one line) to learn its
    /// flexibility, then offers it what the fixed 30-wide rectangle leaves of 80: 50, where it
    /// wraps to 50 × 40. The stack is 80 × 40, centred in 80 × 100 at y 30: the text at (0, 30),
    /// the rectangle centred vertically at (50, 45).
    @Test func aTextAskedForItsIdealSizeStillWrapsToItsShare() {
        let laid = layout(V.hstack("h", spacing: 0, [V.text("t", "aa bb cc"), V.rect("r", [V.frame(30, 10)])]), 80, 100)
        #expect(laid.frame(of: "t") == rect(0, 30, 50, 40), "\(laid.layoutDump())")
        #expect(laid["t"]?.text?.lines.map(\.string) == ["aa bb", "cc"])
        #expect(laid.frame(of: "r") == rect(50, 45, 30, 10), "\(laid.layoutDump())")
        #expect(laid.frame(of: "h") == rect(0, 30, 80, 40))
    }

    @Test func dumpListsIdsContentModifiersAndFrames() {
        let laid = layout(V.hstack("h", spacing: 0, [
            V.text("t", "ab", [.padding(EdgeInsets(all: 10)), .background(V.color("bg"), alignment: .center)]),
            V.rect("r", [V.frame(10.125, 10)]),
        ]), 100, 100)
        // t: 40 × 40; r: 10.125 × 10; stack 50.125 × 40 at (24.9375, 30).
        #expect(laid.layoutDump() == """
            h HStack (24.94, 30, 50.13, 40)
              t Text "ab" (34.94, 40, 20, 20) padding (24.94, 30, 40, 40) background (24.94, 30, 40, 40)
                background[1] bg Color (24.94, 30, 40, 40)
              r rectangle (64.94, 45, 10.13, 10) frame (64.94, 45, 10.13, 10)
            """)
    }
}
