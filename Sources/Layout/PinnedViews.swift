import Views

/// Copies of views kept at addresses that never move, for as long as the owner lives: a layout
/// pass's root and its decorations' views (bound out of their modifiers as copies), which the
/// pass's flat nodes point at (`FlatNode.view`). The child views under them are read in place in
/// their parents' arrays of children: a `[ViewNode]` always has native, contiguous storage, and
/// nothing changes these views while they are pinned, so those arrays neither move nor are freed.
final class PinnedViews {
    private var views: [UnsafeMutablePointer<ViewNode>] = []

    /// `view` copied to an address that stays valid until the owner is freed.
    func pin(_ view: ViewNode) -> UnsafePointer<ViewNode> {
        let kept = UnsafeMutablePointer<ViewNode>.allocate(capacity: 1)
        kept.initialize(to: view)
        views.append(kept)
        return UnsafePointer(kept)
    }

    deinit {
        for view in views {
            view.deinitialize(count: 1)
            view.deallocate()
        }
    }
}
