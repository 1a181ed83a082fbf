import Foundation

/// A damped harmonic oscillator pulling a value towards a target, as SwiftUI's `Spring`.
///
/// Stored as mass m, undamped angular frequency ω₀ = √(k/m) and damping ratio ζ; the decay
/// λ = ζ·ω₀ and the (damped) angular frequency ω = ω₀·√|1 − ζ²| of SEMANTICS §4 are derived.
/// Every initialiser brings its inputs into range first (see `MotionLimits`), so a spring never
/// produces NaN or infinity.
public struct Spring: Hashable, Sendable {
    /// The mass m.
    public let mass: Double
    /// ω₀ = √(stiffness / mass), radians per second.
    public let naturalFrequency: Double
    /// ζ = damping / (2·√(mass·stiffness)): below 1 bounces, 1 is critical, above 1 creeps.
    public let dampingRatio: Double
    /// λ = ζ·ω₀, the exponential decay rate per second.
    public let decayConstant: Double
    /// ω = ω₀·√|1 − ζ²|: the oscillation frequency when underdamped, the spread of the two
    /// real decay rates (−λ ± ω) when overdamped, 0 when critically damped.
    public let angularFrequency: Double

    @usableFromInline
    enum Regime: Hashable, Sendable {
        /// A response of zero: an infinitely stiff spring that is at its target at any t > 0.
        case instant
        case underdamped
        case critical
        case overdamped
    }

    @usableFromInline
    let regime: Regime

    /// The shortest response accepted; anything at or below it is an instant spring.
    static let minimumResponse = 1e-9
    /// The largest damping ratio accepted (a bounce of −1 would be infinite).
    static let maximumDampingRatio = 1e6

    /// A spring from a response (2π/ω₀) and a damping ratio, after sanitising both.
    init(mass: Double = 1, response: Double, dampingRatio: Double) {
        let response = MotionLimits.finite(response, or: 0.5)
        if response < Self.minimumResponse {
            self.init(mass: mass, naturalFrequency: 2 * .pi / Self.minimumResponse, dampingRatio: dampingRatio, instant: true)
        } else {
            let bounded = min(response, MotionLimits.maximumTime)
            self.init(mass: mass, naturalFrequency: 2 * .pi / bounded, dampingRatio: dampingRatio, instant: false)
        }
    }

    init(mass: Double, naturalFrequency: Double, dampingRatio: Double, instant: Bool) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0), Self.maximumDampingRatio)
        self.mass = mass
        self.naturalFrequency = naturalFrequency
        self.dampingRatio = zeta
        decayConstant = zeta * naturalFrequency
        angularFrequency = naturalFrequency * abs(1 - zeta * zeta).squareRoot()
        regime = instant ? .instant : zeta < 1 ? .underdamped : zeta == 1 ? .critical : .overdamped
    }
}
