/// A runtime value: what state holds and what an expression evaluates to.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    case object([String: Value])
    case null

    /// The most specific static type of this value; a heterogeneous or empty array is `[any]`.
    public var type: ValueType {
        switch self {
        case .number: .number
        case .bool: .bool
        case .string: .string
        case .null: .null
        case .object(let fields): .object(fields.mapValues(\.type))
        case .array(let elements):
            if let first = elements.first {
                .array(elements.dropFirst().reduce(first.type) { $0.joined(with: $1.type) })
            } else {
                .array(.any)
            }
        }
    }

    public var numberValue: Double? {
        if case .number(let value) = self { value } else { nil }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    public var arrayValue: [Value]? {
        if case .array(let value) = self { value } else { nil }
    }

    public var objectValue: [String: Value]? {
        if case .object(let value) = self { value } else { nil }
    }

    public var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// JSON text with object keys sorted: `"a"`, `[1, 2.5]`, `{"x": null}`.
    public var description: String {
        switch self {
        case .number(let value): ValueFormatting.format(value)
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .string(let value): ValueFormatting.quoted(value)
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let fields):
            "{"
                + fields.sorted { $0.key < $1.key }
                .map { "\(ValueFormatting.quoted($0.key)): \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}
