import Layout
import Views

/// The nodes of a resolved tree's views by id (what `ElementSkeleton` reads an item's role
/// from), looked up once per item in painting order.
///
/// Items mostly come in the order their views were added (the rows of a stack one after the
/// other, each row's group and then its drawing), so a lookup first compares the ids at a cursor
/// (the view last found) and just after it, and only a miss hashes the id. Exact: while no id
/// was added twice (`updateValue` reports a repeat), an id found at the cursor is that id's only
/// entry; after a repeat every lookup goes through the dictionary, whose entry for an id is the
/// one added last, as a plain `[String: Node]` table gives.
struct ViewNodeTable {
    /// A resolved view in a box (the sampler's box of the presented view where it has one), its
    /// node read in place: looking it up (and reading an item's role from it) copies no node,
    /// and adding it copies nothing.
    typealias Node = ViewSampler.Presented

    private var entries: [(id: String, node: Node)] = []
    /// Each id's entry (the last one added under it).
    private var indices: [String: Int] = [:]
    /// Whether an id was added twice: then the cursor is not used.
    private var repeats = false
    private var cursor = 0
    /// How many lookups were answered at the cursor and how many through the dictionary.
    private(set) var cursorHits = 0
    private(set) var fallbacks = 0

    /// A table with room for `capacity` views (`LaidOutView.treeViewCount`).
    init(capacity: Int) {
        entries.reserveCapacity(capacity)
        indices.reserveCapacity(capacity)
    }

    /// Adds the view `id` (its node in `box.view`); a later view of the same id replaces it for
    /// lookups.
    mutating func add(_ id: String, _ box: Node) {
        if indices.updateValue(entries.count, forKey: id) != nil { repeats = true }
        entries.append((id, box))
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
        guard let index = indices[id] else { return nil }
        cursor = index
        return entries[index].node
    }
}
