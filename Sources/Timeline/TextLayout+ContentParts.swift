import Views

extension TextLayout {
    /// The height a `numericText` character rolls by: one line (the layout's height over its lines).
    var lineHeight: Double { size.height / Double(max(1, lines.count)) }

    /// The index of each glyph's character in the first line's string, when the layout is one
    /// plain line whose glyphs are its characters other than spaces, one to one and in the same
    /// order, so that single characters can be told apart (`numericText`); nil otherwise. A line
    /// with right-to-left script is drawn in another order than its string's, so it is nil too.
    private var glyphCharacters: [Int]? {
        guard lines.count == 1, styles.isEmpty, decorations.isEmpty else { return nil }
        let line = lines[0]
        guard !line.string.unicodeScalars.contains(where: Self.isRightToLeftScript) else { return nil }
        let drawn = line.string.unicodeScalars.enumerated().filter { !$0.element.properties.isWhitespace }.map(\.offset)
        return drawn.count == line.glyphs.count ? drawn : nil
    }

    /// The glyph positions of the characters `old` and `new` draw alike — the same character as
    /// the same glyph at the same place — ascending; empty unless both are one plain line of one
    /// face and size.
    static func sharedGlyphs(_ old: TextLayout, _ new: TextLayout) -> [Int] {
        guard let oldCharacters = old.glyphCharacters, let newCharacters = new.glyphCharacters, old.face == new.face,
            old.fontSize == new.fontSize, old.fallbackFaces == new.fallbackFaces, old.lines[0].x == new.lines[0].x
        else { return [] }
        let a = old.lines[0], b = new.lines[0]
        let oldScalars = Array(a.string.unicodeScalars), newScalars = Array(b.string.unicodeScalars)
        return (0..<min(a.glyphs.count, b.glyphs.count)).filter {
            a.glyphs[$0] == b.glyphs[$0] && oldScalars[oldCharacters[$0]] == newScalars[newCharacters[$0]]
        }
    }

    /// The layout drawing only the glyphs at `positions` (ascending, of a layout whose glyphs are
    /// told apart: `sharedGlyphs`) at their places, each run of neighbours a line of its own on
    /// the same baseline; its size stays the whole layout's. nil when there are none.
    func glyphs(at positions: [Int]) -> TextLayout? {
        guard let first = positions.first, let characters = glyphCharacters else { return nil }
        var runs: [Range<Int>] = []
        var start = first, end = first + 1
        for position in positions.dropFirst() {
            if position == end {
                end += 1
            } else {
                runs.append(start..<end)
                start = position
                end = position + 1
            }
        }
        runs.append(start..<end)
        var copy = self
        copy.lines = runs.map { line($0, characters: characters) }
        return copy
    }

    /// The glyphs of the first line in `range`, as a line starting where the first of them is,
    /// with the characters from the first one's to the last one's.
    private func line(_ range: Range<Int>, characters: [Int]) -> TextLine {
        let whole = lines[0]
        let shift = whole.glyphs[range.lowerBound].x
        let endX = range.upperBound < whole.glyphs.count ? whole.glyphs[range.upperBound].x : whole.width
        var part = whole
        let scalars = Array(whole.string.unicodeScalars)[characters[range.lowerBound]...characters[range.upperBound - 1]]
        part.string = String(String.UnicodeScalarView(scalars))
        part.x = whole.x + shift
        part.width = endX - shift
        part.glyphs = whole.glyphs[range].map { glyph in
            var moved = glyph
            moved.x -= shift
            return moved
        }
        return part
    }

    /// Whether `scalar` is in a block of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko, Samaritan, Mandaic, their presentation forms, and the supplementary RTL blocks).
    static func isRightToLeftScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }
}
