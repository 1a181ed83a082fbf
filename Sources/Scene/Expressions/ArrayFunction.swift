/// The functions over arrays, which let a `set` change array state: each returns a new array
/// and leaves its argument as it was. They are total — an index that is not a number or is
/// outside the array leaves the array unchanged (`insert` clamps it into `0...count`) — and
/// bounded: `append` and `insert` add nothing to an array that already has `limit` elements
/// (`SceneLimits.maxNodes`), so no expression grows an array past what a ForEach could show.
enum ArrayFunction: String, CaseIterable, Hashable, Sendable {
    case count, append, insert, removeAt, removeId, move, replace

    /// How many arguments the function takes; the first is the array (or, for `count`, an
    /// array or a string).
    var arity: Int {
        switch self {
        case .count: 1
        case .append, .removeAt, .removeId: 2
        case .insert, .move, .replace: 3
        }
    }

    func apply(to arguments: [ExpressionNode], in context: EvaluationContext, limit: Int) -> Value {
        let base = arguments[0].evaluate(context)
        if self == .count {
            switch base {
            case .array(let elements): return .number(Double(elements.count))
            case .string(let text): return .number(Double(text.count))
            default: return .number(0)
            }
        }
        var elements = base.arrayValue ?? []
        let second = arguments[1].evaluate(context)
        switch self {
        case .count:
            preconditionFailure("handled above")
        case .append:
            if elements.count < limit { elements.append(second) }
        case .insert:
            guard let index = Self.index(second), elements.count < limit else { break }
            elements.insert(arguments[2].evaluate(context), at: min(max(index, 0), elements.count))
        case .removeAt:
            guard let index = Self.index(second, within: elements) else { break }
            elements.remove(at: index)
        case .removeId:
            elements.removeAll { $0.objectValue?["id"] == second }
        case .move:
            guard let from = Self.index(second, within: elements), let to = Self.index(arguments[2].evaluate(context))
            else { break }
            let element = elements.remove(at: from)
            elements.insert(element, at: min(max(to, 0), elements.count))
        case .replace:
            guard let index = Self.index(second, within: elements) else { break }
            elements[index] = arguments[2].evaluate(context)
        }
        return .array(elements)
    }

    /// A number rounded down, as indexing does; nil for anything else.
    private static func index(_ value: Value) -> Int? {
        guard case .number(let n) = value, !n.isNaN else { return nil }
        return Int(min(max(n.rounded(.down), -1e15), 1e15))
    }

    /// `index(value)` when it is a position of `elements`.
    private static func index(_ value: Value, within elements: [Value]) -> Int? {
        guard let index = index(value), elements.indices.contains(index) else { return nil }
        return index
    }
}
