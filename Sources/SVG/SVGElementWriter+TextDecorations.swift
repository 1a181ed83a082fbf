import DisplayList
import Geometry
import Views

extension SVGElementWriter {
    /// Whether a text drawn as outlines is a `<g>` of parts (`TextPart`) rather than one `<path>`.
    public static func drawsGroup(_ text: TextItem) -> Bool {
        text.outline != nil && (!text.layout.decorations.isEmpty || !text.runOutlines.isEmpty || !text.glyphImages.isEmpty)
    }

    /// The glyphs of a rich text's coloured runs, a `<path>` per run.
    func writeRunOutlines(of text: TextItem, animate: (TextPart) -> Void) {
        for (index, run) in text.runOutlines.enumerated() where !run.path.isEmpty {
            startPath(run.path)
            paint(run.color, .fill, keepsOpacity: true)
            animate(.run(index))
            end()
        }
    }

    /// The text's colour glyphs: each a rectangle `<path>` over its box filled with the image's
    /// pattern (defined once per image, as for image views).
    func writeGlyphImages(of text: TextItem, animate: (TextPart) -> Void) {
        for (index, image) in text.glyphImages.enumerated() {
            let id = imageDefinition(ImageView(asset: image.asset, isResizable: true), asMask: false)
            startPath(Path(rect: image.frame))
            xml.attribute("fill", "url(#\(id))")
            animate(.glyphImage(index))
            end()
        }
    }

    /// Writes a text's underlines and strikethroughs inside its group as filled `<path>`s:
    /// in the text's colour (inherited) unless one has its own.
    func writeDecorations(of text: TextItem, animate: (TextPart) -> Void) {
        for (index, decoration) in text.layout.decorations.enumerated() {
            let path = Self.outline(of: decoration, in: text)
            guard !path.isEmpty else { continue }
            startPath(path)
            // Its own opacity always: the group's fill-opacity would be inherited.
            if let color = decoration.color { paint(color, .fill, keepsOpacity: true) }
            animate(.decoration(index))
            end()
        }
    }
}
