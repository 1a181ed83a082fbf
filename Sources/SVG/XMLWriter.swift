/// Writes an XML document into one growing byte buffer, with the output of libxml2's
/// `xmlTextWriter` (which wrote it before, and which `XMLWriterTests` compares it against):
/// text and attribute values escaped so that user text can never break out of its element, and
/// characters XML 1.0 forbids written as U+FFFD (see ``XMLCharacters``). The static and keyframe
/// writers both write through it.
///
/// Escaping, as libxml2 2.9 does it: `&`, `<`, `>` and `"` become entity references in text and
/// attribute values; a carriage return becomes `&#13;` in both, a tab `&#9;` and a line feed
/// `&#10;` in attribute values only. Everything else, non-ASCII included, is copied. An element
/// without content closes as `<name/>`; writing text (even empty) closes its start tag. An
/// attribute written after the start tag was closed is dropped, as libxml2 refuses it.
public final class XMLWriter {
    /// The document so far: `count` bytes of `capacity` at `storage`. A raw buffer rather than
    /// an array: appending to an array property of a class costs an exclusivity check and a
    /// uniqueness check per call, more than libxml2's whole text writer did.
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    /// The names of the open elements, innermost last.
    private var open: [String] = []
    /// Whether the innermost element's start tag still takes attributes (not yet closed by `>`).
    private var startTagOpen = false
    /// The response's byte bound; nil writes without one.
    private let budget: OutputBudget?
    /// Whether the budget was passed: every call after writes nothing.
    private var stopped = false

    public init(budget: OutputBudget? = nil) {
        self.budget = budget
        capacity = 4096
        storage = .allocate(capacity: capacity)
        append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    }

    deinit {
        storage.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity = newCapacity
    }

    @inline(__always)
    private func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    private func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Whether the output budget is passed (checked as each element starts): then nothing more
    /// is written.
    private func passesBudget() -> Bool {
        guard let budget, !stopped else { return stopped }
        stopped = budget.exceeds(pending: count)
        return stopped
    }

    /// Ends the innermost start tag with `>` before content.
    private func closeStartTag() {
        if startTagOpen {
            append(UInt8(ascii: ">"))
            startTagOpen = false
        }
    }

    func startElement(_ name: StaticString) {
        start(name.description)
    }

    func endElement() {
        end()
    }

    /// Starts an element whose name is computed.
    public func start(_ name: String) {
        guard !passesBudget() else { return }
        closeStartTag()
        append(UInt8(ascii: "<"))
        append(name)
        open.append(name)
        startTagOpen = true
    }

    public func end() {
        guard !stopped, let name = open.popLast() else { return }
        if startTagOpen {
            append("/>")
            startTagOpen = false
        } else {
            append("</")
            append(name)
            append(UInt8(ascii: ">"))
        }
    }

    /// An attribute whose name is computed; the value is escaped.
    public func attribute(_ name: String, _ value: String) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(name)
        var value = value
        value.withUTF8 { writeAttributeValue($0) }
    }

    func attribute(_ name: StaticString, _ value: String) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(name)
        var value = value
        value.withUTF8 { writeAttributeValue($0) }
    }

    func attribute(_ name: StaticString, _ value: [UInt8]) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(name)
        value.withUnsafeBufferPointer { writeAttributeValue($0) }
    }

    /// An attribute whose value Zoetrope generated itself from numbers and command letters
    /// (path data, transforms): nothing in it needs escaping, so it is written as it is.
    /// `value` must end with a NUL byte.
    func generatedAttribute(_ name: StaticString, _ terminatedValue: [UInt8]) {
        precondition(terminatedValue.last == 0)
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(name)
        append("=\"")
        terminatedValue.withUnsafeBufferPointer { value in
            // Up to the first NUL, as libxml2 read the C string.
            let end = value.firstIndex(of: 0) ?? value.count
            append(UnsafeBufferPointer(rebasing: value[..<end]))
        }
        append(UInt8(ascii: "\""))
    }

    public func text(_ string: String) {
        guard !stopped else { return }
        closeStartTag()
        var string = string
        string.withUTF8 { escape($0, inAttribute: false) }
    }

    private func writeAttributeValue(_ value: UnsafeBufferPointer<UInt8>) {
        append("=\"")
        escape(value, inAttribute: true)
        append(UInt8(ascii: "\""))
    }

    /// Appends `value` escaped, each character XML forbids replaced by U+FFFD.
    private func escape(_ value: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        var runStart = 0
        var index = 0
        let count = value.count
        while index < count {
            let byte = value[index]
            let replacement: StaticString?
            var length = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case 0x0D: replacement = "&#13;"
            case 0x09: replacement = inAttribute ? "&#9;" : nil
            case 0x0A: replacement = inAttribute ? "&#10;" : nil
            case 0x00..<0x20, 0xEF:
                if let forbidden = XMLCharacters.forbiddenLength(in: value, at: index) {
                    replacement = "\u{FFFD}"
                    length = forbidden
                } else {
                    replacement = nil
                }
            default: replacement = nil
            }
            guard let replacement else {
                index += 1
                continue
            }
            if runStart < index { append(UnsafeBufferPointer(rebasing: value[runStart..<index])) }
            append(replacement)
            index += length
            runStart = index
        }
        if runStart < count { append(UnsafeBufferPointer(rebasing: value[runStart..<count])) }
    }

    /// Ends the document (closing every open element) and returns its bytes, ending with a
    /// newline; none when the output budget was passed (the budget says so).
    public func finish() -> [UInt8] {
        guard !passesBudget() else { return [] }
        while !open.isEmpty { end() }
        append(UInt8(ascii: "\n"))
        if let budget {
            budget.add(count)
            guard !budget.isExceeded else {
                stopped = true
                return []
            }
        }
        return Array(UnsafeBufferPointer(start: storage, count: count))
    }
}
