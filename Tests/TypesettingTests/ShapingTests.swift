import Testing
import Views
@testable import Typesetting

/// Advances are from DejaVu's hmtx table and kerning from its GPOS `kern` pair adjustments
/// (read with fontTools), in font units of 2048 per em.
@Suite struct ShapingTests {
    /// H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191; no kerning pair among them.
    @Test func helloIsTheSumOfItsAdvances() throws {
        let layout = try Typesetter().layout(body("Hello"), maxWidth: nil)
        #expect(layout.size.width == 5191 * unit17)
        #expect(layout.lines.map(\.string) == ["Hello"])
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 1540, 2800, 3369, 3938].map { $0 * unit17 })
        #expect(layout.lines[0].glyphs.allSatisfy { $0.y == 0 })
    }

    /// A 1401 − 131 (the A/V pair) + V 1401 = 2671.
    @Test func kerningIsApplied() throws {
        let layout = try Typesetter().layout(body("AV"), maxWidth: nil)
        #expect(layout.size.width == 2671 * unit17)
        #expect(layout.lines[0].glyphs[1].x == 1270 * unit17)
    }

    /// Headline is semibold, drawn with DejaVu Sans Bold: H 1714 + e 1389 + l 702 + l 702 + o 1407 = 5914.
    @Test func semiboldUsesTheBoldFace() throws {
        let layout = try Typesetter().layout(
            ResolvedText(string: "Hello", font: Font.TextStyle.headline.font), maxWidth: nil)
        #expect(layout.face == .sansBold)
        #expect(layout.size.width == 5914 * unit17)
    }

    /// Every glyph of DejaVu Sans Mono advances 1233 units.
    @Test func monospacedAdvancesAreEqual() throws {
        let typesetter = try Typesetter()
        let mono = Font(size: 17, design: .monospaced)
        let narrow = typesetter.layout(ResolvedText(string: "iiii", font: mono), maxWidth: nil)
        let wide = typesetter.layout(ResolvedText(string: "WWWW", font: mono), maxWidth: nil)
        #expect(narrow.face == .mono)
        #expect(narrow.size.width == 4 * 1233 * unit17)
        #expect(wide.size.width == narrow.size.width)
    }

    /// One shaping per word serves every size: "Hello" at 34 pt is exactly twice as wide.
    @Test func widthScalesWithSize() throws {
        let layout = try Typesetter().layout(ResolvedText(string: "Hello", font: Font(size: 34)), maxWidth: nil)
        #expect(layout.size.width == 5191 * 34.0 / 2048)
    }

    @Test func zeroSizeFontHasNoExtent() throws {
        let layout = try Typesetter().layout(ResolvedText(string: "Hello", font: Font(size: 0)), maxWidth: 10)
        #expect(layout.size == .zero)
        #expect(layout.lines.map(\.string) == ["Hello"])
    }

    /// Colour does not affect layout, so a recoloured text reuses the cached layout.
    @Test func layoutsAreCachedWithoutColour() throws {
        let typesetter = try Typesetter()
        var text = body("Hello")
        let black = typesetter.layout(text, maxWidth: 100)
        let count = typesetter.layouts.count
        text.color = .white
        #expect(typesetter.layout(text, maxWidth: 100) == black)
        #expect(typesetter.layouts.count == count)
        #expect(typesetter.layout(text, maxWidth: .infinity) == typesetter.layout(text, maxWidth: nil))
    }

    /// The cache tells apart what the key's hash leaves out: a bold text is laid out wider than
    /// the regular one (SF Pro's bold advances are wider), not read back as the regular layout.
    @Test func layoutsDifferInWhatTheHashLeavesOut() throws {
        let typesetter = try Typesetter()
        var text = body("Hello")
        let regular = typesetter.layout(text, maxWidth: 100)
        let count = typesetter.layouts.count
        text.font.weight = .bold
        let bold = typesetter.layout(text, maxWidth: 100)
        #expect(typesetter.layouts.count == count + 1)
        #expect(bold.size.width > regular.size.width)
        #expect(typesetter.layout(text, maxWidth: 100) == bold)
        #expect(typesetter.layouts.count == count + 1)
    }
}
