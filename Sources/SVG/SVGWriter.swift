import DisplayList
import Geometry
import Views

/// Writes a display list as a static SVG 1.1 document.
///
/// Output is deterministic: the same list gives the same bytes. Nothing in it refers outside the
/// document; the only references are `url(#…)` to clip paths it defines, named with `idPrefix` so
/// that several SVGs can be inlined in one page.
public struct SVGWriter: Sendable {
    public var precision: Int
    public var idPrefix: String

    public init(precision: Int = 2, idPrefix: String = "z") {
        self.precision = precision
        self.idPrefix = idPrefix
    }

    public func write(_ list: DisplayList) -> [UInt8] {
        var context = Context(format: SVGNumberFormatter(precision: precision), idPrefix: idPrefix)
        let xml = XMLWriter()
        xml.startElement("svg")
        xml.attribute("xmlns", "http://www.w3.org/2000/svg")
        xml.attribute("version", "1.1")
        xml.attribute("width", context.number(list.size.width))
        xml.attribute("height", context.number(list.size.height))
        xml.attribute("viewBox", "0 0 \(context.number(list.size.width)) \(context.number(list.size.height))")
        if let background = list.background, !background.isClear {
            xml.startElement("rect")
            xml.attribute("width", "100%")
            xml.attribute("height", "100%")
            context.writePaint(background, color: "fill", opacity: "fill-opacity", to: xml)
            xml.endElement()
        }
        for item in list.items { context.write(item, to: xml) }
        xml.endElement()
        return xml.finish()
    }

    struct Context {
        let format: SVGNumberFormatter
        let idPrefix: String
        var clipCount = 0

        func number(_ value: Double) -> String { format.string(value) }

        /// A NUL-terminated attribute value of digits, signs and command letters.
        func numberBytes(_ value: Double) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(12)
            format.append(value, to: &bytes)
            bytes.append(0)
            return bytes
        }

        /// The NUL-terminated `d` of a path.
        func pathBytes(_ path: Path) -> [UInt8] {
            format.pathData(path, terminated: true)
        }

        mutating func write(_ item: DisplayItem, to xml: XMLWriter) {
            switch item {
            case .group(let group): write(group, to: xml)
            case .shape(let shape): write(shape, to: xml)
            case .text(let text): write(text, to: xml)
            }
        }

        mutating func write(_ group: DisplayGroup, to xml: XMLWriter) {
            switch group.effect {
            case .transform(let t):
                xml.startElement("g")
                var matrix = Array("matrix(".utf8)
                for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                    if index > 0 { matrix.append(UInt8(ascii: " ")) }
                    format.append(value, to: &matrix)
                }
                matrix.append(contentsOf: [UInt8(ascii: ")"), 0])
                xml.generatedAttribute("transform", matrix)
            case .opacity(let opacity):
                xml.startElement("g")
                xml.generatedAttribute("opacity", numberBytes(opacity))
            case .clip(let path):
                let id = "\(idPrefix)c\(clipCount)"
                clipCount += 1
                xml.startElement("defs")
                xml.startElement("clipPath")
                xml.attribute("id", id)
                xml.startElement("path")
                xml.generatedAttribute("d", pathBytes(path))
                xml.endElement()
                xml.endElement()
                xml.endElement()
                xml.startElement("g")
                xml.attribute("clip-path", "url(#\(id))")
            }
            for child in group.children { write(child, to: xml) }
            xml.endElement()
        }

        func write(_ shape: ShapeItem, to xml: XMLWriter) {
            xml.startElement("path")
            xml.generatedAttribute("d", pathBytes(shape.path))
            if let fill = shape.fill {
                writePaint(fill, color: "fill", opacity: "fill-opacity", to: xml)
            } else {
                xml.attribute("fill", "none")
            }
            if let stroke = shape.stroke {
                writePaint(stroke.color, color: "stroke", opacity: "stroke-opacity", to: xml)
                xml.generatedAttribute("stroke-width", numberBytes(stroke.lineWidth))
            }
            xml.endElement()
        }

        func write(_ text: TextItem, to xml: XMLWriter) {
            if let outline = text.outline {
                guard !outline.isEmpty else { return }
                xml.startElement("path")
                xml.generatedAttribute("d", pathBytes(outline))
                writePaint(text.color, color: "fill", opacity: "fill-opacity", to: xml)
                xml.endElement()
                return
            }
            let face = text.layout.face
            for line in text.layout.lines where !line.string.isEmpty {
                xml.startElement("text")
                xml.attribute("xml:space", "preserve")
                xml.attribute("x", number(text.origin.x + line.x))
                xml.attribute("y", number(text.origin.y + line.baseline))
                xml.attribute("font-family", face.cssFamily)
                xml.attribute("font-size", number(text.layout.fontSize))
                if face.isBold { xml.attribute("font-weight", "bold") }
                if face.isItalic { xml.attribute("font-style", "italic") }
                writePaint(text.color, color: "fill", opacity: "fill-opacity", to: xml)
                xml.text(line.string)
                xml.endElement()
            }
        }

        func writePaint(_ color: Color, color name: StaticString, opacity opacityName: StaticString, to xml: XMLWriter) {
            xml.generatedAttribute(name, Self.hex(color))
            if color.opacity < 1 {
                xml.generatedAttribute(opacityName, numberBytes(max(0, color.opacity)))
            }
        }

        static let hexDigits = Array("0123456789abcdef".utf8)

        /// `#rrggbb` of the colour's sRGB components, each clamped to 0…255, NUL-terminated.
        static func hex(_ color: Color) -> [UInt8] {
            var bytes: [UInt8] = [UInt8(ascii: "#")]
            bytes.reserveCapacity(8)
            for component in [color.red, color.green, color.blue] {
                let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
                bytes.append(hexDigits[value >> 4])
                bytes.append(hexDigits[value & 15])
            }
            bytes.append(0)
            return bytes
        }
    }
}
