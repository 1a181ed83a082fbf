extension JSONValue {
    /// How a diagnostic names this value after "got": literals as written (long strings cut),
    /// containers by kind.
    var summary: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): formatNumber(n)
        case .string(let s): quoted(s, limit: 40)
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A number as JSON writes it: integers without a fraction.
func formatNumber(_ n: Double) -> String {
    if n.isFinite, n == n.rounded(), abs(n) < 1e15 {
        return String(Int64(n))
    }
    return "\(n)"
}

/// `s` in single quotes (as the expression language quotes, and so that JSON error bodies need
/// no escaped quotes), with backslash escapes, cut to `limit` characters with "…".
func quoted(_ s: String, limit: Int = 80) -> String {
    var body = ""
    var count = 0
    for ch in s {
        if count == limit {
            body += "…"
            break
        }
        switch ch {
        case "'": body += "\\'"
        case "\\": body += "\\\\"
        case "\n": body += "\\n"
        case "\t": body += "\\t"
        case "\r": body += "\\r"
        default: body.append(ch)
        }
        count += 1
    }
    return "'" + body + "'"
}
