/// One shaped glyph in font units; `cluster` is the UTF-8 offset of the text it came from.
struct ShapedGlyph: Hashable, Sendable {
    var id: UInt32
    var cluster: Int
    var advance: Int
    var xOffset: Int
    var yOffset: Int
    /// The ``FontCatalog`` entry whose face drew the glyph; nil for the text's DejaVu face.
    var fallback: Int? = nil
    /// The bidi level of the text the glyph came from.
    var level: UInt8 = 0
    /// Whether the glyph is the first (visually) of a run shaped on its own, which line
    /// reordering keeps whole.
    var startsRun = false
    /// A rich text's run style; nil for the text's own.
    var style: Int? = nil
    /// The UTF-8 offset in the whole text (rich texts only).
    var source = 0
}

/// A shaped word in font units, independent of the font size.
struct ShapedRun: Hashable, Sendable {
    var glyphs: [ShapedGlyph]
    var advance: Int

    init(glyphs: [ShapedGlyph]) {
        self.glyphs = glyphs
        advance = glyphs.reduce(0) { $0 + $1.advance }
    }
}

/// One grapheme of a shaped word with the glyphs drawn for it, in visual order.
struct ShapedGrapheme: Sendable {
    var character: Character
    var glyphs: [ShapedGlyph]
    var advance: Int
}

extension ShapedRun {
    /// Splits the run at the grapheme boundaries of `text` (the string it was shaped from) by
    /// cluster; a glyph covering several graphemes (a ligature) belongs to the first of them.
    func graphemes(of text: String) -> [ShapedGrapheme] {
        var result: [ShapedGrapheme] = []
        var starts: [Int] = []
        var offset = 0
        for character in text {
            result.append(ShapedGrapheme(character: character, glyphs: [], advance: 0))
            starts.append(offset)
            offset += character.utf8.count
        }
        guard !result.isEmpty else { return [] }
        for glyph in glyphs {
            // The last grapheme starting at or before the glyph's cluster.
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= glyph.cluster { low = mid } else { high = mid - 1 }
            }
            result[low].glyphs.append(glyph)
            result[low].advance += glyph.advance
        }
        return result
    }
}
