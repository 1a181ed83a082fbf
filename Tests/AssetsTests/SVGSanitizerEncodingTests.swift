import Testing
@testable import Assets

/// An SVG asset is read as UTF-8, whatever it declares: the entity check reads its bytes that way.
@Suite struct SVGSanitizerEncodingTests {
    let sanitizer = SVGSanitizer(limits: .default, idPrefix: "a")
    let document = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE svg [<!ENTITY x \"hello\">]><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><text>A&x;B</text></svg>"

    func utf16(_ text: String, bigEndian: Bool, mark: Bool) -> [UInt8] {
        var bytes: [UInt8] = mark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += bigEndian ? pair.reversed() : pair
        }
        return bytes
    }

    @Test func utf16WithOrWithoutAByteOrderMarkIsRefused() {
        // Its `<!ENTITY` is not the ASCII bytes the entity check looks for.
        for (bigEndian, name) in [(false, "UTF-16LE"), (true, "UTF-16BE")] {
            for mark in [true, false] {
                #expect(throws: AssetError("the SVG is encoded in \(name); SVG assets must be UTF-8")) {
                    try sanitizer.sanitize(utf16(document, bigEndian: bigEndian, mark: mark))
                }
            }
        }
        let utf32: [UInt8] = [0xFF, 0xFE, 0x00, 0x00] + document.unicodeScalars.flatMap { scalar -> [UInt8] in [UInt8(scalar.value & 0xFF), 0, 0, 0] }
        #expect(throws: AssetError("the SVG is encoded in UTF-32LE; SVG assets must be UTF-8")) { try sanitizer.sanitize(utf32) }
    }

    @Test func aDeclaredEncodingIsNotFollowed() throws {
        // Declared Latin-1, read as UTF-8: "é" is two bytes that make one character, not two.
        let input = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"><text>é</text></svg>"
        let output = String(decoding: try sanitizer.sanitize(Array(input.utf8)).document, as: UTF8.self)
        #expect(output.contains("<text>é</text>"))
    }
}
