import Testing
import Views
@testable import Typesetting

/// Right-to-left text (UAX #9 through ICU's UBiDi). Noto Sans Hebrew (1000 units per em, read
/// with fontTools) shaped in DejaVu's 2048 units per em, rounded: ש 730 → 1495, ל 522 → 1069,
/// ו 301 → 616, ם 684 → 1401, ע 593 → 1214; its GPOS `kern` has one pair here, ו before ם,
/// −10 → −20: the two letters are drawn 20 units closer (in visual order ם is on the left, so
/// ו moves left). The space is DejaVu's 651.
@Suite struct BidiTests {
    /// Glyph ids in Noto Sans Hebrew.
    static let (shin, lamed, vav, finalMem, ayin): (UInt32, UInt32, UInt32, UInt32, UInt32) = (96, 55, 124, 23, 10)

    func placed(_ layout: TextLayout, line: Int = 0) -> [PositionedGlyph] {
        layout.lines[line].glyphs.sorted { $0.x < $1.x }.map { PositionedGlyph(glyph: $0.glyph, x: $0.x / unit17) }
    }

    /// "שלום עולם" reads right to left: the first word is on the right. From the left:
    /// ם ל ו ע (0, 1401, 2470, 3086; 4300 wide), the space (651), then ם ו ל ש (4951,
    /// 4951 + 1401 − 20 = 6332, 6948, 8017).
    @Test func hebrewSentenceIsInVisualOrder() throws {
        let layout = try Typesetter().layout(body("שלום עולם"), maxWidth: nil)
        #expect(placed(layout) == [
            PositionedGlyph(glyph: Self.finalMem, x: 0), PositionedGlyph(glyph: Self.lamed, x: 1401),
            PositionedGlyph(glyph: Self.vav, x: 2470), PositionedGlyph(glyph: Self.ayin, x: 3086),
            PositionedGlyph(glyph: Self.finalMem, x: 4951), PositionedGlyph(glyph: Self.vav, x: 6332),
            PositionedGlyph(glyph: Self.lamed, x: 6948), PositionedGlyph(glyph: Self.shin, x: 8017),
        ])
        #expect(layout.size.width == 9512 * unit17)
        // The string stays in logical order (a browser reorders `<text>` itself).
        #expect(layout.lines[0].string == "שלום עולם")
    }

    /// A Latin word inside a Hebrew sentence stays left to right (level 2) and the sentence
    /// around it right to left: "שלום ABC" puts ABC on the left (A 1401, B 1405 − 36 for the
    /// B/C kerning pair, C 1430 in DejaVu Sans: 4200 wide) and שלום after the space.
    @Test func latinInsideHebrewKeepsItsOrder() throws {
        let layout = try Typesetter().layout(body("שלום ABC"), maxWidth: nil)
        let glyphs = placed(layout)
        #expect(glyphs.prefix(3).map(\.x) == [0, 1401, 2770])
        #expect(glyphs[3] == PositionedGlyph(glyph: Self.finalMem, x: 4200 + 651))
    }

    /// The Arabic "مرحبا بالعالم" ("hello world") reads right to left: the second word is on the
    /// left, the first starts after it and the space, and every glyph is Noto Sans Arabic's.
    @Test func arabicSentenceIsInVisualOrder() throws {
        let typesetter = try Typesetter()
        let sentence = typesetter.layout(body("مرحبا بالعالم"), maxWidth: nil)
        let first = typesetter.layout(body("مرحبا"), maxWidth: nil)
        let second = typesetter.layout(body("بالعالم"), maxWidth: nil)
        #expect(sentence.fallbackFaces.map(\.family) == ["Noto Sans Arabic"])
        let firstCount = first.lines[0].glyphs.count
        let glyphs = sentence.lines[0].glyphs
        // Glyphs are listed in logical order: the first word's come first, placed on the right.
        #expect(glyphs.prefix(firstCount).map(\.glyph) == first.lines[0].glyphs.map(\.glyph))
        #expect(glyphs.prefix(firstCount).map(\.x) == first.lines[0].glyphs.map { $0.x + second.size.width + 651 * unit17 })
        #expect(glyphs.dropFirst(firstCount).map(\.x) == second.lines[0].glyphs.map(\.x))
        // Inside each word the first letter is rightmost: HarfBuzz returns right-to-left runs in visual order.
        #expect(first.lines[0].glyphs.map(\.x) == first.lines[0].glyphs.map(\.x).sorted())
        #expect(abs(sentence.size.width - (first.size.width + second.size.width + 651 * unit17)) < 1e-9)
    }

    /// Wrapped to 40 pt (4818 units) the two words take a line each: שלום 1495 + 1069 + 616 +
    /// 1401 − 20 = 4561, עולם 4300.
    /// `.leading` follows the layout direction: left in left to right, right in right to left.
    @Test func leadingAlignmentFollowsTheLayoutDirection() throws {
        let typesetter = try Typesetter()
        var text = body("שלום עולם")
        let ltr = typesetter.layout(text, maxWidth: 40)
        #expect(ltr.lines.map(\.string) == ["שלום", "עולם"])
        #expect(ltr.lines.map(\.x) == [0, 0])
        text.layoutDirection = .rightToLeft
        let rtl = typesetter.layout(text, maxWidth: 40)
        #expect(rtl.lines.map(\.x) == [0, 261 * unit17])
        text.alignment = .trailing
        #expect(typesetter.layout(text, maxWidth: 40).lines.map(\.x) == [0, 0])
    }

    /// Explicit bidi controls are honoured: U+202E RIGHT-TO-LEFT OVERRIDE … U+202C POP
    /// DIRECTIONAL FORMATTING shows "ABC" as "CBA".
    @Test func bidiControlsAreHonoured() throws {
        let layout = try Typesetter().layout(body("\u{202E}ABC\u{202C}"), maxWidth: nil)
        let ids = layout.lines[0].glyphs.sorted { $0.x < $1.x }.map(\.glyph)
        let plain = try Typesetter().layout(body("CBA"), maxWidth: nil).lines[0].glyphs.map(\.glyph)
        #expect(ids.filter { plain.contains($0) } == plain)
    }
}
