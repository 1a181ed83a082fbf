import Scene

/// Names most expression tests are checked against.
let expressionScope = Scope([
    "count": .number,
    "width": .number,
    "isActive": .bool,
    "isEnabled": .bool,
    "name": .string,
    "items": .array(.number),
    "names": .array(.string),
    "item": .object(["width": .number, "height": .number, "label": .string]),
    "rows": .array(.object(["id": .number, "title": .string])),
    "mixed": .array(.any),
    "element": .any,
])

/// Parses against `expressionScope` (or `scope`) at path `/x` and evaluates with `values`.
func evaluateExpression(
    _ source: String, expecting: ValueType = .any, _ values: [String: Value] = [:], scope: Scope = expressionScope,
    enumPosition: Bool = false
) throws -> Value {
    try Expression.parse(source, expecting: expecting, scope: scope, bareNamesAreConstants: enumPosition, path: "/x")
        .evaluate(EvaluationContext(values))
}

/// The diagnostic parsing reports, or nil when the expression is valid.
func expressionDiagnostic(
    _ source: String, expecting: ValueType = .any, scope: Scope = expressionScope, enumPosition: Bool = false,
    limits: SceneLimits = .default
) -> Diagnostic? {
    do {
        _ = try Expression.parse(
            source, expecting: expecting, scope: scope, bareNamesAreConstants: enumPosition,
            path: "/body/x", limits: limits)
        return nil
    } catch {
        return error.primary
    }
}

func expressionMessage(
    _ source: String, expecting: ValueType = .any, scope: Scope = expressionScope, enumPosition: Bool = false
) -> String? {
    expressionDiagnostic(source, expecting: expecting, scope: scope, enumPosition: enumPosition)?.message
}
