import DisplayList

/// One element of the keyframe document and the updates in which it is drawn.
final class ElementNode {
    let key: ElementKey
    /// `key`'s hash, made when first needed: a search past the next sibling compares it before
    /// the key (a key, a text's whole layout, is costly to compare). Most elements are found at
    /// the next sibling (an epoch drawn in the previous one's order) and never need it.
    private(set) lazy var keyHash: Int = key.hashValue
    /// The item as first drawn: the element's static attributes.
    let item: DisplayItem
    /// The node's children. Neither they nor `updates` are checked for exclusive access at run
    /// time (read or written for every element of every epoch): the tree is built on one
    /// thread, and merging a node's children in place writes only other nodes meanwhile.
    @exclusivity(unchecked) var children: [ElementNode] = []
    /// Indices of the structure epochs (`ViewSampler.structureTimes()`) that draw this element,
    /// ascending.
    @exclusivity(unchecked) var updates: [Int] = []

    /// A node of `key`, with room in `updates` for `epochs` indices (at most 16): a node is drawn
    /// by at most every epoch, so its list is made once, not grown at its first, second and fourth
    /// update; past 16 the list grows as it is filled, so that a long timeline's many nodes do not
    /// each hold room for every epoch.
    init(key: ElementKey, item: DisplayItem, epochs: Int = 0) {
        self.key = key
        self.item = item
        updates.reserveCapacity(min(epochs, Self.reservedUpdates))
    }

    /// The most update indices a node makes room for at once.
    static let reservedUpdates = 16

    /// Whether the element `element` is this node's: not yet drawn in `update`, same key. The
    /// skeleton element is read through its pointer and the node's key in place (a comparison
    /// through copies of both keys cost more than the rest of the search).
    func takes(_ element: UnsafePointer<ElementSkeleton>, update: Int) -> Bool {
        updates.last != update && withUnsafePointer(to: key) { ElementKey.same($0, keyOf: element) }
    }

    /// `takes(element, update:)`, with the hashes compared first: `hash` is the element's key's.
    func takes(_ element: UnsafePointer<ElementSkeleton>, hash: Int, update: Int) -> Bool {
        keyHash == hash && takes(element, update: update)
    }
}

/// The union of every structure epoch's elements: an element keeps its place while its view
/// keeps its identity and structure; elements whose order would contradict an earlier update's
/// painting order are added again as new elements.
struct ElementTree {
    private(set) var roots: [ElementNode] = []
    /// How many structure epochs will be added (room made in each node's `updates`); 0 when
    /// unknown (the lists then grow).
    let epochs: Int

    /// A tree for `epochs` structure epochs (`ViewSampler.structureTimes().count`).
    init(epochs: Int = 0) {
        self.epochs = max(epochs, 0)
    }

    /// Adds the elements of epoch `update` (epochs must be added in ascending order).
    mutating func add(_ elements: [ElementSkeleton], update: Int) {
        Self.merge(elements, into: &roots, update: update, epochs: epochs)
    }

    /// Adds epoch `update` as drawing again every element epoch `update - 1` drew: what `add`
    /// gives for the elements epoch `update - 1` added, key for key (each is found at the node
    /// the earlier one took — the nodes between two taken ones have other keys, and none is new).
    mutating func addAgain(update: Int) {
        assert(update > 0, "an epoch drawn again after none")
        Self.drawAgain(roots, update: update)
    }

    private static func drawAgain(_ nodes: [ElementNode], update: Int) {
        for node in nodes where node.updates.last == update - 1 {
            node.updates.append(update)
            drawAgain(node.children, update: update)
        }
    }

    /// Each element is read in place through the buffer, field by field, not copied whole (its
    /// key, item and children retained and released again).
    private static func merge(_ elements: [ElementSkeleton], into nodes: inout [ElementNode], update: Int, epochs: Int) {
        var position = -1
        // A node's first epoch makes every one of its children: the list is made at their
        // count, not grown through every smaller size (a later epoch may still insert more).
        if nodes.isEmpty, elements.count > 1 { nodes.reserveCapacity(elements.count) }
        elements.withUnsafeBufferPointer { elements in
            for offset in elements.indices {
                let element = elements.baseAddress! + offset
                let node: ElementNode
                // The first node after `position` that takes the element. The next node is
                // compared by key alone (it is the one in the common case); the rest by hash first.
                var found: Int?
                let next = position + 1
                if next < nodes.count {
                    if nodes[next].takes(element, update: update) {
                        found = next
                    } else if next + 1 < nodes.count {
                        let hash = element.pointee.key.hashValue
                        var index = next + 1
                        while index < nodes.count {
                            if nodes[index].takes(element, hash: hash, update: update) {
                                found = index
                                break
                            }
                            index += 1
                        }
                    }
                }
                if let found {
                    node = nodes[found]
                    position = found
                } else {
                    node = ElementNode(key: element.pointee.key, item: element.pointee.item, epochs: epochs)
                    position += 1
                    // Mostly at the end (every node of the first epoch): an append, not the
                    // general insert.
                    if position == nodes.count { nodes.append(node) } else { nodes.insert(node, at: position) }
                }
                node.updates.append(update)
                merge(element.pointee.children, into: &node.children, update: update, epochs: epochs)
            }
        }
    }
}
