import Scene

/// Names most expression tests are checked against.
let fixtureScope = Scope([
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

/// Parses against `fixtureScope` (or `scope`) at path `/x` and evaluates with `values`.
func evaluate(
    _ source: String, expecting: ValueType = .any, _ values: [String: Value] = [:], scope: Scope = fixtureScope,
    enumPosition: Bool = false
) throws -> Value {
    try Expression.parse(source, expecting: expecting, scope: scope, bareNamesAreConstants: enumPosition, path: "/x")
        .evaluate(EvaluationContext(values))
}

/// The diagnostic parsing reports, or nil when the expression is valid.
func diagnostic(
    _ source: String, expecting: ValueType = .any, scope: Scope = fixtureScope, enumPosition: Bool = false,
    limits: SceneLimits = .default
) -> Diagnostic? {
    do {
        _ = try Expression.parse(source, expecting: expecting, scope: scope, bareNamesAreConstants: enumPosition,
                                 path: "/body/x", limits: limits)
        return nil
    } catch {
        return error.primary
    }
}

func message(_ source: String, expecting: ValueType = .any, scope: Scope = fixtureScope, enumPosition: Bool = false) -> String? {
    diagnostic(source, expecting: expecting, scope: scope, enumPosition: enumPosition)?.message
}
