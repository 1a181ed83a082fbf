/// One property of one element over time, as keyframes: a finite run, then (for animations that
/// repeat forever) a loop.
struct PropertyTrack: Hashable, Sendable {
    /// A value at an instant and how the interval after it moves to the next keyframe.
    struct Keyframe: Hashable, Sendable {
        var time: Double
        var value: [Double]
        var timing: TimingFunction
    }

    /// Keyframes repeated for ever from `start`: times relative to `start`, the last at `period`.
    struct Loop: Hashable, Sendable {
        var start: Double
        var period: Double
        var keyframes: [Keyframe]
        /// The keyframes cover one pass; odd passes play them backwards in time (CSS
        /// `alternate`), which is exact only for point-symmetric timing.
        var alternates: Bool
    }

    /// In time order; the value is the first keyframe's before it and the last one's after it
    /// (until `loop` starts).
    var keyframes: [Keyframe]
    var loop: Loop?

    /// The value before anything moves.
    var initialValue: [Double] { keyframes.first?.value ?? loop?.keyframes.first?.value ?? [] }

    /// Hashes the track by its keyframe counts and ends only, not every value: for keys that
    /// hold a whole track (twins share tracks, and equal keys still compare in full), where
    /// hashing every keyframe cost more than the lookup saved.
    func hashEnds(into hasher: inout Hasher) {
        hasher.combine(keyframes.count)
        if let first = keyframes.first, let last = keyframes.last {
            hasher.combine(first.time)
            hasher.combine(last.time)
            hasher.combine(first.value)
            hasher.combine(last.value)
        }
        hasher.combine(loop?.keyframes.count ?? -1)
    }

    /// Whether the value never changes.
    var isConstant: Bool {
        loop == nil && keyframes.allSatisfy { $0.value == keyframes[0].value }
    }

    /// Whether component `index` keeps one value throughout.
    func isConstant(component index: Int) -> Bool {
        let first = initialValue[index]
        return keyframes.allSatisfy { $0.value[index] == first } && (loop?.keyframes.allSatisfy { $0.value[index] == first } ?? true)
    }
}
