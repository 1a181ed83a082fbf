import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The element and attribute names of an SVG document, read by a real XML parser: what the
/// safety tests check, since escaped user text may legitimately contain "href" as characters.
struct SVGStructure {
    var elements: Set<String> = []
    var attributes: Set<String> = []
    var text = ""

    init(_ svg: [UInt8]) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(svg))
        parser.delegate = collector
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        elements = collector.elements
        attributes = collector.attributes
        text = collector.text
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: Set<String> = []
        var attributes: Set<String> = []
        var text = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes attributeDict: [String: String]
        ) {
            elements.insert(elementName)
            attributes.formUnion(attributeDict.keys)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }
    }

    /// The only elements a Zoetrope SVG may contain: a static one's, plus the style sheet of CSS
    /// keyframes and SMIL's animation elements.
    static let allowedElements: Set<String> = [
        "svg", "g", "path", "rect", "text", "defs", "clipPath", "style", "animate", "animateTransform",
        // Images: a pattern holding an <image> of a data: URI; a template image's mask of the
        // image's alpha (made white by a filter).
        "pattern", "image", "filter", "feColorMatrix", "mask",
        // Gradient paints: definitions in <defs>, never with an href to another gradient.
        "linearGradient", "radialGradient", "stop",
        // Shadows and blurs: filter primitives that read only the element's own picture (never
        // feImage, which can load a resource).
        "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge", "feMergeNode",
        "feComponentTransfer", "feFuncA",
        // Masks: angular gradient strokes and the mask modifier (content drawn in the document).
        "mask",
    ]
}
