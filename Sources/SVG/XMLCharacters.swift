/// The characters XML 1.0 allows in a document (its `Char` production): everything but the C0
/// controls other than tab, line feed and carriage return, the surrogates, and U+FFFE and U+FFFF.
/// User text holding a forbidden character (a scene may spell any of them with `\u` escapes) is
/// written with U+FFFD REPLACEMENT CHARACTER in its place (``XMLWriter``), so the output always
/// parses. NUL counts as forbidden too.
///
/// Surrogates cannot occur: Swift strings are valid Unicode, and the JSON parser refuses an
/// unpaired `\uD800`.
enum XMLCharacters {
    /// The length in bytes of the forbidden character starting at `index` of the UTF-8 `bytes`,
    /// or `nil` when the character there (or the end) is allowed.
    static func forbiddenLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
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
