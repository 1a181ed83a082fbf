/// A strict RFC 8259 JSON parser over bytes that never traps: nesting is bounded, every syntax
/// error reports its line, column and byte offset, and the parser tracks where it is so that
/// duplicate keys and out-of-range numbers are reported at their JSON pointer. The document is
/// built into a `JSONStorage`.
///
/// The parser reads the input through an unsafe buffer (it lives only inside `parse`): every
/// byte read is behind an `index < bytes.count` test, as it was on the array, every eight-byte
/// load behind `start + 8 <= bytes.count`, and comparisons of two strings' bytes read only
/// ranges already scanned; so nothing changes but the array's retains and bounds checks.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    let maxNesting: Int
    /// Problems that do not stop parsing (duplicate keys, numbers beyond `Double`).
    var problems: [Diagnostic] = []
    /// The tokens from the root to the value being parsed, keys by their index in `strings`;
    /// rendered only for a problem.
    var tokens: [PathToken] = []
    var tokenCount = 0
    /// The document so far (see `JSONStorage`).
    var nodes: [JSONStorage.Node] = []
    var contents: [Int] = []
    var strings: [String] = []
    var tags: [StringTag] = []
    /// The contents of the open containers, innermost last; each is moved to `contents` when
    /// it closes, so that every container's contents are contiguous.
    var pending: [Int] = []
    var pendingCount = 0
    /// The last string parsed for each of a few hashes of their bytes (see `RecentString`);
    /// a table on the stack, living only inside `parse`.
    let recentStrings: UnsafeMutableBufferPointer<RecentString>

    enum PathToken {
        case key(Int)
        case index(Int)
    }

    /// The JSON pointer of the value being parsed.
    var pointer: String {
        JSONPointer.render(
            tokens[..<tokenCount].map {
                switch $0 {
                case .key(let string): .key(strings[string])
                case .index(let index): .index(index)
                }
            })
    }

    /// Parses a whole document; syntax errors throw `malformedJSON`, excess nesting throws
    /// `limitExceeded`.
    static func parse(_ bytes: [UInt8], maxNesting: Int) throws(SceneError) -> (JSONValue, [Diagnostic]) {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SceneError) in try parse(buffer, maxNesting: maxNesting) }
        }.get()
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, maxNesting: Int
    ) throws(SceneError) -> (JSONValue, [Diagnostic]) {
        // A small table (eight bytes an entry) that lives only inside the parse.
        try withUnsafeTemporaryAllocation(of: RecentString.self, capacity: 1 << recentSlotBits) { table throws(SceneError) in
            table.initialize(repeating: RecentString(start: 0, string: 0))
            return try parse(bytes, maxNesting: maxNesting, recentStrings: table)
        }
    }

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, maxNesting: Int, recentStrings: UnsafeMutableBufferPointer<RecentString>
    ) throws(SceneError) -> (JSONValue, [Diagnostic]) {
        var parser = JSONParser(bytes: bytes, maxNesting: maxNesting, recentStrings: recentStrings)
        // Scenes hold a value per 12 to 18 bytes: the nodes start at the dense end, so that they
        // are not copied into a larger array halfway. A content entry per 7 to 11 bytes. (Short
        // scenes are denser: a one-rectangle scene has a value per 8 bytes and a string per 12,
        // so each list starts with room for at least 16.)
        parser.nodes.reserveCapacity(max(16, bytes.count / 12))
        parser.contents.reserveCapacity(max(16, bytes.count / 8))
        // And a new string per 30 bytes or so (keys repeat).
        parser.strings.reserveCapacity(max(16, bytes.count / 24))
        parser.tags.reserveCapacity(max(16, bytes.count / 24))
        // The stacks hold the open containers' contents and path: a few dozen in most scenes.
        parser.pending.reserveCapacity(64)
        parser.tokens.reserveCapacity(16)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
        parser.skipWhitespace()
        let root = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw parser.syntaxError("unexpected \(parser.found) after the JSON value")
        }
        let storage = JSONStorage(
            nodes: parser.nodes, contents: parser.contents, strings: parser.strings, tags: parser.tags)
        return (storage.value(at: root), parser.problems)
    }

    /// Parses the value at `index`; returns its node.
    mutating func parseValue(depth: Int) throws(SceneError) -> Int {
        guard index < bytes.count else { throw syntaxError("expected a value, found the end of the input") }
        let node: JSONStorage.Node
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            node = .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            node = .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            node = .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            node = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            node = .number(try parseNumber())
        default:
            throw syntaxError("expected a value, found \(found)")
        }
        nodes.append(node)
        return nodes.count - 1
    }

    @inline(__always)
    mutating func addString(_ string: String, tag: StringTag) -> Int {
        strings.append(string)
        tags.append(tag)
        return strings.count - 1
    }

    mutating func parseObject(depth: Int) throws(SceneError) -> Int {
        try checkNesting(depth)
        index += 1
        let node = nodes.count
        nodes.append(.object(start: 0, count: 0))
        let base = pendingCount
        // The keys, once there are too many for a linear search to find a duplicate quickly.
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return node
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw syntaxError("expected a string key, found \(found)") }
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw syntaxError("expected ':' after an object key, found \(found)") }
            index += 1
            skipWhitespace()
            push(.key(key))
            let value = try parseValue(depth: depth)
            if isNewKey(key, from: base, &keys) {
                push(key)
                push(value)
            } else {
                problems.append(
                    Diagnostic(code: "duplicate_key", message: "duplicate key \(quoted(strings[key]))", path: pointer))
            }
            tokenCount -= 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                nodes[node] = .object(start: contents.count, count: (pendingCount - base) / 2)
                close(from: base)
                return node
            } else {
                throw syntaxError("expected ',' or '}' after an object member, found \(found)")
            }
        }
    }

    /// Whether no member of the open object (its pending contents from `base`) has `key` yet;
    /// `keys` takes over from a linear search in large objects.
    @inline(__always)
    func isNewKey(_ key: Int, from base: Int, _ keys: inout Set<String>) -> Bool {
        let count = (pendingCount - base) / 2
        if count < 16 {
            for member in 0..<count {
                let other = pending[base + 2 * member]
                if other == key || tags[other].surelyEquals(tags[key])
                    || (tags[other].mayEqual(tags[key]) && strings[other] == strings[key])
                {
                    return false
                }
            }
            return true
        }
        if keys.isEmpty {
            for member in 0..<count { keys.insert(strings[pending[base + 2 * member]]) }
        }
        return keys.insert(strings[key]).inserted
    }

    /// Moves the contents of the container that closed from `pending` to `contents`.
    @inline(__always)
    mutating func close(from base: Int) {
        // Through a buffer: a slice of `pending` would retain its storage and append generically.
        pending.withUnsafeBufferPointer { pending in
            contents.append(contentsOf: UnsafeBufferPointer(rebasing: pending[base..<pendingCount]))
        }
        pendingCount = base
    }

    /// `pending` and `tokens` are stacks whose storage is kept: these push onto them (inlined:
    /// a call costs as much as the push).
    @inline(__always)
    mutating func push(_ entry: Int) {
        if pendingCount < pending.count { pending[pendingCount] = entry } else { pending.append(entry) }
        pendingCount += 1
    }

    @inline(__always)
    mutating func push(_ token: PathToken) {
        if tokenCount < tokens.count { tokens[tokenCount] = token } else { tokens.append(token) }
        tokenCount += 1
    }

    mutating func parseArray(depth: Int) throws(SceneError) -> Int {
        try checkNesting(depth)
        index += 1
        let node = nodes.count
        nodes.append(.array(start: 0, count: 0))
        let base = pendingCount
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return node
        }
        while true {
            skipWhitespace()
            push(.index(pendingCount - base))
            let element = try parseValue(depth: depth)
            push(element)
            tokenCount -= 1
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                nodes[node] = .array(start: contents.count, count: pendingCount - base)
                close(from: base)
                return node
            } else {
                throw syntaxError("expected ',' or ']' after an array element, found \(found)")
            }
        }
    }

    /// Inlined, and the error made apart: a call for the one comparison cost more than it.
    @inline(__always)
    func checkNesting(_ depth: Int) throws(SceneError) {
        if depth > maxNesting { throw nestingError() }
    }

    func nestingError() -> SceneError {
        SceneError(
            kind: .limitExceeded, code: "limit_exceeded",
            message: "the JSON is nested more than \(maxNesting) levels deep", path: pointer)
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
