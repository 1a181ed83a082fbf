import Foundation
import Geometry
import Testing
import Views
@testable import Typesetting

/// Colour emoji come from Noto Color Emoji as PNG images. Its figures, read from its tables
/// (fontTools and a byte dump): 2,048 units per em; U+1F600 😀 is glyph 883, advance 2,550;
/// its bitmap is a 136 × 128 PNG in the 109-ppem strike, bearing x 0, y 101 pixels above the
/// baseline. The tests skip when fonts-noto-color-emoji is not installed.
@Suite struct ColorEmojiTests {
    static let installed = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")

    func layout(_ string: String, size: Double = 20) throws -> TextLayout {
        try Typesetter().layout(ResolvedText(string: string, font: Font(size: size)), maxWidth: nil)
    }

    @Test func anEmojiIsAColourGlyphWithItsOwnAdvance() throws {
        guard Self.installed else { return }
        let layout = try layout("😀")
        let glyph = try #require(layout.lines.first?.glyphs.first)
        #expect(glyph.glyph == 883)
        let face = layout.fallbackFaces[try #require(glyph.fallback)]
        #expect(face.family == "Noto Color Emoji" && face.isColor)
        #expect(abs(layout.size.width - 2550.0 / 2048 * 20) < 1e-9)
    }

    @Test func theGlyphImageIsThePNGInItsBox() throws {
        guard Self.installed else { return }
        let typesetter = try Typesetter()
        let layout = typesetter.layout(ResolvedText(string: "😀", font: Font(size: 20)), maxWidth: nil)
        let face = layout.fallbackFaces[0]
        let image = try #require(typesetter.glyphImage(883, fallback: face))
        #expect(image.asset.format == .png && image.asset.width == 136 && image.asset.height == 128)
        #expect(image.asset.dataURI.hasPrefix("data:image/png;base64,iVBORw0KGgo"))
        let unit = 1.0 / 2048
        #expect(abs(image.box.origin.x) <= unit)
        #expect(abs(image.box.origin.y - -101.0 / 109) <= unit)
        #expect(abs(image.box.size.width - 136.0 / 109) <= unit)
        #expect(abs(image.box.size.height - 128.0 / 109) <= unit)
        // An outline face has no glyph images.
        #expect(typesetter.glyphImage(36, fallback: FallbackFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", index: 0, family: "DejaVu Sans")) == nil)
    }

    /// Noto Color Emoji joins a family ZWJ sequence and a flag's regional-indicator pair into
    /// one glyph each (its GSUB ligatures), so each draws as one image.
    @Test func sequencesAreOneColourGlyph() throws {
        guard Self.installed else { return }
        for sequence in ["\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F1EB}\u{1F1F7}", "\u{1F44D}\u{1F3FD}"] {
            let layout = try layout(sequence)
            let glyphs = try #require(layout.lines.first?.glyphs)
            #expect(glyphs.count == 1, "\(sequence)")
            #expect(glyphs.first?.fallback.map { layout.fallbackFaces[$0].isColor } == true)
        }
    }

    /// Only emoji-presentation characters are colour: ☺ (U+263A, text presentation) stays
    /// DejaVu's, and digits never go to the emoji font.
    @Test func textPresentationCharactersStayOutlines() throws {
        guard Self.installed else { return }
        let smiley = try layout("☺1")
        #expect(smiley.fallbackFaces.allSatisfy { !$0.isColor })
        let mixed = try layout("a👍b")
        let glyphs = try #require(mixed.lines.first?.glyphs)
        #expect(glyphs.map { $0.fallback.map { mixed.fallbackFaces[$0].isColor } ?? false } == [false, true, false])
    }

    /// Variation selector 16 asks for the emoji glyph: ❤️ (U+2764 U+FE0F) is Noto Color Emoji's
    /// glyph 168 (its cmap), advance 2,550 units, 24.90 pt wide at 20 pt, while ❤ alone stays
    /// DejaVu's outline (glyph 4076, advance 1,716: 16.76 pt). The keycap #️⃣ is colour too.
    @Test func variationSelector16DrawsTheColourGlyph() throws {
        guard Self.installed else { return }
        let heart = try layout("\u{2764}\u{FE0F}")
        let glyph = try #require(heart.lines.first?.glyphs.first)
        #expect(heart.lines.first?.glyphs.count == 1)
        #expect(glyph.glyph == 168)
        #expect(glyph.fallback.map { heart.fallbackFaces[$0].isColor } == true)
        #expect(abs(heart.size.width - 2550.0 / 2048 * 20) < 1e-9)
        let plain = try layout("\u{2764}")
        #expect(plain.fallbackFaces.isEmpty)
        #expect(plain.lines.first?.glyphs.map(\.glyph) == [4076])
        #expect(abs(plain.size.width - 1716.0 / 2048 * 20) < 1e-9)
        let keycap = try layout("#\u{FE0F}\u{20E3}")
        #expect(keycap.lines.first?.glyphs.allSatisfy { $0.fallback.map { keycap.fallbackFaces[$0].isColor } == true } == true)
    }

    /// Variation selector 15 keeps text presentation: ⌚ (Emoji_Presentation) is colour alone,
    /// but ⌚︎ takes the first outline face of the ranking that has it, Noto Sans Symbols2 (DejaVu
    /// lacks U+231A), also right after a colour emoji.
    @Test func variationSelector15KeepsTheTextGlyph() throws {
        guard Self.installed else { return }
        let watch = try layout("\u{231A}")
        #expect(watch.fallbackFaces.map(\.isColor) == [true])
        for string in ["\u{231A}\u{FE0E}", "\u{1F600}\u{231A}\u{FE0E}"] {
            let text = try layout(string)
            let last = try #require(text.lines.first?.glyphs.last?.fallback)
            #expect(text.fallbackFaces[last].family == "Noto Sans Symbols2", "\(string)")
            #expect(!text.fallbackFaces[last].isColor)
        }
    }
}
