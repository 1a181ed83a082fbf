/// The JSON pointer of every node that remembers its Swift position, so that a problem the scene
/// decoder finds at a path can be reported at the Swift source it came from.
extension JSONTree {
    public func positions() -> [String: SourcePosition] {
        var table: [String: SourcePosition] = [:]
        collect(path: "", into: &table)
        return table
    }

    private func collect(path: String, into table: inout [String: SourcePosition]) {
        switch self {
        case .located(let inner, let position):
            if table[path] == nil { table[path] = position }
            inner.collect(path: path, into: &table)
        case .object(let members):
            for member in members { member.value.collect(path: path + "/" + Self.escaped(member.key), into: &table) }
        case .array(let elements):
            for (i, element) in elements.enumerated() { element.collect(path: path + "/\(i)", into: &table) }
        default:
            break
        }
    }

    static func escaped(_ key: String) -> String {
        var out = ""
        for character in key {
            switch character {
            case "~": out += "~0"
            case "/": out += "~1"
            default: out.append(character)
            }
        }
        return out
    }
}

/// Finds the Swift position of a JSON pointer: that of the nearest enclosing located node.
public struct SourceMap: Sendable {
    public var positions: [String: SourcePosition]

    public func position(of path: String) -> SourcePosition? {
        var path = path
        while true {
            if let position = positions[path] { return position }
            guard let slash = path.lastIndex(of: "/") else { return nil }
            path = String(path[..<slash])
        }
    }
}
