/// A word and the spaces after it: the unit of line breaking. A line may break after any
/// piece; the spaces at a break are dropped.
struct TextPiece: Hashable, Sendable {
    /// The characters up to the next break opportunity, without spaces (may be empty for
    /// spaces that start a paragraph).
    var word: String
    /// Spaces and tabs after the word (a tab counts as one space).
    var spaces: Int
}

extension TextPiece {
    /// Splits `string` into paragraphs at newlines, each a list of pieces.
    static func paragraphs(of string: String) -> [[TextPiece]] {
        string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(pieces(of:))
    }

    /// Cuts a paragraph after runs of spaces and after a hyphen or dash that sits between a
    /// character and a letter ("well-known" → "well-", "known"; "-5" stays whole).
    static func pieces(of paragraph: Substring) -> [TextPiece] {
        var pieces: [TextPiece] = []
        var word = "", spaces = 0
        var characters = paragraph.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character == " " || character == "\t" {
                spaces += 1
                continue
            }
            if spaces > 0 {
                pieces.append(TextPiece(word: word, spaces: spaces))
                word = ""
                spaces = 0
            }
            let breaksAfter = breakAfterCharacters.contains(character) && !word.isEmpty
                && !breakAfterCharacters.contains(word.last!) && next?.isLetter == true
            word.append(character)
            if breaksAfter || character == "\u{200B}" {
                pieces.append(TextPiece(word: word, spaces: 0))
                word = ""
            }
        }
        if !word.isEmpty || spaces > 0 || pieces.isEmpty { pieces.append(TextPiece(word: word, spaces: spaces)) }
        return pieces
    }

    /// Hyphen-minus, hyphen, en dash and em dash.
    private static let breakAfterCharacters: Set<Character> = ["-", "\u{2010}", "\u{2013}", "\u{2014}"]
}
