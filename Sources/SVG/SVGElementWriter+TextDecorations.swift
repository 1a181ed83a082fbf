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

    /// A rich text's line (`index` in its layout) as one `<text>` per part in one style, each at
    /// its first glyph.
    func writeSegments(of line: TextLine, index: Int, in text: TextItem, animate: (TextPart) -> Void) {
        for (number, segment) in line.segments.enumerated() where !segment.string.isEmpty {
            let style = segment.style.map { text.layout.styles[$0] }
            let face = style?.face ?? text.layout.face
            let synthesizes =
                text.layout.fallbackFaces.contains(where: { !$0.synthesis.isNone && $0.custom != nil })
                && line.glyphs.contains(where: { $0.style == segment.style && $0.fallback.map { !text.layout.fallbackFaces[$0].synthesis.isNone } == true })
            startTextElement(
                at: Self.placement(of: line, segment: segment, in: text), family: text.layout.cssFamily(ofRun: segment.style), face: face,
                synthesizesFont: synthesizes)
            if let color = style?.color { paint(color, .fill, keepsOpacity: true) }
            animate(.segment(line: index, number))
            xml.text(segment.string)
            xml.endElement()
        }
    }

    /// Starts a `<text>` of a line or segment: where it starts, its font, and whether the viewer
    /// must fake bold or italic (`writeFontSynthesis`).
    func startTextElement(at placement: TextPlacement, family: String, face: FontFace, synthesizesFont: Bool) {
        xml.startElement("text")
        xml.attribute("xml:space", "preserve")
        xml.attribute("x", lengths.string(placement.x))
        xml.attribute("y", lengths.string(placement.y))
        xml.attribute("font-family", family)
        xml.attribute("font-size", lengths.string(placement.fontSize))
        if face.isBold { xml.attribute("font-weight", "bold") }
        if face.isItalic { xml.attribute("font-style", "italic") }
        if synthesizesFont { writeFontSynthesis() }
        if placement.letterSpacing != 0 { xml.attribute("letter-spacing", lengths.string(placement.letterSpacing)) }
    }

    /// `font-synthesis: weight style` on a `<text>` set in a scene's font that fakes bold or
    /// italic: the viewer then fakes them too, even inside a page that turned synthesis off.
    func writeFontSynthesis() {
        xml.attribute("style", "font-synthesis:weight style")
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
