import Geometry
import Views

/// `padding`, `frame`, `offset`, `position`, `fixedSize`.
extension SceneDecoder {
    /// SwiftUI's default padding.
    static let defaultPadding = 16.0

    static let paddingEdgeKeys = ["top", "leading", "bottom", "trailing", "horizontal", "vertical"]

    /// `16`, `"expr"`, `true`, `{}`, `"horizontal"`, `{"edges": …, "length": …}` or
    /// `{"top": …, "leading": …, …}`.
    mutating func padding(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        let zero = Dynamic<Double>.constant(0)
        func insets(_ edges: Edge.Set, _ length: Dynamic<Double>) -> SceneModifier {
            .padding(
                EdgeInsetsProperty(
                    top: edges.contains(.top) ? length : zero, leading: edges.contains(.leading) ? length : zero,
                    bottom: edges.contains(.bottom) ? length : zero, trailing: edges.contains(.trailing) ? length : zero))
        }
        switch json {
        case .bool(true):
            return insets(.all, .constant(Self.defaultPadding))
        case .string(let source) where isIdentifier(source) && !scope.declares(source) && Edge.Set.value(named: source) != nil:
            return insets(Edge.Set.value(named: source)!, .constant(Self.defaultPadding))
        case .number, .string:
            return number(json, at: path, subject: "padding", scope: scope).map { insets(.all, $0) }
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            let hasEdges = reader.has("edges")
            if hasEdges || reader.has("length") {
                // Keys are unique: an object of no more than `edges` and `length` holds no edge's.
                let onlyForm = members.count == 1 || (members.count == 2 && hasEdges && reader.has("length"))
                if !onlyForm, let edgeKey = Self.paddingEdgeKeys.first(where: reader.has) {
                    let form = hasEdges ? "edges" : "length"
                    log.record(
                        .invalid(
                            "padding takes edges and length (.padding(_:_:)) or lengths per edge (EdgeInsets), not both, got \(quoted(form)) and \(quoted(edgeKey)); write {\"padding\": {\"edges\": [\"top\", \"leading\"], \"length\": 8}} for one length, or {\"padding\": {\"top\": 8, \"leading\": 4}} for each edge its own"
                        ), at: path)
                    return nil
                }
                defer { finish(reader, subject: "padding", allowed: ["edges", "length"]) }
                var edges: Edge.Set? = .all
                if let (value, edgesPath) = reader.take("edges") { edges = edgeSet(value, at: edgesPath) }
                var length: Dynamic<Double>? = .constant(Self.defaultPadding)
                if let (value, lengthPath) = reader.take("length") {
                    length = number(value, at: lengthPath, subject: "padding.length", scope: scope)
                }
                guard let edges, let length else { return nil }
                return insets(edges, length)
            }
            if members.isEmpty { return insets(.all, .constant(Self.defaultPadding)) }
            defer { finish(reader, subject: "padding", allowed: Self.paddingEdgeKeys + ["edges", "length"]) }
            var values: [Edge: Dynamic<Double>] = [:]
            var valid = true
            for key in reader.keys where Self.paddingEdgeKeys.contains(key) {
                let (value, edgePath) = reader.take(key)!
                guard let length = number(value, at: edgePath, subject: "padding.\(key)", scope: scope) else {
                    valid = false
                    continue
                }
                for edge in Edge.allCases where Edge.Set.value(named: key)!.contains(Edge.Set.value(named: edge.rawValue)!) {
                    if values[edge] != nil {
                        log.record(.invalid("padding.\(key) sets the \(edge.rawValue) edge a second time"), at: edgePath)
                        valid = false
                    }
                    values[edge] = length
                }
            }
            guard valid else { return nil }
            return .padding(
                EdgeInsetsProperty(
                    top: values[.top] ?? zero, leading: values[.leading] ?? zero, bottom: values[.bottom] ?? zero,
                    trailing: values[.trailing] ?? zero))
        default:
            log.record(
                .typeMismatch("padding", expected: "a number, true, an edge set, an object or an expression", got: json),
                at: path)
            return nil
        }
    }

    /// An edge set name or an array of them.
    mutating func edgeSet(_ json: JSONValue, at path: JSONPath) -> Edge.Set? {
        let names: [(String, JSONPath)]
        switch json {
        case .string(let name):
            // One name (the common case) without an array of one.
            guard let edges = Edge.Set.value(named: name) else {
                log.record(.unknownName(name, category: Edge.Set.category, candidates: Edge.Set.names.map(\.name)), at: path)
                return nil
            }
            return edges
        case .array(let elements) where elements.allSatisfy({ $0.stringValue != nil }):
            names = elements.enumerated().map { ($1.stringValue!, path.appending($0)) }
        default:
            log.record(.typeMismatch("padding.edges", expected: "an edge set name or an array of them", got: json), at: path)
            return nil
        }
        var result: Edge.Set = []
        for (name, namePath) in names {
            guard let edges = Edge.Set.value(named: name) else {
                log.record(.unknownName(name, category: Edge.Set.category, candidates: Edge.Set.names.map(\.name)), at: namePath)
                return nil
            }
            result.formUnion(edges)
        }
        return result
    }

