/// A small number (a slot) for each view id the sampler is asked about, so that its per-view
/// caches are arrays indexed by slot instead of dictionaries that hash the id at every look-up.
///
/// Slots are handed out in the order ids are first asked for (0, 1, 2, …) and never change; an id
/// never asked for has none. The slot of the last look-up is kept: the sampler asks about one view
/// many times in a row (its presentation, its laid-out view, its stretches, its transitions), and
/// then about the next view of a tree walked in the order the slots were handed out (the first
/// update's laid-out tree). Comparing the id with the last one's and the next slot's (equal
/// strings sharing storage compare at once) is cheaper than hashing it. Exact: each id has one
/// slot, so the id found at a slot answers as the dictionary would; a cache by slot holds what
/// a cache by id held.
struct ViewSlots {
    /// The ids by slot.
    private(set) var ids: [String] = []
    private var index: [String: Int] = [:]
    private var lastSlot = -1
    /// How many look-ups hashed the id (neither the last id asked about nor the next slot's), for
    /// tests.
    private(set) var hashedLookups = 0

    /// The number of slots handed out.
    var count: Int { ids.count }

    /// Slots with room for `capacity` ids before the table of ids grows (the slots handed out
    /// are the same at any capacity).
    init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        ids.reserveCapacity(capacity)
        // (Made at its size: `reserveCapacity` of an empty dictionary takes the unspecialised path.)
        index = Dictionary(minimumCapacity: capacity)
    }

    /// The slot of `id`, a new one (the next number) if it has none yet.
    mutating func slot(of id: String) -> Int {
        if lastSlot >= 0 {
            // The ids at the last slot and the next, read in place: a copy of the last id kept
            // beside its slot was retained and released at every move to another slot. (Bounds:
            // `lastSlot` is a slot handed out, below `ids.count`.)
            let found: Int? = ids.withUnsafeBufferPointer { ids in
                if ids[lastSlot] == id { return lastSlot }
                let next = lastSlot + 1
                return next < ids.count && ids[next] == id ? next : nil
            }
            if let found {
                lastSlot = found
                return found
            }
        }
        hashedLookups += 1
        // One hash for a new id too: the defaulted subscript's access stores `next` when `id`
        // has no slot yet (a look-up and then an insert would hash it twice).
        let next = ids.count
        let slot = Self.insertingDefault(&index[id, default: next])
        if slot == next { ids.append(id) }
        lastSlot = slot
        return slot
    }

    /// The value an `inout` access reads: through a dictionary's defaulted subscript, the
    /// access stores the default for a missing key.
    private static func insertingDefault(_ value: inout Int) -> Int { value }

    /// The slot of `id` if it has one, without handing out a new one.
    func existingSlot(of id: String) -> Int? {
        if lastSlot >= 0, ids[lastSlot] == id { return lastSlot }
        return index[id]
    }
}

/// Values by slot (`ViewSlots`), nil for a slot never stored.
///
/// An array by slot while it stays dense; a table whose slots are far apart (an update whose
/// views have ids first asked about late, as a list that shifts its ids at every update gives)
/// becomes a dictionary by slot, so that it holds O(values stored), never O(highest slot): a
/// sampler keeps one table per update.
struct SlotTable<Value> {
    private var dense: [Value?] = []
    /// The values once `dense` would have grown to more than `Self.densityLimit(stored)` entries.
    private var sparse: [Int: Value]?
    /// How many slots hold a value.
    private(set) var count = 0

    /// The most entries a dense table of `stored` values keeps: twice them, and 64 more.
    static func densityLimit(_ stored: Int) -> Int { 2 * stored + 64 }

    /// Whether the table is kept as a dictionary (for tests).
    var isSparse: Bool { sparse != nil }

    subscript(slot: Int) -> Value? {
        get {
            if let sparse { return sparse[slot] }
            return slot < dense.count ? dense[slot] : nil
        }
        set {
            if sparse != nil {
                let old = newValue.map { sparse!.updateValue($0, forKey: slot) } ?? sparse!.removeValue(forKey: slot)
                count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
                return
            }
            if slot >= dense.count {
                guard let newValue else { return }
                if slot + 1 > Self.densityLimit(count + 1) {
                    var table: [Int: Value] = [:]
                    for (index, value) in dense.enumerated() { if let value { table[index] = value } }
                    table[slot] = newValue
                    sparse = table
                    dense = []
                    count += 1
                    return
                }
                // The next slot (a table filled in slot order): one element appended, not a
                // repeated nil through the generic append and then written.
                if slot == dense.count {
                    dense.append(newValue)
                    count += 1
                    return
                }
                dense.append(contentsOf: repeatElement(nil, count: slot + 1 - dense.count))
            }
            count += (newValue != nil ? 1 : 0) - (dense[slot] != nil ? 1 : 0)
            dense[slot] = newValue
        }
    }
}
