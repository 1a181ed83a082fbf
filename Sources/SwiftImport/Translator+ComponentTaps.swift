/// A tap that changes a component's own `@State`.
///
/// In SwiftUI a Button's action runs in the view it is written in: `Button("Flip") {
/// withAnimation { on.toggle() } }` in `struct Child: View` flips the `on` of the instance that
/// was tapped, in an update with the action's transaction. The scene's timeline writes only the
/// scene's state, and each instance of a component has its own. So the tap becomes a counter of
/// the scene's state (`_tap1`), incremented by the timeline event (which keeps the action's
/// `withAnimation`); each use on the way to the tapped instance passes it as a parameter of the
/// same name (a hidden parameter, default 0, of each component on the way), and the component
/// writes its own state in an `onChange(of: _tap1)`, which runs in the update of the change, so
/// with the tap's transaction.
struct TapTriggers {
    /// A use of a component on the way to a tapped instance.
    struct Use: Hashable {
        var component: String
        var position: SourcePosition
        /// The instance's serial (``ActionFrame/serial``): one place may build several
        /// instances (a computed `some View` property read twice).
        var serial: Int
        /// For a use in a `ForEach`, the row tapped: `i == 1` (the instance of the other rows
        /// is passed 0).
        var row: String?
    }

    struct Trigger {
        var name: String
        /// The uses from the tapped instance out to the scene's body, innermost first.
        var chain: [Use]
        /// The event the component's `onChange` runs: the action's writes to its own state.
        var perform: JSONTree
    }

    var all: [Trigger] = []
}

extension Translator {
    /// The member that marks an event's writes as the own state of the component instance the
    /// running tap goes through; never printed (``routeOwnWrites(_:)`` replaces it).
    static let ownMarkerKey = "\u{0}own"

    /// The member of a component instance that holds its serial (``ActionFrame/serial``), which
    /// ``applyTapTriggers(to:)`` reads and takes out; never printed.
    static let instanceKey = "\u{0}instance"

    /// The members without the marker of ``markedOwnWrites(_:context:)``.
    static func withoutOwnMarker(_ members: [JSONTree.Member]) -> [JSONTree.Member] {
        members.filter { $0.key != ownMarkerKey }
    }

    /// An event of a running tap whose writes are all the own state of the component `context`
    /// is in, marked with the uses on the way to that instance; nil for other events.
    func markedOwnWrites(_ event: JSONTree, context: ViewContext) -> JSONTree? {
        guard interactions.runningTap, let component = context.component, interactions.frames.first?.component == component,
            case .object(var members) = event.plain, !members.contains(where: { $0.key == Self.ownMarkerKey }),
            case .object(let writes)? = members.first(where: { $0.key == "set" })?.value.plain, !writes.isEmpty,
            let own = componentState[component], writes.allSatisfy({ write in own.contains { $0.key == write.key } })
        else { return nil }
        let uses: [JSONTree] = interactions.frames.map { frame in
            var use: [JSONTree.Member] = [
                .init("component", .string(frame.component)), .init("line", .number(String(frame.position.line))),
                .init("column", .number(String(frame.position.column))), .init("serial", .number(String(frame.serial))),
            ]
            // A use in a ForEach is one for every row: the tapped row's loop variables, each a
            // number of a range with a literal lower bound (an array's element may move).
            let loops = zip(frame.callerContext.loopVariables, frame.callerContext.loopData)
            if !frame.callerContext.loopVariables.isEmpty {
                let rows = loops.map { name, _ in substitutions[name].flatMap { Double($0) != nil ? "\(name) == \($0)" : nil } }
                if let unnumbered = rows.firstIndex(of: nil) {
                    use.append(.init("row", .null))
                    use.append(.init("data", .string(frame.callerContext.loopData[unnumbered])))
                } else {
                    use.append(.init("row", .string(rows.compactMap { $0 }.joined(separator: " && "))))
                }
            }
            return .object(use)
        }
        members.append(.init(Self.ownMarkerKey, .object(["uses": .array(uses), "keys": .array(writes.map { .string($0.key) })])))
        if case .located(_, let position) = event { return .located(.object(members), position) }
        return .object(members)
    }

