/// `{"environment": {"accent": "blue", "compact": "count > 3"}}` and the `env` name that reads it.
extension SceneDecoder {
    /// Values set for the views inside: a JSON literal, or a string that is an expression whose
    /// bare names are constants unless declared (`"blue"` is the string, `"count > 3"` a bool).
    mutating func environmentModifier(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json, !members.isEmpty else {
            log.record(.typeMismatch("environment", expected: "an object of keys and values", got: json), at: path)
            return nil
        }
        var assignments: [EnvironmentAssignment] = []
        var valid = true
        for member in members {
            let memberPath = path.appending(member.key)
            guard checkDeclaredName(member.key, at: memberPath, what: "an environment key") else {
                valid = false
                continue
            }
            switch member.value {
            case .string(let literal) where Self.literalEnvironmentKeys.contains(member.key):
                guard let value = literalEnvironmentValue(member.key, literal, at: memberPath) else {
                    valid = false
                    continue
                }
                assignments.append(EnvironmentAssignment(key: member.key, value: value))
            case .string(let source):
                guard let parsed = expression(source, expecting: .any, scope: scope, bareNames: true, at: memberPath) else {
                    valid = false
                    continue
                }
                let value: ValueSource = parsed.constantValue.map { .constant($0) } ?? .expression(parsed)
                assignments.append(EnvironmentAssignment(key: member.key, value: value))
            default:
                checkStrings(in: member.value, at: memberPath)
                assignments.append(EnvironmentAssignment(key: member.key, value: .constant(value(of: member.value))))
            }
        }
        return valid ? .environment(assignments) : nil
    }

    /// The type of `env`: an object with `colorScheme` and every key an `environment` modifier
    /// of the document sets. A key is typed by its literal values when they agree; a key set by
    /// an expression anywhere is untyped (its type is not known before the scopes are).
    func environmentType(of document: JSONValue) -> ValueType {
        // Every key and string of a parsed document is in its storage's string list: without an
        // "environment" there, no modifier sets a value, and the document is not walked.
        if case .object(let root) = document, !root.storage.contains("environment") { return Self.defaultEnvironment }
        var fields = Self.environmentNames
        var seen: Set<String> = []
        func visit(_ json: JSONValue, depth: Int) {
            guard depth < Self.maxJSONNesting else { return }
            switch json {
            case .array(let elements):
                for element in elements {
                    if case .object(let members) = element, members.count == 1, members[0].key == "environment",
                        case .object(let values) = members[0].value
                    {
                        for value in values {
                            let type: ValueType = if case .string = value.value { .any } else { self.value(of: value.value).type }
                            fields[value.key] = seen.insert(value.key).inserted ? type : fields[value.key]!.joinedStrictly(with: type)
                        }
                    }
                    visit(element, depth: depth + 1)
                }
            case .object(let members):
                for member in members { visit(member.value, depth: depth + 1) }
            default:
                break
            }
        }
        visit(document, depth: 0)
        return .object(fields)
    }
}

extension ValueType {
    /// The type both agree on, or `any` when they differ.
    fileprivate func joinedStrictly(with other: ValueType) -> ValueType {
        self == other ? self : .any
    }
}
