import Testing
import Views
@testable import Typesetting

/// Widths in DejaVu Sans units as in `LineBreakingTests`; "…" advances 2048.
@Suite struct TruncationTests {
    let pangram = "The quick brown fox jumps over the lazy dog"

    /// 120 pt = 14456.5 units, 12408.5 before the ellipsis: "The quick" 9939 + space 651 +
    /// b 1300 = 11890 fits, + r 797 (842 kerned −45 against o) = 12687 does not.
    @Test func lineLimitOneEndsInAnEllipsis() throws {
        let layout = try Typesetter().layout(body(pangram, lineLimit: 1), maxWidth: 120)
        #expect(layout.lines.map(\.string) == ["The quick b\u{2026}"])
        #expect(layout.size.width == 13938 * unit17)  // ≈ 115.7 pt
        #expect(layout.size.width <= 120)
        #expect(layout.lines[0].glyphs.last?.x == 11890 * unit17)
        #expect(layout.size.height == 2384 * unit17)
    }

    /// Two kept lines: "The quick" whole, then "brown fox" + " j" = 10097 + 651 + 569 = 11317
    /// fits in 12408.5, + u 1298 = 12615 does not.
    @Test func lineLimitTwoKeepsTheFirstLine() throws {
        let layout = try Typesetter().layout(body(pangram, lineLimit: 2), maxWidth: 120)
        #expect(layout.lines.map(\.string) == ["The quick", "brown fox j\u{2026}"])
    }

    /// 80 pt = 9637.6 units, 7589.6 before "…": "The" 3809 + space 651 + q 1300 + u 1298 =
    /// 7058 fits, + i 569 = 7627 does not.
    @Test func cutsInsideTheNextWord() throws {
        let layout = try Typesetter().layout(body(pangram, lineLimit: 1), maxWidth: 80)
        #expect(layout.lines.map(\.string) == ["The qu\u{2026}"])
        #expect(layout.size.width == 9106 * unit17)
    }

    /// Spaces before the ellipsis are dropped: at 60 pt (7228.2 units, 5180.2 before "…")
    /// "The" 3809 fits but the space and q (3809 + 651 + 1300 = 5760) do not.
    @Test func dropsSpacesBeforeTheEllipsis() throws {
        let layout = try Typesetter().layout(body(pangram, lineLimit: 1), maxWidth: 60)
        #expect(layout.lines.map(\.string) == ["The\u{2026}"])
        #expect(layout.lines[0].glyphs.last?.x == 3809 * unit17)
    }

    @Test func textThatFitsHasNoEllipsis() throws {
        let typesetter = try Typesetter()
        #expect(typesetter.layout(body("The quick", lineLimit: 1), maxWidth: 120).lines.map(\.string) == ["The quick"])
        #expect(typesetter.layout(body(pangram, lineLimit: 4), maxWidth: 120).lines.count == 4)
        #expect(typesetter.layout(body("a\nb", lineLimit: 2), maxWidth: nil).lines.map(\.string) == ["a", "b"])
    }

    /// Without a width limit only dropped paragraphs cut text; the ellipsis follows the last kept line.
    @Test func droppedParagraphsEndInAnEllipsis() throws {
        let layout = try Typesetter().layout(body("Hello  \nworld", lineLimit: 1), maxWidth: nil)
        #expect(layout.lines.map(\.string) == ["Hello\u{2026}"])
        #expect(layout.size.width == (5191 + 2048) * unit17)
    }

    /// When not even the ellipsis fits, it is shown alone.
    @Test func ellipsisAloneWhenNothingFits() throws {
        let layout = try Typesetter().layout(body("Hello", lineLimit: 1), maxWidth: 5)
        #expect(layout.lines.map(\.string) == ["\u{2026}"])
    }

    @Test func lineLimitBelowOneKeepsOneLine() throws {
        let layout = try Typesetter().layout(body("a\nb", lineLimit: 0), maxWidth: nil)
        #expect(layout.lines.map(\.string) == ["a\u{2026}"])
    }
}
