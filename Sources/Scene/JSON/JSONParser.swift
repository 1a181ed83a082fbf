/// A strict RFC 8259 JSON parser over bytes that never traps: nesting is bounded, every syntax
/// error reports its line, column and byte offset, and each value is parsed knowing its JSON
/// pointer so that duplicate keys and out-of-range numbers are reported where they are.
struct JSONParser {
    let bytes: [UInt8]
    var index = 0
    let maxNesting: Int
    /// Problems that do not stop parsing (duplicate keys, numbers beyond `Double`).
    var problems: [Diagnostic] = []

    /// Parses a whole document; syntax errors throw `malformedJSON`, excess nesting throws
    /// `limitExceeded`.
    static func parse(_ bytes: [UInt8], maxNesting: Int) throws(SceneError) -> (JSONValue, [Diagnostic]) {
        var parser = JSONParser(bytes: bytes, maxNesting: maxNesting)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(pointer: "", depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.syntaxError("unexpected \(parser.found) after the JSON value")
        }
        return (value, parser.problems)
    }

    mutating func parseValue(pointer: String, depth: Int) throws(SceneError) -> JSONValue {
        guard index < bytes.count else { throw syntaxError("expected a value, found the end of the input") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(pointer: pointer, depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(pointer: pointer, depth: depth + 1)
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
            return .number(try parseNumber(pointer: pointer))
        default:
            throw syntaxError("expected a value, found \(found)")
        }
    }

    mutating func parseObject(pointer: String, depth: Int) throws(SceneError) -> JSONValue {
        try checkNesting(depth, pointer: pointer)
        index += 1
        var members: [JSONMember] = []
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
            let memberPointer = JSONPointer.appending(key, to: pointer)
            let value = try parseValue(pointer: memberPointer, depth: depth)
            if keys.insert(key).inserted {
                members.append(JSONMember(key: key, value: value))
            } else {
                problems.append(
                    Diagnostic(code: "duplicate_key", message: "duplicate key \(quoted(key))", path: memberPointer))
            }
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

    mutating func parseArray(pointer: String, depth: Int) throws(SceneError) -> JSONValue {
        try checkNesting(depth, pointer: pointer)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(pointer: JSONPointer.appending(elements.count, to: pointer), depth: depth))
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

    func checkNesting(_ depth: Int, pointer: String) throws(SceneError) {
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
