/// Reads the members of one JSON object by key and remembers which were read, so that every
/// key nobody asked for is reported instead of silently dropped.
struct ObjectReader {
    let members: JSONObject
    /// The JSON pointer of the object.
    let path: JSONPath
    /// Which members were read, by index (keys are unique): a bit each for the first 64, a set
    /// beyond.
    private var takenBits: UInt64 = 0
    private var takenBeyond: Set<Int> = []
    private var takenCount = 0

    init(_ members: JSONObject, at path: JSONPath) {
        self.members = members
        self.path = path
    }

    /// The member's value and pointer, marking it read. (Inlined, so that callers unwrap the
    /// result in place rather than through the generic destroy of an optional tuple.)
    @inline(__always)
    mutating func take(_ key: String) -> (value: JSONValue, path: JSONPath)? {
        guard let index = members.position(of: key) else { return nil }
        if !isTaken(index) {
            takenCount += 1
            if index < 64 { takenBits |= 1 << UInt64(index) } else { takenBeyond.insert(index) }
        }
        return (members.value(at: index), path.appending(key, tag: members.keyTag(at: index)))
    }

    func has(_ key: String) -> Bool { members.position(of: key) != nil }

    var keys: [String] { members.indices.map(members.key(at:)) }

    func isTaken(_ index: Int) -> Bool {
        index < 64 ? takenBits & (1 << UInt64(index)) != 0 : takenBeyond.contains(index)
    }

    /// Whether every member was read.
    var isFullyRead: Bool { takenCount == members.count }

    /// The members not read, in document order.
    var untaken: [(key: String, path: JSONPath)] {
        members.indices.filter { !isTaken($0) }.map { (members.key(at: $0), path.appending(members.key(at: $0))) }
    }
}

extension SceneDecoder {
    /// Reports every member of `reader` that is not in `allowed`, with a suggestion among
    /// `allowed`. (Allowed members left unread were skipped after another error.)
    mutating func finish(_ reader: ObjectReader, subject: String, allowed: @autoclosure () -> [String]) {
        guard !reader.isFullyRead else { return }
        let allowed = allowed()
        for (key, path) in reader.untaken where !allowed.contains(key) {
            if subject.first?.isUppercase == true, Self.modifierNames.contains(key), !allowed.contains(key) {
                log.record(.modifierAsProperty(key, in: subject), at: path)
            } else {
                log.record(.unknownKey(key, in: subject, candidates: allowed), at: path)
            }
        }
    }

    /// The object's members, or a type mismatch.
    mutating func object(_ json: JSONValue, at path: JSONPath, subject: String, expected: String) -> ObjectReader? {
        guard case .object(let members) = json else {
            log.record(.typeMismatch(subject, expected: expected, got: json), at: path)
            return nil
        }
        return ObjectReader(members, at: path)
    }
}
