import Motion
import Scene
import ViewGraph

extension Animator.Run {
    /// Hands every running phase loop back to an update per phase, before an update at `time`
    /// changes anything: a loop is exact only while the tree it was made from stays (an update may
    /// change the state its phases read, add or remove views, or take the animator away).
    ///
    /// Each loop is cut where it is: the targets become the phase its running step enters (as if
    /// that step's update had run), the rest of the step plays as keyframes from the value drawn
    /// now (the same curve, entered part way, so nothing moves differently), and the next phase
    /// step is scheduled where the loop would have started it. The update then changes the
    /// tree as it would have under the phase updates, and the animator cycles by updates until
    /// its next cycle begins (`restartPhaseLoop`).
    mutating func handBackPhaseLoops(at time: Double) {
        guard !phaseLoops.isEmpty else { return }
        let loops = phaseLoops.sorted { $0.key < $1.key }
        phaseLoops = [:]
        let positions = loops.map { $0.value.position(at: time) }
        // Targets: every loop's change from its first phase to the one its step enters, added to
        // the targets the loops were made on.
        var targets: [String: PhaseLoop.Numbers] = [:]
        for ((_, loop), position) in zip(loops, positions) {
            for (id, entry) in loop.trees[position.phase] {
                let first = loop.trees[0][id]!
                // Every view the loop moves, even where this phase equals the first.
                guard loop.trees.contains(where: { $0[id]?.values != first.values }) else { continue }
                var current: PhaseLoop.Numbers
                if let known = targets[id] {
                    current = known
                } else if let recorded = tracks.currentTargets(of: id) {
                    current = (recorded.signature, recorded.values, entry.positions)
                } else {
                    continue
                }
                guard current.signature == entry.signature, current.values.count == entry.values.count else { continue }
                var values = current.values
                for index in values.indices { values[index] += entry.values[index] - first.values[index] }
                targets[id] = (entry.signature, values, entry.positions)
            }
        }
        for (id, entry) in targets.sorted(by: { $0.key < $1.key }) {
            tracks.update(
                id, signature: entry.signature, values: entry.values, positions: entry.positions,
                animations: Array(repeating: nil, count: (entry.positions.max() ?? -1) + 1), at: time)
        }
        for ((animatorID, loop), (phase, elapsed)) in zip(loops, positions) {
            let tag = nextKeyframeTag
            nextKeyframeTag += 1
            let previous = (phase + loop.phases.count - 1) % loop.phases.count
            let step = loop.steps[phase]
            for (id, entry) in loop.trees[0] where targets[id] != nil {
                for index in entry.values.indices {
                    let values = loop.trees.map { $0[id]!.values[index] }
                    guard values.contains(where: { $0 != values[0] }), values.allSatisfy(\.isFinite) else { continue }
                    tracks.endKeyframes(id, index: index, tag: loop.tag, at: time)
                    let rest = KeyframeTrack(from: values[previous], keyframes: step.keyframes(from: values[previous], to: values[phase]))
                        .suffix(after: elapsed)
                    tracks.addKeyframes(id, index: index, track: rest, coefficient: 1, repeating: false, at: time, tag: tag)
                }
            }
            animatorValues[animatorID] = loop.phases[phase]
            var run = phaseRuns[animatorID] ?? PhaseRun()
            run.generation += 1
            run.index = phase
            run.cycles = true
            phaseRuns[animatorID] = run
            enqueuePhaseStep(
                PhaseStep(animator: animatorID, index: (phase + 1) % loop.phases.count, generation: run.generation),
                at: time - elapsed + step.length)
        }
    }

    /// At the step into its second phase — a new cycle, everything at rest in the first phase —
    /// a phase animator cycling by updates goes back to one loop when it can
    /// (`startPhaseLoop`): no view changes its transaction, and no other animator cycles by
    /// updates (whose next update would hand the loop back at once). Returns whether it did.
    mutating func restartPhaseLoop(_ step: PhaseStep, at time: Double) -> Bool {
        guard step.index == 1, latestLinksEmpty,
            let record = latestAnimators.first(where: { $0.id == step.animator }),
            case .phases(let animator) = record.kind, animator.trigger == nil
        else { return false }
        let othersCycle = pending.contains { entry in
            guard let other = entry.phaseStep, other.animator != step.animator else { return false }
            return phaseRuns[other.animator]?.generation == other.generation
        }
        guard !othersCycle, startPhaseLoop(record, animator, at: time) else { return false }
        phaseRuns[step.animator]?.generation += 1
        return true
    }
}
