#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
///
/// With an ``OutputBudget``, the document may hold the bytes the budget has left when the writer
/// is made (`maxCount`): every append checks it, in the one comparison it makes anyway to see
/// whether the buffer has room, so one huge attribute value or text (a SMIL `values` list, the
/// style sheet, a long path) is refused before any of it is copied. The buffer never holds or
/// allocates more than `maxCount` bytes (one, when nothing is left). Once an append would pass it, nothing more is written
/// and ``finish()`` returns no bytes.
public final class XMLWriter {
    /// The document so far: `count` bytes of `capacity` at `storage`, the elements of `buffer`.
    /// Written through the pointer rather than the array: appending to an array property of a
    /// class costs an exclusivity check and a uniqueness check per call, more than libxml2's
    /// whole text writer did. The array lets ``finish()`` hand the document over uncopied.
    private var storage: UnsafeMutablePointer<UInt8>
    /// Holds `capacity` bytes, the first `count` written, the rest never read. Only this class
    /// holds it (``finish()`` gives it away and stops the writer), so it is never copied on
    /// write and `storage`, its element storage, stays valid as long as it is not replaced.
    private var buffer: [UInt8]
    private var capacity: Int
    private var count = 0
    /// The most bytes the document may hold: what the budget had left when the writer was made
    /// (`Int.max` without one).
    private let maxCount: Int
    /// `min(capacity, maxCount)`, or -1 once stopped: an append that would pass it takes the
    /// slow path (``makeRoom(_:)``), which grows the buffer or stops the writer.
    private var room: Int
    /// The names of the open elements, innermost last. Without dynamic exclusivity checks (a
    /// pair per element written): only this class's own statements touch it, none holding an
    /// access across a call, so no two accesses can overlap.
    @exclusivity(unchecked) private var open: [Name] = []

    /// An open element's name: a literal is kept as it is (no String made, none retained).
    private enum Name {
        case literal(StaticString)
        case computed(String)
    }

    /// Whether the innermost element's start tag still takes attributes (not yet closed by `>`).
    private var startTagOpen = false
    /// The response's byte bound; nil writes without one.
    private let budget: OutputBudget?
    /// Whether the budget was passed: every call after writes nothing.
    private var stopped = false

    public init(budget: OutputBudget? = nil) {
        self.budget = budget
        maxCount = budget.map { max(0, $0.limit - $0.used) } ?? .max
        capacity = max(1, min(4096, maxCount))
        room = min(capacity, maxCount)
        (buffer, storage) = Self.makeBuffer(capacity)
        append(literal: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    }

    /// The bytes written so far, and the bytes the buffer has room for (for tests).
    var byteCount: Int { count }
    var bufferCapacity: Int { capacity }

    /// An array of `capacity` bytes, none initialised (any bits are a valid `UInt8`, and none
    /// is read before it is written), and the address of its elements.
    private static func makeBuffer(_ capacity: Int) -> ([UInt8], UnsafeMutablePointer<UInt8>) {
        var elements: UnsafeMutablePointer<UInt8>?
        let array = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            elements = buffer.baseAddress
            initialized = capacity
        }
        return (array, elements!)
    }

    /// Makes room for `extra` more bytes; false (and the writer stops) when the document may
    /// not hold them.
    @inline(__always)
    private func reserve(_ extra: Int) -> Bool {
        count + extra <= room || makeRoom(count + extra)
    }

    /// Grows the buffer to hold `needed` bytes, or stops the writer when the budget does not
    /// allow them (the budget records that it was passed).
    @inline(never)
    private func makeRoom(_ needed: Int) -> Bool {
        guard !stopped else { return false }
        guard needed <= maxCount else {
            stopped = true
            room = -1
            _ = budget?.exceeds(pending: needed)
            return false
        }
        grow(needed)
        room = min(capacity, maxCount)
        return true
    }