    static let fixedFrameKeys = ["width", "height"]
    static let flexibleFrameKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
    static let frameKeys = fixedFrameKeys + flexibleFrameKeys + ["alignment"]

    mutating func frame(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard var reader = object(json, at: path, subject: "frame", expected: "an object of sizes and an alignment")
        else { return nil }
        defer { finish(reader, subject: "frame", allowed: Self.frameKeys) }
        let alignment: Dynamic<Alignment>? = namedProperty(
            &reader, "alignment", subject: "frame.alignment", default: .center, scope: scope)
        let fixed = Self.fixedFrameKeys.first { reader.has($0) }
        let flexible = Self.flexibleFrameKeys.first { reader.has($0) }
        if let fixed, let flexible {
            log.record(.invalid(Self.mixedFrameMessage(reader.members, fixed: fixed, flexible: flexible)), at: path)
            return nil
        }
        if flexible != nil {
            var property = FlexibleFrameProperty()
            var valid = true
            let slots: [(String, WritableKeyPath<FlexibleFrameProperty, Dynamic<Extent>?>)] = [
                ("minWidth", \.minWidth), ("idealWidth", \.idealWidth), ("maxWidth", \.maxWidth),
                ("minHeight", \.minHeight), ("idealHeight", \.idealHeight), ("maxHeight", \.maxHeight),
            ]
            for (key, slot) in slots {
                guard let (value, valuePath) = reader.take(key) else { continue }
                property[keyPath: slot] = extent(value, at: valuePath, subject: "frame.\(key)", scope: scope)
                valid = valid && property[keyPath: slot] != nil
            }
            guard valid, let alignment else { return nil }
            property.alignment = alignment
            return .frame(.flexible(property))
        }
        var width: Dynamic<Double>??, height: Dynamic<Double>??
        width = reader.take("width").map { fixedFrameSize("width", $0.value, at: $0.path, scope: scope) } ?? .some(nil)
        height = reader.take("height").map { fixedFrameSize("height", $0.value, at: $0.path, scope: scope) } ?? .some(nil)
        guard let width, let height, let alignment else { return nil }
        return .frame(.fixed(width: width, height: height, alignment: alignment))
    }

    /// A fixed frame size: a length; `"infinity"` is refused with the flexible size to write.
    private mutating func fixedFrameSize(
        _ key: String, _ json: JSONValue, at path: JSONPath, scope: NameScope
    ) -> Dynamic<Double>? {
        guard json != .string("infinity") else {
            let flexible = key == "width" ? "maxWidth" : "maxHeight"
            log.record(
                Problem(
                    code: "unknown_name",
                    message:
                        "frame.\(key) cannot be 'infinity' (only the min/ideal/max sizes can); write {\"frame\": {\"\(flexible)\": \"infinity\"}}"
                ), at: path)
            return nil
        }
        return length(json, at: path, subject: "frame.\(key)", scope: scope)
    }

    /// `offset` and `position`: `{"x": …, "y": …}`, each 0 when absent; `offset` also takes
    /// SwiftUI's `CGSize` form, `{"width": …, "height": …}` (`.offset(_ offset: CGSize)`).
    mutating func point(_ name: String, _ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard let (x, y) = coordinates(json, at: path, subject: name, acceptsSize: name == "offset", scope: scope) else {
            return nil
        }
        return name == "offset" ? .offset(x: x, y: y) : .position(x: x, y: y)
    }

    /// `{"x": …, "y": …}`, each 0 when absent, or (with `acceptsSize`) the same as a `CGSize`,
    /// `{"width": …, "height": …}`; one spelling per object.
    mutating func coordinates(
        _ json: JSONValue, at path: JSONPath, subject: String, acceptsSize: Bool, scope: NameScope
    ) -> (x: Dynamic<Double>, y: Dynamic<Double>)? {
        let expected = acceptsSize ? "an object with x and y (or width and height)" : "an object with x and y"
        guard var reader = object(json, at: path, subject: subject, expected: expected) else { return nil }
        let isSize = acceptsSize && (reader.has("width") || reader.has("height"))
        let (xKey, yKey) = isSize ? ("width", "height") : ("x", "y")
        if isSize, reader.has("x") || reader.has("y") {
            log.record(
                .invalid("\(subject) takes x and y, or width and height (a CGSize), not both"), at: path)
            return nil
        }
        defer { finish(reader, subject: subject, allowed: acceptsSize ? ["x", "y", "width", "height"] : ["x", "y"]) }
        var x: Dynamic<Double>? = .constant(0), y: Dynamic<Double>? = .constant(0)
        if let (value, p) = reader.take(xKey) { x = number(value, at: p, subject: "\(subject).\(xKey)", scope: scope) }
        if let (value, p) = reader.take(yKey) { y = number(value, at: p, subject: "\(subject).\(yKey)", scope: scope) }
        guard let x, let y else { return nil }
        return (x, y)
    }

