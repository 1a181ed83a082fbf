extension Value {
    /// How the value prints inside `\(…)` and when `+` joins it to a string.
    ///
    /// Numbers as `ValueFormatting.format` (`3`, `0.5`, `1e+21`); bools `true`/`false`;
    /// null `nil` (as Swift prints an empty optional); strings unquoted; arrays and objects as
    /// Swift prints them, with quoted strings and object keys sorted: `[1, "a"]`, `["k": 2]`, `[:]`.
    public var interpolationText: String {
        switch self {
        case .string(let value): value
        case .number(let value): ValueFormatting.format(value)
        case .bool(let value): value ? "true" : "false"
        case .null: "nil"
        case .array, .object: nestedText
        }
    }

    /// The form of a value inside a printed array or object: strings are quoted.
    private var nestedText: String {
        switch self {
        case .string(let value): ValueFormatting.quoted(value)
        case .array(let elements): "[" + elements.map(\.nestedText).joined(separator: ", ") + "]"
        case .object(let fields) where fields.isEmpty: "[:]"
        case .object(let fields):
            "["
                + fields.sorted { $0.key < $1.key }
                .map { "\(ValueFormatting.quoted($0.key)): \($0.value.nestedText)" }
                .joined(separator: ", ") + "]"
        default: interpolationText
        }
    }
}
