/// RFC 6901 JSON pointers, built one reference token at a time.
enum JSONPointer {
    /// One step from a value to a member or element of it.
    enum Token {
        case key(String)
        case index(Int)
    }

    /// `pointer` extended by one object key or array index, escaped (`~` → `~0`, `/` → `~1`).
    static func appending(_ token: String, to pointer: String) -> String {
        pointer + "/" + escape(token)
    }

    static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// The pointer of the value reached from the root by `tokens`.
    static func render(_ tokens: some Sequence<Token>) -> String {
        var pointer = ""
        for token in tokens {
            switch token {
            case .key(let key): pointer = appending(key, to: pointer)
            case .index(let index): pointer = appending(index, to: pointer)
            }
        }
        return pointer
    }

    static func escape(_ token: String) -> String {
        // Most keys hold neither byte; a scan of the UTF-8 avoids any string searching for them.
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
    }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library has no Foundation-free
    /// `replacingOccurrences`).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for ch in self {
            if ch == target { result += replacement } else { result.append(ch) }
        }
        return result
    }
}
