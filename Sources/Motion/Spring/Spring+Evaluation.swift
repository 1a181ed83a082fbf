import Foundation

extension Spring {
    /// The linear map taking a spring's state at time 0 to its state at time t.
    ///
    /// With x the displacement from the target and x′ its rate of change,
    /// x(t) = a·x(0) + b·x′(0) and x′(t) = c·x(0) + d·x′(0); every spring evaluation, scalar or
    /// vector, fresh or merged, is these four numbers.
    @usableFromInline
    struct Propagator: Sendable {
        @usableFromInline var a, b, c, d: Double

        @inlinable
        init(a: Double, b: Double, c: Double, d: Double) {
            (self.a, self.b, self.c, self.d) = (a, b, c, d)
        }

        @usableFromInline static let identity = Propagator(a: 1, b: 0, c: 0, d: 1)
        @usableFromInline static let settled = Propagator(a: 0, b: 0, c: 0, d: 0)
    }

    /// The propagator over `t` seconds (t ≤ 0 is the identity).
    ///
    /// With C = cos ωt, S = sin(ωt)/ω (cosh and sinh when overdamped; 1 and t when critical):
    /// a = e^(−λt)(C + λS), b = e^(−λt)S, c = −ω₀²e^(−λt)S, d = e^(−λt)(C − λS).
    @inlinable
    func propagator(over time: Double) -> Propagator {
        guard time > 0 else { return .identity }
        let t = min(time, MotionLimits.maximumTime)
        let lambda = decayConstant
        switch regime {
        case .instant:
            return .settled
        case .underdamped:
            let decay = exp(-lambda * t)
            let trig = sineCosine(angularFrequency * t)
            let cosine = decay * trig.cos
            let sine = decay * trig.sin / angularFrequency
            return Propagator(
                a: cosine + lambda * sine, b: sine,
                c: -naturalFrequency * naturalFrequency * sine, d: cosine - lambda * sine)
        case .critical:
            let decay = exp(-lambda * t)
            return Propagator(
                a: decay * (1 + lambda * t), b: decay * t,
                c: -naturalFrequency * naturalFrequency * decay * t, d: decay * (1 - lambda * t))
        case .overdamped:
            return overdampedPropagator(over: t)
        }
    }

    /// The overdamped case, written with the two real rates r₁ = −ω₀²/(λ + ω) (the slow one,
    /// computed without cancellation) and r₂ = −(λ + ω), so large t never overflows cosh.
    @usableFromInline
    func overdampedPropagator(over t: Double) -> Propagator {
        let lambda = decayConstant, omega = angularFrequency
        let omega0Squared = naturalFrequency * naturalFrequency
        if omega * t < 1e-4 {
            let decay = exp(-lambda * t)
            let x = omega * t
            let cosh = decay * (1 + x * x / 2)
            let sinh = decay * t * (1 + x * x / 6)
            return Propagator(a: cosh + lambda * sinh, b: sinh, c: -omega0Squared * sinh, d: cosh - lambda * sinh)
        }
        let r1 = -omega0Squared / (lambda + omega), r2 = -(lambda + omega)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let twoOmega = 2 * omega
        let sinh = (e1 - e2) / twoOmega
        return Propagator(
            a: (-r2 * e1 + r1 * e2) / twoOmega, b: sinh,
            c: -omega0Squared * sinh, d: (r1 * e1 - r2 * e2) / twoOmega)
    }
}

extension Spring {
    /// The fraction of the way from 0 to a target of 1 after `time` seconds, starting with
    /// `initialVelocity` (in targets per second): SEMANTICS §4's unit value.
    @inlinable
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        let p = propagator(over: time)
        return 1 - p.a + p.b * initialVelocity
    }

    /// The rate of change of `value(at:initialVelocity:)`, in targets per second.
    @inlinable
    public func velocity(at time: Double, initialVelocity: Double = 0) -> Double {
        let p = propagator(over: time)
        return -p.c + p.d * initialVelocity
    }

    /// The value after `time` seconds of a spring moving from zero towards `target`.
    @inlinable
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let p = propagator(over: time)
        return target.scaled(by: 1 - p.a) + initialVelocity.scaled(by: p.b)
    }

    /// The velocity after `time` seconds of a spring moving from zero towards `target`.
    @inlinable
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let p = propagator(over: time)
        return target.scaled(by: -p.c) + initialVelocity.scaled(by: p.d)
    }
}
