import Layout
import Motion

extension Animator.Run {
    /// Records the insertions and removals of one update (SEMANTICS §5). Only the topmost view
    /// of an inserted or removed subtree transitions; its descendants come and go with it. An
    /// insertion animates with the transaction in effect outside the view's own modifiers; a
    /// removal with the one its parent's content received (the root's: the update's
    /// transaction). Background and overlay views come and go at once.
    ///
    /// Returns the views whose tracks continue rather than start afresh: those inserted again
    /// while they were still animating out, and what they came back inside.
    mutating func recordTransitions(
        _ tree: LaidOutView, present: Set<String>, at time: Double, walk: TransactionWalk, root: Transaction
    ) -> [String: Continuation] {
        var continuing: [String: Continuation] = [:]
        guard let previous = updates.last?.tree else {
            visitInserted(tree, parentWasShown: false, isDecoration: false, resuming: nil, at: time, walk: walk, continuing: &continuing)
            return continuing
        }
        // The root changes identity only between an If's branches at the top: a transition if
        // neither tree contains the other's root.
        let rootReplaced = previous.id != tree.id && !present.contains(previous.id) && !previousIDs.contains(tree.id)
        visitRemoved(
            previous, parent: nil, position: 0, isDecoration: false, present: present, at: time, walk: walk, root: root,
            animates: rootReplaced)
        visitInserted(
            tree, parentWasShown: rootReplaced, isDecoration: false, resuming: nil, at: time, walk: walk,
            continuing: &continuing)
        return continuing
    }

    /// Walks the previous tree down to the views that left it.
    private mutating func visitRemoved(
        _ view: LaidOutView, parent: LaidOutView?, position: Int, isDecoration: Bool, present: Set<String>,
        at time: Double, walk: TransactionWalk, root: Transaction, animates: Bool = true
    ) {
        guard !present.contains(view.id) else {
            for (index, child) in view.children.enumerated() {
                visitRemoved(child, parent: view, position: index, isDecoration: false, present: present, at: time, walk: walk, root: root)
            }
            for (_, decoration) in view.decorations.sorted(by: { $0.key < $1.key }) {
                visitRemoved(decoration, parent: view, position: 0, isDecoration: true, present: present, at: time, walk: walk, root: root)
            }
            return
        }
        let animation: Animation? =
            if isDecoration || !animates { nil } else if let parent { walk.transactions[parent.id]?.first?.animation } else {
                root.animation
            }
        let end = transitions.remove(
            view, parentID: isDecoration ? nil : parent?.id, formerSiblings: isDecoration ? [] : parent?.children.map(\.id) ?? [],
            position: position, parentOrigin: parent?.contentFrame.origin ?? .zero, at: time, animation: animation)
        func leave(_ descendant: LaidOutView) {
            // A root's former child can be the new root: it stays.
            if !present.contains(descendant.id) { transitions.leave(descendant.id, until: end) }
            descendant.children.forEach(leave)
            descendant.decorations.values.forEach(leave)
        }
        view.children.forEach(leave)
        view.decorations.values.forEach(leave)
    }

    /// Walks the new tree: views that stayed keep their effects, new ones transition in (the
    /// topmost ones, under an animation) or continue where they were if they were still
    /// animating out. `resuming` is the continuation of an enclosing view that came back.
    private mutating func visitInserted(
        _ view: LaidOutView, parentWasShown: Bool, isDecoration: Bool, resuming: Continuation?, at time: Double,
        walk: TransactionWalk, continuing: inout [String: Continuation]
    ) {
        let id = view.id
        // The transaction outside the view's own modifiers: its parent's, changed by the links
        // written after all its modifiers (those of an If, Group or ForEach around it included).
        let animation = walk.transactions[id].map { $0[view.node.modifiers.count].animation } ?? nil
        let transition = view.node.transition, size = view.frame.size
        var resuming = resuming
        var wasShown = true
        if previousIDs.contains(id) {
            transitions.keep(id, transition: transition, size: size, at: time, animation: animation)
        } else if let removal = transitions.reinsert(id, transition: transition, size: size, at: time, animation: animation) {
            // Drawn so far moved with its former parent's content: it continues from there.
            var continuation = Continuation(removal: removal.time, dx: 0, dy: 0)
            if let parentID = removal.parentID, let parent = tracks.tracks(of: parentID, at: time), parent.tracks.count >= 2 {
                continuation.dx = parent.value(0, at: time) - removal.parentOrigin.x
                continuation.dy = parent.value(1, at: time) - removal.parentOrigin.y
            }
            continuing[id] = continuation
            resuming = continuation
        } else if let continuation = resuming {
            transitions.resume(id, at: time)
            transitions.keep(id, transition: transition, size: size, at: time, animation: animation)
            continuing[id] = continuation
        } else {
            let isTop = parentWasShown && !isDecoration
            transitions.insert(id, transition: transition, size: size, at: time, animation: isTop ? animation : nil)
            wasShown = false
        }
        for child in view.children {
            visitInserted(
                child, parentWasShown: wasShown, isDecoration: false, resuming: resuming, at: time, walk: walk,
                continuing: &continuing)
        }
        for (_, decoration) in view.decorations.sorted(by: { $0.key < $1.key }) {
            visitInserted(
                decoration, parentWasShown: wasShown, isDecoration: true, resuming: resuming, at: time, walk: walk,
                continuing: &continuing)
        }
    }
}
