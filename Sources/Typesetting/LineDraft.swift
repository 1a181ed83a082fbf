/// A line being filled, in font units: its text, glyphs at pen positions and the spaces
/// waiting after the last word (drawn only if another word follows on the line).
struct LineDraft: Hashable, Sendable {
    struct Glyph: Hashable, Sendable {
        var id: UInt32
        var x: Int
        var y: Int
    }

    var text = ""
    var glyphs: [Glyph] = []
    /// Width of the text so far, without the pending spaces.
    var advance = 0
    var pendingSpaces = 0

    /// Whether anything but pending spaces is on the line.
    var hasContent: Bool { !text.isEmpty }

    /// The width if a word of `wordAdvance` were appended after the pending spaces.
    func advance(appending wordAdvance: Int, spaceAdvance: Int) -> Int {
        advance + pendingSpaces * spaceAdvance + wordAdvance
    }

    /// Appends the pending spaces (as advance only: a space draws nothing), then `glyphs`.
    mutating func append(_ newGlyphs: some Sequence<ShapedGlyph>, text newText: some StringProtocol, spaceAdvance: Int) {
        if pendingSpaces > 0 {
            text += String(repeating: " ", count: pendingSpaces)
            advance += pendingSpaces * spaceAdvance
            pendingSpaces = 0
        }
        text += newText
        for glyph in newGlyphs {
            glyphs.append(Glyph(id: glyph.id, x: advance + glyph.xOffset, y: glyph.yOffset))
            advance += glyph.advance
        }
    }

    /// Appends a run of graphemes, e.g. the part of a word that fits.
    mutating func append(_ graphemes: ArraySlice<ShapedGrapheme>, spaceAdvance: Int) {
        append(graphemes.lazy.flatMap(\.glyphs), text: String(graphemes.map(\.character)), spaceAdvance: spaceAdvance)
    }
}
