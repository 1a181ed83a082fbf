@testable import SVG
import Testing

/// Values written straight into the document (`generatedAttribute(_:capacity:_:)`) and the
/// escaping of long runs, which skips eight bytes at a time. Expected bytes worked out by hand:
/// the declaration and its line feed are 39 bytes, `<svg` 4, ` d="` 4, `"` 1.
@Suite struct XMLWriterGeneratedTests {
    func written(budget: OutputBudget? = nil, _ body: (XMLWriter) -> Void) -> String {
        let writer = XMLWriter(budget: budget)
        body(writer)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    /// Writes "M1 2" into a value with room for `capacity` bytes.
    func writeM12(_ p: UnsafeMutablePointer<UInt8>) -> Int {
        for (index, byte) in "M1 2".utf8.enumerated() { p[index] = byte }
        return 4
    }

    @Test func aValueIsWrittenWhereItsCapacityFits() {
        let svg = written {
            $0.startElement("svg")
            $0.generatedAttribute("d", capacity: 100, writeM12)
            $0.endElement()
        }
        #expect(svg == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg d=\"M1 2\"/>\n")
    }

    @Test func aValueWhoseCapacityPassesTheBudgetIsWrittenIfItsBytesFit() {
        // 39 + 4 + 4 + 4 + 1 = 52 bytes, then `/>` and the line feed: 55. A capacity of 100
        // would pass the limit of 60, the four bytes written do not.
        let budget = OutputBudget(limit: 60)
        let svg = written(budget: budget) {
            $0.startElement("svg")
            $0.generatedAttribute("d", capacity: 100, writeM12)
            $0.endElement()
        }
        #expect(svg == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg d=\"M1 2\"/>\n")
        #expect(!budget.isExceeded)
        #expect(budget.used == 55)
    }

    @Test func aValueWhoseBytesPassTheBudgetStopsTheWriter() {
        // 39 + 4 + 4 = 47 bytes before the value; its 4 bytes would make 51 > 50.
        let budget = OutputBudget(limit: 50)
        let svg = written(budget: budget) {
            $0.startElement("svg")
            $0.generatedAttribute("d", capacity: 4, writeM12)
            $0.endElement()
        }
        #expect(svg == "")
        #expect(budget.isExceeded)
    }

    @Test func aValueFillsTheBufferItGrows() {
        // 4,060 bytes before the value: its capacity passes the first 4,096-byte buffer, which
        // grows to hold it, and the value follows the text.
        let svg = written {
            $0.startElement("svg")
            $0.startElement("g")
            $0.text(String(repeating: "a", count: 4_000))
            $0.endElement()
            $0.startElement("path")
            $0.generatedAttribute("d", capacity: 200, writeM12)
            $0.endElement()
            $0.endElement()
        }
        #expect(svg.hasSuffix("</g><path d=\"M1 2\"/></svg>\n"))
        #expect(svg.utf8.count == 39 + 4 + 1 + 3 + 4_000 + 4 + 5 + 9 + 2 + 6 + 1)
    }

    /// Each character that is escaped, alone, at every offset in a run of plain bytes (the word
    /// skip starts at each of eight alignments), in an attribute and in text.
    @Test(arguments: [
        ("&", "&amp;", "&amp;"), ("<", "&lt;", "&lt;"), (">", "&gt;", "&gt;"), ("\"", "&quot;", "&quot;"),
        ("\r", "&#13;", "&#13;"), ("\t", "&#9;", "\t"), ("\n", "&#10;", "\n"), ("\u{1}", "\u{FFFD}", "\u{FFFD}"),
        ("\u{1F}", "\u{FFFD}", "\u{FFFD}"), ("\u{FFFF}", "\u{FFFD}", "\u{FFFD}"),
    ])
    func escapesEachCharacterAtEveryOffset(character: String, inAttribute: String, inText: String) {
        for offset in 0..<17 {
            let before = String(repeating: "a", count: offset), after = String(repeating: "é", count: 9)
            let svg = written {
                $0.start("svg")
                $0.attribute("v", before + character + after)
                $0.text(before + character + after)
                $0.end()
            }
            #expect(svg == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg v=\"\(before + inAttribute + after)\">\(before + inText + after)</svg>\n")
        }
    }

    @Test func aLongPlainRunIsCopiedAsItIs() {
        let plain = String(repeating: "abcdefgh ~é€", count: 20)
        #expect(written {
            $0.start("svg")
            $0.text(plain)
            $0.end()
        } == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg>\(plain)</svg>\n")
    }
}
