/// The writes a running tap makes to the own state of the component instance it goes through,
/// marked so that ``Translator/routeOwnWrites(_:)`` can send them there (``TapTriggers``).
extension Translator {
    /// The member that marks an event's writes as the own state of the component instance the
    /// running tap goes through; never printed (``routeOwnWrites(_:)`` replaces it).
    static let ownMarkerKey = "\u{0}own"

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
        let names = writes.map(\.key)
        let uses: [JSONTree] = interactions.frames.map { frame in
            let use: [JSONTree.Member] = [
                .init("component", .string(frame.component)), .init("line", .number(String(frame.position.line))),
                .init("column", .number(String(frame.position.column))), .init("serial", .number(String(frame.serial))),
            ]
            return .object(use + rowMarker(of: frame, own: names, tapped: component))
        }
        members.append(.init(Self.ownMarkerKey, .object(["uses": .array(uses), "keys": .array(writes.map { .string($0.key) })])))
        return event.withMembers(members)
    }

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
        return events[0].withMembers(merged)
    }
}
