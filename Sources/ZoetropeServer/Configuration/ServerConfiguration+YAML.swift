import Yams

extension ServerConfiguration {
    /// Applies a `config.yml` document: a mapping of sections (`server`, `limits`, `render`,
    /// `logging`), each a mapping of scalar keys. `file` names the source in errors.
    public mutating func apply(yaml: String, file: String) throws(ConfigurationError) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw ConfigurationError("\(file): not valid YAML: \(error)")
        }
        guard let root else { return }  // an empty file (or only comments)
        guard let sections = root.mapping else {
            throw ConfigurationError("\(Self.location(file, root)): the file must be a mapping of sections, e.g. 'server:'")
        }
        let sectionNames = Self.unique(ConfigurationKey.all.map { String($0.section) })
        var seen: Set<String> = []
        for (sectionNode, body) in sections {
            let section = sectionNode.string ?? ""
            guard sectionNames.contains(section) else {
                throw ConfigurationError(
                    "\(Self.location(file, sectionNode)): unknown section '\(section)'; expected \(sectionNames.joined(separator: ", "))")
            }
            if body.null != nil { continue }  // `logging:` with nothing under it
            guard let entries = body.mapping else {
                throw ConfigurationError("\(Self.location(file, body)): \(section) must be a mapping of keys")
            }
            for (nameNode, value) in entries {
                let path = "\(section).\(nameNode.string ?? "")"
                guard let key = ConfigurationKey.named(path) else {
                    let expected = ConfigurationKey.all.filter { $0.section == section }.map(\.path)
                    throw ConfigurationError(
                        "\(Self.location(file, nameNode)): unknown key '\(path)'; expected one of \(expected.joined(separator: ", "))")
                }
                guard seen.insert(path).inserted else {
                    throw ConfigurationError("\(Self.location(file, nameNode)): \(path) is given twice")
                }
                guard let scalar = value.scalar else {
                    throw ConfigurationError("\(Self.location(file, value)): \(path) must be a single value, not a list or mapping")
                }
                if value.null != nil {
                    guard key.allowsNull else {
                        throw ConfigurationError("\(Self.location(file, value)): \(path) must have a value")
                    }
                    try apply(key, "", source: Self.location(file, value))
                    continue
                }
                try apply(key, scalar.string, source: Self.location(file, value))
            }
        }
    }

    /// `file:line:column` of a node, for errors.
    private static func location(_ file: String, _ node: Node) -> String {
        node.mark.map { "\(file):\($0.line):\($0.column)" } ?? file
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
