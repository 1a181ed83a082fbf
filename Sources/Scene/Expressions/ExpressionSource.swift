/// The characters of one expression, for slicing subexpressions and quoting them in messages.
struct ExpressionSource {
    let text: String
    let characters: [Character]

    /// The characters from the first to the last that is not whitespace.
    let trimmedRange: Range<Int>

    init(_ text: String) {
        self.text = text
        self.characters = Array(text)
        let first = characters.firstIndex { !$0.isWhitespace } ?? 0
        let last = characters.lastIndex { !$0.isWhitespace }.map { $0 + 1 } ?? 0
        self.trimmedRange = first..<max(first, last)
    }

    var count: Int { characters.count }

    subscript(offset: Int) -> Character? {
        offset >= 0 && offset < characters.count ? characters[offset] : nil
    }

    func slice(_ range: Range<Int>) -> String {
        String(characters[range.clamped(to: 0..<characters.count)])
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
