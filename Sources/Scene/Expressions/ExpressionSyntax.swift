/// The parsed, not yet type-checked form of an expression.
struct ExpressionSyntax {
    indirect enum Kind {
        case literal(Value)
        case name(String)
        /// `.center` or `#ff8800` in an enum position: always a string constant.
        case enumConstant(String)
        case unary(ExpressionSymbol, ExpressionSyntax)
        case binary(ExpressionSymbol, ExpressionSyntax, ExpressionSyntax)
        case conditional(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax)
        case member(ExpressionSyntax, String)
        case index(ExpressionSyntax, ExpressionSyntax)
        case call(String, [ExpressionSyntax])
        /// `[a, b]`.
        case arrayLiteral([ExpressionSyntax])
        /// `{id: 4, 'first name': name}`, fields in the order written.
        case objectLiteral([(key: String, value: ExpressionSyntax)])
    }

    var kind: Kind
    /// Character offsets of this subexpression in the source, parentheses included.
    var range: Range<Int>
    /// Levels of nodes below and including this one.
    var height: Int

    init(_ kind: Kind, range: Range<Int>, children: [ExpressionSyntax] = []) {
        self.kind = kind
        self.range = range
        self.height = 1 + (children.map(\.height).max() ?? 0)
    }
}
