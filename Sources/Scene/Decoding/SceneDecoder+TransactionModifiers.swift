import Motion

/// `animation` and `transaction` modifiers.
extension SceneDecoder {
    /// `{"curve": a, "value": "expr"}`, `{"curve": a, "body": [modifiers]}`, or an animation
    /// alone (`.animation(a)`, triggered by any change).
    mutating func animationModifier(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json, members.contains(where: { $0.key == "curve" }) else {
            return animation(json, at: path, subject: "animation", scope: scope).map {
                .animation(AnimationModifier(animation: $0, trigger: .anyChange))
            }
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: "animation", allowed: ["curve", "value", "body"]) }
        let (curveJSON, curvePath) = reader.take("curve")!
        let animation = animation(curveJSON, at: curvePath, subject: "animation.curve", scope: scope)
        if reader.has("value"), reader.has("body") {
            log.record(.invalid("animation takes either value or body, not both"), at: path)
            return nil
        }
        var trigger: AnimationModifier.Trigger? = .anyChange
        if let (value, valuePath) = reader.take("value") {
            guard case .string(let source) = value else {
                log.record(.typeMismatch("animation.value", expected: "an expression", got: value), at: valuePath)
                return nil
            }
            trigger = expression(source, expecting: .any, scope: scope, at: valuePath).map { .value($0) }
        }
        if let (value, bodyPath) = reader.take("body") {
            trigger = .scoped(scopedBody(value, at: bodyPath, subject: "animation.body", scope: scope))
        }
        guard let animation, let trigger else { return nil }
        return .animation(AnimationModifier(animation: animation, trigger: trigger))
    }

    /// `{"animation": a | null, "disablesAnimations": bool, "animationFromKey": …, "body": [modifiers]}`.
    mutating func transactionModifier(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard var reader = object(json, at: path, subject: "transaction", expected: "an object") else { return nil }
        defer {
            finish(reader, subject: "transaction", allowed: ["animation", "disablesAnimations", "animationFromKey", "body"])
        }
        if reader.has("animation"), reader.has("animationFromKey") {
            log.record(.invalid("transaction takes animation or animationFromKey, not both"), at: path)
            return nil
        }
        var change: TransactionModifier.AnimationChange? = .keep
        if let (value, p) = reader.take("animation") {
            change = animation(value, at: p, subject: "transaction.animation", scope: scope).map { .set($0) }
        }
        if let (value, p) = reader.take("animationFromKey") {
            change = animationFromKey(value, at: p).map { .fromKey($0) }
        }
        var disables: Dynamic<Bool>??
        disables =
            reader.take("disablesAnimations").map {
                bool($0.value, at: $0.path, subject: "transaction.disablesAnimations", scope: scope)
            } ?? .some(nil)
        let body = reader.take("body").map { scopedBody($0.value, at: $0.path, subject: "transaction.body", scope: scope) }
        guard let change, let disables else { return nil }
        return .transaction(TransactionModifier(animation: change, disablesAnimations: disables, body: body))
    }

    /// `"key"`, or `{"key": "source", "animations": {"root": a, …}, "default": a}`.
    mutating func animationFromKey(_ json: JSONValue, at path: JSONPath) -> AnimationFromKey? {
        let subject = "transaction.animationFromKey"
        var result: AnimationFromKey
        switch json {
        case .string(let key):
            guard checkKeyName(key, at: path) else { return nil }
            result = AnimationFromKey(key: key)
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: subject, allowed: ["key", "animations", "default"]) }
            guard let (keyJSON, keyPath) = reader.take("key") else {
                log.record(.missingKey("key", in: subject), at: path)
                return nil
            }
            guard case .string(let key) = keyJSON, checkKeyName(key, at: keyPath) else {
                if keyJSON.stringValue == nil {
                    log.record(.typeMismatch("\(subject).key", expected: "a key name", got: keyJSON), at: keyPath)
                }
                return nil
            }
            result = AnimationFromKey(key: key)
            if let (value, tablePath) = reader.take("animations") {
                guard case .object(let entries) = value else {
                    log.record(.typeMismatch("\(subject).animations", expected: "an object of key values and animations", got: value), at: tablePath)
                    return nil
                }
                var table: [String: Animation?] = [:]
                for entry in entries {
                    let entryPath = tablePath.appending(entry.key)
                    guard let animation = animationLiteral(entry.value, at: entryPath, subject: "\(subject).animations.\(entry.key)")
                    else { return nil }
                    table[entry.key] = animation
                }
                result.table = table
            }
            if let (value, defaultPath) = reader.take("default") {
                guard let animation = animationLiteral(value, at: defaultPath, subject: "\(subject).default") else {
                    return nil
                }
                result.defaultAnimation = animation
            }
        default:
            log.record(.typeMismatch(subject, expected: "a key name or an object with 'key'", got: json), at: path)
            return nil
        }
        keyReaders.append((result, path))
        return result
    }

    mutating func checkKeyName(_ key: String, at path: JSONPath) -> Bool {
        guard isIdentifier(key) else {
            log.record(.invalid("a transaction key must be letters, digits and _, got \(quoted(key))"), at: path)
            return false
        }
        return true
    }

    /// Every value the timeline gives a key read by `animationFromKey` must be readable by it:
    /// listed in its table, or an animation when it has none.
    mutating func checkTransactionKeys() {
        for (reader, readerPath) in keyReaders {
            for write in keyWrites where write.key == reader.key {
                if let table = reader.table {
                    guard case .string(let name) = write.value, table[name] != nil else {
                        log.record(
                            .invalid(
                                "transaction key \(quoted(reader.key)) is \(write.value.summary), which the animationFromKey at \(readerPath.pointer) does not list"
                                    + Suggestion.clause(for: write.value.stringValue ?? "", in: table.keys.sorted())), at: write.path)
                        continue
                    }
                } else if write.animation == nil {
                    log.record(
                        .invalid(
                            "transaction key \(quoted(reader.key)) must be an animation or null, since the animationFromKey at \(readerPath.pointer) reads it, got \(write.value.summary)"
                        ), at: write.path)
                }
            }
        }
    }
}
