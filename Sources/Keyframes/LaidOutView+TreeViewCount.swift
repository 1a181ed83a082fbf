import Layout

extension LaidOutView {
    /// The number of views in this view's tree: itself, its children and decorations, and
    /// theirs. The tables of a tree's views by id (`ViewSampler`'s laid-out views, the skeleton's
    /// nodes) are made with this capacity, so that they are not grown and rehashed as they fill;
    /// they are only ever looked up by id, so their capacity changes nothing they give.
    var treeViewCount: Int {
        withUnsafePointer(to: self) { Self.treeViewCount(of: $0) }
    }

    /// `treeViewCount` of the view at `view`, read in place: reading a child out of its array
    /// would copy it (every array and reference in it retained and released).
    private static func treeViewCount(of view: UnsafePointer<LaidOutView>) -> Int {
        var count = 1
        view.pointee.children.withUnsafeBufferPointer { children in
            guard let base = children.baseAddress else { return }
            for index in children.indices { count += treeViewCount(of: base + index) }
        }
        if !view.pointee.decorations.isEmpty {
            for decoration in view.pointee.decorations.values { count += decoration.treeViewCount }
        }
        return count
    }
}
