/// The names visible to an expression and their static types.
public struct Scope: Hashable, Sendable {
    public var names: [String: ValueType]

    public init(_ names: [String: ValueType] = [:]) {
        self.names = names
    }

    /// This scope with `name` declared (or redeclared, shadowing the outer one) as `type`.
    public func adding(_ name: String, _ type: ValueType) -> Scope {
        var copy = self
        copy.names[name] = type
        return copy
    }

    public subscript(name: String) -> ValueType? { names[name] }
}
