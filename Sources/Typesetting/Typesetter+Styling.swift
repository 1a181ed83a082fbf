import Geometry
import Views

extension Typesetter {
    /// The most `allowsTightening` takes from the space after each cluster, in ems (SwiftUI
    /// publishes no figure: docs/deviations.md).
    public static let tighteningLimit = 0.05
    /// Bisection steps for the tightening and the font size of text that does not fit.
    static let fittingSteps = 16
    /// The most dashes of a patterned underline or strikethrough on one line.
    public static let maxDashes = 1000

    /// The layout of `text` after its `textCase`; text that has to be cut is first tightened
    /// (`allowsTightening`: the least tightening that fits, up to ``tighteningLimit`` em), then
    /// shrunk (`minimumScaleFactor`: the largest size down to that factor at which it fits,
    /// still tightened as much as allowed); what still does not fit is cut at the smallest size.
    func makeLayout(_ text: ResolvedText, maxWidth: Double?) -> TextLayout {
        var text = text
        let styling = text.styling
        if let textCase = styling.textCase {
            func changed(_ string: Substring) -> String { textCase == .uppercase ? string.uppercased() : string.lowercased() }
            if text.runs.isEmpty {
                text.string = changed(text.string[...])
            } else {
                // Case mapping may change a run's length ("ß" → "SS"): each run on its own.
                var string = "", start = text.string.utf8.startIndex
                for index in text.runs.indices {
                    let end = text.string.utf8.index(start, offsetBy: text.runs[index].length, limitedBy: text.string.utf8.endIndex)
                        ?? text.string.utf8.endIndex
                    let piece = changed(text.string[start..<end])
                    text.runs[index].length = piece.utf8.count
                    string += piece
                    start = end
                }
                text.string = string + changed(text.string[start...])
            }
        }
        let size = text.font.size
        let full = attempt(text, maxWidth: maxWidth, fontSize: size)
        guard full.isCut else { return full.layout }
        let factor = styling.minimumScaleFactor.isFinite ? min(max(styling.minimumScaleFactor, 0), 1) : 1
        guard styling.allowsTightening || factor < 1 else { return full.layout }

        func tightening(at size: Double) -> Double { styling.allowsTightening ? Self.tighteningLimit * size : 0 }
        if styling.allowsTightening {
            let most = attempt(text, maxWidth: maxWidth, fontSize: size, tightening: tightening(at: size))
            if !most.isCut {
                let amount = Self.smallestFitting(0, tightening(at: size)) {
                    !attempt(text, maxWidth: maxWidth, fontSize: size, tightening: $0).isCut
                }
                return attempt(text, maxWidth: maxWidth, fontSize: size, tightening: amount).layout
            }
        }
        guard factor < 1 else { return full.layout }
        let smallest = size * factor
        let least = attempt(text, maxWidth: maxWidth, fontSize: smallest, tightening: tightening(at: smallest))
        guard !least.isCut else { return least.layout }
        // The largest size that fits: the smallest "size below which it fits" from the top.
        let fitting = -Self.smallestFitting(-size, -smallest) {
            !attempt(text, maxWidth: maxWidth, fontSize: -$0, tightening: tightening(at: -$0)).isCut
        }
        return attempt(text, maxWidth: maxWidth, fontSize: fitting, tightening: tightening(at: fitting)).layout
    }

    /// The smallest value in `low…high` for which `fits` holds, to ``fittingSteps`` halvings,
    /// given that it holds at `high` (monotone: it holds above any value where it holds).
    static func smallestFitting(_ low: Double, _ high: Double, fits: (Double) -> Bool) -> Double {
        if fits(low) { return low }
        var low = low, high = high
        for _ in 0..<fittingSteps {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// The underline and strikethrough of each line with text: from the line's start to the end
    /// of its last cluster, raised with the glyphs, dashed by the pattern in multiples of the
    /// stroke's thickness.
    func decorations(of lines: [TextLine], styling: TextStyling, metrics: DecorationMetrics, scale: Double) -> [TextDecorationLine] {
        var result: [TextDecorationLine] = []
        let raise = styling.baselineOffset.isFinite ? styling.baselineOffset : 0
        let strokes: [(TextDecoration?, Int, Int)] = [
            (styling.underline, metrics.underlineTop, metrics.underlineThickness),
            (styling.strikethrough, metrics.strikethroughTop, metrics.strikethroughThickness),
        ]
        for (decoration, top, thickness) in strokes {
            guard let decoration else { continue }
            let height = Double(thickness) * scale
            var rects: [Rect] = []
            for line in lines where !line.string.isEmpty && line.width > 0 {
                let y = line.baseline - raise - Double(top) * scale
                rects += Self.dashes(from: line.x, length: line.width, y: y, thickness: height, pattern: decoration.pattern)
            }
            if !rects.isEmpty { result.append(TextDecorationLine(rects: rects, color: decoration.color)) }
        }
        return result
    }

    /// The rectangles of a stroke from `x` along `length`: one for a solid line, else the "on"
    /// parts of the pattern repeated (the last cut at the end).
    static func dashes(from x: Double, length: Double, y: Double, thickness: Double, pattern: LinePattern) -> [Rect] {
        var lengths = pattern.dashes.map { $0 * thickness }
        let period = lengths.reduce(0, +)
        guard !lengths.isEmpty, period > 0, length.isFinite else {
            return [Rect(x: x, y: y, width: length, height: thickness)]
        }
        // At most `maxDashes` dashes a line: a longer pattern is stretched.
        let periods = length / period, perPeriod = Double(lengths.count / 2)
        if periods * perPeriod > Double(Self.maxDashes) {
            let stretch = periods * perPeriod / Double(Self.maxDashes)
            lengths = lengths.map { $0 * stretch }
        }
        var rects: [Rect] = []
        var position = 0.0, index = 0
        while position < length {
            let dash = lengths[index % lengths.count]
            if index % 2 == 0 { rects.append(Rect(x: x + position, y: y, width: min(dash, length - position), height: thickness)) }
            position += dash
            index += 1
        }
        return rects
    }
}
