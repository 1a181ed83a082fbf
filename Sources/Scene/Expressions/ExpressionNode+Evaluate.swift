extension ExpressionNode {
    func evaluate(_ context: EvaluationContext) -> Value {
        switch self {
        case .constant(let value):
            return value
        case .name(let name):
            return context.values[name] ?? .null
        case .not(let operand):
            return .bool(!operand.evaluate(context).truthy)
        case .negate(let operand):
            return .number(-operand.evaluate(context).numeric)
        case .arithmetic(let op, let left, let right):
            return .number(op.apply(left.evaluate(context).numeric, right.evaluate(context).numeric))
        case .concatenate(let left, let right, let limit):
            return .string(Self.joined(left.evaluate(context), right.evaluate(context), limit: limit))
        case .add(let left, let right, let limit):
            let a = left.evaluate(context)
            let b = right.evaluate(context)
            switch (a, b) {
            case (.string, _), (_, .string): return .string(Self.joined(a, b, limit: limit))
            default: return .number(ArithmeticOperator.add.apply(a.numeric, b.numeric))
            }
        case .compare(let op, let left, let right):
            return .bool(op.apply(left.evaluate(context), right.evaluate(context)))
        case .equal(let left, let right):
            return .bool(left.evaluate(context) == right.evaluate(context))
        case .notEqual(let left, let right):
            return .bool(left.evaluate(context) != right.evaluate(context))
        case .and(let left, let right):
            return .bool(left.evaluate(context).truthy && right.evaluate(context).truthy)
        case .or(let left, let right):
            return .bool(left.evaluate(context).truthy || right.evaluate(context).truthy)
        case .conditional(let condition, let then, let otherwise):
            return condition.evaluate(context).truthy ? then.evaluate(context) : otherwise.evaluate(context)
        case .member(let base, let member):
            return member.read(from: base.evaluate(context))
        case .index(let base, let index):
            return Self.element(of: base.evaluate(context), at: index.evaluate(context))
        case .call(let function, let arguments):
            return .number(function.apply(to: arguments, in: context))
        case .arrayCall(let function, let arguments, let limit):
            return function.apply(to: arguments, in: context, limit: limit)
        case .arrayLiteral(let elements):
            return .array(elements.map { $0.evaluate(context) })
        case .objectLiteral(let keys, let values):
            var fields: [String: Value] = [:]
            for (key, value) in zip(keys, values) { fields[key] = value.evaluate(context) }
            return .object(fields)
        case .convert(let type, let operand):
            return operand.evaluate(context).converted(to: type)
        }
    }

    /// `array[n]` for `n` rounded down within bounds, `object["key"]`; otherwise `null`.
    private static func element(of base: Value, at index: Value) -> Value {
        switch (base, index) {
        case (.array(let elements), .number(let position)):
            let slot = position.rounded(.down)
            guard slot >= 0, slot < Double(elements.count) else { return .null }
            return elements[Int(slot)]
        case (.object(let fields), .string(let key)):
            return fields[key] ?? .null
        default:
            return .null
        }
    }

    /// Both values' interpolation text, cut to `limit` characters.
    private static func joined(_ a: Value, _ b: Value, limit: Int) -> String {
        let text = a.interpolationText + b.interpolationText
        return text.utf8.count <= limit ? text : String(text.prefix(limit))
    }
}
