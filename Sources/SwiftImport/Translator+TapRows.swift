/// A tap into a component in a `ForEach` row: how the counter of ``TapTriggers`` reaches the
/// tapped row's instance.
///
/// A row of a range with a literal lower bound is its number for good (`i == 1`), and a row of
/// a literal array of constants its element (`item == 'c'`). A row of an array (or of a range
/// from a name, or of a literal array that reads names, `[count, 5]`) is the element there when
/// the tap runs; SwiftUI keeps a row's state by the element's identity however the rows move
/// later. So the tap keeps that identity (`items[1].id`) in a state of the scene (`_tap1row`,
/// `nil` until then), written in the tap's first update, and the use passes the counter to the
/// row whose element has it: `"_tap1": "_tap1row != nil && item.id == _tap1row ? _tap1 : 0"`.
/// A tap past the end keeps `nil`, which is no row (not a `nil` element of a `[T?]` array).
extension Translator {
    /// How a use in a `ForEach` names the tapped row (nothing for a use in no ForEach): `row`,
    /// the loop variables of ranges with a literal lower bound, each a number (`i == 1`), or of
    /// literal arrays, each an element (`item == 'c'`), and
    /// `captures`, for the others, the identity the tapped row's element has when the tap runs
    /// (`items[1].id`), which the tap keeps in the scene's state for the use to compare with
    /// (`item.id`), as SwiftUI keeps a row's state by its id however the rows move. `error`
    /// when the scene's timeline can't read that element.
    func rowMarker(of frame: ActionFrame, own names: [String], tapped: String) -> [JSONTree.Member] {
        let context = frame.callerContext
        guard !context.loops.isEmpty else { return [] }
        var numbered: [String] = []
        var captures: [JSONTree] = []
        for (index, loop) in context.loops.enumerated() {
            let what = "a tap can't yet change \(Self.list(names)), the own state of '\(tapped)', when '\(frame.component)' is used in ForEach(\(loop.data))"
            guard let element = substitutions[loop.name] else {
                return [.init("error", .string("\(what) (the tapped row is not known); tap it with its row: --tap \"Label#row\"@SECONDS"))]
            }
            // A range's number, or a literal array's constant element: the row's for good.
            if Double(element) != nil || (loop.elements != nil && loop.isConstant) {
                numbered.append("\(loop.identity(of: loop.name)) == \(loop.identity(of: element))")
                continue
            }
            let instead = "keep the state in the view with the ForEach and pass a closure that changes it ('let onTap: () -> Void'), or loop over a range with a literal lower bound ('ForEach(0..<n)')"
            if let owner = context.component {
                return [.init("error", .string("\(what) in the body of '\(owner)' (the tapped row's element is one of its values, which the scene's timeline can't keep); \(instead)"))]
            }
            if let outer = context.loops[..<index].first(where: { Self.names(in: loop.data).contains($0.name) }) {
                return [.init("error", .string("\(what), whose data reads '\(outer.name)', the element of an enclosing ForEach (the timeline can't keep the tapped row's element); \(instead)"))]
            }
            captures.append(.object(["match": .string(loop.identity(of: loop.name)), "value": .string(loop.identity(of: element))]))
        }
        var marker: [JSONTree.Member] = []
        if !numbered.isEmpty { marker.append(.init("row", .string(numbered.joined(separator: " && ")))) }
        if !captures.isEmpty { marker.append(.init("captures", .array(captures))) }
        return marker
    }

    /// The state that keeps the identity `value` of the tapped row of `use` reads (`match`) for
    /// the running tap: one already made for this tap, or the first of `fresh` (taken from it),
    /// which the tap's first update writes (``scheduleTap(now:later:at:)``), located at the use.
    mutating func rowCapture(_ use: TapTriggers.Use, match: String, value: String, fresh: inout [String]) -> String {
        let key = "\(use.serial) \(match) \(value)"
        if let made = interactions.rowCaptures.first(where: { $0.key == key }) { return made.name }
        let name = fresh.removeFirst()
        interactions.rowCaptures.append((key, name, .located(.string(value), use.position)))
        state.append(.init(name, .null))
        return name
    }

    /// Schedules a tap's events with their writes to a component's own state routed through
    /// counters (``routeOwnWrites(_:)``), and the identities of the tapped rows kept in its
    /// first update, so that its later updates (a delay, a completion) reach the same rows
    /// however they move in between.
    mutating func scheduleTap(now: [JSONTree], later: [(delay: Double, event: JSONTree)], at time: Double) {
        interactions.rowCaptures = []
        var routed = now.map { routeOwnWrites($0) }
        let routedLater = later.map { (delay: $0.delay, event: routeOwnWrites($0.event)) }
        let keeps = interactions.rowCaptures.map { JSONTree.Member($0.name, $0.value) }
        if !keeps.isEmpty {
            if let first = routed.first, case .object(var members) = first.plain, let set = members.firstIndex(where: { $0.key == "set" }),
                case .object(let writes) = members[set].value.plain
            {
                members[set].value = .object(writes + keeps)
                routed[0] = first.withMembers(members)
            } else {
                routed.insert(.object(["set": .object(keeps)]), at: 0)
            }
        }
        for event in routed { schedule(event, at: time) }
        for (delay, event) in routedLater { schedule(event, at: time + delay) }
    }
}
