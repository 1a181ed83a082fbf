import CICU
import Views

extension TextPiece {
    /// Cuts a paragraph at its line-break opportunities, found by ICU's line BreakIterator
    /// (UAX #14 with the locale's tailoring: no break before "，" or "。", between letters of
    /// a word, inside an emoji sequence…), with each grapheme's bidi level from ICU's UBiDi
    /// (UAX #9). The paragraph's direction is that of its first strong character, or
    /// `direction` when it has none.
    static func pieces(of paragraph: Substring, locale: String = "en", direction: LayoutDirection = .leftToRight) -> [TextPiece] {
        let units = Array(paragraph.utf16)
        guard !units.isEmpty else { return [TextPiece(word: "", spaces: 0)] }
        let levels = bidiLevels(of: units, direction: direction)
        var pieces: [TextPiece] = []
        var start = 0
        for end in lineBreaks(of: units, locale: locale) where end > start {
            var wordEnd = end
            while wordEnd > start, units[wordEnd - 1] == 0x20 || units[wordEnd - 1] == 0x09 { wordEnd -= 1 }
            let word = String(decoding: units[start..<wordEnd], as: UTF16.self)
            pieces.append(TextPiece(
                word: word, spaces: end - wordEnd,
                levels: levels.map { graphemeRuns(of: word, startingAt: start, levels: $0) } ?? [],
                spaceLevel: levels.map { wordEnd < end ? $0[wordEnd] : $0[end - 1] } ?? 0))
            start = end
        }
        return pieces
    }

    /// The UTF-16 offsets after each break opportunity, ending with the text's length.
    static func lineBreaks(of units: [UInt16], locale: String) -> [Int] {
        let icuLocale = locale.replacingOccurrences(of: "-", with: "_")
        var breaks = [Int32](repeating: 0, count: units.count)
        let count = units.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { zt_line_breaks(text.baseAddress, Int32(text.count), icuLocale, $0.baseAddress) }
        }
        // Without ICU's data the whole paragraph is one piece.
        var result = count < 0 ? [] : breaks.prefix(Int(count)).map(Int.init)
        if result.last != units.count { result.append(units.count) }
        return result
    }

    /// Each UTF-16 unit's bidi level, or nil when the paragraph is all left to right at level 0
    /// (no right-to-left character or bidi control in a left-to-right layout: ICU is skipped).
    static func bidiLevels(of units: [UInt16], direction: LayoutDirection) -> [UInt8]? {
        if direction == .leftToRight, !units.contains(where: mayBeRightToLeft) { return nil }
        var levels = [UInt8](repeating: 0, count: units.count)
        let status = units.withUnsafeBufferPointer { text in
            levels.withUnsafeMutableBufferPointer {
                zt_bidi_levels(text.baseAddress, Int32(text.count), direction == .rightToLeft ? 1 : 0, $0.baseAddress)
            }
        }
        guard status == 0, levels.contains(where: { $0 != 0 }) else { return nil }
        return levels
    }

    /// Whether a UTF-16 unit may start a right-to-left character or a bidi control: Hebrew,
    /// Arabic, Syriac, Thaana, N'Ko… (U+0590–U+08FF), their presentation forms, the bidi
    /// marks, embeddings and isolates, and any surrogate (the supplementary RTL scripts).
    private static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069,
            0x061C, 0xD800...0xDFFF:
            true
        default: false
        }
    }

    /// `word`'s graphemes grouped into runs of one level; `start` is the word's UTF-16 offset.
    private static func graphemeRuns(of word: String, startingAt start: Int, levels: [UInt8]) -> [BidiRun] {
        var runs: [BidiRun] = []
        var offset = start
        for character in word {
            let level = levels[offset]
            if let last = runs.last, last.level == level { runs[runs.count - 1].count += 1 } else { runs.append(BidiRun(count: 1, level: level)) }
            offset += character.utf16.count
        }
        return runs.allSatisfy({ $0.level == 0 }) ? [] : runs
    }
}
