extension Value {
    /// The number an operator sees: numbers as they are, `true` 1, `false` 0, everything else 0.
    @inline(__always)
    var numeric: Double {
        switch self {
        case .number(let value): value
        case .bool(let value): value ? 1 : 0
        default: 0
        }
    }

    /// The bool `!`, `&&`, `||` and `?:` see: `false` for `false`, `null`, 0 and empty strings,
    /// arrays and objects; `true` otherwise.
    @inline(__always)
    var truthy: Bool {
        switch self {
        case .bool(let value): value
        case .number(let value): value != 0
        case .string(let value): !value.isEmpty
        case .array(let value): !value.isEmpty
        case .object(let value): !value.isEmpty
        case .null: false
        }
    }

    /// The value as the checked type of an expression: `null` stays `null` (absent); other
    /// values of the wrong kind convert to a number, bool or string as the operators do, and
    /// to an empty array or object.
    func converted(to type: ValueType) -> Value {
        switch (type, self) {
        case (_, .null), (.any, _), (.null, _): self
        case (.number, .number), (.bool, .bool), (.string, .string), (.array, .array), (.object, .object): self
        case (.number, _): .number(numeric)
        case (.bool, _): .bool(truthy)
        case (.string, _): .string(interpolationText)
        case (.array, _): .array([])
        case (.object, _): .object([:])
        }
    }
}
