import CICU

/// A line being filled, in font units: its text (in logical order), glyphs at pen positions
/// and the spaces waiting after the last word (drawn only if another word follows on the line).
///
/// Glyphs are placed in logical order as they come; ``visuallyOrdered()`` then moves the runs of
/// a line with right-to-left text to their visual places (UAX #9 rule L2).
struct LineDraft: Hashable, Sendable {
    struct Glyph: Hashable, Sendable {
        var id: UInt32
        var x: Int
        var y: Int
        /// The ``FontCatalog`` entry whose face draws the glyph; nil for the text's DejaVu face.
        var fallback: Int?
        var style: Int? = nil
        var source = 0
        var advance = 0
    }

    /// Glyphs (or spaces) placed as one block by reordering: already in visual order inside.
    struct Run: Hashable, Sendable {
        /// The index of the run's first glyph in `glyphs`.
        var firstGlyph: Int
        /// The pen position where the run starts (logical placement).
        var x: Int
        var level: UInt8
    }

    var text = ""
    var glyphs: [Glyph] = []
    /// Width of the text so far, without the pending spaces.
    var advance = 0
    var pendingSpaces = 0
    /// The bidi level of the pending spaces.
    var pendingSpaceLevel: UInt8 = 0
    /// The line's runs in logical order; only kept once some level is not 0.
    var runs: [Run] = []
    /// Whether any run has a level other than 0 (the line may need reordering).
    var hasBidiLevels = false

    /// Whether anything but pending spaces is on the line.
    var hasContent: Bool { !text.isEmpty }

    /// The width if a word of `wordAdvance` were appended after the pending spaces.
    func advance(appending wordAdvance: Int, spaceAdvance: Int) -> Int {
        advance + pendingSpaces * spaceAdvance + wordAdvance
    }

    /// Appends the pending spaces (as advance only: a space draws nothing), then `glyphs`.
    /// A glyph starts a new run when it says so, when its level differs from the previous
    /// glyph's, and at the start of each call (a word of its own).
    mutating func append(_ newGlyphs: some Sequence<ShapedGlyph>, text newText: some StringProtocol, spaceAdvance: Int) {
        if pendingSpaces > 0 {
            text += String(repeating: " ", count: pendingSpaces)
            startRun(level: pendingSpaceLevel)
            advance += pendingSpaces * spaceAdvance
            pendingSpaces = 0
        }
        text += newText
        var previousLevel: UInt8? = nil
        for glyph in newGlyphs {
            if previousLevel == nil || glyph.startsRun || glyph.level != previousLevel { startRun(level: glyph.level) }
            previousLevel = glyph.level
            glyphs.append(
                Glyph(
                    id: glyph.id, x: advance + glyph.xOffset, y: glyph.yOffset, fallback: glyph.fallback, style: glyph.style,
                    source: glyph.source, advance: glyph.advance))
            advance += glyph.advance
        }
    }

    /// Appends a run of graphemes, e.g. the part of a word that fits; each right-to-left
    /// grapheme is a run of its own, so that reordering puts them right to left.
    mutating func append(_ graphemes: ArraySlice<ShapedGrapheme>, spaceAdvance: Int) {
        guard graphemes.contains(where: { $0.glyphs.contains { $0.level % 2 == 1 } }) else {
            append(graphemes.lazy.flatMap(\.glyphs), text: String(graphemes.map(\.character)), spaceAdvance: spaceAdvance)
            return
        }
        for grapheme in graphemes {
            let glyphs = grapheme.glyphs.enumerated().map { position, glyph in
                var copy = glyph
                copy.startsRun = position == 0
                return copy
            }
            append(glyphs, text: String(grapheme.character), spaceAdvance: spaceAdvance)
        }
    }

    private mutating func startRun(level: UInt8) {
        if level != 0 { hasBidiLevels = true }
        runs.append(Run(firstGlyph: glyphs.count, x: advance, level: level))
    }

    /// The line with its runs in visual order: the runs are reversed from the highest level
    /// down to the lowest odd one (UAX #9 L2, by ICU's `ubidi_reorderVisual`), each keeping its
    /// own glyphs' order. A line all at level 0 is returned as it is.
    func visuallyOrdered() -> LineDraft {
        guard hasBidiLevels else { return self }
        var levels = runs.map(\.level)
        var order = [Int32](repeating: 0, count: runs.count)
        levels.withUnsafeMutableBufferPointer { levelBuffer in
            order.withUnsafeMutableBufferPointer { orderBuffer in
                zt_reorder_visual(levelBuffer.baseAddress, Int32(levelBuffer.count), orderBuffer.baseAddress)
            }
        }
        var copy = self
        var pen = 0
        for index in order.map(Int.init) {
            let run = runs[index]
            let end = index + 1 < runs.count ? runs[index + 1] : Run(firstGlyph: glyphs.count, x: advance, level: 0)
            for glyph in run.firstGlyph..<end.firstGlyph { copy.glyphs[glyph].x = glyphs[glyph].x - run.x + pen }
            pen += end.x - run.x
        }
        return copy
    }
}
