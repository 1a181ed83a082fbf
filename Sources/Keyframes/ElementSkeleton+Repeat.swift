import Layout
import Views

extension ElementSkeleton {
    /// Whether resolving `root` as `resolvedTree(of:resolve:)` does gives a tree equal to
    /// `previous` (`==`), without building it: then its elements are `previous`'s elements, key
    /// for key, and adding them to an `ElementTree` right after `previous`'s epoch draws again
    /// what that epoch drew (`ElementTree.addAgain(update:)`). A structure epoch whose views
    /// are all presented as at the epoch before (an update that starts animating from where
    /// the views rest) is neither drawn nor merged again.
    ///
    /// Each view is resolved in the order `resolvedTree` resolves them (the view, its children,
    /// its decorations), up to the first difference, so the sampler hands out its slots as it
    /// would; a tree built after a `false` resolves them again in that order.
    static func resolves(
        _ root: LaidOutView, like previous: LaidOutView, resolve: (String) -> (box: ViewSampler.Presented, slot: Int)?
    ) -> Bool {
        withUnsafePointer(to: root) { root in withUnsafePointer(to: previous) { same(root, previous: $0, resolve: resolve) } }
    }

    /// `resolves` of the view at `view` against the resolved view at `previous`: each pointer
    /// is to a root (for the call) or to an element of a children buffer at one of its own
    /// indices, held by its parent meanwhile; a decoration is read through a pointer to a copy.
    private static func same(
        _ view: UnsafePointer<LaidOutView>, previous: UnsafePointer<LaidOutView>,
        resolve: (String) -> (box: ViewSampler.Presented, slot: Int)?
    ) -> Bool {
        if let found = resolve(view.pointee.id) {
            guard sameOwnFields(found.box, previous) else { return false }
        } else {
            guard sameOwnFields(ViewSampler.Presented(view.pointee), previous) else { return false }
        }
        let same = view.pointee.children.withUnsafeBufferPointer { children in
            previous.pointee.children.withUnsafeBufferPointer { others in
                guard children.count == others.count else { return false }
                for index in children.indices where !Self.same(children.baseAddress! + index, previous: others.baseAddress! + index, resolve: resolve) {
                    return false
                }
                return true
            }
        }
        guard same else { return false }
        guard view.pointee.decorations.count == previous.pointee.decorations.count else { return false }
        // (In the order `mapValues` visits them, as the resolved tree is built.)
        for (index, decoration) in view.pointee.decorations {
            guard let other = previous.pointee.decorations[index] else { return false }
            let same = withUnsafePointer(to: decoration) { decoration in
                withUnsafePointer(to: other) { Self.same(decoration, previous: $0, resolve: resolve) }
            }
            guard same else { return false }
        }
        return true
    }

    /// `==` of every field of a boxed view and another but their children and decorations (which
    /// `same` compares as resolved). The box's view is read in the box (passed on as an argument,
    /// it would be copied whole); absent texts and fits are matched by a pattern (`==` on the
    /// optionals copies both).
    private static func sameOwnFields(_ box: ViewSampler.Presented, _ other: UnsafePointer<LaidOutView>) -> Bool {
        guard box.view.frames == other.pointee.frames, ViewNode.same(box.view.node, other.pointee.node),
            box.view.dividerAxis == other.pointee.dividerAxis
        else { return false }
        if case .none = box.view.text, case .none = other.pointee.text {
        } else if box.view.text != other.pointee.text {
            return false
        }
        if case .none = box.view.fit, case .none = other.pointee.fit { return true }
        return box.view.fit == other.pointee.fit
    }
}
