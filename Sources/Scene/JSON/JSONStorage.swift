/// The values of one parsed document in three arrays: containers refer to their contents by
/// index, so a document costs a few allocations rather than one per object and array.
final class JSONStorage: Sendable {
    /// One value; a container's contents are `count` entries of `contents` from `start`.
    enum Node {
        case null
        case bool(Bool)
        case number(Double)
        /// An index in `strings`.
        case string(Int)
        /// Element node indices.
        case array(start: Int, count: Int)
        /// Key string index and value node index, per member.
        case object(start: Int, count: Int)
    }

    let nodes: [Node]
    let contents: [Int]
    let strings: [String]
    /// The tag of each of `strings`, for key look-ups.
    let tags: [StringTag]

    init(nodes: [Node], contents: [Int], strings: [String], tags: [StringTag]) {
        self.nodes = nodes
        self.contents = contents
        self.strings = strings
        self.tags = tags
    }

    func value(at node: Int) -> JSONValue {
        switch nodes[node] {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(strings[s])
        case .array(let start, let count): .array(JSONArray(storage: self, start: start, count: count))
        case .object(let start, let count): .object(JSONObject(storage: self, start: start, count: count))
        }
    }

    /// Whether some key or string of the document equals `string`. (Most are told apart by
    /// their tags, or else their first byte.)
    func contains(_ string: String) -> Bool {
        // A short ASCII string equals a tagged string exactly when their tags are equal; only
        // strings of unknown tag are compared.
        if let tag = StringTag(asciiString: string) {
            for index in tags.indices where tags[index] == tag || (tags[index].count < 0 && strings[index] == string) {
                return true
            }
            return false
        }
        let utf8 = string.utf8
        let first = utf8.isEmpty ? nil : utf8[utf8.startIndex]
        for index in strings.indices where tags[index].mayEqual(firstByte: first) && strings[index] == string { return true }
        return false
    }

    /// Storage for values built without parsing: empty containers.
    static let empty = JSONStorage(nodes: [], contents: [], strings: [], tags: [])
}

/// The elements of a JSON array, in document order.
struct JSONArray: RandomAccessCollection, Hashable, Sendable {
    let storage: JSONStorage
    let start: Int
    let count: Int

    init(storage: JSONStorage, start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.count = count
    }

    /// No elements.
    init() {
        self.init(storage: .empty, start: 0, count: 0)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> JSONValue {
        precondition(position >= 0 && position < count, "JSON array index out of range")
        return storage.value(at: storage.contents[start + position])
    }

    static func == (lhs: JSONArray, rhs: JSONArray) -> Bool { lhs.elementsEqual(rhs) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

/// The members of a JSON object, in document order, their keys unique.
struct JSONObject: RandomAccessCollection, Hashable, Sendable {
    let storage: JSONStorage
    let start: Int
    let count: Int

    init(storage: JSONStorage, start: Int, count: Int) {
        self.storage = storage
        self.start = start
        self.count = count
    }

    /// No members.
    init() {
        self.init(storage: .empty, start: 0, count: 0)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> JSONMember {
        JSONMember(key: key(at: position), value: value(at: position))
    }

    func key(at position: Int) -> String {
        precondition(position >= 0 && position < count, "JSON object index out of range")
        return storage.strings[storage.contents[start + 2 * position]]
    }

    func value(at position: Int) -> JSONValue {
        precondition(position >= 0 && position < count, "JSON object index out of range")
        return storage.value(at: storage.contents[start + 2 * position + 1])
    }

    /// The tag of the key at `position`.
    func keyTag(at position: Int) -> StringTag {
        precondition(position >= 0 && position < count, "JSON object index out of range")
        return storage.tags[storage.contents[start + 2 * position]]
    }

    /// The position of the member `key`. (Most members are told apart by their first byte.)
    ///
    /// The contents and tags are read through buffers without bounds checks: the parser made
    /// `start + 2 * count` at most `contents.count` and every key entry an index of `strings`,
    /// which has as many entries as `tags` (`JSONParser.addString`); an empty object has no
    /// member to read.
    func position(of key: String) -> Int? {
        // The subscript, not `first`, which goes through a slower generic path.
        let utf8 = key.utf8
        let first = utf8.isEmpty ? nil : utf8[utf8.startIndex]
        return storage.contents.withUnsafeBufferPointer { contents in
            storage.tags.withUnsafeBufferPointer { tags in
                for position in 0..<count {
                    let string = contents[start + 2 * position]
                    if tags[string].mayEqual(firstByte: first), storage.strings[string] == key { return position }
                }
                return nil
            }
        }
    }

    static func == (lhs: JSONObject, rhs: JSONObject) -> Bool { lhs.elementsEqual(rhs) }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for member in self { hasher.combine(member) }
    }
}
