/// A strict RFC 8259 JSON parser over bytes that never traps: nesting is bounded, every syntax
/// error reports its line, column and byte offset, and the parser tracks where it is so that
/// duplicate keys and out-of-range numbers are reported at their JSON pointer.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    let maxNesting: Int
    /// Problems that do not stop parsing (duplicate keys, numbers beyond `Double`).
    var problems: [Diagnostic] = []
    /// The tokens from the root to the value being parsed; rendered only for a problem.
    var tokens: [JSONPointer.Token] = []

    /// The JSON pointer of the value being parsed.
    var pointer: String { JSONPointer.render(tokens) }

    /// Parses a whole document; syntax errors throw `malformedJSON`, excess nesting throws
    /// `limitExceeded`.
    static func parse(_ bytes: [UInt8], maxNesting: Int) throws(SceneError) -> (JSONValue, [Diagnostic]) {
        var parser = JSONParser(bytes: bytes, maxNesting: maxNesting)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.syntaxError("unexpected \(parser.found) after the JSON value")
        }
        return (value, parser.problems)
    }

    mutating func parseValue(depth: Int) throws(SceneError) -> JSONValue {
        guard index < bytes.count else { throw syntaxError("expected a value, found the end of the input") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw syntaxError("expected a value, found \(found)")
        }
    }

    mutating func parseObject(depth: Int) throws(SceneError) -> JSONValue {
        try checkNesting(depth)
        index += 1
        var members: [JSONMember] = []
        // The keys, once there are too many for a linear search to find a duplicate quickly.
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw syntaxError("expected a string key, found \(found)") }
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw syntaxError("expected ':' after an object key, found \(found)") }
            index += 1
            skipWhitespace()
            tokens.append(.key(key))
            let value = try parseValue(depth: depth)
            if isNewKey(key, among: members, &keys) {
                members.append(JSONMember(key: key, value: value))
            } else {
                problems.append(Diagnostic(code: "duplicate_key", message: "duplicate key \(quoted(key))", path: pointer))
            }
            tokens.removeLast()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                return .object(members)
            } else {
                throw syntaxError("expected ',' or '}' after an object member, found \(found)")
            }
        }
    }

    /// Whether no member has `key` yet; `keys` takes over from a linear search in large objects.
    func isNewKey(_ key: String, among members: [JSONMember], _ keys: inout Set<String>) -> Bool {
        if members.count < 16 { return !members.contains { $0.key == key } }
        if keys.isEmpty { keys = Set(members.map(\.key)) }
        return keys.insert(key).inserted
    }

    mutating func parseArray(depth: Int) throws(SceneError) -> JSONValue {
        try checkNesting(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            tokens.append(.index(elements.count))
            elements.append(try parseValue(depth: depth))
            tokens.removeLast()
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                return .array(elements)
            } else {
                throw syntaxError("expected ',' or ']' after an array element, found \(found)")
            }
        }
    }

    func checkNesting(_ depth: Int) throws(SceneError) {
        if depth > maxNesting {
            throw SceneError(
                kind: .limitExceeded, code: "limit_exceeded",
                message: "the JSON is nested more than \(maxNesting) levels deep", path: pointer)
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(SceneError) {
        let start = index
        for byte in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
            guard index < bytes.count, bytes[index] == byte else {
                index = start
                throw syntaxError("expected a value, found \(found)")
            }
            index += 1
        }
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
