import DisplayList
import Geometry
import Views

extension SVGElementWriter {
    /// Whether a text is written as a `<g>` holding its glyph outline and its underlines and
    /// strikethroughs (which may have colours of their own).
    func isDecoratedOutline(_ text: TextItem) -> Bool {
        text.outline != nil && !text.layout.decorations.isEmpty
    }

    /// Writes a text's underlines and strikethroughs inside its group as filled `<path>`s:
    /// in the text's colour (inherited) unless one has its own.
    func writeDecorations(of text: TextItem) {
        for decoration in text.layout.decorations {
            var path = Path()
            for rect in decoration.rects { path.addPath(Path(rect: rect.offsetBy(dx: text.origin.x, dy: text.origin.y))) }
            guard !path.isEmpty else { continue }
            startPath(path)
            // Its own opacity always: the group's fill-opacity would be inherited.
            if let color = decoration.color { paint(color, .fill, keepsOpacity: true) }
            end()
        }
    }
}
