import CHarfBuzz
import Foundation
import Testing
@testable import FontFaces

/// Noto Color Emoji's bitmap of U+1F600 (😀), read by hand from the font's tables with a byte
/// dump: 2,048 units per em; glyph 883; strike 109 pixels per em; a 136 × 128 PNG with bearing
/// x 0, bearing y 101 (pixels above the baseline). In ems: x 0, top −101/109 = −0.92661,
/// width 136/109 = 1.24771, height 128/109 = 1.17431 (HarfBuzz rounds to whole font units:
/// within 1/2048 em).
@Suite struct ColorGlyphTests {
    static let path = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    @Test func theGrinningFacesPNGAndBox() throws {
        guard FileManager.default.fileExists(atPath: Self.path) else { return }  // fonts-noto-color-emoji absent
        let blob = try #require(hb_blob_create_from_file_or_fail(Self.path))
        defer { hb_blob_destroy(blob) }
        let face = try #require(hb_face_create(blob, 0))
        defer { hb_face_destroy(face) }
        let font = try #require(hb_font_create(face))
        defer { hb_font_destroy(font) }
        #expect(hb_face_get_upem(face) == 2048)
        var glyph: hb_codepoint_t = 0
        #expect(hb_font_get_nominal_glyph(font, 0x1F600, &glyph) != 0)
        #expect(glyph == 883)
        let image = try #require(ColorGlyph.image(font: font, glyph: glyph, unitsPerEm: 2048))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        func uint32(_ at: Int) -> Int { image.png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(uint32(16) == 136 && uint32(20) == 128)
        let unit = 1.0 / 2048
        #expect(abs(image.x - 0) <= unit)
        #expect(abs(image.y - -101.0 / 109) <= unit, "\(image.y)")
        #expect(abs(image.width - 136.0 / 109) <= unit, "\(image.width)")
        #expect(abs(image.height - 128.0 / 109) <= unit, "\(image.height)")
        // An outline font's glyph has no PNG.
        let dejaVu = try #require(hb_blob_create_from_file_or_fail("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
        defer { hb_blob_destroy(dejaVu) }
        let dejaVuFace = try #require(hb_face_create(dejaVu, 0))
        defer { hb_face_destroy(dejaVuFace) }
        let dejaVuFont = try #require(hb_font_create(dejaVuFace))
        defer { hb_font_destroy(dejaVuFont) }
        #expect(ColorGlyph.image(font: dejaVuFont, glyph: 36, unitsPerEm: 2048) == nil)
    }
}
