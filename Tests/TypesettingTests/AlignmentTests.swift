import Testing
import Views
@testable import Typesetting

/// "The" is 3809 units and "quick" 5479 in DejaVu Sans; the layout is as wide as "quick".
@Suite struct AlignmentTests {
    @Test(arguments: [
        (TextAlignment.leading, 0.0),
        (.center, 835.0),  // (5479 − 3809) / 2
        (.trailing, 1670.0),  // 5479 − 3809
    ])
    func linesAreOffsetWithinTheWidestLine(alignment: TextAlignment, offset: Double) throws {
        let layout = try Typesetter().layout(body("The\nquick", alignment: alignment), maxWidth: nil)
        #expect(layout.size.width == 5479 * unit17)
        #expect(layout.lines.map(\.x) == [offset * unit17, 0])
    }

    /// lineSpacing goes between lines only: 3 lines are 3 × 2384 units + 2 × 5 pt high.
    @Test func lineSpacingSeparatesBaselines() throws {
        let layout = try Typesetter().layout(body("a\nb\nc", lineSpacing: 5), maxWidth: nil)
        #expect(layout.size.height == 3 * 2384 * unit17 + 10)
        #expect(layout.lines[1].baseline - layout.lines[0].baseline == 2384 * unit17 + 5)
        #expect(layout.lastBaseline == 1901 * unit17 + 2 * (2384 * unit17 + 5))
    }
}
