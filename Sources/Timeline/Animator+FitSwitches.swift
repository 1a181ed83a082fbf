import Geometry
import Layout
import Motion
import Scene
import ViewGraph
import Views

extension Animator.Run {
    /// A ViewThatFits whose shown child changes in an animated update keeps its previous child
    /// until the instant the animated proposal stops fitting it, as SwiftUI, which lays out every
    /// frame, switches then. The proposal is taken to move from the previous update's to this
    /// one's along the progress of the animation its content receives (exact when it follows one
    /// animated length, such as a frame width); the switch is an update of its own at that
    /// instant (trace cause `viewThatFits`), without animation. Returns the tree to show now.
    mutating func holdSwitchingFits(
        _ tree: LaidOutView, root: ViewNode, links: [String: [TransactionLink]], at time: Double,
        transaction: Transaction, canvas: Size
    ) -> LaidOutView {
        let choices = tree.fitChoices
        defer { fitChoices = choices }
        var held: [String: Int] = activeFitHolds(at: time)
        var walk: TransactionWalk?
        var added = false
        // Each switch is an update laying the whole tree out: a hold is taken only while the
        // budgets leave room for its switch (and those already pending), else the child switches
        // at the update, so that no held child outlives a dropped switch.
        let views = tree.viewCount
        var pendingSwitches = fitHolds.values.count { $0.until > time }
        for (id, now) in choices.sorted(by: { $0.key < $1.key }) where held[id] == nil {
            guard let before = fitChoices[id], before.chosen != now.chosen, before.chosen >= 0,
                before.idealSizes.count == now.idealSizes.count
            else { continue }
            let switches = pendingSwitches + 1
            guard updates.count + 1 + switches <= limits.maxUpdates,
                viewsLaidOut + views * (2 + switches) <= scene.limits.maxViewUpdates
            else { continue }
            if walk == nil {
                var tentative = TransactionWalk(links: links, previousWatched: watched, branchChanged: { _ in true })
                tentative.walk(tree, received: transaction)
                walk = tentative
            }
            guard let animation = walk?.transactions[id]?.first?.animation,
                let instant = Self.switchInstant(from: before, to: now, animation: animation, horizon: limits.maxDuration - time)
            else { continue }
            held[id] = before.chosen
            fitHolds[id] = (before.chosen, time + instant)
            enqueueFitSwitch(id, at: time + instant)
            pendingSwitches += 1
            added = true
        }
        guard added else { return tree }
        let heldTree = engine.layout(root, in: canvas, fitOverrides: held)
        viewsLaidOut += heldTree.viewCount
        return heldTree
    }

    /// The child indices held at `time`, by ViewThatFits id.
    func activeFitHolds(at time: Double) -> [String: Int] {
        fitHolds.filter { $0.value.until > time }.mapValues(\.child)
    }

    /// Seconds after the update when `before`'s child stops being the choice for the proposal
    /// moving from `before.proposal` to `now.proposal` with `animation`'s progress: found by
    /// stepping 1/240 s, then halving the step 40 times; nil when it never stays shown past the
    /// start (it already does not fit) or the animation ends after `horizon`.
    static func switchInstant(from before: FitChoice, to now: FitChoice, animation: Animation, horizon: Double) -> Double? {
        func mix(_ a: Double?, _ b: Double?, _ f: Double) -> Double? {
            guard let a, let b, a.isFinite, b.isFinite else { return b }
            return a + (b - a) * f
        }
        func shows(_ t: Double) -> Bool {
            let f = animation.progress(at: t)
            let p = ProposedSize(width: mix(before.proposal.width, now.proposal.width, f), height: mix(before.proposal.height, now.proposal.height, f))
            return now.choice(for: p) == before.chosen
        }
        let step = 1.0 / 240
        guard let end = animation.logicalCompletionTime, end <= horizon, end > 0, shows(min(step, end) / 2) else { return nil }
        var low = 0.0, t = 0.0
        while t < end {
            t = min(t + step, end)
            if !shows(t) {
                var high = t
                for _ in 0..<40 {
                    let mid = (low + high) / 2
                    if shows(mid) { low = mid } else { high = mid }
                }
                // To the nanosecond: the curves solve to ~1e-11, so a linear move gives its exact instant.
                return (high * 1e9).rounded() / 1e9
            }
            low = t
        }
        return nil
    }

    mutating func enqueueFitSwitch(_ id: String, at time: Double) {
        let event = TimelineEvent(time: time, assignments: [], transaction: nil, completion: [], path: "")
        var entry = Pending(time: time, sequence: sequence, event: event, cause: .viewThatFits(id), scope: nil)
        entry.fitSwitch = id
        sequence += 1
        let index = pending.firstIndex { ($0.time, $0.sequence) > (entry.time, entry.sequence) } ?? pending.count
        pending.insert(entry, at: index)
    }

    /// The switch of ViewThatFits `id`: its hold ends and the scene is laid out again without
    /// animation; skipped when a later hold replaced it.
    mutating func runFitSwitch(_ id: String, at time: Double) {
        guard let hold = fitHolds[id], hold.until == time else { return }
        fitHolds[id] = nil
        apply(time: time, cause: .viewThatFits(id), changes: [], transaction: Transaction())
    }
}

extension LaidOutView {
    /// What every ViewThatFits in the tree decided, by id.
    var fitChoices: [String: FitChoice] {
        var result: [String: FitChoice] = [:]
        func collect(_ view: LaidOutView) {
            if let fit = view.fit { result[view.id] = fit }
            view.children.forEach(collect)
            view.decorations.values.forEach(collect)
        }
        collect(self)
        return result
    }

    /// The views in the tree, decorations included: what one layout of it counts toward
    /// `limits.maxViewUpdates`.
    var viewCount: Int {
        1 + children.reduce(0) { $0 + $1.viewCount } + decorations.values.reduce(0) { $0 + $1.viewCount }
    }
}
