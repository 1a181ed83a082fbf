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
