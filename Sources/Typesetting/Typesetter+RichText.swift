import Geometry
import Views

/// Rich text: runs of their own font, colour and decorations in one paragraph flow.
extension Typesetter {
    /// A rich text's runs as the typesetter uses them.
    struct RichRuns {
        /// Each run's UTF-8 start and end in the text.
        var starts: [Int], ends: [Int]
        var faces: [FontFace]
        /// Each run's scene font (one HarfBuzz can read), nil for its DejaVu face.
        var customs: [CustomFont?]
        /// Each run's font size over the text's (its glyphs are placed in the text's units).
        var ratios: [Double]
        var styles: [TextRunStyle]
        var runs: [TextRun]

        init(_ runs: [TextRun], base: Font, fontSize: Double, customFace: (CustomFont) -> Bool = { _ in false }) {
            var start = 0
            (starts, ends, faces, ratios, styles, customs) = ([], [], [], [], [], [])
            self.runs = runs
            let factor = base.size > 0 ? fontSize / base.size : 1
            for run in runs {
                starts.append(start)
                start += max(0, run.length)
                ends.append(start)
                let face = FontFace.forFont(run.font)
                let size = Typesetter.validSize(run.font.size * factor)
                faces.append(face)
                customs.append(run.font.custom.flatMap { customFace($0) ? $0 : nil })
                ratios.append(fontSize > 0 ? size / fontSize : 1)
                styles.append(TextRunStyle(face: face, fontSize: size, color: run.color))
            }
        }

        /// The run holding UTF-8 offset `offset`; nil past the last run.
        func run(at offset: Int) -> Int? {
            var low = 0, high = starts.count - 1
            while low <= high {
                let middle = (low + high) / 2
                if offset < starts[middle] { high = middle - 1 } else if offset >= ends[middle] { low = middle + 1 } else { return middle }
            }
            return nil
        }
    }

    /// `piece` cut where its run changes, each part shaped in its run's face and scaled to the
    /// text's size; glyphs carry their run and their offset in the whole text.
    func shapeRich(
        _ piece: TextPiece, runs: RichRuns, base: FontFace, custom: CustomFont? = nil, variant: CJKVariant, features: ShapingFeatures
    ) -> ShapedRun {
        let word = piece.word
        let levels = piece.levels.isEmpty ? [] : piece.levels.levels(count: word.count)
        var glyphs: [ShapedGlyph] = []
        var segmentStart = word.startIndex, segmentOffset = 0, segmentGrapheme = 0
        var segmentRun: Int?? = .none
        func shapeSegment(upTo end: String.Index, grapheme: Int) {
            guard case .some(let run) = segmentRun, segmentStart < end else { return }
            let part = String(word[segmentStart..<end])
            let partLevels = levels.isEmpty ? [] : Self.bidiRuns(Array(levels[segmentGrapheme..<grapheme]))
            let shaped = shaped(
                part, face: run.map { runs.faces[$0] } ?? base, custom: run.map { runs.customs[$0] } ?? custom, variant: variant,
                levels: partLevels, features: features)
            let ratio = run.map { runs.ratios[$0] } ?? 1
            for (position, shapedGlyph) in shaped.glyphs.enumerated() {
                var glyph = shapedGlyph
                if ratio != 1 {
                    glyph.advance = Int((Double(glyph.advance) * ratio).rounded())
                    glyph.xOffset = Int((Double(glyph.xOffset) * ratio).rounded())
                    glyph.yOffset = Int((Double(glyph.yOffset) * ratio).rounded())
                }
                glyph.cluster += segmentOffset
                glyph.source = piece.offset + glyph.cluster
                glyph.style = run
                if position == 0, glyph.level % 2 == 1 { glyph.startsRun = true }
                glyphs.append(glyph)
            }
        }
        var index = word.startIndex, offset = 0
        for (grapheme, character) in word.enumerated() {
            let run = runs.run(at: piece.offset + offset)
            if case .some(let current) = segmentRun, current == run {
                // The same run goes on.
            } else {
                shapeSegment(upTo: index, grapheme: grapheme)
                segmentStart = index
                segmentOffset = offset
                segmentGrapheme = grapheme
                segmentRun = .some(run)
            }
            offset += character.utf8.count
            index = word.index(after: index)
        }
        shapeSegment(upTo: word.endIndex, grapheme: word.count)
        return ShapedRun(glyphs: glyphs)
    }

