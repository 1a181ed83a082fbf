/// The JSON pointer of a value being decoded, rendered only when a diagnostic or the model needs
/// it: a rendered prefix and, inline, the bytes of the reference tokens after it, so that
/// reaching a member or an element allocates nothing.
struct JSONPath {
    /// A rendered pointer.
    private var prefix: String
    /// The UTF-8 of the pointer after `prefix` (`/key/0/…`), `suffixCount` bytes of it.
    private var suffix: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var suffixCount = 0

    private static let suffixCapacity = 32

    /// The path of the value at `pointer` (already rendered and escaped).
    init(_ pointer: String) {
        prefix = pointer
    }

    /// The whole document.
    static let root = JSONPath("")

    /// The path of the member `key`.
    func appending(_ key: String) -> JSONPath {
        var path = self
        var key = key
        if key.withUTF8({ path.appendInline($0) }) { return path }
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
        var path = self
        if tag.count >= 0, tag.count <= 16, key.utf8.count == tag.count,
            path.appendInline(words: tag.prefix, tag.suffix, count: tag.count)
        {
            return path
        }
        return appending(key)
    }

    /// Appends the member whose key is `utf8` inline; false when it does not fit or must be
    /// escaped (the suffix may then hold some of its bytes: the path is to be dropped).
    @inline(__always)
    private mutating func appendInline(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard suffixCount + 1 + utf8.count <= Self.suffixCapacity else { return false }
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
            guard write(word, count: min(8, key.count - offset), at: suffixCount + 1 + offset) else { return false }
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
    private mutating func appendInline(words first: UInt64, _ second: UInt64, count: Int) -> Bool {
        guard suffixCount + 1 + count <= Self.suffixCapacity, write(first, count: min(count, 8), at: suffixCount + 1)
        else { return false }
        if count > 8, !write(second, count: count - 8, at: suffixCount + 9) { return false }
        writeSlash(growingBy: count)
        return true
    }

    /// Writes the `count` (at most eight) bytes of `word`, zero beyond `count`, to the suffix at
    /// `offset` (which leaves room for them); false, and nothing written, when one is `~` or
    /// `/`, which must be escaped.
    ///
    /// A zero byte in `word ^ (0x7E × ones)` is a `~` (and one in `word ^ (0x2F × ones)` a `/`),
    /// and the "Bit Twiddling Hacks" test finds whether a word has any zero byte exactly; the
    /// zero bytes beyond `count` are neither. A whole word is stored when eight bytes are left
    /// from `offset`: the bytes past `count` lie beyond the suffix and are never read.
    @inline(__always)
    private mutating func write(_ word: UInt64, count: Int, at offset: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func hasZeroByte(_ v: UInt64) -> Bool { (v &- ones) & ~v & (ones &* 0x80) != 0 }
        guard !hasZeroByte(word ^ (ones &* 0x7E)), !hasZeroByte(word ^ (ones &* 0x2F)) else { return false }
        withUnsafeMutableBytes(of: &suffix) { bytes in
            if offset + 8 <= bytes.count {
                bytes.storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt64.self)
            } else {
                for index in 0..<count { bytes[offset + index] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index))) }
            }
        }
        return true
    }

    /// Ends the suffix with a slash and the `count` bytes written after it.
    @inline(__always)
    private mutating func writeSlash(growingBy count: Int) {
        withUnsafeMutableBytes(of: &suffix) { $0[suffixCount] = UInt8(ascii: "/") }
        suffixCount += 1 + count
    }

    /// The path of the element at `index`.
    func appending(_ index: Int) -> JSONPath {
        // Most indices have one digit.
        if index >= 0, index < 10, suffixCount + 2 <= Self.suffixCapacity {
            var path = self
            withUnsafeMutableBytes(of: &path.suffix) { bytes in
                bytes[suffixCount] = UInt8(ascii: "/")
                bytes[suffixCount + 1] = UInt8(ascii: "0") + UInt8(index)
            }
            path.suffixCount += 2
            return path
        }
        var digits = 1
        var rest = index / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        guard index >= 0, suffixCount + 1 + digits <= Self.suffixCapacity else {
            return JSONPath(JSONPointer.appending(index, to: pointer))
        }
        var path = self
        withUnsafeMutableBytes(of: &path.suffix) { bytes in
            bytes[suffixCount] = UInt8(ascii: "/")
            var rest = index
            for position in stride(from: suffixCount + digits, to: suffixCount, by: -1) {
                bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        path.suffixCount += 1 + digits
        return path
    }

    /// The RFC 6901 pointer.
    var pointer: String {
        guard suffixCount > 0 else { return prefix }
        var suffix = suffix
        return withUnsafeBytes(of: &suffix) { suffixBytes in
            var prefix = prefix
            return prefix.withUTF8 { prefixBytes in
                String(unsafeUninitializedCapacity: prefixBytes.count + suffixCount) { buffer in
                    _ = buffer.initialize(fromContentsOf: prefixBytes)
                    _ = buffer[prefixBytes.count...].initialize(fromContentsOf: suffixBytes[..<suffixCount])
                    return prefixBytes.count + suffixCount
                }
            }
        }
    }
}
