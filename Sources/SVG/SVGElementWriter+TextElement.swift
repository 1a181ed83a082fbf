import DisplayList
import Geometry
import Views

extension SVGElementWriter {
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
}
