import Testing
import Views
@testable import Typesetting

/// Inputs built to hurt the Unicode machinery: they lay out, bounded, with every glyph placed once.
@Suite struct HostileTextTests {
    /// 10,000 characters (the scene limit) alternating Latin and Hebrew with no break
    /// opportunity between them: one piece of 10,000 bidi runs, broken between graphemes.
    @Test func tenThousandAlternatingDirectionsWithoutBreaks() throws {
        let text = String(repeating: "aא", count: 5_000)
        let layout = try Typesetter().layout(body(text), maxWidth: 100)
        #expect(layout.lines.reduce(0) { $0 + $1.glyphs.count } == 10_000)
        #expect(layout.lines.allSatisfy { $0.width <= 100 + 1e-9 })
        // Every line's glyphs lie inside the line.
        #expect(layout.lines.allSatisfy { line in line.glyphs.allSatisfy { $0.x >= 0 && $0.x < line.width } })
    }

    /// Nested embeddings past UBiDi's depth of 125 and unpaired pops are harmless.
    @Test func deepBidiEmbeddingsAndStrayControls() throws {
        let nested = String(repeating: "\u{202B}\u{202A}", count: 100) + "abc שלום" + String(repeating: "\u{202C}", count: 300)
        let layout = try Typesetter().layout(body(nested + "\u{2069}\u{2069}\u{200F}"), maxWidth: 50)
        #expect(!layout.lines.isEmpty)
        #expect(layout.lines.allSatisfy { line in line.glyphs.allSatisfy { $0.x.isFinite && $0.x >= 0 } })
    }

    /// 10,000 distinct characters from many scripts: each face is listed once, and a line is
    /// wider than the width only when it is one grapheme (conjoining Hangul jamo L…V…T form one
    /// grapheme cluster however long).
    @Test func manyScriptsInOneText() throws {
        let scalars = (0..<10_000).compactMap { Unicode.Scalar(0x0600 + ($0 * 7) % 0xA000) }
        let text = String(String.UnicodeScalarView(scalars))
        let layout = try Typesetter().layout(body(text), maxWidth: 300)
        #expect(layout.lines.allSatisfy { $0.width <= 300 + 1e-9 || $0.string.count == 1 })
        #expect(layout.fallbackFaces.count == Set(layout.fallbackFaces).count)
    }
}
