import Motion
import Scene
import ViewGraph

extension Animator.Run {
    /// Plays a `phaseAnimator` without trigger as one repeating keyframe loop when that is exact,
    /// instead of an update per phase for ever: when every phase's animation is a timing curve
    /// (with any speed or delay, not repeating) or none, each completes before the next phase
    /// starts, so every number of the tree moves from its value in one phase to its value in the
    /// next along that curve, and the cycle repeats unchanged. The tree is evaluated and laid out
    /// once per phase; it must keep its views (a phase that inserts or removes one needs
    /// transitions, and so keeps the updates). The caller takes the loop only where no view
    /// changes its transaction (`startPhaseRuns`). The loop holds only while nothing else
    /// updates: the next update hands it back (`handBackPhaseLoops`). Returns whether the loop
    /// was started.
    mutating func startPhaseLoop(_ record: AnimatorRecord, _ animator: PhaseAnimatorModifier, at time: Double) -> Bool {
        let phases = animator.phases
        guard phases.count > 1 else { return false }
        var steps: [PhaseLoop.Step] = []
        for phase in phases {
            var context = record.context
            context["phase"] = phase
            let animation = animator.animation?.evaluate(context) ?? nil
            guard let step = Self.loopStep(animation) else { return false }
            steps.append(step)
        }
        let period = steps.reduce(0) { $0 + $1.length }
        guard period >= scene.limits.minRepeatingPass, period.isFinite else { return false }

        var trees: [[String: PhaseLoop.Numbers]] = []
        for phase in phases {
            // A layout of the whole tree a phase: past the timeline's view budget (or the render's
            // time) the phases go as updates, which the budget stops.
            guard viewsLaidOut < scene.limits.maxViewUpdates, !cancellation.isCancelled else { return false }
            var values = animatorValues
            values[record.id] = phase
            trees.append(flattenedTree(values: values).0)
        }
        let base = trees[0]
        for tree in trees.dropFirst() {
            guard tree.count == base.count else { return false }
            for (id, entry) in base {
                guard let other = tree[id], other.signature == entry.signature, other.values.count == entry.values.count else {
                    return false
                }
            }
        }

        animatorValues[record.id] = phases[0]
        let loop = PhaseLoop(phases: phases, start: time, tag: nextKeyframeTag, steps: steps, trees: trees)
        nextKeyframeTag += 1
        for (id, entry) in base {
            tracks.update(
                id, signature: entry.signature, values: entry.values, positions: entry.positions,
                animations: Array(repeating: nil, count: (entry.positions.max() ?? -1) + 1), at: time)
            for index in entry.values.indices {
                let values = trees.map { $0[id]!.values[index] }
                guard values.contains(where: { $0 != values[0] }), values.allSatisfy(\.isFinite) else { continue }
                // From phase 0 into phases 1, 2, …, and back into phase 0.
                var keyframes: [Keyframe] = []
                for k in loop.order {
                    keyframes += steps[k].keyframes(from: values[(k + phases.count - 1) % phases.count], to: values[k])
                }
                let track = KeyframeTrack(from: values[0], keyframes: keyframes)
                tracks.addKeyframes(id, index: index, track: track, coefficient: 1, repeating: true, at: time, tag: loop.tag)
            }
        }
        phaseLoops[record.id] = loop
        return true
    }

    /// The step into a phase with `animation` as a loop's keyframes: its duration, the delay
    /// before it and its curve (nil: a jump, held one frame); nil when it cannot be one (a spring,
    /// which may still move when the next phase starts, or a repetition).
    static func loopStep(_ animation: Animation?) -> PhaseLoop.Step? {
        guard let animation else { return PhaseLoop.Step(duration: 0, delay: 0, curve: nil) }
        guard case .curve(let curve, let duration) = animation.base else { return nil }
        var length = duration, delay = 0.0
        for modifier in animation.modifiers {
            switch modifier {
            case .speed(let factor):
                guard factor > 0, factor.isFinite else { return nil }
                length /= factor
                delay /= factor
            case .delay(let seconds):
                delay += seconds
            case .repeat:
                return nil
            }
        }
        guard length.isFinite, delay.isFinite, length >= 0, delay >= 0 else { return nil }
        return length > 0 ? PhaseLoop.Step(duration: length, delay: delay, curve: curve) : PhaseLoop.Step(duration: 0, delay: delay, curve: nil)
    }
}
