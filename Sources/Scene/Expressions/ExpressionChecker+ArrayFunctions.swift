extension ExpressionChecker {
    /// `count(a)` takes an array or a string; the other array functions take an array first,
    /// then numbers for positions and elements of the array's element type.
    func arrayCall(_ function: ArrayFunction, _ arguments: [ExpressionSyntax]) throws(ExpressionFailure) -> Typed {
        guard arguments.count == function.arity else { throw .argumentCount(function, got: arguments.count) }
        if function == .count {
            let counted = try infer(arguments[0])
            switch counted.type {
            case .array, .string, .any, .null: break
            default:
                throw .mismatch(expected: "an array or a string", got: counted.type, at: arguments[0].range, in: source)
            }
            return Typed(node: ExpressionNode.arrayCall(.count, [counted.node], limit: arrayLimit).folded(), type: .number)
        }
        let array = try check(arguments[0], expecting: .array(.any))
        let element: ValueType = if case .array(let type) = array.type { type } else { .any }
        var nodes = [array.node]
        switch function {
        case .count:
            preconditionFailure("handled above")
        case .append:
            nodes.append(try check(arguments[1], expecting: element).node)
        case .insert, .replace:
            nodes.append(try check(arguments[1], expecting: .number).node)
            nodes.append(try check(arguments[2], expecting: element).node)
        case .removeAt:
            nodes.append(try check(arguments[1], expecting: .number).node)
        case .move:
            nodes.append(try check(arguments[1], expecting: .number).node)
            nodes.append(try check(arguments[2], expecting: .number).node)
        case .removeId:
            let idType: ValueType
            switch element {
            case .object(let fields):
                guard let field = fields["id"] else {
                    throw .noIdField(of: arguments[0].range, type: element, in: source)
                }
                idType = field
            case .any, .null:
                idType = .any
            default:
                throw .noIdField(of: arguments[0].range, type: element, in: source)
            }
            let id = try infer(arguments[1])
            if id.type.isDistinctKind(from: idType) {
                throw .cannotCompare(idType, with: id.type, at: arguments[1].range, in: source)
            }
            nodes.append(id.node)
        }
        let type: ValueType = if case .array = array.type { array.type } else { .array(.any) }
        return Typed(node: ExpressionNode.arrayCall(function, nodes, limit: arrayLimit).folded(), type: type)
    }
}
