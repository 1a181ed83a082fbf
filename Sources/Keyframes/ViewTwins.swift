import Geometry
import Layout
import Timeline
import Views

/// Leaves that are twins of an earlier leaf at every structure instant (rows of a list that move
/// alike), found before the structure is lowered: the sampler presents each through its twin
/// (`ViewSampler.setTwin`), and when its elements look for a twin's tracks the comparison made
/// here answers for that pair (`ElementTwins.seed`).
///
/// Two leaves are twins here when `ElementTwins.delta` finds them so at every structure instant
/// (not only where an element's epochs start): in the update shown at each, both are laid out
/// alike but for one translation of every frame, and their track stretches are the same but for
/// frame origins that hold still that translation apart. Only leaves of the first structure that
/// are leaves in the update shown at every structure instant are compared, and only in timelines
/// without animated removals, content transitions or transition stretches: the structure drawn
/// at each instant is then that update's laid-out tree.
enum ViewTwins {
    /// The most views a leaf is compared with: a list's rows are twins of its first.
    static let maximumRepresentatives = 4
    /// The most structure instants a timeline searched has: each twin is compared at every one
    /// (where its elements' epochs may join many), so a long timeline is left to `ElementTwins`.
    static let maximumInstants = 256

    /// Sets the twins of `animator`'s sampler, for the structure instants it was made with.
    static func find(_ animator: ElementAnimator) {
        let sampler = animator.sampler, times = animator.times
        let timeline = sampler.animator
        guard !times.isEmpty, times.count <= Self.maximumInstants, timeline.removals.isEmpty, timeline.allContentChanges.isEmpty,
            !timeline.hasTransitionStretches
        else { return }
        let updates = times.map { timeline.updateIndex(at: $0) }
        var leaves: [String] = []
        collectLeaves(of: timeline.updates[updates[0]].tree, into: &leaves)
        guard leaves.count > 1 else { return }
        let every = Array(times.indices)
        var representatives: [Representative] = []
        for id in leaves {
            if timeline.cancellation.isCancelled { return }
            let slot = sampler.slot(of: id)
            // A leaf, as laid out, at every structure instant, that draws a colour or a plain shape.
            guard
                updates.allSatisfy({ update in
                    sampler.readView(slot: slot, update: update) {
                        $0.children.isEmpty && $0.decorations.isEmpty && Self.drawsSimply($0.node.content)
                    } == true
                })
            else { continue }
            // A representative whose track stretches start where this leaf's do is compared over
            // its own instants, before this leaf's epochs are made. Without removals and
            // transitions, a leaf's epochs differ from another's only by the stretch index and
            // the count of its modifiers at each instant: the stretch indices are then the same,
            // and the comparison finds the same modifier counts at every instant
            // (`ViewNode.sameDrawing`), so a twin found so has the representative's epochs and
            // numbers, and a representative whose numbers differ is no twin either way. Any
            // other is compared only where the numbers are the same, over this leaf's own instants.
            var made: LeafEpochs?
            var found = false
            for representative in representatives {
                let delta: Point?
                if Self.sameStarts(sampler.stretches(slot: representative.slot), sampler.stretches(slot: slot)) {
                    delta = ElementTwins.delta(
                        from: representative.id, to: id, slots: (representative.slot, slot), epochs: representative.instants,
                        sampler: sampler)
                } else {
                    let leaf = made ?? Self.epochs(of: id, slot: slot, animator: animator, every: every)
                    made = leaf
                    guard let numbers = leaf.numbers, numbers == representative.numbers else { continue }
                    delta = ElementTwins.delta(
                        from: representative.id, to: id, slots: (representative.slot, slot), epochs: leaf.instants, sampler: sampler)
                }
                guard let delta else { continue }
                // Epochs made for this leaf were stored then (and are the same).
                if made == nil { animator.knownEpochs.bySlot[slot] = (representative.epochs, representative.numbers) }
                sampler.setTwin(of: slot, to: representative.slot, id: representative.id)
                animator.twins.seed(a: representative.slot, b: slot, numbers: representative.numbers, delta: delta, views: leaves.count)
                found = true
                break
            }
            if found { continue }
            let leaf = made ?? Self.epochs(of: id, slot: slot, animator: animator, every: every)
            if representatives.count < Self.maximumRepresentatives, let numbers = leaf.numbers {
                representatives.append(
                    Representative(id: id, slot: slot, numbers: numbers, epochs: leaf.epochs, instants: leaf.instants))
            }
        }
    }

