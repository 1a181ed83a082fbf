import Scene

/// The names that the expressions of a part of a scene read, found by walking its value (a
/// view, a modifier): every `Expression` in it, text interpolations included.
///
/// The writes of action events are left out — they are computed when the action runs, not when
/// the view is evaluated — and so are the bodies of the components a view uses.
struct ExpressionReads {
    var names: Set<String> = []
    /// The keys read from `env` (`env.accent`); nil when `env` is read as a whole.
    var environmentKeys: Set<String>? = []

    init() {}

    init(of subject: Any) {
        collect(subject)
    }

    mutating func collect(_ subject: Any) {
        switch subject {
        case let expression as Expression:
            names.formUnion(expression.referencedNames)
            if let keys = expression.environmentKeys { environmentKeys?.formUnion(keys) } else { environmentKeys = nil }
        case is Value, is String, is Double, is Bool, is Int, is TimelineEvent:
            return
        default:
            for child in Mirror(reflecting: subject).children { collect(child.value) }
        }
    }
}
