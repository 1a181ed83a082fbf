import Views

/// `clipShape` and `clipped`.
extension SceneDecoder {
    /// `{"clipShape": {"type": "Circle"}}`, `{"clipShape": "Circle"}` (a shape type without
    /// properties), or `{"clipShape": {"shape": {…}}}`: any view that decodes to a shape, without
    /// modifiers. Shapes are resolved by the view decoder, so every shape type clips.
    mutating func clipShape(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        var viewJSON = json
        var viewPath = path
        switch json {
        case .string(let type):
            // The shorthand of a shape without properties.
            guard Self.isViewType(type) else {
                log.record(.unknownViewType(type, candidates: Self.viewTypes), at: path)
                return nil
            }
            var reader = ObjectReader(JSONObject(), at: path)
            guard let kind = builtInView(type, &reader, scope: scope) else { return nil }
            return clipShape(SceneView(kind: kind, path: path.pointer), at: path)
        case .object(let members) where !members.contains(where: { $0.key == "type" }):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: "clipShape", allowed: ["shape"]) }
            guard let (value, p) = reader.take("shape") else {
                log.record(.missingKey("shape", in: "clipShape"), at: path)
                return nil
            }
            (viewJSON, viewPath) = (value, p)
        case .object:
            break
        default:
            log.record(.typeMismatch("clipShape", expected: "a shape type name or a shape view object", got: json), at: path)
            return nil
        }
        guard let view = view(viewJSON, at: viewPath, subject: "clipShape", scope: scope) else { return nil }
        return clipShape(view, at: viewPath)
    }

    /// The clip of a decoded view: its shape, which must have no modifiers.
    private mutating func clipShape(_ view: SceneView, at viewPath: JSONPath) -> SceneModifier? {
        guard case .shape(let kind) = view.kind else {
            log.record(.invalid("clipShape must be a shape (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule), got \(view.typeName)"), at: viewPath)
            return nil
        }
        guard view.modifiers.isEmpty else {
            log.record(.invalid("clipShape's shape takes no modifiers"), at: viewPath)
            return nil
        }
        return .clipShape(kind)
    }

    /// `{"clipped": true}`: clips to the view's frame (`clipped()`); `{"clipped": {"antialiased": true}}`.
    mutating func clipped(_ json: JSONValue, at path: JSONPath) -> SceneModifier? {
        switch json {
        case .bool(true):
            return .clipShape(.rectangle)
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: "clipped", allowed: ["antialiased"]) }
            if let (value, p) = reader.take("antialiased"), value != .bool(true) {
                log.record(
                    .invalid("clipped.antialiased must be true: Zoetrope always draws antialiased edges (docs/deviations.md), got \(value.summary)"),
                    at: p)
                return nil
            }
            return .clipShape(.rectangle)
        default:
            log.record(
                .typeMismatch("clipped", expected: "true or {\"antialiased\": true} (leave the modifier out not to clip)", got: json),
                at: path)
            return nil
        }
    }
}
