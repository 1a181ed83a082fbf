import SVG
import Testing

/// Characters XML 1.0 forbids never reach the output: each becomes U+FFFD, in text and in
/// attribute values alike.
@Suite struct XMLWriterTests {
    /// Every character outside XML 1.0's `Char` production that a Swift string can hold: the C0
    /// controls but tab, line feed and carriage return, and U+FFFE and U+FFFF.
    static let forbidden: [Unicode.Scalar] =
        (0x00...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) }.map { Unicode.Scalar(UInt8($0)) }
        + [Unicode.Scalar(0xFFFE)!, Unicode.Scalar(0xFFFF)!]

    func document(attribute: String, text: String) -> String {
        let writer = XMLWriter()
        writer.start("svg")
        writer.attribute("data-x", attribute)
        writer.text(text)
        writer.end()
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    @Test(arguments: forbidden)
    func forbiddenCharacterBecomesReplacementCharacter(scalar: Unicode.Scalar) {
        let value = "a" + String(Character(scalar)) + "b"
        #expect(document(attribute: value, text: value) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg data-x="a\u{FFFD}b">a\u{FFFD}b</svg>

            """)
    }

    @Test func nulNoLongerTruncates() {
        #expect(document(attribute: "x\u{0}y\u{0}", text: "\u{0}\u{0}z").contains("<svg data-x=\"x\u{FFFD}y\u{FFFD}\">\u{FFFD}\u{FFFD}z</svg>"))
    }

    @Test func allowedNeighboursAreKept() {
        // Tab, line feed and carriage return are allowed (escaped in attributes, kept in text);
        // U+FFFD, U+FFFC, U+E000 and U+10FFFF are ordinary characters.
        let svg = document(attribute: "\t\n\r", text: "\t\u{FFFC}\u{FFFD}\u{E000}\u{10FFFF}")
        #expect(svg.contains("<svg data-x=\"&#9;&#10;&#13;\">\t\u{FFFC}\u{FFFD}\u{E000}\u{10FFFF}</svg>"))
    }
}
