/// Reads the members of one JSON object by key and remembers which were read, so that every
/// key nobody asked for is reported instead of silently dropped.
struct ObjectReader {
    let members: [JSONMember]
    /// The JSON pointer of the object.
    let path: String
    private(set) var taken: Set<String> = []

    init(_ members: [JSONMember], at path: String) {
        self.members = members
        self.path = path
    }

    /// The member's value and pointer, marking it read.
    mutating func take(_ key: String) -> (value: JSONValue, path: String)? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        taken.insert(key)
        return (member.value, JSONPointer.appending(key, to: path))
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    var keys: [String] { members.map(\.key) }

    /// The members not read, in document order.
    var untaken: [(key: String, path: String)] {
        members.filter { !taken.contains($0.key) }.map { ($0.key, JSONPointer.appending($0.key, to: path)) }
    }
}

extension SceneDecoder {
    /// Reports every member of `reader` that is not in `allowed`, with a suggestion among
    /// `allowed`. (Allowed members left unread were skipped after another error.)
    mutating func finish(_ reader: ObjectReader, subject: String, allowed: [String]) {
        for (key, path) in reader.untaken where !allowed.contains(key) {
            if subject.first?.isUppercase == true, Self.modifierNames.contains(key), !allowed.contains(key) {
                log.record(.modifierAsProperty(key, in: subject), at: path)
            } else {
                log.record(.unknownKey(key, in: subject, candidates: allowed), at: path)
            }
        }
    }

    /// The object's members, or a type mismatch.
    mutating func object(_ json: JSONValue, at path: String, subject: String, expected: String) -> ObjectReader? {
        guard case .object(let members) = json else {
            log.record(.typeMismatch(subject, expected: expected, got: json), at: path)
            return nil
        }
        return ObjectReader(members, at: path)
    }
}
