import DisplayList
import Geometry

extension TwinFinalStates {
    /// The item `first` ends as, where its twin ends as `twinLast`, having first drawn what
    /// `first` draws but for a translation, with the same outline as at the end: its own outline,
    /// the twin's last paints and effects, and a group's children each the same way.
    static func item(_ first: DisplayItem, ends twinLast: DisplayItem) -> DisplayItem {
        // Each item is matched on its own: a tuple of the two copied both. The group is made
        // anew, its children into a list of their own (a copy of the first's group shared its
        // children, and writing them copied the list).
        if case .group(let group) = first, case .group(let last) = twinLast, group.children.count == last.children.count {
            // A clip's outline is its own (unchanged at the end, `sameOutline`).
            let effect: DisplayGroup.Effect
            if case .clip = last.effect {
                effect = group.effect
            } else {
                assert(!isTurn(last.effect), "a group that turns about a point of its frame")
                effect = last.effect
            }
            var children: [DisplayItem] = []
            children.reserveCapacity(group.children.count)
            for index in group.children.indices { children.append(item(group.children[index], ends: last.children[index])) }
            return .group(DisplayGroup(viewID: group.viewID, modifier: group.modifier, effect: effect, children: children))
        }
        if case .shape(var shape) = first, case .shape(let last) = twinLast {
            shape.fill = last.fill
            shape.stroke = last.stroke
            shape.gradient = last.gradient
            shape.role = last.role
            return .shape(shape)
        }
        // Not reached: twins draw the same items, and only groups and shapes move with a twin.
        // (Its own first drawing is at least in its own place.)
        assertionFailure("twins that draw different items")
        return first
    }

    /// Whether `last` has the outline `first` has: a shape's path, a clip's outline, and those
    /// of a group's children.
    static func sameOutline(_ first: DisplayItem, _ last: DisplayItem) -> Bool {
        switch (first, last) {
        case (.shape(let a), .shape(let b)):
            return a.path == b.path
        case (.group(let a), .group(let b)):
            if case .clip(let start) = a.effect {
                guard case .clip(let end) = b.effect, start == end else { return false }
            }
            guard a.children.count == b.children.count else { return false }
            for index in a.children.indices where !sameOutline(a.children[index], b.children[index]) { return false }
            return true
        default:
            return false
        }
    }

    /// Whether a group's effect is a transform other than a translation.
    private static func isTurn(_ effect: DisplayGroup.Effect) -> Bool {
        guard case .transform(let t) = effect else { return false }
        return !t.isTranslation
    }
}
