/// A parsed JSON value. Objects keep their members in document order, so diagnostics come out
/// in the order a reader meets them.
enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array(JSONArray)
    case object(JSONObject)

    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    var arrayValue: JSONArray? {
        if case .array(let a) = self { return a }
        return nil
    }

    var objectValue: JSONObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    var isNull: Bool { self == .null }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Hashable, Sendable {
    var key: String
    var value: JSONValue
}
