/// A member access, resolved once: a field name, and the built-in it means on arrays and strings.
struct MemberAccess: Hashable, Sendable {
    /// The members arrays have; strings have `count` and `isEmpty`.
    enum Builtin: String, CaseIterable, Hashable, Sendable {
        case count, isEmpty, first, last

        var appliesToStrings: Bool { self == .count || self == .isEmpty }
    }

    var name: String
    var builtin: Builtin?

    init(_ name: String) {
        self.name = name
        self.builtin = Builtin(rawValue: name)
    }

    /// An object's field, an array's or string's built-in, or `null`.
    @inline(__always)
    func read(from base: Value) -> Value {
        switch base {
        case .object(let fields):
            return fields[name] ?? .null
        case .array(let elements):
            switch builtin {
            case .count: return .number(Double(elements.count))
            case .isEmpty: return .bool(elements.isEmpty)
            case .first: return elements.first ?? .null
            case .last: return elements.last ?? .null
            case nil: return .null
            }
        case .string(let text):
            switch builtin {
            case .count: return .number(Double(text.count))
            case .isEmpty: return .bool(text.isEmpty)
            default: return .null
            }
        default:
            return .null
        }
    }
}
