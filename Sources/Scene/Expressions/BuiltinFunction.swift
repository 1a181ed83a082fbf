/// The built-in functions; every one takes and returns numbers.
enum BuiltinFunction: String, CaseIterable, Hashable, Sendable {
    case min, max, abs, floor, ceil, round

    /// `min` and `max` take two or more arguments; the others exactly one.
    var isVariadic: Bool { self == .min || self == .max }

    func accepts(argumentCount count: Int) -> Bool { isVariadic ? count >= 2 : count == 1 }

    /// Evaluates the arguments as numbers and applies the function. `round` rounds half away
    /// from zero (`round(2.5)` is 3, `round(-2.5)` is -3).
    func apply(to arguments: [ExpressionNode], in context: EvaluationContext) -> Double {
        let first = arguments[0].evaluate(context).numeric
        switch self {
        case .min: return arguments.dropFirst().reduce(first) { Swift.min($0, $1.evaluate(context).numeric) }
        case .max: return arguments.dropFirst().reduce(first) { Swift.max($0, $1.evaluate(context).numeric) }
        case .abs: return Swift.abs(first)
        case .floor: return first.rounded(.down)
        case .ceil: return first.rounded(.up)
        case .round: return first.rounded(.toNearestOrAwayFromZero)
        }
    }
}