    /// Per-grapheme levels as runs.
    static func bidiRuns(_ levels: [UInt8]) -> [BidiRun] {
        guard levels.contains(where: { $0 != 0 }) else { return [] }
        var runs: [BidiRun] = []
        for level in levels {
            if runs.last?.level == level { runs[runs.count - 1].count += 1 } else { runs.append(BidiRun(count: 1, level: level)) }
        }
        return runs
    }

    /// The paragraphs of `string` with each piece's UTF-8 offset in the whole string.
    static func richParagraphs(of string: String, locale: String, direction: LayoutDirection) -> [[TextPiece]] {
        let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        return paragraphs.map { paragraph in
            var offset = string.utf8.distance(from: string.startIndex, to: paragraph.startIndex)
            return TextPiece.pieces(of: paragraph, locale: locale, direction: direction).map { piece in
                var copy = piece
                copy.offset = offset
                offset += piece.word.utf8.count + piece.spaces
                return copy
            }
        }
    }

    /// A rich line cut where the style changes: each part's text runs from its first glyph's
    /// offset to the next part's (the last to the end of the line's last character).
    static func segments(of draft: LineDraft, in string: String, scale: Double) -> [TextSegment] {
        let utf8 = string.utf8
        func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count)) }
        var groups: [(style: Int?, first: Int, glyph: LineDraft.Glyph)] = []
        for (position, glyph) in draft.glyphs.enumerated() where groups.last.map({ $0.style != glyph.style || glyph.source < 0 }) ?? true {
            groups.append((glyph.style, position, glyph))
        }
        let lastSource = draft.glyphs.map(\.source).max() ?? 0
        let lineEnd = lastSource < 0 ? 0 : utf8.distance(from: utf8.startIndex, to: string.index(after: index(lastSource)))
        return groups.enumerated().map { number, group in
            guard group.glyph.source >= 0 else { return TextSegment(style: group.style, string: "\u{2026}", x: Double(group.glyph.x) * scale) }
            let next = number + 1 < groups.count && groups[number + 1].glyph.source >= 0 ? groups[number + 1].glyph.source : lineEnd
            let text = next > group.glyph.source ? String(string[index(group.glyph.source)..<index(next)]) : ""
            return TextSegment(style: group.style, string: text, x: Double(group.glyph.x) * scale)
        }
    }

    /// The underlines and strikethroughs of a rich text's runs on each line, from the run's
    /// first glyph to the end of its last, in the run's face metrics and size.
    func richDecorations(
        of lines: [TextLine], drafts: [LineDraft], runs: RichRuns, raise: Double, scale: Double
    ) -> [TextDecorationLine] {
        var result: [TextDecorationLine] = []
        for (index, run) in runs.runs.enumerated() where run.underline != nil || run.strikethrough != nil {
            let runFace = runs.customs[index].flatMap(customFace) ?? face(runs.faces[index])
            let metrics = runFace.decorationMetrics()
            let runScale = runs.styles[index].fontSize / Double(runFace.unitsPerEm)
            for (lineIndex, draft) in drafts.enumerated() {
                let glyphs = draft.glyphs.filter { $0.style == index }
                guard let start = glyphs.map(\.x).min(), let end = glyphs.map({ $0.x + $0.advance }).max(), end > start else { continue }
                let line = lines[lineIndex]
                let x = line.x + Double(start) * scale, width = Double(end - start) * scale
                for (decoration, top, thickness) in [
                    (run.underline, metrics.underlineTop, metrics.underlineThickness),
                    (run.strikethrough, metrics.strikethroughTop, metrics.strikethroughThickness),
                ] {
                    guard let decoration else { continue }
                    let height = Double(thickness) * runScale
                    let y = line.baseline - raise - Double(top) * runScale
                    let rects = Self.dashes(from: x, length: width, y: y, thickness: height, pattern: decoration.pattern)
                    result.append(TextDecorationLine(rects: rects, color: decoration.color ?? run.color))
                }
            }
        }
        return result
    }
}
