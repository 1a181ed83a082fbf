/// The JSON pointer of a value being decoded, rendered only when a diagnostic or the model needs
/// it: a rendered prefix and, inline, the bytes of the reference tokens after it, so that
/// reaching a member or an element allocates nothing.
struct JSONPath {
    /// A rendered pointer.
    private let prefix: String
    /// The reference tokens after `prefix`.
    private var suffix = Suffix()

    /// The UTF-8 of the pointer after the prefix (`/key/0/…`), `count` bytes of it: plain
    /// bytes, so that a path is extended by copying them and retaining the prefix alone, not by
    /// copying the whole path through its value witness.
    fileprivate struct Suffix {
        var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        var count = 0
    }

    fileprivate static let suffixCapacity = 32

    /// The path of the value at `pointer` (already rendered and escaped).
    init(_ pointer: String) {
        prefix = pointer
    }

    private init(prefix: String, suffix: Suffix) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// The path of `prefix` and `suffix`: made apart, the prefix is copied alone (a retain),
    /// where inlined into `appending` it was copied with the whole path through its value
    /// witness.
    @inline(never)
    private static func make(_ prefix: String, _ suffix: Suffix) -> JSONPath {
        JSONPath(prefix: prefix, suffix: suffix)
    }

    /// The whole document.
    static let root = JSONPath("")

    /// The path of the member `key`.
    func appending(_ key: String) -> JSONPath {
        var suffix = suffix
        var key = key
        if key.withUTF8({ suffix.appendInline($0) }) { return Self.make(prefix, suffix) }
        // Keys to escape (rare) and long suffixes are rendered into the prefix.
        return JSONPath(JSONPointer.appending(key, to: pointer))
    }

    /// The path of the member `key` whose key in the document has `tag`: a key of at most sixteen
    /// ASCII bytes is copied from its tag, without reading the string.
    ///
    /// `key` must equal the document's key; when it has as many UTF-8 bytes as that ASCII key it
    /// has the same bytes (a non-ASCII string canonically equal to an ASCII one is longer: each
    /// of its non-ASCII scalars takes two bytes or more and stands for one ASCII scalar).
    func appending(_ key: String, tag: StringTag) -> JSONPath {
        var suffix = suffix
        if tag.count >= 0, tag.count <= 16, key.utf8.count == tag.count,
            suffix.appendInline(words: tag.prefix, tag.suffix, count: tag.count)
        {
            return Self.make(prefix, suffix)
        }
        return appending(key)
    }
}

extension JSONPath.Suffix {
    private static var capacity: Int { JSONPath.suffixCapacity }

