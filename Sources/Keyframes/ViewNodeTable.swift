import Layout
import Views

/// The nodes of a resolved tree's views by id (what `ElementSkeleton` reads an item's role
/// from), looked up once per item in painting order.
///
/// Items mostly come in the order their views were added (the rows of a stack one after the
/// other, each row's group and then its drawing), so a lookup first compares the ids at a cursor
/// (the view last found) and just after it, and only a miss hashes the id. Exact: while no id
/// was added twice, an id found at the cursor is that id's only entry; after a repeat every
/// lookup goes through the dictionary, whose entry for an id is the one added last, as a plain
/// `[String: Node]` table gives.
///
/// A view added with its sampler slot (`ViewSampler.slot(of:)`: one slot names one id) is
/// checked for a repeat by a bit for its slot, and its id is hashed only once the dictionary is
/// needed (a lookup misses the cursor, or a view comes without a slot or with one past the bits,
/// which are kept for slots below a few times the table's capacity so that they stay O(views)):
/// most tables never hash one.
struct ViewNodeTable {
    /// A resolved view in a box (the sampler's box of the presented view where it has one), its
    /// node read in place: looking it up (and reading an item's role from it) copies no node,
    /// and adding it copies nothing.
    typealias Node = ViewSampler.Presented

    private var entries: [(id: String, node: Node)] = []
    /// Each id's entry (the last one added under it); nil until first needed, then kept up to
    /// date.
    private var indices: [String: Int]?
    /// A bit for each slot added so far, while `indices` is nil.
    private var seen: [UInt64] = []
    private let capacity: Int
    /// Whether an id was added twice: then the cursor is not used.
    private var repeats = false
    private var cursor = 0
    /// How many lookups were answered at the cursor and how many through the dictionary.
    private(set) var cursorHits = 0
    private(set) var fallbacks = 0

    /// A table with room for `capacity` views (`LaidOutView.treeViewCount`).
    init(capacity: Int) {
        self.capacity = capacity
        entries.reserveCapacity(capacity)
    }

    /// Adds the view `id` (its node in `box.view`), with its slot in the sampler where it has
    /// one; a later view of the same id replaces it for lookups.
    mutating func add(_ id: String, _ box: Node, slot: Int? = nil) {
        if indices == nil, let slot, slot >= 0, slot < Self.bitLimit(capacity) {
            if seen.isEmpty { seen = Array(repeating: 0, count: Self.bitLimit(capacity) / 64) }
            let bit: UInt64 = 1 << (slot % 64)
            if seen[slot / 64] & bit != 0 { repeats = true } else { seen[slot / 64] |= bit }
        } else {
            if indices == nil { makeIndices() }
            if indices!.updateValue(entries.count, forKey: id) != nil { repeats = true }
        }
        entries.append((id, box))
    }

    /// The slots below this one are checked by their bits (a multiple of 64).
    static func bitLimit(_ capacity: Int) -> Int { 64 * ((4 * max(capacity, 0) + 64) / 64 + 1) }

    /// The dictionary of the entries so far (the last one of an id wins).
    private mutating func makeIndices() {
        var indices: [String: Int] = [:]
        indices.reserveCapacity(capacity)
        for index in entries.indices { indices[entries[index].id] = index }
        self.indices = indices
    }

    /// The node last added for `id`, or nil.
    mutating func node(_ id: String) -> Node? {
        if !repeats {
            var index = cursor
            let end = min(cursor + 2, entries.count)
            while index < end {
                if entries[index].id == id {
                    cursor = index
                    cursorHits += 1
                    return entries[index].node
                }
                index += 1
            }
        }
        fallbacks += 1
        if indices == nil { makeIndices() }
        guard let index = indices![id] else { return nil }
        cursor = index
        return entries[index].node
    }
}