    /// A leaf's epochs as its elements are animated over them (`ElementAnimator`: drawn at every
    /// structure instant), their numbers, which key its twins (nil: none), and the structure
    /// instants as epochs of their own, over which it is compared.
    private struct LeafEpochs {
        let epochs: [TrackBuilder.Epoch]
        let numbers: [Double]?
        let instants: [TrackBuilder.Epoch]
    }

    /// The `LeafEpochs` of leaf `id` at `slot`, its epochs and numbers also stored for
    /// `animator`'s elements (`knownEpochs`).
    private static func epochs(of id: String, slot: Int, animator: ElementAnimator, every: [Int]) -> LeafEpochs {
        let sampler = animator.sampler, times = animator.times
        let epochs = animator.epochs(of: id, updates: every)
        let known = ElementTwins.numbers(of: epochs)
        animator.knownEpochs.bySlot[slot] = (epochs, known)
        let instants = times.indices.map { index in
            TrackBuilder.Epoch(
                start: times[index], end: index + 1 < times.count ? times[index + 1] : .infinity,
                stretch: sampler.stretchIndex(of: id, at: times[index]) ?? 0, transition: nil, removal: nil, ownModifiers: 0)
        }
        return LeafEpochs(epochs: epochs, numbers: known, instants: instants)
    }

    /// Whether two views' track stretches are as many and start at the same instants: then each
    /// structure instant falls in the stretch of the same index of both.
    private static func sameStarts(_ a: [Animator.ViewTrackStretch], _ b: [Animator.ViewTrackStretch]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for index in a.indices where a[index].start != b[index].start { return false }
                return true
            }
        }
    }

    /// Whether `content` is a colour or a shape whose outline its frame alone gives: comparing
    /// two such leaves costs a few numbers (a path, a symbol, an image or a text may hold many,
    /// and a list may hold many leaves that are not twins).
    static func drawsSimply(_ content: ViewContent) -> Bool {
        switch content {
        case .color: return true
        case .shape(let shape):
            switch shape.shape {
            case .rectangle, .roundedRectangle, .circle, .ellipse, .capsule: return true
            case .path, .custom, .symbol: return false
            }
        default: return false
        }
    }

    /// A leaf later leaves are compared with: its epochs, their numbers
    /// (`ElementTwins.numbers(of:)`) and its structure instants (`LeafEpochs`).
    private struct Representative {
        let id: String
        let slot: Int
        let numbers: [Double]
        let epochs: [TrackBuilder.Epoch]
        let instants: [TrackBuilder.Epoch]
    }

    /// The ids of the leaves of `view`'s tree, in the order the tree is lowered (children, then
    /// decorations by key).
    private static func collectLeaves(of view: LaidOutView, into leaves: inout [String]) {
        withUnsafePointer(to: view) { collectLeaves(of: $0, into: &leaves) }
    }

    /// Each child is read in place (a copy of each view retained all it holds).
    private static func collectLeaves(of view: UnsafePointer<LaidOutView>, into leaves: inout [String]) {
        if view.pointee.children.isEmpty, view.pointee.decorations.isEmpty {
            leaves.append(view.pointee.id)
            return
        }
        view.pointee.children.withUnsafeBufferPointer { children in
            for index in children.indices { collectLeaves(of: children.baseAddress! + index, into: &leaves) }
        }
        for key in view.pointee.decorations.keys.sorted() { collectLeaves(of: view.pointee.decorations[key]!, into: &leaves) }
    }
}
