@testable import SVG
import Testing

/// `finish()` hands its buffer over when little of it is unwritten and copies the document
/// otherwise: either way the document is exact, and the writer writes nothing after it.
@Suite struct XMLWriterFinishTests {
    @Test func aNearlyFullBufferIsHandedOverExactly() {
        // 39 bytes of XML declaration, `<svg>` 5, 3,950 of text, `</svg>` 6 and a line feed:
        // 4,001 bytes of the first buffer's 4,096; 95 left, at most an eighth of 4,001.
        let writer = XMLWriter()
        writer.start("svg")
        writer.text(String(repeating: "a", count: 3_950))
        #expect(writer.bufferCapacity == 4_096)
        let document = writer.finish()
        #expect(document.count == 4_001)
        #expect(document.capacity >= 4_096) // the writer's own buffer
        #expect(Array(document.prefix(44)) == Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>".utf8))
        #expect(document[44..<3_994].allSatisfy { $0 == UInt8(ascii: "a") })
        #expect(Array(document.suffix(7)) == Array("</svg>\n".utf8))
    }

    @Test func aGrownBufferMostlyUnwrittenIsCopiedExactly() {
        // 39 bytes of XML declaration, `<svg>` 5, 5,000 of text, `</svg>` 6 and a line feed:
        // 5,051 bytes in a buffer grown to 8,192, 3,141 of it unwritten.
        let writer = XMLWriter()
        writer.start("svg")
        writer.text(String(repeating: "a", count: 5_000))
        let document = writer.finish()
        #expect(document.count == 5_051)
        #expect(document.capacity < 8_192) // a copy, not the grown buffer
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
