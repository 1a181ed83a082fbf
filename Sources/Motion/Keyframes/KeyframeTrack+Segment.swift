extension KeyframeTrack.Segment {
    /// The value `t` seconds into the segment (0 ≤ t ≤ duration).
    func value(at t: Double) -> Double {
        switch shape {
        case .move:
            return to
        case .curve(let curve):
            guard duration > 0 else { return to }
            return from + (to - from) * curve.value(at: min(max(t / duration, 0), 1))
        case .spring(let spring):
            let p = spring.propagator(over: min(max(t, 0), duration))
            return to + (from - to) * p.a + startVelocity * p.b
        case .cubic(let v0, let v1):
            guard duration > 0 else { return to }
            let u = min(max(t / duration, 0), 1)
            let u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
            let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            return h00 * from + h10 * duration * v0 + h01 * to + h11 * duration * v1
        }
    }

    /// The rate of change of `value(at:)` per second.
    func velocity(at t: Double) -> Double {
        switch shape {
        case .move:
            return 0
        case .curve(let curve):
            guard duration > 0 else { return 0 }
            return (to - from) * curve.velocity(at: min(max(t / duration, 0), 1)) / duration
        case .spring(let spring):
            let p = spring.propagator(over: min(max(t, 0), duration))
            return (from - to) * p.c + startVelocity * p.d
        case .cubic(let v0, let v1):
            guard duration > 0 else { return 0 }
            let u = min(max(t / duration, 0), 1)
            let u2 = u * u
            let d00 = 6 * u2 - 6 * u, d10 = 3 * u2 - 4 * u + 1
            let d01 = -6 * u2 + 6 * u, d11 = 3 * u2 - 2 * u
            return (d00 * from + d01 * to) / duration + d10 * v0 + d11 * v1
        }
    }
}
