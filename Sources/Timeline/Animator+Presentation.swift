import Geometry
import Layout
import Views

extension Animator {
    /// The laid-out tree as it looks at `time`: the structure of the last update at or before
    /// `time`, every animatable number read from its track. Views animating out are spliced back
    /// into their former parent, at their last layout, after the nearest former sibling still
    /// drawn; a view in a transition wears its effects as outermost modifiers. While a replaced
    /// root animates out, the result is a ZStack with the empty id holding both roots.
    ///
    /// A text whose font size, kerning or tracking animates is laid out again with the values of
    /// `time` unless `relayingOutText` is false (the keyframe encoder's elements keep the layout
    /// of their update).
    public func presentation(at time: Double, relayingOutText: Bool = true) -> LaidOutView {
        var progress = FrameProgress(time: time, slots: tracks.progressSlots)
        progress.relaysOutText = relayingOutText
        let root = present(updates[updateIndex(at: time)].tree, at: time, progress: &progress)
        let removedRoots = visibleRemovals(under: "", at: time)
        guard !removedRoots.isEmpty else { return root }
        let canvas = Rect(x: 0, y: 0, width: scene.canvas.width, height: scene.canvas.height)
        return LaidOutView(
            node: ViewNode(id: "", content: .zStack(alignment: .center, children: [])), frames: [canvas],
            children: splice(removedRoots, into: [root], parentOrigin: .zero, at: time, progress: &progress))
    }

    private func present(_ view: LaidOutView, at time: Double, progress: inout FrameProgress) -> LaidOutView {
        var presented = view
        if let stretch = tracks.tracks(of: view.id, at: time) {
            var index = 0
            presented.visitAnimatableValues { value, _ in
                if index < stretch.tracks.count { value = stretch.value(index, progress: &progress) }
                index += 1
            }
            if progress.relaysOutText { presented.relayOutAnimatedText(from: view, measurer: measurer) }
        }
        if !contentChanges.isEmpty, let swapped = contentView(of: presented, at: time) {
            // A text drawing a content transition: its parts, with their effects.
            presented = swapped
            presented.children = swapped.children.map { present($0, at: time, progress: &progress) }
        }
        let removed = visibleRemovals(under: view.id, at: time)
        if !view.children.isEmpty || !removed.isEmpty {
            let children = view.children.map { present($0, at: time, progress: &progress) }
            presented.children =
                removed.isEmpty
                ? children
                : splice(removed, into: children, parentOrigin: presented.contentFrame.origin, at: time, progress: &progress)
        }
        if !view.decorations.isEmpty {
            presented.decorations = view.decorations.mapValues { present($0, at: time, progress: &progress) }
        }
        if !transitions.stretches.isEmpty, let effects = transitions.tracks(of: view.id, at: time)?.effects(at: time),
            !effects.allSatisfy(\.drawsNothingDifferent)
        {
            presented.node.modifiers += effects
            presented.frames += repeatElement(presented.frame, count: effects.count)
        }
        return presented
    }

    /// The removals drawn at `time` whose former parent is `parentID` ("" for roots).
    private func visibleRemovals(under parentID: String, at time: Double) -> [Removal] {
        guard !removalsByParent.isEmpty, let indices = removalsByParent[parentID] else { return [] }
        return indices.map { transitions.removals[$0] }.filter { $0.isVisible(at: time) }
    }

    /// `children` with the removed views placed each right after its nearest former preceding
    /// sibling that is drawn (a child or another removed view), first if there is none, and
    /// moved as far as their parent's content has moved since they left (`parentOrigin` is
    /// where it is now).
    private func splice(
        _ removed: [Removal], into children: [LaidOutView], parentOrigin: Point, at time: Double,
        progress: inout FrameProgress
    ) -> [LaidOutView] {
        var drawn = Set(children.map(\.id))
        for removal in removed { drawn.insert(removal.id) }
        var following: [String: [LaidOutView]] = [:]
        var anchors: [String] = []
        for removal in removed.sorted(by: { ($0.time, $0.position) < ($1.time, $1.position) }) {
            var anchor = ""
            for j in stride(from: removal.position - 1, through: 0, by: -1) where drawn.contains(removal.formerSiblings[j]) {
                anchor = removal.formerSiblings[j]
                break
            }
            if following[anchor] == nil { anchors.append(anchor) }
            var view = present(removal.view, at: time, progress: &progress)
            let dx = parentOrigin.x - removal.parentOrigin.x, dy = parentOrigin.y - removal.parentOrigin.y
            if dx != 0 || dy != 0 { view.translate(dx: dx, dy: dy) }
            following[anchor, default: []].append(view)
        }
        var result: [LaidOutView] = []
        result.reserveCapacity(children.count + removed.count)
        func emit(after anchor: String) {
            guard let views = following.removeValue(forKey: anchor) else { return }
            for view in views {
                result.append(view)
                emit(after: view.id)
            }
        }
        emit(after: "")
        for child in children {
            result.append(child)
            emit(after: child.id)
        }
        for anchor in anchors { emit(after: anchor) }  // only if former orders contradict each other
        return result
    }
}

extension LaidOutView {
    /// Moves the view and everything in it by (dx, dy).
    mutating func translate(dx: Double, dy: Double) {
        for k in frames.indices { frames[k] = frames[k].offsetBy(dx: dx, dy: dy) }
        for k in children.indices { children[k].translate(dx: dx, dy: dy) }
        for key in Array(decorations.keys) { decorations[key]!.translate(dx: dx, dy: dy) }
    }
}
