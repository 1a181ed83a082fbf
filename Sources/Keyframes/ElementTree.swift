import DisplayList

/// One element of the keyframe document and the updates in which it is drawn.
final class ElementNode {
    let key: ElementKey
    /// `key`'s hash, compared before the key: siblings are searched often and a key (a text's
    /// whole layout) is costly to copy and compare.
    let keyHash: Int
    /// The item as first drawn: the element's static attributes.
    let item: DisplayItem
    var children: [ElementNode] = []
    /// Indices of the structure epochs (`ViewSampler.structureTimes()`) that draw this element,
    /// ascending.
    var updates: [Int] = []

    /// A node of `key`, whose hash is `keyHash` (`key.hashValue`).
    init(key: ElementKey, keyHash: Int, item: DisplayItem) {
        self.key = key
        self.keyHash = keyHash
        self.item = item
    }
}

/// The union of every structure epoch's elements: an element keeps its place while its view
/// keeps its identity and structure; elements whose order would contradict an earlier update's
/// painting order are added again as new elements.
struct ElementTree {
    private(set) var roots: [ElementNode] = []

    /// Adds the elements of epoch `update` (epochs must be added in ascending order).
    mutating func add(_ elements: [ElementSkeleton], update: Int) {
        Self.merge(elements, into: &roots, update: update)
    }

    /// Each element is read in place through the buffer, field by field, not copied whole (its
    /// key, item and children retained and released again).
    private static func merge(_ elements: [ElementSkeleton], into nodes: inout [ElementNode], update: Int) {
        var position = -1
        elements.withUnsafeBufferPointer { elements in
            for offset in elements.indices {
                let element = elements.baseAddress! + offset
                let node: ElementNode
                let hash = element.pointee.keyHash
                var found: Int?
                var index = position + 1
                while index < nodes.count {
                    let candidate = nodes[index]
                    if candidate.keyHash == hash && candidate.updates.last != update && candidate.key == element.pointee.key {
                        found = index
                        break
                    }
                    index += 1
                }
                if let found {
                    node = nodes[found]
                    position = found
                } else {
                    node = ElementNode(key: element.pointee.key, keyHash: hash, item: element.pointee.item)
                    position += 1
                    nodes.insert(node, at: position)
                }
                node.updates.append(update)
                merge(element.pointee.children, into: &node.children, update: update)
            }
        }
    }
}
