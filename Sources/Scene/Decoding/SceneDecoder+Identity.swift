/// `id` and `zIndex`.
extension SceneDecoder {
    /// `{"id": "item.id"}`: an expression of any type, or a JSON literal (`{"id": 3}`). Its
    /// value is the view's explicit identity.
    mutating func identity(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        if case .string(let source) = json {
            guard let parsed = expression(source, expecting: .any, scope: scope, at: path) else { return nil }
            if let constant = parsed.constantValue { return .id(.constant(constant)) }
            return .id(.expression(parsed))
        }
        if json.isNull {
            log.record(.typeMismatch("id", expected: "an expression or a literal", got: json), at: path)
            return nil
        }
        checkStrings(in: json, at: path)
        return .id(.constant(value(of: json)))
    }
}
