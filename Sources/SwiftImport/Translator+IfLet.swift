import SwiftSyntax

/// Optional state and `if let`: `@State private var picked: String? = nil` is a state that starts
/// as `null`; `if let name = picked { Text(name) } else { … }` is an If on `picked != nil` whose
/// `then` reads `picked` where the Swift reads `name`.
extension Translator {
    /// The initial value of an optional `@State` that starts as `nil` (written `= nil` or left
    /// out, as Swift allows for an optional `var`): `null`, the name kept as optional. Nil when
    /// the state is not optional or starts with a value (then an ordinary literal).
    mutating func optionalState(_ name: String, binding: PatternBindingSyntax) -> JSONTree? {
        let initial = binding.initializer?.value
        guard initial == nil || initial!.is(NilLiteralExprSyntax.self) else { return nil }
        guard let type = binding.typeAnnotation?.type else { return nil }
        guard type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.trimmedDescription.hasPrefix("Optional<")
        else {
            guard initial != nil else { return nil }
            error(binding, "@State '\(name)' starts as nil, so its type must be optional: '@State private var \(name): \(type.trimmedDescription)? = nil'")
            return .null
        }
        optionalStates.insert(name)
        return .null
    }

    /// A value written to an optional state: a literal (`nil` is `null`), or an expression
    /// (`"a"` is the expression `'a'`: the state's type is whatever it holds).
    mutating func optionalValue(_ expression: ExprSyntax) -> JSONTree? {
        if let literal = numberOrBool(expression) { return literal }
        return expressionText(expression).map { .string($0) }
    }

    /// The conditions of an `if` as one expression; `if let x = e` is `e != nil`, and from there
    /// on (in later conditions and, once the caller keeps them, the `then` branch) `x` reads `e`.
    /// The caller restores `substitutions` after the branch.
    mutating func ifConditions(_ conditions: ConditionElementListSyntax) -> String? {
        var parts: [String] = []
        for element in conditions {
            switch element.condition {
            case .expression(let condition):
                guard let text = expressionText(condition) else { return nil }
                parts.append(text)
            case .optionalBinding(let binding):
                guard binding.bindingSpecifier.tokenKind == .keyword(.let),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else {
                    error(element, "write 'if let name = optional' (one name, 'let')")
                    return nil
                }
                let unwrapped: String?
                if let value = binding.initializer?.value {
                    unwrapped = argumentText(value)
                } else {
                    // `if let picked`: the shorthand for `if let picked = picked`.
                    unwrapped = substitutions[name] ?? modifierBinding?.values[name] ?? name
                }
                guard let unwrapped else { return nil }
                parts.append("\(unwrapped) != nil")
                substitutions[name] = unwrapped
            default:
                error(element, "'if case' and '#available' are not supported in 'if'; write a condition on state, such as 'if count > 0', or 'if let x = optionalState'")
                return nil
            }
        }
        return parts.count == 1 ? parts[0] : parts.map { "(\($0))" }.joined(separator: " && ")
    }
}
