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
