/// The values of an element's animated properties at the end of the timeline, by kind: an
/// element animates a few kinds, found by a search in the order they were set rather than by
/// hashing.
struct FinalValues {
    private var entries: [(kind: PropertyKind, value: [Double])] = []

    /// The value of `kind`; nil: none set. Setting replaces the value of the same kind (nil
    /// removes it).
    subscript(kind: PropertyKind) -> [Double]? {
        get { entries.first { $0.kind == kind }?.value }
        set {
            let index = entries.firstIndex { $0.kind == kind }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            // The first entry made as a one-element array, allocated once at its size.
            case (nil, let value?) where entries.isEmpty: entries = [(kind, value)]
            case (nil, let value?): entries.append((kind, value))
            case (nil, nil): break
            }
        }
    }
}