    /// A tap's event with its writes to a component's own state replaced by the increment of
    /// the counter that carries them to the instance (its completion events too).
    mutating func routeOwnWrites(_ event: JSONTree) -> JSONTree {
        guard case .object(var members) = event.plain else { return event }
        func rewrapped(_ members: [JSONTree.Member]) -> JSONTree {
            if case .located(_, let position) = event { return .located(.object(members), position) }
            return .object(members)
        }
        if let index = members.firstIndex(where: { $0.key == "completion" }), case .array(let completions) = members[index].value.plain {
            members[index].value = .array(completions.map { routeOwnWrites($0) })
        }
        guard let markerIndex = members.firstIndex(where: { $0.key == Self.ownMarkerKey }),
            case .array(let marked)? = members[markerIndex].value["uses"], case .array(let ownKeys)? = members[markerIndex].value["keys"],
            let setIndex = members.firstIndex(where: { $0.key == "set" }), case .object(let allWrites) = members[setIndex].value.plain
        else { return rewrapped(members) }
        let own = Set(ownKeys.compactMap { if case .string(let key) = $0 { key } else { nil } })
        members.remove(at: markerIndex)
        var chain: [TapTriggers.Use] = []
        // The component used in a ForEach whose rows aren't numbered, and the ForEach's data, if
        // the chain goes through one.
        var inLoop: (component: String, data: String)?
        for use in marked {
            guard case .string(let component)? = use["component"], case .number(let line)? = use["line"],
                case .number(let column)? = use["column"], case .number(let serial)? = use["serial"],
                let line = Int(line), let column = Int(column), let serial = Int(serial)
            else { continue }
            var row: String?
            switch use["row"] {
            case .string(let condition)?: row = condition
            case .null?:
                if inLoop == nil, case .string(let data)? = use["data"] { inLoop = (component, data) }
            default: break
            }
            chain.append(.init(component: component, position: SourcePosition(line: line, column: column), serial: serial, row: row))
        }
        guard let tapped = chain.first else { return rewrapped(members) }
        // The writes to the instance's state; the others (a caller's closure run in the same
        // update) stay the event's.
        let written = JSONTree.object(allWrites.filter { own.contains($0.key) })
        let others = allWrites.filter { !own.contains($0.key) }
        if let inLoop {
            let position: SourcePosition = if case .located(_, let at) = event { at } else { tapped.position }
            let names = if case .object(let writes) = written.plain { writes.map(\.key) } else { [String]() }
            diagnostics.append(ImportDiagnostic(
                .error, at: position,
                Self.isRange(inLoop.data)
                    ? "a tap can't yet change \(Self.list(names)), the own state of '\(tapped.component)', when '\(inLoop.component)' is used in ForEach(\(inLoop.data)), whose lower bound is not a number (the tapped row's value is not known); loop from a literal ('ForEach(0..<n)') and add the bound in the row, or keep the state in the view with the ForEach and pass a closure that changes it ('let onTap: () -> Void')"
                    : "a tap can't yet change \(Self.list(names)), the own state of '\(tapped.component)', when '\(inLoop.component)' is used in a ForEach over an array (an element's row may move); keep the state in the view with the ForEach and pass a closure that changes it ('let onTap: () -> Void'), or loop over a range with a literal lower bound ('ForEach(0..<items.count)')"))
            members[setIndex].value = .object(others)
            return rewrapped(members)
        }
        let name = trigger(chain: chain, perform: .object(["set": written]))
        members[setIndex].value = .object(others + [.init(name, .string("\(name) + 1"))])
        return rewrapped(members)
    }

    /// Whether a ForEach's data is a range (`a..<b`, `a...b`).
    static func isRange(_ data: String) -> Bool { data.contains("..<") || data.contains("...") }

    /// Events of one action, each only writes (a component's own, marked, and its caller's, run
    /// through a closure parameter), as the one update Swift makes of them (`pressed = true;
    /// onTap()`, or inside one `withAnimation`); nil when they are not (a transaction, a name
    /// written twice or read after it is written, writes of two instances).
    static func mergedWrites(_ events: [JSONTree]) -> JSONTree? {
        guard events.count > 1 else { return events.first }
        var writes: [JSONTree.Member] = []
        var marker: JSONTree?
        for event in events {
            guard case .object(let members) = event.plain else { return nil }
            for member in members {
                switch member.key {
                case "set":
                    guard case .object(let added) = member.value.plain else { return nil }
                    let written = Set(writes.map(\.key))
                    for write in added {
                        if written.contains(write.key) { return nil }
                        if case .string(let text) = write.value.plain, !names(in: text).isDisjoint(with: written) { return nil }
                    }
                    writes += added
                case ownMarkerKey:
                    guard marker == nil else { return nil }
                    marker = member.value
                default: return nil
                }
            }
        }
        var merged: [JSONTree.Member] = [.init("set", .object(writes))]
        if let marker { merged.append(.init(ownMarkerKey, marker)) }
        if case .located(_, let position) = events[0] { return .located(.object(merged), position) }
        return .object(merged)
    }

    /// The counter for writes `perform` into the instance `chain` leads to: one already made
    /// for the same writes there, or a new one, `_tap1`, `_tap2`, … (a name no state, component
    /// parameter, ForEach element or GeometryReader proxy has).
    private mutating func trigger(chain: [TapTriggers.Use], perform: JSONTree) -> String {
        if let made = interactions.triggers.all.first(where: { $0.chain == chain && $0.perform == perform }) { return made.name }
        var number = interactions.triggers.all.count + 1
        func taken(_ name: String) -> Bool {
            state.contains { $0.key == name } || componentState.values.contains { $0.contains { $0.key == name } }
                || components.contains { $0.value["params"]?[name] != nil } || interactions.boundNames.contains(name)
        }
        while taken("_tap\(number)") { number += 1 }
        let name = "_tap\(number)"
        state.append(.init(name, .number("0")))
        interactions.triggers.all.append(.init(name: name, chain: chain, perform: perform))
        return name
    }

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
            if case .located(_, let position) = components[index].value {
                components[index].value = .located(.object(entry), position)
            } else {
                components[index].value = .object(entry)
            }
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
        func rewrapped(_ members: [JSONTree.Member]) -> JSONTree {
            if case .located(_, let position) = view { return .located(.object(members), position) }
            return .object(members)
        }
        switch view["type"]?.plain {
        case .string("Group")?:
            guard let at = members.firstIndex(where: { $0.key == "children" }), case .array(var children) = members[at].value.plain else { return nil }
            // No view at all (a Button, which is not drawn): nothing shows the change.
            if children.isEmpty { return adding(modifiers, to: view) }
            for index in children.indices {
                if let changed = addingOnce(modifiers, to: children[index]) {
                    children[index] = changed
                    members[at].value = .array(children)
                    return rewrapped(members)
                }
            }
            return nil
        case .string("If")?:
            guard let then = members.firstIndex(where: { $0.key == "then" }), let otherwise = members.firstIndex(where: { $0.key == "else" }),
                let thenView = addingOnce(modifiers, to: members[then].value), let elseView = addingOnce(modifiers, to: members[otherwise].value)
            else { return nil }
            members[then].value = thenView
            members[otherwise].value = elseView
            return rewrapped(members)
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
