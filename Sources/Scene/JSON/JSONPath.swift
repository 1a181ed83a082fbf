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

    /// A path from its parts.
    private init(prefix: String, suffix: (UInt64, UInt64, UInt64, UInt64), suffixCount: Int) {
        self.prefix = prefix
        self.suffix = suffix
        self.suffixCount = suffixCount
    }

    /// The path of the member `key`.
    ///
    /// The new path is made from its parts, not by changing a copy of this one: copying a whole
    /// path went through its value witness, a third of the cost of reaching a member.
    func appending(_ key: String) -> JSONPath {
        var suffix = suffix
        var key = key
        let end: Int? = key.withUTF8 { utf8 in
            // Keys to escape (rare) and long suffixes are rendered into the prefix.
            guard suffixCount + 1 + utf8.count <= Self.suffixCapacity else { return nil }
            return withUnsafeMutableBytes(of: &suffix) { bytes in
                bytes[suffixCount] = UInt8(ascii: "/")
                var end = suffixCount + 1
                for byte in utf8 {
                    if byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") { return nil }
                    bytes[end] = byte
                    end += 1
                }
                return end
            }
        }
        guard let end else { return JSONPath(JSONPointer.appending(key, to: pointer)) }
        return JSONPath(prefix: prefix, suffix: suffix, suffixCount: end)
    }

    /// The path of the element at `index` (made from its parts, as `appending(_:)` a key).
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
        var suffix = suffix
        withUnsafeMutableBytes(of: &suffix) { bytes in
            bytes[suffixCount] = UInt8(ascii: "/")
            var rest = index
            for position in stride(from: suffixCount + digits, to: suffixCount, by: -1) {
                bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
        }
        return JSONPath(prefix: prefix, suffix: suffix, suffixCount: suffixCount + 1 + digits)
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
