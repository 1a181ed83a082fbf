/// Type-checks a syntax tree against a scope and compiles it to a folded `ExpressionNode`.
///
/// Checking is bidirectional: an expected type is pushed into both branches of `?:` (so the
/// message names the offending branch); everything else is inferred bottom-up and compared.
struct ExpressionChecker {
    struct Typed {
        var node: ExpressionNode
        var type: ValueType
    }

    let source: ExpressionSource
    let scope: Scope
    let bareNamesAreConstants: Bool
    /// Characters a string built by `+` may have.
    let textLimit: Int
    /// Elements `append` and `insert` may grow an array to.
    let arrayLimit: Int

    func check(_ syntax: ExpressionSyntax, expecting expected: ValueType) throws(ExpressionFailure) -> Typed {
        if case .conditional(let condition, let then, let otherwise) = syntax.kind, expected != .any {
            let test = try check(condition, expecting: .bool)
            let a = try check(then, expecting: expected)
            let b = try check(otherwise, expecting: expected)
            return Typed(
                node: ExpressionNode.conditional(test.node, a.node, b.node).folded(), type: a.type.joined(with: b.type))
        }
        let typed = try infer(syntax)
        guard typed.type.isAssignable(to: expected) else {
            throw .mismatch(expected: expected.detailedPhrase, got: typed.type, at: syntax.range, in: source)
        }
        return typed
    }

    func infer(_ syntax: ExpressionSyntax) throws(ExpressionFailure) -> Typed {
        switch syntax.kind {
        case .literal(let value):
            return Typed(node: .constant(value), type: value.type)
        case .enumConstant(let name):
            return Typed(node: .constant(.string(name)), type: .string)
        case .name(let name):
            return try resolve(name, at: syntax.range)
        case .unary(let op, let operand):
            return try unary(op, operand)
        case .binary(let op, let left, let right):
            return try binary(op, left, right, range: syntax.range)
        case .conditional(let condition, let then, let otherwise):
            let test = try check(condition, expecting: .bool)
            let a = try infer(then)
            let b = try infer(otherwise)
            return Typed(
                node: ExpressionNode.conditional(test.node, a.node, b.node).folded(), type: a.type.joined(with: b.type))
        case .member(let base, let name):
            return try member(name, of: base)
        case .index(let base, let index):
            return try self.index(base, index)
        case .call(let name, let arguments):
            return try call(name, arguments)
        case .arrayLiteral(let elements):
            var nodes: [ExpressionNode] = []
            var element: ValueType?
            for syntax in elements {
                let typed = try infer(syntax)
                nodes.append(typed.node)
                element = element.map { $0.joined(with: typed.type) } ?? typed.type
            }
            return Typed(node: ExpressionNode.arrayLiteral(nodes).folded(), type: .array(element ?? .any))
        case .objectLiteral(let fields):
            var values: [ExpressionNode] = []
            var types: [String: ValueType] = [:]
            for field in fields {
                let typed = try infer(field.value)
                values.append(typed.node)
                types[field.key] = typed.type
            }
            return Typed(
                node: ExpressionNode.objectLiteral(keys: fields.map(\.key), values: values).folded(), type: .object(types))
        }
    }

    private func resolve(_ name: String, at range: Range<Int>) throws(ExpressionFailure) -> Typed {
        if let type = scope[name] { return Typed(node: .name(name), type: type) }
        if bareNamesAreConstants { return Typed(node: .constant(.string(name)), type: .string) }
        throw .unknownName(
            name, suggestion: NameSuggestion.closest(to: name, among: scope.names.keys), at: range, in: source)
    }

    private func unary(_ op: ExpressionSymbol, _ operand: ExpressionSyntax) throws(ExpressionFailure) -> Typed {
        if op == .not {
            let value = try check(operand, expecting: .bool)
            return Typed(node: ExpressionNode.not(value.node).folded(), type: .bool)
        }
        let value = try check(operand, expecting: .number)
        return Typed(node: ExpressionNode.negate(value.node).folded(), type: .number)
    }

    private func call(_ name: String, _ arguments: [ExpressionSyntax]) throws(ExpressionFailure) -> Typed {
        if let function = ArrayFunction(rawValue: name) { return try arrayCall(function, arguments) }
        guard let function = BuiltinFunction(rawValue: name) else {
            throw .unknownFunction(name, suggestion: NameSuggestion.closest(to: name, among: ExpressionFailure.functionNames))
        }
        guard function.accepts(argumentCount: arguments.count) else {
            throw .argumentCount(function, got: arguments.count)
        }
        var nodes: [ExpressionNode] = []
        for argument in arguments {
            nodes.append(try check(argument, expecting: .number).node)
        }
        return Typed(node: ExpressionNode.call(function, nodes).folded(), type: .number)
    }
}
