import Testing
import Views
@testable import Typesetting

/// Word widths in DejaVu Sans units (hmtx + GPOS kerning): The 3809, quick 5479,
/// brown 6323 (r/o −45), fox 3123 (o/x −63), jumps 6229, over 4567, the 3361, lazy 4111,
/// dog 3853; space 651.
@Suite struct LineBreakingTests {
    let pangram = "The quick brown fox jumps over the lazy dog"

    @Test func unconstrainedTextIsOneLine() throws {
        let layout = try Typesetter().layout(body(pangram), maxWidth: nil)
        // 9 words + 8 spaces: 40855 + 5208.
        #expect(layout.lines.map(\.string) == [pangram])
        #expect(layout.size.width == 46063 * unit17)
        #expect(try Typesetter().layout(body(pangram), maxWidth: .infinity) == layout)
    }

    /// 120 pt = 14456.5 units. "The quick" 9939, + " brown" would be 16913 → break;
    /// "brown fox" 10097, + " jumps" 16977 → break; "jumps over" 11447, + " the" 15459 →
    /// break; "the lazy dog" 12627.
    @Test func wrapsAtWordBoundaries() throws {
        let layout = try Typesetter().layout(body(pangram), maxWidth: 120)
        #expect(layout.lines.map(\.string) == ["The quick", "brown fox", "jumps over", "the lazy dog"])
        #expect(layout.lines.map(\.width) == [9939, 10097, 11447, 12627].map { $0 * unit17 })
        #expect(layout.size.width == 12627 * unit17)
        #expect(layout.size.height == 4 * 2384 * unit17)
        #expect(layout.lines.map(\.baseline) == [0, 1, 2, 3].map { (1901 + $0 * 2384) * unit17 })
    }

    /// A width proposed back from a measurement keeps the text on one line.
    @Test func measuredWidthFitsExactly() throws {
        let typesetter = try Typesetter()
        let ideal = typesetter.layout(body(pangram), maxWidth: nil).size.width
        #expect(typesetter.layout(body(pangram), maxWidth: ideal).lines.count == 1)
        #expect(typesetter.layout(body(pangram), maxWidth: ideal - 0.01).lines.count == 2)
    }

    /// 30 pt = 3614.1 units. j 569 + u 1298 = 1867, + m 1995 = 3862 → break; m 1995 + p 1300 =
    /// 3295, + s 1067 = 4362 → break; s.
    @Test func wordWiderThanTheLineBreaksBetweenCharacters() throws {
        let layout = try Typesetter().layout(body("jumps"), maxWidth: 30)
        #expect(layout.lines.map(\.string) == ["ju", "mp", "s"])
        #expect(layout.size.width == 3295 * unit17)
        #expect(layout.lines[1].glyphs.map(\.x) == [0, 1995 * unit17])
    }

    /// 60 pt = 7228.2 units: "well-known" is 11522, "well-" 4812 and "known" 6710.
    @Test func breaksAfterAHyphen() throws {
        let layout = try Typesetter().layout(body("well-known"), maxWidth: 60)
        #expect(layout.lines.map(\.string) == ["well-", "known"])
        #expect(layout.size.width == 6710 * unit17)
    }

    /// "Hi " is H 1540 + i 569 + space 651, but the space at the end of a line does not count.
    @Test func trailingSpacesDoNotCount() throws {
        let layout = try Typesetter().layout(body("Hi   "), maxWidth: nil)
        #expect(layout.size.width == 2109 * unit17)
        #expect(layout.lines.map(\.string) == ["Hi"])
    }

    /// Leading spaces and tabs (a tab is one space) are kept: 2 × 651 + H 1540 + i 569.
    @Test func leadingSpacesCount() throws {
        let layout = try Typesetter().layout(body(" \tHi"), maxWidth: nil)
        #expect(layout.size.width == 3411 * unit17)
        #expect(layout.lines[0].glyphs[0].x == 1302 * unit17)
    }

    @Test func newlinesStartParagraphs() throws {
        let layout = try Typesetter().layout(body("The\n\nquick\r\nbrown"), maxWidth: nil)
        #expect(layout.lines.map(\.string) == ["The", "", "quick", "brown"])
        #expect(layout.size.width == 6323 * unit17)
        #expect(layout.size.height == 4 * 2384 * unit17)
    }

    /// An empty Text is one empty line: zero wide, one line high.
    @Test func emptyTextIsOneEmptyLine() throws {
        let layout = try Typesetter().layout(body(""), maxWidth: 100)
        #expect(layout.size.width == 0)
        #expect(layout.size.height == 2384 * unit17)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].glyphs.isEmpty)
        #expect(layout.firstBaseline == 1901 * unit17)
    }

    /// A zero width puts every character on its own line.
    @Test func zeroWidthStacksCharacters() throws {
        let layout = try Typesetter().layout(body("Hi you"), maxWidth: 0)
        #expect(layout.lines.map(\.string) == ["H", "i", "y", "o", "u"])
    }

    /// UAX #14 as ICU implements it: spaces stay with the word before (LB7, LB18); a hyphen
    /// may be followed by a break before a letter (LB21 forbids one only before it) but not
    /// before a digit (LB25 HY × NU); nothing breaks between two hyphens (LB21 × HY); a break
    /// follows a zero-width space (LB8) and none comes before it (LB7).
    @Test func piecesSplitAtUAX14Opportunities() {
        #expect(TextPiece.pieces(of: "a  well-known -5 x-") == [
            TextPiece(word: "a", spaces: 2), TextPiece(word: "well-", spaces: 0),
            TextPiece(word: "known", spaces: 1), TextPiece(word: "-5", spaces: 1), TextPiece(word: "x-", spaces: 0),
        ])
        #expect(TextPiece.pieces(of: "a--b \u{2014}\u{200B}x") == [
            TextPiece(word: "a--", spaces: 0), TextPiece(word: "b", spaces: 1),
            TextPiece(word: "\u{2014}\u{200B}", spaces: 0), TextPiece(word: "x", spaces: 0),
        ])
        #expect(TextPiece.pieces(of: "") == [TextPiece(word: "", spaces: 0)])
        #expect(TextPiece.pieces(of: "  a") == [TextPiece(word: "", spaces: 2), TextPiece(word: "a", spaces: 0)])
    }
}
