/// Rewrites an untrusted SVG document into a safe one: only the allow-listed SVG 1.1 drawing
/// elements and presentation attributes survive (no script, event handler, `foreignObject`,
/// `image`, `style` element or external reference); a `style` attribute becomes the
/// presentation attributes it sets; `xlink:href` and `url(…)` must point at an id of the same
/// asset; every id is prefixed. The result is a standalone SVG 1.1 document.
struct SVGSanitizer {
    var limits: AssetLimits
    /// Put before every id (`<prefix>-<id>`).
    var idPrefix: String

    struct Result {
        var document: [UInt8]
        var width: Double
        var height: Double
    }

    func sanitize(_ bytes: [UInt8]) throws(AssetError) -> Result {
        let root = try SVGElement.parse(bytes, maxNodes: limits.maxSVGNodes, maxDepth: limits.maxSVGDepth)
        let size = try naturalSize(of: root)
        if size.width > Double(limits.maxImageSide) || size.height > Double(limits.maxImageSide)
            || Int(size.width.rounded(.up)) * Int(size.height.rounded(.up)) > limits.maxImagePixels
        {
            throw AssetError(
                .limit,
                "the SVG is \(SVGNumber.format(size.width))×\(SVGNumber.format(size.height)) points, more than limits.maxImageSide (\(limits.maxImageSide)) or limits.maxImagePixels (\(limits.maxImagePixels))"
            )
        }
        var ids = Set<String>()
        collectIDs(root, into: &ids)
        var kept = Set<String>()
        var cleaned = clean(root, ids: ids, kept: &kept, isRoot: true) ?? SVGElement(name: "svg", attributes: [], children: [])
        cleaned.attributes.removeAll { ["width", "height", "viewBox", "x", "y"].contains($0.name) }
        let viewBox = root.attribute("viewBox").flatMap(Self.viewBox)
            ?? [0, 0, size.width, size.height]
        guard viewBox.allSatisfy({ abs($0) <= Self.largest }), viewBox[2] >= Self.smallest, viewBox[3] >= Self.smallest else {
            throw AssetError("the SVG's viewBox (\(viewBox.map { String($0) }.joined(separator: " "))) reaches past ±\(Int(Self.largest)) or is narrower than \(Self.smallest)")
        }
        cleaned.attributes.insert(contentsOf: [
            ("xmlns", SVGElement.svgNamespace), ("xmlns:xlink", SVGElement.xlinkNamespace), ("version", "1.1"),
            ("width", SVGNumber.format(size.width)), ("height", SVGNumber.format(size.height)),
            ("viewBox", viewBox.map(SVGNumber.format).joined(separator: " ")),
        ], at: 0)
        try checkExpansion(cleaned)
        var output = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8)
        SVGSerializer.write(cleaned, to: &output)
        return Result(document: output, width: size.width, height: size.height)
    }

    // MARK: - Size

    /// The natural size: `width` and `height` in absolute units, else the `viewBox`'s.
    func naturalSize(of root: SVGElement) throws(AssetError) -> (width: Double, height: Double) {
        let box = root.attribute("viewBox").flatMap(Self.viewBox)
        let width = root.attribute("width").flatMap(Self.length) ?? box.map { $0[2] }
        let height = root.attribute("height").flatMap(Self.length) ?? box.map { $0[3] }
        guard let width, let height else {
            throw AssetError("the SVG needs width and height in absolute units, or a viewBox, to have a natural size")
        }
        guard width >= Self.smallest, height >= Self.smallest, width.isFinite, height.isFinite else {
            throw AssetError("the SVG's natural size is \(SVGNumber.format(width))×\(SVGNumber.format(height))")
        }
        return (width, height)
    }

    /// The sizes and viewBox numbers an asset may have: what four decimals write without
    /// rounding a size to 0 or a coordinate past what a viewer's single precision keeps.
    static let smallest = 0.0001, largest = 1e9

    /// A decimal number (SVG's syntax: no hexadecimal, `inf` or `nan`).
    static func number<Text: StringProtocol>(_ text: Text) -> Double? {
        let decimal = text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }
        return decimal ? Double(String(text)) : nil
    }

    /// A length in px (or unitless), pt, pc, in, cm or mm, as CSS pixels; nil for percentages,
    /// em and anything else.
    static func length(_ text: String) -> Double? {
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("pc", 16), ("in", 96), ("cm", 96 / 2.54), ("mm", 96 / 25.4)]
        let trimmed = text.trimmingCharacters(in: " \t\n\r")
        for (unit, scale) in units where trimmed.hasSuffix(unit) {
            return number(trimmed.dropLast(unit.count)).map { $0 * scale }
        }
        return number(trimmed)
    }

    static func viewBox(_ text: String) -> [Double]? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        let numbers = parts.compactMap { number($0) }
        guard numbers.count == 4, parts.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0 else {
            return nil
        }
        return numbers
    }

    // MARK: - Cleaning

    private func collectIDs(_ element: SVGElement, into ids: inout Set<String>) {
        guard Self.elements.contains(element.name) else { return }
        if let id = element.attribute("id") { ids.insert(id) }
        for case .element(let child) in element.children { collectIDs(child, into: &ids) }
    }

    /// `kept` holds the ids already written: a later element with the same id loses it, since
    /// `#id` names the first such element in a browser (and the DTD allows one).
    private func clean(_ element: SVGElement, ids: Set<String>, kept: inout Set<String>, isRoot: Bool = false) -> SVGElement? {
        guard Self.elements.contains(element.name), isRoot || element.name != "svg" else { return nil }
        var attributes: [(name: String, value: String)] = []
        let takesMarkers = Self.markedElements.contains(element.name)
        func add(_ name: String, _ value: String) {
            // Markers only where they draw: inherited, they would multiply unseen by the expansion check.
            if !takesMarkers && Self.markerProperties.contains(name) { return }
            attributes.removeAll { $0.name == name }
            attributes.append((name, value))
        }
        for (name, value) in element.attributes {
            if name == "id" {
                if kept.insert(value).inserted { add("id", prefixed(value)) }
            } else if name == "href" {
                guard Self.hrefElements.contains(element.name), value.hasPrefix("#"), ids.contains(String(value.dropFirst())) else { continue }
                add("xlink:href", "#" + prefixed(String(value.dropFirst())))
            } else if name == "style" {
                continue  // applied after the attributes: declarations win over attributes
            } else if let safe = safeValue(name, value, ids: ids) {
                add(name, safe)
            }
        }
        for (name, value) in Self.declarations(element.attribute("style") ?? "") {
            if let safe = safeValue(name, value, ids: ids, presentationOnly: true) { add(name, safe) }
        }
        var children: [SVGChild] = []
        for child in element.children {
            switch child {
            case .element(let e):
                if let cleaned = clean(e, ids: ids, kept: &kept) { children.append(.element(cleaned)) }
            case .text(let text):
                if Self.textElements.contains(element.name) { children.append(.text(text)) }
            }
        }
        return SVGElement(name: element.name, attributes: attributes, children: children)
    }

    /// The value to keep for an attribute, or nil to drop it.
    private func safeValue(_ name: String, _ value: String, ids: Set<String>, presentationOnly: Bool = false) -> String? {
        let isPresentation = Self.presentationAttributes.contains(name)
        guard isPresentation || (!presentationOnly && Self.geometryAttributes.contains(name)) else { return nil }
        let lowered = value.lowercased()
        if lowered.contains("url(") {
            guard Self.referenceAttributes.contains(name) else { return nil }
            // Only `url(#id)` to an element of this asset, optionally followed by a fallback colour.
            let trimmed = value.trimmingCharacters(in: " \t\n\r")
            guard trimmed.hasPrefix("url(#"), let close = trimmed.firstIndex(of: ")") else { return nil }
            let id = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 5)..<close])
                .trimmingCharacters(in: " \"'")
            let rest = trimmed[trimmed.index(after: close)...]
            guard ids.contains(id), !rest.contains("(") || rest.lowercased().hasPrefix(" rgb(") else { return nil }
            guard !rest.contains("url") else { return nil }
            return "url(#\(prefixed(id)))" + rest
        }
        // Nothing else that CSS could read as a function or escape.
        guard !value.contains("\\"), !lowered.contains("expression"), !value.contains("<") else { return nil }
        return value
    }

    private func prefixed(_ id: String) -> String { "\(idPrefix)-\(id)" }

    /// The `property: value` declarations of a style attribute, in order.
    static func declarations(_ style: String) -> [(String, String)] {
        style.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let property = declaration[..<colon].trimmingCharacters(in: " \t\n\r").lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: " \t\n\r")
            if value.hasSuffix("!important") { value = String(value.dropLast(10)).trimmingCharacters(in: " ") }
            return property.isEmpty || value.isEmpty ? nil : (property, value)
        }
    }

    // MARK: - Expansion

    /// Refuses a document that, its references followed, would draw more than `maxSVGNodes`
    /// elements (a "use bomb", or its kin through masks, clips, filters, patterns and markers), or
    /// whose references refer to themselves. A reference draws its target's elements once for each
    /// element that makes it (`use`, `xlink:href`, `url(#…)`); a `marker-mid` once for every vertex
    /// between a shape's ends, counted from above.
    private func checkExpansion(_ root: SVGElement) throws(AssetError) {
        var byID: [String: SVGElement] = [:]
        func index(_ e: SVGElement) {
            if let id = e.attribute("id"), byID[id] == nil { byID[id] = e }
            for case .element(let c) in e.children { index(c) }
        }
        index(root)
        var weights: [String: Int] = [:]
        var visiting = Set<String>()
        let cap = limits.maxSVGNodes
        func referenced(_ id: String, by e: SVGElement) throws(AssetError) -> Int {
            guard let target = byID[id] else { return 0 }
            if let known = weights[id] { return known }
            guard !visiting.contains(id) else {
                throw AssetError(e.name == "use" ? "the SVG's use elements refer to themselves" : "the SVG's references (url(#…), xlink:href) refer to themselves")
            }
            visiting.insert(id)
            let w = try weight(target)
            visiting.remove(id)
            weights[id] = w
            return w
        }
        func weight(_ e: SVGElement) throws(AssetError) -> Int {
            var total = 1
            for case .element(let c) in e.children {
                total = min(cap + 1, total + (try weight(c)))
            }
            for (name, value) in e.attributes {
                let id: String
                if name == "xlink:href", value.hasPrefix("#") {
                    id = String(value.dropFirst())
                } else if Self.referenceAttributes.contains(name), let target = Self.urlTarget(value) {
                    id = target
                } else {
                    continue
                }
                let w = try referenced(id, by: e)
                let times = name == "marker-mid" ? max(0, Self.vertexBound(of: e) - 2) : 1
                total = min(cap + 1, total + min(cap + 1, w * min(times, cap + 1)))
            }
            return total
        }
        if try weight(root) > cap {
            throw AssetError(.limit, "the SVG, its references followed (use, url(#…), markers), draws more than \(cap) elements (limits.maxSVGNodes)")
        }
    }

    /// The id of a sanitised `url(#id)` value.
    private static func urlTarget(_ value: String) -> String? {
        guard value.hasPrefix("url(#"), let close = value.firstIndex(of: ")") else { return nil }
        return String(value[value.index(value.startIndex, offsetBy: 5)..<close])
    }

    /// At least the vertices of a shape that takes markers: one per number or command letter of
    /// its `d` or `points` (a vertex needs one of either), 2 for a `line`.
    static func vertexBound(of e: SVGElement) -> Int {
        if e.name == "line" { return 2 }
        guard let data = e.attribute(e.name == "path" ? "d" : "points") else { return 0 }
        var count = 0
        var previousWasDigit = false
        for byte in data.utf8 {
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if isDigit && !previousWasDigit { count += 1 }
            if !isDigit, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E"),
               (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { count += 1 }
            previousWasDigit = isDigit
        }
        return count
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let chars = Set(set)
        var s = Substring(self)
        while let c = s.first, chars.contains(c) { s.removeFirst() }
        while let c = s.last, chars.contains(c) { s.removeLast() }
        return String(s)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}

enum SVGNumber {
    /// At most 4 decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}

/// Writes a cleaned element tree as XML, escaping every text and attribute value.
enum SVGSerializer {
    static func write(_ element: SVGElement, to output: inout [UInt8]) {
        output += Array("<\(element.name)".utf8)
        for (name, value) in element.attributes {
            output += Array(" \(name)=\"".utf8)
            escape(value, attribute: true, to: &output)
            output.append(UInt8(ascii: "\""))
        }
        if element.children.isEmpty {
            output += Array("/>".utf8)
            return
        }
        output.append(UInt8(ascii: ">"))
        for child in element.children {
            switch child {
            case .element(let e): write(e, to: &output)
            case .text(let t): escape(t, attribute: false, to: &output)
            }
        }
        output += Array("</\(element.name)>".utf8)
    }

    private static func escape(_ text: String, attribute: Bool, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output += Array("&amp;".utf8)
            case UInt8(ascii: "<"): output += Array("&lt;".utf8)
            case UInt8(ascii: ">"): output += Array("&gt;".utf8)
            case UInt8(ascii: "\"") where attribute: output += Array("&quot;".utf8)
            case 0x0A where attribute: output += Array("&#10;".utf8)
            case 0x0D: output += Array("&#13;".utf8)
            case 0x09 where attribute: output += Array("&#9;".utf8)
            default: output.append(byte)
            }
        }
    }
}
