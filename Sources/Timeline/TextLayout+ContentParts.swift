import Views

extension TextLayout {
    /// The height a `numericText` digit rolls by: one line (the layout's height over its lines).
    var lineHeight: Double { size.height / Double(max(1, lines.count)) }

    /// Whether the layout is one plain line whose glyphs match its characters one to one, so that
    /// leading glyphs can be told apart from the rest (`numericText`).
    private var isSplittable: Bool {
        lines.count == 1 && styles.isEmpty && decorations.isEmpty
            && lines[0].string.unicodeScalars.count == lines[0].glyphs.count
    }

    /// How many leading characters `old` and `new` draw alike (same glyph at the same place);
    /// 0 unless both are one plain line.
    static func sharedLeadingGlyphs(_ old: TextLayout, _ new: TextLayout) -> Int {
        guard old.isSplittable, new.isSplittable, old.face == new.face, old.fontSize == new.fontSize,
            old.lines[0].x == new.lines[0].x
        else { return 0 }
        let a = old.lines[0], b = new.lines[0]
        let oldScalars = Array(a.string.unicodeScalars), newScalars = Array(b.string.unicodeScalars)
        var count = 0
        while count < a.glyphs.count, count < b.glyphs.count, a.glyphs[count] == b.glyphs[count],
            oldScalars[count] == newScalars[count]
        {
            count += 1
        }
        return count
    }

    /// The layout drawing only the glyphs in `range` (of a splittable layout), at their places;
    /// its size stays the whole layout's.
    func glyphs(_ range: Range<Int>) -> TextLayout {
        var copy = self
        let line = lines[0]
        let shift = range.lowerBound < line.glyphs.count ? line.glyphs[range.lowerBound].x : line.width
        let endX = range.upperBound < line.glyphs.count ? line.glyphs[range.upperBound].x : line.width
        let scalars = Array(line.string.unicodeScalars)[range]
        var part = line
        part.string = String(String.UnicodeScalarView(scalars))
        part.x = line.x + shift
        part.width = endX - shift
        part.glyphs = line.glyphs[range].map { glyph in
            var moved = glyph
            moved.x -= shift
            return moved
        }
        copy.lines = [part]
        return copy
    }

    /// The glyphs from `start` on (the whole layout when `start` is 0); nil when there are none.
    func glyphs(from start: Int) -> TextLayout? {
        if start == 0 { return self }
        guard start < lines[0].glyphs.count else { return nil }
        return glyphs(start..<lines[0].glyphs.count)
    }
}
