/// The static type of a value or an expression.
///
/// Every type is implicitly nullable: `null` is accepted wherever a value is expected and
/// means "absent". `any` is the type of values whose shape is only known at run time (for
/// example the elements of a heterogeneous array); it passes every check and is converted
/// when used (see `docs/expressions.md`, "Conversions").
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
    case number
    case bool
    case string
    case null
    case array(ValueType)
    case object([String: ValueType])
    case any

    /// `number`, `bool`, `string`, `null`, `[number]`, `{height: number, width: number}`, `any`.
    public var description: String {
        switch self {
        case .number: "number"
        case .bool: "bool"
        case .string: "string"
        case .null: "null"
        case .any: "any"
        case .array(let element): "[\(element)]"
        case .object(let fields):
            "{" + fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}
