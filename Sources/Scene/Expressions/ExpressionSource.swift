/// The characters of one expression, for slicing subexpressions and quoting them in messages.
struct ExpressionSource {
    let text: String
    let characters: [Character]
    /// The text's bytes when every character is one byte (see `singleByteCharacters`).
    let asciiBytes: [UInt8]?

    /// The characters from the first to the last that is not whitespace.
    let trimmedRange: Range<Int>

    init(_ text: String) {
        self.text = text
        if let bytes = Self.singleByteCharacters(text) {
            // One character per byte: the same characters, trimmed of the same whitespace,
            // without the grapheme breaking and property look-ups of the general path.
            self.asciiBytes = bytes
            let table = Self.asciiCharacters
            self.characters = bytes.map { table[Int($0)] }
            let first = bytes.firstIndex { !isASCIIWhitespace($0) } ?? 0
            let last = bytes.lastIndex { !isASCIIWhitespace($0) }.map { $0 + 1 } ?? 0
            self.trimmedRange = first..<max(first, last)
            return
        }
        self.asciiBytes = nil
        self.characters = Array(text)
        let first = characters.firstIndex { !$0.isWhitespace } ?? 0
        let last = characters.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? 0
        self.trimmedRange = first..<max(first, last)
    }

    /// The character of each ASCII byte, made once rather than per byte.
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// The UTF-8 of `text` when each of its characters is one byte: ASCII without `\r\n`
    /// (the only pair of ASCII scalars that is a single grapheme cluster).
    private static func singleByteCharacters(_ text: String) -> [UInt8]? {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte >= 0x80 || (byte == 0x0A && previous == 0x0D) { return nil }
            previous = byte
        }
        return Array(text.utf8)
    }

    var count: Int { characters.count }

    subscript(offset: Int) -> Character? {
        offset >= 0 && offset < characters.count ? characters[offset] : nil
    }

    func slice(_ range: Range<Int>) -> String {
        let range = range.clamped(to: 0..<characters.count)
        if let asciiBytes { return String(decoding: asciiBytes[range], as: UTF8.self) }
        return String(characters[range])
    }

    /// `'text'`, shortened to its first 60 characters and `…` when longer.
    static func quote(_ text: String) -> String {
        let limit = 60
        guard text.utf8.count > limit, text.count > limit else { return "'\(text)'" }
        return "'\(text.prefix(limit))…'"
    }

    /// The whole expression quoted for the end of a message.
    var quoted: String { Self.quote(text) }

    func quote(_ range: Range<Int>) -> String { Self.quote(slice(range)) }
}

/// `Character.isWhitespace` for an ASCII scalar: tab, line feed, vertical tab, form feed,
/// carriage return and space (Unicode's White_Space among ASCII).
func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
}

extension Character {
    /// The byte of a character that is one ASCII scalar, for tests that would otherwise look
    /// up Unicode properties; nil for any other (`\r\n` included).
    @inline(__always)
    var singleASCIIByte: UInt8? {
        let utf8 = self.utf8
        return utf8.count == 1 ? utf8.first : nil
    }
}
