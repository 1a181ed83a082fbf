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

    /// Cuts a paragraph after runs of spaces, after a zero-width space, and after a hyphen or
    /// dash that sits between a character and a letter ("well-known" → "well-", "known"; "-5"
    /// and "a--b" stay whole).
    static func pieces(of paragraph: Substring) -> [TextPiece] {
        var pieces: [TextPiece] = []
        var word = "", spaces = 0
        var previousIsHyphen = false
        var characters = paragraph.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            let kind = Kind(character)
            if kind == .space {
                spaces += 1
                continue
            }
            if spaces > 0 {
                pieces.append(TextPiece(word: word, spaces: spaces))
                word = ""
                spaces = 0
            }
            let breaksAfter = kind == .zeroWidthSpace
                || (kind == .hyphen && !word.isEmpty && !previousIsHyphen
                    && next?.unicodeScalars.first?.properties.isAlphabetic == true)
            previousIsHyphen = kind == .hyphen
            word.append(character)
            if breaksAfter {
                pieces.append(TextPiece(word: word, spaces: 0))
                word = ""
            }
        }
        if !word.isEmpty || spaces > 0 || pieces.isEmpty { pieces.append(TextPiece(word: word, spaces: spaces)) }
        return pieces
    }

    /// The characters that matter for breaking; single scalars only, so a space with a
    /// combining mark stays part of a word.
    private enum Kind {
        /// Space or tab.
        case space
        /// Hyphen-minus, hyphen, en dash or em dash.
        case hyphen
        case zeroWidthSpace
        case other

        init(_ character: Character) {
            let scalars = character.unicodeScalars
            guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
                self = .other
                return
            }
            switch first.value {
            case 0x20, 0x09: self = .space
            case 0x2D, 0x2010, 0x2013, 0x2014: self = .hyphen
            case 0x200B: self = .zeroWidthSpace
            default: self = .other
            }
        }
    }
}
