extension Animation {
    /// The base animation as a function of time, with its logical duration.
    enum Kernel: Sendable {
        case curve(UnitCurve, duration: Double)
        /// A spring from 0 towards 1; `settle` is its settling duration.
        case spring(Spring, initialVelocity: Double, settle: Double)

        init(_ base: Base) {
            switch base {
            case .curve(let curve, let duration):
                self = .curve(curve, duration: duration)
            case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
                // SwiftUI's interpolating spring treats any damping above critical as critical.
                let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: false)
                self = .spring(spring, initialVelocity: initialVelocity, settle: spring.settlingDuration(initialVelocity: initialVelocity))
            case .spring, .default:
                let spring = base.fluidSpring!
                self = .spring(spring, initialVelocity: 0, settle: spring.settlingDuration)
            }
        }

        /// When the base is logically complete: a curve's duration, a spring's settling time.
        var duration: Double {
            switch self {
            case .curve(_, let duration): duration
            case .spring(_, _, let settle): settle
            }
        }

        /// The fraction of the interval covered `t` ≥ 0 seconds in; exactly 1 from `duration` on.
        func progress(at t: Double) -> Double {
            switch self {
            case .curve(let curve, let duration):
                return t >= duration ? 1 : curve.value(at: t / duration)
            case .spring(let spring, let initialVelocity, let settle):
                return t >= settle ? 1 : spring.value(at: t, initialVelocity: initialVelocity)
            }
        }

        /// The rate of change of `progress(at:)`, per second; 0 from `duration` on.
        func velocity(at t: Double) -> Double {
            switch self {
            case .curve(let curve, let duration):
                return t >= duration ? 0 : curve.velocity(at: t / duration) / duration
            case .spring(let spring, let initialVelocity, let settle):
                return t >= settle ? 0 : spring.velocity(at: t, initialVelocity: initialVelocity)
            }
        }
    }
}

extension Animation.Base {
    /// The spring of a persistent (merging) spring base.
    var fluidSpring: Spring? {
        switch self {
        case .spring(let response, let dampingFraction, _): Spring(response: response, dampingRatio: dampingFraction)
        case .default: Spring(response: 0.55, dampingRatio: 1)
        case .curve, .interpolatingSpring: nil
        }
    }
}

extension Animation.Modifier {
    /// The logical duration of this modifier applied to something lasting `inner` seconds.
    func duration(inner: Double) -> Double {
        switch self {
        case .delay(let seconds):
            return max(0, inner + seconds)
        case .speed(let factor):
            return inner / factor
        case .repeat(let count, _):
            guard inner > 0 else { return 0 }
            guard let count else { return .infinity }
            return count == 0 ? 0 : inner * Double(count)
        }
    }
}
