import Motion
import Scene
import ViewGraph

extension Animator.Run {
    /// How long a phase entered without an animation (or with an instant one) is held before
    /// the next: one frame at 60 fps, so that a cycle always advances in time.
    static let instantPhaseHold = 1.0 / 60

    /// Starts phase animators: one without a trigger begins cycling when it appears; one with a
    /// trigger runs through its phases once when the trigger changes (a change during a run
    /// starts it again from the next phase).
    mutating func startPhaseRuns(_ evaluated: EvaluatedTree, at time: Double) {
        forgetLeftAnimators(evaluated, at: time)
        for record in evaluated.animators {
            guard case .phases(let animator) = record.kind else { continue }
            let seen = seenAnimators.contains(record.id)
            let previousTrigger = animatorTriggers[record.id]
            seenAnimators.insert(record.id)
            if let trigger = record.trigger { animatorTriggers[record.id] = trigger }
            let starts = !seen ? animator.trigger == nil : (record.trigger != nil && previousTrigger != record.trigger)
            guard starts, animator.phases.count > 1 else { continue }
            // A loop moves every number along the phase's curve: exact only where no view changes
            // its transaction (an `.animation`, `.transaction` or monitor anywhere keeps the updates).
            if animator.trigger == nil, evaluated.links.isEmpty, startPhaseLoop(record, animator, at: time) { continue }
            var run = phaseRuns[record.id] ?? PhaseRun()
            run.generation += 1
            run.cycles = animator.trigger == nil
            phaseRuns[record.id] = run
            enqueuePhaseStep(
                PhaseStep(animator: record.id, index: (run.index + 1) % animator.phases.count, generation: run.generation), at: time)
        }
    }

    mutating func enqueuePhaseStep(_ step: PhaseStep, at time: Double) {
        let event = TimelineEvent(time: time, assignments: [], transaction: nil, completion: [], path: "")
        var entry = Pending(time: time, sequence: sequence, event: event, cause: .phase(step.animator), scope: nil)
        entry.phaseStep = step
        sequence += 1
        let index = pending.firstIndex { ($0.time, $0.sequence) > (entry.time, entry.sequence) } ?? pending.count
        pending.insert(entry, at: index)
    }

    /// One phase step: the content reads the new phase, and the update carries the animation the
    /// animator gives for it; the next step follows when that animation logically completes.
    mutating func runPhaseStep(_ step: PhaseStep, at time: Double) {
        guard var run = phaseRuns[step.animator], run.generation == step.generation,
            let animator = currentPhaseAnimator(step.animator)
        else { return }
        if run.cycles, restartPhaseLoop(step, at: time) { return }
        let phase = animator.modifier.phases[step.index]
        run.index = step.index
        phaseRuns[step.animator] = run
        animatorValues[step.animator] = phase
        var context = animator.context
        context["phase"] = phase
        let animation = animator.modifier.animation?.evaluate(context) ?? nil
        apply(time: time, cause: .phase(step.animator), changes: [], transaction: Transaction(animation: animation))
        // An animation that never completes holds its phase; a run with a trigger ends back at the first phase.
        guard run.cycles || step.index != 0 else { return }
        let duration: Double? = if let animation { animation.logicalCompletionTime } else { 0 }
        guard let duration else { return }
        let next = PhaseStep(
            animator: step.animator, index: (step.index + 1) % animator.modifier.phases.count, generation: run.generation)
        enqueuePhaseStep(next, at: time + max(duration, Self.instantPhaseHold))
    }

    /// Forgets the animators that left the tree: one that comes back is a new view, as in
    /// SwiftUI, whose state starts afresh (a phase animator from its first phase, cycling again
    /// if it has no trigger; a keyframe animator at its initial value).
    /// A keyframe animator's motions stop on the views still in the tree (layout neighbours it
    /// moved); its own views, animating out, keep them.
    mutating func forgetLeftAnimators(_ evaluated: EvaluatedTree, at time: Double) {
        guard !seenAnimators.isEmpty else { return }
        let present = Set(evaluated.animators.map(\.id))
        for id in seenAnimators.sorted() where !present.contains(id) {
            seenAnimators.remove(id)
            animatorTriggers[id] = nil
            animatorValues[id] = nil
            if let run = keyframeRuns.removeValue(forKey: id) {
                for target in run.targets where previousIDs.contains(target.id) {
                    tracks.endKeyframes(target.id, index: target.index, tag: run.tag, at: time)
                }
            }
            if var run = phaseRuns[id] {
                // Its scheduled steps carry the old generation and are dropped.
                run.generation += 1
                run.index = 0
                run.cycles = false
                phaseRuns[id] = run
            }
        }
    }

    /// The phase animator `id` as the latest update evaluated it, if it is still in the tree.
    func currentPhaseAnimator(_ id: String) -> (modifier: PhaseAnimatorModifier, context: EvaluationContext)? {
        for record in latestAnimators where record.id == id {
            if case .phases(let modifier) = record.kind { return (modifier, record.context) }
        }
        return nil
    }
}
