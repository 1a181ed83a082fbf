import DisplayList
import Geometry
import Views

extension SVGElementWriter {
    /// Whether a text is written as a `<g>` holding its glyph outline and its underlines and
    /// strikethroughs (which may have colours of their own).
    func isDecoratedOutline(_ text: TextItem) -> Bool {
        text.outline != nil && (!text.layout.decorations.isEmpty || !text.runOutlines.isEmpty || !text.glyphImages.isEmpty)
    }

    /// The glyphs of a rich text's coloured runs, a `<path>` per colour.
    func writeRunOutlines(of text: TextItem) {
        for run in text.runOutlines where !run.path.isEmpty {
            startPath(run.path)
            paint(run.color, .fill, keepsOpacity: true)
            end()
        }
    }

    /// The text's colour glyphs: each a rectangle `<path>` over its box filled with the image's
    /// pattern (defined once per image, as for image views).
    func writeGlyphImages(of text: TextItem) {
        for image in text.glyphImages {
            let id = imageDefinition(ImageView(asset: image.asset, isResizable: true), asMask: false)
            startPath(Path(rect: image.frame))
            xml.attribute("fill", "url(#\(id))")
            end()
        }
    }

    /// A rich text's line as one `<text>` per part in one style, each at its first glyph.
    func writeSegments(of line: TextLine, in text: TextItem) {
        for segment in line.segments where !segment.string.isEmpty {
            let style = segment.style.map { text.layout.styles[$0] }
            let face = style?.face ?? text.layout.face
            xml.startElement("text")
            xml.attribute("xml:space", "preserve")
            xml.attribute("x", lengths.string(text.origin.x + line.x + segment.x))
            xml.attribute("y", lengths.string(text.origin.y + line.baseline - text.layout.baselineOffset))
            xml.attribute("font-family", text.layout.cssFamily(ofRun: segment.style))
            xml.attribute("font-size", lengths.string(style?.fontSize ?? text.layout.fontSize))
            if face.isBold { xml.attribute("font-weight", "bold") }
            if face.isItalic { xml.attribute("font-style", "italic") }
            if text.layout.fallbackFaces.contains(where: { !$0.synthesis.isNone && $0.custom != nil }),
                line.glyphs.contains(where: { $0.style == segment.style && $0.fallback.map { !text.layout.fallbackFaces[$0].synthesis.isNone } == true })
            {
                writeFontSynthesis()
            }
            if text.layout.letterSpacing != 0 { xml.attribute("letter-spacing", lengths.string(text.layout.letterSpacing)) }
            if let color = style?.color { paint(color, .fill, keepsOpacity: true) }
            xml.text(segment.string)
            xml.endElement()
        }
    }

    /// `font-synthesis: weight style` on a `<text>` set in a scene's font that fakes bold or
    /// italic: the viewer then fakes them too, even inside a page that turned synthesis off.
    func writeFontSynthesis() {
        xml.attribute("style", "font-synthesis:weight style")
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
