import CLibXML2

/// An SVG document read by libxml2 into plain values: elements with their attributes and text,
/// namespaces resolved to `svg`/`xlink` or dropped. No DTD is loaded, no entity is substituted
/// and nothing is fetched; a document that declares entities is refused before libxml2 sees it.
struct SVGElement {
    var name: String
    /// Attributes in document order; `xlink:href` is named `href`.
    var attributes: [(name: String, value: String)]
    var children: [SVGChild]
}

enum SVGChild {
    case element(SVGElement)
    case text(String)
}

extension SVGElement {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    private static let initialised: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `bytes`, counting elements, attributes and text nodes against `maxNodes` and
    /// nesting against `maxDepth`.
    static func parse(_ bytes: [UInt8], maxNodes: Int, maxDepth: Int) throws(AssetError) -> SVGElement {
        _ = initialised
        if let encoding = otherEncoding(bytes) {
            throw AssetError("the SVG is encoded in \(encoding); SVG assets must be UTF-8")
        }
        if containsEntityDeclaration(bytes) {
            throw AssetError("the SVG declares entities (<!ENTITY); entities are not allowed in SVG assets")
        }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
        guard let document = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    // UTF-8 whatever the document declares: the entity check above read its bytes as UTF-8.
                    xmlReadMemory($0, Int32(buffer.count), "asset.svg", "UTF-8", options)
                }
            }
        }) else {
            throw AssetError("the SVG is not well-formed XML" + lastParserError())
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw AssetError("the SVG has no root element") }
        var budget = maxNodes
        guard let element = try convert(root, depth: 1, maxDepth: maxDepth, budget: &budget, maxNodes: maxNodes) else {
            throw AssetError("the SVG's root element is not an svg element in the SVG namespace")
        }
        guard element.name == "svg" else {
            throw AssetError("the SVG's root element is <\(element.name)>, not <svg>")
        }
        return element
    }

    /// The encoding the first bytes show when it is not UTF-8 (a UTF-16 or UTF-32 byte order
    /// mark, or `<` spread over two or four bytes), where `<!ENTITY` would not be seen in them.
    private static func otherEncoding(_ bytes: [UInt8]) -> String? {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 1, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, 0x3C): return "UTF-32BE"
        case (0xFF, 0xFE, 0x00, 0x00), (0x3C, 0x00, 0x00, 0x00): return "UTF-32LE"
        case (0xFE, 0xFF, _, _), (0x00, 0x3C, _, _): return "UTF-16BE"
        case (0xFF, 0xFE, _, _), (0x3C, 0x00, _, _): return "UTF-16LE"
        default: return nil
        }
    }

    /// Whether the bytes hold `<!ENTITY`, in any case: refused up front, so that no entity is
    /// ever parsed, let alone expanded.
    private static func containsEntityDeclaration(_ bytes: [UInt8]) -> Bool {
        let pattern = Array("<!ENTITY".utf8)
        guard bytes.count >= pattern.count else { return false }
        for i in 0...(bytes.count - pattern.count) where bytes[i] == UInt8(ascii: "<") && bytes[i + 1] == UInt8(ascii: "!") {
            var matches = true
            for j in 2..<pattern.count where bytes[i + j] & 0xDF != pattern[j] {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }

    private static func convert(
        _ node: xmlNodePtr, depth: Int, maxDepth: Int, budget: inout Int, maxNodes: Int
    ) throws(AssetError) -> SVGElement? {
        guard depth <= maxDepth else {
            throw AssetError(.limit, "the SVG nests elements more than \(maxDepth) deep (limits.maxSVGDepth)")
        }
        try spend(&budget, maxNodes)
        guard let namespace = node.pointee.ns.flatMap({ string($0.pointee.href) }), namespace == svgNamespace else {
            return nil
        }
        var element = SVGElement(name: string(node.pointee.name) ?? "", attributes: [], children: [])
        var attribute = node.pointee.properties
        while let a = attribute {
            try spend(&budget, maxNodes)
            let ns = a.pointee.ns.flatMap { string($0.pointee.href) }
            let name = string(a.pointee.name) ?? ""
            if ns == nil || (ns == xlinkNamespace && name == "href") {
                // The value's text nodes (entity references, never expanded, are left out).
                var value = ""
                var part = a.pointee.children
                while let p = part {
                    if p.pointee.type == XML_TEXT_NODE, let text = string(p.pointee.content) { value += text }
                    part = p.pointee.next
                }
                element.attributes.append((name, value))
            }
            attribute = a.pointee.next
        }
        var child = node.pointee.children
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE:
                if let converted = try convert(c, depth: depth + 1, maxDepth: maxDepth, budget: &budget, maxNodes: maxNodes) {
                    element.children.append(.element(converted))
                }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                try spend(&budget, maxNodes)
                if let text = c.pointee.content.flatMap({ string($0) }) { element.children.append(.text(text)) }
            default:
                break  // comments, processing instructions, entity references: dropped
            }
            child = c.pointee.next
        }
        return element
    }

    /// libxml2's message for the failed parse on this thread, as `: <message> (line N)`.
    private static func lastParserError() -> String {
        guard let error = xmlGetLastError(), let message = error.pointee.message else { return "" }
        let text = String(cString: message).trimmingCharacters(in: " \n\r\t")
        guard !text.isEmpty else { return "" }
        return ": \(String(text.prefix(200))) (line \(error.pointee.line))"
    }

    private static func spend(_ budget: inout Int, _ maxNodes: Int) throws(AssetError) {
        budget -= 1
        guard budget >= 0 else {
            throw AssetError(.limit, "the SVG has more than \(maxNodes) elements, attributes and texts (limits.maxSVGNodes)")
        }
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    func attribute(_ name: String) -> String? {
        attributes.first(where: { $0.name == name })?.value
    }
}
