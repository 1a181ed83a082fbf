import Motion

/// `"timeline": [{"at": 0.5, "set": {…}, "withAnimation": a, "completion": […]}, …]`.
extension SceneDecoder {
    static let eventKeys = ["at", "set", "withAnimation", "withTransaction", "completion"]

    mutating func timeline(_ json: JSONValue, at path: JSONPath, state: [StateVariable], scope: NameScope) -> [TimelineEvent] {
        guard case .array(let elements) = json else {
            log.record(.typeMismatch("timeline", expected: "an array of events", got: json), at: path)
            return []
        }
        let types = Dictionary(state.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        var count = 0
        var events: [TimelineEvent] = []
        for (i, element) in elements.enumerated() {
            let eventPath = path.appending(i)
            if let event = event(element, at: eventPath, isCompletion: false, types: types, scope: scope, count: &count) {
                events.append(event)
            }
        }
        if count > limits.maxEvents {
            log.record(
                .limit("the timeline has \(count) events (counting completions), more than the limit of \(limits.maxEvents)"),
                at: path)
        }
        // A stable sort: events at the same time keep their written order.
        return events.enumerated().sorted { ($0.element.time ?? 0, $0.offset) < ($1.element.time ?? 0, $1.offset) }.map(\.element)
    }

    mutating func event(
        _ json: JSONValue, at path: JSONPath, isCompletion: Bool, types: [String: ValueType], scope: NameScope,
        count: inout Int
    ) -> TimelineEvent? {
        count += 1
        guard var reader = object(json, at: path, subject: isCompletion ? "a completion event" : "an event", expected: "an object")
        else { return nil }
        defer { finish(reader, subject: "the event", allowed: Self.eventKeys) }
        var time: Double?
        if let (value, timePath) = reader.take("at") {
            if isCompletion {
                log.record(.invalid("a completion event runs when the animation completes and takes no 'at'"), at: timePath)
            } else if case .number(let t) = value, t >= 0 {
                time = t
            } else {
                log.record(.typeMismatch("at", expected: "a number of seconds, at least 0", got: value), at: timePath)
            }
        } else if !isCompletion {
            log.record(.missingKey("at", in: "the event"), at: path)
        }
        let assignments = reader.take("set").map { self.assignments($0.value, at: $0.path, types: types, scope: scope) } ?? []
        if reader.has("withAnimation"), reader.has("withTransaction") {
            log.record(.invalid("an event takes withAnimation or withTransaction, not both"), at: path)
        }
        var transaction: ExplicitTransaction?
        if let (value, p) = reader.take("withAnimation") {
            transaction = animation(value, at: p, subject: "withAnimation", scope: scope).map {
                ExplicitTransaction(animation: $0)
            }
        } else if let (value, p) = reader.take("withTransaction") {
            transaction = explicitTransaction(value, at: p, scope: scope)
        }
        var completion: [TimelineEvent] = []
        if let (value, completionPath) = reader.take("completion") {
            if case .array(let elements) = value {
                for (i, element) in elements.enumerated() {
                    if let event = event(
                        element, at: completionPath.appending(i), isCompletion: true, types: types,
                        scope: scope, count: &count)
                    {
                        completion.append(event)
                    }
                }
            } else {
                log.record(.typeMismatch("completion", expected: "an array of events", got: value), at: completionPath)
            }
        }
        guard isCompletion || time != nil else { return nil }
        return TimelineEvent(
            time: time, assignments: assignments, transaction: transaction, completion: completion, path: path.pointer)
    }

    /// `{"name": value, …}`: each name a declared state, each value of its type.
    mutating func assignments(
        _ json: JSONValue, at path: JSONPath, types: [String: ValueType], scope: NameScope
    ) -> [StateAssignment] {
        guard case .object(let members) = json else {
            log.record(.typeMismatch("set", expected: "an object of state names and values", got: json), at: path)
            return []
        }
        var result: [StateAssignment] = []
        for member in members {
            let memberPath = path.appending(member.key)
            guard let type = types[member.key] else {
                log.record(.unknownState(member.key, candidates: types.keys.sorted()), at: memberPath)
                continue
            }
            if let value = valueSource(member.value, expecting: type, at: memberPath, subject: member.key, scope: scope) {
                result.append(StateAssignment(name: member.key, value: value))
            }
        }
        return result
    }

    /// `{"animation": a | null, "disablesAnimations": bool, "keys": {name: literal}}`.
    mutating func explicitTransaction(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> ExplicitTransaction? {
        guard var reader = object(json, at: path, subject: "withTransaction", expected: "an object") else { return nil }
        defer { finish(reader, subject: "withTransaction", allowed: ["animation", "disablesAnimations", "keys"]) }
        var animation: Dynamic<Animation>?? = .some(nil)
        if let (value, p) = reader.take("animation") {
            animation = self.animation(value, at: p, subject: "withTransaction.animation", scope: scope)
        }
        var disables = false
        if let (value, p) = reader.take("disablesAnimations") {
            guard case .bool(let b) = value else {
                log.record(.typeMismatch("withTransaction.disablesAnimations", expected: "true or false", got: value), at: p)
                return nil
            }
            disables = b
        }
        var keys: [String: Value] = [:]
        var keyAnimations: [String: Animation?] = [:]
        if let (value, keysPath) = reader.take("keys") {
            guard case .object(let members) = value else {
                log.record(.typeMismatch("withTransaction.keys", expected: "an object of key names and values", got: value), at: keysPath)
                return nil
            }
            for member in members {
                let memberPath = keysPath.appending(member.key)
                guard checkKeyName(member.key, at: memberPath) else { continue }
                keys[member.key] = self.value(of: member.value)
                let asAnimation = quietAnimation(member.value)
                if let asAnimation { keyAnimations[member.key] = asAnimation }
                keyWrites.append((member.key, member.value, memberPath, asAnimation))
            }
        }
        guard let animation else { return nil }
        return ExplicitTransaction(
            animation: animation, disablesAnimations: disables, keys: keys, keyAnimations: keyAnimations)
    }

    /// The animation `json` stands for, without reporting anything when it stands for none.
    func quietAnimation(_ json: JSONValue) -> Animation?? {
        var scratch = SceneDecoder(limits: limits)
        let animation = scratch.animationLiteral(json, at: .root, subject: "")
        return scratch.log.hasErrors ? nil : animation
    }
}
