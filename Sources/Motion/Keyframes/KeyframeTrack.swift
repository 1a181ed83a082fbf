/// One animated number of a keyframe animation: keyframes played one after another from a
/// start value, as SwiftUI's `KeyframeTrack`; `value(at:)` holds the last value after the end.
public struct KeyframeTrack: Hashable, Sendable {
    /// One resolved segment: where it starts, what it starts from and how it moves.
    struct Segment: Hashable, Sendable {
        enum Shape: Hashable, Sendable {
            case curve(UnitCurve)
            /// Displacement from `to` follows the spring from the start offset and velocity.
            case spring(Spring)
            /// Hermite with start and end velocities (per second).
            case cubic(startVelocity: Double, endVelocity: Double)
            case move
        }

        var start: Double
        var duration: Double
        var from: Double
        var to: Double
        var startVelocity: Double
        var shape: Shape
        /// Seconds of the shape played before `start` (`suffix(after:)`): the segment runs the
        /// shape from `lead` to `duration`.
        var lead = 0.0

        /// How long the segment runs.
        var length: Double { duration - lead }
    }

    let segments: [Segment]
    /// The value before the first keyframe.
    public let initialValue: Double

    /// The track from `initialValue` through `keyframes`, every time and velocity sanitised.
    public init(from initialValue: Double, keyframes: [Keyframe]) {
        let initialValue = MotionLimits.finite(initialValue, or: 0)
        self.initialValue = initialValue
        segments = Self.resolve(from: initialValue, keyframes)
    }

    /// A track of resolved segments (`suffix(after:)`).
    init(initialValue: Double, segments: [Segment]) {
        self.initialValue = initialValue
        self.segments = segments
    }

    /// The length of the whole track, in seconds.
    public var duration: Double {
        segments.last.map { $0.start + $0.length } ?? 0
    }

    /// When each segment starts and the track ends, in seconds from its start: where its motion
    /// changes character.
    public var boundaries: [Double] {
        segments.map(\.start) + [duration]
    }

    /// The value the track holds after its last keyframe.
    public var finalValue: Double {
        guard let last = segments.last else { return initialValue }
        return last.value(at: last.duration)
    }

    /// The value `time` seconds after the track started (the initial value before, the final
    /// value after).
    public func value(at time: Double) -> Double {
        guard let index = segmentIndex(at: time) else { return time < 0 || segments.isEmpty ? initialValue : finalValue }
        let segment = segments[index]
        return segment.value(at: time - segment.start + segment.lead)
    }

    /// The rate of change of `value(at:)` per second.
    public func velocity(at time: Double) -> Double {
        guard let index = segmentIndex(at: time) else { return 0 }
        let segment = segments[index]
        return segment.velocity(at: time - segment.start + segment.lead)
    }

    /// The segment running at `time`, nil before the start and from the end on.
    private func segmentIndex(at time: Double) -> Int? {
        guard time >= 0, time < duration else { return nil }
        var low = 0, high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].start <= time { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
