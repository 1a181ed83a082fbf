/// A tap's marked writes to a component's own state turned into the increment of a counter of
/// the scene's state, which carries them to the instance (``TapTriggers``).
extension Translator {
    /// A tap's event with its writes to a component's own state replaced by the increment of
    /// the counter that carries them to the instance (its completion events too).
    mutating func routeOwnWrites(_ event: JSONTree) -> JSONTree {
        guard case .object(var members) = event.plain else { return event }
        if let index = members.firstIndex(where: { $0.key == "completion" }), case .array(let completions) = members[index].value.plain {
            members[index].value = .array(completions.map { routeOwnWrites($0) })
        }
        guard let markerIndex = members.firstIndex(where: { $0.key == Self.ownMarkerKey }),
            case .array(let marked)? = members[markerIndex].value["uses"], case .array(let ownKeys)? = members[markerIndex].value["keys"],
            let setIndex = members.firstIndex(where: { $0.key == "set" }), case .object(let allWrites) = members[setIndex].value.plain
        else { return event.withMembers(members) }
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
        guard let tapped = chain.first else { return event.withMembers(members) }
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
            return event.withMembers(members)
        }
        let name = trigger(chain: chain, perform: .object(["set": written]))
        members[setIndex].value = .object(others + [.init(name, .string("\(name) + 1"))])
        return event.withMembers(members)
    }

    /// Whether a ForEach's data is a range (`a..<b`, `a...b`).
    static func isRange(_ data: String) -> Bool { data.contains("..<") || data.contains("...") }

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
}
