@testable import SVG
import Testing

/// `finish()` hands its buffer over: the document is exact after the buffer grew, and the
/// writer writes nothing after it.
@Suite struct XMLWriterFinishTests {
    @Test func aGrownBufferIsHandedOverExactly() {
        // 39 bytes of XML declaration, `<svg>` 5, 5,000 of text, `</svg>` 6 and a line feed:
        // 5,051 bytes, past the first buffer of 4,096.
        let writer = XMLWriter()
        writer.start("svg")
        writer.text(String(repeating: "a", count: 5_000))
        let document = writer.finish()
        #expect(document.count == 5_051)
        #expect(Array(document.prefix(44)) == Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>".utf8))
        #expect(document[44..<5_044].allSatisfy { $0 == UInt8(ascii: "a") })
        #expect(Array(document.suffix(7)) == Array("</svg>\n".utf8))
    }

    @Test func nothingIsWrittenAfterFinishing() {
        let writer = XMLWriter()
        writer.start("svg")
        writer.end()
        // The declaration 39, `<svg/>` 6 and a line feed.
        #expect(writer.finish().count == 46)
        writer.start("g")
        writer.text("after")
        writer.end()
        #expect(writer.finish() == [])
    }
}
