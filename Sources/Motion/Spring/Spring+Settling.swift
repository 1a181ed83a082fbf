import Foundation

extension Spring {
    /// The time SwiftUI's `settlingDuration` reports for a unit target at rest: ε = 0.001.
    public var settlingDuration: Double { settlingDuration(initialVelocity: 0) }

    /// The settling time for a unit target starting with `initialVelocity` (SEMANTICS §4).
    ///
    /// Underdamped: max(0, −ln(ε / (|λ − v₀| + 1)) / λ). Critically damped and overdamped: the
    /// first multiple of 0.1 s from which the error stays below ε on every 0.1 s step of the next
    /// second. Past 1000 s that search is replaced by the first step after a proven bound; the
    /// result never exceeds `MotionLimits.maximumSettlingDuration`.
    public func settlingDuration(initialVelocity: Double, epsilon: Double = 0.001) -> Double {
        let epsilon = epsilon.isFinite && epsilon > 0 ? min(max(epsilon, 1e-12), 0.5) : 0.001
        let v0 = MotionLimits.velocity(initialVelocity)
        let cap = MotionLimits.maximumSettlingDuration
        switch regime {
        case .instant:
            return 0
        case .underdamped:
            guard decayConstant > 0 else { return cap }
            return min(max(0, -log(epsilon / (abs(decayConstant - v0) + 1)) / decayConstant), cap)
        case .critical, .overdamped:
            return gridSettlingDuration(initialVelocity: v0, epsilon: epsilon, cap: cap)
        }
    }

    /// The settling time for a spring moving from zero towards `target` with `initialVelocity`,
    /// measured relative to the target: the velocity's component along the target, divided by the
    /// target's length, is the unit initial velocity.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double = 0.001) -> Double {
        let lengthSquared = target.magnitudeSquared
        guard lengthSquared > 0, lengthSquared.isFinite else { return 0 }
        return settlingDuration(initialVelocity: target.dot(initialVelocity) / lengthSquared, epsilon: epsilon)
    }

    private static let step = 0.1
    private static let stepsInWindow = 10
    private static let maximumScannedSteps = 10_000

    private func gridSettlingDuration(initialVelocity v0: Double, epsilon: Double, cap: Double) -> Double {
        let bound = settledBound(initialVelocity: v0, epsilon: epsilon)
        guard bound < cap else { return cap }
        let lastStep = Int((bound / Self.step).rounded(.up))
        guard lastStep <= Self.maximumScannedSteps else { return Double(lastStep) * Self.step }
        var runStart = 0, runLength = 0
        for index in 0...(lastStep + Self.stepsInWindow) {
            let p = propagator(over: Double(index) * Self.step)
            if abs(p.a - p.b * v0) < epsilon {
                if runLength == 0 { runStart = index }
                runLength += 1
                if runLength > Self.stepsInWindow { return Double(runStart) * Self.step }
            } else {
                runLength = 0
            }
        }
        return Double(lastStep) * Self.step
    }

    /// A time after which the unit error |x(t)| is below `epsilon` for good, from an envelope.
    ///
    /// Overdamped, x(t) = A·e^(r₁t) + B·e^(r₂t) ≤ (|A| + |B|)·e^(r₁t). Critically damped,
    /// |x(t)| ≤ e^(−λt)(1 + |λ − v₀|·t), decreasing past its peak, solved by bisection.
    private func settledBound(initialVelocity v0: Double, epsilon: Double) -> Double {
        let lambda = decayConstant
        if regime == .overdamped {
            let omega = angularFrequency
            let r1 = -naturalFrequency * naturalFrequency / (lambda + omega), r2 = -(lambda + omega)
            // A + B = 1 and A·r₁ + B·r₂ = x′(0) = −v₀.
            let a = (-v0 - r2) / (r1 - r2)
            let amplitude = abs(a) + abs(1 - a)
            return amplitude <= epsilon ? 0 : log(amplitude / epsilon) / -r1
        }
        let slope = abs(lambda - v0)
        func envelope(_ t: Double) -> Double { exp(-lambda * t) * (1 + slope * t) }
        var low = max(0, 1 / lambda - (slope > 0 ? 1 / slope : .infinity))
        if envelope(low) < epsilon { return low }
        var high = max(low, 1 / lambda)
        while envelope(high) >= epsilon && high < MotionLimits.maximumSettlingDuration { high *= 2 }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if envelope(middle) >= epsilon { low = middle } else { high = middle }
        }
        return high
    }
}
