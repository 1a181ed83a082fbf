import Geometry
import Testing
import Views
@testable import Typesetting

/// Runs of their own size and colour in one text; DejaVu Sans at 16 pt (128 units a point) as in
/// `TextStylingTests`: "Hello" is 5191 units, at 32 pt twice that in the 16-pt units.
@Suite struct RichTextLayoutTests {
    let unit = 1.0 / 128
    let red = Color(red: 1, green: 0, blue: 0)

    func rich(_ string: String, _ runs: [TextRun]) -> ResolvedText {
        var text = ResolvedText(string: string, font: Font(size: 16))
        text.runs = runs
        return text
    }

    /// A 32-pt run after a 16-pt one: widths add, the line takes the larger ascent and descent
    /// (1901 and 483 units at 32 pt: 29.703125 and 7.546875).
    @Test func runsOfTwoSizes() throws {
        let layout = try Typesetter().layout(
            rich("HelloHello", [TextRun(length: 5, font: Font(size: 16)), TextRun(length: 5, font: Font(size: 32), color: red)]),
            maxWidth: nil)
        #expect(layout.size.width == 3 * 5191 * unit)
        #expect(layout.size.height == (1901 + 483) / 64.0)
        #expect(layout.lines[0].baseline == 1901 / 64.0)
        #expect(layout.lines[0].glyphs.map(\.style) == [0, 0, 0, 0, 0, 1, 1, 1, 1, 1])
        #expect(layout.lines[0].glyphs[5].x == 5191 * unit)
        #expect(layout.styles == [
            TextRunStyle(face: .sans, fontSize: 16, color: nil), TextRunStyle(face: .sans, fontSize: 32, color: red),
        ])
    }

    /// Runs wrap together at the text's break opportunities: 50 pt holds one "Hello" (40.55).
    @Test func runsWrapTogether() throws {
        let layout = try Typesetter().layout(
            rich("Hello Hello", [TextRun(length: 6, font: Font(size: 16)), TextRun(length: 5, font: Font(size: 16, weight: .bold))]),
            maxWidth: 50)
        #expect(layout.lines.map(\.string) == ["Hello", "Hello"])
        #expect(layout.lines[0].segments == [TextSegment(style: 0, string: "Hello", x: 0)])
        #expect(layout.lines[1].segments == [TextSegment(style: 1, string: "Hello", x: 0)])
        #expect(layout.styles[1].face == .sansBold)
    }

    /// A word whose runs change inside it is one word: "HelloHello" in 50 pt breaks by character.
    @Test func segmentsOfOneLine() throws {
        let layout = try Typesetter().layout(
            rich("Hi there", [TextRun(length: 3, font: Font(size: 16)), TextRun(length: 5, font: Font(size: 16), color: red)]),
            maxWidth: nil)
        #expect(layout.lines[0].segments.map(\.string) == ["Hi ", "there"])
        #expect(layout.lines[0].segments.map(\.style) == [0, 1])
    }

    /// A run's underline spans its own glyphs in its own size: the second "Hello" at 32 pt from
    /// x = 5191 units, 2 × 5191 long; top 40 units (at 32 pt: 40/64) below the baseline, 90/64 thick.
    @Test func runUnderline() throws {
        let layout = try Typesetter().layout(
            rich("HelloHello", [
                TextRun(length: 5, font: Font(size: 16)),
                TextRun(length: 5, font: Font(size: 32), underline: TextDecoration()),
            ]),
            maxWidth: nil)
        let baseline = 1901 / 64.0
        #expect(layout.decorations == [
            TextDecorationLine(
                rects: [Rect(x: 5191 * unit, y: baseline + 40 / 64.0, width: 2 * 5191 * unit, height: 90 / 64.0)], color: nil)
        ])
    }

    /// Uppercasing "ß" makes "SS": the run's length follows.
    @Test func textCaseKeepsRunsAligned() throws {
        var text = rich("ßa", [TextRun(length: 2, font: Font(size: 16)), TextRun(length: 1, font: Font(size: 16), color: red)])
        text.styling.textCase = .uppercase
        let layout = try Typesetter().layout(text, maxWidth: nil)
        #expect(layout.lines[0].string == "SSA")
        #expect(layout.lines[0].glyphs.map(\.style) == [0, 0, 1])
    }
}