    /// `true` (both axes), an expression, or `{"horizontal": …, "vertical": …}` (each false when absent).
    mutating func fixedSize(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json else {
            guard let both = bool(json, at: path, subject: "fixedSize", scope: scope) else { return nil }
            return .fixedSize(horizontal: both, vertical: both)
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: "fixedSize", allowed: ["horizontal", "vertical"]) }
        var horizontal: Dynamic<Bool>? = .constant(false), vertical: Dynamic<Bool>? = .constant(false)
        if let (value, p) = reader.take("horizontal") {
            horizontal = bool(value, at: p, subject: "fixedSize.horizontal", scope: scope)
        }
        if let (value, p) = reader.take("vertical") {
            vertical = bool(value, at: p, subject: "fixedSize.vertical", scope: scope)
        }
        guard let horizontal, let vertical else { return nil }
        return .fixedSize(horizontal: horizontal, vertical: vertical)
    }

    /// A number (both axes), an expression, `{"x", "y", "anchor"}`, `{"scale", "anchor"}` or
    /// SwiftUI's `CGSize` form `{"width", "height", "anchor"}` (`.scaleEffect(_ s: CGSize, anchor:)`).
    mutating func scaleEffect(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json else {
            guard let s = number(json, at: path, subject: "scaleEffect", scope: scope) else { return nil }
            return .scaleEffect(x: s, y: s, anchor: .constant(.center))
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: "scaleEffect", allowed: ["x", "y", "scale", "width", "height", "anchor"]) }
        let anchor: Dynamic<UnitPoint>? = namedProperty(
            &reader, "anchor", subject: "scaleEffect.anchor", default: .center, scope: scope)
        // The first key given of each form: `scale`, `x`/`y`, `width`/`height`.
        let given = [["scale"], ["x", "y"], ["width", "height"]].compactMap { $0.first(where: reader.has) }
        if given.count > 1 {
            log.record(
                .invalid(
                    "scaleEffect takes one of scale, x and y, or width and height (a CGSize), got \(given.map { quoted($0) }.joined(separator: " and "))"
                ), at: path)
            return nil
        }
        let (xKey, yKey) = given.first == "width" || given.first == "height" ? ("width", "height") : ("x", "y")
        var x: Dynamic<Double>? = .constant(1), y: Dynamic<Double>? = .constant(1)
        if let (value, p) = reader.take("scale") {
            x = number(value, at: p, subject: "scaleEffect.scale", scope: scope)
            y = x
        }
        if let (value, p) = reader.take(xKey) { x = number(value, at: p, subject: "scaleEffect.\(xKey)", scope: scope) }
        if let (value, p) = reader.take(yKey) { y = number(value, at: p, subject: "scaleEffect.\(yKey)", scope: scope) }
        guard let x, let y, let anchor else { return nil }
        return .scaleEffect(x: x, y: y, anchor: anchor)
    }

    /// A number of degrees, an expression, or `{"degrees" | "radians", "anchor"}`.
    mutating func rotationEffect(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json else {
            guard let degrees = number(json, at: path, subject: "rotationEffect", scope: scope) else { return nil }
            return .rotationEffect(SceneAngle(value: degrees, unit: .degrees), anchor: .constant(.center))
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: "rotationEffect", allowed: ["degrees", "radians", "anchor"]) }
        let anchor: Dynamic<UnitPoint>? = namedProperty(
            &reader, "anchor", subject: "rotationEffect.anchor", default: .center, scope: scope)
        let units = [("degrees", SceneAngle.Unit.degrees), ("radians", .radians)].filter { reader.has($0.0) }
        guard units.count == 1 else {
            log.record(.invalid("rotationEffect takes exactly one of degrees and radians"), at: path)
            return nil
        }
        let (key, unit) = units[0]
        let (value, p) = reader.take(key)!
        guard let angle = number(value, at: p, subject: "rotationEffect.\(key)", scope: scope), let anchor else {
            return nil
        }
        return .rotationEffect(SceneAngle(value: angle, unit: unit), anchor: anchor)
    }
}
