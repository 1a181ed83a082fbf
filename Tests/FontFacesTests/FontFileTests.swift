import Foundation
import Testing
@testable import FontFaces

/// Untrusted font data: what passes, and the message for each way it can be bad. DejaVu Sans's
/// figures come from its own tables as fc-query and a byte dump read them: family "DejaVu
/// Sans", 6,253 glyphs (maxp), 2,048 units per em (head), 759,720 bytes; its table directory
/// lists FFTM at 332 (28 bytes), then GDEF at 360 (658 bytes).
@Suite struct FontFileTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    func bytes() throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.dejaVu)))
    }

    func message(_ bytes: [UInt8], maxBytes: Int = 2_000_000) -> String? {
        do {
            _ = try FontFile.inspect(bytes, maxBytes: maxBytes)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aTrueTypeFontPasses() throws {
        let info = try FontFile.inspect(try bytes(), maxBytes: 2_000_000)
        #expect(info == FontFileInfo(family: "DejaVu Sans", glyphCount: 6253, unitsPerEm: 2048))
    }

    @Test func tooLargeIsALimit() throws {
        let font = try bytes()
        do {
            _ = try FontFile.inspect(font, maxBytes: 759_719)
            Issue.record("accepted")
        } catch {
            #expect(error.isLimit)
            #expect(error.message == "the font is 759720 bytes, more than 759719 (limits.maxFontBytes)")
        }
    }

    @Test func badDataSaysWhatIsWrong() throws {
        let font = try bytes()
        #expect(message(Array(font.prefix(8))) == "the font data is truncated (8 bytes)")
        #expect(message(Array("GIF89a-not-a-font".utf8)) == "not a TrueType or OpenType font (it does not start with a font signature)")
        #expect(message(Array("wOFF".utf8) + font.dropFirst(4)) == "WOFF fonts are not supported; give the TrueType or OpenType file (.ttf, .otf)")
        #expect(message(Array("ttcf".utf8) + font.dropFirst(4)) == "font collections (.ttc) are not supported; give one TrueType or OpenType font")
        // 20 tables need 12 + 320 bytes of directory.
        #expect(message(Array(font.prefix(300))) == "the font's table directory (20 tables) is truncated")
        #expect(message(Array(font.prefix(1000))) == "table 'GDEF' (bytes 360…1018) lies past the end of the data (1000 bytes)")
    }

    @Test func aFontWithoutGlyphsOrCharactersIsRefused() throws {
        // The directory intact, every table's bytes zeroed: no maxp glyph count.
        var font = try bytes()
        for index in 332..<font.count { font[index] = 0 }
        #expect(message(font) == "the font has no glyphs (no readable maxp table)")
    }
}
