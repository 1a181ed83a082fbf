import CLibXML2

/// A thin wrapper over libxml2's `xmlTextWriter` writing to memory: libxml2 escapes every
/// attribute value and text, so nothing written can break out of its element.
final class KeyframeXMLWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr

    init() {
        buffer = xmlBufferCreate()
        writer = xmlNewTextWriterMemory(buffer, 0)
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    func start(_ name: String) {
        Self.withXMLString(name) { xmlTextWriterStartElement(writer, $0) }
    }

    func end() {
        xmlTextWriterEndElement(writer)
    }

    func attribute(_ name: String, _ value: String) {
        Self.withXMLString(name) { name in
            Self.withXMLString(value) { xmlTextWriterWriteAttribute(writer, name, $0) }
        }
    }

    func text(_ string: String) {
        Self.withXMLString(string) { xmlTextWriterWriteString(writer, $0) }
    }

    private static func withXMLString<R>(_ string: String, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        string.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self)) }
    }

    /// Ends the document and returns its bytes, ending with a newline.
    func finish() -> [UInt8] {
        xmlTextWriterEndDocument(writer)
        xmlTextWriterFlush(writer)
        let length = Int(xmlBufferLength(buffer))
        guard let content = xmlBufferContent(buffer) else { return [] }
        var bytes = Array(UnsafeBufferPointer(start: content, count: length))
        if bytes.last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        return bytes
    }
}
