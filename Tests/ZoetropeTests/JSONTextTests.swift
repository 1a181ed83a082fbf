import Testing
@testable import Zoetrope

/// The frames document's SVG strings, escaped per RFC 8259 (expected texts
/// written by hand).
@Suite struct JSONTextTests {
    static func string(_ utf8: [UInt8]) -> String {
        var text = JSONText()
        text.string(utf8: utf8)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    @Test func escapesQuoteBackslashAndControlsAndCopiesTheRest() {
        #expect(Self.string(Array("<path d=\"M0 0\"/>".utf8)) == #""<path d=\"M0 0\"/>""#)
        #expect(Self.string(Array("a\\b\nc\rd\te".utf8)) == #""a\\b\nc\rd\te""#)
        #expect(Self.string([0x01, 0x1F, 0x7F]) == "\"\\u0001\\u001f\u{7F}\"")
        #expect(Self.string(Array("é漢".utf8)) == "\"é漢\"")
    }

    @Test func runsAtEitherEndAndEmptyStrings() {
        #expect(Self.string([]) == #""""#)
        #expect(Self.string(Array("\"".utf8)) == #""\"""#)
        #expect(Self.string(Array("x".utf8)) == #""x""#)
        #expect(Self.string(Array("\"x\"".utf8)) == #""\"x\"""#)
        #expect(Self.string(Array("\n\n".utf8)) == #""\n\n""#)
    }

    /// What escaping adds, by hand: one byte for `"`, `\`, line feed, carriage return and tab
    /// (`\"` …), five for every other control character (`\u00XX` for one byte), none else;
    /// and the frames document's count (``JSONText/escapeGrowth(utf8:)``) agrees for every byte.
    @Test func escapeGrowthIsWhatEscapingAddsForEveryByte() {
        for value in 0...255 {
            let byte = UInt8(value)
            let byHand = [0x22, 0x5C, 0x0A, 0x0D, 0x09].contains(value) ? 1 : value < 0x20 ? 5 : 0
            var text = JSONText()
            text.string(utf8: [byte])
            #expect(text.bytes.count - 3 == byHand, "byte \(value)")
            #expect(JSONText.escapeGrowth(utf8: [byte]) == byHand, "byte \(value)")
        }
    }
}
