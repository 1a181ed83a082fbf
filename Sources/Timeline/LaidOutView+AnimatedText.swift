import Geometry
import Layout
import Views

extension LaidOutView {
    /// A text whose font size, kerning or tracking is between two values (an animation reads
    /// them from their tracks) laid out again with them, so that the glyphs grow and spread as
    /// SwiftUI's animatable text does; `target` is the view as laid out (final values). The
    /// lines break where they break at the final values: a text that did not wrap is laid out
    /// unconstrained, a wrapped one in the final width scaled with the size (plus the added
    /// spacing), and never to more lines than it had. A rich text's runs scale by the text's
    /// size over its final size.
    public mutating func relayOutAnimatedText(from target: LaidOutView, measurer: any TextMeasuring) {
        guard case .text(var text) = node.content, case .text(let final) = target.node.content, let layout = target.text,
            text.font.size != final.font.size || text.styling.kerning != final.styling.kerning
                || text.styling.tracking != final.styling.tracking
        else { return }
        text.font.size = max(0, text.font.size.finiteOrZero)
        text.styling.kerning = text.styling.kerning.finiteOrZero
        text.styling.tracking = text.styling.tracking.finiteOrZero
        // A rich text's runs were resolved at the final size: each grows with the text.
        if final.font.size > 0, text.font.size != final.font.size {
            let ratio = text.font.size / final.font.size
            for index in text.runs.indices where index < final.runs.count { text.runs[index].font.size = final.runs[index].font.size * ratio }
        }
        node.content = .text(text)
        let paragraphs = final.string.split(separator: "\n", omittingEmptySubsequences: false).count
        var maxWidth: Double?
        if layout.lines.count > paragraphs, final.font.size > 0 {
            let glyphs = layout.lines.map(\.glyphs.count).max() ?? 0
            let added = (text.styling.kerning - final.styling.kerning) + (text.styling.tracking - final.styling.tracking)
            maxWidth = layout.size.width * text.font.size / final.font.size + max(0, added) * Double(glyphs) + 1e-6
        }
        var limited = text
        limited.lineLimit = min(text.lineLimit ?? Int.max, max(1, layout.lines.count))
        self.text = measurer.layout(limited, maxWidth: maxWidth, source: node.source)
    }
}

extension Double {
    fileprivate var finiteOrZero: Double { isFinite ? self : 0 }
}
