extension KeyframeTrack {
    /// Lays the keyframes end to end and fixes every velocity SwiftUI leaves automatic.
    ///
    /// A spring without `startVelocity` continues the previous segment's end velocity. A cubic
    /// segment's automatic start velocity is the previous segment's end velocity, or — after
    /// another cubic — the Catmull-Rom tangent (next value − previous value) ÷ (time between
    /// them); its automatic end velocity is likewise the tangent before a cubic, the next
    /// segment's start velocity before a linear or spring keyframe, and 0 at rest (the end of
    /// the track, before a move). The track starts at rest.
    static func resolve(from initialValue: Double, _ keyframes: [Keyframe]) -> [Segment] {
        // Times and values at every keyframe boundary first: cubic tangents look ahead.
        var starts: [Double] = [], durations: [Double] = []
        var time = 0.0
        for keyframe in keyframes {
            let duration: Double
            switch keyframe {
            case .linear(_, let d, _), .cubic(_, let d, _, _): duration = MotionLimits.duration(d)
            case .move: duration = 0
            case .spring(_, let d, let spring, _): duration = MotionLimits.duration(d ?? spring.settlingDuration)
            }
            starts.append(time)
            durations.append(duration)
            time = min(time + duration, MotionLimits.maximumTime)
        }
        var segments: [Segment] = []
        var value = initialValue
        var velocity = 0.0
        for (index, keyframe) in keyframes.enumerated() {
            let to = MotionLimits.finite(keyframe.target, or: 0)
            let segment: Segment
            switch keyframe {
            case .move:
                segment = Segment(start: starts[index], duration: 0, from: value, to: to, startVelocity: 0, shape: .move)
            case .linear(_, _, let curve):
                segment = Segment(
                    start: starts[index], duration: durations[index], from: value, to: to, startVelocity: 0, shape: .curve(curve))
            case .spring(_, _, let spring, let start):
                segment = Segment(
                    start: starts[index], duration: durations[index], from: value, to: to,
                    startVelocity: MotionLimits.velocity(start ?? velocity), shape: .spring(spring))
            case .cubic(_, _, let start, let end):
                let previousIsCubic = index > 0 && keyframes[index - 1].isCubic
                let v0 =
                    start
                    ?? (previousIsCubic
                        ? tangent(before: index, starts, durations, keyframes, initialValue: initialValue) : velocity)
                let v1 = end ?? endVelocity(of: index, to: to, starts, durations, keyframes, initialValue: initialValue)
                segment = Segment(
                    start: starts[index], duration: durations[index], from: value, to: to,
                    startVelocity: MotionLimits.velocity(v0),
                    shape: .cubic(startVelocity: MotionLimits.velocity(v0), endVelocity: MotionLimits.velocity(v1)))
            }
            segments.append(segment)
            value = segment.value(at: segment.duration)
            velocity = segment.velocity(at: segment.duration)
        }
        return segments
    }

    /// The automatic end velocity of cubic keyframe `index`.
    private static func endVelocity(
        of index: Int, to: Double, _ starts: [Double], _ durations: [Double], _ keyframes: [Keyframe], initialValue: Double
    ) -> Double {
        guard index + 1 < keyframes.count else { return 0 }
        switch keyframes[index + 1] {
        case .cubic(_, _, let start, _):
            return start ?? tangent(before: index + 1, starts, durations, keyframes, initialValue: initialValue)
        case .linear(let next, let duration, let curve):
            guard duration > 0 else { return 0 }
            return (next - to) * curve.velocity(at: 0) / duration
        case .spring(_, _, _, let start):
            return start ?? tangent(before: index + 1, starts, durations, keyframes, initialValue: initialValue)
        case .move:
            return 0
        }
    }

    /// The Catmull-Rom tangent at the boundary where keyframe `index` starts: (value at its end −
    /// value before the previous keyframe) ÷ the time between them, using the keyframes' values.
    private static func tangent(
        before index: Int, _ starts: [Double], _ durations: [Double], _ keyframes: [Keyframe], initialValue: Double
    ) -> Double {
        let previous = index >= 2 ? keyframes[index - 2].target : initialValue
        let next = keyframes[index].target
        let span = durations[index - 1] + durations[index]
        guard span > 0 else { return 0 }
        return (next - previous) / span
    }
}

extension Keyframe {
    var isCubic: Bool {
        if case .cubic = self { return true }
        return false
    }
}
