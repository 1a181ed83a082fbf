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
        var key = key
        let inline = key.withUTF8 { utf8 in appendingInline(count: utf8.count) { utf8[$0] } }
        // Keys to escape (rare) and long suffixes are rendered into the prefix.
        return inline ?? JSONPath(JSONPointer.appending(key, to: pointer))
    }

    /// The path of the member `key` whose key in the document has `tag`: a key of at most eight
    /// ASCII bytes is copied from its tag, without reading the string.
    ///
    /// `key` must equal the document's key; when it has as many UTF-8 bytes as that ASCII key it
    /// has the same bytes (a non-ASCII string canonically equal to an ASCII one is longer: each
    /// of its non-ASCII scalars takes two bytes or more and stands for one ASCII scalar).
    func appending(_ key: String, tag: StringTag) -> JSONPath {
        guard tag.count >= 0, tag.count <= 8, key.utf8.count == tag.count,
            let inline = appendingInline(count: tag.count, { UInt8(truncatingIfNeeded: tag.prefix >> (8 * UInt64($0))) })
        else { return appending(key) }
        return inline
    }

    /// The path of the member whose key is the `count` bytes `byte(0)`, `byte(1)`, … written
    /// inline after the suffix; nil when they do not fit or one must be escaped.
    private func appendingInline(count: Int, _ byte: (Int) -> UInt8) -> JSONPath? {
        guard suffixCount + 1 + count <= Self.suffixCapacity else { return nil }
        var path = self
        let fits = withUnsafeMutableBytes(of: &path.suffix) { bytes in
            bytes[suffixCount] = UInt8(ascii: "/")
            for offset in 0..<count {
                let next = byte(offset)
                if next == UInt8(ascii: "~") || next == UInt8(ascii: "/") { return false }
                bytes[suffixCount + 1 + offset] = next
            }
            return true
        }
        guard fits else { return nil }
        path.suffixCount += 1 + count
        return path
    }

    /// The path of the element at `index`.
    func appending(_ index: Int) -> JSONPath {
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
