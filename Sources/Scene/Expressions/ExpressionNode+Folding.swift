extension ExpressionNode {
    var constantValue: Value? {
        if case .constant(let value) = self { value } else { nil }
    }

    /// This node, replaced by its value when its operands are constants; `?:`, `&&` and `||`
    /// also fold when a constant condition or left side decides the result on its own.
    func folded() -> ExpressionNode {
        switch self {
        case .constant, .name:
            return self
        case .and(let left, _) where left.constantValue.map({ !$0.truthy }) ?? false:
            return .constant(.bool(false))
        case .or(let left, _) where left.constantValue?.truthy ?? false:
            return .constant(.bool(true))
        case .conditional(let condition, let then, let otherwise):
            if let test = condition.constantValue { return test.truthy ? then : otherwise }
        default:
            break
        }
        return operands.allSatisfy { $0.constantValue != nil } ? .constant(evaluate(EvaluationContext())) : self
    }

    var operands: [ExpressionNode] {
        switch self {
        case .constant, .name: []
        case .not(let a), .negate(let a), .member(let a, _), .convert(_, let a): [a]
        case .arithmetic(_, let a, let b), .concatenate(let a, let b, _), .add(let a, let b, _),
            .compare(_, let a, let b),
            .equal(let a, let b), .notEqual(let a, let b), .and(let a, let b), .or(let a, let b), .index(let a, let b):
            [a, b]
        case .conditional(let a, let b, let c): [a, b, c]
        case .call(_, let arguments), .arrayCall(_, let arguments, _), .arrayLiteral(let arguments),
            .objectLiteral(_, let arguments):
            arguments
        }
    }

    /// The root names the node reads from the evaluation context.
    func collectNames(into names: inout Set<String>) {
        if case .name(let name) = self {
            names.insert(name)
        } else {
            for operand in operands { operand.collectNames(into: &names) }
        }
    }

    /// Every string the node can yield when each of its outcomes is a literal string (a `null`
    /// outcome adds none); nil when an outcome depends on names.
    var stringOutcomes: [String]? {
        switch self {
        case .constant(.string(let text)): return [text]
        case .constant(.null): return []
        case .convert(_, let inner): return inner.stringOutcomes
        case .conditional(_, let then, let otherwise):
            guard let a = then.stringOutcomes, let b = otherwise.stringOutcomes else { return nil }
            return a + b.filter { !a.contains($0) }
        default: return nil
        }
    }

    /// The kind every non-null result of the node has, when the node guarantees one.
    var guaranteedKind: ValueType? {
        switch self {
        case .constant(let value): value.type.kind
        case .arithmetic, .negate, .call, .arrayCall(.count, _, _): .number
        case .arrayCall, .arrayLiteral: .array(.any)
        case .objectLiteral: .object([:])
        case .not, .and, .or, .compare, .equal, .notEqual: .bool
        case .concatenate: .string
        case .convert(let type, _): type.kind
        case .conditional(_, let a, let b):
            // Each branch is asked once: nested conditionals must stay linear.
            { kind in kind == b.guaranteedKind ? kind : nil }(a.guaranteedKind)
        case .name, .add, .member, .index: nil
        }
    }
}

extension ValueType {
    /// The type with array elements and object fields forgotten.
    var kind: ValueType {
        switch self {
        case .array: .array(.any)
        case .object: .object([:])
        default: self
        }
    }
}
