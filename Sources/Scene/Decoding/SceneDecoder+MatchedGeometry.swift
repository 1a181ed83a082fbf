import Geometry

/// `{"matchedGeometryEffect": {"id": "hero", "in": "ns", "properties": "frame", "anchor": "center",
/// "isSource": true}}` and the scene's `"namespaces": ["ns"]` (SwiftUI's `@Namespace`).
extension SceneDecoder {
    static let matchedGeometryKeys = ["id", "in", "properties", "anchor", "isSource"]

    /// `"namespaces": ["ns", …]`: names for `matchedGeometryEffect`'s `in`.
    mutating func namespaceDeclarations(_ json: JSONValue, at path: JSONPath) {
        guard case .array(let elements) = json else {
            log.record(.typeMismatch("namespaces", expected: "an array of names", got: json), at: path)
            return
        }
        for (i, element) in elements.enumerated() {
            guard case .string(let name) = element, isIdentifier(name) else {
                log.record(.typeMismatch("namespaces[\(i)]", expected: "a name (letters, digits, _)", got: element), at: path.appending(i))
                continue
            }
            if namespaces.contains(name) {
                log.record(.invalid("namespace \(quoted(name)) is declared twice"), at: path.appending(i))
            }
            namespaces.insert(name)
        }
    }

    /// `id` (an expression or literal; a bare name is a string), `in` (a declared namespace), and
    /// SwiftUI's defaults: properties `frame`, anchor `center`, isSource `true`.
    mutating func matchedGeometryEffect(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        let subject = "matchedGeometryEffect"
        guard var reader = object(json, at: path, subject: subject, expected: "an object with id and in") else { return nil }
        defer { finish(reader, subject: subject, allowed: Self.matchedGeometryKeys) }
        var id: ValueSource?
        if let (value, p) = reader.take("id") {
            switch value {
            case .string(let source):
                if let parsed = expression(source, expecting: .any, scope: scope, bareNames: true, at: p) {
                    id = parsed.constantValue.map { .constant($0) } ?? .expression(parsed)
                }
            case .number, .bool:
                id = .constant(self.value(of: value))
            default:
                log.record(.typeMismatch("\(subject).id", expected: "an expression, a name or a number", got: value), at: p)
            }
        } else {
            log.record(.missingKey("id", in: subject), at: path)
        }
        var namespace: String?
        if let (value, p) = reader.take("in") {
            if case .string(let name) = value {
                if namespaces.contains(name) {
                    namespace = name
                } else {
                    log.record(
                        .invalid(
                            "matchedGeometryEffect.in: unknown namespace \(quoted(name)); declare it in the scene's 'namespaces'"
                                + Suggestion.clause(for: name, in: namespaces.sorted())), at: p)
                }
            } else {
                log.record(.typeMismatch("\(subject).in", expected: "a namespace name", got: value), at: p)
            }
        } else {
            log.record(.missingKey("in", in: subject), at: path)
        }
        var properties: MatchedGeometryModifier.Properties? = .frame
        if let (value, p) = reader.take("properties") {
            if case .string(let name) = value, let known = MatchedGeometryModifier.Properties(rawValue: name) {
                properties = known
            } else if case .string(let name) = value {
                log.record(
                    .unknownName(name, category: "matchedGeometryEffect.properties", candidates: MatchedGeometryModifier.Properties.allCases.map(\.rawValue)),
                    at: p)
                properties = nil
            } else {
                log.record(.typeMismatch("\(subject).properties", expected: "\"frame\", \"position\" or \"size\"", got: value), at: p)
                properties = nil
            }
        }
        let anchor: Dynamic<UnitPoint>? = namedProperty(&reader, "anchor", subject: "\(subject).anchor", default: .center, scope: scope)
        var isSource: Dynamic<Bool>? = .constant(true)
        if let (value, p) = reader.take("isSource") { isSource = bool(value, at: p, subject: "\(subject).isSource", scope: scope) }
        guard let id, let namespace, let properties, let anchor, let isSource else { return nil }
        return .matchedGeometryEffect(
            MatchedGeometryModifier(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
