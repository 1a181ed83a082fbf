/// The compiled, type-checked form of an expression that `Expression.evaluate` walks.
///
/// Operators that need a particular kind of operand convert at run time (see `Value.numeric`
/// and `Value.truthy`), so evaluation is total: every node yields a value.
indirect enum ExpressionNode: Hashable, Sendable {
    case constant(Value)
    case name(String)
    case not(ExpressionNode)
    case negate(ExpressionNode)
    /// `-`, `*`, `/`, `%`, and `+` when both sides are numbers.
    case arithmetic(ArithmeticOperator, ExpressionNode, ExpressionNode)
    /// `+` when one side is statically a string; the result is cut to `limit` characters.
    case concatenate(ExpressionNode, ExpressionNode, limit: Int)
    /// `+` when a side is untyped: concatenates if either value is a string, else adds.
    case add(ExpressionNode, ExpressionNode, limit: Int)
    case compare(ComparisonOperator, ExpressionNode, ExpressionNode)
    case equal(ExpressionNode, ExpressionNode)
    case notEqual(ExpressionNode, ExpressionNode)
    case and(ExpressionNode, ExpressionNode)
    case or(ExpressionNode, ExpressionNode)
    case conditional(ExpressionNode, ExpressionNode, ExpressionNode)
    case member(ExpressionNode, MemberAccess)
    case index(ExpressionNode, ExpressionNode)
    case call(BuiltinFunction, [ExpressionNode])
    /// An array function; `append` and `insert` add nothing to an array of `limit` elements.
    case arrayCall(ArrayFunction, [ExpressionNode], limit: Int)
    case arrayLiteral([ExpressionNode])
    /// An object literal: its keys and, in the same order, their values.
    case objectLiteral(keys: [String], values: [ExpressionNode])
    /// Makes the result the expression's checked type (`Value.converted(to:)`).
    case convert(ValueType, ExpressionNode)
}

enum ArithmeticOperator: Hashable, Sendable {
    case add, subtract, multiply, divide, remainder

    /// IEEE arithmetic, except that dividing by zero yields 0, the remainder has the sign of
    /// the dividend (`-7 % 3` is -1), and a NaN result (`inf - inf`) becomes 0.
    @inline(__always)
    func apply(_ a: Double, _ b: Double) -> Double {
        let result: Double =
            switch self {
            case .add: a + b
            case .subtract: a - b
            case .multiply: a * b
            case .divide: b == 0 ? 0 : a / b
            case .remainder: b == 0 ? 0 : a.truncatingRemainder(dividingBy: b)
            }
        return result.isNaN ? 0 : result
    }
}

enum ComparisonOperator: Hashable, Sendable {
    case less, lessOrEqual, greater, greaterOrEqual

    /// Two strings compare as Swift orders them (by Unicode scalars after canonical
    /// normalisation); anything else compares as numbers.
    @inline(__always)
    func apply(_ a: Value, _ b: Value) -> Bool {
        if case .string(let x) = a, case .string(let y) = b {
            return switch self {
            case .less: x < y
            case .lessOrEqual: x <= y
            case .greater: x > y
            case .greaterOrEqual: x >= y
            }
        }
        let x = a.numeric
        let y = b.numeric
        return switch self {
        case .less: x < y
        case .lessOrEqual: x <= y
        case .greater: x > y
        case .greaterOrEqual: x >= y
        }
    }
}
