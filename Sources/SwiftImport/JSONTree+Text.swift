import Scene

/// Prints a `JSONTree` as indented JSON: an object or array whose line (indent and key included)
/// fits in 100 columns stays on one line, as people write modifiers (`{"padding": 8}`); larger
/// ones are broken up, one member or element a line.
extension JSONTree {
    public var text: String {
        var out = ""
        write(to: &out, indent: 0, prefix: 0)
        return out + "\n"
    }

    /// The value on one line.
    public var compactText: String {
        switch plain {
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{" + members.map { Self.quoted($0.key) + ": " + $0.value.compactText }.joined(separator: ", ") + "}"
        case .array(let elements):
            return "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
        case .string(let string): return Self.quoted(string)
        case .number(let text): return text
        case .bool(let value): return value ? "true" : "false"
        case .null, .located: return "null"
        }
    }

    /// Writes the value after `prefix` characters of its line (a key) at `indent`.
    private func write(to out: inout String, indent: Int, prefix: Int) {
        let compact = compactText
        if indent + prefix + compact.count <= 100 || !isContainer {
            out += compact
            return
        }
        let inner = String(repeating: " ", count: indent + 2)
        switch plain {
        case .object(let members):
            out += "{\n"
            for (i, member) in members.enumerated() {
                let key = Self.quoted(member.key) + ": "
                out += inner + key
                member.value.write(to: &out, indent: indent + 2, prefix: key.count)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += inner
                element.write(to: &out, indent: indent + 2, prefix: 0)
                out += i == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        default:
            out += compact
        }
    }

    private var isContainer: Bool {
        switch plain {
        case .object, .array: return true
        default: return false
        }
    }

    static func quoted(_ string: String) -> String { JSONString.quoted(string) }
}
