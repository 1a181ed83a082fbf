import Geometry
import Testing
import Views
@testable import Typesetting

/// DejaVu Sans at 16 pt: one point is 128 font units (2048 / 16), so every width below is exact.
/// "Hello" advances H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units (no kerning pair);
/// space 651, "…" 2048; hhea ascent 1901, descent 483; post underline top −40, thickness 90;
/// OS/2 strikeout top 530, size 102.
@Suite struct TextStylingTests {
    let unit = 1.0 / 128

    func text(_ string: String, lineLimit: Int? = nil, _ style: (inout TextStyling) -> Void) -> ResolvedText {
        var text = ResolvedText(string: string, font: Font(size: 16), lineLimit: lineLimit)
        style(&text.styling)
        return text
    }

    /// Tracking adds after each cluster but the last (trailing white space): 4 × 2 pt.
    @Test func trackingAddsAfterEveryClusterButTheLast() throws {
        let layout = try Typesetter().layout(text("Hello") { $0.tracking = 2 }, maxWidth: nil)
        #expect(layout.size.width == 5191 * unit + 8)
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 1540 * unit + 2, 2800 * unit + 4, 3369 * unit + 6, 3938 * unit + 8])
    }

    /// A space is a cluster too: "Hello Hello" has 10 gaps.
    @Test func trackingSpacesTheSpaces() throws {
        let layout = try Typesetter().layout(text("Hello Hello") { $0.tracking = 2 }, maxWidth: nil)
        #expect(layout.size.width == (5191 * 2 + 651) * unit + 20)
    }

    /// Kerning adds after every glyph, the last one included (SwiftUI crops the trailing edge).
    @Test func kerningAddsAfterEveryGlyph() throws {
        let layout = try Typesetter().layout(text("Hello") { $0.kerning = 2 }, maxWidth: nil)
        #expect(layout.size.width == 5191 * unit + 10)
        #expect(layout.letterSpacing == 2)
    }

    /// Tracked text wraps by its tracked width: "Hello Hello" is 97.8203125 pt untracked and
    /// fits 100; tracked by 2 it is 121.8 and wraps into two lines of 48.5546875.
    @Test func trackedTextWrapsByItsTrackedWidth() throws {
        let typesetter = try Typesetter()
        #expect(typesetter.layout(text("Hello Hello") { _ in }, maxWidth: 100).lines.count == 1)
        let tracked = typesetter.layout(text("Hello Hello") { $0.tracking = 2 }, maxWidth: 100)
        #expect(tracked.lines.map(\.string) == ["Hello", "Hello"])
        #expect(tracked.size.width == 5191 * unit + 8)
    }

    /// A baseline offset of 4 raises the glyphs by 4 and each line grows by 4 at the top.
    @Test func baselineOffsetRaisesGlyphsAndGrowsLines() throws {
        let layout = try Typesetter().layout(text("Hello\nHello") { $0.baselineOffset = 4 }, maxWidth: nil)
        let lineHeight = (1901 + 483) * unit + 4  // 22.625
        #expect(layout.size.height == 2 * lineHeight)
        #expect(layout.lines.map(\.baseline) == [1901 * unit + 4, 1901 * unit + 4 + lineHeight])
        #expect(layout.lines[0].glyphs.allSatisfy { $0.y == -4 })
        // Lowered text grows the line at the bottom: the baseline stays at the ascent.
        let lowered = try Typesetter().layout(text("Hello") { $0.baselineOffset = -3 }, maxWidth: nil)
        #expect(lowered.lines[0].baseline == 1901 * unit)
        #expect(lowered.size.height == (1901 + 483) * unit + 3)
        #expect(lowered.lines[0].glyphs[0].y == 3)
    }

    /// The underline's top is 40 units below the baseline, 90 thick, across the line's width.
    @Test func underlineFromThePostTable() throws {
        let layout = try Typesetter().layout(text("Hello") { $0.underline = TextDecoration() }, maxWidth: nil)
        let baseline = 1901 * unit
        #expect(layout.decorations == [
            TextDecorationLine(rects: [Rect(x: 0, y: baseline + 40 * unit, width: 5191 * unit, height: 90 * unit)], color: nil)
        ])
    }

    /// The strikethrough's top is 530 units above the baseline, 102 thick, in its own colour.
    @Test func strikethroughFromTheOS2Table() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let layout = try Typesetter().layout(text("Hello") { $0.strikethrough = TextDecoration(color: red) }, maxWidth: nil)
        let baseline = 1901 * unit
        #expect(layout.decorations == [
            TextDecorationLine(rects: [Rect(x: 0, y: baseline - 530 * unit, width: 5191 * unit, height: 102 * unit)], color: red)
        ])
    }

    /// A dashed underline: 4 thicknesses on, 2 off (2.8125 and 1.40625 pt at 90/128 thick), the
    /// tenth dash cut at the line's end (40.5546875 pt).
    @Test func dashedUnderline() throws {
        let layout = try Typesetter().layout(text("Hello") { $0.underline = TextDecoration(pattern: .dash) }, maxWidth: nil)
        let rects = try #require(layout.decorations.first?.rects)
        #expect(rects.count == 10)
        #expect(rects.map(\.origin.x) == (0..<10).map { Double($0) * 4.21875 })
        #expect(rects.dropLast().allSatisfy { $0.size.width == 2.8125 })
        #expect(rects.last?.size.width == 5191 * unit - 9 * 4.21875)
    }

    /// Decorations move with raised glyphs; an underlined line with its own text on each line.
    @Test func underlineFollowsBaselineOffsetAndLines() throws {
        let layout = try Typesetter().layout(
            text("Hello\nHello") { $0.underline = TextDecoration(); $0.baselineOffset = 4 }, maxWidth: nil)
        let rects = try #require(layout.decorations.first?.rects)
        #expect(rects.map(\.origin.y) == layout.lines.map { $0.baseline - 4 + 40 * unit })
    }

    @Test func textCaseChangesTheCharacters() throws {
        let typesetter = try Typesetter()
        #expect(typesetter.layout(text("Hello") { $0.textCase = .uppercase }, maxWidth: nil).lines[0].string == "HELLO")
        #expect(typesetter.layout(text("Hello") { $0.textCase = .lowercase }, maxWidth: nil).lines[0].string == "hello")
    }

    /// Digits with `tnum` (DejaVu's digits are tabular already): 3 × 1303 units.
    @Test func monospacedDigitsKeepTheirAdvance() throws {
        let layout = try Typesetter().layout(text("123") { $0.monospacedDigit = true }, maxWidth: nil)
        #expect(layout.size.width == 3909 * unit)
    }

    /// 60 pt = 7680 units, 5632 beside the "…": `.head` keeps "Hello" (5191; with the space
    /// before it 5842 does not fit).
    @Test func headTruncation() throws {
        let layout = try Typesetter().layout(
            text("Hello Hello Hello", lineLimit: 1) { $0.truncationMode = .head }, maxWidth: 60)
        #expect(layout.lines.map(\.string) == ["\u{2026}Hello"])
        #expect(layout.size.width == (2048 + 5191) * unit)
        #expect(layout.lines[0].glyphs[1].x == 2048 * unit)
    }

    /// `.middle`: the start gets half the room (2816): "He" 2800 (+ l = 3369 does not fit);
    /// the end gets the rest (2832): "llo" 2391 (+ e = 3651 does not fit).
    @Test func middleTruncation() throws {
        let layout = try Typesetter().layout(
            text("Hello Hello Hello", lineLimit: 1) { $0.truncationMode = .middle }, maxWidth: 60)
        #expect(layout.lines.map(\.string) == ["He\u{2026}llo"])
        #expect(layout.size.width == (2800 + 2048 + 2391) * unit)
    }

    /// "Hello" is 40.55 pt; in 30 pt with a factor of 0.5 it shrinks to the size where it fits:
    /// 30 × 2048 / 5191 = 11.8358 pt, whole and without "…".
    @Test func minimumScaleFactorShrinksToFit() throws {
        let layout = try Typesetter().layout(text("Hello", lineLimit: 1) { $0.minimumScaleFactor = 0.5 }, maxWidth: 30)
        #expect(layout.lines.map(\.string) == ["Hello"])
        #expect(abs(layout.fontSize - 30 * 2048 / 5191) < 0.001)
        #expect(layout.size.width <= 30)
    }

    /// With a factor of 0.9 the smallest size, 14.4 pt, still does not fit: truncated at it.
    @Test func minimumScaleFactorThenTruncates() throws {
        let layout = try Typesetter().layout(text("Hello", lineLimit: 1) { $0.minimumScaleFactor = 0.9 }, maxWidth: 30)
        #expect(layout.fontSize == 16 * 0.9)
        #expect(layout.lines[0].string.hasSuffix("\u{2026}"))
    }

    /// Text that fits is not shrunk.
    @Test func minimumScaleFactorLeavesFittingText() throws {
        let layout = try Typesetter().layout(text("Hello", lineLimit: 1) { $0.minimumScaleFactor = 0.5 }, maxWidth: 100)
        #expect(layout.fontSize == 16)
    }

    /// 39 pt is 4992 units: the four gaps of "Hello" lose the least whole units that fit,
    /// 4 × 50 (5191 − 200 = 4991), rather than truncating.
    @Test func tighteningBeforeTruncating() throws {
        let layout = try Typesetter().layout(text("Hello", lineLimit: 1) { $0.allowsTightening = true }, maxWidth: 39)
        #expect(layout.lines.map(\.string) == ["Hello"])
        #expect(layout.size.width == 4991 * unit)
        // More than 0.05 em (0.8 pt, 4 × 0.8 = 3.2 pt) is not taken: 37 pt truncates.
        let cut = try Typesetter().layout(text("Hello", lineLimit: 1) { $0.allowsTightening = true }, maxWidth: 37)
        #expect(cut.lines[0].string.hasSuffix("\u{2026}"))
    }
}