    /// Doubles the buffer until it holds `needed` bytes, never past `maxCount`.
    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        newCapacity = min(newCapacity, maxCount)
        let (larger, elements) = Self.makeBuffer(newCapacity)
        elements.update(from: storage, count: count)
        buffer = larger
        storage = elements
        capacity = newCapacity
    }

    @inline(__always)
    private func append(_ byte: UInt8) {
        guard reserve(1) else { return }
        storage[count] = byte
        count += 1
    }

    /// Inlined, so that a literal's bytes (a constant count) are copied by a few moves rather
    /// than a call of `memmove`.
    @inline(__always)
    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0, reserve(bytes.count) else { return }
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Named apart from `append(_: String)`, which a string literal would otherwise call.
    @inline(__always)
    private func append(literal text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    private func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Ends the innermost start tag with `>` before content.
    private func closeStartTag() {
        if startTagOpen {
            append(UInt8(ascii: ">"))
            startTagOpen = false
        }
    }

    func startElement(_ name: StaticString) {
        guard !stopped else { return }
        closeStartTag()
        append(UInt8(ascii: "<"))
        append(literal: name)
        open.append(.literal(name))
        startTagOpen = true
    }

    func endElement() {
        end()
    }

    /// Starts an element whose name is computed.
    public func start(_ name: String) {
        guard !stopped else { return }
        closeStartTag()
        append(UInt8(ascii: "<"))
        append(name)
        open.append(.computed(name))
        startTagOpen = true
    }

    public func end() {
        guard !stopped, let name = open.popLast() else { return }
        if startTagOpen {
            append(literal: "/>")
            startTagOpen = false
        } else {
            append(literal: "</")
            switch name {
            case .literal(let name): append(literal: name)
            case .computed(let name): append(name)
            }
            append(UInt8(ascii: ">"))
        }
    }

    /// A place where children of the open element start (``childrenStart()``): the byte
    /// offset and how many elements were open there.
    public struct ChildrenMark: Sendable {
        let offset: Int
        let depth: Int
    }

    /// Complete elements copied out of a document (``written(from:)``), to be appended as
    /// children elsewhere (``append(elements:)``). Only `XMLWriter` makes one, from bytes it
    /// wrote and escaped itself, so appending one can never break out of an element.
    public struct Fragment: Sendable {
        fileprivate let bytes: [UInt8]
        /// No elements: appending it writes nothing.
        public static let empty = Fragment(bytes: [])
        public var isEmpty: Bool { bytes.isEmpty }
    }

    /// Where the next child of the open element starts: closes the open start tag, as writing
    /// a child does, and marks the place. With ``written(from:)`` it copies out the complete
    /// elements written after it, to be written again elsewhere with ``append(elements:)``.
    public func childrenStart() -> ChildrenMark {
        closeStartTag()
        return ChildrenMark(offset: count, depth: open.count)
    }

    /// The bytes written since `mark` (from ``childrenStart()``) as a fragment of complete
    /// elements; nil unless they can be: once the writer has stopped (past the output budget,
    /// when they may be cut short), for an offset outside the document, while a start tag is
    /// open, or when a different number of elements is open than at the mark. (The caller
    /// writes only whole children between the two calls; these checks refuse bytes that are
    /// plainly not that, but cannot see the mark's element closed and another opened at the
    /// same depth.) On nil a caller writes the elements afresh, as it would without a copy.
    public func written(from mark: ChildrenMark) -> Fragment? {
        guard !stopped, mark.offset >= 0, mark.offset <= count, !startTagOpen, open.count == mark.depth else { return nil }
        return Fragment(bytes: Array(UnsafeBufferPointer(start: storage + mark.offset, count: count - mark.offset)))
    }

    /// Appends complete elements copied with ``written(from:)`` as children of the open element:
    /// the bytes writing them again would write, with nothing to escape again. Nothing when
    /// `elements` is empty (the open start tag stays open, as when no child is written).
    public func append(elements: Fragment) {
        guard !stopped, !elements.bytes.isEmpty else { return }
        closeStartTag()
        elements.bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Where the next byte goes: the document's length so far.
    public var offset: Int { count }

    /// Whether the budget was passed: nothing more is written.
    public var isStopped: Bool { stopped }

    /// Complete elements copied out of a document, as ``Fragment``, with holes: ranges of
    /// their bytes where generated values (path data) go when they are appended again
    /// (``append(_:capacity:filling:)``).
    public struct Template: Sendable {
        fileprivate let bytes: [UInt8]
        /// Ascending, apart and inside `bytes`.
        fileprivate let holes: [Range<Int>]
        public var holeCount: Int { holes.count }
    }

    /// The bytes written since `mark` as a template whose holes are `holes` (document offsets,
    /// as ``offset`` gave them); nil where ``written(from:)`` would be, or where a hole is not
    /// inside those bytes or the holes are not ascending and apart.
    public func written(from mark: ChildrenMark, holes: [Range<Int>]) -> Template? {
        guard let fragment = written(from: mark) else { return nil }
        var relative: [Range<Int>] = []
        relative.reserveCapacity(holes.count)
        var end = mark.offset
        for hole in holes {
            guard hole.lowerBound >= end, hole.upperBound <= count else { return nil }
            relative.append((hole.lowerBound - mark.offset)..<(hole.upperBound - mark.offset))
            end = hole.upperBound
        }
        return Template(bytes: fragment.bytes, holes: relative)
    }

    /// Appends `template` as children of the open element, each hole's bytes written by
    /// `fill` (the hole's index, then room for `capacity(index)` bytes; it returns how many it
    /// wrote, at most that): the bytes writing the elements again would write, where `fill`
    /// writes what the original wrote in its holes. `fill` writes generated values, nothing to
    /// escape, and must not call back into the writer.
    public func append(_ template: Template, capacity: (Int) -> Int, filling fill: (Int, UnsafeMutablePointer<UInt8>) -> Int) {
        guard !stopped, !template.bytes.isEmpty else { return }
        closeStartTag()
        template.bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for (index, hole) in template.holes.enumerated() {
                append(UnsafeBufferPointer(rebasing: bytes[start..<hole.lowerBound]))
                appendGenerated(capacity: capacity(index)) { fill(index, $0) }
                start = hole.upperBound
            }
            append(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// An attribute whose name is computed; the value is escaped.
    public func attribute(named name: String, _ value: String) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(name)
        var value = value
        value.withUTF8 { writeAttributeValue($0) }
    }

    /// An attribute; the value is escaped.
    public func attribute(_ name: StaticString, _ value: String) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(literal: name)
        var value = value
        value.withUTF8 { writeAttributeValue($0) }
    }

    func attribute(_ name: StaticString, _ value: [UInt8]) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(literal: name)
        value.withUnsafeBufferPointer { writeAttributeValue($0) }
    }

    /// An attribute whose value Zoetrope generated itself from numbers and command letters
    /// (path data, transforms): nothing in it needs escaping, so it is written as it is.
    /// `value` must end with a NUL byte.
    func generatedAttribute(_ name: StaticString, _ terminatedValue: [UInt8]) {
        precondition(terminatedValue.last == 0)
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(literal: name)
        append(literal: "=\"")
        terminatedValue.withUnsafeBufferPointer { value in
            // Up to the first NUL, as libxml2 read the C string. memchr: path data runs to tens
            // of kilobytes, and a byte-by-byte search was 2 % of the server's CPU on the profile card.
            guard let base = value.baseAddress, let nul = memchr(base, 0, value.count) else { return }
            append(UnsafeBufferPointer(start: base, count: UnsafeRawPointer(nul) - UnsafeRawPointer(base)))
        }
        append(UInt8(ascii: "\""))
    }

    /// `generatedAttribute(_:_:)` of a value that `write` writes at a pointer with room for
    /// `capacity` bytes, returning how many it wrote: straight into the document where it has
    /// room for them, else through a buffer of its own (so that the budget sees only the bytes
    /// written, as with a value passed whole). Writing more than `capacity` bytes would overrun
    /// the buffer before the check after `write` could stop it (`XMLWriterCapacityTests` pins the
    /// capacities of path data and transforms). `write` must not call back into the writer: the
    /// pointer it is given goes stale if the buffer grows.
    func generatedAttribute(_ name: StaticString, capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(literal: name)
        append(literal: "=\"")
        appendGenerated(capacity: capacity, write)
        append(UInt8(ascii: "\""))
    }

    /// Appends the bytes `write` writes at a pointer with room for `capacity` bytes (it returns
    /// how many): straight into the document where it has room for them, else through a buffer
    /// of its own, so that the budget sees only the bytes written.
    private func appendGenerated(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count + capacity <= room || (count + capacity <= maxCount && makeRoom(count + capacity)) {
            // The buffer holds `count + capacity` bytes: room for all `write` may write.
            let written = write(storage + count)
            precondition(written <= capacity, "a value longer than its capacity")
            count += written
        } else {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                let written = write(buffer.baseAddress!)
                precondition(written <= capacity, "a value longer than its capacity")
                append(UnsafeBufferPointer(rebasing: buffer[..<written]))
            }
        }
    }

    /// `generatedAttribute(_:_:)` of a value given without a NUL byte: all of `value` is written.
    func generatedAttribute(_ name: StaticString, bytes value: UnsafeBufferPointer<UInt8>) {
        guard startTagOpen, !stopped else { return }
        append(UInt8(ascii: " "))
        append(literal: name)
        append(literal: "=\"")
        append(value)
        append(UInt8(ascii: "\""))
    }

    public func text(_ string: String) {
        guard !stopped else { return }
        closeStartTag()
        var string = string
        string.withUTF8 { escape($0, inAttribute: false) }
    }

    private func writeAttributeValue(_ value: UnsafeBufferPointer<UInt8>) {
        append(literal: "=\"")
        escape(value, inAttribute: true)
        append(UInt8(ascii: "\""))
    }

    /// Appends `value` escaped, each character XML forbids replaced by U+FFFD.
    private func escape(_ value: UnsafeBufferPointer<UInt8>, inAttribute: Bool) {
        var runStart = 0
        var index = 0
        let count = value.count
        while index < count {
            // Most bytes are none of the cases below: skipped eight at a time (the eight read are
            // inside `value`: `index + 8 <= count`), then one by one.
            while index &+ 8 <= count, !Self.mayEscapeAny(UnsafeRawPointer(value.baseAddress! + index).loadUnaligned(as: UInt64.self)) {
                index &+= 8
            }
            guard index < count else { break }
            let byte = value[index]
            guard Self.mayEscape(byte) else {
                index += 1
                continue
            }
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
            append(literal: replacement)
            if stopped { return }
            index += length
            runStart = index
        }
        if runStart < count { append(UnsafeBufferPointer(rebasing: value[runStart..<count])) }
    }

    /// Whether `escape` may replace `byte` (or the character it starts): `&`, `<`, `>`, `"`, a
    /// control character, or 0xEF (the first byte of U+FFFE and U+FFFF).
    @inline(__always)
    private static func mayEscape(_ byte: UInt8) -> Bool {
        // Bits 0…31 (control characters) and those of `"`, `&`, `<` and `>`.
        let below64: UInt64 = 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
        return byte < 64 ? below64 >> byte & 1 != 0 : byte == 0xEF
    }

    /// Whether any of the eight bytes of `word` may be escaped (`mayEscape`). Each term sets the
    /// high bit of every byte below 0x20 (the first) or equal to its character (the others: that
    /// byte of `word ^ character` is zero); a borrow may set it in a later byte too, but only in
    /// a word that has such a byte, so the answer is exact.
    @inline(__always)
    private static func mayEscapeAny(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZero(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let below20 = (word &- ones &* 0x20) & ~word & highs
        return below20 | hasZero(word ^ (ones &* 0x22)) | hasZero(word ^ (ones &* 0x26)) | hasZero(word ^ (ones &* 0x3C))
            | hasZero(word ^ (ones &* 0x3E)) | hasZero(word ^ (ones &* 0xEF)) != 0
    }

    /// Ends the document (closing every open element) and returns its bytes, ending with a
    /// newline; none when the output budget was passed (the budget says so). It hands its
    /// buffer over, uncopied, when at most an eighth of it is left unwritten; the writer writes
    /// nothing after it.
    public func finish() -> [UInt8] {
        while !stopped && !open.isEmpty { end() }
        append(UInt8(ascii: "\n"))
        guard !stopped else { return [] }
        if let budget {
            budget.add(count)
            guard !budget.isExceeded else {
                stopped = true
                return []
            }
        }
        stopped = true
        room = -1
        // A document kept (the render cache counts its bytes) should not hold much more memory
        // than that: a buffer mostly unwritten is copied, as every document was before.
        guard capacity - count <= count / 8 else { return Array(UnsafeBufferPointer(start: storage, count: count)) }
        var document: [UInt8] = []
        swap(&document, &buffer)
        document.removeLast(capacity - count)
        return document
    }
}
