import Foundation
import Geometry
import Testing
import Views
@testable import Typesetting

/// A scene's font shapes, measures and outlines text from its own tables. Expected values come
/// from Tests/Fonts/ZoetropeTestSerif.ttf's tables as fontTools reads them (see its README):
/// 1000 units per em; glyph order .notdef, space, A, B, H, a, i; advances H 872, i 320;
/// hhea 928 / −236 / 0; glyf H (55, 0, 817, 729). Its glyphs are shaped in DejaVu's 2048 units
/// per em, so advances may be off by HarfBuzz's rounding to whole units (< 0.5 / 2048 em each).
@Suite struct CustomFontTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/ZoetropeTestSerif.ttf")

    static func font() throws -> CustomFont {
        let bytes = try [UInt8](Data(contentsOf: fixture))
        return CustomFont(name: "Test", family: "Zoetrope Test Serif", bytes: bytes, dataURI: "data:font/ttf;base64,")
    }

    func layout(_ string: String, size: Double = 20) throws -> TextLayout {
        try Typesetter().layout(ResolvedText(string: string, font: Font(size: size, custom: try Self.font())), maxWidth: nil)
    }

    @Test func advancesAndLineHeightComeFromTheFont() throws {
        let layout = try layout("Hi")
        let glyphs = try #require(layout.lines.first?.glyphs)
        #expect(glyphs.map(\.glyph) == [4, 6])
        #expect(glyphs.map(\.fallback) == [0, 0])
        #expect(layout.fallbackFaces == [FallbackFace(path: "", index: 0, family: "Zoetrope Test Serif", custom: try Self.font())])
        // H 872 + i 320 units of 1000 at 20 pt.
        #expect(abs(glyphs[1].x - 17.44) < 0.01)
        #expect(abs(layout.size.width - 23.84) < 0.01)
        // Ascent 928 + descent 236 of 1000 at 20 pt.
        #expect(abs(layout.size.height - 23.28) < 1e-9)
        #expect(abs(layout.firstBaseline - 18.56) < 1e-9)
    }

    @Test func metricsComeFromTheFontsHhea() throws {
        let metrics = try Typesetter().metrics(for: Font(size: 20, custom: try Self.font()))
        #expect(abs(metrics.ascent - 18.56) < 1e-9)
        #expect(abs(metrics.descent - 4.72) < 1e-9)
        #expect(metrics.lineGap == 0)
        #expect(metrics.unitsPerEm == 1000)
    }

    /// "x" is not in the font: it comes from the text's DejaVu face (DejaVu Sans x: 1212 of 2048).
    @Test func missingCharactersFallBackToTheDejaVuFace() throws {
        let layout = try layout("Hx")
        let glyphs = try #require(layout.lines.first?.glyphs)
        #expect(glyphs.count == 2)
        let fallback = try #require(glyphs[1].fallback)
        #expect(layout.fallbackFaces[fallback].path.hasSuffix("/DejaVuSans.ttf"))
        #expect(layout.fallbackFaces[fallback].custom == nil)
        #expect(abs(layout.size.width - (17.44 + 1212.0 / 2048 * 20)) < 0.01)
    }

    @Test func outlinesComeFromTheFont() throws {
        let typesetter = try Typesetter()
        let face = FallbackFace(path: "", index: 0, family: "Zoetrope Test Serif", custom: try Self.font())
        let path = typesetter.glyphOutline(4, fallback: face)
        let points = path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .closeSubpath: []
            }
        }
        func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-12 } ?? false }
        #expect(close(points.map(\.x).min(), 0.055))
        #expect(close(points.map(\.x).max(), 0.817))
        #expect(close(points.map(\.y).min(), -0.729))
        #expect(close(points.map(\.y).max(), 0))
    }

    /// Bytes HarfBuzz cannot read (the decoder refuses them first; this is the last line): the
    /// text is drawn in its DejaVu face.
    @Test func anUnreadableFontDrawsInTheDejaVuFace() throws {
        let broken = CustomFont(name: "Broken", family: "", bytes: [0, 1, 0, 0, 0, 0], dataURI: "")
        let layout = try Typesetter().layout(ResolvedText(string: "H", font: Font(size: 20, custom: broken)), maxWidth: nil)
        #expect(layout.fallbackFaces.isEmpty)
        #expect(abs(layout.size.width - 1540.0 / 2048 * 20) < 1e-9)
    }

    /// The box of every point of a path (end and control points).
    static func box(_ path: Path) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var points: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        return (points.map(\.x).min()!, points.map(\.y).min()!, points.map(\.x).max()!, points.map(\.y).max()!)
    }

    /// The test font is regular (OS/2 weight class 400, not italic): bold and italic asked of it
    /// are faked. Its H is one rectilinear contour, box (55, 0, 817, 729) of 1000 units, so
    /// emboldening by 1/48 em moves every extreme edge out by 20.833 units; slanting by 14°
    /// moves the top (y = −0.729 em) right by 0.729 × tan 14° = 0.18176 em.
    @Test func boldAndItalicAreSynthesised() throws {
        let typesetter = try Typesetter()
        let font = try Self.font()
        func face(_ weight: Font.Weight, italic: Bool) throws -> FallbackFace {
            let layout = typesetter.layout(
                ResolvedText(string: "H", font: Font(size: 20, weight: weight, isItalic: italic, custom: font)), maxWidth: nil)
            return try #require(layout.fallbackFaces.first)
        }
        #expect(try face(.regular, italic: false).synthesis == FontSynthesis())
        #expect(try face(.semibold, italic: false).synthesis == FontSynthesis(bold: true))
        #expect(try face(.regular, italic: true).synthesis == FontSynthesis(italic: true))

        let plain = Self.box(typesetter.glyphOutline(4, fallback: try face(.regular, italic: false)))
        #expect(abs(plain.minX - 0.055) < 1e-9 && abs(plain.maxX - 0.817) < 1e-9 && abs(plain.minY + 0.729) < 1e-9 && abs(plain.maxY) < 1e-9)
        let bold = Self.box(typesetter.glyphOutline(4, fallback: try face(.bold, italic: false)))
        let grow = 1.0 / 48
        #expect(abs(bold.minX - (0.055 - grow)) < 1e-9 && abs(bold.maxX - (0.817 + grow)) < 1e-9)
        #expect(abs(bold.minY - (-0.729 - grow)) < 1e-9 && abs(bold.maxY - grow) < 1e-9)
        let italic = Self.box(typesetter.glyphOutline(4, fallback: try face(.regular, italic: true)))
        #expect(abs(italic.minX - 0.055) < 1e-9 && abs(italic.maxX - (0.817 + 0.729 * 0.2493280028)) < 1e-9)
        #expect(abs(italic.minY + 0.729) < 1e-9 && abs(italic.maxY) < 1e-9)
        // The advances stay the font's: H is 872 units wide either way.
        let boldLayout = typesetter.layout(ResolvedText(string: "HH", font: Font(size: 20, weight: .bold, custom: font)), maxWidth: nil)
        #expect(abs(boldLayout.size.width - 34.88) < 0.01)
    }

    /// A scene's colour font (Tests/Fonts/ZoetropeTestEmoji.ttf, CBDT bitmaps, see its README):
    /// 😀 is its glyph 2, advance 2550 of 2048 (24.90 pt at 20 pt), drawn as its 136 × 128 PNG
    /// of the 109-ppem strike, bearing y 101 px; the font's own glyph, not Noto Color Emoji's.
    @Test func colourGlyphsOfASceneFontAreImages() throws {
        let url = Self.fixture.deletingLastPathComponent().appendingPathComponent("ZoetropeTestEmoji.ttf")
        let emoji = CustomFont(name: "Emoji", family: "Zoetrope Test Emoji", bytes: try [UInt8](Data(contentsOf: url)), dataURI: "data:font/ttf;base64,")
        let typesetter = try Typesetter()
        let layout = typesetter.layout(ResolvedText(string: "a\u{1F600}", font: Font(size: 20, custom: emoji)), maxWidth: nil)
        let glyphs = try #require(layout.lines.first?.glyphs)
        #expect(glyphs.count == 2)
        let face = layout.fallbackFaces[try #require(glyphs[1].fallback)]
        #expect(face.custom == emoji && face.isColor)
        #expect(glyphs[1].glyph == 2)
        #expect(glyphs[0].fallback.flatMap { layout.fallbackFaces[$0].custom } == nil)
        // "a" is DejaVu Sans's (1255 of 2048), 😀 the font's 2550.
        #expect(abs(layout.size.width - (1255.0 + 2550) / 2048 * 20) < 1e-9)
        let image = try #require(typesetter.glyphImage(2, fallback: face))
        #expect(image.asset.format == .png && image.asset.width == 136 && image.asset.height == 128)
        let unit = 1.0 / 2048
        #expect(abs(image.box.origin.y - -101.0 / 109) <= unit && abs(image.box.size.width - 136.0 / 109) <= unit)
        // 3,296 PNG bytes: a data URI of 22 + 4 × 1099 bytes.
        #expect(image.asset.dataURI.utf8.count == 4418)
    }
}
