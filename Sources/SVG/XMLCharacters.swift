/// The characters XML 1.0 allows in a document (its `Char` production): everything but the C0
/// controls other than tab, line feed and carriage return, the surrogates, and U+FFFE and U+FFFF.
/// User text holding a forbidden character (a scene may spell any of them with `\u` escapes) is
/// written with U+FFFD REPLACEMENT CHARACTER in its place, so the output always parses.
///
/// Surrogates cannot occur: Swift strings are valid Unicode, and the JSON parser refuses an
/// unpaired `\uD800`.
enum XMLCharacters {
    /// U+FFFD in UTF-8.
    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    /// Whether the UTF-8 `bytes` hold no character XML 1.0 forbids. NUL counts as forbidden: libxml2
    /// would end the string there.
    static func areAllowed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.indices.allSatisfy { forbiddenLength(in: bytes, at: $0) == nil }
    }

    /// `bytes` with each forbidden character replaced by U+FFFD, then a NUL terminator, for libxml2.
    static func sanitizedTerminated(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 4)
        var index = 0
        while index < bytes.count {
            if let length = forbiddenLength(in: bytes, at: index) {
                result.append(contentsOf: replacement)
                index += length
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        result.append(0)
        return result
    }

    /// The length in bytes of the forbidden character starting at `index`, or `nil` when the
    /// character there (or the end) is allowed.
    private static func forbiddenLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if byte < 0x20 {
            return byte == 0x09 || byte == 0x0A || byte == 0x0D ? nil : 1
        }
        // U+FFFE is EF BF BE and U+FFFF is EF BF BF; EF only ever starts a character in valid UTF-8.
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] & 0xFE == 0xBE {
            return 3
        }
        return nil
    }
}
