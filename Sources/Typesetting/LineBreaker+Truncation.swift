import Views

extension LineBreaker {
    /// A grapheme (or a space) of the text a truncated line is cut from.
    private struct Unit {
        var grapheme: ShapedGrapheme?
        var advance: Int
        var isSpace: Bool { grapheme == nil }
    }

    /// The last kept line for `mode`: `.tail` keeps the start of the rest of the paragraph
    /// (``truncatedLine(of:from:ellipsis:)``); `.head` the "…" then the longest end of it that
    /// fits; `.middle` the longest start that fits in half the room, the "…", then the longest
    /// end that fits in what is left. Spaces next to the "…" are dropped.
    func truncatedLine(of pieces: [TextPiece], from start: Cursor, ellipsis: ShapedRun, mode: TruncationMode) -> LineDraft {
        if mode == .tail { return truncatedLine(of: pieces, from: start, ellipsis: ellipsis) }
        var units: [Unit] = []
        for index in start.piece..<pieces.count {
            let piece = pieces[index]
            if !piece.word.isEmpty {
                let graphemes = shape(piece).graphemes(of: piece.word)
                let skipped = index == start.piece ? start.grapheme : 0
                for grapheme in graphemes.dropFirst(skipped) { units.append(Unit(grapheme: grapheme, advance: grapheme.advance)) }
            }
            units += repeatElement(Unit(grapheme: nil, advance: spaceAdvance), count: piece.spaces)
        }
        let room = limit.map { $0 - Double(ellipsis.advance) } ?? .infinity
        var head = 0, headAdvance = 0
        if mode == .middle {
            while head < units.count, Double(headAdvance + units[head].advance - trailing) <= room / 2 {
                headAdvance += units[head].advance
                head += 1
            }
        }
        var tail = units.count, tailAdvance = 0
        while tail > head, Double(headAdvance + tailAdvance + units[tail - 1].advance - trailing) <= room {
            tailAdvance += units[tail - 1].advance
            tail -= 1
        }
        var line = LineDraft()
        func append(_ slice: ArraySlice<Unit>) {
            for unit in slice {
                if let grapheme = unit.grapheme {
                    line.append(grapheme.glyphs, text: String(grapheme.character), spaceAdvance: spaceAdvance)
                } else {
                    line.pendingSpaces += 1
                }
            }
        }
        append(units[..<head])
        line.pendingSpaces = 0
        line.append(ellipsis.glyphs, text: "\u{2026}", spaceAdvance: spaceAdvance)
        append(units[tail...].drop { $0.isSpace })
        line.pendingSpaces = 0
        return line
    }
}
