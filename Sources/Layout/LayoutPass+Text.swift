import Geometry
import Views

/// What the text measurer is asked: a width to wrap to (nil: unconstrained) and a line limit
/// replacing the text's own (nil: keep it).
struct TextKey: Equatable {
    var maxWidth: Double?
    var lineLimit: Int?
}

extension LayoutPass {
    /// The layout of text node `i` for `p`: wrapped to the proposed width (unconstrained when the
    /// width is unspecified or infinite); when a finite proposed height cannot hold every line,
    /// laid out again with as many lines as fit (at least one, never more than its own
    /// `lineLimit`), so it truncates like SwiftUI's text does in a short frame.
    func textLayout(_ i: Int, _ p: ProposedSize) -> TextLayout {
        // The entry first: measuring may grow the table, which must not be read before.
        let entry = textEntry(i, p)
        return textMemo[entry: entry]
    }

    /// The `textMemo` entry of `textLayout(i, p)`: its size is read in place, without copying
    /// the layout.
    func textEntry(_ i: Int, _ p: ProposedSize) -> Int {
        let maxWidth: Double? = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let entry = measuredEntry(i, TextKey(maxWidth: maxWidth, lineLimit: nil))
        guard let height = p.height, height.isFinite else { return entry }
        let size = textMemo[entry: entry].size
        let lineCount = textMemo[entry: entry].lines.count
        guard size.height > height, lineCount > 1 else { return entry }
        guard case .text(let text) = nodes[i].node.content else { return entry }
        // Lines are evenly pitched: n lines are n·pitch − lineSpacing tall.
        let count = Double(lineCount)
        let spacing = text.lineSpacing.finiteOrZero
        let pitch = (size.height + spacing) / count
        guard pitch > 0 else { return entry }
        let fitting = max(1, Int(((max(0, height) + spacing) / pitch + 1e-9).rounded(.down)))
        let limit = min(fitting, text.lineLimit ?? Int.max)
        guard limit < lineCount else { return entry }
        return measuredEntry(i, TextKey(maxWidth: maxWidth, lineLimit: limit))
    }
}
