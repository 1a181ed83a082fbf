import Views

/// `{"type": "ViewThatFits", "in": "horizontal", "children": […]}`.
extension SceneDecoder {
    mutating func viewThatFits(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var axes: FitAxes? = .both
        if let (value, path) = reader.take("in") {
            axes = self.axes(value, at: path, subject: "ViewThatFits.in").map { FitAxes(horizontal: $0.horizontal, vertical: $0.vertical) }
        }
        let children = children(&reader, of: "ViewThatFits", scope: scope)
        guard let axes, let children else { return nil }
        return .viewThatFits(axes: axes, children: children)
    }

    /// `"horizontal"`, `"vertical"`, or an array of them (SwiftUI's `Axis.Set`), not empty.
    mutating func axes(_ json: JSONValue, at path: JSONPath, subject: String) -> (horizontal: Bool, vertical: Bool)? {
        let names: [JSONValue]
        switch json {
        case .string: names = [json]
        case .array(let elements) where !elements.isEmpty: names = Array(elements)
        default:
            log.record(.typeMismatch(subject, expected: "'horizontal', 'vertical' or an array of them", got: json), at: path)
            return nil
        }
        var horizontal = false, vertical = false
        for name in names {
            switch name {
            case .string("horizontal"): horizontal = true
            case .string("vertical"): vertical = true
            case .string(let other):
                log.record(.unknownName(other, category: "axis", candidates: ["horizontal", "vertical"]), at: path)
                return nil
            default:
                log.record(.typeMismatch(subject, expected: "'horizontal', 'vertical' or an array of them", got: json), at: path)
                return nil
            }
        }
        return (horizontal, vertical)
    }
}
