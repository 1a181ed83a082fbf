import Layout

extension LaidOutView {
    /// The children in the order they are painted, back to front: by `zIndex`, children with
    /// equal `zIndex` in the order they are listed (views animating out included, in their place).
    public var childrenInPaintingOrder: [LaidOutView] {
        guard let first = children.first?.node.zIndex, children.contains(where: { $0.node.zIndex != first }) else {
            return children
        }
        return children.enumerated()
            .sorted { ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset) }
            .map(\.element)
    }
}
