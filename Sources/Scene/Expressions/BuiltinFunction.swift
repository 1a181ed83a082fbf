import Foundation

/// The built-in functions; every one takes and returns numbers.
enum BuiltinFunction: String, CaseIterable, Hashable, Sendable {
    case min, max, abs, floor, ceil, round, trunc
    case sin, cos, tan, asin, acos, atan, atan2, sqrt, pow

    /// `min` and `max` take two or more arguments, `atan2` and `pow` two, the others one.
    var isVariadic: Bool { self == .min || self == .max }

    func accepts(argumentCount count: Int) -> Bool {
        switch self {
        case .min, .max: count >= 2
        case .atan2, .pow: count == 2
        default: count == 1
        }
    }

    /// Evaluates the arguments as numbers and applies the function. `round` rounds half away
    /// from zero (`round(2.5)` is 3, `round(-2.5)` is -3); `trunc` drops the fraction, as Swift's
    /// `Int(x)` does. Angles are in radians. A result that
    /// is not a number (`sqrt(-1)`, `asin(2)`) is 0, as for the arithmetic operators;
    /// infinities (`pow(10, 400)`) stay infinite.
    func apply(to arguments: [ExpressionNode], in context: EvaluationContext) -> Double {
        let first = arguments[0].evaluate(context).numeric
        let result: Double
        switch self {
        case .min: result = arguments.dropFirst().reduce(first) { Swift.min($0, $1.evaluate(context).numeric) }
        case .max: result = arguments.dropFirst().reduce(first) { Swift.max($0, $1.evaluate(context).numeric) }
        case .abs: result = Swift.abs(first)
        case .floor: result = first.rounded(.down)
        case .ceil: result = first.rounded(.up)
        case .round: result = first.rounded(.toNearestOrAwayFromZero)
        case .trunc: result = first.rounded(.towardZero)
        case .sin: result = Foundation.sin(first)
        case .cos: result = Foundation.cos(first)
        case .tan: result = Foundation.tan(first)
        case .asin: result = Foundation.asin(first)
        case .acos: result = Foundation.acos(first)
        case .atan: result = Foundation.atan(first)
        case .atan2: result = Foundation.atan2(first, arguments[1].evaluate(context).numeric)
        case .sqrt: result = first.squareRoot()
        case .pow: result = Foundation.pow(first, arguments[1].evaluate(context).numeric)
        }
        return result.isNaN ? 0 : result
    }
}
