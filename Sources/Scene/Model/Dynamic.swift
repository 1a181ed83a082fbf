/// A property of a view, modifier or event: fixed in the scene, or an expression evaluated at
/// each state.
public enum Dynamic<Constant: DynamicValue>: Hashable, Sendable {
    case constant(Constant)
    /// Boxed: most properties are constants, and an inline `Expression` would make every
    /// property (and so every modifier) several times larger to copy.
    indirect case expression(Expression)

    /// The property at a state, or nil when the expression gave `null` ("absent": the position's
    /// default applies) or a string that names nothing (possible only for strings read from
    /// state: every constant an expression can produce was checked when the scene was decoded).
    public func evaluate(_ context: EvaluationContext) -> Constant? {
        switch self {
        case .constant(let value): value
        case .expression(let expression): Constant(evaluated: expression.evaluate(context))
        }
    }

    /// The property at a state, `defaultValue` when absent.
    public func evaluate(_ context: EvaluationContext, default defaultValue: Constant) -> Constant {
        evaluate(context) ?? defaultValue
    }

    public var constantValue: Constant? {
        if case .constant(let value) = self { return value }
        return nil
    }

    /// The state, parameter and loop names the property reads.
    public var referencedNames: Set<String> {
        if case .expression(let expression) = self { return expression.referencedNames }
        return []
    }
}

/// A type a `Dynamic` property can hold: it knows which expression results stand for it.
public protocol DynamicValue: Hashable, Sendable {
    /// The value an expression's result stands for, or nil (`null` stands for none).
    init?(evaluated value: Value)
}

/// An enum-like `DynamicValue` written by name (`"center"`, `"bold"`, `"topLeading"`).
public protocol NamedValue: DynamicValue {
    /// The names in the order suggestions prefer them.
    static var names: [(name: String, value: Self)] { get }
    /// What a diagnostic calls one of these: "alignment", "font weight".
    static var category: String { get }
}

extension NamedValue {
    public init?(evaluated value: Value) {
        guard case .string(let name) = value, let match = Self.value(named: name) else { return nil }
        self = match
    }

    public static func value(named name: String) -> Self? {
        names.first { $0.name == name }?.value
    }
}
