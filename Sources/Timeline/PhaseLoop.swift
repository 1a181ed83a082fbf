import Motion
import Scene

/// A cycling `phaseAnimator` played as one repeating keyframe loop (`startPhaseLoop`), kept so
/// that the next update can hand the animator back to an update per phase (`handBackPhaseLoops`).
struct PhaseLoop {
    /// The step into one phase: the delay before it, its curve's duration (nil curve: a jump).
    struct Step {
        var duration: Double
        var delay: Double
        var curve: UnitCurve?

        /// How long the step lasts before the next one starts: a step shorter than a frame is
        /// held for one, as the phase updates are.
        var length: Double { max(delay + duration, Animator.Run.instantPhaseHold) }

        /// The step as keyframes from `from` to `to`: the delay holds `from`.
        func keyframes(from: Double, to: Double) -> [Keyframe] {
            var result: [Keyframe] = []
            if delay > 0 { result.append(.linear(to: from, duration: delay, curve: .linear)) }
            if let curve { result.append(.linear(to: to, duration: duration, curve: curve)) } else { result.append(.move(to: to)) }
            let hold = length - delay - duration
            if hold > 0 { result.append(.linear(to: to, duration: hold, curve: .linear)) }
            return result
        }
    }

    /// One view's animatable numbers in one phase.
    typealias Numbers = (signature: [UInt8], values: [Double], positions: [Int])

    var phases: [Value]
    var start: Double
    /// Names the loop's motions in the value tracks (`TrackSet.endKeyframes`).
    var tag: Int
    /// `steps[k]` enters `phases[k]`; a cycle runs the steps into phases 1, 2, …, then 0.
    var steps: [Step]
    /// Every view's numbers with the animator in each phase (`trees[k]`), the others unchanged.
    var trees: [[String: Numbers]]

    var period: Double { steps.reduce(0) { $0 + $1.length } }

    /// The phases a cycle enters, in order.
    var order: [Int] { Array(1..<phases.count) + [0] }

    /// The step running at `time` (the phase it enters) and the seconds since it started.
    func position(at time: Double) -> (phase: Int, elapsed: Double) {
        let period = period
        var offset = max(0, time - start)
        if offset >= period { offset = offset.truncatingRemainder(dividingBy: period) }
        for k in order {
            let length = steps[k].length
            if offset < length { return (k, offset) }
            offset -= length
        }
        return (0, steps[0].length)
    }
}
