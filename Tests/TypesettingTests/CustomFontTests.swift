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
}
