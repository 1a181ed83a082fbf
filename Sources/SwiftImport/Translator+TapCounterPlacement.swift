/// The counters of ``TapTriggers`` put into the scene: the hidden parameters, the values each
/// use on the way passes, and the tapped component's `onChange` that runs the writes.
extension Translator {
    /// The member of a component instance that holds its serial (``ActionFrame/serial``), which
    /// ``applyTapTriggers(to:)`` reads and takes out; never printed.
    static let instanceKey = "\u{0}instance"

    /// Puts the counters of ``routeOwnWrites(_:)`` into the scene: each component on a chain
    /// gets the parameter, each use on it passes it, and the tapped component runs the writes
    /// in an `onChange` of it.
    mutating func applyTapTriggers(to body: inout JSONTree) {
        let triggers = interactions.triggers.all
        // By the instance's serial: the counters its use passes, each with the value it passes.
        // With no trigger, this takes the serials out.
        var passes: [Int: [(name: String, value: String)]] = [:]
        var parameters: [String: [String]] = [:]
        var changes: [String: [JSONTree]] = [:]
        for trigger in triggers {
            for use in trigger.chain {
                passes[use.serial, default: []].append(
                    (trigger.name, use.row.map { "\($0) ? \(trigger.name) : 0" } ?? trigger.name))
                if parameters[use.component]?.contains(trigger.name) != true { parameters[use.component, default: []].append(trigger.name) }
            }
            changes[trigger.chain[0].component, default: []].append(
                .object(["onChange": .object(["of": .string(trigger.name), "perform": .array([trigger.perform])])]))
        }
        body = Self.passingTriggers(body, passes)
        for index in components.indices {
            let name = components[index].key
            guard case .object(var entry) = components[index].value.plain else { continue }
            let added = parameters[name] ?? []
            if !added.isEmpty {
                let hidden = added.map { JSONTree.Member($0, .number("0")) }
                if let at = entry.firstIndex(where: { $0.key == "params" }), case .object(let params) = entry[at].value.plain {
                    entry[at].value = .object(params + hidden)
                } else {
                    entry.insert(.init("params", .object(hidden)), at: 0)
                }
            }
            if let at = entry.firstIndex(where: { $0.key == "body" }) {
                var view = Self.passingTriggers(entry[at].value, passes)
                if let modifiers = changes[name] {
                    if let changed = Self.addingOnce(modifiers, to: view) {
                        view = changed
                    } else {
                        let position: SourcePosition = if case .located(_, let at) = components[index].value { at } else { SourcePosition(line: 1, column: 1) }
                        diagnostics.append(ImportDiagnostic(
                            .error, at: position,
                            "a tap changes the own state of '\(name)', but its body shows no view at all times to run the change once on (it is a ForEach, or an if without else); put the body in a VStack or ZStack"))
                    }
                }
                entry[at].value = view
            }
            components[index].value = components[index].value.withMembers(entry)
        }
    }

    /// The tree with each component instance in `passes` (by its serial) passing its counters,
    /// `{"type": "Child", "_tap1": "_tap1"}`, and no instance holding its serial.
    private static func passingTriggers(_ tree: JSONTree, _ passes: [Int: [(name: String, value: String)]]) -> JSONTree {
        switch tree {
        case .located(let inner, let position): return .located(passingTriggers(inner, passes), position)
        case .object(var members):
            var names: [(name: String, value: String)] = []
            if let at = members.firstIndex(where: { $0.key == instanceKey }) {
                if case .number(let serial) = members[at].value.plain, let serial = Int(serial) { names = passes[serial] ?? [] }
                members.remove(at: at)
            }
            members = members.map { .init($0.key, passingTriggers($0.value, passes)) }
            let at = members.firstIndex { $0.key == "modifiers" } ?? members.endIndex
            members.insert(contentsOf: names.map { JSONTree.Member($0.name, .string($0.value)) }, at: at)
            return .object(members)
        case .array(let elements): return .array(elements.map { passingTriggers($0, passes) })
        case .string, .number, .bool, .null: return tree
        }
    }

    /// `view` with `modifiers` on one view it always shows: a Group, and an If, hand their
    /// modifiers to each view they show, so the modifiers go to the first child of a Group that
    /// is always shown, or to both branches of an If with an else (one is shown at a time). nil
    /// when no view is always shown (a ForEach, an If without else); an empty Group (a body of
    /// controls, which are not drawn) keeps them, as no view shows the change.
    private static func addingOnce(_ modifiers: [JSONTree], to view: JSONTree) -> JSONTree? {
        guard case .object(var members) = view.plain else { return nil }
        switch view["type"]?.plain {
        case .string("Group")?:
            guard let at = members.firstIndex(where: { $0.key == "children" }), case .array(var children) = members[at].value.plain else { return nil }
            // No view at all (a Button, which is not drawn): nothing shows the change.
            if children.isEmpty { return adding(modifiers, to: view) }
            for index in children.indices {
                if let changed = addingOnce(modifiers, to: children[index]) {
                    children[index] = changed
                    members[at].value = .array(children)
                    return view.withMembers(members)
                }
            }
            return nil
        case .string("If")?:
            guard let then = members.firstIndex(where: { $0.key == "then" }), let otherwise = members.firstIndex(where: { $0.key == "else" }),
                let thenView = addingOnce(modifiers, to: members[then].value), let elseView = addingOnce(modifiers, to: members[otherwise].value)
            else { return nil }
            members[then].value = thenView
            members[otherwise].value = elseView
            return view.withMembers(members)
        case .string("ForEach")?: return nil
        default: return adding(modifiers, to: view)
        }
    }

    /// A view with `modifiers` after its own.
    private static func adding(_ modifiers: [JSONTree], to view: JSONTree) -> JSONTree {
        switch view {
        case .located(let inner, let position): return .located(adding(modifiers, to: inner), position)
        case .object(var members):
            if let at = members.firstIndex(where: { $0.key == "modifiers" }), case .array(let own) = members[at].value.plain {
                members[at].value = .array(own + modifiers)
            } else {
                members.append(.init("modifiers", .array(modifiers)))
            }
            return .object(members)
        default: return view
        }
    }
}
