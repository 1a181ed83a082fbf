@testable import SVG
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

    // The byte-buffer writer writes what libxml2's xmlTextWriter (its predecessor) wrote; the
    // expected bytes below are worked out by hand from XML 1.0's escaping and libxml2's conventions.

    func written(_ body: (XMLWriter) -> Void) -> String {
        let writer = XMLWriter()
        body(writer)
        return String(decoding: writer.finish(), as: UTF8.self)
    }

    @Test func escapesMarkupInTextAndAttributes() {
        let svg = written {
            $0.start("svg")
            $0.attribute("a", "<&>\"'\t\n\r")
            $0.text("<&>\"'\t\n\r")
            $0.end()
        }
        #expect(svg == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg a=\"&lt;&amp;&gt;&quot;'&#9;&#10;&#13;\">&lt;&amp;&gt;&quot;'\t\n&#13;</svg>\n")
    }

    @Test func copiesNonASCIIAndEscapesEntitiesAgain() {
        let svg = written {
            $0.start("text")
            $0.attribute("data-x", "é€😀 &amp; ]]>")
            $0.text("é€😀 &amp; ]]>")
            $0.end()
        }
        #expect(svg.hasSuffix("<text data-x=\"é€😀 &amp;amp; ]]&gt;\">é€😀 &amp;amp; ]]&gt;</text>\n"))
    }

    @Test func emptyElementsCloseInTheirStartTag() {
        let svg = written {
            $0.start("svg")
            $0.start("g")
            $0.end()
            $0.start("text")
            $0.text("")
            $0.end()
            $0.start("path")
            $0.attribute("d", "")
            $0.end()
        }
        // `finish` closes the elements still open.
        #expect(svg == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg><g/><text></text><path d=\"\"/></svg>\n")
    }

    @Test func attributeAfterContentIsDropped() {
        let svg = written {
            $0.start("svg")
            $0.text("x")
            $0.attribute("late", "v")
            $0.end()
        }
        #expect(svg.hasSuffix("<svg>x</svg>\n"))
    }

    @Test func generatedAttributeIsWrittenAsItIs() {
        let svg = written {
            $0.startElement("path")
            $0.generatedAttribute("d", Array("M0 0L1 1Z".utf8) + [0])
            $0.endElement()
        }
        #expect(svg.hasSuffix("<path d=\"M0 0L1 1Z\"/>\n"))
    }

    /// A value given as bytes, without a NUL, is written whole and as it is.
    @Test func generatedAttributeBytesAreWrittenWhole() {
        let svg = written { writer in
            writer.startElement("rect")
            Array("#ff8000".utf8).withUnsafeBufferPointer { writer.generatedAttribute("fill", bytes: $0) }
            writer.generatedAttribute("opacity", bytes: UnsafeBufferPointer(start: nil, count: 0))
            writer.endElement()
        }
        #expect(svg.hasSuffix("<rect fill=\"#ff8000\" opacity=\"\"/>\n"))
    }
}

/// Complete elements copied out of one place of a document and appended at another are the
/// bytes writing them again gives (`childrenStart()`, `written(from:)`, `append(elements:)`).
@Suite struct XMLWriterElementCopyTests {
    /// Writes an `<animate>` whose value needs escaping.
    static func animate(_ writer: XMLWriter) {
        writer.start("animate")
        writer.attribute("values", "1;<2")
        writer.end()
    }

    @Test func copiedElementsAreWrittenAgain() {
        let writer = XMLWriter()
        writer.start("svg")
        writer.start("rect")
        let start = writer.childrenStart()
        Self.animate(writer)
        let copied = writer.written(from: start)
        writer.end()
        writer.start("circle")
        writer.append(elements: copied ?? .empty)
        writer.end()
        // Nothing appended: the path's start tag stays open and closes as an empty element.
        writer.start("path")
        writer.append(elements: .empty)
        writer.end()
        writer.end()
        // The same document, every element written directly.
        let direct = XMLWriter()
        direct.start("svg")
        direct.start("rect")
        Self.animate(direct)
        direct.end()
        direct.start("circle")
        Self.animate(direct)
        direct.end()
        direct.start("path")
        direct.end()
        direct.end()
        #expect(copied?.isEmpty == false)
        #expect(writer.finish() == direct.finish())
    }

    @Test func nothingIsCopiedPastTheBudget() {
        // 39 bytes of XML declaration and 5 of `<svg>`, then the budget (50) runs out.
        let writer = XMLWriter(budget: OutputBudget(limit: 50))
        writer.start("svg")
        let start = writer.childrenStart()
        writer.start("animate")
        writer.attribute("values", "0;1;2;3")
        writer.end()
        #expect(writer.written(from: start) == nil)
    }

    @Test func aMarkOutsideTheDocumentCopiesNothing() {
        let writer = XMLWriter()
        writer.start("svg")
        let start = writer.childrenStart()
        Self.animate(writer)
        // The XML declaration is 39 bytes, `<svg>` 5, the animate 27: 71 written.
        #expect(writer.byteCount == 71)
        #expect(writer.written(from: XMLWriter.ChildrenMark(offset: -1, depth: start.depth)) == nil)
        #expect(writer.written(from: XMLWriter.ChildrenMark(offset: 72, depth: start.depth)) == nil)
        #expect(writer.written(from: XMLWriter.ChildrenMark(offset: 71, depth: start.depth))?.isEmpty == true)
        #expect(writer.written(from: start)?.isEmpty == false)
    }

    @Test func unbalancedBytesAreNotCopied() {
        let writer = XMLWriter()
        writer.start("svg")
        let start = writer.childrenStart()
        // An element still open: one more open than at the mark.
        writer.start("g")
        Self.animate(writer)
        #expect(writer.written(from: start) == nil)
        // Its start tag still open (no child yet).
        writer.start("rect")
        #expect(writer.written(from: start) == nil)
        writer.end()
        writer.end()
        #expect(writer.written(from: start)?.isEmpty == false)
        // The mark's own element closed: one fewer open.
        writer.end()
        #expect(writer.written(from: start) == nil)
    }
}
