/// A value written in a scene: a JSON literal, an expression, or a text with interpolations.
public enum ValueSource: Hashable, Sendable {
    case constant(Value)
    case expression(Expression)
    case template(TextTemplate)

    public func evaluate(_ context: EvaluationContext) -> Value {
        switch self {
        case .constant(let value): value
        case .expression(let expression): expression.evaluate(context)
        case .template(let template): .string(template.evaluate(context))
        }
    }

    public var referencedNames: Set<String> {
        switch self {
        case .constant: []
        case .expression(let expression): expression.referencedNames
        case .template(let template): template.referencedNames
        }
    }
}
