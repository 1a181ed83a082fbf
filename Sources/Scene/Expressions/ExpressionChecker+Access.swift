extension ExpressionChecker {
    func member(_ name: String, of base: ExpressionSyntax) throws(ExpressionFailure) -> Typed {
        try member(name, of: infer(base), at: base.range)
    }

    /// `name` read from an already checked base (checked once, so chains stay linear).
    private func member(_ name: String, of object: Typed, at range: Range<Int>) throws(ExpressionFailure) -> Typed {
        let type: ValueType
        let members: [String]
        switch object.type {
        case .any, .null:
            type = object.type
            members = []
        case .object(let fields):
            members = Array(fields.keys)
            type = fields[name] ?? .null
        case .array(let element):
            members = MemberAccess.Builtin.allCases.map(\.rawValue)
            type =
                switch MemberAccess.Builtin(rawValue: name) {
                case .count: .number
                case .isEmpty: .bool
                case .first, .last: element
                case nil: .null
                }
        case .string:
            members = MemberAccess.Builtin.allCases.filter(\.appliesToStrings).map(\.rawValue)
            type = name == "count" ? .number : .bool
        case .number, .bool:
            members = []
            type = .null
        }
        let known =
            switch object.type {
            case .any, .null: true
            default: members.contains(name)
            }
        guard known else {
            throw .unknownMember(
                name, of: range, type: object.type, members: members,
                suggestion: NameSuggestion.closest(to: name, among: members), in: source)
        }
        return Typed(node: ExpressionNode.member(object.node, MemberAccess(name)).folded(), type: type)
    }

    func index(_ base: ExpressionSyntax, _ index: ExpressionSyntax) throws(ExpressionFailure) -> Typed {
        let container = try infer(base)
        switch container.type {
        case .array(let element):
            let position = try check(index, expecting: .number)
            return Typed(node: ExpressionNode.index(container.node, position.node).folded(), type: element)
        case .object:
            guard case .literal(.string(let key)) = index.kind else {
                throw .objectIndexNotLiteral(at: index.range, in: source)
            }
            return try member(key, of: container, at: base.range)
        case .any, .null:
            let key = try infer(index)
            return Typed(node: ExpressionNode.index(container.node, key.node).folded(), type: container.type)
        default:
            throw .notIndexable(container.type, at: base.range, in: source)
        }
    }
}
