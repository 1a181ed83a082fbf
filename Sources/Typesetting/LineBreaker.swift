/// Greedy line breaking of one paragraph, in font units.
///
/// 1. Words go on the current line while they fit (counting the spaces before them, not after).
/// 2. A word that does not fit starts a new line.
/// 3. A word wider than the whole width is broken between graphemes, at least one per line.
struct LineBreaker {
    /// A line and where its text starts in the paragraph (for truncating it later).
    struct BrokenLine {
        var draft: LineDraft
        var start: Cursor
        /// Whether the line holds part of a word too wide for a line of its own.
        var splitsWord = false
    }

    /// A position in a paragraph: a piece and a grapheme inside its word.
    struct Cursor: Hashable {
        var piece: Int
        var grapheme: Int
    }

    /// The widest a line may be, in font units; nil for no limit.
    var limit: Double?
    var spaceAdvance: Int
    /// Tracking after a line's last cluster, which does not count against the limit (SwiftUI
    /// treats it as trailing white space).
    var trailing = 0
    /// Shapes one piece's word with its bidi levels (cached by the caller).
    var shape: (TextPiece) -> ShapedRun

    func fits(_ advance: Int) -> Bool { limit.map { Double(advance - trailing) <= $0 } ?? true }

    /// Breaks `pieces` into lines; stops early once there are more than `maxLines`.
    func lines(of pieces: [TextPiece], maxLines: Int? = nil) -> [BrokenLine] {
        var lines: [BrokenLine] = []
        var line = LineDraft()
        var start = Cursor(piece: 0, grapheme: 0)
        var splitsWord = false
        func endLine(next: Cursor) {
            lines.append(BrokenLine(draft: line, start: start, splitsWord: splitsWord))
            line = LineDraft()
            start = next
            splitsWord = false
        }
        for (index, piece) in pieces.enumerated() {
            if let maxLines, lines.count > maxLines { return lines }
            guard !piece.word.isEmpty else {
                line.pendingSpaces += piece.spaces
                line.pendingSpaceLevel = piece.spaceLevel
                continue
            }
            let run = shape(piece)
            if !fits(line.advance(appending: run.advance, spaceAdvance: spaceAdvance)) {
                if line.hasContent {
                    endLine(next: Cursor(piece: index, grapheme: 0))
                } else {
                    line.pendingSpaces = 0  // leading spaces that leave no room for the word
                }
            }
            if fits(line.advance(appending: run.advance, spaceAdvance: spaceAdvance)) {
                line.append(run.glyphs, text: piece.word, spaceAdvance: spaceAdvance)
            } else {
                let graphemes = run.graphemes(of: piece.word)
                var first = 0
                while first < graphemes.count {
                    var end = first + 1
                    var advance = graphemes[first].advance
                    while end < graphemes.count, fits(advance + graphemes[end].advance) {
                        advance += graphemes[end].advance
                        end += 1
                    }
                    line.append(graphemes[first..<end], spaceAdvance: spaceAdvance)
                    splitsWord = true
                    first = end
                    if first < graphemes.count { endLine(next: Cursor(piece: index, grapheme: first)) }
                }
            }
            line.pendingSpaces += piece.spaces
            line.pendingSpaceLevel = piece.spaceLevel
        }
        lines.append(BrokenLine(draft: line, start: start, splitsWord: splitsWord))
        return lines
    }

    /// The line starting at `start` filled with as much of the rest of the paragraph as fits
    /// before `ellipsis`, cut between graphemes, then the ellipsis. Spaces before the
    /// ellipsis are dropped.
    func truncatedLine(of pieces: [TextPiece], from start: Cursor, ellipsis: ShapedRun) -> LineDraft {
        let room = LineBreaker(limit: limit.map { $0 - Double(ellipsis.advance) }, spaceAdvance: spaceAdvance, trailing: 0, shape: shape)
        var line = LineDraft()
        fill: for index in start.piece..<pieces.count {
            let piece = pieces[index]
            if !piece.word.isEmpty {
                let run = shape(piece)
                let skipped = index == start.piece ? start.grapheme : 0
                if skipped == 0, room.fits(line.advance(appending: run.advance, spaceAdvance: spaceAdvance)) {
                    line.append(run.glyphs, text: piece.word, spaceAdvance: spaceAdvance)
                } else {
                    let graphemes = run.graphemes(of: piece.word)
                    var end = skipped
                    var advance = 0
                    while end < graphemes.count,
                        room.fits(line.advance(appending: advance + graphemes[end].advance, spaceAdvance: spaceAdvance))
                    {
                        advance += graphemes[end].advance
                        end += 1
                    }
                    if end > skipped { line.append(graphemes[skipped..<end], spaceAdvance: spaceAdvance) }
                    if end < graphemes.count { break fill }
                }
            }
            line.pendingSpaces += piece.spaces
            line.pendingSpaceLevel = piece.spaceLevel
        }
        line.pendingSpaces = 0
        // The ellipsis goes on in the direction of the text before it.
        let level = line.runs.last?.level ?? 0
        line.append(ellipsis.glyphs.map { var glyph = $0; glyph.level = level; return glyph }, text: "\u{2026}", spaceAdvance: spaceAdvance)
        return line
    }
}
