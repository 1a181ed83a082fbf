/// `"components": {"Card": {"params": {…}, "state": {…}, "body": {…}}}` and their instances.
extension SceneDecoder {
    static let componentKeys = ["params", "state", "body", "equatable"]

    /// First pass: each component's name and parameters, so bodies can use any component.
    mutating func declareComponents(_ json: JSONValue, at path: JSONPath) {
        guard case .object(let members) = json else { return }
        for member in members {
            let memberPath = path.appending(member.key)
            guard isIdentifier(member.key), member.key.first?.isUppercase == true else {
                log.record(
                    .invalid("a component name must be an identifier starting with a capital letter, got \(quoted(member.key))"),
                    at: memberPath)
                continue
            }
            if Self.viewTypes.contains(member.key) || customShapes[member.key] != nil {
                log.record(.invalid("\(quoted(member.key)) is a built-in view and cannot name a component"), at: memberPath)
                continue
            }
            var parameters: [Component.Parameter] = []
            if case .object(let fields) = member.value,
                let params = fields.first(where: { $0.key == "params" })?.value
            {
                parameters = self.parameters(params, at: memberPath.appending("params"), component: member.key)
            }
            componentParameters[member.key] = parameters
        }
    }

    mutating func parameters(_ json: JSONValue, at path: JSONPath, component: String) -> [Component.Parameter] {
        guard case .object(let members) = json else {
            log.record(
                .typeMismatch("\(component).params", expected: "an object of names and default values", got: json),
                at: path)
            return []
        }
        var result: [Component.Parameter] = []
        for member in members {
            let memberPath = path.appending(member.key)
            guard checkDeclaredName(member.key, at: memberPath, what: "a parameter name") else { continue }
            if member.key == "type" || member.key == "modifiers" {
                log.record(.invalid("\(quoted(member.key)) cannot name a parameter"), at: memberPath)
                continue
            }
            checkStrings(in: member.value, at: memberPath)
            let value = value(of: member.value)
            result.append(Component.Parameter(name: member.key, defaultValue: value, type: value.type))
        }
        return result
    }

