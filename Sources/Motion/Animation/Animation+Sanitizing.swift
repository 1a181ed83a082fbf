extension Animation.Base {
    /// The base with every parameter in range: durations in 0…`MotionLimits.maximumTime`,
    /// a negative damping fraction 0, a non-positive mass 1, NaN replaced by SwiftUI's default.
    var sanitized: Animation.Base {
        switch self {
        case .curve(let curve, let duration):
            return .curve(curve, duration: MotionLimits.duration(duration, fallback: Animation.Defaults.curveDuration))
        case .spring(let response, let dampingFraction, let blendDuration):
            return .spring(
                response: MotionLimits.duration(response, fallback: Animation.Defaults.springResponse),
                dampingFraction: min(max(MotionLimits.finite(dampingFraction, or: Animation.Defaults.springDampingFraction), 0), Spring.maximumDampingRatio),
                blendDuration: MotionLimits.duration(blendDuration))
        case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
            return .interpolatingSpring(
                mass: mass.isFinite && mass > 0 ? mass : Animation.Defaults.mass,
                stiffness: stiffness.isNaN ? 100 : max(stiffness, 0),
                damping: damping.isNaN ? 10 : max(damping, 0),
                initialVelocity: MotionLimits.velocity(initialVelocity))
        case .default:
            return .default
        }
    }
}

extension Animation.Modifier {
    var sanitized: Animation.Modifier {
        switch self {
        case .delay(let seconds):
            return .delay(MotionLimits.time(seconds))
        case .speed(let factor):
            let factor = factor.isNaN ? 1 : factor
            return .speed(min(max(factor, MotionLimits.speedRange.lowerBound), MotionLimits.speedRange.upperBound))
        case .repeat(let count, let autoreverses):
            return .repeat(count: count.map { max($0, 0) }, autoreverses: autoreverses)
        }
    }
}
