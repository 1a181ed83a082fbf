import DisplayList
import Views

extension SVGElementWriter {
    /// Before the first `<text>` in a scene's font, a `<style>` whose `@font-face` rule defines
    /// the font's scene name from its bytes (a `data:` URI: the document stays self-contained).
    /// Each font is embedded once per document.
    func embedFonts(of text: TextItem) {
        for font in text.layout.customFonts where !embeddedFonts.contains(font) {
            embeddedFonts.insert(font)
            let format = font.dataURI.hasPrefix("data:font/otf") ? "opentype" : "truetype"
            xml.startElement("style")
            xml.attribute("type", "text/css")
            xml.text("@font-face{font-family:\(font.cssFamily);src:url(\(font.dataURI)) format('\(format)')}")
            xml.endElement()
        }
    }
}
