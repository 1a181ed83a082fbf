import CLibXML2

/// A thin wrapper over libxml2's `xmlTextWriter` writing to memory: escaping of text and
/// attribute values is libxml2's, so user text can never break out of its element, and characters
/// XML 1.0 forbids become U+FFFD (see ``XMLCharacters``). The static and keyframe writers both
/// write through it.
public final class XMLWriter {
    private let buffer: xmlBufferPtr
    private let writer: xmlTextWriterPtr
    /// The response's byte bound; nil writes without one.
    private let budget: OutputBudget?
    /// Whether the budget was passed: every call after writes nothing.
    private var stopped = false

    public init(budget: OutputBudget? = nil) {
        self.budget = budget
        buffer = xmlBufferCreate()
        writer = xmlNewTextWriterMemory(buffer, 0)
        xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil)
    }

    deinit {
        xmlFreeTextWriter(writer)
        xmlBufferFree(buffer)
    }

    /// Whether the output budget is passed (checked as each element starts): then nothing more
    /// is written. Reading the buffer's length is a field load.
    private func passesBudget() -> Bool {
        guard let budget, !stopped else { return stopped }
        stopped = budget.exceeds(pending: Int(xmlBufferLength(buffer)))
        return stopped
    }

    func startElement(_ name: StaticString) {
        guard !passesBudget() else { return }
        xmlTextWriterStartElement(writer, name.utf8Start)
    }

    func endElement() {
        guard !stopped else { return }
        xmlTextWriterEndElement(writer)
    }

    /// Starts an element whose name is computed.
    public func start(_ name: String) {
        guard !passesBudget() else { return }
        _ = Self.withXMLString(name) { xmlTextWriterStartElement(writer, $0) }
    }

    public func end() {
        guard !stopped else { return }
        xmlTextWriterEndElement(writer)
    }

    /// An attribute whose name is computed; libxml2 escapes the value.
    public func attribute(_ name: String, _ value: String) {
        guard !stopped else { return }
        var value = value
        Self.withXMLString(name) { name in
            value.withUTF8 { bytes in
                Self.withTerminated(bytes) { xmlTextWriterWriteAttribute(writer, name, $0) }
            }
        }
    }

    private static func withXMLString<R>(_ string: String, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        string.withCString { body(UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self)) }
    }

    func attribute(_ name: StaticString, _ value: String) {
        var value = value
        value.withUTF8 { bytes in
            attribute(name, bytes)
        }
    }

    func attribute(_ name: StaticString, _ value: [UInt8]) {
        value.withUnsafeBufferPointer { bytes in
            attribute(name, bytes)
        }
    }

    /// An attribute whose value Zoetrope generated itself from numbers and command letters
    /// (path data, transforms): nothing in it needs escaping, so it is written as it is.
    /// `value` must end with a NUL byte.
    func generatedAttribute(_ name: StaticString, _ terminatedValue: [UInt8]) {
        precondition(terminatedValue.last == 0)
        guard !stopped else { return }
        xmlTextWriterStartAttribute(writer, name.utf8Start)
        terminatedValue.withUnsafeBufferPointer { bytes in
            _ = xmlTextWriterWriteRaw(writer, bytes.baseAddress)
        }
        xmlTextWriterEndAttribute(writer)
    }

    private func attribute(_ name: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) {
        guard !stopped else { return }
        Self.withTerminated(bytes) { xmlTextWriterWriteAttribute(writer, name.utf8Start, $0) }
    }

    public func text(_ string: String) {
        guard !stopped else { return }
        var string = string
        string.withUTF8 { bytes in
            Self.withTerminated(bytes) { xmlTextWriterWriteString(writer, $0) }
        }
    }

    /// `bytes` NUL-terminated for libxml2, with characters XML forbids replaced by U+FFFD.
    private static func withTerminated(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<UInt8>) -> Int32) {
        guard XMLCharacters.areAllowed(bytes) else {
            let sanitized = XMLCharacters.sanitizedTerminated(bytes)
            _ = sanitized.withUnsafeBufferPointer { body($0.baseAddress!) }
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 1) { terminated in
            _ = terminated.initialize(fromContentsOf: bytes)
            terminated[bytes.count] = 0
            _ = body(UnsafePointer(terminated.baseAddress!))
        }
    }

    /// Ends the document and returns its bytes, ending with a newline; none when the output
    /// budget was passed (the budget says so).
    public func finish() -> [UInt8] {
        guard !passesBudget() else { return [] }
        xmlTextWriterEndDocument(writer)
        xmlTextWriterFlush(writer)
        let length = Int(xmlBufferLength(buffer))
        guard let content = xmlBufferContent(buffer) else { return [] }
        // One copy, with room for the final newline (appending it would copy the document again).
        let endsWithNewline = length > 0 && content[length - 1] == UInt8(ascii: "\n")
        if let budget {
            budget.add(endsWithNewline ? length : length + 1)
            guard !budget.isExceeded else {
                stopped = true
                return []
            }
        }
        return [UInt8](unsafeUninitializedCapacity: length + 1) { buffer, count in
            _ = buffer.initialize(fromContentsOf: UnsafeBufferPointer(start: content, count: length))
            count = length
            if !endsWithNewline {
                buffer[length] = UInt8(ascii: "\n")
                count += 1
            }
        }
    }
}