    /// Appends the member whose key is `utf8` inline; false when it does not fit or must be
    /// escaped (the suffix may then hold some of its bytes: the path is to be dropped).
    @inline(__always)
    mutating func appendInline(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count + 1 + utf8.count <= Self.capacity else { return false }
        let key = UnsafeRawBufferPointer(utf8)
        var offset = 0
        // Eight bytes at a time; the rest as the tail of a zero-filled word: the key's last eight
        // bytes shifted down, or byte by byte when it has fewer.
        while offset < key.count {
            var word: UInt64 = 0
            if offset + 8 <= key.count {
                word = UInt64(littleEndian: key.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            } else if key.count >= 8 {
                let last = UInt64(littleEndian: key.loadUnaligned(fromByteOffset: key.count - 8, as: UInt64.self))
                word = last >> (8 * UInt64(8 - (key.count - offset)))
            } else {
                for index in offset..<key.count { word |= UInt64(key[index]) << (8 * UInt64(index - offset)) }
            }
            guard write(word, byteCount: min(8, key.count - offset), at: count + 1 + offset) else { return false }
            offset += 8
        }
        writeSlash(growingBy: key.count)
        return true
    }

    /// Appends the member whose key is the `count` (at most sixteen) bytes of `first` and then
    /// `second`, each the first in the low byte and zero beyond `count`; false when they do not
    /// fit or one must be escaped (the suffix may then hold some of them: the path is to be
    /// dropped).
    @inline(__always)
    mutating func appendInline(words first: UInt64, _ second: UInt64, count keyCount: Int) -> Bool {
        guard count + 1 + keyCount <= Self.capacity, write(first, byteCount: min(keyCount, 8), at: count + 1)
        else { return false }
        if keyCount > 8, !write(second, byteCount: keyCount - 8, at: count + 9) { return false }
        writeSlash(growingBy: keyCount)
        return true
    }

    /// Writes the `byteCount` (at most eight) bytes of `word`, zero beyond them, to the suffix
    /// at `offset` (which leaves room for them); false, and nothing written, when one is `~` or
    /// `/`, which must be escaped.
    ///
    /// A zero byte in `word ^ (0x7E × ones)` is a `~` (and one in `word ^ (0x2F × ones)` a `/`),
    /// and the "Bit Twiddling Hacks" test finds whether a word has any zero byte exactly; the
    /// zero bytes beyond `byteCount` are neither. A whole word is stored when eight bytes are
    /// left from `offset`: the bytes past `byteCount` lie beyond the suffix and are never read.
    @inline(__always)
    private mutating func write(_ word: UInt64, byteCount: Int, at offset: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & (ones &* 0x80) != 0 }
        guard !hasZeroByte(word ^ (ones &* 0x7E)), !hasZeroByte(word ^ (ones &* 0x2F)) else { return false }
        withUnsafeMutableBytes(of: &bytes) { bytes in
            if offset + 8 <= bytes.count {
                bytes.storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt64.self)
            } else {
                for index in 0..<byteCount { bytes[offset + index] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index))) }
            }
        }
        return true
    }

    /// Ends the suffix with a slash and the `keyCount` bytes written after it.
    @inline(__always)
    private mutating func writeSlash(growingBy keyCount: Int) {
        let slash = count
        withUnsafeMutableBytes(of: &bytes) { $0[slash] = UInt8(ascii: "/") }
        count += 1 + keyCount
    }

    /// Appends the element at `index`; false when it does not fit (or is negative).
    @inline(__always)
    mutating func appendInline(_ index: Int) -> Bool {
        // Most indices have one digit.
        if index >= 0, index < 10, count + 2 <= Self.capacity {
            let start = count
            withUnsafeMutableBytes(of: &bytes) { bytes in
                bytes[start] = UInt8(ascii: "/")
                bytes[start + 1] = UInt8(ascii: "0") + UInt8(index)
            }
            count += 2
            return true
        }
        var digits = 1
        var rest = index / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        guard index >= 0, count + 1 + digits <= Self.capacity else { return false }
        let start = count
        withUnsafeMutableBytes(of: &bytes) { bytes in
            bytes[start] = UInt8(ascii: "/")
            var rest = index
            for position in stride(from: start + digits, to: start, by: -1) {
                bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        count += 1 + digits
        return true
    }
}

extension JSONPath {
    /// The path of the element at `index`.
    func appending(_ index: Int) -> JSONPath {
        var suffix = suffix
        if suffix.appendInline(index) { return Self.make(prefix, suffix) }
        return JSONPath(JSONPointer.appending(index, to: pointer))
    }

    /// The RFC 6901 pointer.
    var pointer: String {
        guard suffix.count > 0 else { return prefix }
        var suffix = suffix
        return withUnsafeBytes(of: &suffix.bytes) { suffixBytes in
            var prefix = prefix
            return prefix.withUTF8 { prefixBytes in
                String(unsafeUninitializedCapacity: prefixBytes.count + suffix.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: prefixBytes)
                    _ = buffer[prefixBytes.count...].initialize(fromContentsOf: suffixBytes[..<suffix.count])
                    return prefixBytes.count + suffix.count
                }
            }
        }
    }
}
