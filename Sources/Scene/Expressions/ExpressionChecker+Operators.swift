extension ExpressionChecker {
    func binary(
        _ op: ExpressionSymbol, _ left: ExpressionSyntax, _ right: ExpressionSyntax, range: Range<Int>
    ) throws(ExpressionFailure) -> Typed {
        switch op {
        case .and, .or:
            let a = try check(left, expecting: .bool)
            let b = try check(right, expecting: .bool)
            let node: ExpressionNode = op == .and ? .and(a.node, b.node) : .or(a.node, b.node)
            return Typed(node: node.folded(), type: .bool)
        case .plus:
            return try plus(left, right)
        case .minus, .times, .divide, .remainder:
            let a = try check(left, expecting: .number)
            let b = try check(right, expecting: .number)
            let arithmetic: ArithmeticOperator =
                switch op {
                case .minus: .subtract
                case .times: .multiply
                case .divide: .divide
                default: .remainder
                }
            return Typed(node: ExpressionNode.arithmetic(arithmetic, a.node, b.node).folded(), type: .number)
        case .equal, .notEqual:
            let a = try infer(left)
            let b = try infer(right)
            if a.type.isDistinctKind(from: b.type) { throw .cannotCompare(a.type, with: b.type, at: range, in: source) }
            let node: ExpressionNode = op == .equal ? .equal(a.node, b.node) : .notEqual(a.node, b.node)
            return Typed(node: node.folded(), type: .bool)
        default:
            let a = try orderable(left)
            let b = try orderable(right)
            if a.type.isDistinctKind(from: b.type) { throw .cannotCompare(a.type, with: b.type, at: range, in: source) }
            let comparison: ComparisonOperator =
                switch op {
                case .less: .less
                case .lessEqual: .lessOrEqual
                case .greater: .greater
                default: .greaterOrEqual
                }
            return Typed(node: ExpressionNode.compare(comparison, a.node, b.node).folded(), type: .bool)
        }
    }

    /// `+` adds numbers and joins strings; a string on either side makes it a concatenation.
    private func plus(_ left: ExpressionSyntax, _ right: ExpressionSyntax) throws(ExpressionFailure) -> Typed {
        let a = try orderable(left)
        let b = try orderable(right)
        let node: ExpressionNode
        let type: ValueType
        switch (a.type, b.type) {
        case (.string, _), (_, .string):
            (node, type) = (.concatenate(a.node, b.node, limit: textLimit), .string)
        case (.any, _), (_, .any):
            (node, type) = (.add(a.node, b.node, limit: textLimit), .any)
        default:
            (node, type) = (.arithmetic(.add, a.node, b.node), .number)
        }
        return Typed(node: node.folded(), type: type)
    }

    /// An operand of `+` or of `<`-like operators: a number or a string (or untyped, or null).
    private func orderable(_ syntax: ExpressionSyntax) throws(ExpressionFailure) -> Typed {
        let typed = try infer(syntax)
        switch typed.type {
        case .number, .string, .null, .any: return typed
        default: throw .mismatch(expected: "a number or a string", got: typed.type, at: syntax.range, in: source)
        }
    }
}
