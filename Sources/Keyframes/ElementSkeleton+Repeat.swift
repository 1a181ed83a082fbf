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
    ///
    /// `presentsLike` answers first, without resolving the view, where it knows that the view of
    /// an id resolves to one whose own fields equal a resolved view's (`ViewSampler.presents`);
    /// where it does not know, the view is resolved and compared.
    static func resolves(
        _ root: LaidOutView, like previous: LaidOutView, presentsLike: (String, UnsafePointer<LaidOutView>) -> Bool = { _, _ in false },
        resolve: (String) -> (box: ViewSampler.Presented, slot: Int)?
    ) -> Bool {
        withUnsafePointer(to: root) { root in
            withUnsafePointer(to: previous) { same(root, previous: $0, presentsLike: presentsLike, resolve: resolve) }
        }
    }

    /// `resolves` of the view at `view` against the resolved view at `previous`: each pointer
    /// is to a root (for the call) or to an element of a children buffer at one of its own
    /// indices, held by its parent meanwhile; a decoration is read through a pointer to a copy.
    private static func same(
        _ view: UnsafePointer<LaidOutView>, previous: UnsafePointer<LaidOutView>,
        presentsLike: (String, UnsafePointer<LaidOutView>) -> Bool, resolve: (String) -> (box: ViewSampler.Presented, slot: Int)?
    ) -> Bool {
        if presentsLike(view.pointee.id, previous) {
            // (Debug builds check the answer against the view resolved.)
            assert(
                sameOwnFields(resolve(view.pointee.id)?.box ?? ViewSampler.Presented(view.pointee), previous),
                "\(view.pointee.id) is not presented alike")
        } else if let found = resolve(view.pointee.id) {
            guard sameOwnFields(found.box, previous) else { return false }
        } else {
            guard sameOwnFields(ViewSampler.Presented(view.pointee), previous) else { return false }
        }
        let same = view.pointee.children.withUnsafeBufferPointer { children in
            previous.pointee.children.withUnsafeBufferPointer { others in
                guard children.count == others.count else { return false }
                for index in children.indices where !Self.same(children.baseAddress! + index, previous: others.baseAddress! + index, presentsLike: presentsLike, resolve: resolve) {
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
                withUnsafePointer(to: other) { Self.same(decoration, previous: $0, presentsLike: presentsLike, resolve: resolve) }
            }
            guard same else { return false }
        }
        return true
    }

    /// `==` of every field of a boxed view and another but their children and decorations (which
    /// `same` compares as resolved). The box's view is read in the box (passed on as an argument,
    /// it would be copied whole).
    private static func sameOwnFields(_ box: ViewSampler.Presented, _ other: UnsafePointer<LaidOutView>) -> Bool {
        box.view.frames == other.pointee.frames && ViewNode.same(box.view.node, other.pointee.node) && WrittenView.sameExtras(box, other)
    }
}
