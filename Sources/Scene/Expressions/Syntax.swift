/// The parsed, not yet type-checked form of an expression.
struct Syntax {
    indirect enum Kind {
        case literal(Value)
        case name(String)
        /// `.center` or `#ff8800` in an enum position: always a string constant.
        case enumConstant(String)
        case unary(Symbol, Syntax)
        case binary(Symbol, Syntax, Syntax)
        case conditional(Syntax, Syntax, Syntax)
        case member(Syntax, String)
        case index(Syntax, Syntax)
        case call(String, [Syntax])
    }

    var kind: Kind
    /// Character offsets of this subexpression in the source, parentheses included.
    var range: Range<Int>
    /// Levels of nodes below and including this one.
    var height: Int

    init(_ kind: Kind, range: Range<Int>, children: [Syntax] = []) {
        self.kind = kind
        self.range = range
        self.height = 1 + (children.map(\.height).max() ?? 0)
    }
}
