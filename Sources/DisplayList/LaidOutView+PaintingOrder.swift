import Layout
import Views

extension LaidOutView {
    /// The children in the order they are painted, back to front: by `zIndex`, children with
    /// equal `zIndex` in the order they are listed (views animating out included, in their place).
    public var childrenInPaintingOrder: [LaidOutView] {
        if paintsChildrenInListedOrder { return children }
        return children.enumerated()
            .sorted { ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset) }
            .map(\.element)
    }

    /// Whether the children are painted in the order they are listed: all of their z-indices are
    /// equal. Each child is read in place.
    @inlinable public var paintsChildrenInListedOrder: Bool {
        children.withUnsafeBufferPointer { children in
            guard let z = children.first?.node.zIndex else { return true }
            return children.indices.allSatisfy { children[$0].node.zIndex == z }
        }
    }
}
