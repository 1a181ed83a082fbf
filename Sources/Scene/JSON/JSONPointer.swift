/// RFC 6901 JSON pointers, built one reference token at a time.
enum JSONPointer {
    /// `pointer` extended by one object key or array index, escaped (`~` → `~0`, `/` → `~1`).
    static func appending(_ token: String, to pointer: String) -> String {
        pointer + "/" + escape(token)
    }

    static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
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
