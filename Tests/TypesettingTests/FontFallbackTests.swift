import Foundation
import Testing
import Views
@testable import Typesetting

/// Glyph ids and advances read with fontTools from Debian's fonts-noto-cjk (20220127) and
/// fonts-noto-core: every CJK ideograph and fullwidth punctuation mark advances 1000 of 1000 units
/// (a full em), so at 17 pt each is 17 pt wide.
@Suite struct FontFallbackTests {
    static let cjkRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    func layout(_ string: String, font: Font = .body, locale: String = "en") throws -> TextLayout {
        try Typesetter().layout(ResolvedText(string: string, font: font, locale: locale), maxWidth: nil)
    }

    /// 你 is glyph 9987 and 好 14225 in Noto Sans CJK SC (face 2 of the collection).
    @Test func chineseIsDrawnWithNotoSansCJKSimplified() throws {
        let layout = try layout("你好")
        #expect(layout.fallbackFaces == [FallbackFace(path: Self.cjkRegular, index: 2, family: "Noto Sans CJK SC")])
        #expect(layout.lines[0].glyphs == [
            PositionedGlyph(glyph: 9987, x: 0, fallback: 0), PositionedGlyph(glyph: 14225, x: 17, fallback: 0),
        ])
        #expect(layout.size.width == 34)
        // The line keeps DejaVu's metrics: 1901 + 483 units of 2048.
        #expect(layout.size.height == (1901 + 483) * unit17)
    }

    /// The locale picks the regional form: 直 is drawn differently in Japanese/Korean (glyph
    /// 27873), Simplified/Traditional Chinese (27874) and Hong Kong (27875); the collection's
    /// faces are 0 JP, 1 KR, 2 SC, 3 TC, 4 HK.
    @Test(arguments: [
        ("en", 2, "Noto Sans CJK SC", 27874), ("zh-Hans", 2, "Noto Sans CJK SC", 27874),
        ("ja", 0, "Noto Sans CJK JP", 27873), ("ko-KR", 1, "Noto Sans CJK KR", 27873),
        ("zh-Hant", 3, "Noto Sans CJK TC", 27874), ("zh_TW", 3, "Noto Sans CJK TC", 27874),
        ("zh-HK", 4, "Noto Sans CJK HK", 27875),
    ] as [(String, Int, String, UInt32)])
    func localeChoosesTheRegionalForm(locale: String, index: Int, family: String, glyph: UInt32) throws {
        let layout = try layout("直", locale: locale)
        #expect(layout.fallbackFaces == [FallbackFace(path: Self.cjkRegular, index: index, family: family)])
        #expect(layout.lines[0].glyphs.map(\.glyph) == [glyph])
    }

    @Test func boldSerifAndMonospacedPickTheMatchingCJKFace() throws {
        let bold = try layout("你", font: Font(size: 17, weight: .bold))
        #expect(bold.fallbackFaces.map(\.path) == ["/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"])
        let serif = try layout("你", font: Font(size: 17, design: .serif))
        #expect(serif.fallbackFaces.map(\.family) == ["Noto Serif CJK SC"])
        let mono = try layout("你", font: Font(size: 17, design: .monospaced))
        #expect(mono.fallbackFaces == [FallbackFace(path: Self.cjkRegular, index: 7, family: "Noto Sans Mono CJK SC")])
    }

    /// "Hello" stays DejaVu (5191 units) and the space is DejaVu's 651 units; 你 starts after them.
    @Test func latinStaysDejaVuInMixedText() throws {
        let layout = try layout("Hello 你好")
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.prefix(5).allSatisfy { $0.fallback == nil })
        #expect(glyphs.suffix(2).map(\.fallback) == [0, 0])
        #expect(glyphs[5].x == (5191 + 651) * unit17)
        #expect(layout.size.width == (5191 + 651) * unit17 + 34)
    }

    /// Fullwidth punctuation is CJK even though DejaVu lacks it; a word mixing ideographs and
    /// digits keeps the digits in DejaVu (1303 units each).
    @Test func fullwidthPunctuationAndDigitsInChineseText() throws {
        let layout = try layout("转账100元。")
        let faces = layout.lines[0].glyphs.map(\.fallback)
        #expect(faces == [0, 0, nil, nil, nil, 0, 0])
        #expect(layout.size.width == 17 * 4 + 3 * 1303 * unit17)
    }

    @Test func greekAndCyrillicStayDejaVu() throws {
        #expect(try layout("Ελληνικά кириллица").fallbackFaces.isEmpty)
    }

    @Test(arguments: [
        ("مرحبا", "Noto Sans Arabic"), ("שלום", "Noto Sans Hebrew"), ("नमस्ते", "Noto Sans Devanagari"),
        ("สวัสดี", "Noto Sans Thai"), ("ᎣᏏᏲ", "Noto Sans Cherokee"),
    ])
    func otherScriptsUseNotoSans(text: String, family: String) throws {
        let layout = try layout(text)
        #expect(layout.fallbackFaces.map(\.family) == [family])
        #expect(layout.lines[0].glyphs.allSatisfy { $0.glyph != 0 && $0.fallback == 0 })
    }

    /// A private-use character no installed font has: DejaVu's missing-glyph box (glyph 0).
    @Test func uncoveredCharacterIsDejaVusMissingGlyph() throws {
        let layout = try layout("\u{F0000}")
        #expect(layout.fallbackFaces.isEmpty)
        #expect(layout.lines[0].glyphs.map(\.glyph) == [0])
    }

    /// 你's outline in the CJK face lies inside the em box (y down, 1-pt font).
    @Test func fallbackGlyphsHaveOutlines() throws {
        let typesetter = try Typesetter()
        let layout = typesetter.layout(body("你"), maxWidth: nil)
        let outline = typesetter.glyphOutline(9987, fallback: layout.fallbackFaces[0])
        var xs: [Double] = [], ys: [Double] = []
        outline.forEachPoint { xs.append($0.x); ys.append($0.y) }
        #expect(!xs.isEmpty)
        #expect(xs.min()! >= 0 && xs.max()! <= 1 && ys.min()! >= -1 && ys.max()! <= 0.2)
        #expect(xs.max()! - xs.min()! > 0.8)
    }

    /// In text mode the fallback family follows DejaVu's, ahead of the platform fonts.
    @Test func cssFamilyListsTheFallbackFamilies() throws {
        #expect(try layout("Hi 你好").cssFamily
            == "'DejaVu Sans', 'Noto Sans CJK SC', -apple-system, 'Helvetica Neue', Arial, sans-serif")
        #expect(try layout("Hi").cssFamily == FontFace.sans.cssFamily)
    }

    /// The catalogue only lists faces in its folders, in one order whatever the machine's
    /// configuration: with only DejaVu's folder there is no Noto face at all.
    @Test func catalogueIsLimitedToItsFolders() {
        let dejaVu = FontCatalog(directories: ["/usr/share/fonts/truetype/dejavu"])
        #expect(!dejaVu.entries.isEmpty)
        #expect(dejaVu.entries.allSatisfy { $0.face.path.hasPrefix("/usr/share/fonts/truetype/dejavu/") })
        let again = FontCatalog(directories: ["/usr/share/fonts/truetype/dejavu"])
        #expect(dejaVu.entries.map(\.face) == again.entries.map(\.face))
        #expect(FontCatalog.shared.entries.contains { $0.family == "Noto Sans CJK SC" })
        // The one colour font admitted is Noto Color Emoji (for emoji only), when installed.
        #expect(FontCatalog.shared.entries.filter(\.isColor).allSatisfy { $0.family == "Noto Color Emoji" })
        #expect(FontCatalog.shared.entries.filter(\.isColor).count <= 1)
    }
}
