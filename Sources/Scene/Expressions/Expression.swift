/// A parsed, type-checked expression, compiled once and evaluated many times.
///
/// The language is described in `docs/expressions.md`. Evaluation is total: it always
/// returns a value, of the checked `type` or `null` (which callers read as "absent").
public struct Expression: Hashable, Sendable, CustomStringConvertible {
    /// Levels of nesting an expression may have: parentheses, operators, arguments.
    public static let maxNestingDepth = 64

    /// The text the expression was parsed from (for a constant, its JSON text).
    public let source: String
    /// The checked result type: the expected type, made more specific when the expression is.
    public let type: ValueType
    /// The value, when the expression reads no names and so folds to a constant.
    public let constantValue: Value?
    /// The root names the expression reads (state, parameters, loop variables, `env`…).
    public let referencedNames: Set<String>
    /// For enum positions: every string the expression can yield, when each outcome is a
    /// literal (both branches of `?:`, say); `null` outcomes add none. Nil when an outcome
    /// depends on names.
    public let possibleStringConstants: [String]?
    let node: ExpressionNode

    init(source: String, node: ExpressionNode, type: ValueType) {
        self.source = source
        self.node = node
        self.type = type
        self.constantValue = node.constantValue
        var names = Set<String>()
        node.collectNames(into: &names)
        self.referencedNames = names
        self.possibleStringConstants = node.stringOutcomes
    }

    public static func constant(_ value: Value) -> Expression {
        Expression(source: value.description, node: .constant(value), type: value.type)
    }

    public func evaluate(_ context: EvaluationContext) -> Value {
        node.evaluate(context)
    }

    public var description: String { source }
}

extension Expression {
    /// The keys the expression reads from `env` as `env.key` (or `env['key']`); nil when it
    /// uses `env` otherwise (as a whole), so that any key may matter.
    public var environmentKeys: Set<String>? {
        guard referencedNames.contains("env") else { return [] }
        var keys: Set<String> = []
        return node.collectMembers(of: "env", into: &keys) ? keys : nil
    }
}

extension ExpressionNode {
    /// Collects the members read from the name `root`; false when `root` is read other than
    /// through a member.
    func collectMembers(of root: String, into keys: inout Set<String>) -> Bool {
        switch self {
        case .name(let name):
            return name != root
        case .member(.name(let name), let member) where name == root:
            keys.insert(member.name)
            return true
        default:
            for operand in operands where !operand.collectMembers(of: root, into: &keys) { return false }
            return true
        }
    }
}
