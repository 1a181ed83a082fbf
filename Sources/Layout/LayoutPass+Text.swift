import Geometry
import Views

extension LayoutPass {
    /// Lays `text` out for `p`: wrapped to the proposed width (unconstrained when the width is
    /// unspecified or infinite); when a finite proposed height cannot hold every line, laid out
    /// again with as many lines as fit (at least one, never more than its own `lineLimit`), so it
    /// truncates like SwiftUI's text does in a short frame.
    func measureText(_ text: ResolvedText, _ p: ProposedSize) -> TextLayout {
        let maxWidth: Double? = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let layout = measurer.layout(text, maxWidth: maxWidth)
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
        var truncated = text
        truncated.lineLimit = limit
        return measurer.layout(truncated, maxWidth: maxWidth)
    }
}
