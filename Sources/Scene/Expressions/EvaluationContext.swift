/// Values of names at evaluation time. A name an expression reads but the context lacks is `null`.
public struct EvaluationContext: Sendable {
    public var values: [String: Value]

    public init(_ values: [String: Value] = [:]) {
        self.values = values
    }

    public subscript(name: String) -> Value? {
        get { values[name] }
        set { values[name] = newValue }
    }
}
