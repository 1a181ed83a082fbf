import Geometry
import Layout
import Motion
import Scene
import ViewGraph

extension Animator.Run {
    /// Starts the runs of the keyframe animators whose trigger changed in this update (or that
    /// repeat and just appeared), and returns the tree re-evaluated at their new values.
    ///
    /// The update's own changes were recorded with the content at the old values. Each started
    /// run then moves the content's values to the run's final values at once, and adds to every
    /// number of the tree that depends on a track `coefficient·(track(τ) − final)`, where the
    /// coefficient is the number's change when that track's value grows by 1 (the tree evaluated
    /// and laid out again per track, and once more with the value less 1, for numbers clamped
    /// on the upper side). That is exact wherever a number depends linearly on the
    /// values — offsets, scales, angles, opacities, frames — as modifiers written `value.y` do.
    /// The layouts count towards `limits.maxViewUpdates`; tracks past it are not probed, so
    /// what they move holds its final value.
    mutating func startKeyframeRuns(_ evaluated: EvaluatedTree, tree: LaidOutView, at time: Double) -> LaidOutView {
        var started: [String] = []
        for record in evaluated.animators {
            guard case .keyframes(let animator) = record.kind else { continue }
            let seen = seenAnimators.contains(record.id)
            let previousTrigger = animatorTriggers[record.id]
            seenAnimators.insert(record.id)
            if let trigger = record.trigger { animatorTriggers[record.id] = trigger }
            let starts: Bool =
                if !seen { animator.trigger == nil && animator.repeating } else { record.trigger != nil && previousTrigger != record.trigger }
            guard starts, !started.contains(record.id) else { continue }
            var run = keyframeRuns[record.id] ?? KeyframeRun(held: animator.initialValue)
            // Restart from where the running value is.
            var tracks: [String: KeyframeTrack] = [:]
            var held: [String: Double] = [:]
            for name in animator.names {
                let from = run.value(name, at: time)
                let track = KeyframeTrack(from: from, keyframes: animator.tracks[name] ?? [])
                tracks[name] = track
                held[name] = track.finalValue
            }
            for target in run.targets { self.tracks.endKeyframes(target.id, index: target.index, tag: run.tag, at: time) }
            run.tracks = tracks
            run.held = held
            run.start = time
            run.repeating = animator.repeating
            run.tag = nextKeyframeTag
            run.targets = []
            nextKeyframeTag += 1
            keyframeRuns[record.id] = run
            animatorValues[record.id] = KeyframeAnimatorModifier.value(held)
            started.append(record.id)
        }
        guard !started.isEmpty else { return tree }

        // The content jumps to the runs' final values; the tracks below move it from where it was.
        let (base, baseTree) = flattenedTree(values: animatorValues)
        for (id, entry) in base {
            tracks.update(
                id, signature: entry.signature, values: entry.values, positions: entry.positions,
                animations: Array(repeating: nil, count: (entry.positions.max() ?? -1) + 1), at: time)
        }
        probing: for animatorID in started {
            guard var run = keyframeRuns[animatorID] else { continue }
            for name in run.tracks.keys.sorted() {
                guard let track = run.tracks[name], track.duration > 0 else { continue }
                // Two layouts of the whole tree a track: past the timeline's view budget (or the
                // render's time) the runs left hold their final values.
                guard viewsLaidOut < scene.limits.maxViewUpdates, !cancellation.isCancelled else {
                    keyframeRuns[animatorID] = run
                    break probing
                }
                // Probed both ways: a number clamped on one side (an opacity at 1) moves on the other.
                func probe(_ step: Double) -> [String: (signature: [UInt8], values: [Double], positions: [Int])] {
                    var probeValues = animatorValues
                    var probe = run.held
                    probe[name, default: 0] += step
                    probeValues[animatorID] = KeyframeAnimatorModifier.value(probe)
                    return flattenedTree(values: probeValues).0
                }
                let up = probe(1), down = probe(-1)
                for (id, entry) in base {
                    guard let above = up[id], above.signature == entry.signature, let below = down[id],
                        below.signature == entry.signature
                    else { continue }
                    for index in entry.values.indices {
                        let rise = above.values[index] - entry.values[index]
                        let coefficient = rise != 0 ? rise : entry.values[index] - below.values[index]
                        guard coefficient != 0, coefficient.isFinite else { continue }
                        self.tracks.addKeyframes(
                            id, index: index, track: track, coefficient: coefficient, repeating: run.repeating, at: time, tag: run.tag)
                        run.targets.append((id, index))
                    }
                }
            }
            keyframeRuns[animatorID] = run
        }
        return baseTree
    }

    /// The tree evaluated at the current state with `values` for the animators, laid out and
    /// flattened into each view's animatable numbers.
    mutating func flattenedTree(
        values: [String: Value]
    ) -> ([String: (signature: [UInt8], values: [Double], positions: [Int])], LaidOutView) {
        let evaluated = evaluator.evaluateWithTransactions(
            state: state, localStates: localStates, animatorValues: values, geometry: geometry)
        let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
        let tree = engine.layout(evaluated.root, in: canvas)
        var result: [String: (signature: [UInt8], values: [Double], positions: [Int])] = [:]
        func collect(_ view: LaidOutView) {
            let (values, positions) = view.animatableValues()
            result[view.id] = (view.animationSignature, values, positions)
            view.decorations.values.forEach(collect)
            view.children.forEach(collect)
        }
        collect(tree)
        viewsLaidOut += result.count
        return (result, tree)
    }
}
