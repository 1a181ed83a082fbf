import SwiftSyntax

extension Translator {
    static let binaryOperators: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"]
    static let functions: Set<String> = [
        "min", "max", "abs", "floor", "ceil", "round", "trunc", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sqrt", "pow",
        "count", "append", "insert", "removeAt", "removeId", "move", "replace",
    ]
    static let constants: [String: String] = ["pi": "3.141592653589793"]

    /// The Swift expression in Zoetrope's expression language (docs/expressions.md), which has
    /// the same operators and precedence, so the sequence is written out as it is.
    ///
    /// Parameters and fields are put in as their argument's text, which can double at each
    /// call (`b(x + x)` in `a(_ x:)`), so a text past `options.maxExpressionLength` is refused
    /// where it is made.
    mutating func expressionText(_ expression: ExprSyntax) -> String? {
        guard let text = unboundedExpressionText(expression) else { return nil }
        guard let limit = options.maxExpressionLength, text.utf8.count > limit, text.count > limit else { return text }
        error(expression, "this expression is \(text.count) characters long with the values of its parameters put in, more than the limit of \(limit) (limits.maxExpressionLength) [limit_exceeded]")
        return nil
    }

    private mutating func unboundedExpressionText(_ expression: ExprSyntax) -> String? {
        if pathScope != nil, let special = pathExpressionText(expression) { return special }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.hasPrefix("$") {
                error(reference, "bindings ('\(name)') are not supported here; read the value: '\(name.dropFirst())'")
                return nil
            }
            return substitutions[name] ?? modifierBinding?.values[name] ?? name
        }
        if let literal = numberOrBool(expression) { return literal == .null ? "nil" : literal.compactText }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            if let plain = string.representedLiteralValue { return Self.quotedExpressionString(plain) }
            var parts = ["''"]
            for segment in string.segments {
                switch segment {
                case .stringSegment(let part): parts.append(Self.quotedExpressionString(Self.unescaped(part.content.text) ?? ""))
                case .expressionSegment(let interpolation):
                    guard let inner = interpolation.expressions.first.flatMap({ expressionText($0.expression) }) else { return nil }
                    parts.append("(\(inner))")
                }
            }
            return "(" + parts.joined(separator: " + ") + ")"
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return sequenceText(Array(sequence.elements)) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            guard ["!", "-"].contains(prefix.operator.text) else {
                error(prefix, "the prefix operator '\(prefix.operator.text)' is not supported; Zoetrope has '!' and '-'")
                return nil
            }
            return expressionText(prefix.expression).map { prefix.operator.text + $0 }
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                error(tuple, "tuples are not supported in expressions")
                return nil
            }
            return expressionText(only.expression).map { "(\($0))" }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // `.idle` where an enum with that case is expected (compared with or written to a
            // name of its type) is the string of its name; elsewhere `.red` is a name (a colour).
            guard let base = member.base else { return enumCaseName(expression).map(Self.quotedExpressionString) ?? name }
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, computed.enums[type]?.contains(name) == true {
                return Self.quotedExpressionString(name)
            }
            if Self.isTypeName(base) { return Self.constants[name] ?? name }
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return substitutions[name] ?? modifierBinding?.values[name] ?? name }
            // `mode.scale`, a computed property of the enum `mode` is declared with.
            if memberSubstitutions.isEmpty || !memberSubstitutions.keys.contains(where: { $0.hasSuffix(".\(name)") }),
                let picked = enumPropertyRead(base, name: name)
            {
                return picked
            }
            return expressionText(base).map { memberSubstitutions["\($0).\(name)"] ?? "\($0).\(name)" }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return callText(call) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first,
                let base = expressionText(subscriptCall.calledExpression), let inner = expressionText(index.expression)
            else {
                error(subscriptCall, "subscripts take one index: items[i]")
                return nil
            }
            return "\(base)[\(inner)]"
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var elements: [String] = []
            for element in array.elements {
                guard let text = expressionText(element.expression) else { return nil }
                elements.append(text)
            }
            return "[" + elements.joined(separator: ", ") + "]"
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            guard let condition = expecting([], { $0.expressionText(ternary.condition) }), let then = expressionText(ternary.thenExpression),
                let otherwise = expressionText(ternary.elseExpression)
            else { return nil }
            return "\(condition) ? \(then) : \(otherwise)"
        }
        error(expression, "'\(expression.trimmedDescription.prefix(40))' is not supported in an expression; write literals, state and parameter names, operators, '?:', member access or min/max/math functions")
        return nil
    }

    /// The elements of an unfolded operator sequence, written out in order.
    mutating func sequenceText(_ elements: [ExprSyntax]) -> String? {
        var parts: [String] = []
        // The Int-ness of the last operand written (a product counts as one).
        var lastKind = IntKind.other
        for (index, element) in elements.enumerated() {
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                guard Self.binaryOperators.contains(text) else {
                    error(op, "the operator '\(text)' is not supported in expressions; Zoetrope has + - * / % == != < <= > >= && || ! and ?:")
                    return nil
                }
                parts.append(text)
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                guard let then = expressionText(ternary.thenExpression) else { return nil }
                parts.append("? \(then) :")
            } else if element.is(AssignmentExprSyntax.self) {
                error(element, "assignments are only supported as statements of an action")
                return nil
            } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) || element.is(TypeExprSyntax.self) {
                error(element, "type casts ('as', 'is') are not supported in expressions; Zoetrope's numbers are all Double")
                return nil
            } else {
                // `mode == .red` where `Mode` has no `red`: an error naming its cases.
                func compares(_ at: Int) -> Bool { ["==", "!="].contains(elements[at].as(BinaryOperatorExprSyntax.self)?.operator.text) }
                let other = index >= 2 && compares(index - 1) ? elements[index - 2] : index + 2 < elements.count && compares(index + 1) ? elements[index + 2] : nil
                if let other, let cases = enumCases(of: other), refusesNonCase([element], of: other, cases: cases) { return nil }
                guard let text = expecting(comparedEnum(elements, index) ?? computed.expected, { $0.expressionText(element) }) else { return nil }
                // `a / b` of two Swift Ints divides integers: trunc(a / b). The left side is
                // the product so far (`*`, `/`, `%` bind tighter and run left to right).
                let kind = intKind(element)
                if parts.count >= 2, let op = parts.last, ["*", "/", "%"].contains(op) {
                    let combined = lastKind.combined(with: kind)
                    parts.removeLast()
                    let leftText = parts.removeLast()
                    if op == "/", combined == .int {
                        parts.append("trunc(\(leftText) / \(text))")
                    } else {
                        parts.append("\(leftText) \(op) \(text)")
                    }
                    lastKind = combined
                } else {
                    parts.append(text)
                    lastKind = kind
                }
            }
        }
        return parts.joined(separator: " ")
    }

    /// For an operand of `==` or `!=`, the cases of the other side's enum (`mode == .on`
    /// compares with the string `'on'` when `mode` is a `Mode`), or none; nil for other operands.
    private func comparedEnum(_ elements: [ExprSyntax], _ index: Int) -> Set<String>? {
        func isComparison(_ at: Int) -> Bool {
            elements.indices.contains(at) && ["==", "!="].contains(elements[at].as(BinaryOperatorExprSyntax.self)?.operator.text)
        }
        if isComparison(index - 1), index >= 2 { return enumCases(of: elements[index - 2]) ?? [] }
        if isComparison(index + 1), index + 2 < elements.count { return enumCases(of: elements[index + 2]) ?? [] }
        return nil
    }

    /// Whether a Swift expression is an `Int`: `Int(x)`, a name known to be one, or arithmetic
    /// of those with integer literals (which take the type of the other side).
    func intKind(_ expression: ExprSyntax) -> IntKind {
        if expression.is(IntegerLiteralExprSyntax.self) { return .literal }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return intNames.contains(substitutions[name] ?? name) ? .int : .other
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if base == "self" { return intNames.contains(member.declName.baseName.text) ? .int : .other }
            return intNames.contains("\(base)_\(member.declName.baseName.text)") ? .int : .other
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if name == "Int" { return .int }
            if ["min", "max", "abs"].contains(name) {
                return call.arguments.map { intKind($0.expression) }.reduce(IntKind.literal) { $0.combined(with: $1) }
            }
            return .other
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return intKind(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return intKind(prefix.expression) }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            var kind = IntKind.literal
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    guard ["+", "-", "*", "/", "%"].contains(op.operator.text) else { return .other }
                } else {
                    kind = kind.combined(with: intKind(element))
                }
            }
            return kind
        }
        return .other
    }

    private mutating func callText(_ call: FunctionCallExprSyntax) -> String? {
        if let drawn = randomCall(call) { return drawn }
        var arguments: [String] = []
        for argument in call.arguments {
            guard let text = expecting([], { $0.expressionText(argument.expression) }) else { return nil }
            arguments.append(text)
        }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if ["Double", "CGFloat", "Float"].contains(name), arguments.count == 1 { return "(\(arguments[0]))" }
            if name == "Int", arguments.count == 1 { return "trunc(\(arguments[0]))" }
            if let type = scalarTypes[name] { return scalarText(type, call) }
            if Self.functions.contains(name), call.trailingClosure == nil {
                return "\(name)(\(arguments.joined(separator: ", ")))"
            }
            error(call.calledExpression, "the function '\(name)' is not supported in expressions; Zoetrope has \(Self.functions.sorted().joined(separator: ", "))")
            return nil
        }
        // `.red.opacity(0.5)`, `Color.blue.opacity(x)`: a colour with an opacity.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "opacity",
            let base = member.base, arguments.count == 1, let color = expressionText(base)
        {
            return "\(color).opacity(\(arguments[0]))"
        }
        error(call, "the call '\(call.calledExpression.trimmedDescription.prefix(30))(…)' is not supported in an expression; write literals, state, operators, '?:' or min/max/math functions")
        return nil
    }

    /// A string constant in the expression language, in single quotes.
    static func quotedExpressionString(_ string: String) -> String {
        var out = "'"
        for character in string {
            switch character {
            case "'": out += "\\'"
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out + "'"
    }
}

/// Whether an expression is a Swift `Int` (for integer division).
enum IntKind {
    case int, literal, other

    func combined(with other: IntKind) -> IntKind {
        switch (self, other) {
        case (.other, _), (_, .other): .other
        case (.literal, .literal): .literal
        default: .int
        }
    }
}
