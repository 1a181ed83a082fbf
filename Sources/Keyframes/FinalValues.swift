import Geometry

/// The values of an element's animated properties at the end of the timeline, by kind: an
/// element animates a few kinds, found by a search in the order they were set rather than by
/// hashing.
struct FinalValues {
    private typealias Entry = (kind: PropertyKind, value: [Double])

    /// The first entry, kept inline: most elements animate one kind, and then no list is
    /// allocated. Nil only where `rest` is empty.
    private var first: Entry?
    private var rest: [Entry] = []

    /// The value of `kind`; nil: none set. Setting replaces the value of the same kind (nil
    /// removes it).
    subscript(kind: PropertyKind) -> [Double]? {
        get {
            if let first, first.kind == kind { return first.value }
            return rest.first { $0.kind == kind }?.value
        }
        set {
            if first?.kind == kind {
                if let newValue {
                    first!.value = newValue
                } else {
                    first = rest.isEmpty ? nil : rest.removeFirst()
                }
                return
            }
            let index = rest.firstIndex { $0.kind == kind }
            switch (index, newValue) {
            case (let index?, let value?): rest[index].value = value
            case (let index?, nil): rest.remove(at: index)
            case (nil, let value?) where first == nil: first = (kind, value)
            // The first entry of the list made as a one-element array, allocated once at its size.
            case (nil, let value?) where rest.isEmpty: rest = [(kind, value)]
            case (nil, let value?): rest.append((kind, value))
            case (nil, nil): break
            }
        }
    }
}

extension FinalValues {
    /// Moves the point components of each value (`ElementTwins.pointComponents`) by `delta`,
    /// as a twin's tracks are moved (`ElementTwins.shifted`).
    mutating func movePoints(by delta: Point) {
        guard delta.x != 0 || delta.y != 0 else { return }
        func move(_ entry: inout Entry) {
            guard let (x, y) = ElementTwins.pointComponents(entry.kind), entry.value.count > max(x, y) else { return }
            entry.value[x] += delta.x
            entry.value[y] += delta.y
        }
        // Only entries with point components are written: a write makes the list its own.
        if let kind = first?.kind, ElementTwins.pointComponents(kind) != nil { move(&first!) }
        for index in rest.indices where ElementTwins.pointComponents(rest[index].kind) != nil { move(&rest[index]) }
    }
}
