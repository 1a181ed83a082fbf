import Geometry
import Views

/// A text measurer with hand-computable numbers: every character is 10 pt wide, lines are 20 pt
/// tall with the baseline 16 pt below their top (plus `lineSpacing` between lines). Lines break
/// at `\n`, and greedily at spaces to fit `maxWidth`; a word wider than `maxWidth` is cut into
/// chunks of max(1, ⌊maxWidth / 10⌋) characters. `lineLimit` keeps the first lines (no ellipsis).
struct GridMeasurer: TextMeasuring {
    static let advance = 10.0
    static let lineHeight = 20.0
    static let ascent = 16.0

    func layout(_ text: ResolvedText, maxWidth: Double?) -> TextLayout {
        var strings: [String] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            strings += wrap(String(paragraph), maxWidth: maxWidth)
        }
        if let limit = text.lineLimit, strings.count > limit { strings = Array(strings.prefix(max(1, limit))) }
        let width = strings.map { Double($0.count) * Self.advance }.max() ?? 0
        let pitch = Self.lineHeight + text.lineSpacing
        let lines = strings.enumerated().map { index, string in
            let lineWidth = Double(string.count) * Self.advance
            let x: Double =
                switch text.alignment {
                case .leading: 0
                case .center: (width - lineWidth) / 2
                case .trailing: width - lineWidth
                }
            return TextLine(string: string, x: x, baseline: Double(index) * pitch + Self.ascent, width: lineWidth, glyphs: [])
        }
        let height = strings.isEmpty ? 0 : Double(strings.count) * pitch - text.lineSpacing
        return TextLayout(
            size: Size(width: width, height: height), lines: lines, face: FontFace.forFont(text.font),
            fontSize: text.font.size)
    }

    private func wrap(_ paragraph: String, maxWidth: Double?) -> [String] {
        guard let maxWidth else { return [paragraph] }
        let perLine = max(1, Int((maxWidth / Self.advance).rounded(.down)))
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= perLine {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = Substring(word)
            while rest.count > perLine {
                lines.append(String(rest.prefix(perLine)))
                rest = rest.dropFirst(perLine)
            }
            current = String(rest)
        }
        lines.append(current)
        return lines
    }
}
