import Views

/// A word and the spaces after it: the unit of line breaking. A line may break after any
/// piece; the spaces at a break are dropped.
struct TextPiece: Hashable, Sendable {
    /// The characters up to the next break opportunity, without the spaces after them (may be
    /// empty for spaces that start a paragraph).
    var word: String
    /// Spaces and tabs after the word (a tab counts as one space).
    var spaces: Int
    /// The bidi levels of the word's graphemes; empty when all are 0 (left to right).
    var levels: [BidiRun]
    /// The bidi level of the spaces after the word.
    var spaceLevel: UInt8
    /// UTF-8 offset of the word in the whole text (set for rich texts only).
    var offset = 0

    init(word: String, spaces: Int, levels: [BidiRun] = [], spaceLevel: UInt8 = 0) {
        self.word = word
        self.spaces = spaces
        self.levels = levels
        self.spaceLevel = spaceLevel
    }
}

extension TextPiece {
    /// Splits `string` into paragraphs at newlines (`\n`, `\r\n` and the other Unicode line
    /// separators), each a list of pieces cut at its UAX #14 line-break opportunities.
    static func paragraphs(of string: String, locale: String = "en", direction: LayoutDirection = .leftToRight) -> [[TextPiece]] {
        string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            pieces(of: $0, locale: locale, direction: direction)
        }
    }
}
