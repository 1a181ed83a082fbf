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
        // Each use, with the captures of its row (``rowMarker(of:own:tapped:)``); the first
        // error of a use the tap can't reach.
        var uses: [(use: TapTriggers.Use, captures: [(match: String, value: String)])] = []
        var unreachable: String?
        for use in marked {
            guard case .string(let component)? = use["component"], case .number(let line)? = use["line"],
                case .number(let column)? = use["column"], case .number(let serial)? = use["serial"],
                let line = Int(line), let column = Int(column), let serial = Int(serial)
            else { continue }
            if unreachable == nil, case .string(let message)? = use["error"] { unreachable = message }
            var row: String?
            if case .string(let condition)? = use["row"] { row = condition }
            var captures: [(match: String, value: String)] = []
            if case .array(let marks)? = use["captures"] {
                for mark in marks {
                    if case .string(let match)? = mark["match"], case .string(let value)? = mark["value"] { captures.append((match, value)) }
                }
            }
            uses.append((.init(component: component, position: SourcePosition(line: line, column: column), serial: serial, row: row), captures))
        }
        guard let tapped = uses.first?.use else { return event.withMembers(members) }
        // The writes to the instance's state; the others (a caller's closure run in the same
        // update) stay the event's.
        let written = JSONTree.object(allWrites.filter { own.contains($0.key) })
        let others = allWrites.filter { !own.contains($0.key) }
        if let unreachable {
            let position: SourcePosition = if case .located(_, let at) = event { at } else { tapped.position }
            diagnostics.append(ImportDiagnostic(.error, at: position, unreachable))
            members[setIndex].value = .object(others)
            return event.withMembers(members)
        }
        let perform = JSONTree.object(["set": written])
        let captureCount = uses.reduce(0) { $0 + $1.captures.count }
        if captureCount == 0 {
            let chain = uses.map { $0.use }
            let name: String
            if let made = interactions.triggers.all.first(where: { $0.chain == chain && $0.perform == perform }) {
                name = made.name
            } else {
                name = freeCounterName(captures: 0).name
                state.append(.init(name, .number("0")))
                interactions.triggers.all.append(.init(name: name, chain: chain, perform: perform))
            }
            members[setIndex].value = .object(others + [.init(name, .string("\(name) + 1"))])
            return event.withMembers(members)
        }
        // A row of a ForEach over an array (or a range from a name), which the use tells by the
        // identity the tap keeps (Translator+TapRows.swift). Each such event has its counter:
        // one shared by two taps would move from one row to another when the rows move between
        // them, and the row it leaves would see a change.
        let counter = freeCounterName(captures: captureCount)
        let name = counter.name
        var fresh = counter.captures
        state.append(.init(name, .number("0")))
        var chain: [TapTriggers.Use] = []
        for (use, captures) in uses {
            var use = use
            var conditions: [String] = []
            for capture in captures {
                let kept = rowCapture(use, match: capture.match, value: capture.value, fresh: &fresh)
                // `nil` until the tap, and after a tap past the end: no row.
                conditions.append("\(kept) != nil && \(capture.match) == \(kept)")
            }
            if !conditions.isEmpty { use.row = ([use.row].compactMap { $0 } + conditions).joined(separator: " && ") }
            chain.append(use)
        }
        interactions.triggers.all.append(.init(name: name, chain: chain, perform: perform))
        members[setIndex].value = .object(others + [.init(name, .string("\(name) + 1"))])
        return event.withMembers(members)
    }

    /// Whether a ForEach's data is a range (`a..<b`, `a...b`).
    static func isRange(_ data: String) -> Bool { data.contains("..<") || data.contains("...") }

    /// A free name for a new counter, `_tap1`, `_tap2`, …, and for `captures` states beside it
    /// that may keep the tapped rows' identities (`_tap1row`, `_tap1row2`, …): names no state,
    /// component parameter, ForEach element or GeometryReader proxy has.
    private func freeCounterName(captures: Int) -> (name: String, captures: [String]) {
        func taken(_ name: String) -> Bool {
            state.contains { $0.key == name } || componentState.values.contains { $0.contains { $0.key == name } }
                || components.contains { $0.value["params"]?[name] != nil } || interactions.boundNames.contains(name)
        }
        var number = interactions.triggers.all.count + 1
        while true {
            let name = "_tap\(number)"
            let kept = (0..<captures).map { $0 == 0 ? "\(name)row" : "\(name)row\($0 + 1)" }
            if !taken(name), !kept.contains(where: taken) { return (name, kept) }
            number += 1
        }
    }
}
