import Motion
import Scene

/// The state of one `keyframeAnimator` between updates: the value its content is evaluated with
/// (the end of its latest run, or its initial value) and the run playing.
struct KeyframeRun {
    /// What the content reads when no run moves it: the final values of the latest run.
    var held: [String: Double]
    /// The latest run's tracks, by name; empty before the first run.
    var tracks: [String: KeyframeTrack] = [:]
    var start = 0.0
    var repeating = false
    /// Names this run's motions in the value tracks, so that a restart ends them.
    var tag = -1
    /// The (view id, value index) pairs the run moves.
    var targets: [(id: String, index: Int)] = []

    /// The value of `name` at `time` as the latest run plays it.
    func value(_ name: String, at time: Double) -> Double {
        guard let track = tracks[name] else { return held[name] ?? 0 }
        return track.value(at: AnimatedValue<Double>.Change.trackTime(time - start, track, repeating))
    }
}

/// The state of one `phaseAnimator`: the phase its content reads and which run is current.
struct PhaseRun {
    var index = 0
    /// Steps scheduled by an earlier run carry an older generation and are dropped.
    var generation = 0
    /// Whether the run cycles forever (no trigger) or stops back at the first phase.
    var cycles = false
}

/// A scheduled phase step: the animator enters phase `index`.
struct PhaseStep {
    var animator: String
    var index: Int
    var generation: Int
}
