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
    func textLayout(_ i: Int, _ text: ResolvedText, _ p: ProposedSize) -> TextLayout {
        let maxWidth: Double? = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let layout = measured(i, text, TextKey(maxWidth: maxWidth, lineLimit: nil))
        guard let height = p.height, height.isFinite, layout.size.height > height, layout.lines.count > 1 else {
            return layout
        }
        // Lines are evenly pitched: n lines are n·pitch − lineSpacing tall.
        let count = Double(layout.lines.count)
        let spacing = text.lineSpacing.finiteOrZero
        let pitch = (layout.size.height + spacing) / count
        guard pitch > 0 else { return layout }
        let fitting = max(1, Int(((max(0, height) + spacing) / pitch + 1e-9).rounded(.down)))
        let limit = min(fitting, text.lineLimit ?? Int.max)
        guard limit < layout.lines.count else { return layout }
        return measured(i, text, TextKey(maxWidth: maxWidth, lineLimit: limit))
    }
}