    /// Second pass: the bodies, each in a scope of its parameters and local state only.
    mutating func components(_ json: JSONValue, at path: JSONPath) -> [String: Component] {
        guard case .object(let members) = json else {
            log.record(.typeMismatch("components", expected: "an object of component definitions", got: json), at: path)
            return [:]
        }
        var result: [String: Component] = [:]
        for member in members {
            guard let parameters = componentParameters[member.key] else { continue }
            let memberPath = path.appending(member.key)
            guard var reader = object(member.value, at: memberPath, subject: member.key, expected: "an object with 'body'")
            else { continue }
            _ = reader.take("params")
            var state: [StateVariable] = []
            if let (value, statePath) = reader.take("state") {
                state = stateVariables(value, at: statePath, subject: "\(member.key).state")
                for variable in state where parameters.contains(where: { $0.name == variable.name }) {
                    log.record(
                        .invalid("\(quoted(variable.name)) is both a parameter and a state of \(member.key)"),
                        at: statePath.appending(variable.name))
                }
            }
            var types: [String: ValueType] = [:]
            var initial: [String: Value] = [:]
            for p in parameters {
                types[p.name] = p.type
                initial[p.name] = p.defaultValue
            }
            for s in state {
                types[s.name] = s.type
                initial[s.name] = s.initialValue
            }
            let scope = NameScope(
                types: types, initialValues: initial,
                writableState: Dictionary(state.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a }),
                environment: environment)
            var body: SceneView?
            if let (value, bodyPath) = reader.take("body") {
                body = view(value, at: bodyPath, subject: "\(member.key).body", scope: scope)
            } else {
                log.record(.missingKey("body", in: member.key), at: memberPath)
            }
            var equatable: [String]?
            if let (value, equatablePath) = reader.take("equatable") {
                equatable = self.equatable(value, at: equatablePath, component: member.key, parameters: parameters)
            }
            finish(reader, subject: member.key, allowed: Self.componentKeys)
            if let body {
                result[member.key] = Component(
                    name: member.key, parameters: parameters, state: state, body: body, equatable: equatable)
            }
        }
        checkCycles(result)
        return result
    }

    /// `"equatable": ["title"]` (the parameters compared) or `true` (all of them); `false`
    /// is the default, comparing every parameter too.
    mutating func equatable(
        _ json: JSONValue, at path: JSONPath, component: String, parameters: [Component.Parameter]
    ) -> [String]? {
        switch json {
        case .bool(let flag):
            return flag ? parameters.map(\.name) : nil
        case .array(let elements):
            var names: [String] = []
            for (i, element) in elements.enumerated() {
                guard case .string(let name) = element else {
                    log.record(.typeMismatch("\(component).equatable[\(i)]", expected: "a parameter name", got: element), at: path.appending(i))
                    continue
                }
                guard parameters.contains(where: { $0.name == name }) else {
                    log.record(
                        Problem(
                            code: "unknown_value",
                            message: "\(component) has no parameter \(quoted(name))"
                                + Suggestion.clause(for: name, in: parameters.map(\.name))), at: path.appending(i))
                    continue
                }
                if !names.contains(name) { names.append(name) }
            }
            return names
        default:
            log.record(
                .typeMismatch("\(component).equatable", expected: "true, false or an array of parameter names", got: json),
                at: path)
            return nil
        }
    }

    /// `{"type": "Card", "title": "…"}`: each argument checked against its parameter's type.
    mutating func componentInstance(
        _ name: String, _ reader: inout ObjectReader, scope: NameScope
    ) -> SceneView.Kind? {
        let parameters = componentParameters[name] ?? []
        var arguments: [String: ValueSource] = [:]
        for parameter in parameters {
            guard let (json, path) = reader.take(parameter.name) else { continue }
            if let source = valueSource(
                json, expecting: parameter.type, at: path, subject: "\(name).\(parameter.name)", scope: scope)
            {
                arguments[parameter.name] = source
            }
        }
        return .component(ComponentInstance(name: name, arguments: arguments))
    }

    /// A value for a slot of `type` (a parameter or a state write): strings of a string slot are
    /// texts with interpolation; otherwise strings are expressions and other JSON is a literal.
    mutating func valueSource(
        _ json: JSONValue, expecting type: ValueType, at path: JSONPath, subject: String, scope: NameScope
    ) -> ValueSource? {
        if type == .string {
            guard case .string(let source) = json else {
                log.record(.typeMismatch(subject, expected: "a string", got: json), at: path)
                return nil
            }
            guard let parsed = template(source, scope: scope, at: path) else { return nil }
            if let text = parsed.constantValue { return .constant(.string(text)) }
            return .template(parsed)
        }
        if case .string(let source) = json {
            guard let parsed = expression(source, expecting: type, scope: scope, at: path) else { return nil }
            if let constant = parsed.constantValue { return .constant(constant) }
            return .expression(parsed)
        }
        let literal = value(of: json)
        guard isAssignable(literal.type, to: type) else {
            log.record(.typeMismatch(subject, expected: describe(type), got: json), at: path)
            return nil
        }
        checkStrings(in: json, at: path)
        return .constant(literal)
    }

    /// Whether a value of type `source` fits a slot of type `target`.
    func isAssignable(_ source: ValueType, to target: ValueType) -> Bool {
        switch (source, target) {
        case (_, .any), (.any, _): return true
        case (.array(let a), .array(let b)): return isAssignable(a, to: b)
        case (.object(let a), .object(let b)):
            return Set(a.keys) == Set(b.keys) && a.allSatisfy { key, type in isAssignable(type, to: b[key]!) }
        default: return source == target
        }
    }

    /// How a diagnostic names what a slot of `type` takes.
    func describe(_ type: ValueType) -> String {
        switch type {
        case .number: "a number or an expression"
        case .bool: "true, false or an expression"
        case .string: "a string"
        case .null: "null"
        case .array: "an array or an expression"
        case .object: "an object or an expression"
        case .any: "a value"
        }
    }

    /// Reports every component that contains itself, directly or through others.
    mutating func checkCycles(_ components: [String: Component]) {
        var uses: [String: [String]] = [:]
        for (name, component) in components {
            var found: [String] = []
            collectComponentUses(component.body, into: &found)
            uses[name] = found
        }
        // Components from which no cycle can be reached need no search: with a long chain of
        // components, searching from each one was quadratic.
        let safe = Self.acyclicComponents(uses)
        var reported: Set<String> = []
        for name in components.keys.sorted() where !reported.contains(name) && !safe.contains(name) {
            if let cycle = Self.findCycle(from: name, uses: uses, skipping: safe) {
                reported.formUnion(cycle)
                log.record(
                    .invalid("component \(name) contains itself (\(cycle.joined(separator: " → ")))"),
                    at: components[name]!.body.path)
            }
        }
    }

    /// The components that use no component on or leading to a cycle (peeled from those that
    /// use none, without recursion).
    static func acyclicComponents(_ uses: [String: [String]]) -> Set<String> {
        var remaining: [String: Int] = [:]
        var usedBy: [String: [String]] = [:]
        for (name, used) in uses {
            let known = used.filter { uses[$0] != nil }
            remaining[name] = known.count
            for next in known { usedBy[next, default: []].append(name) }
        }
        var ready = remaining.filter { $0.value == 0 }.map(\.key)
        var safe: Set<String> = []
        while let name = ready.popLast() {
            safe.insert(name)
            for user in usedBy[name] ?? [] {
                remaining[user]! -= 1
                if remaining[user] == 0 { ready.append(user) }
            }
        }
        return safe
    }

    /// A path of uses from `start` back to itself, by depth-first search with an explicit stack.
    static func findCycle(from start: String, uses: [String: [String]], skipping safe: Set<String>) -> [String]? {
        var path: [String] = [start]
        var positions: [Int] = [0]
        var visited: Set<String> = [start]
        while let current = path.last {
            let options = uses[current] ?? []
            let position = positions[positions.count - 1]
            guard position < options.count else {
                path.removeLast()
                positions.removeLast()
                continue
            }
            positions[positions.count - 1] += 1
            let next = options[position]
            if next == start { return path + [start] }
            guard !safe.contains(next), visited.insert(next).inserted else { continue }
            path.append(next)
            positions.append(0)
        }
        return nil
    }

    func collectComponentUses(_ view: SceneView, into names: inout [String]) {
        view.forEachNestedView { nested in
            if case .component(let instance) = nested.kind { names.append(instance.name) }
        }
    }
}
