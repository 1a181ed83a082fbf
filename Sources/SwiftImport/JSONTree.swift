/// The scene JSON the importer builds: objects keep the order their keys were written in, so the
/// printed scene reads as if written by hand, and each node may remember the Swift source it
/// came from (for diagnostics of the decoded scene).
public indirect enum JSONTree: Equatable, Sendable {
    case object([Member])
    case array([JSONTree])
    case string(String)
    /// A number as written in the Swift source (`1.0`, `200`, `-4`), printed as it is.
    case number(String)
    case bool(Bool)
    case null
    /// A node with the Swift position it was translated from.
    case located(JSONTree, SourcePosition)

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONTree
        public init(_ key: String, _ value: JSONTree) {
            self.key = key
            self.value = value
        }
    }

    /// The node without its position.
    public var plain: JSONTree {
        if case .located(let inner, _) = self { return inner.plain }
        return self
    }

    /// An object of `members` at this node's position (if it has one): the node rewritten
    /// with the members changed.
    func withMembers(_ members: [Member]) -> JSONTree {
        if case .located(_, let position) = self { return .located(.object(members), position) }
        return .object(members)
    }

    /// How many views the node holds: objects with a `type`, at any depth.
    var viewCount: Int {
        switch self {
        case .object(let members):
            return (members.contains { $0.key == "type" } ? 1 : 0) + members.reduce(0) { $0 + $1.value.viewCount }
        case .array(let elements): return elements.reduce(0) { $0 + $1.viewCount }
        case .located(let inner, _): return inner.viewCount
        case .string, .number, .bool, .null: return 0
        }
    }

    /// The value of `key` in an object.
    public subscript(key: String) -> JSONTree? {
        guard case .object(let members) = plain else { return nil }
        return members.first { $0.key == key }?.value
    }

    static func object(_ pairs: KeyValuePairs<String, JSONTree>) -> JSONTree {
        .object(pairs.map { Member($0.key, $0.value) })
    }

    static func number(_ value: Double) -> JSONTree {
        if value == value.rounded(), abs(value) < 1e15 { return .number(String(Int(value))) }
        return .number(String(value))
    }
}

/// A line and column (both from 1) in the Swift source.
public struct SourcePosition: Equatable, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
